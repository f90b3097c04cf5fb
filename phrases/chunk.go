package phrases

import "strings"

// Phrase tags, as the service names them.
const (
	TagS    = "S"
	TagNP   = "NP"
	TagVP   = "VP"
	TagPP   = "PP"
	TagADJP = "ADJP"
	TagADVP = "ADVP"
)

// Word is what the parser reads of one word.
type Word struct {
	// Form is the word as written (or as corrected), Lemma its dictionary
	// form, UPOS its Universal Dependencies part of speech and Feats its UD
	// features ("Case=Nom", "Voice=Pass", ...).
	Form, Lemma, UPOS string
	Feats             []string
	// Abbrev marks a chunk the tokenizer recognised as an abbreviation
	// ("Dr.").
	Abbrev bool
	// Class is the semantic class of the word's sense, the WordNet
	// lexicographer file ("noun.person"), or "" when unknown. It is a
	// commonsense cue: the parser reads it only when cues are on.
	Class string
}

// feat returns the value of the feature name, or "".
func (w *Word) feat(name string) string {
	for _, f := range w.Feats {
		if k, v, ok := strings.Cut(f, "="); ok && k == name {
			return v
		}
	}
	return ""
}

// key is the word as the markers table lists it: the lemma, lower-cased,
// or the form when there is no lemma.
func (w *Word) key() string {
	if w.Lemma != "" {
		return strings.ToLower(w.Lemma)
	}
	return strings.ToLower(w.Form)
}

// determinerLike reports a pronoun at j that modifies the noun phrase
// after it: a possessive ("my"), a personal pronoun in the genitive
// ("meidän"), or a demonstrative, quantifying or interrogative one
// ("tuon", "kaikki", "something nice").
func determinerLike(ws []Word, j int) bool {
	w := &ws[j]
	if w.UPOS != "PRON" || j+1 >= len(ws) {
		return false
	}
	switch ws[j+1].UPOS {
	case "NOUN", "PROPN", "ADJ", "NUM":
	default:
		return false
	}
	t := w.feat("PronType")
	return w.feat("Poss") == "Yes" || w.feat("Case") == "Gen" || t != "" && t != "Prs"
}

// nominal reports a word that can head a noun phrase.
func (w *Word) nominal() bool {
	switch w.UPOS {
	case "NOUN", "PROPN", "PRON", "NUM":
		return true
	}
	return false
}

// Chunk is a base phrase: the words Start..End-1, with its head word.
// Base phrases do not nest; the parser builds the forest from them.
type Chunk struct {
	Type             string
	Start, End, Head int
}

// Chunks splits a sentence's words into base phrases (NP, VP for a verb
// group with its auxiliaries, PP for an adposition, ADJP, ADVP) by the
// language's rules. Words outside every chunk (conjunctions, punctuation,
// interjections, subordinators) are left out.
func Chunks(lang string, words []Word) ([]Chunk, error) {
	r, err := rulesFor(lang)
	if err != nil {
		return nil, err
	}
	return r.chunks(words), nil
}

func (r *rules) chunks(ws []Word) []Chunk {
	var out []Chunk
	for i := 0; i < len(ws); {
		c, ok := r.chunkAt(ws, i)
		if !ok {
			i++
			continue
		}
		out = append(out, c)
		i = c.End
	}
	return out
}

// chunkAt returns the base phrase that starts at word i, if one does.
func (r *rules) chunkAt(ws []Word, i int) (Chunk, bool) {
	if startsVerbGroup(ws, i) {
		return r.verbGroup(ws, i), true
	}
	if r.adposition(ws, i) {
		j := i + 1
		for j < len(ws) && r.adposition(ws, j) {
			j++
		}
		return Chunk{Type: TagPP, Start: i, End: j, Head: i}, true
	}
	if c, ok := r.nounPhrase(ws, i); ok {
		return c, true
	}
	switch ws[i].UPOS {
	case "ADJ", "ADV":
		return modifierPhrase(ws, i), true
	}
	return Chunk{}, false
}

// adposition reports an adposition at i, or a case particle of the
// language whatever its tag (را as PART).
func (r *rules) adposition(ws []Word, i int) bool {
	return ws[i].UPOS == "ADP" || ws[i].UPOS == "PART" && r.coreMarker(ws[i].key()) != ""
}

// startsVerbGroup reports a verb or auxiliary at i, or a particle ("not",
// "to") that a verb or auxiliary follows.
func startsVerbGroup(ws []Word, i int) bool {
	switch ws[i].UPOS {
	case "VERB", "AUX":
		return true
	case "PART":
		return verbalAhead(ws, i+1)
	}
	return false
}

// verbalAhead reports a verb or auxiliary at i after any particles and
// adverbs.
func verbalAhead(ws []Word, i int) bool {
	for ; i < len(ws); i++ {
		switch ws[i].UPOS {
		case "VERB", "AUX":
			return true
		case "PART", "ADV":
			continue
		}
		return false
	}
	return false
}

// verbGroup is the verb with its auxiliaries and the particles and adverbs
// between them ("has not yet been driven"). In verb-final languages the
// auxiliaries that follow the verb belong to it (食べ|た), as they do in
// the verb-final clauses of German and Dutch ("verübt worden sind");
// elsewhere an auxiliary after the main verb starts the next group.
func (r *rules) verbGroup(ws []Word, i int) Chunk {
	c := Chunk{Type: TagVP, Start: i, Head: -1}
	verb := false
	j := i
loop:
	for ; j < len(ws); j++ {
		switch ws[j].UPOS {
		case "AUX":
			if verb && !r.sov && !r.auxAfter {
				break loop
			}
			if !verb {
				c.Head = j
			}
		case "VERB":
			if verb {
				break loop
			}
			verb = true
			c.Head = j
		case "PART", "ADV":
			if verb || !verbalAhead(ws, j+1) {
				break loop
			}
		default:
			break loop
		}
	}
	c.End = j
	if c.Head < 0 { // a particle run that ended early
		c.Head = j - 1
	}
	return c
}

// nounPhrase is the noun phrase starting at i: determiners, numerals,
// adjectives, possessives and the nouns of a compound around a nominal
// head. The head is the last nominal where modifiers precede the noun, the
// first where they follow it.
func (r *rules) nounPhrase(ws []Word, i int) (Chunk, bool) {
	head, numHead := -1, -1
	j := i
	for j < len(ws) && r.continuesNP(ws, i, j, head) {
		w := &ws[j]
		switch {
		case w.UPOS == "NUM":
			numHead = j
		case w.nominal() && (head < 0 || !r.npInitial):
			head = j
		}
		j++
		// A pronoun stands alone unless it modifies the next word; a noun
		// marked for case or for its possessor ends the phrase where
		// modifiers precede the noun.
		if w.UPOS == "PRON" && !determinerLike(ws, j-1) || r.caseEnding(w) != "" || !r.npInitial && w.feat("Person[psor]") != "" {
			break
		}
	}
	if head < 0 {
		head = numHead
	}
	if head < 0 {
		return Chunk{}, false
	}
	last := head
	for k := head + 1; k < j; k++ {
		if r.npInitial && (ws[k].UPOS == "ADJ" || ws[k].nominal()) || ws[k].nominal() {
			last = k
		}
	}
	return Chunk{Type: TagNP, Start: i, End: last + 1, Head: head}, true
}

// continuesNP reports whether word j belongs to the noun phrase that
// starts at start and has head head so far (-1: none yet).
func (r *rules) continuesNP(ws []Word, start, j, head int) bool {
	w := &ws[j]
	next := ""
	if j+1 < len(ws) {
		next = ws[j+1].UPOS
	}
	prev := &Word{}
	if j > start {
		prev = &ws[j-1]
	}
	switch w.UPOS {
	case "DET":
		return head < 0 || r.npInitial && next == "ADJ"
	case "PRON":
		return j == start || head < 0 && determinerLike(ws, j)
	case "NOUN", "PROPN":
		if head < 0 {
			return true
		}
		if r.npInitial && prev.UPOS == "ADJ" {
			return false
		}
		c, pc := w.feat("Case"), prev.feat("Case")
		return c != "Gen" && (c == "" || pc == "" || c == pc)
	case "ADJ":
		return head < 0 || r.npInitial || prev.UPOS == "PART"
	case "NUM":
		return true
	case "ADV":
		return (head < 0 || r.npInitial) && (next == "ADJ" || next == "NUM")
	case "PART":
		// A possessive marker between two nominals ("John 's car").
		return j > start && prev.nominal() && w.feat("Polarity") == "" && !r.adposition(ws, j) &&
			(next == "NOUN" || next == "PROPN" || next == "ADJ")
	}
	return false
}

// modifierPhrase is an adjective phrase (adverbs, then adjectives: "very
// big") or an adverb phrase (a run of adverbs) starting at i; its head is
// its last word.
func modifierPhrase(ws []Word, i int) Chunk {
	j := i
	for j < len(ws) && ws[j].UPOS == "ADV" {
		j++
	}
	typ := TagADVP
	if j < len(ws) && ws[j].UPOS == "ADJ" {
		typ = TagADJP
		for j < len(ws) && ws[j].UPOS == "ADJ" {
			j++
		}
	}
	return Chunk{Type: typ, Start: i, End: j, Head: j - 1}
}

// caseEnding returns the function ("subject", "object", "dative") a noun's
// written case ending marks in languages that write case particles on the
// noun (Korean), or "".
func (r *rules) caseEnding(w *Word) string {
	if !w.nominal() || w.UPOS == "NUM" {
		return ""
	}
	form := w.Form
	for _, c := range []struct {
		fn  string
		end []string
	}{{"dative", r.dativeSuffix}, {"subject", r.subjectSuffix}, {"object", r.objectSuffix}} {
		for _, e := range c.end {
			if len(form) > len(e) && strings.HasSuffix(form, e) {
				return c.fn
			}
		}
	}
	return ""
}
