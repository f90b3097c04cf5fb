package bench

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/argot-nlp/argot"
)

func near(a, b float64) bool { return math.Abs(a-b) < 1e-9 }

func TestAbuseConfusion(t *testing.T) {
	// gold/pred pairs: 3 TP, 1 FP, 2 FN, 4 TN.
	var c confusion
	for _, p := range []struct {
		gold, pred bool
		n          int
	}{{true, true, 3}, {false, true, 1}, {true, false, 2}, {false, false, 4}} {
		for range p.n {
			c.add(p.gold, p.pred)
		}
	}
	s := c.scores()
	if s.TP != 3 || s.FP != 1 || s.FN != 2 || s.TN != 4 {
		t.Fatalf("counts = %+v", s)
	}
	// Positive: P 3/4, R 3/5, F1 2/3. Negative: P 4/6, R 4/5, F1 8/11.
	want := BinaryScores{
		TP: 3, FP: 1, FN: 2, TN: 4,
		Accuracy: 0.7, Precision: 0.75, Recall: 0.6, F1: 2.0 / 3,
		MacroF1:  (2.0/3 + 8.0/11) / 2,
		Majority: 0.5, MajorityMacroF1: 1.0 / 3,
	}
	for _, f := range []struct {
		name      string
		got, want float64
	}{
		{"accuracy", s.Accuracy, want.Accuracy},
		{"precision", s.Precision, want.Precision},
		{"recall", s.Recall, want.Recall},
		{"f1", s.F1, want.F1},
		{"macro-f1", s.MacroF1, want.MacroF1},
		{"majority", s.Majority, want.Majority},
		{"majority macro-f1", s.MajorityMacroF1, want.MajorityMacroF1},
	} {
		if !near(f.got, f.want) {
			t.Errorf("%s = %v, want %v", f.name, f.got, f.want)
		}
	}
}

func TestAbuseConfusionEdges(t *testing.T) {
	for _, c := range []struct {
		name              string
		c                 confusion
		macro, majority   float64
		majorityMacroWant float64
	}{
		{"empty", confusion{}, 0, 0, 0},
		// Nothing predicted on 8 negatives and 2 positives: positive F1 0,
		// negative P 0.8 R 1 F1 8/9; the same as the majority baseline.
		{"all negative", confusion{fn: 2, tn: 8}, 4.0 / 9, 0.8, 4.0 / 9},
		{"perfect", confusion{tp: 5, tn: 5}, 1, 0.5, 1.0 / 3},
	} {
		s := c.c.scores()
		if !near(s.MacroF1, c.macro) || !near(s.Majority, c.majority) || !near(s.MajorityMacroF1, c.majorityMacroWant) {
			t.Errorf("%s: macro %v majority %v majority macro %v, want %v %v %v", c.name,
				s.MacroF1, s.Majority, s.MajorityMacroF1, c.macro, c.majority, c.majorityMacroWant)
		}
	}
}

func TestAbuseTypeScores(t *testing.T) {
	gold := []string{"profanity", "profanity", "bigotry", "", "personal_attack"}
	pred := [][]string{
		{"profanity"},
		nil,
		{"bigotry", "profanity"},
		{"profanity"},
		{"bigotry"},
	}
	got := typeScores(gold, pred)
	want := []TypeScore{
		// bigotry: gold 1, predicted 2 (items 2, 4), tp 1.
		{Type: "bigotry", Gold: 1, Predicted: 2, Precision: 0.5, Recall: 1, F1: 2.0 / 3},
		{Type: "personal_attack", Gold: 1, Predicted: 0},
		// profanity: gold 2, predicted 3 (items 0, 2, 3), tp 1.
		{Type: "profanity", Gold: 2, Predicted: 3, Precision: 1.0 / 3, Recall: 0.5, F1: 0.4},
	}
	if len(got) != len(want) {
		t.Fatalf("got %d types %+v, want %d", len(got), got, len(want))
	}
	for i := range want {
		g, w := got[i], want[i]
		if g.Type != w.Type || g.Gold != w.Gold || g.Predicted != w.Predicted ||
			!near(g.Precision, w.Precision) || !near(g.Recall, w.Recall) || !near(g.F1, w.F1) {
			t.Errorf("type %d = %+v, want %+v", i, g, w)
		}
	}
}

func TestAbuseFunctionalAccuracy(t *testing.T) {
	funcs := []string{"a", "a", "b", "a", "c", "c"}
	correct := []bool{true, false, true, true, false, false}
	f := functionalAccuracy(funcs, correct)
	if !near(f.ItemMean, 3.0/6) {
		t.Errorf("item mean = %v, want 0.5", f.ItemMean)
	}
	// a 2/3, b 1, c 0.
	if !near(f.FunctionalityMean, (2.0/3+1+0)/3) {
		t.Errorf("functionality mean = %v, want %v", f.FunctionalityMean, (2.0/3+1)/3)
	}
	want := []FunctionalityScore{{"a", 3, 2.0 / 3}, {"b", 1, 1}, {"c", 2, 0}}
	if len(f.Functionalities) != len(want) {
		t.Fatalf("functionalities = %+v", f.Functionalities)
	}
	for i, w := range want {
		g := f.Functionalities[i]
		if g.Functionality != w.Functionality || g.N != w.N || !near(g.Accuracy, w.Accuracy) {
			t.Errorf("functionality %d = %+v, want %+v", i, g, w)
		}
	}
	if e := functionalAccuracy(nil, nil); e.ItemMean != 0 || len(e.Functionalities) != 0 {
		t.Errorf("empty = %+v", e)
	}
}

func TestAbuseSpread(t *testing.T) {
	for _, c := range []struct {
		n, limit int
		want     []int
	}{
		{5, 0, []int{0, 1, 2, 3, 4}},
		{3, 10, []int{0, 1, 2}},
		{10, 5, []int{0, 2, 4, 6, 8}},
		{7, 3, []int{0, 2, 4}},
		{0, 3, []int{}},
	} {
		if got := spread(c.n, c.limit); !slices.Equal(got, c.want) {
			t.Errorf("spread(%d, %d) = %v, want %v", c.n, c.limit, got, c.want)
		}
	}
}

func TestAbuseFileLang(t *testing.T) {
	for file, want := range map[string]string{
		"en_olid.jsonl.zst":       "en",
		"zh_CN_mhc.jsonl.zst":     "zh-CN",
		"da_offenseval2020.jsonl": "da",
		"de_germeval2018":         "de",
	} {
		if got := abuseFileLang(file); got != want {
			t.Errorf("abuseFileLang(%q) = %q, want %q", file, got, want)
		}
	}
}

func TestAbuseHeadline(t *testing.T) {
	files := []AbuseFileRow{
		{File: "en_olid", N: 10, Binary: BinaryScores{MacroF1: 0.6}},
		{File: "en_davidson", N: 10, Binary: BinaryScores{MacroF1: 0.9}},
		{File: "en_hatecheck", N: 10, Functional: &Functional{ItemMean: 0.7, FunctionalityMean: 0.65}},
	}
	clean := []AbuseCleanRow{{Lang: "en", N: 10, AnyRate: 0.02, InspectedRate: 0.015}, {Lang: "de", N: 10, AnyRate: 0.04, InspectedRate: 0.01}}
	h := abuseHeadline(files, clean)
	if h.EnglishMacroF1 == nil || !near(*h.EnglishMacroF1, 0.75) || len(h.EnglishMacroF1Files) != 2 {
		t.Errorf("English macro-F1 = %v %v, want 0.75 over 2 files", orDash(h.EnglishMacroF1), h.EnglishMacroF1Files)
	}
	if h.HateCheck == nil || *h.HateCheck != 0.7 || *h.HateCheckFunctionalities != 0.65 {
		t.Errorf("HateCheck = %v", orDash(h.HateCheck))
	}
	if h.CleanFP == nil || !near(*h.CleanFP, 0.03) || h.WorstLang != "de" {
		t.Errorf("clean FP = %v worst %s", orDash(h.CleanFP), h.WorstLang)
	}
	if h.WorstInspectedLang != "en" || h.WorstInspectedFP != 0.015 {
		t.Errorf("worst after inspection = %s %v, want en 0.015", h.WorstInspectedLang, h.WorstInspectedFP)
	}
	if e := abuseHeadline(nil, nil); e.EnglishMacroF1 != nil || e.HateCheck != nil || e.CleanFP != nil {
		t.Errorf("empty headline = %+v", e)
	}
}

// TestCleanInspected checks the list of clean sentences judged on
// inspection: every row names a language, a sentence id, a verdict and
// what is in the sentence, once.
func TestCleanInspected(t *testing.T) {
	judged, err := inspectedClean()
	if err != nil {
		t.Fatal(err)
	}
	if len(judged) == 0 {
		t.Error("no judged sentences")
	}
	saved := abuseCleanInspected
	defer func() { abuseCleanInspected = saved }()
	for _, bad := range []string{
		"en\tid-1\tabusive",                          // no reason
		"en\tid-1\tmaybe\treason",                    // unknown verdict
		"en\tid-1\tabusive\tr\nen\tid-1\tcorrect\tr", // twice
	} {
		abuseCleanInspected = bad
		if _, err := inspectedClean(); err == nil {
			t.Errorf("inspectedClean accepted %q", bad)
		}
	}
}

// TestAbuseEval runs the suite on a few items per file and clean
// sentences per language; it needs the shared folder and checks only that
// every file and language gives rows, not accuracy. ARGOT_ABUSE_N sets the
// items per file (default 20), ARGOT_ABUSE_MISMATCHES the error lines.
func TestAbuseEval(t *testing.T) {
	cfg := Config{MaxSentences: 20}
	if os.Getenv("ARGOT_SHARED") == "" {
		cfg.Data = "../../shared"
	}
	if _, err := os.Stat(filepath.Join(cfg.DataDir(), "devsets", "abuse")); err != nil {
		t.Skip("no shared devsets:", err)
	}
	if n, err := strconv.Atoi(os.Getenv("ARGOT_ABUSE_N")); err == nil {
		cfg.MaxSentences = n
	}
	if m, err := strconv.Atoi(os.Getenv("ARGOT_ABUSE_MISMATCHES")); err == nil {
		cfg.Mismatches = m
	}
	if _, ok := Lookup("abuse"); !ok {
		t.Fatal("abuse suite not registered")
	}
	rep, err := EvalAbuse(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Files) != len(abuseFiles) {
		t.Errorf("%d file rows, want %d", len(rep.Files), len(abuseFiles))
	}
	for _, r := range rep.Files {
		if r.N == 0 || r.N > cfg.MaxSentences {
			t.Errorf("%s: n = %d, want 1..%d", r.File, r.N, cfg.MaxSentences)
		}
		if isHateCheckFile(r.File) != (r.Functional != nil) {
			t.Errorf("%s: functional accuracy present = %v", r.File, r.Functional != nil)
		}
	}
	if len(rep.Clean) == 0 {
		t.Error("no clean-text rows")
	}
	for _, r := range rep.Clean {
		if r.N == 0 || r.N > cfg.MaxSentences {
			t.Errorf("clean %s: n = %d, want 1..%d", r.Lang, r.N, cfg.MaxSentences)
		}
	}
	var b bytes.Buffer
	writeAbuseReport(&b, rep)
	if !strings.Contains(b.String(), "| headline |") {
		t.Error("no headline table")
	}
	if err := writeJSON(io.Discard, rep); err != nil {
		t.Error(err)
	}
	t.Log("\n" + b.String())
}

func TestAbuseDescribeInstances(t *testing.T) {
	if got := describeInstances(nil); got != "none" {
		t.Errorf("describeInstances(nil) = %q", got)
	}
	got := describeInstances([]argot.AbuseInstance{
		{Type: "profanity", Severity: "low", Text: "damn"},
		{Type: "bigotry", Severity: "high", Tags: []string{"slur", "group"}, Explanation: "slur against a group"},
	})
	want := `profanity/low "damn"; bigotry/high [slur,group]: slur against a group`
	if got != want {
		t.Errorf("describeInstances = %q, want %q", got, want)
	}
}

func TestHateCheckTuningSplit(t *testing.T) {
	if hateCheckTuning(AbuseItem{ID: "x"}) {
		t.Error("an item without a template is in the tuning part")
	}
	in := 0
	for id := range 1000 {
		templ := id
		it := AbuseItem{ID: "hatecheck-" + strconv.Itoa(id), TemplID: &templ}
		if hateCheckTuning(it) {
			in++
		}
		// All items of one template fall on the same side.
		other := AbuseItem{ID: "other", TemplID: &templ}
		if hateCheckTuning(other) != hateCheckTuning(it) {
			t.Fatalf("template %d split across parts", templ)
		}
	}
	if in < 150 || in > 250 {
		t.Errorf("%d of 1000 templates in the tuning part, want about a fifth", in)
	}
}

// TestAbuseCleanFiles checks which clean treebanks each setting of
// ARGOT_ABUSE_CLEAN reads: the dev file, everything else (tune), or the
// other files a pattern names.
func TestAbuseCleanFiles(t *testing.T) {
	dir := t.TempDir()
	root := filepath.Join(dir, "lexsrc", "ud", "xx")
	for _, f := range []string{"xx_a-ud-dev.conllu.zst", "xx_a-ud-train.conllu.zst", "extra/xx_b-ud-dev.conllu.zst", "extra/xx_b-ud-test.conllu.zst"} {
		p := filepath.Join(root, f)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	base := func(fs []string) []string {
		var out []string
		for _, f := range fs {
			out = append(out, filepath.Base(f))
		}
		return out
	}
	for _, c := range []struct {
		which string
		want  []string
		dev   bool
	}{
		{"", []string{"xx_a-ud-dev.conllu.zst"}, true},
		{"dev", []string{"xx_a-ud-dev.conllu.zst"}, true},
		{"tune", []string{"xx_b-ud-dev.conllu.zst", "xx_b-ud-test.conllu.zst", "xx_a-ud-train.conllu.zst"}, false},
		{"xx_b-*", []string{"xx_b-ud-dev.conllu.zst", "xx_b-ud-test.conllu.zst"}, false},
		{"xx_a-ud-dev*", nil, false}, // the reported file is never tuning text
	} {
		got, dev := abuseCleanFiles(dir, "xx", c.which)
		if !slices.Equal(base(got), c.want) || dev != c.dev {
			t.Errorf("%q: %v (dev %v), want %v (dev %v)", c.which, base(got), dev, c.want, c.dev)
		}
	}
	if got, _ := abuseCleanFiles(dir, "yy", ""); len(got) != 0 {
		t.Errorf("a language without treebanks reads %v", got)
	}
}

// TestDevsetCleanSentences checks the second tuning set (tune2): the
// distinct texts of one language in the dev halves of the parallel,
// similarity and sentiment sets, from single texts and from pairs, and
// nothing from the NER folder, which holds the reported treebank, nor any
// text that is a sentence of the reported dev treebank.
func TestDevsetCleanSentences(t *testing.T) {
	dir := t.TempDir()
	write := func(rel, body string) {
		p := filepath.Join(dir, "devsets", rel)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("parallel/p.jsonl", `{"id":"1","lang":"xx","text":"One."}
{"id":"1","lang":"yy","text":"Uno."}
{"id":"2","lang":"xx","text":"One."}
`)
	write("similarity/s.jsonl", `{"lang1":"xx","text1":"Two.","lang2":"yy","text2":"Dos."}
{"lang1":"yy","text1":"Tres.","lang2":"xx","text2":"Three."}
`)
	write("sentiment/r.jsonl", `{"lang":"xx","text":"  Four.  "}
{"lang":"xx","text":""}
`)
	write("ner/n.jsonl", `{"lang":"xx","text":"Scored."}
`)
	write("parallel/q.jsonl", `{"lang":"xx","text":"In  the dev   treebank."}
`)
	write("../lexsrc/ud/xx/xx_a-ud-dev.conllu", "# sent_id = d1\n# text = In the dev treebank.\n1\tIn\tin\tADP\t_\t_\t0\troot\t_\t_\n\n")
	names, got, err := devsetCleanSentences(dir, "xx")
	if err != nil {
		t.Fatal(err)
	}
	var texts []string
	for _, s := range got {
		texts = append(texts, s.text)
	}
	if want := []string{"One.", "Two.", "Three.", "Four."}; !slices.Equal(texts, want) {
		t.Errorf("texts %q, want %q", texts, want)
	}
	if want := []string{"p.jsonl", "s.jsonl", "r.jsonl"}; !slices.Equal(names, want) {
		t.Errorf("files %q, want %q", names, want)
	}
	if got[1].id != "s.jsonl:1" || got[2].id != "s.jsonl:2" {
		t.Errorf("ids %q %q, want s.jsonl:1 and s.jsonl:2", got[1].id, got[2].id)
	}
}

// TestAbuseReportPart checks that a run over the train part of the
// headline files says so and sets its macro-F1 beside no target, while a
// held-out run compares it with the target.
func TestAbuseReportPart(t *testing.T) {
	f := 0.9
	for _, c := range []struct {
		part       string
		label      string
		targetShow bool
	}{
		{"held-out", "held-out fifth only", true},
		{"train", "train part only", false},
	} {
		var b bytes.Buffer
		writeAbuseReport(&b, AbuseReport{Part: c.part, Headline: AbuseHeadline{EnglishMacroF1: &f},
			Files: []AbuseFileRow{{File: "en_olid", Lang: "en", N: 1}}})
		out := b.String()
		first := strings.SplitN(out, "\n", 4)[2]
		if got := strings.Contains(first, fmt.Sprintf("≥ %.3f", abuseTargetMacroF1)); got != c.targetShow {
			t.Errorf("%s: macro-F1 row %q compares with the target: %v, want %v", c.part, first, got, c.targetShow)
		}
		if !strings.Contains(out, c.label) {
			t.Errorf("%s: report does not say %q:\n%s", c.part, c.label, out)
		}
	}
}
