package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/argot-nlp/argot"
	"github.com/argot-nlp/argot/packs/all"
)

// newAnalyzer builds the analyzer the commands share: the embedded packs, or
// those in dir when given.
func newAnalyzer(dir string) (*argot.Analyzer, error) {
	if dir != "" {
		return argot.New(argot.WithPackDir(dir))
	}
	return argot.New(argot.WithPackFS(all.FS))
}

func runParse(ctx context.Context, e *env, args []string) error {
	fs := flag.NewFlagSet("parse", flag.ContinueOnError)
	fs.SetOutput(e.stderr)
	lang := fs.String("lang", "en", "language id")
	settings := fs.String("settings", "", "settings as JSON, or @FILE")
	batch := addBatchFlags(fs, "read one request object per line from stdin, answer one per line")
	if err := fs.Parse(args); err != nil {
		return usagef("%v", err)
	}
	a, err := batch.analyzer()
	if err != nil {
		return err
	}
	if *batch.jsonl {
		if fs.NArg() > 0 {
			return usagef("-jsonl reads requests from stdin; no TEXT argument")
		}
		return batch.answer(ctx, e, func(ctx context.Context, line []byte) (any, error) {
			return a.ParseJSON(ctx, line)
		})
	}

	text, err := textArg(e, fs.Args())
	if err != nil {
		return err
	}
	req := argot.Request{Language: *lang, Content: text}
	if *settings != "" {
		raw := []byte(*settings)
		if strings.HasPrefix(*settings, "@") {
			if raw, err = os.ReadFile((*settings)[1:]); err != nil {
				return err
			}
		}
		if err := json.Unmarshal(raw, &req.Settings); err != nil {
			return reportError(e.stdout, argot.AsError(badJSON(err)))
		}
	}
	resp, err := a.Parse(ctx, req)
	if err != nil {
		return reportError(e.stdout, argot.AsError(err))
	}
	return writeJSON(e.stdout, resp)
}

// badJSON turns a decoding error of the settings into a 400.
func badJSON(err error) error {
	if ae := argot.AsError(err); ae.Status == 400 {
		return ae
	}
	return &argot.Error{Status: 400, Key: "settings", Message: "invalid JSON: " + err.Error(), Err: err}
}

// reportError prints the service's error body and fails the command.
func reportError(w io.Writer, e *argot.Error) error {
	if err := writeJSON(w, e); err != nil {
		return err
	}
	return fmt.Errorf("%s", e.Message)
}

// textArg returns the text to analyse: the arguments joined, or stdin for
// "-" or no argument.
func textArg(e *env, args []string) (string, error) {
	if len(args) == 0 || (len(args) == 1 && args[0] == "-") {
		b, err := io.ReadAll(e.stdin)
		return string(b), err
	}
	return strings.Join(args, " "), nil
}

// marshal encodes v as one line of JSON without HTML escaping ("<" stays
// "<"), as the service writes it.
func marshal(v any) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

func writeJSON(w io.Writer, v any) error {
	b, err := marshal(v)
	if err != nil {
		return err
	}
	_, err = w.Write(b)
	return err
}

// answerFunc answers one request line with a value to encode or an error.
type answerFunc func(ctx context.Context, line []byte) (any, error)

// answerLines answers one request per input line, in input order, with
// workers in parallel. A failed line is answered in place with the error
// body and the run goes on.
func answerLines(ctx context.Context, e *env, workers int, showProgress bool, answer answerFunc) error {
	type job struct {
		line []byte
		out  chan []byte
	}
	jobs := make(chan job)
	order := make(chan chan []byte, 4*workers)

	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range jobs {
				j.out <- answerLine(ctx, answer, j.line)
			}
		}()
	}

	readErr := make(chan error, 1)
	go func() {
		defer close(order)
		defer close(jobs)
		r := bufio.NewReaderSize(e.stdin, 1<<16)
		for {
			line, err := r.ReadBytes('\n')
			if len(line) > 0 {
				out := make(chan []byte, 1)
				select {
				case order <- out:
				case <-ctx.Done():
					readErr <- ctx.Err()
					return
				}
				jobs <- job{line: line, out: out}
			}
			if err == io.EOF {
				readErr <- nil
				return
			}
			if err != nil {
				readErr <- err
				return
			}
		}
	}()

	w := bufio.NewWriter(e.stdout)
	start := time.Now()
	lastReport := start
	done := 0
	var writeErr error
	for out := range order {
		b := <-out
		if writeErr == nil {
			_, writeErr = w.Write(b)
		}
		done++
		if showProgress && time.Since(lastReport) >= time.Second {
			lastReport = time.Now()
			fmt.Fprintf(e.stderr, "\rargot: %d lines, %.0f lines/s", done, float64(done)/time.Since(start).Seconds())
		}
	}
	wg.Wait()
	if showProgress {
		fmt.Fprintf(e.stderr, "\rargot: %d lines in %s\n", done, time.Since(start).Round(time.Millisecond))
	}
	if err := w.Flush(); writeErr == nil {
		writeErr = err
	}
	if err := <-readErr; err != nil {
		return err
	}
	return writeErr
}

// answerLine answers one request line and returns the answer or error body,
// newline-terminated. It never fails: every fault becomes an error body.
func answerLine(ctx context.Context, answer answerFunc, line []byte) (out []byte) {
	defer func() {
		if r := recover(); r != nil {
			out = errorLine(&argot.Error{Status: 500, Message: fmt.Sprintf("internal error: %v", r)})
		}
	}()
	line = bytes.TrimSpace(line)
	if len(line) == 0 {
		return errorLine(&argot.Error{Status: 400, Message: "empty line: expected a request object"})
	}
	resp, err := answer(ctx, line)
	if err != nil {
		return errorLine(argot.AsError(err))
	}
	b, err := marshal(resp)
	if err != nil {
		return errorLine(argot.AsError(err))
	}
	return b
}

func errorLine(e *argot.Error) []byte {
	b, err := marshal(e)
	if err != nil {
		return []byte(`{"error":{"status":500,"message":"cannot encode error"}}` + "\n")
	}
	return b
}
