package lexdata

import (
	"errors"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
)

func TestTSVRows(t *testing.T) {
	got := TSVRows([]byte("# form\tclass\n\nidiot\tinsult\r\n# note\nfuck\tprofanity\t3\n"))
	want := [][]string{{"idiot", "insult"}, {"fuck", "profanity", "3"}}
	if !slices.EqualFunc(got, want, slices.Equal) {
		t.Errorf("TSVRows = %q, want %q", got, want)
	}
}

func TestDerivedBuildsOnce(t *testing.T) {
	var d Derived[string, int]
	var calls atomic.Int32
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			v, err := d.Get("k", func() (int, error) { calls.Add(1); return 7, nil })
			if v != 7 || err != nil {
				t.Errorf("Get = %d, %v", v, err)
			}
		})
	}
	wg.Wait()
	if n := calls.Load(); n != 1 {
		t.Errorf("build called %d times, want 1", n)
	}
	bad := errors.New("bad")
	if _, err := d.Get("e", func() (int, error) { return 0, bad }); err != bad {
		t.Errorf("error not returned: %v", err)
	}
	if _, err := d.Get("e", func() (int, error) { return 1, nil }); err != bad {
		t.Errorf("error not cached: %v", err)
	}
}
