package packbuild

import (
	"maps"
	"testing"
)

// TestCountGlossWords checks that a gloss counts each of its words once
// and never the synset's own lemmas or their parts.
func TestCountGlossWords(t *testing.T) {
	wn := &wordNet{synsets: []*synset{
		{words: []word{{lemma: "extant"}}, gloss: `still in existence; not extinct or destroyed or lost; "extant manuscripts"; "the extent of the damage"`},
		{words: []word{{lemma: "Moon_River"}, {lemma: "moon"}}, gloss: `a river; a song about the moon's river`},
	}}
	counts := map[string]uint64{}
	if n := countGlossWords(wn, counts); n != 2 {
		t.Errorf("%d glosses, want 2", n)
	}
	want := map[string]uint64{"still": 1, "in": 1, "existence": 1, "not": 1, "extinct": 1, "or": 1, "destroyed": 1, "lost": 1,
		"manuscripts": 1, "the": 2, "extent": 1, "of": 1, "damage": 1, "a": 1, "song": 1, "about": 1, "moon's": 1}
	if !maps.Equal(counts, want) {
		t.Errorf("counts %v, want %v", counts, want)
	}
}
