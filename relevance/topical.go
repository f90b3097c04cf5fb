package relevance

import (
	"math"

	"github.com/argot-nlp/argot/lexdata"
	"github.com/argot-nlp/argot/topics"
)

// Weights of the topic evidence beside the concept evidence's 1 (see the
// package comment), the power the posterior evidence is taken to, and
// the temperatures of the two posteriors: naive
// Bayes is over-confident, the more so the more words it reads, so the
// post's posterior is flattened more than that of the headline's few
// families.
const (
	weightTopicVotes     = 0.15
	weightTopicPosterior = 0.7
	posteriorPower       = 0.5
	temperatureRelevant  = 0.3
	temperaturePost      = 0.2
)

// topicModel is the core pack's learned topic model (package topics) with
// the featurizer of its features. It is safe for concurrent use.
type topicModel struct {
	model *topics.Model
	feat  *topics.Featurizer
	votes lexdata.Derived[uint32, string] // family -> the topic it favours
}

var topicModels lexdata.Derived[*lexdata.Core, *topicModel]

// loadTopicModel returns the topic model of core's pack; nil when core is
// nil or its pack has no usable model.
func loadTopicModel(core *lexdata.Core) *topicModel {
	if core == nil || core.Pack() == nil {
		return nil
	}
	m, err := topicModels.Get(core, func() (*topicModel, error) {
		model, err := topics.LoadModel(core.Pack())
		if err != nil {
			return nil, err
		}
		// The model was trained on the features of the topic map's
		// domain list, which the same pack holds.
		tm, err := topics.LoadMap(core.Pack())
		if err != nil {
			return nil, err
		}
		return &topicModel{model: model, feat: topics.NewFeaturizer(core, tm.Domains())}, nil
	})
	if err != nil {
		// Without a model (lexdata.ErrNoSection) the concept score
		// stands alone; the topics stage reports a damaged one.
		return nil
	}
	return m
}

// class returns the topic the model gives a set of families, "" when it
// knows none of their features.
func (m *topicModel) class(fams []uint32) string {
	return m.model.Best(m.features(fams))
}

// posterior returns the model's distribution over its classes for a set
// of families, nil when it knows none of their features.
func (m *topicModel) posterior(fams []uint32) []float64 {
	return m.model.Posterior(m.features(fams))
}

func (m *topicModel) features(fams []uint32) [][]topics.Feature {
	words := make([][]topics.Feature, 0, len(fams))
	for _, f := range fams {
		words = append(words, m.feat.Word(lexdata.FamilyID(f)))
	}
	return words
}

// vote returns the topic the model gives family f alone.
func (m *topicModel) vote(f uint32) string {
	c, _ := m.votes.Get(f, func() (string, error) { return m.class([]uint32{f}), nil })
	return c
}

// topicEvidence returns how far a post (its content words, and all its
// words with their information weights, see [similarity.Words]) agrees
// with the relevant families on topic: the cosine of their topic votes
// (each relevant family votes for the topic the model gives it alone,
// each word of the post likewise with its information weight), and the
// probability that the post and the relevant families are of the same
// topic under the two tempered posteriors (their dot product).
func (p *Profile) topicEvidence(words, all []term) (votes, posterior float64) {
	post := map[string]float64{}
	for _, w := range all {
		if len(w.info.Families) == 0 {
			continue
		}
		if c := p.topics.vote(w.info.Families[0]); c != "" {
			post[c] += w.info.Weight
		}
	}
	votes = cosine(p.votes, post)
	fams := make([]uint32, 0, len(words))
	for _, w := range words {
		fams = append(fams, family(w.t))
	}
	if q := temper(p.topics.posterior(fams), temperaturePost); q != nil {
		for c := range q {
			posterior += q[c] * p.posterior[c]
		}
	}
	return votes, posterior
}

// temper raises a distribution to the power t and renormalizes it (a
// softmax at temperature 1/t): t < 1 flattens it. nil stays nil.
func temper(dist []float64, t float64) []float64 {
	if dist == nil {
		return nil
	}
	out := make([]float64, len(dist))
	sum := 0.0
	for c, x := range dist {
		out[c] = math.Pow(max(x, minProbability), t)
		sum += out[c]
	}
	for c := range out {
		out[c] /= sum
	}
	return out
}

// minProbability keeps a class the model rules out from vanishing under
// tempering.
const minProbability = 1e-300

// cosine is the cosine similarity of two sparse vectors, 0 when one is
// empty.
func cosine(a, b map[string]float64) float64 {
	var ab, aa, bb float64
	for k, x := range a {
		ab += x * b[k]
		aa += x * x
	}
	for _, x := range b {
		bb += x * x
	}
	if aa == 0 || bb == 0 {
		return 0
	}
	return ab / math.Sqrt(aa*bb)
}
