package entities

import (
	"testing"

	"github.com/argot-nlp/argot/lexdata"
	"github.com/argot-nlp/argot/packs/all"
)

// classifyByBitmaps is classify as a walk over the root bitmaps, which the
// class table replaces.
func (cs *concepts) classifyByBitmaps(f uint32) (typ, sub string, ok bool) {
	if f == 0 {
		return "", "", false
	}
	for _, r := range cs.roots {
		if !r.below.Contains(f) {
			continue
		}
		if r.typ == TypeRole && cs.instance(f) {
			break
		}
		return r.typ, r.sub, true
	}
	if cs.person.Contains(f) && cs.instance(f) {
		return TypePerson, SubImportant, true
	}
	return "", "", false
}

func TestClassifyTable(t *testing.T) {
	if len(conceptRoots) >= personBit {
		t.Fatalf("%d concept roots do not fit the class table", len(conceptRoots))
	}
	core, err := lexdata.NewStore(all.FS).Families()
	if err != nil {
		t.Fatal(err)
	}
	cs, err := loadConcepts(core)
	if err != nil {
		t.Fatal(err)
	}
	ids := append(core.IDs(), 0, 1<<31, ^uint32(0))
	typed := 0
	for _, f := range ids {
		typ, sub, ok := cs.classify(f)
		wtyp, wsub, wok := cs.classifyByBitmaps(f)
		if typ != wtyp || sub != wsub || ok != wok {
			t.Fatalf("classify(%d) = %q %q %v, want %q %q %v", f, typ, sub, ok, wtyp, wsub, wok)
		}
		if ok {
			typed++
		}
	}
	if typed < 1000 {
		t.Errorf("only %d typed families", typed)
	}
}
