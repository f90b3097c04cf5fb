// Package langid identifies the language of a text among Argot's 27
// languages, and breaks a text into language segments: the service's
// POST /detectLanguage.
//
// The script decides where it can: Hangul is Korean, Kana makes CJK text
// Japanese, Thai script is Thai, Hebrew script is Hebrew, Cyrillic is
// Russian. Elsewhere (Latin; Arabic for ar, fa, ur and ps-AF; Han without
// Kana for ja, zh-CN and zh-TW) a naive Bayes model scores the text: the
// log-probabilities of its character 1- to 4-grams (words padded with a
// boundary space) and of its whole words, with letters only one language
// of a script uses (Pashto and Urdu letters, Simplified-only and
// Traditional-only Han characters) as extra evidence. Words that are
// probably names, acronyms or codes (capitalised inside a sentence, in
// capitals, touching a digit) count less: every language shares them. The
// model is the "langid" section of core.argot, built by lexdata/packbuild
// from frequency lists, treebank training sentences, wordnet lemmas and
// stopwords.
//
// Detection on fewer than about 30 characters is unreliable, as with
// every detector of this kind: a short fragment of Danish is often good
// Norwegian, and Indonesian and Malay share most of their words.
//
// The package does not normalise or segment text for analysis; see
// package tokenize.
package langid

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"sync"
	"unicode"
	"unicode/utf8"
)

// maxInputBytes bounds the text Detect reads: its first 16 KiB decide.
const maxInputBytes = 16 << 10

// Tuning of the scores; see Guess. wordWeight, the weight of the whole-word
// features against the character n-grams, was chosen on the tuning fifth
// of the langid evaluation (ARGOT_EVAL_PART=tune) among 2, 3, 4, 5, 6, 8,
// 10, 12 and 16, where both sentence and short-fragment accuracy peak.
const (
	wordWeight  = 8.0
	temperature = 0.25
)

// languagePriors are costs, in nats, taken once off a text's cost in a
// language, whatever the text's length: the odds of a language before any
// evidence. English is the language of names, figures, dates and short
// quotes in any text, so a fragment with little evidence ("Richard,",
// "01/19/01 07:55 AM", "Scott") is English rather than whichever
// language its few n-grams happen to favour. The value was chosen among
// 1, 2 and 4 on treebank sentences held out of the model
// (packbuild.LangIDHeldOut), not on an evaluation set.
var languagePriors = map[string]float64{"en": 2}

// scriptLanguages are the languages written in each script group.
var scriptLanguages = map[script][]string{
	scriptLatin:    {"da", "de", "en", "es", "fi", "fr", "id", "it", "ms", "nl", "no", "pl", "pt", "sv", "tr", "vi"},
	scriptCyrillic: {"ru"},
	scriptArabic:   {"ar", "fa", "ps-AF", "ur"},
	scriptHebrew:   {"he"},
	scriptCJK:      {"ja", "zh-CN", "zh-TW"},
	scriptHangul:   {"ko"},
	scriptThai:     {"th"},
}

// aliases are language cues accepted besides the model's ids.
var aliases = map[string][]string{
	"ps": {"ps-AF"},
	"nb": {"no"},
	"zh": {"zh-CN", "zh-TW"},
}

// Detector identifies languages. It is immutable and safe for concurrent
// use.
type Detector struct {
	m       *model
	index   map[string]int
	byGroup [numScripts][]int // model languages of each script group
	ja      int               // index of "ja", or -1
	prior   []float64         // languagePriors, in cost units, per language
	// pairOf is the other language of a close pair (see closePairs), or
	// -1; cuesOnly marks the pairs the cues alone decide.
	pairOf   []int
	cuesOnly []bool
	scratch  sync.Pool
}

// closePairs are languages the n-gram models tell apart badly, as they
// share most of their letters and words and each model leans towards the
// genre of its training text: when one of a pair wins, evidence specific
// to the pair decides between the two. Indonesian and Malay by their words
// and cues; Simplified and Traditional Chinese by the characters only one
// script uses (cues alone).
var closePairs = []struct {
	a, b     string
	cuesOnly bool
}{
	{"id", "ms", false},
	{"zh-CN", "zh-TW", true},
}

// Guess is one candidate language of a text.
//
// Score is in 0..1 and the scores of one answer sum to at most 1. Each
// script group of the text (Latin, Arabic, CJK, ...) gets the share of the
// text's letters it holds; within a group decided by its script the one
// language takes the whole share, and elsewhere the share is split by a
// softmax of the model's log-likelihoods scaled by
// temperature/sqrt(number of features), so that longer texts give more
// confident scores. Scores are comparable within one answer; they are not
// calibrated probabilities.
type Guess struct {
	Lang  string
	Score float64
}

// Load decodes a model section (the "langid" section of core.argot).
func Load(data []byte) (*Detector, error) {
	m, err := decodeModel(data)
	if err != nil {
		return nil, err
	}
	d := &Detector{m: m, index: map[string]int{}, ja: -1}
	for i, l := range m.langs {
		d.index[l] = i
	}
	for g, ls := range scriptLanguages {
		for _, l := range ls {
			if i, ok := d.index[l]; ok {
				d.byGroup[g] = append(d.byGroup[g], i)
			}
		}
	}
	if i, ok := d.index["ja"]; ok {
		d.ja = i
	}
	d.prior = make([]float64, len(m.langs))
	for l, nats := range languagePriors {
		if i, ok := d.index[l]; ok {
			d.prior[i] = nats * costScale * weightUnit
		}
	}
	d.pairOf = slices.Repeat([]int{-1}, len(m.langs))
	d.cuesOnly = make([]bool, len(m.langs))
	for _, p := range closePairs {
		i, okA := d.index[p.a]
		j, okB := d.index[p.b]
		if okA && okB {
			d.pairOf[i], d.pairOf[j] = j, i
			d.cuesOnly[i], d.cuesOnly[j] = p.cuesOnly, p.cuesOnly
		}
	}
	n := len(m.langs)
	d.scratch.New = func() any {
		s := &scratch{}
		for g := range s.groups {
			s.groups[g].acc = make([]int32, n)
			s.groups[g].words = make([]int32, n)
			s.groups[g].cue = make([]int32, n)
			s.groups[g].pairWords = make([]int32, n)
			s.groups[g].pairCue = make([]int32, n)
		}
		s.z = make([]float64, n)
		return s
	}
	return d, nil
}

// Languages returns the ids the detector knows, in model order.
func (d *Detector) Languages() []string { return slices.Clone(d.m.langs) }

type groupStats struct {
	letters, kana int
	nfeat         [MaxOrder + 1]int32
	acc           []int32 // n-gram cost minus floors, per language
	words         []int32 // word cost minus floors
	cue           []int32 // cue bonuses
	// The same for the word features and cues at full weight, for the
	// decisions of close pairs, where names (of places, of people) are
	// evidence of the region.
	pairWords, pairCue []int32
	pairNWords         int32
}

type scratch struct {
	buf, pad []rune
	groups   [numScripts]groupStats
	z        []float64
	used     []script
}

func (s *scratch) reset() {
	for _, g := range s.used {
		st := &s.groups[g]
		st.letters, st.kana = 0, 0
		st.nfeat = [MaxOrder + 1]int32{}
		clear(st.acc)
		clear(st.words)
		clear(st.cue)
		clear(st.pairWords)
		clear(st.pairCue)
		st.pairNWords = 0
	}
	s.used = s.used[:0]
}

// Detect ranks the languages of text, likeliest first. candidates are the
// request's language cues: when it names known languages, only those are
// considered (unknown ids are ignored; "ps" means ps-AF, "zh" both Chinese
// scripts). A text without letters gives no guess. Only the first 16 KiB
// of text are read.
func (d *Detector) Detect(text string, candidates []string) []Guess {
	s := d.scratch.Get().(*scratch)
	defer d.scratch.Put(s)
	d.score(text, s)
	return d.rank(s, d.allowed(candidates))
}

// allowed returns the indexes of the candidate languages, or nil for all.
func (d *Detector) allowed(candidates []string) []bool {
	if len(candidates) == 0 {
		return nil
	}
	ok := make([]bool, len(d.m.langs))
	any := false
	add := func(id string) {
		if i, found := d.index[id]; found {
			ok[i], any = true, true
		}
	}
	for _, c := range candidates {
		add(c)
		for _, a := range aliases[c] {
			add(a)
		}
	}
	if !any {
		return nil
	}
	return ok
}

// score accumulates the evidence of text per script group.
func (d *Detector) score(text string, s *scratch) {
	s.reset()
	if len(text) > maxInputBytes {
		cut := maxInputBytes
		for cut > 0 && !utf8.RuneStart(text[cut]) {
			cut--
		}
		text = text[:cut]
	}
	m := d.m
	stride := MaxOrder + 1
	marked := capitalsMarkNames(text)
	s.buf = eachWord(text, s.buf, func(w *word) {
		st := &s.groups[w.script]
		if st.letters == 0 {
			s.used = append(s.used, w.script)
		}
		st.letters += len(w.runes)
		st.kana += w.kana
		wt := weight(w, marked)
		if len(m.cues) > 0 && w.script != scriptLatin {
			for _, r := range w.runes {
				for _, c := range m.cues[r] {
					st.cue[c>>8] -= wt * int32(c&0xff)
					st.pairCue[c>>8] -= weightUnit * int32(c&0xff)
				}
			}
		}
		s.pad = eachFeature(w.runes, s.pad, func(order int, h uint32) {
			st.nfeat[order] += wt
			if order > 0 {
				for _, p := range m.lookup(h) {
					l := int(p >> 8)
					st.acc[l] += wt * (int32(p&0xff) - int32(m.floors[l*stride+order]))
				}
				return
			}
			st.pairNWords += weightUnit
			for _, c := range m.wordCues[h] {
				st.cue[c>>8] -= wt * int32(c&0xff)
				st.pairCue[c>>8] -= weightUnit * int32(c&0xff)
			}
			for _, p := range m.lookup(h) {
				l := int(p >> 8)
				c := int32(p&0xff) - int32(m.floors[l*stride])
				st.words[l] += wt * c
				st.pairWords[l] += weightUnit * c
			}
		})
	})
}

// capitalsMarkNames reports whether capitals in text single out names and
// acronyms: it has lower-case letters, and fewer words start with a capital
// than without (in a headline "Kenapa Harus Inul?" or a text all in
// capitals, they do not).
func capitalsMarkNames(text string) bool {
	var upper, lower int
	start := true
	for _, r := range text {
		switch {
		case unicode.IsUpper(r):
			if start {
				upper++
			}
			start = false
		case unicode.IsLower(r):
			if start {
				lower++
			}
			start = false
		case unicode.IsSpace(r):
			start = true
		}
	}
	return lower > 0 && (upper < lower || upper <= 1)
}

// weightUnit is the weight of a word that counts fully; the evidence of
// the scores is in 1/(costScale·weightUnit) nat.
const weightUnit = 8

// nameWeight is the weight, in 1/weightUnit, of a word that is probably a
// name, an acronym or a code: names are spelled alike in every language and
// every language's subtitles are full of them, so "Traci" or "Tammi" would
// otherwise vote for whichever language's n-grams they happen to resemble.
// Chosen among 0, 2, 3, 5 and 8 (no discount) where the tuning fifth of the
// langid evaluation, the held-out treebank sentences and the rest of the
// dev treebanks all agree (ARGOT_EVAL_PART=tune, ARGOT_LANGID_HELDOUT=1,
// ARGOT_LANGID_DEVREST=1); the gain is small. The decisions of close pairs
// count such words fully (see pairCost).
const nameWeight = 3

// weight returns the weight of a word's evidence, in 1/weightUnit. In a
// script that separates words with spaces, a word touching a digit is
// taken for a code; in a script written without them (Han, Kana, Thai) a
// letter run is a clause or more, so a digit says nothing about it. Where
// capitals mark names (see capitalsMarkNames), a word of a cased script in
// capitals is taken for an acronym, and a capitalised word of two letters
// or more that does not open a sentence for a name: one-letter words are
// left out ("then I went", Dutch "U"). German capitalises every noun, so
// its nouns inside a sentence are discounted too (as are "Sie" and "Ihr");
// measured on the check sets, German loses nothing by it.
func weight(w *word, marked bool) int32 {
	switch {
	case w.digit && spaced(w.script):
		return nameWeight
	case w.upper == 0 || !marked || !cased(w.script):
		return weightUnit
	case w.upper == w.letters && w.letters > 1:
		return nameWeight
	case w.capital && !w.initial && w.letters > 1:
		return nameWeight
	}
	return weightUnit
}

// spaced reports whether the languages of script group sc separate words
// with spaces, so that a letter run is a word (the group of scripts
// without a language, scriptOther, mixes both kinds and is not).
func spaced(sc script) bool {
	return sc != scriptCJK && sc != scriptThai && sc != scriptOther
}

// cased reports whether script group sc has upper and lower case.
func cased(sc script) bool {
	return sc == scriptLatin || sc == scriptCyrillic || sc == scriptOther
}

// cost returns the cost of language l for a group, in
// 1/(costScale·weightUnit) nat.
func (d *Detector) cost(st *groupStats, l int) float64 {
	stride := MaxOrder + 1
	f := d.m.floors[l*stride : l*stride+stride]
	c := float64(st.acc[l])
	for o := 1; o <= MaxOrder; o++ {
		c += float64(st.nfeat[o]) * float64(f[o])
	}
	c += wordWeight * (float64(st.words[l]) + float64(st.nfeat[0])*float64(f[0]))
	return c + float64(st.cue[l]) - d.prior[l]
}

// pairCost is the cost of language l of a close pair from the evidence
// that tells the pair apart.
func (d *Detector) pairCost(st *groupStats, l int) float64 {
	if d.cuesOnly[l] {
		return float64(st.pairCue[l])
	}
	stride := MaxOrder + 1
	return float64(st.pairWords[l]) + float64(st.pairNWords)*float64(d.m.floors[l*stride]) + float64(st.pairCue[l])
}

// rank turns the group evidence into guesses.
func (d *Detector) rank(s *scratch, allowed []bool) []Guess {
	total := 0
	for _, g := range s.used {
		total += s.groups[g].letters
	}
	if total == 0 {
		return nil
	}
	var out []Guess
	add := func(l int, score float64) {
		id := d.m.langs[l]
		for i := range out {
			if out[i].Lang == id {
				out[i].Score += score
				return
			}
		}
		out = append(out, Guess{id, score})
	}
	for _, g := range s.used {
		st := &s.groups[g]
		share := float64(st.letters) / float64(total)
		langs := d.groupLanguages(g, st, allowed)
		if len(langs) == 1 {
			add(langs[0], share)
			continue
		}
		nf := 0
		for _, n := range st.nfeat {
			nf += int(n)
		}
		scale := temperature / costScale / weightUnit / math.Sqrt(max(float64(nf)/weightUnit, 1))
		best := math.Inf(1)
		bestL := -1
		for _, l := range langs {
			s.z[l] = d.cost(st, l)
			if s.z[l] < best {
				best, bestL = s.z[l], l
			}
		}
		// A close pair: the evidence specific to the pair decides.
		if p := d.pairOf[bestL]; p >= 0 && (allowed == nil || allowed[p]) && slices.Contains(langs, p) {
			// The pair's winner takes the best cost and the other at
			// least one step more, so that a tie of their full costs
			// does not fall back on the order of the ids.
			win, lose := bestL, p
			if d.pairCost(st, p) < d.pairCost(st, bestL) {
				win, lose = p, bestL
			}
			s.z[win], s.z[lose] = best, max(s.z[p], best+1)
		}
		sum := 0.0
		for _, l := range langs {
			s.z[l] = math.Exp(-(s.z[l] - best) * scale)
			sum += s.z[l]
		}
		for _, l := range langs {
			if p := share * s.z[l] / sum; p >= 0.001 {
				add(l, p)
			}
		}
	}
	slices.SortFunc(out, func(a, b Guess) int {
		if c := cmp.Compare(b.Score, a.Score); c != 0 {
			return c
		}
		return cmp.Compare(a.Lang, b.Lang)
	})
	return out
}

// minHanWithoutKana is the number of Han characters without kana from
// which a text is not Japanese.
const minHanWithoutKana = 8

// groupLanguages returns the languages a script group of the text may be.
func (d *Detector) groupLanguages(g script, st *groupStats, allowed []bool) []int {
	var langs []int
	if g == scriptCJK && d.ja >= 0 && st.kana > 0 && st.kana*20 >= st.letters && (allowed == nil || allowed[d.ja]) {
		return []int{d.ja}
	}
	// Japanese writes its particles and endings in kana: a run of Han
	// characters long enough for a clause and without any kana is Chinese.
	noJapanese := g == scriptCJK && st.kana == 0 && st.letters >= minHanWithoutKana
	for _, l := range d.byGroup[g] {
		if (allowed == nil || allowed[l]) && !(noJapanese && l == d.ja) {
			langs = append(langs, l)
		}
	}
	if len(langs) > 0 {
		return langs
	}
	if noJapanese && d.ja >= 0 && (allowed == nil || allowed[d.ja]) {
		return []int{d.ja} // the caller allows no Chinese
	}
	// A script none of the (allowed) languages writes: let the model pick
	// among them all.
	for l := range d.m.langs {
		if allowed == nil || allowed[l] {
			langs = append(langs, l)
		}
	}
	return langs
}

// String describes the detector, for debugging.
func (d *Detector) String() string {
	return fmt.Sprintf("langid.Detector{%d languages, %d features}", len(d.m.langs), len(d.m.keys))
}
