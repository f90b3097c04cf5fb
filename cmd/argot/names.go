package main

import (
	"context"
	"flag"

	"github.com/argot-nlp/argot"
)

func runCompareNames(ctx context.Context, e *env, args []string) error {
	fs := flag.NewFlagSet("compare-names", flag.ContinueOnError)
	fs.SetOutput(e.stderr)
	batch := addBatchFlags(fs, "read one comparison request per line from stdin")
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
	a, err := batch.analyzer()
	if err != nil {
		return err
	}
	if *batch.jsonl {
		return answerRequests(ctx, e, batch, decodeJSON[argot.NameComparisonRequest], a.CompareNames)
	}
	if req.Entity1 == "" || req.Entity2 == "" {
		return usagef("give -name1 and -name2, or -jsonl")
	}
	return answerOne(ctx, e, a.CompareNames, req)
}
