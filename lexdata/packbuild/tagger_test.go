package packbuild

import (
	"bytes"
	"cmp"
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/argot-nlp/argot/grammar"
	"github.com/argot-nlp/argot/internal/conllu"
	"github.com/argot-nlp/argot/internal/split"
	"github.com/argot-nlp/argot/lexdata"
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

// tuneFifth reports whether a training sentence is in the tuning fifth:
// the sentences TestTaggerTune scores a tagger trained on the other four
// fifths with, to choose training settings without touching the dev
// files. The hash is salted so that it does not pick the same sentences
// as grammar.HeldOut.
func tuneFifth(s *conllu.Sentence) bool {
	key := "tune\x00"
	for _, w := range s.Words {
		key += w.Form + "\x00"
	}
	return split.Part(key, 5) == 1
}

// TestTaggerTune trains the taggers of the languages in
// ARGOT_TAGGER_TUNE (comma-separated) on four fifths of their training
// material and scores them on the other fifth (tuneFifth), with the
// lexicon of the committed pack, and logs the commonest confusions. It is
// the protocol the builder's settings were chosen with; it never reads
// the sentences the pos evaluation scores. (That lexicon was built from
// all the training material, the tuning fifth included, so lexicon
// features look more reliable here than on new text.)
func TestTaggerTune(t *testing.T) {
	env := os.Getenv("ARGOT_TAGGER_TUNE")
	if env == "" {
		t.Skip("set ARGOT_TAGGER_TUNE=lang,...")
	}
	srcDir := filepath.Join("..", "..", "..", "shared", "lexsrc")
	src, err := openSources(srcDir)
	if err != nil {
		t.Fatal(err)
	}
	for _, lang := range strings.Split(env, ",") {
		in := input{lang: lang, src: src}
		train, err := readTaggerMaterial(context.Background(), in, func(s *conllu.Sentence) bool { return !tuneFifth(s) }, true)
		if err != nil {
			t.Fatal(err)
		}
		tune, err := readTaggerMaterial(context.Background(), in, tuneFifth, false)
		if err != nil {
			t.Fatal(err)
		}
		if tune.own > 0 {
			// Score the sentences of the language's primary treebank,
			// the one its dev file belongs to, not a relative's.
			tune.sents = tune.sents[:tune.own]
		}
		_, l := committedPack(t, lang)
		start := time.Now()
		m, st, err := grammar.Train(train.sents, taggerConfig(lang, l.Lookup))
		if err != nil {
			t.Fatal(err)
		}
		elapsed := time.Since(start)
		seen := map[string]bool{}
		for _, s := range train.sents {
			for _, w := range s {
				seen[w.Form] = true
			}
		}
		tg := grammar.NewTagger(l, m)
		var n, ok, unk, unkOK int
		confusions := map[string]int{}
		for _, s := range tune.sents {
			words := make([]string, len(s))
			for i, w := range s {
				words[i] = w.Form
			}
			for i, tag := range tg.Tag(words) {
				n++
				known := seen[s[i].Form]
				if !known {
					unk++
				}
				if tag.UPOS == s[i].UPOS {
					ok++
					if !known {
						unkOK++
					}
				} else {
					confusions[s[i].UPOS+">"+tag.UPOS]++
				}
			}
		}
		type pair struct {
			k string
			n int
		}
		var pairs []pair
		for k, v := range confusions {
			pairs = append(pairs, pair{k, v})
		}
		slices.SortFunc(pairs, func(a, b pair) int { return cmp.Or(b.n-a.n, strings.Compare(a.k, b.k)) })
		pairs = pairs[:min(len(pairs), 8)]
		t.Logf("%s tune: %d words (%d unknown), UPOS %.4f, unknown %.4f; %d sentences, %d rows, %d entries, %s; %v",
			lang, n, unk, float64(ok)/float64(n), float64(unkOK)/float64(max(unk, 1)), st.Sentences, st.Rows, st.Entries, elapsed.Round(time.Millisecond), pairs)
	}
}

// TestTaggerMaterial checks which treebanks the taggers learn from:
// Danish its dev file less the held-out sentences (no Swedish), Korean
// its GSD train file without the supplementary Kaist treebank.
func TestTaggerMaterial(t *testing.T) {
	srcDir := filepath.Join("..", "..", "..", "shared", "lexsrc")
	if _, err := os.Stat(filepath.Join(srcDir, "ud", "da")); err != nil {
		t.Skip("no ../shared/lexsrc")
	}
	src, err := openSources(srcDir)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		lang, source string
		devOnly      bool
	}{
		{"da", "UD_Danish-DDT da_ddt-ud-dev.conllu", true},
		{"no", "UD_Norwegian-Bokmaal no_bokmaal-ud-dev.conllu", true},
		{"ko", "UD_Korean-GSD ko_gsd-ud-train.conllu", false},
	} {
		tm, err := readTaggerMaterial(context.Background(), input{lang: c.lang, src: src}, nil, false)
		if err != nil {
			t.Fatal(err)
		}
		prov := tm.prov.merged("")
		if !strings.HasSuffix(prov.Source, c.source) || strings.Contains(prov.Source, ";") || tm.devOnly != c.devOnly {
			t.Errorf("%s: sources %q, dev only %v", c.lang, prov.Source, tm.devOnly)
		}
		if tm.own != len(tm.sents) || tm.own == 0 {
			t.Errorf("%s: %d of %d sentences from the primary treebank", c.lang, tm.own, len(tm.sents))
		}
	}
}

// committedPack opens the committed pack of lang.
func committedPack(t *testing.T, lang string) (*lexdata.Pack, *lexdata.Language) {
	t.Helper()
	id := strings.ReplaceAll(strings.ToLower(lang), "-", "")
	data, err := os.ReadFile(filepath.Join("..", "..", "packs", id, lang+".argot"))
	if err != nil {
		t.Fatal(err)
	}
	l, err := lexdata.OpenLanguage(data)
	if err != nil {
		t.Fatal(err)
	}
	return l.Pack(), l
}

// TestTaggerRepack writes copies of the committed packs of the languages
// in ARGOT_TAGGER_LANGS (comma-separated) into the directory
// ARGOT_TAGGER_REPACK, flat, with the tagger section retrained (with the
// committed lexicon) and every other section as it is: a quick way to
// evaluate tagger changes without rebuilding whole packs.
func TestTaggerRepack(t *testing.T) {
	out := os.Getenv("ARGOT_TAGGER_REPACK")
	if out == "" {
		t.Skip("set ARGOT_TAGGER_REPACK=DIR and ARGOT_TAGGER_LANGS=lang,...")
	}
	src, err := openSources(filepath.Join("..", "..", "..", "shared", "lexsrc"))
	if err != nil {
		t.Fatal(err)
	}
	for _, lang := range strings.Split(os.Getenv("ARGOT_TAGGER_LANGS"), ",") {
		p, l := committedPack(t, lang)
		pp, err := p.Provenance()
		if err != nil {
			t.Fatal(err)
		}
		w := lexdata.NewWriter()
		w.SetBuilder(pp.Builder)
		for _, name := range p.Names() {
			if name == lexdata.SectionProvenance || name == grammar.SectionTagger {
				continue
			}
			data, err := p.Section(name)
			if err != nil {
				t.Fatal(err)
			}
			if err := w.AddSection(name, data, pp.Sections[name]); err != nil {
				t.Fatal(err)
			}
		}
		for name, reason := range pp.Omitted {
			if name != grammar.SectionTagger {
				if err := w.Omit(name, reason); err != nil {
					t.Fatal(err)
				}
			}
		}
		data, prov, err := buildTagger(context.Background(), input{lang: lang, src: src}, l.Lookup)
		var skip *omission
		switch {
		case errors.As(err, &skip):
			err = w.Omit(grammar.SectionTagger, skip.reason)
		case err == nil:
			err = w.AddSection(grammar.SectionTagger, data, prov)
		}
		if err != nil {
			t.Fatal(err)
		}
		b, err := w.Bytes()
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(out, lang+".argot"), b, 0o644); err != nil {
			t.Fatal(err)
		}
		old, _ := p.Section(grammar.SectionTagger)
		t.Logf("%s: tagger section %d -> %d bytes", lang, len(old), len(data))
	}
}
