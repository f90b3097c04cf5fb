// Package pipeline runs analysis stages over a document.
//
// A stage reads what earlier stages wrote on the document and adds its own
// annotations. The runner checks the context between stages and turns a
// panic inside a stage into an error, so that one bad request never crashes
// the caller.
package pipeline

import (
	"context"
	"fmt"
	"runtime/debug"

	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/lexdata"
)

// Stage is one step of the analysis.
type Stage interface {
	// Name identifies the stage in errors and logs.
	Name() string
	// Run annotates d. lang is the loaded language pack, or nil when no pack
	// is available for d.Lang; a stage that needs knowledge from the pack
	// then adds nothing.
	Run(ctx context.Context, d *doc.Document, lang *lexdata.Language) error
}

// StageError reports a stage that failed or panicked.
type StageError struct {
	Stage string
	Err   error
	// Panicked is set when the stage panicked; Stack then holds its trace.
	Panicked bool
	Stack    []byte
}

func (e *StageError) Error() string {
	if e.Panicked {
		return fmt.Sprintf("stage %s panicked: %v", e.Stage, e.Err)
	}
	return fmt.Sprintf("stage %s: %v", e.Stage, e.Err)
}

func (e *StageError) Unwrap() error { return e.Err }

// Run runs the stages in order. It stops at the first error, at a cancelled
// context, or at a panic, which it reports as a *StageError.
func Run(ctx context.Context, stages []Stage, d *doc.Document, lang *lexdata.Language) error {
	for _, s := range stages {
		if err := ctx.Err(); err != nil {
			return err
		}
		if err := runOne(ctx, s, d, lang); err != nil {
			return err
		}
	}
	return ctx.Err()
}

func runOne(ctx context.Context, s Stage, d *doc.Document, lang *lexdata.Language) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = &StageError{Stage: s.Name(), Err: fmt.Errorf("%v", r), Panicked: true, Stack: debug.Stack()}
		}
	}()
	if e := s.Run(ctx, d, lang); e != nil {
		if ctx.Err() != nil && e == ctx.Err() {
			return e
		}
		return &StageError{Stage: s.Name(), Err: e}
	}
	return nil
}
