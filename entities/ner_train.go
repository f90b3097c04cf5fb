package entities

import (
	"cmp"
	"errors"
	"fmt"
	"hash/fnv"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
)

// NERTrainSentence is one training sentence: its tokens and their IOB2
// tags ("B-PER", "I-PER", "O"; classes outside NERClasses count as O).
type NERTrainSentence struct {
	Tokens []NERToken
	Tags   []string
}

// NERTrainConfig sets up [TrainNER]. Zero numbers pick the defaults.
type NERTrainConfig struct {
	// Gazetteer gives the gazetteer features (nil: none); Joiner joins
	// tokens into gazetteer keys.
	Gazetteer *Gazetteer
	Joiner    string
	// Epochs is the number of passes over the data (default 10).
	Epochs int
	// MaxRows caps the weight rows kept, the heaviest first (default
	// 60000).
	MaxRows int
	// Seed seeds the per-epoch shuffle of the sentences.
	Seed uint64
}

// NERTrainStats describes a training run.
type NERTrainStats struct {
	Sentences, Tokens, Rows int
}

// accum is a feature's weights while training: current weights and the
// running sums for the averaging trick (avg = w - u/c).
type accum struct {
	w [numNERTags]int32
	u [numNERTags]int64
}

// TrainNER learns a recognizer from tagged sentences. Training is
// deterministic: the same sentences and configuration give the same model.
func TrainNER(sents []NERTrainSentence, cfg NERTrainConfig) (*NERModel, NERTrainStats, error) {
	if cfg.Epochs <= 0 {
		cfg.Epochs = 10
	}
	if cfg.MaxRows <= 0 {
		cfg.MaxRows = 60000
	}
	var st NERTrainStats
	type example struct {
		s    *nerSent
		gold []int
	}
	var data []example
	for k, sent := range sents {
		if len(sent.Tokens) == 0 {
			continue
		}
		gold, err := bilou(sent.Tags)
		if err != nil {
			return nil, st, fmt.Errorf("entities: training sentence %d: %w", k, err)
		}
		if len(gold) != len(sent.Tokens) {
			return nil, st, fmt.Errorf("entities: training sentence %d: %d tags for %d tokens", k, len(gold), len(sent.Tokens))
		}
		data = append(data, example{prepareNER(sent.Tokens, cfg.Gazetteer, cfg.Joiner), gold})
		st.Tokens += len(gold)
	}
	st.Sentences = len(data)
	if len(data) == 0 {
		return nil, st, errors.New("entities: no usable training sentences")
	}
	weights := map[uint32]*accum{}
	c := int64(1)
	rng := rand.New(rand.NewPCG(cfg.Seed, 0x4e4552))
	order := make([]int, len(data))
	for i := range order {
		order[i] = i
	}
	var fs []uint32
	for range cfg.Epochs {
		rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
		for _, k := range order {
			ex := data[k]
			t1, t2 := -1, -1
			for i, g := range ex.gold {
				fs = dynamicNER(append(fs[:0], ex.s.static[i]...), ex.s.lower[i], t1, t2)
				var scores [numNERTags]int32
				for _, f := range fs {
					if a := weights[f]; a != nil {
						for t, v := range a.w {
							scores[t] += v
						}
					}
				}
				allowed := allowedAfter(t1)
				pred := bestTag(&scores, allowed)
				if allowed&(1<<g) == 0 {
					// The gold tag cannot follow our prediction: learn
					// from the gold history instead.
					pred = -1
				}
				if pred != g {
					for _, f := range fs {
						a := weights[f]
						if a == nil {
							a = &accum{}
							weights[f] = a
						}
						a.w[g]++
						a.u[g] += c
						if pred >= 0 {
							a.w[pred]--
							a.u[pred] -= c
						}
					}
				}
				c++
				if pred < 0 {
					pred = g
				}
				t2, t1 = t1, pred
			}
		}
	}
	m := averaged(weights, c, cfg.MaxRows)
	st.Rows = m.Rows()
	return m, st, nil
}

// averaged averages, quantises and prunes the trained weights: a weight is
// round(avg * scale) with scale at most 64 and small enough for int16;
// rows whose largest weight rounds below minWeight are dropped, and of the
// rest the maxRows with the largest sums of absolute weights stay.
func averaged(weights map[uint32]*accum, c int64, maxRows int) *NERModel {
	const minWeight = 4
	keys := make([]uint32, 0, len(weights))
	maxAbs := 0.0
	for k, a := range weights {
		keys = append(keys, k)
		for t := range a.w {
			maxAbs = max(maxAbs, math.Abs(float64(a.w[t])-float64(a.u[t])/float64(c)))
		}
	}
	slices.Sort(keys)
	scale := 64.0
	if maxAbs*scale > math.MaxInt16 {
		scale = math.MaxInt16 / maxAbs
	}
	type row struct {
		key uint32
		sum int64
		q   [numNERTags]int16
	}
	var rows []row
	for _, k := range keys {
		a := weights[k]
		r := row{key: k}
		top := 0
		for t := range a.w {
			v := math.Round((float64(a.w[t]) - float64(a.u[t])/float64(c)) * scale)
			r.q[t] = int16(max(min(v, math.MaxInt16), -math.MaxInt16))
			abs := int(math.Abs(float64(r.q[t])))
			r.sum += int64(abs)
			top = max(top, abs)
		}
		if top >= minWeight {
			rows = append(rows, r)
		}
	}
	slices.SortStableFunc(rows, func(a, b row) int { return cmp.Compare(b.sum, a.sum) })
	if len(rows) > maxRows {
		rows = rows[:maxRows]
	}
	slices.SortFunc(rows, func(a, b row) int { return cmp.Compare(a.key, b.key) })
	m := &NERModel{index: make(map[uint32]int32, len(rows)), w: make([]int16, 0, len(rows)*numNERTags)}
	for i, r := range rows {
		m.index[r.key] = int32(i)
		m.w = append(m.w, r.q[:]...)
	}
	return m
}

// bilou converts IOB2 tags to tag indexes with BILOU positions. An I
// without a B before it starts an entity, as in IOB1.
func bilou(tags []string) ([]int, error) {
	classOf := func(tag string) (int, byte, error) {
		if tag == "O" || tag == "" {
			return -1, 'O', nil
		}
		p, c, ok := strings.Cut(tag, "-")
		if !ok || (p != "B" && p != "I") {
			return 0, 0, fmt.Errorf("bad tag %q", tag)
		}
		return slices.Index(NERClasses, c), p[0], nil
	}
	out := make([]int, len(tags))
	for i, tag := range tags {
		c, p, err := classOf(tag)
		if err != nil {
			return nil, err
		}
		if c < 0 {
			continue
		}
		begins := p == 'B'
		if i > 0 {
			pc, _, _ := classOf(tags[i-1])
			begins = begins || pc != c
		}
		ends := i == len(tags)-1
		if !ends {
			nc, np, _ := classOf(tags[i+1])
			ends = nc != c || np == 'B'
		}
		switch {
		case begins && ends:
			out[i] = nerTag(c, posU)
		case begins:
			out[i] = nerTag(c, posB)
		case ends:
			out[i] = nerTag(c, posL)
		default:
			out[i] = nerTag(c, posI)
		}
	}
	return out, nil
}

// NERHeldOut reports whether a sentence of a named-entity dev set belongs
// to the held-out part (one in five, by a hash of its tokens) that the
// pack builder never trains on and `argot eval entities` scores.
func NERHeldOut(tokens []string) bool {
	h := fnv.New64a()
	for _, t := range tokens {
		h.Write([]byte(t))
		h.Write([]byte{0})
	}
	return h.Sum64()%5 == 0
}
