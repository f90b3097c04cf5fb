package sentiment

import (
	"github.com/argot-nlp/argot/internal/doc"
)

// target is what a judgement is about: a term (the head noun of a noun
// phrase with the nouns of its compound, tokens start..end-1) and the
// term's aspect category ("" when it has none).
type target struct {
	start, end, head int
	category         string
}

// Phrase tags and roles of package phrases the targets are read from.
const (
	tagS, tagVP, tagNP, tagPP = "S", "VP", "NP", "PP"
	roleAgent, rolePatient    = "agent", "patient"
	roleListItem              = "list_item"
)

// phrasePath returns the phrases of the sentence's chosen parse that hold
// token i, outermost first, and the forest level (siblings) of each.
func phrasePath(s *doc.Sentence, i int) (path []*doc.Phrase, levels [][]doc.Phrase) {
	if len(s.Parses) == 0 {
		return nil, nil
	}
	level := s.Parses[0].Phrases
	for {
		found := false
		for k := range level {
			p := &level[k]
			if p.Start <= i && i < p.End {
				path = append(path, p)
				levels = append(levels, level)
				level = p.Children
				found = true
				break
			}
		}
		if !found {
			return path, levels
		}
	}
}

// targetsOf finds what the evaluative word at token i is about through the
// phrase structure: the noun phrase it modifies ("good battery life"), the
// phrase its clause predicates it of ("the breakfast was tasteless"), the
// object of an evaluative verb ("I loved the pasta"), or, for an
// evaluative noun, its prepositional complement ("problems with the
// screen"). A clause without a nominal subject ("... the pizza I ordered |
// was cold") borrows the nearest noun phrase of the clause before it.
func (m *model) targetsOf(s *doc.Sentence, i int) []target {
	path, levels := phrasePath(s, i)
	toks := s.Tokens
	for k := len(path) - 1; k >= 0; k-- {
		p := path[k]
		switch p.Type {
		case tagNP:
			if p.Head != i && isNoun(&toks[p.Head]) {
				return m.terms(s, p)
			}
			for c := range p.Children {
				if ch := &p.Children[c]; ch.Type == tagPP && ch.Start > i {
					if t := m.phraseTargets(s, ch); len(t) > 0 {
						return t
					}
				}
			}
		case tagS:
			return m.clauseTargets(s, p, levels[k], toks[i].POS == "VERB")
		}
	}
	return nil
}

// clauseTargets returns the targets of a judgement predicated in clause
// p: the subject, or for an evaluative verb its object first; then a
// prepositional phrase of the predicate; then the previous clause's.
func (m *model) clauseTargets(s *doc.Sentence, p *doc.Phrase, siblings []doc.Phrase, verb bool) []target {
	var subj, obj, pp *doc.Phrase
	for c := range p.Children {
		ch := &p.Children[c]
		switch {
		case ch.Type == tagNP && (ch.Role == roleAgent || ch.Role == rolePatient) && subj == nil:
			subj = ch
		case ch.Type == tagVP:
			for v := range ch.Children {
				vc := &ch.Children[v]
				if vc.Type == tagNP && vc.Role == rolePatient && obj == nil {
					obj = vc
				}
				if vc.Type == tagPP && pp == nil {
					pp = vc
				}
			}
		}
	}
	order := []*doc.Phrase{subj, obj, pp}
	if verb {
		order = []*doc.Phrase{obj, subj, pp}
	}
	for _, c := range order {
		if c != nil {
			if t := m.phraseTargets(s, c); len(t) > 0 {
				return t
			}
		}
	}
	// A clause without a nominal target of its own: the last noun phrase
	// of the clause just before it.
	for k := len(siblings) - 1; k >= 0; k-- {
		prev := &siblings[k]
		if prev.End > p.Start || prev.Type != tagS {
			continue
		}
		for c := len(prev.Children) - 1; c >= 0; c-- {
			if ch := &prev.Children[c]; ch.Type == tagNP {
				if t := m.phraseTargets(s, ch); len(t) > 0 {
					return t
				}
			}
		}
		break
	}
	return nil
}

// phraseTargets returns the terms of a noun phrase, or of the noun phrase
// inside a prepositional phrase.
func (m *model) phraseTargets(s *doc.Sentence, p *doc.Phrase) []target {
	if p.Type == tagPP {
		for c := range p.Children {
			if ch := &p.Children[c]; ch.Type == tagNP {
				return m.terms(s, ch)
			}
		}
		return nil
	}
	if p.Type != tagNP {
		return nil
	}
	return m.terms(s, p)
}

// terms returns the term of a noun phrase headed by a noun, or one term
// per conjunct of a coordination ("the food and the service").
func (m *model) terms(s *doc.Sentence, p *doc.Phrase) []target {
	var out []target
	for c := range p.Children {
		if ch := &p.Children[c]; ch.Role == roleListItem && ch.Type == tagNP {
			out = append(out, m.terms(s, ch)...)
		}
	}
	if len(out) > 0 {
		return out
	}
	toks := s.Tokens
	h := p.Head
	if h < p.Start || h >= p.End || !isNoun(&toks[h]) {
		return nil
	}
	t := target{start: h, end: h + 1, head: h}
	for t.start > p.Start && compoundPart(&toks[t.start-1]) {
		t.start--
	}
	for t.end < p.End && compoundPart(&toks[t.end]) {
		t.end++
	}
	t.category = m.shared.aspects.nounCategory(&toks[h])
	return []target{t}
}

// compoundPart reports a noun that joins the head of its phrase into one
// term ("battery life", "Ontbijt buffet").
func compoundPart(t *doc.Token) bool {
	return t.Kind == doc.Word && (t.POS == "NOUN" || t.POS == "PROPN")
}
