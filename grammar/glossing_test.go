package grammar

import (
	"slices"
	"testing"
)

func TestGlossing(t *testing.T) {
	got := Glossing("NOUN", []string{"Case=Acc", "Number=Plur", "Foo=Bar"})
	if want := []string{"N", "ACC", "PL"}; !slices.Equal(got, want) {
		t.Errorf("got %v want %v", got, want)
	}
	if got := Glossing("VERB", []string{"Tense=Past", "Person=3"}); !slices.Equal(got, []string{"V", "PST", "3"}) {
		t.Errorf("verb: %v", got)
	}
}
