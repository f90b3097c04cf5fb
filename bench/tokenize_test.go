package bench

import (
	"bytes"
	"context"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/argot-nlp/argot/internal/conllu"
)

func sharedDir(tb testing.TB) string {
	tb.Helper()
	d := os.Getenv("ARGOT_SHARED")
	if d == "" {
		d = filepath.Join("..", "..", "shared")
	}
	if _, err := os.Stat(filepath.Join(d, "lexsrc", "ud")); err != nil {
		tb.Skipf("shared data not found at %s (set ARGOT_SHARED)", d)
	}
	return d
}

func TestTokenizeSuite(t *testing.T) {
	d := sharedDir(t)
	s, ok := Lookup("tokenize")
	if !ok {
		t.Fatal("suite tokenize not registered")
	}
	var buf bytes.Buffer
	cfg := Config{Data: d, Langs: []string{"en", "fr", "ja", "ms"}, MaxSentences: 100, Mismatches: testMismatches()}
	if err := s.Run(context.Background(), cfg, &buf); err != nil {
		t.Fatal(err)
	}
	out := buf.String()
	t.Log("\n" + out)
	for _, want := range []string{"| lang |", "| en |", "| fr |", "| ja |", "| ms | - |"} {
		if !strings.Contains(out, want) {
			t.Errorf("table lacks %q", want)
		}
	}
}

// testMismatches lets a developer print errors: ARGOT_EVAL_MISMATCHES=50.
func testMismatches() int {
	n := 0
	for _, c := range os.Getenv("ARGOT_EVAL_MISMATCHES") {
		if c < '0' || c > '9' {
			return 0
		}
		n = n*10 + int(c-'0')
	}
	return n
}

// benchText returns up to n sentence texts of a language's UD dev file,
// joined by spaces, and skips the benchmark when the data is absent.
func benchText(b *testing.B, lang string, n int) string {
	d := sharedDir(b)
	files, _ := filepath.Glob(filepath.Join(d, "lexsrc", "ud", lang, "*-ud-dev.conllu.zst"))
	if len(files) == 0 {
		b.Skipf("no UD dev file for %s", lang)
	}
	sents, err := conllu.ReadFile(files[0])
	if err != nil {
		b.Fatal(err)
	}
	var parts []string
	for _, s := range sents {
		if len(parts) == n {
			break
		}
		parts = append(parts, s.Text)
	}
	return strings.Join(parts, " ")
}

// BenchmarkTokenize measures tokenization per script family on treebank
// text, with the dictionary segmentation of the language pack; tokens/s
// counts output tokens per second of one core.
func BenchmarkTokenize(b *testing.B) {
	for _, bc := range []struct{ name, lang string }{
		{"Latin-en", "en"}, {"Cyrillic-ru", "ru"}, {"Arabic-ar", "ar"},
		{"Han-zh", "zh-CN"}, {"Japanese-ja", "ja"}, {"Thai-th", "th"}, {"Vietnamese-vi", "vi"},
	} {
		b.Run(bc.name, func(b *testing.B) {
			text := benchText(b, bc.lang, 500)
			tk, err := packedTokenizer(bc.lang)
			if err != nil {
				b.Fatal(err)
			}
			n := 0
			for _, s := range tk.Tokenize(text) {
				n += len(s.Tokens)
			}
			b.SetBytes(int64(len(text)))
			b.ReportAllocs()
			b.ResetTimer()
			for b.Loop() {
				tk.Tokenize(text)
			}
			b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds(), "tokens/s")
		})
	}
}

var evalFull = flag.Bool("eval", false, "run the tokenize suite on all languages and print its table")

// TestTokenizeTable prints the full table of the tokenize suite when run
// with -eval: go test ./bench -run TestTokenizeTable -eval
func TestTokenizeTable(t *testing.T) {
	if !*evalFull {
		t.Skip("run with -eval")
	}
	s, _ := Lookup("tokenize")
	cfg := Config{Data: sharedDir(t), Mismatches: testMismatches()}
	if err := s.Run(context.Background(), cfg, os.Stdout); err != nil {
		t.Fatal(err)
	}
}
