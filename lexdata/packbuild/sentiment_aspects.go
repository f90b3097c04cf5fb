package packbuild

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"

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
// four fifths of each file (sentiment.AspectTraining); the fifth left,
// part 1 of the id hash (sentiment.AspectScored), is what `argot eval
// sentiment` scores. A sentence whose text is scored in any file of its
// language is never trained on (the 2014 and 2015 restaurant files share
// sentences under other ids).

// aspectTaggerFiles are the aspect files of each language. The French
// file is left out: its SemEval 2016 part is licensed CC BY-NC-ND 4.0,
// which a model derived from it could not be distributed under.
// The English 2015 file trains the polarity classifier only: its
// guidelines mark the targets of opinions alone, where 2014's mark every
// aspect mentioned, and one tagger cannot follow both.
var aspectTaggerFiles = map[string][]aspectTaggerFile{
	"en": {{"en_semeval2014_laptops.jsonl.zst", semeval2014, false}, {"en_semeval2014_restaurants.jsonl.zst", semeval2014, false},
		{"en_semeval2015_restaurants.jsonl.zst", semeval2015, true}},
	"es": {{"es_semeval2016_ote.jsonl.zst", semeval2016, false}},
	"nl": {{"nl_semeval2016_restaurants.jsonl.zst", semeval2016, false}},
	"ru": {{"ru_semeval2016_ote.jsonl.zst", semeval2016, false}},
	"tr": {{"tr_semeval2016_ote.jsonl.zst", semeval2016, false}},
}

type aspectTaggerFile struct {
	name         string
	prov         lexdata.Provenance
	polarityOnly bool
}

// Where the aspect files come from (devsets/README.md).
var (
	semeval2014 = lexdata.Provenance{Source: "SemEval-2014 Task 4 ABSA (laptops, restaurants) devsets/sentiment",
		Version: "devsets training four fifths", License: "LicenseRef-SemEval-research-use"}
	semeval2015 = lexdata.Provenance{Source: "SemEval-2015 Task 12 ABSA restaurants devsets/sentiment",
		Version: "devsets training four fifths", License: "LicenseRef-SemEval-research-use"}
	semeval2016 = lexdata.Provenance{Source: "SemEval-2016 Task 5 ABSA opinion targets devsets/sentiment",
		Version: "devsets training four fifths", License: "LicenseRef-SemEval-research-use"}
)

// aspectTaggerEpochs are the training passes of the tagger and
// aspectPolarity the polarity classifier's settings, chosen by 4-fold
// cross-validation inside the training parts (TestAspectTaggerCV,
// TestAspectPolarityCV); the seed is set a priori.
const (
	aspectTaggerEpochs = 10
	aspectTaggerSeed   = 2026
)

var aspectPolarity = sentiment.PolarityTraining{Epochs: 15, Rate: 0.02, L2: 0.003}

func init() {
	languageProducers = append(languageProducers, producer{sentiment.SectionAspectTagger, produceAspectTagger})
}

type aspectTrainItem struct {
	file         string
	polarityOnly bool
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
	items, pl, err := readAspectTraining(dir, files)
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
	prov := pl.merged(fmt.Sprintf("averaged perceptron aspect-term tagger (BIO over words, part of speech, lemmas, "+
		"concept families, hypernyms, aspect categories, phrases, opinion words and the phrase rules' terms) and "+
		"term polarity classifier (logistic regression: the rules' judgements, clause balance, lexicon scores and opinion "+
		"words around the term, the words and word pairs of its clause, the words around it and the heads of the phrases beside it), "+
		"%d and %d epochs over %d sentences of the training four fifths (sentiment.AspectTraining); %d and %d weighted features; "+
		"weights only, no text",
		aspectTaggerEpochs, aspectPolarity.Epochs, len(items), tags, pol))
	return t.Encode(), prov, nil
}

// readAspectTraining reads the training parts of the files
// (sentiment.AspectTraining), less the sentences whose text is scored in
// any of them.
func readAspectTraining(dir string, files []aspectTaggerFile) ([]aspectTrainItem, *provenanceList, error) {
	pl := &provenanceList{}
	var all [][]aspectTrainItem
	heldAside := map[string]bool{}
	for _, f := range files {
		var items []aspectTrainItem
		err := jsonl.Lines(filepath.Join(dir, f.name), func(line []byte) error {
			it := aspectTrainItem{file: f.name, polarityOnly: f.polarityOnly}
			if err := json.Unmarshal(line, &it); err != nil {
				return err
			}
			items = append(items, it)
			if sentiment.AspectScored(it.ID, it.Text) {
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
			if sentiment.AspectTraining(it.ID, it.Text) && !heldAside[it.Text] && !seen[it.Text] {
				seen[it.Text] = true
				out = append(out, it)
			}
		}
	}
	return out, pl, nil
}

// aspectExamples analyses the items as the analyser does for a review
// (tokenize, spell, senses, grammar, phrases), over packs built in memory
// from the same sources: the language pack without the learned sections
// and the core pack without the topic model, which these stages do not
// read.
func aspectExamples(ctx context.Context, src *sources, langID string, items []aspectTrainItem) ([]sentiment.AspectExample, error) {
	core, err := coreWithout(ctx, src, topics.SectionTopicModel)
	if err != nil {
		return nil, err
	}
	lang, err := languageWithout(ctx, src, langID, sentiment.SectionAspectTagger)
	if err != nil {
		return nil, err
	}
	per, err := itemExamples(ctx, core, lang, langID, items)
	if err != nil {
		return nil, err
	}
	var out []sentiment.AspectExample
	for i, ex := range per {
		if items[i].polarityOnly {
			for k := range ex {
				ex[k] = ex[k].PolarityOnly()
			}
		}
		out = append(out, ex...)
	}
	return out, nil
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
