package spell

import (
	"math/rand/v2"
	"sort"
	"strings"
	"testing"

	"github.com/argot-nlp/argot/lexdata"
)

// referenceVocabulary is the vocabulary's definition written plainly: all
// words with a frequency byte, sorted by byte (higher first) and word,
// the top kept, then the rare lexicon words; an index map where a word
// listed twice maps to its last id.
func referenceVocabulary(t *testing.T, lang *lexdata.Language, top int, lexicon bool) ([]string, []byte, map[string]int32) {
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
		case lexicon && plainLetters([]byte(w)):
			rare = append(rare, w)
		}
	})
	if err != nil {
		t.Fatal(err)
	}
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
	var outW []string
	var outF []byte
	index := map[string]int32{}
	for _, i := range order {
		index[words[i]] = int32(len(outW))
		outW, outF = append(outW, words[i]), append(outF, freqs[i])
	}
	for _, w := range rare {
		if _, dup := index[w]; !dup {
			index[w] = int32(len(outW))
			outW, outF = append(outW, w), append(outF, 0)
		}
	}
	return outW, outF, index
}

// TestVocabularyMatchesReference checks the merge and counting sort of
// decodeVocabulary, and its index, against the plain definition.
func TestVocabularyMatchesReference(t *testing.T) {
	langs := []string{"en", "de", "ps-AF", "ja"}
	if testing.Short() {
		langs = langs[:1]
	}
	for _, id := range langs {
		l, err := store().Language(id)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range []struct {
			top     int
			lexicon bool
		}{{vocabularySize, id == "en"}, {1000, true}, {0, false}} {
			v, err := decodeVocabulary(l, c.top, c.lexicon)
			if err != nil {
				t.Fatal(err)
			}
			words, freqs, index := referenceVocabulary(t, l, c.top, c.lexicon)
			if len(v.words) != len(words) {
				t.Fatalf("%s %+v: %d words, want %d", id, c, len(v.words), len(words))
			}
			for i := range words {
				if v.words[i] != words[i] || v.freq[i] != freqs[i] {
					t.Fatalf("%s %+v: word %d is %q/%d, want %q/%d", id, c, i, v.words[i], v.freq[i], words[i], freqs[i])
				}
			}
			for w, want := range index {
				if got, ok := v.lookup(w); !ok || got != want {
					t.Fatalf("%s %+v: lookup(%q) = %d, %v; want %d", id, c, w, got, ok, want)
				}
			}
			for _, w := range []string{"", "zzzzqqq", "Thé", "x"} {
				want, inRef := index[w]
				if got, ok := v.lookup(w); ok != inRef || got != want {
					t.Errorf("%s %+v: lookup(%q) = %d, %v; want %d, %v", id, c, w, got, ok, want, inRef)
				}
			}
		}
	}
}

func TestWordIndexDuplicates(t *testing.T) {
	words := []string{"a", "b", "a", "c"}
	x := newWordIndex(len(words))
	for id := range words {
		x.insert(int32(id), words)
	}
	for w, want := range map[string]int32{"a": 2, "b": 1, "c": 3} {
		if got, ok := x.lookup(w, words); !ok || got != want {
			t.Errorf("lookup(%q) = %d, %v; want %d", w, got, ok, want)
		}
	}
	if _, ok := x.lookup("d", words); ok {
		t.Error("lookup(d) found")
	}
	if _, ok := (wordIndex{}).lookup("a", nil); ok {
		t.Error("zero index found a word")
	}
}

// BenchmarkDecodeVocabulary measures building the candidate list of a
// language whose lexicon is already decoded.
func BenchmarkDecodeVocabulary(b *testing.B) {
	for _, id := range []string{"en", "ar"} {
		b.Run(id, func(b *testing.B) {
			l, err := store().Language(id)
			if err != nil {
				b.Fatal(err)
			}
			if _, err := l.WordList(); err != nil {
				b.Fatal(err)
			}
			b.ReportAllocs()
			for b.Loop() {
				if _, err := decodeVocabulary(l, vocabularySize, rareWordLanguages[id]); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// TestArena checks that an arena gives back its words, short and long,
// across chunk boundaries.
func TestArena(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	var a arena
	var want []string
	var ends []uint32
	for i := range 5000 {
		n := rng.IntN(40)
		if i%1000 == 999 {
			n = arenaChunk + rng.IntN(100) // longer than a chunk
		}
		w := strings.Repeat(string(rune('a'+i%26)), n)
		a.add([]byte(w))
		want = append(want, w)
		ends = append(ends, uint32(a.size))
	}
	got := 0
	for i, w := range a.words(ends) {
		if w != want[i] {
			t.Fatalf("word %d: %d bytes %.10q, want %d bytes %.10q", i, len(w), w, len(want[i]), want[i])
		}
		got++
	}
	if got != len(want) {
		t.Errorf("%d words, want %d", got, len(want))
	}
}
