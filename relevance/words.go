package relevance

import (
	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/lexdata"
	"github.com/argot-nlp/argot/similarity"
)

// minStopwordInfo is the information weight (as [similarity.Words] gives
// it, stopwords already discounted to a fifth) from which a stopword
// noun, name, verb or adjective counts as a content word: about 55 times
// rarer than the language's most frequent word. Some stopword lists hold
// topical words ("computer", "bill", "novel", "research" in English): a
// rare one says as much as any other word, while a frequent one ("make",
// "get", "first") stays out. Chosen on the tune half of the relevance
// evaluation (0.4 to 1.5 were tried).
const minStopwordInfo = 0.8

// term is a word of a document with its weight as package similarity
// gives it.
type term struct {
	t    *doc.Token
	info similarity.Word
}

// weighed returns the words of d that [similarity.Words] weighs, each
// with its token, in text order.
func weighed(d *doc.Document, lang *lexdata.Language) []term {
	infos := similarity.Words(d, lang)
	out := make([]term, len(infos))
	for i, w := range infos {
		out[i] = term{t: &d.Sentences[w.Sentence].Tokens[w.Token], info: w}
	}
	return out
}

// content reports whether w is a content word: a word with a family that
// is not a stopword, or a stopword with an open-class part of speech
// that is rare enough (see minStopwordInfo).
func (w term) content() bool {
	t := w.t
	if t.Kind != doc.Word || family(t) == 0 {
		return false
	}
	return !t.Stopword || openClass(t.POS) && w.info.Weight >= minStopwordInfo
}

// openClass reports whether a UPOS tag is a noun, name, verb or
// adjective.
func openClass(pos string) bool {
	switch pos {
	case "NOUN", "PROPN", "VERB", "ADJ":
		return true
	}
	return false
}

// contentWords are the content words of a document (see term.content).
func contentWords(ws []term) []term {
	var out []term
	for _, w := range ws {
		if w.content() {
			out = append(out, w)
		}
	}
	return out
}
