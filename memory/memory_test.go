package memory

import (
	"fmt"
	"slices"
	"testing"

	"github.com/argot-nlp/argot/grammar"
	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/lexdata"
	"github.com/argot-nlp/argot/packs/all"
)

func testCore(t *testing.T) (*lexdata.Core, anchors) {
	t.Helper()
	core, err := lexdata.NewStore(all.FS).Families()
	if err != nil {
		t.Fatal(err)
	}
	an, err := loadAnchors(core)
	if err != nil {
		t.Fatal(err)
	}
	return core, an
}

// TestUDNamesMatchGrammar keeps udNames the inverse of grammar.Native.
func TestUDNamesMatchGrammar(t *testing.T) {
	for idx, name := range udNames {
		got := grammar.Native("", []string{name + "=X"})
		if len(got) != 1 || got[0].Index != idx {
			t.Errorf("grammar gives %s index %v, udNames says %d", name, got, idx)
		}
	}
}

func TestSetFeature(t *testing.T) {
	tok := &doc.Token{POS: "PRON", Features: []string{"Number=Sing", "Person=1"}}
	setFeature(tok, doc.IndexValue{Index: 3, Value: "Fem"})
	setFeature(tok, doc.IndexValue{Index: 2, Value: "Plur"})
	setFeature(tok, doc.IndexValue{Index: grammar.IndexOther, Value: "Foreign=Yes"})
	if want := []string{"Foreign=Yes", "Gender=Fem", "Number=Plur", "Person=1"}; !slices.Equal(tok.Features, want) {
		t.Errorf("features %v, want %v", tok.Features, want)
	}
}

// pronoun builds a third-person pronoun with UD features.
func pronoun(feats ...string) *doc.Token {
	return &doc.Token{POS: "PRON", Features: append([]string{"Person=3", "PronType=Prs"}, feats...)}
}

func antecedent(f uint32, feats ...doc.IndexValue) doc.Antecedent {
	return doc.Antecedent{Family: f, Features: feats}
}

func TestAgreement(t *testing.T) {
	core, an := testCore(t)
	const mailman, company, car = 91159, 79556, 51496
	person := doc.IndexValue{Index: IndexSemantics, Value: "person"}
	group := doc.IndexValue{Index: IndexSemantics, Value: "group"}
	artifact := doc.IndexValue{Index: IndexSemantics, Value: "artifact"}
	sing := doc.IndexValue{Index: 2, Value: "Sing"}
	masc := doc.IndexValue{Index: 3, Value: "Masc"}
	cases := []struct {
		pron  *doc.Token
		ante  doc.Antecedent
		flags map[string]bool
		want  bool
	}{
		{pronoun("Gender=Masc", "Number=Sing"), antecedent(mailman, sing, person), nil, true},
		{pronoun("Gender=Masc", "Number=Sing"), antecedent(car, sing, artifact), nil, false},
		{pronoun("Gender=Neut", "Number=Sing"), antecedent(car, sing, artifact), nil, true},
		{pronoun("Gender=Neut", "Number=Sing"), antecedent(mailman, sing, person), nil, false},
		{pronoun("Number=Plur"), antecedent(company, sing, group), nil, false},
		{pronoun("Number=Plur"), antecedent(company, sing, group), map[string]bool{"organization": true}, true},
		{pronoun("Gender=Fem", "Number=Sing"), antecedent(mailman, sing, masc, person), nil, false},
		{pronoun("Gender=Fem", "Number=Sing"), antecedent(mailman, sing, masc, person), map[string]bool{"role": true}, true},
	}
	for _, c := range cases {
		r := &resolver{core: core, anchors: an, flags: c.flags}
		if got := r.agrees(c.pron, c.ante); got != c.want {
			t.Errorf("%v -> %v with %v: agrees %v, want %v", c.pron.Features, c.ante, c.flags, got, c.want)
		}
	}
}

// TestResolveDefiniteReference resolves "the animal" to an earlier dog.
func TestResolveDefiniteReference(t *testing.T) {
	core, an := testCore(t)
	const dog, animal = 46360, 35563
	d := &doc.Document{Sentences: []doc.Sentence{{Tokens: []doc.Token{
		{Text: "the", POS: "DET", Features: []string{"Definite=Def", "PronType=Art"}},
		{Text: "animal", POS: "NOUN", Family: animal, Features: []string{"Number=Sing"}, Readings: []doc.Reading{{Families: []uint32{animal}}}},
	}}}}
	r := &resolver{core: core, anchors: an, earlier: []doc.Antecedent{antecedent(dog)}}
	r.resolve(d)
	tok := d.Sentences[0].Tokens[1]
	if tok.Family != dog || !tok.Resolved || tok.Readings[0].Families[0] != dog {
		t.Errorf("the animal: family %d resolved %v, want the dog %d", tok.Family, tok.Resolved, dog)
	}
	got := collect(d, core, []doc.Antecedent{antecedent(dog), antecedent(0, doc.IndexValue{Index: 3, Value: "Fem"})})
	if len(got) != 2 || got[0].Family != dog || got[1].Family != 0 {
		t.Errorf("antecedents after = %v, want the dog, then the featureless one kept", got)
	}
}

func TestCollectCapsAndOrders(t *testing.T) {
	core, _ := testCore(t)
	var earlier []doc.Antecedent
	for i := range MaxAntecedents + 3 {
		earlier = append(earlier, antecedent(uint32(1000+i)))
	}
	const car = 51496
	d := &doc.Document{Sentences: []doc.Sentence{{Tokens: []doc.Token{
		{Text: "car", POS: "NOUN", Family: car, Features: []string{"Number=Sing"}},
	}}}}
	got := collect(d, core, earlier)
	if len(got) != MaxAntecedents || got[0].Family != car || got[1].Family != 1000 {
		t.Errorf("collect = %d antecedents starting %v, want %d starting with the car", len(got), got[:2], MaxAntecedents)
	}
	if fmt.Sprint(got[0].Features) != "[{2 Sing} {100 artifact}]" {
		t.Errorf("car features %v", got[0].Features)
	}
}

// TestShiftStaysOnScale checks severity changes at the ends of the scale.
func TestShiftStaysOnScale(t *testing.T) {
	a := doc.Abuse{Severity: "extreme"}
	shift(&a, 1, "x")
	b := doc.Abuse{Severity: "low"}
	shift(&b, -1, "x")
	c := doc.Abuse{Severity: "medium"}
	shift(&c, -1, "reported")
	if a.Severity != "extreme" || a.Explanation != "" || b.Severity != "low" || c.Severity != "low" || c.Explanation != "reported" {
		t.Errorf("got %+v %+v %+v", a, b, c)
	}
}
