package sentiment

import (
	"strconv"
	"testing"
)

func TestAspectParts(t *testing.T) {
	var tuning, scored int
	for i := range 1000 {
		id := "s" + strconv.Itoa(i)
		if AspectScored(id, "") == AspectTraining(id, "") {
			t.Fatalf("%s: scored and training parts overlap or leave it out", id)
		}
		if AspectTuning(id, "") {
			tuning++
			if !AspectTraining(id, "") {
				t.Fatalf("%s: the tuning fifth is not trained on", id)
			}
		}
		if AspectScored(id, "") {
			scored++
		}
	}
	for name, n := range map[string]int{"tuning": tuning, "scored": scored} {
		if n < 150 || n > 250 {
			t.Errorf("%d of 1000 ids in the %s fifth", n, name)
		}
	}
	if AspectScored("", "same text") != AspectScored("same text", "other") {
		t.Error("the text stands in for a missing id")
	}
}
