package entities

import (
	"fmt"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/RoaringBitmap/roaring/v2"

	"github.com/argot-nlp/argot/lexdata"
)

// Lexical entity types: found from the concept families the senses stage
// chose, not from spelling.
const (
	TypeRole     = "role"
	TypeEvent    = "event"
	TypeSoftware = "software"
	TypeItem     = "item_of_interest"
)

// Person subtypes.
const (
	SubFictional = "fictional_character"
	SubImportant = "important_person"
	SubSpiritual = "spiritual_being"
)

// Item-of-interest subtypes (Argot's names; the spec leaves them open).
const (
	SubWeapon  = "weapon"
	SubDrug    = "drug"
	SubVehicle = "vehicle"
	SubLuxury  = "luxury"
)

// conceptRoot is a concept whose hyponyms (and instances) are entities of
// one type and subtype, by Princeton WordNet 3.0 synset id; the core pack
// maps it to a family id, the same in every language.
type conceptRoot struct {
	typ, sub, offset string
}

// conceptRoots are tried in order: the first a family falls under
// decides its type. Person subtypes come before role so that "God" is a
// spiritual being, not a leader.
var conceptRoots = []conceptRoot{
	{TypePerson, SubSpiritual, "09504135-n"}, // spiritual being, supernatural being
	{TypePerson, SubFictional, "09587565-n"}, // fictional character, fictitious character
	{TypeItem, SubWeapon, "04565375-n"},      // weapon, arm, weapon system
	{TypeItem, SubWeapon, "04566257-n"},      // weaponry, arms, munition (guns, ammunition)
	{TypeItem, SubWeapon, "03304730-n"},      // explosive
	{TypeItem, SubDrug, "03248958-n"},        // drug of abuse, street drug
	{TypeItem, SubDrug, "03097890-n"},        // controlled substance (cocaine, heroin)
	{TypeItem, SubVehicle, "03791235-n"},     // motor vehicle, automotive vehicle
	{TypeItem, SubVehicle, "02686568-n"},     // aircraft
	{TypeItem, SubVehicle, "04530566-n"},     // vessel, watercraft
	{TypeItem, SubLuxury, "03597469-n"},      // jewelry, jewellery (gems, rings)
	{TypeItem, SubLuxury, "04555897-n"},      // watch, ticker
	{TypeItem, SubLuxury, "03404251-n"},      // fur coat
	{TypeRole, "", "09632518-n"},             // worker (employees, officials, soldiers)
	{TypeRole, "", "09623038-n"},             // leader (heads, executives, chiefs)
	{TypeRole, "", "10480253-n"},             // professional, professional person
	{TypeRole, "", "10249459-n"},             // lawman, law officer, peace officer
	{TypeRole, "", "10522035-n"},             // representative (heads of state, delegates)
	{TypeEvent, "", "07288639-n"},            // social event (contests, festivals, shows)
	{TypeEvent, "", "00952963-n"},            // military action, action (wars, battles)
	{TypeEvent, "", "08307589-n"},            // meeting, group meeting (conferences, summits)
	{TypeEvent, "", "07314838-n"},            // catastrophe, disaster, calamity
	{TypeEvent, "", "11462526-n"},            // storm, violent storm (hurricanes)
	{TypeEvent, "", "07428954-n"},            // earthquake, quake, temblor
	{TypeSoftware, "", "06566077-n"},         // software, software system, package
}

// Anchors that are not types of their own.
const (
	offsetPerson   = "00007846-n" // person, individual: instances are important people
	offsetArtifact = "00021939-n" // artifact: memory assign can make a category of them items
)

// concept is a resolved conceptRoot.
type concept struct {
	typ, sub string
	below    *roaring.Bitmap // the root and its transitive hyponyms and instances
}

// concepts is the knowledge the lexical types need, loaded once.
type concepts struct {
	core     *lexdata.Core
	roots    []concept
	person   *roaring.Bitmap
	artifact *roaring.Bitmap
	// class holds, per family id, the index+1 of the first root the
	// family falls under (0: none) and bit personBit when it is below
	// person: classify asks for every family of every word, which a walk
	// over the bitmaps makes costly.
	class []uint8
}

// personBit marks a family below person in concepts.class.
const personBit = 0x80

// loadConcepts resolves conceptRoots in core; a missing root means a
// core pack the package does not match, an error.
func loadConcepts(core *lexdata.Core) (*concepts, error) {
	below := func(off string) (*roaring.Bitmap, error) {
		id, ok := core.FamilyByOffset(off)
		if !ok {
			return nil, fmt.Errorf("entities: core pack lacks WordNet synset %s", off)
		}
		bm := core.Descendants(id)
		bm.Add(id)
		return bm, nil
	}
	cs := &concepts{core: core}
	for _, r := range conceptRoots {
		bm, err := below(r.offset)
		if err != nil {
			return nil, err
		}
		cs.roots = append(cs.roots, concept{typ: r.typ, sub: r.sub, below: bm})
	}
	var err error
	if cs.person, err = below(offsetPerson); err != nil {
		return nil, err
	}
	if cs.artifact, err = below(offsetArtifact); err != nil {
		return nil, err
	}
	cs.buildClass()
	return cs, nil
}

// buildClass fills cs.class from the root bitmaps (at most 127 roots, a
// test checks).
func (cs *concepts) buildClass() {
	n := uint32(0)
	grow := func(bm *roaring.Bitmap) {
		if !bm.IsEmpty() {
			n = max(n, bm.Maximum()+1)
		}
	}
	grow(cs.person)
	for _, r := range cs.roots {
		grow(r.below)
	}
	cs.class = make([]uint8, n)
	for k := len(cs.roots) - 1; k >= 0; k-- {
		// Backwards, so that the first root containing a family wins.
		for it := cs.roots[k].below.Iterator(); it.HasNext(); {
			cs.class[it.Next()] = uint8(k + 1)
		}
	}
	for it := cs.person.Iterator(); it.HasNext(); {
		cs.class[it.Next()] |= personBit
	}
}

// classify returns the type and subtype of family f: the first root it
// falls under, or an important person for an instance of a person
// ("Einstein"). ok is false when f is no entity concept.
func (cs *concepts) classify(f uint32) (typ, sub string, ok bool) {
	if f == 0 || int64(f) >= int64(len(cs.class)) {
		return "", "", false
	}
	c := cs.class[f]
	if k := int(c &^ personBit); k > 0 {
		r := &cs.roots[k-1]
		if r.typ != TypeRole || !cs.instance(f) {
			return r.typ, r.sub, true
		}
		// "Lincoln" is a president, but a person first.
	}
	if c&personBit != 0 && cs.instance(f) {
		return TypePerson, SubImportant, true
	}
	return "", "", false
}

// instance reports whether f is an instance (a named individual: "Zeus",
// "World War II") rather than a kind.
func (cs *concepts) instance(f uint32) bool {
	return len(cs.core.Related(f, lexdata.InstanceHypernym)) > 0
}

// named reports whether family f names one thing: an instance, or a
// concept whose English name is capitalised ("World Cup", "Windows",
// "God"). WordNet capitalises proper names, so the cue works for every
// language the family is linked from.
func (cs *concepts) named(f uint32) bool {
	if cs.instance(f) {
		return true
	}
	r, _ := utf8.DecodeRuneInString(cs.core.RefLemma(f))
	return unicode.IsUpper(r)
}

// knowledge loads the concepts once, on first use.
type knowledge struct {
	once sync.Once
	load func() (*lexdata.Core, error)
	cs   *concepts
	err  error
}

func (k *knowledge) get() (*concepts, error) {
	if k == nil || k.load == nil {
		return nil, nil
	}
	k.once.Do(func() {
		core, err := k.load()
		if err != nil {
			k.err = err
			return
		}
		k.cs, k.err = loadConcepts(core)
	})
	return k.cs, k.err
}
