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

		// A compound noun the lexicon knows is not its parts.
		{"en", "My daughter wants a guinea pig for her birthday.", "bigotry", false},
		{"en", "He ordered a ginger ale with his sandwich.", "adult_only", false},

		// A drink or smoke that names a kind of something else, or the
		// speaker only as a possessive, is no activity of theirs.
		{"en", "Our kitchen smelled of cigarette smoke for weeks.", "adult_only", false},
		{"en", "I drank a whole bottle of wine last night.", "adult_only", true},

		// Physical trouble is not distress; a feeling still is.
		{"en", "I have been suffering from a sore knee since March.", "mental_issues", false},
		{"en", "I have been suffering from depression for years.", "mental_issues", true},

		// One person of a group is not the group.
		{"en", "That woman at the front desk was rude to us.", "bigotry", false},
		{"en", "Women are rude and stupid.", "bigotry", true},

		// A group that hates something else is not hated.
		{"en", "Catholics already hate the new tax.", "bigotry", false},
		{"en", "I hate Catholics.", "bigotry", true},

		// Where the reader is is not what they are called.
		{"en", "You were in serious danger when the car slid off the road.", "personal_attack", false},

		// News narrates crimes; a possessive names no one who did them; a
		// fronted place makes the noun after the copula its subject.
		{"en", "Police said the two men killed a shopkeeper in Leeds on Tuesday night and fled in a stolen car.", "allegation", false},
		{"en", "Some of them lived on their loot for years.", "allegation", false},
		{"en", "In the back room were the thieves themselves.", "allegation", false},
		{"en", "He stole my bike.", "allegation", true},

		// A letter's "contact me" names no other channel; a
		// reader who is the subject of what follows is not groomed; a
		// reader with a bare modal is anyone; a verb acting on the
		// reader's thing calls no name; past narration is a story; a
		// body word naming a diagnosis is no gore.
		{"en", "Please contact me if you have questions about the schedule for next week.", "external_contact", false},
		{"en", "add me on snapchat", "external_contact", true},
		{"en", "text me", "external_contact", true},
		{"en", "I understand you have a new car and a nice garden.", "sexual_advances", false},
		{"en", "You can get a glass of wine at the bar downstairs.", "adult_only", false},
		{"en", "Tilt your head and cock your ears to the wind.", "personal_attack", false},
		{"en", "She stole the keys and drove off to the coast.", "allegation", false},
		{"en", "I cried all the way to the station.", "mental_issues", false},
		{"en", "He died from a brain haemorrhage two years later.", "disturbing", false},

		// An insult before a noun that names a thing is said of the thing
		// ("terrorist camps"), not of the reader; one before an animal is
		// still said of the animal, as before, and no attack.
		{"en", "Did you raid terrorist camps in the war?", "personal_attack", false},
		{"en", "That stupid dog barked all night long again.", "generic", false},
		{"en", "My stupid cat knocked the vase off the table this morning.", "generic", false},
		{"en", "The dumb bird keeps flying into the window.", "generic", false},
		{"en", "Do you still buy those stupid fucking shoes?", "generic", false},

		// The reader who starts a clause of their own is no object.
		{"en", "If they screw up you will have to pay twice.", "personal_attack", false},
		{"en", "If the builders screw up you could lose the house.", "personal_attack", false},
		{"en", "If they fuck up you could lose everything.", "personal_attack", false},
		{"en", "Screw you!", "personal_attack", true},

		// A sexual word's sense is not a phrasal verb's; a profane one's is.
		{"en", "They screw up and you could be worse off than before!", "profanity", false},
		{"en", "They always fuck up the orders at this place.", "profanity", true},

		// A word with no vulgar sense, in an ended sentence, is that sense.
		{"en", "Thousands of slaves worked on the sugar plantations of the island.", "profanity", false},

		// A food is no slur.
		{"en", "We ordered tacos and burritos at the stand by the harbour.", "bigotry", false},

		// "could not be happier" praises; other denials still deny.
		{"en", "My Mexican neighbours could not be happier with the new park.", "bigotry", false},
		{"en", "Immigrants have not been better for this country.", "bigotry", true},
		{"en", "Black people can never be smarter.", "bigotry", true},
		{"en", "Black people cannot be smarter.", "bigotry", true},
		{"en", "Things could not be better for the Muslims in our street.", "bigotry", false},
		{"en", "My Mexican neighbours couldn't be happier with the new park.", "bigotry", false},

		// A relative clause about a thing threatens no one but the reader;
		// a weapon or a fist is its owner's threat.
		{"en", "The garden centre sells a spray that will kill them within a day.", "criminal_activity", false},
		{"en", "My gun will kill you.", "criminal_activity", true},
		{"en", "My bullets will kill you tonight.", "criminal_activity", true},
		{"en", "Our bombs will destroy you.", "criminal_activity", true},
		{"en", "His fists will break your face.", "criminal_activity", true},

		// A country's own legal act is no stance on it; its hate is.
		{"en", "In 1920 Russia bans the sale of vodka.", "contentious", false},
		{"en", "Israel hates Palestinians.", "contentious", true},
		{"en", "Russia hates gays.", "contentious", true},

		// An adjective opening the next item of a list is said of its noun.
		{"en", "They sheltered homeless women, frightened children and stupid tourists.", "bigotry", false},

		// A singular subject makes the group the object.
		{"en", "He married a woman whose patience he did not deserve.", "bigotry", false},
		{"en", "Women do not deserve to vote.", "bigotry", true},

		// An advance is made to the reader as its verb's subject or
		// object, or as a command, not in a thought about something.
		{"en", "You don't think it was because of female nudes considering the naked statues seen at museums and parks?", "sexual_advances", false},
		{"en", "send me your nudes", "sexual_advances", true},
		{"en", "Can you send me some of those hot nudes", "sexual_advances", true},
	} {
		d := analyse(t, c.lang, c.text)
		if got := slices.Contains(types(d), c.typ); got != c.want {
			t.Errorf("%s %q: %s %v, want %v%s", c.lang, c.text, c.typ, got, c.want, describe(d))
		}
	}
}

// TestListItemTargets checks whom an adjective opening a list item is said
// of: the noun of its own item ("retarded people" among kinds the
// shelter takes in), unless that noun is only a word for members right
// after the group ("immigrants and dirty people").
func TestListItemTargets(t *testing.T) {
	for _, c := range []struct {
		text, tag string
		want      bool
	}{
		{"The shelter takes in outcast women, naive children, retarded people.", "sexism", false},
		{"Our town is full of immigrants and dirty people.", "xenophobia", true},
	} {
		d := analyse(t, "en", c.text)
		got := false
		for _, a := range d.Abuse {
			got = got || a.Type == "bigotry" && slices.Contains(a.Tags, c.tag)
		}
		if got != c.want {
			t.Errorf("%q: bigotry tagged %s %v, want %v%s", c.text, c.tag, got, c.want, describe(d))
		}
	}
}
