package abuse

import (
	"errors"
	"fmt"
	"maps"
	"math"
	"slices"
)

// Example is one labelled message for [Train].
type Example struct {
	Observation
	Offensive bool
	// Type is the gold offensive type, "" when the data set gives none.
	Type string
	// Source names the data set; thresholds are chosen for the mean
	// macro-F1 over the sources with offensive messages, and so that clean
	// sources (no offensive messages) get no more false positives than
	// the rules give them.
	Source string
	// Fold is the message's cross-validation fold, 0 to Folds-1 (see
	// [Fold]).
	Fold int
}

// TrainOptions are the training settings.
type TrainOptions struct {
	// Types are the type heads, in order.
	Types []string
	// MinCount drops features seen in fewer messages.
	MinCount int
	// Epochs of AdaGrad over the messages, in the order given.
	Epochs int
	// Rate is AdaGrad's learning rate.
	Rate float64
	// L2 are the candidate weight decays per update; cross-validation
	// picks one.
	L2 []float64
	// Folds is the number of cross-validation folds.
	Folds int
	// Prune drops the features whose weights are all smaller in magnitude,
	// to keep the model small.
	Prune float64
}

// TrainReport says how the weight decay and thresholds were chosen.
type TrainReport struct {
	L2                      float64
	Offensive, Clean, Clear float64
	// RulesF1 and ModelF1 are the mean macro-F1 over the sources, out of
	// fold, of the rules alone and with the decision.
	RulesF1, ModelF1 float64
}

// Train chooses the weight decay and the thresholds by cross-validation
// (each fold scored by a decision fitted on the others), then fits the
// decision on all the examples. Every source is weighted alike, whatever
// its size.
func Train(examples []Example, opts TrainOptions) (*Decision, TrainReport, error) {
	var rep TrainReport
	if len(opts.Types) == 0 || opts.Epochs <= 0 || opts.Rate <= 0 || len(opts.L2) == 0 || opts.Folds < 2 {
		return nil, rep, errors.New("abuse: train: want types, epochs, a rate, weight decays and at least two folds")
	}
	perFold := make([]int, opts.Folds)
	for _, e := range examples {
		if e.Fold < 0 || e.Fold >= opts.Folds {
			return nil, rep, fmt.Errorf("abuse: train: fold %d, want 0 to %d", e.Fold, opts.Folds-1)
		}
		perFold[e.Fold]++
	}
	if slices.Contains(perFold, 0) {
		return nil, rep, fmt.Errorf("abuse: train: messages per fold %v, want some in each", perFold)
	}
	rep.ModelF1 = -1
	for _, l2 := range opts.L2 {
		probs := make([]float64, len(examples))
		for k := range opts.Folds {
			var train []Example
			for _, e := range examples {
				if e.Fold != k {
					train = append(train, e)
				}
			}
			d := fit(train, opts, l2)
			for i, e := range examples {
				if e.Fold == k {
					probs[i] = d.outOfFold(e.Observation)
				}
			}
		}
		if r := chooseThresholds(examples, probs); r.ModelF1 > rep.ModelF1 {
			rep = r
			rep.L2 = l2
		}
	}
	final := fit(examples, opts, rep.L2)
	final.offensive, final.clean, final.clear = rep.Offensive, rep.Clean, rep.Clear
	return final, rep, nil
}

// outOfFold is the probability the decision gives a message, 0 when it
// defers to the rules.
func (d *Decision) outOfFold(o Observation) float64 {
	if !o.RuleOffensive && o.Defers(d.Type(o)) {
		return 0
	}
	return d.Probability(o)
}

// fit trains the heads by AdaGrad on the logistic loss (offensive head)
// and the softmax loss over the types (type heads, offensive messages with
// a known type only), with weight decay l2.
func fit(examples []Example, opts TrainOptions, l2 float64) *Decision {
	named, lex := map[string]int{}, map[uint32]int{}
	for _, e := range examples {
		for _, f := range e.Features {
			named[f]++
		}
		for _, b := range e.Lexical {
			lex[b]++
		}
	}
	// Number the features kept; each example becomes a list of numbers.
	index := map[string]int{}
	lexIndex := map[uint32]int{}
	var names []string
	var buckets []uint32
	// Numbers follow the sorted names and buckets, and each example's list
	// is sorted, so that every sum over it runs in one order: float addition
	// is not associative, and the pack's bytes must not depend on map order
	// or on the order an observation lists its features in.
	for _, f := range slices.Sorted(maps.Keys(named)) {
		if named[f] >= opts.MinCount || f == "bias" {
			index[f] = len(names)
			names = append(names, f)
		}
	}
	for _, b := range slices.Sorted(maps.Keys(lex)) {
		if lex[b] >= opts.MinCount {
			lexIndex[b] = len(names) + len(buckets)
			buckets = append(buckets, b)
		}
	}
	xs := make([][]int32, len(examples))
	for i, e := range examples {
		for _, f := range e.Features {
			if j, ok := index[f]; ok {
				xs[i] = append(xs[i], int32(j))
			}
		}
		for _, b := range e.Lexical {
			if j, ok := lexIndex[b]; ok {
				xs[i] = append(xs[i], int32(j))
			}
		}
		slices.Sort(xs[i])
	}
	heads := 1 + len(opts.Types)
	n := len(names) + len(buckets)
	w := make([]float64, n*heads)
	g2 := make([]float64, n*heads)
	weight := sourceWeights(examples)
	update := func(x []int32, head int, grad float64) {
		for _, j := range x {
			k := int(j)*heads + head
			g := grad + l2*w[k]
			g2[k] += g * g
			w[k] -= opts.Rate * g / (math.Sqrt(g2[k]) + 1e-8)
		}
	}
	score := func(x []int32, head int) float64 {
		var s float64
		for _, j := range x {
			s += w[int(j)*heads+head]
		}
		return s
	}
	p := make([]float64, len(opts.Types))
	for range opts.Epochs {
		for i, e := range examples {
			sw := weight[e.Source]
			y := 0.0
			if e.Offensive {
				y = 1
			}
			update(xs[i], 0, sw*(sigmoid(score(xs[i], 0))-y))
			t := slices.Index(opts.Types, e.Type)
			if !e.Offensive || t < 0 {
				continue
			}
			softmax(p, func(h int) float64 { return score(xs[i], h+1) })
			for h := range opts.Types {
				gold := 0.0
				if h == t {
					gold = 1
				}
				update(xs[i], h+1, sw*(p[h]-gold))
			}
		}
	}
	d := &Decision{types: opts.Types, weights: map[string][]float32{}, lex: map[uint32][]float32{}}
	for j := range n {
		ws := w[j*heads : (j+1)*heads]
		if maxAbs(ws) < max(opts.Prune, 1e-6) {
			continue // pruned: the pack keeps only the weights that matter
		}
		out := make([]float32, heads)
		for h, x := range ws {
			out[h] = float32(x)
		}
		if j < len(names) {
			d.weights[names[j]] = out
		} else {
			d.lex[buckets[j-len(names)]] = out
		}
	}
	return d
}

// softmax fills p with the softmax of the scores.
func softmax(p []float64, score func(int) float64) {
	top := math.Inf(-1)
	for i := range p {
		p[i] = score(i)
		top = max(top, p[i])
	}
	var sum float64
	for i := range p {
		p[i] = math.Exp(p[i] - top)
		sum += p[i]
	}
	for i := range p {
		p[i] /= sum
	}
}

func maxAbs(xs []float64) float64 {
	var m float64
	for _, x := range xs {
		m = max(m, math.Abs(x))
	}
	return m
}

// sourceWeights gives each source the same total weight.
func sourceWeights(examples []Example) map[string]float64 {
	n := map[string]int{}
	for _, e := range examples {
		n[e.Source]++
	}
	out := map[string]float64{}
	for s, c := range n {
		out[s] = float64(len(examples)) / float64(len(n)*c)
	}
	return out
}

// chooseThresholds picks the thresholds with the best mean macro-F1 over
// the labelled sources given each message's out-of-fold probability, among
// those that add no false positives on the clean sources.
func chooseThresholds(examples []Example, probs []float64) TrainReport {
	rules := evaluate(examples, probs, 2, 0, 0)
	rep := TrainReport{Offensive: 1, RulesF1: rules.f1, ModelF1: rules.f1}
	for hi := 0.3; hi <= 0.99; hi += 0.025 {
		for lo := 0.0; lo <= min(hi, 0.7); lo += 0.025 {
			// Findings of higher severity are cleared at a stricter
			// threshold, if at all.
			for lo2 := 0.0; lo2 <= lo; lo2 += 0.05 {
				r := evaluate(examples, probs, hi, lo, lo2)
				if r.cleanFP > rules.cleanFP || r.f1 <= rep.ModelF1 {
					continue
				}
				rep.Offensive, rep.Clean, rep.Clear, rep.ModelF1 = hi, lo, lo2, r.f1
			}
		}
	}
	return rep
}

type validation struct {
	f1      float64 // mean macro-F1 over the labelled sources
	cleanFP int     // messages of the clean sources decided offensive
}

// evaluate scores the decision rule with thresholds hi, lo and lo2 (see
// SectionModel's @offensive, @clean and @clear).
func evaluate(examples []Example, probs []float64, hi, lo, lo2 float64) validation {
	type conf struct{ tp, fp, fn, tn int }
	bySource := map[string]*conf{}
	var out validation
	for i, e := range examples {
		pred := e.RuleOffensive
		switch {
		case !e.RuleOffensive && probs[i] >= hi:
			pred = true
		case e.RuleWeak && probs[i] <= lo, e.RuleClearable && probs[i] <= lo2:
			pred = false
		}
		c := bySource[e.Source]
		if c == nil {
			c = &conf{}
			bySource[e.Source] = c
		}
		switch {
		case pred && e.Offensive:
			c.tp++
		case pred:
			c.fp++
		case e.Offensive:
			c.fn++
		default:
			c.tn++
		}
	}
	n := 0
	// Sum in a fixed order: float addition is not associative, and the
	// thresholds chosen (so the pack's bytes) must not depend on map order.
	for _, src := range slices.Sorted(maps.Keys(bySource)) {
		c := bySource[src]
		if c.tp+c.fn == 0 {
			out.cleanFP += c.fp
			continue
		}
		out.f1 += (f1(c.tp, c.fp, c.fn) + f1(c.tn, c.fn, c.fp)) / 2
		n++
	}
	if n > 0 {
		out.f1 /= float64(n)
	}
	return out
}

func f1(tp, fp, fn int) float64 {
	if tp == 0 {
		return 0
	}
	return 2 * float64(tp) / float64(2*tp+fp+fn)
}
