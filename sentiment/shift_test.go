package sentiment

import (
	"testing"

	"github.com/argot-nlp/argot/internal/doc"
)

// TestModifyNegation checks the reach of negators, counterfactuals and
// shifting verbs, and that negated negative words stay negative.
func TestModifyNegation(t *testing.T) {
	m := &model{lang: "en", shiftVerbs: map[string]bool{"stop": true, "work": true}}
	word := func(text, lemma, pos string) doc.Token {
		return doc.Token{Text: text, Lemma: lemma, POS: pos, Kind: doc.Word}
	}
	tests := []struct {
		name  string
		toks  []doc.Token
		roles []shiftKind
		v     float64 // of the last token
		sign  float64 // wanted sign after modify
	}{
		{"negator far back", []doc.Token{word("not", "not", "PART"), word("a", "a", "DET"), word("single", "single", "ADJ"),
			word("character", "character", "NOUN"), word("worth", "worth", "ADJ")},
			[]shiftKind{negator, noShift, noShift, noShift, noShift}, 2, -1},
		{"negated negative", []doc.Token{word("not", "not", "PART"), word("terrible", "terrible", "ADJ")},
			[]shiftKind{negator, noShift}, -2.5, -1},
		{"counterfactual", []doc.Token{word("should", "should", "AUX"), word("have", "have", "AUX"), word("been", "be", "AUX"), word("funnier", "funny", "ADJ")},
			[]shiftKind{counterfact, counterfact, noShift, noShift}, 1.5, -1},
		{"shifting verb", []doc.Token{word("stops", "stop", "VERB"), word("being", "be", "AUX"), word("funny", "funny", "ADJ")},
			[]shiftKind{noShift, noShift, noShift}, 1.5, -1},
		{"shifting verb before its complement", []doc.Token{word("works", "work", "VERB"), word("great", "great", "ADJ")},
			[]shiftKind{noShift, noShift}, 3, 1},
		{"shifting verb out of reach", []doc.Token{word("stops", "stop", "VERB"), word("a", "a", "DET"), word("b", "b", "NOUN"),
			word("c", "c", "NOUN"), word("funny", "funny", "ADJ")},
			[]shiftKind{noShift, noShift, noShift, noShift, noShift}, 1.5, 1},
	}
	for _, tc := range tests {
		heads := make([]int, len(tc.toks))
		for i := range heads {
			heads[i] = i
			if i > 0 && tc.roles[i] != noShift && tc.roles[i] == tc.roles[i-1] {
				heads[i] = heads[i-1]
			}
		}
		w := scored{tok: len(tc.toks) - 1, base: tc.v, valence: tc.v}
		m.modify(&w, tc.toks, tc.roles, heads, 0, len(tc.toks), false)
		if w.valence*tc.sign <= 0 {
			t.Errorf("%s: valence %.2f, want sign %v", tc.name, w.valence, tc.sign)
		}
		if tc.v < 0 && tc.sign < 0 && w.valence <= tc.v {
			t.Errorf("%s: valence %.2f, want weaker than %.2f", tc.name, w.valence, tc.v)
		}
	}
}

// TestAfterCompare checks that the standard of a comparison is not
// judged, and only the words just after the comparison word.
func TestAfterCompare(t *testing.T) {
	// "funnier than the dreadful original , and a real joy"
	roles := []shiftKind{noShift, compare, noShift, noShift, noShift, noShift, noShift, noShift, noShift}
	for i, want := range []bool{false, false, true, true, true, false, false, false, false} {
		if got := afterCompare(roles, 0, i); got != want {
			t.Errorf("token %d: afterCompare %v, want %v", i, got, want)
		}
	}
	if afterCompare(roles, 2, 3) {
		t.Error("a comparison word outside the clause reaches into it")
	}
}

// TestNegatedDescription checks that a negated context-dependent fault
// flips ("does n't run hot" is praise), unlike a negated judgement.
func TestNegatedDescription(t *testing.T) {
	m := &model{lang: "en"}
	toks := []doc.Token{{Text: "not", POS: "PART", Kind: doc.Word}, {Text: "hot", POS: "ADJ", Kind: doc.Word}}
	roles := []shiftKind{negator, noShift}
	heads := []int{0, 1}
	w := scored{tok: 1, base: -1.5, valence: -1.5, described: true}
	m.modify(&w, toks, roles, heads, 0, len(toks), false)
	if w.valence <= 0 {
		t.Errorf("negated described fault: valence %.2f, want positive", w.valence)
	}
	w = scored{tok: 1, base: -1.5, valence: -1.5}
	m.modify(&w, toks, roles, heads, 0, len(toks), false)
	if w.valence >= 0 {
		t.Errorf("negated judgement: valence %.2f, want negative", w.valence)
	}
}
