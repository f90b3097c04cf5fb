package bench

import (
	"context"
	"errors"
	"fmt"
	"io"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/argot-nlp/argot/entities"
	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/lexdata"
	"github.com/argot-nlp/argot/tokenize"
)

func init() {
	register(Suite{
		Name: "entities",
		Description: "named entities on devsets/ner: entity-level (exact span and type) precision, recall and F1 " +
			"for PER/ORG/LOC on the held-out fifth of each file (entities.NERHeldOut; the pack builder trains on " +
			"the rest), with gold tokens; span F1 on the synthetic PII set (not trained on); tokens/s of the stage",
		Run: runEntitiesNER,
	})
}

// nerEvalFiles are the token-format files of devsets/ner and their
// languages, in report order.
var nerEvalFiles = []struct{ file, lang string }{
	{"en_conll2003.jsonl", "en"},
	{"en_english_ewt.jsonl", "en"},
	{"da_danish_ddt.jsonl", "da"},
	{"de_german_pud.jsonl", "de"},
	{"pt_portuguese_bosque.jsonl", "pt"},
	{"ru_russian_pud.jsonl", "ru"},
	{"sv_swedish_talbanken.jsonl", "sv"},
	{"zh_CN_chinese_gsdsimp.jsonl", "zh-CN"},
	{"zh_TW_chinese_gsd.jsonl", "zh-TW"},
}

// nerTypes maps our entity types to the CoNLL classes scored.
var nerTypes = map[string]string{
	entities.TypePerson:       "PER",
	entities.TypeOrganization: "ORG",
	entities.TypePlace:        "LOC",
}

// NERResult is one row of the entities suite.
type NERResult struct {
	File      string `json:"file"`
	Lang      string `json:"lang"`
	Sentences int    `json:"sentences"`
	Tokens    int    `json:"tokens"`
	// Gold, Found and Correct count entities (exact span and type).
	Gold, Found, Correct int
	Precision            float64            `json:"precision"`
	Recall               float64            `json:"recall"`
	F1                   float64            `json:"f1"`
	TypeF1               map[string]float64 `json:"type_f1"`
	// Recognizer is "perceptron", "gazetteer" (no model in the pack) or
	// "none" (no section).
	Recognizer string `json:"recognizer"`
	// TokensPerSec is the speed of the whole entities stage (patterns
	// included), one core.
	TokensPerSec float64 `json:"tokens_per_sec"`

	errs []string
}

func runEntitiesNER(ctx context.Context, cfg Config, w io.Writer) error {
	var rows []NERResult
	for _, f := range nerEvalFiles {
		if !cfg.wants(f.lang) {
			continue
		}
		row, err := EvalNER(ctx, cfg, f.file, f.lang)
		if err != nil {
			return err
		}
		rows = append(rows, row)
	}
	var pii *PIIResult
	if cfg.wants("en") {
		r, err := EvalPII(ctx, cfg)
		if err != nil {
			return err
		}
		pii = &r
	}
	if cfg.JSON {
		return writeJSON(w, map[string]any{"ner": rows, "pii": pii})
	}
	fmt.Fprintln(w, "| file | lang | sentences (held-out) | gold | P | R | F1 | PER F1 | ORG F1 | LOC F1 | recognizer | tokens/s |")
	fmt.Fprintln(w, "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|")
	for _, r := range rows {
		fmt.Fprintf(w, "| %s | %s | %d | %d | %.3f | %.3f | %.3f | %.3f | %.3f | %.3f | %s | %.0f |\n", r.File, r.Lang,
			r.Sentences, r.Gold, r.Precision, r.Recall, r.F1, r.TypeF1["PER"], r.TypeF1["ORG"], r.TypeF1["LOC"],
			r.Recognizer, r.TokensPerSec)
	}
	fmt.Fprintln(w, "\nHeld-out fifth of each dev file only (entities.NERHeldOut); gold tokens; MISC is not scored. "+
		"Languages without named-entity data (ar es fa fi fr he id it ja ko ms nl no pl ps th tr ur vi) have no score: "+
		"their packs recognise names from the gazetteer and capitalisation.")
	if pii != nil {
		fmt.Fprintf(w, "\n| PII set (%s) | texts | gold spans | P | R | F1 |\n|---|---:|---:|---:|---:|---:|\n", pii.File)
		fmt.Fprintf(w, "| exact span and type | %d | %d | %.3f | %.3f | %.3f |\n", pii.Texts, pii.Gold, pii.Precision, pii.Recall, pii.F1)
		for _, t := range slices.Sorted(maps.Keys(pii.TypeF1)) {
			fmt.Fprintf(w, "| %s | | %d | | | %.3f |\n", t, pii.TypeGold[t], pii.TypeF1[t])
		}
		fmt.Fprintln(w, "\nThe PII set is not trained on, so every dev text is scored; labels without an Argot type "+
			"(STREET_ADDRESS, TITLE, AGE, NRP, ZIP_CODE, US_SSN, US_DRIVER_LICENSE) are left out, and predictions "+
			"overlapping them are not counted.")
	}
	for _, r := range rows {
		printErrors(w, r.File+" errors", r.errs)
	}
	return reportLexical(ctx, cfg, w)
}

// nerSentence is a line of a token-format file.
type nerSentence struct {
	Tokens []string `json:"tokens"`
	Tags   []string `json:"tags"`
}

// nerSpan is an entity over tokens or characters.
type nerSpan struct {
	start, end int
	class      string
}

// EvalNER scores the held-out sentences of one file.
func EvalNER(ctx context.Context, cfg Config, file, lang string) (NERResult, error) {
	row := NERResult{File: file, Lang: lang, TypeF1: map[string]float64{}, Recognizer: "none"}
	path := filepath.Join(cfg.DataDir(), "devsets", "ner", file)
	if _, err := os.Stat(path); err != nil {
		path += ".zst"
	}
	lines, err := readJSONL[nerSentence](path)
	if err != nil {
		return row, err
	}
	l, err := packStore().Language(lang)
	if err != nil && !errors.Is(err, lexdata.ErrNoPack) {
		return row, err
	}
	if l != nil && l.Pack().Has(entities.SectionNER) {
		row.Recognizer = "gazetteer"
		if data, err := l.Pack().Section(entities.SectionNER); err == nil {
			if _, m, err := entities.DecodeNER(data); err == nil && m != nil {
				row.Recognizer = "perceptron"
			}
		}
	}
	st, err := entities.New()
	if err != nil {
		return row, err
	}
	// Load the pack's sections before timing.
	if err := st.Run(ctx, nerGoldDoc(lang, []string{"Warm", "up"}, l), l); err != nil {
		return row, err
	}
	counts := map[string]*[3]int{} // class -> gold, found, correct
	for _, c := range nerTypes {
		counts[c] = &[3]int{}
	}
	var elapsed time.Duration
	for _, s := range lines {
		if !entities.NERHeldOut(s.Tokens) || len(s.Tokens) != len(s.Tags) {
			continue
		}
		if cfg.MaxSentences > 0 && row.Sentences >= cfg.MaxSentences {
			break
		}
		row.Sentences++
		row.Tokens += len(s.Tokens)
		d := nerGoldDoc(lang, s.Tokens, l)
		t0 := time.Now()
		if err := st.Run(ctx, d, l); err != nil {
			return row, err
		}
		elapsed += time.Since(t0)
		gold := goldSpans(s.Tags)
		pred := predictedSpans(d)
		for _, g := range gold {
			counts[g.class][0]++
		}
		for _, p := range pred {
			counts[p.class][1]++
			if slices.Contains(gold, p) {
				counts[p.class][2]++
			}
		}
		if cfg.Mismatches > 0 && len(row.errs) < cfg.Mismatches && !slices.Equal(gold, pred) {
			row.errs = append(row.errs, fmt.Sprintf("gold %s | predicted %s | %s",
				spansText(gold, s.Tokens), spansText(pred, s.Tokens), strings.Join(s.Tokens, " ")))
		}
	}
	for c, n := range counts {
		row.Gold += n[0]
		row.Found += n[1]
		row.Correct += n[2]
		_, _, row.TypeF1[c] = patternPRF(n[2], n[1], n[0])
	}
	row.Precision, row.Recall, row.F1 = patternPRF(row.Correct, row.Found, row.Gold)
	if elapsed > 0 {
		row.TokensPerSec = float64(row.Tokens) / elapsed.Seconds()
	}
	return row, nil
}

func spansText(spans []nerSpan, tokens []string) string {
	var parts []string
	for _, s := range spans {
		parts = append(parts, s.class+":"+strings.Join(tokens[s.start:s.end], " "))
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

// nerGoldDoc makes a one-sentence document of gold tokens joined by spaces.
func nerGoldDoc(lang string, tokens []string, l *lexdata.Language) *doc.Document {
	s := doc.Sentence{Text: strings.Join(tokens, " ")}
	off := 0
	for i, t := range tokens {
		n := utf8.RuneCountInString(t)
		tok := doc.Token{Text: t, Offset: off, Length: n, SpaceAfter: i < len(tokens)-1, Pair: -1}
		tok.Case = caseOf(t)
		tok.Stopword = l.IsStopword(tokenize.NormalizeForLookup(lang, t))
		s.Tokens = append(s.Tokens, tok)
		off += n + 1
	}
	s.Length = utf8.RuneCountInString(s.Text)
	return &doc.Document{Text: s.Text, Lang: lang, Sentences: []doc.Sentence{s}}
}

func caseOf(w string) doc.Lettercase {
	upper, lower := 0, 0
	for _, r := range w {
		switch {
		case unicode.IsUpper(r):
			upper++
		case unicode.IsLower(r):
			lower++
		}
	}
	r, _ := utf8.DecodeRuneInString(w)
	switch {
	case upper == 0 && lower == 0:
		return doc.CaseNone
	case upper == 0:
		return doc.CaseLower
	case lower == 0:
		return doc.CaseUpper
	case unicode.IsUpper(r) && upper == 1:
		return doc.CaseCapitalized
	}
	return doc.CaseMixed
}

// goldSpans reads PER/ORG/LOC entities off IOB tags (IOB1 or IOB2).
func goldSpans(tags []string) []nerSpan {
	var out []nerSpan
	cur := -1
	for i, t := range tags {
		p, c, _ := strings.Cut(t, "-")
		inside := cur >= 0 && p == "I" && out[cur].class == c && out[cur].end == i
		switch {
		case t == "O" || (c != "PER" && c != "ORG" && c != "LOC"):
			cur = -1
		case inside:
			out[cur].end = i + 1
		default:
			out = append(out, nerSpan{i, i + 1, c})
			cur = len(out) - 1
		}
	}
	return out
}

// predictedSpans maps the named mentions of a one-sentence document to
// token spans.
func predictedSpans(d *doc.Document) []nerSpan {
	s := &d.Sentences[0]
	tokenAt := func(off int) int {
		return slices.IndexFunc(s.Tokens, func(t doc.Token) bool { return t.Offset == off })
	}
	tokenEnd := func(end int) int {
		return slices.IndexFunc(s.Tokens, func(t doc.Token) bool { return t.End() == end })
	}
	var out []nerSpan
	for _, e := range d.Entities {
		c, ok := nerTypes[e.Types[0]]
		if !ok {
			continue
		}
		for _, m := range e.Mentions {
			a, b := tokenAt(m.Offset), tokenEnd(m.Offset+m.Length)
			if a >= 0 && b >= a {
				out = append(out, nerSpan{a, b + 1, c})
			}
		}
	}
	slices.SortFunc(out, func(a, b nerSpan) int { return a.start - b.start })
	return out
}

// PIIResult is the PII part of the entities suite.
type PIIResult struct {
	File                 string             `json:"file"`
	Texts                int                `json:"texts"`
	Gold, Found, Correct int                `json:"-"`
	Precision            float64            `json:"precision"`
	Recall               float64            `json:"recall"`
	F1                   float64            `json:"f1"`
	TypeF1               map[string]float64 `json:"type_f1"`
	TypeGold             map[string]int     `json:"type_gold"`
}

// piiTypes maps the PII set's labels to Argot's entity types; a label
// mapped to several types matches any of them.
var piiTypes = map[string][]string{
	"PERSON":        {entities.TypePerson},
	"ORGANIZATION":  {entities.TypeOrganization},
	"GPE":           {entities.TypePlace},
	"LOCATION":      {entities.TypePlace},
	"CREDIT_CARD":   {entities.TypeCard},
	"DATE_TIME":     {entities.TypeDate, entities.TypeTime, entities.TypeTimeRange},
	"PHONE_NUMBER":  {entities.TypePhone},
	"EMAIL_ADDRESS": {entities.TypeEmail},
	"DOMAIN_NAME":   {entities.TypeWebsite},
	"IBAN_CODE":     {entities.TypeBank},
	"IP_ADDRESS":    {entities.TypeIP},
}

type piiText struct {
	Text  string `json:"text"`
	Spans []struct {
		Start int    `json:"start"`
		End   int    `json:"end"`
		Type  string `json:"type"`
	} `json:"spans"`
}

// EvalPII scores exact spans and types on the synthetic PII texts, run
// through the tokenizer and the entities stage.
func EvalPII(ctx context.Context, cfg Config) (PIIResult, error) {
	const file = "en_presidio_pii.jsonl.zst"
	res := PIIResult{File: file, TypeF1: map[string]float64{}, TypeGold: map[string]int{}}
	texts, err := readJSONL[piiText](filepath.Join(cfg.DataDir(), "devsets", "ner", file))
	if err != nil {
		return res, err
	}
	l, err := packStore().Language("en")
	if err != nil && !errors.Is(err, lexdata.ErrNoPack) {
		return res, err
	}
	tk, err := tokenize.New("en")
	if err != nil {
		return res, err
	}
	st, err := entities.New()
	if err != nil {
		return res, err
	}
	counts := map[string]*[3]int{}
	count := func(label string) *[3]int {
		if counts[label] == nil {
			counts[label] = &[3]int{}
		}
		return counts[label]
	}
	for _, t := range texts {
		if cfg.MaxSentences > 0 && res.Texts >= cfg.MaxSentences {
			break
		}
		res.Texts++
		d := &doc.Document{Text: t.Text, Lang: "en", Sentences: tk.Tokenize(t.Text)}
		if err := st.Run(ctx, d, l); err != nil {
			return res, err
		}
		type span struct{ start, end int }
		gold := map[span]string{}
		var unmapped []span
		for _, g := range t.Spans {
			if _, ok := piiTypes[g.Type]; ok {
				gold[span{g.Start, g.End}] = g.Type
				count(g.Type)[0]++
			} else {
				unmapped = append(unmapped, span{g.Start, g.End})
			}
		}
		for _, e := range d.Entities {
			for _, m := range e.Mentions {
				p := span{m.Offset, m.Offset + m.Length}
				if slices.ContainsFunc(unmapped, func(u span) bool { return p.start < u.end && u.start < p.end }) {
					continue
				}
				label, ok := gold[p]
				if ok && slices.Contains(piiTypes[label], e.Types[0]) {
					count(label)[1]++
					count(label)[2]++
					continue
				}
				// A false positive is charged to the label of its type.
				if fp := piiLabel(e.Types[0]); fp != "" {
					count(fp)[1]++
				}
			}
		}
	}
	for label, n := range counts {
		res.Gold += n[0]
		res.Found += n[1]
		res.Correct += n[2]
		res.TypeGold[label] = n[0]
		_, _, res.TypeF1[label] = patternPRF(n[2], n[1], n[0])
	}
	res.Precision, res.Recall, res.F1 = patternPRF(res.Correct, res.Found, res.Gold)
	return res, nil
}

// piiLabel is the PII label an Argot type answers to ("" for types the set
// does not label).
func piiLabel(typ string) string {
	for _, label := range slices.Sorted(maps.Keys(piiTypes)) {
		if slices.Contains(piiTypes[label], typ) {
			return label
		}
	}
	return ""
}
