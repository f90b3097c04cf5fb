package split

import "testing"

func TestHashIsFNV1a(t *testing.T) {
	// Reference values of 32-bit FNV-1a.
	for key, want := range map[string]uint32{"": 0x811c9dc5, "a": 0xe40c292c, "foobar": 0xbf9cf968} {
		if got := Hash(key); got != want {
			t.Errorf("Hash(%q) = %#x, want %#x", key, got, want)
		}
	}
}

func TestPartSpreadsKeys(t *testing.T) {
	counts := make([]int, 5)
	for i := range 5000 {
		counts[Part(string(rune('a'+i%26))+string(rune(i)), 5)]++
	}
	for p, c := range counts {
		if c < 800 || c > 1200 {
			t.Errorf("part %d holds %d of 5000 keys", p, c)
		}
	}
}
