package bench

import (
	"bytes"
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/argot-nlp/argot/lexdata/packbuild"
)

// TestDocLearningCurve checks the learning-curve table of the
// document-model cross-validation on sentences made for the test: a row
// per share, from none of the weighted file's sentences training to all
// of them (four fifths of each per fold), and accuracies within 0..1.
func TestDocLearningCurve(t *testing.T) {
	var items []packbuild.SentimentDocItem
	praise := []string{"great", "wonderful", "excellent", "lovely", "superb"}
	blame := []string{"awful", "terrible", "boring", "dreadful", "poor"}
	for i := range 40 {
		for k, group := range []string{"en_sst5", "en_semeval2014_laptops"} {
			word, positive := praise[i%5], true
			if i%2 == 1 {
				word, positive = blame[i%5], false
			}
			text := fmt.Sprintf("The %s film number %d was %s.", group, i, word)
			items = append(items, packbuild.SentimentDocItem{Text: text, Positive: positive, Group: group,
				Fold: packbuild.SentimentDocFold(text), Part: -k})
		}
	}
	examples, err := sentimentDocExamples(context.Background(), Config{}, "en", items)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := reportDocLearningCurve(&buf, "en", items, examples, 0.03); err != nil {
		t.Fatal(err)
	}
	var rows []string
	for _, l := range strings.Split(buf.String(), "\n") {
		if strings.HasPrefix(l, "| ") && strings.Contains(l, "/8 |") {
			rows = append(rows, l)
		}
	}
	if len(rows) != len(docCurveKeep) {
		t.Fatalf("%d rows, want %d:\n%s", len(rows), len(docCurveKeep), buf.String())
	}
	var share, n int
	var acc, others float64
	if _, err := fmt.Sscanf(rows[0], "| %d/8 | %d | %f | %f |", &share, &n, &acc, &others); err != nil || share != 0 || n != 0 {
		t.Errorf("first row %q: want no SST sentence training", rows[0])
	}
	if _, err := fmt.Sscanf(rows[len(rows)-1], "| %d/8 | %d | %f | %f |", &share, &n, &acc, &others); err != nil || share != 8 || n != 32 ||
		acc < 0 || acc > 1 || others < 0 || others > 1 {
		t.Errorf("last row %q: want all 40 SST sentences, 32 training each fold", rows[len(rows)-1])
	}
}
