// Command build builds Argot's language packs from the lexical sources.
//
// Run from the module root:
//
//	go run ./lexdata/build -src ../shared/lexsrc -out packs
//
// By default it writes the Go package layout of the module's packs
// directory: <out>/<pkg>/<id>.argot with a generated Go file embedding it,
// and <out>/all combining them. With -flat it writes <out>/<id>.argot only,
// for use with os.DirFS. It is a thin wrapper over package
// lexdata/packbuild, which `argot pack build` also calls; it is not needed
// at run time.
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"strings"

	"github.com/argot-nlp/argot/lexdata/packbuild"
)

func main() {
	src := flag.String("src", "../shared/lexsrc", "lexical sources directory")
	out := flag.String("out", "packs", "output directory")
	langs := flag.String("lang", "", "comma-separated language ids to build (default: all, plus core)")
	flat := flag.Bool("flat", false, "write <out>/<id>.argot only, without Go packages")
	importPath := flag.String("importpath", "github.com/argot-nlp/argot/packs", "import path of -out, for the generated Go packages")
	flag.Usage = func() {
		fmt.Fprintf(flag.CommandLine.Output(), "usage: build [-src DIR] [-out DIR] [-lang L,...] [-flat]\n")
		flag.PrintDefaults()
	}
	flag.Parse()
	if flag.NArg() > 0 {
		flag.Usage()
		os.Exit(2)
	}
	var ids []string
	if *langs != "" {
		ids = strings.Split(*langs, ",")
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	var err error
	if *flat {
		err = packbuild.Build(ctx, *src, *out, ids, os.Stdout)
	} else {
		err = packbuild.BuildPackages(ctx, *src, *out, *importPath, ids, os.Stdout)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "build:", err)
		os.Exit(1)
	}
}
