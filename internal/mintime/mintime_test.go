package mintime

import (
	"testing"
	"time"
)

func TestFastest(t *testing.T) {
	calls := 0
	d := Fastest(3, func() {
		calls++
		if calls == 2 {
			time.Sleep(20 * time.Millisecond)
		}
	})
	if calls != 3 {
		t.Errorf("%d calls, want 3", calls)
	}
	if d >= 20*time.Millisecond {
		t.Errorf("fastest %v includes the slow call", d)
	}
	if calls = 0; Fastest(0, func() { calls++ }) < 0 || calls != 1 {
		t.Errorf("n = 0: %d calls, want 1", calls)
	}
}
