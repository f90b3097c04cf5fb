package packbuild

import (
	"context"
	_ "embed"
	"errors"
	"fmt"
	"io/fs"
	"slices"
	"strconv"
	"strings"

	"github.com/argot-nlp/argot/lexdata"
	"github.com/argot-nlp/argot/topics"
)

// topicsMapTSV maps WordNet Domains to IPTC Media Topics and IAB Content
// Taxonomy codes; hand-written.
//
//go:embed data/topics-map.tsv
var topicsMapTSV string

// The taxonomies the map is checked against (SOURCES-analysis.md §4).
const (
	iptcTopicsFile = "topics/iptc-mediatopics/mediatopics-en.tsv"
	iabTopicsFile  = "topics/iab/content-taxonomy-3.1.tsv"
)

func init() {
	coreProducers = append(coreProducers, producer{topics.SectionTopicMap, produceTopicMap})
}

func produceTopicMap(_ context.Context, in input) ([]byte, lexdata.Provenance, error) {
	md, err := topicMapData(in.src)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, lexdata.Provenance{}, &omission{"no IPTC Media Topics or IAB taxonomy in the sources"}
	}
	if err != nil {
		return nil, lexdata.Provenance{}, err
	}
	data, err := topics.EncodeMap(md)
	return data, lexdata.Provenance{
		Source: "argot lexdata/packbuild/data/topics-map.tsv and wn-domains-tree.tsv; " +
			"IPTC Media Topics (lexsrc " + iptcTopicsFile + ", NewsCodes export 2023-03-31); " +
			"IAB Content Taxonomy 3.1 (lexsrc " + iabTopicsFile + ")",
		Version: Version,
		License: "CC-BY-4.0 (IPTC) AND CC-BY-3.0 (IAB, WordNet Domains)",
		Note:    "WordNet Domains mapped to IPTC and IAB codes by hand; labels of the used codes and their ancestors",
	}, err
}

// TopicMapSection builds the topic-map section from the sources directory
// src, for tools that need it before the core pack is rebuilt.
func TopicMapSection(src string) ([]byte, error) {
	s, err := openSources(src)
	if err != nil {
		return nil, err
	}
	md, err := topicMapData(s)
	if err != nil {
		return nil, err
	}
	return topics.EncodeMap(md)
}

// taxonomyNode is one concept of a taxonomy file.
type taxonomyNode struct {
	parent, label string
	retired       bool
}

func topicMapData(s *sources) (topics.MapData, error) {
	var md topics.MapData
	tree, err := parseDomainTree(wnDomainsTree)
	if err != nil {
		return md, err
	}
	data, err := s.read(iptcTopicsFile)
	if err != nil {
		return md, err
	}
	iptc, err := parseIPTCTopics(string(data))
	if err != nil {
		return md, err
	}
	data, err = s.read(iabTopicsFile)
	if err != nil {
		return md, err
	}
	iab, err := parseIABTopics(string(data))
	if err != nil {
		return md, err
	}
	return buildTopicMap(topicsMapTSV, tree, iptc, iab)
}

// topicRow is one line of topics-map.tsv.
type topicRow struct {
	weight    float64
	iptc, iab []string
}

// buildTopicMap checks the mapping against the domain tree and the
// taxonomies and resolves inherited codes.
func buildTopicMap(text string, tree map[string]string, iptc, iab map[string]taxonomyNode) (topics.MapData, error) {
	var md topics.MapData
	rows, err := parseTopicRows(text)
	if err != nil {
		return md, err
	}
	for d, r := range rows {
		if _, ok := tree[d]; !ok {
			return md, fmt.Errorf("topics map: %q is not a WordNet domain of the tree", d)
		}
		if generic(tree, d) {
			return md, fmt.Errorf("topics map: %q is in the factotum branch, which gives no topics", d)
		}
		for _, c := range r.iptc {
			if err := checkCode(iptc, c, "IPTC"); err != nil {
				return md, fmt.Errorf("topics map: %s: %w", d, err)
			}
		}
		for _, c := range r.iab {
			if err := checkCode(iab, c, "IAB"); err != nil {
				return md, fmt.Errorf("topics map: %s: %w", d, err)
			}
		}
	}
	usedIPTC, usedIAB := map[string]bool{}, map[string]bool{}
	names := make([]string, 0, len(tree))
	for d := range tree {
		names = append(names, d)
	}
	slices.Sort(names)
	for _, d := range names {
		e := topics.DomainEntry{Name: d, Parent: tree[d], Generic: generic(tree, d)}
		if !e.Generic {
			// The nearest listed domain, d itself or an ancestor.
			a := d
			for ; a != ""; a = tree[a] {
				if _, ok := rows[a]; ok {
					break
				}
			}
			if a == "" {
				return md, fmt.Errorf("topics map: domain %q has no mapping, nor has any ancestor", d)
			}
			r := rows[a]
			e.Weight, e.IPTC, e.IAB = r.weight, r.iptc, r.iab
			for _, c := range r.iptc {
				addWithAncestors(usedIPTC, iptc, c)
			}
			for _, c := range r.iab {
				addWithAncestors(usedIAB, iab, c)
			}
		}
		md.Domains = append(md.Domains, e)
	}
	md.IPTC = concepts(usedIPTC, iptc)
	md.IAB = concepts(usedIAB, iab)
	return md, nil
}

func parseTopicRows(text string) (map[string]topicRow, error) {
	rows := map[string]topicRow{}
	for line := range strings.Lines(text) {
		line = strings.TrimRight(line, "\r\n")
		if strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) != 4 {
			return nil, fmt.Errorf("topics map: want 4 tab-separated fields: %q", line)
		}
		w, err := strconv.ParseFloat(f[1], 64)
		if err != nil || w <= 0 || w > 1 {
			return nil, fmt.Errorf("topics map: %s: weight %q is not in (0, 1]", f[0], f[1])
		}
		if _, dup := rows[f[0]]; dup {
			return nil, fmt.Errorf("topics map: %q listed twice", f[0])
		}
		rows[f[0]] = topicRow{weight: w, iptc: codeList(f[2]), iab: codeList(f[3])}
	}
	return rows, nil
}

func codeList(s string) []string {
	if s == "-" || s == "" {
		return nil
	}
	return strings.Split(s, ",")
}

// generic reports whether d is in the factotum branch.
func generic(tree map[string]string, d string) bool {
	for i := 0; d != "" && i < 16; i, d = i+1, tree[d] {
		if d == "factotum" {
			return true
		}
	}
	return false
}

func checkCode(tax map[string]taxonomyNode, code, name string) error {
	n, ok := tax[code]
	switch {
	case !ok:
		return fmt.Errorf("%s code %q does not exist", name, code)
	case n.retired:
		return fmt.Errorf("%s code %q is retired", name, code)
	}
	return nil
}

func addWithAncestors(used map[string]bool, tax map[string]taxonomyNode, code string) {
	for i := 0; code != "" && i < 16; i, code = i+1, tax[code].parent {
		used[code] = true
	}
}

func concepts(used map[string]bool, tax map[string]taxonomyNode) []topics.Concept {
	out := make([]topics.Concept, 0, len(used))
	for c := range used {
		out = append(out, topics.Concept{Code: c, Parent: tax[c].parent, Label: tax[c].label})
	}
	slices.SortFunc(out, func(a, b topics.Concept) int { return strings.Compare(a.Code, b.Code) })
	return out
}

// parseIPTCTopics reads mediatopics-en.tsv: code, parent, level, label,
// definition, retired (a date, empty when active), wikidata, subjectcode.
func parseIPTCTopics(text string) (map[string]taxonomyNode, error) {
	out := map[string]taxonomyNode{}
	for i, line := range slices.Collect(strings.Lines(text)) {
		f := strings.Split(strings.TrimRight(line, "\r\n"), "\t")
		if i == 0 {
			if len(f) < 6 || f[0] != "code" || f[5] != "retired" {
				return nil, fmt.Errorf("%s: unexpected header %q", iptcTopicsFile, line)
			}
			continue
		}
		if len(f) < 6 {
			continue
		}
		out[f[0]] = taxonomyNode{parent: f[1], label: f[3], retired: f[5] != ""}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%s: no concepts", iptcTopicsFile)
	}
	return out, nil
}

// parseIABTopics reads content-taxonomy-3.1.tsv: two header lines, then
// Unique ID, Parent, Name, Tier 1-4, Extension.
func parseIABTopics(text string) (map[string]taxonomyNode, error) {
	out := map[string]taxonomyNode{}
	for i, line := range slices.Collect(strings.Lines(text)) {
		f := strings.Split(strings.TrimRight(line, "\r\n"), "\t")
		if i == 1 && (len(f) < 3 || f[0] != "Unique ID") {
			return nil, fmt.Errorf("%s: unexpected header %q", iabTopicsFile, line)
		}
		if i < 2 || len(f) < 3 || f[0] == "" {
			continue
		}
		out[f[0]] = taxonomyNode{parent: f[1], label: strings.TrimSpace(f[2])}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%s: no concepts", iabTopicsFile)
	}
	return out, nil
}
