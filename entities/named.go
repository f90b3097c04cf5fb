package entities

import (
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/lexdata"
	"github.com/argot-nlp/argot/tokenize"
)

// Named entity types.
const (
	TypePerson       = "person"
	TypeOrganization = "organization"
	TypePlace        = "place"
)

// prioNamed ranks named entities below every pattern type: "@Paris" is a
// user name and "Visa 4111 1111 1111 1111" a card, whatever the tagger says.
const prioNamed = 5

// classTypes are the entity types of the tagger's classes (MISC: none).
var classTypes = []string{TypePerson, TypeOrganization, TypePlace, ""}

// nerPack is a language's recognizer: its gazetteer and model (nil: the
// gazetteer and capitalisation rules only).
type nerPack struct {
	gaz    *Gazetteer
	model  *NERModel
	joiner string
}

var nerPacks lexdata.Derived[*lexdata.Pack, *nerPack]

// nerFor returns lang's recognizer, decoding the pack's SectionNER once
// per pack; nil when the pack has none.
func nerFor(lang *lexdata.Language) (*nerPack, error) {
	if lang == nil || lang.Pack() == nil || !lang.Pack().Has(SectionNER) {
		return nil, nil
	}
	return nerPacks.Get(lang.Pack(), func() (*nerPack, error) {
		data, err := lang.Pack().Section(SectionNER)
		if err != nil {
			return nil, err
		}
		// The pack keeps the section: the gazetteer reads it in place.
		joiner := NERJoiner(lang.ID())
		g, m, err := decodeNER(data, joiner, true)
		if err != nil {
			return nil, err
		}
		return &nerPack{gaz: g, model: m, joiner: joiner}, nil
	})
}

// NERJoiner returns what joins the tokens of a multi-word name in lang's
// gazetteer keys: nothing for languages written without spaces.
func NERJoiner(lang string) string {
	switch lang {
	case "zh-CN", "zh-TW", "ja", "th":
		return ""
	}
	return " "
}

// NERTokens prepares the words of a sentence for the recognizer, the same
// way at training and at run time: lookup forms, and the lexicon's part of
// speech of words that may be names (capitalised, or in a script without
// case). lookup may be nil.
func NERTokens(lang string, forms []string, lookup func(string) []lexdata.Analysis) []NERToken {
	return nerTokens(lang, forms, nil, lookup)
}

// nerTokens is NERTokens given the lookup forms of the forms when lower is
// not nil.
func nerTokens(lang string, forms, lower []string, lookup func(string) []lexdata.Analysis) []NERToken {
	out := make([]NERToken, len(forms))
	for i, f := range forms {
		out[i] = NERToken{Form: f}
		if lower != nil {
			out[i].Lower = lower[i]
		} else {
			out[i].Lower = tokenize.NormalizeForLookup(lang, f)
		}
		if lookup == nil || !mayBeName(f) {
			continue
		}
		if as := lookup(out[i].Lower); len(as) > 0 {
			out[i].POS = as[0].Lexeme.POS
		}
	}
	return out
}

// mayBeName reports whether a word starts with a capital or with a letter
// of a script without case.
func mayBeName(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	return unicode.IsUpper(r) || (unicode.IsLetter(r) && !unicode.IsLower(r))
}

// namedCand is a named entity found in a sentence.
type namedCand struct {
	cand
	types []string
	kb    string
	ref   string // English dictionary form, or ""
}

// named finds the named entities of a sentence: with the tagger where the
// pack has one, else from the gazetteer and capitalisation. In a search
// query (typed in lower case) gazetteer names are read as if capitalised.
// lower holds the lookup forms of the sentence's words (lookupForms).
func (np *nerPack) named(s *doc.Sentence, lang string, lower []string, lookup func(string) []lexdata.Analysis, search bool, cs *concepts) []namedCand {
	if len(s.Tokens) == 0 {
		return nil
	}
	forms := make([]string, len(s.Tokens))
	for i := range s.Tokens {
		forms[i] = s.Tokens[i].Text
		if search {
			forms[i] = np.queryForm(lang, forms[i], lookup, cs)
		}
	}
	if search {
		lower = nil // the forms are no longer the words' own
	}
	toks := nerTokens(lang, forms, lower, lookup)
	var spans []NERSpan
	if np.model != nil {
		spans = np.model.Tag(toks, np.gaz, np.joiner)
	} else {
		spans = np.ruleSpans(s, toks)
	}
	out := make([]namedCand, 0, len(spans))
	for _, sp := range spans {
		if c, ok := np.candOf(s, toks, sp); ok {
			out = append(out, c)
		}
	}
	return out
}

// candOf turns a span into a candidate with its types and KB id.
func (np *nerPack) candOf(s *doc.Sentence, toks []NERToken, sp NERSpan) (namedCand, bool) {
	typ := classTypes[sp.Class]
	if typ == "" {
		return namedCand{}, false
	}
	first, last := &s.Tokens[sp.Start], &s.Tokens[sp.End-1]
	c := namedCand{cand: cand{
		start: first.Offset - s.Offset,
		end:   last.End() - s.Offset,
		typ:   typ,
		prio:  prioNamed,
	}}
	lowers := make([]string, 0, sp.End-sp.Start)
	for _, t := range toks[sp.Start:sp.End] {
		lowers = append(lowers, t.Lower)
	}
	e, ok := np.gaz.Lookup(strings.Join(lowers, np.joiner))
	switch {
	case ok && e.Classes&GazCountry != 0 && typ != TypePerson:
		// A country is a place and a polity.
		c.typ = TypePlace
		c.types = []string{TypePlace, TypeOrganization}
	default:
		c.types = []string{c.typ}
	}
	if ok && e.KB != 0 && c.typ == TypePlace && e.Classes&(GazCountry|GazCity|GazRegion) != 0 {
		c.kb = "geonames:" + strconv.FormatUint(uint64(e.KB), 10)
	}
	return c, true
}

// ruleSpans finds names without a model: the longest gazetteer names
// starting with a capital (or in a script without case), and given names
// followed by capitalised words. A capital at the start of a sentence says
// nothing, so a name there must not be a stopword.
func (np *nerPack) ruleSpans(s *doc.Sentence, toks []NERToken) []NERSpan {
	var out []NERSpan
	caseless := func(i int) bool {
		r, _ := utf8.DecodeRuneInString(toks[i].Form)
		return unicode.IsLetter(r) && !unicode.IsUpper(r) && !unicode.IsLower(r)
	}
	capital := func(i int) bool { return isCapitalized(toks[i].Form) }
	lower := make([]string, len(toks))
	for i, t := range toks {
		lower[i] = t.Lower
	}
	var buf []byte
	for i := 0; i < len(toks); {
		if !(capital(i) || caseless(i)) || (i == 0 && (s.Tokens[i].Stopword || commonWord(toks[i]))) {
			i++
			continue
		}
		n, e := np.longest(lower, i, &buf)
		if n > 0 && e.Classes == GazOrg && s.Tokens[i].Stopword {
			// "La France": an article does not start a company name.
			n = 0
		}
		switch {
		case n > 0 && caseless(i) && utf8.RuneCountInString(toks[i].Form) < 2 && n == 1:
			// A single character of a caseless script is too ambiguous.
			n = 0
		case n > 0 && e.Classes&(GazCountry|GazCity|GazRegion) != 0:
			out = append(out, NERSpan{i, i + n, 2})
		case n > 0 && e.Classes&GazOrg != 0:
			out = append(out, NERSpan{i, i + n, 1})
		case n == 1 && e.Classes == GazSurname && capital(i) && i > 0:
			// A family name alone, not at the start ("... said Smith").
			out = append(out, NERSpan{i, i + 1, 0})
		case n > 0 && e.Classes&GazGiven != 0 && capital(i):
			// A given name and the capitalised words after it.
			end := i + 1
			for end < len(toks) && end-i < 4 && capital(end) && !s.Tokens[end].Stopword {
				end++
			}
			if end-i > 1 || i > 0 {
				out = append(out, NERSpan{i, end, 0})
			}
			n = end - i
		default:
			n = 0
		}
		i += max(n, 1)
	}
	return out
}

// queryForm capitalises a lower-case word of a search query that the
// gazetteer holds and that the lexicon does not know, or knows as the
// name of one thing ("paris" -> "Paris"; not "will"), so that the tagger
// sees the cue a writer would have given.
func (np *nerPack) queryForm(lang, w string, lookup func(string) []lexdata.Analysis, cs *concepts) string {
	r, size := utf8.DecodeRuneInString(w)
	if !unicode.IsLower(r) {
		return w
	}
	lower := tokenize.NormalizeForLookup(lang, w)
	if _, ok := np.gaz.Lookup(lower); !ok {
		return w
	}
	if lookup != nil {
		if as := lookup(lower); len(as) > 0 && !namesOne(as, cs) {
			return w
		}
	}
	return string(unicode.ToUpper(r)) + w[size:]
}

// namesOne reports whether one of the analyses is a proper noun or has a
// family that names one thing.
func namesOne(as []lexdata.Analysis, cs *concepts) bool {
	for _, a := range as {
		if a.Lexeme.POS == "PROPN" {
			return true
		}
		if cs != nil && slices.ContainsFunc(a.Lexeme.Families, cs.named) {
			return true
		}
	}
	return false
}

// lookupForms returns the lookup forms of a sentence's tokens.
func lookupForms(lang string, s *doc.Sentence) []string {
	out := make([]string, len(s.Tokens))
	for i := range s.Tokens {
		out[i] = tokenize.NormalizeForLookup(lang, s.Tokens[i].Text)
	}
	return out
}

// commonWord reports whether the lexicon knows a word other than as a
// proper noun ("Hier" at the start of a French sentence is an adverb).
func commonWord(t NERToken) bool { return t.POS != "" && t.POS != "PROPN" }

// longest returns the length of the longest gazetteer name starting at
// word i of lower, and its entry.
func (np *nerPack) longest(lower []string, i int, buf *[]byte) (int, GazEntry) {
	if np.gaz == nil {
		return 0, GazEntry{}
	}
	return np.gaz.stepsFor(np.joiner).longest(lower, i, np.gaz.maxLen, buf)
}

// nameWords splits a name into its lower-cased words, for merging.
func nameWords(name string) []string {
	return strings.FieldsFunc(strings.ToLower(name), func(r rune) bool {
		return unicode.IsSpace(r) || r == '.' || r == ','
	})
}

// partOf reports whether every word of a is a word of b.
func partOf(a, b []string) bool {
	if len(a) == 0 {
		return false
	}
	for _, w := range a {
		if !slices.Contains(b, w) {
			return false
		}
	}
	return true
}

// mergePersons merges person entities whose name is part of another's
// ("Smith", "Mr. Smith" into "John Smith"): the merged entity keeps the
// place of the first mentioned, the most complete name and every mention
// in document order.
//
// A place or organisation named by part of a person's name ("Obama" after
// "Barack Obama", the tagger misled by the Japanese city) is taken for the
// person: a document uses a name for one thing.
func mergePersons(ents []doc.Entity) []doc.Entity {
	words := make([][]string, len(ents))
	for i := range ents {
		if ents[i].Types[0] == TypePerson {
			words[i] = nameWords(ents[i].Name)
		}
	}
	for i := range ents {
		if t := ents[i].Types[0]; t != TypePlace && t != TypeOrganization {
			continue
		}
		w := nameWords(ents[i].Name)
		for j := range ents {
			if words[j] != nil && len(words[j]) > len(w) && partOf(w, words[j]) {
				ents[i].Types, ents[i].KBID, words[i] = []string{TypePerson}, "", w
				break
			}
		}
	}
	into := make([]int, len(ents))
	for i := range into {
		into[i] = i
	}
	for i := range ents {
		if words[i] == nil {
			continue
		}
		// The most complete other person whose name holds this one.
		best := -1
		for j := range ents {
			if j == i || words[j] == nil || len(words[j]) <= len(words[i]) || !partOf(words[i], words[j]) {
				continue
			}
			if best < 0 || len(words[j]) > len(words[best]) {
				best = j
			}
		}
		if best >= 0 {
			into[i] = best
		}
	}
	// Follow chains to the final target.
	for i := range into {
		for into[into[i]] != into[i] {
			into[i] = into[into[i]]
		}
	}
	out := make([]doc.Entity, 0, len(ents))
	pos := map[int]int{} // target -> index in out
	for i := range ents {
		t := into[i]
		k, ok := pos[t]
		if !ok {
			k = len(out)
			pos[t] = k
			e := ents[t]
			e.Mentions = nil
			out = append(out, e)
		}
		out[k].Mentions = append(out[k].Mentions, ents[i].Mentions...)
	}
	for k := range out {
		slices.SortStableFunc(out[k].Mentions, func(a, b doc.Mention) int { return a.Offset - b.Offset })
	}
	return out
}
