package spell

import (
	"unicode/utf8"

	"github.com/argot-nlp/argot/tokenize"
)

// Compounds. German, Dutch and the Scandinavian languages write
// compounds as one word ("Gemeindegebiet", "Eishockeyspieler"), and most
// of them are in no word list, so a typo in one ("gemeindegeniet") has no
// listed word within a few edits. Such a word is read as a head the
// language knows, possibly with a linking element ("Bundes-" is Bund +
// es), and a tail; the part that is not a word is corrected alone and the
// compound written again around it. The languages and their linking
// elements are the compound splitter's (tokenize.CompoundLinks).

// A compound's head is at least compoundMinHead letters before its link,
// its tail at least compoundMinTail, and a word is read as one only from
// compoundMinLen letters on: shorter parts cut too many words ("er" +
// "halt"). Set a priori.
const (
	compoundMinHead = 3
	compoundMinTail = 4
	compoundMinLen  = 8
)

// compoundHead reports whether s is a word of the frequency list, seen
// often enough to be trusted, followed by one of the language's linking
// elements: a bare join after any word, a linking letter only after a
// word the lexicon lists as a noun (see noun).
func (c *Corrector) compoundHead(s string) bool {
	for _, link := range tokenize.CompoundLinks(c.id) {
		if len(s) < len(link) || s[len(s)-len(link):] != link {
			continue
		}
		w := s[:len(s)-len(link)]
		if utf8.RuneCountInString(w) >= compoundMinHead && c.acceptable(w) && (link == "" || c.noun(w)) {
			return true
		}
	}
	return false
}

// compoundTail reports whether s may end a compound: a trusted word of
// compoundMinTail letters or more, or itself a compound
// ("jahrhundertelangen": jahrhunderte + langen).
func (c *Corrector) compoundTail(s string, depth int) bool {
	if utf8.RuneCountInString(s) < compoundMinTail {
		return false
	}
	return c.acceptable(s) || depth > 0 && c.compound(s, depth-1)
}

// compound reports whether key reads as a compound of parts the language
// knows, nesting at most depth compounds in its tail. It asks less than
// the tokenizer's compound splitter (tokenize.CompoundSplitter), which
// also wants the split more likely than the word: as the test of a word
// that is no typo, the splitter let through more bad corrections (on the
// German list's tuning fifth, 33 changed forms of 97, 10 right, where
// this gives 23, 8 right).
func (c *Corrector) compound(key string, depth int) bool {
	if tokenize.CompoundLinks(c.id) == nil || utf8.RuneCountInString(key) < compoundMinHead+compoundMinTail {
		return false
	}
	for i := range key {
		if i > 0 && c.compoundHead(key[:i]) && c.compoundTail(key[i:], depth) {
			return true
		}
	}
	return false
}

// compoundNesting is how many compounds a compound's tail may nest.
const compoundNesting = 1

// compoundCorrection returns the correction of a word of a compounding
// language that no listed word is near ("gemeindegeniet"): of the ways to
// cut it into a head and a tail where one part is known (compoundHead,
// compoundTail) and the other is not, each with the unknown part
// corrected alone ("gemeinde" + "gebiet"), the compound fewest edits from
// the word, then with the most frequent parts, then the cheapest. A word
// that already reads as a compound is no typo.
func (c *Corrector) compoundCorrection(key string) (candidate, bool) {
	if tokenize.CompoundLinks(c.id) == nil || utf8.RuneCountInString(key) < compoundMinLen || c.compound(key, compoundNesting) {
		return candidate{}, false
	}
	var best candidate
	bestDist, bestFreq := 0, 0
	found := false
	consider := func(head, tail string, part candidate) {
		word := head + tail
		if utf8.RuneCountInString(head) < compoundMinPart || utf8.RuneCountInString(tail) < compoundMinPart ||
			!keepsEnds(key, word) {
			return
		}
		d := EditDistance(key, word, compoundMaxEdits)
		if d > compoundMaxEdits {
			return
		}
		freq := int(c.partFreq(head)) + int(c.partFreq(tail))
		if !found || d < bestDist || d == bestDist && (freq > bestFreq || freq == bestFreq && part.cost < best.cost) {
			best = candidate{word: word, cost: part.cost, freq: part.freq}
			bestDist, bestFreq, found = d, freq, true
		}
	}
	n := 0
	for i := range key {
		n++
		head, tail := key[:i], key[i:]
		if n <= compoundMinHead || utf8.RuneCountInString(tail) < compoundMinTail {
			continue
		}
		switch {
		case c.compoundHead(head) && !c.compoundTail(tail, compoundNesting):
			if k, ok := c.misspelling(tail, false, false); ok && c.compoundTail(k.word, compoundNesting) {
				consider(head, k.word, k)
			}
		case c.compoundTail(tail, compoundNesting) && !c.compoundHead(head):
			if k, ok := c.misspelling(head, false, false); ok && c.compoundHead(k.word) {
				consider(k.word, tail, k)
			}
		}
	}
	return best, found
}

// A corrected compound keeps both its parts compoundMinPart letters or
// more, is at most compoundMaxEdits edits from the word, and keeps its
// first compoundKeepFirst letters and its last letter (keepsEnds). Set on
// the tuning fifth of the German Wikipedia list: shorter parts and edits
// at the ends read most unknown words as a word and a scrap ("bayer" +
// "sichern" for "bayerischern", "arsch" + "schlossen" for
// "geschschlossen").
const (
	compoundMinPart   = 6
	compoundMaxEdits  = 2
	compoundKeepFirst = 2
)

// keepsEnds reports whether word, a correction of key, keeps key's first
// compoundKeepFirst letters and its last one.
func keepsEnds(key, word string) bool {
	a, b := []rune(key), []rune(word)
	i := 0
	for i < len(a) && i < len(b) && a[i] == b[i] {
		i++
	}
	return i >= compoundKeepFirst && len(a) > 0 && len(b) > 0 && a[len(a)-1] == b[len(b)-1]
}

// noun reports whether the lexicon lists w as a noun: only nouns take a
// linking element ("Bundes-", but not "gleichn-").
func (c *Corrector) noun(w string) bool {
	if !c.lang.Listed(w) {
		return false
	}
	for _, a := range c.lang.Lookup(w) {
		if a.Lexeme.POS == "NOUN" {
			return true
		}
	}
	return false
}

// partFreq is the frequency byte of a compound's part: the higher of the
// part's own and, for each linking element it ends in, the word before
// it's.
func (c *Corrector) partFreq(s string) byte {
	var best byte
	for _, link := range tokenize.CompoundLinks(c.id) {
		if len(s) > len(link) && s[len(s)-len(link):] == link {
			best = max(best, c.vocab.frequency(s[:len(s)-len(link)]))
		}
	}
	return best
}
