package bench

import (
	"context"
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"sync"

	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/internal/pipeline"
	"github.com/argot-nlp/argot/lexdata"
	"github.com/argot-nlp/argot/lexdata/packbuild"
	"github.com/argot-nlp/argot/sentiment"
)

func init() {
	register(Suite{
		Name: "sentiment",
		Description: "binary sentence polarity (sentiment.Analyze document score sign, after the stages the Analyzer runs before it: tokenize, spell, senses, grammar and phrases) " +
			"on the held-aside 4/5 of devsets/sentiment (text hash; the negativity weights are fitted on the other fifth; " +
			"the document models train on SemEval sentences and on all of the sentence-polarity files of their language that they beat the rules on " +
			"(SST and the tweets in English, the Malay news, Wisesight, the de es it pt tweets; see sentiment-doc-cv), so those files are scored out of fold: " +
			"each part by a model trained without it), " +
			"neutral gold dropped; then aspect-term F1 and aspect polarity accuracy on the SemEval ABSA files " +
			"(the scored fifth, id hash part 1, which the learned aspect models never train on; ARGOT_EVAL_PART=tune scores the tuning fifth)",
		Run: runSentiment,
	})
}

// sentimentFiles are the sentence-polarity dev files of devsets/sentiment,
// in report order.
var sentimentFiles = []string{
	"en_sst5.jsonl", "en_xlmt_tweets.jsonl", "en_nusax.jsonl",
	"ar_xlmt_tweets.jsonl", "de_xlmt_tweets.jsonl", "es_xlmt_tweets.jsonl",
	"fr_xlmt_tweets.jsonl", "it_xlmt_tweets.jsonl", "pt_xlmt_tweets.jsonl",
	"id_nusax.jsonl", "th_wisesight.jsonl.zst", "ms_news_sentiment.jsonl.zst",
}

// SentimentResult is one row of the sentiment suite.
//
// The prediction is the sign of Result.Score. A score of exactly 0 (no
// sentiment found) is a tie: Accuracy counts ties as wrong, TiePositive
// counts them as positive. Coverage is the share of texts with a non-zero
// score; Majority is the accuracy of always answering the file's most
// frequent label.
type SentimentResult struct {
	File        string  `json:"file"`
	Lang        string  `json:"lang"`
	N           int     `json:"n"`
	Accuracy    float64 `json:"accuracy"`
	TiePositive float64 `json:"accuracy_ties_positive"`
	Coverage    float64 `json:"coverage"`
	Majority    float64 `json:"majority"`
	// Scorer is what gives the document score: "rules" where the
	// language has no document model, "model" where its pack's model
	// never trained on the file, "model out of fold" where it did and
	// each part is scored by a model trained without it.
	Scorer string `json:"scorer"`

	mismatches []string
}

type sentimentItem struct {
	Lang     string  `json:"lang"`
	Text     string  `json:"text"`
	Polarity *string `json:"polarity"`
}

func runSentiment(ctx context.Context, cfg Config, w io.Writer) error {
	var rows []SentimentResult
	for _, f := range sentimentFiles {
		lang, _, _ := strings.Cut(f, "_")
		if !cfg.wants(lang) {
			continue
		}
		r, err := EvalSentiment(ctx, cfg, f)
		if err != nil {
			return err
		}
		rows = append(rows, r)
	}
	if cfg.JSON {
		if err := writeJSON(w, rows); err != nil {
			return err
		}
		return runAspects(ctx, cfg, w)
	}
	fmt.Fprintln(w, "Sentence polarity (held-aside 4/5 of each file, by text hash; a file the language's document model trains on is scored out of fold, each fifth by a model trained without it):")
	fmt.Fprintln(w, "| file | lang | n | accuracy (ties wrong) | accuracy (ties positive) | coverage | majority | scored by |")
	fmt.Fprintln(w, "|---|---|---:|---:|---:|---:|---:|---|")
	for _, r := range rows {
		fmt.Fprintf(w, "| %s | %s | %d | %.3f | %.3f | %.3f | %.3f | %s |\n", r.File, r.Lang, r.N, r.Accuracy, r.TiePositive, r.Coverage, r.Majority, r.Scorer)
	}
	for _, r := range rows {
		if len(r.mismatches) > 0 {
			fmt.Fprintf(w, "\n%s errors:\n", r.File)
			for _, m := range r.mismatches {
				fmt.Fprintln(w, "  "+m)
			}
		}
	}
	return runAspects(ctx, cfg, w)
}

// sentimentStages are the stages the analyzer runs before sentiment that
// sentiment reads (packbuild.SentimentStages, which the document model is
// trained through): tokens, spelling, senses, tags and the phrase
// structure its targets come from. Should they fail to load, the one
// stage returned reports why when run.
func sentimentStages() []pipeline.Stage {
	newStages, err := packbuild.SentimentStages(packStore().Families)
	if err != nil {
		return []pipeline.Stage{failedStage{err}}
	}
	return newStages()
}

// analyseSentiment analyses one text of the language as the Analyzer
// does: the stages before sentiment, then sentiment.
func analyseSentiment(ctx context.Context, store *lexdata.Store, stages []pipeline.Stage, core *lexdata.Core,
	langID, text string) (sentiment.Result, error) {
	lang, err := store.Language(langID)
	if err != nil {
		return sentiment.Result{}, err
	}
	d := &doc.Document{Text: text, Lang: langID}
	if err := pipeline.Run(ctx, stages, d, lang); err != nil {
		return sentiment.Result{}, err
	}
	return sentiment.Analyze(ctx, d, lang, core, sentiment.Options{})
}

// failedStage is a stage that could not be made: running it returns the
// error.
type failedStage struct{ err error }

func (s failedStage) Name() string { return "failed" }

func (s failedStage) Run(context.Context, *doc.Document, *lexdata.Language) error { return s.err }

// EvalSentiment scores the held-aside part of one dev file of
// devsets/sentiment (see aspectHeldAside: texts whose hash is not 0 mod 5),
// a file the document model trains on out of fold (crossFitting).
func EvalSentiment(ctx context.Context, cfg Config, file string) (SentimentResult, error) {
	res := SentimentResult{File: strings.TrimSuffix(strings.TrimSuffix(file, ".zst"), ".jsonl")}
	items, err := readJSONL[sentimentItem](filepath.Join(cfg.DataDir(), "devsets", "sentiment", file))
	if err != nil {
		return res, err
	}
	store := packStore()
	core, err := store.Families()
	if err != nil {
		return res, err
	}
	stages := sentimentStages()
	crossFit, err := crossFitting(ctx, cfg, file)
	if err != nil {
		return res, err
	}
	fileLang, _, _ := strings.Cut(file, "_")
	pack, err := store.Language(fileLang)
	if err != nil {
		return res, err
	}
	switch {
	case crossFit != nil:
		res.Scorer = "model out of fold"
	case pack.Pack().Has(sentiment.SectionDocModel):
		res.Scorer = "model"
	default:
		res.Scorer = "rules"
	}
	var correct, tiePos, covered, positives int
	for _, it := range items {
		if it.Polarity == nil || (*it.Polarity != "positive" && *it.Polarity != "negative") || !aspectHeldAside("", it.Text) {
			continue
		}
		if cfg.MaxSentences > 0 && res.N >= cfg.MaxSentences {
			break
		}
		if err := ctx.Err(); err != nil {
			return res, err
		}
		res.Lang = it.Lang
		var score float64
		scored := false
		if crossFit != nil {
			if score, scored, err = crossFit.score(it.Text); err != nil {
				return res, err
			}
		}
		if !scored {
			out, err := analyseSentiment(ctx, store, stages, core, it.Lang, it.Text)
			if err != nil {
				return res, err
			}
			score = out.Score
		}
		res.N++
		gold := *it.Polarity == "positive"
		if gold {
			positives++
		}
		if score != 0 {
			covered++
		}
		if (score > 0) == gold && score != 0 {
			correct++
		}
		if (score >= 0) == gold {
			tiePos++
		} else if len(res.mismatches) < listedErrors(cfg) {
			res.mismatches = append(res.mismatches, fmt.Sprintf("gold %s score %.2f: %s", *it.Polarity, score, it.Text))
		}
	}
	if res.N > 0 {
		n := float64(res.N)
		res.Accuracy = float64(correct) / n
		res.TiePositive = float64(tiePos) / n
		res.Coverage = float64(covered) / n
		res.Majority = float64(max(positives, res.N-positives)) / n
	}
	return res, nil
}

// crossFit scores the sentences of a language's sentence-polarity
// training files (SST, the tweets, ...) out of fold: each by a model
// trained as the pack's is (packbuild.TrainSentimentDoc) but without the
// sentence's part, made on first use, over the features the training
// read (the suite's stages and packs, so the text is not analysed again).
type crossFit struct {
	items    []packbuild.SentimentDocItem
	examples []sentiment.DocExample
	features map[string]sentiment.DocFeatures // by text
	mu       sync.Mutex
	models   map[int]*sentiment.DocModel // by part
}

// crossFits are the cross-fits made, by data directory and language: the
// English files SST and tweets share one.
var crossFits = struct {
	sync.Mutex
	m map[string]*crossFit
}{m: map[string]*crossFit{}}

// crossFitting returns the cross-fit of a sentence-polarity file the
// language's document model trains on in full, and nil for any other
// file, which the pack's model scores.
func crossFitting(ctx context.Context, cfg Config, file string) (*crossFit, error) {
	lang, _, _ := strings.Cut(file, "_")
	trained := false
	for _, f := range packbuild.SentimentDocFiles(lang) {
		trained = trained || !f.Aspects && f.Name == file
	}
	if !trained {
		return nil, nil
	}
	crossFits.Lock()
	defer crossFits.Unlock()
	key := cfg.DataDir() + "\x00" + lang
	if cf, ok := crossFits.m[key]; ok {
		return cf, nil
	}
	items, err := packbuild.SentimentDocTraining(filepath.Join(cfg.DataDir(), "devsets", "sentiment"), lang)
	if err != nil {
		return nil, err
	}
	// All of the training sentences, whatever cfg.MaxSentences.
	examples, err := sentimentDocExamples(ctx, Config{}, lang, items)
	if err != nil {
		return nil, err
	}
	cf := &crossFit{items: items, examples: examples, features: map[string]sentiment.DocFeatures{}, models: map[int]*sentiment.DocModel{}}
	for i, it := range items {
		cf.features[it.Text] = examples[i].Features
	}
	crossFits.m[key] = cf
	return cf, nil
}

// score returns the out-of-fold score of a training sentence, and false
// for a text the training did not read (no model saw it: the pack's
// scores it).
func (cf *crossFit) score(text string) (float64, bool, error) {
	f, ok := cf.features[text]
	if !ok {
		return 0, false, nil
	}
	part := sentiment.SentencePart(text)
	cf.mu.Lock()
	defer cf.mu.Unlock()
	m, ok := cf.models[part]
	if !ok {
		var err error
		if m, _, err = packbuild.TrainSentimentDoc(cf.items, cf.examples, part); err != nil {
			return 0, true, err
		}
		cf.models[part] = m
	}
	return m.Score(f), true, nil
}
