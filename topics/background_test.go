package topics

import "testing"

// languageConfounded is training material where one class (arts) is learned
// mostly from German texts and the other (business) mostly from English
// ones: every German text has the four features de, every English one the
// four en, whatever it is about; bus and art are the topic words.
func languageConfounded() []Example {
	const bus, art Feature = featFamily | 1, featFamily | 2
	en := []Feature{featFamily | 10, featFamily | 11, featFamily | 12, featFamily | 13}
	de := []Feature{featFamily | 20, featFamily | 21, featFamily | 22, featFamily | 23}
	var ex []Example
	add := func(n int, label, group string, topic Feature, lang []Feature) {
		for range n {
			ex = append(ex, Example{Words: [][]Feature{append([]Feature{topic}, lang...)}, Label: label, Group: group})
		}
	}
	add(20, "04000000", "en", bus, en)
	add(2, "01000000", "en", art, en)
	add(20, "01000000", "de", art, de)
	add(4, "04000000", "de", bus, de)
	return ex
}

// TestTrainBackground: a German business text goes to arts when the
// German features count as arts evidence (no background), to business
// when each class is compared with its own language mix.
func TestTrainBackground(t *testing.T) {
	ex := languageConfounded()
	germanBusiness := ex[len(ex)-1].Words
	englishArts := ex[20].Words
	for _, c := range []struct {
		background      float64
		german, english string
	}{
		{0, "01000000", "04000000"},
		{0.8, "04000000", "01000000"},
		{1, "04000000", "01000000"},
	} {
		m, err := Train(ex, nil, TrainOptions{MinDocs: 1, Alpha: 0.1, Background: c.background})
		if err != nil {
			t.Fatal(err)
		}
		if got := m.Best(germanBusiness); got != c.german {
			t.Errorf("background %v: German business text -> %s, want %s", c.background, got, c.german)
		}
		if got := m.Best(englishArts); got != c.english {
			t.Errorf("background %v: English arts text -> %s, want %s", c.background, got, c.english)
		}
	}
}

// TestTrainBackgroundOffIgnoresGroups: without a background the groups do
// not change a weight, so models trained before groups existed are
// trained the same.
func TestTrainBackgroundOffIgnoresGroups(t *testing.T) {
	ex := languageConfounded()
	plain := make([]Example, len(ex))
	for i, e := range ex {
		plain[i] = Example{Words: e.Words, Label: e.Label}
	}
	opts := TrainOptions{MinDocs: 1, Alpha: 0.1}
	a, err := Train(ex, nil, opts)
	if err != nil {
		t.Fatal(err)
	}
	b, err := Train(plain, nil, opts)
	if err != nil {
		t.Fatal(err)
	}
	if string(a.Encode()) != string(b.Encode()) {
		t.Error("groups changed a model trained without a background")
	}
}

func TestTrainBackgroundRange(t *testing.T) {
	for _, bg := range []float64{-0.1, 1.5} {
		if _, err := Train(languageConfounded(), nil, TrainOptions{MinDocs: 1, Alpha: 0.1, Background: bg}); err == nil {
			t.Errorf("Background %v: no error", bg)
		}
	}
}
