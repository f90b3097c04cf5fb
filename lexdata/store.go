package lexdata

import (
	"errors"
	"fmt"
	"io/fs"
	"slices"
	"strings"
	"sync"
)

// ErrNoPack is wrapped by the error [Store.Language] returns when the file
// system holds no pack for the language.
var ErrNoPack = errors.New("no pack for language")

// CoreID is the id of the language-independent core pack (core.argot).
const CoreID = "core"

// Extension is the file name extension of a pack.
const Extension = ".argot"

// Language is a loaded language pack, read-only and shared by all requests.
// A nil *Language is valid and knows nothing: its methods return zero
// values.
type Language struct {
	id        string
	pack      *Pack
	stopwords map[string]struct{}
	lex       lexiconEntry // decoded on first lookup
}

// OpenLanguage opens an encoded language pack (a .argot file, or what
// [Writer.Bytes] returns): [Open] then [NewLanguage].
func OpenLanguage(data []byte) (*Language, error) {
	p, err := Open(data)
	if err != nil {
		return nil, err
	}
	return NewLanguage(p)
}

// NewLanguage makes a language handle from an opened pack, reading the
// sections the handle needs (meta and, when present, stopwords). Every
// call with the same pack returns the same handle (or error), so that
// all its users share one decoded lexicon.
func NewLanguage(p *Pack) (*Language, error) {
	p.langOnce.Do(func() { p.lang, p.langErr = newLanguage(p) })
	return p.lang, p.langErr
}

func newLanguage(p *Pack) (*Language, error) {
	m, err := p.Meta()
	if err != nil {
		return nil, err
	}
	l := &Language{id: m.Language, pack: p}
	if p.Has(SectionStopwords) {
		data, err := p.Section(SectionStopwords)
		if err != nil {
			return nil, err
		}
		set, err := ParseStringSet(data)
		if err != nil {
			return nil, fmt.Errorf("lexdata: section %q: %w", SectionStopwords, err)
		}
		// The keys are substrings of the section's bytes: no copies.
		l.stopwords = make(map[string]struct{}, set.Len())
		for i := range set.Len() {
			l.stopwords[set.At(i)] = struct{}{}
		}
	}
	return l, nil
}

// ID returns the language id ("en", "zh-TW", ...).
func (l *Language) ID() string {
	if l == nil {
		return ""
	}
	return l.id
}

// IsStopword reports whether word is a stopword of the language. word must
// already be lower-cased and in NFC, as the pack's list is.
func (l *Language) IsStopword(word string) bool {
	if l == nil {
		return false
	}
	_, ok := l.stopwords[word]
	return ok
}

// Pack returns the underlying pack, for stages that read their own
// sections.
func (l *Language) Pack() *Pack {
	if l == nil {
		return nil
	}
	return l.pack
}

// Store loads packs lazily from a file system holding <id>.argot files and
// core.argot at its root. It is safe for concurrent use. Each pack is loaded
// at most once; a failed load (a corrupt pack, a read error) is remembered
// and returned again. A missing file is not remembered, so the store's
// memory stays bounded whatever ids callers ask for.
type Store struct {
	fsys fs.FS

	mu      sync.Mutex
	entries map[string]*storeEntry

	coreOnce sync.Once
	core     *Core
	coreErr  error
}

type storeEntry struct {
	once sync.Once
	lang *Language
	pack *Pack
	err  error
}

// NewStore returns a store reading packs from fsys, for example
// github.com/argot-nlp/argot/packs/all.FS or os.DirFS(dir).
func NewStore(fsys fs.FS) *Store {
	return &Store{fsys: fsys, entries: map[string]*storeEntry{}}
}

// Language returns the loaded pack of language id. When fsys has no
// <id>.argot file the error wraps [ErrNoPack]; when the pack is corrupt it
// wraps [ErrCorrupt].
func (s *Store) Language(id string) (*Language, error) {
	if id == CoreID {
		return nil, fmt.Errorf("lexdata: %q is the core pack, not a language: %w", id, ErrNoPack)
	}
	e, err := s.entry(id)
	if err != nil {
		return nil, err
	}
	e.once.Do(func() {
		e.pack, e.err = s.open(id)
		if e.err != nil {
			return
		}
		e.lang, e.err = NewLanguage(e.pack)
		if e.err == nil && e.lang.id != id {
			e.lang, e.err = nil, corruptf("%s%s holds language %q", id, Extension, e.lang.id)
		}
		if e.err != nil {
			e.err = fmt.Errorf("lexdata: language %q: %w", id, e.err)
		}
	})
	return e.lang, e.err
}

// Core returns the core pack (core.argot). When fsys has none the error
// wraps [ErrNoPack].
func (s *Store) Core() (*Pack, error) {
	e, err := s.entry(CoreID)
	if err != nil {
		return nil, err
	}
	e.once.Do(func() {
		e.pack, e.err = s.open(CoreID)
		if e.err != nil {
			e.err = fmt.Errorf("lexdata: core pack: %w", e.err)
		}
	})
	return e.pack, e.err
}

// Families returns the concept families of the core pack (decoded once). When
// fsys has no core pack the error wraps [ErrNoPack].
func (s *Store) Families() (*Core, error) {
	s.coreOnce.Do(func() {
		p, err := s.Core()
		if err != nil {
			s.coreErr = err
			return
		}
		s.core, s.coreErr = NewCore(p)
	})
	return s.core, s.coreErr
}

// entry returns the cache entry of id, creating it only when the file
// exists.
func (s *Store) entry(id string) (*storeEntry, error) {
	s.mu.Lock()
	e := s.entries[id]
	s.mu.Unlock()
	if e != nil {
		return e, nil
	}
	name := id + Extension
	if id == "" || strings.ContainsAny(id, `/\`) || !fs.ValidPath(name) {
		return nil, fmt.Errorf("lexdata: language %q: %w", id, ErrNoPack)
	}
	if _, err := fs.Stat(s.fsys, name); err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, fmt.Errorf("lexdata: language %q: %w", id, ErrNoPack)
		}
		// Any other failure is a load failure: remember it below.
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if e = s.entries[id]; e == nil {
		e = &storeEntry{}
		s.entries[id] = e
	}
	return e, nil
}

func (s *Store) open(id string) (*Pack, error) {
	data, err := readPack(s.fsys, id+Extension)
	if err != nil {
		return nil, err
	}
	return Open(data)
}

// Languages returns the sorted ids of the languages that have a pack in
// the file system (whether or not the pack is valid), excluding the core
// pack. It returns nil when the file system's root cannot be read.
func (s *Store) Languages() []string {
	entries, err := fs.ReadDir(s.fsys, ".")
	if err != nil {
		return nil
	}
	var ids []string
	for _, de := range entries {
		id, ok := strings.CutSuffix(de.Name(), Extension)
		if !ok || de.IsDir() || id == "" || id == CoreID {
			continue
		}
		ids = append(ids, id)
	}
	slices.Sort(ids) // "zh-CN.argot" sorts before "zh.argot", but "zh" before "zh-CN"
	return ids
}
