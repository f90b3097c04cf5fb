package argot

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/argot-nlp/argot/packs/all"
)

func TestTransform(t *testing.T) {
	a := newTestAnalyzer(t, WithPackFS(all.FS))
	ctx := context.Background()
	for _, c := range []struct {
		req  TransformRequest
		want string // a word the output must hold
	}{
		{TransformRequest{From: "ja", To: "en", Content: "彼女はりんごを食べます"}, "eat"},
		{TransformRequest{From: "en", To: "de", Content: "The dog sleeps in the garden."}, "Hund"},
		{TransformRequest{From: "*", To: "es", Content: "The children drink milk every morning."}, "leche"},
		{TransformRequest{From: "de|nl", To: "en", Content: "Der Hund schläft im Garten."}, "dog"},
		{TransformRequest{From: "en", To: "en", Content: "The cat is sleeping on the sofa."}, "couch"},
	} {
		got, err := a.Transform(ctx, c.req)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(got, c.want) {
			t.Errorf("%s->%s %q = %q, want it to hold %q", c.req.From, c.req.To, c.req.Content, got, c.want)
		}
	}
}

// TestTransformEveryPair checks that every pair of languages gives output.
func TestTransformEveryPair(t *testing.T) {
	if testing.Short() {
		t.Skip("loads every pack")
	}
	a := newTestAnalyzer(t, WithPackFS(all.FS))
	samples := map[string]string{}
	for _, l := range a.Languages() {
		// One sentence per language: the English one translated.
		s, err := a.Transform(context.Background(), TransformRequest{From: "en", To: l.ID, Content: "The old man buys bread in the city."})
		if err != nil || strings.TrimSpace(s) == "" {
			t.Fatalf("en->%s: %q, %v", l.ID, s, err)
		}
		samples[l.ID] = s
	}
	for from, text := range samples {
		for _, l := range a.Languages() {
			if s, err := a.Transform(context.Background(), TransformRequest{From: from, To: l.ID, Content: text}); err != nil || strings.TrimSpace(s) == "" {
				t.Errorf("%s->%s of %q: %q, %v", from, l.ID, text, s, err)
			}
		}
	}
}

func TestTransformErrors(t *testing.T) {
	a := newTestAnalyzer(t, WithPackFS(all.FS))
	for _, c := range []struct {
		req TransformRequest
		key string
	}{
		{TransformRequest{From: "en", To: "xx", Content: "a"}, "to"},
		{TransformRequest{From: "en", To: "*", Content: "a"}, "to"},
		{TransformRequest{From: "", To: "de", Content: "a"}, "from"},
		{TransformRequest{From: "qq|en", To: "de", Content: "a"}, "from"},
		{TransformRequest{From: "en", To: "de", Content: "\xff\xfe"}, "content"},
		{TransformRequest{From: "en", To: "de", Content: "a", Settings: Settings{Format: String("poem")}}, "settings.format"},
	} {
		_, err := a.Transform(context.Background(), c.req)
		var e *Error
		if !errors.As(err, &e) || e.Status != 400 || e.Key != c.key {
			t.Errorf("%+v: got %v, want a 400 for %s", c.req, err, c.key)
		}
	}
	if _, err := newTestAnalyzer(t).Transform(context.Background(), TransformRequest{From: "en", To: "de", Content: "a"}); !errors.Is(err, ErrInternal) {
		t.Errorf("without packs: %v, want a 500", err)
	}
}
