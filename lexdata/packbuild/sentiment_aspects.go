package packbuild

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/argot-nlp/argot/grammar"
	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/internal/jsonl"
	"github.com/argot-nlp/argot/internal/pipeline"
	"github.com/argot-nlp/argot/lexdata"
	"github.com/argot-nlp/argot/phrases"
	"github.com/argot-nlp/argot/senses"
	"github.com/argot-nlp/argot/sentiment"
	"github.com/argot-nlp/argot/spell"
	"github.com/argot-nlp/argot/tokenize"
	"github.com/argot-nlp/argot/topics"
)

// The learned aspect-term tagger (sentiment.SectionAspectTagger) of the
// languages with SemEval aspect files in devsets/sentiment, trained on
// the whole of each file: the files are the SemEval training sets, whose
// test sets are held out. `argot eval sentiment` scores part 1 of the id
// hash (sentiment.AspectScored) with a tagger trained as this one is but
// without that part (AspectTaggerWithout), the tagger the packs shipped
// until 2026-11: a sentence whose text is scored in any file of its
// language is not trained on (the 2014 and 2015 restaurant files share
// sentences under other ids). In the cross-validation inside the training
// parts (TestAspectLearningCurve), three quarters of a fold's training
// items in place of all of them cost term F1 up to 0.024 (nl) and
// polarity accuracy 0.006 to 0.029: what the whole files give the
// shipped models.

// aspectTaggerFiles are the aspect files of each language. The French
// file trains nothing: its SemEval 2016 part is licensed CC BY-NC-ND 4.0,
// which a model derived from it could not be distributed under; the
// French tagger learns from the other languages' files instead
// (crossLingualAspectFiles), which did not help the languages with a file of
// their own (TestAspectTaggerOthersCV).
// The English 2015 file trains the polarity classifier only: its
// guidelines mark the targets of opinions alone, where 2014's mark every
// aspect mentioned, and one tagger cannot follow both.
var aspectTaggerFiles = map[string][]aspectTaggerFile{
	"en": {
		{name: "en_semeval2014_laptops.jsonl.zst", prov: semeval2014},
		{name: "en_semeval2014_restaurants.jsonl.zst", prov: semeval2014},
		{name: "en_semeval2015_restaurants.jsonl.zst", prov: semeval2015, polarityOnly: true},
	},
	"es": {{name: "es_semeval2016_ote.jsonl.zst", prov: semeval2016}},
	"nl": {{name: "nl_semeval2016_restaurants.jsonl.zst", prov: semeval2016}},
	"ru": {{name: "ru_semeval2016_ote.jsonl.zst", prov: semeval2016}},
	"tr": {{name: "tr_semeval2016_ote.jsonl.zst", prov: semeval2016}},
	"fr": crossLingualAspectFiles,
}

// crossLingualAspectFiles are the restaurant reviews of five languages,
// each read by its own language's pack, for their terms alone. They train
// the French tagger (TestAspectTaggerOthersCV also adds them to another
// language's own file, which did not help): what carries
// over is what the languages share (parts of speech, phrases, the rules'
// terms, concept families and their hypernyms, aspect categories, word
// shapes). The French file itself trains nothing (its licence) and is all
// unseen. The polarity classifier is not trained: French has no gold
// polarities to measure one by, and the rules judge.
var crossLingualAspectFiles = []aspectTaggerFile{
	{name: "en_semeval2014_restaurants.jsonl.zst", prov: fourFifths(semeval2014Restaurants), lang: "en", termsOnly: true},
	{name: "es_semeval2016_ote.jsonl.zst", prov: fourFifths(semeval2016), lang: "es", termsOnly: true},
	{name: "nl_semeval2016_restaurants.jsonl.zst", prov: fourFifths(semeval2016), lang: "nl", termsOnly: true},
	{name: "ru_semeval2016_ote.jsonl.zst", prov: fourFifths(semeval2016), lang: "ru", termsOnly: true},
	{name: "tr_semeval2016_ote.jsonl.zst", prov: fourFifths(semeval2016), lang: "tr", termsOnly: true},
}

type aspectTaggerFile struct {
	name         string
	prov         lexdata.Provenance
	polarityOnly bool
	// lang is the language of the file's text, where it is not the
	// pack's, and termsOnly keeps its terms' polarities out of training.
	lang      string
	termsOnly bool
}

// Where the aspect files come from (devsets/README.md).
var (
	semeval2014 = lexdata.Provenance{Source: "SemEval-2014 Task 4 ABSA (laptops, restaurants) devsets/sentiment",
		Version: "devsets dev files in full", License: "LicenseRef-SemEval-research-use"}
	semeval2014Restaurants = lexdata.Provenance{Source: "SemEval-2014 Task 4 ABSA restaurants devsets/sentiment",
		Version: "devsets dev files in full", License: "LicenseRef-SemEval-research-use"}
	semeval2015 = lexdata.Provenance{Source: "SemEval-2015 Task 12 ABSA restaurants devsets/sentiment",
		Version: "devsets dev files in full", License: "LicenseRef-SemEval-research-use"}
	semeval2016 = lexdata.Provenance{Source: "SemEval-2016 Task 5 ABSA opinion targets devsets/sentiment",
		Version: "devsets dev files in full", License: "LicenseRef-SemEval-research-use"}
)

// fourFifths is the provenance of an aspect file read without the part
// the aspect evaluation scores (sentiment.AspectTraining): by the French
// tagger and by the document model (sentimentDocFiles), where a tagger
// reads its own language's files in full.
func fourFifths(p lexdata.Provenance) lexdata.Provenance {
	p.Version = "devsets training four fifths"
	return p
}

// aspectTaggerEpochs are the training passes of the tagger and
// aspectPolarity the polarity classifier's settings, chosen by 4-fold
// cross-validation inside the training parts (TestAspectTaggerCV,
// TestAspectPolarityCV); the seed is set a priori.
const (
	aspectTaggerEpochs = 15
	aspectTaggerSeed   = 2026
)

var aspectPolarity = sentiment.PolarityTraining{Epochs: 15, Rate: 0.02, L2: 0.003}

func init() {
	languageProducers = append(languageProducers, producer{sentiment.SectionAspectTagger, produceAspectTagger})
}

type aspectTrainItem struct {
	file         string
	polarityOnly bool
	lang         string // the text's language, "" for the pack's
	termsOnly    bool
	ID           string `json:"id"`
	Text         string `json:"text"`
	Aspects      []struct {
		From     int     `json:"from"`
		To       int     `json:"to"`
		Polarity *string `json:"polarity"`
	} `json:"aspects"`
}

func produceAspectTagger(ctx context.Context, in input) ([]byte, lexdata.Provenance, error) {
	files := aspectTaggerFiles[in.lang]
	if len(files) == 0 {
		return nil, lexdata.Provenance{}, &omission{"no aspect-annotated reviews in the language"}
	}
	dir := filepath.Join(in.src.dir, "..", "devsets", "sentiment")
	if _, err := os.Stat(dir); err != nil {
		return nil, lexdata.Provenance{}, &omission{"no devsets/sentiment beside the sources to train on"}
	}
	// A tagger trains on its own language's files in full. The French
	// one reads the other languages' files without their scored fifths:
	// on the French file's unscored parts (TestFrenchAspectTagger) it did
	// better so, F1 0.570 against 0.554.
	var held func(id, text string) bool
	part := "the files in full (the sentiment suite scores their part 1 with a tagger trained without it)"
	if len(AspectTaggerFiles(in.lang)) == 0 {
		held, part = sentiment.AspectScored, "the training four fifths (sentiment.AspectTraining)"
	}
	items, pl, err := readAspectTraining(dir, files, held)
	if err != nil {
		return nil, lexdata.Provenance{}, err
	}
	examples, err := aspectExamples(ctx, in.src, in.lang, items)
	if err != nil {
		return nil, lexdata.Provenance{}, err
	}
	t, err := sentiment.TrainAspectTagger(examples, aspectTaggerEpochs, aspectPolarity, aspectTaggerSeed)
	if err != nil {
		return nil, lexdata.Provenance{}, err
	}
	tags, pol := t.Rows()
	var read string
	if others := aspectItemLanguages(items, in.lang); !slices.Contains(others, in.lang) {
		read = " (each read in its own language: " + strings.Join(others, " ") + "; no text of the pack's language)"
	}
	classifier := fmt.Sprintf("term polarity classifier (logistic regression: the rules' judgements, clause balance, lexicon "+
		"scores and opinion words around the term, the words and word pairs of its clause, the words around it and the heads "+
		"of the phrases beside it), %d epochs; %d weighted features", aspectPolarity.Epochs, pol)
	if pol == 0 {
		classifier = "no term polarity classifier (no gold polarities to train one; the rules judge)"
	}
	dict := fmt.Sprintf("a dictionary of the %d terms of its training sentences (their lower-cased lemmas, up to four "+
		"words, with how often each was a term and occurred at all)", t.Terms())
	if t.Terms() == 0 {
		dict = "no dictionary of terms (no training sentence in the pack's language)"
	}
	prov := pl.merged(fmt.Sprintf("structured perceptron aspect-term tagger decoded by Viterbi, averaged (BIO over words, part of speech, lemmas, "+
		"concept families, hypernyms, aspect categories, phrases, opinion words, the phrase rules' terms and the "+
		"dictionary's), %d epochs over %d sentences of %s%s, "+
		"%d weighted features; %s; and %s; no other text",
		aspectTaggerEpochs, len(items), part, read, tags, dict, classifier))
	return t.Encode(), prov, nil
}

// readAspectTraining reads the items of the files, each text once, less
// those held out: the items for which held reports true and every item
// whose text is held out in any of the files. held may be nil.
func readAspectTraining(dir string, files []aspectTaggerFile, held func(id, text string) bool) ([]aspectTrainItem, *provenanceList, error) {
	pl := &provenanceList{}
	var all [][]aspectTrainItem
	heldAside := map[string]bool{}
	for _, f := range files {
		var items []aspectTrainItem
		err := jsonl.Lines(filepath.Join(dir, f.name), func(line []byte) error {
			it := aspectTrainItem{file: f.name, polarityOnly: f.polarityOnly, lang: f.lang, termsOnly: f.termsOnly}
			if err := json.Unmarshal(line, &it); err != nil {
				return err
			}
			items = append(items, it)
			if held != nil && held(it.ID, it.Text) {
				heldAside[it.Text] = true
			}
			return nil
		})
		if err != nil {
			return nil, nil, fmt.Errorf("aspect tagger: %s: %w", f.name, err)
		}
		all = append(all, items)
		pl.add(f.prov)
	}
	var out []aspectTrainItem
	seen := map[string]bool{}
	for _, items := range all {
		for _, it := range items {
			if !heldAside[it.Text] && !seen[it.Text] {
				seen[it.Text] = true
				out = append(out, it)
			}
		}
	}
	return out, pl, nil
}

// AspectTaggerFiles are the aspect files of devsets/sentiment in the
// language's own text that its pack's tagger trains on (none for French,
// whose tagger reads other languages' files alone).
func AspectTaggerFiles(lang string) []string {
	var out []string
	for _, f := range aspectTaggerFiles[lang] {
		if f.lang == "" {
			out = append(out, f.name)
		}
	}
	return out
}

// AspectTaggerWithout trains the aspect tagger of a language as the pack
// builder does (the same files, settings and seed) but without the items
// for which held reports true and their texts in any of the files, over
// the packs of store (the learned tagger of a pack is never read: the
// examples see the rules' terms alone). With held =
// sentiment.AspectScored it is the tagger that scores the part the
// sentiment suite reports; over the packs the builder made, its rows are
// the ones a pack built from those parts alone would hold. It returns nil
// for a language without aspect files.
func AspectTaggerWithout(ctx context.Context, devDir, lang string, store *lexdata.Store, held func(id, text string) bool) (*sentiment.AspectTagger, error) {
	files := aspectTaggerFiles[lang]
	if len(files) == 0 {
		return nil, nil
	}
	items, _, err := readAspectTraining(devDir, files, held)
	if err != nil {
		return nil, err
	}
	core, err := store.Families()
	if err != nil {
		return nil, err
	}
	per, err := languageItemExamples(ctx, core, lang, items, store.Language)
	if err != nil {
		return nil, err
	}
	return sentiment.TrainAspectTagger(trainingExamples(items, per), aspectTaggerEpochs, aspectPolarity, aspectTaggerSeed)
}

// trainingExamples are the examples of each item's sentences (per, in the
// items' order) as the item trains.
func trainingExamples(items []aspectTrainItem, per [][]sentiment.AspectExample) []sentiment.AspectExample {
	var out []sentiment.AspectExample
	for i, ex := range per {
		for _, e := range ex {
			out = append(out, items[i].trains(e))
		}
	}
	return out
}

// aspectExamples analyses the items as the analyser does for a review
// (tokenize, spell, senses, grammar, phrases), over packs built in memory
// from the same sources: the pack of each item's language without the
// learned sections and the core pack without the topic model, which these
// stages do not read.
func aspectExamples(ctx context.Context, src *sources, langID string, items []aspectTrainItem) ([]sentiment.AspectExample, error) {
	core, err := coreWithout(ctx, src, topics.SectionTopicModel)
	if err != nil {
		return nil, err
	}
	per, err := languageItemExamples(ctx, core, langID, items, func(textLang string) (*lexdata.Language, error) {
		return languageWithout(ctx, src, textLang, sentiment.SectionAspectTagger)
	})
	if err != nil {
		return nil, err
	}
	return trainingExamples(items, per), nil
}

// trains returns an example of the item as it trains: the tagger alone
// or the polarity classifier alone, as its file says, and for a text in
// another language than the pack's, not the tagger's dictionary.
func (it aspectTrainItem) trains(ex sentiment.AspectExample) sentiment.AspectExample {
	if it.polarityOnly {
		ex = ex.PolarityOnly()
	}
	if it.termsOnly {
		ex = ex.TermsOnly()
	}
	if it.lang != "" {
		ex = ex.Foreign()
	}
	return ex
}

// languageItemExamples is itemExamples over the pack of each item's text
// (pack gives it; langID is the language of the items that name none),
// in the items' order.
func languageItemExamples(ctx context.Context, core *lexdata.Core, langID string, items []aspectTrainItem,
	pack func(lang string) (*lexdata.Language, error)) ([][]sentiment.AspectExample, error) {
	per := make([][]sentiment.AspectExample, len(items))
	for _, textLang := range aspectItemLanguages(items, langID) {
		var at []int
		var these []aspectTrainItem
		for i, it := range items {
			if cmp.Or(it.lang, langID) == textLang {
				at, these = append(at, i), append(these, it)
			}
		}
		lang, err := pack(textLang)
		if err != nil {
			return nil, err
		}
		got, err := itemExamples(ctx, core, lang, textLang, these)
		if err != nil {
			return nil, err
		}
		for k, i := range at {
			per[i] = got[k]
		}
	}
	return per, nil
}

// aspectItemLanguages are the languages of the items' texts, in the order
// they first come (langID for an item of the pack's own language).
func aspectItemLanguages(items []aspectTrainItem, langID string) []string {
	var out []string
	for _, it := range items {
		if l := cmp.Or(it.lang, langID); !slices.Contains(out, l) {
			out = append(out, l)
		}
	}
	return out
}

// itemExamples analyses each item over the packs and returns its
// sentences' training examples, every file's terms marked as terms.
func itemExamples(ctx context.Context, core *lexdata.Core, lang *lexdata.Language, langID string, items []aspectTrainItem) ([][]sentiment.AspectExample, error) {
	families := func() (*lexdata.Core, error) { return core, nil }
	newStages := func() []pipeline.Stage {
		return []pipeline.Stage{tokenize.NewStage(), spell.NewStage(), senses.NewStage(families),
			grammar.NewStage(), phrases.NewStage(families)}
	}
	per := make([][]sentiment.AspectExample, len(items))
	bad, err := eachInParallel(len(items), newStages, func(stages []pipeline.Stage, i int) error {
		it := items[i]
		d := &doc.Document{Text: it.Text, Lang: langID, Opts: doc.Options{Format: "review"}}
		if err := pipeline.Run(ctx, stages, d, lang); err != nil {
			return err
		}
		gold := make([]sentiment.GoldTerm, len(it.Aspects))
		for k, a := range it.Aspects {
			gold[k] = sentiment.GoldTerm{From: a.From, To: a.To}
			if a.Polarity != nil {
				gold[k].Polarity = *a.Polarity
			}
		}
		var err error
		per[i], err = sentiment.AspectExamples(ctx, d, lang, core, gold,
			func(a sentiment.Aspect) bool { return sentiment.SemEvalUnmarked(it.file, a.Category) })
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("aspect tagger: %s: %w", items[bad].ID, err)
	}
	return per, nil
}
