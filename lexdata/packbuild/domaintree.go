package packbuild

import (
	"context"
	_ "embed"
	"fmt"
	"strings"

	"github.com/argot-nlp/argot/lexdata"
)

// wnDomainsTree is the WordNet Domains hierarchy, hand-written (the
// hierarchy file is not in the sources).
//
//go:embed data/wn-domains-tree.tsv
var wnDomainsTree string

func init() {
	coreProducers = append(coreProducers, producer{lexdata.SectionDomainTree, produceDomainTree})
}

// produceDomainTree writes the hierarchy as a string table of alternating
// domain and parent names ("" for a top-level domain), sorted by domain.
func produceDomainTree(_ context.Context, _ input) ([]byte, lexdata.Provenance, error) {
	pairs, err := parseDomainTree(wnDomainsTree)
	if err != nil {
		return nil, lexdata.Provenance{}, err
	}
	data, err := lexdata.EncodeDomainTree(pairs)
	return data, lexdata.Provenance{
		Source:  "argot lexdata/packbuild/data/wn-domains-tree.tsv",
		Version: Version,
		License: "CC-BY-3.0",
		Note:    "hand-written after the published WordNet Domains hierarchy (Bentivogli et al. 2004), whose file is not in the sources",
	}, err
}

// parseDomainTree reads "domain<TAB>parent" lines; parent "-" marks a
// top-level domain. Every parent must itself be listed.
func parseDomainTree(text string) (map[string]string, error) {
	pairs := map[string]string{}
	for line := range strings.Lines(text) {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		d, p, ok := strings.Cut(line, "\t")
		if !ok || d == "" || p == "" {
			return nil, fmt.Errorf("domain tree: bad line %q", line)
		}
		if _, dup := pairs[d]; dup {
			return nil, fmt.Errorf("domain tree: %q listed twice", d)
		}
		if p == "-" {
			p = ""
		}
		pairs[d] = p
	}
	for d, p := range pairs {
		if _, ok := pairs[p]; p != "" && !ok {
			return nil, fmt.Errorf("domain tree: parent %q of %q is not listed", p, d)
		}
	}
	return pairs, nil
}
