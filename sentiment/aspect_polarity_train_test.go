package sentiment

import (
	"math"
	"reflect"
	"testing"
)

func TestFitPolarity(t *testing.T) {
	// "good" marks a positive term, "bad" a negative one, a term with
	// neither is neutral, and "fine" is seen twice positive and once
	// neutral.
	term := func(word string, class int) termExample {
		fs := []uint32{hashFeature(pBias)}
		if word != "" {
			fs = append(fs, hashString(pRight, word))
		}
		return termExample{fs, class}
	}
	var terms []termExample
	for range 5 {
		terms = append(terms, term("good", classPositive), term("bad", classNegative), term("", classNeutral))
	}
	terms = append(terms, term("fine", classPositive), term("fine", classPositive), term("fine", classNeutral))
	opts := PolarityTraining{Epochs: 20, Rate: 0.1, L2: 0.001}
	r := fitPolarity(terms, opts, 1)
	a := &aspectTagger{polarity: r}
	for _, tc := range []struct {
		word, want string
	}{{"good", Positive}, {"bad", Negative}, {"", Neutral}, {"fine", Positive}, {"unseen", Neutral}} {
		if got := a.classify(term(tc.word, 0).features); got != tc.want {
			t.Errorf("%q: %s, want %s", tc.word, got, tc.want)
		}
	}
	// The regression's weights, unlike a perceptron's, keep growing
	// only as far as the decay lets them: "fine" weighs less than "good".
	fine, good := r[hashString(pRight, "fine")], r[hashString(pRight, "good")]
	if fine[classPositive] <= 0 || fine[classPositive] >= good[classPositive] {
		t.Errorf("positive weight of fine %d, of good %d", fine[classPositive], good[classPositive])
	}
	if again := fitPolarity(terms, opts, 1); !reflect.DeepEqual(again, r) {
		t.Error("the same terms and seed gave other weights")
	}
	if len(fitPolarity(terms, PolarityTraining{}, 1)) != 0 {
		t.Error("0 epochs trained a classifier")
	}
}

func TestQuantisedFloat(t *testing.T) {
	w := map[uint32]*[numClasses]float64{1: {1, -0.5, 0}, 2: {1e-6, 0, 0}, 3: {20, 0, -20}}
	r := quantisedFloat(w)
	// 20 × 1024 fits an int16; 20 × 2048 does not.
	if r[1] != [3]int16{1024, -512, 0} || r[3] != [3]int16{20480, 0, -20480} {
		t.Errorf("rows %v", r)
	}
	if _, ok := r[2]; ok {
		t.Error("a row that rounds to zero was kept")
	}
}

func TestSoftmax(t *testing.T) {
	p := softmax([numClasses]float64{1000, 1000, math.Inf(-1)})
	if p[0] != 0.5 || p[1] != 0.5 || p[2] != 0 {
		t.Errorf("softmax %v", p)
	}
}
