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

	"github.com/argot-nlp/argot/abuse"
	"github.com/argot-nlp/argot/entities"
	"github.com/argot-nlp/argot/internal/conllu"
	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/internal/jsonl"
	"github.com/argot-nlp/argot/internal/pipeline"
	"github.com/argot-nlp/argot/internal/prelude"
	"github.com/argot-nlp/argot/internal/split"
	"github.com/argot-nlp/argot/lexdata"
	"github.com/argot-nlp/argot/topics"
)

// The learned abuse decision (abuse.SectionModel) is trained on the English
// abuse dev sets without the fifth abuse.HeldOut keeps for evaluation, and
// on clean sentences of the English UD training treebank (the suite's
// clean-text check reads the dev treebank). Only English has it: the other
// languages' dev sets are too small to validate a decision on.
const abuseModelLang = "en"

// abuseModelFiles are the labelled training files of devsets/abuse.
var abuseModelFiles = []struct {
	name string
	prov lexdata.Provenance
}{
	{"en_olid", lexdata.Provenance{Source: "OLID v1.0 / OffensEval 2019 (Zampieri et al. 2019) devsets/abuse/en_olid", Version: "devsets dev part", License: "CC-BY-4.0"}},
	{"en_davidson", lexdata.Provenance{Source: "Davidson et al. 2017 labeled_data.csv devsets/abuse/en_davidson", Version: "devsets dev part", License: "MIT"}},
	{"en_hatexplain", lexdata.Provenance{Source: "HateXplain (Mathew et al. 2021) devsets/abuse/en_hatexplain", Version: "devsets dev part", License: "CC-BY-4.0"}},
}

// abuseModelClean is the clean treebank and how many of its sentences
// (picked evenly) are trained on as not offensive.
const (
	abuseModelClean      = "ud/en/en_ewt-ud-train.conllu.zst"
	abuseModelCleanCount = 3000
)

// abuseModelCleanIndex is the index in the clean treebank of n sentences
// of the i-th sentence trained on.
func abuseModelCleanIndex(i, n int) int { return i * n / abuseModelCleanCount }

// AbuseModelCleanTrained reports, for a treebank of n sentences at path
// (relative to the lexical sources, with slashes), which of its sentences
// the learned abuse decision is trained on as clean text, so that an
// evaluation on that treebank can leave them out.
func AbuseModelCleanTrained(path string, n int) func(index int) bool {
	if path != abuseModelClean {
		return func(int) bool { return false }
	}
	trained := make(map[int]bool, abuseModelCleanCount)
	for i := range abuseModelCleanCount {
		trained[abuseModelCleanIndex(i, n)] = true
	}
	return func(index int) bool { return trained[index] }
}

var abuseModelCleanProv = lexdata.Provenance{Source: "UD English EWT train (lexsrc/" + abuseModelClean + ")", Version: "UD 2.x", License: "CC-BY-SA-4.0"}

// abuseModelOptions: the weight decay and thresholds are chosen by
// five-fold cross-validation inside the training part (abuse.Fold), never
// on the held-out fifth.
var abuseModelOptions = abuse.TrainOptions{
	Types:    []string{"personal_attack", "bigotry", "profanity", "generic"},
	MinCount: 3, Epochs: 6, Rate: 0.05, L2: []float64{1e-6, 1e-5, 1e-4}, Folds: 5, Prune: 1e-3,
}

func init() {
	languageProducers = append(languageProducers, producer{abuse.SectionModel, produceAbuseModel})
}

func produceAbuseModel(ctx context.Context, in input) ([]byte, lexdata.Provenance, error) {
	if in.lang != abuseModelLang {
		return nil, lexdata.Provenance{}, &omission{"the learned abuse decision is trained and validated for English only"}
	}
	dir := filepath.Join(in.src.dir, "..", "devsets", "abuse")
	if _, err := os.Stat(dir); err != nil {
		return nil, lexdata.Provenance{}, &omission{"no devsets/abuse beside the sources to train on"}
	}
	items, pl, err := readAbuseTraining(in.src, dir)
	if err != nil {
		return nil, lexdata.Provenance{}, err
	}
	examples, err := abuseExamples(ctx, in.src, items)
	if err != nil {
		return nil, lexdata.Provenance{}, err
	}
	d, rep, err := abuse.Train(examples, abuseModelOptions)
	if err != nil {
		return nil, lexdata.Provenance{}, err
	}
	prov := pl.merged(fmt.Sprintf("logistic regression over the abuse rules' hits and findings, valence, and hashed "+
		"lemmas, forms, lemma pairs and concept families (2^%d buckets); trained on %d messages (the fifth with "+
		"abuse.HeldOut ids left out); weight decay %g and thresholds %.3f/%.3f/%.3f chosen by %d-fold cross-validation "+
		"(mean macro-F1 %.3f with the rules alone, %.3f with the decision); %d weighted features; weights only, no text",
		abuse.LexBits, len(examples), rep.L2, rep.Offensive, rep.Clean, rep.Clear, abuseModelOptions.Folds, rep.RulesF1,
		rep.ModelF1, d.Len()))
	return d.Encode(), prov, nil
}

// abuseItem is one labelled message of devsets/abuse, or a clean sentence.
type abuseItem struct {
	ID     string  `json:"id"`
	Text   string  `json:"text"`
	Label  string  `json:"label"`
	Type   *string `json:"type"`
	source string
}

// readAbuseTraining reads the training messages: the labelled files
// without the held-out fifth, then the clean sentences, in an order fixed
// by a hash of their ids so that the sources interleave.
func readAbuseTraining(src *sources, dir string) ([]abuseItem, *provenanceList, error) {
	pl := &provenanceList{}
	var out []abuseItem
	for _, f := range abuseModelFiles {
		items, err := readAbuseFile(filepath.Join(dir, f.name+".jsonl.zst"))
		if err != nil {
			return nil, nil, err
		}
		for _, it := range items {
			if it.Label != "abusive" && it.Label != "not" {
				return nil, nil, fmt.Errorf("abuse model: %s: label %q of %s", f.name, it.Label, it.ID)
			}
			if !abuse.HeldOut(it.ID) {
				it.source = f.name
				out = append(out, it)
			}
		}
		pl.add(f.prov)
	}
	sents, err := conllu.ReadFile(filepath.Join(src.dir, abuseModelClean))
	if err != nil {
		return nil, nil, fmt.Errorf("abuse model: %w", err)
	}
	for i := range abuseModelCleanCount {
		s := sents[abuseModelCleanIndex(i, len(sents))]
		if t := strings.TrimSpace(s.Text); t != "" {
			out = append(out, abuseItem{ID: fmt.Sprintf("ud-en-train-%d", i), Text: t, Label: "not", source: "ud_en_train"})
		}
	}
	pl.add(abuseModelCleanProv)
	slices.SortStableFunc(out, func(a, b abuseItem) int { return cmp.Compare(split.Hash(a.ID), split.Hash(b.ID)) })
	return out, pl, nil
}

func readAbuseFile(path string) ([]abuseItem, error) {
	var out []abuseItem
	err := jsonl.Lines(path, func(line []byte) error {
		var it abuseItem
		if err := json.Unmarshal(line, &it); err != nil {
			return err
		}
		out = append(out, it)
		return nil
	})
	return out, err
}

// abuseExamples analyses the items as the analyser does up to the abuse
// stage (tokenize, spell, senses, grammar), over packs built in memory from
// the same sources: the language pack without the model and the core pack
// without the topic model, which the abuse stage does not read.
func abuseExamples(ctx context.Context, src *sources, items []abuseItem) ([]abuse.Example, error) {
	core, err := coreWithout(ctx, src, topics.SectionTopicModel)
	if err != nil {
		return nil, err
	}
	lang, err := languageWithout(ctx, src, abuseModelLang, abuse.SectionModel)
	if err != nil {
		return nil, err
	}
	families := func() (*lexdata.Core, error) { return core, nil }
	out := make([]abuse.Example, len(items))
	ents, err := entities.New()
	if err != nil {
		return nil, fmt.Errorf("abuse examples: %w", err)
	}
	ab := abuse.NewStage(families)
	// The analyzer's stages before abuse, configured as it configures them
	// (the spelling stage keeps the cue words the rules match; the rules
	// read the phrases stage's parse), so that the model trains on the
	// features it is used with.
	newStages := func() []pipeline.Stage { return prelude.Stages(families, ents, ab) }
	bad, err := eachInParallel(len(items), newStages, func(stages []pipeline.Stage, i int) error {
		it := items[i]
		d := &doc.Document{Text: it.Text, Lang: abuseModelLang}
		if err := pipeline.Run(ctx, stages, d, lang); err != nil {
			return err
		}
		obs, err := abuse.Observe(ctx, d, lang, core)
		out[i] = abuse.Example{Observation: obs, Offensive: it.Label == "abusive", Source: it.source,
			Fold: abuse.Fold(it.ID)}
		if it.Type != nil {
			out[i].Type = *it.Type
		}
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("abuse model: %s: %w", items[bad].ID, err)
	}
	return out, nil
}
