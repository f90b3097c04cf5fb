package spell

import (
	"strings"
	"testing"
)

func TestParseRanker(t *testing.T) {
	var full strings.Builder
	for _, name := range penaltyNames {
		full.WriteString(name + " 0.5\n")
	}
	w, ok := parseRanker("# weights\n" + full.String())
	if !ok {
		t.Fatal("a full ranker file rejected")
	}
	for i, v := range w {
		if v != 0.5 {
			t.Errorf("%s = %v, want 0.5", penaltyNames[i], v)
		}
	}
	for _, bad := range []string{
		"",
		"edit 1\n",                    // penalties missing
		full.String() + "unknown 1\n", // no such penalty
		full.String() + "edit -1\n",   // negative
		full.String() + "edit NaN\n",  // not a number
		full.String() + "edit 1 2\n",  // too many fields
		strings.Replace(full.String(), "0.5", "x", 1),
	} {
		if _, ok := parseRanker(bad); ok {
			t.Errorf("parseRanker(%q) accepted", bad)
		}
	}
}

// TestRankerCommitted checks that the English ranker loads and that its
// penalties are all weighed: a penalty the search computes but the file
// drops would silently weigh zero.
func TestRankerCommitted(t *testing.T) {
	w, ok := loadData().rankers["en"]
	if !ok {
		t.Fatal("no English ranker")
	}
	if w[penLearned] == 0 {
		t.Error("the English ranker ignores the learned error model")
	}
}

// FuzzParseRanker checks that no input makes parseRanker panic or accept
// a weight the search cannot use.
func FuzzParseRanker(f *testing.F) {
	f.Add("edit 1\nlearned 1\n")
	f.Add("# c\nsound 1e308\n")
	f.Fuzz(func(t *testing.T, text string) {
		if w, ok := parseRanker(text); ok {
			for _, v := range w {
				if v < 0 || v != v {
					t.Fatalf("accepted weight %v", v)
				}
			}
		}
	})
}
