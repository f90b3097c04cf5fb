package packbuild

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/argot-nlp/argot/sentiment"
	"github.com/klauspost/compress/zstd"
)

// TestReadAspectTraining checks that the items held out (the scored
// fifth, for the suite's tagger) are left out with their texts in the
// other files, that each text is read once, and that without a held-out
// part (the pack's tagger) every text is read.
func TestReadAspectTraining(t *testing.T) {
	for _, id := range []string{"t0", "t2", "t3", "t7"} {
		if !sentiment.AspectTraining(id, "") || sentiment.AspectScored(id, "") {
			t.Fatalf("%s is not in the training parts", id)
		}
	}
	if !sentiment.AspectTuning("t0", "") || sentiment.AspectTuning("t2", "") {
		t.Fatal("the tuning fifth is not part 0")
	}
	if sentiment.AspectTraining("t1", "") || !sentiment.AspectScored("t1", "") {
		t.Fatal("t1 is not in the scored fifth")
	}
	dir := t.TempDir()
	write := func(name, data string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("a.jsonl", `{"id":"t0","text":"tuned in a","aspects":[{"from":0,"to":5,"polarity":"positive"}]}
{"id":"t2","text":"shared text","aspects":[]}
{"id":"t1","text":"scored in a","aspects":[]}
`)
	write("b.jsonl", `{"id":"t1","text":"shared text","aspects":[]}
{"id":"t0","text":"tuned in a","aspects":[]}
{"id":"t3","text":"trained in b","aspects":[]}
`)
	items, _, err := readAspectTraining(dir, []aspectTaggerFile{{name: "a.jsonl", prov: semeval2014}, {name: "b.jsonl", prov: semeval2015, polarityOnly: true}}, sentiment.AspectScored)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, it := range items {
		got = append(got, it.Text)
		if it.Text == "trained in b" && !it.polarityOnly {
			t.Error("the polarity-only file's item trains the tagger")
		}
	}
	// "shared text" is scored in b; "tuned in a" is read once, from a.
	if want := []string{"tuned in a", "trained in b"}; !slices.Equal(got, want) {
		t.Errorf("training texts %q, want %q", got, want)
	}
	if len(items[0].Aspects) != 1 || items[0].Aspects[0].Polarity == nil {
		t.Errorf("first item's terms %+v, want one with a polarity", items[0].Aspects)
	}
	all, _, err := readAspectTraining(dir, []aspectTaggerFile{{name: "a.jsonl"}, {name: "b.jsonl"}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	got = got[:0]
	for _, it := range all {
		got = append(got, it.Text)
	}
	if want := []string{"tuned in a", "shared text", "scored in a", "trained in b"}; !slices.Equal(got, want) {
		t.Errorf("all texts %q, want %q", got, want)
	}
}

// TestFrenchAspectFiles checks that no French text trains the French
// tagger (its licence), that every file it reads is read in its own
// language for its terms alone, and that the items carry those languages
// in file order (aspectItemLanguages).
func TestFrenchAspectFiles(t *testing.T) {
	var want []string
	for _, f := range aspectTaggerFiles["fr"] {
		if strings.HasPrefix(f.name, "fr_") || f.lang == "" || f.lang == "fr" || !f.termsOnly {
			t.Errorf("French tagger file %+v", f)
		}
		want = append(want, f.lang)
	}
	dir := t.TempDir()
	enc, err := zstd.NewWriter(nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range aspectTaggerFiles["fr"] {
		line := `{"id":"t0","text":"in ` + f.lang + `","aspects":[]}` + "\n"
		if err := os.WriteFile(filepath.Join(dir, f.name), enc.EncodeAll([]byte(line), nil), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	items, _, err := readAspectTraining(dir, aspectTaggerFiles["fr"], nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, it := range items {
		if it.Text != "in "+it.lang || !it.termsOnly {
			t.Errorf("item %q: language %q, terms only %v", it.Text, it.lang, it.termsOnly)
		}
	}
	if got := aspectItemLanguages(items, "fr"); !slices.Equal(got, want) {
		t.Errorf("languages %q, want %q", got, want)
	}
	if got := aspectItemLanguages(items[:1], "es"); !slices.Equal(got, want[:1]) {
		t.Errorf("languages of one item %q", got)
	}
}
