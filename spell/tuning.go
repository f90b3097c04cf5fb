package spell

import "github.com/argot-nlp/argot/internal/split"

// The misspelling lists of devsets/spelling are cut into five parts by the
// FNV-1a hash of "wrong<TAB>right" (internal/split). The learned parts of
// the English corrector (the error model's counts, gen_errors.go, and the
// ranking's weights, TestGenRanker) learn only from a list's training
// parts, and the spelling evaluation scores only its scored ones:
//
//   - most lists are tuned on part 0 (the tuning fifth) and scored on
//     parts 1 to 4;
//   - the lists in wideLists, much larger than the rest, lend every part
//     but part 1 to the error model and are scored on part 1 alone, still
//     thousands of pairs (Birkbeck: 5,747).
//
// The ranking learns from part 0 of every list: fitting it on Birkbeck's
// parts 2 to 4 as well left its cross-validated top-1 on part 0 where it
// was. Part 0 stays the part whose misses may be read (-mismatches).

// wideLists are the lists, by file name without extension, whose error
// model counts take every part but the scored one.
var wideLists = map[string]bool{"en_mitton_birkbeck": true}

const (
	tuningPart = 0
	scoredPart = 1
)

// MisspellingPart is the part (0 to 4) of the pair wrong→right of a
// misspelling list.
func MisspellingPart(wrong, right string) uint32 {
	return split.Part(wrong+"\t"+right, 5)
}

// MisspellingTuning reports a pair of the tuning part (part 0) of any
// list, which the ranking learns from and whose misses may be read.
func MisspellingTuning(wrong, right string) bool {
	return MisspellingPart(wrong, right) == tuningPart
}

// MisspellingTraining reports a pair of list (its file name without
// extension, "en_mitton_birkbeck") that the learned error model may count:
// the tuning part, or for the lists in wideLists every part but the
// scored one.
func MisspellingTraining(list, wrong, right string) bool {
	p := MisspellingPart(wrong, right)
	if wideLists[list] {
		return p != scoredPart
	}
	return p == tuningPart
}

// MisspellingScored reports a pair of list that the spelling evaluation
// scores: one nothing learned from.
func MisspellingScored(list, wrong, right string) bool {
	p := MisspellingPart(wrong, right)
	if wideLists[list] {
		return p == scoredPart
	}
	return p != tuningPart
}

// NewsTuning reports an article of the BBC news set of devsets/topics (by
// its id) that the spelling work may read and tune on (TestContextTuning):
// a fifth. The spelling evaluation counts the changes in the other four
// fifths, edited British English full of names the lexicon lacks.
func NewsTuning(id string) bool { return split.Part("spell-news\x00"+id, 5) == 0 }
