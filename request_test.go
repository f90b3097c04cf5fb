package argot

import (
	"encoding/json"
	"errors"
	"reflect"
	"testing"
)

func TestSettingsNotGivenVersusFalse(t *testing.T) {
	var s Settings
	if err := json.Unmarshal([]byte(`{"abuse":false,"words":true}`), &s); err != nil {
		t.Fatal(err)
	}
	if s.Abuse == nil || *s.Abuse {
		t.Errorf("abuse = %v, want given false", s.Abuse)
	}
	if s.Sentiment != nil {
		t.Errorf("sentiment given without being in the JSON")
	}
	if !on(s.Sentiment, true) || on(s.Abuse, true) || !on(s.Words, false) {
		t.Errorf("defaults resolved wrongly")
	}
}

func TestSettingsRoundTrip(t *testing.T) {
	in := `{"abuse":false,"antecedents":[{"family":12,"features":[{"index":1,"value":"x"}]}],` +
		`"assign":[{"if":{"regex":"^ch","family":3},"then":{"hypernym":4,"attribution":true}}],` +
		`"deterministic":false,"document_sentiment":true,"domain_factors":{"crime":2},` +
		`"feature_standard":"native","flags":["possible_minor",{"type":"Grammar","index":40,"value":"FEM"}],` +
		`"format":"dialogue","keyword_features":{"1":"NOUN"},"min_generic_frequency":0,"relevant":[1,2],` +
		`"stop_hypernyms":[5],"topic_standard":"iab_code","when":"2024-02-29"}`
	var s Settings
	if err := json.Unmarshal([]byte(in), &s); err != nil {
		t.Fatal(err)
	}
	if s.MinGenericFrequency == nil || *s.MinGenericFrequency != 0 {
		t.Errorf("min_generic_frequency 0 lost")
	}
	if got := s.Flags[0]; got.Value != "possible_minor" || got.Index != 10 || got.Type != "Semantics" {
		t.Errorf("flag from string = %+v", got)
	}
	out, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	var back Settings
	if err := json.Unmarshal(out, &back); err != nil {
		t.Fatalf("re-decode %s: %v", out, err)
	}
	if !reflect.DeepEqual(s, back) {
		t.Errorf("round trip differs:\n%+v\n%+v", s, back)
	}
}

func TestSettingsDomainFactorsArrayForm(t *testing.T) {
	var s Settings
	if err := json.Unmarshal([]byte(`{"domain_factors":[{"crime":2},{"sport":0.5}]}`), &s); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(s.DomainFactors, map[string]float64{"crime": 2, "sport": 0.5}) {
		t.Errorf("domain_factors = %v", s.DomainFactors)
	}
}

func TestSettingsErrorsNameTheKey(t *testing.T) {
	cases := []struct {
		json, key string
	}{
		{`{"min_generic_frequency":11}`, "settings.min_generic_frequency"},
		{`{"min_generic_frequency":-1}`, "settings.min_generic_frequency"},
		{`{"min_generic_frequency":"high"}`, "settings.min_generic_frequency"},
		{`{"min_generic_frequency":2.5}`, "settings.min_generic_frequency"},
		{`{"format":"tweet"}`, "settings.format"},
		{`{"topic_standard":"dewey"}`, "settings.topic_standard"},
		{`{"feature_standard":"xpos"}`, "settings.feature_standard"},
		{`{"sentiment_analysis_type":"aspects"}`, "settings.sentiment_analysis_type"},
		{`{"when":"2024-13-01"}`, "settings.when"},
		{`{"when":"yesterday"}`, "settings.when"},
		{`{"lang_detect_segmentation_regex":"(["}`, "settings.lang_detect_segmentation_regex"},
		{`{"assign":[{"if":{"family":1},"then":{"family":2}},{"if":{"regex":"a("},"then":{"family":2}}]}`, "settings.assign[1].if.regex"},
		{`{"assign":[{"if":{},"then":{"family":2}}]}`, "settings.assign[0].if"},
		{`{"abuse":"yes"}`, "settings.abuse"},
		{`{"words":1}`, "settings.words"},
		{`{"flags":["not_a_flag"]}`, "settings.flags"},
		{`{"relevant":["a"]}`, "settings.relevant"},
		{`{"domain_factors":{"crime":-2}}`, "settings.domain_factors.crime"},
		{`[]`, "settings"},
	}
	for _, c := range cases {
		var s Settings
		err := json.Unmarshal([]byte(c.json), &s)
		var e *Error
		if !errors.As(err, &e) {
			t.Errorf("%s: error %v is not an *Error", c.json, err)
			continue
		}
		if e.Status != 400 || e.Key != c.key {
			t.Errorf("%s: got status %d key %q, want 400 %q (%s)", c.json, e.Status, e.Key, c.key, e.Message)
		}
		if !errors.Is(err, ErrBadRequest) {
			t.Errorf("%s: not errors.Is ErrBadRequest", c.json)
		}
	}
}

func TestDecodeRequestErrors(t *testing.T) {
	cases := []struct {
		body, key string
	}{
		{`{"language":"en","content":`, ""},
		{`not json`, ""},
		{`{"language":5,"content":"x"}`, "language"},
		{`{"language":"en","content":["x"]}`, "content"},
		{`{"language":"en","content":"x","settings":{"parses":"no"}}`, "settings.parses"},
		{`{"language":"en","content":"x","settings":7}`, "settings"},
	}
	for _, c := range cases {
		_, err := DecodeRequest([]byte(c.body))
		var e *Error
		if !errors.As(err, &e) || e.Status != 400 || e.Key != c.key {
			t.Errorf("%s: got %v, want 400 with key %q", c.body, err, c.key)
		}
	}
	req, err := DecodeRequest([]byte(`{"language":"en","content":"Hi","settings":null,"extra":1}`))
	if err != nil || req.Language != "en" || req.Content != "Hi" {
		t.Errorf("valid request: %+v %v", req, err)
	}
}

func TestErrorJSON(t *testing.T) {
	b, err := json.Marshal(badRequest("settings.format", "bad"))
	if err != nil {
		t.Fatal(err)
	}
	want := `{"error":{"status":400,"key":"settings.format","message":"bad"}}`
	if string(b) != want {
		t.Errorf("got %s want %s", b, want)
	}
	if errors.Is(&Error{Status: 500}, ErrBadRequest) || !errors.Is(&Error{Status: 500}, ErrInternal) {
		t.Error("errors.Is by status is wrong")
	}
}
