package argot

import (
	"context"
	"errors"
	"reflect"
	"testing"

	"github.com/argot-nlp/argot/packs/all"
)

func TestCompareNames(t *testing.T) {
	a := newTestAnalyzer(t)
	cases := []struct {
		req  NameComparisonRequest
		want NameComparison
	}{
		{NameComparisonRequest{Language1: "en", Entity1: "Kevin Tan", Language2: "en", Entity2: "TAN Kevin", Type: "person"}, NameComparison{Result: "same"}},
		{NameComparisonRequest{Language1: "en", Entity1: "William Smith", Language2: "ru", Entity2: "Вилл Смит"}, NameComparison{Result: "different", Differences: []string{"variation"}}},
		{NameComparisonRequest{Language1: "en", Entity1: "John Smith", Language2: "en", Entity2: "Mary Smith"}, NameComparison{Result: "different", Differences: []string{"given_name"}}},
		{NameComparisonRequest{Language1: "en", Entity1: "John and Mary", Language2: "en", Entity2: "John"}, NameComparison{Result: "no_single_entity"}},
	}
	for _, c := range cases {
		got, err := a.CompareNames(context.Background(), c.req)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(*got, c.want) {
			t.Errorf("%s / %s: got %+v want %+v", c.req.Entity1, c.req.Entity2, *got, c.want)
		}
	}
	for _, bad := range []NameComparisonRequest{
		{Language1: "xx", Entity1: "a", Language2: "en", Entity2: "b"},
		{Language1: "en", Entity1: "a", Language2: "en", Entity2: "b", Type: "organization"},
	} {
		_, err := a.CompareNames(context.Background(), bad)
		var e *Error
		if !errors.As(err, &e) || e.Status != 400 || e.Key == "" {
			t.Errorf("%+v: got %v, want a 400 naming the key", bad, err)
		}
	}
}

func TestDetectLanguage(t *testing.T) {
	a := newTestAnalyzer(t, WithPackFS(all.FS))
	ctx := context.Background()
	det, err := a.DetectLanguage(ctx, DetectionRequest{Content: "Der schnelle braune Fuchs springt über den faulen Hund. || Le renard brun rapide saute par-dessus le chien paresseux.", Delimiter: `\|\|`})
	if err != nil {
		t.Fatal(err)
	}
	if len(det.Languages) != 2 || det.Languages[0].Language != "de" || det.Languages[1].Language != "fr" {
		t.Fatalf("segments = %+v", det.Languages)
	}
	if s := det.Languages[1]; s.Offset < 55 || s.Score <= 0 || s.Score > 1 {
		t.Errorf("second segment = %+v", s)
	}
	// Cues restrict the answer.
	det, err = a.DetectLanguage(ctx, DetectionRequest{Content: "Jeg kan godt lide at læse bøger om aftenen.", Languages: "da|no"})
	if err != nil || len(det.Languages) != 1 || det.Languages[0].Language != "da" {
		t.Errorf("cued detection = %+v, %v", det, err)
	}
	for _, bad := range []DetectionRequest{{Content: "x", Delimiter: "(["}, {Content: "x", Languages: "en|xx"}} {
		_, err := a.DetectLanguage(ctx, bad)
		var e *Error
		if !errors.As(err, &e) || e.Status != 400 {
			t.Errorf("%+v: %v", bad, err)
		}
	}
	if _, err := newTestAnalyzer(t).DetectLanguage(ctx, DetectionRequest{Content: "hello"}); AsError(err).Status != 500 {
		t.Errorf("detection without packs: %v", err)
	}
}

func TestParseDetectsLanguage(t *testing.T) {
	a := newTestAnalyzer(t, WithPackFS(all.FS))
	for _, c := range []struct{ code, text, want string }{
		{"*", "Ceci est une phrase en français, avec quelques mots de plus.", "fr"},
		{"?", "これは日本語の文です。", "ja"},
		{"de|nl", "Dit is een zin in het Nederlands.", "nl"},
	} {
		resp, err := a.Parse(context.Background(), Request{Language: c.code, Content: c.text})
		if err != nil {
			t.Fatal(err)
		}
		if resp.Language != c.want {
			t.Errorf("%q: language = %q, want %q", c.text, resp.Language, c.want)
		}
	}
	resp, _ := a.Parse(context.Background(), Request{Language: "en", Content: "plain"})
	if resp.Language != "" {
		t.Errorf("language set without detection: %q", resp.Language)
	}
	if _, err := a.CompareNames(context.Background(), NameComparisonRequest{Language1: "*", Entity1: "a", Language2: "en", Entity2: "b"}); AsError(err).Status != 400 {
		t.Errorf("compare-names with *: %v", err)
	}
}

func TestInflections(t *testing.T) {
	a := newTestAnalyzer(t, WithPackFS(all.FS))
	ctx := context.Background()
	forms, err := a.Inflections(ctx, InflectionsRequest{Language: "en", Word: "went"})
	if err != nil {
		t.Fatal(err)
	}
	var lemma, past bool
	for _, f := range forms {
		lemma = lemma || (f.Text == "go" && f.IsLemma)
		past = past || (f.Text == "went" && !f.IsLemma)
		if f.Features == nil || f.Features[0].Index != 1 {
			t.Errorf("%q: features %+v do not start with the part of speech", f.Text, f.Features)
		}
	}
	if !lemma || !past {
		t.Errorf("went: lemma go %v, form went %v in %d forms", lemma, past, len(forms))
	}
	de, err := a.Inflections(ctx, InflectionsRequest{Language: "de", Word: "Häuser"})
	if err != nil || len(de) == 0 || de[0].Text != "Haus" || !de[0].IsLemma {
		t.Errorf("de Häuser: %+v %v", de, err)
	}
	for _, bad := range []InflectionsRequest{{Language: "en"}, {Language: "xx", Word: "a"}, {Language: "en", Lexeme: 1 << 40}, {Language: "en", Lexeme: 99999999}} {
		if _, err := a.Inflections(ctx, bad); AsError(err).Status != 400 {
			t.Errorf("%+v: %v", bad, err)
		}
	}
}
