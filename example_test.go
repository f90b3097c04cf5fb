package argot_test

import (
	"context"
	"encoding/json"
	"fmt"
	"log"

	"github.com/argot-nlp/argot"
	"github.com/argot-nlp/argot/packs/all"
)

// The README's example: one Analyzer on the embedded packs, one request.
func Example() {
	a, err := argot.New(argot.WithPackFS(all.FS))
	if err != nil {
		log.Fatal(err)
	}
	resp, err := a.Parse(context.Background(), argot.Request{
		Language: "en",
		Content:  "Hello world. How are you?",
		Settings: argot.Settings{Parses: argot.Bool(true)},
	})
	if err != nil {
		log.Fatal(err) // an *argot.Error: Status 400 with the Key at fault, or 500
	}
	out, _ := json.Marshal(resp)
	fmt.Println(string(out))
	// Output:
	// {"text":"Hello world. How are you?","sentence_list":[{"offset":0,"length":12,"text":"Hello world."},{"offset":13,"length":12,"text":"How are you?"}]}
}

// Settings arrive as the service's JSON; invalid values name their key.
func ExampleAnalyzer_ParseJSON() {
	a, _ := argot.New()
	_, err := a.ParseJSON(context.Background(), []byte(`{"language":"en","content":"hi","settings":{"min_generic_frequency":12}}`))
	b, _ := json.Marshal(argot.AsError(err))
	fmt.Println(string(b))
	// Output:
	// {"error":{"status":400,"key":"settings.min_generic_frequency","message":"must be an integer from 0 to 10, got 12"}}
}
