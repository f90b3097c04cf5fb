package abuse

import (
	"errors"
	"fmt"
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
	// Validate marks the messages kept aside to choose the thresholds.
	Validate bool
}

// TrainOptions are the training settings.
type TrainOptions struct {
	// Types are the type heads, in order.
	Types []string
	// MinCount drops features seen in fewer messages.
	MinCount int
	// Epochs of AdaGrad over the messages, in the order given.
	Epochs int
	// Rate is AdaGrad's learning rate and L2 the weight decay per update.
	Rate, L2 float64
}

// TrainReport says how the thresholds were chosen.
type TrainReport struct {
	Offensive, Clean float64
	// RulesF1 and ModelF1 are the mean macro-F1 over the sources of the
	// validation part, of the rules alone and with the decision.
	RulesF1, ModelF1 float64
}

// Train fits the decision on the examples not marked Validate, chooses its
// thresholds on those marked Validate, then refits on all of them. Every
// source is weighted alike, whatever its size.
func Train(examples []Example, opts TrainOptions) (*Decision, TrainReport, error) {
	var rep TrainReport
	if len(opts.Types) == 0 || opts.Epochs <= 0 || opts.Rate <= 0 {
		return nil, rep, errors.New("abuse: train: want types, epochs and a rate")
	}
	var train, validate []Example
	for _, e := range examples {
		if e.Validate {
			validate = append(validate, e)
		} else {
			train = append(train, e)
		}
	}
	if len(train) == 0 || len(validate) == 0 {
		return nil, rep, fmt.Errorf("abuse: train: %d training and %d validation messages, want both", len(train), len(validate))
	}
	d := fit(train, opts)
	rep = chooseThresholds(d, validate)
	final := fit(examples, opts)
	final.offensive, final.clean = rep.Offensive, rep.Clean
	return final, rep, nil
}

// fit trains the heads by AdaGrad on the logistic loss (offensive head)
// and the softmax loss over the types (type heads, offensive messages with
// a known type only).
func fit(examples []Example, opts TrainOptions) *Decision {
	counts := map[string]int{}
	for _, e := range examples {
		for _, f := range e.Features {
			counts[f]++
		}
	}
	heads := 1 + len(opts.Types)
	d := &Decision{types: opts.Types, weights: map[string][]float32{}}
	w := map[string][]float64{}
	g2 := map[string][]float64{}
	for f, n := range counts {
		if n >= opts.MinCount || f == "bias" {
			w[f] = make([]float64, heads)
			g2[f] = make([]float64, heads)
		}
	}
	weight := sourceWeights(examples)
	update := func(fs []string, head int, grad float64) {
		for _, f := range fs {
			ws, ok := w[f]
			if !ok {
				continue
			}
			g := grad + opts.L2*ws[head]
			g2[f][head] += g * g
			ws[head] -= opts.Rate * g / (math.Sqrt(g2[f][head]) + 1e-8)
		}
	}
	score := func(fs []string, head int) float64 {
		var s float64
		for _, f := range fs {
			if ws, ok := w[f]; ok {
				s += ws[head]
			}
		}
		return s
	}
	for range opts.Epochs {
		for _, e := range examples {
			sw := weight[e.Source]
			y := 0.0
			if e.Offensive {
				y = 1
			}
			update(e.Features, 0, sw*(sigmoid(score(e.Features, 0))-y))
			t := slices.Index(opts.Types, e.Type)
			if !e.Offensive || t < 0 {
				continue
			}
			p := softmax(len(opts.Types), func(i int) float64 { return score(e.Features, i+1) })
			for i := range opts.Types {
				gold := 0.0
				if i == t {
					gold = 1
				}
				update(e.Features, i+1, sw*(p[i]-gold))
			}
		}
	}
	for f, ws := range w {
		if maxAbs(ws) < 1e-3 {
			continue
		}
		out := make([]float32, heads)
		for i, x := range ws {
			out[i] = float32(x)
		}
		d.weights[f] = out
	}
	return d
}

func softmax(n int, score func(int) float64) []float64 {
	p := make([]float64, n)
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
	return p
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
// the labelled sources of the validation messages, among those that add no
// false positives on the clean sources.
func chooseThresholds(d *Decision, validate []Example) TrainReport {
	probs := make([]float64, len(validate))
	for i, e := range validate {
		if !e.RuleOffensive && e.Defers(d.Type(e.Features)) {
			continue // the decision defers to the rules
		}
		probs[i] = d.Probability(e.Features)
	}
	rules := evaluate(validate, probs, 2, 0)
	rep := TrainReport{Offensive: 1, RulesF1: rules.f1, ModelF1: rules.f1}
	for hi := 0.5; hi <= 0.99; hi += 0.025 {
		for lo := 0.0; lo <= 0.5; lo += 0.025 {
			r := evaluate(validate, probs, hi, lo)
			if r.cleanFP > rules.cleanFP || r.f1 <= rep.ModelF1 {
				continue
			}
			rep.Offensive, rep.Clean, rep.ModelF1 = hi, lo, r.f1
		}
	}
	return rep
}

type validation struct {
	f1      float64 // mean macro-F1 over the labelled sources
	cleanFP int     // messages of the clean sources decided offensive
}

// evaluate scores the decision rule with thresholds hi and lo.
func evaluate(examples []Example, probs []float64, hi, lo float64) validation {
	type conf struct{ tp, fp, fn, tn int }
	bySource := map[string]*conf{}
	var out validation
	for i, e := range examples {
		pred := e.RuleOffensive
		switch {
		case !e.RuleOffensive && probs[i] >= hi:
			pred = true
		case e.RuleWeak && probs[i] <= lo:
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
	for _, c := range bySource {
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
