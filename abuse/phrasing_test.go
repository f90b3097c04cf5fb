package abuse_test

import (
	"slices"
	"testing"
)

// TestWordsInCleanSenses checks formal sentences whose words have an
// abusive reading in some list but are used in their everyday sense (a
// fox's tail, eggs, cow's cheese), a reflexive clitic taken for the
// accused, and phrases of everyday words some lists hold ("se faire"),
// against the same words used to abuse. The sentences are written for the
// test, not taken from an evaluation set.
func TestWordsInCleanSenses(t *testing.T) {
	for _, c := range []struct {
		lang, text string
		want       []string // types, sorted; nil: none
	}{
		{"fr", "La queue du renard est longue et touffue.", nil},
		{"es", "Las gallinas del corral ponen huevos cada mañana.", nil},
		{"es", "El corredor se roba la segunda base en la novena entrada.", nil},
		{"fr", "Ce fromage de vache est plus doux que celui de chèvre.", nil},
		{"fr", "Le commerce du sel se fit longtemps par la mer.", nil},
		{"en", "It was a fucking disaster from start to finish.", []string{"profanity"}},
		{"es", "Estos inmigrantes son unos malditos cabrones.", []string{"allegation", "bigotry"}},
	} {
		d := analyse(t, c.lang, c.text)
		if got := types(d); !slices.Equal(got, c.want) {
			t.Errorf("%s %q: types %v, want %v%s", c.lang, c.text, got, c.want, describe(d))
		}
	}
}

// TestSlursOfWomenAndLeet checks slurs aimed at women, which the packs
// know only as insults, and slurs written with digits for letters; the
// same words reclaimed, used of a dog, or negated are no hate. Written for
// the test.
func TestSlursOfWomenAndLeet(t *testing.T) {
	for _, c := range []struct {
		text    string
		bigotry bool
	}{
		{"Shut up, you dumb slut.", true},
		{"Nobody asked for the opinion of a whore like you.", true},
		{"Get lost, sk4nk.", true},
		{"You are just another tr4nny.", true},
		{"Refugees are utterly despicable.", true},
		{"I am going to hurt that Muslim person.", true},
		{"Black lives are worthless.", true},

		{"My friends and I are proud sluts.", false},
		{"I'm the slut your mother warned you about.", false},
		{"I think you're a slut.", true},
		{"The bitch had six puppies last spring.", false},
		{"I would never call a woman a slut.", false},
		{"We need 4 apples and 2 pears.", false},
	} {
		d := analyse(t, "en", c.text)
		if got := slices.Contains(types(d), "bigotry"); got != c.bigotry {
			t.Errorf("%q: bigotry %v, want %v%s", c.text, got, c.bigotry, describe(d))
		}
	}
}

// TestThreatsAndReferences checks violence called for as a permission, a
// threat through a pronoun that stands for the group, and an insult
// predicated as a group's member, against look-alikes that are no hate.
// Written for the test.
func TestThreatsAndReferences(t *testing.T) {
	for _, c := range []struct {
		text    string
		bigotry bool
	}{
		{"Shooting refugees should be legal.", true},
		{"Beating gay people is fine by me.", true},
		{"If immigrants keep coming here, they should suffer.", true},
		{"Of course that idiot was a Muslim.", true},

		{"Shooting photos of refugees should be legal.", false},
		{"Of course my doctor was a woman.", false},
		{"If women ask for help, they should get it.", false},
	} {
		d := analyse(t, "en", c.text)
		if got := slices.Contains(types(d), "bigotry"); got != c.bigotry {
			t.Errorf("%q: bigotry %v, want %v%s", c.text, got, c.bigotry, describe(d))
		}
	}
}

// TestImplicitAndBackReferences checks hostility that the words alone do
// not show: violence done to a body part the group adjective describes, a
// counterfactual that presupposes the insult ("if they weren't such ..."),
// a denial made stronger by profanity, "not let ... live", and a group
// ranked worst or named by "your kind" after the previous sentence named
// it; against look-alikes that are no hate. Written for the test.
func TestImplicitAndBackReferences(t *testing.T) {
	for _, c := range []struct {
		text    string
		bigotry bool
	}{
		{"Someday I will slit their gay throats.", true},
		{"I could like refugees if they weren't such filthy rats.", true},
		{"Honestly, trans lives aren't worth shit.", true},
		{"We should not let a single immigrant live here.", true},
		{"There's no one worse than disabled people.", true},
		{"Muslims everywhere are acting up. Nothing is worse than your kind.", true},

		{"Gay people are no worse than anyone else.", false},
		{"There is nothing worse than racism against Muslims.", false},
		{"We must not let any child go hungry.", false},
		{"Women are not such bad drivers.", false},
		{"I love immigrants. Your kind is welcome here.", false},
		{"She dyed her black hair red.", false},
	} {
		d := analyse(t, "en", c.text)
		if got := slices.Contains(types(d), "bigotry"); got != c.bigotry {
			t.Errorf("%q: bigotry %v, want %v%s", c.text, got, c.bigotry, describe(d))
		}
	}
}
