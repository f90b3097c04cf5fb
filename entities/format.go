package entities

import (
	"strings"
	"unicode"

	"github.com/argot-nlp/argot/internal/doc"
)

// alias reads the whole text as one nickname or user name (format
// "alias"): a username entity, also a person when a part of it is a
// given name or surname of the language's gazetteer ("john_smith88"),
// and an identifier when it carries digits. The text's other entities
// are parts of the alias, not entities of their own.
func alias(d *doc.Document, np *nerPack) []doc.Entity {
	text := strings.TrimSpace(d.Text)
	if text == "" || len(d.Sentences) == 0 {
		return nil
	}
	lead := len([]rune(d.Text)) - len([]rune(strings.TrimLeftFunc(d.Text, unicode.IsSpace)))
	types := []string{TypeUsername}
	if np != nil && aliasHasName(text, np.gaz) {
		types = append(types, TypePerson)
	}
	if strings.ContainsFunc(text, unicode.IsDigit) {
		types = append(types, TypeIdentifier)
	}
	m := doc.Mention{Sentence: 0, Offset: lead, Length: len([]rune(text)), Text: text}
	return []doc.Entity{{Name: strings.TrimPrefix(text, "@"), Types: types, Mentions: []doc.Mention{m}}}
}

// aliasHasName reports whether one of the letter runs of an alias
// ("john", "smith" in "JohnSmith_88") is a name in the gazetteer. Runs of
// fewer than three letters say nothing.
func aliasHasName(text string, g *Gazetteer) bool {
	for _, part := range aliasParts(text) {
		if len([]rune(part)) < 3 {
			continue
		}
		if e, ok := g.Lookup(strings.ToLower(part)); ok && e.Classes&(GazGiven|GazSurname) != 0 {
			return true
		}
	}
	return false
}

// aliasParts splits an alias at non-letters and at lower-to-upper case
// changes ("JohnSmith_88" -> "John", "Smith").
func aliasParts(text string) []string {
	var parts []string
	var cur []rune
	flush := func() {
		if len(cur) > 0 {
			parts = append(parts, string(cur))
			cur = cur[:0]
		}
	}
	for _, r := range text {
		switch {
		case !unicode.IsLetter(r):
			flush()
		case unicode.IsUpper(r) && len(cur) > 0 && unicode.IsLower(cur[len(cur)-1]):
			flush()
			cur = append(cur, r)
		default:
			cur = append(cur, r)
		}
	}
	flush()
	return parts
}
