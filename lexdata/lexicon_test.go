package lexdata_test

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/argot-nlp/argot/internal/packtest"
	"github.com/argot-nlp/argot/lexdata"
)

// testLexicon builds a pack with lexicon sections for lang.
func testLexicon(t testing.TB, lang string, flags lexdata.FormsFlags) *lexdata.Language {
	t.Helper()
	lexemes := []lexdata.Lexeme{
		{ID: 1, Lemma: "Haus", POS: "NOUN", Families: []uint32{100, 101}},
		{ID: 2, Lemma: "dog", POS: "NOUN", Families: []uint32{46360, 90107}},
		{ID: 3, Lemma: "dog", POS: "VERB", Families: []uint32{31747}},
		{ID: 4, Lemma: "go", POS: "VERB", Families: []uint32{22460}},
		{ID: 5, Lemma: "the", POS: "DET"},
		{ID: 6, Lemma: "tür", POS: "NOUN", Families: []uint32{200}},
		{ID: 7, Lemma: "wgo", POS: "PROPN"}, // a treebank word without a family
		{ID: 8, Lemma: "צפור", POS: "NOUN", Families: []uint32{300}},
	}
	keys := []string{"dog", "dogs", "go", "haus", "häuser", "the", "tür", "went", "wgo", "צפור"}
	postings := [][]lexdata.FormPosting{
		{{Lexeme: 2, Feature: 1}, {Lexeme: 3}},
		{{Lexeme: 2, Feature: 2}},
		{{Lexeme: 4}},
		{{Lexeme: 1}},
		{{Lexeme: 1, Feature: 2}},
		{{Lexeme: 5}},
		{{Lexeme: 6}},
		{{Lexeme: 4, Feature: 3}},
		{{Lexeme: 7}},
		{{Lexeme: 8}},
	}
	bundles := []string{"", "Number=Sing", "Number=Plur", "Tense=Past|VerbForm=Fin"}
	rules := []lexdata.SuffixRule{{Strip: "ern", Add: "", POS: "NOUN", Count: 3}, {Strip: "s", Add: "", POS: "NOUN", Count: 9}}
	w := lexdata.NewWriter()
	add := func(name string, data []byte, err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		if err := w.AddSection(name, data, lexdata.Provenance{Source: "test"}); err != nil {
			t.Fatal(err)
		}
	}
	add(lexdata.SectionMeta, lexdata.Meta{Language: lang}.Marshal(), nil)
	data, err := lexdata.EncodeLexemes(lexemes)
	add(lexdata.SectionLexemes, data, err)
	data, err = lexdata.EncodeForms(lexdata.FormsTable{Flags: flags, Keys: keys, Postings: postings, Bundles: bundles, Rules: rules, Proclitics: []string{"wal", "w"}})
	add(lexdata.SectionForms, data, err)
	fb := make([]byte, len(keys))
	fb[0] = lexdata.FrequencyByte(1000)
	data, err = lexdata.EncodeFrequencies(fb, []string{"zebra"}, []byte{lexdata.FrequencyByte(7)})
	add(lexdata.SectionFreq, data, err)
	b, err := w.Bytes()
	if err != nil {
		t.Fatal(err)
	}
	l, err := lexdata.OpenLanguage(b)
	if err != nil {
		t.Fatal(err)
	}
	if err := l.LoadLexicon(); err != nil {
		t.Fatal(err)
	}
	return l
}

// readings formats analyses as "lemma/POS[features]" for comparison.
func readings(as []lexdata.Analysis) string {
	var out []string
	for _, a := range as {
		s := a.Lexeme.Lemma + "/" + a.Lexeme.POS
		if len(a.Features) > 0 {
			s += "[" + strings.Join(a.Features, "|") + "]"
		}
		out = append(out, s)
	}
	return strings.Join(out, " ")
}

func TestLookup(t *testing.T) {
	en := testLexicon(t, "en", 0)
	de := testLexicon(t, "de", lexdata.FormsCompounds)
	he := testLexicon(t, "he", 0)
	tests := []struct {
		l    *lexdata.Language
		form string
		want string
	}{
		{en, "dogs", "dog/NOUN[Number=Plur]"},
		{en, "dog", "dog/NOUN[Number=Sing] dog/VERB"},
		{en, "went", "go/VERB[Tense=Past|VerbForm=Fin]"},
		{en, "goes", "go/VERB[Number=Sing|Person=3|Tense=Pres|VerbForm=Fin]"}, // morphy
		{en, "going", "go/VERB[VerbForm=Ger]"},                                // morphy
		{en, "cats", ""},
		{en, "wdogs", "dog/NOUN[Number=Plur]"}, // proclitic
		{en, "waldog", "dog/NOUN[Number=Sing] dog/VERB"},
		{en, "wal", ""},
		{en, "", ""},
		{de, "häuser", "Haus/NOUN[Number=Plur]"},
		{de, "türs", "tür/NOUN"},            // suffix rule -s
		{de, "haustür", "haustür/NOUN"},     // compound
		{de, "hausestür", "hausestür/NOUN"}, // modifier with a linking element
		{de, "tür", "tür/NOUN"},
		{de, "xyztür", ""},
		// Known without a family: the fallbacks' readings with one follow.
		{en, "wgo", "wgo/PROPN go/VERB"},
		{en, "the", "the/DET"},
		// Hebrew full spelling looked up in defective spelling.
		{he, "ציפור", "צפור/NOUN"},
		{he, "צפור", "צפור/NOUN"},
		{en, "ציפור", ""},
		{he, "ציפורר", ""},
	}
	for _, tt := range tests {
		if got := readings(tt.l.Lookup(tt.form)); got != tt.want {
			t.Errorf("%s Lookup(%q) = %q, want %q", tt.l.ID(), tt.form, got, tt.want)
		}
	}
	// Listed: the forms table alone, none of Lookup's fallbacks.
	for form, want := range map[string]bool{"dogs": true, "went": true, "goes": false, "wdogs": false, "cats": false, "": false} {
		if got := en.Listed(form); got != want {
			t.Errorf("en Listed(%q) = %v, want %v", form, got, want)
		}
	}
	if de.Listed("haustür") || !de.Listed("häuser") {
		t.Error("de Listed: a compound is not listed, a form of the table is")
	}
	if got := de.Lookup("haustür"); len(got) != 1 || got[0].Lexeme.ID != 0 || !slices.Equal(got[0].Lexeme.Families, []uint32{200}) {
		t.Errorf("compound reading = %+v", got)
	}
	if got := en.Lookup("dogs"); !slices.Equal(got[0].Lexeme.Families, []uint32{46360, 90107}) || got[0].Lexeme.ID != 2 {
		t.Errorf("dogs: %+v", got)
	}
}

func TestLexemeFormsFrequency(t *testing.T) {
	l := testLexicon(t, "en", 0)
	if n := l.Lexemes(); n != 8 {
		t.Errorf("Lexemes() = %d", n)
	}
	if lx, ok := l.Lexeme(4); !ok || lx.Lemma != "go" || lx.POS != "VERB" {
		t.Errorf("Lexeme(4) = %+v, %v", lx, ok)
	}
	for _, id := range []uint32{0, 9, 1 << 31} {
		if _, ok := l.Lexeme(id); ok {
			t.Errorf("Lexeme(%d) found", id)
		}
	}
	var forms []string
	for _, f := range l.Forms(4) {
		forms = append(forms, f.Form+"/"+strings.Join(f.Features, "|"))
	}
	if got := strings.Join(forms, " "); got != "go/ went/Tense=Past|VerbForm=Fin" {
		t.Errorf("Forms(go) = %q", got)
	}
	if l.Forms(0) != nil || l.Forms(99) != nil {
		t.Error("Forms of a bad id")
	}
	if c, ok := l.Frequency("dog"); !ok || c < 900 || c > 1000 {
		t.Errorf("Frequency(dog) = %d, %v", c, ok)
	}
	if c, ok := l.Frequency("zebra"); !ok || c < 6 || c > 7 {
		t.Errorf("Frequency(zebra) = %d, %v", c, ok)
	}
	if _, ok := l.Frequency("went"); ok {
		t.Error("Frequency(went) found")
	}
}

func TestFrequencyByte(t *testing.T) {
	prev := byte(0)
	for _, c := range []uint64{0, 1, 2, 3, 10, 1000, 1 << 20, 1 << 31, 1 << 40} {
		b := lexdata.FrequencyByte(c)
		if c > 0 && b <= prev && b != 255 {
			t.Errorf("FrequencyByte(%d) = %d not increasing", c, b)
		}
		prev = b
	}
	if lexdata.FrequencyByte(0) != 0 || lexdata.FrequencyByte(1) != 1 {
		t.Error("FrequencyByte(0 or 1)")
	}
}

func TestNilLanguageLexicon(t *testing.T) {
	var l *lexdata.Language
	if l.Lookup("dog") != nil || l.Listed("dog") || l.Forms(1) != nil || l.Lexemes() != 0 {
		t.Error("nil language knows words")
	}
	if _, ok := l.Frequency("dog"); ok {
		t.Error("nil language has frequencies")
	}
	if err := l.LoadLexicon(); err != nil {
		t.Error(err)
	}
}

func TestEncodeErrors(t *testing.T) {
	if _, err := lexdata.EncodeLexemes([]lexdata.Lexeme{{ID: 2, Lemma: "a"}}); err == nil {
		t.Error("bad id accepted")
	}
	if _, err := lexdata.EncodeLexemes([]lexdata.Lexeme{{ID: 1, Lemma: "b"}, {ID: 2, Lemma: "a"}}); err == nil {
		t.Error("unsorted lexemes accepted")
	}
	if _, err := lexdata.EncodeForms(lexdata.FormsTable{Keys: []string{"b", "a"}, Postings: make([][]lexdata.FormPosting, 2), Bundles: []string{""}}); err == nil {
		t.Error("unsorted keys accepted")
	}
	if _, err := lexdata.EncodeForms(lexdata.FormsTable{Keys: []string{"a"}, Postings: [][]lexdata.FormPosting{{{Lexeme: 1, Feature: 3}}}, Bundles: []string{""}}); err == nil {
		t.Error("bad bundle accepted")
	}
}

// corruptLexicon returns a language whose lexicon section holds data.
func corruptLexicon(t testing.TB, section string, data []byte) *lexdata.Language {
	t.Helper()
	return packtest.Language(t, map[string][]byte{lexdata.SectionMeta: lexdata.Meta{Language: "en"}.Marshal(), section: data})
}

func TestCorruptLexicon(t *testing.T) {
	good, _ := lexdata.EncodeLexemes([]lexdata.Lexeme{{ID: 1, Lemma: "a", POS: "NOUN", Families: []uint32{1}}})
	for i := range len(good) {
		l := corruptLexicon(t, lexdata.SectionLexemes, good[:i])
		if err := l.LoadLexicon(); !errors.Is(err, lexdata.ErrCorrupt) {
			t.Errorf("truncated at %d: %v", i, err)
		}
		if l.Lookup("a") != nil {
			t.Error("lookup on a corrupt lexicon")
		}
	}
}

func FuzzLexicon(f *testing.F) {
	lex, _ := lexdata.EncodeLexemes([]lexdata.Lexeme{{ID: 1, Lemma: "a", POS: "NOUN", Families: []uint32{1}}, {ID: 2, Lemma: "b", POS: "VERB"}})
	forms, _ := lexdata.EncodeForms(lexdata.FormsTable{Flags: lexdata.FormsCompounds, Keys: []string{"a", "bs"},
		Postings: [][]lexdata.FormPosting{{{Lexeme: 1}}, {{Lexeme: 2, Feature: 1}}}, Bundles: []string{"", "X=Y"},
		Rules: []lexdata.SuffixRule{{Strip: "s", POS: "VERB", Count: 2}}, Proclitics: []string{"a"}})
	freq, _ := lexdata.EncodeFrequencies([]byte{1, 2}, []string{"c"}, []byte{3})
	f.Add(lex, forms, freq)
	phrases, _ := lexdata.EncodeForms(lexdata.FormsTable{Keys: []string{"a", "a bs", "bs"},
		Postings: [][]lexdata.FormPosting{{{Lexeme: 1}}, {{Lexeme: 1}}, {{Lexeme: 2, Feature: 1}}}, Bundles: []string{"", "X=Y"},
		Rules: []lexdata.SuffixRule{{Strip: "s", POS: "VERB", Count: 2}}, Proclitics: []string{"a"}})
	f.Add(lex, phrases, freq)
	f.Fuzz(func(t *testing.T, lex, forms, freq []byte) {
		// Hebrew adds the defective spellings to Lookup's fallbacks.
		for _, lang := range []string{"en", "he"} {
			fuzzLexicon(t, lang, lex, forms, freq)
		}
	})
}

func fuzzLexicon(t *testing.T, lang string, lex, forms, freq []byte) {
	w := lexdata.NewWriter()
	w.AddSection(lexdata.SectionMeta, lexdata.Meta{Language: lang}.Marshal(), lexdata.Provenance{})
	w.AddSection(lexdata.SectionLexemes, lex, lexdata.Provenance{})
	w.AddSection(lexdata.SectionForms, forms, lexdata.Provenance{})
	w.AddSection(lexdata.SectionFreq, freq, lexdata.Provenance{})
	b, err := w.Bytes()
	if err != nil {
		return
	}
	l, err := lexdata.OpenLanguage(b)
	if err != nil {
		return
	}
	_ = l.LoadLexicon()
	for _, w := range []string{"a", "bs", "as", "abs", "c", "bbbbs", "ביית", "אויב", ""} {
		for _, a := range l.Lookup(w) {
			l.Forms(a.Lexeme.ID)
		}
		l.Frequency(w)
		for _, second := range []string{"bs", "a", ""} {
			if (l.MayFindPhrase(w, second) || l.MayFindLongerPhrase(w, second)) && !l.MayStartPhrase(w) {
				t.Errorf("%s: MayStartPhrase(%q) = false, but MayFindPhrase or MayFindLongerPhrase(%q, %q) = true", lang, w, w, second)
			}
			if phrase := w + " " + second; !l.MayFindPhrase(w, second) && listed(l.Lookup(phrase)) {
				t.Errorf("%s: MayFindPhrase(%q, %q) = false, but Lookup(%q) finds readings", lang, w, second, phrase)
			}
			if phrase := w + " " + second + " a"; !l.MayFindLongerPhrase(w, second) && listed(l.Lookup(phrase)) {
				t.Errorf("%s: MayFindLongerPhrase(%q, %q) = false, but Lookup(%q) finds readings", lang, w, second, phrase)
			}
			if joined := w + second; !l.MayFindJoined(w, second) && listed(l.Lookup(joined)) {
				t.Errorf("%s: MayFindJoined(%q, %q) = false, but Lookup(%q) finds readings", lang, w, second, joined)
			}
		}
	}
	for id := range uint32(4) {
		l.Forms(id)
		l.Lexeme(id)
	}
}

func BenchmarkLookupSynthetic(b *testing.B) {
	l := testLexicon(b, "en", 0)
	words := []string{"dogs", "went", "the", "cats", "goes"}
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		l.Lookup(words[i%len(words)])
	}
}

func ExampleLanguage_Lookup() {
	// A pack built by lexdata/build; see packs/all for the embedded ones.
	var en *lexdata.Language // = store.Language("en")
	for _, a := range en.Lookup("dogs") {
		fmt.Println(a.Lexeme.Lemma, a.Lexeme.POS, a.Lexeme.Families[0], a.Features)
	}
	// Output:
}

func TestLexiconConcurrent(t *testing.T) {
	l := testLexicon(t, "de", lexdata.FormsCompounds)
	done := make(chan bool)
	for range 8 {
		go func() {
			defer func() { done <- true }()
			for range 100 {
				if len(l.Lookup("häuser")) != 1 || len(l.Forms(1)) != 2 {
					t.Error("concurrent lookup")
					return
				}
				l.Frequency("dog")
			}
		}()
	}
	for range 8 {
		<-done
	}
}

// phraseLexicon is a lexicon of the given keys (all readings of one
// lexeme with a family), suffix rules and proclitics.
func phraseLexicon(t *testing.T, lang string, flags lexdata.FormsFlags, keys []string, rules []lexdata.SuffixRule, proclitics []string) *lexdata.Language {
	t.Helper()
	data, err := lexdata.EncodeLexemes([]lexdata.Lexeme{{ID: 1, Lemma: "x", POS: "NOUN", Families: []uint32{7}}})
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(keys)
	postings := make([][]lexdata.FormPosting, len(keys))
	for i := range postings {
		postings[i] = []lexdata.FormPosting{{Lexeme: 1}}
	}
	forms, err := lexdata.EncodeForms(lexdata.FormsTable{Flags: flags, Keys: keys, Postings: postings, Bundles: []string{""}, Rules: rules, Proclitics: proclitics})
	if err != nil {
		t.Fatal(err)
	}
	return packtest.Language(t, map[string][]byte{lexdata.SectionMeta: lexdata.Meta{Language: lang}.Marshal(), lexdata.SectionLexemes: data, lexdata.SectionForms: forms})
}

// listed reports whether as holds a reading of a listed lexeme (not one
// compound analysis made up).
func listed(as []lexdata.Analysis) bool {
	return slices.ContainsFunc(as, func(a lexdata.Analysis) bool { return a.Lexeme.ID != 0 })
}

// TestMayFindPhrase checks that MayFindPhrase is false for first two
// words no phrase key starts with, even after a proclitic, and that Lookup
// then finds no phrase starting with them, fallbacks included.
func TestMayFindPhrase(t *testing.T) {
	keys := []string{"al qaeda", "dog", "new york", "new york city", "news", "york", "yorks x"}
	rules := []lexdata.SuffixRule{{Strip: "a", Add: "", POS: "NOUN", Count: 2}, {Strip: "s", Add: "", POS: "NOUN", Count: 9}}
	proclitics := []string{"wal", "w"}
	words := []string{"new", "york", "yorks", "yo", "wnew", "walnew", "wal", "w", "old", "ne", "dog", "al", "qaeda", "city", "x", ""}
	tests := []struct {
		l    *lexdata.Language
		want map[[2]string]bool // the pairs found; all others not
	}{
		{phraseLexicon(t, "ar", 0, keys, nil, proclitics), map[[2]string]bool{
			{"new", "york"}: true, {"new", "yo"}: true, {"new", ""}: true, {"wnew", "york"}: true, {"wnew", "yo"}: true,
			{"wnew", ""}: true, {"walnew", "york"}: true, {"walnew", "yo"}: true, {"walnew", ""}: true,
			{"yorks", "x"}: true, {"yorks", ""}: true, {"al", "qaeda"}: true, {"al", ""}: true,
			{"wal", "qaeda"}: true, {"wal", ""}: true,
		}},
	}
	// With suffix rules (which may cut an ending of one byte off the
	// second word) the second word counts without its last byte.
	withRules := map[[2]string]bool{}
	for first, seconds := range map[string][]string{
		"new": {"york", "yorks", "yo", "x", "w", ""}, "wnew": {"york", "yorks", "yo", "x", "w", ""},
		"walnew": {"york", "yorks", "yo", "x", "w", ""}, "yorks": {"x", "w", ""},
		"al": {"qaeda", "x", "w", ""}, "wal": {"qaeda", "x", "w", ""},
	} {
		for _, second := range seconds {
			withRules[[2]string{first, second}] = true
		}
	}
	tests = append(tests, struct {
		l    *lexdata.Language
		want map[[2]string]bool
	}{phraseLexicon(t, "ar", 0, keys, rules, proclitics), withRules})
	// Compound analysis may rewrite any word, but only into lexemes it
	// makes up.
	tests = append(tests, struct {
		l    *lexdata.Language
		want map[[2]string]bool
	}{phraseLexicon(t, "de", lexdata.FormsCompounds, append(keys, "yorkcity", "newsx"), rules, proclitics), withRules})
	for _, tt := range tests {
		// MayStartPhrase is false for a word no key starts with, even
		// after a proclitic.
		for _, first := range []string{"old", "yo", "ne", "wold"} {
			if tt.l.MayStartPhrase(first) {
				t.Errorf("MayStartPhrase(%q) = true", first)
			}
		}
		for _, first := range words {
			for _, second := range words {
				got := tt.l.MayFindPhrase(first, second)
				if want := tt.want[[2]string{first, second}]; got != want {
					t.Errorf("MayFindPhrase(%q, %q) = %v, want %v", first, second, got, want)
				}
				longer := tt.l.MayFindLongerPhrase(first, second)
				if (got || longer) && !tt.l.MayStartPhrase(first) {
					t.Errorf("MayStartPhrase(%q) = false, but MayFindPhrase(%q, %q) = %v, MayFindLongerPhrase = %v", first, first, second, got, longer)
				}
				for _, third := range []string{"", " york", " city", " x", " yorks x"} {
					phrase := first + " " + second + third
					if (!got || third != "" && !longer) && listed(tt.l.Lookup(phrase)) {
						t.Errorf("MayFindPhrase(%q, %q) = %v, MayFindLongerPhrase = %v, but Lookup(%q) finds readings", first, second, got, longer, phrase)
					}
				}
			}
		}
	}
	// Words written without spaces: with suffix rules, the longest ending
	// counts off both words.
	joinedKeys := []string{"北京", "北京大学", "大学生们"}
	for _, jr := range [][]lexdata.SuffixRule{nil, {{Strip: "们", POS: "NOUN", Count: 2}}} {
		l := phraseLexicon(t, "zh-CN", lexdata.FormsCompounds, slices.Clone(joinedKeys), jr, nil)
		jw := []string{"北", "京", "北京", "大", "学", "大学", "生", "们", "生们", ""}
		for _, first := range jw {
			for _, second := range jw {
				got := l.MayFindJoined(first, second)
				want := slices.ContainsFunc(joinedKeys, func(k string) bool {
					p := first + second
					if jr != nil {
						p = p[:max(0, len(p)-len("们"))]
					}
					return strings.HasPrefix(k, p)
				})
				if got != want {
					t.Errorf("rules %v: MayFindJoined(%q, %q) = %v, want %v", jr != nil, first, second, got, want)
				}
				for _, third := range jw {
					if phrase := first + second + third; !got && listed(l.Lookup(phrase)) {
						t.Errorf("rules %v: MayFindJoined(%q, %q) = false, but Lookup(%q) finds readings", jr != nil, first, second, phrase)
					}
				}
			}
		}
	}
	// A compound made up of a word and a phrase is no listed lexeme.
	de := tests[len(tests)-1].l
	if as := de.Lookup("dognew york"); len(as) == 0 || listed(as) || de.MayFindPhrase("dognew", "york") {
		t.Errorf("de: Lookup(dognew york) = %v, MayFindPhrase = %v; want a made-up compound, false", as, de.MayFindPhrase("dognew", "york"))
	}
	// Fallbacks that may change the first word: no filtering.
	for _, l := range []*lexdata.Language{
		phraseLexicon(t, "ar", 0, keys, []lexdata.SuffixRule{{Strip: "a b", POS: "NOUN", Count: 1}}, proclitics),
		phraseLexicon(t, "ar", 0, keys, rules, []string{"w "}),
	} {
		if !l.MayFindPhrase("old", "x") {
			t.Errorf("%s: MayFindPhrase(old, x) = false", l.ID())
		}
	}
	// Hebrew: the first word counts without its vowel letters.
	he := phraseLexicon(t, "he", 0, []string{"בית ספר", "בית ספר שיר", "צפור שיר", "כשלון", "ספר"},
		[]lexdata.SuffixRule{{Strip: "ים", POS: "NOUN", Count: 3}}, []string{"וה", "ה", "ו"})
	heWords := []string{"בית", "ביית", "הבית", "והבית", "ציפור", "הציפור", "צפור", "כישלון", "ספר", "ספרים", "שיר", "שלום", "ו", ""}
	heFirsts := map[string]bool{"בית": true, "ביית": true, "הבית": true, "והבית": true, "ציפור": true, "הציפור": true, "צפור": true}
	heLonger := map[string]bool{"בית": true, "ביית": true, "הבית": true, "והבית": true} // with "ספר"
	for _, first := range heWords {
		if got, want := he.MayStartPhrase(first), heFirsts[first]; got != want {
			t.Errorf("he: MayStartPhrase(%q) = %v, want %v", first, got, want)
		}
		for _, second := range heWords {
			got := he.MayFindPhrase(first, second)
			if want := heFirsts[first]; got != want {
				t.Errorf("he: MayFindPhrase(%q, %q) = %v, want %v", first, second, got, want)
			}
			longer := he.MayFindLongerPhrase(first, second)
			if want := heLonger[first] && second == "ספר"; longer != want {
				t.Errorf("he: MayFindLongerPhrase(%q, %q) = %v, want %v", first, second, longer, want)
			}
			for _, third := range []string{"", " ספר", " שיר", " ספרים"} {
				phrase := first + " " + second + third
				if (!got || third != "" && !longer) && listed(he.Lookup(phrase)) {
					t.Errorf("he: MayFindPhrase(%q, %q) = %v, MayFindLongerPhrase = %v, but Lookup(%q) finds readings", first, second, got, longer, phrase)
				}
			}
		}
	}
	for _, phrase := range []string{"בית ספרים", "הציפור שיר", "ביית ספר", "והבית ספר שירים"} {
		if he.Lookup(phrase) == nil {
			t.Errorf("he: Lookup(%q) finds nothing", phrase)
		}
	}
	var nilLang *lexdata.Language
	if nilLang.MayFindPhrase("new", "york") {
		t.Error("nil language: MayFindPhrase = true")
	}
}

// TestCompoundNegatingModifier checks that compound analysis reads no
// Chinese word that starts with a negator as a kind of the rest: "不贵"
// "not expensive" is no sense of "贵" "expensive", while "很贵" is.
func TestCompoundNegatingModifier(t *testing.T) {
	lexemes := []lexdata.Lexeme{
		{ID: 1, Lemma: "不", POS: "ADV"},
		{ID: 2, Lemma: "很", POS: "ADV"},
		{ID: 3, Lemma: "贵", POS: "ADJ", Families: []uint32{5114}},
	}
	keys := []string{"不", "很", "贵"}
	postings := [][]lexdata.FormPosting{{{Lexeme: 1}}, {{Lexeme: 2}}, {{Lexeme: 3}}}
	lexData, err := lexdata.EncodeLexemes(lexemes)
	if err != nil {
		t.Fatal(err)
	}
	formData, err := lexdata.EncodeForms(lexdata.FormsTable{Flags: lexdata.FormsCompounds, Keys: keys, Postings: postings, Bundles: []string{""}})
	if err != nil {
		t.Fatal(err)
	}
	l := packtest.Language(t, map[string][]byte{
		lexdata.SectionMeta:    lexdata.Meta{Language: "zh-CN"}.Marshal(),
		lexdata.SectionLexemes: lexData,
		lexdata.SectionForms:   formData,
	})
	if err := l.LoadLexicon(); err != nil {
		t.Fatal(err)
	}
	if got := l.Lookup("很贵"); readings(got) != "很贵/ADJ" {
		t.Errorf("很贵: %q, want the compound reading 很贵/ADJ", readings(got))
	}
	if got := l.Lookup("不贵"); len(got) != 0 {
		t.Errorf("不贵: %q, want no reading", readings(got))
	}
}
