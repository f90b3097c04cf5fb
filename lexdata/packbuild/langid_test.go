package packbuild

import (
	"math"
	"slices"
	"testing"

	"github.com/argot-nlp/argot/langid"
)

func TestLangIDFrequencyDistinct(t *testing.T) {
	// Each list has 1,000,000 tokens, so a count of 100 is a share of 1e-4.
	dir := writeSources(t, map[string]string{
		"freq/ms.txt": "yang 500000\nkerana 100\nboleh 50\nkarena 10\nbisa 1\nsama 100\nh264 100\njarang 1\nlain 499638\n",
		"freq/id.txt": "yang 500000\nkarena 100\nbisa 80\nsama 100\nh264 1\nlain 499719\n",
	})
	src, err := openSources(dir)
	if err != nil {
		t.Fatal(err)
	}
	cues, err := langidFrequencyDistinct(src)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]langid.Cue{}
	for _, c := range cues {
		if _, dup := got[c.Word]; dup {
			t.Errorf("%q twice", c.Word)
		}
		got[c.Word] = c
	}
	for word, lang := range map[string]string{"kerana": "ms", "boleh": "ms", "karena": "id", "bisa": "id"} {
		c, ok := got[word]
		if !ok || c.Lang != lang {
			t.Errorf("%q: got %+v, want a cue for %s", word, c, lang)
			continue
		}
		if c.Bonus <= 0 || c.Bonus > langidMaxFreqBonus {
			t.Errorf("%q: bonus %v out of (0, %v]", word, c.Bonus, float64(langidMaxFreqBonus))
		}
	}
	// Shared words, words with a digit and words too rare to judge give no
	// cue.
	for _, word := range []string{"yang", "sama", "h264", "jarang", "lain"} {
		if c, ok := got[word]; ok {
			t.Errorf("%q: unexpected cue %+v", word, c)
		}
	}
	// The bonus grows with the ratio: karena is 10 times commoner in id,
	// bisa 80 times.
	if got["karena"].Bonus >= got["bisa"].Bonus {
		t.Errorf("bonus of karena %v, bisa %v: want karena < bisa", got["karena"].Bonus, got["bisa"].Bonus)
	}
	if want := 0.75 * math.Log(10); math.Abs(got["karena"].Bonus-want) > 1e-9 {
		t.Errorf("bonus of karena %v, want %v", got["karena"].Bonus, want)
	}
}

func TestLangIDFrequencyDistinctMissingList(t *testing.T) {
	src, err := openSources(writeSources(t, map[string]string{"freq/ms.txt": "kerana 10\n"}))
	if err != nil {
		t.Fatal(err)
	}
	cues, err := langidFrequencyDistinct(src)
	if err != nil || len(cues) != 0 {
		t.Errorf("got %v, %v; want no cues and no error", cues, err)
	}
}

func TestLangIDHunspellDistinct(t *testing.T) {
	dir := writeSources(t, map[string]string{
		"freq/ms.txt": "yang 500000\nwang 100\nwangnya 50\nkawasan 100\nsama 100\nuang 40\nlain 499610\n",
		"freq/id.txt": "yang 500000\nuang 100\nsama 100\nlain 499800\n",
		// Indonesian news writes "kawasan" often: not a Malay cue.
		"ud/id/id_test-ud-train.conllu": "# text = Kawasan itu kawasan industri.\n",
		"hunspell/ms.aff":               "SET UTF-8\nSFX A Y 1\nSFX A 0 nya .\n",
		"hunspell/ms.dic":               "4\nwang/A\nkawasan\nsama\nuang\n",
		"hunspell/id.aff":               "SET UTF-8\n",
		"hunspell/id.dic":               "2\nuang\nsama\n",
	})
	src, err := openSources(dir)
	if err != nil {
		t.Fatal(err)
	}
	cues, err := langidHunspellDistinct(src)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]langid.Cue{}
	for _, c := range cues {
		got[c.Word] = c
	}
	for _, word := range []string{"wang", "wangnya"} {
		if c := got[word]; c.Lang != "ms" || c.Bonus <= 0 || c.Bonus > langidMaxFreqBonus {
			t.Errorf("%q: got %+v, want a Malay cue", word, c)
		}
	}
	// Words both dictionaries accept, words the other language's treebank
	// uses as much, and words only one dictionary has but that its
	// language's list does not ("uang" is in both) give no cue.
	for _, word := range []string{"sama", "uang", "kawasan", "yang"} {
		if c, ok := got[word]; ok {
			t.Errorf("%q: unexpected cue %+v", word, c)
		}
	}
}

func TestLangIDStrongestCues(t *testing.T) {
	in := []langid.Cue{
		{Word: "kerana", Lang: "ms", Bonus: 1.5},
		{Rune: 'ټ', Lang: "ps-AF", Bonus: 20},
		{Word: "kerana", Lang: "ms", Bonus: 3},
		{Word: "kerana", Lang: "id", Bonus: 1},
		{Word: "boleh", Lang: "ms", Bonus: 2},
	}
	want := []langid.Cue{
		{Word: "kerana", Lang: "ms", Bonus: 3},
		{Rune: 'ټ', Lang: "ps-AF", Bonus: 20},
		{Word: "kerana", Lang: "id", Bonus: 1},
		{Word: "boleh", Lang: "ms", Bonus: 2},
	}
	if got := langidStrongestCues(in); !slices.Equal(got, want) {
		t.Errorf("got %+v\nwant %+v", got, want)
	}
}

func TestLangIDMaterialHoldOut(t *testing.T) {
	dir := writeSources(t, map[string]string{
		"freq/id.txt":                        "yang 10\nsaya 5\n",
		"ud/id/id_test-ud-train.conllu":      "# text = Saya makan nasi.\n# text = Dia minum kopi.\n",
		"ud/id/id_test-ud-dev.conllu":        "# text = Kalimat dev tidak dipakai.\n",
		"ud/id/extra/id_more-ud-test.conllu": "# text = Mereka pergi ke pasar.\n",
	})
	src, err := openSources(dir)
	if err != nil {
		t.Fatal(err)
	}
	l, held, err := langidMaterial(src, "id", nil, nil, func(text string) bool { return text != "Dia minum kopi." })
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(held)
	if want := []string{"Mereka pergi ke pasar.", "Saya makan nasi."}; !slices.Equal(held, want) {
		t.Errorf("held out %q, want %q", held, want)
	}
	if len(l.Sources) != 2 {
		t.Errorf("%d sources, want the frequency list and the remaining treebank sentence", len(l.Sources))
	}
	// Holding out every sentence leaves no treebank source.
	l, held, err = langidMaterial(src, "id", nil, nil, func(string) bool { return true })
	if err != nil || len(held) != 3 || len(l.Sources) != 1 {
		t.Errorf("all held out: %d sentences, %d sources, %v; want 3, 1 (the frequency list), nil", len(held), len(l.Sources), err)
	}
	// Without holdOut nothing is returned.
	if _, held, err = langidMaterial(src, "id", nil, nil, nil); err != nil || held != nil {
		t.Errorf("no holdOut: got %q, %v", held, err)
	}
}

func TestLangIDTreebankText(t *testing.T) {
	for line, want := range map[string]string{
		"# text = Saya makan.\n": "Saya makan.",
		"# text =Tôi nhớ lời\n":  "Tôi nhớ lời", // Vietnamese VTB
		"# sent_id = 1\n":        "",
		"1\tSaya\tsaya\n":        "",
	} {
		got, ok := langidTreebankText(line)
		if got != want || ok != (want != "") {
			t.Errorf("langidTreebankText(%q) = %q, %v; want %q", line, got, ok, want)
		}
	}
}
