// Package bench holds Argot's evaluation suites and Go benchmarks.
//
// An evaluation suite reads public data from the shared folder (by default
// ../shared next to the repository: lexsrc for treebanks and lexicons,
// devsets for task data), scores Argot with the measure the field uses and
// prints a Markdown table, or JSON. The command-line tool runs them with
// `argot eval SUITE [-data DIR] [-json]`. Suites are for reporting, not for
// tuning against: held-out test sets are scored elsewhere.
package bench

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"sort"
	"sync"

	"github.com/argot-nlp/argot/lexdata"
	"github.com/argot-nlp/argot/packs/all"
)

// Config is the input of a suite run.
type Config struct {
	// Data is the path to the shared folder; "" means $ARGOT_SHARED or
	// "../shared".
	Data string
	// JSON asks for JSON output instead of a Markdown table.
	JSON bool
	// Langs restricts the run to these language ids; empty means all.
	Langs []string
	// Mismatches, when positive, makes suites that can print up to this
	// many errors per language after the table (for error analysis).
	Mismatches int
	// MaxSentences, when positive, limits the sentences read per language
	// (for quick checks).
	MaxSentences int
}

// DataDir returns the shared folder the run reads.
func (c Config) DataDir() string {
	if c.Data != "" {
		return c.Data
	}
	if d := os.Getenv("ARGOT_SHARED"); d != "" {
		return d
	}
	return "../shared"
}

func (c Config) wants(lang string) bool {
	if len(c.Langs) == 0 {
		return true
	}
	for _, l := range c.Langs {
		if l == lang {
			return true
		}
	}
	return false
}

// Suite is one evaluation.
type Suite struct {
	Name, Description string
	Run               func(ctx context.Context, cfg Config, w io.Writer) error
}

var suites = map[string]Suite{}

func register(s Suite) { suites[s.Name] = s }

// Suites returns the evaluation suites sorted by name.
func Suites() []Suite {
	out := make([]Suite, 0, len(suites))
	for _, s := range suites {
		out = append(out, s)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// Lookup returns the suite with the given name.
func Lookup(name string) (Suite, bool) {
	s, ok := suites[name]
	return s, ok
}

// packStore is the packs every suite scores: those in $ARGOT_PACKS (a
// directory of <id>.argot files, such as a fresh
// `go run ./lexdata/build -flat -out DIR`) or, when unset, the embedded ones.
var packStore = sync.OnceValue(func() *lexdata.Store {
	if dir := os.Getenv("ARGOT_PACKS"); dir != "" {
		return lexdata.NewStore(os.DirFS(dir))
	}
	return lexdata.NewStore(all.FS)
})

// perLanguage runs eval for each of langs that cfg wants, in order.
func perLanguage[R any](ctx context.Context, cfg Config, langs []string, eval func(context.Context, Config, string) (R, error)) ([]R, error) {
	var rows []R
	for _, lang := range langs {
		if !cfg.wants(lang) {
			continue
		}
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		row, err := eval(ctx, cfg, lang)
		if err != nil {
			return nil, err
		}
		rows = append(rows, row)
	}
	return rows, nil
}

// tableRows runs eval for each of langs that cfg wants (perLanguage). With
// -json it writes the rows and returns none; otherwise it prints the
// table's header and separator lines and returns the rows for the caller
// to print beneath them.
func tableRows[R any](ctx context.Context, cfg Config, w io.Writer, langs []string,
	eval func(context.Context, Config, string) (R, error), header, separator string) ([]R, error) {
	rows, err := perLanguage(ctx, cfg, langs, eval)
	if err != nil {
		return nil, err
	}
	if cfg.JSON {
		return nil, writeJSON(w, rows)
	}
	fmt.Fprintln(w, header)
	fmt.Fprintln(w, separator)
	return rows, nil
}

// packLanguage opens lang from the packs the suites score. A language
// without a pack is no error: it comes back nil with the note "no pack",
// for the suite's row.
func packLanguage(lang string) (l *lexdata.Language, note string, err error) {
	l, err = packStore().Language(lang)
	if errors.Is(err, lexdata.ErrNoPack) {
		return nil, "no pack", nil
	}
	return l, "", err
}

// writeJSON prints v as indented JSON, the -json form of a suite.
func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

// printErrors lists a suite's errors for analysis (Config.Mismatches)
// under a heading; nothing when there are none.
func printErrors(w io.Writer, heading string, lines []string) {
	if len(lines) == 0 {
		return
	}
	fmt.Fprintf(w, "\n### %s\n\n", heading)
	for _, l := range lines {
		fmt.Fprintln(w, l)
	}
}
