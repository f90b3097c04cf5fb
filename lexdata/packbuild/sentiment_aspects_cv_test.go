package packbuild

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/argot-nlp/argot/internal/split"
	"github.com/argot-nlp/argot/lexdata"
	"github.com/argot-nlp/argot/sentiment"
)

// TestAspectTaggerCV cross-validates the aspect tagger's training
// settings inside the tuning fifth, the only part it may be fitted on: the
// English tuning items cut in two by a hash of their text, trained on one
// half and scored on the other, both ways, with three seeds. It is how
// aspectTaggerEpochs and aspectPolarityEpochs were chosen. It needs packs
// (a flat directory with core.argot and en.argot) in ARGOT_ASPECT_CV and
// the shared devsets beside the repository, and checks only that the
// settings beat trivial answers: the figures are in the log (-v).
func TestAspectTaggerCV(t *testing.T) {
	dir := os.Getenv("ARGOT_ASPECT_CV")
	if dir == "" {
		t.Skip("set ARGOT_ASPECT_CV to a flat pack directory")
	}
	const lang = "en"
	items, _, err := readAspectTraining(filepath.Join("..", "..", "..", "shared", "devsets", "sentiment"), aspectTaggerFiles[lang])
	if err != nil {
		t.Fatal(err)
	}
	store := lexdata.NewStore(os.DirFS(dir))
	core, err := store.Families()
	if err != nil {
		t.Fatal(err)
	}
	l, err := store.Language(lang)
	if err != nil {
		t.Fatal(err)
	}
	per, err := itemExamples(context.Background(), core, l, lang, items)
	if err != nil {
		t.Fatal(err)
	}
	scores := map[string]*sentiment.AspectScore{}
	for fold := range uint32(2) {
		var train []sentiment.AspectExample
		test := map[string][]sentiment.AspectExample{}
		for i, it := range items {
			if split.Part("cv/"+it.Text, 2) == fold {
				test[it.file] = append(test[it.file], per[i]...)
				continue
			}
			for _, ex := range per[i] {
				if it.polarityOnly {
					ex = ex.PolarityOnly()
				}
				train = append(train, ex)
			}
		}
		for seed := range uint64(3) {
			a, err := sentiment.TrainAspectTagger(train, aspectTaggerEpochs, aspectPolarityEpochs, aspectTaggerSeed+seed)
			if err != nil {
				t.Fatal(err)
			}
			for f, ex := range test {
				if scores[f] == nil {
					scores[f] = &sentiment.AspectScore{}
				}
				scores[f].Add(a.Score(ex))
			}
		}
	}
	files := make([]string, 0, len(scores))
	for f := range scores {
		files = append(files, f)
	}
	slices.Sort(files)
	for _, f := range files {
		s := scores[f]
		p, r := float64(s.Right)/float64(max(s.Found, 1)), float64(s.Right)/float64(max(s.Gold, 1))
		f1 := 2 * p * r / max(p+r, 1e-9)
		pol := float64(s.PolarRight) / float64(max(s.Polar, 1))
		t.Logf("%s: term P %.3f R %.3f F1 %.3f; polarity %.3f of %d", f, p, r, f1, pol, s.Polar)
		// Three classes: a third is what a guess gets.
		if f1 < 0.3 || s.Polar > 0 && pol < 1.0/3 {
			t.Errorf("%s: F1 %.3f, polarity %.3f: no better than a guess", f, f1, pol)
		}
	}
}
