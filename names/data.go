package names

import (
	"bufio"
	"embed"
	"strings"
	"sync"
)

// The word lists and transliteration tables are readable text files under
// data/, written by hand; see the comment at the top of each file.
//
//go:embed data/*.txt
var dataFS embed.FS

// lexicon is everything read from data/, loaded once on first use.
type lexicon struct {
	titles        map[string]map[string]bool // lang ("*" = any) -> folded title
	roles         map[string]map[string]bool // lang -> folded role (may hold spaces)
	maxRoleWords  int
	suffixes      map[string]bool
	particles     map[string]bool
	conjunctions  map[string]map[string]bool
	organizations map[string]bool
	orgSubstrings []string // organisation words in unspaced scripts

	nickGroups  map[string][]int // folded form -> group ids
	groups      [][]string       // group id -> folded forms
	equivalence []bool           // group id -> a cross-language ("*") group

	// East Asian surnames: native form -> romanisations (first = standard),
	// per language; and every romanisation -> language.
	eaNative map[string]map[string][]string // lang -> native -> romanisations
	eaLatin  map[string]string              // romanisation -> lang
	eaMaxLen int                            // longest native surname in runes

	pinyin   map[rune]string
	cyrillic map[string]string
	greek    map[string]string
	arabic   map[string]string
	hebrew   map[string]string
	kana     map[string]string

	hangulInitial, hangulMedial, hangulFinal, hangulFinalVowel []string
}

var (
	lexOnce sync.Once
	lex     *lexicon
)

func lexiconData() *lexicon {
	lexOnce.Do(func() { lex = loadLexicon() })
	return lex
}

// lines returns the non-comment, non-empty lines of a data file.
func lines(name string) []string {
	b, err := dataFS.ReadFile("data/" + name)
	if err != nil {
		// The files are embedded at build time; a missing one is a
		// programming error caught by the tests, not a runtime condition.
		return nil
	}
	var out []string
	sc := bufio.NewScanner(strings.NewReader(string(b)))
	for sc.Scan() {
		l := strings.TrimRight(sc.Text(), " \r")
		if l == "" || strings.HasPrefix(l, "#") {
			continue
		}
		out = append(out, l)
	}
	return out
}

// langWords reads "lang<TAB>word word ..." files into lang -> set.
func langWords(name string, wholeLine bool) map[string]map[string]bool {
	m := map[string]map[string]bool{}
	for _, l := range lines(name) {
		lang, rest, ok := strings.Cut(l, "\t")
		if !ok {
			continue
		}
		if m[lang] == nil {
			m[lang] = map[string]bool{}
		}
		if wholeLine {
			m[lang][foldKey(rest)] = true
			continue
		}
		for _, w := range strings.Fields(rest) {
			m[lang][foldKey(w)] = true
		}
	}
	return m
}

func table(name string) map[string]string {
	m := map[string]string{}
	for _, l := range lines(name) {
		k, v, ok := strings.Cut(l, "\t")
		if !ok {
			continue
		}
		if v == "-" {
			v = ""
		}
		m[k] = v
	}
	return m
}

func loadLexicon() *lexicon {
	x := &lexicon{
		titles:        langWords("titles.txt", false),
		roles:         langWords("roles.txt", true),
		conjunctions:  langWords("conjunctions.txt", false),
		suffixes:      map[string]bool{},
		particles:     map[string]bool{},
		organizations: map[string]bool{},
		nickGroups:    map[string][]int{},
		eaNative:      map[string]map[string][]string{},
		eaLatin:       map[string]string{},
		pinyin:        map[rune]string{},
		cyrillic:      table("cyrillic.txt"),
		greek:         table("greek.txt"),
		arabic:        table("arabic.txt"),
		hebrew:        table("hebrew.txt"),
		kana:          table("kana.txt"),
	}
	for _, set := range x.roles {
		for r := range set {
			if n := len(strings.Fields(r)); n > x.maxRoleWords {
				x.maxRoleWords = n
			}
		}
	}
	for _, l := range lines("suffixes.txt") {
		x.suffixes[foldKey(l)] = true
	}
	for _, l := range lines("particles.txt") {
		x.particles[foldKey(l)] = true
	}
	for _, l := range lines("organizations.txt") {
		w := foldKey(l)
		if isUnspacedScript(dominantScript(w)) {
			x.orgSubstrings = append(x.orgSubstrings, w)
		} else {
			x.organizations[w] = true
		}
	}
	for _, l := range lines("nicknames.txt") {
		lang, rest, ok := strings.Cut(l, "\t")
		if !ok {
			continue
		}
		id := len(x.groups)
		var forms []string
		for _, w := range strings.Fields(strings.Replace(rest, ":", " ", 1)) {
			k := foldKey(w)
			forms = append(forms, k)
			x.nickGroups[k] = append(x.nickGroups[k], id)
		}
		x.groups = append(x.groups, forms)
		x.equivalence = append(x.equivalence, lang == "*")
	}
	for _, l := range lines("surnames_east_asian.txt") {
		f := strings.Split(l, "\t")
		if len(f) != 3 {
			continue
		}
		lang, native, roms := f[0], f[1], strings.Fields(f[2])
		for i, r := range roms {
			roms[i] = foldKey(r)
		}
		for _, r := range roms {
			if _, seen := x.eaLatin[r]; !seen {
				x.eaLatin[r] = lang
			}
		}
		if native == "-" {
			continue
		}
		if x.eaNative[lang] == nil {
			x.eaNative[lang] = map[string][]string{}
		}
		for _, n := range strings.Split(native, "/") {
			if _, seen := x.eaNative[lang][n]; !seen {
				x.eaNative[lang][n] = roms
			}
			if c := len([]rune(n)); c > x.eaMaxLen {
				x.eaMaxLen = c
			}
		}
	}
	for _, l := range lines("pinyin.txt") {
		chars, py, ok := strings.Cut(l, "\t")
		if !ok {
			continue
		}
		for _, c := range strings.Split(chars, "/") {
			if r := []rune(c); len(r) == 1 {
				if _, seen := x.pinyin[r[0]]; !seen {
					x.pinyin[r[0]] = py
				}
			}
		}
	}
	// Single-character Chinese surnames also give readings.
	for n, roms := range x.eaNative["zh"] {
		if r := []rune(n); len(r) == 1 {
			if _, seen := x.pinyin[r[0]]; !seen {
				x.pinyin[r[0]] = roms[0]
			}
		}
	}
	jamo := map[string][]string{}
	for _, l := range lines("hangul.txt") {
		kind, rest, ok := strings.Cut(l, "\t")
		if !ok {
			continue
		}
		f := strings.Fields(rest)
		for i := range f {
			if f[i] == "-" {
				f[i] = ""
			}
		}
		jamo[kind] = f
	}
	x.hangulInitial, x.hangulMedial = jamo["initial"], jamo["medial"]
	x.hangulFinal, x.hangulFinalVowel = jamo["final"], jamo["final_vowel"]
	return x
}

// baseLang reduces a tag to the key used in the data files ("zh-CN" -> "zh",
// "ps-AF" -> "ps", "nb" -> "no").
func baseLang(tag string) string {
	tag = strings.ToLower(strings.TrimSpace(tag))
	if i := strings.IndexAny(tag, "-_"); i >= 0 {
		tag = tag[:i]
	}
	switch tag {
	case "nb", "nn":
		return "no"
	case "iw":
		return "he"
	}
	return tag
}

func inLang(m map[string]map[string]bool, lang, w string) bool {
	return m["*"][w] || m[lang][w]
}

// nicknameRelated reports whether a and b (folded) share a nickname group.
func (x *lexicon) nicknameRelated(a, b string) bool {
	ga, gb := x.nickGroups[a], x.nickGroups[b]
	for _, i := range ga {
		for _, j := range gb {
			if i == j {
				return true
			}
		}
	}
	return false
}

func (x *lexicon) groupMembers(id int) []string { return x.groups[id] }

func (x *lexicon) isEquivalenceGroup(id int) bool { return x.equivalence[id] }
