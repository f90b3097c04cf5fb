package entities

import (
	"strconv"
	"strings"
	"unicode"
)

// commaDecimal are the languages that write a decimal comma and group
// thousands with a dot or a space.
var commaDecimal = map[string]bool{"da": true, "de": true, "es": true, "fi": true, "fr": true,
	"id": true, "it": true, "nl": true, "no": true, "pl": true, "pt": true, "ru": true, "sv": true,
	"tr": true, "vi": true}

// span is a time found in the sentence, for the range pass.
type span struct {
	s, e int
	bare bool // a bare hour ("9"), only usable as a range's first end
}

// scanDigits looks at each place a number starts.
func (p *sent) scanDigits(add func(cand)) {
	var times []span
	n := len(p.r)
	for i := 0; i < n; i++ {
		c := p.r[i]
		switch {
		case c == '+' && p.isDigitAt(i+1) && !isAlnum(p.at(i-1)):
			p.phone(i, add)
		case c == '(' && p.isDigitAt(i+1) && !isAlnum(p.at(i-1)):
			p.phone(i, add)
		case c == '-' && p.isDigitAt(i+1) && !isAlnum(p.at(i-1)) && !p.isDigitAt(i-2):
			p.coordinates(i, add)
		case isDigit(c) && !isAlnum(p.at(i-1)) && !p.wordy(i-1):
			if (p.at(i-1) == '.' || p.at(i-1) == ',') && p.isDigitAt(i-2) {
				continue
			}
			p.card(i, add)
			p.phone(i, add)
			p.ipv4(i, add)
			p.numericDate(i, add)
			p.cjkDate(i, add)
			if t, ok := p.time(i, add); ok {
				times = append(times, t)
			}
			p.yearRange(i, add)
			p.coordinates(i, add)
			p.quantity(i, add)
			p.socialImage(i, add)
			p.numeric(i, add)
		}
	}
	p.timeRanges(times, add)
}

// card reads a payment card number: 13 to 19 digits, in groups separated
// by single spaces or dashes, Luhn-valid, with a known network's prefix
// and length. The longest valid reading wins.
func (p *sent) card(i int, add func(cand)) {
	var digits [19]byte
	nd := 0
	var sep rune
	j := i
	best, bestNet := -1, ""
	for nd < 19 {
		e := p.digitsEnd(j)
		if e == j || nd+e-j > 19 {
			break
		}
		for k := j; k < e; k++ {
			digits[nd] = byte(p.r[k])
			nd++
		}
		if nd >= 12 && !isAlnum(p.at(e)) && !(p.at(e) == '.' && p.isDigitAt(e+1)) && !(p.at(e) == ',' && p.isDigitAt(e+1)) {
			if net := p.cardNetwork(digits[:nd]); net != "" {
				best, bestNet = e, net
			}
		}
		c := p.at(e)
		if (c != ' ' && c != '-') || (sep != 0 && c != sep) || !p.isDigitAt(e+1) {
			break
		}
		sep = c
		j = e + 1
	}
	if best > 0 {
		var name strings.Builder
		for _, c := range p.r[i:best] {
			if isDigit(c) {
				name.WriteRune(c)
			}
		}
		add(cand{start: i, end: best, typ: TypeCard, sub: bestNet, name: name.String(), prio: prioCard})
	}
}

func (p *sent) cardNetwork(d []byte) string {
	if !luhn(d) {
		return ""
	}
	best, bestLen := "", 0
	for _, nw := range p.t.cards {
		okLen := false
		for _, l := range nw.lengths {
			okLen = okLen || l == len(d)
		}
		if !okLen {
			continue
		}
		for _, r := range nw.ranges {
			if r.digits > len(d) || r.digits <= bestLen {
				continue
			}
			v, _ := strconv.Atoi(string(d[:r.digits]))
			if v >= r.lo && v <= r.hi {
				best, bestLen = nw.name, r.digits
			}
		}
	}
	return best
}

// ipv4 reads four dotted octets (0..255, no leading zeros). A dotted
// quad right after a version word ("version 1.2.3.4", "Android 10.0.1.2")
// is a version number, not an address.
func (p *sent) ipv4(i int, add func(cand)) {
	j := i
	for k := 0; k < 4; k++ {
		e := p.digitsEnd(j)
		if e == j || e-j > 3 || (e-j > 1 && p.r[j] == '0') || p.atoi(j, e) > 255 {
			return
		}
		if k < 3 {
			if p.at(e) != '.' {
				return
			}
			j = e + 1
		} else {
			j = e
		}
	}
	if isAlnum(p.at(j)) || (p.at(j) == '.' && p.isDigitAt(j+1)) || p.at(i-1) == '.' {
		return
	}
	if p.cueBefore("version", i, 2) || p.at(i-1) == 'v' || p.at(i-1) == 'V' {
		return
	}
	add(cand{start: i, end: j, typ: TypeIP, sub: "v4", prio: prioIP})
}

// validDate reports whether y-m-d is a calendar date (years 1000..2199,
// or two-digit years).
func validDate(y, m, d int) bool {
	if m < 1 || m > 12 || d < 1 || (y >= 100 && (y < 1000 || y > 2199)) {
		return false
	}
	days := [13]int{0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31}[m]
	if m == 2 && (y%4 == 0 && (y%100 != 0 || y%400 == 0)) {
		days = 29
	}
	return d <= days
}

// numericDate reads Y-M-D, D/M/Y, D.M.Y and (English) M/D/Y.
func (p *sent) numericDate(i int, add func(cand)) {
	e1 := p.digitsEnd(i)
	sep := p.at(e1)
	if sep != '/' && sep != '.' && sep != '-' {
		return
	}
	e2 := p.digitsEnd(e1 + 1)
	if e2 == e1+1 || e2-e1-1 > 2 || p.at(e2) != sep {
		return
	}
	e3 := p.digitsEnd(e2 + 1)
	l1, l3 := e1-i, e3-e2-1
	if isAlnum(p.at(e3)) || ((p.at(e3) == sep || p.at(e3) == '.' || p.at(e3) == ',') && p.isDigitAt(e3+1)) {
		return
	}
	if p.at(i-1) == sep && p.isDigitAt(i-2) {
		return
	}
	a, b, c := p.atoi(i, e1), p.atoi(e1+1, e2), p.atoi(e2+1, e3)
	ok := false
	switch {
	case l1 == 4 && l3 >= 1 && l3 <= 2:
		ok = validDate(a, b, c)
	case l1 <= 2 && (l3 == 2 || l3 == 4):
		ok = validDate(c, b, a) || (p.lang == "en" && validDate(c, a, b))
	}
	if ok {
		add(cand{start: i, end: e3, typ: TypeDate, prio: prioDate})
	}
}

// cjkDate reads 2024年3月5日, 3月5日 and 2024년 3월 5일.
func (p *sent) cjkDate(i int, add func(cand)) {
	for _, m := range [][3]rune{{'年', '月', '日'}, {'년', '월', '일'}} {
		vals := [3]int{-1, -1, -1}
		j, next, parts, end := i, 0, 0, -1
		for parts < 3 {
			e := p.digitsEnd(j)
			if e == j || e-j > 4 {
				break
			}
			k := next
			for k < 3 && m[k] != p.at(e) {
				k++
			}
			if k == 3 {
				break
			}
			vals[k] = p.atoi(j, e)
			next, parts, end = k+1, parts+1, e+1
			j = p.skipSpaces(e+1, 1)
		}
		if parts >= 2 && vals[1] >= 1 && vals[1] <= 12 && vals[2] <= 31 && vals[2] != 0 {
			add(cand{start: i, end: end, typ: TypeDate, prio: prioDate})
			return
		}
	}
}

// ampmAt returns the end of an "am"/"pm" marker at i, or -1.
func (p *sent) ampmAt(i int) int {
	for _, m := range []string{"a.m.", "p.m.", "am", "pm"} {
		if p.hasLit(i, m) && !p.wordy(i+litLen(m)) {
			return i + litLen(m)
		}
	}
	return -1
}

// time reads 10:30, 10:30:15, 10:30 pm, 3pm, 22h, 22h30 and "10 Uhr".
func (p *sent) time(i int, add func(cand)) (span, bool) {
	e1 := p.digitsEnd(i)
	if e1-i > 2 || p.at(i-1) == ':' {
		return span{}, false
	}
	h := p.atoi(i, e1)
	end := -1
	switch c := p.at(e1); {
	case c == ':' && p.isDigitAt(e1+1):
		e2 := p.digitsEnd(e1 + 1)
		if e2-e1-1 != 2 || p.atoi(e1+1, e2) > 59 || h > 24 {
			return span{}, false
		}
		end = e2
		if p.at(end) == ':' && p.isDigitAt(end+1) {
			e3 := p.digitsEnd(end + 1)
			if e3-end-1 != 2 || p.atoi(end+1, e3) > 59 {
				return span{}, false
			}
			end = e3
		}
		if p.at(end) == ':' || p.wordy(end) || (p.at(end) == '.' && p.isDigitAt(end+1)) {
			return span{}, false
		}
		if a := p.ampmAt(p.skipSpaces(end, 1)); a > 0 && h >= 1 && h <= 12 {
			end = a
		}
	case (c == 'h' || c == 'H') && h <= 24:
		end = e1 + 1
		if p.isDigitAt(end) {
			e2 := p.digitsEnd(end)
			if e2-end != 2 || p.atoi(end, e2) > 59 {
				return span{}, false
			}
			end = e2
		}
		if p.wordy(end) {
			return span{}, false
		}
	default:
		j := p.skipSpaces(e1, 1)
		if a := p.ampmAt(j); a > 0 && h >= 1 && h <= 12 {
			end = a
			break
		}
		if j > e1 && h <= 24 {
			if w := p.wordIndex(j); w >= 0 {
				if k := p.phraseAt("timeword", w); k > 0 && !p.wordy(k) {
					end = k
					break
				}
			}
		}
		if !p.wordy(e1) && p.at(e1) != '.' && p.at(e1) != ',' && p.at(e1) != ':' && h <= 24 {
			return span{i, e1, true}, true // a bare hour, for ranges only
		}
		return span{}, false
	}
	add(cand{start: i, end: end, typ: TypeTime, prio: prioTime})
	return span{i, end, false}, true
}

// rangeConnector reports whether [s,e) joins the two ends of a range: a
// dash, or a "to" word when a "from" word comes before the first end
// ("from 9 to 5", "von 9 bis 17 Uhr"); "3pm and 22:15" is two times.
func (p *sent) rangeConnector(s, e, first int) bool {
	t := strings.TrimSpace(p.lowStr(s, e))
	switch t {
	case "-", "–", "—", "~", "〜", "～":
		return true
	}
	if e-s > 12 || !isSpace(p.at(s)) || !isSpace(p.at(e-1)) || !p.lt.cue("rangeto", t) {
		return false
	}
	w := p.wordBefore(first)
	return w >= 0 && first-p.words[w].e <= 1 && p.lt.cue("rangefrom", p.words[w].low)
}

// timeRanges joins two times with a connector ("10:00–12:00", "9am-5pm",
// "9-5pm", "from 9 to 5").
func (p *sent) timeRanges(times []span, add func(cand)) {
	for k := 0; k+1 < len(times); k++ {
		a, b := times[k], times[k+1]
		if !p.rangeConnector(a.e, b.s, a.s) {
			continue
		}
		if b.bare {
			// Two bare hours only after a "from" word.
			w := p.wordBefore(a.s)
			if !a.bare || w < 0 || !p.lt.cue("rangefrom", p.words[w].low) || a.s-p.words[w].e > 1 {
				continue
			}
		}
		add(cand{start: a.s, end: b.e, typ: TypeTimeRange, prio: prioTimeRange})
		k++
	}
}

// yearRange reads "1990-1995".
func (p *sent) yearRange(i int, add func(cand)) {
	e := p.digitsEnd(i)
	if e-i != 4 {
		return
	}
	j := e
	if p.at(j) == ' ' {
		j++
	}
	if c := p.at(j); c != '-' && c != '–' && c != '—' {
		return
	}
	j++
	if p.at(j) == ' ' {
		j++
	}
	e2 := p.digitsEnd(j)
	if e2-j != 4 || isAlnum(p.at(e2)) || (p.at(e2) == '-' && p.isDigitAt(e2+1)) {
		return
	}
	y1, y2 := p.atoi(i, e), p.atoi(j, e2)
	if y1 < 1000 || y2 > 2199 || y2 <= y1 {
		return
	}
	add(cand{start: i, end: e2, typ: TypeTimeRange, prio: prioTimeRange})
}

// decimal reads a signed decimal number with at least minFrac fractional
// digits and at most three integer digits.
func (p *sent) decimal(i, minFrac int) (end int, v float64, ok bool) {
	j := i
	if p.at(j) == '-' {
		j++
	}
	e := p.digitsEnd(j)
	if e == j || e-j > 3 || p.at(e) != '.' {
		return 0, 0, false
	}
	f := p.digitsEnd(e + 1)
	if f-e-1 < minFrac || f-e-1 > 10 {
		return 0, 0, false
	}
	v, err := strconv.ParseFloat(p.str(i, f), 64)
	return f, v, err == nil
}

// coordinates reads "48.8584, 2.2945" (with optional ° and N/S/E/W) and
// 48°51′29″N 2°17′40″E.
func (p *sent) coordinates(i int, add func(cand)) {
	minFrac := 3
	if commaDecimal[p.lang] {
		minFrac = 4 // "1.234" is a thousand there
	}
	if e, lat, ok := p.decimal(i, minFrac); ok {
		e, ns := p.hemisphere(e, "NS")
		j := e
		switch {
		case p.at(j) == ',' || p.at(j) == ';':
			j = p.skipSpaces(j+1, 1)
		case p.at(j) == ' ':
			j++
		default:
			return
		}
		e2, lon, ok := p.decimal(j, minFrac)
		if !ok {
			return
		}
		e2, ew := p.hemisphere(e2, "EW")
		if (ns != 0) != (ew != 0) || lat < -90 || lat > 90 || lon < -180 || lon > 180 || isAlnum(p.at(e2)) || p.isDigitAt(e2+1) && p.at(e2) == '.' {
			return
		}
		add(cand{start: i, end: e2, typ: TypeCoordinates, prio: prioCoord})
		return
	}
	e, ok := p.dms(i)
	if !ok {
		return
	}
	j := p.skipSpaces(e, 1)
	if p.at(j) == ',' {
		j = p.skipSpaces(j+1, 1)
	}
	e2, ok := p.dms(j)
	if !ok {
		return
	}
	add(cand{start: i, end: e2, typ: TypeCoordinates, prio: prioCoord})
}

// hemisphere skips an optional degree sign and hemisphere letter.
func (p *sent) hemisphere(e int, letters string) (int, rune) {
	if p.at(e) == '°' {
		e++
	}
	j := p.skipSpaces(e, 1)
	if c := p.at(j); c != 0 && strings.ContainsRune(letters, c) && !p.wordy(j+1) {
		return j + 1, c
	}
	return e, 0
}

// dms reads 48°51′29″N (seconds optional, ASCII ' and " accepted).
func (p *sent) dms(i int) (int, bool) {
	e := p.digitsEnd(i)
	if e == i || e-i > 3 || p.at(e) != '°' || p.atoi(i, e) > 180 {
		return 0, false
	}
	j := p.skipSpaces(e+1, 1)
	m := p.digitsEnd(j)
	if m == j || m-j > 2 || p.atoi(j, m) > 59 || (p.at(m) != '′' && p.at(m) != '\'') {
		return 0, false
	}
	j = p.skipSpaces(m+1, 1)
	if s := p.digitsEnd(j); s > j && s-j <= 2 {
		k := s
		if p.at(k) == '.' && p.isDigitAt(k+1) {
			k = p.digitsEnd(k + 1)
		}
		switch {
		case p.at(k) == '″' || p.at(k) == '"':
			j = p.skipSpaces(k+1, 1)
		case p.at(k) == '\'' && p.at(k+1) == '\'':
			j = p.skipSpaces(k+2, 1)
		}
	}
	if c := p.at(j); strings.ContainsRune("NSEW", c) && c != 0 && !p.wordy(j+1) {
		return j + 1, true
	}
	return 0, false
}

// number reads a number in the language's format from i: digit groups of
// three and a decimal part. It returns the end and the value.
func (p *sent) number(i int) (int, float64) {
	dec, grp := '.', ','
	if commaDecimal[p.lang] {
		dec, grp = ',', '.'
	}
	e := p.digitsEnd(i)
	var b strings.Builder
	b.WriteString(p.str(i, e))
	for e-i < 40 {
		c := p.at(e)
		if (c == grp || c == '\u00a0' || c == '\u202f' || (c == ' ' && commaDecimal[p.lang]) || c == '\'') &&
			p.digitsEnd(e+1)-e-1 == 3 {
			b.WriteString(p.str(e+1, e+4))
			e += 4
			continue
		}
		break
	}
	if p.at(e) == dec && p.isDigitAt(e+1) {
		f := p.digitsEnd(e + 1)
		b.WriteByte('.')
		b.WriteString(p.str(e+1, f))
		e = f
	}
	v, _ := strconv.ParseFloat(b.String(), 64)
	return e, v
}

// quantity reads an amount of money ("$20", "20 €", "EUR 1.234,50", "20
// dollars") or a weight ("5 kg", "3lbs") around the number at i.
func (p *sent) quantity(i int, add func(cand)) {
	e, v := p.number(i)
	if isAlnum(p.at(e)) && !isASCIIAlpha(p.at(e)) {
		return
	}
	// Currency before the number.
	for _, cur := range p.lt.symbols {
		l := litLen(cur.text)
		for _, gap := range []int{0, 1} {
			s := i - gap - l
			if s < 0 || (gap == 1 && !isSpace(p.r[i-1])) {
				continue
			}
			if string(p.r[s:s+l]) == cur.text && (!unicode.IsLetter(p.r[s]) || !p.wordy(s-1)) {
				add(cand{start: s, end: e, typ: TypeMoney, name: cur.code + " " + fmtNum(v), prio: prioMoney})
				return
			}
		}
	}
	j := p.skipSpaces(e, 1)
	for _, cur := range p.lt.symbols {
		l := litLen(cur.text)
		if j+l <= len(p.r) && string(p.r[j:j+l]) == cur.text && !(unicode.IsLetter(p.r[j+l-1]) && p.wordy(j+l)) {
			add(cand{start: i, end: j + l, typ: TypeMoney, name: cur.code + " " + fmtNum(v), prio: prioMoney})
			return
		}
	}
	for _, cur := range p.lt.words {
		if p.hasLit(j, cur.text) && !p.wordy(j+litLen(cur.text)) {
			add(cand{start: i, end: j + litLen(cur.text), typ: TypeMoney, name: cur.code + " " + fmtNum(v), prio: prioMoney})
			return
		}
	}
	for _, u := range p.lt.units {
		l := litLen(u.text)
		if !p.hasLit(j, u.text) || p.wordy(j+l) {
			continue
		}
		if (u.text == "г" || u.text == "г.") && v >= 1000 && v <= 2199 && v == float64(int(v)) {
			return // "2020 г." is a year
		}
		if u.text == "t" && j == e {
			continue // "5t" is more often a code than five tonnes
		}
		add(cand{start: i, end: j + l, typ: TypeWeight, name: fmtNum(v*u.grams) + " g", prio: prioWeight})
		return
	}
}

func fmtNum(v float64) string { return strconv.FormatFloat(v, 'f', -1, 64) }

// socialImage reads image names as Facebook and Instagram save them:
// "123456789_123456789012345_1234567890123456789_n.jpg".
func (p *sent) socialImage(i int, add func(cand)) {
	j := i
	for k := 0; k < 3; k++ {
		e := p.digitsEnd(j)
		if e-j < 5 || p.at(e) != '_' {
			return
		}
		j = e + 1
	}
	if !strings.ContainsRune("noabs", p.at(j)) || p.at(j+1) != '.' {
		return
	}
	j += 2
	for _, ext := range []string{"jpeg", "jpg", "png", "webp", "gif", "mp4"} {
		if p.hasLit(j, ext) && !p.wordy(j+len(ext)) {
			add(cand{start: i, end: j + len(ext), typ: TypeFile, sub: "social_image", prio: prioFile})
			return
		}
	}
}

// numeric reads a number not otherwise classified: at least five digits,
// possibly grouped with '.', ',', '-' or '/' ("12345", "1,234,567",
// "123-456-789"). Shorter numbers (counts, years, prices without a
// currency) are too common to be worth reporting.
func (p *sent) numeric(i int, add func(cand)) {
	j, digits := i, 0
	for j < len(p.r) && j-i < 64 {
		e := p.digitsEnd(j)
		digits += e - j
		j = e
		if c := p.at(j); (c == '.' || c == ',' || c == '-' || c == '/') && p.isDigitAt(j+1) {
			j++
			continue
		}
		break
	}
	if digits < 5 || isAlnum(p.at(j)) {
		return
	}
	add(cand{start: i, end: j, typ: TypeNumeric, prio: prioNumeric})
}
