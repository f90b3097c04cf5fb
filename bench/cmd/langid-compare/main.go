// Command langid-compare prints Argot's language identification accuracy
// beside lingua-go's and whatlanggo's on the langid evaluation data:
//
//	go run ./bench/cmd/langid-compare [-data ../shared] [-lang a,b]
//
// It lives outside cmd/argot so that the peers are not linked into the
// argot command (see package bench/langidpeers).
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"strings"

	"github.com/argot-nlp/argot/bench"
	"github.com/argot-nlp/argot/bench/langidpeers"
)

func main() {
	data := flag.String("data", "", "the shared data folder (default $ARGOT_SHARED or ../shared)")
	langs := flag.String("lang", "", "comma-separated language ids (default: all)")
	flag.Parse()
	cfg := bench.Config{Data: *data}
	if *langs != "" {
		cfg.Langs = strings.Split(*langs, ",")
	}
	if err := langidpeers.Compare(context.Background(), cfg, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "langid-compare:", err)
		os.Exit(1)
	}
}
