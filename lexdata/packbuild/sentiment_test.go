package packbuild

import (
	"strings"
	"testing"
)

func TestFamilyValences(t *testing.T) {
	senses := map[string][][]uint32{
		"good": {{1, 2, 3}},
		"bad":  {{4}},
		"love": {{5}, {6}},
	}
	got := string(familyValences(map[string]float64{"good": 2, "bad": -2.5, "loved": 3}, senses))
	for _, want := range []string{"1\t2.00\t1.00\n", "2\t2.00\t0.50\n", "4\t-2.50\t1.00\n", "5\t3.00\t0.60\n", "6\t3.00\t0.60\n"} {
		if !strings.Contains(got, want) {
			t.Errorf("family table lacks %q:\n%s", want, got)
		}
	}
}
