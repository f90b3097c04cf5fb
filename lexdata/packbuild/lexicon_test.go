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
