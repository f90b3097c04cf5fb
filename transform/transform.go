// Package transform translates text between the supported languages word
// by word through the interlingual concept families, and paraphrases text
// in its own language with synonyms.
//
// Translation reads a document the analysis pipeline annotated (tokens with
// readings, chosen senses and grammatical features). Each content word's
// chosen family is looked up among the target language's lexemes; the most
// frequent lexeme of that family (of the same part of speech when there is
// one) is inflected to the source word's features where the target lexicon
// lists inflected forms. Personal pronouns and determiners, which have no
// family, are matched by their features instead; other function words
// without a family (articles, adpositions, auxiliaries) are left out, and
// names, numbers and unknown words are copied. The words are then put in the
// target's basic order (verb last for SOV languages, adjectives after or
// before the noun) and joined with or without spaces.
//
// Paraphrase keeps the text and replaces each content word by another
// lexeme of its chosen family, inflected alike.
//
// The package is not a statistical or neural translation system: it knows
// no phrases, idioms or agreement beyond the features of each word, and its
// output is a gloss rather than fluent text.
package transform

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/lexdata"
	"github.com/argot-nlp/argot/tokenize"
)

// piece is one output word with what reordering needs.
type piece struct {
	text   string
	pos    string // UPOS of the source word
	punct  bool
	opens  bool // an opening bracket or quote: no space after it
	closes bool // a closing mark: no space before it
}

// Translate returns the text of d in the target language.
func Translate(d *doc.Document, target *lexdata.Language) string {
	idx := indexOf(target)
	typ, src := TypologyOf(target.ID()), TypologyOf(d.Lang)
	var sentences []string
	for si := range d.Sentences {
		pieces := translateSentence(&d.Sentences[si], target, idx)
		pieces = reorder(pieces, src, typ)
		if s := join(pieces, typ.Unspaced); s != "" {
			sentences = append(sentences, s)
		}
	}
	sep := " "
	if typ.Unspaced {
		sep = ""
	}
	return strings.Join(sentences, sep)
}

// translateSentence maps each chunk of sent to its target word, or drops
// it.
func translateSentence(sent *doc.Sentence, target *lexdata.Language, idx *lexIndex) []piece {
	var out []piece
	var auxFeats []string // of a dropped auxiliary, for its verb
	for ti, form := range sent.Forms() {
		t := &sent.Tokens[ti]
		if t.Kind == doc.Punctuation {
			out = append(out, punctuation(t, form))
			continue
		}
		if t.POS == "AUX" && auxiliaryOfVerb(sent, ti) {
			// "is eating": the verb takes the auxiliary's person,
			// number and tense
			auxFeats = t.Features
			continue
		}
		feats := t.Features
		if t.POS == "VERB" && auxFeats != nil {
			feats, auxFeats = finite(auxFeats), nil
		}
		if w, ok := translateWord(t, feats, target, idx); ok {
			if strings.EqualFold(w, form) {
				w = form // a name the target writes alike keeps its case
			}
			out = append(out, piece{text: w, pos: t.POS})
			continue
		}
		if t.Stopword || t.Class == doc.ClassClitic {
			continue // a function word the target cannot express word for word
		}
		out = append(out, piece{text: form, pos: posOrProper(t)})
	}
	return out
}

// posOrProper returns the token's part of speech; a capitalised word the
// lexicon does not know is taken for a name.
func posOrProper(t *doc.Token) string {
	if t.POS == "" && (t.Case == doc.CaseCapitalized || t.Case == doc.CaseUpper) {
		return "PROPN"
	}
	return t.POS
}

func punctuation(t *doc.Token, form string) piece {
	p := piece{text: form, punct: true}
	switch t.Behavior {
	case doc.BracketStart, doc.QuoteStart:
		p.opens = true
	case doc.BracketEnd, doc.QuoteEnd:
		p.closes = true
	case doc.Hyphen:
		p.opens, p.closes = true, true
	default:
		p.closes = true
	}
	return p
}

// auxiliaryOfVerb reports whether the auxiliary at i comes before a main
// verb of the same clause (before the next punctuation).
func auxiliaryOfVerb(sent *doc.Sentence, i int) bool {
	for _, t := range sent.Tokens[i+1:] {
		switch {
		case t.Kind == doc.Punctuation:
			return false
		case t.POS == "VERB":
			return true
		}
	}
	return false
}

// finite returns the features of an auxiliary as those of a finite verb.
func finite(aux []string) []string {
	out := []string{"VerbForm=Fin"}
	for _, f := range aux {
		if !strings.HasPrefix(f, "VerbForm=") {
			out = append(out, f)
		}
	}
	return out
}

// translateWord returns the target word for a token with features feats:
// a lexeme of its family, or a pronoun or determiner alike.
func translateWord(t *doc.Token, feats []string, target *lexdata.Language, idx *lexIndex) (string, bool) {
	if len(t.Readings) == 0 || t.Class == doc.ClassNumber {
		return "", false
	}
	r := t.Readings[0]
	for _, f := range familiesOf(t) {
		if id, ok := idx.choose(target, f, r.POS, 0); ok {
			w, _ := inflect(target, id, feats)
			return w, true
		}
	}
	if r.POS == "PRON" || r.POS == "DET" {
		return idx.closedClass(r.POS, feats)
	}
	return "", false
}

// familiesOf returns the chosen family of a token, then the other families
// of its reading.
func familiesOf(t *doc.Token) []uint32 {
	fams := t.Readings[0].Families
	if t.Family == 0 || slices.Contains(fams, t.Family) && fams[0] == t.Family {
		return fams
	}
	out := []uint32{t.Family}
	for _, f := range fams {
		if f != t.Family {
			out = append(out, f)
		}
	}
	return out
}

// Paraphrase returns the text of d with each content word replaced by a
// synonym (another lexeme of its chosen family in the same language),
// inflected alike; the rest of the text is kept as written.
func Paraphrase(d *doc.Document, lang *lexdata.Language) string {
	idx := indexOf(lang)
	text := []rune(d.Text)
	var b strings.Builder
	at := 0
	for si := range d.Sentences {
		sent := &d.Sentences[si]
		for ti, form := range sent.Forms() {
			t := &sent.Tokens[ti]
			syn, ok := synonym(t, lang, idx)
			if !ok || t.Offset < at || t.End() > len(text) {
				continue
			}
			b.WriteString(string(text[at:t.Offset]))
			b.WriteString(matchCase(syn, form))
			at = t.End()
		}
	}
	b.WriteString(string(text[at:]))
	return b.String()
}

// contentPOS are the parts of speech paraphrase replaces.
var contentPOS = map[string]bool{"NOUN": true, "VERB": true, "ADJ": true, "ADV": true}

// synonym returns another word of the token's chosen family: the best
// lexeme that has a form with the token's features (or the best one, when
// the token is in its dictionary form).
func synonym(t *doc.Token, lang *lexdata.Language, idx *lexIndex) (string, bool) {
	if t.Family == 0 || len(t.Readings) == 0 || t.Corrected != "" || !contentPOS[t.Readings[0].POS] ||
		t.POS == "PROPN" || t.Case == doc.CaseUpper || t.Case == doc.CaseMixed {
		return "", false
	}
	r := t.Readings[0]
	for _, id := range idx.candidates(lang, t.Family, r.POS, r.Lexeme) {
		if w, exact := inflect(lang, id, t.Features); exact {
			return w, true
		}
	}
	return "", false
}

// matchCase gives a replacement the case of the word it replaces: all
// upper, or a capital first letter.
func matchCase(s, like string) string {
	switch {
	case like != "" && strings.ToUpper(like) == like && strings.ToLower(like) != like && utf8.RuneCountInString(like) > 1:
		return strings.ToUpper(s)
	case startsUpper(like):
		return capitalize(s)
	}
	return s
}

func startsUpper(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return unicode.IsUpper(r)
}

func capitalize(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if r == utf8.RuneError {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}

// reorder moves the verb and adjectives of a sentence to the target's
// places when the source puts them elsewhere.
func reorder(ps []piece, src, target Typology) []piece {
	if src.AdjectiveAfter != target.AdjectiveAfter {
		ps = moveAdjectives(ps, target.AdjectiveAfter)
	}
	switch {
	case target.VerbFinal && !src.VerbFinal:
		ps = verbLast(ps)
	case !target.VerbFinal && src.VerbFinal:
		ps = verbSecond(ps)
	}
	return ps
}

// moveAdjectives puts runs of adjectives after the noun that follows them
// (after) or before the noun they follow (!after).
func moveAdjectives(ps []piece, after bool) []piece {
	out := slices.Clone(ps)
	for i := 0; i < len(out); i++ {
		j := i
		for j < len(out) && out[j].pos == "ADJ" {
			j++
		}
		if after && j > i && j < len(out) && isNoun(out[j].pos) {
			// adjectives i..j-1, noun j -> noun, adjectives
			noun := out[j]
			copy(out[i+1:j+1], out[i:j])
			out[i] = noun
			i = j
			continue
		}
		if !after && isNoun(out[i].pos) && i+1 < len(out) && out[i+1].pos == "ADJ" {
			k := i + 1
			for k < len(out) && out[k].pos == "ADJ" {
				k++
			}
			noun := out[i]
			copy(out[i:k-1], out[i+1:k])
			out[k-1] = noun
			i = k - 1
		}
	}
	return out
}

func isNoun(pos string) bool { return pos == "NOUN" || pos == "PROPN" }

// verbLast moves the first verb of each clause (a span between commas or
// other punctuation) to the end of that clause.
func verbLast(ps []piece) []piece {
	out := make([]piece, 0, len(ps))
	start := 0
	flush := func(end int) {
		clause := ps[start:end]
		v := slices.IndexFunc(clause, func(p piece) bool { return p.pos == "VERB" })
		if v < 0 || v == len(clause)-1 {
			out = append(out, clause...)
			return
		}
		out = append(out, clause[:v]...)
		out = append(out, clause[v+1:]...)
		out = append(out, clause[v])
	}
	for i, p := range ps {
		if p.punct {
			flush(i)
			out = append(out, p)
			start = i + 1
		}
	}
	flush(len(ps))
	return out
}

// verbSecond moves the last verb of each clause after the clause's first
// noun phrase (its first noun or pronoun): SOV to SVO.
func verbSecond(ps []piece) []piece {
	out := make([]piece, 0, len(ps))
	start := 0
	flush := func(end int) {
		clause := slices.Clone(ps[start:end])
		v := -1
		for i := len(clause) - 1; i >= 0; i-- {
			if clause[i].pos == "VERB" {
				v = i
				break
			}
		}
		s := slices.IndexFunc(clause, func(p piece) bool { return isNoun(p.pos) || p.pos == "PRON" })
		if v < 0 || s < 0 || s >= v {
			out = append(out, clause...)
			return
		}
		verb := clause[v]
		clause = slices.Delete(clause, v, v+1)
		clause = slices.Insert(clause, s+1, verb)
		out = append(out, clause...)
	}
	for i, p := range ps {
		if p.punct {
			flush(i)
			out = append(out, p)
			start = i + 1
		}
	}
	flush(len(ps))
	return out
}

// join writes the pieces of a sentence with spaces between words (none in
// unspaced scripts, none inside brackets and quotes or before closing
// punctuation) and a capital first letter.
func join(ps []piece, unspaced bool) string {
	var b strings.Builder
	noSpace := true
	for _, p := range ps {
		if p.text == "" {
			continue
		}
		if !noSpace && !unspaced && !p.closes {
			b.WriteByte(' ')
		}
		b.WriteString(p.text)
		noSpace = p.opens
	}
	return capitalize(b.String())
}

// normalize is the lookup key of a word in lang.
func normalize(lang *lexdata.Language, s string) string {
	return tokenize.NormalizeForLookup(lang.ID(), s)
}
