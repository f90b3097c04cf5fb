package tokenize

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/argot-nlp/argot/internal/doc"
)

// URLs, e-mail addresses, handles, hashtags and emoji.

// tlds are top-level domains that make "name.tld" a web address without a
// scheme. Generic and a few country codes common in running text.
var tlds = map[string]bool{}

func init() {
	for _, t := range strings.Fields(`com org net edu gov mil int info biz io co me tv app dev ai
		uk de fr es it nl pt ru pl se no dk fi cz at ch be eu us ca au nz jp cn tw kr in
		br mx ar cl id my sg th vn tr ir il sa ae fo is ie gr hu ro ua sk si hr rs bg lt lv ee`) {
		tlds[t] = true
	}
}

// isDomain reports whether w is host.tld with a known top-level domain.
func isDomain(w string) bool {
	k := strings.LastIndexByte(w, '.')
	if k <= 0 || k == len(w)-1 {
		return false
	}
	tld := w[k+1:]
	if len(tld) > 4 {
		return false
	}
	var b [4]byte
	for i := 0; i < len(tld); i++ {
		c := tld[i]
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c < 'a' || c > 'z' {
			return false
		}
		b[i] = c
	}
	if !tlds[string(b[:len(tld)])] {
		return false
	}
	for i := 0; i < k; i++ {
		if w[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

func hasPrefixFold(s, prefix string) bool {
	if len(s) < len(prefix) {
		return false
	}
	for i := 0; i < len(prefix); i++ {
		c := s[i]
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c != prefix[i] {
			return false
		}
	}
	return true
}

// tryURL emits a web address starting at s.i.
func (s *scanner) tryURL() bool {
	rest := s.text[s.i:]
	switch rest[0] | 0x20 {
	case 'h', 'f', 'w':
	default:
		return false
	}
	n := 0
	for _, p := range [...]string{"https://", "http://", "ftp://", "www."} {
		if hasPrefixFold(rest, p) {
			n = len(p)
			break
		}
	}
	if n == 0 || !s.isWordAt(s.i+n) {
		return false
	}
	s.emit(s.i, s.urlEnd(s.i+n), doc.ClassURL, 0)
	return true
}

// urlEnd returns the end of an address whose host ends before byte j:
// everything up to white space, less trailing punctuation that belongs to
// the sentence, keeping a closing parenthesis that has its opening one.
func (s *scanner) urlEnd(j int) int {
	start := j
	for j < len(s.text) {
		c := s.text[j]
		if c < utf8.RuneSelf {
			if asciiClass[c] == cSpace || asciiClass[c] == cInvisible || c == '"' || c == '<' || c == '>' {
				break
			}
			j++
			continue
		}
		r, n := utf8.DecodeRuneInString(s.text[j:])
		if k := classOf(r); k == cSpace || k == cInvisible || k == cOther && r != utf8.RuneError {
			break
		}
		j += n
	}
	for j > start {
		c := s.text[j-1]
		if strings.IndexByte(".,;:!?'", c) >= 0 {
			j--
			continue
		}
		if c == ')' && strings.Count(s.text[start:j], "(") < strings.Count(s.text[start:j], ")") {
			j--
			continue
		}
		break
	}
	return j
}

// emailEnd returns the end of an e-mail address starting at byte i, or 0.
func (s *scanner) emailEnd(i int) int {
	j := i
	for j < len(s.text) && isEmailLocal(s.text[j]) {
		j++
	}
	if j == i || j >= len(s.text) || s.text[j] != '@' {
		return 0
	}
	j++
	dots, label := 0, 0
	lastDot := 0
	for j < len(s.text) {
		c := s.text[j]
		switch {
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c >= '0' && c <= '9', c == '-':
			label++
		case c == '.' && label > 0 && j+1 < len(s.text) && isAlnumByte(s.text[j+1]):
			dots++
			label = 0
			lastDot = j
		default:
			goto done
		}
		j++
	}
done:
	if dots == 0 || label < 2 || j-lastDot-1 != label {
		return 0
	}
	return j
}

func isEmailLocal(c byte) bool {
	return isAlnumByte(c) || c == '.' || c == '_' || c == '%' || c == '+' || c == '-'
}

func isAlnumByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// tryTagged emits a #hashtag or @handle at s.i.
func (s *scanner) tryTagged() bool {
	c := s.text[s.i]
	if c != '#' && c != '@' {
		return false
	}
	if n := len(s.chunks); n > 0 && !s.space && s.chunks[n-1].class != doc.ClassPunct {
		return false
	}
	j := s.i + 1
	letters := 0
	for j < len(s.text) {
		r, n := s.decode(j)
		k := classOf(r)
		if k == cLetter {
			letters++
		} else if k != cDigit && r != '_' {
			break
		}
		j += n
	}
	if j == s.i+1 || c == '#' && letters == 0 {
		return false
	}
	class := doc.ClassHashtag
	if c == '@' {
		class = doc.ClassHandle
	}
	s.emit(s.i, j, class, 0)
	return true
}

// tryEmoticon emits an ASCII emoticon standing apart from words.
func (s *scanner) tryEmoticon() bool {
	if !emoticonStart[s.text[s.i]] {
		return false
	}
	if n := len(s.chunks); n > 0 && !s.space && s.chunks[n-1].class != doc.ClassPunct {
		return false
	}
	rest := s.text[s.i:]
	for _, e := range shared.emoticons {
		if strings.HasPrefix(rest, e) {
			end := s.i + len(e)
			if k := s.cls(end); k == cSpace || k == cInvisible || k == cOther && !isWordStartPunct(s.text[end]) {
				s.emit(s.i, end, doc.ClassEmoji, 0)
				return true
			}
		}
	}
	return false
}

func isWordStartPunct(c byte) bool { return c == '#' || c == '@' || c == '(' || c == '/' || c == '\\' }

var emoticonStart [256]bool

func init() {
	for _, c := range ":;=<^-oOB8xX>" {
		emoticonStart[c] = true
	}
}

// tryEmoji emits an emoji sequence at s.i: a pictograph with modifiers,
// variation selectors and ZWJ continuations, a flag (pair of regional
// indicators or tag sequence) or a keycap.
func (s *scanner) tryEmoji() bool {
	r, n := s.decode(s.i)
	j := s.i + n
	switch {
	case r == '#' || r == '*' || r >= '0' && r <= '9':
		r2, n2 := s.decode(j)
		if r2 == vs16 {
			j += n2
			r2, n2 = s.decode(j)
		}
		if r2 != 0x20e3 {
			return false
		}
		s.emit(s.i, j+n2, doc.ClassEmoji, 0)
		return true
	case isRegionalIndicator(r):
		if r2, n2 := s.decode(j); isRegionalIndicator(r2) {
			j += n2
		}
		s.emit(s.i, j, doc.ClassEmoji, 0)
		return true
	case !isEmojiBase(r):
		return false
	}
	if r < 0x2600 {
		// ©, ®, ™, arrows: text symbols unless asked to be emoji.
		if r2, _ := s.decode(j); r2 != vs16 {
			return false
		}
	}
	for j < len(s.text) {
		r2, n2 := s.decode(j)
		switch {
		case r2 == vs16 || r2 == 0xfe0e || isSkinTone(r2) || isEmojiTag(r2) || r2 == 0x20e3:
			j += n2
		case r2 == zwj:
			r3, n3 := s.decode(j + n2)
			if !isEmojiBase(r3) {
				goto done
			}
			j += n2 + n3
		default:
			goto done
		}
	}
done:
	s.emit(s.i, j, doc.ClassEmoji, 0)
	return true
}

// punct emits a punctuation mark or symbol. Runs of the same mark that
// writers repeat ("...", "!!!", "--", "”") are one chunk, and so are mixed
// runs of ! and ?.
func (s *scanner) punct(r rune, size int) {
	j := s.i + size
	class := doc.ClassPunct
	if r >= utf8.RuneSelf && !isPunctRune(r) {
		class = doc.ClassSymbol
	} else if r < utf8.RuneSelf && strings.IndexByte("$+<=>^|~", byte(r)) >= 0 {
		class = doc.ClassSymbol
	}
	if s.t.ld.spec.periodSplit && (r == '.' || r == '!' || r == '?') {
		s.emit(s.i, j, class, 0)
		return
	}
	switch r {
	case '.', ',', '-', '\'', '`', '*', '=', '_', '~', '。', '．', '…':
		for {
			r2, n2 := s.decode(j)
			if r2 != r {
				break
			}
			j += n2
		}
	case '!', '?', '！', '？', '؟':
		for {
			r2, n2 := s.decode(j)
			if r2 != '!' && r2 != '?' && r2 != '！' && r2 != '？' && r2 != '؟' && r2 != '‼' {
				break
			}
			j += n2
		}
	}
	s.emit(s.i, j, class, 0)
}

func isPunctRune(r rune) bool {
	if _, ok := shared.punct[r]; ok {
		return true
	}
	return r != utf8.RuneError && unicode.IsPunct(r)
}

// tryEntity emits an HTML character reference ("&amp;", "&#39;") that
// escaped text carries; repeats of the same reference are one chunk, like
// repeated marks ("&#39;&#39;" is a typewriter double quote).
func (s *scanner) tryEntity() bool {
	n := entityLen(s.text[s.i:])
	if n == 0 {
		return false
	}
	e := s.text[s.i : s.i+n]
	j := s.i + n
	for strings.HasPrefix(s.text[j:], e) {
		j += n
	}
	s.emit(s.i, j, doc.ClassPunct, 0)
	return true
}

// entityLen returns the length of a character reference at the start of
// t, or 0.
func entityLen(t string) int {
	if len(t) < 4 || t[0] != '&' {
		return 0
	}
	k := 1
	if t[1] == '#' {
		k = 2
		hex := k < len(t) && (t[k] == 'x' || t[k] == 'X')
		if hex {
			k++
		}
		d := k
		for k < len(t) && k-d < 7 && (t[k] >= '0' && t[k] <= '9' || hex && (t[k]|0x20 >= 'a' && t[k]|0x20 <= 'f')) {
			k++
		}
		if k == d {
			return 0
		}
	} else {
		for k < len(t) && k < 10 && (t[k]|0x20 >= 'a' && t[k]|0x20 <= 'z') {
			k++
		}
		if k < 3 {
			return 0
		}
	}
	if k < len(t) && t[k] == ';' {
		return k + 1
	}
	return 0
}

// entityRune decodes the first character reference of an entity chunk.
func entityRune(t string) rune {
	n := entityLen(t)
	if n == 0 {
		return '&'
	}
	body := t[1 : n-1]
	if body[0] == '#' {
		v, base := 0, 10
		digits := body[1:]
		if digits[0] == 'x' || digits[0] == 'X' {
			base, digits = 16, digits[1:]
		}
		for _, c := range []byte(digits) {
			d := int(c - '0')
			if c|0x20 >= 'a' {
				d = int(c|0x20-'a') + 10
			}
			v = v*base + d
		}
		if v > unicode.MaxRune {
			return utf8.RuneError
		}
		return rune(v)
	}
	switch body {
	case "amp":
		return '&'
	case "quot":
		return '"'
	case "apos":
		return '\''
	case "lt":
		return '<'
	case "gt":
		return '>'
	case "nbsp":
		return ' '
	}
	return '&'
}
