package grammar

import (
	"context"
	"strings"

	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/lexdata"
	"github.com/argot-nlp/argot/tokenize"
)

// Stage is the grammar stage of the pipeline. It runs after senses.
type Stage struct{}

// NewStage returns the stage.
func NewStage() *Stage { return &Stage{} }

// Name implements pipeline.Stage.
func (s *Stage) Name() string { return "grammar" }

// Run implements pipeline.Stage: it tags every chunk of every sentence of
// d and rewrites the lexical annotations to agree with the tag (see the
// package documentation). Without a pack it adds nothing. A corrupt tagger
// section is reported as an error.
func (s *Stage) Run(ctx context.Context, d *doc.Document, lang *lexdata.Language) error {
	if lang == nil {
		return nil
	}
	tg, err := For(lang)
	if err != nil {
		return err
	}
	var (
		words, lower []string
		lex          []lexInfo
		idx          []int // token index of each word
	)
	for si := range d.Sentences {
		if si%64 == 0 {
			if err := ctx.Err(); err != nil {
				return err
			}
		}
		sent := &d.Sentences[si]
		if len(sent.Tokens) == 0 {
			continue
		}
		// The senses stage has looked the words up: its readings stand for
		// the lexicon's (in the lexicon's order but for its choice, which
		// it moved to the front). A corrected chunk is tagged by its
		// correction; the other chunks the correction spans are skipped.
		words, lower, lex, idx = words[:0], lower[:0], lex[:0], idx[:0]
		for ti, form := range sent.Forms() {
			t := &sent.Tokens[ti]
			words = append(words, form)
			lower = append(lower, tokenize.NormalizeForLookup(d.Lang, form))
			lex = append(lex, lexInfoOfReadings(t.Readings))
			idx = append(idx, ti)
		}
		tags := tg.tag(words, lower, lex, func(i, upos int) []string {
			return readingFeats(sent.Tokens[idx[i]].Readings, upos)
		})
		for i, ti := range idx {
			t := &sent.Tokens[ti]
			tag := tags[i]
			if upos := classTag(t); upos != "" && upos != tag.UPOS && t.Corrected == "" {
				tag = Tag{UPOS: upos}
			}
			apply(t, words[i], tag)
		}
	}
	return nil
}

func lexInfoOfReadings(rs []doc.Reading) lexInfo {
	li := lexInfo{first: -1}
	for i := range rs {
		t := uposIndex(rs[i].POS)
		if t < 0 {
			continue
		}
		li.mask |= 1 << t
		if li.first < 0 {
			li.first = int8(t)
		}
	}
	return li
}

// readingFeats is lexiconBundle for readings.
func readingFeats(rs []doc.Reading, upos int) []string {
	for i := range rs {
		if uposIndex(rs[i].POS) == upos && len(rs[i].Features) > 0 {
			return sortedFeats(rs[i].Features)
		}
	}
	return nil
}

// classTag is the tag the tokenizer's class implies, or "".
func classTag(t *doc.Token) string {
	switch {
	case t.Kind == doc.Punctuation || t.Class == doc.ClassPunct:
		return "PUNCT"
	case t.Kind == doc.Numeral || t.Class == doc.ClassNumber:
		return "NUM"
	case t.Class == doc.ClassSymbol || t.Class == doc.ClassEmoji:
		return "SYM"
	}
	return ""
}

// fallbackPOS are the lexicon parts of speech that stand for a tag the
// wordnets do not use.
var fallbackPOS = map[string]string{"PROPN": "NOUN", "AUX": "VERB"}

// apply records tag on t (whose text, or correction, is form) and moves the first reading with the tag's part
// of speech (or its fallback) to the front.
func apply(t *doc.Token, form string, tag Tag) {
	t.POS = tag.UPOS
	t.Features = tag.Feats
	if len(t.Readings) == 0 {
		if t.Kind == doc.Word {
			t.Lemma = lemmaOf(form, tag.UPOS)
		}
		return
	}
	ri := readingWith(t.Readings, tag.UPOS)
	if ri < 0 {
		ri = readingWith(t.Readings, fallbackPOS[tag.UPOS])
	}
	if ri < 0 {
		// No reading fits: the senses stage's lexeme would contradict the
		// tag, so the token keeps no lexeme; Readings stay for n-best.
		t.Lexeme, t.Family = 0, 0
		t.Lemma = lemmaOf(form, tag.UPOS)
		return
	}
	if ri > 0 {
		r := t.Readings[ri]
		copy(t.Readings[1:ri+1], t.Readings[:ri])
		t.Readings[0] = r
	}
	r := &t.Readings[0]
	t.Lexeme, t.Lemma = r.Lexeme, r.Lemma
	t.Family = 0
	if len(r.Families) > 0 {
		t.Family = r.Families[0]
	}
}

func readingWith(rs []doc.Reading, pos string) int {
	if pos == "" {
		return -1
	}
	for i := range rs {
		if rs[i].POS == pos {
			return i
		}
	}
	return -1
}

// lemmaOf is the lemma of a word no reading fits: the form as written for
// proper nouns, else lower-cased.
func lemmaOf(form, upos string) string {
	if upos == "PROPN" {
		return form
	}
	return strings.ToLower(form)
}
