package sentiment

import (
	"slices"
	"testing"

	"github.com/argot-nlp/argot/internal/doc"
)

func TestEnclosingSiblings(t *testing.T) {
	// "the screen is too dim": S(NP(the screen) VP(is) ADJP(too dim)).
	np := doc.Phrase{Type: "NP", Start: 0, End: 2, Head: 1}
	vp := doc.Phrase{Type: "VP", Start: 2, End: 3, Head: 2}
	adjp := doc.Phrase{Type: "ADJP", Start: 3, End: 5, Head: 4}
	top := []doc.Phrase{{Type: "S", Start: 0, End: 5, Head: 2, Children: []doc.Phrase{np, vp, adjp}}}
	tests := []struct {
		name       string
		start, end int
		want       []string
	}{
		{"the noun phrase", 1, 2, []string{"NP", "VP", "ADJP"}},
		{"the adjective phrase", 3, 5, []string{"NP", "VP", "ADJP"}},
		{"across phrases", 1, 3, []string{"S"}},
		{"outside every phrase", 5, 6, nil},
	}
	for _, tt := range tests {
		var got []string
		for _, p := range enclosingSiblings(top, tt.start, tt.end) {
			got = append(got, p.Type)
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("%s: siblings %v, want %v", tt.name, got, tt.want)
		}
	}
}

func TestWindowFeatures(t *testing.T) {
	// "the fish was undercooked , but the wait was worth it": the term
	// "fish" (token 1).
	words := []string{"the", "fish", "was", "undercooked", ",", "but", "the", "wait", "was", "worth", "it"}
	pos := []string{"DET", "NOUN", "AUX", "ADJ", "PUNCT", "CCONJ", "DET", "NOUN", "AUX", "ADJ", "PRON"}
	toks := make([]doc.Token, len(words))
	for i, w := range words {
		toks[i] = doc.Token{Text: w, Lemma: w, POS: pos[i]}
	}
	m := &model{lang: "en"}
	got := m.windowFeatures(nil, toks, 1, 2)
	for _, want := range []uint32{hashString(pWindow, "lthe"), hashString(pWindow, "rundercooked"), hashString(pWindow, "rbut"),
		hashString(pRightPair, "was undercooked")} {
		if !slices.Contains(got, want) {
			t.Errorf("a feature is missing: %v", got)
		}
	}
	for _, unwanted := range []uint32{hashString(pWindow, "rthe"), hashString(pWindow, "rfish")} {
		if slices.Contains(got, unwanted) {
			t.Errorf("a feature beyond the window or of the term itself: %v", got)
		}
	}
}

func TestLexiconFeatures(t *testing.T) {
	// "the screen is great , but the keys are awful and cheap": the term
	// "screen" (token 1) in the first clause.
	clauses := []clause{
		{start: 0, end: 4, weight: 1, words: []scored{{tok: 3, valence: 3}}},
		{start: 5, end: 12, weight: 1, words: []scored{{tok: 9, valence: -2.5}, {tok: 11, valence: -0.5}}},
	}
	got := lexiconFeatures(nil, clauses, 1, 2)
	for _, want := range []string{
		"11s+l", "11t+l", "11n1", // in its clause, positive: one strong word
		"10s0", "10n0", // in its clause, negative: none
		"00s-l", "00t-l", "00n2", // elsewhere, negative: two, the largest strong
		"near+m", // 3/2 - 2.5/8 - 0.5/10
	} {
		if !slices.Contains(got, hashString(pLexicon, want)) {
			t.Errorf("feature %q is missing", want)
		}
	}
	// The term's own words are not its context.
	if own := lexiconFeatures(nil, clauses, 3, 4); !slices.Contains(own, hashString(pLexicon, "11n0")) {
		t.Error("a term's own opinion word counts as its context")
	}
}

func TestClauseBigrams(t *testing.T) {
	// "the fish was not worth it , but the wine was": the term "fish"
	// (token 1) in the first clause.
	words := []string{"the", "fish", "was", "not", "worth", "it", ",", "but", "the", "wine", "was"}
	toks := make([]doc.Token, len(words))
	for i, w := range words {
		toks[i] = doc.Token{Text: w, Lemma: w, POS: "X"}
	}
	s := &doc.Sentence{Tokens: toks}
	clauses := []clause{{start: 0, end: 6, weight: 1}, {start: 7, end: 11, weight: 1}}
	m := &model{lang: "en"}
	got := m.clauseFeatures(nil, s, clauses, 1, 2)
	for _, want := range []string{"the fish", "not worth", "worth it"} {
		if !slices.Contains(got, hashString(pClauseBigram, want)) {
			t.Errorf("pair %q is missing", want)
		}
	}
	for _, unwanted := range []string{"fish was", "it ,", "the wine"} {
		if slices.Contains(got, hashString(pClauseBigram, unwanted)) {
			t.Errorf("pair %q: from the term, or beyond its clause", unwanted)
		}
	}
}
