package senses

import (
	"math/rand/v2"
	"testing"

	"github.com/argot-nlp/argot/internal/doc"
)

// TestFamilyScoreCounts checks familyScore's per-sentence counts against
// the direct count: the other words of the sentence, up to domainCap,
// whose domains overlap the family's.
func TestFamilyScoreCounts(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	const nFam = 40
	f := &familyFacts{words: 2, byID: make([]factRef, nFam), priors: make([]float64, 1), sets: make([]uint64, 2*nFam)}
	for i := range nFam {
		f.byID[i] = factRef{set: uint32(i)}
		if i%5 == 0 {
			continue // no domains
		}
		for range 1 + rng.IntN(2) {
			b := rng.IntN(12) * 9 // a few bits over both words
			f.sets[i*2+b/64] |= 1 << (b % 64)
		}
	}
	f.markEmpty(nFam)
	for round := range 200 {
		toks := make([]doc.Token, 1+rng.IntN(12))
		for ti := range toks {
			toks[ti].Stopword = rng.IntN(6) == 0
			for range rng.IntN(3) {
				var fams []uint32
				for range rng.IntN(4) {
					fams = append(fams, uint32(rng.IntN(nFam)))
				}
				toks[ti].Readings = append(toks[ti].Readings, doc.Reading{Families: fams})
			}
		}
		sc := senseContext{facts: f}
		domains := sc.tokenDomains(toks)
		for self := range toks {
			for fam := range uint32(nFam) {
				own := f.domains(fam)
				want := 0
				for ti, ds := range domains {
					if ti != self && own.overlaps(ds) && want < domainCap {
						want++
					}
				}
				_, got := sc.familyScore(fam, self, domains)
				if got != domainWeight*float64(want) {
					t.Fatalf("round %d: family %d, word %d: context %v, want %v", round, fam, self, got, domainWeight*float64(want))
				}
			}
		}
	}
}
