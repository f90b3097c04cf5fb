package sentiment

import (
	"bytes"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/lexdata"
	"github.com/argot-nlp/argot/tokenize"
)

// shifterData holds the hand-written shifter lists (negators,
// intensifiers, contrast words, ...) of each language.
//
//go:embed data/shifters
var shifterData embed.FS

// Pack sections with the sentiment knowledge, written by
// lexdata/packbuild/sentiment.go: word valences in each language pack;
// family valences (VADER and AFINN, and SentiWordNet separately, as it is
// CC BY-SA) and emoji valences in the core pack.
const (
	sectionLexicon     = "sentiment.lexicon"
	sectionShifters    = "sentiment.shifters"
	sectionFamilies    = "sentiment.families"
	sectionFamiliesSWN = "sentiment.families-swn"
	sectionEmoji       = "sentiment.emoji"
)

// famEntry is a family's valence and the evidence behind it.
type famEntry struct{ valence, weight float32 }

// wordEntry is a word's valence; native is false for machine translations.
type wordEntry struct {
	valence float32
	native  bool
}

// shiftKind is what a shifter does to the words near it.
type shiftKind uint8

const (
	noShift        shiftKind = iota
	negator                  // flips a positive word after it, dampens a negative one
	intensify                // strengthens the next word
	diminish                 // softens the next word
	butWord                  // what follows weighs more, what precedes less
	although                 // its clause weighs less
	condition                // its clause carries no sentiment
	excess                   // the next adjective is too much of it: negative
	counterfact              // what follows was not so ("should have been"): as a negator
	compare                  // what follows in its clause is the standard ("better than the original")
	postNeg                  // negates what precedes it ("良くない", "iyi değil", "خوب نبود"): verb-final
	onlyWord                 // "only": a negator next to it says "not only ... (but also)", no negation
	fixed                    // holds a negator but negates and judges nothing ("に違いない", "no doubt")
	unbeaten                 // a fixed expression that nothing is better ("nothing beats", "can't beat")
	postInt                  // strengthens the word before it ("جيد جدا", "อร่อยมาก")
	complementizer           // opens an object clause a negator reaches into ("not sure that it is good")

	numShiftKinds // the number of kinds, noShift included
)

var shiftKinds = map[string]shiftKind{
	"neg": negator, "int": intensify, "dim": diminish,
	"but": butWord, "although": although, "cond": condition,
	"exc": excess, "cf": counterfact, "than": compare,
	"post": postNeg, "only": onlyWord, "fix": fixed, "top": unbeaten, "intpost": postInt,
	"comp": complementizer,
}

// model is the sentiment knowledge of one language.
type model struct {
	lang     string
	words    map[string]wordEntry
	shifters map[string]shiftKind // entries, words joined by one space
	maxShift int                  // longest shifter in words
	// postNegation is set for languages whose negators follow what they
	// negate (a "post" list): there a "post" negator reaches back (a "neg"
	// one never does).
	postNegation bool
	// negConcord is whether the language has negative concord, where the
	// negators of one predicate make one negation ("no es nada bueno");
	// without it ("it was never not good") each negates. A shifter
	// file's "grammar" row clears it ("no-concord").
	negConcord bool
	// unknownNouns is whether a word the lexicon does not know may be
	// the target a judgement without one in the phrase structure is
	// about (the nearest noun): set where the lexicon lacks most nouns
	// (the "grammar" row's "unknown-nouns").
	unknownNouns bool
	// onlyEndings are the "only" words written as endings of the word
	// they follow ("-뿐만" of "음식뿐만"), entries of the only list
	// written with a leading "-".
	onlyEndings []string
	// butEndings are contrast words written as endings of the predicate
	// that closes the first clause (Korean "-지만": "맛있지만 서비스가
	// 느렸어요"), entries of the but list written with a leading "-".
	butEndings []string
	// also are the words that mark the second part of "not only ... but
	// also" (the "also" list, not shifters: "aynı zamanda", "아니라"; a
	// leading "-" marks an ending: Korean "-도"): a post-posed negator
	// after an "only" word says "not only" only with one of them after it.
	also []string
	// pairs are the lexicon's entries of two words ("tavsiye etmek",
	// "arkadaş canlısı"), second words by first, which pairEntry matches.
	pairs map[string][]string
	// endings are the inflectional endings lexicon lookups retry without
	// (data/inflections.tsv).
	endings []ending
	// shiftVerbs are lemmas of verbs that shift the polarity of what they
	// govern ("lack", "fail", "abandon"), from the language pack; unlike
	// negators they keep their own valence.
	shiftVerbs map[string]bool
	// contextual are the words whose polarity depends on what they judge
	// ("long", "fast"), by case-folded lemma (data/contextual).
	contextual map[string][]contextRule
	// lookup finds the lexicon's readings of a form, multiword lemmas
	// included ("hard drive"); nil without a language pack.
	lookup func(string) []lexdata.Analysis
	shared *sharedModel
	// review lists unjudged aspect terms too (format review).
	review bool
	// tagger, when the pack has one, picks a review's aspect terms
	// (SectionAspectTagger).
	tagger *aspectTagger
	// doc, when the pack has one, gives the document score
	// (SectionDocModel).
	doc *docModel
}

// withFormat returns the model to use for a request's format: a shallow
// copy, as the cached model is shared.
func (m *model) withFormat(format string) *model {
	if (format == "review") == m.review {
		return m
	}
	c := *m
	c.review = format == "review"
	return &c
}

// withTagger returns the model with tagger in place of the pack's, or m
// itself for a nil tagger.
func (m *model) withTagger(t *AspectTagger) *model {
	if t == nil {
		return m
	}
	c := *m
	c.tagger = t.t
	return &c
}

// withDocument returns the model to use for one document: a shallow copy
// whose lexicon lookups go through the document's memo (doc.Document.Lookup),
// which the other stages share.
func (m *model) withDocument(d *doc.Document, lang *lexdata.Language) *model {
	if m.lookup == nil || lang == nil {
		return m
	}
	c := *m
	c.lookup = func(form string) []lexdata.Analysis { return d.Lookup(lang, form) }
	return &c
}

// sharedModel is the language-independent part.
type sharedModel struct {
	families map[uint32]famEntry
	// swn is SentiWordNet's family table (CC BY-SA 4.0), consulted for
	// families the VADER/AFINN table lacks.
	swn   map[uint32]famEntry
	emoji map[string]float32
	// aspects are the aspect categories of targets (nil without a core).
	aspects *aspectTable
}

// Decoded models, one per pack.
var (
	sharedModels lexdata.Derived[*lexdata.Pack, *sharedModel]
	models       lexdata.Derived[*lexdata.Pack, *model]
)

// loadShared reads the language-independent tables of the core pack; a
// nil core gives empty tables.
func loadShared(core *lexdata.Core) (*sharedModel, error) {
	if core == nil || core.Pack() == nil {
		return &sharedModel{}, nil
	}
	p := core.Pack()
	return sharedModels.Get(p, func() (*sharedModel, error) {
		s := &sharedModel{}
		var err error
		if s.families, err = readFamilies(p, sectionFamilies); err != nil {
			return nil, err
		}
		if s.swn, err = readFamilies(p, sectionFamiliesSWN); err != nil {
			return nil, err
		}
		raw, err := p.OptionalSection(sectionEmoji)
		if err != nil {
			return nil, err
		}
		if s.aspects, err = readAspects(core); err != nil {
			return nil, err
		}
		s.emoji = make(map[string]float32, bytes.Count(raw, []byte{'\n'}))
		for f := range lexdata.TSVFields(raw) {
			if len(f) >= 2 {
				if x, err := strconv.ParseFloat(f[1], 32); err == nil {
					s.emoji[f[0]] = float32(x)
				}
			}
		}
		return s, nil
	})
}

// modelFor returns the language's model over the core pack's shared
// tables: what Analyze and the exported aspect functions start from.
func modelFor(langID string, lang *lexdata.Language, core *lexdata.Core) (*model, error) {
	shared, err := loadShared(core)
	if err != nil {
		return nil, fmt.Errorf("sentiment: %w", err)
	}
	return loadModel(langID, lang, shared)
}

// loadModel returns the model of a language: its pack's word valences and
// the shifter lists. Models are immutable and built once per pack.
func loadModel(langID string, lang *lexdata.Language, shared *sharedModel) (*model, error) {
	if lang == nil || lang.Pack() == nil {
		return buildModel(langID, nil, shared)
	}
	return models.Get(lang.Pack(), func() (*model, error) { return buildModel(langID, lang, shared) })
}

func buildModel(langID string, lang *lexdata.Language, shared *sharedModel) (*model, error) {
	m := &model{lang: langID, shared: shared, shifters: map[string]shiftKind{},
		negConcord: true}
	var raw []byte
	var err error
	if lang != nil && lang.Pack() != nil {
		raw, err = lang.Pack().OptionalSection(sectionLexicon)
	}
	if err != nil {
		return nil, fmt.Errorf("sentiment: %s lexicon: %w", langID, err)
	}
	m.words = make(map[string]wordEntry, bytes.Count(raw, []byte{'\n'}))
	for f := range lexdata.TSVFields(raw) {
		if len(f) < 3 {
			continue
		}
		x, err := strconv.ParseFloat(f[1], 32)
		if err != nil {
			continue
		}
		m.words[f[0]] = wordEntry{float32(x), f[2] == "native"}
	}
	if err := m.readLexiconAdditions(); err != nil {
		return nil, err
	}
	for w := range m.words {
		if first, second, ok := strings.Cut(w, " "); ok && first != "" && second != "" && !strings.Contains(second, " ") {
			if m.pairs == nil {
				m.pairs = map[string][]string{}
			}
			m.pairs[first] = append(m.pairs[first], second)
		}
	}
	for _, seconds := range m.pairs {
		slices.Sort(seconds) // map order is random; matches are tried in this order
	}
	raw = nil
	if lang != nil && lang.Pack() != nil {
		if raw, err = lang.Pack().OptionalSection(sectionShifters); err != nil {
			return nil, fmt.Errorf("sentiment: %s shifters: %w", langID, err)
		}
	}
	for _, f := range lexdata.TSVRows(raw) {
		if len(f) >= 1 && f[0] != "" {
			if m.shiftVerbs == nil {
				m.shiftVerbs = map[string]bool{}
			}
			m.shiftVerbs[f[0]] = true
		}
	}
	shifters, err := fs.ReadFile(shifterData, "data/shifters/"+langID+".tsv")
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return nil, err
	}
	for _, f := range lexdata.TSVRows(shifters) {
		if len(f) < 2 {
			continue
		}
		if f[0] == "grammar" {
			if err := m.setGrammar(langID, f[1]); err != nil {
				return nil, err
			}
			continue
		}
		if f[0] == "also" {
			for _, e := range strings.Split(f[1], "|") {
				if e = m.lower(strings.TrimSpace(e)); e != "" {
					m.also = append(m.also, e)
				}
			}
			continue
		}
		kind, ok := shiftKinds[f[0]]
		if !ok {
			return nil, fmt.Errorf("sentiment: shifters/%s.tsv: unknown kind %q", langID, f[0])
		}
		for _, e := range strings.Split(f[1], "|") {
			e = m.lower(strings.TrimSpace(e))
			if e == "" {
				continue
			}
			if ending, ok := strings.CutPrefix(e, "-"); ok && ending != "" && (kind == onlyWord || kind == butWord) {
				if kind == onlyWord {
					m.onlyEndings = append(m.onlyEndings, ending)
				} else {
					m.butEndings = append(m.butEndings, ending)
				}
				continue
			}
			if _, dup := m.shifters[e]; !dup {
				m.shifters[e] = kind
			}
			if kind == postNeg {
				m.postNegation = true
			}
			m.maxShift = max(m.maxShift, len(strings.Fields(e)))
		}
	}
	if lang != nil {
		m.lookup = lang.Lookup
	}
	if lang != nil && lang.Pack() != nil {
		raw, err := lang.Pack().OptionalSection(SectionAspectTagger)
		if err != nil {
			return nil, fmt.Errorf("sentiment: %s aspect tagger: %w", langID, err)
		}
		if len(raw) > 0 {
			if m.tagger, err = decodeTagger(raw); err != nil {
				return nil, fmt.Errorf("sentiment: %s: %w", langID, err)
			}
		}
	}
	if lang != nil && lang.Pack() != nil {
		raw, err := lang.Pack().OptionalSection(SectionDocModel)
		if err != nil {
			return nil, fmt.Errorf("sentiment: %s document model: %w", langID, err)
		}
		if len(raw) > 0 {
			if m.doc, err = decodeDocModel(raw); err != nil {
				return nil, fmt.Errorf("sentiment: %s: %w", langID, err)
			}
		}
	}
	if err := m.readContextual(); err != nil {
		return nil, err
	}
	if err := m.readInflections(); err != nil {
		return nil, err
	}
	return m, nil
}

// lexiconAdditions are hand-written valences of words the lexicon
// sources lack (data/lexicon.tsv).
//
//go:embed data/lexicon.tsv
var lexiconAdditions []byte

// readLexiconAdditions adds the language's rows of data/lexicon.tsv to
// its word valences, as its own entries, where the pack has none.
func (m *model) readLexiconAdditions() error {
	for _, f := range lexdata.TSVRows(lexiconAdditions) {
		if len(f) < 4 || f[3] == "" {
			// lang, word, valence and the source the valence is copied from.
			return fmt.Errorf("sentiment: lexicon.tsv: bad row %q", strings.Join(f, "\t"))
		}
		if f[0] != m.lang {
			continue
		}
		x, err := strconv.ParseFloat(f[2], 32)
		if err != nil {
			return fmt.Errorf("sentiment: lexicon.tsv: %w", err)
		}
		if w := m.lower(f[1]); w != "" {
			if _, ok := m.words[w]; !ok {
				m.words[w] = wordEntry{float32(x), true}
			}
		}
	}
	return nil
}

// lower folds case the way the builder did (Turkish and Azeri dotted i).
func (m *model) lower(s string) string {
	if m.lang == "tr" {
		return strings.ToLowerSpecial(unicode.TurkishCase, s)
	}
	return tokenize.Lower(s)
}

// readFamilies reads a family table section ("id<TAB>valence<TAB>weight"
// rows); a pack without it gives an empty table. The table keeps nothing
// of the section's bytes, which are read without being cached.
func readFamilies(p *lexdata.Pack, name string) (map[uint32]famEntry, error) {
	raw, err := p.OptionalReadSection(name)
	if err != nil {
		return nil, err
	}
	out := make(map[uint32]famEntry, bytes.Count(raw, []byte{'\n'}))
	for f := range lexdata.TSVFields(raw) {
		if len(f) < 3 {
			continue
		}
		id, err1 := strconv.ParseUint(f[0], 10, 32)
		x, err2 := strconv.ParseFloat(f[1], 32)
		w, err3 := strconv.ParseFloat(f[2], 32)
		if err1 != nil || err2 != nil || err3 != nil {
			return nil, fmt.Errorf("%s: bad row %q", name, strings.Join(f, "\t"))
		}
		out[uint32(id)] = famEntry{float32(x), float32(w)}
	}
	return out, nil
}

// FamilyValence returns the valence (-4..4, VADER's scale) the English
// sentiment lexicons give a concept family, and the evidence weight
// behind it (a word's first sense counts 1, its k-th 1/k). ok is false
// when the family has no polarity.
func FamilyValence(core *lexdata.Core, family uint32) (valence, weight float64, ok bool) {
	s, err := loadShared(core)
	if err != nil {
		return 0, 0, false
	}
	e, ok := s.families[family]
	return float64(e.valence), float64(e.weight), ok
}

// Valencer returns a function giving the valence (-4..4, VADER's scale)
// of a token in its context-free reading: the language's word lexicon,
// then the shared families, as the sentiment stage scores a word before
// shifters apply. Other stages use it (abuse tells an attack from emphasis
// by it); the packs are resolved once, here. The function gives 0 for
// words without polarity, and everywhere when the packs cannot be read.
func Valencer(lang *lexdata.Language, core *lexdata.Core) func(*doc.Token) float64 {
	none := func(*doc.Token) float64 { return 0 }
	if lang == nil {
		return none
	}
	shared, err := loadShared(core)
	if err != nil {
		return none
	}
	m, err := loadModel(lang.ID(), lang, shared)
	if err != nil {
		return none
	}
	return m.valence
}

// setGrammar sets the properties a shifter file's "grammar" row names:
// "no-concord", a language without negative concord, whose standard
// grammar makes two negators two negations ("never not good", "nie
// nicht"); "unknown-nouns", one whose tagger lexicon lacks most nouns,
// where a word the lexicon does not know is mostly a noun.
func (m *model) setGrammar(langID, entries string) error {
	for _, e := range strings.Split(entries, "|") {
		switch strings.TrimSpace(e) {
		case "no-concord":
			m.negConcord = false
		case "unknown-nouns":
			m.unknownNouns = true
		case "":
		default:
			return fmt.Errorf("sentiment: shifters/%s.tsv: unknown grammar property %q", langID, e)
		}
	}
	return nil
}
