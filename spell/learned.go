package spell

import (
	"cmp"
	"math"
	"slices"
	"strconv"
)

// learnedModel is the English error model learned from misspelling pairs
// (data/errors/en.txt, written by gen_errors.go): the cost, in nats, of
// each single-letter edit turning an intended word into the typed one,
// from add-k smoothed relative frequencies (Kernighan, Church and Gale
// 1990): substitutions, deletions and insertions per occurrence of the
// intended letter, transpositions per occurrence of the intended pair.
// Letters are a-z; every other letter shares one slot.
//
// On top of the single-letter edits, substring rules (Brill and Moore
// 2000) price a run of up to three intended letters typed as up to three
// others ("ance" as "ence", "y" as "ie", "ph" as "f"), often with a letter
// of context that makes the error far likelier than its single edits say:
// each costs the negative log of how often the intended substring was
// typed so, per occurrence of it in the intended words.
type learnedModel struct {
	sub, ins, trans [alphabet][alphabet]float64
	del             [alphabet]float64
	// rules maps an intended substring (zero-padded) to its rules.
	rules map[ruleKey][]substRule
	// perEdit is a lower bound of the cost of one plain edit: the
	// learned distance of two words d plain edits apart is at least
	// d*perEdit.
	perEdit float64
}

// ruleKey is a substring of at most maxRule letters, zero-padded.
type ruleKey [maxRule]rune

// maxRule is the longest substring of a rule.
const maxRule = 3

// substRule is one substring rule for an intended substring of n letters:
// typed as typed[:m], at cost nats.
type substRule struct {
	typed ruleKey
	n, m  int
	cost  float64
}

// ruleSide parses one side of a rule ("-" for none).
func ruleSide(s string) (ruleKey, int, bool) {
	var k ruleKey
	if s == "-" {
		return k, 0, true
	}
	rs := []rune(s)
	if len(rs) > maxRule {
		return k, 0, false
	}
	copy(k[:], rs)
	return k, len(rs), true
}

const (
	alphabet   = 28 // a-z, other letters, start of word
	otherSlot  = 26
	startSlot  = 27
	learnedAdd = 0.5 // add-k smoothing of the counts
	// ruleAdd is added to the occurrences of a rule's intended substring:
	// a rule seen twice in two occurrences is not certain.
	ruleAdd = 1.0
)

func slot(r rune) int {
	if r >= 'a' && r <= 'z' {
		return int(r - 'a')
	}
	return otherSlot
}

// parseLearned reads the counts file; nil when it holds no counts.
func parseLearned(text string) *learnedModel {
	var n [alphabet]float64
	var sub, ins, trans, bigram [alphabet][alphabet]float64
	var del [alphabet]float64
	key := func(s string) int {
		if s == "^" {
			return startSlot
		}
		rs := []rune(s)
		if len(rs) != 1 {
			return -1
		}
		return slot(rs[0])
	}
	seen := false
	type ruleCount struct {
		from, to ruleKey
		n, m     int
		count    float64
	}
	var ruleCounts []ruleCount
	occurs := map[ruleKey]float64{}
	eachLine(text, func(f []string) {
		if len(f) < 3 {
			return
		}
		v, err := strconv.ParseFloat(f[len(f)-1], 64)
		if err != nil || v < 0 {
			return
		}
		switch {
		case f[0] == "m" && len(f) == 3:
			if k, n, ok := ruleSide(f[1]); ok && n > 0 {
				occurs[k] += v
			}
			return
		case f[0] == "r" && len(f) == 4:
			from, n, ok1 := ruleSide(f[1])
			to, m, ok2 := ruleSide(f[2])
			if ok1 && ok2 && n > 0 && from != to {
				ruleCounts = append(ruleCounts, ruleCount{from, to, n, m, v})
			}
			return
		}
		x := key(f[1])
		y := -1
		if len(f) == 4 {
			y = key(f[2])
		}
		if x < 0 || (len(f) == 4 && y < 0) {
			return
		}
		switch {
		case f[0] == "n" && len(f) == 3:
			n[x] += v
			seen = true
		case f[0] == "d" && len(f) == 3:
			del[x] += v
		case f[0] == "s" && y >= 0:
			sub[x][y] += v
		case f[0] == "i" && y >= 0:
			ins[x][y] += v
		case f[0] == "t" && y >= 0:
			trans[x][y] += v
		case f[0] == "b" && y >= 0:
			bigram[x][y] += v
		}
	})
	if !seen {
		return nil
	}
	m := &learnedModel{perEdit: math.Inf(1)}
	for _, r := range ruleCounts {
		total := occurs[r.from]
		if total < r.count || r.count == 0 {
			continue
		}
		if m.rules == nil {
			m.rules = map[ruleKey][]substRule{}
		}
		rule := substRule{typed: r.to, n: r.n, m: r.m, cost: -math.Log(r.count / (total + ruleAdd))}
		m.rules[r.from] = append(m.rules[r.from], rule)
		edits := plainDistance(r.from[:r.n], r.to[:r.m], maxRule)
		m.perEdit = min(m.perEdit, rule.cost/float64(edits))
	}
	for _, rs := range m.rules {
		slices.SortFunc(rs, func(x, y substRule) int { return cmp.Compare(x.cost, y.cost) })
	}
	cost := func(count, total float64) float64 {
		return -math.Log((count + learnedAdd) / (total + learnedAdd*alphabet))
	}
	for x := range alphabet {
		m.del[x] = cost(del[x], n[x])
		m.perEdit = min(m.perEdit, m.del[x])
		for y := range alphabet {
			m.sub[x][y] = cost(sub[x][y], n[x])
			m.ins[x][y] = cost(ins[x][y], n[x])
			m.trans[x][y] = cost(trans[x][y], bigram[x][y])
			m.perEdit = min(m.perEdit, m.sub[x][y], m.ins[x][y], m.trans[x][y])
		}
	}
	m.perEdit = max(m.perEdit, 0)
	return m
}

// distance is the learned cost of typing a for the intended word b: an
// optimal-string-alignment distance whose edits cost their learned
// negative log probability. buf is scratch space.
func (m *learnedModel) distance(a, b []rune, buf []float64) (float64, []float64) {
	la, lb := len(a), len(b)
	w := lb + 1
	n := (la + 1) * w
	if cap(buf) < n {
		buf = make([]float64, n)
	}
	d := buf[:n]
	d[0] = 0
	// at[j] lists the rules whose intended substring ends at b[j-1].
	var small [24][maxRule][]substRule
	var at [][maxRule][]substRule
	if m.rules != nil {
		if lb < len(small) {
			at = small[:lb+1]
		} else {
			at = make([][maxRule][]substRule, lb+1)
		}
		for j := 1; j <= lb; j++ {
			for l := 1; l <= maxRule && l <= j; l++ {
				var k ruleKey
				copy(k[:], b[j-l:j])
				at[j][l-1] = m.rules[k]
			}
		}
	}
	// Row 0: intended letters left out.
	for j := 1; j <= lb; j++ {
		d[j] = d[j-1] + m.del[slot(b[j-1])]
	}
	for i := 1; i <= la; i++ {
		ya := slot(a[i-1])
		// Column 0: typed letters before any intended one.
		d[i*w] = d[(i-1)*w] + m.ins[startSlot][ya]
		for j := 1; j <= lb; j++ {
			xb := slot(b[j-1])
			best := d[(i-1)*w+j-1]
			if a[i-1] != b[j-1] {
				best += m.sub[xb][ya]
			}
			best = min(best,
				d[(i-1)*w+j]+m.ins[xb][ya],
				d[i*w+j-1]+m.del[xb])
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] && a[i-1] != a[i-2] {
				best = min(best, d[(i-2)*w+j-2]+m.trans[slot(b[j-2])][xb])
			}
			if at != nil {
				best = m.viaRule(a[:i], at[j][:], d, i, j, w, best)
			}
			d[i*w+j] = best
		}
	}
	return d[n-1], buf
}

// viaRule is the cheapest way to reach cell (i, j), best or ending with a
// substring rule: rules lists, by intended length, the rules that fit the
// intended word's letters before j, cheapest first; a is the typed word up
// to i.
func (m *learnedModel) viaRule(a []rune, rules [][]substRule, d []float64, i, j, w int, best float64) float64 {
	for _, rs := range rules {
	next:
		for k := range rs {
			r := &rs[k]
			if r.cost >= best {
				break // the rest cost more
			}
			if r.m > i {
				continue
			}
			for x := range r.m {
				if a[i-r.m+x] != r.typed[x] {
					continue next
				}
			}
			best = min(best, d[(i-r.m)*w+j-r.n]+r.cost)
		}
	}
	return best
}
