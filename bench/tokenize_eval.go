package bench

import (
	"context"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"sort"
	"strings"
	"unicode"

	"github.com/argot-nlp/argot/grammar"
	"github.com/argot-nlp/argot/internal/conllu"
	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/lexdata"
	"github.com/argot-nlp/argot/tokenize"
)

func init() {
	register(Suite{
		Name: "tokenize",
		Description: "sentence and token boundary F1 on the UD dev treebank of each language " +
			"(CoNLL 2018 'Sentences' and 'Tokens' measures); with zh-TW, also the Chinese segmenter's tuning material " +
			"(the held-out fifth of the PUD and HK treebanks)",
		Run: runTokenize,
	})
}

// TokenizeResult is one row of the tokenize suite.
type TokenizeResult struct {
	Lang       string  `json:"lang"`
	Treebank   string  `json:"treebank,omitempty"`
	Sentences  int     `json:"sentences"`
	Tokens     int     `json:"tokens"`
	SentenceP  float64 `json:"sentence_precision"`
	SentenceR  float64 `json:"sentence_recall"`
	SentenceF1 float64 `json:"sentence_f1"`
	TokenP     float64 `json:"token_precision"`
	TokenR     float64 `json:"token_recall"`
	TokenF1    float64 `json:"token_f1"`
	Misaligned int     `json:"misaligned"`
	Note       string  `json:"note,omitempty"`

	mismatches []string
}

// tokenizeLangs are the languages of the suite; every one has a tokenizer.
var tokenizeLangs = []string{"ar", "da", "de", "en", "es", "fa", "fi", "fr", "he", "id", "it", "ja", "ko",
	"ms", "nl", "no", "pl", "ps-AF", "pt", "ru", "sv", "th", "tr", "ur", "vi", "zh-CN", "zh-TW"}

// unspacedNote says how the words of languages written without spaces
// between words are found.
var unspacedNote = map[string]string{
	"ja":    "kagome, IPADIC",
	"zh-CN": "jieba dictionary + PUD/HK words and splits (pack) + UD conventions",
	"zh-TW": "jieba dictionary + PUD/HK words and splits (pack) + UD conventions",
	"th":    "TCC + word DAG, TUD train + PyThaiNLP words (pack)",
	"vi":    "syllables grouped, VTB train + Wiktionary words (pack)",
}

// packedTokenizer returns the tokenizer users get: dictionary segmentation
// with the language's embedded pack (Thai and Vietnamese word lists; the
// rules when the pack has none).
func packedTokenizer(lang string) (*tokenize.Tokenizer, error) {
	var pack *lexdata.Pack
	if l, err := packStore().Language(lang); err == nil {
		pack = l.Pack()
	} else if !errors.Is(err, lexdata.ErrNoPack) {
		return nil, err
	}
	return tokenize.New(lang, tokenize.WithDictionary(pack))
}

func runTokenize(ctx context.Context, cfg Config, w io.Writer) error {
	rows, err := perLanguage(ctx, cfg, tokenizeLangs, EvalTokenize)
	if err != nil {
		return err
	}
	if cfg.JSON {
		if cfg.wants("zh-TW") {
			tuning, err := evalChineseTuning(ctx, cfg)
			if err != nil {
				return err
			}
			rows = append(rows, tuning...)
		}
		return writeJSON(w, rows)
	}
	fmt.Fprintln(w, "| lang | sentences | tokens | sentence F1 | token F1 | misaligned | note |")
	fmt.Fprintln(w, "|---|---:|---:|---:|---:|---:|---|")
	for _, r := range rows {
		if r.Sentences == 0 {
			fmt.Fprintf(w, "| %s | - | - | - | - | - | %s |\n", r.Lang, r.Note)
			continue
		}
		fmt.Fprintf(w, "| %s | %d | %d | %.3f | %.3f | %d | %s |\n", r.Lang, r.Sentences, r.Tokens,
			r.SentenceF1, r.TokenF1, r.Misaligned, r.Note)
	}
	var tuning []TokenizeResult
	if cfg.wants("zh-TW") {
		if tuning, err = evalChineseTuning(ctx, cfg); err != nil {
			return err
		}
		fmt.Fprintln(w, "\nChinese tuning material (not scored above): the held-out fifth (grammar.HeldOut) of the treebanks")
		fmt.Fprintln(w, "whose other sentences give the zh segmentation words; it chose the segmenter's settings.")
		fmt.Fprintln(w, "\n| lang | treebank | sentences | tokens | token F1 |")
		fmt.Fprintln(w, "|---|---|---:|---:|---:|")
		for _, r := range tuning {
			fmt.Fprintf(w, "| %s | %s | %d | %d | %.3f |\n", r.Lang, r.Treebank, r.Sentences, r.Tokens, r.TokenF1)
		}
	}
	for _, r := range rows {
		printErrors(w, r.Lang+" mismatches (gold | predicted)", r.mismatches)
	}
	return nil
}

// span is a code point interval of the evaluated text.
type span struct{ start, end int }

// EvalTokenize scores the tokenizer of one language on its UD dev file.
//
// Text reconstruction: the sentences of each document (# newdoc; the whole
// file when it has none) are joined with a single space, which is how
// sentence segmentation is usually evaluated on UD; paragraph marks are not
// used. Each document is tokenized on its own. Gold surface tokens (a
// multiword token counts once) are located by matching their forms against
// the sentence's # text; where a form does not match the text exactly, the
// next non-space characters of the text are taken and the token is counted
// as misaligned. Predicted clitics that continue a written word (see
// tokenize.Tokenizer.ContinuesWord) are merged back into one surface token
// before scoring. Precision, recall and F1 count exact span matches.
func EvalTokenize(ctx context.Context, cfg Config, lang string) (TokenizeResult, error) {
	row := TokenizeResult{Lang: lang}
	tok, err := packedTokenizer(lang)
	if err != nil {
		return row, err
	}
	files, _ := filepath.Glob(filepath.Join(cfg.DataDir(), "lexsrc", "ud", lang, "*-ud-dev.conllu*"))
	if len(files) == 0 {
		row.Note = "no data"
		return row, nil
	}
	sort.Strings(files)
	return evalTokenizeFile(ctx, cfg, tok, lang, files[0])
}

// evalTokenizeFile scores tok on one CoNLL-U file.
func evalTokenizeFile(ctx context.Context, cfg Config, tok *tokenize.Tokenizer, lang, file string) (TokenizeResult, error) {
	sents, err := conllu.ReadFile(file)
	if err != nil {
		return TokenizeResult{Lang: lang}, fmt.Errorf("tokenize eval %s: %w", lang, err)
	}
	return evalTokenizeSentences(ctx, cfg, tok, lang, strings.TrimSuffix(filepath.Base(file), ".zst"), sents)
}

// chineseTuningFiles are the treebanks whose grammar.HeldOut fifth chose
// the Chinese segmenter's settings; the pack's segmentation words come
// from their other sentences (see packbuild).
var chineseTuningFiles = []string{"zh_pud-ud-test.conllu.zst", "zh_hk-ud-test.conllu.zst"}

// evalChineseTuning scores the zh-TW tokenizer on the held-out fifth of
// each tuning treebank (Traditional script, as the files are).
func evalChineseTuning(ctx context.Context, cfg Config) ([]TokenizeResult, error) {
	tok, err := packedTokenizer("zh-TW")
	if err != nil {
		return nil, err
	}
	var rows []TokenizeResult
	for _, name := range chineseTuningFiles {
		sents, err := conllu.ReadFile(filepath.Join(cfg.DataDir(), "lexsrc", "ud", "zh-TW", "extra", name))
		if err != nil {
			return nil, fmt.Errorf("tokenize eval: %w", err)
		}
		var held []*conllu.Sentence
		for _, s := range sents {
			if grammar.HeldOut(s) {
				held = append(held, s)
			}
		}
		row, err := evalTokenizeSentences(ctx, cfg, tok, "zh-TW", strings.TrimSuffix(name, ".conllu.zst")+" (held-out fifth)", held)
		if err != nil {
			return nil, err
		}
		rows = append(rows, row)
	}
	return rows, nil
}

// evalTokenizeSentences scores tok on sentences of a treebank.
func evalTokenizeSentences(ctx context.Context, cfg Config, tok *tokenize.Tokenizer, lang, treebank string, sents []*conllu.Sentence) (TokenizeResult, error) {
	row := TokenizeResult{Lang: lang, Treebank: treebank}
	if cfg.MaxSentences > 0 && len(sents) > cfg.MaxSentences {
		sents = sents[:cfg.MaxSentences]
	}
	var sTP, sPred, sGold, tTP, tPred, tGold int
	for len(sents) > 0 {
		if err := ctx.Err(); err != nil {
			return row, err
		}
		n := 1
		for n < len(sents) && !sents[n].NewDoc {
			n++
		}
		d := buildGoldDoc(sents[:n])
		sents = sents[n:]
		row.Misaligned += d.misaligned
		row.Sentences += len(d.sentEnds)
		row.Tokens += len(d.tokens)

		pred := tok.Tokenize(d.text)
		var predEnds []int
		var predToks []span
		for i := range pred {
			predEnds = append(predEnds, pred[i].End())
			ts := pred[i].Tokens
			for j := range ts {
				if j > 0 && tok.ContinuesWord(&ts[j-1], &ts[j]) && len(predToks) > 0 {
					predToks[len(predToks)-1].end = ts[j].End()
					continue
				}
				predToks = append(predToks, span{ts[j].Offset, ts[j].End()})
			}
		}
		tp := countMatches(d.sentEnds, predEnds)
		sTP, sPred, sGold = sTP+tp, sPred+len(predEnds), sGold+len(d.sentEnds)
		tp, mis := matchSpans(d.tokens, predToks)
		tTP, tPred, tGold = tTP+tp, tPred+len(predToks), tGold+len(d.tokens)
		if cfg.Mismatches > len(row.mismatches) {
			row.mismatches = append(row.mismatches, describeMismatches(d, mis, predToks, pred, cfg.Mismatches-len(row.mismatches))...)
		}
	}
	row.SentenceP, row.SentenceR, row.SentenceF1 = prf(sTP, sPred, sGold)
	row.TokenP, row.TokenR, row.TokenF1 = prf(tTP, tPred, tGold)
	row.Note = unspacedNote[lang]
	return row, nil
}

func prf(tp, pred, gold int) (p, r, f float64) {
	if pred > 0 {
		p = float64(tp) / float64(pred)
	}
	if gold > 0 {
		r = float64(tp) / float64(gold)
	}
	if p+r > 0 {
		f = 2 * p * r / (p + r)
	}
	return
}

// goldDoc is a reconstructed document with its gold boundaries.
type goldDoc struct {
	text       string
	runes      []rune
	sentEnds   []int
	sentStarts []int
	tokens     []span
	misaligned int
}

func buildGoldDoc(sents []*conllu.Sentence) goldDoc {
	var d goldDoc
	var b strings.Builder
	off := 0
	for i, s := range sents {
		if i > 0 {
			b.WriteByte(' ')
			off++
		}
		text := s.Text
		if text == "" { // no # text: rebuild it from the tokens
			var tb strings.Builder
			for _, t := range s.Tokens {
				tb.WriteString(t.Form)
				if t.SpaceAfter() {
					tb.WriteByte(' ')
				}
			}
			text = strings.TrimSpace(tb.String())
		}
		b.WriteString(text)
		rs := []rune(text)
		d.sentStarts = append(d.sentStarts, off)
		d.alignTokens(rs, off, s.Tokens)
		off += len(rs)
		d.sentEnds = append(d.sentEnds, off)
	}
	d.text = b.String()
	d.runes = []rune(d.text)
	return d
}

// alignTokens locates the surface tokens of one sentence in its text.
func (d *goldDoc) alignTokens(text []rune, base int, toks []conllu.Token) {
	p := 0
	for _, t := range toks {
		for p < len(text) && unicode.IsSpace(text[p]) {
			p++
		}
		form := []rune(t.Form)
		if p+len(form) <= len(text) && string(text[p:p+len(form)]) == t.Form {
			d.tokens = append(d.tokens, span{base + p, base + p + len(form)})
			p += len(form)
			continue
		}
		// The treebank normalised the form: take as many non-space
		// characters of the text as the form has.
		d.misaligned++
		want := 0
		for _, r := range form {
			if !unicode.IsSpace(r) {
				want++
			}
		}
		start := p
		for want > 0 && p < len(text) {
			if !unicode.IsSpace(text[p]) {
				want--
			}
			p++
		}
		if p > start {
			d.tokens = append(d.tokens, span{base + start, base + p})
		}
	}
}

func countMatches(gold, pred []int) int {
	set := make(map[int]bool, len(gold))
	for _, g := range gold {
		set[g] = true
	}
	n := 0
	for _, p := range pred {
		if set[p] {
			n++
			delete(set, p)
		}
	}
	return n
}

// matchSpans counts exact span matches and returns the gold spans that
// were missed.
func matchSpans(gold, pred []span) (int, []span) {
	set := make(map[span]bool, len(pred))
	for _, p := range pred {
		set[p] = true
	}
	n := 0
	var missed []span
	for _, g := range gold {
		if set[g] {
			n++
			delete(set, g)
		} else {
			missed = append(missed, g)
		}
	}
	return n, missed
}

// describeMismatches renders up to max errors: token regions where gold and
// predicted segmentation differ, and missed or spurious sentence ends.
func describeMismatches(d goldDoc, missed []span, pred []span, sents []doc.Sentence, max int) []string {
	var out []string
	seg := func(spans []span, lo, hi int) string {
		var parts []string
		for _, s := range spans {
			if s.end > lo && s.start < hi {
				parts = append(parts, string(d.runes[s.start:s.end]))
			}
		}
		return strings.Join(parts, "|")
	}
	last := -1
	for _, m := range missed {
		if len(out) >= max {
			return out
		}
		if m.start < last {
			continue
		}
		lo, hi := m.start, m.end
		// Widen to the predicted tokens overlapping the gold one.
		for _, p := range pred {
			if p.end > lo && p.start < hi {
				lo, hi = min(lo, p.start), max2(hi, p.end)
			}
		}
		last = hi
		out = append(out, fmt.Sprintf("- tok: %s  ||  %s", seg(d.tokens, lo, hi), seg(pred, lo, hi)))
	}
	goldEnd := map[int]bool{}
	for _, e := range d.sentEnds {
		goldEnd[e] = true
	}
	predEnd := map[int]bool{}
	for i := range sents {
		predEnd[sents[i].End()] = true
	}
	ctx := func(at int) string {
		lo, hi := max2(0, at-40), min(len(d.runes), at+30)
		return strings.ReplaceAll(string(d.runes[lo:at])+" ⟂ "+string(d.runes[at:hi]), "\n", "⏎")
	}
	for _, e := range d.sentEnds {
		if len(out) >= max {
			return out
		}
		if !predEnd[e] {
			out = append(out, "- missed end: "+ctx(e))
		}
	}
	for i := range sents {
		if len(out) >= max {
			return out
		}
		if e := sents[i].End(); !goldEnd[e] {
			out = append(out, "- extra end: "+ctx(e))
		}
	}
	return out
}

func max2(a, b int) int {
	if a > b {
		return a
	}
	return b
}
