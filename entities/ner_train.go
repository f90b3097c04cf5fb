package entities

import (
	"errors"
	"fmt"
	"hash/fnv"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/argot-nlp/argot/internal/perceptron"
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
	weights := perceptron.New(numNERTags)
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
				weights.Score(fs, scores[:])
				allowed := allowedAfter(t1)
				pred := bestTag(&scores, allowed)
				if allowed&(1<<g) == 0 {
					// The gold tag cannot follow our prediction: learn
					// from the gold history instead.
					pred = -1
				}
				if pred != g {
					weights.Update(fs, g, pred)
				}
				weights.Step()
				if pred < 0 {
					pred = g
				}
				t2, t1 = t1, pred
			}
		}
	}
	m := averaged(weights, cfg.MaxRows)
	st.Rows = m.Rows()
	return m, st, nil
}

// averaged makes a model of the rows of the trained weights that survive
// averaging, quantising and pruning (see [perceptron.Weights.Quantize];
// rows whose largest weight rounds to less than 4 are dropped).
func averaged(weights *perceptron.Weights, maxRows int) *NERModel {
	rows := weights.Quantize(4, maxRows)
	index, w := newRowIndex(len(rows)), make([]int16, 0, len(rows)*numNERTags)
	for i, r := range rows {
		index.put(r.Key, int32(i))
		w = append(w, r.W...)
	}
	return newNERModel(index, w)
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
