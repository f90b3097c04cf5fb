package langid

import (
	"unicode"
	"unicode/utf8"
)

// MaxOrder is the longest character n-gram of the model. Order 0 is the
// whole-word feature.
const MaxOrder = 4

// maxWordRunes bounds the words that get a word feature: longer letter runs
// (unsegmented Chinese, Japanese or Thai) only contribute n-grams.
const maxWordRunes = 24

// script groups the writing systems the detector tells apart. Han and Kana
// share a group because Japanese mixes them.
type script uint8

const (
	scriptNone script = iota
	scriptLatin
	scriptCyrillic
	scriptArabic
	scriptHebrew
	scriptCJK // Han, Hiragana, Katakana
	scriptHangul
	scriptThai
	scriptOther
	numScripts
)

// letterScript returns the script group of a letter or mark, and whether r
// is Kana (which makes CJK text Japanese). Non-letters give scriptNone.
func letterScript(r rune) (script, bool) {
	if r < 0x80 {
		if 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' {
			return scriptLatin, false
		}
		return scriptNone, false
	}
	if !unicode.IsLetter(r) && !unicode.IsMark(r) {
		return scriptNone, false
	}
	switch {
	case r <= 0x24F || 0x1E00 <= r && r <= 0x1EFF:
		return scriptLatin, false
	case 0x400 <= r && r <= 0x52F:
		return scriptCyrillic, false
	case 0x590 <= r && r <= 0x5FF || 0xFB1D <= r && r <= 0xFB4F:
		return scriptHebrew, false
	case 0x600 <= r && r <= 0x6FF || 0x750 <= r && r <= 0x77F || 0x8A0 <= r && r <= 0x8FF ||
		0xFB50 <= r && r <= 0xFDFF || 0xFE70 <= r && r <= 0xFEFF:
		return scriptArabic, false
	case 0xE00 <= r && r <= 0xE7F:
		return scriptThai, false
	case 0x3040 <= r && r <= 0x30FF || 0x31F0 <= r && r <= 0x31FF || 0xFF66 <= r && r <= 0xFF9D:
		return scriptCJK, true
	case 0x1100 <= r && r <= 0x11FF || 0x3130 <= r && r <= 0x318F || 0xAC00 <= r && r <= 0xD7AF:
		return scriptHangul, false
	case unicode.Is(unicode.Han, r):
		return scriptCJK, false
	case unicode.Is(unicode.Latin, r):
		return scriptLatin, false
	case unicode.IsMark(r):
		return scriptNone, false // a mark outside a known block joins its base
	}
	return scriptOther, false
}

// fold lower-cases r the way training data and input are compared.
func fold(r rune) rune {
	if r < 0x80 {
		if 'A' <= r && r <= 'Z' {
			return r + 'a' - 'A'
		}
		return r
	}
	return unicode.ToLower(r)
}

// word is one letter run of a single script group, lower-cased, with what
// its original spelling and surroundings say about it.
type word struct {
	runes  []rune
	script script
	kana   int // Kana letters in the run
	start  int // offset of the first rune, in code points
	end    int // offset after the last rune, in code points
	// letters counts the runes of the run that are not combining marks.
	letters int
	// upper counts the upper-case and title-case letters of the run as
	// written; capital is whether the first one is one.
	upper   int
	capital bool
	// initial is whether the run opens the text or a sentence (after
	// . ! ? … : or a line break, quotes and brackets aside).
	initial bool
	// digit is whether a digit touches the run ("3pm", "B2B").
	digit bool
}

// eachWord calls f for each maximal run of letters (and combining marks) of
// one script group in text. buf is reused for the runes of the word; f must
// not keep it.
func eachWord(text string, buf []rune, f func(w *word)) []rune {
	w := word{runes: buf[:0]}
	pos := 0
	initial := true    // no word since the start or a sentence end
	prevDigit := false // the rune before the current one is a digit
	flush := func(next rune) {
		if len(w.runes) > 0 {
			w.end = pos
			w.digit = w.digit || isDigit(next)
			f(&w)
			initial = false
		}
		w.runes = w.runes[:0]
		w.kana, w.upper, w.letters = 0, 0, 0
		w.capital, w.digit = false, false
		w.script = scriptNone
	}
	for i := 0; i < len(text); {
		r, size := utf8.DecodeRuneInString(text[i:])
		i += size
		sc, kana := letterScript(r)
		if sc == scriptNone && len(w.runes) > 0 && unicode.IsMark(r) {
			sc = w.script // combining mark: stays with its base
		}
		if sc == scriptNone {
			flush(r)
			switch {
			case r == '.' || r == '!' || r == '?' || r == '…' || r == ':' || r == '\n' || r == '¿' || r == '¡' || r == '。':
				initial = true
			case unicode.IsSpace(r) || unicode.In(r, unicode.Pi, unicode.Pf, unicode.Ps, unicode.Pd) || r == '"' || r == '\'':
			default:
				if !isDigit(r) {
					initial = false
				}
			}
			prevDigit = isDigit(r)
			pos++
			continue
		}
		if sc != w.script && len(w.runes) > 0 {
			flush(r)
		}
		if len(w.runes) == 0 {
			w.start = pos
			w.script = sc
			w.initial = initial
			w.digit = prevDigit
		}
		if kana {
			w.kana++
		}
		if !unicode.IsMark(r) {
			w.letters++
		}
		if unicode.IsUpper(r) || unicode.IsTitle(r) {
			if len(w.runes) == 0 {
				w.capital = true
			}
			w.upper++
		}
		w.runes = append(w.runes, fold(r))
		prevDigit = false
		pos++
	}
	flush(0)
	return w.runes
}

// isDigit reports whether r is a decimal digit of any script.
func isDigit(r rune) bool {
	if r < 0x80 {
		return '0' <= r && r <= '9'
	}
	return unicode.IsDigit(r)
}

// Feature hashing: FNV-1a over code points, seeded by the order so that a
// word and an n-gram of the same letters differ.
const (
	fnvPrime  = 16777619
	fnvOffset = 2166136261
)

func seed(order int) uint32 { return fnvOffset ^ uint32(order)*0x9E3779B1 }

func hashRunes(order int, rs []rune) uint32 {
	h := seed(order)
	for _, r := range rs {
		h ^= uint32(r)
		h *= fnvPrime
		h ^= uint32(r) >> 16
	}
	return h
}

// eachFeature calls f(order, hash) for every feature of one word: the
// word itself (order 0, when short enough) and its character n-grams of
// orders 1..MaxOrder with a space marking each word boundary. The lone
// boundary is not a feature. pad is scratch space.
func eachFeature(w []rune, pad []rune, f func(order int, h uint32)) []rune {
	if len(w) <= maxWordRunes {
		f(0, hashRunes(0, w))
	}
	pad = append(pad[:0], ' ')
	pad = append(pad, w...)
	pad = append(pad, ' ')
	for i := range pad {
		for n := 1; n <= MaxOrder && i+n <= len(pad); n++ {
			if n == 1 && pad[i] == ' ' {
				continue
			}
			f(n, hashRunes(n, pad[i:i+n]))
		}
	}
	return pad
}
