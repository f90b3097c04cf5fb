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
