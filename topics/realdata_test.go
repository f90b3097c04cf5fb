package topics_test

import (
	"context"
	"errors"
	"os"
	"slices"
	"testing"

	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/internal/pipeline"
	"github.com/argot-nlp/argot/lexdata"
	"github.com/argot-nlp/argot/lexdata/packbuild"
	"github.com/argot-nlp/argot/packs/all"
	"github.com/argot-nlp/argot/senses"
	"github.com/argot-nlp/argot/tokenize"
	"github.com/argot-nlp/argot/topics"
)

// realDetector uses the core pack's topic map, or builds it from
// ../shared/lexsrc while the committed pack has none.
func realDetector(t *testing.T, store *lexdata.Store) *topics.Detector {
	t.Helper()
	core, err := store.Core()
	if err != nil {
		t.Fatal(err)
	}
	fams, err := store.Families()
	if err != nil {
		t.Fatal(err)
	}
	det, err := topics.Load(core, fams)
	if errors.Is(err, lexdata.ErrNoSection) {
		const src = "../../shared/lexsrc"
		if _, err := os.Stat(src); err != nil {
			t.Skip("no topic-map section in packs/core and no", src)
		}
		data, err := packbuild.TopicMapSection(src)
		if err != nil {
			t.Fatal(err)
		}
		m, err := topics.ParseMap(data)
		if err != nil {
			t.Fatal(err)
		}
		return topics.NewDetector(m, fams)
	}
	if err != nil {
		t.Fatal(err)
	}
	return det
}

func TestRealTexts(t *testing.T) {
	store := lexdata.NewStore(all.FS)
	det := realDetector(t, store)
	for _, c := range []struct{ lang, text, top string }{
		{"en", "The team won the football match. The goalkeeper saved a penalty and the coach praised the players.", "15000000"},
		{"en", "The central bank raised interest rates. Shares fell as investors sold stocks and bonds.", "04000000"},
		{"de", "Die Mannschaft gewann das Fußballspiel. Der Torwart hielt einen Elfmeter und der Trainer lobte die Spieler.", "15000000"},
		// Arts learned from German news alone read this as sport until
		// the model weighed each class against its languages' background.
		{"en", "The film won three Oscars. The actress thanked the director and the studio at the awards ceremony.", "01000000"},
		{"fr", "La banque centrale a relevé ses taux d'intérêt. Les actions ont chuté et les investisseurs ont vendu.", "04000000"},
	} {
		pack, err := store.Language(c.lang)
		if err != nil {
			t.Fatal(err)
		}
		d := &doc.Document{Text: c.text, Lang: c.lang}
		stages := []pipeline.Stage{tokenize.NewStage(), senses.NewStage(store.Families)}
		if err := pipeline.Run(context.Background(), stages, d, pack); err != nil {
			t.Fatal(err)
		}
		got := det.Topics(d, topics.Options{Standard: topics.IPTCCode})
		if len(got) == 0 || got[0].TopLevel != c.top {
			t.Errorf("%s %q: topics = %+v, want top level %s first", c.lang, c.text, got, c.top)
		}
	}
}

// TestCommittedModel checks the core pack's topic model: its classes are
// the IPTC top levels the training labels map to.
func TestCommittedModel(t *testing.T) {
	store := lexdata.NewStore(all.FS)
	m := realDetector(t, store).Model()
	if m == nil {
		t.Skip("packs/core has no topic-model section")
	}
	want := []string{"01000000", "04000000", "07000000", "10000000", "11000000", "13000000", "15000000"}
	if got := m.Classes(); !slices.Equal(got, want) || m.Len() < 1000 {
		t.Errorf("classes %v, %d features; want %v and over 1000 features", got, m.Len(), want)
	}
}
