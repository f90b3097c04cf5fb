package bench

import (
	"bytes"
	"context"
	"math"
	"slices"
	"strings"
	"testing"
)

func TestRankAUC(t *testing.T) {
	on := []bool{true, true, false, false}
	for _, c := range []struct {
		scores []float64
		want   float64
	}{
		{[]float64{0.9, 0.8, 0.1, 0.2}, 1},
		{[]float64{0.1, 0.2, 0.9, 0.8}, 0},
		{[]float64{0.5, 0.5, 0.5, 0.5}, 0.5},
		{[]float64{0.9, 0.1, 0.5, 0.05}, 0.75},
	} {
		if got := rankAUC(c.scores, on); math.Abs(got-c.want) > 1e-9 {
			t.Errorf("rankAUC(%v) = %v, want %v", c.scores, got, c.want)
		}
	}
}

func TestNDCG(t *testing.T) {
	on := []bool{false, true, false, true}
	if got := ndcgAt([]float64{0.1, 0.9, 0.2, 0.8}, on, 10); math.Abs(got-1) > 1e-9 {
		t.Errorf("perfect ranking: %v, want 1", got)
	}
	// Ties go against the relevant items.
	tied := ndcgAt([]float64{0.5, 0.5, 0.5, 0.5}, on, 10)
	worst := ndcgAt([]float64{0.9, 0.1, 0.8, 0.2}, on, 10)
	if math.Abs(tied-worst) > 1e-9 || tied >= 1 {
		t.Errorf("all tied: %v, want the worst ranking's %v", tied, worst)
	}
}

func TestSentences(t *testing.T) {
	it := newsItem{Title: "Head", Text: "Head\nThe firm said profits rose sharply in the last quarter. \"It was a good year,\" said its chief executive.\nShort one.\nMr. Smith met the board of the firm on Monday."}
	got := sentences(it)
	want := []string{
		"The firm said profits rose sharply in the last quarter.",
		"It was a good year,\" said its chief executive.",
		"Mr. Smith met the board of the firm on Monday.",
	}
	if !slices.Equal(got, want) {
		t.Errorf("sentences = %q, want %q", got, want)
	}
}

func TestBuildRelevanceQueries(t *testing.T) {
	var items []newsItem
	for i, label := range strings.Split("a b c a b c a b c a b c", " ") {
		items = append(items, newsItem{ID: string(rune('A' + i)), Title: "t" + label, Label: label,
			Text: "t" + label + "\nThis is a long enough sentence about topic " + label + " number one. And here is another sentence about " + label + "."})
	}
	// Category queries need a next article of the same label: the last
	// of each label has none.
	for story, want := range map[bool]int{true: 12, false: 9} {
		qs := buildRelevanceQueries(items, story)
		if len(qs) != want {
			t.Fatalf("story=%v: %d queries, want %d", story, len(qs), want)
		}
		for _, q := range qs {
			label := strings.TrimPrefix(q.headline, "t")
			for i, p := range q.posts {
				if strings.Contains(p, "topic "+label) != q.on[i] && strings.Contains(p, "about "+label) != q.on[i] {
					t.Errorf("story=%v %q: post %q marked on=%v", story, q.headline, p, q.on[i])
				}
			}
		}
	}
}

// TestRelevanceSuite runs a few queries of the suite on the shared dev
// files when they are present.
func TestRelevanceSuite(t *testing.T) {
	cfg := Config{Data: sharedDir(t), MaxSentences: 4, Langs: []string{"fr"}}
	var buf bytes.Buffer
	if err := runRelevance(context.Background(), cfg, &buf); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(buf.String(), "| story | fr_masakhanews | score | 4 |") {
		t.Errorf("unexpected table:\n%s", buf.String())
	}
}

func TestRelevanceHalves(t *testing.T) {
	t.Setenv("ARGOT_EVAL_PART", "")
	if got := relevanceHalves(); !slices.Equal(got, []string{"tune", "score"}) {
		t.Errorf("default halves %v", got)
	}
	t.Setenv("ARGOT_EVAL_PART", "tune")
	if got := relevanceHalves(); !slices.Equal(got, []string{"tune"}) {
		t.Errorf("tune-only halves %v", got)
	}
}
