package names

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// script is the writing system of a name token, as far as comparison cares.
type script uint8

const (
	scriptNone script = iota
	scriptLatin
	scriptCyrillic
	scriptGreek
	scriptArabic
	scriptHebrew
	scriptHangul
	scriptKana
	scriptHan
	scriptThai
	scriptOther
)

func runeScript(r rune) script {
	switch {
	case r < 0x80:
		if unicode.IsLetter(r) {
			return scriptLatin
		}
		return scriptNone
	case unicode.Is(unicode.Latin, r):
		return scriptLatin
	case unicode.Is(unicode.Cyrillic, r):
		return scriptCyrillic
	case unicode.Is(unicode.Greek, r):
		return scriptGreek
	case unicode.Is(unicode.Arabic, r):
		return scriptArabic
	case unicode.Is(unicode.Hebrew, r):
		return scriptHebrew
	case unicode.Is(unicode.Hangul, r):
		return scriptHangul
	case unicode.Is(unicode.Katakana, r), unicode.Is(unicode.Hiragana, r), r == 'ー':
		return scriptKana
	case unicode.Is(unicode.Han, r), r == '々':
		return scriptHan
	case unicode.Is(unicode.Thai, r):
		return scriptThai
	case unicode.IsLetter(r):
		return scriptOther
	}
	return scriptNone
}

// dominantScript is the script of most letters of s (Han and kana together
// count as Japanese-style mixed writing: kana wins when present).
func dominantScript(s string) script {
	var n [scriptOther + 1]int
	for _, r := range s {
		n[runeScript(r)]++
	}
	if n[scriptKana] > 0 && n[scriptHan] > 0 {
		return scriptKana
	}
	best := scriptNone
	for sc := scriptLatin; sc <= scriptOther; sc++ {
		if n[sc] > n[best] || (best == scriptNone && n[sc] > 0) {
			best = sc
		}
	}
	return best
}

// isUnspacedScript reports scripts written without spaces between the
// surname and the given name.
func isUnspacedScript(sc script) bool {
	return sc == scriptHan || sc == scriptHangul || sc == scriptKana || sc == scriptThai
}

// latinSpecial folds Latin letters that do not decompose under NFD.
var latinSpecial = strings.NewReplacer("ß", "ss", "æ", "ae", "œ", "oe", "ø", "o", "ł", "l",
	"đ", "d", "ð", "d", "þ", "th", "ı", "i", "ħ", "h", "ŋ", "ng")

// foldKey is the case- and diacritic-insensitive form used for exact
// comparison and word-list look-up. It keeps the script: only marks on
// Latin, Greek and Cyrillic letters and the optional vowel points of Arabic
// and Hebrew are removed (kana voicing marks and Hangul are kept), and
// hyphens, apostrophes and dots inside a word are dropped.
func foldKey(s string) string {
	s = strings.ToLower(norm.NFC.String(s))
	s = latinSpecial.Replace(s)
	var b strings.Builder
	for _, r := range s {
		switch runeScript(r) {
		case scriptLatin, scriptGreek, scriptCyrillic:
			for _, d := range norm.NFD.String(string(r)) {
				if !unicode.Is(unicode.Mn, d) {
					b.WriteRune(d)
				}
			}
			continue
		}
		if unicode.Is(unicode.Mn, r) && (unicode.Is(unicode.Arabic, r) || unicode.Is(unicode.Hebrew, r)) {
			continue
		}
		switch r {
		case '-', '‐', '–', '\'', '’', 'ʼ', '`', '.', 'ـ', '"', '״', '׳':
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

// latinPhonetic maps Latin letters with diacritics whose sound matters for
// comparison with other scripts before the diacritics are folded away.
var latinPhonetic = strings.NewReplacer("š", "sh", "č", "ch", "ž", "zh", "ś", "sh", "ć", "ch",
	"ź", "zh", "ş", "sh", "ș", "sh", "ţ", "ts", "ț", "ts", "ñ", "ny", "ğ", "g", "ř", "rzh")

// romanize returns a lower-case ASCII reading of one name token. lang picks
// readings where the script is shared (Han: Japanese or Chinese).
func romanize(tok, lang string) string {
	if !utf8.ValidString(tok) {
		tok = strings.ToValidUTF8(tok, "")
	}
	lower := strings.ToLower(norm.NFC.String(tok))
	x := lexiconData()
	switch dominantScript(lower) {
	case scriptLatin, scriptNone:
		return asciiOnly(foldKey(latinPhonetic.Replace(lower)))
	case scriptCyrillic:
		return asciiOnly(byTable(foldMarksKeep(lower, "йё"), x.cyrillic, 1))
	case scriptGreek:
		return asciiOnly(byTable(foldKey(lower), x.greek, 2))
	case scriptArabic:
		return asciiOnly(byTable(stripMarks(lower), x.arabic, 1))
	case scriptHebrew:
		return asciiOnly(byTable(stripMarks(lower), x.hebrew, 2))
	case scriptHangul:
		return romanizeHangul(lower, x)
	case scriptKana:
		return romanizeKana(lower, x, lang)
	case scriptHan:
		return romanizeHan(lower, x, lang)
	}
	return asciiOnly(foldKey(lower))
}

// foldMarksKeep removes Cyrillic combining marks except from the letters in
// keep, whose marks change the sound (й, ё).
func foldMarksKeep(s, keep string) string {
	var b strings.Builder
	for _, r := range s {
		if strings.ContainsRune(keep, r) {
			b.WriteRune(r)
			continue
		}
		b.WriteString(foldKey(string(r)))
	}
	return b.String()
}

func stripMarks(s string) string {
	var b strings.Builder
	for _, r := range s {
		if unicode.Is(unicode.Mn, r) || r == 'ـ' {
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

// byTable transliterates with longest match over keys of up to maxLen runes;
// characters not in the table are kept (and later dropped by asciiOnly).
func byTable(s string, t map[string]string, maxLen int) string {
	rs := []rune(s)
	var b strings.Builder
	for i := 0; i < len(rs); {
		done := false
		for n := min(maxLen, len(rs)-i); n >= 1; n-- {
			if v, ok := t[string(rs[i:i+n])]; ok {
				if b.Len() > 0 && v != "" {
					b.WriteByte(letterBoundary)
				}
				b.WriteString(v)
				i += n
				done = true
				break
			}
		}
		if !done {
			b.WriteRune(rs[i])
			i++
		}
	}
	return b.String()
}

// letterBoundary separates the readings of two letters in a romanisation so
// that, for example, Arabic ك + ه (k, h) is not read as the digraph kh. It
// is removed from the romanised form and only guides phonetic.
const letterBoundary = '_'

func asciiOnly(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= 'a' && c <= 'z' || c == letterBoundary {
			b.WriteByte(c)
		}
	}
	return b.String()
}

const (
	hangulBase  = 0xAC00
	hangulLast  = 0xD7A3
	hangulMedN  = 21
	hangulFinN  = 28
	hangulBlock = hangulMedN * hangulFinN
)

// romanizeHangul reads precomposed syllables jamo by jamo (Revised
// Romanization); a final consonant before a vowel-initial syllable is read
// as an initial, as it is pronounced.
func romanizeHangul(s string, x *lexicon) string {
	if len(x.hangulInitial) < 19 || len(x.hangulMedial) < hangulMedN ||
		len(x.hangulFinal) < hangulFinN || len(x.hangulFinalVowel) < hangulFinN {
		return ""
	}
	rs := []rune(s)
	var b strings.Builder
	for i, r := range rs {
		if r < hangulBase || r > hangulLast {
			continue
		}
		v := int(r - hangulBase)
		ini, med, fin := v/hangulBlock, (v%hangulBlock)/hangulFinN, v%hangulFinN
		if b.Len() > 0 {
			b.WriteByte(letterBoundary)
		}
		if ini == 5 && i > 0 && prevFinalL(rs[i-1]) {
			b.WriteString("l") // ㄹㄹ is ll
		} else {
			b.WriteString(x.hangulInitial[ini])
		}
		b.WriteString(x.hangulMedial[med])
		nextVowel := false
		if i+1 < len(rs) && rs[i+1] >= hangulBase && rs[i+1] <= hangulLast {
			nextVowel = int(rs[i+1]-hangulBase)/hangulBlock == 11 // ㅇ
		}
		if nextVowel {
			b.WriteString(x.hangulFinalVowel[fin])
		} else {
			b.WriteString(x.hangulFinal[fin])
		}
	}
	return b.String()
}

// prevFinalL reports a syllable ending in ㄹ.
func prevFinalL(r rune) bool {
	return r >= hangulBase && r <= hangulLast && int(r-hangulBase)%hangulFinN == 8
}

// romanizeKana reads katakana and hiragana (Hepburn); kanji in a mixed
// token are read with romanizeHan.
func romanizeKana(s string, x *lexicon, lang string) string {
	rs := []rune(s)
	for i, r := range rs {
		if r >= 'ぁ' && r <= 'ゖ' {
			rs[i] = r + 0x60
		}
	}
	var b strings.Builder
	double := false
	for i := 0; i < len(rs); {
		r := rs[i]
		if r == 'ッ' {
			double = true
			i++
			continue
		}
		if r == 'ー' || r == '・' {
			i++
			continue
		}
		var v string
		n := 0
		for k := min(2, len(rs)-i); k >= 1; k-- {
			if t, ok := x.kana[string(rs[i:i+k])]; ok {
				v, n = t, k
				break
			}
		}
		if n == 0 {
			if runeScript(r) == scriptHan {
				v, n = romanizeHan(string(r), x, lang), 1
			} else {
				i++
				continue
			}
		}
		if double && v != "" && !strings.ContainsRune("aeiou", rune(v[0])) {
			b.WriteByte(v[0])
		}
		double = false
		b.WriteString(v)
		i += n
	}
	return b.String()
}

// romanizeHan reads Han characters: a Japanese surname reading when lang is
// ja and the token starts with a listed surname, otherwise Mandarin readings
// from the hand-written table. Characters outside the table are skipped, so
// rare characters weaken the comparison rather than break it.
func romanizeHan(s string, x *lexicon, lang string) string {
	rs := []rune(s)
	var b strings.Builder
	if baseLang(lang) == "ja" {
		for n := min(x.eaMaxLen, len(rs)); n >= 1; n-- {
			if roms, ok := x.eaNative["ja"][string(rs[:n])]; ok {
				b.WriteString(roms[0])
				rs = rs[n:]
				break
			}
		}
	}
	for _, r := range rs {
		if py, ok := x.pinyin[r]; ok {
			b.WriteString(py)
		}
	}
	return b.String()
}
