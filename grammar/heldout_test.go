package grammar

import (
	"fmt"
	"strings"
	"testing"

	"github.com/argot-nlp/argot/internal/conllu"
)

// udSentence makes a sentence of the words of text, with text as its text
// comment when withText is set.
func udSentence(text string, withText bool) *conllu.Sentence {
	s := &conllu.Sentence{}
	if withText {
		s.Text = text
	}
	for _, f := range strings.Fields(text) {
		s.Words = append(s.Words, conllu.Word{Form: f})
	}
	return s
}

func TestHeldOut(t *testing.T) {
	held, kept := map[bool]int{}, map[bool]string{}
	const n = 5000
	for i := range n {
		text := fmt.Sprintf("sentence number %d .", i)
		h := HeldOut(udSentence(text, true))
		held[h]++
		kept[h] = text
	}
	if want := n / HeldOutShare; held[true] < want*9/10 || held[true] > want*11/10 {
		t.Errorf("%d of %d sentences held out, want about %d", held[true], n, want)
	}
	for want, text := range kept {
		if got := HeldOut(udSentence(text, false)); got != want {
			t.Errorf("%q without a text comment: held out %v, want %v as with it", text, got, want)
		}
		other := udSentence(text, false)
		other.Text = kept[!want]
		if got := HeldOut(other); got == want {
			t.Errorf("the words, not the text %q, decided", other.Text)
		}
	}
}
