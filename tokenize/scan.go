package tokenize

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/argot-nlp/argot/internal/doc"
)

// chunk is a token found by the scanner, before sentences are built.
type chunk struct {
	b0, b1 int // byte span in the text
	c0, c1 int // code point span
	class  doc.Class
	flags  uint8
	nl     uint8 // line breaks in the white space before the chunk (capped)
	space  bool  // white space (or an invisible character) before the chunk
}

// chunk flags
const (
	fPrefixAbbrev uint8 = 1 << iota // abbreviation or initial that precedes a name or number
	fOrdinal                        // number with an ordinal period ("3.")
	fSuffixClitic                   // clitic continuing the previous chunk's written word
	fAbbrevPeriod                   // period of an abbreviation written as a token of its own
)

// scanner turns a text into chunks. Offsets in code points are computed
// incrementally: cp is the code point offset of byte i.
type scanner struct {
	t      *Tokenizer
	text   string
	i, cp  int
	nl     uint8
	space  bool
	chunks []chunk
	segBuf []int
	// singleOpen is set after a single quote that opens a quotation, so
	// that a word-final apostrophe closes it rather than joining the word.
	singleOpen bool
	// affixLex is the tokenizer's affix lexicon with a memo for this
	// text, made on first use.
	affixLex *affixLexicon
	// affixMemo remembers how affixes splits each word of the text, with
	// the proclitic ends of all its words in affixEnds.
	affixMemo map[string]affixSplit
	affixEnds []int32
}

func (s *scanner) decode(i int) (rune, int) {
	if i >= len(s.text) {
		return -1, 0
	}
	if c := s.text[i]; c < utf8.RuneSelf {
		return rune(c), 1
	}
	return utf8.DecodeRuneInString(s.text[i:])
}

// cls returns the class of the code point at byte i (cSpace past the end).
func (s *scanner) cls(i int) uint8 {
	if i >= len(s.text) {
		return cSpace
	}
	if c := s.text[i]; c < utf8.RuneSelf {
		return asciiClass[c]
	}
	r, _ := utf8.DecodeRuneInString(s.text[i:])
	return classOf(r)
}

// isWordAt reports whether the code point at byte i is a letter or digit
// that the word scanner takes (not one of a script written without spaces).
func (s *scanner) isWordAt(i int) bool {
	if i >= len(s.text) {
		return false
	}
	if c := s.text[i]; c < utf8.RuneSelf {
		k := asciiClass[c]
		return k == cLetter || k == cDigit
	}
	r, _ := utf8.DecodeRuneInString(s.text[i:])
	k := classOf(r)
	return (k == cLetter || k == cDigit) && unspacedScript(r) == scriptNone
}

func (s *scanner) isLetterAt(i int) bool {
	return s.cls(i) == cLetter && s.isWordAt(i)
}

// emit appends a chunk for text[b0:b1]; chunks must be emitted in order and
// b0 must be s.i.
func (s *scanner) emit(b0, b1 int, class doc.Class, flags uint8) {
	n := b1 - b0
	for k := b0; k < b1; k++ {
		if s.text[k] >= utf8.RuneSelf {
			n = utf8.RuneCountInString(s.text[b0:b1])
			break
		}
	}
	if b1-b0 <= 3 && class == doc.ClassPunct {
		if r, _ := utf8.DecodeRuneInString(s.text[b0:b1]); isApostrophe(r) || r == '‘' {
			s.singleOpen = s.space || len(s.chunks) == 0
		}
	}
	s.chunks = append(s.chunks, chunk{b0: b0, b1: b1, c0: s.cp, c1: s.cp + n, class: class, flags: flags, nl: s.nl, space: s.space})
	s.cp += n
	s.i = b1
	s.nl, s.space = 0, false
}

func (s *scanner) run() {
	text := s.text
	s.chunks = make([]chunk, 0, len(text)/5+4)
	for s.i < len(text) {
		c := text[s.i]
		if c < utf8.RuneSelf {
			switch asciiClass[c] {
			case cSpace:
				if c == '\n' && s.nl < 255 {
					s.nl++
				}
				s.space = true
				s.i++
				s.cp++
				continue
			case cInvisible:
				s.space = true
				s.i++
				s.cp++
				continue
			case cLetter:
				if !s.tryURL() && !s.tryEmoticon() {
					s.word()
				}
				continue
			case cDigit:
				if !s.tryEmoji() {
					s.number()
				}
				continue
			}
			if (c == '#' || c == '*') && s.tryEmoji() {
				continue // keycap
			}
			if c == '\'' && s.detachedClitic() {
				continue
			}
			if !s.tryEmoticon() && !s.tryTagged() && (c != '&' || !s.tryEntity()) {
				s.punct(rune(c), 1)
			}
			continue
		}
		r, size := utf8.DecodeRuneInString(text[s.i:])
		switch classOf(r) {
		case cSpace:
			if (r == '\u2028' || r == '\u2029' || r == '\u0085') && s.nl < 255 {
				s.nl++
			}
			s.space = true
			s.i += size
			s.cp++
			continue
		case cInvisible:
			s.space = s.space || r != zwj && r != zwnj
			s.i += size
			s.cp++
			continue
		case cLetter:
			if sc := unspacedScript(r); sc != scriptNone {
				s.unspaced(sc)
			} else {
				s.word()
			}
			continue
		case cDigit:
			s.number()
			continue
		}
		if !s.tryEmoji() {
			s.punct(r, size)
		}
	}
}

// detachedClitic emits a clitic suffix written apart from its host after
// a space ("would 've", "it 's", "i 'd", as Penn Treebank tokenised text
// has it) as the clitic it is, not as a quote mark and a word: the
// apostrophe at s.i is followed by one of the language's suffix clitics
// and no more letters, right after a word.
func (s *scanner) detachedClitic() bool {
	if !s.space || len(s.chunks) == 0 || s.chunks[len(s.chunks)-1].class == doc.ClassPunct {
		return false
	}
	for _, suf := range s.t.ld.suffix {
		if len(suf) < 2 || suf[0] != '\'' {
			continue
		}
		end := s.i + len(suf)
		if end <= len(s.text) && strings.EqualFold(s.text[s.i:end], suf) && !s.isWordAt(end) {
			s.emit(s.i, end, doc.ClassClitic, 0)
			return true
		}
	}
	return false
}

// word scans a word starting at s.i and emits it, possibly as several
// chunks (clitics, hyphen parts, an abbreviation's period).
func (s *scanner) word() {
	ld := s.t.ld
	start := s.i
	if e := tatweelEnd(s.text, start); e > start {
		// Tatweel stretches letters inside a word; at its edge it is a
		// dash ("ـ11", "الإحصاءـ"), a token of its own in UD Arabic.
		s.emit(start, e, doc.ClassPunct, 0)
		return
	}
	j := start
	var hasLetter, hasDigit, hasApos, hasHyphen, hasDot bool
	for j < len(s.text) {
		c := s.text[j]
		var r rune
		size := 1
		var k uint8
		if c < utf8.RuneSelf {
			r, k = rune(c), asciiClass[c]
		} else {
			r, size = utf8.DecodeRuneInString(s.text[j:])
			k = classOf(r)
			if k == cLetter && unspacedScript(r) != scriptNone {
				break
			}
		}
		switch k {
		case cLetter:
			hasLetter = true
			j += size
			continue
		case cDigit:
			hasDigit = true
			j += size
			continue
		case cInvisible:
			// Joiners and soft hyphens inside a word belong to it (ZWNJ is
			// part of Persian spelling); elsewhere they separate.
			if (r == zwnj || r == zwj || r == '\u00ad' || r == '\u2060') && j > start && s.isWordAt(j+size) {
				j += size
				continue
			}
		}
		if j == start {
			break
		}
		next := j + size
		switch {
		case isApostrophe(r) && s.isLetterAt(next) && !isHangul(s.text, j-1):
			hasApos = true
			j = next
			continue
		case isHyphen(r) && s.isWordAt(next):
			hasHyphen = true
			j = next
			continue
		case r == '/' && ld.spec.slashJoin && s.isWordAt(next) && s.isWordAt(j-1):
			j = next // "b/c", "ja/tai", "92/160/ETY"
			continue
		case r == ':' && ld.spec.colonSuffix && s.caseEndingAt(next) && j > start:
			j = next // "EU:n"
			continue
		case (r == '"' || r == '״') && isHebrew(s.text, j-1) && s.isLetterAt(next):
			j = next // Hebrew acronyms: צה"ל
			continue
		case (r == '.' || r == '_') && s.isWordAt(next):
			hasDot = hasDot || r == '.'
			j = next
			continue
		case r == '&' && next < len(s.text) && s.text[next] >= 'A' && s.text[next] <= 'Z' && s.text[j-1] >= 'A' && s.text[j-1] <= 'Z':
			j = next // AT&T, R&D
			continue
		}
		break
	}
	for j-len("ـ") > start && strings.HasSuffix(s.text[:j], "ـ") {
		j -= len("ـ") // a trailing tatweel is a dash
	}
	if j == start { // cannot happen for a letter or digit; be safe
		s.punct(s.decode(start))
		return
	}
	end := j
	r, _ := s.decode(end)
	// E-mail address: the local part may contain dots and hyphens.
	if r == '@' || r == '+' || (r == '.' || r == '-' || r == '_' || r == '%') && s.cls(end+1) != cSpace {
		if e := s.emailEnd(start); e > 0 {
			s.emit(start, e, doc.ClassEmail, 0)
			return
		}
	}
	w := s.text[start:end]
	if hasDot {
		if isDomain(w) {
			e := end
			if r == '/' || r == ':' && s.cls(end+1) == cDigit {
				e = s.urlEnd(end)
			}
			s.emit(start, e, doc.ClassURL, 0)
			return
		}
		if r == '.' && dottedAbbrev(w) && !strings.HasPrefix(s.text[end+1:], ".") {
			flags := uint8(0)
			if a, ok := ld.abbrev[s.text[start:end+1]]; ok && a.prefix {
				flags = fPrefixAbbrev
			}
			s.emitAbbrev(start, end, flags)
			return
		}
		if dottedAbbrev(w) {
			s.emit(start, end, doc.ClassAbbreviation, 0)
			return
		}
	}
	if r == '.' && !hasHyphen && !strings.HasPrefix(s.text[end+1:], ".") {
		if a, ok := ld.abbrev[s.text[start:end+1]]; ok {
			flags := uint8(0)
			if a.prefix {
				flags = fPrefixAbbrev
			}
			if ld.spec.listedWhole {
				s.emit(start, end+1, doc.ClassAbbreviation, flags)
			} else {
				s.emitAbbrev(start, end, flags)
			}
			return
		}
		if rr, n := utf8.DecodeRuneInString(w); n == len(w) && unicode.IsUpper(rr) {
			s.emitAbbrev(start, end, fPrefixAbbrev) // an initial
			return
		}
	}
	// A trailing apostrophe after a word ending in s is the English plural
	// possessive, and a few languages elide word-finally ("sku'", "po'").
	_, rn := s.decode(end)
	switch {
	case isApostrophe(r) && ld.trailingApos(w) && !s.isWordAt(end+rn) && !s.singleOpen:
		end += rn
	case (r == '\'' || r == '׳') && isHebrew(s.text, end-1) && !s.isWordAt(end+rn):
		end += rn // geresh: פרופ' (the ASCII apostrophe and ׳ are both used)
	case r == '-' && !ld.spec.hyphenSplit && end+2 < len(s.text) && s.text[end+1] == ' ' && s.startsLowerAt(end+2):
		end++ // a suspended hyphen belongs to its word: "talous- ja", "Ein- und Ausgang"
	}
	class := doc.ClassText
	if hasDigit {
		class = doc.ClassAlnum
		if !hasLetter {
			class = doc.ClassNumber
		}
	}
	if len(ld.proclitics)+len(ld.enclitics) > 0 && s.affixes(start, end, hasHyphen) {
		return
	}
	if !hasApos && !hasHyphen && len(ld.split) == 0 {
		s.emit(start, end, class, 0)
		return
	}
	s.splitWord(start, end, class, hasApos, hasHyphen)
}

// emitAbbrev emits an abbreviation whose period is at byte end: as one
// chunk, or as a word and a period where the language's treebank writes
// periods apart (the period then keeps the abbreviation's flags, so that
// it does not end a sentence).
func (s *scanner) emitAbbrev(start, end int, flags uint8) {
	if !s.t.ld.spec.periodSplit {
		s.emit(start, end+1, doc.ClassAbbreviation, flags)
		return
	}
	s.emit(start, end, wordClass(s.text[start:end]), 0)
	s.emit(end, end+1, doc.ClassPunct, flags|fAbbrevPeriod)
}

// splitWord emits a word that may split into clitics or hyphen parts.
func (s *scanner) splitWord(start, end int, class doc.Class, hasApos, hasHyphen bool) {
	ld := s.t.ld
	w := s.text[start:end]
	var lowBuf [32]byte
	low := lowerASCII(lowBuf[:0], w)
	if low != nil && ld.keep[string(low)] {
		s.emit(start, end, class, 0)
		return
	}
	if low != nil && len(ld.split) > 0 {
		if pieces, ok := ld.split[string(normAposBytes(low))]; ok {
			p := start
			for k, piece := range pieces {
				n := len(piece)
				if strings.Contains(piece, "'") && strings.Contains(s.text[p:end], "’") {
					n += len("’") - 1
				}
				if p+n > end {
					n = end - p
				}
				cl, fl := class, uint8(0)
				if k > 0 {
					cl, fl = doc.ClassClitic, fSuffixClitic
				}
				s.emit(p, p+n, cl, fl)
				p += n
			}
			if p < end {
				s.emit(p, end, doc.ClassClitic, fSuffixClitic)
			}
			return
		}
	}
	if hasApos {
		// Elision: "l'homme" -> "l'" + "homme".
		if e := ld.elisionEnd(w); e > 0 {
			s.emit(start, start+e, doc.ClassClitic, 0)
			s.emitRest(start+e, end, class, hasHyphen)
			return
		}
		// Suffix clitics: "don't" -> "do" + "n't".
		if e := ld.suffixStart(w); e > 0 {
			s.emitRest(start, start+e, class, hasHyphen)
			s.emit(start+e, end, doc.ClassClitic, fSuffixClitic)
			return
		}
	}
	s.emitRest(start, end, class, hasHyphen)
}

// emitRest emits a word, split at hyphens when the language does so.
func (s *scanner) emitRest(start, end int, class doc.Class, hasHyphen bool) {
	ld := s.t.ld
	if hasHyphen && len(ld.hyphenSuffix) > 0 {
		// French inversion: "a-t-il" -> "a" + "-t-il".
		w := s.text[start:end]
		for _, suf := range ld.hyphenSuffix {
			if len(w) > len(suf) && hasSuffixFold(w, suf) {
				e := end - len(suf)
				s.emitRest(start, e, class, strings.ContainsAny(s.text[start:e], "-‐‑"))
				s.emit(e, end, doc.ClassClitic, 0)
				return
			}
		}
	}
	if !hasHyphen || !ld.spec.hyphenSplit {
		s.emit(start, end, class, 0)
		return
	}
	p := start
	for k := start; k < end; {
		r, n := s.decode(k)
		if isHyphen(r) && k > p && k+n < end {
			var lowBuf [32]byte
			if low := lowerASCII(lowBuf[:0], s.text[p:k]); low != nil && ld.hyphenPrefix[string(low)] ||
				isAcronym(s.text[p:k]) && s.startsLowerAt(k+n) {
				k += n
				continue
			}
			s.emit(p, k, wordClass(s.text[p:k]), 0)
			s.emit(k, k+n, doc.ClassPunct, 0)
			p = k + n
		}
		k += n
	}
	s.emit(p, end, wordClass(s.text[p:end]), 0)
}

func wordClass(w string) doc.Class {
	var l, d bool
	for _, r := range w {
		switch classOf(r) {
		case cLetter:
			l = true
		case cDigit:
			d = true
		}
	}
	switch {
	case d && l:
		return doc.ClassAlnum
	case d:
		return doc.ClassNumber
	}
	return doc.ClassText
}

// lowerASCII appends the lower-cased form of w to dst when w is short; it
// returns nil when w is too long to be a table entry. Non-ASCII bytes are
// kept, so only ASCII letters fold (the tables use the case they need).
func lowerASCII(dst []byte, w string) []byte {
	if len(w) > cap(dst) {
		return nil
	}
	for k := 0; k < len(w); k++ {
		c := w[k]
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		dst = append(dst, c)
	}
	return dst
}

// normAposBytes rewrites ’ (E2 80 99) as ' in place, shortening b.
func normAposBytes(b []byte) []byte {
	out := b[:0]
	for k := 0; k < len(b); k++ {
		if b[k] == 0xe2 && k+2 < len(b) && b[k+1] == 0x80 && b[k+2] == 0x99 {
			out = append(out, '\'')
			k += 2
			continue
		}
		out = append(out, b[k])
	}
	return out
}

// trailingApos reports whether a word-final apostrophe belongs to w.
func (ld *langData) trailingApos(w string) bool {
	if ld.spec.trailingApos == "" {
		return false
	}
	if ld.spec.trailingApos == "s" {
		last := w[len(w)-1]
		return last == 's' || last == 'S'
	}
	return true
}

// elisionEnd returns the byte length of an elided prefix of w, or 0.
func (ld *langData) elisionEnd(w string) int {
	for k := 0; k < len(w); {
		r, n := utf8.DecodeRuneInString(w[k:])
		if isApostrophe(r) {
			if k == 0 || k+n >= len(w) {
				return 0
			}
			if ld.elideAll {
				return k + n
			}
			var lowBuf [32]byte
			low := lowerASCII(lowBuf[:0], w[:k])
			if low == nil {
				return 0
			}
			low = append(low, '\'')
			for _, e := range ld.elision {
				if string(low) == e {
					return k + n
				}
			}
			return 0
		}
		k += n
	}
	return 0
}

// suffixStart returns the byte offset where a clitic suffix of w starts, or 0.
func (ld *langData) suffixStart(w string) int {
	for _, suf := range ld.suffix {
		// suf is written with '; the word may use ’ (3 bytes) or ʼ (2).
		if len(w) > len(suf) && hasSuffixFold(w, suf) {
			return len(w) - len(suf)
		}
		if k := strings.IndexByte(suf, '\''); k >= 0 {
			rest := suf[k+1:]
			if len(w) > len(rest)+3+k && hasSuffixFold(w, rest) {
				w2 := w[:len(w)-len(rest)]
				if strings.HasSuffix(w2, "’") && hasSuffixFold(w2[:len(w2)-3], suf[:k]) {
					return len(w2) - 3 - k
				}
			}
		}
	}
	return 0
}

func hasSuffixFold(w, suf string) bool {
	t := w[len(w)-len(suf):]
	for k := 0; k < len(suf); k++ {
		c := t[k]
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c != suf[k] {
			return false
		}
	}
	return true
}

// dottedAbbrev reports whether w looks like letters separated by periods,
// each part short: "U.S", "e.g", "t.ex", "bl.a", "z.B".
func dottedAbbrev(w string) bool {
	parts := 0
	n := 0
	for k := 0; k < len(w); {
		r, size := utf8.DecodeRuneInString(w[k:])
		k += size
		if r == '.' {
			if n == 0 || n > 4 {
				return false
			}
			parts++
			n = 0
			continue
		}
		if !unicode.IsLetter(r) {
			return false
		}
		n++
	}
	return parts >= 1 && n > 0 && n <= 4
}

// isAcronym reports whether w is two or more capital letters.
func isAcronym(w string) bool {
	n := 0
	for _, r := range w {
		if !unicode.IsUpper(r) {
			return false
		}
		n++
	}
	return n >= 2
}

func (s *scanner) startsLowerAt(i int) bool {
	r, _ := s.decode(i)
	return unicode.IsLower(r)
}

// affixes splits proclitics and pronoun suffixes off a word (Arabic). It
// reports false, emitting nothing, when the word does not split.
//
// The rules of data/clitics split only the safe cases. With a lexicon (the
// language pack's word frequencies, see WithDictionary) a proclitic or a
// pronoun suffix also splits off when what remains is a more frequent word
// than the whole one ("بحضور" -> "ب" + "حضور", "كلامه" -> "كلام" + "ه"), and
// a proclitic the bare rules would split stays when the whole word is the
// more frequent ("وجهه" is not "و" + "جهه").
func (s *scanner) affixes(start, end int, hasHyphen bool) bool {
	w := s.text[start:end]
	a, ok := s.affixMemo[w]
	if !ok {
		a = s.splitAffixes(w)
		if s.affixMemo == nil {
			s.affixMemo = map[string]affixSplit{}
		}
		s.affixMemo[w] = a
	}
	if !a.split {
		return false
	}
	p := start
	for _, n := range s.affixEnds[a.clitics[0]:a.clitics[1]] {
		s.emit(p, start+int(n), doc.ClassClitic, 0)
		p = start + int(n)
	}
	if a.host == 0 {
		s.emitRest(p, end, doc.ClassText, hasHyphen)
		return true
	}
	s.emitRest(p, start+int(a.host), doc.ClassText, hasHyphen)
	s.emit(start+int(a.host), end, doc.ClassClitic, 0)
	return true
}

// affixSplit is how a word splits (see splitAffixes): the ends of its
// proclitics, byte offsets into the word, at affixEnds[clitics[0]:
// clitics[1]] of the scanner, and the start of its pronoun suffix (0 for
// none).
type affixSplit struct {
	split   bool
	clitics [2]int32
	host    int32
}

// splitAffixes decides how affixes splits word w. It depends on w alone,
// so a text's repeated words are decided once (affixMemo).
func (s *scanner) splitAffixes(w string) affixSplit {
	ld := s.t.ld
	lookup := func(w string) string {
		if !needsScriptNorm(s.t.lang, w) {
			return w // the affix tables are for caseless scripts
		}
		return NormalizeForLookup(s.t.lang, w)
	}
	keep := func(w string) bool { return ld.keep[lookup(w)] }
	if keep(w) {
		return affixSplit{}
	}
	lex := s.t.affixLex
	if lex != nil {
		if s.affixLex == nil {
			s.affixLex = lex.forText()
		}
		lex = s.affixLex
	}
	out := affixSplit{clitics: [2]int32{int32(len(s.affixEnds)), int32(len(s.affixEnds))}}
	p := 0
	final := false // a proclitic that nothing follows has split
	for again := true; again && !final; {
		again = false
		rest := w[p:]
		normFor, norm := "", "" // r normalised, for the last proclitic text
		split := ""
		for _, a := range ld.proclitics {
			if !strings.HasPrefix(rest, a.text) {
				continue
			}
			r := rest[len(a.text):]
			ok, safe := false, false
			if exact, isExact := strings.CutPrefix(a.rest, "="); isExact {
				if normFor != a.text {
					normFor, norm = a.text, lookup(r)
				}
				ok = norm == exact
				safe = true
			} else if a.min > 0 {
				ok = utf8.RuneCountInString(r) >= a.min && !keep(r) && !keep(rest)
			} else {
				ok = strings.HasPrefix(r, a.rest) && utf8.RuneCountInString(r) >= utf8.RuneCountInString(a.rest)+2 &&
					!(a.rest == "" && strings.HasPrefix(r, a.text)) && !keep(r)
				safe = a.rest == "ال"
			}
			if ok && !safe && lex != nil && lex.splitsProclitic(a.text, rest, r) < 0 {
				ok = false // the lexicon knows the whole word better
			}
			if ok {
				split = a.text
				break
			}
		}
		if split == "" && lex != nil && !keep(rest) {
			for _, a := range ld.lexProclitics {
				if r, ok := strings.CutPrefix(rest, a.text); ok && lex.splitsProclitic(a.text, rest, r) > 0 {
					split = a.text
					break
				}
			}
		}
		if split != "" {
			// With a lexicon, prepositions take no further proclitic.
			final = lex != nil && slices.ContainsFunc(ld.lexProclitics, func(a affix) bool { return a.text == split && a.min > 0 })
			p += len(split)
			s.affixEnds = append(s.affixEnds, int32(p))
			again = true
		}
	}
	out.clitics[1] = int32(len(s.affixEnds))
	rest := w[p:]
	host := 0
	for _, pr := range ld.pronouns {
		if len(rest) > len(pr) && strings.HasSuffix(rest, pr) && ld.hosts[rest[:len(rest)-len(pr)]] {
			host = len(rest) - len(pr)
			break
		}
	}
	if host == 0 && lex != nil && !strings.HasPrefix(rest, "ال") && !keep(rest) {
		host = lex.suffixStart(rest)
	}
	if host == 0 {
		n := utf8.RuneCountInString(rest)
		for _, e := range ld.enclitics {
			// e.rest is context the host must end with ("ت" of ta marbuta).
			if strings.HasSuffix(rest, e.rest+e.text) && n >= e.min && !strings.HasPrefix(rest, "ال") {
				host = len(rest) - len(e.text)
				if lex != nil && lex.prefersWhole(rest, rest[:host]) {
					host = 0
				}
				break
			}
		}
	}
	if p == 0 && host == 0 {
		return affixSplit{}
	}
	out.split = true
	if host != 0 {
		out.host = int32(p + host)
	}
	return out
}

// tatweelEnd returns the end of the run of tatweels at byte i (i when
// there is none).
func tatweelEnd(text string, i int) int {
	for strings.HasPrefix(text[i:], "ـ") {
		i += len("ـ")
	}
	return i
}

// caseEndingAt reports whether one to four lower-case letters start at byte
// i and end the word: a case ending written after a colon ("EU:n").
func (s *scanner) caseEndingAt(i int) bool {
	n := 0
	for i < len(s.text) {
		r, size := s.decode(i)
		if !unicode.IsLower(r) {
			break
		}
		n++
		i += size
	}
	return n >= 1 && n <= 4 && !s.isWordAt(i)
}

// isHebrew reports whether the code point whose last byte is at i is a
// Hebrew letter.
func isHebrew(text string, i int) bool {
	if i < 1 || i >= len(text) {
		return false
	}
	r, _ := utf8.DecodeLastRuneInString(text[:i+1])
	return r >= 0x05d0 && r <= 0x05ea
}

// isHangul reports whether the code point whose last byte is at i is Hangul.
func isHangul(text string, i int) bool {
	if i < 2 || i >= len(text) {
		return false
	}
	r, _ := utf8.DecodeLastRuneInString(text[:i+1])
	return r >= 0xac00 && r <= 0xd7a3 || r >= 0x1100 && r <= 0x11ff || r >= 0x3130 && r <= 0x318f
}
