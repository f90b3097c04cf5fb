package lexdata

import "sort"

// SectionDomainTree is the core section holding the WordNet Domains
// hierarchy.
const SectionDomainTree = "domain-tree"

// EncodeDomainTree encodes domain → parent pairs ("" for a top-level domain)
// as a string table of alternating names, sorted by domain.
func EncodeDomainTree(parents map[string]string) ([]byte, error) {
	names := make([]string, 0, len(parents))
	for d := range parents {
		names = append(names, d)
	}
	sort.Strings(names)
	flat := make([]string, 0, 2*len(names))
	for _, d := range names {
		flat = append(flat, d, parents[d])
	}
	return EncodeStringTable(flat)
}

// DomainParent returns the parent of a WordNet domain in the hierarchy, ""
// for a top-level or unknown domain.
func (c *Core) DomainParent(domain string) string {
	tree, err := coreSection(c, &c.domainTree, SectionDomainTree, func(data []byte) (map[string]string, error) {
		t, err := ParseStringTable(data)
		if err != nil {
			return nil, err
		}
		m := make(map[string]string, t.Len()/2)
		for i := 0; i+1 < t.Len(); i += 2 {
			m[t.At(i)] = t.At(i + 1)
		}
		return m, nil
	})
	if err != nil {
		return ""
	}
	return tree[domain]
}

// DomainAncestors returns domain's parents up to its top-level domain,
// nearest first (not including domain itself).
func (c *Core) DomainAncestors(domain string) []string {
	var out []string
	for d := c.DomainParent(domain); d != "" && len(out) < 16; d = c.DomainParent(d) {
		out = append(out, d)
	}
	return out
}
