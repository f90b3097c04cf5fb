package spell

import (
	"fmt"
	"hash/maphash"
	"iter"
	"strings"
	"unicode"
	"unicode/utf8"
	"unsafe"

	"github.com/argot-nlp/argot/lexdata"
)

// vocabulary is the candidate list of a language: the words of its
// frequency list (OpenSubtitles counts, as the pack's freq section stores
// them), each with its frequency byte (see lexdata.FrequencyByte), most
// frequent first. The frequency list's extra words share the memory of
// the language's decoded lexicon (lexdata.Language.WordList); the forms,
// which the lexicon reads in place, are copied into chunks (see arena). The index
// from word to id is an open-addressing table of ids, not a map, so that
// loading allocates little more than the words and their string headers.
type vocabulary struct {
	words []string
	freq  []byte
	index wordIndex
}

// decodeVocabulary reads the words with a frequency from a language's
// pack, keeping the top most frequent ones (all when top <= 0).
//
// With lexicon set, the lexicon's single-word forms that the frequency
// list lacks are added after them with frequency byte 0: rare words are
// then candidates too, at the lowest prior.
//
// The order is by frequency byte, higher first, then by word (bytewise).
// Both of the lexicon's word lists (its forms and the frequency list's
// extra words) come sorted, so a merge of the two and a counting sort by
// frequency byte give that order without comparisons.
func decodeVocabulary(lang *lexdata.Language, top int, lexicon bool) (*vocabulary, error) {
	v := &vocabulary{}
	if lang.Pack() == nil {
		v.index = newWordIndex(0)
		return v, nil
	}
	// Without a frequency list (Pashto) every lexicon form is a candidate
	// with the lowest frequency.
	noFreq := !lang.Pack().Has(lexdata.SectionFreq)
	list, err := lang.WordList()
	if err != nil {
		return nil, fmt.Errorf("spell: %w", err)
	}
	freqOf := func(f byte) byte {
		if noFreq {
			return 1
		}
		return f
	}
	// One pass over the forms table (read in place, its keys transient):
	// the forms with a frequency byte and the rare words, copied in order.
	var count [256]int
	var formBuf, rareBuf arena
	formEnd := make([]uint32, 0, list.Forms()/4)
	formFreq := make([]byte, 0, list.Forms()/4)
	var rareEnd []uint32
	each := list.EachFrequentForm
	if noFreq || lexicon {
		each = list.EachForm // forms without a frequency byte count too
	}
	each(func(_ int, w []byte, f byte) {
		switch f := freqOf(f); {
		case f != 0:
			count[f]++
			formBuf.add(w)
			formEnd = append(formEnd, uint32(formBuf.size))
			formFreq = append(formFreq, f)
		case lexicon && !noFreq && plainLetters(w):
			rareBuf.add(w)
			rareEnd = append(rareEnd, uint32(rareBuf.size))
		}
	})
	for i := range list.Extras() {
		if _, f := list.Extra(i); f != 0 {
			count[f]++
		}
	}
	n := 0
	for _, c := range count[1:] {
		n += c
	}
	if top > 0 && n > top {
		n = top
	}
	// next[f] is the position of the next word of frequency byte f.
	var next [256]int
	pos := 0
	for f := 255; f > 0; f-- {
		next[f] = pos
		pos += count[f]
	}
	nRare := len(rareEnd)
	v.words = make([]string, n, n+nRare)
	v.freq = make([]byte, n, n+nRare)
	// place puts a word at the next position of its frequency byte,
	// returning the position, or -1 past the top.
	place := func(w string, f byte) int {
		p := next[f]
		next[f]++
		if p >= n {
			return -1
		}
		v.words[p], v.freq[p] = w, f
		return p
	}
	// Merge the two sorted lists; an extra word equal to a form comes
	// first, as it did in the list the order was once sorted from
	// (extras, then forms, stably).
	formPos := make([]int32, 0, n) // where the placed forms went
	placed := 0                    // and their bytes
	i := 0
	for j, fw := range formBuf.words(formEnd) {
		for ; i < list.Extras(); i++ {
			ew, ef := list.Extra(i)
			if fw < ew {
				break
			}
			if ef != 0 {
				place(ew, ef)
			}
		}
		if p := place(fw, formFreq[j]); p >= 0 {
			formPos = append(formPos, int32(p))
			placed += len(fw)
		}
	}
	for ; i < list.Extras(); i++ {
		if ew, ef := list.Extra(i); ef != 0 {
			place(ew, ef)
		}
	}
	// When most forms were past the top, keep only the placed ones.
	if formBuf.size > 2*placed {
		var b strings.Builder
		b.Grow(placed)
		for _, p := range formPos {
			b.WriteString(v.words[p])
		}
		kept, off := b.String(), 0
		for _, p := range formPos {
			end := off + len(v.words[p])
			v.words[p] = kept[off:end]
			off = end
		}
	}
	v.index = newWordIndex(n + nRare)
	for id := range v.words {
		v.index.insert(int32(id), v.words)
	}
	for _, w := range rareBuf.words(rareEnd) {
		if _, dup := v.index.lookup(w, v.words); !dup {
			v.words = append(v.words, w)
			v.freq = append(v.freq, 0)
			v.index.insert(int32(len(v.words)-1), v.words)
		}
	}
	return v, nil
}

// arenaChunk is the size of the chunks of an arena.
const arenaChunk = 64 << 10

// arena holds words back to back, as one buffer would, but in chunks that
// a word never straddles. Unlike one buffer grown by append, growing it
// copies nothing, so the words cost little more than their bytes: a
// growing slice's earlier arrays, garbage, would add up to several times
// that.
type arena struct {
	chunks [][]byte // the filled part of each chunk, the last one growing
	size   int      // the bytes of all words: where the next one ends
}

// add appends a copy of w.
func (a *arena) add(w []byte) {
	if n := len(a.chunks); n == 0 || len(a.chunks[n-1])+len(w) > cap(a.chunks[n-1]) {
		a.chunks = append(a.chunks, make([]byte, 0, max(arenaChunk, len(w))))
	}
	last := &a.chunks[len(a.chunks)-1]
	*last = append(*last, w...)
	a.size += len(w)
}

// words yields the words added, by position, given where each ended
// (a.size after its add). The strings share the arena's memory, which
// is never written again: later words go after them.
func (a *arena) words(ends []uint32) iter.Seq2[int, string] {
	return func(yield func(int, string) bool) {
		chunk, base, start := 0, 0, 0 // base: the position chunk starts at
		for i, e := range ends {
			end := int(e)
			for chunk < len(a.chunks) && end > base+len(a.chunks[chunk]) {
				base += len(a.chunks[chunk])
				chunk++
			}
			w := ""
			if end > start {
				c := a.chunks[chunk]
				w = unsafe.String(&c[start-base], end-start)
			}
			if !yield(i, w) {
				return
			}
			start = end
		}
	}
}

// plainLetters reports lower-case words of three or more letters (no
// digits, spaces or marks between words).
func plainLetters(w []byte) bool {
	n := 0
	for len(w) > 0 {
		r, size := utf8.DecodeRune(w)
		if !unicode.IsLetter(r) || unicode.IsUpper(r) {
			return false
		}
		w = w[size:]
		n++
	}
	return n >= 3
}

// lookup returns the id of a word.
func (v *vocabulary) lookup(w string) (int32, bool) {
	return v.index.lookup(w, v.words)
}

// frequency returns the frequency byte of a word (0: not in the list).
func (v *vocabulary) frequency(w string) byte {
	if i, ok := v.lookup(w); ok {
		return v.freq[i]
	}
	return 0
}

// wordIndex finds a word's id: an open-addressing hash table (linear
// probing) of id+1 per slot, 0 for an empty slot, at most half full. A
// word listed twice maps to its last id.
type wordIndex struct {
	seed  maphash.Seed
	mask  uint64
	slots []uint32
}

// newWordIndex returns an empty index for up to n words.
func newWordIndex(n int) wordIndex {
	size := uint64(8)
	for size < 2*uint64(n) {
		size <<= 1
	}
	return wordIndex{seed: maphash.MakeSeed(), mask: size - 1, slots: make([]uint32, size)}
}

// insert adds words[id], replacing the id of an equal word already in.
func (x wordIndex) insert(id int32, words []string) {
	w := words[id]
	s := maphash.String(x.seed, w) & x.mask
	for x.slots[s] != 0 && words[x.slots[s]-1] != w {
		s = (s + 1) & x.mask
	}
	x.slots[s] = uint32(id) + 1
}

// lookup returns the id of w in words, the list the index was built
// from.
func (x wordIndex) lookup(w string, words []string) (int32, bool) {
	if len(x.slots) == 0 {
		return 0, false
	}
	for s := maphash.String(x.seed, w) & x.mask; x.slots[s] != 0; s = (s + 1) & x.mask {
		if id := x.slots[s] - 1; words[id] == w {
			return int32(id), true
		}
	}
	return 0, false
}
