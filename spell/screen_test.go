package spell

import "testing"

// TestWordEndsScreen checks that candidates mayConfide drops on their ends
// alone are affix edits of the typed word.
func TestWordEndsScreen(t *testing.T) {
	words := []string{"", "a", "ab", "ba", "abc", "acb", "cab", "abca", "كتاب", "والكتاب", "كتب", "ועשויות", "עשויות", "kąpielowym", "kąpielowy"}
	for _, a := range words {
		if a == "" {
			continue
		}
		for _, b := range words {
			ra, rb := []rune(a), []rune(b)
			if wordEnds(ra) != wordEnds(rb) && !affixEdit(ra, rb) {
				t.Errorf("%q, %q: ends differ but no affix edit", a, b)
			}
		}
	}
	if wordEnds(nil) == wordEnds([]rune{0}) {
		t.Error("an empty word has the ends of a word")
	}
}
