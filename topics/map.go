package topics

import (
	"encoding/json"
	"fmt"
	"slices"

	"github.com/argot-nlp/argot/lexdata"
)

// SectionTopicMap is the core-pack section holding the topic map: the
// WordNet Domains with their IPTC Media Topics and IAB Content Taxonomy
// codes, and the labels and parents of those codes.
const SectionTopicMap = "topic-map"

// MapData is the content of the topic-map section. The pack builder fills
// it from lexdata/packbuild/data/topics-map.tsv and the taxonomies; the
// codes in it have been checked against them.
type MapData struct {
	// Domains lists every WordNet domain of the hierarchy.
	Domains []DomainEntry `json:"domains"`
	// IPTC and IAB hold the codes the domains map to and all their
	// ancestors.
	IPTC []Concept `json:"iptc"`
	IAB  []Concept `json:"iab"`
}

// DomainEntry is one WordNet domain.
type DomainEntry struct {
	Name   string `json:"name"`
	Parent string `json:"parent,omitempty"`
	// Generic marks the factotum branch: words of these domains say nothing
	// about a topic.
	Generic bool `json:"generic,omitempty"`
	// Weight scales the evidence one word of the domain gives (0..1).
	Weight float64 `json:"weight,omitempty"`
	// IPTC codes (8 digits, without "medtop:") and IAB 3.1 ids, resolved:
	// a domain without codes of its own has those of its nearest ancestor
	// that has some.
	IPTC []string `json:"iptc,omitempty"`
	IAB  []string `json:"iab,omitempty"`
}

// Concept is one node of a taxonomy.
type Concept struct {
	Code   string `json:"code"`
	Parent string `json:"parent,omitempty"`
	Label  string `json:"label"`
}

// EncodeMap encodes the section.
func EncodeMap(m MapData) ([]byte, error) {
	return json.Marshal(m)
}

// Map is the decoded topic map. It is read-only and safe for concurrent
// use.
type Map struct {
	domains map[string]*DomainEntry
	iptc    map[string]Concept
	iab     map[string]Concept
}

// ParseMap decodes and checks a topic-map section.
func ParseMap(data []byte) (*Map, error) {
	var md MapData
	if err := json.Unmarshal(data, &md); err != nil {
		return nil, fmt.Errorf("topics: topic map: %w", err)
	}
	return NewMap(md)
}

// NewMap checks md (every parent and code is known) and indexes it.
func NewMap(md MapData) (*Map, error) {
	m := &Map{
		domains: make(map[string]*DomainEntry, len(md.Domains)),
		iptc:    make(map[string]Concept, len(md.IPTC)),
		iab:     make(map[string]Concept, len(md.IAB)),
	}
	for i := range md.Domains {
		m.domains[md.Domains[i].Name] = &md.Domains[i]
	}
	for _, c := range md.IPTC {
		m.iptc[c.Code] = c
	}
	for _, c := range md.IAB {
		m.iab[c.Code] = c
	}
	for _, d := range md.Domains {
		if _, ok := m.domains[d.Parent]; d.Parent != "" && !ok {
			return nil, fmt.Errorf("topics: topic map: parent %q of domain %q unknown", d.Parent, d.Name)
		}
		for _, c := range d.IPTC {
			if _, ok := m.iptc[c]; !ok {
				return nil, fmt.Errorf("topics: topic map: IPTC code %q of domain %q has no label", c, d.Name)
			}
		}
		for _, c := range d.IAB {
			if _, ok := m.iab[c]; !ok {
				return nil, fmt.Errorf("topics: topic map: IAB id %q of domain %q has no label", c, d.Name)
			}
		}
	}
	for _, tax := range []map[string]Concept{m.iptc, m.iab} {
		for _, c := range tax {
			if _, ok := tax[c.Parent]; c.Parent != "" && !ok {
				return nil, fmt.Errorf("topics: topic map: parent %q of %q unknown", c.Parent, c.Code)
			}
		}
	}
	return m, nil
}

// LoadMap reads the topic map from the core pack.
func LoadMap(core *lexdata.Pack) (*Map, error) {
	data, err := core.Section(SectionTopicMap)
	if err != nil {
		return nil, fmt.Errorf("topics: %w", err)
	}
	return ParseMap(data)
}

// Domain returns the entry of a WordNet domain, nil when unknown.
func (m *Map) Domain(name string) *DomainEntry { return m.domains[name] }

// Domains returns the names of all domains, sorted.
func (m *Map) Domains() []string {
	out := make([]string, 0, len(m.domains))
	for d := range m.domains {
		out = append(out, d)
	}
	slices.Sort(out)
	return out
}

// IPTC returns the IPTC concept with the 8-digit code.
func (m *Map) IPTC(code string) (Concept, bool) {
	c, ok := m.iptc[code]
	return c, ok
}

// IAB returns the IAB concept with the id.
func (m *Map) IAB(id string) (Concept, bool) {
	c, ok := m.iab[id]
	return c, ok
}

// parent returns the parent of a topic key in a standard's hierarchy.
func (m *Map) parent(std Standard, key string) string {
	switch std.taxonomy() {
	case taxIPTC:
		return m.iptc[key].Parent
	case taxIAB:
		return m.iab[key].Parent
	default:
		if d := m.domains[key]; d != nil {
			return d.Parent
		}
		return ""
	}
}

// TopLevel returns the top-level ancestor of key (key itself when it is
// top-level) in the standard's hierarchy.
func (m *Map) TopLevel(std Standard, key string) string {
	for i := 0; i < 16; i++ {
		p := m.parent(std, key)
		if p == "" {
			break
		}
		key = p
	}
	return key
}

// isAncestor reports whether a is a proper ancestor of key.
func (m *Map) isAncestor(std Standard, a, key string) bool {
	for i, p := 0, m.parent(std, key); p != "" && i < 16; i, p = i+1, m.parent(std, p) {
		if p == a {
			return true
		}
	}
	return false
}
