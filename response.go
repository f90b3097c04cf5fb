package argot

import (
	"bytes"
	"encoding/json"
	"fmt"
)

// Response is the service's parse response. Every section is omitted when it
// is empty or its setting is off; Text is always present.
type Response struct {
	Text string `json:"text"`
	// Language is set when the request asked for language detection.
	Language string `json:"language,omitempty"`
	// ReducedOutput is set when verbose output was dropped for input size.
	ReducedOutput bool `json:"reduced_output,omitempty"`
	// Sentiment is the document score in -1..1 (document_sentiment).
	Sentiment *float64 `json:"sentiment,omitempty"`
	// Signal2Noise is the relevance score (when relevant is given).
	Signal2Noise *float64 `json:"signal2noise,omitempty"`
	// Relevant holds the family ids found by keyword_features (step one of
	// signal-to-noise ranking), and name ids for words without a family
	// (ids of 2^31 and above, see relevance.IsName).
	Relevant []int64 `json:"relevant,omitempty"`
	// Memory is the context state after the analysis (state setting).
	Memory               *Memory               `json:"memory,omitempty"`
	Abuse                []AbuseInstance       `json:"abuse,omitempty"`
	SentimentExpressions []SentimentExpression `json:"sentiment_expressions,omitempty"`
	EntitiesSummary      []Entity              `json:"entities_summary,omitempty"`
	Topics               []Topic               `json:"topics,omitempty"`
	SentenceList         []Sentence            `json:"sentence_list,omitempty"`
}

// AbuseInstance is one problematic fragment.
type AbuseInstance struct {
	Type          string   `json:"type"`
	Offset        int      `json:"offset"`
	Length        int      `json:"length"`
	SentenceIndex int      `json:"sentence_index"`
	Severity      string   `json:"severity"`
	Tags          []string `json:"tags,omitempty"`
	Text          string   `json:"text,omitempty"`
	Explanation   string   `json:"explanation,omitempty"`
}

// SentimentExpression is one sentiment snippet.
type SentimentExpression struct {
	Polarity      string   `json:"polarity"`
	Offset        int      `json:"offset"`
	Length        int      `json:"length"`
	SentenceIndex int      `json:"sentence_index"`
	Targets       []string `json:"targets,omitempty"`
	Reasons       []string `json:"reasons,omitempty"`
	Text          string   `json:"text,omitempty"`
	Explanation   string   `json:"explanation,omitempty"`
}

// Entity is one entity with all its mentions.
type Entity struct {
	Name      string      `json:"name"`
	Type      EntityTypes `json:"type"`
	RefLemma  string      `json:"ref_lemma,omitempty"`
	Subtype   string      `json:"subtype,omitempty"`
	Subtypes  []string    `json:"subtypes,omitempty"`
	KBID      string      `json:"kb_id,omitempty"`
	Relations []Relation  `json:"relations,omitempty"`
	Mentions  []Mention   `json:"mentions"`
}

// EntityTypes is an entity's type list. It marshals as a plain string when
// there is one type and as an array when there are several, as the service
// does; it unmarshals from either.
type EntityTypes []string

// MarshalJSON implements json.Marshaler.
func (t EntityTypes) MarshalJSON() ([]byte, error) {
	if len(t) == 1 {
		return json.Marshal(t[0])
	}
	return json.Marshal([]string(t))
}

// UnmarshalJSON implements json.Unmarshaler.
func (t *EntityTypes) UnmarshalJSON(data []byte) error {
	data = bytes.TrimSpace(data)
	if len(data) > 0 && data[0] == '"' {
		var s string
		if err := json.Unmarshal(data, &s); err != nil {
			return err
		}
		*t = EntityTypes{s}
		return nil
	}
	var list []string
	if err := json.Unmarshal(data, &list); err != nil {
		return err
	}
	*t = list
	return nil
}

// Relation links an entity to another.
type Relation struct {
	To    string   `json:"to"`
	Links []string `json:"links,omitempty"`
}

// Mention locates one occurrence of an entity.
type Mention struct {
	Offset        int    `json:"offset"`
	Length        int    `json:"length"`
	SentenceIndex int    `json:"sentence_index"`
	Text          string `json:"text,omitempty"`
}

// Topic is one detected topic. Without Coverage (topic_stats off) it
// marshals as a plain string; with it, as {"topic":..., "coverage":...}.
type Topic struct {
	Topic    string
	Coverage *float64
}

// MarshalJSON implements json.Marshaler.
func (t Topic) MarshalJSON() ([]byte, error) {
	if t.Coverage == nil {
		return json.Marshal(t.Topic)
	}
	return json.Marshal(struct {
		Topic    string  `json:"topic"`
		Coverage float64 `json:"coverage"`
	}{t.Topic, *t.Coverage})
}

// UnmarshalJSON implements json.Unmarshaler.
func (t *Topic) UnmarshalJSON(data []byte) error {
	data = bytes.TrimSpace(data)
	if len(data) > 0 && data[0] == '"' {
		*t = Topic{}
		return json.Unmarshal(data, &t.Topic)
	}
	var o struct {
		Topic    string   `json:"topic"`
		Coverage *float64 `json:"coverage"`
	}
	if err := json.Unmarshal(data, &o); err != nil {
		return err
	}
	*t = Topic{Topic: o.Topic, Coverage: o.Coverage}
	return nil
}

// Sentence is one sentence of sentence_list.
type Sentence struct {
	// Offset is document-relative, in code points.
	Offset        int    `json:"offset"`
	Length        int    `json:"length"`
	Text          string `json:"text"`
	CorrectedText string `json:"corrected_text,omitempty"`
	Words         []Word `json:"words,omitempty"`
	// ParseTree and NBestParses are present when parses is on.
	ParseTree   *ParseTree  `json:"parse_tree,omitempty"`
	NBestParses []ParseTree `json:"nbest_parses,omitempty"`
}

// Word is one lexical chunk. Offsets are sentence-relative code points.
type Word struct {
	Type          string    `json:"type"`
	Text          string    `json:"text"`
	Offset        int       `json:"offset"`
	Length        int       `json:"length"`
	CorrectedText string    `json:"corrected_text,omitempty"`
	Lettercase    string    `json:"lettercase,omitempty"`
	Stopword      bool      `json:"stopword,omitempty"`
	Grammar       []Feature `json:"grammar,omitempty"`
	Style         []Feature `json:"style,omitempty"`
	Semantics     []Feature `json:"semantics,omitempty"`
	Role          string    `json:"role,omitempty"`
	NumericValue  *float64  `json:"numeric_value,omitempty"`
	Family        int64     `json:"family,omitempty"`
	Lexeme        int64     `json:"lexeme,omitempty"`
	Definition    string    `json:"definition,omitempty"`
	Description   string    `json:"description,omitempty"`
	KBID          string    `json:"kb_id,omitempty"`
	// NondictionaryPattern is the id of the pattern that matched a word the
	// lexicon does not know.
	NondictionaryPattern int          `json:"nondictionary_pattern,omitempty"`
	Segmentation         []Word       `json:"segmentation,omitempty"`
	OtherSegmentations   [][]Word     `json:"other_segmentations,omitempty"`
	NBestSenses          []Hypothesis `json:"nbest_senses,omitempty"`
	// ID and Behavior are set on punctuation only.
	ID       int    `json:"id,omitempty"`
	Behavior string `json:"behavior,omitempty"`
}

// Hypothesis is one n-best sense hypothesis of a word.
type Hypothesis struct {
	Grammar   []Feature  `json:"grammar,omitempty"`
	Style     []Feature  `json:"style,omitempty"`
	Semantics []Feature  `json:"semantics,omitempty"`
	Senses    []SenseRef `json:"senses,omitempty"`
}

// SenseRef names one sense of a hypothesis.
type SenseRef struct {
	Family     int64  `json:"family"`
	Definition string `json:"definition,omitempty"`
	RefLemma   string `json:"ref_lemma,omitempty"`
}

// Feature is a grammar, style or semantic feature. With Index set (the
// native feature standard) it marshals as {"index":..,"value":..};
// otherwise as a plain string. It unmarshals from either form.
type Feature struct {
	Index *int
	Value string
}

// MarshalJSON implements json.Marshaler.
func (f Feature) MarshalJSON() ([]byte, error) {
	if f.Index == nil {
		return json.Marshal(f.Value)
	}
	return json.Marshal(IndexValue{Index: *f.Index, Value: f.Value})
}

// UnmarshalJSON implements json.Unmarshaler.
func (f *Feature) UnmarshalJSON(data []byte) error {
	data = bytes.TrimSpace(data)
	if len(data) > 0 && data[0] == '"' {
		*f = Feature{}
		return json.Unmarshal(data, &f.Value)
	}
	var iv IndexValue
	if err := json.Unmarshal(data, &iv); err != nil {
		return err
	}
	*f = Feature{Index: &iv.Index, Value: iv.Value}
	return nil
}

// ParseTree is the phrase forest of one sentence.
type ParseTree struct {
	ID      int      `json:"id"`
	Phrases []Phrase `json:"phrases"`
}

// Phrase is one node of a parse tree. Text lists the members separated by
// "|", child phrases in parentheses.
type Phrase struct {
	Type     string   `json:"type"`
	Family   int64    `json:"family"`
	Offset   int      `json:"offset"`
	Length   int      `json:"length"`
	Text     string   `json:"text"`
	Role     string   `json:"role,omitempty"`
	Children []Phrase `json:"children,omitempty"`
}

// Memory is the long-term context the caller passes from one response into
// the settings of the next request of the same conversation.
type Memory struct {
	Flags       []Flag       `json:"flags,omitempty"`
	Antecedents []Antecedent `json:"antecedents,omitempty"`
	Assign      []Assignment `json:"assign,omitempty"`
}

// IndexValue is a feature given by index and value, as memory uses them.
type IndexValue struct {
	Index int    `json:"index"`
	Value string `json:"value"`
}

// Flag is one memory flag. In requests a flag may be a plain string naming a
// known flag ("possible_minor"); responses always use the object form.
type Flag struct {
	// Type is "Grammar", "Semantics" or "Style" ("" reads as Grammar).
	Type  string `json:"type,omitempty"`
	Index int    `json:"index"`
	Value string `json:"value"`
}

// UnmarshalJSON accepts a flag name or a {type, index, value} object.
func (f *Flag) UnmarshalJSON(data []byte) error {
	data = bytes.TrimSpace(data)
	if len(data) > 0 && data[0] == '"' {
		var name string
		if err := json.Unmarshal(data, &name); err != nil {
			return err
		}
		idx, ok := flagIndex(name)
		if !ok {
			return &Error{Status: 400, Message: fmt.Sprintf("unknown memory flag %q (one of %v)", name, MemoryFlags())}
		}
		*f = Flag{Type: "Semantics", Index: idx, Value: name}
		return nil
	}
	type plain Flag
	var p plain
	if err := json.Unmarshal(data, &p); err != nil {
		return err
	}
	*f = Flag(p)
	return nil
}

// memoryFlags is the table of flags a caller can set by name, in the order
// of the service's documentation. A flag's index in responses is its
// position in this table plus one; its type is Semantics.
var memoryFlags = [...]string{
	"agents_of_bad_things",
	"aggressive_crime_scan",
	"bad_animal",
	"bulk_message",
	"death_related",
	"game_violence_ok",
	"make_money",
	"my_departure",
	"paranoid_mode",
	"possible_minor",
	"sexually_conservative",
	"trusted_party",
	"waste",
	"won_prize",
	"work_from_home",
	"organization",
	"role",
}

// MemoryFlags lists the names of the flags a caller can set.
func MemoryFlags() []string { return append([]string(nil), memoryFlags[:]...) }

func flagIndex(name string) (int, bool) {
	for i, f := range memoryFlags {
		if f == name {
			return i + 1, true
		}
	}
	return 0, false
}

// Antecedent is an earlier referent that later pronouns and definite
// references can resolve to.
type Antecedent struct {
	Family   int64        `json:"family,omitempty"`
	Features []IndexValue `json:"features,omitempty"`
}

// Assignment is a conditional reassignment: words matching If are treated as
// Then says.
type Assignment struct {
	If   Condition `json:"if"`
	Then Action    `json:"then"`
}

// Condition is the "if" of an assignment; all given parts must match.
type Condition struct {
	// Regex is an RE2 expression matched against the word.
	Regex    *string      `json:"regex,omitempty"`
	Family   *int64       `json:"family,omitempty"`
	Features []IndexValue `json:"features,omitempty"`
	Hypernym *int64       `json:"hypernym,omitempty"`
}

func (c Condition) empty() bool {
	return c.Regex == nil && c.Family == nil && len(c.Features) == 0 && c.Hypernym == nil
}

// Action is the "then" of an assignment.
type Action struct {
	Family      *int64       `json:"family,omitempty"`
	Features    []IndexValue `json:"features,omitempty"`
	Hypernym    *int64       `json:"hypernym,omitempty"`
	Attribution *bool        `json:"attribution,omitempty"`
}

func (a Action) empty() bool {
	return a.Family == nil && len(a.Features) == 0 && a.Hypernym == nil && a.Attribution == nil
}

// NameComparison is the answer of CompareNames (the service's
// POST /compare/entities).
type NameComparison struct {
	// Result is "same", "different" or "no_single_entity".
	Result string `json:"result"`
	// Differences lists what differs: given_name, surname, title,
	// social_role, suffix, variation.
	Differences []string `json:"differences,omitempty"`
}

// Detection is the answer of language detection: one span per segment.
type Detection struct {
	Languages []LanguageSpan `json:"languages"`
}

// LanguageSpan is one detected segment, in code points.
type LanguageSpan struct {
	Offset   int     `json:"offset"`
	Length   int     `json:"length"`
	Language string  `json:"language"`
	Score    float64 `json:"score"`
}

// Inflection is one form of a lexeme (the service's GET /lm/inflections).
type Inflection struct {
	Text     string       `json:"text"`
	IsLemma  bool         `json:"isLemma,omitempty"`
	Features []IndexValue `json:"features,omitempty"`
}
