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
	// One pass hashes every deletion (bucket and id packed in one word),
	// a counting sort by bucket lays the ids out.
	nb := uint64(1)
	for nb < uint64(total/2) {
		nb <<= 1
	}
	idx := &deletesIndex{mask: nb - 1, off: make([]uint32, nb+1)}
	packed := make([]uint64, 0, total)
	for id, w := range words {
		eachDelete(w, func(h uint64) {
			packed = append(packed, (h&idx.mask)<<32|uint64(id))
		})
	}
	for _, p := range packed {
		idx.off[(p>>32)+1]++
	}
	for i := uint64(1); i <= nb; i++ {
		idx.off[i] += idx.off[i-1]
	}
	idx.ids = make([]uint32, len(packed))
	next := make([]uint32, nb)
	copy(next, idx.off[:nb])
	for _, p := range packed {
		b := p >> 32
		idx.ids[next[b]] = uint32(p)
		next[b]++
	}
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
