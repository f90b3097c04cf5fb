package familymemo

import (
	"strconv"
	"sync"
	"testing"
)

func TestMemo(t *testing.T) {
	var m Memo[string]
	calls := map[uint32]int{}
	compute := func(f uint32) string {
		calls[f]++
		return strconv.Itoa(int(f))
	}
	for _, f := range []uint32{3, 1, 3, 200, 1, 0, MaxFamily, MaxFamily} {
		if got, want := m.Get(f, compute), strconv.Itoa(int(f)); got != want {
			t.Errorf("Get(%d) = %q, want %q", f, got, want)
		}
	}
	for f, want := range map[uint32]int{0: 1, 1: 1, 3: 1, 200: 1, MaxFamily: 2} {
		if calls[f] != want {
			t.Errorf("compute(%d) called %d times, want %d", f, calls[f], want)
		}
	}
}

func TestMemoConcurrent(t *testing.T) {
	var m Memo[int]
	var wg sync.WaitGroup
	for g := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 5000 {
				f := uint32((i*7 + g*13) % 3000)
				if got := m.Get(f, func(f uint32) int { return int(f) * 2 }); got != int(f)*2 {
					t.Errorf("Get(%d) = %d", f, got)
					return
				}
			}
		}()
	}
	wg.Wait()
}
