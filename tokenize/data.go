package tokenize

import (
	"bufio"
	"embed"
	"fmt"
	"maps"
	"math"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/argot-nlp/argot/internal/doc"
)

// The tables of the tokenizer are readable text files under data/; this file
// only parses them.
//
//go:embed data
var dataFS embed.FS

// punctInfo is one row of data/punct.txt.
type punctInfo struct {
	behavior doc.Behavior
	id       rune
	family   rune // quotes and brackets: the opening mark of the pair family
}

// emojiRange is one row of data/emoji.txt.
type emojiRange struct{ lo, hi rune }

// shared holds the language-independent tables, parsed once.
var shared struct {
	once       sync.Once
	punct      map[rune]punctInfo
	emoji      []emojiRange
	emoticons  []string
	langs      map[string]langSpec
	loadErrors []error
}

// langSpec is one row of data/lang.txt.
type langSpec struct {
	decimal, group string
	hyphenSplit    bool
	ordinalDot     bool
	trailingApos   string
	lowerStarts    bool
	ordinalCap     bool     // ordinals also before capitalised words (German nouns)
	periodSplit    bool     // abbreviation periods and repeated marks are tokens of their own
	listedWhole    bool     // with periodSplit, listed abbreviations keep their period ("Okt.")
	colonSuffix    bool     // case endings after a colon ("EU:n")
	slashJoin      bool     // words joined by a slash are one token ("ja/tai")
	numHyphenSplit bool     // split numbers at hyphens too ("1-2")
	spaceBreak     int      // a space between Thai words ends a sentence this long (code points)
	finals         []string // word endings that close a sentence without a mark
	segment        string
}

var behaviorNames = map[string]doc.Behavior{}

func init() {
	for b := doc.SentenceTerminator; b <= doc.ListComma; b++ {
		behaviorNames[b.String()] = b
	}
}

func loadShared() {
	shared.once.Do(func() {
		shared.punct = map[rune]punctInfo{}
		eachLine("data/punct.txt", func(f []string) error {
			if len(f) != 3 && len(f) != 4 {
				return fmt.Errorf("want 3 or 4 fields")
			}
			m, _ := utf8.DecodeRuneInString(f[0])
			id, _ := utf8.DecodeRuneInString(f[2])
			b, ok := behaviorNames[f[1]]
			if !ok {
				return fmt.Errorf("unknown behavior %q", f[1])
			}
			p := punctInfo{behavior: b, id: id}
			if len(f) == 4 {
				p.family, _ = utf8.DecodeRuneInString(f[3])
			}
			shared.punct[m] = p
			return nil
		})
		eachLine("data/emoji.txt", func(f []string) error {
			lo, hi, _ := strings.Cut(f[0], "..")
			a, err := strconv.ParseUint(lo, 16, 32)
			if err != nil {
				return err
			}
			b := a
			if hi != "" {
				if b, err = strconv.ParseUint(hi, 16, 32); err != nil {
					return err
				}
			}
			shared.emoji = append(shared.emoji, emojiRange{rune(a), rune(b)})
			return nil
		})
		eachLine("data/emoticons.txt", func(f []string) error {
			shared.emoticons = append(shared.emoticons, f[0])
			return nil
		})
		// Longest first, so that ":-)" wins over ":-".
		sortByLenDesc(shared.emoticons)
		shared.langs = map[string]langSpec{}
		eachLine("data/lang.txt", func(f []string) error {
			s := langSpec{decimal: ".", group: ","}
			for _, kv := range f[1:] {
				k, v, _ := strings.Cut(kv, "=")
				switch k {
				case "decimal":
					s.decimal = v
				case "group":
					s.group = strings.ReplaceAll(v, "space", " \u00a0\u202f")
				case "hyphen":
					s.hyphenSplit = v == "split"
				case "ordinal":
					s.ordinalDot = v == "dot" || v == "dotcap"
					s.ordinalCap = v == "dotcap"
				case "periods":
					s.periodSplit = v == "split" || v == "unlisted"
					s.listedWhole = v == "unlisted"
				case "finals":
					s.finals = strings.Split(v, "|")
				case "spacebreak":
					n, err := strconv.Atoi(v)
					if err != nil {
						return err
					}
					s.spaceBreak = n
				case "slash":
					s.slashJoin = v == "join"
				case "numhyphen":
					s.numHyphenSplit = v == "split"
				case "colon":
					s.colonSuffix = v == "suffix"
				case "lowercase":
					s.lowerStarts = v == "sentence"
				case "apos":
					s.trailingApos = v
				case "segment":
					s.segment = v
				default:
					return fmt.Errorf("unknown key %q", k)
				}
			}
			shared.langs[f[0]] = s
			return nil
		})
	})
}

// sortByLenDesc sorts a for longest-match-first lookups.
func sortByLenDesc(a []string) {
	slices.SortStableFunc(a, func(x, y string) int { return len(y) - len(x) })
}

// eachLine calls fn with the white-space separated fields of every
// non-comment line of an embedded file. Errors in the embedded data are
// programming errors; they are collected and reported by New.
func eachLine(name string, fn func(fields []string) error) {
	b, err := dataFS.ReadFile(name)
	if err != nil {
		shared.loadErrors = append(shared.loadErrors, err)
		return
	}
	sc := bufio.NewScanner(strings.NewReader(string(b)))
	n := 0
	for sc.Scan() {
		n++
		line := sc.Text()
		if strings.HasPrefix(line, "#") || strings.TrimSpace(line) == "" {
			continue
		}
		if err := fn(strings.Fields(line)); err != nil {
			shared.loadErrors = append(shared.loadErrors, fmt.Errorf("tokenize: %s:%d: %w", name, n, err))
		}
	}
}

// spaceBreakModel scores a space between words as a sentence end (see
// data/spacebreak/th.txt).
type spaceBreakModel struct {
	bias, scale, weight float64
	before, after       map[string]float64
}

// ends reports whether a space between the words before and after ends a
// sentence that is n code points long so far.
func (m *spaceBreakModel) ends(n int, before, after string) bool {
	score := m.bias + m.before[before] + m.after[after]
	if m.scale > 0 {
		score += m.weight * math.Log(float64(max(n, 1))/m.scale)
	}
	return score > 0
}

// affix is a proclitic with the start its rest must have, or an enclitic
// with the length in letters its host must have.
type affix struct {
	text, rest string
	min        int
}

// abbrevInfo describes one abbreviation of data/abbrev/<lang>.txt.
type abbrevInfo struct {
	prefix bool // precedes a name or number; never ends a sentence
}

// langData is everything the tokenizer knows about one language.
type langData struct {
	spec          langSpec
	abbrev        map[string]abbrevInfo
	suffix        []string            // clitic suffixes, apostrophe as '
	split         map[string][]string // lower-cased word -> pieces
	keep          map[string]bool     // lower-cased words never split
	elision       []string            // elided prefixes with '
	elideAll      bool
	hyphenPrefix  map[string]bool
	proclitics    []affix
	hosts         map[string]bool
	hyphenSuffix  []string // pronouns written after a hyphen that are tokens of their own
	pronouns      []string
	enclitics     []affix
	lexPronouns   []string         // pronoun suffixes split off any word the lexicon knows
	lexProclitics []affix          // proclitics split off any word the lexicon knows; min 1: "final", nothing follows
	spaceBreaks   *spaceBreakModel // sentence ends at spaces (Thai), or nil
	cliticSet     map[string]bool  // lower-cased clitic pieces that continue a word
}

func loadLang(lang string) (*langData, error) {
	loadShared()
	if len(shared.loadErrors) > 0 {
		return nil, shared.loadErrors[0]
	}
	spec, ok := shared.langs[lang]
	if !ok {
		return nil, fmt.Errorf("tokenize: unknown language %q", lang)
	}
	ld := &langData{spec: spec, abbrev: map[string]abbrevInfo{}, split: map[string][]string{},
		keep: map[string]bool{}, hosts: map[string]bool{}, hyphenPrefix: map[string]bool{}, cliticSet: map[string]bool{}}
	var errs []error
	collect := func(name string, fn func([]string) error) {
		if _, err := dataFS.Open(name); err != nil {
			return // the file is optional
		}
		before := len(shared.loadErrors)
		eachLine(name, fn)
		errs = append(errs, shared.loadErrors[before:]...)
		shared.loadErrors = shared.loadErrors[:before]
	}
	collect("data/abbrev/"+lang+".txt", func(f []string) error {
		a := abbrevInfo{prefix: len(f) > 1 && f[1] == ">"}
		ld.abbrev[f[0]] = a
		// Sentence-initial capitalised and all-caps variants.
		if r, n := utf8.DecodeRuneInString(f[0]); n > 0 {
			up := string(unicode.ToUpper(r)) + f[0][n:]
			if _, ok := ld.abbrev[up]; !ok {
				ld.abbrev[up] = a
			}
		}
		return nil
	})
	collect("data/clitics/"+lang+".txt", func(f []string) error {
		if f[0] == "keep" && len(f) == 2 {
			ld.keep[NormalizeForLookup(lang, normApos(f[1]))] = true
			return nil
		}
		if len(f) < 2 {
			return fmt.Errorf("missing argument")
		}
		arg := normApos(f[1])
		switch f[0] {
		case "suffix":
			ld.suffix = append(ld.suffix, arg)
			ld.cliticSet[arg] = true
		case "split":
			if len(f) != 3 {
				return fmt.Errorf("split wants a word and pieces")
			}
			pieces := strings.Split(normApos(f[2]), "|")
			if strings.Join(pieces, "") != arg {
				return fmt.Errorf("pieces of %q do not spell it", arg)
			}
			ld.split[arg] = pieces
			for _, p := range pieces[1:] {
				ld.cliticSet[p] = true
			}
		case "keep":
			ld.keep[arg] = true
		case "elision":
			if arg == "*" {
				ld.elideAll = true
			} else {
				ld.elision = append(ld.elision, arg)
			}
		case "hyphenprefix":
			ld.hyphenPrefix[arg] = true
		case "proclitic":
			a := affix{text: arg}
			if len(f) > 2 {
				a.rest = f[2]
				if exact, ok := strings.CutPrefix(a.rest, "="); ok {
					a.rest = "=" + NormalizeForLookup(lang, exact)
				}
				if n, ok := strings.CutPrefix(a.rest, "+"); ok {
					m, err := strconv.Atoi(n)
					if err != nil {
						return err
					}
					a.rest, a.min = "", m
				}
			}
			ld.proclitics = append(ld.proclitics, a)
		case "hyphensuffix":
			ld.hyphenSuffix = append(ld.hyphenSuffix, arg)
		case "host":
			ld.hosts[arg] = true
		case "pronoun":
			ld.pronouns = append(ld.pronouns, arg)
		case "lexproclitic":
			a := affix{text: arg}
			if len(f) > 2 && f[2] == "final" {
				a.min = 1
			}
			ld.lexProclitics = append(ld.lexProclitics, a)
		case "lexpronoun":
			ld.lexPronouns = append(ld.lexPronouns, arg)
		case "enclitic":
			if len(f) != 3 {
				return fmt.Errorf("enclitic wants a suffix and a length")
			}
			n, err := strconv.Atoi(f[2])
			if err != nil {
				return err
			}
			ctx, suf, ok := strings.Cut(arg, "|")
			if !ok {
				ctx, suf = "", arg
			}
			ld.enclitics = append(ld.enclitics, affix{text: suf, rest: ctx, min: n})
		default:
			return fmt.Errorf("unknown directive %q", f[0])
		}
		return nil
	})
	collect("data/spacebreak/"+lang+".txt", func(f []string) error {
		m := ld.spaceBreaks
		if m == nil {
			m = &spaceBreakModel{before: map[string]float64{}, after: map[string]float64{}}
			ld.spaceBreaks = m
		}
		num := func(k int) (float64, error) { return strconv.ParseFloat(f[k], 64) }
		var err error
		switch {
		case f[0] == "bias" && len(f) == 2:
			m.bias, err = num(1)
		case f[0] == "length" && len(f) == 3:
			if m.scale, err = num(1); err == nil && m.scale <= 0 {
				err = fmt.Errorf("length scale must be positive")
			}
			if err == nil {
				m.weight, err = num(2)
			}
		case f[0] == "before" && len(f) == 3:
			m.before[f[1]], err = num(2)
		case f[0] == "after" && len(f) == 3:
			m.after[f[1]], err = num(2)
		default:
			err = fmt.Errorf("want bias B, length SCALE WEIGHT, before WORD W or after WORD W")
		}
		return err
	})
	if len(errs) > 0 {
		return nil, errs[0]
	}
	sortByLenDesc(ld.suffix)
	sortByLenDesc(ld.elision)
	sortByLenDesc(ld.pronouns)
	sortByLenDesc(ld.lexPronouns)
	sortByLenDesc(ld.hyphenSuffix)
	return ld, nil
}

// normApos writes typographic apostrophes as ASCII ones.
func normApos(s string) string {
	if !strings.ContainsAny(s, "’ʼ") {
		return s
	}
	return strings.NewReplacer("’", "'", "ʼ", "'").Replace(s)
}

// Languages returns the language ids the tokenizer supports, sorted.
func Languages() []string {
	loadShared()
	return slices.Sorted(maps.Keys(shared.langs))
}
