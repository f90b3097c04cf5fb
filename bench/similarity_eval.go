package bench

import (
	"context"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/argot-nlp/argot"
	"github.com/argot-nlp/argot/internal/split"
	"github.com/argot-nlp/argot/packs/all"
)

func init() {
	register(Suite{
		Name: "similarity",
		Description: "semantic similarity (Analyzer.Similarity) on devsets/similarity: Pearson and Spearman " +
			"against the gold scores, per file and language pair, on the pairs not used for tuning",
		Run: runSimilarity,
	})
}

// similarityFiles are the dev files of devsets/similarity, in report order.
var similarityFiles = []string{"en_stsbenchmark", "de_stsb_multi_mt", "es_stsb_multi_mt", "fr_stsb_multi_mt",
	"it_stsb_multi_mt", "ja_stsb_multi_mt", "nl_stsb_multi_mt", "pl_stsb_multi_mt", "pt_stsb_multi_mt",
	"ru_stsb_multi_mt", "zh_CN_stsb_multi_mt", "sts2017_multilingual"}

// SimilarityResult is one row of the similarity suite: one file, or one
// language pair of the STS 2017 file.
//
// The weights of package similarity were tuned on the pairs whose
// tuningPair hash is 0 mod 4 (about a quarter of each file); the row scores
// the other pairs only, and TunePairs says how many were set aside.
type SimilarityResult struct {
	File      string  `json:"file"`
	Pairs     int     `json:"pairs"`
	TunePairs int     `json:"tune_pairs"`
	Pearson   float64 `json:"pearson"`
	Spearman  float64 `json:"spearman"`
	Errors    int     `json:"errors"`

	mismatches []string
}

type similarityPair struct {
	Lang1 string  `json:"lang1"`
	Text1 string  `json:"text1"`
	Lang2 string  `json:"lang2"`
	Text2 string  `json:"text2"`
	Score float64 `json:"score"`
}

// helperAnalyzer is the Analyzer the helper suites (similarity,
// transform) score: the packs in $ARGOT_PACKS or the embedded ones.
var helperAnalyzer = sync.OnceValues(func() (*argot.Analyzer, error) {
	if dir := os.Getenv("ARGOT_PACKS"); dir != "" {
		return argot.New(argot.WithPackDir(dir))
	}
	return argot.New(argot.WithPackFS(all.FS))
})

// tuningPair reports whether a pair belongs to the part of the dev data
// the measure's weights were tuned on (and is therefore not scored).
func tuningPair(p similarityPair) bool {
	return split.Part(p.Text1+"\x00"+p.Text2, 4) == 0
}

func runSimilarity(ctx context.Context, cfg Config, w io.Writer) error {
	a, err := helperAnalyzer()
	if err != nil {
		return err
	}
	var rows []SimilarityResult
	for _, f := range similarityFiles {
		if err := ctx.Err(); err != nil {
			return err
		}
		r, err := EvalSimilarity(ctx, cfg, a, f)
		if err != nil {
			return err
		}
		rows = append(rows, r...)
	}
	if cfg.JSON {
		return writeJSON(w, rows)
	}
	fmt.Fprintln(w, "Scored on the pairs not used for tuning (FNV-1a of text1 NUL text2 mod 4 != 0).")
	fmt.Fprintln(w)
	fmt.Fprintln(w, "| file | pairs | Pearson | Spearman | errors | tuning pairs (not scored) |")
	fmt.Fprintln(w, "|---|---:|---:|---:|---:|---:|")
	for _, r := range rows {
		fmt.Fprintf(w, "| %s | %d | %.3f | %.3f | %d | %d |\n", r.File, r.Pairs, r.Pearson, r.Spearman, r.Errors, r.TunePairs)
	}
	for _, r := range rows {
		printErrors(w, r.File+" largest errors (gold | predicted | text1 | text2)", r.mismatches)
	}
	return nil
}

// EvalSimilarity scores Analyzer.Similarity on one dev file of
// devsets/similarity (file is the name without .jsonl.zst): one row, or
// one per language pair for a file that mixes pairs. -lang keeps the pairs
// whose two languages it lists.
func EvalSimilarity(ctx context.Context, cfg Config, a *argot.Analyzer, file string) ([]SimilarityResult, error) {
	pairs, err := readJSONL[similarityPair](filepath.Join(cfg.DataDir(), "devsets", "similarity", file+".jsonl.zst"))
	if err != nil {
		return nil, err
	}
	groups := map[string]*similarityGroup{}
	var order []string
	for _, p := range pairs {
		if !cfg.wants(p.Lang1) || !cfg.wants(p.Lang2) {
			continue
		}
		name := file
		if file == "sts2017_multilingual" {
			name = file + " " + p.Lang1 + "-" + p.Lang2
		}
		g := groups[name]
		if g == nil {
			g = &similarityGroup{row: SimilarityResult{File: name}}
			groups[name] = g
			order = append(order, name)
		}
		if tuningPair(p) {
			g.row.TunePairs++
			continue
		}
		if cfg.MaxSentences > 0 && len(g.gold)+g.row.Errors >= cfg.MaxSentences {
			continue
		}
		if len(g.gold)%64 == 0 {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
		}
		got, err := a.Similarity(ctx, argot.SimilarityRequest{Language1: p.Lang1, Content1: p.Text1, Language2: p.Lang2, Content2: p.Text2})
		if err != nil {
			if ctx.Err() != nil {
				return nil, ctx.Err()
			}
			g.row.Errors++
			continue
		}
		g.add(p, got)
	}
	var rows []SimilarityResult
	for _, name := range order {
		rows = append(rows, groups[name].result(cfg.Mismatches))
	}
	return rows, nil
}

// similarityGroup collects the scores of one row.
type similarityGroup struct {
	row        SimilarityResult
	gold, pred []float64
	pairs      []similarityPair
}

func (g *similarityGroup) add(p similarityPair, got float64) {
	g.gold = append(g.gold, p.Score)
	g.pred = append(g.pred, got)
	g.pairs = append(g.pairs, p)
}

func (g *similarityGroup) result(mismatches int) SimilarityResult {
	r := g.row
	r.Pairs = len(g.gold)
	r.Pearson = pearson(g.gold, g.pred)
	r.Spearman = spearman(g.gold, g.pred)
	if mismatches > 0 {
		idx := make([]int, len(g.gold))
		for i := range idx {
			idx[i] = i
		}
		// Errors measured on ranks, so that a measure's scale does not
		// matter.
		rg, rp := ranks(g.gold), ranks(g.pred)
		sort.SliceStable(idx, func(x, y int) bool {
			return math.Abs(rg[idx[x]]-rp[idx[x]]) > math.Abs(rg[idx[y]]-rp[idx[y]])
		})
		for _, i := range idx[:min(mismatches, len(idx))] {
			p := g.pairs[i]
			r.mismatches = append(r.mismatches, fmt.Sprintf("%.2f | %.2f | %s | %s", p.Score, g.pred[i],
				strings.TrimSpace(p.Text1), strings.TrimSpace(p.Text2)))
		}
	}
	return r
}

// pearson is the Pearson correlation of x and y (0 when undefined).
func pearson(x, y []float64) float64 {
	n := float64(len(x))
	if n < 2 {
		return 0
	}
	var mx, my float64
	for i := range x {
		mx += x[i]
		my += y[i]
	}
	mx, my = mx/n, my/n
	var sxy, sxx, syy float64
	for i := range x {
		dx, dy := x[i]-mx, y[i]-my
		sxy += dx * dy
		sxx += dx * dx
		syy += dy * dy
	}
	if sxx == 0 || syy == 0 {
		return 0
	}
	return sxy / math.Sqrt(sxx*syy)
}

// spearman is the Spearman rank correlation of x and y: the Pearson
// correlation of their ranks, ties given their mean rank.
func spearman(x, y []float64) float64 {
	return pearson(ranks(x), ranks(y))
}

// ranks returns the 1-based rank of each value, ties sharing their mean
// rank.
func ranks(v []float64) []float64 {
	idx := make([]int, len(v))
	for i := range idx {
		idx[i] = i
	}
	slices.SortStableFunc(idx, func(a, b int) int {
		switch {
		case v[a] < v[b]:
			return -1
		case v[a] > v[b]:
			return 1
		}
		return 0
	})
	out := make([]float64, len(v))
	for i := 0; i < len(idx); {
		j := i
		for j < len(idx) && v[idx[j]] == v[idx[i]] {
			j++
		}
		mean := float64(i+j+1) / 2 // ranks i+1..j
		for k := i; k < j; k++ {
			out[idx[k]] = mean
		}
		i = j
	}
	return out
}
