package spell

import (
	"math"
	"strconv"
)

// The ranking of misspelling candidates is linear: a candidate scores
//
//	log prior - Σ weight[i] * penalty[i]
//
// with the prior (log frequency, plus the boost of moderation vocabulary)
// at weight one, so that score differences, and the margin that running
// text asks of a correction (strictMargin), stay in units of log
// frequency. Every penalty is zero or more and every weight is zero or
// more, so no candidate scores above its prior: the searches rely on that
// to stop early.

// Penalties of a candidate.
const (
	// penEdit is the hand-set error model's cost (edit.go).
	penEdit = iota
	// penLearned is the learned error model's cost (learned.go), in nats.
	penLearned
	// penSound is 1 when the typed word has an English sound key and the
	// candidate's differs.
	penSound
	// penLexOnly is 1 for a lexicon word that the frequency list lacks.
	penLexOnly
	// penDist is the plain (Damerau-Levenshtein) distance.
	penDist
	// penFirst and penLast are 1 when the first (last) letters differ.
	penFirst
	penLast
	// penLength is the difference of the lengths in letters.
	penLength
	// penSoundDist is the plain distance of the English sound keys of the
	// typed word and the candidate, at most soundDistMax.
	penSoundDist
	// penRare is how far the log prior of a word of the frequency list
	// falls short of rarePrior: the frequency list's rarest words are
	// often its own typos, less likely than their counts say.
	penRare
	// penWritten is how far the log count of the candidate in edited text
	// (SectionWritten) falls short of writtenPrior, 0 without the section.
	// (A flag for words edited text lacks and the excess of the subtitle
	// log frequency over the written one did not raise the cross-validated
	// top-1 of the tuning fifths once this penalty was in.)
	penWritten
	numPenalties
)

// penaltyNames name the penalties in data/ranker files.
var penaltyNames = [numPenalties]string{"edit", "learned", "sound", "lexonly", "distance", "first", "last", "length", "sounddist", "rare", "written"}

const (
	soundDistMax = 3
	// rarePrior is e^6, about 400 occurrences in the subtitle counts.
	rarePrior = 6.0
	// writtenPrior is e^5: the penalty reaches 0 at a count byte of 58,
	// 140 occurrences in the edited text (the byte is 1+floor(8·log2 n),
	// so b/8·ln 2 overstates ln n by up to ln 2/8, as in freqPrior).
	writtenPrior = 5.0
)

// weights weigh the ranking's penalties.
type weights [numPenalties]float64

// score is the ranking score of a candidate of log prior prior.
func (w *weights) score(prior float64, p *[numPenalties]float64) float64 {
	s := prior
	for i, v := range p {
		s -= w[i] * v
	}
	return s
}

// handWeights serve languages without a learned ranker: the hand-set
// costs of edit.go against the prior.
var handWeights = weights{penEdit: 7}

// parseRanker reads a ranker's weights: lines of a penalty name and its
// weight, in units of the prior's. It reports false when a line names no
// penalty, a weight is negative or not a number, or a penalty is missing.
func parseRanker(text string) (weights, bool) {
	var w weights
	seen := 0
	ok := true
	eachLine(text, func(f []string) {
		if len(f) != 2 {
			ok = false
			return
		}
		v, err := strconv.ParseFloat(f[1], 64)
		if err != nil || v < 0 || v != v || v > 1e6 {
			ok = false
			return
		}
		for i, name := range penaltyNames {
			if name == f[0] {
				w[i] = v
				seen |= 1 << i
				return
			}
		}
		ok = false
	})
	return w, ok && seen == 1<<numPenalties-1
}

// writtenPenalty is the written-register penalty of vocabulary word id.
func (c *Corrector) writtenPenalty(id uint32) float64 {
	return max(0, writtenPrior-float64(c.written[id])/8*math.Ln2)
}
