package entities

import (
	"strings"
	"testing"
	"time"
)

// TestLinear checks that adversarial inputs take time proportional to
// their length (no scanner backtracks over a whole sentence).
func TestLinear(t *testing.T) {
	for _, unit := range []string{"a@", "1.", "1 ", "1-", ":", "::1", "[at]", "a.", "#", "@", "0x", "4111 ", "AB12 ", "-1.2345,", "12:00-", "(1) ", "a-", "1_", "C:\\"} {
		small := strings.Repeat(unit, 2000)
		big := strings.Repeat(unit, 16000)
		t0 := time.Now()
		analyze(t, "en", small)
		d1 := time.Since(t0)
		t0 = time.Now()
		analyze(t, "en", big)
		d2 := time.Since(t0)
		if d2 > 30*d1+50*time.Millisecond {
			t.Errorf("%q: 2000 units %v, 16000 units %v", unit, d1, d2)
		}
	}
}
