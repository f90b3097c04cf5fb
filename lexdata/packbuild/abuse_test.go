package packbuild

import (
	"os"
	"strings"
	"testing"
)

func TestClassifyAbuse(t *testing.T) {
	tests := []struct {
		name  string
		facts abuseFacts
		class string
		conf  int
	}{
		{"cuss sure", abuseFacts{sources: []string{"cuss", "ldnoobw2"}, curated: 1, cuss: 2}, classProfanity, 2},
		{"v2 only", abuseFacts{sources: []string{"ldnoobw2"}, cuss: -1}, classProfanity, 0},
		{"curated once", abuseFacts{sources: []string{"ldnoobw1"}, curated: 1, cuss: -1}, classProfanity, 1},
		{"three lists agree", abuseFacts{sources: []string{"2toad", "ldnoobw1", "ldnoobw2"}, curated: 1, cuss: -1}, classProfanity, 2},
		{"cuss caps agreement", abuseFacts{sources: []string{"2toad", "cuss", "ldnoobw1", "ldnoobw2"}, curated: 2, cuss: 1}, classProfanity, 1},
		{"cuss says clean", abuseFacts{sources: []string{"cuss", "ldnoobw1"}, curated: 2, cuss: 0}, classProfanity, 0},
		{"frequent clean word", abuseFacts{sources: []string{"cuss", "ldnoobw1", "ldnoobw2"}, curated: 2, cuss: 1, clean: true, frequent: true}, classProfanity, 0},
		{"frequent clean word, obscene sense", abuseFacts{sources: []string{"cuss", "ldnoobw1", "ldnoobw2"}, curated: 2, cuss: 1, clean: true, frequent: true, famClass: classSexual}, classSexual, 1},
		{"frequent clean word, cuss sure", abuseFacts{sources: []string{"cuss", "ldnoobw1"}, curated: 2, cuss: 2, clean: true, frequent: true, trustCuss: true}, classProfanity, 2},
		{"frequent clean word, cuss sure, not English", abuseFacts{sources: []string{"cuss", "ldnoobw1"}, curated: 2, cuss: 2, clean: true, frequent: true}, classProfanity, 0},
		{"frequent clean word, lists agree", abuseFacts{sources: []string{"2toad", "ldnoobw1", "ldnoobw2"}, curated: 1, cuss: -1, clean: true, frequent: true}, classProfanity, 2},
		{"rare clean word", abuseFacts{sources: []string{"ldnoobw1", "ldnoobw2"}, curated: 1, cuss: -1, clean: true}, classProfanity, 1},
		{"2toad only", abuseFacts{sources: []string{"2toad"}, cuss: -1, noisy: true}, classProfanity, 0},
		{"every sense abusive", abuseFacts{sources: []string{"ldnoobw2"}, cuss: -1, onlyAbusive: true, famClass: classInsult, famStrength: 2}, classInsult, 2},
		{"group name", abuseFacts{sources: []string{"cuss"}, curated: 1, cuss: 2, groupTags: []string{"antisemitism"}}, classSlur, 0},
		{"sexual stem", abuseFacts{sources: []string{"ldnoobw1"}, curated: 1, cuss: -1, stem: true}, classSexual, 1},
		{"wiegand insult", abuseFacts{sources: []string{"wiegand"}, curated: 1, cuss: -1, wiegand: true}, classInsult, 1},
		{"drug name", abuseFacts{sources: []string{"dea"}, cuss: -1, drugTag: "hard_drug", drugName: true}, classDrug, 2},
		{"street name, a common word", abuseFacts{sources: []string{"dea"}, cuss: -1, drugTag: "cannabis", known: true, clean: true}, classDrug, 0},
		{"street name, unknown", abuseFacts{sources: []string{"dea"}, cuss: -1, drugTag: "controlled_substance"}, classDrug, 1},
		{"dogwhistle, ordinary word", abuseFacts{sources: []string{"dogwhistles"}, cuss: -1, dogTags: []string{"racism"}, known: true}, classDogwhistle, 0},
		{"dogwhistle, phrase", abuseFacts{sources: []string{"dogwhistles"}, cuss: -1, dogTags: []string{"racism"}, multiword: true}, classDogwhistle, 1},
		{"dogwhistle, name", abuseFacts{sources: []string{"dogwhistles"}, cuss: -1, dogTags: []string{"antisemitism"}, multiword: true, dogName: true}, classDogwhistle, 0},
	}
	for _, tt := range tests {
		r := classifyAbuse("w", tt.facts)
		if r.class != tt.class || r.confidence != tt.conf {
			t.Errorf("%s: got %s/%d, want %s/%d", tt.name, r.class, r.confidence, tt.class, tt.conf)
		}
		if r.strength < 1 || r.strength > 4 {
			t.Errorf("%s: strength %d", tt.name, r.strength)
		}
	}
}

func TestCleanAbuseForm(t *testing.T) {
	words := map[string]bool{"dick": true, "head": true}
	isWord := func(w string) bool { return words[w] }
	v2 := map[string]bool{"ldnoobw2": true}
	tests := []struct{ in, want string }{
		{"fuck", "fuck"},
		{"$#!+", ""},
		{"5h1t", ""},
		{"m!nable", ""},
		{"imaging-of-the-booby", ""},
		{"iydfaqmppweyhwaws", ""},
		{"dick-head", "dick head"},
		{"dick-ish", "dick-ish"},
		{"http://example.com", ""},
		{"a b c d e", ""},
	}
	for _, tt := range tests {
		got, _ := cleanAbuseForm("en", tt.in, isWord, v2)
		if got != tt.want {
			t.Errorf("cleanAbuseForm(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestAbuseAnchors(t *testing.T) {
	anchors, err := parseAbuseAnchors(abuseAnchorsTSV)
	if err != nil {
		t.Fatal(err)
	}
	if len(anchors) == 0 {
		t.Fatal("no anchors")
	}
	if _, err := os.Stat(lexsrc); err != nil {
		t.Skipf("no %s", lexsrc)
	}
	s, err := openSources(lexsrc)
	if err != nil {
		t.Fatal(err)
	}
	// abuseWordNet fails when an anchor's synset lacks its lemma.
	wa, err := s.abuseWordNet()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []string{classSlur, classInsult, classDrug, "weapon", "violence", classGroup} {
		n := 0
		for _, m := range wa.fams {
			if m[c] != nil {
				n++
			}
		}
		if n == 0 {
			t.Errorf("no family of class %s", c)
		}
	}
}

func TestAbuseLexiconEnglish(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the English lexicon")
	}
	if _, err := os.Stat(lexsrc); err != nil {
		t.Skipf("no %s", lexsrc)
	}
	s, err := openSources(lexsrc)
	if err != nil {
		t.Fatal(err)
	}
	d, err := s.abuseLexicon("en")
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]abuseRow{}
	for _, r := range d.rows {
		got[r.form] = r
	}
	tests := []struct {
		form, class string
		conf        int // -1: any
	}{
		{"fuck", classProfanity, 2},
		{"idiot", classInsult, -1},
		{"cock", classSexual, 1}, // WordNet marks a sense obscene; cuss rates it 1
		{"cunt", "", -1},
		{"kike", classSlur, 2},
	}
	for _, tt := range tests {
		r, ok := got[tt.form]
		if !ok {
			t.Errorf("%q missing", tt.form)
			continue
		}
		if (tt.class != "" && r.class != tt.class) || (tt.conf >= 0 && r.confidence != tt.conf) {
			t.Errorf("%q: %s/%d, want %s/%d", tt.form, r.class, r.confidence, tt.class, tt.conf)
		}
	}
	if got["cunt"].strength != 4 {
		t.Errorf("cunt: strength %d, want 4", got["cunt"].strength)
	}
	lines := strings.Split(strings.TrimSuffix(string(encodeAbuseRows(d.rows)), "\n"), "\n")
	prev := ""
	for i, line := range lines[1:] {
		f := strings.Split(line, "\t")
		if len(f) != 6 {
			t.Fatalf("row %d: %d fields: %q", i, len(f), line)
		}
		for _, x := range f {
			if x == "" {
				t.Fatalf("row %d has an empty field: %q", i, line)
			}
		}
		if f[0] <= prev {
			t.Fatalf("rows not sorted: %q after %q", f[0], prev)
		}
		prev = f[0]
	}
}
