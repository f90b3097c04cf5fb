package packbuild

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/argot-nlp/argot/internal/jsonl"
	"github.com/argot-nlp/argot/internal/split"
	"github.com/argot-nlp/argot/sentiment"
)

func TestSentimentDocLabel(t *testing.T) {
	tests := []struct {
		line    string
		aspects bool
		want    string
	}{
		{`{"aspects":[{"polarity":"positive"},{"polarity":"neutral"}]}`, true, "positive"},
		{`{"aspects":[{"polarity":"negative"}],"categories":[{"polarity":"negative"}]}`, true, "negative"},
		{`{"aspects":[{"polarity":"positive"},{"polarity":"negative"}]}`, true, ""},
		{`{"aspects":[{"polarity":"conflict"}]}`, true, ""},
		{`{"aspects":[{"polarity":"neutral"}]}`, true, "neutral"},
		{`{"aspects":[{"polarity":"neutral"}],"categories":[{"polarity":"negative"}]}`, true, "negative"},
		{`{"aspects":[]}`, true, ""},
		{`{"polarity":"negative"}`, false, "negative"},
		{`{"polarity":"neutral"}`, false, "neutral"},
		{`{"polarity":null}`, false, ""},
	}
	for _, tc := range tests {
		var l sentimentDocLine
		if err := json.Unmarshal([]byte(tc.line), &l); err != nil {
			t.Fatal(err)
		}
		if got := l.label(tc.aspects); got != tc.want {
			t.Errorf("%s: label %q, want %q", tc.line, got, tc.want)
		}
	}
}

// TestSentimentDocTraining checks that no training sentence is in the
// aspect evaluation's fifth, and that the SST sentences, all trained on,
// carry the part the sentiment suite scores them in out of fold.
func TestSentimentDocTraining(t *testing.T) {
	dir := filepath.Join("..", "..", "..", "shared", "devsets", "sentiment")
	if _, err := os.Stat(dir); err != nil {
		t.Skip("no shared data:", err)
	}
	items, err := SentimentDocTraining(dir, "en")
	if err != nil {
		t.Fatal(err)
	}
	held := map[string]bool{}
	for _, f := range SentimentDocFiles("en") {
		readDocLines(t, filepath.Join(dir, f.Name), func(l sentimentDocLine) {
			// The part the aspect evaluation scores, independently of
			// trainable.
			if f.Aspects && sentiment.AspectScored(l.ID, l.Text) {
				held[l.Text] = true
			}
		})
	}
	groups := map[string]int{}
	parts := map[int]int{}
	for _, it := range items {
		groups[it.Group]++
		if held[it.Text] {
			t.Errorf("trains on a held-aside text: %q", it.Text)
		}
		switch {
		case it.Group == "en_sst5" && it.Part != int(split.Part(it.Text, 5)):
			t.Errorf("SST part %d, want %d: %q", it.Part, split.Part(it.Text, 5), it.Text)
		case it.Group != "en_sst5" && it.Part != -1:
			t.Errorf("aspect sentence with part %d: %q", it.Part, it.Text)
		}
		parts[it.Part]++
	}
	if len(groups) != 4 || len(items) < 2000 || groups["en_sst5"] < 800 {
		t.Errorf("%d sentences in groups %v", len(items), groups)
	}
	for p := range 5 {
		if parts[p] < 100 {
			t.Errorf("%d SST sentences in part %d", parts[p], p)
		}
	}
}

func readDocLines(t *testing.T, path string, fn func(sentimentDocLine)) {
	t.Helper()
	err := jsonl.Lines(path, func(b []byte) error {
		var l sentimentDocLine
		if err := json.Unmarshal(b, &l); err != nil {
			return err
		}
		fn(l)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
