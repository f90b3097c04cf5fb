package bench

import (
	"bytes"
	"cmp"
	"context"
	_ "embed"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"

	"github.com/argot-nlp/argot"
	"github.com/argot-nlp/argot/abuse"
	"github.com/argot-nlp/argot/internal/conllu"
	"github.com/argot-nlp/argot/lexdata/packbuild"
	"github.com/argot-nlp/argot/packs/all"
)

func init() {
	register(Suite{
		Name: "abuse",
		Description: "abuse detection through argot.Parse: binary and per-type P/R/F1 on devsets/abuse " +
			"(OLID, Davidson, HateXplain, HatEval trial, GermEval 2018, OffensEval 2020; of OLID, Davidson and HateXplain " +
			"only the held-out fifth abuse.HeldOut keeps, as the pack builder trains the learned decision on the rest), HateCheck/MHC " +
			"functional accuracy, and false positives on clean UD dev sentences (ARGOT_ABUSE_CLEAN=tune: on the other UD files " +
			"of each language instead, for rule development; without the sentences the learned decision trains on; " +
			"ARGOT_ABUSE_CLEAN=tune2: on the language's sentences in the dev halves of devsets/parallel, similarity and sentiment)",
		Run: runAbuse,
	})
}

// abuseFiles are the dev files of devsets/abuse, in report order.
var abuseFiles = []string{
	"en_hatecheck.jsonl.zst", "en_olid.jsonl.zst", "en_davidson.jsonl.zst", "en_hatexplain.jsonl.zst",
	"en_hateval_trial.jsonl",
	"ar_mhc.jsonl.zst", "de_mhc.jsonl.zst", "es_mhc.jsonl.zst", "fr_mhc.jsonl.zst", "it_mhc.jsonl.zst",
	"nl_mhc.jsonl.zst", "pl_mhc.jsonl.zst", "pt_mhc.jsonl.zst", "zh_CN_mhc.jsonl.zst",
	"de_germeval2018.jsonl.zst",
	"ar_offenseval2020.jsonl.zst", "da_offenseval2020.jsonl", "tr_offenseval2020.jsonl.zst",
	"es_hateval_trial.jsonl",
}

// heldOutPart keeps, of a file the learned abuse decision is trained on
// (abuseHeadlineFiles), only the fifth abuse.HeldOut sets aside; other
// files are scored whole.
//
// With abusePartEnv set to "train" they keep the other four fifths
// instead, the items the learned decision trains on: an in-sample figure,
// for checking a change to how the decision is applied without looking at
// the scored fifth.
func heldOutPart(name string, items []AbuseItem) []AbuseItem {
	if !slices.Contains(abuseHeadlineFiles, name) {
		return items
	}
	train := abusePart() == "train"
	var out []AbuseItem
	for _, it := range items {
		if abuse.HeldOut(it.ID) != train {
			out = append(out, it)
		}
	}
	return out
}

// abusePartEnv chooses the part of the headline files heldOutPart keeps.
const abusePartEnv = "ARGOT_ABUSE_PART"

// abusePart returns the part of the headline files the run scores:
// "train" when abusePartEnv asks for it, else "held-out".
func abusePart() string {
	if os.Getenv(abusePartEnv) == "train" {
		return "train"
	}
	return "held-out"
}

// abuseHeadlineFiles are the English sets whose mean binary macro-F1 is
// the headline figure.
var abuseHeadlineFiles = []string{"en_olid", "en_davidson", "en_hatexplain"}

// offensiveTypes are the abuse types that count as "abusive" against the
// binary labels; the others (external_contact, data_leak, ...) are about
// safety rather than offence and are outside what the data sets label.
var offensiveTypes = []string{
	"personal_attack", "bigotry", "profanity", "sexual_advances",
	"criminal_activity", "social_hierarchy", "generic",
}

// Targets printed beside the headline.
const (
	abuseTargetMacroF1   = 0.75
	abuseTargetHateCheck = 0.80
	abuseTargetCleanFP   = 0.01
)

// abuseCleanDefault is the number of clean sentences read per language
// when the run sets no MaxSentences.
const abuseCleanDefault = 1000

// AbuseItem is one labelled text of devsets/abuse.
type AbuseItem struct {
	ID    string  `json:"id"`
	Lang  string  `json:"lang"`
	Text  string  `json:"text"`
	Label string  `json:"label"` // "abusive" or "not"
	Type  *string `json:"type"`  // gold abuse type, null when not given
	// Functionality is HateCheck's test case class (HateCheck and MHC only).
	Functionality string `json:"functionality"`
	// TemplID is the HateCheck template the item was made from (nil
	// elsewhere).
	TemplID *int `json:"templ_id"`
}

// hateCheckTuning reports whether an en_hatecheck item belongs to the
// fifth of its templates that rule development may look at: templates
// whose key "hatecheck-templ-N" abuse.HeldOut picks. The split is by
// template, not by item, because one template's items differ only in the
// target group. The eval prints errors only from this fifth and reports
// functional accuracy on the other four fifths beside the whole set's.
func hateCheckTuning(it AbuseItem) bool {
	return it.TemplID != nil && abuse.HeldOut(fmt.Sprintf("hatecheck-templ-%d", *it.TemplID))
}

// BinaryScores are the measures of a two-class decision. Precision, Recall
// and F1 are those of the positive class; MacroF1 is the mean F1 of both
// classes. Majority is the accuracy of always answering the more frequent
// gold class, MajorityMacroF1 its macro-F1.
type BinaryScores struct {
	TP              int     `json:"tp"`
	FP              int     `json:"fp"`
	FN              int     `json:"fn"`
	TN              int     `json:"tn"`
	Accuracy        float64 `json:"accuracy"`
	Precision       float64 `json:"precision"`
	Recall          float64 `json:"recall"`
	F1              float64 `json:"f1"`
	MacroF1         float64 `json:"macro_f1"`
	Majority        float64 `json:"majority"`
	MajorityMacroF1 float64 `json:"majority_macro_f1"`
}

// confusion counts binary decisions.
type confusion struct{ tp, fp, fn, tn int }

func (c *confusion) add(gold, pred bool) {
	switch {
	case gold && pred:
		c.tp++
	case pred:
		c.fp++
	case gold:
		c.fn++
	default:
		c.tn++
	}
}

func (c confusion) scores() BinaryScores {
	s := BinaryScores{TP: c.tp, FP: c.fp, FN: c.fn, TN: c.tn}
	n := c.tp + c.fp + c.fn + c.tn
	if n == 0 {
		return s
	}
	s.Accuracy = float64(c.tp+c.tn) / float64(n)
	s.Precision, s.Recall, s.F1 = prf(c.tp, c.tp+c.fp, c.tp+c.fn)
	_, _, negF1 := prf(c.tn, c.tn+c.fn, c.tn+c.fp)
	s.MacroF1 = (s.F1 + negF1) / 2
	pos, neg := c.tp+c.fn, c.tn+c.fp
	s.Majority = float64(max(pos, neg)) / float64(n)
	// Always answering the majority class: that class has precision
	// Majority and recall 1; the other class has F1 0.
	s.MajorityMacroF1 = s.Majority / (1 + s.Majority)
	return s
}

// TypeScore is the detection of one gold abuse type: an item is a gold
// positive when its gold type is Type and a predicted positive when any
// returned instance has Type (an item has one gold type but may get
// several predicted ones).
type TypeScore struct {
	Type      string  `json:"type"`
	Gold      int     `json:"gold"`
	Predicted int     `json:"predicted"`
	Precision float64 `json:"precision"`
	Recall    float64 `json:"recall"`
	F1        float64 `json:"f1"`
}

// typeScores scores every type that occurs in gold ("" is no type), in
// name order.
func typeScores(gold []string, pred [][]string) []TypeScore {
	var types []string
	for _, g := range gold {
		if g != "" && !slices.Contains(types, g) {
			types = append(types, g)
		}
	}
	slices.Sort(types)
	out := make([]TypeScore, 0, len(types))
	for _, t := range types {
		var tp, np, ng int
		for i, g := range gold {
			p := slices.Contains(pred[i], t)
			if p {
				np++
			}
			if g == t {
				ng++
				if p {
					tp++
				}
			}
		}
		s := TypeScore{Type: t, Gold: ng, Predicted: np}
		s.Precision, s.Recall, s.F1 = prf(tp, np, ng)
		out = append(out, s)
	}
	return out
}

// FunctionalityScore is the accuracy on one HateCheck functionality.
type FunctionalityScore struct {
	Functionality string  `json:"functionality"`
	N             int     `json:"n"`
	Accuracy      float64 `json:"accuracy"`
}

// Functional is HateCheck-style functional accuracy: ItemMean is the share
// of all items predicted right, FunctionalityMean the unweighted mean of
// the per-functionality accuracies.
type Functional struct {
	ItemMean          float64              `json:"item_mean"`
	FunctionalityMean float64              `json:"functionality_mean"`
	Functionalities   []FunctionalityScore `json:"functionalities"`
}

// functionalAccuracy scores correct[i] grouped by funcs[i]; the
// functionalities keep their order of first appearance.
func functionalAccuracy(funcs []string, correct []bool) Functional {
	var f Functional
	idx := map[string]int{}
	right := []int{}
	for i, name := range funcs {
		j, ok := idx[name]
		if !ok {
			j = len(f.Functionalities)
			idx[name] = j
			f.Functionalities = append(f.Functionalities, FunctionalityScore{Functionality: name})
			right = append(right, 0)
		}
		f.Functionalities[j].N++
		if correct[i] {
			right[j]++
		}
	}
	if len(funcs) == 0 {
		return f
	}
	total := 0
	for j := range f.Functionalities {
		total += right[j]
		f.Functionalities[j].Accuracy = float64(right[j]) / float64(f.Functionalities[j].N)
		f.FunctionalityMean += f.Functionalities[j].Accuracy
	}
	f.ItemMean = float64(total) / float64(len(funcs))
	f.FunctionalityMean /= float64(len(f.Functionalities))
	return f
}

// spread picks limit of n indexes evenly (all of them when n <= limit or
// limit <= 0), so a capped run still sees every part of a file that is
// sorted by label or template.
func spread(n, limit int) []int {
	if limit <= 0 || n <= limit {
		limit = n
	}
	out := make([]int, limit)
	for i := range out {
		out[i] = i * n / limit
	}
	return out
}

// AbuseFileRow is the result on one file of devsets/abuse.
type AbuseFileRow struct {
	File string `json:"file"`
	Lang string `json:"lang"`
	N    int    `json:"n"`
	// Positive names the predicted class: "abusive" (any instance of an
	// offensive type) or, for HateCheck and MHC, "hateful" (any bigotry
	// instance), since their labels are about hate against protected
	// groups.
	Positive string       `json:"positive"`
	Binary   BinaryScores `json:"binary"`
	// Types is set for files with at least two gold types.
	Types []TypeScore `json:"types,omitempty"`
	// Functional is set for HateCheck and MHC.
	Functional *Functional `json:"functional,omitempty"`
	// Untuned is, for en_hatecheck, the functional accuracy on the four
	// fifths of its templates outside hateCheckTuning.
	Untuned *Functional `json:"untuned,omitempty"`

	falsePos, falseNeg []string
}

// AbuseCleanRow is the false-positive rate on clean text in one language.
type AbuseCleanRow struct {
	Lang     string `json:"lang"`
	Treebank string `json:"treebank"`
	N        int    `json:"n"`
	// AnyRate is the share of sentences with any abuse instance,
	// OffensiveRate the share with an instance of an offensive type.
	AnyRate       float64     `json:"any_rate"`
	OffensiveRate float64     `json:"offensive_rate"`
	TopTypes      []TypeCount `json:"top_types,omitempty"`

	// Judged is how many of the sentences read were judged on inspection
	// to hold what the suite reports (abuse_clean_inspected.tsv), and
	// InspectedRate the share of the others with any abuse instance.
	Judged        int     `json:"judged"`
	InspectedRate float64 `json:"inspected_rate"`

	flagged []string
}

// abuseCleanInspected lists the clean-text sentences judged on inspection
// to hold real abuse or the non-offensive type reported.
//
//go:embed abuse_clean_inspected.tsv
var abuseCleanInspected string

// inspectedClean returns the judged sentences as "lang sent_id" keys. Each
// row is lang, sentence id, verdict ("abusive" or "correct") and reason,
// tab-separated; a malformed or repeated row is an error.
func inspectedClean() (map[string]bool, error) {
	out := map[string]bool{}
	for i, line := range strings.Split(abuseCleanInspected, "\n") {
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) != 4 || f[0] == "" || f[1] == "" || f[3] == "" || f[2] != "abusive" && f[2] != "correct" {
			return nil, fmt.Errorf("abuse_clean_inspected.tsv line %d: want lang, sentence id, abusive|correct, reason: %q", i+1, line)
		}
		key := f[0] + " " + f[1]
		if out[key] {
			return nil, fmt.Errorf("abuse_clean_inspected.tsv line %d: %s listed twice", i+1, key)
		}
		out[key] = true
	}
	return out, nil
}

// TypeCount is the number of sentences with an instance of Type.
type TypeCount struct {
	Type string `json:"type"`
	N    int    `json:"n"`
}

// AbuseHeadline is the summary printed above the tables. A value is nil
// when the run did not include its data.
type AbuseHeadline struct {
	// EnglishMacroF1 is the mean binary macro-F1 over abuseHeadlineFiles,
	// EnglishMacroF1Files the figure of each.
	EnglishMacroF1      *float64           `json:"english_macro_f1"`
	EnglishMacroF1Files map[string]float64 `json:"english_macro_f1_files,omitempty"`
	// HateCheck is en_hatecheck's functional accuracy, mean over items;
	// HateCheckFunctionalities the mean over functionalities.
	HateCheck                *float64 `json:"hatecheck"`
	HateCheckFunctionalities *float64 `json:"hatecheck_functionalities"`
	// HateCheckUntuned is the mean over items on the four fifths of the
	// templates outside hateCheckTuning.
	HateCheckUntuned *float64 `json:"hatecheck_untuned"`
	// CleanFP is the mean over languages of the clean-text AnyRate;
	// WorstLang has the highest ("" when none has any).
	CleanFP      *float64 `json:"clean_fp"`
	WorstLang    string   `json:"worst_lang,omitempty"`
	WorstCleanFP float64  `json:"worst_clean_fp"`
	// WorstInspectedLang has the highest clean-text rate after inspection
	// (AbuseCleanRow.InspectedRate), WorstInspectedFP.
	WorstInspectedLang string  `json:"worst_inspected_lang,omitempty"`
	WorstInspectedFP   float64 `json:"worst_inspected_fp"`
}

// AbuseReport is the whole suite's result, the -json output.
type AbuseReport struct {
	// Part is the part of the headline files scored: "held-out" (the
	// fifth abuse.HeldOut sets aside) or "train" (the rest, in-sample; see
	// heldOutPart).
	Part     string          `json:"part"`
	Headline AbuseHeadline   `json:"headline"`
	Files    []AbuseFileRow  `json:"files"`
	Clean    []AbuseCleanRow `json:"clean"`
}

// abuseAnalyzer is the Analyzer the suite scores: the packs in
// $ARGOT_PACKS (as for packStore) or the embedded ones.
var abuseAnalyzer = sync.OnceValues(func() (*argot.Analyzer, error) {
	if dir := os.Getenv("ARGOT_PACKS"); dir != "" {
		return argot.New(argot.WithPackDir(dir))
	}
	return argot.New(argot.WithPackFS(all.FS))
})

// abuseSettings asks for abuse with what its types need (entities, for
// external_contact and data_leak) and what error analysis prints
// (snippets, explanations); sentiment and topics are off for speed.
func abuseSettings() argot.Settings {
	return argot.Settings{
		Abuse:             argot.Bool(true),
		Entities:          argot.Bool(true),
		Snippets:          argot.Bool(true),
		Explain:           argot.Bool(true),
		Sentiment:         argot.Bool(false),
		DocumentSentiment: argot.Bool(false),
		Topics:            argot.Bool(false),
	}
}

// parseAbuse parses each text alone in lang, on GOMAXPROCS workers, and
// returns the abuse instances of each in text order.
func parseAbuse(ctx context.Context, a *argot.Analyzer, lang string, texts []string) ([][]argot.AbuseInstance, error) {
	out := make([][]argot.AbuseInstance, len(texts))
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	next := make(chan int)
	var (
		wg       sync.WaitGroup
		errOnce  sync.Once
		firstErr error
	)
	settings := abuseSettings()
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			for i := range next {
				resp, err := a.Parse(ctx, argot.Request{Language: lang, Content: texts[i], Settings: settings})
				if err != nil {
					errOnce.Do(func() {
						firstErr = fmt.Errorf("abuse eval: %s text %d: %w", lang, i, err)
						cancel()
					})
					continue
				}
				out[i] = resp.Abuse
			}
		})
	}
feed:
	for i := range texts {
		select {
		case next <- i:
		case <-ctx.Done():
			break feed
		}
	}
	close(next)
	wg.Wait()
	if firstErr != nil {
		return nil, firstErr
	}
	return out, ctx.Err()
}

// abuseFileLang is the language id of a devsets/abuse file name:
// the part before the first "_", with zh_CN and zh_TW as zh-CN, zh-TW.
func abuseFileLang(file string) string {
	lang, rest, _ := strings.Cut(file, "_")
	if lang == "zh" {
		if region, _, _ := strings.Cut(rest, "_"); region == "CN" || region == "TW" {
			return lang + "-" + region
		}
	}
	return lang
}

func isHateCheckFile(name string) bool {
	return strings.HasSuffix(name, "_hatecheck") || strings.HasSuffix(name, "_mhc")
}

func instanceTypes(insts []argot.AbuseInstance) []string {
	var ts []string
	for _, in := range insts {
		if !slices.Contains(ts, in.Type) {
			ts = append(ts, in.Type)
		}
	}
	return ts
}

func hasOffensive(types []string) bool {
	return slices.ContainsFunc(types, func(t string) bool { return slices.Contains(offensiveTypes, t) })
}

// describeInstances renders predicted instances for error lines.
func describeInstances(insts []argot.AbuseInstance) string {
	if len(insts) == 0 {
		return "none"
	}
	parts := make([]string, len(insts))
	for i, in := range insts {
		s := in.Type + "/" + in.Severity
		if len(in.Tags) > 0 {
			s += " [" + strings.Join(in.Tags, ",") + "]"
		}
		if in.Text != "" {
			s += fmt.Sprintf(" %q", in.Text)
		}
		if in.Explanation != "" {
			s += ": " + in.Explanation
		}
		parts[i] = s
	}
	return strings.Join(parts, "; ")
}

// EvalAbuseFile scores one dev file of devsets/abuse.
func EvalAbuseFile(ctx context.Context, cfg Config, a *argot.Analyzer, file string) (AbuseFileRow, error) {
	name := strings.TrimSuffix(strings.TrimSuffix(file, ".zst"), ".jsonl")
	row := AbuseFileRow{File: name, Lang: abuseFileLang(name), Positive: "abusive"}
	hateCheck := isHateCheckFile(name)
	if hateCheck {
		row.Positive = "hateful"
	}
	read, err := readJSONL[AbuseItem](filepath.Join(cfg.DataDir(), "devsets", "abuse", file))
	if err != nil {
		return row, err
	}
	read = heldOutPart(name, read)
	items := make([]AbuseItem, 0, len(read))
	for _, i := range spread(len(read), cfg.MaxSentences) {
		items = append(items, read[i])
	}
	texts := make([]string, len(items))
	for i, it := range items {
		texts[i] = it.Text
	}
	preds, err := parseAbuse(ctx, a, row.Lang, texts)
	if err != nil {
		return row, err
	}
	var (
		conf      confusion
		goldTypes = make([]string, len(items))
		predTypes = make([][]string, len(items))
		funcs     []string
		correct   []bool
		distinct  []string
		// en_hatecheck only: the items outside the tuning fifth.
		split       = name == "en_hatecheck"
		restFuncs   []string
		restCorrect []bool
	)
	for i, it := range items {
		types := instanceTypes(preds[i])
		predTypes[i] = types
		if it.Type != nil {
			goldTypes[i] = *it.Type
			if !slices.Contains(distinct, *it.Type) {
				distinct = append(distinct, *it.Type)
			}
		}
		gold := it.Label == "abusive"
		pred := hasOffensive(types)
		if hateCheck {
			pred = slices.Contains(types, "bigotry")
			funcs = append(funcs, it.Functionality)
			correct = append(correct, pred == gold)
			if split && !hateCheckTuning(it) {
				restFuncs = append(restFuncs, it.Functionality)
				restCorrect = append(restCorrect, pred == gold)
			}
		}
		conf.add(gold, pred)
		if !split || !hateCheckTuning(it) {
			// Errors are shown from en_hatecheck's tuning templates only:
			// every other item of these files is scored (the headline
			// files keep only their held-out fifth, the others are scored
			// whole). Clean-text errors to tune on come from
			// ARGOT_ABUSE_CLEAN=tune.
			continue
		}
		line := func(kind string) string {
			gold := it.Functionality
			if gold == "" && it.Type != nil {
				gold = *it.Type
			}
			if gold != "" {
				gold = " (" + gold + ")"
			}
			return fmt.Sprintf("- %s %s%s: %s\n  predicted: %s", kind, it.ID, gold, it.Text, describeInstances(preds[i]))
		}
		switch {
		case pred && !gold && len(row.falsePos) < cfg.Mismatches:
			row.falsePos = append(row.falsePos, line("FP"))
		case gold && !pred && len(row.falseNeg) < cfg.Mismatches:
			row.falseNeg = append(row.falseNeg, line("FN"))
		}
	}
	row.N = len(items)
	row.Binary = conf.scores()
	// Per-type scores mean something only where the gold types tell
	// kinds of abuse apart (OLID, Davidson, GermEval); HateCheck and
	// HatEval label every abusive item bigotry.
	if len(distinct) >= 2 {
		row.Types = typeScores(goldTypes, predTypes)
	}
	if hateCheck {
		f := functionalAccuracy(funcs, correct)
		row.Functional = &f
		if split {
			r := functionalAccuracy(restFuncs, restCorrect)
			row.Untuned = &r
		}
	}
	return row, nil
}

// abuseCleanEnv names the clean text EvalAbuseClean reads: unset or
// "dev", the UD dev treebank the suite reports; "tune", every other UD
// file of the language (lexsrc/ud/<lang> and its extra folder), read
// whole, for developing rules without looking at the reported sentences;
// "tune2", the language's sentences in the dev halves of other suites'
// sets (abuseCleanDevsets: news, Wikipedia and travel prose, forum posts,
// captions and headlines, product and film reviews, tweets), a second
// tuning set of other genres (lexsrc holds no English UD treebank
// besides EWT; devsets/parallel/ud_pud holds the English PUD sentences,
// which tune2 reads); otherwise a file name pattern (filepath.Match)
// over the other UD files, such as "fa_seraji-ud-test*". The sentences of
// the English train treebank the learned decision is trained on are left
// out, so that its errors show.
const abuseCleanEnv = "ARGOT_ABUSE_CLEAN"

// abuseCleanDevsets are the folders of devsets whose dev halves "tune2"
// reads. None of them is an abuse set, and the learned abuse decision
// trains on none of them; the NER folder is left out, as one of its files
// is the EWT dev treebank the suite reports.
var abuseCleanDevsets = []string{"parallel", "similarity", "sentiment"}

// devsetText is the part of a devsets row that tune2 reads: one text
// (sentiment, parallel) or a pair of texts (similarity), each with its
// language.
type devsetText struct {
	Lang  string `json:"lang"`
	Text  string `json:"text"`
	Lang1 string `json:"lang1"`
	Text1 string `json:"text1"`
	Lang2 string `json:"lang2"`
	Text2 string `json:"text2"`
}

// devsetCleanSentences reads the distinct texts of lang in the files of
// abuseCleanDevsets, in file order; each is named by its file and row.
// A text that is also a sentence of the scored dev treebank is left out,
// so that tuning never reads it.
func devsetCleanSentences(dataDir, lang string) (names []string, out []cleanSentence, err error) {
	seen := map[string]bool{}
	devFiles, _ := abuseCleanFiles(dataDir, lang, "dev")
	for _, f := range devFiles {
		sents, err := conllu.ReadFile(f)
		if err != nil {
			return nil, nil, fmt.Errorf("abuse clean text %s: %w", f, err)
		}
		for _, s := range sents {
			seen[normalSpace(s.Text)] = true
		}
	}
	for _, dir := range abuseCleanDevsets {
		files, _ := filepath.Glob(filepath.Join(dataDir, "devsets", dir, "*.jsonl*"))
		slices.Sort(files)
		for _, f := range files {
			rows, err := readJSONL[devsetText](f)
			if err != nil {
				return nil, nil, fmt.Errorf("abuse clean text %s: %w", f, err)
			}
			name := strings.TrimSuffix(filepath.Base(f), ".zst")
			n := len(out)
			for i, r := range rows {
				for _, lt := range [][2]string{{r.Lang, r.Text}, {r.Lang1, r.Text1}, {r.Lang2, r.Text2}} {
					t := strings.TrimSpace(lt[1])
					if lt[0] != lang || t == "" || seen[normalSpace(t)] {
						continue
					}
					seen[normalSpace(t)] = true
					out = append(out, cleanSentence{fmt.Sprintf("%s:%d", name, i+1), t})
				}
			}
			if len(out) > n {
				names = append(names, name)
			}
		}
	}
	return names, out, nil
}

// normalSpace returns s with its runs of white space made one space and
// its ends trimmed: the key two copies of a sentence share.
func normalSpace(s string) string { return strings.Join(strings.Fields(s), " ") }

// abuseCleanFiles returns the clean treebanks of lang that the run reads,
// in path order, and whether they are the reported dev treebank.
func abuseCleanFiles(dataDir, lang, which string) (files []string, dev bool) {
	root := filepath.Join(dataDir, "lexsrc", "ud", lang)
	devFiles, _ := filepath.Glob(filepath.Join(root, "*-ud-dev.conllu*"))
	slices.Sort(devFiles)
	if which == "" || which == "dev" {
		if len(devFiles) == 0 {
			return nil, true
		}
		return devFiles[:1], true
	}
	var all []string
	for _, dir := range []string{root, filepath.Join(root, "extra")} {
		fs, _ := filepath.Glob(filepath.Join(dir, "*.conllu*"))
		all = append(all, fs...)
	}
	slices.Sort(all)
	for _, f := range all {
		if len(devFiles) > 0 && f == devFiles[0] {
			continue
		}
		if which != "tune" {
			if ok, _ := filepath.Match(which, filepath.Base(f)); !ok {
				continue
			}
		}
		files = append(files, f)
	}
	return files, false
}

// cleanSentence is one sentence of a clean treebank.
type cleanSentence struct{ id, text string }

// readCleanSentences reads the non-empty sentences of files, without
// those the learned abuse decision is trained on
// (packbuild.AbuseModelCleanTrained).
func readCleanSentences(dataDir string, files []string) ([]cleanSentence, error) {
	var out []cleanSentence
	for _, f := range files {
		sents, err := conllu.ReadFile(f)
		if err != nil {
			return nil, err
		}
		rel, _ := filepath.Rel(filepath.Join(dataDir, "lexsrc"), f)
		trained := packbuild.AbuseModelCleanTrained(filepath.ToSlash(rel), len(sents))
		for i, s := range sents {
			if t := strings.TrimSpace(s.Text); t != "" && !trained(i) {
				out = append(out, cleanSentence{s.ID, t})
			}
		}
	}
	return out, nil
}

// EvalAbuseClean measures false positives on the sentences of lang's UD
// dev treebank (or, after abuseCleanEnv, other clean treebanks), each
// parsed alone. A language without such a treebank gives a row with
// N == 0.
func EvalAbuseClean(ctx context.Context, cfg Config, a *argot.Analyzer, lang string) (AbuseCleanRow, error) {
	row := AbuseCleanRow{Lang: lang}
	var (
		pool  []cleanSentence
		names []string
		dev   bool
		err   error
	)
	if which := os.Getenv(abuseCleanEnv); which == "tune2" {
		names, pool, err = devsetCleanSentences(cfg.DataDir(), lang)
	} else {
		var files []string
		files, dev = abuseCleanFiles(cfg.DataDir(), lang, which)
		for _, f := range files {
			names = append(names, strings.TrimSuffix(filepath.Base(f), ".zst"))
		}
		pool, err = readCleanSentences(cfg.DataDir(), files)
	}
	if err != nil {
		return row, fmt.Errorf("abuse eval %s: %w", lang, err)
	}
	if len(pool) == 0 {
		return row, nil
	}
	row.Treebank = strings.Join(names, " + ")
	limit := cfg.MaxSentences
	if limit <= 0 && dev {
		limit = abuseCleanDefault
	}
	judged := map[string]bool{}
	if dev {
		if judged, err = inspectedClean(); err != nil {
			return row, err
		}
	}
	var texts []string
	var isJudged []bool
	for _, i := range spread(len(pool), limit) {
		texts = append(texts, pool[i].text)
		isJudged = append(isJudged, judged[lang+" "+pool[i].id])
	}
	preds, err := parseAbuse(ctx, a, lang, texts)
	if err != nil {
		return row, err
	}
	var flagged, offensive, flaggedJudged int
	count := map[string]int{}
	for i, insts := range preds {
		if isJudged[i] {
			row.Judged++
		}
		if len(insts) == 0 {
			continue
		}
		flagged++
		if isJudged[i] {
			flaggedJudged++
		}
		types := instanceTypes(insts)
		if hasOffensive(types) {
			offensive++
		}
		for _, t := range types {
			count[t]++
		}
		if len(row.flagged) < cfg.Mismatches {
			row.flagged = append(row.flagged, fmt.Sprintf("- %s\n  predicted: %s", texts[i], describeInstances(insts)))
		}
	}
	row.N = len(texts)
	if row.N > 0 {
		row.AnyRate = float64(flagged) / float64(row.N)
		row.OffensiveRate = float64(offensive) / float64(row.N)
	}
	if n := row.N - row.Judged; n > 0 {
		row.InspectedRate = float64(flagged-flaggedJudged) / float64(n)
	}
	for t, n := range count {
		row.TopTypes = append(row.TopTypes, TypeCount{t, n})
	}
	slices.SortFunc(row.TopTypes, func(x, y TypeCount) int {
		return cmp.Or(cmp.Compare(y.N, x.N), cmp.Compare(x.Type, y.Type))
	})
	if len(row.TopTypes) > 3 {
		row.TopTypes = row.TopTypes[:3]
	}
	return row, nil
}

// EvalAbuse runs the whole suite.
func EvalAbuse(ctx context.Context, cfg Config) (AbuseReport, error) {
	var rep AbuseReport
	a, err := abuseAnalyzer()
	if err != nil {
		return rep, err
	}
	for _, f := range abuseFiles {
		if !cfg.wants(abuseFileLang(f)) {
			continue
		}
		row, err := EvalAbuseFile(ctx, cfg, a, f)
		if err != nil {
			return rep, err
		}
		rep.Files = append(rep.Files, row)
	}
	for _, l := range a.Languages() {
		if !cfg.wants(l.ID) {
			continue
		}
		row, err := EvalAbuseClean(ctx, cfg, a, l.ID)
		if err != nil {
			return rep, err
		}
		if row.N > 0 {
			rep.Clean = append(rep.Clean, row)
		}
	}
	rep.Headline = abuseHeadline(rep.Files, rep.Clean)
	rep.Part = abusePart()
	return rep, nil
}

func abuseHeadline(files []AbuseFileRow, clean []AbuseCleanRow) AbuseHeadline {
	var h AbuseHeadline
	var sum float64
	for _, r := range files {
		if slices.Contains(abuseHeadlineFiles, r.File) && r.N > 0 {
			if h.EnglishMacroF1Files == nil {
				h.EnglishMacroF1Files = map[string]float64{}
			}
			h.EnglishMacroF1Files[r.File] = r.Binary.MacroF1
			sum += r.Binary.MacroF1
		}
		if r.File == "en_hatecheck" && r.Functional != nil && r.N > 0 {
			h.HateCheck = &r.Functional.ItemMean
			h.HateCheckFunctionalities = &r.Functional.FunctionalityMean
			if r.Untuned != nil && len(r.Untuned.Functionalities) > 0 {
				h.HateCheckUntuned = &r.Untuned.ItemMean
			}
		}
	}
	if n := len(h.EnglishMacroF1Files); n > 0 {
		m := sum / float64(n)
		h.EnglishMacroF1 = &m
	}
	if len(clean) > 0 {
		var fp float64
		for _, r := range clean {
			fp += r.AnyRate
			if r.AnyRate > h.WorstCleanFP {
				h.WorstLang, h.WorstCleanFP = r.Lang, r.AnyRate
			}
		}
		fp /= float64(len(clean))
		h.CleanFP = &fp
		for _, r := range clean {
			if r.InspectedRate > h.WorstInspectedFP {
				h.WorstInspectedLang, h.WorstInspectedFP = r.Lang, r.InspectedRate
			}
		}
	}
	return h
}

func runAbuse(ctx context.Context, cfg Config, w io.Writer) error {
	rep, err := EvalAbuse(ctx, cfg)
	if err != nil {
		return err
	}
	if cfg.JSON {
		return writeJSON(w, rep)
	}
	var b bytes.Buffer
	writeAbuseReport(&b, rep)
	_, err = w.Write(b.Bytes())
	return err
}

// partNote says which part of the headline files the rows score.
func partNote(part string) string {
	if part == "train" {
		return "train part only (the four fifths the learned decision trains on, in-sample)"
	}
	return "held-out fifth only (abuse.HeldOut)"
}

// orDash formats an optional figure.
func orDash(v *float64) string {
	if v == nil {
		return "-"
	}
	return fmt.Sprintf("%.3f", *v)
}

// met says whether an optional figure meets its target.
func met(v *float64, ok func(float64) bool) string {
	switch {
	case v == nil:
		return "-"
	case ok(*v):
		return "yes"
	}
	return "no"
}

func writeAbuseReport(b *bytes.Buffer, rep AbuseReport) {
	h := rep.Headline
	fmt.Fprintln(b, "| headline | value | target | met |")
	fmt.Fprintln(b, "|---|---:|---:|---|")
	if rep.Part == "train" {
		// An in-sample figure: the learned decision was fitted to these
		// items, so it is no measure against the target.
		fmt.Fprintf(b, "| English binary macro-F1, mean of %s (train part, in-sample: the four fifths the learned decision trains on; no target) | %s | - | - |\n",
			strings.Join(abuseHeadlineFiles, ", "), orDash(h.EnglishMacroF1))
	} else {
		fmt.Fprintf(b, "| English binary macro-F1, mean of %s (held-out fifth: the learned decision trains on the rest) | %s | ≥ %.3f | %s |\n", strings.Join(abuseHeadlineFiles, ", "),
			orDash(h.EnglishMacroF1), abuseTargetMacroF1, met(h.EnglishMacroF1, func(v float64) bool { return v >= abuseTargetMacroF1 }))
	}
	for _, f := range abuseHeadlineFiles {
		if v, ok := h.EnglishMacroF1Files[f]; ok {
			fmt.Fprintf(b, "| &nbsp;&nbsp;%s macro-F1 | %.3f | | |\n", f, v)
		}
	}
	fmt.Fprintf(b, "| HateCheck functional accuracy (en, mean over items) | %s | ≥ %.3f | %s |\n",
		orDash(h.HateCheck), abuseTargetHateCheck, met(h.HateCheck, func(v float64) bool { return v >= abuseTargetHateCheck }))
	fmt.Fprintf(b, "| &nbsp;&nbsp;mean over functionalities | %s | | |\n", orDash(h.HateCheckFunctionalities))
	fmt.Fprintf(b, "| &nbsp;&nbsp;mean over items, four fifths of the templates not used in rule development | %s | ≥ %.3f | %s |\n",
		orDash(h.HateCheckUntuned), abuseTargetHateCheck, met(h.HateCheckUntuned, func(v float64) bool { return v >= abuseTargetHateCheck }))
	// A flag is a false positive when the sentence holds no abuse. The
	// flags of these same scored sentences were read and the ones that
	// hold what they report ("You're an idiot.", "It smelled like shit.")
	// are listed with the reason in bench/abuse_clean_inspected.tsv. Both
	// rates stand against the target: the raw share of flagged sentences,
	// and the false positives with the listed sentences left out, a
	// figure judged after the flags were seen (as the row says).
	lessOrEqual := func(v float64) bool { return v <= abuseTargetCleanFP }
	fmt.Fprintf(b, "| clean text, share of sentences flagged (raw), mean over languages (%d) | %s | | |\n", len(rep.Clean), orDash(h.CleanFP))
	if h.WorstLang != "" {
		fmt.Fprintf(b, "| &nbsp;&nbsp;worst language, raw: %s | %.3f | ≤ %.3f | %s |\n", h.WorstLang, h.WorstCleanFP, abuseTargetCleanFP, met(&h.WorstCleanFP, lessOrEqual))
	} else if h.CleanFP != nil {
		fmt.Fprintln(b, "| &nbsp;&nbsp;worst language, raw: none flagged | 0.000 | | |")
	}
	if h.WorstInspectedLang != "" {
		fmt.Fprintf(b, "| clean text, false positives, worst language: the flags that reading this same set's flags found to hold the abuse or type reported are left out (bench/abuse_clean_inspected.tsv): %s | %.3f | ≤ %.3f | %s |\n", h.WorstInspectedLang, h.WorstInspectedFP,
			abuseTargetCleanFP, met(&h.WorstInspectedFP, lessOrEqual))
	} else if h.CleanFP != nil {
		fmt.Fprintf(b, "| clean text, false positives, worst language: no flag left once the judged sentences are left out | 0.000 | ≤ %.3f | yes |\n", abuseTargetCleanFP)
	}

	if len(rep.Files) > 0 {
		fmt.Fprintln(b, "\nBinary detection. Predicted abusive: any instance of an offensive type ("+strings.Join(offensiveTypes, ", ")+
			"); for HateCheck and MHC predicted hateful: any bigotry instance. "+
			strings.Join(abuseHeadlineFiles, ", ")+": "+partNote(rep.Part)+". P/R/F1 of the positive class; majority: always the more frequent class.")
		fmt.Fprintln(b, "\n| file | lang | n | positive | accuracy | precision | recall | F1 | macro-F1 | majority acc | majority macro-F1 |")
		fmt.Fprintln(b, "|---|---|---:|---|---:|---:|---:|---:|---:|---:|---:|")
		for _, r := range rep.Files {
			s := r.Binary
			fmt.Fprintf(b, "| %s | %s | %d | %s | %.3f | %.3f | %.3f | %.3f | %.3f | %.3f | %.3f |\n", r.File, r.Lang, r.N, r.Positive,
				s.Accuracy, s.Precision, s.Recall, s.F1, s.MacroF1, s.Majority, s.MajorityMacroF1)
		}
	}

	var typed []AbuseFileRow
	for _, r := range rep.Files {
		if len(r.Types) > 0 {
			typed = append(typed, r)
		}
	}
	if len(typed) > 0 {
		fmt.Fprintln(b, "\nPer type: gold type == T against any predicted instance of type T.")
		fmt.Fprintln(b, "\n| file | type | gold | predicted | precision | recall | F1 |")
		fmt.Fprintln(b, "|---|---|---:|---:|---:|---:|---:|")
		for _, r := range typed {
			for _, t := range r.Types {
				fmt.Fprintf(b, "| %s | %s | %d | %d | %.3f | %.3f | %.3f |\n", r.File, t.Type, t.Gold, t.Predicted, t.Precision, t.Recall, t.F1)
			}
		}
	}

	var hc []AbuseFileRow
	for _, r := range rep.Files {
		if r.Functional != nil {
			hc = append(hc, r)
		}
	}
	for _, r := range hc {
		if r.File != "en_hatecheck" {
			continue
		}
		fmt.Fprintln(b, "\nen_hatecheck per functionality: accuracy of hateful (any bigotry instance) against the label, on all items and on the four fifths of the templates not used in rule development (errors are listed from the other fifth only).")
		fmt.Fprintln(b, "\n| functionality | n | accuracy | n untuned | accuracy untuned |")
		fmt.Fprintln(b, "|---|---:|---:|---:|---:|")
		for _, f := range r.Functional.Functionalities {
			var u FunctionalityScore
			if r.Untuned != nil {
				if k := slices.IndexFunc(r.Untuned.Functionalities, func(x FunctionalityScore) bool { return x.Functionality == f.Functionality }); k >= 0 {
					u = r.Untuned.Functionalities[k]
				}
			}
			fmt.Fprintf(b, "| %s | %d | %.3f | %d | %.3f |\n", f.Functionality, f.N, f.Accuracy, u.N, u.Accuracy)
		}
	}
	if len(hc) > 0 {
		fmt.Fprintln(b, "\nHateCheck functional accuracy per language.")
		fmt.Fprintln(b, "\n| file | lang | n | functionalities | mean over items | mean over functionalities |")
		fmt.Fprintln(b, "|---|---|---:|---:|---:|---:|")
		for _, r := range hc {
			fmt.Fprintf(b, "| %s | %s | %d | %d | %.3f | %.3f |\n", r.File, r.Lang, r.N, len(r.Functional.Functionalities),
				r.Functional.ItemMean, r.Functional.FunctionalityMean)
		}
	}

	if len(rep.Clean) > 0 {
		fmt.Fprintln(b, "\nClean text: UD dev sentences, each parsed alone; share of sentences with any abuse instance and with an offensive-type one; "+
			"after inspection: share with any instance among the sentences not judged, on inspection, to hold the abuse or the type reported (bench/abuse_clean_inspected.tsv; judged: how many).")
		fmt.Fprintln(b, "\n| lang | treebank | sentences | any abuse | offensive | judged | after inspection | top types |")
		fmt.Fprintln(b, "|---|---|---:|---:|---:|---:|---:|---|")
		for _, r := range rep.Clean {
			var top []string
			for _, t := range r.TopTypes {
				top = append(top, fmt.Sprintf("%s (%d)", t.Type, t.N))
			}
			fmt.Fprintf(b, "| %s | %s | %d | %.3f | %.3f | %d | %.3f | %s |\n", r.Lang, r.Treebank, r.N, r.AnyRate, r.OffensiveRate, r.Judged, r.InspectedRate, strings.Join(top, ", "))
		}
	}

	for _, r := range rep.Files {
		printErrors(b, r.File+" false positives", r.falsePos)
		printErrors(b, r.File+" false negatives", r.falseNeg)
	}
	for _, r := range rep.Clean {
		printErrors(b, r.Lang+" clean sentences flagged", r.flagged)
	}
}
