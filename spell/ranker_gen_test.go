package spell

import (
	"bytes"
	"encoding/gob"
	"encoding/json"
	"flag"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/argot-nlp/argot/internal/jsonl"
	"github.com/argot-nlp/argot/internal/split"
)

// TestGenRanker writes data/ranker/en.txt, the weights of the English
// candidate ranking (see rank.go), learned from the tuning fifth of the
// English misspelling lists (pairs whose FNV-32a hash of "wrong<TAB>right"
// is 0 mod 5; the spelling evaluation scores the other four fifths, or
// Birkbeck's part 1 alone: see MisspellingScored). It runs only when
// asked, after the learned error model of each half of the training pairs
// (the tuning fifth and Birkbeck's parts 2 to 4) has been counted, from
// spell/:
//
//	go run gen_errors.go -half even -out /tmp/en-even.txt
//	go run gen_errors.go -half odd -out /tmp/en-odd.txt
//	go test -run TestGenRanker -genranker -ranker-even /tmp/en-even.txt -ranker-odd /tmp/en-odd.txt
//
// with ARGOT_PACKS naming a flat pack directory when the embedded en pack
// lacks SectionWritten (the written-register penalty is then 0 throughout).
//
// For each pair, the corrector's candidates for the typed word (those
// Word considers, without its shortcuts) are listed with their prior and
// penalties; the learned cost of a pair of one half comes from the model
// counted from the other half, so that the ranker does not learn to trust
// a model that has seen the pair. The weights maximise the conditional
// likelihood of the intended word among the candidates (a listwise, or
// conditional logit, model; every penalty weight held at zero or more),
// with an L2 penalty chosen by five-fold cross-validation inside the
// tuning fifth, and are then divided by the prior's weight. It also prints
// the candidate recall of each list: the share of its tuning pairs whose
// intended word is among the candidates. -ranker-drop and
// -ranker-list-weights change the fit for experiments (see fitRanker);
// -ranker-lambdas limits the cross-validation to the L2 penalties listed
// (an idea screened at one alone takes a third of the time), and
// -ranker-out writes the weights elsewhere than the committed file.
func TestGenRanker(t *testing.T) {
	if !*genRanker {
		t.Skip("run with -genranker to write data/ranker/en.txt")
	}
	t0 := time.Now()
	lists := cachedRankerLists(t)
	t.Logf("candidate lists in %v", time.Since(t0))
	base := loadData().rankers["en"]
	var sizes, gold, inVocab [numRankerFiles]int
	for _, l := range lists {
		sizes[l.File]++
		if l.Gold >= 0 {
			gold[l.File]++
		}
		if l.Known {
			inVocab[l.File]++
		}
	}
	fmt.Printf("%d pairs, %d with the intended word among the candidates\n", len(lists), countGold(lists))
	for f, name := range rankerFiles {
		fmt.Printf("candidate recall %s: %d/%d = %.3f (intended word a candidate word: %d)\n",
			name, gold[f], sizes[f], float64(gold[f])/float64(max(sizes[f], 1)), inVocab[f])
	}
	opt := rankerOptions(t)
	bestLambda, bestTop := 0.0, -1.0
	lambdas := []float64{0, 1e-3, 1e-2}
	if *rankerLambdas != "" {
		lambdas = lambdas[:0]
		for _, v := range strings.Split(*rankerLambdas, ",") {
			x, err := strconv.ParseFloat(v, 64)
			if err != nil {
				t.Fatal(err)
			}
			lambdas = append(lambdas, x)
		}
	}
	for _, lambda := range lambdas {
		var top, baseTop [numRankerFiles]int
		for f := range 5 {
			var train, test []rankList
			for _, l := range lists {
				if l.Fold == f {
					test = append(test, l)
				} else {
					train = append(train, l)
				}
			}
			w := fitRanker(train, lambda, opt)
			addTop1(&top, test, w)
			addTop1(&baseTop, test, base)
		}
		m, bm := macro(top, sizes), macro(baseTop, sizes)
		fmt.Printf("lambda %g: CV top-1 by file %v of %v, mean %.4f (the committed weights %v, %.4f)\n", lambda, top, sizes, m, baseTop, bm)
		fmt.Printf("  per list:")
		for f := range top {
			fmt.Printf(" %.3f", float64(top[f])/float64(max(sizes[f], 1)))
		}
		fmt.Println()
		if m > bestTop {
			bestLambda, bestTop = lambda, m
		}
	}
	w := fitRanker(lists, bestLambda, opt)
	var b strings.Builder
	fmt.Fprintf(&b, "# Weights of the English misspelling ranking, in units of the log prior:\n")
	fmt.Fprintf(&b, "# written by TestGenRanker (ranker_gen_test.go) from the tuning fifth of the\n")
	fmt.Fprintf(&b, "# English misspelling lists (%d pairs; L2 %g, chosen by 5-fold CV:\n", len(lists), bestLambda)
	fmt.Fprintf(&b, "# top-1 %.4f, the mean over the lists).\n", bestTop)
	for i, name := range penaltyNames {
		fmt.Fprintf(&b, "%s %.4f\n", name, w[i])
	}
	fmt.Print(b.String())
	if err := os.WriteFile(*rankerOut, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

var (
	genRanker  = flag.Bool("genranker", false, "write data/ranker/en.txt (TestGenRanker)")
	rankerSrc  = flag.String("ranker-src", "../../shared/devsets/spelling", "devsets/spelling directory")
	rankerEven = flag.String("ranker-even", "", "learned counts of the even half of the tuning fifth (gen_errors.go -half even)")
	rankerOdd  = flag.String("ranker-odd", "", "learned counts of the odd half")
	// rankerCache keeps the candidate lists between runs that change only
	// the fitting.
	rankerCache = flag.String("ranker-cache", "", "file to keep the candidate lists in (gob)")
	// rankerDrop and rankerListWeights are for experiments: penalties
	// held at weight zero, and each list's weight relative to the others.
	rankerDrop        = flag.String("ranker-drop", "", "comma-separated penalties held at weight zero")
	rankerListWeights = flag.String("ranker-list-weights", "", "comma-separated weight of each list of rankerFiles (default: each 1)")
	rankerOut         = flag.String("ranker-out", "data/ranker/en.txt", "file to write the weights to")
	rankerLambdas     = flag.String("ranker-lambdas", "", "comma-separated L2 penalties to cross-validate (default 0,1e-3,1e-2)")
)

// rankerOptions reads -ranker-drop and -ranker-list-weights.
func rankerOptions(t *testing.T) (o fitOptions) {
	for i := range o.listWeight {
		o.listWeight[i] = 1
	}
	for _, name := range strings.FieldsFunc(*rankerDrop, func(r rune) bool { return r == ',' }) {
		i := slices.Index(penaltyNames[:], name)
		if i < 0 {
			t.Fatalf("-ranker-drop: no penalty %q", name)
		}
		o.drop[i] = true
	}
	if *rankerListWeights != "" {
		f := strings.Split(*rankerListWeights, ",")
		if len(f) != numRankerFiles {
			t.Fatalf("-ranker-list-weights: want %d weights", numRankerFiles)
		}
		for i, v := range f {
			x, err := strconv.ParseFloat(v, 64)
			if err != nil || x < 0 {
				t.Fatalf("-ranker-list-weights: %q", v)
			}
			o.listWeight[i] = x
		}
	}
	return o
}

// fitOptions are the choices of a fit that are not learned: penalties
// held at zero, and the weight of each list.
type fitOptions struct {
	drop       [numPenalties]bool
	listWeight [numRankerFiles]float64
}

// cachedRankerLists is rankerLists, read from and written to -ranker-cache
// when given.
func cachedRankerLists(t *testing.T) []rankList {
	var lists []rankList
	if *rankerCache != "" {
		if f, err := os.Open(*rankerCache); err == nil {
			defer f.Close()
			if err := gob.NewDecoder(f).Decode(&lists); err == nil {
				return lists
			}
		}
	}
	lists = rankerLists(t)
	if *rankerCache != "" {
		var b bytes.Buffer
		if err := gob.NewEncoder(&b).Encode(lists); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(*rankerCache, b.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return lists
}

// rankerFiles are the lists gen_errors.go counts.
const numRankerFiles = 5

var rankerFiles = [numRankerFiles]string{"en_mitton_birkbeck.jsonl.zst", "en_mitton_holbrook.jsonl", "en_mitton_wikipedia.jsonl", "en_mitton_aspell.jsonl", "en_norvig_testset1.jsonl"}

// rankList is the candidate list of one misspelling: prior and penalties
// of each candidate, the intended word's index (-1 when it is not a
// candidate), and the pair's fold of the cross-validation.
type rankList struct {
	Prior []float64
	Pen   [][numPenalties]float64
	Gold  int
	Fold  int
	// File is the list's file, an index into rankerFiles.
	File int
	// Known is set when the intended word is in the corrector's
	// vocabulary, so that some search could find it.
	Known bool
}

func rankerLists(t *testing.T) []rankList {
	l, err := store().Language("en")
	if err != nil {
		t.Fatal(err)
	}
	var halves [2]*Corrector
	for h, path := range []string{*rankerEven, *rankerOdd} {
		text, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		c, err := build(l)
		if err != nil {
			t.Fatal(err)
		}
		// The pairs of half h are ranked with the counts of the other.
		if c.learned = parseLearned(string(text)); c.learned == nil {
			t.Fatalf("%s: no counts", path)
		}
		halves[1-h] = c
	}
	var lists []rankList
	seen := map[string]bool{}
	for file, name := range rankerFiles {
		err := jsonl.Lines(filepath.Join(*rankerSrc, name), func(line []byte) error {
			var p struct{ Wrong, Right string }
			if err := json.Unmarshal(line, &p); err != nil {
				return err
			}
			v := split.Hash(p.Wrong + "\t" + p.Right)
			if v%5 != 0 || seen[p.Wrong+"\t"+p.Right] {
				return nil
			}
			seen[p.Wrong+"\t"+p.Right] = true
			c := halves[(v/5)%2]
			key, right := c.normalize(p.Wrong), c.normalize(p.Right)
			if key == right {
				return nil
			}
			rl := rankList{Gold: -1, Fold: int(v/10) % 5, File: file}
			_, rl.Known = c.vocab.lookup(right)
			c.rank(key, true, reachAny, nil, func(id uint32, prior float64, pen *[numPenalties]float64) {
				if c.vocab.words[id] == right {
					rl.Gold = len(rl.Prior)
				}
				rl.Prior = append(rl.Prior, prior)
				rl.Pen = append(rl.Pen, *pen)
			})
			// Lists without candidates are kept: they count against the
			// candidate recall and the top-1 of their file.
			lists = append(lists, rl)
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	return lists
}

func countGold(lists []rankList) int {
	n := 0
	for _, l := range lists {
		if l.Gold >= 0 {
			n++
		}
	}
	return n
}

// macro is the mean over the files of the share of their pairs right.
func macro(right, sizes [numRankerFiles]int) float64 {
	m := 0.0
	for i := range right {
		m += float64(right[i]) / float64(max(sizes[i], 1))
	}
	return m / float64(len(right))
}

// addTop1 adds to right, by file, the lists whose best candidate under w
// is the intended word (ties to the first candidate, as in the search).
func addTop1(right *[numRankerFiles]int, lists []rankList, w weights) {
	for _, l := range lists {
		if l.Gold < 0 {
			continue
		}
		best, bestAt := math.Inf(-1), -1
		for j := range l.Prior {
			if s := w.score(l.Prior[j], &l.Pen[j]); s > best {
				best, bestAt = s, j
			}
		}
		if bestAt == l.Gold {
			right[l.File]++
		}
	}
}

// fitRanker maximises the weighted mean log likelihood of the intended
// words, minus lambda times the squared norm of the parameters (the
// prior's weight and the penalties'), by projected Adagrad ascent; it
// returns the penalty weights divided by the prior's weight. Each file
// weighs as much as the others, whatever its size: the lists differ in
// kind (learners' errors in Birkbeck and Holbrook, typing errors in the
// others), and the largest would otherwise decide alone. opt may scale a
// list's weight and hold penalties at zero (-ranker-list-weights and
// -ranker-drop, for experiments: weighing the learners' lists at a half
// or a quarter lowered the cross-validated mean top-1 of the lists and
// moved the adults' lists by a pair or two either way).
func fitRanker(lists []rankList, lambda float64, opt fitOptions) weights {
	const dim = numPenalties + 1 // 0: the prior; 1+i: penalty i (its feature negated)
	// Start from the prior alone at weight one and every penalty at one,
	// so that the result does not depend on the committed weights.
	var theta [dim]float64
	for k := range theta {
		theta[k] = 1
	}
	var perFile [numRankerFiles]float64
	for _, l := range lists {
		if l.Gold >= 0 {
			perFile[l.File]++
		}
	}
	files := 0.0
	for _, n := range perFile {
		if n > 0 {
			files++
		}
	}
	// The features of each list, flat: dim values per candidate.
	feats := make([][]float64, len(lists))
	for li, l := range lists {
		if l.Gold < 0 {
			continue
		}
		f := make([]float64, 0, dim*len(l.Prior))
		for j := range l.Prior {
			f = append(f, l.Prior[j])
			for _, v := range l.Pen[j] {
				f = append(f, -v)
			}
		}
		feats[li] = f
	}
	var hist [dim]float64
	scores := []float64{}
	for iter := 0; iter < 300; iter++ {
		var grad [dim]float64
		for li, f := range feats {
			if f == nil {
				continue
			}
			l := &lists[li]
			weight := opt.listWeight[l.File] / (perFile[l.File] * files)
			scores = scores[:0]
			top := math.Inf(-1)
			for j := 0; j < len(f); j += dim {
				s := 0.0
				for k, v := range f[j : j+dim] {
					s += theta[k] * v
				}
				scores = append(scores, s)
				top = max(top, s)
			}
			z := 0.0
			for j := range scores {
				scores[j] = math.Exp(scores[j] - top)
				z += scores[j]
			}
			for j, e := range scores {
				p := weight * e / z
				for k, v := range f[j*dim : j*dim+dim] {
					grad[k] -= p * v
				}
			}
			for k, v := range f[l.Gold*dim : l.Gold*dim+dim] {
				grad[k] += weight * v
			}
		}
		for k := range grad {
			g := grad[k] - 2*lambda*theta[k]
			hist[k] += g * g
			theta[k] += 0.5 * g / (math.Sqrt(hist[k]) + 1e-8)
		}
		// The prior must count, and no penalty may raise a score.
		theta[0] = max(theta[0], 1e-3)
		for k := 1; k < dim; k++ {
			theta[k] = max(theta[k], 0)
			if opt.drop[k-1] {
				theta[k] = 0
			}
		}
	}
	var w weights
	for i := range w {
		w[i] = theta[1+i] / theta[0]
	}
	return w
}

// TestFitRankerOptions checks the fit's options on a toy problem where
// the plain distance tells the intended word apart: held at zero, the
// penalty gets no weight; with the only list weighing zero, nothing moves
// the weights from their start.
func TestFitRankerOptions(t *testing.T) {
	var near, far [numPenalties]float64
	far[penDist] = 2
	near[penDist] = 1
	lists := []rankList{
		{Prior: []float64{5, 5}, Pen: [][numPenalties]float64{far, near}, Gold: 1},
		{Prior: []float64{3, 3}, Pen: [][numPenalties]float64{near, far}, Gold: 0},
	}
	var plain fitOptions
	for i := range plain.listWeight {
		plain.listWeight[i] = 1
	}
	if w := fitRanker(lists, 0, plain); w[penDist] <= 1 {
		t.Errorf("distance weight %v, want it raised above its start", w[penDist])
	}
	dropped := plain
	dropped.drop[penDist] = true
	if w := fitRanker(lists, 0, dropped); w[penDist] != 0 {
		t.Errorf("dropped distance weight %v, want 0", w[penDist])
	}
	silent := plain
	silent.listWeight[0] = 0
	if w := fitRanker(lists, 0, silent); w[penDist] != 1 {
		t.Errorf("distance weight %v with no weight on the data, want its start 1", w[penDist])
	}
}
