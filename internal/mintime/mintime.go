// Package mintime times code for tests that compare growth (linear against
// quadratic) on shared, noisy machines.
package mintime

import "time"

// Fastest is the shortest of n timings of f (at least one): a busy machine
// only ever adds time, so the minimum is the closest to f's own cost, and a
// ratio of minima tells linear from quadratic growth reliably.
func Fastest(n int, f func()) time.Duration {
	best := time.Duration(1<<63 - 1)
	for range max(n, 1) {
		t0 := time.Now()
		f()
		best = min(best, time.Since(t0))
	}
	return best
}
