package names

import (
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// Limits beyond which an input is not taken for one person's name.
const (
	maxNameBytes  = 300
	maxNameTokens = 16
)

// token is one word of a name with the forms used to compare it.
type token struct {
	raw   string // as written (NFC)
	key   string // foldKey: case- and diacritic-free, same script
	latin string // romanised, lower-case ASCII
	sound string // phonetic symbols of latin
	// bare is sound without a leading Arabic article (al-, el-), which one
	// side of a transliteration often leaves out ("Adaileh", "العضايلة").
	bare    string
	script  script
	initial bool // a single letter, with or without a dot
}

func newToken(raw, lang string) token {
	t := token{raw: raw, key: foldKey(raw), script: dominantScript(raw)}
	r := romanize(raw, lang)
	t.latin = strings.ReplaceAll(r, string(letterBoundary), "")
	t.sound = phonetic(r, t.script)
	if len(t.latin) > 4 && (strings.HasPrefix(t.latin, "al") || strings.HasPrefix(t.latin, "el")) &&
		(t.script == scriptArabic || t.script == scriptLatin) {
		t.bare = phonetic(dropLetters(r, 2), t.script)
	}
	if utf8.RuneCountInString(t.key) == 1 && t.script != scriptHan && t.script != scriptHangul {
		t.initial = true
	}
	return t
}

// dropLetters removes the first n letters of a romanisation.
func dropLetters(r string, n int) string {
	i := 0
	for ; i < len(r) && n > 0; i++ {
		if r[i] != letterBoundary {
			n--
		}
	}
	return strings.TrimLeft(r[i:], string(letterBoundary))
}

// order says how sure the parser is about which token is the surname.
type order uint8

const (
	orderDefault order = iota // the language's usual order, no cue
	orderWeak                 // a lexicon cue (a common East Asian surname first)
	orderStrong               // a written cue: comma, upper-case surname, native script
)

// parsed is a person's name split into its parts.
type parsed struct {
	titles, roles, suffixes []string // folded keys
	given, middle, surname  []token
	// single is set when the name is one word, which may be either a given
	// name or a surname; it is then held in surname.
	single bool
	// whole is the name words joined in written order, for comparison with
	// a name written as one word ("马茨" split as 马 + 茨 vs "Matz").
	whole token
	cue   order
}

// nameSeparators split name words besides white space: the middle dots that
// CJK scripts put between the parts of a foreign name.
const nameSeparators = "・·•‧･"

// listSeparators mark a list of names.
const listSeparators = ";、/|\n"

func splitWords(s string) []string {
	f := strings.FieldsFunc(s, func(r rune) bool {
		return unicode.IsSpace(r) || strings.ContainsRune(nameSeparators, r)
	})
	var out []string
	for _, w := range f {
		w = strings.TrimFunc(w, func(r rune) bool {
			return unicode.IsPunct(r) && r != '.' && r != '\'' && r != '’' && r != '&' && r != '"' && r != '׳' && r != '״'
		})
		if w == "" {
			continue
		}
		// "J.R." is two initials.
		if strings.Count(w, ".") >= 2 && utf8.RuneCountInString(w) <= 6 && !strings.Contains(w, "..") {
			parts := strings.Split(strings.TrimSuffix(w, "."), ".")
			allOne := true
			for _, p := range parts {
				if utf8.RuneCountInString(p) != 1 {
					allOne = false
				}
			}
			if allOne {
				for _, p := range parts {
					out = append(out, p+".")
				}
				continue
			}
		}
		out = append(out, w)
	}
	return out
}

// parse splits a name into parts; ok is false when the text is not one
// person's name.
func parse(lang, s string) (p parsed, ok bool) {
	lang = baseLang(lang)
	x := lexiconData()
	s = strings.TrimSpace(norm.NFC.String(strings.ToValidUTF8(s, "")))
	if s == "" || len(s) > maxNameBytes || strings.ContainsAny(s, listSeparators) {
		return p, false
	}
	for _, r := range s {
		if unicode.IsControl(r) && r != '\t' {
			return p, false
		}
	}
	s = strings.ReplaceAll(s, "،", ",")
	s = strings.ReplaceAll(s, "，", ",")
	if strings.Count(s, ",") > 1 {
		// "Smith, John, Jr." is still one person; "A, B, C" is a list.
		before, after, _ := strings.Cut(s, ",")
		rest := strings.Split(after, ",")
		if !allSuffixes(x, splitWords(rest[len(rest)-1])) || len(rest) > 2 {
			return p, false
		}
		s = before + "," + strings.Join(rest[:len(rest)-1], " ")
		p.suffixes = append(p.suffixes, suffixKeys(splitWords(rest[len(rest)-1]))...)
	}
	head, tail, comma := strings.Cut(s, ",")
	words := splitWords(head)
	var inverted []string
	if comma {
		tw := splitWords(tail)
		if allSuffixes(x, tw) {
			p.suffixes = append(p.suffixes, suffixKeys(tw)...)
		} else {
			inverted = tw
		}
	}
	all := append(append([]string{}, words...), inverted...)
	if len(all) == 0 || len(all) > maxNameTokens {
		return p, false
	}
	for _, w := range all {
		k := foldKey(w)
		// An organisation word counts beside other words ("Acme Ltd"); a
		// single word such as "Ab" or "Co" is more likely a name.
		if isConjunction(x, lang, k) || x.organizations[k] && len(all) > 1 {
			return p, false
		}
		// Digits only belong in suffixes ("3rd"); "Agent 007" or a date is
		// not a name.
		if strings.IndexFunc(k, unicode.IsDigit) >= 0 && !x.suffixes[k] {
			return p, false
		}
		if isUnspacedScript(dominantScript(k)) {
			for _, o := range x.orgSubstrings {
				if strings.Contains(k, o) {
					return p, false
				}
			}
		}
	}
	// Titles and roles precede the name; in the inverted form they follow
	// the comma ("Smith, Dr. John").
	if inverted != nil {
		inverted = p.peelFront(x, lang, inverted)
		words = p.peelBack(x, words)
	} else {
		words = p.peelFront(x, lang, words)
		words = p.peelBack(x, words)
	}
	words = p.peelAttachedTitles(x, words)
	if len(words)+len(inverted) == 0 {
		return p, false
	}
	// An abbreviated title alone ("Dr.") is no name; a title word alone
	// may be one ("Lord", "Rev" as names).
	if w := words; len(w) == 1 && len(inverted) == 0 && inLang(x.titles, lang, foldKey(w[0])) &&
		strings.ContainsAny(w[0], ".\"״") {
		return p, false
	}
	for _, w := range append(append([]string{}, words...), inverted...) {
		if foldKey(w) == "" {
			return p, false
		}
	}

	p.whole = newToken(strings.Join(append(append([]string{}, words...), inverted...), ""), lang)
	toks := func(ws []string) []token {
		out := make([]token, 0, len(ws))
		for _, w := range ws {
			out = append(out, newToken(w, lang))
		}
		return out
	}
	switch {
	case inverted != nil:
		p.cue = orderStrong
		p.surname = toks(words)
		if len(inverted) > 0 {
			p.given = toks(inverted[:1])
			p.middle = toks(inverted[1:])
		}
		if len(p.given) == 0 {
			p.single = len(p.surname) == 1
		}
		return p, true
	case len(words) == 1:
		return p.parseOneWord(x, lang, words[0]), true
	}
	ts := toks(words)
	if i, j, found := upperRun(ts); found {
		p.cue = orderStrong
		p.surname = append(p.surname, ts[i:j]...)
		rest := append(append([]token{}, ts[:i]...), ts[j:]...)
		p.given, p.middle = rest[:1], rest[1:]
		return p, true
	}
	sc := ts[0].script
	if sc == scriptHan || sc == scriptHangul {
		p.cue = orderStrong
		p.surname, p.given = ts[:1], joinTokens(ts[1:], lang)
		return p, true
	}
	if sc == scriptLatin && surnameFirstLatin(x, lang, ts) {
		p.cue = orderWeak
		p.surname = ts[:1]
		if lang == "vi" {
			p.given, p.middle = ts[len(ts)-1:], ts[1:len(ts)-1]
		} else {
			p.given = joinTokens(ts[1:], lang)
		}
		return p, true
	}
	// Given name first; particles before the last word belong to the
	// surname ("Ludwig van Beethoven").
	last := len(ts) - 1
	for last > 1 && isParticle(x, ts[last-1]) {
		last--
	}
	p.given, p.middle, p.surname = ts[:1], ts[1:last], ts[last:]
	return p, true
}

// parseOneWord handles a name written as one word: a native-script East
// Asian name ("김정은", "毛泽东") splits after a listed surname; anything else
// is a single name that may be a given name or a surname.
func (p parsed) parseOneWord(x *lexicon, lang, w string) parsed {
	t := newToken(w, lang)
	rs := []rune(w)
	if (t.script == scriptHan || t.script == scriptHangul) && len(rs) >= 2 && len(rs) <= 4 {
		langs := []string{"zh", "ja"}
		if t.script == scriptHangul {
			langs = []string{"ko"}
		} else if baseLang(lang) == "ja" {
			langs = []string{"ja", "zh"}
		}
		for _, l := range langs {
			if _, ok := x.eaNative[l][w]; ok {
				break // a surname alone ("田中")
			}
			for n := min(x.eaMaxLen, len(rs)-1); n >= 1; n-- {
				if _, ok := x.eaNative[l][string(rs[:n])]; ok {
					p.cue = orderStrong
					p.surname = []token{newToken(string(rs[:n]), l)}
					p.given = []token{newToken(string(rs[n:]), l)}
					return p
				}
			}
		}
	}
	p.single = true
	p.surname = []token{t}
	return p
}

// joinTokens merges the given-name syllables of a surname-first name
// ("Kim Jong Un" -> "Jong Un" as one given name "jongun").
func joinTokens(ts []token, lang string) []token {
	if len(ts) <= 1 {
		return ts
	}
	raws := make([]string, len(ts))
	for i, t := range ts {
		raws[i] = t.raw
	}
	return []token{newToken(strings.Join(raws, ""), lang)}
}

// upperRun finds the run of all-capital words that marks a surname in
// "TAN Kevin" or "Kevin TAN"; it needs at least one word that is not
// capitalised that way.
func upperRun(ts []token) (i, j int, ok bool) {
	isUpper := func(t token) bool {
		letters, upper := 0, 0
		for _, r := range t.raw {
			if unicode.IsLetter(r) {
				letters++
				if unicode.IsUpper(r) {
					upper++
				}
			}
		}
		return letters >= 2 && upper == letters
	}
	i, j = -1, -1
	others := 0
	for k, t := range ts {
		if isUpper(t) {
			if i < 0 {
				i = k
			}
			if j >= 0 && j != k {
				return 0, 0, false // two separate runs
			}
			j = k + 1
		} else if !t.initial && hasCase(t.raw) {
			others++
		}
	}
	return i, j, i >= 0 && others > 0
}

func hasCase(s string) bool {
	for _, r := range s {
		if unicode.IsUpper(r) || unicode.IsLower(r) {
			return true
		}
	}
	return false
}

// surnameFirstLatin guesses surname-first order for a romanised East Asian
// name: a common surname first, and either a language that writes names
// that way or a last word that is not itself such a surname ("Kim Jong-un",
// but not "Kevin Tan").
func surnameFirstLatin(x *lexicon, lang string, ts []token) bool {
	if _, ok := x.eaLatin[ts[0].key]; !ok {
		return false
	}
	switch lang {
	case "zh", "ja", "ko", "vi", "hu":
		return true
	}
	if _, ok := x.eaLatin[ts[len(ts)-1].key]; ok {
		return false
	}
	// A last word that is a known Western given name is not a given name
	// of an East Asian name ("Lee Smith" stays given-first only when Smith
	// is not listed; the nickname table is the given-name list we have).
	if len(x.nickGroups[ts[len(ts)-1].key]) > 0 {
		return false
	}
	return len(x.nickGroups[ts[0].key]) == 0 || strings.Contains(ts[len(ts)-1].raw, "-")
}

// isConjunction reports a word joining two names. Conjunctions in Latin
// script count only in their language ("dan" is Malay "and" but also a
// name); in other scripts any language's list applies, since the script
// already says which languages are possible.
func isConjunction(x *lexicon, lang, k string) bool {
	if inLang(x.conjunctions, lang, k) {
		return true
	}
	if dominantScript(k) == scriptLatin || k == "" {
		return false
	}
	for _, set := range x.conjunctions {
		if set[k] {
			return true
		}
	}
	return false
}

func isParticle(x *lexicon, t token) bool {
	if !x.particles[t.key] {
		return false
	}
	r, _ := utf8.DecodeRuneInString(t.raw)
	return unicode.IsLower(r)
}

// peelFront removes titles and social roles from the start of words,
// keeping at least one word.
func (p *parsed) peelFront(x *lexicon, lang string, words []string) []string {
	for len(words) > 1 {
		matched := false
		for n := min(x.maxRoleWords, len(words)-1); n >= 1; n-- {
			k := foldKey(strings.Join(words[:n], " "))
			if inLang(x.roles, lang, k) {
				p.roles = append(p.roles, k)
				words, matched = words[n:], true
				break
			}
		}
		if matched {
			continue
		}
		if k := foldKey(words[0]); inLang(x.titles, lang, k) {
			p.titles = append(p.titles, k)
			words = words[1:]
			continue
		}
		break
	}
	return words
}

// peelBack removes suffixes from the end of words, keeping at least one.
func (p *parsed) peelBack(x *lexicon, words []string) []string {
	var found []string
	for len(words) > 1 && x.suffixes[foldKey(words[len(words)-1])] {
		found = append([]string{foldKey(words[len(words)-1])}, found...)
		words = words[:len(words)-1]
	}
	p.suffixes = append(found, p.suffixes...)
	return words
}

// peelAttachedTitles removes honorifics written onto the name in unspaced
// scripts ("田中さん", "王先生", "김정은 씨" is already split by the space).
func (p *parsed) peelAttachedTitles(x *lexicon, words []string) []string {
	if len(words) == 0 {
		return words
	}
	last := words[len(words)-1]
	if !isUnspacedScript(dominantScript(last)) {
		return words
	}
	// Japanese, Chinese and Korean honorifics follow the name.
	langs := []string{"ja", "zh", "ko"}
	if len(words) > 1 {
		for _, l := range langs {
			if x.titles[l][last] {
				p.titles = append(p.titles, last)
				return words[:len(words)-1]
			}
		}
	}
	for _, l := range langs {
		for _, t := range sortedByLength(x.titles[l]) {
			if strings.HasSuffix(last, t) && len(last) > len(t) {
				p.titles = append(p.titles, t)
				words = append(append([]string{}, words[:len(words)-1]...), strings.TrimSuffix(last, t))
				return words
			}
		}
	}
	return words
}

// sortedByLength returns the words of a set, longest first, so that the
// longest honorific is peeled and the result does not depend on map order.
func sortedByLength(set map[string]bool) []string {
	out := make([]string, 0, len(set))
	for w := range set {
		out = append(out, w)
	}
	sort.Slice(out, func(i, j int) bool {
		if len(out[i]) != len(out[j]) {
			return len(out[i]) > len(out[j])
		}
		return out[i] < out[j]
	})
	return out
}

func allSuffixes(x *lexicon, ws []string) bool {
	if len(ws) == 0 {
		return false
	}
	for _, w := range ws {
		if !x.suffixes[foldKey(w)] {
			return false
		}
	}
	return true
}

func suffixKeys(ws []string) []string {
	out := make([]string, len(ws))
	for i, w := range ws {
		out[i] = foldKey(w)
	}
	return out
}
