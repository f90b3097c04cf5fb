package langid

import (
	"cmp"
	"fmt"
	"math"
	"slices"
)

// A Corpus accumulates the feature counts of one language from one kind of
// source (a frequency list, treebank sentences, a lexicon). The builder
// (lexdata/packbuild) fills one per source and passes them to [Train]; it
// is not needed at run time.
type Corpus struct {
	counts [MaxOrder + 1]map[uint32]float64
	totals [MaxOrder + 1]float64
	buf    []rune
	pad    []rune
}

// NewCorpus returns an empty corpus.
func NewCorpus() *Corpus {
	c := &Corpus{}
	for i := range c.counts {
		c.counts[i] = map[uint32]float64{}
	}
	return c
}

// AddText counts the features of every word of text, weight times (a
// frequency list passes a word and its count).
func (c *Corpus) AddText(text string, weight float64) {
	if weight <= 0 {
		return
	}
	c.buf = eachWord(text, c.buf, func(w *word) {
		c.pad = eachFeature(w.runes, c.pad, func(order int, h uint32) {
			c.counts[order][h] += weight
			c.totals[order] += weight
		})
	})
}

// Empty reports whether nothing was counted.
func (c *Corpus) Empty() bool { return c.totals[1] == 0 }

// Source is one corpus of a language and its share of the language's
// model.
type Source struct {
	Corpus *Corpus
	Weight float64
}

// Language is the training material of one language.
type Language struct {
	ID      string
	Sources []Source
	// Keep, when in (0,1), scales the TopK of this language down.
	Keep float64
}

// Cue makes one letter or word evidence for one language, on top of the
// n-gram model: each occurrence lowers the language's cost by Bonus nats.
// The builder uses letter cues for letters only one language of a script
// uses (the Pashto and Urdu letters of the Arabic script, Simplified-only
// and Traditional-only Han characters) and word cues for the words that
// tell close pairs apart (Malay and Indonesian, Danish and Norwegian). Set
// Rune or Word.
type Cue struct {
	Rune  rune
	Word  string
	Lang  string
	Bonus float64
}

// TrainOptions size the model.
type TrainOptions struct {
	// TopK is how many features of each order (0 = words) each language
	// keeps, the most probable first.
	TopK [MaxOrder + 1]int
	// FloorMargin is how much less likely than the least likely kept
	// feature an unseen feature is, in nats.
	FloorMargin float64
}

// DefaultTrainOptions are the options of the shipped model.
var DefaultTrainOptions = TrainOptions{
	TopK:        [MaxOrder + 1]int{6000, 400, 2500, 5000, 6000},
	FloorMargin: 1.0,
}

// Train builds the model section from the material of each language. The
// result depends only on its inputs (deterministic).
func Train(langs []Language, cues []Cue, opt TrainOptions) ([]byte, error) {
	if len(langs) == 0 || len(langs) > 255 {
		return nil, fmt.Errorf("langid: %d languages", len(langs))
	}
	m := &model{cues: map[rune][]uint16{}, wordCues: map[uint32][]uint16{}}
	index := map[string]int{}
	type entry struct {
		lang int
		q    uint8
	}
	features := map[uint32][]entry{}
	for li, l := range langs {
		if _, dup := index[l.ID]; dup {
			return nil, fmt.Errorf("langid: language %q twice", l.ID)
		}
		index[l.ID] = li
		m.langs = append(m.langs, l.ID)
		for order := 0; order <= MaxOrder; order++ {
			type scored struct {
				h uint32
				p float64
			}
			var wsum float64
			for _, s := range l.Sources {
				if s.Corpus.totals[order] > 0 {
					wsum += s.Weight
				}
			}
			if wsum == 0 {
				m.floors = append(m.floors, 255)
				continue
			}
			probs := map[uint32]float64{}
			for _, s := range l.Sources {
				t := s.Corpus.totals[order]
				if t == 0 {
					continue
				}
				k := s.Weight / wsum / t
				for h, c := range s.Corpus.counts[order] {
					probs[h] += c * k
				}
			}
			list := make([]scored, 0, len(probs))
			for h, p := range probs {
				list = append(list, scored{h, p})
			}
			slices.SortFunc(list, func(a, b scored) int {
				if c := cmp.Compare(b.p, a.p); c != 0 {
					return c
				}
				return cmp.Compare(a.h, b.h)
			})
			k := opt.TopK[order]
			if l.Keep > 0 && l.Keep < 1 {
				k = int(float64(k) * l.Keep)
			}
			if len(list) > k {
				list = list[:max(k, 1)]
			}
			for _, s := range list {
				features[s.h] = append(features[s.h], entry{li, quantise(-math.Log(s.p))})
			}
			floor := -math.Log(list[len(list)-1].p) + opt.FloorMargin
			m.floors = append(m.floors, quantise(floor))
		}
	}
	// An unseen feature costs the same in every language, the median of the
	// languages' own floors, or more where a language has seen much: a
	// language with little material (Pashto) then does not win by default.
	stride := MaxOrder + 1
	for order := range stride {
		var fs []uint8
		for li := range langs {
			if f := m.floors[li*stride+order]; f < 255 {
				fs = append(fs, f)
			}
		}
		if len(fs) == 0 {
			continue
		}
		slices.Sort(fs)
		median := fs[len(fs)/2]
		for li := range langs {
			m.floors[li*stride+order] = median
		}
	}
	for _, c := range cues {
		li, ok := index[c.Lang]
		if !ok {
			return nil, fmt.Errorf("langid: cue for unknown language %q", c.Lang)
		}
		v := uint16(li)<<8 | uint16(quantise(c.Bonus))
		if c.Word != "" {
			var rs []rune
			for _, r := range c.Word {
				rs = append(rs, fold(r))
			}
			h := hashRunes(0, rs)
			m.wordCues[h] = append(m.wordCues[h], v)
			continue
		}
		m.cues[c.Rune] = append(m.cues[c.Rune], v)
	}
	for r := range m.cues {
		slices.Sort(m.cues[r])
		m.cues[r] = slices.Compact(m.cues[r])
	}
	for h := range m.wordCues {
		slices.Sort(m.wordCues[h])
		m.wordCues[h] = slices.Compact(m.wordCues[h])
	}
	for h := range features {
		m.keys = append(m.keys, h)
	}
	slices.Sort(m.keys)
	m.starts = append(m.starts, 0)
	for _, h := range m.keys {
		es := features[h]
		// Languages are added in order, so es is sorted by language; a
		// language appears twice only when two orders' features collide:
		// keep the likelier.
		last := -1
		for _, e := range es {
			if e.lang == last {
				p := &m.pairs[len(m.pairs)-1]
				if e.q < uint8(*p) {
					*p = uint16(e.lang)<<8 | uint16(e.q)
				}
				continue
			}
			m.pairs = append(m.pairs, uint16(e.lang)<<8|uint16(e.q))
			last = e.lang
		}
		m.starts = append(m.starts, uint32(len(m.pairs)))
	}
	return encodeModel(m), nil
}

func quantise(cost float64) uint8 {
	q := math.Round(cost * costScale)
	switch {
	case q < 0:
		return 0
	case q > 255:
		return 255
	}
	return uint8(q)
}
