package topics

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"

	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/internal/split"
	"github.com/argot-nlp/argot/lexdata"
)

// SectionTopicModel is the core-pack section holding the learned top-level
// topic model (see [Model]).
const SectionTopicModel = "topic-model"

// A Feature is one language-independent property of a word: its family,
// a hypernym of it, or one of its WordNet domains. The kind is in the top
// four bits, the family id or the domain's index in the model's domain
// list below.
type Feature uint32

// Feature kinds.
const (
	featFamily   Feature = 1 << 28
	featHypernym Feature = 2 << 28
	featDomain   Feature = 3 << 28
	featMask     Feature = 1<<28 - 1
)

// Model is a multinomial naive Bayes classifier from the features of a
// document's words to IPTC top-level Media Topics. The pack builder trains
// it on labelled news and SIB-200 sentences (see [Train]); since features
// are concepts, not words, it applies to every language. It is read-only
// and safe for concurrent use.
type Model struct {
	classes []string // IPTC top-level codes, 8 digits
	domains []string // domain names, indexed by domain features
	index   map[string]Feature
	// weights holds, per feature, its log-probability in each class minus
	// the mean over the classes (the class-independent part does not
	// change a decision).
	weights map[Feature][]float32
}

// Classes returns the IPTC codes the model decides between.
func (m *Model) Classes() []string { return slices.Clone(m.classes) }

// Len returns the number of features the model knows.
func (m *Model) Len() int { return len(m.weights) }

// HeldOut reports whether the labelled item with this id is in the part
// of the development sets kept aside from training (a quarter, by an FNV
// hash of the id): the pack builder never trains on it and the evaluation
// scores only it.
func HeldOut(id string) bool {
	return split.Part(id, 4) == 0
}

// Example is one labelled document for [Train]: the features of each of its
// content words, its IPTC top-level code and the group it was drawn from
// (its language, for [TrainOptions.Background]).
type Example struct {
	Words [][]Feature
	Label string
	Group string
}

// TrainOptions tune [Train].
type TrainOptions struct {
	// MinDocs drops features seen in fewer training documents.
	MinDocs int
	// Alpha is the additive smoothing of the feature counts.
	Alpha float64
	// Background, between 0 and 1, is how much of each class's own
	// background is taken out of its weights. A class's background is
	// the feature distribution of all the examples of the groups it was
	// learned from, mixed in the class's proportions: a class learned
	// only from German news is compared with German news in general,
	// one learned from English news with English news. Without it (0)
	// the features every German text has (the families German words
	// most often reach) count as evidence for whichever class has most
	// German material, whatever the text is about.
	Background float64
}

// Train fits a model to the examples. A document counts each distinct
// feature once, so that long articles do not drown short ones; classes get
// equal priors, as the data sets' label mixes say nothing about the texts
// users send. domains names the domain features (see [NewFeaturizer]).
// With opts.Background b, a feature's weight for class c is
// log p(f|c) - b*log q_c(f), where q_c is c's background: the mixture of
// the feature distributions of the example groups, each weighted by its
// share of c's feature count.
func Train(examples []Example, domains []string, opts TrainOptions) (*Model, error) {
	if opts.MinDocs < 1 || !(opts.Alpha > 0) {
		return nil, fmt.Errorf("topics: train: MinDocs %d and Alpha %v must be positive", opts.MinDocs, opts.Alpha)
	}
	if !(opts.Background >= 0 && opts.Background <= 1) {
		return nil, fmt.Errorf("topics: train: Background %v is not between 0 and 1", opts.Background)
	}
	classIndex := map[string]int{}
	var classes []string
	for _, ex := range examples {
		if _, ok := classIndex[ex.Label]; !ok && ex.Label != "" {
			classIndex[ex.Label] = 0
			classes = append(classes, ex.Label)
		}
	}
	if len(classes) < 2 {
		return nil, fmt.Errorf("topics: train: %d classes in %d examples; need 2", len(classes), len(examples))
	}
	slices.Sort(classes)
	for i, c := range classes {
		classIndex[c] = i
	}
	// Groups, in order of first appearance; only used with a background.
	groupIndex := map[string]int{}
	for _, ex := range examples {
		if _, ok := groupIndex[ex.Group]; !ok {
			groupIndex[ex.Group] = len(groupIndex)
		}
	}
	ng := len(groupIndex)
	// counts[f] holds the per-class counts of f, then its per-group counts.
	counts := map[Feature][]float64{}
	docs := map[Feature]int{}
	for _, ex := range examples {
		c, ok := classIndex[ex.Label]
		if !ok {
			continue
		}
		g := len(classes) + groupIndex[ex.Group]
		for _, f := range distinct(ex.Words) {
			if counts[f] == nil {
				counts[f] = make([]float64, len(classes)+ng)
			}
			counts[f][c]++
			counts[f][g]++
			docs[f]++
		}
	}
	// totals per class and per group; mix[c][g] is group g's share of
	// class c's count (the class's background mixture).
	totals := make([]float64, len(classes)+ng)
	mix := make([][]float64, len(classes))
	for c := range mix {
		mix[c] = make([]float64, ng)
	}
	for f, cs := range counts {
		if docs[f] < opts.MinDocs {
			delete(counts, f)
			continue
		}
		for c, n := range cs {
			totals[c] += n
		}
	}
	if opts.Background > 0 {
		for _, ex := range examples {
			c, ok := classIndex[ex.Label]
			if !ok {
				continue
			}
			g := groupIndex[ex.Group]
			for _, f := range distinct(ex.Words) {
				if counts[f] != nil {
					mix[c][g]++
				}
			}
		}
		for c := range mix {
			for g := range mix[c] {
				mix[c][g] /= max(totals[c], 1)
			}
		}
	}
	m := &Model{classes: classes, domains: slices.Clone(domains), weights: make(map[Feature][]float32, len(counts))}
	m.indexDomains()
	v := float64(len(counts))
	for f, cs := range counts {
		w := make([]float32, len(classes))
		mean := 0.0
		lp := make([]float64, len(classes))
		for c, n := range cs[:len(classes)] {
			lp[c] = math.Log((n + opts.Alpha) / (totals[c] + opts.Alpha*v))
			if opts.Background > 0 && totals[c] > 0 {
				q := 0.0
				for g, share := range mix[c] {
					k := len(classes) + g
					q += share * (cs[k] + opts.Alpha) / (totals[k] + opts.Alpha*v)
				}
				lp[c] -= opts.Background * math.Log(q)
			}
			mean += lp[c]
		}
		mean /= float64(len(classes))
		for c := range lp {
			w[c] = quantize(lp[c] - mean)
		}
		m.weights[f] = w
	}
	return m, nil
}

// distinct returns the features of all words, each once, sorted.
func distinct(words [][]Feature) []Feature {
	var out []Feature
	for _, w := range words {
		out = append(out, w...)
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// weightScale is the resolution of stored weights.
const weightScale = 1000

func quantize(x float64) float32 {
	q := math.Round(x * weightScale)
	return float32(max(min(q, math.MaxInt16), math.MinInt16) / weightScale)
}

func (m *Model) indexDomains() {
	m.index = make(map[string]Feature, len(m.domains))
	for i, d := range m.domains {
		m.index[d] = featDomain | Feature(i)
	}
}

// modelMagic starts an encoded model.
const modelMagic = "ATM1"

// Encode returns the model as a section: the magic, the classes and domain
// names as counted strings, then the features in increasing order, each as
// the uvarint difference to the previous one followed by one zigzag varint
// per class (the weight times 1000).
func (m *Model) Encode() []byte {
	b := []byte(modelMagic)
	b = appendStrings(b, m.classes)
	b = appendStrings(b, m.domains)
	keys := make([]Feature, 0, len(m.weights))
	for f := range m.weights {
		keys = append(keys, f)
	}
	slices.Sort(keys)
	b = binary.AppendUvarint(b, uint64(len(keys)))
	prev := Feature(0)
	for _, f := range keys {
		b = binary.AppendUvarint(b, uint64(f-prev))
		prev = f
		for _, w := range m.weights[f] {
			b = binary.AppendVarint(b, int64(math.Round(float64(w)*weightScale)))
		}
	}
	return b
}

func appendStrings(b []byte, ss []string) []byte {
	b = binary.AppendUvarint(b, uint64(len(ss)))
	for _, s := range ss {
		b = binary.AppendUvarint(b, uint64(len(s)))
		b = append(b, s...)
	}
	return b
}

// errModel reports a malformed topic-model section.
var errModel = errors.New("topics: malformed topic-model section")

// ParseModel decodes a topic-model section.
func ParseModel(data []byte) (*Model, error) {
	if len(data) < len(modelMagic) || string(data[:len(modelMagic)]) != modelMagic {
		return nil, fmt.Errorf("%w: bad magic", errModel)
	}
	r := &byteReader{b: data[len(modelMagic):]}
	m := &Model{classes: r.strings(), domains: r.strings()}
	n := r.uvarint()
	if r.err == nil && (len(m.classes) < 2 || n > uint64(len(r.b))) {
		return nil, fmt.Errorf("%w: %d classes, %d features", errModel, len(m.classes), n)
	}
	m.weights = make(map[Feature][]float32, n)
	f := uint64(0)
	for i := uint64(0); i < n && r.err == nil; i++ {
		f += r.uvarint()
		w := make([]float32, len(m.classes))
		for c := range w {
			v := r.varint()
			if v < math.MinInt16 || v > math.MaxInt16 {
				r.err = fmt.Errorf("weight %d out of range", v)
			}
			w[c] = float32(v) / weightScale
		}
		if f > math.MaxUint32 {
			r.err = fmt.Errorf("feature %d out of range", f)
		}
		m.weights[Feature(f)] = w
	}
	if r.err == nil && len(r.b) > 0 {
		r.err = fmt.Errorf("%d trailing bytes", len(r.b))
	}
	if r.err != nil {
		return nil, fmt.Errorf("%w: %v", errModel, r.err)
	}
	m.indexDomains()
	return m, nil
}

// byteReader reads varints, keeping the first error.
type byteReader struct {
	b   []byte
	err error
}

func (r *byteReader) uvarint() uint64 {
	if r.err != nil {
		return 0
	}
	v, n := binary.Uvarint(r.b)
	if n <= 0 {
		r.err = errors.New("truncated")
		return 0
	}
	r.b = r.b[n:]
	return v
}

func (r *byteReader) varint() int64 {
	if r.err != nil {
		return 0
	}
	v, n := binary.Varint(r.b)
	if n <= 0 {
		r.err = errors.New("truncated")
		return 0
	}
	r.b = r.b[n:]
	return v
}

func (r *byteReader) strings() []string {
	n := r.uvarint()
	if n > uint64(len(r.b)) {
		r.err = errors.New("string count out of range")
	}
	var out []string
	for i := uint64(0); i < n && r.err == nil; i++ {
		l := r.uvarint()
		if l > uint64(len(r.b)) {
			r.err = errors.New("string out of range")
			break
		}
		out = append(out, string(r.b[:l]))
		r.b = r.b[l:]
	}
	return out
}

// LoadModel reads the topic model from the core pack.
func LoadModel(core *lexdata.Pack) (*Model, error) {
	data, err := core.Section(SectionTopicModel)
	if err != nil {
		return nil, fmt.Errorf("topics: %w", err)
	}
	return ParseModel(data)
}

// scores returns the model's score per class for a set of weighted
// features: the weighted sum of their weights. Unknown features count for
// nothing.
func (m *Model) scores(feats map[Feature]float64) []float64 {
	s := make([]float64, len(m.classes))
	for f, x := range feats {
		addScores(s, m.weights[f], x)
	}
	return s
}

// addScores adds a feature's weights w, weighted x, to the class scores s.
func addScores(s []float64, w []float32, x float64) {
	for c := range w {
		s[c] += x * float64(w[c])
	}
}

// posterior turns class scores into probabilities (a softmax).
func posterior(s []float64) []float64 {
	if len(s) == 0 {
		return nil
	}
	top := slices.Max(s)
	p := make([]float64, len(s))
	sum := 0.0
	for c, x := range s {
		p[c] = math.Exp(x - top)
		sum += p[c]
	}
	for c := range p {
		p[c] /= sum
	}
	return p
}

// modelSupport counts the words whose features favour a class most, and
// the sentences with at least one such word.
type modelSupport struct{ words, sentences int }

// MinModelProbability is the probability the model must give its best
// top-level topic to make it a candidate: more likely than not.
const MinModelProbability = 0.5

// classify returns the model's posterior per IPTC top-level code for d,
// the best code ("" when no word has a known feature or the best is below
// MinModelProbability) and its support.
// domain_factors weigh each word's features (its family's factor times
// that of its domains, see [Model.domainFactor]) and the classes (see
// [Detector.classFactor]).
func (t *Detector) classify(d *doc.Document, opts *Options) (map[string]float64, string, modelSupport) {
	m := t.model
	feats := map[Feature]float64{}
	var votes [][]int // per sentence, the class each word favours
	// A word's scores and known features, reused from word to word.
	ws := make([]float64, len(m.classes))
	var wf []Feature
	for _, words := range t.feat.Document(d) {
		var sv []int
		for _, w := range words {
			clear(ws)
			wf = wf[:0]
			x := familyFactor(w.Family, opts) * m.domainFactor(w.Features, opts)
			for _, f := range w.Features {
				if fw, known := m.weights[f]; known && x > 0 && !slices.Contains(wf, f) {
					wf = append(wf, f)
					addScores(ws, fw, x)
					feats[f] = max(feats[f], x)
				}
			}
			if len(wf) > 0 {
				sv = append(sv, argmax(ws))
			}
		}
		votes = append(votes, sv)
	}
	if len(feats) == 0 {
		return nil, "", modelSupport{}
	}
	p := posterior(m.scores(feats))
	post := make(map[string]float64, len(p))
	for c := range p {
		// Not renormalized: suppressing a class must not make a weak
		// one likely.
		p[c] *= t.classFactor(m.classes[c], opts)
		post[m.classes[c]] = p[c]
	}
	best := argmax(p)
	if p[best] < MinModelProbability {
		return post, "", modelSupport{}
	}
	var sup modelSupport
	for _, sv := range votes {
		n := 0
		for _, c := range sv {
			if c == best {
				n++
			}
		}
		sup.words += n
		if n > 0 {
			sup.sentences++
		}
	}
	return post, m.classes[best], sup
}

// domainFactor is the domain_factors weight of a word with these
// features: the largest factor of its domains (1 for a domain without
// one), so a word is suppressed when all its domains are, and 1 for a
// word without domains.
func (m *Model) domainFactor(feats []Feature, opts *Options) float64 {
	if len(opts.DomainFactors) == 0 {
		return 1
	}
	f, seen := 0.0, false
	for _, ft := range feats {
		if ft&^featMask != featDomain || int(ft&featMask) >= len(m.domains) {
			continue
		}
		df, ok := opts.DomainFactors[m.domains[ft&featMask]]
		if !ok {
			df = 1
		}
		f, seen = max(f, df), true
	}
	if !seen {
		return 1
	}
	return f
}

// classFactor is the product of the domain_factors of the domains that map
// only to IPTC topics under the top-level code: sport 0 suppresses the
// model's sport class as it suppresses the map's sport evidence.
func (t *Detector) classFactor(code string, opts *Options) float64 {
	f := 1.0
	for name, df := range opts.DomainFactors {
		d := t.m.Domain(name)
		if d == nil || len(d.IPTC) == 0 {
			continue
		}
		only := true
		for _, k := range d.IPTC {
			only = only && t.m.TopLevel(IPTCCode, k) == code
		}
		if only {
			f *= df
		}
	}
	return f
}

// familyFactor is the domain_factors entry of a family, 1 without one.
func familyFactor(fam lexdata.FamilyID, opts *Options) float64 {
	if len(opts.DomainFactors) == 0 {
		return 1
	}
	id := strconv.FormatUint(uint64(fam), 10)
	if f, ok := opts.DomainFactors[id]; ok {
		return f
	}
	if f, ok := opts.DomainFactors["i"+id]; ok {
		return f
	}
	return 1
}

func argmax(s []float64) int {
	best := 0
	for i, x := range s {
		if x > s[best] {
			best = i
		}
	}
	return best
}

// Best returns the class the model gives the highest probability for a
// document's word features, as [Example] holds them; "" when none of the
// features is known.
func (m *Model) Best(words [][]Feature) string {
	feats := m.known(words)
	if len(feats) == 0 {
		return ""
	}
	return m.classes[argmax(m.scores(feats))]
}

// Posterior returns the probability the model gives each of its classes
// (in the order of [Model.Classes]) for a document's word features, as
// [Example] holds them; nil when none of the features is known.
func (m *Model) Posterior(words [][]Feature) []float64 {
	feats := m.known(words)
	if len(feats) == 0 {
		return nil
	}
	return posterior(m.scores(feats))
}

// known returns the distinct features of the words that the model knows,
// each with weight 1.
func (m *Model) known(words [][]Feature) map[Feature]float64 {
	feats := map[Feature]float64{}
	for _, f := range distinct(words) {
		if _, ok := m.weights[f]; ok {
			feats[f] = 1
		}
	}
	return feats
}
