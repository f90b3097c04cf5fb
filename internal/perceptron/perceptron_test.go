package perceptron

import (
	"slices"
	"testing"
)

// train applies the same updates to w: key 1 gains class 0 twice at step
// 1 and loses it at step 5 to class 2; key 2 gains class 1 once at step
// 10; key 3 gains class 2 at the last step only, so its average is tiny.
func train(w *Weights) {
	w.Update([]uint32{1, 1}, 0, -1)
	for range 4 {
		w.Step()
	}
	w.Update([]uint32{1}, 2, 0)
	for range 5 {
		w.Step()
	}
	w.Update([]uint32{2}, 1, -1)
	w.Step()
	w.Update([]uint32{3}, 2, -1)
	w.Step()
}

func TestQuantizeScaled(t *testing.T) {
	w := New(3)
	train(w)
	if s := w.Scale(); s != 64 {
		t.Fatalf("Scale() = %v, want 64", s)
	}
	// At half the scale: 1.25*32 = 40, 7/12*32 -> 19, 1/6*32 -> 5.
	want := []Row{{1, []int16{40, 0, 19}}, {2, []int16{0, 5, 0}}}
	if got := w.QuantizeScaled(32, 4, 10); !rowsEqual(got, want) {
		t.Errorf("QuantizeScaled(32, 4, 10) = %v, want %v", got, want)
	}
	if got := w.QuantizeScaled(1e6, 1, 1); got[0].W[0] != 32767 {
		t.Errorf("QuantizeScaled(1e6, 1, 1) = %v, want the weight clamped to 32767", got)
	}
}

func TestQuantize(t *testing.T) {
	w := New(3)
	train(w)
	// c = 12: key 1 class 0 is 1 - (2-5)/12 = 1.25 -> 80; class 2 is
	// 1 - 5/12 -> 37; key 2 class 1 is 1 - 10/12 -> 11; key 3 class 2 is
	// 1 - 11/12 -> 5.
	want := []Row{{1, []int16{80, 0, 37}}, {2, []int16{0, 11, 0}}, {3, []int16{0, 0, 5}}}
	if got := w.Quantize(1, 10); !rowsEqual(got, want) {
		t.Errorf("Quantize(1, 10) = %v, want %v", got, want)
	}
	if got := w.Quantize(8, 10); !rowsEqual(got, want[:2]) {
		t.Errorf("Quantize(8, 10) = %v, want the rows of at least 8: %v", got, want[:2])
	}
	if got := w.Quantize(1, 2); !rowsEqual(got, want[:2]) {
		t.Errorf("Quantize(1, 2) = %v, want the two heaviest rows: %v", got, want[:2])
	}
	var scores [3]int32
	w.Score([]uint32{1, 2, 99}, scores[:])
	if scores != [3]int32{1, 1, 1} {
		t.Errorf("Score = %v, want the current weights {1 1 1}", scores)
	}
}

func TestDenseMatchesSparse(t *testing.T) {
	sparse, dense := New(3), NewDense(3, 4)
	train(sparse)
	train(dense)
	got, want := dense.Quantize(1, 10), sparse.Quantize(1, 10)
	if !rowsEqual(got, want) {
		t.Errorf("dense %v, sparse %v", got, want)
	}
	// Keys equal in their low bits share a dense row.
	shared := NewDense(2, 2)
	shared.Update([]uint32{1, 5}, 0, 1)
	shared.Step()
	if rows := shared.Quantize(1, 10); len(rows) != 1 || rows[0].Key != 1 || rows[0].W[0] != 64 {
		t.Errorf("keys 1 and 5 in 2 bits: %v, want one row 1 of weight 64", rows)
	}
}

func TestAffixes(t *testing.T) {
	tests := []struct {
		s        string
		n        int
		pre, suf string
	}{
		{"walking", 3, "wal", "ing"},
		{"ab", 3, "ab", "ab"},
		{"", 2, "", ""},
		{"çalışıyor", 2, "ça", "or"},
		{"كتبت", 1, "ك", "ت"},
		{"x", 0, "", ""},
	}
	for _, tt := range tests {
		if got := Prefix(tt.s, tt.n); got != tt.pre {
			t.Errorf("Prefix(%q, %d) = %q, want %q", tt.s, tt.n, got, tt.pre)
		}
		if got := Suffix(tt.s, tt.n); got != tt.suf {
			t.Errorf("Suffix(%q, %d) = %q, want %q", tt.s, tt.n, got, tt.suf)
		}
	}
}

func rowsEqual(a, b []Row) bool {
	return slices.EqualFunc(a, b, func(x, y Row) bool { return x.Key == y.Key && slices.Equal(x.W, y.W) })
}

func TestPenalize(t *testing.T) {
	// Penalize is the second half of Update: the two together equal it.
	a, b := New(3), New(3)
	a.Update([]uint32{7, 8}, 1, 2)
	b.Update([]uint32{7, 8}, 1, -1)
	b.Penalize([]uint32{7, 8}, 2)
	for _, w := range []*Weights{a, b} {
		w.Step()
	}
	if got, want := b.Quantize(1, 10), a.Quantize(1, 10); !rowsEqual(got, want) {
		t.Errorf("Update then Penalize = %v, want %v", got, want)
	}
	var s [3]int32
	b.Score([]uint32{7}, s[:])
	if s != [3]int32{0, 1, -1} {
		t.Errorf("scores %v, want [0 1 -1]", s)
	}
}
