package main

import (
	"context"
	"flag"

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
	batch := addBatchFlags(fs, "read one request per line from stdin ({language, lexeme|family|word})")
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
		return answerRequests(ctx, e, batch, decodeJSON[argot.InflectionsRequest], a.Inflections)
	}
	if req.Word == "" && req.Lexeme == 0 && req.Family == 0 {
		return usagef("give -word, -lexeme or -family, or -jsonl")
	}
	return answerOne(ctx, e, a.Inflections, req)
}
