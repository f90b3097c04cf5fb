package bench

import (
	"context"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/argot-nlp/argot"
	"github.com/argot-nlp/argot/entities"
	"github.com/argot-nlp/argot/internal/conllu"
	"github.com/argot-nlp/argot/packs/all"
)

// lexicalTypes are the entity types found from concept families, scored
// by the precision proxy.
var lexicalTypes = []string{entities.TypeRole, entities.TypeEvent, entities.TypeItem, entities.TypeSoftware}

// lexicalLangs are the languages of the precision proxy.
var lexicalLangs = []string{"en", "de", "es", "ru", "zh-CN", "ar"}

// LexicalResult is one language's row of the precision proxy: mentions
// of the lexical types on clean UD dev sentences, and how many of them
// cover no word the treebank tags NOUN or PROPN (certainly false: a
// role, event, item or program is named by a noun).
type LexicalResult struct {
	Lang      string         `json:"lang"`
	Treebank  string         `json:"treebank"`
	Sentences int            `json:"sentences"`
	Tokens    int            `json:"tokens"`
	Mentions  map[string]int `json:"mentions"`
	False     map[string]int `json:"false"`
	examples  []string
}

// EvalLexical runs the full pipeline over up to 500 UD dev sentences of
// lang (cfg.MaxSentences when smaller) and counts the lexical mentions.
// The lexical types use no training data, so no sentence is excluded.
func EvalLexical(ctx context.Context, cfg Config, a *argot.Analyzer, lang string) (LexicalResult, error) {
	row := LexicalResult{Lang: lang, Mentions: map[string]int{}, False: map[string]int{}}
	all := cfg
	all.MaxSentences = 0 // the limit below counts scored sentences
	dev, err := openDev(all, lang)
	if err != nil || dev == nil {
		return row, err
	}
	defer dev.Close()
	row.Treebank = dev.Name
	limit := 500
	if cfg.MaxSentences > 0 {
		limit = min(limit, cfg.MaxSentences)
	}
	off := false
	for row.Sentences < limit {
		sent, err := dev.Next(ctx)
		if err != nil {
			return row, fmt.Errorf("lexical %s: %w", lang, err)
		}
		if sent == nil {
			break
		}
		if sent.Text == "" {
			continue
		}
		row.Sentences++
		row.Tokens += len(sent.Words)
		resp, err := a.Parse(ctx, argot.Request{Language: lang, Content: sent.Text, Settings: argot.Settings{
			Abuse: &off, Sentiment: &off, Topics: &off}})
		if err != nil {
			return row, err
		}
		for _, e := range resp.EntitiesSummary {
			typ := e.Type[0]
			if !slices.Contains(lexicalTypes, typ) {
				continue
			}
			for _, m := range e.Mentions {
				text := string([]rune(sent.Text)[m.Offset : m.Offset+m.Length])
				row.Mentions[typ]++
				if !nounIn(sent, text) {
					row.False[typ]++
					row.examples = append(row.examples, typ+": "+text+"  <- "+sent.Text)
				}
			}
		}
	}
	return row, nil
}

// nounIn reports whether a word the treebank tags NOUN or PROPN lies in
// the mention text (or holds it, for a mention inside a word).
func nounIn(s *conllu.Sentence, text string) bool {
	for _, w := range s.Words {
		if w.UPOS != "NOUN" && w.UPOS != "PROPN" {
			continue
		}
		if strings.Contains(text, w.Form) || strings.Contains(w.Form, text) {
			return true
		}
	}
	return false
}

// lexicalCheck is the hand-written check of the new types: sentences
// written for this report (not the unit tests' sentences), each with a
// mention that must come out with its type ("type/subtype:text"). It is a
// sanity check, not a measure of accuracy.
var lexicalCheck = []struct{ lang, text, want string }{
	{"en", "The senator bought a rifle.", "role:senator"},
	{"en", "The senator bought a rifle.", "item_of_interest/weapon:rifle"},
	{"en", "He crashed the motorcycle.", "item_of_interest/vehicle:motorcycle"},
	{"en", "She pawned a diamond necklace.", "item_of_interest/luxury:necklace"},
	{"en", "Allah is great.", "person/spiritual_being:Allah"},
	{"en", "Hamlet hesitates.", "person/fictional_character:Hamlet"},
	{"en", "We remember World War II.", "event:World War II"},
	{"en", "Ping me on Discord.", "software:Discord"},
	{"de", "Der Arzt nahm Heroin.", "role:Arzt"},
	{"de", "Der Arzt nahm Heroin.", "item_of_interest/drug:Heroin"},
	{"es", "El soldado tenía un fusil.", "role:soldado"},
	{"ru", "Солдат купил винтовку.", "item_of_interest/weapon:винтовку"},
	{"zh-CN", "医生买了汽车。", "role:医生"},
	{"ar", "اشترى الطبيب سيارة.", "item_of_interest/vehicle:سيارة"},
	{"ru", "Пиши в телеграм.", "software:телеграм"},
}

// runLexicalCheck returns the hand-written check's misses.
func runLexicalCheck(ctx context.Context, a *argot.Analyzer) (passed int, misses []string, err error) {
	for _, c := range lexicalCheck {
		resp, err := a.Parse(ctx, argot.Request{Language: c.lang, Content: c.text})
		if err != nil {
			return 0, nil, err
		}
		var got []string
		for _, e := range resp.EntitiesSummary {
			typ := strings.Join(e.Type, ",")
			if e.Subtype != "" {
				typ += "/" + e.Subtype
			}
			for _, m := range e.Mentions {
				got = append(got, typ+":"+string([]rune(c.text)[m.Offset:m.Offset+m.Length]))
			}
		}
		if slices.Contains(got, c.want) {
			passed++
		} else {
			misses = append(misses, fmt.Sprintf("%s %q: want %s, got %v", c.lang, c.text, c.want, got))
		}
	}
	return passed, misses, nil
}

// reportLexical prints the precision proxy and the hand-written check.
func reportLexical(ctx context.Context, cfg Config, w io.Writer) error {
	a, err := argot.New(argot.WithPackFS(all.FS))
	if err != nil {
		return err
	}
	var rows []LexicalResult
	for _, lang := range lexicalLangs {
		if !cfg.wants(lang) {
			continue
		}
		row, err := EvalLexical(ctx, cfg, a, lang)
		if err != nil {
			return err
		}
		rows = append(rows, row)
	}
	passed, misses, err := runLexicalCheck(ctx, a)
	if err != nil {
		return err
	}
	if cfg.JSON {
		return writeJSON(w, map[string]any{"lexical": rows, "check_passed": passed, "check_total": len(lexicalCheck)})
	}
	fmt.Fprintln(w, "\n| lexical types: lang | treebank | sentences | tokens | role (false) | event (false) | item_of_interest (false) | software (false) |")
	fmt.Fprintln(w, "|---|---|---:|---:|---:|---:|---:|---:|")
	for _, r := range rows {
		fmt.Fprintf(w, "| %s | %s | %d | %d |", r.Lang, r.Treebank, r.Sentences, r.Tokens)
		for _, t := range lexicalTypes {
			fmt.Fprintf(w, " %d (%d) |", r.Mentions[t], r.False[t])
		}
		fmt.Fprintln(w)
	}
	fmt.Fprintln(w, "\nPrecision proxy on clean UD dev sentences (the first 500 of each file; the lexical types are not "+
		"trained): mentions per type, and in brackets those covering no word the treebank tags NOUN or PROPN, "+
		"which are certainly false. Mentions on nouns are not checked further: the proxy bounds precision from above.")
	fmt.Fprintf(w, "\nHand-written check of the new types (%d sentences written with the code, not a held-out measure): %d/%d pass.\n",
		len(lexicalCheck), passed, len(lexicalCheck))
	printErrors(w, "hand-written check misses", misses)
	for _, r := range rows {
		printErrors(w, r.Lang+" lexical mentions on no noun", r.examples)
	}
	return nil
}
