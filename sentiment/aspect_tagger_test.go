package sentiment

import (
	"context"
	"reflect"
	"testing"

	"github.com/argot-nlp/argot/internal/doc"
)

// taggerExamples are sentences over three words: "screen" and "battery
// life" are terms, "the" and "is" are not; the terms' classes follow the
// word after them ("good" positive, "bad" negative).
func taggerExamples() []AspectExample {
	w := func(s string) []uint32 { return []uint32{hashString(fForm, s), hashFeature(fBias)} }
	sent := func(words []string, tags []int, terms ...termExample) AspectExample {
		ex := AspectExample{gold: tags, terms: terms}
		for _, s := range words {
			ex.features = append(ex.features, w(s))
		}
		return ex
	}
	good := termExample{[]uint32{hashString(pRight, "good"), hashFeature(pBias)}, classPositive}
	bad := termExample{[]uint32{hashString(pRight, "bad"), hashFeature(pBias)}, classNegative}
	return []AspectExample{
		sent([]string{"the", "screen", "is", "good"}, []int{tagOut, tagBegin, tagOut, tagOut}, good),
		sent([]string{"the", "battery", "life", "is", "bad"}, []int{tagOut, tagBegin, tagInside, tagOut, tagOut}, bad),
		sent([]string{"battery", "life", "is", "good"}, []int{tagBegin, tagInside, tagOut, tagOut}, good),
		sent([]string{"the", "screen", "is", "bad"}, []int{tagOut, tagBegin, tagOut, tagOut}, bad),
	}
}

func TestTrainAspectTagger(t *testing.T) {
	a, err := TrainAspectTagger(taggerExamples(), 8, testPolarity(8), 1)
	if err != nil {
		t.Fatal(err)
	}
	w := func(s string) []uint32 { return []uint32{hashString(fForm, s), hashFeature(fBias)} }
	got := a.t.tag([][]uint32{w("the"), w("battery"), w("life"), w("is"), w("the"), w("screen"), w("is")})
	want := []int{tagOut, tagBegin, tagInside, tagOut, tagOut, tagBegin, tagOut}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("tags %v, want %v", got, want)
	}
	if p := a.t.classify([]uint32{hashString(pRight, "bad"), hashFeature(pBias)}); p != Negative {
		t.Errorf("a term before 'bad' is %s, want negative", p)
	}
	again, _ := TrainAspectTagger(taggerExamples(), 8, testPolarity(8), 1)
	if !reflect.DeepEqual(a.Encode(), again.Encode()) {
		t.Error("training is not deterministic")
	}
	if _, err := TrainAspectTagger(nil, 8, testPolarity(8), 1); err == nil {
		t.Error("no examples: want an error")
	}
}

func TestTaggerNeverStartsInside(t *testing.T) {
	// A tagger that prefers "inside" everywhere still begins every term.
	tg := &aspectTagger{tags: rows{hashFeature(fBias): {0, 1, 5}}}
	got := tg.tag([][]uint32{{hashFeature(fBias)}, {hashFeature(fBias)}})
	if got[0] != tagBegin || got[1] != tagInside {
		t.Errorf("tags %v, want [begin inside]", got)
	}
}

func TestBestTagsLooksAhead(t *testing.T) {
	// Word "a" leans outside a little, word "b" inside a lot: tagging
	// left to right would leave "a" outside and could not put "b"
	// inside; the best sequence begins the term at "a".
	a, b := hashString(fForm, "a"), hashString(fForm, "b")
	tg := &aspectTagger{tags: rows{a: {1, 0, 0}, b: {0, 0, 5}}}
	if got := tg.tag([][]uint32{{a}, {b}}); !reflect.DeepEqual(got, []int{tagBegin, tagInside}) {
		t.Errorf("tags %v, want [begin inside]", got)
	}
	// Gold tags hold where known, the rest score best around them.
	if got := bestTags([][]uint32{{a}, {b}}, tg.tags.score, []int{tagUnknown, tagOut}); !reflect.DeepEqual(got, []int{tagOut, tagOut}) {
		t.Errorf("with the second word's gold outside: %v, want [outside outside]", got)
	}
	if got := bestTags([][]uint32{{a}, {b}}, tg.tags.score, []int{tagInside, tagUnknown}); got != nil {
		t.Errorf("gold that starts inside: %v, want nil", got)
	}
	if got := tg.tag(nil); got != nil {
		t.Errorf("no words: %v", got)
	}
}

func TestPolarityOnly(t *testing.T) {
	ex := taggerExamples()
	for k := range ex {
		ex[k] = ex[k].PolarityOnly()
	}
	a, err := TrainAspectTagger(ex, 4, testPolarity(4), 1)
	if err != nil {
		t.Fatal(err)
	}
	if tags, pol := a.Rows(); tags != 0 || pol == 0 {
		t.Errorf("rows %d and %d, want no tagger rows and some classifier rows", tags, pol)
	}
}

func TestAspectTaggerRoundTrip(t *testing.T) {
	a, err := TrainAspectTagger(taggerExamples(), 4, testPolarity(4), 1)
	if err != nil {
		t.Fatal(err)
	}
	data := a.Encode()
	b, err := DecodeAspectTagger(data)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(a.t, b.t) {
		t.Error("decoded tagger differs")
	}
	for _, bad := range [][]byte{nil, []byte("ATG2"), data[:len(data)-1], append(append([]byte{}, data...), 0), []byte("XXXX\x00\x00")} {
		if _, err := DecodeAspectTagger(bad); err == nil {
			t.Errorf("DecodeAspectTagger(%q): want an error", bad)
		}
	}
}

func FuzzDecodeAspectTagger(f *testing.F) {
	a, _ := TrainAspectTagger(taggerExamples(), 2, testPolarity(2), 1)
	f.Add(a.Encode())
	f.Add([]byte("ATG2\x00\x00\x00"))
	f.Add([]byte("ATG2\x01\x05\x02\x02\x02\x00\x00"))
	f.Fuzz(func(t *testing.T, data []byte) {
		tg, err := DecodeAspectTagger(data)
		if err != nil {
			return
		}
		again, err := DecodeAspectTagger(tg.Encode())
		if err != nil || !reflect.DeepEqual(tg.t, again.t) {
			t.Errorf("re-encoding a decoded tagger: %v", err)
		}
	})
}

func TestTermPolaritiesWithoutClassifier(t *testing.T) {
	d := &doc.Document{Text: "good food", Lang: "en"}
	got, err := TermPolarities(context.Background(), d, nil, nil, [][2]int{{5, 9}}, Options{})
	if err != nil || got != nil {
		t.Errorf("TermPolarities without a pack = %v, %v; want nil, nil", got, err)
	}
}

func TestAspectTuning(t *testing.T) {
	n := 0
	for i := range 1000 {
		if AspectTuning(string(rune('a'+i%26))+string(rune('a'+i/26)), "") {
			n++
		}
	}
	if n < 150 || n > 250 {
		t.Errorf("%d of 1000 ids in the tuning fifth", n)
	}
	if AspectTuning("", "same text") != AspectTuning("same text", "other") {
		t.Error("the text stands in for a missing id")
	}
}

func TestTokenSpan(t *testing.T) {
	toks := []doc.Token{{Text: "the", Offset: 0, Length: 3}, {Text: "battery", Offset: 4, Length: 7}, {Text: "life", Offset: 12, Length: 4}}
	if s, e, ok := tokenSpan(toks, 4, 16); !ok || s != 1 || e != 3 {
		t.Errorf("tokenSpan(4, 16) = %d, %d, %v; want 1, 3, true", s, e, ok)
	}
	if _, _, ok := tokenSpan(toks, 5, 9); ok {
		t.Error("a span inside one word covers no token")
	}
}

func TestAspectScore(t *testing.T) {
	ex := taggerExamples()
	a, err := TrainAspectTagger(ex, 8, testPolarity(8), 1)
	if err != nil {
		t.Fatal(err)
	}
	s := a.Score(ex)
	want := AspectScore{Gold: 4, Found: 4, Right: 4, Polar: 4, PolarRight: 4}
	want.Confusion[classPositive][classPositive], want.Confusion[classNegative][classNegative] = 2, 2
	if s != want {
		t.Errorf("score on the training examples %+v, want %+v", s, want)
	}
	// An untrained tagger finds nothing and calls every term neutral.
	none := (&AspectTagger{&aspectTagger{}}).Score(ex)
	if none.Found != 0 || none.Right != 0 || none.Gold != 4 || none.PolarRight != 0 {
		t.Errorf("untrained score %+v", none)
	}
	if none.Confusion[classPositive][classNeutral] != 2 {
		t.Errorf("untrained confusion %v: want the positive terms called neutral", none.Confusion)
	}
	s.Add(none)
	if s.Gold != 8 || s.Right != 4 || s.Polar != 8 || s.Confusion[classNegative][classNeutral] != 2 || s.Confusion[classNegative][classNegative] != 2 {
		t.Errorf("sum %+v", s)
	}
}

func TestTrainEpochsApart(t *testing.T) {
	// No tagger passes: only the classifier learns, and the reverse.
	a, err := TrainAspectTagger(taggerExamples(), 0, testPolarity(4), 1)
	if err != nil {
		t.Fatal(err)
	}
	if tags, pol := a.Rows(); tags != 0 || pol == 0 {
		t.Errorf("0 tagger epochs: rows %d and %d", tags, pol)
	}
	b, _ := TrainAspectTagger(taggerExamples(), 4, testPolarity(0), 1)
	if tags, pol := b.Rows(); tags == 0 || pol != 0 {
		t.Errorf("0 classifier epochs: rows %d and %d", tags, pol)
	}
	// Extra classifier passes leave the tagger as it was.
	c, _ := TrainAspectTagger(taggerExamples(), 4, testPolarity(8), 1)
	d, _ := TrainAspectTagger(taggerExamples(), 4, testPolarity(4), 1)
	if !reflect.DeepEqual(c.t.tags, d.t.tags) {
		t.Error("classifier epochs changed the tagger")
	}
}

func TestPolarityOnlyCopies(t *testing.T) {
	ex := taggerExamples()[0]
	p := ex.PolarityOnly()
	if ex.gold[1] != tagBegin {
		t.Error("PolarityOnly changed the example it copied")
	}
	if p.gold[1] != tagUnknown || len(p.terms) != 1 {
		t.Errorf("copy %+v", p)
	}
}

// testPolarity are classifier settings for the small examples here: a
// larger rate than the builder's, which fits hundreds of times more terms.
func testPolarity(epochs int) PolarityTraining {
	return PolarityTraining{Epochs: epochs, Rate: 0.1, L2: 0.001}
}
