package tokenize

import (
	"math"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/lexdata"
)

// compoundLinks are the linking elements each compounding language puts
// between a modifier and what follows (Arbeit-s-platz, Hund-e-hütte,
// Kind-er-garten; Dutch boek-en-kast; Swedish arbet-s-plats). The empty
// element comes first: a bare join is the most common.
var compoundLinks = map[string][]string{
	"de": {"", "s", "es", "n", "en", "er", "e"},
	"nl": {"", "s", "en", "e"},
	"sv": {"", "s", "e"},
	"da": {"", "s", "e"},
	"no": {"", "s", "e"},
}

// CompoundLinks returns the linking elements of a language that writes
// compounds as one word, the empty element first, or nil for a language
// that does not.
func CompoundLinks(lang string) []string { return compoundLinks[lang] }

// Limits of the splitter, in code points: shorter words are rarely
// compounds of two known words, and shorter parts match by accident.
const (
	compoundMinWord  = 8
	compoundMinPart  = 3
	compoundMaxParts = 3
)

// A CompoundSplitter splits the compounds of a compounding language (de,
// nl, sv, da, no) that its lexicon does not know into known components,
// after Koehn & Knight (2003, "Empirical methods for compound splitting"):
// of the ways to cut a word into two or three known parts, each but the
// last possibly followed by a linking element, it takes the one whose
// parts have the largest geometric mean of corpus frequencies, and only
// when that beats the frequency of the whole word. The last part (the
// head) must be a noun or adjective the lexicon knows. It is safe for
// concurrent use.
type CompoundSplitter struct {
	lang  string
	words *lexdata.Language
	links []string
}

// NewCompoundSplitter returns the splitter of words' language, or nil when
// the language does not write compounds as one word or words is nil.
func NewCompoundSplitter(words *lexdata.Language) *CompoundSplitter {
	if words == nil {
		return nil
	}
	links, ok := compoundLinks[words.ID()]
	if !ok {
		return nil
	}
	return &CompoundSplitter{lang: words.ID(), words: words, links: links}
}

// Split returns the components of word as consecutive substrings of it,
// a linking element kept at the end of the part before it ("Arbeits" +
// "platz"), or nil when word is not split: when it is short, not all
// letters, known to the lexicon, all capitals or mixed case, or no split
// into known parts is more likely than the word itself. initial reports
// whether word starts its sentence; elsewhere a capitalised word is taken
// for a name, except in German, which capitalises every noun.
func (c *CompoundSplitter) Split(word string, initial bool) []string {
	if c == nil || utf8.RuneCountInString(word) < compoundMinWord {
		return nil
	}
	for _, r := range word {
		if !unicode.IsLetter(r) {
			return nil
		}
	}
	switch lettercase(word) {
	case doc.CaseLower:
	case doc.CaseCapitalized:
		if !initial && c.lang != "de" {
			return nil
		}
	default:
		return nil
	}
	key := NormalizeForLookup(c.lang, word)
	if utf8.RuneCountInString(key) != utf8.RuneCountInString(word) {
		return nil // lower-casing changed the letters ("İ" -> "i̇"): cuts would not map back
	}
	if c.kinds(key) != 0 {
		return nil
	}
	whole, _ := c.words.Frequency(key)
	// Two parts when any two do, as "Fußball" + "stadion" rather than
	// "Fuß" + "ball" + "stadion": short parts are frequent enough to win
	// the mean wherever they fit.
	s := compoundSearch{c: c, word: word, key: key, best: math.Log(float64(whole) + 1)}
	for s.maxParts = 2; s.bestCuts == nil && s.maxParts <= compoundMaxParts; s.maxParts++ {
		clear(s.freqs) // what fits depends on maxParts
		s.search(0, nil, 0)
	}
	if s.bestCuts == nil {
		return nil
	}
	parts := make([]string, 0, len(s.bestCuts)+1)
	prev := 0
	for _, cut := range s.bestCuts {
		parts = append(parts, word[prev:cut])
		prev = cut
	}
	return append(parts, word[prev:])
}

// Kinds of part a lexicon reading makes a word fit for.
const (
	partModifier uint8 = 1 << iota // a content word: noun, adjective, verb, name, numeral
	partHead                       // a noun or adjective
	partNoun
)

// kinds returns the kinds of part the lexicon's own readings of key (a
// lookup key) allow, not counting those Lookup makes up for an unknown
// compound.
func (c *CompoundSplitter) kinds(key string) uint8 {
	var k uint8
	for _, a := range c.words.Lookup(key) {
		if a.Lexeme.ID == 0 {
			continue
		}
		switch a.Lexeme.POS {
		case "NOUN":
			k |= partModifier | partHead | partNoun
		case "ADJ":
			k |= partModifier | partHead
		case "VERB", "PROPN", "NUM":
			k |= partModifier
		}
	}
	return k
}

// compoundSearch enumerates the splits of one word. Cuts are found on
// key, the word's lookup key, and mapped to the word by code point count
// (lower-casing may change a letter's byte length, not, as Split checks,
// the number of letters).
type compoundSearch struct {
	c         *CompoundSplitter
	word, key string
	maxParts  int
	best      float64 // the score to beat: log(frequency + 1) of the best so far
	bestCuts  []int   // byte offsets in word where parts end, for the best split
	freqs     map[string]uint32
}

// search extends a split whose parts so far end at the byte offsets cuts
// of key and whose log-frequencies add up to sum; the next part starts at
// byte start of key.
func (s *compoundSearch) search(start int, cuts []int, sum float64) {
	rest := s.key[start:]
	if len(cuts)+1 == s.maxParts && utf8.RuneCountInString(rest) >= compoundMinPart {
		if f := s.freq(rest, true); f > 0 {
			n := float64(len(cuts) + 1)
			score := (sum + math.Log(float64(f)+1)) / n
			if score > s.best {
				s.best = score
				s.bestCuts = s.wordCuts(cuts)
			}
		}
	}
	if len(cuts)+1 >= s.maxParts {
		return
	}
	// The next part is a modifier base of at least compoundMinPart code
	// points, then a linking element, leaving a head of compoundMinPart.
	k, runes := start, 0
	for k < len(s.key) {
		_, n := utf8.DecodeRuneInString(s.key[k:])
		k += n
		runes++
		if runes < compoundMinPart {
			continue
		}
		if utf8.RuneCountInString(s.key[k:]) < compoundMinPart {
			break
		}
		f := s.freq(s.key[start:k], false)
		if f == 0 && s.c.lang == "de" {
			// Modifiers drop a final -e: Schul-buch (Schule), Kirch-turm.
			f = s.freq(s.key[start:k]+"e", false)
		}
		if f == 0 {
			continue
		}
		for _, link := range s.c.links {
			end := k + len(link)
			if s.key[k:min(end, len(s.key))] != link || utf8.RuneCountInString(s.key[end:]) < compoundMinPart {
				continue
			}
			s.search(end, append(cuts, end), sum+math.Log(float64(f)+1))
		}
	}
}

// freq returns the corpus frequency of a part, or 0 when it is not fit
// for the place (head set: the last part; else a modifier): not a known
// word of the right kind in the frequency list, a stopword ("zich" +
// "zelf", "tegen" + "over"), or a word of three letters other than a noun
// ("osäker" + "het"), or shorter than four letters in a split in three.
func (s *compoundSearch) freq(part string, head bool) uint32 {
	memo := part
	if head {
		memo = "\x00" + part
	}
	if f, ok := s.freqs[memo]; ok {
		return f
	}
	if s.freqs == nil {
		s.freqs = map[string]uint32{}
	}
	want := partModifier
	if head {
		want = partHead
	}
	if n := utf8.RuneCountInString(part); n < 4 {
		want |= partNoun
		if s.maxParts > 2 {
			want = 0xff // no kind of word fits
		}
	}
	var f uint32
	if n, ok := s.c.words.Frequency(part); ok && !s.c.words.IsStopword(part) && s.c.kinds(part)&want == want {
		f = n
	}
	s.freqs[memo] = f
	return f
}

// wordCuts maps byte offsets of the key to byte offsets of the word, by
// code point count (lower-casing may change a letter's byte length).
func (s *compoundSearch) wordCuts(cuts []int) []int {
	out := make([]int, len(cuts))
	for i, cut := range cuts {
		n := utf8.RuneCountInString(s.key[:cut])
		b := 0
		for range n {
			_, size := utf8.DecodeRuneInString(s.word[b:])
			b += size
		}
		out[i] = b
	}
	return out
}

// A StageOption configures a Stage.
type StageOption func(*Stage)

// WithCompoundSplitting makes the stage split the compounds of de, nl, sv,
// da and no that the language pack's lexicon does not know into their
// components, each a word chunk of its own ("Stahlkugeln" -> "Stahl" +
// "kugeln"; see CompoundSplitter), before spelling correction sees them.
// It is off by default: stages that weigh whole written words (a tagger
// trained on unsplit treebank words, phrase cues such as "nacktbilder")
// must first join the components back (see ContinuesCompound).
func WithCompoundSplitting() StageOption {
	return func(s *Stage) { s.compounds = true }
}

// Sentence returns, for each token of a sentence, the components Split
// finds (nil for tokens it does not split): words of class text only, a
// word initial when no other word precedes it (one after an opening quote
// still starts the sentence).
func (c *CompoundSplitter) Sentence(toks []doc.Token) [][]string {
	if c == nil {
		return nil
	}
	var out [][]string // nil until the first split
	initial := true
	for j := range toks {
		t := &toks[j]
		if t.Kind == doc.Word && t.Class == doc.ClassText {
			if parts := c.Split(t.Text, initial); parts != nil {
				if out == nil {
					out = make([][]string, len(toks))
				}
				out[j] = parts
			}
		}
		if t.Kind == doc.Word && t.Class != doc.ClassEmoji {
			initial = false
		}
	}
	return out
}

// PartKey returns the lookup key of the lexicon word a component of a
// Split stands for: the component's own key when the lexicon knows it,
// else, for a component before the last, the key without its linking
// element ("arbeits" -> "arbeit"), or with the -e a German modifier drops
// ("schul" -> "schule"). It returns "" when no such word is known.
func (c *CompoundSplitter) PartKey(part string, last bool) string {
	if c == nil {
		return ""
	}
	key := NormalizeForLookup(c.lang, part)
	if c.kinds(key) != 0 {
		return key
	}
	if last {
		return ""
	}
	for _, link := range c.links {
		if base, ok := strings.CutSuffix(key, link); ok && link != "" && c.kinds(base) != 0 {
			return base
		}
	}
	if c.lang == "de" && c.kinds(key+"e") != 0 {
		return key + "e"
	}
	return ""
}

// splitCompounds replaces each word of sents that c splits by its
// components, each a word chunk of its own located inside the original
// word; quote and bracket pairs are renumbered.
func splitCompounds(sents []doc.Sentence, c *CompoundSplitter) {
	for i := range sents {
		toks := sents[i].Tokens
		split := c.Sentence(toks)
		if split == nil {
			continue
		}
		out := make([]doc.Token, 0, len(toks)+4)
		for j := range toks {
			t := &toks[j]
			parts := split[j]
			if parts == nil {
				out = append(out, *t)
				continue
			}
			off := t.Offset
			for k, p := range parts {
				part := *t
				part.Text = p
				part.Offset, part.Length = off, utf8.RuneCountInString(p)
				part.Case = lettercase(p)
				part.SpaceAfter = k == len(parts)-1 && t.SpaceAfter
				off += part.Length
				out = append(out, part)
			}
		}
		renumberPairs(toks, out)
		sents[i].Tokens = out
	}
}

// renumberPairs rewrites the Pair indexes of out, the tokens of old with
// some words split, to index out: old token j is at the out position where
// its offset starts.
func renumberPairs(old, out []doc.Token) {
	pos := make(map[int]int, len(out))
	for k := range out {
		if _, ok := pos[out[k].Offset]; !ok {
			pos[out[k].Offset] = k
		}
	}
	for k := range out {
		if p := out[k].Pair; p >= 0 && p < len(old) {
			out[k].Pair = pos[old[p].Offset]
		}
	}
}

// ContinuesCompound reports whether tok, which follows prev in a sentence
// of lang, is a later component of the same written word, as the stage
// splits compounds ("kugeln" after "Stahl" of "Stahlkugeln"). Stages that
// weigh whole words (a tagger trained on unsplit treebank words) can join
// the components back with it.
func ContinuesCompound(lang string, prev, tok *doc.Token) bool {
	if _, ok := compoundLinks[lang]; !ok {
		return false
	}
	return prev.Kind == doc.Word && tok.Kind == doc.Word && prev.Class == doc.ClassText &&
		tok.Class == doc.ClassText && !prev.SpaceAfter && prev.End() == tok.Offset
}
