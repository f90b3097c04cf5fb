package argot

import (
	"github.com/argot-nlp/argot/internal/doc"
)

// render turns the annotated document into the service's response, applying
// the output settings. reduced drops the verbose parts (words, parses,
// n-best) for large input.
func render(d *doc.Document, s *Settings, reduced bool) *Response {
	r := &Response{Text: d.Text, ReducedOutput: reduced}

	words := on(s.Words, false) && !reduced
	if on(s.Words, false) || on(s.Parses, false) {
		r.SentenceList = make([]Sentence, len(d.Sentences))
		for i := range d.Sentences {
			r.SentenceList[i] = renderSentence(&d.Sentences[i], words)
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

func renderSentence(ds *doc.Sentence, words bool) Sentence {
	out := Sentence{Offset: ds.Offset, Length: ds.Length, Text: ds.Text}
	if !words {
		return out
	}
	out.Words = make([]Word, len(ds.Tokens))
	for i := range ds.Tokens {
		out.Words[i] = renderWord(&ds.Tokens[i], ds.Offset)
	}
	return out
}

func renderWord(t *doc.Token, sentenceOffset int) Word {
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
	}
	return w
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
