package bench

import (
	"context"
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"github.com/argot-nlp/argot/names"
)

func init() {
	register(Suite{
		Name: "names",
		Description: "person-name comparison (names.Compare) on the dev halves of devsets/names: " +
			"accuracy, precision and recall of 'match', plus accuracy on harder negatives built from each file",
		Run: runNames,
	})
}

// namesFiles are the dev files of devsets/names, in report order.
var namesFiles = []string{"en_nicknames", "en_ar_transliteration", "en_he_transliteration",
	"en_ja_transliteration", "en_ko_transliteration", "en_ru_transliteration", "en_zh_transliteration"}

// NamesResult is one row of the names suite.
//
// A pair is predicted to match when names.Result.Match is true: the result
// is "same", or "different" with no given_name, surname or suffix
// difference (only variation, title or social_role), which is how the
// service says "the same name in another form" (reference notes: "William
// Smith" vs "Вилл Смит" -> different with variation).
type NamesResult struct {
	File      string  `json:"file"`
	Pairs     int     `json:"pairs"`
	Accuracy  float64 `json:"accuracy"`
	Precision float64 `json:"precision"`
	Recall    float64 `json:"recall"`
	F1        float64 `json:"f1"`
	// NoSingleEntity counts pairs answered no_single_entity (all inputs of
	// the devsets are single names, so these are errors).
	NoSingleEntity int `json:"no_single_entity"`
	// HardNegatives pairs each positive name1 with the name2 of another
	// positive pair of the file that is nearest, by edit distance, to its
	// true name2; HardAccuracy is the share of them answered "no match",
	// and HardBalanced the mean of recall and HardAccuracy.
	HardNegatives int     `json:"hard_negatives"`
	HardAccuracy  float64 `json:"hard_accuracy"`
	HardBalanced  float64 `json:"hard_balanced_accuracy"`

	tp, fp, fn int
	mismatches []string
}

type namePair struct {
	Lang1    string `json:"lang1"`
	Name1    string `json:"name1"`
	Lang2    string `json:"lang2"`
	Name2    string `json:"name2"`
	Match    bool   `json:"match"`
	Relation string `json:"relation"`
}

func runNames(ctx context.Context, cfg Config, w io.Writer) error {
	var rows []NamesResult
	var total NamesResult
	total.File = "all"
	var tp, fp, fn int
	var hardOK float64
	for _, f := range namesFiles {
		if err := ctx.Err(); err != nil {
			return err
		}
		// -lang filters by the second language of the file (ar, he, ...;
		// "en" for nicknames).
		if !cfg.wants(namesFileLang(f)) {
			continue
		}
		row, err := EvalNames(ctx, cfg, f)
		if err != nil {
			return err
		}
		rows = append(rows, row)
		total.Pairs += row.Pairs
		total.NoSingleEntity += row.NoSingleEntity
		total.HardNegatives += row.HardNegatives
		ptp, pfp, pfn := row.counts()
		tp, fp, fn = tp+ptp, fp+pfp, fn+pfn
		hardOK += row.HardAccuracy * float64(row.HardNegatives)
		total.Accuracy += row.Accuracy * float64(row.Pairs)
	}
	if total.Pairs > 0 {
		total.Accuracy /= float64(total.Pairs)
		total.Precision, total.Recall, total.F1 = matchPRF(tp, fp, fn)
		if total.HardNegatives > 0 {
			total.HardAccuracy = hardOK / float64(total.HardNegatives)
			total.HardBalanced = (total.Recall + total.HardAccuracy) / 2
		}
		rows = append(rows, total)
	}
	if cfg.JSON {
		return writeJSON(w, rows)
	}
	fmt.Fprintln(w, "| file | pairs | accuracy | match P | match R | match F1 | no_single_entity | hard negatives | hard-neg accuracy | balanced (R, hard) |")
	fmt.Fprintln(w, "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
	for _, r := range rows {
		fmt.Fprintf(w, "| %s | %d | %.3f | %.3f | %.3f | %.3f | %d | %d | %.3f | %.3f |\n", r.File, r.Pairs,
			r.Accuracy, r.Precision, r.Recall, r.F1, r.NoSingleEntity, r.HardNegatives, r.HardAccuracy, r.HardBalanced)
	}
	for _, r := range rows {
		printErrors(w, r.File+" mismatches (gold | name1 | name2 | result)", r.mismatches)
	}
	return nil
}

func namesFileLang(file string) string {
	if file == "en_nicknames" {
		return "en"
	}
	l, _, _ := strings.Cut(strings.TrimPrefix(file, "en_"), "_")
	return l
}

// counts returns the true positives, false positives and false negatives
// of the row, which the pooled row adds up.
func (r NamesResult) counts() (tp, fp, fn int) {
	return r.tp, r.fp, r.fn
}

// matchPRF is precision, recall and F1 of the "match" class.
func matchPRF(tp, fp, fn int) (p, r, f float64) {
	if tp+fp > 0 {
		p = float64(tp) / float64(tp+fp)
	}
	if tp+fn > 0 {
		r = float64(tp) / float64(tp+fn)
	}
	if p+r > 0 {
		f = 2 * p * r / (p + r)
	}
	return p, r, f
}

// EvalNames scores names.Compare on one dev file of devsets/names (file is
// the name without .jsonl.zst).
func EvalNames(ctx context.Context, cfg Config, file string) (NamesResult, error) {
	row := NamesResult{File: file}
	pairs, err := readJSONL[namePair](filepath.Join(cfg.DataDir(), "devsets", "names", file+".jsonl.zst"))
	if err != nil {
		return row, err
	}
	if cfg.MaxSentences > 0 && len(pairs) > cfg.MaxSentences {
		pairs = pairs[:cfg.MaxSentences]
	}
	correct := 0
	for i, p := range pairs {
		if i%256 == 0 {
			if err := ctx.Err(); err != nil {
				return row, err
			}
		}
		res := names.Compare(p.Lang1, p.Name1, p.Lang2, p.Name2)
		pred := res.Match()
		if res.Result == names.NoSingleEntity {
			row.NoSingleEntity++
		}
		switch {
		case pred && p.Match:
			row.tp++
		case pred && !p.Match:
			row.fp++
		case !pred && p.Match:
			row.fn++
		}
		if pred == p.Match {
			correct++
		} else if len(row.mismatches) < cfg.Mismatches {
			row.mismatches = append(row.mismatches, fmt.Sprintf("%v | %s | %s | %s %v", p.Match, p.Name1, p.Name2,
				res.Result, res.Differences))
		}
	}
	row.Pairs = len(pairs)
	if row.Pairs > 0 {
		row.Accuracy = float64(correct) / float64(row.Pairs)
	}
	row.Precision, row.Recall, row.F1 = matchPRF(row.tp, row.fp, row.fn)

	hard := hardNegatives(pairs)
	ok := 0
	for i, p := range hard {
		if i%256 == 0 {
			if err := ctx.Err(); err != nil {
				return row, err
			}
		}
		res := names.Compare(p.Lang1, p.Name1, p.Lang2, p.Name2)
		if !res.Match() {
			ok++
		} else if len(row.mismatches) < 2*cfg.Mismatches {
			row.mismatches = append(row.mismatches, fmt.Sprintf("hard | %s | %s | %s %v", p.Name1, p.Name2,
				res.Result, res.Differences))
		}
	}
	row.HardNegatives = len(hard)
	if len(hard) > 0 {
		row.HardAccuracy = float64(ok) / float64(len(hard))
		row.HardBalanced = (row.Recall + row.HardAccuracy) / 2
	}
	return row, nil
}

// hardNegatives pairs the name1 of each positive pair with the name2 of
// another positive pair that is closest (Levenshtein over code points) to
// its own name2, so that the wrong name is written in the same script and
// looks alike. Candidates that are name1 itself or a true partner of name1
// (lower-cased) are skipped. In en_nicknames many hard negatives are still
// related names (a nickname of a sibling entry), so that column
// understates precision there.
func hardNegatives(pairs []namePair) []namePair {
	var pos []namePair
	partners := map[string]map[string]bool{}
	for _, p := range pairs {
		if !p.Match {
			continue
		}
		pos = append(pos, p)
		k := strings.ToLower(p.Name1)
		if partners[k] == nil {
			partners[k] = map[string]bool{}
		}
		partners[k][strings.ToLower(p.Name2)] = true
	}
	runes := make([][]rune, len(pos))
	for i, p := range pos {
		runes[i] = []rune(strings.ToLower(p.Name2))
	}
	var out []namePair
	for i, p := range pos {
		best, bestD := -1, 1<<30
		for j := range pos {
			if j == i || partners[strings.ToLower(p.Name1)][string(runes[j])] ||
				string(runes[j]) == strings.ToLower(p.Name1) {
				continue
			}
			if d := levenshtein(runes[i], runes[j], bestD); d < bestD {
				best, bestD = j, d
			}
		}
		if best < 0 {
			continue
		}
		n := p
		n.Name2, n.Lang2, n.Match, n.Relation = pos[best].Name2, pos[best].Lang2, false, "hard negative"
		out = append(out, n)
	}
	return out
}

// levenshtein is the edit distance of a and b, or a value >= limit once it
// is known to reach limit.
func levenshtein(a, b []rune, limit int) int {
	if d := len(a) - len(b); d >= limit || -d >= limit {
		return limit
	}
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		rowMin := cur[0]
		for j := 1; j <= len(b); j++ {
			v := prev[j-1]
			if a[i-1] != b[j-1] {
				v++
			}
			v = min(v, prev[j]+1, cur[j-1]+1)
			cur[j] = v
			rowMin = min(rowMin, v)
		}
		if rowMin >= limit {
			return limit
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}
