package phrases

import (
	"slices"
	"strings"
)

// sentence builds the S of a clause (words start..end-1) whose verb group
// is us[vi]. The VP holds the main verb and the phrases of the predicate:
// those after the verb up to the subject in verb-medial and verb-initial
// order, those before the verb after the subject in verb-final order.
// Auxiliaries before the main verb stay members of the S, as the service
// writes "(The|car)|was|(driven|by|David)".
func (p *parser) sentence(us []unit, vi, start, end int) Node {
	vg := us[vi].Chunk
	from, to := vi+1, vi+1 // units of the VP besides the verb group
	vpStart, vpEnd := vg.Head, vg.End
	if p.r.sov {
		from, to = vi, vi
		for from > 0 && !us[from-1].subj {
			from--
		}
		vpStart = vg.Start
		if from < vi {
			vpStart = us[from].Start
		}
	} else {
		for to < len(us) && !us[to].subj {
			to++
		}
		if to > from {
			vpEnd = max(vpEnd, us[to-1].End)
		}
	}
	vp := Node{Type: TagVP, Start: vpStart, End: vpEnd, Head: vg.Head}
	for k := from; k < to; k++ {
		if p.member(&us[k]) {
			vp.Children = append(vp.Children, p.node(&us[k]))
		}
	}
	s := Node{Type: TagS, Start: start, End: end, Head: vg.Head}
	for k := range us {
		if k == vi {
			s.Children = append(s.Children, vp)
		} else if (k < from || k >= to) && p.member(&us[k]) {
			s.Children = append(s.Children, p.node(&us[k]))
		}
	}
	s.Start, s.End = p.trim(s.Start, s.End)
	s.Start, s.End = min(s.Start, vp.Start), max(s.End, vp.End)
	return s
}

// member reports a unit that is a phrase of its own in the clause: all but
// an auxiliary-only verb group, whose words are plain members ("kann" of
// "kann die Firma weiterempfehlen").
func (p *parser) member(u *unit) bool {
	return u.Type != TagVP || !p.auxOnly(u)
}

// trim drops punctuation and conjunctions at the edges of start..end-1.
func (p *parser) trim(start, end int) (int, int) {
	edge := func(w *Word) bool { return w.UPOS == "PUNCT" || w.UPOS == "CCONJ" }
	for start < end && edge(&p.ws[start]) {
		start++
	}
	for end > start && edge(&p.ws[end-1]) {
		end--
	}
	return start, end
}

// node is the phrase of a unit with its nested phrases: the noun phrase of
// a PP, genitive modifiers, conjuncts (role list_item).
func (p *parser) node(u *unit) Node {
	n := Node{Type: u.Type, Start: u.Start, End: u.End, Head: u.Head, Role: u.fn}
	if u.Type == TagVP {
		n.Role = ""
	}
	if u.inner != nil {
		n.Children = append(n.Children, p.node(u.inner))
	}
	for k := range u.kids {
		c := p.node(&u.kids[k])
		if u.conj {
			c.Role = RoleListItem
		}
		n.Children = append(n.Children, c)
	}
	return n
}

// markWords gives the head word of a unit (each conjunct's head, in a
// coordination) the unit's role (list_item for the conjuncts of a
// coordination without one), and the words of a person's name their name
// parts.
func (p *parser) markWords(u *unit, role string) {
	if u.conj {
		r := role
		if r == "" {
			r = RoleListItem
		}
		for k := range u.kids {
			p.markWords(&u.kids[k], r)
		}
		return
	}
	if role != "" {
		p.roles[u.Head] = role
	}
	np := u
	if u.inner != nil {
		np = u.inner
	}
	if np.Type == TagNP {
		p.nameParts(np.Start, np.End)
	}
	for k := range u.kids {
		p.markWords(&u.kids[k], "")
	}
}

// nameParts marks a person's name inside a noun phrase: titles ("Dr.",
// "Mrs"), with commonsense cues social roles (a word for a person before
// the name: "President"), and the given names and surname of a run of
// proper nouns, in the language's order. A single proper noun is a surname
// only after a title or a social role. With cues, a name whose words the
// lexicon knows as places or organisations is no person's.
func (p *parser) nameParts(start, end int) {
	first, last := -1, -1
	for k := start; k < end; k++ {
		if p.ws[k].UPOS == "PROPN" && !p.isTitle(k) {
			if first < 0 {
				first = k
			}
			last = k
		} else if first >= 0 {
			break
		}
	}
	if first < 0 {
		return
	}
	if p.opt.Cues {
		for k := first; k <= last; k++ {
			switch p.ws[k].Class {
			case "noun.location", "noun.group", "noun.artifact", "noun.time", "noun.event":
				return
			}
		}
	}
	prefixed := false
	for first < last && p.roleWord(first) {
		p.roles[first] = RoleSocialRole
		first++
		prefixed = true
	}
	for k := first - 1; k >= start; k-- {
		switch {
		case p.isTitle(k):
			p.roles[k] = RoleTitle
			prefixed = true
		case p.ws[k].UPOS == "NOUN" && p.roleWord(k):
			p.roles[k] = RoleSocialRole
			prefixed = true
		default:
			k = start // stop at the first other word
		}
	}
	if first == last && !prefixed {
		return
	}
	sur := last
	if p.r.familyFirst {
		sur = first
	}
	for k := first; k <= last; k++ {
		if k == sur {
			p.roles[k] = RoleSurname
		} else {
			p.roles[k] = RoleGivenName
		}
	}
}

// roleWord reports, with commonsense cues, a word for a person whose
// dictionary form is a common noun: a social role before a name
// ("President Obama", capitalised or not).
func (p *parser) roleWord(k int) bool {
	w := &p.ws[k]
	return p.opt.Cues && w.Class == "noun.person" && w.Lemma != "" && strings.ToLower(w.Lemma) == w.Lemma
}

// isTitle reports an honorific title at word k: an abbreviation before a
// proper noun, or a title of the language's list.
func (p *parser) isTitle(k int) bool {
	w := &p.ws[k]
	key := strings.TrimSuffix(strings.ToLower(w.Form), ".")
	if p.r.title[key] {
		return true
	}
	return w.Abbrev && k+1 < len(p.ws) && p.ws[k+1].UPOS == "PROPN"
}

// nest moves each subordinate clause (see [parser.subordinate]) into the
// main clause next to it, the one before it, or, in verb-final languages
// where subordinate clauses come first, the one after it; the phrases
// between the two move along, so that the main clause stays one span.
// A sentence with no main clause keeps its clauses side by side.
func (p *parser) nest(roots []Node) []Node {
	sub := make([]bool, len(roots))
	main := false
	for i := range roots {
		sub[i] = roots[i].Type == TagS && p.subordinate(&roots[i])
		main = main || roots[i].Type == TagS && !sub[i]
	}
	if !main {
		return roots
	}
	host := func(i int) int {
		find := func(step int) int {
			for j := i + step; j >= 0 && j < len(roots); j += step {
				if roots[j].Type == TagS && !sub[j] {
					return j
				}
			}
			return -1
		}
		if p.r.sov {
			if j := find(1); j >= 0 {
				return j
			}
			return find(-1)
		}
		if j := find(-1); j >= 0 {
			return j
		}
		return find(1)
	}
	// Move one subordinate clause at a time, the first in the sentence:
	// each move shortens roots, so start again until nothing moves.
	for {
		moved := false
		for i := range roots {
			if !sub[i] {
				continue
			}
			h := host(i)
			if h < 0 {
				continue
			}
			lo, hi := min(i, h), max(i, h)
			parent := roots[h]
			kids := slices.Clone(roots[lo:h])
			kids = append(kids, parent.Children...)
			kids = append(kids, roots[h+1:hi+1]...)
			parent.Children = kids
			parent.Start, parent.End = min(parent.Start, roots[lo].Start), max(parent.End, roots[hi].End)
			roots = slices.Concat(roots[:lo], []Node{parent}, roots[hi+1:])
			sub = slices.Concat(sub[:lo], []bool{false}, sub[hi+1:])
			moved = true
			break
		}
		if !moved {
			return roots
		}
	}
}

// subordinate reports a clause that depends on another: one opened by a
// subordinating conjunction or a relative word ("because ...", "which
// ..."), or, in verb-final languages, one closed by a subordinating
// conjunction (ので) or whose verb is a converb or participle.
func (p *parser) subordinate(s *Node) bool {
	if s.Start >= s.End {
		return false
	}
	first := &p.ws[s.Start]
	if first.UPOS == "SCONJ" || first.feat("PronType") == "Rel" {
		return true
	}
	if !p.r.sov {
		return false
	}
	if p.ws[s.End-1].UPOS == "SCONJ" {
		return true
	}
	switch p.ws[s.Head].feat("VerbForm") {
	case "Conv", "Part", "Ger":
		return true
	}
	return false
}
