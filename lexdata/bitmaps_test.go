package lexdata

import (
	"bytes"
	"encoding/binary"
	"errors"
	"testing"

	"github.com/RoaringBitmap/roaring/v2"
)

func TestBitmapsRoundTrip(t *testing.T) {
	tests := []map[uint32]*roaring.Bitmap{
		{},
		{7: roaring.New()},
		{1: roaring.BitmapOf(1, 2, 3), 0: roaring.BitmapOf(1 << 30), 4000000000: nil},
		{42: func() *roaring.Bitmap { b := roaring.New(); b.AddRange(100, 200000); return b }()},
	}
	for _, m := range tests {
		data, err := EncodeBitmaps(m)
		if err != nil {
			t.Fatal(err)
		}
		got, err := DecodeBitmaps(data)
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != len(m) {
			t.Fatalf("decoded %d keys, want %d", len(got), len(m))
		}
		for k, want := range m {
			if want == nil {
				want = roaring.New()
			}
			if got[k] == nil || !got[k].Equals(want) {
				t.Errorf("key %d: got %v, want %v", k, got[k], want)
			}
		}
	}
}

func TestBitmapsDeterministic(t *testing.T) {
	// The same sets built in different ways encode to the same bytes.
	a := roaring.New()
	a.AddRange(0, 5000)
	b := roaring.New()
	for i := uint32(0); i < 5000; i++ {
		b.Add(i)
	}
	da, _ := EncodeBitmaps(map[uint32]*roaring.Bitmap{1: a, 2: roaring.BitmapOf(9)})
	db, _ := EncodeBitmaps(map[uint32]*roaring.Bitmap{2: roaring.BitmapOf(9), 1: b})
	if !bytes.Equal(da, db) {
		t.Error("equal indexes encoded differently")
	}
	if b.HasRunCompression() {
		t.Error("EncodeBitmaps modified its input")
	}
}

func TestDecodeBitmapsErrors(t *testing.T) {
	valid, _ := EncodeBitmaps(map[uint32]*roaring.Bitmap{1: roaring.BitmapOf(1), 2: roaring.BitmapOf(2)})
	le := binary.LittleEndian
	swapped := bytes.Clone(valid)
	le.PutUint32(swapped[4:], 3) // first key above the second
	tests := []struct {
		name string
		data []byte
	}{
		{"empty", nil},
		{"huge count", le.AppendUint32(nil, 1<<30)},
		{"keys not increasing", swapped},
		{"truncated", valid[:len(valid)-1]},
		{"trailing", append(bytes.Clone(valid), 0)},
		{"garbage bitmap", append(le.AppendUint32(le.AppendUint32(le.AppendUint32(nil, 1), 5), 4), 1, 2, 3, 4)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := DecodeBitmaps(tt.data); !errors.Is(err, ErrCorrupt) {
				t.Errorf("error = %v, want ErrCorrupt", err)
			}
		})
	}
}
