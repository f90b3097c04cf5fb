package entities

import (
	"net/netip"
	"strings"
	"unicode"
)

// scanNet finds the types keyed on a marker character: e-mail addresses
// ('@' and its spelled-out forms), user names, hashtags, URLs with a
// scheme or www., Windows paths, and IPv6 addresses.
func (p *sent) scanNet(add func(cand)) {
	n := len(p.r)
	for i := 0; i < n; i++ {
		c := p.r[i]
		switch {
		case c == '@':
			if !p.email(i, add) {
				p.handle(i, add)
			}
		case c == '#':
			p.hashtag(i, add)
		case c == '[' || c == '(' || c == '{' || c == '<' || (c == ' ' && (strings.ContainsRune("[({<", p.at(i+1)) || p.hasLit(i, " at "))):
			p.obfuscatedEmail(i, add)
		case (c == 'h' || c == 'H' || c == 'f' || c == 'F' || c == 'w' || c == 'W') && !p.wordy(i-1):
			p.url(i, add)
		case c == '\\' && p.at(i+1) == '\\' && !p.wordy(i-1) && p.at(i-1) != '\\':
			p.uncPath(i, add)
		case c == ':' && p.at(i+1) == '\\' && isASCIIAlpha(p.at(i-1)) && !p.wordy(i-2):
			p.drivePath(i-1, add)
		}
		if c == ':' && p.at(i+1) == ':' || (c == ':' && isHex(p.at(i-1)) && isHex(p.at(i+1))) {
			i = p.ipv6(i, add)
		}
	}
}

func isLocalRune(c rune) bool {
	return isAlnum(c) || strings.ContainsRune("._%+-", c) || (c > 127 && unicode.IsLetter(c))
}

func isDomainRune(c rune) bool { return isAlnum(c) || c == '-' || (c > 127 && unicode.IsLetter(c)) }

// email checks an address around the '@' at i.
func (p *sent) email(i int, add func(cand)) bool {
	s := i
	for s > 0 && isLocalRune(p.r[s-1]) && i-s < 64 {
		s--
	}
	for s < i && p.r[s] == '.' {
		s++
	}
	if s == i || (s > 0 && isLocalRune(p.r[s-1])) {
		return false
	}
	e, tld, ok := p.domain(i+1, false)
	if !ok || len([]rune(tld)) < 2 {
		return false
	}
	for _, c := range tld {
		if !unicode.IsLetter(c) {
			return false
		}
	}
	add(cand{start: s, end: e, typ: TypeEmail, name: p.lowStr(s, e), prio: prioEmail})
	return true
}

// domain reads labels separated by dots from i; it returns the end, the
// last label, and whether there were at least two labels.
func (p *sent) domain(i int, _ bool) (end int, tld string, ok bool) {
	labels := 0
	j := i
	lastStart := i
	for labels < 64 {
		k := j
		for k < len(p.r) && isDomainRune(p.r[k]) && k-j < 63 {
			k++
		}
		if k == j || p.r[j] == '-' || p.r[k-1] == '-' {
			break
		}
		labels++
		lastStart, end = j, k
		if p.at(k) == '.' && isDomainRune(p.at(k+1)) {
			j = k + 1
			continue
		}
		break
	}
	if labels < 2 {
		return 0, "", false
	}
	return end, p.lowStr(lastStart, end), true
}

func (p *sent) handle(i int, add func(cand)) {
	if p.wordy(i-1) || p.at(i-1) == '@' {
		return
	}
	e := i + 1
	letters := 0
	for e < len(p.r) && e-i <= 31 && (isAlnum(p.r[e]) || p.r[e] == '_' || (p.r[e] == '.' && isAlnum(p.at(e+1)))) {
		if isASCIIAlpha(p.r[e]) {
			letters++
		}
		e++
	}
	if letters == 0 || e-i > 31 || p.wordy(e) {
		return
	}
	add(cand{start: i, end: e, typ: TypeUsername, name: p.lowStr(i, e), prio: prioTag})
}

func (p *sent) hashtag(i int, add func(cand)) {
	if p.wordy(i-1) || p.at(i-1) == '#' || p.at(i-1) == '&' {
		return
	}
	e := i + 1
	letters := 0
	for e < len(p.r) && e-i <= 140 && (isWordRune(p.r[e]) || p.r[e] == '_') {
		if unicode.IsLetter(p.r[e]) {
			letters++
		}
		e++
	}
	if letters == 0 {
		return
	}
	add(cand{start: i, end: e, typ: TypeHashtag, name: p.lowStr(i, e), prio: prioTag})
}

// obfuscation markers: an "at" or a "dot" written out to fool scrapers.
var (
	atMarks  = []string{"[at]", "(at)", "{at}", "<at>", "[@]", "(@)", " [at] ", " (at) ", " {at} ", " <at> ", " [@] ", " (@) "}
	dotMarks = []string{" [dot] ", " (dot) ", " {dot} ", "[dot]", "(dot)", "{dot}", "<dot>", "[.]", "(.)", " dot ", "."}
)

// markAt returns the end of the marker from marks at i, or -1.
func (p *sent) markAt(i int, marks []string) int {
	for _, m := range marks {
		if p.hasLit(i, m) {
			return i + litLen(m)
		}
	}
	return -1
}

// obfuscatedEmail reads "john [at] example [dot] com" and "john at example
// dot com" (the bare " at " form needs an obfuscated dot, so that "meet me
// at home.com" is not an address).
func (p *sent) obfuscatedEmail(i int, add func(cand)) {
	s := i
	for s > 0 && isLocalRune(p.r[s-1]) && i-s < 64 {
		s--
	}
	if s == i || (s > 0 && isLocalRune(p.r[s-1])) {
		return
	}
	weak := false
	j := p.markAt(i, atMarks)
	if j < 0 {
		if !p.hasLit(i, " at ") {
			return
		}
		j, weak = i+4, true
	}
	var b strings.Builder
	b.WriteString(p.lowStr(s, i))
	b.WriteByte('@')
	labels, obfuscatedDot, end := 0, false, -1
	lastLabel := ""
	for labels < 16 {
		k := j
		for k < len(p.r) && isDomainRune(p.r[k]) && k-j < 63 {
			k++
		}
		if k == j {
			break
		}
		labels++
		b.WriteString(p.lowStr(j, k))
		lastLabel, end = p.lowStr(j, k), k
		m := p.markAt(k, dotMarks)
		if m < 0 || !isDomainRune(p.at(m)) {
			break
		}
		if p.r[k] != '.' {
			obfuscatedDot = true
		}
		b.WriteByte('.')
		j = m
	}
	if labels < 2 || !p.t.tlds[lastLabel] || (weak && !obfuscatedDot) || p.wordy(end) {
		return
	}
	add(cand{start: s, end: end, typ: TypeEmail, name: b.String(), prio: prioEmail})
}

func isURLRune(c rune) bool {
	return !isSpace(c) && c != '<' && c != '>' && c != '"' && c != '`' && c != '{' && c != '}' && c != '|' && c != '\\' && !unicode.IsSpace(c)
}

// url reads an address that starts with a scheme or "www.".
func (p *sent) url(i int, add func(cand)) {
	var j int
	switch {
	case p.hasLit(i, "https://"):
		j = i + 8
	case p.hasLit(i, "http://"):
		j = i + 7
	case p.hasLit(i, "ftp://"):
		j = i + 6
	case p.hasLit(i, "www.") && isDomainRune(p.at(i+4)):
		j = i
	default:
		return
	}
	hostStart := j
	e := j
	for e < len(p.r) && isURLRune(p.r[e]) && e-i < 2048 {
		e++
	}
	e = p.trimURLEnd(i, e)
	hostEnd := hostStart
	for hostEnd < e && p.r[hostEnd] != '/' && p.r[hostEnd] != '?' && p.r[hostEnd] != '#' && p.r[hostEnd] != ':' {
		hostEnd++
	}
	if hostEnd == hostStart {
		return
	}
	add(cand{start: i, end: e, typ: TypeWebsite, sub: p.onion(hostStart, hostEnd), prio: prioURL})
}

// onion returns "onion" when the host [s,e) is a v2 (16) or v3 (56)
// base32 onion service name.
func (p *sent) onion(s, e int) string {
	host := p.lowStr(s, e)
	name, ok := strings.CutSuffix(host, ".onion")
	if !ok {
		return ""
	}
	if k := strings.LastIndexByte(name, '.'); k >= 0 {
		name = name[k+1:]
	}
	if len(name) != 16 && len(name) != 56 {
		return ""
	}
	for _, c := range name {
		if !(c >= 'a' && c <= 'z' || c >= '2' && c <= '7') {
			return ""
		}
	}
	return "onion"
}

// bareDomain reads "example.com/path" at the start of an ASCII word; the
// last label must be a known top-level domain.
func (p *sent) bareDomain(s int, add func(cand)) {
	if c := p.at(s - 1); c != 0 && (isWordRune(c) || strings.ContainsRune("@./\\-_:#", c)) {
		return
	}
	end, tld, ok := p.domain(s, false)
	if !ok || !p.t.tlds[tld] || p.at(end) == '@' {
		return
	}
	if tld == "onion" && p.onion(s, end) == "" {
		return
	}
	e := end
	if p.at(e) == '/' {
		for e < len(p.r) && isURLRune(p.r[e]) && e-s < 2048 {
			e++
		}
		e = p.trimURLEnd(s, e)
	}
	if p.wordy(e) {
		return
	}
	add(cand{start: s, end: e, typ: TypeWebsite, sub: p.onion(s, end), prio: prioDomain})
}

func isPathRune(c rune) bool {
	return !unicode.IsSpace(c) && !strings.ContainsRune(`<>"|?*`, c)
}

// drivePath reads C:\dir\file.
func (p *sent) drivePath(s int, add func(cand)) {
	e := s + 3
	for e < len(p.r) && isPathRune(p.r[e]) && e-s < 1024 {
		e++
	}
	e = p.trimURLEnd(s, e)
	if e <= s+3 {
		return
	}
	add(cand{start: s, end: e, typ: TypeFile, sub: "windows", prio: prioFile})
}

// uncPath reads \\server\share\dir.
func (p *sent) uncPath(s int, add func(cand)) {
	j := s + 2
	for j < len(p.r) && (isDomainRune(p.r[j]) || p.r[j] == '.') {
		j++
	}
	if j == s+2 || p.at(j) != '\\' || !isPathRune(p.at(j+1)) || p.at(j+1) == '\\' {
		return
	}
	e := j + 1
	for e < len(p.r) && isPathRune(p.r[e]) && e-s < 1024 {
		e++
	}
	e = p.trimURLEnd(s, e)
	add(cand{start: s, end: e, typ: TypeFile, sub: "windows", prio: prioFile})
}

// ipv6 looks for an IPv6 address around the colon at i and returns where
// the scan may continue.
func (p *sent) ipv6(i int, add func(cand)) int {
	s := i
	for s > 0 && (isHex(p.r[s-1]) || p.r[s-1] == ':') && i-s < 45 {
		s--
	}
	if p.wordy(s-1) || p.at(s-1) == '.' {
		return i
	}
	e := i
	for e < len(p.r) && (isHex(p.r[e]) || p.r[e] == ':' || (p.r[e] == '.' && isDigit(p.at(e+1)))) && e-s < 45 {
		e++
	}
	for e > s && p.r[e-1] == ':' && !(e-s >= 2 && p.r[e-2] == ':') {
		e--
	}
	if p.wordy(e) || e-s < 3 {
		return i
	}
	text := p.str(s, e)
	colons := strings.Count(text, ":")
	if colons < 2 || (!strings.Contains(text, "::") && colons != 7) {
		return i
	}
	a, err := netip.ParseAddr(text)
	if err != nil || !a.Is6() {
		return i
	}
	add(cand{start: s, end: e, typ: TypeIP, sub: "v6", name: a.String(), prio: prioIP})
	return e
}
