package relevance

import (
	"math"
	"slices"

	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/lexdata"
)

// Match weights of a post's family against the relevant families (see the
// package comment).
const (
	weightSame     = 1.0
	weightKind     = 0.8
	weightRelated  = 0.6
	weightAltSense = 0.5 // factor for the other readings of a word
	// weightDomains is the weight of the domain evidence beside the
	// concept evidence's 1.
	weightDomains = 0.15
	// conceptPrior and conceptLength turn the concept evidence E of a post
	// whose content words have the information mass M into
	// E / (E + conceptPrior + conceptLength M).
	conceptPrior  = 3
	conceptLength = 0.2
	// weightParentDomain is the factor for the parent of a relevant
	// family's domain ("sport" for "soccer"); weightBorrowed for domains a
	// family without its own takes from its hypernyms.
	weightParentDomain = 0.5
	weightBorrowed     = 0.5
)

// Profile is a set of relevant families prepared for scoring. It is
// read-only after NewProfile.
type Profile struct {
	core     *lexdata.Core
	relevant []uint32
	same     map[uint32]bool
	related  map[uint32]bool
	names    bool               // some relevant ids are name ids
	domains  map[string]float64 // the relevant families' domain vector
	spec     map[string]float64 // specificity cache, filled by NewProfile
	// topics is the core pack's topic model, nil without one or when it
	// knows none of the relevant families; posterior is the tempered
	// distribution it gives them together over its classes, votes counts
	// the topics it gives each alone.
	topics    *topicModel
	posterior []float64
	votes     map[string]float64
}

// NewProfile prepares the relevant families. Ids the core pack does not
// know, name ids among them, are kept for exact matches only.
func NewProfile(core *lexdata.Core, relevant []uint32) *Profile {
	p := &Profile{core: core, relevant: relevant, same: map[uint32]bool{},
		related: map[uint32]bool{}, domains: map[string]float64{}, spec: map[string]float64{}}
	for _, r := range relevant {
		p.same[r] = true
		p.names = p.names || IsName(r)
		if core == nil || !core.Has(r) {
			continue
		}
		for _, e := range core.Edges(r) {
			switch e.Rel {
			case lexdata.Hypernym, lexdata.InstanceHypernym, lexdata.Hyponym, lexdata.InstanceHyponym:
			default:
				p.related[e.To] = true
			}
		}
		for _, d := range domainsOf(core, r) {
			p.addTo(p.domains, d.name, d.weight)
		}
	}
	if m := loadTopicModel(core); m != nil {
		if p.posterior = temper(m.posterior(relevant), temperatureRelevant); p.posterior != nil {
			p.topics, p.votes = m, map[string]float64{}
			for _, r := range relevant {
				if c := m.vote(r); c != "" {
					p.votes[c]++
				}
			}
		}
	}
	return p
}

// generic reports whether domain is in the factotum branch, whose words
// say nothing about a subject.
func generic(core *lexdata.Core, domain string) bool {
	return domain == "factotum" || slices.Contains(core.DomainAncestors(domain), "factotum")
}

// domain is a WordNet domain with the weight of a family's membership.
type domain struct {
	name   string
	weight float64
}

// domainsOf returns the specific (not factotum) domains of family f; a
// family without one borrows those of its hypernyms up to two levels up,
// at weightBorrowed, as package topics does.
func domainsOf(core *lexdata.Core, f uint32) []domain {
	level := []uint32{f}
	w := 1.0
	for depth := 0; depth < 3 && len(level) > 0; depth++ {
		var out []domain
		var next []uint32
		for _, x := range level {
			for _, d := range core.Domains(x) {
				if !generic(core, d) {
					out = append(out, domain{d, w})
				}
			}
			next = append(next, core.Hypernyms(x)...)
		}
		if len(out) > 0 {
			return out
		}
		level, w = next, w*weightBorrowed
	}
	return nil
}

// affinity is the share of a post's domain evidence that lies in the
// relevant domains: each word with specific domains (see domainsOf)
// counts its best-matching domain's weight in the profile (a parent
// domain of the word's at weightParentDomain), over the words with a
// specific domain. Profile weights are scaled by specificity, so that a
// shared "telecommunication" counts more than a shared "geography". ok
// is false when no word has a specific domain.
func (p *Profile) affinity(words []term, memo map[uint32][]domain) (float64, bool) {
	if p.core == nil || len(p.domains) == 0 {
		return 0, false
	}
	top := 0.0
	for _, w := range p.domains {
		top = max(top, w)
	}
	var in, all float64
	for _, w := range words {
		f := family(w.t)
		ds, seen := memo[f]
		if !seen {
			ds = domainsOf(p.core, f)
			memo[f] = ds
		}
		if len(ds) == 0 {
			continue
		}
		best, mass := 0.0, 0.0
		for _, d := range ds {
			mass = max(mass, d.weight)
			w := p.domains[d.name]
			for _, a := range p.core.DomainAncestors(d.name) {
				w = max(w, weightParentDomain*p.domains[a])
			}
			best = max(best, d.weight*w/top)
		}
		in += best
		all += mass
	}
	if all == 0 {
		return 0, false
	}
	return in / all, true
}

// addTo adds domain d with weight w, and its parents, to vector v.
func (p *Profile) addTo(v map[string]float64, d string, w float64) {
	v[d] += w * p.specificity(d)
	for _, a := range p.core.DomainAncestors(d) {
		if !generic(p.core, a) {
			v[a] += w * weightParentDomain * p.specificity(a)
		}
	}
}

// specificity weighs a domain by how few families it has: 1 for a domain
// of a hundred families or fewer, less for broad ones.
func (p *Profile) specificity(d string) float64 {
	if w, ok := p.spec[d]; ok {
		return w
	}
	n := float64(p.core.FamiliesInDomain(d).GetCardinality())
	w := 1 / (1 + math.Log10(max(n, 100)/100))
	p.spec[d] = w
	return w
}

// word returns the match weight of word t, read as family f: the best of
// its chosen family and hypernyms an assign rule gave it, and of its other
// readings at half weight.
func (p *Profile) word(t *doc.Token, f uint32, memo map[uint32]float64) float64 {
	w := p.cached(f, memo)
	for _, h := range t.Hypernyms {
		w = max(w, weightKind*p.cached(h, memo)/weightSame)
	}
	for _, r := range t.Readings {
		for _, alt := range r.Families {
			if alt != f && w < weightSame*weightAltSense {
				w = max(w, weightAltSense*p.cached(alt, memo))
			}
		}
	}
	return w
}

// cached is family with a memo for one document.
func (p *Profile) cached(f uint32, memo map[uint32]float64) float64 {
	w, ok := memo[f]
	if !ok {
		w = p.family(f)
		memo[f] = w
	}
	return w
}

// family returns the match weight of one family.
func (p *Profile) family(f uint32) float64 {
	if p.same[f] {
		return weightSame
	}
	if p.core == nil || !p.core.Has(f) {
		return 0
	}
	for _, r := range p.relevant {
		if p.core.IsA(f, r) {
			return weightKind
		}
	}
	if p.related[f] {
		return weightRelated
	}
	return 0
}
