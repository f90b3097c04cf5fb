package bench

import (
	"bytes"
	"context"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/argot-nlp/argot/internal/split"
)

func TestShortFragment(t *testing.T) {
	tests := []struct{ in, want string }{
		{"Short one.", "Short one."},
		{"The quick brown fox jumps over the lazy dog", "The quick brown fox"},
		{"Antidisestablishmentarianism is long", "Antidisestablishment"},
		{"我们今天去北京的天安门广场看升旗仪式然后吃饭", "我们今天去北京的天安门广场看升旗仪式然后"},
		{"  padded   text  ", "padded   text"},
	}
	for _, tt := range tests {
		if got := ShortFragment(tt.in); got != tt.want {
			t.Errorf("ShortFragment(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// TestLangIDSuite runs the suite on a few sentences per language when the
// shared data is present. ARGOT_LANGID_MISMATCHES=n prints n errors per
// language.
func TestLangIDSuite(t *testing.T) {
	cfg := Config{MaxSentences: 40, Data: os.Getenv("ARGOT_SHARED")}
	if cfg.Data == "" {
		cfg.Data = "../../shared"
	}
	if _, err := os.Stat(filepath.Join(cfg.DataDir(), "devsets", "langid")); err != nil {
		t.Skip("no shared data:", err)
	}
	if n, err := strconv.Atoi(os.Getenv("ARGOT_LANGID_MISMATCHES")); err == nil {
		cfg.Mismatches, cfg.MaxSentences = n, 0
	}
	if l := os.Getenv("ARGOT_LANGID_LANGS"); l != "" {
		cfg.Langs, cfg.MaxSentences = strings.Split(l, ","), 0
	}
	var out bytes.Buffer
	if err := runLangID(context.Background(), cfg, &out); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "| ko |") {
		t.Errorf("no Korean row:\n%s", out.String())
	}
	t.Log("\n" + out.String())
}

func TestLangIDScoresUntuned(t *testing.T) {
	samples := []LangIDSample{
		{Lang: "ms", Text: "a", Short: "a", Tune: true},
		{Lang: "ms", Text: "b", Short: "b"},
		{Lang: "ms", Text: "c", Short: "c"},
		{Lang: "id", Text: "d", Short: "d"},
	}
	// "a" (tuning) and "b" are wrong, "c" and "d" right.
	detect := func(text string) string {
		if text == "c" {
			return "ms"
		}
		return "id"
	}
	rows := LangIDScores(samples, detect, 10)
	if len(rows) != 3 || rows[0].Lang != "id" || rows[1].Lang != "ms" || rows[2].Lang != "macro" {
		t.Fatalf("rows %+v", rows)
	}
	ms := rows[1]
	if ms.N != 3 || ms.UntunedN != 2 || math.Abs(ms.SentenceAcc-1.0/3) > 1e-9 || ms.UntunedSentenceAcc != 0.5 || ms.UntunedShortAcc != 0.5 {
		t.Errorf("ms row %+v", ms)
	}
	// Only the tuning fifth's errors are listed, sentence and short.
	if len(ms.mismatches) != 2 || !strings.Contains(ms.mismatches[0], ": a") {
		t.Errorf("mismatches %q", ms.mismatches)
	}
	if m := rows[2]; m.UntunedN != 3 || m.UntunedSentenceAcc != 0.75 {
		t.Errorf("macro %+v", m)
	}
}

func TestLangIDTuning(t *testing.T) {
	n := 0
	for i := range 1000 {
		if LangIDTuning(strconv.Itoa(i) + " some sentence") {
			n++
		}
	}
	if n < 150 || n > 250 {
		t.Errorf("%d of 1000 in the tuning fifth", n)
	}
}

// The held-out run scores treebank sentences of lexsrc that the model it
// builds did not learn from: the tenth whose text hash is 0 mod 10.
func TestLangIDHeldOut(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the model from the sources")
	}
	cfg := Config{MaxSentences: 20, Langs: []string{"en", "vi"}, Data: os.Getenv("ARGOT_SHARED")}
	if cfg.Data == "" {
		cfg.Data = "../../shared"
	}
	if _, err := os.Stat(filepath.Join(cfg.DataDir(), "lexsrc", "ud")); err != nil {
		t.Skip("no shared data:", err)
	}
	d, samples, err := LangIDHeldOut(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	n := map[string]int{}
	for _, s := range samples {
		n[s.Lang]++
		if split.Part(s.Text, 10) != 0 {
			t.Errorf("%s sample %q is not in the held-out tenth", s.Lang, s.Text)
		}
	}
	// Vietnamese VTB writes "# text =" without a space; its sentences
	// count too.
	if n["en"] != 20 || n["vi"] != 20 || len(n) != 2 {
		t.Errorf("samples per language %v, want 20 en and 20 vi", n)
	}
	rows := LangIDScores(samples, func(text string) string {
		if g := d.Detect(text, nil); len(g) > 0 {
			return g[0].Lang
		}
		return ""
	}, 0)
	if m := rows[len(rows)-1]; m.SentenceAcc < 0.8 {
		t.Errorf("held-out sentence accuracy %.3f", m.SentenceAcc)
	}
}

// The dev-rest run scores sentences of the dev treebanks, never one of the
// evaluation set.
func TestLangIDDevRest(t *testing.T) {
	t.Setenv("ARGOT_EVAL_PART", "") // inSet below is the whole evaluation set
	cfg := Config{MaxSentences: 20, Langs: []string{"da", "ms"}, Data: os.Getenv("ARGOT_SHARED")}
	if cfg.Data == "" {
		cfg.Data = "../../shared"
	}
	if _, err := os.Stat(filepath.Join(cfg.DataDir(), "devsets", "langid")); err != nil {
		t.Skip("no shared data:", err)
	}
	samples, err := LangIDDevRest(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	eval, err := LangIDSamples(Config{Langs: cfg.Langs, Data: cfg.Data})
	if err != nil {
		t.Fatal(err)
	}
	inSet := map[string]bool{}
	for _, s := range eval {
		inSet[strings.TrimSpace(s.Text)] = true
	}
	n := map[string]int{}
	for _, s := range samples {
		n[s.Lang]++
		if inSet[s.Text] {
			t.Errorf("%s sample %q is in the evaluation set", s.Lang, s.Text)
		}
	}
	// Malay has no dev treebank.
	if n["da"] != 20 || len(n) != 1 {
		t.Errorf("samples per language %v, want 20 da", n)
	}
}
