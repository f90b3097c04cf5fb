package bench

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/argot-nlp/argot/sentiment"
)

// TestSentimentSuite prints the sentiment table on the shared dev data
// (ARGOT_SENTIMENT_MISSES=n lists errors) and checks it runs.
func TestSentimentSuite(t *testing.T) {
	cfg := Config{Data: os.Getenv("ARGOT_SHARED"), MaxSentences: 200}
	if cfg.Data == "" {
		cfg.Data = "../../shared"
	}
	if _, err := os.Stat(filepath.Join(cfg.DataDir(), "devsets", "sentiment")); err != nil {
		t.Skip("no shared data:", err)
	}
	if n, err := strconv.Atoi(os.Getenv("ARGOT_SENTIMENT_MISSES")); err == nil {
		cfg.Mismatches, cfg.MaxSentences = n, 0
	}
	if testing.Short() {
		cfg.Langs = []string{"en"}
	}
	var buf bytes.Buffer
	if err := runSentiment(context.Background(), cfg, &buf); err != nil {
		t.Fatal(err)
	}
	t.Log("\n" + buf.String())
	r, err := EvalSentiment(context.Background(), cfg, "en_sst5.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	if r.N == 0 || r.Accuracy < 0.55 {
		t.Errorf("SST binary accuracy %.3f on %d texts", r.Accuracy, r.N)
	}
	a, err := EvalAspects(context.Background(), cfg, "en_semeval2014_restaurants.jsonl.zst")
	if err != nil {
		t.Fatal(err)
	}
	if a.Sentences == 0 || a.F1 < 0.4 || a.Polarity < 0.5 {
		t.Errorf("restaurant aspects: term F1 %.3f, polarity accuracy %.3f on %d sentences", a.F1, a.Polarity, a.Sentences)
	}
}

func TestAspectHeldAside(t *testing.T) {
	// The split is by id when there is one, else by text, and keeps
	// about four fifths.
	n := 0
	for i := range 1000 {
		if aspectHeldAside(strconv.Itoa(i), "") {
			n++
		}
	}
	if n < 750 || n > 850 {
		t.Errorf("held aside %d of 1000", n)
	}
	if aspectHeldAside("", "same text") != aspectHeldAside("same text", "other") {
		t.Error("text stands in for a missing id")
	}
}

func TestSemEvalUnmarked(t *testing.T) {
	tests := []struct {
		file, category string
		want           bool
	}{
		{"en_semeval2014_laptops.jsonl.zst", "product", true},
		{"en_semeval2014_restaurants.jsonl.zst", "price", false},
		{"en_semeval2015_restaurants.jsonl.zst", "product", false},
		{"en_semeval2015_restaurants.jsonl.zst", "price", true},
		{"es_semeval2016_ote.jsonl.zst", "quality", true},
		{"es_semeval2016_ote.jsonl.zst", "food", false},
		{"tr_semeval2016_ote.jsonl.zst", "price", false},
	}
	for _, tc := range tests {
		if got := sentiment.SemEvalUnmarked(tc.file, tc.category); got != tc.want {
			t.Errorf("SemEvalUnmarked(%s, %s) = %v, want %v", tc.file, tc.category, got, tc.want)
		}
	}
}

func TestListedErrors(t *testing.T) {
	cfg := Config{Mismatches: 5}
	t.Setenv("ARGOT_EVAL_PART", "")
	if n := listedErrors(cfg); n != 0 {
		t.Errorf("scoring the held-aside part, %d errors listed; want none", n)
	}
	t.Setenv("ARGOT_EVAL_PART", "tune")
	if n := listedErrors(cfg); n != 5 {
		t.Errorf("scoring the tuning fifth, %d errors listed; want 5", n)
	}
}
