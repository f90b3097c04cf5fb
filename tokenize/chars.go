package tokenize

import (
	"unicode"
	"unicode/utf8"
)

// Character classes of the scanner. ASCII is looked up in a table; other
// code points go through unicode range tables.
const (
	cOther     uint8 = iota // punctuation, symbols
	cSpace                  // white space, including line breaks
	cLetter                 // letters and combining marks
	cDigit                  // decimal digits
	cInvisible              // format characters never part of a chunk's edge (ZWSP, LRM, BOM, ...)
)

var asciiClass [128]uint8

func init() {
	for c := 0; c < 128; c++ {
		switch {
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z':
			asciiClass[c] = cLetter
		case c >= '0' && c <= '9':
			asciiClass[c] = cDigit
		case c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f':
			asciiClass[c] = cSpace
		case c < 32 || c == 127:
			asciiClass[c] = cInvisible
		default:
			asciiClass[c] = cOther
		}
	}
}

const (
	zwsp = '\u200b'
	zwnj = '\u200c'
	zwj  = '\u200d'
	vs16 = '\ufe0f'
)

func classOf(r rune) uint8 {
	if r < utf8.RuneSelf {
		return asciiClass[r]
	}
	switch {
	case r == utf8.RuneError:
		return cOther
	case unicode.IsLetter(r), unicode.Is(unicode.M, r):
		return cLetter
	case unicode.IsDigit(r):
		return cDigit
	case unicode.IsSpace(r), r == '\u2028', r == '\u2029':
		return cSpace
	case unicode.Is(unicode.Cf, r), unicode.Is(unicode.Cc, r), r == '\u034f':
		return cInvisible
	}
	return cOther
}

// Scripts that are written without spaces between words and go to a
// Segmenter instead of the word scanner.
const (
	scriptNone uint8 = iota
	scriptHan        // Han ideographs (also used with kana for Japanese)
	scriptHiragana
	scriptKatakana
	scriptThai
)

func unspacedScript(r rune) uint8 {
	switch {
	case r < 0x0e00:
		return scriptNone
	case r <= 0x0e7f:
		if r >= 0x0e50 && r <= 0x0e59 || r == 0x0e3f || r == 0x0e4f || r == 0x0e5a || r == 0x0e5b {
			return scriptNone // Thai digits, baht sign, punctuation
		}
		return scriptThai
	case r < 0x3005:
		return scriptNone
	case r == 0x3005 || r == 0x3007 || r >= 0x3021 && r <= 0x3029:
		return scriptHan // 々 〇 and Hangzhou numerals
	case r >= 0x3041 && r <= 0x309f:
		return scriptHiragana
	case r >= 0x30a0 && r <= 0x30ff, r >= 0x31f0 && r <= 0x31ff, r >= 0xff66 && r <= 0xff9f:
		if r == 0x30fb {
			return scriptNone // katakana middle dot is punctuation
		}
		return scriptKatakana
	case unicode.Is(unicode.Han, r):
		return scriptHan
	}
	return scriptNone
}

func isApostrophe(r rune) bool { return r == '\'' || r == '’' || r == 'ʼ' }

func isHyphen(r rune) bool { return r == '-' || r == '‐' || r == '‑' }

func isEmojiBase(r rune) bool {
	if r < 0xa9 {
		return false
	}
	em := shared.emoji
	lo, hi := 0, len(em)
	for lo < hi {
		m := (lo + hi) / 2
		switch {
		case r < em[m].lo:
			hi = m
		case r > em[m].hi:
			lo = m + 1
		default:
			return true
		}
	}
	return false
}

func isRegionalIndicator(r rune) bool { return r >= 0x1f1e6 && r <= 0x1f1ff }
func isSkinTone(r rune) bool          { return r >= 0x1f3fb && r <= 0x1f3ff }
func isEmojiTag(r rune) bool          { return r >= 0xe0020 && r <= 0xe007f }

// digitValue returns the value of a decimal digit of any script, or -1.
func digitValue(r rune) int {
	if r >= '0' && r <= '9' {
		return int(r - '0')
	}
	if r < 0x80 || !unicode.IsDigit(r) {
		return -1
	}
	// Unicode encodes every decimal digit set as ten consecutive code
	// points starting at a zero; find it.
	for z := r; z > r-10; z-- {
		if !unicode.IsDigit(z - 1) {
			return int(r-z) % 10
		}
	}
	return int(r % 10)
}
