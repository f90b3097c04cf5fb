package bench

import (
	"bytes"
	"context"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestChrF(t *testing.T) {
	var same chrfStats
	same.add("the cat sat", "the cat sat")
	if got := same.score(); math.Abs(got-100) > 1e-9 {
		t.Errorf("chrF of identical text = %v, want 100", got)
	}
	var none chrfStats
	none.add("xyz", "abc")
	if got := none.score(); got != 0 {
		t.Errorf("chrF of disjoint text = %v, want 0", got)
	}
	// White space does not count: "thecat" and "the cat" are the same.
	var ws chrfStats
	ws.add("thecat", "the cat")
	if got := ws.score(); math.Abs(got-100) > 1e-9 {
		t.Errorf("chrF ignoring spaces = %v, want 100", got)
	}
	// A hypothesis with half of the reference: recall weighs more, so
	// the score is nearer recall than precision (1).
	var half chrfStats
	half.add("abcd", "abcdefgh")
	if got := half.score(); got <= 20 || got >= 60 {
		t.Errorf("chrF of a prefix = %v, want between 20 and 60", got)
	}
	var empty chrfStats
	if got := empty.score(); got != 0 {
		t.Errorf("chrF of nothing = %v", got)
	}
}

// TestTransformSuite runs the suite on a few sentences per pair when the
// shared dev files are present.
func TestTransformSuite(t *testing.T) {
	d := os.Getenv("ARGOT_SHARED")
	if d == "" {
		d = filepath.Join("..", "..", "shared")
	}
	if _, err := os.Stat(filepath.Join(d, "devsets", "parallel")); err != nil {
		t.Skipf("devsets/parallel not found under %s (set ARGOT_SHARED)", d)
	}
	cfg := Config{Data: d, MaxSentences: 10, Langs: []string{"ja", "de"}}
	var buf bytes.Buffer
	if err := runTransform(context.Background(), cfg, &buf); err != nil {
		t.Fatal(err)
	}
	t.Log("\n" + buf.String())
	for _, row := range []string{"| en | ja | 10 |", "| de | en | 10 |", "| de | nl | 10 |"} {
		if !strings.Contains(buf.String(), row) {
			t.Errorf("no row %s in\n%s", row, buf.String())
		}
	}
}
