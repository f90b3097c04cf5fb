package spell

import (
	"slices"
	"testing"
)

// TestBuildDeletesLayout checks the two-pass counting sort against the
// plain construction: each bucket lists, ascending, the id of every word
// once per deletion of it that hashes there.
func TestBuildDeletesLayout(t *testing.T) {
	var words [][]rune
	for _, w := range []string{"spelling", "speling", "aa", "a", "banana", "bandana", "ünïcödé", "abcdefghij", "x"} {
		words = append(words, []rune(w))
	}
	idx := buildDeletes(words)
	want := make([][]uint32, idx.mask+1)
	for id, w := range words {
		eachDelete(w, func(h uint64) { want[h&idx.mask] = append(want[h&idx.mask], uint32(id)) })
	}
	if len(idx.off) != len(want)+1 {
		t.Fatalf("%d offsets for %d buckets", len(idx.off), len(want))
	}
	for b := range want {
		if got := idx.ids[idx.off[b]:idx.off[b+1]]; !slices.Equal(got, want[b]) && len(got)+len(want[b]) > 0 {
			t.Errorf("bucket %d: %v, want %v", b, got, want[b])
		}
	}
}
