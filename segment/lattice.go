package segment

// lattice finds the most probable split of a run into words: a word
// lattice over units (code points, Thai clusters, syllables) whose edges
// are dictionary words scored by log probability, searched right to left
// by dynamic programming as jieba does.
type lattice struct {
	score []float64 // best score of the units from i to the end
	next  []int32   // unit index where the best first word from i ends
}

// reset sizes the lattice for n units.
func (l *lattice) reset(n int) {
	if cap(l.score) < n+1 {
		l.score = make([]float64, n+1)
		l.next = make([]int32, n+1)
	}
	l.score = l.score[:n+1]
	l.next = l.next[:n+1]
	l.score[n] = 0
}

// offer records a word from unit i to unit j (exclusive) with score s;
// the best path from j must already be known.
func (l *lattice) offer(i, j int, s float64) {
	s += l.score[j]
	if l.next[i] == 0 || s > l.score[i] || s == l.score[i] && int32(j) > l.next[i] {
		l.score[i] = s
		l.next[i] = int32(j)
	}
}
