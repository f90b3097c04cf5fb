package abuse_test

import (
	"slices"
	"testing"
)

// TestObfuscationAndPhrasing checks the obfuscations the spelling stage
// leaves (swapped or dropped letters, words run together), names that
// contain an abusive word, and the phrasings of hate the rules read: a
// disowned report, a question that asks for agreement, a group's lives
// denied worth, a group's slur called at the reader, an insult to the
// reader as a member of a group. The sentences are written for the test,
// not taken from an evaluation set.
func TestObfuscationAndPhrasing(t *testing.T) {
	for _, c := range []struct {
		text    string
		bigotry bool
	}{
		{"Fukc every immigrant in this town.", true},
		{"Honestly those refugees are disgusitng.", true},
		{"We should just stabthose immigrants.", true},
		{"ihatemuslims", true},
		{"Jewish lives are not worth saving.", true},
		{"Aren't immigrants just parasites?", true},
		{"Why can't Muslims just go back where they came from?", true},
		{"Refugees should all be locked up in cages.", true},
		{"She is nothing but Muslim trash.", true},
		{"If you are a refugee, then you are probably stupid.", true},
		{"That is typical for a queer like you.", true},

		{"We never said that refugees are vermin.", false},
		{"you should get a cockerspaniel.", false},
		{"We had lunch at Cracker Barrel on the way home.", false},
		{"Isn't it great that gay couples can marry?", false},
		{"This film is not worth the money.", false},
		{"Black lives matter.", false},
		{"If you are a refugee, you are welcome here.", false},
	} {
		d := analyse(t, "en", c.text)
		if got := slices.Contains(types(d), "bigotry"); got != c.bigotry {
			t.Errorf("%q: bigotry %v, want %v%s", c.text, got, c.bigotry, describe(d))
		}
	}
}

// TestThingsNotPeople checks that insults and violent verbs aimed at
// things are no attack on anyone (whatever the learned decision adds).
func TestThingsNotPeople(t *testing.T) {
	for _, c := range []struct {
		text string
		typ  string
		want bool
	}{
		{"Is that a stupid name for a dog?", "generic", false},
		{"If he keeps this up he will kill the peace talks.", "criminal_activity", false},
		{"Those stupid politicians ruined everything.", "generic", true},
	} {
		d := analyse(t, "en", c.text)
		if got := slices.Contains(types(d), c.typ); got != c.want {
			t.Errorf("%q: %s %v, want %v%s", c.text, c.typ, got, c.want, describe(d))
		}
	}
}
