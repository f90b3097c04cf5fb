package sentiment

import (
	"testing"
	"time"

	"github.com/argot-nlp/argot/lexdata"
	"github.com/argot-nlp/argot/packs/all"
)

// TestFamilyCategoryTable checks the category table against its
// definition: the first noun root in table order that a family is a kind
// of (Core.IsA), over the roots and a sample of the core's families.
func TestFamilyCategoryTable(t *testing.T) {
	core, err := lexdata.NewStore(all.FS).Families()
	if err != nil {
		t.Fatal(err)
	}
	a, err := readAspects(core)
	if err != nil {
		t.Fatal(err)
	}
	if len(a.nouns) == 0 {
		t.Skip("no aspect roots in this core")
	}
	start := time.Now()
	t.Logf("category table: %d families under %d roots, built in %v", len(a.categories()), len(a.nouns), time.Since(start))
	want := func(f uint32) string {
		for _, r := range a.nouns {
			if core.IsA(f, r.family) {
				return r.category
			}
		}
		return ""
	}
	ids := []uint32{0}
	for _, r := range a.nouns {
		ids = append(ids, r.family)
	}
	found := 0
	for i, f := range core.IDs() {
		if i%7 == 0 {
			ids = append(ids, f)
		}
	}
	for _, f := range ids {
		w := ""
		if f != 0 {
			w = want(f)
		}
		if got := a.familyCategory(f); got != w {
			t.Fatalf("family %d: category %q, want %q", f, got, w)
		}
		if w != "" {
			found++
		}
	}
	if found <= len(a.nouns) {
		t.Errorf("only %d of %d families sampled have a category", found, len(ids))
	}
	var none *aspectTable
	if none.nounCategory(nil) != "" {
		t.Error("a nil table gave a category")
	}
}
