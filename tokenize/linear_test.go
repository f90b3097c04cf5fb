package tokenize

import (
	"strings"
	"testing"
	"time"
)

// TestLinearTime guards against inputs that make the scanner quadratic.
func TestLinearTime(t *testing.T) {
	if testing.Short() {
		t.Skip("slow")
	}
	pats := []string{"etc. The ", "a.", "U.S. ", "&#39;", "(", "'", "...", "a-", "a'", "x@", "http://(", "1.", "1 ", "A. ", "ก", "東", "a/", "#", "@", ":)", "۱٫", "و", "-", "a:b", "\u200c", "é\u0301", "\xff", "a ", ". ", "aaaa"}
	for _, lang := range []string{"en", "fr", "de", "ar", "fi", "pl", "th", "ja", "he"} {
		tk := mustNew(t, lang)
		for _, p := range pats {
			s := strings.Repeat(p, 50000)
			t0 := time.Now()
			tk.Tokenize(s)
			if d := time.Since(t0); d > time.Second {
				t.Errorf("%s %q x50000: %v", lang, p, d)
			}
		}
	}
}
