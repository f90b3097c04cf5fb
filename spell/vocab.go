package spell

import (
	"encoding/binary"
	"errors"
	"fmt"
	"sort"
	"unicode"

	"github.com/argot-nlp/argot/lexdata"
)

// vocabulary is the candidate list of a language: the words of its
// frequency list (OpenSubtitles counts, as the pack's freq section stores
// them), each with its frequency byte (see lexdata.FrequencyByte), most
// frequent first.
//
// lexdata has no iterator over the freq section, so decodeVocabulary reads
// the forms and freq sections itself; it depends on their format (version
// byte 1) and fails cleanly, leaving the corrector without candidates, when
// the format changes.
type vocabulary struct {
	words []string
	freq  []byte
	index map[string]int32
}

const sectionFormat = 1

var errFormat = errors.New("spell: unknown lexicon section format")

// byteReader reads uvarints and strings from a section; the first error
// sticks.
type byteReader struct {
	data []byte
	err  error
}

func (r *byteReader) uvarint() uint64 {
	if r.err != nil {
		return 0
	}
	v, n := binary.Uvarint(r.data)
	if n <= 0 {
		r.err = errFormat
		return 0
	}
	r.data = r.data[n:]
	return v
}

func (r *byteReader) bytes(n uint64) []byte {
	if r.err != nil {
		return nil
	}
	if n > uint64(len(r.data)) {
		r.err = errFormat
		return nil
	}
	b := r.data[:n]
	r.data = r.data[n:]
	return b
}

// frontCoded reads n front-coded strings.
func (r *byteReader) frontCoded(n int, out func(i int, s string)) {
	var prev []byte
	for i := range n {
		shared := r.uvarint()
		rest := r.bytes(r.uvarint())
		if r.err != nil {
			return
		}
		if shared > uint64(len(prev)) {
			r.err = errFormat
			return
		}
		cur := make([]byte, 0, int(shared)+len(rest))
		cur = append(append(cur, prev[:shared]...), rest...)
		prev = cur
		out(i, string(cur))
	}
}

// decodeVocabulary reads the words with a frequency from a pack, keeping
// the top most frequent ones (all when top <= 0).
//
// With lexicon set, the lexicon's single-word forms that the frequency
// list lacks are added after them with frequency byte 0: rare words are
// then candidates too, at the lowest prior.
func decodeVocabulary(p *lexdata.Pack, top int, lexicon bool) (*vocabulary, error) {
	v := &vocabulary{index: map[string]int32{}}
	if p == nil {
		return v, nil
	}
	// Without a frequency list (Pashto) every lexicon form is a candidate
	// with the lowest frequency.
	var formFreq []byte
	noFreq := !p.Has(lexdata.SectionFreq)
	var words, rare []string
	var freqs []byte
	if !noFreq {
		fdata, err := p.Section(lexdata.SectionFreq)
		if err != nil {
			return nil, fmt.Errorf("spell: %w", err)
		}
		if len(fdata) == 0 || fdata[0] != sectionFormat {
			return nil, errFormat
		}
		fr := &byteReader{data: fdata[1:]}
		formFreq = fr.bytes(fr.uvarint())
		ne := int(min(fr.uvarint(), uint64(len(fr.data))))
		var extraKeys []string
		fr.frontCoded(ne, func(_ int, s string) { extraKeys = append(extraKeys, s) })
		extraFreq := fr.bytes(uint64(ne))
		if fr.err != nil {
			return nil, fr.err
		}
		for i, k := range extraKeys {
			if extraFreq[i] != 0 {
				words, freqs = append(words, k), append(freqs, extraFreq[i])
			}
		}
	}
	if (noFreq || len(formFreq) > 0) && p.Has(lexdata.SectionForms) {
		data, err := p.Section(lexdata.SectionForms)
		if err != nil {
			return nil, fmt.Errorf("spell: %w", err)
		}
		if len(data) < 2 || data[0] != sectionFormat {
			return nil, errFormat
		}
		r := &byteReader{data: data[2:]}
		nb := int(min(r.uvarint(), uint64(len(r.data))))
		for range nb {
			r.bytes(r.uvarint())
		}
		n := int(min(r.uvarint(), uint64(len(r.data))))
		if !noFreq && n != len(formFreq) {
			return nil, errFormat
		}
		var prev []byte
		for i := range n {
			shared := r.uvarint()
			rest := r.bytes(r.uvarint())
			if r.err != nil || shared > uint64(len(prev)) {
				return nil, errFormat
			}
			cur := make([]byte, 0, int(shared)+len(rest))
			cur = append(append(cur, prev[:shared]...), rest...)
			prev = cur
			np := r.uvarint()
			for range np {
				r.uvarint()
				r.uvarint()
			}
			switch {
			case noFreq:
				words, freqs = append(words, string(cur)), append(freqs, 1)
			case formFreq[i] != 0:
				words, freqs = append(words, string(cur)), append(freqs, formFreq[i])
			case lexicon && plainLetters(cur):
				rare = append(rare, string(cur))
			}
		}
		if r.err != nil {
			return nil, r.err
		}
	}
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
func plainLetters(w []byte) bool {
	n := 0
	for _, r := range string(w) {
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
