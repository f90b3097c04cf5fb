package segment

import (
	_ "embed"
	"math"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/go-ego/gse"
	"github.com/go-ego/gse/hmm"
)

// zhDict is gse's embedded Chinese dictionary (jieba's, Simplified and
// Traditional), loaded on first use.
var zhDict = sync.OnceValues(func() (*gse.Dictionary, error) {
	var seg gse.Segmenter
	if err := seg.LoadDictEmbed("zh"); err != nil {
		return nil, err
	}
	return seg.Dict, nil
})

// zhWordBonus is added to the log probability of each word, making splits
// into more words likelier than jieba's dictionary frequencies say: the UD
// Chinese treebanks cut finer than jieba. It was chosen on the Chinese PUD
// and HK treebanks (0.832 -> 0.852 token F1 on PUD), not on GSD.
const zhWordBonus = 10.0

type zhState struct {
	lat   lattice
	units []gse.Text
	bound []int
	toks  []*gse.Token
}

var zhPool = sync.Pool{New: func() any { return new(zhState) }}

// Chinese segments a run of Han characters, Simplified or Traditional, as
// jieba does (the most probable path through the dictionary words, with
// an HMM for runs of characters no word covers), then applies the UD
// conventions of data/zh.txt (classifiers, 于/为 and the aspect markers
// 了/着/过 stand alone). It returns nil, so that the caller's rules apply,
// when the dictionary cannot load.
func Chinese(dst []int, run string) []int {
	d, err := zhDict()
	if err != nil {
		return nil
	}
	st := zhPool.Get().(*zhState)
	defer zhPool.Put(st)
	b := []byte(run)
	st.units, st.bound = st.units[:0], st.bound[:0]
	for k := 0; k < len(b); {
		_, n := utf8.DecodeRune(b[k:])
		st.bound = append(st.bound, k)
		st.units = append(st.units, b[k:k+n])
		k += n
	}
	n := len(st.units)
	st.bound = append(st.bound, len(b))
	if cap(st.toks) < d.MaxTokenLen() {
		st.toks = make([]*gse.Token, d.MaxTokenLen())
	}
	logT := math.Log(d.TotalFreq())
	l := &st.lat
	l.reset(n)
	for i := n - 1; i >= 0; i-- {
		l.next[i] = 0
		hi := min(n, i+d.MaxTokenLen())
		k := d.LookupTokens(st.units[i:hi], st.toks[:hi-i])
		single := false
		for _, t := range st.toks[:k] {
			w := len(t.Text())
			j := i + utf8.RuneCountInString(t.Text())
			_ = w
			if j == i+1 {
				single = true
			}
			l.offer(i, j, math.Log(t.Freq())-logT+zhWordBonus)
		}
		if !single {
			l.offer(i, i+1, -logT+zhWordBonus)
		}
	}
	// Walk the best path; runs of single characters that are not a word
	// together go to the HMM, which finds unknown words (names).
	buf := -1
	flush := func(end int) {
		if buf < 0 {
			return
		}
		if end-buf > 1 {
			s := run[st.bound[buf]:st.bound[end]]
			for _, w := range hmm.Cut(s) {
				dst = append(dst, len(w))
			}
		} else {
			for u := buf; u < end; u++ {
				dst = append(dst, st.bound[u+1]-st.bound[u])
			}
		}
		buf = -1
	}
	for i := 0; i < n; {
		j := int(l.next[i])
		if j == i+1 {
			if buf < 0 {
				buf = i
			}
		} else {
			flush(i)
			w := run[st.bound[i]:st.bound[j]]
			if k := zhConventions().split(w); k > 0 {
				dst = append(dst, k, len(w)-k)
			} else {
				dst = append(dst, len(w))
			}
		}
		i = j
	}
	flush(n)
	return dst
}

//go:embed data/zh.txt
var zhTxt string

// zhRules are the UD conventions of data/zh.txt.
type zhRules struct {
	numdet, classifier, suffix map[rune]bool
	whole                      map[string]bool
}

var zhConventions = sync.OnceValue(func() *zhRules {
	r := &zhRules{numdet: map[rune]bool{}, classifier: map[rune]bool{}, suffix: map[rune]bool{}, whole: map[string]bool{}}
	for line := range strings.Lines(zhTxt) {
		key, val, ok := strings.Cut(strings.TrimSpace(line), "\t")
		if !ok || strings.HasPrefix(key, "#") {
			continue
		}
		set := map[string]map[rune]bool{"numdet": r.numdet, "classifier": r.classifier, "suffix": r.suffix}[key]
		for _, c := range val {
			if set != nil {
				set[c] = true
			}
		}
		if key == "whole" {
			for _, w := range strings.Fields(val) {
				r.whole[w] = true
			}
		}
	}
	return r
})

// split returns the length in bytes of the first of two words the UD
// conventions make of dictionary word w, or 0 when w stays whole.
func (r *zhRules) split(w string) int {
	last, n := utf8.DecodeLastRuneInString(w)
	head := w[:len(w)-n]
	if head == "" {
		return 0
	}
	if r.classifier[last] {
		all := true
		for _, c := range head {
			all = all && r.numdet[c]
		}
		if all {
			return len(head)
		}
	}
	if r.suffix[last] && !r.whole[w] {
		return len(head)
	}
	return 0
}
