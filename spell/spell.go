// Package spell corrects misspelled and obfuscated words in tokenized text.
//
// A [Corrector] serves one language. It proposes corrections for the
// tokens of a sentence (see [Corrector.Sentence]); it never changes the
// tokens itself, so the pipeline decides what to do with them (the
// service's corrected_text fields). Two kinds of correction are made:
//
//   - misspellings: an unknown word is replaced by the most probable known
//     word within two edits, by a noisy-channel score: the word's corpus
//     frequency (the pack's OpenSubtitles counts) against a weighted
//     Damerau-Levenshtein error model (keyboard neighbours, doubled
//     letters, vowels, accents, first and last letters; for English also
//     edit probabilities learned from misspelling pairs, single letters
//     and substrings of up to three, and a sound key; the English
//     weights of these costs learned from the same pairs). Candidates come
//     from a SymSpell deletes index built when the corrector loads; in
//     English, words with the same sound key are candidates up to three
//     edits away, and so are all words for a long word given to
//     [Corrector.Word]; there, words whose sound key is at most one edit
//     from the typed word's are candidates up to four edits away, and a
//     word typed apart ("out side") is taken as one. In English two words
//     typed together ("infact", "upto", "tennisplayer") are taken apart
//     where the context model counted the pair far more often than the
//     word (runOn).
//   - obfuscations: masked letters (f*ck), leetspeak (h4t3), separated
//     letters (f.u.c.k, k-i-l-l, f u c k), stretched letters (fuuuuck),
//     lookalike letters from other scripts and fullwidth forms, and
//     zero-width characters are resolved to the best lexicon word;
//     moderation vocabulary (a per-language boost list and the single
//     words of the pack's abuse lexicon) wins ties, and wins outright
//     where a mask fits it. Masks hide whole letters with their marks
//     (a Thai consonant with its vowel sign and tone mark).
//   - algospeak: coded words that stand for words filters look for
//     ("unalive" for kill, "seggs" for sex, "le dollar bean" for lesbian,
//     pinyin initials such as "NMSL" in Chinese, chosung such as "ㅅㅂ" in
//     Korean) are rewritten to what they stand for, from hand-written
//     lists in data/algospeak (see [Algospeak]).
//
// In running text, the neighbouring words weigh in where the pack has a
// context model (SectionContext: counts of words and word pairs in the
// language's treebank text outside the evaluation's dev file and, in
// English, the WordNet glosses): the close candidates of an unknown word
// are scored with the evidence of its neighbours (contextModel.fit), and a
// correction that the word alone does not justify is made when its
// neighbours vouch for it ("it bacam very dark": became). So is a
// lower-case word the language knows without the lexicon listing it, read
// only by a guess of the lexicon's morphology ("stoped", "polic") or a
// rare word of the frequency list ("untill"), when its neighbours vouch
// for a candidate that beats it (see unlistedCorrection). A sentence
// mostly of unknown words is left alone, as foreign or code-like text,
// and capitalised words inside a sentence are names, never corrected; so
// is a capitalised first word that the document writes capitalised after
// another word (Options.Names). In English a British spelling is never
// made American ("criticised", "weaponised"; variantKey).
//
// What it does not do: real-word errors among listed words ("their" for
// "there", "of" for "off"), grammar,
// word splitting beyond two tokens, or spelling in languages written
// without spaces (Chinese, Japanese, Thai) and Korean, where only
// de-obfuscation runs. The context model is small (about two million
// words in English, a few hundred thousand or none elsewhere) and counts
// only adjacent pairs.
package spell

import (
	"errors"
	"math"
	"math/bits"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/argot-nlp/argot/lexdata"
	"github.com/argot-nlp/argot/tokenize"
)

// Kinds of correction.
const (
	KindMisspelling = "misspelling"
	KindObfuscation = "obfuscation"
	KindAlgospeak   = "algospeak"
)

// Correction is one proposed change to a sentence's tokens.
type Correction struct {
	// Index is the index of the first token replaced, in the sentence.
	Index int
	// Span is the number of tokens replaced: 1, or more when an obfuscated
	// word was split by the tokenizer (f * ck, f u c k).
	Span int
	// Text is the corrected text, in the case pattern of the original.
	Text string
	// Kind is KindMisspelling, KindObfuscation or KindAlgospeak.
	Kind string
}

// Options adjust Sentence.
type Options struct {
	// LowercaseOnly restricts misspelling correction to all-lowercase
	// words (the service's lowercase_spellcheck_only). De-obfuscation is
	// not affected.
	LowercaseOnly bool
	// Text and Offset are the sentence's text and its code point offset in
	// the document (doc.Sentence.Text and .Offset). They are optional: with
	// them, Sentence sees what lies between tokens and rejoins words split
	// only by invisible characters (ki<U+200B>ll).
	Text   string
	Offset int
	// Names are the lookup keys of the words the document writes
	// capitalised after another word (see Corrector.Names): such a word
	// is a name there, and is not corrected where it starts a sentence
	// ("Cadbury said ..." beside "shares in Cadbury").
	Names map[string]bool
	// memo remembers the misspelling searches of one document (set by
	// Stage): the same unknown or unlisted word is searched once.
	memo *memo
	// lookup, when set (by Stage, to the document's memo), replaces the
	// language's Lookup.
	lookup func(key string) []lexdata.Analysis
}

// memo maps lookup keys to their candidates in running text (see
// Corrector.alternatives), and raw forms to their de-obfuscation.
type memo struct {
	found map[string][]alt  // nil when no candidate may be applied
	loose map[string][]alt  // the candidates of contextCorrection
	plain map[string]string // "" when the form resolves to nothing
}

// memoMax bounds a document's memo.
const memoMax = 4096

func newMemo() *memo {
	return &memo{found: map[string][]alt{}, loose: map[string][]alt{}, plain: map[string]string{}}
}

// alternativesIn is alternatives, remembered in m when m is not nil.
func (c *Corrector) alternativesIn(m *memo, key string, screen reach) []alt {
	if m == nil {
		return c.alternatives(key, screen)
	}
	found := m.found
	if screen == reachVouched {
		found = m.loose
	}
	if as, ok := found[key]; ok {
		return as
	}
	as := c.alternatives(key, screen)
	if len(found) < memoMax {
		found[key] = as
	}
	return as
}

// alternatives returns the best candidates of an unknown key of running
// text, best first; nil unless one of them is within the reach screen
// asks for (see mayConfide).
func (c *Corrector) alternatives(key string, screen reach) []alt {
	if strings.ContainsAny(key, "'’") {
		return nil
	}
	var as []alt
	if _, ok := c.rank(key, false, screen, &as, nil); !ok {
		return nil
	}
	return as
}

// correction returns the correction of an unknown key of running text
// between the words prev and next (lookup keys, ContextStart, ContextEnd,
// or "" for none), when it is confident enough to apply (see confident).
// Where the pack has a context model, the candidates' scores take its
// evidence (contextModel.fit), which may change the best one and its
// lead; and a word that is not corrected with confidence alone may still
// be corrected when the context vouches for the candidate (see
// contextCorrection).
//
// Only a lower-case word (lower set) may be corrected on the context's
// word: capitalised at the start of a sentence, an unknown word is as
// often a name ("Suan is great"), and its confident correction too must
// score above unknownFloor ("Cadbury" is no typo of carbury).
func (c *Corrector) correction(m *memo, key, prev, next string, lower bool) (candidate, bool) {
	as := c.alternativesIn(m, key, reachConfident)
	if len(as) > 0 {
		if k, score, _ := c.choose(as, prev, next); (lower || score > unknownFloor) && c.confident(key, k) {
			return k, !c.spellingVariant(key, k.word)
		}
	}
	if !lower || utf8.RuneCountInString(key) < contextMinLen {
		return candidate{}, false
	}
	k, ok := c.contextCorrection(m, key, as, prev, next, unknownFloor)
	return k, ok && !c.spellingVariant(key, k.word)
}

// spellingVariant reports, in English, a candidate that is the typed
// word's other spelling, British or American (variantKey): no typo.
func (c *Corrector) spellingVariant(key, word string) bool {
	return c.id == "en" && variantKey(key) == variantKey(word)
}

// choose returns the best of the candidates as between prev and next,
// with its lead over the next best, its score with the context's
// evidence, and that evidence.
func (c *Corrector) choose(as []alt, prev, next string) (k candidate, score, fit float64) {
	best, second := 0, -1
	var bestScore, secondScore, bestFit float64
	for i := range as {
		s, fit := as[i].score, 0.0
		if c.context != nil {
			fit = c.context.fit(prev, as[i].word, next)
			s += contextWeight * fit
		}
		switch {
		case i == 0 || s > bestScore:
			if i > 0 {
				second, secondScore = best, bestScore
			}
			best, bestScore, bestFit = i, s, fit
		case second < 0 || s > secondScore:
			second, secondScore = i, s
		}
	}
	k = as[best].candidate
	k.margin = math.Inf(1)
	if second >= 0 {
		k.margin = bestScore - secondScore
	}
	return k, bestScore, bestFit
}

// contextCorrection is the correction of an unknown key of running text
// (or of a known one the lexicon does not list, see unlistedCorrection)
// that the context vouches for, when the word alone is not corrected with
// confidence: the best candidate of the ordinary search (not only those
// that pass confident's cost limit), with the context's evidence for it
// at least contextMinFit, a lead of strictMargin, an error cost of at
// most contextMaxCost, seen often enough and, in the languages without
// rich morphology, even when it differs from the typed word at the first
// or last letter ("bacam", became; "broug", brought), which running text
// otherwise leaves alone (see affixEdit). Only a model that has counted
// enough text vouches (contextMinTokens).
//
// as are the candidates of the confident search, when it found any: the
// search that screens for this correction's reach would find the same.
// The candidate's score with the context's evidence must exceed floor.
func (c *Corrector) contextCorrection(m *memo, key string, as []alt, prev, next string, floor float64) (candidate, bool) {
	if c.context == nil || !c.context.vouches {
		return candidate{}, false
	}
	if len(as) == 0 {
		if as = c.alternativesIn(m, key, reachVouched); len(as) == 0 {
			return candidate{}, false
		}
	}
	k, score, fit := c.choose(as, prev, next)
	if score <= floor || fit < contextMinFit || k.margin < strictMargin || k.cost > contextMaxCost || k.freq < strictMinFreq ||
		richMorphology[c.id] && affixEdit([]rune(key), []rune(k.word)) {
		return candidate{}, false
	}
	return k, true
}

// unlistedCorrection is the correction in running text of a lower-case
// word the language knows, but not as a word the lexicon lists: one that
// only the lexicon's fallbacks read ("stoped" as stop + -ed, "polic" as a
// form of police) or a rare word of the frequency list, whose subtitle
// counts carry their own typos ("untill", "ther"). Such a word is
// corrected only as contextCorrection corrects an unknown word, where the
// context vouches for the candidate, and only when the candidate, with
// the context's evidence, also scores above the typed word itself (its
// prior and its own evidence), and is not the typed word's American
// spelling. Listed words, moderation vocabulary (the boost list and the
// abuse lexicon: "minger", "bint" are insults the lexicon does not list)
// and contractions are never changed.
func (c *Corrector) unlistedCorrection(m *memo, key, prev, next string) (candidate, bool) {
	if c.context == nil || !c.context.vouches || c.moderation(key) || utf8.RuneCountInString(key) < unlistedMinLen {
		return candidate{}, false
	}
	if f := c.vocab.frequency(key); f > rareMaxFreq || c.lang.Listed(key) || c.contraction(key) {
		return candidate{}, false
	}
	k, ok := c.contextCorrection(m, key, nil, prev, next, c.prior(key)+contextWeight*c.context.fit(prev, key, next))
	return k, ok && !c.spellingVariant(key, k.word)
}

// variantKey is an English word with its British and American spellings
// folded together: "organisers" and "organizers", "colour" and "color",
// "travelled" and "traveled", "centre" and "center", "fibre" and "fiber",
// "catalogue" and "catalog", "practise" and "practice", "defence" and
// "defense" have one key. The lexicon lists American spellings, so an
// unlisted British one must not be taken for a typo of the American.
// The rules are narrow ("our" only after three letters, so "your" and
// "four" stay; doubled l only after e and before -ed, -ing and -er, so
// "untill" is no variant of "until", nor "kiled" of "killed"): a typo they
// happen to fold into its correction is only a correction missed.
func variantKey(w string) string {
	w = strings.ReplaceAll(w, "z", "s")
	for _, r := range variantStems {
		w = strings.Replace(w, r[0], r[1], 1)
	}
	for _, r := range [][2]string{{"elled", "eled"}, {"elling", "eling"}, {"eller", "eler"}} {
		w = strings.ReplaceAll(w, r[0], r[1])
	}
	if i := strings.Index(w, "our"); i >= 3 {
		w = w[:i] + "or" + w[i+3:]
	}
	for _, r := range [][2]string{{"tre", "ter"}, {"bre", "ber"}, {"ogue", "og"}} {
		if t, ok := strings.CutSuffix(w, r[0]); ok {
			w = t + r[1]
		} else if t, ok := strings.CutSuffix(w, r[0]+"s"); ok {
			w = t + r[1] + "s"
		}
	}
	return w
}

// variantStems are the British stems whose American spelling differs
// by a letter that is no pattern: -ce nouns against -se verbs or nouns.
var variantStems = [][2]string{{"practis", "practic"}, {"defenc", "defens"}, {"offenc", "offens"}, {"licenc", "licens"}, {"pretenc", "pretens"}}

// deobfuscateIn is deobfuscate, remembered in m when m is not nil.
func (c *Corrector) deobfuscateIn(m *memo, raw string) (string, bool) {
	if m == nil {
		return c.deobfuscate(raw)
	}
	if w, ok := m.plain[raw]; ok {
		return w, w != ""
	}
	w, _ := c.deobfuscate(raw)
	if len(m.plain) < memoMax {
		m.plain[raw] = w
	}
	return w, w != ""
}

// vocabularySize is how many of the most frequent words are candidates.
const vocabularySize = 50000

// Corrector corrects the words of one language. It is safe for concurrent
// use.
type Corrector struct {
	lang  *lexdata.Language
	id    string
	vocab *vocabulary
	// spells is false where misspellings are not corrected.
	spells bool
	// spelled returns the vocabulary's words as runes, and search the
	// candidate indexes of misspellings, built on the first word that
	// needs them: most sentences need neither.
	spelled func() *spelledWords
	search  func() *search
	model   editModel
	// learned is the learned error model (nil where there is none), a
	// second feature of the ranking.
	learned *learnedModel
	// weights weigh the ranking's features.
	weights weights
	boost   map[string]bool
	boosted []bool // by vocabulary id: on the boost list
	// abusive returns the single words of the pack's abuse lexicon
	// (profanity, insults, sexual words, slurs), read on the first
	// obfuscated word that needs them (see moderation).
	abusive func() map[string]bool
	// scratch holds per-call buffers of misspelling (*scratch).
	scratch sync.Pool
	// coded is the language's algospeak list (nil when it has none).
	coded  *algospeak
	script *unicode.RangeTable
	// toScript folds lookalike letters of other scripts into the
	// language's own script.
	toScript map[rune]rune
	// noFreq is set when the pack has no frequency list (Pashto): every
	// lexicon form is a candidate of frequency 1.
	noFreq bool
	// written holds, by vocabulary id, the frequency byte of the word's
	// count in edited text (SectionWritten; nil when the pack has none).
	written []byte
	// context is the pack's context model (SectionContext; nil when it
	// has none).
	context *contextModel
}

// correctors are built once per pack (per language for one without a pack).
var correctors lexdata.Derived[any, *Corrector]

// For returns the corrector of a language, building it on first use; the
// corrector is cached per pack.
func For(lang *lexdata.Language) (*Corrector, error) {
	if lang == nil {
		return nil, errors.New("spell: no language")
	}
	var key any = lang.Pack()
	if lang.Pack() == nil {
		key = lang
	}
	return correctors.Get(key, func() (*Corrector, error) { return build(lang) })
}

// rareWordLanguages add the lexicon's forms outside the frequency list to
// the candidates. Only English: its forms table is mostly WordNet lemmas;
// elsewhere it is dominated by generated inflections, which made the
// deletes index slow to build and the corrections worse. Of those forms,
// only the ones with a wordnet reading are ever proposed (see
// wordnetWord).
var rareWordLanguages = map[string]bool{"en": true}

// richMorphology are languages with many inflected or clitic-bearing forms
// per word, where the packs' lexicons miss a larger share of correct text.
var richMorphology = map[string]bool{"ar": true, "fa": true, "ur": true, "ps-AF": true, "he": true,
	"tr": true, "fi": true, "pl": true, "ru": true}

// noMisspellings are the languages where only de-obfuscation runs: no
// spaces between words, or syllable blocks that an edit distance over code
// points does not fit.
var noMisspellings = map[string]bool{"zh-CN": true, "zh-TW": true, "ja": true, "th": true, "ko": true}

func build(lang *lexdata.Language) (*Corrector, error) {
	d := loadData()
	c := &Corrector{lang: lang, id: lang.ID()}
	v, err := decodeVocabulary(lang, vocabularySize, rareWordLanguages[lang.ID()])
	if err != nil {
		return nil, err
	}
	c.vocab = v
	if c.written, err = loadWritten(lang, v); err != nil {
		return nil, err
	}
	if c.context, err = loadContext(lang); err != nil {
		return nil, err
	}
	c.noFreq = !lang.Pack().Has(lexdata.SectionFreq)
	c.spells = !noMisspellings[c.id]
	c.spelled = sync.OnceValue(func() *spelledWords { return spellWords(v.words) })
	c.search = sync.OnceValue(func() *search {
		x := &search{index: buildDeletes(c.spelled().runes)}
		if c.id == "en" {
			x.sounds = buildSoundIndex(v.words)
		}
		return x
	})
	nv := len(v.words)
	c.scratch.New = func() any { return &scratch{seen: make([]uint32, nv)} }
	c.model.kb = d.keyboards[c.id]
	if c.model.kb == nil {
		c.model.kb = d.keyboards[""]
	}
	c.boost = d.boost[c.id]
	c.boosted = make([]bool, len(v.words))
	for w := range c.boost {
		if id, ok := v.lookup(w); ok {
			c.boosted[id] = true
		}
	}
	c.abusive = sync.OnceValue(func() map[string]bool { return abuseWords(lang, c.normalize) })
	c.learned = d.learned[c.id]
	c.weights = handWeights
	if w, ok := d.rankers[c.id]; ok {
		c.weights = w
	}
	c.coded = loadAlgospeak(c.id)
	c.script, c.toScript = scriptOf(c.id, d)
	c.model.transpose = costTranspose
	if c.script == unicode.Arabic || c.script == unicode.Hebrew {
		c.model.transpose = costEdit
	}
	return c, nil
}

// normalize returns the lookup key of a word.
func (c *Corrector) normalize(w string) string { return tokenize.NormalizeForLookup(c.id, w) }

// known reports whether a lookup key is a word of the language.
func (c *Corrector) known(key string) bool { return c.knownWith(key, c.lang.Lookup) }

// knownWith is known, asking lookup (lexdata.Language.Lookup or a
// document's memo of it) for the lexicon's analyses.
func (c *Corrector) knownWith(key string, lookup func(string) []lexdata.Analysis) bool {
	if _, ok := c.vocab.lookup(key); ok {
		return true
	}
	if c.boost[key] {
		return true
	}
	return len(lookup(key)) > 0 || c.contraction(key)
}

// contraction reports whether key is a word and a clitic joined by an
// apostrophe, each in the frequency list, the clitic seen often
// ("couldn't": the subtitle counts split it into "couldn" and "'t").
func (c *Corrector) contraction(key string) bool {
	i := strings.IndexAny(key, "'’")
	if i <= 0 {
		return false
	}
	_, size := utf8.DecodeRuneInString(key[i:])
	if _, ok := c.vocab.lookup(key[:i]); !ok || i+size == len(key) {
		return false
	}
	return c.vocab.frequency("'"+key[i+size:]) >= cliticMinFreq
}

// apostropheLeftOut returns the contraction that key spells without its
// apostrophe ("couldnt", "doesnt"), when key is not a word of the
// frequency list or a rare one (rareMaxFreq) next to the contraction's
// first part ("couldn", seen rareRatio steps more often): a left-out
// apostrophe is then likelier than any edit of the letters. The first part
// must be a frequent subtitle form that edited text never has
// (SectionWritten, whose treebank splits "couldn't" as could + n't): a
// piece the subtitle counts cut out of contractions, not a word of its own
// (with words, "babys" would be "baby's" and "theres" "there's", for
// babies and there as often). Of several, the one whose rarer part is the
// more frequent wins. Without the written counts it finds nothing.
func (c *Corrector) apostropheLeftOut(key string) (string, bool) {
	f := int(c.vocab.frequency(key))
	if c.written == nil || f > rareMaxFreq || strings.ContainsAny(key, "'’ ") {
		return "", false
	}
	best, bestFreq := "", 0
	for i := len(key) - 1; i > 0; i-- {
		clitic := int(c.vocab.frequency("'" + key[i:]))
		if clitic < cliticMinFreq {
			continue
		}
		id, ok := c.vocab.lookup(key[:i])
		if !ok || c.written[id] > 0 {
			continue
		}
		stem := int(c.vocab.freq[id])
		if stem < fragmentMinFreq || (f > 0 && stem < f+rareRatio) {
			continue
		}
		if m := min(stem, clitic); m > bestFreq {
			best, bestFreq = key[:i]+"'"+key[i:], m
		}
	}
	return best, best != ""
}

// fragmentMinFreq: the first part of a contraction apostropheLeftOut
// restores must be seen at least ~3,700 times (frequency byte 96): the
// pieces of contractions ("needn" 99, "couldn" 143) are, the subtitles'
// rare typos and foreign words without a written count ("mak", "yer",
// below 92) are not.
const fragmentMinFreq = 96

// cliticMinFreq: a clitic must be seen at least ~1,000,000 times
// (frequency byte 161): the subtitles' 's, 't, 'm, 're, 'll, 've, 'd, and
// not their typos ('nt, 'v).
const cliticMinFreq = 161

// prior is the log frequency of a candidate (0 for words the frequency
// list lacks), plus the boost of moderation vocabulary.
func (c *Corrector) prior(key string) float64 {
	p := 0.0
	if b := c.vocab.frequency(key); b > 0 {
		p = float64(b) / 8 * math.Ln2
	}
	if c.boost[key] {
		p += boostBonus
	}
	return p
}

// freqPrior is the log frequency of a vocabulary word (0 for the
// lexicon's words that the frequency list lacks).
func (c *Corrector) freqPrior(id uint32) float64 {
	return float64(c.vocab.freq[id]) / 8 * math.Ln2
}

// priorOf is prior by vocabulary id, without the map lookups.
func (c *Corrector) priorOf(id uint32) float64 {
	p := c.freqPrior(id)
	if c.boosted[id] {
		p += boostBonus
	}
	return p
}

// boostBonus is added to the log prior of boost-list words: e^3, twenty
// times as likely as their subtitle frequency says.
const boostBonus = 3.0

// Word returns the best correction of one isolated word and whether it
// differs from the word. Unlike Sentence, which never touches a word the
// lexicon lists and corrects other known words only on its neighbours'
// evidence, Word is told the word may be wrong: a word of the
// frequency list that is rare next to a far more frequent word one cheap
// edit away ("belive", a subtitle typo), or one that only the lexicon's
// morphology accepts ("speling" as spel+ing), is corrected too, a word
// typed apart ("out side") is taken as one, in English two typed
// together ("infact", "tennisplayer") as two (runOnWord), and in the
// languages that write compounds as one word a compound with a typo in
// one part ("gemeindegeniet") is corrected in that part
// (compoundCorrection). Boost-list words and other known words are
// returned unchanged.
func (c *Corrector) Word(word string) (string, bool) {
	if c == nil || word == "" || !utf8.ValidString(word) {
		return word, false
	}
	key := c.normalize(word)
	if c.hasObfuscation(key) || !c.known(key) {
		if w, ok := c.deobfuscate(word); ok {
			return restoreCase(word, w), true
		}
	}
	if c.boost[key] || c.contraction(key) {
		return word, false
	}
	if w, ok := c.apostropheLeftOut(key); ok {
		return restoreCase(word, w), true
	}
	best, ok := c.misspelling(key, true, false)
	if r, _ := utf8.DecodeRuneInString(word); !unicode.IsUpper(r) {
		if w, ok := c.runOnWord(key, best, ok); ok {
			return restoreCase(word, w), true
		}
	}
	if !ok {
		if k, ok := c.compoundCorrection(key); ok {
			return restoreCase(word, k.word), true
		}
		return word, false
	}
	if f := c.vocab.frequency(key); f > 0 && !c.rareVariant(f, best) {
		return word, false
	}
	// A form only the lexicon's morphology accepts ("speling" as spel +
	// -ing) is corrected when a word seen often enough is near.
	if len(c.lang.Lookup(key)) > 0 && (best.cost > lexOnlyCost || int(best.freq) < lexOnlyMinFreq) {
		return word, false
	}
	return restoreCase(word, best.word), true
}

// rareVariant reports whether a word of the frequency list (frequency
// byte f) is more likely a misspelling of the candidate: subtitles carry
// their own typos ("belive"), so a rare word near a word that is far more
// frequent is treated as unknown.
func (c *Corrector) rareVariant(f byte, k candidate) bool {
	return int(f) <= rareMaxFreq && k.cost <= rareCost && int(k.freq) >= int(f)+rareRatio
}

const (
	// rareMaxFreq: only words seen fewer than ~1,000 times (byte 80) are
	// suspects; rareRatio: the candidate must be 2^(16/8) = 4 times as
	// frequent; rareCost: and cost at most two plain edits.
	rareMaxFreq = 80
	rareRatio   = 16
	rareCost    = 2.0
)

// A correction of a form known only to the lexicon must be seen at least
// ~64 times (frequency byte 49) and cost at most two plain edits.
const (
	lexOnlyMinFreq = 49
	lexOnlyCost    = 2.0
)

// Known reports whether the language knows a word: in the frequency list,
// the boost list or the lexicon. Sentence never corrects words the
// lexicon lists (except obfuscated spellings it lists, such as "f*ck"),
// and other known words only where the context vouches (see
// unlistedCorrection).
func (c *Corrector) Known(word string) bool {
	return c != nil && c.known(c.normalize(word))
}

// Produces reports whether de-obfuscation can resolve a form to word: it
// is in the frequency list (seen often enough) or the boost list.
func (c *Corrector) Produces(word string) bool {
	return c != nil && c.acceptable(c.normalize(word))
}

// FrequentWords returns up to n words of the frequency list with at least
// minLen letters, skipping the skip most frequent entries, in frequency
// order (for test data).
func (c *Corrector) FrequentWords(skip, n, minLen int) []string {
	var out []string
	for i := skip; i < len(c.vocab.words) && len(out) < n; i++ {
		w := c.vocab.words[i]
		letters := 0
		for _, r := range w {
			if unicode.IsLetter(r) || unicode.IsMark(r) {
				letters++
			} else {
				letters = -1000
			}
		}
		if letters >= minLen {
			out = append(out, w)
		}
	}
	return out
}

// scratch is the reusable state of one misspelling search: the candidate
// ids, the edit distance matrix, and a mark per vocabulary word (seen[id]
// == stamp when the word was scored in this search).
type scratch struct {
	top   []topEntry // the best candidates of a search that keeps them
	ids   []uint32
	keys  []uint32 // sound key ids of a wide search
	costs []float64
	seen  []uint32
	stamp uint32
	// pen holds the penalties of the candidate a search is scoring (in
	// the scratch, not on the stack, because collect takes its address).
	pen [numPenalties]float64
}

// next starts a new round of marks.
func (sc *scratch) next() {
	sc.stamp++
	if sc.stamp == 0 { // wrapped: forget every mark
		clear(sc.seen)
		sc.stamp = 1
	}
}

// candidate is a correction with its score.
// spelledWords are the vocabulary's words as runes.
type spelledWords struct {
	runes [][]rune // by vocabulary id
	// odd marks the words with a character other than a letter, a mark,
	// an apostrophe or a hyphen (the subtitles' "couldn`t"), which are
	// never candidates.
	odd []bool
	// ends holds each word's first and last letters (wordEnds), so that
	// screening candidates by them need not load their letters.
	ends  []uint64
	byLen [][]int32 // vocabulary ids by length in runes
	// maxCluster is the most runes one letter takes with its marks
	// (three in Thai: consonant, vowel sign, tone mark; one in scripts
	// written precomposed).
	maxCluster int
	// sigByLen holds the letterSet of each word of byLen.
	sigByLen [][]uint32
}

// letterSet is a word's set of letters as a bit set: a-z, and one bit
// for any other letter by its code point mod 6.
func letterSet(rs []rune) uint32 {
	var s uint32
	for _, r := range rs {
		if r >= 'a' && r <= 'z' {
			s |= 1 << (r - 'a')
		} else {
			s |= 1 << (26 + r%6)
		}
	}
	return s
}

// letterBag counts the letters of a word (a-z; other letters share the
// last slot), for the bag distance: the letters of the longer of two words
// that the other lacks, a lower bound of their edit distance.
type letterBag [27]int8

func bagSlot(r rune) int {
	if r >= 'a' && r <= 'z' {
		return int(r - 'a')
	}
	return 26
}

func (b *letterBag) fill(rs []rune) {
	for _, r := range rs {
		if k := bagSlot(r); b[k] < math.MaxInt8 {
			b[k]++
		}
	}
}

// distance is the bag distance between the word the bag was filled with
// (n letters) and cand.
func (b *letterBag) distance(n int, cand []rune) int {
	left := *b
	common := 0
	for _, r := range cand {
		if k := bagSlot(r); left[k] > 0 {
			left[k]--
			common++
		}
	}
	return max(n, len(cand)) - common
}

const (
	// deepEdit is how many plain edits away Word looks for candidates of
	// words of at least deepMinLen letters, in languages with a learned
	// error model.
	deepEdit   = 3
	deepMinLen = 7
	// wideEdit is how many plain edits away Word looks among the words
	// that sound like the typed word, or nearly (see rank), for words of
	// wideMinLen letters or more.
	wideEdit   = 4
	wideMinLen = 4
)

func spellWords(words []string) *spelledWords {
	x := &spelledWords{runes: make([][]rune, len(words)), odd: make([]bool, len(words)), ends: make([]uint64, len(words))}
	n := 0
	for _, w := range words {
		n += utf8.RuneCountInString(w)
	}
	flat := make([]rune, 0, n) // one allocation for all the candidates' runes
	for i, w := range words {
		start := len(flat)
		for _, r := range w {
			flat = append(flat, r)
			if !wordRune(r) {
				x.odd[i] = true
			}
		}
		x.runes[i] = flat[start:len(flat):len(flat)]
		x.ends[i] = wordEnds(x.runes[i])
		for rs := x.runes[i]; len(rs) > 0; {
			k := max(cluster(rs), 1)
			x.maxCluster = max(x.maxCluster, k)
			rs = rs[k:]
		}
		n := len(x.runes[i])
		for len(x.byLen) <= n {
			x.byLen = append(x.byLen, nil)
			x.sigByLen = append(x.sigByLen, nil)
		}
		x.byLen[n] = append(x.byLen[n], int32(i))
		x.sigByLen[n] = append(x.sigByLen[n], letterSet(x.runes[i]))
	}
	return x
}

// wordnetWord reports whether a wordnet links a reading of w to a
// concept family.
func (c *Corrector) wordnetWord(w string) bool {
	for _, a := range c.lang.Lookup(w) {
		if len(a.Lexeme.Families) > 0 {
			return true
		}
	}
	return false
}

// wordRune reports the characters a misspelling and its corrections may
// have: letters, marks, apostrophes and hyphens.
func wordRune(r rune) bool {
	return unicode.IsLetter(r) || unicode.IsMark(r) || r == '\'' || r == '’' || r == '-'
}

// search holds the indexes misspelling finds candidates with.
type search struct {
	index *deletesIndex
	// sounds indexes the vocabulary by English sound key (nil in other
	// languages).
	sounds *soundIndex
}

type candidate struct {
	word string
	// cost is the error model's cost; freq the frequency byte; margin the
	// score's lead over the runner-up (+Inf when alone).
	cost   float64
	freq   byte
	margin float64
}

// misspelling returns the best candidate for an unknown key. With deep
// set (Word, told the word is wrong), words of deepMinLen letters or more
// also get candidates deepEdit plain edits away, where a learned error
// model can rank them; in running text (Sentence) such distant candidates
// would never be confident enough to apply.
//
// With strict set (running text, where only a confident candidate is
// applied), candidates are first screened by what confident asks of the
// best one alone: when none could pass, the search stops there with no
// result, without scoring every candidate.
func (c *Corrector) misspelling(key string, deep, strict bool) (candidate, bool) {
	screen := reachAny
	if strict {
		screen = reachConfident
	}
	return c.rank(key, deep, screen, nil, nil)
}

// reach says which candidates a search wants, so that it can stop early
// when none of them can be had (see mayConfide).
type reach int

const (
	// reachAny: every candidate.
	reachAny reach = iota
	// reachConfident: one that confident may accept.
	reachConfident
	// reachVouched: one that contextCorrection may accept.
	reachVouched
)

// alt is a candidate with its ranking score.
type alt struct {
	candidate
	score float64
}

// topAlternatives is how many candidates rank keeps for the context model
// to choose among: the best two (keeping four changed no correction of
// the tuning material of TestContextTuning and slowed the search, in a
// run with this constant changed by hand).
const topAlternatives = 2

// rank is misspelling. With top set, it also appends to *top the best
// topAlternatives candidates, best first (their leads are choose's to
// work out, with the context). With collect set, it also calls collect with the penalties of
// every candidate it considers, without the shortcuts that skip
// candidates which cannot win (for training a ranker).
func (c *Corrector) rank(key string, deep bool, screen reach, top *[]alt, collect func(id uint32, prior float64, p *[numPenalties]float64)) (candidate, bool) {
	if !c.spells {
		return candidate{}, false
	}
	// Told the word is wrong, a deep search takes words typed apart ("out
	// side", "any own") as one: the joined form is itself a candidate.
	joined := false
	if deep && strings.Contains(key, " ") {
		key, joined = strings.ReplaceAll(key, " ", ""), true
	}
	rs := []rune(key)
	if len(rs) < 2 || len(rs) > 40 {
		return candidate{}, false
	}
	for _, r := range rs {
		if !wordRune(r) {
			return candidate{}, false
		}
	}
	sc := c.scratch.Get().(*scratch)
	defer c.scratch.Put(sc)
	x, sp := c.search(), c.spelled()
	runes := sp.runes
	sc.ids = x.index.candidates(rs, sc.ids[:0])
	keySound := noSound
	if x.sounds != nil {
		keySound = x.sounds.lookup(key)
	}
	// Words that sound the same are candidates up to soundEdit edits away
	// (annonsment, announcement), when the word is long enough for the
	// sound key to say much.
	soundLimit := maxEdit
	if keySound != noSound && len(rs) >= soundMinLen {
		soundLimit = soundEdit
	}
	if screen != reachAny && !c.mayConfide(rs, sc, x, keySound, soundLimit, screen == reachVouched) {
		return candidate{}, false
	}
	sc.next()
	w := &c.weights
	var soundRunes []rune
	if x.sounds != nil && (w[penSoundDist] > 0 || collect != nil) {
		soundRunes = []rune(phoneticKey(key))
	}
	best, second := math.Inf(-1), math.Inf(-1)
	bestID := -1
	sc.top = sc.top[:0]
	// cut is the score a candidate must beat to matter: the runner-up's,
	// or with top set the last kept candidate's.
	cut := func() float64 {
		if top == nil {
			return second
		}
		if len(sc.top) < topAlternatives {
			return math.Inf(-1)
		}
		return sc.top[topAlternatives-1].score
	}
	// consider scores a candidate up to limit plain edits away (up to
	// soundLimit when it sounds the same).
	consider := func(id uint32, limit int) {
		if sc.seen[id] == sc.stamp {
			return
		}
		sc.seen[id] = sc.stamp
		if sp.odd[id] {
			return
		}
		cand := runes[id]
		sameSound := keySound != noSound && x.sounds.key[id] == keySound
		if sameSound {
			limit = max(limit, soundLimit)
		}
		d := plainDistance(rs, cand, limit)
		if d > limit || d == 0 && !joined {
			return
		}
		p := &sc.pen
		*p = [numPenalties]float64{}
		if keySound != noSound && !sameSound {
			p[penSound] = 1
		}
		if c.vocab.freq[id] == 0 {
			p[penLexOnly] = 1
		}
		p[penDist] = float64(d)
		if rs[0] != cand[0] {
			p[penFirst] = 1
		}
		if rs[len(rs)-1] != cand[len(cand)-1] {
			p[penLast] = 1
		}
		p[penLength] = math.Abs(float64(len(rs) - len(cand)))
		if f := c.freqPrior(id); f > 0 {
			p[penRare] = max(0, rarePrior-f)
		}
		if c.written != nil {
			p[penWritten] = c.writtenPenalty(id)
		}
		if w[penEdit] > 0 || collect != nil {
			p[penEdit], sc.costs = c.model.distance(rs, cand, sc.costs)
		}
		prior := c.priorOf(id)
		s := w.score(prior, p)
		// The sound distance and the learned cost only lower the score,
		// the learned cost by at least perEdit per edit: skip them for a
		// candidate that cannot reach the runner-up anyway.
		bound := s
		if c.learned != nil {
			bound -= w[penLearned] * c.learned.perEdit * float64(d)
		}
		if collect == nil && bound <= cut() {
			return
		}
		if soundRunes != nil {
			p[penSoundDist] = float64(min(plainDistance(soundRunes, x.sounds.runes[x.sounds.key[id]], soundDistMax), soundDistMax))
			s -= w[penSoundDist] * p[penSoundDist]
		}
		if c.learned != nil {
			p[penLearned], sc.costs = c.learned.distance(rs, cand, sc.costs)
			s -= w[penLearned] * p[penLearned]
		}
		// Of the lexicon's words the frequency list lacks, only wordnet
		// words are candidates: the rest come from treebank text, typos
		// and all ("repition"). Checked only for the words that would rank.
		if (s > cut() || collect != nil) && c.vocab.freq[id] == 0 && !c.wordnetWord(c.vocab.words[id]) {
			return
		}
		if collect != nil {
			collect(id, prior, p)
		}
		switch {
		case s > best:
			second, best, bestID = best, s, int(id)
		case s > second:
			second = s
		}
		if top != nil && s > cut() {
			sc.top = insertTop(sc.top, topEntry{id, s})
		}
	}
	// In a wide search, words whose sound key is at most one edit from the
	// typed word's are candidates up to wideEdit edits away, fewer for
	// short words (acedent, accident; abouth, above): learners' errors that
	// keep the sound of a word but not its letters.
	if deep && c.learned != nil && x.sounds != nil && len(rs) >= wideMinLen {
		limit := min(wideEdit, len(rs)-2)
		sc.keys = x.sounds.near([]rune(phoneticKey(key)), sc.keys[:0])
		for _, k := range sc.keys {
			for _, id := range x.sounds.words[k] {
				consider(id, limit)
			}
		}
	}
	// In a deep search every candidate may be deepEdit away.
	deep = deep && c.learned != nil && len(rs) >= deepMinLen
	limit := maxEdit
	if deep {
		limit = deepEdit
	}
	for _, id := range sc.ids {
		consider(id, limit)
	}
	if soundLimit > maxEdit {
		for _, id := range x.sounds.words[keySound] {
			consider(id, limit)
		}
	}
	if deep {
		sig := letterSet(rs)
		var bag letterBag
		bag.fill(rs)
		for n := max(len(rs)-deepEdit, 1); n <= len(rs)+deepEdit && n < len(sp.byLen); n++ {
			// Ids run from the most frequent word down: once the prior
			// cannot beat the best score, no later word can (Word needs
			// no runner-up, so the margin may come out too large).
			for k, cs := range sp.sigByLen[n] {
				// Each edit takes at most one letter from either word's
				// letter set.
				if bits.OnesCount32(sig&^cs) > deepEdit || bits.OnesCount32(cs&^sig) > deepEdit {
					continue
				}
				id := sp.byLen[n][k]
				if collect == nil && c.freqPrior(uint32(id))+boostBonus <= best {
					break
				}
				if sc.seen[id] != sc.stamp && (collect != nil || c.priorOf(uint32(id)) > best) &&
					bag.distance(len(rs), runes[id]) <= deepEdit {
					consider(uint32(id), deepEdit)
				}
			}
		}
	}
	if bestID < 0 {
		return candidate{}, false
	}
	var bestCost float64
	bestCost, sc.costs = c.model.distance(rs, runes[bestID], sc.costs)
	if top != nil {
		for _, e := range sc.top {
			a := alt{candidate{word: c.vocab.words[e.id], freq: c.vocab.freq[e.id]}, e.score}
			a.cost, sc.costs = c.model.distance(rs, runes[e.id], sc.costs)
			*top = append(*top, a)
		}
	}
	return candidate{word: c.vocab.words[bestID], cost: bestCost, freq: c.vocab.freq[bestID], margin: best - second}, true
}

// topEntry is a kept candidate of a search.
type topEntry struct {
	id    uint32
	score float64
}

// insertTop inserts e into the best-first list top, keeping at most
// topAlternatives.
func insertTop(top []topEntry, e topEntry) []topEntry {
	i := len(top)
	for i > 0 && top[i-1].score < e.score {
		i--
	}
	if i >= topAlternatives {
		return top
	}
	if len(top) < topAlternatives {
		top = append(top, topEntry{})
	}
	copy(top[i+1:], top[i:len(top)-1])
	top[i] = e
	return top
}

// mayConfide reports whether any candidate of the typed word rs (the
// candidates misspelling scores: sc.ids, and the words of the same sound
// when soundLimit reaches beyond maxEdit) passes confident's tests of a
// candidate alone, all but the margin; with vouched set, contextCorrection's
// tests instead (see reachVouched). It marks the candidates it sees in
// sc.
func (c *Corrector) mayConfide(rs []rune, sc *scratch, x *search, keySound uint32, soundLimit int, vouched bool) bool {
	sc.next()
	sp := c.spelled()
	runes := sp.runes
	costLimit := c.costLimit(len(rs))
	affixOK := false
	if vouched {
		costLimit, affixOK = contextMaxCost, !richMorphology[c.id]
	}
	keyEnds := wordEnds(rs)
	check := func(id uint32) bool {
		if sc.seen[id] == sc.stamp {
			return false
		}
		sc.seen[id] = sc.stamp
		// affixEdit's first test, on the word's ends alone: most
		// candidates fail it without their letters being loaded.
		if !affixOK && sp.ends[id] != keyEnds || sp.odd[id] {
			return false
		}
		cand := runes[id]
		if vouched {
			if c.vocab.freq[id] < strictMinFreq {
				return false
			}
		} else if !c.plausibleAlone(rs, cand, c.vocab.words[id], c.vocab.freq[id]) {
			return false
		}
		limit := maxEdit
		if keySound != noSound && x.sounds.key[id] == keySound {
			limit = max(limit, soundLimit)
		}
		if d := plainDistance(rs, cand, limit); d > limit || d == 0 {
			return false
		}
		var cost float64
		cost, sc.costs = c.model.distance(rs, cand, sc.costs)
		return cost <= costLimit
	}
	for _, id := range sc.ids {
		if check(id) {
			return true
		}
	}
	if soundLimit > maxEdit {
		for _, id := range x.sounds.words[keySound] {
			if check(id) {
				return true
			}
		}
	}
	return false
}

// confident reports whether a candidate for the key is safe to apply in
// running text, where most unknown words are rare but correct words.
// mayConfide screens candidates by the same tests but the margin.
func (c *Corrector) confident(key string, k candidate) bool {
	if strings.ContainsAny(key, "'’") {
		return false
	}
	rs := []rune(key)
	return c.plausibleAlone(rs, []rune(k.word), k.word, k.freq) && k.cost <= c.costLimit(len(rs)) && k.margin >= strictMargin
}

// plausibleAlone holds the tests of a candidate cand (word, with frequency
// byte freq) for the typed word rs that confident and mayConfide share,
// but the cost and the margin: frequent enough, a short word only for
// moderation vocabulary, and not an affix edit.
func (c *Corrector) plausibleAlone(rs, cand []rune, word string, freq byte) bool {
	return freq >= strictMinFreq && (len(rs) >= 4 || c.boost[word]) && !affixEdit(rs, cand)
}

// costLimit is the highest error model cost of a correction of a word of
// n letters that confident accepts.
func (c *Corrector) costLimit(n int) float64 {
	switch {
	case richMorphology[c.id]:
		// Most unknown words are inflections the lexicon lacks: only one
		// cheap edit (a key off, a vowel, an accent, a swap) is trusted.
		return costVowel
	case n >= 6:
		return 1.5
	}
	return 1.0
}

const (
	// strictMinFreq: in running text a correction must be a word seen at
	// least ~64 times in the subtitle corpus (frequency byte 49).
	strictMinFreq = 49
	// strictMargin: and clearly better than the runner-up.
	strictMargin = 2.0
)

// affixEdit reports whether a and b differ only at the very start or the
// very end: in running text that is far more often an inflection or a
// clitic the lexicon lacks (kąpielowym/kąpielowy, ועשויות/עשויות) than a
// typing error.
func affixEdit(a, b []rune) bool {
	n := min(len(a), len(b))
	if n == 0 || a[0] != b[0] || a[len(a)-1] != b[len(b)-1] {
		return true // the common case, without the scans below
	}
	p := 0
	for p < n && a[p] == b[p] {
		p++
	}
	s := 0
	for s < n-p && a[len(a)-1-s] == b[len(b)-1-s] {
		s++
	}
	return p == 0 || s == 0
}

// wordEnds packs the first and last letters of a word: words whose ends
// differ are affix edits of each other (affixEdit). An empty word gets a
// value no word's ends have.
func wordEnds(rs []rune) uint64 {
	if len(rs) == 0 {
		return math.MaxUint64
	}
	return uint64(uint32(rs[0]))<<32 | uint64(uint32(rs[len(rs)-1]))
}

// restoreCase gives w the case pattern of orig.
func restoreCase(orig, w string) string {
	var upper, lower, n int
	first := true
	firstUpper := false
	for _, r := range orig {
		if !unicode.IsLetter(r) {
			continue
		}
		n++
		if unicode.IsUpper(r) {
			upper++
			if first {
				firstUpper = true
			}
		} else if unicode.IsLower(r) {
			lower++
		}
		first = false
	}
	switch {
	case upper > 1 && lower == 0:
		return strings.ToUpper(w)
	case firstUpper:
		r, size := utf8.DecodeRuneInString(w)
		return string(unicode.ToTitle(r)) + w[size:]
	}
	return w
}

// Misspellings reports whether the corrector of a language corrects
// misspellings (elsewhere only de-obfuscation and algospeak run).
func Misspellings(id string) bool { return !noMisspellings[id] }

// runOn returns the two words a word typed without the space between them
// stands for ("infact", "eachother", "tennisplayer"): of the ways to cut
// it into two words of the frequency list, each of two letters or more,
// the pair the context model counted most often, and the log of that
// count. The pair is written with a hyphen where the language knows it so
// ("oldfashioned": old-fashioned). The corrector must have a context
// model (see runOnRare).
func (c *Corrector) runOn(key string) (string, float64, bool) {
	best, bestLog := "", math.Inf(-1)
	for i := range key {
		a, b := key[:i], key[i:]
		if i == 0 || !c.runOnPart(a) || !c.runOnPart(b) {
			continue
		}
		if lp, ok := c.context.logCount(ContextKey(a, b)); ok && lp > bestLog {
			best, bestLog = a+" "+b, lp
			if c.known(a + "-" + b) {
				best = a + "-" + b
			}
		}
	}
	return best, bestLog, best != ""
}

// runOnPart reports a word that may be one of the two of a run-on word: a
// word of the frequency list seen often enough, of two letters or more
// (single letters cut too many words: "anut" is "aunt", not "a nut").
func (c *Corrector) runOnPart(w string) bool {
	return c.acceptable(w) && utf8.RuneCountInString(w) > 1
}

// runOnWord is Word's reading of key as a run-on word, given the best
// correction by edits (ok false: none): a word the lexicon does not list,
// seen rarely if at all, whose pair was counted at least runOnMinWord
// (log), runOnRatio (log) more often than the word itself, and at least
// as often as the edit's correction.
func (c *Corrector) runOnWord(key string, best candidate, ok bool) (string, bool) {
	pair, lp, found := c.runOnRare(key)
	if !found || lp < runOnMinWord {
		return "", false
	}
	if ok {
		if lb, seen := c.context.logCount(ContextKey(best.word, "")); seen && lp < lb {
			return "", false
		}
	}
	return pair, true
}

// runOnText is the reading of a lower-case word of running text as a
// run-on word ("I was infact there", "upto", "hesaid"): as runOnWord's,
// but with the pair counted at least runOnMinText (log), which no edit
// of the word competes with.
func (c *Corrector) runOnText(key string) (string, bool) {
	pair, lp, found := c.runOnRare(key)
	if !found || lp < runOnMinText || c.contraction(key) || c.moderation(key) {
		return "", false
	}
	return pair, true
}

// runOnCorrection is the correction of token i, whose lookup key is key,
// as a run-on word of running text (runOnText).
func (c *Corrector) runOnCorrection(i int, key string) (Correction, bool) {
	pair, ok := c.runOnText(key)
	return Correction{Index: i, Span: 1, Text: pair, Kind: KindMisspelling}, ok
}

// runOnRare is runOn for a word of runOnMinLen letters or more that the
// lexicon does not list and the boost list does not hold, seen at most
// runOnMaxFreq (frequency byte) in the frequency list and, where the
// context model counted it, runOnRatio (log) less often than the pair.
// Only a context model that has counted enough text to vouch for
// corrections (contextMinTokens: English) is asked; the pair counts of
// the others are too thin.
func (c *Corrector) runOnRare(key string) (string, float64, bool) {
	if c.context == nil || !c.context.vouches || utf8.RuneCountInString(key) < runOnMinLen ||
		c.boost[key] || c.vocab.frequency(key) > runOnMaxFreq || c.lang.Listed(key) {
		return "", 0, false
	}
	pair, lp, found := c.runOn(key)
	if !found {
		return "", 0, false
	}
	if lw, seen := c.context.logCount(ContextKey(key, "")); seen && lp-lw < runOnRatio {
		return "", 0, false
	}
	return pair, lp, true
}

// Run-on words: the shortest word cut (four letters); the highest
// frequency byte of a word that may be one (100, about 5,000 subtitle
// occurrences: "atleast" is 82, "everytime" 81, "cannot", which
// tokenizers cut and the context model so never counts, 134); the least
// log count of the pair for Word (1: about three times) and in running
// text (3: about twenty times; "every time", 2.6, is not enough there);
// and how much more often than the word itself the pair must be counted
// (log 2: about seven times). They were set a priori: the tuning fifths
// of the misspelling lists hold too few run-on words to move with them.
const (
	runOnMinLen  = 4
	runOnMaxFreq = 100
	runOnMinWord = 1.0
	runOnMinText = 3.0
	runOnRatio   = 2.0
)
