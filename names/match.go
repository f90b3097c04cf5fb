package names

import "strings"

// level is how well two name words match.
type level uint8

const (
	levelNone      level = iota
	levelVariation       // another form of the name: nickname, transliteration, spelling
	levelInitial         // an initial standing for the full name
	levelExact           // the same up to case and diacritics
)

// Phonetic distance thresholds (see soundDistance), tuned on the dev halves
// of the names devsets with `go test ./bench -run TestNames -v`. Between
// words in one script a variant must be closer than across scripts, where
// romanisation itself adds noise, and more so from scripts that do not
// write every vowel (abjads) or write syllables (kana, Hangul, Han) than
// from alphabets.
const (
	sameScriptMaxDistance  = 0.25
	crossScriptMaxDistance = 0.44
	alphabetMaxDistance    = 0.38
	// Abjads and syllabaries add or drop vowels wholesale, so vowels cost
	// less there.
	defaultVowelCost = 0.3
	cheapVowelCost   = 0.15
)

// matchTokens compares two name words.
func matchTokens(a, b token) level {
	if a.key == "" || b.key == "" {
		return levelNone
	}
	if a.key == b.key {
		return levelExact
	}
	cross := a.script != b.script
	if a.initial || b.initial {
		ia, ib := a.key, b.key
		if cross {
			ia, ib = a.latin, b.latin
		}
		if ia != "" && ib != "" && ia[:1] == ib[:1] && (a.initial && strings.HasPrefix(ib, firstRune(ia)) ||
			b.initial && strings.HasPrefix(ia, firstRune(ib))) {
			if cross {
				return levelVariation
			}
			return levelInitial
		}
		return levelNone
	}
	x := lexiconData()
	if related(x, a.key, b.key) || related(x, a.latin, b.latin) ||
		related(x, a.key, b.latin) || related(x, a.latin, b.key) {
		return levelVariation
	}
	if !cross && isDiminutive(a.sound, b.sound) {
		return levelVariation
	}
	if soundsAlike(a, b) {
		return levelVariation
	}
	return levelNone
}

func firstRune(s string) string {
	for _, r := range s {
		return string(r)
	}
	return ""
}

// related reports a nickname or equivalent relation, directly or through a
// cross-language equivalent ("Вилл" is a short form of "Вильям", which is
// "William").
func related(x *lexicon, a, b string) bool {
	if a == "" || b == "" {
		return false
	}
	if a == b {
		return true
	}
	if x.nicknameRelated(a, b) {
		return true
	}
	for _, g := range x.nickGroups[a] {
		for _, f := range x.groupMembers(g) {
			if f != a && f != b && x.nicknameRelated(f, b) && x.isEquivalenceGroup(g) {
				return true
			}
		}
	}
	for _, g := range x.nickGroups[b] {
		for _, f := range x.groupMembers(g) {
			if f != a && f != b && x.nicknameRelated(a, f) && x.isEquivalenceGroup(g) {
				return true
			}
		}
	}
	return false
}

// isDiminutive reports a short form made by clipping a given name, the
// way most nicknames are made: from the front ("Al", "Alex" of "Alexander"),
// the middle ("Dell" of "Adelaide") or the end ("Gail" of "Abigail"),
// possibly with a pet ending ("Abby", "Johnny"). It compares phonetic
// strings (doubled letters are already single) in which a vowel matches
// any vowel. A clipping from the front may be two sounds long; elsewhere it
// needs three.
func isDiminutive(a, b string) bool {
	if len(a) > len(b) {
		a, b = b, a
	}
	if len(a) > maxNicknameSounds || len(a) >= len(b) || len(a) < 2 {
		return false
	}
	stems := []string{a}
	if s := strings.TrimRight(a, "aeiouy"); s != a && len(s) >= 2 {
		stems = append(stems, s)
	}
	for _, st := range stems {
		if st[0] == b[0] && vowelWildPrefix(b, st) {
			return true
		}
		if len(st) < 3 {
			continue
		}
		for i := 1; i+len(st) <= len(b); i++ {
			if vowelWildPrefix(b[i:], st) {
				return true
			}
		}
	}
	return false
}

// maxNicknameSounds bounds the length of a clipped nickname.
const maxNicknameSounds = 6

// vowelWildPrefix reports whether s starts with p, a vowel of p matching any
// vowel of s.
func vowelWildPrefix(s, p string) bool {
	if len(p) > len(s) {
		return false
	}
	for i := 0; i < len(p); i++ {
		if s[i] != p[i] && !(isVowel(s[i]) && isVowel(p[i])) {
			return false
		}
	}
	return true
}

func soundsAlike(a, b token) bool {
	limit := sameScriptMaxDistance
	if a.script != b.script {
		limit = crossScriptMaxDistance
		if isAlphabet(a.script) && isAlphabet(b.script) {
			limit = alphabetMaxDistance
		}
	}
	return tokenDistance(a, b) <= limit
}

// tokenDistance is the phonetic distance of two words (0 same, 1 unrelated).
func tokenDistance(a, b token) float64 {
	if a.sound == "" || b.sound == "" {
		return 1
	}
	vowel := defaultVowelCost
	for _, sc := range []script{a.script, b.script} {
		switch sc {
		case scriptArabic, scriptHebrew, scriptKana, scriptHangul, scriptHan:
			vowel = cheapVowelCost
		}
	}
	d := soundDistance(a.sound, b.sound, vowel)
	if a.bare != "" {
		d = min(d, soundDistance(a.bare, b.sound, vowel))
	}
	if b.bare != "" {
		d = min(d, soundDistance(a.sound, b.bare, vowel))
	}
	return d
}

// isAlphabet reports scripts that write vowels as letters, whose
// romanisation is close to letter for letter.
func isAlphabet(sc script) bool {
	return sc == scriptLatin || sc == scriptCyrillic || sc == scriptGreek
}

// matchSurnames compares surnames that may carry particles ("van der
// Berg" vs "Van Der Berg" vs "Berg").
func matchSurnames(a, b []token) level {
	if len(a) == 1 && len(b) == 1 {
		return matchTokens(a[0], b[0])
	}
	ja, jb := joinTokens(a, ""), joinTokens(b, "")
	m := matchTokens(ja[0], jb[0])
	// Without particles: the last word carries the name.
	if l := matchTokens(a[len(a)-1], b[len(b)-1]); l > m {
		m = min(l, levelInitial)
	}
	return m
}
