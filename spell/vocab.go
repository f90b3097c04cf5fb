package spell

import (
	"fmt"
	"sort"
	"unicode"

	"github.com/argot-nlp/argot/lexdata"
)

// vocabulary is the candidate list of a language: the words of its
// frequency list (OpenSubtitles counts, as the pack's freq section stores
// them), each with its frequency byte (see lexdata.FrequencyByte), most
// frequent first. The words share the memory of the language's decoded
// lexicon (lexdata.Language.EachWord).
type vocabulary struct {
	words []string
	freq  []byte
	index map[string]int32
}

// decodeVocabulary reads the words with a frequency from a language's
// pack, keeping the top most frequent ones (all when top <= 0).
//
// With lexicon set, the lexicon's single-word forms that the frequency
// list lacks are added after them with frequency byte 0: rare words are
// then candidates too, at the lowest prior.
func decodeVocabulary(lang *lexdata.Language, top int, lexicon bool) (*vocabulary, error) {
	v := &vocabulary{index: map[string]int32{}}
	if lang.Pack() == nil {
		return v, nil
	}
	// Without a frequency list (Pashto) every lexicon form is a candidate
	// with the lowest frequency.
	noFreq := !lang.Pack().Has(lexdata.SectionFreq)
	var words, forms, rare []string
	var freqs, formFreqs []byte
	err := lang.EachWord(func(w string, f byte, inForms bool) {
		switch {
		case !inForms:
			if f != 0 {
				words, freqs = append(words, w), append(freqs, f)
			}
		case noFreq:
			forms, formFreqs = append(forms, w), append(formFreqs, 1)
		case f != 0:
			forms, formFreqs = append(forms, w), append(formFreqs, f)
		case lexicon && plainLetters(w):
			rare = append(rare, w)
		}
	})
	if err != nil {
		return nil, fmt.Errorf("spell: %w", err)
	}
	// The frequency list's own words first, then the forms table's.
	words, freqs = append(words, forms...), append(freqs, formFreqs...)
	order := make([]int, len(words))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool {
		if freqs[order[a]] != freqs[order[b]] {
			return freqs[order[a]] > freqs[order[b]]
		}
		return words[order[a]] < words[order[b]]
	})
	if top > 0 && len(order) > top {
		order = order[:top]
	}
	v.words = make([]string, len(order), len(order)+len(rare))
	v.freq = make([]byte, len(order), len(order)+len(rare))
	v.index = make(map[string]int32, len(order)+len(rare))
	for j, i := range order {
		v.words[j], v.freq[j] = words[i], freqs[i]
		v.index[words[i]] = int32(j)
	}
	for _, w := range rare {
		if _, dup := v.index[w]; !dup {
			v.index[w] = int32(len(v.words))
			v.words = append(v.words, w)
			v.freq = append(v.freq, 0)
		}
	}
	return v, nil
}

// plainLetters reports lower-case words of three or more letters (no
// digits, spaces or marks between words).
func plainLetters(w string) bool {
	n := 0
	for _, r := range w {
		if !unicode.IsLetter(r) || unicode.IsUpper(r) {
			return false
		}
		n++
	}
	return n >= 3
}

// frequency returns the frequency byte of a word (0: not in the list).
func (v *vocabulary) frequency(w string) byte {
	if i, ok := v.index[w]; ok {
		return v.freq[i]
	}
	return 0
}
