package abuse

import (
	"fmt"
	"maps"
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/argot-nlp/argot/spell"

	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/lexdata"
)

// Severity levels, as the service names them.
const (
	low = iota + 1
	medium
	high
	extreme
)

var severityNames = [...]string{"", "low", "medium", "high", "extreme"}

// finding is one instance before it is placed in the document.
type finding struct {
	typ        string
	sev        int
	start, end int // words of the view
	tags       []string
	why        string
}

// docFacts is what the rules know beyond the sentence: the request's
// memory flags, facts of the whole document, and the entities of the
// sentence.
type docFacts struct {
	flags    map[string]bool
	minor    bool     // the text discloses a minor
	plan     bool     // the text mentions a suicide plan
	spam     int      // spam cues in the whole document
	links    bool     // the document has a URL, e-mail or phone number
	entities []string // entity types with a mention in the sentence
	review   bool     // format review: spam is flagged more eagerly
	// prevGroup is the last protected group named in the two sentences
	// before, for pronouns that refer back to it.
	prevGroup *hit
	valence   func(*word) float64
	core      *lexdata.Core
	// hostile is the valence at or below which a word said of a group is
	// hostile: English has rated lexicons; elsewhere valences come through
	// translations and families, which the sentiment stage scales down.
	hostile float64
	// chat is set for the chat formats (dialogue, shortpost).
	chat bool
	// edited is set when the whole text reads as edited prose (news, a
	// report, a story; see analysis.edited), whose narration of crimes is
	// not an accusation.
	edited   bool
	families map[uint32][]info
}

// rules runs every rule over one sentence.
func (m *model) rules(v *view, cx *docFacts) []finding {
	r := ruler{v: v, cx: cx}
	r.bigotry()
	r.urges() // before threats: "kill yourself" threatens no one
	r.threats()
	r.advances() // before attacks: "I want to fuck you" is an advance
	r.attacks()
	r.profanity()
	r.selling()
	r.dataLeak() // before contact: a list of accounts is a leak, not an invitation
	r.externalContact()
	r.mentalIssues()
	r.adultOnly()
	r.disturbing()
	r.allegations()
	r.hierarchy()
	r.spam()
	r.contentious()
	r.gibberish()
	return r.out
}

type ruler struct {
	v   *view
	cx  *docFacts
	out []finding
	// used marks hits already explained by an instance, so that a word
	// counted in an attack is not reported again as plain profanity.
	used map[*hit]bool
}

func (r *ruler) add(f finding, hits ...*hit) {
	for _, h := range hits {
		if h == nil {
			continue
		}
		f.start, f.end = min(f.start, h.start), max(f.end, h.end)
		if r.used == nil {
			r.used = map[*hit]bool{}
		}
		r.used[h] = true
	}
	f.sev = min(max(f.sev, low), extreme)
	r.out = append(r.out, f)
}

// span starts a finding over no words; add widens it to its hits.
func span(typ string, sev int, why string, tags ...string) finding {
	return finding{typ: typ, sev: sev, start: 1 << 30, end: -1, why: why, tags: tags}
}

// sure reports whether a hit counts on its own: lexicon words with a common
// clean meaning (confidence 0) count only in an abusive context, unless the
// caller asked for paranoid mode.
//
// In informal writing (handles, hashtags, emoji, links, or a chat format)
// the vulgar sense of an ambiguous word is the likely one, so a word with
// a sense the core pack marks as vulgar or insulting counts there too.
//
// A word the lexicon is sure of counts even in a clean sense when one of
// its senses is vulgar ("fucking", whose sense is sex); one with no vulgar
// sense at all, in a sentence ended by a full stop, question or
// exclamation mark (see view.ended), is read in the sense chosen: a verb
// ("bloodying them up"), an anatomical or historical noun ("their
// genitals", "slaves") that a list holds for its vulgar uses. An
// unended sentence (a chat line) keeps the list's reading.
func (r *ruler) sure(h *hit) bool {
	if r.cx.flags["paranoid_mode"] {
		return true
	}
	if h.confidence > 0 {
		return !r.cleanSense(h) || h.confidence >= 2 && (r.vulgarSense(h) || !r.v.ended())
	}
	return r.v.informal(r.cx.chat) && r.vulgarSense(h)
}

// minCleanContext is how many content words a sentence needs for the
// sense chosen to be trusted: a curse stands alone or nearly ("¡joder!",
// "ja pierdolę, znowu pada").
const minCleanContext = 5

// cleanSense reports whether a profane or sexual lexicon word or phrase
// of formal writing is used in a clean sense: the sense the senses stage
// chose names nothing abusive ("la queue" of a ray, "huevos" of a bird,
// "pico" a peak, "jockey"). Words the lexicon is sure of ("fucking", whose
// sense is sex), the cue lists' words and repaired obfuscations are not
// affected; nor is chat, where the vulgar sense is the likely one, nor a
// short sentence, nor one to the reader or about a group. Slurs and
// insults are not either: a slur may share the neutral name's sense
// ("Gudłaj", a Jew), and the rules for names called judge insults.
//
// A phrase is clean when it is function words (by the stop list or the
// tag) and one word in a clean sense: some lists hold the everyday part
// of a profane phrase ("se faire" of "se faire enculer": "il se fait
// appeler Ye").
func (r *ruler) cleanSense(h *hit) bool {
	v := r.v
	if h.kind != kProfanity && h.kind != kSexual || h.cue || r.cx.families == nil || v.informal(r.cx.chat) ||
		v.contentWords() < minCleanContext || v.has(kYou, -1) || v.has(kYouAre, -1) || v.has(kGroup, -1) {
		return false
	}
	content := 0
	for i := h.start; i < h.end; i++ {
		w := &v.words[i]
		if h.end-h.start > 1 && (w.token.Stopword || functionPOS[w.token.POS]) {
			continue // "se" of "se fait": a clitic the stop list may not hold
		}
		if content++; w.family == 0 || w.repaired || r.abusiveFamily(w.family) {
			return false
		}
	}
	return content <= 1 // function words only ("se fait", both on the stop list) or one clean word
}

// functionPOS are the parts of speech of function words, which a phrase's
// sense does not rest on.
var functionPOS = map[string]bool{"PRON": true, "DET": true, "ADP": true, "PART": true, "CCONJ": true, "SCONJ": true}

// abusiveFamily reports whether family f is profane, sexual, insulting or
// a slur in the core pack.
func (r *ruler) abusiveFamily(f uint32) bool {
	for _, in := range r.cx.families[f] {
		switch in.kind {
		case kInsult, kSlur, kProfanity, kSexual:
			return true
		}
	}
	return false
}

// vulgarSense reports whether one of the senses of h's word is profane,
// sexual, insulting or a slur in the core pack.
func (r *ruler) vulgarSense(h *hit) bool {
	if h.end-h.start != 1 || r.cx.families == nil {
		return false
	}
	for _, rd := range r.v.words[h.start].token.Readings {
		if slices.ContainsFunc(rd.Families, r.abusiveFamily) {
			return true
		}
	}
	return false
}

// mention reports whether the sentence talks about words rather than using
// them: quotation, reporting verbs, counter-speech.
func (r *ruler) mention(h *hit) bool {
	v := r.v
	return v.isQuoted(h) || r.countered(h) || r.reported(h)
}

// reported reports whether h's clause reports someone else's words ("he
// called me a ..."). The speaker's own saying is use, not mention: "I
// called him a ...", "just say you hate ...", unless the speaker denies
// it ("I never said ...").
func (r *ruler) reported(h *hit) bool {
	v := r.v
	return v.find(kReport, v.clause[h.start], func(rep *hit) bool {
		if self := v.nearest(rep, 2, kSelf); self != nil && self.end <= rep.start && !v.negated(rep, 0) && !v.overlaps(rep, kNeg) {
			return false // "I never said that ..." disowns the words
		}
		return !r.imperative(rep)
	}) != nil
}

// countered reports whether counter-speech in the sentence condemns h. A
// counter cue right next to h is part of the hostile phrase ("are human
// garbage"), not a condemnation of it.
func (r *ruler) countered(h *hit) bool {
	v := r.v
	for _, c := range v.of(kCounter) {
		if c.start < h.end && c.end > h.start {
			continue
		}
		if v.clause[c.start] == v.clause[h.start] && v.gap(c, h) == 0 {
			continue
		}
		return true
	}
	return false
}

func q(s string) string { return `"` + s + `"` }

// ---- bigotry: slurs, and hostility towards protected groups ----

func (r *ruler) bigotry() {
	v := r.v
	for _, h := range v.of(kSlur) {
		if r.mention(h) || v.negated(h, 0) || v.overlaps(h, kGroup) {
			continue // a neutral group name ("gay", "Jew") is not a slur
		}
		// A word known only through a family (not a list) that has an
		// everyday sense as well ("order tacos") must, like a word the
		// lists are unsure of, be said of someone.
		if r.reclaimed(h) || !r.personSense(h) || (h.confidence < 2 || h.family && r.everydaySense(h)) && !r.personContext(h) {
			continue
		}
		if r.neutralSenses(h) && !r.vocative(h) && !r.hostileNear(h) && !r.predicated(h) {
			continue // "smoking fags", "if you want a boy" (of a bird): the sense read is no slur
		}
		if !r.sure(h) && (!r.insultSense(h) || v.nearest(h, 4, kYou, kYouAre, kGeneralise, kHate, kDehum) == nil) {
			continue
		}
		sev := medium
		if h.strength >= 4 {
			sev = high
		}
		r.add(span("bigotry", sev, q(r.v.label(h))+" is a slur"+tagNote(h.tags)+".", append([]string{"slur"}, h.tags...)...), h)
	}
	for _, h := range v.of(kDogwhistle) {
		if !r.sure(h) || r.mention(h) || !v.informal(r.cx.chat) && !r.hostileNear(h) {
			continue // in edited prose, "tax cuts" and "family values" are policy
		}
		r.add(span("bigotry", low, q(r.v.label(h))+" is a coded term (dogwhistle)"+tagNote(h.tags)+".", append([]string{"dogwhistle"}, h.tags...)...), h)
	}
	for _, g := range r.groups() {
		if v.isQuoted(g) || !r.people(g) {
			continue
		}
		host, sev, how := r.hostility(g)
		if host == nil {
			host, sev = r.insultAsMember(g), medium
		}
		if host == nil {
			continue
		}
		tags := slices.Clone(g.tags)
		if how != "" {
			tags = append(tags, how)
		}
		if sev == extreme {
			tags = append(tags, "call_for_violence")
		}
		why := fmt.Sprintf("%s is said about %s, a protected group%s.", q(r.v.label(host)), q(r.v.label(g)), tagNote(g.tags))
		switch {
		case how == "denial":
			why = fmt.Sprintf("%s is denied to %s, a protected group%s.", q(r.v.label(host)), q(r.v.label(g)), tagNote(g.tags))
		case how == "dehumanisation" && v.has(kCompare, -1) && r.animalOrDirt(host.start):
			why = fmt.Sprintf("%s, a protected group%s, is ranked below %s.", q(r.v.label(g)), tagNote(g.tags), q(r.v.label(host)))
		}
		r.add(span("bigotry", sev, why, tags...), g, host)
	}
}

// hostileNear reports whether something hostile stands in h's sentence
// besides h: hate, dehumanisation, an insult, a slur, a negative
// attribute or violence. A dogwhistle is a phrase with an everyday
// meaning ("tax cuts", "family values", "you know who") that codes hate
// only in such company or in the short posts it is made for.
//
// A slur or insult the lexicon is unsure of, read in a sense that is no
// person ("black" of an outfit), is nothing hostile.
func (r *ruler) hostileNear(h *hit) bool {
	for _, k := range []kind{kHate, kDehum, kInsult, kSlur, kNegAttr, kViolence} {
		if r.v.find(k, -1, func(o *hit) bool {
			if (k == kInsult || k == kSlur) && !r.sure(o) && !r.personSense(o) {
				return false
			}
			return o.end <= h.start || o.start >= h.end
		}) != nil {
			return true
		}
	}
	return false
}

// insultAsMember returns the insult aimed at the reader in a sentence
// that makes the reader a member of group g ("if you are a woman, you are
// probably stupid"): the insult is then said of the group.
func (r *ruler) insultAsMember(g *hit) *hit {
	v := r.v
	member := v.find(kYouAre, -1, func(y *hit) bool { return y.end <= g.start && v.gap(y, g) <= 1 })
	if member == nil || v.negated(member, 0) {
		return nil
	}
	for _, k := range []kind{kInsult, kNegAttr, kDehum, kSlur} {
		if h := v.find(k, -1, func(h *hit) bool {
			you := v.nearest(h, 3, kYouAre)
			return h.start >= g.end && you != nil && you != member && you.end <= h.start &&
				(k == kNegAttr || r.sure(h)) && !v.negated(h, you.start) && !r.mention(h)
		}); h != nil {
			return h
		}
	}
	return nil
}

// groups returns the protected groups the sentence is about: those it
// names, or, when it names none, the group of a recent sentence that a
// plural third-person pronoun refers back to ("Immigrants think they are
// special. I hate them.").
func (r *ruler) groups() []*hit {
	v := r.v
	if gs := v.of(kGroup); len(gs) > 0 || r.cx.prevGroup == nil {
		return gs
	}
	var out []*hit
	for _, t := range v.of(kThird) {
		if slices.Contains(v.words[t.start].token.Features, "Number=Sing") {
			continue
		}
		g := *t
		g.kind, g.tags = kGroup, r.cx.prevGroup.tags
		g.text = r.v.label(t) + " (" + r.cx.prevGroup.text + ")"
		out = append(out, &g)
	}
	// "You X keep acting up. Nothing is worse than your kind.": a
	// possessive before a word for the group's members refers back too.
	for _, m := range v.of(kMember) {
		poss := v.find(kYou, v.clause[m.start], func(p *hit) bool { return p.end == m.start })
		if poss == nil {
			poss = v.find(kThird, v.clause[m.start], func(p *hit) bool { return p.end == m.start })
		}
		if poss == nil || slices.Contains(v.words[poss.start].token.Features, "Number=Sing") {
			continue
		}
		g := hit{start: poss.start, end: m.end, info: info{kind: kGroup, tags: r.cx.prevGroup.tags}}
		g.text = r.v.label(&g) + " (" + r.cx.prevGroup.text + ")"
		out = append(out, &g)
	}
	return out
}

// individual reports whether group hit g, a singular noun, names one
// person: a demonstrative determiner or a possessive before it and its
// modifiers ("that lady", "my wife"), the definite article with a
// prepositional phrase after it ("the girl at the desk"), or the
// indefinite one in what the speaker says they are ("I was a dumb
// college girl"). What is said of them is said of that person, not of
// the group. The definite article alone may be generic ("la femme"), as
// is the indefinite one ("a woman should ...").
func (r *ruler) individual(g *hit) bool {
	v := r.v
	last := v.words[g.end-1].token
	if last.POS != "NOUN" || !slices.Contains(last.Features, "Number=Sing") ||
		g.end < len(v.words) && v.words[g.end].token.POS == "NOUN" {
		return false // plural, or a modifier of another noun ("your immigrant lives")
	}
	i := g.start - 1
	compound := false
	for i >= 0 && (v.words[i].token.POS == "ADJ" || v.words[i].token.POS == "ADV" || v.words[i].token.POS == "NOUN") {
		compound = compound || v.words[i].token.POS == "NOUN"
		i--
	}
	if i < 0 || compound && i > 0 && v.words[i-1].token.POS == "ADP" {
		return false // "in my experience woman is ...": the noun ends a prepositional phrase
	}
	f := v.words[i].token.Features
	switch v.words[i].token.POS {
	case "DET":
		if slices.Contains(f, "Number=Plur") {
			return false // "these women of yours": a plural determiner says the group
		}
		return slices.Contains(f, "PronType=Dem") ||
			slices.Contains(f, "Definite=Def") && g.end < len(v.words) && v.words[g.end].token.POS == "ADP" ||
			slices.Contains(f, "Definite=Ind") && v.speakerIs(i) && !r.likeGroup(g)
	case "PRON":
		return slices.Contains(f, "Poss=Yes")
	}
	return false
}

// likeGroup reports whether "like" or "as" and a group follow g: the
// speaker likens themselves to the group ("I am a dumb girl, like every
// other girl"), and what they say of themselves they say of it.
func (r *ruler) likeGroup(g *hit) bool {
	v := r.v
	for j := g.end; j < len(v.words); j++ {
		if f := strings.ToLower(v.words[j].form); f == "like" || f == "as" {
			return v.find(kGroup, -1, func(o *hit) bool { return o.start > j }) != nil
		}
	}
	return false
}

// speakerIs reports whether word i follows "I am" or "I was": the
// speaker's own subject and a copula.
func (v *view) speakerIs(i int) bool {
	if i < 2 || v.words[i-1].lemma != "be" || v.words[i-1].token.POS != "AUX" {
		return false
	}
	f := v.words[i-2].token.Features
	return v.words[i-2].token.POS == "PRON" && slices.Contains(f, "Person=1") && slices.Contains(f, "Number=Sing") && !slices.Contains(f, "Poss=Yes")
}

// people reports whether group hit g names people, not their things: an
// adjective before a noun that is not a person ("Muslim culture", "Arab
// regions") is about something else, unless the noun is a name called or
// stands for the group's members.
func (r *ruler) people(g *hit) bool {
	v := r.v
	last := &v.words[g.end-1]
	if last.token.POS != "ADJ" || g.end >= len(v.words) || r.cx.core == nil {
		return true
	}
	next := &v.words[g.end]
	if next.token.POS != "NOUN" || next.family == 0 {
		return true
	}
	// "gay trash", "Muslim scum": a name called is said of people;
	// "black lives": the group's members.
	at := &hit{start: g.end, end: g.end + 1}
	if r.animalOrDirt(g.end) && r.literalAnimal(g, at) {
		return false // "zwei schwarze Hunde spielen": the colour of animals
	}
	for _, k := range []kind{kDehum, kInsult, kSlur, kMember} {
		if v.overlaps(at, k) {
			return true
		}
	}
	// "cut their Muslim throats": a body part inside the violence done to
	// it is the members' body ("black hair" alone is not).
	if v.overlaps(at, kViolence) && r.cx.core.LexName(lexdata.FamilyID(next.family)) == "noun.body" {
		return true
	}
	return r.isPerson(next.family)
}

// literalAnimal reports whether group adjective g, read in a sense of its
// own that is no pertainym ("schwarz" the colour, not "muslimisch"), is
// said of the animal noun at after it, with nothing else hostile in the
// sentence, no one addressed and nothing intended: "zwei schwarze Hunde
// spielen auf einer Wiese" describes dogs. "Diese schwarzen Affen
// gehören nicht hierher" excludes, and "Muslim pigs" has a pertainym.
func (r *ruler) literalAnimal(g, at *hit) bool {
	v := r.v
	w := &v.words[g.end-1]
	if g.end-g.start != 1 || w.token.POS != "ADJ" || w.family == 0 || r.cx.core.LexName(lexdata.FamilyID(w.family)) != "adj.all" {
		return false
	}
	if r.hostileNear(at) {
		return false
	}
	for _, k := range []kind{kExclude, kYou, kYouAre, kIntent, kUrge, kGeneralise} {
		if v.has(k, -1) {
			return false
		}
	}
	return true
}

// reclaimed reports whether a slur is used of oneself or one's own ("I'm
// a ...", "my ...s", "we are ..."), as groups reclaim their slurs.
func (r *ruler) reclaimed(h *hit) bool {
	v := r.v
	self := v.nearest(h, 3, kSelf)
	if self == nil || self.end > h.start {
		return false
	}
	// Someone else between the speaker and the slur is its target ("I
	// think you're a ..."); after it, a relative clause ("I'm the ... you
	// wish you could be").
	if other := v.nearest(h, 4, kYou, kYouAre, kThird); other != nil && other.start < h.start {
		return false
	}
	possessive := slices.Contains(v.words[self.start].token.Features, "Poss=Yes")
	copula := v.find(kBe, v.clause[h.start], func(b *hit) bool { return b.start >= self.start && b.end <= h.start }) != nil
	return possessive || copula
}

// selfDeprecating reports whether insult h is said of the speaker: a
// first-person subject with a copula before it ("I'm such an idiot", "I
// am a moron"), not a possessive ("my bitch").
func (r *ruler) selfDeprecating(h *hit) bool {
	v := r.v
	self := v.nearest(h, 4, kSelf)
	if self == nil || self.end > h.start || slices.Contains(v.words[self.start].token.Features, "Poss=Yes") {
		return false
	}
	return v.find(kBe, v.clause[h.start], func(b *hit) bool { return b.start >= self.start && b.end <= h.start }) != nil
}

// otherNoun reports whether the sentence names someone or something else
// than h, which is then the insult's target ("liberals are idiots").
func (r *ruler) otherNoun(h *hit) bool {
	v := r.v
	for i, w := range v.words {
		if i >= h.start && i < h.end || !v.content(i) {
			continue
		}
		if pos := w.token.POS; pos == "NOUN" || pos == "PROPN" {
			return true
		}
	}
	return false
}

// personContext reports whether h is said of or to someone: predicated
// ("X is a ..."), next to a pronoun or a generalisation ("typical ..."),
// or called out at the edge of its clause ("shut up, ...", "just another
// common ..."). "They built two dykes" has none of these.
func (r *ruler) personContext(h *hit) bool {
	v := r.v
	if v.contentWords() <= 3 || v.lastInClause(h) {
		return true
	}
	if v.nearest(h, 4, kYou, kYouAre, kThird) != nil || v.nearest(h, 3, kGeneralise) != nil {
		return true
	}
	if v.find(kBe, v.clause[h.start], func(b *hit) bool { return b.end <= h.start && v.gap(b, h) <= 3 }) != nil {
		return true
	}
	for i := h.start - 1; i >= 0 && v.clause[i] == v.clause[h.start]; i-- {
		if v.content(i) {
			return false
		}
	}
	return true // first in its clause
}

// vocative reports whether h, a word with an insulting sense, is used to
// call someone: alone in a short message, or at the edge of its clause
// without a determiner ("shut up bitch", "bitch please", "@x fag").
func (r *ruler) vocative(h *hit) bool {
	v := r.v
	if !r.insultSense(h) {
		return false
	}
	if r.subjectOfFinite(h) {
		return false // "boy eats potato", "Queen pays tribute to ...": the verb's subject
	}
	if r.thirdSubject(h) != nil {
		return false // fi "hän on idiootti", id "dia idiot": said of someone, not called
	}
	if v.contentWords() <= 3 {
		return true
	}
	c := v.clause[h.start]
	first, last := true, true
	// A slur is abuse wherever it stands in the clause ("Gudłaje ... nie
	// mogą"); a word that is also an everyday noun or adjective must look
	// like a name called.
	strict := h.kind != kSlur
	adj := v.words[h.start].token.POS == "ADJ"
	for i := h.start - 1; i >= 0 && v.clause[i] == c; i-- {
		if v.content(i) {
			first = false
			switch pos := v.words[i].token.POS; {
			case pos == "DET" || pos == "ADJ" || pos == "NUM" || pos == "PRON" || strict && pos == "ADP":
				return false // "a ...", "de vache": a noun phrase, not a name called
			case strict && adj && (pos == "NOUN" || pos == "PROPN"):
				return false // "sensibilité anarchiste": an adjective of a noun
			}
			break
		}
	}
	clauseWords := 0
	for i := h.end; i < len(v.words) && v.clause[i] == c; i++ {
		if v.content(i) {
			last = false
			clauseWords++
		}
	}
	// A name called opens a short clause ("bitch please", "idiot, ..."); a
	// noun opening a longer one is its subject ("گوشت خوک مخورید ...").
	// One ending its clause right after a verb is the verb's object
	// ("order tacos", "smoking fags"), not someone called.
	object := h.start > 0 && v.clause[h.start-1] == c && v.words[h.start-1].token.POS == "VERB" && v.words[h.start].token.POS == "NOUN"
	return first && (clauseWords <= 2 || !strict) || last && !object
}

// thirdSubject returns the third-person pronoun that h is predicated of:
// a subject pronoun (not a determiner, a possessive, a reflexive, an object
// or a demonstrative "it") before h, at most two words away, joined by a
// copula ("he is an idiot", ru "он вор" where the language drops it, ja
// "あいつは泥棒" across the topic marker, fa "او دزد است" with the copula
// after), with h ending the predicate: nothing but a copula, a particle
// or punctuation after it (not tr "O kötü bir gün geçirdi", he had a bad
// day; not de "Sie ist böse geworden").
func (r *ruler) thirdSubject(h *hit) *hit {
	v := r.v
	c := v.clause[h.start]
	if !v.endsPredicate(h) {
		return nil
	}
	return v.find(kThird, c, func(t *hit) bool {
		w := v.words[t.start].token
		if t.end > h.start || v.gap(t, h) > 2 || thing(w) || w.POS == "DET" && !v.headFinal {
			return false
		}
		f := w.Features
		for _, bad := range []string{"Poss=Yes", "Reflex=Yes", "Case=Gen", "Case=Acc", "Case=Dat", "Polite=Form"} {
			if slices.Contains(f, bad) {
				return false // fi "sen", sv "sig", de "Sie Idiot!" (the reader)
			}
		}
		if slices.Contains(f, "PronType=Dem") && !v.headFinal {
			return false // fi "se pahaa": "it"; ps "هغه" is both "that" and "he"
		}
		if t.start > 0 && v.words[t.start-1].token.POS == "NOUN" {
			return false // he "היד שלה": the pronoun owns the noun before it
		}
		copula := false
		for i := t.end; i < h.start; i++ {
			if v.overlaps(&hit{start: i, end: i + 1}, kBe) {
				copula = true
				continue
			}
			switch v.words[i].token.POS {
			case "DET", "NUM", "PART", "ADV", "PUNCT":
			case "ADP":
				if !v.topicMarker {
					return false // de "er in seiner schlimmsten Zeit", fa "او به خاک": a place, not a predicate
				}
				copula = true // ja "あいつは": the topic marker
			default:
				if !classifier(v.words[i].token) {
					return false
				}
			}
		}
		if !copula && !v.copulaDrop {
			// A copula after the predicate in the verb-final languages.
			copula = v.headFinal && h.end < len(v.words) && v.overlaps(&hit{start: h.end, end: h.end + 1}, kBe)
		}
		return copula || v.copulaDrop
	})
}

// endsPredicate reports whether h ends what is said of the subject:
// nothing follows it in its clause but a copula, a particle, a
// conjunction ("a thief and a liar"), punctuation or a last
// adverb ("he is stupid, really"); not a noun it modifies (tr "kötü bir
// gün"), a verb or auxiliary it is the adverb or complement of ("kötü
// hissediyor", de "böse geworden").
func (v *view) endsPredicate(h *hit) bool {
	if h.end >= len(v.words) || v.clause[h.end] != v.clause[h.start] {
		return true
	}
	switch t := v.words[h.end].token; {
	case v.overlaps(&hit{start: h.end, end: h.end + 1}, kBe), t.POS == "PUNCT", t.POS == "PART", t.POS == "CCONJ":
		return true
	case t.POS == "ADV" && h.end+1 == len(v.words), t.POS == "AUX" && v.headFinal: // ja "泥棒だ"
		return true
	}
	return false
}

// classifier reports whether t is a measure word (zh "个", ja "匹"), which
// the Chinese and Japanese treebanks tag as nouns.
func classifier(t *doc.Token) bool {
	return t.POS == "NOUN" && (slices.Contains(t.Features, "NounType=Clf") || utf8.RuneCountInString(t.Text) == 1 && classifiers[t.Text])
}

// classifiers are the commonest Chinese measure words for people and things.
var classifiers = map[string]bool{"个": true, "個": true, "位": true, "名": true, "只": true, "隻": true, "条": true, "條": true}

// subjectOfFinite reports whether noun h is the subject of the verb right
// after it (adverbs aside), a verb in the third person or the past
// tense: a name called stands apart from the clause or before a command
// ("bitch please", "idiot go home"), not in agreement with its verb. The
// test is of the syntax alone, whatever sense the word was read in: a
// subject is talked about, not called ("the idiot ate my lunch" may
// still insult through the other rules, not as a vocative).
func (r *ruler) subjectOfFinite(h *hit) bool {
	v := r.v
	if pos := v.words[h.end-1].token.POS; pos != "NOUN" && pos != "PROPN" {
		return false
	}
	for i := h.end; i < len(v.words) && v.clause[i] == v.clause[h.start]; i++ {
		t := v.words[i].token
		switch t.POS {
		case "ADV":
			continue
		case "VERB", "AUX":
			return slices.Contains(t.Features, "Person=3") || slices.Contains(t.Features, "Tense=Past")
		}
		return false
	}
	return false
}

// insultSense reports whether one of the senses of h's word is an insult or
// a slur in the core pack (WordNet's disparaging senses: "bitch" as a
// disliked woman, "coon", "ass" as a stupid person).
func (r *ruler) insultSense(h *hit) bool {
	if h.cue && (h.kind == kInsult || h.kind == kSlur) {
		return true // the language's cue list names it an insult
	}
	if h.end-h.start != 1 || r.cx.families == nil {
		return false
	}
	for _, rd := range r.v.words[h.start].token.Readings {
		for _, f := range rd.Families {
			for _, in := range r.cx.families[f] {
				if in.kind == kInsult || in.kind == kSlur {
					return true
				}
			}
		}
	}
	return false
}

// predicated reports whether h follows a copula within three words of
// its clause ("you are just a ...", "he is a ..."): what someone is
// called, whatever sense the word was read in.
func (r *ruler) predicated(h *hit) bool {
	v := r.v
	if v.nearest(h, 4, kYouAre) != nil {
		return true
	}
	return v.find(kBe, v.clause[h.start], func(b *hit) bool { return b.end <= h.start && v.gap(b, h) <= 3 }) != nil
}

// neutralSenses reports whether the sense chosen for h's word (one word
// of a list or a family, not of the cue lists) is not the slur: a noun
// sense that is no person ("fags" as cigarettes), or a neutral sense of
// a word that has a disparaging one too ("boy" as a male child). A word
// read so is a slur only in a coded use, which needs a name called, a
// copula or hostility beside it.
func (r *ruler) neutralSenses(h *hit) bool {
	if h.cue || h.end-h.start != 1 || r.cx.families == nil || r.cx.core == nil {
		return false
	}
	w := &r.v.words[h.start]
	if w.family == 0 || w.repaired || w.token.Corrected != "" {
		return false // an obfuscated slur's senses are guesses at the disguise
	}
	f := w.family
	if w.token.POS == "NOUN" && !r.isPerson(f) {
		return true
	}
	// A word the lexicon knows in a disparaging sense and a neutral one
	// ("boy"), read in the neutral one. Where the lexicon knows only a
	// neutral sense (another language's slur mapped to the group's
	// concept), the sense says nothing.
	if !r.insultSense(h) {
		return false
	}
	for _, in := range r.cx.families[f] {
		if in.kind == kSlur || in.kind == kInsult {
			return false
		}
	}
	return true
}

// everydaySense reports whether h's word, one word, has a sense with
// nothing abusive in it: a family, of any of its readings, that is
// neither slur nor insult nor profane nor sexual ("taco" the food beside
// "taco" the slur, both families of one reading). vulgarSense asks the
// converse: whether any family is abusive.
func (r *ruler) everydaySense(h *hit) bool {
	if h.end-h.start != 1 || r.cx.families == nil {
		return false
	}
	for _, rd := range r.v.words[h.start].token.Readings {
		if slices.ContainsFunc(rd.Families, func(f uint32) bool { return !r.abusiveFamily(f) }) {
			return true
		}
	}
	return false
}

// personSense reports whether a word the lexicon is not sure of (a slur or
// insult with another common meaning: "dykes" by the sea), or a cue list's
// slur ("bitch" of a dog breeder), is used in a sense that denotes a
// person, as far as the chosen sense tells.
func (r *ruler) personSense(h *hit) bool {
	if h.confidence >= 2 && !h.cue || r.cx.core == nil || h.end-h.start != 1 {
		return true
	}
	v := r.v
	w := &v.words[h.start]
	if w.family == 0 || r.isPerson(w.family) {
		return true
	}
	// Sense choice errs ("a fag like you" read as a cigarette): another
	// sense that is a person counts when the word is said of someone or
	// ends its clause, as names called do.
	addressed := v.nearest(h, 4, kYou, kYouAre, kThird) != nil || v.lastInClause(h)
	if !addressed {
		return false
	}
	for _, rd := range w.token.Readings {
		for _, f := range rd.Families {
			if r.isPerson(f) {
				return true
			}
		}
	}
	return false
}

// isPerson reports whether family f denotes a person (noun.person).
func (r *ruler) isPerson(f uint32) bool {
	return r.cx.core.LexName(lexdata.FamilyID(f)) == "noun.person"
}

// hostility finds what in g's sentence is hostile towards group g, how
// severe it is and a tag saying how.
func (r *ruler) hostility(g *hit) (*hit, int, string) {
	v := r.v
	within := func(h *hit) bool {
		if h == g || h.start < g.end && h.end > g.start && !(h.start < g.start && g.end < h.end) {
			return false // overlapping, unless the group sits inside a split phrase
		}
		if v.clause[h.start] == v.clause[g.start] {
			return v.gap(g, h) <= 8
		}
		if r.refersBack(g, h) {
			return true
		}
		if v.gap(g, h) > 6 {
			return false
		}
		// Across a comma: a pronoun refers back ("X, they are ..."), or the
		// next clause is the group's predicate ("Les femmes comme vous, sont
		// immondes": it opens with the copula).
		return v.has(kThird, v.clause[h.start]) || v.has(kThird, v.clause[g.start]) ||
			v.clause[h.start] == v.clause[g.start]+1 && r.opensWithCopula(v.clause[h.start])
	}
	// A question that opens with a negator asks for agreement: "aren't X
	// just ...?", "why can't X ...?" say what they ask, so only a negator
	// after the group counts there.
	from := 0
	if v.question && v.find(kNeg, v.clause[g.start], func(n *hit) bool { return n.end <= g.start }) != nil {
		from = g.end
	}
	// "No woman deserves ...", "not all immigrants are ...": the statement
	// about the group is denied.
	if from == 0 && v.negatedWithin(g, 0, 1) {
		return nil, 0, ""
	}
	notNeg := func(h *hit) bool { return within(h) && !v.negated(h, from) && !r.mention(h) }
	self := func(h *hit) *hit { return v.nearest(h, 5, kSelf) }
	// A call for violence or a threat against the group.
	if h := v.find(kViolence, -1, func(h *hit) bool { return notNeg(h) && r.threatening(h) && !r.clauseNegated(h) }); h != nil {
		return h, extreme, "violence"
	}
	if h := v.find(kDehum, -1, func(h *hit) bool { return notNeg(h) && (h.start > g.start || v.nearest(h, 4, kSelf) != nil) }); h != nil {
		return h, high, "dehumanisation"
	}
	if h := v.find(kHierarchy, -1, notNeg); h != nil {
		return h, high, "dehumanisation"
	}
	// A comparison that ranks the group below animals or dirt ("my dog is
	// smarter than any X", "the life of an insect is worth more than X").
	if v.has(kCompare, -1) && !v.question {
		for i := range v.words {
			if i >= g.start && i < g.end || !r.animalOrDirt(i) {
				continue
			}
			h := &hit{start: i, end: i + 1}
			if !v.negated(h, 0) && !r.mention(h) {
				return h, high, "dehumanisation"
			}
		}
	}
	if h := v.find(kExclude, -1, func(h *hit) bool {
		return notNeg(h) && !r.doubleNegative(h) && !r.otherSubject(g, h) && !r.pastPassive(h)
	}); h != nil {
		return h, high, "exclusion"
	}
	// Attributes and insults are said of the group when it comes first
	// ("X are ...", "these X are ...") or in the speaker's attitude ("I hate
	// X"); "violent attacks against X" is said of someone else. Said of
	// one member ("the girl at the desk was rude"), they are said of that
	// person; violence, dehumanisation and exclusion above are hate even
	// then ("I will murder that woman").
	if r.individual(g) {
		return nil, 0, ""
	}
	for _, k := range []kind{kHate, kSlur, kInsult, kNegAttr, kProfanity} {
		h := v.find(k, -1, func(h *hit) bool {
			if k == kHate && r.hatesOther(g, h) {
				return false
			}
			if (k == kInsult || k == kSlur) && v.words[h.end-1].token.POS != "ADJ" && r.inPrepPhrase(h) && r.modifiesThing(h) && !r.beforeTime(h) {
				// "deported by the Nazi regime": a noun naming the kind of a
				// thing in a prepositional phrase, said of no one; before a
				// noun of time it intensifies the clause ("de una puta
				// vez", once and for all), which may be said of the group.
				return false
			}
			return notNeg(h) && (k == kHate || h.start > g.start || v.nearest(h, 4, kSelf) != nil || r.memberOf(h, g) || r.rankedWorst(h, g)) &&
				(k == kHate || k == kNegAttr || r.sure(h) && !v.overlaps(h, kGroup)) && !r.ofOtherNoun(g, h)
		})
		if h != nil {
			return h, medium, ""
		}
	}
	// A strongly negative word predicated of the group ("X are despicable"),
	// or the speaker's attitude towards it ("my disdain for X"), or a
	// positive word denied ("X are not welcome").
	for i := range v.words {
		w := &v.words[i]
		if w.punct || i >= g.start && i < g.end {
			continue
		}
		h := &hit{start: i, end: i + 1}
		if !within(h) || r.mention(h) {
			continue
		}
		x := r.cx.valence(w)
		if x > r.cx.hostile && x < 1.5 {
			continue
		}
		if pos := w.token.POS; pos != "ADJ" && pos != "NOUN" && !(pos == "VERB" && self(h) != nil) {
			continue // "X are punished": harm done to the group, not said of it
		}
		predicated := h.start > g.start && v.find(kBe, v.clause[g.start], func(b *hit) bool {
			return b.start >= g.end && b.end <= h.start && v.gap(b, h) <= 4 && !v.harmParticiple(b.end, h.start)
		}) != nil // not through a passive: "X are stabbed to death" is harm done to them
		// "my disdain for X", "X disgust me", "X make me furious".
		self := self(h)
		attitude := self != nil && v.clause[self.start] == v.clause[g.start] &&
			(self.end <= h.start && h.end <= g.start && v.gap(h, g) <= 5 ||
				g.end <= h.start && g.end <= self.start && v.gap(g, self) <= 4)
		switch {
		case x <= r.cx.hostile && (predicated || attitude) && !v.negated(h, 0):
			return h, medium, ""
		case x >= 1.5 && (predicated && v.negated(h, g.end) || attitude && v.negated(h, 0) && !r.thingBetween(h.end, g.start)):
			// "I will never recommend this gym to any woman" denies the
			// gym a recommendation, not the group.
			return h, low, "denial"
		}
	}
	return nil, 0, ""
}

// ofOtherNoun reports whether h, an adjective after group g, opens
// another item of a list (after a comma or a conjunction) and modifies
// the noun after it, with no copula between group and adjective: "outcast
// women, naive children, retarded people" lists kinds, and "retarded" is
// said of the people, not of the women. "Women are evil people"
// predicates it. An item right after the group whose noun is a word for
// members, no kind of its own ("immigrants and dirty people"), pairs the
// group with a hostile characterisation of people like it.
func (r *ruler) ofOtherNoun(g, h *hit) bool {
	v := r.v
	if h.start <= g.end || h.end >= len(v.words) || v.words[h.end-1].token.POS != "ADJ" || v.words[h.end].token.POS != "NOUN" {
		return false
	}
	if prev := &v.words[h.start-1]; !prev.punct && prev.token.POS != "CCONJ" {
		return false
	}
	if h.start == g.end+1 && v.overlaps(&hit{start: h.end, end: h.end + 1}, kMember) {
		return false
	}
	return v.find(kBe, -1, func(b *hit) bool { return b.start >= g.end && b.end <= h.start }) == nil
}

// pastPassive reports whether h is a past participle right after a
// simple past "be" ("who was deported", "they were expelled"): what was
// done to someone, told as history, not a call to do it. An adverb
// between may judge it ("were rightly expelled"), and so may the rest of
// the sentence: approval ("Glad ...", "..., hooray"), a wish or a
// condition ("if ... were deported"), or desert ("as they deserved").
// A perfect ("have been deported") is news, not history.
func (r *ruler) pastPassive(h *hit) bool {
	v := r.v
	if h.end-h.start != 1 || h.start == 0 || !slices.Contains(v.words[h.start].token.Features, "VerbForm=Part") {
		return false
	}
	be := v.words[h.start-1]
	if be.lemma != "be" || !slices.Contains(be.token.Features, "Tense=Past") || !slices.Contains(be.token.Features, "VerbForm=Fin") {
		return false
	}
	if v.has(kUrge, -1) || v.has(kConditional, -1) || v.has(kIntent, -1) {
		return false
	}
	for i := range v.words {
		w := &v.words[i]
		attributive := w.token.POS == "ADJ" && i+1 < len(v.words) && (v.words[i+1].token.POS == "NOUN" || v.words[i+1].token.POS == "PROPN")
		// A participle tells what else was done ("the regime that
		// occupied my home"), no one's approval.
		participle := w.token.POS == "VERB" && slices.Contains(w.token.Features, "VerbForm=Part")
		if judgingLemmas[w.lemma] || judgingLemmas[strings.ToLower(w.form)] ||
			evaluative[w.token.POS] && !attributive && !participle && r.cx.valence != nil && r.cx.valence(w) > 0 {
			return false
		}
	}
	return true
}

// judgingLemmas approve of, wish for or justify what was done, though
// they carry no positive valence of their own. Forms are looked up too:
// "deserved" may be lemmatised as "serve".
var judgingLemmas = map[string]bool{"if": true, "deserve": true, "deserved": true, "should": true,
	"finally": true, "riddance": true, "hooray": true, "yay": true, "thank": true}

// evaluative are the parts of speech whose positive valence approves
// ("glad", "loved", "better", "hooray"); a noun's or a number's does not
// ("thousands").
var evaluative = map[string]bool{"ADJ": true, "ADV": true, "VERB": true, "INTJ": true}

// otherSubject reports whether a third-person singular pronoun in the
// nominative stands between group g and the exclusion h after it: the
// pronoun is the subject ("a woman whose patience he did not deserve"),
// and the group its object, not the one excluded. A plural pronoun may
// stand for the group ("Muslims, they do not deserve ..."), and an object
// pronoun is not the subject ("las mujeres me ...").
func (r *ruler) otherSubject(g, h *hit) bool {
	v := r.v
	if g.end > h.start || v.clause[g.start] != v.clause[h.start] {
		return false
	}
	for i := g.end; i < h.start; i++ {
		f := v.words[i].token.Features
		if v.words[i].token.POS == "PRON" && slices.Contains(f, "PronType=Prs") && slices.Contains(f, "Number=Sing") && slices.Contains(f, "Person=3") && slices.Contains(f, "Case=Nom") {
			return true
		}
	}
	return false
}

// litotes reports whether h, a comparative with nothing it is compared
// to, closes a conditional modal, a negating particle and a copula ("I
// could not be happier", "couldn't be better", "could not be more
// useless"): the negation does not deny the comparative but says it
// holds to the full, so that "they could not be smarter" praises and
// "they could not be stupider" vilifies. Another modal ("cannot be
// smarter"), another auxiliary ("have not been better"), another negator
// ("can never be smarter"), words between, a comparative of less degree
// ("could not be less helpful", which denies) or a perfect ("could not
// have been better") do not make a litotes.
func (v *view) litotes(h *hit) bool {
	i := h.start
	if i < 3 || v.has(kCompare, v.clause[i]) {
		return false
	}
	if !slices.Contains(v.words[i].token.Features, "Degree=Cmp") {
		// An analytic comparative: "more" before the adjective.
		adv := &v.words[i-1]
		if adv.token.POS != "ADV" || !slices.Contains(adv.token.Features, "Degree=Cmp") {
			return false
		}
		i--
	}
	if i < 3 || v.overlaps(&hit{start: i, end: i + 1}, kLessen) {
		return false
	}
	be, neg := &hit{start: i - 1, end: i}, &v.words[i-2]
	return v.overlaps(be, kBe) && neg.token.POS == "PART" && slices.Contains(neg.token.Features, "Polarity=Neg") &&
		isModal(v.words[i-3].token) && v.overlaps(&hit{start: i - 3, end: i - 2}, kConditional) && v.clause[i-3] == v.clause[i]
}

// hatesOther reports whether group g is the subject of hate verb h,
// which has an object of its own that is no protected group: "the
// Shiites hate al-Qaeda" says what the group feels, not what is felt
// about it.
func (r *ruler) hatesOther(g, h *hit) bool {
	v := r.v
	if h.start < g.end || v.clause[h.start] != v.clause[g.start] {
		return false
	}
	for i := g.end; i < h.start; i++ {
		if pos := v.words[i].token.POS; pos != "ADV" && pos != "AUX" {
			return false // "I met many gays and hate ...": the group is not the subject
		}
	}
	for i := h.end; i < len(v.words) && v.clause[i] == v.clause[h.start]; i++ {
		switch v.words[i].token.POS {
		case "ADV", "DET", "ADJ", "NUM":
			continue
		case "NOUN", "PROPN", "PRON":
			return !v.overlaps(&hit{start: i, end: i + 1}, kGroup)
		}
		return false
	}
	return false
}

// rankedWorst reports whether h is part of a denied comparison right
// before group g that ranks the group below everything ("there is nothing
// worse than X", "no one worse than X").
func (r *ruler) rankedWorst(h, g *hit) bool {
	v := r.v
	return v.find(kNotNeg, v.clause[g.start], func(n *hit) bool {
		return n.start <= h.start && h.end <= n.end && n.end <= g.start && v.gap(n, g) == 0
	}) != nil && v.find(kCompare, v.clause[g.start], func(c *hit) bool { return h.start <= c.start && c.end <= g.start }) != nil
}

// memberOf reports whether h is the subject of a copula whose predicate
// is group g: "of course that idiot was a woman" says the insult of the
// group.
func (r *ruler) memberOf(h, g *hit) bool {
	v := r.v
	return h.end <= g.start && v.find(kBe, v.clause[g.start], func(b *hit) bool {
		return b.start >= h.end && b.end <= g.start && v.gap(h, b) <= 1 && v.gap(b, g) <= 2
	}) != nil
}

// animalOrDirt reports whether word i names an animal or is a
// dehumanising word, for comparisons.
func (r *ruler) animalOrDirt(i int) bool {
	v := r.v
	if v.find(kDehum, -1, func(h *hit) bool { return h.start <= i && i < h.end }) != nil {
		return true
	}
	w := &v.words[i]
	if w.family == 0 || r.cx.core == nil || w.token.POS != "NOUN" {
		return false
	}
	return r.cx.core.LexName(lexdata.FamilyID(w.family)) == "noun.animal"
}

// refersBack reports whether h is said of a plural pronoun that stands for
// group g earlier in the sentence: "they are ..." (the pronoun, a copula,
// then h) or an act on them ("... contempt for them", "kill them").
func (r *ruler) refersBack(g, h *hit) bool {
	v := r.v
	return v.find(kThird, v.clause[h.start], func(t *hit) bool {
		if t.start < g.end || slices.Contains(v.words[t.start].token.Features, "Number=Sing") {
			return false
		}
		if t.end <= h.start {
			// "they are ...", "they should suffer"
			between := func(b *hit) bool { return b.start >= t.end && b.end <= h.start }
			intent := func(b *hit) bool { return b.start >= t.start && b.end > t.start && b.end <= h.start } // "they should"
			return v.gap(t, h) <= 3 && (v.find(kBe, v.clause[h.start], between) != nil ||
				h.kind == kViolence && v.find(kIntent, v.clause[h.start], intent) != nil)
		}
		return h.end <= t.start && v.gap(h, t) <= 2 && h.kind != kNegAttr && h.kind != kGroup
	}) != nil
}

// opensWithCopula reports whether clause c starts with a copula.
func (r *ruler) opensWithCopula(c int) bool {
	v := r.v
	for i := range v.words {
		if v.clause[i] != c || v.words[i].punct {
			continue
		}
		return v.find(kBe, c, func(b *hit) bool { return b.start == i }) != nil
	}
	return false
}

// clauseNegated reports whether a negator stands anywhere before h in its
// clause ("we should not allow anyone to be hurt").
func (r *ruler) clauseNegated(h *hit) bool { return r.v.negatedWithin(h, 0, 1<<20) }

// doubleNegative reports whether h, a denial ("do not deserve"), is
// followed by harm, so that together they protect ("do not deserve to be
// tortured"). Profanity is no harm but an intensifier ("aren't worth
// shit", "don't deserve shit").
func (r *ruler) doubleNegative(h *hit) bool {
	v := r.v
	if !v.overlaps(h, kNeg) {
		return false
	}
	for i := h.end; i < len(v.words) && i <= h.end+4 && v.clause[i] == v.clause[h.start]; i++ {
		if r.cx.valence(&v.words[i]) <= -1.9 && !v.overlaps(&hit{start: i, end: i + 1}, kProfanity) {
			return true
		}
	}
	return v.find(kViolence, v.clause[h.start], func(o *hit) bool { return o.start >= h.end && o.start <= h.end+4 }) != nil
}

// ---- threats and calls for violence ----

// threatening reports whether violence word h is threatened or called for:
// an intent marker before it in its clause ("I will", "should be"), or h
// opening its clause as a command ("kill all ...").
func (r *ruler) threatening(h *hit) bool {
	v := r.v
	if h.end-h.start == 1 && !verbLike(v.words[h.start].token) {
		return false // "a wave of attacks": violence named, not threatened
	}
	if v.find(kIntent, v.clause[h.start], func(i *hit) bool { return i.end <= h.start && v.gap(i, h) <= 6 }) != nil {
		return true
	}
	if v.affixed(h, v.futurePrefixes, strings.CutPrefix) != "" {
		return true // ar "سأقتلك": the future inside the word
	}
	// Violence done to people as the subject of a permission: "killing
	// them should be legal", "matarlos está justificado" (not "shooting
	// photos of them should be legal").
	group := v.find(kGroup, v.clause[h.start], func(g *hit) bool { return g.start >= h.end && v.gap(h, g) <= 1 })
	permit := v.find(kPermit, v.clause[h.start], func(p *hit) bool { return p.start >= h.end && v.gap(h, p) <= 8 })
	if permit != nil && r.opensClause(h) && (group != nil || !r.thingObject(h)) {
		return true
	}
	// A future tense threatens by itself ("sparerò", "öldüreceğim"); verb-
	// final languages put the modal after the verb ("getötet werden sollten").
	if slices.Contains(v.words[h.end-1].token.Features, "Tense=Fut") {
		return true
	}
	if v.finalNeg || v.headFinal {
		// The marker after the verb, or a cue of both that runs past it
		// (ko "죽여버릴 거야").
		if v.find(kIntent, v.clause[h.start], func(i *hit) bool {
			return i.start >= h.end && v.gap(h, i) <= 3 || i.start >= h.start && i.start < h.end && i.end > h.end
		}) != nil {
			return true
		}
	}
	// "I kill you", "ich bring dich um", es "te mato", pl "zabiję cię": the
	// speaker acting on the reader; many languages use the present tense
	// for the future, and the pro-drop ones name the speaker only in the
	// verb's ending.
	if !v.question {
		self := v.find(kSelf, v.clause[h.start], func(s *hit) bool { return s.end <= h.start || v.headFinal })
		you := v.find(kYou, v.clause[h.start], nil)
		if (self != nil || v.speakerVerb(h, 0, h.end, true)) && (you != nil && you != self || v.affixed(h, v.readerSuffixes, strings.CutSuffix) != "") {
			return true
		}
	}
	return r.imperative(h)
}

// verbLike reports whether t may be a verb: tagged one, or tagged as
// punctuation or left unknown although it has letters, which is how the
// taggers read a word they cannot analyse (ar "سأقتلك", ps "ووژنم").
func verbLike(t *doc.Token) bool {
	switch t.POS {
	case "VERB":
		return true
	case "PUNCT", "X", "SYM":
		return strings.IndexFunc(t.Text, unicode.IsLetter) >= 0
	}
	return false
}

// speakerVerb reports whether a finite verb in the first person, not an
// imperative, stands at a word of [from, to) in h's clause: the speaker as
// the subject of a pro-drop verb (es "te voy a matar", "bebimos mucha
// cerveza", pl "zabiję cię"; not an infinitive or participle); with
// present set, not in the past tense
// (a threat is to come). Only the proDropLanguages are read: the other
// taggers guess a person for verbs that mark none (en "saw" Person=1).
func (v *view) speakerVerb(h *hit, from, to int, present bool) bool {
	if !v.proDrop {
		return false
	}
	for i := max(from, 0); i < min(to, len(v.words)); i++ {
		if v.clause[i] != v.clause[h.start] {
			continue
		}
		t := v.words[i].token
		f := t.Features
		if (t.POS == "VERB" || t.POS == "AUX") && slices.Contains(f, "Person=1") && !slices.Contains(f, "Mood=Imp") &&
			!slices.Contains(f, "VerbForm=Inf") && !slices.Contains(f, "VerbForm=Part") && !(present && slices.Contains(f, "Tense=Past")) {
			return true
		}
	}
	return false
}

// consumes reports whether the speaker drinks, smokes, buys or plays h
// in a pro-drop verb: a first-person verb right before h, with only
// determiners, adjectives, numbers, adverbs and particles between ("bebimos mucha
// cerveza", it "abbiamo bevuto tantissima birra"), or, in a verb-final language, right after it with only
// particles and adverbs between (fa "آبجو خوردیم"); not a verb further
// off ("poderemos regulamentar os produtos do tabaco").
func (v *view) consumes(h *hit) bool {
	i := h.start - 1
	for i >= 0 && i >= h.start-3 && slices.Contains([]string{"DET", "ADJ", "NUM", "ADV", "PART"}, v.words[i].token.POS) {
		i--
	}
	if i > 0 && v.words[i].token.POS == "VERB" && v.words[i-1].token.POS == "AUX" {
		i-- // it "abbiamo bevuto": the auxiliary names the person
	}
	if v.speakerVerb(h, i, i+1, false) {
		return true
	}
	if !v.headFinal {
		return false
	}
	j := h.end
	for j < len(v.words) && j < h.end+3 && slices.Contains([]string{"ADP", "PART", "ADV"}, v.words[j].token.POS) {
		j++
	}
	return v.speakerVerb(h, j, j+1, false)
}

// affixed returns the affix of affixes that the one word of hit h, a verb
// or a word the tagger could not analyse (not a noun, adjective, adverb or
// number: ar "معارك", battles), carries where cut (strings.CutPrefix or
// strings.CutSuffix) looks, with three letters or more left, or "": the
// future and the reader's object written inside the verb (ar سـ and ـك in
// "سأقتلك", fa ـمت in "می‌کشمت").
func (v *view) affixed(h *hit, affixes []string, cut func(s, affix string) (string, bool)) string {
	if h.end-h.start != 1 {
		return ""
	}
	w := &v.words[h.start]
	switch w.token.POS {
	case "NOUN", "PROPN", "ADJ", "ADV", "NUM":
		return ""
	}
	for _, a := range affixes {
		if rest, ok := cut(w.form, a); ok && utf8.RuneCountInString(rest) >= 3 {
			return a
		}
	}
	return ""
}

// thingAgent reports whether the intent marker before violent word h
// opens a relative clause about a thing: a relative pronoun right before
// it, after a noun that names no person or animal ("a spray that will
// kill them", "a function that will get rid of them"). The clause tells
// what the thing does, not what anyone means to do. A thing as the plain
// subject is still its owner's threat ("my gun will kill you").
func (r *ruler) thingAgent(h *hit) bool {
	v := r.v
	in := v.find(kIntent, v.clause[h.start], func(i *hit) bool { return i.end <= h.start && v.gap(i, h) <= 6 })
	if in == nil || r.cx.core == nil {
		return false
	}
	j := in.start - 1
	if j < 1 || v.words[j].token.POS != "PRON" || !slices.Contains(v.words[j].token.Features, "PronType=Rel") {
		return false
	}
	w := &v.words[j-1]
	return w.token.POS == "NOUN" && w.family != 0 && !r.isPerson(w.family) && !r.animalOrDirt(j-1)
}

// opensClause reports whether h is the first word of its clause.
func (r *ruler) opensClause(h *hit) bool {
	v := r.v
	for i := h.start - 1; i >= 0 && v.clause[i] == v.clause[h.start]; i-- {
		if !v.words[i].punct {
			return false
		}
	}
	return true
}

// imperative reports whether h opens the sentence (or a part after a colon
// or semicolon) in its base form, as a command does ("kill all ...", "send
// me pics"); a participle after a comma ("..., killing 4") is not one.
func (r *ruler) imperative(h *hit) bool {
	v := r.v
	if v.question {
		return false
	}
	w := &v.words[h.start]
	if w.lemma != "" && w.form != w.lemma {
		return false
	}
	for i := h.start - 1; i >= 0; i-- {
		if !v.words[i].punct {
			return false
		}
		if t := v.words[i].token.Text; t == ":" || t == ";" {
			break
		}
	}
	return true
}

// toReader reports whether the sentence of h, a word that may be a name
// called, speaks to the reader: a command ("Sit down boy", "Hey boy, go
// back to the fields") or "you" ("Know your place, boy."). An
// interjection ("oh boy", "boy oh boy") calls no one.
func (r *ruler) toReader(h *hit) bool {
	v := r.v
	for _, step := range []int{-1, 1} {
		j := h.start + step
		if step > 0 {
			j = h.end
		}
		for j >= 0 && j < len(v.words) && v.words[j].punct {
			j += step
		}
		if j >= 0 && j < len(v.words) && (strings.EqualFold(v.words[j].token.Text, "oh") || strings.EqualFold(v.words[j].token.Text, "o")) {
			return false
		}
	}
	if v.question {
		return false
	}
	if v.has(kYou, -1) || v.has(kYouAre, -1) {
		return true
	}
	for i := range v.words {
		w := &v.words[i]
		if i >= h.start && i < h.end || w.token.POS != "VERB" || w.form != w.lemma {
			continue
		}
		opens := true
		for j := i - 1; j >= 0 && v.clause[j] == v.clause[i]; j-- {
			if !v.words[j].punct && v.words[j].token.POS != "INTJ" {
				opens = false
				break
			}
		}
		if opens {
			return true
		}
	}
	return false
}

// victim returns the person a violent word h is aimed at: the reader or a
// third person named after the verb, inside the violent phrase ("bring
// dich um"), right before it as a clitic ("je vais te tuer", "я тебя
// убью"), or before it in a verb-final language ("seni öldüreceğim").
func (r *ruler) victim(h *hit) *hit {
	v := r.v
	c := v.clause[h.start]
	if a := v.affixed(h, v.readerSuffixes, strings.CutSuffix); a != "" {
		return &hit{start: h.start, end: h.end, info: info{kind: kYou}, text: "-" + a + " (the reader)"}
	}
	for _, k := range []kind{kYou, kThird} {
		if t := v.find(k, c, func(o *hit) bool {
			if thing(v.words[o.start].token) {
				return false // "execute it": a thing, no one hurt
			}
			if r.recipient(o) {
				return false // "shoot you a text": sent a message, not shot
			}
			switch {
			case o.start >= h.end:
				// A conjunction between starts another clause ("get rid of
				// because they're moving"); a thing between is the verb's
				// object when the pronoun is the subject of a clause of its
				// own ("get rid of the extra energy they got"), not when the
				// thing is governed past it ("kick the shit out of you"); a
				// possessive's thing is the object too ("hurt your attempts").
				return v.gap(h, o) <= 4 && (!v.hasPOS(h.end, o.start, "SCONJ") || r.dwellsIn(o)) &&
					!(r.thingBetween(h.end, o.start) && r.subjectPronoun(o) && !r.ownedBetween(h.end, o)) &&
					!r.possessedThing(h, o)
			case o.start >= h.start:
				return true // inside the phrase
			case v.headFinal:
				return v.gap(o, h) <= 4
			default:
				return (v.gap(o, h) <= 1 || objectClitic(v, o, h)) && !v.overlaps(o, kSelf) && !r.thingObject(h)
			}
		}); t != nil {
			return t
		}
	}
	return nil
}

// objectClitic reports whether pronoun o, in the accusative or dative, is
// the object of violent verb h that it climbed before the verbs that
// govern h: only verbs, auxiliaries and particles stand between (es "te
// voy a matar", it "ti voglio ammazzare").
func objectClitic(v *view, o, h *hit) bool {
	if o.end-o.start != 1 || o.end > h.start || h.start-o.end > 3 {
		return false
	}
	f := v.words[o.start].token.Features
	if !slices.Contains(f, "Case=Acc") && !slices.Contains(f, "Case=Dat") {
		return false
	}
	for i := o.end; i < h.start; i++ {
		switch v.words[i].token.POS {
		case "VERB", "AUX", "ADP", "PART":
		default:
			return false
		}
	}
	// A noun after the verb is its object or says how ("te voy a quemar
	// un CD", "te voy a matar a preguntas"): the pronoun receives it.
	for i := h.end; i < len(v.words) && i <= h.end+3 && v.clause[i] == v.clause[h.start]; i++ {
		if pos := v.words[i].token.POS; pos == "NOUN" || pos == "PROPN" {
			return false
		}
	}
	return true
}

// recipient reports whether pronoun o is followed by a determiner and a
// noun of a message: it is the one who receives the message, not who is
// harmed ("I'll shoot you a text").
func (r *ruler) recipient(o *hit) bool {
	v := r.v
	if r.cx.core == nil || o.end+1 >= len(v.words) || v.words[o.end].token.POS != "DET" {
		return false
	}
	for i := o.end + 1; i < len(v.words) && i <= o.end+3; i++ {
		switch w := &v.words[i]; w.token.POS {
		case "ADJ":
			continue
		case "NOUN":
			return w.family != 0 && r.cx.core.LexName(lexdata.FamilyID(w.family)) == "noun.communication"
		}
		return false
	}
	return false
}

// subjectPronoun reports whether pronoun o, after a thing, is not what
// the violent verb acts on: it begins a clause as its subject, in the
// nominative or followed by a finite verb, governed by no adposition
// ("the extra energy they got"; not "out of you"), or it is a third
// person's possessive that names whose the thing is ("for the actions
// of his ancestor").
func (r *ruler) subjectPronoun(o *hit) bool {
	v := r.v
	if slices.Contains(v.words[o.start].token.Features, "Poss=Yes") && !v.overlaps(o, kYou) {
		return true
	}
	if o.start > 0 && v.words[o.start-1].token.POS == "ADP" {
		return false
	}
	if slices.Contains(v.words[o.start].token.Features, "Case=Nom") {
		return true
	}
	if o.end >= len(v.words) {
		return false
	}
	next := v.words[o.end].token
	return (next.POS == "VERB" || next.POS == "AUX") && slices.Contains(next.Features, "VerbForm=Fin")
}

// thingBetween reports whether a noun of a thing (see thingNoun) stands
// among words [from, to).
func (r *ruler) thingBetween(from, to int) bool {
	for i := from; i < to; i++ {
		if r.thingNoun(i) {
			return true
		}
	}
	return false
}

// ownedBetween reports whether pronoun o, after a thing, owns or lives in
// a tangible thing or a life among words [from, o.start): harm to it harms
// the owner when o is a possessive or the reader ("burn the homes of their
// families", "burn the house you live in"), not when the thing is abstract
// ("for the actions of his ancestor").
func (r *ruler) ownedBetween(from int, o *hit) bool {
	v := r.v
	if !slices.Contains(v.words[o.start].token.Features, "Poss=Yes") && !v.overlaps(o, kYou) && !r.dwellsIn(o) {
		return false
	}
	for i := from; i < o.start; i++ {
		if r.tangibleNoun(i) {
			return true
		}
	}
	return false
}

// dwellsIn reports whether pronoun o is the subject of a relative clause
// on the tangible thing before it (right after it, or after a relative
// word) whose verb says the thing is theirs or where they are: being,
// living, having, owning ("the house they live in", "the car that he
// owns", "the bed they sleep in"). Harm to the thing then harms them.
// Other verbs tell what they did with it ("the letters they wrote").
func (r *ruler) dwellsIn(o *hit) bool {
	v := r.v
	if r.cx.core == nil || o.end >= len(v.words) {
		return false
	}
	n := o.start - 1
	if n >= 0 && (slices.Contains(v.words[n].token.Features, "PronType=Rel") || v.words[n].token.POS == "SCONJ") {
		n--
	}
	if n < 0 || !r.tangibleNoun(n) {
		return false
	}
	for i := o.end; i < len(v.words) && i <= o.end+2 && v.clause[i] == v.clause[o.start]; i++ {
		w := &v.words[i]
		switch w.token.POS {
		case "AUX", "ADV", "PART":
			continue
		case "VERB":
			return w.family != 0 && dwellingLexNames[r.cx.core.LexName(lexdata.FamilyID(w.family))]
		}
		return false
	}
	return false
}

// dwellingLexNames are the classes of the verbs that make a thing
// someone's own or the place they are: being and living (verb.stative),
// having and owning (verb.possession), sleeping and resting (verb.body).
var dwellingLexNames = map[string]bool{"verb.stative": true, "verb.possession": true, "verb.body": true}

// tangibleNoun reports whether word i is a noun of a thing whose harm is
// harm done: an object, place or good, or a noun that stands for its
// owner (standsForPerson).
func (r *ruler) tangibleNoun(i int) bool {
	return r.thingNoun(i) && (standsForPerson[r.v.words[i].lemma] ||
		tangibleLexNames[r.cx.core.LexName(lexdata.FamilyID(r.v.words[i].family))])
}

// thingNoun reports whether word i is a noun of a thing: not a person, a
// group of people or an animal, not a part of the body ("your face" is
// the reader), with a known family.
func (r *ruler) thingNoun(i int) bool {
	v := r.v
	w := &v.words[i]
	if r.cx.core == nil || w.token.POS != "NOUN" || w.family == 0 || v.overlaps(&hit{start: i, end: i + 1}, kBody) {
		return false
	}
	return !livingLexNames[r.cx.core.LexName(lexdata.FamilyID(w.family))]
}

// livingLexNames are the classes of nouns of people, groups, animals and
// bodies: no thing (thingNoun).
var livingLexNames = map[string]bool{"noun.person": true, "noun.group": true, "noun.animal": true, "noun.body": true}

// tangibleLexNames are the classes of nouns of objects, places, goods
// and food: harm to them is harm done (possessedThing), unlike harm to
// what is abstract ("your attempts").
var tangibleLexNames = map[string]bool{"noun.artifact": true, "noun.object": true, "noun.location": true,
	"noun.possession": true, "noun.food": true, "noun.plant": true, "noun.substance": true}

// standsForPerson are abstract nouns whose harm harms their owner:
// "destroy your life", "ruin his career" threaten the person. A small
// named set, as the word classes that hold them (noun.state, noun.act,
// noun.attribute) also hold "attempts" and "music".
var standsForPerson = map[string]bool{"life": true, "career": true, "family": true, "reputation": true,
	"future": true, "marriage": true, "livelihood": true, "health": true}

// figurativeHarm are the violent verbs that also do figurative harm, to
// what is abstract: "hurt your attempts", "burn their music". Attacks
// that only hurt people do not ("bomb your wedding", "shoot up your
// concert").
var figurativeHarm = map[string]bool{"hurt": true, "ruin": true, "kill": true, "destroy": true,
	"burn": true, "wreck": true, "crush": true, "break": true, "damage": true, "murder": true, "trash": true}

// possessedThing reports whether o is a possessive whose noun, right
// after it (adjectives aside), is no person, body, object or place but
// something abstract, an act, a work or a state, and violent word h can
// harm it figuratively: "hurt your attempts", "burn their music" harm no
// one ("blow up their houses", "bomb your wedding" still do).
func (r *ruler) possessedThing(h, o *hit) bool {
	v := r.v
	if o.end-o.start != 1 || !slices.Contains(v.words[o.start].token.Features, "Poss=Yes") ||
		!figurativeHarm[v.words[h.start].lemma] {
		return false
	}
	for i := o.end; i < len(v.words) && i <= o.end+3; i++ {
		switch v.words[i].token.POS {
		case "ADJ":
			continue
		case "NOUN":
			return r.thingNoun(i) && !r.tangibleNoun(i)
		}
		return false
	}
	return false
}

// thingObject reports whether violent verb h has an object that names no
// person: the first noun within three words after it in its clause ("he
// will kill the peace talks"). Its subject is then no victim.
func (r *ruler) thingObject(h *hit) bool {
	v := r.v
	if r.cx.core == nil {
		return false
	}
	for i := h.end; i < len(v.words) && i <= h.end+3 && v.clause[i] == v.clause[h.start]; i++ {
		w := &v.words[i]
		switch w.token.POS {
		case "PRON", "PROPN":
			return false
		case "NOUN":
			return w.family != 0 && !r.isPerson(w.family)
		}
	}
	return false
}

// hasPOS reports whether a word in [from, to) has part of speech pos.
func (v *view) hasPOS(from, to int, pos string) bool {
	for i := from; i < to && i < len(v.words); i++ {
		if v.words[i].token.POS == pos {
			return true
		}
	}
	return false
}

// bareHead reports whether h heads a sentence that is a noun phrase: no
// noun follows it as the head it would modify ("cancer vaccine"), and no
// verb stands in the sentence but in a relative clause after it ("The
// cancer that is feminism.").
func (v *view) bareHead(h *hit) bool {
	if h.end < len(v.words) && (v.words[h.end].token.POS == "NOUN" || v.words[h.end].token.POS == "PROPN") {
		return false
	}
	relative := false
	for i := range v.words {
		t := v.words[i].token
		if i >= h.end && (slices.Contains(t.Features, "PronType=Rel") || t.POS == "PRON" && strings.EqualFold(t.Text, "that")) {
			relative = true
		}
		if (t.POS == "VERB" || t.POS == "AUX") && !relative {
			return false
		}
	}
	return true
}

// harmParticiple reports whether the participle of a verb of violence,
// injury or death stands among words [from, to): a copula before it is a
// passive auxiliary of harm done ("are stabbed to death"). Other
// participles describe ("are associated with terrorism", "are known
// thieves").
func (v *view) harmParticiple(from, to int) bool {
	for i := from; i < to && i < len(v.words); i++ {
		t := v.words[i].token
		if t.POS != "VERB" || !slices.Contains(t.Features, "VerbForm=Part") {
			continue
		}
		w := &hit{start: i, end: i + 1}
		if v.overlaps(w, kViolence) || v.overlaps(w, kInjury) || v.overlaps(w, kDeath) {
			return true
		}
	}
	return false
}

// priced reports whether a currency sign follows h within two words:
// the verb before it is then about money ("charge you $8 per item").
func priced(v *view, h *hit) bool {
	for i := h.end; i < len(v.words) && i <= h.end+1; i++ {
		for _, c := range v.words[i].token.Text {
			if unicode.Is(unicode.Sc, c) {
				return true
			}
		}
	}
	return false
}

func (r *ruler) threats() {
	v := r.v
	for _, h := range v.of(kViolence) {
		if h.strength < 2 || r.clauseNegated(h) || r.mention(h) || !r.threatening(h) || v.overlaps(h, kSelfHarm) || v.overlaps(h, kUrge) {
			continue
		}
		// The group is the victim: after the verb ("kill all X") or its
		// subject in the passive ("X should be killed").
		group := v.find(kGroup, -1, func(g *hit) bool {
			return !v.negatedWithin(g, 0, 1) && (g.start >= h.end && v.gap(h, g) <= 6 || g.end <= h.start && v.gap(g, h) <= 6)
		})
		switch {
		case group != nil:
			r.add(span("criminal_activity", extreme, fmt.Sprintf("%s calls for violence against %s.", q(r.v.label(h)), q(r.v.label(group))),
				"call_for_violence", "threat", "violence"), h, group)
		case r.cx.flags["game_violence_ok"]:
			// Violent talk in a game is part of the game.
		default:
			target := r.victim(h)
			if target == nil || priced(v, target) || target.kind != kYou && r.thingAgent(h) {
				continue // "they will charge you $8" bills, not attacks; "a spray that will kill them" is no one's threat
			}
			r.add(span("criminal_activity", high, fmt.Sprintf("%s is a threat of violence against %s.", q(r.v.label(h)), q(r.v.label(target))), "threat", "violence"), h, target)
		}
	}
}

// saidOfOther reports whether urge h states what happened to a thing
// instead of telling someone to die: a finite verb of the cue in the
// past tense ("the laptop just died"), unless a verb of wishing governs
// it ("I wish you just died"), or, for a cue that does not name the
// reader, a thing as its subject with no modal between ("it just DIES",
// "those computers didn't just die on me"; "your mom should just die" and
// "Muslims need to just die" are told to).
func (r *ruler) saidOfOther(h *hit) bool {
	v := r.v
	c := v.clause[h.start]
	for i := h.start; i < h.end; i++ {
		if t := v.words[i].token; (t.POS == "VERB" || t.POS == "AUX") &&
			slices.Contains(t.Features, "Tense=Past") && slices.Contains(t.Features, "VerbForm=Fin") {
			return !r.wished(h)
		}
	}
	if v.find(kYou, c, func(o *hit) bool { return o.start >= h.start && o.end <= h.end }) != nil {
		return false
	}
	for i := h.start - 1; i >= 0 && v.clause[i] == c; i-- {
		t := v.words[i].token
		switch t.POS {
		case "AUX":
			if isModal(t) {
				return false
			}
			continue
		case "PART":
			if i > 0 && wishVerbs[v.words[i-1].lemma] {
				return false // "need to just die"
			}
			continue
		case "ADV":
			continue
		case "NOUN":
			return r.thingNoun(i)
		case "PRON":
			return thing(t) || slices.Contains(t.Features, "PronType=Dem")
		}
		return false
	}
	return false
}

// wishVerbs are the verbs of wishing, needing or deserving whose
// complement says what should be, not what was ("I wish you just died",
// "they need to die").
var wishVerbs = map[string]bool{"wish": true, "hope": true, "want": true, "pray": true, "need": true,
	"deserve": true}

// wished reports whether a verb of wishing (wishVerbs) stands before h
// in its sentence.
func (r *ruler) wished(h *hit) bool {
	for i := h.start - 1; i >= 0; i-- {
		if wishVerbs[r.v.words[i].lemma] {
			return true
		}
	}
	return false
}

// urges finds the reader told to die or to harm themselves ("kys", "go
// hang yourself", "I hope you die"): an attack on the reader, graded high,
// unless negated, quoted or reported.
func (r *ruler) urges() {
	v := r.v
	for _, h := range v.of(kUrge) {
		if r.clauseNegated(h) || r.mention(h) || r.saidOfOther(h) {
			continue
		}
		r.add(span("personal_attack", high, q(r.v.label(h))+" tells the reader to die or to harm themselves.", "suicide", "insult"), h)
	}
}

// ---- personal attacks ----

// attackKinds are the kinds of words that insult a person they are aimed at.
var attackKinds = []kind{kInsult, kDehum, kCrimeNoun, kNegAttr, kProfanity, kSexual, kSlur}

func (r *ruler) attacks() {
	v := r.v
	for _, k := range attackKinds {
		for _, h := range v.of(k) {
			if r.used[h] || r.mention(h) {
				continue
			}
			if r.within(h) {
				r.used[h] = true // part of an insult already found
				continue
			}
			if k != kProfanity && v.inCurse(h) {
				continue // "сука" of the curse "сука блядь" is no name called
			}
			you := v.nearest(h, 6, kYou, kYouAre)
			if you != nil && you.kind == kYou && you.end <= h.start && (slices.Contains(v.words[you.start].token.Features, "Poss=Yes") || possessor(v, you)) {
				you = nil // "your average crappy chain" is about the reader's thing
			}
			if you != nil && k != kProfanity && k != kSexual && r.ownerAfter(you, h) {
				// "joga no lixo sua credibilidade": a possessive after the
				// word owns the noun after it; an addressee before the word
				// may still be called it.
				you = v.find(kYou, v.clause[h.start], func(o *hit) bool {
					return o.end <= h.start && v.gap(o, h) <= 6 && !v.possessive(o.start)
				})
				if you == nil {
					you = v.find(kYouAre, v.clause[h.start], func(o *hit) bool { return o.end <= h.start && v.gap(o, h) <= 6 })
				}
			}
			if you != nil && you.kind == kYou && you.start >= h.end && h.end-h.start == 1 && h.confidence < 2 &&
				v.words[h.start].token.POS == "VERB" && slices.Contains(v.words[you.start].token.Features, "Poss=Yes") {
				you = nil // "cock your ears": a verb acting on the reader's thing, in a word's clean verb sense
			}
			if you != nil && !r.sure(h) && !(r.insultSense(h) && r.saidOf(you, h)) {
				you = nil // a word with a clean meaning near "you" is no insult by itself
			}
			if you != nil && k != kProfanity && k != kSexual && (r.objectOfYours(you, h) || you.kind == kYou && you.end <= h.start && r.yoursIsThing(h)) {
				you = nil // "you have a tumor", "do you raid terrorist headquarters"
			}
			if you != nil && r.subjectOfOwnVerb(h, you) {
				you = nil // "if they screw up you could ...": the reader starts a clause of their own
			}
			if you != nil && k != kProfanity && k != kSexual && r.mannerAdverb(h) {
				you = nil // "you can put the diaper on backwards": how something is done, not what the reader is
			}
			if you != nil && !v.negated(h, you.end) && !v.negated(you, 0) {
				if (k == kProfanity || k == kSexual) && !r.aimedProfanity(h, you) {
					continue
				}
				sev := int(max(h.strength, 2))
				if k == kCrimeNoun || k == kNegAttr {
					sev = medium
				}
				tags := []string{"insult"}
				if k == kSlur {
					tags = append(tags, h.tags...)
				}
				r.add(span("personal_attack", sev, fmt.Sprintf("%s is aimed at the reader (%s).", q(r.v.label(h)), q(r.v.label(you))), tags...), h, you)
				if k == kSlur && len(h.tags) > 0 {
					// A group's slur called at the reader ("a queer like
					// you") is hate as well as an insult, though the word
					// alone may name the group neutrally.
					r.add(span("bigotry", sev, q(r.v.label(h))+" is a slur"+tagNote(h.tags)+" aimed at the reader.", append([]string{"slur"}, h.tags...)...), h)
				}
				continue
			}
			// A slur read in an everyday sense ("Oh, boy!") is a name
			// called only with something hostile beside it or said to the
			// reader ("Shut up, boy.").
			if (!r.sure(h) || h.cue) && (k == kInsult || k == kSlur || k == kProfanity || k == kSexual) && !v.negated(h, 0) && r.vocative(h) &&
				(k == kSlur || r.personSense(h)) && !(k == kSlur && r.neutralSenses(h) && !r.hostileNear(h) && !r.toReader(h)) {
				typ, tags := "personal_attack", []string{"insult"}
				if k == kSlur {
					typ, tags = "bigotry", append([]string{"slur"}, h.tags...)
				}
				r.add(span(typ, int(max(h.strength, 2)), q(r.v.label(h))+" is used to call someone names.", tags...), h)
				continue
			}
			if k != kInsult || !r.sure(h) || v.negated(h, 0) {
				continue
			}
			// A bare insult as a whole message ("idiot!", "what a moron").
			if v.wordCount() <= 3 && v.nearest(h, 3, kSelf, kThird) == nil && !r.otherNoun(h) {
				r.add(span("personal_attack", int(max(h.strength, 2)), q(r.v.label(h))+" is an insult addressed to the reader.", "insult"), h)
				continue
			}
			// A sense's family may be a homonym's ("dykes" against floods):
			// it must be said of someone.
			if r.selfDeprecating(h) || h.strength < 2 || h.family && !r.personContext(h) ||
				r.modifiesThing(h) || r.predicatedOfThing(h) || r.mannerAdverb(h) {
				continue // "I'm such an idiot", too mild, or not said of anyone
			}
			r.add(span("generic", int(min(max(h.strength, 1), 2)), q(r.v.label(h))+" insults someone other than the reader.", "insult"), h)
		}
	}
	// Strongly negative words predicated of the reader ("you are so
	// stupid"), or of a third person ("she is so despicable").
	for _, you := range v.of(kYouAre) {
		if h := r.predicate(you); h != nil && !r.negatedCopula(you) {
			r.add(span("personal_attack", medium, fmt.Sprintf("%s is said of the reader (%s).", q(r.v.label(h)), q(r.v.label(you))), "insult"), h, you)
		}
	}
	for _, third := range v.of(kThird) {
		if v.question || r.mention(third) || thing(v.words[third.start].token) {
			continue
		}
		be := v.find(kBe, v.clause[third.start], func(b *hit) bool { return b.start == third.end })
		var h *hit
		if be != nil {
			h = r.predicate(be)
			if h == nil || v.words[h.start].token.POS != "ADJ" {
				h = r.attribute(be)
			}
		} else {
			// No copula after the pronoun: a demeaning attribute predicated
			// of it all the same (th "เขาโง่มาก", fa "او احمق است").
			h = v.find(kNegAttr, v.clause[third.start], func(a *hit) bool {
				return a.start >= third.end && !v.negated(a, third.start) && !r.covered(a.start) && r.thirdSubject(a) == third
			})
		}
		if h == nil {
			// An insult noun predicated of the pronoun (fi "hän on
			// idiootti", id "dia idiot").
			h = v.find(kInsult, v.clause[third.start], func(a *hit) bool {
				return a.start >= third.end && r.insultSense(a) && !v.negated(a, third.start) && !r.covered(a.start) && r.thirdSubject(a) == third
			})
		}
		if h != nil && v.nearest(h, 4, kSelf) == nil && v.endsPredicate(h) {
			r.add(span("generic", low, fmt.Sprintf("%s is said of %s, an insult to someone not present.", q(r.v.label(h)), q(r.v.label(third))), "insult"), third, h)
		}
	}
}

// inPrepPhrase reports whether h opens the noun of a prepositional phrase,
// past determiners, adjectives and numbers ("by the same Nazi regime").
func (r *ruler) inPrepPhrase(h *hit) bool {
	v := r.v
	i := h.start - 1
	for i >= 0 && (v.words[i].token.POS == "DET" || v.words[i].token.POS == "ADJ" || v.words[i].token.POS == "NUM") {
		i--
	}
	return i >= 0 && v.words[i].token.POS == "ADP"
}

// beforeTime reports whether a noun of a time or an occasion follows h,
// adjectives aside ("una puta vez", "every damn time").
func (r *ruler) beforeTime(h *hit) bool {
	v := r.v
	for i := h.end; i < len(v.words); i++ {
		w := &v.words[i]
		switch w.token.POS {
		case "ADJ":
			continue
		case "NOUN":
			if w.family == 0 || r.cx.core == nil {
				return false
			}
			ln := r.cx.core.LexName(lexdata.FamilyID(w.family))
			return ln == "noun.time" || ln == "noun.event"
		}
		return false
	}
	return false
}

// mannerAdverb reports whether h, one word, is read as an adverb that no
// copula or "you are" governs and no noun or adjective follows: it says
// how something is done ("put it on backwards", "dumbly"), not what
// anyone is. "You are backward" predicates it, whatever the tag.
func (r *ruler) mannerAdverb(h *hit) bool {
	v := r.v
	if w := &v.words[h.start]; h.end-h.start != 1 || w.token.POS != "ADV" || w.repaired || w.token.Corrected != "" {
		return false // a repaired word's tag is the misspelling's ("filthly")
	}
	if h.end < len(v.words) && v.clause[h.end] == v.clause[h.start] {
		switch v.words[h.end].token.POS {
		case "NOUN", "PROPN", "ADJ":
			return false // "you filthly zipperhead": a misspelt adjective of the name called
		}
	}
	return !r.predicated(h)
}

// negatedCopula reports whether you, a second-person copula standing
// alone for its dropped subject (pl "jesteś"), has a negator right before
// it: pl "nie jesteś głupi". Elsewhere the negator follows the copula and
// predicate's own test finds it ("you are not stupid"); "No, you're an
// idiot" is no negation.
func (r *ruler) negatedCopula(you *hit) bool {
	v := r.v
	if you.end-you.start != 1 || you.start == 0 {
		return false
	}
	if pos := v.words[you.start].token.POS; pos != "AUX" && pos != "VERB" {
		return false
	}
	n := v.words[you.start-1].token
	return n.POS == "PART" && slices.Contains(n.Features, "Polarity=Neg")
}

// modifiesThing reports whether insult h is an adjective before a noun
// that names no person ("a stupid name", "dumb ideas"), or a noun or name
// that modifies such a noun in a compound ("my boob job", "the Nazi
// regime", "natsien hallitus"), the noun being no abusive word itself: it
// is said of a thing. The compound reading needs a determiner or a
// possessive of someone other than the reader before the noun (or a
// genitive, see below) and no "you are" before it: "you scum bag", "ur
// twat waffle" and "you are a scum bag" call the reader names.
func (r *ruler) modifiesThing(h *hit) bool {
	v := r.v
	if h.end >= len(v.words) || r.cx.core == nil {
		return false
	}
	next := &v.words[h.end]
	switch v.words[h.end-1].token.POS {
	case "ADJ":
		// The last noun of a compound is what the adjective is said of:
		// "stupid bluetooth mouse" of the mouse, "stupid bus driver" of
		// the driver; a noun of people on the way is who it is said of
		// ("stupid woman logic", "stupid immigrant accent"). Another
		// adjective between keeps it on the way to people ("dumb blonde
		// moment"); a profane intensifier does not ("stupid fucking
		// shoes", whichever way the tagger reads "fucking").
		i := h.end
		for i < len(v.words) && r.profaneIntensifier(i) {
			i++
		}
		if i < len(v.words) {
			next = &v.words[i]
		}
		for ; i < len(v.words) && v.words[i].token.POS == "NOUN"; i++ {
			if w := &v.words[i]; w.family != 0 && r.peopleNoun(w) {
				return false
			}
			next = &v.words[i]
		}
	case "NOUN", "PROPN":
		// A genitive before a noun is its owner ("natsien hallitus", the
		// Nazis' government) in the languages that put the genitive first
		// and have no articles. A name ("the Nazi regime"), a genitive or
		// an attributive participle between ("the nazi stolen art") is
		// read so in edited prose only: in chat the insult is the likely
		// reading.
		formal := !v.informal(r.cx.chat)
		genitive := formal && v.genitiveFirst && slices.Contains(v.words[h.start].token.Features, "Case=Gen")
		if slices.ContainsFunc(v.hits, func(o hit) bool {
			return o.start <= h.end && h.end < o.end && o.kind != kCrimeVerb && (o.kind != kOtherGroup || !genitive)
		}) {
			// "bitch ass", "dyke club", "Nazi Medien": the next word is
			// abusive or loaded too, or a group the insult is said of.
			return false
		}
		if !r.headedByOther(h.start) && !genitive || !formal && v.words[h.start].token.POS == "PROPN" {
			return false
		}
		i := h.end
		for formal && i < len(v.words) && i < h.end+2 && (v.words[i].token.POS == "ADJ" ||
			v.words[i].token.POS == "VERB" && slices.Contains(v.words[i].token.Features, "VerbForm=Part")) {
			i++
		}
		if i >= len(v.words) || slices.ContainsFunc(v.hits, func(o hit) bool {
			return o.start <= i && i < o.end && (o.kind == kBody || slices.Contains(attackKinds, o.kind))
		}) {
			return false // the head is abusive too, or a body part
		}
		next = &v.words[i]
	default:
		return false
	}
	return next.token.POS == "NOUN" && next.family != 0 && r.mostlyThing(next)
}

// profaneIntensifier reports whether word i is a profane word used to
// intensify what follows ("fucking", "damn", "bloody"): a profanity hit
// of that word alone, not tagged a noun, with a word after it.
func (r *ruler) profaneIntensifier(i int) bool {
	v := r.v
	if i+1 >= len(v.words) || v.words[i].token.POS == "NOUN" {
		return false
	}
	return slices.ContainsFunc(v.hits, func(o hit) bool { return o.kind == kProfanity && o.start == i && o.end == i+1 })
}

// peopleNoun reports whether noun w names people: a group ("family",
// "couple") or mostly a person ("woman", not "printer").
func (r *ruler) peopleNoun(w *word) bool {
	return r.cx.core.LexName(lexdata.FamilyID(w.family)) == "noun.group" || !r.mostlyThing(w)
}

// mostlyThing reports whether noun w names a thing: its first sense is
// no person, or one sense only is and more of its senses, weighed by how
// often each is tagged, are things: "printer" is mostly a machine, though
// one sense is a person; "driver" has two senses of people.
func (r *ruler) mostlyThing(w *word) bool {
	if !r.isPerson(w.family) {
		return true
	}
	person, other, people := 0, 0, 0
	for _, rd := range w.token.Readings {
		for _, f := range rd.Families {
			n := r.cx.core.TagCount(lexdata.FamilyID(f)) + 1
			if livingLexNames[r.cx.core.LexName(lexdata.FamilyID(f))] {
				person += n
				people++
			} else {
				other += n
			}
		}
	}
	return people == 1 && other > person
}

// predicatedOfThing reports whether adjective insult h is predicated of
// a noun that names a thing: "this app is so dumb".
func (r *ruler) predicatedOfThing(h *hit) bool {
	v := r.v
	if r.cx.core == nil || v.words[h.start].token.POS != "ADJ" {
		return false
	}
	i := h.start - 1
	for i >= 0 && v.words[i].token.POS == "ADV" && v.clause[i] == v.clause[h.start] {
		i--
	}
	if i < 1 || v.words[i].lemma != "be" || v.clause[i] != v.clause[h.start] {
		return false
	}
	w := &v.words[i-1]
	if w.token.POS != "NOUN" || v.overlaps(&hit{start: i - 1, end: i}, kBody) {
		return false
	}
	if w.family == 0 {
		return r.unknownThing(i - 1)
	}
	return r.mostlyThing(w)
}

// unknownThing reports whether noun i, of no known sense, is a thing by
// its determiner: a demonstrative or an article before it, and no abusive
// word or name of people in it ("this app", "the app"; not "my bro", "this
// hoe"). Names for people come with a sense far more often than names for
// gadgets and software, which the lexicon lists late or not at all.
func (r *ruler) unknownThing(i int) bool {
	v := r.v
	if i == 0 || v.words[i-1].token.POS != "DET" || slices.Contains(v.words[i-1].token.Features, "Poss=Yes") {
		return false
	}
	at := &hit{start: i, end: i + 1}
	for _, k := range append([]kind{kGroup, kMember, kOtherGroup, kThird}, attackKinds...) {
		if v.overlaps(at, k) {
			return false
		}
	}
	return true
}

// headedByOther reports whether the noun phrase of word i opens with a
// determiner or a possessive, past adjectives, that is not the reader's
// ("my", "the", "his"; not "your", "ur"), and no "you are" stands before
// it in its clause.
func (r *ruler) headedByOther(i int) bool {
	v := r.v
	j := i - 1
	for j >= 0 && v.words[j].token.POS == "ADJ" {
		j--
	}
	if j < 0 {
		return false
	}
	t := v.words[j].token
	if t.POS != "DET" && !(t.POS == "PRON" && slices.Contains(t.Features, "Poss=Yes")) {
		return false
	}
	at := &hit{start: j, end: j + 1}
	if v.overlaps(at, kYou) || v.overlaps(at, kYouAre) {
		return false
	}
	return v.find(kYouAre, v.clause[i], func(o *hit) bool { return o.end <= j }) == nil
}

// yoursIsThing reports whether insult h, after the reader's pronoun,
// modifies a noun that names a thing (see modifiesThing), not an animal
// and no abusive word itself: "do you raid terrorist headquarters" asks
// about a place; "you stupid dog" and "you stupid bitch" call the reader
// names.
func (r *ruler) yoursIsThing(h *hit) bool {
	v := r.v
	if !r.modifiesThing(h) || r.animalOrDirt(h.end) {
		return false
	}
	for _, k := range attackKinds {
		if v.find(k, -1, func(o *hit) bool { return o.start <= h.end && h.end < o.end }) != nil {
			return false // "stupid bitch": the next word is the insult
		}
	}
	return true
}

// subjectOfOwnVerb reports whether the reader's pronoun you, after a verb
// h, is followed by a verb or auxiliary of its own: it is then the
// subject of another clause, not the verb's object ("if they screw up
// you could be worse off"), where a comma is missing.
func (r *ruler) subjectOfOwnVerb(h, you *hit) bool {
	v := r.v
	if you.start < h.end || you.end >= len(v.words) || v.words[h.end-1].token.POS != "VERB" {
		return false
	}
	if pos := v.words[you.end].token.POS; pos != "VERB" && pos != "AUX" {
		return false
	}
	for i := h.end; i < you.start; i++ {
		if pos := v.words[i].token.POS; pos != "ADP" && pos != "ADV" && pos != "PART" {
			return false // only the verb's particle may stand between ("screw up")
		}
	}
	// A subject of h's own before it: h is not a command to the reader.
	return h.start > 0 && v.words[h.start-1].token.POS == "PRON" && v.clause[h.start-1] == v.clause[h.start]
}

// predicate returns a strongly negative adjective or noun in the three
// words after subject (and copula) s, not negated and not yet part of an
// instance.
func (r *ruler) predicate(s *hit) *hit {
	v := r.v
	for i := s.end; i < len(v.words) && i <= s.end+3 && v.clause[i] == v.clause[s.start]; i++ {
		w := &v.words[i]
		h := &hit{start: i, end: i + 1}
		if w.token.POS == "ADP" {
			return nil // "you were in mortal danger": where the reader is, not what they are
		}
		if w.punct || w.token.POS != "ADJ" && w.token.POS != "NOUN" {
			continue
		}
		if r.cx.valence(w) > -2.2 || v.negated(h, s.start) || r.covered(i) {
			if w.token.POS == "NOUN" {
				return nil // the predicate's head noun ("victims of violent attacks")
			}
			continue
		}
		return h
	}
	return nil
}

// attribute returns a demeaning attribute of the cue lists ("useless",
// "mentally ill") that follows be within three words of its clause, not
// negated: what "she is ..." says of a person.
func (r *ruler) attribute(be *hit) *hit {
	v := r.v
	return v.find(kNegAttr, v.clause[be.start], func(h *hit) bool {
		return h.start >= be.end && h.start <= be.end+3 && !v.negated(h, be.start) && !r.covered(h.start)
	})
}

// thing reports a pronoun that stands for a thing ("it", "es"): what is
// said of it insults no one.
func thing(t *doc.Token) bool {
	return slices.Contains(t.Features, "Gender=Neut") && t.POS == "PRON"
}

// possessive reports whether word i is a possessive: marked so, or a
// pronoun of the cue lists tagged a determiner, as some treebanks tag
// the possessives (Portuguese "sua", "seus") without marking them.
func (v *view) possessive(i int) bool {
	t := v.words[i].token
	return slices.Contains(t.Features, "Poss=Yes") || t.POS == "DET"
}

// ownerAfter reports whether the reader's pronoun you is a possessive
// right after h, followed by the noun of a thing it owns (adjectives
// aside), in edited prose: "joga no lixo sua credibilidade" throws the
// credibility away; it calls no one trash.
func (r *ruler) ownerAfter(you, h *hit) bool {
	v := r.v
	if you.kind != kYou || you.start != h.end || !v.possessive(you.start) || v.informal(r.cx.chat) {
		return false // in chat the word is likely called at someone ("diese Schweine ihre Strafe")
	}
	for i := you.end; i < len(v.words) && v.clause[i] == v.clause[you.start]; i++ {
		switch v.words[i].token.POS {
		case "ADJ":
			continue
		case "NOUN":
			// "all ihr Frauen", "votre espèce", "ihre Kehlen": people, a
			// group, a kind or a body is the reader.
			at := &hit{start: i, end: i + 1}
			return r.thingNoun(i) && !v.overlaps(at, kGroup) && !v.overlaps(at, kMember) && !v.overlaps(at, kOtherGroup)
		}
		return false
	}
	return false
}

// possessor reports whether pronoun you follows the noun of a
// prepositional phrase in a language that puts the possessor after its
// noun ("به نظر شما", in your opinion): the reader is then the noun's
// owner, not what the words after it are said of.
func possessor(v *view, you *hit) bool {
	i := you.start
	return v.possessorAfter && i >= 2 && v.words[i].token.POS == "PRON" && v.words[i-1].token.POS == "NOUN" && v.words[i-2].token.POS == "ADP"
}

// objectOfYours reports whether h comes in the object of a verb whose
// subject is you, a noun phrase opening with a determiner: it is then
// what the reader does or has, not what they are called ("when you have a
// malignant tumor", "you storm a church taken over by terrorists", "you
// could hold the rat"). A verb with a preposition after it compares ("you
// look like a rat"), and one without a determiner may call names in
// languages that mark the noun itself.
func (r *ruler) objectOfYours(you, h *hit) bool {
	v := r.v
	if you.end > h.start || v.clause[you.start] != v.clause[h.start] {
		return false
	}
	for i := you.end; i < h.start; i++ {
		if v.words[i].token.POS != "VERB" {
			continue
		}
		if v.find(kBe, v.clause[h.start], func(b *hit) bool { return b.start >= you.start && b.end <= i }) != nil {
			return false // "du er sgu en idiot": after a copula, a word read as a verb is no verb of the reader's
		}
		next := i + 1
		return next < h.start && v.words[next].token.POS == "DET"
	}
	return false
}

// saidOf reports whether h is predicated of or calls the addressee you:
// "you are a ...", "you ...", "... like you".
func (r *ruler) saidOf(you, h *hit) bool {
	v := r.v
	if you.end <= h.start {
		return v.gap(you, h) <= 3
	}
	return v.gap(h, you) <= 1
}

// aimedProfanity tells profanity aimed at someone ("fuck you", "you
// fucking idiot" is counted through the insult) from profanity near "you"
// used as emphasis ("you are fucking awesome").
func (r *ruler) aimedProfanity(h, you *hit) bool {
	v := r.v
	if r.emphatic(h) {
		return false
	}
	return you.start >= h.end && v.gap(h, you) <= 1
}

// emphatic reports whether profanity h intensifies a positive word next
// to it ("fucking awesome", "hell yeah").
func (r *ruler) emphatic(h *hit) bool {
	v := r.v
	if v.nearest(h, 1, kEmphasis) != nil {
		return true
	}
	for _, i := range []int{h.start - 1, h.end} {
		if i >= 0 && i < len(v.words) && !v.words[i].punct && r.cx.valence(&v.words[i]) >= 1.5 {
			return true
		}
	}
	return false
}

// within reports whether an insult already found holds all of h's words
// (the "זונה" of "בן זונה").
func (r *ruler) within(h *hit) bool {
	for _, f := range r.out {
		if (f.typ == "personal_attack" || f.typ == "generic") && h.start >= f.start && h.end <= f.end {
			return true
		}
	}
	return false
}

// covered reports whether word i already belongs to an instance.
func (r *ruler) covered(i int) bool {
	for _, f := range r.out {
		if i >= f.start && i < f.end {
			return true
		}
	}
	return false
}

// ---- profanity ----

func (r *ruler) profanity() {
	v := r.v
	for _, k := range []kind{kProfanity, kSexual} {
		for _, h := range v.of(k) {
			if r.used[h] || !r.sure(h) || r.covered(h.start) {
				continue
			}
			sev, why := int(max(h.strength, 1)), q(r.v.label(h))+" is profane"
			tags := []string(nil)
			if k == kSexual {
				why, tags = q(r.v.label(h))+" is sexually explicit", []string{"sex"}
				if r.cx.flags["sexually_conservative"] {
					r.add(span("adult_only", medium, why+" (sexually conservative setting).", "sex"), h)
				}
			}
			if r.emphatic(h) {
				sev, why = low, why+", used for emphasis"
				tags = append(tags, "emphasis")
			}
			r.add(span("profanity", sev, why+".", tags...), h)
		}
	}
}

// ---- criminal activity: selling and buying illegal goods ----

func (r *ruler) selling() {
	v := r.v
	items := []kind{kDrug, kWeapon, kWildlife}
	for _, s := range v.of(kSell) {
		if v.negated(s, 0) || r.mention(s) {
			continue
		}
		personal := v.has(kSelf, -1) || v.has(kYou, -1) || v.has(kYouAre, -1) || v.question || v.has(kContact, -1) || v.has(kReach, -1) || hasNumber(v)
		if !personal {
			continue
		}
		nounCue := s.end-s.start == 1 && v.words[s.start].token.POS == "NOUN"
		for _, k := range items {
			// Street names with another use ("rolex", "snow") are not enough.
			// The item is offered in the cue's clause; a cue read as a noun
			// ("ships", "a ship") must stand next to it ("gun sale").
			item := v.find(k, v.clause[s.start], func(h *hit) bool {
				return h.confidence >= 2 && !(h.start < s.end && h.end > s.start) && (!nounCue || v.gap(s, h) <= 2)
			})
			if item == nil {
				continue
			}
			tags := []string{"for_sale"}
			sev := high
			switch k {
			case kDrug:
				tags = append(tags, item.tags...)
				if !slices.Contains(item.tags, "hard_drug") {
					sev = medium
				}
			case kWeapon:
				tags = append(tags, "weapon")
			case kWildlife:
				tags = append(tags, "wildlife")
			}
			r.add(span("criminal_activity", sev, fmt.Sprintf("%s offers or seeks %s.", q(r.v.label(s)), q(r.v.label(item))), tags...), s, item)
			break
		}
	}
	if r.cx.flags["aggressive_crime_scan"] {
		for _, k := range items {
			for _, h := range v.of(k) {
				if !r.used[h] && h.confidence > 0 && !v.negated(h, 0) {
					r.add(span("criminal_activity", low, q(r.v.label(h))+" is mentioned (aggressive crime scan).", h.tags...), h)
				}
			}
		}
	}
}

func hasNumber(v *view) bool {
	for _, w := range v.words {
		if w.token.Kind == doc.Numeral || w.token.Class == doc.ClassSymbol {
			return true
		}
	}
	return false
}

// ---- external contact ----

func (r *ruler) externalContact() {
	v := r.v
	channel := slices.ContainsFunc(r.cx.entities, func(t string) bool {
		return t == "email" || t == "phone" || t == "username" || t == "website"
	})
	// A one-word cue ("dm", "pm") needs an addressee or a short message: as
	// an acronym it means other things in running text.
	addressed := func(h *hit) bool {
		return h.end-h.start > 1 || v.wordCount() <= 8 || v.has(kYou, -1) || v.has(kYouAre, -1) || r.imperative(h)
	}
	// A generic request ("email me", "contact me", "my number") is how
	// letters and notices close; it moves the talk off the platform only
	// with a handle, number or address given, an app named, in a
	// chat-format message or a short one ("text me", "selling it, message
	// me").
	offPlatform := func(h *hit) bool {
		return h.kind != kReach || channel || v.has(kApp, -1) || v.informal(r.cx.chat) || v.wordCount() <= 6
	}
	contact := func(h *hit) bool {
		return !v.negated(h, 0) && !r.mention(h) && addressed(h) && offPlatform(h) && (channel || !r.statedPurpose(h))
	}
	c := v.find(kContact, -1, contact)
	if c == nil {
		c = v.find(kReach, -1, contact)
	}
	if c != nil {
		sev := low
		if channel {
			sev = medium
		}
		r.add(span("external_contact", sev, q(r.v.label(c))+" asks to continue the conversation elsewhere.", "contact"), c)
		return
	}
	// An app named in a short message to or about the reader ("your
	// wickr?", "snap me"), or given with a handle ("my kik: x").
	for _, a := range v.of(kApp) {
		if r.covered(a.start) || slices.ContainsFunc(r.out, func(f finding) bool { return f.typ == "data_leak" }) {
			continue
		}
		you := v.nearest(a, 3, kYou, kYouAre, kSelf)
		if !(v.wordCount() <= 6 && (you != nil || v.question)) && !hasValueAfter(v, a) {
			continue
		}
		if v.negated(a, 0) || r.mention(a) {
			continue
		}
		r.add(span("external_contact", low, q(r.v.label(a))+" is another channel, offered or asked for.", "contact"), a, you)
		return
	}
}

// statedPurpose reports whether contact cue h, a manner of meeting with no
// verb, pronoun or channel of its own ("in private", not "dm me"), is
// followed by a purpose clause about a thing: "to" and a verb whose
// object, within three words, is a thing ("meet in private to discuss the
// contract"). A meeting with a stated business names no other channel;
// with an app named, or with anything sexual, adult or groomed in the
// sentence, the purpose is no excuse ("in private to see your body" stays
// a request).
func (r *ruler) statedPurpose(h *hit) bool {
	v := r.v
	if v.hasPOS(h.start, h.end, "VERB") || v.hasPOS(h.start, h.end, "PRON") || v.hasPOS(h.start, h.end, "NOUN") && !v.hasPOS(h.start, h.end, "ADP") {
		return false // "dm me to read my essay" asks for a channel; only a manner ("in private") may have a business
	}
	if h.end+1 >= len(v.words) || v.words[h.end].token.POS != "PART" || v.words[h.end+1].token.POS != "VERB" {
		return false
	}
	for _, k := range []kind{kApp, kAdvance, kGrooming, kSexual, kProfanity, kAdult, kMinor, kSexWork} {
		if v.has(k, -1) {
			return false
		}
	}
	for i := h.end + 2; i < len(v.words) && i <= h.end+5 && v.clause[i] == v.clause[h.start]; i++ {
		switch v.words[i].token.POS {
		case "DET", "ADJ", "NUM":
			continue
		case "PRON":
			if slices.Contains(v.words[i].token.Features, "Poss=Yes") {
				continue
			}
			return false
		case "NOUN":
			return r.thingNoun(i)
		}
		return false
	}
	return false
}

// ---- sexual advances and grooming ----

func (r *ruler) advances() {
	v := r.v
	minor := r.cx.minor || r.cx.flags["possible_minor"]
	bump := func(sev int, tags []string) (int, []string) {
		if minor {
			return sev + 1, append(tags, "possible_minor")
		}
		return sev, tags
	}
	for _, h := range v.of(kGrooming) {
		if v.negated(h, 0) || r.mention(h) {
			continue
		}
		// Short cues ("you alone") groom only as a question or a command;
		// with someone else as its subject a cue reports what they do
		// ("they also don't tell you ...").
		if h.end-h.start < 3 && !v.question && !r.imperative(h) {
			continue
		}
		if third := v.nearest(h, 2, kThird); third != nil && third.end <= h.start && !v.question {
			continue
		}
		if r.subjectOfNext(h) {
			continue // "I understand you have a new truck": the reader is the subject of what follows
		}
		sev, tags := bump(medium, []string{"grooming"})
		r.add(span("sexual_advances", sev, q(r.v.label(h))+" is a grooming pattern (secrecy, isolation or personal details).", tags...), h)
	}
	for _, h := range v.of(kAdvance) {
		if v.negated(h, 0) || r.mention(h) || r.covered(h.start) {
			continue
		}
		addressed := r.madeToReader(h) || v.wordCount() <= 4 || r.imperative(h)
		if !addressed || r.ofThing(h) {
			continue
		}
		sev, tags := bump(medium, []string{"sex"})
		r.add(span("sexual_advances", sev, q(r.v.label(h))+" is a sexual advance.", tags...), h)
	}
	// "I want to fuck you": a sexual word between the speaker and the reader.
	for _, k := range []kind{kSexual, kProfanity} {
		for _, h := range v.of(k) {
			self := v.nearest(h, 4, kSelf)
			you := v.nearest(h, 3, kYou)
			if self == nil || you == nil || self.start > h.start || you.start < h.end || v.negated(h, 0) ||
				!r.sure(h) || v.overlaps(h, kViolence) {
				continue
			}
			if v.find(kViolence, v.clause[h.start], func(o *hit) bool { return o.start >= self.end && o.end <= h.start }) != nil {
				continue // "I'll kick the shit out of you": a beating promised, not sex
			}
			if k == kProfanity && v.find(kIntent, -1, nil) == nil {
				continue
			}
			sev, tags := bump(high, []string{"sex"})
			r.add(span("sexual_advances", sev, fmt.Sprintf("%s ... %s ... %s proposes sex to the reader.", q(r.v.label(self)), q(r.v.label(h)), q(r.v.label(you))), tags...), self, h, you)
		}
	}
}

// ofThing reports whether advance cue h, ending with a noun of an
// artifact (a picture, a photo), is followed by "of" and a noun phrase
// whose noun is a thing (thingNoun): "send me a picture of the
// receipt" or "of your new car" asks for a document or a thing; "a
// picture of you" or "of your tits" (a body part) stays an advance.
func (r *ruler) ofThing(h *hit) bool {
	v := r.v
	if h.end >= len(v.words) || v.words[h.end].token.POS != "ADP" || v.clause[h.end] != v.clause[h.start] {
		return false
	}
	if v.words[h.end-1].token.POS != "NOUN" || r.cx.core == nil || v.words[h.end-1].family == 0 ||
		!pictureLexNames[r.cx.core.LexName(lexdata.FamilyID(v.words[h.end-1].family))] {
		return false // what follows is not what a picture shows ("gửi ảnh khỏa thân cho anh": nudes to me)
	}
	for i := h.end + 1; i < len(v.words) && v.clause[i] == v.clause[h.start]; i++ {
		t := v.words[i].token
		switch {
		case t.POS == "DET" || t.POS == "ADJ" || t.POS == "NUM":
			continue
		case t.POS == "PRON" && slices.Contains(t.Features, "Poss=Yes"):
			continue
		}
		one := &hit{start: i, end: i + 1}
		return r.thingNoun(i) && !v.overlaps(one, kYou) && // Vietnamese "cho anh": to you
			!v.overlaps(one, kAdult) && !r.worn(i)
	}
	return false
}

// pictureLexNames are the classes of the nouns of a picture an advance
// asks for: an artifact (a photo) or a representation (a picture, an
// image).
var pictureLexNames = map[string]bool{"noun.artifact": true, "noun.communication": true}

// wornLemmas are the reference lemmas of the ancestors of what is worn on
// the body (worn): a picture of it shows the body.
var wornLemmas = map[string]bool{"clothing": true, "garment": true, "undergarment": true, "apparel": true}

// worn reports whether noun i names something worn on the body ("a
// picture of your panties").
func (r *ruler) worn(i int) bool {
	return r.kindOf(lexdata.FamilyID(r.v.words[i].family), wornLemmas, false)
}

// kindOf reports whether the reference lemma of one of family id's
// ancestors (or of id itself, with self set) is in lemmas.
func (r *ruler) kindOf(id lexdata.FamilyID, lemmas map[string]bool, self bool) bool {
	if self && lemmas[r.cx.core.RefLemma(id)] {
		return true
	}
	for _, a := range r.cx.core.Ancestors(id) {
		if lemmas[r.cx.core.RefLemma(a)] {
			return true
		}
	}
	return false
}

// madeToReader reports whether advance cue h is made to the reader: the
// reader's pronoun stands in the cue's phrase (after the verb that
// governs it, "send me your nudes", or right after the cue with no verb
// between, "nudes of you"), is that verb's subject ("can you send me some
// of those nudes", "do you want to show me ..."), or the verb opens the
// sentence as a command ("send nudes"). A verb of thinking or opinion
// governs no advance: "you don't think it was because of female nudes"
// is a thought about them. The governing verb and its subject are read
// off the phrases stage's parse where the sentence has one (governor),
// else guessed from the tags (governorByTags).
func (r *ruler) madeToReader(h *hit) bool {
	v := r.v
	c := v.clause[h.start]
	g, ok := r.governor(h)
	if !ok {
		g = r.governorByTags(h)
	}
	if g.verb >= 0 && r.cognition(g.verb) {
		return false
	}
	reader := func(i int) bool {
		return v.find(kYou, c, func(o *hit) bool { return o.start <= i && i < o.end }) != nil ||
			v.find(kYouAre, c, func(o *hit) bool { return o.start <= i && i < o.end }) != nil
	}
	for i := g.from; i < h.end; i++ {
		if v.clause[i] == c && reader(i) {
			return true // in the phrase, or before the cue when no verb governs it ("you're so hot")
		}
	}
	for i := h.end; i < len(v.words) && i <= h.end+3 && v.clause[i] == c; i++ {
		if pos := v.words[i].token.POS; pos == "VERB" || pos == "AUX" {
			break
		}
		if reader(i) {
			return true
		}
	}
	if g.verb < 0 {
		return false
	}
	if r.imperative(&hit{start: g.verb, end: g.verb + 1}) {
		return true
	}
	for i := g.subject[0]; i < g.subject[1]; i++ {
		if reader(i) {
			return true
		}
	}
	return false
}

// governed is the verb that governs an advance cue (a word index, -1 for
// none), the first word of the cue's phrase or clause after it (from),
// and the words [subject[0], subject[1]) of the verb's subject, empty
// when a verb of thinking stands in the chain before it.
type governed struct {
	verb, from int
	subject    [2]int
}

// cognition reports whether word i is a verb of thinking or opinion.
func (r *ruler) cognition(i int) bool {
	w := &r.v.words[i]
	return w.family != 0 && r.cx.core != nil && r.cx.core.LexName(lexdata.FamilyID(w.family)) == "verb.cognition"
}

// governor reads the verb that governs cue h off the sentence's parse:
// the head of the innermost verb phrase around the cue's first word that
// stands before the cue ("send me your nudes" governs "your nudes"; a
// cue that holds its own verb, "send nudes", has none outside it). Its
// subject is the agent of the verb's clause or, for a clause without one
// ("to send me nudes"), the agent of the clause right before it, whose
// verb is then part of the chain ("do you want to send", "you don't
// think it was ..."). ok is false when the sentence has no parse over the
// cue.
func (r *ruler) governor(h *hit) (g governed, ok bool) {
	v := r.v
	g = governed{verb: -1}
	if len(v.s.Parses) == 0 || len(v.s.Parses[0].Phrases) == 0 {
		return g, false
	}
	roots := v.s.Parses[0].Phrases
	t := v.words[h.start].tok
	top := slices.IndexFunc(roots, func(p doc.Phrase) bool { return p.Start <= t && t < p.End })
	if top < 0 {
		return g, false
	}
	// The innermost clause and verb phrase around t, with a verb head
	// before the cue.
	var clause, vp *doc.Phrase
	for p := &roots[top]; p != nil; {
		switch p.Type {
		case "S":
			clause = p
		case "VP":
			if p.Head < t && v.s.Tokens[p.Head].POS == "VERB" {
				vp = p
			}
		}
		var next *doc.Phrase
		for k := range p.Children {
			if ch := &p.Children[k]; ch.Start <= t && t < ch.End {
				next = ch
				break
			}
		}
		p = next
	}
	if clause != nil {
		g.from, _ = v.wordsOf(clause.Start, clause.End)
	}
	if vp == nil {
		return g, true
	}
	g.verb = v.wordOf(vp.Head)
	if g.verb < 0 {
		return g, false
	}
	g.from = g.verb + 1
	if clause == nil {
		return g, true
	}
	// role finds the phrase of role among the children of p (and of its
	// verb phrase) that ends before token end.
	var role func(p *doc.Phrase, role string, end int) *doc.Phrase
	role = func(p *doc.Phrase, name string, end int) *doc.Phrase {
		for k := range p.Children {
			ch := &p.Children[k]
			if ch.Role == name && ch.End <= end {
				return ch
			}
			if ch.Type == "VP" && ch.Start < end {
				if in := role(ch, name, end); in != nil {
					return in
				}
			}
		}
		return nil
	}
	set := func(p *doc.Phrase) {
		if p != nil {
			g.subject[0], g.subject[1] = v.wordsOf(p.Start, p.End)
		}
	}
	if a := role(clause, "agent", vp.Start); a != nil {
		set(a)
		return g, true
	}
	// A patient before the verb is its subject when the tagger read an
	// active verb as a participle ("if you sent me nudes").
	if p := role(clause, "patient", vp.Start); p != nil {
		set(p)
		return g, true
	}
	// An infinitive clause ("to send me nudes") takes its subject from the
	// clause right before it: the object of its verb ("I want you | to
	// send ..."), else its agent ("do you want | to send ..."). A finite
	// clause without an agent has none that the parse shows.
	if clause != &roots[top] || top == 0 || roots[top-1].Type != "S" || roots[top-1].End != clause.Start ||
		v.s.Tokens[clause.Start].POS != "PART" {
		return g, true
	}
	prev := &roots[top-1]
	if k := v.wordOf(prev.Head); k >= 0 && v.s.Tokens[prev.Head].POS == "VERB" && r.cognition(k) {
		return g, true // "I think | to send ...": a thought
	}
	if o := role(prev, "patient", prev.End); o != nil && o.End == prev.End {
		set(o)
	} else {
		set(role(prev, "agent", prev.End))
	}
	return g, true
}

// governorByTags guesses the verb that governs cue h from the tags alone,
// for sentences without a parse: the nearest verb before the cue in its
// clause, and as its subject the words before the verb past auxiliaries,
// adverbs, particles and other verbs of the chain ("do you want to
// send").
func (r *ruler) governorByTags(h *hit) governed {
	v := r.v
	c := v.clause[h.start]
	g := governed{verb: -1}
	for i := h.start - 1; i >= 0 && v.clause[i] == c; i-- {
		if v.words[i].token.POS == "VERB" {
			g.verb = i
			break
		}
	}
	g.from = g.verb + 1
	if g.verb < 0 {
		return g
	}
	g.subject = [2]int{g.verb, g.verb}
	for i := g.verb - 1; i >= 0 && v.clause[i] == c; i-- {
		switch v.words[i].token.POS {
		case "AUX", "ADV", "PART":
		case "VERB":
			if r.cognition(i) {
				g.subject = [2]int{}
				return g
			}
		default:
			g.subject[0] = i // the subject's last word, or the word that ends the chain
			return g
		}
		g.subject[0] = i
	}
	return g
}

// subjectOfNext reports whether cue h ends with the reader's pronoun and
// a verb follows it: the pronoun is then the subject of a clause the cue's
// verb takes ("I understand you have ..."), not its object ("I understand
// you").
func (r *ruler) subjectOfNext(h *hit) bool {
	v := r.v
	if h.end >= len(v.words) || !v.overlaps(&hit{start: h.end - 1, end: h.end}, kYou) {
		return false
	}
	pos := v.words[h.end].token.POS
	return pos == "VERB" || pos == "AUX"
}

// ---- mental issues ----

func (r *ruler) mentalIssues() {
	v := r.v
	for _, h := range v.of(kSelfHarm) {
		if v.negated(h, 0) || r.mention(h) || v.overlaps(h, kUrge) {
			continue
		}
		if you := v.nearest(h, 2, kYou, kYouAre); you != nil {
			r.add(span("personal_attack", high, fmt.Sprintf("%s urges the reader (%s) to self-harm.", q(r.v.label(h)), q(r.v.label(you))), "suicide", "insult"), h, you)
			continue
		}
		// A statement about oneself: the cue names the speaker ("kill
		// myself", "我自杀") or a first-person word stands in its clause;
		// "X committed suicide" is news, not a disclosure.
		if !v.overlaps(h, kSelf) && !v.has(kSelf, v.clause[h.start]) {
			continue
		}
		sev, why := high, q(r.v.label(h))+" is a suicidal or self-harm statement"
		if r.cx.plan {
			sev, why = extreme, why+", with signs of a plan"
		}
		r.add(span("mental_issues", sev, why+".", "suicide"), h)
	}
	for _, h := range v.of(kSad) {
		if v.negated(h, 0) || r.mention(h) || v.question || r.covered(h.start) || v.overlaps(h, kNotNeg) {
			continue // "I feel nothing but contempt" is no numbness
		}
		if !r.feltBySelf(h) {
			continue // someone else's feelings, or a remark ("very sad news")
		}
		if r.aboutSomethingElse(h) {
			continue // "suffering from back pain", "struggling with the software"
		}
		if r.pastNarration(h) {
			continue // "I cried the entire way home", "I was heartbroken": a story, not a state
		}
		r.add(span("mental_issues", low, q(r.v.label(h))+" describes distress or depression.", "depression"), h)
		return
	}
}

// aboutSomethingElse reports whether distress verb h has a prepositional
// complement that names what it is about, and that is neither a feeling
// ("suffering from grief"), a span of time ("crying for hours") nor a
// person ("crying over him"): pain, illness, events and things
// ("suffering from back pain", "struggling with the software") are
// physical or practical trouble, not distress. A phrasal verb counts
// as its verb ("I give up on my data"), and an activity as a thing
// ("given up on trying to fix it").
func (r *ruler) aboutSomethingElse(h *hit) bool {
	v := r.v
	if r.cx.core == nil || v.words[h.start].token.POS != "VERB" || h.end >= len(v.words) {
		return false
	}
	// The cue is followed by its preposition; a phrasal verb's "on" may
	// be tagged a subordinator ("give up on trying").
	switch v.words[h.end].token.POS {
	case "ADP":
	case "SCONJ":
		if h.end-h.start == 1 {
			return false
		}
	default:
		return false
	}
	for i := h.start + 1; i < h.end; i++ {
		if pos := v.words[i].token.POS; pos != "ADP" && pos != "ADV" && pos != "PART" {
			return false
		}
	}
	head := -1
	for i := h.end + 1; i < len(v.words) && v.clause[i] == v.clause[h.start]; i++ {
		pos := v.words[i].token.POS
		if pos == "NOUN" {
			head = i
		} else if f := v.words[i].token.Features; head < 0 && pos == "VERB" &&
			(slices.Contains(f, "VerbForm=Ger") || slices.Contains(f, "VerbForm=Part") && slices.Contains(f, "Tense=Pres")) {
			return !r.aboutLiving(i) // an activity, unless it is living itself ("given up on living")
		} else if pos != "DET" && pos != "ADJ" && pos != "NUM" && !(pos == "PRON" && slices.Contains(v.words[i].token.Features, "Poss=Yes")) {
			break
		}
	}
	if head < 0 || v.words[head].family == 0 {
		return false
	}
	switch r.cx.core.LexName(lexdata.FamilyID(v.words[head].family)) {
	case "noun.feeling", "noun.time", "noun.person":
		return false
	case "noun.state":
		return h.end-h.start == 1 // "give up on life" is despair; "suffering from an illness" trouble
	}
	return true
}

// lifeLemmas are the words of living and being: giving up on them, or on
// trying to do them, is despair, not a given-up activity.
var lifeLemmas = map[string]bool{"live": true, "living": true, "exist": true, "be": true, "life": true,
	"existence": true}

// wellbeingLemmas are the words of staying alive, getting well and being
// helped: giving up on them is despair too ("given up on getting better",
// "on trying to get help").
var wellbeingLemmas = map[string]bool{"alive": true, "better": true, "help": true, "recover": true,
	"recovery": true, "happy": true, "happiness": true, "well": true, "heal": true, "healing": true}

// aboutLiving reports whether gerund i or its complement, the few words
// after it in its clause, is living, being or getting well ("living",
// "trying to live", "trying to stay alive", "getting better").
func (r *ruler) aboutLiving(i int) bool {
	v := r.v
	for j := i; j < len(v.words) && j <= i+3 && v.clause[j] == v.clause[i]; j++ {
		lemma, form := v.words[j].lemma, strings.ToLower(v.words[j].form)
		if lifeLemmas[lemma] || lifeLemmas[form] || wellbeingLemmas[lemma] || wellbeingLemmas[form] {
			return true
		}
	}
	return false
}

// pastNarration reports whether distress cue h is told in the simple
// past: the finite verb nearest before its end in its clause, the cue
// itself or its copula, is in the past tense ("I cried", "I was
// heartbroken", "before I gave up"; not "I have been depressed").
func (r *ruler) pastNarration(h *hit) bool {
	v := r.v
	for i := h.end - 1; i >= 0 && v.clause[i] == v.clause[h.start]; i-- {
		t := v.words[i].token
		if t.POS != "VERB" && t.POS != "AUX" {
			continue
		}
		if !slices.Contains(t.Features, "VerbForm=Fin") {
			if i < h.start {
				return false
			}
			continue
		}
		return slices.Contains(t.Features, "Tense=Past")
	}
	return false
}

// feltBySelf reports whether the speaker is the one distress cue h is
// said of: a first-person word before it, not a possessive unless right
// before it ("I cried", "it makes me sad", "my depression"; not "my spring
// was broken", "one of my clients had a panic attack"), and the cue not
// an adverb ("I went alone") nor an adjective of a noun ("empty tables").
func (r *ruler) feltBySelf(h *hit) bool {
	v := r.v
	self := v.nearest(h, 5, kSelf)
	if self == nil || self.end > h.start {
		return false
	}
	if slices.Contains(v.words[self.start].token.Features, "Poss=Yes") && v.gap(self, h) > 0 {
		return false
	}
	if h.end-h.start == 1 {
		switch v.words[h.start].token.POS {
		case "ADV":
			return false
		case "ADJ":
			if h.end < len(v.words) && v.words[h.end].token.POS == "NOUN" {
				return false
			}
			// Between a determiner and the head of its noun phrase the
			// adjective is attributive, whatever the tag of the head ("this
			// meaningless downer"); "this lonely every night" has none.
			if h.start > 0 && v.words[h.start-1].token.POS == "DET" && h.end < len(v.words) && v.clause[h.end] == v.clause[h.start] {
				switch v.words[h.end].token.POS {
				case "NOUN", "PROPN", "ADJ", "ADV", "X":
					return false
				}
			}
		}
	}
	return true
}

// ---- adult-only activities ----

func (r *ruler) adultOnly() {
	v := r.v
	minor := r.cx.flags["possible_minor"] || r.cx.minor
	// personal: the speaker or the reader does it, named before it in its
	// clause ("we drank so much beer", "you can get a beer"), not as a
	// possessive ("our unit reeks of cigarette smoke"). A drink named
	// before the person ("good beer, and what more could you want", "a
	// meal in this pub, and I have to say") is what a place offers.
	personal := func(h *hit) bool {
		before := func(p *hit) bool {
			return p.end <= h.start && v.gap(p, h) <= 6 && !slices.Contains(v.words[p.start].token.Features, "Poss=Yes")
		}
		// "you can get a beer in the lobby": a reader followed by a bare
		// modal is anyone, told what a place offers; to someone who may be
		// a minor it is still an offer.
		reader := func(p *hit) bool {
			return before(p) && (minor || !modalAfter(v, p))
		}
		c := v.clause[h.start]
		if v.find(kSelf, c, before) != nil || v.find(kYou, c, reader) != nil || v.find(kYouAre, c, reader) != nil || v.consumes(h) {
			return true
		}
		// "buy lottery tickets with me", "come drink with us": a command
		// that names the speaker after the activity invites the reader to
		// join them ("add the wine to the sauce" names no one; "go to bars
		// in neighborhoods you don't frequent" is advice).
		after := func(p *hit) bool { return p.start >= h.end }
		return r.commanded(h) && v.find(kSelf, c, after) != nil
	}
	tagOf := map[kind]string{kAlcohol: "alcohol", kGambling: "gambling", kTobacco: "tobacco"}
	for _, k := range []kind{kAlcohol, kGambling, kTobacco, kDrug, kAdult} {
		for _, h := range v.of(k) {
			if r.used[h] || h.confidence == 0 || k == kDrug && h.confidence < 2 || v.negated(h, 0) || r.covered(h.start) || !personal(h) {
				continue // a personal activity, not a mention in the news; street names need more
			}
			last := v.words[h.end-1].token
			if last.POS == "PROPN" && h.end-h.start == 1 && h.start > 0 ||
				last.POS == "ADJ" && h.end < len(v.words) && v.words[h.end].token.POS == "NOUN" {
				continue // a name ("in Champagne, France"), or an adjective of a noun ("get high quality service")
			}
			if (v.overlaps(h, kAlcohol) || v.overlaps(h, kTobacco) || v.overlaps(h, kGambling) && !h.cue) &&
				last.POS == "NOUN" && r.nounFollows(h.end) {
				// A drink, smoke or game naming a kind of something else: "a
				// wine flight", "cigarette smoke", "gaming performance". A
				// word a cue list names stays what it is ("gambling
				// websites"); WordNet reads "gaming" as gambling too.
				continue
			}
			if r.givenUp(h) {
				continue // "I gave up on smoking years ago", "I quit drinking"
			}
			if r.deniedObject(h) {
				continue // "we didn't want a bottle of bubbly"
			}
			if r.draw(h) && !minor && !r.invited(h) {
				continue // "we won the lottery", "I bought a raffle ticket": a draw is played, not offered
			}
			sev := low
			if r.cx.flags["possible_minor"] || r.cx.minor {
				sev = medium
			}
			tags := append([]string(nil), h.tags...)
			if t := tagOf[k]; t != "" {
				tags = append(tags, t)
			}
			r.add(span("adult_only", sev, q(r.v.label(h))+" is an activity restricted for minors.", tags...), h)
			return
		}
	}
}

// nounFollows reports whether a noun follows word i after adjectives
// only, in i's clause: the word before i then names a kind of it ("a
// wine flight", "your vintage tee shirt", "a cocktail hour"). A noun of
// time after an adjective says when ("a port last night").
func (r *ruler) nounFollows(i int) bool {
	v := r.v
	for start := i; i < len(v.words) && v.clause[i] == v.clause[i-1]; i++ {
		w, adj := &v.words[i], i > start
		switch w.token.POS {
		case "ADJ":
			continue
		case "NOUN":
			return !adj || w.family == 0 || r.cx.core == nil || r.cx.core.LexName(lexdata.FamilyID(w.family)) != "noun.time"
		}
		return false
	}
	return false
}

// deniedObject reports whether h is the object of a negated verb: a
// negator before it in its clause with one verb at most between them
// ("we didn't want a bottle of bubbly", "I never drink beer"), beyond the
// three words negated allows.
func (r *ruler) deniedObject(h *hit) bool {
	v := r.v
	verbs := 0
	for i := h.start - 1; i >= 0 && v.clause[i] == v.clause[h.start]; i-- {
		at := &hit{start: i, end: i + 1}
		if v.overlaps(at, kNeg) {
			return !v.overlaps(at, kNotNeg)
		}
		switch v.words[i].token.POS {
		case "VERB":
			if verbs++; verbs > 1 {
				return false
			}
		case "SCONJ", "CCONJ":
			return false
		}
		if slices.Contains(v.words[i].token.Features, "PronType=Rel") {
			return false
		}
	}
	return false
}

// drawLemmas are the reference lemmas of the concepts of games decided
// by a draw (a lottery and its kinds: a raffle, a tombola, a
// sweepstake).
var drawLemmas = map[string]bool{"lottery": true}

// draw reports whether h, one word, names a game decided by a draw: one
// of its senses is a lottery or a kind of one. Buying a ticket or winning
// one is told of school fairs and office pools; it is an activity for
// adults only when someone is invited to play (invited).
func (r *ruler) draw(h *hit) bool {
	v := r.v
	if h.end-h.start != 1 || r.cx.core == nil {
		return false
	}
	for _, rd := range v.words[h.start].token.Readings {
		for _, f := range rd.Families {
			id := lexdata.FamilyID(f)
			if r.cx.core.LexName(id) != "noun.act" {
				continue
			}
			if r.kindOf(id, drawLemmas, true) {
				return true
			}
		}
	}
	return false
}

// invited reports whether someone is invited to what h names: the reader
// is named in its clause, not as a possessive ("you should buy lottery
// tickets", "want to enter the raffle with me?"), or the clause is a
// command ("buy lottery tickets with me", "let's play the lottery").
func (r *ruler) invited(h *hit) bool {
	v := r.v
	c := v.clause[h.start]
	reader := func(p *hit) bool { return !slices.Contains(v.words[p.start].token.Features, "Poss=Yes") }
	return v.find(kYou, c, reader) != nil || v.find(kYouAre, c, nil) != nil || r.commanded(h)
}

// commanded reports whether h's clause opens with a command: a verb in its
// base form before h with nothing but punctuation and interjections
// before it ("buy ...", "let's ...", "come ...").
func (r *ruler) commanded(h *hit) bool {
	v := r.v
	if v.question {
		return false
	}
	c := v.clause[h.start]
	for i := 0; i < h.start; i++ {
		if v.clause[i] != c || !v.content(i) || v.words[i].token.POS == "INTJ" {
			continue // punctuation, handles ("@user" tagged a verb), emoji
		}
		w := &v.words[i]
		return w.token.POS == "VERB" && (w.lemma == "" || w.form == w.lemma) &&
			!slices.Contains(w.token.Features, "VerbForm=Ger") && !slices.Contains(w.token.Features, "VerbForm=Part")
	}
	return false
}

// quitVerbs are the verbs whose object is an activity left off; "give"
// counts with "up" ("gave up on smoking").
var quitVerbs = map[string]bool{"quit": true, "stop": true, "cease": true}

// givenUp reports whether activity h is the object of a verb of quitting
// right before it, particles and adpositions aside: what the speaker
// left off is no activity of theirs.
func (r *ruler) givenUp(h *hit) bool {
	v := r.v
	up := false
	for i := h.start - 1; i >= 0 && v.clause[i] == v.clause[h.start]; i-- {
		w := &v.words[i]
		switch w.token.POS {
		case "ADP", "ADV", "PART":
			up = up || strings.EqualFold(w.form, "up")
			continue
		case "VERB":
			if f := w.token.Features; slices.Contains(f, "VerbForm=Ger") || slices.Contains(f, "VerbForm=Part") && slices.Contains(f, "Tense=Pres") {
				continue // "quit watching porn": the gerund is the activity quit
			}
			return quitVerbs[w.lemma] || up && w.lemma == "give"
		}
		return false
	}
	return false
}

// modalAfter reports whether a modal auxiliary follows p.
func modalAfter(v *view, p *hit) bool {
	return p.end < len(v.words) && isModal(v.words[p.end].token)
}

// isModal reports whether t is a modal auxiliary ("can", "could",
// "will"): a finite auxiliary without tense or mood.
func isModal(t *doc.Token) bool {
	return t.POS == "AUX" && slices.Equal(t.Features, []string{"VerbForm=Fin"})
}

// ---- disturbing content ----

func (r *ruler) disturbing() {
	v := r.v
	for _, k := range []kind{kDisturbing, kInjury} {
		for _, h := range v.of(k) {
			if v.negated(h, 0) || r.covered(h.start) {
				continue
			}
			body := v.nearest(h, 4, kBody)
			if body != nil && k == kDisturbing && !r.someonesBody(h, body) {
				body = nil // "die Hähnchenflügel abgeschnitten": a cut of meat, no one's body
			}
			if body != nil && k == kDisturbing && !r.act(h) &&
				v.find(kViolence, v.clause[h.start], nil) == nil && v.find(kInjury, v.clause[h.start], nil) == nil {
				body = nil // "blood to the brain" is anatomy; harm needs an act, violence or an injury
			}
			if body != nil && body.end == h.start && !r.act(h) &&
				(v.find(kViolence, v.clause[h.start], nil) == nil || r.objectOfPreposition(body.start)) {
				continue // "a knee injury", "died from brain haemorrhage": a diagnosis, the medical register
			}
			if body != nil && k == kInjury && h.family && r.namedInjury(h, body) {
				continue // "una doble fractura de tibia", "a fracture of the hip": an injury named, as "a hip fracture" is
			}
			if body != nil && r.diagnosis(h, body) {
				continue // "a gunshot wound to the head", "the injury was a broken nose": a report
			}
			second := v.find(kDisturbing, v.clause[h.start], func(o *hit) bool {
				return o != h && !(o.start < h.end && o.end > h.start) && !strings.EqualFold(v.label(o), v.label(h)) && v.gap(h, o) <= 4
			})
			switch {
			case body != nil:
				r.add(span("disturbing", extreme, fmt.Sprintf("%s with %s describes bodily harm.", q(r.v.label(h)), q(r.v.label(body))), "gore"), h, body)
			case second != nil || k == kInjury && h.strength >= 3:
				r.add(span("disturbing", high, q(r.v.label(h))+" describes violence or gore.", "gore"), h, second)
			default:
				continue
			}
			return
		}
	}
}

// someonesBody reports whether the clause of h names a person the body
// part body belongs to: a personal pronoun ("his finger", es "le cortaron
// el dedo", it "gli"), a noun of people ("the man's arm"), or a
// possessive suffix on the body word itself (id "jarinya", fa "انگشتش",
// tr "parmağı").
func (r *ruler) someonesBody(h, body *hit) bool {
	v := r.v
	c := v.clause[h.start]
	if v.find(kThird, c, nil) != nil || v.find(kYou, c, nil) != nil || v.find(kSelf, c, nil) != nil {
		return true
	}
	for i := range v.words {
		if v.clause[i] != c {
			continue
		}
		t := v.words[i].token
		if t.POS == "PRON" && personal(t) || t.POS == "NOUN" && r.isPerson(v.words[i].family) {
			return true
		}
	}
	w := &v.words[body.start]
	if slices.ContainsFunc(w.token.Features, func(f string) bool { return strings.Contains(f, "[psor]") }) {
		return true
	}
	return v.possessorSuffix && w.lemma != "" && len(w.form) > len(w.lemma) && strings.HasPrefix(w.form, w.lemma)
}

// personal reports whether pronoun t may stand for a person: not a thing
// ("it"), a relative, interrogative, indefinite or total pronoun.
func personal(t *doc.Token) bool {
	for _, f := range []string{"PronType=Rel", "PronType=Int", "PronType=Ind", "PronType=Neg", "PronType=Tot"} {
		if slices.Contains(t.Features, f) {
			return false
		}
	}
	return !thing(t)
}

// act reports whether disturbing hit h names something done: a verb or a
// participle among its words, or a phrase of several words ("cut off",
// no "kuttet av", which the taggers may read as a noun and an adverb).
func (r *ruler) act(h *hit) bool {
	if h.end-h.start > 1 {
		return true
	}
	for i := h.start; i < h.end; i++ {
		if t := r.v.words[i].token; t.POS == "VERB" || slices.Contains(t.Features, "VerbForm=Part") {
			return true
		}
	}
	return false
}

// diagnosis reports whether injury noun h and body word body name one
// injury, as a report or a diagnosis does, with no one involved in the
// conversation: the body word before the noun ("a head injury") or after
// it, past a preposition, a copula, determiners, possessives and
// adjectives only ("a gunshot wound to the head", "wounds in his
// abdomen", "the only injury was a broken nose"). With the reader in the
// clause ("I will give you a gunshot wound to the head") it is harm
// promised or done to them, not reported. Only a realis report is a
// diagnosis ("he suffered", "had", "died of", "the injury was"): a modal
// or a verb of wishing, deserving or giving before the noun makes it harm
// wished on someone ("he deserves a gunshot wound to the head", "someone
// should give him ...", "I hope he gets ..."), anywhere in the sentence
// ("gunshot wound to the head, that's what you all need"), and a report
// names how it happened (realisLemmas): a bare "gunshot wound to the head
// for every one of them" is no report.
func (r *ruler) diagnosis(h, body *hit) bool {
	v := r.v
	if r.verbInInjury(h) || v.clause[h.start] != v.clause[body.start] {
		return false
	}
	realis := false
	for i := range v.words {
		w := &v.words[i]
		if isModal(w.token) || wishVerbs[w.lemma] || w.lemma == "give" {
			return false
		}
		if (i < h.start || i >= h.end) && (realisLemmas[w.lemma] || w.token.POS == "AUX" && w.lemma == "be") {
			realis = true
		}
	}
	if !realis || v.find(kYou, -1, nil) != nil {
		return false
	}
	if body.end <= h.start {
		return body.end == h.start
	}
	for i := h.end; i < body.start; i++ {
		switch v.words[i].token.POS {
		case "ADP", "DET", "ADJ", "AUX":
		case "PRON":
			if !slices.Contains(v.words[i].token.Features, "Poss=Yes") {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// namedInjury reports whether injury noun h, known through its family,
// and the body part after it name one injury in the order of the
// languages that put the part after the noun ("fractura de tibia",
// "fracture de la hanche", "fracture of the hip"): only adpositions,
// determiners, adjectives and possessives stand between, h holds no verb,
// no violence stands right before it as its cause ("stab wounds to his
// chest", which diagnosis judges) and none in the clause is threatened or
// called for; nothing in the sentence wishes, promises or gives it, and
// the reader is not in it. The same injury with the part before it ("a knee injury")
// is a diagnosis already.
func (r *ruler) namedInjury(h, body *hit) bool {
	v := r.v
	if body.start < h.end || v.clause[body.start] != v.clause[h.start] || v.hasPOS(h.start, h.end, "VERB") {
		return false
	}
	for i := h.end; i < body.start; i++ {
		t := v.words[i].token
		switch t.POS {
		case "ADP", "DET", "ADJ":
		case "PRON":
			if !slices.Contains(t.Features, "Poss=Yes") {
				return false
			}
		default:
			return false
		}
	}
	for i := range v.words {
		if w := &v.words[i]; isModal(w.token) || wishVerbs[w.lemma] || w.lemma == "give" {
			return false // "I'll give you a fracture of the skull": harm wished or promised
		}
	}
	if v.has(kIntent, -1) || v.has(kYou, -1) {
		return false
	}
	return v.find(kViolence, v.clause[h.start], func(o *hit) bool {
		return o.end <= h.start && v.gap(o, h) == 0 || r.threatening(o)
	}) == nil
}

// realisLemmas are the words that report an injury that happened: it was
// suffered, sustained, had, died of, treated or taken to hospital.
var realisLemmas = map[string]bool{"suffer": true, "sustain": true, "have": true, "die": true,
	"hospital": true, "treat": true, "receive": true, "be": true, "find": true, "show": true}

// verbInInjury reports whether injury cue h holds a verb of its own, not
// a verb-tagged word that modifies the noun after it ("stab wounds"), nor
// a verb-tagged word with a noun reading right after a noun ("stab
// wounds" tagged noun and verb): the head of a compound.
func (r *ruler) verbInInjury(h *hit) bool {
	v := r.v
	for i := h.start; i < h.end; i++ {
		if v.words[i].token.POS != "VERB" {
			continue
		}
		modifier := i+1 < h.end && v.words[i+1].token.POS == "NOUN"
		head := i > 0 && v.words[i-1].token.POS == "NOUN" &&
			slices.ContainsFunc(v.words[i].token.Readings, func(rd doc.Reading) bool { return rd.POS == "NOUN" })
		if !modifier && !head {
			return true
		}
	}
	return false
}

// objectOfPreposition reports whether the noun phrase starting at word i
// follows a preposition, its determiners aside ("from a brain
// haemorrhage"): a cause or a circumstance, not what an act did.
func (r *ruler) objectOfPreposition(i int) bool {
	v := r.v
	for i--; i >= 0 && v.words[i].token.POS == "DET"; i-- {
	}
	return i >= 0 && v.words[i].token.POS == "ADP"
}

// ---- allegations ----

// nominalCopula reports whether copula be is a gerund after an
// adposition after a word of suspicion or report ("suspected of being a
// serial killer", "tendencies of being an offender"): the clause names a
// suspicion or a trait someone is reported to have, it calls no one
// anything ("guilty of being a rapist" does).
func (r *ruler) nominalCopula(be *hit) bool {
	v := r.v
	if be.start < 2 {
		return false
	}
	f := v.words[be.start].token.Features
	gerund := slices.Contains(f, "VerbForm=Ger") || slices.Contains(f, "VerbForm=Part") && slices.Contains(f, "Tense=Pres")
	pos := v.words[be.start-1].token.POS
	w := &v.words[be.start-2]
	return gerund && (pos == "ADP" || pos == "SCONJ") &&
		(suspicionLemmas[w.lemma] || suspicionLemmas[strings.ToLower(w.form)])
}

// suspicionLemmas are the words of suspicion and report that make "of
// being" a claim reported, not made (nominalCopula).
var suspicionLemmas = map[string]bool{"suspect": true, "suspected": true, "suspicion": true, "accuse": true,
	"accused": true, "accusation": true, "allege": true, "alleged": true, "charge": true, "charged": true,
	"arrest": true, "arrested": true, "tendency": true, "risk": true, "rumour": true, "rumor": true}

func (r *ruler) allegations() {
	v := r.v
	for _, h := range v.of(kCrimeNoun) {
		if r.used[h] || v.negated(h, 0) || r.mention(h) || v.question {
			continue
		}
		if !h.cue && r.cx.core != nil && h.end-h.start == 1 && v.words[h.start].family != 0 && !r.isPerson(v.words[h.start].family) {
			continue // "abortion is murder" names a crime, not a criminal; "گوشت" is meat
		}
		be := v.find(kBe, v.clause[h.start], func(b *hit) bool {
			pos := v.words[b.start].token.POS
			return b.end <= h.start && v.gap(b, h) <= 3 && (pos == "AUX" || pos == "VERB") && r.predicateNominal(b, h)
		})
		if be == nil && !v.question {
			// The copula dropped or after the noun: the noun predicated of
			// a pronoun right before it (ru "он вор", fa "او دزد است").
			be = r.thirdSubject(h)
			if be != nil && h.end < len(v.words) {
				if pos := v.words[h.end].token.POS; pos == "NOUN" || pos == "ADJ" {
					be = nil // a compound or a modified noun, not what he is
				}
			}
		}
		if be == nil || v.nearest(h, 6, kSelf) != nil || r.inverted(be) || r.nominalCopula(be) {
			continue
		}
		sev := low
		if h.strength >= 3 {
			sev = medium
		}
		r.add(span("allegation", sev, fmt.Sprintf("calling someone %s is a claim of misconduct.", q(r.v.label(h))), "allegation"), be, h)
		return
	}
	if r.cx.edited {
		return // news and stories narrate crimes ("they also killed the elder"); they accuse by name-calling only
	}
	for _, h := range v.of(kCrimeVerb) {
		third := v.nearest(h, 1, kThird)
		if third == nil || third.start > h.start || v.negated(h, 0) || r.mention(h) || v.question {
			continue
		}
		if f := v.words[third.start].token.Features; slices.Contains(f, "Reflex=Yes") || slices.Contains(f, "Poss=Yes") {
			continue // "se roba el home plate": a reflexive clitic is part of the verb; "their loot" names no act
		}
		if pos := v.words[h.end-1].token.POS; pos == "NOUN" || pos == "ADJ" {
			continue // the word is not used as a verb ("their loot")
		}
		if slices.Contains(v.words[h.end-1].token.Features, "Tense=Past") && v.words[third.start].token.POS == "PRON" {
			wronged := func(p *hit) bool { return p.start >= h.end }
			c := v.clause[h.start]
			if v.find(kSelf, c, wronged) == nil && v.find(kYou, c, wronged) == nil {
				continue // "she stole the information and gave it to ...": a story told of someone; "he stole my bike" accuses
			}
		}
		r.add(span("allegation", low, fmt.Sprintf("%s says %s did wrong.", q(r.v.label(h)), q(r.v.label(third))), "allegation"), third, h)
		return
	}
}

// inverted reports whether copula be follows a fronted prepositional
// phrase ("in the inner circle are the terrorists"): the noun after it is
// then its subject, placed somewhere, not what someone is called.
func (r *ruler) inverted(be *hit) bool {
	v := r.v
	first := -1
	for i := be.start - 1; i >= 0 && v.clause[i] == v.clause[be.start]; i-- {
		if !v.words[i].punct {
			first = i
		}
	}
	return first >= 0 && v.words[first].token.POS == "ADP"
}

// predicateNominal reports whether h is what copula be calls its
// subject: only determiners, adjectives, adverbs and numbers stand
// between them, and h heads its noun phrase ("they are merely imposters";
// not "financed by terrorist states", "full of predators", "is that the
// terrorists believe", "the scammers' income").
func (r *ruler) predicateNominal(be, h *hit) bool {
	v := r.v
	for i := be.end; i < h.start; i++ {
		switch v.words[i].token.POS {
		case "DET", "ADJ", "ADV", "NUM", "PART":
		default:
			return false
		}
	}
	if h.end < len(v.words) {
		switch v.words[h.end].token.POS {
		case "NOUN", "ADJ":
			return false
		}
	}
	return true
}

// ---- social hierarchy ----

func (r *ruler) hierarchy() {
	v := r.v
	for _, h := range v.of(kHierarchy) {
		if v.negated(h, 0) || r.mention(h) {
			continue
		}
		r.add(span("social_hierarchy", medium, q(r.v.label(h))+" asserts a hierarchy over others."), h)
		return
	}
}

// ---- spam ----

func (r *ruler) spam() {
	v := r.v
	need := 2
	if r.cx.links || r.cx.review {
		need = 1
	}
	if r.cx.spam < need {
		return
	}
	cues := v.of(kSpam)
	if len(cues) == 0 {
		return
	}
	tags := []string{"sold_by_spammers"}
	for _, o := range cues {
		tags = append(tags, o.tags...)
	}
	h := cues[0]
	r.add(span("spam", low, fmt.Sprintf("%s is promotional wording (%d such cues in the text).", q(r.v.label(h)), r.cx.spam), tags...), h)
}

// ---- data leaks ----

func (r *ruler) dataLeak() {
	v := r.v
	for _, t := range r.cx.entities {
		var tags []string
		sev := high
		switch t {
		case "credential":
			tags = []string{"credentials"}
		case "credit_card":
			tags = []string{"pii", "payment"}
		case "bank_account":
			tags, sev = []string{"payment"}, medium
		default:
			continue
		}
		f := span("data_leak", sev, fmt.Sprintf("the text shares a %s.", strings.ReplaceAll(t, "_", " ")), tags...)
		f.start, f.end = 0, len(v.words)
		r.add(f)
		return
	}
	// "user@example.com:secret": an address with a password, as combo
	// lists of stolen accounts give them.
	for i := 0; i+2 < len(v.words); i++ {
		if v.words[i].token.Class == doc.ClassEmail && v.words[i+1].token.Text == ":" && v.content(i+2) {
			f := span("data_leak", high, "an e-mail address is followed by what reads as its password (a combo list).", "credentials")
			f.start, f.end = i, i+3
			r.add(f)
			return
		}
	}
	for _, h := range v.of(kLeak) {
		if v.negated(h, 0) || r.mention(h) || v.question {
			continue
		}
		// The word must come with data: a value after it, a list, an address.
		if !hasValueAfter(v, h) && !slices.Contains(r.cx.entities, "email") && !v.has(kApp, -1) {
			continue
		}
		r.add(span("data_leak", medium, q(r.v.label(h))+" comes with the data it names.", "credentials", "data"), h)
		return
	}
}

// hasValueAfter reports whether a value follows h: a colon or equals
// sign, then something, or a word with digits.
func hasValueAfter(v *view, h *hit) bool {
	for i := h.end; i < len(v.words) && i <= h.end+3; i++ {
		t := v.words[i].token
		if t.Text == ":" || t.Text == "=" {
			return i+1 < len(v.words)
		}
		if t.Class == doc.ClassAlnum || t.Class == doc.ClassEmail {
			return true
		}
	}
	return false
}

// ---- contentious statements ----

// contentiousGap is how many words may stand between a divisive topic and
// the stance taken on it.
const contentiousGap = 3

func (r *ruler) contentious() {
	v := r.v
	for _, h := range v.of(kContentious) {
		if r.mention(h) || r.covered(h.start) {
			continue
		}
		// The stance is taken on the topic: in its clause and near it, not
		// anywhere in a long sentence that names a country; only one
		// predicated after a copula may stand further off ("abortion is
		// murder and those who support it are evil").
		near := func(s *hit) bool {
			if s.start < h.end && s.end > h.start {
				return false
			}
			if v.clause[s.start] == v.clause[h.start] && v.gap(s, h) <= contentiousGap {
				return true
			}
			i := s.start - 1
			if i >= 0 && v.words[i].token.POS == "ADV" {
				i--
			}
			return i >= 0 && v.words[i].token.POS == "AUX"
		}
		// A verb of exclusion (a legal act: "bans", "outlaws") after the
		// topic, with an object of its own, is what the topic does ("Russia
		// bans chess"), not a stance on it; hate is a stance whatever its
		// object ("Russia hates gays").
		acts := func(s *hit) bool {
			if s.start < h.end || s.start-h.end > 1 || v.words[s.start].token.POS != "VERB" || s.end >= len(v.words) {
				return false
			}
			for i := s.end; i < len(v.words) && i <= s.end+2 && v.clause[i] == v.clause[s.start]; i++ {
				if pos := v.words[i].token.POS; pos == "NOUN" || pos == "PROPN" {
					return true
				}
			}
			return false
		}
		// A name for people ("cancer", "pigs") takes a stance when it is
		// predicated ("abortion is a cancer"), read as a person or heads a
		// bare noun phrase ("Abortion scum.", "The cancer that is
		// feminism."), not as the thing it names ("cancer vaccine",
		// "vaccines into pigs").
		named := func(s *hit) bool {
			return s.kind != kInsult && s.kind != kDehum || r.predicated(s) || r.personSense(s) || v.bareHead(s)
		}
		// The topic called murder right after it ("abortion is murder",
		// ja "中絶は殺人"), joined by a present-tense copula, a topic
		// marker, or nothing where the language drops the copula (ar
		// "الإجهاض قتل"; fa "... قتل است" with the copula after); not a
		// legal status ("abortion is a crime in Poland", "was a felony"),
		// which names no violence, nor a compound.
		murder := func(s *hit) bool {
			if s.start < h.end || v.clause[s.start] != v.clause[h.start] || v.gap(h, s) > 2 || v.negated(s, 0) || v.words[s.end-1].token.POS != "NOUN" {
				return false
			}
			for i := s.end; i < len(v.words) && i <= s.end+3 && v.clause[i] == v.clause[s.start]; i++ {
				if v.words[i].token.POS == "PROPN" {
					return false // "... in Poland", "... in Texas": a law, not a stance
				}
			}
			for i := h.end; i < s.start; i++ {
				if v.overlaps(&hit{start: i, end: i + 1}, kBe) {
					return !slices.Contains(v.words[i].token.Features, "Tense=Past")
				}
			}
			if v.topicMarker && v.hasPOS(h.end, s.start, "ADP") {
				return true
			}
			nominal := v.copulaDrop || v.headFinal && s.end < len(v.words) && v.overlaps(&hit{start: s.end, end: s.end + 1}, kBe)
			return nominal && s.start == h.end && r.opensClause(h) && (s.end == len(v.words) || v.words[s.end].token.POS != "NOUN")
		}
		stance := v.find(kHate, -1, near)
		if stance == nil {
			stance = v.find(kViolence, -1, murder)
		}
		for _, k := range []kind{kNegAttr, kExclude, kInsult, kDehum} {
			if stance == nil {
				stance = v.find(k, -1, func(s *hit) bool {
					return near(s) && !v.negated(s, 0) && !(k == kExclude && acts(s)) && named(s)
				})
			}
		}
		if stance == nil {
			continue
		}
		r.add(span("contentious", low, fmt.Sprintf("a strong stance (%s) on a divisive topic (%s).", q(r.v.label(stance)), q(r.v.label(h)))), h, stance)
		return
	}
}

// ---- no meaningful content ----

// gibberish flags a sentence whose every word is unknown to the lexicon and
// looks like keyboard mashing.
func (r *ruler) gibberish() {
	v := r.v
	if r.sweptText() {
		r.addGibberish()
		return
	}
	n := 0
	for _, w := range v.words {
		if w.punct {
			continue
		}
		t := w.token
		if t.Class != doc.ClassText || len(t.Readings) > 0 || t.Corrected != "" || !mashed(t.Text) {
			return
		}
		n++
	}
	if n == 0 {
		return
	}
	r.addGibberish()
}

// addGibberish reports the sentence as random keys.
func (r *ruler) addGibberish() {
	v := r.v
	f := span("no_meaningful_content", low, "the text is not words of the language (random keys).")
	f.start, f.end = 0, len(v.words)
	r.add(f)
}

// sweptText reports whether a Thai sentence, written without spaces and
// cut by the segmenter into pieces of any length (some of them words by
// chance), is keys swept along a keyboard row as a whole: ten letters or
// more, all text tokens, at least half of them unknown to the lexicon.
func (r *ruler) sweptText() bool {
	v := r.v
	var letters []rune
	words, unknown := 0, 0
	for i, w := range v.words {
		if w.punct {
			continue
		}
		if w.token.Class != doc.ClassText || i > 0 && v.words[i-1].end != w.off && !v.words[i-1].punct {
			return false
		}
		words++
		if len(w.token.Readings) == 0 {
			unknown++
		}
		letters = append(letters, []rune(w.token.Text)...)
	}
	return len(letters) >= 10 && unicode.In(letters[0], unicode.Thai) && unknown*2 >= words && mashedRows(letters)
}

// keyboard rows of QWERTY, AZERTY and QWERTZ, for mashed-key detection.
const (
	homeRow = "asdfghjklqsdfm"
	topRow  = "qwertyuiopazertzuiop"
)

// keyPositions maps each letter of each non-Latin keyboard layout of the
// spelling stage (spell.KeyboardLayouts: Russian, Arabic, Persian, Pashto,
// Hebrew, Thai) to its row and column. Latin words have mashed's own
// tests.
var keyPositions = sync.OnceValue(func() []map[rune][2]int {
	layouts := spell.KeyboardLayouts()
	names := slices.Sorted(maps.Keys(layouts))
	var out []map[rune][2]int
	for _, name := range names {
		rows := layouts[name]
		if len(rows) == 0 || rows[0][0] < utf8.RuneSelf {
			continue
		}
		pos := map[rune][2]int{}
		for r, row := range rows {
			for i, c := range []rune(row) {
				if _, ok := pos[c]; !ok {
					pos[c] = [2]int{r, i}
				}
			}
		}
		out = append(out, pos)
	}
	return out
})

// mashedRows reports whether a word in a script of keyPositions looks
// like a hand swept along the keys: eight letters or more, at least five
// of them different, all of one layout, and 85 % of its letter pairs
// neighbours (two keys apart at most) on one row. Words of the language
// rarely are: their letters jump between rows ("الكتابات" has five pairs of
// seven). The caller reads only words the lexicon does not know: a few
// real words sweep a row too (ru "продолжить", eight pairs of nine).
func mashedRows(letters []rune) bool {
	if len(letters) < 8 {
		return false
	}
	if distinct(letters) < 5 {
		return false // a stretched word ("อ้าาาาาา")
	}
	for _, pos := range keyPositions() {
		all := true
		for _, c := range letters {
			if _, ok := pos[c]; !ok {
				all = false
				break
			}
		}
		if !all {
			continue
		}
		near := 0
		for i := 1; i < len(letters); i++ {
			a, b := pos[letters[i-1]], pos[letters[i]]
			if a[0] == b[0] && abs(a[1]-b[1]) <= 2 {
				near++
			}
		}
		if near*20 >= (len(letters)-1)*17 {
			return true
		}
	}
	return false
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// jamoMashed reports whether a word is six or more bare Hangul jamo, five of them different
// (ㅁㄴㅇㄹ...): keys pressed without forming syllables. Chat shorthand
// (ㅋㅋ, ㅠㅠ, ㅅㅂ) is short or one key repeated.
func jamoMashed(letters []rune) bool {
	if len(letters) < 6 {
		return false
	}
	for _, c := range letters {
		if c < 0x3131 || c > 0x318E {
			return false
		}
	}
	return distinct(letters) >= 5 // not chat shorthand ("ㄴㄴㅇㅈㅂㅂ": no-no, agreed, bye-bye)
}

// distinct counts the different letters of letters.
func distinct(letters []rune) int {
	seen := map[rune]bool{}
	for _, c := range letters {
		seen[c] = true
	}
	return len(seen)
}

// mashed reports whether a Latin-letter word looks like random typing:
// long, and either nearly all on one keyboard row, or with a long run of
// consonants, or with few distinct letters repeated.
func mashed(s string) bool {
	letters := []rune(strings.ToLower(s))
	if len(letters) < 6 {
		return false
	}
	if letters[0] > unicode.MaxASCII {
		return mashedRows(letters) || jamoMashed(letters)
	}
	var home, top, vowels, run, maxRun int
	distinct := map[rune]bool{}
	for _, c := range letters {
		if c > unicode.MaxASCII || !unicode.IsLetter(c) {
			return false
		}
		distinct[c] = true
		if strings.ContainsRune(homeRow, c) {
			home++
		}
		if strings.ContainsRune(topRow, c) {
			top++
		}
		if strings.ContainsRune("aeiouy", c) {
			vowels++
			run = 0
		} else {
			run++
			maxRun = max(maxRun, run)
		}
	}
	n := len(letters)
	switch {
	case float64(home) >= 0.85*float64(n) && n >= 7:
		return true
	case maxRun >= 5:
		return true
	case vowels == 0:
		return true
	case n >= 10 && len(distinct)*3 <= n:
		return true
	}
	return top == n && n >= 8
}

// tagNote names the tags in parentheses for an explanation.
func tagNote(tags []string) string {
	if len(tags) == 0 {
		return ""
	}
	return " (" + strings.Join(tags, ", ") + ")"
}
