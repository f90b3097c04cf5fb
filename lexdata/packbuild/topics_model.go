package packbuild

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/internal/jsonl"
	"github.com/argot-nlp/argot/internal/pipeline"
	"github.com/argot-nlp/argot/lexdata"
	"github.com/argot-nlp/argot/senses"
	"github.com/argot-nlp/argot/tokenize"
	"github.com/argot-nlp/argot/topics"
)

// The topic model is trained on the labelled texts of ../devsets/topics
// in the languages below, without the held-out quarter (topics.HeldOut).
// Its features are concept families, so it applies to every language; the
// evaluation measures that on SIB-200 in the other 24.
var topicTrainLangs = []string{"en", "de", "fr"}

// topicTrainFiles are the training files and their provenance. BBC News
// and MasakhaNEWS (BBC Afrique articles) are not among them: devsets/README
// marks them for evaluation only, so they measure the model and never
// train it.
var topicTrainFiles = []struct {
	name, source, license string
}{
	{"en_agnews", "AG News test.csv (Zhang et al. 2015)", "LicenseRef-AG-research-non-commercial"},
	{"de_10kgnad", "10kGNAD test.csv (Block 2019)", "CC-BY-NC-SA-4.0"},
	{"sib200", "SIB-200 (Adelani et al. 2023)", "CC-BY-SA-4.0"},
}

// topicLabels maps each data set's own labels to IPTC Media Topics
// top-level codes ("-": no single top-level equivalent, not trained on).
// AG News "World" is trained as politics (11000000, whose subtree holds
// international relations): its articles are mostly diplomacy, elections
// and conflict, and without them the model has too little politics to
// tell it from business and entertainment in news of other sources, and
// held-out BBC News falls below the map alone.
// It restates the map of devsets/README.md; a label missing here is an
// error, so a changed data set cannot slip in unmapped labels.
const topicLabels = `
sib200	entertainment	01000000
sib200	geography	-
sib200	health	07000000
sib200	politics	11000000
sib200	science/technology	13000000
sib200	sports	15000000
sib200	travel	10000000
en_agnews	Business	04000000
en_agnews	Sci/Tech	13000000
en_agnews	Sports	15000000
en_agnews	World	11000000
en_bbcnews	business	04000000
en_bbcnews	entertainment	01000000
en_bbcnews	politics	11000000
en_bbcnews	sport	15000000
en_bbcnews	tech	13000000
de_10kgnad	Etat	01000000
de_10kgnad	Inland	11000000
de_10kgnad	International	-
de_10kgnad	Kultur	01000000
de_10kgnad	Panorama	-
de_10kgnad	Sport	15000000
de_10kgnad	Web	13000000
de_10kgnad	Wirtschaft	04000000
de_10kgnad	Wissenschaft	13000000
fr_masakhanews	business	04000000
fr_masakhanews	entertainment	01000000
fr_masakhanews	health	07000000
fr_masakhanews	politics	11000000
fr_masakhanews	sports	15000000
fr_masakhanews	technology	13000000
`

// topicTrainOptions are the model's smoothing and feature cut-off, chosen
// on a validation quarter of the training part (ids whose FNV-32a hash is
// 1 mod 4; the held-out quarter played no part) among alpha 0.1..2 and
// cut-offs 2..5, and among feature sets without hypernyms or domains: the
// best mean accuracy over the seven data sets and languages. Sharp
// estimates (small alpha) help short SIB-200 sentences most.
//
// Background takes each class's language mix out of its weights (see
// topics.TrainOptions; examples are grouped by language). The arts class
// is the only one whose news comes from German alone (10kGNAD Etat and
// Kultur; AG News has no arts label), so without it the features common
// to German texts counted as arts evidence: most 10kGNAD business,
// politics and technology articles went to arts, and English arts
// (BBC entertainment) to anything else. 0.8 was chosen on the same
// validation quarter, training on the other two, by the mean top-topic
// accuracy of the detector (map and model) over 10kGNAD, AG News and
// SIB-200 en/de/fr, among 0.4 to 1 and among grouping by data set and
// language, keeping AG News within 0.01 of no background.
var topicTrainOptions = topics.TrainOptions{MinDocs: 2, Alpha: 0.1, Background: 0.8}

func init() {
	coreProducers = append(coreProducers, producer{topics.SectionTopicModel, produceTopicModel})
}

func produceTopicModel(ctx context.Context, in input) ([]byte, lexdata.Provenance, error) {
	dir := filepath.Join(in.src.dir, "..", "devsets", "topics")
	if _, err := os.Stat(dir); err != nil {
		return nil, lexdata.Provenance{}, &omission{"no devsets/topics beside the sources to train on"}
	}
	md, err := topicMapData(in.src)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, lexdata.Provenance{}, &omission{"no IPTC Media Topics or IAB taxonomy in the sources"}
	}
	if err != nil {
		return nil, lexdata.Provenance{}, err
	}
	tm, err := topics.NewMap(md)
	if err != nil {
		return nil, lexdata.Provenance{}, err
	}
	items, pl, err := readTopicTraining(dir)
	if err != nil {
		return nil, lexdata.Provenance{}, err
	}
	examples, err := topicExamples(ctx, in.src, tm.Domains(), items)
	if err != nil {
		return nil, lexdata.Provenance{}, err
	}
	m, err := topics.Train(examples, tm.Domains(), topicTrainOptions)
	if err != nil {
		return nil, lexdata.Provenance{}, err
	}
	for _, c := range m.Classes() {
		if _, ok := tm.IPTC(c); !ok {
			return nil, lexdata.Provenance{}, fmt.Errorf("topic model: class %s is not in the topic map", c)
		}
	}
	prov := pl.merged(fmt.Sprintf("multinomial naive Bayes from concept families, their hypernyms and WordNet domains "+
		"to IPTC top-level topics; trained on %d texts (%s; the quarter with topics.HeldOut ids left out), "+
		"%d features; weights only, no text", len(examples), strings.Join(topicTrainLangs, ", "), m.Len()))
	return m.Encode(), prov, nil
}

// topicItem is one labelled text of devsets/topics.
type topicItem struct {
	ID    string `json:"id"`
	Lang  string `json:"lang"`
	Text  string `json:"text"`
	Label string `json:"label"`
	iptc  string
}

// readTopicTraining reads the training items: the train languages, not
// held out, with a label that maps to an IPTC code.
func readTopicTraining(dir string) ([]topicItem, *provenanceList, error) {
	labels, err := parseTopicLabels(topicLabels)
	if err != nil {
		return nil, nil, err
	}
	pl := &provenanceList{}
	var out []topicItem
	for _, f := range topicTrainFiles {
		items, err := readTopicFile(filepath.Join(dir, f.name+".jsonl.zst"))
		if err != nil {
			return nil, nil, err
		}
		for _, it := range items {
			code, ok := labels[f.name+"\t"+it.Label]
			if !ok {
				return nil, nil, fmt.Errorf("topic model: %s: label %q of %s has no IPTC mapping", f.name, it.Label, it.ID)
			}
			if code == "-" || topics.HeldOut(it.ID) || !slices.Contains(topicTrainLangs, it.Lang) {
				continue
			}
			it.iptc = code
			out = append(out, it)
		}
		pl.add(lexdata.Provenance{Source: f.source + " devsets/topics/" + f.name, Version: "devsets dev half", License: f.license})
	}
	return out, pl, nil
}

func parseTopicLabels(text string) (map[string]string, error) {
	out := map[string]string{}
	for line := range strings.Lines(text) {
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) != 3 {
			return nil, fmt.Errorf("topic labels: want 3 tab-separated fields: %q", line)
		}
		out[f[0]+"\t"+f[1]] = f[2]
	}
	return out, nil
}

func readTopicFile(path string) ([]topicItem, error) {
	var out []topicItem
	err := jsonl.Lines(path, func(line []byte) error {
		var it topicItem
		if err := json.Unmarshal(line, &it); err != nil {
			return err
		}
		out = append(out, it)
		return nil
	})
	return out, err
}

// topicExamples analyses the items with the tokenize and senses stages over
// packs built in memory from the same sources (the train languages' packs
// and the core pack without the model) and returns their features.
func topicExamples(ctx context.Context, src *sources, domains []string, items []topicItem) ([]topics.Example, error) {
	core, err := coreWithout(ctx, src, topics.SectionTopicModel)
	if err != nil {
		return nil, err
	}
	langs := map[string]*lexdata.Language{}
	for _, id := range topicTrainLangs {
		data, err := buildPack(ctx, src, id)
		if err == nil {
			var p *lexdata.Pack
			if p, err = lexdata.Open(data); err == nil {
				langs[id], err = lexdata.NewLanguage(p)
			}
		}
		if err != nil {
			return nil, fmt.Errorf("topic model: %s pack: %w", id, err)
		}
	}
	z := topics.NewFeaturizer(core, domains)
	out := make([]topics.Example, len(items))
	newStages := func() []pipeline.Stage {
		return []pipeline.Stage{tokenize.NewStage(), senses.NewStage(func() (*lexdata.Core, error) { return core, nil })}
	}
	bad, err := eachInParallel(len(items), newStages, func(stages []pipeline.Stage, i int) error {
		d := &doc.Document{Text: items[i].Text, Lang: items[i].Lang}
		err := pipeline.Run(ctx, stages, d, langs[items[i].Lang])
		out[i] = topics.Example{Words: topics.Words(z.Document(d)), Label: items[i].iptc, Group: items[i].Lang}
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("topic model: %s: %w", items[bad].ID, err)
	}
	return out, nil
}
