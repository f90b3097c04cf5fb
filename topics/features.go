package topics

import (
	"slices"

	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/internal/familymemo"
	"github.com/argot-nlp/argot/lexdata"
)

// Featurizer turns the families the senses stage chose into model
// features. The pack builder uses it to make training examples and the
// detector to classify, so both see the same features.
type Featurizer struct {
	concepts Concepts
	domains  map[string]Feature
	// words keeps the features of the families [Featurizer.Document]
	// met, for the documents to come.
	words familymemo.Memo[[]Feature]
}

// NewFeaturizer returns a featurizer over the concepts of the core pack;
// domains lists the WordNet domains that are features (a model's list, or
// [Map.Domains] when training).
func NewFeaturizer(c Concepts, domains []string) *Featurizer {
	z := &Featurizer{concepts: c, domains: make(map[string]Feature, len(domains))}
	for i, d := range domains {
		z.domains[d] = featDomain | Feature(i)
	}
	return z
}

// hypernymDepth is how many levels of hypernyms are features.
const hypernymDepth = 2

// Word returns the features of a family: itself, its hypernyms up to two
// levels up, and its domains (those of its direct hypernyms when it has
// none), sorted.
func (z *Featurizer) Word(fam lexdata.FamilyID) []Feature {
	if fam == 0 || fam > lexdata.FamilyID(featMask) {
		return nil
	}
	out := []Feature{featFamily | Feature(fam)}
	names := z.concepts.Domains(fam)
	doms := z.featuresOf(names)
	borrow := len(names) == 0 // the direct hypernyms' domains
	level := []lexdata.FamilyID{fam}
	for depth := 0; depth < hypernymDepth; depth++ {
		var next []lexdata.FamilyID
		for _, f := range level {
			for _, h := range z.concepts.Hypernyms(f) {
				if h > lexdata.FamilyID(featMask) {
					continue
				}
				next = append(next, h)
				out = append(out, featHypernym|Feature(h))
				if depth == 0 && borrow {
					doms = append(doms, z.domainFeatures(h)...)
				}
			}
		}
		level = next
	}
	out = append(out, doms...)
	slices.Sort(out)
	return slices.Clip(slices.Compact(out)) // shared by the memo: an append must copy
}

func (z *Featurizer) domainFeatures(fam lexdata.FamilyID) []Feature {
	return z.featuresOf(z.concepts.Domains(fam))
}

// featuresOf returns the features of the domains that are features.
func (z *Featurizer) featuresOf(domains []string) []Feature {
	var out []Feature
	for _, d := range domains {
		if f, ok := z.domains[d]; ok {
			out = append(out, f)
		}
	}
	return out
}

// Document returns the features of every content word of d (a word, not
// a stopword, with a chosen family), per sentence, with the word's family.
// The features are shared with other documents: callers must not modify
// them.
func (z *Featurizer) Document(d *doc.Document) [][]WordFeatures {
	out := make([][]WordFeatures, len(d.Sentences))
	for si := range d.Sentences {
		for ti := range d.Sentences[si].Tokens {
			tok := &d.Sentences[si].Tokens[ti]
			if tok.Kind != doc.Word || tok.Stopword || tok.Family == 0 {
				continue
			}
			fam := lexdata.FamilyID(tok.Family)
			fs := z.words.Get(fam, z.Word)
			if len(fs) > 0 {
				out[si] = append(out[si], WordFeatures{Family: fam, Features: fs})
			}
		}
	}
	return out
}

// WordFeatures are the features of one content word.
type WordFeatures struct {
	Family   lexdata.FamilyID
	Features []Feature
}

// Words flattens [Featurizer.Document] into the form [Example] takes; the
// feature slices stay shared with other documents and must not be
// modified.
func Words(sentences [][]WordFeatures) [][]Feature {
	var out [][]Feature
	for _, s := range sentences {
		for _, w := range s {
			out = append(out, w.Features)
		}
	}
	return out
}
