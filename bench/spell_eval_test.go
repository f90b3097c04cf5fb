package bench

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/argot-nlp/argot/internal/conllu"
	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/internal/split"
	"github.com/argot-nlp/argot/spell"
	"github.com/argot-nlp/argot/tokenize"
)

func TestObfuscate(t *testing.T) {
	for _, tc := range []struct{ kind, in, want string }{
		{"masked", "fuck", "f*ck"},
		{"leet", "hate", "h473"},
		{"separated", "kill", "k.i.l.l"},
		{"spaced", "kill", "k i l l"},
		{"stretched", "fuck", "fuccccck"},
		{"homoglyph", "fuck", "fuсk"},
		{"zerowidth", "kill", "ki\u200bll"},
		{"leet", "сука", "сук@"},
		{"leet", "수박", ""},
		{"homoglyph", "كلب", "کلب"},
		{"homoglyph", "שלום", ""},
	} {
		if got := obfuscate(tc.kind, tc.in); got != tc.want {
			t.Errorf("obfuscate(%s, %q) = %q, want %q", tc.kind, tc.in, got, tc.want)
		}
	}
}

// TestSpellingSuite runs the suite on a few sentences and pairs; set
// ARGOT_SPELL_REPORT=1 (and ARGOT_SPELL_LANGS=en,de) for the full report
// with mismatches.
func TestSpellingSuite(t *testing.T) {
	cfg := Config{Langs: []string{"en"}, MaxSentences: 50}
	if _, err := os.Stat(filepath.Join(cfg.DataDir(), "devsets", "spelling")); err != nil {
		t.Skip("no shared data")
	}
	if os.Getenv("ARGOT_SPELL_REPORT") != "" {
		cfg = Config{Mismatches: 40}
		if l := os.Getenv("ARGOT_SPELL_LANGS"); l != "" {
			cfg.Langs = strings.Split(l, ",")
		}
	}
	var b strings.Builder
	if err := runSpelling(context.Background(), cfg, &b); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), "| en |") {
		t.Errorf("no English row:\n%s", b.String())
	}
	if cfg.Mismatches > 0 {
		t.Log("\n" + b.String())
	}
}

// BenchmarkSpell measures Sentence on clean English text (the UD EWT dev
// sentences, tokenized beforehand).
func BenchmarkSpell(b *testing.B) {
	files, _ := filepath.Glob(filepath.Join(Config{}.DataDir(), "lexsrc", "ud", "en", "*-ud-dev.conllu*"))
	if len(files) == 0 {
		b.Skip("no UD data")
	}
	sents, err := conllu.ReadFile(files[0])
	if err != nil {
		b.Fatal(err)
	}
	tk, err := tokenize.New("en")
	if err != nil {
		b.Fatal(err)
	}
	var toks [][]doc.Token
	n := 0
	for _, s := range sents {
		for _, ts := range tk.Tokenize(s.Text) {
			toks = append(toks, ts.Tokens)
			n += len(ts.Tokens)
		}
	}
	c, err := spellCorrector("en")
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for range b.N {
		for _, ts := range toks {
			c.Sentence(ts, spell.Options{})
		}
	}
	b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds(), "tokens/s")
}

// TestSpellMismatchesTuningOnly checks that the misses listed for error
// analysis come from the tuning fifth only, while the held-aside four
// fifths are scored.
func TestSpellMismatchesTuningOnly(t *testing.T) {
	if os.Getenv("ARGOT_EVAL_PART") != "" {
		t.Skip("ARGOT_EVAL_PART set")
	}
	var lines []string
	tuning, held := map[string]bool{}, 0
	for i := range 40 {
		wrong, right := "zqx"+strings.Repeat("k", i%7)+string(rune('a'+i%26)), "word"
		lines = append(lines, `{"lang": "en", "wrong": "`+wrong+`", "right": "`+right+`"}`)
		if split.Part(wrong+"\t"+right, 5) == 0 {
			tuning[wrong] = true
		} else {
			held++
		}
	}
	if len(tuning) == 0 || held == 0 {
		t.Fatal("the test pairs do not fall in both parts")
	}
	path := filepath.Join(t.TempDir(), "en_test.jsonl")
	if err := os.WriteFile(path, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	res := &SpellingResult{}
	r, err := evalSpellList(Config{Langs: []string{"en"}, Mismatches: 100}, path, res)
	if err != nil {
		t.Fatal(err)
	}
	if r.Pairs != held {
		t.Errorf("scored %d pairs, want the %d held aside", r.Pairs, held)
	}
	for _, m := range res.misses {
		wrong, _, _ := strings.Cut(strings.TrimPrefix(m, "en_test: "), " ")
		if !tuning[wrong] {
			t.Errorf("mismatch %q is not of the tuning fifth", m)
		}
	}
	if len(res.misses) == 0 {
		t.Error("no mismatches listed")
	}
}

// TestSpellAnyListedAnswer checks the per-form column: a wrong form the
// list gives two right words for counts once, as right when the
// correction is either, while per pair one of its two pairs is missed.
func TestSpellAnyListedAnswer(t *testing.T) {
	if _, err := spellCorrector("en"); err != nil {
		t.Skip("no English pack")
	}
	wrong := "recieve"
	var alt string
	for _, a := range []string{"relieve", "recitve", "deceive", "reprieve", "receiver"} {
		if spell.MisspellingScored("en_test", wrong, a) {
			alt = a
			break
		}
	}
	if !spell.MisspellingScored("en_test", wrong, "receive") || alt == "" {
		t.Fatal("the test pairs are not held aside")
	}
	lines := `{"lang": "en", "wrong": "` + wrong + `", "right": "receive"}` + "\n" +
		`{"lang": "en", "wrong": "` + wrong + `", "right": "` + alt + `"}` + "\n"
	path := filepath.Join(t.TempDir(), "en_test.jsonl")
	if err := os.WriteFile(path, []byte(lines), 0o644); err != nil {
		t.Fatal(err)
	}
	r, err := evalSpellList(Config{Langs: []string{"en"}}, path, &SpellingResult{})
	if err != nil {
		t.Fatal(err)
	}
	if r.Pairs != 2 || r.Top1 != 1 || r.Forms != 1 || r.FormsTop1 != 1 {
		t.Errorf("pairs %d top-1 %d forms %d forms top-1 %d, want 2 1 1 1", r.Pairs, r.Top1, r.Forms, r.FormsTop1)
	}
}
