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

// TestCompoundsSuite prints the compounds table when the shared data is
// present (ARGOT_COMPOUNDS_SPLITS=n lists n splits per language) and
// checks that splitting adds coverage without splitting names wholesale.
func TestCompoundsSuite(t *testing.T) {
	cfg := Config{MaxSentences: 400, Data: os.Getenv("ARGOT_SHARED")}
	if cfg.Data == "" {
		cfg.Data = "../../shared"
	}
	if _, err := os.Stat(filepath.Join(cfg.DataDir(), "lexsrc", "ud")); err != nil {
		t.Skip("no shared data:", err)
	}
	if n, err := strconv.Atoi(os.Getenv("ARGOT_COMPOUNDS_SPLITS")); err == nil {
		cfg.Mismatches = n
	}
	if testing.Short() {
		cfg.Langs = []string{"de"}
	}
	s, ok := Lookup("compounds")
	if !ok {
		t.Fatal("suite not registered")
	}
	var buf bytes.Buffer
	if err := s.Run(context.Background(), cfg, &buf); err != nil {
		t.Fatal(err)
	}
	t.Log("\n" + buf.String())
	if !strings.Contains(buf.String(), "| de |") {
		t.Error("no de row")
	}
	de, err := EvalCompounds(context.Background(), Config{Data: cfg.Data, MaxSentences: cfg.MaxSentences}, "de")
	if err != nil {
		t.Fatal(err)
	}
	if de.Tokens == 0 {
		t.Skip("no de dev file")
	}
	if de.Splits == 0 || de.SplitCoverage <= de.LexiconCoverage {
		t.Errorf("de: %d splits, coverage %.3f with splitting, %.3f from the lexicon alone", de.Splits, de.SplitCoverage, de.LexiconCoverage)
	}
	if de.Names*4 > de.Splits {
		t.Errorf("de: %d of %d splits are names", de.Names, de.Splits)
	}
}

// TestCompoundsTuning prints the splits of the tuning sentences (see
// compoundTuneEvery) with ARGOT_COMPOUNDS_TUNE=n, n splits per language.
func TestCompoundsTuning(t *testing.T) {
	n, err := strconv.Atoi(os.Getenv("ARGOT_COMPOUNDS_TUNE"))
	if err != nil {
		t.Skip("ARGOT_COMPOUNDS_TUNE not set")
	}
	cfg := Config{Data: os.Getenv("ARGOT_SHARED"), Mismatches: n}
	if cfg.Data == "" {
		cfg.Data = "../../shared"
	}
	for _, lang := range compoundLangs {
		r, err := evalCompounds(context.Background(), cfg, lang, true)
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%s: %d content tokens, coverage %.3f / lexicon %.3f / split %.3f; %d of %d words split, %d names, %d lemma known\n%s",
			lang, r.Tokens, r.Coverage, r.LexiconCoverage, r.SplitCoverage, r.Splits, r.Words, r.Names, r.LemmaKnown,
			strings.Join(r.examples, "\n"))
	}
}
