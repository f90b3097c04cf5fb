package abuse

import (
	"testing"

	"github.com/argot-nlp/argot/internal/doc"
)

// TestGovernor checks that the verb governing an advance cue and its
// subject come from the phrases stage's parse when the sentence has one,
// and from the tags otherwise. In "The guy you met sent nudes" the tags
// take "you met" for part of the subject of "sent"; the parse shows a
// finite clause with no subject that is the reader.
func TestGovernor(t *testing.T) {
	forms := []string{"The", "guy", "you", "met", "sent", "nudes", "to", "my", "sister"}
	tags := []string{"DET", "NOUN", "PRON", "VERB", "VERB", "NOUN", "ADP", "PRON", "NOUN"}
	s := &doc.Sentence{}
	for i, f := range forms {
		s.Tokens = append(s.Tokens, doc.Token{Text: f, POS: tags[i]})
	}
	v := &view{s: s, clause: make([]int, len(forms))}
	for i, f := range forms {
		v.words = append(v.words, word{tok: i, form: f, lemma: f, token: &s.Tokens[i]})
	}
	r := &ruler{v: v, cx: &docFacts{}}
	cue := &hit{start: 5, end: 6}

	byTags := r.governorByTags(cue)
	if byTags.verb != 4 || byTags.subject != [2]int{2, 4} {
		t.Errorf("by tags: %+v, want verb 4 and subject [2 4)", byTags)
	}
	if _, ok := r.governor(cue); ok {
		t.Error("a sentence without a parse gives a governor")
	}

	s.Parses = []doc.Parse{{Phrases: []doc.Phrase{
		{Type: "S", Start: 0, End: 4, Head: 3, Children: []doc.Phrase{
			{Type: "NP", Start: 0, End: 2, Head: 1, Role: "circumstance"},
			{Type: "NP", Start: 2, End: 3, Head: 2, Role: "agent"},
			{Type: "VP", Start: 3, End: 4, Head: 3},
		}},
		{Type: "S", Start: 4, End: 9, Head: 4, Children: []doc.Phrase{
			{Type: "VP", Start: 4, End: 9, Head: 4, Children: []doc.Phrase{
				{Type: "NP", Start: 5, End: 6, Head: 5, Role: "patient"},
				{Type: "PP", Start: 6, End: 9, Head: 8, Role: "beneficiary"},
			}},
		}},
	}}}
	g, ok := r.governor(cue)
	if !ok || g.verb != 4 || g.from != 5 || g.subject != [2]int{} {
		t.Errorf("by the parse: %+v (ok %v), want verb 4, from 5, no subject", g, ok)
	}

	// "to send nudes" after "I want you": the infinitive's subject is the
	// object of the verb before it.
	forms = []string{"I", "want", "you", "to", "send", "nudes"}
	tags = []string{"PRON", "VERB", "PRON", "PART", "VERB", "NOUN"}
	s = &doc.Sentence{}
	for i, f := range forms {
		s.Tokens = append(s.Tokens, doc.Token{Text: f, POS: tags[i]})
	}
	s.Parses = []doc.Parse{{Phrases: []doc.Phrase{
		{Type: "S", Start: 0, End: 3, Head: 1, Children: []doc.Phrase{
			{Type: "NP", Start: 0, End: 1, Head: 0, Role: "agent"},
			{Type: "VP", Start: 1, End: 3, Head: 1, Children: []doc.Phrase{
				{Type: "NP", Start: 2, End: 3, Head: 2, Role: "patient"},
			}},
		}},
		{Type: "S", Start: 3, End: 6, Head: 4, Children: []doc.Phrase{
			{Type: "VP", Start: 4, End: 6, Head: 4, Children: []doc.Phrase{
				{Type: "NP", Start: 5, End: 6, Head: 5, Role: "patient"},
			}},
		}},
	}}}
	v = &view{s: s, clause: make([]int, len(forms))}
	for i, f := range forms {
		v.words = append(v.words, word{tok: i, form: f, lemma: f, token: &s.Tokens[i]})
	}
	r = &ruler{v: v, cx: &docFacts{}}
	if g, ok := r.governor(&hit{start: 5, end: 6}); !ok || g.verb != 4 || g.subject != [2]int{2, 3} {
		t.Errorf("infinitive: %+v (ok %v), want verb 4 and subject [2 3)", g, ok)
	}
}

// TestWordsOf checks the words read from a range of tokens when one word
// is read from two tokens (a correction that joins them): a range
// starting or ending inside that word still maps to the words around it,
// never to the sentence's first word.
func TestWordsOf(t *testing.T) {
	// Tokens 0..5; word 2 is read from tokens 2 and 3.
	v := &view{words: []word{{tok: 0}, {tok: 1}, {tok: 2}, {tok: 4}, {tok: 5}}}
	for _, c := range []struct {
		start, end int
		from, to   int
	}{
		{0, 6, 0, 5},
		{1, 3, 1, 3},
		{3, 5, 3, 4}, // starts inside word 2: its next word
		{3, 4, 3, 3}, // only the inside of word 2: empty
		{4, 6, 3, 5},
		{2, 4, 2, 3},
	} {
		if from, to := v.wordsOf(c.start, c.end); from != c.from || to != c.to {
			t.Errorf("wordsOf(%d, %d) = [%d, %d), want [%d, %d)", c.start, c.end, from, to, c.from, c.to)
		}
	}
}
