package lexdata

import (
	"cmp"
	"encoding/binary"
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/RoaringBitmap/roaring/v2"
)

// The core pack (core.argot) holds the language-independent concept
// families: one per Princeton WordNet 3.0 synset, identified by its
// interlingual index (CILI) number, with English definitions and lemmas,
// the relation graph, hypernym closures and WordNet Domains labels.
//
// Its sections, all little-endian, are read in place from the decoded
// section bytes. The family table is columnar so that every lookup is an
// index or a binary search, and every per-family list refers to families by
// their position i in it (0 <= i < n), not by id.
//
//	families         n uint32, then the columns
//	                   id       [n]uint32   strictly increasing
//	                   offset   [n]uint32   PWN 3.0 synset offset
//	                   pos      [n]byte     'n' 'v' 'a' 's' 'r'
//	                   lexname  [n]byte     index into lexnames
//	                   count    [n]uint32   sense-tag count (cntlist)
//	                   lemmas   [n+1]uint32 family i's lemmas are
//	                                        lemmas[lemmas[i]:lemmas[i+1]], at least one
//	                   byOffset [n]uint32   positions sorted by (offset, file)
//	lemmas           string table: every family's lemmas, in family order
//	definitions      string table: n definitions
//	examples         string table: n entries, a family's examples joined by "\n"
//	lexnames         string table: the lexicographer file names by number
//	relations        n uint32, start [n+1]uint32, rel [m]byte, target [m]uint32;
//	                 family i's edges are start[i]:start[i+1], sorted by
//	                 (rel, target), target a position
//	closures         bitmap index (see [EncodeBitmaps]): ancestor id -> ids of
//	                 all its transitive hyponyms (instances included), for the
//	                 ancestors with at least CoreInput.MinClosure of them
//	domains          string set: the WordNet Domains names
//	family-domains   n uint32, start [n+1]uint32, domain [m]uint16 (index
//	                 into domains, in the source's order)
//	domain-families  bitmap index: domain index -> family ids
const (
	SectionFamilies       = "families"
	SectionLemmas         = "lemmas"
	SectionDefinitions    = "definitions"
	SectionExamples       = "examples"
	SectionLexNames       = "lexnames"
	SectionRelations      = "relations"
	SectionClosures       = "closures"
	SectionDomains        = "domains"
	SectionFamilyDomains  = "family-domains"
	SectionDomainFamilies = "domain-families"
)

// CoreSections lists the sections [EncodeCore] produces, sorted.
var CoreSections = []string{
	SectionClosures, SectionDefinitions, SectionDomainFamilies, SectionDomains,
	SectionExamples, SectionFamilies, SectionFamilyDomains, SectionLemmas,
	SectionLexNames, SectionRelations,
}

// FamilyID identifies a concept family in every language: its CILI number
// (the "i46360" of the interlingual index, as 46360).
type FamilyID = uint32

// Family describes one concept family of the core pack.
type Family struct {
	ID FamilyID
	// POS is the part of speech: 'n', 'v', 'a' (adjective), 's' (satellite
	// adjective) or 'r' (adverb).
	POS byte
	// LexName is the WordNet lexicographer file ("noun.animal").
	LexName string
	// Definition is the English gloss without its examples.
	Definition string
	// RefLemma is the first English lemma, the family's usual name.
	RefLemma string
	// Lemmas are all English lemmas, in WordNet's order ('_' shown as ' ').
	Lemmas []string
	// Offset is the Princeton WordNet 3.0 synset id, "02084071-n".
	Offset string
	// TagCount is the number of times the family's senses were tagged in
	// the WordNet semantic concordance (cntlist.rev), summed over its
	// lemmas: a rough frequency, 0 for most families.
	TagCount int
}

// Relation is a kind of edge between two families. The values are stored
// in packs and never change.
type Relation uint8

// Relations, named after WordNet's pointers (wninput(5WN)).
const (
	Hypernym           Relation = 1  // @: is a kind of
	InstanceHypernym   Relation = 2  // @i: is an instance of
	Hyponym            Relation = 3  // ~
	InstanceHyponym    Relation = 4  // ~i
	Antonym            Relation = 5  // !: between some of the lemmas
	Similar            Relation = 6  // &: satellite adjective <-> head
	Derivation         Relation = 7  // +: derivationally related lemmas
	DomainTopic        Relation = 8  // ;c: belongs to the topic
	DomainTopicMember  Relation = 9  // -c: the topic's members
	DomainRegion       Relation = 10 // ;r
	DomainRegionMember Relation = 11 // -r
	DomainUsage        Relation = 12 // ;u
	DomainUsageMember  Relation = 13 // -u
	MemberMeronym      Relation = 14 // %m: has member
	PartMeronym        Relation = 15 // %p: has part
	SubstanceMeronym   Relation = 16 // %s: has substance
	MemberHolonym      Relation = 17 // #m: is a member of
	PartHolonym        Relation = 18 // #p: is a part of
	SubstanceHolonym   Relation = 19 // #s: is a substance of
	Entailment         Relation = 20 // *: verb entails
	Cause              Relation = 21 // >: verb causes
	AlsoSee            Relation = 22 // ^
	VerbGroup          Relation = 23 // $
	Attribute          Relation = 24 // =: noun attribute <-> adjective value
	Pertainym          Relation = 25 // \: pertains to / derived from
	Participle         Relation = 26 // <: adjective is a participle of a verb
)

var relationNames = [...]string{
	Hypernym: "hypernym", InstanceHypernym: "instance_hypernym",
	Hyponym: "hyponym", InstanceHyponym: "instance_hyponym",
	Antonym: "antonym", Similar: "similar", Derivation: "derivation",
	DomainTopic: "domain_topic", DomainTopicMember: "domain_topic_member",
	DomainRegion: "domain_region", DomainRegionMember: "domain_region_member",
	DomainUsage: "domain_usage", DomainUsageMember: "domain_usage_member",
	MemberMeronym: "member_meronym", PartMeronym: "part_meronym",
	SubstanceMeronym: "substance_meronym", MemberHolonym: "member_holonym",
	PartHolonym: "part_holonym", SubstanceHolonym: "substance_holonym",
	Entailment: "entailment", Cause: "cause", AlsoSee: "also_see",
	VerbGroup: "verb_group", Attribute: "attribute", Pertainym: "pertainym",
	Participle: "participle",
}

// Valid reports whether r is a known relation.
func (r Relation) Valid() bool {
	return int(r) < len(relationNames) && relationNames[r] != ""
}

func (r Relation) String() string {
	if r.Valid() {
		return relationNames[r]
	}
	return "relation(" + strconv.Itoa(int(r)) + ")"
}

// Inverse returns the relation that goes back along an edge of r:
// Hyponym for Hypernym, Antonym for Antonym. ok is false for relations
// without one (Entailment, Cause, AlsoSee, Pertainym, Participle).
func (r Relation) Inverse() (inv Relation, ok bool) {
	switch r {
	case Antonym, Similar, Derivation, VerbGroup, Attribute:
		return r, true
	}
	for _, p := range [][2]Relation{
		{Hypernym, Hyponym}, {InstanceHypernym, InstanceHyponym},
		{DomainTopic, DomainTopicMember}, {DomainRegion, DomainRegionMember},
		{DomainUsage, DomainUsageMember}, {MemberMeronym, MemberHolonym},
		{PartMeronym, PartHolonym}, {SubstanceMeronym, SubstanceHolonym},
	} {
		switch r {
		case p[0]:
			return p[1], true
		case p[1]:
			return p[0], true
		}
	}
	return 0, false
}

// Edge is a relation from one family to another.
type Edge struct {
	Rel Relation
	To  FamilyID
}

// Core reads the core pack. It is safe for concurrent use. [NewCore]
// decodes the family table; the other sections are decoded on first use.
// A section that turns out to be corrupt makes the methods that need it
// return empty results; [Core.Validate] reports it.
type Core struct {
	pack *Pack
	fam  familyTable

	lemmas, defs, examples, lexnames lazy[StringTable]
	rels                             lazy[adjacency]
	closures                         lazy[*bitmapIndex]
	domainNames                      lazy[StringSet]
	famDomains                       lazy[adjacency]
	domainFams                       lazy[map[uint32]*roaring.Bitmap]
	domainTree                       lazy[map[string]string]
}

// lazy holds a value computed once, on first use.
type lazy[T any] struct {
	once sync.Once
	v    T
	err  error
}

func (l *lazy[T]) get(f func() (T, error)) (T, error) {
	l.once.Do(func() { l.v, l.err = f() })
	return l.v, l.err
}

// NewCore returns a reader of the core pack p. It checks that p is a core
// pack holding every section [EncodeCore] writes and decodes and validates
// the family table.
func NewCore(p *Pack) (*Core, error) {
	m, err := p.Meta()
	if err != nil {
		return nil, err
	}
	if m.Language != CoreID {
		return nil, fmt.Errorf("lexdata: pack of %q is not the core pack", m.Language)
	}
	for _, name := range CoreSections {
		if !p.Has(name) {
			return nil, corruptf("core pack: no section %q", name)
		}
	}
	data, err := p.Section(SectionFamilies)
	if err != nil {
		return nil, err
	}
	fam, err := parseFamilyTable(data)
	if err != nil {
		return nil, err
	}
	return &Core{pack: p, fam: fam}, nil
}

// Validate decodes and checks every section, returning the first error.
// The methods of c never need it: it is for tests and for callers that
// want a damaged pack reported up front.
func (c *Core) Validate() error {
	for _, f := range []func() error{
		func() error { _, err := c.lemmaTable(); return err },
		func() error { _, err := c.defTable(); return err },
		func() error { _, err := c.exampleTable(); return err },
		func() error { _, err := c.lexnameTable(); return err },
		func() error { _, err := c.relations(); return err },
		func() error { _, err := c.domainSet(); return err },
		func() error { _, err := c.familyDomains(); return err },
		func() error { _, err := c.domainFamilies(); return err },
		func() error {
			ix, err := c.closureIndex()
			if err != nil {
				return err
			}
			for i := range ix.n {
				if _, err := ix.decode(i); err != nil {
					return err
				}
			}
			return nil
		},
	} {
		if err := f(); err != nil {
			return err
		}
	}
	return nil
}

// Pack returns the core pack, for sections other packages read
// themselves.
func (c *Core) Pack() *Pack { return c.pack }

// Len returns the number of families.
func (c *Core) Len() int { return c.fam.n }

// IDs returns the ids of all families, increasing.
func (c *Core) IDs() []FamilyID {
	ids := make([]FamilyID, c.fam.n)
	for i := range ids {
		ids[i] = c.fam.id(i)
	}
	return ids
}

// Has reports whether id is a family of the core pack.
func (c *Core) Has(id FamilyID) bool {
	_, ok := c.fam.index(id)
	return ok
}

// Family returns the family id.
func (c *Core) Family(id FamilyID) (Family, bool) {
	i, ok := c.fam.index(id)
	if !ok {
		return Family{}, false
	}
	lemmas, err1 := c.lemmaTable()
	defs, err2 := c.defTable()
	names, err3 := c.lexnameTable()
	if err1 != nil || err2 != nil || err3 != nil {
		return Family{}, false
	}
	lo, hi := c.fam.lemmaRange(i)
	f := Family{
		ID:         id,
		POS:        c.fam.pos[i],
		LexName:    names.At(int(c.fam.lexname[i])),
		Definition: defs.At(i),
		Lemmas:     make([]string, hi-lo),
		Offset:     c.fam.offsetString(i),
		TagCount:   int(c.fam.count(i)),
	}
	for j := range f.Lemmas {
		f.Lemmas[j] = lemmas.At(lo + j)
	}
	f.RefLemma = f.Lemmas[0]
	return f, true
}

// POS returns the family's part of speech ('n', 'v', 'a', 's' or 'r'),
// 0 for an unknown family: the cheap way to it, as Family builds a whole
// record.
func (c *Core) POS(id FamilyID) byte {
	i, ok := c.fam.index(id)
	if !ok {
		return 0
	}
	return c.fam.pos[i]
}

// TagCount returns how often the family's senses were tagged in the
// WordNet sense-tagged corpora (cntlist), 0 for an unknown family. It is
// the cheap way to a sense-frequency prior: Family builds a whole record.
func (c *Core) TagCount(id FamilyID) int {
	i, ok := c.fam.index(id)
	if !ok {
		return 0
	}
	return int(c.fam.count(i))
}

// LexName returns the family's WordNet lexicographer file ("noun.person"),
// or "" for an unknown family. It is the cheap way to it: Family also
// decodes the lemmas and the definitions.
func (c *Core) LexName(id FamilyID) string {
	i, ok := c.fam.index(id)
	if !ok {
		return ""
	}
	names, err := c.lexnameTable()
	if err != nil {
		return ""
	}
	return names.At(int(c.fam.lexname[i]))
}

// RefLemma returns the family's first English lemma, or "".
func (c *Core) RefLemma(id FamilyID) string {
	i, ok := c.fam.index(id)
	if !ok {
		return ""
	}
	lemmas, err := c.lemmaTable()
	if err != nil {
		return ""
	}
	lo, _ := c.fam.lemmaRange(i)
	return lemmas.At(lo)
}

// Definition returns the family's English definition, or "".
func (c *Core) Definition(id FamilyID) string {
	i, ok := c.fam.index(id)
	if !ok {
		return ""
	}
	defs, err := c.defTable()
	if err != nil {
		return ""
	}
	return defs.At(i)
}

// Examples returns the English usage examples of the family's gloss.
func (c *Core) Examples(id FamilyID) []string {
	i, ok := c.fam.index(id)
	if !ok {
		return nil
	}
	ex, err := c.exampleTable()
	if err != nil || ex.At(i) == "" {
		return nil
	}
	return strings.Split(ex.At(i), "\n")
}

// FamilyByOffset returns the family of a Princeton WordNet 3.0 synset id
// such as "02084071-n". Satellite adjectives may be written with "-s" or
// "-a".
func (c *Core) FamilyByOffset(offset string) (FamilyID, bool) {
	num, pos, ok := strings.Cut(offset, "-")
	if !ok || len(pos) != 1 || len(num) != 8 {
		return 0, false
	}
	off, err := strconv.ParseUint(num, 10, 32)
	file := posFile(pos[0])
	if err != nil || file == 0 {
		return 0, false
	}
	i, ok := c.fam.byOffset(uint32(off), file)
	if !ok {
		return 0, false
	}
	return c.fam.id(i), true
}

// Edges returns all edges from the family, sorted by relation and target
// position.
func (c *Core) Edges(id FamilyID) []Edge {
	i, ok := c.fam.index(id)
	if !ok {
		return nil
	}
	rels, err := c.relations()
	if err != nil {
		return nil
	}
	lo, hi := rels.span(i)
	edges := make([]Edge, 0, hi-lo)
	for e := lo; e < hi; e++ {
		edges = append(edges, Edge{Relation(rels.label[e]), c.fam.id(int(rels.target(e)))})
	}
	return edges
}

// Related returns the families the family has an edge rel to.
func (c *Core) Related(id FamilyID, rel Relation) []FamilyID {
	return c.related(id, func(r Relation) bool { return r == rel })
}

// Hypernyms returns the family's direct hypernyms, instance hypernyms
// included (see [Core.Related] to tell them apart).
func (c *Core) Hypernyms(id FamilyID) []FamilyID {
	return c.related(id, isHypernym)
}

func isHypernym(r Relation) bool { return r == Hypernym || r == InstanceHypernym }

func (c *Core) related(id FamilyID, keep func(Relation) bool) []FamilyID {
	i, ok := c.fam.index(id)
	if !ok {
		return nil
	}
	rels, err := c.relations()
	if err != nil {
		return nil
	}
	var out []FamilyID
	lo, hi := rels.span(i)
	for e := lo; e < hi; e++ {
		if keep(Relation(rels.label[e])) {
			out = append(out, c.fam.id(int(rels.target(e))))
		}
	}
	return out
}

// Ancestors returns the family's transitive hypernyms (instance hypernyms
// included), nearest first, each once.
func (c *Core) Ancestors(id FamilyID) []FamilyID {
	var out []FamilyID
	c.walkUp(id, func(i int) bool {
		out = append(out, c.fam.id(i))
		return true
	})
	return out
}

// walkUp visits the positions of id's ancestors breadth first until visit
// returns false.
func (c *Core) walkUp(id FamilyID, visit func(int) bool) {
	start, ok := c.fam.index(id)
	if !ok {
		return
	}
	rels, err := c.relations()
	if err != nil {
		return
	}
	seen := map[uint32]bool{uint32(start): true}
	queue := []uint32{uint32(start)}
	for len(queue) > 0 {
		i := queue[0]
		queue = queue[1:]
		lo, hi := rels.span(int(i))
		for e := lo; e < hi; e++ {
			if !isHypernym(Relation(rels.label[e])) {
				continue
			}
			t := rels.target(e)
			if seen[t] {
				continue
			}
			seen[t] = true
			if !visit(int(t)) {
				return
			}
			queue = append(queue, t)
		}
	}
}

// IsA reports whether id is a kind (or an instance) of ancestor: whether
// ancestor is id itself or one of its transitive hypernyms.
func (c *Core) IsA(id, ancestor FamilyID) bool {
	if id == ancestor {
		return c.Has(id)
	}
	if ix, err := c.closureIndex(); err == nil {
		if k, ok := ix.find(ancestor); ok {
			if bm, err := ix.decode(k); err == nil {
				return bm.Contains(id)
			}
		}
	}
	// No closure stored: ancestor has few hyponyms, or none.
	target, ok := c.fam.index(ancestor)
	if !ok {
		return false
	}
	found := false
	c.walkUp(id, func(i int) bool {
		found = i == target
		return !found
	})
	return found
}

// Descendants returns the ids of all families that are transitively a kind
// or an instance of ancestor, not including ancestor. The bitmap is the
// caller's.
func (c *Core) Descendants(ancestor FamilyID) *roaring.Bitmap {
	if ix, err := c.closureIndex(); err == nil {
		if k, ok := ix.find(ancestor); ok {
			if bm, err := ix.decode(k); err == nil {
				return bm.Clone()
			}
		}
	}
	out := roaring.New()
	start, ok := c.fam.index(ancestor)
	rels, err := c.relations()
	if !ok || err != nil {
		return out
	}
	queue := []int{start}
	for len(queue) > 0 {
		i := queue[0]
		queue = queue[1:]
		lo, hi := rels.span(i)
		for e := lo; e < hi; e++ {
			if r := Relation(rels.label[e]); r != Hyponym && r != InstanceHyponym {
				continue
			}
			t := int(rels.target(e))
			if out.CheckedAdd(c.fam.id(t)) {
				queue = append(queue, t)
			}
		}
	}
	out.Remove(ancestor)
	return out
}

// Domains returns the WordNet Domains labels of the family ("animals",
// "biology"), the source's first label first.
func (c *Core) Domains(id FamilyID) []string {
	i, ok := c.fam.index(id)
	if !ok {
		return nil
	}
	names, err1 := c.domainSet()
	fd, err2 := c.familyDomains()
	if err1 != nil || err2 != nil {
		return nil
	}
	lo, hi := fd.span(i)
	if lo == hi {
		return nil
	}
	out := make([]string, 0, hi-lo)
	for e := lo; e < hi; e++ {
		out = append(out, names.At(int(fd.target(e))))
	}
	return out
}

// EachFamilyDomains calls fn for every family, by increasing id, with
// its sense-tag count (see [Core.TagCount]) and the positions in
// [Core.DomainNames] of its WordNet Domains labels, in the order
// [Core.Domains] gives them. domains is reused between calls. It is the
// cheap way through all families: no search, no strings.
func (c *Core) EachFamilyDomains(fn func(id FamilyID, tagCount int, domains []int)) error {
	if _, err := c.domainSet(); err != nil {
		return err
	}
	fd, err := c.familyDomains()
	if err != nil {
		return err
	}
	var buf []int
	for i := range c.fam.n {
		lo, hi := fd.span(i)
		buf = buf[:0]
		for e := lo; e < hi; e++ {
			buf = append(buf, int(fd.target(e)))
		}
		fn(c.fam.id(i), int(c.fam.count(i)), buf)
	}
	return nil
}

// DomainNames returns all WordNet Domains labels, sorted.
func (c *Core) DomainNames() []string {
	names, err := c.domainSet()
	if err != nil {
		return nil
	}
	out := make([]string, names.Len())
	for i := range out {
		out[i] = names.At(i)
	}
	return out
}

// FamiliesInDomain returns the ids of the families labelled domain, empty
// for an unknown domain. The bitmap is the caller's.
func (c *Core) FamiliesInDomain(domain string) *roaring.Bitmap {
	names, err1 := c.domainSet()
	m, err2 := c.domainFamilies()
	if err1 != nil || err2 != nil {
		return roaring.New()
	}
	k, ok := names.Index(domain)
	if !ok || m[uint32(k)] == nil {
		return roaring.New()
	}
	return m[uint32(k)].Clone()
}

// Section accessors, each decoding and cross-checking its section once.

// coreSection decodes the section name once into l with parse, naming the
// section in parse's error.
func coreSection[T any](c *Core, l *lazy[T], name string, parse func([]byte) (T, error)) (T, error) {
	return l.get(func() (T, error) {
		var zero T
		data, err := c.pack.Section(name)
		if err != nil {
			return zero, err
		}
		v, err := parse(data)
		if err != nil {
			return zero, fmt.Errorf("lexdata: section %q: %w", name, err)
		}
		return v, nil
	})
}

func (c *Core) stringTable(l *lazy[StringTable], name string, want int) (StringTable, error) {
	t, err := coreSection(c, l, name, ParseStringTable)
	if err == nil && want >= 0 && t.Len() != want {
		return StringTable{}, corruptf("section %q: %d strings, want %d", name, t.Len(), want)
	}
	return t, err
}

func (c *Core) lemmaTable() (StringTable, error) {
	return c.stringTable(&c.lemmas, SectionLemmas, c.fam.lemmaCount())
}

func (c *Core) defTable() (StringTable, error) {
	return c.stringTable(&c.defs, SectionDefinitions, c.fam.n)
}

func (c *Core) exampleTable() (StringTable, error) {
	return c.stringTable(&c.examples, SectionExamples, c.fam.n)
}

func (c *Core) lexnameTable() (StringTable, error) {
	t, err := c.stringTable(&c.lexnames, SectionLexNames, -1)
	if err == nil && c.fam.maxLexname >= t.Len() {
		return StringTable{}, corruptf("section %q: %d names, families use %d", SectionLexNames, t.Len(), c.fam.maxLexname+1)
	}
	return t, err
}

func (c *Core) relations() (adjacency, error) {
	return coreSection(c, &c.rels, SectionRelations, func(data []byte) (adjacency, error) {
		a, err := parseAdjacency(data, c.fam.n, true, uint32(c.fam.n))
		if err != nil {
			return adjacency{}, err
		}
		for _, r := range a.label {
			if !Relation(r).Valid() {
				return adjacency{}, fmt.Errorf("unknown relation %d: %w", r, ErrCorrupt)
			}
		}
		return a, nil
	})
}

func (c *Core) domainSet() (StringSet, error) {
	return coreSection(c, &c.domainNames, SectionDomains, ParseStringSet)
}

func (c *Core) familyDomains() (adjacency, error) {
	names, err := c.domainSet()
	if err != nil {
		return adjacency{}, err
	}
	return coreSection(c, &c.famDomains, SectionFamilyDomains, func(data []byte) (adjacency, error) {
		return parseAdjacency(data, c.fam.n, false, uint32(names.Len()))
	})
}

func (c *Core) domainFamilies() (map[uint32]*roaring.Bitmap, error) {
	return coreSection(c, &c.domainFams, SectionDomainFamilies, DecodeBitmaps)
}

func (c *Core) closureIndex() (*bitmapIndex, error) {
	return coreSection(c, &c.closures, SectionClosures, parseBitmapIndex)
}

// familyTable is the families section, read in place.
type familyTable struct {
	n          int
	ids        []byte
	offsets    []byte
	pos        []byte
	lexname    []byte
	counts     []byte
	lemmas     []byte // n+1 uint32
	byOff      []byte // n uint32
	maxLexname int
}

func u32(b []byte, i int) uint32 { return binary.LittleEndian.Uint32(b[4*i:]) }

func parseFamilyTable(data []byte) (familyTable, error) {
	bad := func(format string, args ...any) (familyTable, error) {
		return familyTable{}, corruptf("section %q: %s", SectionFamilies, fmt.Sprintf(format, args...))
	}
	if len(data) < 8 {
		return bad("%d bytes, too short", len(data))
	}
	n := int(binary.LittleEndian.Uint32(data))
	// Per family: id, offset, pos, lexname, count, lemma start, byOffset.
	const perFamily = 4 + 4 + 1 + 1 + 4 + 4 + 4
	if uint64(n)*perFamily+8 != uint64(len(data)) {
		return bad("%d bytes for %d families", len(data), n)
	}
	t := familyTable{n: n}
	rest := data[4:]
	take := func(size int) []byte {
		b := rest[:size:size]
		rest = rest[size:]
		return b
	}
	t.ids = take(4 * n)
	t.offsets = take(4 * n)
	t.pos = take(n)
	t.lexname = take(n)
	t.counts = take(4 * n)
	t.lemmas = take(4 * (n + 1))
	t.byOff = take(4 * n)
	for i := range n {
		if i > 0 && t.id(i) <= t.id(i-1) {
			return bad("ids not increasing at %d", i)
		}
		if posFile(t.pos[i]) == 0 {
			return bad("family %d: bad part of speech %q", t.id(i), t.pos[i])
		}
		if t.offset(i) >= 1<<28 {
			return bad("family %d: offset %d out of range", t.id(i), t.offset(i))
		}
		t.maxLexname = max(t.maxLexname, int(t.lexname[i]))
		if u32(t.lemmas, i+1) <= u32(t.lemmas, i) {
			return bad("family %d: no lemmas", t.id(i))
		}
	}
	if u32(t.lemmas, 0) != 0 {
		return bad("first lemma index not 0")
	}
	seen := make([]bool, n)
	for k := range n {
		i := u32(t.byOff, k)
		if i >= uint32(n) || seen[i] {
			return bad("offset index: bad entry %d", k)
		}
		seen[i] = true
		if k > 0 && t.offsetKey(int(i)) <= t.offsetKey(int(u32(t.byOff, k-1))) {
			return bad("offset index: not sorted at %d", k)
		}
	}
	return t, nil
}

func (t *familyTable) id(i int) FamilyID   { return u32(t.ids, i) }
func (t *familyTable) offset(i int) uint32 { return u32(t.offsets, i) }
func (t *familyTable) count(i int) uint32  { return u32(t.counts, i) }

func (t *familyTable) lemmaRange(i int) (int, int) {
	return int(u32(t.lemmas, i)), int(u32(t.lemmas, i+1))
}

func (t *familyTable) lemmaCount() int {
	if t.n == 0 {
		return 0
	}
	return int(u32(t.lemmas, t.n))
}

func (t *familyTable) offsetString(i int) string {
	return fmt.Sprintf("%08d-%c", t.offset(i), t.pos[i])
}

// offsetKey orders families by synset offset within a data file.
func (t *familyTable) offsetKey(i int) uint32 {
	return t.offset(i)<<3 | uint32(posFile(t.pos[i]))
}

// index returns the position of family id. Ids increase strictly (see
// parseFamilyTable), and those of the packs run from 1 without gaps: id
// is then at id-1, found without a search.
func (t *familyTable) index(id FamilyID) (int, bool) {
	if i := int(id) - 1; i >= 0 && i < t.n && t.id(i) == id {
		return i, true
	}
	i := sort.Search(t.n, func(i int) bool { return t.id(i) >= id })
	return i, i < t.n && t.id(i) == id
}

func (t *familyTable) byOffset(off uint32, file byte) (int, bool) {
	if off >= 1<<28 {
		return 0, false
	}
	key := off<<3 | uint32(file)
	k := sort.Search(t.n, func(k int) bool { return t.offsetKey(int(u32(t.byOff, k))) >= key })
	if k == t.n {
		return 0, false
	}
	i := int(u32(t.byOff, k))
	return i, t.offsetKey(i) == key
}

// posFile numbers the WordNet data file a part of speech lives in;
// satellites share the adjectives' file and offsets. 0 means unknown.
func posFile(pos byte) byte {
	switch pos {
	case 'n':
		return 1
	case 'v':
		return 2
	case 'a', 's':
		return 3
	case 'r':
		return 4
	}
	return 0
}

// adjacency is a per-family list section read in place: n uint32, start
// [n+1]uint32, then per entry a label byte and a uint32 target when
// labelled (relations), or a uint16 target alone (family domains).
type adjacency struct {
	start []byte
	label []byte
	tgt   []byte
	wide  bool // uint32 targets
}

func parseAdjacency(data []byte, n int, labelled bool, limit uint32) (adjacency, error) {
	if len(data) < 4 || int(binary.LittleEndian.Uint32(data)) != n {
		return adjacency{}, corruptf("not %d families", n)
	}
	if len(data) < 4+4*(n+1) {
		return adjacency{}, corruptf("truncated")
	}
	a := adjacency{start: data[4 : 4+4*(n+1)], wide: labelled}
	m := int(u32(a.start, n))
	labelWidth, targetWidth := 0, 2
	if labelled {
		labelWidth, targetWidth = 1, 4
	}
	rest := data[4+4*(n+1):]
	if uint64(len(rest)) != uint64(m)*uint64(labelWidth+targetWidth) {
		return adjacency{}, corruptf("%d bytes for %d entries", len(rest), m)
	}
	if u32(a.start, 0) != 0 {
		return adjacency{}, corruptf("first start not 0")
	}
	for i := range n {
		if u32(a.start, i+1) < u32(a.start, i) {
			return adjacency{}, corruptf("starts decrease at %d", i)
		}
	}
	a.label = rest[:m*labelWidth]
	a.tgt = rest[m*labelWidth:]
	for e := range m {
		if a.target(e) >= limit {
			return adjacency{}, corruptf("entry %d: target %d out of range", e, a.target(e))
		}
	}
	return a, nil
}

func (a *adjacency) span(i int) (int, int) { return int(u32(a.start, i)), int(u32(a.start, i+1)) }

func (a *adjacency) target(e int) uint32 {
	if a.wide {
		return u32(a.tgt, e)
	}
	return uint32(binary.LittleEndian.Uint16(a.tgt[2*e:]))
}

// bitmapIndex reads a section written by [EncodeBitmaps] in place,
// decoding each bitmap on first use.
type bitmapIndex struct {
	n     int
	dir   []byte   // n × (key, length)
	start []uint32 // n+1 offsets into blob
	blob  []byte
	cache []atomic.Pointer[decodedBitmap]
}

type decodedBitmap struct {
	bm  *roaring.Bitmap
	err error
}

func parseBitmapIndex(data []byte) (*bitmapIndex, error) {
	if len(data) < 4 {
		return nil, corruptf("bitmap index: too short")
	}
	n := binary.LittleEndian.Uint32(data)
	if uint64(n) > uint64(len(data)-4)/8 {
		return nil, corruptf("bitmap index: count %d too large for %d bytes", n, len(data))
	}
	ix := &bitmapIndex{n: int(n), dir: data[4 : 4+8*int(n)], blob: data[4+8*int(n):]}
	ix.start = make([]uint32, n+1)
	pos := uint64(0)
	for i := range ix.n {
		if i > 0 && ix.key(i) <= ix.key(i-1) {
			return nil, corruptf("bitmap index: keys not increasing at %d", i)
		}
		pos += uint64(binary.LittleEndian.Uint32(ix.dir[8*i+4:]))
		if pos > uint64(len(ix.blob)) {
			return nil, corruptf("bitmap index: bitmap %d extends past the end", ix.key(i))
		}
		ix.start[i+1] = uint32(pos)
	}
	if pos != uint64(len(ix.blob)) {
		return nil, corruptf("bitmap index: %d trailing bytes", uint64(len(ix.blob))-pos)
	}
	ix.cache = make([]atomic.Pointer[decodedBitmap], n)
	return ix, nil
}

func (ix *bitmapIndex) key(i int) uint32 { return binary.LittleEndian.Uint32(ix.dir[8*i:]) }

func (ix *bitmapIndex) find(key uint32) (int, bool) {
	i := sort.Search(ix.n, func(i int) bool { return ix.key(i) >= key })
	return i, i < ix.n && ix.key(i) == key
}

// decode returns bitmap i, shared: callers must not modify it. Concurrent
// first uses may decode it twice; one result wins.
func (ix *bitmapIndex) decode(i int) (*roaring.Bitmap, error) {
	if d := ix.cache[i].Load(); d != nil {
		return d.bm, d.err
	}
	bm, err := readBitmap(ix.blob[ix.start[i]:ix.start[i+1]])
	if err != nil {
		err = corruptf("bitmap %d: %v", ix.key(i), err)
	}
	ix.cache[i].CompareAndSwap(nil, &decodedBitmap{bm, err})
	d := ix.cache[i].Load()
	return d.bm, d.err
}

// CoreFamily is one family as the pack builder hands it to [EncodeCore].
type CoreFamily struct {
	ID         FamilyID
	POS        byte   // 'n', 'v', 'a', 's' or 'r'
	LexName    uint8  // index into CoreInput.LexNames
	Offset     uint32 // PWN 3.0 synset offset
	TagCount   uint32
	Definition string
	Examples   []string // without newlines
	Lemmas     []string // at least one
	Edges      []Edge   // to families of the same input
	Domains    []string
}

// CoreInput is what the core pack is made of.
type CoreInput struct {
	LexNames []string
	Families []CoreFamily // any order
	// MinClosure is the smallest number of transitive hyponyms for which a
	// family's closure is stored as a bitmap; [Core.IsA] walks the
	// hypernyms of the others. Values below 1 mean 1.
	MinClosure int
}

// EncodeCore encodes the sections of a core pack, keyed by name (see
// [CoreSections]). Equal inputs give equal bytes whatever the order of the
// families; edges and domains are deduplicated, and every edge with an
// [Relation.Inverse] gets its inverse edge back, so that each hypernym is
// also found from the hyponym side.
func EncodeCore(in CoreInput) (map[string][]byte, error) {
	fams := slices.Clone(in.Families)
	slices.SortFunc(fams, func(a, b CoreFamily) int { return cmp.Compare(a.ID, b.ID) })
	n := len(fams)
	pos := make(map[FamilyID]uint32, n)
	for i, f := range fams {
		if i > 0 && f.ID == fams[i-1].ID {
			return nil, fmt.Errorf("lexdata: family %d twice", f.ID)
		}
		if posFile(f.POS) == 0 {
			return nil, fmt.Errorf("lexdata: family %d: bad part of speech %q", f.ID, f.POS)
		}
		if int(f.LexName) >= len(in.LexNames) {
			return nil, fmt.Errorf("lexdata: family %d: lexname %d of %d", f.ID, f.LexName, len(in.LexNames))
		}
		if f.Offset >= 1<<28 {
			return nil, fmt.Errorf("lexdata: family %d: offset %d out of range", f.ID, f.Offset)
		}
		if len(f.Lemmas) == 0 {
			return nil, fmt.Errorf("lexdata: family %d: no lemmas", f.ID)
		}
		for _, ex := range f.Examples {
			if strings.Contains(ex, "\n") || ex == "" {
				return nil, fmt.Errorf("lexdata: family %d: example %q empty or multi-line", f.ID, ex)
			}
		}
		pos[f.ID] = uint32(i)
	}
	if uint64(n) > MaxSectionSize/22 {
		return nil, fmt.Errorf("lexdata: %d families, too many", n)
	}
	out := map[string][]byte{}

	// families, lemmas, definitions, examples
	buf := binary.LittleEndian.AppendUint32(make([]byte, 0, 8+22*n), uint32(n))
	var lemmas, defs, examples []string
	for _, f := range fams {
		buf = binary.LittleEndian.AppendUint32(buf, f.ID)
		defs = append(defs, f.Definition)
		examples = append(examples, strings.Join(f.Examples, "\n"))
	}
	for _, f := range fams {
		buf = binary.LittleEndian.AppendUint32(buf, f.Offset)
	}
	for _, f := range fams {
		buf = append(buf, f.POS)
	}
	for _, f := range fams {
		buf = append(buf, f.LexName)
	}
	for _, f := range fams {
		buf = binary.LittleEndian.AppendUint32(buf, f.TagCount)
	}
	buf = binary.LittleEndian.AppendUint32(buf, 0)
	for _, f := range fams {
		lemmas = append(lemmas, f.Lemmas...)
		buf = binary.LittleEndian.AppendUint32(buf, uint32(len(lemmas)))
	}
	byOff := make([]int, n)
	for i := range byOff {
		byOff[i] = i
	}
	key := func(i int) uint32 { return fams[i].Offset<<3 | uint32(posFile(fams[i].POS)) }
	slices.SortFunc(byOff, func(a, b int) int { return cmp.Compare(key(a), key(b)) })
	for k, i := range byOff {
		if k > 0 && key(i) == key(byOff[k-1]) {
			return nil, fmt.Errorf("lexdata: families %d and %d share offset %08d-%c", fams[i].ID, fams[byOff[k-1]].ID, fams[i].Offset, fams[i].POS)
		}
		buf = binary.LittleEndian.AppendUint32(buf, uint32(i))
	}
	out[SectionFamilies] = buf
	var err error
	for name, strs := range map[string][]string{SectionLemmas: lemmas, SectionDefinitions: defs, SectionExamples: examples, SectionLexNames: in.LexNames} {
		if out[name], err = EncodeStringTable(strs); err != nil {
			return nil, err
		}
	}

	// relations
	type edge struct {
		rel Relation
		to  uint32
	}
	adj := make([][]edge, n)
	for i, f := range fams {
		for _, e := range f.Edges {
			if !e.Rel.Valid() {
				return nil, fmt.Errorf("lexdata: family %d: unknown relation %d", f.ID, e.Rel)
			}
			t, ok := pos[e.To]
			if !ok {
				return nil, fmt.Errorf("lexdata: family %d: %s edge to unknown family %d", f.ID, e.Rel, e.To)
			}
			adj[i] = append(adj[i], edge{e.Rel, t})
			if inv, ok := e.Rel.Inverse(); ok {
				adj[t] = append(adj[t], edge{inv, uint32(i)})
			}
		}
	}
	for i := range adj {
		slices.SortFunc(adj[i], func(a, b edge) int {
			return cmp.Or(cmp.Compare(a.rel, b.rel), cmp.Compare(a.to, b.to))
		})
		adj[i] = slices.Compact(adj[i])
	}
	buf = binary.LittleEndian.AppendUint32(nil, uint32(n))
	buf = binary.LittleEndian.AppendUint32(buf, 0)
	m := 0
	for _, es := range adj {
		m += len(es)
		buf = binary.LittleEndian.AppendUint32(buf, uint32(m))
	}
	for _, es := range adj {
		for _, e := range es {
			buf = append(buf, byte(e.rel))
		}
	}
	for _, es := range adj {
		for _, e := range es {
			buf = binary.LittleEndian.AppendUint32(buf, e.to)
		}
	}
	out[SectionRelations] = buf

	// closures: descendants over the (completed) hyponym edges.
	down := make([][]uint32, n)
	for i, es := range adj {
		for _, e := range es {
			if e.rel == Hyponym || e.rel == InstanceHyponym {
				down[i] = append(down[i], e.to)
			}
		}
	}
	closure := make([]*roaring.Bitmap, n)
	state := make([]byte, n) // 0 new, 1 in progress, 2 done
	var visit func(i uint32) *roaring.Bitmap
	visit = func(i uint32) *roaring.Bitmap {
		switch state[i] {
		case 1:
			return nil // a cycle: ignore the back edge
		case 2:
			return closure[i]
		}
		state[i] = 1
		bm := roaring.New()
		for _, t := range down[i] {
			if t == i {
				continue
			}
			bm.Add(fams[t].ID)
			if sub := visit(t); sub != nil {
				bm.Or(sub)
			}
		}
		bm.Remove(fams[i].ID)
		state[i] = 2
		closure[i] = bm
		return bm
	}
	minClosure := max(in.MinClosure, 1)
	closures := map[uint32]*roaring.Bitmap{}
	for i := range fams {
		if bm := visit(uint32(i)); bm.GetCardinality() >= uint64(minClosure) {
			closures[fams[i].ID] = bm
		}
	}
	if out[SectionClosures], err = EncodeBitmaps(closures); err != nil {
		return nil, err
	}

	// domains
	var names []string
	for _, f := range fams {
		names = append(names, f.Domains...)
	}
	slices.Sort(names)
	names = slices.Compact(names)
	if len(names) > 1<<16 {
		return nil, fmt.Errorf("lexdata: %d domains, too many", len(names))
	}
	if out[SectionDomains], err = EncodeStringTable(names); err != nil {
		return nil, err
	}
	domainFams := map[uint32]*roaring.Bitmap{}
	var fd [][]uint16
	for _, f := range fams {
		var ds []uint16
		for _, d := range f.Domains {
			k, _ := slices.BinarySearch(names, d)
			if !slices.Contains(ds, uint16(k)) {
				ds = append(ds, uint16(k))
			}
			if domainFams[uint32(k)] == nil {
				domainFams[uint32(k)] = roaring.New()
			}
			domainFams[uint32(k)].Add(f.ID)
		}
		fd = append(fd, ds)
	}
	buf = binary.LittleEndian.AppendUint32(nil, uint32(n))
	buf = binary.LittleEndian.AppendUint32(buf, 0)
	m = 0
	for _, ds := range fd {
		m += len(ds)
		buf = binary.LittleEndian.AppendUint32(buf, uint32(m))
	}
	for _, ds := range fd {
		for _, d := range ds {
			buf = binary.LittleEndian.AppendUint16(buf, d)
		}
	}
	out[SectionFamilyDomains] = buf
	if out[SectionDomainFamilies], err = EncodeBitmaps(domainFams); err != nil {
		return nil, err
	}
	return out, nil
}
