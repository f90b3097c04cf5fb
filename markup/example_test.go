package markup_test

import (
	"fmt"

	"github.com/argot-nlp/argot/markup"
)

func ExampleExtractText() {
	for _, in := range []string{
		"<p>Clean me up</p><style>..</style>",
		"<ul><li>one &amp; two</li><li>a < b</li></ul>",
		`{"title":"Hello","views":3,"tags":["x","y"]}`,
	} {
		text, err := markup.ExtractText([]byte(in))
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Printf("%q\n", text)
	}
	_, err := markup.ExtractText([]byte("\x89PNG\r\n\x1a\n..."))
	fmt.Println(err)
	// Output:
	// "Clean me up"
	// "one & two\na < b"
	// "Hello\nx\ny"
	// markup: binary content is not processed
}
