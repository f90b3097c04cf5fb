package entities

import (
	"testing"
	"unicode"
)

// plainShapeClass is shape's class of a rune without the fast path for
// caseless blocks.
func plainShapeClass(r rune) byte {
	switch {
	case unicode.IsUpper(r):
		return 'X'
	case unicode.IsLower(r):
		return 'x'
	case unicode.IsDigit(r):
		return 'd'
	case unicode.IsLetter(r):
		return 'o'
	case r == '.' || r == '-' || r == '\'' || r == '&':
		return byte(r)
	}
	return 'p'
}

// TestShapeFastPath checks shape against its plain definition on every
// rune of the blocks its fast path covers and around them, and its cap.
func TestShapeFastPath(t *testing.T) {
	for r := rune(0x0300); r < 0x0800; r++ {
		want := "x"
		if c := plainShapeClass(r); c != 'x' {
			want += string(c)
		}
		if got := shape("a" + string(r)); got != want {
			t.Errorf("shape(a%c %U) = %q, want %q", r, r, got, want)
		}
	}
	if got := shape("Ab1.c-D'e&f"); got != "Xxd.x-" {
		t.Errorf("shape cap: %q", got)
	}
}
