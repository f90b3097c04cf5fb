package argot

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

var update = flag.Bool("update", false, "rewrite golden files")

// golden compares got with testdata/golden/name, or rewrites it with -update.
func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", "golden", name)
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs from golden file:\n got: %s\nwant: %s", name, got, want)
	}
}

func indentJSON(t *testing.T, v any) []byte {
	t.Helper()
	b, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	return append(b, '\n')
}

func f64(v float64) *float64 { return &v }
func i64(v int64) *int64     { return &v }
func iptr(v int) *int        { return &v }

// TestGoldenStructs pins the JSON shape of every response struct, filled
// and empty, against golden files.
func TestGoldenStructs(t *testing.T) {
	full := &Response{
		Text:          "You are so stupid. Kevin Tan paid $20.",
		Language:      "en",
		ReducedOutput: true,
		Sentiment:     f64(-0.5),
		Signal2Noise:  f64(0.25),
		Relevant:      []int64{35545, 8013},
		Memory: &Memory{
			Flags:       []Flag{{Type: "Semantics", Index: 10, Value: "possible_minor"}},
			Antecedents: []Antecedent{{Family: 123, Features: []IndexValue{{Index: 5, Value: "FEM"}}}},
			Assign: []Assignment{{
				If:   Condition{Regex: String("^cheese"), Hypernym: i64(1)},
				Then: Action{Family: i64(7), Features: []IndexValue{{Index: 2, Value: "x"}}, Hypernym: i64(9), Attribution: Bool(true)},
			}},
		},
		Abuse: []AbuseInstance{{Type: "personal_attack", Offset: 0, Length: 17, SentenceIndex: 0, Severity: "medium",
			Tags: []string{"insult"}, Text: "You are so stupid", Explanation: "an insult aimed at the reader"}},
		SentimentExpressions: []SentimentExpression{{Polarity: "negative", Offset: 0, Length: 17, SentenceIndex: 0,
			Targets: []string{"person"}, Reasons: []string{"stupid"}, Text: "You are so stupid", Explanation: "stupid is negative"}},
		EntitiesSummary: []Entity{
			{Name: "Kevin Tan", Type: EntityTypes{"person"}, RefLemma: "Kevin Tan", Subtype: "important_person", Subtypes: []string{"important_person"},
				KBID: "Q1", Relations: []Relation{{To: "$20", Links: []string{"paid"}}},
				Mentions: []Mention{{Offset: 0, Length: 9, SentenceIndex: 1, Text: "Kevin Tan"}}},
			{Name: "France", Type: EntityTypes{"organization", "place"}, Mentions: []Mention{{Offset: 3, Length: 6, SentenceIndex: 2}}},
		},
		Topics: []Topic{{Topic: "crime", Coverage: f64(0.5)}, {Topic: "economy"}},
		SentenceList: []Sentence{{
			Offset: 0, Length: 18, Text: "You are so stupid.", CorrectedText: "You are so stupid.",
			Words: []Word{
				{Type: "word", Text: "You", Offset: 0, Length: 3, Lettercase: "capitalized", Stopword: true,
					Grammar: []Feature{{Value: "PRON"}, {Index: iptr(3), Value: "Person=2"}}, Style: []Feature{{Value: "informal"}},
					Semantics: []Feature{{Index: iptr(12), Value: "human"}}, Role: "patient", Family: 1, Lexeme: 2, Definition: "d",
					Description: "the reader", KBID: "Q2", NondictionaryPattern: 3,
					Segmentation:       []Word{{Type: "word", Text: "Yo", Offset: 0, Length: 2}},
					OtherSegmentations: [][]Word{{{Type: "word", Text: "Y", Offset: 0, Length: 1}}},
					NBestSenses:        []Hypothesis{{Grammar: []Feature{{Value: "PRON"}}, Senses: []SenseRef{{Family: 1, Definition: "d", RefLemma: "you"}}}}},
				{Type: "numeral", Text: "20", Offset: 4, Length: 2, NumericValue: f64(20)},
				{Type: "punctuation", Text: ".", Offset: 17, Length: 1, ID: 46, Behavior: "sentenceTerminator"},
			},
			ParseTree: &ParseTree{ID: 1, Phrases: []Phrase{{Type: "S", Family: 5, Offset: 0, Length: 17, Text: "(You)|are|(so|stupid)", Role: "verb",
				Children: []Phrase{{Type: "NP", Family: 6, Offset: 0, Length: 3, Text: "You", Role: "agent"}}}}},
			NBestParses: []ParseTree{{ID: 2, Phrases: []Phrase{{Type: "S", Family: 5, Offset: 0, Length: 17, Text: "You|are|so|stupid"}}}},
		}},
	}
	cases := []struct {
		name string
		v    any
		into func() any
	}{
		{"response_full.json", full, func() any { return new(Response) }},
		{"response_minimal.json", &Response{Text: "hi"}, func() any { return new(Response) }},
		{"sentence_minimal.json", Sentence{Offset: 0, Length: 0, Text: ""}, func() any { return new(Sentence) }},
		{"word_minimal.json", Word{Type: "word", Text: "a", Offset: 0, Length: 1}, func() any { return new(Word) }},
		{"entity_minimal.json", Entity{Name: "x", Type: EntityTypes{"email"}, Mentions: []Mention{{}}}, func() any { return new(Entity) }},
		{"abuse_minimal.json", AbuseInstance{Type: "spam", Severity: "low"}, func() any { return new(AbuseInstance) }},
		{"sentiment_minimal.json", SentimentExpression{Polarity: "neutral"}, func() any { return new(SentimentExpression) }},
		{"topics_plain.json", []Topic{{Topic: "sport"}, {Topic: "politics"}}, func() any { return new([]Topic) }},
		{"parse_tree_minimal.json", ParseTree{ID: 0, Phrases: []Phrase{}}, func() any { return new(ParseTree) }},
		{"name_comparison.json", NameComparison{Result: "different", Differences: []string{"given_name", "variation"}}, func() any { return new(NameComparison) }},
		{"name_comparison_same.json", NameComparison{Result: "same"}, func() any { return new(NameComparison) }},
		{"detection.json", Detection{Languages: []LanguageSpan{{Offset: 0, Length: 12, Language: "de", Score: 0.97}}}, func() any { return new(Detection) }},
		{"inflections.json", []Inflection{{Text: "go", IsLemma: true, Features: []IndexValue{{Index: 1, Value: "VERB"}}}, {Text: "went"}}, func() any { return new([]Inflection) }},
		{"error.json", badRequest("settings.min_generic_frequency", "must be an integer from 0 to 10, got 11"), nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := indentJSON(t, c.v)
			golden(t, c.name, got)
			if c.into == nil {
				return
			}
			// Round trip: decoding the JSON and encoding again is lossless.
			back := c.into()
			if err := json.Unmarshal(got, back); err != nil {
				t.Fatalf("decode: %v", err)
			}
			again := indentJSON(t, reflect.ValueOf(back).Elem().Interface())
			if !bytes.Equal(got, again) {
				t.Errorf("round trip changed JSON:\n%s\n%s", got, again)
			}
		})
	}
}

// TestPolymorphicDecode checks that the polymorphic fields read both of the
// service's forms.
func TestPolymorphicDecode(t *testing.T) {
	var e Entity
	if err := json.Unmarshal([]byte(`{"name":"x","type":["organization","place"],"mentions":[]}`), &e); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(e.Type, EntityTypes{"organization", "place"}) {
		t.Errorf("type = %v", e.Type)
	}
	if err := json.Unmarshal([]byte(`{"name":"x","type":"place","mentions":[]}`), &e); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(e.Type, EntityTypes{"place"}) {
		t.Errorf("type = %v", e.Type)
	}
	var topics []Topic
	if err := json.Unmarshal([]byte(`["sport",{"topic":"crime","coverage":0.5}]`), &topics); err != nil {
		t.Fatal(err)
	}
	if topics[0].Topic != "sport" || topics[0].Coverage != nil || topics[1].Topic != "crime" || *topics[1].Coverage != 0.5 {
		t.Errorf("topics = %+v", topics)
	}
	var feats []Feature
	if err := json.Unmarshal([]byte(`["NOUN",{"index":3,"value":"Plur"}]`), &feats); err != nil {
		t.Fatal(err)
	}
	if feats[0].Index != nil || feats[0].Value != "NOUN" || *feats[1].Index != 3 || feats[1].Value != "Plur" {
		t.Errorf("features = %+v", feats)
	}
}
