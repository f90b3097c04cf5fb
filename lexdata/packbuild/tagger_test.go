package packbuild

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/argot-nlp/argot/grammar"
	"github.com/argot-nlp/argot/internal/conllu"
)

// TestTaggerRealData trains taggers from the shared sources, checks that
// two builds give the same bytes, and scores them on the UD dev files
// (English by default; ARGOT_TAGGER_LANGS=de,fr,... or "all" for more). It
// is skipped without ../shared.
func TestTaggerRealData(t *testing.T) {
	if testing.Short() {
		t.Skip("trains on real data")
	}
	srcDir := filepath.Join("..", "..", "..", "shared", "lexsrc")
	if _, err := os.Stat(filepath.Join(srcDir, "ud", "en")); err != nil {
		t.Skip("no ../shared/lexsrc")
	}
	langs := []string{"en"}
	switch env := os.Getenv("ARGOT_TAGGER_LANGS"); env {
	case "":
	case "all":
		langs = Languages()
	default:
		langs = strings.Split(env, ",")
	}
	src, err := openSources(srcDir)
	if err != nil {
		t.Fatal(err)
	}
	var total time.Duration
	for _, lang := range langs {
		if _, err := src.lexicon(lang); err != nil { // memoised: not timed below
			t.Fatal(err)
		}
		start := time.Now()
		data, prov, err := produceTagger(context.Background(), input{lang: lang, src: src})
		total += time.Since(start)
		var skip *omission
		if errors.As(err, &skip) {
			t.Logf("%s: no tagger: %s", lang, skip.reason)
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%s: %d bytes, %s; %s", lang, len(data), time.Since(start).Round(time.Millisecond), prov.Note)
		if lang == "en" {
			again, _, err := produceTagger(context.Background(), input{lang: lang, src: src})
			if err != nil || !bytes.Equal(data, again) {
				t.Errorf("en: a second build differs (err %v)", err)
			}
		}
		m, err := grammar.DecodeModel(data)
		if err != nil {
			t.Fatal(err)
		}
		dev, _ := filepath.Glob(filepath.Join(srcDir, "ud", lang, "*-ud-dev.conllu.zst"))
		if len(dev) == 0 {
			continue
		}
		// A tagger trained on the dev file is scored on its held-out part.
		var keep func(*conllu.Sentence) bool
		if strings.Contains(prov.Source, " "+strings.TrimSuffix(filepath.Base(dev[0]), ".zst")) {
			keep = grammar.HeldOut
		}
		sents, err := readTrainSentences(src, strings.TrimPrefix(strings.TrimSuffix(dev[0], ".zst"), srcDir+"/"), nil, false, keep)
		if err != nil {
			t.Fatal(err)
		}
		l, err := src.languageFor(lang)
		if err != nil {
			t.Fatal(err)
		}
		tg := grammar.NewTagger(l, m)
		n, ok := 0, 0
		for _, s := range sents {
			words := make([]string, len(s))
			for i, w := range s {
				words[i] = w.Form
			}
			for i, tag := range tg.Tag(words) {
				n++
				if tag.UPOS == s[i].UPOS {
					ok++
				}
			}
		}
		upos := float64(ok) / float64(n)
		t.Logf("%s dev: %d words, UPOS %.4f", lang, n, upos)
		if lang == "en" && upos < 0.94 {
			t.Errorf("en UPOS %.4f < 0.94", upos)
		}
	}
	t.Logf("tagger training: %s in all", total.Round(time.Millisecond))
}

// TestTaggerNonCommercial checks that a language whose only UD material is
// under a non-commercial licence (Turkish IMST) is trained on it with the
// licence recorded, and that shippableTreebanks leaves such files out when
// a language has others.
func TestTaggerNonCommercial(t *testing.T) {
	use, skipped, onlyNC := shippableTreebanks([]udFile{{rel: "ud/it/extra/it_partut-ud-train.conllu", license: "CC BY-NC-SA 4.0"}, {rel: "ud/it/extra/it_pud-ud-test.conllu", license: "CC BY-SA 4.0"}})
	if len(use) != 1 || len(skipped) != 1 || onlyNC {
		t.Errorf("mixed licences: use %v, skipped %v, onlyNC %v", use, skipped, onlyNC)
	}
	srcDir := filepath.Join("..", "..", "..", "shared", "lexsrc")
	if _, err := os.Stat(filepath.Join(srcDir, "ud", "tr")); err != nil {
		t.Skip("no ../shared/lexsrc")
	}
	src, err := openSources(srcDir)
	if err != nil {
		t.Fatal(err)
	}
	_, prov, err := produceTagger(context.Background(), input{lang: "tr", src: src})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(prov.Source, "tr_imst-ud-train.conllu") || !strings.Contains(prov.License, "NC") || !strings.Contains(prov.Note, "non-commercial") {
		t.Errorf("tr provenance %q, %q, %q", prov.Source, prov.License, prov.Note)
	}
}

// TestTaggerDevOnly checks that a language whose only shippable UD
// material is its dev file (Pashto) is trained on the sentences
// grammar.HeldOut does not keep, Urdu (whose dev file is under a
// non-commercial licence, its only material) likewise.
func TestTaggerDevOnly(t *testing.T) {
	srcDir := filepath.Join("..", "..", "..", "shared", "lexsrc")
	if _, err := os.Stat(filepath.Join(srcDir, "ud", "ps-AF")); err != nil {
		t.Skip("no ../shared/lexsrc")
	}
	src, err := openSources(srcDir)
	if err != nil {
		t.Fatal(err)
	}
	_, prov, err := produceTagger(context.Background(), input{lang: "ps-AF", src: src})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasSuffix(prov.Source, " ps_sikaram-ud-dev.conllu") || prov.License != "CC-BY-SA-4.0" {
		t.Errorf("ps-AF provenance %q, %q", prov.Source, prov.License)
	}
	all, err := readTrainSentences(src, "ud/ps-AF/ps_sikaram-ud-dev.conllu", nil, false, nil)
	if err != nil {
		t.Fatal(err)
	}
	train, err := readTrainSentences(src, "ud/ps-AF/ps_sikaram-ud-dev.conllu", nil, false,
		func(s *conllu.Sentence) bool { return !grammar.HeldOut(s) })
	if err != nil {
		t.Fatal(err)
	}
	if len(train) == 0 || len(train) == len(all) {
		t.Errorf("ps-AF: %d of %d dev sentences for training, want some held out", len(train), len(all))
	}
	if !strings.Contains(prov.Note, "dev file") {
		t.Errorf("ps-AF note %q does not say it trained on the dev file", prov.Note)
	}
	if _, prov, err = produceTagger(context.Background(), input{lang: "ur", src: src}); err != nil || !strings.Contains(prov.License, "NC") {
		t.Fatalf("ur: %v, licence %q", err, prov.License)
	}
}
