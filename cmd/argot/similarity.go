package main

import (
	"context"
	"flag"
	"fmt"

	"github.com/argot-nlp/argot"
)

func runSimilarity(ctx context.Context, e *env, args []string) error {
	fs := flag.NewFlagSet("similarity", flag.ContinueOnError)
	fs.SetOutput(e.stderr)
	batch := addBatchFlags(fs, "read one similarity request per line from stdin")
	jsonl := batch.jsonl
	var req argot.SimilarityRequest
	fs.StringVar(&req.Language1, "lang1", "en", "language of the first text (* to detect)")
	fs.StringVar(&req.Language2, "lang2", "en", "language of the second text (* to detect)")
	if err := fs.Parse(args); err != nil {
		return usagef("%v", err)
	}
	if *jsonl && fs.NArg() > 0 {
		return usagef("-jsonl reads requests from stdin; no TEXT arguments")
	}
	if !*jsonl && fs.NArg() != 2 {
		return usagef("give TEXT1 and TEXT2, or -jsonl")
	}
	a, err := batch.analyzer()
	if err != nil {
		return err
	}
	if *jsonl {
		return answerRequests(ctx, e, batch, argot.DecodeSimilarityRequest, a.Similarity)
	}
	req.Content1, req.Content2 = fs.Arg(0), fs.Arg(1)
	return answerOne(ctx, e, a.Similarity, req)
}

func runTransform(ctx context.Context, e *env, args []string) error {
	fs := flag.NewFlagSet("transform", flag.ContinueOnError)
	fs.SetOutput(e.stderr)
	batch := addBatchFlags(fs, "read one transform request per line from stdin, answer one JSON string per line")
	jsonl := batch.jsonl
	var req argot.TransformRequest
	fs.StringVar(&req.From, "from", "*", "source language (* or a|b to detect)")
	fs.StringVar(&req.To, "to", "", "target language (the source's for a paraphrase)")
	if err := fs.Parse(args); err != nil {
		return usagef("%v", err)
	}
	if *jsonl && fs.NArg() > 0 {
		return usagef("-jsonl reads requests from stdin; no TEXT argument")
	}
	if !*jsonl && req.To == "" {
		return usagef("give -to L")
	}
	a, err := batch.analyzer()
	if err != nil {
		return err
	}
	if *jsonl {
		return answerRequests(ctx, e, batch, argot.DecodeTransformRequest, a.Transform)
	}
	if req.Content, err = textArg(e, fs.Args()); err != nil {
		return err
	}
	text, err := a.Transform(ctx, req)
	if err != nil {
		return reportError(e.stdout, argot.AsError(err))
	}
	_, err = fmt.Fprintln(e.stdout, text)
	return err
}
