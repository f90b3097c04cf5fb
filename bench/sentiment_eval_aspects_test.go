package bench

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/argot-nlp/argot/lexdata/packbuild"
	"github.com/argot-nlp/argot/sentiment"
)

func TestAspectScored(t *testing.T) {
	// The aspect files are scored on one fifth, which the models that
	// score them never train on (scoringTagger); ARGOT_EVAL_PART=tune
	// scores the tuning fifth.
	t.Setenv("ARGOT_EVAL_PART", "")
	n := 0
	for i := range 1000 {
		id := strconv.Itoa(i)
		if aspectScored(id, "") {
			n++
			if sentiment.AspectTraining(id, "") || sentiment.AspectTuning(id, "") {
				t.Fatalf("%s is scored and trained or tuned on", id)
			}
		}
	}
	if n < 150 || n > 250 {
		t.Errorf("scored %d of 1000", n)
	}
	t.Setenv("ARGOT_EVAL_PART", "tune")
	for i := range 1000 {
		id := strconv.Itoa(i)
		if aspectScored(id, "") != sentiment.AspectTuning(id, "") {
			t.Fatalf("with ARGOT_EVAL_PART=tune, %s: scored %v", id, aspectScored(id, ""))
		}
	}
}

// TestScoringTagger checks that the suite trains its taggers as the pack
// builder does: over the packs and with nothing held out, the Turkish
// tagger (the quickest to train) comes out byte for byte as its pack's;
// the one that scores the Turkish file, trained without the scored part,
// does not; and the French file, which no tagger reads, is scored by the
// pack's tagger.
func TestScoringTagger(t *testing.T) {
	cfg := Config{Data: os.Getenv("ARGOT_SHARED")}
	if cfg.Data == "" {
		cfg.Data = "../../shared"
	}
	dir := filepath.Join(cfg.DataDir(), "devsets", "sentiment")
	if _, err := os.Stat(dir); err != nil {
		t.Skip("no shared data:", err)
	}
	ctx := context.Background()
	lang, err := packStore().Language("tr")
	if err != nil {
		t.Fatal(err)
	}
	shipped, err := lang.Pack().ReadSection(sentiment.SectionAspectTagger)
	if err != nil {
		t.Fatal(err)
	}
	all, err := packbuild.AspectTaggerWithout(ctx, dir, "tr", packStore(), nil)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(all.Encode(), shipped) {
		t.Error("the Turkish tagger trained over the packs on all of its file is not the pack's")
	}
	scoring, err := scoringTagger(ctx, cfg, "tr_semeval2016_ote.jsonl.zst")
	if err != nil {
		t.Fatal(err)
	}
	if scoring == nil || bytes.Equal(scoring.Encode(), shipped) {
		t.Error("the Turkish file is scored by the pack's tagger, which trained on its scored part")
	}
	if fr, err := scoringTagger(ctx, cfg, "fr_semeval2016_ote.jsonl.zst"); err != nil || fr != nil {
		t.Errorf("French file: tagger %v, error %v; want the pack's", fr, err)
	}
}
