package langid

import "testing"

// A close pair whose full costs tie is decided by the pair's own evidence,
// not by the order of the ids.
func TestRankPairTie(t *testing.T) {
	id, ms := NewCorpus(), NewCorpus()
	id.AddText("saya tidak bisa datang", 1)
	ms.AddText("saya tidak boleh datang", 1)
	data, err := Train([]Language{
		{ID: "id", Sources: []Source{{Corpus: id, Weight: 1}}},
		{ID: "ms", Sources: []Source{{Corpus: ms, Weight: 1}}},
	}, nil, DefaultTrainOptions)
	if err != nil {
		t.Fatal(err)
	}
	d, err := Load(data)
	if err != nil {
		t.Fatal(err)
	}
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
	en, de := NewCorpus(), NewCorpus()
	en.AddText("the cat sat on the mat", 1)
	de.AddText("der Hund und die Katze", 1)
	data, err := Train([]Language{
		{ID: "de", Sources: []Source{{Corpus: de, Weight: 1}}},
		{ID: "en", Sources: []Source{{Corpus: en, Weight: 1}}},
	}, nil, DefaultTrainOptions)
	if err != nil {
		t.Fatal(err)
	}
	d, err := Load(data)
	if err != nil {
		t.Fatal(err)
	}
	for text, want := range map[string]string{"xyq": "en", "der Hund und die Katze": "de", "the cat": "en"} {
		if g := d.Detect(text, nil); len(g) == 0 || g[0].Lang != want {
			t.Errorf("Detect(%q) = %v, want %s first", text, g, want)
		}
	}
}
