package grammar

import (
	"encoding/binary"
	"math"
	"testing"
)

// TestRowTable checks lookups, the bucket-order encoding and the refusal
// of buckets out of order.
func TestRowTable(t *testing.T) {
	buckets := []uint32{0, 1, 63, 64, 65, 127, 1000, 1 << 18}
	var rt rowTable
	rt.init(len(buckets))
	for i, b := range buckets {
		var w [numTags]int16
		w[i%numTags] = int16(b%1000) + 1
		if !rt.add(b, &w) {
			t.Fatalf("bucket %d refused", b)
		}
	}
	var w [numTags]int16
	for _, b := range []uint32{0, 64, 1000, 1 << 18} {
		if rt.add(b, &w) {
			t.Errorf("bucket %d added again, out of order", b)
		}
	}
	if rt.len() != len(buckets) {
		t.Fatalf("len = %d, want %d", rt.len(), len(buckets))
	}
	want := map[uint32]bool{}
	for i, b := range buckets {
		want[b] = true
		r := rt.row(b)
		if r == nil || r[i%numTags] != int16(b%1000)+1 {
			t.Errorf("row(%d) = %v", b, r)
		}
	}
	for b := uint32(0); b < 1<<19+70; b++ {
		if !want[b] && rt.row(b) != nil {
			t.Fatalf("row(%d) found, never added", b)
		}
	}
	if rt.row(math.MaxUint32) != nil {
		t.Error("row beyond the table found")
	}
	d := &decoder{data: rt.append(nil)}
	var back rowTable
	d.rows(&back, 19)
	if d.err != nil || len(d.data) != 0 || back.len() != rt.len() {
		t.Fatalf("round trip: %v, %d rows, %d bytes left", d.err, back.len(), len(d.data))
	}
	for _, b := range buckets {
		if *back.row(b) != *rt.row(b) {
			t.Errorf("round trip: row %d differs", b)
		}
	}
}

// TestDecodeWeights checks the inline one-byte path against
// binary.Varint over the whole int16 range.
func TestDecodeWeights(t *testing.T) {
	var buf []byte
	var want []int16
	for v := math.MinInt16; v <= math.MaxInt16; v++ {
		buf = binary.AppendVarint(buf, int64(v))
		want = append(want, int16(v))
	}
	for len(want)%numTags != 0 {
		buf = binary.AppendVarint(buf, 0)
		want = append(want, 0)
	}
	d := &decoder{data: buf}
	for i := 0; i < len(want); i += numTags {
		var w [numTags]int16
		d.weights(&w)
		if d.err != nil {
			t.Fatal(d.err)
		}
		if [numTags]int16(want[i:i+numTags]) != w {
			t.Fatalf("weights %d..: %v, want %v", i, w, want[i:i+numTags])
		}
	}
}
