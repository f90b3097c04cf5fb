package sentiment

import (
	"context"
	"encoding/binary"
	"errors"
	"iter"
	"maps"
	"math"
	"math/rand/v2"
	"slices"
	"strconv"
	"unicode/utf8"

	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/internal/perceptron"
	"github.com/argot-nlp/argot/lexdata"
)

// SectionAspectTagger is the language pack section holding the learned
// aspect-term tagger: a structured averaged perceptron (first-order,
// decoded by Viterbi) that tags the words of a review sentence as
// beginning, inside or outside an aspect term, over the words (and those
// up to two either side, the pairs they make, prefixes and suffixes),
// their part of speech, lemma, concept family, hypernyms and
// aspect category, the phrase they sit in, the opinion words near them,
// the terms the phrase rules (targets.go) propose and the runs of lemmas
// that were terms in its training sentences (termDict). The pack builder
// trains it on the SemEval files of devsets/sentiment, in full (the
// evaluation scores their part 1 with a tagger trained without it,
// Options.Tagger): the language's own files, or for French, whose file
// may not train a model that ships, the other languages'
// (lexdata/packbuild); a pack without it keeps the rule terms.
const SectionAspectTagger = "sentiment.aspect-tagger"

// Tags of the aspect tagger: outside a term, its first word, a later word.
const (
	tagOut = iota
	tagBegin
	tagInside
	numTags
)

// tagUnknown marks a training token whose tag the gold does not say.
const tagUnknown = -1

// rows are weights of three classes by feature hash.
type rows map[uint32][3]int16

// aspectTagger is a trained tagger (tags: tagOut, tagBegin, tagInside)
// and polarity classifier (classPositive, ...): one row of weights per
// feature; and the dictionary of the terms the tagger trained on.
type aspectTagger struct {
	tags, polarity rows
	dict           termDict
}

// AspectTagger is a trained aspect-term tagger and polarity classifier,
// as the pack builder makes and encodes them.
type AspectTagger struct{ t *aspectTagger }

// Rows is the number of weighted features of the tagger and of the
// classifier.
func (a *AspectTagger) Rows() (tagger, polarity int) { return len(a.t.tags), len(a.t.polarity) }

// Terms is the number of terms in the tagger's dictionary (termDict).
func (a *AspectTagger) Terms() int { return len(a.t.dict) }

// Encode serialises the tagger for SectionAspectTagger: a magic, then the
// tagger's rows and the classifier's, each as the row count and per row
// (keys ascending) the key's difference from the previous one and the
// three weights, as varints, then its dictionary of terms (termDict).
func (a *AspectTagger) Encode() []byte {
	out := append([]byte(nil), taggerMagic...)
	out = a.t.tags.append(out)
	out = a.t.polarity.append(out)
	return a.t.dict.append(out)
}

func (r rows) append(out []byte) []byte {
	keys := slices.Sorted(maps.Keys(r))
	out = binary.AppendUvarint(out, uint64(len(keys)))
	prev := uint32(0)
	for _, k := range keys {
		out = binary.AppendUvarint(out, uint64(k-prev))
		prev = k
		for _, w := range r[k] {
			out = binary.AppendVarint(out, int64(w))
		}
	}
	return out
}

const taggerMagic = "ATG2"

// DecodeAspectTagger reads a tagger that Encode wrote.
func DecodeAspectTagger(data []byte) (*AspectTagger, error) {
	t, err := decodeTagger(data)
	if err != nil {
		return nil, err
	}
	return &AspectTagger{t}, nil
}

var errTagger = errors.New("sentiment: malformed aspect tagger")

func decodeTagger(data []byte) (*aspectTagger, error) {
	if len(data) < len(taggerMagic) || string(data[:len(taggerMagic)]) != taggerMagic {
		return nil, errTagger
	}
	data = data[len(taggerMagic):]
	t := &aspectTagger{}
	var err error
	if t.tags, data, err = readRows(data); err != nil {
		return nil, err
	}
	if t.polarity, data, err = readRows(data); err != nil {
		return nil, err
	}
	if t.dict, data, err = readDict(data); err != nil {
		return nil, err
	}
	if len(data) != 0 {
		return nil, errTagger
	}
	return t, nil
}

// readRows reads one block of rows and returns the rest of data.
func readRows(data []byte) (rows, []byte, error) {
	n, k := binary.Uvarint(data)
	// Every row takes at least four bytes.
	if k <= 0 || n > uint64(len(data))/4 {
		return nil, nil, errTagger
	}
	data = data[k:]
	r := make(rows, n)
	key := uint64(0)
	for range n {
		d, k := binary.Uvarint(data)
		if k <= 0 || key+d > 0xffffffff || (d == 0 && len(r) > 0) {
			return nil, nil, errTagger
		}
		key += d
		data = data[k:]
		var row [3]int16
		for j := range row {
			w, k := binary.Varint(data)
			if k <= 0 || w < -32768 || w > 32767 {
				return nil, nil, errTagger
			}
			row[j] = int16(w)
			data = data[k:]
		}
		r[uint32(key)] = row
	}
	return r, data, nil
}

// tag tags a sentence's tokens from their static features: the best
// sequence of tags (bestTags).
func (t *aspectTagger) tag(static [][]uint32) []int {
	return bestTags(static, t.tags.score, nil)
}

// score adds the weights of the rows of keys to scores, one per tag.
func (r rows) score(keys []uint32, scores []int32) {
	for _, f := range keys {
		if row, ok := r[f]; ok {
			for j, w := range row {
				scores[j] += int32(w)
			}
		}
	}
}

// bestTags returns the highest-scoring tags of a sentence (Viterbi) from
// its tokens' static features and the features of the previous tag
// (withPrevious), score adding up the weights of features; a word inside
// a term only follows its first word or another inside word. Where gold
// is not nil, a token whose gold tag is known keeps it and the others
// take the tags that score best around them; bestTags returns nil when
// no sequence fits gold.
func bestTags(static [][]uint32, score func(keys []uint32, scores []int32), gold []int) []int {
	n := len(static)
	if n == 0 {
		return nil
	}
	const none = math.MinInt64
	best := make([][numTags]int64, n)
	back := make([][numTags]int8, n)
	var fs []uint32
	for i := range static {
		var own [numTags]int32
		score(static[i], own[:])
		best[i] = [numTags]int64{none, none, none}
		for p := range numTags {
			var from int64
			switch {
			case i == 0 && p != tagOut:
				continue
			case i > 0:
				if from = best[i-1][p]; from == none {
					continue
				}
			}
			var after [numTags]int32
			fs = withPrevious(fs[:0], static[i], p)
			score(fs, after[:])
			for t := range numTags {
				if t == tagInside && p == tagOut || gold != nil && gold[i] != tagUnknown && gold[i] != t {
					continue
				}
				// Ties go to the earlier previous tag: outside first.
				if v := from + int64(own[t]) + int64(after[t]); v > best[i][t] {
					best[i][t], back[i][t] = v, int8(p)
				}
			}
		}
	}
	last := -1
	for t := range numTags {
		if best[n-1][t] != none && (last < 0 || best[n-1][t] > best[n-1][last]) {
			last = t
		}
	}
	if last < 0 {
		return nil
	}
	out := make([]int, n)
	for i := n - 1; i >= 0; i-- {
		out[i] = last
		last = int(back[i][last])
	}
	return out
}

// withPrevious adds the features of the previous tag: alone, and with the
// word's first two static features (its form and part of speech).
func withPrevious(fs, static []uint32, prev int) []uint32 {
	p := byte('0' + prev)
	fs = append(fs, hashFeature(fPrev, p))
	for _, s := range static[:min(2, len(static))] {
		fs = append(fs, hashFeature(fPrevWith, p, byte(s), byte(s>>8), byte(s>>16), byte(s>>24)))
	}
	return fs
}

// Feature kinds, the first byte hashed.
const (
	fBias byte = iota + 1
	fForm
	fPOS
	fLemma
	fSuffix
	fShape
	fPrevPOS
	fNextPOS
	fPrevForm
	fNextForm
	fCategory
	fLexName
	fHypernym
	fDomain
	fRule
	fRulePrev
	fRuleNext
	fRulePOS
	fPhrase
	fHead
	fOpinion
	fOpinionNear
	fStop
	fPrev
	fPrevWith
	fPOSPair
	fFamily
	fDomainWith
	fDict
	fPrev2Form
	fNext2Form
	fBigram
	fPrefix
	fNeighbourLemma
)

// hashFeature is FNV-1a over a kind byte and value bytes.
func hashFeature(kind byte, vals ...byte) uint32 {
	h := uint32(2166136261)
	h = (h ^ uint32(kind)) * 16777619
	for _, b := range vals {
		h = (h ^ uint32(b)) * 16777619
	}
	return h
}

// hashString is FNV-1a over a kind byte and a string, ended by a
// separator.
func hashString(kind byte, s string) uint32 {
	h := uint32(2166136261)
	h = (h ^ uint32(kind)) * 16777619
	for i := 0; i < len(s); i++ {
		h = (h ^ uint32(s[i])) * 16777619
	}
	return (h ^ 0x1f) * 16777619
}

// ruleTags marks the tokens of the rule terms: 0 outside, 1 the first word
// of an unjudged term, 2 a later word of one, 3 and 4 the same of a
// judged term.
func ruleTags(toks []doc.Token, as []Aspect) []byte {
	tags := make([]byte, len(toks))
	for _, a := range as {
		first := byte(1)
		if a.Polarity != Neutral {
			first = 3
		}
		begun := false
		for i := range toks {
			if toks[i].Offset >= a.Offset && toks[i].End() <= a.Offset+a.Length {
				if begun {
					tags[i] = first + 1
				} else {
					tags[i], begun = first, true
				}
			}
		}
	}
	return tags
}

// domainFeatures is how many of a token's first static features are
// repeated with the kind of review (domainOf).
const domainFeatures = 16

// opinionWindow is how many tokens either side of a word count as near it
// for the opinion features.
const opinionWindow = 3

// taggerFeatures returns the static features of each token of a sentence.
// rules are the terms of the phrase rules (judged and unjudged) and
// words the opinion words of its clauses.
func (m *model) taggerFeatures(s *doc.Sentence, rules []Aspect, clauses []clause) [][]uint32 {
	toks := s.Tokens
	rt := ruleTags(toks, rules)
	opinion := make([]int8, len(toks))
	for ci := range clauses {
		for _, w := range clauses[ci].words {
			if w.valence > 0 {
				opinion[w.tok] = 1
			} else if w.valence < 0 {
				opinion[w.tok] = -1
			}
		}
	}
	phrase := make([]string, len(toks))
	head := make([]bool, len(toks))
	if len(s.Parses) > 0 {
		var walk func(ps []doc.Phrase)
		walk = func(ps []doc.Phrase) {
			for k := range ps {
				p := &ps[k]
				for i := max(p.Start, 0); i < min(p.End, len(toks)); i++ {
					phrase[i] = p.Type + "/" + p.Role
				}
				if p.Type == tagNP && p.Head >= 0 && p.Head < len(toks) {
					head[p.Head] = true
				}
				walk(p.Children)
			}
		}
		walk(s.Parses[0].Phrases)
	}
	form := func(i int) string {
		if i < 0 {
			return "<s>"
		}
		if i >= len(toks) {
			return "</s>"
		}
		return m.lower(toks[i].Text)
	}
	pos := func(i int) string {
		if i < 0 || i >= len(toks) {
			return "-"
		}
		return toks[i].POS
	}
	rule := func(i int) byte {
		if i < 0 || i >= len(toks) {
			return 0
		}
		return rt[i]
	}
	core := m.shared.aspects
	dom := domainOf(core, toks)
	out := make([][]uint32, len(toks))
	for i := range toks {
		t := &toks[i]
		w := form(i)
		fs := []uint32{hashString(fForm, w), hashString(fPOS, t.POS), hashFeature(fBias),
			hashString(fLemma, m.lower(t.Lemma)), hashString(fSuffix, perceptron.Suffix(w, 3)),
			hashString(fShape, shapeOf(t)), hashString(fPrevPOS, pos(i-1)), hashString(fNextPOS, pos(i+1)),
			hashString(fPOSPair, pos(i-1)+" "+t.POS+" "+pos(i+1)),
			hashString(fPrevForm, form(i-1)), hashString(fNextForm, form(i+1)),
			hashFeature(fRule, rt[i]), hashFeature(fRulePrev, rule(i-1)), hashFeature(fRuleNext, rule(i+1)),
			hashString(fRulePOS, string(rune('0'+rt[i]))+t.POS),
			hashString(fPhrase, phrase[i]), hashFeature(fHead, boolByte(head[i])),
			hashFeature(fStop, boolByte(t.Stopword)), hashFeature(fOpinion, byte(opinion[i]+1)),
		}
		fs = append(fs, hashString(fPrev2Form, form(i-2)), hashString(fNext2Form, form(i+2)),
			hashString(fBigram, form(i-1)+" "+w), hashString(fBigram, w+" "+form(i+1)),
			hashString(fPrefix, perceptron.Prefix(w, 4)), hashString(fPrefix, perceptron.Prefix(w, 5)),
			hashString(fSuffix, perceptron.Suffix(w, 2)))
		if i > 0 {
			fs = append(fs, hashString(fNeighbourLemma, "l"+m.lower(toks[i-1].Lemma)))
		}
		if i+1 < len(toks) {
			fs = append(fs, hashString(fNeighbourLemma, "r"+m.lower(toks[i+1].Lemma)))
		}
		near := 0
		for j := max(0, i-opinionWindow); j < min(len(toks), i+opinionWindow+1); j++ {
			if j != i && opinion[j] != 0 {
				near = 1
			}
		}
		fs = append(fs, hashFeature(fOpinionNear, byte(near)))
		if dom != "" {
			// The same word or rule term is a term more often in one
			// kind of review than in another: the word and context
			// features (up to the phrase) again, with the kind.
			for _, f := range fs[:domainFeatures] {
				fs = append(fs, hashString(fDomainWith, dom+strconv.FormatUint(uint64(f), 36)))
			}
		}
		if core != nil && (t.POS == "NOUN" || t.POS == "PROPN") {
			fs = append(fs, hashString(fCategory, core.nounCategory(t)))
		}
		if f := t.Family; f != 0 && core != nil {
			fs = append(fs, hashString(fFamily, strconv.FormatUint(uint64(f), 36)),
				hashString(fLexName, core.core.LexName(f)))
			for _, h := range core.core.Hypernyms(f) {
				fs = append(fs, hashString(fHypernym, strconv.FormatUint(uint64(h), 36)))
				for _, g := range core.core.Hypernyms(h) {
					fs = append(fs, hashString(fHypernym, strconv.FormatUint(uint64(g), 36)))
				}
			}
			for _, d := range core.core.Domains(f) {
				fs = append(fs, hashString(fDomain, d))
			}
		}
		out[i] = fs
	}
	return out
}

func boolByte(b bool) byte {
	if b {
		return 1
	}
	return 0
}

// shapeOf is a coarse shape of a word: its case, or that it is a number
// or punctuation.
func shapeOf(t *doc.Token) string {
	switch {
	case t.Kind == doc.Punctuation:
		return "p"
	case t.Kind == doc.Numeral:
		return "n"
	}
	return strconv.Itoa(int(t.Case))
}

// taggedAspects gives a review sentence's terms: those the tagger finds,
// and the rules' terms for the reviewed product as a whole that overlap
// none of them ("Bellini's is a charming bistro"), which the tagger never
// learnt (the English training files do not mark the product, and
// AspectExamples leaves it out of training). A term the rules found keeps
// what they said of it; another takes the polarity the classifier gives
// it, or without one, the balance of the judgements of its clause, else
// is neutral.
func (m *model) taggedAspects(s *doc.Sentence, rules []Aspect, clauses []clause, si int, runes []rune) []Aspect {
	toks := s.Tokens
	tags := m.tagger.tag(withDict(m.taggerFeatures(s, rules, clauses), m.tagger.dict.features(m.lemmas(toks))))
	var out []Aspect
	for i, end := range tagSpans(tags) {
		t := target{start: i, end: end, head: end - 1}
		off := toks[i].Offset
		text := termText(t, toks, runes)
		n := utf8.RuneCountInString(text)
		if k := slices.IndexFunc(rules, func(a Aspect) bool { return a.Offset == off && a.Length == n }); k >= 0 {
			out = append(out, rules[k])
			continue
		}
		a := Aspect{Sentence: si, Offset: off, Length: n, Term: text, Polarity: Neutral}
		if isNoun(&toks[t.head]) || toks[t.head].POS == "NOUN" {
			a.Category = m.shared.aspects.nounCategory(&toks[t.head])
			if a.Category == notAspectCategory {
				a.Category = ""
			}
		}
		if len(m.tagger.polarity) > 0 {
			a.Polarity = m.tagger.classify(m.polarityFeatures(s, rules, clauses, t.start, t.end))
		} else {
			a.Polarity, a.Valence = clauseBalance(clauses, t.head)
		}
		out = append(out, a)
	}
	for _, r := range rules {
		if r.Category != productCategory || slices.ContainsFunc(out, func(a Aspect) bool {
			return a.Offset < r.Offset+r.Length && r.Offset < a.Offset+a.Length
		}) {
			continue
		}
		out = append(out, r)
	}
	slices.SortStableFunc(out, func(a, b Aspect) int { return a.Offset - b.Offset })
	return out
}

// clauseBalance is the polarity and valence of the judgements of the
// clause holding token i (Neutral and 0 without any).
func clauseBalance(clauses []clause, i int) (string, float64) {
	for ci := range clauses {
		c := &clauses[ci]
		if c.start <= i && i < c.end && c.weight != 0 {
			var pos, neg float64
			for _, w := range c.words {
				if v := w.valence * c.weight; v > 0 {
					pos += v
				} else {
					neg -= v
				}
			}
			if pos+neg > 0 {
				return polarityOf(pos, neg), pos - neg
			}
		}
	}
	return Neutral, 0
}

// AspectExample is one sentence to train the aspect tagger on: the static
// features of its tokens and their gold tags, and the features and
// polarity class of its gold terms with a polarity.
type AspectExample struct {
	features [][]uint32
	lemmas   []string
	gold     []int
	terms    []termExample
	// foreign marks a sentence in another language than the pack's,
	// which trains the tagger but not its dictionary (termDict).
	foreign bool
}

type termExample struct {
	features []uint32
	class    int
}

// PolarityOnly returns a copy of the example that trains the polarity
// classifier alone, for files whose terms follow other guidelines.
func (e AspectExample) PolarityOnly() AspectExample {
	e.gold = make([]int, len(e.gold))
	for i := range e.gold {
		e.gold[i] = tagUnknown
	}
	return e
}

// Foreign returns a copy of the example for a sentence in another
// language than the pack's: it trains the tagger's weights, not its
// dictionary of terms.
func (e AspectExample) Foreign() AspectExample {
	e.foreign = true
	return e
}

// TermsOnly returns a copy of the example that trains the tagger alone,
// its terms' polarities left out.
func (e AspectExample) TermsOnly() AspectExample {
	e.terms = nil
	return e
}

// AspectScore is how a tagger does on examples: the gold terms, the terms
// it finds, those of them that are gold (same words), the gold terms with
// a polarity and those it gives the right one, and the polarities by gold
// (row) and given (column) class: Positive, Negative, Neutral.
type AspectScore struct {
	Gold, Found, Right, Polar, PolarRight int
	Confusion                             [numClasses][numClasses]int
}

// Add adds the counts of o to s.
func (s *AspectScore) Add(o AspectScore) {
	s.Gold += o.Gold
	s.Found += o.Found
	s.Right += o.Right
	s.Polar += o.Polar
	s.PolarRight += o.PolarRight
	for g := range o.Confusion {
		for p, n := range o.Confusion[g] {
			s.Confusion[g][p] += n
		}
	}
}

// Score tags the examples and classifies their gold terms, for
// cross-validation of the training settings. A word whose tag the gold
// does not say counts as outside every gold term.
func (a *AspectTagger) Score(examples []AspectExample) AspectScore {
	var s AspectScore
	for _, ex := range examples {
		gold, found := spans(ex.gold), spans(a.t.tag(withDict(ex.features, a.t.dict.features(ex.lemmas))))
		s.Gold += len(gold)
		s.Found += len(found)
		for sp := range found {
			if gold[sp] {
				s.Right++
			}
		}
		for _, t := range ex.terms {
			s.Polar++
			got := classOf(a.t.classify(t.features))
			s.Confusion[t.class][got]++
			if got == t.class {
				s.PolarRight++
			}
		}
	}
	return s
}

// spans are the terms of a sentence's tags, as first and end word.
func spans(tags []int) map[[2]int]bool {
	out := map[[2]int]bool{}
	for i, end := range tagSpans(tags) {
		out[[2]int{i, end}] = true
	}
	return out
}

// tagSpans yields the terms of a sentence's tags in order, as first and
// end word: a begin tag and the inside tags that follow it.
func tagSpans(tags []int) iter.Seq2[int, int] {
	return func(yield func(int, int) bool) {
		for i := 0; i < len(tags); i++ {
			if tags[i] != tagBegin {
				continue
			}
			end := i + 1
			for end < len(tags) && tags[end] == tagInside {
				end++
			}
			if !yield(i, end) {
				return
			}
		}
	}
}

// GoldTerm is a gold aspect term: a rune span of the text, end exclusive,
// and its polarity (Positive, Negative, Neutral; anything else, such as
// "" or "conflict", trains no polarity).
type GoldTerm struct {
	From, To int
	Polarity string
}

// AspectExamples analyses a document the stages up to phrases have
// annotated, as Analyze does for a review, and returns one training
// example per sentence, its tokens tagged by the gold terms (a token
// inside a term's span belongs to it). unmarked reports the rule terms of
// the kinds the file's guidelines do not mark as terms (of the categories
// SemEvalUnmarked gives): such a term that is no gold term is left out of
// training rather than taught as no term. unmarked may be nil.
func AspectExamples(ctx context.Context, d *doc.Document, lang *lexdata.Language, core *lexdata.Core, gold []GoldTerm, unmarked func(Aspect) bool) ([]AspectExample, error) {
	if d == nil {
		return nil, nil
	}
	m, err := modelFor(d.Lang, lang, core)
	if err != nil {
		return nil, err
	}
	c := *m.withFormat("review").withDocument(d, lang)
	c.tagger = nil // the rules' terms, never an earlier tagger's
	m = &c
	var out []AspectExample
	err = m.eachRuleSentence(ctx, d, func(s *doc.Sentence, rules []Aspect, clauses []clause) {
		ex := AspectExample{features: m.taggerFeatures(s, rules, clauses), lemmas: m.lemmas(s.Tokens), gold: make([]int, len(s.Tokens))}
		for _, g := range gold {
			start, end, ok := tokenSpan(s.Tokens, g.From, g.To)
			if !ok {
				continue
			}
			if k := classOf(g.Polarity); k >= 0 {
				ex.terms = append(ex.terms, termExample{m.polarityFeatures(s, rules, clauses, start, end), k})
			}
			begun := false
			for i, t := range s.Tokens {
				if t.Offset >= g.From && t.End() <= g.To {
					if begun {
						ex.gold[i] = tagInside
					} else {
						ex.gold[i], begun = tagBegin, true
					}
				}
			}
		}
		for _, a := range rules {
			if unmarked == nil || !unmarked(a) || slices.ContainsFunc(gold, func(g GoldTerm) bool { return g.From == a.Offset && g.To == a.Offset+a.Length }) {
				continue
			}
			for i, t := range s.Tokens {
				if t.Offset >= a.Offset && t.End() <= a.Offset+a.Length && ex.gold[i] == tagOut {
					ex.gold[i] = tagUnknown
				}
			}
		}
		out = append(out, ex)
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// TrainAspectTagger trains a tagger and a polarity classifier on the
// examples: tagEpochs passes of the structured averaged perceptron and the
// classifier as pol says (fitPolarity), in orders shuffled by seed, the
// weights quantised and the tagger's rows of negligible weight pruned.
// The same examples and arguments give the same tagger.
func TrainAspectTagger(examples []AspectExample, tagEpochs int, pol PolarityTraining, seed uint64) (*AspectTagger, error) {
	if len(examples) == 0 {
		return nil, errors.New("sentiment: no aspect examples to train on")
	}
	dict := newTermDict(examples)
	examples = outOfFoldDict(examples)
	w := perceptron.New(numTags)
	rng := rand.New(rand.NewPCG(seed, 0x41535054))
	order := make([]int, len(examples))
	for i := range order {
		order[i] = i
	}
	var fs []uint32
	for range tagEpochs {
		rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
		for _, k := range order {
			ex := examples[k]
			// The structured perceptron: where the best tags differ
			// from the gold ones (a word the gold does not tag takes
			// what scores best beside the gold words), reward the
			// gold tag with its gold history and penalise the one
			// given with the history given.
			gold := bestTags(ex.features, w.Score, ex.gold)
			if gold == nil {
				// A word inside a term after one outside:
				// AspectExamples writes no such gold.
				continue
			}
			pred := bestTags(ex.features, w.Score, nil)
			for i := range pred {
				gp, pp := tagOut, tagOut
				if i > 0 {
					gp, pp = gold[i-1], pred[i-1]
				}
				if gold[i] != pred[i] || gp != pp {
					fs = withPrevious(append(fs[:0], ex.features[i]...), ex.features[i], gp)
					w.Update(fs, gold[i], -1)
					fs = withPrevious(append(fs[:0], ex.features[i]...), ex.features[i], pp)
					w.Penalize(fs, pred[i])
				}
				w.Step()
			}
		}
	}
	var terms []termExample
	for _, ex := range examples {
		terms = append(terms, ex.terms...)
	}
	return &AspectTagger{&aspectTagger{tags: quantised(w), polarity: fitPolarity(terms, pol, seed), dict: dict}}, nil
}

// quantised keeps the rows of trained weights whose largest averaged
// weight rounds to at least 2 (see perceptron.Weights.Quantize).
func quantised(w *perceptron.Weights) rows {
	r := rows{}
	for _, q := range w.Quantize(2, 1<<18) {
		r[q.Key] = [3]int16(q.W)
	}
	return r
}

// deviceCategories and venueCategories are the aspect categories that
// tell a review of a device from one of a place to eat (data/aspects.tsv).
var (
	deviceCategories = map[string]bool{"hardware": true, "software": true, "performance": true, "features": true, "warranty": true}
	venueCategories  = map[string]bool{"food": true, "ambience": true}
)

// domainOf guesses what kind of thing a sentence reviews from the aspect
// categories of its nouns: "device", "venue", or "" when they do not say.
func domainOf(a *aspectTable, toks []doc.Token) string {
	if a == nil {
		return ""
	}
	device, venue := 0, 0
	for i := range toks {
		if toks[i].POS != "NOUN" {
			continue
		}
		c := a.nounCategory(&toks[i])
		switch {
		case deviceCategories[c]:
			device++
		case venueCategories[c]:
			venue++
		}
	}
	switch {
	case device > venue:
		return "device"
	case venue > device:
		return "venue"
	}
	return ""
}
