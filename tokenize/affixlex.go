package tokenize

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/argot-nlp/argot/lexdata"
)

// affixLexicon decides the clitic splits the rules of data/clitics leave
// open by comparing word frequencies of the language pack: a written word
// is taken as clitic + word when the word without the clitic is the more
// frequent form ("كتابه" is rarer than "كتاب"; "وجهه" is far more frequent
// than "جهه"). Whether a form is known cannot decide it: the pack's forms
// include Hunspell's forms with clitics attached, and Language.Lookup
// strips proclitics from unknown forms, so nearly every word is known.
// Lookup's lemmas serve only to keep letters that belong to the word.
type affixLexicon struct {
	lang     string
	words    *lexdata.Language
	pronouns []string // suffixes that split off any word (lexpronoun), longest first
	// freqs remembers freq's answers in the copy one Tokenize call makes
	// (see forText); nil in the Tokenizer's own, which calls share.
	freqs map[string]uint32
}

// forText returns a copy of x that remembers the frequencies it looks up,
// for one text: a word's candidate splits ask for the same forms, and
// a text repeats its words.
func (x *affixLexicon) forText() *affixLexicon {
	c := *x
	c.freqs = map[string]uint32{}
	return &c
}

// newAffixLexicon returns the lexicon of pack (loaded as words when the
// caller has it) for the affix rules of ld, or nil when the language has no
// such rules or the pack no frequency list.
func newAffixLexicon(lang string, ld *langData, pack *lexdata.Pack, words *lexdata.Language) *affixLexicon {
	if pack == nil || !pack.Has(lexdata.SectionFreq) || len(ld.lexProclitics)+len(ld.lexPronouns) == 0 {
		return nil
	}
	if words == nil {
		var err error
		if words, err = lexdata.NewLanguage(pack); err != nil {
			return nil
		}
	}
	return &affixLexicon{lang: lang, words: words, pronouns: ld.lexPronouns}
}

// freq returns the corpus count of a written form (0 when unknown).
func (x *affixLexicon) freq(w string) uint32 {
	if n, ok := x.freqs[w]; ok {
		return n
	}
	n, _ := x.words.Frequency(NormalizeForLookup(x.lang, w))
	if x.freqs != nil {
		x.freqs[w] = n
	}
	return n
}

// stemFreq returns the count of a host written before a pronoun suffix,
// trying the spellings the suffix changes back: ta marbuta (حياتنا:
// حياة), hamza on its seat (ارتداؤه: ارتداء), alef maqsura (مستواه:
// مستوى) and the silent alef of plural verbs (كتبوه: كتبوا).
func (x *affixLexicon) stemFreq(stem string) uint32 {
	best := x.freq(stem)
	last, n := utf8.DecodeLastRuneInString(stem)
	base := stem[:len(stem)-n]
	var alts []string
	switch last {
	case 'ت':
		alts = []string{base + "ة"}
	case 'ؤ', 'ئ':
		alts = []string{base + "ء"}
	case 'ا':
		alts = []string{base + "ى"}
	case 'و':
		alts = []string{stem + "ا"}
	case 'ي':
		alts = []string{base + "ى"}
	}
	for _, a := range alts {
		best = max(best, x.freq(a))
	}
	return best
}

// splitsProclitic decides whether the proclitic clitic splits off whole,
// leaving rest: 1 to split, -1 to keep the word whole, 0 when the lexicon
// knows neither form.
func (x *affixLexicon) splitsProclitic(clitic, whole, rest string) int {
	if r, _ := utf8.DecodeRuneInString(rest); unicode.IsDigit(r) {
		return 1 // "ب15000"
	}
	if utf8.RuneCountInString(rest) < 3 {
		return 0 // "ما", "ان": too ambiguous to weigh
	}
	fr := x.freq(rest)
	if clitic == "ل" && strings.HasPrefix(rest, "ل") {
		fr = max(fr, x.freq("ا"+rest)) // ل + الـ is written لل
	}
	if fr == 0 {
		// A host with a pronoun suffix: "لبلادنا".
		if k := x.suffixStart(rest); k > 0 {
			fr = x.stemFreq(rest[:k])
		}
	}
	fw := x.freq(whole)
	switch {
	case fr == 0 && fw == 0:
		return 0
	case fr > fw && !x.lemmaHas(whole, clitic, false):
		return 1
	}
	return -1
}

// lemmaHas reports whether a reading of w has a lemma that starts (at the
// end when suffix is set) with the clitic and is spelled like w there, two
// letters beyond the clitic, hamza included: then the letters are the
// word's own ("كانت" is a form of كان, not ك + انت; "وجهه" of وجه), while
// "بأنه" is not a form of بان.
func (x *affixLexicon) lemmaHas(w, clitic string, suffix bool) bool {
	bare := stripMarks(w)
	n := utf8.RuneCountInString(clitic) + 2
	for _, a := range x.words.Lookup(NormalizeForLookup(x.lang, w)) {
		lemma := []rune(stripMarks(a.Lexeme.Lemma))
		k := min(n, len(lemma))
		if suffix {
			end := string(lemma[len(lemma)-k:])
			if strings.HasSuffix(end, clitic) && strings.HasSuffix(bare, end) {
				return true
			}
		} else if start := string(lemma[:k]); strings.HasPrefix(start, clitic) && strings.HasPrefix(bare, start) {
			return true
		}
	}
	return false
}

// stripMarks removes the marks (harakat) and tatweel of s, keeping the
// letters as written.
func stripMarks(s string) string {
	return strings.Map(func(r rune) rune {
		if r == 0x0640 || unicode.Is(unicode.Mn, r) {
			return -1
		}
		return r
	}, s)
}

// suffixStart returns the byte offset of a pronoun suffix of w whose host
// is more frequent than w, or 0.
func (x *affixLexicon) suffixStart(w string) int {
	var fw uint32
	known := false
	for _, p := range x.pronouns {
		stem, ok := strings.CutSuffix(w, p)
		if !ok || utf8.RuneCountInString(stem) < 3 {
			continue
		}
		if !known {
			fw, known = x.freq(w), true
		}
		if x.stemFreq(stem) > fw && !x.lemmaHas(w, p, true) {
			return len(stem)
		}
	}
	return 0
}

// prefersWhole reports whether the lexicon knows w as a word at least as
// frequent as the host a suffix rule would leave.
func (x *affixLexicon) prefersWhole(w, host string) bool {
	fw := x.freq(w)
	return fw > 0 && fw >= x.stemFreq(host)
}
