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
// mostly keep their polarity). Counterfactuals ("should have been
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
// "اچھا", "berbattı" under "berbat"). A noun whose polarity is borrowed
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
// ("the fan is noisy").
// Result.Aspects lists the target terms with the
// polarity of the judgements about each. Where the phrase structure
// gives none (a language without a tagger, or a noun the tagger missed),
// the snippet's target is the nearest noun of the clause.
//
// In a review, where the language pack has a learned aspect tagger
// (SectionAspectTagger, trained on four fifths of the SemEval aspect
// files), the terms are the tagger's, the rules' terms among its
// features, and their polarity the learned classifier's over what the
// rules say around each term (TermPolarities).
//
// Where the language pack has a learned document model (SectionDocModel,
// a logistic regression over the rules' findings and the words, trained
// on labelled review sentences), it gives the document score.
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
	weakShare    = 0.1 // the document score from weak evidence alone, at most
	mixedRatio   = 0.3 // minor side at least this share of the major: mixed
	strongMT     = 2.4 // a machine-translated entry a stopword keeps (AFINN ±3 x0.8)
	// excessValence is an adjective's after an excess word ("too small"):
	// a mild negative, as a fault found in a review.
	excessValence = -1.5
)

// Analyze returns the sentiment of a document the tokenize and senses
// stages have annotated. lang gives the language's word valences and core
// the valences of concept families and emoji; either may be nil, and the
// analysis then uses what remains (shifters alone find nothing). ctx is
// checked between sentences.
func Analyze(ctx context.Context, d *doc.Document, lang *lexdata.Language, core *lexdata.Core, opts Options) (Result, error) {
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
func analyzeRules(ctx context.Context, d *doc.Document, lang *lexdata.Language, core *lexdata.Core, opts Options) (Result, *model, error) {
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
	m = m.withFormat(opts.Format).withDocument(d, lang)
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
	tok     int
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
	clauses := splitClauses(toks, roles)
	question := isQuestion(toks)
	allCaps := sentenceAllCaps(toks)

	// Clause weights: contrast and conditions.
	sawBut := -1
	for ci := range clauses {
		c := &clauses[ci]
		c.weight = 1
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
			if roles[i] != noShift && !(danglingBooster(toks, roles, heads, i, c.end) && judgesAlone(&toks[i])) || afterCompare(roles, c.start, i) {
				continue
			}
			v := m.valence(&toks[i])
			if v != 0 && m.inNounLemma(toks, i) {
				v = 0 // "hard drive", "solid food": a name, not a judgement
			}
			var targets []target
			described := false
			if m.contextual[m.lower(toks[i].Lemma)] != nil || m.contextual[m.lower(toks[i].Text)] != nil {
				targets = inClause(m.targetsOf(s, i), c)
				if cv, ok := m.contextValence(s, i, targets, c); ok {
					v, described = cv, true // "a long wait", "a long battery life"
				} else {
					// Out of its contexts the word keeps only what its own
					// lexicon entry says: the family table would lend "long"
					// the polarity of "protracted".
					v = m.ownValence(&toks[i])
				}
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

	var out []Expression
	for ci := range clauses {
		if e, ok := m.expression(&clauses[ci], toks, roles, si, runes); ok {
			out = append(out, e)
		}
	}
	as := m.aspects(clauses, toks, si, runes)
	if m.review {
		as = m.mentionedAspects(s, as, si, runes)
	}
	return out, as, clauses, t
}

// withoutTopics drops from a clause's scored words the nouns that only
// borrowed a polarity (from the concept family or a machine translation,
// not the language's own lexicon) and are what another word of the clause
// judges: its target, or without one the noun nearest it
// ("料理はとても美味しかった", "خدمات خوب نبود": the family of "cuisine" or
// "duty" says nothing of them).
func (m *model) withoutTopics(words []scored, toks []doc.Token, roles []shiftKind, c *clause) []scored {
	judged := map[int]bool{}
	for _, w := range words {
		t := &toks[w.tok]
		if t.POS == "NOUN" || t.POS == "PROPN" {
			continue
		}
		for _, tg := range w.targets {
			judged[tg.head] = true
		}
		if len(w.targets) == 0 {
			if k := nearestNounIndex(toks, roles, c, w.tok); k >= 0 {
				judged[k] = true
			}
		}
	}
	if len(judged) == 0 {
		return words
	}
	return slices.DeleteFunc(words, func(w scored) bool {
		t := &toks[w.tok]
		return judged[w.tok] && (t.POS == "NOUN" || t.POS == "PROPN") && m.ownValence(t) == 0
	})
}

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

// judgedNouns marks the nouns that head a target of another word's
// judgement: the term judged, whose own entry in the lexicon says nothing
// of it ("the fan is noisy", "the quality is poor": "fan" and "quality"
// are what is judged, not praise of it). The document score keeps them:
// there, without a review's terms, they help more than they hurt.
func judgedNouns(clauses []clause, toks []doc.Token) map[int]bool {
	var judged map[int]bool
	for ci := range clauses {
		for _, w := range clauses[ci].words {
			for _, t := range w.targets {
				if t.head != w.tok && toks[t.head].POS == "NOUN" {
					if judged == nil {
						judged = map[int]bool{}
					}
					judged[t.head] = true
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
	return roles, heads
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
// contrast words (which start the new clause).
func splitClauses(toks []doc.Token, roles []shiftKind) []clause {
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
		case t.Kind == doc.Punctuation && isClauseMark(t.Text):
			cut(i)
		case (roles[i] == butWord || roles[i] == although) && (i == 0 || roles[i-1] != roles[i]):
			cut(i)
		}
	}
	cut(len(toks))
	return out
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
	text := t.Text
	if t.Class == doc.ClassHashtag {
		text = strings.TrimPrefix(text, "#")
	}
	v, native := m.lexiconValence(text, t)
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
		if e, ok := m.shared.families[f]; ok && (m.lang != "en" || e.weight >= 1) {
			return float64(e.valence) * min(1, float64(e.weight)) * familyWeight
		}
		if e, ok := m.shared.swn[f]; ok && mt == 0 && t.POS == "ADJ" {
			return float64(e.valence) * min(1, float64(e.weight)) * swnWeight
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

// lexiconValence is what the language's lexicon says of a word written
// text (token t's form, or a variant of it): the valence of its form's or
// its lemma's native entry (native true), else that of the first
// machine-translated one, else that of a variant with an inflectional
// ending replaced where inflects allows one.
func (m *model) lexiconValence(text string, t *doc.Token) (v float64, native bool) {
	lemma := t.Lemma
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
	for _, k := range keys {
		m.variants(k, func(v string) bool {
			if e, ok := m.words[v]; ok && m.inflects(t, v) {
				mt, native = float64(e.valence), e.native
				found = true
			}
			return !found
		})
		if found {
			break
		}
	}
	return mt, native
}

// inflects reports whether variant, token t's form or lemma with an
// inflectional ending replaced, may stand for t: the endings are an
// adjective's, and on other words they map onto unrelated entries
// ("طبعا" is no "طبع", "رحلة" no "رحل", "Kartı" no "kar"). Urdu's tagger reads most inflected adjectives as nouns
// ("اچھی"); an Arabic word whose tagger's lemma, without its diacritics,
// is the variant is one; a Turkish predicate in the past ("berbattı",
// tagged VERB with itself as lemma) is one unless the variant is a verb
// stem ("geçti", "yaşadı").
func (m *model) inflects(t *doc.Token, variant string) bool {
	if t.POS == "ADJ" || m.lang == "ur" || m.lang == "ko" && t.POS == "VERB" {
		// The Korean tagger reads "좋지", "맛없었어요" as verbs.
		return true
	}
	switch m.lang {
	case "ar":
		return stripMarks(m.lower(t.Lemma)) == variant
	case "tr":
		if m.lower(t.Lemma) != m.lower(t.Text) || m.lookup == nil {
			return false
		}
		return !slices.ContainsFunc(m.lookup(variant), func(a lexdata.Analysis) bool { return a.Lexeme.POS == "VERB" })
	}
	return false
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

// family is the token's chosen family, or its first reading's first;
// where the chosen reading's lemma is not the form's stem but another
// reading's of the same part of speech is (the form with an inflectional
// ending of data/inflections.tsv replaced: "جيدا", read as "جاد"
// "serious", is the accusative of "جيد" "good"), that reading's first.
func (m *model) family(t *doc.Token) uint32 {
	if f := m.stemFamily(t); f != 0 {
		return f
	}
	if t.Family != 0 {
		return t.Family
	}
	if len(t.Readings) > 0 && len(t.Readings[0].Families) > 0 {
		return t.Readings[0].Families[0]
	}
	return 0
}

// stemFamily is the first family of the reading whose lemma is the
// token's form with an inflectional ending replaced, when the token's own
// lemma is neither the form nor such a variant; else 0.
func (m *model) stemFamily(t *doc.Token) uint32 {
	if len(m.endings) == 0 || len(t.Readings) < 2 {
		return 0
	}
	form := m.lower(t.Text)
	stems := []string{form}
	m.variants(form, func(v string) bool { stems = append(stems, v); return true })
	if slices.Contains(stems, m.lower(t.Lemma)) {
		return 0
	}
	for _, r := range t.Readings {
		if r.POS == t.POS && len(r.Families) > 0 && slices.Contains(stems[1:], m.lower(r.Lemma)) {
			return r.Families[0]
		}
	}
	return 0
}

// modify applies the shifters before word w (within its clause, at most
// three words back; a multiword shifter counts as one) and emphasis by
// capitals.
func (m *model) modify(w *scored, toks []doc.Token, roles []shiftKind, heads []int, start, end int, allCaps bool) {
	sign := math.Copysign(1, w.valence)
	words := 0
	negated := false
	negNote := -1 // index in w.notes of the negation's note
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
		case negator, counterfact:
			if !negated {
				negated, negNote = true, len(w.notes)
				w.notes = append(w.notes, negationNote(roles[j], spanText(toks, head, j)))
			}
		}
		j = head
	}
	if !negated {
		// Negation reaches past VADER's three words to the end of its
		// clause ("does n't give us a character worth ...").
		for j := w.tok - 1; j >= start && j >= w.tok-negScope; j-- {
			if roles[j] == negator || roles[j] == counterfact || roles[j] == noShift && w.tok-j <= shiftScope && m.shiftsPolarity(&toks[j]) && !complement(toks, j, w.tok) {
				negated, negNote = true, len(w.notes)
				w.notes = append(w.notes, negationNote(roles[j], spanText(toks, max(heads[j], start), j)))
				break
			}
		}
	}
	if !negated && m.postNegation {
		// Verb-final languages negate after the predicate: "良くない",
		// "좋지 않다", "iyi değil", "اچھا نہیں".
		if j := m.negatorAfter(toks, roles, w.tok, end); j >= 0 {
			negated, negNote = true, len(w.notes)
			w.notes = append(w.notes, negationNote(negator, spanText(toks, heads[j], lastOf(heads, j, end))))
		}
	}
	if !negated && m.selfNegated(&toks[w.tok]) {
		// A verb negated by its own inflection ("beğenmedim").
		negated, negNote = true, len(w.notes)
		w.notes = append(w.notes, "its negative form negates it")
	}
	if negated && negatedBetter(toks, w.tok) {
		// "could not be happier": no further is possible, the extreme.
		negated = false
		// The negation's note, wherever a modifier further left put its
		// own after it, becomes this one.
		w.notes[negNote] = "a negated comparative says it is at its extreme"
	}
	if negated && w.valence < 0 && !w.described {
		w.valence *= negNegScale
	} else if negated {
		w.valence *= negScale
	}
	if w.valence > 0 && afterExcess(toks, roles, w.tok) {
		// "too sweet", "too close": more of a good thing is a fault.
		w.valence *= negScale
		w.notes = append(w.notes, fmt.Sprintf("'%s' makes it an excess", toks[w.tok-1].Text))
	}
	t := toks[w.tok]
	if !allCaps && t.Case == doc.CaseUpper && utf8.RuneCountInString(t.Text) > 1 {
		w.valence += math.Copysign(capsBoost, w.valence)
		w.notes = append(w.notes, "capitals stress it")
	}
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
// further degree, which says the present one is the extreme.
func negatedBetter(toks []doc.Token, i int) bool {
	t := &toks[i]
	if t.POS != "ADJ" || !slices.Contains(t.Features, "Degree=Cmp") || i == 0 {
		return false
	}
	be := &toks[i-1]
	return be.Lemma == "be" && slices.Contains(be.Features, "VerbForm=Inf")
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

// expression turns a clause with scored words into a snippet.
func (m *model) expression(c *clause, toks []doc.Token, roles []shiftKind, si int, runes []rune) (Expression, bool) {
	if c.weight == 0 || len(c.words) == 0 {
		return Expression{}, false
	}
	// The snippet's judgements leave out the nouns judged by its other
	// words (they still count in the document score; judgedNouns
	// decides separately which nouns the aspects leave out).
	judgement := *c
	judgement.words = m.withoutTopics(slices.Clone(c.words), toks, roles, c)
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
		if t := nearestNoun(toks, roles, c, strongest.tok); t != "" {
			e.Targets = []string{t}
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

// termText is a target term as written.
func termText(t target, toks []doc.Token, runes []rune) string {
	from, to := toks[t.start].Offset, toks[t.end-1].End()
	if from < 0 || to > len(runes) || to < from {
		return toks[t.head].Text
	}
	return string(runes[from:to])
}

// aspects gathers the targets of a sentence's judgements: each term once,
// with the weighted sum of the judgements about it.
func (m *model) aspects(clauses []clause, toks []doc.Token, si int, runes []rune) []Aspect {
	type acc struct {
		Aspect
		pos, neg float64
	}
	var out []acc
	judged := judgedNouns(clauses, toks)
	for ci := range clauses {
		c := &clauses[ci]
		if c.weight == 0 {
			continue
		}
		for _, w := range c.words {
			if judged[w.tok] {
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

// nearestNoun is the noun of the clause closest to token at that is not
// itself a reason of the clause.
func nearestNoun(toks []doc.Token, roles []shiftKind, c *clause, at int) string {
	isReason := func(i int) bool {
		for _, w := range c.words {
			if w.tok == i {
				return true
			}
		}
		return false
	}
	if k := nearestNounWhere(toks, roles, c, at, isReason); k >= 0 {
		return toks[k].Text
	}
	return ""
}

// nearestNounIndex is the index of the noun of the clause closest to token
// at, or -1.
func nearestNounIndex(toks []doc.Token, roles []shiftKind, c *clause, at int) int {
	return nearestNounWhere(toks, roles, c, at, func(i int) bool { return i == at })
}

// nearestNounWhere is the index of the noun of the clause closest to token
// at that skip does not exclude, or -1.
func nearestNounWhere(toks []doc.Token, roles []shiftKind, c *clause, at int, skip func(int) bool) int {
	// Content nouns first; then the nouns some stopword lists hold
	// ("makanan", "خدمات") and infinitives a determiner makes nouns ("het
	// eten").
	for _, noun := range []func(int) bool{
		func(i int) bool { return isNoun(&toks[i]) },
		func(i int) bool { return taggedNoun(toks, i) },
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
