package abuse

import (
	"bytes"
	"embed"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/RoaringBitmap/roaring/v2"

	"github.com/argot-nlp/argot/lexdata"
	"github.com/argot-nlp/argot/tokenize"
)

// cueData holds the hand-written cue lists of every language
// (data/cues/README.md describes them).
//
//go:embed data/cues
var cueData embed.FS

// Pack sections with the abuse knowledge, written by
// lexdata/packbuild/abuse.go.
const (
	// SectionLexicon (language pack): form, class, strength (1..4),
	// confidence (0..2), tags ("-" for none), sources.
	SectionLexicon = "abuse.lexicon"
	// SectionFamilies (core pack): family, class, strength, tags, anchor.
	SectionFamilies = "abuse.families"
)

// kind is what a matched word or phrase is evidence of: a cue from the
// hand-written lists, or a class of the packs' lexicon and families.
type kind uint8

// The kinds. The first block are the cue kinds of data/cues; the second the
// classes the packs give words and families.
const (
	kNone kind = iota
	kYou
	kYouAre
	kSelf
	kThird
	kBe
	kNeg
	kReport
	kCounter
	kHate
	kNegAttr
	kDehum
	kViolence
	kIntent
	kExclude
	kGeneralise
	kGroup
	kOtherGroup
	kSelfHarm
	kPlan
	kSad
	kContact
	kApp
	kSell
	kAdvance
	kMinor
	kGrooming
	kHierarchy
	kSpam
	kLeak
	kCrimeNoun
	kCrimeVerb
	kDisturbing
	kAdult
	kDrug
	kWeapon
	kWildlife
	kContentious
	kEmphasis
	kNotNeg
	kCompare
	kUrge
	kMember
	kPermit

	kProfanity
	kSexual
	kSlur
	kInsult
	kDogwhistle
	kAlcohol
	kGambling
	kTobacco
	kInjury
	kDeath
	kSuicide
	kMental
	kSexWork
	kBody
	kReach       // a generic request to be contacted ("email me"), naming no private channel
	kConditional // conditional and past modals ("could", "would")
	kLessen      // comparatives of less degree ("less")

	numKinds
)

// cueKinds names the kinds of the cue files.
var cueKinds = map[string]kind{
	"you": kYou, "youare": kYouAre, "self": kSelf, "third": kThird, "be": kBe,
	"neg": kNeg, "report": kReport, "counter": kCounter, "hate": kHate,
	"negattr": kNegAttr, "dehum": kDehum, "violence": kViolence, "intent": kIntent,
	"exclude": kExclude, "generalise": kGeneralise, "group": kGroup,
	"othergroup": kOtherGroup, "selfharm": kSelfHarm, "plan": kPlan, "sad": kSad,
	"contact": kContact, "reach": kReach, "app": kApp, "sell": kSell, "advance": kAdvance,
	"minor": kMinor, "grooming": kGrooming, "hierarchy": kHierarchy, "spam": kSpam,
	"leak": kLeak, "crimenoun": kCrimeNoun, "crimeverb": kCrimeVerb,
	"disturbing": kDisturbing, "adult": kAdult, "drug": kDrug, "weapon": kWeapon,
	"wildlife": kWildlife, "contentious": kContentious, "emphasis": kEmphasis, "notneg": kNotNeg, "compare": kCompare,
	"urge":   kUrge,   // telling the reader to die or to harm themselves
	"member": kMember, // nouns for a group's members ("lives", "kind")
	"permit": kPermit, // permission and approval ("should be legal", "is fine")
	// Conditional and past modals: "could not be happier" praises.
	"conditional": kConditional,
	// Comparatives of less degree: "could not be less X" says not X at all.
	"lessen": kLessen,
	// Slurs the packs class as plain insults although they attack a
	// protected group ("bitch", "slut": women).
	"slur": kSlur,
	// The language's commonest curses and insults, which the packs'
	// lists know only with low confidence where a single list has them
	// (Korean 시발, Dutch kanker): "curse" and "vilify" are the strongest.
	"profanity": kProfanity, "curse": kProfanity, "insult": kInsult, "vilify": kInsult,
	// Mild swearing, profane but weakest ("damn", ar "تبا"), for the
	// languages whose packs lack the word or give it no confidence.
	"mild": kProfanity,
}

// cueStrength is the strength of a cue kind's entries where it is not 2.
var cueStrength = map[string]uint8{"curse": 3, "vilify": 3, "mild": 1}

// packClasses names the classes of the lexicon and family sections. Classes
// the stage has no use for (the builder's "exclude") are absent.
var packClasses = map[string]kind{
	"profanity": kProfanity, "sexual": kSexual, "slur": kSlur, "insult": kInsult,
	"dogwhistle": kDogwhistle, "drug": kDrug, "weapon": kWeapon, "alcohol": kAlcohol,
	"gambling": kGambling, "tobacco": kTobacco, "violence": kViolence,
	"injury": kInjury, "death": kDeath, "crime": kCrimeNoun, "suicide": kSuicide,
	"mental": kMental, "sex_work": kSexWork, "group": kGroup, "wildlife": kWildlife,
}

// info is what one phrase or family says: its kind, how strong (1..4) and
// how sure (0..2) the evidence is, and its tags.
type info struct {
	kind       kind
	strength   uint8
	confidence uint8
	tags       []string
}

// phrase is a cue or lexicon entry: its words (as the tokenizer splits
// them) or, in languages written without spaces, its text.
type phrase struct {
	words []string
	text  string
	// lexicon is set for entries of the pack's abuse lexicon (open-class
	// words), as opposed to the cue lists.
	lexicon bool
	info
}

// model is the abuse knowledge of one language.
type model struct {
	lang string
	// spaced is false for languages written without spaces between words
	// (zh, ja, th), where phrases match as character strings.
	spaced bool
	// byWord indexes phrases by their first word; byRune by their first
	// character (unspaced languages).
	byWord map[string][]*phrase
	byRune map[rune][]*phrase
	shared *sharedModel
	// lex is the language pack, to look up the words a repaired
	// obfuscation stands for (nil without one), and obf the index repairs
	// use (nil outside repairLanguages).
	lex *lexdata.Language
	obf *obfuscationIndex
	// futurePrefixes and readerSuffixes are the affixes that mark a
	// verb's future and its second-person object inside the written word,
	// where the tokenizer leaves them on (ar "سأقتلك": سـ future, ـك
	// "you"); the cue kinds futprefix and objsuffix.
	futurePrefixes, readerSuffixes []string
}

// sharedModel is the language-independent knowledge of the core pack.
type sharedModel struct {
	core     *lexdata.Core
	families map[uint32][]info
	body     *roaring.Bitmap // body parts: what "cut off" needs to be gore
}

// The models, built once per pack (and per language for runs without one).
var (
	sharedModels lexdata.Derived[*lexdata.Pack, *sharedModel]
	models       lexdata.Derived[*lexdata.Pack, *model]
	noPackModels lexdata.Derived[string, *model]
)

// bodyAnchors are the WordNet synsets whose hyponyms are body parts.
var bodyAnchors = []string{"05220461-n", "05225090-n"} // body part, external body part

func loadShared(core *lexdata.Core) (*sharedModel, error) {
	if core == nil || core.Pack() == nil {
		return &sharedModel{families: map[uint32][]info{}, body: roaring.New()}, nil
	}
	return sharedModels.Get(core.Pack(), func() (*sharedModel, error) {
		s := &sharedModel{core: core, families: map[uint32][]info{}, body: roaring.New()}
		raw, err := core.Pack().OptionalSection(SectionFamilies)
		if err != nil {
			return nil, err
		}
		for _, f := range lexdata.TSVRows(raw) {
			if len(f) < 4 {
				return nil, fmt.Errorf("abuse: %s: short row %q", SectionFamilies, strings.Join(f, "\t"))
			}
			id, err := strconv.ParseUint(f[0], 10, 32)
			if err != nil {
				return nil, fmt.Errorf("abuse: %s: bad family %q", SectionFamilies, f[0])
			}
			k, ok := packClasses[f[1]]
			if !ok {
				continue
			}
			s.families[uint32(id)] = append(s.families[uint32(id)], info{
				kind: k, strength: parseLevel(f[2], 2, 4), confidence: 2, tags: parseTags(f[3]),
			})
		}
		for _, off := range bodyAnchors {
			if id, ok := core.FamilyByOffset(off); ok {
				s.body.Or(core.Descendants(id))
			}
		}
		return s, nil
	})
}

// loadModel returns the model of a language, built once per pack.
func loadModel(langID string, lang *lexdata.Language, shared *sharedModel) (*model, error) {
	if lang == nil || lang.Pack() == nil {
		return noPackModels.Get(langID, func() (*model, error) { return buildModel(langID, nil, shared) })
	}
	return models.Get(lang.Pack(), func() (*model, error) { return buildModel(langID, lang, shared) })
}

// unspaced are the languages whose phrases match as character strings.
var unspaced = map[string]bool{"zh-CN": true, "zh-TW": true, "ja": true, "th": true}

func buildModel(langID string, lang *lexdata.Language, shared *sharedModel) (*model, error) {
	return buildModelSplit(langID, lang, shared, true)
}

// buildModelSplit is buildModel, reading the pack's SectionSplit when
// presplit is set and tokenizing the entries otherwise.
func buildModelSplit(langID string, lang *lexdata.Language, shared *sharedModel, presplit bool) (*model, error) {
	m := &model{lang: langID, spaced: !unspaced[langID], shared: shared,
		byWord: map[string][]*phrase{}, byRune: map[rune][]*phrase{}}
	var pack *lexdata.Pack
	if lang != nil && lang.Pack() != nil {
		m.lex = lang
		pack = lang.Pack()
	}
	cues, err := cueList(langID)
	if err != nil {
		return nil, err
	}
	var split splitFunc
	if m.spaced && presplit {
		if split, err = packSplitter(pack, cues); err != nil {
			return nil, fmt.Errorf("abuse: %s: %w", langID, err)
		}
	}
	if split == nil && m.spaced {
		if split, err = tokenSplitter(m, pack); err != nil {
			return nil, err
		}
	}
	var raw []byte
	if pack != nil {
		if raw, err = pack.OptionalSection(SectionLexicon); err != nil {
			return nil, fmt.Errorf("abuse: %s: %w", langID, err)
		}
	}
	// At most one entry per cue or lexicon row: the sizes to allocate.
	hint := bytes.Count(raw, []byte{'\n'}) + bytes.Count(cues, []byte{'|'}) + bytes.Count(cues, []byte{'\n'})
	seen := make(map[string]bool, hint)
	var slab []phrase
	newPhrase := func(p phrase) *phrase {
		if len(slab) == cap(slab) {
			slab = make([]phrase, 0, max(hint/4, 64))
		}
		slab = append(slab, p)
		return &slab[len(slab)-1]
	}
	addWords := func(w []string, in info, lexicon bool) {
		m.byWord[w[0]] = append(m.byWord[w[0]], newPhrase(phrase{words: w, info: in, lexicon: lexicon}))
	}
	add := func(entry string, in info, lexicon bool) {
		entry = m.norm(entry)
		if entry == "" {
			return
		}
		key := entry + "\x00" + strconv.Itoa(int(in.kind)) + "\x00" + strings.Join(in.tags, ",")
		if seen[key] {
			return
		}
		seen[key] = true
		if !m.spaced {
			p := newPhrase(phrase{text: strings.ReplaceAll(entry, " ", ""), info: in, lexicon: lexicon})
			r, _ := utf8.DecodeRuneInString(p.text)
			m.byRune[r] = append(m.byRune[r], p)
			return
		}
		// The entry as the tokenizer splits it, and as written: chat forms
		// ("dont") are single words either way.
		addWords(strings.Fields(entry), in, lexicon)
		if toks := split(entry); toks != nil {
			addWords(toks, in, lexicon)
		}
	}

	var kind string // the kind field in, of the row cueEntries reads, stands for
	var in info
	err = cueEntries(langID, cues, func(field, entry string) error {
		switch field {
		case "futprefix":
			m.futurePrefixes = append(m.futurePrefixes, m.norm(entry))
			return nil
		case "objsuffix":
			m.readerSuffixes = append(m.readerSuffixes, m.norm(entry))
			return nil
		}
		if field != kind {
			name, tag, _ := strings.Cut(field, ":")
			k, ok := cueKinds[name]
			if !ok {
				return fmt.Errorf("abuse: cues/%s.tsv: unknown kind %q", langID, name)
			}
			kind, in = field, info{kind: k, strength: 2, confidence: 2}
			if n := cueStrength[name]; n > 0 {
				in.strength = n
			}
			if tag != "" {
				in.tags = []string{tag}
			}
		}
		add(entry, in, false)
		return nil
	})
	if err != nil {
		return nil, err
	}

	if pack != nil {
		for f := range lexdata.TSVFields(raw) {
			if len(f) < 5 {
				return nil, fmt.Errorf("abuse: %s %s: short row %q", langID, SectionLexicon, strings.Join(f, "\t"))
			}
			k, ok := packClasses[f[1]]
			if !ok {
				continue
			}
			add(f[0], info{kind: k, strength: parseLevel(f[2], 2, 4), confidence: parseLevel(f[3], 1, 2), tags: parseTags(f[4])}, true)
		}
	}
	if m.lex != nil && repairLanguages[langID] {
		m.buildObfuscationIndex()
	}
	// Longest phrases first, so that a match prefers "kill myself" to "kill".
	for _, ps := range m.byWord {
		slices.SortStableFunc(ps, func(a, b *phrase) int { return len(b.words) - len(a.words) })
	}
	for _, ps := range m.byRune {
		slices.SortStableFunc(ps, func(a, b *phrase) int { return len(b.text) - len(a.text) })
	}
	return m, nil
}

// norm folds an entry or a form the way lookups compare them.
func (m *model) norm(s string) string {
	n := tokenize.NormalizeForLookup(m.lang, s)
	if singleSpaced(n) {
		return n // what strings.Fields and Join would give, without copying
	}
	return strings.Join(strings.Fields(n), " ")
}

// singleSpaced reports whether s has no space but single ASCII spaces
// between other characters: joining its fields gives s itself.
func singleSpaced(s string) bool {
	prevSpace := true // no space at the start
	for _, r := range s {
		if r >= utf8.RuneSelf {
			if unicode.IsSpace(r) {
				return false
			}
			prevSpace = false
			continue
		}
		sp := asciiSpace[r]
		if sp && (r != ' ' || prevSpace) {
			return false
		}
		prevSpace = sp
	}
	return !prevSpace || s == ""
}

// asciiSpace are the ASCII bytes strings.Fields splits at.
var asciiSpace = [utf8.RuneSelf]bool{'\t': true, '\n': true, '\v': true, '\f': true, '\r': true, ' ': true}

// parseLevel reads a small level, defaulting when absent or out of range.
func parseLevel(s string, def, maxLevel uint8) uint8 {
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 || n > int(maxLevel) {
		return def
	}
	return uint8(n)
}

func parseTags(s string) []string {
	if s == "" || s == "-" {
		return nil
	}
	return strings.Split(s, ",")
}
