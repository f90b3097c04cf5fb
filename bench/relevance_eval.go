package bench

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/argot-nlp/argot"
	"github.com/argot-nlp/argot/internal/split"
	"github.com/argot-nlp/argot/topics"
)

func init() {
	register(Suite{
		Name: "relevance",
		Description: "signal-to-noise ranking: headline -> relevant (keyword_features), posts of the same news " +
			"category vs other categories scored with signal2noise; AUC and NDCG@10 on the scored half of the held-out quarter " +
			"(topics.HeldOut) of devsets/topics, which the core topic model never trained on",
		Run: runRelevance,
	})
}

// The relevance sets, built deterministically from the news files of
// devsets/topics (dev halves):
//
//   - Only the held-out quarter of the articles (topics.HeldOut) takes
//     part: package relevance reads the core pack's topic model, which
//     the pack builder trained on the other three quarters of these files.
//   - Articles with a title and a label are split in two by bit 2 of an
//     FNV-1a hash of their id (bits 0 and 1 are those topics.HeldOut
//     reads): a clear bit puts an article in the tune half (used while
//     choosing the weights of package relevance), a set one in the score
//     half, the one that counts. ARGOT_EVAL_PART=tune runs the tune half
//     alone, so that weights can be chosen without seeing the other;
//     -mismatches lists the worst queries of the tune half only.
//   - Within a half, articles are ordered by hash. The queries are the
//     first relevanceQueries articles taken round-robin over the labels;
//     a query's headline is its title alone.
//   - Task "story" (posts about the headline's story against posts about
//     other subjects): the on-topic posts are the first relevancePosts
//     sentences of the headline's own article body; the off-topic posts
//     are sentences of articles of other labels, round-robin, in hash
//     order (sentence j of the j-th of them). Only files whose bodies
//     have enough sentences take part.
//   - Task "category" (harder: same section, different story): the
//     on-topic posts are the leads of the next relevancePosts articles of
//     the same label, the off-topic ones leads of articles of other
//     labels. A lead is the body without its title, cut to
//     relevancePostRunes code points at a sentence end.
//   - Step one parses the headline with relevanceKeywordFeatures and
//     takes the response's relevant; step two parses every post with
//     that relevant and ranks the posts by signal2noise.
//
// AUC is the share of (on-topic, off-topic) pairs ranked in the right
// order (ties count half), averaged over queries; NDCG@10 ranks the posts
// by score with ties broken against the on-topic ones. A query whose
// headline yields no relevant id (family or name) is counted as skipped.
var relevanceFiles = []struct {
	file, lang string
	story      bool // the bodies have the sentences the story task needs
}{
	{"en_bbcnews", "en", true}, {"en_agnews", "en", false}, {"fr_masakhanews", "fr", true},
}

const (
	relevanceQueries   = 100
	relevancePosts     = 10
	relevancePostRunes = 400
	// minPostRunes keeps sentence posts that say something.
	minPostRunes = 40
)

// relevanceKeywordFeatures selects the headline words whose families
// become relevant: nouns, names, verbs and adjectives.
var relevanceKeywordFeatures = map[string]string{"pos": "NOUN|PROPN|VERB|ADJ"}

// RelevanceRow is one file and half of the relevance suite.
type RelevanceRow struct {
	File    string  `json:"file"`
	Task    string  `json:"task"`
	Half    string  `json:"half"`
	Queries int     `json:"queries"`
	Skipped int     `json:"skipped"`
	Posts   int     `json:"posts"`
	AUC     float64 `json:"auc"`
	NDCG10  float64 `json:"ndcg10"`
	// Relevant is the mean number of relevant ids (families and names)
	// per headline.
	Relevant float64 `json:"relevant_per_headline"`

	mismatches []string
}

type newsItem struct {
	ID    string `json:"id"`
	Title string `json:"title"`
	Text  string `json:"text"`
	Label string `json:"label"`
	hash  uint32
}

// relevanceQuery is one headline with its posts; on[i] says post i is
// on-topic.
type relevanceQuery struct {
	headline string
	posts    []string
	on       []bool
}

func runRelevance(ctx context.Context, cfg Config, w io.Writer) error {
	var rows []RelevanceRow
	for _, task := range []string{"story", "category"} {
		for _, f := range relevanceFiles {
			if !cfg.wants(f.lang) || task == "story" && !f.story {
				continue
			}
			for _, half := range relevanceHalves() {
				row, err := EvalRelevance(ctx, cfg, f.file, f.lang, task, half)
				if err != nil {
					return err
				}
				rows = append(rows, row)
			}
		}
	}
	if cfg.JSON {
		return writeJSON(w, rows)
	}
	fmt.Fprintln(w, "| task | file | half | queries | skipped | posts | AUC | NDCG@10 | relevant / headline |")
	fmt.Fprintln(w, "|---|---|---|---:|---:|---:|---:|---:|---:|")
	for _, r := range rows {
		fmt.Fprintf(w, "| %s | %s | %s | %d | %d | %d | %.3f | %.3f | %.1f |\n", r.Task, r.File, r.Half, r.Queries, r.Skipped, r.Posts, r.AUC, r.NDCG10, r.Relevant)
	}
	fmt.Fprintln(w, "\nThe score half is the result; the tune half was used to choose package relevance's weights.")
	for _, r := range rows {
		printErrors(w, r.Task+" "+r.File+" "+r.Half+" worst queries (AUC | headline)", r.mismatches)
	}
	return nil
}

// relevanceHalves are the halves a run scores: both, or only the tune
// half when $ARGOT_EVAL_PART is "tune" (for choosing weights without
// seeing the score half).
func relevanceHalves() []string {
	if os.Getenv("ARGOT_EVAL_PART") == "tune" {
		return []string{"tune"}
	}
	return []string{"tune", "score"}
}

// EvalRelevance builds the queries of one task ("story" or "category"),
// file and half, and scores them.
func EvalRelevance(ctx context.Context, cfg Config, file, lang, task, half string) (RelevanceRow, error) {
	row := RelevanceRow{File: file, Task: task, Half: half}
	items, err := readNews(filepath.Join(cfg.DataDir(), "devsets", "topics", file+".jsonl.zst"), half == "score")
	if err != nil {
		return row, err
	}
	queries := buildRelevanceQueries(items, task == "story")
	if cfg.MaxSentences > 0 && len(queries) > cfg.MaxSentences {
		queries = queries[:cfg.MaxSentences]
	}
	a, err := abuseAnalyzer()
	if err != nil {
		return row, err
	}
	type scored struct {
		auc      float64
		headline string
	}
	var per []scored
	var sumAUC, sumNDCG, sumRel float64
	for _, q := range queries {
		if err := ctx.Err(); err != nil {
			return row, err
		}
		relevant, scores, err := rankPosts(ctx, a, lang, q)
		if err != nil {
			return row, err
		}
		if len(relevant) == 0 {
			row.Skipped++
			continue
		}
		row.Queries++
		row.Posts += len(q.posts)
		auc := rankAUC(scores, q.on)
		sumAUC += auc
		sumNDCG += ndcgAt(scores, q.on, 10)
		sumRel += float64(len(relevant))
		per = append(per, scored{auc, q.headline})
	}
	if row.Queries > 0 {
		n := float64(row.Queries)
		row.AUC, row.NDCG10, row.Relevant = sumAUC/n, sumNDCG/n, sumRel/n
	}
	if half != "tune" {
		return row, nil // the score half's queries are never listed
	}
	slices.SortStableFunc(per, func(x, y scored) int { return cmp.Compare(x.auc, y.auc) })
	for _, p := range per[:min(len(per), max(cfg.Mismatches, 0))] {
		row.mismatches = append(row.mismatches, fmt.Sprintf("%.3f | %s", p.auc, p.headline))
	}
	return row, nil
}

// rankPosts runs the two steps for one query: the headline's relevant
// families, then each post's signal2noise.
func rankPosts(ctx context.Context, a *argot.Analyzer, lang string, q relevanceQuery) ([]int64, []float64, error) {
	quiet := argot.Settings{Abuse: argot.Bool(false), Topics: argot.Bool(false), Entities: argot.Bool(false), Sentiment: argot.Bool(false)}
	step1 := quiet
	step1.KeywordFeatures = relevanceKeywordFeatures
	resp, err := a.Parse(ctx, argot.Request{Language: lang, Content: q.headline, Settings: step1})
	if err != nil {
		return nil, nil, err
	}
	if len(resp.Relevant) == 0 {
		return nil, nil, nil
	}
	// Step two runs the analyses the score reads (abuse, sentiment).
	step2 := argot.Settings{Relevant: resp.Relevant, Topics: argot.Bool(false), Entities: argot.Bool(false)}
	scores := make([]float64, len(q.posts))
	for i, p := range q.posts {
		r, err := a.Parse(ctx, argot.Request{Language: lang, Content: p, Settings: step2})
		if err != nil {
			return nil, nil, err
		}
		if r.Signal2Noise != nil {
			scores[i] = *r.Signal2Noise
		}
	}
	return resp.Relevant, scores, nil
}

// readNews reads the titled, labelled, held-out articles of one half, in
// hash order.
func readNews(path string, scoreHalf bool) ([]newsItem, error) {
	var out []newsItem
	err := readJSONLines(path, func(line []byte) error {
		var it newsItem
		if err := json.Unmarshal(line, &it); err != nil {
			return err
		}
		if it.Title == "" || it.Label == "" || !topics.HeldOut(it.ID) {
			return nil
		}
		it.hash = split.Hash(it.ID)
		if (it.hash>>2&1 == 1) == scoreHalf {
			out = append(out, it)
		}
		return nil
	})
	slices.SortStableFunc(out, func(x, y newsItem) int { return cmp.Or(cmp.Compare(x.hash, y.hash), strings.Compare(x.ID, y.ID)) })
	return out, err
}

// buildRelevanceQueries makes the queries of one half (see the comment on
// relevanceFiles): story posts when story is set, else category posts.
func buildRelevanceQueries(items []newsItem, story bool) []relevanceQuery {
	byLabel := map[string][]newsItem{}
	var labels []string
	for _, it := range items {
		if byLabel[it.Label] == nil {
			labels = append(labels, it.Label)
		}
		byLabel[it.Label] = append(byLabel[it.Label], it)
	}
	slices.Sort(labels)
	var out []relevanceQuery
	for k := 0; len(out) < relevanceQueries && k < len(items); k++ {
		label := labels[k%len(labels)]
		pool := byLabel[label]
		qi := k / len(labels)
		if qi >= len(pool) {
			continue
		}
		q := relevanceQuery{headline: pool[qi].Title}
		if story {
			for _, p := range sentences(pool[qi])[:min(relevancePosts, len(sentences(pool[qi])))] {
				q.posts = append(q.posts, p)
				q.on = append(q.on, true)
			}
		} else {
			for j := 1; j <= relevancePosts && qi+j < len(pool); j++ {
				q.posts = append(q.posts, postText(pool[qi+j]))
				q.on = append(q.on, true)
			}
		}
		var others []string
		for _, l := range labels {
			if l != label {
				others = append(others, l)
			}
		}
		for j := 0; j < relevancePosts && len(others) > 0; j++ {
			op := byLabel[others[j%len(others)]]
			idx := qi + j/len(others)
			if idx >= len(op) {
				continue
			}
			post := postText(op[idx])
			if story {
				ss := sentences(op[idx])
				if len(ss) == 0 {
					continue
				}
				post = ss[j%len(ss)]
			}
			q.posts = append(q.posts, post)
			q.on = append(q.on, false)
		}
		if len(q.posts) > 0 && slices.Contains(q.on, true) && slices.Contains(q.on, false) {
			out = append(out, q)
		}
	}
	return out
}

// body returns an article's text without its title.
func body(it newsItem) string {
	b := strings.TrimSpace(strings.TrimPrefix(it.Text, it.Title))
	if b == "" {
		return it.Text
	}
	return b
}

// sentenceEnd is where a sentence of a news body ends: a full stop,
// question or exclamation mark (and closing quotes) before a space and a
// capital or an opening quote, or a line break.
var sentenceEnd = regexp.MustCompile(`[.!?]["'”’]?\s+["'“‘]?\p{Lu}|\n`)

// sentences splits an article body into sentences of at least
// minPostRunes code points. A full stop after a short capitalised word
// ("Mr.", "St.") does not end a sentence.
func sentences(it newsItem) []string {
	b := body(it)
	var out []string
	start := 0
	for _, loc := range sentenceEnd.FindAllStringIndex(b, -1) {
		if b[loc[0]] == '.' && abbreviation(b[start:loc[0]]) {
			continue
		}
		cut := loc[0] + 1 // the terminator stays with its sentence
		if b[loc[0]] == '\n' {
			cut = loc[0]
		}
		out = appendSentence(out, b[start:cut])
		start = cut
	}
	return appendSentence(out, b[start:])
}

func appendSentence(out []string, s string) []string {
	s = strings.Trim(s, " \n\"'”’“‘")
	if utf8.RuneCountInString(s) >= minPostRunes {
		out = append(out, s)
	}
	return out
}

// abbreviation reports whether text ends in a short capitalised word.
func abbreviation(text string) bool {
	i := strings.LastIndexAny(text, " \n\"'“‘(")
	w := text[i+1:]
	r, _ := utf8.DecodeRuneInString(w)
	return utf8.RuneCountInString(w) <= 3 && unicode.IsUpper(r)
}

// postText is the article's lead: its body cut at a sentence end within
// relevancePostRunes code points.
func postText(it newsItem) string {
	b := body(it)
	if utf8.RuneCountInString(b) <= relevancePostRunes {
		return b
	}
	cut := string([]rune(b)[:relevancePostRunes])
	if i := strings.LastIndexAny(cut, ".!?"); i > relevancePostRunes/4 {
		return cut[:i+1]
	}
	return cut
}

// rankAUC is the share of (positive, negative) pairs where the positive
// scores higher, ties counting half.
func rankAUC(scores []float64, on []bool) float64 {
	var good float64
	pairs := 0
	for i := range scores {
		if !on[i] {
			continue
		}
		for j := range scores {
			if on[j] {
				continue
			}
			pairs++
			switch {
			case scores[i] > scores[j]:
				good++
			case scores[i] == scores[j]:
				good += 0.5
			}
		}
	}
	if pairs == 0 {
		return 0
	}
	return good / float64(pairs)
}

// ndcgAt is the NDCG at k of the ranking by score, binary gains, ties
// broken against the relevant items.
func ndcgAt(scores []float64, on []bool, k int) float64 {
	idx := make([]int, len(scores))
	for i := range idx {
		idx[i] = i
	}
	slices.SortStableFunc(idx, func(a, b int) int {
		if c := cmp.Compare(scores[b], scores[a]); c != 0 {
			return c
		}
		switch {
		case on[a] == on[b]:
			return 0
		case on[a]:
			return 1
		}
		return -1
	})
	var dcg, ideal float64
	positives := 0
	for _, o := range on {
		if o {
			positives++
		}
	}
	for r := 0; r < k && r < len(idx); r++ {
		disc := 1 / math.Log2(float64(r)+2)
		if on[idx[r]] {
			dcg += disc
		}
		if r < positives {
			ideal += disc
		}
	}
	if ideal == 0 {
		return 0
	}
	return dcg / ideal
}
