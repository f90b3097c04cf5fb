package main

import (
	"context"
	"encoding/json"
	"flag"
	"runtime"

	"github.com/argot-nlp/argot"
)

func runInflections(ctx context.Context, e *env, args []string) error {
	fs := flag.NewFlagSet("inflections", flag.ContinueOnError)
	fs.SetOutput(e.stderr)
	var req argot.InflectionsRequest
	fs.StringVar(&req.Language, "lang", "en", "language id")
	fs.StringVar(&req.Word, "word", "", "a word whose lexemes to inflect")
	fs.Int64Var(&req.Lexeme, "lexeme", 0, "a lexeme id")
	fs.Int64Var(&req.Family, "family", 0, "a family id: every lexeme of the language in it")
	jsonl := fs.Bool("jsonl", false, "read one request per line from stdin ({language, lexeme|family|word})")
	workers := fs.Int("workers", runtime.GOMAXPROCS(0), "parallel workers for -jsonl")
	progress := fs.Bool("progress", false, "show progress on stderr")
	packs := fs.String("packs", "", "load packs from this directory instead of the embedded ones")
	if err := fs.Parse(args); err != nil {
		return usagef("%v", err)
	}
	if fs.NArg() > 0 {
		return usagef("unexpected arguments %v", fs.Args())
	}
	a, err := newAnalyzer(*packs)
	if err != nil {
		return err
	}
	if *jsonl {
		return answerLines(ctx, e, max(*workers, 1), *progress || e.stderrIsTTY, func(ctx context.Context, line []byte) (any, error) {
			var r argot.InflectionsRequest
			if err := json.Unmarshal(line, &r); err != nil {
				return nil, &argot.Error{Status: 400, Message: "invalid JSON: " + err.Error(), Err: err}
			}
			return a.Inflections(ctx, r)
		})
	}
	if req.Word == "" && req.Lexeme == 0 && req.Family == 0 {
		return usagef("give -word, -lexeme or -family, or -jsonl")
	}
	forms, err := a.Inflections(ctx, req)
	if err != nil {
		return reportError(e.stdout, argot.AsError(err))
	}
	return writeJSON(e.stdout, forms)
}
