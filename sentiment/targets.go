package sentiment

import (
	"slices"
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
	roleComplement            = "complement"
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
			if p.Head != i && m.termHead(&toks[p.Head]) {
				ts := m.terms(s, p)
				if named := m.namedProduct(s, path[:k], p, ts); named != nil {
					return named
				}
				return ts
			}
			for c := range p.Children {
				if ch := &p.Children[c]; ch.Type == tagPP && ch.Start > i {
					if t := m.phraseTargets(s, ch); len(t) > 0 {
						return t
					}
				}
			}
		case tagS:
			verb := -1
			if toks[i].POS == "VERB" {
				verb = i
			}
			return m.clauseTargets(s, p, levels[k], i, verb)
		}
	}
	return nil
}

// holder reports token i, a noun before the verb at token verb, as the
// one whose view the verb gives rather than what it judges: a person
// ("my wife loved it", "the kids hated the movie") at the head of its
// noun phrase ("the genius chef": the chef, not "genius") that the parse
// does not make the verb's object, where the verb is one of feeling
// (WordNet's verb.emotion: "love", "hate", "enjoy"; "the bartender
// failed" judges the bartender), unless a first- or second-person
// pronoun follows the verb as the one who feels it ("the waiter
// annoyed us": the waiter is judged).
func (m *model) holder(s *doc.Sentence, i, verb int) bool {
	toks := s.Tokens
	if i < 0 || i >= verb || m.shared == nil || m.shared.aspects == nil || !m.shared.aspects.person(&toks[i]) {
		return false
	}
	if m.shared.aspects.core.LexName(m.family(&toks[verb])) != "verb.emotion" {
		return false
	}
	np := false
	if path, _ := phrasePath(s, i); len(path) > 0 {
		for k := len(path) - 1; k >= 0; k-- {
			if path[k].Type == tagNP {
				if path[k].Role == rolePatient || path[k].Head != i {
					return false
				}
				np = true
				break
			}
		}
	}
	if !np {
		// No parse: the noun nearest the verb.
		for k := i + 1; k < verb; k++ {
			if isNoun(&toks[k]) {
				return false
			}
		}
	}
	for j := verb + 1; j < len(toks) && j <= verb+2; j++ {
		if t := &toks[j]; t.POS == "PRON" && (slices.Contains(t.Features, "Person=1") || slices.Contains(t.Features, "Person=2")) {
			return false
		}
	}
	return true
}

// namedProduct returns the subject of a clause that predicates a noun
// phrase of the reviewed product's kind of it ("Raga's is a cozy
// restaurant", "the X200 is a great laptop"): the judgement is about what
// the subject names, the product, not about restaurants or laptops. outer
// are the phrases around the noun phrase np, outermost first, and ts its
// terms. It returns nil for any other phrase and for a subject that is no
// noun ("this is a cozy restaurant").
func (m *model) namedProduct(s *doc.Sentence, outer []*doc.Phrase, np *doc.Phrase, ts []target) []target {
	if np.Role != roleComplement || len(ts) != 1 || ts[0].category != productCategory {
		return nil
	}
	for k := len(outer) - 1; k >= 0; k-- {
		if outer[k].Type != tagS {
			continue
		}
		for c := range outer[k].Children {
			ch := &outer[k].Children[c]
			if ch.Type != tagNP || ch.Role != roleAgent || ch.End > np.Start {
				continue
			}
			subj := m.terms(s, ch)
			for j := range subj {
				if subj[j].category == "" {
					subj[j].category = productCategory
				}
			}
			return subj
		}
		return nil
	}
	return nil
}

// clauseTargets returns the targets of a judgement at token i predicated
// in clause p, within the conjunct that holds i (conjunctBounds;
// lateSubject for one the parse nests in a verb phrase): the
// subject (the copula's: "the food was great"; a noun phrase before the
// verb phrase the parse gave another role counts, "das Zimmer" read as a
// dative), or for an evaluative verb its object first and its subject
// only when that is no holder of the view ("the kids hated the movie":
// the movie; "my wife loved it": not the wife); then a prepositional
// phrase of the predicate; then a subject noun no term can head; then,
// for a clause without a noun subject ("but it was cold"), the previous
// clause's.
func (m *model) clauseTargets(s *doc.Sentence, p *doc.Phrase, siblings []doc.Phrase, i, verb int) []target {
	var subj, fronted, obj, pp *doc.Phrase
	from, to := conjunctBounds(s.Tokens, p, i, m.endsConjunct)
	if np := lateSubject(s.Tokens, p, from, i, m.endsConjunct); np != nil {
		if t := m.phraseTargets(s, np); len(t) > 0 {
			return t
		}
	}
	verbPhrase := false
	for c := range p.Children {
		ch := &p.Children[c]
		if ch.Start < from || ch.Start >= to {
			continue
		}
		switch {
		case ch.Type == tagNP && (ch.Role == roleAgent || ch.Role == rolePatient) && subj == nil:
			subj = ch
		case ch.Type == tagNP && !verbPhrase && fronted == nil:
			fronted = ch
		case ch.Type == tagVP:
			verbPhrase = true
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
	if subj == nil {
		subj = fronted
	}
	order := []*doc.Phrase{subj, obj, pp}
	if verb >= 0 {
		if subj != nil && m.holder(s, subj.Head, verb) {
			subj = nil
		}
		order = []*doc.Phrase{obj, subj, pp}
	}
	for _, c := range order {
		if c != nil {
			if t := m.phraseTargets(s, c); len(t) > 0 {
				return t
			}
		}
	}
	if subj != nil && subj.Head >= subj.Start && subj.Head < subj.End && nounHead(&s.Tokens[subj.Head]) {
		// A subject noun no term can head (a stopword-listed "room",
		// Portuguese "quarto"): the clause is still about it, not about
		// the noun of the clause before ("The food was great, but the
		// room was dirty").
		return []target{m.categorised(s, target{start: subj.Head, end: subj.Head + 1, head: subj.Head})}
	}
	// A clause without a nominal target of its own: the last noun phrase
	// of the clause just before it.
	for k := len(siblings) - 1; k >= 0; k-- {
		prev := &siblings[k]
		if prev.End > p.Start || prev.Type != tagS {
			continue
		}
		return m.lastTargets(s, prev.Children, true)
	}
	return nil
}

// lastTargets returns the targets of the last noun phrase among phrases
// that has any. Inside verb phrases it looks only into a phrase that
// opens with a word that ends a conjunct: Arabic "لكن الخدمة" ("but the
// service"), "لكن" read as a preposition, is the next clause's subject
// put in the verb phrase before it, and the noun phrase nearest that
// clause. Noun phrases deeper in the clause before are no subject it
// lends (looking into every phrase, in a variant not kept, cost the
// Malay news 0.730 → 0.723 out of fold).
func (m *model) lastTargets(s *doc.Sentence, phrases []doc.Phrase, nouns bool) []target {
	for c := len(phrases) - 1; c >= 0; c-- {
		ch := &phrases[c]
		var t []target
		switch {
		case ch.Type == tagNP && nouns:
			t = m.phraseTargets(s, ch)
		case ch.Start < len(s.Tokens) && m.endsConjunct(&s.Tokens[ch.Start]):
			t = m.lastTargets(s, ch.Children, true)
		case ch.Type == tagVP:
			t = m.lastTargets(s, ch.Children, false)
		}
		if len(t) > 0 {
			return t
		}
	}
	return nil
}

// conjunctBounds returns the conjunct of clause p that holds token i,
// tokens from to to-1. It starts after the last coordinating conjunction
// of p's own (outside its phrases) before i, or after the last word that
// ends a conjunct (endsConjunct: a contrast word, or Korean "방은
// 깨끗했지만 | 직원이 불친절했어요", "하지만" tagged an adverb) of p's own or
// last in one of its phrases; else at p's start. It ends at the first such
// contrast word after i, else at p's end. A parse that left two clauses
// one ("Расположение отличное, но номер был маленький", the first without
// a copula; Thai "อาหาร อร่อย แต่ บริการ แย่", food tasty but service bad)
// must not lend one's subject to the other. A plain conjunction after i
// does not end the conjunct: ending conjuncts at every "and" too moved
// sentence polarity (SST 0.751 → 0.749 out of fold, in a variant not
// kept) for no target the hand check needed.
func conjunctBounds(toks []doc.Token, p *doc.Phrase, i int, endsConjunct func(*doc.Token) bool) (from, to int) {
	from, to = p.Start, p.End
	c := 0
	for k := p.Start; k < p.End; k++ {
		for c < len(p.Children) && p.Children[c].End <= k {
			c++
		}
		inside := c < len(p.Children) && p.Children[c].Start <= k
		ends := (!inside || p.Children[c].End == k+1) && endsConjunct(&toks[k])
		switch {
		case k > i:
			if ends {
				return from, k
			}
		case k == i:
		case ends || !inside && toks[k].POS == "CCONJ":
			// Inside a phrase a conjunction joins its words ("the food
			// and the service").
			from = k + 1
		}
	}
	return from, to
}

// lateSubject returns the subject of a contrast conjunct that the parse
// left inside the verb phrase of the clause before it ("Номер был
// плохой, но завтрак хороший": (Номер) (был плохой, но завтрак хороший)):
// where the verb phrase of p after from holds token i and, before it, a
// word that ends a conjunct (endsConjunct) of the verb phrase's own, the
// first noun phrase of the verb phrase between that word and i; nil when
// there is none ("был плохой, но чистый" keeps the clause's subject).
func lateSubject(toks []doc.Token, p *doc.Phrase, from, i int, endsConjunct func(*doc.Token) bool) *doc.Phrase {
	for c := range p.Children {
		vp := &p.Children[c]
		if vp.Type != tagVP || vp.Start < from || i < vp.Start || i >= vp.End {
			continue
		}
		start := -1
		v := 0
		for k := vp.Start; k < i; k++ {
			for v < len(vp.Children) && vp.Children[v].End <= k {
				v++
			}
			if (v >= len(vp.Children) || vp.Children[v].Start > k) && endsConjunct(&toks[k]) {
				start = k + 1
			}
		}
		if start < 0 {
			return nil
		}
		for n := range vp.Children {
			if np := &vp.Children[n]; np.Type == tagNP && np.Start >= start && np.End <= i {
				return np
			}
		}
		return nil
	}
	return nil
}

// nounHead reports a word tagged a noun or a name, stopword-listed or not.
func nounHead(t *doc.Token) bool {
	return t.Kind == doc.Word && (t.POS == "NOUN" || t.POS == "PROPN")
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
	if h < p.Start || h >= p.End || !m.termHead(&toks[h]) {
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
	for t.end < p.End && versionOf(&toks[t.end-1], &toks[t.end]) {
		t.end++ // "Windows 7", "Office 2010": a name and its version
	}
	if t.end == p.End && t.end < len(toks) && toks[h].POS == "PROPN" && possessive(&toks[t.end]) {
		// "Raga's is ...": a name that ends in a possessive the parse
		// left outside its phrase (a possessor would be inside it:
		// "Apple's keyboard").
		t.end++
	}
	if loneName(toks, t) {
		return []target{t}
	}
	return []target{m.categorised(s, t)}
}

// categorised returns term t with its head's aspect category, or marked
// as no aspect where the table says so.
func (m *model) categorised(s *doc.Sentence, t target) target {
	t.category = m.shared.aspects.nounCategory(&s.Tokens[t.head])
	if t.category == notAspectCategory {
		t.category, t.notAspect = "", true
	}
	return t
}

// loneName reports a term that is one name inside its sentence ("with
// Apple", "at Raga"): the senses of its common-noun homograph say nothing
// of what it names, so it takes no category from them. A capitalised
// noun that opens the sentence is no evidence of a name, nor is a name
// in a compound ("Scallion Pancake").
func loneName(toks []doc.Token, t target) bool {
	if t.end-t.start != 1 || toks[t.head].POS != "PROPN" {
		return false
	}
	for i := range t.head {
		if toks[i].Kind == doc.Word {
			return true
		}
	}
	return false
}

// termHead reports a noun that can head a term: a noun outside the
// stopword list, or a noun on it that the aspect table gives a category
// ("place", "bill": stopword lists hold them beside "way" and "side").
func (m *model) termHead(t *doc.Token) bool {
	if isNoun(t) {
		return true
	}
	if t.Kind != doc.Word || !t.Stopword || t.POS != "NOUN" {
		return false
	}
	switch c := m.shared.aspects.nounCategory(t); c {
	case "", notAspectCategory, locationCategory:
		// The location nouns of stopword lists are spatial relations
		// ("side", "end", "top", "front"), not where the thing is.
		return false
	}
	return true
}

// versionOf reports a number after a capitalised word and a space: the
// version or model number of a name ("Windows 7", "Office 2010").
func versionOf(name, num *doc.Token) bool {
	return name.SpaceAfter && num.POS == "NUM" && num.Class != doc.ClassPunct &&
		(name.Case == doc.CaseCapitalized || name.Case == doc.CaseMixed)
}

// possessive reports the possessive clitic ("'s", "’s").
func possessive(t *doc.Token) bool {
	switch t.Text {
	case "'s", "’s", "'", "’":
		return t.POS == "PART"
	}
	return false
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
