package transform

// Typology is what word-by-word translation needs to know about a
// language's syntax and writing.
type Typology struct {
	// VerbFinal: the basic order is subject-object-verb.
	VerbFinal bool
	// AdjectiveAfter: attributive adjectives follow their noun.
	AdjectiveAfter bool
	// Unspaced: words are written without spaces between them.
	Unspaced bool
}

// typologies holds the languages that differ from the default: subject-
// verb-object, adjectives before the noun, spaces between words (WALS
// features 81A and 87A; Modern Standard Arabic is taken as SVO, its usual
// order in news text).
var typologies = map[string]Typology{
	"ja":    {VerbFinal: true, Unspaced: true},
	"ko":    {VerbFinal: true},
	"tr":    {VerbFinal: true},
	"fa":    {VerbFinal: true, AdjectiveAfter: true},
	"ur":    {VerbFinal: true},
	"ps-AF": {VerbFinal: true},
	"zh-CN": {Unspaced: true},
	"zh-TW": {Unspaced: true},
	"th":    {AdjectiveAfter: true, Unspaced: true},
	"ar":    {AdjectiveAfter: true},
	"he":    {AdjectiveAfter: true},
	"fr":    {AdjectiveAfter: true},
	"es":    {AdjectiveAfter: true},
	"it":    {AdjectiveAfter: true},
	"pt":    {AdjectiveAfter: true},
	"id":    {AdjectiveAfter: true},
	"ms":    {AdjectiveAfter: true},
	"vi":    {AdjectiveAfter: true},
}

// TypologyOf returns the typology of a language id.
func TypologyOf(lang string) Typology { return typologies[lang] }
