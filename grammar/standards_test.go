package grammar

import (
	"slices"
	"strings"
	"testing"
)

func splitFeats(f string) []string {
	if f == "" {
		return nil
	}
	return strings.Split(f, "|")
}

func TestPenn(t *testing.T) {
	for _, c := range []struct{ upos, feats, want string }{
		{"NOUN", "Number=Sing", "NN"},
		{"NOUN", "Number=Plur", "NNS"},
		{"PROPN", "Number=Sing", "NNP"},
		{"PROPN", "Number=Plur", "NNPS"},
		{"VERB", "Mood=Ind|Number=Sing|Person=3|Tense=Past|VerbForm=Fin", "VBD"},
		{"VERB", "Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin", "VBZ"},
		{"VERB", "Mood=Ind|Tense=Pres|VerbForm=Fin", "VBP"},
		{"VERB", "VerbForm=Ger", "VBG"},
		{"VERB", "Tense=Past|VerbForm=Part", "VBN"},
		{"VERB", "VerbForm=Inf", "VB"},
		{"VERB", "Mood=Imp|VerbForm=Fin", "VB"},
		{"AUX", "VerbForm=Fin", "MD"},
		{"ADJ", "Degree=Pos", "JJ"},
		{"ADJ", "Degree=Cmp", "JJR"},
		{"ADJ", "Degree=Sup", "JJS"},
		{"ADV", "", "RB"},
		{"ADV", "Degree=Cmp", "RBR"},
		{"ADV", "PronType=Int", "WRB"},
		{"DET", "Definite=Def|PronType=Art", "DT"},
		{"DET", "PronType=Rel", "WDT"},
		{"PRON", "Case=Nom|Number=Sing|Person=1|PronType=Prs", "PRP"},
		{"PRON", "Number=Sing|Person=3|Poss=Yes|PronType=Prs", "PRP$"},
		{"PRON", "PronType=Int", "WP"},
		{"PRON", "Poss=Yes|PronType=Rel", "WP$"},
		{"ADP", "", "IN"},
		{"SCONJ", "", "IN"},
		{"CCONJ", "", "CC"},
		{"NUM", "NumType=Card", "CD"},
		{"PART", "", "TO"},
		{"PART", "Polarity=Neg", "RB"},
		{"INTJ", "", "UH"},
		{"PUNCT", "", "."},
		{"SYM", "", "SYM"},
		{"X", "", "FW"},
		{"BOGUS", "", ""},
	} {
		if got := Penn(c.upos, splitFeats(c.feats)); got != c.want {
			t.Errorf("Penn(%s, %s) = %q, want %q", c.upos, c.feats, got, c.want)
		}
	}
}

func TestNative(t *testing.T) {
	got := Native("NOUN", []string{"Case=Gen", "Number=Plur", "Typo=Yes"})
	want := []IndexValue{{1, "NOUN"}, {4, "Gen"}, {2, "Plur"}, {99, "Typo=Yes"}}
	if !slices.Equal(got, want) {
		t.Errorf("Native = %v, want %v", got, want)
	}
	if got := Native("", nil); len(got) != 0 {
		t.Errorf("Native of nothing = %v", got)
	}
}

func TestDescription(t *testing.T) {
	for _, c := range []struct {
		upos, feats string
		want        []string
	}{
		{"NOUN", "Number=Plur", []string{"noun", "plural"}},
		{"VERB", "Mood=Ind|Tense=Past|VerbForm=Fin", []string{"verb", "indicative", "past tense", "finite"}},
		{"ADJ", "Degree=Sup", []string{"adjective", "superlative"}},
		{"PROPN", "Case=Ine|Foo=Bar", []string{"proper noun", "inessive", "foo: bar"}},
	} {
		if got := Description(c.upos, splitFeats(c.feats)); !slices.Equal(got, c.want) {
			t.Errorf("Description(%s, %s) = %q, want %q", c.upos, c.feats, got, c.want)
		}
	}
}

// Every UPOS tag has a Penn tag and a description.
func TestStandardsCoverUPOS(t *testing.T) {
	for _, u := range UPOS {
		if Penn(u, nil) == "" {
			t.Errorf("no Penn tag for %s", u)
		}
		if d := Description(u, nil); len(d) != 1 {
			t.Errorf("no description for %s", u)
		}
	}
}
