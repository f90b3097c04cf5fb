package prelude

import (
	"context"
	"slices"
	"testing"

	"github.com/argot-nlp/argot/abuse"
	"github.com/argot-nlp/argot/entities"
	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/internal/pipeline"
	"github.com/argot-nlp/argot/lexdata"
	"github.com/argot-nlp/argot/packs/all"
)

func TestStagesOrder(t *testing.T) {
	ents, err := entities.New()
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, s := range Stages(nil, ents, abuse.NewStage(nil)) {
		names = append(names, s.Name())
	}
	want := []string{"tokenize", "spell", "senses", "grammar", "phrases"}
	if !slices.Equal(names, want) {
		t.Fatalf("stages %v, want %v", names, want)
	}
}

// TestStagesKeepAppNames checks the spelling stage's keep rule: an app
// name the entities stage knows is not corrected to a dictionary word.
func TestStagesKeepAppNames(t *testing.T) {
	store := lexdata.NewStore(all.FS)
	lang, err := store.Language("en")
	if err != nil {
		t.Skip("no en pack:", err)
	}
	ents, err := entities.New()
	if err != nil {
		t.Fatal(err)
	}
	d := &doc.Document{Text: "add me on wickr", Lang: "en"}
	if err := pipeline.Run(context.Background(), Stages(store.Families, ents, abuse.NewStage(store.Families)), d, lang); err != nil {
		t.Fatal(err)
	}
	seen := false
	for _, s := range d.Sentences {
		for _, tok := range s.Tokens {
			if tok.Text == "wickr" {
				seen = true
				if tok.Corrected != "" {
					t.Errorf("wickr corrected to %q", tok.Corrected)
				}
			}
		}
	}
	if !seen {
		t.Error("no token wickr")
	}
}
