package packbuild

import (
	"bufio"
	"bytes"
	"cmp"
	"context"
	_ "embed"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"maps"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/cases"
	"golang.org/x/text/language"
	"golang.org/x/text/unicode/norm"

	"github.com/argot-nlp/argot/internal/conllu"
	"github.com/argot-nlp/argot/lexdata"
)

// This file makes the sections package abuse reads: abuse.lexicon, the
// abusive forms of a language, from the abuse word lists of lexsrc/abuse
// (SOURCES-analysis.md §1), and abuse.families, the concept families of
// abuse and of sensitive topics, from WordNet's usage domains and the
// hand-picked anchors of data/abuse-anchors.tsv.
//
// Both are UTF-8 TSV with a "#" header line:
//
//	abuse.lexicon   form, class, strength (1..4), confidence (0..2), tags, sources
//	abuse.families  family, class, strength (1..4), tags, anchor
//
// Tags are comma-separated, "-" when there are none. In abuse.lexicon,
// confidence says how sure it is that the form is abusive whatever the
// context: 2 always, 1 usually, 0 only in an abusive context (the form has
// a common clean meaning).

const (
	sectionAbuseLexicon  = "abuse.lexicon"
	sectionAbuseFamilies = "abuse.families"
)

func init() {
	languageProducers = append(languageProducers, producer{sectionAbuseLexicon, produceAbuseLexicon})
	coreProducers = append(coreProducers, producer{sectionAbuseFamilies, produceAbuseFamilies})
}

// abuseAnchorsTSV holds the anchor synsets of abuse.families; hand-written.
//
//go:embed data/abuse-anchors.tsv
var abuseAnchorsTSV string

// Abuse classes of the lexicon and the families.
const (
	classProfanity  = "profanity"
	classSexual     = "sexual"
	classSlur       = "slur"
	classInsult     = "insult"
	classDogwhistle = "dogwhistle"
	classDrug       = "drug"
	classGroup      = "group"
	classExclude    = "exclude"
)

// abusiveClasses are the classes that make a word abusive in itself (the
// others name sensitive topics). A word's sense in one of them is not a
// clean sense.
var abusiveClasses = map[string]bool{classSlur: true, classInsult: true, classProfanity: true, classSexual: true}

// familyClasses are the classes a family can have; anchors must use one.
var familyClasses = map[string]bool{
	classSlur: true, classInsult: true, classProfanity: true, classSexual: true, classDrug: true,
	"weapon": true, "alcohol": true, "gambling": true, "tobacco": true, "violence": true,
	"injury": true, "death": true, "crime": true, "suicide": true, "mental": true,
	"sex_work": true, classGroup: true, "wildlife": true, classExclude: true,
}

// classStrength is a class's strength when nothing more specific is known.
var classStrength = map[string]int{
	classSlur: 3, classProfanity: 2, classSexual: 2, classInsult: 2, classDogwhistle: 2, classDrug: 1,
}

// Where lexsrc/abuse comes from (SOURCES-analysis.md §1, §3.7).
var abuseSources = map[string]lexdata.Provenance{
	"ldnoobw1":    {Source: "github.com/LDNOOBW/List-of-Dirty-Naughty-Obscene-and-Otherwise-Bad-Words", Version: "5faf2ba42d7b1c0977169ec3611df25a3c08eb13", License: "CC-BY-4.0"},
	"ldnoobw2":    {Source: "github.com/LDNOOBWV2/List-of-Dirty-Naughty-Obscene-and-Otherwise-Bad-Words_V2", Version: "e2f7430cde6fcc755eca7243d5cf46fc0766ff29", License: "CC0-1.0"},
	"cuss":        {Source: "npm cuss", Version: "2.2.0", License: "MIT"},
	"obscenity":   {Source: "npm obscenity dist/preset/english.js", Version: "0.4.6", License: "MIT"},
	"2toad":       {Source: "npm @2toad/profanity dist/data/profane-words.js", Version: "3.3.0", License: "MIT"},
	"cursefilter": {Source: "npm curse-filter", Version: "6.0.0", License: "MIT"},
	"pythainlp":   {Source: "github.com/PyThaiNLP/pythainlp pythainlp/corpus/profanity_th.txt", Version: "3ea588e9", License: "Apache-2.0"},
	"wiegand":     {Source: "github.com/uds-lsv/lexicon-of-abusive-words baseLexicon.txt expandedLexicon.txt", Version: "0a38d2c6df975c98191ad2faecbacca3f4a19e09", License: "CC-BY-4.0"},
	"dogwhistles": {Source: "github.com/juliamendelsohn/dogwhistles glossary.tsv", Version: "a0b33572d57148a1ad542b5f8486337d16369402", License: "MIT"},
	"argot":       {Source: "argot lexdata/packbuild/abuse.go abuseSlursEN (hand-written)", Version: Version, License: "CC0-1.0"},
	"dea":         {Source: "github.com/WanzhengZhu/Euphemism drug-street-names-DEA.txt (from the US DEA slang list)", Version: "55654fa51a5dd4a48f5b0e2a55e68a9c7659e79b", License: "MIT"},
	"wordnet":     wordnetProvenance,
}

// curatedSources are lists written by people for the language (as against
// the large merged LDNOOBW v2 and the machine-translated 2toad lists).
var curatedSources = map[string]bool{
	"ldnoobw1": true, "cuss": true, "obscenity": true, "cursefilter": true,
	"pythainlp": true, "wiegand": true, "wordnet": true,
}

// Thresholds of the classification rules.
const (
	// abuseFrequentRank: a word among the language's abuseFrequentRank
	// most frequent words (OpenSubtitles) is common in clean text.
	abuseFrequentRank = 10_000
	// wiegandMinScore: expanded-lexicon entries from this score on count
	// as abusive. Around 1.5 the nouns are still insults (skank, blowhard,
	// oaf, pervert); around 1.2 they are not (workaholic, brainiac).
	wiegandMinScore = 1.5
	// wiegandMinAdjScore: adjectives only from this score (stupid,
	// disgusting, vile); lower ones describe things, not people.
	wiegandMinAdjScore = 2.4
	maxAbuseWords      = 4
	maxAbuseRunes      = 30
)

// abuseStrengthEN gives the strength of the English words whose strength
// the class does not tell (4: the strongest words of the language; 1: mild).
// It applies to every form with a word that starts with the key
// ("fucking" from "fuck"); the longest key wins.
var abuseStrengthEN = map[string]int{
	"cunt": 4, "motherfuck": 4, "nigger": 4,
	"fuck": 3, "cocksuck": 3, "twat": 3, "wanker": 3, "whore": 3, "slut": 3, "retard": 3, "faggot": 3,
	"bitch": 2, "bastard": 2, "asshole": 3, "dickhead": 3, "prick": 2, "jerk": 2, "scumbag": 3, "douche": 2,
	"moron": 2, "idiot": 2, "loser": 2, "creep": 2, "hoe": 2, "skank": 3, "dumbass": 2, "jackass": 2,
	"damn": 1, "crap": 1, "hell": 1, "bloody": 1, "bugger": 1, "piss": 1, "sod": 1, "silly": 1,
	"darn": 1, "heck": 1, "bum": 1, "fart": 1, "poop": 1, "dang": 1, "goddam": 1,
}

// abuseSlursEN are English slurs with the group they target. The lists and
// WordNet know most of them only as profanity or insults, or not at all
// (the newer coinages); a slur is bigotry, so its class and target must be
// right. Plurals ending in "s" are covered. Gendered insults (bitch, slut)
// stay insults with their lexicon class.
var abuseSlursEN = map[string][]string{
	"tranny": {"transphobia"}, "shemale": {"transphobia"}, "he-she": {"transphobia"}, "ladyboy": {"transphobia"},
	"fag": {"homophobia"}, "faggot": {"homophobia"}, "fagot": {"homophobia"}, "dyke": {"homophobia"}, "homo": {"homophobia"},
	"poof": {"homophobia"}, "poofter": {"homophobia"}, "pansy": {"homophobia"}, "lesbo": {"homophobia"}, "batty boy": {"homophobia"},
	"retard": {"ableism"}, "cripple": {"ableism"}, "spastic": {"ableism"}, "spaz": {"ableism"}, "mong": {"ableism"},
	"mongoloid": {"ableism"}, "window licker": {"ableism"},
	"muzzie": {"islamophobia"}, "muzzy": {"islamophobia"}, "jihadi": {"islamophobia"}, "raghead": {"islamophobia", "racism"},
	"towelhead": {"islamophobia", "racism"}, "sand nigger": {"racism", "islamophobia"}, "camel jockey": {"racism", "islamophobia"},
	"camel fucker": {"racism", "islamophobia"}, "goatfucker": {"racism", "islamophobia"}, "goat fucker": {"racism", "islamophobia"},
	"rapefugee": {"xenophobia"}, "wetback": {"xenophobia", "racism"}, "beaner": {"racism"}, "spic": {"racism"},
	"chink": {"racism"}, "gook": {"racism"}, "nip": {"racism"}, "jap": {"racism"}, "kike": {"antisemitism"},
	"yid": {"antisemitism"}, "hymie": {"antisemitism"}, "nigger": {"racism"}, "nigga": {"racism"}, "coon": {"racism"},
	"jungle bunny": {"racism"}, "porch monkey": {"racism"}, "paki": {"racism"}, "wog": {"racism"}, "gyppo": {"racism"},
	"pikey": {"racism"}, "abo": {"racism"}, "boong": {"racism"}, "golliwog": {"racism"}, "jigaboo": {"racism"},
}

// abuseSlurTags returns the targets of an English slur form, or nil.
func abuseSlurTags(form string) []string {
	if t, ok := abuseSlursEN[form]; ok {
		return t
	}
	if base, ok := strings.CutSuffix(form, "s"); ok {
		return abuseSlursEN[base]
	}
	return nil
}

// abuseClassEN corrects the class WordNet gives a few English words: its
// obscenity domain files "fuck" and "ass" under intercourse, but they are
// swearwords first. A key ending in "*" matches every word starting with it.
var abuseClassEN = map[string]string{"fuck*": classProfanity, "ass": classProfanity}

// sexualStems: an unclassified listed form with a word starting with one
// of these (or containing one, in languages written without spaces) is
// sexual rather than profanity.
var sexualStems = map[string][]string{
	"en":    {"sex", "porn", "cum", "dick", "cock", "pussy", "vagina", "penis", "anal", "anus", "orgasm", "blowjob", "tit", "boob", "nude", "naked", "erotic", "fetish", "masturbat", "dildo", "vibrator", "clit", "genital", "semen", "sperm", "ejaculat", "jizz", "milf", "hentai", "bdsm", "bondage", "orgy", "threesome", "gangbang", "handjob", "rimjob", "fellat", "cunnilingus", "nipple", "horny", "xxx", "blow job", "hand job"},
	"de":    {"fick", "muschi", "schwanz", "titte", "porno", "sex", "blasen", "wichs"},
	"fr":    {"bite", "chatte", "baise", "porn", "sex", "suce", "nichon", "branl", "pipe"},
	"es":    {"follar", "coño", "polla", "verga", "teta", "porno", "sexo", "mamada", "chupa"},
	"it":    {"cazz", "figa", "scop", "porn", "sess", "tette", "pompin"},
	"pt":    {"buceta", "foder", "porn", "sexo", "boquete", "piroca", "xoxota"},
	"nl":    {"neuk", "kut", "lul", "porn", "seks", "pijp"},
	"pl":    {"porn", "seks", "cipa", "kutas", "rucha", "pieprz"},
	"sv":    {"knull", "fitta", "kuk", "porr", "sex"},
	"da":    {"knep", "fisse", "pik", "porno", "sex"},
	"no":    {"knull", "fitte", "kuk", "porno", "sex"},
	"fi":    {"nai", "pillu", "kyrpä", "porno", "seksi"},
	"tr":    {"sik", "porno", "seks", "yarrak", "amcık"},
	"ru":    {"секс", "порн", "трах", "минет", "сиськ"},
	"id":    {"seks", "ngentot", "kontol", "memek", "porno", "bokep"},
	"ms":    {"seks", "kontol", "pantat", "porno", "lancau"},
	"vi":    {"địt", "lồn", "cặc", "sex", "đụ"},
	"ar":    {"سكس", "نيك", "زب", "كس"},
	"fa":    {"سکس", "کیر", "کس", "گاییدن"},
	"ja":    {"セックス", "ポルノ", "エロ", "ちんこ", "まんこ"},
	"ko":    {"섹스", "야동", "보지", "자지"},
	"th":    {"เย็ด", "ควย", "หี"},
	"zh-CN": {"性交", "做爱", "色情", "阴茎", "阴道", "鸡巴"},
	"zh-TW": {"性交", "做愛", "色情", "陰莖", "陰道", "雞巴"},
}

// scriptio are the languages written without spaces between words.
var scriptio = map[string]bool{"ja": true, "th": true, "zh-CN": true, "zh-TW": true}

// dogwhistlePersonas maps a dogwhistle's persona to the tags of the hate it
// codes. Personas that code no hate against a protected group
// (conservative, anti-vax, climate change denier, ...) are left out.
var dogwhistlePersonas = map[string][]string{
	"racist": {"racism"}, "white supremacist": {"racism"}, "anti-Asian": {"racism"},
	"anti-Latino": {"racism", "xenophobia"}, "antisemitic": {"antisemitism"},
	"Islamophobic": {"islamophobia"}, "transphobic": {"transphobia"},
	"homophobic": {"homophobia"}, "anti-LGBTQ": {"homophobia", "transphobia"},
	"xenophobic": {"xenophobia"}, "misogynistic": {"sexism"},
}

// deaTags tags the DEA list's drugs; the others are controlled_substance.
var deaTags = map[string]string{
	"marijuana": "cannabis", "marijuana concentrates": "cannabis", "hash oil": "cannabis", "synthetic cannabinoids": "cannabis",
	"cocaine": "hard_drug", "crack cocaine": "hard_drug", "heroin": "hard_drug", "fentanyl": "hard_drug",
	"methamphetamine": "hard_drug", "opium": "hard_drug", "morphine": "hard_drug", "oxycodone": "hard_drug",
	"oxycontin": "hard_drug", "roxicodone": "hard_drug", "oxaydo": "hard_drug", "hydrocodone": "hard_drug",
	"hydromorphone": "hard_drug", "dilaudid": "hard_drug", "norco": "hard_drug", "vicodin": "hard_drug",
	"lorcet": "hard_drug", "percocet": "hard_drug", "pcp": "hard_drug", "phencyclidine": "hard_drug",
	"u-47700": "hard_drug", "synthetic cathinones": "hard_drug", "buprenorphine and naloxone combination": "hard_drug",
	"suboxone": "hard_drug", "acetaminophen and oxycodone combination": "hard_drug",
}

// WordNet 3.0 usage domains (the ";u" pointers) that mark abuse.
const (
	usageEthnicSlur    = "06718862-n"
	usageObscenity     = "07124340-n"
	usageDisparagement = "06717170-n"
	usageSlang         = "07157273-n"
	usageColloquialism = "07075172-n"
)

var usageNames = map[string]string{
	usageEthnicSlur: "ethnic_slur", usageObscenity: "obscenity", usageDisparagement: "disparagement",
	usageSlang: "slang", usageColloquialism: "colloquialism",
}

// ---------------------------------------------------------------------
// abuse.families

// abuseFamilyRow is one (family, class) row of abuse.families.
type abuseFamilyRow struct {
	strength int
	tags     []string
	anchor   string
	depth    int // links from the anchor; the nearest anchor wins
}

// abuseFamilies maps family -> class -> row.
type abuseFamilies map[uint32]map[string]*abuseFamilyRow

// add records a class of f. A nearer anchor replaces a farther one; anchors
// at the same distance merge (tags united, the higher strength kept).
func (af abuseFamilies) add(f uint32, class string, strength int, tags []string, anchor string, depth int) {
	m := af[f]
	if m == nil {
		m = map[string]*abuseFamilyRow{}
		af[f] = m
	}
	r := m[class]
	switch {
	case r == nil || depth < r.depth:
		m[class] = &abuseFamilyRow{strength, slices.Clone(tags), anchor, depth}
	case depth == r.depth:
		r.strength = max(r.strength, strength)
		for _, t := range tags {
			if !slices.Contains(r.tags, t) {
				r.tags = append(r.tags, t)
			}
		}
		slices.Sort(r.tags)
	}
}

// abusive returns f's abusive class (slur first, then sexual, profanity,
// insult) or drug class, with its row, or "" when f has none.
func (af abuseFamilies) abusive(f uint32) (string, *abuseFamilyRow) {
	for _, c := range []string{classSlur, classSexual, classProfanity, classInsult, classDrug} {
		if r := af[f][c]; r != nil {
			return c, r
		}
	}
	return "", nil
}

// abuseAnchor is a row of data/abuse-anchors.tsv.
type abuseAnchor struct {
	synset, lemma, class string
	strength             int
	tags                 []string
	descend              bool
}

// parseAbuseAnchors reads the anchors file; lines starting with "#" and
// blank lines are comments.
func parseAbuseAnchors(text string) ([]abuseAnchor, error) {
	var out []abuseAnchor
	n := 0
	for line := range strings.Lines(text) {
		n++
		line = strings.TrimRight(line, "\r\n")
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) != 6 {
			return nil, fmt.Errorf("abuse-anchors.tsv line %d: %d fields, want 6", n, len(f))
		}
		a := abuseAnchor{synset: f[0], lemma: f[1], class: f[2], tags: splitTags(f[4])}
		if !familyClasses[a.class] {
			return nil, fmt.Errorf("abuse-anchors.tsv line %d: unknown class %q", n, a.class)
		}
		var err error
		if a.strength, err = strconv.Atoi(f[3]); err != nil || a.strength < 0 || a.strength > 4 || (a.strength == 0) != (a.class == classExclude) {
			return nil, fmt.Errorf("abuse-anchors.tsv line %d: bad strength %q", n, f[3])
		}
		switch f[5] {
		case "yes":
			a.descend = true
		case "no":
		default:
			return nil, fmt.Errorf("abuse-anchors.tsv line %d: descend %q, want yes or no", n, f[5])
		}
		if a.class == classExclude {
			for _, c := range a.tags {
				if !familyClasses[c] {
					return nil, fmt.Errorf("abuse-anchors.tsv line %d: exclude names unknown class %q", n, c)
				}
			}
		}
		out = append(out, a)
	}
	return out, nil
}

func splitTags(s string) []string {
	if s == "-" || s == "" {
		return nil
	}
	tags := strings.Split(s, ",")
	for i := range tags {
		tags[i] = strings.TrimSpace(tags[i])
	}
	return tags
}

// hasLemma reports whether ss has the lemma (spaces for underscores, any
// case).
func (ss *synset) hasLemma(lemma string) bool {
	for _, w := range ss.words {
		if strings.EqualFold(displayLemma(w.lemma), lemma) {
			return true
		}
	}
	return false
}

// wnAbuse is what WordNet says about abuse: the family classes of the
// usage domains and anchors, and the English lemmas the usage domains mark
// (some pointers mark one word of a synset, not the synset: "blackamoor"
// in the synset of "Black person").
type wnAbuse struct {
	wn        *wordNet
	ili       *cili
	fams      abuseFamilies
	famSynset map[uint32]*synset
	lemmas    map[string]abuseWordClass // lower-cased English lemma
}

type abuseWordClass struct {
	class    string
	strength int
	tags     []string
}

// abuseWordNet computes wnAbuse once per build.
func (s *sources) abuseWordNet() (*wnAbuse, error) {
	v, err := s.memo("abuse:wordnet", func() (any, error) {
		wn, err := s.loadWordNet()
		if err != nil {
			return nil, err
		}
		ili, err := s.loadCILI()
		if err != nil {
			return nil, err
		}
		anchors, err := parseAbuseAnchors(abuseAnchorsTSV)
		if err != nil {
			return nil, err
		}
		return buildWNAbuse(wn, ili, anchors)
	})
	if err != nil {
		return nil, err
	}
	return v.(*wnAbuse), nil
}

func buildWNAbuse(wn *wordNet, ili *cili, anchors []abuseAnchor) (*wnAbuse, error) {
	wa := &wnAbuse{wn: wn, ili: ili, fams: abuseFamilies{}, famSynset: map[uint32]*synset{}, lemmas: map[string]abuseWordClass{}}
	byID := make(map[string]*synset, len(wn.synsets))
	for _, ss := range wn.synsets {
		byID[ss.id()] = ss
		if f, ok := ili.family(ss.id()); ok {
			if _, dup := wa.famSynset[f]; !dup {
				wa.famSynset[f] = ss
			}
		}
	}
	family := func(ss *synset) (uint32, bool) { return ili.family(ss.id()) }

	// Excluded subtrees, per class ("" for every class).
	excluded := map[*synset][]string{}
	for _, a := range anchors {
		ss := byID[a.synset]
		if ss == nil || !ss.hasLemma(a.lemma) {
			return nil, fmt.Errorf("abuse-anchors.tsv: synset %s does not have the lemma %q", a.synset, a.lemma)
		}
		if a.class != classExclude {
			continue
		}
		classes := a.tags
		if len(classes) == 0 {
			classes = []string{""}
		}
		for _, n := range wn.descendants(ss, a.descend, nil) {
			excluded[n.ss] = append(excluded[n.ss], classes...)
		}
	}
	for _, a := range anchors {
		if a.class == classExclude {
			continue
		}
		start := byID[a.synset]
		cut := func(ss *synset) bool {
			cs := excluded[ss]
			return ss != start && (slices.Contains(cs, a.class) || slices.Contains(cs, ""))
		}
		for _, n := range wn.descendants(start, a.descend, cut) {
			if f, ok := family(n.ss); ok {
				wa.fams.add(f, a.class, a.strength, a.tags, "synset:"+a.synset, n.depth)
			}
		}
	}

	// Usage domains.
	for _, ss := range wn.synsets {
		for _, p := range ss.ptrs {
			if p.symbol != ";u" {
				continue
			}
			dom := wn.byKey[p.target]
			if dom == nil {
				continue
			}
			wc, ok := wa.usageClass(ss, dom.id())
			if !ok {
				continue
			}
			words := ss.words
			if p.source > 0 && int(p.source) <= len(words) {
				// One word of the synset: the lemma is abusive, the concept
				// is not.
				words = words[p.source-1 : p.source]
			} else if f, ok := family(ss); ok {
				wa.fams.add(f, wc.class, wc.strength, wc.tags, "usage:"+usageNames[dom.id()], 0)
				if wc.class == classSlur {
					delete(wa.fams[f], classGroup) // a slur is no neutral mention
				}
			}
			for _, w := range words {
				k := strings.ToLower(displayLemma(w.lemma))
				if old, ok := wa.lemmas[k]; !ok || abuseClassRank(wc.class) < abuseClassRank(old.class) {
					wa.lemmas[k] = wc
				}
			}
		}
	}
	return wa, nil
}

func abuseClassRank(c string) int {
	if i := slices.Index([]string{classSlur, classSexual, classProfanity, classInsult}, c); i >= 0 {
		return i
	}
	return 99
}

// usageClass decides the class of a synset in a usage domain:
//   - ethnic slur: slur (strength 4 when the gloss says "extremely
//     offensive", else 3);
//   - obscenity: sexual for body parts and acts (the penis, intercourse),
//     insult for persons, profanity otherwise;
//   - disparagement, and slang or colloquialism whose gloss says the term
//     is offensive, derogatory, disparaging or insulting: for persons only,
//     slur when the person is in a protected group's closure (kike under
//     Jew, dyke under lesbian), else insult.
func (wa *wnAbuse) usageClass(ss *synset, domain string) (abuseWordClass, bool) {
	lex := ""
	if int(ss.lexFile) < len(wa.wn.lexNames) {
		lex = wa.wn.lexNames[ss.lexFile]
	}
	gloss := strings.ToLower(ss.gloss)
	strong := 3
	if strings.Contains(gloss, "extremely offensive") {
		strong = 4
	}
	person := func() (abuseWordClass, bool) {
		if lex != "noun.person" {
			return abuseWordClass{}, false
		}
		if f, ok := wa.ili.family(ss.id()); ok {
			if g := wa.fams[f][classGroup]; g != nil {
				return abuseWordClass{classSlur, strong, g.tags}, true
			}
		}
		if strings.Contains(gloss, "ethnic slur") {
			return abuseWordClass{classSlur, strong, []string{"racism"}}, true
		}
		return abuseWordClass{classInsult, 2, nil}, true
	}
	switch domain {
	case usageEthnicSlur:
		if wc, ok := person(); ok && wc.class == classSlur {
			return wc, true
		}
		return abuseWordClass{classSlur, strong, []string{"racism"}}, true
	case usageObscenity:
		switch lex {
		case "noun.body", "noun.act":
			return abuseWordClass{classSexual, 2, []string{"sex"}}, true
		case "noun.person":
			return abuseWordClass{classInsult, 3, nil}, true
		}
		return abuseWordClass{classProfanity, 2, nil}, true
	case usageDisparagement:
		return person()
	case usageSlang, usageColloquialism:
		for _, w := range []string{"offensive", "derogatory", "disparaging", "insult"} {
			if strings.Contains(gloss, w) {
				return person()
			}
		}
	}
	return abuseWordClass{}, false
}

// descendant is a synset reached from an anchor, depth links down.
type descendant struct {
	ss    *synset
	depth int
}

// descendants returns start and, when all is set, its hyponyms and
// instances at any depth, breadth first, each once; cut stops the walk at
// a synset (it and its hyponyms are left out).
func (wn *wordNet) descendants(start *synset, all bool, cut func(*synset) bool) []descendant {
	out := []descendant{{start, 0}}
	if !all {
		return out
	}
	seen := map[*synset]bool{start: true}
	for i := 0; i < len(out); i++ {
		for _, p := range out[i].ss.ptrs {
			if p.symbol != "~" && p.symbol != "~i" {
				continue
			}
			h := wn.byKey[p.target]
			if h == nil || seen[h] || (cut != nil && cut(h)) {
				continue
			}
			seen[h] = true
			out = append(out, descendant{h, out[i].depth + 1})
		}
	}
	return out
}

func produceAbuseFamilies(_ context.Context, in input) ([]byte, lexdata.Provenance, error) {
	fams, err := in.src.abuseFamilies()
	if err != nil {
		return nil, lexdata.Provenance{}, err
	}
	prov := lexdata.Provenance{
		Source:  "argot lexdata/packbuild/data/abuse-anchors.tsv; " + wordnetProvenance.Source + "; " + ciliProvenance.Source + "; English abuse.lexicon (see its provenance)",
		Version: Version + "; " + wordnetProvenance.Version + "; " + ciliProvenance.Version,
		License: "LicenseRef-WordNet-3.0 AND CC-BY-4.0",
		Note: "classes from WordNet usage domains (ethnic slur, obscenity, disparagement, offensive slang), from anchor synsets with their hyponyms, " +
			"and from English slur/insult forms whose noun senses are all persons (anchor lexicon:<form>); one row per (family, class)",
	}
	return encodeAbuseFamilies(fams), prov, nil
}

func encodeAbuseFamilies(fams abuseFamilies) []byte {
	ids := make([]uint32, 0, len(fams))
	for f := range fams {
		ids = append(ids, f)
	}
	slices.Sort(ids)
	var b bytes.Buffer
	b.WriteString("# family\tclass\tstrength (1..4)\ttags\tanchor\n")
	for _, f := range ids {
		classes := make([]string, 0, len(fams[f]))
		for c := range fams[f] {
			classes = append(classes, c)
		}
		slices.Sort(classes)
		for _, c := range classes {
			r := fams[f][c]
			fmt.Fprintf(&b, "%d\t%s\t%d\t%s\t%s\n", f, c, r.strength, joinTags(r.tags), r.anchor)
		}
	}
	return b.Bytes()
}

func joinTags(tags []string) string {
	if len(tags) == 0 {
		return "-"
	}
	return strings.Join(tags, ",")
}

// abuseFamilies returns the full family table: WordNet's usage domains and
// the anchors, plus the families of English slurs and insults. An English
// slur or insult form (confidence at least 1) whose noun senses are all in
// noun.person, or that has at most two senses, gives its noun families
// its class: that is how another language's word for "idiot" is found.
func (s *sources) abuseFamilies() (abuseFamilies, error) {
	v, err := s.memo("abuse:families", func() (any, error) {
		wa, err := s.abuseWordNet()
		if err != nil {
			return nil, err
		}
		en, err := s.abuseLexicon("en")
		if err != nil {
			return nil, err
		}
		senses, err := s.wordSenses()
		if err != nil {
			return nil, err
		}
		fams := abuseFamilies{}
		for f, m := range wa.fams {
			for c, r := range m {
				fams.add(f, c, r.strength, r.tags, r.anchor, r.depth)
			}
		}
		abusiveForm := map[string]bool{}
		classOf := map[string]string{}
		for _, r := range en.rows {
			if (r.class == classSlur || r.class == classInsult) && r.confidence >= 1 {
				abusiveForm[r.form] = true
				classOf[r.form] = r.class
			}
		}
		for _, r := range en.rows {
			if !abusiveForm[r.form] {
				continue
			}
			var nouns []uint32
			persons := true
			for _, pos := range senses[r.form] {
				for _, f := range pos {
					ss := wa.famSynset[f]
					if ss == nil || ss.pos != 'n' {
						continue
					}
					nouns = append(nouns, f)
					if wa.wn.lexNames[ss.lexFile] != "noun.person" {
						persons = false
					}
				}
			}
			// Only words that always denote a person: a word with another
			// sense ("taco", "bitch") would make a whole family abusive on
			// the strength of a rare use.
			if len(nouns) == 0 || !persons {
				continue
			}
			for _, f := range nouns {
				// A family whose other lemmas are neutral ("blackamoor" in
				// the family of "Black person") is not abusive; nor is a
				// protected group's family.
				if fams[f]["group"] != nil || neutralSynonym(wa.famSynset[f], abusiveForm) {
					continue
				}
				// The family takes the class of the word that names it: "retard"
				// is a slur, but its family is named by "idiot", an insult.
				if ss := wa.famSynset[f]; ss != nil && len(ss.words) > 0 && classOf[strings.ToLower(displayLemma(ss.words[0].lemma))] != r.class {
					continue
				}
				// Depth 100: anchors and usage domains come first.
				fams.add(f, r.class, r.strength, r.tags, "lexicon:"+r.form, 100)
			}
		}
		return fams, nil
	})
	if err != nil {
		return nil, err
	}
	return v.(abuseFamilies), nil
}

// neutralSynonym reports whether synset ss is named first by a lemma that
// is not an abusive form: then the family is a neutral concept that also
// has an abusive name ("Black person", "blackamoor"), while a family named
// by an insult ("idiot", "imbecile", "changeling") stays an insult.
func neutralSynonym(ss *synset, abusive map[string]bool) bool {
	if ss == nil || len(ss.words) == 0 {
		return false
	}
	return !abusive[strings.ToLower(displayLemma(ss.words[0].lemma))]
}

// ---------------------------------------------------------------------
// abuse.lexicon

// abuseFacts is what the sources say about one form of a language; the
// classification rules (classifyAbuse) read nothing else.
type abuseFacts struct {
	sources  []string // ids of the lists that contain the form, sorted
	curated  int      // how many of them are curated
	cuss     int      // cuss's sureness 0..2; -1 when cuss lacks the form
	noisy    bool     // only in a machine-translated list (2toad, not English)
	wiegand  bool     // abusive per Wiegand et al. and a person noun (or adjective)
	dogTags  []string // a dogwhistle: the tags of its persona
	dogName  bool     // the dogwhistle is a proper name (every word capitalised)
	drugTag  string   // a DEA drug name or street name: its tag
	drugName bool     // the drug's name itself, not slang

	famClass    string // class from WordNet usage domains or the lexicon's families
	famStrength int
	famTags     []string
	groupTags   []string // a protected group's name (jew, gay): its tags
	onlyAbusive bool     // every sense the lexicon knows is abusive
	known       bool     // the language's lexicon knows the form
	clean       bool     // its first (most frequent) sense is not abusive
	frequent    bool     // among the abuseFrequentRank most frequent words
	stem        bool     // has a sexual stem
	strength    int      // from a hand table; 0 when none
	classHint   string   // from a hand table; "" when none
	multiword   bool
	// trustCuss lets cuss's sureness 2 override the clean-word guard. Its
	// English list rates words; its other lists also give 2 to everyday
	// verbs of profane phrases (fr "mettre", "envoyer"), so elsewhere a
	// frequent clean word stays at 0.
	trustCuss bool
	// vulgarAnatomy: a curated list's word whose only wordnet sense is the
	// anatomical one (see abuseKnowledge.facts); sure, confidence 2.
	vulgarAnatomy bool
}

// abuseRow is a row of abuse.lexicon.
type abuseRow struct {
	form, class          string
	strength, confidence int
	tags, sources        []string
}

// classifyAbuse decides a form's class, strength and confidence. The rules:
//
// Class, first that applies: a hand-table class (English); the class
// WordNet's usage domains or the lexicon's families give (slur, sexual,
// profanity, insult, drug; the first sense that has one); the name of a
// protected group (jew, gay, black): slur with the group's tags; a DEA
// drug term: drug; a dogwhistle: dogwhistle; a Wiegand insult: insult; a
// sexual stem: sexual; otherwise profanity.
//
// Strength: the hand table, else the family's, else the class's default.
//
// Confidence. Lists: 1 on a curated list or on two lists, else 0; 2 when
// cuss's sureness is 2, when every sense the lexicon knows is abusive, or
// when cuss has no opinion and three lists, one curated, agree. cuss's
// judgement caps it (sureness 0: 0; 1: at most 1): cuss judged the single
// word, while the lists copy one another (LDNOOBW v2 merges v1; 2toad and
// curse-filter overlap both), so their agreement is weaker evidence.
// Dogwhistles: 1 when multi-word or unknown to the lexicon, and neither a
// common word nor a proper name; else 0 (most are ordinary words). Drugs:
// a drug's name 2; a street name 1 when the lexicon does not know it, else
// 0. A group's name: always 0.
//
// Guards, for every class: a form only in a machine-translated list gets
// 0. A clean form (see abuseKnowledge.facts) gets at most 1, and 0 when it
// is also frequent, unless cuss's sureness is 2 or (without cuss) three
// lists agree.
func classifyAbuse(form string, f abuseFacts) abuseRow {
	r := abuseRow{form: form, sources: f.sources}
	switch {
	case f.classHint != "":
		r.class = f.classHint
	case f.famClass != "":
		r.class, r.tags = f.famClass, f.famTags
	case len(f.groupTags) > 0:
		r.class, r.tags, r.strength = classSlur, f.groupTags, 2
	case f.drugTag != "":
		r.class, r.tags = classDrug, []string{f.drugTag}
	case len(f.dogTags) > 0:
		r.class, r.tags = classDogwhistle, f.dogTags
	case f.wiegand:
		r.class = classInsult
	case f.stem:
		r.class, r.tags = classSexual, []string{"sex"}
	default:
		r.class = classProfanity
	}
	if r.class == classSexual && len(r.tags) == 0 {
		r.tags = []string{"sex"}
	}
	switch {
	case r.strength > 0:
	case f.strength > 0:
		r.strength = f.strength
	case f.famClass != "" && f.famStrength > 0:
		r.strength = f.famStrength
	default:
		r.strength = max(classStrength[r.class], 1)
	}
	lists := len(f.sources)
	agree := f.cuss < 0 && lists >= 3 && f.curated > 0
	switch {
	case r.class == classDogwhistle && f.famClass == "":
		if (f.multiword || !f.known) && !f.frequent && !f.dogName {
			r.confidence = 1
		}
	case r.class == classDrug:
		switch {
		case f.drugName:
			r.confidence = 2
		case !f.known && !f.frequent:
			r.confidence = 1
		}
	default:
		if f.curated > 0 || lists >= 2 {
			r.confidence = 1
		}
		if f.cuss == 2 || f.onlyAbusive || agree || f.vulgarAnatomy {
			r.confidence = 2
		}
		switch f.cuss {
		case 0:
			r.confidence = 0
		case 1:
			r.confidence = min(r.confidence, 1)
		}
	}
	if f.noisy || (f.famClass == "" && len(f.groupTags) > 0) {
		r.confidence = 0
	}
	if f.clean && (f.cuss != 2 || !f.trustCuss) && !agree {
		r.confidence = min(r.confidence, 1)
		if f.frequent {
			r.confidence = 0
		}
		// A word that WordNet itself marks as obscene or disparaging in
		// one of its senses, and that cuss rates as likely profane ("bitch",
		// "pussy"), keeps 1: its abusive use is the common one online.
		if f.cuss >= 1 && !f.noisy && (f.famClass == classProfanity || f.famClass == classSexual || f.famClass == classInsult || f.famClass == classSlur) {
			r.confidence = max(r.confidence, 1)
		}
	}
	return r
}

// abuseLexiconData is a language's abuse.lexicon before encoding.
type abuseLexiconData struct {
	rows  []abuseRow
	used  []string // source ids
	notes []string
}

func produceAbuseLexicon(_ context.Context, in input) ([]byte, lexdata.Provenance, error) {
	d, err := in.src.abuseLexicon(in.lang)
	if err != nil {
		return nil, lexdata.Provenance{}, err
	}
	if len(d.rows) == 0 {
		reason := "no abuse word list for the language in the sources"
		if len(d.notes) > 0 {
			reason += "; " + strings.Join(d.notes, "; ")
		}
		return nil, lexdata.Provenance{}, &omission{reason}
	}
	var pl provenanceList
	for _, id := range d.used {
		p := abuseSources[id]
		p.Source = id + ": " + p.Source
		pl.add(p)
	}
	counts := map[string]int{}
	for _, r := range d.rows {
		counts[r.class]++
	}
	var cs []string
	for _, c := range []string{classProfanity, classSexual, classSlur, classInsult, classDogwhistle, classDrug} {
		if counts[c] > 0 {
			cs = append(cs, fmt.Sprintf("%s %d", c, counts[c]))
		}
	}
	note := fmt.Sprintf("%d forms (%s); NFC, lower-cased, spaces collapsed; class, strength and confidence by the rules of lexdata/packbuild/abuse.go (classifyAbuse)", len(d.rows), strings.Join(cs, ", "))
	if len(d.notes) > 0 {
		note += "; " + strings.Join(d.notes, "; ")
	}
	return encodeAbuseRows(d.rows), pl.merged(note), nil
}

func encodeAbuseRows(rows []abuseRow) []byte {
	var b bytes.Buffer
	w := bufio.NewWriter(&b)
	w.WriteString("# form\tclass\tstrength (1..4)\tconfidence (0..2)\ttags\tsources\n")
	for _, r := range rows {
		fmt.Fprintf(w, "%s\t%s\t%d\t%d\t%s\t%s\n", r.form, r.class, r.strength, r.confidence, joinTags(r.tags), strings.Join(r.sources, ","))
	}
	w.Flush()
	return b.Bytes()
}

// abuseListFiles are a language's word lists: source id -> files under
// lexsrc/abuse. {src} is the language's source id; zh-CN and zh-TW share
// the zh files.
func abuseListFiles(lang string) map[string][]string {
	id := sourceID(lang)
	switch lang {
	case "zh-CN", "zh-TW":
		id = "zh"
	}
	files := map[string][]string{
		"ldnoobw1":    {"ldnoobw/" + id + ".txt"},
		"ldnoobw2":    {"ldnoobw-v2/" + id + ".txt"},
		"2toad":       {"2toad-profanity/" + id + ".txt"},
		"cursefilter": {"curse-filter/" + id + ".txt"},
		"cuss":        {"cuss/" + id + ".tsv"},
	}
	switch lang {
	case "he":
		// Romanized Hebrew (upstream yid.txt): Latin script, as people
		// write Hebrew online.
		files["ldnoobw2"] = []string{"ldnoobw-v2/he-romanized.txt"}
	case "pt":
		files["cuss"] = append(files["cuss"], "cuss/pt-PT.tsv")
	case "ar":
		files["cuss"] = []string{"cuss/ar-Latn.tsv"} // Arabic in Latin letters
	case "th":
		files["pythainlp"] = []string{"pythainlp/th.txt"}
	}
	return files
}

// abuseCandidate collects a form's evidence while the lists are read.
type abuseCandidate struct {
	sources  map[string]bool
	cuss     int
	wiegand  bool
	dogTags  []string
	dogName  bool
	drugTag  string
	drugName bool
}

type abuseCollector struct {
	lang  string
	lower cases.Caser
	conv  map[rune]rune // Chinese script conversion, or nil
	cands map[string]*abuseCandidate
	used  map[string]bool
}

func (c *abuseCollector) normalise(raw string) string {
	w := strings.Join(strings.Fields(strings.TrimPrefix(raw, "\uFEFF")), " ")
	w = norm.NFC.String(c.lower.String(norm.NFC.String(w)))
	if c.conv != nil {
		w = strings.Map(func(r rune) rune {
			if t, ok := c.conv[r]; ok {
				return t
			}
			return r
		}, w)
	}
	return w
}

func (c *abuseCollector) add(raw, src string) *abuseCandidate {
	w := c.normalise(raw)
	if w == "" {
		return nil
	}
	cand := c.cands[w]
	if cand == nil {
		cand = &abuseCandidate{sources: map[string]bool{}, cuss: -1}
		c.cands[w] = cand
	}
	cand.sources[src] = true
	c.used[src] = true
	return cand
}

// abuseLexicon builds lang's rows once per build.
func (s *sources) abuseLexicon(lang string) (*abuseLexiconData, error) {
	v, err := s.memo("abuse:lexicon:"+lang, func() (any, error) { return s.buildAbuseLexicon(lang) })
	if err != nil {
		return nil, err
	}
	return v.(*abuseLexiconData), nil
}

func (s *sources) buildAbuseLexicon(lang string) (*abuseLexiconData, error) {
	c := &abuseCollector{lang: lang, lower: cases.Lower(language.Make(lang)), cands: map[string]*abuseCandidate{}, used: map[string]bool{}}
	d := &abuseLexiconData{}
	switch lang {
	case "zh-CN", "zh-TW":
		table := map[string]string{"zh-CN": "TSCharacters.txt", "zh-TW": "STCharacters.txt"}[lang]
		conv, err := s.openCCChars(table)
		if err != nil && !errors.Is(err, fs.ErrNotExist) {
			return nil, err
		}
		if err == nil {
			c.conv = conv
			d.notes = append(d.notes, "zh lists converted character by character with OpenCC "+table)
		} else {
			d.notes = append(d.notes, "zh lists kept in both scripts (no OpenCC table in the sources)")
		}
	case "he":
		d.notes = append(d.notes, "only romanized Hebrew (LDNOOBW v2 yid.txt, Latin script) exists; kept because people write romanized Hebrew online")
	case "ar":
		d.notes = append(d.notes, "cuss entries are Arabic in Latin letters (ar-Latn)")
	}
	files := abuseListFiles(lang)
	ids := make([]string, 0, len(files))
	for id := range files {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	for _, id := range ids {
		for _, rel := range files[id] {
			data, err := s.read("abuse/" + rel)
			if errors.Is(err, fs.ErrNotExist) {
				continue
			}
			if err != nil {
				return nil, err
			}
			if !utf8.Valid(data) {
				return nil, fmt.Errorf("abuse/%s: not UTF-8", rel)
			}
			for line := range strings.Lines(string(data)) {
				line = strings.TrimRight(line, "\r\n")
				if strings.HasPrefix(line, "#") || strings.TrimSpace(line) == "" {
					continue
				}
				if id == "cuss" {
					term, sure, _ := strings.Cut(line, "\t")
					n, err := strconv.Atoi(strings.TrimSpace(sure))
					if cand := c.add(term, id); cand != nil && err == nil {
						cand.cuss = max(cand.cuss, n)
					}
					continue
				}
				c.add(line, id)
			}
		}
	}
	var guards map[string]bool
	if lang == "en" {
		var err error
		if guards, err = s.abuseEnglishSources(c); err != nil {
			return nil, err
		}
	}
	if err := s.classifyAbuseCandidates(lang, c, guards, d); err != nil {
		return nil, err
	}
	if lang == "ps-AF" || lang == "ur" {
		if err := s.translateAbuse(lang, d); err != nil {
			return nil, err
		}
	}
	for id := range c.used {
		d.used = append(d.used, id)
	}
	if slices.ContainsFunc(d.rows, func(r abuseRow) bool { return slices.Contains(r.sources, "wordnet") }) && !slices.Contains(d.used, "wordnet") {
		d.used = append(d.used, "wordnet")
	}
	slices.Sort(d.used)
	return d, nil
}

// abuseEnglishSources adds the English-only sources: obscenity, Wiegand,
// the dogwhistles, the DEA list and WordNet's usage-domain lemmas. It
// returns obscenity's whitelist (false-positive guards).
func (s *sources) abuseEnglishSources(c *abuseCollector) (map[string]bool, error) {
	guards := map[string]bool{}
	if data, err := s.read("abuse/obscenity/en-patterns.tsv"); err == nil {
		for line := range strings.Lines(string(data)) {
			f := strings.Split(strings.TrimRight(line, "\r\n"), "\t")
			if len(f) == 0 || strings.HasPrefix(f[0], "#") || f[0] == "" {
				continue
			}
			c.add(f[0], "obscenity")
			if len(f) > 2 {
				for _, g := range strings.Split(f[2], "||") {
					if g = c.normalise(g); g != "" {
						guards[g] = true
					}
				}
			}
		}
	} else if !errors.Is(err, fs.ErrNotExist) {
		return nil, err
	}

	for _, form := range slices.Sorted(maps.Keys(abuseSlursEN)) {
		c.add(form, "argot")
	}

	wa, err := s.abuseWordNet()
	if err != nil {
		return nil, err
	}
	senses, err := s.wordSenses()
	if err != nil {
		return nil, err
	}
	// Wiegand: a noun counts when WordNet gives it a person sense or does
	// not know it (fuckwit, spaz); other nouns are abusive topics
	// (atrocity, cancer), not insults.
	personNoun := func(w string) bool {
		ss, ok := senses[w]
		if !ok {
			return true
		}
		for _, pos := range ss {
			for _, f := range pos {
				if syn := wa.famSynset[f]; syn != nil && wa.wn.lexNames[syn.lexFile] == "noun.person" {
					return true
				}
			}
		}
		return false
	}
	wiegand := func(entry string, score float64) {
		w, pos, ok := strings.Cut(entry, "_")
		if !ok {
			return
		}
		w = strings.ToLower(w)
		if (pos == "noun" && score >= wiegandMinScore && personNoun(w)) || (pos == "adj" && score >= wiegandMinAdjScore) {
			if cand := c.add(w, "wiegand"); cand != nil {
				cand.wiegand = true
			}
		}
	}
	if data, err := s.read("abuse/wiegand-abusive-en/baseLexicon.txt"); err == nil {
		for line := range strings.Lines(string(data)) {
			if f := strings.Fields(line); len(f) == 2 && f[1] == "TRUE" {
				wiegand(f[0], 99)
			}
		}
	} else if !errors.Is(err, fs.ErrNotExist) {
		return nil, err
	}
	if data, err := s.read("abuse/wiegand-abusive-en/expandedLexicon.txt"); err == nil {
		for line := range strings.Lines(string(data)) {
			if f := strings.Fields(line); len(f) == 2 {
				if x, err := strconv.ParseFloat(f[1], 64); err == nil {
					wiegand(f[0], x)
				}
			}
		}
	} else if !errors.Is(err, fs.ErrNotExist) {
		return nil, err
	}

	if data, err := s.readMaybeZst("abuse/dogwhistles/glossary.tsv"); err == nil {
		r := csv.NewReader(bytes.NewReader(data))
		r.Comma, r.FieldsPerRecord, r.LazyQuotes = '\t', -1, true
		for i := 0; ; i++ {
			rec, err := r.Read()
			if err == io.EOF {
				break
			}
			if err != nil {
				return nil, fmt.Errorf("abuse/dogwhistles/glossary.tsv: %w", err)
			}
			if i == 0 || len(rec) < 8 {
				continue
			}
			tags := dogwhistlePersonas[strings.TrimSpace(rec[7])]
			if tags == nil {
				continue
			}
			for _, sf := range strings.Split(rec[1], ";") {
				sf = strings.TrimPrefix(strings.TrimSpace(sf), "#")
				cand := c.add(sf, "dogwhistles")
				if cand == nil {
					continue
				}
				for _, t := range tags {
					if !slices.Contains(cand.dogTags, t) {
						cand.dogTags = append(cand.dogTags, t)
					}
				}
				cand.dogName = isProperName(sf)
			}
		}
	} else if !errors.Is(err, fs.ErrNotExist) {
		return nil, err
	}

	if data, err := s.read("entities/items-of-interest/drug-street-names-DEA.txt"); err == nil {
		for line := range strings.Lines(string(data)) {
			name, slang, ok := strings.Cut(strings.TrimSpace(line), ":")
			if !ok {
				continue
			}
			key := strings.ToLower(strings.TrimSpace(name))
			tag := cmp.Or(deaTags[key], "controlled_substance")
			if !strings.Contains(key, " and ") {
				if cand := c.add(key, "dea"); cand != nil {
					cand.drugTag, cand.drugName = tag, true
				}
			}
			for _, sl := range strings.Split(slang, ";") {
				if cand := c.add(sl, "dea"); cand != nil && cand.drugTag == "" {
					cand.drugTag = tag
				}
			}
		}
	} else if !errors.Is(err, fs.ErrNotExist) {
		return nil, err
	}

	// WordNet's usage-domain lemmas: the slurs and obscenities a list may
	// lack (wop, kike, gook).
	lemmas := make([]string, 0, len(wa.lemmas))
	for w := range wa.lemmas {
		lemmas = append(lemmas, w)
	}
	slices.Sort(lemmas)
	for _, w := range lemmas {
		c.add(w, "wordnet")
	}
	return guards, nil
}

// isProperName reports whether every word of s starts with an upper-case
// letter (George Soros), with two words at least.
func isProperName(s string) bool {
	words := strings.Fields(s)
	if len(words) < 2 {
		return false
	}
	for _, w := range words {
		r, _ := utf8.DecodeRuneInString(w)
		if !unicode.IsUpper(r) {
			return false
		}
	}
	return true
}

// abuseKnowledge is what the language's lexicon and frequency list say
// about a form.
type abuseKnowledge struct {
	lang     string
	lookup   func(string) []lexdata.Analysis // nil without a lexicon
	frequent map[string]bool
	fams     abuseFamilies
	// English: WordNet's senses and usage-domain lemmas.
	senses map[string][][]uint32
	tagged map[string]bool
	wa     *wnAbuse
	// body reports a family of body parts (WordNet's noun.body); other
	// languages' wordnets file vulgar words under the anatomical concept.
	body func(uint32) bool
}

// facts fills the lexicon part of f for form.
//
// A form is clean when it has a clean meaning: its first sense is not
// abusive (no slur, sexual, profanity, insult or drug class), or, for an
// English lemma whose WordNet sense order is arbitrary (no sense-tagged
// occurrence: cock, bitch), any of its senses is not.
func (k *abuseKnowledge) facts(form string, f *abuseFacts) {
	f.frequent = k.frequent[form]
	var fams []uint32
	if k.senses != nil {
		for _, pos := range k.senses[form] {
			fams = append(fams, pos...)
		}
	} else if k.lookup != nil && !strings.Contains(form, " ") {
		for _, a := range k.lookup(form) {
			fams = append(fams, a.Lexeme.Families...)
			f.known = true
		}
	}
	if len(fams) == 0 {
		return
	}
	f.known = true
	bad := func(fam uint32) bool { c, _ := k.fams.abusive(fam); return c != "" }
	f.onlyAbusive = !slices.ContainsFunc(fams, func(fam uint32) bool { return !bad(fam) })
	f.clean = !bad(fams[0]) || (k.senses != nil && !k.tagged[form] && !f.onlyAbusive)
	// A word of the curated per-language list (LDNOOBW v1) whose wordnet
	// sense is anatomical ("kut", "vittu") is the vulgar word for it: OMW
	// wordnets have no separate obscene senses as Princeton's has.
	if f.clean && k.body != nil && slices.Contains(f.sources, "ldnoobw1") && k.body(fams[0]) {
		f.clean, f.vulgarAnatomy = false, true
	}
	for _, fam := range fams {
		if c, r := k.fams.abusive(fam); c != "" {
			f.famClass, f.famStrength, f.famTags = c, r.strength, r.tags
			break
		}
	}
	for _, fam := range fams {
		if g := k.fams[fam][classGroup]; g != nil && f.famClass == "" {
			f.groupTags = g.tags
			break
		}
	}
	if k.wa != nil {
		if wc, ok := k.wa.lemmas[form]; ok && (f.famClass == "" || abuseClassRank(wc.class) < abuseClassRank(f.famClass)) {
			f.famClass, f.famStrength, f.famTags = wc.class, wc.strength, wc.tags
		}
	}
}

// taggedLemmas tells, for each English lemma, whether WordNet orders the
// senses of its first part of speech by sense-tagged counts (tagsense_cnt
// > 0 in the index file).
func (s *sources) taggedLemmas() (map[string]bool, error) {
	v, err := s.memo("abuse:tagged", func() (any, error) {
		out := map[string]bool{}
		for _, pos := range []string{"noun", "verb", "adj", "adv"} {
			data, err := s.readMaybeZst("wordnet/index." + pos)
			if err != nil {
				return nil, err
			}
			for line := range strings.Lines(string(data)) {
				f := strings.Fields(line)
				if len(f) < 4 || strings.HasPrefix(line, " ") {
					continue
				}
				p, err := strconv.Atoi(f[3])
				if err != nil || len(f) < 6+p {
					continue
				}
				// The first part of speech decides: senses are listed
				// nouns first.
				w := strings.ReplaceAll(f[0], "_", " ")
				if _, seen := out[w]; !seen {
					n, err := strconv.Atoi(f[5+p])
					out[w] = err == nil && n > 0
				}
			}
		}
		return out, nil
	})
	if err != nil {
		return nil, err
	}
	return v.(map[string]bool), nil
}

// topFrequent reads the language's abuseFrequentRank most frequent words,
// normalised like the list entries; nil without a frequency list.
func (s *sources) topFrequent(lang string, c *abuseCollector) (map[string]bool, error) {
	data, err := s.readMaybeZst("freq/" + sourceID(lang) + ".txt")
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	// The frequency lists count film subtitles, where swearing is common:
	// "godverdomme" and "klootzak" rank high. A word is frequent in clean
	// text only when the language's treebank text (train and extra files:
	// news, wiki, fiction; never the dev file) also has it.
	var clean map[string]int
	if !unspacedLanguage(lang) { // treebank words of zh, ja, th are too short to compare
		if clean, err = s.treebankCounts(lang, c); err != nil {
			return nil, err
		}
	}
	top := map[string]bool{}
	n := 0
	for line := range strings.Lines(string(data)) {
		if n >= abuseFrequentRank {
			break
		}
		f := strings.Fields(line)
		if len(f) != 2 || !utf8.ValidString(f[0]) {
			continue
		}
		w := c.normalise(f[0])
		n++
		if len(clean) > 0 && clean[w] == 0 {
			continue
		}
		top[w] = true
	}
	return top, nil
}

// unspacedLanguage reports whether lang is written without spaces between
// words.
func unspacedLanguage(lang string) bool {
	return lang == "zh-CN" || lang == "zh-TW" || lang == "ja" || lang == "th"
}

// treebankCounts counts the normalised word forms of lang's UD train and
// extra files (not the dev file, which is an evaluation set; not the
// non-commercial treebanks, which the packs leave out).
func (s *sources) treebankCounts(lang string, c *abuseCollector) (map[string]int, error) {
	files, err := s.treebanks(lang)
	if err != nil {
		return nil, err
	}
	counts := map[string]int{}
	for _, f := range files {
		if strings.Contains(f.license, "NC") {
			continue
		}
		data, err := s.readMaybeZst(f.rel)
		if err != nil {
			return nil, err
		}
		r := conllu.NewReader(bytes.NewReader(data))
		for {
			sent, err := r.Next()
			if errors.Is(err, io.EOF) || sent == nil && err == nil {
				break
			}
			if err != nil {
				return nil, fmt.Errorf("%s: %w", f.rel, err)
			}
			for _, w := range sent.Words {
				counts[c.normalise(w.Form)]++
			}
		}
	}
	return counts, nil
}

func (s *sources) classifyAbuseCandidates(lang string, c *abuseCollector, guards map[string]bool, d *abuseLexiconData) error {
	if len(c.cands) == 0 {
		return nil
	}
	l, err := s.languageFor(lang)
	if err != nil {
		return err
	}
	k := &abuseKnowledge{lang: lang}
	if l != nil {
		k.lookup = l.Lookup
	}
	if k.frequent, err = s.topFrequent(lang, c); err != nil {
		return err
	}
	if lang == "en" {
		if k.wa, err = s.abuseWordNet(); err != nil {
			return err
		}
		k.fams = k.wa.fams
		if k.senses, err = s.wordSenses(); err != nil {
			return err
		}
		if k.tagged, err = s.taggedLemmas(); err != nil {
			return err
		}
	} else {
		if k.fams, err = s.abuseFamilies(); err != nil {
			return err
		}
		wa, err := s.abuseWordNet()
		if err != nil {
			return err
		}
		k.body = func(f uint32) bool {
			ss := wa.famSynset[f]
			return ss != nil && int(ss.lexFile) < len(wa.wn.lexNames) && wa.wn.lexNames[ss.lexFile] == "noun.body"
		}
	}
	isWord := func(w string) bool {
		if _, ok := c.cands[w]; ok {
			return true
		}
		if k.senses != nil {
			_, ok := k.senses[w]
			return ok
		}
		return k.lookup != nil && k.lookup(w) != nil
	}
	forms := make([]string, 0, len(c.cands))
	for w := range c.cands {
		forms = append(forms, w)
	}
	slices.Sort(forms)
	rows := map[string]abuseRow{}
	dropped := map[string]int{}
	for _, raw := range forms {
		cand := c.cands[raw]
		form, why := cleanAbuseForm(lang, raw, isWord, cand.sources)
		if why == "" && guards[form] {
			why = "whitelisted"
		}
		f := abuseFacts{cuss: cand.cuss, wiegand: cand.wiegand, dogTags: cand.dogTags, dogName: cand.dogName, drugTag: cand.drugTag, drugName: cand.drugName,
			trustCuss: lang == "en"}
		for id := range cand.sources {
			f.sources = append(f.sources, id)
			if curatedSources[id] {
				f.curated++
			}
		}
		slices.Sort(f.sources)
		f.noisy = lang != "en" && len(f.sources) == 1 && f.sources[0] == "2toad"
		if why == "" {
			k.facts(form, &f)
			if f.noisy && f.frequent {
				why = "2toad-only common word"
			}
		}
		if why != "" {
			dropped[why]++
			continue
		}
		f.multiword = strings.Contains(form, " ")
		f.stem = hasSexualStem(lang, form)
		if lang == "en" {
			f.strength = englishStrength(form)
			f.classHint = englishClass(form)
		}
		r := classifyAbuse(form, f)
		if tags := abuseSlurTags(form); lang == "en" && tags != nil {
			r.class, r.tags, r.strength = classSlur, tags, max(r.strength, 3)
			r.confidence = max(r.confidence, 1)
		}
		if old, ok := rows[form]; ok {
			// Two raw entries normalised to one form: merge the evidence
			// by keeping the surer row and uniting the sources.
			r.sources = slices.Compact(slices.Sorted(slices.Values(append(slices.Clone(old.sources), r.sources...))))
			if old.confidence > r.confidence {
				old.sources = r.sources
				r = old
			}
		}
		rows[form] = r
	}
	for _, form := range slices.Sorted(maps.Keys(rows)) {
		d.rows = append(d.rows, rows[form])
	}
	if len(dropped) > 0 {
		var parts []string
		for _, why := range slices.Sorted(maps.Keys(dropped)) {
			parts = append(parts, fmt.Sprintf("%s %d", why, dropped[why]))
		}
		d.notes = append(d.notes, "dropped: "+strings.Join(parts, ", "))
	}
	return nil
}

// cleanAbuseForm returns the form to keep for a normalised list entry, or
// why it is dropped: no letters, URLs, digits or symbols (leetspeak), more than four words or 30 characters, Latin-script entries
// without a vowel (wtf-style acronyms and junk), English LDNOOBW v2-only
// entries with five consonants in a row (random strings such as
// "iydfaqmppweyhwaws"), and hyphenated phrases of three parts or more
// ("imaging-of-the-booby"). A two-part hyphenated entry whose parts are
// both words becomes two words ("dick-head" -> "dick head").
func cleanAbuseForm(lang, w string, isWord func(string) bool, sources map[string]bool) (string, string) {
	if !strings.ContainsFunc(w, unicode.IsLetter) {
		return "", "no letters"
	}
	if strings.Contains(w, "://") || strings.HasPrefix(w, "www.") || strings.Contains(w, ".com") {
		return "", "URL"
	}
	if strings.ContainsFunc(w, func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsMark(r) && r != ' ' && r != '-' && r != '\''
	}) {
		// Leetspeak ("5h1t", "m!nable") and symbols: the tokenizer splits
		// them, and the spell stage undoes obfuscation.
		return "", "digits or symbols"
	}
	if parts := strings.Split(w, "-"); len(parts) >= 3 {
		return "", "hyphenated phrase"
	} else if len(parts) == 2 && parts[0] != "" && parts[1] != "" && !strings.Contains(w, " ") && isWord(parts[0]) && isWord(parts[1]) {
		w = parts[0] + " " + parts[1]
	}
	if len(strings.Fields(w)) > maxAbuseWords || utf8.RuneCountInString(w) > maxAbuseRunes {
		return "", "too long"
	}
	if latinOnly(w) {
		if !strings.ContainsFunc(w, isVowel) {
			return "", "no vowel"
		}
		if lang == "en" && len(sources) == 1 && sources["ldnoobw2"] && consonantRun(w) >= 5 {
			return "", "random letters"
		}
	}
	return w, ""
}

// latinOnly reports whether every letter of w is a Latin letter.
func latinOnly(w string) bool {
	for _, r := range w {
		if unicode.IsLetter(r) && !unicode.Is(unicode.Latin, r) {
			return false
		}
	}
	return true
}

// isVowel reports whether r is a vowel or y, accents ignored.
func isVowel(r rune) bool {
	base := []rune(norm.NFD.String(string(r)))[0]
	return strings.ContainsRune("aeiouyæøœ", unicode.ToLower(base))
}

// consonantRun returns the length of the longest run of Latin consonants.
func consonantRun(w string) int {
	best, run := 0, 0
	for _, r := range w {
		if unicode.IsLetter(r) && !isVowel(r) {
			run++
			best = max(best, run)
		} else {
			run = 0
		}
	}
	return best
}

func hasSexualStem(lang, form string) bool {
	for _, stem := range sexualStems[lang] {
		if scriptio[lang] {
			if strings.Contains(form, stem) {
				return true
			}
			continue
		}
		if strings.HasPrefix(form, stem) || strings.Contains(form, " "+stem) {
			return true
		}
	}
	return false
}

// englishStrength returns the strength abuseStrengthEN gives form (the
// longest key a word of form starts with), or 0.
func englishStrength(form string) int {
	best, n := 0, 0
	for _, w := range strings.Fields(form) {
		for key, s := range abuseStrengthEN {
			if strings.HasPrefix(w, key) && len(key) > n {
				best, n = s, len(key)
			}
		}
	}
	return best
}

// englishClass returns the class abuseClassEN gives form, or "".
func englishClass(form string) string {
	if c, ok := abuseClassEN[form]; ok {
		return c
	}
	for key, c := range abuseClassEN {
		if p, ok := strings.CutSuffix(key, "*"); ok && strings.HasPrefix(form, p) {
			return c
		}
	}
	return ""
}

// translateAbuse gives Pashto and Urdu, which have no word lists, the
// lemmas of their lexicon whose families have an abusive class (from the
// English lists, WordNet's usage domains and the anchors): source
// "wordnet", confidence 1 when the family is the lexeme's first, else 0.
func (s *sources) translateAbuse(lang string, d *abuseLexiconData) error {
	l, err := s.languageFor(lang)
	if err != nil || l == nil {
		if err == nil {
			d.notes = append(d.notes, "no lexicon to translate the English entries through")
		}
		return err
	}
	fams, err := s.abuseFamilies()
	if err != nil {
		return err
	}
	lower := cases.Lower(language.Make(lang))
	rows := map[string]abuseRow{}
	for id := 1; id <= l.Lexemes(); id++ {
		lx, ok := l.Lexeme(uint32(id))
		if !ok {
			continue
		}
		form := norm.NFC.String(lower.String(strings.Join(strings.Fields(lx.Lemma), " ")))
		if form == "" || len(strings.Fields(form)) > maxAbuseWords || strings.ContainsAny(form, "\t\n") {
			continue
		}
		for i, f := range lx.Families {
			c, r := fams.abusive(f)
			if !abusiveClasses[c] {
				continue
			}
			row := abuseRow{form: form, class: c, strength: r.strength, tags: r.tags, sources: []string{"wordnet"}}
			if i == 0 {
				row.confidence = 1
			}
			if c == classSexual && len(row.tags) == 0 {
				row.tags = []string{"sex"}
			}
			if old, ok := rows[form]; !ok || row.confidence > old.confidence {
				rows[form] = row
			}
			break
		}
	}
	for _, form := range slices.Sorted(maps.Keys(rows)) {
		d.rows = append(d.rows, rows[form])
	}
	d.notes = append(d.notes, fmt.Sprintf("no word list: %d lemmas of the lexicon whose families are abusive (slur, insult, profanity, sexual), found through the families of the English lists and WordNet's usage domains; confidence at most 1", len(rows)))
	return nil
}
