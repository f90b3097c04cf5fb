package doc

import (
	"slices"
	"testing"
)

func TestSentenceForms(t *testing.T) {
	s := Sentence{Tokens: []Token{
		{Text: "I"}, {Text: "kll", Corrected: "kill", CorrectedSpan: 1},
		{Text: "f", Corrected: "fuck", CorrectedSpan: 4}, {Text: "u"}, {Text: "c"}, {Text: "k"},
		{Text: "!"},
	}}
	var idx []int
	var forms []string
	for i, f := range s.Forms() {
		idx, forms = append(idx, i), append(forms, f)
	}
	if !slices.Equal(idx, []int{0, 1, 2, 6}) || !slices.Equal(forms, []string{"I", "kill", "fuck", "!"}) {
		t.Errorf("got %v %v", idx, forms)
	}
	for i := range s.Forms() {
		if i > 0 {
			t.Fatal("iteration did not stop")
		}
		break
	}
}
