package spell

import (
	"bufio"
	"strings"
	"sync"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// Costs of the error model's edits, in units of one plain edit. They follow
// the usual findings on typing and spelling errors (Damerau 1964; Kukich
// 1992): most errors are one key off, a doubled or dropped repeated letter,
// a vowel confused with another, a missing accent, or two letters swapped;
// errors in the first letter are rare, and writers mostly get a word's
// ending right. The values were tuned on the tuning fifth of the English
// misspelling lists (pairs whose hash is 0 mod 5; the spelling evaluation
// scores the rest).
const (
	costEdit       = 1.0
	costAccent     = 0.3 // e for é, a for ä
	costNeighbour  = 0.6 // keyboard-adjacent substitution
	costVowel      = 0.8 // vowel for vowel
	costDouble     = 0.5 // a doubled letter added or dropped
	costTranspose  = 0.5
	costFirstExtra = 0.5  // added to any edit of the first letter
	costLastExtra  = 0.75 // added to dropping or changing the typed word's last letter
)

// keyboard is a set of adjacent key pairs, by keyPair.
type keyboard map[uint64]bool

// keyPair is the key of the pair of keys a, b in a keyboard.
func keyPair(a, b rune) uint64 { return uint64(uint32(a))<<32 | uint64(uint32(b)) }

// parseKeyboards reads data/keyboards.txt into language -> layout.
func parseKeyboards(text string) map[string]keyboard {
	layouts, langs := parseLayouts(text)
	byLang := map[string]keyboard{}
	for lang, name := range langs {
		byLang[lang] = adjacency(layouts[name])
	}
	byLang[""] = adjacency(layouts["qwerty"])
	return byLang
}

// parseLayouts reads data/keyboards.txt: the rows of each layout by name,
// and the layout of each language that names one.
func parseLayouts(text string) (layouts map[string][]string, langs map[string]string) {
	layouts, langs = map[string][]string{}, map[string]string{}
	var cur string
	sc := bufio.NewScanner(strings.NewReader(text))
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || line[0] == '#' {
			continue
		}
		f := strings.Fields(line)
		switch {
		case f[0] == "layout" && len(f) == 2:
			cur = f[1]
		case f[0] == "lang" && len(f) == 3:
			langs[f[1]] = f[2]
		default:
			layouts[cur] = append(layouts[cur], line)
		}
	}
	return layouts, langs
}

// KeyboardLayouts returns the letter rows, top to bottom, of every
// keyboard layout of data/keyboards.txt, by layout name: what other
// stages read to tell keys swept along a row (abuse's keyboard mashing).
// The caller must not modify them.
func KeyboardLayouts() map[string][]string {
	return keyboardLayouts()
}

var keyboardLayouts = sync.OnceValue(func() map[string][]string {
	kb, _ := dataFS.ReadFile("data/keyboards.txt")
	layouts, _ := parseLayouts(string(kb))
	return layouts
})

func adjacency(rows []string) keyboard {
	kb := keyboard{}
	grid := make([][]rune, len(rows))
	for i, r := range rows {
		grid[i] = []rune(r)
	}
	for r, row := range grid {
		for i, a := range row {
			for dr := -1; dr <= 1; dr++ {
				if r+dr < 0 || r+dr >= len(grid) {
					continue
				}
				for di := -1; di <= 1; di++ {
					j := i + di
					if (dr == 0 && di == 0) || j < 0 || j >= len(grid[r+dr]) {
						continue
					}
					kb[keyPair(a, grid[r+dr][j])] = true
				}
			}
		}
	}
	return kb
}

// baseLetter returns r without diacritics (é -> e), for Latin, Greek and
// Cyrillic letters; other runes map to themselves.
func baseLetter(r rune) rune {
	if r < 0xc0 || r > 0x4ff {
		return r
	}
	s := norm.NFD.String(string(r))
	for _, b := range s {
		return b
	}
	return r
}

var baseTable = func() []rune {
	t := make([]rune, 0x500)
	for r := range t {
		t[r] = baseLetter(rune(r))
	}
	return t
}()

func base(r rune) rune {
	if r >= 0 && int(r) < len(baseTable) {
		return baseTable[r]
	}
	return r
}

func isVowel(r rune) bool {
	switch base(r) {
	case 'a', 'e', 'i', 'o', 'u', 'y', 'а', 'е', 'и', 'о', 'у', 'ы', 'э', 'ю', 'я', 'ё':
		return true
	}
	return false
}

// editModel scores edits for one language.
type editModel struct {
	kb keyboard
	// transpose is the cost of two swapped letters: costTranspose, or
	// costEdit in scripts without written vowels, where a swap mostly
	// spells another word (ثاقب, ثقاب; פסיפס, פיספס).
	transpose float64
}

func (m *editModel) sub(a, b rune, pos int) float64 {
	c := costEdit
	switch {
	case base(a) == base(b) || unicode.ToLower(a) == unicode.ToLower(b):
		c = costAccent
	case m.kb[keyPair(a, b)]:
		c = costNeighbour
	case isVowel(a) && isVowel(b):
		c = costVowel
	}
	if pos == 0 {
		c += costFirstExtra
	}
	return c
}

// indel is the cost of inserting or deleting s[i], a letter of the longer
// string s.
func indel(s []rune, i int) float64 {
	c := costEdit
	if (i > 0 && s[i-1] == s[i]) || (i+1 < len(s) && s[i+1] == s[i]) {
		c = costDouble
	}
	if i == 0 {
		c += costFirstExtra
	}
	return c
}

// distance is the weighted optimal-string-alignment distance from the typed
// word a to the candidate b; buf is scratch space.
func (m *editModel) distance(a, b []rune, buf []float64) (float64, []float64) {
	la, lb := len(a), len(b)
	w := lb + 1
	n := (la + 1) * w
	if cap(buf) < n {
		buf = make([]float64, n)
	}
	d := buf[:n]
	d[0] = 0
	for j := 1; j <= lb; j++ {
		d[j] = d[j-1] + indel(b, j-1)
	}
	for i := 1; i <= la; i++ {
		del := indel(a, i-1)
		if i == la {
			del += costLastExtra
		}
		d[i*w] = d[(i-1)*w] + del
		for j := 1; j <= lb; j++ {
			best := min(d[(i-1)*w+j]+del, d[i*w+j-1]+indel(b, j-1))
			switch diag := d[(i-1)*w+j-1]; {
			case a[i-1] == b[j-1]:
				best = min(best, diag)
			case diag+costAccent < best:
				// A substitution costs costAccent at least: only then can
				// it beat the insertion or deletion.
				sub := diag + m.sub(a[i-1], b[j-1], j-1)
				if i == la && j == lb {
					sub += costLastExtra
				}
				best = min(best, sub)
			}
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] && a[i-1] != a[i-2] {
				best = min(best, d[(i-2)*w+j-2]+m.transpose)
			}
			d[i*w+j] = best
		}
	}
	return d[n-1], buf
}

// plainDistance is the unweighted optimal-string-alignment distance,
// capped: any value above limit is returned as limit+1.
func plainDistance(a, b []rune, limit int) int {
	la, lb := len(a), len(b)
	if la-lb > limit || lb-la > limit {
		return limit + 1
	}
	// Three rows of the matrix: two back, one back and the current one.
	const short = 48
	var small [3 * short]int
	var rows []int
	if lb < short {
		rows = small[:3*(lb+1)]
	} else {
		rows = make([]int, 3*(lb+1))
	}
	w := lb + 1
	prev2, prev, cur := rows[:w], rows[w:2*w], rows[2*w:]
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= la; i++ {
		cur[0] = i
		rowMin := i
		for j := 1; j <= lb; j++ {
			c := 1
			if a[i-1] == b[j-1] {
				c = 0
			}
			v := min(prev[j-1]+c, prev[j]+1, cur[j-1]+1)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				v = min(v, prev2[j-2]+1)
			}
			cur[j] = v
			rowMin = min(rowMin, v)
		}
		if rowMin > limit {
			return limit + 1
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return min(prev[lb], limit+1)
}

// phoneticKey is a rough English sound key in the spirit of Metaphone:
// spellings of the same sound collapse (ph/f, ck/k, soft c/s, soft g/j,
// final mb/m, silent initial k and w) and vowels after the first letter drop. It is a feature
// of the ranking, not a filter.
func phoneticKey(w string) string {
	var b strings.Builder
	rs := []rune(w)
	last := rune(0)
	emit := func(r rune) {
		if r != last {
			b.WriteRune(r)
		}
		last = r
	}
	for i := 0; i < len(rs); i++ {
		r := rs[i]
		next := rune(0)
		if i+1 < len(rs) {
			next = rs[i+1]
		}
		switch {
		case i == 0 && (r == 'k' || r == 'g' || r == 'p') && next == 'n':
			continue
		case i == 0 && r == 'w' && next == 'r':
			continue
		case r == 'p' && next == 'h':
			emit('f')
			i++
		case r == 'c' && next == 'k':
			emit('k')
			i++
		case r == 'g' && i > 0 && (next == 'e' || next == 'i' || next == 'y'):
			emit('j')
		case r == 'm' && next == 'b' && i+2 == len(rs):
			emit('m')
			i++
		case r == 'c' && (next == 'e' || next == 'i' || next == 'y'):
			emit('s')
		case r == 'c' || r == 'q':
			emit('k')
		case r == 'x':
			emit('k')
			emit('s')
		case r == 'z':
			emit('s')
		case r == 'g' && next == 'h':
			i++
		case r == 'd' && next == 'g':
			emit('j')
			i++
		case r == 'h' || r == 'w' || r == 'y':
			if i == 0 {
				emit(r)
			}
		case isVowel(r):
			if i == 0 {
				emit('a')
			} else {
				last = 0
			}
		default:
			emit(r)
		}
	}
	return b.String()
}

// EditDistance is the optimal-string-alignment distance between a and b
// (inserts, deletes, substitutions and swaps of neighbouring letters, each
// costing 1), capped: any value above limit is returned as limit+1.
func EditDistance(a, b string, limit int) int {
	return plainDistance([]rune(a), []rune(b), limit)
}
