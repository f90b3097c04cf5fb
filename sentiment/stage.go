package sentiment

import (
	"context"

	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/lexdata"
)

// Stage runs Analyze in the pipeline and records the result on the
// document.
type Stage struct {
	core func() (*lexdata.Core, error)
}

// NewStage returns the sentiment stage; core gives the core pack's
// families (it may be nil or fail, and the stage then uses the language
// pack's word lexicon alone).
func NewStage(core func() (*lexdata.Core, error)) *Stage { return &Stage{core: core} }

// Name implements pipeline.Stage.
func (s *Stage) Name() string { return "sentiment" }

// Run implements pipeline.Stage.
func (s *Stage) Run(ctx context.Context, d *doc.Document, lang *lexdata.Language) error {
	var core *lexdata.Core
	if s.core != nil {
		if c, err := s.core(); err == nil {
			core = c
		}
	}
	res, err := Analyze(ctx, d, lang, core, Options{Format: d.Opts.Format})
	if err != nil {
		return err
	}
	d.Sentiment = doc.Sentiment{Expressions: res.Expressions, Score: res.Score, Scored: true}
	return nil
}
