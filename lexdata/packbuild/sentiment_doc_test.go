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

// TestSentimentDocTraining checks, in every language with training
// files, that no training sentence is in the aspect evaluation's fifth,
// that the sentences of the sentence-polarity files, all trained on, carry
// the part the sentiment suite scores them in out of fold, and that every
// file gives sentences.
func TestSentimentDocTraining(t *testing.T) {
	dir := filepath.Join("..", "..", "..", "shared", "devsets", "sentiment")
	if _, err := os.Stat(dir); err != nil {
		t.Skip("no shared data:", err)
	}
	for _, lang := range SentimentDocLanguages() {
		items, err := SentimentDocTraining(dir, lang)
		if err != nil {
			t.Fatal(err)
		}
		held := map[string]bool{}
		aspects := map[string]bool{}
		polarityFiles := false
		for _, f := range SentimentDocFiles(lang) {
			aspects[f.group()] = f.Aspects
			polarityFiles = polarityFiles || !f.Aspects
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
				t.Errorf("%s: trains on a held-aside text: %q", lang, it.Text)
			}
			switch {
			case !aspects[it.Group] && it.Part != int(split.Part(it.Text, 5)):
				t.Errorf("%s: %s part %d, want %d: %q", lang, it.Group, it.Part, split.Part(it.Text, 5), it.Text)
			case aspects[it.Group] && it.Part != -1:
				t.Errorf("%s: aspect sentence with part %d: %q", lang, it.Part, it.Text)
			}
			parts[it.Part]++
		}
		if len(groups) != len(aspects) || len(items) < 200 {
			t.Errorf("%s: %d sentences in groups %v", lang, len(items), groups)
		}
		if lang == "en" && (len(items) < 2000 || groups["en_sst5"] < 800) {
			t.Errorf("en: %d sentences in groups %v", len(items), groups)
		}
		if polarityFiles {
			for p := range 5 {
				if parts[p] < 30 {
					t.Errorf("%s: %d sentence-polarity sentences in part %d", lang, parts[p], p)
				}
			}
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
