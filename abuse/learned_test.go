package abuse_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/argot-nlp/argot/abuse"
)

// syntheticExamples are messages whose offence and type a single feature
// decides, with a clean source that the rules flag half the time.
func syntheticExamples() []abuse.Example {
	var out []abuse.Example
	for i := range 400 {
		e := abuse.Example{Source: "labelled", Validate: i%4 == 0}
		switch i % 3 {
		case 0:
			e.Features = []string{"bias", "w:idiot", fmt.Sprintf("w:filler%d", i%7)}
			e.Offensive, e.Type = true, "personal_attack"
		case 1:
			e.Features = []string{"bias", "w:damn", fmt.Sprintf("w:filler%d", i%7)}
			e.Offensive, e.Type = true, "profanity"
			e.RuleOffensive, e.RuleWeak = i%2 == 0, i%2 == 0
		default:
			e.Features = []string{"bias", "w:weather", fmt.Sprintf("w:filler%d", i%7)}
		}
		out = append(out, e)
	}
	for i := range 100 {
		out = append(out, abuse.Example{Source: "clean", Validate: i%4 == 0,
			Observation: abuse.Observation{Features: []string{"bias", "w:weather"}}})
	}
	return out
}

var syntheticOptions = abuse.TrainOptions{
	Types: []string{"personal_attack", "profanity"}, MinCount: 2, Epochs: 5, Rate: 0.1, L2: 1e-4,
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
		features  []string
		offensive bool
		typ       string
	}{
		{[]string{"bias", "w:idiot"}, true, "personal_attack"},
		{[]string{"bias", "w:damn"}, true, "profanity"},
		{[]string{"bias", "w:weather"}, false, ""},
	}
	hi, _ := d.Thresholds()
	for _, tt := range tests {
		p := d.Probability(tt.features)
		if (p >= hi) != tt.offensive {
			t.Errorf("%v: probability %.3f against threshold %.3f, want offensive %v", tt.features, p, hi, tt.offensive)
		}
		if tt.offensive {
			if got := d.Type(tt.features); got != tt.typ {
				t.Errorf("%v: type %s, want %s", tt.features, got, tt.typ)
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
	fs := []string{"bias", "w:idiot"}
	if got, want := back.Probability(fs), d.Probability(fs); got-want > 1e-3 || want-got > 1e-3 {
		t.Errorf("probability after decoding %.4f, before %.4f", got, want)
	}
	h1, c1 := d.Thresholds()
	h2, c2 := back.Thresholds()
	if h1-h2 > 1e-3 || h2-h1 > 1e-3 || c1-c2 > 1e-3 || c2-c1 > 1e-3 {
		t.Errorf("thresholds %.3f/%.3f after decoding, %.3f/%.3f before", h2, c2, h1, c1)
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
	}
	for name, raw := range tests {
		if _, err := abuse.DecodeDecision([]byte(raw)); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
}

func TestTrainNeedsBothParts(t *testing.T) {
	var train []abuse.Example
	for _, e := range syntheticExamples() {
		if !e.Validate {
			train = append(train, e)
		}
	}
	if _, _, err := abuse.Train(train, syntheticOptions); err == nil {
		t.Error("no error without validation messages")
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
		} else if abuse.Validation(id) {
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
	for _, text := range []string{"I'm not calling you an idiot.", "The weather is nice today."} {
		if d := analyse(t, "en", text); len(d.Abuse) > 0 {
			t.Errorf("%q: got %v, want nothing", text, summary(d))
		}
	}
}
