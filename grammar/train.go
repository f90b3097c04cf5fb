package grammar

import (
	"cmp"
	"errors"
	"math"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/argot-nlp/argot/internal/perceptron"
	"github.com/argot-nlp/argot/lexdata"
	"github.com/argot-nlp/argot/tokenize"
)

// TrainWord is one syntactic word of a training sentence: its form, UPOS
// tag and UD features column ("_" or "" for none).
type TrainWord struct {
	Form, UPOS, Feats string
}

// TrainConfig sets up [Train]. The zero values of the numbers pick the
// defaults.
type TrainConfig struct {
	// Lang is the language id, for the lookup normalisation.
	Lang string
	// Lookup gives the lexicon readings of a normalised form (the language
	// pack's Lookup); nil means no lexicon features.
	Lookup func(form string) []lexdata.Analysis
	// Epochs is the number of passes over the data (default 12).
	Epochs int
	// HashBits sets the size of the feature hash space (default 19).
	HashBits int
	// MaxRows caps the weight rows kept after training, the rows with the
	// largest weights first (default 80000).
	MaxRows int
	// RightRows caps the second pass's weight rows likewise (default
	// 5000; negative: no second pass). On the tuning fifth, 20000 rows
	// did no better (UPOS en .9688 against .9689) and 2000 a little worse
	// (.9685).
	RightRows int
	// LexiconBundles makes words missing from the form table take their
	// feature bundle from the lexicon (see [Model]).
	LexiconBundles bool
	// LexiconDropout is the percentage of training words whose lexicon
	// features are hidden (default 25; negative: none).
	LexiconDropout int
	// Seed seeds the per-epoch shuffle of the sentences.
	Seed uint64
}

// TrainStats describes a training run.
type TrainStats struct {
	Sentences, Words int
	// Rows is the number of weight rows kept; Entries the feature-table
	// entries.
	Rows, Entries int
}

// Train learns a model from tagged sentences: an averaged perceptron over
// UPOS (greedy left to right, the two previous predicted tags as context),
// a second perceptron over the predicted tags around each word whose
// scores add to the first's (see [TrainConfig.RightRows]),
// and back-off tables for the feature bundles. Training is deterministic:
// the same sentences and configuration give the same model bytes.
func Train(sents [][]TrainWord, cfg TrainConfig) (*Model, TrainStats, error) {
	if cfg.Epochs <= 0 {
		cfg.Epochs = 12
	}
	if cfg.LexiconDropout == 0 {
		cfg.LexiconDropout = 25
	}
	if cfg.HashBits <= 0 {
		cfg.HashBits = 19
	}
	if cfg.HashBits > maxHashBits {
		return nil, TrainStats{}, errors.New("grammar: hash bits out of range")
	}
	if cfg.MaxRows <= 0 {
		cfg.MaxRows = 80000
	}
	if cfg.RightRows == 0 {
		cfg.RightRows = 5000
	}
	var st TrainStats
	lookups := map[string]lexInfo{}
	freq := map[string]int{}
	for _, sent := range sents {
		for _, w := range sent {
			freq[tokenize.NormalizeForLookup(cfg.Lang, w.Form)]++
		}
	}

	m := &Model{version: ModelVersion, hashBits: uint8(cfg.HashBits)}
	m.dict = tagDictionary(sents, cfg.Lang)
	var data []example
	var words [][]TrainWord
	for _, sent := range sents {
		ex := example{gold: make([]int, len(sent))}
		forms := make([]string, len(sent))
		lower := make([]string, len(sent))
		lex := make([]lexInfo, len(sent))
		ok := len(sent) > 0
		for i, w := range sent {
			if ex.gold[i] = uposIndex(w.UPOS); ex.gold[i] < 0 || w.Form == "" {
				ok = false
				break
			}
			forms[i] = w.Form
			lower[i] = tokenize.NormalizeForLookup(cfg.Lang, w.Form)
			li, seen := lookups[lower[i]]
			if !seen {
				li = lexInfo{first: -1}
				if cfg.Lookup != nil {
					li = lexInfoOf(cfg.Lookup(lower[i]))
				}
				lookups[lower[i]] = li
			}
			lex[i] = li
			// The lexicon was built from these very treebanks, so it
			// knows every training word with its gold tag, which words
			// of new text often lack: hide it for words seen once and
			// for a fixed pseudo-random share of the others, so that the
			// model learns to tag without it too.
			if freq[lower[i]] <= 1 || finish(uint32(len(data))*131+uint32(i))%100 < uint32(cfg.LexiconDropout) {
				lex[i] = lexInfo{first: -1}
			}
		}
		if !ok {
			continue
		}
		fixed := make([]int, len(lower))
		for i, l := range lower {
			fixed[i] = m.dictTag(l)
		}
		ex.s = &sentence{}
		ex.s.fill(forms, lower, lex, m.version, fixed)
		data = append(data, ex)
		words = append(words, sent)
		st.Words += len(sent)
	}
	st.Sentences = len(data)
	if len(data) == 0 {
		return nil, st, errors.New("grammar: no usable training sentences")
	}

	var right *perceptron.Weights
	if cfg.RightRows > 0 {
		right = perceptron.New(len(UPOS))
	}
	weights := trainFirst(m, data, cfg, right)
	st.Rows = m.setWeights(weights, cfg.MaxRows)
	if right != nil {
		st.Rows += m.right.set(right.QuantizeScaled(weights.Scale()*rightWeight, 8, cfg.RightRows))
	}
	if cfg.LexiconBundles {
		m.flags |= flagLexiconBundles
	}
	trainBundles(m, words, cfg)
	_, st.Entries = m.Size()
	return m, st, nil
}

// example is a training sentence: its prepared features and gold tags.
type example struct {
	s    *sentence
	gold []int
}

// trainFirst trains the first pass's weights on data (greedy left to
// right, updating on mistakes), shuffling the sentences before each
// epoch. With right not nil, it trains the second pass's weights along,
// sentence by sentence, on the first pass's tags and scores of the
// moment: weights still learning err on a sentence more as they would on
// new text than the final weights do on their own training sentences.
// (Training it instead on the tags and scores of first passes trained
// on the other three folds of four did worse on the tuning fifth: at
// half weight, UPOS .9673 .9121 .9471 .8855 .9415 for en, tr, fi, th, vi;
// compare with rightWeight's figures.)
func trainFirst(m *Model, data []example, cfg TrainConfig, right *perceptron.Weights) *perceptron.Weights {
	// The second pass's keys are masked to the hash space up front, so
	// that its rows are buckets like the first's.
	mask := uint32(1)<<cfg.HashBits - 1
	var tags []int
	var sc [][32]int32
	nt := len(UPOS)
	weights := perceptron.NewDense(nt, cfg.HashBits)
	rng := rand.New(rand.NewPCG(cfg.Seed, 0x5eed))
	order := make([]int, len(data))
	for i := range order {
		order[i] = i
	}
	var fs []uint32
	for range cfg.Epochs {
		rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
		for _, k := range order {
			ex := data[k]
			t1, t2 := -1, -1
			tags = slices.Grow(tags[:0], len(ex.gold))[:len(ex.gold)]
			sc = slices.Grow(sc[:0], len(ex.gold))[:len(ex.gold)]
			for i := range ex.gold {
				if t := m.dictTag(ex.s.lower[i]); t >= 0 {
					// The tag dictionary decides; the weights need not.
					tags[i] = t
					t2, t1 = t1, t
					continue
				}
				fs = dynamic(append(fs[:0], ex.s.static[i]...), ex.s, i, t1, t2)
				var scores [32]int32
				weights.Score(fs, scores[:nt])
				sc[i] = scores
				pred := argmax(scores[:nt], ^uint32(0))
				if g := ex.gold[i]; pred != g {
					weights.Update(fs, g, pred)
				}
				weights.Step()
				tags[i] = pred
				t2, t1 = t1, pred
			}
			if right == nil {
				continue
			}
			for i := range ex.gold {
				if ex.s.static[i] == nil {
					continue // the tag dictionary's
				}
				fs = rightContext(fs[:0], ex.s, i, tags)
				for j := range fs {
					fs[j] &= mask
				}
				sum := sc[i]
				right.Score(fs, sum[:nt])
				pred := argmax(sum[:nt], ^uint32(0))
				if g := ex.gold[i]; pred != g {
					right.Update(fs, g, pred)
				}
				right.Step()
			}
		}
	}
	return weights
}

// rightWeight scales the second pass's weights against the first's: at
// full weight the second pass changed about as many right tags into
// wrong ones as the reverse. On the tuning fifth (UPOS en, tr, fi, th,
// vi; no second pass: .9670 .9162 .9491 .8864 .9394), with 20000 rows
// (see RightRows), full weight gave
// .9673 .9118 .9489 .8820 .9429, a half .9688 .9151 .9501 .8858 .9415,
// three eighths .9684 .9154 .9495 .8867 .9408, a quarter .9681 .9158
// .9499 .8870 .9415: a half, for English.
const rightWeight = 0.5

// Tag dictionary thresholds: a word enters it when training saw it at
// least dictMinCount times and with one tag at least dictMinShare percent
// of the time (100: always; on a tuning fifth of the English training
// file, 99 did worse).
const (
	dictMinCount = 20
	dictMinShare = 100
)

// tagDictionary lists the frequent words of the training sentences that
// keep one tag (see dictMinShare), with that tag.
func tagDictionary(sents [][]TrainWord, lang string) keyTable {
	counts := map[string]*[numTags]int{}
	for _, sent := range sents {
		for _, w := range sent {
			t := uposIndex(w.UPOS)
			if t < 0 || w.Form == "" {
				continue
			}
			lower := tokenize.NormalizeForLookup(lang, w.Form)
			c := counts[lower]
			if c == nil {
				c = new([numTags]int)
				counts[lower] = c
			}
			c[t]++
		}
	}
	kept := map[uint32]uint16{}
	for lower, c := range counts {
		total, best := 0, 0
		for t, n := range c {
			total += n
			if n > c[best] {
				best = t
			}
		}
		if total >= dictMinCount && c[best]*100 >= total*dictMinShare {
			kept[featKey(kindDict, 0, 0, lower)] = uint16(best)
		}
	}
	return tableOf(kept)
}

// argmax returns the best tag among those allowed (bit t of allowed), the
// lowest index on ties; all tags when none of them is allowed.
func argmax(scores []int32, allowed uint32) int {
	best, bestScore := -1, int32(math.MinInt32)
	for t, s := range scores {
		if allowed&(1<<t) != 0 && (best < 0 || s > bestScore) {
			best, bestScore = t, s
		}
	}
	if best < 0 {
		return argmax(scores, ^uint32(0))
	}
	return best
}

// setWeights keeps the rows of the trained weights that survive
// averaging, quantising and pruning (see [perceptron.Weights.Quantize];
// rows whose largest weight rounds to less than 8 are dropped).
func (m *Model) setWeights(weights *perceptron.Weights, maxRows int) int {
	return m.rows.set(weights.Quantize(8, maxRows))
}

// set fills rt with rows, in key order as [perceptron.Weights.Quantize]
// gives them, and returns their number.
func (rt *rowTable) set(rows []perceptron.Row) int {
	rt.init(len(rows))
	for _, r := range rows {
		rt.add(r.Key, (*[numTags]int16)(r.W))
	}
	return rt.len()
}

// bundleCounts counts the feature bundles seen with one key.
type bundleCounts map[uint16]int

func (bc bundleCounts) best() (id uint16, total int) {
	n := -1
	for b, k := range bc {
		total += k
		if k > n || (k == n && b < id) {
			id, n = b, k
		}
	}
	return id, total
}

// trainBundles fills the feature tables of m: the most frequent bundle per
// UPOS, per (UPOS, suffix of 1-4 runes) and per (UPOS, form), each entry
// kept only where it changes what the shorter back-off predicts.
func trainBundles(m *Model, sents [][]TrainWord, cfg TrainConfig) {
	ids := map[string]uint16{"": 0}
	m.bundleNames, m.bundles = nil, nil
	m.addBundle("")
	type suffixKey struct {
		upos, k int
		s       string
	}
	type formKey struct {
		upos  int
		lower string
	}
	defaults := make([]bundleCounts, len(UPOS))
	for i := range defaults {
		defaults[i] = bundleCounts{}
	}
	suffixes := map[suffixKey]bundleCounts{}
	forms := map[formKey]bundleCounts{}
	for _, sent := range sents {
		for _, w := range sent {
			upos := uposIndex(w.UPOS)
			feats := w.Feats
			if feats == "_" {
				feats = ""
			}
			id, ok := ids[feats]
			if !ok {
				if len(ids) >= 1<<16-1 {
					continue
				}
				id = uint16(len(ids))
				ids[feats] = id
				m.addBundle(feats)
			}
			lower := tokenize.NormalizeForLookup(cfg.Lang, w.Form)
			defaults[upos][id]++
			for k := 1; k <= 4; k++ {
				key := suffixKey{upos, k, perceptron.Suffix(lower, k)}
				if suffixes[key] == nil {
					suffixes[key] = bundleCounts{}
				}
				suffixes[key][id]++
			}
			fk := formKey{upos, lower}
			if forms[fk] == nil {
				forms[fk] = bundleCounts{}
			}
			forms[fk][id]++
		}
	}
	m.defaults = make([]uint16, len(UPOS))
	for t := range defaults {
		m.defaults[t], _ = defaults[t].best()
	}
	kept := map[uint32]uint16{}
	predict := func(upos, k int, lower string) uint16 {
		for ; k >= 1; k-- {
			if id, ok := kept[featKey(kindSuffix, upos, k, perceptron.Suffix(lower, k))]; ok {
				return id
			}
		}
		return m.defaults[upos]
	}
	skeys := make([]suffixKey, 0, len(suffixes))
	for k := range suffixes {
		skeys = append(skeys, k)
	}
	slices.SortFunc(skeys, func(a, b suffixKey) int {
		return cmp.Or(cmp.Compare(a.k, b.k), cmp.Compare(a.upos, b.upos), strings.Compare(a.s, b.s))
	})
	for _, key := range skeys {
		best, total := suffixes[key].best()
		if total >= 2 && best != predict(key.upos, key.k-1, key.s) {
			kept[featKey(kindSuffix, key.upos, key.k, key.s)] = best
		}
	}
	m.suffixes = tableOf(kept)

	fkeys := make([]formKey, 0, len(forms))
	for k := range forms {
		fkeys = append(fkeys, k)
	}
	slices.SortFunc(fkeys, func(a, b formKey) int {
		return cmp.Or(cmp.Compare(a.upos, b.upos), strings.Compare(a.lower, b.lower))
	})
	keptForms := map[uint32]uint16{}
	for _, key := range fkeys {
		best, _ := forms[key].best()
		// What the model would say without a form entry.
		var fallback string
		fromLex := false
		if cfg.LexiconBundles && cfg.Lookup != nil {
			if fs := lexiconBundle(cfg.Lookup(key.lower), key.upos); fs != nil {
				fallback, fromLex = strings.Join(fs, "|"), true
			}
		}
		if !fromLex {
			fallback = m.bundleNames[predict(key.upos, 4, key.lower)]
		}
		if m.bundleNames[best] != fallback {
			keptForms[featKey(kindForm, key.upos, 0, key.lower)] = best
		}
	}
	m.forms = tableOf(keptForms)
}

// tableOf sorts a key map into a table.
func tableOf(m map[uint32]uint16) keyTable {
	var t keyTable
	for k := range m {
		t.keys = append(t.keys, k)
	}
	slices.Sort(t.keys)
	t.vals = make([]uint16, len(t.keys))
	for i, k := range t.keys {
		t.vals[i] = m[k]
	}
	t.indexKeys()
	return t
}

// lexiconBundle returns the features of the first reading with part of
// speech upos that has any, sorted as UD sorts them, or nil.
func lexiconBundle(analyses []lexdata.Analysis, upos int) []string {
	for _, a := range analyses {
		if uposIndex(a.Lexeme.POS) == upos && len(a.Features) > 0 {
			return sortedFeats(a.Features)
		}
	}
	return nil
}

// sortedFeats returns a copy of fs sorted as UD sorts features (by name,
// case-insensitively).
func sortedFeats(fs []string) []string {
	fs = slices.Clone(fs)
	slices.SortFunc(fs, func(a, b string) int { return strings.Compare(strings.ToLower(a), strings.ToLower(b)) })
	return fs
}
