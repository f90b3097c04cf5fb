package abuse_test

import (
	"slices"
	"testing"
)

// TestCleanTextReadings checks everyday sentences of the kinds that set
// off rules on clean text (a bill taken for a threat, a policy phrase for
// a dogwhistle, what the reader has for what they are called, a broken
// thing for distress, a place name for a drink, a word inside a
// prepositional phrase for a name called), beside the abuse the same
// rules must still find. The sentences are written for
// the test, not taken from an evaluation set.
func TestCleanTextReadings(t *testing.T) {
	for _, c := range []struct {
		lang, text string
		typ        string // the type in question
		want       bool   // whether an instance of typ is expected
	}{
		{"en", "If you keep the towels, the hotel will charge you $20 per towel.", "criminal_activity", false},
		{"en", "We plan to execute it before the deadline on Friday.", "criminal_activity", false},
		{"en", "I will kill you.", "criminal_activity", true},

		{"en", "Women are disgusting.", "bigotry", true},

		{"en", "The committee debated the tax cuts for several months before the vote.", "bigotry", false},

		{"en", "When you meet a thief in the street, call the police at once.", "personal_attack", false},
		{"en", "You are a thief and a liar.", "personal_attack", true},

		{"en", "My phone screen was broken after I dropped it on the stairs.", "mental_issues", false},
		{"en", "We sat at empty tables near the window and ordered lunch.", "mental_issues", false},
		{"en", "I feel so sad and lonely every night.", "mental_issues", true},

		{"en", "My family and I visited Champagne, France last summer.", "adult_only", false},
		{"en", "I got so drunk last night with my friends.", "adult_only", true},

		{"en", "Their states were financed by terrorist groups for years.", "allegation", false},

		{"en", "Blood flows to the brain through the arteries of the neck.", "disturbing", false},

		{"en", "They also don't tell you when the office closes on holidays.", "sexual_advances", false},

		{"fa", "به نظر شما دزدی در این شهر زیاد است؟", "personal_attack", false},
	} {
		d := analyse(t, c.lang, c.text)
		if got := slices.Contains(types(d), c.typ); got != c.want {
			t.Errorf("%s %q: %s %v, want %v%s", c.lang, c.text, c.typ, got, c.want, describe(d))
		}
	}
}
