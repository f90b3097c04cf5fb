package similarity

import (
	"math"

	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/lexdata"
	"github.com/argot-nlp/argot/tokenize"
)

// Weights of words.
const (
	// stopwordShare is the share of its frequency weight a function word
	// keeps: it matters for short fragments only.
	stopwordShare = 0.2
	// minWeight and maxWeight bound the frequency weight; words the
	// frequency list lacks (names, rare words) get maxWeight.
	minWeight = 0.25
	maxWeight = 12.0
)

// Words returns the words of an annotated document that the measure
// compares: word and numeral chunks (punctuation, symbols and emoji left
// out), weighted by their frequency in lang (nil: every word weighs the
// same).
func Words(d *doc.Document, lang *lexdata.Language) []Word {
	ref := reference(lang)
	var out []Word
	for si := range d.Sentences {
		sent := &d.Sentences[si]
		for ti, form := range sent.Forms() {
			t := &sent.Tokens[ti]
			if t.Kind == doc.Punctuation || t.Class == doc.ClassEmoji || t.Class == doc.ClassSymbol {
				continue
			}
			w := Word{Form: tokenize.NormalizeForLookup(d.Lang, form), Number: t.Number, HasNumber: t.HasNumber, Sentence: si, Token: ti}
			if len(t.Readings) > 0 {
				w.Lemma = tokenize.NormalizeForLookup(d.Lang, t.Readings[0].Lemma)
				w.Families = chosenFirst(t.Family, t.Readings[0].Families)
			}
			w.Weight = weight(lang, ref, w)
			if t.Stopword {
				w.Weight *= stopwordShare
			}
			out = append(out, w)
		}
	}
	return out
}

// chosenFirst returns the families of a reading with the chosen one first.
func chosenFirst(chosen uint32, fams []uint32) []uint32 {
	if chosen == 0 || len(fams) == 0 || fams[0] == chosen {
		return fams
	}
	out := make([]uint32, 0, len(fams))
	out = append(out, chosen)
	for _, f := range fams {
		if f != chosen {
			out = append(out, f)
		}
	}
	return out
}

// weight is an inverse document frequency stand-in: the log of how much
// rarer the word (its form, or its lemma when the form is not listed) is
// than the language's most frequent word.
func weight(lang *lexdata.Language, ref float64, w Word) float64 {
	if lang == nil || ref == 0 {
		return 1
	}
	count, ok := lang.Frequency(w.Form)
	if !ok && w.Lemma != "" {
		count, ok = lang.Frequency(w.Lemma)
	}
	if !ok {
		return maxWeight
	}
	return min(max(math.Log((ref+1)/(float64(count)+1)), minWeight), maxWeight)
}

var references lexdata.Derived[*lexdata.Language, float64]

// reference is the count of the language's most frequent lemma, so that
// weights do not depend on the size of its frequency corpus.
func reference(lang *lexdata.Language) float64 {
	if lang == nil {
		return 0
	}
	ref, _ := references.Get(lang, func() (float64, error) {
		top := uint32(0)
		for id := uint32(1); int(id) <= lang.Lexemes(); id++ {
			lx, _ := lang.Lexeme(id)
			if c, ok := lang.Frequency(tokenize.NormalizeForLookup(lang.ID(), lx.Lemma)); ok {
				top = max(top, c)
			}
		}
		return float64(top), nil
	})
	return ref
}
