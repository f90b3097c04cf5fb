// Package sentiment finds sentiment expressions and the document's
// sentiment score.
//
// Knowledge is shared across languages through concept families: the
// valences of English words (VADER, AFINN) are spread over the words'
// WordNet families, so that a German or Thai word whose family the senses
// stage found gets the same polarity. Per-language word lexicons (AFINN's
// own translations, machine-translated AFINN as a weak fallback) cover
// words without a family, and hand-written shifter lists (data/shifters)
// give negators, intensifiers, diminishers, contrast and conditional
// words. Scoring follows VADER (Hutto and Gilbert 2014): boosters add a
// fixed amount, the clause after "but" weighs more, capitals and
// exclamation marks stress, and the document score is the normalised sum
// x/sqrt(x²+15), the negative side weighted by a per-language negativity
// weight fitted on the dev sets (negativity.go). Negation reaches to the
// end of its clause (at most negScope tokens); it flips a positive word
// but only dampens a negative one, which stays negative ("not terrible"
// is faint praise; Kiritchenko et al. 2014 found negated negative words
// mostly keep their polarity), unless the word is the antonym of a
// positive one: "not bad", "not unhappy" are mild praise (litotes). The
// negators of one predicate make one negation ("n'était pas", "no es
// nada"); the negations of two cancel out ("I can't say I didn't enjoy
// it"). A negator next to an "only" word says "not only" and negates
// nothing ("nicht nur", "だけでなく", "sadece ... değil"), nor do fixed
// expressions the lists name ("に違いない", "no doubt"); a negated
// comparative whose standard is the thing at hand is its extreme
// ("nothing better", "Bundan iyisi yok"). Counterfactuals ("should have been
// funnier") negate like a negator, and verbs the language pack lists as
// polarity shifters ("lacks charm", "fails to impress") negate their
// object. An excess word ("too") before a positive or unscored adjective
// makes it a fault ("too sweet", "too small"). Words whose polarity
// depends on what they judge (data/contextual: "a long wait", "a long
// battery life") take it from the aspect category and lemmas of their
// target, else of their clause. The standard of a comparison ("funnier
// than the dreadful original") is not judged. A document without any
// judgement takes a small score from weak evidence: the SentiWordNet
// polarity of its nouns, verbs and adverbs ("a nightmare").
//
// Where negators follow what they negate (the "post" lists of the
// verb-final languages: "良くない", "좋지 않다", "iyi değil", "خوب نبود",
// "اچھا نہیں"), a post-posed negator up to three words after a word negates
// it (a pre-posed one, "hiç", "안", never reaches back),
// matched by its form, its lemma ("なかっ": "ない") or, for an auxiliary,
// Polarity=Neg ("değildi"); a verb negative by its own inflection
// ("beğenmedim") is negated. A word the lexicon lacks is looked up again
// with an inflectional ending replaced (data/inflections.tsv: "اچھی" under
// "اچھا", "berbattı" under "berbat"), a Korean past form under its stem
// ("나빴다" under "나쁜"). A noun whose polarity is borrowed
// (family or machine translation) is no reason of a snippet that judges
// it ("料理はとても美味しかった").
//
// Targets come from the phrase structure the phrases stage built: the
// noun phrase an evaluative word modifies or is predicated of, named by
// its aspect category where the noun's family is a kind of one of the
// categories of data/aspects.tsv (food, service, price, location,
// ambience, ...). A term starts at the first word of the multiword noun
// lemma holding it ("hard drive"), whose words are no judgements; a name
// predicated a kind of the product ("Raga's is a cozy restaurant") is the
// product, and a noun judged by another word is no judgement of itself
// ("the fan is noisy"). A verb of liking or hating judges its object;
// a person as its subject holds the view ("my wife loved it").
// Result.Aspects lists the target terms with the
// polarity of the judgements about each. Where the phrase structure
// gives none (a language without a tagger, or a noun the tagger missed),
// the snippet's target is the nearest noun of the clause.
//
// In a review, where the language pack has a learned aspect tagger
// (SectionAspectTagger, trained on the SemEval aspect files), the terms
// are the tagger's, the rules' terms among its features, and their
// polarity the learned classifier's over what the rules say around each
// term (TermPolarities).
//
// Where the language pack has a learned document model (SectionDocModel,
// a logistic regression over the rules' findings and the words, trained
// on labelled review, tweet or news sentences), it gives the document
// score.
//
// Apart from these two models and one weight per language, the package
// is not a classifier trained on data, and it does not detect irony.
package sentiment

import (
	"context"
	"fmt"
	"math"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/lexdata"
)

// Options tune the analysis.
type Options struct {
	// Format is the request's format cue ("review", "shortpost", ...).
	// A review also lists, among the aspects, the terms of the aspect
	// categories it mentions without judging them (as neutral): a review
	// is read for every aspect it touches.
	Format string
	// Tagger, when not nil, takes the place of the pack's learned aspect
	// tagger and term polarity classifier (SectionAspectTagger). The
	// sentiment suite scores the part of a SemEval file that it reports
	// with a tagger trained without that part, the pack's having trained
	// on all of it (lexdata/packbuild AspectTaggerWithout).
	Tagger *AspectTagger
}

// Polarity values of an expression or aspect, as the service names them.
const (
	Positive = "positive"
	Negative = "negative"
	Mixed    = "mixed"
	Neutral  = "neutral"
)

// Expression is one sentiment snippet: a clause-level span of the text
// that carries a judgement.
type Expression = doc.SentimentExpression

// Result is the analysis of one document.
type Result struct {
	// Expressions in document order.
	Expressions []Expression
	// Aspects are the targets of the judgements, each term once per
	// sentence, in document order.
	Aspects []Aspect
	// Score is the document's sentiment, -1..1 (0: none found): the
	// normalised balance of Positive and Negative, the negative side
	// weighted by the language's negativity weight (combiner.go); where
	// the language pack has a learned document model (SectionDocModel),
	// its probability of positive over the rules' findings, as 2p-1 (a
	// text the rules find no judgement in, and a question or a
	// hypothetical they find nothing else in, stay 0).
	Score float64
	// Positive and Negative are the weighted sums of the positive and
	// negative judgements (VADER's scale, after shifters and clause
	// weights; exclamation marks add to the stronger side).
	Positive, Negative float64
}

// Aspect is a term a judgement is about ("battery life" in "I love the
// battery life"), with the polarity of the judgements about it.
type Aspect struct {
	// Sentence is the index of the sentence holding the term.
	Sentence int
	// Offset and Length locate the term in the document (code points).
	Offset, Length int
	// Term is the term's text.
	Term string
	// Category is the term's aspect category ("food", "service", "price",
	// ...; see data/aspects.tsv), or "".
	Category string
	// Polarity is positive, negative or mixed; neutral for a term a
	// review mentions without judging it.
	Polarity string
	// Valence is the weighted sum of the judgements about the term.
	Valence float64
}

// Tuning constants, VADER's where it has them; negNegScale, negScope,
// shiftScope and weakShare were chosen on the tuning fifth of the dev
// sets (the part the sentiment suite does not score).
const (
	boost        = 0.293 // a booster's increment (VADER B_INCR)
	negScale     = -0.74 // a negated positive word's factor (VADER N_SCALAR)
	capsBoost    = 0.733 // an all-capitals word among lower-case ones (C_INCR)
	exclaimBoost = 0.292 // per exclamation mark, at most four
	alpha        = 15    // normalisation: x/sqrt(x²+alpha)
	negNegScale  = 0.5   // a negated negative word's factor: it stays negative, weaker
	negScope     = 8     // tokens a negator reaches within its clause
	shiftScope   = 3     // tokens a shifting verb reaches: its object
	afterBut     = 1.5
	beforeBut    = 0.5
	concessive   = 0.5
	mtWeight     = 0.6 // machine-translated lexicon entries
	familyWeight = 0.8 // family polarity of a word the lexicon lacks
	swnWeight    = 0.5 // SentiWordNet family polarity (noisier)
	// minFamilyValence is the least family polarity that counts: a family
	// only a rare sense or a rarely tagged part of speech of an English
	// word reaches ("finden" through the verb "chance", weight 0.04) says
	// nothing, and the word's own entry, if any, stands.
	minFamilyValence = 0.1
	weakShare        = 0.1 // the document score from weak evidence alone, at most
	mixedRatio       = 0.3 // minor side at least this share of the major: mixed
	strongMT         = 2.4 // a machine-translated entry a stopword keeps (AFINN ±3 x0.8)
	// unbeatenValence is a fixed expression's that nothing is better
	// ("nothing beats", "can't beat"): VADER's "best".
	unbeatenValence = 3.2
	// excessValence is an adjective's after an excess word ("too small"):
	// a mild negative, as a fault found in a review.
	excessValence = -1.5
)

// Analyze returns the sentiment of a document the tokenize and senses
// stages have annotated. lang gives the language's word valences and core
// the valences of concept families and emoji; either may be nil, and the
// analysis then uses what remains (shifters alone find nothing). ctx is
// checked between sentences.
func Analyze(ctx context.Context, d *doc.Document, lang *lexdata.Language, core *lexdata.Core,
	opts Options) (Result, error) {
	res, m, err := analyzeRules(ctx, d, lang, core, opts)
	if err == nil && m != nil && m.doc != nil {
		if fs, why := m.docFeatures(d, &res); !docSilent(res.Score, res.Positive != 0 || res.Negative != 0, why) {
			res.Score = m.doc.score(fs)
		}
	}
	return res, err
}

// analyzeRules is Analyze by the rules alone; it also returns the model
// used (nil for a nil document).
func analyzeRules(ctx context.Context, d *doc.Document, lang *lexdata.Language, core *lexdata.Core,
	opts Options) (Result, *model, error) {
	var res Result
	if d == nil {
		return res, nil, nil
	}
	langID := d.Lang
	if lang != nil && lang.ID() != "" {
		langID = lang.ID()
	}
	m, err := modelFor(langID, lang, core)
	if err != nil {
		return res, nil, err
	}
	m = m.withFormat(opts.Format).withTagger(opts.Tagger).withDocument(d, lang)
	runes := []rune(d.Text)
	var weak float64
	for si := range d.Sentences {
		if err := ctx.Err(); err != nil {
			return res, nil, err
		}
		exprs, aspects, t := m.sentence(&d.Sentences[si], si, runes)
		res.Expressions = append(res.Expressions, exprs...)
		res.Aspects = append(res.Aspects, aspects...)
		res.Positive += t.pos
		res.Negative += t.neg
		weak += t.weak
	}
	res.Score = normalise(res.Positive - negativityWeight(langID)*res.Negative)
	if res.Score == 0 {
		res.Score = weakShare * normalise(weak)
	}
	return res, m, nil
}

func normalise(x float64) float64 {
	if x == 0 {
		return 0
	}
	return x / math.Sqrt(x*x+alpha)
}

// scored is a word that carries valence, with how it was modified.
type scored struct {
	tok int
	// extra is how many tokens after tok the judging entry spans (a
	// lexicon entry of two words: "tavsiye ederim").
	extra   int
	valence float64 // after modifiers, before the clause weight
	base    float64
	notes   []string // modifiers, for the explanation
	targets []target // what the word judges, from the phrase structure
	// described is a word that describes rather than judges, its polarity
	// from its context ("hot", "slow"): negated, it flips either way
	// ("does n't run hot" is praise).
	described bool
}

// clause is a stretch of a sentence between contrast words and commas.
type clause struct {
	start, end int // token indexes, end exclusive
	weight     float64
	why        string
	words      []scored
}

// tally is the positive and negative weight of a sentence.
type tally struct {
	pos, neg float64
	// weak is the balance of the weak evidence (weakValence), which only
	// decides a document without any other.
	weak float64
}

func (m *model) sentence(s *doc.Sentence, si int, runes []rune) ([]Expression, []Aspect, tally) {
	out, as, clauses, t := m.judge(s, si, runes)
	if m.review && m.tagger != nil && len(s.Tokens) > 0 {
		as = m.taggedAspects(s, as, clauses, si, runes)
	}
	return out, as, t
}

// ruleAspects returns the terms the phrase rules find in a sentence and
// its clauses with their opinion words.
func (m *model) ruleAspects(s *doc.Sentence, si int, runes []rune) ([]Aspect, []clause) {
	_, as, clauses, _ := m.judge(s, si, runes)
	return as, clauses
}

// judge scores a sentence: its expressions, the aspects the phrase rules
// find, its clauses and its tally.
func (m *model) judge(s *doc.Sentence, si int, runes []rune) ([]Expression, []Aspect, []clause, tally) {
	var t tally
	toks := s.Tokens
	if len(toks) == 0 {
		return nil, nil, nil, t
	}
	roles, heads := m.shifterRoles(toks)
	clauses := splitClauses(toks, roles, m.contrastEnding)
	question := isQuestion(toks)
	allCaps := sentenceAllCaps(toks)

	// Clause weights: contrast and conditions.
	sawBut := -1
	for ci := range clauses {
		c := &clauses[ci]
		c.weight = 1
		if sawBut < 0 && ci > 0 && m.contrastEnding(&toks[clauses[ci-1].end-1]) {
			sawBut = ci
		}
		for i := c.start; i < c.end; i++ {
			switch roles[i] {
			case butWord:
				if sawBut < 0 {
					sawBut = ci
				}
			case although:
				c.weight, c.why = concessive, fmt.Sprintf("'%s' makes it weigh less", toks[i].Text)
			case condition:
				c.weight, c.why = 0, fmt.Sprintf("'%s' makes it hypothetical", toks[i].Text)
			}
		}
		if question {
			c.weight, c.why = 0, "a question"
		}
	}
	if sawBut >= 0 {
		for ci := range clauses {
			c := &clauses[ci]
			if c.weight == 0 {
				continue
			}
			if ci < sawBut {
				c.weight *= beforeBut
				c.why = "a later contrast outweighs it"
			} else {
				c.weight *= afterBut
				c.why = "it follows a contrast, so it weighs more"
			}
		}
	}

	for ci := range clauses {
		c := &clauses[ci]
		for i := c.start; i < c.end; i++ {
			if k := len(c.words); k > 0 && i <= c.words[k-1].tok+c.words[k-1].extra {
				continue // the second word of an entry of two
			}
			if roles[i] == unbeaten && heads[i] == i {
				// "nothing beats", "can't beat": praise as the best.
				w := scored{tok: i, base: unbeatenValence, valence: unbeatenValence}
				w.notes = append(w.notes, fmt.Sprintf("'%s' says nothing is better", spanText(toks, i, lastOf(heads, i, c.end))))
				c.words = append(c.words, w)
				continue
			}
			dangling := danglingBooster(toks, roles, heads, i, c.end) && judgesAlone(&toks[i])
			if roles[i] != noShift && !dangling || afterCompare(roles, c.start, i) {
				continue
			}
			pred := m.predicative(toks, i)
			v := m.valence(pred)
			if v != 0 && m.inNounLemma(toks, i) {
				v = 0 // "hard drive", "solid food": a name, not a judgement
			}
			var targets []target
			described := false
			pv, paired := m.pairEntry(toks, roles, i, c.end)
			if paired {
				v = pv // "tavsiye ederim": the entry of both words, not the first alone
			} else if rules := m.contextRules(pred); rules != nil {
				targets = inClause(m.targetsOf(s, i), c)
				if cv, ok := m.contextValenceOf(s, i, pred, rules, targets, c); ok {
					v, described = cv, true // "a long wait", "a long battery life"
				} else {
					// Out of its contexts the word keeps only what its own
					// lexicon entry says: the family table would lend "long"
					// the polarity of "protracted".
					v = m.ownValence(pred)
				}
			}
			var prefix string
			var prefixKind shiftKind
			var opposite bool
			if v == 0 && !described {
				// "很差", "不贵": an intensifier or a negator the
				// segmenter left on its word.
				v, prefix, prefixKind, opposite = m.prefixedValence(&toks[i])
			}
			if v == 0 && afterExcess(toks, roles, i) && toks[i].POS == "ADJ" {
				v = excessValence // "too small", "too slow"
			}
			if v == 0 {
				if v := m.weakValence(&toks[i]); v != 0 {
					w := scored{tok: i, base: v, valence: v}
					m.modify(&w, toks, roles, heads, c.start, c.end, allCaps)
					t.weak += w.valence * c.weight
				}
				continue
			}
			if targets == nil {
				targets = inClause(m.targetsOf(s, i), c)
			}
			w := scored{tok: i, base: v, valence: v, targets: targets, described: described}
			if paired {
				w.extra = 1
			}
			switch {
			case prefix == "":
			case prefixKind == intensify:
				w.valence += math.Copysign(boost, v)
				w.notes = append(w.notes, fmt.Sprintf("'%s' strengthens it", prefix))
			case v < 0 && opposite:
				w.valence *= -negNegScale
				w.notes = append(w.notes, fmt.Sprintf("'%s' negates it", prefix), "denying a fault is mild praise")
			case v < 0:
				w.valence *= negNegScale
				w.notes = append(w.notes, fmt.Sprintf("'%s' negates it", prefix))
			default:
				w.valence *= negScale
				w.notes = append(w.notes, fmt.Sprintf("'%s' negates it", prefix))
			}
			m.modify(&w, toks, roles, heads, c.start, c.end, allCaps)
			c.words = append(c.words, w)
		}
		for _, w := range c.words {
			if v := w.valence * c.weight; v > 0 {
				t.pos += v
			} else {
				t.neg -= v
			}
		}
	}
	// Weak evidence does not survive a hypothetical anywhere in the
	// sentence: "if it were good, I would watch it" says nothing.
	if slices.Contains(roles, condition) {
		t.weak = 0
	}
	// Exclamation marks stress whatever the sentence says.
	if t.pos != t.neg && !question {
		n := 0
		for _, tok := range toks {
			n += strings.Count(tok.Text, "!")
		}
		if t.pos > t.neg {
			t.pos += exclaimBoost * float64(min(n, 4))
		} else {
			t.neg += exclaimBoost * float64(min(n, 4))
		}
	}

	judged := m.judgedNouns(s, clauses, roles)
	var out []Expression
	for ci := range clauses {
		if e, ok := m.expression(s, &clauses[ci], roles, judged, si, runes); ok {
			out = append(out, e)
		}
	}
	as := m.aspects(clauses, toks, judged, si, runes)
	if m.review {
		as = m.mentionedAspects(s, as, si, runes)
	}
	return out, as, clauses, t
}

// withoutTopics drops from a clause's scored words the holders of a view
// and the nouns judged (see judgedNouns) that only borrowed a polarity
// (from the concept family or a machine translation, not the language's
// own lexicon) ("料理はとても美味しかった", "خدمات خوب نبود": the family of
// "cuisine" or "duty" says nothing of them).
func (m *model) withoutTopics(words []scored, toks []doc.Token, judged map[int]nounRole) []scored {
	if len(judged) == 0 {
		return words
	}
	return slices.DeleteFunc(words, func(w scored) bool {
		switch judged[w.tok] {
		case holderNoun:
			return true
		case judgedNoun:
			return m.ownValence(&toks[w.tok]) == 0
		}
		return false
	})
}

// nounRole is what a noun is to the other judgements of its sentence.
type nounRole uint8

const (
	otherNoun  nounRole = iota
	judgedNoun          // what another word judges
	holderNoun          // whose view a verb of liking or hating gives
)

// judgesAlone reports whether a dangling booster is a judgement of its own:
// an adjective ("服务不好": "好" is "good"), not a clause-final adverb or
// noun ("I was laughing, seriously.", "It hurt, really.", "the right
// way").
func judgesAlone(t *doc.Token) bool {
	return t.POS == "ADJ"
}

// danglingBooster reports a one-word intensifier or diminisher with no
// word after it in its clause (end exclusive): nothing for it to modify,
// it is a word of its own ("服务不好": "好" is "good", not the "好" of
// "好棒").
func danglingBooster(toks []doc.Token, roles []shiftKind, heads []int, i, end int) bool {
	if roles[i] != intensify && roles[i] != diminish || heads[i] != i || i+1 < end && heads[i+1] == i {
		return false
	}
	for j := i + 1; j < end; j++ {
		if toks[j].Kind == doc.Word {
			return false
		}
	}
	return true
}

// judgedNouns marks the nouns (NOUN, PROPN) of a sentence's clauses that
// another scored word is about or whose view it gives: the heads of its
// targets, without targets the nearest noun of its clause (nearestNounFor),
// and the holder of a verb of liking or hating ("the kids" of "the kids
// hated the movie"). Such a noun is the term judged, not a judgement of it:
// a snippet drops a holder, and a judged noun whose polarity is borrowed
// (withoutTopics: the family of "cuisine" says nothing of "料理"); the
// aspects drop both whatever their entries say ("the fan is noisy", "the
// quality is poor": no praise of fans or quality). The document score
// keeps them all: there, without a review's terms, they help more than
// they hurt.
func (m *model) judgedNouns(s *doc.Sentence, clauses []clause, roles []shiftKind) map[int]nounRole {
	toks := s.Tokens
	var judged map[int]nounRole
	mark := func(k int, r nounRole) {
		if k < 0 || toks[k].POS != "NOUN" && toks[k].POS != "PROPN" {
			return
		}
		if judged == nil {
			judged = map[int]nounRole{}
		}
		judged[k] = max(judged[k], r)
	}
	for ci := range clauses {
		c := &clauses[ci]
		for _, w := range c.words {
			for _, t := range w.targets {
				if t.head != w.tok {
					mark(t.head, judgedNoun)
				}
			}
			if len(w.targets) == 0 {
				mark(m.nearestNounFor(s, roles, c, w.tok, func(i int) bool { return i == w.tok }), judgedNoun)
			}
			if toks[w.tok].POS == "VERB" {
				for i := c.start; i < w.tok; i++ {
					if m.holder(s, i, w.tok) {
						mark(i, holderNoun)
					}
				}
			}
		}
	}
	return judged
}

// mentionedAspects adds to a sentence's judged aspects the terms of the
// aspect categories it mentions without a judgement, as neutral.
func (m *model) mentionedAspects(s *doc.Sentence, judged []Aspect, si int, runes []rune) []Aspect {
	if len(s.Parses) == 0 {
		return judged
	}
	var walk func(ps []doc.Phrase)
	walk = func(ps []doc.Phrase) {
		for k := range ps {
			p := &ps[k]
			if p.Type == tagNP {
				for _, t := range m.terms(s, p) {
					off := s.Tokens[t.start].Offset
					// "Raga's is a cozy restaurant": the complement names the
					// kind of product its subject is, no aspect of it.
					if t.category == "" || (p.Role == roleComplement && t.category == productCategory) ||
						!m.shared.aspects.aspectWorthy(t, s.Tokens) ||
						slices.ContainsFunc(judged, func(a Aspect) bool { return a.Offset == off }) {
						continue
					}
					text := termText(t, s.Tokens, runes)
					judged = append(judged, Aspect{Sentence: si, Offset: off, Length: utf8.RuneCountInString(text),
						Term: text, Category: t.category, Polarity: Neutral})
				}
			}
			walk(p.Children)
		}
	}
	walk(s.Parses[0].Phrases)
	slices.SortStableFunc(judged, func(a, b Aspect) int { return a.Offset - b.Offset })
	return judged
}

// docKinds are the shifter kinds the document model's features know: the
// words of the others ("not only", fixed expressions, post-posed
// intensifiers, complementizers) are plain words there.
var docKinds = [numShiftKinds]bool{
	negator: true, intensify: true, diminish: true, butWord: true, although: true,
	condition: true, excess: true, counterfact: true, compare: true, postNeg: true,
}

// docRoles is shifterRoles for the document model, its roles only the
// docKinds.
func (m *model) docRoles(toks []doc.Token) (roles []shiftKind, heads []int) {
	roles, heads = m.shifterRoles(toks)
	for i, r := range roles {
		if !docKinds[r] {
			roles[i] = noShift
		}
	}
	return roles, heads
}

// shifterRoles marks each token of a shifter with the shifter's kind;
// heads[i] is the index of the shifter's first token (i itself for tokens
// outside shifters).
func (m *model) shifterRoles(toks []doc.Token) (roles []shiftKind, heads []int) {
	roles = make([]shiftKind, len(toks))
	heads = make([]int, len(toks))
	for i := range heads {
		heads[i] = i
	}
	lower := make([]string, len(toks))
	for i := range toks {
		lower[i] = m.lower(toks[i].Text)
	}
	var key []byte
	for i := 0; i < len(toks); i++ {
		if toks[i].Kind == doc.Punctuation {
			continue
		}
		for n := min(m.maxShift, len(toks)-i); n >= 1; n-- {
			kind, ok := m.shifterAt(lower[i:i+n], &key)
			if !ok && n == 1 {
				kind, ok = m.negatorOf(toks, i)
			}
			if !ok {
				continue
			}
			roles[i] = kind
			for j := i + 1; j < i+n; j++ {
				heads[j] = i
				roles[j] = kind
			}
			i += n - 1
			break
		}
	}
	m.notOnly(toks, roles, heads)
	return roles, heads
}

// notOnly marks "not only" constructions, whose negator negates nothing
// ("not only tasty but also cheap", "nicht nur", "뿐만 아니라", "sadece
// ... değil"): a negator with an "only" word right after it, and a
// post-posed negator with one at most three words before it and an
// "also" word after it (alsoAfter; in Korean the only word may be the
// ending of the word before: "음식뿐만 아니라"). Japanese "だけでなく"
// is a fixed expression of its list. The
// negator and the only word become fixed: neither negates nor judges.
func (m *model) notOnly(toks []doc.Token, roles []shiftKind, heads []int) {
	only := func(k int) bool {
		if k < 0 || k >= len(toks) || toks[k].Kind != doc.Word {
			return false
		}
		if roles[k] == onlyWord {
			return true
		}
		if roles[k] != noShift {
			return false
		}
		w := m.lower(toks[k].Text)
		return slices.ContainsFunc(m.onlyEndings, func(e string) bool { return len(w) > len(e) && strings.HasSuffix(w, e) })
	}
	fix := func(from, to int) { // tokens from..to inclusive
		for k := from; k <= to; k++ {
			roles[k] = fixed
		}
	}
	for i := 0; i < len(toks); i++ {
		if roles[i] != negator && roles[i] != postNeg || heads[i] != i {
			continue
		}
		last := lastOf(heads, i, len(toks))
		if only(last + 1) {
			fix(i, last+1) // "not only", "نه تنها"
			i = last + 1
			continue
		}
		if roles[i] != postNeg || !m.alsoAfter(toks, i) {
			continue
		}
		for k, words := i-1, 0; k >= 0 && words < 3; k-- {
			if toks[k].Kind == doc.Punctuation {
				break
			}
			words++
			if only(k) {
				fix(i, last) // "sadece lezzetli değil", "だけでなく"
				roles[k] = fixed
				break
			}
		}
		i = last
	}
}

// alsoAfter reports a word of the "also" list at or after token i of
// the sentence ("sadece lezzetli değil, aynı zamanda ucuz", "음식뿐만
// 아니라 서비스도"): the second part of "not only ... but also", without
// which an "only" before a post-posed negator is plain "only" ("sadece
// yemek iyi değil": only the food is not good).
func (m *model) alsoAfter(toks []doc.Token, i int) bool {
	for k := i; k < len(toks); k++ {
		if toks[k].Kind != doc.Word {
			continue
		}
		w := m.lower(toks[k].Text)
		for _, e := range m.also {
			if ending, ok := strings.CutPrefix(e, "-"); ok {
				if len(w) > len(ending) && strings.HasSuffix(w, ending) {
					return true
				}
				continue
			}
			fields := strings.Fields(e)
			spells := func(f string, t doc.Token) bool { return m.lower(t.Text) == f }
			if k+len(fields) <= len(toks) && slices.EqualFunc(fields, toks[k:k+len(fields)], spells) {
				return true
			}
		}
	}
	return false
}

// negatorOf reports whether word i negates by its lemma or its features
// rather than its form: an inflected negator ("なかっ" of "ない", "않았어요"
// of "않다"; only a predicate or a particle, as a noun's or a postposition's
// lemma may be a negator's homograph: the Korean "안" "inside") and, where
// negators follow what they negate, a negative auxiliary or particle
// ("değildi": Polarity=Neg).
func (m *model) negatorOf(toks []doc.Token, i int) (shiftKind, bool) {
	t := &toks[i]
	if t.Kind != doc.Word {
		return noShift, false
	}
	switch t.POS {
	case "AUX", "PART", "VERB", "ADJ", "ADV", "":
	default:
		return noShift, false
	}
	if t.Lemma != "" && !explanatoryN(toks, i) {
		if k, ok := m.shifters[m.lower(t.Lemma)]; ok && (k == negator || k == postNeg) {
			return k, true
		}
	}
	if m.postNegation && (t.POS == "AUX" || t.POS == "PART") && slices.Contains(t.Features, "Polarity=Neg") {
		return postNeg, true
	}
	return noShift, false
}

// explanatoryN reports a Japanese "ん" the tagger gives the lemma "ない"
// that is the explanatory "の" ("美味しいんです"): one before a copula,
// unless it follows "ませ" ("ませんでした" is negative).
func explanatoryN(toks []doc.Token, i int) bool {
	if toks[i].Text != "ん" || i > 0 && toks[i-1].Lemma == "ます" {
		return false
	}
	return i+1 < len(toks) && (toks[i+1].Lemma == "だ" || toks[i+1].Lemma == "です")
}

// shifterAt finds the shifter the case-folded words parts spell, joined by
// spaces or, for more than one word, written together; key is scratch
// space for the joined words.
func (m *model) shifterAt(parts []string, key *[]byte) (shiftKind, bool) {
	// The map index of string(b) does not copy b.
	b := joinInto((*key)[:0], parts, " ")
	k, ok := m.shifters[string(b)]
	if !ok && len(parts) > 1 {
		b = joinInto(b[:0], parts, "")
		k, ok = m.shifters[string(b)]
	}
	*key = b
	if !ok {
		return noShift, false
	}
	return k, true
}

// joinInto appends parts joined by sep to b.
func joinInto(b []byte, parts []string, sep string) []byte {
	for i, p := range parts {
		if i > 0 {
			b = append(b, sep...)
		}
		b = append(b, p...)
	}
	return b
}

// splitClauses cuts a sentence at commas, semicolons, colons, dashes and
// contrast words (which start the new clause), and after a word with a
// contrast ending (butEnding: "맛있지만", which ends its clause).
func splitClauses(toks []doc.Token, roles []shiftKind, butEnding func(*doc.Token) bool) []clause {
	var out []clause
	start := 0
	cut := func(end int) {
		if end > start {
			out = append(out, clause{start: start, end: end})
		}
		start = end
	}
	for i, t := range toks {
		switch {
		case t.Kind == doc.Punctuation && isClauseMark(t.Text) && !complementAfter(toks, roles, i):
			cut(i)
		case (roles[i] == butWord || roles[i] == although) && (i == 0 || roles[i-1] != roles[i]):
			cut(i)
		case t.POS == "CCONJ" && roles[i] == noShift && clauseAfter(toks, i):
			cut(i)
		case butEnding(&toks[i]) && wordAfter(toks, i):
			cut(i + 1)
		}
	}
	cut(len(toks))
	return out
}

// wordAfter reports a word after token i: a contrast ending at the end of
// a sentence ("음식은 맛있지만.") opens no clause.
func wordAfter(toks []doc.Token, i int) bool {
	return slices.ContainsFunc(toks[i+1:], func(t doc.Token) bool { return t.Kind == doc.Word })
}

// endsConjunct reports a word after which a new conjunct starts for
// targets: a predicate with a contrast ending ("깨끗했지만") or a contrast
// word the parse left inside a phrase ("하지만" tagged an adverb).
func (m *model) endsConjunct(t *doc.Token) bool {
	return m.contrastEnding(t) || t.Kind == doc.Word && m.shifters[m.lower(t.Text)] == butWord
}

// contrastEnding reports a predicate that ends in a contrast ending of
// the language (butEndings: Korean "맛있지만" "tasty, but").
func (m *model) contrastEnding(t *doc.Token) bool {
	if len(m.butEndings) == 0 || t.Kind != doc.Word {
		return false
	}
	switch t.POS {
	case "VERB", "ADJ", "AUX":
	default:
		return false
	}
	w := m.lower(t.Text)
	return slices.ContainsFunc(m.butEndings, func(e string) bool { return len(w) > len(e) && strings.HasSuffix(w, e) })
}

// clauseAfter reports a coordinating conjunction at j that opens a clause
// of its own, a subject and then its verb before the next punctuation
// mark or conjunction ("The staff were friendly and the room was
// spotless"): its judgements are another expression with other targets.
// A conjunct without both ("friendly and helpful", "loved the food and
// the service") stays in the clause.
func clauseAfter(toks []doc.Token, j int) bool {
	subject := false
	for k := j + 1; k < len(toks); k++ {
		t := &toks[k]
		if t.Kind == doc.Punctuation {
			return false
		}
		switch t.POS {
		case "CCONJ", "SCONJ":
			return false
		case "NOUN", "PROPN", "PRON":
			subject = true
		case "VERB", "AUX":
			return subject
		}
	}
	return false
}

// complementAfter reports a comma at i before the complementizer of an
// object clause ("Ich glaube nicht, dass es gut ist"): the clause is the
// verb's object, in the scope of its negator, not a clause of its own.
func complementAfter(toks []doc.Token, roles []shiftKind, i int) bool {
	return toks[i].Text == "," && i+1 < len(toks) && roles[i+1] == complementizer && toks[i+1].POS == "SCONJ"
}

func isClauseMark(s string) bool {
	switch s {
	case ",", ";", ":", "—", "–", "-", "،", "؛", "，", "；", "：", "、":
		return true
	}
	return false
}

func isQuestion(toks []doc.Token) bool {
	for i := len(toks) - 1; i >= 0; i-- {
		t := toks[i]
		if t.Kind != doc.Punctuation {
			return false
		}
		if strings.ContainsAny(t.Text, "?？؟") {
			return true
		}
	}
	return false
}

func sentenceAllCaps(toks []doc.Token) bool {
	for _, t := range toks {
		if t.Kind == doc.Word && t.Case != doc.CaseUpper && t.Case != doc.CaseNone {
			return false
		}
	}
	return true
}

// functionPOS are parts of speech whose words carry no sentiment of their
// own even when a lexicon lists the form ("like" as a preposition).
var functionPOS = map[string]bool{
	"ADP": true, "DET": true, "PRON": true, "CCONJ": true, "SCONJ": true,
	"AUX": true, "PART": true, "NUM": true, "PUNCT": true, "SYM": true,
}

// valence is a token's prior polarity on VADER's scale: the language's
// own lexicon by form, then by lemma; the concept family's polarity; the
// machine-translated lexicon; emoji.
func (m *model) valence(t *doc.Token) float64 {
	if t.Class == doc.ClassEmoji || t.Class == doc.ClassSymbol {
		if x, ok := m.shared.emoji[t.Text]; ok {
			return float64(x)
		}
		if x, ok := m.shared.emoji[strings.TrimRight(t.Text, "\uFE0F")]; ok {
			return float64(x)
		}
		return 0
	}
	if t.Kind != doc.Word || t.Class == doc.ClassURL || t.Class == doc.ClassEmail || t.Class == doc.ClassHandle {
		return 0
	}
	if functionPOS[t.POS] {
		return 0
	}
	if v, ok := m.privativeValence(t); ok {
		return v
	}
	text := t.Text
	if t.Class == doc.ClassHashtag {
		text = strings.TrimPrefix(text, "#")
	}
	v, native := m.lexiconValence(text, t)
	if v != 0 && m.otherSense(t, v) {
		return 0
	}
	if native {
		return v
	}
	mt := v * mtWeight
	// The family table is made from the English lexicons. For English it
	// adds synonyms of lexicon words, which helps only where the family is
	// the main sense of a lexicon word (weight ≥ 1): spreading a rare
	// sense's polarity ("universe" -> "world") is noise. Other languages
	// reach the English knowledge through it.
	if f := m.family(t); f != 0 {
		e, ok := m.shared.families[f]
		usable := ok && (m.lang != "en" || e.weight >= 1)
		fv := float64(e.valence) * min(1, float64(e.weight)) * familyWeight
		if usable && math.Abs(fv) >= minFamilyValence {
			if fv*mt > 0 && math.Abs(mt) > math.Abs(fv) {
				// The entry and the sense agree: the entry's strength
				// stands, as the family may be a rare sense of the word
				// whose weight scales it down ("schlecht", "плохой" ->
				// 6202, "bad", weight 0.08).
				return mt
			}
			if fv*mt < 0 && math.Abs(mt) > 2*math.Abs(fv) {
				// The chosen sense barely leans against the word's own
				// strong entry ("不错" "not bad" read as the verb "err"):
				// the sense is likelier wrong than the entry.
				return mt
			}
			return fv
		}
		if e, inSWN := m.shared.swn[f]; !usable && inSWN && mt == 0 && t.POS == "ADJ" && (!t.Stopword || m.lang == "en") {
			// (Outside English not a stopword-listed one: SentiWordNet's
			// word scores mix senses, and Indonesian "dekat" "near" had
			// the "stingy" sense's. English stopword adjectives keep
			// theirs: without them SST scored 0.751 -> 0.738 in builds not
			// committed.)
			sv := float64(e.valence) * min(1, float64(e.weight)) * swnWeight
			if hv, ok := m.headValence(f); ok && hv*sv < 0 {
				return hv
			}
			return sv
		}
	}
	// Stopword lists hold function words the machine translation gave a
	// valence by mistake, but some lists (Persian, Urdu) also hold common
	// adjectives: a strong entry (AFINN ±3 and beyond) stands, but not
	// an adverb's or an interjection's ("Eh bien"). (Not ADJ only: the
	// Urdu tagger reads "اچھی" as a noun.)
	if t.Stopword && (math.Abs(v) < strongMT || t.POS == "ADV" || t.POS == "INTJ" || functionPOS[t.POS]) {
		return 0
	}
	return mt
}

// otherSense reports a noun outside English whose lexicon valence v
// belongs to a sense other than the one the senses stage chose: the
// chosen family is a thing (concreteLexNames) with no polarity of its
// own, and another family of the same reading has v's sign as a main
// sense of a rated English word.
// Word lexicons rate words, not senses: Polish "pokój" is rated for
// "peace", and "Pokój był na trzecim piętrze" speaks of a room. English
// is left alone: its lexicons are rated by people reading the word, and
// its nouns' senses mostly share the polarity they gave. Adjectives and
// verbs are left alone too, their senses shade into each other ("great"
// large and "great" very good).
func (m *model) otherSense(t *doc.Token, v float64) bool {
	if m.lang == "en" || t.POS != "NOUN" || t.Family == 0 || len(t.Readings) == 0 || m.shared == nil {
		return false
	}
	if e, ok := m.shared.families[t.Family]; ok && math.Abs(float64(e.valence)*min(1, float64(e.weight))*familyWeight) >= minFamilyValence {
		return false
	}
	if m.shared.aspects == nil || !concreteLexNames[m.shared.aspects.core.LexName(t.Family)] {
		// Only a thing the chosen sense names ("room") rules the
		// rated sense out; an abstract one may be the senses stage's
		// slip (Spanish "amor" read as "great care").
		return false
	}
	for _, g := range t.Readings[0].Families {
		if e, ok := m.shared.families[g]; ok && g != t.Family && float64(e.valence)*v > 0 &&
			math.Abs(float64(e.valence)) >= otherSenseMin && e.weight >= otherSenseWeight {
			return true
		}
	}
	return false
}

// concreteLexNames are the WordNet lexicographer files of things one
// can point at, whose senses carry no judgement of their own.
var concreteLexNames = map[string]bool{
	"noun.artifact": true, "noun.location": true, "noun.object": true, "noun.food": true,
	"noun.plant": true, "noun.animal": true, "noun.body": true, "noun.substance": true,
}

// otherSenseMin and otherSenseWeight are the valence and evidence weight
// another sense needs to claim a word's lexicon valence (otherSense).
const (
	otherSenseMin    = 1.0
	otherSenseWeight = 0.3
)

// headValence is the valence of the head adjective of satellite family f
// where the English lexicons rate the head. A satellite shares its head's
// orientation ("flavorful" of "tasty", "homey" of "comfortable"), so the
// head's sign overrules SentiWordNet's word score where the two disagree
// ("flavorful" −0.5 made Polish "smaczny" a complaint). Lent to every
// satellite without a score of its own, it cost English sentence polarity
// (SST 0.743 → 0.734 out of fold), so it only settles such conflicts.
func (m *model) headValence(f uint32) (float64, bool) {
	if m.shared.aspects == nil {
		return 0, false
	}
	core := m.shared.aspects.core
	if core.POS(f) != 's' {
		return 0, false
	}
	for _, h := range core.Related(f, lexdata.Similar) {
		if e, ok := m.shared.families[h]; ok && e.weight >= 1 {
			return float64(e.valence) * familyWeight * headWeight, true
		}
	}
	return 0, false
}

// headWeight scales a head adjective's valence lent to its satellite.
const headWeight = 0.8

// prefixedValence is the valence of a word of a script written without
// spaces that the segmenter kept together with an intensifier or a
// negator before it ("很差", read whole as the verb "differ"; "不贵"): the
// rest's own lexicon entry, else the family of its adjective reading; and
// the shifter. The whole word's valence is tried first (valence), so a
// compound the lexicon knows ("好吃", "不错") keeps its own. The shifter
// is returned as the folded form has it, whose byte offsets the split is
// in; opposite reports whether the rest's adjective reading is the
// opposite of a good thing (litotes: "不贵" "not expensive").
func (m *model) prefixedValence(t *doc.Token) (v float64, prefix string, kind shiftKind, opposite bool) {
	first, _ := utf8.DecodeRuneInString(t.Text)
	if t.Kind != doc.Word || functionPOS[t.POS] || !unicode.In(first, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Thai) {
		return 0, "", noShift, false
	}
	form := m.lower(t.Text)
	if m.lexicalised(form) {
		return 0, "", noShift, false
	}
	for n := len(form) - 1; n > 0; n-- {
		prefix, rest := form[:n], form[n:]
		kind := m.shifters[prefix]
		if !utf8.ValidString(prefix) || kind != intensify && kind != negator {
			continue
		}
		e, listed := m.words[rest]
		var adj []uint32
		if m.lookup != nil && (!listed || kind == negator) {
			// The adjective reading: the rest's family, and whether it
			// is the opposite of a good thing, which only a negator asks.
			for _, a := range m.lookup(rest) {
				if a.Lexeme.POS == "ADJ" && len(a.Lexeme.Families) > 0 {
					adj = a.Lexeme.Families
					break
				}
			}
		}
		opposite := kind == negator && m.shared != nil && m.shared.aspects != nil && slices.ContainsFunc(adj, m.oppositeOfGood)
		if listed {
			w := 1.0
			if !e.native {
				w = mtWeight
			}
			return float64(e.valence) * w, prefix, kind, opposite
		}
		if len(adj) > 0 && m.shared != nil {
			if e, ok := m.shared.families[adj[0]]; ok {
				return float64(e.valence) * min(1, float64(e.weight)) * familyWeight, prefix, kind, opposite
			}
		}
		return 0, "", noShift, false
	}
	return 0, "", noShift, false
}

// lexicalised reports a form the lexicon knows whole as an adverb ("最近"
// "recently", "最后" "finally"): its first character is no intensifier of
// the rest. Nouns and verbs do not count: the lexicon has "很差" as
// "difference" and "differ".
func (m *model) lexicalised(form string) bool {
	if m.lookup == nil {
		return false
	}
	for _, a := range m.lookup(form) {
		if a.Lexeme.POS == "ADV" && m.lower(a.Lexeme.Lemma) == form {
			return true
		}
	}
	return false
}

// lexiconValence is what the language's lexicon says of a word written
// text (token t's form, or a variant of it): the valence of its form's or
// its lemma's native entry (native true), else that of the first
// machine-translated one, else that of a variant with an inflectional
// ending replaced where inflects allows one.
func (m *model) lexiconValence(text string, t *doc.Token) (v float64, native bool) {
	lemma := t.Lemma
	if m.prefixDerived(t) != nil {
		// "unglücklich" tagged with the lemma "glücklich": a prefix the
		// tagger stripped makes another word, often the opposite, not an
		// inflection of the lemma.
		lemma = ""
	}
	var mt float64
	found := false
	keys := [2]string{m.lower(text), m.lower(lemma)}
	for _, k := range keys {
		if e, ok := m.words[k]; ok && k != "" {
			if e.native {
				return float64(e.valence), true
			}
			if !found {
				mt, found = float64(e.valence), true
			}
		}
	}
	if found || len(m.endings) == 0 {
		return mt, false
	}
	// An inflected form the lexicon lacks: its entry under another ending.
	try := func(v string) bool {
		if e, ok := m.words[v]; ok && m.inflects(t, v) {
			mt, native = float64(e.valence), e.native
			found = true
		}
		return !found
	}
	for _, k := range keys {
		m.variants(k, try)
		if found {
			return mt, native
		}
	}
	if m.lang == "ko" {
		// A Korean predicate the tagger left without its lemma
		// ("나빴다", "친절해요"): the stem's dictionary form or
		// attributive, or the noun of a 하다 predicate ("친절했어요",
		// "추천합니다").
		koreanStems(keys[0], func(stem string) bool {
			if !try(stem+"다") || !try(koreanAttributive(stem)) {
				return false
			}
			noun, ok := strings.CutSuffix(stem, "하")
			return !ok || noun == "" || try(noun)
		})
		if found {
			return mt, native
		}
		// A noun with the copula ("최고였어요", "최악이에요"), whatever
		// the tagger made of it.
		if noun, ok := koreanCopula(keys[0]); ok && !m.koreanNounWithI(noun, keys[0]) {
			if e, ok := m.words[noun]; ok {
				return float64(e.valence), e.native
			}
		}
	}
	return mt, native
}

// koreanNounWithI reports a form whose copula cut left noun where the
// noun really ends in 이 and the copula is the short one after a vowel:
// "고양이다" is "고양이" + "다" (a cat), not "고양" + "이다".
func (m *model) koreanNounWithI(noun, form string) bool {
	if m.lookup == nil || !strings.HasPrefix(form[len(noun):], "이") {
		return false
	}
	// A noun lemma of its own, not the form with the particle 이 ("최악이").
	withI := noun + "이"
	return slices.ContainsFunc(m.lookup(withI), func(a lexdata.Analysis) bool {
		return a.Lexeme.POS == "NOUN" && a.Lexeme.Lemma == withI
	})
}

// inflects reports whether variant, token t's form or lemma with an
// inflectional ending replaced, may stand for t: the endings are an
// adjective's, and on other words they map onto unrelated entries
// ("طبعا" is no "طبع", "رحلة" no "رحل", "Kartı" no "kar"). Urdu's tagger
// reads most inflected adjectives as nouns ("اچھی"); an Arabic word whose
// tagger's lemma, without its diacritics, is the variant is one; the
// Korean tagger reads "좋지", "맛없었어요" as verbs, the Pashto one many
// adjectives as nouns ("پاکه"), and a Korean verb is taken for an
// adjective unless it has a concept family (family: its own or
// its adjective reading's; a word the wordnet knows, "맞다" "be right",
// speaks through its family, not through the attributive the machine
// translation gave another sense: "맞은" "hit"); a Turkish predicate in the past (tagged VERB with
// itself as lemma) is one where its ending is the copula's (turkishCopula).
// Elsewhere a form the lexicon does not know at all is one whatever its
// tag, which for such a form is the tagger's guess ("buenísima" before
// "pero" is tagged a verb).
func (m *model) inflects(t *doc.Token, variant string) bool {
	if t.POS == "ADJ" || m.lang == "ur" || m.lang == "ps-AF" {
		return true
	}
	switch m.lang {
	case "ko":
		return t.POS == "VERB" && m.family(t) == 0
	case "ar":
		return stripMarks(m.lower(t.Lemma)) == variant
	case "tr":
		if m.lower(t.Lemma) != m.lower(t.Text) || m.lookup == nil {
			return false
		}
		return m.turkishCopula(m.lower(t.Text), variant, t.POS == "VERB") &&
			!slices.ContainsFunc(m.lookup(variant), func(a lexdata.Analysis) bool { return a.Lexeme.POS == "VERB" })
	}
	return m.lookup != nil && len(m.lookup(m.lower(t.Text))) == 0
}

// turkishCopula reports whether form, stem with a past ending, is the
// stem with the past copula rather than a verb's past: after a vowel the
// copula takes a "y" ("harikaydı", "kötüydü"; "yaşadı" is the verb
// "yaşamak"); after a consonant the two look alike, and the stem is a
// verb's where its infinitive is a verb ("bitti" of "bitmek", "kaçtı" of
// "kaçmak"; not "pisti", "berbattı"), or, as the lexicon lacks many
// verbs ("geçmek"), where it is a root of one syllable the tagger read as
// a verb (taggedVerb: "geçti"; "pisti" it reads as a noun).
func (m *model) turkishCopula(form, stem string, taggedVerb bool) bool {
	ending, ok := strings.CutPrefix(form, stem)
	if !ok || stem == "" {
		return false
	}
	last, _ := utf8.DecodeLastRuneInString(stem)
	if strings.ContainsRune(turkishVowels, last) {
		return strings.HasPrefix(ending, "y")
	}
	oneSyllable := strings.IndexAny(stem, turkishVowels) == strings.LastIndexAny(stem, turkishVowels)
	return !strings.HasPrefix(ending, "y") && !m.turkishVerb(stem) && !(oneSyllable && taggedVerb)
}

// turkishVowels are the vowels of Turkish spelling.
const turkishVowels = "aeıioöuü"

// turkishVerb reports a stem whose infinitive ("geçmek", "kaçmak") the
// lexicon reads as a verb.
func (m *model) turkishVerb(stem string) bool {
	if m.lookup == nil {
		return false
	}
	for _, inf := range []string{stem + "mek", stem + "mak"} {
		if slices.ContainsFunc(m.lookup(inf), func(a lexdata.Analysis) bool { return a.Lexeme.POS == "VERB" }) {
			return true
		}
	}
	return false
}

// prefixDerived returns the lexicon's reading of token t's form as a
// lemma of its own where the tagger's lemma is the form without a prefix
// of at least two letters ("unglücklich" tagged "glücklich",
// "unfriendly" "friendly"): a derivation, not an inflection. It returns
// nil where the lexicon has no such reading: a stripped article or
// preposition ("البطالة", "بطالة") leaves the lemma the word.
func (m *model) prefixDerived(t *doc.Token) *doc.Reading {
	form, lemma := m.lower(t.Text), m.lower(t.Lemma)
	if lemma == "" || utf8.RuneCountInString(form) < utf8.RuneCountInString(lemma)+2 || !strings.HasSuffix(form, lemma) {
		return nil
	}
	for k := range t.Readings {
		if m.lower(t.Readings[k].Lemma) == form {
			return &t.Readings[k]
		}
	}
	return nil
}

// privativeValence is the valence of a word after a privative prefix
// (privative, unknownPrivative): its own entry where the lexicon has
// one, else its base's turned; ok is false for other words.
func (m *model) privativeValence(t *doc.Token) (v float64, ok bool) {
	if m.privative(t) {
		// Its senses are the base's: only its own entry is its own.
		own := *t
		own.Lemma = ""
		if v, native := m.lexiconValence(t.Text, &own); v != 0 {
			if native {
				return v, true
			}
			return v * mtWeight, true
		}
		base := *t
		base.Text = t.Lemma
		return -m.valence(&base) * privativeWeight, true
	}
	if base := m.unknownPrivative(t); base != nil {
		return -m.valence(base) * privativeWeight, true
	}
	return 0, false
}

// privativePrefixes are the prefixes that make a word its
// opposite, per language ("uhøflig" of "høflig", "incómodo", "niewygodny",
// Persian "بی‌ادب").
var privativePrefixes = map[string][]string{
	"en": {"un", "in", "im", "dis", "non"}, "de": {"un"}, "nl": {"on"},
	"sv": {"o"}, "da": {"u"}, "no": {"u"}, "fi": {"epä"}, "pl": {"nie"}, "ru": {"не"},
	"es": {"in", "im", "des"}, "it": {"in", "im", "dis", "s"}, "pt": {"in", "im", "des"},
	"fr": {"in", "im", "mé", "dé"}, "fa": {"بی", "نا"}, "ur": {"بے", "نا"},
}

// privativeWeight scales the negated valence of a privative word's base:
// the opposite is said less strongly ("unfriendly" −1.5, "friendly" 2.2
// in VADER).
const privativeWeight = 0.8

// privative reports an adjective, adverb or noun whose form is its
// tagger's lemma after a privative prefix, where the lexicon has no
// reading of the whole form: it reached the base through the prefix
// (Hunspell's derivations), so the base's senses and entries say the
// opposite of the word ("uhøflig" tagged
// "høflig" "polite", "incómoda" "cómodo", "niegrzeczni" "grzeczny"). The
// rest after the prefix must be the lemma or an inflection of it (all
// but its last three letters shared).
func (m *model) privative(t *doc.Token) bool {
	prefixes := privativePrefixes[m.lang]
	if len(prefixes) == 0 || t.POS != "ADJ" && t.POS != "ADV" && t.POS != "NOUN" {
		return false
	}
	form, lemma := m.lower(t.Text), m.lower(t.Lemma)
	if lemma == "" || form == lemma || m.prefixDerived(t) != nil {
		return false
	}
	for _, p := range prefixes {
		rest, ok := strings.CutPrefix(form, p)
		if !ok || strings.HasPrefix(lemma, p) {
			continue
		}
		rest = strings.TrimPrefix(rest, "\u200c") // Persian writes a zero-width non-joiner after "بی"
		if sameStem(rest, lemma) {
			return true
		}
	}
	return false
}

// unknownPrivative returns, for an adjective the lexicon does not know
// (no sense, no reading with one, no entry: Swedish "otrevlig", Russian
// "неплохой", listed without a sense), the adjective
// it is after a privative prefix where the language's sentiment list
// judges it, read as that word ("trevlig"), or nil.
func (m *model) unknownPrivative(t *doc.Token) *doc.Token {
	prefixes := privativePrefixes[m.lang]
	if len(prefixes) == 0 || t.POS != "ADJ" || t.Family != 0 || withFamily(t.Readings) || m.lookup == nil {
		return nil
	}
	form := m.lower(t.Text)
	if _, ok := m.words[form]; ok {
		return nil
	}
	for _, p := range prefixes {
		rest, ok := strings.CutPrefix(form, p)
		if !ok || utf8.RuneCountInString(rest) < 3 {
			continue
		}
		for _, a := range m.lookup(rest) {
			if a.Lexeme.POS != "ADJ" || !sameStem(rest, m.lower(a.Lexeme.Lemma)) {
				continue
			}
			base := *t
			base.Text, base.Lemma, base.Family, base.Readings = rest, a.Lexeme.Lemma, 0, nil
			if len(a.Lexeme.Families) > 0 {
				base.Family = a.Lexeme.Families[0]
			}
			if v, _ := m.lexiconValence(base.Text, &base); v == 0 {
				// Only a base the language's own list judges: a
				// family's reading of a rare word ("schlagbar" of
				// "unschlagbar", "bare") is too weak a guess.
				continue
			}
			return &base
		}
	}
	return nil
}

// withFamily reports a reading with a concept family among rs.
func withFamily(rs []doc.Reading) bool {
	return slices.ContainsFunc(rs, func(r doc.Reading) bool { return len(r.Families) > 0 })
}

// sameStem reports a word of at least three letters that shares at
// least two from the start with another and differs in at most its last
// three ("cómoda", "cómodo"; "złe", "zły").
func sameStem(a, b string) bool {
	ra, rb := []rune(a), []rune(b)
	if len(ra) < 3 {
		return false
	}
	n := 0
	for n < len(ra) && n < len(rb) && ra[n] == rb[n] {
		n++
	}
	return n >= min(2, len(rb)) && len(ra)-n <= 3 && len(rb)-n <= 3
}

// stripMarks removes combining marks (Arabic diacritics: "رِحْلة").
func stripMarks(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.Is(unicode.Mn, r) {
			return -1
		}
		return r
	}, s)
}

// ownValence is the valence the language's own lexicon gives word t
// itself, without the family table or machine translation.
func (m *model) ownValence(t *doc.Token) float64 {
	if v, native := m.lexiconValence(t.Text, t); native {
		return v
	}
	return 0
}

// weakValence is the polarity of a word the lexicons and the family
// table leave unscored but SentiWordNet's family table gives one to (a
// noun, verb or adverb: "nightmare", "hampered"). It is noisier than the
// adjectives valence takes from it, so it only breaks a tie: a document
// with no other evidence.
func (m *model) weakValence(t *doc.Token) float64 {
	if t.Kind != doc.Word || t.Stopword || functionPOS[t.POS] || t.POS == "ADJ" {
		return 0
	}
	if f := m.family(t); f != 0 {
		if e, ok := m.shared.swn[f]; ok {
			return float64(e.valence) * min(1, float64(e.weight)) * swnWeight
		}
	}
	return 0
}

// family is the token's chosen family, or its first reading's first
// (where the tagger's lemma is the form without a prefix, the form's own
// reading's; for a Korean adjective tagged a verb, its adjective
// reading's);
// where the chosen reading's lemma is not the form's stem but another
// reading's of the same part of speech is (the form with an inflectional
// ending of data/inflections.tsv replaced: "جيدا", read as "جاد"
// "serious", is the accusative of "جيد" "good"), that reading's first.
func (m *model) family(t *doc.Token) uint32 {
	if r := m.prefixDerived(t); r != nil {
		// "unfreundlich" under "freundlich": the form's own reading, or
		// none rather than the base's (often its opposite).
		if len(r.Families) > 0 {
			return r.Families[0]
		}
		return 0
	}
	if f := m.stemFamily(t); f != 0 {
		return f
	}
	if t.Family != 0 {
		return t.Family
	}
	if len(t.Readings) > 0 && len(t.Readings[0].Families) > 0 {
		return t.Readings[0].Families[0]
	}
	if t.POS == "ADV" && m.lower(t.Text) == m.lower(t.Lemma) || m.lang == "ko" && t.POS == "VERB" {
		// The adjective reading of the same lemma: "Der Film war
		// schlecht", an adverb that is the adjective's bare form, which
		// the lexicon gives a family only as the adjective; and Korean
		// adjectives the tagger reads as verbs ("맛있지" of "맛있다").
		// An inflected form tagged an adverb ("ne Kanne starken Kaffee")
		// is no adverb: the tag is wrong, and so may be the reading.
		for _, r := range t.Readings {
			if r.POS == "ADJ" && len(r.Families) > 0 && m.lower(r.Lemma) == m.lower(t.Lemma) {
				return r.Families[0]
			}
		}
	}
	if m.lang == "ko" && (t.POS == "VERB" || t.POS == "ADJ") {
		return m.koreanFamily(t)
	}
	return 0
}

// koreanFamily is the first family of the adjective reading of a Korean
// predicate's dictionary form, where the tagger gave the token none (it
// reads "비싸지만" as the verb "비싸다", which has none; its lemma may also
// be wrong: "훌륭해요" as "훌륭다"): the lemma's, else a stem's with 다,
// else a stem's attributive (the wordnet lists some adjectives only so:
// "나쁜" has the sense "bad", "나쁘다" none); else 0. Verb readings are not lent: 있다's "own" made "문제가
// 있어요" praise.
func (m *model) koreanFamily(t *doc.Token) uint32 {
	if m.lookup == nil {
		return 0
	}
	var f uint32
	try := func(lemma string) bool {
		for _, a := range m.lookup(lemma) {
			if a.Lexeme.POS == "ADJ" && len(a.Lexeme.Families) > 0 {
				f = a.Lexeme.Families[0]
				return false
			}
		}
		return true
	}
	if t.Lemma != "" && !try(m.lower(t.Lemma)) {
		return f
	}
	koreanStems(m.lower(t.Text), func(stem string) bool { return try(stem + "다") })
	if f == 0 {
		// The wordnet lists some adjectives by their attributive alone
		// ("나쁜" has the sense "bad", "나쁘다" none).
		koreanStems(m.lower(t.Text), func(stem string) bool { return try(koreanAttributive(stem)) })
	}
	return f
}

// stemFamily is the first family of the reading whose lemma is the
// token's form or the form with an inflectional ending replaced, when the
// token's own lemma is neither ("جيد" tagged "جاد" "serious": the reading
// "جيد" "good"); else 0. The form itself does not count where the
// tagger's lemma is the form with an ending and a reading of it: that
// lemma is the word's, and the form as a lemma a homograph.
func (m *model) stemFamily(t *doc.Token) uint32 {
	if !slices.ContainsFunc(m.endings, func(e ending) bool { return !e.entriesOnly }) || len(t.Readings) < 2 {
		return 0
	}
	form := m.lower(t.Text)
	stems := []string{form}
	m.senseVariants(form, func(v string) bool { stems = append(stems, v); return true })
	lemma := stripMarks(m.lower(t.Lemma))
	if slices.Contains(stems, lemma) {
		return 0
	}
	ofLemma := func(r doc.Reading) bool { return stripMarks(m.lower(r.Lemma)) == lemma }
	if strings.HasPrefix(lemma, form) && slices.ContainsFunc(t.Readings, ofLemma) {
		// The tagger's lemma is a reading of the form, the form with an
		// ending ("صور" tagged "صورة", its singular): the form as a lemma
		// of its own is a homograph ("صور" "depict").
		stems = stems[1:]
	}
	for _, r := range t.Readings {
		if r.POS == t.POS && len(r.Families) > 0 && slices.Contains(stems, m.lower(r.Lemma)) {
			return r.Families[0]
		}
	}
	return 0
}

// modify applies the shifters before word w (within its clause, at most
// three words back; a multiword shifter counts as one), the negators of
// its clause and emphasis by capitals.
//
// Each negation in scope negates once (the negators of one predicate
// make one: concord): two cancel out, leaving a hedged
// judgement of the word's own polarity ("I can't say I didn't enjoy it",
// "it's not that it isn't good"). One negator flips a positive word; a
// negative one it flips to mild praise where the word is the opposite of
// a positive one (litotes: "not bad", "not unhappy", "nicht
// unglücklich"), else only dampens ("not terrible").
func (m *model) modify(w *scored, toks []doc.Token, roles []shiftKind, heads []int, start, end int, allCaps bool) {
	if writersFace(toks, roles, w.tok, start, end) {
		// An emoji or emoticon after the clause's last word is the
		// writer's face, not a word of the clause: "keine Schulden
		// gemacht ;-)" does not negate it; "Not 👍", "I don't ❤
		// Mondays" do.
		return
	}
	sign := math.Copysign(1, w.valence)
	words := 0
	for j := w.tok - 1; j >= start && words < 3; j-- {
		if toks[j].Kind == doc.Punctuation {
			continue
		}
		words++
		decay := []float64{1, 0.95, 0.9}[words-1]
		head := max(heads[j], start)
		switch roles[j] {
		case intensify:
			w.valence += sign * boost * decay
			w.notes = append(w.notes, fmt.Sprintf("'%s' strengthens it", spanText(toks, head, j)))
		case diminish:
			w.valence -= sign * boost * decay
			w.notes = append(w.notes, fmt.Sprintf("'%s' softens it", spanText(toks, head, j)))
		case excess:
			// "too expensive": too much of a fault is more of it.
			if sign < 0 {
				w.valence += sign * boost * decay
				w.notes = append(w.notes, fmt.Sprintf("'%s' strengthens it", spanText(toks, head, j)))
			}
		}
		j = head
	}
	if j := nextWord(toks, w.tok, end); j >= 0 && roles[j] == postInt {
		// "جيد جدا", "อร่อยมาก": the intensifier follows its word.
		w.valence += sign * boost
		w.notes = append(w.notes, fmt.Sprintf("'%s' strengthens it", spanText(toks, j, lastOf(heads, j, end))))
	}
	negs := m.negations(w.tok, toks, roles, heads, start, end)
	if last := w.tok + w.extra; w.extra > 0 && slices.Contains(toks[last].Features, "Polarity=Neg") {
		// "tavsiye etmem": the entry's verb is negative by its form.
		negs = append(negs, negation{at: last, last: last, text: toks[last].Text, note: "its negative form negates it"})
	}
	switch {
	case len(negs) == 0:
	case len(negs)%2 == 0:
		w.valence *= negNegScale
		w.notes = append(w.notes, fmt.Sprintf("%s cancel out", quoteJoin(negs)))
	case negatedBetter(toks, w.tok, negs[0].at) || m.negatedComparative(toks, w.tok, negs[0].at):
		// "could not be happier", "nothing better", "doesn't get any
		// better than this": no further is possible, the extreme.
		w.notes = append(w.notes, "a negated comparative says it is at its extreme")
	case w.valence < 0 && !w.described && m.litotes(&toks[w.tok]) && directNegation(toks, w.tok, negs[0]):
		w.valence *= -negNegScale
		w.notes = append(w.notes, negs[0].note, "denying a fault is mild praise")
	case w.valence < 0 && !w.described:
		w.valence *= negNegScale
		w.notes = append(w.notes, negs[0].note)
	default:
		w.valence *= negScale
		w.notes = append(w.notes, negs[0].note)
	}
	if w.base > 0 && w.valence > 0 && afterExcess(toks, roles, w.tok) {
		// "too sweet", "too close": more of a good thing is a fault; a
		// denied fault made praise stays so ("not too bad").
		w.valence *= negScale
		w.notes = append(w.notes, fmt.Sprintf("'%s' makes it an excess", toks[w.tok-1].Text))
	}
	t := toks[w.tok]
	if !allCaps && t.Case == doc.CaseUpper && utf8.RuneCountInString(t.Text) > 1 {
		w.valence += math.Copysign(capsBoost, w.valence)
		w.notes = append(w.notes, "capitals stress it")
	}
}

// nextWord is the first token after i that is not punctuation, before
// end, or -1.
func nextWord(toks []doc.Token, i, end int) int {
	for j := i + 1; j < end; j++ {
		if toks[j].Kind != doc.Punctuation {
			return j
		}
	}
	return -1
}

// negation is one negator in the scope of a word: its first token and
// the note that explains it.
type negation struct {
	at, last int // its first and last token
	text     string
	note     string
	// verb is a verb that negates or shifts polarity ("lack", "fail"): a
	// predicate of its own, which a negator of it negates in turn
	// ("doesn't lack charm").
	verb bool
}

// negations returns the negators whose scope holds word i of the clause
// start..end-1, nearest first: negators and counterfactuals before it in
// its clause (at most negScope tokens back, past VADER's three words:
// "does n't give us a character worth ...", but not past a subordinating
// conjunction, which opens a clause of its own: "can't use it because it
// is ..."; a complementizer opens an object clause a negator reaches
// into, "not sure that it is good"; "not that" negates the clause it
// opens), nor, once it has
// one, past a coordinating conjunction; without any, a verb
// that shifts polarity at most shiftScope tokens before it ("lacks
// charm"); where negators follow the predicate, the first after it
// ("良くない", "좋지 않다", "iyi değil", "اچھا نہیں"); and its own negative
// form ("beğenmedim").
func (m *model) negations(i int, toks []doc.Token, roles []shiftKind, heads []int, start, end int) []negation {
	var out []negation
	shift := -1
	for j := i - 1; j >= start && j >= i-negScope; j-- {
		if toks[j].POS == "SCONJ" && (roles[j] == noShift || roles[j] == complementizer && !complementOf(toks, start, j)) && !notThat(toks, roles, start, j) && !m.objectClause(toks, start, j) ||
			toks[j].POS == "CCONJ" && (len(out) > 0 || newPredicate(toks, j, i)) {
			// An adverbial clause ("because it is ...") and a conjunct
			// with a predicate or subject of its own ("... and the
			// service was bad") have their own negations: one before the
			// conjunction is another's.
			break
		}
		switch {
		case roles[j] == negator || roles[j] == counterfact:
			head := max(heads[j], start)
			text := spanText(toks, head, j)
			// A negating verb ("lack") is a predicate of its own.
			out = append(out, negation{at: head, last: j, text: text, note: negationNote(roles[j], text), verb: toks[head].POS == "VERB"})
			j = head
		case shift < 0 && roles[j] == noShift && i-j <= shiftScope && m.shiftsPolarity(&toks[j]) && !complement(toks, j, i):
			shift = j
		}
	}
	if len(out) == 0 && shift >= 0 {
		text := toks[shift].Text
		out = append(out, negation{at: shift, last: shift, text: text, note: negationNote(negator, text), verb: true})
	}
	if m.postNegation {
		if j := m.negatorAfter(toks, roles, i, end); j >= 0 {
			out = append(out, negatorAt(toks, j, heads[j], lastOf(heads, j, end)))
		}
	}
	if len(out) == 0 && verbSecond[m.lang] {
		if j := m.negatorAfterVerb(toks, roles, heads, i, start, end); j >= 0 {
			out = append(out, negatorAt(toks, j, j, lastOf(heads, j, end)))
		}
	}
	if m.selfNegated(&toks[i]) {
		out = append(out, negation{at: i, last: i, text: toks[i].Text, note: "its negative form negates it"})
	}
	return m.concord(toks, out)
}

// negatorAt is the negation by the negator at token at, written from
// token from to token last, after the word it negates.
func negatorAt(toks []doc.Token, at, from, last int) negation {
	text := spanText(toks, from, last)
	return negation{at: at, last: last, text: text, note: negationNote(negator, text)}
}

// verbSecond holds the languages whose main clauses put the finite verb
// second and its negator after it ("Ich empfehle das Hotel nicht", "Jag
// gillade inte filmen").
var verbSecond = map[string]bool{"de": true, "nl": true, "sv": true, "da": true, "no": true}

// negatorAfterVerb returns the negator after finite verb i in its clause
// [start, end) that negates the verb, or -1. Between them only the verb's
// objects and adverbs may stand: no other predicate, conjunction or
// relative pronoun ("Wir empfehlen das Hotel jedem der nicht viel
// ausgeben will"). After it, see nothingElseNegated. A negating pronoun
// or determiner ("Ich mag keine Pizza") is left to its noun.
func (m *model) negatorAfterVerb(toks []doc.Token, roles []shiftKind, heads []int, i, start, end int) int {
	if toks[i].POS != "VERB" || !finiteInClause(toks, i, start) {
		return -1
	}
	for j := i + 1; j < end; j++ {
		t := &toks[j]
		switch {
		case t.Kind == doc.Punctuation || slices.Contains(t.Features, "PronType=Rel"):
			return -1
		case roles[j] == negator:
			if t.POS == "PRON" || t.POS == "DET" || !m.nothingElseNegated(toks, lastOf(heads, j, end)+1, end) {
				return -1
			}
			return j
		}
		switch t.POS {
		case "VERB", "AUX", "ADJ", "SCONJ", "CCONJ":
			return -1
		}
	}
	return -1
}

// nothingElseNegated reports that the words from k to the next
// punctuation mark give a negator before them nothing else to negate:
// adverbs without a judgement, then the end, a separable particle or an
// object ("Jeg anbefaler ikke hotellet", "Ik raad het niet aan", "Ich
// empfehle es nicht weiter", "Jag gillar det inte så mycket"); not a verb
// ("Ich kann es nicht empfehlen"), an adjective, a number or a word that
// judges ("Ich finde das nicht schlecht", "schlecht" tagged an adverb).
func (m *model) nothingElseNegated(toks []doc.Token, k, end int) bool {
	adverbs := true
	for ; k < end && toks[k].Kind != doc.Punctuation; k++ {
		t := &toks[k]
		switch t.POS {
		case "VERB", "AUX", "ADJ", "NUM":
			return false
		}
		if !adverbs {
			continue
		}
		adverbs = t.POS == "ADV"
		if m.valence(m.predicative(toks, k)) != 0 {
			return false
		}
	}
	return true
}

// finiteInClause reports a finite verb: VerbForm=Fin, or, where the
// tagger leaves VerbForm out of finite forms (German "empfehle" with a
// mood, "liebt" with a tense alone), no VerbForm and no auxiliary before
// it in its clause (a participle would have one: "hat gefallen").
func finiteInClause(toks []doc.Token, i, start int) bool {
	t := &toks[i]
	if finite(t) {
		return true
	}
	if slices.ContainsFunc(t.Features, func(f string) bool { return strings.HasPrefix(f, "VerbForm=") }) {
		return false
	}
	for k := start; k < i; k++ {
		if toks[k].POS == "AUX" {
			return false
		}
	}
	return true
}

// finite reports a finite verb form: VerbForm=Fin, or, where the tagger
// leaves VerbForm out of finite forms (German), a mood or a person.
func finite(t *doc.Token) bool {
	if slices.Contains(t.Features, "VerbForm=Fin") {
		return true
	}
	return !slices.ContainsFunc(t.Features, func(f string) bool { return strings.HasPrefix(f, "VerbForm=") }) &&
		slices.ContainsFunc(t.Features, func(f string) bool { return strings.HasPrefix(f, "Mood=") || strings.HasPrefix(f, "Person=") })
}

// complementOf reports a complementizer at j that opens the complement
// of the word before it, a verb, an adjective, a preposition, an
// auxiliary or a negator ("sure that", "parece que", "de que", "nicht,
// dass"), not of a noun or an adverb ("so good that": a result clause).
func complementOf(toks []doc.Token, start, j int) bool {
	for k := j - 1; k >= start; k-- {
		if toks[k].Kind == doc.Punctuation {
			continue
		}
		switch toks[k].POS {
		case "VERB", "ADJ", "ADP", "AUX", "PART":
			return true
		}
		return false
	}
	return false
}

// notThat reports a subordinating conjunction at token j right after a
// negator, or after a negated copula ("not that", "no es que", "non è
// che"): the negator denies the clause it opens.
func notThat(toks []doc.Token, roles []shiftKind, start, j int) bool {
	k := j - 1
	if k > start && toks[k].POS == "AUX" {
		k--
	}
	return k >= start && roles[k] == negator
}

// objectClause reports a subordinating conjunction at token j that opens
// the object clause of a verb of thinking or saying right before it ("I
// don't think that it is good", "no creo que sea bueno"): a negator of
// such a verb is understood in the clause it opens (neg-raising), where
// an adverbial clause ("because", "when", "if") is a negation's boundary.
func (m *model) objectClause(toks []doc.Token, start, j int) bool {
	if j <= start || m.shared == nil || m.shared.aspects == nil {
		return false
	}
	v := &toks[j-1]
	if v.POS != "VERB" {
		return false
	}
	switch m.shared.aspects.core.LexName(m.family(v)) {
	case "verb.cognition", "verb.communication":
		return true
	}
	return false
}

// newPredicate reports a conjunct, tokens after the conjunction at j and
// before word i, with a predicate or subject of its own (a verb, an
// auxiliary, a noun or pronoun: "and the service was bad", "and the room
// was dirty"), not one more word of the same predicate ("not good or
// cheap").
func newPredicate(toks []doc.Token, j, i int) bool {
	for k := j + 1; k < i; k++ {
		switch toks[k].POS {
		case "VERB", "AUX", "NOUN", "PROPN", "PRON":
			return true
		}
	}
	return false
}

// concord merges the negators of one predicate into one negation: the
// parts of a split negator ("n'était pas"), and the negative words that
// agree with a negator in the languages with negative concord ("no es
// nada bueno", "hiç iyi değil", "ничего не"). Two negators are two
// negations only with a clause between them, a subordinating conjunction
// or a subject pronoun ("it's not that it isn't good", "I can't say I
// didn't enjoy it"), or where one is a shifting verb ("doesn't lack
// charm"); in a language without negative concord (model.negConcord
// false: "it was never not good") every negator is a negation. negs are
// in the order negations finds them (the ones before the word nearest
// first, then the ones after it); the merged list keeps, of each group,
// the negator nearest the word.
func (m *model) concord(toks []doc.Token, negs []negation) []negation {
	if len(negs) < 2 {
		return negs
	}
	byPos := slices.Clone(negs)
	slices.SortFunc(byPos, func(a, b negation) int { return a.at - b.at })
	boundary := func(from, to int) bool {
		for k := from + 1; k < to; k++ {
			t := &toks[k]
			if t.POS == "SCONJ" || t.POS == "PRON" && slices.Contains(t.Features, "Case=Nom") {
				return true
			}
		}
		return false
	}
	// groups[k] is the group of byPos[k].
	groups := make([]int, len(byPos))
	for k := 1; k < len(byPos); k++ {
		groups[k] = groups[k-1]
		if !m.negConcord || byPos[k-1].verb || byPos[k].verb || boundary(byPos[k-1].at, byPos[k].at) {
			groups[k]++
		}
	}
	var out []negation
	seen := map[int]bool{}
	for _, n := range negs {
		k := slices.IndexFunc(byPos, func(b negation) bool { return b.at == n.at })
		if !seen[groups[k]] {
			seen[groups[k]] = true
			out = append(out, n)
		}
	}
	return out
}

// quoteJoin lists the negators' texts, quoted, joined by "and".
func quoteJoin(negs []negation) string {
	parts := make([]string, len(negs))
	for k, n := range negs {
		parts[k] = "'" + n.text + "'"
	}
	return strings.Join(parts, " and ")
}

// directNegation reports negation n of word i as the word's own: an
// adjective or adverb at most two words from its negator ("not bad",
// "not that bad", "kötü değil") or negated by its own form, or a verb
// its negator is right before, auxiliaries aside ("don't hate it"), or
// after, as near as a modifier's ("나쁘지 않다", "hasse es nicht"). A
// negation further off may be scoped wrongly; a noun's ("no problems")
// denies no fault of the thing judged, and a verb's negator may be a
// quantifier's ("nobody hates it", "no todas se odian"): there it only
// dampens. A predicate after a copula with an adjective reading counts
// as an adjective ("non è male", "male" tagged a noun).
func directNegation(toks []doc.Token, i int, n negation) bool {
	switch p := toks[i].POS; {
	case p == "VERB" && n.at < i:
		return verbNegation(toks, i, n)
	case p != "ADJ" && p != "ADV" && p != "VERB" && !copularAdjective(toks, i):
		return false
	}
	// An adjective, an adverb, or a verb its negator follows ("나쁘지
	// 않다", "Ich hasse es nicht"): at most two words between.
	from, to := n.last, i
	if n.at > i {
		from, to = i, n.at
	}
	words := 0
	for k := from + 1; k < to; k++ {
		if toks[k].Kind != doc.Punctuation {
			words++
		}
	}
	return words <= 2
}

// verbNegation reports negation n of verb i by a negator that is no
// pronoun or determiner ("nobody", "no one") before it, with nothing but
// auxiliaries between ("didn't hate", "no odio").
func verbNegation(toks []doc.Token, i int, n negation) bool {
	if n.at > i {
		return false
	}
	if p := toks[n.at].POS; p == "PRON" || p == "DET" {
		return false
	}
	for k := n.last + 1; k < i; k++ {
		if toks[k].POS != "AUX" {
			return false
		}
	}
	return true
}

// copularAdjective reports a word right after a copula with an adjective
// reading, whatever its tag.
func copularAdjective(toks []doc.Token, i int) bool {
	if i == 0 || toks[i-1].POS != "AUX" {
		return false
	}
	return slices.ContainsFunc(toks[i].Readings, func(r doc.Reading) bool { return r.POS == "ADJ" })
}

// predicative returns token i, or, for a word after a copula (adverbs
// aside), the token as the predicate it is there: where the tagger read
// it as an inflected noun and its form is also an adjective's own lemma,
// that adjective ("Номер был дорогой", "the room was expensive":
// "дорогой" tagged the instrumental of "дорога" "road"; "Il servizio non
// era buono", "buono" tagged the noun "voucher"; a noun without an
// adjective of its form stays a noun, "Er war Lehrer", and so does one
// with a dependent or a fellow noun after it, "была дорогой к дому",
// "Były drogi i mosty"); where it read a finite verb, which cannot
// follow a copula, its adjective reading ("La sopa estaba fría": "fría"
// tagged "freír"); a stopword-listed adverb with an adjective
// reading of the same lemma and no valence of its own, a content word
// where it ends the predicate ("Está mal", "C'est bien."; stopword
// adverbs are otherwise left unscored, "Eh bien"; "C'est bien dommage",
// "Il est bien arrivé": it modifies the next word). Only a copula counts,
// not a tense auxiliary ("Il est arrivé"). Anywhere, a word tagged a verb
// that the lexicon has as an adjective and never as a verb is that
// adjective ("服务很慢").
func (m *model) predicative(toks []doc.Token, i int) *doc.Token {
	t := &toks[i]
	k := i - 1
	for k >= 0 && (toks[k].POS == "ADV" || m.shifters[m.lower(toks[k].Text)] == negator) {
		// Adverbs and negators between ("no estaba nada mal").
		k--
	}
	form, lemma := m.lower(t.Text), m.lower(t.Lemma)
	if t.POS == "VERB" && !slices.ContainsFunc(t.Readings, func(r doc.Reading) bool { return r.POS == "VERB" }) {
		// A verb the lexicon knows only as an adjective (Chinese "很慢",
		// a predicate without a copula): its adjective reading.
		if j := slices.IndexFunc(t.Readings, func(r doc.Reading) bool { return r.POS == "ADJ" }); j >= 0 {
			return asReading(t, j)
		}
	}
	if k < 0 || toks[k].POS != "AUX" || !copulas[m.lower(toks[k].Lemma)] {
		if zeroCopula[m.lang] && t.POS == "NOUN" && k == i-1 && k >= 0 && toks[k].POS == "NOUN" && endsPredicate(toks, i) {
			// A present-tense predicate without a copula ("Номер
			// плохой", "המלון נחמד"), read as a noun after its subject.
			if j := slices.IndexFunc(t.Readings, func(r doc.Reading) bool { return r.POS == "ADJ" && m.lower(r.Lemma) == form }); j >= 0 {
				return asReading(t, j)
			}
		}
		return t
	}
	switch {
	case t.POS == "NOUN" && !nounDependent(toks, i):
		if j := slices.IndexFunc(t.Readings, func(r doc.Reading) bool { return r.POS == "ADJ" && m.lower(r.Lemma) == form }); j >= 0 {
			return asReading(t, j)
		}
	case t.POS == "VERB" && finite(t):
		if j := slices.IndexFunc(t.Readings, func(r doc.Reading) bool { return r.POS == "ADJ" }); j >= 0 {
			return asReading(t, j)
		}
	case t.POS == "AUX" && !copulas[lemma]:
		// "Das Essen war hervorragend", "hervorragend" tagged an
		// auxiliary of "hervorragen": the adjective of its own form, a
		// reading or the lexicon's entry.
		if j := slices.IndexFunc(t.Readings, func(r doc.Reading) bool { return r.POS == "ADJ" && m.lower(r.Lemma) == form }); j >= 0 {
			return asReading(t, j)
		}
		if _, ok := m.words[form]; ok {
			c := *t
			c.POS, c.Lemma, c.Family = "ADJ", t.Text, 0
			return &c
		}
	case t.POS == "ADV" && t.Stopword && m.shiftersBetween(toks, k, i) && endsPredicate(toks, i) && m.valence(t) == 0:
		if slices.ContainsFunc(t.Readings, func(r doc.Reading) bool { return r.POS == "ADJ" && m.lower(r.Lemma) == lemma }) {
			content := *t
			content.Stopword = false
			return &content
		}
	}
	return t
}

// shiftersBetween reports that only negators, intensifiers and
// diminishers lie between tokens k and i, or nothing ("Está mal", "No
// estaba nada mal", "Das Essen war sehr gut").
func (m *model) shiftersBetween(toks []doc.Token, k, i int) bool {
	for j := k + 1; j < i; j++ {
		switch m.shifters[m.lower(toks[j].Text)] {
		case negator, intensify, diminish:
		default:
			return false
		}
	}
	return true
}

// asReading returns a copy of t read as its reading j.
func asReading(t *doc.Token, j int) *doc.Token {
	r := t.Readings[j]
	c := *t
	c.POS, c.Lemma, c.Features, c.Family = r.POS, r.Lemma, r.Features, 0
	if len(r.Families) > 0 {
		c.Family = r.Families[0]
	}
	c.Readings = append([]doc.Reading{r}, slices.Delete(slices.Clone(t.Readings), j, j+1)...)
	return &c
}

// zeroCopula are the languages whose present tense joins subject and
// predicate without a copula, where predicative reads a noun that ends
// the sentence right after its subject as the adjective of its form.
var zeroCopula = map[string]bool{"ru": true, "he": true, "ar": true}

// copulas are the lemmas of the copulas predicative reads a predicate
// after; other auxiliaries ("avoir", "haben", "have") make tenses.
var copulas = map[string]bool{
	"be": true, "sein": true, "zijn": true, "være": true, "vara": true,
	"olla": true, "être": true, "essere": true, "stare": true, "ser": true, "estar": true,
	"быть": true, "być": true,
}

// endsPredicate reports a word that the end of the sentence, a
// punctuation mark or a coordinating conjunction follows ("C'est bien.",
// "Está mal y caro"), so that it modifies no word after it.
func endsPredicate(toks []doc.Token, i int) bool {
	return i+1 == len(toks) || toks[i+1].Kind == doc.Punctuation || toks[i+1].POS == "CCONJ"
}

// nounDependent reports a noun followed by a preposition or a
// case-marked dependent ("была дорогой к дому", "a road to the house"),
// or coordinated with a noun ("Były drogi i mosty"): a noun there is a
// real one.
func nounDependent(toks []doc.Token, i int) bool {
	if i+1 >= len(toks) {
		return false
	}
	switch next := toks[i+1].POS; {
	case next == "ADP":
		return true
	case next == "CCONJ":
		return i+2 < len(toks) && (toks[i+2].POS == "NOUN" || toks[i+2].POS == "PROPN")
	}
	return false
}

// writersFace reports an emoji or emoticon after the last word of its
// clause, [start, end), with a word other than a shifter before it: the
// writer's face on what the clause says ("No he dormido nada 😂"), not a
// word of it ("Not 👍", "Kein 👍 von mir", "I don't ❤ Mondays").
func writersFace(toks []doc.Token, roles []shiftKind, i, start, end int) bool {
	if !isFace(&toks[i]) {
		return false
	}
	for j := i + 1; j < end; j++ {
		if toks[j].Kind != doc.Punctuation && !isFace(&toks[j]) {
			return false
		}
	}
	for j := start; j < i; j++ {
		if toks[j].Kind != doc.Punctuation && !isFace(&toks[j]) && roles[j] == noShift {
			return true
		}
	}
	return false
}

func isFace(t *doc.Token) bool { return t.Class == doc.ClassEmoji || t.Class == doc.ClassSymbol }

// litotes reports a negative word whose concept is the antonym of a
// positive one ("bad" of "good", "unhappy" of "happy", "unglücklich"), or
// whose noun of the same name is ("schlecht", "kötü": a satellite "bad"
// whose noun "bad" is the opposite of "good"): denied, it says the
// opposite mildly ("not bad"). It tries the word's family, and the
// families of its other readings of the same lemma: for a word tagged
// neither adjective nor adverb, its adjective and adverb readings ("male"
// tagged a noun); for an adjective or adverb, its other senses of its
// own part of speech (Norwegian "dårlig" chosen as "spoiled" beside
// "Maten", whose other sense is "bad") and its noun of the same name
// (Portuguese "mal" tagged the adverb "mistakenly", whose noun "mal" is
// "evil", the opposite of "good").
// A word that is merely like one ("terrible", a satellite of "bad") has
// no antonym, nor has its noun: denied, it stays a fainter fault.
func (m *model) litotes(t *doc.Token) bool {
	if m.shared == nil || m.shared.aspects == nil {
		return false
	}
	if f := m.family(t); f != 0 && m.oppositeOfGood(f) {
		return true
	}
	modifier := t.POS == "ADJ" || t.POS == "ADV"
	for _, r := range t.Readings {
		if m.lower(r.Lemma) != m.lower(t.Lemma) {
			continue
		}
		if modifier && r.POS != t.POS && (r.POS != "NOUN" || m.lower(r.Lemma) != m.lower(t.Text)) ||
			!modifier && r.POS != "ADJ" && r.POS != "ADV" {
			continue
		}
		for _, f := range r.Families {
			if m.oppositeOfGood(f) {
				return true
			}
		}
	}
	return false
}

// oppositeOfGood reports a family that is the antonym of a family the
// tables do not rate negative ("bad" of "good"; "expensive" of "cheap",
// which they leave unrated: "not expensive" is mild praise), or whose noun
// of the same name is ("bad", the satellite of
// "evil" that "schlecht" and "kötü" are, and the noun "bad", the antonym
// of "good"). A noun of another name ("awfulness" of "terrible") does not
// count: it is no opposite of the word's own.
func (m *model) oppositeOfGood(f uint32) bool {
	core := m.shared.aspects.core
	positive := func(from lexdata.FamilyID) bool {
		return slices.ContainsFunc(core.Related(from, lexdata.Antonym), func(o lexdata.FamilyID) bool {
			e, ok := m.shared.families[o]
			return !ok || e.valence >= 0
		})
	}
	if positive(f) {
		return true
	}
	name := core.RefLemma(f)
	return slices.ContainsFunc(core.Related(f, lexdata.Derivation), func(d lexdata.FamilyID) bool {
		return core.RefLemma(d) == name && positive(d)
	})
}

// negatorAfter returns the first token of a post-posed negator at most
// three words after word i within its clause (end exclusive), or -1. A
// "neg" entry never reaches back: "hiç" in "Harika bir film hiç
// sıkılmadım" negates what follows it.
func (m *model) negatorAfter(toks []doc.Token, roles []shiftKind, i, end int) int {
	words := 0
	for j := i + 1; j < end && words < 3; j++ {
		if toks[j].Kind == doc.Punctuation {
			continue
		}
		words++
		if roles[j] == postNeg {
			return j
		}
	}
	return -1
}

// lastOf returns the last token of the shifter starting at token j.
func lastOf(heads []int, j, end int) int {
	k := j
	for k+1 < end && heads[k+1] == j {
		k++
	}
	return k
}

// pairEntry returns the valence of a lexicon entry of two words that
// tokens i and i+1 of a clause ending at end spell, neither a shifter:
// the first word's form or lemma, then a second word pairSecond matches
// ("arkadaş canlısı"; "tavsiye ederim" of "tavsiye etmek"). A
// machine-translated entry is weighed as a single word's.
func (m *model) pairEntry(toks []doc.Token, roles []shiftKind, i, end int) (float64, bool) {
	if len(m.pairs) == 0 || i+1 >= end {
		return 0, false
	}
	t, u := &toks[i], &toks[i+1]
	if t.Kind != doc.Word || u.Kind != doc.Word || roles[i] != noShift || roles[i+1] != noShift || functionPOS[t.POS] {
		return 0, false
	}
	var lemmas []string // the second word's readings, looked up once
	for _, first := range [2]string{m.lower(t.Text), m.lower(t.Lemma)} {
		for _, second := range m.pairs[first] {
			if lemmas == nil && m.lookup != nil {
				lemmas = []string{}
				for _, a := range m.lookup(u.Text) {
					lemmas = append(lemmas, m.lower(a.Lexeme.Lemma))
				}
			}
			if !m.pairSecond(u, second, lemmas) {
				continue
			}
			e := m.words[first+" "+second]
			if e.native {
				return float64(e.valence), true
			}
			return float64(e.valence) * mtWeight, true
		}
	}
	return 0, false
}

// pairSecond reports token u as the second word of an entry, written
// second: its form, its lemma or a lemma of its readings, or in Turkish
// a form of the entry's verb (turkishVerbForm), as the lexicon lacks most
// inflections of the light verbs ("ederim", "etmem" of "etmek").
func (m *model) pairSecond(u *doc.Token, second string, lemmas []string) bool {
	form := m.lower(u.Text)
	return form == second || m.lower(u.Lemma) == second || slices.Contains(lemmas, second) ||
		m.lang == "tr" && turkishVerbForm(form, second)
}

// turkishVerbForm reports form as an inflection of the Turkish verb whose
// infinitive is inf: it starts with the verb's stem, or with the stem's
// final t voiced before a vowel ("ederim", "ediyor" of "etmek"), and
// goes on ("etmek" itself is matched whole).
func turkishVerbForm(form, inf string) bool {
	stem, ok := strings.CutSuffix(inf, "mek")
	if !ok {
		stem, ok = strings.CutSuffix(inf, "mak")
	}
	if !ok || stem == "" {
		return false
	}
	if strings.HasPrefix(form, stem) && len(form) > len(stem) {
		return true
	}
	if voiced, ok := strings.CutSuffix(stem, "t"); ok {
		rest, ok := strings.CutPrefix(form, voiced+"d")
		r, _ := utf8.DecodeRuneInString(rest)
		return ok && rest != "" && strings.ContainsRune(turkishVowels, r)
	}
	return false
}

// selfNegated reports a verb or adjective whose own form is negative
// (Polarity=Neg: Turkish "beğenmedim", "sevmedim") where the lexicon does
// not list the form itself, so its valence is its lemma's.
func (m *model) selfNegated(t *doc.Token) bool {
	if t.POS != "VERB" && t.POS != "ADJ" || !slices.Contains(t.Features, "Polarity=Neg") {
		return false
	}
	_, listed := m.words[m.lower(t.Text)]
	return !listed && m.lower(t.Lemma) != m.lower(t.Text)
}

// negationNote explains a negation by a shifter of the given kind.
func negationNote(kind shiftKind, text string) string {
	if kind == counterfact {
		return fmt.Sprintf("'%s' says it was not so", text)
	}
	return fmt.Sprintf("'%s' negates it", text)
}

// shiftsPolarity reports a verb that shifts the polarity of what follows
// it ("fails to impress", "lacks charm").
func (m *model) shiftsPolarity(t *doc.Token) bool {
	if len(m.shiftVerbs) == 0 || t.Kind != doc.Word || t.POS != "VERB" {
		return false
	}
	return m.shiftVerbs[m.lower(t.Lemma)] || m.shiftVerbs[m.lower(t.Text)]
}

// complement reports an adjective or adverb after verb j, with only
// adverbs between ("it works great", "runs very smoothly", "works really
// well"), which says how the verb's subject does rather than being what
// the verb shifts ("lacks charm").
func complement(toks []doc.Token, j, i int) bool {
	if toks[i].POS != "ADJ" && toks[i].POS != "ADV" {
		return false
	}
	for k := j + 1; k < i; k++ {
		if toks[k].POS != "ADV" {
			return false
		}
	}
	return true
}

// negatedBetter reports a comparative adjective right after an infinitive
// "be" ("could not be happier", "couldn't be worse"): the negation of a
// further degree, which says the present one is the extreme. neg is the
// negator's first token.
func negatedBetter(toks []doc.Token, i, neg int) bool {
	t := &toks[i]
	if neg > i || t.POS != "ADJ" || !slices.Contains(t.Features, "Degree=Cmp") || i == 0 {
		return false
	}
	be := &toks[i-1]
	return be.Lemma == "be" && slices.Contains(be.Features, "VerbForm=Inf")
}

// negatedComparative reports the other negations of a further degree,
// which praise (or damn) the thing at hand as the extreme: a comparative
// denied by a negative pronoun or determiner ("nothing better", "no
// better place"; German "nichts Besseres", whose noun form the tagger and
// the lexicon miss, is a "top" shifter row), or after a quantifier ("any
// better") with a demonstrative as its standard, "than this" after it
// ("it doesn't get any better than this"; "it is not better than this"
// is no extreme), or, where the standard comes first in the ablative,
// before it ("Bundan iyisi yok": the better one than this; "Bundan
// kötüsü yok", the worse). neg is the negator's first token.
func (m *model) negatedComparative(toks []doc.Token, i, neg int) bool {
	t := &toks[i]
	if t.POS != "ADJ" && t.POS != "NOUN" {
		return false
	}
	demonstrative := func(k int) bool {
		return k >= 0 && k < len(toks) && slices.Contains(toks[k].Features, "PronType=Dem") && toks[k].POS == "PRON"
	}
	// The standard before it, in the ablative, of an adjective made a
	// noun by a possessive ("Bundan (daha) iyisi": the better one than
	// this; not "Bundan memnun değilim", whose ablative is the object).
	if t.POS == "ADJ" && m.possessed(t) {
		for k := i - 1; k >= 0 && k >= i-2; k-- {
			if demonstrative(k) && slices.Contains(toks[k].Features, "Case=Abl") {
				return true
			}
		}
	}
	if !m.comparative(t) {
		return false
	}
	if n := &toks[neg]; neg < i && slices.Contains(n.Features, "PronType=Neg") {
		return true // "nothing better"
	}
	// "any better than this": a quantifier, the comparison word, then a
	// demonstrative.
	return i > 0 && m.quantifier(&toks[i-1]) &&
		i+2 < len(toks) && m.shifters[m.lower(toks[i+1].Text)] == compare && demonstrative(i+2)
}

// quantifier reports a word that is, by its tags or the lexicon's
// analyses of its form, an indefinite or negative determiner or pronoun
// ("any", "no", "kein"; the tagger may call "any" an adverb).
func (m *model) quantifier(t *doc.Token) bool {
	q := func(fs []string) bool {
		return slices.Contains(fs, "PronType=Ind") || slices.Contains(fs, "PronType=Neg")
	}
	if q(t.Features) {
		return true
	}
	if m.lookup == nil || t.Kind != doc.Word {
		return false
	}
	return slices.ContainsFunc(m.lookup(m.lower(t.Text)), func(a lexdata.Analysis) bool {
		return (a.Lexeme.POS == "DET" || a.Lexeme.POS == "PRON") && q(a.Features)
	})
}

// possessed reports an adjective with a third-person possessive, made a
// noun ("iyisi", "kötüsü": the good one, the bad one of it): by its
// features or, where the Turkish tagger gave none, its form, the lemma
// and a possessive ending.
func (m *model) possessed(t *doc.Token) bool {
	if slices.Contains(t.Features, "Person[psor]=3") {
		return true
	}
	if m.lang != "tr" || t.Lemma == "" {
		return false
	}
	ending, ok := strings.CutPrefix(m.lower(t.Text), m.lower(t.Lemma))
	return ok && slices.Contains(turkishPossessive3, ending)
}

// turkishPossessive3 are the endings of the Turkish third-person
// possessive, by vowel harmony, after a vowel ("-sı") and after a
// consonant ("-ı"). It is the grammar of one suffix, not a word list.
var turkishPossessive3 = []string{"sı", "si", "su", "sü", "ı", "i", "u", "ü"}

// comparative reports an adjective of the comparative degree by its
// tagger's features or, where the tagger missed it ("Besseres"), by the
// lexicon's analyses of its form.
func (m *model) comparative(t *doc.Token) bool {
	if slices.Contains(t.Features, "Degree=Cmp") {
		return true
	}
	if m.lookup == nil {
		return false
	}
	cmp := func(a lexdata.Analysis) bool { return slices.Contains(a.Features, "Degree=Cmp") }
	// The form as written ("Besseres", a German noun) and case-folded
	// ("Better" at the start of a sentence).
	if slices.ContainsFunc(m.lookup(t.Text), cmp) {
		return true
	}
	lower := m.lower(t.Text)
	return lower != t.Text && slices.ContainsFunc(m.lookup(lower), cmp)
}

// afterCompare reports a word of the standard of a comparison, at most
// shiftScope tokens after the comparison word: "funnier than the dreadful
// original" praises the film, and "dreadful" judges nothing of it.
func afterCompare(roles []shiftKind, start, i int) bool {
	for j := i - 1; j >= start && j >= i-shiftScope; j-- {
		if roles[j] == compare {
			return true
		}
	}
	return false
}

// afterExcess reports a word right after an excess word ("too").
func afterExcess(toks []doc.Token, roles []shiftKind, i int) bool {
	return i > 0 && roles[i-1] == excess
}

func spanText(toks []doc.Token, from, to int) string {
	var b strings.Builder
	for i := from; i <= to; i++ {
		b.WriteString(toks[i].Text)
		if i < to && toks[i].SpaceAfter {
			b.WriteByte(' ')
		}
	}
	return b.String()
}

// expression turns a clause of sentence s with scored words into a
// snippet; judged are the sentence's judged nouns (judgedNouns).
func (m *model) expression(s *doc.Sentence, c *clause, roles []shiftKind, judged map[int]nounRole, si int, runes []rune) (Expression, bool) {
	if c.weight == 0 || len(c.words) == 0 {
		return Expression{}, false
	}
	toks := s.Tokens
	// The snippet's judgements leave out the nouns judged by its other
	// words (they still count in the document score).
	judgement := *c
	judgement.words = m.withoutTopics(slices.Clone(c.words), toks, judged)
	c = &judgement
	var pos, neg, sum float64
	for _, w := range c.words {
		if w.valence > 0 {
			pos += w.valence
		} else {
			neg -= w.valence
		}
		sum += w.valence * c.weight
	}
	if pos == 0 && neg == 0 {
		return Expression{}, false
	}
	e := Expression{Sentence: si, Valence: sum, Polarity: polarityOf(pos, neg)}
	// Span: the clause without the contrast word that opens it and
	// without punctuation at either end.
	first, last := c.start, c.end-1
	for first <= last && (toks[first].Kind == doc.Punctuation || toks[first].Class == doc.ClassPunct) {
		first++
	}
	for first <= last && (roles[first] == butWord || roles[first] == although) {
		first++
	}
	for last >= first && toks[last].Kind == doc.Punctuation {
		last--
	}
	if first > last {
		return Expression{}, false
	}
	e.Offset = toks[first].Offset
	end := toks[last].End()
	if e.Offset < 0 || end > len(runes) || end < e.Offset {
		return Expression{}, false
	}
	e.Length = end - e.Offset
	e.Text = string(runes[e.Offset:end])

	var parts []string
	strongest := c.words[0]
	for _, w := range c.words {
		text := toks[w.tok].Text
		if w.extra > 0 {
			text = spanText(toks, w.tok, w.tok+w.extra) // "tavsiye ederim"
		}
		if roles[w.tok] == unbeaten {
			last := w.tok
			for last+1 < c.end && roles[last+1] == unbeaten {
				last++
			}
			text = spanText(toks, w.tok, last) // "nothing beats"
		}
		if !slices.Contains(e.Reasons, text) {
			e.Reasons = append(e.Reasons, text)
		}
		if math.Abs(w.valence) > math.Abs(strongest.valence) {
			strongest = w
		}
		p := fmt.Sprintf("'%s' is %s", text, polarityWord(w.base))
		for _, n := range w.notes {
			p += "; " + n
		}
		parts = append(parts, p)
	}
	if c.why != "" && c.weight != 1 {
		parts = append(parts, "the clause counts less or more: "+c.why)
	}
	e.Explanation = strings.Join(parts, "; ")
	e.Targets = m.targetNames(c, toks, runes)
	if len(e.Targets) == 0 {
		// No target in the phrase structure (or none parsed: a language
		// without a tagger): the nearest noun.
		isReason := func(i int) bool {
			return slices.ContainsFunc(c.words, func(w scored) bool { return w.tok == i })
		}
		if k := m.nearestNounFor(s, roles, c, strongest.tok, isReason); k >= 0 {
			e.Targets = []string{termText(target{start: k, end: k + 1, head: k}, toks, runes)}
		}
	}
	return e, true
}

// targetNames names what a clause's judgements are about, strongest
// judgement first: the aspect categories evaluative adjectives name
// ("overpriced": price) or their targets belong to ("breakfast": food);
// without any, the target terms as written.
func (m *model) targetNames(c *clause, toks []doc.Token, runes []rune) []string {
	words := slices.Clone(c.words)
	slices.SortStableFunc(words, func(a, b scored) int {
		return cmpAbs(b.valence, a.valence)
	})
	var cats, terms []string
	add := func(list *[]string, name string) {
		if name != "" && !slices.Contains(*list, name) {
			*list = append(*list, name)
		}
	}
	for _, w := range words {
		if cat := m.shared.aspects.adjectiveCategory(&toks[w.tok]); cat != "" && len(w.targets) > 0 {
			add(&cats, cat)
			continue
		}
		for _, t := range w.targets {
			if t.category != "" {
				add(&cats, t.category)
			} else {
				add(&terms, termText(t, toks, runes))
			}
		}
	}
	// Categories, when the clause names any, say what the terms would
	// repeat ("the hotel is close to the attractions": location).
	if len(cats) > 0 {
		return cats
	}
	return terms
}

func cmpAbs(a, b float64) int {
	switch x, y := math.Abs(a), math.Abs(b); {
	case x < y:
		return -1
	case x > y:
		return 1
	}
	return 0
}

// inClause keeps the targets inside the clause when there are any: a
// contrast word splits a coordination the parser may have joined ("great
// food but the service ..."); a clause without a target of its own keeps
// the one its predicate borrows ("the food was good, but overpriced").
func inClause(ts []target, c *clause) []target {
	var in []target
	for _, t := range ts {
		if t.start >= c.start && t.end <= c.end {
			in = append(in, t)
		}
	}
	if len(in) > 0 {
		return in
	}
	return ts
}

// termText is a target term as written, a Korean noun without its
// particle.
func termText(t target, toks []doc.Token, runes []rune) string {
	last := &toks[t.end-1]
	from, to := toks[t.start].Offset, last.End()
	if from < 0 || to > len(runes) || to < from {
		return toks[t.head].Text
	}
	if noun, ok := koreanNoun(last.Text); ok && isNoun(last) && noun == last.Lemma {
		// A Korean noun with its particle ("방은"): the term is the noun.
		if cut := to - (utf8.RuneCountInString(last.Text) - utf8.RuneCountInString(noun)); cut > from {
			to = cut
		}
	}
	return string(runes[from:to])
}

// aspects gathers the targets of a sentence's judgements: each term once,
// with the weighted sum of the judgements about it.
func (m *model) aspects(clauses []clause, toks []doc.Token, judged map[int]nounRole, si int, runes []rune) []Aspect {
	type acc struct {
		Aspect
		pos, neg float64
	}
	var out []acc
	for ci := range clauses {
		c := &clauses[ci]
		if c.weight == 0 {
			continue
		}
		for _, w := range c.words {
			if judged[w.tok] != otherNoun {
				continue
			}
			for _, t := range w.targets {
				if !m.shared.aspects.aspectWorthy(t, toks) {
					continue
				}
				k := slices.IndexFunc(out, func(a acc) bool { return a.Offset == toks[t.start].Offset })
				if k < 0 {
					text := termText(t, toks, runes)
					out = append(out, acc{Aspect: Aspect{Sentence: si, Offset: toks[t.start].Offset,
						Length: utf8.RuneCountInString(text), Term: text, Category: t.category}})
					k = len(out) - 1
				}
				v := w.valence * c.weight
				out[k].Valence += v
				if v > 0 {
					out[k].pos += v
				} else {
					out[k].neg -= v
				}
			}
		}
	}
	res := make([]Aspect, 0, len(out))
	for _, a := range out {
		a.Polarity = polarityOf(a.pos, a.neg)
		res = append(res, a.Aspect)
	}
	slices.SortStableFunc(res, func(a, b Aspect) int { return a.Offset - b.Offset })
	return res
}

// polarityOf names the balance of positive and negative weight.
func polarityOf(pos, neg float64) string {
	switch {
	case pos > 0 && neg > 0 && min(pos, neg) >= mixedRatio*max(pos, neg):
		return Mixed
	case pos > neg:
		return Positive
	default:
		return Negative
	}
}

func polarityWord(v float64) string {
	if v > 0 {
		return Positive
	}
	return Negative
}

// nearestNounFor is the index of the noun of clause c closest to token
// at that skip does not exclude and that is not the holder of a verb at
// at (holder), or -1: what a judgement without a target in the phrase
// structure is about.
func (m *model) nearestNounFor(s *doc.Sentence, roles []shiftKind, c *clause, at int, skip func(int) bool) int {
	verb := s.Tokens[at].POS == "VERB"
	return nearestNounWhere(s.Tokens, roles, c, at, m.unknownNouns, func(i int) bool {
		return skip(i) || verb && m.holder(s, i, at)
	})
}

// nearestNounWhere is the index of the noun of the clause closest to token
// at that skip does not exclude, or -1.
func nearestNounWhere(toks []doc.Token, roles []shiftKind, c *clause, at int, unknownNouns bool, skip func(int) bool) int {
	// Content nouns first; then the nouns some stopword lists hold
	// ("makanan", "خدمات") and infinitives a determiner makes nouns ("het
	// eten"); last, where the lexicon lacks most nouns (unknownNouns), a
	// word before it the lexicon does not know, whose tag is the tagger's
	// guess ("خواړه", tagged a determiner; mostly nouns). Elsewhere an
	// unknown word is mostly a misspelling ("realy").
	for _, noun := range []func(int) bool{
		func(i int) bool { return isNoun(&toks[i]) },
		func(i int) bool { return taggedNoun(toks, i) },
		func(i int) bool { return unknownNouns && i < at && unknownWord(&toks[i]) },
	} {
		best, bestDist := -1, 0
		for i := c.start; i < c.end; i++ {
			if skip(i) || roles[i] != noShift || !noun(i) {
				continue
			}
			d := i - at
			if d < 0 {
				d = -d
			}
			if best < 0 || d < bestDist {
				best, bestDist = i, d
			}
		}
		if best >= 0 {
			return best
		}
	}
	return -1
}

// taggedNoun reports a word the tagger calls a noun, stopword or not, or
// an infinitive right after a determiner ("het eten", "el comer").
func taggedNoun(toks []doc.Token, i int) bool {
	t := &toks[i]
	if t.Kind != doc.Word {
		return false
	}
	return t.POS == "NOUN" || t.POS == "PROPN" ||
		t.POS == "VERB" && slices.Contains(t.Features, "VerbForm=Inf") && i > 0 && toks[i-1].POS == "DET"
}

// unknownWord reports a word of letters the lexicon gives no reading,
// outside the stopword list.
func unknownWord(t *doc.Token) bool {
	return t.Kind == doc.Word && t.Class == doc.ClassText && !t.Stopword && len(t.Readings) == 0 && t.Family == 0 &&
		!strings.ContainsFunc(t.Text, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.Is(unicode.Mn, r) })
}

func isNoun(t *doc.Token) bool {
	if t.Kind != doc.Word || t.Stopword {
		return false
	}
	if t.POS != "" {
		return t.POS == "NOUN" || t.POS == "PROPN"
	}
	for _, r := range t.Readings {
		if r.POS == "NOUN" || r.POS == "PROPN" {
			return true
		}
	}
	return false
}
