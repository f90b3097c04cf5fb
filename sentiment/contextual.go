package sentiment

import (
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"strconv"
	"strings"

	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/lexdata"
)

// contextualData holds, per language, the words whose polarity depends
// on what they judge (data/contextual).
//
//go:embed data/contextual
var contextualData embed.FS

// contextRule gives a context-dependent word a valence where it judges
// one of the contexts (aspect categories or lemmas).
type contextRule struct {
	contexts map[string]bool
	valence  float64
}

// readContextual reads data/contextual/<lang>.tsv; a language without
// the file has no context-dependent words.
func (m *model) readContextual() error {
	raw, err := fs.ReadFile(contextualData, "data/contextual/"+m.lang+".tsv")
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	for _, f := range lexdata.TSVRows(raw) {
		if len(f) < 3 {
			return fmt.Errorf("sentiment: contextual/%s.tsv: bad row %q", m.lang, strings.Join(f, "\t"))
		}
		v, err := strconv.ParseFloat(f[2], 64)
		if err != nil {
			return fmt.Errorf("sentiment: contextual/%s.tsv: bad valence in %q", m.lang, strings.Join(f, "\t"))
		}
		r := contextRule{contexts: map[string]bool{}, valence: v}
		for _, c := range strings.Split(f[1], "|") {
			if c = m.contextKey(strings.TrimSpace(c)); c != "" {
				r.contexts[c] = true
			}
		}
		if m.contextual == nil {
			m.contextual = map[string][]contextRule{}
		}
		w := m.contextKey(f[0])
		m.contextual[w] = append(m.contextual[w], r)
	}
	return nil
}

// contextValence returns the valence of a context-dependent word at token
// i ("long" in "a long wait"), from the terms it judges (their category
// and lemmas), else from the other nouns and verbs of its clause. ok is
// false when the word is none or no context of it is there.
func (m *model) contextValence(s *doc.Sentence, i int, targets []target, c *clause) (float64, bool) {
	t := m.predicative(s.Tokens, i)
	return m.contextValenceOf(s, i, t, m.contextRules(t), targets, c)
}

// contextValenceOf is contextValence for token i read as t (its
// predicative reading), whose table rows, found already, are rules.
func (m *model) contextValenceOf(s *doc.Sentence, i int, t *doc.Token, rules []contextRule, targets []target, c *clause) (float64, bool) {
	// The Korean tagger reads many adjectives as verbs ("느렸어요").
	verbOK := m.lang == "ko"
	if len(m.contextual) == 0 || t.Kind != doc.Word || functionPOS[t.POS] || t.POS == "NOUN" || t.POS == "VERB" && !verbOK {
		return 0, false
	}
	if rules == nil {
		return 0, false
	}
	match := func(keys []string) (float64, bool) {
		for _, r := range rules {
			for _, k := range keys {
				if r.contexts[k] {
					return r.valence, true
				}
			}
		}
		return 0, false
	}
	var keys []string
	for _, tg := range targets {
		if tg.category != "" {
			keys = append(keys, tg.category)
		}
		for j := tg.start; j < tg.end; j++ {
			if j != i {
				keys = m.appendContextKeys(keys, &s.Tokens[j])
			}
		}
	}
	if v, ok := match(keys); ok {
		return v, true
	}
	keys = keys[:0]
	for j := c.start; j < c.end; j++ {
		if tj := &s.Tokens[j]; j != i && (tj.POS == "NOUN" || tj.POS == "VERB") {
			keys = m.appendContextKeys(keys, tj)
		}
	}
	return match(keys)
}

// unlemmatised reports a token whose lemma is none or its form: the
// tagger's for a word the lexicon does not know.
func unlemmatised(t *doc.Token) bool { return t.Lemma == "" || t.Lemma == t.Text }

// contextClitics are the clitics a noun of the context may carry, which
// its lemma may keep or its stemming may take too much with: Indonesian
// and Malay "-nya" ("Supnya" tagged "supnya", "Pelayanannya" "layan").
var contextClitics = map[string][]string{"id": {"nya"}, "ms": {"nya"}}

// contextRules returns the context table's rows for token t, found by
// its lemma or its form, or for a Korean predicate, whose lemma the
// tagger often misses, by its dictionary form ("느렸어요": 느리다).
func (m *model) contextRules(t *doc.Token) []contextRule {
	if len(m.contextual) == 0 {
		return nil
	}
	rules := m.contextual[m.contextKey(t.Lemma)]
	if rules == nil {
		rules = m.contextual[m.contextKey(t.Text)]
	}
	if rules == nil && m.lang == "ko" {
		koreanStems(m.lower(t.Text), func(stem string) bool {
			rules = m.contextual[stem+"다"]
			return rules == nil
		})
	}
	return rules
}

// appendContextKeys appends the keys token t may match a context by: its
// lemma key, its form without a clitic (contextClitics), and for a
// Korean word also the noun without its particle where the tagger left
// it without a lemma ("서비스가") and a predicate's dictionary forms
// ("기다리는": "기다리다").
func (m *model) appendContextKeys(keys []string, t *doc.Token) []string {
	k := m.contextKey(m.lemmaKey(t))
	keys = append(keys, k)
	for _, c := range contextClitics[m.lang] {
		if w, ok := strings.CutSuffix(m.lower(t.Text), c); ok && w != "" && w != k {
			keys = append(keys, w)
		}
	}
	if m.lang != "ko" {
		return keys
	}
	if noun, ok := koreanNoun(k); ok && unlemmatised(t) {
		keys = append(keys, noun)
	}
	if t.POS == "VERB" || t.POS == "ADJ" {
		koreanStems(k, func(stem string) bool {
			keys = append(keys, stem+"다")
			return true
		})
	}
	return keys
}

// contextKey is a word of the context tables as they are looked up:
// case-folded, and in the Arabic-script languages and Hebrew without the
// vowel points the lexicon gives some lemmas ("קָטָן", "خِدْمَة").
func (m *model) contextKey(w string) string {
	w = m.lower(w)
	if pointedScript[m.lang] {
		w = stripMarks(w)
	}
	return w
}

// pointedScript holds the languages whose lemmas may carry vowel points.
var pointedScript = map[string]bool{"ar": true, "he": true, "fa": true, "ur": true, "ps-AF": true}

// lemmaKey is a token's lemma (its form without one), case-folded.
func (m *model) lemmaKey(t *doc.Token) string {
	if t.Lemma != "" {
		return m.lower(t.Lemma)
	}
	return m.lower(t.Text)
}
