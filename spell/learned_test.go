package spell

import (
	"testing"

	"github.com/argot-nlp/argot/internal/doc"
)

func TestLearnedModel(t *testing.T) {
	m := loadData().learned["en"]
	if m == nil {
		t.Fatal("no English learned model")
	}
	dist := func(typed, intended string) float64 {
		d, _ := m.distance([]rune(typed), []rune(intended), nil)
		return d
	}
	if d := dist("word", "word"); d != 0 {
		t.Errorf("distance of a word to itself = %v", d)
	}
	// Errors seen often in the data cost less than rare ones.
	for _, tc := range []struct{ typed, cheap, dear string }{
		{"recieve", "receive", "recitve"}, // ie/ei swapped vs a wild substitution
		{"definately", "definitely", "definatexy"},
		{"ocasion", "occasion", "ocxasion"}, // a dropped double letter vs an odd insertion
	} {
		if c, d := dist(tc.typed, tc.cheap), dist(tc.typed, tc.dear); c >= d {
			t.Errorf("%s: %s costs %v, %s %v", tc.typed, tc.cheap, c, tc.dear, d)
		}
	}
}

func TestParseLearned(t *testing.T) {
	for _, text := range []string{"", "# only a comment\n", "s a\n", "x y z 1\n", "n ab 3\n", "s a e notanumber\n"} {
		if m := parseLearned(text); m != nil {
			t.Errorf("parseLearned(%q): a model without letter counts", text)
		}
	}
	m := parseLearned("n a 10\nn e 10\ns a e 5\nd a 1\n")
	if m == nil {
		t.Fatal("no model")
	}
	if m.sub[slot('a')][slot('e')] >= m.sub[slot('a')][slot('o')] {
		t.Error("a seen substitution costs no less than an unseen one")
	}
}

func TestStretched(t *testing.T) {
	toks := func(parts ...string) []doc.Token {
		var out []doc.Token
		for _, p := range parts {
			out = append(out, doc.Token{Text: p})
		}
		return out
	}
	for _, tc := range []struct {
		parts []string
		want  bool
	}{
		{[]string{"うん", "んんん", "ち"}, true},
		{[]string{"ab", "bb"}, true},
		{[]string{"ab", "ba"}, false},
		{[]string{"...", "a"}, false},
	} {
		if got := stretched(toks(tc.parts...)); got != tc.want {
			t.Errorf("stretched(%q) = %v", tc.parts, got)
		}
	}
}
