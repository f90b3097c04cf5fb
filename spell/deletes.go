package spell

// deletesIndex is a SymSpell index (Garbe 2012): every string reachable
// from a vocabulary word's prefix by up to maxEdit deletions, hashed into
// buckets of word ids. A typed word finds its candidates by looking up its
// own deletions; hash collisions only add candidates, which the caller
// checks with a real edit distance.
type deletesIndex struct {
	mask uint64
	off  []uint32 // len buckets+1
	ids  []uint32
}

const (
	maxEdit   = 2
	prefixLen = 7
)

func hashRunes(rs []rune, skip1, skip2 int) uint64 {
	h := uint64(14695981039346656037)
	for i, r := range rs {
		if i == skip1 || i == skip2 {
			continue
		}
		h ^= uint64(r)
		h *= 1099511628211
	}
	return h
}

// eachDelete calls fn with the hash of every deletion of at most maxEdit
// runes from the first prefixLen runes of w (w itself included).
func eachDelete(w []rune, fn func(h uint64)) {
	if len(w) > prefixLen {
		w = w[:prefixLen]
	}
	fn(hashRunes(w, -1, -1))
	for i := range w {
		if i > 0 && w[i] == w[i-1] {
			continue // same string as deleting w[i-1]
		}
		fn(hashRunes(w, i, -1))
		if maxEdit < 2 {
			continue
		}
		for j := i + 1; j < len(w); j++ {
			if j > i+1 && w[j] == w[j-1] {
				continue
			}
			fn(hashRunes(w, i, j))
		}
	}
}

func buildDeletes(words [][]rune) *deletesIndex {
	total := 0
	for _, w := range words {
		k := min(len(w), prefixLen)
		total += 1 + k + k*(k-1)/2
	}
	// A counting sort by bucket in two passes over the deletions (hashing
	// twice costs less than holding every (bucket, id) pair at once):
	// count into off[b], sum to each bucket's end, then fill backwards,
	// last word first, which leaves off[b] at the bucket's start and each
	// bucket's ids ascending.
	nb := uint64(1)
	for nb < uint64(total/2) {
		nb <<= 1
	}
	idx := &deletesIndex{mask: nb - 1, off: make([]uint32, nb+1)}
	for _, w := range words {
		eachDelete(w, func(h uint64) { idx.off[h&idx.mask]++ })
	}
	for i := uint64(1); i < nb; i++ {
		idx.off[i] += idx.off[i-1]
	}
	n := idx.off[nb-1]
	idx.ids = make([]uint32, n)
	for id := len(words) - 1; id >= 0; id-- {
		eachDelete(words[id], func(h uint64) {
			b := h & idx.mask
			idx.off[b]--
			idx.ids[idx.off[b]] = uint32(id)
		})
	}
	idx.off[nb] = n
	return idx
}

// candidates appends the ids of words that may be within maxEdit of w.
func (x *deletesIndex) candidates(w []rune, out []uint32) []uint32 {
	eachDelete(w, func(h uint64) {
		b := h & x.mask
		out = append(out, x.ids[x.off[b]:x.off[b+1]]...)
	})
	return out
}
