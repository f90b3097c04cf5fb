package topics

import (
	"slices"
	"testing"

	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/lexdata"
)

// Families of the fake core.
const (
	famGoal    = 1 // soccer
	famPitch   = 2 // soccer
	famMatch   = 3 // sport
	famMarket  = 4 // economy
	famPrice   = 5 // economy
	famPerson  = 6 // person (factotum: generic)
	famRare    = 7 // no domain, a hyponym of famMatch, never tagged
	famPlace   = 8 // geography, weight 0.2
	famNothing = 9 // no domain, no hypernym
)

type fakeConcepts struct {
	domains   map[lexdata.FamilyID][]string
	hypernyms map[lexdata.FamilyID][]lexdata.FamilyID
	tags      map[lexdata.FamilyID]int
}

func (f fakeConcepts) Domains(id lexdata.FamilyID) []string { return f.domains[id] }
func (f fakeConcepts) Hypernyms(id lexdata.FamilyID) []lexdata.FamilyID {
	return f.hypernyms[id]
}
func (f fakeConcepts) Family(id lexdata.FamilyID) (lexdata.Family, bool) {
	return lexdata.Family{ID: id, TagCount: f.tags[id]}, true
}

func testDetector(t *testing.T) *Detector {
	t.Helper()
	m, err := NewMap(MapData{
		Domains: []DomainEntry{
			{Name: "free_time", Weight: 0.5, IPTC: []string{"10000000"}, IAB: []string{"239"}},
			{Name: "sport", Parent: "free_time", Weight: 1, IPTC: []string{"15000000"}, IAB: []string{"483"}},
			{Name: "football", Parent: "sport", Weight: 1, IPTC: []string{"20001065"}, IAB: []string{"533"}},
			{Name: "soccer", Parent: "football", Weight: 1, IPTC: []string{"20001065"}, IAB: []string{"533"}},
			{Name: "social_science", Weight: 1, IPTC: []string{"20000742"}},
			{Name: "economy", Parent: "social_science", Weight: 1, IPTC: []string{"04000000"}, IAB: []string{"52"}},
			{Name: "factotum", Generic: true},
			{Name: "person", Parent: "factotum", Generic: true},
			{Name: "geography", Parent: "factotum", Weight: 0.2},
		},
		IPTC: []Concept{
			{Code: "04000000", Label: "economy, business and finance"},
			{Code: "10000000", Label: "lifestyle and leisure"},
			{Code: "13000000", Label: "science and technology"},
			{Code: "15000000", Label: "sport"},
			{Code: "20000742", Parent: "13000000", Label: "social sciences"},
			{Code: "20000822", Parent: "15000000", Label: "competition discipline"},
			{Code: "20001065", Parent: "20000822", Label: "soccer"},
		},
		IAB: []Concept{
			{Code: "239", Label: "Hobbies & Interests"},
			{Code: "483", Label: "Sports"},
			{Code: "533", Parent: "483", Label: "Soccer"},
			{Code: "52", Label: "Business and Finance"},
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	return NewDetector(m, fakeConcepts{
		domains: map[lexdata.FamilyID][]string{
			famGoal: {"soccer"}, famPitch: {"soccer", "geography"}, famMatch: {"sport"},
			famMarket: {"economy"}, famPrice: {"economy"}, famPerson: {"person"}, famPlace: {"geography"},
		},
		hypernyms: map[lexdata.FamilyID][]lexdata.FamilyID{famRare: {famMatch}},
		tags:      map[lexdata.FamilyID]int{famMatch: 5},
	})
}

// document builds a document with one sentence per list of families.
func document(sentences ...[]lexdata.FamilyID) *doc.Document {
	d := &doc.Document{Lang: "en"}
	for _, fams := range sentences {
		var s doc.Sentence
		for _, f := range fams {
			s.Tokens = append(s.Tokens, doc.Token{Kind: doc.Word, Family: f})
		}
		d.Sentences = append(d.Sentences, s)
	}
	return d
}

func names(ts []Topic) []string {
	var out []string
	for _, t := range ts {
		out = append(out, t.Name)
	}
	return out
}

func TestStrayWordMakesNoTopic(t *testing.T) {
	det := testDetector(t)
	d := document(
		[]lexdata.FamilyID{famMarket, famPerson, famNothing},
		[]lexdata.FamilyID{famPerson, famPlace, famPlace},
	)
	if got := det.Topics(d, Options{}); len(got) != 0 {
		t.Errorf("topics = %v, want none", names(got))
	}
	// A second economy word makes it a topic.
	d.Sentences[1].Tokens = append(d.Sentences[1].Tokens, doc.Token{Kind: doc.Word, Family: famPrice})
	got := det.Topics(d, Options{Standard: IPTCDescription})
	if !slices.Equal(names(got), []string{"economy, business and finance"}) {
		t.Fatalf("topics = %v", names(got))
	}
	if got[0].Words != 2 || got[0].Sentences != 2 || got[0].Coverage != 1 {
		t.Errorf("support = %+v", got[0])
	}
}

func TestStopwordsAndNonWordsIgnored(t *testing.T) {
	det := testDetector(t)
	d := document([]lexdata.FamilyID{famMarket, famPrice})
	d.Sentences[0].Tokens[0].Stopword = true
	d.Sentences[0].Tokens[1].Kind = doc.Numeral
	if got := det.Topics(d, Options{}); len(got) != 0 {
		t.Errorf("topics = %v, want none", names(got))
	}
}

func TestRankingCoverageAndOptimize(t *testing.T) {
	det := testDetector(t)
	d := document(
		[]lexdata.FamilyID{famGoal, famPitch},
		[]lexdata.FamilyID{famMatch, famMarket},
		[]lexdata.FamilyID{famPrice, famPerson},
		[]lexdata.FamilyID{famPerson},
	)
	got := det.Topics(d, Options{})
	// soccer and economy tie on score; economy has more sentences.
	want := []string{"sport", "economy, business and finance", "soccer"}
	if !slices.Equal(names(got), want) {
		t.Fatalf("topics = %v, want %v", names(got), want)
	}
	cov := map[string]float64{}
	for _, tp := range got {
		cov[tp.Name] = tp.Coverage
	}
	if cov["sport"] != 0.5 || cov["soccer"] != 0.25 || cov["economy, business and finance"] != 0.5 {
		t.Errorf("coverage = %v", cov)
	}
	got = det.Topics(d, Options{Optimize: true})
	want = []string{"economy, business and finance", "soccer"}
	if !slices.Equal(names(got), want) {
		t.Errorf("optimized topics = %v, want %v", names(got), want)
	}
}

func TestStandards(t *testing.T) {
	det := testDetector(t)
	d := document([]lexdata.FamilyID{famGoal, famPitch})
	for std, want := range map[Standard][]string{
		IPTCCode:        {"medtop:15000000", "medtop:20001065"},
		IPTCDescription: {"sport", "soccer"},
		"":              {"sport", "soccer"},
		IABCode:         {"483", "533"},
		IABDescription:  {"Sports", "Soccer"},
		// Intermediate domains no word names directly are not candidates.
		Native: {"free_time", "soccer"},
	} {
		got := names(det.Topics(d, Options{Standard: std}))
		if !slices.Equal(got, want) {
			t.Errorf("%s: topics = %v, want %v", std, got, want)
		}
		got = names(det.Topics(d, Options{Standard: std, Optimize: true}))
		if !slices.Equal(got, want[len(want)-1:]) {
			t.Errorf("%s optimized: topics = %v, want %v", std, got, want[len(want)-1:])
		}
	}
}

func TestDomainFactors(t *testing.T) {
	det := testDetector(t)
	d := document([]lexdata.FamilyID{famGoal, famPitch, famMatch, famMarket, famPrice})
	top := func(o Options) []string { return names(det.Topics(d, o)) }
	if got := top(Options{}); got[0] != "sport" {
		t.Fatalf("topics = %v", got)
	}
	// Amplifying economy ranks it first.
	if got := top(Options{DomainFactors: map[string]float64{"economy": 3}}); got[0] != "economy, business and finance" {
		t.Errorf("economy x3: topics = %v", got)
	}
	// Suppressing a domain, or a family by id, removes its support.
	if got := top(Options{DomainFactors: map[string]float64{"economy": 0}}); slices.Contains(got, "economy, business and finance") {
		t.Errorf("economy x0: topics = %v", got)
	}
	if got := top(Options{DomainFactors: map[string]float64{"4": 0, "i5": 0}}); slices.Contains(got, "economy, business and finance") {
		t.Errorf("families x0: topics = %v", got)
	}
}

func TestHypernymFallbackAndMinGenericFrequency(t *testing.T) {
	det := testDetector(t)
	d := document([]lexdata.FamilyID{famRare, famRare, famRare, famRare})
	// Four words borrowing sport from their hypernym at half weight.
	got := det.Topics(d, Options{})
	if !slices.Equal(names(got), []string{"sport"}) || got[0].Score != 2 {
		t.Fatalf("topics = %+v", got)
	}
	// famRare was never sense-tagged: min_generic_frequency 1 drops it.
	if got := det.Topics(d, Options{MinGenericFrequency: 1}); len(got) != 0 {
		t.Errorf("min_generic_frequency 1: topics = %v", names(got))
	}
}

func TestOptions(t *testing.T) {
	for _, s := range []string{"", "iptc_code", "iptc_description", "iab_code", "iab_description", "native"} {
		if _, err := ParseStandard(s); err != nil {
			t.Errorf("%q: %v", s, err)
		}
	}
	if _, err := ParseStandard("dewey"); err == nil {
		t.Error("dewey: no error")
	}
	for _, o := range []Options{{MinGenericFrequency: 11}, {MinGenericFrequency: -1}, {Standard: "x"},
		{DomainFactors: map[string]float64{"crime": -1}}} {
		if o.Validate() == nil {
			t.Errorf("%+v: no error", o)
		}
	}
	if err := (Options{MinGenericFrequency: 10, DomainFactors: map[string]float64{"crime": 2}}).Validate(); err != nil {
		t.Error(err)
	}
}

func TestMapRoundTripAndChecks(t *testing.T) {
	md := MapData{
		Domains: []DomainEntry{{Name: "sport", Weight: 1, IPTC: []string{"15000000"}}},
		IPTC:    []Concept{{Code: "15000000", Label: "sport"}},
	}
	data, err := EncodeMap(md)
	if err != nil {
		t.Fatal(err)
	}
	m, err := ParseMap(data)
	if err != nil {
		t.Fatal(err)
	}
	if c, ok := m.IPTC("15000000"); !ok || c.Label != "sport" || m.Domain("sport") == nil {
		t.Errorf("round trip lost data: %+v", c)
	}
	bad := md
	bad.Domains = []DomainEntry{{Name: "sport", IPTC: []string{"99999999"}}}
	if _, err := NewMap(bad); err == nil {
		t.Error("unknown code: no error")
	}
	if _, err := ParseMap([]byte("{")); err == nil {
		t.Error("bad JSON: no error")
	}
}
