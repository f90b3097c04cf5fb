package phrases_test

import (
	"context"
	"strings"
	"testing"

	"github.com/argot-nlp/argot/grammar"
	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/internal/pipeline"
	"github.com/argot-nlp/argot/lexdata"
	"github.com/argot-nlp/argot/packs/all"
	"github.com/argot-nlp/argot/phrases"
	"github.com/argot-nlp/argot/senses"
	"github.com/argot-nlp/argot/spell"
	"github.com/argot-nlp/argot/tokenize"
)

// TestPipeline runs the stages before phrases with the embedded packs and
// checks the roles of passive and active sentences in a head-initial and
// a head-final language.
func TestPipeline(t *testing.T) {
	store := lexdata.NewStore(all.FS)
	stages := []pipeline.Stage{tokenize.NewStage(), spell.NewStage(), senses.NewStage(store.Families),
		grammar.NewStage(), phrases.NewStage(store.Families)}
	tests := []struct {
		lang, text string
		want       map[string]string // word -> role
	}{
		{"en", "The car was driven by David.", map[string]string{"car": "patient", "driven": "verb", "David": "agent"}},
		{"en", "David drove the car.", map[string]string{"David": "agent", "drove": "verb", "car": "patient"}},
		{"ja", "猫が魚を食べた。", map[string]string{"猫": "agent", "魚": "patient"}},
		{"de", "Das Auto wurde von David gefahren.", map[string]string{"Auto": "patient", "David": "agent"}},
		{"fr", "La voiture a été conduite par David.", map[string]string{"voiture": "patient", "David": "agent"}},
		{"es", "El coche fue conducido por David.", map[string]string{"coche": "patient", "David": "agent"}},
		{"ko", "고양이가 생선을 먹었다.", map[string]string{"고양이가": "agent", "생선을": "patient"}},
		{"ru", "Машина была куплена Давидом.", map[string]string{"Машина": "patient"}},
		{"en", "President Obama thanked them.", map[string]string{"President": "social_role", "Obama": "surname", "them": "patient"}},
		{"en", "You are an idiot and I saw the man.", map[string]string{"You": "agent", "idiot": "complement", "I": "agent", "man": "patient"}},
		{"en", "Dr. John Smith gave Mary a book.", map[string]string{"Dr.": "title", "John": "given_name", "Smith": "surname", "Mary": "beneficiary", "book": "patient"}},
	}
	for _, tc := range tests {
		lang, err := store.Language(tc.lang)
		if err != nil {
			t.Skipf("no %s pack: %v", tc.lang, err)
		}
		d := &doc.Document{Text: tc.text, Lang: tc.lang}
		if err := pipeline.Run(context.Background(), stages, d, lang); err != nil {
			t.Fatal(err)
		}
		got := map[string]string{}
		var tags []string
		for _, s := range d.Sentences {
			for _, tok := range s.Tokens {
				tags = append(tags, tok.Text+"/"+tok.POS+"/"+strings.Join(tok.Features, ",")+"/"+tok.Lemma+"/"+tok.Role)
				if _, ok := tc.want[tok.Text]; ok {
					got[tok.Text] = tok.Role
				}
			}
		}
		for w, r := range tc.want {
			if got[w] != r {
				t.Errorf("%s %q: %s has role %q, want %q (%s)", tc.lang, tc.text, w, got[w], r, strings.Join(tags, " "))
			}
		}
		if len(d.Sentences) == 0 || len(d.Sentences[0].Parses) != 1 {
			t.Errorf("%s %q: no parse", tc.lang, tc.text)
		}
	}
}
