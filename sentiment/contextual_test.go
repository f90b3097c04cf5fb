package sentiment

import (
	"slices"
	"testing"

	"github.com/argot-nlp/argot/internal/doc"
)

// TestContextValence checks that a context-dependent word takes its
// polarity from the term it judges, then from its clause.
func TestContextValence(t *testing.T) {
	m := &model{lang: "en"}
	if err := m.readContextual(); err != nil {
		t.Fatal(err)
	}
	word := func(text, lemma, pos string) doc.Token {
		return doc.Token{Text: text, Lemma: lemma, POS: pos, Kind: doc.Word}
	}
	tests := []struct {
		name    string
		toks    []doc.Token
		at      int
		targets []target
		sign    float64 // 0: no context found
	}{
		{"long wait", []doc.Token{word("a", "a", "DET"), word("long", "long", "ADJ"), word("wait", "wait", "NOUN")},
			1, []target{{start: 2, end: 3, head: 2}}, -1},
		{"long battery life", []doc.Token{word("long", "long", "ADJ"), word("battery", "battery", "NOUN"), word("life", "life", "NOUN")},
			0, []target{{start: 1, end: 3, head: 2}}, 1},
		{"fast service by category", []doc.Token{word("fast", "fast", "ADJ"), word("waiters", "waiter", "NOUN")},
			0, []target{{start: 1, end: 2, head: 1, category: "service"}}, 1},
		{"boots fast from the clause", []doc.Token{word("it", "it", "PRON"), word("boots", "boot", "VERB"), word("fast", "fast", "ADV")},
			2, nil, 1},
		{"long movie has no context", []doc.Token{word("a", "a", "DET"), word("long", "long", "ADJ"), word("film", "film", "NOUN")},
			1, []target{{start: 2, end: 3, head: 2}}, 0},
		{"noun reading is no judgement", []doc.Token{word("the", "the", "DET"), word("light", "light", "NOUN"), word("laptop", "laptop", "NOUN")},
			1, nil, 0},
	}
	for _, tc := range tests {
		s := &doc.Sentence{Tokens: tc.toks}
		v, ok := m.contextValence(s, tc.at, tc.targets, &clause{start: 0, end: len(tc.toks)})
		switch {
		case tc.sign == 0 && ok:
			t.Errorf("%s: valence %.2f, want no context", tc.name, v)
		case tc.sign != 0 && (!ok || v*tc.sign <= 0):
			t.Errorf("%s: valence %.2f (%v), want sign %v", tc.name, v, ok, tc.sign)
		}
	}
}

// TestContextualLanguages checks the contextual tables through the
// whole analysis: a word that praises one aspect and blames another
// ("eterno" of a wait, "lauw" of soup) takes the polarity of what it
// judges, and elsewhere only what the language's own lexicon says of it:
// "eterno" has no entry there (its praise was a machine translation's),
// so "Un amor eterno." is praise through "amor" alone.
func TestContextualLanguages(t *testing.T) {
	tests := []struct {
		lang, text, polarity, reason string
	}{
		{"es", "El tiempo de espera fue eterno.", Negative, "eterno"},
		{"es", "El servicio fue muy lento.", Negative, "lento"},
		{"es", "Un amor eterno.", Positive, "amor"},
		{"nl", "De bediening was erg traag.", Negative, "traag"},
		{"nl", "De soep was lauw.", Negative, "lauw"},
		// Drinks are food to the aspect table: their rows come first.
		{"es", "La cerveza estaba caliente.", Negative, "caliente"},
		{"nl", "Het bier was warm.", Negative, "warm"},
		{"nl", "Het duurde lang.", Negative, "lang"},
		// One row of each of the other tables.
		{"sv", "Ölen var kall.", Positive, "kall"},
		{"da", "Køen var lang.", Negative, "lang"},
		{"no", "Ølet var varmt.", Negative, "varmt"},
		{"fi", "Akunkesto on pitkä.", Positive, "pitkä"},
		{"pl", "Zupa była zimna.", Negative, "zimna"},
		{"tr", "Pil ömrü kısa.", Negative, "kısa"},
		{"id", "Antrean panjang.", Negative, "panjang"},
		{"ms", "Hayat bateri lama.", Positive, "lama"}, // "tahan lama" is an entry of its own
		{"vi", "Bia rất lạnh.", Positive, "lạnh"},
		{"he", "החדר היה רועש.", Negative, "רועש"},
		{"ar", "البيرة باردة.", Positive, "باردة"},
		{"fa", "نوشابه گرم بود.", Negative, "گرم"},
		{"ur", "کھانا ٹھنڈا تھا۔", Negative, "ٹھنڈا"},
		{"ja", "ビールがぬるい。", Negative, "ぬるい"},
		{"zh-CN", "服务很慢。", Negative, "很慢"},
		{"zh-TW", "螢幕太小。", Negative, "太小"},
		{"th", "แบตหมดเร็ว", Negative, "เร็ว"},
	}
	for _, tc := range tests {
		res := analyseText(t, tc.lang, tc.text)
		if len(res.Expressions) != 1 {
			t.Errorf("%s %q: expressions %+v, want one", tc.lang, tc.text, res.Expressions)
			continue
		}
		if e := res.Expressions[0]; e.Polarity != tc.polarity || !slices.Contains(e.Reasons, tc.reason) {
			t.Errorf("%s %q: %s, reasons %q; want %s with %q", tc.lang, tc.text, e.Polarity, e.Reasons, tc.polarity, tc.reason)
		}
	}
}
