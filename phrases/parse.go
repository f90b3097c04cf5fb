package phrases

import (
	"strings"
	"unicode/utf8"
)

// Semantic roles, as the service names them.
const (
	RoleAgent        = "agent"
	RolePatient      = "patient"
	RoleVerb         = "verb"
	RoleComplement   = "complement"
	RoleCircumstance = "circumstance"
	RoleBeneficiary  = "beneficiary"
	RoleListItem     = "list_item"
	RoleGivenName    = "given_name"
	RoleSurname      = "surname"
	RoleTitle        = "title"
	RoleSocialRole   = "social_role"
)

// Options are the switches of a parse.
type Options struct {
	// Cues applies commonsense knowledge: the semantic classes of words
	// decide beneficiaries and social roles in names.
	Cues bool
	// Alternatives asks for close alternative parses besides the best one.
	Alternatives bool
}

// Node is one phrase of a forest. Start, End (exclusive) and Head are word
// indices of the parsed sentence.
type Node struct {
	Type             string
	Start, End, Head int
	Role             string
	Children         []Node
}

// Result is the parse of one sentence.
type Result struct {
	// Forests are the phrase forests, the best first; alternatives follow
	// when Options.Alternatives is set and the sentence has any.
	Forests [][]Node
	// Roles are the semantic roles of the words in the best parse ("" for
	// none).
	Roles []string
}

// Parse builds the phrase forest of one sentence of lang from its tagged
// words: base chunks, adpositional and coordinated phrases, clauses around
// each verb group, and the semantic role of each phrase of a clause.
func Parse(lang string, words []Word, opt Options) (Result, error) {
	r, err := rulesFor(lang)
	if err != nil {
		return Result{}, err
	}
	p := &parser{r: r, ws: words, opt: opt}
	best, _ := p.forest(false)
	res := Result{Forests: [][]Node{best}, Roles: p.roles}
	if opt.Alternatives {
		alt := &parser{r: r, ws: words, opt: opt}
		if f, changed := alt.forest(true); changed {
			res.Forests = append(res.Forests, f)
		}
	}
	return res, nil
}

// Functions of a phrase in its clause, before voice maps them to roles.
const (
	fnSubject      = "subject"
	fnObject       = "object"
	fnDative       = "dative"
	fnAgent        = "agent"
	fnComplement   = "complement"
	fnCircumstance = "circumstance"
)

// unit is a phrase of a clause: a base chunk, or an adpositional or
// coordinated phrase built from chunks.
type unit struct {
	Chunk
	core   string // function a case particle or ending marks
	marker string // the adposition's key, for PP
	fn     string // function in the clause, then its role
	subj   bool   // the subject of its clause
	inner  *unit  // the noun phrase of a PP
	kids   []unit // modifiers (genitives) or conjuncts
	conj   bool   // kids are conjuncts
}

type parser struct {
	r     *rules
	ws    []Word
	opt   Options
	roles []string
	// attach, when set, attaches the first circumstance PP that follows an
	// object to the object (the alternative reading); attached records it.
	attach, attached bool
}

// forest parses the sentence, filling p.roles; changed reports whether
// the alternative reading applied.
func (p *parser) forest(attach bool) (roots []Node, changed bool) {
	p.attach = attach
	p.roles = make([]string, len(p.ws))
	us := p.coordinate(p.genitives(p.units(p.r.chunks(p.ws))))
	for _, c := range p.clauses(us) {
		roots = append(roots, p.clause(us[c.from:c.to], c.start, c.end)...)
	}
	return p.nest(roots), p.attached
}

// units joins adpositions with their noun phrases: into a PP, or, for a
// case particle (が, را), into the noun phrase it marks.
func (p *parser) units(cs []Chunk) []unit {
	us := make([]unit, 0, len(cs))
	for k := 0; k < len(cs); k++ {
		c := cs[k]
		if c.Type == TagNP {
			us = append(us, unit{Chunk: c, core: p.r.caseEnding(&p.ws[c.Head])})
			continue
		}
		if c.Type != TagPP {
			us = append(us, unit{Chunk: c})
			continue
		}
		key := p.ws[c.Start].key()
		var prev *unit
		if n := len(us); n > 0 && us[n-1].Type == TagNP && us[n-1].End == c.Start && us[n-1].core == "" {
			prev = &us[n-1]
		}
		switch {
		case prev != nil && p.r.coreMarker(key) != "":
			prev.core, prev.End = p.r.coreMarker(key), c.End
		case p.r.post && prev != nil:
			np := *prev
			*prev = unit{Chunk: Chunk{Type: TagPP, Start: np.Start, End: c.End, Head: np.Head}, marker: key, inner: &np}
		case !p.r.post && k+1 < len(cs) && cs[k+1].Type == TagNP && cs[k+1].Start == c.End && p.r.coreMarker(key) != "":
			// A case preposition (Hebrew את) marks the noun phrase it opens.
			np := cs[k+1]
			us = append(us, unit{Chunk: Chunk{Type: TagNP, Start: c.Start, End: np.End, Head: np.Head}, core: p.r.coreMarker(key)})
			k++
		case !p.r.post && k+1 < len(cs) && cs[k+1].Type == TagNP && cs[k+1].Start == c.End:
			np := unit{Chunk: cs[k+1]}
			us = append(us, unit{Chunk: Chunk{Type: TagPP, Start: c.Start, End: np.End, Head: np.Head}, marker: key, inner: &np})
			k++
		}
		// A stranded adposition ("give up") stays a plain member.
	}
	return us
}

// coreMarker returns the function a case particle marks, or "".
func (r *rules) coreMarker(key string) string {
	switch {
	case r.subject[key]:
		return fnSubject
	case r.object[key]:
		return fnObject
	case r.dative[key]:
		return fnDative
	}
	return ""
}

// genitives attaches genitive phrases ("of the hill", "東京の", a noun in
// the genitive case) to the noun they modify: the one before them with
// prepositions, the one after them with postpositions.
func (p *parser) genitives(us []unit) []unit {
	gen := func(u *unit) bool {
		if u.Type == TagPP {
			return p.r.genitive[u.marker]
		}
		return u.Type == TagNP && u.core == "" && p.ws[u.Head].feat("Case") == "Gen"
	}
	nominal := func(u *unit) bool { return u.Type == TagNP || u.Type == TagPP }
	out := make([]unit, 0, len(us))
	if !p.r.post {
		for _, u := range us {
			if n := len(out); n > 0 && gen(&u) && nominal(&out[n-1]) && out[n-1].End == u.Start {
				out[n-1].kids = append(out[n-1].kids, u)
				out[n-1].End = u.End
				continue
			}
			out = append(out, u)
		}
		return out
	}
	for k := len(us) - 1; k >= 0; k-- {
		u := us[k]
		if n := len(out); n > 0 && gen(&u) && nominal(&out[n-1]) && out[n-1].Start == u.End {
			host := &out[n-1]
			host.kids = append([]unit{u}, host.kids...)
			host.Start = u.Start
			continue
		}
		out = append(out, u)
	}
	for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
		out[i], out[j] = out[j], out[i]
	}
	return out
}

// coordinate joins noun phrases separated only by conjunctions and commas
// ("John, Paul and Mary") into one coordinated phrase headed by its first
// conjunct.
//
// A noun phrase after a conjunction that a verb follows, when a verb came
// before, starts a new clause instead ("you are an idiot and I saw it").
func (p *parser) coordinate(us []unit) []unit {
	out := make([]unit, 0, len(us))
	verbBefore := false
	for i, u := range us {
		n := len(out)
		newClause := verbBefore && i+1 < len(us) && us[i+1].Type == TagVP
		if n == 0 || newClause || !p.coordinable(&out[n-1], &u) {
			verbBefore = verbBefore || u.Type == TagVP
			out = append(out, u)
			continue
		}
		prev := &out[n-1]
		if !prev.conj {
			first := *prev
			*prev = unit{Chunk: Chunk{Type: first.Type, Start: first.Start, Head: first.Head},
				core: first.core, marker: first.marker, conj: true, kids: []unit{first}}
		}
		prev.kids = append(prev.kids, u)
		prev.End = u.End
		if prev.core == "" {
			prev.core = u.core
		}
	}
	return out
}

// coordinable reports whether b can be a further conjunct of a.
func (p *parser) coordinable(a, b *unit) bool {
	last := a
	if a.conj {
		last = &a.kids[len(a.kids)-1]
	}
	if a.Type != TagNP || b.Type != TagNP || last.core != "" && b.core != "" && last.core != b.core {
		return false
	}
	if b.Start <= a.End {
		return false
	}
	for k := a.End; k < b.Start; k++ {
		w := &p.ws[k]
		if w.UPOS != "CCONJ" && !(w.UPOS == "PUNCT" && (w.Form == "," || w.Form == "、" || w.Form == "،")) {
			return false
		}
	}
	return true
}

// span is a clause: units from..to-1 and words start..end-1.
type span struct{ from, to, start, end int }

// clauses splits the units into one clause per verb group. In verb-final
// languages a clause ends with its verb group; elsewhere the boundary
// between two verb groups is the last conjunction, subordinator,
// punctuation mark or relative pronoun between them, else the subject
// noun phrase just before the second verb, else the second verb.
func (p *parser) clauses(us []unit) []span {
	verbs := p.clauseVerbs(us)
	if len(verbs) < 2 {
		return []span{{0, len(us), 0, len(p.ws)}}
	}
	bounds := []int{0} // word index where each clause starts
	for k := 1; k < len(verbs); k++ {
		a, b := &us[verbs[k-1]], &us[verbs[k]]
		bounds = append(bounds, p.boundary(us, verbs[k-1], verbs[k], a, b))
	}
	var out []span
	for k, start := range bounds {
		end := len(p.ws)
		if k+1 < len(bounds) {
			end = bounds[k+1]
		}
		s := span{start: start, end: end}
		s.from = len(us)
		for i := range us {
			if us[i].Start >= start && us[i].Start < end {
				s.from, s.to = min(s.from, i), i+1
			}
		}
		if s.from == len(us) {
			s.from = s.to
		}
		out = append(out, s)
	}
	return out
}

// clauseVerbs returns the verb groups that start clauses of their own. In
// verb-final languages these are the finite ones (participles and
// converbs modify a noun or another verb inside the clause). Elsewhere a
// non-finite verb that follows an auxiliary-only group with nothing but
// its arguments between ("kann die Firma nur weiterempfehlen", "heb het
// boek gelezen") closes that group's clause rather than opening one.
func (p *parser) clauseVerbs(us []unit) []int {
	var all, out []int
	for k := range us {
		if us[k].Type == TagVP {
			all = append(all, k)
		}
	}
	if p.r.sov {
		for _, k := range all {
			if p.finite(&us[k]) {
				out = append(out, k)
			}
		}
		if len(out) == 0 {
			return all
		}
		return out
	}
	for _, k := range all {
		if n := len(out); n > 0 && p.bracket(&us[out[n-1]], &us[k]) {
			continue
		}
		out = append(out, k)
	}
	return out
}

// bracket reports an auxiliary-only verb group a whose clause ends with
// the verb group b: a main verb with no auxiliary of its own, not marked
// finite, and no clause boundary between them.
func (p *parser) bracket(a, b *unit) bool {
	if !p.auxOnly(a) || p.ws[b.Start].UPOS != "VERB" || p.ws[b.Head].feat("VerbForm") == "Fin" && !p.r.passive(p.ws, a.Chunk) {
		return false
	}
	for k := a.End; k < b.Start; k++ {
		if p.boundaryWord(&p.ws[k]) {
			return false
		}
	}
	return true
}

// auxOnly reports a verb group without a main verb.
func (p *parser) auxOnly(u *unit) bool {
	for k := u.Start; k < u.End; k++ {
		if p.ws[k].UPOS == "VERB" {
			return false
		}
	}
	return true
}

// boundary returns the word where the clause of verb group b starts; a is
// the verb group before it (units ia and ib).
func (p *parser) boundary(us []unit, ia, ib int, a, b *unit) int {
	if p.r.sov {
		k := a.End
		for k < b.Start && p.boundaryWord(&p.ws[k]) {
			k++
		}
		if ia+1 < len(us) && us[ia+1].Start < k {
			k = us[ia+1].Start
		}
		return k
	}
	for k := b.Start - 1; k >= a.End; k-- {
		if p.boundaryWord(&p.ws[k]) && !p.insideUnit(us, k) {
			return k
		}
	}
	if ib-1 > ia && us[ib-1].Type == TagNP && us[ib-1].core == "" && p.finite(b) {
		return us[ib-1].Start
	}
	return b.Start
}

// finite reports a verb group that can have a subject of its own: one
// that starts with an auxiliary, or whose verb is finite or not marked
// for finiteness at all (not "to go", "going", "gone").
func (p *parser) finite(vg *unit) bool {
	if p.ws[vg.Start].UPOS == "AUX" {
		return true
	}
	f := p.ws[vg.Head].feat("VerbForm")
	return p.ws[vg.Start].UPOS != "PART" && (f == "" || f == "Fin")
}

// quoteMarks are punctuation that does not delimit clauses.
const quoteMarks = "\"'`«»‹›“”„‟‘’‚「」『』"

// boundaryWord reports a word that can open or close a clause.
func (p *parser) boundaryWord(w *Word) bool {
	switch w.UPOS {
	case "SCONJ", "CCONJ":
		return true
	case "PUNCT":
		return !strings.ContainsAny(w.Form, quoteMarks)
	case "PRON", "DET", "ADV":
		return w.feat("PronType") == "Rel"
	}
	return false
}

// insideUnit reports a word inside a unit that does not start with it.
func (p *parser) insideUnit(us []unit, k int) bool {
	for i := range us {
		if us[i].Start < k && k < us[i].End {
			return true
		}
	}
	return false
}

// clause gives the units of one clause their functions and builds its
// phrases: an S with the clause's phrases and its VP, or, without a verb,
// the phrases themselves.
func (p *parser) clause(us []unit, start, end int) []Node {
	vi, pivot := p.mainVerb(us)
	if vi < 0 {
		var out []Node
		for k := range us {
			p.markWords(&us[k], "")
			out = append(out, p.node(&us[k]))
		}
		return out
	}
	// The auxiliary of a bracket counts ("wurde ... gefahren").
	passive := p.r.passive(p.ws, Chunk{Start: us[min(pivot, vi)].Start, End: us[vi].End, Head: us[vi].Head}) ||
		p.participlePassive(us, vi)
	p.functions(us, vi, pivot, passive)
	for k := range us {
		if k != vi && us[k].Type != TagVP {
			us[k].subj = us[k].fn == fnSubject
			us[k].fn = roleOf(us[k].fn, passive)
		}
	}
	us = p.attachAlternative(us, vi)
	for k := range us {
		switch {
		case k == vi || us[k].Type == TagVP && !p.auxOnly(&us[k]):
			p.roles[us[k].Head] = RoleVerb
		case us[k].Type != TagVP:
			p.markWords(&us[k], us[k].fn)
		}
	}
	return []Node{p.sentence(us, vi, start, end)}
}

// mainVerb returns the clause's main verb group (-1: none) and the verb
// group that positions count from: the first one (the finite auxiliary
// of a bracket), or the last one in verb-final languages.
func (p *parser) mainVerb(us []unit) (main, pivot int) {
	main, pivot = -1, -1
	for k := range us {
		if us[k].Type != TagVP {
			continue
		}
		switch {
		case pivot < 0:
			main, pivot = k, k
		case p.r.sov:
			main, pivot = k, k
		case p.auxOnly(&us[main]) && p.bracket(&us[main], &us[k]):
			main = k
		}
	}
	return main, pivot
}

// roleOf maps a clause function to the semantic role: in the passive the
// subject is the patient.
func roleOf(fn string, passive bool) string {
	switch fn {
	case fnSubject:
		if passive {
			return RolePatient
		}
		return RoleAgent
	case fnObject:
		return RolePatient
	case fnDative:
		return RoleBeneficiary
	case fnAgent:
		return RoleAgent
	}
	return fn // complement, circumstance or none
}

// functions decides what each unit of a clause is to its verb group vi:
// first by case particles, case endings, case features and adpositions;
// the bare noun phrases left are placed by the language's word order.
func (p *parser) functions(us []unit, vi, pivot int, passive bool) {
	vg := us[vi].Chunk
	copula := p.ws[vg.Head].UPOS == "AUX"
	has := map[string]bool{}
	// In a pro-drop language a verb in the first or second person has a
	// pronoun for its subject, said or dropped ("anlattım": I told):
	// without a pronoun in the clause, no noun phrase is the subject.
	if person := p.ws[vg.Head].feat("Person"); p.r.proDrop && (person == "1" || person == "2") {
		pronoun := false
		for k := range us {
			pronoun = pronoun || us[k].Type == TagNP && p.ws[us[k].Head].UPOS == "PRON"
		}
		has[fnSubject] = !pronoun
	}
	// Split ergativity (Pashto): with a past-tense verb the agent takes the
	// oblique case and the patient the direct one.
	ergative := p.r.ergativePast && p.ws[vg.Head].feat("Tense") == "Past"
	var before, after []int
	for k := range us {
		if k == vi || us[k].Type == TagVP {
			continue
		}
		u := &us[k]
		u.fn = p.marked(u, passive, copula, ergative, has)
		if u.fn == "" && u.Type == TagNP && passive && p.r.agentBetween && pivot < k && k < vi {
			// "Làng được các công ty chọn": the agent stands between the
			// passive auxiliary and the verb.
			u.fn = fnAgent
		}
		if u.fn == "" && u.Type == TagNP {
			if k < pivot {
				before = append(before, k)
			} else {
				after = append(after, k)
			}
			continue
		}
		has[u.fn] = true
	}
	give := func(k int, fn string) {
		us[k].fn = fn
		has[fn] = true
	}
	if p.r.sov {
		for _, k := range before {
			switch {
			case !has[fnSubject]:
				give(k, fnSubject)
			case copula:
				give(k, fnComplement)
			case !has[fnObject]:
				give(k, fnObject)
			default:
				give(k, fnCircumstance)
			}
		}
		for _, k := range after {
			give(k, fnCircumstance)
		}
		return
	}
	for i, k := range before {
		switch {
		case i == len(before)-1 && p.r.expletive[p.ws[us[k].Head].key()] && us[k].End-us[k].Start == 1 && len(after) > 0:
			// "there is a car": the subject follows the verb.
			us[k].fn = ""
			has[fnSubject] = false
			give(after[0], fnSubject)
			after = after[1:]
		case i == len(before)-1 && !has[fnSubject]:
			give(k, fnSubject)
		default:
			give(k, fnCircumstance)
		}
	}
	if len(after) > 0 && p.r.vso && !has[fnSubject] {
		give(after[0], fnSubject)
		after = after[1:]
	}
	for i, k := range after {
		switch {
		case copula:
			give(k, fnComplement)
		case i == 0 && len(after) >= 2 && !has[fnObject] && !has[fnDative] && p.animate(&us[k]):
			give(k, fnDative)
		case !has[fnObject]:
			give(k, fnObject)
		default:
			give(k, fnCircumstance)
		}
	}
}

// marked returns the function a unit's own marking gives it, or "" for a
// bare noun phrase whose function depends on its position. With ergative
// set, the oblique case (Acc in UD Pashto) marks the subject and the
// direct case (Nom) the object.
func (p *parser) marked(u *unit, passive, copula, ergative bool, has map[string]bool) string {
	if u.core == fnDative && p.opt.Cues && !p.animate(u) {
		return fnCircumstance // 学校に: a place, not a beneficiary
	}
	if u.core != "" {
		return u.core
	}
	switch u.Type {
	case TagPP:
		switch {
		case passive && p.r.agent[u.marker]:
			return fnAgent
		case p.r.beneficiary[u.marker] && p.animate(u):
			return fnDative
		}
		return fnCircumstance
	case TagADJP:
		return fnComplement
	case TagADVP:
		return fnCircumstance
	case TagNP:
		c := p.caseOf(u)
		if ergative {
			switch c {
			case "Acc":
				c = "Nom"
			case "Nom":
				c = "Acc"
			}
		}
		switch c {
		case "", "Gen":
			return ""
		case "Nom":
			switch {
			case !has[fnSubject]:
				return fnSubject
			case copula:
				return fnComplement
			case p.r.sov:
				// An unmarked indefinite object ("bir şey anlattım").
				return fnObject
			}
			return ""
		case "Acc", "Par":
			// The partitive marks the (partial) object in Finnish.
			return fnObject
		case "Dat":
			return fnDative
		case "Ins":
			if passive {
				return fnAgent
			}
		}
		return fnCircumstance
	}
	return ""
}

// caseOf is the case of a noun phrase: its head's, else that of the
// first word that shows one (the determiner of "der Fluß").
func (p *parser) caseOf(u *unit) string {
	if c := p.ws[u.Head].feat("Case"); c != "" {
		return c
	}
	for k := u.Start; k < u.End; k++ {
		if c := p.ws[k].feat("Case"); c != "" {
			return c
		}
	}
	return ""
}

// animate reports whether the head of a phrase can be a beneficiary: a
// pronoun, or a word for a person, a group or an animal by its semantic
// class with commonsense cues; a name when its class is unknown or cues
// are off.
func (p *parser) animate(u *unit) bool {
	h := &p.ws[u.Head]
	if h.UPOS == "PRON" {
		return true
	}
	if !p.opt.Cues || h.Class == "" {
		return h.UPOS == "PROPN"
	}
	switch h.Class {
	case "noun.person", "noun.group", "noun.animal":
		return true
	}
	return false // "for Christmas": a name, but of a time
}

// passive reports a verb group in the passive voice: a word with
// Voice=Pass, a verb with the language's passive prefix or with one of
// its passive infixes after the first syllable, or a passive auxiliary
// with a participle (in verb-final languages, after the verb).
func (r *rules) passive(ws []Word, vg Chunk) bool {
	h := &ws[vg.Head]
	if r.passiveInfixed(h) {
		return true
	}
	aux := false
	for k := vg.Start; k < vg.End; k++ {
		if ws[k].feat("Voice") == "Pass" {
			return true
		}
		if ws[k].UPOS == "AUX" && r.passiveAux[ws[k].key()] {
			aux = true
		}
	}
	if h.UPOS != "VERB" {
		return false
	}
	if r.passivePrefix != "" && strings.HasPrefix(strings.ToLower(h.Form), r.passivePrefix) {
		return true
	}
	// A participle, or a verb the tagger gave no form (an unknown word).
	f := h.feat("VerbForm")
	return aux && (r.sov || (f == "Part" || f == "") && h.feat("Tense") != "Pres" && h.feat("Aspect") != "Prog")
}

// participlePassive reports a passive auxiliary alone in its verb group
// next to a passive participle the tagger made an adjective ("została
// spełniona", "otwarta zostanie").
func (p *parser) participlePassive(us []unit, vi int) bool {
	if !p.auxOnly(&us[vi]) || !p.hasPassiveAux(&us[vi]) {
		return false
	}
	for _, k := range []int{vi - 1, vi + 1} {
		if k < 0 || k >= len(us) || us[k].Type != TagADJP {
			continue
		}
		if h := &p.ws[us[k].Head]; h.feat("VerbForm") == "Part" && h.feat("Voice") == "Pass" {
			return true
		}
	}
	return false
}

// hasPassiveAux reports a verb group with one of the language's passive
// auxiliaries.
func (p *parser) hasPassiveAux(u *unit) bool {
	for k := u.Start; k < u.End; k++ {
		if p.ws[k].UPOS == "AUX" && p.r.passiveAux[p.ws[k].key()] {
			return true
		}
	}
	return false
}

// passiveInfixed reports a verb (or a word the tagger took for an
// adjective or noun but that ends a verb group) whose form holds one of the
// language's passive infixes after its first syllable: 발견+되+었다,
// 사랑+받+았다, 만들+어지+다, but not 되었다 ("became") itself.
func (r *rules) passiveInfixed(w *Word) bool {
	if len(r.passiveInfix) == 0 {
		return false
	}
	form := strings.ToLower(w.Form)
	_, size := utf8.DecodeRuneInString(form)
	rest := form[size:]
	for _, in := range r.passiveInfix {
		if strings.Contains(rest, in) {
			return true
		}
	}
	return false
}

// attachAlternative, for the alternative reading, attaches the first
// circumstance PP that directly follows an object to that object. It
// returns the clause's units, changed or not.
func (p *parser) attachAlternative(us []unit, vi int) []unit {
	if !p.attach || p.attached {
		return us
	}
	for k := vi + 1; k+1 < len(us); k++ {
		obj, pp := us[k], us[k+1]
		if obj.fn == RolePatient && obj.Type == TagNP && pp.Type == TagPP && pp.fn == RoleCircumstance {
			pp.fn = ""
			obj.kids = append(append([]unit(nil), obj.kids...), pp)
			obj.End = pp.End
			out := append(append(us[:k:k], obj), us[k+2:]...)
			p.attached = true
			return out
		}
	}
	return us
}
