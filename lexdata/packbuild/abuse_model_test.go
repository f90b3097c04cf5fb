package packbuild

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/argot-nlp/argot/abuse"
)

func TestAbuseModelOnlyEnglish(t *testing.T) {
	_, _, err := produceAbuseModel(context.Background(), input{lang: "de", src: &sources{dir: t.TempDir()}})
	var skip *omission
	if !errors.As(err, &skip) {
		t.Errorf("de: got %v, want an omission", err)
	}
}

func TestReadAbuseFileErrors(t *testing.T) {
	if _, err := readAbuseFile(filepath.Join(t.TempDir(), "missing.jsonl.zst")); err == nil {
		t.Error("missing file: no error")
	}
	bad := filepath.Join(t.TempDir(), "bad.jsonl.zst")
	if err := os.WriteFile(bad, []byte("not zstd"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := readAbuseFile(bad); err == nil {
		t.Error("not zstd: no error")
	}
}

// TestReadAbuseTraining reads the shared training messages: no held-out
// message is kept, every source is there, and the order is fixed.
func TestReadAbuseTraining(t *testing.T) {
	dir := filepath.Join(lexsrc, "..", "devsets", "abuse")
	if _, err := os.Stat(dir); err != nil {
		t.Skip("no shared devsets:", err)
	}
	src, err := openSources(lexsrc)
	if err != nil {
		t.Fatal(err)
	}
	items, _, err := readAbuseTraining(src, dir)
	if err != nil {
		t.Fatal(err)
	}
	sources := map[string]int{}
	for _, it := range items {
		if it.source != "ud_en_train" && abuse.HeldOut(it.ID) {
			t.Fatalf("held-out message %s in the training data", it.ID)
		}
		sources[it.source]++
	}
	for _, s := range []string{"en_olid", "en_davidson", "en_hatexplain", "ud_en_train"} {
		if sources[s] == 0 {
			t.Errorf("no messages of %s", s)
		}
	}
	again, _, err := readAbuseTraining(src, dir)
	if err != nil {
		t.Fatal(err)
	}
	for i := range items {
		if items[i].ID != again[i].ID {
			t.Fatalf("order differs at %d: %s, then %s", i, items[i].ID, again[i].ID)
		}
	}
}

// TestAbuseModelCleanTrained checks that the evaluation leaves out exactly
// the clean sentences the learned decision trains on.
func TestAbuseModelCleanTrained(t *testing.T) {
	const n = 12000
	trained := AbuseModelCleanTrained(abuseModelClean, n)
	count := 0
	for i := range n {
		if trained(i) {
			count++
		}
	}
	if count != abuseModelCleanCount {
		t.Errorf("%d sentences marked trained, want %d", count, abuseModelCleanCount)
	}
	for i := range abuseModelCleanCount {
		if !trained(abuseModelCleanIndex(i, n)) {
			t.Fatalf("training sentence %d not marked", abuseModelCleanIndex(i, n))
		}
	}
	other := AbuseModelCleanTrained("ud/en/en_ewt-ud-dev.conllu.zst", n)
	for i := range n {
		if other(i) {
			t.Fatalf("sentence %d of another treebank marked trained", i)
		}
	}
}
