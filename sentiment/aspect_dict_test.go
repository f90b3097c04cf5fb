package sentiment

import (
	"reflect"
	"testing"
)

// dictExamples are taggerExamples with their lemmas.
func dictExamples() []AspectExample {
	lemmas := [][]string{
		{"the", "screen", "be", "good"},
		{"the", "battery", "life", "be", "bad"},
		{"battery", "life", "be", "good"},
		{"the", "screen", "be", "bad"},
	}
	ex := taggerExamples()
	for i := range ex {
		ex[i].lemmas = lemmas[i]
	}
	return ex
}

func TestTermDict(t *testing.T) {
	ex := dictExamples()
	// A foreign sentence adds nothing, though it marks "the" as a term.
	foreign := AspectExample{features: make([][]uint32, 1), lemmas: []string{"the"}, gold: []int{tagBegin}}.Foreign()
	d := newTermDict(append(ex, foreign))
	want := termDict{"screen": {2, 2}, "battery\x00life": {2, 2}}
	if !reflect.DeepEqual(d, want) {
		t.Fatalf("dictionary %v, want %v", d, want)
	}
	got := d.features([]string{"the", "battery", "life", "and", "screen"})
	b, in := hashString(fDict, "Bh"), hashString(fDict, "Ih")
	if !reflect.DeepEqual(got, [][]uint32{nil, {b}, {in}, nil, {b}}) {
		t.Errorf("features %v, want the longest terms marked", got)
	}
	// "screen" seen four times, a term twice: a middle share.
	d["screen"] = dictEntry{2, 4}
	if got := d.features([]string{"screen"}); !reflect.DeepEqual(got, [][]uint32{{hashString(fDict, "Bm")}}) {
		t.Errorf("features %v, want a middle share", got)
	}
	if newTermDict(taggerExamples()) != nil {
		t.Error("examples without lemmas gave a dictionary")
	}
}

func TestOutOfFoldDict(t *testing.T) {
	// Each term occurs in one sentence of its own fold only (five
	// examples, five folds): no example sees its own term.
	var ex []AspectExample
	for _, w := range []string{"a", "b", "c", "d", "e"} {
		ex = append(ex, AspectExample{features: [][]uint32{{hashFeature(fBias)}}, lemmas: []string{w}, gold: []int{tagBegin}})
	}
	// "a" again, in the first one's fold 0; "c" again, in fold 1.
	for _, w := range []string{"a", "c"} {
		ex = append(ex, AspectExample{features: [][]uint32{{hashFeature(fBias)}}, lemmas: []string{w}, gold: []int{tagOut}})
	}
	out := outOfFoldDict(ex)
	for i := range 6 {
		if len(out[i].features[0]) != 1 {
			t.Errorf("example %d has dictionary features of a term of its own fold: %v", i, out[i].features[0])
		}
	}
	if !reflect.DeepEqual(out[6].features[0], []uint32{hashFeature(fBias), hashString(fDict, "Bh")}) {
		t.Errorf("example 6: %v, want the term of another fold (a term every time it was seen there)", out[6].features[0])
	}
	if len(ex[0].features[0]) != 1 {
		t.Error("outOfFoldDict changed its input")
	}
}

func TestDictRoundTrip(t *testing.T) {
	a, err := TrainAspectTagger(dictExamples(), 4, testPolarity(4), 1)
	if err != nil {
		t.Fatal(err)
	}
	if len(a.t.dict) != 2 {
		t.Fatalf("dictionary %v, want two terms", a.t.dict)
	}
	b, err := DecodeAspectTagger(a.Encode())
	if err != nil || !reflect.DeepEqual(a.t, b.t) {
		t.Fatalf("round trip: %v", err)
	}
	enc := a.Encode()
	// An entry never a term, or a run longer than dictLongest.
	for _, bad := range []termDict{{"b": {1, 1}, "a": {0, 1}}, {"a\x00b\x00c\x00d\x00e": {1, 1}}} {
		tg := *a.t
		tg.dict = bad
		if _, err := DecodeAspectTagger((&AspectTagger{&tg}).Encode()); err == nil {
			t.Errorf("dictionary %v decoded", bad)
		}
	}
	if _, err := DecodeAspectTagger(enc[:len(enc)-1]); err == nil {
		t.Error("a cut dictionary decoded")
	}
	// Keys written by hand, as Encode never writes them: out of order,
	// twice, or with an empty part.
	entry := func(k string) []byte { return append(append([]byte{byte(len(k))}, k...), 1, 1) }
	for _, keys := range [][]string{{"b", "a"}, {"a", "a"}, {"a\x00"}} {
		data := append([]byte(taggerMagic), 0, 0, byte(len(keys)))
		for _, k := range keys {
			data = append(data, entry(k)...)
		}
		if _, err := DecodeAspectTagger(data); err == nil {
			t.Errorf("dictionary keys %q decoded", keys)
		}
	}
	good := append([]byte(taggerMagic), 0, 0, 2)
	good = append(append(good, entry("a")...), entry("b\x00c")...)
	if _, err := DecodeAspectTagger(good); err != nil {
		t.Errorf("a well-formed dictionary: %v", err)
	}
}
