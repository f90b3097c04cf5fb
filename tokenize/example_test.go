package tokenize_test

import (
	"fmt"

	"github.com/argot-nlp/argot/tokenize"
)

func Example() {
	tk, err := tokenize.New("en")
	if err != nil {
		panic(err)
	}
	for _, s := range tk.Tokenize(`Dr. Smith didn't pay $1,234.50. "Wow!" 👍🏽`) {
		fmt.Printf("sentence at %d: %q\n", s.Offset, s.Text)
		for _, t := range s.Tokens {
			fmt.Printf("  %-9q %-11s %d+%d", t.Text, t.Kind, t.Offset, t.Length)
			if t.Behavior != 0 {
				fmt.Print(" ", t.Behavior)
			}
			if t.HasNumber {
				fmt.Print(" ", t.Number)
			}
			fmt.Println()
		}
	}
	// Output:
	// sentence at 0: "Dr. Smith didn't pay $1,234.50."
	//   "Dr."     word        0+3
	//   "Smith"   word        4+5
	//   "did"     word        10+3
	//   "n't"     word        13+3
	//   "pay"     word        17+3
	//   "$"       punctuation 21+1
	//   "1,234.50" numeral     22+8 1234.5
	//   "."       punctuation 30+1 sentenceTerminator
	// sentence at 32: "\"Wow!\" 👍🏽"
	//   "\""      punctuation 32+1 quoteStart
	//   "Wow"     word        33+3
	//   "!"       punctuation 36+1 sentenceTerminator
	//   "\""      punctuation 37+1 quoteEnd
	//   "👍🏽"      word        39+2
}

func ExampleNormalizeForLookup() {
	fmt.Println(tokenize.NormalizeForLookup("ar", "الْكِتَابُ"))
	fmt.Println(tokenize.NormalizeForLookup("fa", "كتاب"))
	fmt.Println(tokenize.NormalizeForLookup("de", "Straße"))
	// Output:
	// الكتاب
	// کتاب
	// straße
}
