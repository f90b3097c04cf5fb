package grammar

import (
	"strings"

	"github.com/argot-nlp/argot/internal/conllu"
	"github.com/argot-nlp/argot/internal/split"
)

// HeldOutShare is the share of a treebank's sentences [HeldOut] keeps for
// evaluation: one in HeldOutShare.
const HeldOutShare = 5

// HeldOut reports whether a sentence of a treebank that serves both to
// train a tagger and to evaluate it (a language whose only shippable UD
// material is its dev file) is in the evaluation part. The choice hangs
// on a hash of the sentence's text alone, so the pack builder and the
// evaluation agree without sharing any state, and a sentence repeated in
// the file falls on one side only.
func HeldOut(s *conllu.Sentence) bool {
	text := s.Text
	if text == "" {
		forms := make([]string, len(s.Words))
		for i, w := range s.Words {
			forms[i] = w.Form
		}
		text = strings.Join(forms, " ")
	}
	return split.Part(text, HeldOutShare) == 0
}
