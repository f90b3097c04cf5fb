package relevance

import (
	"math"

	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/lexdata"
	"github.com/argot-nlp/argot/similarity"
	"github.com/argot-nlp/argot/topics"
)

// Weights of the topic evidence (see the package comment): each of the
// two raises the concept score by up to 30% of the way to 1, so a post
// that shares families with the relevant ones keeps its lead, and the
// topic ranks the many posts that share none.
const (
	weightTopicVotes = 0.3
	weightTopicClass = 0.3
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
	words := make([][]topics.Feature, 0, len(fams))
	for _, f := range fams {
		words = append(words, m.feat.Word(lexdata.FamilyID(f)))
	}
	return m.model.Best(words)
}

// vote returns the topic the model gives family f alone.
func (m *topicModel) vote(f uint32) string {
	c, _ := m.votes.Get(f, func() (string, error) { return m.class([]uint32{f}), nil })
	return c
}

// topicEvidence returns how far the post d agrees with the relevant
// families on topic: the cosine of their topic votes (each relevant family
// votes for the topic the model gives it alone; each word of the post
// likewise, weighted by its information weight in lang, see
// [similarity.Words]), and 1 when the model gives the post's content words
// together the topic of the relevant families, else 0.
func (p *Profile) topicEvidence(d *doc.Document, lang *lexdata.Language) (votes, class float64) {
	post := map[string]float64{}
	for _, w := range similarity.Words(d, lang) {
		if len(w.Families) == 0 {
			continue
		}
		if c := p.topics.vote(w.Families[0]); c != "" {
			post[c] += w.Weight
		}
	}
	votes = cosine(p.votes, post)
	var fams []uint32
	for _, t := range contentWords(d) {
		fams = append(fams, family(t))
	}
	if p.topics.class(fams) == p.class {
		class = 1
	}
	return votes, class
}

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
