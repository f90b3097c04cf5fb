package spell_test

import (
	"fmt"
	"strings"

	"github.com/argot-nlp/argot/lexdata"
	"github.com/argot-nlp/argot/packs/all"
	"github.com/argot-nlp/argot/spell"
	"github.com/argot-nlp/argot/tokenize"
)

func Example() {
	lang, _ := lexdata.NewStore(all.FS).Language("en")
	c, _ := spell.For(lang)
	tk, _ := tokenize.New("en")
	for _, s := range tk.Tokenize("I will br*k his neck and kll him") {
		for _, k := range c.Sentence(s.Tokens, spell.Options{Text: s.Text, Offset: s.Offset}) {
			var orig []string
			for _, t := range s.Tokens[k.Index : k.Index+k.Span] {
				orig = append(orig, t.Text)
			}
			fmt.Printf("%s -> %s (%s)\n", strings.Join(orig, ""), k.Text, k.Kind)
		}
	}
	w, _ := c.Word("recieve")
	fmt.Println(w)
	// Output:
	// br*k -> break (obfuscation)
	// kll -> kill (misspelling)
	// receive
}
