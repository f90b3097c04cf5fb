package bench

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

func TestHardNegatives(t *testing.T) {
	pairs := []namePair{
		{Lang1: "en", Name1: "anna", Lang2: "ru", Name2: "анна", Match: true},
		{Lang1: "en", Name1: "anna", Lang2: "ru", Name2: "иван", Match: false},
		{Lang1: "en", Name1: "ivan", Lang2: "ru", Name2: "иван", Match: true},
		{Lang1: "en", Name1: "inna", Lang2: "ru", Name2: "инна", Match: true},
	}
	hard := hardNegatives(pairs)
	if len(hard) != 3 {
		t.Fatalf("got %d hard negatives, want 3: %+v", len(hard), hard)
	}
	if hard[0].Name1 != "anna" || hard[0].Name2 != "инна" || hard[0].Match {
		t.Errorf("hard negative of anna = %+v, want инна", hard[0])
	}
}

func TestLevenshtein(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want int
	}{{"", "", 0}, {"kitten", "sitting", 3}, {"анна", "инна", 1}, {"abc", "", 3}} {
		if got := levenshtein([]rune(c.a), []rune(c.b), 100); got != c.want {
			t.Errorf("levenshtein(%q, %q) = %d, want %d", c.a, c.b, got, c.want)
		}
	}
}

// TestNames runs the names suite on the shared dev files when they are
// present (go test ./bench -run TestNames -v prints the table).
func TestNames(t *testing.T) {
	d := os.Getenv("ARGOT_SHARED")
	if d == "" {
		d = filepath.Join("..", "..", "shared")
	}
	if _, err := os.Stat(filepath.Join(d, "devsets", "names")); err != nil {
		t.Skipf("devsets/names not found under %s (set ARGOT_SHARED)", d)
	}
	cfg := Config{Data: d}
	// ARGOT_EVAL_MISMATCHES=N prints up to N errors per file.
	if n, err := strconv.Atoi(os.Getenv("ARGOT_EVAL_MISMATCHES")); err == nil {
		cfg.Mismatches = n
	}
	var buf bytes.Buffer
	if err := runNames(context.Background(), cfg, &buf); err != nil {
		t.Fatal(err)
	}
	t.Log("\n" + buf.String())
	if !strings.Contains(buf.String(), "| all |") {
		t.Errorf("no pooled row in\n%s", buf.String())
	}
}
