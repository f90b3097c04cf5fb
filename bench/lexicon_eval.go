package bench

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/argot-nlp/argot/grammar"
	"github.com/argot-nlp/argot/internal/conllu"
	"github.com/argot-nlp/argot/lexdata"
	"github.com/argot-nlp/argot/tokenize"
)

func init() {
	register(Suite{
		Name: "coverage",
		Description: "lexicon coverage on the UD dev treebank of each language: share of content-word tokens " +
			"(NOUN VERB ADJ ADV) whose form reaches a concept family, on the whole file and on the four fifths outside grammar.HeldOut " +
			"(-mismatches prints misses of that fifth only, the part for error analysis), and share whose gold lemma is among the readings",
		Run: runCoverage,
	})
}

// CoverageResult is one row of the coverage suite.
type CoverageResult struct {
	Lang     string `json:"lang"`
	Treebank string `json:"treebank,omitempty"`
	// Tokens counts the content words scored; Covered those with at least
	// one family; Lemmas those with a reading whose lemma is the gold one
	// (compared after normalisation); Known those with any reading.
	Tokens  int `json:"tokens"`
	Covered int `json:"covered"`
	Known   int `json:"known"`
	Lemmas  int `json:"lemma_match"`
	// LemmaTokens counts the scored tokens that have a gold lemma.
	LemmaTokens int `json:"lemma_tokens"`
	// Readings counts the readings of the scored tokens; SamePOS those
	// whose lexeme has the gold part of speech.
	Readings int `json:"readings"`
	SamePOS  int `json:"same_pos"`
	// ReadingsPerToken is Readings over Known; POSPrecision is SamePOS
	// over Readings (a form's readings of other parts of speech lower it,
	// rightly where the form can be one, as "run" noun and verb).
	ReadingsPerToken float64 `json:"readings_per_token"`
	POSPrecision     float64 `json:"pos_precision"`
	Coverage         float64 `json:"coverage"`
	// CoverageRest is the coverage on the sentences outside
	// grammar.HeldOut: the fifth it keeps is the one whose misses
	// -mismatches prints, for error analysis.
	CoverageRest float64  `json:"coverage_rest"`
	LemmaMatch   float64  `json:"lemma_match_rate"`
	Sources      []string `json:"sources,omitempty"`
	Note         string   `json:"note,omitempty"`

	misses                  []string
	restTokens, restCovered int
}

// coverageLangs are the languages of the suite.
var coverageLangs = []string{"ar", "da", "de", "en", "es", "fa", "fi", "fr", "he", "id", "it", "ja", "ko",
	"ms", "nl", "no", "pl", "ps-AF", "pt", "ru", "sv", "th", "tr", "ur", "vi", "zh-CN", "zh-TW"}

// coverageUPOS are the content-word tags scored.
var coverageUPOS = map[string]bool{"NOUN": true, "VERB": true, "ADJ": true, "ADV": true}

func runCoverage(ctx context.Context, cfg Config, w io.Writer) error {
	rows, err := tableRows(ctx, cfg, w, coverageLangs, EvalCoverage,
		"| lang | tokens | coverage | coverage, 4/5 | lemma match | readings per word | same POS | sources |",
		"|---|---:|---:|---:|---:|---:|---:|---|")
	if err != nil || cfg.JSON {
		return err
	}
	for _, r := range rows {
		if r.Tokens == 0 {
			fmt.Fprintf(w, "| %s | - | - | - | - | - | - | %s |\n", r.Lang, r.Note)
			continue
		}
		lm := "-"
		if r.LemmaTokens > 0 {
			lm = fmt.Sprintf("%.3f", r.LemmaMatch)
		}
		src := strings.Join(r.Sources, ", ")
		if r.Note != "" {
			src += " (" + r.Note + ")"
		}
		fmt.Fprintf(w, "| %s | %d | %.3f | %.3f | %s | %.2f | %.3f | %s |\n", r.Lang, r.Tokens, r.Coverage, r.CoverageRest, lm,
			r.ReadingsPerToken, r.POSPrecision, src)
	}
	for _, r := range rows {
		printErrors(w, r.Lang+" tokens without a family (form lemma UPOS)", r.misses)
	}
	return nil
}

// EvalCoverage scores the lexicon of one language on its primary UD dev
// file. Words of multiword tokens are scored by their own FORM (as the
// treebank splits them); ja, th and zh forms are looked up as the treebank
// segments them (segmentation is scored by the tokenize suite).
func EvalCoverage(ctx context.Context, cfg Config, lang string) (CoverageResult, error) {
	row := CoverageResult{Lang: lang}
	l, note, err := packLanguage(lang)
	if l == nil {
		row.Note = note
		return row, err
	}
	if err := l.LoadLexicon(); err != nil {
		return row, err
	}
	row.Sources = lexiconSources(l)
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
	err = dev.Each(ctx, "coverage", lang, func(sent *conllu.Sentence) error {
		analysed := grammar.HeldOut(sent) // the fifth for error analysis
		for _, wd := range sent.Words {
			if !coverageUPOS[wd.UPOS] {
				continue
			}
			row.Tokens++
			form := tokenize.NormalizeForLookup(lang, wd.Form)
			readings := l.Lookup(form)
			hasFamily := false
			for _, a := range readings {
				if len(a.Lexeme.Families) > 0 {
					hasFamily = true
					break
				}
			}
			if len(readings) > 0 {
				row.Known++
			}
			row.Readings += len(readings)
			for _, a := range readings {
				if a.Lexeme.POS == wd.UPOS {
					row.SamePOS++
				}
			}
			if !analysed {
				row.restTokens++
				if hasFamily {
					row.restCovered++
				}
			}
			if hasFamily {
				row.Covered++
			} else if len(row.misses) < cfg.Mismatches && analysed {
				row.misses = append(row.misses, fmt.Sprintf("%s %s %s (%d readings)", wd.Form, wd.Lemma, wd.UPOS, len(readings)))
			}
			if wd.Lemma == "_" || wd.Lemma == "" {
				continue
			}
			row.LemmaTokens++
			gold := tokenize.NormalizeForLookup(lang, conllu.DictionaryLemma(lang, wd.Lemma, wd.UPOS))
			for _, a := range readings {
				if tokenize.NormalizeForLookup(lang, a.Lexeme.Lemma) == gold {
					row.Lemmas++
					break
				}
			}
		}
		return nil
	})
	if err != nil {
		return row, err
	}
	if row.Tokens > 0 {
		row.Coverage = float64(row.Covered) / float64(row.Tokens)
	}
	if row.restTokens > 0 {
		row.CoverageRest = float64(row.restCovered) / float64(row.restTokens)
	}
	if row.LemmaTokens > 0 {
		row.LemmaMatch = float64(row.Lemmas) / float64(row.LemmaTokens)
	}
	if row.Known > 0 {
		row.ReadingsPerToken = float64(row.Readings) / float64(row.Known)
	}
	if row.Readings > 0 {
		row.POSPrecision = float64(row.SamePOS) / float64(row.Readings)
	}
	return row, nil
}

// lexiconSources names the sources of a pack's lexicon sections briefly.
func lexiconSources(l *lexdata.Language) []string {
	pp, err := l.Pack().Provenance()
	if err != nil {
		return nil
	}
	seen := map[string]bool{}
	var out []string
	for _, sec := range []string{lexdata.SectionLexemes, lexdata.SectionForms} {
		for s := range strings.SplitSeq(pp.Sections[sec].Source, "; ") {
			name := shortSource(s)
			if name != "" && !seen[name] {
				seen[name] = true
				out = append(out, name)
			}
		}
	}
	return out
}

// shortSource turns a provenance source into a table label.
func shortSource(s string) string {
	switch {
	case strings.Contains(s, "cili"), strings.HasPrefix(s, "lemmas of"), strings.Contains(s, "OpenCC"):
		return ""
	case strings.HasPrefix(s, "Princeton WordNet"):
		if strings.Contains(s, ".exc") {
			return "PWN exc"
		}
		return "PWN"
	case strings.Contains(s, "wns/wikt/"):
		return "wikt"
	case strings.Contains(s, "wns/cldr/"):
		return "cldr"
	case strings.Contains(s, "omw-data wns/"), strings.HasPrefix(s, "lexsrc omw/"):
		f := strings.Fields(s)
		parts := strings.Split(f[len(f)-1], "/")
		if strings.HasPrefix(s, "lexsrc") {
			parts = strings.Split(f[1], "/")
		}
		if len(parts) >= 2 {
			return "omw:" + parts[len(parts)-2]
		}
	case strings.HasPrefix(s, "hunspell "):
		return "hunspell:" + strings.TrimSuffix(strings.Fields(s)[1], ".aff+.dic")
	case strings.Contains(s, "UniversalDependencies"):
		f := strings.Fields(s)
		return "UD:" + strings.TrimSuffix(strings.TrimSuffix(f[len(f)-1], ".conllu"), "-ud")
	}
	return s
}
