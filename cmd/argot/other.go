package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/argot-nlp/argot"
	"github.com/argot-nlp/argot/bench"
	"github.com/argot-nlp/argot/lexdata/packbuild"
)

func runLanguages(_ context.Context, e *env, args []string) error {
	if len(args) > 0 {
		return usagef("languages takes no arguments")
	}
	a, err := argot.New()
	if err != nil {
		return err
	}
	return writeJSON(e.stdout, a.Languages())
}

func runExtract(_ context.Context, e *env, args []string) error {
	var in []byte
	var err error
	switch {
	case len(args) == 0 || (len(args) == 1 && args[0] == "-"):
		in, err = io.ReadAll(e.stdin)
	case len(args) == 1:
		in, err = os.ReadFile(args[0])
	default:
		return usagef("extract takes one FILE or -")
	}
	if err != nil {
		return err
	}
	a, err := argot.New()
	if err != nil {
		return err
	}
	text, err := a.ExtractText(in)
	if err != nil {
		return reportError(e.stdout, argot.AsError(err))
	}
	_, err = fmt.Fprintln(e.stdout, text)
	return err
}

func runPack(ctx context.Context, e *env, args []string) error {
	if len(args) == 0 || args[0] != "build" {
		return usagef("usage: argot pack build [-src DIR] [-out DIR] [-lang L,...] [-flat]")
	}
	fs := flag.NewFlagSet("pack build", flag.ContinueOnError)
	fs.SetOutput(e.stderr)
	src := fs.String("src", "../shared/lexsrc", "lexical sources")
	out := fs.String("out", "packs", "output directory")
	lang := fs.String("lang", "", "comma-separated language ids (default: all)")
	flat := fs.Bool("flat", false, "write <out>/<id>.argot only (for -packs DIR), without the Go packages")
	importPath := fs.String("importpath", "github.com/argot-nlp/argot/packs", "import path of -out, for the generated Go packages")
	if err := fs.Parse(args[1:]); err != nil {
		return usagef("%v", err)
	}
	if *flat {
		return packbuild.Build(ctx, *src, *out, splitList(*lang), e.stderr)
	}
	return packbuild.BuildPackages(ctx, *src, *out, *importPath, splitList(*lang), e.stderr)
}

func runEval(ctx context.Context, e *env, args []string) error {
	if len(args) == 0 || strings.HasPrefix(args[0], "-") {
		fmt.Fprintln(e.stderr, "usage: argot eval SUITE [-data DIR] [-json] [-lang L,...]")
		fmt.Fprintln(e.stderr, "suites:")
		for _, s := range bench.Suites() {
			fmt.Fprintf(e.stderr, "  %-16s %s\n", s.Name, s.Description)
		}
		return usagef("no suite given")
	}
	suite, ok := bench.Lookup(args[0])
	if !ok {
		return usagef("unknown suite %q", args[0])
	}
	fs := flag.NewFlagSet("eval", flag.ContinueOnError)
	fs.SetOutput(e.stderr)
	data := fs.String("data", "../shared", "the shared data folder (devsets, lexsrc)")
	asJSON := fs.Bool("json", false, "print JSON instead of Markdown")
	lang := fs.String("lang", "", "comma-separated language ids (default: all)")
	maxItems := fs.Int("max", 0, "items per file or language, for suites that can cap them (0: the suite's default)")
	mismatches := fs.Int("mismatches", 0, "print up to this many errors per file, for suites that can")
	if err := fs.Parse(args[1:]); err != nil {
		return usagef("%v", err)
	}
	cfg := bench.Config{Data: *data, JSON: *asJSON, Langs: splitList(*lang), MaxSentences: *maxItems, Mismatches: *mismatches}
	return suite.Run(ctx, cfg, e.stdout)
}

func splitList(s string) []string {
	if s == "" {
		return nil
	}
	var out []string
	for _, p := range strings.Split(s, ",") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}
