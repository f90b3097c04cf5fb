package bench

import (
	"strconv"
	"testing"

	"github.com/argot-nlp/argot/sentiment"
)

func TestAspectScored(t *testing.T) {
	// The aspect files are scored on one fifth, which the learned models
	// never train on; ARGOT_EVAL_PART=tune scores the tuning fifth.
	t.Setenv("ARGOT_EVAL_PART", "")
	n := 0
	for i := range 1000 {
		id := strconv.Itoa(i)
		if aspectScored(id, "") {
			n++
			if sentiment.AspectTraining(id, "") || sentiment.AspectTuning(id, "") {
				t.Fatalf("%s is scored and trained or tuned on", id)
			}
		}
	}
	if n < 150 || n > 250 {
		t.Errorf("scored %d of 1000", n)
	}
	t.Setenv("ARGOT_EVAL_PART", "tune")
	for i := range 1000 {
		id := strconv.Itoa(i)
		if aspectScored(id, "") != sentiment.AspectTuning(id, "") {
			t.Fatalf("with ARGOT_EVAL_PART=tune, %s: scored %v", id, aspectScored(id, ""))
		}
	}
}
