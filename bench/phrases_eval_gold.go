package bench

import (
	"sort"
	"strings"

	"github.com/argot-nlp/argot/internal/conllu"
	"github.com/argot-nlp/argot/phrases"
)

// goldChunks reads the base phrases off a UD tree, the way CoNLL-2000
// chunks were read off constituency trees:
//
//   - NP: a noun, proper noun, pronoun or numeral that is not itself a
//     modifier, with its determiners, adjectival and numeral modifiers,
//     compound and flat parts, noun modifiers without an adposition or
//     the genitive case, possessors (and their case marker "'s"), and the
//     adverbs of those modifiers: the contiguous block of them around the
//     head;
//   - VP: a verb (not an adjectival modifier) with its auxiliaries and the
//     particles and adverbs attached to it, or a copula with the
//     auxiliaries of its predicate: the contiguous block around it, less
//     leading adverbs and trailing adverbs and particles;
//   - PP: a run of adpositions marking case (with their fixed parts);
//   - ADJP: an adjective outside every NP with its adverbs; ADVP: an adverb
//     outside the other chunks with its adverbs.
func goldChunks(s *conllu.Sentence) []phrases.Chunk {
	g := newGoldTree(s)
	var out []phrases.Chunk
	taken := make([]bool, len(s.Words))
	add := func(typ string, head int, members map[int]bool, trim func(int) bool) {
		start, end := g.block(head, members)
		for trim != nil && start < head && trim(start) {
			start++
		}
		for trim != nil && end-1 > head && trim(end-1) {
			end--
		}
		for k := start; k < end; k++ {
			if taken[k] {
				return
			}
		}
		for k := start; k < end; k++ {
			taken[k] = true
		}
		out = append(out, phrases.Chunk{Type: typ, Start: start, End: end, Head: head})
	}
	for i := range s.Words {
		if g.nominalHead(i) {
			add(phrases.TagNP, i, g.npMembers(i), nil)
		}
	}
	// A possessor or noun modifier cut off from its head's block (by "של",
	// by another modifier) heads a phrase of its own.
	for i := range s.Words {
		if !taken[i] && g.inNP[i] && strings.HasPrefix(s.Words[i].Deprel, "nmod") {
			add(phrases.TagNP, i, g.npMembers(i), nil)
		}
	}
	for i, w := range s.Words {
		switch {
		case w.UPOS == "VERB" && !g.inNP[i]:
			add(phrases.TagVP, i, g.verbMembers(i, i), g.edgeAdverb)
		case w.UPOS == "AUX" && g.rel(i) == "cop":
			add(phrases.TagVP, i, g.verbMembers(g.head[i], i), g.edgeAdverb)
		case w.UPOS == "AUX" && (g.head[i] < 0 || g.rel(i) != "aux"):
			add(phrases.TagVP, i, g.verbMembers(i, i), g.edgeAdverb)
		}
	}
	for i := 0; i < len(s.Words); i++ {
		if s.Words[i].UPOS == "ADP" && (g.rel(i) == "case" || g.rel(i) == "fixed") && !taken[i] {
			j := i + 1
			for j < len(s.Words) && s.Words[j].UPOS == "ADP" && !taken[j] {
				j++
			}
			for k := i; k < j; k++ {
				taken[k] = true
			}
			out = append(out, phrases.Chunk{Type: phrases.TagPP, Start: i, End: j, Head: i})
			i = j - 1
		}
	}
	for i, w := range s.Words {
		if w.UPOS == "ADJ" && !taken[i] {
			add(phrases.TagADJP, i, g.adverbsOf(i), nil)
		}
	}
	for i, w := range s.Words {
		if w.UPOS == "ADV" && !taken[i] && (g.head[i] < 0 || s.Words[g.head[i]].UPOS != "ADV") {
			add(phrases.TagADVP, i, g.adverbsOf(i), nil)
		}
	}
	sort.Slice(out, func(a, b int) bool { return out[a].Start < out[b].Start })
	return out
}

// goldTree indexes a UD sentence's tree.
type goldTree struct {
	s    *conllu.Sentence
	head []int   // 0-based head, -1 for the root
	kids [][]int // dependents
	inNP []bool  // a modifier inside some noun phrase
}

func newGoldTree(s *conllu.Sentence) *goldTree {
	n := len(s.Words)
	g := &goldTree{s: s, head: make([]int, n), kids: make([][]int, n), inNP: make([]bool, n)}
	for i, w := range s.Words {
		h := w.Head - 1
		if h < -1 || h >= n {
			h = -1
		}
		g.head[i] = h
		if h >= 0 {
			g.kids[h] = append(g.kids[h], i)
		}
	}
	for i := range s.Words {
		if g.npRel(i) && g.head[i] >= 0 {
			g.inNP[i] = true
		}
	}
	return g
}

// rel is the universal part of a word's relation ("nsubj" of "nsubj:pass").
func (g *goldTree) rel(i int) string {
	r, _, _ := strings.Cut(g.s.Words[i].Deprel, ":")
	return r
}

// npRel reports a relation that keeps a word inside its head's noun phrase.
func (g *goldTree) npRel(i int) bool {
	switch g.rel(i) {
	case "det", "nummod", "flat", "fixed", "goeswith", "clf":
		return true
	case "compound":
		return g.s.Words[i].Deprel != "compound:prt" && g.s.Words[i].UPOS != "VERB"
	case "amod":
		return g.s.Words[i].UPOS == "ADJ" || g.s.Words[i].UPOS == "NUM"
	}
	if g.s.Words[i].Deprel == "nmod:poss" {
		return true
	}
	// A noun modifying a noun with neither an adposition nor the
	// genitive case is part of a compound ("密码 记忆 系统", "בית ספר").
	return g.s.Words[i].Deprel == "nmod" && !g.hasCase(i) && g.feat(i, "Case") != "Gen" &&
		(g.s.Words[i].UPOS == "NOUN" || g.s.Words[i].UPOS == "PROPN")
}

// hasCase reports a word with an adposition or case particle of its own.
func (g *goldTree) hasCase(i int) bool {
	for _, k := range g.kids[i] {
		if g.rel(k) == "case" {
			return true
		}
	}
	return false
}

// feat returns the value of a word's feature, or "".
func (g *goldTree) feat(i int, name string) string {
	for _, f := range strings.Split(g.s.Words[i].Feats, "|") {
		if k, v, ok := strings.Cut(f, "="); ok && k == name {
			return v
		}
	}
	return ""
}

func (g *goldTree) nominalHead(i int) bool {
	switch g.s.Words[i].UPOS {
	case "NOUN", "PROPN", "PRON", "NUM":
		return !g.inNP[i]
	}
	return false
}

// npMembers is a noun phrase head with its modifiers, recursively, and
// the adverbs of its adjectives.
func (g *goldTree) npMembers(h int) map[int]bool {
	m := map[int]bool{h: true}
	var walk func(int)
	walk = func(i int) {
		for _, k := range g.kids[i] {
			w := &g.s.Words[k]
			switch {
			case g.npRel(k):
			case g.rel(k) == "advmod" && i != h:
			case g.rel(k) == "case" && w.UPOS == "PART" && g.s.Words[i].Deprel == "nmod:poss":
			default:
				continue
			}
			m[k] = true
			walk(k)
		}
	}
	walk(h)
	return m
}

// verbMembers is a verb group: the word at w with the auxiliaries,
// particles and adverbs that depend on h (w itself, or the predicate of
// copula w).
func (g *goldTree) verbMembers(h, w int) map[int]bool {
	m := map[int]bool{w: true}
	if h < 0 {
		return m
	}
	for _, k := range g.kids[h] {
		switch {
		case g.rel(k) == "aux" || g.rel(k) == "cop":
		case g.s.Words[k].UPOS == "PART" && (g.rel(k) == "advmod" || g.rel(k) == "mark"):
		case g.s.Words[k].UPOS == "ADV" && g.rel(k) == "advmod":
		default:
			continue
		}
		m[k] = true
	}
	return m
}

// edgeAdverb reports an adverb or particle a verb group does not start or
// end with (leading particles stay: "not to go").
func (g *goldTree) edgeAdverb(i int) bool {
	u := g.s.Words[i].UPOS
	return u == "ADV" || u == "PART" && !verbalAfter(g.s, i)
}

func verbalAfter(s *conllu.Sentence, i int) bool {
	for k := i + 1; k < len(s.Words); k++ {
		switch s.Words[k].UPOS {
		case "VERB", "AUX":
			return true
		case "PART", "ADV":
			continue
		}
		return false
	}
	return false
}

// adverbsOf is a word with the adverbs that modify it, recursively.
func (g *goldTree) adverbsOf(h int) map[int]bool {
	m := map[int]bool{h: true}
	var walk func(int)
	walk = func(i int) {
		for _, k := range g.kids[i] {
			if g.rel(k) == "advmod" && g.s.Words[k].UPOS == "ADV" {
				m[k] = true
				walk(k)
			}
		}
	}
	walk(h)
	return m
}

// block is the contiguous run of members around the head.
func (g *goldTree) block(h int, m map[int]bool) (start, end int) {
	start, end = h, h+1
	for start > 0 && m[start-1] {
		start--
	}
	for end < len(g.s.Words) && m[end] {
		end++
	}
	return start, end
}
