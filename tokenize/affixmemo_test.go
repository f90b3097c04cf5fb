package tokenize

import (
	"strings"
	"testing"

	"github.com/argot-nlp/argot/internal/doc"
)

// TestAffixMemo checks that a text repeating its words splits each
// occurrence as the word alone splits, with and without the pack's
// frequencies, so that the scanner's memo of splits changes nothing.
func TestAffixMemo(t *testing.T) {
	lang, err := compoundStore().Language("ar")
	if err != nil {
		t.Fatal(err)
	}
	dict, err := New("ar", WithDictionary(lang.Pack()))
	if err != nil {
		t.Fatal(err)
	}
	words := []string{"وقال", "بالنسبة", "للسلطة", "كتابه", "وجهه", "بحضور", "كلامه", "لبلادنا",
		"والكتاب", "فسيكتبونها", "ب15000", "كانت", "بأنه", "قال", "وو", "ببب", "حياتنا", "وبالقلم-"}
	type chunk struct {
		text  string
		class doc.Class
	}
	flat := func(sents []doc.Sentence) []chunk {
		var out []chunk
		for _, s := range sents {
			for _, tk := range s.Tokens {
				out = append(out, chunk{tk.Text, tk.Class})
			}
		}
		return out
	}
	for _, tk := range []*Tokenizer{mustNew(t, "ar"), dict} {
		var want []chunk
		for _, w := range append(words, words...) {
			want = append(want, flat(tk.Tokenize(w))...)
		}
		got := flat(tk.Tokenize(strings.Join(append(words, words...), " ")))
		if len(got) != len(want) {
			t.Fatalf("repeated text: %d chunks %v, alone %d %v", len(got), got, len(want), want)
		}
		splits := 0
		for i := range got {
			if got[i] != want[i] {
				t.Errorf("chunk %d: %v, alone %v", i, got[i], want[i])
			}
			if got[i].class == doc.ClassClitic {
				splits++
			}
		}
		if splits == 0 {
			t.Error("no word split")
		}
	}
}
