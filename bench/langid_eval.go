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

	"github.com/argot-nlp/argot/langid"
	"github.com/argot-nlp/argot/lexdata"
	"github.com/argot-nlp/argot/lexdata/packbuild"
)

func init() {
	register(Suite{
		Name: "langid",
		Description: "language identification accuracy per language on the devsets/langid sentences " +
			"and on short fragments (a prefix of at most 20 characters cut at a word boundary)",
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
}

// LangIDSamples reads devsets/langid/ud_and_news_sentences.jsonl.zst,
// keeping the languages cfg wants and at most cfg.MaxSentences per
// language.
func LangIDSamples(cfg Config) ([]LangIDSample, error) {
	path := filepath.Join(cfg.DataDir(), "devsets", "langid", "ud_and_news_sentences.jsonl.zst")
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
		if !cfg.wants(row.Lang) || cfg.MaxSentences > 0 && perLang[row.Lang] >= cfg.MaxSentences {
			return nil
		}
		perLang[row.Lang]++
		out = append(out, LangIDSample{Lang: row.Lang, Text: row.Text, Short: ShortFragment(row.Text)})
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
// the embedded packs/core when unset). When that pack has no model yet, it
// builds one from <data>/lexsrc the way the pack builder does; the note
// says which.
func LangIDDetector(ctx context.Context, cfg Config) (*langid.Detector, string, error) {
	langidModel.once.Do(func() {
		m := &langidModel
		data, err := coreLangIDSection()
		m.note = "model: langid section of the core pack"
		if dir := os.Getenv("ARGOT_PACKS"); dir != "" {
			m.note += " in " + dir
		}
		if errors.Is(err, lexdata.ErrNoSection) {
			src := filepath.Join(cfg.DataDir(), "lexsrc")
			data, err = packbuild.LangIDSection(ctx, src)
			m.note = "model: built from " + src + " (the core pack has no langid section yet)"
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

// LangIDRow is one row of the langid suite.
type LangIDRow struct {
	Lang          string  `json:"lang"`
	N             int     `json:"n"`
	SentenceAcc   float64 `json:"sentence_accuracy"`
	ShortAcc      float64 `json:"short_accuracy"`
	mismatches    []string
	sentenceRight int
	shortRight    int
}

// LangIDScores scores a detector function on the samples: one row per
// language (in LangIDLangs order) and a macro-average row named "macro".
// detect returns the top language of a text, or "" for none; "zh" (Chinese
// without a script, as peers answer) counts as right for zh-CN and zh-TW.
func LangIDScores(samples []LangIDSample, detect func(text string) string, mismatches int) []LangIDRow {
	rows := map[string]*LangIDRow{}
	for _, s := range samples {
		r := rows[s.Lang]
		if r == nil {
			r = &LangIDRow{Lang: s.Lang}
			rows[s.Lang] = r
		}
		r.N++
		if got := detect(s.Text); langIDMatch(got, s.Lang) {
			r.sentenceRight++
		} else if len(r.mismatches) < mismatches {
			r.mismatches = append(r.mismatches, fmt.Sprintf("%s -> %s: %s", s.Lang, got, s.Text))
		}
		if got := detect(s.Short); langIDMatch(got, s.Lang) {
			r.shortRight++
		} else if len(r.mismatches) < mismatches {
			r.mismatches = append(r.mismatches, fmt.Sprintf("%s -> %s (short): %s", s.Lang, got, s.Short))
		}
	}
	var out []LangIDRow
	macro := LangIDRow{Lang: "macro"}
	for _, l := range LangIDLangs {
		r := rows[l]
		if r == nil || r.N == 0 {
			continue
		}
		r.SentenceAcc = float64(r.sentenceRight) / float64(r.N)
		r.ShortAcc = float64(r.shortRight) / float64(r.N)
		macro.N += r.N
		macro.SentenceAcc += r.SentenceAcc
		macro.ShortAcc += r.ShortAcc
		out = append(out, *r)
	}
	if n := float64(len(out)); n > 0 {
		macro.SentenceAcc /= n
		macro.ShortAcc /= n
		out = append(out, macro)
	}
	return out
}

func langIDMatch(got, want string) bool {
	return got == want || got == "zh" && (want == "zh-CN" || want == "zh-TW")
}

func runLangID(ctx context.Context, cfg Config, w io.Writer) error {
	d, note, err := LangIDDetector(ctx, cfg)
	if err != nil {
		return err
	}
	samples, err := LangIDSamples(cfg)
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
	fmt.Fprintf(&b, "| lang | n | sentence acc | short acc |\n|---|---:|---:|---:|\n")
	for _, r := range rows {
		name := r.Lang
		if name == "macro" {
			name = "**macro average**"
		}
		fmt.Fprintf(&b, "| %s | %d | %.3f | %.3f |\n", name, r.N, r.SentenceAcc, r.ShortAcc)
	}
	fmt.Fprintf(&b, "\n%s; short = prefix of at most %d characters cut at a word boundary.\n", note, shortRunes)
	for _, r := range rows {
		for _, m := range r.mismatches {
			fmt.Fprintln(&b, "  ", m)
		}
	}
	_, err = w.Write(b.Bytes())
	return err
}
