// Package conllu reads treebanks in the CoNLL-U format of Universal
// Dependencies (https://universaldependencies.org/format.html).
//
// It keeps what evaluation and training need: sentence comments (sent_id,
// text, newdoc, newpar), syntactic words with all ten columns, and the
// surface tokens of the text, where a multiword token (an ID range such as
// "3-4") is one surface token covering several words. Empty nodes
// (decimal IDs such as "8.1") are kept apart in Sentence.Empty. Files may be
// plain or zstd-compressed (".zst").
//
// The reader is not a validator: it accepts what UD releases contain and
// reports malformed lines as errors with their line number; it never panics
// on any input.
package conllu

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/klauspost/compress/zstd"
)

// Word is one syntactic word (a line with an integer ID).
type Word struct {
	ID     int
	Form   string
	Lemma  string
	UPOS   string
	XPOS   string
	Feats  string
	Head   int // -1 when the column is "_"
	Deprel string
	Deps   string
	Misc   string
}

// SpaceAfter reports whether the MISC column allows a space after the word
// (false when it carries SpaceAfter=No).
func (w *Word) SpaceAfter() bool { return spaceAfter(w.Misc) }

// Token is one surface token of the text: either a single word or a
// multiword token covering words First..Last (inclusive, 1-based IDs).
type Token struct {
	Form        string
	First, Last int
	Misc        string
}

// Multiword reports whether the token covers more than one word.
func (t *Token) Multiword() bool { return t.Last > t.First }

// SpaceAfter reports whether the MISC column allows a space after the token.
func (t *Token) SpaceAfter() bool { return spaceAfter(t.Misc) }

// Sentence is one sentence of a treebank.
type Sentence struct {
	// ID is the sent_id comment, Text the text comment.
	ID, Text string
	// NewDoc and NewPar are set when the sentence starts a document or a
	// paragraph; DocID and ParID hold the ids when given.
	NewDoc, NewPar bool
	DocID, ParID   string
	// Comments are all comment lines without the leading "# ".
	Comments []string
	// Words are the syntactic words in order (Words[i].ID == i+1 in valid
	// files); Tokens the surface tokens.
	Words  []Word
	Tokens []Token
	// Empty holds the lines of empty nodes, unparsed.
	Empty []string
	// Line is the 1-based line number of the sentence's first line.
	Line int
}

// Reader reads sentences one at a time.
type Reader struct {
	sc      *bufio.Scanner
	line    int
	closers []io.Closer
}

// NewReader reads CoNLL-U text from r.
func NewReader(r io.Reader) *Reader {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64*1024), 16*1024*1024)
	return &Reader{sc: sc}
}

// Open opens a .conllu file, decompressing it when its name ends in ".zst".
// The caller must Close the reader.
func Open(path string) (*Reader, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	if !strings.HasSuffix(path, ".zst") {
		r := NewReader(f)
		r.closers = append(r.closers, f)
		return r, nil
	}
	zr, err := zstd.NewReader(f)
	if err != nil {
		f.Close()
		return nil, fmt.Errorf("conllu: %s: %w", path, err)
	}
	r := NewReader(zr)
	r.closers = append(r.closers, closerFunc(func() error { zr.Close(); return nil }), f)
	return r, nil
}

type closerFunc func() error

func (f closerFunc) Close() error { return f() }

// Close releases the files opened by Open.
func (r *Reader) Close() error {
	var errs []error
	for _, c := range r.closers {
		errs = append(errs, c.Close())
	}
	r.closers = nil
	return errors.Join(errs...)
}

// ReadFile reads all sentences of a file (see Open).
func ReadFile(path string) ([]*Sentence, error) {
	r, err := Open(path)
	if err != nil {
		return nil, err
	}
	defer r.Close()
	return r.ReadAll()
}

// Parse reads all sentences from r.
func Parse(r io.Reader) ([]*Sentence, error) { return NewReader(r).ReadAll() }

// ReadAll reads the remaining sentences.
func (r *Reader) ReadAll() ([]*Sentence, error) {
	var out []*Sentence
	for {
		s, err := r.Next()
		if err == io.EOF {
			return out, nil
		}
		if err != nil {
			return out, err
		}
		out = append(out, s)
	}
}

// Next returns the next sentence, or io.EOF after the last one.
func (r *Reader) Next() (*Sentence, error) {
	var s *Sentence
	for r.sc.Scan() {
		r.line++
		line := strings.TrimRight(r.sc.Text(), "\r")
		if strings.TrimSpace(line) == "" {
			if s != nil {
				return s, s.finish()
			}
			continue
		}
		if s == nil {
			s = &Sentence{Line: r.line}
		}
		if line[0] == '#' {
			s.comment(strings.TrimSpace(line[1:]))
			continue
		}
		if err := s.addLine(line); err != nil {
			return nil, fmt.Errorf("conllu: line %d: %w", r.line, err)
		}
	}
	if err := r.sc.Err(); err != nil {
		return nil, fmt.Errorf("conllu: line %d: %w", r.line, err)
	}
	if s != nil {
		return s, s.finish()
	}
	return nil, io.EOF
}

func (s *Sentence) comment(c string) {
	s.Comments = append(s.Comments, c)
	key, val, hasEq := strings.Cut(c, "=")
	key = strings.TrimSpace(key)
	if hasEq {
		val = strings.TrimSpace(val)
	}
	switch {
	case key == "text" && hasEq:
		s.Text = val
	case key == "sent_id" && hasEq:
		s.ID = val
	case key == "newdoc" || strings.HasPrefix(key, "newdoc "):
		s.NewDoc = true
		if hasEq {
			s.DocID = val
		}
	case key == "newpar" || strings.HasPrefix(key, "newpar "):
		s.NewPar = true
		if hasEq {
			s.ParID = val
		}
	}
}

func (s *Sentence) addLine(line string) error {
	cols := strings.Split(line, "\t")
	if len(cols) != 10 {
		return fmt.Errorf("%d columns, want 10", len(cols))
	}
	id := cols[0]
	if strings.Contains(id, ".") {
		s.Empty = append(s.Empty, line)
		return nil
	}
	if a, b, ok := strings.Cut(id, "-"); ok {
		first, err1 := strconv.Atoi(a)
		last, err2 := strconv.Atoi(b)
		if err1 != nil || err2 != nil || first < 1 || last < first {
			return fmt.Errorf("bad range %q", id)
		}
		s.Tokens = append(s.Tokens, Token{Form: cols[1], First: first, Last: last, Misc: cols[9]})
		return nil
	}
	n, err := strconv.Atoi(id)
	if err != nil || n < 1 {
		return fmt.Errorf("bad id %q", id)
	}
	head := -1
	if cols[6] != "_" {
		h, err := strconv.Atoi(cols[6])
		if err != nil {
			return fmt.Errorf("bad head %q", cols[6])
		}
		head = h
	}
	s.Words = append(s.Words, Word{ID: n, Form: cols[1], Lemma: cols[2], UPOS: cols[3], XPOS: cols[4],
		Feats: cols[5], Head: head, Deprel: cols[7], Deps: cols[8], Misc: cols[9]})
	// A word inside the last multiword range is covered by it.
	if k := len(s.Tokens); k > 0 && s.Tokens[k-1].First <= n && n <= s.Tokens[k-1].Last {
		return nil
	}
	s.Tokens = append(s.Tokens, Token{Form: cols[1], First: n, Last: n, Misc: cols[9]})
	return nil
}

func (s *Sentence) finish() error {
	if len(s.Words) == 0 && len(s.Tokens) > 0 {
		return fmt.Errorf("conllu: sentence at line %d: multiword token without words", s.Line)
	}
	return nil
}

func spaceAfter(misc string) bool {
	for misc != "" {
		var f string
		f, misc, _ = strings.Cut(misc, "|")
		if f == "SpaceAfter=No" {
			return false
		}
	}
	return true
}

// DictionaryLemma reads a treebank lemma as a dictionary lemma. Finnish TDT
// and FTB mark compound joints with "#" (aamu#pala); Korean GSD and Kaist
// lemmas of a word (eojeol) list its morphemes joined by "+" (학교+에서,
// 먹+었+다): the first is the content word, and verbs and adjectives take
// the dictionary ending -다. Persian PerDT and Seraji lemmatise verbs to
// the past stem (کرد, گفت), dictionaries to the infinitive, the past stem
// + ن (کردن, گفتن).
func DictionaryLemma(lang, lemma, upos string) string {
	switch lang {
	case "fa":
		if upos == "VERB" && (strings.HasSuffix(lemma, "د") || strings.HasSuffix(lemma, "ت")) {
			return lemma + "ن"
		}
	case "fi":
		if len(lemma) > 1 {
			return strings.ReplaceAll(lemma, "#", "")
		}
	case "ko":
		first, _, found := strings.Cut(lemma, "+")
		if !found || first == "" {
			return lemma
		}
		if (upos == "VERB" || upos == "ADJ") && !strings.HasSuffix(first, "다") {
			first += "다"
		}
		return first
	}
	return lemma
}
