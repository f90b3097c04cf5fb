package lexdata

import (
	"bytes"
	"iter"
	"strings"
	"sync"
	"unsafe"
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

// OptionalReadSection is [Pack.ReadSection] for an optional section: nil
// when the pack does not have it. A reader that copies what it keeps of
// the bytes uses it, so that they need not live as long as the pack.
func (p *Pack) OptionalReadSection(name string) ([]byte, error) {
	if !p.Has(name) {
		return nil, nil
	}
	return p.ReadSection(name)
}

// TSVRows splits a TSV section into rows of fields, skipping blank lines
// and "#" comment lines (the header every table section starts with). The
// strings share raw's memory, so raw must not be modified afterwards
// (section bytes never are); the rows share one backing array.
func TSVRows(raw []byte) [][]string {
	rows := make([][]string, 0, bytes.Count(raw, []byte{'\n'})+1)
	fields := make([]string, 0, bytes.Count(raw, []byte{'\t'})+cap(rows))
	for f := range TSVFields(raw) {
		start := len(fields)
		fields = append(fields, f...)
		rows = append(rows, fields[start:len(fields):len(fields)])
	}
	if len(rows) == 0 {
		return nil
	}
	return rows
}

// TSVFields is TSVRows without a copy: it yields each row's fields in a
// slice that the next row reuses. The strings share raw's memory, as in
// TSVRows.
func TSVFields(raw []byte) iter.Seq[[]string] {
	return func(yield func([]string) bool) {
		var f []string
		for len(raw) > 0 {
			n := bytes.IndexByte(raw, '\n') + 1
			if n == 0 {
				n = len(raw)
			}
			line := unsafe.String(&raw[0], n)
			raw = raw[n:]
			for line != "" && (line[len(line)-1] == '\n' || line[len(line)-1] == '\r') {
				line = line[:len(line)-1]
			}
			if line == "" || strings.HasPrefix(line, "#") {
				continue
			}
			f = f[:0]
			for {
				i := strings.IndexByte(line, '\t')
				if i < 0 {
					break
				}
				f = append(f, line[:i])
				line = line[i+1:]
			}
			f = append(f, line)
			if !yield(f) {
				return
			}
		}
	}
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
