package argot

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/argot-nlp/argot/internal/doc"
)

// drivenByDavid is "The car was driven by David." parsed as the phrases
// stage parses it, starting at document offset 10.
func drivenByDavid() *doc.Sentence {
	words := strings.Fields("The car was driven by David .")
	s := &doc.Sentence{Offset: 10, Length: 29, Text: "The car was driven by David."}
	off := 10
	for _, w := range words {
		n := len([]rune(w))
		s.Tokens = append(s.Tokens, doc.Token{Text: w, Offset: off, Length: n})
		off += n
		if w != "David" {
			off++
		}
	}
	np := doc.Phrase{Type: "NP", Start: 0, End: 2, Head: 1, Family: 7, Role: "patient"}
	pp := doc.Phrase{Type: "PP", Start: 4, End: 6, Head: 5, Role: "agent",
		Children: []doc.Phrase{{Type: "NP", Start: 5, End: 6, Head: 5}}}
	vp := doc.Phrase{Type: "VP", Start: 3, End: 6, Head: 3, Family: 9, Children: []doc.Phrase{pp}}
	s.Parses = []doc.Parse{{Phrases: []doc.Phrase{{Type: "S", Start: 0, End: 6, Head: 3, Family: 9, Children: []doc.Phrase{np, vp}}}}}
	return s
}

func TestRenderParses(t *testing.T) {
	s := drivenByDavid()
	tree, alts := renderParses(s, true)
	if alts != nil {
		t.Errorf("alternatives %v for a sentence with one parse", alts)
	}
	b, err := json.Marshal(tree)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"id":0,"phrases":[{"type":"S","family":9,"offset":0,"length":27,"text":"(The|car)|was|(driven|by|David)",` +
		`"children":[{"type":"NP","family":7,"offset":0,"length":7,"text":"The|car","role":"patient"},` +
		`{"type":"VP","family":9,"offset":12,"length":15,"text":"driven|(by|David)",` +
		`"children":[{"type":"PP","family":0,"offset":19,"length":8,"text":"by|(David)","role":"agent",` +
		`"children":[{"type":"NP","family":0,"offset":22,"length":5,"text":"David"}]}]}]}]}`
	if string(b) != want {
		t.Errorf("parse tree\n got %s\nwant %s", b, want)
	}
}

func TestRenderParsesAlternativesAndEmpty(t *testing.T) {
	s := drivenByDavid()
	s.Parses = append(s.Parses, s.Parses[0])
	tree, alts := renderParses(s, true)
	if tree.ID != 0 || len(alts) != 1 || alts[0].ID != 1 {
		t.Errorf("n-best: tree %d, alternatives %+v", tree.ID, alts)
	}
	if _, alts := renderParses(s, false); alts != nil {
		t.Error("alternatives without n-best")
	}
	// A bad token range is left out, never a panic.
	s.Parses[0].Phrases[0].End = 99
	if tree, _ := renderParses(s, false); len(tree.Phrases) != 0 {
		t.Errorf("out-of-range phrase rendered: %+v", tree.Phrases)
	}
	// An unparsed sentence still has a parse_tree, with an empty list.
	b, _ := json.Marshal(func() *ParseTree { t, _ := renderParses(&doc.Sentence{}, false); return t }())
	if string(b) != `{"id":0,"phrases":[]}` {
		t.Errorf("unparsed: %s", b)
	}
}
