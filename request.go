package argot

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"regexp"
	"regexp/syntax"
	"sort"
	"time"

	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/memory"
	"github.com/argot-nlp/argot/relevance"
	"github.com/wasilibs/go-re2"
)

// Request is a parse request, as the service's POST /parse takes it.
type Request struct {
	// Language is a language id ("en", "zh-CN", ...). "*", "?" or a
	// "|"-separated set of ids ("de|fr|ja") asks for language detection.
	Language string `json:"language"`
	// Content is the text to analyse.
	Content string `json:"content"`
	// Settings shape the analysis and the output; the zero value means
	// defaults.
	Settings Settings `json:"settings,omitzero"`
}

// UnmarshalJSON decodes a request body, reporting a type error with the key
// at fault as an *Error.
func (r *Request) UnmarshalJSON(data []byte) error {
	fields, err := objectFields(data, "")
	if err != nil {
		return err
	}
	*r = Request{}
	for _, k := range sortedKeys(fields) {
		raw := fields[k]
		switch k {
		case "language":
			err = decodeString(raw, k, &r.Language)
		case "content":
			err = decodeString(raw, k, &r.Content)
		case "settings":
			if !isNull(raw) {
				err = r.Settings.UnmarshalJSON(raw)
			}
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// Settings is the service's settings object. Every key is optional; a nil
// pointer means "not given", which matters because defaults differ per key
// (abuse defaults to on, words to off). Use Bool, Int and String to fill
// pointer fields in Go code.
type Settings struct {
	// Content cues and parsing.
	Format                      *string            `json:"format,omitempty"`
	DisableSpellcheck           *bool              `json:"disable_spellcheck,omitempty"`
	LowercaseSpellcheckOnly     *bool              `json:"lowercase_spellcheck_only,omitempty"`
	MinGenericFrequency         *int               `json:"min_generic_frequency,omitempty"`
	Subscope                    *bool              `json:"subscope,omitempty"`
	LangDetectSegmentationRegex *string            `json:"lang_detect_segmentation_regex,omitempty"`
	DisablePhrases              *bool              `json:"disable_phrases,omitempty"`
	DisableCommonsenseCues      *bool              `json:"disable_commonsense_cues,omitempty"`
	DomainFactors               map[string]float64 `json:"domain_factors,omitempty"`
	When                        *string            `json:"when,omitempty"`
	// Entity asks to treat the whole content as one entity of this type.
	Entity *string `json:"entity,omitempty"`

	// Output selection.
	Abuse                 *bool   `json:"abuse,omitempty"`
	Sentiment             *bool   `json:"sentiment,omitempty"`
	DocumentSentiment     *bool   `json:"document_sentiment,omitempty"`
	Entities              *bool   `json:"entities,omitempty"`
	Topics                *bool   `json:"topics,omitempty"`
	TopicStats            *bool   `json:"topic_stats,omitempty"`
	OptimizeTopics        *bool   `json:"optimize_topics,omitempty"`
	Words                 *bool   `json:"words,omitempty"`
	FetchDefinitions      *bool   `json:"fetch_definitions,omitempty"`
	Parses                *bool   `json:"parses,omitempty"`
	Deterministic         *bool   `json:"deterministic,omitempty"`
	Snippets              *bool   `json:"snippets,omitempty"`
	Explain               *bool   `json:"explain,omitempty"`
	State                 *bool   `json:"state,omitempty"`
	Relations             *bool   `json:"relations,omitempty"`
	FeatureStandard       *string `json:"feature_standard,omitempty"`
	TopicStandard         *string `json:"topic_standard,omitempty"`
	SentimentAnalysisType *string `json:"sentiment_analysis_type,omitempty"`

	// Signal-to-noise.
	KeywordFeatures map[string]string `json:"keyword_features,omitempty"`
	StopHypernyms   []int64           `json:"stop_hypernyms,omitempty"`
	Relevant        []int64           `json:"relevant,omitempty"`
	AbuseNotNoise   *bool             `json:"abuse_not_noise,omitempty"`

	// Long-term memory, as returned in an earlier response's memory.
	Flags       []Flag       `json:"flags,omitempty"`
	Antecedents []Antecedent `json:"antecedents,omitempty"`
	Assign      []Assignment `json:"assign,omitempty"`
}

// SetMemory sets the memory keys (flags, antecedents, assign) to m, the
// memory of an earlier response of the same conversation; nil clears
// them. It is what the "memory" key does in JSON.
func (s *Settings) SetMemory(m *Memory) {
	if m == nil {
		s.Flags, s.Antecedents, s.Assign = nil, nil, nil
		return
	}
	s.Flags, s.Antecedents, s.Assign = m.Flags, m.Antecedents, m.Assign
}

// Bool returns a pointer to v, for Settings fields.
func Bool(v bool) *bool { return &v }

// Int returns a pointer to v, for Settings fields.
func Int(v int) *int { return &v }

// String returns a pointer to v, for Settings fields.
func String(v string) *string { return &v }

// Accepted values of the enumerated settings.
var (
	formats                = []string{"review", "dialogue", "shortpost", "longform", "proofread", "alias", "search"}
	featureStandards       = []string{"ud", "penn", "native", "description", "glossing"}
	topicStandards         = []string{"iptc_code", "iptc_description", "iab_code", "iab_description", "native"}
	sentimentAnalysisTypes = []string{"products_and_services", "entity"}
)

// on returns the value of an optional boolean setting with its default.
func on(p *bool, def bool) bool {
	if p == nil {
		return def
	}
	return *p
}

// UnmarshalJSON decodes the service's settings object. Unknown keys are
// ignored, as the service ignores them; a known key with a value of the wrong
// type or outside its range is an *Error naming the key.
func (s *Settings) UnmarshalJSON(data []byte) error {
	fields, err := objectFields(data, "settings")
	if err != nil {
		return err
	}
	*s = Settings{}
	for _, k := range sortedKeys(fields) {
		raw := fields[k]
		if isNull(raw) {
			continue
		}
		key := "settings." + k
		if p := s.boolField(k); p != nil {
			var v bool
			if err := decodeInto(raw, key, "a boolean", &v); err != nil {
				return err
			}
			*p = &v
			continue
		}
		if p := s.stringField(k); p != nil {
			var v string
			if err := decodeString(raw, key, &v); err != nil {
				return err
			}
			*p = &v
			continue
		}
		switch k {
		case "min_generic_frequency":
			var v int
			if err := decodeInto(raw, key, "an integer", &v); err != nil {
				return err
			}
			s.MinGenericFrequency = &v
		case "domain_factors":
			m, err := decodeDomainFactors(raw, key)
			if err != nil {
				return err
			}
			s.DomainFactors = m
		case "keyword_features":
			err = decodeInto(raw, key, "an object of strings", &s.KeywordFeatures)
		case "stop_hypernyms":
			err = decodeInto(raw, key, "an array of family ids", &s.StopHypernyms)
		case "relevant":
			err = decodeInto(raw, key, "an array of family ids", &s.Relevant)
		case "flags":
			err = decodeInto(raw, key, "an array of flags", &s.Flags)
		case "antecedents":
			err = decodeInto(raw, key, "an array of antecedents", &s.Antecedents)
		case "assign":
			err = decodeInto(raw, key, "an array of reassignments", &s.Assign)
		case "memory":
			// A whole memory object, as a response carries it.
			var m Memory
			if err = decodeInto(raw, key, "a memory object", &m); err == nil {
				s.Flags = append(s.Flags, m.Flags...)
				s.Antecedents = append(s.Antecedents, m.Antecedents...)
				s.Assign = append(s.Assign, m.Assign...)
			}
		}
		if err != nil {
			return err
		}
	}
	return s.Validate()
}

func (s *Settings) boolField(k string) **bool {
	switch k {
	case "disable_spellcheck":
		return &s.DisableSpellcheck
	case "lowercase_spellcheck_only":
		return &s.LowercaseSpellcheckOnly
	case "subscope":
		return &s.Subscope
	case "disable_phrases":
		return &s.DisablePhrases
	case "disable_commonsense_cues":
		return &s.DisableCommonsenseCues
	case "abuse":
		return &s.Abuse
	case "sentiment":
		return &s.Sentiment
	case "document_sentiment":
		return &s.DocumentSentiment
	case "entities":
		return &s.Entities
	case "topics":
		return &s.Topics
	case "topic_stats":
		return &s.TopicStats
	case "optimize_topics":
		return &s.OptimizeTopics
	case "words":
		return &s.Words
	case "fetch_definitions":
		return &s.FetchDefinitions
	case "parses":
		return &s.Parses
	case "deterministic":
		return &s.Deterministic
	case "snippets":
		return &s.Snippets
	case "explain":
		return &s.Explain
	case "state":
		return &s.State
	case "relations":
		return &s.Relations
	case "abuse_not_noise":
		return &s.AbuseNotNoise
	}
	return nil
}

func (s *Settings) stringField(k string) **string {
	switch k {
	case "format":
		return &s.Format
	case "lang_detect_segmentation_regex":
		return &s.LangDetectSegmentationRegex
	case "when":
		return &s.When
	case "entity":
		return &s.Entity
	case "feature_standard":
		return &s.FeatureStandard
	case "topic_standard":
		return &s.TopicStandard
	case "sentiment_analysis_type":
		return &s.SentimentAnalysisType
	}
	return nil
}

// Validate checks values that JSON types alone do not constrain. It returns
// an *Error naming the first key at fault.
func (s *Settings) Validate() error {
	if err := oneOf(s.Format, "settings.format", formats); err != nil {
		return err
	}
	if err := oneOf(s.FeatureStandard, "settings.feature_standard", featureStandards); err != nil {
		return err
	}
	if err := oneOf(s.TopicStandard, "settings.topic_standard", topicStandards); err != nil {
		return err
	}
	if err := oneOf(s.SentimentAnalysisType, "settings.sentiment_analysis_type", sentimentAnalysisTypes); err != nil {
		return err
	}
	if v := s.MinGenericFrequency; v != nil && (*v < 0 || *v > 10) {
		return badRequest("settings.min_generic_frequency", "must be an integer from 0 to 10, got %d", *v)
	}
	if s.When != nil {
		if _, err := time.Parse("2006-01-02", *s.When); err != nil {
			return badRequest("settings.when", "must be a date YYYY-MM-DD, got %q", *s.When)
		}
	}
	if s.LangDetectSegmentationRegex != nil {
		if _, err := regexp.Compile(*s.LangDetectSegmentationRegex); err != nil {
			return &Error{Status: 400, Key: "settings.lang_detect_segmentation_regex", Message: "regular expression does not compile: " + err.Error(), Err: err}
		}
	}
	for d, f := range s.DomainFactors {
		if f < 0 || f != f {
			return badRequest("settings.domain_factors."+d, "multiplier must be a non-negative number")
		}
	}
	if err := s.validateMemory(); err != nil {
		return err
	}
	return s.validateRelevance()
}

// validateMemory checks the memory keys: flags, antecedents and assign
// rules (their regular expressions must compile as RE2).
func (s *Settings) validateMemory() error {
	for i, f := range s.Flags {
		key := fmt.Sprintf("settings.flags[%d]", i)
		if f.Value == "" {
			return badRequest(key, "flag has no value")
		}
		switch f.Type {
		case "", "Grammar", "Semantics", "Style":
		default:
			return badRequest(key+".type", "unknown flag type %q (Grammar, Semantics or Style)", f.Type)
		}
	}
	for i, a := range s.Antecedents {
		key := fmt.Sprintf("settings.antecedents[%d]", i)
		if err := checkFamily(a.Family, key+".family", true); err != nil {
			return err
		}
		if err := checkFeatures(a.Features, key+".features", memory.ConditionIndex); err != nil {
			return err
		}
	}
	for i, a := range s.Assign {
		if _, err := a.compile(fmt.Sprintf("settings.assign[%d]", i)); err != nil {
			return err
		}
	}
	return nil
}

// compile checks an assign rule and turns it into the form the memory
// stage runs; key names the rule in errors.
func (a Assignment) compile(key string) (doc.Assignment, error) {
	var out doc.Assignment
	if a.If.empty() {
		return out, badRequest(key+".if", "needs at least one of regex, family, features, hypernym")
	}
	if a.Then.empty() {
		return out, badRequest(key+".then", "needs at least one of family, features, hypernym, attribution")
	}
	if a.If.Regex != nil {
		re, err := compileRE2(*a.If.Regex)
		if err != nil {
			return out, &Error{Status: 400, Key: key + ".if.regex", Message: "regular expression does not compile: " + err.Error(), Err: err}
		}
		out.If.Regex = re
	}
	checks := []struct {
		id  *int64
		key string
		dst *uint32
	}{
		{a.If.Family, key + ".if.family", &out.If.Family},
		{a.If.Hypernym, key + ".if.hypernym", &out.If.Hypernym},
		{a.Then.Family, key + ".then.family", &out.Then.Family},
		{a.Then.Hypernym, key + ".then.hypernym", &out.Then.Hypernym},
	}
	for _, c := range checks {
		if c.id == nil {
			continue
		}
		if err := checkFamily(*c.id, c.key, false); err != nil {
			return out, err
		}
		*c.dst = uint32(*c.id)
	}
	if err := checkFeatures(a.If.Features, key+".if.features", memory.ConditionIndex); err != nil {
		return out, err
	}
	if err := checkFeatures(a.Then.Features, key+".then.features", memory.ActionIndex); err != nil {
		return out, err
	}
	out.If.Features = docFeatures(a.If.Features)
	out.Then.Features = docFeatures(a.Then.Features)
	out.Then.Attribution = a.Then.Attribution != nil && *a.Then.Attribution
	return out, nil
}

// compileRE2 compiles an RE2 expression. The syntax is checked first with
// Go's parser of the same syntax, which reports errors without the C
// library's logging to stderr.
func compileRE2(expr string) (*re2.Regexp, error) {
	if _, err := syntax.Parse(expr, syntax.Perl); err != nil {
		return nil, err
	}
	return re2.Compile(expr)
}

// checkFamily checks a family id; zero is allowed where it means "not
// given".
func checkFamily(id int64, key string, zeroOK bool) error {
	if id < 0 || id > math.MaxUint32 || id == 0 && !zeroOK {
		return badRequest(key, "%d is not a family id", id)
	}
	return nil
}

// checkFeatures checks that every feature has an index the setting
// accepts (see package memory: 1 part of speech, 2..22 grammar, 99 other,
// 100 semantic class).
func checkFeatures(fs []IndexValue, key string, ok func(int) bool) error {
	for i, f := range fs {
		if !ok(f.Index) {
			return badRequest(fmt.Sprintf("%s[%d].index", key, i), "unknown feature index %d", f.Index)
		}
		if f.Value == "" {
			return badRequest(fmt.Sprintf("%s[%d].value", key, i), "feature has no value")
		}
	}
	return nil
}

func docFeatures(fs []IndexValue) []doc.IndexValue {
	if len(fs) == 0 {
		return nil
	}
	out := make([]doc.IndexValue, len(fs))
	for i, f := range fs {
		out[i] = doc.IndexValue{Index: f.Index, Value: f.Value}
	}
	return out
}

// validateRelevance checks the signal-to-noise keys.
func (s *Settings) validateRelevance() error {
	if key, err := relevance.CheckKeywordFeatures(s.KeywordFeatures); err != nil {
		return badRequest("settings.keyword_features."+key, "%v", err)
	}
	for name, ids := range map[string][]int64{"stop_hypernyms": s.StopHypernyms, "relevant": s.Relevant} {
		for i, id := range ids {
			if err := checkFamily(id, fmt.Sprintf("settings.%s[%d]", name, i), false); err != nil {
				return err
			}
		}
	}
	return nil
}

// memoryOptions compiles the memory settings for the stages. Settings
// that passed Validate always compile.
func memoryOptions(s *Settings) (doc.Memory, error) {
	var m doc.Memory
	for i, a := range s.Assign {
		da, err := a.compile(fmt.Sprintf("settings.assign[%d]", i))
		if err != nil {
			return doc.Memory{}, err
		}
		m.Assign = append(m.Assign, da)
	}
	for _, a := range s.Antecedents {
		m.Antecedents = append(m.Antecedents, doc.Antecedent{Family: uint32(a.Family), Features: docFeatures(a.Features)})
	}
	return m, nil
}

// relevanceOptions resolves the signal-to-noise settings for the stages.
func relevanceOptions(s *Settings) doc.Relevance {
	return doc.Relevance{
		KeywordFeatures: s.KeywordFeatures,
		StopHypernyms:   familyIDs(s.StopHypernyms),
		Relevant:        familyIDs(s.Relevant),
		Rank:            s.Relevant != nil,
		AbuseNotNoise:   on(s.AbuseNotNoise, false),
	}
}

func familyIDs(ids []int64) []uint32 {
	if len(ids) == 0 {
		return nil
	}
	out := make([]uint32, len(ids))
	for i, id := range ids {
		out[i] = uint32(id)
	}
	return out
}

func oneOf(p *string, key string, allowed []string) error {
	if p == nil {
		return nil
	}
	for _, a := range allowed {
		if *p == a {
			return nil
		}
	}
	return badRequest(key, "unknown value %q (one of %v)", *p, allowed)
}

// decodeDomainFactors accepts the object form {"crime": 2} and the array
// form [{"crime": 2}, {"sport": 0.5}] the service's documentation shows.
func decodeDomainFactors(raw json.RawMessage, key string) (map[string]float64, error) {
	raw = bytes.TrimSpace(raw)
	if len(raw) > 0 && raw[0] == '[' {
		var parts []map[string]float64
		if err := decodeInto(raw, key, "an object or array of domain multipliers", &parts); err != nil {
			return nil, err
		}
		m := map[string]float64{}
		for _, p := range parts {
			for k, v := range p {
				m[k] = v
			}
		}
		return m, nil
	}
	var m map[string]float64
	err := decodeInto(raw, key, "an object of domain multipliers", &m)
	return m, err
}

// objectFields splits a JSON object into its raw members. where names the
// object in errors ("" for the request root).
func objectFields(data []byte, where string) (map[string]json.RawMessage, error) {
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(data, &fields); err != nil || fields == nil {
		msg := "invalid JSON"
		if err == nil || isTypeError(err) {
			msg = "must be a JSON object"
		} else {
			msg += ": " + err.Error()
		}
		return nil, &Error{Status: 400, Key: where, Message: msg, Err: err}
	}
	return fields, nil
}

func isTypeError(err error) bool {
	_, ok := err.(*json.UnmarshalTypeError)
	return ok
}

func decodeString(raw json.RawMessage, key string, dst *string) error {
	return decodeInto(raw, key, "a string", dst)
}

// decodeInto unmarshals raw into dst; a failure becomes a 400 for key. An
// *Error from a nested decoder keeps its own, more precise key.
func decodeInto(raw json.RawMessage, key, want string, dst any) error {
	err := json.Unmarshal(raw, dst)
	if err == nil {
		return nil
	}
	if e, ok := err.(*Error); ok {
		if e.Key == "" {
			e.Key = key
		} else if key != "" {
			e.Key = key + e.Key
		}
		return e
	}
	return &Error{Status: 400, Key: key, Message: "must be " + want, Err: err}
}

func isNull(raw json.RawMessage) bool {
	return string(bytes.TrimSpace(raw)) == "null"
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
