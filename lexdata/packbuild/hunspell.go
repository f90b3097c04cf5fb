package packbuild

import (
	"bufio"
	"bytes"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// This file reads Hunspell dictionaries (.aff + .dic) and expands each stem
// with its affixes into the word forms the dictionary accepts. It covers
// what generation needs, not spell checking: FLAG (char, long, num, UTF-8),
// SET (UTF-8 and ISO8859-1), AF flag aliases, PFX/SFX with strip, add,
// condition and cross product, continuation classes on affixes (two
// levels: a suffix may allow a second suffix or a prefix), NEEDAFFIX,
// ONLYINCOMPOUND, FORBIDDENWORD, CIRCUMFIX and IGNORE. Compounding rules,
// replacement tables and ICONV/OCONV are ignored (Korean's dictionary uses
// ICONV/OCONV to work on conjoining jamo; NFC composes the generated jamo
// back into syllables, which is what OCONV does).

// hunFlagMode is how a dictionary writes its flags.
type hunFlagMode int

const (
	hunFlagChar hunFlagMode = iota // one character per flag (the default)
	hunFlagLong                    // two characters per flag
	hunFlagNum                     // decimal numbers separated by commas
	hunFlagUTF8                    // one UTF-8 character per flag
)

// hunNoFlag marks a special flag (NEEDAFFIX, ...) the dictionary does not set.
const hunNoFlag = ^uint32(0)

// hunAffix is one PFX or SFX rule.
type hunAffix struct {
	strip, add string
	cond       []hunCond
	cont       []uint32 // continuation flags, sorted
}

// hunCond is one position of an affix condition: a literal character, "."
// or a bracket class "[abc]" / "[^abc]".
type hunCond struct {
	any   bool
	neg   bool
	chars string
}

func (c hunCond) match(r rune) bool {
	if c.any {
		return true
	}
	return strings.ContainsRune(c.chars, r) != c.neg
}

// hunClass is the set of rules under one affix flag.
type hunClass struct {
	prefix bool
	cross  bool
	rules  []hunAffix
}

// hunspellDict is a parsed .aff file plus the stems of the .dic file.
type hunspellDict struct {
	mode    hunFlagMode
	latin1  bool
	classes map[uint32]*hunClass
	aliases [][]uint32 // AF; index 0 is alias 1
	morphs  [][]string // AM; index 0 is alias 1

	needAffix, onlyInCompound, forbidden, circumfix uint32
	ignore                                          string

	stems []hunStem
}

type hunStem struct {
	word  string
	flags []uint32 // sorted
	// lemma is the st: (stem) morphological field, when the entry is an
	// inflected form of another word ("kommer st:komme" in Danish);
	// allomorphs are its al: fields (forms of the word listed with it).
	lemma      string
	allomorphs []string
}

// parseHunspell parses an .aff file and its .dic file.
func parseHunspell(aff, dic []byte) (*hunspellDict, error) {
	d := &hunspellDict{
		classes:   map[uint32]*hunClass{},
		needAffix: hunNoFlag, onlyInCompound: hunNoFlag, forbidden: hunNoFlag, circumfix: hunNoFlag,
	}
	if err := d.parseAff(aff); err != nil {
		return nil, fmt.Errorf("hunspell .aff: %w", err)
	}
	if err := d.parseDic(dic); err != nil {
		return nil, fmt.Errorf("hunspell .dic: %w", err)
	}
	return d, nil
}

// text decodes a line of the dictionary's encoding as UTF-8.
func (d *hunspellDict) text(b []byte) string {
	if !d.latin1 {
		return string(b)
	}
	var sb strings.Builder
	sb.Grow(len(b))
	for _, c := range b {
		sb.WriteRune(rune(c))
	}
	return sb.String()
}

func (d *hunspellDict) parseAff(data []byte) error {
	data = bytes.TrimPrefix(data, []byte("\uFEFF"))
	// SET and FLAG come first in practice, but look for them everywhere.
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 0, 64*1024), 16<<20)
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) < 2 {
			continue
		}
		switch f[0] {
		case "SET":
			switch strings.ToUpper(f[1]) {
			case "UTF-8":
			case "ISO8859-1", "ISO-8859-1", "ISO8859-15":
				d.latin1 = true
			default:
				return fmt.Errorf("unsupported SET %s", f[1])
			}
		case "FLAG":
			switch f[1] {
			case "long":
				d.mode = hunFlagLong
			case "num":
				d.mode = hunFlagNum
			case "UTF-8":
				d.mode = hunFlagUTF8
			}
		}
	}
	var pending *hunClass // class whose rules are being read
	afCount, amCount := false, false
	remaining := 0
	sc = bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 0, 64*1024), 16<<20)
	line := 0
	for sc.Scan() {
		line++
		text := d.text(sc.Bytes())
		if i := strings.IndexByte(text, '#'); i == 0 {
			continue
		}
		f := strings.Fields(text)
		if len(f) == 0 {
			continue
		}
		switch f[0] {
		case "AF":
			if len(f) < 2 {
				continue
			}
			if !afCount {
				afCount = true // the first AF line is the count
				if _, err := strconv.Atoi(f[1]); err == nil {
					continue
				}
			}
			d.aliases = append(d.aliases, d.parseFlags(f[1]))
		case "AM":
			if len(f) < 2 {
				continue
			}
			if !amCount {
				amCount = true
				if _, err := strconv.Atoi(f[1]); err == nil && len(f) == 2 {
					continue
				}
			}
			d.morphs = append(d.morphs, f[1:])
		case "NEEDAFFIX", "ONLYINCOMPOUND", "FORBIDDENWORD", "CIRCUMFIX":
			if len(f) < 2 {
				continue
			}
			fl := d.parseFlags(f[1])
			if len(fl) != 1 {
				continue
			}
			switch f[0] {
			case "NEEDAFFIX":
				d.needAffix = fl[0]
			case "ONLYINCOMPOUND":
				d.onlyInCompound = fl[0]
			case "FORBIDDENWORD":
				d.forbidden = fl[0]
			case "CIRCUMFIX":
				d.circumfix = fl[0]
			}
		case "IGNORE":
			if len(f) >= 2 {
				d.ignore = f[1]
			}
		case "PFX", "SFX":
			if len(f) < 4 {
				continue
			}
			flags := d.parseFlags(f[1])
			if len(flags) != 1 {
				return fmt.Errorf("line %d: bad affix flag %q", line, f[1])
			}
			flag := flags[0]
			if pending == nil || remaining == 0 || d.classes[flag] != pending {
				// A header: PFX flag Y|N count.
				n, err := strconv.Atoi(f[3])
				if err != nil || (f[2] != "Y" && f[2] != "N") {
					return fmt.Errorf("line %d: bad affix header", line)
				}
				c := d.classes[flag]
				if c == nil {
					c = &hunClass{prefix: f[0] == "PFX"}
					d.classes[flag] = c
				}
				c.cross = f[2] == "Y"
				pending, remaining = c, n
				continue
			}
			remaining--
			if len(f) < 4 {
				f = append(f, ".")
			}
			a, err := d.parseRule(f[2], f[3], f[4:])
			if err != nil {
				return fmt.Errorf("line %d: %w", line, err)
			}
			pending.rules = append(pending.rules, a)
		}
	}
	return sc.Err()
}

func (d *hunspellDict) parseRule(strip, add string, rest []string) (hunAffix, error) {
	var a hunAffix
	if strip != "0" {
		a.strip = d.removeIgnored(strip)
	}
	add, cont, hasCont := strings.Cut(add, "/")
	if add != "0" {
		a.add = d.removeIgnored(add)
	}
	if hasCont {
		a.cont = d.flagsOrAlias(cont)
	}
	cond := "."
	if len(rest) > 0 {
		cond = rest[0]
	}
	c, err := hunParseCondition(cond)
	if err != nil {
		return a, err
	}
	a.cond = c
	return a, nil
}

func (d *hunspellDict) removeIgnored(s string) string {
	if d.ignore == "" {
		return s
	}
	return strings.Map(func(r rune) rune {
		if strings.ContainsRune(d.ignore, r) {
			return -1
		}
		return r
	}, s)
}

func hunParseCondition(s string) ([]hunCond, error) {
	if s == "." {
		return nil, nil
	}
	var out []hunCond
	for len(s) > 0 {
		switch s[0] {
		case '.':
			out = append(out, hunCond{any: true})
			s = s[1:]
		case '[':
			end := strings.IndexByte(s, ']')
			if end < 0 {
				return nil, fmt.Errorf("bad condition %q", s)
			}
			e := hunCond{chars: s[1:end]}
			if strings.HasPrefix(e.chars, "^") {
				e.neg, e.chars = true, e.chars[1:]
			}
			out = append(out, e)
			s = s[end+1:]
		default:
			_, n := utf8.DecodeRuneInString(s)
			out = append(out, hunCond{chars: s[:n]})
			s = s[n:]
		}
	}
	return out, nil
}

// parseFlags decodes a flag string in the dictionary's flag mode.
func (d *hunspellDict) parseFlags(s string) []uint32 {
	var out []uint32
	switch d.mode {
	case hunFlagNum:
		for p := range strings.SplitSeq(s, ",") {
			if n, err := strconv.ParseUint(strings.TrimSpace(p), 10, 32); err == nil {
				out = append(out, uint32(n))
			}
		}
	case hunFlagLong:
		rs := []rune(s)
		for i := 0; i+1 < len(rs); i += 2 {
			out = append(out, uint32(rs[i])<<16|uint32(rs[i+1])&0xffff)
		}
		if len(rs)%2 == 1 {
			out = append(out, uint32(rs[len(rs)-1])<<16)
		}
	default:
		for _, r := range s {
			out = append(out, uint32(r))
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// flagsOrAlias decodes flags, or an AF alias number when the dictionary
// defines aliases.
func (d *hunspellDict) flagsOrAlias(s string) []uint32 {
	if len(d.aliases) > 0 {
		if n, err := strconv.Atoi(s); err == nil {
			if n >= 1 && n <= len(d.aliases) {
				return d.aliases[n-1]
			}
			return nil
		}
	}
	return d.parseFlags(s)
}

func (d *hunspellDict) parseDic(data []byte) error {
	data = bytes.TrimPrefix(data, []byte("\uFEFF"))
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 0, 64*1024), 16<<20)
	first := true
	for sc.Scan() {
		text := d.text(sc.Bytes())
		if first {
			first = false
			if _, err := strconv.Atoi(strings.TrimSpace(text)); err == nil {
				continue
			}
		}
		if text == "" || text[0] == '\t' || text[0] == '#' || text[0] == '/' {
			continue
		}
		// The word ends at a tab or at the space before the morphological
		// fields (or an AM alias number); "\/" is a literal slash.
		fields := strings.Fields(text)
		if len(fields) == 0 {
			continue
		}
		word, flags := hunSplitDicEntry(fields[0])
		word = d.removeIgnored(word)
		if word == "" {
			continue
		}
		st := hunStem{word: word}
		if flags != "" {
			st.flags = d.flagsOrAlias(flags)
		}
		for _, m := range fields[1:] {
			morph := []string{m}
			if n, err := strconv.Atoi(m); err == nil && len(d.morphs) > 0 {
				if n < 1 || n > len(d.morphs) {
					continue
				}
				morph = d.morphs[n-1]
			}
			for _, m := range morph {
				switch {
				case strings.HasPrefix(m, "st:") && len(m) > 3 && st.lemma == "":
					st.lemma = m[3:]
				case strings.HasPrefix(m, "al:") && len(m) > 3:
					st.allomorphs = append(st.allomorphs, m[3:])
				}
			}
		}
		d.stems = append(d.stems, st)
	}
	return sc.Err()
}

// hunSplitDicEntry splits "word/flags", honouring "\/" inside the word.
func hunSplitDicEntry(s string) (word, flags string) {
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '\\':
			i++
		case '/':
			if i > 0 {
				return strings.ReplaceAll(s[:i], `\/`, "/"), s[i+1:]
			}
		}
	}
	return strings.ReplaceAll(s, `\/`, "/"), ""
}

func hunHasFlag(flags []uint32, f uint32) bool {
	if f == hunNoFlag {
		return false
	}
	_, ok := slices.BinarySearch(flags, f)
	return ok
}

// applySuffix returns word with rule a applied at its end, or false when
// the rule's strip or condition does not match.
func (a *hunAffix) applySuffix(word string) (string, bool) {
	if !strings.HasSuffix(word, a.strip) || len(word) == len(a.strip) && a.add == "" {
		return "", false
	}
	// The condition is checked on the word before stripping, at its end.
	s := word
	for i := len(a.cond) - 1; i >= 0; i-- {
		r, n := utf8.DecodeLastRuneInString(s)
		if n == 0 || !a.cond[i].match(r) {
			return "", false
		}
		s = s[:len(s)-n]
	}
	return word[:len(word)-len(a.strip)] + a.add, true
}

// applyPrefix is applySuffix for the start of the word.
func (a *hunAffix) applyPrefix(word string) (string, bool) {
	if !strings.HasPrefix(word, a.strip) || len(word) == len(a.strip) && a.add == "" {
		return "", false
	}
	s := word
	for i := range a.cond {
		r, n := utf8.DecodeRuneInString(s)
		if n == 0 || !a.cond[i].match(r) {
			return "", false
		}
		s = s[n:]
	}
	return a.add + word[len(a.strip):], true
}

// expand calls emit with each word form of stem st, the stem itself first
// when it stands alone, at most limit forms (duplicates included). It
// reports whether the limit cut the expansion short.
func (d *hunspellDict) expand(st hunStem, limit int, emit func(form string)) (truncated bool) {
	if hunHasFlag(st.flags, d.forbidden) || hunHasFlag(st.flags, d.onlyInCompound) {
		return false
	}
	n := 0
	out := func(w string) bool {
		if n >= limit {
			truncated = true
			return false
		}
		n++
		emit(w)
		return true
	}
	if !hunHasFlag(st.flags, d.needAffix) {
		if !out(st.word) {
			return
		}
	}
	usable := func(a *hunAffix) bool {
		return !hunHasFlag(a.cont, d.onlyInCompound) && !hunHasFlag(a.cont, d.forbidden)
	}
	// Suffixes, each optionally followed by a second suffix and by a
	// cross-product prefix.
	for _, f := range st.flags {
		c := d.classes[f]
		if c == nil || c.prefix {
			continue
		}
		for i := range c.rules {
			a := &c.rules[i]
			if !usable(a) {
				continue
			}
			w1, ok := a.applySuffix(st.word)
			if !ok {
				continue
			}
			circ := hunHasFlag(a.cont, d.circumfix)
			if !hunHasFlag(a.cont, d.needAffix) && !circ {
				if !out(w1) {
					return
				}
			}
			// A second suffix allowed by the first one's continuation class.
			if !d.continuationSuffixes(w1, a.cont, usable, out) {
				return
			}
			if !c.cross {
				continue
			}
			// Cross product with the stem's prefixes (and those the
			// suffix allows).
			for _, pf := range hunMergeFlags(st.flags, a.cont) {
				pc := d.classes[pf]
				if pc == nil || !pc.prefix || !pc.cross {
					continue
				}
				for j := range pc.rules {
					p := &pc.rules[j]
					if !usable(p) || hunHasFlag(p.cont, d.circumfix) != circ {
						continue
					}
					if w2, ok := p.applyPrefix(w1); ok && !out(w2) {
						return
					}
				}
			}
		}
	}
	// Prefixes alone, and with a suffix their continuation class allows.
	for _, f := range st.flags {
		c := d.classes[f]
		if c == nil || !c.prefix {
			continue
		}
		for i := range c.rules {
			p := &c.rules[i]
			if !usable(p) {
				continue
			}
			w1, ok := p.applyPrefix(st.word)
			if !ok {
				continue
			}
			if !hunHasFlag(p.cont, d.needAffix) && !hunHasFlag(p.cont, d.circumfix) {
				if !out(w1) {
					return
				}
			}
			if !d.continuationSuffixes(w1, p.cont, usable, out) {
				return
			}
		}
	}
	return false
}

// hunMergeFlags returns the sorted union of two sorted flag lists.
func hunMergeFlags(a, b []uint32) []uint32 {
	if len(b) == 0 {
		return a
	}
	if len(a) == 0 {
		return b
	}
	out := make([]uint32, 0, len(a)+len(b))
	out = append(out, a...)
	out = append(out, b...)
	slices.Sort(out)
	return slices.Compact(out)
}

// continuationSuffixes emits w with every suffix that the continuation
// class cont of the affix that made w allows (a second suffix). It returns
// false when out asks to stop.
func (d *hunspellDict) continuationSuffixes(w string, cont []uint32, usable func(*hunAffix) bool, out func(string) bool) bool {
	for _, f := range cont {
		c := d.classes[f]
		if c == nil || c.prefix {
			continue
		}
		for j := range c.rules {
			a := &c.rules[j]
			if !usable(a) || hunHasFlag(a.cont, d.needAffix) {
				continue
			}
			if w2, ok := a.applySuffix(w); ok && !out(w2) {
				return false
			}
		}
	}
	return true
}
