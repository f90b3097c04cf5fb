package bench

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

func TestShortSource(t *testing.T) {
	tests := map[string]string{
		"github.com/omwn/omw-data wns/wikt/wn-wikt-deu.tab":                      "wikt",
		"github.com/omwn/omw-data wns/fra/wn-data-fra.tab":                       "omw:fra",
		"lexsrc omw/fiwn/wn-data-fin.tab (derived)":                              "omw:fiwn",
		"hunspell no-nn.aff+.dic from npm dictionary-nn":                         "hunspell:no-nn",
		"github.com/UniversalDependencies/UD_English-EWT en_ewt-ud-train.conllu": "UD:en_ewt-ud-train",
		"github.com/globalwordnet/cili ili-map-pwn30.tab":                        "",
	}
	for in, want := range tests {
		if got := shortSource(in); got != want {
			t.Errorf("shortSource(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestCoverageSuite prints the coverage table when the shared data is
// present (all sentences with ARGOT_COVERAGE_FULL=1; ARGOT_COVERAGE_MISSES=n
// lists n uncovered tokens per language). It checks the targets on English.
func TestCoverageSuite(t *testing.T) {
	cfg := Config{MaxSentences: 300, Data: os.Getenv("ARGOT_SHARED")}
	if cfg.Data == "" {
		cfg.Data = "../../shared"
	}
	if _, err := os.Stat(filepath.Join(cfg.DataDir(), "lexsrc", "ud")); err != nil {
		t.Skip("no shared data:", err)
	}
	if os.Getenv("ARGOT_COVERAGE_FULL") != "" {
		cfg.MaxSentences = 0
	}
	if n, err := strconv.Atoi(os.Getenv("ARGOT_COVERAGE_MISSES")); err == nil {
		cfg.Mismatches = n
	}
	if testing.Short() {
		cfg.Langs = []string{"en", "de"}
	}
	var buf bytes.Buffer
	s, ok := Lookup("coverage")
	if !ok {
		t.Fatal("suite not registered")
	}
	if err := s.Run(context.Background(), cfg, &buf); err != nil {
		t.Fatal(err)
	}
	t.Log("\n" + buf.String())
	en, err := EvalCoverage(context.Background(), Config{Data: cfg.Data, MaxSentences: cfg.MaxSentences}, "en")
	if err != nil {
		t.Fatal(err)
	}
	if en.Tokens > 0 && en.Coverage < 0.90 {
		t.Errorf("en coverage %.3f < 0.90", en.Coverage)
	}
	if !strings.Contains(buf.String(), "| en |") {
		t.Error("no en row")
	}
}
