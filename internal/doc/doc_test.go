package doc

import (
	"reflect"
	"slices"
	"testing"

	"github.com/argot-nlp/argot/lexdata"
	"github.com/argot-nlp/argot/packs/all"
)

func TestSentenceForms(t *testing.T) {
	s := Sentence{Tokens: []Token{
		{Text: "I"}, {Text: "kll", Corrected: "kill", CorrectedSpan: 1},
		{Text: "f", Corrected: "fuck", CorrectedSpan: 4}, {Text: "u"}, {Text: "c"}, {Text: "k"},
		{Text: "!"},
	}}
	var idx []int
	var forms []string
	for i, f := range s.Forms() {
		idx, forms = append(idx, i), append(forms, f)
	}
	if !slices.Equal(idx, []int{0, 1, 2, 6}) || !slices.Equal(forms, []string{"I", "kill", "fuck", "!"}) {
		t.Errorf("got %v %v", idx, forms)
	}
	for i := range s.Forms() {
		if i > 0 {
			t.Fatal("iteration did not stop")
		}
		break
	}
}

func TestDocumentLookup(t *testing.T) {
	store := lexdata.NewStore(all.FS)
	en, err := store.Language("en")
	if err != nil {
		t.Fatal(err)
	}
	de, err := store.Language("de")
	if err != nil {
		t.Fatal(err)
	}
	d := &Document{Sentences: []Sentence{{Tokens: []Token{{Text: "dogs"}}}}}
	for _, form := range []string{"dogs", "ran", "hand", "xqzv", ""} {
		want := en.Lookup(form)
		got := d.Lookup(en, form)
		if !reflect.DeepEqual(got, want) {
			t.Errorf("Lookup(%q) = %v, want %v", form, got, want)
		}
		if again := d.Lookup(en, form); len(again) > 0 && &again[0] != &got[0] {
			t.Errorf("Lookup(%q) asked the lexicon again", form)
		}
	}
	// Another language's lexicon starts a new memo.
	if got, want := d.Lookup(de, "hunde"), de.Lookup("hunde"); !reflect.DeepEqual(got, want) {
		t.Errorf("de Lookup = %v, want %v", got, want)
	}
	if reflect.DeepEqual(en.Lookup("hand"), de.Lookup("hand")) {
		t.Fatal("en and de read hand alike: the test needs a form they read differently")
	}
	if got := d.Lookup(de, "hand"); !reflect.DeepEqual(got, de.Lookup("hand")) {
		t.Errorf("de Lookup(hand) answered from the en memo: %v", got)
	}
}
