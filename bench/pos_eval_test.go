package bench

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/argot-nlp/argot/grammar"
	"github.com/argot-nlp/argot/internal/conllu"
)

func sharedForTest(t testing.TB) Config {
	cfg := Config{Data: os.Getenv("ARGOT_SHARED")}
	if cfg.Data == "" {
		cfg.Data = "../../shared"
	}
	if _, err := os.Stat(filepath.Join(cfg.DataDir(), "lexsrc", "ud", "en")); err != nil {
		t.Skip("no shared data:", err)
	}
	return cfg
}

// TestPOSSuite runs the pos suite on the first sentences of a few
// languages and checks the table's shape. With packs that hold a tagger
// (ARGOT_PACKS=fresh build, or embedded packs rebuilt since the tagger
// landed) it checks the English target too.
func TestPOSSuite(t *testing.T) {
	cfg := sharedForTest(t)
	cfg.MaxSentences = 200
	cfg.Langs = []string{"en", "ms", "ps-AF"}
	var out bytes.Buffer
	if err := runPOS(context.Background(), cfg, &out); err != nil {
		t.Fatal(err)
	}
	t.Log("\n" + out.String())
	if !strings.Contains(out.String(), "| en | en_ewt-ud-dev.conllu |") {
		t.Error("no English row")
	}
	row, err := EvalPOS(context.Background(), cfg, "en")
	if err != nil {
		t.Fatal(err)
	}
	if row.Tagger == "perceptron" && row.UPOSAcc < 0.93 {
		t.Errorf("en UPOS %.3f < 0.93", row.UPOSAcc)
	}
	if row.HeldOut {
		t.Error("en: scored on a held-out part, but its tagger was not trained on the dev file")
	}
	// Pashto's tagger is trained on most of its dev file: only the rest
	// may be scored.
	ps, err := EvalPOS(context.Background(), cfg, "ps-AF")
	if err != nil {
		t.Fatal(err)
	}
	if ps.Tagger == "perceptron" && !ps.HeldOut {
		t.Errorf("ps-AF: scored on all %d dev words, its tagger's training data included", ps.Words)
	}
}

// BenchmarkTag measures tagging speed (lexicon lookups included) on the
// English dev treebank, in words per wall-clock second and, where the
// process's CPU time is known, per CPU-second: the figure per core that
// holds on a busy machine too.
func BenchmarkTag(b *testing.B) {
	cfg := sharedForTest(b)
	l, err := packStore().Language("en")
	if err != nil {
		b.Skip("no English pack:", err)
	}
	tg, err := grammar.For(l)
	if err != nil {
		b.Fatal(err)
	}
	if !tg.Trained() {
		b.Log("the English pack has no tagger section: timing the rule-based tagger")
	}
	sents, err := conllu.ReadFile(filepath.Join(cfg.DataDir(), "lexsrc", "ud", "en", "en_ewt-ud-dev.conllu.zst"))
	if err != nil {
		b.Fatal(err)
	}
	var words [][]string
	n := 0
	for _, s := range sents {
		ws := make([]string, len(s.Words))
		for i, w := range s.Words {
			ws[i] = w.Form
		}
		words = append(words, ws)
		n += len(ws)
	}
	b.ReportAllocs()
	b.ResetTimer()
	cpu0, cpuOK := processCPU()
	tagged := 0
	for i := 0; i < b.N; i++ {
		s := words[i%len(words)]
		tg.Tag(s)
		tagged += len(s)
	}
	b.ReportMetric(float64(tagged)/b.Elapsed().Seconds(), "tokens/s")
	if cpu1, ok := processCPU(); ok && cpuOK && cpu1 > cpu0 {
		b.ReportMetric(float64(tagged)/(cpu1-cpu0).Seconds(), "tokens/cpu-s")
	}
}
