package memory

import (
	"fmt"

	"github.com/argot-nlp/argot/lexdata"
)

// The concepts the rules of this package key on, by Princeton WordNet 3.0
// synset id (the core pack maps them to family ids in every language).
var anchorOffsets = map[string]string{
	"person":       "00007846-n", // person, individual, someone
	"animal":       "00015388-n", // animal, animate being, beast
	"artifact":     "00021939-n", // artifact, artefact
	"organization": "08008335-n", // organization, organisation
	"worker":       "09632518-n", // worker
	"leader":       "09623038-n", // leader
	"waste":        "14857497-n", // waste, waste material, waste matter
	"body_waste":   "14854262-n", // body waste, excretion, excreta, excrement
	"leave":        "02009433-v", // leave, go forth, go away
}

// anchors holds the family ids of anchorOffsets.
type anchors map[string]uint32

// loadAnchors resolves the anchor concepts in the core pack; a missing one
// means a pack the package does not match, an error.
func loadAnchors(core *lexdata.Core) (anchors, error) {
	a := anchors{}
	for name, off := range anchorOffsets {
		id, ok := core.FamilyByOffset(off)
		if !ok {
			return nil, fmt.Errorf("memory: core pack lacks %s (%s)", name, off)
		}
		a[name] = id
	}
	return a, nil
}

// isA reports whether family f is a kind of the anchor named name.
func (a anchors) isA(core *lexdata.Core, f uint32, name string) bool {
	id := a[name]
	return f != 0 && id != 0 && (f == id || core.IsA(f, id))
}
