package entities

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// marksByScan is marks without the step table: every extension up to
// maxLen tokens is looked up.
func (g *Gazetteer) marksByScan(lower []string, joiner string) gazMarks {
	out := make(gazMarks, len(lower))
	for i := range lower {
		if e, ok := g.entries[lower[i]]; ok {
			out[i].single = e.Classes
		}
	}
	for i := 0; i < len(lower); {
		best, bestClasses := 0, uint8(0)
		key := ""
		for k := 0; k < g.maxLen && i+k < len(lower); k++ {
			if k > 0 {
				key += joiner
			}
			key += lower[i+k]
			if e, ok := g.entries[key]; ok {
				best, bestClasses = k+1, e.Classes
			}
		}
		if best == 0 {
			i++
			continue
		}
		for k := range best {
			pos := posI
			switch {
			case best == 1:
				pos = posU
			case k == 0:
				pos = posB
			case k == best-1:
				pos = posL
			}
			out[i+k].classes, out[i+k].pos = bestClasses, pos
		}
		i += best
	}
	return out
}

func TestMarksSteps(t *testing.T) {
	for _, joiner := range []string{" ", ""} {
		g := NewGazetteer()
		names := [][]string{
			{"new", "york"}, {"new", "york", "city"}, {"york"}, {"new", "south", "wales"},
			{"東京"}, {"東京都"}, {"大", "阪"}, {"a", "", "b"}, {"x\x80"}, {"ab"},
		}
		for k, n := range names {
			g.Add(n, joiner, uint8(1)<<(k%6), 0)
		}
		words := []string{"new", "york", "city", "south", "wales", "東", "京", "都", "東京", "大", "阪", "a", "b", "", "x", "\x80", "ab", "the"}
		rng := rand.New(rand.NewPCG(1, 2))
		for range 5000 {
			sent := make([]string, 1+rng.IntN(8))
			for i := range sent {
				sent[i] = words[rng.IntN(len(words))]
			}
			got, want := g.marks(sent, joiner), g.marksByScan(sent, joiner)
			for i := range got {
				if got[i] != want[i] {
					t.Fatalf("joiner %q, %q: marks %v, want %v", joiner, strings.Join(sent, "|"), got, want)
				}
			}
		}
		// Adding a name drops the steps built for the old names.
		g.Add([]string{"south", "wales"}, joiner, GazRegion, 0)
		sent := []string{"south", "wales"}
		if got := g.marks(sent, joiner); got[0].classes != GazRegion {
			t.Errorf("joiner %q: marks after Add = %v", joiner, got)
		}
	}
}

// The model scores the tag features with resolved rows; they must be
// those of the hashed features dynamicNER gives.
func TestScoreDynamic(t *testing.T) {
	index := newRowIndex(0)
	var w []int16
	rng := rand.New(rand.NewPCG(3, 4))
	row := func(f uint32) {
		if index.get(f) >= 0 {
			return
		}
		index.put(f, int32(len(w)/numNERTags))
		for range numNERTags {
			w = append(w, int16(rng.IntN(200)-100))
		}
	}
	for t1 := -1; t1 < numNERTags; t1++ {
		if t1%3 == 0 {
			continue // some features without a row
		}
		row(featureHash("t-1", tagName(t1)))
		row(featureHash("t-1w", tagName(t1), "paris"))
		for t2 := -1; t2 < numNERTags; t2 += 2 {
			row(featureHash("t-2t-1", tagName(t2), tagName(t1)))
		}
	}
	m := newNERModel(index, w)
	for t1 := -1; t1 < numNERTags; t1++ {
		for t2 := -1; t2 < numNERTags; t2++ {
			for _, lower := range []string{"paris", "london", ""} {
				var got, want [numNERTags]int32
				m.scoreDynamic(lower, t1, t2, &got)
				m.score(dynamicNER(nil, lower, t1, t2), &want)
				if got != want {
					t.Fatalf("t1 %d t2 %d %q: %v, want %v", t1, t2, lower, got, want)
				}
			}
		}
	}
}
