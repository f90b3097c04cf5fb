package argot

import (
	"context"
	"encoding/json"
	"errors"
	"testing"

	"github.com/argot-nlp/argot/packs/all"
)

func TestSimilarity(t *testing.T) {
	a := newTestAnalyzer(t, WithPackFS(all.FS))
	ctx := context.Background()
	score := func(l1, c1, l2, c2 string) float64 {
		t.Helper()
		s, err := a.Similarity(ctx, SimilarityRequest{Language1: l1, Content1: c1, Language2: l2, Content2: c2})
		if err != nil {
			t.Fatal(err)
		}
		if s < 0 || s > 1 {
			t.Fatalf("%q / %q: %v outside 0..1", c1, c2, s)
		}
		return s
	}
	same := score("en", "A man is playing a guitar.", "en", "A man is playing a guitar.")
	close := score("en", "A man is playing a guitar.", "en", "A man plays the guitar.")
	far := score("en", "A man is playing a guitar.", "en", "The government raised taxes.")
	if same < 0.999 || close <= far || close < 0.7 {
		t.Errorf("same %.3f, paraphrase %.3f, unrelated %.3f", same, close, far)
	}
	cross := score("en", "A man is playing a guitar.", "es", "Un hombre está tocando la guitarra.")
	crossFar := score("en", "A man is playing a guitar.", "es", "El gobierno subió los impuestos.")
	if cross <= crossFar || cross < 0.5 {
		t.Errorf("en/es translation %.3f, unrelated %.3f", cross, crossFar)
	}
	detected := score("*", "A man is playing a guitar.", "es|it", "Un hombre está tocando la guitarra.")
	if detected != cross {
		t.Errorf("with detection %.3f, with the languages given %.3f", detected, cross)
	}
}

func TestSimilarityErrors(t *testing.T) {
	a := newTestAnalyzer(t, WithPackFS(all.FS), WithMaxInput(64))
	for _, c := range []struct {
		req SimilarityRequest
		key string
	}{
		{SimilarityRequest{Language1: "xx", Content1: "a", Language2: "en", Content2: "b"}, "language1"},
		{SimilarityRequest{Language1: "en", Content1: "a", Language2: "", Content2: "b"}, "language2"},
		{SimilarityRequest{Language1: "en", Content1: "a", Language2: "en|xx", Content2: "b"}, "language2"},
		{SimilarityRequest{Language1: "en", Content1: "a", Language2: "en", Content2: "\xff"}, "content2"},
		{SimilarityRequest{Language1: "en", Content1: string(make([]byte, 65)), Language2: "en", Content2: "b"}, "content1"},
		{SimilarityRequest{Language1: "en", Content1: "a", Language2: "en", Content2: "b", Settings: Settings{MinGenericFrequency: Int(11)}}, "settings.min_generic_frequency"},
	} {
		_, err := a.Similarity(context.Background(), c.req)
		var e *Error
		if !errors.As(err, &e) || e.Status != 400 || e.Key != c.key {
			t.Errorf("%+v: got %v, want a 400 for %s", c.req, err, c.key)
		}
	}
}

func TestDecodeHelperRequests(t *testing.T) {
	req, err := DecodeSimilarityRequest([]byte(`{"content1":"a","language1":"en","content2":"b","language2":"de","settings":{"disable_spellcheck":true}}`))
	if err != nil || req.Language2 != "de" || req.Settings.DisableSpellcheck == nil {
		t.Errorf("decoded %+v, %v", req, err)
	}
	for body, key := range map[string]string{
		`{"content1":5}`:                             "content1",
		`{"from":"en","to":["de"]}`:                  "to",
		`{"settings":{"min_generic_frequency":"x"}}`: "settings.min_generic_frequency",
		`{`: "",
	} {
		_, err1 := DecodeSimilarityRequest([]byte(body))
		_, err2 := DecodeTransformRequest([]byte(body))
		for _, err := range []error{err1, err2} {
			var e *Error
			if err == nil {
				continue // a key of the other request type
			}
			if !errors.As(err, &e) || e.Status != 400 || e.Key != key {
				t.Errorf("%s: got %v, want a 400 for %q", body, err, key)
			}
		}
	}
	b, _ := json.Marshal(SimilarityRequest{Content1: "a", Language1: "en", Content2: "b", Language2: "de"})
	if string(b) != `{"content1":"a","language1":"en","content2":"b","language2":"de"}` {
		t.Errorf("marshalled %s", b)
	}
}

// FuzzHelperRequests decodes outside input as similarity and transform
// requests and answers them: never a panic, and every failure a 400 or,
// for a stage fault, a 500.
func FuzzHelperRequests(f *testing.F) {
	a := newTestAnalyzer(f, WithPackFS(all.FS))
	f.Add([]byte(`{"content1":"A dog.","language1":"en","content2":"Ein Hund.","language2":"de"}`))
	f.Add([]byte(`{"from":"*","to":"ja","content":"The cat sleeps."}`))
	f.Add([]byte(`{"from":"en","to":"en","content":"Big houses!"}`))
	f.Add([]byte(`{"content1":null,"settings":{"format":"x"}}`))
	f.Fuzz(func(t *testing.T, body []byte) {
		ctx := context.Background()
		if req, err := DecodeSimilarityRequest(body); err == nil {
			if s, err := a.Similarity(ctx, req); err == nil && (s < 0 || s > 1) {
				t.Errorf("similarity %v outside 0..1", s)
			} else if err != nil {
				checkHelperError(t, err)
			}
		} else {
			checkHelperError(t, err)
		}
		if req, err := DecodeTransformRequest(body); err == nil {
			if _, err := a.Transform(ctx, req); err != nil {
				checkHelperError(t, err)
			}
		} else {
			checkHelperError(t, err)
		}
	})
}

func checkHelperError(t *testing.T, err error) {
	t.Helper()
	var e *Error
	if !errors.As(err, &e) || e.Status != 400 && e.Status != 500 {
		t.Errorf("error %v is not an *Error with status 400 or 500", err)
	}
}
