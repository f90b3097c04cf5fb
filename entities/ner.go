package entities

import (
	"encoding/binary"
	"errors"
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
	"unsafe"

	"github.com/argot-nlp/argot/internal/perceptron"
)

// This file is the named-entity recognizer: a greedy left-to-right
// averaged-perceptron tagger over BILOU tags for PER, ORG, LOC and MISC,
// with features from the word and its neighbours, word shape, affixes, the
// lexicon's part of speech and gazetteer membership. The model and the
// gazetteer travel together in a language pack's SectionNER.

// SectionNER is the name of the language-pack section holding the
// gazetteer and, where the language has training data, the model.
const SectionNER = "entities.ner"

// ErrCorruptNER is wrapped by the errors of [DecodeNER].
var ErrCorruptNER = errors.New("entities: corrupt named-entity section")

// NERClasses are the entity classes of the tagger, in tag order. MISC is
// learnt (so that nationalities and events are not taken for places) but
// not reported.
var NERClasses = []string{"PER", "ORG", "LOC", "MISC"}

// Tag positions within an entity: Begin, Inside, Last, Unit.
const (
	posB = iota
	posI
	posL
	posU
)

// numNERTags is O plus BILOU positions for every class.
const numNERTags = 1 + 4*4

func nerTag(class, pos int) int { return 1 + class*4 + pos }
func tagClass(t int) int        { return (t - 1) / 4 }
func tagPos(t int) int          { return (t - 1) % 4 }

// allowedAfter returns the tags that may follow tag prev (-1: sentence
// start) as a bit set: inside an entity only its I or L, elsewhere O, B or
// U.
func allowedAfter(prev int) uint32 {
	if prev > 0 && (tagPos(prev) == posB || tagPos(prev) == posI) {
		c := tagClass(prev)
		return 1<<nerTag(c, posI) | 1<<nerTag(c, posL)
	}
	set := uint32(1)
	for c := range NERClasses {
		set |= 1<<nerTag(c, posB) | 1<<nerTag(c, posU)
	}
	return set
}

// NERModel is a trained recognizer's weights: one row of tag weights per
// hashed feature. It is immutable and safe for concurrent use.
type NERModel struct {
	index rowIndex // feature hash -> row
	w     []int16  // rows of numNERTags weights

	// The features of the previous tags (see dynamicNER), resolved once:
	// the rows of "t-1" and "t-2t-1" by tag+1 (0: sentence start), and the
	// hash state of "t-1w" before the word.
	prevRow  [numNERTags + 1]int32
	prev2Row [(numNERTags + 1) * (numNERTags + 1)]int32
	prevWord [numNERTags + 1]uint32
}

// newNERModel returns the model of rows w indexed by index.
func newNERModel(index rowIndex, w []int16) *NERModel {
	m := &NERModel{index: index, w: w}
	for t1 := -1; t1 < numNERTags; t1++ {
		p1 := tagName(t1)
		m.prevRow[t1+1] = m.row(featureHash("t-1", p1))
		m.prevWord[t1+1] = fnvString(fnvSep(fnvString(fnvOffset, "t-1w")), p1)
		for t2 := -1; t2 < numNERTags; t2++ {
			m.prev2Row[(t2+1)*(numNERTags+1)+t1+1] = m.row(featureHash("t-2t-1", tagName(t2), p1))
		}
	}
	return m
}

// Rows returns the number of weight rows, for reports.
func (m *NERModel) Rows() int { return m.index.len() }

// row returns the row of feature f, -1 for none.
func (m *NERModel) row(f uint32) int32 { return m.index.get(f) }

func (m *NERModel) addRow(r int32, scores *[numNERTags]int32) {
	if r < 0 {
		return
	}
	row := m.w[int(r)*numNERTags:][:numNERTags]
	for t, v := range row {
		scores[t] += int32(v)
	}
}

// score adds the rows of features fs to scores. It finds the rows of a
// batch of features first and adds them up after, so that the lookups,
// which miss the cache, do not wait on the additions nor on one another.
func (m *NERModel) score(fs []uint32, scores *[numNERTags]int32) {
	var buf [64]int32
	for len(fs) > 0 {
		n := min(len(fs), len(buf))
		for i, f := range fs[:n] {
			buf[i] = m.row(f)
		}
		for _, r := range buf[:n] {
			m.addRow(r, scores)
		}
		fs = fs[n:]
	}
}

// scoreDynamic adds the weights of the features dynamicNER gives for the
// previous tags t1, t2 and the word's lookup form lower.
func (m *NERModel) scoreDynamic(lower string, t1, t2 int, scores *[numNERTags]int32) {
	m.addRow(m.prevRow[t1+1], scores)
	m.addRow(m.prev2Row[(t2+1)*(numNERTags+1)+t1+1], scores)
	m.addRow(m.row(fnvFinish(fnvString(fnvSep(m.prevWord[t1+1]), lower))), scores)
}

// rowIndex maps feature hashes to rows: an open-addressing table probed
// from the hash's low bits (the hashes are well mixed), which a model
// asks about a hundred times per word.
type rowIndex struct {
	slots []rowSlot
	n     int
}

// rowSlot is a key and its row side by side, so that a probe, which
// misses the cache, loads one line rather than two.
type rowSlot struct {
	key uint32
	row int32 // row+1; 0: empty slot
}

func newRowIndex(n int) rowIndex {
	size := 8
	for size < 2*n {
		size *= 2
	}
	return rowIndex{slots: make([]rowSlot, size)}
}

// put sets the row of key, growing the table to keep it at most half
// full.
func (x *rowIndex) put(key uint32, row int32) {
	if 2*(x.n+1) > len(x.slots) {
		old := *x
		*x = newRowIndex(max(2*old.n, 4))
		old.each(x.put)
	}
	mask := uint32(len(x.slots) - 1)
	for i := key & mask; ; i = (i + 1) & mask {
		sl := &x.slots[i]
		if sl.row == 0 {
			sl.key, sl.row = key, row+1
			x.n++
			return
		}
		if sl.key == key {
			sl.row = row + 1
			return
		}
	}
}

// get returns the row of key, -1 for none.
func (x *rowIndex) get(key uint32) int32 {
	if len(x.slots) == 0 {
		return -1
	}
	mask := uint32(len(x.slots) - 1)
	for i := key & mask; ; i = (i + 1) & mask {
		switch sl := x.slots[i]; {
		case sl.row == 0:
			return -1
		case sl.key == key:
			return sl.row - 1
		}
	}
}

func (x *rowIndex) len() int { return x.n }

// each calls f with every key and its row, in no particular order.
func (x *rowIndex) each(f func(key uint32, row int32)) {
	for _, sl := range x.slots {
		if sl.row != 0 {
			f(sl.key, sl.row-1)
		}
	}
}

// bestTag returns the highest-scoring allowed tag, the lowest on ties.
func bestTag(scores *[numNERTags]int32, allowed uint32) int {
	best := -1
	for t, s := range scores {
		if allowed&(1<<t) != 0 && (best < 0 || s > scores[best]) {
			best = t
		}
	}
	return best
}

// NERToken is one word of a sentence as the recognizer sees it.
type NERToken struct {
	// Form is the word as written.
	Form string
	// Lower is its lookup form (tokenize.NormalizeForLookup).
	Lower string
	// POS is the UPOS of the word's first lexicon reading, "" when the
	// lexicon does not know it (or was not asked).
	POS string
}

// NERSpan is a recognised entity: tokens [Start, End) of class Class (an
// index into NERClasses).
type NERSpan struct {
	Start, End, Class int
}

// nerSent is a sentence with its static features.
type nerSent struct {
	static [][]uint32
	lower  []string
}

// featureHash hashes a feature name and value (FNV-1a, finished).
func featureHash(name string, vals ...string) uint32 {
	h := fnvString(fnvOffset, name)
	for _, v := range vals {
		h = fnvString(fnvSep(h), v)
	}
	return fnvFinish(h)
}

// The steps of featureHash.
const fnvOffset = uint32(2166136261)

func fnvString(h uint32, s string) uint32 {
	for i := 0; i < len(s); i++ {
		h = (h ^ uint32(s[i])) * 16777619
	}
	return h
}

func fnvSep(h uint32) uint32 { return (h ^ 0x1f) * 16777619 }

func fnvFinish(h uint32) uint32 {
	h ^= h >> 16
	h *= 0x7feb352d
	h ^= h >> 15
	return h
}

// shape maps a word to its collapsed shape: "Xx" for "London", "X" for
// "NATO", "d" for "1996", "Xx-Xx" for "Winston-Salem"; letters of caseless
// scripts are "o".
func shape(w string) string {
	var buf [6]byte
	b := buf[:0]
	var last byte
	for _, r := range w {
		var c byte
		switch {
		case r >= 0x0590 && r < 0x0700:
			// Hebrew and Arabic: caseless, so the case tests below,
			// each a table search, cannot hold.
			c = 'p'
			if unicode.IsDigit(r) {
				c = 'd'
			} else if unicode.IsLetter(r) {
				c = 'o'
			}
		case unicode.IsUpper(r):
			c = 'X'
		case unicode.IsLower(r):
			c = 'x'
		case unicode.IsDigit(r):
			c = 'd'
		case unicode.IsLetter(r):
			c = 'o'
		case r == '.' || r == '-' || r == '\'' || r == '&':
			c = byte(r)
		default:
			c = 'p'
		}
		if c != last {
			b = append(b, c)
			last = c
		}
		if len(b) >= 6 {
			break
		}
	}
	return string(b)
}

func isCapitalized(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	return unicode.IsUpper(r)
}

// nerStaticFeatures is the number of static features every token has;
// some have a few more.
const nerStaticFeatures = 21

// prepareNER computes the static features of every token.
func prepareNER(toks []NERToken, g *Gazetteer, joiner string) *nerSent {
	n := len(toks)
	s := &nerSent{static: make([][]uint32, n), lower: make([]string, n)}
	shapes := make([]string, n)
	upper := 0
	for i, t := range toks {
		s.lower[i] = t.Lower
		shapes[i] = shape(t.Form)
		if strings.ContainsFunc(t.Form, unicode.IsLower) {
			continue
		}
		if strings.ContainsFunc(t.Form, unicode.IsUpper) {
			upper++
		}
	}
	// Headlines in capitals ("LEICESTERSHIRE TAKE OVER AT TOP") carry no
	// case information: say so, so that shape features are read with it.
	caps := "0"
	if upper >= 3 && upper*2 > n {
		caps = "1"
	}
	marks := g.marks(s.lower, joiner)
	at := func(i int) (lower, shp, pos string) {
		if i < 0 {
			return "<s>", "<s>", "<s>"
		}
		if i >= n {
			return "</s>", "</s>", "</s>"
		}
		return s.lower[i], shapes[i], toks[i].POS
	}
	buf := make([]uint32, 0, n*(nerStaticFeatures+4))
	for i, t := range toks {
		w, shp, pos := at(i)
		wp, sp, pp := at(i - 1)
		wn, sn, pn := at(i + 1)
		wp2, _, _ := at(i - 2)
		wn2, _, _ := at(i + 2)
		first := "0"
		if i == 0 {
			first = "1"
		}
		start := len(buf)
		buf = append(buf,
			featureHash("b"),
			featureHash("w", w),
			featureHash("w-1", wp),
			featureHash("w+1", wn),
			featureHash("w-2", wp2),
			featureHash("w+2", wn2),
			featureHash("w-1w", wp, w),
			featureHash("ww+1", w, wn),
			featureHash("s", shp, caps),
			featureHash("s-1", sp),
			featureHash("s+1", sn),
			featureHash("s-1s", sp, shp, sn),
			featureHash("sf", shp, first),
			featureHash("p3", perceptron.Prefix(w, 3)),
			featureHash("x2", perceptron.Suffix(w, 2)),
			featureHash("x3", perceptron.Suffix(w, 3)),
			featureHash("x4", perceptron.Suffix(w, 4)),
			featureHash("pos", pos, shp),
			featureHash("pos-1", pp),
			featureHash("pos+1", pn),
			featureHash("ws", w, shp),
		)
		if len(t.Form) > 0 && utf8.RuneCountInString(t.Form) == 1 {
			buf = append(buf, featureHash("len1", shp))
		}
		buf = marks.appendFeatures(buf, i, shp)
		s.static[i] = buf[start:len(buf):len(buf)]
	}
	return s
}

// dynamicNER appends the features of the previous predicted tags.
func dynamicNER(fs []uint32, lower string, t1, t2 int) []uint32 {
	p1, p2 := tagName(t1), tagName(t2)
	return append(fs,
		featureHash("t-1", p1),
		featureHash("t-2t-1", p2, p1),
		featureHash("t-1w", p1, lower))
}

var tagNames = func() []string {
	names := []string{"O"}
	for _, c := range NERClasses {
		for _, p := range []string{"B", "I", "L", "U"} {
			names = append(names, p+"-"+c)
		}
	}
	return names
}()

func tagName(t int) string {
	if t < 0 {
		return "<s>"
	}
	return tagNames[t]
}

// Tag returns the entity spans of a sentence. g may be nil.
func (m *NERModel) Tag(toks []NERToken, g *Gazetteer, joiner string) []NERSpan {
	if len(toks) == 0 {
		return nil
	}
	s := prepareNER(toks, g, joiner)
	tags := make([]int, len(toks))
	t1, t2 := -1, -1
	for i := range toks {
		// The features of dynamicNER, scored without hashing the tags.
		var scores [numNERTags]int32
		m.score(s.static[i], &scores)
		m.scoreDynamic(s.lower[i], t1, t2, &scores)
		tags[i] = bestTag(&scores, allowedAfter(t1))
		t2, t1 = t1, tags[i]
	}
	return spansOf(tags)
}

// spansOf reads the entity spans off a BILOU tag sequence; an entity left
// open at the end of the sentence ends there.
func spansOf(tags []int) []NERSpan {
	var out []NERSpan
	start := -1
	for i, t := range tags {
		if t == 0 {
			start = -1
			continue
		}
		switch tagPos(t) {
		case posU:
			out = append(out, NERSpan{i, i + 1, tagClass(t)})
			start = -1
		case posB:
			start = i
		case posL:
			if start >= 0 {
				out = append(out, NERSpan{start, i + 1, tagClass(t)})
			}
			start = -1
		}
		if i == len(tags)-1 && start >= 0 && tagPos(t) != posL {
			out = append(out, NERSpan{start, i + 1, tagClass(t)})
		}
	}
	return out
}

// Section layout (version 1; integers are unsigned varints):
//
//	magic     "AGNE", version byte 1, flags byte (bit 0: a model follows)
//	gazetteer see Gazetteer.appendTo
//	nTags     must equal numNERTags
//	nRows     then per row: key delta (from the previous key + 1), nTags
//	          zig-zag varint weights (int16 range)
const (
	nerMagic   = "AGNE"
	nerVersion = 1
	flagModel  = 1
)

// EncodeNER encodes a gazetteer and an optional model (nil: none) as a
// SectionNER section. The encoding is deterministic.
func EncodeNER(g *Gazetteer, m *NERModel) []byte {
	buf := append([]byte(nerMagic), nerVersion, 0)
	if m != nil {
		buf[len(nerMagic)+1] = flagModel
	}
	buf = g.appendTo(buf)
	if m == nil {
		return buf
	}
	buf = binary.AppendUvarint(buf, numNERTags)
	keys := make([]uint32, 0, m.index.len())
	m.index.each(func(k uint32, _ int32) { keys = append(keys, k) })
	slices.Sort(keys)
	buf = binary.AppendUvarint(buf, uint64(len(keys)))
	next := uint64(0)
	for _, k := range keys {
		buf = binary.AppendUvarint(buf, uint64(k)-next)
		next = uint64(k) + 1
		r := int(m.index.get(k))
		for _, v := range m.w[r*numNERTags : (r+1)*numNERTags] {
			buf = binary.AppendVarint(buf, int64(v))
		}
	}
	return buf
}

// DecodeNER decodes a SectionNER section: its gazetteer and its model (nil
// when the section has none). A malformed section gives an error wrapping
// [ErrCorruptNER], never a panic.
func DecodeNER(data []byte) (*Gazetteer, *NERModel, error) {
	return decodeNER(data, "", false)
}

// decodeNER is DecodeNER; with inPlace set, the gazetteer is read for
// joiner and shares data's memory (see nerReader.gazetteer), for a
// section the pack keeps for its lifetime.
func decodeNER(data []byte, joiner string, inPlace bool) (*Gazetteer, *NERModel, error) {
	if len(data) < len(nerMagic)+2 || string(data[:len(nerMagic)]) != nerMagic {
		return nil, nil, fmt.Errorf("%w: bad magic", ErrCorruptNER)
	}
	if v := data[len(nerMagic)]; v != nerVersion {
		return nil, nil, fmt.Errorf("%w: unknown version %d", ErrCorruptNER, v)
	}
	flags := data[len(nerMagic)+1]
	if flags&^flagModel != 0 {
		return nil, nil, fmt.Errorf("%w: unknown flags %#x", ErrCorruptNER, flags)
	}
	r := &nerReader{data: data[len(nerMagic)+2:]}
	g := r.gazetteer(joiner, inPlace)
	var m *NERModel
	if flags&flagModel != 0 {
		m = r.model()
	}
	if r.err == nil && len(r.data) != 0 {
		r.fail("%d trailing bytes", len(r.data))
	}
	if r.err != nil {
		return nil, nil, r.err
	}
	return g, m, nil
}

// nerReader reads varints, remembering the first error.
type nerReader struct {
	data []byte
	err  error
}

func (r *nerReader) fail(format string, args ...any) {
	if r.err == nil {
		r.err = fmt.Errorf("%w: %s", ErrCorruptNER, fmt.Sprintf(format, args...))
	}
}

func (r *nerReader) uvarint(limit uint64, what string) uint64 {
	if r.err != nil {
		return 0
	}
	v, n := binary.Uvarint(r.data)
	if n <= 0 {
		r.fail("truncated %s", what)
		return 0
	}
	r.data = r.data[n:]
	if v > limit {
		r.fail("%s %d out of range", what, v)
		return 0
	}
	return v
}

func (r *nerReader) varint16() int16 {
	if r.err != nil {
		return 0
	}
	v, n := binary.Varint(r.data)
	if n <= 0 || v < -1<<15 || v >= 1<<15 {
		r.fail("bad weight")
		return 0
	}
	r.data = r.data[n:]
	return int16(v)
}

// count reads a length whose elements take at least min bytes each.
func (r *nerReader) count(min int, what string) int {
	return int(r.uvarint(uint64(len(r.data)/min), what))
}

func (r *nerReader) str(what string) string {
	n := r.uvarint(uint64(len(r.data)), what)
	if r.err == nil && n > uint64(len(r.data)) {
		r.fail("truncated %s", what)
	}
	if r.err != nil {
		return ""
	}
	s := string(r.data[:n])
	r.data = r.data[n:]
	return s
}

// view is str without a copy: the string shares the data's memory, which
// must then never change.
func (r *nerReader) view(what string) string {
	n := r.uvarint(uint64(len(r.data)), what)
	if r.err == nil && n > uint64(len(r.data)) {
		r.fail("truncated %s", what)
	}
	if r.err != nil || n == 0 {
		return ""
	}
	s := unsafe.String(&r.data[0], n)
	r.data = r.data[n:]
	return s
}

func (r *nerReader) model() *NERModel {
	if n := r.uvarint(64, "tag count"); r.err == nil && n != numNERTags {
		r.fail("tag count %d, want %d", n, numNERTags)
	}
	rows := r.count(1+numNERTags, "row count")
	index, w := newRowIndex(rows), make([]int16, 0, rows*numNERTags)
	next := uint64(0)
	for i := 0; i < rows && r.err == nil; i++ {
		k := next + r.uvarint(1<<32-1, "key delta")
		if k > 1<<32-1 {
			r.fail("key out of range")
			break
		}
		next = k + 1
		index.put(uint32(k), int32(i))
		for range numNERTags {
			w = append(w, r.varint16())
		}
	}
	return newNERModel(index, w)
}
