// Package perceptron is the training half of Argot's averaged-perceptron
// taggers (part of speech in package grammar, named entities in package
// entities): weight rows over hashed features, the update rule with the
// averaging trick, and the averaging, quantising and pruning that turn
// the trained weights into the int16 rows the language packs store. It
// also holds the rune-level affix helpers both taggers' features use.
//
// It is not a tagger: feature templates, decoding, tag sets and the
// stored format belong to the packages that use it.
package perceptron

import (
	"cmp"
	"math"
	"slices"
)

// Weights are the weights of an averaged perceptron being trained: one
// row of per-class weights for each feature key. With the averaging trick
// the running sums u make the average of every weight over all training
// steps w - u/c without touching the rows an update does not change.
type Weights struct {
	classes int
	// mask, when not zero, makes the rows dense: the key masked is the
	// row number and every row exists. Otherwise index maps keys to rows,
	// created on their first update.
	mask  uint32
	index map[uint32]int32
	keys  []uint32 // key of each sparse row
	w     []int32
	u     []int64
	c     int64
}

// New returns empty weights for the given number of classes, with a row
// for each distinct key that an update touches.
func New(classes int) *Weights {
	return &Weights{classes: classes, index: map[uint32]int32{}, c: 1}
}

// NewDense returns empty weights for the given number of classes over a
// hash space of hashBits bits: a key's row is its low hashBits bits, so
// keys that share them share a row. The rows are allocated up front,
// which makes scoring a lookup-free loop.
func NewDense(classes, hashBits int) *Weights {
	mask := uint32(1)<<hashBits - 1
	n := (int(mask) + 1) * classes
	return &Weights{classes: classes, mask: mask, w: make([]int32, n), u: make([]int64, n), c: 1}
}

// row returns the first index of key's row in w and u, or -1 when the
// row does not exist and create is false.
func (p *Weights) row(key uint32, create bool) int {
	if p.mask != 0 {
		return int(key&p.mask) * p.classes
	}
	r, ok := p.index[key]
	if !ok {
		if !create {
			return -1
		}
		r = int32(len(p.keys))
		p.index[key] = r
		p.keys = append(p.keys, key)
		p.w = append(p.w, make([]int32, p.classes)...)
		p.u = append(p.u, make([]int64, p.classes)...)
	}
	return int(r) * p.classes
}

// Score adds the current weights of the rows of keys to scores, which
// has one entry per class.
func (p *Weights) Score(keys []uint32, scores []int32) {
	for _, k := range keys {
		b := p.row(k, false)
		if b < 0 {
			continue
		}
		for t, v := range p.w[b : b+p.classes] {
			scores[t] += v
		}
	}
}

// Update rewards class gold and penalises class pred in the rows of keys
// (a negative pred penalises nothing). Callers update only on mistakes,
// and call [Weights.Step] after every example either way.
func (p *Weights) Update(keys []uint32, gold, pred int) {
	for _, k := range keys {
		b := p.row(k, true)
		p.w[b+gold]++
		p.u[b+gold] += p.c
		if pred >= 0 {
			p.w[b+pred]--
			p.u[b+pred] -= p.c
		}
	}
}

// Penalize penalises class in the rows of keys: the half of an update
// for a structured prediction, whose predicted and gold classes may come
// with different keys.
func (p *Weights) Penalize(keys []uint32, class int) {
	for _, k := range keys {
		b := p.row(k, true)
		p.w[b+class]--
		p.u[b+class] -= p.c
	}
}

// Step counts one training example, for the averages.
func (p *Weights) Step() { p.c++ }

// Row is one quantised row of averaged weights.
type Row struct {
	Key uint32
	W   []int16
}

// Quantize averages, quantises and prunes the trained weights: a weight
// is round(avg * scale) with scale at most 64 and small enough for int16;
// rows whose largest weight rounds below minWeight are dropped, and of the
// rest the maxRows with the largest sums of absolute weights stay (on
// equal sums, the lower key). The rows come back in key order; a dense
// row's key is its row number.
func (p *Weights) Quantize(minWeight, maxRows int) []Row {
	return p.QuantizeScaled(p.Scale(), minWeight, maxRows)
}

// Scale returns the factor [Weights.Quantize] multiplies the averaged
// weights by: 64, or less when the largest would not fit in an int16.
func (p *Weights) Scale() float64 {
	maxAbs := 0.0
	for i := range p.w {
		maxAbs = max(maxAbs, math.Abs(p.average(i)))
	}
	scale := 64.0
	if maxAbs*scale > math.MaxInt16 {
		scale = math.MaxInt16 / maxAbs
	}
	return scale
}

// average is the averaged weight at index i of w.
func (p *Weights) average(i int) float64 { return float64(p.w[i]) - float64(p.u[i])/float64(p.c) }

// QuantizeScaled is [Weights.Quantize] with the given scale, so that the
// rows of weights trained to add to another model's scores (a second
// pass) come out on that model's scale; weights beyond the int16 range
// are clamped.
func (p *Weights) QuantizeScaled(scale float64, minWeight, maxRows int) []Row {
	avg := make([]float64, len(p.w))
	for i := range p.w {
		avg[i] = p.average(i)
	}
	type ranked struct {
		Row
		sum int64
	}
	var rows []ranked
	for _, key := range p.rowKeys() {
		b := p.row(key, false)
		r := ranked{Row: Row{Key: key, W: make([]int16, p.classes)}}
		top := 0
		for t := range r.W {
			v := math.Round(avg[b+t] * scale)
			r.W[t] = int16(max(min(v, math.MaxInt16), -math.MaxInt16))
			a := int(math.Abs(float64(r.W[t])))
			r.sum += int64(a)
			top = max(top, a)
		}
		if top >= minWeight {
			rows = append(rows, r)
		}
	}
	slices.SortStableFunc(rows, func(a, b ranked) int { return cmp.Compare(b.sum, a.sum) })
	rows = rows[:min(len(rows), maxRows)]
	slices.SortFunc(rows, func(a, b ranked) int { return cmp.Compare(a.Key, b.Key) })
	out := make([]Row, len(rows))
	for i, r := range rows {
		out[i] = r.Row
	}
	return out
}

// rowKeys lists the keys of all rows in ascending order.
func (p *Weights) rowKeys() []uint32 {
	if p.mask != 0 {
		keys := make([]uint32, int(p.mask)+1)
		for i := range keys {
			keys[i] = uint32(i)
		}
		return keys
	}
	return slices.Sorted(slices.Values(p.keys))
}
