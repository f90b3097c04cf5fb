package argot

import (
	"io/fs"
	"log/slog"
	"os"
)

// Option configures an Analyzer.
type Option func(*config) error

type config struct {
	packs        fs.FS
	maxInput     int
	reducedAbove int
	languages    []string
	logger       *slog.Logger
}

// Defaults of the size options.
const (
	// DefaultMaxInput is the largest content, in bytes, Parse accepts
	// unless WithMaxInput says otherwise.
	DefaultMaxInput = 1 << 20
	// DefaultReducedOutputAbove is the content size, in code points, above
	// which Parse drops words, parses and n-best output and sets
	// reduced_output, keeping the analyses.
	DefaultReducedOutputAbove = 50_000
)

func defaultConfig() config {
	return config{
		maxInput:     DefaultMaxInput,
		reducedAbove: DefaultReducedOutputAbove,
		logger:       slog.New(slog.DiscardHandler),
	}
}

// WithPackFS makes the analyzer load language packs (<lang>.argot and
// core.argot) from fsys, lazily, once per language. The packs/all package
// offers every embedded pack as one fs.FS; packs/<lang> offers one each.
// Without packs the analyzer still tokenizes, but stages that need lexical
// knowledge add nothing.
func WithPackFS(fsys fs.FS) Option {
	return func(c *config) error {
		c.packs = fsys
		return nil
	}
}

// WithPackDir loads packs from a directory on disk, such as the output of
// `argot pack build`.
func WithPackDir(dir string) Option {
	return func(c *config) error {
		st, err := os.Stat(dir)
		if err != nil {
			return err
		}
		if !st.IsDir() {
			return &Error{Status: 500, Message: dir + " is not a directory"}
		}
		c.packs = os.DirFS(dir)
		return nil
	}
}

// WithMaxInput sets the largest content, in bytes, that Parse accepts; larger
// content is a 400 for key "content". Zero or less means no limit.
func WithMaxInput(bytes int) Option {
	return func(c *config) error {
		c.maxInput = bytes
		return nil
	}
}

// WithReducedOutputAbove sets the content size, in code points, above which
// the response drops words, parses and n-best output and sets
// reduced_output. Zero or less means never.
func WithReducedOutputAbove(codePoints int) Option {
	return func(c *config) error {
		c.reducedAbove = codePoints
		return nil
	}
}

// WithLanguages restricts the analyzer to the given language ids; requests in
// other languages are a 400.
func WithLanguages(ids ...string) Option {
	return func(c *config) error {
		for _, id := range ids {
			norm, ok := normalizeLanguage(id)
			if !ok {
				return badRequest("language", "unknown language %q", id)
			}
			c.languages = append(c.languages, norm)
		}
		return nil
	}
}

// WithLogger sets the logger for internal faults (recovered panics). The
// default discards.
func WithLogger(l *slog.Logger) Option {
	return func(c *config) error {
		if l != nil {
			c.logger = l
		}
		return nil
	}
}
