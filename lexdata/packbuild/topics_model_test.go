package packbuild

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/argot-nlp/argot/topics"
)

func TestParseTopicLabels(t *testing.T) {
	labels, err := parseTopicLabels(topicLabels)
	if err != nil {
		t.Fatal(err)
	}
	for key, want := range map[string]string{
		"sib200\ttravel":         "10000000",
		"en_agnews\tWorld":       "11000000",
		"de_10kgnad\tPanorama":   "-",
		"de_10kgnad\tEtat":       "01000000",
		"fr_masakhanews\thealth": "07000000",
	} {
		if got := labels[key]; got != want {
			t.Errorf("%q -> %q, want %q", key, got, want)
		}
	}
	if _, err := parseTopicLabels("sib200\ttravel\n"); err == nil {
		t.Error("two fields: no error")
	}
}

// TestReadTopicTraining reads the shared training texts: every label is
// mapped, and no held-out item or other language is kept.
func TestReadTopicTraining(t *testing.T) {
	dir := filepath.Join(lexsrc, "..", "devsets", "topics")
	if _, err := os.Stat(dir); err != nil {
		t.Skip("no shared devsets:", err)
	}
	items, _, err := readTopicTraining(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(items) < 5000 {
		t.Errorf("%d training items, want over 5000", len(items))
	}
	for _, it := range items {
		if topics.HeldOut(it.ID) || it.iptc == "" || (it.Lang != "en" && it.Lang != "de" && it.Lang != "fr") {
			t.Fatalf("item %s (%s, %q) should not be trained on", it.ID, it.Lang, it.iptc)
		}
	}
}
