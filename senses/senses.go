// Package senses maps word forms to lexemes and concept families and chooses
// the sense of each word in context.
//
// For every word chunk the stage looks the normalised form up in the
// language pack (inflected forms, lemmas, and for English WordNet's
// detachment rules), which gives readings: lexemes with the features the
// lexicon knows and the lexemes' families. It then ranks the families of
// each word by a frequency prior (the reading's and the sense's rank in the
// sources, and the family's sense-tag count in WordNet) plus context: a
// family whose WordNet domains are shared by other words of the sentence
// gains. The chosen reading and family go on the token; the alternatives stay
// in Token.Readings for n-best output.
//
// The package is not for part-of-speech tagging (package grammar refines
// the reading choice when it lands) nor for memory reassignments, which a
// later stage applies over the choice made here: that stage may rewrite
// Token.Family and Token.Readings, and everything downstream reads only
// those fields.
package senses

import (
	"context"
	"math"

	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/lexdata"
	"github.com/argot-nlp/argot/tokenize"
)

// Stage is the senses stage of the pipeline.
type Stage struct {
	core func() (*lexdata.Core, error)
}

// NewStage returns the stage. core gives the concept families of the core
// pack; it may be nil or return an error, and the stage then chooses senses
// by the lexicon's order alone.
func NewStage(core func() (*lexdata.Core, error)) *Stage {
	return &Stage{core: core}
}

// Name implements pipeline.Stage.
func (s *Stage) Name() string { return "senses" }

// Weights of the sense score.
const (
	readingRankCost = 2.0  // per position of the reading in the lexicon's order
	senseRankCost   = 0.35 // per position of the family in the lexeme's order
	tagCountWeight  = 0.25 // times log(1 + WordNet sense-tag count)
	domainWeight    = 0.8  // per other word of the sentence sharing a domain
	domainCap       = 3    // at most this many sharing words count
	maxFamilies     = 4    // families per reading that give context
)

// Run implements pipeline.Stage: it fills the lexical annotations of every
// word chunk of d. Without a pack it adds nothing.
func (s *Stage) Run(ctx context.Context, d *doc.Document, lang *lexdata.Language) error {
	if lang == nil {
		return nil
	}
	var core *lexdata.Core
	if s.core != nil {
		if c, err := s.core(); err == nil {
			core = c
		}
	}
	for si := range d.Sentences {
		if si%64 == 0 {
			if err := ctx.Err(); err != nil {
				return err
			}
		}
		sent := &d.Sentences[si]
		lookupSentence(sent, d.Lang, lang)
		chooseSenses(sent, core)
	}
	return nil
}

// lookupSentence fills the candidate readings of each word chunk. A chunk
// the spelling stage corrected is looked up by its correction; the other
// chunks a correction spans ("u c k" of "f u c k") get no readings.
func lookupSentence(sent *doc.Sentence, langID string, lang *lexdata.Language) {
	for ti, form := range sent.Forms() {
		t := &sent.Tokens[ti]
		if t.Corrected == "" && !lexical(t) {
			continue
		}
		analyses := lang.Lookup(tokenize.NormalizeForLookup(langID, form))
		if len(analyses) == 0 {
			continue
		}
		t.Readings = make([]doc.Reading, len(analyses))
		for i, a := range analyses {
			t.Readings[i] = doc.Reading{
				Lexeme:   a.Lexeme.ID,
				Lemma:    a.Lexeme.Lemma,
				POS:      a.Lexeme.POS,
				Features: a.Features,
				Families: append([]uint32(nil), a.Lexeme.Families...),
			}
		}
	}
}

// lexical reports whether a chunk is looked up in the lexicon.
func lexical(t *doc.Token) bool {
	if t.Kind != doc.Word {
		return false
	}
	switch t.Class {
	case doc.ClassText, doc.ClassAbbreviation, doc.ClassClitic, doc.ClassAlnum:
		return true
	}
	return false
}

// chooseSenses ranks the readings and families of each token of sent and
// records the choice.
func chooseSenses(sent *doc.Sentence, core *lexdata.Core) {
	var domains [][]string // per token: the domains of all its candidate families
	var dc domainCache
	if core != nil {
		dc = domainCache{core: core, m: map[uint32][]string{}}
		domains = make([][]string, len(sent.Tokens))
		for ti := range sent.Tokens {
			domains[ti] = tokenDomains(&sent.Tokens[ti], &dc)
		}
	}
	for ti := range sent.Tokens {
		t := &sent.Tokens[ti]
		if len(t.Readings) == 0 {
			continue
		}
		// A reading's score is its rank in the lexicon's order plus the
		// context its best family finds; the sense-tag prior only orders
		// the families inside a reading, as it says nothing about which
		// lexeme a form is (a pronoun has no family at all).
		bestReading, bestScore := 0, math.Inf(-1)
		for ri := range t.Readings {
			r := &t.Readings[ri]
			scores := make([]float64, len(r.Families))
			context := 0.0
			for fi, f := range r.Families {
				scores[fi] = -senseRankCost * float64(fi)
				if core != nil {
					prior, shared := familyScore(f, ti, &dc, domains)
					scores[fi] += prior + shared
					context = max(context, shared)
				}
			}
			sortFamilies(r.Families, scores)
			if score := -readingRankCost*float64(ri) + context; score > bestScore {
				bestReading, bestScore = ri, score
			}
		}
		if bestReading != 0 {
			t.Readings[0], t.Readings[bestReading] = t.Readings[bestReading], t.Readings[0]
		}
		r := t.Readings[0]
		t.Lexeme, t.Lemma, t.POS, t.Features = r.Lexeme, r.Lemma, r.POS, r.Features
		if len(r.Families) > 0 {
			t.Family = r.Families[0]
		}
	}
}

// familyScore is the part of a family's score that needs the core pack: a
// prior from its sense-tag count, and the context from the words of the
// sentence sharing its domains.
func familyScore(f uint32, self int, dc *domainCache, domains [][]string) (prior, context float64) {
	prior = tagCountWeight * math.Log1p(float64(dc.core.TagCount(f)))
	own := dc.of(f)
	if len(own) == 0 {
		return prior, 0
	}
	shared := 0
	for ti, ds := range domains {
		if ti == self || !overlap(own, ds) {
			continue
		}
		if shared++; shared == domainCap {
			break
		}
	}
	return prior, domainWeight * float64(shared)
}

// tokenDomains collects the domains of a token's most likely families.
// Function words give no context: their rare content senses ("in" as
// Indiana) would only add noise.
func tokenDomains(t *doc.Token, dc *domainCache) []string {
	if t.Stopword {
		return nil
	}
	var out []string
	for _, r := range t.Readings {
		for i, f := range r.Families {
			if i == maxFamilies {
				break
			}
			for _, d := range dc.of(f) {
				if !contains(out, d) {
					out = append(out, d)
				}
			}
		}
	}
	return out
}

// domainCache memoises domainsOf within one sentence, where the same
// candidate families come up for every word.
type domainCache struct {
	core *lexdata.Core
	m    map[uint32][]string
}

func (c *domainCache) of(f uint32) []string {
	ds, ok := c.m[f]
	if !ok {
		ds = domainsOf(c.core, f)
		c.m[f] = ds
	}
	return ds
}

// domainsOf returns the WordNet domains of a family with their ancestors
// below the top level, so that "banking" and "money" meet in "economy"; the
// top-level domains ("social_science") and the generic ones are too broad
// to tell senses apart.
func domainsOf(core *lexdata.Core, f uint32) []string {
	ds := core.Domains(f)
	var out []string
	for _, d := range ds {
		for ; d != "" && core.DomainParent(d) != "" && core.DomainParent(d) != "factotum"; d = core.DomainParent(d) {
			if !contains(out, d) {
				out = append(out, d)
			}
		}
	}
	return out
}

// sortFamilies orders fams by descending score, stably.
func sortFamilies(fams []uint32, scores []float64) {
	for i := 1; i < len(fams); i++ {
		for j := i; j > 0 && scores[j] > scores[j-1]; j-- {
			scores[j], scores[j-1] = scores[j-1], scores[j]
			fams[j], fams[j-1] = fams[j-1], fams[j]
		}
	}
}

func overlap(a, b []string) bool {
	for _, x := range a {
		if contains(b, x) {
			return true
		}
	}
	return false
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
