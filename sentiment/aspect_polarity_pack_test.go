package sentiment_test

import (
	"context"
	"strings"
	"testing"

	"github.com/argot-nlp/argot/sentiment"
)

// TestTermPolaritiesHandChecked checks the shipped English term-polarity
// classifier on sentences written for the test: a term with a clear
// negative opinion, a mention that no opinion judges, and a contrast whose
// two clauses judge their own terms.
func TestTermPolaritiesHandChecked(t *testing.T) {
	tests := []struct {
		text, term, want string
	}{
		{"The battery life is terrible.", "battery life", sentiment.Negative},
		{"We sat by the window.", "window", sentiment.Neutral},
		{"The food was great but the service was slow.", "food", sentiment.Positive},
		{"The food was great but the service was slow.", "service", sentiment.Negative},
		{"The screen is bright, but the keyboard feels cheap.", "screen", sentiment.Positive},
		{"The screen is bright, but the keyboard feels cheap.", "keyboard", sentiment.Negative},
	}
	lang, err := store().Language("en")
	if err != nil {
		t.Fatal(err)
	}
	core, err := store().Families()
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range tests {
		d, _ := analyse(t, "en", tt.text)
		from := len([]rune(tt.text[:strings.Index(tt.text, tt.term)]))
		got, err := sentiment.TermPolarities(context.Background(), d, lang, core, [][2]int{{from, from + len([]rune(tt.term))}}, sentiment.Options{})
		if err != nil {
			t.Fatal(err)
		}
		if got == nil {
			t.Skip("the English pack has no term-polarity classifier")
		}
		if got[0] != tt.want {
			t.Errorf("%q in %q: %s, want %s", tt.term, tt.text, got[0], tt.want)
		}
	}
}
