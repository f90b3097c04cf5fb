package spell

import (
	"runtime"
	"strings"
	"testing"
	"time"
)

// TestLoadCost reports the time and heap one corrector takes to build,
// its lazily built indexes included (run with -v).
func TestLoadCost(t *testing.T) {
	if testing.Short() {
		t.Skip("slow")
	}
	for _, id := range strings.Split(loadLangs, ",") {
		l, err := store().Language(id)
		if err != nil {
			t.Fatal(err)
		}
		if err := l.LoadLexicon(); err != nil {
			t.Fatal(err)
		}
		l.Lookup("x")
		l.Frequency("x")
		runtime.GC()
		var m0, m1 runtime.MemStats
		runtime.ReadMemStats(&m0)
		t0 := time.Now()
		c, err := build(l)
		if err != nil {
			t.Fatal(err)
		}
		c.search() // built on first use: counted here too
		d := time.Since(t0)
		runtime.GC()
		runtime.ReadMemStats(&m1)
		t.Logf("%s: %d candidates, built in %v, %.1f MB live heap", id, len(c.vocab.words), d.Round(time.Millisecond), float64(m1.HeapAlloc-m0.HeapAlloc)/(1<<20))
		runtime.KeepAlive(c)
	}
}

var loadLangs = "en,de,fr,ru,ar,fi,ja,zh-CN"
