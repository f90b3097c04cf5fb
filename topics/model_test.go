package topics

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"testing"

	"github.com/argot-nlp/argot/lexdata"
)

// trainedDetector is testDetector with a model trained on fake documents:
// famPlace (geography) texts are about sport, famNothing ones about
// the economy, so the model disagrees with the topic map's weak evidence.
func trainedDetector(t *testing.T) *Detector {
	t.Helper()
	det := testDetector(t)
	z := NewFeaturizer(det.concepts, det.m.Domains())
	var ex []Example
	for range 5 {
		ex = append(ex,
			Example{Words: Words(z.Document(document([]lexdata.FamilyID{famPlace, famGoal, famMatch}))), Label: "15000000"},
			Example{Words: Words(z.Document(document([]lexdata.FamilyID{famNothing, famMarket, famPrice}))), Label: "04000000"},
		)
	}
	m, err := Train(ex, det.m.Domains(), TrainOptions{MinDocs: 2, Alpha: 0.5})
	if err != nil {
		t.Fatal(err)
	}
	return det.WithModel(m)
}

func TestFeaturizerWord(t *testing.T) {
	det := testDetector(t)
	z := NewFeaturizer(det.concepts, det.m.Domains())
	// famRare has no domain: its hypernym famMatch's domain stands in.
	sport := Feature(slices.Index(det.m.Domains(), "sport"))
	want := []Feature{featFamily | famRare, featHypernym | famMatch, featDomain | sport}
	if got := z.Word(famRare); !slices.Equal(got, want) {
		t.Errorf("Word(famRare) = %x, want %x", got, want)
	}
	if got := z.Word(0); got != nil {
		t.Errorf("Word(0) = %x, want none", got)
	}
}

func TestModelRoundTrip(t *testing.T) {
	m := trainedDetector(t).Model()
	back, err := ParseModel(m.Encode())
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(back.Classes(), []string{"04000000", "15000000"}) || back.Len() != m.Len() || m.Len() == 0 {
		t.Fatalf("classes %v, %d features; want 2 classes, %d features", back.Classes(), back.Len(), m.Len())
	}
	for f, w := range m.weights {
		if !slices.Equal(back.weights[f], w) {
			t.Errorf("feature %x: %v, want %v", f, back.weights[f], w)
		}
	}
}

func TestParseModelRejectsBadData(t *testing.T) {
	good := trainedDetector(t).Model().Encode()
	for name, data := range map[string][]byte{
		"empty":     nil,
		"magic":     []byte("XXXX"),
		"truncated": good[:len(good)-1],
		"trailing":  append(slices.Clone(good), 0),
		"huge":      append([]byte(modelMagic), 0xff, 0xff, 0xff, 0xff, 0x0f),
	} {
		if _, err := ParseModel(data); !errors.Is(err, errModel) {
			t.Errorf("%s: error = %v, want a malformed-section error", name, err)
		}
	}
}

func TestTrainNeedsTwoClasses(t *testing.T) {
	ex := []Example{{Words: [][]Feature{{featFamily | 1}}, Label: "15000000"}}
	if _, err := Train(ex, nil, TrainOptions{MinDocs: 1, Alpha: 1}); err == nil {
		t.Error("one class: no error")
	}
	if _, err := Train(ex, nil, TrainOptions{}); err == nil {
		t.Error("zero options: no error")
	}
}

func TestModelRanksTopics(t *testing.T) {
	plain, det := testDetector(t), trainedDetector(t)
	// The map alone: famPitch (soccer) and famMarket/famPrice (economy);
	// economy scores higher. The model knows famNothing as an economy word
	// too, and famPlace and famGoal as sport words.
	d := document(
		[]lexdata.FamilyID{famPlace, famGoal, famGoal},
		[]lexdata.FamilyID{famPlace, famMatch, famMarket},
	)
	opts := Options{Standard: IPTCCode}
	got := det.Topics(d, opts)
	if len(got) == 0 || got[0].TopLevel != "15000000" {
		t.Fatalf("with model: %v, want sport first", names(got))
	}
	if c := det.Candidates(d, opts); c[0].Key == "15000000" && c[0].Coverage != 1 {
		t.Errorf("sport coverage %v, want 1", c[0].Coverage)
	}
	// Suppressing the sport words' domains leaves no sport topic.
	opts.DomainFactors = map[string]float64{"sport": 0, "soccer": 0, "geography": 0}
	for _, c := range det.Topics(d, opts) {
		if c.TopLevel == "15000000" {
			t.Errorf("sport suppressed, yet reported: %+v", c)
		}
	}
	if plain.Model() != nil {
		t.Error("testDetector has a model")
	}
}

func TestHeldOut(t *testing.T) {
	n := 0
	for i := range 4000 {
		if HeldOut(fmt.Sprintf("item-%d", i)) {
			n++
		}
	}
	if n < 800 || n > 1200 {
		t.Errorf("%d of 4000 held out, want about 1000", n)
	}
}

func TestModelPosterior(t *testing.T) {
	m := trainedDetector(t).Model()
	z := NewFeaturizer(testDetector(t).concepts, m.domains)
	p := m.Posterior([][]Feature{z.Word(famGoal), z.Word(famMatch)})
	sport := slices.Index(m.Classes(), "15000000")
	if len(p) != len(m.Classes()) || sport < 0 || p[sport] <= 0.5 {
		t.Fatalf("Posterior(goal, match) = %v over %v, want sport most likely", p, m.Classes())
	}
	sum := 0.0
	for _, x := range p {
		sum += x
	}
	if math.Abs(sum-1) > 1e-9 {
		t.Errorf("posterior sums to %v", sum)
	}
	if got := m.Posterior([][]Feature{{featFamily | 999999}}); got != nil {
		t.Errorf("unknown features: %v, want nil", got)
	}
}
