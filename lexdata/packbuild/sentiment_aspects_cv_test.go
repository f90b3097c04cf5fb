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
// settings inside the training parts (sentiment.AspectTraining), the only
// part it may be fitted on: the English training items cut in four by a
// hash of their text, trained on three quarters and scored on the fourth,
// each way round. It is how aspectTaggerEpochs and aspectPolarityEpochs
// were chosen (the settings tried are cvSettings). It needs packs (a flat
// directory with core.argot and en.argot) in ARGOT_ASPECT_CV and the
// shared devsets beside the repository, and checks only that the chosen
// settings beat trivial answers: the figures are in the log (-v).
func TestAspectTaggerCV(t *testing.T) {
	items, per := aspectCVExamples(t)
	for _, set := range cvSettings {
		scores, files := aspectCV(t, items, per, set.tag, set.pol)
		for _, f := range files {
			s := scores[f]
			p, r := float64(s.Right)/float64(max(s.Found, 1)), float64(s.Right)/float64(max(s.Gold, 1))
			f1 := 2 * p * r / max(p+r, 1e-9)
			pol := float64(s.PolarRight) / float64(max(s.Polar, 1))
			t.Logf("%+v %s: term P %.3f R %.3f F1 %.3f; polarity %.3f of %d", set, f, p, r, f1, pol, s.Polar)
			// Three classes: a third is what a guess gets.
			if set.tag == aspectTaggerEpochs && set.pol == aspectPolarityEpochs && (f1 < 0.3 || s.Polar > 0 && pol < 1.0/3) {
				t.Errorf("%s: F1 %.3f, polarity %.3f: no better than a guess", f, f1, pol)
			}
		}
	}
}

// TestAspectPolarityCV cross-validates the polarity classifier alone, as
// TestAspectTaggerCV does (the same packs and folds; the tagger is not
// trained): accuracy and recall of each class by file, for the epochs in
// cvPolarityEpochs. It is how the classifier's features and
// aspectPolarityEpochs were chosen.
func TestAspectPolarityCV(t *testing.T) {
	items, per := aspectCVExamples(t)
	for _, epochs := range cvPolarityEpochs {
		scores, files := aspectCV(t, items, per, 0, epochs)
		var all sentiment.AspectScore
		for _, f := range append(files, "all") {
			s := scores[f]
			if f == "all" {
				s = &all
			} else {
				all.Add(*s)
			}
			var recall [3]float64
			for g, row := range s.Confusion {
				recall[g] = float64(row[g]) / float64(max(row[0]+row[1]+row[2], 1))
			}
			pol := float64(s.PolarRight) / float64(max(s.Polar, 1))
			t.Logf("epochs %d %s: polarity %.3f of %d; recall pos %.3f neg %.3f neu %.3f", epochs, f, pol, s.Polar, recall[0], recall[1], recall[2])
			if epochs == aspectPolarityEpochs && s.Polar > 0 && pol < 1.0/3 {
				t.Errorf("%s: polarity %.3f: no better than a guess", f, pol)
			}
		}
	}
}

// cvPolarityEpochs are the classifier's training epochs
// TestAspectPolarityCV compares.
var cvPolarityEpochs = []int{4, 8, 12}

// aspectCVExamples reads the English training items and analyses them
// over the packs in ARGOT_ASPECT_CV, skipping the test without them.
func aspectCVExamples(t *testing.T) ([]aspectTrainItem, [][]sentiment.AspectExample) {
	t.Helper()
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
	return items, per
}

// aspectCV trains on three of four hash folds of the items and scores the
// fourth, each way round, and returns the scores by file, files sorted.
func aspectCV(t *testing.T, items []aspectTrainItem, per [][]sentiment.AspectExample, tagEpochs, polEpochs int) (map[string]*sentiment.AspectScore, []string) {
	t.Helper()
	const folds = 4
	scores := map[string]*sentiment.AspectScore{}
	for fold := range uint32(folds) {
		var train []sentiment.AspectExample
		test := map[string][]sentiment.AspectExample{}
		for i, it := range items {
			if split.Part("cv/"+it.Text, folds) == fold {
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
		a, err := sentiment.TrainAspectTagger(train, tagEpochs, polEpochs, aspectTaggerSeed)
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
	files := make([]string, 0, len(scores))
	for f := range scores {
		files = append(files, f)
	}
	slices.Sort(files)
	return scores, files
}

// cvSettings are the training epochs TestAspectTaggerCV compares, of the
// tagger and of the classifier: two models trained apart (their passes
// share only the order of the examples), so each pair tries one of each.
var cvSettings = []struct{ tag, pol int }{
	{5, 2}, {10, 8}, {15, 4}, {20, 12}, {30, 16},
}
