package spell

import (
	"fmt"
	"testing"
)

// TestMisspellingParts checks that no list is scored on a pair the error
// model counts, that part 0 trains every list, and which parts each kind
// of list is scored on.
func TestMisspellingParts(t *testing.T) {
	for _, tc := range []struct {
		list   string
		scored []bool // by part
	}{
		{"en_mitton_wikipedia", []bool{false, true, true, true, true}},
		{"en_mitton_birkbeck", []bool{false, true, false, false, false}},
	} {
		seen := map[uint32]bool{}
		for i := range 200 {
			wrong, right := fmt.Sprintf("wrnog%d", i), "wrong"
			p := MisspellingPart(wrong, right)
			seen[p] = true
			scored, training := MisspellingScored(tc.list, wrong, right), MisspellingTraining(tc.list, wrong, right)
			if scored != tc.scored[p] {
				t.Errorf("%s part %d: scored %v, want %v", tc.list, p, scored, tc.scored[p])
			}
			if scored && training {
				t.Errorf("%s part %d: both scored and trained on", tc.list, p)
			}
			if tuning := MisspellingTuning(wrong, right); tuning != (p == 0) || (tuning && !training) {
				t.Errorf("%s part %d: tuning %v, training %v", tc.list, p, tuning, training)
			}
		}
		if len(seen) != 5 {
			t.Errorf("%s: the test pairs fall in %d parts, want 5", tc.list, len(seen))
		}
	}
}
