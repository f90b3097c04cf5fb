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
		sents, err := readTrainSentences(src, strings.TrimPrefix(strings.TrimSuffix(dev[0], ".zst"), srcDir+"/"), nil, false)
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

// TestTaggerLeavesOutNC checks that Turkish, whose only train file is
// under a non-commercial licence, gets no tagger.
func TestTaggerLeavesOutNC(t *testing.T) {
	srcDir := filepath.Join("..", "..", "..", "shared", "lexsrc")
	if _, err := os.Stat(filepath.Join(srcDir, "ud", "tr")); err != nil {
		t.Skip("no ../shared/lexsrc")
	}
	src, err := openSources(srcDir)
	if err != nil {
		t.Fatal(err)
	}
	_, _, err = produceTagger(context.Background(), input{lang: "tr", src: src})
	var skip *omission
	if !errors.As(err, &skip) || !strings.Contains(skip.reason, "tr_imst-ud-train.conllu") {
		t.Fatalf("tr: err = %v, want an omission naming the NC train file", err)
	}
}
