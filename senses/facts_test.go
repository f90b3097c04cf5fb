package senses

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/argot-nlp/argot/lexdata"
	"github.com/argot-nlp/argot/packs/all"
)

// familyDomainNames is what a family's domain set stands for: its domains
// with their ancestors below the top level, by name.
func familyDomainNames(core *lexdata.Core, f uint32) []string {
	var out []string
	for _, d := range core.Domains(f) {
		for _, a := range domainsOf(core, d) {
			if !slices.Contains(out, a) {
				out = append(out, a)
			}
		}
	}
	return out
}

// The bit sets and priors of familyFacts must say what the names and tag
// counts say.
func TestFamilyFacts(t *testing.T) {
	core, err := lexdata.NewStore(all.FS).Families()
	if err != nil {
		t.Fatal(err)
	}
	facts := factsOf(core)
	ids := core.IDs()
	names := make(map[uint32][]string, len(ids))
	for _, f := range ids {
		names[f] = familyDomainNames(core, f)
		if got, want := facts.domains(f).empty(), len(names[f]) == 0; got != want {
			t.Fatalf("family %d: empty %v, want %v", f, got, want)
		}
		if got, want := facts.prior(f), tagCountWeight*math.Log1p(float64(core.TagCount(f))); got != want {
			t.Fatalf("family %d: prior %v, want %v", f, got, want)
		}
		ref, ok := facts.ref(f)
		if !ok || facts.priors[ref.prior] != facts.prior(f) || !slices.Equal(facts.set(ref.set), facts.domains(f)) {
			t.Fatalf("family %d: ref %v %v does not give prior %v and domains %v", f, ref, ok, facts.prior(f), facts.domains(f))
		}
		if facts.emptySet[ref.set] != (len(names[f]) == 0) {
			t.Fatalf("family %d: emptySet %v, want %v", f, facts.emptySet[ref.set], len(names[f]) == 0)
		}
	}
	rng := rand.New(rand.NewPCG(5, 6))
	overlapping := 0
	for range 200000 {
		a, b := ids[rng.IntN(len(ids))], ids[rng.IntN(len(ids))]
		want := slices.ContainsFunc(names[a], func(d string) bool { return slices.Contains(names[b], d) })
		if got := facts.domains(a).overlaps(facts.domains(b)); got != want {
			t.Fatalf("families %d %d: overlap %v, want %v (%q, %q)", a, b, got, want, names[a], names[b])
		}
		if want {
			overlapping++
		}
	}
	if overlapping == 0 {
		t.Error("no overlapping pair drawn")
	}
	if _, ok := facts.ref(math.MaxUint32); ok {
		t.Error("an unknown family has a ref")
	}
	if !facts.domains(0).empty() || facts.prior(0) != 0 || !facts.domains(math.MaxUint32).empty() {
		t.Error("an unknown family has domains or a prior")
	}
}
