package spell

import (
	"context"
	"testing"

	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/lexdata"
	"github.com/argot-nlp/argot/tokenize"
)

// TestStageKeep: a word the keep function claims is left as written, while
// the other misspelling of the sentence is still corrected.
func TestStageKeep(t *testing.T) {
	l, err := store().Language("en")
	if err != nil {
		t.Fatal(err)
	}
	tk, err := tokenize.New("en")
	if err != nil {
		t.Fatal(err)
	}
	corrections := func(st *Stage) map[string]string {
		d := &doc.Document{Sentences: tk.Tokenize("The comittee recieved the documents late.")}
		if err := st.Run(context.Background(), d, l); err != nil {
			t.Fatal(err)
		}
		out := map[string]string{}
		for _, tok := range d.Sentences[0].Tokens {
			out[tok.Text] = tok.Corrected
		}
		return out
	}
	plain := corrections(NewStage())
	if plain["comittee"] == "" || plain["recieved"] == "" {
		t.Fatalf("the test needs two misspellings the stage fixes, got %v", plain)
	}
	kept := corrections(NewStage(WithKeep(func(_ *lexdata.Language, w string) bool { return w == "comittee" })))
	if kept["comittee"] != "" {
		t.Errorf("kept word corrected to %q", kept["comittee"])
	}
	if kept["recieved"] != plain["recieved"] {
		t.Errorf("other word: %q, want %q", kept["recieved"], plain["recieved"])
	}
}

// exact is a Matcher for one whole string.
type exact string

func (e exact) MatchString(s string) bool { return s == string(e) }

// TestStageKeepsAssignedWords: a word a memory assign rule of the request
// names by its regex is a word the caller defines, not a misspelling.
func TestStageKeepsAssignedWords(t *testing.T) {
	l, err := store().Language("en")
	if err != nil {
		t.Fatal(err)
	}
	tk, err := tokenize.New("en")
	if err != nil {
		t.Fatal(err)
	}
	d := &doc.Document{Sentences: tk.Tokenize("The comittee recieved the documents late.")}
	d.Opts.Memory.Assign = []doc.Assignment{{If: doc.AssignIf{Regex: exact("comittee")}}}
	if err := NewStage().Run(context.Background(), d, l); err != nil {
		t.Fatal(err)
	}
	for _, tok := range d.Sentences[0].Tokens {
		if tok.Text == "comittee" && tok.Corrected != "" {
			t.Errorf("assigned word corrected to %q", tok.Corrected)
		}
		if tok.Text == "recieved" && tok.Corrected == "" {
			t.Error(`"recieved" is no longer corrected`)
		}
	}
}
