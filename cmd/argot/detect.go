package main

import (
	"context"
	"encoding/json"
	"flag"
	"runtime"

	"github.com/argot-nlp/argot"
)

func runDetect(ctx context.Context, e *env, args []string) error {
	fs := flag.NewFlagSet("detect", flag.ContinueOnError)
	fs.SetOutput(e.stderr)
	var req argot.DetectionRequest
	fs.StringVar(&req.Languages, "languages", "", "language cues, a|b|c")
	fs.StringVar(&req.Delimiter, "delimiter", "", "regular expression splitting the text into segments")
	jsonl := fs.Bool("jsonl", false, "read one detection request per line from stdin")
	workers := fs.Int("workers", runtime.GOMAXPROCS(0), "parallel workers for -jsonl")
	progress := fs.Bool("progress", false, "show progress on stderr")
	packs := fs.String("packs", "", "load packs from this directory instead of the embedded ones")
	if err := fs.Parse(args); err != nil {
		return usagef("%v", err)
	}
	a, err := newAnalyzer(*packs)
	if err != nil {
		return err
	}
	if *jsonl {
		return answerLines(ctx, e, max(*workers, 1), *progress || e.stderrIsTTY, func(ctx context.Context, line []byte) (any, error) {
			var r argot.DetectionRequest
			if err := json.Unmarshal(line, &r); err != nil {
				return nil, &argot.Error{Status: 400, Message: "invalid JSON: " + err.Error(), Err: err}
			}
			return a.DetectLanguage(ctx, r)
		})
	}
	if req.Content, err = textArg(e, fs.Args()); err != nil {
		return err
	}
	det, err := a.DetectLanguage(ctx, req)
	if err != nil {
		return reportError(e.stdout, argot.AsError(err))
	}
	return writeJSON(e.stdout, det)
}
