package similarity

import (
	"context"
	"math"
	"testing"

	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/internal/pipeline"
	"github.com/argot-nlp/argot/lexdata"
	"github.com/argot-nlp/argot/packs/all"
	"github.com/argot-nlp/argot/senses"
	"github.com/argot-nlp/argot/tokenize"
)

func TestWordWithoutFamilies(t *testing.T) {
	s := For(nil)
	for _, c := range []struct {
		name string
		a, b Word
		want float64
	}{
		{"same number", Word{Form: "3", Number: 3, HasNumber: true}, Word{Form: "three", Number: 3, HasNumber: true}, 1},
		{"other number", Word{Form: "3", Number: 3, HasNumber: true}, Word{Form: "4", Number: 4, HasNumber: true}, 0},
		{"number and word", Word{Form: "3", Number: 3, HasNumber: true}, Word{Form: "cat"}, 0},
		{"same lemma", Word{Form: "dogs", Lemma: "dog"}, Word{Form: "dog", Lemma: "dog"}, 1},
		{"unrelated names", Word{Form: "obama"}, Word{Form: "merkel"}, 0},
		{"short words", Word{Form: "ab"}, Word{Form: "abc"}, 0},
		{"family without core", Word{Form: "a", Families: []uint32{1}}, Word{Form: "b", Families: []uint32{2}}, 0},
	} {
		if got := s.Word(c.a, c.b); got != c.want {
			t.Errorf("%s: Word = %v, want %v", c.name, got, c.want)
		}
	}
	if got := s.Word(Word{Form: "obama"}, Word{Form: "obamas"}); got < minSpelling || got >= 1 {
		t.Errorf("obama/obamas = %v, want a partial match", got)
	}
}

func TestWordsEdges(t *testing.T) {
	s := For(nil)
	one := []Word{{Form: "paris", Weight: 1}}
	if got := s.Words(nil, nil); got != 1 {
		t.Errorf("two empty fragments = %v, want 1", got)
	}
	if got := s.Words(one, nil); got != 0 {
		t.Errorf("one empty fragment = %v, want 0", got)
	}
	two := []Word{{Form: "paris", Weight: 1}, {Form: "berlin", Weight: 3}}
	got, back := s.Words(one, two), s.Words(two, one)
	// paris->paris is 1; the other way, berlin (weight 3 of 4) finds
	// nothing: (1 + 1/4) / 2.
	if math.Abs(got-0.625) > 1e-9 || got != back {
		t.Errorf("Words = %v and %v, want 0.625 both ways", got, back)
	}
}

// analyse runs the lexical stages over text with the embedded packs.
func analyse(t *testing.T, st *lexdata.Store, lang, text string) []Word {
	t.Helper()
	pack, err := st.Language(lang)
	if err != nil {
		t.Fatal(err)
	}
	d := &doc.Document{Text: text, Lang: lang}
	stages := []pipeline.Stage{tokenize.NewStage(), senses.NewStage(st.Families)}
	if err := pipeline.Run(context.Background(), stages, d, pack); err != nil {
		t.Fatal(err)
	}
	return Words(d, pack)
}

func TestAcrossLanguages(t *testing.T) {
	st := lexdata.NewStore(all.FS)
	core, err := st.Families()
	if err != nil {
		t.Fatal(err)
	}
	s := For(core)
	en := analyse(t, st, "en", "The dog is sleeping in the garden.")
	de := analyse(t, st, "de", "Der Hund schläft im Garten.")
	other := analyse(t, st, "de", "Die Regierung erhöht die Steuern.")
	same, unrelated := s.Words(en, de), s.Words(en, other)
	if same < 0.6 || unrelated > 0.4 || same <= unrelated {
		t.Errorf("en/de translation %.3f, unrelated %.3f", same, unrelated)
	}
	if got := s.Words(en, en); math.Abs(got-1) > 1e-9 {
		t.Errorf("a fragment with itself = %v, want 1", got)
	}
	if For(core) != s {
		t.Error("For does not share the scorer of a core")
	}
}

func TestFamilies(t *testing.T) {
	st := lexdata.NewStore(all.FS)
	core, err := st.Families()
	if err != nil {
		t.Fatal(err)
	}
	en, err := st.Language("en")
	if err != nil {
		t.Fatal(err)
	}
	fam := func(word string) uint32 {
		for _, a := range en.Lookup(word) {
			if a.Lexeme.POS == "NOUN" && len(a.Lexeme.Families) > 0 {
				return a.Lexeme.Families[0]
			}
		}
		t.Fatalf("no noun family for %q", word)
		return 0
	}
	s := For(core)
	dog, cat, idea := fam("dog"), fam("cat"), fam("idea")
	if got := s.Families(dog, dog); got != 1 {
		t.Errorf("dog/dog = %v", got)
	}
	near, far := s.Families(dog, cat), s.Families(dog, idea)
	if near <= far || near >= 1 || near <= 0 {
		t.Errorf("dog/cat %.3f should be above dog/idea %.3f, and below 1", near, far)
	}
}
