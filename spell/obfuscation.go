package spell

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"github.com/argot-nlp/argot/lexdata"
)

// isZeroWidth reports invisible characters writers slip into words to get
// past filters. ZWNJ and ZWJ are left alone in scripts that use them
// (Persian, Urdu, Pashto, and Indic or emoji sequences).
func (c *Corrector) isZeroWidth(r rune) bool {
	switch r {
	case 0x200b, 0x2060, 0xfeff, 0x00ad, 0x180e:
		return true
	case 0x200c, 0x200d:
		return c.script == unicode.Latin || c.script == unicode.Cyrillic
	}
	return false
}

// leet lists what a non-letter stands for inside a word. A zero rune is a
// wildcard for one or two letters (masking).
var leet = map[rune][]rune{
	'0': {'o'}, '1': {'i', 'l'}, '3': {'e'}, '4': {'a'}, '5': {'s'}, '7': {'t'},
	'8': {'b'}, '9': {'g'}, '@': {'a'}, '$': {'s'}, '!': {'i', 'l'}, '|': {'l', 'i'},
	'+': {'t'}, '€': {'e'}, '£': {'l'},
	'*': {0}, '#': {0}, '%': {0},
}

// cyrillicLeet lists what digits and signs stand for inside a Cyrillic
// word (х3р, п0шел, г0вн0, е6ать); it is read before leet.
var cyrillicLeet = map[rune][]rune{
	'0': {'о'}, '3': {'з', 'е'}, '4': {'ч'}, '6': {'б'}, '@': {'а'}, '$': {'с'},
}

// leetAlts returns what a non-letter stands for in the corrector's
// language.
func (c *Corrector) leetAlts(r rune) ([]rune, bool) {
	if c.script == unicode.Cyrillic {
		if alts, ok := cyrillicLeet[r]; ok {
			return alts, true
		}
	}
	alts, ok := leet[r]
	return alts, ok
}

// separators may stand between the letters of a spelled-out word.
func isSeparator(r rune) bool {
	return r == '.' || r == '-' || r == '_' || r == '*' || r == ' ' || r == '·' || r == '/'
}

// fold removes zero-width characters, applies compatibility folding
// (fullwidth and styled letters) and maps lookalike letters of other
// scripts, and lower-cases.
func (c *Corrector) fold(s string) string {
	var b strings.Builder
	ascii := true
	for _, r := range s {
		if r >= utf8.RuneSelf {
			ascii = false
			break
		}
	}
	if ascii {
		return strings.ToLower(s)
	}
	for _, r := range s {
		if !c.isZeroWidth(r) {
			b.WriteRune(r)
		}
	}
	s = norm.NFKC.String(b.String())
	toScript, foldable := c.toScript, c.foldable
	if toScript == nil && strings.IndexFunc(s, isLatinLetter) >= 0 {
		// A Latin word in text of another script (a Thai or Chinese
		// post's "gаmе"): its Cyrillic and Greek lookalikes are Latin.
		toScript, foldable = loadData().toLatin, isCyrillicOrGreek
	}
	if toScript != nil {
		b.Reset()
		for _, r := range s {
			if m, ok := toScript[r]; ok && foldable(r) {
				r = m
			}
			b.WriteRune(r)
		}
		s = b.String()
	}
	return c.normalize(s)
}

func isLatinLetter(r rune) bool { return unicode.Is(unicode.Latin, r) }

func isCyrillicOrGreek(r rune) bool {
	return unicode.Is(unicode.Cyrillic, r) || unicode.Is(unicode.Greek, r)
}

// foldable reports whether r, which looks like a letter of the language's
// script, is foreign to the language: another script, or an exotic letter
// of the same script (IPA, Latin Extended-B and beyond, except the
// Vietnamese block).
func (c *Corrector) foldable(r rune) bool {
	if !unicode.Is(c.script, r) {
		return true
	}
	return c.script == unicode.Latin && r >= 0x250 && (r < 0x1e00 || r > 0x1eff)
}

// deobfuscate resolves an obfuscated form to a word de-obfuscation may
// produce (see acceptable): moderation vocabulary first, then the most
// frequent, a mask standing for one letter per mask character before two.
func (c *Corrector) deobfuscate(raw string) (string, bool) {
	s := c.fold(raw)
	orig := c.normalize(raw)
	if s != orig && s != "" && c.known(s) && !c.hasObfuscation(s) {
		return s, true
	}
	rs := []rune(s)
	if len(rs) < 2 || len(rs) > 40 {
		return "", false
	}
	if joined, ok := c.separated(rs); ok {
		return joined, true
	}
	best, bestScore := "", 0.0
	consider := func(w string, masked bool, extra int) {
		if w == orig || !c.acceptable(w) {
			return
		}
		sc := c.prior(w) + 1 - float64(extra)*maskExtraCost
		switch {
		case masked && c.moderation(w):
			sc += maskedModeration
		case !c.boost[w] && c.moderation(w):
			sc += boostBonus
		}
		if best == "" || sc > bestScore {
			best, bestScore = w, sc
		}
	}
	for _, v := range destretch(rs) {
		if c.hasObfuscationRunes(v) {
			c.expand(v, consider)
		} else if string(v) != s || s != orig {
			consider(string(v), false, 0)
		}
	}
	return best, best != ""
}

// maskedModeration is added to the log prior of a moderation word a mask
// fits: writers mask the words they will not write, so c*c is cặc before
// các and ا*ك is امك before انك, whatever their frequencies.
const maskedModeration = 20.0

// maskExtraCost is taken from the log prior of a word for each letter a
// mask stands for beyond one per mask character: writers mask letter for
// letter (f*ck, sh*t, a**hole), so "an*l" is anal before angel, a word
// e^4 (55 times) as frequent; a moderation word still wins (f*k, fuck).
const maskExtraCost = 4.0

// moderation reports words of the boost list or single words of the
// pack's abuse lexicon: the words obfuscation hides, preferred when a
// masked form fits several words (ا*ك, c*t, ก้*).
func (c *Corrector) moderation(w string) bool {
	return c.boost[w] || c.abusive()[w]
}

// abuseClasses are the classes of the abuse lexicon whose words are
// moderation vocabulary; drug street names and dog whistles are mostly
// everyday words ("snow", "ice") that a masked form should not prefer.
var abuseClasses = map[string]bool{"profanity": true, "insult": true, "sexual": true, "slur": true}

// abuseWords reads the single-word entries of abuseClasses from the
// pack's abuse lexicon section (form, class, ... per row), as lookup
// keys; nil when the pack has none.
func abuseWords(lang *lexdata.Language, normalize func(string) string) map[string]bool {
	if lang.Pack() == nil {
		return nil
	}
	raw, err := lang.Pack().OptionalSection(abuseLexiconSection)
	if err != nil || len(raw) == 0 {
		return nil
	}
	out := map[string]bool{}
	for f := range lexdata.TSVFields(raw) {
		if len(f) < 2 || strings.ContainsAny(f[0], " -") || !abuseClasses[f[1]] {
			continue
		}
		out[normalize(strings.ToLower(f[0]))] = true
	}
	return out
}

// abuseLexiconSection is the pack section abuse.SectionLexicon names
// (abuse reads the spelling stage, so spell cannot import it).
const abuseLexiconSection = "abuse.lexicon"

// acceptable is a word de-obfuscation may produce: in the frequency list
// or the boost list.
func (c *Corrector) acceptable(w string) bool {
	if c.boost[w] {
		return true
	}
	if c.noFreq {
		_, ok := c.vocab.lookup(w)
		return ok
	}
	return c.vocab.frequency(w) >= obfuscationMinFreq
}

// obfuscationMinFreq: de-obfuscated words must be seen at least ~8 times in
// the subtitle corpus (frequency byte 25).
const obfuscationMinFreq = 25

func (c *Corrector) hasObfuscation(s string) bool {
	for _, r := range s {
		if _, ok := c.leetAlts(r); ok {
			return true
		}
	}
	return false
}

func (c *Corrector) hasObfuscationRunes(rs []rune) bool {
	for _, r := range rs {
		if _, ok := c.leetAlts(r); ok {
			return true
		}
	}
	return false
}

// separated joins letters spelled out with separators (f.u.c.k, k-i-l-l,
// f u c k) when every group has at most two letters. Outside the Latin
// script one separator (ตู.ด) is enough for a word of moderation
// vocabulary: Thai profanity is often two letters with their marks.
func (c *Corrector) separated(rs []rune) (string, bool) {
	var b strings.Builder
	seps, group := 0, 0
	for _, r := range rs {
		if isSeparator(r) {
			if group == 0 && b.Len() > 0 {
				continue
			}
			seps++
			group = 0
			continue
		}
		if unicode.IsMark(r) && b.Len() > 0 {
			b.WriteRune(r) // a vowel sign or tone mark of the letter before
			continue
		}
		if !unicode.IsLetter(r) {
			return "", false
		}
		group++
		if group > 2 {
			return "", false
		}
		b.WriteRune(r)
	}
	w := b.String()
	n := utf8.RuneCountInString(w)
	if n < 3 || seps == 0 || seps == 1 && slices.Contains(rs, '*') {
		return "", false // one asterisk is a mask (g*ái for giái), not a separator
	}
	if seps == 1 && c.script == unicode.Latin {
		return "", false // ab.cd, co.uk: names and abbreviations
	}
	if c.spelledModeration(w, n) || (seps >= 2 && n >= c.minSpelled() && c.acceptable(w)) {
		return w, true
	}
	return "", false
}

// spelledModeration reports a word spelled out that is joined whatever
// its frequency: a boost-list word, or moderation vocabulary of at least
// minSpelled letters (n), which subtitles censor (Thai ค.ว.ย for ควย,
// a word the frequency list lacks). The abuse lexicons list short
// letter strings ("abc", "xyz") that a Latin "a b c" should not become.
func (c *Corrector) spelledModeration(w string, n int) bool {
	return c.boost[w] || n >= c.minSpelled() && c.moderation(w)
}

// minSpelled is how many letters a word spelled out letter by letter
// (f.u.c.k, f u c k) must have to be joined when it is not on the boost
// list: four in alphabets, where three letters spell many short words by
// chance; three in scripts whose letters carry more (syllables in Hangul
// and kana, morphemes in Han, consonants in Arabic, Hebrew and Thai,
// whose vowels go unwritten or are marks) and in Vietnamese, written
// syllable by syllable.
func (c *Corrector) minSpelled() int {
	if c.id == "vi" {
		return 3 // one syllable is one word
	}
	switch c.script {
	case unicode.Hangul, unicode.Han, unicode.Arabic, unicode.Hebrew, unicode.Thai:
		return 3
	}
	return 4
}

// separatedMinFreq: a word split in two that is not on the boost list must
// be common (count ~4,000, frequency byte 97).
const separatedMinFreq = 97

// destretch returns the variants of a word with runs of three or more of
// the same letter shortened to one or two (fuuuuck -> fuck, fuuck;
// sooooo -> so, soo), the word itself first.
func destretch(rs []rune) [][]rune {
	out := [][]rune{rs}
	type run struct{ start, n int }
	var runs []run
	for i := 0; i < len(rs); {
		j := i
		for j < len(rs) && rs[j] == rs[i] {
			j++
		}
		if j-i >= 3 && (unicode.IsLetter(rs[i]) || unicode.IsMark(rs[i])) {
			runs = append(runs, run{i, j - i})
		}
		i = j
	}
	if len(runs) == 0 || len(runs) > 4 {
		return out
	}
	for mask := 0; mask < 1<<len(runs); mask++ {
		var v []rune
		last := 0
		for k, r := range runs {
			v = append(v, rs[last:r.start]...)
			keep := 1
			if mask&(1<<k) != 0 {
				keep = 2
			}
			for range keep {
				v = append(v, rs[r.start])
			}
			last = r.start + r.n
		}
		v = append(v, rs[last:]...)
		out = append(out, v)
	}
	return out
}

// expand substitutes leet characters and masks in rs and calls fn with
// each resulting known word, whether masks matched it and how many
// letters they stand for beyond one each. Masks are wildcards for one or
// two letters, matched against the vocabulary.
func (c *Corrector) expand(rs []rune, fn func(w string, masked bool, extra int)) {
	// Alternatives per position; a 0 rune is a wildcard.
	combos := [][]rune{{}}
	for _, r := range rs {
		alts, ok := c.leetAlts(r)
		if !ok {
			alts = []rune{r}
		}
		var next [][]rune
		for _, p := range combos {
			for _, a := range alts {
				next = append(next, append(append([]rune(nil), p...), a))
				if len(next) > 64 {
					return
				}
			}
		}
		combos = next
	}
	for _, p := range combos {
		wild := 0
		for _, r := range p {
			if r == 0 {
				wild++
			}
		}
		if wild == 0 {
			fn(string(p), false, 0)
			continue
		}
		if wild == len(p) || len(p)-wild < 2 {
			continue // mostly mask: nothing to match
		}
		c.matchMask(p, wild, fn)
	}
}

// matchMask calls fn with the vocabulary words matching a pattern whose
// zero runes each stand for one or two letters, and the letters they
// stand for beyond one each. A letter is a grapheme cluster: a Thai
// consonant with its vowel sign and tone mark is one letter (ก้* for ก้น).
func (c *Corrector) matchMask(p []rune, wild int, fn func(string, bool, int)) {
	x := c.spelled()
	longest := len(p) + wild*(2*x.maxCluster-1)
	for n := len(p); n <= longest && n < len(x.byLen); n++ {
		for _, id := range x.byLen[n] {
			if extra := maskMatch(p, x.runes[id], 0, wild); extra >= 0 {
				fn(c.vocab.words[id], true, extra)
			}
		}
	}
}

// maskMatch returns how many letters beyond one per mask the masks of p
// stand for in w (the fewest), or -1 when w does not match; extra counts
// those taken so far, at most limit.
func maskMatch(p, w []rune, extra, limit int) int {
	if len(p) == 0 {
		if len(w) == 0 {
			return extra
		}
		return -1
	}
	if p[0] != 0 {
		if len(w) > 0 && w[0] == p[0] {
			return maskMatch(p[1:], w[1:], extra, limit)
		}
		return -1
	}
	n := cluster(w)
	if n == 0 {
		return -1
	}
	if e := maskMatch(p[1:], w[n:], extra, limit); e >= 0 {
		return e
	}
	if extra >= limit {
		return -1
	}
	m := cluster(w[n:])
	if m == 0 {
		return -1
	}
	return maskMatch(p[1:], w[n+m:], extra+1, limit)
}

// cluster returns the length of the letter w starts with and the marks
// that follow it, 0 when w does not start with a letter.
func cluster(w []rune) int {
	if len(w) == 0 || !unicode.IsLetter(w[0]) {
		return 0
	}
	n := 1
	for n < len(w) && isClusterMark(w[n]) {
		n++
	}
	return n
}

// isClusterMark reports a rune that belongs to the letter before it:
// combining marks (Thai vowel signs and tone marks, Arabic harakat,
// decomposed accents) and Thai and Lao AM, which Unicode counts as a
// letter though it is written as a vowel sign.
func isClusterMark(r rune) bool { return unicode.IsMark(r) || r == 0x0e33 || r == 0x0eb3 }

// Letters splits w into letters as writers obfuscate them: each letter
// with the marks that follow it (cluster), a rune that is no letter
// alone. Masks, separators and zero-width characters go between them.
func Letters(w string) []string {
	rs := []rune(w)
	var out []string
	for len(rs) > 0 {
		n := max(cluster(rs), 1)
		out = append(out, string(rs[:n]))
		rs = rs[n:]
	}
	return out
}
