package langid

import "testing"

// A close pair whose full costs tie is decided by the pair's own evidence,
// not by the order of the ids.
func TestRankPairTie(t *testing.T) {
	d := twoLanguages(t, "id", "saya tidak bisa datang", "ms", "saya tidak boleh datang")
	for _, tc := range []struct {
		name          string
		ngrams, words [2]int32 // id, ms
		want          string
	}{
		// ms's n-grams cost as much more as its words cost less: the full
		// costs tie and the words (the pair evidence) choose ms.
		{"tie", [2]int32{0, 8 * 5}, [2]int32{5, 0}, "ms"},
		{"tie reversed", [2]int32{8 * 5, 0}, [2]int32{0, 5}, "id"},
		// The full cost prefers id, the words ms: the words decide.
		{"pair overrides", [2]int32{0, 100}, [2]int32{5, 0}, "ms"},
		// Both prefer id.
		{"agree", [2]int32{0, 10}, [2]int32{0, 5}, "id"},
	} {
		s := d.scratch.Get().(*scratch)
		s.reset()
		st := &s.groups[scriptLatin]
		st.letters = 10
		s.used = append(s.used, scriptLatin)
		for lang, i := range d.index {
			l := 0
			if lang == "ms" {
				l = 1
			}
			st.acc[i], st.words[i] = tc.ngrams[l], tc.words[l]
		}
		g := d.rank(s, nil)
		d.scratch.Put(s)
		if len(g) == 0 || g[0].Lang != tc.want {
			t.Errorf("%s: got %v, want %s first", tc.name, g, tc.want)
		}
		if len(g) == 2 && g[0].Score <= g[1].Score {
			t.Errorf("%s: winner's score %v not above %v", tc.name, g[0].Score, g[1].Score)
		}
	}
}

// A text with no evidence for either language is English (languagePriors);
// real evidence still decides.
func TestRankEnglishPrior(t *testing.T) {
	d := twoLanguages(t, "de", "der Hund und die Katze", "en", "the cat sat on the mat")
	for text, want := range map[string]string{"xyq": "en", "der Hund und die Katze": "de", "the cat": "en"} {
		if g := d.Detect(text, nil); len(g) == 0 || g[0].Lang != want {
			t.Errorf("Detect(%q) = %v, want %s first", text, g, want)
		}
	}
}

// twoLanguages is a detector trained on one text of each of two languages.
func twoLanguages(t *testing.T, a, aText, b, bText string) *Detector {
	t.Helper()
	var langs []Language
	for _, l := range [][2]string{{a, aText}, {b, bText}} {
		c := NewCorpus()
		c.AddText(l[1], 1)
		langs = append(langs, Language{ID: l[0], Sources: []Source{{Corpus: c, Weight: 1}}})
	}
	data, err := Train(langs, nil, DefaultTrainOptions)
	if err != nil {
		t.Fatal(err)
	}
	d, err := Load(data)
	if err != nil {
		t.Fatal(err)
	}
	return d
}
