package argot

import (
	"reflect"
	"testing"

	"github.com/argot-nlp/argot/internal/doc"
)

// TestUDGrammarShared checks that the words of a sentence rendered from one
// shared feature array get what each renders alone, and that appending to
// one word's grammar leaves the next word's alone.
func TestUDGrammarShared(t *testing.T) {
	ds := &doc.Sentence{Tokens: []doc.Token{
		{Kind: doc.Word, Text: "dogs", POS: "NOUN", Features: []string{"Number=Plur"}},
		{Kind: doc.Punctuation, Text: ","},
		{Kind: doc.Word, Text: "run", POS: "VERB", Features: []string{"Mood=Ind", "Tense=Pres"}},
		{Kind: doc.Word, Text: "x"},
	}}
	out := renderSentence(ds, &wordOptions{words: true, standard: "ud"})
	for i := range ds.Tokens {
		want := renderWord(&ds.Tokens[i], 0, &wordOptions{words: true, standard: "ud"}, nil)
		if !reflect.DeepEqual(out.Words[i].Grammar, want.Grammar) {
			t.Errorf("word %d: grammar %v, alone %v", i, out.Words[i].Grammar, want.Grammar)
		}
	}
	g := out.Words[0].Grammar
	_ = append(g, Feature{Value: "Extra"})
	if got := out.Words[2].Grammar[0].Value; got != "VERB" {
		t.Errorf("append to word 0 changed word 2: %q", got)
	}
	if got := udGrammarIn(nil, "", nil); got != nil {
		t.Errorf("no tag, no features: %v", got)
	}
}
