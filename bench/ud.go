package bench

import (
	"context"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"sort"
	"strings"

	"github.com/argot-nlp/argot/internal/conllu"
)

// devReader reads the primary UD dev file of a language (the first by
// name under lexsrc/ud/<lang>), the text most suites score on.
type devReader struct {
	// Name is the file's name without ".zst" ("en_ewt-ud-dev.conllu").
	Name string
	// N is the index of the sentence Next returned last (0 for the first).
	N   int
	r   *conllu.Reader
	max int
}

// openDev opens the dev file of lang; it returns nil and no error when
// the language has none.
func openDev(cfg Config, lang string) (*devReader, error) {
	files, _ := filepath.Glob(filepath.Join(cfg.DataDir(), "lexsrc", "ud", lang, "*-ud-dev.conllu*"))
	if len(files) == 0 {
		return nil, nil
	}
	sort.Strings(files)
	r, err := conllu.Open(files[0])
	if err != nil {
		return nil, err
	}
	return &devReader{Name: strings.TrimSuffix(filepath.Base(files[0]), ".zst"), N: -1, r: r, max: cfg.MaxSentences}, nil
}

// Next returns the next sentence, or nil at the end of the file or after
// cfg.MaxSentences sentences; it stops with ctx's error when ctx is done.
func (d *devReader) Next(ctx context.Context) (*conllu.Sentence, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if d.max > 0 && d.N+1 >= d.max {
		return nil, nil
	}
	s, err := d.r.Next()
	if errors.Is(err, io.EOF) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	d.N++
	return s, nil
}

// Close closes the file.
func (d *devReader) Close() error { return d.r.Close() }

// Each calls fn with every sentence Next returns, in order. A reading error
// comes back wrapped with the suite's name and lang; fn's error as it is,
// and it stops the walk.
func (d *devReader) Each(ctx context.Context, suite, lang string, fn func(*conllu.Sentence) error) error {
	for {
		s, err := d.Next(ctx)
		if err != nil {
			return fmt.Errorf("%s %s: %w", suite, lang, err)
		}
		if s == nil {
			return nil
		}
		if err := fn(s); err != nil {
			return err
		}
	}
}
