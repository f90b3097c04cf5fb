// Package relevance ranks posts against a set of concepts: the
// signal-to-noise ranking of the service, in two steps.
//
// Step one, [Candidates]: a parse with keyword_features over an article
// headline returns the families of the words that have those features
// (minus those under a stop hypernym): the relevant concepts. A word the
// lexicon has no family for, typically a name ("Microsoft", "Chelsea",
// "Covid"), gives a name id instead (an id with the top bit set that no
// family has, see [IsName]), so that the headline's names take part.
// Content words are the words that are not stopwords, and the stopwords
// with an open-class part of speech whose information weight is high
// enough: stopword lists such as stopwords-iso's English one hold
// topical words ("computer", "bill", "novel", "research"), and a rare
// one says as much as any other word (see minStopwordInfo).
//
// Step two, [Score]: a parse with relevant gets a signal2noise in 0..1
// from the evidence of concepts and domains ([Profile]) and, when the core
// pack has a topic model, of topics:
//
//   - Concepts. Each content word of the post is matched against the
//     relevant families: the same family counts 1, a kind of a relevant
//     family 0.8, a family linked to one by a WordNet relation other than
//     hypernymy (derivation, part, member, topic domain, attribute...)
//     0.6. Other readings of an ambiguous word count half, repeats of a
//     family half, and hypernyms an assign rule gave a word count as
//     well. Each match is weighted by the word's information weight (rare
//     words count more, see [similarity.Words]), so a shared "doping"
//     says more than a shared "new". The evidence E of a post whose
//     content words have the information mass M gives E / (E + 3 + 0.2 M):
//     many matching words raise it, a long post with a few stray matches
//     stays low. A relevant name id counts like a family for each word of
//     the post with the same normalised lemma (form, for a word the
//     lexicon does not know). (Families that merely share a hypernym are
//     not matched: on the tune half they matched off-topic posts about as
//     often as on-topic ones, and neither did a softer match by taxonomy
//     distance, the Wu-Palmer score of package similarity, help.)
//   - Domains. The share of the post's WordNet Domains evidence that lies
//     in the relevant families' domains (a parent domain counts half; a
//     family without a specific domain borrows its hypernyms', at half),
//     each domain weighted by its specificity: a shared
//     "telecommunication" counts more than a shared "geography".
//
// Concepts alone leave most posts at 0: a headline gives three to five
// families and an on-topic sentence often shares none of them. When the
// core pack has a topic model (package topics: a naive Bayes from
// families, their hypernyms and domains to IPTC top-level topics, learned
// from labelled news), two kinds of topic evidence, each in 0..1, join in:
//
//   - Posterior. The model's distribution over its topics for the
//     relevant families together and for the post's content words
//     together, each flattened (raised to the power 0.3 and 0.2 and
//     renormalized: naive Bayes is over-confident, the more so the more
//     words it reads); the evidence is their dot product, the
//     probability that the two are about the same topic, taken to the
//     power 0.5 (which keeps a post the model gives some chance of the
//     headline's topic from falling far behind one it is sure of). A
//     headline the model reads wrongly keeps some weight on its other
//     likely topics.
//   - Votes. Each relevant family votes for the topic the model gives it
//     alone, and so does each word of the post, with the word's
//     information weight; the evidence is the cosine of the two vote
//     vectors.
//
// The score is the weighted mean (concepts + 0.15 domains + 0.15 votes +
// 0.7 posterior) / 2, or (concepts + 0.15 domains) / 1.15 without a topic
// model; the weights were chosen on the tune half of the relevance
// evaluation (bench/relevance_eval.go). All of it reads only the relevant
// ids, so step two needs nothing else from step one.
//
// The analyses then adjust the score: each sentiment expression whose
// target names a word of the post that matched the relevant concepts
// or names (an opinion about a relevant aspect) multiplies it by 1.1 (at
// most two; an opinion about something else leaves it as it is: news
// prose has targeted sentiment in most sentences, and boosting it all
// only added noise on the tune half);
// each negative one without a target (untargeted negativity) by 0.9 (at
// most three); each abuse instance by 1 - 0.1 x its severity level (low 1
// .. extreme 4) unless abuse_not_noise; the bulk_message memory flag
// halves it.
//
// It is not a topic classifier (package topics) and it does not learn:
// the ranking follows sense choice, the WordNet graph and the core pack's
// topic model as it is.
package relevance

import (
	"fmt"
	"maps"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/argot-nlp/argot/grammar"
	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/lexdata"
	"github.com/argot-nlp/argot/memory"
	"github.com/argot-nlp/argot/tokenize"
)

// keyword_features keys other than UD feature names.
const (
	keyPOS       = "pos"       // UPOS tags: "NOUN|PROPN"
	keySemantics = "semantics" // lexicographer classes: "artifact|food"
	keyDomain    = "domain"    // WordNet domains (or a parent): "sport"
	keyHypernym  = "hypernym"  // family ids the word is a kind of: "35572"
)

// CheckKeywordFeatures validates a keyword_features object: keys are pos,
// semantics, domain, hypernym, a UD feature name ("Number"), or a native
// feature index as a string ("1" part of speech, "2" Number, ..., "100"
// semantic class, as in memory features); values are alternatives
// separated by "|". It returns the key at fault.
func CheckKeywordFeatures(kf map[string]string) (string, error) {
	for _, k := range slices.Sorted(maps.Keys(kf)) {
		v := kf[k]
		if strings.TrimSpace(v) == "" {
			return k, fmt.Errorf("value is empty")
		}
		name, err := keyName(k)
		if err != nil {
			return k, err
		}
		switch name {
		case keyPOS, keySemantics, keyDomain:
		case keyHypernym:
			for _, id := range alternatives(v) {
				if _, err := parseFamily(id); err != nil {
					return k, err
				}
			}
		default:
			if name == "" || name[0] < 'A' || name[0] > 'Z' {
				return k, fmt.Errorf("unknown feature %q (pos, semantics, domain, hypernym, a UD feature name such as Number, or a native index)", k)
			}
		}
	}
	return "", nil
}

// keyName maps a keyword_features key to its name: a native index to
// pos, semantics or the UD feature name, a name to itself.
func keyName(k string) (string, error) {
	n, err := strconv.Atoi(k)
	if err != nil {
		return k, nil
	}
	switch {
	case n == grammar.IndexPOS:
		return keyPOS, nil
	case n == memory.IndexSemantics:
		return keySemantics, nil
	case memory.FeatureName(n) != "":
		return memory.FeatureName(n), nil
	}
	return "", fmt.Errorf("unknown feature index %d", n)
}

func alternatives(v string) []string {
	var out []string
	for _, a := range strings.Split(v, "|") {
		if a = strings.TrimSpace(a); a != "" {
			out = append(out, a)
		}
	}
	return out
}

// parseFamily reads a family id, "46360" or "i46360".
func parseFamily(s string) (uint32, error) {
	n, err := strconv.ParseUint(strings.TrimPrefix(s, "i"), 10, 32)
	if err != nil || n == 0 {
		return 0, fmt.Errorf("%q is not a family id", s)
	}
	return uint32(n), nil
}

// Candidates returns the families of the content words of d (lang, may
// be nil, gives their information weights) that have every keyword
// feature, without those that are a kind of a stop hypernym, in text
// order without repeats. A word without a family that has the features
// (a name the lexicon does not know: only pos and UD features can match
// it) gives its name id (see [IsName]). core may be nil (then semantics,
// domain and hypernym features never match).
func Candidates(d *doc.Document, lang *lexdata.Language, core *lexdata.Core, features map[string]string, stop []uint32) []uint32 {
	var out []uint32
	for _, w := range weighed(d, lang) {
		t := w.t
		f := family(t)
		id := f
		switch {
		case t.Kind != doc.Word:
			continue
		case f == 0 && !t.Stopword:
			id = wordName(w.info)
		case !w.content():
			continue
		}
		if id == 0 || slices.Contains(out, id) || !hasFeatures(t, f, core, features) || under(core, t, f, stop) {
			continue
		}
		out = append(out, id)
	}
	return out
}

func family(t *doc.Token) uint32 {
	if t.Family != 0 {
		return t.Family
	}
	if len(t.Readings) > 0 && len(t.Readings[0].Families) > 0 {
		return t.Readings[0].Families[0]
	}
	return 0
}

// hasFeatures reports whether word t of family f has every feature.
func hasFeatures(t *doc.Token, f uint32, core *lexdata.Core, features map[string]string) bool {
	for key, v := range features {
		k, _ := keyName(key)
		alts := alternatives(v)
		ok := false
		switch k {
		case keyPOS:
			ok = slices.ContainsFunc(alts, func(a string) bool { return strings.EqualFold(a, t.POS) })
		case keySemantics:
			ok = core != nil && slices.ContainsFunc(alts, func(a string) bool { return strings.EqualFold(a, class(core, f)) })
		case keyDomain:
			ok = core != nil && slices.ContainsFunc(alts, func(a string) bool { return inDomain(core, f, a) })
		case keyHypernym:
			ok = slices.ContainsFunc(alts, func(a string) bool {
				h, err := parseFamily(a)
				return err == nil && isA(core, t, f, h)
			})
		default:
			ok = slices.ContainsFunc(alts, func(a string) bool { return slices.Contains(t.Features, k+"="+a) })
		}
		if !ok {
			return false
		}
	}
	return true
}

func class(core *lexdata.Core, f uint32) string {
	_, c, _ := strings.Cut(core.LexName(f), ".")
	return c
}

// inDomain reports whether family f is labelled domain or one of its
// sub-domains.
func inDomain(core *lexdata.Core, f uint32, domain string) bool {
	for _, d := range core.Domains(f) {
		if strings.EqualFold(d, domain) || slices.ContainsFunc(core.DomainAncestors(d), func(a string) bool { return strings.EqualFold(a, domain) }) {
			return true
		}
	}
	return false
}

// isA reports whether word t of family f is a kind of h, through the
// core pack or the hypernyms an assign rule gave it.
func isA(core *lexdata.Core, t *doc.Token, f, h uint32) bool {
	if f == h || slices.Contains(t.Hypernyms, h) {
		return true
	}
	if core == nil {
		return false
	}
	return core.IsA(f, h) || slices.ContainsFunc(t.Hypernyms, func(x uint32) bool { return core.IsA(x, h) })
}

func under(core *lexdata.Core, t *doc.Token, f uint32, stop []uint32) bool {
	return slices.ContainsFunc(stop, func(h uint32) bool { return isA(core, t, f, h) })
}

// Score returns the signal-to-noise of d against profile p (see the
// package comment), rounded to four decimals. lang (may be nil) gives the
// information weights of the post's words.
func Score(d *doc.Document, lang *lexdata.Language, p *Profile) float64 {
	all := weighed(d, lang)
	words := contentWords(all)
	matched := map[string]bool{} // the words that match, for adjust
	sum := p.concepts(words, all, matched) + weightDomains*p.domainEvidence(words)
	weights := 1 + weightDomains
	if p.topics != nil {
		votes, posterior := p.topicEvidence(words, all)
		sum += weightTopicVotes*votes + weightTopicPosterior*math.Pow(posterior, posteriorPower)
		weights += weightTopicVotes + weightTopicPosterior
	}
	s := adjust(d, sum/weights, matched)
	return math.Round(s*1e4) / 1e4
}

// concepts is the concept evidence of a post's content words (see the
// package comment): each word's match weight times its information
// weight, repeats of a family or name at half, over the rarity mass of
// the post; all are all its words, for the names.
func (p *Profile) concepts(words, all []term, matched map[string]bool) float64 {
	counted := map[uint32]bool{}
	memo := map[uint32]float64{}
	var evidence, mass float64
	for _, w := range words {
		f := family(w.t)
		iw := w.info.Weight
		mass += iw
		m := p.word(w.t, f, memo)
		if m == 0 {
			continue
		}
		matched[w.info.Form] = true
		if counted[f] {
			m /= 2
		}
		counted[f] = true
		evidence += m * iw
	}
	if p.names {
		for _, w := range all {
			id := wordName(w.info)
			if id == 0 || !p.same[id] {
				continue
			}
			matched[w.info.Form] = true
			m := weightSame
			if counted[id] {
				m /= 2
			}
			counted[id] = true
			evidence += m * w.info.Weight
		}
	}
	return evidence / (evidence + conceptPrior + conceptLength*mass)
}

// domainEvidence is the share of the post's domain evidence in the
// relevant domains (see Profile.affinity), 0 without any.
func (p *Profile) domainEvidence(words []term) float64 {
	aff, _ := p.affinity(words, map[uint32][]domain{})
	return aff
}

// adjust applies the sentiment, abuse and bulk_message adjustments;
// matched holds the normalised forms of the post's words that matched
// the relevant concepts.
func adjust(d *doc.Document, s float64, matched map[string]bool) float64 {
	targeted, venting := 0, 0
	for _, e := range d.Sentiment.Expressions {
		switch {
		case len(e.Targets) > 0:
			if aboutRelevant(d.Lang, e.Targets, matched) {
				targeted++
			}
		case e.Polarity == "negative":
			venting++
		}
	}
	for range min(targeted, 2) {
		s = min(1, s*1.1)
	}
	for range min(venting, 3) {
		s *= 0.9
	}
	if !d.Opts.Relevance.AbuseNotNoise {
		for _, a := range d.Abuse {
			s *= 1 - 0.1*float64(severityLevel(a.Severity))
		}
	}
	if d.Opts.Flags["bulk_message"] {
		s /= 2
	}
	return min(max(s, 0), 1)
}

// aboutRelevant reports whether a target names a word of the post that
// matched the relevant concepts.
func aboutRelevant(lang string, targets []string, matched map[string]bool) bool {
	for _, t := range targets {
		for _, w := range strings.Fields(t) {
			if matched[tokenize.NormalizeForLookup(lang, w)] {
				return true
			}
		}
	}
	return false
}

// severityLevel is 1 for low up to 4 for extreme.
func severityLevel(s string) int {
	return slices.Index([]string{"low", "medium", "high", "extreme"}, s) + 1
}
