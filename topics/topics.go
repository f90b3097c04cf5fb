// Package topics finds what a document is about: it maps the WordNet
// Domains of the concepts the senses stage chose for the words onto the
// IPTC Media Topics or the IAB Content Taxonomy and keeps the topics that
// enough of the text supports.
//
// It works in every language alike, since concepts (families) are shared:
// it reads only doc.Token.Family and the core pack. Its quality follows
// that of sense choice and of the WordNet Domains labels, corrected for
// the IPTC standards by a learned model (below).
//
// # Method
//
// Each word token (not a stopword, with a chosen family) gives evidence to
// the domains of its family. Domains of the factotum branch are generic and
// ignored. A family without a domain of its own borrows those of its
// nearest hypernyms that have one (up to two levels up, at half weight), so
// that "Schnitzel" counts for gastronomy through "cutlet". A word's
// evidence for a domain is the domain's weight in the topic map (below 1
// for domains whose words are common in any text, such as anatomy or
// buildings) times the domain_factors that apply.
//
// Sense choice is imperfect, so a word whose other families (of any of
// its readings) have a domain that the rest of the document supports
// clearly better is read in that family instead, at half weight
// (domain-driven disambiguation, see [Detector.Candidates]).
//
// The domains are mapped to topics of the chosen standard. A candidate
// topic is a code some word maps to, or the top-level ancestor of one; its
// score is the summed evidence of the words mapped to it or to a
// descendant, each word counted once per topic. A topic is reported when
// at least [MinWords] distinct words support it with a score of at least
// [MinScore], so one stray word never makes a topic. Topics are ranked by
// score, then by the number of sentences that support them. Coverage is
// the share of sentences with at least one supporting word.
//
// # The learned model
//
// The hand-written domain map decides the finer topics but often picks
// the wrong branch: common words carry domains that say little about the
// text. The core pack therefore also holds a [Model], a naive Bayes
// classifier from the families of a document's words, their hypernyms and
// their domains to the IPTC top-level topics, trained by the pack builder
// on labelled English, German and French news and SIB-200 sentences (see
// lexdata/packbuild/topics_model.go). With the IPTC standards, the
// model's best top-level topic becomes a candidate, supported by the words
// whose features favour it most, and candidates are ranked first by the
// model's probability of their top level, then by score; so the finer
// topics of the branch the model prefers come first. domain_factors weigh
// the model's features as they weigh the map's evidence. The IAB and
// native standards use the map alone.
//
// # min_generic_frequency
//
// Words whose family has no domain give topics only through the hypernym
// fallback above. min_generic_frequency n (1..10) restricts that fallback
// to families whose WordNet sense-tag count is at least 2^(n-1): higher
// values exclude more rare terms. 0 (the default) keeps all of them.
package topics

import (
	"cmp"
	"errors"
	"fmt"
	"iter"
	"math"
	"slices"

	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/internal/familymemo"
	"github.com/argot-nlp/argot/lexdata"
)

// Standard is how topics are named (the topic_standard setting).
type Standard string

// The topic standards.
const (
	IPTCCode        Standard = "iptc_code"        // "medtop:15000000"
	IPTCDescription Standard = "iptc_description" // "sport" (the default)
	IABCode         Standard = "iab_code"         // "483"
	IABDescription  Standard = "iab_description"  // "Sports"
	Native          Standard = "native"           // the WordNet domain: "sport"
)

// ParseStandard checks a topic_standard value; "" gives the default.
func ParseStandard(s string) (Standard, error) {
	switch std := Standard(s); std {
	case "":
		return IPTCDescription, nil
	case IPTCCode, IPTCDescription, IABCode, IABDescription, Native:
		return std, nil
	}
	return "", fmt.Errorf("topics: unknown topic_standard %q", s)
}

type taxonomy uint8

const (
	taxNative taxonomy = iota
	taxIPTC
	taxIAB
)

func (s Standard) taxonomy() taxonomy {
	switch s {
	case IPTCCode, IPTCDescription, "":
		return taxIPTC
	case IABCode, IABDescription:
		return taxIAB
	}
	return taxNative
}

// Selection thresholds: a topic needs MinWords distinct supporting words
// and a score of MinScore.
const (
	MinWords = 2
	MinScore = 1.0
)

// Options are the settings the topic analysis reads.
type Options struct {
	// Standard names the topics; "" is IPTCDescription.
	Standard Standard
	// Optimize drops a topic when a more specific topic of the same branch
	// is reported (optimize_topics).
	Optimize bool
	// DomainFactors multiply the evidence of a WordNet domain (key: its
	// name, "crime"... see [Map.Domains]) or of a family (key: its id,
	// "46360" or "i46360") (domain_factors). 0 removes it.
	DomainFactors map[string]float64
	// MinGenericFrequency is min_generic_frequency, 0..10 (see the package
	// comment).
	MinGenericFrequency int
}

// Topic is one detected topic.
type Topic struct {
	// Name is the topic as the standard names it.
	Name string
	// Key is the topic's code: the 8-digit IPTC code, the IAB id or the
	// WordNet domain.
	Key string
	// TopLevel is the key of its top-level ancestor (Key when top-level).
	TopLevel string
	// Score is the summed evidence, Words the distinct supporting words,
	// Sentences the sentences with at least one.
	Score     float64
	Words     int
	Sentences int
	// Coverage is Sentences / all sentences.
	Coverage float64
}

// Concepts is what topic detection reads from the core pack;
// *lexdata.Core implements it.
type Concepts interface {
	Domains(id lexdata.FamilyID) []string
	Hypernyms(id lexdata.FamilyID) []lexdata.FamilyID
	Family(id lexdata.FamilyID) (lexdata.Family, bool)
}

// Detector finds topics. It is safe for concurrent use; it remembers each
// family's evidence under the default options across documents
// (familymemo), and changes nothing else after New.
type Detector struct {
	m        *Map
	concepts Concepts
	model    *Model      // nil: the topic map alone
	feat     *Featurizer // the model's
	// direct and chosen keep, per family, the evidence of its own domains
	// (see directEvidence) and that of a word's chosen family (see
	// chosenEvidence) under the default options, for the documents to
	// come.
	direct, chosen *familymemo.Memo[[]evidence]
}

// NewDetector returns a detector over the topic map and the concepts of
// the core pack.
func NewDetector(m *Map, c Concepts) *Detector {
	return &Detector{m: m, concepts: c, direct: new(familymemo.Memo[[]evidence]), chosen: new(familymemo.Memo[[]evidence])}
}

// WithModel returns a copy of t that ranks IPTC topics with the learned
// model m (nil: without one).
func (t *Detector) WithModel(m *Model) *Detector {
	c := *t
	c.model, c.feat = m, nil
	if m != nil {
		c.feat = NewFeaturizer(t.concepts, m.domains)
	}
	return &c
}

// Model returns the detector's learned model, nil when it has none.
func (t *Detector) Model() *Model { return t.model }

// Load returns a detector over the topic-map and topic-model sections of
// the core pack and its concepts (from [lexdata.Store.Core] and
// [lexdata.Store.Families]). A pack without a topic model gives a detector
// over the topic map alone.
func Load(core *lexdata.Pack, concepts Concepts) (*Detector, error) {
	m, err := LoadMap(core)
	if err != nil {
		return nil, err
	}
	det := NewDetector(m, concepts)
	model, err := LoadModel(core)
	if errors.Is(err, lexdata.ErrNoSection) {
		return det, nil
	}
	if err != nil {
		return nil, err
	}
	for _, c := range model.classes {
		if _, ok := m.IPTC(c); !ok {
			return nil, fmt.Errorf("topics: topic model class %q is not in the topic map", c)
		}
	}
	return det.WithModel(model), nil
}

// Validate checks the options' ranges.
func (o Options) Validate() error {
	if _, err := ParseStandard(string(o.Standard)); err != nil {
		return err
	}
	if o.MinGenericFrequency < 0 || o.MinGenericFrequency > 10 {
		return fmt.Errorf("topics: min_generic_frequency %d is not in 0..10", o.MinGenericFrequency)
	}
	for k, f := range o.DomainFactors {
		if f < 0 || math.IsNaN(f) || math.IsInf(f, 0) {
			return fmt.Errorf("topics: domain_factors[%q] = %v is not a non-negative number", k, f)
		}
	}
	return nil
}

// Map returns the detector's topic map.
func (t *Detector) Map() *Map { return t.m }

// evidence is a word's support for one domain.
type evidence struct {
	domain string
	weight float64
}

// raise returns ev with the weight of domain raised to w, a new domain
// entering with max(0, w): for a word's few domains, the slice form of
// m[domain] = max(m[domain], w).
func raise(ev []evidence, domain string, w float64) []evidence {
	for i := range ev {
		if ev[i].domain == domain {
			ev[i].weight = max(ev[i].weight, w)
			return ev
		}
	}
	return append(ev, evidence{domain, max(0, w)})
}

// weightOf returns the weight of domain in ev, 0 when it has none.
func weightOf(ev []evidence, domain string) float64 {
	for _, e := range ev {
		if e.domain == domain {
			return e.weight
		}
	}
	return 0
}

// hypernymWeight scales the evidence of domains borrowed from hypernyms.
const hypernymWeight = 0.5

// wordEvidence returns the domains a family supports with their weights.
func (t *Detector) wordEvidence(fam lexdata.FamilyID, opts *Options) []evidence {
	famFactor := familyFactor(fam, opts)
	if famFactor == 0 {
		return nil
	}
	ev := slices.Clone(t.directEvidence(fam, opts))
	if len(ev) == 0 && t.frequentEnough(fam, opts.MinGenericFrequency) {
		// No topical domain: borrow from the nearest hypernyms that have one.
		level := []lexdata.FamilyID{fam}
		for depth := 0; depth < 2 && len(ev) == 0; depth++ {
			var next []lexdata.FamilyID
			for _, f := range level {
				for _, h := range t.concepts.Hypernyms(f) {
					next = append(next, h)
					ev = append(ev, t.domainEvidence(t.concepts.Domains(h), hypernymWeight, opts)...)
				}
			}
			level = next
		}
	}
	for i := range ev {
		ev[i].weight *= famFactor
	}
	return ev
}

// cachedPerDocument returns compute, remembering its results for the
// document when cache is set: under the options for which the detector's
// memos (see directEvidence, chosenEvidence) do not keep them.
func cachedPerDocument(cache bool, compute func(lexdata.FamilyID) []evidence) func(lexdata.FamilyID) []evidence {
	if !cache {
		return compute
	}
	m := map[lexdata.FamilyID][]evidence{}
	return func(f lexdata.FamilyID) []evidence {
		ev, ok := m[f]
		if !ok {
			ev = compute(f)
			m[f] = ev
		}
		return ev
	}
}

// chosenEvidence returns wordEvidence(fam, opts), which callers must not
// modify. Without domain factors and min_generic_frequency, as by
// default, it depends on the family alone and comes from t.chosen.
func (t *Detector) chosenEvidence(fam lexdata.FamilyID, opts *Options) []evidence {
	compute := func(fam lexdata.FamilyID) []evidence { return slices.Clip(t.wordEvidence(fam, opts)) }
	if len(opts.DomainFactors) > 0 || opts.MinGenericFrequency > 0 || t.chosen == nil {
		return compute(fam)
	}
	return t.chosen.Get(fam, compute)
}

// directEvidence returns the evidence of a family's own domains,
// domainEvidence(Domains(fam), 1, opts), which callers must not modify.
// Without domain factors it depends on the family alone and comes from
// t.direct.
func (t *Detector) directEvidence(fam lexdata.FamilyID, opts *Options) []evidence {
	compute := func(fam lexdata.FamilyID) []evidence {
		// Clipped: an append by a caller copies instead of writing into
		// the memo's shared array.
		return slices.Clip(t.domainEvidence(t.concepts.Domains(fam), 1, opts))
	}
	if len(opts.DomainFactors) > 0 || t.direct == nil {
		return compute(fam)
	}
	return t.direct.Get(fam, compute)
}

// domainEvidence keeps the topical domains among names, weighted.
func (t *Detector) domainEvidence(names []string, scale float64, opts *Options) []evidence {
	var ev []evidence
	for _, name := range names {
		d := t.m.Domain(name)
		if d == nil || d.Generic {
			continue
		}
		w := d.Weight * scale
		if f, ok := opts.DomainFactors[name]; ok {
			w *= f
		}
		if w <= 0 || slices.ContainsFunc(ev, func(e evidence) bool { return e.domain == name }) {
			continue
		}
		ev = append(ev, evidence{name, w})
	}
	return ev
}

// frequentEnough applies min_generic_frequency to a family without domain.
func (t *Detector) frequentEnough(fam lexdata.FamilyID, level int) bool {
	if level <= 0 {
		return true
	}
	f, ok := t.concepts.Family(fam)
	return ok && f.TagCount >= 1<<(min(level, 10)-1)
}

// keys returns the topic keys of a domain in the standard.
func (t *Detector) keys(std Standard, domain string) []string {
	d := t.m.Domain(domain)
	switch std.taxonomy() {
	case taxIPTC:
		return d.IPTC
	case taxIAB:
		return d.IAB
	}
	return []string{domain}
}

// Candidates returns every topic with some support in d, best first,
// without the selection thresholds: for evaluation and explanation.
func (t *Detector) Candidates(d *doc.Document, opts Options) []Topic {
	std := opts.Standard
	if std == "" {
		std = IPTCDescription
	}
	type acc struct {
		score     float64
		words     int
		sentences int
		direct    bool // some word maps to the key itself
	}
	accs := map[string]*acc{}
	get := func(k string) *acc {
		a := accs[k]
		if a == nil {
			a = &acc{}
			accs[k] = a
		}
		return a
	}
	words := t.evidence(d, &opts)
	var support []evidence // one word's support per topic key (as domain)
	for si := range words {
		inSentence := map[string]bool{}
		for _, ev := range words[si] {
			// The word's support per topic key: the best of its domains.
			support = support[:0]
			for _, e := range ev {
				for _, k := range t.keys(std, e.domain) {
					get(k).direct = true
					for a := range t.withAncestors(std, k) {
						support = raise(support, a, e.weight)
					}
				}
			}
			for _, s := range support {
				a := get(s.domain)
				a.score += s.weight
				a.words++
				if !inSentence[s.domain] {
					inSentence[s.domain] = true
					a.sentences++
				}
			}
		}
	}
	var post map[string]float64
	if t.model != nil && std.taxonomy() == taxIPTC {
		var best string
		var sup modelSupport
		post, best, sup = t.classify(d, &opts)
		if best != "" {
			a := get(best)
			a.direct = true
			a.score = max(a.score, float64(sup.words))
			a.words = max(a.words, sup.words)
			a.sentences = max(a.sentences, sup.sentences)
		}
	}
	var out []Topic
	for k, a := range accs {
		top := t.m.TopLevel(std, k)
		if !a.direct && top != k {
			continue // an intermediate node no word names
		}
		out = append(out, Topic{
			Name: t.name(std, k), Key: k, TopLevel: top,
			Score: math.Round(a.score*1000) / 1000, Words: a.words, Sentences: a.sentences,
			Coverage: float64(a.sentences) / float64(max(len(d.Sentences), 1)),
		})
	}
	slices.SortFunc(out, func(a, b Topic) int {
		if c := cmp.Compare(post[b.TopLevel], post[a.TopLevel]); c != 0 {
			return c
		}
		if c := cmp.Compare(b.Score, a.Score); c != 0 {
			return c
		}
		if c := cmp.Compare(b.Sentences, a.Sentences); c != 0 {
			return c
		}
		return cmp.Compare(a.Key, b.Key)
	})
	return out
}

// Topics returns the topics of d, best first.
func (t *Detector) Topics(d *doc.Document, opts Options) []Topic {
	var out []Topic
	for _, c := range t.Candidates(d, opts) {
		if c.Words >= MinWords && c.Score >= MinScore {
			out = append(out, c)
		}
	}
	if opts.Optimize {
		std := opts.Standard
		out = slices.DeleteFunc(slices.Clone(out), func(c Topic) bool {
			return slices.ContainsFunc(out, func(o Topic) bool { return t.m.isAncestor(std, c.Key, o.Key) })
		})
	}
	return out
}

// withAncestors yields key and its ancestors, at most 16 keys in all.
func (t *Detector) withAncestors(std Standard, key string) iter.Seq[string] {
	return func(yield func(string) bool) {
		if !yield(key) {
			return
		}
		n := 1
		for p := t.m.parent(std, key); p != "" && n < 16; p = t.m.parent(std, p) {
			if !yield(p) {
				return
			}
			n++
		}
	}
}

// name renders a topic key in the standard.
func (t *Detector) name(std Standard, key string) string {
	switch std {
	case IPTCCode:
		return "medtop:" + key
	case IPTCDescription, "":
		if c, ok := t.m.IPTC(key); ok {
			return c.Label
		}
	case IABDescription:
		if c, ok := t.m.IAB(key); ok {
			return c.Label
		}
	}
	return key
}

// Domain-driven sense choice (after Magnini et al. 2002, "The role of
// domain information in word sense disambiguation"): a word whose chosen
// family has no topical domain, or a domain the rest of the text does not
// share, is read in another of its families when that family's domain is
// well supported by the other words of the document.
const (
	// maxAlternatives bounds the families of a word looked at.
	maxAlternatives = 24
	// switchMargin is the support from the other words an alternative
	// family needs above the chosen one's.
	switchMargin = 1.0
	// switchedWeight scales the evidence of a family chosen this way.
	switchedWeight = 0.5
)

// evidence returns, per sentence, the topical evidence of each content
// word (words without any are left out).
func (t *Detector) evidence(d *doc.Document, opts *Options) [][][]evidence {
	type word struct {
		chosen lexdata.FamilyID
		alts   [][]evidence // of the other families of the word's readings
		own    [2]int       // span of its own weights in owns
	}
	direct := cachedPerDocument(len(opts.DomainFactors) > 0, func(f lexdata.FamilyID) []evidence {
		return t.directEvidence(f, opts)
	})
	chosen := cachedPerDocument(len(opts.DomainFactors) > 0 || opts.MinGenericFrequency > 0, func(f lexdata.FamilyID) []evidence {
		return t.chosenEvidence(f, opts)
	})
	// Pass 1: the document's domain profile. Each word gives its chosen
	// family's domains full weight and its other families' a share.
	var sents [][]word
	profile := map[string]float64{}
	// own appends to owns a word's best weight per domain: a word names
	// few domains, so a slice serves better than a map. Pass 2 reads them
	// there again.
	var owns []evidence
	own := func(w word) []evidence {
		n := len(owns)
		m := owns[n:]
		for _, e := range chosen(w.chosen) {
			m = raise(m, e.domain, e.weight)
		}
		share := 1 / float64(len(w.alts)+1)
		for _, alt := range w.alts {
			for _, e := range alt {
				m = raise(m, e.domain, e.weight*share)
			}
		}
		owns = append(owns, m...)
		return owns[n:]
	}
	var alts []lexdata.FamilyID // a word's, reused
	for si := range d.Sentences {
		var ws []word
		for ti := range d.Sentences[si].Tokens {
			tok := &d.Sentences[si].Tokens[ti]
			if tok.Kind != doc.Word || tok.Stopword || tok.Family == 0 {
				continue
			}
			w := word{chosen: tok.Family}
			alts = alts[:0]
			for _, r := range tok.Readings {
				for _, f := range r.Families {
					if f != w.chosen && len(alts) < maxAlternatives && !slices.Contains(alts, f) {
						alts = append(alts, f)
					}
				}
			}
			if len(alts) > 0 {
				w.alts = make([][]evidence, len(alts))
				for i, f := range alts {
					w.alts[i] = direct(f)
				}
			}
			n := len(owns)
			for _, e := range own(w) {
				profile[e.domain] += e.weight
			}
			w.own = [2]int{n, len(owns)}
			ws = append(ws, w)
		}
		sents = append(sents, ws)
	}
	// Pass 2: each word's family, re-chosen against the profile of the
	// other words.
	support := func(ev []evidence, mine []evidence) float64 {
		s := 0.0
		for _, e := range ev {
			s += e.weight * (profile[e.domain] - weightOf(mine, e.domain))
		}
		return s
	}
	out := make([][][]evidence, len(sents))
	for si, ws := range sents {
		for _, w := range ws {
			ev := chosen(w.chosen)
			if len(w.alts) > 0 {
				mine := owns[w.own[0]:w.own[1]]
				best, bestScore := ev, support(ev, mine)+switchMargin
				switched := false
				for _, alt := range w.alts {
					if s := support(alt, mine); len(alt) > 0 && s > bestScore {
						best, bestScore, switched = alt, s, true
					}
				}
				if switched {
					ev = make([]evidence, len(best))
					for i, e := range best {
						ev[i] = evidence{e.domain, e.weight * switchedWeight}
					}
				}
			}
			if len(ev) > 0 {
				out[si] = append(out[si], ev)
			}
		}
	}
	return out
}
