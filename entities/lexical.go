package entities

import (
	"cmp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/lexdata"
)

// Priorities of the lexical types against the tagger's names (prioNamed):
// a name the lexicon knows as a deity, an event or a program ("God",
// "World Cup", "Windows") beats the tagger's guess; a common noun (a role
// or an item) never overrides a name.
const (
	prioLexName = 7
	prioLexWord = 4
)

// maxNameWords bounds the capitalised runs looked up as multiword names.
const maxNameWords = 4

// lexScan finds the lexical entities of one sentence.
type lexScan struct {
	s      *doc.Sentence
	cs     *concepts
	sw     *softwareNames
	lookup func(string) []lexdata.Analysis
	// mayPhrase (nil: no filter) reports whether lookup may find a
	// listed lexeme (ID not 0: multiword reads no other) for a phrase of
	// words joined by the joiner starting with two words.
	mayPhrase func(first, second string) bool
	// mayLonger (nil: no filter) is mayPhrase for phrases of three words
	// or more.
	mayLonger func(first, second string) bool
	lower     []string // lookup forms of the tokens
	joiner    string
	search    bool   // format "search": capitals are no cue
	key       []byte // scratch for names looked up token by token
}

// lexical returns the role, event, software, item_of_interest and person
// (subtype) entities of a sentence, in order; overlaps are left to
// resolveNamed.
func (ls *lexScan) lexical() []namedCand {
	var out []namedCand
	toks := ls.s.Tokens
	for i := 0; i < len(toks); i++ {
		t := &toks[i]
		if t.Kind != doc.Word {
			continue
		}
		if n, c, ok := ls.software(i); ok {
			out = append(out, c)
			i += n - 1
			continue
		}
		if n, c, ok := ls.multiword(i); n > 0 {
			// A multiword name the lexicon knows is one thing, entity or
			// not: "Eiffel Tower" holds no person.
			if ok {
				out = append(out, c)
			}
			i += n - 1
			continue
		}
		if c, ok := ls.word(i); ok {
			out = append(out, c)
		}
	}
	return out
}

// word classifies token i by its chosen family, the hypernyms memory
// assign rules gave it, and, for a word written as a name, its other
// readings.
func (ls *lexScan) word(i int) (namedCand, bool) {
	t := &ls.s.Tokens[i]
	for _, h := range t.Hypernyms {
		typ, sub, ok := ls.cs.classify(h)
		if ok && typ == TypeItem || ls.cs.artifact.Contains(h) {
			if typ != TypeItem {
				sub = "" // a category the caller declared of interest
			}
			return ls.cand(i, i+1, TypeItem, sub, t.Family, prioLexWord), true
		}
	}
	f := t.Family
	typ, sub, ok := ls.cs.classify(f)
	prio := prioLexName
	if (!ok || needsName(typ) && !ls.cs.named(f)) && !ls.search && ls.nameCue(i) {
		// "Einstein" read as a clever person: a capital asks for the name.
		// A reading senses did not choose yields to the tagger ("France"
		// is a country before it is a writer).
		if nf, ntyp, nsub, found := ls.namedReading(t); found {
			f, typ, sub, ok, prio = nf, ntyp, nsub, true, prioNamed-1
		}
	}
	if !ok {
		return namedCand{}, false
	}
	switch typ {
	case TypeItem, TypeRole:
		if t.POS != "" && t.POS != "NOUN" {
			return namedCand{}, false
		}
		return ls.cand(i, i+1, typ, sub, f, prioLexWord), true
	case TypePerson:
		if !ls.nameCue(i) {
			return namedCand{}, false // "a god"
		}
	case TypeEvent:
		if !ls.cs.named(f) {
			return ls.eventName(i, f)
		}
	case TypeSoftware:
		if !ls.cs.named(f) || i == 0 && ls.commonWord(i) && len(t.Readings) > 1 {
			// "app", "browser": kinds, not programs; Spanish "Dos" opening
			// a sentence is a number before it is an operating system.
			return namedCand{}, false
		}
	}
	return ls.cand(i, i+1, typ, sub, f, prio), true
}

// needsName reports whether a type is reported for names only.
func needsName(typ string) bool { return typ == TypeEvent || typ == TypeSoftware || typ == TypePerson }

// namedReading returns the first named family among the token's readings
// that is an entity concept.
func (ls *lexScan) namedReading(t *doc.Token) (uint32, string, string, bool) {
	for _, r := range t.Readings {
		for _, f := range r.Families {
			if typ, sub, ok := ls.cs.classify(f); ok && needsName(typ) && ls.cs.named(f) {
				return f, typ, sub, true
			}
		}
	}
	return 0, "", "", false
}

// eventName makes an event of a capitalised kind of event and the
// capitalised words around it: "Hurricane Katrina", "Paris Conference".
// The kind alone ("the War") is not a name.
func (ls *lexScan) eventName(i int, f uint32) (namedCand, bool) {
	if !ls.capital(i) {
		return namedCand{}, false
	}
	start, end := i, i+1
	for end < len(ls.s.Tokens) && end-start < maxNameWords && ls.capital(end) && !ls.s.Tokens[end].Stopword {
		end++
	}
	for start > 0 && end-start < maxNameWords && ls.capital(start-1) && !ls.s.Tokens[start-1].Stopword {
		start--
	}
	if end-start < 2 || (start == 0 && end-start == 2 && i == 0 && ls.s.Tokens[1].Family != 0) {
		// One word, or a sentence starting "Meeting Tuesday".
		return namedCand{}, false
	}
	return ls.cand(start, end, TypeEvent, "", f, prioLexName), true
}

// multiword looks up a capitalised run the tokenizer left in pieces
// ("World" "Cup") as one lexicon entry naming an event, a program or a
// being. It returns the number of tokens the entry covers (0: none), and
// the candidate when the entry is an entity.
func (ls *lexScan) multiword(i int) (int, namedCand, bool) {
	if ls.lookup == nil || !ls.nameCue(i) {
		return 0, namedCand{}, false
	}
	toks := ls.s.Tokens
	filter := ls.mayPhrase != nil
	checked, longerChecked, longer := false, false, true
	for n := min(maxNameWords, len(toks)-i); n >= 2; n-- {
		if !ls.run(i, n) {
			continue
		}
		if filter {
			// No entry starts with these two words: spare the lookups
			// of unknown phrases and their fallbacks.
			if !checked && !ls.mayPhrase(ls.lower[i], ls.lower[i+1]) {
				return 0, namedCand{}, false
			}
			checked = true
			if n > 2 && ls.mayLonger != nil {
				if !longerChecked {
					longer, longerChecked = ls.mayLonger(ls.lower[i], ls.lower[i+1]), true
				}
				if !longer {
					continue
				}
			}
		}
		key := strings.Join(ls.lower[i:i+n], ls.joiner)
		known := false
		for _, a := range ls.lookup(key) {
			if a.Lexeme.ID == 0 {
				// A reading made up from a compound's head ("总统出售"
				// read as a kind of sale) is no name the lexicon knows.
				continue
			}
			for _, f := range a.Lexeme.Families {
				known = true
				typ, sub, ok := ls.cs.classify(f)
				if ok && needsName(typ) && ls.cs.named(f) {
					return n, ls.cand(i, i+n, typ, sub, f, prioLexName), true
				}
			}
		}
		if known {
			return n, namedCand{}, false
		}
	}
	return 0, namedCand{}, false
}

// run reports whether tokens i..i+n-1 are words written as a name (the
// inner ones may be lower-case: "Battle of Hastings").
func (ls *lexScan) run(i, n int) bool {
	for k := i; k < i+n; k++ {
		t := &ls.s.Tokens[k]
		if t.Kind != doc.Word || (k == i || k == i+n-1) && !ls.nameCue(k) {
			return false
		}
	}
	return true
}

// nameCue reports whether token i is written as a name: capitalised, in
// a script without case, or any word in a search query (queries are
// typed in lower case).
func (ls *lexScan) nameCue(i int) bool {
	if ls.search {
		return true
	}
	w := ls.s.Tokens[i].Text
	r, _ := utf8.DecodeRuneInString(w)
	return unicode.IsUpper(r) || (unicode.IsLetter(r) && !unicode.IsLower(r))
}

// capital reports whether token i starts with a capital letter (or, in a
// search query, is a word).
func (ls *lexScan) capital(i int) bool {
	t := &ls.s.Tokens[i]
	return t.Kind == doc.Word && (ls.search || isCapitalized(t.Text))
}

// cand makes the candidate of tokens start..end-1.
func (ls *lexScan) cand(start, end int, typ, sub string, f uint32, prio int) namedCand {
	first, last := &ls.s.Tokens[start], &ls.s.Tokens[end-1]
	c := namedCand{cand: cand{
		start: first.Offset - ls.s.Offset,
		end:   last.End() - ls.s.Offset,
		typ:   typ, sub: sub, prio: prio,
	}, types: []string{typ}}
	if f != 0 {
		c.ref = ls.cs.core.RefLemma(f)
	}
	return c
}

// resolveNamed merges the tagger's names with the lexical entities: a
// tagged person holding a lexical one takes its subtype ("Albert
// Einstein" is an important person); then, where spans overlap, the
// higher priority wins, then the longer span. The result is in order.
func resolveNamed(tagged, lex []namedCand) []namedCand {
	all := make([]namedCand, 0, len(tagged)+len(lex))
	for _, l := range lex {
		if l.typ == TypePerson {
			if k := slices.IndexFunc(tagged, func(t namedCand) bool {
				return t.typ == TypePerson && t.start <= l.start && l.end <= t.end && t.end-t.start > l.end-l.start
			}); k >= 0 {
				tagged[k].sub = l.sub
				continue
			}
		}
		all = append(all, l)
	}
	all = append(all, tagged...)
	slices.SortStableFunc(all, func(a, b namedCand) int {
		if c := cmp.Compare(b.prio, a.prio); c != 0 {
			return c
		}
		return cmp.Compare(b.end-b.start, a.end-a.start)
	})
	out := all[:0:0]
	for _, c := range all {
		if !slices.ContainsFunc(out, func(o namedCand) bool { return c.start < o.end && o.start < c.end }) {
			out = append(out, c)
		}
	}
	slices.SortFunc(out, func(a, b namedCand) int { return cmp.Compare(a.start, b.start) })
	return out
}
