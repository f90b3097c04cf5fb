package main

import (
	"context"
	"flag"
	"fmt"
	"runtime"

	"github.com/argot-nlp/argot"
)

func runSimilarity(ctx context.Context, e *env, args []string) error {
	fs := flag.NewFlagSet("similarity", flag.ContinueOnError)
	fs.SetOutput(e.stderr)
	jsonl := fs.Bool("jsonl", false, "read one similarity request per line from stdin")
	workers := fs.Int("workers", runtime.GOMAXPROCS(0), "parallel workers for -jsonl")
	progress := fs.Bool("progress", false, "show progress on stderr")
	packs := fs.String("packs", "", "load packs from this directory instead of the embedded ones")
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
	a, err := newAnalyzer(*packs)
	if err != nil {
		return err
	}
	if *jsonl {
		return answerLines(ctx, e, max(*workers, 1), *progress || e.stderrIsTTY, func(ctx context.Context, line []byte) (any, error) {
			r, err := argot.DecodeSimilarityRequest(line)
			if err != nil {
				return nil, err
			}
			return a.Similarity(ctx, r)
		})
	}
	req.Content1, req.Content2 = fs.Arg(0), fs.Arg(1)
	score, err := a.Similarity(ctx, req)
	if err != nil {
		return reportError(e.stdout, argot.AsError(err))
	}
	return writeJSON(e.stdout, score)
}

func runTransform(ctx context.Context, e *env, args []string) error {
	fs := flag.NewFlagSet("transform", flag.ContinueOnError)
	fs.SetOutput(e.stderr)
	jsonl := fs.Bool("jsonl", false, "read one transform request per line from stdin, answer one JSON string per line")
	workers := fs.Int("workers", runtime.GOMAXPROCS(0), "parallel workers for -jsonl")
	progress := fs.Bool("progress", false, "show progress on stderr")
	packs := fs.String("packs", "", "load packs from this directory instead of the embedded ones")
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
	a, err := newAnalyzer(*packs)
	if err != nil {
		return err
	}
	if *jsonl {
		return answerLines(ctx, e, max(*workers, 1), *progress || e.stderrIsTTY, func(ctx context.Context, line []byte) (any, error) {
			r, err := argot.DecodeTransformRequest(line)
			if err != nil {
				return nil, err
			}
			return a.Transform(ctx, r)
		})
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
