package tokenize

import (
	"strings"
	"testing"
	"unicode"
)

func TestLowerRuneMatchesUnicode(t *testing.T) {
	for r := rune(-2); r <= unicode.MaxRune+1; r++ {
		if got, want := lowerRune(r), unicode.ToLower(r); got != want {
			t.Fatalf("lowerRune(%U) = %U, want %U", r, got, want)
		}
	}
}

func TestToLowerMatchesStrings(t *testing.T) {
	for _, s := range []string{
		"", "abc", "ABC", "aBc", "Москва", "москва", "ÆØÅ", "İstanbul", "ΣΊΣΥΦΟΣ",
		"كتاب", "שלום", "北京", "Ｆｕｌｌ", "ǅ", "a\xffB", "\xff", "Ab\xc0", "ß", "Ω K Å",
	} {
		if got, want := toLower(s), strings.ToLower(s); got != want {
			t.Errorf("toLower(%q) = %q, want %q", s, got, want)
		}
	}
}

func FuzzToLower(f *testing.F) {
	for _, s := range []string{"Hello", "Москва", "a\xffB", "ǅemal", "北京Ab"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := toLower(s), strings.ToLower(s); got != want {
			t.Errorf("toLower(%q) = %q, want %q", s, got, want)
		}
	})
}
