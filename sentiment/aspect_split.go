package sentiment

import "github.com/argot-nlp/argot/internal/split"

// The parts of an aspect file (the SemEval files of devsets/sentiment),
// by a hash of each item's id, or of its text where the file has no ids,
// cut into fifths (split.Part):
//
//   - part 1 is the scored part: what `argot eval sentiment` reports, never
//     trained or tuned on;
//   - part 0 is the tuning part: hand-written rules and tables may be
//     fitted on it, and ARGOT_EVAL_PART=tune scores it (and lists its
//     errors) for development;
//   - parts 0, 2, 3 and 4 train the learned aspect tagger and polarity
//     classifier that score part 1 in the suite, whose settings are
//     chosen by cross-validation inside them; the pack's
//     (SectionAspectTagger) trains on all five parts, the way a model
//     meant for the SemEval test sets (held out) would.
//
// Before this split the learned models trained on part 0 alone and the
// evaluation scored parts 1 to 4, of which only aggregate scores were
// ever printed: part 1 was never tuned on. The sentence-polarity files
// (SST, tweets) keep that older split, through AspectTuning.
const (
	aspectParts      = 5
	aspectTuningPart = 0
	aspectScoredPart = 1
)

func aspectPart(id, text string) uint32 {
	if id == "" {
		id = text
	}
	return split.Part(id, aspectParts)
}

// AspectTuning reports an item of an aspect file in the part that rules
// and tables may be tuned on (part 0).
func AspectTuning(id, text string) bool { return aspectPart(id, text) == aspectTuningPart }

// SentencePart is the part (0 to 4) of a text of a sentence-polarity
// file: part 0 is the tuning part (AspectTuning), the sentence suite
// scores the others.
func SentencePart(text string) int { return int(aspectPart("", text)) }

// AspectScored reports an item of an aspect file in the part the
// evaluation scores (part 1), which no rule is tuned on and no model that
// scores it is trained on.
func AspectScored(id, text string) bool { return aspectPart(id, text) == aspectScoredPart }

// AspectTraining reports an item of an aspect file that the learned
// models the suite scores the aspect files with may train on: every part
// but the scored one.
func AspectTraining(id, text string) bool { return !AspectScored(id, text) }
