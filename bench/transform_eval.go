package bench

import (
	"context"
	"fmt"
	"io"
	"path/filepath"
	"sort"
	"strings"
	"unicode"

	"github.com/argot-nlp/argot"
)

func init() {
	register(Suite{
		Name: "transform",
		Description: "word-by-word translation (Analyzer.Transform) on the FLORES-200 dev sentences of devsets/parallel: " +
			"corpus chrF per language pair, beside the chrF of the untranslated source (-max: sentences per pair, default 200)",
		Run: runTransform,
	})
}

// transformPairs are the scored directions: English into and out of
// languages of several families and scripts, and pairs without English.
var transformPairs = [][2]string{
	{"en", "de"}, {"en", "es"}, {"en", "ru"}, {"en", "ar"}, {"en", "ja"}, {"en", "zh-CN"}, {"en", "tr"},
	{"de", "en"}, {"es", "en"}, {"ru", "en"}, {"ar", "en"}, {"ja", "en"},
	{"fr", "es"}, {"de", "nl"},
}

// defaultTransformSentences is how many sentences a pair scores unless
// -max says otherwise.
const defaultTransformSentences = 200

// TransformResult is one row of the transform suite.
type TransformResult struct {
	From      string  `json:"from"`
	To        string  `json:"to"`
	Sentences int     `json:"sentences"`
	ChrF      float64 `json:"chrf"`
	// SourceChrF is the chrF of the source sentences themselves against
	// the references: what leaving the text untranslated would score
	// (names, numbers and shared words).
	SourceChrF float64 `json:"source_chrf"`
	Errors     int     `json:"errors"`

	samples []string
}

type parallelRow struct {
	ID   string `json:"id"`
	Lang string `json:"lang"`
	Text string `json:"text"`
}

func runTransform(ctx context.Context, cfg Config, w io.Writer) error {
	a, err := helperAnalyzer()
	if err != nil {
		return err
	}
	rows, err := readJSONL[parallelRow](filepath.Join(cfg.DataDir(), "devsets", "parallel", "flores200_sib.jsonl.zst"))
	if err != nil {
		return err
	}
	byID := map[string]map[string]string{}
	for _, r := range rows {
		if byID[r.ID] == nil {
			byID[r.ID] = map[string]string{}
		}
		byID[r.ID][r.Lang] = r.Text
	}
	ids := make([]string, 0, len(byID))
	for id := range byID {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	var results []TransformResult
	for _, p := range transformPairs {
		if !cfg.wants(p[0]) && !cfg.wants(p[1]) {
			continue
		}
		r, err := EvalTransform(ctx, cfg, a, p[0], p[1], ids, byID)
		if err != nil {
			return err
		}
		results = append(results, r)
	}
	if cfg.JSON {
		return writeJSON(w, results)
	}
	fmt.Fprintln(w, "| from | to | sentences | chrF | chrF of the untranslated source | errors |")
	fmt.Fprintln(w, "|---|---|---:|---:|---:|---:|")
	for _, r := range results {
		fmt.Fprintf(w, "| %s | %s | %d | %.1f | %.1f | %d |\n", r.From, r.To, r.Sentences, r.ChrF, r.SourceChrF, r.Errors)
	}
	for _, r := range results {
		printErrors(w, r.From+"->"+r.To+" samples (source | output | reference)", r.samples)
	}
	return nil
}

// EvalTransform translates the first sentences (by id) that have both
// languages and scores them with corpus chrF.
func EvalTransform(ctx context.Context, cfg Config, a *argot.Analyzer, from, to string, ids []string, byID map[string]map[string]string) (TransformResult, error) {
	res := TransformResult{From: from, To: to}
	limit := cfg.MaxSentences
	if limit <= 0 {
		limit = defaultTransformSentences
	}
	var out, src chrfStats
	for _, id := range ids {
		if res.Sentences+res.Errors >= limit {
			break
		}
		s, ref := byID[id][from], byID[id][to]
		if s == "" || ref == "" {
			continue
		}
		if err := ctx.Err(); err != nil {
			return res, err
		}
		got, err := a.Transform(ctx, argot.TransformRequest{From: from, To: to, Content: s})
		if err != nil {
			res.Errors++
			continue
		}
		res.Sentences++
		out.add(got, ref)
		src.add(s, ref)
		if len(res.samples) < cfg.Mismatches {
			res.samples = append(res.samples, s+" | "+got+" | "+ref)
		}
	}
	res.ChrF, res.SourceChrF = out.score(), src.score()
	return res, nil
}

// chrF parameters (Popović 2015, as sacrebleu computes it by default):
// character n-grams of 1 to 6, white space removed, recall weighted twice
// as much as precision.
const (
	chrfOrder = 6
	chrfBeta  = 2.0
)

// chrfStats accumulates the n-gram counts of a corpus.
type chrfStats struct {
	match, hyp, ref [chrfOrder]int
}

func (s *chrfStats) add(hyp, ref string) {
	h, r := chrfChars(hyp), chrfChars(ref)
	for n := 1; n <= chrfOrder; n++ {
		hc, rc := ngrams(h, n), ngrams(r, n)
		for g, c := range hc {
			s.match[n-1] += min(c, rc[g])
			s.hyp[n-1] += c
		}
		for _, c := range rc {
			s.ref[n-1] += c
		}
	}
}

// score is the corpus chrF in 0..100: precision and recall averaged over
// the n-gram orders, then combined as F-beta.
func (s *chrfStats) score() float64 {
	var p, r float64
	orders := 0
	for n := range chrfOrder {
		if s.hyp[n] == 0 || s.ref[n] == 0 {
			continue
		}
		p += float64(s.match[n]) / float64(s.hyp[n])
		r += float64(s.match[n]) / float64(s.ref[n])
		orders++
	}
	if orders == 0 || p+r == 0 {
		return 0
	}
	p, r = p/float64(orders), r/float64(orders)
	b2 := chrfBeta * chrfBeta
	return 100 * (1 + b2) * p * r / (b2*p + r)
}

func chrfChars(s string) []rune {
	return []rune(strings.Map(func(r rune) rune {
		if unicode.IsSpace(r) {
			return -1
		}
		return r
	}, s))
}

func ngrams(s []rune, n int) map[string]int {
	m := map[string]int{}
	for i := 0; i+n <= len(s); i++ {
		m[string(s[i:i+n])]++
	}
	return m
}
