package phrases

import (
	"context"

	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/lexdata"
)

// Stage is the phrases stage of the pipeline. It runs after grammar.
type Stage struct {
	core func() (*lexdata.Core, error)
}

// NewStage returns the stage. core gives the concept families of the core
// pack, whose semantic classes are the commonsense cues; it may be nil or
// return an error, and the stage then parses without cues.
func NewStage(core func() (*lexdata.Core, error)) *Stage {
	return &Stage{core: core}
}

// Name implements pipeline.Stage.
func (s *Stage) Name() string { return "phrases" }

// Run implements pipeline.Stage: it parses every tagged sentence of d
// into Sentence.Parses and sets Token.Role. It adds nothing with
// disable_phrases (bag-of-words mode), nor to sentences the grammar stage
// did not tag (no pack); disable_commonsense_cues parses without semantic
// classes. The stage reads the tags, not the pack.
func (s *Stage) Run(ctx context.Context, d *doc.Document, _ *lexdata.Language) error {
	if d.Opts.DisablePhrases {
		return nil
	}
	var core *lexdata.Core
	if s.core != nil && !d.Opts.DisableCommonsenseCues {
		if c, err := s.core(); err == nil {
			core = c
		}
	}
	cl := classes{core: core, byFamily: map[uint32]string{}}
	opt := Options{Cues: core != nil, Alternatives: d.Opts.NBest}
	var (
		words []Word
		first []int // first token of each word
		after []int // token just past each word
	)
	for si := range d.Sentences {
		if si%64 == 0 {
			if err := ctx.Err(); err != nil {
				return err
			}
		}
		sent := &d.Sentences[si]
		words, first, after = words[:0], first[:0], after[:0]
		for ti, form := range sent.Forms() {
			t := &sent.Tokens[ti]
			words = append(words, Word{Form: form, Lemma: t.Lemma, UPOS: t.POS, Feats: t.Features,
				Abbrev: t.Class == doc.ClassAbbreviation, Class: cl.of(t)})
			first = append(first, ti)
			after = append(after, ti+max(t.CorrectedSpan, 1))
		}
		if !tagged(words) {
			continue
		}
		res, err := Parse(d.Lang, words, opt)
		if err != nil {
			return err
		}
		conv := converter{sent: sent, first: first, after: after}
		sent.Parses = make([]doc.Parse, len(res.Forests))
		for fi, f := range res.Forests {
			sent.Parses[fi].Phrases = conv.phrases(f)
		}
		for wi, role := range res.Roles {
			sent.Tokens[first[wi]].Role = role
		}
	}
	return nil
}

// tagged reports a sentence with at least one tagged word.
func tagged(ws []Word) bool {
	for i := range ws {
		if ws[i].UPOS != "" {
			return true
		}
	}
	return false
}

// classes gives the semantic classes of tokens' families, once per family.
type classes struct {
	core     *lexdata.Core
	byFamily map[uint32]string
}

// of returns the semantic class of a noun's family ("noun.person"), or ""
// without cues; only nouns need one.
func (c *classes) of(t *doc.Token) string {
	if c.core == nil || t.Family == 0 || (t.POS != "NOUN" && t.POS != "PROPN") {
		return ""
	}
	if cls, ok := c.byFamily[t.Family]; ok {
		return cls
	}
	name := c.core.LexName(t.Family)
	c.byFamily[t.Family] = name
	return name
}

// converter turns word-indexed nodes into token-indexed phrases.
type converter struct {
	sent         *doc.Sentence
	first, after []int
}

func (c *converter) phrases(ns []Node) []doc.Phrase {
	if len(ns) == 0 {
		return nil
	}
	out := make([]doc.Phrase, len(ns))
	for i, n := range ns {
		head := c.first[n.Head]
		out[i] = doc.Phrase{
			Type:     n.Type,
			Start:    c.first[n.Start],
			End:      c.after[n.End-1],
			Head:     head,
			Family:   c.sent.Tokens[head].Family,
			Role:     n.Role,
			Children: c.phrases(n.Children),
		}
	}
	return out
}
