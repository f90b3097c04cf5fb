package bench

import (
	"bytes"
	"context"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

func TestCorrelations(t *testing.T) {
	x := []float64{1, 2, 3, 4, 5}
	if got := pearson(x, []float64{2, 4, 6, 8, 10}); math.Abs(got-1) > 1e-12 {
		t.Errorf("pearson of a line = %v", got)
	}
	if got := pearson(x, []float64{5, 4, 3, 2, 1}); math.Abs(got+1) > 1e-12 {
		t.Errorf("pearson of a falling line = %v", got)
	}
	// Monotone but not linear: Spearman 1, Pearson below.
	y := []float64{1, 2, 4, 8, 100}
	if s, p := spearman(x, y), pearson(x, y); math.Abs(s-1) > 1e-12 || p >= 0.99 {
		t.Errorf("spearman %v, pearson %v", s, p)
	}
	if got := pearson([]float64{1, 1}, []float64{1, 2}); got != 0 {
		t.Errorf("pearson with no variance = %v, want 0", got)
	}
	if got := ranks([]float64{3, 1, 3, 2}); !slices.Equal(got, []float64{3.5, 1, 3.5, 2}) {
		t.Errorf("ranks with ties = %v", got)
	}
}

func TestTuningPairSplit(t *testing.T) {
	n := 0
	for i := range 1000 {
		p := similarityPair{Text1: strings.Repeat("a", i), Text2: "b"}
		if tuningPair(p) {
			n++
		}
		if q := (similarityPair{Text1: strings.Repeat("a", i), Text2: "b"}); tuningPair(q) != tuningPair(p) {
			t.Fatal("split is not deterministic")
		}
	}
	if n < 180 || n > 320 {
		t.Errorf("%d of 1000 pairs set aside for tuning, want about 250", n)
	}
}

// TestSimilaritySuite runs the suite on the first pairs of each file when
// the shared dev files are present (go test ./bench -run TestSimilaritySuite
// -v prints the table; ARGOT_EVAL_MAX=0 scores every pair).
func TestSimilaritySuite(t *testing.T) {
	d := os.Getenv("ARGOT_SHARED")
	if d == "" {
		d = filepath.Join("..", "..", "shared")
	}
	if _, err := os.Stat(filepath.Join(d, "devsets", "similarity")); err != nil {
		t.Skipf("devsets/similarity not found under %s (set ARGOT_SHARED)", d)
	}
	cfg := Config{Data: d, MaxSentences: 150, Langs: []string{"en", "es"}}
	var buf bytes.Buffer
	if err := runSimilarity(context.Background(), cfg, &buf); err != nil {
		t.Fatal(err)
	}
	t.Log("\n" + buf.String())
	for _, row := range []string{"| en_stsbenchmark |", "| es_stsb_multi_mt |", "| sts2017_multilingual en-es |"} {
		if !strings.Contains(buf.String(), row) {
			t.Errorf("no row %s in\n%s", row, buf.String())
		}
	}
}
