package entities

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/argot-nlp/argot/internal/doc"
)

// sent is one sentence prepared for the scanners: its code points, their
// lower-case forms (same length), and its words.
type sent struct {
	r, low []rune
	words  []wordSpan
	wordAt []int32 // index+1 of the word starting at a position, or 0
	lang   string
	lt     *langTables
	t      *tables
	key    []byte // scratch for phraseAt's lookups
}

// wordSpan is a run of letters, digits and marks (with inner apostrophes).
type wordSpan struct {
	s, e int
	low  string
}

func (p *sent) reset(s *doc.Sentence, lang string, lt *langTables, t *tables) {
	p.lang, p.lt, p.t = lang, lt, t
	p.r, p.low = p.r[:0], p.low[:0]
	for _, c := range s.Text {
		p.r = append(p.r, c)
		p.low = append(p.low, unicode.ToLower(c))
	}
	p.words = p.words[:0]
	if cap(p.wordAt) < len(p.r) {
		p.wordAt = make([]int32, len(p.r))
	}
	p.wordAt = p.wordAt[:len(p.r)]
	clear(p.wordAt)
	n := len(p.r)
	for i := 0; i < n; {
		if !isWordRune(p.r[i]) {
			i++
			continue
		}
		j := i + 1
		for j < n && (isWordRune(p.r[j]) || (isApos(p.r[j]) && j+1 < n && unicode.IsLetter(p.r[j+1]))) {
			j++
		}
		p.wordAt[i] = int32(len(p.words) + 1)
		p.words = append(p.words, wordSpan{i, j, string(p.low[i:j])})
		i = j
	}
}

func isWordRune(c rune) bool {
	return unicode.IsLetter(c) || unicode.IsDigit(c) || unicode.Is(unicode.Mn, c) || unicode.Is(unicode.Mc, c)
}

func isApos(c rune) bool { return c == '\'' || c == '’' }

func (p *sent) at(i int) rune {
	if i < 0 || i >= len(p.r) {
		return 0
	}
	return p.r[i]
}

func isDigit(c rune) bool      { return c >= '0' && c <= '9' }
func isASCIIAlpha(c rune) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' }
func isAlnum(c rune) bool      { return isDigit(c) || isASCIIAlpha(c) }
func isHex(c rune) bool        { return isDigit(c) || (c|0x20 >= 'a' && c|0x20 <= 'f') }
func isSpace(c rune) bool      { return c == ' ' || c == '\u00a0' || c == '\u202f' || c == '\t' }

// isDigitAt reports an ASCII digit at i.
func (p *sent) isDigitAt(i int) bool { return isDigit(p.at(i)) }

// wordy reports whether the rune at i continues a word (letter or digit of
// any script): a match next to it is inside a longer word.
func (p *sent) wordy(i int) bool {
	c := p.at(i)
	return c != 0 && isWordRune(c)
}

// digitsEnd returns the end of the run of ASCII digits starting at i.
func (p *sent) digitsEnd(i int) int {
	for i < len(p.r) && isDigit(p.r[i]) {
		i++
	}
	return i
}

// atoi reads the digits in [s,e) (at most 9).
func (p *sent) atoi(s, e int) int {
	n := 0
	for i := s; i < e && i < s+9; i++ {
		n = n*10 + int(p.r[i]-'0')
	}
	return n
}

// hasLit reports whether the lower-cased text at i starts with lit.
func (p *sent) hasLit(i int, lit string) bool {
	for _, c := range lit {
		if i >= len(p.low) || p.low[i] != c {
			return false
		}
		i++
	}
	return true
}

// litLen is the number of code points of lit.
func litLen(lit string) int { return utf8.RuneCountInString(lit) }

// skipSpaces returns the first position at or after i that is not a space.
func (p *sent) skipSpaces(i, most int) int {
	for k := 0; k < most && isSpace(p.at(i)); k++ {
		i++
	}
	return i
}

// wordIndex returns the index of the word starting at i, or -1.
func (p *sent) wordIndex(i int) int {
	if i < 0 || i >= len(p.wordAt) {
		return -1
	}
	return int(p.wordAt[i]) - 1
}

// wordBefore returns the index of the last word ending at or before i, or -1.
func (p *sent) wordBefore(i int) int {
	lo, hi := 0, len(p.words)
	for lo < hi {
		m := (lo + hi) / 2
		if p.words[m].e <= i {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo - 1
}

// cueBefore reports whether one of the k words before position i (or a
// phrase ending there) is a cue of kind.
func (p *sent) cueBefore(kind string, i, k int) bool {
	w := p.wordBefore(i)
	for n := 0; n < k && w >= 0; n, w = n+1, w-1 {
		if p.phraseEndingAt(kind, w) >= 0 {
			return true
		}
	}
	return false
}

// phraseEndingAt returns the first word index of the longest cue phrase of
// kind that ends with word w (phrases of words separated by single spaces;
// a word may keep a following '.'), or -1.
func (p *sent) phraseEndingAt(kind string, w int) int {
	set := p.lt.cues[kind]
	if len(set) == 0 || w < 0 || w >= len(p.words) {
		return -1
	}
	end := p.words[w].e
	dotted := p.at(end) == '.'
	best := -1
	for k := 0; k < p.lt.maxPhrase && w-k >= 0; k++ {
		start := p.words[w-k].s
		text := string(p.low[start:end])
		if set[text] || (dotted && set[text+"."]) {
			best = w - k
		}
	}
	return best
}

// phraseAt returns the end of the longest cue phrase of kind starting at
// word w, or -1.
func (p *sent) phraseAt(kind string, w int) int {
	set := p.lt.cues[kind]
	if len(set) == 0 || w < 0 {
		return -1
	}
	best := -1
	// The phrase grows word by word in key, encoded once (a map index by
	// string(bytes) does not allocate).
	key, done := p.key[:0], p.words[w].s
	for k := 0; k < p.lt.maxPhrase && w+k < len(p.words); k++ {
		end := p.words[w+k].e
		for _, c := range p.low[done:end] {
			key = utf8.AppendRune(key, c)
		}
		done = end
		if set[string(key)] {
			best = end
		}
		if p.at(end) == '.' && set[string(append(key, '.'))] {
			best = end + 1
		}
	}
	p.key = key
	return best
}

// str returns the text of [s,e).
func (p *sent) str(s, e int) string { return string(p.r[s:e]) }

// lowStr returns the lower-cased text of [s,e).
func (p *sent) lowStr(s, e int) string { return string(p.low[s:e]) }

// trimURLEnd drops trailing punctuation that ends a sentence or clause
// rather than the address, and a closing bracket without an opening one.
func (p *sent) trimURLEnd(s, e int) int {
	for e > s {
		c := p.r[e-1]
		if strings.ContainsRune(".,;:!?'\"»”’", c) {
			e--
			continue
		}
		if c == ')' || c == ']' {
			open := '('
			if c == ']' {
				open = '['
			}
			depth := 0
			for i := s; i < e; i++ {
				switch p.r[i] {
				case open:
					depth++
				case c:
					depth--
				}
			}
			if depth < 0 {
				e--
				continue
			}
		}
		break
	}
	return e
}
