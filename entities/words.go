package entities

import (
	"unicode"
)

// scanWords looks at each word: month names with a day or year, weekday
// names, relative dates ("tomorrow", "next Friday") and passwords given
// after a cue ("password: hunter2").
func (p *sent) scanWords(add func(cand)) {
	for w := range p.words {
		ws := &p.words[w]
		if idx, e := p.calendarWord(w); idx > 0 {
			if idx <= 12 {
				p.monthDate(ws.s, e, add)
			} else {
				p.weekday(w, e, add)
			}
			continue
		}
		p.relativeDate(w, add)
		p.password(w, add)
	}
}

// calendarWord returns the month (1..12) or weekday (13..19) index of word
// w and the end of the name (after an abbreviation's dot), or 0.
func (p *sent) calendarWord(w int) (int, int) {
	ws := &p.words[w]
	if p.at(ws.e) == '.' {
		if idx := p.lt.calendar[ws.low+"."]; idx > 0 {
			return idx, ws.e + 1
		}
	}
	return p.lt.calendar[ws.low], ws.e
}

// dayAt reads a day of the month (1..31) ending at or starting at i.
func (p *sent) dayNumber(s, e int) bool {
	if e <= s || e-s > 2 {
		return false
	}
	d := p.atoi(s, e)
	return d >= 1 && d <= 31
}

// monthDate reads "12 March 2024", "March 12, 2024", "12. März", "12 de
// marzo de 2024", "le 12 mars", "March 2024" around the month name [s,e).
func (p *sent) monthDate(s, e int, add func(cand)) {
	start, end := s, e
	found := false
	// A day before the name.
	k := s
	if isSpace(p.at(k - 1)) {
		k--
	}
	if w := p.wordBefore(k); w >= 0 && p.words[w].e == k && (p.words[w].low == "de" || p.words[w].low == "di") && isSpace(p.at(p.words[w].s-1)) {
		k = p.words[w].s - 1
	}
	if p.at(k-1) == '.' {
		k--
	}
	if ds := p.digitsStart(k); ds < k && p.dayNumber(ds, k) && !isAlnum(p.at(ds-1)) && k < s {
		start, found = ds, true
	}
	// A day after the name, then a year.
	j := p.skipSpaces(end, 1)
	if de := p.digitsEnd(j); j > end && p.dayNumber(j, de) {
		x := de
		for _, suf := range []string{"st", "nd", "rd", "th", "."} {
			if p.hasLit(x, suf) && !p.wordy(x+len(suf)) {
				x += len(suf)
				break
			}
		}
		if !p.wordy(x) && !(p.at(x) == ':' && p.isDigitAt(x+1)) {
			end, found = x, true
		}
	}
	// A year.
	j = end
	if p.at(j) == ',' {
		j++
	}
	j = p.skipSpaces(j, 1)
	if w := p.wordIndex(j); w >= 0 && (p.words[w].low == "de" || p.words[w].low == "del") {
		j = p.skipSpaces(p.words[w].e, 1)
	}
	if ye := p.digitsEnd(j); j > end && ye-j == 4 && !p.wordy(ye) {
		if y := p.atoi(j, ye); y >= 1000 && y <= 2199 {
			end, found = ye, true
		}
	}
	if found {
		add(cand{start: start, end: end, typ: TypeDate, prio: prioDate})
	}
}

// digitsStart returns the start of the run of digits ending at e.
func (p *sent) digitsStart(e int) int {
	for e > 0 && isDigit(p.r[e-1]) {
		e--
	}
	return e
}

// weekday reads a weekday name (full names only: abbreviations are too
// often other words), with a "next"/"last" word before it.
func (p *sent) weekday(w, e int, add func(cand)) {
	ws := &p.words[w]
	long := ws.e-ws.s >= 4
	for _, c := range p.r[ws.s:ws.e] {
		if c > 0x500 {
			long = true
		}
	}
	if !long {
		return
	}
	start := ws.s
	if w > 0 && p.lt.cue("next", p.words[w-1].low) && ws.s-p.words[w-1].e == 1 {
		start = p.words[w-1].s
	}
	add(cand{start: start, end: ws.e, typ: TypeDate, prio: prioDate})
	_ = e
}

// relativeDate reads "today", "tomorrow", "yesterday" and their
// translations. A capitalised word inside the sentence is left alone
// (German "Morgen" is the morning), as is a word after a "notafter" cue
// ("guten Morgen").
func (p *sent) relativeDate(w int, add func(cand)) {
	for _, kind := range []string{"today", "tomorrow", "yesterday"} {
		e := p.phraseAt(kind, w)
		if e < 0 || p.wordy(e) {
			continue
		}
		ws := &p.words[w]
		if w > 0 && unicode.IsUpper(p.r[ws.s]) {
			return
		}
		if w > 0 && p.lt.cue("notafter:"+ws.low, p.words[w-1].low) {
			return
		}
		add(cand{start: ws.s, end: e, typ: TypeDate, prio: prioDate})
		return
	}
}

// password reads the word after a password cue and a link ("password:
// hunter2", "pw=X", "my password is S3cret!"). After a word link ("is")
// the password must look like one (a digit, a symbol or inner capitals),
// so that "the password is very long" finds nothing.
func (p *sent) password(w int, add func(cand)) {
	e := p.phraseAt("password", w)
	if e < 0 || p.wordy(e) {
		return
	}
	j := p.skipSpaces(e, 1)
	strong := false
	switch {
	case p.hasLit(j, ":=") || p.hasLit(j, "->"):
		j, strong = j+2, true
	case p.at(j) == ':' || p.at(j) == '=':
		j, strong = j+1, true
	default:
		lw := p.wordIndex(j)
		le := p.phraseAt("passlink", lw)
		if le < 0 {
			return
		}
		j = le
		if p.at(j) == ':' {
			j, strong = j+1, true
		}
	}
	j = p.skipSpaces(j, 2)
	quoted := false
	if c := p.at(j); c == '"' || c == '\'' || c == '«' || c == '“' || c == '`' {
		j++
		quoted = true
	}
	s := j
	for j < len(p.r) && !unicode.IsSpace(p.r[j]) && j-s <= 64 {
		j++
	}
	end := j
	for end > s {
		c := p.r[end-1]
		if c == '.' || c == ',' || c == ';' || c == '!' || c == '?' || c == ')' || c == '"' || c == '\'' || c == '»' || c == '”' || c == '`' {
			end--
			continue
		}
		break
	}
	if end-s < 3 || j-s > 64 {
		return
	}
	if !strong && !quoted && !looksLikePassword(p.r[s:end]) {
		return
	}
	add(cand{start: s, end: end, typ: TypeCredential, prio: prioPassword})
}

func looksLikePassword(r []rune) bool {
	for k, c := range r {
		if unicode.IsDigit(c) || unicode.IsPunct(c) || unicode.IsSymbol(c) || (k > 0 && unicode.IsUpper(c)) {
			return true
		}
	}
	return false
}
