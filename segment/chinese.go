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

// InChineseDictionary reports whether w is a word of the dictionary
// Chinese uses (false when it cannot load). The pack builder keeps only
// such words among the strings it marks as several words.
func InChineseDictionary(w string) bool {
	d, err := zhDict()
	if err != nil {
		return false
	}
	_, _, ok := d.Find([]byte(w))
	return ok
}

// zhDict is gse's embedded Chinese dictionary (jieba's, Simplified and
// Traditional), loaded on first use.
var zhDict = sync.OnceValues(func() (*gse.Dictionary, error) {
	loadHMM()
	seg := gse.Segmenter{NotLoadHMM: true} // loaded once, by loadHMM
	if err := seg.LoadDictEmbed("zh"); err != nil {
		return nil, err
	}
	return seg.Dict, nil
})

// loadHMM loads the model of gse's HMM (jieba's), which hmm.Cut needs: a
// gse.Segmenter loads it when it loads a dictionary, which the segmenter
// reading a pack's SectionChinese never does. It is the only place that
// loads it, as loading replaces tables hmm.Cut reads.
var loadHMM = sync.OnceFunc(func() { hmm.LoadModel() })

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
	held  []bool // units inside a string the treebanks split: no HMM
}

var zhPool = sync.Pool{New: func() any { return new(zhState) }}

// Chinese segments a run of Han characters, Simplified or Traditional, as
// jieba does (the most probable path through the dictionary words, with
// an HMM for runs of characters no word covers), then applies the UD
// conventions of data/zh.txt (classifiers, 于/为 and the aspect markers
// 了/着/过 stand alone). It returns nil, so that the caller's rules apply,
// when the dictionary cannot load.
func Chinese(dst []int, run string) []int { return chinese(nil, dst, run) }

// ChineseWith returns a Chinese segmenter that also knows the words of a
// pack's dictionary d (the words UD treebanks write, with their counts)
// and never takes as one word the strings d marks as several (count
// zero: jieba's "正在", "这是", which UD splits). A nil d gives Chinese.
func ChineseWith(d *Dictionary) func(dst []int, run string) []int {
	return func(dst []int, run string) []int { return chinese(d, dst, run) }
}

// ChineseWithDictionary is [ChineseWith] reading jieba's dictionary from
// zh, a pack's [SectionChinese], instead of building gse's trie; a nil zh
// gives ChineseWith(d). The segmentation is the same.
func ChineseWithDictionary(zh *ChineseDictionary, d *Dictionary) func(dst []int, run string) []int {
	if zh == nil {
		return ChineseWith(d)
	}
	return func(dst []int, run string) []int { return chineseOver(zh, nil, d, dst, run) }
}

func chinese(ud *Dictionary, dst []int, run string) []int {
	d, err := zhDict()
	if err != nil {
		return nil
	}
	return chineseOver(nil, d, ud, dst, run)
}

// chineseOver segments run with jieba's dictionary, from zh when it is not
// nil and from gse's trie g otherwise.
func chineseOver(zh *ChineseDictionary, g *gse.Dictionary, ud *Dictionary, dst []int, run string) []int {
	st := zhPool.Get().(*zhState)
	defer zhPool.Put(st)
	st.units, st.bound = st.units[:0], st.bound[:0]
	for k := 0; k < len(run); {
		_, n := utf8.DecodeRuneInString(run[k:])
		st.bound = append(st.bound, k)
		if g != nil {
			st.units = append(st.units, gse.Text(run[k:k+n]))
		}
		k += n
	}
	n := len(st.bound)
	st.bound = append(st.bound, len(run))
	var maxUnits int
	var logT float64
	if zh != nil {
		maxUnits, logT = zh.maxUnits, zh.logTotal
	} else {
		maxUnits, logT = g.MaxTokenLen(), math.Log(g.TotalFreq())
		if cap(st.toks) < maxUnits {
			st.toks = make([]*gse.Token, maxUnits)
		}
	}
	l := &st.lat
	l.reset(n)
	if cap(st.held) < n {
		st.held = make([]bool, n)
	}
	st.held = st.held[:n]
	clear(st.held)
	var i int
	single := false
	word := func(j int, logFreq float64) {
		if j == i+1 {
			single = true
		} else if ud != nil && ud.split[run[st.bound[i]:st.bound[j]]] {
			for u := i; u < j; u++ {
				st.held[u] = true
			}
			return
		}
		l.offer(i, j, logFreq-logT+zhWordBonus)
	}
	for i = n - 1; i >= 0; i-- {
		l.next[i] = 0
		hi := min(n, i+maxUnits)
		single = false
		if zh != nil {
			zh.prefixes(run, st.bound, i, hi, word)
		} else {
			k := g.LookupTokens(st.units[i:hi], st.toks[:hi-i])
			for _, t := range st.toks[:k] {
				word(i+utf8.RuneCountInString(t.Text()), math.Log(t.Freq()))
			}
		}
		if !single {
			l.offer(i, i+1, -logT+zhWordBonus)
		}
		if ud == nil {
			continue
		}
		// The treebank words, scored by their relative frequency there
		// (offered beside jieba's estimate: the better one counts).
		for j := i + 2; j <= n && st.bound[j]-st.bound[i] <= ud.maxBytes; j++ {
			if p, ok := ud.lookup(run[st.bound[i]:st.bound[j]]); ok {
				l.offer(i, j, float64(p)+zhWordBonus)
			}
		}
	}
	// Walk the best path; runs of single characters that are not a word
	// together go to the HMM, which finds unknown words (names), unless
	// they spell a word the treebanks split.
	buf := -1
	flush := func(end int) {
		if buf < 0 {
			return
		}
		if end-buf > 1 {
			s := run[st.bound[buf]:st.bound[end]]
			loadHMM()
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
		if j == i+1 && st.held[i] {
			flush(i)
			dst = append(dst, st.bound[j]-st.bound[i])
		} else if j == i+1 {
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
