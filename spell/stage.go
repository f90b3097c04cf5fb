package spell

import (
	"context"

	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/lexdata"
)

// Stage runs the corrector in the pipeline: it records each correction on
// the first token it replaces (Token.Corrected, Token.CorrectedSpan).
// Spellchecking runs whether or not words are output, as the service's
// does, unless the settings switch it off.
type Stage struct {
	keep func(lang *lexdata.Language, word string) bool
}

// StageOption configures the spelling stage.
type StageOption func(*Stage)

// WithKeep makes the stage leave alone every single word for which keep
// returns true, such as the names and cue words other stages know and the
// lexicon does not ("wickr", "nudes" in French).
func WithKeep(keep func(lang *lexdata.Language, word string) bool) StageOption {
	return func(s *Stage) { s.keep = keep }
}

// NewStage returns the spelling stage.
func NewStage(opts ...StageOption) *Stage {
	s := &Stage{}
	for _, o := range opts {
		o(s)
	}
	return s
}

// Name implements pipeline.Stage.
func (s *Stage) Name() string { return "spell" }

// Run implements pipeline.Stage. Without a pack it adds nothing.
func (s *Stage) Run(ctx context.Context, d *doc.Document, lang *lexdata.Language) error {
	if lang == nil || d.Opts.DisableSpellcheck {
		return nil
	}
	c, err := For(lang)
	if err != nil {
		return err
	}
	m := newMemo()
	lookup := func(key string) []lexdata.Analysis { return d.Lookup(lang, key) }
	names := c.Names(d.Sentences)
	for si := range d.Sentences {
		if si%64 == 0 {
			if err := ctx.Err(); err != nil {
				return err
			}
		}
		sent := &d.Sentences[si]
		opts := Options{LowercaseOnly: d.Opts.LowercaseSpellcheckOnly, Text: sent.Text, Offset: sent.Offset, Names: names, memo: m, lookup: lookup}
		for _, corr := range c.Sentence(sent.Tokens, opts) {
			if corr.Index < 0 || corr.Index >= len(sent.Tokens) || corr.Span < 1 {
				continue
			}
			t := &sent.Tokens[corr.Index]
			if corr.Span == 1 && s.kept(d, lang, t.Text) {
				continue
			}
			t.Corrected = corr.Text
			t.CorrectedSpan = min(corr.Span, len(sent.Tokens)-corr.Index)
		}
	}
	return nil
}

// kept reports whether word stays as written: the keep function claims it,
// or a memory assign rule of the request names it by its regex (a word the
// caller defines, "blicky", is no misspelling of "blacky").
func (s *Stage) kept(d *doc.Document, lang *lexdata.Language, word string) bool {
	if s.keep != nil && s.keep(lang, word) {
		return true
	}
	for _, r := range d.Opts.Memory.Assign {
		if r.If.Regex != nil && r.If.Regex.MatchString(word) {
			return true
		}
	}
	return false
}
