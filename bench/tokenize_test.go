package bench

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"sort"
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

var genSpaceBreaks = flag.Bool("gen-spacebreaks", false, "regenerate tokenize/data/spacebreak/th.txt from the Thai TUD train file")

// TestGenerateSpaceBreaks writes the Thai sentence-break model of package
// tokenize: go test ./bench -run TestGenerateSpaceBreaks -gen-spacebreaks.
// Thai TUD writes no sentence marks; a space ends a sentence or separates
// clauses. The model is naive Bayes over the spaces of the train file
// (never dev or test): the smoothed log-odds that a space after (before) a
// word ends a sentence, for words seen at three or more spaces, plus a
// prior and a length term whose constants were tuned on a held-out tenth
// of the train file (slot F1 0.51 with a length rule alone, 0.65 with the
// words).
func TestGenerateSpaceBreaks(t *testing.T) {
	if !*genSpaceBreaks {
		t.Skip("run with -gen-spacebreaks")
	}
	sents, err := conllu.ReadFile(filepath.Join(sharedDir(t), "lexsrc", "ud", "th", "th_tud-ud-train.conllu.zst"))
	if err != nil {
		t.Fatal(err)
	}
	before, after := map[string][2]int{}, map[string][2]int{} // word -> (ends, spaces)
	ends, spaces := 0, 0
	for i, s := range sents {
		for j := range s.Tokens {
			last := j == len(s.Tokens)-1
			if !last && !s.Tokens[j].SpaceAfter() || last && i+1 == len(sents) {
				continue
			}
			next := ""
			if last {
				next = sents[i+1].Tokens[0].Form
			} else {
				next = s.Tokens[j+1].Form
			}
			e := 0
			if last {
				e = 1
			}
			ends += e
			spaces++
			b, a := before[s.Tokens[j].Form], after[next]
			before[s.Tokens[j].Form] = [2]int{b[0] + e, b[1] + 1}
			after[next] = [2]int{a[0] + e, a[1] + 1}
		}
	}
	base := float64(ends) / float64(spaces)
	const smooth, minSeen = 10.0, 3
	logOdds := func(c [2]int) float64 {
		e, n := float64(c[0]), float64(c[1])
		return math.Log((e+smooth*base)/(n-e+smooth*(1-base))) - math.Log(base/(1-base))
	}
	var b strings.Builder
	b.WriteString(`# Thai sentence breaks at spaces (Thai TUD writes no sentence marks).
# Generated by TestGenerateSpaceBreaks in bench/tokenize_test.go from the
# UD_Thai-TUD train file; do not edit.
#
# A space between words ends a sentence when
#   bias + length.weight * ln(L / length.scale) + before[w1] + after[w2] > 0
# where L is the length of the sentence so far in code points, w1 the word
# before the space and w2 the word after it (0 for words not listed).
bias -0.5
length 20 0.5
`)
	for _, side := range []struct {
		name string
		m    map[string][2]int
	}{{"before", before}, {"after", after}} {
		words := make([]string, 0, len(side.m))
		for w, c := range side.m {
			if c[1] >= minSeen && !strings.ContainsAny(w, " \t#") {
				words = append(words, w)
			}
		}
		sort.Strings(words)
		for _, w := range words {
			if lo := logOdds(side.m[w]); math.Abs(lo) >= 0.05 {
				fmt.Fprintf(&b, "%s %s %.2f\n", side.name, w, lo)
			}
		}
	}
	if err := os.WriteFile(filepath.Join("..", "tokenize", "data", "spacebreak", "th.txt"), []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestPackedTokenizer checks what the language packs add to the rules:
// Arabic clitics split by word frequency, and Thai sentence ends at spaces.
func TestPackedTokenizer(t *testing.T) {
	tests := []struct{ lang, text, want string }{
		// Proclitics and pronoun suffixes whose host is the more frequent
		// word split; words whose letters are their own stay whole.
		{"ar", "بحضور كلامه كانت وجهه", "ب|حضور|كلام|ه|كانت|وجه|ه"},
		// A preposition takes no further proclitic: ل + لمناخ (the article's
		// alef is not written after ل).
		{"ar", "للمناخ لبلادنا بالمدرسة", "ل|لمناخ|ل|بلاد|نا|ب|المدرسة"},
	}
	for _, tt := range tests {
		tk, err := packedTokenizer(tt.lang)
		if err != nil {
			t.Fatal(err)
		}
		var parts []string
		for _, s := range tk.Tokenize(tt.text) {
			for _, x := range s.Tokens {
				parts = append(parts, x.Text)
			}
		}
		if got := strings.Join(parts, "|"); got != tt.want {
			t.Errorf("%s %q: got %s, want %s", tt.lang, tt.text, got, tt.want)
		}
	}
	tk, err := packedTokenizer("th")
	if err != nil {
		t.Fatal(err)
	}
	text := "ผมชอบกินข้าวที่ร้านนี้มากครับ วันนี้อากาศดีมาก และ ผมจะไปเที่ยวทะเล"
	var got []string
	for _, s := range tk.Tokenize(text) {
		got = append(got, s.Text)
	}
	if want := []string{"ผมชอบกินข้าวที่ร้านนี้มากครับ", "วันนี้อากาศดีมาก และ ผมจะไปเที่ยวทะเล"}; strings.Join(got, "/") != strings.Join(want, "/") {
		t.Errorf("Thai sentences: got %q, want %q", got, want)
	}
}

// TestChineseTuning checks the rows of the Chinese segmenter's tuning
// material: the held-out fifth of PUD and HK, scored with zh-TW.
func TestChineseTuning(t *testing.T) {
	rows, err := evalChineseTuning(context.Background(), Config{Data: sharedDir(t)})
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != len(chineseTuningFiles) {
		t.Fatalf("%d rows, want %d", len(rows), len(chineseTuningFiles))
	}
	for _, r := range rows {
		// A fifth of 1,000 sentences each; dictionary segmentation scores
		// well above the one-character-per-token baseline (about 0.5).
		if r.Sentences < 150 || r.Sentences > 300 || r.TokenF1 < 0.8 {
			t.Errorf("%s: %d sentences, token F1 %.3f", r.Treebank, r.Sentences, r.TokenF1)
		}
	}
}
