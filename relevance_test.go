package argot

import (
	"context"
	"testing"

	"github.com/argot-nlp/argot/packs/all"
)

// TestRelevanceTwoSteps runs signal-to-noise ranking as the service
// describes it: keyword_features over a headline give relevant, and posts
// parsed with relevant get a signal2noise that puts the on-topic post
// first.
func TestRelevanceTwoSteps(t *testing.T) {
	a := newTestAnalyzer(t, WithPackFS(all.FS))
	ctx := context.Background()
	head, err := a.Parse(ctx, Request{Language: "en", Content: "Car makers report record profits",
		Settings: Settings{KeywordFeatures: map[string]string{"pos": "NOUN"}}})
	if err != nil {
		t.Fatal(err)
	}
	if len(head.Relevant) < 2 || head.Signal2Noise != nil {
		t.Fatalf("headline: relevant %v, signal2noise %v; want nouns and no score", head.Relevant, head.Signal2Noise)
	}
	score := func(text string, s Settings) float64 {
		t.Helper()
		s.Relevant = head.Relevant
		r, err := a.Parse(ctx, Request{Language: "en", Content: text, Settings: s})
		if err != nil {
			t.Fatal(err)
		}
		if r.Signal2Noise == nil {
			t.Fatalf("%q: no signal2noise", text)
		}
		return *r.Signal2Noise
	}
	on := score("The automaker said its earnings doubled as vehicle sales rose.", Settings{})
	off := score("My cat sleeps on the sofa all afternoon.", Settings{})
	if on <= off {
		t.Errorf("on-topic %v <= off-topic %v", on, off)
	}
	abusive := "The automaker said its earnings doubled, you fucking idiot."
	if plain, kept := score(abusive, Settings{}), score(abusive, Settings{AbuseNotNoise: Bool(true)}); plain >= kept {
		t.Errorf("abuse not penalised: %v, with abuse_not_noise %v", plain, kept)
	}
	// A name the lexicon has no family for takes part as a name id.
	names, err := a.Parse(ctx, Request{Language: "en", Content: "Ericsson sees earnings improve",
		Settings: Settings{KeywordFeatures: map[string]string{"pos": "PROPN|NOUN"}}})
	if err != nil {
		t.Fatal(err)
	}
	head.Relevant = names.Relevant
	if named, other := score("Shares in Ericsson rose on Monday.", Settings{}), score("Shares in Nokia rose on Monday.", Settings{}); named <= other {
		t.Errorf("relevant %v: post naming Ericsson %v, Nokia %v; want the first higher", names.Relevant, named, other)
	}
	// stop_hypernyms drops candidates: every noun is a kind of entity
	// (35545), so none is left.
	r, err := a.ParseJSON(ctx, []byte(`{"language":"en","content":"Car makers report record profits","settings":{"keyword_features":{"pos":"NOUN"},"stop_hypernyms":[35545]}}`))
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Relevant) > 0 {
		t.Errorf("stop_hypernyms entity kept %v", r.Relevant)
	}
}
