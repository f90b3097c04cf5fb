package langid

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"slices"
)

// The model section (the "langid" section of core.argot) is, after the
// pack's zstd frame is removed:
//
//	magic "ARGOTLID" version(1 byte)
//	uvarint nLangs, then each language id as uvarint length + bytes
//	floors: nLangs × (MaxOrder+1) bytes, the quantised cost of an unseen
//	        feature of each order (order 0 = word)
//	uvarint nCues, then per cue: uvarint rune, lang byte, bonus byte
//	uvarint nWordCues, then per cue: uvarint word hash, lang byte, bonus byte
//	uvarint nKeys; the sorted feature hashes as uvarint deltas; one byte per
//	        key (how many languages list it); then per key its
//	        (lang byte, cost byte) pairs
//
// A cost is -ln P(feature | language, order), quantised in steps of
// 1/costScale nat and capped at 255.
const (
	magic     = "ARGOTLID"
	version   = 1
	costScale = 8
)

// SectionName is the name of the model's section in the core pack.
const SectionName = "langid"

// model is the decoded section.
type model struct {
	langs    []string
	floors   []uint8             // [lang*(MaxOrder+1)+order]
	cues     map[rune][]uint16   // lang<<8 | bonus
	wordCues map[uint32][]uint16 // word feature hash -> lang<<8 | bonus
	keys     []uint32
	starts   []uint32 // pairs of keys[i] are pairs[starts[i]:starts[i+1]]
	pairs    []uint16 // lang<<8 | cost
	bucket   []uint32 // keys with top 16 bits b are keys[bucket[b]:bucket[b+1]]
}

func (m *model) lookup(h uint32) []uint16 {
	b := h >> 16
	lo, hi := int(m.bucket[b]), int(m.bucket[b+1])
	for lo < hi {
		mid := int(uint(lo+hi) >> 1)
		if m.keys[mid] < h {
			lo = mid + 1
		} else {
			hi = mid
		}
	}
	if lo < len(m.keys) && m.keys[lo] == h && lo < int(m.bucket[b+1]) {
		return m.pairs[m.starts[lo]:m.starts[lo+1]]
	}
	return nil
}

var errCorrupt = errors.New("langid: corrupt model")

type reader struct {
	b   []byte
	err error
}

func (r *reader) uvarint() uint64 {
	if r.err != nil {
		return 0
	}
	v, n := binary.Uvarint(r.b)
	if n <= 0 {
		r.err = errCorrupt
		return 0
	}
	r.b = r.b[n:]
	return v
}

func (r *reader) bytes(n uint64) []byte {
	if r.err != nil {
		return nil
	}
	if n > uint64(len(r.b)) {
		r.err = errCorrupt
		return nil
	}
	out := r.b[:n]
	r.b = r.b[n:]
	return out
}

func decodeModel(data []byte) (*model, error) {
	if len(data) < len(magic)+1 || string(data[:len(magic)]) != magic {
		return nil, fmt.Errorf("%w: bad magic", errCorrupt)
	}
	if data[len(magic)] != version {
		return nil, fmt.Errorf("langid: model version %d, want %d", data[len(magic)], version)
	}
	r := &reader{b: data[len(magic)+1:]}
	nl := r.uvarint()
	if nl == 0 || nl > 255 {
		return nil, fmt.Errorf("%w: %d languages", errCorrupt, nl)
	}
	m := &model{cues: map[rune][]uint16{}, wordCues: map[uint32][]uint16{}}
	for range nl {
		m.langs = append(m.langs, string(r.bytes(r.uvarint())))
	}
	m.floors = r.bytes(nl * (MaxOrder + 1))
	nc := r.uvarint()
	if nc > uint64(len(r.b))/3 {
		return nil, fmt.Errorf("%w: %d cues", errCorrupt, nc)
	}
	for range nc {
		cr := rune(r.uvarint())
		lb := r.bytes(2)
		if r.err != nil {
			return nil, r.err
		}
		if uint64(lb[0]) >= nl {
			return nil, fmt.Errorf("%w: cue language", errCorrupt)
		}
		m.cues[cr] = append(m.cues[cr], uint16(lb[0])<<8|uint16(lb[1]))
	}
	nw := r.uvarint()
	if nw > uint64(len(r.b))/3 {
		return nil, fmt.Errorf("%w: %d word cues", errCorrupt, nw)
	}
	for range nw {
		h := r.uvarint()
		lb := r.bytes(2)
		if r.err != nil {
			return nil, r.err
		}
		if uint64(lb[0]) >= nl || h > math.MaxUint32 {
			return nil, fmt.Errorf("%w: word cue", errCorrupt)
		}
		m.wordCues[uint32(h)] = append(m.wordCues[uint32(h)], uint16(lb[0])<<8|uint16(lb[1]))
	}
	nk := r.uvarint()
	if nk > uint64(len(r.b)) || nk > math.MaxUint32 {
		return nil, fmt.Errorf("%w: %d keys", errCorrupt, nk)
	}
	m.keys = make([]uint32, nk)
	prev := uint64(0)
	for i := range m.keys {
		d := r.uvarint()
		if i > 0 && d == 0 {
			return nil, fmt.Errorf("%w: keys not sorted", errCorrupt)
		}
		prev += d
		if prev > math.MaxUint32 {
			return nil, fmt.Errorf("%w: key out of range", errCorrupt)
		}
		m.keys[i] = uint32(prev)
	}
	counts := r.bytes(nk)
	if r.err != nil {
		return nil, r.err
	}
	m.starts = make([]uint32, nk+1)
	total := uint32(0)
	for i, c := range counts {
		total += uint32(c)
		m.starts[i+1] = total
	}
	raw := r.bytes(uint64(total) * 2)
	if r.err != nil {
		return nil, r.err
	}
	if len(r.b) != 0 {
		return nil, fmt.Errorf("%w: %d trailing bytes", errCorrupt, len(r.b))
	}
	m.pairs = make([]uint16, total)
	for i := range m.pairs {
		if uint64(raw[2*i]) >= nl {
			return nil, fmt.Errorf("%w: pair language", errCorrupt)
		}
		m.pairs[i] = uint16(raw[2*i])<<8 | uint16(raw[2*i+1])
	}
	m.bucket = make([]uint32, 1<<16+1)
	k := 0
	for b := range 1 << 16 {
		m.bucket[b] = uint32(k)
		for k < len(m.keys) && int(m.keys[k]>>16) == b {
			k++
		}
	}
	m.bucket[1<<16] = uint32(len(m.keys))
	return m, nil
}

// encodeModel writes m in the section format. Keys must be sorted and
// unique.
func encodeModel(m *model) []byte {
	out := append([]byte(magic), version)
	out = binary.AppendUvarint(out, uint64(len(m.langs)))
	for _, l := range m.langs {
		out = binary.AppendUvarint(out, uint64(len(l)))
		out = append(out, l...)
	}
	out = append(out, m.floors...)
	var cueRunes []rune
	for r := range m.cues {
		cueRunes = append(cueRunes, r)
	}
	slices.Sort(cueRunes)
	n := 0
	for _, r := range cueRunes {
		n += len(m.cues[r])
	}
	out = binary.AppendUvarint(out, uint64(n))
	for _, r := range cueRunes {
		for _, c := range m.cues[r] {
			out = binary.AppendUvarint(out, uint64(r))
			out = append(out, byte(c>>8), byte(c))
		}
	}
	var hs []uint32
	n = 0
	for h := range m.wordCues {
		hs = append(hs, h)
		n += len(m.wordCues[h])
	}
	slices.Sort(hs)
	out = binary.AppendUvarint(out, uint64(n))
	for _, h := range hs {
		for _, c := range m.wordCues[h] {
			out = binary.AppendUvarint(out, uint64(h))
			out = append(out, byte(c>>8), byte(c))
		}
	}
	out = binary.AppendUvarint(out, uint64(len(m.keys)))
	prev := uint32(0)
	for _, k := range m.keys {
		out = binary.AppendUvarint(out, uint64(k-prev))
		prev = k
	}
	for i := range m.keys {
		out = append(out, byte(m.starts[i+1]-m.starts[i]))
	}
	for _, p := range m.pairs {
		out = append(out, byte(p>>8), byte(p))
	}
	return out
}
