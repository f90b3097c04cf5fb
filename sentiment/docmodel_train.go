package sentiment

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strconv"

	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/lexdata"
)

// DocFeatures is what the document model sees of an analysed document
// (see SectionDocModel).
type DocFeatures struct {
	fs []docFeature
	// rule is the rules' document score.
	rule float64
	// why says whether the document is a question or a hypothetical,
	// and what else (see unassertion).
	why unassertion
	// evidence reports whether the rules found any judgement (Positive
	// or Negative), whatever its balance.
	evidence bool
}

// silent reports a document the model leaves at 0 (see docSilent).
func (f DocFeatures) silent() bool { return docSilent(f.rule, f.evidence, f.why) }

// docSilent reports whether a document whose rules' score is rule keeps
// it rather than the model's: when the rules found no judgement at all
// in an asserted text ("The train leaves at 9." has no sentiment to
// weigh; the model would answer with its bias), or in a question or
// hypothetical of a kind the model does not speak for (unassertion.silent).
func docSilent(rule float64, evidence bool, why unassertion) bool {
	if rule != 0 {
		return false
	}
	return why.silent() || !evidence && why&unasserted == 0
}

// RuleScore is the rules' document score, without the learned model.
func (f DocFeatures) RuleScore() float64 { return f.rule }

// AnalyzeFeatures analyses a document as Analyze does, by the rules alone
// (a pack's SectionDocModel is not consulted), and returns the document
// model's features of it.
func AnalyzeFeatures(ctx context.Context, d *doc.Document, lang *lexdata.Language, core *lexdata.Core, opts Options) (DocFeatures, error) {
	res, m, err := analyzeRules(ctx, d, lang, core, opts)
	if err != nil || m == nil {
		return DocFeatures{}, err
	}
	fs, why := m.docFeatures(d, &res)
	return DocFeatures{fs: fs, rule: res.Score, why: why, evidence: res.Positive != 0 || res.Negative != 0}, nil
}

// DocExample is one labelled document for TrainDocModel.
type DocExample struct {
	Features DocFeatures
	Positive bool
	// Group names the data set the example comes from: its examples weigh
	// DocTrainOptions.GroupWeight, and the cross-validation report is per
	// group.
	Group string
	// Fold is the example's cross-validation fold, 0 to Folds-1.
	Fold int
}

// DocTrainOptions are the document model's training settings.
type DocTrainOptions struct {
	// Epochs of AdaGrad over the examples, shuffled by Seed.
	Epochs int
	Rate   float64
	// L2 are the candidate weight decays; cross-validation picks one.
	L2    []float64
	Folds int
	Seed  uint64
	// MinCount drops the sparse features seen in fewer training examples.
	MinCount int
	// Prune drops the weights smaller in magnitude, to keep the model
	// small.
	Prune float64
	// GroupWeight is the weight of each example of a group (1 for a
	// group not listed).
	GroupWeight map[string]float64
	// Balance weighs the positive and the negative examples of each group
	// alike: the aspect files' share of praise (two thirds) is theirs, not
	// a prior for other text.
	Balance bool
	// SparseOnlyL2 decays the sparse features' weights only: the few
	// features of the rules' findings carry what transfers across domains.
	SparseOnlyL2 bool
}

// DocTrainReport says how the weight decay was chosen: the out-of-fold
// accuracy of the rules and of the model at each candidate, per group.
type DocTrainReport struct {
	L2     float64
	Groups []string
	N      map[string]int
	Rules  map[string]float64
	// Model maps each candidate weight decay to its per-group accuracy.
	Model map[float64]map[string]float64
	// Unasserted are the examples the rules score 0 as questions or
	// hypotheticals, by kind, and the out-of-fold accuracy the model
	// would have on them at the chosen weight decay were it to judge them.
	Unasserted []DocKindReport
}

// DocKindReport is the cross-validation of one kind of unasserted
// document (DocTrainReport.Unasserted).
type DocKindReport struct {
	// Kind names the kind; Silent says whether Analyze leaves such a
	// document at 0.
	Kind   string
	Silent bool
	// N is the number of such examples, Correct the number the model
	// judges right out of fold.
	N, Correct int
	// Neutral is the number of such neutral documents (CountNeutral),
	// which the rules rightly leave at 0 and the model would not.
	Neutral int
}

// CountNeutral counts, by kind, the neutral documents among fs that the
// rules score 0 as questions or hypotheticals (DocKindReport.Neutral).
func (r *DocTrainReport) CountNeutral(fs []DocFeatures) {
	for i, k := range unassertionKinds {
		for _, f := range fs {
			if f.rule == 0 && f.why&unasserted != 0 && f.why&k.u != 0 {
				r.Unasserted[i].Neutral++
			}
		}
	}
}

// unassertionKinds name the kinds of unassertion a report counts.
var unassertionKinds = []struct {
	name string
	u    unassertion
}{
	{"question or conditional", unasserted},
	{"wh-question", whQuestion},
	{"exclaimed question", exclaimedQuestion},
	{"polar statement beside", polarStatement},
	{"polar main clause", polarMainClause},
}

// DocModel is a trained document model.
type DocModel struct{ m *docModel }

// TrainDocModel chooses the weight decay by cross-validation (the mean
// out-of-fold accuracy over the groups), then fits the model on all the
// examples.
func TrainDocModel(examples []DocExample, opts DocTrainOptions) (*DocModel, DocTrainReport, error) {
	rep := DocTrainReport{N: map[string]int{}, Rules: map[string]float64{}, Model: map[float64]map[string]float64{}}
	if opts.Epochs <= 0 || opts.Rate <= 0 || len(opts.L2) == 0 || opts.Folds < 2 {
		return nil, rep, errors.New("sentiment: train document model: want epochs, a rate, weight decays and at least two folds")
	}
	if len(examples) == 0 {
		return nil, rep, errors.New("sentiment: train document model: no examples")
	}
	for _, e := range examples {
		if e.Fold < 0 || e.Fold >= opts.Folds {
			return nil, rep, fmt.Errorf("sentiment: train document model: fold %d, want 0 to %d", e.Fold, opts.Folds-1)
		}
		if rep.N[e.Group] == 0 {
			rep.Groups = append(rep.Groups, e.Group)
		}
		rep.N[e.Group]++
		if e.Features.rule != 0 && (e.Features.rule > 0) == e.Positive {
			rep.Rules[e.Group]++
		}
	}
	slices.Sort(rep.Groups)
	for _, g := range rep.Groups {
		rep.Rules[g] /= float64(rep.N[g])
	}
	best := -1.0
	// right[l2][i]: the model judges example i right out of fold.
	right := map[float64][]bool{}
	for _, l2 := range opts.L2 {
		right[l2] = make([]bool, len(examples))
		acc := map[string]float64{}
		for k := range opts.Folds {
			var train []DocExample
			var test []int
			for i, e := range examples {
				if e.Fold == k {
					test = append(test, i)
				} else {
					train = append(train, e)
				}
			}
			w := fitDoc(train, opts, l2)
			for _, i := range test {
				e := examples[i]
				x := w.logit(e.Features.fs)
				right[l2][i] = x != 0 && (x > 0) == e.Positive
				if right[l2][i] && !e.Features.silent() {
					acc[e.Group]++
				}
			}
		}
		mean := 0.0
		for _, g := range rep.Groups {
			acc[g] /= float64(rep.N[g])
			mean += acc[g] / float64(len(rep.Groups))
		}
		rep.Model[l2] = acc
		if mean > best {
			best, rep.L2 = mean, l2
		}
	}
	for _, k := range unassertionKinds {
		kr := DocKindReport{Kind: k.name, Silent: k.u == unasserted || k.u&docSpeaks == 0}
		for i, e := range examples {
			if f := e.Features; f.rule == 0 && f.why&unasserted != 0 && f.why&k.u != 0 {
				kr.N++
				if right[rep.L2][i] {
					kr.Correct++
				}
			}
		}
		rep.Unasserted = append(rep.Unasserted, kr)
	}
	return &DocModel{fitDoc(examples, opts, rep.L2)}, rep, nil
}

// fitDoc fits logistic regression by AdaGrad with the weight decay l2 and
// returns the quantised, pruned model.
func fitDoc(examples []DocExample, opts DocTrainOptions, l2 float64) *docModel {
	count := map[uint32]int{}
	for _, e := range examples {
		for _, f := range e.Features.fs {
			count[f.key]++
		}
	}
	type class struct {
		group    string
		positive bool
	}
	perClass := map[class]int{}
	perGroup := map[string]int{}
	for _, e := range examples {
		perClass[class{e.Group, e.Positive}]++
		perGroup[e.Group]++
	}
	weight := func(e *DocExample) float64 {
		w := 1.0
		if gw, ok := opts.GroupWeight[e.Group]; ok {
			w = gw
		}
		if opts.Balance {
			w *= float64(perGroup[e.Group]) / 2 / float64(perClass[class{e.Group, e.Positive}])
		}
		return w
	}
	w := map[uint32]float64{}
	g2 := map[uint32]float64{}
	order := make([]int, len(examples))
	for i := range order {
		order[i] = i
	}
	rng := rand.New(rand.NewPCG(opts.Seed, 0x5e17))
	for range opts.Epochs {
		rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
		for _, i := range order {
			e := &examples[i]
			x := 0.0
			for _, f := range e.Features.fs {
				x += w[f.key] * float64(f.val)
			}
			y := 0.0
			if e.Positive {
				y = 1
			}
			g := (sigmoid(x) - y) * weight(e)
			for _, f := range e.Features.fs {
				dense := isDense(f)
				if count[f.key] < opts.MinCount && !dense {
					continue
				}
				grad := g * float64(f.val)
				if !dense || !opts.SparseOnlyL2 {
					grad += l2 * w[f.key]
				}
				g2[f.key] += grad * grad
				w[f.key] -= opts.Rate * grad / math.Sqrt(g2[f.key]+1e-8)
			}
		}
	}
	return quantiseDoc(w, opts.Prune)
}

// denseKeys are the keys of the named features, which MinCount keeps.
var denseKeys = map[uint32]bool{}

func init() {
	for _, n := range []string{"bias", "rule", "rule-sign", "pos", "neg", "none", "n-pos", "n-neg", "n-mixed",
		"first", "last", "but-last", "neg-rule", "question", "exclaim",
		"lex-pos", "lex-neg", "lex-neg-pos", "lex-neg-neg", "lex-last", "weak", "adj", "swn", "max-pos", "max-neg"} {
		denseKeys[hashString(dfDense, n)&(1<<docBits-1)] = true
	}
	for k := noShift + 1; k <= compare; k++ {
		denseKeys[hashString(dfDense, "shift-"+strconv.Itoa(int(k)))&(1<<docBits-1)] = true
	}
}

func isDense(f docFeature) bool { return denseKeys[f.key] }

// quantiseDoc turns trained weights into int16s over a power-of-two
// scale, dropping those below prune.
func quantiseDoc(w map[uint32]float64, prune float64) *docModel {
	maxAbs := 0.0
	for _, v := range w {
		maxAbs = max(maxAbs, math.Abs(v))
	}
	scale := 4096.0
	for scale > 1 && maxAbs*scale > math.MaxInt16 {
		scale /= 2
	}
	dm := &docModel{scale: scale, w: map[uint32]int16{}}
	for k, v := range w {
		if math.Abs(v) < prune {
			continue
		}
		if q := int16(math.Round(v * scale)); q != 0 {
			dm.w[k] = q
		}
	}
	return dm
}

// Encode writes the model as a SectionDocModel section.
func (dm *DocModel) Encode() []byte { return encodeDocModel(uint64(dm.m.scale), dm.m.w) }

// Len is the number of weights the model keeps.
func (dm *DocModel) Len() int { return len(dm.m.w) }

// Score is the model's document score (-1..1) of a document with these
// features, as Analyze gives it (0 for a question or a hypothetical the
// rules found nothing in).
func (dm *DocModel) Score(f DocFeatures) float64 {
	if f.silent() {
		return 0
	}
	return dm.m.score(f.fs)
}

// DecodeDocModel reads a SectionDocModel section.
func DecodeDocModel(data []byte) (*DocModel, error) {
	m, err := decodeDocModel(data)
	if err != nil {
		return nil, err
	}
	return &DocModel{m}, nil
}
