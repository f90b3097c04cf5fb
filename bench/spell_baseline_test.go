package bench

import (
	"os"
	"path/filepath"
	"testing"
)

func TestNorvigCorrector(t *testing.T) {
	dir := t.TempDir()
	freq := filepath.Join(dir, "lexsrc", "freq")
	if err := os.MkdirAll(freq, 0o755); err != nil {
		t.Fatal(err)
	}
	list := "the 1000\nspelling 40\nspeaking 500\nform 30\nfrom 300\ncorrect 20\nforum 10\n"
	if err := os.WriteFile(filepath.Join(freq, "xx.txt"), []byte(list), 0o644); err != nil {
		t.Fatal(err)
	}
	c, err := newNorvigCorrector(dir, "xx")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ in, want string }{
		{"form", "form"},         // a list word stays
		{"Spelling", "spelling"}, // compared lower-case
		{"speling", "spelling"},  // one edit beats two ("speaking", more frequent)
		{"frmo", "from"},         // a swap is one edit; "form" is two
		{"corect", "correct"},    // an insert
		{"forom", "from"},        // one edit each from from and forum: the more frequent
		{"crrrect", "correct"},   // two edits
		{"xyzzy", "xyzzy"},       // nothing within two edits
	} {
		if got := c.Correct(tc.in); got != tc.want {
			t.Errorf("Correct(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

func TestDeletions(t *testing.T) {
	got := deletions("abc", 2)
	want := []string{"abc", "bc", "ac", "ab", "c", "b", "a"}
	if len(got) != len(want) {
		t.Fatalf("deletions = %q, want %q", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("deletions = %q, want %q", got, want)
		}
	}
}
