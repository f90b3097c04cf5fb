package spell

import (
	"math"
	"strconv"
)

// learnedModel is the English error model learned from misspelling pairs
// (data/errors/en.txt, written by gen_errors.go): the cost, in nats, of
// each single-letter edit turning an intended word into the typed one,
// from add-k smoothed relative frequencies (Kernighan, Church and Gale
// 1990): substitutions, deletions and insertions per occurrence of the
// intended letter, transpositions per occurrence of the intended pair.
// Letters are a-z; every other letter shares one slot.
type learnedModel struct {
	sub, ins, trans [alphabet][alphabet]float64
	del             [alphabet]float64
}

const (
	alphabet   = 28 // a-z, other letters, start of word
	otherSlot  = 26
	startSlot  = 27
	learnedAdd = 0.5 // add-k smoothing of the counts
)

func slot(r rune) int {
	if r >= 'a' && r <= 'z' {
		return int(r - 'a')
	}
	return otherSlot
}

// parseLearned reads the counts file; nil when it holds no counts.
func parseLearned(text string) *learnedModel {
	var n [alphabet]float64
	var sub, ins, trans, bigram [alphabet][alphabet]float64
	var del [alphabet]float64
	key := func(s string) int {
		if s == "^" {
			return startSlot
		}
		rs := []rune(s)
		if len(rs) != 1 {
			return -1
		}
		return slot(rs[0])
	}
	seen := false
	eachLine(text, func(f []string) {
		if len(f) < 3 {
			return
		}
		v, err := strconv.ParseFloat(f[len(f)-1], 64)
		if err != nil {
			return
		}
		x := key(f[1])
		y := -1
		if len(f) == 4 {
			y = key(f[2])
		}
		if x < 0 || (len(f) == 4 && y < 0) {
			return
		}
		switch {
		case f[0] == "n" && len(f) == 3:
			n[x] += v
			seen = true
		case f[0] == "d" && len(f) == 3:
			del[x] += v
		case f[0] == "s" && y >= 0:
			sub[x][y] += v
		case f[0] == "i" && y >= 0:
			ins[x][y] += v
		case f[0] == "t" && y >= 0:
			trans[x][y] += v
		case f[0] == "b" && y >= 0:
			bigram[x][y] += v
		}
	})
	if !seen {
		return nil
	}
	m := &learnedModel{}
	cost := func(count, total float64) float64 {
		return -math.Log((count + learnedAdd) / (total + learnedAdd*alphabet))
	}
	for x := range alphabet {
		m.del[x] = cost(del[x], n[x])
		for y := range alphabet {
			m.sub[x][y] = cost(sub[x][y], n[x])
			m.ins[x][y] = cost(ins[x][y], n[x])
			m.trans[x][y] = cost(trans[x][y], bigram[x][y])
		}
	}
	return m
}

// distance is the learned cost of typing a for the intended word b: an
// optimal-string-alignment distance whose edits cost their learned
// negative log probability. buf is scratch space.
func (m *learnedModel) distance(a, b []rune, buf []float64) (float64, []float64) {
	la, lb := len(a), len(b)
	w := lb + 1
	n := (la + 1) * w
	if cap(buf) < n {
		buf = make([]float64, n)
	}
	d := buf[:n]
	d[0] = 0
	// Row 0: intended letters left out.
	for j := 1; j <= lb; j++ {
		d[j] = d[j-1] + m.del[slot(b[j-1])]
	}
	for i := 1; i <= la; i++ {
		ya := slot(a[i-1])
		// Column 0: typed letters before any intended one.
		d[i*w] = d[(i-1)*w] + m.ins[startSlot][ya]
		for j := 1; j <= lb; j++ {
			xb := slot(b[j-1])
			best := d[(i-1)*w+j-1]
			if a[i-1] != b[j-1] {
				best += m.sub[xb][ya]
			}
			best = min(best,
				d[(i-1)*w+j]+m.ins[xb][ya],
				d[i*w+j-1]+m.del[xb])
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] && a[i-1] != a[i-2] {
				best = min(best, d[(i-2)*w+j-2]+m.trans[slot(b[j-2])][xb])
			}
			d[i*w+j] = best
		}
	}
	return d[n-1], buf
}
