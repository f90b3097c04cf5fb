package entities

import (
	"bytes"
	"context"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/internal/packtest"
	"github.com/argot-nlp/argot/lexdata"
	"github.com/argot-nlp/argot/packs/en"
	"github.com/argot-nlp/argot/tokenize"
)

// testGazetteer is a small English gazetteer.
func testGazetteer() *Gazetteer {
	g := NewGazetteer()
	g.Add([]string{"france"}, " ", GazCountry, 3017382)
	g.Add([]string{"paris"}, " ", GazCity|GazGiven, 2988507)
	g.Add([]string{"new", "york"}, " ", GazCity, 5128581)
	g.Add([]string{"john"}, " ", GazGiven, 0)
	g.Add([]string{"smith"}, " ", GazSurname, 0)
	g.Add([]string{"acme"}, " ", GazOrg, 0)
	return g
}

// testLanguage makes an English language pack holding only a SectionNER.
func testLanguage(t testing.TB, section []byte) *lexdata.Language {
	t.Helper()
	return packtest.Language(t, map[string][]byte{lexdata.SectionMeta: lexdata.Meta{Language: "en", Builder: "test"}.Marshal(), SectionNER: section})
}

func analyzeWith(t testing.TB, l *lexdata.Language, text string) *doc.Document {
	t.Helper()
	tk, err := tokenize.New("en")
	if err != nil {
		t.Fatal(err)
	}
	d := &doc.Document{Text: text, Lang: "en", Sentences: tk.Tokenize(text)}
	if err := testStage(t).Run(context.Background(), d, l); err != nil {
		t.Fatal(err)
	}
	return d
}

// namedOf returns the named entities of d as "types|name|kb|mentions".
func namedOf(d *doc.Document) []string {
	var out []string
	for _, e := range d.Entities {
		switch e.Types[0] {
		case TypePerson, TypeOrganization, TypePlace:
		default:
			continue
		}
		var ms []string
		for _, m := range e.Mentions {
			ms = append(ms, m.Text)
		}
		out = append(out, strings.Join(e.Types, "+")+"|"+e.Name+"|"+e.KBID+"|"+strings.Join(ms, ","))
	}
	return out
}

func TestNamedGazetteerRules(t *testing.T) {
	l := testLanguage(t, EncodeNER(testGazetteer(), nil))
	tests := []struct {
		text string
		want []string
	}{
		{"Yesterday John Smith flew to France. Later Smith visited Acme in New York.", []string{
			"person|John Smith||John Smith,Smith",
			"place+organization|France|geonames:3017382|France",
			"organization|Acme||Acme",
			"place|New York|geonames:5128581|New York",
		}},
		// A partial mention before the full name joins it.
		{"We met Smith. Then John Smith called.", []string{"person|John Smith||Smith,John Smith"}},
		// Lower-case common text has no names, even where words are in
		// the gazetteer.
		{"john said the smith in paris sells acme tools in france.", nil},
	}
	for _, tt := range tests {
		if got := namedOf(analyzeWith(t, l, tt.text)); !slices.Equal(got, tt.want) {
			t.Errorf("%q:\n got %q\nwant %q", tt.text, got, tt.want)
		}
	}
}

// trainTiny trains a model on a few repeated sentences.
func trainTiny(t testing.TB, g *Gazetteer) *NERModel {
	t.Helper()
	raw := []struct{ text, tags string }{
		{"John Smith visited France today .", "B-PER I-PER O B-LOC O O"},
		{"Mary Jones works for Acme in Paris .", "B-PER I-PER O O B-ORG O B-LOC O"},
		{"The company Acme opened in New York .", "O O B-ORG O O B-LOC I-LOC O"},
		{"She said the weather was fine .", "O O O O O O O"},
		{"Jones met Smith in France .", "B-PER O B-PER O B-LOC O"},
	}
	var sents []NERTrainSentence
	for range 3 {
		for _, r := range raw {
			forms := strings.Fields(r.text)
			sents = append(sents, NERTrainSentence{Tokens: NERTokens("en", forms, nil), Tags: strings.Fields(r.tags)})
		}
	}
	m, st, err := TrainNER(sents, NERTrainConfig{Gazetteer: g, Joiner: " ", Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if st.Sentences != 15 || st.Rows == 0 {
		t.Fatalf("stats %+v", st)
	}
	return m
}

func TestNERModel(t *testing.T) {
	g := testGazetteer()
	m := trainTiny(t, g)
	section := EncodeNER(g, m)
	if again := EncodeNER(g, trainTiny(t, g)); !bytes.Equal(section, again) {
		t.Fatal("training is not deterministic")
	}
	g2, m2, err := DecodeNER(section)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(EncodeNER(g2, m2), section) {
		t.Fatal("decode(encode) changed the section")
	}
	forms := strings.Fields("John Smith works for Acme in New York .")
	got := m2.Tag(NERTokens("en", forms, nil), g2, " ")
	want := []NERSpan{{0, 2, 0}, {4, 5, 1}, {6, 8, 2}}
	if !slices.Equal(got, want) {
		t.Errorf("Tag = %v, want %v", got, want)
	}
	l := testLanguage(t, section)
	d := analyzeWith(t, l, "John Smith visited France. Smith liked it.")
	wantNamed := []string{"person|John Smith||John Smith,Smith", "place+organization|France|geonames:3017382|France"}
	if got := namedOf(d); !slices.Equal(got, wantNamed) {
		t.Errorf("stage: got %q, want %q", got, wantNamed)
	}
}

func TestBILOU(t *testing.T) {
	got, err := bilou(strings.Fields("B-PER I-PER O I-LOC B-LOC B-LOC I-LOC I-LOC O B-DATE"))
	if err != nil {
		t.Fatal(err)
	}
	want := []int{nerTag(0, posB), nerTag(0, posL), 0, nerTag(2, posU), nerTag(2, posU),
		nerTag(2, posB), nerTag(2, posI), nerTag(2, posL), 0, 0}
	if !slices.Equal(got, want) {
		t.Errorf("bilou = %v, want %v", got, want)
	}
	if _, err := bilou([]string{"X-PER"}); err == nil {
		t.Error("bad tag accepted")
	}
	if spans := spansOf(want); !slices.Equal(spans, []NERSpan{{0, 2, 0}, {3, 4, 2}, {4, 5, 2}, {5, 8, 2}}) {
		t.Errorf("spansOf = %v", spans)
	}
}

func TestDecodeNERCorrupt(t *testing.T) {
	g := testGazetteer()
	section := EncodeNER(g, trainTiny(t, g))
	for _, bad := range [][]byte{nil, []byte("AGNE"), []byte("XXXX\x01\x00"), []byte("AGNE\x02\x00"),
		section[:len(section)-3], append(slices.Clone(section), 0)} {
		if _, _, err := DecodeNER(bad); !errors.Is(err, ErrCorruptNER) {
			t.Errorf("DecodeNER(%d bytes) = %v, want ErrCorruptNER", len(bad), err)
		}
	}
}

// TestDecodeNERInPlace checks that a gazetteer read in place for a
// joiner, whose steps hold its names, behaves as the decoded one: the same
// names, marks and encoding, for its joiner and another, and after Add.
func TestDecodeNERInPlace(t *testing.T) {
	section := EncodeNER(testGazetteer(), nil)
	lower := strings.Fields("john smith went to new york and paris")
	for _, joiner := range []string{" ", ""} {
		want, _, err := DecodeNER(section)
		if err != nil {
			t.Fatal(err)
		}
		g, _, err := decodeNER(section, joiner, true)
		if err != nil {
			t.Fatal(err)
		}
		if g.entries != nil || g.Len() != want.Len() {
			t.Fatalf("joiner %q: %d names (entries %v), want %d", joiner, g.Len(), g.entries != nil, want.Len())
		}
		checkSameGazetteer(t, g, want)
		for _, j := range []string{joiner, "_"} {
			if got, w := g.marks(lower, j), want.marks(lower, j); !slices.Equal(got, w) {
				t.Errorf("joiner %q, marks for %q: %v, want %v", joiner, j, got, w)
			}
		}
		g.Add([]string{"acme", "corp"}, " ", GazOrg, 0)
		want.Add([]string{"acme", "corp"}, " ", GazOrg, 0)
		checkSameGazetteer(t, g, want)
	}
}

func checkSameGazetteer(t *testing.T, g, want *Gazetteer) {
	t.Helper()
	if !bytes.Equal(g.appendTo(nil), want.appendTo(nil)) {
		t.Error("the gazetteers encode differently")
	}
	for k, e := range want.entries {
		if got, ok := g.Lookup(k); !ok || got != e {
			t.Errorf("Lookup(%q) = %v, %v; want %v", k, got, ok, e)
		}
	}
	if _, ok := g.Lookup("no such name"); ok {
		t.Error("Lookup found a name that is not one")
	}
}

func FuzzDecodeNER(f *testing.F) {
	g := testGazetteer()
	f.Add(EncodeNER(g, nil))
	f.Add(EncodeNER(g, trainTiny(f, g)))
	f.Fuzz(func(t *testing.T, data []byte) {
		g, m, err := DecodeNER(data)
		inPlace, _, errInPlace := decodeNER(data, " ", true)
		if (err == nil) != (errInPlace == nil) {
			t.Fatalf("DecodeNER: %v; in place: %v", err, errInPlace)
		}
		if err != nil {
			return
		}
		if inPlace.Len() != g.Len() || !bytes.Equal(inPlace.appendTo(nil), g.appendTo(nil)) {
			t.Fatal("the gazetteer read in place differs")
		}
		if m != nil {
			m.Tag(NERTokens("en", []string{"John", "Smith"}, nil), g, " ")
			m.Tag(NERTokens("en", []string{"John", "Smith"}, nil), inPlace, " ")
		}
	})
}

// TestNamedEnglishPack runs the English pack's recognizer, when the
// committed pack has one.
func TestNamedEnglishPack(t *testing.T) {
	l, err := lexdata.NewStore(en.FS).Language("en")
	if err != nil {
		t.Fatal(err)
	}
	if !l.Pack().Has(SectionNER) {
		t.Skip("the committed English pack has no " + SectionNER + " section yet")
	}
	d := analyzeWith(t, l, "Barack Obama flew to Germany on Monday. Obama met Angela Merkel in Berlin.")
	got := namedOf(d)
	for _, want := range []string{
		"person|Barack Obama||Barack Obama,Obama",
		"person|Angela Merkel||Angela Merkel",
		"place|Berlin|geonames:2950159|Berlin",
	} {
		if !slices.Contains(got, want) {
			t.Errorf("missing %q in %q", want, got)
		}
	}
	if !slices.ContainsFunc(got, func(s string) bool { return strings.HasPrefix(s, "place+organization|Germany|geonames:") }) {
		t.Errorf("Germany is not a place and organization: %q", got)
	}
	if got := namedOf(analyzeWith(t, l, "the dog ate my homework and then we went for a walk in the park.")); got != nil {
		t.Errorf("named entities in lower-case text: %q", got)
	}
}

// BenchmarkNamedEnglish measures the stage, named entities included, on
// English news text with the English pack.
func BenchmarkNamedEnglish(b *testing.B) {
	l, err := lexdata.NewStore(en.FS).Language("en")
	if err != nil {
		b.Fatal(err)
	}
	if !l.Pack().Has(SectionNER) {
		b.Skip("the committed English pack has no " + SectionNER + " section yet")
	}
	text := strings.Repeat("Barack Obama flew to Germany on Monday, where he met Angela Merkel in Berlin. "+
		"Shares of Apple fell 3% in New York after the company said sales in China slowed. ", 20)
	tk, err := tokenize.New("en")
	if err != nil {
		b.Fatal(err)
	}
	sents := tk.Tokenize(text)
	tokens := 0
	for _, s := range sents {
		tokens += len(s.Tokens)
	}
	st := testStage(b)
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		d := &doc.Document{Text: text, Lang: "en", Sentences: sents}
		if err := st.Run(context.Background(), d, l); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(tokens*b.N)/b.Elapsed().Seconds(), "tokens/s")
}
