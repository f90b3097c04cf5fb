package abuse

import (
	"strings"
	"testing"
)

// FuzzSingleSpaced checks that singleSpaced holds exactly for the strings
// that joining their fields leaves unchanged.
func FuzzSingleSpaced(f *testing.F) {
	for _, s := range []string{"", " ", "a", "a b", "a  b", " a", "a ", "a\tb", "ça va", "a\u00a0b", "a\u3000", "\xff"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		want := strings.Join(strings.Fields(s), " ") == s
		if got := singleSpaced(s); got != want {
			t.Errorf("singleSpaced(%q) = %v, want %v", s, got, want)
		}
	})
}

// FuzzDocText checks that docText slices as the runes of its text do.
func FuzzDocText(f *testing.F) {
	f.Add("hello world", 0, 5)
	f.Add("ça va très bien", 3, 9)
	f.Add("abc", 2, 1)
	f.Add("abc", -1, 2)
	f.Fuzz(func(t *testing.T, s string, a, b int) {
		got, ok := newDocText(s).slice(a, b)
		rs := []rune(s)
		if a < 0 || b > len(rs) || a > b {
			if ok {
				t.Errorf("slice(%q, %d, %d) = %q, want out of range", s, a, b, got)
			}
			return
		}
		if want := string(rs[a:b]); !ok || got != want {
			t.Errorf("slice(%q, %d, %d) = %q, %v, want %q", s, a, b, got, ok, want)
		}
	})
}
