package sentiment_test

import (
	"context"
	"testing"

	"github.com/argot-nlp/argot/grammar"
	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/internal/pipeline"
	"github.com/argot-nlp/argot/phrases"
	"github.com/argot-nlp/argot/senses"
	"github.com/argot-nlp/argot/sentiment"
	"github.com/argot-nlp/argot/tokenize"
)

// BenchmarkAnalyze times Analyze alone (the document score included, and
// the learned document model where the pack has one) over sentences the
// earlier stages have annotated.
func BenchmarkAnalyze(b *testing.B) {
	texts := []string{
		"The staff were rude, but the room was lovely.",
		"in his first stab at the form , jacquot takes a slightly anarchic approach that works only sporadically .",
		"The director doesn't give us a single character worth caring about.",
		"I charge it at night and skip taking the cord with me because of the good battery life.",
	}
	pack, err := store().Language("en")
	if err != nil {
		b.Fatal(err)
	}
	core, err := store().Families()
	if err != nil {
		b.Fatal(err)
	}
	stages := []pipeline.Stage{tokenize.NewStage(), senses.NewStage(store().Families),
		grammar.NewStage(), phrases.NewStage(store().Families)}
	var docs []*doc.Document
	words := 0
	for _, text := range texts {
		d := &doc.Document{Text: text, Lang: "en"}
		if err := pipeline.Run(context.Background(), stages, d, pack); err != nil {
			b.Fatal(err)
		}
		for _, s := range d.Sentences {
			words += len(s.Tokens)
		}
		docs = append(docs, d)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		for _, d := range docs {
			if _, err := sentiment.Analyze(context.Background(), d, pack, core, sentiment.Options{}); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(words)*float64(b.N)/b.Elapsed().Seconds(), "tokens/s")
}
