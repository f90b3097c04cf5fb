package sentiment

import (
	"cmp"
	"encoding/binary"
	"errors"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/argot-nlp/argot/internal/doc"
)

// SectionDocModel (language pack) is the learned document-polarity model
// (it gives Result.Score where the rules found some evidence):
// a logistic regression over what the rules found (their score, the
// positive and negative evidence, the last and first judgement, negation,
// contrast and the like) and over sparse hashed lemmas, bigrams, concept
// families and reason words. Where a pack holds it, it gives
// Result.Score; the rules' expressions and aspects are unchanged. The
// pack builder trains it on the labelled sentences of the language's
// review, tweet and news sets (lexdata/packbuild/sentiment_doc.go); a
// pack without it keeps the rules' score.
const SectionDocModel = "sentiment.doc-model"

// docMagic starts a SectionDocModel section (format version 1): then the
// scale as a uvarint (a weight is its int16 over the scale), the number
// of rows, and each row as the key's delta from the previous key (uvarint)
// and the weight (varint), keys ascending.
const docMagic = "SDM1"

var errDocModel = errors.New("sentiment: malformed document model")

// docModel is a decoded SectionDocModel.
type docModel struct {
	scale float64
	w     map[uint32]int16
}

// docBits is the size in bits of the hash space the features share: small
// enough that the stored keys' deltas take a byte, large enough that few
// of the tens of thousands of features collide.
const docBits = 18

// docFeature is one feature of a document and its value.
type docFeature struct {
	key uint32
	val float32
}

// decodeDocModel reads a SectionDocModel section.
func decodeDocModel(data []byte) (*docModel, error) {
	if len(data) < len(docMagic) || string(data[:len(docMagic)]) != docMagic {
		return nil, errDocModel
	}
	data = data[len(docMagic):]
	scale, k := binary.Uvarint(data)
	if k <= 0 || scale == 0 || scale > math.MaxInt32 {
		return nil, errDocModel
	}
	data = data[k:]
	n, k := binary.Uvarint(data)
	// Every row takes at least two bytes.
	if k <= 0 || n > uint64(len(data))/2 {
		return nil, errDocModel
	}
	data = data[k:]
	m := &docModel{scale: float64(scale), w: make(map[uint32]int16, n)}
	key := uint64(0)
	for i := range n {
		d, k := binary.Uvarint(data)
		if k <= 0 || d >= 1<<docBits-key || (d == 0 && i > 0) {
			return nil, errDocModel
		}
		key += d
		data = data[k:]
		w, k := binary.Varint(data)
		if k <= 0 || w < math.MinInt16 || w > math.MaxInt16 {
			return nil, errDocModel
		}
		data = data[k:]
		m.w[uint32(key)] = int16(w)
	}
	if len(data) != 0 {
		return nil, errDocModel
	}
	return m, nil
}

// encodeDocModel writes weights as a SectionDocModel section.
func encodeDocModel(scale uint64, w map[uint32]int16) []byte {
	out := binary.AppendUvarint([]byte(docMagic), scale)
	out = binary.AppendUvarint(out, uint64(len(w)))
	prev := uint32(0)
	for _, k := range slices.Sorted(func(yield func(uint32) bool) {
		for k := range w {
			if !yield(k) {
				return
			}
		}
	}) {
		out = binary.AppendUvarint(out, uint64(k-prev))
		out = binary.AppendVarint(out, int64(w[k]))
		prev = k
	}
	return out
}

// logit is the model's log-odds that a document with features fs is
// positive.
func (dm *docModel) logit(fs []docFeature) float64 {
	x := 0.0
	for _, f := range fs {
		x += float64(dm.w[f.key]) * float64(f.val)
	}
	return x / dm.scale
}

// score is the document score of a document with features fs: the
// probability that it is positive, mapped to -1..1.
func (dm *docModel) score(fs []docFeature) float64 {
	return 2*sigmoid(dm.logit(fs)) - 1
}

func sigmoid(x float64) float64 { return 1 / (1 + math.Exp(-x)) }

// Kinds of document feature, the first byte hashed.
const (
	dfDense   byte = iota + 1 // a named feature of the rules' analysis
	dfLemma                   // a word's case-folded lemma
	dfNegated                 // the same, inside a negator's scope
	dfBigram                  // two adjacent case-folded words
	dfFamily                  // a word's concept family
	dfReason                  // a word the rules judged by, with its polarity
)

// docLongest is the length in words above which a document's sparse
// features weigh less (by the square root of the ratio), so that a long
// text's many words do not outvote what the rules found in it: the model
// learns from single sentences.
const docLongest = 40

// docFeatures are the features of an analysed document: res is the rules'
// result (its Score the rules' own). The named features come first, then
// the sparse ones in key order.
//
// why says whether the document is a question or a conditional with
// words of some polarity, and what else it is (see unassertion).
func (m *model) docFeatures(d *doc.Document, res *Result) (fs []docFeature, why unassertion) {
	dense := func(name string, v float64) {
		if v != 0 {
			fs = append(fs, docFeature{hashString(dfDense, name) & (1<<docBits - 1), float32(v)})
		}
	}
	dense("bias", 1)
	dense("rule", res.Score)
	dense("rule-sign", float64(cmp.Compare(res.Score, 0)))
	dense("pos", normalise(res.Positive))
	dense("neg", normalise(res.Negative))
	if res.Positive == 0 && res.Negative == 0 {
		dense("none", 1)
	}
	var npos, nneg, nmixed int
	for _, e := range res.Expressions {
		switch e.Polarity {
		case Positive:
			npos++
		case Negative:
			nneg++
		default:
			nmixed++
		}
	}
	dense("n-pos", float64(min(npos, 3))/3)
	dense("n-neg", float64(min(nneg, 3))/3)
	dense("n-mixed", float64(min(nmixed, 3))/3)
	var last, first float64
	if n := len(res.Expressions); n > 0 {
		first = normalise(res.Expressions[0].Valence)
		last = normalise(res.Expressions[n-1].Valence)
	}
	dense("first", first)
	dense("last", last)

	var sparse []uint32
	add := func(k uint32) { sparse = append(sparse, k&(1<<docBits-1)) }
	words := 0
	// lex sums the prior valences of the words: positive, negative, and
	// the same inside a negator's scope; lastClause is the balance of the
	// last sentence's last clause, weak that of the weak evidence.
	var lex [4]float64
	// adj is the balance of the adjectives (negated ones flipped), swn
	// that of SentiWordNet over all content words.
	var lastClause, weak, adj, swn float64
	var flags [numShiftKinds]bool
	question, exclaim := false, false
	for si := range d.Sentences {
		toks := d.Sentences[si].Tokens
		if len(toks) == 0 {
			continue
		}
		roles, _ := m.docRoles(toks)
		for i, r := range roles {
			flags[r] = true
			if m.contrastEnding(&toks[i]) {
				flags[butWord] = true
			}
		}
		asks := isQuestion(toks)
		question = question || asks
		if asks {
			why |= questionKind(toks)
		}
		clauses := splitClauses(toks, roles, m.contrastEnding)
		// hypothetical[c] is where a conditional starts in clause c (-1:
		// none); the words before it are the main clause's ("The pizza is
		// the best if you like it thin").
		hypothetical := make([]int, len(clauses))
		conditional := false
		negated := make([]bool, len(toks))
		for _, c := range clauses {
			for i := c.start; i < c.end; i++ {
				if roles[i] == negator || roles[i] == counterfact {
					for j := i + 1; j < min(c.end, i+1+negScope); j++ {
						negated[j] = roles[j] != negator
					}
				}
			}
		}
		clauseOf := make([]int, len(toks))
		for ci, c := range clauses {
			hypothetical[ci] = -1
			for i := c.start; i < c.end; i++ {
				clauseOf[i] = ci
				if roles[i] == condition && hypothetical[ci] < 0 {
					hypothetical[ci], conditional = i, true
				}
			}
		}
		lastClause = 0
		prev := ""
		for i := range toks {
			t := &toks[i]
			// Only the lexicon's judgements assert: the weak evidence
			// ("watch" in "I would watch it") is too faint to.
			v := m.valence(t)
			if h := hypothetical[clauseOf[i]]; !asks && (h < 0 || i < h) && v != 0 && roles[i] == noShift {
				if conditional {
					why |= polarMainClause
				} else {
					why |= polarStatement
				}
			}
			if v != 0 && roles[i] == noShift {
				k := 0
				if v < 0 {
					k = 1
				}
				if negated[i] {
					k += 2
				}
				lex[k] += math.Abs(v)
				if t.POS == "ADJ" {
					adj += v * float64(1-2*boolInt(negated[i]))
				}
				if clauseOf[i] == len(clauses)-1 {
					lastClause += v
				}
			} else if v := m.weakValence(t); v != 0 {
				weak += v
			}
			if t.Kind == doc.Word && !t.Stopword && !functionPOS[t.POS] {
				if e, ok := m.shared.swn[m.family(t)]; ok {
					swn += float64(e.valence) * min(1, float64(e.weight)) * float64(1-2*boolInt(negated[i]))
				}
			}
			if t.Kind == doc.Punctuation {
				if t.Text == "!" {
					exclaim = true
				}
				prev = ""
				continue
			}
			words++
			// A contrast word ("but", "although") has no polarity of its
			// own: how it turns the sentence is the rules' to say (their
			// clause weights, "last", "but-last"). Hashed, it would learn
			// the polarity its training sentences lean to (SST's: "but"
			// as negative) and judge every contrast by that. So with a
			// negation word: what it negates is marked (dfNegated), and
			// hashed alone it learns that complaints deny more than
			// praise does, which turned "No está mal." negative.
			if roles[i] == butWord || roles[i] == although || roles[i] == negator {
				prev = ""
				continue
			}
			lemma := m.lower(t.Lemma)
			if lemma == "" {
				lemma = m.lower(t.Text)
			}
			kind := dfLemma
			if negated[i] {
				kind = dfNegated
			}
			add(hashString(kind, lemma))
			form := m.lower(t.Text)
			if prev != "" {
				add(hashString(dfBigram, prev+" "+form))
			}
			prev = form
			if t.Family != 0 {
				add(hashFeature(dfFamily, byte(t.Family>>24), byte(t.Family>>16), byte(t.Family>>8), byte(t.Family)))
			}
		}
	}
	for _, e := range res.Expressions {
		for _, r := range e.Reasons {
			add(hashString(dfReason, e.Polarity+" "+m.lower(r)))
		}
	}
	for k, on := range flags {
		if on && shiftKind(k) != noShift {
			dense("shift-"+strconv.Itoa(k), 1)
		}
	}
	for k, name := range []string{"lex-pos", "lex-neg", "lex-neg-pos", "lex-neg-neg"} {
		dense(name, normalise(lex[k]))
	}
	dense("lex-last", normalise(lastClause))
	dense("weak", normalise(weak))
	dense("adj", normalise(adj))
	dense("swn", normalise(swn))
	var maxPos, maxNeg float64
	for _, e := range res.Expressions {
		maxPos = max(maxPos, e.Valence)
		maxNeg = max(maxNeg, -e.Valence)
	}
	dense("max-pos", normalise(maxPos))
	dense("max-neg", normalise(maxNeg))
	if flags[butWord] {
		dense("but-last", last)
	}
	if flags[negator] {
		dense("neg-rule", res.Score)
	}
	if question {
		dense("question", 1)
	}
	if exclaim {
		dense("exclaim", 1)
	}
	v := float32(1)
	if words > docLongest {
		v = float32(math.Sqrt(docLongest / float64(words)))
	}
	// Each sparse feature counts once, in key order.
	slices.Sort(sparse)
	for _, k := range slices.Compact(sparse) {
		fs = append(fs, docFeature{k, v})
	}
	if lex[0]+lex[1]+lex[2]+lex[3] != 0 || weak != 0 {
		if question || flags[condition] {
			why |= unasserted
		}
	}
	return fs, why
}

// unassertion says why a document the rules leave at 0 may assert
// nothing: the rules give a question, and a clause a conditional governs,
// no weight ("Was the food good?", "If the film were good, …").
type unassertion uint8

const (
	// unasserted: a question or a conditional, with words of some
	// polarity in the document.
	unasserted unassertion = 1 << iota
	// whQuestion: a question opening with an interrogative word ("Why
	// is it so bad?").
	whQuestion
	// exclaimedQuestion: a question ending in both marks ("?!").
	exclaimedQuestion
	// polarStatement: a word the lexicon judges in a sentence that is
	// neither a question nor conditional.
	polarStatement
	// polarMainClause: a word the lexicon judges in a clause a
	// conditional does not govern, or before the conditional in its
	// clause ("The pizza is the best if you like it thin").
	polarMainClause
)

// docSpeaks are the kinds of unasserted document that the model judges
// all the same, chosen by the cross-validation report of `argot eval
// sentiment-doc-cv` (English, 2026-11: of the polar training sentences
// of a kind the model judges right out of fold, against the neutral ones
// of the kind, which a score of 0 gets right): wh-questions 3 against 0,
// exclaimed questions 1 against 0, polar main clauses 27 against 11
// (polar statements beside a question: none seen; they go with the main
// clauses, words the text asserts). Yes-no questions and the conditional
// clause itself stay silent.
const docSpeaks = whQuestion | exclaimedQuestion | polarStatement | polarMainClause

// silent reports whether a document the rules score 0 with these kinds
// keeps the score 0 rather than the model's.
func (u unassertion) silent() bool { return u&unasserted != 0 && u&docSpeaks == 0 }

// questionKind is the kind of a question sentence: whQuestion when its
// first word is interrogative (the tagger's PronType=Int), and
// exclaimedQuestion when its final marks hold an exclamation mark.
func questionKind(toks []doc.Token) unassertion {
	var u unassertion
	for i := range toks {
		if toks[i].Kind != doc.Word {
			continue
		}
		if slices.Contains(toks[i].Features, "PronType=Int") {
			u |= whQuestion
		}
		break
	}
	for i := len(toks) - 1; i >= 0 && toks[i].Kind == doc.Punctuation; i-- {
		if strings.ContainsAny(toks[i].Text, "!！") {
			u |= exclaimedQuestion
		}
	}
	return u
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}
