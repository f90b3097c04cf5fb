package lexdata

import (
	"bytes"
	"errors"
	"slices"
	"strings"
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

// splitTSV is TSVRows written plainly: a copy per line, a split per row.
func splitTSV(raw []byte) [][]string {
	var rows [][]string
	for line := range bytes.Lines(raw) {
		s := strings.TrimRight(string(line), "\r\n")
		if s == "" || strings.HasPrefix(s, "#") {
			continue
		}
		rows = append(rows, strings.Split(s, "\t"))
	}
	return rows
}

func FuzzTSVRows(f *testing.F) {
	f.Add([]byte("# form\tclass\n\nidiot\tinsult\r\n# note\nfuck\tprofanity\t3\n"))
	f.Add([]byte("a\t\t\nb\r\r\n\t\nlast"))
	f.Fuzz(func(t *testing.T, raw []byte) {
		want := splitTSV(raw)
		got := TSVRows(raw)
		if !slices.EqualFunc(got, want, slices.Equal) {
			t.Fatalf("TSVRows(%q) = %q, want %q", raw, got, want)
		}
		i := 0
		for f := range TSVFields(raw) {
			if !slices.Equal(f, want[i]) {
				t.Fatalf("TSVFields(%q) row %d = %q, want %q", raw, i, f, want[i])
			}
			i++
			if i == 2 {
				break // stopping early must not panic
			}
		}
	})
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

func TestOptionalReadSection(t *testing.T) {
	p, err := Open(buildPack(t, map[string][]byte{"words": []byte("abc\n")}))
	if err != nil {
		t.Fatal(err)
	}
	if got, err := p.OptionalReadSection("words"); err != nil || string(got) != "abc\n" {
		t.Errorf("OptionalReadSection(words) = %q, %v", got, err)
	}
	if got, err := p.OptionalReadSection("absent"); err != nil || got != nil {
		t.Errorf("OptionalReadSection(absent) = %q, %v; want nil, nil", got, err)
	}
}
