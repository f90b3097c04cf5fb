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
		Content:  "The car was driven by David.",
		Settings: argot.Settings{Parses: argot.Bool(true), Entities: argot.Bool(false), Topics: argot.Bool(false)},
	})
	if err != nil {
		log.Fatal(err) // an *argot.Error: Status 400 with the Key at fault, or 500
	}
	out, _ := json.Marshal(resp)
	fmt.Println(string(out))
	// Output:
	// {"text":"The car was driven by David.","sentence_list":[{"offset":0,"length":28,"text":"The car was driven by David.","parse_tree":{"id":0,"phrases":[{"type":"S","family":31374,"offset":0,"length":27,"text":"(The|car)|was|(driven|by|David)","children":[{"type":"NP","family":51496,"offset":0,"length":7,"text":"The|car","role":"patient"},{"type":"VP","family":31374,"offset":12,"length":15,"text":"driven|(by|David)","children":[{"type":"PP","family":94862,"offset":19,"length":8,"text":"by|(David)","role":"agent","children":[{"type":"NP","family":94862,"offset":22,"length":5,"text":"David"}]}]}]}]}}]}
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
