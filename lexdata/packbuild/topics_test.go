package packbuild

import (
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/argot-nlp/argot/topics"
)

func TestTopicMapAgainstTaxonomies(t *testing.T) {
	if _, err := os.Stat(lexsrc); err != nil {
		t.Skipf("no %s", lexsrc)
	}
	s, err := openSources(lexsrc)
	if err != nil {
		t.Fatal(err)
	}
	md, err := topicMapData(s)
	if err != nil {
		t.Fatal(err) // an unknown or retired code fails here
	}
	m, err := topics.NewMap(md)
	if err != nil {
		t.Fatal(err)
	}
	tree, _ := parseDomainTree(wnDomainsTree)
	if len(md.Domains) != len(tree) {
		t.Errorf("%d domains in the map, %d in the tree", len(md.Domains), len(tree))
	}
	// Every domain outside factotum maps to IPTC, except place names.
	for _, d := range md.Domains {
		if !d.Generic && len(d.IPTC) == 0 && d.Name != "geography" && d.Name != "topography" {
			t.Errorf("%s: no IPTC code", d.Name)
		}
	}
	for domain, top := range map[string]string{
		"soccer": "15000000", "sport": "15000000", "banking": "04000000", "politics": "11000000",
		"medicine": "07000000", "computer_science": "13000000", "music": "01000000", "religion": "12000000",
		"law": "02000000", "meteorology": "17000000", "military": "16000000", "school": "05000000",
		"tourism": "10000000", "sociology": "14000000", "environment": "06000000",
	} {
		d := m.Domain(domain)
		if d == nil || len(d.IPTC) == 0 {
			t.Errorf("%s: not mapped", domain)
			continue
		}
		if got := m.TopLevel(topics.IPTCCode, d.IPTC[0]); got != top {
			t.Errorf("%s: top level %s, want %s", domain, got, top)
		}
	}
	if d := m.Domain("person"); d == nil || !d.Generic {
		t.Errorf("person: %+v, want generic", d)
	}
	if c, ok := m.IAB("483"); !ok || c.Label != "Sports" {
		t.Errorf("IAB 483 = %+v", c)
	}
}

func TestBuildTopicMapChecks(t *testing.T) {
	tree := map[string]string{"sport": "", "soccer": "sport", "factotum": "", "person": "factotum"}
	iptc := map[string]taxonomyNode{
		"15000000": {label: "sport"},
		"20001065": {parent: "15000000", label: "soccer"},
		"20000001": {parent: "15000000", label: "old", retired: true},
	}
	iab := map[string]taxonomyNode{"483": {label: "Sports"}}
	const header = "# comment\n"
	md, err := buildTopicMap(header+"sport\t1\t15000000\t483\n", tree, iptc, iab)
	if err != nil {
		t.Fatal(err)
	}
	// soccer inherits sport's codes; person is generic.
	i := slices.IndexFunc(md.Domains, func(d topics.DomainEntry) bool { return d.Name == "soccer" })
	if i < 0 || !slices.Equal(md.Domains[i].IPTC, []string{"15000000"}) || md.Domains[i].Weight != 1 {
		t.Errorf("soccer = %+v", md.Domains)
	}
	for name, text := range map[string]string{
		"unknown code":    "sport\t1\t99000000\t483\n",
		"retired code":    "sport\t1\t20000001\t483\n",
		"unknown IAB":     "sport\t1\t15000000\t999\n",
		"unknown domain":  "sport\t1\t15000000\t483\ncurling\t1\t15000000\t-\n",
		"generic domain":  "sport\t1\t15000000\t483\nperson\t1\t15000000\t-\n",
		"bad weight":      "sport\t2\t15000000\t483\n",
		"missing field":   "sport\t1\t15000000\n",
		"listed twice":    "sport\t1\t15000000\t483\nsport\t1\t15000000\t483\n",
		"unmapped branch": "soccer\t1\t20001065\t483\n",
	} {
		if _, err := buildTopicMap(text, tree, iptc, iab); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
}

func TestParseTaxonomies(t *testing.T) {
	iptc, err := parseIPTCTopics("code\tparent\tlevel\tlabel_en\tdefinition_en\tretired\twikidata\tsubjectcode\n" +
		"15000000\t\t1\tsport\tdef\t\t\t\n20000001\t15000000\t2\told\tdef\t2019-01-01\t\t\n")
	if err != nil || iptc["15000000"].label != "sport" || !iptc["20000001"].retired || iptc["15000000"].retired {
		t.Errorf("iptc = %+v, %v", iptc, err)
	}
	iab, err := parseIABTopics("Relational ID System\t\t\t\n" +
		"Unique ID\tParent\tName\tTier 1\tTier 2\tTier 3\tTier 4\t\n" +
		"483\t\tSports\tSports\t\t\t\t\n533\t483\tSoccer\tSports\tSoccer\t\t\t\n")
	if err != nil || iab["533"].parent != "483" || iab["483"].label != "Sports" {
		t.Errorf("iab = %+v, %v", iab, err)
	}
	if _, err := parseIPTCTopics("nope\n"); err == nil || !strings.Contains(err.Error(), "header") {
		t.Errorf("bad header: %v", err)
	}
}
