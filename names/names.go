// Package names compares two person names, possibly written in different
// languages and scripts, the way the service's POST /compare/entities does
// for type person.
//
// Each name is parsed into parts (titles, social roles, given name, middle
// names or initials, surname with its particles, suffixes), its order is
// resolved (a comma, an upper-case SURNAME, a native East Asian script or a
// common East Asian surname put the surname first), and the parts present
// on both sides are compared: case- and diacritic-insensitively, an initial
// against a full name, through a hand-written table of nicknames and
// cross-language equivalents, and through romanisation of Cyrillic, Greek,
// Arabic-script, Hebrew, Hangul, kana and common Han characters followed by
// a phonetic distance.
//
// Result semantics:
//
//   - "same": every name part present on both sides is written the same
//     way (up to case, diacritics, order, an initial for a full name, and
//     parts missing on one side). Differences may still list title,
//     social_role or suffix when both sides have one and they differ
//     ("Dr. John Smith" vs "Mr. John Smith": same, [title]).
//   - "different" with "variation" and no given_name or surname: the names
//     are forms of one name (a transliteration into another script, a
//     nickname or diminutive, a spelling variant), as the service answers
//     "William Smith" vs "Вилл Смит". Any variation gives "different",
//     whether the scripts differ or not ("Bill Smith" vs "William Smith").
//   - "different" with given_name and/or surname: those parts are not the
//     same name. A different generation suffix (Jr vs Sr, II vs III) also
//     makes the result "different".
//   - "no_single_entity": either input is not one person's name (empty, two
//     names joined by a conjunction, a list, an organisation, digits, or
//     longer than any name).
//
// Without a written cue (comma, upper-case SURNAME, native script) a name's
// order is a guess, so two-part names also match in swapped order ("Li Na"
// and "Na Li", but also "John Paul" and "Paul John").
//
// Callers that want a yes/no answer should treat "same" and "different"
// without given_name, surname and suffix as a match. The package does not
// look names up in a knowledge base: "Bill Clinton" and "William Jefferson
// Clinton" match, "Mark Twain" and "Samuel Clemens" do not.
package names

import "slices"

// Result values.
const (
	Same           = "same"
	Different      = "different"
	NoSingleEntity = "no_single_entity"
)

// Difference kinds, in the order they are reported.
const (
	GivenName  = "given_name"
	Surname    = "surname"
	Title      = "title"
	SocialRole = "social_role"
	Suffix     = "suffix"
	Variation  = "variation"
)

var differenceOrder = []string{GivenName, Surname, Title, SocialRole, Suffix, Variation}

// Result is the answer of Compare.
type Result struct {
	// Result is Same, Different or NoSingleEntity.
	Result string
	// Differences lists what differs, from GivenName, Surname, Title,
	// SocialRole, Suffix and Variation, in that order; nil when nothing
	// differs.
	Differences []string
}

// Match reports whether r says the two names are forms of one person's
// name: "same", or "different" with no given_name, surname or suffix
// difference.
func (r Result) Match() bool {
	if r.Result == Same {
		return true
	}
	if r.Result != Different {
		return false
	}
	for _, d := range r.Differences {
		if d == GivenName || d == Surname || d == Suffix {
			return false
		}
	}
	return true
}

// Compare compares the person name name1, written in language lang1, with
// name2 in lang2. Languages are IETF tags ("en", "zh-CN", "ps-AF"); they
// choose word lists and readings, and an unknown tag falls back to the
// lists shared by all languages. Compare never panics and accepts any
// input, including invalid UTF-8.
func Compare(lang1, name1, lang2, name2 string) Result {
	p1, ok1 := parse(lang1, name1)
	p2, ok2 := parse(lang2, name2)
	if !ok1 || !ok2 {
		return Result{Result: NoSingleEntity}
	}
	best := comparison{bad: 1 << 30}
	for _, a := range p1.orientations() {
		for _, b := range p2.orientations() {
			c := compareParsed(a, b)
			if c.bad < best.bad {
				best = c
			}
		}
	}
	return best.result()
}

// orientations returns the parse, and when its order is only a guess the
// parse with given name and surname swapped ("Tan Kevin" may be written in
// either order; "TAN Kevin" may not).
func (p parsed) orientations() []parsed {
	out := []parsed{p}
	if p.cue == orderStrong || p.single || len(p.given) != 1 || len(p.surname) != 1 {
		return out
	}
	q := p
	q.given, q.surname = p.surname, p.given
	return append(out, q)
}

// comparison is the outcome of comparing two parses.
type comparison struct {
	diffs      map[string]bool
	variation  bool
	generation bool // differing generation suffixes
	bad        int  // identity differences, to choose between orientations
}

func (c comparison) result() Result {
	r := Result{Result: Same}
	if c.variation {
		c.diffs[Variation] = true
	}
	for _, d := range differenceOrder {
		if c.diffs[d] {
			r.Differences = append(r.Differences, d)
		}
	}
	if c.diffs[GivenName] || c.diffs[Surname] || c.diffs[Variation] || c.generation {
		r.Result = Different
	}
	return r
}

func compareParsed(a, b parsed) comparison {
	c := comparison{diffs: map[string]bool{}}
	note := func(kind string, m level) {
		switch m {
		case levelNone:
			c.diffs[kind] = true
			c.bad += 2
		case levelVariation:
			c.variation = true
			c.bad++ // prefer the orientation that matches exactly
		}
	}
	switch {
	case a.single || b.single:
		one, other := a, b
		if !a.single {
			one, other = b, a
		}
		t := one.surname[0]
		m := levelNone
		var cands []token
		cands = append(cands, other.surname...)
		cands = append(cands, other.given...)
		if len(other.surname) > 1 {
			cands = append(cands, joinTokens(other.surname, "")...)
		}
		if !other.single && other.whole.key != "" {
			cands = append(cands, other.whole)
		}
		for _, u := range cands {
			if l := matchTokens(t, u); l > m {
				m = l
			}
		}
		// A lone word is reported as a given name when it is one we know
		// ("Mary" vs "Susan"), otherwise as a surname.
		kind := Surname
		if isGivenName(t) || other.single && isGivenName(other.surname[0]) {
			kind = GivenName
		}
		note(kind, m)
	default:
		if len(a.surname) > 0 && len(b.surname) > 0 {
			m := matchSurnames(a.surname, b.surname)
			// Two surnames, one of them left out: "Gabriel García Márquez"
			// is parsed with García as a middle name.
			if m == levelNone && len(b.middle) > 0 {
				m = matchTokens(a.surname[len(a.surname)-1], b.middle[len(b.middle)-1])
			}
			if m == levelNone && len(a.middle) > 0 {
				m = matchTokens(b.surname[len(b.surname)-1], a.middle[len(a.middle)-1])
			}
			note(Surname, m)
		}
		if len(a.given) > 0 && len(b.given) > 0 {
			note(GivenName, matchTokens(a.given[0], b.given[0]))
		}
		note(GivenName, matchMiddles(a.middle, b.middle))
	}
	if differ(a.titles, b.titles) {
		c.diffs[Title] = true
	}
	if differ(a.roles, b.roles) {
		c.diffs[SocialRole] = true
	}
	if differ(a.suffixes, b.suffixes) {
		c.diffs[Suffix] = true
		c.generation = generationDiffers(a.suffixes, b.suffixes)
		if c.generation {
			c.bad += 2
		}
	}
	return c
}

// matchMiddles compares middle names, which are given names: the shorter
// list must match a subsequence of the longer one ("George W. Bush" and
// "George H. W. Bush"). It returns the weakest match used, levelExact when
// either side has none.
func matchMiddles(a, b []token) level {
	if len(a) > len(b) {
		a, b = b, a
	}
	worst := levelExact
	j := 0
	for _, t := range a {
		found := false
		for ; j < len(b); j++ {
			if m := matchTokens(t, b[j]); m > levelNone {
				worst = min(worst, m)
				found = true
				j++
				break
			}
		}
		if !found {
			return levelNone
		}
	}
	return worst
}

// isGivenName reports a word of the nickname table, which is the list of
// given names the package has.
func isGivenName(t token) bool { return len(lexiconData().nickGroups[t.key]) > 0 }

// KnownGivenName reports whether word is a given name or a nickname the
// package knows ("Mickey", "Dick"), in any case and with or without
// diacritics.
func KnownGivenName(word string) bool { return len(lexiconData().nickGroups[foldKey(word)]) > 0 }

// differ reports two non-empty word sets with nothing in common.
func differ(a, b []string) bool {
	if len(a) == 0 || len(b) == 0 {
		return false
	}
	for _, x := range a {
		if slices.Contains(b, x) {
			return false
		}
	}
	return true
}

var generations = map[string]string{
	"jr": "jr", "junior": "jr", "sr": "sr", "senior": "sr",
	"ii": "ii", "2nd": "ii", "iii": "iii", "3rd": "iii", "iv": "iv",
}

func generationDiffers(a, b []string) bool {
	ga, gb := "", ""
	for _, s := range a {
		if g, ok := generations[s]; ok {
			ga = g
		}
	}
	for _, s := range b {
		if g, ok := generations[s]; ok {
			gb = g
		}
	}
	return ga != "" && gb != "" && ga != gb
}
