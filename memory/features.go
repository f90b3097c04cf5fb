package memory

import (
	"slices"
	"strings"

	"github.com/argot-nlp/argot/grammar"
	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/lexdata"
)

// IndexSemantics is the native index of a word's semantic class (the
// WordNet lexicographer class of its family: "person", "artifact", ...),
// as the response's semantics use it.
const IndexSemantics = 100

// udNames inverts package grammar's native index table: native index to
// UD feature name. TestUDNamesMatchGrammar keeps the two in step.
var udNames = map[int]string{
	2: "Number", 3: "Gender", 4: "Case", 5: "Person", 6: "Tense",
	7: "Mood", 8: "VerbForm", 9: "Aspect", 10: "Voice", 11: "Degree",
	12: "Definite", 13: "PronType", 14: "Poss", 15: "Polarity",
	16: "NumType", 17: "Animacy", 18: "Reflex", 19: "Polite",
	20: "Evident", 21: "Number[psor]", 22: "Person[psor]",
}

// FeatureName returns the UD feature name of a native grammar index
// ("Number" for 2), or "".
func FeatureName(index int) string { return udNames[index] }

// ConditionIndex reports whether index can appear in the features of an
// assign condition (and of an antecedent).
func ConditionIndex(index int) bool {
	return index == grammar.IndexPOS || index == grammar.IndexOther || index == IndexSemantics || udNames[index] != ""
}

// ActionIndex reports whether an assign action can set a feature of this
// index. The semantic class follows from the family, so it cannot be set.
func ActionIndex(index int) bool {
	return index != IndexSemantics && ConditionIndex(index)
}

// semanticClass returns the lexicographer class of a family ("person"),
// or "".
func semanticClass(core *lexdata.Core, f uint32) string {
	if core == nil || f == 0 {
		return ""
	}
	// LexName and RefLemma, not Family: a whole record would decode the
	// definitions too, 7 MB that a parse does not need.
	_, class, _ := strings.Cut(core.LexName(f), ".")
	if class == "Tops" && core.RefLemma(f) == "person" {
		return "person"
	}
	return class
}

// tokenFeatures returns the native features of a word: its part of
// speech, its grammar features and its semantic class.
func tokenFeatures(t *doc.Token, core *lexdata.Core) []doc.IndexValue {
	var out []doc.IndexValue
	for _, iv := range grammar.Native(t.POS, t.Features) {
		out = append(out, doc.IndexValue{Index: iv.Index, Value: iv.Value})
	}
	if c := semanticClass(core, family(t)); c != "" {
		out = append(out, doc.IndexValue{Index: IndexSemantics, Value: c})
	}
	return out
}

// hasFeature reports whether feats hold want (values compare without
// regard to case: "noun" is "NOUN").
func hasFeature(feats []doc.IndexValue, want doc.IndexValue) bool {
	return slices.ContainsFunc(feats, func(f doc.IndexValue) bool {
		return f.Index == want.Index && strings.EqualFold(f.Value, want.Value)
	})
}

// featureValue returns the value of a UD feature ("Number") in feats, or "".
func featureValue(feats []string, name string) string {
	for _, f := range feats {
		if k, v, ok := strings.Cut(f, "="); ok && k == name {
			return v
		}
	}
	return ""
}

// setFeature sets one native feature on a word: index 1 is the part of
// speech, 99 a whole "Name=Value", others a UD feature by its index. A
// feature of the same name is replaced; the list stays sorted, as UD
// writes it.
func setFeature(t *doc.Token, f doc.IndexValue) {
	var item string
	switch {
	case f.Index == grammar.IndexPOS:
		t.POS = strings.ToUpper(f.Value)
		return
	case f.Index == grammar.IndexOther:
		item = f.Value
	case udNames[f.Index] != "":
		item = udNames[f.Index] + "=" + f.Value
	default:
		return
	}
	name, _, _ := strings.Cut(item, "=")
	feats := slices.DeleteFunc(slices.Clone(t.Features), func(s string) bool {
		k, _, _ := strings.Cut(s, "=")
		return k == name
	})
	feats = append(feats, item)
	slices.Sort(feats)
	t.Features = feats
}

// family returns the word's chosen family, or the first family of its
// first reading, or 0.
func family(t *doc.Token) uint32 {
	if t.Family != 0 {
		return t.Family
	}
	if len(t.Readings) > 0 && len(t.Readings[0].Families) > 0 {
		return t.Readings[0].Families[0]
	}
	return 0
}

// setFamily makes f the word's chosen sense: the chosen family, and a
// reading with f put first so that stages reading the readings agree.
func setFamily(t *doc.Token, f uint32) {
	t.Family = f
	r := doc.Reading{Lexeme: t.Lexeme, Lemma: t.Lemma, POS: t.POS, Features: t.Features, Families: []uint32{f}}
	t.Readings = append([]doc.Reading{r}, t.Readings...)
}
