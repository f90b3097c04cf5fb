package bench

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/argot-nlp/argot/entities"
	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/tokenize"
)

// TestEntityPatterns holds the stage to the suite's targets: precision at
// least 0.98 and recall at least 0.95 for every type.
func TestEntityPatterns(t *testing.T) {
	rows, errs, err := EvalEntityPatterns(context.Background(), GeneratePatternSuite(patternSeed, 100))
	if err != nil {
		t.Fatal(err)
	}
	for i, e := range errs {
		if i < 30 {
			t.Log(e)
		}
	}
	for _, r := range rows {
		if r.Precision < 0.98 || r.Recall < 0.95 {
			t.Errorf("%s: precision %.3f recall %.3f (gold %d, found %d, correct %d)", r.Type, r.Precision, r.Recall, r.Gold, r.Found, r.Correct)
		}
	}
}

// entityBenchText is ordinary prose with a few entities in it.
const entityBenchText = `The meeting is on Friday, March 14, 2025 at 10:30 am in Berlin. ` +
	`Please send the report to anna.schmidt@example.com before noon, or call +49 30 12345678. ` +
	`We paid $1,250 for 12 kg of coffee beans, which is more than last year. ` +
	`The new website is live at https://shop.example.org/products and the team is happy with it. ` +
	`Most of the people who came to the talk had read the book and asked good questions about it. `

// BenchmarkEntities measures the stage alone on tokenized prose.
func BenchmarkEntities(b *testing.B) {
	st, err := entities.New()
	if err != nil {
		b.Fatal(err)
	}
	tk, err := tokenize.New("en")
	if err != nil {
		b.Fatal(err)
	}
	text := strings.Repeat(entityBenchText, 20)
	sents := tk.Tokenize(text)
	tokens := 0
	for _, s := range sents {
		tokens += len(s.Tokens)
	}
	b.ReportAllocs()
	b.ResetTimer()
	start := time.Now()
	for b.Loop() {
		d := &doc.Document{Text: text, Lang: "en", Sentences: sents}
		if err := st.Run(context.Background(), d, nil); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(tokens*b.N)/time.Since(start).Seconds(), "tokens/s")
}
