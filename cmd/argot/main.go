// Command argot is the command-line face of the Argot library. It speaks the
// text-analysis service's JSON on stdin and stdout, so any request body of
// the service works as input.
//
//	argot parse [-lang L] [-settings JSON|@file] [TEXT|-]
//	argot parse -jsonl [-workers N] [-progress] < requests.jsonl
//	argot languages
//	argot extract [FILE|-]
//	argot similarity -lang1 L -lang2 L TEXT1 TEXT2 | -jsonl
//	argot transform -from L -to L [TEXT|-] | -jsonl
//	argot pack build [-src DIR] [-out DIR] [-lang L,...]
//	argot eval SUITE [-data DIR] [-json] [-lang L,...]
//
// Exit status: 0 when the run completed (in -jsonl mode even with failed
// lines, which are answered in place), 1 when it could not run, 2 for a usage
// error or a subcommand whose capability has not landed yet.
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
)

// exit statuses
const (
	exitOK    = 0
	exitFail  = 1
	exitUsage = 2
)

// usageError marks an error as a usage error (exit status 2).
type usageError struct{ msg string }

func (e usageError) Error() string { return e.msg }

func usagef(format string, args ...any) error { return usageError{fmt.Sprintf(format, args...)} }

// command is one subcommand.
type command struct {
	name    string
	summary string
	run     func(ctx context.Context, env *env, args []string) error
}

// env is what a command reads and writes; tests substitute it.
type env struct {
	stdin          io.Reader
	stdout, stderr io.Writer
	stderrIsTTY    bool
}

func commands() []command {
	return []command{
		{"parse", "analyse text: argot parse [-lang L] [-settings JSON|@file] [TEXT|-] | -jsonl [-workers N]", runParse},
		{"languages", "list the supported languages", runLanguages},
		{"extract", "strip markup: argot extract [FILE|-]", runExtract},
		{"detect", "detect languages: argot detect [-languages a|b] [-delimiter RE] [TEXT|-] | -jsonl", runDetect},
		{"compare-names", "compare two person names: argot compare-names -lang1 L -name1 N -lang2 L -name2 N | -jsonl", runCompareNames},
		{"similarity", "semantic similarity in 0..1: argot similarity -lang1 L -lang2 L TEXT1 TEXT2 | -jsonl", runSimilarity},
		{"transform", "translate or paraphrase: argot transform -from L -to L [TEXT|-] | -jsonl", runTransform},
		{"inflections", "inflected forms: argot inflections -lang L (-word W | -lexeme N | -family F) | -jsonl", runInflections},
		{"pack", "language packs: argot pack build [-src DIR] [-out DIR] [-lang L,...]", runPack},
		{"eval", "evaluation tables: argot eval SUITE [-data DIR] [-json] [-lang L,...]", runEval},
	}
}

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	e := &env{stdin: os.Stdin, stdout: os.Stdout, stderr: os.Stderr, stderrIsTTY: isTerminal(os.Stderr)}
	os.Exit(run(ctx, e, os.Args[1:]))
}

// run executes one command line and returns the exit status.
func run(ctx context.Context, e *env, args []string) int {
	if len(args) == 0 || args[0] == "-h" || args[0] == "-help" || args[0] == "--help" || args[0] == "help" {
		printUsage(e.stderr)
		if len(args) == 0 {
			return exitUsage
		}
		return exitOK
	}
	for _, c := range commands() {
		if c.name != args[0] {
			continue
		}
		err := c.run(ctx, e, args[1:])
		var ue usageError
		switch {
		case err == nil:
			return exitOK
		case errors.As(err, &ue):
			fmt.Fprintf(e.stderr, "argot %s: %s\n", c.name, ue.msg)
			return exitUsage
		default:
			fmt.Fprintf(e.stderr, "argot %s: %v\n", c.name, err)
			return exitFail
		}
	}
	fmt.Fprintf(e.stderr, "argot: unknown command %q\n", args[0])
	printUsage(e.stderr)
	return exitUsage
}

func printUsage(w io.Writer) {
	fmt.Fprintln(w, "usage: argot COMMAND [flags] [args]")
	fmt.Fprintln(w)
	for _, c := range commands() {
		fmt.Fprintf(w, "  %-14s %s\n", c.name, c.summary)
	}
}

func isTerminal(f *os.File) bool {
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}
