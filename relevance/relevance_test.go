package relevance

import (
	"math"
	"slices"
	"testing"

	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/lexdata"
	"github.com/argot-nlp/argot/packs/all"
	"github.com/argot-nlp/argot/similarity"
)

// Families of the core pack the tests use.
const (
	dog     = 46360  // dog (domestic animal)
	animal  = 35563  // animal
	car     = 51496  // car (motor vehicle)
	company = 79556  // company (institution)
	profit  = 106325 // net income
	sale    = 41241  // sale (selling)
	hog     = 48199  // hog (swine)
	soccer  = 37904  // soccer (football game)
	keeper  = 90232  // goalkeeper
	stadium = 59437  // stadium
	team    = 80236  // team (especially in sports)
	match   = 75988  // match (formal contest)
	striker = 93372  // striker (a forward on a soccer team)
)

func testCore(t *testing.T) *lexdata.Core {
	t.Helper()
	core, err := lexdata.NewStore(all.FS).Families()
	if err != nil {
		t.Fatal(err)
	}
	return core
}

// word is a content word of a test document.
type word struct {
	pos    string
	family uint32
}

// document builds a one-sentence document of the words.
func document(words ...word) *doc.Document {
	s := doc.Sentence{}
	for i, w := range words {
		s.Tokens = append(s.Tokens, doc.Token{Text: "w", Offset: 2 * i, Length: 1, Kind: doc.Word, POS: w.pos, Family: w.family,
			Readings: []doc.Reading{{POS: w.pos, Families: []uint32{w.family}}}})
	}
	return &doc.Document{Sentences: []doc.Sentence{s}}
}

func TestCheckKeywordFeatures(t *testing.T) {
	for _, c := range []struct {
		kf  map[string]string
		key string
	}{
		{map[string]string{"pos": "NOUN|PROPN", "Number": "Plur", "1": "VERB", "100": "artifact", "hypernym": "i35563"}, ""},
		{map[string]string{"colour": "red"}, "colour"},
		{map[string]string{"pos": " "}, "pos"},
		{map[string]string{"hypernym": "dog"}, "hypernym"},
		{map[string]string{"57": "x"}, "57"},
	} {
		key, err := CheckKeywordFeatures(c.kf)
		if key != c.key || (err == nil) != (c.key == "") {
			t.Errorf("%v: key %q, err %v; want key %q", c.kf, key, err, c.key)
		}
	}
}

func TestCandidates(t *testing.T) {
	core := testCore(t)
	d := document(word{"NOUN", dog}, word{"VERB", 31785}, word{"NOUN", car}, word{"NOUN", dog})
	if got := Candidates(d, nil, core, map[string]string{"pos": "NOUN"}, nil); !slices.Equal(got, []uint32{dog, car}) {
		t.Errorf("nouns: %v, want [dog car]", got)
	}
	if got := Candidates(d, nil, core, map[string]string{"1": "NOUN"}, []uint32{animal}); !slices.Equal(got, []uint32{car}) {
		t.Errorf("nouns without animals: %v, want [car]", got)
	}
	if got := Candidates(d, nil, core, map[string]string{"semantics": "animal"}, nil); !slices.Equal(got, []uint32{dog}) {
		t.Errorf("animals: %v, want [dog]", got)
	}
	if got := Candidates(d, nil, core, map[string]string{"hypernym": "35563"}, nil); !slices.Equal(got, []uint32{dog}) {
		t.Errorf("kinds of animal: %v, want [dog]", got)
	}
}

func TestScoreRanksOnTopicFirst(t *testing.T) {
	core := testCore(t)
	p := NewProfile(core, []uint32{company, profit})
	on := Score(document(word{"NOUN", company}, word{"NOUN", sale}, word{"NOUN", profit}), nil, p)
	near := Score(document(word{"NOUN", sale}, word{"NOUN", car}), nil, p)
	off := Score(document(word{"NOUN", dog}, word{"NOUN", hog}), nil, p)
	if !(on > near && near > off) || on > 1 || off < 0 {
		t.Errorf("scores on %v, near %v, off %v; want on > near > off within 0..1", on, near, off)
	}
	// A kind of a relevant family counts: a hog is an animal, a car is not.
	animals := NewProfile(core, []uint32{animal})
	if kind, other := Score(document(word{"NOUN", hog}), nil, animals), Score(document(word{"NOUN", car}), nil, animals); kind <= other {
		t.Errorf("against animal a hog scored %v, a car %v; want the hog higher", kind, other)
	}
}

func TestScoreAdjustments(t *testing.T) {
	core := testCore(t)
	p := NewProfile(core, []uint32{company, profit})
	post := func() *doc.Document {
		return named(word{"NOUN", company}, word{"NOUN", profit}, word{"NOUN", car})("company", "profit", "car")
	}
	base := Score(post(), nil, p)

	abusive := post()
	abusive.Abuse = []doc.Abuse{{Type: "profanity", Severity: "high"}}
	tolerated := post()
	tolerated.Abuse = abusive.Abuse
	tolerated.Opts.Relevance.AbuseNotNoise = true
	bulk := post()
	bulk.Opts.Flags = map[string]bool{"bulk_message": true}
	aspect := post()
	aspect.Sentiment.Expressions = []doc.SentimentExpression{{Polarity: "positive", Targets: []string{"the company"}}}
	aside := post()
	aside.Sentiment.Expressions = []doc.SentimentExpression{{Polarity: "positive", Targets: []string{"car"}}}
	venting := post()
	venting.Sentiment.Expressions = []doc.SentimentExpression{{Polarity: "negative"}}

	for _, c := range []struct {
		name string
		d    *doc.Document
		ok   func(got float64) bool
	}{
		{"abuse lowers", abusive, func(g float64) bool { return g < base }},
		{"abuse_not_noise keeps", tolerated, func(g float64) bool { return g == base }},
		{"bulk_message halves", bulk, func(g float64) bool { return g > base/2-1e-3 && g < base/2+1e-3 }},
		{"sentiment on a relevant aspect raises", aspect, func(g float64) bool { return g > base }},
		{"sentiment on another aspect keeps", aside, func(g float64) bool { return g == base }},
		{"untargeted negativity lowers", venting, func(g float64) bool { return g < base }},
	} {
		if got := Score(c.d, nil, p); !c.ok(got) {
			t.Errorf("%s: %v (base %v)", c.name, got, base)
		}
	}
}

func TestTopicEvidence(t *testing.T) {
	core := testCore(t)
	p := NewProfile(core, []uint32{soccer, keeper, stadium})
	if p.topics == nil {
		t.Skip("the core pack has no topic model")
	}
	sport := document(word{"NOUN", team}, word{"NOUN", match}, word{"NOUN", striker})
	business := document(word{"NOUN", company}, word{"NOUN", profit}, word{"NOUN", sale})
	sv, sp := p.topicEvidence(contentWords(weighed(sport, nil)), weighed(sport, nil))
	bv, bp := p.topicEvidence(contentWords(weighed(business, nil)), weighed(business, nil))
	if sp < 0.5 || bp > 0.5 || sv <= bv {
		t.Errorf("sport post: votes %v posterior %v; business post: votes %v posterior %v; want the sport post to agree", sv, sp, bv, bp)
	}
	// Neither post shares a family with the profile: the topic decides.
	if s, b := Score(sport, nil, p), Score(business, nil, p); s <= b {
		t.Errorf("sport post %v, business post %v; want the sport post higher", s, b)
	}
	if NewProfile(nil, []uint32{soccer}).topics != nil {
		t.Error("a profile without a core pack has topic evidence")
	}
}

func TestCosine(t *testing.T) {
	for _, c := range []struct {
		a, b map[string]float64
		want float64
	}{
		{map[string]float64{"x": 1}, map[string]float64{"x": 3}, 1},
		{map[string]float64{"x": 1}, map[string]float64{"y": 2}, 0},
		{map[string]float64{"x": 1, "y": 1}, map[string]float64{"x": 1}, 1 / math.Sqrt2},
		{map[string]float64{"x": 1}, nil, 0},
	} {
		if got := cosine(c.a, c.b); math.Abs(got-c.want) > 1e-9 {
			t.Errorf("cosine(%v, %v) = %v, want %v", c.a, c.b, got, c.want)
		}
	}
}

func TestTemper(t *testing.T) {
	flat := temper([]float64{0.9, 0.1}, 0.5)
	if math.Abs(flat[0]+flat[1]-1) > 1e-9 || flat[0] >= 0.9 || flat[0] <= 0.5 {
		t.Errorf("temper([0.9 0.1], 0.5) = %v, want flatter, same order, summing to 1", flat)
	}
	// A class the model rules out keeps a trace instead of a division by 0.
	if got := temper([]float64{1, 0}, 0.2); got[0] != 1 || got[1] < 0 || math.IsNaN(got[1]) {
		t.Errorf("temper([1 0]) = %v", got)
	}
	if temper(nil, 0.5) != nil {
		t.Error("temper(nil) is not nil")
	}
}

// TestConceptsLength checks the length normalisation: one matching word
// among many unrelated ones is weaker evidence than the same word alone
// or with another match.
func TestConceptsLength(t *testing.T) {
	core := testCore(t)
	p := NewProfile(core, []uint32{company, profit})
	concepts := func(d *doc.Document) float64 {
		ws := weighed(d, nil)
		return p.concepts(contentWords(ws), ws, map[string]bool{})
	}
	short := concepts(document(word{"NOUN", company}, word{"NOUN", dog}))
	long := concepts(document(word{"NOUN", company}, word{"NOUN", dog}, word{"NOUN", hog}, word{"NOUN", stadium},
		word{"NOUN", keeper}, word{"NOUN", striker}, word{"NOUN", soccer}, word{"NOUN", team}))
	both := concepts(document(word{"NOUN", company}, word{"NOUN", profit}))
	if !(both > short && short > long && long > 0) || both >= 1 {
		t.Errorf("concepts: two matches %v, one in two words %v, one in eight %v; want decreasing within (0, 1)", both, short, long)
	}
}

// named builds a one-sentence English document of words written out, with
// a family where one is given: a name has none.
func named(words ...word) func(texts ...string) *doc.Document {
	return func(texts ...string) *doc.Document {
		d := document(words...)
		d.Lang = "en"
		for i, text := range texts {
			t := &d.Sentences[0].Tokens[i]
			t.Text = text
			if t.Family == 0 {
				t.Readings = nil
			}
		}
		return d
	}
}

func TestNameIDs(t *testing.T) {
	if nameID("x") != 0 {
		t.Error("a single letter has a name id")
	}
	id := nameID("ericsson")
	if !IsName(id) || IsName(company) || id == nameID("nokia") {
		t.Errorf("name id %d (IsName %v), family IsName %v", id, IsName(id), IsName(company))
	}
}

func TestCandidatesNames(t *testing.T) {
	core := testCore(t)
	d := named(word{"PROPN", 0}, word{"NOUN", profit}, word{"PROPN", 0}, word{"PROPN", 0})("Ericsson", "profit", "E", "ERICSSON")
	ericsson := nameID("ericsson")
	if got := Candidates(d, nil, core, map[string]string{"pos": "NOUN|PROPN"}, nil); !slices.Equal(got, []uint32{ericsson, profit}) {
		t.Errorf("nouns and names: %v, want [%d %d]", got, ericsson, profit)
	}
	// Features that need a family never match a name.
	if got := Candidates(d, nil, core, map[string]string{"semantics": "possession"}, nil); slices.Contains(got, ericsson) {
		t.Errorf("semantics matched a name: %v", got)
	}
}

func TestScoreNames(t *testing.T) {
	core := testCore(t)
	p := NewProfile(core, []uint32{nameID("ericsson"), profit})
	post := named(word{"PROPN", 0}, word{"NOUN", dog})
	same, other := Score(post("Ericsson", "dog"), nil, p), Score(post("Nokia", "dog"), nil, p)
	if same <= other {
		t.Errorf("post naming the relevant name %v, another name %v; want the first higher", same, other)
	}
	if p.topics != nil && len(p.posterior) == 0 {
		t.Error("name ids broke the topic posterior")
	}
	if only := NewProfile(core, []uint32{nameID("ericsson")}); only.topics != nil {
		t.Error("a profile of names alone has topic evidence")
	}
}

// TestCandidatesRareStopwords checks that a rare word on the stopword
// list ("computer" is on stopwords-iso's English list) is a content word
// while a frequent one ("make") is not.
func TestCandidatesRareStopwords(t *testing.T) {
	core := testCore(t)
	en, err := lexdata.NewStore(all.FS).Language("en")
	if err != nil {
		t.Fatal(err)
	}
	const computer, makeVerb = 52237, 34493
	d := named(word{"VERB", makeVerb}, word{"NOUN", computer}, word{"NOUN", car})("make", "computer", "car")
	for i := range 2 {
		d.Sentences[0].Tokens[i].Stopword = true
	}
	if got := Candidates(d, en, core, map[string]string{"pos": "NOUN|VERB"}, nil); !slices.Equal(got, []uint32{computer, car}) {
		t.Errorf("candidates %v, want [computer car]", got)
	}
	// Without frequencies every word weighs the same and stopwords stay
	// out.
	if got := Candidates(d, nil, core, map[string]string{"pos": "NOUN|VERB"}, nil); !slices.Equal(got, []uint32{car}) {
		t.Errorf("candidates without frequencies %v, want [car]", got)
	}
}

func TestTermContent(t *testing.T) {
	for _, c := range []struct {
		pos    string
		stop   bool
		family uint32
		weight float64
		want   bool
	}{
		{"NOUN", false, car, 0.1, true},
		{"NOUN", true, car, minStopwordInfo, true},
		{"NOUN", true, car, minStopwordInfo / 2, false},
		{"ADV", true, car, 10, false},
		{"NOUN", false, 0, 10, false},
	} {
		tok := &doc.Token{Kind: doc.Word, POS: c.pos, Stopword: c.stop, Family: c.family}
		w := term{t: tok, info: similarity.Word{Weight: c.weight}}
		if got := w.content(); got != c.want {
			t.Errorf("%+v: content %v, want %v", c, got, c.want)
		}
	}
}
