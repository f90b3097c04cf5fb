package sentiment

import (
	"context"
	"io/fs"
	"slices"
	"strings"
	"testing"
	"unicode"

	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/internal/pipeline"
	"github.com/argot-nlp/argot/lexdata"
	"github.com/argot-nlp/argot/tokenize"
)

// TestModifyNegation checks the reach of negators, counterfactuals and
// shifting verbs, and that negated negative words stay negative.
func TestModifyNegation(t *testing.T) {
	m := &model{lang: "en", shiftVerbs: map[string]bool{"stop": true, "work": true}}
	word := func(text, lemma, pos string) doc.Token {
		return doc.Token{Text: text, Lemma: lemma, POS: pos, Kind: doc.Word}
	}
	tests := []struct {
		name  string
		toks  []doc.Token
		roles []shiftKind
		v     float64 // of the last token
		sign  float64 // wanted sign after modify
	}{
		{"negator far back", []doc.Token{word("not", "not", "PART"), word("a", "a", "DET"), word("single", "single", "ADJ"),
			word("character", "character", "NOUN"), word("worth", "worth", "ADJ")},
			[]shiftKind{negator, noShift, noShift, noShift, noShift}, 2, -1},
		{"negated negative", []doc.Token{word("not", "not", "PART"), word("terrible", "terrible", "ADJ")},
			[]shiftKind{negator, noShift}, -2.5, -1},
		{"counterfactual", []doc.Token{word("should", "should", "AUX"), word("have", "have", "AUX"), word("been", "be", "AUX"), word("funnier", "funny", "ADJ")},
			[]shiftKind{counterfact, counterfact, noShift, noShift}, 1.5, -1},
		{"shifting verb", []doc.Token{word("stops", "stop", "VERB"), word("being", "be", "AUX"), word("funny", "funny", "ADJ")},
			[]shiftKind{noShift, noShift, noShift}, 1.5, -1},
		{"shifting verb before its complement", []doc.Token{word("works", "work", "VERB"), word("great", "great", "ADJ")},
			[]shiftKind{noShift, noShift}, 3, 1},
		{"shifting verb out of reach", []doc.Token{word("stops", "stop", "VERB"), word("a", "a", "DET"), word("b", "b", "NOUN"),
			word("c", "c", "NOUN"), word("funny", "funny", "ADJ")},
			[]shiftKind{noShift, noShift, noShift, noShift, noShift}, 1.5, 1},
	}
	for _, tc := range tests {
		heads := make([]int, len(tc.toks))
		for i := range heads {
			heads[i] = i
			if i > 0 && tc.roles[i] != noShift && tc.roles[i] == tc.roles[i-1] {
				heads[i] = heads[i-1]
			}
		}
		w := scored{tok: len(tc.toks) - 1, base: tc.v, valence: tc.v}
		m.modify(&w, tc.toks, tc.roles, heads, 0, len(tc.toks), false)
		if w.valence*tc.sign <= 0 {
			t.Errorf("%s: valence %.2f, want sign %v", tc.name, w.valence, tc.sign)
		}
		if tc.v < 0 && tc.sign < 0 && w.valence <= tc.v {
			t.Errorf("%s: valence %.2f, want weaker than %.2f", tc.name, w.valence, tc.v)
		}
	}
}

// TestAfterCompare checks that the standard of a comparison is not
// judged, and only the words just after the comparison word.
func TestAfterCompare(t *testing.T) {
	// "funnier than the dreadful original , and a real joy"
	roles := []shiftKind{noShift, compare, noShift, noShift, noShift, noShift, noShift, noShift, noShift}
	for i, want := range []bool{false, false, true, true, true, false, false, false, false} {
		if got := afterCompare(roles, 0, i); got != want {
			t.Errorf("token %d: afterCompare %v, want %v", i, got, want)
		}
	}
	if afterCompare(roles, 2, 3) {
		t.Error("a comparison word outside the clause reaches into it")
	}
}

// TestNegatedDescription checks that a negated context-dependent fault
// flips ("does n't run hot" is praise), unlike a negated judgement.
func TestNegatedDescription(t *testing.T) {
	m := &model{lang: "en"}
	toks := []doc.Token{{Text: "not", POS: "PART", Kind: doc.Word}, {Text: "hot", POS: "ADJ", Kind: doc.Word}}
	roles := []shiftKind{negator, noShift}
	heads := []int{0, 1}
	w := scored{tok: 1, base: -1.5, valence: -1.5, described: true}
	m.modify(&w, toks, roles, heads, 0, len(toks), false)
	if w.valence <= 0 {
		t.Errorf("negated described fault: valence %.2f, want positive", w.valence)
	}
	w = scored{tok: 1, base: -1.5, valence: -1.5}
	m.modify(&w, toks, roles, heads, 0, len(toks), false)
	if w.valence >= 0 {
		t.Errorf("negated judgement: valence %.2f, want negative", w.valence)
	}
}

// TestShifterEntriesTokenize checks that every shifter entry of several
// tokens still matches its own text as the language's tokenizer splits it
// (roles joins the tokens with spaces, or without for scripts written
// without them): an entry hand-split into a segmentation the tokenizer no
// longer makes ("に 違い ない") would silently never match.
func TestShifterEntriesTokenize(t *testing.T) {
	files, err := fs.ReadDir(shifterData, "data/shifters")
	if err != nil {
		t.Fatal(err)
	}
	core, err := embedded().Families()
	if err != nil {
		t.Fatal(err)
	}
	shared, err := loadShared(core)
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for _, f := range files {
		lang, ok := strings.CutSuffix(f.Name(), ".tsv")
		if !ok {
			continue
		}
		pack, err := embedded().Language(lang)
		if err != nil {
			t.Errorf("%s: %v", lang, err)
			continue
		}
		m, err := loadModel(lang, pack, shared)
		if err != nil {
			t.Fatal(err)
		}
		raw, err := fs.ReadFile(shifterData, "data/shifters/"+f.Name())
		if err != nil {
			t.Fatal(err)
		}
		for _, row := range lexdata.TSVRows(raw) {
			if len(row) < 2 {
				continue
			}
			for _, e := range strings.Split(row[1], "|") {
				e = m.lower(strings.TrimSpace(e))
				unspaced := strings.ContainsFunc(e, func(r rune) bool {
					return unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Thai)
				})
				if e == "" || strings.HasPrefix(e, "-") || !unspaced && !strings.Contains(e, " ") {
					continue
				}
				// As written: without spaces, or with a clitic joined to
				// its word ("would 've" as "would've").
				text := strings.ReplaceAll(e, " '", "'")
				if unspaced {
					text = strings.ReplaceAll(e, " ", "")
				}
				d := &doc.Document{Text: text, Lang: lang}
				if err := pipeline.Run(context.Background(), []pipeline.Stage{tokenize.NewStage()}, d, pack); err != nil {
					t.Fatal(err)
				}
				var parts []string
				for _, s := range d.Sentences {
					for _, tok := range s.Tokens {
						parts = append(parts, m.lower(tok.Text))
					}
				}
				checked++
				if strings.Join(parts, " ") != e && strings.Join(parts, "") != e {
					t.Errorf("%s %s %q: %q tokenized %q", lang, row[0], e, text, parts)
				}
			}
		}
	}
	if checked == 0 {
		t.Error("no entry of several tokens checked")
	}
}

// The sentences of the tests below that analyse text are hand-written,
// each a case a reviewer found misread or a near variant of one written
// to show that the rule generalises; none comes from an evaluation set.

// polarities lists the polarities of a result's expressions.
func polarities(res Result) []string {
	var out []string
	for _, e := range res.Expressions {
		out = append(out, e.Polarity)
	}
	return out
}

// TestIdiomsNotNegation checks constructions that hold a negator but deny
// nothing ("not only", "must be", "no doubt") and ones that say nothing
// is better, which praise; and near variants that do negate, or use the
// words literally.
func TestIdiomsNotNegation(t *testing.T) {
	tests := []struct{ lang, text string }{
		{"ja", "この店は料理だけでなくサービスも良かった。"},
		{"ja", "料理だけではなく、サービスも良い。"},
		{"ja", "これは美味しいに違いない。"},
		{"ja", "美味しいに違いありません。"},
		{"ja", "間違いなく美味しい。"},
		{"tr", "Yemek sadece lezzetli değil, aynı zamanda ucuz."},
		{"tr", "Yemek sadece lezzetli değil, ucuz da."},
		{"tr", "Bundan iyisi yok."},
		{"tr", "Bundan güzeli yok."},
		{"ko", "음식뿐만 아니라 서비스도 좋았어요."},
		{"en", "Not only tasty but also cheap."},
		{"en", "It was not just good, it was great."},
		{"en", "Without a doubt the best pizza in town."},
		{"en", "Nothing beats this place."},
		{"en", "You can't beat the prices here."},
		{"en", "You cannot beat the prices here."},
		{"en", "It doesn't get any better than this."},
		{"en", "Nothing is better than this pizza."},
		{"de", "Nicht nur lecker, sondern auch schön."},
	}
	for _, tc := range tests {
		res := analyseText(t, tc.lang, tc.text)
		for _, e := range res.Expressions {
			if e.Polarity != "positive" {
				t.Errorf("%s %q: %s %q: %s", tc.lang, tc.text, e.Polarity, e.Text, e.Explanation)
			}
		}
		if len(res.Expressions) == 0 {
			t.Errorf("%s %q: no expression", tc.lang, tc.text)
		}
	}
	// "Only" without "not only ... but also" is plain "only", and the
	// negator negates; a comparative denied without a negative
	// quantifier is no extreme.
	for _, tc := range []struct{ lang, text string }{
		{"en", "It didn't get any better."},
		{"en", "It is not better than this."},
		{"tr", "Bundan memnun değilim."},
		{"tr", "Yemek lezzetli değil."},
		{"tr", "Sadece yemek iyi değil."},
		{"tr", "Yalnız tatlı güzel değildi."},
		{"ja", "料理は美味しくない。"},
		{"ja", "この料理だけは美味しくない。"},
		{"ko", "이 식당은 음식뿐 좋지 않다."},
	} {
		res := analyseText(t, tc.lang, tc.text)
		if len(res.Expressions) == 0 || res.Expressions[0].Polarity != "negative" {
			t.Errorf("%s %q: expressions %+v, want negative", tc.lang, tc.text, res.Expressions)
		}
	}
	// "beat" used literally praises nothing.
	for _, text := range []string{"I can't beat this level, it is so frustrating.", "It was hard to beat the traffic."} {
		res := analyseText(t, "en", text)
		for _, e := range res.Expressions {
			if e.Polarity == "positive" {
				t.Errorf("%q: %s %q: %s", text, e.Polarity, e.Text, e.Explanation)
			}
		}
	}
	// The extreme of a fault: "nothing worse than this".
	res := analyseText(t, "tr", "Bundan kötüsü yok.")
	if len(res.Expressions) != 1 || res.Expressions[0].Polarity != "negative" || !strings.Contains(res.Expressions[0].Explanation, "extreme") {
		t.Errorf("Bundan kötüsü yok: expressions %+v, want one negative at its extreme", res.Expressions)
	}
}

// polarityNote is a text with one expression of the polarity given, whose
// explanation holds note.
type polarityNote struct {
	lang, text, polarity string
	note                 string // in the explanation
}

func checkPolarityNote(t *testing.T, tests []polarityNote) {
	t.Helper()
	for _, tc := range tests {
		e, ok := onlyExpression(t, tc.lang, tc.text)
		if !ok {
			continue
		}
		if e.Polarity != tc.polarity || !strings.Contains(e.Explanation, tc.note) {
			t.Errorf("%s %q: %s %q, want %s with %q", tc.lang, tc.text, e.Polarity, e.Explanation, tc.polarity, tc.note)
		}
	}
}

// TestDoubleNegation checks that each negation in scope negates once,
// the negators of one predicate making one where the language has
// negative concord, and that a denied fault whose opposite is praise is
// mild praise (litotes) where the negator is the word's own.
func TestDoubleNegation(t *testing.T) {
	tests := []polarityNote{
		{"en", "It's not that it isn't good.", "positive", "cancel out"},
		{"en", "I can't say I didn't enjoy it.", "positive", "cancel out"},
		// English has no negative concord: two negators, two negations.
		{"en", "It was never not good.", "positive", "cancel out"},
		// A negating verb is a predicate of its own.
		{"en", "The film doesn't lack charm.", "positive", "cancel out"},
		{"en", "The film lacks charm.", "negative", "negates it"},
		// A negator's scope ends at an adverbial subordinator: one
		// negation, not two.
		{"en", "I can't use it because it is not compatible.", "negative", "negates it"},
		{"en", "The movie was not bad.", "positive", "mild praise"},
		{"en", "It's not that bad.", "positive", "mild praise"},
		{"en", "I am not unhappy.", "positive", "mild praise"},
		{"de", "Ich bin nicht unglücklich.", "positive", "mild praise"},
		{"en", "The hotel was not unfriendly.", "positive", "mild praise"},
		{"es", "La comida no era mala.", "positive", "mild praise"},
		// A satellite "bad" whose derived noun is the opposite of
		// "goodness": "schlecht", "kötü", "悪い".
		{"de", "Das ist nicht schlecht.", "positive", "mild praise"},
		{"de", "Gar nicht schlecht.", "positive", "mild praise"},
		{"tr", "Kötü değil.", "positive", "mild praise"},
		{"ja", "悪くなかった。", "positive", "mild praise"},
		// A predicate after a copula, tagged a noun.
		{"it", "Non è male.", "positive", "mild praise"},
		// A denied fault made praise is no excess.
		{"en", "The price is not too bad.", "positive", "mild praise"},
		// Not litotes: a negated verb's negator is often a quantifier's.
		{"en", "Nobody hates this movie.", "negative", "negates it"},
		{"es", "No todas se odian por todo.", "negative", "negates it"},
		// "no es que" denies the clause it opens, over the copula.
		{"es", "No es que sea malo.", "negative", "'No' negates it"},
		// Not litotes: a satellite of "bad" stays a fainter fault, and
		// so does a fault the negator does not directly deny.
		{"en", "The movie was not terrible.", "negative", "negates it"},
		{"en", "I don't think the food is bad.", "negative", "negates it"},
		// Concord: one negation however many negators.
		{"fr", "Le service n'était pas bon.", "negative", "negates it"},
		{"es", "No es nada bueno.", "negative", "negates it"},
		{"tr", "Hiç iyi değil.", "negative", "negates it"},
		// A prefix the tagger strips is no inflection: "unfreundlich" is
		// not "freundlich".
		{"de", "Das Personal war unfreundlich.", "negative", "'unfreundlich' is negative"},
	}
	checkPolarityNote(t, tests)
	// The rules' own score (the document model, where there is one, may
	// weigh the words otherwise): "not bad" above "not terrible".
	bad := analyseText(t, "en", "The movie was not bad.")
	terrible := analyseText(t, "en", "The movie was not terrible.")
	if bad.Positive == 0 || terrible.Positive != 0 {
		t.Errorf("not bad: +%.2f -%.2f; not terrible: +%.2f -%.2f", bad.Positive, bad.Negative, terrible.Positive, terrible.Negative)
	}
}

// TestNegationScope checks where a negator's scope ends: it crosses the
// object clause of a verb of thinking or saying (neg-raising: "I don't
// think that it is good" says it is not good), and a conjunction between
// words of one predicate ("not good or cheap"), but not a conjunct with
// a predicate or subject of its own ("... and the service was bad").
func TestNegationScope(t *testing.T) {
	tests := []struct {
		lang, text string
		positive   bool // any positive expression wanted
	}{
		{"en", "I don't think that it is good.", false},
		{"en", "I do not believe that the food was good.", false},
		{"en", "I wouldn't say that it was great.", false},
		{"es", "No creo que sea bueno.", false},
		{"es", "No pienso que la comida sea buena.", false},
		{"pt", "Não acho que seja bom.", false},
		{"it", "Non penso che sia buono.", false},
		{"en", "The food was not good and the service was bad.", false},
		{"es", "La comida no era buena y el servicio era malo.", false},
		{"fr", "Le repas n'était pas bon et le service était mauvais.", false},
		{"en", "I didn't like the food and the room was dirty.", false},
		{"en", "It was not good or cheap.", false},
		// A complementizer opens an object clause whatever the verb, and
		// a comma before it ends no clause.
		{"es", "No me parece que sea bueno.", false},
		{"es", "No estoy seguro de que sea bueno.", false},
		{"en", "I'm not sure that it is good.", false},
		{"de", "Ich glaube nicht, dass es gut ist.", false},
		// Not neg-raising: an adverbial clause has its own polarity.
		{"en", "I can't sleep because it is so good.", true},
	}
	for _, tc := range tests {
		res := analyseText(t, tc.lang, tc.text)
		got := slices.Contains(polarities(res), "positive")
		if len(res.Expressions) == 0 || got != tc.positive {
			t.Errorf("%s %q: expressions %+v, want positive %v", tc.lang, tc.text, res.Expressions, tc.positive)
		}
		for _, e := range res.Expressions {
			if strings.Contains(e.Explanation, "mild praise") {
				t.Errorf("%s %q: %q: a negator of another conjunct read as litotes", tc.lang, tc.text, e.Explanation)
			}
		}
	}
}

// TestIntensifierPlacement checks a post-posed Arabic and Thai
// intensifier, and a Chinese intensifier the segmenter left on its
// adjective.
func TestIntensifierPlacement(t *testing.T) {
	tests := []struct {
		lang, text, polarity, reason, target, note string
	}{
		{"ar", "الطعام جيد جدا", "positive", "جيد", "food", "'جدا' strengthens it"},
		{"ar", "الخدمة سيئة جدا", "negative", "سيئة", "service", "'جدا' strengthens it"},
		{"ar", "الاكل حلو مره", "positive", "حلو", "food", "'مره' strengthens it"},
		{"th", "อาหารอร่อยมาก", "positive", "อร่อย", "อาหาร", "'มาก' strengthens it"},
		{"th", "อาหารแย่มาก", "negative", "แย่", "food", "'มาก' strengthens it"},
		{"th", "บริการแย่", "negative", "แย่", "บริการ", ""},
		{"zh-CN", "服务很差。", "negative", "很差", "服务", "'很' strengthens it"},
		{"zh-TW", "服務很差。", "negative", "很差", "service", "'很' strengthens it"},
	}
	for _, tc := range tests {
		e, ok := onlyExpression(t, tc.lang, tc.text)
		if !ok {
			continue
		}
		if e.Polarity != tc.polarity || !slices.Equal(e.Reasons, []string{tc.reason}) ||
			len(e.Targets) == 0 || e.Targets[0] != tc.target || !strings.Contains(e.Explanation, tc.note) {
			t.Errorf("%s %q: %s reasons %q targets %q (%s), want %s %q %q %q",
				tc.lang, tc.text, e.Polarity, e.Reasons, e.Targets, e.Explanation, tc.polarity, tc.reason, tc.target, tc.note)
		}
	}
	// A word the lexicon knows whole as an adverb is no intensifier on
	// a word: "最近" is "recently", "最后" "finally".
	for _, text := range []string{"我最近很忙。", "最后很好。"} {
		for _, e := range analyseText(t, "zh-CN", text).Expressions {
			if strings.Contains(e.Explanation, "'最' strengthens") {
				t.Errorf("zh-CN %q: %q", text, e.Explanation)
			}
		}
	}
}

// TestExcessWords checks an excess word ("too") and the ambiguous ones
// kept as intensifiers ("demasiado" is also "very"): before a negative
// word each strengthens it.
func TestExcessWords(t *testing.T) {
	tests := []polarityNote{
		{"es", "Está demasiado bueno.", "positive", "'demasiado' strengthens it"},
		{"es", "Es demasiado caro.", "negative", "'demasiado' strengthens it"},
		{"en", "The room is too small.", "negative", ""},
		{"en", "The room was too dirty.", "negative", "'too' strengthens it"},
	}
	checkPolarityNote(t, tests)
}

// TestComparativeCase checks that a comparative is found by the lexicon
// whatever its case ("Better" at the start of a sentence).
func TestComparativeCase(t *testing.T) {
	pack, err := embedded().Language("en")
	if err != nil {
		t.Fatal(err)
	}
	core, err := embedded().Families()
	if err != nil {
		t.Fatal(err)
	}
	m, err := modelFor("en", pack, core)
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range []string{"better", "Better", "BETTER"} {
		if !m.comparative(&doc.Token{Text: w, Kind: doc.Word}) {
			t.Errorf("%q: not comparative", w)
		}
	}
}

// TestGrammarRow checks the properties of a shifter file's grammar row.
func TestGrammarRow(t *testing.T) {
	for _, tc := range []struct {
		lang                   string
		negConcord, unknownNns bool
	}{{"en", false, false}, {"de", false, false}, {"es", true, false}, {"ps-AF", true, true}} {
		m, err := buildModel(tc.lang, nil, nil)
		if err != nil {
			t.Fatal(err)
		}
		if m.negConcord != tc.negConcord || m.unknownNouns != tc.unknownNns {
			t.Errorf("%s: concord %v unknown nouns %v, want %v %v", tc.lang, m.negConcord, m.unknownNouns, tc.negConcord, tc.unknownNns)
		}
	}
	m := &model{}
	if err := m.setGrammar("xx", "no-such"); err == nil {
		t.Error("unknown grammar property: no error")
	}
}

// TestAdverbFamily checks the adjective family lent to a word tagged an
// adverb: only to the adjective's bare form ("Der Film war schlecht"),
// not to an inflected form the tagger misread as an adverb ("ne Kanne
// starken Kaffee"), whose tag and reading may both be wrong.
func TestAdverbFamily(t *testing.T) {
	m := &model{lang: "de"}
	adverb := func(text, lemma string, adjFamily uint32) doc.Token {
		return doc.Token{Text: text, Lemma: lemma, POS: "ADV", Kind: doc.Word, Readings: []doc.Reading{
			{Lemma: lemma, POS: "ADV"}, {Lemma: lemma, POS: "ADJ", Families: []uint32{adjFamily}}}}
	}
	for _, tc := range []struct {
		tok  doc.Token
		want uint32
	}{
		{adverb("schlecht", "schlecht", 6202), 6202},
		{adverb("Stark", "stark", 8308), 8308},
		{adverb("starken", "stark", 8308), 0},
	} {
		if got := m.family(&tc.tok); got != tc.want {
			t.Errorf("%q: family %d, want %d", tc.tok.Text, got, tc.want)
		}
	}
}

// TestWritersFace checks which emoji a negator leaves alone: only one
// after the last word of its clause with a word other than a shifter
// before it ("nicht gearbeitet :-)"), not one right after a negator ("Not
// 👍") or with words after it ("Kein 👍 von mir").
func TestWritersFace(t *testing.T) {
	word := func(text string) doc.Token { return doc.Token{Text: text, Kind: doc.Word} }
	face := doc.Token{Text: "👍", Kind: doc.Word, Class: doc.ClassEmoji}
	dot := doc.Token{Text: ".", Kind: doc.Punctuation}
	for _, tc := range []struct {
		toks  []doc.Token
		roles []shiftKind
		i     int
		want  bool
	}{
		{[]doc.Token{word("nicht"), word("gearbeitet"), face}, []shiftKind{negator, noShift, noShift}, 2, true},
		{[]doc.Token{word("nicht"), word("gearbeitet"), face, face, dot}, []shiftKind{negator, noShift, noShift, noShift, noShift}, 2, true},
		{[]doc.Token{word("Not"), face}, []shiftKind{negator, noShift}, 1, false},
		{[]doc.Token{word("Kein"), face, word("von"), word("mir"), dot}, []shiftKind{negator, noShift, noShift, noShift, noShift}, 1, false},
		{[]doc.Token{word("gut")}, []shiftKind{noShift}, 0, false},
	} {
		if got := writersFace(tc.toks, tc.roles, tc.i, 0, len(tc.toks)); got != tc.want {
			t.Errorf("%v at %d: %v, want %v", tc.toks, tc.i, got, tc.want)
		}
	}
}

// TestNounDependent checks the guard on reading a predicate noun as the
// adjective of its form: a preposition after it, or a noun coordinated
// with it, make it a real noun ("была дорогой к дому", "Były drogi i
// mosty"); the end of the sentence does not ("Номер был дорогой.").
func TestNounDependent(t *testing.T) {
	tok := func(text, pos string) doc.Token { return doc.Token{Text: text, POS: pos} }
	for _, tc := range []struct {
		toks []doc.Token
		want bool
	}{
		{[]doc.Token{tok("была", "AUX"), tok("дорогой", "NOUN"), tok("к", "ADP"), tok("дому", "NOUN")}, true},
		{[]doc.Token{tok("Były", "AUX"), tok("drogi", "NOUN"), tok("i", "CCONJ"), tok("mosty", "NOUN")}, true},
		{[]doc.Token{tok("был", "AUX"), tok("дорогой", "NOUN"), tok(".", "PUNCT")}, false},
		{[]doc.Token{tok("был", "AUX"), tok("дорогой", "NOUN"), tok("и", "CCONJ"), tok("тесный", "ADJ")}, false},
	} {
		if got := nounDependent(tc.toks, 1); got != tc.want {
			t.Errorf("%s %s: %v, want %v", tc.toks[1].Text, tc.toks[2].Text, got, tc.want)
		}
	}
}
