package packbuild

import (
	"context"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/argot-nlp/argot/lexdata"
)

func TestParseOMW(t *testing.T) {
	data := "# DanNet\tdan\thttp://wordnet.dk/lang\twordnet\n" +
		"02084071-n\tlemma\thund\n" +
		"02084071-n\tdan:lemma\tgrønlandsk_hund\n" +
		"02084071-n\tdan:def\ten hund\n" +
		"00001740-s\tarb:lemma:brokenplural\tكلاب\n" +
		"00001740-s\tarb:lemma:root\tكلب\n"
	got, err := parseOMW([]byte(data))
	if err != nil {
		t.Fatal(err)
	}
	want := []omwEntry{
		{synset: "02084071-n", lemma: "hund"},
		{synset: "02084071-n", lemma: "grønlandsk hund"},
		{synset: "00001740-s", lemma: "كلاب", brokenPlural: true},
	}
	if !slices.Equal(got, want) {
		t.Errorf("parseOMW = %+v, want %+v", got, want)
	}
	if _, err := parseOMW([]byte("bad\tlemma\tx\n")); err == nil {
		t.Error("bad synset id accepted")
	}
}

func TestParseWordNetIndex(t *testing.T) {
	data := "  1 This software and database is being provided\n" +
		"dog n 7 5 @ ~ #m #p %p 7 1 02084071 10114209 10023039 09886220 07676602 03907626 02712903  \n" +
		"hot_dog n 2 2 @ ~ 2 0 07697537 10185793  \n"
	got, err := lexParseIndex([]byte(data))
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got[0].lemma != "dog" || got[0].offsets[0] != "02084071" || len(got[0].offsets) != 7 || got[1].lemma != "hot dog" {
		t.Errorf("lexParseIndex = %+v", got)
	}
	if _, err := lexParseIndex([]byte("dog n 9 0 1 1 02084071\n")); err == nil {
		t.Error("bad counts accepted")
	}
	exc := lexParseExceptions([]byte("went go\naxes ax axe\n"))
	if len(exc) != 3 || exc[0] != [2]string{"went", "go"} || exc[2] != [2]string{"axes", "axe"} {
		t.Errorf("lexParseExceptions = %q", exc)
	}
	counts := lexParseSenseCounts([]byte("dog%1:05:00:: 1 42\ndog%1:18:01:: 2 1\ndog%2:38:00:: 1 3\n"))
	if counts["dog\x00n"] != 43 || counts["dog\x00v"] != 3 {
		t.Errorf("lexParseSenseCounts = %v", counts)
	}
}

// TestLexiconSections builds a Danish pack from a tiny source tree with a
// wordnet, a Hunspell dictionary, a treebank and a frequency list.
func TestLexiconSections(t *testing.T) {
	conllu := func(rows ...string) string {
		return "# text = x\n" + strings.Join(rows, "\n") + "\n\n"
	}
	src := writeSources(t, map[string]string{
		"cili/ili-map-pwn30.tab":   "i46360\t02084071-n\ni35000\t01835496-v\n",
		"omw/dan/wn-data-dan.tab":  "# DanNet\tdan\turl\twordnet\n02084071-n\tlemma\thund\n01835496-v\tlemma\tkomme\n",
		"omw/cldr/wn-cldr-dan.tab": "# cldr\tdan\turl\tx\n",
		"hunspell/da.aff":          "SET UTF-8\nSFX A Y 2\nSFX A 0 e .\nSFX A 0 en .\n",
		"hunspell/da.dic":          "3\nhund/A\nkommer st:komme\nkat/A\n",
		"freq/da.txt":              "hunden 100\nog 5000\n",
		"ud/SOURCES.md": "| id | treebank | licence | release | a | b |\n" +
			"| da | UD_Danish-DDT | CC BY-SA 4.0 | UD_Danish-DDT @ 85faf86dc3 | x | y |\n" +
			"| da | `extra/nc.conllu` | UD_Danish-NC | CC BY-NC-SA 4.0 | r | s | t |\n",
		"ud/da/da_ddt-ud-train.conllu": conllu("1\tHundene\thund\tNOUN\t_\tDefinite=Def|Number=Plur\t0\troot\t_\t_"),
		"ud/da/da_ddt-ud-dev.conllu":   conllu("1\tkatte\tkat\tNOUN\t_\tNumber=Plur\t0\troot\t_\t_"),
		"ud/da/extra/nc.conllu":        conllu("1\tkattene\tkat\tNOUN\t_\tNumber=Plur\t0\troot\t_\t_"),
	})
	out := t.TempDir()
	if err := Build(context.Background(), src, out, []string{"da"}, nil); err != nil {
		t.Fatal(err)
	}
	da, err := lexdata.NewStore(os.DirFS(out)).Language("da")
	if err != nil {
		t.Fatal(err)
	}
	if err := da.LoadLexicon(); err != nil {
		t.Fatal(err)
	}
	lookup := func(form string) string {
		var out []string
		for _, a := range da.Lookup(form) {
			s := a.Lexeme.Lemma + "/" + a.Lexeme.POS
			for _, f := range a.Lexeme.Families {
				s += " " + strconv.FormatUint(uint64(f), 10)
			}
			if len(a.Features) > 0 {
				s += " [" + strings.Join(a.Features, "|") + "]"
			}
			out = append(out, s)
		}
		return strings.Join(out, "; ")
	}
	tests := map[string]string{
		"hund":    "hund/NOUN 46360",
		"hunden":  "hund/NOUN 46360",                            // Hunspell
		"hundene": "hund/NOUN 46360 [Definite=Def|Number=Plur]", // treebank, case-folded
		"kommer":  "komme/VERB 35000",                           // Hunspell st: field
		"katte":   "",                                           // only in the dev file
		"kattene": "",                                           // non-commercial treebank
		"kate":    "",                                           // kat is no lemma: not expanded
	}
	for form, want := range tests {
		if got := lookup(form); got != want {
			t.Errorf("Lookup(%q) = %q, want %q", form, got, want)
		}
	}
	if c, ok := da.Frequency("hunden"); !ok || c < 90 || c > 100 {
		t.Errorf("Frequency(hunden) = %d, %v", c, ok)
	}
	if c, ok := da.Frequency("og"); !ok || c < 4500 {
		t.Errorf("Frequency(og) = %d, %v", c, ok)
	}
	pp, err := da.Pack().Provenance()
	if err != nil {
		t.Fatal(err)
	}
	forms := pp.Sections[lexdata.SectionForms]
	for _, want := range []string{"GPL-2.0-only OR LGPL-2.1-only OR MPL-1.1", "CC-BY-SA-4.0", "LicenseRef-WordNet"} {
		if !strings.Contains(forms.License, want) {
			t.Errorf("forms licence %q lacks %q", forms.License, want)
		}
	}
	if !strings.Contains(forms.Note, "nc.conllu") || strings.Contains(forms.Source, "NC") {
		t.Errorf("forms provenance = %+v", forms)
	}
	if lx := pp.Sections[lexdata.SectionLexemes]; !strings.Contains(lx.Source, "cili") || !strings.Contains(lx.License, "CC-BY-4.0") {
		t.Errorf("lexemes provenance = %+v", lx)
	}
	if pp.Sections[lexdata.SectionFreq].License != "CC-BY-SA-4.0" {
		t.Errorf("freq provenance = %+v", pp.Sections[lexdata.SectionFreq])
	}
}

// TestHunspellFilter checks which lexemes of a stem's lemma an expanded
// form joins, given what the treebanks attest.
func TestHunspellFilter(t *testing.T) {
	b := &lexiconBuilder{lang: "en", lexemes: map[[2]string]*buildLexeme{}, index: map[string][]*buildLexeme{}}
	smartADJ, smartNOUN, smartVERB := b.lexeme("smart", "ADJ"), b.lexeme("smart", "NOUN"), b.lexeme("smart", "VERB")
	b.lexeme("smartly", "ADV").addFamily(1)
	b.lexeme("smartness", "NOUN").addFamily(2)
	work := []*buildLexeme{b.lexeme("work", "NOUN"), b.lexeme("work", "VERB")}
	// -ly and -ness join many lemmas of the lexicon: derivational suffixes.
	for i := range derivationMinPairs {
		adj := "quick" + strconv.Itoa(i) + "x"
		b.lexeme(adj, "ADJ")
		b.lexeme(adj+"ly", "ADV")
		b.lexeme(adj+"ness", "NOUN")
	}
	b.lexeme("smartens", "NOUN") // a lemma, but -ens is no derivation
	schauen := []*buildLexeme{b.lexeme("schauen", "VERB")}
	schauen[0].addFamily(3)
	b.lexeme("Schau", "NOUN").addFamily(4)
	for i := range derivationMinPairs { // -en joins many lemmas too
		b.lexeme("geh"+strconv.Itoa(i)+"x", "NOUN")
		b.lexeme("geh"+strconv.Itoa(i)+"xen", "VERB")
	}
	b.pairs = map[[3]string]bool{
		{"older", "old", "ADJ"}: true, {"newer", "new", "ADJ"}: true, // er -> "" is ADJ
		{"walked", "walk", "VERB"}: true, {"talked", "talk", "VERB"}: true, // ed -> "" is VERB
		{"cats", "cat", "NOUN"}: true, {"dogs", "dog", "NOUN"}: true,
		{"runs", "run", "VERB"}: true, {"eats", "eat", "VERB"}: true, // s -> "" both
		{"works", "work", "NOUN"}: true, // one treebank reading decides
	}
	// Polish participles are ADJ of a verb lemma in the treebanks; the
	// lexeme made for them has no family, the wordnet's verb has one.
	zalozyc := []*buildLexeme{b.lexeme("założyć", "VERB"), b.lexeme("założyć", "ADJ")}
	zalozyc[0].addFamily(7)
	b.pairs[[3]string{"zrobiona", "zrobić", "ADJ"}] = true
	b.pairs[[3]string{"kupiona", "kupić", "ADJ"}] = true
	f := b.hunspellFilter()
	smart := []*buildLexeme{smartADJ, smartNOUN, smartVERB}
	for _, c := range []struct {
		form  string
		lexes []*buildLexeme
		want  []string
	}{
		{"smarter", smart, []string{"ADJ"}},
		{"smarted", smart, []string{"VERB"}},
		{"smarts", smart, []string{"NOUN", "VERB"}},
		{"smartly", smart, nil},                              // its own lexeme
		{"smartness", smart, []string{"NOUN"}},               // its own lexeme is a NOUN
		{"smartens", smart, []string{"ADJ", "NOUN", "VERB"}}, // nothing tells: all
		{"works", work, []string{"NOUN", "VERB"}},            // tagged NOUN, but -s is also a verb ending
		{"schau", schauen, []string{"VERB"}},                 // the noun Schau is no lowercase form
		{"założona", zalozyc, []string{"VERB", "ADJ"}},       // keeps the verb's family
	} {
		var got []string
		for _, lx := range f.lexemes(c.form, b.key(c.form), b.key(c.lexes[0].lemma), c.lexes) {
			got = append(got, lx.pos)
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("%s: joins %v, want %v", c.form, got, c.want)
		}
	}
	var none lexiconBuilder
	if got := none.hunspellFilter().lexemes("smarter", "smarter", "smart", smart); len(got) != 3 {
		t.Errorf("without treebank pairs: %d lexemes, want all 3", len(got))
	}
}

// TestLemmaRewrites counts derivational endings by runes, not bytes:
// Cyrillic а and е share their first UTF-8 byte.
func TestLemmaRewrites(t *testing.T) {
	b := &lexiconBuilder{lang: "ru", lexemes: map[[2]string]*buildLexeme{}, index: map[string][]*buildLexeme{}}
	for _, stem := range []string{"дел", "чит", "пис"} {
		b.lexeme(stem+"ать", "VERB")
		b.lexeme(stem+"ение", "NOUN")
	}
	if got := b.lemmaRewrites()[[2]string{"ать", "ение"}]; got != 3 {
		t.Errorf("ать -> ение joins %d lemma pairs, want 3", got)
	}
}
