package segment

import (
	"strings"
	"testing"
)

func TestParseDictionary(t *testing.T) {
	d, err := ParseDictionary([]byte("a\t2\nab\t0\nb\t1\n"))
	if err != nil {
		t.Fatal(err)
	}
	if d.Len() != 2 || !d.split["ab"] {
		t.Errorf("Len = %d, split = %v", d.Len(), d.split)
	}
	for _, bad := range []string{"", "ab\t0\n", "a\n", "a\t-1\n", "\t3\n", "a\tx\n", "\xff\t1\n"} {
		if _, err := ParseDictionary([]byte(bad)); err == nil {
			t.Errorf("ParseDictionary(%q): no error", bad)
		}
	}
}

func FuzzParseDictionary(f *testing.F) {
	f.Add([]byte("正在\t0\n這是\t0\n科瑞\t3\n"))
	f.Add([]byte("a\t1\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		d, err := ParseDictionary(data)
		if err != nil {
			return
		}
		if d.Len() == 0 {
			t.Fatal("parsed an empty dictionary")
		}
		// Chinese's own dictionary takes too long to load in a fuzz
		// worker; the Thai segmenter reads the parsed words the same way.
		run := strings.ToValidUTF8(string(data), "")
		p := 0
		for _, n := range Thai(d)(nil, run) {
			p += n
		}
		if p != len(run) {
			t.Fatalf("pieces cover %d of %d bytes", p, len(run))
		}
	})
}
