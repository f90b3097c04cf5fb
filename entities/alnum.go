package entities

import (
	"strings"
)

// scanAlnum looks at each run of ASCII letters and digits: crypto
// addresses, hashes, IBANs, MAC addresses, flight codes, bare domains and
// leftover identifiers.
func (p *sent) scanAlnum(add func(cand)) {
	n := len(p.r)
	for i := 0; i < n; {
		if !isAlnum(p.r[i]) {
			i++
			continue
		}
		s := i
		for i < n && isAlnum(p.r[i]) {
			i++
		}
		e := i
		if p.wordy(s-1) || p.wordy(e) {
			continue // part of a word in another script, or of a longer one
		}
		if c := p.at(e); c == '.' || c == '-' {
			p.bareDomain(s, add)
		}
		p.crypto(s, e, add)
		p.hash(s, e, add)
		p.iban(s, add)
		p.mac(s, add)
		p.flight(s, e, add)
		p.identifier(s, add)
	}
}

// crypto validates a run as a cryptocurrency address or Lightning invoice.
func (p *sent) crypto(s, e int, add func(cand)) {
	if e-s < 25 || e-s > 2000 || p.at(s-1) == '/' || p.at(s-1) == '=' {
		return
	}
	w := p.str(s, e)
	net := ""
	switch {
	case len(w) == 42 && (w[:2] == "0x" || w[:2] == "0X"):
		if allHex(w[2:]) && eip55Valid(w[2:]) {
			net = "ethereum"
		}
	case hasPrefixFold(w, "bc1"):
		if segwitValid(w, "bc") {
			net = "bitcoin"
		}
	case hasPrefixFold(w, "ltc1"):
		if segwitValid(w, "ltc") {
			net = "litecoin"
		}
	case hasPrefixFold(w, "lnbc") || hasPrefixFold(w, "lntb"):
		if hrp, _, c, ok := bech32Decode(w, 2000); ok && c == bech32Const && strings.HasPrefix(hrp, "ln") {
			net = "lightning"
		}
	case len(w) == 95 || len(w) == 106:
		if (w[0] == '4' || w[0] == '8') && moneroValid(w) {
			net = "monero"
		}
	case len(w) <= 35 && w[0] == 'r':
		if b := base58Check(w, rippleAlphabet); len(b) == 21 && b[0] == 0 {
			net = "ripple"
		}
	}
	if net == "" && len(w) <= 35 {
		if b := base58Check(w, bitcoinAlphabet); len(b) == 21 {
			switch b[0] {
			case 0x00, 0x05:
				net = "bitcoin"
			case 0x30, 0x32:
				net = "litecoin"
			case 0x1e, 0x16:
				net = "dogecoin"
			}
		}
	}
	if net != "" {
		add(cand{start: s, end: e, typ: TypeCrypto, sub: net, prio: prioCrypto})
	}
}

func allHex(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isHex(rune(s[i])) {
			return false
		}
	}
	return true
}

func hasPrefixFold(s, prefix string) bool {
	return len(s) >= len(prefix) && strings.EqualFold(s[:len(prefix)], prefix)
}

// hash reads an MD5 (32 hex digits) or SHA-1 (40) digest: one case, with
// both letters and digits, as hash tools print them.
func (p *sent) hash(s, e int, add func(cand)) {
	if e-s != 32 && e-s != 40 {
		return
	}
	lower, upper, digits := 0, 0, 0
	for _, c := range p.r[s:e] {
		switch {
		case isDigit(c):
			digits++
		case c >= 'a' && c <= 'f':
			lower++
		case c >= 'A' && c <= 'F':
			upper++
		default:
			return
		}
	}
	if digits == 0 || (lower == 0 && upper == 0) || (lower > 0 && upper > 0) {
		return
	}
	sub := "md5"
	if e-s == 40 {
		sub = "sha-1"
	}
	add(cand{start: s, end: e, typ: TypeCredential, sub: sub, name: p.lowStr(s, e), prio: prioHash})
}

// iban reads an IBAN starting at s, compact or printed in groups of four.
func (p *sent) iban(s int, add func(cand)) {
	if !(isUpper(p.at(s)) && isUpper(p.at(s+1)) && p.isDigitAt(s+2) && p.isDigitAt(s+3)) {
		return
	}
	f, ok := p.t.iban[p.str(s, s+2)]
	if !ok {
		return
	}
	buf := make([]byte, 0, f.length)
	i, group := s, 0
	for len(buf) < f.length && i < len(p.r) {
		c := p.r[i]
		switch {
		case isDigit(c) || isUpper(c):
			buf = append(buf, byte(c))
			group++
			i++
		case c == ' ' && group == 4 && isAlnum(p.at(i+1)):
			group = 0
			i++
		default:
			return
		}
	}
	if len(buf) != f.length || isAlnum(p.at(i)) || !bbanMatches(buf[4:], f.bban) || !ibanValid(buf) {
		return
	}
	add(cand{start: s, end: i, typ: TypeBank, sub: "iban", name: string(buf), prio: prioIBAN})
}

func isUpper(c rune) bool { return c >= 'A' && c <= 'Z' }

// bbanMatches checks the BBAN against a structure such as "8n12c".
func bbanMatches(b []byte, spec string) bool {
	k := 0
	for spec != "" {
		n := 0
		for spec != "" && spec[0] >= '0' && spec[0] <= '9' {
			n = n*10 + int(spec[0]-'0')
			spec = spec[1:]
		}
		if spec == "" || k+n > len(b) {
			return false
		}
		cls := spec[0]
		spec = spec[1:]
		for _, c := range b[k : k+n] {
			d := c >= '0' && c <= '9'
			switch cls {
			case 'n':
				if !d {
					return false
				}
			case 'a':
				if d {
					return false
				}
			}
		}
		k += n
	}
	return k == len(b)
}

// mac reads 00:1A:2B:3C:4D:5E, 00-1A-..., or Cisco's 001a.2b3c.4d5e.
func (p *sent) mac(s int, add func(cand)) {
	if p.at(s-1) == ':' || p.at(s-1) == '-' || p.at(s-1) == '.' {
		return
	}
	sep := p.at(s + 2)
	if (sep == ':' || sep == '-') && isHex(p.at(s)) && isHex(p.at(s+1)) {
		i := s
		for g := 0; g < 6; g++ {
			if !isHex(p.at(i)) || !isHex(p.at(i+1)) || (g < 5 && p.at(i+2) != sep) {
				return
			}
			i += 3
		}
		e := i - 1
		if isAlnum(p.at(e)) || (p.at(e) == sep && isHex(p.at(e+1))) {
			return
		}
		add(cand{start: s, end: e, typ: TypeMAC, name: strings.ToLower(strings.ReplaceAll(p.str(s, e), "-", ":")), prio: prioMAC})
		return
	}
	if p.at(s+4) == '.' {
		i := s
		for g := 0; g < 3; g++ {
			for k := 0; k < 4; k++ {
				if !isHex(p.at(i + k)) {
					return
				}
			}
			if g < 2 && p.at(i+4) != '.' {
				return
			}
			i += 5
		}
		e := i - 1
		if isAlnum(p.at(e)) || (p.at(e) == '.' && isAlnum(p.at(e+1))) {
			return
		}
		add(cand{start: s, end: e, typ: TypeMAC, name: p.lowStr(s, e), prio: prioMAC})
	}
}

// flight reads an airline code followed by a flight number: "BA2490"
// (2 to 4 digits), or "LH 400" when the sentence speaks of a flight.
func (p *sent) flight(s, e int, add func(cand)) {
	if e-s < 2 || !p.t.airline[p.str(s, s+2)] {
		return
	}
	if e-s == 2 {
		if p.at(e) != ' ' || !p.isDigitAt(e+1) {
			return
		}
		d := p.digitsEnd(e + 1)
		if d-e-1 > 4 || p.wordy(d) || p.at(d) == '.' && p.isDigitAt(d+1) || p.at(d) == ',' && p.isDigitAt(d+1) {
			return
		}
		if !p.cueBefore("flight", s, 3) {
			return
		}
		add(cand{start: s, end: d, typ: TypeFlight, name: p.str(s, s+2) + p.str(e+1, d), prio: prioFlight})
		return
	}
	n := e - s - 2
	if n < 2 || n > 4 {
		return
	}
	for _, c := range p.r[s+2 : e] {
		if !isDigit(c) {
			return
		}
	}
	add(cand{start: s, end: e, typ: TypeFlight, prio: prioFlight})
}

// identifier reads a chunk of ASCII letters, digits, '-' and '_' of at
// least five characters with at least one letter and two digits, that is
// not a number with a unit or suffix ("100km", "2nd", "1990s").
func (p *sent) identifier(s int, add func(cand)) {
	if c := p.at(s - 1); c == '-' || c == '_' || c == '.' || c == '/' || c == '@' || c == '#' || c == ':' || c == '\\' {
		return
	}
	e := s
	letters, digits := 0, 0
	for e < len(p.r) && e-s < 64 {
		c := p.r[e]
		if isAlnum(c) {
			if isDigit(c) {
				digits++
			} else {
				letters++
			}
			e++
			continue
		}
		if (c == '-' || c == '_') && isAlnum(p.at(e+1)) {
			e++
			continue
		}
		break
	}
	if e-s < 5 || letters == 0 || digits < 2 || e-s >= 64 || p.wordy(e) {
		return
	}
	if c := p.at(e); c == '@' || c == '/' || c == '\\' || (c == '.' && isAlnum(p.at(e+1))) {
		return
	}
	// digits then letters only: a quantity or an ordinal.
	k := s
	for k < e && isDigit(p.r[k]) {
		k++
	}
	if k > s {
		j := k
		for j < e && isASCIIAlpha(p.r[j]) {
			j++
		}
		if j == e {
			return
		}
	}
	add(cand{start: s, end: e, typ: TypeIdentifier, prio: prioIdentifier})
}
