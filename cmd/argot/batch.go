package main

import (
	"context"
	"encoding/json"
	"flag"
	"runtime"

	"github.com/argot-nlp/argot"
)

// batchFlags are the flags of every command that answers one request or,
// with -jsonl, a request per line of stdin.
type batchFlags struct {
	jsonl    *bool
	workers  *int
	progress *bool
	packs    *string
}

// addBatchFlags defines -jsonl (described by jsonlHelp), -workers,
// -progress and -packs on fs.
func addBatchFlags(fs *flag.FlagSet, jsonlHelp string) batchFlags {
	return batchFlags{
		jsonl:    fs.Bool("jsonl", false, jsonlHelp),
		workers:  fs.Int("workers", runtime.GOMAXPROCS(0), "parallel workers for -jsonl"),
		progress: fs.Bool("progress", false, "show progress on stderr (default: when stderr is a terminal)"),
		packs:    fs.String("packs", "", "load packs from this directory instead of the embedded ones"),
	}
}

// analyzer opens the packs -packs names, or the embedded ones.
func (b batchFlags) analyzer() (*argot.Analyzer, error) { return newAnalyzer(*b.packs) }

// answer answers stdin's lines with answerLines, -workers at a time.
func (b batchFlags) answer(ctx context.Context, e *env, fn answerFunc) error {
	if *b.workers < 1 {
		return usagef("-workers must be at least 1")
	}
	return answerLines(ctx, e, *b.workers, *b.progress || e.stderrIsTTY, fn)
}

// answerRequests answers stdin's lines, each decoded by decode and
// answered by call; a line that does not decode is answered with the
// decoder's error.
func answerRequests[Req, Resp any](ctx context.Context, e *env, b batchFlags,
	decode func([]byte) (Req, error), call func(context.Context, Req) (Resp, error)) error {
	return b.answer(ctx, e, func(ctx context.Context, line []byte) (any, error) {
		r, err := decode(line)
		if err != nil {
			return nil, err
		}
		return call(ctx, r)
	})
}

// decodeJSON decodes a request line with encoding/json; bad JSON is a 400.
func decodeJSON[Req any](line []byte) (Req, error) {
	var r Req
	if err := json.Unmarshal(line, &r); err != nil {
		return r, &argot.Error{Status: 400, Message: "invalid JSON: " + err.Error(), Err: err}
	}
	return r, nil
}

// answerOne prints call's answer to req as JSON, or the service's error
// body when it fails.
func answerOne[Req, Resp any](ctx context.Context, e *env, call func(context.Context, Req) (Resp, error), req Req) error {
	res, err := call(ctx, req)
	if err != nil {
		return reportError(e.stdout, argot.AsError(err))
	}
	return writeJSON(e.stdout, res)
}
