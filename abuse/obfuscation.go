package abuse

import (
	"maps"
	"slices"
	"unicode"
	"unicode/utf8"

	"github.com/argot-nlp/argot/internal/doc"
)

// Obfuscation the spelling stage leaves: a word the lexicon does not know
// may be an abusive word with two letters swapped ("trahs", "fukc"), one
// letter left out ("whre"), or several words written without their spaces
// ("justpathetic", "ihatewomen"). The matcher repairs such a word only
// into words of the cue lists and the abuse lexicon, so an unknown name or
// a typo of an everyday word stays as it is. Each repair is a few map
// lookups: the words and their one-letter deletions are indexed when the
// model is built.

// repairLanguages are the languages whose words are repaired. Elsewhere
// the lexicon and frequency list miss too many ordinary forms (German
// compounds, Spanish and Norwegian inflections, Arabic-script clitics) for
// an unknown word to be taken for an obfuscation: on clean UD text,
// repairs there found "mist" in "islamistischer" and "faen" in "sofaen".
var repairLanguages = map[string]bool{"en": true}

const (
	// minRepair is the shortest abusive word a repair may reach: shorter
	// words are too often one edit from something else.
	minRepair = 4
	// maxJoined bounds the length (in code points) of a word the matcher
	// tries to split, and maxParts the number of words it may hold.
	maxJoined = 32
	maxParts  = 4
)

// obfuscationIndex is what repairs look up.
type obfuscationIndex struct {
	// edited are the words a one-letter edit may reach: single-word
	// entries of the kinds that name abuse or hostility (lexicon entries
	// only when the lexicon is sure), and the first words of such cue
	// phrases ("worth" of "worth ... nothing"), all of minRepair letters or
	// more.
	edited map[string]bool
	// dropped maps each edited word with one letter left out to the word.
	dropped map[string]string
	// split are the words that make a split worth it: single-word entries
	// of those kinds (lexicon entries of some confidence) of minRepair
	// letters or more.
	split map[string]bool
}

// buildObfuscationIndex indexes the model's phrases for repairs.
func (m *model) buildObfuscationIndex() {
	ix := &obfuscationIndex{edited: map[string]bool{}, dropped: map[string]string{}, split: map[string]bool{}}
	for w, ps := range m.byWord {
		n := utf8.RuneCountInString(w)
		if n < minRepair {
			continue
		}
		for _, p := range ps {
			if !strongKind(p.kind) && !hostileKind(p.kind) || p.lexicon && p.confidence < 1 {
				continue
			}
			if len(p.words) == 1 {
				ix.split[w] = true
			}
			if (len(p.words) == 1 || !p.lexicon && n > minRepair) && (!p.lexicon || p.confidence >= 2) {
				ix.edited[w] = true
			}
		}
	}
	// In sorted order, so that a form two words share by a dropped letter
	// always stands for the same one, whatever the map order.
	for _, w := range slices.Sorted(maps.Keys(ix.edited)) {
		rs := []rune(w)
		if len(rs) <= minRepair {
			continue
		}
		for i := range rs {
			d := string(rs[:i]) + string(rs[i+1:])
			if _, seen := ix.dropped[d]; !seen {
				ix.dropped[d] = w
			}
		}
	}
	m.obf = ix
}

// part is one word a repaired form stands for.
type part struct {
	form, lemma string
	family      uint32
}

// repairable reports whether the token at hand may hide an abusive word:
// letters (or letters and leet digits) the lexicon does not know and the
// spelling stage did not change, which the tagger does not read as a
// function word ("arnt", an auxiliary written without its apostrophe).
func (m *model) repairable(t *doc.Token, form string) bool {
	if m.obf == nil || len(t.Readings) > 0 || t.Corrected != "" {
		return false
	}
	switch t.POS {
	case "AUX", "PRON", "DET", "ADP", "CCONJ", "SCONJ", "PART":
		return false
	}
	switch t.Class {
	case doc.ClassText:
	case doc.ClassAlnum: // letters and digits: leetspeak the speller left
		if _, ok := unleet(form); !ok {
			return false
		}
	default:
		return false
	}
	for _, p := range m.byWord[form] {
		if len(p.words) == 1 && (!p.lexicon || p.confidence > 0) {
			return false // a word the cue lists or the abuse lexicon know ("antifa")
		}
	}
	n := utf8.RuneCountInString(form)
	return n >= minRepair && n <= maxJoined
}

// splittable reports whether a repairable token may be words run
// together: written in lower case, as names are not.
func splittable(t *doc.Token) bool {
	return t.Case == doc.CaseLower && t.POS != "PROPN"
}

// repair returns the words an unknown form (normalised) stands for, or
// nil: the abusive word one transposition or one left-out letter away, or
// else (when splits) its split into known words of which one is abusive.
func (m *model) repair(form string, splits bool) []part {
	if w, ok := unleet(form); ok {
		if m.obf.edited[w] || m.obf.split[w] {
			return []part{m.partOf(w)}
		}
		form = w // "trah5": the letters may also be swapped or dropped
	}
	rs := []rune(form)
	c := make([]rune, len(rs))
	for i := 0; i+1 < len(rs); i++ {
		if rs[i] == rs[i+1] {
			continue
		}
		copy(c, rs)
		c[i], c[i+1] = c[i+1], c[i]
		if w := string(c); m.obf.edited[w] {
			return []part{m.partOf(w)}
		}
	}
	if w, ok := m.obf.dropped[form]; ok {
		return []part{m.partOf(w)}
	}
	if !splits {
		return nil
	}
	return m.split(form)
}

// leet maps the digits and symbols that stand for letters ("sh3male",
// "r4pefugee", "slu7") to the letters. "1" is "i" more often than "l".
var leet = map[rune]rune{'0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '8': 'b', '@': 'a', '$': 's', '!': 'i'}

// unleet returns form with leet characters read as letters, and whether
// it had any beside at least two letters (a number is no word).
func unleet(form string) (string, bool) {
	rs := []rune(form)
	swapped, letters := 0, 0
	for i, r := range rs {
		if l, ok := leet[r]; ok {
			rs[i] = l
			swapped++
		} else if unicode.IsLetter(r) {
			letters++
		}
	}
	if swapped == 0 || letters < 2 {
		return form, false
	}
	return string(rs), true
}

// partOf returns word w with the lemma and family of its first reading.
func (m *model) partOf(w string) part {
	p := part{form: w, lemma: w}
	if as := m.lex.Lookup(w); len(as) > 0 {
		p.lemma = m.norm(as[0].Lexeme.Lemma)
		if fs := as[0].Lexeme.Families; len(fs) > 0 {
			p.family = fs[0]
		}
	}
	return p
}

// split segments form into the fewest known words (at most maxParts, each
// of three letters or more or a function word) when one of them is
// abusive (obfuscationIndex.split).
func (m *model) split(form string) []part {
	// at holds the byte offset of each code point, and len(form).
	at := make([]int, 0, len(form)+1)
	for i := range form {
		at = append(at, i)
	}
	at = append(at, len(form))
	n := len(at) - 1
	abusive := false
	for i := 0; i < n && !abusive; i++ {
		for j := i + minRepair; j <= n; j++ {
			if m.obf.split[form[at[i]:at[j]]] {
				abusive = true
				break
			}
		}
	}
	if !abusive {
		return nil
	}
	type cell struct {
		parts, from int
		abusive     bool
	}
	best := make([]cell, n+1)
	for i := 1; i <= n; i++ {
		best[i].parts = -1
	}
	for end := 1; end <= n; end++ {
		for start := 0; start < end; start++ {
			prev := best[start]
			if prev.parts < 0 || prev.parts >= maxParts || start == 0 && end == n {
				continue
			}
			w := form[at[start]:at[end]]
			bad := end-start >= minRepair && m.obf.split[w]
			if !bad && !m.known(w, end-start) {
				continue
			}
			c := cell{parts: prev.parts + 1, from: start, abusive: prev.abusive || bad}
			// The fewest words win, the abusive reading only between
			// equals: "cockerspaniel" is "cocker spaniel".
			if cur := best[end]; cur.parts < 0 || c.parts < cur.parts || c.parts == cur.parts && c.abusive && !cur.abusive {
				best[end] = c
			}
		}
	}
	if best[n].parts < 2 || !best[n].abusive {
		return nil
	}
	out := make([]part, best[n].parts)
	for i, end := len(out)-1, n; i >= 0; i-- {
		start := best[end].from
		out[i] = m.partOf(form[at[start]:at[end]])
		end = start
	}
	return out
}

// known reports whether w (of n code points) is a word of the language: a
// stopword, or, from three letters on, a form of its frequency list.
func (m *model) known(w string, n int) bool {
	if m.lex.IsStopword(w) {
		return true
	}
	if n < 3 {
		return false
	}
	_, ok := m.lex.Frequency(w)
	return ok
}

// strongKind are the kinds that name abuse by themselves.
func strongKind(k kind) bool {
	switch k {
	case kSlur, kInsult, kProfanity, kSexual, kGroup:
		return true
	}
	return false
}

// hostileKind are the kinds of words that make a statement about a group
// hostile: hate, negative attributes, dehumanisation, violence, exclusion
// and harm.
func hostileKind(k kind) bool {
	switch k {
	case kHate, kNegAttr, kDehum, kViolence, kExclude, kDogwhistle, kSelfHarm, kSuicide, kInjury, kDeath:
		return true
	}
	return false
}
