package main

import (
	"context"
	"encoding/json"
	"flag"
	"runtime"

	"github.com/argot-nlp/argot"
)

func runCompareNames(ctx context.Context, e *env, args []string) error {
	fs := flag.NewFlagSet("compare-names", flag.ContinueOnError)
	fs.SetOutput(e.stderr)
	jsonl := fs.Bool("jsonl", false, "read one comparison request per line from stdin")
	workers := fs.Int("workers", runtime.GOMAXPROCS(0), "parallel workers for -jsonl")
	progress := fs.Bool("progress", false, "show progress on stderr")
	var req argot.NameComparisonRequest
	fs.StringVar(&req.Language1, "lang1", "en", "language of the first name")
	fs.StringVar(&req.Entity1, "name1", "", "first name")
	fs.StringVar(&req.Language2, "lang2", "en", "language of the second name")
	fs.StringVar(&req.Entity2, "name2", "", "second name")
	if err := fs.Parse(args); err != nil {
		return usagef("%v", err)
	}
	if fs.NArg() > 0 {
		return usagef("unexpected arguments %v", fs.Args())
	}
	a, err := argot.New()
	if err != nil {
		return err
	}
	if *jsonl {
		return answerLines(ctx, e, max(*workers, 1), *progress || e.stderrIsTTY, func(ctx context.Context, line []byte) (any, error) {
			var r argot.NameComparisonRequest
			if err := json.Unmarshal(line, &r); err != nil {
				return nil, &argot.Error{Status: 400, Message: "invalid JSON: " + err.Error(), Err: err}
			}
			return a.CompareNames(ctx, r)
		})
	}
	if req.Entity1 == "" || req.Entity2 == "" {
		return usagef("give -name1 and -name2, or -jsonl")
	}
	res, err := a.CompareNames(ctx, req)
	if err != nil {
		return reportError(e.stdout, argot.AsError(err))
	}
	return writeJSON(e.stdout, res)
}
