package transform

import (
	"math"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/argot-nlp/argot/lexdata"
)

// lexIndex is what translation into one language looks up: the lexemes of
// each family, and the forms of its pronouns and determiners by features.
type lexIndex struct {
	byFamily map[uint32][]uint32
	closed   map[string][]closedForm // UPOS -> forms with features
}

// closedForm is one form of a pronoun or determiner.
type closedForm struct {
	form     string
	features []string
	freq     uint32
}

var indexes lexdata.Derived[*lexdata.Language, *lexIndex]

// indexOf returns the index of a language, built on first use.
func indexOf(lang *lexdata.Language) *lexIndex {
	idx, _ := indexes.Get(lang, func() (*lexIndex, error) {
		idx := &lexIndex{byFamily: map[uint32][]uint32{}, closed: map[string][]closedForm{}}
		for id := uint32(1); int(id) <= lang.Lexemes(); id++ {
			lx, _ := lang.Lexeme(id)
			for _, f := range lx.Families {
				idx.byFamily[f] = append(idx.byFamily[f], id)
			}
			if lx.POS == "PRON" || lx.POS == "DET" {
				idx.addClosed(lang, lx)
			}
		}
		return idx, nil
	})
	return idx
}

func (idx *lexIndex) addClosed(lang *lexdata.Language, lx lexdata.Lexeme) {
	for _, f := range lang.Forms(lx.ID) {
		if len(f.Features) == 0 || strings.ContainsAny(f.Form, "- ") {
			continue
		}
		freq, _ := lang.Frequency(f.Form)
		idx.closed[lx.POS] = append(idx.closed[lx.POS], closedForm{form: f.Form, features: f.Features, freq: freq})
	}
}

// choose returns the lexeme that best expresses family f in lang (see
// candidates).
func (idx *lexIndex) choose(lang *lexdata.Language, f uint32, pos string, exclude uint32) (uint32, bool) {
	c := idx.candidates(lang, f, pos, exclude)
	if len(c) == 0 {
		return 0, false
	}
	return c[0], true
}

// candidates returns the lexemes of family f in lang, best first: those of
// part of speech pos, then the most frequent words among those for which
// f is a main sense (a family far down a lexeme's list is a rare sense of
// it: French "avoir" can mean "old" only in "avoir X ans"). exclude (the
// source lexeme, for paraphrase) is left out.
func (idx *lexIndex) candidates(lang *lexdata.Language, f uint32, pos string, exclude uint32) []uint32 {
	type scored struct {
		id    uint32
		score float64
	}
	var c []scored
	for _, id := range idx.byFamily[f] {
		lx, ok := lang.Lexeme(id)
		if id == exclude || !ok {
			continue
		}
		freq, _ := lang.Frequency(normalize(lang, lx.Lemma))
		score := math.Log1p(float64(freq)) - senseRankCost*float64(slices.Index(lx.Families, f))
		if lx.POS == pos {
			score += samePOSBonus
		}
		c = append(c, scored{id, score})
	}
	slices.SortStableFunc(c, func(a, b scored) int {
		switch {
		case a.score > b.score:
			return -1
		case a.score < b.score:
			return 1
		}
		return int(a.id) - int(b.id)
	})
	out := make([]uint32, len(c))
	for i, x := range c {
		out[i] = x.id
	}
	return out
}

// Scores of choose, in units of log frequency.
const (
	senseRankCost = 2.0  // per position of the family in the lexeme's senses
	samePOSBonus  = 20.0 // more than any frequency: the part of speech first
)

// inflectional are the features a target form is chosen to agree with;
// gender and the like belong to the target's own grammar.
var inflectional = []string{"Number", "Case", "Tense", "Person", "Mood", "VerbForm", "Degree", "Aspect", "Voice"}

// inflect returns the form of lexeme id whose features agree best with
// feats (the lemma when none agrees better), in dictionary case; exact
// reports whether the form has every feature wanted.
func inflect(lang *lexdata.Language, id uint32, feats []string) (form string, exact bool) {
	lx, _ := lang.Lexeme(id)
	lemma := strings.ReplaceAll(lx.Lemma, "_", " ")
	want := inflectionalOf(feats)
	if len(want) == 0 {
		return lemma, true
	}
	best, bestScore := lemma, 0
	for _, f := range lang.Forms(id) {
		if strings.HasPrefix(f.Form, "-") || strings.HasSuffix(f.Form, "-") {
			continue
		}
		if score := agreement(want, f.Features); score > bestScore {
			best, bestScore = dictionaryCase(f.Form, lx.Lemma), score
		}
	}
	return best, bestScore == 2*len(want)
}

func inflectionalOf(feats []string) []string {
	var out []string
	for _, f := range feats {
		k, _, _ := strings.Cut(f, "=")
		if slices.Contains(inflectional, k) {
			out = append(out, f)
		}
	}
	return out
}

// agreement is the number of wanted features a form has, minus the
// inflectional features it has that contradict them.
func agreement(want, have []string) int {
	n := 0
	for _, h := range have {
		if slices.Contains(want, h) {
			n += 2
			continue
		}
		k, _, _ := strings.Cut(h, "=")
		for _, w := range want {
			if strings.HasPrefix(w, k+"=") {
				n--
			}
		}
	}
	return n
}

// closedClass returns the pronoun or determiner of the language whose
// features agree best with feats: the same kind (PronType) and at least
// person or number in common.
func (idx *lexIndex) closedClass(pos string, feats []string) (string, bool) {
	kind := ""
	for _, f := range feats {
		if strings.HasPrefix(f, "PronType=") {
			kind = f
		}
	}
	if kind == "" {
		return "", false
	}
	const minShared = 2 // features besides the kind, as person and number
	best, bestScore, bestFreq := "", minShared-1, uint32(0)
	for _, c := range idx.closed[pos] {
		if !slices.Contains(c.features, kind) {
			continue
		}
		score := 0
		for _, f := range feats {
			if f != kind && slices.Contains(c.features, f) {
				score++
			}
		}
		if score > bestScore || score == bestScore && c.freq > bestFreq {
			best, bestScore, bestFreq = c.form, score, c.freq
		}
	}
	return best, best != ""
}

// dictionaryCase gives a form, stored case-folded, the case of its lemma's
// first letter, so that German nouns come out capitalised ("Häuser").
func dictionaryCase(form, lemma string) string {
	l, _ := utf8.DecodeRuneInString(lemma)
	f, n := utf8.DecodeRuneInString(form)
	if unicode.IsUpper(l) && unicode.ToLower(l) == f {
		return string(l) + form[n:]
	}
	return form
}
