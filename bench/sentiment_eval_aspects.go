package bench

import (
	"context"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"

	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/internal/pipeline"
	"github.com/argot-nlp/argot/lexdata/packbuild"
	"github.com/argot-nlp/argot/sentiment"
)

// aspectFiles are the aspect-based sentiment (ABSA) dev files of
// devsets/sentiment, in report order.
var aspectFiles = []string{
	"en_semeval2014_laptops.jsonl.zst", "en_semeval2014_restaurants.jsonl.zst",
	"en_semeval2015_restaurants.jsonl.zst", "es_semeval2016_ote.jsonl.zst",
	"fr_semeval2016_ote.jsonl.zst", "nl_semeval2016_restaurants.jsonl.zst",
	"ru_semeval2016_ote.jsonl.zst", "tr_semeval2016_ote.jsonl.zst",
}

// AspectResult is one row of the aspect part of the sentiment suite,
// scored on the scored fifth of the file (aspectScored).
//
// Term precision, recall and F1 compare the spans of the predicted
// aspects (sentiment.Result.Aspects) with the gold aspect terms, exactly,
// as SemEval 2014 task 4 subtask 1 does; a predicted aspect of a category
// the file's annotation guidelines do not mark as a term
// (sentiment.SemEvalUnmarked: the product as a whole in 2014, attributes
// such as price in 2015/2016) counts when it is a gold term and is left
// out, not counted wrong, when it is not. Polarity accuracy is over the
// gold terms with a positive, negative or neutral label (conflict
// dropped), the terms given (SemEval subtask 2): what the language's
// learned classifier says of each (sentiment.TermPolarities), or without
// one, the polarity of the predicted aspect at the term's span, and for a
// term predicted neutral or not predicted, the snippet's or the clear
// sentence's polarity, else neutral.
type AspectResult struct {
	File      string  `json:"file"`
	Lang      string  `json:"lang"`
	Sentences int     `json:"sentences"`
	Gold      int     `json:"gold_terms"`
	Precision float64 `json:"precision"`
	Recall    float64 `json:"recall"`
	F1        float64 `json:"f1"`
	// Polar is the number of gold terms with a polarity label; Polarity
	// the accuracy on them (0 when the file has no labels).
	Polar    int     `json:"polar_terms"`
	Polarity float64 `json:"polarity_accuracy"`
	// Majority is the polarity accuracy of always answering the most
	// frequent label.
	Majority float64 `json:"polarity_majority"`

	mismatches []string
}

type aspectItem struct {
	Lang    string       `json:"lang"`
	Text    string       `json:"text"`
	ID      string       `json:"id"`
	Aspects []goldAspect `json:"aspects"`
}

type goldAspect struct {
	Term     string  `json:"term"`
	Polarity *string `json:"polarity"`
	From     int     `json:"from"`
	To       int     `json:"to"`
}

// aspectHeldAside reports the items scored of the sentence-polarity
// splits that reuse the aspect files' hash (SST, tweets, spell): those
// whose id (or text, where the file has no ids) does not hash to 0 mod 5.
// The fifth that does is the part rules and tables may be tuned on;
// ARGOT_EVAL_PART=tune scores that part instead, for development. The
// aspect files themselves are scored by aspectScored.
func aspectHeldAside(id, text string) bool {
	return !sentiment.AspectTuning(id, text) != (os.Getenv("ARGOT_EVAL_PART") == "tune")
}

// aspectScored reports the items of an aspect file that EvalAspects
// scores: the scored fifth (sentiment.AspectScored), which neither the
// rules nor the learned models were fitted on, or with
// ARGOT_EVAL_PART=tune the tuning fifth (sentiment.AspectTuning), for rule
// development: the learned models train on it too, so its figures flatter
// them.
func aspectScored(id, text string) bool {
	if os.Getenv("ARGOT_EVAL_PART") == "tune" {
		return sentiment.AspectTuning(id, text)
	}
	return sentiment.AspectScored(id, text)
}

// listedErrors is how many errors the sentiment suite lists (-mismatches):
// only those of the tuning fifth, scored with ARGOT_EVAL_PART=tune, never
// those of the held-aside part the reported figures come from.
func listedErrors(cfg Config) int {
	if os.Getenv("ARGOT_EVAL_PART") != "tune" {
		return 0
	}
	return cfg.Mismatches
}

func runAspects(ctx context.Context, cfg Config, w io.Writer) error {
	var rows []AspectResult
	for _, f := range aspectFiles {
		lang, _, _ := strings.Cut(f, "_")
		if !cfg.wants(lang) {
			continue
		}
		r, err := EvalAspects(ctx, cfg, f)
		if err != nil {
			return err
		}
		rows = append(rows, r)
	}
	if cfg.JSON {
		return writeJSON(w, rows)
	}
	fmt.Fprintln(w, "\nAspects (scored fifth of each file, id hash part 1; SemEval exact-span term F1, polarity accuracy on gold terms):")
	fmt.Fprintln(w, "| file | lang | sentences | gold terms | term P | term R | term F1 | polar terms | polarity acc | majority |")
	fmt.Fprintln(w, "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|")
	for _, r := range rows {
		fmt.Fprintf(w, "| %s | %s | %d | %d | %.3f | %.3f | %.3f | %d | %.3f | %.3f |\n",
			r.File, r.Lang, r.Sentences, r.Gold, r.Precision, r.Recall, r.F1, r.Polar, r.Polarity, r.Majority)
	}
	if cfg.Mismatches > 0 && listedErrors(cfg) == 0 {
		fmt.Fprintln(w, "\nErrors are listed for the tuning fifth only: set ARGOT_EVAL_PART=tune.")
	}
	for _, r := range rows {
		if len(r.mismatches) > 0 {
			fmt.Fprintf(w, "\n%s aspect errors:\n", r.File)
			for _, m := range r.mismatches {
				fmt.Fprintln(w, "  "+m)
			}
		}
	}
	return nil
}

// EvalAspects scores aspect terms and their polarity on the scored fifth
// (aspectScored) of one ABSA file of devsets/sentiment.
func EvalAspects(ctx context.Context, cfg Config, file string) (AspectResult, error) {
	res := AspectResult{File: strings.TrimSuffix(strings.TrimSuffix(file, ".zst"), ".jsonl")}
	items, err := readJSONL[aspectItem](filepath.Join(cfg.DataDir(), "devsets", "sentiment", file))
	if err != nil {
		return res, err
	}
	store := packStore()
	core, err := store.Families()
	if err != nil {
		return res, err
	}
	stages := sentimentStages()
	tagger, err := scoringTagger(ctx, cfg, file)
	if err != nil {
		return res, err
	}
	opts := sentiment.Options{Format: "review", Tagger: tagger}
	var tp, predicted, polarOK int
	labels := map[string]int{}
	for _, it := range items {
		if !aspectScored(it.ID, it.Text) {
			continue
		}
		if cfg.MaxSentences > 0 && res.Sentences >= cfg.MaxSentences {
			break
		}
		if err := ctx.Err(); err != nil {
			return res, err
		}
		res.Lang = it.Lang
		lang, err := store.Language(it.Lang)
		if err != nil {
			return res, err
		}
		d := &doc.Document{Text: it.Text, Lang: it.Lang, Opts: doc.Options{Format: "review"}}
		if err := pipeline.Run(ctx, stages, d, lang); err != nil {
			return res, err
		}
		out, err := sentiment.Analyze(ctx, d, lang, core, opts)
		if err != nil {
			return res, err
		}
		res.Sentences++
		gold := map[[2]int]bool{}
		for _, g := range it.Aspects {
			gold[[2]int{g.From, g.To}] = true
		}
		res.Gold += len(gold)
		got := map[[2]int]string{}
		for _, a := range out.Aspects {
			span := [2]int{a.Offset, a.Offset + a.Length}
			if sentiment.SemEvalUnmarked(file, a.Category) && !gold[span] {
				// A kind of term the file's guidelines leave unmarked:
				// right when the annotators marked it nevertheless, not
				// counted against the tagger when they did not.
				continue
			}
			got[span] = aspectLabel(a)
		}
		predicted += len(got)
		var missed, extra []string
		for span := range got {
			if gold[span] {
				tp++
			} else {
				extra = append(extra, string([]rune(it.Text)[span[0]:span[1]]))
			}
		}
		for _, g := range it.Aspects {
			if _, ok := got[[2]int{g.From, g.To}]; !ok {
				missed = append(missed, g.Term)
			}
		}
		if (len(missed) > 0 || len(extra) > 0) && len(res.mismatches) < listedErrors(cfg) {
			res.mismatches = append(res.mismatches, fmt.Sprintf("terms missed %q extra %q: %s", missed, extra, it.Text))
		}
		spans := make([][2]int, len(it.Aspects))
		for k, g := range it.Aspects {
			spans[k] = [2]int{g.From, g.To}
		}
		given, err := sentiment.TermPolarities(ctx, d, lang, core, spans, opts)
		if err != nil {
			return res, err
		}
		for k, g := range it.Aspects {
			if g.Polarity == nil || *g.Polarity == "conflict" {
				continue
			}
			res.Polar++
			labels[*g.Polarity]++
			p, ok := got[[2]int{g.From, g.To}]
			switch {
			case given != nil:
				p = given[k]
			case !ok || p == sentiment.Neutral:
				p = polarityOver(out, g.From, g.To)
			}
			if p == *g.Polarity {
				polarOK++
			} else if len(res.mismatches) < listedErrors(cfg) {
				res.mismatches = append(res.mismatches, fmt.Sprintf("%q gold %s got %s: %s", g.Term, *g.Polarity, p, it.Text))
			}
		}
	}
	res.Precision, res.Recall, res.F1 = prf(tp, predicted, res.Gold)
	if res.Polar > 0 {
		most := 0
		for _, n := range labels {
			most = max(most, n)
		}
		res.Polarity = float64(polarOK) / float64(res.Polar)
		res.Majority = float64(most) / float64(res.Polar)
	}
	return res, nil
}

// scoringTaggers are the aspect taggers trained without the scored part,
// by data directory and language.
var scoringTaggers = struct {
	sync.Mutex
	m map[string]*sentiment.AspectTagger
}{m: map[string]*sentiment.AspectTagger{}}

// scoringTagger returns the aspect tagger that scores a file whose
// language's pack tagger trained on it, as it trains on the whole of
// each of its files (packbuild.AspectTaggerFiles): one trained as the
// pack's is but without the scored part of the files
// (sentiment.AspectScored), made once per language. It returns nil for
// any other file, which the pack's tagger, never having read it, scores,
// and for a pack without a tagger.
func scoringTagger(ctx context.Context, cfg Config, file string) (*sentiment.AspectTagger, error) {
	lang, _, _ := strings.Cut(file, "_")
	if !slices.Contains(packbuild.AspectTaggerFiles(lang), file) {
		return nil, nil
	}
	store := packStore()
	pack, err := store.Language(lang)
	if err != nil {
		return nil, err
	}
	if !pack.Pack().Has(sentiment.SectionAspectTagger) {
		return nil, nil
	}
	scoringTaggers.Lock()
	defer scoringTaggers.Unlock()
	key := cfg.DataDir() + "\x00" + lang
	if t, ok := scoringTaggers.m[key]; ok {
		return t, nil
	}
	t, err := packbuild.AspectTaggerWithout(ctx, filepath.Join(cfg.DataDir(), "devsets", "sentiment"), lang, store, sentiment.AspectScored)
	if err != nil {
		return nil, err
	}
	scoringTaggers.m[key] = t
	return t, nil
}

// aspectLabel maps an aspect's polarity onto the ABSA labels: a mixed
// judgement counts by the sign of its sum.
func aspectLabel(a sentiment.Aspect) string {
	if a.Polarity != sentiment.Mixed {
		return a.Polarity
	}
	if a.Valence >= 0 {
		return sentiment.Positive
	}
	return sentiment.Negative
}

// sentenceCue is the document score beyond which a term outside every
// snippet takes the text's polarity: a short review sentence is mostly
// about its terms. Set a priori (about one clear lexicon word), not tuned.
const sentenceCue = 0.3

// polarityOver is the polarity of a predicted aspect overlapping the span
// from..to, (a mention without a judgement aside), else of the snippet
// holding it (a term inside a judgement
// shares it), else the text's when it is clear, else neutral.
func polarityOver(r sentiment.Result, from, to int) string {
	for _, a := range r.Aspects {
		if a.Polarity != sentiment.Neutral && a.Offset < to && from < a.Offset+a.Length {
			return aspectLabel(a)
		}
	}
	for _, e := range r.Expressions {
		if e.Offset <= from && to <= e.Offset+e.Length {
			return aspectLabel(sentiment.Aspect{Polarity: e.Polarity, Valence: e.Valence})
		}
	}
	if math.Abs(r.Score) > sentenceCue {
		return aspectLabel(sentiment.Aspect{Polarity: sentiment.Positive, Valence: r.Score})
	}
	return "neutral"
}
