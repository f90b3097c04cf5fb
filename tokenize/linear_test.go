package tokenize

import (
	"strings"
	"testing"
	"time"

	"github.com/argot-nlp/argot/internal/mintime"
)

// TestLinearTime guards against inputs that make the scanner quadratic. It
// compares the time for 50,000 repetitions of a pattern with the time for
// 5,000: linear code takes about 10 times as long, quadratic code 100
// times. The bound is loose, so that a busy machine does not fail it.
func TestLinearTime(t *testing.T) {
	if testing.Short() {
		t.Skip("slow")
	}
	pats := []string{"etc. The ", "a.", "U.S. ", "&#39;", "(", "'", "...", "a-", "a'", "x@", "http://(", "1.", "1 ", "A. ", "ก", "東", "a/", "#", "@", ":)", "۱٫", "و", "-", "a:b", "\u200c", "é\u0301", "\xff", "a ", ". ", "aaaa", "ـ", "بـ"}
	for _, lang := range []string{"en", "fr", "de", "ar", "fi", "pl", "th", "ja", "he"} {
		tk := mustNew(t, lang)
		for _, p := range pats {
			small, large := strings.Repeat(p, 5000), strings.Repeat(p, 50000)
			d1 := mintime.Fastest(3, func() { tk.Tokenize(small) })
			d2 := mintime.Fastest(3, func() { tk.Tokenize(large) })
			if d2 > 40*d1+200*time.Millisecond {
				t.Errorf("%s %q: x5000 %v, x50000 %v: not linear", lang, p, d1, d2)
			}
		}
	}
}
