package senses_test

import (
	"context"
	"testing"

	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/internal/pipeline"
	"github.com/argot-nlp/argot/lexdata"
	"github.com/argot-nlp/argot/packs/all"
	"github.com/argot-nlp/argot/senses"
	"github.com/argot-nlp/argot/tokenize"
)

// ILI numbers of the PWN 3.0 synsets the tests expect.
const (
	dog         = 46360 // 02084071-n
	bankSlope   = 85041 // 09213565-n sloping land
	bankFinance = 81364 // 08420278-n depository financial institution
)

func analyse(t *testing.T, lang, text string) []doc.Token {
	t.Helper()
	return analyseWith(t, lang, text, doc.Options{})
}

// analyseWith is analyse with the request options opts.
func analyseWith(t *testing.T, lang, text string, opts doc.Options) []doc.Token {
	t.Helper()
	store := lexdata.NewStore(all.FS)
	pack, err := store.Language(lang)
	if err != nil {
		t.Fatal(err)
	}
	d := &doc.Document{Text: text, Lang: lang, Opts: opts}
	stages := []pipeline.Stage{tokenize.NewStage(), senses.NewStage(store.Families)}
	if err := pipeline.Run(context.Background(), stages, d, pack); err != nil {
		t.Fatal(err)
	}
	var toks []doc.Token
	for _, s := range d.Sentences {
		toks = append(toks, s.Tokens...)
	}
	return toks
}

func family(toks []doc.Token, text string, nth int) uint32 {
	for _, tk := range toks {
		if tk.Text == text {
			if nth == 0 {
				return tk.Family
			}
			nth--
		}
	}
	return 0
}

func TestSensesInContext(t *testing.T) {
	toks := analyse(t, "en", "I deposited money in the bank. The bank of the river was muddy. The dogs barked.")
	if got := family(toks, "bank", 0); got != bankFinance {
		t.Errorf("bank near money = %d, want %d", got, bankFinance)
	}
	if got := family(toks, "bank", 1); got != bankSlope {
		t.Errorf("bank of the river = %d, want %d", got, bankSlope)
	}
	if got := family(toks, "dogs", 0); got != dog {
		t.Errorf("dogs = %d, want %d", got, dog)
	}
	for _, tk := range toks {
		if tk.Text == "I" && tk.POS != "PRON" {
			t.Errorf("I read as %s %q", tk.POS, tk.Lemma)
		}
		if tk.Text == "dogs" && (tk.Lemma != "dog" || tk.Lexeme == 0) {
			t.Errorf("dogs: lemma %q lexeme %d", tk.Lemma, tk.Lexeme)
		}
		if tk.Kind == doc.Punctuation && tk.Readings != nil {
			t.Errorf("punctuation %q got readings", tk.Text)
		}
	}
}

func TestSensesAcrossLanguages(t *testing.T) {
	// The same concept family in every language: that is what family ids
	// are for.
	for _, c := range []struct{ lang, text, word string }{
		{"de", "Die Hunde bellten.", "Hunde"},
		{"es", "Los perros ladran.", "perros"},
		{"fr", "Le chien aboie.", "chien"},
		{"it", "Il cane abbaia.", "cane"},
		{"pl", "Pies szczeka.", "Pies"},
	} {
		toks := analyse(t, c.lang, c.text)
		if got := family(toks, c.word, 0); got != dog {
			t.Errorf("%s %q = %d, want %d", c.lang, c.word, got, dog)
		}
	}
}

func TestSensesWithoutPack(t *testing.T) {
	d := &doc.Document{Text: "The dogs barked.", Lang: "en"}
	stages := []pipeline.Stage{tokenize.NewStage(), senses.NewStage(nil)}
	if err := pipeline.Run(context.Background(), stages, d, nil); err != nil {
		t.Fatal(err)
	}
	for _, tk := range d.Sentences[0].Tokens {
		if tk.Readings != nil || tk.Family != 0 {
			t.Errorf("%q annotated without a pack", tk.Text)
		}
	}
}

// TestCompoundComponents checks the "segmentation" of compounds the
// lexicon does not know: components with the families of the words they
// stand for, the token itself left whole; known words get none.
func TestCompoundComponents(t *testing.T) {
	if toks := analyse(t, "de", "Die Stahlkugeln rollten über den Tisch."); toks[1].Components != nil {
		t.Errorf("components without n-best readings: %v", toks[1].Components)
	}
	toks := analyseWith(t, "de", "Die Stahlkugeln rollten über den Tisch.", doc.Options{NBest: true})
	var comp []doc.Component
	for _, tk := range toks {
		if tk.Text == "Stahlkugeln" {
			comp = tk.Components
		} else if tk.Components != nil {
			t.Errorf("%s: components %v", tk.Text, tk.Components)
		}
	}
	if len(comp) != 2 || comp[0].Text != "Stahl" || comp[1].Text != "kugeln" {
		t.Fatalf("Stahlkugeln: components %+v, want Stahl + kugeln", comp)
	}
	if comp[0].Offset != 4 || comp[0].Length != 5 || comp[1].Offset != 9 || comp[1].Length != 6 {
		t.Errorf("offsets %+v", comp)
	}
	for _, c := range comp {
		if c.Lexeme == 0 || c.Family == 0 {
			t.Errorf("%s: no lexeme or family", c.Text)
		}
	}
	if toks := analyse(t, "en", "The steelballs rolled."); toks[1].Components != nil {
		t.Errorf("English word split: %+v", toks[1].Components)
	}
}
