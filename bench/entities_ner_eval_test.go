package bench

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/argot-nlp/argot/internal/doc"
)

func TestGoldSpans(t *testing.T) {
	tags := strings.Fields("B-PER I-PER O I-LOC I-LOC B-LOC O B-MISC I-ORG B-ORG")
	want := []nerSpan{{0, 2, "PER"}, {3, 5, "LOC"}, {5, 6, "LOC"}, {8, 9, "ORG"}, {9, 10, "ORG"}}
	if got := goldSpans(tags); !slices.Equal(got, want) {
		t.Errorf("goldSpans = %v, want %v", got, want)
	}
}

func TestPredictedSpans(t *testing.T) {
	d := nerGoldDoc("en", strings.Fields("John Smith visited New York ."), nil)
	d.Entities = []doc.Entity{
		{Name: "John Smith", Types: []string{"person"}, Mentions: []doc.Mention{{Offset: 0, Length: 10}}},
		{Name: "New York", Types: []string{"place", "organization"}, Mentions: []doc.Mention{{Offset: 19, Length: 8}}},
		{Name: "x", Types: []string{"email"}, Mentions: []doc.Mention{{Offset: 0, Length: 4}}},
	}
	want := []nerSpan{{0, 2, "PER"}, {3, 5, "LOC"}}
	if got := predictedSpans(d); !slices.Equal(got, want) {
		t.Errorf("predictedSpans = %v, want %v", got, want)
	}
}

// TestEntitiesNER runs the suite on the shared dev files when they are
// present (go test ./bench -run TestEntitiesNER -v prints the table).
func TestEntitiesNER(t *testing.T) {
	d := os.Getenv("ARGOT_SHARED")
	if d == "" {
		d = filepath.Join("..", "..", "shared")
	}
	if _, err := os.Stat(filepath.Join(d, "devsets", "ner")); err != nil {
		t.Skipf("devsets/ner not found under %s (set ARGOT_SHARED)", d)
	}
	var buf bytes.Buffer
	if err := runEntitiesNER(context.Background(), Config{Data: d, Langs: []string{"en"}}, &buf); err != nil {
		t.Fatal(err)
	}
	t.Log("\n" + buf.String())
	for _, want := range []string{"| en_conll2003.jsonl | en |", "| exact span and type |"} {
		if !strings.Contains(buf.String(), want) {
			t.Errorf("no %q row in\n%s", want, buf.String())
		}
	}
}
