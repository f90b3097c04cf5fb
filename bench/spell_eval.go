package bench

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"unicode"

	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/spell"
	"github.com/argot-nlp/argot/tokenize"
)

func init() {
	register(Suite{
		Name: "spelling",
		Description: "spelling correction: top-1 accuracy on the devsets/spelling lists (held-aside 4/5 of each " +
			"list by hash of the pair, 1/5 of Birkbeck's; ARGOT_EVAL_PART=tune scores the tuning fifth; isolated words, and in " +
			"context where the file has it), false corrections on clean UD dev text, and de-obfuscation of " +
			"generated masked/leet/separated/spaced/stretched/homoglyph/zero-width forms",
		Run: runSpelling,
	})
}

// SpellingResult is the outcome of the spelling suite.
type SpellingResult struct {
	Lists []SpellListResult  `json:"lists"`
	Clean []SpellCleanResult `json:"clean"`
	// News is the false-correction rate on edited news (en).
	News        *SpellCleanResult `json:"news,omitempty"`
	Obfuscation []SpellObfResult  `json:"obfuscation"`
	misses      []string
	// baselines holds each language's Norvig corrector, built once.
	baselines map[string]*norvigCorrector
}

// SpellListResult is top-1 accuracy on one misspelling list.
type SpellListResult struct {
	File  string `json:"file"`
	Lang  string `json:"lang"`
	Pairs int    `json:"pairs"`
	// Top1 counts pairs where Word(wrong) is right (case-insensitive);
	// KnownWrong those whose wrong form is a known word (real-word errors,
	// or forms the lexicon accepts), which Word leaves alone.
	Top1       int     `json:"top1"`
	KnownWrong int     `json:"known_wrong"`
	Accuracy   float64 `json:"accuracy"`
	// Forms counts the distinct wrong forms among the scored pairs and
	// FormsTop1 those whose correction is any right word the list gives
	// for that form: a list may give several ("sould": could, should,
	// sold), and one answer cannot match every pair of such a form.
	Forms         int     `json:"forms"`
	FormsTop1     int     `json:"forms_top1"`
	FormsAccuracy float64 `json:"forms_accuracy"`
	// Context* score Sentence on the pair's context sentence, when given.
	ContextPairs    int     `json:"context_pairs,omitempty"`
	ContextTop1     int     `json:"context_top1,omitempty"`
	ContextAccuracy float64 `json:"context_accuracy,omitempty"`
	// Baseline* score the same pairs with a corrector of Norvig's kind
	// (norvigCorrector), the reference the spelling target is set by,
	// when the data holds the language's frequency list (Baseline).
	Baseline         bool    `json:"baseline"`
	BaselineTop1     int     `json:"baseline_top1"`
	BaselineAccuracy float64 `json:"baseline_accuracy"`
}

// SpellCleanResult is the false-correction rate on clean text.
type SpellCleanResult struct {
	Lang      string  `json:"lang"`
	Sentences int     `json:"sentences"`
	Words     int     `json:"words"`
	Changed   int     `json:"changed"`
	Rate      float64 `json:"rate"`
	Note      string  `json:"note,omitempty"`
}

// SpellObfResult is de-obfuscation per language: per kind, forms tried and
// forms resolved to the original word.
type SpellObfResult struct {
	Lang     string         `json:"lang"`
	Source   string         `json:"source"`
	Words    int            `json:"words"`
	Tried    map[string]int `json:"tried"`
	Resolved map[string]int `json:"resolved"`
	Rate     float64        `json:"rate"`
}

// arabicVariants maps letters between their Arabic and Persian forms.
var arabicVariants = map[rune]rune{'ك': 'ک', 'ک': 'ك', 'ي': 'ی', 'ی': 'ي'}

var spellKinds = []string{"masked", "leet", "separated", "spaced", "stretched", "homoglyph", "zerowidth"}

func runSpelling(ctx context.Context, cfg Config, w io.Writer) error {
	res, err := EvalSpelling(ctx, cfg)
	if err != nil {
		return err
	}
	if cfg.JSON {
		return writeJSON(w, res)
	}
	fmt.Fprintln(w, "### Misspellings: top-1 accuracy (Word on the isolated word; Sentence on the context; held-aside 4/5 of each list, 1/5 of Birkbeck's)")
	fmt.Fprintln(w)
	fmt.Fprintln(w, "| file | lang | pairs | top-1 | wrong forms | top-1, any listed answer | wrong form known | in context | Norvig's kind, top-1 |")
	fmt.Fprintln(w, "|---|---|---:|---:|---:|---:|---:|---:|---:|")
	for _, r := range res.Lists {
		ctxCol := "-"
		if r.ContextPairs > 0 {
			ctxCol = fmt.Sprintf("%.3f (%d)", r.ContextAccuracy, r.ContextPairs)
		}
		baseCol := "-"
		if r.Baseline {
			baseCol = fmt.Sprintf("%.3f", r.BaselineAccuracy)
		}
		fmt.Fprintf(w, "| %s | %s | %d | %.3f | %d | %.3f | %d | %s | %s |\n", r.File, r.Lang, r.Pairs, r.Accuracy,
			r.Forms, r.FormsAccuracy, r.KnownWrong, ctxCol, baseCol)
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, "### False corrections on clean text (UD dev, # text read by newdoc as documents, words changed by Sentence)")
	fmt.Fprintln(w)
	fmt.Fprintln(w, "| lang | sentences | words | changed | rate |")
	fmt.Fprintln(w, "|---|---:|---:|---:|---:|")
	for _, r := range res.Clean {
		if r.Note != "" {
			fmt.Fprintf(w, "| %s | - | - | - | %s |\n", r.Lang, r.Note)
			continue
		}
		fmt.Fprintf(w, "| %s | %d | %d | %d | %.2f %% |\n", r.Lang, r.Sentences, r.Words, r.Changed, 100*r.Rate)
	}
	if r := res.News; r != nil {
		fmt.Fprintln(w)
		fmt.Fprintln(w, "### False corrections on edited news (devsets/topics en_bbcnews, the four fifths of articles spell.NewsTuning leaves out, each a document)")
		fmt.Fprintln(w)
		fmt.Fprintln(w, "| lang | articles | words | changed | rate |")
		fmt.Fprintln(w, "|---|---:|---:|---:|---:|")
		fmt.Fprintf(w, "| %s | %d | %d | %d | %.2f %% |\n", r.Lang, r.Sentences, r.Words, r.Changed, 100*r.Rate)
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, "### De-obfuscation (resolved/tried per kind; n/a: the kind does not apply to the script)")
	fmt.Fprintln(w)
	fmt.Fprintf(w, "| lang | words | %s | all |\n", strings.Join(spellKinds, " | "))
	fmt.Fprintf(w, "|---|---:|%s---:|\n", strings.Repeat("---:|", len(spellKinds)))
	for _, r := range res.Obfuscation {
		var cols []string
		for _, k := range spellKinds {
			if r.Tried[k] == 0 {
				cols = append(cols, "n/a")
				continue
			}
			cols = append(cols, fmt.Sprintf("%d/%d", r.Resolved[k], r.Tried[k]))
		}
		fmt.Fprintf(w, "| %s | %d (%s) | %s | %.3f |\n", r.Lang, r.Words, r.Source, strings.Join(cols, " | "), r.Rate)
	}
	if len(res.misses) > 0 {
		fmt.Fprintln(w)
		fmt.Fprintln(w, "### Mismatches")
		fmt.Fprintln(w)
		for _, m := range res.misses {
			fmt.Fprintln(w, m)
		}
	}
	return nil
}

// EvalSpelling runs the three parts of the spelling suite.
func EvalSpelling(ctx context.Context, cfg Config) (*SpellingResult, error) {
	res := &SpellingResult{}
	files, _ := filepath.Glob(filepath.Join(cfg.DataDir(), "devsets", "spelling", "*.jsonl*"))
	sort.Strings(files)
	for _, f := range files {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		r, err := evalSpellList(cfg, f, res)
		if err != nil {
			return nil, err
		}
		if r != nil {
			res.Lists = append(res.Lists, *r)
		}
	}
	for _, lang := range coverageLangs {
		if !cfg.wants(lang) {
			continue
		}
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		c, err := spellCorrector(lang)
		if err != nil {
			return nil, err
		}
		tk, err := tokenize.New(lang)
		if err != nil {
			return nil, err
		}
		clean, err := evalSpellClean(ctx, cfg, lang, c, tk, res)
		if err != nil {
			return nil, err
		}
		res.Clean = append(res.Clean, clean)
		if lang == "en" {
			if res.News, err = evalSpellNews(cfg, c, tk, res); err != nil {
				return nil, err
			}
		}
		res.Obfuscation = append(res.Obfuscation, evalObfuscation(cfg, lang, c, tk, res))
	}
	return res, nil
}

func spellCorrector(lang string) (*spell.Corrector, error) {
	l, err := packStore().Language(lang)
	if err != nil {
		return nil, err
	}
	return spell.For(l)
}

type spellPair struct {
	Lang    string  `json:"lang"`
	Wrong   string  `json:"wrong"`
	Right   string  `json:"right"`
	Context *string `json:"context"`
}

func evalSpellList(cfg Config, path string, res *SpellingResult) (*SpellListResult, error) {
	var pairs []spellPair
	err := readJSONLines(path, func(line []byte) error {
		var p spellPair
		if err := json.Unmarshal(line, &p); err != nil {
			return err
		}
		pairs = append(pairs, p)
		return nil
	})
	if err != nil {
		return nil, err
	}
	if len(pairs) == 0 || !cfg.wants(pairs[0].Lang) {
		return nil, nil
	}
	name := strings.TrimSuffix(strings.TrimSuffix(filepath.Base(path), ".zst"), ".jsonl")
	r := &SpellListResult{File: name, Lang: pairs[0].Lang}
	c, err := spellCorrector(r.Lang)
	if err != nil {
		return nil, err
	}
	tk, err := tokenize.New(r.Lang)
	if err != nil {
		return nil, err
	}
	baseline, err := res.baseline(cfg, r.Lang)
	if err != nil {
		return nil, err
	}
	// answers holds every right word the list gives for a wrong form,
	// whichever part each pair falls in.
	answers := map[string][]string{}
	for _, p := range pairs {
		w := strings.ToLower(p.Wrong)
		answers[w] = append(answers[w], p.Right)
	}
	seenForm := map[string]bool{}
	shown := 0
	miss := func(p spellPair, got string) {
		shown++
		res.misses = append(res.misses, fmt.Sprintf("%s: %s -> %s (want %s)", name, p.Wrong, got, p.Right))
	}
	for i, p := range pairs {
		if cfg.MaxSentences > 0 && i >= cfg.MaxSentences {
			break
		}
		// The error model and ranking learn from the fifth of each list
		// whose pair hashes to 0 mod 5 (and from more of Birkbeck's, which
		// is then scored on part 1 alone: see spell.MisspellingScored); the
		// rest is scored. Mismatches are listed from the tuning fifth
		// only, whichever part is scored: the held-aside pairs are not for
		// error analysis.
		tuning := spell.MisspellingTuning(p.Wrong, p.Right)
		scored := spell.MisspellingScored(name, p.Wrong, p.Right)
		if os.Getenv("ARGOT_EVAL_PART") == "tune" {
			scored = tuning
		}
		if !scored {
			if tuning && shown < cfg.Mismatches {
				if got, _ := c.Word(p.Wrong); !strings.EqualFold(got, p.Right) {
					miss(p, got)
				}
			}
			continue
		}
		r.Pairs++
		got, changed := c.Word(p.Wrong)
		if !changed {
			if _, ok := c.Word(p.Wrong); !ok && knownForm(c, p.Wrong) {
				r.KnownWrong++
			}
		}
		if form := strings.ToLower(p.Wrong); !seenForm[form] {
			seenForm[form] = true
			r.Forms++
			if slices.ContainsFunc(answers[form], func(a string) bool { return strings.EqualFold(got, a) }) {
				r.FormsTop1++
			}
		}
		if baseline != nil && strings.EqualFold(baseline.Correct(p.Wrong), p.Right) {
			r.BaselineTop1++
		}
		if strings.EqualFold(got, p.Right) {
			r.Top1++
		} else if tuning && shown < cfg.Mismatches {
			miss(p, got)
		}
		if p.Context != nil && *p.Context != "" {
			if ok, scored := contextCorrect(c, tk, *p.Context, p.Wrong, p.Right); scored {
				r.ContextPairs++
				if ok {
					r.ContextTop1++
				}
			}
		}
	}
	if r.Pairs > 0 {
		r.Accuracy = float64(r.Top1) / float64(r.Pairs)
		r.FormsAccuracy = float64(r.FormsTop1) / float64(r.Forms)
		if baseline != nil {
			r.Baseline = true
			r.BaselineAccuracy = float64(r.BaselineTop1) / float64(r.Pairs)
		}
	}
	if r.ContextPairs > 0 {
		r.ContextAccuracy = float64(r.ContextTop1) / float64(r.ContextPairs)
	}
	return r, nil
}

// knownForm reports whether Word leaves a form alone because the language
// knows it (as opposed to finding no candidate).
func knownForm(c *spell.Corrector, w string) bool { return c.Known(w) }

// contextCorrect runs Sentence on a context sentence and reports whether
// the correction of the first token spelled wrong is right; scored is
// false when the tokenizer does not give the wrong form as one token.
func contextCorrect(c *spell.Corrector, tk *tokenize.Tokenizer, text, wrong, right string) (ok, scored bool) {
	for _, s := range tk.Tokenize(text) {
		for i, t := range s.Tokens {
			if t.Text != wrong {
				continue
			}
			for _, k := range c.Sentence(s.Tokens, spell.Options{Text: s.Text, Offset: s.Offset}) {
				if k.Index == i && k.Span == 1 {
					return strings.EqualFold(k.Text, right), true
				}
			}
			return false, true
		}
	}
	return false, false
}

// evalSpellClean runs Sentence over the UD dev text of a language and
// counts the words it changes.
func evalSpellClean(ctx context.Context, cfg Config, lang string, c *spell.Corrector, tk *tokenize.Tokenizer, res *SpellingResult) (SpellCleanResult, error) {
	row := SpellCleanResult{Lang: lang}
	dev, err := openDev(cfg, lang)
	if err != nil {
		return row, err
	}
	if dev == nil {
		row.Note = "no UD dev file"
		return row, nil
	}
	defer dev.Close()
	// The text is read as documents (the file's newdoc marks; each
	// sentence alone in a file without them), as the spell stage reads a
	// request: a word a document capitalises after another word is a name
	// there (spell.Options.Names).
	var docs [][]string
	marked := false
	for {
		sent, err := dev.Next(ctx)
		if err != nil {
			return row, fmt.Errorf("spelling %s: %w", lang, err)
		}
		if sent == nil {
			break
		}
		row.Sentences++
		marked = marked || sent.NewDoc
		if sent.NewDoc || len(docs) == 0 {
			docs = append(docs, nil)
		}
		docs[len(docs)-1] = append(docs[len(docs)-1], sent.Text)
	}
	if !marked {
		var each [][]string
		for _, d := range docs {
			for _, text := range d {
				each = append(each, []string{text})
			}
		}
		docs = each
	}
	countSpellChanges(cfg, lang, c, tk, docs, &row, res)
	if row.Words > 0 {
		row.Rate = float64(row.Changed) / float64(row.Words)
	}
	return row, nil
}

// countSpellChanges runs Sentence over documents (each a list of texts),
// as the spell stage does (Options.Names from the whole document), and
// adds their words and changed words to row; with cfg.Mismatches set, the
// first changes are listed as misses ("clean LANG: ...").
func countSpellChanges(cfg Config, lang string, c *spell.Corrector, tk *tokenize.Tokenizer, docs [][]string, row *SpellCleanResult, res *SpellingResult) {
	shown := 0
	for _, texts := range docs {
		var sents []doc.Sentence
		for _, text := range texts {
			sents = append(sents, tk.Tokenize(text)...)
		}
		names := c.Names(sents)
		for _, s := range sents {
			for _, t := range s.Tokens {
				if t.Kind == doc.Word && t.Class != doc.ClassPunct {
					row.Words++
				}
			}
			for _, k := range c.Sentence(s.Tokens, spell.Options{Text: s.Text, Offset: s.Offset, Names: names}) {
				row.Changed += k.Span
				if shown < cfg.Mismatches {
					shown++
					var orig []string
					for _, t := range s.Tokens[k.Index : k.Index+k.Span] {
						orig = append(orig, t.Text)
					}
					res.misses = append(res.misses, fmt.Sprintf("clean %s: %s -> %s (%s)", lang, strings.Join(orig, " "), k.Text, k.Kind))
				}
			}
		}
	}
}

// evalSpellNews counts the words Sentence changes in the BBC news
// articles of devsets/topics that spell.NewsTuning leaves out; nil when
// the file is missing.
func evalSpellNews(cfg Config, c *spell.Corrector, tk *tokenize.Tokenizer, res *SpellingResult) (*SpellCleanResult, error) {
	path := filepath.Join(cfg.DataDir(), "devsets", "topics", "en_bbcnews.jsonl.zst")
	if _, err := os.Stat(path); err != nil {
		return nil, nil
	}
	var docs [][]string
	err := readJSONLines(path, func(line []byte) error {
		var a struct{ ID, Text string }
		if err := json.Unmarshal(line, &a); err != nil {
			return err
		}
		if !spell.NewsTuning(a.ID) {
			docs = append(docs, []string{a.Text})
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("spelling news: %w", err)
	}
	row := &SpellCleanResult{Lang: "en", Sentences: len(docs)}
	// The scored articles are not for error analysis: no misses listed.
	scored := cfg
	scored.Mismatches = 0
	countSpellChanges(scored, "en news", c, tk, docs, row, res)
	if row.Words > 0 {
		row.Rate = float64(row.Changed) / float64(row.Words)
	}
	return row, nil
}

// obfuscationWords returns up to 30 words to obfuscate: from the LDNOOBW
// list of the language when it has enough words the corrector can produce,
// else frequent vocabulary words.
func obfuscationWords(cfg Config, lang string, c *spell.Corrector) ([]string, string) {
	file := lang
	switch lang {
	case "zh-CN", "zh-TW":
		file = "zh"
	}
	var out []string
	seen := map[string]bool{}
	if data, err := os.ReadFile(filepath.Join(cfg.DataDir(), "lexsrc", "abuse", "ldnoobw-v2", file+".txt")); err == nil {
		for _, line := range strings.Split(string(data), "\n") {
			w := strings.ToLower(strings.TrimSpace(line))
			if len(out) >= 30 || seen[w] || !plainWord(w) || !c.Produces(w) {
				continue
			}
			seen[w] = true
			out = append(out, w)
		}
	}
	if len(out) >= 10 {
		return out, "ldnoobw"
	}
	return c.FrequentWords(300, 30, 4), "frequent words"
}

func plainWord(w string) bool {
	n := 0
	for _, r := range w {
		if !unicode.IsLetter(r) && !unicode.IsMark(r) {
			return false
		}
		n++
	}
	return n >= 3
}

// obfuscate returns the obfuscated form of w of one kind, or "" when the
// kind does not apply. Masks, separators and zero-width characters go
// between grapheme clusters, as writers type them: a Thai tone mark or
// vowel sign stays on its consonant (ก้.น, not ก.้.น), and a mask hides
// a whole cluster, never a lone mark.
func obfuscate(kind, w string) string {
	rs := []rune(w)
	cs := spell.Letters(w)
	latin := true
	for _, r := range rs {
		if r > unicode.MaxLatin1 && !unicode.Is(unicode.Latin, r) {
			latin = false
		}
	}
	mid := len(cs) / 2
	switch kind {
	case "masked":
		if len(cs) < 2 {
			return ""
		}
		for i := 1; i < len(cs)-1; i++ {
			if strings.Contains("aeiouy", cs[i]) {
				mid = i
				break
			}
		}
		return strings.Join(cs[:mid], "") + "*" + strings.Join(cs[mid+1:], "")
	case "leet":
		m := map[rune]rune{'a': '4', 'e': '3', 'i': '1', 'o': '0', 's': '5', 't': '7'}
		if !latin {
			// Cyrillic leetspeak (г0вн0, пи3д@); other scripts have none.
			m = map[rune]rune{'о': '0', 'з': '3', 'б': '6', 'ч': '4', 'а': '@'}
		}
		out := []rune(w)
		changed := false
		for i, r := range out {
			if d, ok := m[r]; ok && i > 0 {
				out[i] = d
				changed = true
			}
		}
		if !changed {
			return ""
		}
		return string(out)
	case "separated":
		return strings.Join(cs, ".")
	case "spaced":
		return strings.Join(cs, " ")
	case "stretched":
		mid = len(rs) / 2
		return string(rs[:mid]) + strings.Repeat(string(rs[mid]), 5) + string(rs[mid+1:])
	case "homoglyph":
		m := map[rune]rune{'a': 'а', 'e': 'е', 'o': 'о', 'c': 'с', 'p': 'р', 'x': 'х', 'y': 'у', 'i': 'і',
			'а': 'a', 'е': 'e', 'о': 'o', 'с': 'c', 'р': 'p', 'х': 'x', 'у': 'y'}
		out := []rune(w)
		changed := false
		for i, r := range out {
			if d, ok := m[r]; ok {
				out[i] = d
				changed = true
			}
		}
		if !changed {
			// Arabic and Persian forms of the same letter (كس, کس), which
			// writers swap to get past filters of one of them.
			for i, r := range out {
				if d, ok := arabicVariants[r]; ok {
					out[i] = d
					changed = true
				}
			}
			if changed {
				return string(out)
			}
			// Fullwidth forms for Latin words without Cyrillic lookalikes.
			if !latin {
				return ""
			}
			for i, r := range out {
				if r >= '!' && r <= '~' {
					out[i] = r + 0xfee0
				}
			}
		}
		return string(out)
	case "zerowidth":
		if len(cs) < 2 {
			return ""
		}
		return strings.Join(cs[:mid], "") + "\u200b" + strings.Join(cs[mid:], "")
	}
	return ""
}

func evalObfuscation(cfg Config, lang string, c *spell.Corrector, tk *tokenize.Tokenizer, res *SpellingResult) SpellObfResult {
	words, src := obfuscationWords(cfg, lang, c)
	row := SpellObfResult{Lang: lang, Source: src, Words: len(words), Tried: map[string]int{}, Resolved: map[string]int{}}
	shown, tried, resolved := 0, 0, 0
	unspaced := lang == "ja" || lang == "th" || strings.HasPrefix(lang, "zh")
	for _, w := range words {
		for _, kind := range spellKinds {
			form := obfuscate(kind, w)
			if form == "" {
				continue
			}
			if unspaced && kind == "spaced" {
				continue // spaces between characters are how these scripts are not written
			}
			row.Tried[kind]++
			tried++
			got := correctText(c, tk, form)
			if unspaced {
				got = strings.ReplaceAll(got, " ", "")
			}
			// The corrector answers with the lookup form of the word
			// (Arabic alef without hamza): compare lookup forms.
			if tokenize.NormalizeForLookup(lang, got) == tokenize.NormalizeForLookup(lang, w) {
				row.Resolved[kind]++
				resolved++
			} else if shown < cfg.Mismatches {
				shown++
				res.misses = append(res.misses, fmt.Sprintf("obfuscation %s %s: %q -> %q (want %q)", lang, kind, form, got, w))
			}
		}
	}
	if tried > 0 {
		row.Rate = float64(resolved) / float64(tried)
	}
	return row
}

// correctText tokenizes text, applies the corrections of Sentence and
// returns the text with single spaces where the tokens had white space.
func correctText(c *spell.Corrector, tk *tokenize.Tokenizer, text string) string {
	var b strings.Builder
	for _, s := range tk.Tokenize(text) {
		corr := c.Sentence(s.Tokens, spell.Options{Text: s.Text, Offset: s.Offset})
		next := 0
		for i := 0; i < len(s.Tokens); i++ {
			t, last := s.Tokens[i].Text, i
			if next < len(corr) && corr[next].Index == i {
				t, last = corr[next].Text, i+corr[next].Span-1
				next++
			}
			b.WriteString(t)
			if s.Tokens[last].SpaceAfter {
				b.WriteByte(' ')
			}
			i = last
		}
		if b.Len() > 0 && !strings.HasSuffix(b.String(), " ") {
			b.WriteByte(' ')
		}
	}
	return strings.TrimSpace(b.String())
}
