package bench

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/argot-nlp/argot/internal/conllu"
	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/lexdata"
	"github.com/argot-nlp/argot/spell"
	"github.com/argot-nlp/argot/tokenize"
)

func init() {
	register(Suite{
		Name: "compounds",
		Description: "compound splitting on the UD dev treebank of de, nl, sv, da, no (held-out sentences): " +
			"content-word coverage without and with splitting, words split, splits of names and of " +
			"words whose treebank lemma the lexicon knows as one lexeme, and the spelling stage's changes " +
			"to the (correct) text without and with splitting",
		Run: runCompounds,
	})
}

// compoundLangs are the languages that have a compound splitter.
var compoundLangs = []string{"de", "nl", "sv", "da", "no"}

// compoundTuneEvery sets sentences apart for developing the splitter:
// sentence i of a dev file is tuning material when i%compoundTuneEvery is
// 0, and the suite scores only the others.
const compoundTuneEvery = 5

// CompoundsResult is one row of the compounds suite.
type CompoundsResult struct {
	Lang     string `json:"lang"`
	Treebank string `json:"treebank,omitempty"`
	// Tokens counts the content words (NOUN VERB ADJ ADV) scored. Covered
	// counts those Lookup gives a family; Lexicon those the lexicon itself
	// gives a family (not through a reading Lookup makes up for an unknown
	// compound); Split those that get a family with splitting: a split
	// word by its head, any other word as Lookup reads it.
	Tokens  int `json:"tokens"`
	Covered int `json:"covered"`
	Lexicon int `json:"covered_lexicon"`
	Split   int `json:"covered_split"`
	// Words counts the words of all parts of speech, Splits those split;
	// Names the splits of proper nouns, LemmaKnown the splits of words
	// whose treebank lemma the lexicon knows as a lexeme of the treebank's
	// part of speech (a form of a known word, not a new compound).
	Words      int `json:"words"`
	Splits     int `json:"splits"`
	Names      int `json:"name_splits"`
	LemmaKnown int `json:"lemma_known_splits"`
	// SpellBefore and SpellAfter count the chunks the spelling corrector
	// changes in the sentences tokenized without and with compound
	// splitting; the treebank text is correct, so every change is false.
	SpellBefore int `json:"spell_changes_before"`
	SpellAfter  int `json:"spell_changes_after"`

	Coverage        float64 `json:"coverage"`
	LexiconCoverage float64 `json:"coverage_lexicon"`
	SplitCoverage   float64 `json:"coverage_split"`
	Note            string  `json:"note,omitempty"`

	examples []string
}

func runCompounds(ctx context.Context, cfg Config, w io.Writer) error {
	rows, err := tableRows(ctx, cfg, w, compoundLangs, EvalCompounds,
		"| lang | content tokens | coverage | lexicon only | with splitting | words | split | names split | lemma known | spelling changes before → after |",
		"|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
	if err != nil || cfg.JSON {
		return err
	}
	for _, r := range rows {
		if r.Tokens == 0 {
			fmt.Fprintf(w, "| %s | - | - | - | - | - | - | - | - | - | %s |\n", r.Lang, r.Note)
			continue
		}
		fmt.Fprintf(w, "| %s | %d | %.3f | %.3f | %.3f | %d | %d | %d | %d | %d → %d |\n", r.Lang, r.Tokens,
			r.Coverage, r.LexiconCoverage, r.SplitCoverage, r.Words, r.Splits, r.Names, r.LemmaKnown,
			r.SpellBefore, r.SpellAfter)
	}
	for _, r := range rows {
		printErrors(w, r.Lang+" splits (form -> parts, UPOS, lemma)", r.examples)
	}
	return nil
}

// EvalCompounds scores the compound splitter of one language on the
// held-out sentences of its primary UD dev file (see compoundTuneEvery).
// Config.Mismatches lists that many splits for checking by hand.
func EvalCompounds(ctx context.Context, cfg Config, lang string) (CompoundsResult, error) {
	return evalCompounds(ctx, cfg, lang, false)
}

// evalCompounds scores the held-out sentences of lang's dev file, or the
// tuning ones when tuning is set.
func evalCompounds(ctx context.Context, cfg Config, lang string, tuning bool) (CompoundsResult, error) {
	row := CompoundsResult{Lang: lang}
	l, note, err := packLanguage(lang)
	if l == nil {
		row.Note = note
		return row, err
	}
	if err := l.LoadLexicon(); err != nil {
		return row, err
	}
	splitter := tokenize.NewCompoundSplitter(l)
	if splitter == nil {
		return row, fmt.Errorf("compounds %s: no compound splitter", lang)
	}
	corrector, err := spell.For(l)
	if err != nil {
		return row, err
	}
	plain, err := tokenize.New(lang, tokenize.WithDictionary(l.Pack()))
	if err != nil {
		return row, err
	}
	stage := tokenize.NewStage(tokenize.WithCompoundSplitting())
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
	err = dev.Each(ctx, "compounds", lang, func(sent *conllu.Sentence) error {
		if (dev.N%compoundTuneEvery == 0) != tuning {
			return nil
		}
		row.SpellBefore += spellChanges(corrector, plain.Tokenize(sent.Text))
		d := &doc.Document{Text: sent.Text, Lang: lang}
		if err := stage.Run(ctx, d, l); err != nil {
			return err
		}
		row.SpellAfter += spellChanges(corrector, d.Sentences)
		initial := true
		for _, wd := range sent.Words {
			parts := splitter.Split(wd.Form, initial)
			if wd.UPOS != "PUNCT" && wd.UPOS != "SYM" {
				initial = false
			}
			row.scoreWord(l, lang, wd, parts, cfg.Mismatches)
		}
		return nil
	})
	if err != nil {
		return row, err
	}
	if row.Tokens > 0 {
		row.Coverage = float64(row.Covered) / float64(row.Tokens)
		row.LexiconCoverage = float64(row.Lexicon) / float64(row.Tokens)
		row.SplitCoverage = float64(row.Split) / float64(row.Tokens)
	}
	return row, nil
}

// scoreWord counts one treebank word that the splitter cut into parts
// (nil: not split).
func (row *CompoundsResult) scoreWord(l *lexdata.Language, lang string, wd conllu.Word, parts []string, examples int) {
	row.Words++
	if parts != nil {
		row.Splits++
		lemmaKnown := false
		if wd.Lemma != "_" && wd.Lemma != "" {
			lemma := conllu.DictionaryLemma(lang, wd.Lemma, wd.UPOS)
			lemmaKnown = knowsLexeme(l, tokenize.NormalizeForLookup(lang, lemma), wd.UPOS)
		}
		switch {
		case wd.UPOS == "PROPN":
			row.Names++
		case lemmaKnown:
			row.LemmaKnown++
		}
		if len(row.examples) < examples {
			note := ""
			if lemmaKnown {
				note = " (lemma known)"
			}
			row.examples = append(row.examples, fmt.Sprintf("%s -> %s, %s %s%s",
				wd.Form, strings.Join(parts, " + "), wd.UPOS, wd.Lemma, note))
		}
	}
	if !coverageUPOS[wd.UPOS] {
		return
	}
	row.Tokens++
	whole := l.Lookup(tokenize.NormalizeForLookup(lang, wd.Form))
	covered, own := false, false
	for _, a := range whole {
		if len(a.Lexeme.Families) > 0 {
			covered = true
			own = own || a.Lexeme.ID != 0
		}
	}
	if covered {
		row.Covered++
	}
	if own {
		row.Lexicon++
	}
	if parts == nil {
		if covered {
			row.Split++
		}
		return
	}
	for _, a := range l.Lookup(tokenize.NormalizeForLookup(lang, parts[len(parts)-1])) {
		if len(a.Lexeme.Families) > 0 {
			row.Split++
			break
		}
	}
}

// knowsLexeme reports whether the lexicon has a lexeme with lemma key (a
// lookup key) and part of speech upos.
func knowsLexeme(l *lexdata.Language, key, upos string) bool {
	for _, a := range l.Lookup(key) {
		if a.Lexeme.ID != 0 && a.Lexeme.POS == upos && tokenize.NormalizeForLookup(l.ID(), a.Lexeme.Lemma) == key {
			return true
		}
	}
	return false
}

// spellChanges counts the chunks of sents the spelling corrector changes.
func spellChanges(c *spell.Corrector, sents []doc.Sentence) int {
	n := 0
	for _, s := range sents {
		for _, k := range c.Sentence(s.Tokens, spell.Options{Text: s.Text, Offset: s.Offset}) {
			n += k.Span
		}
	}
	return n
}
