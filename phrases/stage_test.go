package phrases

import (
	"context"
	"strings"
	"testing"

	"github.com/argot-nlp/argot/internal/doc"
)

// sentence builds a tagged document sentence from "form/UPOS[/feats[/lemma]]"
// words separated by spaces, with offsets as if single-spaced.
func sentence(s string) doc.Sentence {
	var sent doc.Sentence
	off := 0
	for i, w := range taggedWords(s) {
		n := len([]rune(w.Form))
		sent.Tokens = append(sent.Tokens, doc.Token{Text: w.Form, Offset: off, Length: n, Kind: doc.Word,
			POS: w.UPOS, Features: w.Feats, Lemma: w.Lemma, Family: uint32(100 + i)})
		off += n + 1
	}
	sent.Length = off - 1
	return sent
}

func TestStage(t *testing.T) {
	d := &doc.Document{Lang: "en", Sentences: []doc.Sentence{
		sentence("The/DET car/NOUN was/AUX//be driven/VERB/Tense=Past,VerbForm=Part by/ADP//by David/PROPN"),
	}}
	if err := NewStage(nil).Run(context.Background(), d, nil); err != nil {
		t.Fatal(err)
	}
	s := &d.Sentences[0]
	if len(s.Parses) != 1 || len(s.Parses[0].Phrases) != 1 {
		t.Fatalf("parses %+v", s.Parses)
	}
	root := s.Parses[0].Phrases[0]
	if root.Type != TagS || root.Start != 0 || root.End != 6 || root.Family != 103 {
		t.Errorf("S %+v", root)
	}
	var got []string
	for _, tok := range s.Tokens {
		got = append(got, tok.Role)
	}
	if want := "|patient||verb||agent"; strings.Join(got, "|") != want {
		t.Errorf("roles %q, want %q", strings.Join(got, "|"), want)
	}
	np := root.Children[0]
	if np.Type != TagNP || np.Role != RolePatient || np.Head != 1 || np.Family != 101 {
		t.Errorf("subject %+v", np)
	}
}

func TestStageSettings(t *testing.T) {
	text := "David/PROPN saw/VERB the/DET man/NOUN with/ADP//with a/DET telescope/NOUN"
	d := &doc.Document{Lang: "en", Opts: doc.Options{DisablePhrases: true}, Sentences: []doc.Sentence{sentence(text)}}
	if err := NewStage(nil).Run(context.Background(), d, nil); err != nil {
		t.Fatal(err)
	}
	if d.Sentences[0].Parses != nil || d.Sentences[0].Tokens[0].Role != "" {
		t.Error("disable_phrases: the stage added annotations")
	}
	d = &doc.Document{Lang: "en", Opts: doc.Options{NBest: true}, Sentences: []doc.Sentence{sentence(text)}}
	if err := NewStage(nil).Run(context.Background(), d, nil); err != nil {
		t.Fatal(err)
	}
	ps := d.Sentences[0].Parses
	if len(ps) != 2 {
		t.Fatalf("n-best: %d parses, want 2", len(ps))
	}
	vp := func(p doc.Parse) doc.Phrase { return p.Phrases[0].Children[1] }
	if n := len(vp(ps[0]).Children); n != 2 {
		t.Errorf("best parse: VP has %d phrases, want the object and the PP", n)
	}
	alt := vp(ps[1])
	if len(alt.Children) != 1 || alt.Children[0].End != 7 || len(alt.Children[0].Children) != 1 {
		t.Errorf("alternative: the PP is not attached to the object: %+v", alt)
	}
	// Untagged sentences (no pack) get nothing.
	d = &doc.Document{Lang: "xx", Sentences: []doc.Sentence{{Tokens: []doc.Token{{Text: "hi"}}}}}
	if err := NewStage(nil).Run(context.Background(), d, nil); err != nil || d.Sentences[0].Parses != nil {
		t.Errorf("untagged: %v %+v", err, d.Sentences[0].Parses)
	}
}

func TestParseRobust(t *testing.T) {
	// Any tag sequence parses without panicking, and every phrase stays
	// inside the sentence with its children in order inside it.
	tags := []string{"NOUN", "VERB", "AUX", "ADP", "DET", "ADJ", "ADV", "PRON", "PROPN", "PUNCT", "CCONJ", "SCONJ", "PART", "NUM", "X", ""}
	for _, lang := range []string{"en", "ja", "ar", "de", "ko", "zz"} {
		for seed := 0; seed < 300; seed++ {
			n := 1 + seed%11
			ws := make([]Word, n)
			for i := range ws {
				ws[i] = Word{Form: "w", UPOS: tags[(seed*7+i*13+i*i*seed)%len(tags)]}
			}
			res, err := Parse(lang, ws, Options{Cues: true, Alternatives: true})
			if err != nil {
				t.Fatal(err)
			}
			for _, f := range res.Forests {
				checkNodes(t, f, 0, n)
			}
		}
	}
}

func checkNodes(t *testing.T, ns []Node, lo, hi int) {
	t.Helper()
	prev := lo
	for _, n := range ns {
		if n.Start < prev || n.End > hi || n.Start >= n.End || n.Head < n.Start || n.Head >= n.End {
			t.Fatalf("phrase %s [%d,%d) head %d outside [%d,%d) or overlapping", n.Type, n.Start, n.End, n.Head, prev, hi)
		}
		checkNodes(t, n.Children, n.Start, n.End)
		prev = n.End
	}
}

func TestRulesTable(t *testing.T) {
	if _, err := parseRules("en\tnope\tx\n"); err == nil {
		t.Error("unknown key accepted")
	}
	if _, err := parseRules("en\torder\n"); err == nil {
		t.Error("short line accepted")
	}
	r, err := rulesFor("zh-CN")
	if err != nil || !r.familyFirst {
		t.Errorf("zh-CN rules %+v, %v", r, err)
	}
}
