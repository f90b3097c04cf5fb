package packbuild

import (
	"math"
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
