package bench

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strconv"
	"testing"
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
}
