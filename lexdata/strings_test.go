package lexdata

import (
	"encoding/binary"
	"errors"
	"slices"
	"testing"
)

func TestStringTable(t *testing.T) {
	tests := [][]string{
		nil,
		{""},
		{"b", "a", "b", ""},
		{"naïve", "日本語", "ثم", "a b"},
	}
	for _, strs := range tests {
		data, err := EncodeStringTable(strs)
		if err != nil {
			t.Fatal(err)
		}
		tab, err := ParseStringTable(data)
		if err != nil {
			t.Fatalf("%q: %v", strs, err)
		}
		var got []string
		for i := range tab.Len() {
			got = append(got, tab.At(i))
		}
		if !slices.Equal(got, strs) {
			t.Errorf("round trip of %q gave %q", strs, got)
		}
	}
}

func TestStringSet(t *testing.T) {
	data, err := EncodeStringSet([]string{"the", "a", "of", "the", "über", "", "and"})
	if err != nil {
		t.Fatal(err)
	}
	set, err := ParseStringSet(data)
	if err != nil {
		t.Fatal(err)
	}
	if set.Len() != 6 {
		t.Errorf("Len() = %d, want 6 (deduplicated)", set.Len())
	}
	tests := []struct {
		word  string
		index int
		ok    bool
	}{
		{"", 0, true},
		{"a", 1, true},
		{"and", 2, true},
		{"of", 3, true},
		{"the", 4, true},
		{"über", 5, true},
		{"an", 2, false},
		{"zzz", 5, false},
		{"ü", 5, false},
		{"þ", 6, false},
	}
	for _, tt := range tests {
		i, ok := set.Index(tt.word)
		if i != tt.index || ok != tt.ok || set.Contains(tt.word) != tt.ok {
			t.Errorf("Index(%q) = %d, %v; want %d, %v", tt.word, i, ok, tt.index, tt.ok)
		}
		// From any start no later than the word's place, IndexFrom agrees.
		for lo := 0; lo <= tt.index; lo++ {
			if i, ok := set.IndexFrom(lo, tt.word); i != tt.index || ok != tt.ok {
				t.Errorf("IndexFrom(%d, %q) = %d, %v; want %d, %v", lo, tt.word, i, ok, tt.index, tt.ok)
			}
		}
	}
	var zero StringSet
	if zero.Contains("") || zero.Len() != 0 {
		t.Error("zero StringSet is not empty")
	}
}

func TestParseStringTableErrors(t *testing.T) {
	le := binary.LittleEndian
	table := func(count uint32, offs []uint32, blob string) []byte {
		b := le.AppendUint32(nil, count)
		for _, o := range offs {
			b = le.AppendUint32(b, o)
		}
		return append(b, blob...)
	}
	tests := []struct {
		name string
		data []byte
	}{
		{"empty", nil},
		{"short", []byte{0, 0, 0}},
		{"huge count", table(1<<31, []uint32{0}, "")},
		{"first offset", table(1, []uint32{1, 2}, "ab")},
		{"decreasing", table(2, []uint32{0, 2, 1}, "ab")},
		{"past end", table(1, []uint32{0, 3}, "ab")},
		{"trailing", table(1, []uint32{0, 1}, "ab")},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := ParseStringTable(tt.data); !errors.Is(err, ErrCorrupt) {
				t.Errorf("error = %v, want ErrCorrupt", err)
			}
		})
	}
	unsorted, _ := EncodeStringTable([]string{"b", "a"})
	dup, _ := EncodeStringTable([]string{"a", "a"})
	for _, data := range [][]byte{unsorted, dup} {
		if _, err := ParseStringSet(data); !errors.Is(err, ErrCorrupt) {
			t.Errorf("ParseStringSet error = %v, want ErrCorrupt", err)
		}
	}
}

// TestStringSetIndexFrom checks IndexFrom against Index on a larger set,
// from every start at or before each word's place.
func TestStringSetIndexFrom(t *testing.T) {
	var words []string
	for a := 'a'; a <= 'e'; a++ {
		for b := 'a'; b <= 'z'; b += 3 {
			words = append(words, string(a), string([]rune{a, b}), string([]rune{a, b, b}))
		}
	}
	data, err := EncodeStringSet(words)
	if err != nil {
		t.Fatal(err)
	}
	set, err := ParseStringSet(data)
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range append(words, "", "aa", "bz", "zzz", "c\xff") {
		want, wantOK := set.Index(w)
		for lo := 0; lo <= want; lo++ {
			if got, ok := set.IndexFrom(lo, w); got != want || ok != wantOK {
				t.Fatalf("IndexFrom(%d, %q) = %d, %v; want %d, %v", lo, w, got, ok, want, wantOK)
			}
		}
	}
}
