package segment

import (
	"encoding/binary"
	"fmt"
	"maps"
	"math"
	"slices"
	"strings"

	"github.com/argot-nlp/argot/lexdata"
)

// SectionChinese is the name of the pack section holding jieba's Chinese
// dictionary (as gse ships it, Simplified and Traditional) in the compact
// form of [ChineseDictionary], so that a process need not build gse's trie
// from text (seconds and hundreds of megabytes) before its first Chinese
// sentence.
const SectionChinese = "zhdict"

// ChineseDictionary is jieba's dictionary read in place from a pack
// section: the words, sorted, with their frequencies. It gives the
// segmenter the same words and scores as gse's trie. It is immutable and
// safe for concurrent use.
//
// Section layout (little-endian):
//
//	count       uint32
//	maxUnits    uint32   gse's MaxTokenLen: the longest word, in gse's units
//	total       uint64   the sum of the frequencies, as float64 bits
//	freqs       [count]uint32, the frequency of each word, > 0
//	words       a lexdata string set of count strings
type ChineseDictionary struct {
	words    lexdata.StringSet
	freqs    []byte
	maxUnits int
	logTotal float64
}

const zhHeader = 4 + 4 + 8

// EncodeChineseDictionary returns the section of gse's embedded Chinese
// dictionary, for the pack builder.
func EncodeChineseDictionary() ([]byte, error) {
	d, err := zhDict()
	if err != nil {
		return nil, err
	}
	freq := make(map[string]uint32, len(d.Tokens))
	for i := range d.Tokens {
		t := &d.Tokens[i]
		f := t.Freq()
		if f <= 0 || f != math.Trunc(f) || f > math.MaxUint32 {
			return nil, fmt.Errorf("segment: jieba word %q: frequency %v is not a positive 32-bit integer", t.Text(), f)
		}
		if _, dup := freq[t.Text()]; dup {
			return nil, fmt.Errorf("segment: jieba word %q twice", t.Text())
		}
		freq[t.Text()] = uint32(f)
	}
	return encodeChinese(freq, d.MaxTokenLen(), d.TotalFreq())
}

// encodeChinese encodes the words of freq with their frequencies, the
// longest word's length in gse's units and the frequencies' total.
func encodeChinese(freq map[string]uint32, maxUnits int, total float64) ([]byte, error) {
	words := slices.Collect(maps.Keys(freq))
	set, err := lexdata.EncodeStringSet(words)
	if err != nil {
		return nil, err
	}
	s, err := lexdata.ParseStringSet(set)
	if err != nil {
		return nil, err
	}
	buf := make([]byte, 0, zhHeader+4*len(words)+len(set))
	buf = binary.LittleEndian.AppendUint32(buf, uint32(len(words)))
	buf = binary.LittleEndian.AppendUint32(buf, uint32(maxUnits))
	buf = binary.LittleEndian.AppendUint64(buf, math.Float64bits(total))
	for i := range s.Len() {
		buf = binary.LittleEndian.AppendUint32(buf, freq[s.At(i)])
	}
	return append(buf, set...), nil
}

// ParseChineseDictionary validates a [SectionChinese] section and returns
// a view of it; data must not be modified while the dictionary is in use.
func ParseChineseDictionary(data []byte) (*ChineseDictionary, error) {
	if len(data) < zhHeader {
		return nil, fmt.Errorf("segment: Chinese dictionary: %d bytes, too short", len(data))
	}
	n := binary.LittleEndian.Uint32(data)
	maxUnits := binary.LittleEndian.Uint32(data[4:])
	total := math.Float64frombits(binary.LittleEndian.Uint64(data[8:]))
	if uint64(n) > uint64(len(data)-zhHeader)/4 {
		return nil, fmt.Errorf("segment: Chinese dictionary: count %d too large for %d bytes", n, len(data))
	}
	if n == 0 || maxUnits == 0 || maxUnits > 1<<10 || !(total >= 1) || math.IsInf(total, 0) {
		return nil, fmt.Errorf("segment: Chinese dictionary: bad header")
	}
	end := zhHeader + 4*int(n)
	words, err := lexdata.ParseStringSet(data[end:])
	if err != nil {
		return nil, fmt.Errorf("segment: Chinese dictionary: %w", err)
	}
	if words.Len() != int(n) {
		return nil, fmt.Errorf("segment: Chinese dictionary: %d words, header says %d", words.Len(), n)
	}
	d := &ChineseDictionary{words: words, freqs: data[zhHeader:end], maxUnits: int(maxUnits), logTotal: math.Log(total)}
	for i := range int(n) {
		if d.freq(i) == 0 {
			return nil, fmt.Errorf("segment: Chinese dictionary: word %q has frequency 0", words.At(i))
		}
	}
	return d, nil
}

// Len returns the number of words.
func (d *ChineseDictionary) Len() int { return d.words.Len() }

func (d *ChineseDictionary) freq(i int) uint32 {
	return binary.LittleEndian.Uint32(d.freqs[4*i:])
}

// prefixes calls f(j, logFreq) for each word run[bound[i]:bound[j]], i < j
// <= hi, in increasing j, as gse's LookupTokens finds them: it stops at
// the first j no word starts with.
func (d *ChineseDictionary) prefixes(run string, bound []int, i, hi int, f func(j int, logFreq float64)) {
	k := -1
	for j := i + 1; j <= hi; j++ {
		w := run[bound[i]:bound[j]]
		var ok bool
		if k < 0 {
			k, ok = d.words.Index(w)
		} else {
			// w extends the last word, so sorts after it.
			k, ok = d.words.IndexFrom(k, w)
		}
		if ok {
			f(j, math.Log(float64(d.freq(k))))
			continue
		}
		if k >= d.words.Len() || !strings.HasPrefix(d.words.At(k), w) {
			return
		}
	}
}
