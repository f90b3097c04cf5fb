package grammar

import (
	"bytes"
	"context"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/internal/packtest"
	"github.com/argot-nlp/argot/internal/perceptron"
	"github.com/argot-nlp/argot/lexdata"
)

// tiny is a hand-written training corpus: "walks" and "runs" are nouns
// after a determiner and verbs after a noun or pronoun.
var tiny = func() [][]TrainWord {
	var out [][]TrainWord
	parse := func(s string) []TrainWord {
		var ws []TrainWord
		for _, item := range strings.Fields(s) {
			parts := strings.Split(item, "/")
			f := "_"
			if len(parts) > 2 {
				f = parts[2]
			}
			ws = append(ws, TrainWord{Form: parts[0], UPOS: parts[1], Feats: f})
		}
		return ws
	}
	for _, s := range []string{
		"the/DET/Definite=Def|PronType=Art dog/NOUN/Number=Sing walks/VERB/Number=Sing|Person=3|Tense=Pres .",
		"a/DET/Definite=Ind|PronType=Art cat/NOUN/Number=Sing runs/VERB/Number=Sing|Person=3|Tense=Pres .",
		"the/DET/Definite=Def|PronType=Art walks/NOUN/Number=Plur were/AUX/Mood=Ind|Tense=Past long/ADJ/Degree=Pos .",
		"the/DET/Definite=Def|PronType=Art runs/NOUN/Number=Plur were/AUX/Mood=Ind|Tense=Past short/ADJ/Degree=Pos .",
		"she/PRON/Case=Nom|Number=Sing|Person=3|PronType=Prs walks/VERB/Number=Sing|Person=3|Tense=Pres home/ADV .",
		"dogs/NOUN/Number=Plur run/VERB/Tense=Pres .",
		"cats/NOUN/Number=Plur walk/VERB/Tense=Pres .",
		// Without the full stop, like TestStageCorrections's sentence.
		"the/DET/Definite=Def|PronType=Art walks/NOUN/Number=Plur were/AUX/Mood=Ind|Tense=Past short/ADJ/Degree=Pos",
	} {
		s = strings.ReplaceAll(s, " .", " ./PUNCT")
		out = append(out, parse(s))
	}
	return out
}()

// tinyLexicon gives the parts of speech TestStage's readings have to the
// ambiguous words of tiny, so that the model learns with lexicon features.
func tinyLexicon(form string) []lexdata.Analysis {
	var pos []string
	switch form {
	case "walks":
		pos = []string{"VERB", "ADJ", "NOUN"}
	case "runs":
		pos = []string{"VERB", "NOUN"}
	}
	out := make([]lexdata.Analysis, len(pos))
	for i, p := range pos {
		out[i].Lexeme.POS = p
	}
	return out
}

func trainTiny(t testing.TB) *Model {
	t.Helper()
	var corpus [][]TrainWord
	for range 5 {
		corpus = append(corpus, tiny...)
	}
	m, _, err := Train(corpus, TrainConfig{Lang: "en", Epochs: 5, HashBits: 16, Seed: 1, Lookup: tinyLexicon})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func TestTrainLearnsTinyCorpus(t *testing.T) {
	tg := NewTagger(nil, trainTiny(t))
	for _, sent := range tiny {
		words := make([]string, len(sent))
		for i, w := range sent {
			words[i] = w.Form
		}
		for i, tag := range tg.Tag(words) {
			if tag.UPOS != sent[i].UPOS {
				t.Errorf("%v: %q tagged %s, want %s", words, words[i], tag.UPOS, sent[i].UPOS)
			}
			want := sent[i].Feats
			if want == "_" {
				want = ""
			}
			if got := strings.Join(tag.Feats, "|"); got != want {
				t.Errorf("%v: %q features %q, want %q", words, words[i], got, want)
			}
		}
	}
	// Unseen words fall back on endings and context.
	tags := NewTagger(nil, trainTiny(t)).Tag([]string{"the", "birds", "were", "short", "."})
	if tags[1].UPOS != "NOUN" || strings.Join(tags[1].Feats, "|") != "Number=Plur" {
		t.Errorf("unseen plural noun: %+v", tags[1])
	}
}

func TestAveraging(t *testing.T) {
	// Bucket 1 gains 2 for tag 3 at step 1 and loses 1 at step 5, read
	// at step 11: the average over the steps is 2 - (1*2 + -1*5)/11.
	weights := perceptron.NewDense(len(UPOS), 1)
	weights.Update([]uint32{1, 1}, 3, -1)
	for range 4 {
		weights.Step()
	}
	weights.Update([]uint32{1}, 4, 3)
	for range 6 {
		weights.Step()
	}
	m := &Model{hashBits: 1}
	if rows := m.setWeights(weights, 10); rows != 1 {
		t.Fatalf("rows = %d, want 1", rows)
	}
	got := m.row(1)
	const want = 81 // round((1 + 3/11) * 64)
	if got == nil || got[3] != want {
		t.Fatalf("averaged weight = %v, want about %d", got, want)
	}
	if m.row(0) != nil {
		t.Error("empty bucket kept")
	}
}

func TestModelRoundTripAndDeterminism(t *testing.T) {
	m := trainTiny(t)
	data, err := m.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	again, _ := trainTiny(t).MarshalBinary()
	if !bytes.Equal(data, again) {
		t.Fatal("two trainings gave different bytes")
	}
	m2, err := DecodeModel(data)
	if err != nil {
		t.Fatal(err)
	}
	data2, _ := m2.MarshalBinary()
	if !bytes.Equal(data, data2) {
		t.Fatal("decode/encode changed the bytes")
	}
	words := []string{"the", "dog", "walks", "."}
	if a, b := NewTagger(nil, m).Tag(words), NewTagger(nil, m2).Tag(words); !slices.EqualFunc(a, b, func(x, y Tag) bool {
		return x.UPOS == y.UPOS && slices.Equal(x.Feats, y.Feats)
	}) {
		t.Errorf("decoded model tags %v, original %v", b, a)
	}
}

func TestDecodeCorrupt(t *testing.T) {
	data, _ := trainTiny(t).MarshalBinary()
	for n := range len(data) {
		if _, err := DecodeModel(data[:n]); !errors.Is(err, ErrCorrupt) {
			t.Fatalf("truncated to %d bytes: err = %v", n, err)
		}
	}
	if _, err := DecodeModel(append(slices.Clone(data), 0)); !errors.Is(err, ErrCorrupt) {
		t.Errorf("trailing byte: err = %v", err)
	}
}

func FuzzTaggerSection(f *testing.F) {
	data, _ := trainTiny(f).MarshalBinary()
	f.Add(data)
	f.Add([]byte("AGTG\x01\x05\x00"))
	f.Add([]byte("AGTG\x02\x05\x00"))
	v1 := trainTiny(f)
	v1.version, v1.dict = 1, keyTable{}
	data, _ = v1.MarshalBinary()
	f.Add(data)
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := DecodeModel(data)
		if err != nil {
			if !errors.Is(err, ErrCorrupt) {
				t.Fatalf("error does not wrap ErrCorrupt: %v", err)
			}
			return
		}
		NewTagger(nil, m).Tag([]string{"the", "dog", "walks", "."})
	})
}

// packWith builds a language pack holding meta and the given tagger.
func packWith(t *testing.T, m *Model) *lexdata.Language {
	t.Helper()
	sections := map[string][]byte{lexdata.SectionMeta: lexdata.Meta{Language: "en"}.Marshal()}
	if m != nil {
		data, err := m.MarshalBinary()
		if err != nil {
			t.Fatal(err)
		}
		sections[SectionTagger] = data
	}
	return packtest.Language(t, sections)
}

func TestStage(t *testing.T) {
	lang := packWith(t, trainTiny(t))
	verb := doc.Reading{Lexeme: 1, Lemma: "walk", POS: "VERB", Families: []uint32{10, 11}}
	noun := doc.Reading{Lexeme: 2, Lemma: "walk", POS: "NOUN", Families: []uint32{20, 21}}
	other := doc.Reading{Lexeme: 3, Lemma: "walking", POS: "ADJ"}
	d := &doc.Document{Lang: "en", Sentences: []doc.Sentence{{Tokens: []doc.Token{
		{Text: "The", Kind: doc.Word},
		{Text: "walks", Kind: doc.Word, Readings: []doc.Reading{verb, other, noun}, Lexeme: 1, Lemma: "walk", POS: "VERB", Family: 10},
		{Text: "were", Kind: doc.Word},
		{Text: "long", Kind: doc.Word, Readings: []doc.Reading{verb}, Lexeme: 1, Lemma: "walk", POS: "VERB", Family: 10},
		{Text: "!", Kind: doc.Punctuation, Class: doc.ClassPunct},
	}}}}
	if err := NewStage().Run(context.Background(), d, lang); err != nil {
		t.Fatal(err)
	}
	toks := d.Sentences[0].Tokens
	w := toks[1]
	if w.POS != "NOUN" || w.Lexeme != 2 || w.Family != 20 || w.Lemma != "walk" || strings.Join(w.Features, "|") != "Number=Plur" {
		t.Errorf("walks: %+v", w)
	}
	if got := []uint32{w.Readings[0].Lexeme, w.Readings[1].Lexeme, w.Readings[2].Lexeme}; !slices.Equal(got, []uint32{2, 1, 3}) {
		t.Errorf("readings order %v, want [2 1 3]", got)
	}
	if l := toks[3]; l.POS != "ADJ" || l.Lexeme != 0 || l.Family != 0 || l.Lemma != "long" || len(l.Readings) != 1 {
		t.Errorf("long (no fitting reading): %+v", l)
	}
	if toks[0].POS != "DET" || toks[0].Lemma != "the" {
		t.Errorf("The: %+v", toks[0])
	}
	if toks[4].POS != "PUNCT" {
		t.Errorf("!: %+v", toks[4])
	}
	// Without a tagger section: rules.
	d.Sentences[0].Tokens = []doc.Token{{Text: "Hello", Kind: doc.Word}, {Text: "Oslo", Kind: doc.Word}, {Text: "42", Kind: doc.Numeral, Class: doc.ClassNumber}}
	if err := NewStage().Run(context.Background(), d, packWith(t, nil)); err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, tok := range d.Sentences[0].Tokens {
		got = append(got, tok.POS)
	}
	if !slices.Equal(got, []string{"NOUN", "PROPN", "NUM"}) {
		t.Errorf("rule tags %v", got)
	}
}

func TestCharClass(t *testing.T) {
	for w, want := range map[string]string{
		".": "PUNCT", "?!": "PUNCT", "3.5": "NUM", "1,000": "NUM", "$": "SYM", "%": "PUNCT", "+": "SYM",
		"word": "", "A4": "", "": "",
	} {
		if got := charClass(w); got != want {
			t.Errorf("charClass(%q) = %q, want %q", w, got, want)
		}
	}
}

func TestStageCorrections(t *testing.T) {
	lang := packWith(t, trainTiny(t))
	d := &doc.Document{Lang: "en", Sentences: []doc.Sentence{{Tokens: []doc.Token{
		{Text: "the", Kind: doc.Word},
		{Text: "wa", Kind: doc.Word, Corrected: "walks", CorrectedSpan: 2},
		{Text: "lks", Kind: doc.Word},
		{Text: "were", Kind: doc.Word},
		{Text: "long", Kind: doc.Word},
	}}}}
	if err := NewStage().Run(context.Background(), d, lang); err != nil {
		t.Fatal(err)
	}
	toks := d.Sentences[0].Tokens
	if toks[1].POS != "NOUN" || toks[1].Lemma != "walks" {
		t.Errorf("corrected chunk: %+v", toks[1])
	}
	if toks[2].POS != "" {
		t.Errorf("spanned chunk tagged: %+v", toks[2])
	}
	if toks[3].POS != "AUX" {
		t.Errorf("were: %+v", toks[3])
	}
}

func TestTagDictionary(t *testing.T) {
	var corpus [][]TrainWord
	for range 10 {
		corpus = append(corpus, tiny...)
	}
	dict := tagDictionary(corpus, "en")
	m := &Model{version: ModelVersion, dict: dict}
	// "the" (30 times DET) and "." (70 times PUNCT) qualify; "walks"
	// (NOUN and VERB) and "dog" (10 times) do not.
	for word, want := range map[string]int{"the": uposIndex("DET"), ".": uposIndex("PUNCT"), "walks": -1, "dog": -1} {
		if got := m.dictTag(word); got != want {
			t.Errorf("dictTag(%q) = %d, want %d", word, got, want)
		}
	}
	// A trained model carries the dictionary through its section.
	data, err := trainTiny(t).MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	m2, err := DecodeModel(data)
	if err != nil {
		t.Fatal(err)
	}
	if m2.dictTag(".") != uposIndex("PUNCT") {
		t.Errorf("decoded model: dictTag(\".\") = %d", m2.dictTag("."))
	}
}

// TestVersion1 checks that a section of format version 1 still decodes
// and tags with the features of version 1.
func TestVersion1(t *testing.T) {
	m := trainTiny(t)
	m.version, m.dict = 1, keyTable{}
	data, err := m.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	if data[len(modelMagic)] != 1 {
		t.Fatalf("version byte %d, want 1", data[len(modelMagic)])
	}
	m1, err := DecodeModel(data)
	if err != nil {
		t.Fatal(err)
	}
	if m1.version != 1 || len(m1.dict.keys) != 0 {
		t.Fatalf("decoded version %d with %d dictionary entries", m1.version, len(m1.dict.keys))
	}
	// (The weights were trained for version 2: only the tagging itself,
	// not its result, is checked.)
	if tags := NewTagger(nil, m1).Tag([]string{"the", "dog", "walks", "."}); len(tags) != 4 {
		t.Errorf("version 1 tags: %+v", tags)
	}
	words := []string{"the", "dog", "walks"}
	lex := make([]lexInfo, len(words))
	for i := range lex {
		lex[i].first = -1
	}
	v1, v2 := prepare(words, words, lex, 1), prepare(words, words, lex, 2)
	if len(v1.static[1]) >= len(v2.static[1]) {
		t.Errorf("version 1 has %d static features, version 2 %d: want fewer", len(v1.static[1]), len(v2.static[1]))
	}
	if d1, d2 := dynamic(nil, v1, 1, 0, -1), dynamic(nil, v2, 1, 0, -1); len(d1) >= len(d2) {
		t.Errorf("version 1 has %d dynamic features, version 2 %d: want fewer", len(d1), len(d2))
	}
}

func TestScripts(t *testing.T) {
	for w, want := range map[string]string{
		"word": "", "3.5": "", "": "",
		"食べる":     "CH",
		"コンピュータ":  "K",
		"東京タワー":   "CK",
		"학교에서":    "G",
		"ภาษาไทย": "T",
		"café":    "L",
		"a東bのcアd": "LCLH", // capped at four runs
	} {
		if got := scripts(w); got != want {
			t.Errorf("scripts(%q) = %q, want %q", w, got, want)
		}
	}
}

// TestVersion3 checks that format version 3 adds the long-suffix, script
// and Hangul features to version 2's, and that a version 2 section still
// tags with version 2's features.
func TestVersion3(t *testing.T) {
	words := []string{"학교에서", "공부한다"}
	lex := []lexInfo{{first: -1}, {first: -1}}
	v2, v3 := prepare(words, words, lex, 2), prepare(words, words, lex, 3)
	for i := range words {
		// Two suffixes, the scripts of the word and of its one
		// neighbour, the next words' dictionary tags, the lexicon's
		// first readings, the final consonant.
		if got, want := len(v3.static[i])-len(v2.static[i]), 7; got != want {
			t.Errorf("word %d: version 3 adds %d features, want %d", i, got, want)
		}
	}
	m := trainTiny(t)
	m.version = 2
	data, err := m.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	m2, err := DecodeModel(data)
	if err != nil || m2.version != 2 {
		t.Fatalf("version 2 section: %v, version %d", err, m2.version)
	}
	if tags := NewTagger(nil, m2).Tag([]string{"the", "dog", "walks", "."}); len(tags) != 4 {
		t.Errorf("version 2 tags: %+v", tags)
	}
}

// TestSecondPass checks that format version 4's second pass adds the
// scores of the predicted tags around a word, chiefly those of the words
// after it, to the first pass's; that it survives encoding; and that a
// version 3 section, which has none, still decodes and tags.
func TestSecondPass(t *testing.T) {
	m := trainTiny(t)
	if m.version != 4 {
		t.Fatalf("trained version %d, want 4", m.version)
	}
	words := []string{"the", "dog", "walks", "."}
	before := NewTagger(nil, m).Tag(words)
	// A heavy second-pass row for "the next word is PUNCT" that favours
	// ADJ must turn "walks", and only it, into an adjective.
	f := rightContext(nil, prepare(words, words, make([]lexInfo, len(words)), m.version), 2, []int{uposIndex("DET"), uposIndex("NOUN"), uposIndex("VERB"), uposIndex("PUNCT")})
	if len(f) != 9 {
		t.Fatalf("%d second-pass features, want 9", len(f))
	}
	var w [numTags]int16
	w[uposIndex("ADJ")] = 30000
	rows := []perceptron.Row{{Key: f[0] & (1<<m.hashBits - 1), W: w[:]}}
	m.right.set(rows)
	after := NewTagger(nil, m).Tag(words)
	for i := range words {
		want := before[i].UPOS
		if i == 2 {
			want = "ADJ"
		}
		if i < 3 && after[i].UPOS != want {
			t.Errorf("word %d %q: %s after the second pass, want %s", i, words[i], after[i].UPOS, want)
		}
	}
	data, err := m.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	m4, err := DecodeModel(data)
	if err != nil || m4.right.len() != 1 || *m4.right.row(rows[0].Key) != w {
		t.Fatalf("version 4 section: %v, %d second-pass rows", err, m4.right.len())
	}
	m.version = 3
	if data, err = m.MarshalBinary(); err != nil {
		t.Fatal(err)
	}
	m3, err := DecodeModel(data)
	if err != nil || m3.version != 3 || m3.right.len() != 0 {
		t.Fatalf("version 3 section: %v, version %d, %d second-pass rows", err, m3.version, m3.right.len())
	}
	if tags := NewTagger(nil, m3).Tag(words); tags[2].UPOS != before[2].UPOS {
		t.Errorf("version 3 tags %+v, want %+v", tags, before)
	}
}
