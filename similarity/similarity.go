// Package similarity measures the semantic similarity of two text fragments,
// in the same language or in two different ones, on a scale of 0 to 1.
//
// Each fragment is reduced to its content words (see [Words]): a word
// carries the concept families of its chosen reading, its normalised form
// and lemma, a number when it is one, and an information weight from the
// language's word frequencies (rare words weigh more, function words
// little). Family ids are shared by all languages, so a German "Hund" and an
// English "dog" are the same concept. Every word of one fragment is aligned
// with the word of the other it is most similar to (see [Scorer.Words]), and
// the fragment's score is the weighted mean of these best matches, taken in
// both directions and averaged (the measure of Mihalcea, Corley and
// Strapparava, 2006, with WordNet families instead of synsets).
//
// The package is not for parsing: it reads documents the analysis pipeline
// annotated (tokens with readings). Nor is it a sentence-embedding model:
// word order and negation do not count.
package similarity

import (
	"math"
	"unicode/utf8"

	"github.com/argot-nlp/argot/lexdata"
)

// Word is one content word of a fragment as the measure sees it.
type Word struct {
	// Form is the normalised surface form (lower-cased).
	Form string
	// Lemma is the normalised lemma, "" when the lexicon does not know the
	// word.
	Lemma string
	// Families are the candidate concept families, the chosen one first.
	Families []uint32
	// Number is the value of a numeral when HasNumber is set.
	Number    float64
	HasNumber bool
	// Weight is the word's information weight (> 0).
	Weight float64
	// Sentence and Token index the word's token in the document it came
	// from (Words sets them; zero for words made otherwise).
	Sentence, Token int
}

// Scores of word pairs that are not the same concept.
const (
	// otherSense discounts a family shared through a sense other than the
	// chosen one, per position of the sense.
	otherSense = 0.06
	// relatedScore is the score of families linked by derivation
	// ("dancer", "dance"), similarity of adjectives, a verb group or
	// also-see.
	relatedScore = 0.75
	// maxSenses is how many families of a word take part.
	maxSenses = 3
	// maxHops bounds the hypernym walk (per side) of the taxonomy score.
	maxHops = 6
	// minSpelling is the lowest character-bigram overlap of two words
	// without families that counts as a match ("Obama", "Obamas").
	minSpelling = 0.6
)

// Scorer compares words and fragments with the families of one core pack.
// It is safe for concurrent use; ancestors are cached as they are walked.
type Scorer struct {
	core  *lexdata.Core
	cache lexdata.Derived[uint32, ancestry]
}

var scorers lexdata.Derived[*lexdata.Core, *Scorer]

// For returns the Scorer of core, shared by all callers of the same core.
// A nil core gives a Scorer that compares words by spelling and number
// only.
func For(core *lexdata.Core) *Scorer {
	if core == nil {
		return &Scorer{}
	}
	s, _ := scorers.Get(core, func() (*Scorer, error) { return &Scorer{core: core}, nil })
	return s
}

// Words returns the similarity of two fragments given as words, in 0..1:
// the weighted mean of each word's best match in the other fragment, in
// both directions, averaged. Two empty fragments are identical (1); one
// empty fragment is unrelated to any other (0).
func (s *Scorer) Words(a, b []Word) float64 {
	switch {
	case len(a) == 0 && len(b) == 0:
		return 1
	case len(a) == 0 || len(b) == 0:
		return 0
	}
	pair := make([][]float64, len(a))
	for i := range a {
		pair[i] = make([]float64, len(b))
		for j := range b {
			pair[i][j] = s.Word(a[i], b[j])
		}
	}
	ab := directed(a, len(b), func(i, j int) float64 { return pair[i][j] })
	ba := directed(b, len(a), func(j, i int) float64 { return pair[i][j] })
	return clamp01((ab + ba) / 2)
}

// directed is the weighted mean over from of each word's best score
// against the n words of the other fragment.
func directed(from []Word, n int, score func(i, j int) float64) float64 {
	var sum, total float64
	for i, w := range from {
		best := 0.0
		for j := range n {
			best = max(best, score(i, j))
		}
		sum += w.Weight * best
		total += w.Weight
	}
	if total == 0 {
		return 0
	}
	return sum / total
}

// Word returns the similarity of two words in 0..1: 1 for the same number,
// spelling, lemma or chosen family; less for another shared sense, a
// related family or a near hypernym; for words without families, the
// overlap of their spellings.
func (s *Scorer) Word(a, b Word) float64 {
	if a.HasNumber || b.HasNumber {
		if a.HasNumber && b.HasNumber && a.Number == b.Number {
			return 1
		}
		return sameSpelling(a, b)
	}
	if a.Form == b.Form || (a.Lemma != "" && a.Lemma == b.Lemma) {
		return 1
	}
	if len(a.Families) == 0 || len(b.Families) == 0 {
		return spelling(a.Form, b.Form)
	}
	best := 0.0
	for i, f := range a.Families[:min(len(a.Families), maxSenses)] {
		for j, g := range b.Families[:min(len(b.Families), maxSenses)] {
			sim := s.Families(f, g) - otherSense*float64(i+j)
			best = max(best, sim)
		}
	}
	return clamp01(best)
}

func sameSpelling(a, b Word) float64 {
	if a.Form == b.Form {
		return 1
	}
	return 0
}

// Families returns the similarity of two concept families in 0..1: 1 for
// the same family, relatedScore for a direct lexical link, else the
// Wu-Palmer similarity through their nearest common hypernym (0 when they
// have none within maxHops).
func (s *Scorer) Families(f, g uint32) float64 {
	if f == g {
		return 1
	}
	if s.core == nil {
		return 0
	}
	if s.linked(f, g) {
		return relatedScore
	}
	af, ag := s.ancestors(f), s.ancestors(g)
	best := 0.0
	for c, df := range af.dist {
		dg, ok := ag.dist[c]
		if !ok {
			continue
		}
		depth := float64(s.ancestors(c).height + 1)
		wup := 2 * depth / (float64(df+dg) + 2*depth)
		best = max(best, wup*wup)
	}
	return best
}

// linked reports whether f has a derivation, similar, verb-group or
// also-see edge to g.
func (s *Scorer) linked(f, g uint32) bool {
	for _, e := range s.core.Edges(f) {
		if e.To != g {
			continue
		}
		switch e.Rel {
		case lexdata.Derivation, lexdata.Similar, lexdata.VerbGroup, lexdata.AlsoSee, lexdata.Pertainym:
			return true
		}
	}
	return false
}

// ancestry is a family's hypernyms within maxHops, with their distance
// (the family itself at 0), and its height: the distance to the farthest
// of them, which stands for its depth in the taxonomy.
type ancestry struct {
	dist   map[uint32]int
	height int
}

func (s *Scorer) ancestors(f uint32) ancestry {
	a, _ := s.cache.Get(f, func() (ancestry, error) {
		a := ancestry{dist: map[uint32]int{f: 0}}
		frontier := []uint32{f}
		for hop := 1; hop <= maxHops && len(frontier) > 0; hop++ {
			var next []uint32
			for _, x := range frontier {
				for _, h := range s.core.Hypernyms(x) {
					if _, seen := a.dist[h]; !seen {
						a.dist[h] = hop
						a.height = hop
						next = append(next, h)
					}
				}
			}
			frontier = next
		}
		return a, nil
	})
	return a
}

// spelling is the Dice overlap of the character bigrams of two forms, or 0
// below minSpelling; it matches names and words the lexicon lacks that
// differ by an ending.
func spelling(a, b string) float64 {
	if utf8.RuneCountInString(a) < 3 || utf8.RuneCountInString(b) < 3 {
		return 0
	}
	ba, bb := bigrams(a), bigrams(b)
	common := 0
	for g, n := range ba {
		common += min(n, bb[g])
	}
	d := 2 * float64(common) / float64(total(ba)+total(bb))
	if d < minSpelling {
		return 0
	}
	return d
}

func bigrams(s string) map[[2]rune]int {
	m := map[[2]rune]int{}
	var prev rune = -1
	for _, r := range s {
		if prev >= 0 {
			m[[2]rune{prev, r}]++
		}
		prev = r
	}
	return m
}

func total(m map[[2]rune]int) int {
	n := 0
	for _, c := range m {
		n += c
	}
	return n
}

func clamp01(x float64) float64 {
	if math.IsNaN(x) {
		return 0
	}
	return min(max(x, 0), 1)
}
