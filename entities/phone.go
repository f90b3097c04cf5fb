package entities

// phone reads a telephone number starting at i ('+', '(' or a digit):
// digit groups separated by a space, '-', '.', '/' or brackets. The
// longest reading that passes validPhone wins.
func (p *sent) phone(i int, add func(cand)) {
	type group struct{ s, e, end int } // digits [s,e); end includes a closing bracket
	var groups [12]group
	ng, total := 0, 0
	j := i
	intl := p.r[i] == '+'
	if intl {
		j++
	}
	open := false
	for ng < len(groups) {
		if p.at(j) == '(' && !open {
			open = true
			j++
		}
		e := p.digitsEnd(j)
		if e == j || total+e-j > 16 {
			break
		}
		total += e - j
		end := e
		if open && p.at(e) == ')' {
			open = false
			end = e + 1
		}
		groups[ng] = group{j, e, end}
		ng++
		// Separator: a space, one of -./, or both (" - ").
		k := end
		if isSpace(p.at(k)) {
			k++
		}
		if c := p.at(k); c == '-' || c == '.' || c == '/' || c == '–' {
			k++
			if isSpace(p.at(k)) {
				k++
			}
		}
		if (k == end && p.at(end-1) != ')') || !(p.isDigitAt(k) || (p.at(k) == '(' && p.isDigitAt(k+1))) {
			break
		}
		j = k
	}
	cue := p.cueBefore("phone", i, 3)
	for g := ng; g >= 1; g-- {
		end := groups[g-1].end
		if isAlnum(p.at(end)) || p.at(end) == '@' {
			continue
		}
		if c := p.at(end); (c == '-' || c == '.' || c == '/' || c == ',') && p.isDigitAt(end+1) {
			continue
		}
		var d [16]byte
		nd := 0
		lens := make([]int, 0, g)
		for _, gr := range groups[:g] {
			// A "(0)" after the country code is the domestic trunk prefix.
			if intl && gr.e-gr.s == 1 && p.r[gr.s] == '0' && gr.end > gr.e {
				continue
			}
			for _, c := range p.r[gr.s:gr.e] {
				d[nd] = byte(c)
				nd++
			}
			lens = append(lens, gr.e-gr.s)
		}
		if sub, name := p.validPhone(d[:nd], lens, intl, cue); sub != "" {
			prio := prioPhone
			if sub == "international" {
				prio = prioPhoneIntl
			}
			add(cand{start: i, end: end, typ: TypePhone, sub: sub, name: name, prio: prio})
			return
		}
	}
}

// validPhone decides whether the digits, in groups of the given lengths,
// are a phone number, and returns its subtype and normalised form. Rules:
// international numbers ('+' or "00") have 8 to 15 digits after a known
// country calling code. Domestic numbers are grouped (or follow a phone
// word such as "tel") and are either North American (3-3-4), or start
// with a trunk 0 and have 9 to 12 digits, or follow the formats of the
// language's main country (Spain and Poland: 9 digits; Denmark and Norway:
// 4 pairs; Russia: 8 + 10 digits; China: mobile 1xx xxxx xxxx).
func (p *sent) validPhone(d []byte, lens []int, intl, cue bool) (string, string) {
	n := len(d)
	if !intl && n >= 10 && d[0] == '0' && d[1] == '0' && len(lens) >= 2 && lens[0] <= 5 {
		if lens[0] >= 4 || lens[0] == 2 {
			intl, d, n = true, d[2:], n-2
			lens = append([]int{lens[0] - 2}, lens[1:]...)
			if lens[0] == 0 {
				lens = lens[1:]
			}
		}
	}
	if intl {
		if n < 8 || n > 15 || d[0] == '0' {
			return "", ""
		}
		if !(p.t.calling[string(d[:1])] || p.t.calling[string(d[:2])] || p.t.calling[string(d[:3])]) {
			return "", ""
		}
		return "international", "+" + string(d)
	}
	if n > 15 || n < 7 {
		return "", ""
	}
	grouped := len(lens) >= 2
	// Digits grouped in threes after a short first group read as a number
	// with thousands separators ("1 234 567").
	if grouped && lens[0] <= 3 && d[0] != '0' {
		thousands := true
		for _, l := range lens[1:] {
			thousands = thousands && l == 3
		}
		if thousands && !(p.lang == "es" && n == 9) && !cue {
			return "", ""
		}
	}
	name := string(d)
	switch {
	case n == 10 && d[0] >= '2' && (sameLens(lens, 3, 3, 4)) && !cue:
		return "domestic", name
	case n == 11 && d[0] == '1' && sameLens(lens, 1, 3, 3, 4):
		return "domestic", name
	case d[0] == '0' && d[1] != '0' && n >= 9 && n <= 12 && (grouped || cue) && lens[0] <= 5:
		return "domestic", name
	case p.lang == "es" && n == 9 && d[0] >= '6' && grouped:
		return "domestic", name
	case p.lang == "pl" && n == 9 && d[0] != '0' && len(lens) >= 3:
		return "domestic", name
	case (p.lang == "da" || p.lang == "no") && n == 8 && d[0] >= '2' && sameLens(lens, 2, 2, 2, 2):
		return "domestic", name
	case p.lang == "ru" && n == 11 && d[0] == '8' && grouped:
		return "domestic", name
	case (p.lang == "zh-CN" || p.lang == "zh-TW") && n == 11 && d[0] == '1' && d[1] >= '3' && sameLens(lens, 3, 4, 4):
		return "domestic", name
	case cue && n >= 7 && n <= 12:
		return "domestic", name
	case n == 10 && d[0] >= '2' && sameLens(lens, 3, 3, 4):
		return "domestic", name
	}
	return "", ""
}

func sameLens(lens []int, want ...int) bool {
	if len(lens) != len(want) {
		return false
	}
	for k := range lens {
		if lens[k] != want[k] {
			return false
		}
	}
	return true
}
