// Package familymemo remembers values computed from a concept family of
// the core pack, for the documents to come: stages that read the same
// families in document after document (their domains, hypernyms and
// reference lemmas) read the pack once per family instead of once per
// document. It is not for values that depend on a request's settings.
package familymemo

import "sync"

// MaxFamily bounds the ids a Memo keeps, and so its size: the core pack's
// family ids are dense, from 1 to some 120,000.
const MaxFamily = 1 << 20

// Memo keeps a value per family id, by id in a slice; ids from MaxFamily
// up are computed every time. The zero value is empty and ready to use.
// It is safe for concurrent use.
type Memo[T any] struct {
	mu   sync.RWMutex
	vals []T    // by family id
	done []bool // by family id: whether vals holds the family's value
}

// Get returns the value of fam, calling compute on first use. compute
// must depend on fam alone, and the values must not be modified.
func (m *Memo[T]) Get(fam uint32, compute func(uint32) T) T {
	i := int(fam)
	m.mu.RLock()
	if i < len(m.done) && m.done[i] {
		v := m.vals[i]
		m.mu.RUnlock()
		return v
	}
	m.mu.RUnlock()
	v := compute(fam)
	if i >= MaxFamily {
		return v
	}
	m.mu.Lock()
	if i >= len(m.done) {
		n := min(max(i+1, 2*len(m.done)), MaxFamily)
		m.vals = append(m.vals, make([]T, n-len(m.vals))...)
		m.done = append(m.done, make([]bool, n-len(m.done))...)
	}
	m.vals[i], m.done[i] = v, true
	m.mu.Unlock()
	return v
}
