package bench

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/argot-nlp/argot/internal/conllu"
	"github.com/argot-nlp/argot/internal/split"
	"github.com/argot-nlp/argot/langid"
	"github.com/argot-nlp/argot/lexdata"
	"github.com/argot-nlp/argot/lexdata/packbuild"
)

func init() {
	register(Suite{
		Name: "langid",
		Description: "language identification accuracy per language on the devsets/langid sentences " +
			"and on short fragments (a prefix of at most 20 characters cut at a word boundary), on the whole set " +
			"and on the four fifths never used for tuning (FNV-1a of the text not 0 mod 5; ARGOT_EVAL_PART=tune " +
			"scores the tuning fifth only; -mismatches prints errors of the tuning fifth only; ARGOT_LANGID_HELDOUT=1 " +
			"scores instead treebank sentences of lexsrc held out of the model; ARGOT_LANGID_DEVREST=1 the sentences of " +
			"the dev treebanks outside the evaluation set, Chinese aside)",
		Run: runLangID,
	})
}

// LangIDLangs are the languages of the langid suite, as Argot names them.
var LangIDLangs = []string{"ar", "da", "de", "en", "es", "fa", "fi", "fr", "he", "id", "it", "ja", "ko",
	"ms", "nl", "no", "pl", "ps-AF", "pt", "ru", "sv", "th", "tr", "ur", "vi", "zh-CN", "zh-TW"}

// LangIDSample is one sentence of the evaluation set.
type LangIDSample struct {
	Lang  string // Argot id (the data's "ps" is ps-AF)
	Text  string
	Short string // ShortFragment(Text)
	Tune  bool   // in the tuning fifth: LangIDTuning(Text)
}

// LangIDTuning reports whether a sentence of the evaluation set belongs to
// its tuning fifth: the FNV-1a hash of its text is 0 mod 5. Thresholds of
// the model may be chosen on that fifth, and error analysis may look at
// it; the other four fifths are only ever scored.
func LangIDTuning(text string) bool {
	return split.Part(text, 5) == 0
}

// langIDDevsetPath is the evaluation set of the suite, under the shared
// folder.
var langIDDevsetPath = filepath.Join("devsets", "langid", "ud_and_news_sentences.jsonl.zst")

// LangIDSamples reads devsets/langid/ud_and_news_sentences.jsonl.zst,
// keeping the languages cfg wants and at most cfg.MaxSentences per
// language; with ARGOT_EVAL_PART=tune in the environment, only the tuning
// fifth (LangIDTuning).
func LangIDSamples(cfg Config) ([]LangIDSample, error) {
	path := filepath.Join(cfg.DataDir(), langIDDevsetPath)
	tuneOnly := os.Getenv("ARGOT_EVAL_PART") == "tune"
	var out []LangIDSample
	perLang := map[string]int{}
	err := readJSONLines(path, func(line []byte) error {
		var row struct{ Text, Lang string }
		if err := json.Unmarshal(line, &row); err != nil {
			return err
		}
		if row.Lang == "ps" {
			row.Lang = "ps-AF"
		}
		tune := LangIDTuning(row.Text)
		if !cfg.wants(row.Lang) || tuneOnly && !tune || cfg.MaxSentences > 0 && perLang[row.Lang] >= cfg.MaxSentences {
			return nil
		}
		perLang[row.Lang]++
		out = append(out, LangIDSample{Lang: row.Lang, Text: row.Text, Short: ShortFragment(row.Text), Tune: tune})
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("langid: %w", err)
	}
	return out, nil
}

// shortRunes is the length limit of a short fragment.
const shortRunes = 20

// ShortFragment returns text when it has at most 20 code points, and
// otherwise its longest prefix of at most 20 code points that ends at a
// word boundary (before a space), or the first 20 code points when there is
// none (Chinese, Japanese, Thai).
func ShortFragment(text string) string {
	text = strings.TrimSpace(text)
	if utf8.RuneCountInString(text) <= shortRunes {
		return text
	}
	n, cut, lastSpace := 0, len(text), -1
	for i, r := range text {
		if n == shortRunes {
			cut = i
			if unicode.IsSpace(r) {
				lastSpace = i
			}
			break
		}
		if unicode.IsSpace(r) {
			lastSpace = i
		}
		n++
	}
	if lastSpace > 0 {
		cut = lastSpace
	}
	return strings.TrimSpace(text[:cut])
}

var langidModel struct {
	once sync.Once
	d    *langid.Detector
	note string
	err  error
}

// LangIDDetector returns the detector of the core pack ($ARGOT_PACKS, or
// the embedded packs/core when unset). When that pack has no model yet, or
// when $ARGOT_LANGID_BUILD is set (to try a change of the builder without
// building the whole core pack), it builds one from <data>/lexsrc the way
// the pack builder does; the note says which.
func LangIDDetector(ctx context.Context, cfg Config) (*langid.Detector, string, error) {
	langidModel.once.Do(func() {
		m := &langidModel
		var data []byte
		err := lexdata.ErrNoSection
		if os.Getenv("ARGOT_LANGID_BUILD") == "" {
			data, err = coreLangIDSection()
			m.note = "model: langid section of the core pack"
			if dir := os.Getenv("ARGOT_PACKS"); dir != "" {
				m.note += " in " + dir
			}
		}
		if errors.Is(err, lexdata.ErrNoSection) {
			src := filepath.Join(cfg.DataDir(), "lexsrc")
			data, err = packbuild.LangIDSection(ctx, src)
			m.note = "model: built from " + src
			if os.Getenv("ARGOT_LANGID_BUILD") == "" {
				m.note += " (the core pack has no langid section yet)"
			}
		}
		if err != nil {
			m.err = err
			return
		}
		m.d, m.err = langid.Load(data)
	})
	return langidModel.d, langidModel.note, langidModel.err
}

func coreLangIDSection() ([]byte, error) {
	p, err := packStore().Core()
	if err != nil {
		return nil, err
	}
	return p.Section(langid.SectionName)
}

// LangIDRow is one row of the langid suite: accuracy on the whole set and
// on its untuned part (the sentences outside the tuning fifth, see
// LangIDTuning).
type LangIDRow struct {
	Lang               string  `json:"lang"`
	N                  int     `json:"n"`
	SentenceAcc        float64 `json:"sentence_accuracy"`
	ShortAcc           float64 `json:"short_accuracy"`
	UntunedN           int     `json:"untuned_n"`
	UntunedSentenceAcc float64 `json:"untuned_sentence_accuracy"`
	UntunedShortAcc    float64 `json:"untuned_short_accuracy"`
	mismatches         []string
	right              [2][2]int // [untuned][short]
}

// LangIDScores scores a detector function on the samples: one row per
// language (in LangIDLangs order) and a macro-average row named "macro".
// detect returns the top language of a text, or "" for none; "zh" (Chinese
// without a script, as peers answer) counts as right for zh-CN and zh-TW.
// Up to mismatches errors per language are kept for printing, from the
// tuning fifth only.
func LangIDScores(samples []LangIDSample, detect func(text string) string, mismatches int) []LangIDRow {
	rows := map[string]*LangIDRow{}
	for _, s := range samples {
		r := rows[s.Lang]
		if r == nil {
			r = &LangIDRow{Lang: s.Lang}
			rows[s.Lang] = r
		}
		r.N++
		untuned := 0
		if !s.Tune {
			r.UntunedN++
			untuned = 1
		}
		for short, text := range [2]string{s.Text, s.Short} {
			got := detect(text)
			if langIDMatch(got, s.Lang) {
				r.right[untuned][short]++
				continue
			}
			if s.Tune && len(r.mismatches) < mismatches {
				kind := ""
				if short == 1 {
					kind = " (short)"
				}
				r.mismatches = append(r.mismatches, fmt.Sprintf("%s -> %s%s: %s", s.Lang, got, kind, text))
			}
		}
	}
	var out []LangIDRow
	macro := LangIDRow{Lang: "macro"}
	withUntuned := 0
	for _, l := range LangIDLangs {
		r := rows[l]
		if r == nil || r.N == 0 {
			continue
		}
		r.SentenceAcc = float64(r.right[0][0]+r.right[1][0]) / float64(r.N)
		r.ShortAcc = float64(r.right[0][1]+r.right[1][1]) / float64(r.N)
		macro.N += r.N
		macro.SentenceAcc += r.SentenceAcc
		macro.ShortAcc += r.ShortAcc
		if r.UntunedN > 0 {
			r.UntunedSentenceAcc = float64(r.right[1][0]) / float64(r.UntunedN)
			r.UntunedShortAcc = float64(r.right[1][1]) / float64(r.UntunedN)
			macro.UntunedN += r.UntunedN
			macro.UntunedSentenceAcc += r.UntunedSentenceAcc
			macro.UntunedShortAcc += r.UntunedShortAcc
			withUntuned++
		}
		out = append(out, *r)
	}
	if n := float64(len(out)); n > 0 {
		macro.SentenceAcc /= n
		macro.ShortAcc /= n
		if withUntuned > 0 {
			macro.UntunedSentenceAcc /= float64(withUntuned)
			macro.UntunedShortAcc /= float64(withUntuned)
		}
		out = append(out, macro)
	}
	return out
}

func langIDMatch(got, want string) bool {
	return got == want || got == "zh" && (want == "zh-CN" || want == "zh-TW")
}

// langIDHeldOutMax is how many held-out treebank sentences per language
// the held-out run scores at most (as many as the evaluation set has).
const langIDHeldOutMax = 300

// LangIDHeldOut builds the model without a tenth of the treebank sentences
// of lexsrc (packbuild.LangIDHeldOut) and returns it with those sentences
// as samples, at most 300 per language, or cfg.MaxSentences when set: text
// the model has not seen that is not evaluation data, on which the
// detector's own settings are chosen. Languages without a treebank in
// lexsrc (da, no, ms, ar, fa, ur, ps-AF, vi, tr) have no samples.
func LangIDHeldOut(ctx context.Context, cfg Config) (*langid.Detector, []LangIDSample, error) {
	data, held, err := packbuild.LangIDHeldOut(ctx, filepath.Join(cfg.DataDir(), "lexsrc"), langid.DefaultTrainOptions)
	if err != nil {
		return nil, nil, err
	}
	d, err := langid.Load(data)
	if err != nil {
		return nil, nil, err
	}
	limit := langIDHeldOutMax
	if cfg.MaxSentences > 0 {
		limit = cfg.MaxSentences
	}
	var samples []LangIDSample
	for _, lang := range LangIDLangs {
		if !cfg.wants(lang) {
			continue
		}
		for _, text := range held[lang][:min(limit, len(held[lang]))] {
			samples = append(samples, LangIDSample{Lang: lang, Text: text, Short: ShortFragment(text)})
		}
	}
	return d, samples, nil
}

// LangIDDevRest returns the sentences of each language's primary UD dev
// file (lexsrc/ud/<lang>, the file openDev reads) that the evaluation set
// does not hold, at most 300 per language, or cfg.MaxSentences when set.
// The evaluation set draws most languages' sentences from those files, so
// the rest are text of the same registers that is neither evaluation data
// nor in the model (the langid model never learns from a primary dev file;
// see langidTreebankFiles in lexdata/packbuild): a check, larger than the
// tuning fifth, for choices the tuning fifth and the held-out treebank
// sentences (LangIDHeldOut) cannot tell apart. Malay has no dev file, and no samples.
// Chinese has none either: its two dev files are one treebank in two
// scripts, so the rest of each is the other's evaluation sentences.
func LangIDDevRest(ctx context.Context, cfg Config) ([]LangIDSample, error) {
	inSet := map[string]bool{}
	err := readJSONLines(filepath.Join(cfg.DataDir(), langIDDevsetPath), func(line []byte) error {
		var row struct{ Text string }
		if err := json.Unmarshal(line, &row); err != nil {
			return err
		}
		inSet[strings.TrimSpace(row.Text)] = true
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("langid: %w", err)
	}
	limit := langIDHeldOutMax
	if cfg.MaxSentences > 0 {
		limit = cfg.MaxSentences
	}
	all := cfg
	all.MaxSentences = 0 // read the whole file; limit counts kept sentences
	var samples []LangIDSample
	for _, lang := range LangIDLangs {
		if !cfg.wants(lang) || devRestTwins[lang] {
			continue
		}
		dev, err := openDev(all, lang)
		if err != nil {
			return nil, err
		}
		if dev == nil {
			continue
		}
		n := 0
		err = dev.Each(ctx, "langid", lang, func(s *conllu.Sentence) error {
			text := strings.TrimSpace(s.Text)
			if n >= limit || text == "" || inSet[text] {
				return nil
			}
			n++
			samples = append(samples, LangIDSample{Lang: lang, Text: text, Short: ShortFragment(text), Tune: true})
			return nil
		})
		if cerr := dev.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			return nil, err
		}
	}
	return samples, nil
}

// devRestTwins are the languages LangIDDevRest leaves out: UD GSD and
// GSDSimp are the same sentences in Traditional and Simplified script.
var devRestTwins = map[string]bool{"zh-CN": true, "zh-TW": true}

func runLangID(ctx context.Context, cfg Config, w io.Writer) error {
	var (
		d       *langid.Detector
		note    string
		samples []LangIDSample
		err     error
	)
	if os.Getenv("ARGOT_LANGID_HELDOUT") != "" {
		d, samples, err = LangIDHeldOut(ctx, cfg)
		note = "held-out run: model built from lexsrc without the treebank sentences scored here (FNV-1a of the text 0 mod 10), " +
			"not the evaluation set (no untuned columns); mismatches are of the held-out sentences"
		for i := range samples {
			samples[i].Tune = true // all may be read
		}
	} else {
		d, note, err = LangIDDetector(ctx, cfg)
		switch {
		case err != nil:
		case os.Getenv("ARGOT_LANGID_DEVREST") != "":
			samples, err = LangIDDevRest(ctx, cfg)
			note += "; dev-rest run: the sentences of the primary UD dev files that the evaluation set does not hold " +
				"(no untuned columns); mismatches are of those sentences"
		default:
			samples, err = LangIDSamples(cfg)
		}
	}
	if err != nil {
		return err
	}
	rows := LangIDScores(samples, func(text string) string {
		if g := d.Detect(text, nil); len(g) > 0 {
			return g[0].Lang
		}
		return ""
	}, cfg.Mismatches)
	if cfg.JSON {
		return writeJSON(w, rows)
	}
	var b bytes.Buffer
	fmt.Fprintf(&b, "| lang | n | sentence acc | short acc | untuned n | untuned sentence acc | untuned short acc |\n")
	fmt.Fprintf(&b, "|---|---:|---:|---:|---:|---:|---:|\n")
	for _, r := range rows {
		name := r.Lang
		if name == "macro" {
			name = "**macro average**"
		}
		fmt.Fprintf(&b, "| %s | %d | %.3f | %.3f | %d | %.3f | %.3f |\n", name, r.N, r.SentenceAcc, r.ShortAcc,
			r.UntunedN, r.UntunedSentenceAcc, r.UntunedShortAcc)
	}
	fmt.Fprintf(&b, "\n%s; short = prefix of at most %d characters cut at a word boundary; "+
		"untuned = the four fifths outside the tuning fifth (FNV-1a of the text not 0 mod 5).\n", note, shortRunes)
	if cfg.Mismatches > 0 {
		fmt.Fprintln(&b, "Mismatches of the tuning fifth:")
	}
	for _, r := range rows {
		for _, m := range r.mismatches {
			fmt.Fprintln(&b, "  ", m)
		}
	}
	_, err = w.Write(b.Bytes())
	return err
}
