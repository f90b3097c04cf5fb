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
// in Token.Readings for n-best output. Compounds of de, nl, sv, da and no
// the lexicon does not know get their components (Token.Components, the
// word's "segmentation"), found by tokenize.CompoundSplitter.
//
// The package is not for part-of-speech tagging (package grammar refines
// the reading choice when it lands) nor for memory reassignments, which a
// later stage applies over the choice made here: that stage may rewrite
// Token.Family and Token.Readings, and everything downstream reads only
// those fields.
package senses

import (
	"context"
	"encoding/binary"
	"math"
	"slices"
	"unicode/utf8"

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

// The counts of sharing words (see overlap) are int8s up to domainCap+1.
var _ [127 - domainCap - 1]struct{}

// Run implements pipeline.Stage: it fills the lexical annotations of every
// word chunk of d. Without a pack it adds nothing.
func (s *Stage) Run(ctx context.Context, d *doc.Document, lang *lexdata.Language) error {
	if lang == nil {
		return nil
	}
	var sc senseContext
	var sl slab
	if s.core != nil {
		if c, err := s.core(); err == nil {
			sc.facts = factsOf(c)
		}
	}
	// Compound components are output only with n-best readings
	// (deterministic false): the splitter runs only then.
	var compounds *tokenize.CompoundSplitter
	if d.Opts.NBest {
		compounds = tokenize.NewCompoundSplitter(lang)
	}
	for si := range d.Sentences {
		if si%64 == 0 {
			if err := ctx.Err(); err != nil {
				return err
			}
		}
		sent := &d.Sentences[si]
		lookupSentence(d, sent, lang, &sl)
		chooseSenses(sent, &sc)
		if compounds != nil {
			addComponents(sent, compounds, lang)
		}
	}
	return nil
}

// addComponents records the components of the compounds c splits (the
// service's "segmentation" of a word), each with the lexeme and first
// family of the word it stands for. The tokenisation is unchanged: c
// splits only words the lexicon does not know, which keep the readings
// the lexicon makes up from their head. Corrected words are left alone.
func addComponents(sent *doc.Sentence, c *tokenize.CompoundSplitter, lang *lexdata.Language) {
	split := c.Sentence(sent.Tokens)
	for ti, parts := range split {
		t := &sent.Tokens[ti]
		if parts == nil || t.Corrected != "" {
			continue
		}
		t.Components = make([]doc.Component, len(parts))
		off := t.Offset
		for k, p := range parts {
			comp := doc.Component{Text: p, Offset: off, Length: utf8.RuneCountInString(p)}
			off += comp.Length
			if key := c.PartKey(p, k == len(parts)-1); key != "" {
				for _, a := range lang.Lookup(key) {
					if a.Lexeme.ID != 0 {
						comp.Lexeme = a.Lexeme.ID
						if len(a.Lexeme.Families) > 0 {
							comp.Family = a.Lexeme.Families[0]
						}
						break
					}
				}
			}
			t.Components[k] = comp
		}
	}
}

// lookupSentence fills the candidate readings of each word chunk. A chunk
// the spelling stage corrected is looked up by its correction; the other
// chunks a correction spans ("u c k" of "f u c k") get no readings. The
// lookups go through the document's memo, which later stages share.
func lookupSentence(d *doc.Document, sent *doc.Sentence, lang *lexdata.Language, sl *slab) {
	for ti, form := range sent.Forms() {
		t := &sent.Tokens[ti]
		if t.Corrected == "" && !lexical(t) {
			continue
		}
		analyses := d.Lookup(lang, tokenize.NormalizeForLookup(d.Lang, form))
		if len(analyses) == 0 {
			continue
		}
		t.Readings = sl.readings(len(analyses))
		n := 0
		for _, a := range analyses {
			n += len(a.Lexeme.Families)
		}
		// One array holds the families of all readings; each reading
		// sorts its own part.
		fams := sl.families(n)
		for i, a := range analyses {
			start := len(fams)
			fams = append(fams, a.Lexeme.Families...)
			t.Readings[i] = doc.Reading{
				Lexeme:   a.Lexeme.ID,
				Lemma:    a.Lexeme.Lemma,
				POS:      a.Lexeme.POS,
				Features: a.Features,
				Families: fams[start:len(fams):len(fams)],
			}
			if start == len(fams) {
				t.Readings[i].Families = nil
			}
		}
	}
}

// slab hands out the readings and families of a document's tokens from
// few large arrays instead of two allocations per word. Each slice it
// returns has its length as capacity, so an append by a later stage
// copies rather than writing over a neighbour's part.
//
// The arrays grow from 64 elements to 1024 as a document needs them, so
// that a short text does not pay for a long one's.
type slab struct {
	rs     []doc.Reading
	fs     []uint32
	rn, fn int // size of the last array of each
}

// nextSlabSize returns the size of the next array holding at least n
// elements after one of size last.
func nextSlabSize(n, last int) int {
	return max(n, min(max(2*last, 64), 1024))
}

// readings returns n zero readings.
func (s *slab) readings(n int) []doc.Reading {
	if n > len(s.rs) {
		s.rn = nextSlabSize(n, s.rn)
		s.rs = make([]doc.Reading, s.rn)
	}
	out := s.rs[:n:n]
	s.rs = s.rs[n:]
	return out
}

// families returns an empty slice with room for n families.
func (s *slab) families(n int) []uint32 {
	if n > len(s.fs) {
		s.fn = nextSlabSize(n, s.fn)
		s.fs = make([]uint32, s.fn)
	}
	out := s.fs[:0:n]
	s.fs = s.fs[n:]
	return out
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
// records the choice. sc holds the per-family facts of the core pack (nil
// without one) and buffers reused across the sentences of a document.
func chooseSenses(sent *doc.Sentence, sc *senseContext) {
	var domains []domainSet // per token: the domains of all its candidate families
	if sc.facts != nil {
		domains = sc.tokenDomains(sent.Tokens)
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
			scores := sc.scoreBuf(len(r.Families))
			context := 0.0
			for fi, f := range r.Families {
				scores[fi] = -senseRankCost * float64(fi)
				if sc.facts != nil {
					prior, shared := sc.familyScore(f, ti, domains)
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

// senseContext scores families against the words of a sentence. It holds
// the core pack's per-family facts (nil without a core pack) and buffers
// for one document; it is not safe for concurrent use.
type senseContext struct {
	facts   *familyFacts
	domains []domainSet // per token of the current sentence
	words   []uint64    // backing array of domains
	scores  []float64
	// Per sentence: the token domain sets that are not empty, and for each
	// distinct domain set of the facts scored so far (the count depends on
	// the set alone, which families share) how many of them it overlaps,
	// counted up to domainCap+1, its own token included; -1 when not yet
	// counted. touched lists the sets to reset for the next sentence.
	nonEmpty []domainSet
	overlap  []int8
	touched  []uint32
}

// tokenDomains returns the domains of each token's most likely families
// (see tokenDomain), in buffers valid until the next call.
func (c *senseContext) tokenDomains(toks []doc.Token) []domainSet {
	w := c.facts.words
	if need := len(toks) * w; cap(c.words) < need {
		c.words = make([]uint64, need)
	} else {
		c.words = c.words[:need]
		clear(c.words)
	}
	c.domains, c.nonEmpty = c.domains[:0], c.nonEmpty[:0]
	for ti := range toks {
		ds := domainSet(c.words[ti*w : (ti+1)*w : (ti+1)*w])
		c.tokenDomain(&toks[ti], ds)
		c.domains = append(c.domains, ds)
		if !ds.empty() {
			c.nonEmpty = append(c.nonEmpty, ds)
		}
	}
	if c.overlap == nil {
		c.overlap = make([]int8, c.facts.numSets())
		for i := range c.overlap {
			c.overlap[i] = -1
		}
	}
	for _, si := range c.touched {
		c.overlap[si] = -1
	}
	c.touched = c.touched[:0]
	return c.domains
}

// tokenDomain adds to out the domains of a token's most likely families.
// Function words give no context: their rare content senses ("in" as
// Indiana) would only add noise.
func (c *senseContext) tokenDomain(t *doc.Token, out domainSet) {
	if t.Stopword {
		return
	}
	for _, r := range t.Readings {
		for i, f := range r.Families {
			if i == maxFamilies {
				break
			}
			out.add(c.facts.domains(f))
		}
	}
}

// scoreBuf returns a scratch slice of n scores.
func (c *senseContext) scoreBuf(n int) []float64 {
	if cap(c.scores) < n {
		c.scores = make([]float64, n)
	}
	return c.scores[:n]
}

// familyScore is the part of a family's score that needs the core pack: a
// prior from its sense-tag count, and the context from the other words of
// the sentence (up to domainCap) sharing its domains. domains are those of
// the last tokenDomains call.
func (c *senseContext) familyScore(f uint32, self int, domains []domainSet) (prior, context float64) {
	ref, ok := c.facts.ref(f)
	if !ok {
		return 0, 0
	}
	prior = c.facts.priors[ref.prior]
	if c.facts.emptySet[ref.set] {
		return prior, 0
	}
	own := c.facts.set(ref.set)
	// The count over all words is the domain set's, whichever word has
	// it: it is kept per sentence, and the word's own set taken off.
	n := int(c.overlap[ref.set])
	if n < 0 {
		n = 0
		for _, ds := range c.nonEmpty {
			if own.overlaps(ds) {
				if n++; n > domainCap {
					break
				}
			}
		}
		c.overlap[ref.set] = int8(n)
		c.touched = append(c.touched, ref.set)
	}
	if own.overlaps(domains[self]) {
		n--
	}
	return prior, domainWeight * float64(min(n, domainCap))
}

// familyFacts holds, for every family of a core pack, what sense choice
// asks of it in its inner loop: the sense-tag prior and the domain set
// (see domainsOf). It is built once per core pack and read concurrently.
// Families share few distinct priors and domain sets, so each family has
// the positions of its own in tables of the distinct ones: one load per
// family in the inner loop when family ids are dense.
type familyFacts struct {
	words  int                // uint64 words per domain set
	byID   []factRef          // family id -> facts, when ids are dense; prior noFact for none
	sparse map[uint32]factRef // family id -> facts, when they are not
	priors []float64          // the distinct priors
	sets   []uint64           // the distinct domain sets, words uint64s each
	// emptySet tells, per distinct domain set, whether it has no domain.
	emptySet []bool
}

// factRef is a family's prior and domain set: positions in the tables
// of familyFacts.
type factRef struct{ prior, set uint32 }

var factsCache lexdata.Derived[*lexdata.Core, *familyFacts]

// factsOf returns the family facts of core, built on first use.
func factsOf(core *lexdata.Core) *familyFacts {
	f, _ := factsCache.Get(core, func() (*familyFacts, error) { return buildFacts(core), nil })
	return f
}

// buildFacts walks the families twice by their domain positions, without
// strings or per-family lists: once to number the domains their closures
// reach (one bit each, in order of first appearance), once to make the
// sets and keep the distinct ones.
func buildFacts(core *lexdata.Core) *familyFacts {
	names := core.DomainNames()
	bits := map[string]int{} // domain -> bit
	closure := make([][]int, len(names))
	seen := make([]bool, len(names))
	n, maxID := 0, uint32(0)
	number := func(id uint32, _ int, ds []int) {
		n++
		maxID = max(maxID, id)
		for _, d := range ds {
			if seen[d] {
				continue
			}
			seen[d] = true
			for _, a := range domainsOf(core, names[d]) {
				b, ok := bits[a]
				if !ok {
					b = len(bits)
					bits[a] = b
				}
				closure[d] = append(closure[d], b)
			}
		}
	}
	walk := core.EachFamilyDomains
	if walk(number) != nil {
		// Damaged domain sections: no family has domains, as with
		// Core.Domains.
		walk = func(fn func(uint32, int, []int)) error {
			for _, id := range core.IDs() {
				fn(id, core.TagCount(id), nil)
			}
			return nil
		}
		walk(number)
	}
	f := &familyFacts{words: (len(bits) + 63) / 64}
	if int64(maxID) < 4*int64(n)+1024 {
		f.byID = make([]factRef, int(maxID)+1)
		for i := range f.byID {
			f.byID[i].prior = noFact
		}
	} else {
		f.sparse = make(map[uint32]factRef, n)
	}
	priorOf := map[int]uint32{}  // tag count -> prior
	setOf := map[string]uint32{} // domain set, as bytes -> set
	set := make(domainSet, f.words)
	key := make([]byte, 8*f.words)
	walk(func(id uint32, count int, ds []int) {
		p, ok := priorOf[count]
		if !ok {
			p = uint32(len(f.priors))
			priorOf[count] = p
			f.priors = append(f.priors, tagCountWeight*math.Log1p(float64(count)))
		}
		clear(set)
		for _, d := range ds {
			for _, b := range closure[d] {
				set[b/64] |= 1 << (b % 64)
			}
		}
		for j, w := range set {
			binary.LittleEndian.PutUint64(key[8*j:], w)
		}
		si, ok := setOf[string(key)]
		if !ok {
			si = uint32(len(setOf))
			setOf[string(key)] = si
			f.sets = append(f.sets, set...)
		}
		if ref := (factRef{prior: p, set: si}); f.byID != nil {
			f.byID[id] = ref
		} else {
			f.sparse[id] = ref
		}
	})
	f.sets = slices.Clip(f.sets)
	f.markEmpty(len(setOf))
	return f
}

// markEmpty fills emptySet for the n distinct domain sets.
func (f *familyFacts) markEmpty(n int) {
	f.emptySet = make([]bool, n)
	for i := range f.emptySet {
		f.emptySet[i] = f.set(uint32(i)).empty()
	}
}

// numSets returns the number of distinct domain sets.
func (f *familyFacts) numSets() int { return len(f.emptySet) }

// noFact is the prior position of a family id byID has no family for.
const noFact = math.MaxUint32

// prior is the sense-tag prior of family id, that of a family with no
// tagged senses for an unknown one.
func (f *familyFacts) prior(id uint32) float64 {
	if r, ok := f.ref(id); ok {
		return f.priors[r.prior]
	}
	return 0
}

// domains returns the domain set of family id, nil for an unknown one.
func (f *familyFacts) domains(id uint32) domainSet {
	if r, ok := f.ref(id); ok {
		return f.set(r.set)
	}
	return nil
}

// ref returns the positions of the prior and domain set of family id,
// found once: sense choice asks for both of every candidate family. ok is
// false for an unknown family.
func (f *familyFacts) ref(id uint32) (r factRef, ok bool) {
	if f.byID != nil {
		if int(id) < len(f.byID) {
			r = f.byID[id]
			return r, r.prior != noFact
		}
		return factRef{}, false
	}
	r, ok = f.sparse[id]
	return r, ok
}

// set returns the distinct domain set i.
func (f *familyFacts) set(i uint32) domainSet {
	j := int(i)
	return domainSet(f.sets[j*f.words : (j+1)*f.words : (j+1)*f.words])
}

// domainSet is a bit set of domains, all of one familyFacts' width; a nil
// set is empty.
type domainSet []uint64

func (s domainSet) empty() bool {
	for _, w := range s {
		if w != 0 {
			return false
		}
	}
	return true
}

func (s domainSet) overlaps(t domainSet) bool {
	for i, w := range s {
		if i < len(t) && w&t[i] != 0 {
			return true
		}
	}
	return false
}

func (s domainSet) add(t domainSet) {
	for i, w := range t {
		s[i] |= w
	}
}

// domainsOf returns a WordNet domain with its ancestors below the top
// level, so that "banking" and "money" meet in "economy"; the top-level
// domains ("social_science") and the generic ones are too broad to tell
// senses apart.
func domainsOf(core *lexdata.Core, d string) []string {
	var out []string
	for ; d != "" && core.DomainParent(d) != "" && core.DomainParent(d) != "factotum"; d = core.DomainParent(d) {
		if !contains(out, d) {
			out = append(out, d)
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

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
