package segment

import (
	"sync"
	"unicode"
	"unicode/utf8"
)

// Thai returns a segmenter of Thai runs: words start and end at Thai
// Character Cluster boundaries, the most probable split under the
// dictionary's word frequencies wins (as in jieba), and clusters no
// dictionary word covers are merged into one unknown word. (PyThaiNLP's
// newmm, whose fewest-words rule Thai TUD started from, scored lower: the
// treebank's hand correction splits many compounds of its word list.)
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

func (st *thaiState) segment(d *Dictionary, dst []int, run string) []int {
	st.bound = thaiClusters(st.bound[:0], run)
	n := len(st.bound) - 1
	l := &st.lat
	l.reset(n)
	for i := n - 1; i >= 0; i-- {
		l.next[i] = 0
		l.offer(i, i+1, thaiUnknownCost+float64(d.unknown))
		for j := i + 1; j <= n && st.bound[j]-st.bound[i] <= d.maxBytes; j++ {
			if p, ok := d.lookup(run[st.bound[i]:st.bound[j]]); ok {
				l.offer(i, j, float64(p))
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
func thaiFollowing(r rune) bool {
	// Vowel signs above and below, tone marks and other marks that attach
	// to the preceding consonant, the following vowels ะ า ำ, and ๆ.
	return r == 0x0e30 || r == 0x0e31 || r >= 0x0e32 && r <= 0x0e3a || r >= 0x0e45 && r <= 0x0e4e
}

// thaiClusters appends to dst the byte offsets of the cluster boundaries
// of run, 0 and len(run) included. A cluster is an optional leading vowel,
// a consonant, and the vowels and marks that attach to it (Thai Character
// Clusters, Theeramunkong et al. 2000, simplified); a word never starts or
// ends inside one.
func thaiClusters(dst []int, run string) []int {
	dst = append(dst, 0)
	for k := 0; k < len(run); {
		r, n := utf8.DecodeRuneInString(run[k:])
		e := k + n
		if thaiLeadingVowel(r) && e < len(run) {
			if r2, n2 := utf8.DecodeRuneInString(run[e:]); thaiConsonant(r2) {
				e += n2
			}
		}
		for e < len(run) {
			r2, n2 := utf8.DecodeRuneInString(run[e:])
			if !thaiFollowing(r2) && !unicode.Is(unicode.Mn, r2) {
				break
			}
			e += n2
		}
		dst = append(dst, e)
		k = e
	}
	return dst
}
