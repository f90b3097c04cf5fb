package abuse

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/lexdata"
	"github.com/argot-nlp/argot/names"
)

// v2Languages put the negator at the end of a clause with a simple verb.
var v2Languages = map[string]bool{"de": true, "nl": true, "sv": true, "no": true, "da": true}

// headFinalLanguages put the verb last and its modal markers after it.
var headFinalLanguages = map[string]bool{"ja": true, "ko": true, "tr": true, "fa": true, "ur": true, "ps-AF": true}

// genitiveFirstLanguages put a genitive before the noun it modifies and
// have no articles ("natsien hallitus", "Nazilerin hükümeti"): a
// genitive right before a noun is its owner or kind.
var genitiveFirstLanguages = map[string]bool{"fi": true, "tr": true}

// possessorAfterLanguages join a possessor after its noun (the Persian
// ezafe: "نظر شما", your opinion), so a pronoun right after a noun may be
// its owner rather than a person addressed.
var possessorAfterLanguages = map[string]bool{"fa": true}

// word is one chunk of a sentence as the rules see it: its form after
// spelling correction, its lemma and sense.
type word struct {
	tok         int // index of its first token in the sentence
	form, lemma string
	family      uint32
	punct       bool
	off, end    int // document code points
	token       *doc.Token
	// repaired is set for the words of an obfuscated token the matcher
	// read as an abusive word or split into several (see repair).
	repaired bool
}

// hit is a phrase or family found in a sentence, over words [start, end).
type hit struct {
	start, end int
	info
	// text overrides the words as written (see label) where the hit
	// stands for something else ("them (immigrants)").
	text string
	// family is set for hits that come from the sense's concept family
	// rather than from a word list; cue for hits of the hand-written cue
	// lists.
	family, cue bool
}

// view is one sentence prepared for the rules.
type view struct {
	s        *doc.Sentence
	text     *docText // the document's text
	words    []word
	hits     []hit
	byKind   [numKinds][]int // hit indexes of each kind, in order
	clause   []int           // clause number of each word
	quoted   []bool          // word inside quotation marks
	question bool
	// finalNeg is set for the V2 languages, which may end a clause with
	// its negator.
	finalNeg bool
	// headFinal is set for the verb-final languages (ja, ko, tr, fa, ur,
	// ps-AF), where markers of intent follow the verb.
	headFinal bool
	// possessorAfter is set for possessorAfterLanguages.
	possessorAfter bool
	// genitiveFirst is set for genitiveFirstLanguages.
	genitiveFirst bool
	// futurePrefixes and readerSuffixes are the model's (see there).
	futurePrefixes, readerSuffixes []string
	// proDrop is set for proDropLanguages, copulaDrop for
	// copulaDropLanguages, topicMarker for topicMarkerLanguages.
	proDrop, copulaDrop, topicMarker bool
	// possessorSuffix is set for possessorSuffixLanguages.
	possessorSuffix bool
}

// possessorSuffixLanguages write a noun's possessor as a suffix the
// lexicon strips to reach the lemma (id "jarinya", his finger; fa
// "انگشتش").
var possessorSuffixLanguages = map[string]bool{"id": true, "ms": true, "fa": true, "ur": true, "ps-AF": true}

// copulaDropLanguages say "he (is) a thief" without a copula in the
// present, or with one fused to the noun: ar "هو لص", he "הוא גנב", ru "он
// вор", id "dia pencuri", tr "o bir hırsız", th "เขาโง่", ko "그는 도둑이다".
var copulaDropLanguages = map[string]bool{"ar": true, "he": true, "ru": true, "id": true, "ms": true, "th": true,
	"vi": true, "tr": true, "ko": true}

// topicMarkerLanguages mark the subject with a particle the treebanks tag
// as an adposition (ja "は", "が").
var topicMarkerLanguages = map[string]bool{"ja": true, "ko": true}

// proDropLanguages drop the subject pronoun and mark the person on the
// verb, where a first-person verb names the speaker (es "bebimos", pl
// "zabiję"). The taggers of the other languages guess a person for verbs
// that mark none (en "saw" Person=1), so it is not read there.
var proDropLanguages = map[string]bool{"ar": true, "es": true, "fa": true, "fi": true, "he": true, "it": true,
	"pl": true, "ps-AF": true, "pt": true, "ru": true, "tr": true, "ur": true}

// newView matches the model's phrases and the families' classes in s;
// names are the spans of the names mentioned in it.
func (m *model) newView(s *doc.Sentence, text *docText, names []nameSpan) *view {
	v := &view{s: s, text: text, finalNeg: v2Languages[m.lang], headFinal: headFinalLanguages[m.lang],
		possessorAfter: possessorAfterLanguages[m.lang], genitiveFirst: genitiveFirstLanguages[m.lang],
		futurePrefixes: m.futurePrefixes, readerSuffixes: m.readerSuffixes, proDrop: proDropLanguages[m.lang],
		copulaDrop: copulaDropLanguages[m.lang], topicMarker: topicMarkerLanguages[m.lang], possessorSuffix: possessorSuffixLanguages[m.lang]}
	v.words = make([]word, 0, len(s.Tokens)) // one word a token, but for repairs and coded forms
	for i, form := range s.Forms() {
		t := &s.Tokens[i]
		end := t.End()
		if t.Corrected != "" && t.CorrectedSpan > 1 && i+t.CorrectedSpan-1 < len(s.Tokens) {
			end = s.Tokens[i+t.CorrectedSpan-1].End()
		}
		if t.Class == doc.ClassHashtag {
			form = strings.TrimPrefix(form, "#")
		}
		if t.Corrected != "" && strings.ContainsRune(form, ' ') {
			// A coded form read as several words ("vsf": "vai se foder"):
			// each word is matched, all on the coded form's span.
			for _, part := range strings.Fields(form) {
				v.words = append(v.words, word{tok: i, form: m.norm(part), lemma: m.norm(part), off: t.Offset, end: end, token: t})
			}
			continue
		}
		w := word{tok: i, form: m.norm(form), family: t.Family,
			punct: t.Kind == doc.Punctuation, off: t.Offset, end: end, token: t}
		if w.lemma = w.form; t.Lemma != form {
			w.lemma = m.norm(t.Lemma)
		}
		if m.repairable(t, w.form) {
			if parts := m.repair(w.form, splittable(t)); parts != nil {
				// An obfuscated abusive word, or words run together: each
				// word it stands for is matched, all on the token's span.
				for _, p := range parts {
					v.words = append(v.words, word{tok: i, form: p.form, lemma: p.lemma, family: p.family, off: t.Offset, end: end, token: t, repaired: true})
				}
				continue
			}
		}
		if w.family == 0 && len(t.Readings) > 0 && len(t.Readings[0].Families) > 0 {
			w.family = t.Readings[0].Families[0]
		}
		v.words = append(v.words, w)
	}
	v.segment()
	if m.spaced {
		m.matchWords(v)
	} else {
		m.matchText(v)
	}
	m.matchFamilies(v)
	m.dropCompounds(v)
	m.dropCutPhrases(v)
	v.dropNamed(names)
	v.dedupe()
	for i, h := range v.hits {
		v.byKind[h.kind] = append(v.byKind[h.kind], i)
	}
	return v
}

// compoundKinds are the classes of words that a compound the lexicon
// knows may hold in another sense: "guinea pig", "ginger ale", "smoking
// room".
var compoundKinds = map[kind]bool{kSlur: true, kInsult: true, kProfanity: true, kSexual: true,
	kAlcohol: true, kTobacco: true, kDrug: true, kAdult: true, kViolence: true}

// dropCompounds drops the hits of single words of compoundKinds that
// form, with the word before or after them, a compound noun the
// language's lexicon knows as one lexeme whose senses have no abuse
// class: the compound's meaning is not the word's ("Guinea pig" is no
// slur). A compound with an abusive sense keeps the hit, and so does a
// phrasal verb ("fuck up") for a profane word, which is profane in any
// use; a sexual word's sense is not the phrasal verb's ("screw up"),
// unless the phrasal verb has an abusive sense of its own. A violent
// word's phrasal verb is dropped only when it does nothing violent: none
// of its senses acts on something (violentVerbLexNames: "burn down",
// "smash up", "shoot down" do) or nothing that could be its object
// follows ("hang out at the mall", "the house burned down").
func (m *model) dropCompounds(v *view) {
	if m.lex == nil || !m.spaced || m.shared == nil {
		return
	}
	clean := func(a, b int, k kind) bool {
		verbs := k == kSexual || k == kViolence
		if a < 0 || b >= len(v.words) || v.words[a].punct || v.words[b].punct || v.words[a].repaired || v.words[b].repaired ||
			v.clause[a] != v.clause[b] {
			return false
		}
		first, second := v.words[a].form, v.words[b].form
		if !m.lex.MayFindPhrase(first, second) {
			return false
		}
		found, acts := false, false
		for _, an := range m.lex.Lookup(first + " " + second) {
			if an.Lexeme.POS != "NOUN" && !(verbs && an.Lexeme.POS == "VERB") {
				return false // a phrasal verb keeps its vulgar verb ("fuck up")
			}
			if !strings.Contains(an.Lexeme.Lemma, " ") {
				continue // a fallback's reading of one of the words, not the compound
			}
			for _, f := range an.Lexeme.Families {
				if len(m.shared.families[f]) > 0 {
					return false
				}
				found = true
				if an.Lexeme.POS == "VERB" && m.shared.core != nil &&
					violentVerbLexNames[m.shared.core.LexName(lexdata.FamilyID(f))] {
					acts = true
				}
			}
		}
		if found && acts && k == kViolence && v.words[a].token.POS == "VERB" {
			return !v.objectFollows(b + 1)
		}
		return found
	}
	out := v.hits[:0]
	for _, h := range v.hits {
		if h.end-h.start == 1 && compoundKinds[h.kind] && (clean(h.start-1, h.start, kNone) || clean(h.start, h.end, h.kind)) {
			continue
		}
		out = append(out, h)
	}
	v.hits = out
}

// violentVerbLexNames are the classes of verbs that act on something or
// move it, whose phrasal verbs may still be violent ("burn down",
// "smash up", "shoot down" a plane); verbs of other classes ("hang out",
// verb.social) are not.
var violentVerbLexNames = map[string]bool{"verb.contact": true, "verb.change": true, "verb.competition": true,
	"verb.body": true, "verb.motion": true}

// objectFollows reports whether word i, in the clause of the word before
// it, could begin an object: a determiner, a pronoun, a noun, a number
// or an adjective ("burn down the mosque", "burn down their homes"), not
// an adposition, an adverb or the end of the clause ("hang out at").
func (v *view) objectFollows(i int) bool {
	if i <= 0 || i >= len(v.words) || v.words[i].punct || v.clause[i] != v.clause[i-1] {
		return false
	}
	switch v.words[i].token.POS {
	case "DET", "PRON", "NOUN", "PROPN", "NUM", "ADJ":
		return true
	}
	return false
}

// dropCutPhrases drops the hits of phrases that end inside a longer
// phrase of the sentence: an entry with no verb whose last word is an
// adposition that heads what follows ("girl on" in "your girl on tv";
// "me cago en" is a curse whatever follows), or a prepositional entry
// whose adjective modifies the noun that follows ("in private" in "in
// private rooms"; "not worth shit" is no such phrase). The entry means
// the words alone ("girl on girl" and "talk in private" are other
// entries or end there). A cue ending with an adposition keeps its hit:
// the cue lists write such phrases to be followed ("add me on"). So does
// an entry followed by a word of time ("in private tonight", "a strap on
// tonight") or by its own first word again ("girl on girl porn").
func (m *model) dropCutPhrases(v *view) {
	out := v.hits[:0]
	for _, h := range v.hits {
		if h.end-h.start >= 2 && h.end < len(v.words) && v.clause[h.end] == v.clause[h.end-1] {
			last, next := v.words[h.end-1].token.POS, v.words[h.end].token.POS
			cut := last == "ADJ" && next == "NOUN" && v.words[h.start].token.POS == "ADP" ||
				last == "ADP" && !h.cue && !v.hasPOS(h.start, h.end, "VERB") &&
					(next == "NOUN" || next == "PROPN" || next == "DET" || next == "NUM" || next == "ADJ")
			if cut && !v.words[h.end].punct && !m.timeWord(&v.words[h.end]) &&
				!strings.EqualFold(v.words[h.end].form, v.words[h.start].form) {
				continue
			}
		}
		out = append(out, h)
	}
	v.hits = out
}

// timeAdverbs are the adverbs of a time that follow a phrase without
// continuing it ("in private tonight"); nouns of time are known by their
// class.
var timeAdverbs = map[string]bool{"tonight": true, "tomorrow": true, "today": true, "now": true,
	"later": true, "soon": true, "tonite": true, "2nite": true, "2morrow": true}

// timeWord reports whether w is a word of time: an adverb of time or a
// noun of time (noun.time).
func (m *model) timeWord(w *word) bool {
	if timeAdverbs[strings.ToLower(w.form)] {
		return true
	}
	return w.token.POS == "NOUN" && w.family != 0 && m.shared.core != nil &&
		m.shared.core.LexName(lexdata.FamilyID(w.family)) == "noun.time"
}

// dropNamed drops the hits of words from the lexicon or the families that
// are part of a longer name: "Cracker Barrel" and "Capt. Spastic" name a
// restaurant and a person. The cue lists' phrases stay, and so does a sure
// slur or insult that opens a person's name without being a given name:
// it is aimed at the person ("Shut up Coon Johnson", where the entity
// tagger takes the two words for one name), as partOfName reads it.
func (v *view) dropNamed(names []nameSpan) {
	if len(names) == 0 {
		return
	}
	out := v.hits[:0]
	for _, h := range v.hits {
		off, end := v.words[h.start].off, v.words[h.end-1].end
		if !h.cue && slices.ContainsFunc(names, func(n nameSpan) bool {
			return n.start <= off && end <= n.end && n.end-n.start > end-off && !v.calledByName(h, n)
		}) {
			continue
		}
		out = append(out, h)
	}
	v.hits = out
}

// calledByName reports a sure slur or insult, hit h, that opens person
// name n and is not a given name itself ("Coon Johnson", not "Dick
// Cheney").
func (v *view) calledByName(h hit, n nameSpan) bool {
	return n.person && v.words[h.start].off == n.start && h.end-h.start == 1 &&
		(h.kind == kSlur || h.kind == kInsult) && h.confidence >= 1 && !v.partOfName(h.start)
}

// dedupe drops hits that repeat another's span, kind and tags (an entry
// matched by its form and another by the lemma).
func (v *view) dedupe() {
	type key struct {
		start, end int
		kind       kind
		tags       string
	}
	seen := make(map[key]bool, len(v.hits))
	out := v.hits[:0]
	for _, h := range v.hits {
		k := key{h.start, h.end, h.kind, strings.Join(h.tags, ",")}
		if !seen[k] {
			seen[k] = true
			out = append(out, h)
		}
	}
	v.hits = out
}

// segment finds clauses (between commas, semicolons, colons, dashes and
// sentence ends), quoted stretches and whether the sentence asks.
func (v *view) segment() {
	v.clause = make([]int, len(v.words))
	v.quoted = make([]bool, len(v.words))
	c, inQuote := 0, false
	for i, w := range v.words {
		if w.punct {
			switch w.token.Behavior {
			case doc.GenericComma, doc.ScopeDelimiter, doc.SentenceTerminator, doc.BracketStart, doc.BracketEnd:
				c++
			case doc.QuoteStart:
				inQuote = true
			case doc.QuoteEnd:
				inQuote = false
			default:
				if w.token.Text == `"` {
					inQuote = !inQuote
				}
			}
			if strings.ContainsAny(w.token.Text, "?？؟") {
				v.question = true
			}
		}
		v.clause[i] = c
		v.quoted[i] = inQuote && !w.punct
	}
	// A sentence quoted whole (a retweet, a message in quotes) is not a
	// mention: quotation marks it as mention only with words around it.
	outside := false
	for i, w := range v.words {
		if !w.punct && !v.quoted[i] {
			outside = true
			break
		}
	}
	if !outside {
		clear(v.quoted)
	}
}

// matchWords finds phrases word by word: each phrase word matches a form
// or a lemma.
func (m *model) matchWords(v *view) {
	for i := range v.words {
		if v.words[i].punct {
			continue
		}
		keys := [2]string{v.words[i].form, v.words[i].lemma}
		for k, key := range keys {
			if key == "" || k == 1 && key == keys[0] {
				continue
			}
			for _, p := range m.byWord[key] {
				if p.lexicon && len(p.words) == 1 && (!v.lexiconWord(i, p) || k == 1 && p.confidence < 2) {
					continue // an inflection of a sure entry only ("mis" is not "mettre")
				}
				if k == 1 && verbatim[p.kind] {
					continue
				}
				if end := v.wordsMatch(i, p.words, verbatim[p.kind]); end > i {
					h := hit{start: i, end: end, info: p.info, cue: !p.lexicon}
					if p.lexicon && end-i == 1 && h.confidence == 1 && m.cleanWord(&v.words[i]) {
						h.confidence = 0
					}
					v.hits = append(v.hits, h)
				}
			}
		}
	}
}

// cleanWord reports whether the language's lexicon knows word w and none
// of its senses is abusive: a list word that is also an everyday word
// ("retard" is a delay in French, "coger" to take in Spain) then needs an
// abusive context.
func (m *model) cleanWord(w *word) bool {
	t := w.token
	if len(t.Readings) == 0 {
		return false
	}
	for _, rd := range t.Readings {
		for _, f := range rd.Families {
			for _, in := range m.shared.families[f] {
				switch in.kind {
				case kInsult, kSlur, kProfanity, kSexual:
					return false
				}
			}
		}
	}
	return slices.ContainsFunc(t.Readings, func(rd doc.Reading) bool { return len(rd.Families) > 0 })
}

// lexiconWord reports whether word i may be the single-word lexicon entry
// p: function words never are ("me", "up"), and names only when the entry
// is sure ("Hamas", "Lynch" are in some lists) and the name is not part
// of a longer one ("Mickey Robinson", "Dick Cheney").
func (v *view) lexiconWord(i int, p *phrase) bool {
	t := v.words[i].token
	if t.Stopword || len([]rune(v.words[i].form)) < 3 {
		return false
	}
	return t.POS != "PROPN" || (p.kind == kSlur || p.kind == kInsult) && p.confidence >= 1 && !v.partOfName(i)
}

// partOfName reports whether word i is a given name ("Mickey", "Dick")
// before a capitalised proper noun: the first name of someone's full
// name. A slur no one is named is never part of a name: before a surname
// it is aimed at the person ("Kike Soros"), after a place or a title-cased
// word it is called at the reader ("Go back to China Chink.").
func (v *view) partOfName(i int) bool {
	capitalised := func(j int) bool {
		return j >= 0 && j < len(v.words) && v.words[j].token.POS == "PROPN" && v.words[j].token.Case == doc.CaseCapitalized
	}
	return capitalised(i) && capitalised(i+1) && names.KnownGivenName(v.words[i].form)
}

// verbatim are the kinds whose phrases are requests typed as such: their
// words match surface forms only ("mail me" is not "mailed me").
var verbatim = [numKinds]bool{kContact: true, kReach: true, kAdvance: true, kGrooming: true, kHierarchy: true, kSpam: true}

// docText is a document's text, sliced by the rune offsets of its
// tokens: an ASCII text directly, any other through its runes, converted
// once and only when asked.
type docText struct {
	s     string
	ascii bool
	runes []rune
}

func newDocText(s string) *docText {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return &docText{s: s}
		}
	}
	return &docText{s: s, ascii: true}
}

// slice returns the text between rune offsets a and b, and false when
// they are out of range.
func (t *docText) slice(a, b int) (string, bool) {
	if t.ascii {
		if a < 0 || b > len(t.s) || a > b {
			return "", false
		}
		return t.s[a:b], true
	}
	if t.runes == nil {
		t.runes = []rune(t.s)
	}
	if a < 0 || b > len(t.runes) || a > b {
		return "", false
	}
	return string(t.runes[a:b]), true
}

// maxGap is how many words a gap ("...") in a cue entry may stand for:
// separable verbs and split negation put words between the parts ("widern
// mich so an", "kann Frauen nicht ausstehen").
const maxGap = 4

// wordsMatch matches phrase words ws from word i and returns the end of
// the match, or -1. A word "..." matches up to maxGap words of the same
// clause.
func (v *view) wordsMatch(i int, ws []string, formsOnly bool) int {
	j := i
	for k, w := range ws {
		if w == gapWord {
			for g := 0; g <= maxGap && j+g < len(v.words) && v.clause[j+g] == v.clause[i]; g++ {
				if end := v.wordsMatch(j+g, ws[k+1:], formsOnly); end > j+g || k == len(ws)-1 {
					if k == len(ws)-1 {
						return j
					}
					return end
				}
			}
			return -1
		}
		if j >= len(v.words) {
			return -1
		}
		x := &v.words[j]
		if x.punct && w != x.form || x.form != w && (formsOnly || x.lemma != w) {
			return -1
		}
		j++
	}
	return j
}

// gapWord in a cue entry stands for a few words of any kind.
const gapWord = "..."

// matchText finds phrases as character strings in the concatenated forms
// (languages written without spaces). A match covers the words it touches.
func (m *model) matchText(v *view) {
	var b strings.Builder
	var owner []int // byte offset -> word index
	for i, w := range v.words {
		b.WriteString(w.form)
		for range len(w.form) {
			owner = append(owner, i)
		}
	}
	text := b.String()
	boundary := func(at int) bool { return at == 0 || at == len(text) || owner[at] != owner[at-1] }
	for at, r := range text {
		for _, p := range m.byRune[r] {
			if strings.HasPrefix(text[at:], p.text) {
				// A lexicon word must be whole words of the segmentation: Thai
				// "กู" (a rude "I") is not the start of "กู้" (a loan).
				if p.lexicon && (!boundary(at) || !boundary(at+len(p.text))) {
					continue
				}
				start, end := owner[at], owner[at+len(p.text)-1]+1
				v.hits = append(v.hits, hit{start: start, end: end, info: p.info, cue: !p.lexicon})
			}
		}
	}
}

// matchFamilies adds the classes the core pack gives the words' senses.
func (m *model) matchFamilies(v *view) {
	for i, w := range v.words {
		if w.family == 0 || w.punct {
			continue
		}
		for _, in := range m.shared.families[w.family] {
			if sensitive[in.kind] && !v.dominant(i) {
				continue
			}
			// Outside English a word reaches an insult family through a
			// wordnet's translation, which often names a neutral concept
			// (soil, accident): it needs an abusive context, like an
			// ambiguous lexicon word.
			if m.lang != "en" && (in.kind == kInsult || in.kind == kSlur || in.kind == kProfanity || in.kind == kSexual) {
				if in.strength < 2 {
					continue // mild ("cow", "devil"): too often the plain sense
				}
				in.confidence = 0
			}
			v.hits = append(v.hits, hit{start: i, end: i + 1, info: in, family: true})
		}
		if m.shared.body.Contains(w.family) {
			v.hits = append(v.hits, hit{start: i, end: i + 1, info: info{kind: kBody, strength: 1, confidence: 2}})
		}
	}
}

// sensitive are the family classes that call a word abusive; they count
// only for a word's main sense (see dominant).
var sensitive = map[kind]bool{kSlur: true, kInsult: true, kProfanity: true, kSexual: true, kDrug: true, kDogwhistle: true, kCrimeNoun: true}

// dominant reports whether word i's chosen sense is its most frequent one
// and the word is not a name: sense choice errs, and an abusive rare sense
// ("taco", "max" as a drug, "Friends" as Quakers) must not make a word
// abusive.
func (v *view) dominant(i int) bool {
	w := &v.words[i]
	t := w.token
	if t.POS == "PROPN" || len(t.Readings) == 0 || len(t.Readings[0].Families) == 0 {
		return false
	}
	return t.Readings[0].Families[0] == w.family
}

// label returns the words of h as written, for explanations, computed
// when asked: most hits never reach an explanation.
func (v *view) label(h *hit) string {
	if h.text != "" {
		return h.text
	}
	return v.span(h.start, h.end)
}

// span returns the original text of words [start, end), followed by how
// it was read when spelling correction changed it ("kll (kill)").
func (v *view) span(start, end int) string {
	if start >= end || end > len(v.words) {
		return ""
	}
	orig, ok := v.text.slice(v.words[start].off, v.words[end-1].end)
	if !ok {
		return ""
	}
	corrected := false
	read := make([]string, 0, end-start)
	for i := start; i < end; i++ {
		t := v.words[i].token
		if v.words[i].repaired {
			corrected = true
			read = append(read, v.words[i].form)
			continue
		}
		if i > start && t == v.words[i-1].token {
			continue // another word of the same coded form
		}
		if t.Corrected != "" {
			corrected = true
			read = append(read, t.Corrected)
		} else {
			read = append(read, t.Text)
		}
	}
	if !corrected {
		return orig
	}
	return orig + " (" + strings.Join(read, " ") + ")"
}

// of returns the hits of a kind.
func (v *view) of(k kind) []*hit {
	out := make([]*hit, 0, len(v.byKind[k]))
	for _, i := range v.byKind[k] {
		out = append(out, &v.hits[i])
	}
	return out
}

// has reports whether a hit of kind k lies in clause c (c < 0: anywhere).
func (v *view) has(k kind, c int) bool { return v.find(k, c, nil) != nil }

// find returns the first hit of kind k in clause c (c < 0: anywhere) that
// keep accepts (keep nil: any).
func (v *view) find(k kind, c int, keep func(*hit) bool) *hit {
	for _, i := range v.byKind[k] {
		h := &v.hits[i]
		if c >= 0 && v.clause[h.start] != c {
			continue
		}
		if keep == nil || keep(h) {
			return h
		}
	}
	return nil
}

// nearest returns the hit of one of kinds in h's clause closest to h
// within maxGap words (not counting punctuation), or nil.
func (v *view) nearest(h *hit, maxGap int, kinds ...kind) *hit {
	var best *hit
	bestGap := maxGap + 1
	c := v.clause[h.start]
	for _, k := range kinds {
		for _, i := range v.byKind[k] {
			o := &v.hits[i]
			if v.clause[o.start] != c || o.start < h.end && o.end > h.start {
				continue
			}
			if g := v.gap(h, o); g < bestGap {
				best, bestGap = o, g
			}
		}
	}
	return best
}

// gap counts the words strictly between two hits.
func (v *view) gap(a, b *hit) int {
	lo, hi := a.end, b.start
	if b.end <= a.start {
		lo, hi = b.end, a.start
	}
	n := 0
	for i := lo; i < hi; i++ {
		if !v.words[i].punct {
			n++
		}
	}
	return n
}

// negated reports whether a negator stands within three words before h in
// its clause, after position from (to let "you are not an idiot" negate
// but not "not only are you ...").
func (v *view) negated(h *hit, from int) bool {
	return v.negatedWithin(h, from, 3)
}

// negatedWithin is negated with a window of n words. Negation also counts
// when the word itself is negative (Polarity=Neg: Turkish, Japanese and
// Korean negate inside the verb) and, in the V2 languages, when the clause
// ends with its negator ("ik haat X niet").
func (v *view) negatedWithin(h *hit, from, n int) bool {
	if v.litotes(h) {
		return false // "could not be more stupid": the negator intensifies
	}
	c := v.clause[h.start]
	for i := h.start; i < h.end; i++ {
		if slices.Contains(v.words[i].token.Features, "Polarity=Neg") && !v.isNegator(i) {
			return true
		}
	}
	if v.finalNeg || v.headFinal {
		// V2 languages may end the clause with the negator; verb-final ones
		// put it after the predicate ("aptal değilsin", "バカじゃない").
		for _, i := range v.byKind[kNeg] {
			neg := &v.hits[i]
			if v.clause[neg.start] != c || neg.start < h.end || v.insideCue(neg) {
				continue
			}
			if v.finalNeg && v.lastInClause(neg) || v.headFinal && v.gap(h, neg) <= 2 {
				return true
			}
		}
	}
	if v.headFinal && h.end < len(v.words) && v.clause[h.end] == c && v.find(kNotNeg, c, nil) == nil {
		// A negative copula right after the predicate: fa "تو احمق نیستی"
		// (you are not stupid); not a negated verb further on (tr "Aptal
		// olduğunu bilmiyor musun?") nor an exception (fa "تو چیزی جز یک
		// احمق نیستی", nothing but an idiot).
		if t := v.words[h.end].token; v.overlaps(&hit{start: h.end, end: h.end + 1}, kBe) && slices.Contains(t.Features, "Polarity=Neg") {
			return true
		}
	}
	for _, i := range v.byKind[kNeg] {
		neg := &v.hits[i]
		if v.clause[neg.start] != c || neg.end > h.start || neg.start < from || v.overlaps(neg, kNotNeg) || v.insideCue(neg) {
			continue
		}
		if v.gap(neg, h) <= n {
			return true
		}
	}
	return false
}

// content reports whether word i carries content: not punctuation, a
// handle, a link, an emoji or a symbol.
func (v *view) content(i int) bool {
	w := &v.words[i]
	if w.punct {
		return false
	}
	switch w.token.Class {
	case doc.ClassHandle, doc.ClassURL, doc.ClassEmail, doc.ClassEmoji, doc.ClassSymbol, doc.ClassHashtag:
		return false
	}
	return true
}

// informal reports whether the sentence is written as chat: a handle,
// hashtag, emoji or link in it, or a chat format (chat).
func (v *view) informal(chat bool) bool {
	if chat {
		return true
	}
	for _, w := range v.words {
		switch w.token.Class {
		case doc.ClassHandle, doc.ClassHashtag, doc.ClassEmoji, doc.ClassURL:
			return true
		}
	}
	return false
}

// contentWords counts the words that carry content.
func (v *view) contentWords() int {
	n := 0
	for i := range v.words {
		if v.content(i) {
			n++
		}
	}
	return n
}

// wordOf returns the index of the first word read from token t, or -1
// when no word is (a token inside a correction that spans several).
func (v *view) wordOf(t int) int {
	i, ok := slices.BinarySearchFunc(v.words, t, func(w word, t int) int { return w.tok - t })
	if !ok {
		return -1
	}
	return i
}

// wordsOf returns the words [from, to) read from tokens [start, end):
// from is the first word whose token is at or after start, to follows
// the last word whose token is before end. A word read from several
// tokens counts when its first token is inside; the range is empty when
// no word begins inside.
func (v *view) wordsOf(start, end int) (from, to int) {
	from, _ = slices.BinarySearchFunc(v.words, start, func(w word, t int) int { return w.tok - t })
	to, _ = slices.BinarySearchFunc(v.words, end, func(w word, t int) int { return w.tok - t })
	return from, max(from, to)
}

// wordCount counts the non-punctuation words.
func (v *view) wordCount() int {
	n := 0
	for _, w := range v.words {
		if !w.punct {
			n++
		}
	}
	return n
}

// isQuoted reports whether any word of h is inside quotation marks.
func (v *view) isQuoted(h *hit) bool {
	for i := h.start; i < h.end; i++ {
		if v.quoted[i] {
			return true
		}
	}
	return false
}

// isNegator reports whether word i belongs to a negator cue ("n't").
func (v *view) isNegator(i int) bool {
	for _, k := range v.byKind[kNeg] {
		if h := &v.hits[k]; h.start <= i && i < h.end {
			return true
		}
	}
	return false
}

// lastInClause reports whether h ends its clause.
func (v *view) lastInClause(h *hit) bool {
	for i := h.end; i < len(v.words) && v.clause[i] == v.clause[h.start]; i++ {
		if !v.words[i].punct {
			return false
		}
	}
	return true
}

// insideCue reports whether negator n is part of a longer phrase that
// means something of its own ("can't stand", "not welcome").
func (v *view) insideCue(n *hit) bool {
	for i := range v.hits {
		o := &v.hits[i]
		if o.kind != kNeg && o.kind != kNotNeg && o.start <= n.start && o.end >= n.end && o.end-o.start > n.end-n.start {
			return true
		}
	}
	return false
}

// inCurse reports whether h lies inside a longer curse of the cue lists.
func (v *view) inCurse(h *hit) bool {
	for _, i := range v.byKind[kProfanity] {
		if o := &v.hits[i]; o.cue && o.start <= h.start && o.end >= h.end && o.end-o.start > h.end-h.start {
			return true
		}
	}
	return false
}

// overlaps reports whether h shares a word with a hit of kind k.
func (v *view) overlaps(h *hit, k kind) bool {
	for _, i := range v.byKind[k] {
		if o := &v.hits[i]; o.start < h.end && o.end > h.start {
			return true
		}
	}
	return false
}
