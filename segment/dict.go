package segment

import (
	"bufio"
	"bytes"
	"fmt"
	"math"
	"strconv"
	"strings"
	"unicode/utf8"
)

// SectionWords is the name of the pack section holding a language's
// segmentation dictionary (Thai and Vietnamese).
const SectionWords = "segwords"

// A Dictionary is a word list with frequencies, read from a pack's
// "segwords" section. It is immutable and safe for concurrent use.
//
// Section format: UTF-8 text, one word per line as WORD<TAB>COUNT, words
// lower-cased NFC and sorted, counts decimal integers. Words of several
// syllables (Vietnamese) hold single spaces. A count of zero marks a
// string the segmenter's other dictionary lists as a word but the
// language's treebanks write as several words (Chinese "正在" -> 正 在);
// at least one count must be positive.
type Dictionary struct {
	logp     map[string]float32 // log probability of each word
	split    map[string]bool    // strings never taken as one word
	maxBytes int                // length of the longest word
	unknown  float32            // log probability of an unseen word
}

// ParseDictionary reads a "segwords" section.
func ParseDictionary(data []byte) (*Dictionary, error) {
	if !utf8.Valid(data) {
		return nil, fmt.Errorf("segment: dictionary is not UTF-8")
	}
	d := &Dictionary{logp: make(map[string]float32, bytes.Count(data, []byte{'\n'}))}
	counts := make(map[string]float64, len(d.logp))
	total := 0.0
	sc := bufio.NewScanner(bytes.NewReader(data))
	for n := 1; sc.Scan(); n++ {
		w, c, ok := strings.Cut(sc.Text(), "\t")
		count, err := strconv.ParseUint(c, 10, 32)
		if !ok || w == "" || err != nil {
			return nil, fmt.Errorf("segment: dictionary line %d: want WORD<TAB>COUNT", n)
		}
		if count == 0 {
			if d.split == nil {
				d.split = map[string]bool{}
			}
			d.split[w] = true
			continue
		}
		counts[w] = float64(count)
		total += float64(count)
		d.maxBytes = max(d.maxBytes, len(w))
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("segment: dictionary: %w", err)
	}
	if len(counts) == 0 {
		return nil, fmt.Errorf("segment: empty dictionary")
	}
	lt := math.Log(total)
	for w, c := range counts {
		d.logp[w] = float32(math.Log(c) - lt)
	}
	d.unknown = float32(-lt)
	return d, nil
}

// Len returns the number of words (strings marked as several words are
// not counted).
func (d *Dictionary) Len() int { return len(d.logp) }

// lookup returns the log probability of w and whether it is a word.
func (d *Dictionary) lookup(w string) (float32, bool) {
	p, ok := d.logp[w]
	return p, ok
}
