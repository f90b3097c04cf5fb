package grammar

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math/bits"
	"strings"

	"github.com/argot-nlp/argot/internal/perceptron"
)

// SectionTagger is the name of the language-pack section holding a
// [Model].
const SectionTagger = "tagger"

// ErrCorrupt is wrapped by the errors of [DecodeModel].
var ErrCorrupt = errors.New("grammar: corrupt tagger section")

// Section layout (versions 1 to 4 differ in the feature templates the
// weights are for, in the tag dictionary versions 2 and up add, and in the
// second pass's rows version 4 adds; integers are unsigned varints unless
// said):
//
//	magic     "AGTG", version byte, hashBits byte, flags byte (bit 0:
//	          take feature bundles from the lexicon for words the form
//	          table lacks)
//	nTags     must equal len(UPOS); classes are UPOS in order
//	nRows     then per row: bucket delta (from the previous bucket + 1),
//	          nTags zig-zag varint weights (int16 range)
//	nBundles  then per bundle its features joined with "|" (length-prefixed)
//	          bundle 0 is always "" (no features)
//	nTags     default bundle per UPOS
//	nSuffix   then per entry: key delta, bundle  (keys strictly increasing)
//	nForms    likewise
//	nDict     (versions 2 and up) likewise, with the UPOS index for the bundle: the
//	          tag dictionary of frequent words that training saw with one
//	          tag only
//	nRight    (version 4) then the second pass's rows, as the first's
const (
	modelMagic  = "AGTG"
	maxHashBits = 24
)

// ModelVersion is the section format version [Train] writes; versions 1
// to 3 are still read.
const ModelVersion = 4

// Model is a trained tagger: hashed averaged-perceptron weights for UPOS,
// and back-off tables that give the morphological feature bundle of a word
// given its UPOS. It is immutable and safe for concurrent use.
type Model struct {
	version  byte // format version: which feature templates apply
	hashBits uint8
	flags    uint8
	rows     rowTable // first pass: weights of the feature templates
	// right holds the weights of the second pass (format version 4):
	// features of the tags the first pass predicted around a word, its
	// right context above all, whose scores add to the first pass's.
	right rowTable

	bundles     [][]string // bundle id -> features
	bundleNames []string   // bundle id -> features joined with "|"
	defaults    []uint16   // UPOS index -> bundle
	suffixes    keyTable   // featKey(upos, k, suffix) -> bundle
	forms       keyTable   // featKey(upos, 0, lower) -> bundle
	dict        keyTable   // featKey(kindDict, 0, 0, lower) -> UPOS index
}

// rowTable holds weight rows keyed by bucket: a bitmap of the buckets
// that have a row, with the number of rows below each 64-bit word, gives
// a row's index in w, where the rows lie in bucket order. The index costs
// 12 bytes per 64 buckets and the rows exactly their size, about half of
// what a hash table of rows at a usable load factor would take, and a
// lookup reads the bitmap (small enough to stay in cache) and then the
// one row.
type rowTable struct {
	bits []uint64         // bit b%64 of word b/64: bucket b has a row
	rank []uint32         // rank[i]: rows in buckets below word i
	w    [][numTags]int16 // rows in bucket order
}

// numTags is len(UPOS).
const numTags = 17

// keyTable maps hashed keys to bundle ids (or tags); keys are sorted, as
// the section stores them, and index holds the same pairs for lookups.
type keyTable struct {
	keys  []uint32
	vals  []uint16
	index map[uint32]uint16
}

// indexKeys builds the lookup index of t.
func (t *keyTable) indexKeys() {
	t.index = make(map[uint32]uint16, len(t.keys))
	for i, k := range t.keys {
		t.index[k] = t.vals[i]
	}
}

func (t *keyTable) get(k uint32) (uint16, bool) {
	v, ok := t.index[k]
	return v, ok
}

// flagLexiconBundles: words missing from the form table take the feature
// bundle of their first lexicon reading with the tagged part of speech.
const flagLexiconBundles = 1

// Key kinds of the feature tables.
const (
	kindForm byte = iota + 1
	kindSuffix
	kindDict
)

func featKey(kind byte, upos int, k int, s string) uint32 {
	h := hashByte(hashByte(hashByte(fnvOffset, kind), byte(upos)), byte(k))
	return finish(hashString(h, s))
}

// row returns the weights of bucket b of the first pass, or nil.
func (m *Model) row(b uint32) *[numTags]int16 { return m.rows.row(b) }

// row returns the weights of bucket b, or nil.
func (rt *rowTable) row(b uint32) *[numTags]int16 {
	i := b >> 6
	if int(i) >= len(rt.bits) {
		return nil
	}
	word, bit := rt.bits[i], uint64(1)<<(b&63)
	if word&bit == 0 {
		return nil
	}
	return &rt.w[rt.rank[i]+uint32(bits.OnesCount64(word&(bit-1)))]
}

// len returns the number of rows.
func (rt *rowTable) len() int { return len(rt.w) }

// score adds the first-pass weights of fs to scores.
func (m *Model) score(fs []uint32, scores *[32]int32) { m.rows.score(fs, m.hashBits, scores) }

// score adds the weights of fs, hashed into hashBits bits, to scores. It
// finds all the rows first and adds them up after, so that the memory
// loads of the lookups, which miss the cache, do not wait on one another.
func (rt *rowTable) score(fs []uint32, hashBits uint8, scores *[32]int32) {
	mask := uint32(1)<<hashBits - 1
	var buf [64]*[numTags]int16
	for len(fs) > 0 {
		n := min(len(fs), len(buf))
		rows := buf[:0]
		for _, f := range fs[:n] {
			if r := rt.row(f & mask); r != nil {
				rows = append(rows, r)
			}
		}
		for _, r := range rows {
			for t, w := range r {
				scores[t] += int32(w)
			}
		}
		fs = fs[n:]
	}
}

// bundle returns the feature bundle the tables give a word (lower-cased)
// tagged upos; known is false when the word's form is not in the tables.
func (m *Model) bundle(upos int, lower string) (id uint16, known bool) {
	if id, ok := m.forms.get(featKey(kindForm, upos, 0, lower)); ok {
		return id, true
	}
	return m.suffixBundle(upos, lower), false
}

func (m *Model) suffixBundle(upos int, lower string) uint16 {
	for k := 4; k >= 1; k-- {
		if id, ok := m.suffixes.get(featKey(kindSuffix, upos, k, perceptron.Suffix(lower, k))); ok {
			return id
		}
	}
	if upos >= 0 && upos < len(m.defaults) {
		return m.defaults[upos]
	}
	return 0
}

// dictTag returns the tag the tag dictionary fixes for a word
// (lower-cased), or -1.
func (m *Model) dictTag(lower string) int {
	if len(m.dict.keys) == 0 {
		return -1
	}
	if t, ok := m.dict.get(featKey(kindDict, 0, 0, lower)); ok {
		return int(t)
	}
	return -1
}

// tables returns the key tables of the section, in their order.
func (m *Model) tables() []*keyTable {
	if m.version < 2 {
		return []*keyTable{&m.suffixes, &m.forms}
	}
	return []*keyTable{&m.suffixes, &m.forms, &m.dict}
}

// Size returns the number of weight rows (both passes') and of
// feature-table entries (the tag dictionary's included), for reports.
func (m *Model) Size() (rows, entries int) {
	return m.rows.len() + m.right.len(), len(m.suffixes.keys) + len(m.forms.keys) + len(m.dict.keys)
}

// MarshalBinary encodes the model as a tagger section. The encoding is
// deterministic.
func (m *Model) MarshalBinary() ([]byte, error) {
	buf := []byte(modelMagic)
	buf = append(buf, m.version, m.hashBits, m.flags)
	buf = binary.AppendUvarint(buf, uint64(len(UPOS)))
	buf = m.rows.append(buf)
	buf = binary.AppendUvarint(buf, uint64(len(m.bundleNames)))
	for _, s := range m.bundleNames {
		buf = binary.AppendUvarint(buf, uint64(len(s)))
		buf = append(buf, s...)
	}
	for _, d := range m.defaults {
		buf = binary.AppendUvarint(buf, uint64(d))
	}
	for _, t := range m.tables() {
		buf = binary.AppendUvarint(buf, uint64(len(t.keys)))
		prev := uint32(0)
		for i, k := range t.keys {
			buf = binary.AppendUvarint(buf, uint64(k-prev))
			buf = binary.AppendUvarint(buf, uint64(t.vals[i]))
			prev = k
		}
	}
	if m.version >= 4 {
		buf = m.right.append(buf)
	}
	return buf, nil
}

// append appends the row count and the rows in bucket order to buf.
func (rt *rowTable) append(buf []byte) []byte {
	buf = binary.AppendUvarint(buf, uint64(len(rt.w)))
	next, r := uint32(0), 0
	for i, word := range rt.bits {
		for word != 0 {
			b := uint32(i)<<6 | uint32(bits.TrailingZeros64(word))
			word &= word - 1
			buf = binary.AppendUvarint(buf, uint64(b-next))
			next = b + 1
			for _, w := range rt.w[r] {
				buf = binary.AppendVarint(buf, int64(w))
			}
			r++
		}
	}
	return buf
}

// decoder reads varints, remembering the first error.
type decoder struct {
	data []byte
	err  error
}

func (d *decoder) fail(format string, args ...any) {
	if d.err == nil {
		d.err = fmt.Errorf("%w: %s", ErrCorrupt, fmt.Sprintf(format, args...))
	}
}

func (d *decoder) uvarint(limit uint64, what string) uint64 {
	if d.err != nil {
		return 0
	}
	v, n := binary.Uvarint(d.data)
	if n <= 0 {
		d.fail("truncated %s", what)
		return 0
	}
	d.data = d.data[n:]
	if v > limit {
		d.fail("%s %d out of range", what, v)
		return 0
	}
	return v
}

func (d *decoder) varint16(what string) int16 {
	if d.err != nil {
		return 0
	}
	v, n := binary.Varint(d.data)
	if n <= 0 {
		d.fail("truncated %s", what)
		return 0
	}
	d.data = d.data[n:]
	if v < -1<<15 || v >= 1<<15 {
		d.fail("%s %d out of range", what, v)
		return 0
	}
	return int16(v)
}

// weights reads a row of weights. Most weights take one byte, which it
// decodes inline: the rows are most of a section's bytes.
func (d *decoder) weights(w *[numTags]int16) {
	for t := range w {
		if len(d.data) > 0 && d.data[0] < 0x80 {
			b := d.data[0]
			w[t] = int16(b>>1) ^ -int16(b&1) // zigzag, as binary.Varint
			d.data = d.data[1:]
			continue
		}
		w[t] = d.varint16("weight")
	}
}

// count reads a length that needs at least min bytes per element.
func (d *decoder) count(min int, what string) int {
	n := d.uvarint(uint64(len(d.data)/min), what)
	return int(n)
}

// DecodeModel decodes a tagger section. A malformed section gives an error
// wrapping [ErrCorrupt], never a panic.
func DecodeModel(data []byte) (*Model, error) {
	if len(data) < len(modelMagic)+3 || string(data[:len(modelMagic)]) != modelMagic {
		return nil, fmt.Errorf("%w: bad magic", ErrCorrupt)
	}
	if data[4] < 1 || data[4] > ModelVersion {
		return nil, fmt.Errorf("%w: unknown version %d", ErrCorrupt, data[4])
	}
	m := &Model{version: data[4], hashBits: data[5], flags: data[6]}
	if m.hashBits == 0 || m.hashBits > maxHashBits {
		return nil, fmt.Errorf("%w: hash bits %d", ErrCorrupt, m.hashBits)
	}
	if m.flags > flagLexiconBundles {
		return nil, fmt.Errorf("%w: unknown flags %#x", ErrCorrupt, m.flags)
	}
	d := &decoder{data: data[7:]}
	if n := d.uvarint(64, "tag count"); d.err == nil && int(n) != len(UPOS) {
		d.fail("tag count %d, want %d", n, len(UPOS))
	}
	d.rows(&m.rows, m.hashBits)
	nb := d.count(1, "bundle count")
	if d.err == nil && (nb == 0 || nb > 1<<16) {
		d.fail("bundle count %d", nb)
	}
	for i := 0; i < nb && d.err == nil; i++ {
		n := d.uvarint(uint64(len(d.data)), "bundle length")
		if n > uint64(len(d.data)) {
			d.fail("truncated bundle")
			break
		}
		s := string(d.data[:n])
		d.data = d.data[n:]
		if i == 0 && s != "" {
			d.fail("bundle 0 is not empty")
		}
		m.addBundle(s)
	}
	m.defaults = make([]uint16, len(UPOS))
	for t := range m.defaults {
		m.defaults[t] = uint16(d.uvarint(uint64(max(nb-1, 0)), "default bundle"))
	}
	for _, t := range m.tables() {
		limit := uint64(max(nb-1, 0))
		if t == &m.dict {
			limit = uint64(len(UPOS) - 1)
		}
		n := d.count(2, "table size")
		t.keys = make([]uint32, 0, n)
		t.vals = make([]uint16, 0, n)
		prev := uint64(0)
		for i := 0; i < n && d.err == nil; i++ {
			k := prev + d.uvarint(1<<32-1, "key delta")
			if k > 1<<32-1 || (i > 0 && k == prev) {
				d.fail("keys not increasing")
				break
			}
			prev = k
			t.keys = append(t.keys, uint32(k))
			t.vals = append(t.vals, uint16(d.uvarint(limit, "table value")))
		}
	}
	if m.version >= 4 {
		d.rows(&m.right, m.hashBits)
	}
	if d.err == nil && len(d.data) != 0 {
		d.fail("%d trailing bytes", len(d.data))
	}
	for _, t := range m.tables() {
		t.indexKeys()
	}
	if d.err != nil {
		return nil, d.err
	}
	return m, nil
}

// rows reads a row count and the rows into rt.
func (d *decoder) rows(rt *rowTable, hashBits uint8) {
	nRows := d.count(1+numTags, "row count")
	rt.init(nRows)
	next := uint64(0)
	limit := uint64(1) << hashBits
	for i := 0; i < nRows && d.err == nil; i++ {
		b := next + d.uvarint(limit, "bucket delta")
		if b >= limit {
			d.fail("bucket %d out of range", b)
			break
		}
		next = b + 1
		var w [numTags]int16
		d.weights(&w)
		rt.add(uint32(b), &w) // b is above the rows before: always added
	}
}

// init empties the row table and makes room for n rows.
func (rt *rowTable) init(n int) {
	*rt = rowTable{w: make([][numTags]int16, 0, n)}
}

// add adds the weights of bucket b, which must be above the buckets
// already added; it reports false, adding nothing, when it is not.
func (rt *rowTable) add(b uint32, w *[numTags]int16) bool {
	i := int(b >> 6)
	if len(rt.bits) > i+1 || (len(rt.bits) == i+1 && rt.bits[i]>>(b&63) != 0) {
		return false
	}
	for len(rt.bits) <= i {
		rt.bits = append(rt.bits, 0)
		rt.rank = append(rt.rank, uint32(len(rt.w)))
	}
	rt.bits[i] |= 1 << (b & 63)
	rt.w = append(rt.w, *w)
	return true
}

func (m *Model) addBundle(s string) {
	m.bundleNames = append(m.bundleNames, s)
	if s == "" {
		m.bundles = append(m.bundles, nil)
		return
	}
	m.bundles = append(m.bundles, strings.Split(s, "|"))
}
