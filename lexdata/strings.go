package lexdata

import (
	"encoding/binary"
	"fmt"
	"slices"
	"sort"
	"unsafe"
)

// String table layout (little-endian):
//
//	count    uint32
//	offsets  [count+1]uint32, offsets[0] == 0, non-decreasing,
//	         offsets[count] == len(strings)
//	strings  the concatenated bytes of the strings
//
// Fixed-width offsets let a reader index and binary-search the table in
// place, without building a Go map or slice of strings.

// StringTable is a list of strings read in place from a section. The zero
// value is an empty table.
type StringTable struct {
	n     int
	offs  []byte // (n+1) little-endian uint32
	bytes string // the concatenated strings, sharing the section's memory
}

// EncodeStringTable encodes strs, in order, as a string table section.
func EncodeStringTable(strs []string) ([]byte, error) {
	total := 0
	for _, s := range strs {
		total += len(s)
	}
	size := 4 + 4*(uint64(len(strs))+1) + uint64(total)
	if size > MaxSectionSize {
		return nil, fmt.Errorf("lexdata: string table of %d bytes over the limit", size)
	}
	buf := make([]byte, 0, size)
	buf = binary.LittleEndian.AppendUint32(buf, uint32(len(strs)))
	off := uint32(0)
	buf = binary.LittleEndian.AppendUint32(buf, off)
	for _, s := range strs {
		off += uint32(len(s))
		buf = binary.LittleEndian.AppendUint32(buf, off)
	}
	for _, s := range strs {
		buf = append(buf, s...)
	}
	return buf, nil
}

// ParseStringTable validates data as a string table and returns a view of
// it. The table shares data's memory: data must not be modified while the
// table is in use (section bytes from [Pack.Section] never are).
func ParseStringTable(data []byte) (StringTable, error) {
	if len(data) < 8 {
		return StringTable{}, corruptf("string table: %d bytes, too short", len(data))
	}
	n := binary.LittleEndian.Uint32(data)
	if uint64(n) > uint64(len(data)-8)/4 {
		return StringTable{}, corruptf("string table: count %d too large for %d bytes", n, len(data))
	}
	offsEnd := 4 + 4*(int(n)+1)
	t := StringTable{n: int(n), offs: data[4:offsEnd]}
	blob := data[offsEnd:]
	prev := uint32(0)
	if t.off(0) != 0 {
		return StringTable{}, corruptf("string table: first offset not 0")
	}
	for i := 1; i <= t.n; i++ {
		o := t.off(i)
		if o < prev {
			return StringTable{}, corruptf("string table: offsets decrease at %d", i)
		}
		prev = o
	}
	if uint64(prev) != uint64(len(blob)) {
		return StringTable{}, corruptf("string table: strings take %d bytes, offsets say %d", len(blob), prev)
	}
	if len(blob) > 0 {
		t.bytes = unsafe.String(&blob[0], len(blob))
	}
	return t, nil
}

func (t StringTable) off(i int) uint32 {
	return binary.LittleEndian.Uint32(t.offs[4*i:])
}

// Len returns the number of strings in the table.
func (t StringTable) Len() int { return t.n }

// At returns the i-th string, 0 <= i < Len(). It does not allocate.
func (t StringTable) At(i int) string {
	return t.bytes[t.off(i):t.off(i+1)]
}

// StringSet is a sorted set of distinct strings read in place from a
// section; membership is a binary search with no allocation. The zero value
// is an empty set.
type StringSet struct {
	StringTable
}

// EncodeStringSet encodes the distinct strings of words, sorted bytewise, as
// a string set section. words is not modified.
func EncodeStringSet(words []string) ([]byte, error) {
	sorted := slices.Clone(words)
	slices.Sort(sorted)
	return EncodeStringTable(slices.Compact(sorted))
}

// ParseStringSet validates data as a string set (a string table whose
// strings are strictly increasing) and returns a view of it. data must not
// be modified while the set is in use.
func ParseStringSet(data []byte) (StringSet, error) {
	t, err := ParseStringTable(data)
	if err != nil {
		return StringSet{}, err
	}
	for i := 1; i < t.n; i++ {
		if t.At(i-1) >= t.At(i) {
			return StringSet{}, corruptf("string set: not sorted or not unique at %d", i)
		}
	}
	return StringSet{t}, nil
}

// Index returns the position of s in the set and whether it is present;
// when absent, the position is where s would be inserted.
func (s StringSet) Index(word string) (int, bool) {
	i := sort.Search(s.n, func(i int) bool { return s.At(i) >= word })
	return i, i < s.n && s.At(i) == word
}

// IndexFrom is Index for a word that every string before lo sorts
// before (lo: Index of a word that sorts before it): it gallops from lo,
// so a word that sorts near lo (one letter longer than the last word
// looked up) costs a few comparisons rather than a search of the whole
// set.
func (s StringSet) IndexFrom(lo int, word string) (int, bool) {
	lo = min(max(lo, 0), s.n)
	hi, step := lo, 1
	for hi < s.n && s.At(hi) < word {
		lo = hi + 1
		hi += step
		step *= 2
	}
	hi = min(hi, s.n)
	i := lo + sort.Search(hi-lo, func(i int) bool { return s.At(lo+i) >= word })
	return i, i < s.n && s.At(i) == word
}

// Contains reports whether word is in the set.
func (s StringSet) Contains(word string) bool {
	_, ok := s.Index(word)
	return ok
}
