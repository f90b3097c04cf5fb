package entities

import (
	"encoding/binary"
	"slices"
	"strings"
	"sync/atomic"
	"unicode/utf8"
)

// Gazetteer classes: what a name in the gazetteer is known as. A name can
// be several ("Paris" is a city and a given name).
const (
	GazGiven   uint8 = 1 << iota // a given name
	GazSurname                   // a family name
	GazCity                      // a city (GeoNames, population ≥ 15,000)
	GazCountry                   // a country
	GazRegion                    // a first-level region (state, province)
	GazOrg                       // a company or university
)

// gazClassNames name the class bits in features, in bit order.
var gazClassNames = []string{"given", "surname", "city", "country", "region", "org"}

// GazEntry is what the gazetteer knows of a name.
type GazEntry struct {
	Classes uint8
	// KB is the GeoNames id of a place or country (0: none).
	KB uint32
}

// Gazetteer maps names, as sequences of lookup forms, to what they are.
// Keys are the tokens' lookup forms joined by the language's joiner (a
// space, or nothing for languages written without spaces). It is
// immutable once built and safe for concurrent use.
type Gazetteer struct {
	// entries are the names; nil in a gazetteer decoded for one joiner
	// (decodeNER), whose steps hold them instead (those with name set):
	// one map, not two, and no copy of a name that the section holds.
	entries map[string]GazEntry
	names   int // the number of names, when entries is nil
	maxLen  int // most tokens in a name

	steps atomic.Pointer[gazSteps] // built by marks on first use; Add drops it
}

// gazSteps lets marks extend a name token by token with one lookup per
// token, and stop as soon as no name continues: for every key and every
// beginning of a key that the joiner follows, whether it is a name (and
// its classes) and whether a longer name starts with it.
type gazSteps struct {
	joiner string
	m      map[string]gazStep
}

type gazStep struct {
	entry     GazEntry
	name      bool // the string is a key
	continues bool // a key starts with the string and the joiner
}

// final reports whether no name can continue with lower[next] when none
// continues the string so far: steps mark only the beginnings that end
// where the joiner or a character starts, so an empty word (or one
// starting inside a character) must be tried.
func (st *gazSteps) final(lower []string, next int) bool {
	if next >= len(lower) || lower[next] == "" {
		return next >= len(lower)
	}
	return st.joiner != "" || utf8.RuneStart(lower[next][0])
}

// longest returns the number of words of the longest name of at most
// maxLen words starting at word i of lower (0: none) and its entry; buf is
// scratch space.
func (st *gazSteps) longest(lower []string, i, maxLen int, buf *[]byte) (int, GazEntry) {
	best, entry := 0, GazEntry{}
	b := (*buf)[:0]
	for k := 0; k < maxLen && i+k < len(lower); k++ {
		if k > 0 {
			b = append(b, st.joiner...)
		}
		b = append(b, lower[i+k]...)
		x := st.m[string(b)]
		if x.name {
			best, entry = k+1, x.entry
		}
		if !x.continues && st.final(lower, i+k+1) {
			break
		}
	}
	*buf = b
	return best, entry
}

// stepsFor returns the steps for joiner, building them when needed.
func (g *Gazetteer) stepsFor(joiner string) *gazSteps {
	st := g.steps.Load()
	if st != nil && st.joiner == joiner {
		return st
	}
	entries := g.entries
	if entries == nil {
		entries = st.entries()
	}
	st = &gazSteps{joiner: joiner, m: make(map[string]gazStep, len(entries))}
	for k, e := range entries {
		st.add(k, e)
	}
	g.steps.Store(st)
	return st
}

// add records the name k, and its beginnings that a longer name continues
// after the joiner, or, without one, at any character.
func (st *gazSteps) add(k string, e GazEntry) {
	x := st.m[k]
	x.entry, x.name = e, true
	st.m[k] = x
	for j := 0; j < len(k); j++ {
		if st.joiner == "" && !utf8.RuneStart(k[j]) || st.joiner != "" && !strings.HasPrefix(k[j:], st.joiner) {
			continue
		}
		p := st.m[k[:j]]
		p.continues = true
		st.m[k[:j]] = p
	}
}

// entries returns the names of the steps in a new map.
func (st *gazSteps) entries() map[string]GazEntry {
	out := map[string]GazEntry{}
	if st != nil {
		for k, x := range st.m {
			if x.name {
				out[k] = x.entry
			}
		}
	}
	return out
}

// NewGazetteer returns an empty gazetteer for [Gazetteer.Add].
func NewGazetteer() *Gazetteer { return &Gazetteer{entries: map[string]GazEntry{}} }

// Add records a name given as its tokens' lookup forms. Classes add up;
// the first non-zero KB given for a name stays.
func (g *Gazetteer) Add(tokens []string, joiner string, classes uint8, kb uint32) {
	if len(tokens) == 0 || len(tokens) > 8 {
		return
	}
	key := strings.Join(tokens, joiner)
	if key == "" {
		return
	}
	if g.entries == nil {
		g.entries = g.steps.Load().entries()
	}
	g.steps.Store(nil)
	e := g.entries[key]
	e.Classes |= classes
	if e.KB == 0 {
		e.KB = kb
	}
	g.entries[key] = e
	n := len(tokens)
	if joiner == "" {
		// Without spaces a name may span as many tokens as it has
		// characters.
		n = min(utf8.RuneCountInString(key), 8)
	}
	g.maxLen = max(g.maxLen, n)
}

// Len returns the number of names.
func (g *Gazetteer) Len() int {
	if g == nil {
		return 0
	}
	if g.entries == nil {
		return g.names
	}
	return len(g.entries)
}

// Lookup returns the entry of a name given as its key.
func (g *Gazetteer) Lookup(key string) (GazEntry, bool) {
	if g == nil {
		return GazEntry{}, false
	}
	if g.entries == nil {
		x := g.steps.Load().m[key]
		return x.entry, x.name
	}
	e, ok := g.entries[key]
	return e, ok
}

// gazMatch is the longest gazetteer name covering a token.
type gazMatch struct {
	classes uint8
	pos     int // posB, posI, posL, posU
	single  uint8
}

type gazMarks []gazMatch

// marks finds, left to right, the longest gazetteer name starting at each
// token not inside an earlier one, and marks its tokens with the name's
// classes and their position in it; single holds each token's own classes.
func (g *Gazetteer) marks(lower []string, joiner string) gazMarks {
	out := make(gazMarks, len(lower))
	if g.Len() == 0 {
		return out
	}
	st := g.stepsFor(joiner)
	for i := range lower {
		if x := st.m[lower[i]]; x.name {
			out[i].single = x.entry.Classes
		}
	}
	var b []byte
	for i := 0; i < len(lower); {
		best, e := st.longest(lower, i, g.maxLen, &b)
		if best == 0 {
			i++
			continue
		}
		for k := range best {
			pos := posI
			switch {
			case best == 1:
				pos = posU
			case k == 0:
				pos = posB
			case k == best-1:
				pos = posL
			}
			out[i+k].classes, out[i+k].pos = e.Classes, pos
		}
		i += best
	}
	return out
}

// appendFeatures appends to fs the gazetteer features of token i of
// shape shp.
func (ms gazMarks) appendFeatures(fs []uint32, i int, shp string) []uint32 {
	m := ms[i]
	for c, name := range gazClassNames {
		bit := uint8(1) << c
		if m.classes&bit != 0 {
			p := tagNames[nerTag(0, m.pos)][:1]
			fs = append(fs, featureHash("g", name, p), featureHash("gs", name, p, shp))
		}
		if m.single&bit != 0 {
			fs = append(fs, featureHash("g1", name, shp))
		}
	}
	if i > 0 && ms[i-1].single&GazGiven != 0 {
		fs = append(fs, featureHash("g-1", "given", shp))
	}
	if i+1 < len(ms) && ms[i+1].single&GazSurname != 0 {
		fs = append(fs, featureHash("g+1", "surname", shp))
	}
	return fs
}

// appendTo encodes the gazetteer: the most tokens in a name, the entry
// count, then per entry in key
// order: the key (length-prefixed), the classes byte and the KB id.
func (g *Gazetteer) appendTo(buf []byte) []byte {
	keys := make([]string, 0, g.Len())
	entries := map[string]GazEntry(nil)
	if g != nil {
		if entries = g.entries; entries == nil {
			entries = g.steps.Load().entries()
		}
		for k := range entries {
			keys = append(keys, k)
		}
	}
	slices.Sort(keys)
	maxLen := 0
	if g != nil {
		maxLen = g.maxLen
	}
	buf = binary.AppendUvarint(buf, uint64(maxLen))
	buf = binary.AppendUvarint(buf, uint64(len(keys)))
	for _, k := range keys {
		e := entries[k]
		buf = binary.AppendUvarint(buf, uint64(len(k)))
		buf = append(buf, k...)
		buf = append(buf, e.Classes)
		buf = binary.AppendUvarint(buf, uint64(e.KB))
	}
	return buf
}

// gazetteer reads the gazetteer. With inPlace set, the names are read
// for joiner: they share the section's memory (see nerReader.view) and go
// straight into the steps for joiner, which then hold them (the entries
// map stays nil).
func (r *nerReader) gazetteer(joiner string, inPlace bool) *Gazetteer {
	maxLen := r.uvarint(8, "name length")
	n := r.count(3, "gazetteer size")
	g := &Gazetteer{maxLen: int(maxLen)}
	var st *gazSteps
	if inPlace {
		st = &gazSteps{joiner: joiner, m: make(map[string]gazStep, gazStepsHint(r.data, n, joiner))}
	} else {
		g.entries = make(map[string]GazEntry, n)
	}
	for i := 0; i < n && r.err == nil; i++ {
		var k string
		if inPlace {
			k = r.view("name")
		} else {
			k = r.str("name")
		}
		if r.err == nil && len(r.data) == 0 {
			r.fail("truncated entry")
		}
		if r.err != nil {
			break
		}
		classes := r.data[0]
		r.data = r.data[1:]
		kb := r.uvarint(1<<32-1, "kb id")
		e := GazEntry{Classes: classes, KB: uint32(kb)}
		if inPlace {
			if x := st.m[k]; !x.name {
				g.names++
			}
			st.add(k, e)
		} else {
			g.entries[k] = e
		}
	}
	if inPlace {
		g.steps.Store(st)
	}
	return g
}

// gazStepsHint returns about how many steps the n names at the start of
// data (as appendTo writes them, in key order) need: the names and the
// beginnings other names continue. In key order the names that continue
// one beginning follow each other, so a beginning is new where the name
// before does not continue it. Corrupt data gives a smaller hint, not an
// error.
func gazStepsHint(data []byte, n int, joiner string) int {
	r := &nerReader{data: data}
	count, prev := 0, ""
	for range n {
		k := r.view("name")
		if r.err != nil || len(r.data) == 0 {
			break
		}
		r.data = r.data[1:]
		r.uvarint(1<<32-1, "kb id")
		count++
		for j := 0; j < len(k); j++ {
			if joiner == "" && !utf8.RuneStart(k[j]) || joiner != "" && !strings.HasPrefix(k[j:], joiner) {
				continue
			}
			if !strings.HasPrefix(prev, k[:j+len(joiner)]) {
				count++
			}
		}
		prev = k
	}
	return count
}
