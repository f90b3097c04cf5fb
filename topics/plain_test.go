package topics

import (
	"errors"
	"slices"
	"testing"

	"github.com/argot-nlp/argot/lexdata"
	"github.com/argot-nlp/argot/packs/all"
)

// TestPlainTable checks, for every family of the real core, that
// familyEvidence agrees with domainEvidence over the family's domains,
// from the plain table without domain factors and around it with them.
func TestPlainTable(t *testing.T) {
	store := lexdata.NewStore(all.FS)
	core, err := store.Core()
	if err != nil {
		t.Fatal(err)
	}
	fams, err := store.Families()
	if err != nil {
		t.Fatal(err)
	}
	det, err := Load(core, fams)
	if errors.Is(err, lexdata.ErrNoSection) {
		t.Skip("no topic-map section in packs/core")
	}
	if err != nil {
		t.Fatal(err)
	}
	plain := det.plainFor(&Options{})
	if plain == nil {
		t.Fatal("no plain table")
	}
	t.Logf("plain table: %d evidence over %d ids", len(plain.ev), len(plain.off))

	doubled, zeroed := map[string]float64{}, map[string]float64{}
	for dom := range det.m.domains {
		doubled[dom] = 2
	}
	for _, dom := range det.m.Domains() {
		if !det.m.Domain(dom).Generic {
			zeroed[dom] = 0
			break
		}
	}
	for _, tc := range []struct {
		name string
		opts Options
	}{
		{"no domain factors", Options{}},
		{"every domain doubled", Options{DomainFactors: doubled}},
		{"one domain zeroed", Options{DomainFactors: zeroed}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			fromTable := len(tc.opts.DomainFactors) == 0
			for _, f := range fams.IDs() {
				got, shared := det.familyEvidence(f, &tc.opts)
				want := det.domainEvidence(fams.Domains(f), 1, &tc.opts)
				if !slices.Equal(got, want) || shared != fromTable {
					t.Fatalf("familyEvidence(%d) = %v, %v; want %v, %v", f, got, shared, want, fromTable)
				}
			}
		})
	}

	if len(plain.of(0)) != 0 || len(plain.of(1<<31)) != 0 {
		t.Error("evidence for a family out of the table")
	}
	if NewDetector(det.m, conceptsOnly{fams}).plainFor(&Options{}) != nil {
		t.Error("a plain table from concepts that are not a *lexdata.Core")
	}
	// Detectors over the same packs share the table.
	again, err := Load(core, fams)
	if err != nil {
		t.Fatal(err)
	}
	for name, d := range map[string]*Detector{"Load": again, "WithModel": det.WithModel(nil), "NewDetector": NewDetector(det.m, fams)} {
		if d.plainFor(&Options{}) != plain {
			t.Errorf("%s: a plain table of its own", name)
		}
	}
}

// conceptsOnly hides all but the Concepts methods of a core.
type conceptsOnly struct{ c *lexdata.Core }

func (c conceptsOnly) Domains(id lexdata.FamilyID) []string { return c.c.Domains(id) }
func (c conceptsOnly) Hypernyms(id lexdata.FamilyID) []lexdata.FamilyID {
	return c.c.Hypernyms(id)
}
func (c conceptsOnly) Family(id lexdata.FamilyID) (lexdata.Family, bool) { return c.c.Family(id) }
