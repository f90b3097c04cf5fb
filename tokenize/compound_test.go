package tokenize

import (
	"context"
	"strings"
	"sync"
	"testing"

	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/lexdata"
	"github.com/argot-nlp/argot/packs/all"
)

var compoundStore = sync.OnceValue(func() *lexdata.Store { return lexdata.NewStore(all.FS) })

func compoundSplitter(t *testing.T, lang string) *CompoundSplitter {
	t.Helper()
	l, err := compoundStore().Language(lang)
	if err != nil {
		t.Skipf("no %s pack: %v", lang, err)
	}
	c := NewCompoundSplitter(l)
	if c == nil {
		t.Fatalf("no compound splitter for %s", lang)
	}
	return c
}

// TestCompoundSplit checks real compounds (written with "+" between the
// expected parts) and words that must stay whole: known words, names,
// words that only look like two words, short words.
func TestCompoundSplit(t *testing.T) {
	tests := map[string][]string{
		"de": {
			"Stahl+kugeln", "Fußball+stadion", "Arbeitszimmer", "Kindergarten", "Mittwoch+abend",
			"Zahnarzt+termin", "Regierungs+sprecherin", "Sommer+abend", "Apfelbaum",
			"Haustür", "Bundesregierung", "Bahnhof", "Verantwortung", "Wissenschaftler",
			"Schwarzenegger", "Informationen",
		},
		"nl": {
			"fietsen+maker", "voetbal+wedstrijd", "boekenkast", "ziekenhuis",
			"verantwoordelijk", "Amsterdammer", "tegenover", "zichzelf",
		},
		"sv": {
			"fotbolls+match", "sommar+stuga", "arbetsplats", "regering", "osäkerhet",
		},
		"da": {
			"fodbold+kamp", "sommer+hus", "regeringen",
		},
		"no": {
			"fotball+kamp", "sommer+ferie", "regjeringen", "Thomassen",
		},
	}
	for lang, words := range tests {
		c := compoundSplitter(t, lang)
		for _, w := range words {
			want := strings.Split(w, "+")
			word := strings.Join(want, "")
			got := c.Split(word, false)
			if len(want) == 1 {
				want = nil
			}
			if strings.Join(got, "+") != strings.Join(want, "+") {
				t.Errorf("%s: Split(%q) = %q, want %q", lang, word, got, want)
			}
		}
	}
}

func TestCompoundSplitContext(t *testing.T) {
	de, nb := compoundSplitter(t, "de"), compoundSplitter(t, "no")
	tests := []struct {
		c       *CompoundSplitter
		word    string
		initial bool
		want    string
	}{
		{de, "Stahlkugeln", false, "Stahl+kugeln"}, // German nouns are capitalised anywhere
		{de, "STAHLKUGELN", false, ""},             // all capitals: an acronym or shouting
		{de, "StahlKugeln", false, ""},             // mixed case: a brand
		{de, "Stahl2kugeln", false, ""},            // not all letters
		{de, "Stahlkug", false, ""},                // too short to hold two parts
		{nb, "Fotballkamp", false, ""},             // a name inside a sentence
		{nb, "Fotballkamp", true, "Fotball+kamp"},  // or the first word
		{nil, "Stahlkugeln", false, ""},            // no splitter
		{de, "", false, ""},
	}
	for _, tt := range tests {
		if got := strings.Join(tt.c.Split(tt.word, tt.initial), "+"); got != tt.want {
			t.Errorf("Split(%q, %v) = %q, want %q", tt.word, tt.initial, got, tt.want)
		}
	}
	if NewCompoundSplitter(nil) != nil {
		t.Error("a splitter without a lexicon")
	}
	if en, err := compoundStore().Language("en"); err == nil && NewCompoundSplitter(en) != nil {
		t.Error("a splitter for English")
	}
}

// TestStageSplitsCompounds checks the chunks the stage makes of a compound
// and what it leaves alone.
func TestStageSplitsCompounds(t *testing.T) {
	l, err := compoundStore().Language("de")
	if err != nil {
		t.Skip("no de pack:", err)
	}
	text := "Die „Stahlkugeln“ liegen auf www.stahlkugeln.de bei @Stahlkugeln."
	d := &doc.Document{Text: text, Lang: "de"}
	plain := &doc.Document{Text: text, Lang: "de"}
	if err := NewStage().Run(context.Background(), plain, l); err != nil {
		t.Fatal(err)
	}
	if n := len(plain.Sentences[0].Tokens); n != 10 {
		t.Errorf("without WithCompoundSplitting: %d chunks, want 10", n)
	}
	if err := NewStage(WithCompoundSplitting()).Run(context.Background(), d, l); err != nil {
		t.Fatal(err)
	}
	if len(d.Sentences) != 1 {
		t.Fatalf("%d sentences", len(d.Sentences))
	}
	toks := d.Sentences[0].Tokens
	var got []string
	for _, tk := range toks {
		got = append(got, tk.Text)
	}
	want := []string{"Die", "„", "Stahl", "kugeln", "“", "liegen", "auf", "www.stahlkugeln.de", "bei", "@Stahlkugeln", "."}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Fatalf("chunks %q, want %q", got, want)
	}
	stahl, kugeln := toks[2], toks[3]
	if stahl.Offset != 5 || stahl.Length != 5 || stahl.SpaceAfter || stahl.Case != doc.CaseCapitalized || stahl.Kind != doc.Word {
		t.Errorf("Stahl: %+v", stahl)
	}
	if kugeln.Offset != 10 || kugeln.Length != 6 || kugeln.SpaceAfter || kugeln.Case != doc.CaseLower {
		t.Errorf("kugeln: %+v", kugeln)
	}
	if toks[1].Pair != 4 || toks[4].Pair != 1 {
		t.Errorf("quote pairs %d, %d, want 4, 1", toks[1].Pair, toks[4].Pair)
	}
	for k := 1; k < len(toks); k++ {
		if want := k == 3; ContinuesCompound("de", &toks[k-1], &toks[k]) != want {
			t.Errorf("ContinuesCompound(%q, %q) = %v", toks[k-1].Text, toks[k].Text, !want)
		}
	}
	if ContinuesCompound("en", &stahl, &kugeln) {
		t.Error("ContinuesCompound in English")
	}
	for _, tk := range toks {
		if []rune(text)[tk.Offset] != []rune(tk.Text)[0] {
			t.Errorf("%q at offset %d", tk.Text, tk.Offset)
		}
	}
}

// FuzzCompoundSplit checks that the parts of any split are non-empty and
// make up the word.
func FuzzCompoundSplit(f *testing.F) {
	for _, w := range []string{"Stahlkugeln", "Fußballstadion", "İstanbulbahnhof", "Sta\xffhlkugeln", "Stahlku\u0308geln"} {
		f.Add(w, false)
	}
	l, err := compoundStore().Language("de")
	if err != nil {
		f.Skip("no de pack:", err)
	}
	c := NewCompoundSplitter(l)
	f.Fuzz(func(t *testing.T, word string, initial bool) {
		parts := c.Split(word, initial)
		if parts == nil {
			return
		}
		for _, p := range parts {
			if p == "" {
				t.Fatalf("Split(%q) = %q: an empty part", word, parts)
			}
		}
		if strings.Join(parts, "") != word || len(parts) > compoundMaxParts {
			t.Fatalf("Split(%q) = %q", word, parts)
		}
	})
}

// TestCompoundPartKey checks the words components stand for: a linking
// element or a German modifier's dropped -e is undone, the head is taken
// as it is, and unknown parts give "".
func TestCompoundPartKey(t *testing.T) {
	c := compoundSplitter(t, "de")
	tests := []struct {
		part string
		last bool
		want string
	}{
		{"Stahl", false, "stahl"},
		{"Schul", false, "schule"},
		{"kugeln", true, "kugeln"},
		{"Schul", true, ""},
		{"Xqzt", false, ""},
	}
	for _, tt := range tests {
		if got := c.PartKey(tt.part, tt.last); got != tt.want {
			t.Errorf("PartKey(%q, %v) = %q, want %q", tt.part, tt.last, got, tt.want)
		}
	}
	var none *CompoundSplitter
	if none.PartKey("Stahl", false) != "" || none.Sentence([]doc.Token{{Text: "Stahlkugeln", Kind: doc.Word}}) != nil {
		t.Error("a nil splitter splits")
	}
}
