package segment

import (
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// Vietnamese returns a function that groups the syllables of a Vietnamese
// phrase into words, as the Vietnamese UD treebank writes them ("Hà Nội",
// "sinh viên"): syl holds the syllables of a phrase separated by single
// spaces, and the function appends to dst the number of syllables of each
// word. The split with the fewest dictionary words wins (then the most
// frequent words); a run of capitalised syllables that is not a dictionary
// word is taken as one name ("Bùi Văn Luyến").
func Vietnamese(d *Dictionary) func(dst []int, syl []string) []int {
	pool := sync.Pool{New: func() any { return new(viState) }}
	return func(dst []int, syl []string) []int {
		st := pool.Get().(*viState)
		defer pool.Put(st)
		return st.group(d, dst, syl)
	}
}

// viWordCost is the score of each word: large against log
// probabilities, so that the split with the fewest words always wins.
const viWordCost = -100

type viState struct {
	lat lattice
	b   strings.Builder
}

func (st *viState) group(d *Dictionary, dst []int, syl []string) []int {
	n := len(syl)
	l := &st.lat
	l.reset(n)
	for i := n - 1; i >= 0; i-- {
		l.next[i] = 0
		st.b.Reset()
		capsRun := true
		for j := i; j < n; j++ {
			if j > i {
				st.b.WriteByte(' ')
			}
			st.b.WriteString(strings.ToLower(syl[j]))
			r, _ := utf8.DecodeRuneInString(syl[j])
			capsRun = capsRun && unicode.IsUpper(r)
			p, ok := d.lookup(st.b.String())
			switch {
			case ok:
				l.offer(i, j+1, viWordCost+float64(p))
			case j == i:
				l.offer(i, j+1, viWordCost+float64(d.unknown))
			case capsRun:
				l.offer(i, j+1, viWordCost+float64(d.unknown))
			}
			if !capsRun && st.b.Len() > d.maxBytes {
				break
			}
		}
	}
	for i := 0; i < n; {
		j := int(l.next[i])
		dst = append(dst, j-i)
		i = j
	}
	return dst
}
