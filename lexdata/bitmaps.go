package lexdata

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"maps"
	"slices"

	"github.com/RoaringBitmap/roaring/v2"
)

// Bitmap index layout (little-endian):
//
//	count    uint32
//	count times: key uint32 (strictly increasing), length uint32
//	the bitmaps in key order, each in the portable roaring format

// EncodeBitmaps encodes a set-valued index (key -> set of ids) as a section.
// Keys are written in increasing order and each bitmap is run-optimised on
// a copy, so equal maps give equal bytes however the bitmaps were built. A
// nil bitmap is written as an empty one. m is not modified.
func EncodeBitmaps(m map[uint32]*roaring.Bitmap) ([]byte, error) {
	keys := slices.Sorted(maps.Keys(m))
	blobs := make([][]byte, len(keys))
	size := 4 + 8*uint64(len(keys))
	for i, k := range keys {
		bm := roaring.New()
		if m[k] != nil {
			bm = m[k].Clone()
		}
		bm.RunOptimize()
		b, err := bm.ToBytes()
		if err != nil {
			return nil, fmt.Errorf("lexdata: bitmap %d: %w", k, err)
		}
		blobs[i] = b
		size += uint64(len(b))
	}
	if size > MaxSectionSize {
		return nil, fmt.Errorf("lexdata: bitmap index of %d bytes over the limit", size)
	}
	buf := make([]byte, 0, size)
	buf = binary.LittleEndian.AppendUint32(buf, uint32(len(keys)))
	for i, k := range keys {
		buf = binary.LittleEndian.AppendUint32(buf, k)
		buf = binary.LittleEndian.AppendUint32(buf, uint32(len(blobs[i])))
	}
	for _, b := range blobs {
		buf = append(buf, b...)
	}
	return buf, nil
}

// DecodeBitmaps decodes a section written by [EncodeBitmaps]. The bitmaps
// are copies and do not share data's memory. Malformed input gives an error
// wrapping [ErrCorrupt].
func DecodeBitmaps(data []byte) (map[uint32]*roaring.Bitmap, error) {
	if len(data) < 4 {
		return nil, corruptf("bitmap index: %d bytes, too short", len(data))
	}
	n := binary.LittleEndian.Uint32(data)
	if uint64(n) > uint64(len(data)-4)/8 {
		return nil, corruptf("bitmap index: count %d too large for %d bytes", n, len(data))
	}
	dir := data[4 : 4+8*int(n)]
	rest := data[4+8*int(n):]
	m := make(map[uint32]*roaring.Bitmap, n)
	var prev uint32
	for i := 0; i < int(n); i++ {
		k := binary.LittleEndian.Uint32(dir[8*i:])
		l := binary.LittleEndian.Uint32(dir[8*i+4:])
		if i > 0 && k <= prev {
			return nil, corruptf("bitmap index: keys not increasing at %d", i)
		}
		prev = k
		if uint64(l) > uint64(len(rest)) {
			return nil, corruptf("bitmap index: bitmap %d extends past the end", k)
		}
		bm, err := readBitmap(rest[:l])
		if err != nil {
			return nil, corruptf("bitmap index: bitmap %d: %v", k, err)
		}
		m[k] = bm
		rest = rest[l:]
	}
	if len(rest) != 0 {
		return nil, corruptf("bitmap index: %d trailing bytes", len(rest))
	}
	return m, nil
}

// readBitmap deserialises exactly b into a new bitmap and validates it. The
// roaring reader is not hardened against every malformed input, so a panic
// inside it is turned into an error.
func readBitmap(b []byte) (bm *roaring.Bitmap, err error) {
	defer func() {
		if r := recover(); r != nil {
			bm, err = nil, fmt.Errorf("malformed bitmap: %v", r)
		}
	}()
	bm = roaring.New()
	n, err := bm.ReadFrom(bytes.NewReader(b))
	if err != nil {
		return nil, err
	}
	if n != int64(len(b)) {
		return nil, fmt.Errorf("bitmap is %d bytes, directory says %d", n, len(b))
	}
	if err := bm.Validate(); err != nil {
		return nil, err
	}
	return bm, nil
}
