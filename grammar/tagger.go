package grammar

import (
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/argot-nlp/argot/lexdata"
	"github.com/argot-nlp/argot/tokenize"
)

// Tag is the grammar of one word: its UPOS tag and UD features
// ("Number=Plur"), sorted as UD sorts them. Feats is shared and must not
// be modified.
type Tag struct {
	UPOS  string
	Feats []string
}

// Tagger tags the words of a language. It is safe for concurrent use.
//
// With a trained model (the pack's tagger section) it runs the averaged
// perceptron; without one it falls back to rules: the lexicon's first
// reading, then punctuation, number and symbol rules, then NOUN (PROPN
// for capitalised words not at the start of the sentence).
type Tagger struct {
	lang  *lexdata.Language
	id    string
	model *Model // nil: rules only
}

// NewTagger returns a tagger for lang using model, which may be nil (rules
// only).
func NewTagger(lang *lexdata.Language, model *Model) *Tagger {
	return &Tagger{lang: lang, id: lang.ID(), model: model}
}

// Trained reports whether the tagger has a trained model.
func (tg *Tagger) Trained() bool { return tg.model != nil }

// taggers caches one tagger per pack.
var taggers lexdata.Derived[*lexdata.Pack, *Tagger]

// For returns the tagger of lang, decoding the pack's tagger section once
// per pack. A pack without the section gives the rule-based tagger; a
// corrupt section gives an error (and the rule-based tagger).
func For(lang *lexdata.Language) (*Tagger, error) {
	p := lang.Pack()
	if p == nil {
		return NewTagger(lang, nil), nil
	}
	return taggers.Get(p, func() (*Tagger, error) {
		var m *Model
		var err error
		if p.Has(SectionTagger) {
			var data []byte
			if data, err = p.ReadSection(SectionTagger); err == nil {
				m, err = DecodeModel(data)
			}
		}
		return NewTagger(lang, m), err
	})
}

// Tag tags a sentence given as its words, looking each up in the
// language's lexicon.
func (tg *Tagger) Tag(words []string) []Tag {
	lower := make([]string, len(words))
	lex := make([]lexInfo, len(words))
	analyses := make([][]lexdata.Analysis, len(words))
	for i, w := range words {
		lower[i] = tokenize.NormalizeForLookup(tg.id, w)
		if tg.lang != nil {
			analyses[i] = tg.lang.Lookup(lower[i])
		}
		lex[i] = lexInfoOf(analyses[i])
	}
	return tg.tag(words, lower, lex, func(i, upos int) []string {
		return lexiconBundle(analyses[i], upos)
	})
}

// tag tags words given their normalised forms and what the lexicon says
// about them; lexFeats gives the features of word i's first lexicon
// reading with part of speech upos (nil: none).
func (tg *Tagger) tag(words, lower []string, lex []lexInfo, lexFeats func(i, upos int) []string) []Tag {
	out := make([]Tag, len(words))
	m := tg.model
	if m == nil {
		for i, w := range words {
			out[i] = ruleTag(w, i, lex[i])
			if li := lex[i]; li.first >= 0 {
				out[i].Feats = lexFeats(i, int(li.first))
			}
		}
		return out
	}
	sc := scratchPool.Get().(*scratch)
	fixed := sc.fixed[:0]
	for _, l := range lower {
		fixed = append(fixed, m.dictTag(l))
	}
	s := &sc.sent
	s.fill(words, lower, lex, m.version, fixed)
	tags := slices.Grow(sc.tags[:0], len(words))[:len(words)]
	second := m.right.len() > 0
	scores := sc.scores[:0]
	if second {
		scores = slices.Grow(scores, len(words))[:len(words)]
	}
	fs := sc.fs[:0]
	defer func() {
		sc.fs, sc.fixed, sc.tags, sc.scores, s.lower, s.lex = fs, fixed, tags, scores, nil, nil
		scratchPool.Put(sc)
	}()
	fs = m.firstPass(s, fixed, tags, scores, fs)
	if second {
		// The second pass adds the scores of the predicted tags around
		// each word to the first pass's, all from the first pass's tags.
		for i := range words {
			if fixed[i] >= 0 {
				continue
			}
			fs = rightContext(fs[:0], s, i, tags)
			m.right.score(fs, m.hashBits, &scores[i])
		}
		for i := range words {
			if fixed[i] < 0 {
				tags[i] = argmax(scores[i][:len(UPOS)], ^uint32(0))
			}
		}
	}
	for i, t := range tags {
		id, known := m.bundle(t, lower[i])
		out[i] = Tag{UPOS: UPOS[t], Feats: m.bundles[id]}
		if !known && m.flags&flagLexiconBundles != 0 {
			if fs := lexFeats(i, t); fs != nil {
				out[i].Feats = fs
			}
		}
	}
	return out
}

// firstPass tags the words of s greedily left to right with the first
// pass's weights into tags, the words the tag dictionary fixes (fixed[i]
// not negative) taking its tag; it keeps the scores of the others in
// scores unless that is empty. fs is a buffer, returned for reuse.
func (m *Model) firstPass(s *sentence, fixed, tags []int, scores [][32]int32, fs []uint32) []uint32 {
	t1, t2 := -1, -1
	for i := range tags {
		t := fixed[i]
		if t < 0 {
			fs = dynamic(append(fs[:0], s.static[i]...), s, i, t1, t2)
			var sum [32]int32
			m.score(fs, &sum)
			t = argmax(sum[:len(UPOS)], ^uint32(0))
			if len(scores) > 0 {
				scores[i] = sum
			}
		}
		tags[i] = t
		t2, t1 = t1, t
	}
	return fs
}

// scratch holds the buffers of one tagging, reused through scratchPool.
type scratch struct {
	sent   sentence
	fs     []uint32
	fixed  []int       // tag dictionary's tag of each word, or -1
	tags   []int       // first-pass tags
	scores [][32]int32 // first-pass scores, for the second pass
}

var scratchPool = sync.Pool{New: func() any { return new(scratch) }}

// ruleTag tags a word without a model.
func ruleTag(w string, i int, li lexInfo) Tag {
	if li.first >= 0 {
		return Tag{UPOS: UPOS[li.first]}
	}
	if upos := charClass(w); upos != "" {
		return Tag{UPOS: upos}
	}
	if r, _ := utf8.DecodeRuneInString(w); i > 0 && unicode.IsUpper(r) {
		return Tag{UPOS: "PROPN"}
	}
	return Tag{UPOS: "NOUN"}
}

// charClass tags words made only of punctuation (PUNCT), of digits and
// number punctuation (NUM) or of symbols (SYM); "" otherwise.
func charClass(w string) string {
	punct, digit, sym := 0, 0, 0
	n := 0
	for _, r := range w {
		n++
		switch {
		case unicode.IsPunct(r):
			punct++
		case unicode.IsDigit(r):
			digit++
		case unicode.IsSymbol(r):
			sym++
		default:
			return ""
		}
	}
	switch {
	case n == 0:
		return ""
	case digit > 0 && !strings.ContainsAny(w, "()[]{}\"'"):
		return "NUM"
	case punct == n:
		return "PUNCT"
	case sym > 0:
		return "SYM"
	}
	return ""
}
