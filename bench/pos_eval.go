package bench

import (
	"context"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/argot-nlp/argot/grammar"
	"github.com/argot-nlp/argot/internal/conllu"
	"github.com/argot-nlp/argot/lexdata"
)

func init() {
	register(Suite{
		Name: "pos",
		Description: "part-of-speech and morphology tagging on the UD dev treebank of each language, given gold " +
			"words (CoNLL 2018 \"UPOS given gold segmentation\"): UPOS accuracy and UFeats exact-bundle accuracy; " +
			"where the pack's tagger was trained on the dev file itself (no other material), only the held-out " +
			"sentences (grammar.HeldOut, 1 in 5) are scored",
		Run: runPOS,
	})
}

// POSResult is one row of the pos suite.
type POSResult struct {
	Lang     string `json:"lang"`
	Treebank string `json:"treebank,omitempty"`
	// HeldOut is set when the tagger was trained on the rest of the dev
	// file and only its held-out sentences ([grammar.HeldOut]) are scored.
	HeldOut bool `json:"held_out,omitempty"`
	// Words counts the syntactic words scored; UPOS and UFeats those whose
	// tag, and whose whole feature bundle, match the gold ones.
	Words     int     `json:"words"`
	UPOS      int     `json:"upos_correct"`
	UFeats    int     `json:"ufeats_correct"`
	UPOSAcc   float64 `json:"upos"`
	UFeatsAcc float64 `json:"ufeats"`
	// Tagger is "perceptron" or "rules"; Training the tagger section's
	// sources, or why the pack has none.
	Tagger   string `json:"tagger"`
	Training string `json:"training,omitempty"`
	Note     string `json:"note,omitempty"`
}

func runPOS(ctx context.Context, cfg Config, w io.Writer) error {
	rows, err := tableRows(ctx, cfg, w, coverageLangs, EvalPOS,
		"| lang | treebank (dev) | words | UPOS | UFeats | tagger | training |",
		"|---|---|---:|---:|---:|---|---|")
	if err != nil || cfg.JSON {
		return err
	}
	for _, r := range rows {
		if r.Words == 0 {
			fmt.Fprintf(w, "| %s | - | - | - | - | %s | %s |\n", r.Lang, r.Tagger, r.Note)
			continue
		}
		treebank := r.Treebank
		if r.HeldOut {
			treebank += fmt.Sprintf(" (held-out 1/%d)", grammar.HeldOutShare)
		}
		fmt.Fprintf(w, "| %s | %s | %d | %.3f | %.3f | %s | %s |\n",
			r.Lang, treebank, r.Words, r.UPOSAcc, r.UFeatsAcc, r.Tagger, r.Training)
	}
	// No -mismatches listing: every sentence of the dev file is either
	// scored or learned from.
	if slices.ContainsFunc(rows, func(r POSResult) bool { return r.HeldOut }) {
		fmt.Fprintf(w, "\nheld-out 1/%d: the tagger was trained on the other sentences of the dev file (the language has no other "+
			"shippable UD material); only the sentences grammar.HeldOut keeps for evaluation are scored.\n", grammar.HeldOutShare)
	}
	return nil
}

// EvalPOS tags the primary UD dev file of one language, word by word as
// the treebank splits them, with the tagger of the language's pack. When
// the tagger was trained on that file, only its held-out sentences count.
func EvalPOS(ctx context.Context, cfg Config, lang string) (POSResult, error) {
	row := POSResult{Lang: lang}
	l, note, err := packLanguage(lang)
	if l == nil {
		row.Note = note
		return row, err
	}
	tg, err := grammar.For(l)
	if err != nil {
		return row, err
	}
	row.Tagger = "rules"
	if tg.Trained() {
		row.Tagger = "perceptron"
	}
	row.Training = taggerTraining(l)
	dev, err := openDev(cfg, lang)
	if err != nil {
		return row, err
	}
	if dev == nil {
		row.Note = "no UD dev file"
		return row, nil
	}
	defer dev.Close()
	row.Treebank = dev.Name
	row.HeldOut = tg.Trained() && trainedOn(l, dev.Name)
	err = dev.Each(ctx, "pos", lang, func(sent *conllu.Sentence) error {
		if row.HeldOut && !grammar.HeldOut(sent) {
			return nil
		}
		words := make([]string, len(sent.Words))
		for i, wd := range sent.Words {
			words[i] = wd.Form
		}
		tags := tg.Tag(words)
		for i, wd := range sent.Words {
			row.Words++
			t := tags[i]
			if t.UPOS == wd.UPOS {
				row.UPOS++
			}
			gold := wd.Feats
			if gold == "_" {
				gold = ""
			}
			if strings.Join(t.Feats, "|") == gold {
				row.UFeats++
			}
		}
		return nil
	})
	if err != nil {
		return row, err
	}
	if row.Words > 0 {
		row.UPOSAcc = float64(row.UPOS) / float64(row.Words)
		row.UFeatsAcc = float64(row.UFeats) / float64(row.Words)
	}
	return row, nil
}

// trainedOn reports whether the pack's tagger section lists the treebank
// file among its sources.
func trainedOn(l *lexdata.Language, file string) bool {
	pp, err := l.Pack().Provenance()
	if err != nil {
		return false
	}
	p, ok := pp.Sections[grammar.SectionTagger]
	if !ok {
		return false
	}
	for _, s := range strings.Split(p.Source, "; ") {
		if strings.HasSuffix(s, " "+file) {
			return true
		}
	}
	return false
}

// taggerTraining summarises where the pack's tagger comes from.
func taggerTraining(l *lexdata.Language) string {
	pp, err := l.Pack().Provenance()
	if err != nil {
		return ""
	}
	if p, ok := pp.Sections[grammar.SectionTagger]; ok {
		var names []string
		for _, s := range strings.Split(p.Source, "; ") {
			names = append(names, s[strings.LastIndexByte(s, ' ')+1:])
		}
		out := strings.Join(names, ", ")
		if note, _, ok := strings.Cut(p.Note, "; averaged"); ok && strings.HasPrefix(p.Note, "trained on") {
			out += " (" + note + ")"
		}
		return out
	}
	if reason, ok := pp.Omitted[grammar.SectionTagger]; ok {
		return reason
	}
	return ""
}
