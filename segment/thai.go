package segment

import (
	"sync"
	"unicode"
	"unicode/utf8"
)

// Thai returns a segmenter of Thai runs: words start and end at Thai
// Character Cluster boundaries, the most probable split under the
// dictionary's word frequencies wins (as in jieba, with a bonus per word:
// the treebank cuts finer), and clusters no dictionary word covers are
// merged into one unknown word. (PyThaiNLP's newmm, whose fewest-words
// rule Thai TUD started from, scored lower: the treebank's hand correction
// splits many compounds of its word list.)
func Thai(d *Dictionary) func(dst []int, run string) []int {
	pool := sync.Pool{New: func() any { return new(thaiState) }}
	return func(dst []int, run string) []int {
		st := pool.Get().(*thaiState)
		defer pool.Put(st)
		return st.segment(d, dst, run)
	}
}

type thaiState struct {
	lat   lattice
	bound []int // byte offset of each cluster boundary
}

// thaiUnknownCost is the log-probability penalty of a cluster no
// dictionary word covers, on top of that of an unseen word.
const thaiUnknownCost = -5.0

// thaiWordBonus is added to the log probability of every word: the
// treebank splits finer than a unigram model does (its words are short
// and its counts favour the compounds of the word list). Tuned on a
// held-out tenth of the TUD train file with a dictionary of the other nine
// tenths and the word list: token F1 0.762 without, 0.871 with 6.
const thaiWordBonus = 6.0

func (st *thaiState) segment(d *Dictionary, dst []int, run string) []int {
	st.bound = thaiClusters(st.bound[:0], run)
	n := len(st.bound) - 1
	l := &st.lat
	l.reset(n)
	for i := n - 1; i >= 0; i-- {
		l.next[i] = 0
		l.offer(i, i+1, thaiUnknownCost+float64(d.unknown)+thaiWordBonus)
		for j := i + 1; j <= n && st.bound[j]-st.bound[i] <= d.maxBytes; j++ {
			if p, ok := d.lookup(run[st.bound[i]:st.bound[j]]); ok {
				l.offer(i, j, float64(p)+thaiWordBonus)
			}
		}
	}
	unknown := -1 // start of a run of unknown clusters
	for i := 0; i < n; {
		j := int(l.next[i])
		if _, known := d.lookup(run[st.bound[i]:st.bound[j]]); !known {
			if unknown < 0 {
				unknown = i
			}
			i = j
			continue
		}
		if unknown >= 0 {
			dst = append(dst, st.bound[i]-st.bound[unknown])
			unknown = -1
		}
		dst = append(dst, st.bound[j]-st.bound[i])
		i = j
	}
	if unknown >= 0 {
		dst = append(dst, st.bound[n]-st.bound[unknown])
	}
	return dst
}

// Thai character classes.
func thaiLeadingVowel(r rune) bool { return r >= 0x0e40 && r <= 0x0e44 } // เ แ โ ใ ไ
func thaiConsonant(r rune) bool    { return r >= 0x0e01 && r <= 0x0e2e }
func thaiTone(r rune) bool         { return r >= 0x0e48 && r <= 0x0e4b }
func thaiFollowing(r rune) bool {
	// Vowel signs above and below, tone marks and other marks that attach
	// to the preceding consonant, and the following vowels ะ า ำ. The
	// repetition mark ๆ (U+0E46) is a word of its own in Thai TUD.
	return r == 0x0e30 || r == 0x0e31 || r >= 0x0e32 && r <= 0x0e3a || r == 0x0e45 || r >= 0x0e47 && r <= 0x0e4e
}

// thaiClusters appends to dst the byte offsets of the cluster boundaries
// of run, 0 and len(run) included. A cluster is an optional leading vowel,
// a consonant, and the vowels and marks that attach to it, with the
// consonants that spelling binds to it (Thai Character Clusters,
// Theeramunkong et al. 2000, as PyThaiNLP's tcc implements them, in part):
// a consonant after ◌ั or ◌ื ("กัน", "ตัว", "คือ"), after เ◌็ ("เล็ก"),
// the ย and อ of the vowels เ◌ีย and เ◌ือ ("เรีย", "เมือ") and the อ of เ◌อ
// ("เธอ"), and silent consonants under the karan ◌์ ("จันทร์"). A word
// never starts or ends inside a cluster.
func thaiClusters(dst []int, run string) []int {
	dst = append(dst, 0)
	at := func(k int) (rune, int) {
		if k >= len(run) {
			return 0, 0
		}
		return utf8.DecodeRuneInString(run[k:])
	}
	for k := 0; k < len(run); {
		r, n := at(k)
		e := k + n
		lead := rune(0)
		if thaiLeadingVowel(r) {
			if r2, n2 := at(e); thaiConsonant(r2) {
				lead = r
				e += n2
			}
		}
		var last rune // the last vowel sign taken
		for e < len(run) {
			r2, n2 := at(e)
			if !thaiFollowing(r2) && !unicode.Is(unicode.Mn, r2) {
				break
			}
			if !thaiTone(r2) {
				last = r2
			}
			e += n2
		}
		r2, n2 := at(e)
		switch {
		case !thaiConsonant(r2):
		case (last == 0x0e31 || last == 0x0e37) && (lead == 0 || r2 == 'ย' || r2 == 'อ'): // ั ื
			e += n2
		case lead == 'เ' && last == 0x0e35 && r2 == 'ย', lead == 'เ' && last == 0x0e37 && r2 == 'อ': // เ◌ีย เ◌ือ
			e += n2
		case lead == 'เ' && last == 0 && r2 == 'อ': // เ◌อ
			e += n2
		case (lead == 'เ' || lead == 'แ') && last == 0x0e47: // เ◌็◌
			e += n2
		}
		// Silent consonants: "ทร์", "ติ์".
		for {
			j := e
			r3, n3 := at(j)
			if !thaiConsonant(r3) {
				break
			}
			j += n3
			if r4, n4 := at(j); thaiConsonant(r4) {
				j += n4
			}
			if r4, n4 := at(j); r4 == 0x0e34 || r4 == 0x0e38 {
				j += n4
			}
			if r4, n4 := at(j); r4 == 0x0e4c {
				e = j + n4
				continue
			}
			break
		}
		dst = append(dst, e)
		k = e
	}
	return dst
}
