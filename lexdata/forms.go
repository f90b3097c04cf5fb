package lexdata

import (
	"bytes"
	"encoding/binary"
	"math"
	"strings"
	"unsafe"
)

// formRestart is how many key records of the forms section share one
// restart point of a formTable.
const formRestart = 8

// formTable is the forms section's key records read in place: per key
// (sorted bytewise, distinct) a front-coded key, then uvarint #postings
// and per posting uvarint lexeme, uvarint bundle (see the format at the
// top of lexicon.go). Every formRestart-th key is kept whole, with the
// offset of its postings, so that a lookup binary-searches those and
// decodes at most formRestart records. The records are checked when the
// table is read, so the accessors decode without checks.
type formTable struct {
	recs  []byte     // the key records, in the section's memory
	n     int        // number of keys
	heads stringList // key r*formRestart, whole
	offs  []uint32   // offset in recs of the postings of key r*formRestart
	pre   []uint64   // the first 8 bytes of each head (see prefix8)
	npost int        // number of postings
}

// readFormTable reads and checks n key records from r, whose postings
// name lexemes 1..nLexemes and bundles 0..nBundles-1; r is left after
// them.
func readFormTable(r *sectionReader, n, nLexemes, nBundles int) formTable {
	t := formTable{recs: r.data, n: n}
	nHeads := (n + formRestart - 1) / formRestart
	t.offs = make([]uint32, 0, nHeads)
	headOffs := make([]uint32, 1, nHeads+1)
	var blob []byte
	var key []byte
	for i := range n {
		shared := r.uvarint(uint64(len(key)))
		rest := r.bytes(r.uvarint(uint64(len(r.data))))
		if r.err != nil {
			return formTable{}
		}
		// The keys share key[:shared]: the new key sorts after the old
		// one when rest sorts after the old key's tail.
		if i > 0 && bytes.Compare(rest, key[shared:]) <= 0 {
			r.fail("keys not sorted")
			return formTable{}
		}
		key = append(key[:shared], rest...)
		if i%formRestart == 0 {
			if uint64(len(blob))+uint64(len(key)) > math.MaxUint32 {
				r.fail("keys too long")
				return formTable{}
			}
			blob = append(blob, key...)
			headOffs = append(headOffs, uint32(len(blob)))
			t.offs = append(t.offs, uint32(len(t.recs)-len(r.data)))
		}
		np := r.count(2)
		for range np {
			lex := r.uvarint(uint64(nLexemes))
			r.uvarint(uint64(max(nBundles-1, 0)))
			if lex == 0 {
				r.fail("lexeme 0")
			}
		}
		if r.err != nil {
			return formTable{}
		}
		t.npost += np
	}
	t.recs = t.recs[:len(t.recs)-len(r.data)]
	t.heads = stringList{offs: headOffs}
	if len(blob) > 0 {
		t.heads.blob = unsafe.String(&blob[0], len(blob))
	}
	t.pre = make([]uint64, t.heads.len())
	for r := range t.pre {
		t.pre[r] = prefix8(t.heads.at(r))
	}
	return t
}

// prefix8 is the first 8 bytes of s, zero-padded, as a big-endian
// number: prefixes order as the strings do, except that equal prefixes
// need the rest compared.
func prefix8(s string) uint64 {
	var b [8]byte
	copy(b[:], s)
	return binary.BigEndian.Uint64(b[:])
}

// uvarintAt decodes the (checked) uvarint at b[off:], returning it and
// the offset after it.
func uvarintAt(b []byte, off int) (uint64, int) {
	if c := b[off]; c < 0x80 {
		return uint64(c), off + 1
	}
	v, n := binary.Uvarint(b[off:])
	return v, off + n
}

func (t *formTable) len() int { return t.n }

// nextKey decodes the key of the record at off, whose predecessor is key
// (overwritten), returning the key and the offset of its postings.
func (t *formTable) nextKey(key []byte, off int) ([]byte, int) {
	shared, off := uvarintAt(t.recs, off)
	n, off := uvarintAt(t.recs, off)
	key = append(key[:shared], t.recs[off:off+int(n)]...)
	return key, off + int(n)
}

// skipPostings returns the offset of the record after the postings at
// off.
func (t *formTable) skipPostings(off int) int {
	np, off := uvarintAt(t.recs, off)
	// 2*np uvarints: count the bytes that end one.
	recs := t.recs[off:]
	i := 0
	for k := 2 * np; k > 0; i++ {
		if recs[i] < 0x80 {
			k--
		}
	}
	return off + i
}

// head returns the last restart point whose key is <= s, -1 when s sorts
// before all keys.
func (t *formTable) head(s string) int {
	lo, hi := 0, t.heads.len()
	ps := prefix8(s)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if p := t.pre[m]; p < ps || p == ps && t.heads.at(m) <= s {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo - 1
}

// find returns the index of key s and the offset of its postings.
func (t *formTable) find(s string) (i, post int, ok bool) {
	r := t.head(s)
	if r < 0 {
		return 0, 0, false
	}
	if t.heads.at(r) == s {
		return r * formRestart, int(t.offs[r]), true
	}
	if i, post, _, ok = t.scan(r, s); !ok {
		return 0, 0, false
	}
	return i, post, true
}

// hasPrefix reports whether some key starts with p.
func (t *formTable) hasPrefix(p string) bool {
	// The first key >= p starts with p when any does.
	r := t.head(p)
	if r < 0 {
		return t.heads.len() > 0 && strings.HasPrefix(t.heads.at(0), p)
	}
	if t.heads.at(r) == p {
		return true
	}
	if i, _, common, _ := t.scan(r, p); i < t.blockEnd(r) {
		return common == len(p)
	}
	return r+1 < t.heads.len() && strings.HasPrefix(t.heads.at(r+1), p)
}

// blockEnd returns the index after the last key of restart point r.
func (t *formTable) blockEnd(r int) int { return min(t.n, (r+1)*formRestart) }

// scan looks for s among the keys of restart point r after its head,
// which sorts before s. It returns the index of the first key >= s
// (blockEnd(r) when none), the offset of its postings, the length of its
// common prefix with s, and whether it is s. The keys are compared in
// place, by how much they share with s: a key sharing more with its
// predecessor than that one shares with s is below s too, one sharing
// less is above it.
func (t *formTable) scan(r int, s string) (i, post, common int, eq bool) {
	h := t.heads.at(r)
	m := 0 // common prefix of the previous key (< s) and s
	for m < len(h) && m < len(s) && h[m] == s[m] {
		m++
	}
	post = int(t.offs[r])
	end := t.blockEnd(r)
	for i = r*formRestart + 1; i < end; i++ {
		off := t.skipPostings(post)
		shared, off := uvarintAt(t.recs, off)
		n, off := uvarintAt(t.recs, off)
		rest := t.recs[off : off+int(n)]
		post = off + int(n)
		switch {
		case int(shared) > m:
			continue
		case int(shared) < m:
			return i, post, int(shared), false
		}
		c := 0
		for c < len(rest) && m+c < len(s) && rest[c] == s[m+c] {
			c++
		}
		m += c
		switch {
		case c == len(rest) && m == len(s):
			return i, post, m, true
		case c == len(rest):
			// A prefix of s: below it.
		case m == len(s) || rest[c] > s[m]:
			return i, post, m, false
		}
	}
	return end, 0, 0, false
}

// index returns the index of key s, as stringList.index does.
func (t *formTable) index(s string) (int, bool) {
	i, _, ok := t.find(s)
	return i, ok
}

// at returns key i, 0 <= i < len(), in memory of its own.
func (t *formTable) at(i int) string {
	r := i / formRestart
	if i%formRestart == 0 {
		return t.heads.at(r)
	}
	key := []byte(t.heads.at(r))
	post := int(t.offs[r])
	for range i % formRestart {
		key, post = t.nextKey(key, t.skipPostings(post))
	}
	return string(key)
}

// each calls fn for each key in order with its index and the offset of
// its postings; key is valid only during the call.
func (t *formTable) each(fn func(i int, key []byte, post int)) {
	t.eachBlock(nil, fn)
}

// eachBlock is each, leaving out the blocks of formRestart keys for
// which skip (when not nil) is true given the index of their first key.
func (t *formTable) eachBlock(skip func(first int) bool, fn func(i int, key []byte, post int)) {
	var key []byte
	for r := range t.heads.len() {
		if skip != nil && skip(r*formRestart) {
			continue
		}
		key = append(key[:0], t.heads.at(r)...)
		post := int(t.offs[r])
		end := min(t.n, (r+1)*formRestart)
		for i := r * formRestart; i < end; i++ {
			if i > r*formRestart {
				key, post = t.nextKey(key, t.skipPostings(post))
			}
			fn(i, key, post)
		}
	}
}

// postings calls fn for each posting at off.
func (t *formTable) postings(off int, fn func(lexeme, bundle uint32)) {
	it := t.postingsAt(off)
	for lex, b, ok := it.next(); ok; lex, b, ok = it.next() {
		fn(lex, b)
	}
}

// postingIter reads the postings of a key.
type postingIter struct {
	recs []byte
	off  int
	left uint64
}

// postingsAt returns the postings at off.
func (t *formTable) postingsAt(off int) postingIter {
	n, off := uvarintAt(t.recs, off)
	return postingIter{recs: t.recs, off: off, left: n}
}

// next returns the next posting, ok false after the last.
func (it *postingIter) next() (lexeme, bundle uint32, ok bool) {
	if it.left == 0 {
		return 0, 0, false
	}
	it.left--
	lex, off := uvarintAt(it.recs, it.off)
	b, off := uvarintAt(it.recs, off)
	it.off = off
	return uint32(lex), uint32(b), true
}
