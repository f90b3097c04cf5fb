package grammar

import (
	"testing"
	"unicode"
	"unicode/utf8"
)

// plainShapeClass and plainScriptClass are the per-rune classes of shape
// and scripts written without their fast paths for caseless blocks.
func plainShapeClass(r rune) (c byte, skip bool) {
	switch {
	case unicode.IsUpper(r):
		return 'X', false
	case unicode.IsLower(r):
		return 'x', false
	case unicode.IsDigit(r):
		return 'd', false
	case unicode.IsLetter(r):
		return 'l', false
	case unicode.IsMark(r):
		return 0, true
	case r < utf8.RuneSelf:
		return byte(r), false
	case unicode.IsPunct(r):
		return 'p', false
	}
	return 's', false
}

func plainScriptClass(r rune) byte {
	switch {
	case unicode.Is(unicode.Han, r):
		return 'C'
	case unicode.Is(unicode.Hiragana, r):
		return 'H'
	case unicode.Is(unicode.Katakana, r) || r == 'ー':
		return 'K'
	case unicode.Is(unicode.Hangul, r):
		return 'G'
	case unicode.Is(unicode.Thai, r):
		return 'T'
	case unicode.Is(unicode.Latin, r):
		return 'L'
	case unicode.IsDigit(r):
		return 'd'
	}
	return 'o'
}

// TestShapeScriptsFastPaths checks shape and scripts against their plain
// definitions on every rune of the blocks their fast paths cover and
// around them.
func TestShapeScriptsFastPaths(t *testing.T) {
	for r := rune(0x0300); r < 0x0800; r++ {
		w := "\u0627" + string(r) // a non-ASCII word, so scripts looks at r
		want := "l"
		if c, skip := plainShapeClass(r); !skip {
			want += string(c)
		}
		if got := shape(w); got != want {
			t.Errorf("shape(%U) = %q, want %q", r, got, want)
		}
		wantS := "o"
		if c := plainScriptClass(r); c != 'o' {
			wantS += string(c)
		}
		if got := scripts(w); got != wantS {
			t.Errorf("scripts(%U) = %q, want %q", r, got, wantS)
		}
	}
}

// TestUPOSIndex checks uposIndex against the position in UPOS.
func TestUPOSIndex(t *testing.T) {
	for i, u := range UPOS {
		if got := uposIndex(u); got != i {
			t.Errorf("uposIndex(%q) = %d, want %d", u, got, i)
		}
	}
	for _, s := range []string{"", "NOU", "NOUNS", "noun", "ADJ\x00", "X\x00", "PROPNOUN", "NOUN\x00\x00\x00\x00"} {
		if got := uposIndex(s); got != -1 {
			t.Errorf("uposIndex(%q) = %d, want -1", s, got)
		}
	}
}
