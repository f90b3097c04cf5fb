package tokenize

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/argot-nlp/argot/internal/doc"
)

// Sentence boundaries, token annotation and quote/bracket pairing.

// firstRune returns the first code point of a chunk.
func (s *scanner) firstRune(c *chunk) rune {
	r, _ := utf8.DecodeRuneInString(s.text[c.b0:c.b1])
	return r
}

func (s *scanner) punctOf(c *chunk) punctInfo {
	if c.class != doc.ClassPunct {
		return punctInfo{}
	}
	r := s.firstRune(c)
	if r == '&' && c.b1-c.b0 > 1 {
		r = entityRune(s.text[c.b0:c.b1])
		if n := entityLen(s.text[c.b0:c.b1]); n < c.b1-c.b0 && (r == '\'' || r == '`') {
			return punctInfo{behavior: doc.QuoteStart, id: '"', family: '"'}
		}
	}
	if c.b1-c.b0 > 1 {
		switch r {
		case '.':
			return punctInfo{behavior: doc.SentenceTerminator, id: '…'} // "..."
		case ',': // ",," is the Dutch typewriter form of „
			return punctInfo{behavior: doc.QuoteStart, id: '„', family: '"'}
		case '\'', '`': // '' and `` are typewriter double quotes
			return punctInfo{behavior: doc.QuoteStart, id: '"', family: '"'}
		}
	}
	p, ok := shared.punct[r]
	if !ok {
		return punctInfo{id: r}
	}
	return p
}

// startsLower reports whether a chunk starts with a lower-case letter.
func (s *scanner) startsLower(c *chunk) bool {
	return unicode.IsLower(s.firstRune(c))
}

// isWideTerminator reports whether a terminator is one written without a
// following space (CJK full stops).
func isWideTerminator(r rune) bool {
	return r == '。' || r == '！' || r == '？' || r == '｡' || r == '．'
}

func isQuote(b doc.Behavior) bool { return b == doc.QuoteStart || b == doc.QuoteEnd }

// quoteCloses decides from its position whether the quote chunk i closes a
// quotation: attached to the text before it and not to the text after it,
// or, when the position does not tell, when a quotation is open.
func (s *scanner) quoteCloses(i int, open bool) bool {
	c := &s.chunks[i]
	before := i == 0 || c.space
	after := i+1 == len(s.chunks) || s.chunks[i+1].space
	if i+1 < len(s.chunks) && !after {
		if p := s.punctOf(&s.chunks[i+1]); p.behavior != doc.BehaviorNone && p.behavior != doc.QuoteStart && p.behavior != doc.BracketStart {
			after = true
		}
	}
	switch {
	case before && !after:
		return false
	case after && !before:
		return true
	}
	return open
}

// sentenceEnds returns the index one past the last chunk of each sentence.
// It may split an abbreviation's period off into a terminator of its own.
func (s *scanner) sentenceEnds() []int {
	var ends, splits []int
	open := 0 // quotations open in the current sentence
	for i := 0; i < len(s.chunks); i++ {
		c := &s.chunks[i]
		// Line breaks: a blank line always ends a sentence, a single one
		// when the next line starts like a sentence or list item.
		if i > 0 && (len(ends) == 0 || ends[len(ends)-1] < i) && c.nl > 0 {
			if c.nl >= 2 || s.lineStartsSentence(i) {
				ends = append(ends, i)
				open = 0
			}
		}
		if sb := s.t.ld.spec.spaceBreak; sb > 0 && c.space && i > 0 && (len(ends) == 0 || ends[len(ends)-1] < i) &&
			(s.thaiAt(i) || s.thaiAt(i-1)) {
			start := 0
			if len(ends) > 0 {
				start = ends[len(ends)-1]
			}
			n := s.chunks[i-1].c1 - s.chunks[start].c0
			if m := s.t.ld.spaceBreaks; m != nil && m.ends(n, s.chunkText(i-1), s.chunkText(i)) ||
				m == nil && n >= sb && s.thaiAt(i) && s.thaiAt(i-1) {
				ends = append(ends, i)
				open = 0
			}
		}
		if c.class == doc.ClassPunct && isQuote(s.punctOf(c).behavior) {
			if s.quoteCloses(i, open > 0) {
				if open > 0 {
					open--
				}
			} else {
				open++
			}
			continue
		}
		if i+1 < len(s.chunks) && s.chunks[i+1].space && s.chunks[i+1].nl == 0 && s.finalAt(i) {
			ends = append(ends, i+1)
			open = 0
			continue
		}
		end, ok := s.terminatorAt(i, &open)
		if !ok {
			continue
		}
		if end < len(s.chunks) && !s.breakBefore(i, end) {
			i = end - 1
			continue
		}
		if c.class == doc.ClassAbbreviation && end == i+1 && end < len(s.chunks) && c.b1-c.b0 >= 3 {
			splits = append(splits, i)
		}
		ends = append(ends, end)
		open = 0
		i = end - 1
	}
	if len(s.chunks) > 0 && (len(ends) == 0 || ends[len(ends)-1] < len(s.chunks)) {
		ends = append(ends, len(s.chunks))
	}
	if len(splits) > 0 {
		s.splitPeriods(splits, ends)
	}
	return ends
}

// splitPeriods splits the final period off the abbreviation chunks at the
// given (ascending) indexes, which end their sentences, as treebanks write
// "in the U.S" + "."; it updates the sentence ends to the new indexes.
func (s *scanner) splitPeriods(splits, ends []int) {
	out := make([]chunk, 0, len(s.chunks)+len(splits))
	k := 0
	for i, c := range s.chunks {
		if k < len(splits) && splits[k] == i {
			k++
			dot := chunk{b0: c.b1 - 1, b1: c.b1, c0: c.c1 - 1, c1: c.c1, class: doc.ClassPunct}
			c.b1--
			c.c1--
			out = append(out, c, dot)
			continue
		}
		out = append(out, c)
	}
	s.chunks = out
	k = 0
	for e := range ends {
		for k < len(splits) && splits[k] < ends[e] {
			k++
		}
		ends[e] += k
	}
}

// lineStartsSentence decides a single line break before chunk i.
func (s *scanner) lineStartsSentence(i int) bool {
	prev, c := &s.chunks[i-1], &s.chunks[i]
	if prev.class == doc.ClassPunct {
		switch s.punctOf(prev).behavior {
		case doc.GenericComma, doc.Hyphen, doc.BracketStart, doc.ListComma:
			return false
		}
	}
	return !s.startsLower(c)
}

// terminatorAt reports whether chunk i can end a sentence and returns the
// index after the sentence's last chunk: closing quotes and brackets
// written right after the terminator belong to the sentence, and so does a
// closing quote after a space while a quotation is open.
func (s *scanner) terminatorAt(i int, open *int) (int, bool) {
	c := &s.chunks[i]
	switch c.class {
	case doc.ClassPunct:
		if s.punctOf(c).behavior != doc.SentenceTerminator || c.flags&fPrefixAbbrev != 0 {
			return 0, false
		}
	case doc.ClassAbbreviation:
		if c.flags&fPrefixAbbrev != 0 || s.text[c.b1-1] != '.' {
			return 0, false
		}
	case doc.ClassEmoji:
		// An ASCII emoticon closes a sentence of informal writing.
		if s.text[c.b0] >= utf8.RuneSelf {
			return 0, false
		}
	default:
		return 0, false
	}
	j := i + 1
	for j < len(s.chunks) {
		n := &s.chunks[j]
		if n.nl > 0 {
			break
		}
		if n.class == doc.ClassEmoji {
			j++ // emoji after a terminator belong to its sentence
			continue
		}
		if n.class != doc.ClassPunct {
			break
		}
		p := s.punctOf(n)
		if isQuote(p.behavior) {
			if (!n.space || *open > 0) && s.quoteCloses(j, *open > 0) {
				if *open > 0 {
					*open--
				}
				j++
				continue
			}
			break
		}
		if n.space {
			break
		}
		if p.behavior == doc.SentenceTerminator || p.behavior == doc.BracketEnd {
			j++
			continue
		}
		break
	}
	return j, true
}

// breakBefore decides whether the sentence whose terminator is chunk t
// ends before chunk next.
func (s *scanner) breakBefore(t, next int) bool {
	tc, nc := &s.chunks[t], &s.chunks[next]
	if nc.nl > 0 {
		return true
	}
	wide := isWideTerminator(s.firstRune(tc))
	if !nc.space && !wide {
		return false
	}
	if tc.class == doc.ClassAbbreviation || tc.class == doc.ClassEmoji || tc.flags&fAbbrevPeriod != 0 {
		// "etc." or "U.S." end a sentence only before a capitalised word;
		// so does an emoticon.
		return unicode.IsUpper(s.firstRune(nc)) && nc.class != doc.ClassAbbreviation
	}
	if nc.class == doc.ClassPunct {
		switch s.punctOf(nc).behavior {
		case doc.GenericComma, doc.ScopeDelimiter, doc.ListComma, doc.BracketEnd:
			return false
		}
	}
	tp := s.punctOf(tc)
	if tp.id == '.' && s.listMarker(t) {
		return false
	}
	if s.startsLower(nc) {
		// Lower case continues the sentence after an ellipsis, and in
		// edited text after any terminator ("Why? he asked"). Languages
		// whose treebank is informal writing (see lowercase= in
		// data/lang.txt) start sentences in lower case after a full stop
		// that follows a word, or after ! and ?.
		if tp.id == '…' {
			return false
		}
		if tp.id == '.' && t > 0 {
			// After a full stop that follows a word of four or more letters
			// (not an abbreviation), a new sentence starts in lower case
			// (headline fragments, lists, informal writing).
			p := &s.chunks[t-1]
			return p.class == doc.ClassText && p.c1-p.c0 >= 4 && !tc.space
		}
		return s.t.ld.spec.lowerStarts
	}
	if f := s.firstRune(nc); tp.id == '…' && !unicode.IsUpper(f) && !unicode.IsDigit(f) {
		return false // "..." before a caseless script or a symbol
	}
	return true
}

// build turns the chunks into sentences with annotated tokens.
func (s *scanner) build() []doc.Sentence {
	if len(s.chunks) == 0 {
		return nil
	}
	ends := s.sentenceEnds()
	toks := make([]doc.Token, len(s.chunks))
	sents := make([]doc.Sentence, 0, len(ends))
	spec := &s.t.ld.spec
	for k := range s.chunks {
		c := &s.chunks[k]
		t := &toks[k]
		t.Text = s.text[c.b0:c.b1]
		t.Offset, t.Length = c.c0, c.c1-c.c0
		t.Class = c.class
		t.Pair = -1
		t.SpaceAfter = k+1 < len(s.chunks) && s.chunks[k+1].space || k+1 == len(s.chunks) && c.b1 < len(s.text)
		switch c.class {
		case doc.ClassPunct, doc.ClassSymbol:
			t.Kind = doc.Punctuation
			p := s.punctOf(c)
			if c.class == doc.ClassSymbol {
				p = punctInfo{id: s.firstRune(c)}
			}
			t.PunctID, t.Behavior = int(p.id), p.behavior
			if c.flags&fAbbrevPeriod != 0 {
				t.Behavior = doc.BehaviorNone // the period of "np." does not end the sentence
			}
			if p.behavior == doc.Hyphen && (t.Length > 1 || c.space && t.SpaceAfter) {
				t.Behavior = doc.ScopeDelimiter // a dash written with a hyphen
			}
		case doc.ClassNumber:
			t.Kind = doc.Numeral
			text := t.Text
			if c.flags&fOrdinal != 0 {
				text = text[:len(text)-1]
			}
			t.Number, t.HasNumber = parseNumber(text, spec)
		case doc.ClassEmoji:
			t.Kind = doc.Word
		default:
			t.Kind = doc.Word
			t.Case = lettercase(t.Text)
			if c.class == doc.ClassAlnum {
				t.Number, t.HasNumber = leadingNumber(t.Text)
			}
		}
	}
	start := 0
	for _, end := range ends {
		first, last := &s.chunks[start], &s.chunks[end-1]
		st := doc.Sentence{
			Offset: first.c0,
			Length: last.c1 - first.c0,
			Text:   s.text[first.b0:last.b1],
			Tokens: toks[start:end:end],
		}
		s.pair(st.Tokens, s.chunks[start:end])
		sents = append(sents, st)
		start = end
	}
	return sents
}

// pair resolves the direction of quotes and pairs quotes and brackets
// within a sentence.
func (s *scanner) pair(toks []doc.Token, chunks []chunk) {
	var stack [32]int
	open := stack[:0]
	var famBuf [64]rune
	fam := famBuf[:0]
	for i := range toks {
		t := &toks[i]
		fam = append(fam, 0)
		if t.Behavior != doc.BehaviorNone {
			fam[i] = s.punctOf(&chunks[i]).family
		}
		switch t.Behavior {
		case doc.BracketStart:
			open = append(open, i)
		case doc.BracketEnd:
			if k := findOpen(toks, fam, open, fam[i], doc.BracketStart); k >= 0 {
				j := open[k]
				t.Pair, toks[j].Pair = j, i
				open = open[:k]
			}
		case doc.QuoteStart, doc.QuoteEnd:
			before := i == 0 || chunks[i].space || toks[i-1].Behavior == doc.BracketStart || toks[i-1].Behavior == doc.QuoteStart && toks[i-1].Pair < 0
			after := i+1 == len(toks) || chunks[i+1].space || toks[i+1].Kind == doc.Punctuation && toks[i+1].Behavior != doc.QuoteStart && toks[i+1].Behavior != doc.BracketStart
			k := findOpen(toks, fam, open, fam[i], doc.QuoteStart)
			closing := false
			switch {
			case before && !after:
				closing = false
			case after && !before:
				closing = true
			default:
				closing = k >= 0
			}
			if closing && k >= 0 {
				j := open[k]
				t.Pair, toks[j].Pair = j, i
				open = open[:k]
			}
			if closing {
				t.Behavior = doc.QuoteEnd
			} else {
				t.Behavior = doc.QuoteStart
				open = append(open, i)
			}
		}
	}
}

// findOpen returns the position in open of the innermost unpaired opening
// mark of the family f, or -1.
func findOpen(toks []doc.Token, fam []rune, open []int, f rune, b doc.Behavior) int {
	for k := len(open) - 1; k >= 0; k-- {
		if fam[open[k]] == f && toks[open[k]].Behavior == b {
			return k
		}
	}
	return -1
}

// lettercase classifies the case pattern of a word.
func lettercase(w string) doc.Lettercase {
	upper, lower := 0, 0
	firstUpper := false
	first := true
	for k := 0; k < len(w); {
		c := w[k]
		if c < utf8.RuneSelf {
			k++
			switch {
			case c >= 'a' && c <= 'z':
				lower++
			case c >= 'A' && c <= 'Z':
				upper++
				if first {
					firstUpper = true
				}
			}
			if asciiClass[c] == cLetter {
				first = false
			}
			continue
		}
		r, n := utf8.DecodeRuneInString(w[k:])
		k += n
		if caseless(r) {
			first = false
			continue
		}
		switch {
		case unicode.IsLower(r):
			lower++
		case unicode.IsUpper(r) || unicode.IsTitle(r):
			upper++
			if first {
				firstUpper = true
			}
		}
		if unicode.IsLetter(r) {
			first = false
		}
	}
	switch {
	case upper == 0 && lower == 0:
		return doc.CaseNone
	case upper == 0:
		return doc.CaseLower
	case lower == 0:
		if upper == 1 && firstUpper {
			return doc.CaseCapitalized
		}
		return doc.CaseUpper
	case firstUpper && upper == 1:
		return doc.CaseCapitalized
	}
	return doc.CaseMixed
}

// leadingNumber returns the number a word starts with ("2nd" -> 2).
func leadingNumber(w string) (float64, bool) {
	v, n := 0.0, 0
	for k := 0; k < len(w); {
		r, size := utf8.DecodeRuneInString(w[k:])
		d := digitValue(r)
		if d < 0 {
			break
		}
		v = v*10 + float64(d)
		n++
		k += size
	}
	return v, n > 0
}

// chunkText returns the text of chunk i.
func (s *scanner) chunkText(i int) string { return s.text[s.chunks[i].b0:s.chunks[i].b1] }

// thaiAt reports whether chunk i is Thai text.
func (s *scanner) thaiAt(i int) bool {
	r, _ := utf8.DecodeRuneInString(s.text[s.chunks[i].b0:])
	return unspacedScript(r) == scriptThai
}

// finalAt reports whether chunk i is a word with a sentence-final ending
// of the language followed by another word.
func (s *scanner) finalAt(i int) bool {
	f := s.t.ld.spec.finals
	if len(f) == 0 || s.chunks[i].class != doc.ClassText || s.chunks[i].c1-s.chunks[i].c0 < 2 {
		return false
	}
	if n := &s.chunks[i+1]; n.class != doc.ClassText && n.class != doc.ClassNumber && n.class != doc.ClassAlnum {
		return false
	}
	w := s.text[s.chunks[i].b0:s.chunks[i].b1]
	for _, e := range f {
		if strings.HasSuffix(w, e) {
			return true
		}
	}
	return false
}

// listMarker reports whether the period chunk t follows a list number at
// the start of a sentence or after a colon ("Steps: 1. Open ...").
func (s *scanner) listMarker(t int) bool {
	if t < 1 || s.chunks[t].space {
		return false
	}
	n := &s.chunks[t-1]
	if n.class != doc.ClassNumber || n.c1-n.c0 > 2 {
		return false
	}
	if t < 2 {
		return true
	}
	p := s.punctOf(&s.chunks[t-2])
	return p.behavior == doc.SentenceTerminator || p.id == ':'
}

// caseless reports whether r is in a block of scripts without letter case
// (a fast path; other code points go through the unicode tables).
func caseless(r rune) bool {
	return r >= 0x0590 && r <= 0x0fff || r >= 0x1100 && r <= 0x11ff ||
		r >= 0x3000 && r <= 0x9fff || r >= 0xac00 && r <= 0xd7af
}
