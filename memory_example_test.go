package argot_test

import (
	"context"
	"encoding/json"
	"fmt"
	"log"

	"github.com/argot-nlp/argot"
	"github.com/argot-nlp/argot/packs/all"
)

// A chat moderated with long-term memory: each response's memory goes,
// unchanged, into the settings of the next message's request. The
// moderator starts the memory with a code word ("flour" means cocaine);
// the first message mentions a company, the second uses the code word,
// the third refers to the company as "they".
func Example_memory() {
	a, err := argot.New(argot.WithPackFS(all.FS))
	if err != nil {
		log.Fatal(err)
	}
	cocaine := int64(52104) // the family id of cocaine, the same in every language
	memory := &argot.Memory{Assign: []argot.Assignment{{
		If:   argot.Condition{Regex: argot.String(`^flour$`)},
		Then: argot.Action{Family: &cocaine},
	}}}
	for _, msg := range []string{
		"The company delivered the parcel.",
		"I sell flour.",
		"They will call you tomorrow.",
	} {
		settings := argot.Settings{State: argot.Bool(true), Words: argot.Bool(true)}
		settings.SetMemory(memory) // flags, antecedents ("they"), assign
		resp, err := a.Parse(context.Background(), argot.Request{Language: "en", Content: msg, Settings: settings})
		if err != nil {
			log.Fatal(err) // an *argot.Error
		}
		for _, x := range resp.Abuse {
			fmt.Printf("%s: %s (%s) %v\n", msg, x.Type, x.Severity, x.Tags)
		}
		for _, w := range resp.SentenceList[0].Words {
			if w.Text == "They" {
				fmt.Printf("%s: They = %s\n", msg, w.Description)
			}
		}
		memory = resp.Memory
	}
	flags, _ := json.Marshal(memory.Flags)
	fmt.Println(string(flags))
	// Output:
	// I sell flour.: criminal_activity (high) [for_sale hard_drug]
	// They will call you tomorrow.: They = company (institution)
	// [{"type":"Semantics","index":16,"value":"organization"},{"type":"Semantics","index":1,"value":"agents_of_bad_things"}]
}
