package abuse_test

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/argot-nlp/argot/abuse"
)

// Lexical buckets of the synthetic examples.
const (
	bucketIdiot = 7
	bucketDamn  = 1<<abuse.LexBits - 1
	bucketFill  = 100
)

// syntheticExamples are messages whose offence and type a single feature
// decides (a named one or a lexical bucket), with a clean source that the
// rules flag half the time.
func syntheticExamples() []abuse.Example {
	var out []abuse.Example
	for i := range 400 {
		e := abuse.Example{Source: "labelled", Fold: i % 4}
		filler := uint32(bucketFill + i%7)
		switch i % 3 {
		case 0:
			e.Features = []string{"bias", "h:insult"}
			e.Lexical = []uint32{bucketIdiot, filler}
			e.Offensive, e.Type = true, "personal_attack"
		case 1:
			e.Features = []string{"bias"}
			e.Lexical = []uint32{filler, bucketDamn}
			e.Offensive, e.Type = true, "profanity"
			e.RuleOffensive, e.RuleWeak = i%2 == 0, i%2 == 0
		default:
			e.Features = []string{"bias", "x:question"}
			e.Lexical = []uint32{filler}
		}
		out = append(out, e)
	}
	for i := range 100 {
		out = append(out, abuse.Example{Source: "clean", Fold: i % 4,
			Observation: abuse.Observation{Features: []string{"bias", "x:question"}}})
	}
	return out
}

var syntheticOptions = abuse.TrainOptions{
	Types: []string{"personal_attack", "profanity"}, MinCount: 2, Epochs: 5, Rate: 0.1, L2: []float64{1e-4, 1e-2}, Folds: 4,
}

func TestTrainSeparates(t *testing.T) {
	d, rep, err := abuse.Train(syntheticExamples(), syntheticOptions)
	if err != nil {
		t.Fatal(err)
	}
	if rep.ModelF1 <= rep.RulesF1 {
		t.Errorf("validation macro-F1 %.3f with the decision, %.3f without: want an improvement", rep.ModelF1, rep.RulesF1)
	}
	tests := []struct {
		obs       abuse.Observation
		offensive bool
		typ       string
	}{
		{abuse.Observation{Features: []string{"bias", "h:insult"}, Lexical: []uint32{bucketIdiot}}, true, "personal_attack"},
		{abuse.Observation{Features: []string{"bias"}, Lexical: []uint32{bucketDamn}}, true, "profanity"},
		{abuse.Observation{Features: []string{"bias", "x:question"}, Lexical: []uint32{bucketFill}}, false, ""},
	}
	hi, _, _ := d.Thresholds()
	for _, tt := range tests {
		p := d.Probability(tt.obs)
		if (p >= hi) != tt.offensive {
			t.Errorf("%v: probability %.3f against threshold %.3f, want offensive %v", tt.obs, p, hi, tt.offensive)
		}
		if tt.offensive {
			if got := d.Type(tt.obs); got != tt.typ {
				t.Errorf("%v: type %s, want %s", tt.obs, got, tt.typ)
			}
		}
	}
}

func TestDecisionRoundTrip(t *testing.T) {
	d, _, err := abuse.Train(syntheticExamples(), syntheticOptions)
	if err != nil {
		t.Fatal(err)
	}
	back, err := abuse.DecodeDecision(d.Encode())
	if err != nil {
		t.Fatal(err)
	}
	if back.Len() != d.Len() || back.Len() == 0 {
		t.Fatalf("decoded %d features, encoded %d", back.Len(), d.Len())
	}
	for _, o := range []abuse.Observation{
		{Features: []string{"bias", "h:insult"}, Lexical: []uint32{bucketIdiot}},
		{Features: []string{"bias"}, Lexical: []uint32{bucketDamn}},
	} {
		if got, want := back.Probability(o), d.Probability(o); got-want > 1e-3 || want-got > 1e-3 {
			t.Errorf("%v: probability after decoding %.4f, before %.4f", o, got, want)
		}
	}
	h1, c1, s1 := d.Thresholds()
	h2, c2, s2 := back.Thresholds()
	if math.Abs(h1-h2) > 1e-3 || math.Abs(c1-c2) > 1e-3 || math.Abs(s1-s2) > 1e-3 {
		t.Errorf("thresholds %.3f/%.3f/%.3f after decoding, %.3f/%.3f/%.3f before", h2, c2, s2, h1, c1, s1)
	}
}

func TestDecodeDecisionErrors(t *testing.T) {
	tests := map[string]string{
		"no types":        "@offensive\t0.8\nbias\t0.1\n",
		"bad threshold":   "@types\tprofanity\n@offensive\t1.5\n",
		"weight count":    "@types\tprofanity,generic\nbias\t0.1\t0.2\n",
		"bad weight":      "@types\tprofanity\nbias\tx\t0.2\n",
		"short row":       "@types\tprofanity\nbias\n",
		"threshold words": "@types\tprofanity\n@clean\tlow\n",
		"bucket range":    "@types\tprofanity\n@lexbits\t18\n~262144\t0.1\t0.2\n",
		"bucket word":     "@types\tprofanity\n@lexbits\t18\n~x\t0.1\t0.2\n",
		"bucket weights":  "@types\tprofanity\n@lexbits\t18\n~5\t0.1\n",
		"hash size":       "@types\tprofanity\n@lexbits\t16\n~5\t0.1\t0.2\n",
		"no hash size":    "@types\tprofanity\n~5\t0.1\t0.2\n",
		"bad hash size":   "@types\tprofanity\n@lexbits\tmany\n",
	}
	for name, raw := range tests {
		if _, err := abuse.DecodeDecision([]byte(raw)); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
}

func TestTrainNeedsEveryFold(t *testing.T) {
	var train []abuse.Example
	for _, e := range syntheticExamples() {
		if e.Fold != 0 {
			train = append(train, e)
		}
	}
	if _, _, err := abuse.Train(train, syntheticOptions); err == nil {
		t.Error("no error with an empty fold")
	}
	bad := syntheticExamples()
	bad[0].Fold = syntheticOptions.Folds
	if _, _, err := abuse.Train(bad, syntheticOptions); err == nil {
		t.Error("no error with a fold out of range")
	}
	if _, _, err := abuse.Train(syntheticExamples(), abuse.TrainOptions{}); err == nil {
		t.Error("no error without options")
	}
}

func TestHeldOutFifth(t *testing.T) {
	held, validate := 0, 0
	for i := range 5000 {
		id := fmt.Sprintf("olid-%d", i)
		if abuse.HeldOut(id) {
			held++
		} else if abuse.Fold(id) == 0 {
			validate++
		}
	}
	if held < 900 || held > 1100 {
		t.Errorf("%d of 5000 held out, want about a fifth", held)
	}
	if validate < 700 || validate > 900 {
		t.Errorf("%d of 5000 for validation, want about a fifth of the rest", validate)
	}
}

// TestModelJudgement checks the English pack's learned decision: it
// reports an insult no rule catches, over the whole sentence and saying it
// is the model's judgement, and leaves alone a negated insult to the
// reader and clean text.
func TestModelJudgement(t *testing.T) {
	d := analyse(t, "en", "@USER he is a lying sack of garbage")
	if len(d.Abuse) != 1 {
		t.Fatalf("got %v, want one instance", summary(d))
	}
	a := d.Abuse[0]
	if a.Type != "personal_attack" || !strings.Contains(a.Explanation, "learned model") || a.Text != "@USER he is a lying sack of garbage" {
		t.Errorf("got %s %q: %s; want the model's personal_attack over the sentence", a.Type, a.Text, a.Explanation)
	}
	// In edited prose, a word read in its everyday sense is no firm
	// evidence for the model, though another sense is a slur ("boy").
	for _, text := range []string{"I'm not calling you an idiot.", "The weather is nice today.", "A sad boy in a striped shirt is swinging on a swing."} {
		if d := analyse(t, "en", text); len(d.Abuse) > 0 {
			t.Errorf("%q: got %v, want nothing", text, summary(d))
		}
	}
}

// BenchmarkAnalyzeLearned analyses a tweet-like message through the
// English pack's rules and learned decision.
func BenchmarkAnalyzeLearned(b *testing.B) {
	text := "@USER he is a lying sack of garbage and everyone in this town knows it, what a joke #MAGA"
	words := len(strings.Fields(text))
	b.ReportAllocs()
	for b.Loop() {
		analyse(b, "en", text)
	}
	b.ReportMetric(float64(words*b.N)/b.Elapsed().Seconds(), "words/s")
}
