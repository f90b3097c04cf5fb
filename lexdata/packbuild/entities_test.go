package packbuild

import (
	"os"
	"path/filepath"
	"testing"
)

// TestEntitySectionsMatchEmbedded checks that the copies the entities
// package embeds (used when no core pack is given) are this builder's
// output for the current sources.
func TestEntitySectionsMatchEmbedded(t *testing.T) {
	src := filepath.Join("..", "..", "..", "shared", "lexsrc")
	cards, err := os.ReadFile(filepath.Join(src, "entities", "payment-cards", "credit-card-type-iin.json"))
	if err != nil {
		t.Skip("no lexsrc:", err)
	}
	iban, err := os.ReadFile(filepath.Join(src, "entities", "iban", "iban-country-formats.tsv"))
	if err != nil {
		t.Skip("no lexsrc:", err)
	}
	for _, c := range []struct {
		name string
		in   []byte
		enc  func([]byte) ([]byte, error)
	}{
		{"cards.tsv", cards, encodeCardTable},
		{"iban.tsv", iban, encodeIBANTable},
	} {
		got, err := c.enc(c.in)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		want, err := os.ReadFile(filepath.Join("..", "..", "entities", "data", c.name))
		if err != nil {
			t.Fatal(err)
		}
		if string(got) != string(want) {
			if os.Getenv("ARGOT_UPDATE_ENTITY_DATA") != "" {
				if err := os.WriteFile(filepath.Join("..", "..", "entities", "data", c.name), got, 0o644); err != nil {
					t.Fatal(err)
				}
				continue
			}
			t.Errorf("entities/data/%s differs from the builder's output; rerun with ARGOT_UPDATE_ENTITY_DATA=1", c.name)
		}
	}
}
