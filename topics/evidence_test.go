package topics

import (
	"slices"
	"testing"
)

// raise and weightOf must read like a map of domain to the best weight.
func TestRaiseLikeMaxMap(t *testing.T) {
	steps := []evidence{{"a", 0.5}, {"b", 0.2}, {"a", 0.3}, {"c", -1}, {"b", 0.9}, {"a", 0.7}}
	var ev []evidence
	m := map[string]float64{}
	for _, s := range steps {
		ev = raise(ev, s.domain, s.weight)
		m[s.domain] = max(m[s.domain], s.weight)
	}
	if len(ev) != len(m) {
		t.Fatalf("%d entries, want %d", len(ev), len(m))
	}
	for _, d := range []string{"a", "b", "c", "x"} {
		if got := weightOf(ev, d); got != m[d] {
			t.Errorf("weightOf(%q) = %v, want %v", d, got, m[d])
		}
	}
	if !slices.Equal(ev, []evidence{{"a", 0.7}, {"b", 0.9}, {"c", 0}}) {
		t.Errorf("got %v", ev)
	}
}
