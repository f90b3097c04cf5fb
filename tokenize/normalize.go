package tokenize

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// NormalizeForLookup returns the form of s that lexicon lookups use: case
// folded (lower case) and, for Arabic-script languages (ar, fa, ur, ps-AF)
// and Hebrew, without the marks that writers add or leave out at will:
// tatweel and harakat (Arabic), niqqud and cantillation (Hebrew). Arabic
// yeh and kaf variants are unified to each language's standard letter
// (ی and ک in Persian, Urdu and Pashto; ي and ك in Arabic), and Arabic
// alef with hamza above or below becomes bare alef in Arabic. Token text
// itself is never changed; this is for keys only.
func NormalizeForLookup(lang, s string) string {
	switch lang {
	case "ar", "fa", "ur", "ps-AF", "he":
	default:
		return toLower(s)
	}
	if !needsScriptNorm(lang, s) {
		return toLower(s)
	}
	var b strings.Builder
	b.Grow(len(s))
	for _, r := range s {
		if r2, keep := normRune(lang, r); keep {
			b.WriteRune(lowerRune(r2))
		}
	}
	return b.String()
}

// Lower returns s in lower case: strings.ToLower, faster on the scripts
// written below U+0800 (see toLower).
func Lower(s string) string { return toLower(s) }

// toLower is strings.ToLower, faster on the scripts lookups meet most:
// it returns s itself when no letter changes, and maps the code points
// below U+0800 (Latin, Greek, Cyrillic, Armenian, Hebrew, Arabic) by table
// instead of searching the Unicode case ranges for each.
func toLower(s string) string {
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if 'A' <= c && c <= 'Z' {
				return lowerFrom(s, i)
			}
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && n == 1 {
			return strings.ToLower(s) // invalid UTF-8: its own rules
		}
		if lowerRune(r) != r {
			return lowerFrom(s, i)
		}
		i += n
	}
	return s
}

// lowerFrom lower-cases s, whose first i bytes are lower case already.
func lowerFrom(s string, i int) string {
	var b strings.Builder
	b.Grow(len(s))
	b.WriteString(s[:i])
	for i < len(s) {
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && n == 1 {
			return strings.ToLower(s)
		}
		b.WriteRune(lowerRune(r))
		i += n
	}
	return b.String()
}

// lowerTable holds unicode.ToLower of the code points below U+0800.
var lowerTable = func() *[0x800]rune {
	var t [0x800]rune
	for r := range t {
		t[r] = unicode.ToLower(rune(r))
	}
	return &t
}()

// lowerRune is unicode.ToLower, by table below U+0800 and without a
// search in the scripts without case that lookups meet (Indic, Thai,
// CJK, Hangul).
func lowerRune(r rune) rune {
	switch {
	case r >= 0 && r < 0x800:
		return lowerTable[r]
	case r < 0x10a0, r >= 0x3000 && r < 0xa000, r >= 0xac00 && r < 0xd7a4:
		return r
	}
	return unicode.ToLower(r)
}

// needsScriptNorm reports whether normRune changes any code point of s.
func needsScriptNorm(lang, s string) bool {
	for k := 0; k < len(s); k++ {
		if s[k] < utf8.RuneSelf {
			continue
		}
		r, n := utf8.DecodeRuneInString(s[k:])
		if r2, keep := normRune(lang, r); !keep || r2 != r {
			return true
		}
		k += n - 1
	}
	return false
}

// normRune maps one code point; keep is false when it is dropped.
func normRune(lang string, r rune) (rune, bool) {
	switch {
	case r == 0x0640: // tatweel
		return 0, false
	case r >= 0x064b && r <= 0x065f, r == 0x0670, r >= 0x06d6 && r <= 0x06ed && r != 0x06e5 && r != 0x06e6:
		return 0, false // harakat, superscript alef, Quranic marks
	case r >= 0x0591 && r <= 0x05c7 && r != 0x05be && r != 0x05c0 && r != 0x05c3 && r != 0x05c6:
		return 0, false // Hebrew niqqud and cantillation
	}
	if lang == "ar" {
		switch r {
		case 'ی': // Persian yeh; alef maksura ى stays a letter of its own
			return 'ي', true
		case 'ک':
			return 'ك', true
		case 'أ', 'إ', 'آ', 'ٱ':
			return 'ا', true
		}
		return r, true
	}
	if lang == "he" {
		return r, true
	}
	switch r {
	case 'ي', 'ى':
		return 'ی', true
	case 'ك':
		return 'ک', true
	}
	return r, true
}
