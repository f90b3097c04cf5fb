package argot

import (
	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/lexdata"
)

// render turns the annotated document into the service's response, applying
// the output settings. reduced drops the verbose parts (words, parses,
// n-best) for large input. core, when not nil, gives definitions and
// reference lemmas of families.
func render(d *doc.Document, s *Settings, reduced bool, core *lexdata.Core) *Response {
	r := &Response{Text: d.Text, ReducedOutput: reduced}

	if on(s.Words, false) || on(s.Parses, false) {
		wo := wordOptions{
			words:       on(s.Words, false) && !reduced,
			definitions: on(s.FetchDefinitions, false),
			nbest:       !on(s.Deterministic, true) && !reduced,
			ud:          s.FeatureStandard == nil || *s.FeatureStandard == "ud",
			core:        core,
		}
		r.SentenceList = make([]Sentence, len(d.Sentences))
		for i := range d.Sentences {
			r.SentenceList[i] = renderSentence(&d.Sentences[i], &wo)
		}
	}

	if on(s.Entities, true) {
		r.EntitiesSummary = renderEntities(d, on(s.Snippets, false))
	}
	if on(s.State, false) {
		r.Memory = stateOut(s)
	}
	return r
}

// wordOptions are the settings that shape words.
type wordOptions struct {
	words       bool // output words at all
	definitions bool // fetch_definitions
	nbest       bool // deterministic explicitly false
	ud          bool // feature_standard ud (the default)
	core        *lexdata.Core
}

func renderSentence(ds *doc.Sentence, wo *wordOptions) Sentence {
	out := Sentence{Offset: ds.Offset, Length: ds.Length, Text: ds.Text}
	if !wo.words {
		return out
	}
	out.Words = make([]Word, len(ds.Tokens))
	for i := range ds.Tokens {
		out.Words[i] = renderWord(&ds.Tokens[i], ds.Offset, wo)
	}
	return out
}

func renderWord(t *doc.Token, sentenceOffset int, wo *wordOptions) Word {
	w := Word{
		Type:       t.Kind.String(),
		Text:       t.Text,
		Offset:     t.Offset - sentenceOffset,
		Length:     t.Length,
		Lettercase: t.Case.String(),
		Stopword:   t.Stopword,
	}
	if t.HasNumber {
		v := t.Number
		w.NumericValue = &v
	}
	if t.Kind == doc.Punctuation {
		w.ID = t.PunctID
		w.Behavior = t.Behavior.String()
		return w
	}
	if len(t.Readings) == 0 {
		return w
	}
	w.Lexeme = int64(t.Lexeme)
	w.Family = int64(t.Family)
	if wo.ud {
		w.Grammar = udGrammar(t.POS, t.Features)
	}
	if t.Family != 0 && wo.core != nil {
		if wo.definitions {
			w.Definition = wo.core.Definition(t.Family)
		}
		w.Description = describe(wo.core, t.Family)
	}
	if wo.nbest {
		w.NBestSenses = nbestSenses(t, wo)
	}
	return w
}

// udGrammar is the ud feature standard: the UPOS tag, then Feature=Value
// strings.
func udGrammar(pos string, feats []string) []Feature {
	if pos == "" && len(feats) == 0 {
		return nil
	}
	out := make([]Feature, 0, 1+len(feats))
	if pos != "" {
		out = append(out, Feature{Value: pos})
	}
	for _, f := range feats {
		out = append(out, Feature{Value: f})
	}
	return out
}

// describe names a family in English: its reference lemma and, to tell
// senses apart, the reference lemma of its first hypernym ("dog (canine)").
func describe(core *lexdata.Core, f uint32) string {
	ref := core.RefLemma(f)
	if ref == "" {
		return ""
	}
	if hs := core.Hypernyms(f); len(hs) > 0 {
		if h := core.RefLemma(hs[0]); h != "" {
			return ref + " (" + h + ")"
		}
	}
	return ref
}

// nbestSenses lists the readings of a word with their families, the chosen
// one first.
func nbestSenses(t *doc.Token, wo *wordOptions) []Hypothesis {
	out := make([]Hypothesis, 0, len(t.Readings))
	for _, r := range t.Readings {
		h := Hypothesis{Grammar: udGrammar(r.POS, r.Features)}
		if !wo.ud {
			h.Grammar = nil
		}
		for _, f := range r.Families {
			sr := SenseRef{Family: int64(f)}
			if wo.core != nil {
				sr.RefLemma = wo.core.RefLemma(f)
				if wo.definitions {
					sr.Definition = wo.core.Definition(f)
				}
			}
			h.Senses = append(h.Senses, sr)
		}
		out = append(out, h)
	}
	return out
}

// stateOut is the memory section: the state the request brought, in the
// canonical object form, so that it can be passed into the next request
// unchanged. Stages that set flags or antecedents extend it.
func stateOut(s *Settings) *Memory {
	m := &Memory{
		Flags:       append([]Flag(nil), s.Flags...),
		Antecedents: append([]Antecedent(nil), s.Antecedents...),
		Assign:      append([]Assignment(nil), s.Assign...),
	}
	for i := range m.Flags {
		if m.Flags[i].Type == "" {
			m.Flags[i].Type = "Grammar"
		}
	}
	if len(m.Flags) == 0 && len(m.Antecedents) == 0 && len(m.Assign) == 0 {
		return nil
	}
	return m
}

// renderEntities converts the entity annotations; mention offsets become
// sentence-relative.
func renderEntities(d *doc.Document, snippets bool) []Entity {
	if len(d.Entities) == 0 {
		return nil
	}
	out := make([]Entity, 0, len(d.Entities))
	for _, e := range d.Entities {
		re := Entity{
			Name:     e.Name,
			Type:     EntityTypes(e.Types),
			RefLemma: e.RefLemma,
			Subtypes: e.Subtypes,
			KBID:     e.KBID,
			Mentions: make([]Mention, 0, len(e.Mentions)),
		}
		if len(e.Subtypes) > 0 {
			re.Subtype = e.Subtypes[0]
		}
		for _, m := range e.Mentions {
			rm := Mention{Offset: m.Offset, Length: m.Length, SentenceIndex: m.Sentence}
			if m.Sentence >= 0 && m.Sentence < len(d.Sentences) {
				rm.Offset -= d.Sentences[m.Sentence].Offset
			}
			if snippets {
				rm.Text = m.Text
			}
			re.Mentions = append(re.Mentions, rm)
		}
		out = append(out, re)
	}
	return out
}
