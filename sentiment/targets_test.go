package sentiment

import (
	"slices"
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

// The sentences of the tests below that analyse text are hand-written,
// each a case a reviewer found misread or a near variant of one written
// to show that the rule generalises; none comes from an evaluation set.

// TestHolderTargets checks that a verb of feeling (liking, hating)
// judges its object, not the person who holds the view, its subject; the
// subject of a copula, or of a verb of another kind, is what is judged,
// and only the subject's head is the holder.
func TestHolderTargets(t *testing.T) {
	tests := []struct {
		text    string
		target  string   // of the first expression; "" for none
		reasons []string // of the first expression
	}{
		{"My wife loved it.", "", []string{"loved"}},
		{"My husband enjoyed the pasta.", "food", []string{"enjoyed"}},
		{"The kids hated the movie.", "movie", []string{"hated"}},
		{"I love this phone.", "phone", []string{"love"}},
		{"The food was great.", "food", []string{"great"}},
		// A subject that is no person, or a person who acts on the
		// speaker, is judged.
		{"This movie bored me.", "movie", []string{"bored"}},
		{"The waiter ignored us.", "service", []string{"ignored"}},
		// Failing is no feeling: the bartender is judged.
		{"The bartender failed miserably.", "service", []string{"failed", "miserably"}},
		// The holder is the chef; "genius" judges the chef.
		{"The genius chef loved it.", "", []string{"genius", "loved"}},
	}
	for _, tc := range tests {
		res := analyseText(t, "en", tc.text)
		if len(res.Expressions) != 1 {
			t.Errorf("%q: expressions %+v, want one", tc.text, res.Expressions)
			continue
		}
		e := res.Expressions[0]
		if tc.target != "" && (len(e.Targets) == 0 || e.Targets[0] != tc.target) ||
			tc.target == "" && slices.ContainsFunc(e.Targets, func(s string) bool { return s == "wife" || s == "chef" }) {
			t.Errorf("%q: targets %q, want %q", tc.text, e.Targets, tc.target)
		}
		if !slices.Equal(e.Reasons, tc.reasons) {
			t.Errorf("%q: reasons %q, want %q", tc.text, e.Reasons, tc.reasons)
		}
	}
}

// TestUnknownWordTargets checks that a word the lexicon does not know is
// a judgement's target only where the lexicon lacks most nouns (Pashto),
// not a misspelling elsewhere ("realy").
func TestUnknownWordTargets(t *testing.T) {
	tests := []struct {
		lang, text, polarity, reason, target string // target "" for none
	}{
		{"ps-AF", "خواړه ډېر ښه وو.", "positive", "ښه", "خواړه"},
		{"ps-AF", "خدمت ښه نه و.", "negative", "ښه", "خدمت"},
		{"ps-AF", "خدمت بد و.", "negative", "بد", "خدمت"},
		{"en", "It was realy good.", "positive", "good", ""},
	}
	for _, tc := range tests {
		e, ok := onlyExpression(t, tc.lang, tc.text)
		if !ok {
			continue
		}
		target := ""
		if len(e.Targets) > 0 {
			target = e.Targets[0]
		}
		if e.Polarity != tc.polarity || !slices.Equal(e.Reasons, []string{tc.reason}) || target != tc.target {
			t.Errorf("%s %q: %s reasons %q targets %q (%s), want %s %q %q",
				tc.lang, tc.text, e.Polarity, e.Reasons, e.Targets, e.Explanation, tc.polarity, tc.reason, tc.target)
		}
	}
}
