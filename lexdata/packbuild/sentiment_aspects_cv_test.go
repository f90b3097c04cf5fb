package packbuild

import (
	"cmp"
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
// part it may be fitted on: the training items (aspectCVExamples) cut in four by a
// hash of their text, trained on three quarters and scored on the fourth,
// each way round. It is how aspectTaggerEpochs was chosen (the epochs
// tried are cvTaggerEpochs, with aspectPolarity). It needs packs (a flat
// directory with core.argot and the language's pack) in ARGOT_ASPECT_CV and the
// shared devsets beside the repository, and checks only that the chosen
// settings beat trivial answers: the figures are in the log (-v).
func TestAspectTaggerCV(t *testing.T) {
	items, per := aspectCVExamples(t)
	for _, epochs := range cvTaggerEpochs {
		scores, files := aspectCV(t, items, per, epochs, aspectPolarity, nil)
		for _, f := range files {
			s := scores[f]
			p, r, f1 := termF1(*s)
			pol := float64(s.PolarRight) / float64(max(s.Polar, 1))
			t.Logf("epochs %d %s: term P %.3f R %.3f F1 %.3f; polarity %.3f of %d", epochs, f, p, r, f1, pol, s.Polar)
			// Three classes: a third is what a guess gets.
			if epochs == aspectTaggerEpochs && (f1 < 0.3 || s.Polar > 0 && pol < 1.0/3) {
				t.Errorf("%s: F1 %.3f, polarity %.3f: no better than a guess", f, f1, pol)
			}
		}
	}
}

// TestAspectLearningCurve cross-validates the tagger and the polarity
// classifier of ARGOT_ASPECT_CV_LANG as TestAspectTaggerCV does, each
// fold trained on a share of its three quarters (by a hash of the text),
// and logs term F1 and polarity accuracy by share: how the figures grow
// with the annotated reviews, and so how many more a target would take.
// It checks only that all of the training items do no worse than a
// quarter of them, beyond noise (0.03).
func TestAspectLearningCurve(t *testing.T) {
	items, per := aspectCVExamples(t)
	const parts = 8
	quarter := map[string]float64{}
	for _, keep := range []int{2, 4, 6, 8} {
		scores, files := aspectCV(t, items, per, aspectTaggerEpochs, aspectPolarity, func(it aspectTrainItem) bool {
			return int(split.Part("curve/"+it.Text, parts)) < keep
		})
		for _, f := range files {
			s := scores[f]
			_, _, f1 := termF1(*s)
			pol := float64(s.PolarRight) / float64(max(s.Polar, 1))
			t.Logf("share %d/%d %s: term F1 %.3f; polarity %.3f of %d", keep, parts, f, f1, pol, s.Polar)
			switch keep {
			case 2:
				quarter[f] = f1
			case parts:
				if f1 < quarter[f]-0.03 {
					t.Errorf("%s: term F1 %.3f on all training items, %.3f on a quarter", f, f1, quarter[f])
				}
			}
		}
	}
}

// TestAspectTaggerOthersCV cross-validates, as TestAspectTaggerCV does,
// the tagger of the language in ARGOT_ASPECT_CV_LANG (es, nl, ru or tr)
// trained on its own file alone and with the other languages' restaurant
// reviews as well (those that train the French tagger,
// crossLingualAspectFiles), and logs the term F1 on its own file of each. It is
// why only French reads the other languages: for the rest, 2026-11, own
// file and with the others, es 0.626 and 0.626, nl 0.580 and 0.552, ru
// 0.646 and 0.641, tr 0.467 and 0.468; with the structured tagger of
// a6e9d4a, es 0.661 and 0.649, nl 0.591 and 0.575, ru 0.660 and 0.662,
// tr 0.507 and 0.496. The flat pack directory must hold the packs of en,
// es, nl, ru and tr.
func TestAspectTaggerOthersCV(t *testing.T) {
	lang := cmp.Or(os.Getenv("ARGOT_ASPECT_CV_LANG"), "es")
	if !slices.ContainsFunc(crossLingualAspectFiles, func(f aspectTaggerFile) bool { return f.lang == lang }) || lang == "en" {
		t.Skipf("%s: no file of its own beside the others (es, nl, ru, tr)", lang)
	}
	own := withOthers(lang)[:1]
	for _, v := range []struct {
		name  string
		files []aspectTaggerFile
	}{{"own file", own}, {"with the others", withOthers(lang)}} {
		items, per := aspectCVFileExamples(t, lang, v.files, sentiment.AspectScored)
		scores, _ := aspectCV(t, items, per, aspectTaggerEpochs, aspectPolarity, nil)
		s := scores[own[0].name]
		p, r, f1 := termF1(*s)
		t.Logf("%s, %s: term P %.3f R %.3f F1 %.3f of %d gold terms", lang, v.name, p, r, f1, s.Gold)
	}
}

// withOthers is the language's own aspect file, then the other
// languages' files of crossLingualAspectFiles (their terms only).
func withOthers(lang string) []aspectTaggerFile {
	var own, others []aspectTaggerFile
	for _, f := range crossLingualAspectFiles {
		if f.lang == lang {
			f.lang, f.termsOnly = "", false
			own = append(own, f)
		} else {
			others = append(others, f)
		}
	}
	return append(own, others...)
}

// TestAspectPolarityCV cross-validates the polarity classifier alone, as
// TestAspectTaggerCV does (the same packs and folds; the tagger is not
// trained): accuracy and recall of each class by file, for the settings
// in cvPolarity. It is how the classifier's features and aspectPolarity
// were chosen.
func TestAspectPolarityCV(t *testing.T) {
	items, per := aspectCVExamples(t)
	for _, set := range cvPolarity {
		scores, files := aspectCV(t, items, per, 0, set, nil)
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
			t.Logf("%+v %s: polarity %.3f of %d; recall pos %.3f neg %.3f neu %.3f", set, f, pol, s.Polar, recall[0], recall[1], recall[2])
			if set == aspectPolarity && s.Polar > 0 && pol < 1.0/3 {
				t.Errorf("%s: polarity %.3f: no better than a guess", f, pol)
			}
		}
	}
}

// cvPolarity are the classifier's settings TestAspectPolarityCV compares:
// a larger rate fits the training terms faster and generalises worse
// (over all files, 0.1: 0.721; 0.02 and 0.01: 0.734); the decay is flat
// from 0.001 to 0.03 (0.734 to 0.736, a few terms of 4654) and worse at
// 0.1 (0.731), as are twice the passes (0.731).
var cvPolarity = []sentiment.PolarityTraining{
	{Epochs: 10, Rate: 0.1, L2: 0.001},
	{Epochs: 10, Rate: 0.02, L2: 0.003},
	aspectPolarity,
	{Epochs: 30, Rate: 0.01, L2: 0.003},
	{Epochs: 15, Rate: 0.02, L2: 0.001},
	{Epochs: 15, Rate: 0.02, L2: 0.01},
	{Epochs: 15, Rate: 0.02, L2: 0.03},
	{Epochs: 15, Rate: 0.02, L2: 0.1},
	{Epochs: 30, Rate: 0.02, L2: 0.03},
}

// aspectCVExamples reads the training items of ARGOT_ASPECT_CV_LANG
// (English when unset) and analyses them over the packs in
// ARGOT_ASPECT_CV, skipping the test without them.
func aspectCVExamples(t *testing.T) ([]aspectTrainItem, [][]sentiment.AspectExample) {
	t.Helper()
	lang := cmp.Or(os.Getenv("ARGOT_ASPECT_CV_LANG"), "en")
	return aspectCVFileExamples(t, lang, aspectTaggerFiles[lang], sentiment.AspectScored)
}

// aspectCVFileExamples reads the items of files but those held
// (readAspectTraining) and analyses each over the pack of its text's
// language (lang for the pack's own), from the flat pack directory in
// ARGOT_ASPECT_CV.
func aspectCVFileExamples(t *testing.T, lang string, files []aspectTaggerFile, held func(id, text string) bool) ([]aspectTrainItem, [][]sentiment.AspectExample) {
	t.Helper()
	dir := os.Getenv("ARGOT_ASPECT_CV")
	if dir == "" {
		t.Skip("set ARGOT_ASPECT_CV to a flat pack directory")
	}
	items, _, err := readAspectTraining(filepath.Join("..", "..", "..", "shared", "devsets", "sentiment"), files, held)
	if err != nil {
		t.Fatal(err)
	}
	store := lexdata.NewStore(os.DirFS(dir))
	core, err := store.Families()
	if err != nil {
		t.Fatal(err)
	}
	per, err := languageItemExamples(context.Background(), core, lang, items, store.Language)
	if err != nil {
		t.Fatal(err)
	}
	return items, per
}

// aspectCV trains on three of four hash folds of the items and scores the
// fourth, each way round, and returns the scores by file, files sorted.
// With trains not nil, only the items of the three folds for which it
// reports true train.
func aspectCV(t *testing.T, items []aspectTrainItem, per [][]sentiment.AspectExample, tagEpochs int, pol sentiment.PolarityTraining,
	trains func(aspectTrainItem) bool) (map[string]*sentiment.AspectScore, []string) {
	t.Helper()
	const folds = 4
	scores := map[string]*sentiment.AspectScore{}
	for fold := range uint32(folds) {
		// Another language's text (read for the pack's tagger, see
		// crossLingualAspectFiles) always trains: it is never what is scored.
		train, test := splitAspectItems(items, per, func(it aspectTrainItem) bool {
			return it.lang == "" && split.Part("cv/"+it.Text, folds) == fold
		}, trains)
		a, err := sentiment.TrainAspectTagger(train, tagEpochs, pol, aspectTaggerSeed)
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

// splitAspectItems returns the examples of the items for which scored
// reports true, by file, and the training examples (as each item trains)
// of the others for which trains, when not nil, reports true.
func splitAspectItems(items []aspectTrainItem, per [][]sentiment.AspectExample, scored, trains func(aspectTrainItem) bool) ([]sentiment.AspectExample, map[string][]sentiment.AspectExample) {
	var train []sentiment.AspectExample
	test := map[string][]sentiment.AspectExample{}
	for i, it := range items {
		if scored(it) {
			test[it.file] = append(test[it.file], per[i]...)
			continue
		}
		if trains != nil && !trains(it) {
			continue
		}
		for _, ex := range per[i] {
			train = append(train, it.trains(ex))
		}
	}
	return train, test
}

// termF1 is the term precision, recall and F1 of a score.
func termF1(s sentiment.AspectScore) (p, r, f1 float64) {
	p, r = float64(s.Right)/float64(max(s.Found, 1)), float64(s.Right)/float64(max(s.Gold, 1))
	return p, r, 2 * p * r / max(p+r, 1e-9)
}

// cvTaggerEpochs are the tagger's training epochs TestAspectTaggerCV
// compares. With the structured perceptron and the wider word features
// (2026-11), term F1 laptops, restaurants 2014 and 2015, es, nl, ru, tr
// at 10 epochs 0.715 0.788 0.615 0.660 0.586 0.664 0.507 (mean 0.648),
// at 15 0.717 0.790 0.629 0.661 0.591 0.660 0.507 (0.651; es 0.656 after
// the Spanish superlative repair of the same round), at 20 0.651
// too, at 5 and 30 lower; the tagger before (greedy, left to right, ten
// epochs, the narrower features) 0.684 0.781 0.605 0.629 0.570 0.646
// 0.472. The structured perceptron over the narrower features gave
// 0.717 0.785 0.612 0.645 0.559 0.652 0.473 at 10. Adding the parts of
// speech of the two words back and ahead lost a few thousandths in four
// files and was not kept, nor was a constant favouring a term's first
// word in decoding (F1 within 0.003). These variants' figures come from
// code not kept.
var cvTaggerEpochs = []int{5, 10, 15, 20, 30}

// TestFrenchAspectTagger trains the French tagger as the builder does
// (crossLingualAspectFiles) and scores it on the French file's training
// parts, which train nothing (see crossLingualAspectFiles) and which the
// suite does not score: the part the French tagger's settings may be
// chosen on. It needs ARGOT_ASPECT_CV as TestAspectTaggerCV does, with
// the packs of fr, en, es, nl, ru and tr. It also logs the tagger
// trained on the other files in full, as the other languages' taggers
// train on their own (2026-11-25: F1 0.554, against 0.570 without the
// others' scored fifths), which is why French reads them without.
func TestFrenchAspectTagger(t *testing.T) {
	files := append(slices.Clone(crossLingualAspectFiles), aspectTaggerFile{name: "fr_semeval2016_ote.jsonl.zst", prov: semeval2016})
	for _, full := range []bool{false, true} {
		// As built, every file without its scored fifth; in full, only
		// the French file's scored fifth left out.
		held := sentiment.AspectScored
		if full {
			held = nil
		}
		items, per := aspectCVFileExamples(t, "fr", files, held)
		// French text is scored (but for its scored fifth) and never
		// trains; the other languages' text trains.
		train, test := splitAspectItems(items, per,
			func(it aspectTrainItem) bool { return it.lang == "" && !sentiment.AspectScored(it.ID, it.Text) },
			func(it aspectTrainItem) bool { return it.lang != "" })
		a, err := sentiment.TrainAspectTagger(train, aspectTaggerEpochs, aspectPolarity, aspectTaggerSeed)
		if err != nil {
			t.Fatal(err)
		}
		french := test["fr_semeval2016_ote.jsonl.zst"]
		s := a.Score(french)
		p, r, f1 := termF1(s)
		t.Logf("fr, the others in full %v, %d sentences: term P %.3f R %.3f F1 %.3f of %d gold terms", full, len(french), p, r, f1, s.Gold)
		if !full && f1 < 0.3 {
			t.Errorf("F1 %.3f: the French tagger finds next to nothing", f1)
		}
	}
}
