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

func TestParsePolarTSV(t *testing.T) {
	got := parsePolarTSV([]byte("term\tvalence\tconditions\nStale\tnegative\t!x\t12\nadmire\tpositive\nlack of\tnegative\nodd\tambiguous\n\nbare\n"))
	want := map[string]float64{"stale": -1, "admire": 1}
	if len(got) != len(want) {
		t.Errorf("got %v, want %v", got, want)
	}
	for w, x := range want {
		if got[w] != x {
			t.Errorf("%s: got %v, want %v", w, got[w], x)
		}
	}
}

func TestShifterLemmas(t *testing.T) {
	got := string(shifterLemmas([]byte("abandon,shifter\naah,nonshifter\nback_off,shifter\nLack,shifter\nfail,shifter\nabandon,shifter\nbroken line\n")))
	if want := "# lemma\nabandon\nfail\nlack\n"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

func FuzzParsePolarTSV(f *testing.F) {
	f.Add([]byte("stale\tnegative\nadmire\tpositive\t!x\n"))
	f.Add([]byte("\t\t\n\r\nlack of\tnegative"))
	f.Fuzz(func(t *testing.T, data []byte) {
		for w, x := range parsePolarTSV(data) {
			if w == "" || (x != 1 && x != -1) {
				t.Fatalf("entry %q: %v", w, x)
			}
		}
		_ = shifterLemmas(data)
	})
}
