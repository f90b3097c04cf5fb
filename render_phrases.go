package argot

import (
	"strings"

	"github.com/argot-nlp/argot/internal/doc"
)

// renderParses converts the phrase forests of a sentence into its
// parse_tree and, when nbest is set (deterministic explicitly false), its
// nbest_parses. A tree's id is its rank: 0 for the chosen parse, 1, 2, ...
// for the alternatives. A sentence the phrases stage did not parse
// (disable_phrases, no pack) still gets a parse_tree, with no phrases, as
// the field is present whenever parses is true.
func renderParses(ds *doc.Sentence, nbest bool) (*ParseTree, []ParseTree) {
	if len(ds.Parses) == 0 {
		return &ParseTree{Phrases: []Phrase{}}, nil
	}
	best := renderForest(ds, &ds.Parses[0], 0)
	if !nbest || len(ds.Parses) == 1 {
		return &best, nil
	}
	alts := make([]ParseTree, 0, len(ds.Parses)-1)
	for i := 1; i < len(ds.Parses); i++ {
		alts = append(alts, renderForest(ds, &ds.Parses[i], i))
	}
	return &best, alts
}

func renderForest(ds *doc.Sentence, p *doc.Parse, id int) ParseTree {
	t := ParseTree{ID: id, Phrases: make([]Phrase, 0, len(p.Phrases))}
	for i := range p.Phrases {
		if ph, ok := renderPhrase(ds, &p.Phrases[i]); ok {
			t.Phrases = append(t.Phrases, ph)
		}
	}
	return t
}

// renderPhrase converts one phrase; offsets become sentence-relative. A
// phrase whose token range does not fit the sentence is left out.
func renderPhrase(ds *doc.Sentence, p *doc.Phrase) (Phrase, bool) {
	if p.Start < 0 || p.End > len(ds.Tokens) || p.Start >= p.End {
		return Phrase{}, false
	}
	first, last := &ds.Tokens[p.Start], &ds.Tokens[p.End-1]
	out := Phrase{
		Type:   p.Type,
		Family: int64(p.Family),
		Offset: first.Offset - ds.Offset,
		Length: last.End() - first.Offset,
		Text:   phraseText(ds, p),
		Role:   p.Role,
	}
	for i := range p.Children {
		if c, ok := renderPhrase(ds, &p.Children[i]); ok {
			out.Children = append(out.Children, c)
		}
	}
	return out, true
}

// phraseText is the service's notation of a phrase: its members separated
// by "|", each child phrase's words in parentheses
// ("(The|car)|was|(driven|by|David)").
func phraseText(ds *doc.Sentence, p *doc.Phrase) string {
	var b strings.Builder
	k := 0 // next child
	for i := p.Start; i < p.End; {
		if i > p.Start {
			b.WriteByte('|')
		}
		if k < len(p.Children) && p.Children[k].Start == i && p.Children[k].End > i {
			c := &p.Children[k]
			b.WriteByte('(')
			for j := c.Start; j < min(c.End, p.End); j++ {
				if j > c.Start {
					b.WriteByte('|')
				}
				b.WriteString(ds.Tokens[j].Text)
			}
			b.WriteByte(')')
			i = c.End
			k++
			continue
		}
		b.WriteString(ds.Tokens[i].Text)
		i++
	}
	return b.String()
}
