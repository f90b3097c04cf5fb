package packbuild

import (
	"maps"
	"math"
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

func TestWithConverted(t *testing.T) {
	got := withConverted(map[string]float64{"好吃": 3, "难过": -2}, map[rune]rune{'吃': '喫', '难': '難', '过': '過'})
	want := map[string]float64{"好吃": 3, "好喫": 3, "难过": -2, "難過": -2}
	if !maps.Equal(got, want) {
		t.Errorf("withConverted = %v, want %v", got, want)
	}
}

// TestSWNWordScores checks that every synset of a word counts, not only
// its last line: "appetizing" (one synset, +0.5 and -0.25) is +0.25, not
// the -0.25 (x4 = -1) of its negative half.
func TestSWNWordScores(t *testing.T) {
	data := "term\tvalence\tscore\tPOS\n" +
		"appetizing\tpositive\t0.5\ta\n" +
		"appetizing\tnegative\t-0.25\ta\n" +
		"appetising\tpositive\t0.5\ta\n" +
		"good\tpositive\t0.75\ta\n" +
		"good\tnegative\t-0.125\ta\n" + // same synset as the line above
		"good\tnegative\t-0.25\ta\n" + // a second synset
		"good\tpositive\t0.5\tn\n" +
		"good\tnegative\t-0.25\tr\n" + // other POS: another synset
		"Back_Off\tnegative\t-0.5\tv\n" +
		"broken\tline\n" +
		"nan\tpositive\tNaN\ta\n" +
		"big\tpositive\t7\ta\n"
	got := swnWordScores([]byte(data))
	want := map[string]float64{
		"appetizing": 0.25,
		"appetising": 0.5,
		"good":       (0.625 - 0.25 + 0.5 - 0.25) / 4,
		"back off":   -0.5,
	}
	if !maps.Equal(got, want) {
		t.Errorf("swnWordScores = %v, want %v", got, want)
	}
}

func FuzzSWNWordScores(f *testing.F) {
	f.Add([]byte("term\tvalence\tscore\tPOS\nx\tpositive\t0.5\ta\nx\tnegative\t-0.25\ta\n"))
	f.Add([]byte("\t\t-0\n_\tnegative\t-1\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		for w, x := range swnWordScores(data) {
			if w == "" || math.IsNaN(x) || math.Abs(x) > 1 {
				t.Fatalf("entry %q: %v", w, x)
			}
		}
	})
}
