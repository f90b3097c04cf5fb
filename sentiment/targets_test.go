package sentiment

import (
	"testing"

	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/lexdata"
)

// TestMultiwordTerms checks that a word beginning a multiword noun lemma
// joins the term and is no judgement.
func TestMultiwordTerms(t *testing.T) {
	lemmas := map[string]string{"hard drive": "NOUN", "flat out": "ADV", "tarjeta gráfica": "NOUN"}
	m := &model{lang: "en", lookup: func(form string) []lexdata.Analysis {
		if pos, ok := lemmas[form]; ok {
			return []lexdata.Analysis{{Lexeme: lexdata.Lexeme{Lemma: form, POS: pos}}}
		}
		return nil
	}}
	tok := func(text, pos string) doc.Token {
		return doc.Token{Text: text, POS: pos, Kind: doc.Word, SpaceAfter: true}
	}
	toks := []doc.Token{tok("the", "DET"), tok("Hard", "ADJ"), tok("drive", "NOUN"), tok("is", "AUX"),
		tok("hard", "ADJ"), tok("to", "PART"), tok("reach", "VERB"), tok("flat", "ADJ"), tok("out", "ADP")}
	toks[0].Stopword = true
	if got := m.lexicalStart(toks, 0, 2, 3); got != 1 {
		t.Errorf("term start %d, want 1 (hard drive)", got)
	}
	if got := m.lexicalStart(toks, 2, 2, 3); got != 2 {
		t.Errorf("term start %d, want 2: the phrase starts at the noun", got)
	}
	for i, want := range map[int]bool{1: true, 2: false, 4: false, 7: false} {
		if got := m.inNounLemma(toks, i); got != want {
			t.Errorf("inNounLemma(%q) = %v, want %v", toks[i].Text, got, want)
		}
	}
	es := []doc.Token{tok("la", "DET"), tok("tarjeta", "NOUN"), tok("gráfica", "ADJ"), tok("nueva", "ADJ")}
	if got := m.lexicalEnd(es, 4, 1, 2); got != 3 {
		t.Errorf("term end %d, want 3 (tarjeta gráfica)", got)
	}
	if got := m.lexicalEnd(es, 2, 1, 2); got != 2 {
		t.Errorf("term end %d, want 2: the phrase ends at the noun", got)
	}
	m.lookup = nil
	if m.lexicalEnd(es, 4, 1, 2) != 2 {
		t.Error("without a lexicon a term is not extended rightwards")
	}
	if m.lexicalStart(toks, 0, 2, 3) != 2 || m.inNounLemma(toks, 1) {
		t.Error("without a lexicon a term is not extended")
	}
}
