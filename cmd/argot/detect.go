package main

import (
	"context"
	"flag"

	"github.com/argot-nlp/argot"
)

func runDetect(ctx context.Context, e *env, args []string) error {
	fs := flag.NewFlagSet("detect", flag.ContinueOnError)
	fs.SetOutput(e.stderr)
	var req argot.DetectionRequest
	fs.StringVar(&req.Languages, "languages", "", "language cues, a|b|c")
	fs.StringVar(&req.Delimiter, "delimiter", "", "regular expression splitting the text into segments")
	batch := addBatchFlags(fs, "read one detection request per line from stdin")
	if err := fs.Parse(args); err != nil {
		return usagef("%v", err)
	}
	a, err := batch.analyzer()
	if err != nil {
		return err
	}
	if *batch.jsonl {
		return answerRequests(ctx, e, batch, decodeJSON[argot.DetectionRequest], a.DetectLanguage)
	}
	if req.Content, err = textArg(e, fs.Args()); err != nil {
		return err
	}
	return answerOne(ctx, e, a.DetectLanguage, req)
}
