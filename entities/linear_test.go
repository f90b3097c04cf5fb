package entities

import (
	"strings"
	"testing"
	"time"

	"github.com/argot-nlp/argot/internal/mintime"
)

// TestLinear checks that adversarial inputs take time proportional to
// their length (no scanner backtracks over a whole sentence).
func TestLinear(t *testing.T) {
	for _, unit := range []string{"a@", "1.", "1 ", "1-", ":", "::1", "[at]", "a.", "#", "@", "0x", "4111 ", "AB12 ", "-1.2345,", "12:00-", "(1) ", "a-", "1_", "C:\\"} {
		small := strings.Repeat(unit, 2000)
		big := strings.Repeat(unit, 16000)
		d1 := mintime.Fastest(3, func() { analyze(t, "en", small) })
		d2 := mintime.Fastest(3, func() { analyze(t, "en", big) })
		if d2 > 30*d1+50*time.Millisecond {
			t.Errorf("%q: 2000 units %v, 16000 units %v", unit, d1, d2)
		}
	}
}
