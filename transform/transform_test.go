package transform

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/argot-nlp/argot/grammar"
	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/internal/pipeline"
	"github.com/argot-nlp/argot/lexdata"
	"github.com/argot-nlp/argot/packs/all"
	"github.com/argot-nlp/argot/senses"
	"github.com/argot-nlp/argot/tokenize"
)

func texts(ps []piece) []string {
	var out []string
	for _, p := range ps {
		out = append(out, p.text)
	}
	return out
}

func pieces(spec ...string) []piece {
	var out []piece
	for _, s := range spec {
		text, pos, _ := strings.Cut(s, "/")
		p := piece{text: text, pos: pos}
		if pos == "" {
			p.punct, p.closes = true, true
		}
		out = append(out, p)
	}
	return out
}

func TestReorder(t *testing.T) {
	svo := pieces("she/PRON", "eats/VERB", "red/ADJ", "apples/NOUN", ",", "he/PRON", "sleeps/VERB", ".")
	for _, c := range []struct {
		name     string
		in       []piece
		src, dst string
		want     string
	}{
		{"to SOV", svo, "en", "ja", "she red apples eats , he sleeps ."},
		{"to SOV, adjective after", svo, "en", "fa", "she apples red eats , he sleeps ."},
		{"to adjective after", svo, "en", "fr", "she eats apples red , he sleeps ."},
		{"same order", svo, "en", "de", "she eats red apples , he sleeps ."},
		{"from SOV", pieces("kanojo/PRON", "ringo/NOUN", "taberu/VERB", "."), "ja", "en", "kanojo taberu ringo ."},
		{"adjective before", pieces("pommes/NOUN", "rouges/ADJ", "mûres/ADJ"), "fr", "de", "rouges mûres pommes"},
	} {
		got := strings.Join(texts(reorder(c.in, TypologyOf(c.src), TypologyOf(c.dst))), " ")
		if got != c.want {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
	}
}

func TestJoin(t *testing.T) {
	ps := []piece{{text: "("}, {text: "hello"}, {text: ")"}, {text: "world"}, {text: "."}}
	ps[0].opens, ps[0].punct = true, true
	ps[2].closes, ps[2].punct = true, true
	ps[4].closes, ps[4].punct = true, true
	if got := join(ps, false); got != "(hello) world." {
		t.Errorf("spaced join = %q", got)
	}
	if got := join(pieces("猫/NOUN", "寝る/VERB", "。"), true); got != "猫寝る。" {
		t.Errorf("unspaced join = %q", got)
	}
}

func TestAgreement(t *testing.T) {
	want := inflectionalOf([]string{"Number=Plur", "Gender=Fem", "Tense=Past"})
	if !slices.Equal(want, []string{"Number=Plur", "Tense=Past"}) {
		t.Fatalf("inflectionalOf = %v", want)
	}
	if a, b := agreement(want, []string{"Number=Plur", "Tense=Past"}), agreement(want, []string{"Number=Sing", "Tense=Past"}); a <= b {
		t.Errorf("agreement: exact %d, contradicting %d", a, b)
	}
}

func analyse(t *testing.T, st *lexdata.Store, lang, text string) *doc.Document {
	t.Helper()
	pack, err := st.Language(lang)
	if err != nil {
		t.Fatal(err)
	}
	d := &doc.Document{Text: text, Lang: lang}
	stages := []pipeline.Stage{tokenize.NewStage(), senses.NewStage(st.Families), grammar.NewStage()}
	if err := pipeline.Run(context.Background(), stages, d, pack); err != nil {
		t.Fatal(err)
	}
	return d
}

func TestTranslate(t *testing.T) {
	st := lexdata.NewStore(all.FS)
	for _, c := range []struct {
		from, to, text string
		want           []string // words the output must hold
	}{
		{"en", "de", "The dog sleeps in the garden.", []string{"Hund", "Garten"}},
		{"ja", "en", "彼女はりんごを食べます", []string{"eat"}},
		{"en", "fr", "The cat drinks milk.", []string{"chat", "lait"}},
		{"en", "en", "The cat is sleeping on the sofa.", []string{"The cat is sleeping on the couch."}},
		{"en", "ja", "Obama visited 3 cities.", []string{"Obama", "3"}},
	} {
		d := analyse(t, st, c.from, c.text)
		target, err := st.Language(c.to)
		if err != nil {
			t.Fatal(err)
		}
		var got string
		if c.from == c.to {
			got = Paraphrase(d, target)
		} else {
			got = Translate(d, target)
		}
		for _, w := range c.want {
			if !strings.Contains(got, w) {
				t.Errorf("%s->%s %q = %q, want it to hold %q", c.from, c.to, c.text, got, w)
			}
		}
	}
}

func TestParaphraseKeepsNames(t *testing.T) {
	st := lexdata.NewStore(all.FS)
	en, _ := st.Language("en")
	got := Paraphrase(analyse(t, st, "en", "She lives in Paris."), en)
	if !strings.Contains(got, "Paris") {
		t.Errorf("paraphrase %q lost the name", got)
	}
}
