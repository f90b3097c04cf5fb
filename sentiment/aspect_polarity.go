package sentiment

import (
	"context"
	"math"
	"strconv"

	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/lexdata"
)

// The polarity of a term: a logistic regression (fitPolarity) over what
// the lexicon and the phrase rules say around it (the judgements the rules
// tie to it, the balance of its clause, the nearest opinion words, the
// sentence's tally, the lexicon scores around it by sign and clause) and
// what the lexicon leaves out (the adjectives, adverbs and verbs of its
// clause and its pairs of words, the words on either side of it, the
// phrases beside it in the parse), trained with the tagger
// (SectionAspectTagger) on the terms of the SemEval files that carry a
// polarity.
// Tried in the cross-validation and left out, as no better: the words in
// a negation's scope marked apart, the term's own words, the nearest
// adjective and verb of its clause, the whole sentence's words, the word
// pairs around it, the features crossed with the domain, and a heavier or
// biased neutral class (more neutral recall, less accuracy); and with the
// regression (0.735), none gaining more than 0.002 (0.729 to 0.737): the
// balance of the opinion words whose phrase-structure targets hold the
// term and of those that judge something else, the opinion words nearer
// the term than the sentence's other terms, the opinion word nearest in
// the parse tree, the term's aspect category, SentiWordNet over its
// clause, the concept families or all lemmas of its clause, its words in
// a negation's scope marked apart, 2 or 6 words of window, every feature
// crossed with the domain, a heavier neutral class, five regressions
// summed, and the perceptrons' weights added to the regression's.
// A later round, over packs where the same cross-validation gives 0.738
// (seeds 0.737 to 0.740), found nothing better either (0.700 to 0.740,
// none outside the seeds' spread):
// the words and word pairs of the term's clause by side and distance, the
// sign of its clause crossed with the contrast weight and with the rest
// of the sentence, lexicon sums by distance and by part of speech, the
// term's phrase and role in the parse, the opinion words nearer it than
// the sentence's other given terms, pairs of the rule and lexicon
// features, where the opinion words are (none in the sentence, none in
// the clause; as a rule that says neutral, 0.719 and 0.663), rare
// features left out, terms' features scaled by their number, weights
// averaged over the passes, naive Bayes added, the rule terms of the
// sentences without terms taught their categories' polarity, and each
// feature kind left out in turn (0.730 to 0.739).

// Classes of the polarity classifier (as many as the tagger's tags: the
// two share the row format).
const (
	classPositive = iota
	classNegative
	classNeutral
	numClasses = numTags
)

var classNames = [numClasses]string{Positive, Negative, Neutral}

func classOf(polarity string) int {
	for k, n := range classNames {
		if n == polarity {
			return k
		}
	}
	return -1
}

// Polarity feature kinds, hashed after the tagger's.
const (
	pBias byte = iota + 64
	pRule
	pRuleOverlap
	pClause
	pClauseWeight
	pNearest
	pNearestWord
	pSecond
	pSentence
	pHead
	pLeft
	pRight
	pClauseWords
	pModified
	pFallback
	pDomain
	pClauseLemma
	pWhy
	pSibling
	pSiblingOpinion
	pWindow
	pRightPair
	pLexicon
	pClauseBigram
)

// polarityWindow is how many words either side of a term the window
// features take: 4 did better than 2 or 6 in the cross-validation inside
// the training parts (lexdata/packbuild TestAspectTaggerCV).
const polarityWindow = 4

// sentenceCue is the balance of a sentence beyond which a term outside
// every judgement takes the sentence's polarity: about one clear lexicon
// word (set a priori).
const sentenceCue = 0.3

// valenceBucket names a sum of valence by sign and rough size.
func valenceBucket(v float64) string {
	a := math.Abs(v)
	size := "s"
	switch {
	case a == 0:
		return "0"
	case a >= 2:
		size = "l"
	case a >= 1:
		size = "m"
	}
	if v > 0 {
		return "+" + size
	}
	return "-" + size
}

// distanceBucket names how far apart two tokens are.
func distanceBucket(d int) string {
	switch {
	case d <= 1:
		return "1"
	case d <= 3:
		return "3"
	case d <= 6:
		return "6"
	}
	return "far"
}

// polarityFeatures returns the features of the term of tokens start..end-1
// of a sentence whose clauses were scored and whose rule terms are rules.
func (m *model) polarityFeatures(s *doc.Sentence, rules []Aspect, clauses []clause, start, end int) []uint32 {
	toks := s.Tokens
	from, to := toks[start].Offset, toks[end-1].End()
	fs := []uint32{hashFeature(pBias)}
	rule, overlap := "none", "none"
	for _, a := range rules {
		switch {
		case a.Offset == from && a.Offset+a.Length == to:
			rule = a.Polarity
		case a.Offset < to && from < a.Offset+a.Length && a.Polarity != Neutral:
			overlap = a.Polarity
		}
	}
	fs = append(fs, hashString(pRule, rule), hashString(pRuleOverlap, overlap))
	head := end - 1
	var total float64
	type near struct {
		tok  int
		v    float64
		same bool
	}
	var best, second *near
	// What the rules alone would say: the judgement of the term, else of
	// a term overlapping it, else its clause's balance, else the
	// sentence's when it is clear.
	var clauseSum float64
	inClause := false
	for ci := range clauses {
		c := &clauses[ci]
		in := c.start <= head && head < c.end
		var sum float64
		for _, w := range c.words {
			sum += w.valence * c.weight
			if w.tok >= start && w.tok < end {
				continue
			}
			n := &near{w.tok, w.valence * c.weight, in}
			d := distance(n.tok, start, end)
			switch {
			case best == nil || d < distance(best.tok, start, end):
				best, second = n, best
			case second == nil || d < distance(second.tok, start, end):
				second = n
			}
			if in {
				fs = append(fs, hashString(pClauseWords, valenceBucket(w.valence)[:1]+m.lower(toks[w.tok].Lemma)))
				for _, note := range w.notes {
					if note != "" {
						fs = append(fs, hashFeature(pModified))
						break
					}
				}
			}
		}
		total += sum
		if in {
			clauseSum, inClause = sum, len(c.words) > 0 && c.weight != 0
			fs = append(fs, hashString(pClause, valenceBucket(sum)),
				hashString(pClauseWeight, strconv.FormatFloat(c.weight, 'f', 1, 64)))
		}
	}
	if best != nil {
		side := "r"
		if best.tok < start {
			side = "l"
		}
		key := valenceBucket(best.v)[:1] + side + distanceBucket(distance(best.tok, start, end)) + strconv.FormatBool(best.same)
		fs = append(fs, hashString(pNearest, key), hashString(pNearestWord, valenceBucket(best.v)[:1]+m.lower(toks[best.tok].Lemma)))
	}
	if second != nil {
		fs = append(fs, hashString(pSecond, valenceBucket(second.v)[:1]+strconv.FormatBool(second.same)))
	}
	fallback := Neutral
	switch {
	case rule != "none" && rule != Neutral:
		fallback = rule
	case overlap != "none":
		fallback = overlap
	case inClause && clauseSum != 0:
		fallback = polarityWord(clauseSum)
	case math.Abs(normalise(total)) > sentenceCue:
		fallback = polarityWord(total)
	}
	fs = append(fs, hashString(pSentence, valenceBucket(total)), hashString(pHead, m.wordKey(toks, head)),
		hashString(pFallback, fallback))
	fs = m.clauseFeatures(fs, s, clauses, start, end)
	if start > 0 {
		fs = append(fs, hashString(pLeft, m.lower(toks[start-1].Text)))
	}
	if end < len(toks) {
		fs = append(fs, hashString(pRight, m.lower(toks[end].Text)))
	}
	if dom := domainOf(m.shared.aspects, toks); dom != "" {
		fs = append(fs, hashString(pDomain, dom), hashString(pDomain, dom+fallback))
	}
	fs = lexiconFeatures(fs, clauses, start, end)
	return m.windowFeatures(fs, toks, start, end)
}

// lexiconFeatures adds the lexicon scores of the opinion words around a
// term, as NRC-Canada's SemEval-2014 system used them: by sign, the sum,
// the largest and the count of the scores in the term's clause and in the
// rest of the sentence, and the sum weighted by nearness.
func lexiconFeatures(fs []uint32, clauses []clause, start, end int) []uint32 {
	type side struct {
		sum, top float64
		n        int
	}
	var agg [2][2]side // [in clause][positive]
	var near float64
	for ci := range clauses {
		c := &clauses[ci]
		in := 0
		if c.start <= start && end <= c.end {
			in = 1
		}
		for _, w := range c.words {
			if w.tok >= start && w.tok < end || w.valence == 0 {
				continue
			}
			pos := 0
			if w.valence > 0 {
				pos = 1
			}
			a := &agg[in][pos]
			a.sum += w.valence
			a.n++
			if math.Abs(w.valence) > math.Abs(a.top) {
				a.top = w.valence
			}
			near += w.valence * c.weight / float64(distance(w.tok, start, end))
		}
	}
	for in := range agg {
		for pos := range agg[in] {
			a := agg[in][pos]
			key := strconv.Itoa(in) + strconv.Itoa(pos)
			fs = append(fs, hashString(pLexicon, key+"s"+valenceBucket(a.sum)), hashString(pLexicon, key+"t"+valenceBucket(a.top)),
				hashString(pLexicon, key+"n"+strconv.Itoa(min(a.n, 3))))
		}
	}
	return append(fs, hashString(pLexicon, "near"+valenceBucket(near)))
}

// wordKey is how the polarity features name word i of a sentence: its
// lemma, lower-cased, but for a capitalised word after the first, most
// often a name, its form: a name read as a common noun's inflection
// shares that noun's lemma ("Windows" and "window", whose laptop reviews
// taught "We sat by the window" a negative).
func (m *model) wordKey(toks []doc.Token, i int) string {
	if t := &toks[i]; i > 0 && (t.Case == doc.CaseCapitalized || t.Case == doc.CaseMixed) {
		return m.lower(t.Text)
	}
	return m.lower(toks[i].Lemma)
}

// windowFeatures adds the words around a term that the lexicon may not
// know to judge it ("the fish was *undercooked*", "*worth* the wait"):
// the words (wordKey) on either side and the pair right after it.
func (m *model) windowFeatures(fs []uint32, toks []doc.Token, start, end int) []uint32 {
	for i := max(start-polarityWindow, 0); i < start; i++ {
		fs = append(fs, hashString(pWindow, "l"+m.wordKey(toks, i)))
	}
	for i := end; i < min(end+polarityWindow, len(toks)); i++ {
		fs = append(fs, hashString(pWindow, "r"+m.wordKey(toks, i)))
	}
	if end+1 < len(toks) {
		fs = append(fs, hashString(pRightPair, m.wordKey(toks, end)+" "+m.wordKey(toks, end+1)))
	}
	return fs
}

// clauseFeatures adds what the term's clause says beyond the lexicon: the
// lemmas of its adjectives, adverbs and verbs (words that judge one kind
// of product and not another: "hot", "crashes"), the pairs of lemmas that
// follow one another in it, from a word outside the term ("not worth",
// "at best", "no time"), why the clause weighs
// what it does (a contrast, a question), and, from the parse, the heads
// of the phrases beside the smallest phrase holding the term ("the screen
// | is | too dim"), with the sign of those that are opinion words.
func (m *model) clauseFeatures(fs []uint32, s *doc.Sentence, clauses []clause, start, end int) []uint32 {
	toks := s.Tokens
	opinion := map[int]float64{}
	for ci := range clauses {
		c := &clauses[ci]
		for _, w := range c.words {
			opinion[w.tok] = w.valence
		}
		if c.start > start || end > c.end {
			continue
		}
		if c.why != "" {
			fs = append(fs, hashString(pWhy, c.why))
		}
		last := min(c.end, len(toks))
		for i := max(c.start, 0); i < last; i++ {
			if i >= start && i < end {
				continue
			}
			if i+1 < last {
				fs = append(fs, hashString(pClauseBigram, m.wordKey(toks, i)+" "+m.wordKey(toks, i+1)))
			}
			switch toks[i].POS {
			case "ADJ", "ADV", "VERB":
				fs = append(fs, hashString(pClauseLemma, m.wordKey(toks, i)))
			}
		}
	}
	if len(s.Parses) == 0 {
		return fs
	}
	siblings := enclosingSiblings(s.Parses[0].Phrases, start, end)
	for k := range siblings {
		p := &siblings[k]
		if p.Start < end && start < p.End || p.Head < 0 || p.Head >= len(toks) {
			continue
		}
		fs = append(fs, hashString(pSibling, p.Type+" "+m.wordKey(toks, p.Head)))
		for i := max(p.Start, 0); i < min(p.End, len(toks)); i++ {
			if v := opinion[i]; v != 0 {
				fs = append(fs, hashString(pSiblingOpinion, p.Type+valenceBucket(v)[:1]))
			}
		}
	}
	return fs
}

// enclosingSiblings returns the phrases that share a parent with the
// smallest phrase holding the tokens start..end-1 (that phrase among
// them), or nil when no phrase holds them.
func enclosingSiblings(ps []doc.Phrase, start, end int) []doc.Phrase {
	for k := range ps {
		p := &ps[k]
		if p.Start <= start && end <= p.End {
			if inner := enclosingSiblings(p.Children, start, end); inner != nil {
				return inner
			}
			return ps
		}
	}
	return nil
}

// distance is how many tokens lie between token i and the span
// start..end-1, plus one.
func distance(i, start, end int) int {
	if i < start {
		return start - i
	}
	return i - end + 1
}

// classify returns the polarity the classifier gives a term's features.
func (t *aspectTagger) classify(fs []uint32) string {
	var scores [numClasses]int32
	for _, f := range fs {
		if r, ok := t.polarity[f]; ok {
			for j, w := range r {
				scores[j] += int32(w)
			}
		}
	}
	best := classNeutral
	for j := range numClasses {
		if scores[j] > scores[best] {
			best = j
		}
	}
	return classNames[best]
}

// tokenSpan returns the tokens start..end-1 of a sentence that lie inside
// the rune span from..to, and false when none do.
func tokenSpan(toks []doc.Token, from, to int) (start, end int, ok bool) {
	start, end = -1, -1
	for i := range toks {
		if toks[i].Offset >= from && toks[i].End() <= to {
			if start < 0 {
				start = i
			}
			end = i + 1
		}
	}
	return start, end, start >= 0
}

// TermPolarities returns the polarity (Positive, Negative or Neutral) of
// each given term of a review (rune spans of d.Text, end exclusive), as
// the language's learned classifier (SectionAspectTagger) judges it in its
// sentence: SemEval's aspect polarity with the terms given. It returns
// nil when the language has no classifier; a term within no sentence's
// tokens is Neutral. opts.Tagger, when not nil, judges in place of the
// pack's classifier; the format is always a review.
func TermPolarities(ctx context.Context, d *doc.Document, lang *lexdata.Language, core *lexdata.Core, terms [][2]int, opts Options) ([]string, error) {
	if d == nil {
		return nil, nil
	}
	m, err := modelFor(d.Lang, lang, core)
	if err != nil {
		return nil, err
	}
	m = m.withTagger(opts.Tagger)
	if m.tagger == nil || len(m.tagger.polarity) == 0 {
		return nil, nil
	}
	m = m.withFormat("review").withDocument(d, lang)
	out := make([]string, len(terms))
	for k := range out {
		out[k] = Neutral
	}
	err = m.eachRuleSentence(ctx, d, func(s *doc.Sentence, rules []Aspect, clauses []clause) {
		for k, span := range terms {
			if start, end, ok := tokenSpan(s.Tokens, span[0], span[1]); ok {
				out[k] = m.tagger.classify(m.polarityFeatures(s, rules, clauses, start, end))
			}
		}
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// eachRuleSentence calls fn with every sentence of d that has tokens and
// the rules' aspects and clauses of it, stopping with ctx's error.
func (m *model) eachRuleSentence(ctx context.Context, d *doc.Document, fn func(s *doc.Sentence, rules []Aspect, clauses []clause)) error {
	runes := []rune(d.Text)
	for si := range d.Sentences {
		if err := ctx.Err(); err != nil {
			return err
		}
		s := &d.Sentences[si]
		if len(s.Tokens) == 0 {
			continue
		}
		rules, clauses := m.ruleAspects(s, si, runes)
		fn(s, rules, clauses)
	}
	return nil
}
