package abuse

import (
	"reflect"
	"strings"
	"testing"

	"github.com/argot-nlp/argot/internal/packtest"
	"github.com/argot-nlp/argot/lexdata"
	"github.com/argot-nlp/argot/packs/all"
)

// withSections returns a copy of a pack with sections added or replaced.
func withSections(t testing.TB, p *lexdata.Pack, add map[string][]byte) *lexdata.Pack {
	t.Helper()
	w := lexdata.NewWriter()
	for _, name := range p.Names() {
		if name == lexdata.SectionProvenance || add[name] != nil {
			continue
		}
		data, err := p.Section(name)
		if err != nil {
			t.Fatal(err)
		}
		if err := w.AddSection(name, data, lexdata.Provenance{Source: "test"}); err != nil {
			t.Fatal(err)
		}
	}
	for name, data := range add {
		if err := w.AddSection(name, data, lexdata.Provenance{Source: "test"}); err != nil {
			t.Fatal(err)
		}
	}
	data, err := w.Bytes()
	if err != nil {
		t.Fatal(err)
	}
	q, err := lexdata.Open(data)
	if err != nil {
		t.Fatal(err)
	}
	return q
}

// phraseIndex is a model's matcher input, comparable with reflect.DeepEqual.
func phraseIndex(m *model) map[string][]phrase {
	out := map[string][]phrase{}
	for w, ps := range m.byWord {
		for _, p := range ps {
			out[w] = append(out[w], *p)
		}
	}
	for r, ps := range m.byRune {
		for _, p := range ps {
			out[string(r)] = append(out[string(r)], *p)
		}
	}
	return out
}

// TestSplitSection checks that the model built from SectionSplit indexes
// exactly the phrases of the model that tokenizes its entries, and that a
// section made with another cue list is ignored.
func TestSplitSection(t *testing.T) {
	store := lexdata.NewStore(all.FS)
	for _, id := range []string{"en", "de", "ar", "he", "ja"} {
		t.Run(id, func(t *testing.T) {
			lang, err := store.Language(id)
			if err != nil {
				t.Fatal(err)
			}
			split, err := EncodeSplit(id, lang.Pack())
			if err != nil {
				t.Fatal(err)
			}
			if unspaced[id] {
				if split != nil {
					t.Fatalf("EncodeSplit(%s) = %d bytes, want nil", id, len(split))
				}
				return
			}
			if len(split) == 0 || !strings.HasPrefix(string(split), "cues\t") {
				t.Fatalf("EncodeSplit(%s): no header", id)
			}
			want, err := buildModelSplit(id, lang, nil, false)
			if err != nil {
				t.Fatal(err)
			}
			wantIdx := phraseIndex(want)
			stale := []byte("cues\t0\nzzz\tz\tzz\n")
			for name, sec := range map[string][]byte{"current": split, "stale": stale} {
				p := withSections(t, lang.Pack(), map[string][]byte{SectionSplit: sec})
				l, err := lexdata.NewLanguage(p)
				if err != nil {
					t.Fatal(err)
				}
				got, err := buildModelSplit(id, l, nil, true)
				if err != nil {
					t.Fatal(err)
				}
				if gotIdx := phraseIndex(got); !reflect.DeepEqual(gotIdx, wantIdx) {
					t.Errorf("%s section: phrase index differs from the tokenized one (%d vs %d first words)", name, len(gotIdx), len(wantIdx))
				}
			}
			n := strings.Count(string(split), "\n") - 1
			t.Logf("%s: %d entries split otherwise than at spaces, %d bytes", id, n, len(split))
		})
	}
}

// TestSplitSectionBad checks that a malformed SectionSplit is an error,
// not a panic.
func TestSplitSectionBad(t *testing.T) {
	lang, err := lexdata.NewStore(all.FS).Language("en")
	if err != nil {
		t.Fatal(err)
	}
	meta, err := lang.Pack().Section(lexdata.SectionMeta)
	if err != nil {
		t.Fatal(err)
	}
	cues, err := cueList("en")
	if err != nil {
		t.Fatal(err)
	}
	current := "cues\t" + cueHash(cues) + "\t" + splitVersion + "\n"
	for _, sec := range []string{"x\ty\n", "cues\n", current + "short\n"} {
		if _, err := buildModelSplit("en", withSplit(t, meta, sec), nil, true); err == nil {
			t.Errorf("section %q: no error", sec)
		}
	}
	// A section made by another splitter version is not read.
	stale := "cues\t" + cueHash(cues) + "\tsplit-0\nshort\n"
	if f, err := packSplitter(withSplit(t, meta, stale).Pack(), cues); f != nil || err != nil {
		t.Errorf("stale section: splitter %v, error %v; want neither", f != nil, err)
	}
}

// withSplit returns a language whose pack holds the meta section and sec
// as its SectionSplit.
func withSplit(t *testing.T, meta []byte, sec string) *lexdata.Language {
	t.Helper()
	return packtest.Language(t, map[string][]byte{lexdata.SectionMeta: meta, SectionSplit: []byte(sec)})
}

// BenchmarkBuildModelSplit compares building the English phrase model
// from SectionSplit with tokenizing its entries.
func BenchmarkBuildModelSplit(b *testing.B) {
	lang, err := lexdata.NewStore(all.FS).Language("en")
	if err != nil {
		b.Fatal(err)
	}
	split, err := EncodeSplit("en", lang.Pack())
	if err != nil {
		b.Fatal(err)
	}
	l, err := lexdata.NewLanguage(withSections(b, lang.Pack(), map[string][]byte{SectionSplit: split}))
	if err != nil {
		b.Fatal(err)
	}
	for _, presplit := range []bool{false, true} {
		b.Run(map[bool]string{false: "tokenize", true: "presplit"}[presplit], func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := buildModelSplit("en", l, nil, presplit); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
