package bench

import (
	"context"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

func TestJaccard(t *testing.T) {
	for _, c := range []struct {
		a, b []string
		want float64
	}{
		{nil, nil, 1},
		{[]string{"x"}, nil, 0},
		{[]string{"x", "y"}, []string{"y"}, 0.5},
		{[]string{"x"}, []string{"x"}, 1},
	} {
		if got := jaccard(c.a, c.b); got != c.want {
			t.Errorf("jaccard(%v, %v) = %v, want %v", c.a, c.b, got, c.want)
		}
	}
}

// TestTopicsEval runs the suite on a few items of each set; it needs the
// shared folder. ARGOT_TOPICS_N sets the items per set (default 20).
func TestTopicsEval(t *testing.T) {
	cfg := Config{Langs: []string{"en", "de", "fr"}, MaxSentences: 20, Mismatches: 0}
	if os.Getenv("ARGOT_SHARED") == "" {
		cfg.Data = "../../shared"
	}
	if _, err := os.Stat(filepath.Join(cfg.DataDir(), "devsets", "topics")); err != nil {
		t.Skip("no shared devsets:", err)
	}
	if n, err := strconv.Atoi(os.Getenv("ARGOT_TOPICS_N")); err == nil {
		cfg.MaxSentences = n
	}
	if m, err := strconv.Atoi(os.Getenv("ARGOT_TOPICS_MISMATCHES")); err == nil {
		cfg.Mismatches = m
	}
	det, note, err := TopicDetector(cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Log(note)
	for _, set := range append(topicFiles, "sib200") {
		rows, err := EvalTopicSet(context.Background(), cfg, det, set)
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range rows {
			if r.N == 0 {
				t.Errorf("%s %s: no items", set, r.Lang)
			}
			t.Logf("%s %s n=%d acc=%.3f best=%.3f none=%.3f", set, r.Lang, r.N, r.Accuracy, r.BestAccuracy, r.NoTopic)
			for _, m := range r.mismatches {
				t.Log("  ", m)
			}
		}
	}
}

// TestTopicsSuite prints the whole suite's table (as `argot eval topics`
// does) when ARGOT_TOPICS_FULL is set; it takes a few minutes.
func TestTopicsSuite(t *testing.T) {
	if os.Getenv("ARGOT_TOPICS_FULL") == "" {
		t.Skip("set ARGOT_TOPICS_FULL=1 to run")
	}
	cfg := Config{Data: os.Getenv("ARGOT_SHARED")}
	if cfg.Data == "" {
		cfg.Data = "../../shared"
	}
	s, ok := Lookup("topics")
	if !ok {
		t.Fatal("topics suite not registered")
	}
	var b strings.Builder
	if err := s.Run(context.Background(), cfg, &b); err != nil {
		t.Fatal(err)
	}
	t.Log("\n" + b.String())
}
