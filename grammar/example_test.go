package grammar_test

import (
	"fmt"

	"github.com/argot-nlp/argot/grammar"
)

func ExamplePenn() {
	feats := []string{"Mood=Ind", "Number=Sing", "Person=3", "Tense=Pres", "VerbForm=Fin"}
	fmt.Println(grammar.Penn("VERB", feats))
	fmt.Println(grammar.Penn("NOUN", []string{"Number=Plur"}))
	// Output:
	// VBZ
	// NNS
}

func ExampleNative() {
	fmt.Println(grammar.Native("NOUN", []string{"Number=Plur"}))
	// Output: [{1 NOUN} {2 Plur}]
}

func ExampleDescription() {
	fmt.Println(grammar.Description("VERB", []string{"Tense=Past", "VerbForm=Fin"}))
	// Output: [verb past tense finite]
}
