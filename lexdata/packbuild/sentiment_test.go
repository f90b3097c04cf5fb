package packbuild

import (
	"maps"
	"math"
	"os"
	"slices"
	"strings"
	"testing"

	"golang.org/x/text/cases"
	"golang.org/x/text/language"
)

func TestFamilyValences(t *testing.T) {
	senses := map[string][][]uint32{
		"good": {{1, 2, 3}},
		"bad":  {{4}},
		"love": {{5}, {6}},
	}
	// "love" is tagged as a verb a tenth as often as a noun.
	got := string(familyValences(map[string]float64{"good": 2, "bad": -2.5, "loved": 3}, senses, map[string][]float64{"love": {1, 0.1}}, nil, nil, nil))
	for _, want := range []string{"1\t2.00\t1.00\n", "2\t2.00\t0.50\n", "4\t-2.50\t1.00\n", "5\t3.00\t0.60\n", "6\t3.00\t0.06\n"} {
		if !strings.Contains(got, want) {
			t.Errorf("family table lacks %q:\n%s", want, got)
		}
	}
}

func TestParsePolarTSV(t *testing.T) {
	got := parsePolarTSV([]byte("term\tvalence\tconditions\nStale\tnegative\t!x\t12\nadmire\tpositive\nlack of\tnegative\nodd\tambiguous\n\nbare\n"))
	want := map[string]float64{"stale": -1, "admire": 1}
	if len(got) != len(want) {
		t.Errorf("got %v, want %v", got, want)
	}
	for w, x := range want {
		if got[w] != x {
			t.Errorf("%s: got %v, want %v", w, got[w], x)
		}
	}
}

func TestShifterLemmas(t *testing.T) {
	got := string(shifterLemmas([]byte("abandon,shifter\naah,nonshifter\nback_off,shifter\nLack,shifter\nfail,shifter\nabandon,shifter\nbroken line\n")))
	if want := "# lemma\nabandon\nfail\nlack\n"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

func FuzzParsePolarTSV(f *testing.F) {
	f.Add([]byte("stale\tnegative\nadmire\tpositive\t!x\n"))
	f.Add([]byte("\t\t\n\r\nlack of\tnegative"))
	f.Fuzz(func(t *testing.T, data []byte) {
		for w, x := range parsePolarTSV(data) {
			if w == "" || (x != 1 && x != -1) {
				t.Fatalf("entry %q: %v", w, x)
			}
		}
		_ = shifterLemmas(data)
	})
}

func TestWithConverted(t *testing.T) {
	got := withConverted(map[string]float64{"好吃": 3, "难过": -2}, map[rune]rune{'吃': '喫', '难': '難', '过': '過'})
	want := map[string]float64{"好吃": 3, "好喫": 3, "难过": -2, "難過": -2}
	if !maps.Equal(got, want) {
		t.Errorf("withConverted = %v, want %v", got, want)
	}
}

// TestSWNWordScores checks that every synset of a word counts, not only
// its last line: "appetizing" (one synset, +0.5 and -0.25) is +0.25, not
// the -0.25 (x4 = -1) of its negative half.
func TestSWNWordScores(t *testing.T) {
	data := "term\tvalence\tscore\tPOS\n" +
		"appetizing\tpositive\t0.5\ta\n" +
		"appetizing\tnegative\t-0.25\ta\n" +
		"appetising\tpositive\t0.5\ta\n" +
		"good\tpositive\t0.75\ta\n" +
		"good\tnegative\t-0.125\ta\n" + // same synset as the line above
		"good\tnegative\t-0.25\ta\n" + // a second synset
		"good\tpositive\t0.5\tn\n" +
		"good\tnegative\t-0.25\tr\n" + // other POS: another synset
		"Back_Off\tnegative\t-0.5\tv\n" +
		"_\tnegative\t-0.5\tn\n" + // underscores alone: no word
		"_dull_\tnegative\t-0.5\ta\n" + // trimmed after '_' becomes a space
		"broken\tline\n" +
		"nan\tpositive\tNaN\ta\n" +
		"big\tpositive\t7\ta\n"
	got := swnWordScores([]byte(data))
	want := map[string]float64{
		"appetizing": 0.25,
		"appetising": 0.5,
		"good":       (0.625 - 0.25 + 0.5 - 0.25) / 4,
		"back off":   -0.5,
		"dull":       -0.5,
	}
	if !maps.Equal(got, want) {
		t.Errorf("swnWordScores = %v, want %v", got, want)
	}
}

func FuzzSWNWordScores(f *testing.F) {
	f.Add([]byte("term\tvalence\tscore\tPOS\nx\tpositive\t0.5\ta\nx\tnegative\t-0.25\ta\n"))
	f.Add([]byte("\t\t-0\n_\tnegative\t-1\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		for w, x := range swnWordScores(data) {
			if w == "" || strings.TrimSpace(w) != w || math.IsNaN(x) || math.Abs(x) > 1 {
				t.Fatalf("entry %q: %v", w, x)
			}
		}
	})
}

func TestSentimentSynsetValences(t *testing.T) {
	// Family 1 is "costly, dear, pricey": dear's second sense among two
	// neutral first senses. Family 2 is dear's first sense.
	senses := map[string][][]uint32{
		"dear":   {{2, 1}},
		"costly": {{1}},
		"pricey": {{1}},
		"loved":  {{2}},
	}
	got := synsetValences(map[string]float64{"dear": 1.6, "loved": 2.4}, senses)
	want := map[uint32]senseValence{
		1: {x: 0.8 / 2.5, prominence: 1},
		2: {x: 2, prominence: 1},
	}
	for f, v := range want {
		if math.Abs(got[f].x-v.x) > 1e-9 || got[f].prominence != v.prominence {
			t.Errorf("family %d: got %+v, want %+v", f, got[f], v)
		}
	}
}

func TestSentimentWordEvidence(t *testing.T) {
	synsets := map[uint32]senseValence{1: {-2, 1}, 2: {2, 0.5}, 3: {0, 1}}
	for _, c := range []struct {
		fams []uint32
		want float64
		ok   bool
	}{
		{[]uint32{1}, -2, true},
		{[]uint32{1, 2}, -1.0 / 1.5, true},
		{[]uint32{1, 3}, -1, true},
		{[]uint32{2, 9}, 2, true},
		{[]uint32{9}, 0, false},
		{nil, 0, false},
	} {
		got, ok := wordEvidence(c.fams, synsets)
		if ok != c.ok || math.Abs(got-c.want) > 1e-9 {
			t.Errorf("%v: got %v %v, want %v %v", c.fams, got, ok, c.want, c.ok)
		}
	}
}

// Probes the threshold was checked on, by hand: the MT entry and whether
// the filter should drop it. (The runtime already scores the sentences
// right with or without the entries: other signals outvote them.)
//
//	es "El hotel era caro."          "caro" MT +3 from "dear" (senses
//	   expensive, costly): drop.
//	es "Una noticia alarmante."      "alarmante" MT +3: drop.
//	id "Saya sangat senang."         "senang" (happy) MT -2: drop.
//	nl "Het eten was verschrikkelijk." "verschrikkelijk" MT +4: drop.
//	de "Das Essen war lecker."       "lecker" MT +3: keep.
//	de "Das Zimmer war teuer."       "teuer" MT +3: kept, no evidence
//	   (not in the German Wiktionary wordnet).
func TestSentimentDropInconsistentMT(t *testing.T) {
	mt := map[string]float64{"caro": 3, "Lecker": 3, "ameaçador": 3, "ohne": -2, "nativ": 2, "leicht": 1}
	ev := map[string]float64{
		"caro":      -0.7, // expensive, costly, dear(costly)
		"lecker":    2.5,
		"ameaçador": -1.1,
		"nativ":     -2,
		"leicht":    -0.1, // too weak to overrule
	}
	lower := cases.Lower(language.Und)
	dropped := dropInconsistentMT(mt, ev, lower, func(w string) bool { return w == "nativ" })
	if want := []string{"ameaçador", "caro"}; !slices.Equal(dropped, want) {
		t.Errorf("dropped %v, want %v", dropped, want)
	}
	want := map[string]float64{"Lecker": 3, "ohne": -2, "nativ": 2, "leicht": 1}
	if !maps.Equal(mt, want) {
		t.Errorf("left %v, want %v", mt, want)
	}
}

// TestSentimentNativeListKept checks that the author's own AFINN
// translations are taken as they are, without the machine translations'
// sense check, which drops more right entries than wrong ones there:
// Swedish "nådig" and Polish "kosztowny" stay (and so does "drogi" +2,
// "dear" taken as "expensive", a known weakness).
func TestSentimentNativeListKept(t *testing.T) {
	if _, err := os.Stat(lexsrc); err != nil {
		t.Skipf("no %s", lexsrc)
	}
	s, err := openSources(lexsrc)
	if err != nil {
		t.Fatal(err)
	}
	for lang, word := range map[string]string{"pl": "kosztowny", "sv": "nådig", "fi": "itsekäs", "tr": "sorumsuz"} {
		out, _, err := s.sentimentLexicon(lang)
		if err != nil {
			t.Fatal(err)
		}
		entries := map[string]string{}
		for line := range strings.Lines(string(out)) {
			w, rest, _ := strings.Cut(strings.TrimRight(line, "\n"), "\t")
			entries[w] = rest
		}
		if !strings.HasSuffix(entries[word], "\tnative") {
			t.Errorf("%s %s: %q, want a native entry", lang, word, entries[word])
		}
	}
}

// TestDescriptionValence checks that an emoji's description gives a prior
// only where the English table rates at least half of its content words:
// "white heavy check mark" is no "heavy" thing.
func TestDescriptionValence(t *testing.T) {
	words := map[string]float64{"heavy": -0.4, "smiling": 1.6, "tears": -1.6, "joy": 2.8}
	stop := map[string]bool{"face": true, "with": true, "of": true}
	for _, tc := range []struct {
		desc string
		want float64
		ok   bool
	}{
		{"white heavy check mark", 0, false},
		{"smiling face with heart-eyes", 1.6, true},
		{"face with tears of joy", 0.6, true},
		{"red heart", 0, false},
	} {
		got, ok := descriptionValence(tc.desc, words, stop)
		if ok != tc.ok || math.Abs(got-tc.want) > 1e-9 {
			t.Errorf("%q: %.2f %v, want %.2f %v", tc.desc, got, ok, tc.want, tc.ok)
		}
	}
}

// TestVaderEmoticons checks that the emoji table takes VADER's ASCII
// emoticons as written (":D" is no ":d") and leaves its words alone.
func TestVaderEmoticons(t *testing.T) {
	data := []byte(":)\t2.0\t1.18\t[2, 2]\n:D\t2.3\t1.1\t[4, 2]\n<3\t1.9\t0.5\t[2, 2]\n" +
		"good\t1.9\t0.9\t[2, 2]\nw00t\t2.2\t1.0\t[2, 2]\n( '}{' )\t1.6\t0.6\t[2, 1]\n")
	got := vaderEmoticons(data)
	want := map[string]float64{":)": 2.0, ":D": 2.3, "<3": 1.9}
	if !maps.Equal(got, want) {
		t.Errorf("got %v, want %v", got, want)
	}
}

// TestEmojiValence checks the description prior: it turns an emoji seen
// in few tweets ("😟", 80, a share of +0.3; "worried" -1.2) and leaves a
// common one ("😂", 14,622) near its share.
func TestEmojiValence(t *testing.T) {
	if x := emojiValence(0.3, 80, -1.2); x >= 0 {
		t.Errorf("worried face: %.2f, want negative", x)
	}
	if x := emojiValence(0.88, 14622, 3); math.Abs(x-0.88) > 0.02 {
		t.Errorf("tears of joy: %.2f, want about 0.88", x)
	}
}

// TestEvaluativeSenses checks that a verb's or noun's valence goes to the
// senses whose definitions hold rated words: "lie" was rated for the
// untruth, so its "be located" sense gets a tenth of the weight. An
// adjective's senses are not told apart.
func TestEvaluativeSenses(t *testing.T) {
	senses := map[string][][]uint32{"lie": {{1, 2}}, "peace": {{3, 4}}}
	glosses := map[uint32][]string{
		1: {"lie", "be", "located", "or", "situated", "somewhere"},
		2: {"lie", "tell", "an", "untruth", "pretend", "with", "intent", "to", "deceive"},
		3: {"peace", "the", "absence", "of", "war"},
		4: {"peace", "harmonious", "relations"},
	}
	rated := map[string]float64{"lie": -1.8, "lies": -1.8, "deceive": -1.7, "war": -2.9, "harmonious": 2, "peace": 2.5}
	eval, gated := evaluativeSenses("lies", "lie", senses["lie"], []byte{'v'}, rated, glosses, senses)
	if !gated[0] || eval[0][0] || !eval[0][1] {
		t.Errorf("lie: %v %v, want the second sense alone evaluative", eval, gated)
	}
	// Every sense of "peace" names a rated word (of either sign): nothing
	// tells them apart, so none is gated.
	if _, gated := evaluativeSenses("peace", "peace", senses["peace"], []byte{'n'}, rated, glosses, senses); gated[0] {
		t.Error("peace: gated, want every sense evaluative and no gate")
	}
	if _, gated := evaluativeSenses("lies", "lie", senses["lie"], []byte{'a'}, rated, glosses, senses); gated[0] {
		t.Error("lie as an adjective: gated, want adjectives left alone")
	}
	got := string(familyValences(map[string]float64{"lies": -1.8, "peace": 2.5}, senses, nil, glosses, map[string][]byte{"lie": {'v'}, "peace": {'n'}}, rated))
	for _, want := range []string{"1\t-1.80\t0.06\n", "2\t-1.80\t0.30\n", "3\t2.50\t1.00\n", "4\t2.50\t0.50\n"} {
		if !strings.Contains(got, want) {
			t.Errorf("family table lacks %q:\n%s", want, got)
		}
	}
}

// TestEnglishLemmas checks that "-es" comes off only after the letters
// English adds it to ("cares" is "care", not "car") and that "lying" is
// "lie", not "lye".
func TestEnglishLemmas(t *testing.T) {
	senses := map[string][][]uint32{"car": {{1}}, "care": {{2}}, "hat": {{3}}, "hate": {{4}}, "box": {{5}}, "hero": {{6}}, "lie": {{7}}, "lye": {{8}}}
	for w, want := range map[string]string{"cares": "care", "hates": "hate", "boxes": "box", "heroes": "hero", "lying": "lie"} {
		if got, _ := englishLemmas(w, senses); len(got) != 1 || got[0] != want {
			t.Errorf("englishLemmas(%q) = %v, want %s", w, got, want)
		}
	}
}
