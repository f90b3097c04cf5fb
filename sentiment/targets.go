package sentiment

import (
	"strings"

	"github.com/argot-nlp/argot/internal/doc"
)

// target is what a judgement is about: a term (the head noun of a noun
// phrase with the nouns of its compound, tokens start..end-1) and the
// term's aspect category ("" when it has none).
type target struct {
	start, end, head int
	category         string
	// notAspect is a noun the aspect table excludes ("the city").
	notAspect bool
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
	for t.start > p.Start && m.shared.aspects.relational(&toks[t.start-1]) {
		t.start-- // "Thai food", "Italian dishes"
	}
	for t.end < p.End && compoundPart(&toks[t.end]) {
		t.end++
	}
	t.start = m.lexicalStart(toks, p.Start, t.start, t.end)
	t.end = m.lexicalEnd(toks, p.End, t.start, t.end)
	t.category = m.shared.aspects.nounCategory(&toks[h])
	if t.category == notAspectCategory {
		t.category, t.notAspect = "", true
	}
	return []target{t}
}

// compoundPart reports a noun that joins the head of its phrase into one
// term ("battery life", "Ontbijt buffet").
func compoundPart(t *doc.Token) bool {
	return t.Kind == doc.Word && (t.POS == "NOUN" || t.POS == "PROPN")
}

// maxTermPrefix is how many words on either side of a term are tried as
// part of a multiword lemma holding it.
const maxTermPrefix = 2

// lexicalStart extends a term's start leftwards, within its phrase (from
// phraseStart), over the words that make it a multiword lemma of the
// lexicon with a noun reading: "hard drive", "solid food", where "hard"
// and "solid" are no nouns of a compound.
func (m *model) lexicalStart(toks []doc.Token, phraseStart, start, end int) int {
	if m.lookup == nil {
		return start
	}
	best := start
	for k := 1; k <= maxTermPrefix && start-k >= phraseStart; k++ {
		first := &toks[start-k]
		if first.Kind != doc.Word {
			break
		}
		if !contentWord(first) {
			continue
		}
		if m.nounLemma(m.joined(toks, start-k, end)) {
			best = start - k
		}
	}
	return best
}

// lexicalEnd extends a term's end rightwards, within its phrase (to
// phraseEnd), over the words that make it a multiword noun lemma whose
// modifier follows the noun ("tarjeta gráfica", "carte graphique").
func (m *model) lexicalEnd(toks []doc.Token, phraseEnd, start, end int) int {
	if m.lookup == nil {
		return end
	}
	best := end
	for k := 1; k <= maxTermPrefix && end+k <= phraseEnd; k++ {
		last := &toks[end+k-1]
		if last.Kind != doc.Word {
			break
		}
		if !contentWord(last) {
			continue // "pomme de terre": a function word inside the lemma
		}
		if m.nounLemma(m.joined(toks, start, end+k)) {
			best = end + k
		}
	}
	return best
}

// joined is tokens from..to-1 case-folded, as written (a space where the
// text has one).
func (m *model) joined(toks []doc.Token, from, to int) string {
	var b strings.Builder
	for j := from; j < to; j++ {
		if j > from && toks[j-1].SpaceAfter {
			b.WriteByte(' ')
		}
		b.WriteString(m.lower(toks[j].Text))
	}
	return b.String()
}

// inNounLemma reports a word that begins a multiword noun lemma with the
// nouns after it ("hard" in "hard drive", "solid" in "solid food"): a
// part of a name, not a judgement.
func (m *model) inNounLemma(toks []doc.Token, i int) bool {
	if m.lookup == nil || isNoun(&toks[i]) {
		return false
	}
	for n := 1; n <= maxTermPrefix && i+n < len(toks); n++ {
		if !isNoun(&toks[i+n]) {
			if n == 1 {
				return false
			}
			continue
		}
		if m.nounLemma(m.joined(toks, i, i+n+1)) {
			return true
		}
	}
	return false
}

// contentWord reports a word that can begin or end a multiword lemma.
func contentWord(t *doc.Token) bool {
	return !functionPOS[t.POS] && !t.Stopword
}

// nounLemma reports a form the lexicon knows as (a form of) a noun of
// more than one word.
func (m *model) nounLemma(form string) bool {
	if !strings.Contains(form, " ") {
		return false
	}
	for _, a := range m.lookup(form) {
		if a.Lexeme.POS == "NOUN" {
			return true
		}
	}
	return false
}
