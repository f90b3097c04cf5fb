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

func TestSubstringRules(t *testing.T) {
	// A model whose only evidence is "ph" typed as "f": the rule makes
	// that one edit of two letters cheap, while the single-letter edits
	// it would take otherwise (p left out, h typed f) stay dear.
	m := parseLearned("n p 100\nn h 100\nr ph f 9\nm ph 9\n")
	if m == nil || len(m.rules) != 1 {
		t.Fatalf("rules not read: %+v", m)
	}
	withRule, _ := m.distance([]rune("fone"), []rune("phone"), nil)
	plain := parseLearned("n p 100\nn h 100\n")
	without, _ := plain.distance([]rune("fone"), []rune("phone"), nil)
	if withRule >= without || withRule > 0.2 {
		t.Errorf("fone/phone: %v with the rule, %v without", withRule, without)
	}
	// The rule applies only where the typed letters match it.
	other, _ := m.distance([]rune("vone"), []rune("phone"), nil)
	if other != without {
		t.Errorf("vone/phone costs %v, want the rule-free %v", other, without)
	}
	// A rule that leaves letters out, and one at the end of the word.
	m = parseLearned("n e 10\nr ee - 4\nm ee 4\nr ly ley 3\nm ly 3\n")
	if d, _ := m.distance([]rune("sling"), []rune("sleeing"), nil); d > 0.3 {
		t.Errorf("sling/sleeing via ee>- costs %v", d)
	}
	if d, _ := m.distance([]rune("quickley"), []rune("quickly"), nil); d > 0.3 {
		t.Errorf("quickley/quickly via ly>ley costs %v", d)
	}
}

func TestParseLearnedRules(t *testing.T) {
	// Malformed rules are skipped: too long, no intended side, identity,
	// no occurrence count, negative or unparsable counts.
	m := parseLearned("n a 10\nr abcd x 2\nm abcd 5\nr - x 2\nr ab ab 2\nm ab 3\nr xy z 2\nr ab c -1\nr ab c x\nm - 3\n")
	if m == nil {
		t.Fatal("no model")
	}
	if len(m.rules) != 0 {
		t.Errorf("rules from malformed lines: %v", m.rules)
	}
}
