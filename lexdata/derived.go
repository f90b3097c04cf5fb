package lexdata

import (
	"bytes"
	"strings"
	"sync"
)

// OptionalSection returns a section's bytes, or nil when the pack does not
// have it. Stages read their optional knowledge through it: a pack built
// without a source simply lacks the section.
func (p *Pack) OptionalSection(name string) ([]byte, error) {
	if !p.Has(name) {
		return nil, nil
	}
	return p.Section(name)
}

// TSVRows splits a TSV section into rows of fields, skipping blank lines
// and "#" comment lines (the header every table section starts with).
func TSVRows(raw []byte) [][]string {
	var rows [][]string
	for line := range bytes.Lines(raw) {
		s := strings.TrimRight(string(line), "\r\n")
		if s == "" || strings.HasPrefix(s, "#") {
			continue
		}
		rows = append(rows, strings.Split(s, "\t"))
	}
	return rows
}

// Derived caches what a stage derives from a pack (a decoded model, an
// index), built once per key and shared by concurrent callers. Packs are
// immutable and live as long as their store, so keying by *Pack holds at
// most one entry per loaded pack. The zero value is ready to use.
type Derived[K comparable, T any] struct {
	m sync.Map // K -> *derivedEntry[T]
}

type derivedEntry[T any] struct {
	once sync.Once
	v    T
	err  error
}

// Get returns the value for key, calling build the first time only; an
// error is cached like a value.
func (d *Derived[K, T]) Get(key K, build func() (T, error)) (T, error) {
	v, _ := d.m.LoadOrStore(key, &derivedEntry[T]{})
	e := v.(*derivedEntry[T])
	e.once.Do(func() { e.v, e.err = build() })
	return e.v, e.err
}
