package lexdata

import (
	"bytes"
	"encoding/binary"
	"math"
	"slices"
	"sort"
	"strings"
	"sync"
	"unicode/utf8"
	"unsafe"
)

// Names of the lexicon sections of a language pack.
const (
	// SectionLexemes holds the language's lexemes: lemma, part of speech
	// and concept families, in the encoding of [EncodeLexemes].
	SectionLexemes = "lexemes"
	// SectionForms maps normalised surface forms (and lemmas) to lexemes
	// and morphological features, in the encoding of [EncodeForms].
	SectionForms = "forms"
	// SectionFreq holds word frequencies keyed by the forms of
	// SectionForms, in the encoding of [EncodeFrequencies].
	SectionFreq = "freq"
)

// Lexeme is a word of a language as a dictionary lists it: a lemma with a
// part of speech, and the concept families (CILI numbers) it can express,
// most frequent first where the sources say which is.
type Lexeme struct {
	// ID is stable for a given pack: the lexeme's position in the pack's
	// lexeme table (sorted by lemma, then part of speech) plus one.
	ID uint32
	// Lemma is the dictionary form, in dictionary case ("Haus", "dog").
	Lemma string
	// POS is a Universal Dependencies UPOS tag: NOUN, VERB, ADJ, ADV,
	// PROPN, ...
	POS string
	// Families are the lexeme's concept families; nil when no wordnet
	// links it (lexemes known only from treebanks).
	Families []uint32
}

// Analysis is one reading of a word form: the lexeme and, when the source
// gives them, Universal Dependencies features ("Number=Plur").
type Analysis struct {
	Lexeme   Lexeme
	Features []string
}

// FormPosting links a form to one of its readings, for [EncodeForms].
type FormPosting struct {
	Lexeme  uint32 // lexeme ID, 1-based
	Feature uint32 // index into the feature bundles; 0 means none
}

// SuffixRule rewrites the ending of an unknown form into the ending of a
// lemma ("-ssa" -> "" for Finnish inessives), learned from treebank
// (form, lemma) pairs. A rule applies when the lemma it makes is a known
// lexeme with part of speech POS.
type SuffixRule struct {
	Strip, Add, POS string
	// Count is how many distinct treebank pairs the rule explains.
	Count uint32
}

// FormsFlags are options of the forms section.
type FormsFlags uint8

const (
	// FormsCompounds lets Lookup analyse an unknown form as a compound
	// whose parts are known forms (Germanic and Finnish compounding).
	FormsCompounds FormsFlags = 1 << iota
)

// lexiconFormat is the version byte that starts every lexicon section.
const lexiconFormat = 1

// Encodings (uvarint = encoding/binary unsigned varint; "string" = uvarint
// length + bytes; "front-coded" = uvarint length of the prefix shared with
// the previous string, then the rest as a string):
//
//	lexemes: version, uvarint #tags, tags as strings,
//	         uvarint #lexemes, per lexeme: front-coded lemma, uvarint tag
//	         index, uvarint #families, families as uvarints
//	forms:   version, flags byte, uvarint #bundles, bundles as strings
//	         ("A=B|C=D", bundle 0 is ""), uvarint #keys, per key (sorted
//	         bytewise, distinct): front-coded key, uvarint #postings, per
//	         posting uvarint lexeme, uvarint bundle; then uvarint #rules,
//	         per rule (sorted by strip, then count descending): strip, add,
//	         POS as strings, uvarint count; then uvarint #proclitics,
//	         proclitics as strings
//	freq:    version, uvarint #keys of forms, one byte per forms key,
//	         uvarint #extra keys, front-coded sorted extra keys, one byte
//	         per extra key
//
// The forms section is read in place (see formTable); the others are
// read once into flat arrays, their strings pointing into one buffer.

// EncodeLexemes encodes lexemes, which must be sorted by (Lemma, POS) and
// numbered 1..n in that order, as a lexemes section.
func EncodeLexemes(lexemes []Lexeme) ([]byte, error) {
	tags := map[string]int{}
	var tagList []string
	for i, lx := range lexemes {
		if lx.ID != uint32(i+1) {
			return nil, corruptf("lexemes: lexeme %d has ID %d", i, lx.ID)
		}
		if i > 0 && lexemeLess(lx, lexemes[i-1]) {
			return nil, corruptf("lexemes: not sorted at %d", i)
		}
		if _, ok := tags[lx.POS]; !ok {
			tags[lx.POS] = 0
			tagList = append(tagList, lx.POS)
		}
	}
	slices.Sort(tagList)
	for i, t := range tagList {
		tags[t] = i
	}
	buf := []byte{lexiconFormat}
	buf = binary.AppendUvarint(buf, uint64(len(tagList)))
	for _, t := range tagList {
		buf = appendString(buf, t)
	}
	buf = binary.AppendUvarint(buf, uint64(len(lexemes)))
	prev := ""
	for _, lx := range lexemes {
		buf = appendFrontCoded(buf, prev, lx.Lemma)
		prev = lx.Lemma
		buf = binary.AppendUvarint(buf, uint64(tags[lx.POS]))
		buf = binary.AppendUvarint(buf, uint64(len(lx.Families)))
		for _, f := range lx.Families {
			buf = binary.AppendUvarint(buf, uint64(f))
		}
	}
	if len(buf) > MaxSectionSize {
		return nil, corruptf("lexemes: %d bytes over the limit", len(buf))
	}
	return buf, nil
}

func lexemeLess(a, b Lexeme) bool {
	if a.Lemma != b.Lemma {
		return a.Lemma < b.Lemma
	}
	return a.POS < b.POS
}

// FormsTable is the content of a forms section.
type FormsTable struct {
	Flags FormsFlags
	// Keys are the normalised forms, sorted and distinct; Postings[i] are
	// the readings of Keys[i] in the order Lookup returns them.
	Keys     []string
	Postings [][]FormPosting
	// Bundles are the feature bundles the postings refer to ("A=B|C=D");
	// Bundles[0] must be "".
	Bundles []string
	// Rules are suffix rules sorted by Strip.
	Rules []SuffixRule
	// Proclitics are prefixes (conjunctions, prepositions, articles written
	// together with the next word) Lookup may strip from an unknown form,
	// longest first.
	Proclitics []string
}

// EncodeForms encodes a forms section.
func EncodeForms(t FormsTable) ([]byte, error) {
	flags, keys, postings, bundles, rules := t.Flags, t.Keys, t.Postings, t.Bundles, t.Rules
	if len(keys) != len(postings) {
		return nil, corruptf("forms: %d keys, %d posting lists", len(keys), len(postings))
	}
	if len(bundles) == 0 || bundles[0] != "" {
		return nil, corruptf("forms: bundle 0 must be empty")
	}
	buf := []byte{lexiconFormat, byte(flags)}
	buf = binary.AppendUvarint(buf, uint64(len(bundles)))
	for _, b := range bundles {
		buf = appendString(buf, b)
	}
	buf = binary.AppendUvarint(buf, uint64(len(keys)))
	for i, k := range keys {
		if i > 0 && keys[i-1] >= k {
			return nil, corruptf("forms: keys not sorted at %d", i)
		}
		prev := ""
		if i > 0 {
			prev = keys[i-1]
		}
		buf = appendFrontCoded(buf, prev, k)
		buf = binary.AppendUvarint(buf, uint64(len(postings[i])))
		for _, p := range postings[i] {
			if int(p.Feature) >= len(bundles) {
				return nil, corruptf("forms: bundle %d out of range", p.Feature)
			}
			buf = binary.AppendUvarint(buf, uint64(p.Lexeme))
			buf = binary.AppendUvarint(buf, uint64(p.Feature))
		}
	}
	buf = binary.AppendUvarint(buf, uint64(len(rules)))
	for i, r := range rules {
		if i > 0 && rules[i-1].Strip > r.Strip {
			return nil, corruptf("forms: rules not sorted at %d", i)
		}
		buf = appendString(buf, r.Strip)
		buf = appendString(buf, r.Add)
		buf = appendString(buf, r.POS)
		buf = binary.AppendUvarint(buf, uint64(r.Count))
	}
	buf = binary.AppendUvarint(buf, uint64(len(t.Proclitics)))
	for _, p := range t.Proclitics {
		buf = appendString(buf, p)
	}
	if len(buf) > MaxSectionSize {
		return nil, corruptf("forms: %d bytes over the limit", len(buf))
	}
	return buf, nil
}

// FrequencyByte scales a corpus count to the byte the freq section stores:
// 0 for none, else 1 + floor(8·log2(count)), at most 255.
func FrequencyByte(count uint64) byte {
	if count == 0 {
		return 0
	}
	v := 1 + math.Floor(8*math.Log2(float64(count)))
	return byte(min(v, 255))
}

// frequencyCount inverts FrequencyByte to the smallest count with that byte.
func frequencyCount(b byte) uint32 {
	if b == 0 {
		return 0
	}
	return uint32(math.Ceil(math.Exp2(float64(b-1) / 8)))
}

// EncodeFrequencies encodes the freq section: formBytes has one byte per key
// of the forms section (see [FrequencyByte]); extraKeys (sorted, distinct,
// not in the forms section) and extraBytes cover the other words of the
// frequency list.
func EncodeFrequencies(formBytes []byte, extraKeys []string, extraBytes []byte) ([]byte, error) {
	if len(extraKeys) != len(extraBytes) {
		return nil, corruptf("freq: %d extra keys, %d values", len(extraKeys), len(extraBytes))
	}
	buf := []byte{lexiconFormat}
	buf = binary.AppendUvarint(buf, uint64(len(formBytes)))
	buf = append(buf, formBytes...)
	buf = binary.AppendUvarint(buf, uint64(len(extraKeys)))
	for i, k := range extraKeys {
		if i > 0 && extraKeys[i-1] >= k {
			return nil, corruptf("freq: extra keys not sorted at %d", i)
		}
		prev := ""
		if i > 0 {
			prev = extraKeys[i-1]
		}
		buf = appendFrontCoded(buf, prev, k)
	}
	buf = append(buf, extraBytes...)
	return buf, nil
}

func appendString(buf []byte, s string) []byte {
	buf = binary.AppendUvarint(buf, uint64(len(s)))
	return append(buf, s...)
}

func appendFrontCoded(buf []byte, prev, s string) []byte {
	n := 0
	for n < len(prev) && n < len(s) && prev[n] == s[n] {
		n++
	}
	buf = binary.AppendUvarint(buf, uint64(n))
	return appendString(buf, s[n:])
}

// sectionReader decodes a lexicon section; the first error sticks and
// every later read returns zero values.
type sectionReader struct {
	data []byte
	err  error
	name string
}

func (r *sectionReader) fail(what string) {
	if r.err == nil {
		r.err = corruptf("section %q: %s", r.name, what)
	}
}

func (r *sectionReader) uvarint(max uint64) uint64 {
	if r.err != nil {
		return 0
	}
	if len(r.data) > 0 && r.data[0] < 0x80 && uint64(r.data[0]) <= max {
		// One byte, as most counts and lengths are.
		v := uint64(r.data[0])
		r.data = r.data[1:]
		return v
	}
	v, n := binary.Uvarint(r.data)
	if n <= 0 || v > max {
		r.fail("bad number")
		return 0
	}
	r.data = r.data[n:]
	return v
}

func (r *sectionReader) bytes(n uint64) []byte {
	if r.err != nil {
		return nil
	}
	if n > uint64(len(r.data)) {
		r.fail("truncated")
		return nil
	}
	b := r.data[:n]
	r.data = r.data[n:]
	return b
}

func (r *sectionReader) str() string {
	return string(r.bytes(r.uvarint(uint64(len(r.data)))))
}

// count reads a count of items that each take at least min bytes, so a
// lying count cannot make the reader allocate more than the data allows.
func (r *sectionReader) count(min int) int {
	return int(r.uvarint(uint64(len(r.data) / min)))
}

// strings decodes front-coded strings into one buffer, returning the
// buffer and the n+1 offsets of the strings in it.
type frontDecoder struct {
	buf  []byte
	offs []uint32
}

func (d *frontDecoder) next(r *sectionReader) {
	prevStart := uint32(0)
	if n := len(d.offs); n > 1 {
		prevStart = d.offs[n-2]
	}
	prevLen := uint64(uint32(len(d.buf)) - prevStart)
	shared := r.uvarint(prevLen)
	rest := r.bytes(r.uvarint(uint64(len(r.data))))
	if r.err != nil {
		return
	}
	if uint64(len(d.buf))+shared+uint64(len(rest)) > math.MaxUint32 {
		r.fail("strings too long")
		return
	}
	d.buf = append(d.buf, d.buf[prevStart:prevStart+uint32(shared)]...)
	d.buf = append(d.buf, rest...)
	d.offs = append(d.offs, uint32(len(d.buf)))
}

// frontSizes reads, from a copy of r, n front-coded strings each
// followed by fields that skip reads, and returns the bytes the decoded
// strings take and the sum of skip's counts, so that the decoder can
// allocate its buffers once at their final size (appending would copy
// them several times over, and leave the copies to the collector). It
// reports no error: the decoding pass does.
func frontSizes(r sectionReader, n int, skip func(r *sectionReader) int) (size uint64, extra int) {
	prevLen := uint64(0)
	for range n {
		shared := r.uvarint(prevLen)
		rest := r.uvarint(uint64(len(r.data)))
		r.bytes(rest)
		if skip != nil {
			extra += skip(&r)
		}
		if r.err != nil || size+shared+rest > math.MaxUint32 {
			break
		}
		prevLen = shared + rest
		size += prevLen
	}
	return size, extra
}

// sized returns a decoder whose buffers hold n strings of size bytes in
// all without growing.
func sized(n int, size uint64) frontDecoder {
	return frontDecoder{buf: make([]byte, 0, size), offs: make([]uint32, 1, n+1)}
}

// table returns a string accessor over the decoded strings.
func (d *frontDecoder) table() stringList {
	l := stringList{offs: d.offs}
	if len(d.buf) > 0 {
		l.blob = unsafe.String(&d.buf[0], len(d.buf))
	}
	return l
}

type stringList struct {
	blob string
	offs []uint32 // len n+1
}

func (l stringList) len() int { return max(len(l.offs)-1, 0) }

func (l stringList) at(i int) string { return l.blob[l.offs[i]:l.offs[i+1]] }

// index binary-searches a sorted list.
func (l stringList) index(s string) (int, bool) {
	n := l.len()
	i := sort.Search(n, func(i int) bool { return l.at(i) >= s })
	return i, i < n && l.at(i) == s
}

// lexicon is the decoded lexicon of one pack.
type lexicon struct {
	lexemes    lexemeTable
	forms      formTable
	bundles    [][]string
	flags      FormsFlags
	rules      []SuffixRule
	proclitics []string
	maxStrip   int  // the length of the longest rule ending
	spaced     bool // a rule ending or a proclitic holds a space

	rulesOnce sync.Once
	byStrip   map[string][2]int // rule ending -> span of its rules

	freqOnce  sync.Once
	freqErr   error
	formFreq  []byte
	extraKeys stringList
	extraFreq []byte

	formsOnce sync.Once
	byLexeme  []formRef // CSR over lexemes: their postings
	byLexOff  []uint32

	headsOnce      sync.Once
	phraseHeads    map[string]struct{} // consonantal first words of phrase keys (Hebrew)
	phraseHeads2   map[string]struct{} // consonantal first two words of longer ones
	consProclitics []string            // the proclitics, consonantal (Hebrew)
}

type lexiconEntry struct {
	once sync.Once
	lex  *lexicon
	err  error
}

// lexicon returns the decoded lexicon, decoding it on first use. A pack
// without lexicon sections gives an empty lexicon.
func (l *Language) lexicon() (*lexicon, error) {
	if l == nil || l.pack == nil {
		return &lexicon{}, nil
	}
	l.lex.once.Do(func() { l.lex.lex, l.lex.err = decodeLexicon(l.pack) })
	return l.lex.lex, l.lex.err
}

// LoadLexicon decodes the language's lexicon sections now rather than on
// the first lookup, and reports whether they are valid. Lookups on a pack
// whose lexicon is corrupt find nothing.
func (l *Language) LoadLexicon() error {
	_, err := l.lexicon()
	return err
}

func decodeLexicon(p *Pack) (lx *lexicon, err error) {
	defer func() {
		if r := recover(); r != nil { // a bug, not bad data: still no panic
			lx, err = &lexicon{}, corruptf("lexicon: %v", r)
		}
	}()
	lx = &lexicon{}
	if p.Has(SectionLexemes) {
		// ReadSection: the decoded lexicon copies what it keeps.
		data, err := p.ReadSection(SectionLexemes)
		if err != nil {
			return &lexicon{}, err
		}
		if lx.lexemes, err = decodeLexemes(data); err != nil {
			return &lexicon{}, err
		}
	}
	if p.Has(SectionForms) {
		// ReadSection: the forms table is searched in these bytes and
		// is their only user.
		data, err := p.ReadSection(SectionForms)
		if err != nil {
			return &lexicon{}, err
		}
		if err := lx.decodeForms(data); err != nil {
			return &lexicon{}, err
		}
	}
	return lx, nil
}

func decodeLexemes(data []byte) (lexemeTable, error) {
	r := &sectionReader{data: data, name: SectionLexemes}
	if len(data) == 0 || data[0] != lexiconFormat {
		return lexemeTable{}, corruptf("section %q: unknown format", SectionLexemes)
	}
	r.data = data[1:]
	tags := make([]string, r.count(1))
	for i := range tags {
		tags[i] = r.str()
	}
	n := r.count(4)
	size, nfams := frontSizes(*r, n, func(r *sectionReader) int {
		r.uvarint(math.MaxUint64)
		nf := r.count(1)
		for range nf {
			r.uvarint(math.MaxUint64)
		}
		return nf
	})
	dec := sized(n, size)
	tagOf := make([]uint8, n)
	famOff := make([]uint32, n+1)
	fams := make([]uint32, 0, nfams)
	for i := range n {
		dec.next(r)
		t := r.uvarint(uint64(len(tags)) - 1)
		if len(tags) == 0 {
			r.fail("no tags")
		}
		nf := r.count(1)
		for range nf {
			fams = append(fams, uint32(r.uvarint(math.MaxUint32)))
		}
		if r.err != nil {
			return lexemeTable{}, r.err
		}
		tagOf[i] = uint8(t)
		famOff[i+1] = uint32(len(fams))
	}
	if r.err != nil {
		return lexemeTable{}, r.err
	}
	return lexemeTable{lemmas: dec.table(), tags: tags, tagOf: tagOf, famOff: famOff, fams: fams}, nil
}

// lexemeTable holds the decoded lexemes in columns, a few bytes each
// beside their strings; at builds a Lexeme when asked for one.
type lexemeTable struct {
	lemmas stringList
	tags   []string
	tagOf  []uint8
	famOff []uint32 // len n+1
	fams   []uint32
}

func (t lexemeTable) len() int { return len(t.tagOf) }

// at returns lexeme i+1.
func (t lexemeTable) at(i int) Lexeme {
	lex := Lexeme{ID: uint32(i + 1), Lemma: t.lemmas.at(i), POS: t.tags[t.tagOf[i]]}
	if lo, hi := t.famOff[i], t.famOff[i+1]; hi > lo {
		lex.Families = t.fams[lo:hi:hi]
	}
	return lex
}

func (lx *lexicon) decodeForms(data []byte) error {
	if len(data) == 0 || data[0] != lexiconFormat {
		return corruptf("section %q: unknown format", SectionForms)
	}
	if len(data) < 2 {
		return corruptf("section %q: truncated", SectionForms)
	}
	lx.flags = FormsFlags(data[1])
	r := &sectionReader{data: data[2:], name: SectionForms}
	lx.bundles = make([][]string, r.count(1))
	for i := range lx.bundles {
		if b := r.str(); b != "" {
			lx.bundles[i] = strings.Split(b, "|")
		}
	}
	lx.forms = readFormTable(r, r.count(3), lx.lexemes.len(), len(lx.bundles))
	lx.rules = make([]SuffixRule, r.count(4))
	for i := range lx.rules {
		lx.rules[i] = SuffixRule{Strip: r.str(), Add: r.str(), POS: r.str(), Count: uint32(r.uvarint(math.MaxUint32))}
		if i > 0 && lx.rules[i-1].Strip > lx.rules[i].Strip {
			r.fail("rules not sorted")
		}
		lx.maxStrip = max(lx.maxStrip, len(lx.rules[i].Strip))
		lx.spaced = lx.spaced || strings.Contains(lx.rules[i].Strip, " ")
	}
	lx.proclitics = make([]string, r.count(1))
	for i := range lx.proclitics {
		lx.proclitics[i] = r.str()
		lx.spaced = lx.spaced || strings.Contains(lx.proclitics[i], " ")
	}
	if r.err != nil {
		return r.err
	}
	return nil
}

func (lx *lexicon) loadFreq(p *Pack) error {
	lx.freqOnce.Do(func() {
		if p == nil || !p.Has(SectionFreq) {
			return
		}
		data, err := p.Section(SectionFreq)
		if err != nil {
			lx.freqErr = err
			return
		}
		if len(data) == 0 || data[0] != lexiconFormat {
			lx.freqErr = corruptf("section %q: unknown format", SectionFreq)
			return
		}
		r := &sectionReader{data: data[1:], name: SectionFreq}
		nf := r.count(1)
		if nf != lx.forms.len() {
			r.fail("key count differs from the forms section")
		}
		formFreq := r.bytes(uint64(nf))
		ne := r.count(3)
		size, _ := frontSizes(*r, ne, nil)
		dec := sized(ne, size)
		for range ne {
			dec.next(r)
		}
		extraFreq := r.bytes(uint64(ne))
		if r.err != nil {
			lx.freqErr = r.err
			return
		}
		lx.formFreq, lx.extraKeys, lx.extraFreq = formFreq, dec.table(), extraFreq
	})
	return lx.freqErr
}

// Lookup returns the readings of a word form, which the caller has
// normalised with tokenize.NormalizeForLookup. It tries the forms table
// (inflected forms and lemmas) and, for an unknown form, WordNet's
// morphological detachment rules (English), the learned suffix rules,
// compound analysis, proclitic stripping and, for Hebrew, the defective
// spelling of a form written in full spelling. A form the table knows
// only with lexemes that have no concept family (a treebank word the
// wordnets lack) gets those readings first, then the readings with
// families that the same fallbacks find. Readings come in a fixed order,
// the most frequent lexeme first where the sources say which is. The
// result is nil when the form is unknown or the pack has no (valid)
// lexicon; callers may modify it, but not the Families and Features
// slices inside.
func (l *Language) Lookup(form string) []Analysis {
	lx, err := l.lexicon()
	if err != nil || form == "" || l == nil {
		return nil
	}
	out := lx.lookup(form, nil, "")
	if withFamily(out) {
		return out
	}
	more := lx.fallback(l.id, form)
	if l.id == "he" && !withFamily(more) {
		for _, v := range defectiveSpellings(form) {
			alt := lx.lookup(v, nil, "")
			if !withFamily(alt) {
				alt = lx.fallback(l.id, v)
			}
			if withFamily(alt) {
				more = append(more, alt...)
				break
			}
		}
	}
	if out == nil {
		return more
	}
	for _, a := range more {
		if len(a.Lexeme.Families) > 0 {
			out = append(out, a)
		}
	}
	return out
}

// Listed reports whether the forms table lists a form (normalised as for
// Lookup) as it is, without the fallbacks by which Lookup also reads
// forms the sources never list ("stoped" as stop + -ed).
func (l *Language) Listed(form string) bool {
	lx, err := l.lexicon()
	if err != nil || form == "" {
		return false
	}
	_, _, ok := lx.forms.find(form)
	return ok
}

// MayFindPhrase reports whether [Language.Lookup] may find readings of
// listed lexemes for a phrase of words joined by single spaces whose
// first two words are first and second; the readings compound analysis
// makes up (lexeme ID 0) are left aside. It is false only when Lookup
// surely finds none: no key of the forms table starts with first, a space
// and second, nor with what stripping a proclitic leaves of first, a space
// and second. The fallbacks that strip a proclitic keep that start as long
// as no proclitic holds a space; those that cut an ending (English
// detachment rules, learned suffix rules) may cut the longest ending off
// second, so with them second counts without that many bytes. Where a
// fallback may change the first word (a rule ending or proclitic holding
// a space) it is true. Hebrew defective spellings drop vowel letters
// anywhere, so there the words count without their ו and י. It costs
// about one lookup per matching proclitic, far less than the fallbacks of
// an unknown phrase.
func (l *Language) MayFindPhrase(first, second string) bool {
	return l.mayFindPhrase(first, " ", second, false)
}

// MayFindLongerPhrase is [Language.MayFindPhrase] for phrases of three
// words or more, whose second word no ending rule cuts into: the key must
// start with first (less a proclitic), a space, second and a space.
func (l *Language) MayFindLongerPhrase(first, second string) bool {
	return l.mayFindPhrase(first, " ", second, true)
}

// MayStartPhrase reports whether [Language.MayFindPhrase] or
// [Language.MayFindLongerPhrase] may hold for first and a second word
// that starts with a whole character (or is empty): it is false when no
// key starts with first, less a proclitic, and a space (in Hebrew, when
// no key's first word, without its ו and י, is first less a proclitic
// without them). A lexicon whose rules rewrite whole keys is not held to
// that: it is always true there. A caller that asks about many pairs of
// words asks it once per distinct first word and spares the rest of the
// pairs that start with a word no key starts with.
func (l *Language) MayStartPhrase(first string) bool {
	if l == nil {
		return false
	}
	lx, err := l.lexicon()
	if err != nil {
		return false
	}
	if lx.rewritesWholeKey() {
		return true // mayFindPhrase does not ask for first and a space
	}
	if l.id == "he" {
		// Exact: mayFindPhrase asks this for MayFindPhrase, whatever the
		// second word, and MayFindLongerPhrase holds only for a first word
		// (less a proclitic) that is also in phraseHeads.
		return lx.mayStartConsonantal(first, "", false)
	}
	// mayFindPhrase's prefixes all start with the word and the space: its
	// cut stops there, at the start of a second word that starts with a
	// whole character.
	if lx.forms.hasPrefix(first + " ") {
		return true
	}
	for _, p := range lx.proclitics {
		if rest, ok := strings.CutPrefix(first, p); ok && lx.forms.hasPrefix(rest+" ") {
			return true
		}
	}
	return false
}

// MayFindJoined is [Language.MayFindPhrase] for words written without a
// space between them (Chinese, Japanese, Thai): whether Lookup may find
// readings of listed lexemes for a form that starts with first followed
// by second. An ending rule may cut into first as well.
func (l *Language) MayFindJoined(first, second string) bool {
	return l.mayFindPhrase(first, "", second, false)
}

// mayFindPhrase is MayFindPhrase for words joined by sep (" " or ""),
// of three words or more when longer (sep " " only).
func (l *Language) mayFindPhrase(first, sep, second string, longer bool) bool {
	if l == nil {
		return false
	}
	lx, err := l.lexicon()
	if err != nil {
		return false // Lookup finds nothing either
	}
	if lx.rewritesWholeKey() || l.id == "he" && sep == "" {
		return true
	}
	if l.id == "he" {
		return lx.mayStartConsonantal(first, second, longer)
	}
	cut := 0 // the longest ending a fallback may cut off the form
	if !longer {
		cut = lx.maxEnding(l.id)
	}
	// starts reports whether a key starts with what a fallback keeps of
	// head, sep and second.
	starts := func(head string) bool {
		p := head + sep + second
		if longer {
			p += sep
		} else if cut > 0 {
			k := max(len(p)-cut, 0)
			if sep != "" {
				// No ending holds a space (else rewritesWholeKey).
				k = max(k, len(head)+len(sep))
			}
			for k > 0 && k < len(p) && !utf8.RuneStart(p[k]) {
				k--
			}
			p = p[:k]
		}
		return lx.forms.hasPrefix(p)
	}
	if starts(first) {
		return true
	}
	for _, p := range lx.proclitics {
		if rest, ok := strings.CutPrefix(first, p); ok && starts(rest) {
			return true
		}
	}
	return false
}

// fallback analyses a form the forms table does not know (or knows only
// without families): the first of the rules that finds readings answers.
func (lx *lexicon) fallback(lang, form string) []Analysis {
	if lang == "en" {
		if out := lx.morphy(form); out != nil {
			return out
		}
	}
	if out := lx.bySuffixRules(form); out != nil {
		return out
	}
	if lx.flags&FormsCompounds != 0 {
		if out := lx.compound(form); out != nil {
			return out
		}
	}
	return lx.withoutProclitic(form)
}

// rewritesWholeKey reports whether fallback may rewrite any word of a
// phrase key into that of a listed lexeme, so that no prefix of the key
// rules a match out: rule endings or proclitics holding a space. (Compound
// splitting makes up lexemes; Hebrew defective spellings, which Lookup
// tries, only drop vowel letters: see mayStartConsonantal.) Keep it in
// step with Lookup and fallback, whose rewrites it describes.
func (lx *lexicon) rewritesWholeKey() bool {
	return lx.spaced
}

// mayStartConsonantal reports, for a lexicon whose fallbacks rewrite no
// whole key, whether a Hebrew phrase starting with the word first (and,
// when longer, the word second, not the last one) may have readings.
// Lookup tries the defective spellings of the phrase (ו and י dropped),
// then strips a proclitic from the first word; suffix rules only cut the
// last word. So the first word of any key it reaches,
// without its ו and י, is first without its ו and י less a proclitic
// without its ו and י, and its second word, without its ו and י, is
// second without them. The first words, and first two words, of the
// phrase keys are indexed so on first use.
func (lx *lexicon) mayStartConsonantal(first, second string, longer bool) bool {
	lx.headsOnce.Do(lx.indexPhraseHeads)
	heads := lx.phraseHeads
	var buf [128]byte
	c := appendConsonantal(buf[:0], first)
	if longer {
		heads = lx.phraseHeads2
		c = append(c, ' ')
		c = appendConsonantal(c, second)
	}
	if _, ok := heads[string(c)]; ok {
		return true
	}
	for _, p := range lx.consProclitics {
		if rest, ok := bytes.CutPrefix(c, []byte(p)); ok {
			if _, ok := heads[string(rest)]; ok {
				return true
			}
		}
	}
	return false
}

// indexPhraseHeads fills phraseHeads, phraseHeads2 and consProclitics.
func (lx *lexicon) indexPhraseHeads() {
	lx.phraseHeads, lx.phraseHeads2 = map[string]struct{}{}, map[string]struct{}{}
	var c []byte
	add := func(m map[string]struct{}, c []byte) {
		if _, ok := m[string(c)]; !ok {
			m[string(c)] = struct{}{}
		}
	}
	lx.forms.each(func(_ int, key []byte, _ int) {
		sp := bytes.IndexByte(key, ' ')
		if sp < 0 {
			return
		}
		c = appendConsonantal(c[:0], string(key[:sp]))
		add(lx.phraseHeads, c)
		if sp2 := bytes.IndexByte(key[sp+1:], ' '); sp2 >= 0 {
			c = append(c, ' ')
			c = appendConsonantal(c, string(key[sp+1:sp+1+sp2]))
			add(lx.phraseHeads2, c)
		}
	})
	lx.consProclitics = make([]string, len(lx.proclitics))
	for i, p := range lx.proclitics {
		lx.consProclitics[i] = string(appendConsonantal(nil, p))
	}
}

// appendConsonantal appends s without the Hebrew vowel letters ו and י,
// the letters defectiveSpellings drops.
func appendConsonantal(b []byte, s string) []byte {
	for _, r := range s {
		if r != 'ו' && r != 'י' {
			b = utf8.AppendRune(b, r)
		}
	}
	return b
}

// maxEnding returns the length in bytes of the longest ending fallback
// in language lang may cut off a form (0: none): English detachment rules
// and suffix rules. Keep it in step with fallback.
func (lx *lexicon) maxEnding(lang string) int {
	n := lx.maxStrip
	if lang == "en" {
		n = max(n, morphyMaxSuffix)
	}
	return n
}

// withFamily reports whether a reading of as has a concept family.
func withFamily(as []Analysis) bool {
	for _, a := range as {
		if len(a.Lexeme.Families) > 0 {
			return true
		}
	}
	return false
}

// defectiveSpellings returns the spellings without vowel letters
// (ktiv haser) that a Hebrew form in full spelling (ktiv male, the
// spelling of the treebanks and of modern text) may stand for, as the
// wordnet writes its lemmas (ציפור -> צפור, כישלון -> כשלון): a doubled
// consonantal ו or י written once, or an inner י (a hiriq or tsere) left
// out; one change first, then two.
func defectiveSpellings(form string) []string {
	rs := []rune(form)
	var out []string
	seen := map[string]bool{form: true}
	add := func(v []rune) {
		if s := string(v); !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	one := func(rs []rune) [][]rune {
		var vs [][]rune
		for i := 1; i < len(rs)-1; i++ {
			doubled := (rs[i] == 'ו' || rs[i] == 'י') && rs[i-1] == rs[i]
			if doubled || rs[i] == 'י' && rs[i-1] != 'י' && rs[i+1] != 'י' {
				vs = append(vs, append(append([]rune(nil), rs[:i]...), rs[i+1:]...))
			}
		}
		return vs
	}
	firsts := one(rs)
	for _, v := range firsts {
		add(v)
	}
	for _, v := range firsts {
		for _, w := range one(v) {
			add(w)
		}
	}
	return out
}

// withoutProclitic strips the longest proclitic that leaves a known word
// (at least two letters) and returns that word's readings.
func (lx *lexicon) withoutProclitic(form string) []Analysis {
	for _, p := range lx.proclitics {
		rest, ok := strings.CutPrefix(form, p)
		if !ok || utf8.RuneCountInString(rest) < 2 {
			continue
		}
		if out := lx.lookup(rest, nil, ""); out != nil {
			return out
		}
		if out := lx.bySuffixRules(rest); out != nil {
			return out
		}
	}
	return nil
}

// bySuffixRules lemmatises an unknown form with the learned suffix rules:
// the longest matching ending first, then the rules explaining the most
// treebank pairs; a candidate counts when it is a known lemma of the
// rule's part of speech. Readings carry no features.
func (lx *lexicon) bySuffixRules(form string) []Analysis {
	if len(lx.rules) == 0 {
		return nil
	}
	lx.rulesOnce.Do(lx.indexRules)
	var out []Analysis
	// Endings from the longest (leaving a stem of at least 2 bytes) to "".
	for cut := max(2, len(form)-lx.maxStrip); cut <= len(form); cut++ {
		if cut < len(form) && !utf8.RuneStart(form[cut]) {
			continue
		}
		span, ok := lx.byStrip[form[cut:]]
		if !ok {
			continue
		}
		for _, r := range lx.rules[span[0]:span[1]] {
			n := len(out)
			out = lx.lookup(form[:cut]+r.Add, out, r.POS)
			// Keep the readings of lexemes not found before, without the
			// features of the lemma's form.
			k := n
			for _, a := range out[n:] {
				if !slices.ContainsFunc(out[:k], func(b Analysis) bool { return b.Lexeme.ID == a.Lexeme.ID }) {
					a.Features = nil
					out[k] = a
					k++
				}
			}
			out = out[:k]
		}
		if len(out) > 0 {
			break
		}
	}
	if len(out) == 0 {
		return nil
	}
	return out
}

// indexRules maps each rule ending to the span of its rules.
func (lx *lexicon) indexRules() {
	lx.byStrip = map[string][2]int{}
	for i := 0; i < len(lx.rules); {
		j := i + 1
		for j < len(lx.rules) && lx.rules[j].Strip == lx.rules[i].Strip {
			j++
		}
		lx.byStrip[lx.rules[i].Strip] = [2]int{i, j}
		i = j
	}
}

// compound analyses an unknown form as modifier + head, both known: the
// longest head with families whose modifier is a known form, possibly
// followed by a linking element. The reading is a lexeme made up for the
// compound (ID 0): lemma = modifier + head lemma, lower-cased; the head's
// part of speech and families, and the head form's features.
func (lx *lexicon) compound(form string) []Analysis {
	const minPart = 3 // bytes
	for cut := minPart; cut <= len(form)-minPart; cut++ {
		if !utf8.RuneStart(form[cut]) {
			continue
		}
		modifier, head := form[:cut], form[cut:]
		if negatingModifiers[modifier] || !lx.knownModifier(modifier) {
			continue
		}
		var out []Analysis
		for _, a := range lx.lookup(head, nil, "") {
			if len(a.Lexeme.Families) == 0 {
				continue
			}
			a.Lexeme.ID = 0
			a.Lexeme.Lemma = modifier + strings.ToLower(a.Lexeme.Lemma)
			out = append(out, a)
		}
		if len(out) > 0 {
			return out
		}
	}
	return nil
}

// negatingModifiers are the first parts of Chinese and Japanese words
// that make the head's opposite, not a kind of it: "不贵" "not expensive"
// is no sense of "贵" "expensive", nor "無用" "useless" of "用" "use".
var negatingModifiers = map[string]bool{
	"不": true, "没": true, "沒": true, "无": true, "無": true, "非": true, "未": true, "别": true, "別": true,
}

// linkingElements are the joints compounds put after a modifier
// (Haus-t-ür has none, Arbeit-s-platz "s", Hund-e-hütte "e", ...).
var linkingElements = []string{"", "s", "e", "n", "en", "er", "es", "-"}

func (lx *lexicon) knownModifier(m string) bool {
	for _, link := range linkingElements {
		base, ok := strings.CutSuffix(m, link)
		if !ok || len(base) < 3 {
			continue
		}
		if _, found := lx.forms.index(base); found {
			return true
		}
	}
	return false
}

// lookup appends the readings of key to out; when pos is set, only those
// with that part of speech.
func (lx *lexicon) lookup(key string, out []Analysis, pos string) []Analysis {
	_, post, ok := lx.forms.find(key)
	if !ok {
		return out
	}
	it := lx.forms.postingsAt(post)
	for lexeme, bundle, ok := it.next(); ok; lexeme, bundle, ok = it.next() {
		if pos != "" && lx.lexemes.tags[lx.lexemes.tagOf[lexeme-1]] != pos {
			continue
		}
		if out == nil {
			out = make([]Analysis, 0, it.left+1)
		}
		out = append(out, Analysis{Lexeme: lx.lexemes.at(int(lexeme - 1)), Features: lx.bundles[bundle]})
	}
	return out
}

// morphyRules are WordNet's detachment rules (morph.c): an ending, its
// replacement and the part of speech the base must have.
var morphyRules = []struct{ suffix, repl, pos, feats string }{
	{"s", "", "NOUN", "Number=Plur"},
	{"ses", "s", "NOUN", "Number=Plur"},
	{"xes", "x", "NOUN", "Number=Plur"},
	{"zes", "z", "NOUN", "Number=Plur"},
	{"ches", "ch", "NOUN", "Number=Plur"},
	{"shes", "sh", "NOUN", "Number=Plur"},
	{"men", "man", "NOUN", "Number=Plur"},
	{"ies", "y", "NOUN", "Number=Plur"},
	{"s", "", "VERB", "Number=Sing|Person=3|Tense=Pres|VerbForm=Fin"},
	{"ies", "y", "VERB", "Number=Sing|Person=3|Tense=Pres|VerbForm=Fin"},
	{"es", "e", "VERB", "Number=Sing|Person=3|Tense=Pres|VerbForm=Fin"},
	{"es", "", "VERB", "Number=Sing|Person=3|Tense=Pres|VerbForm=Fin"},
	{"ed", "e", "VERB", "VerbForm=Part"},
	{"ed", "", "VERB", "VerbForm=Part"},
	{"ing", "e", "VERB", "VerbForm=Ger"},
	{"ing", "", "VERB", "VerbForm=Ger"},
	{"er", "", "ADJ", "Degree=Cmp"},
	{"est", "", "ADJ", "Degree=Sup"},
	{"er", "e", "ADJ", "Degree=Cmp"},
	{"est", "e", "ADJ", "Degree=Sup"},
}

// morphyMaxSuffix is the length of the longest ending of morphyRules.
var morphyMaxSuffix = func() int {
	n := 0
	for _, r := range morphyRules {
		n = max(n, len(r.suffix))
	}
	return n
}()

var morphyFeatures = func() map[string][]string {
	m := map[string][]string{}
	for _, r := range morphyRules {
		m[r.feats] = strings.Split(r.feats, "|")
	}
	return m
}()

func (lx *lexicon) morphy(form string) []Analysis {
	var out []Analysis
	for _, r := range morphyRules {
		base, ok := strings.CutSuffix(form, r.suffix)
		if !ok || base == "" {
			continue
		}
		n := len(out)
		out = lx.lookup(base+r.repl, out, r.pos)
		for i := n; i < len(out); i++ {
			out[i].Features = morphyFeatures[r.feats]
		}
	}
	// One reading per lexeme: the first rule that found it.
	seen := map[uint32]bool{}
	return slices.DeleteFunc(out, func(a Analysis) bool {
		dup := seen[a.Lexeme.ID]
		seen[a.Lexeme.ID] = true
		return dup
	})
}

// Lexeme returns the lexeme with the given ID.
func (l *Language) Lexeme(id uint32) (Lexeme, bool) {
	lx, err := l.lexicon()
	if err != nil || id == 0 || int(id) > lx.lexemes.len() {
		return Lexeme{}, false
	}
	return lx.lexemes.at(int(id - 1)), true
}

// Lexemes returns the number of lexemes of the language; their IDs are 1
// to Lexemes().
func (l *Language) Lexemes() int {
	lx, err := l.lexicon()
	if err != nil {
		return 0
	}
	return lx.lexemes.len()
}

// Frequency returns how often the normalised form occurs in the
// language's frequency list (OpenSubtitles counts), rounded down to a power
// of 2^(1/8), so within 9 % of the count; ok is false when the list lacks
// the form or the language has none.
func (l *Language) Frequency(form string) (count uint32, ok bool) {
	if l == nil {
		return 0, false
	}
	lx, err := l.lexicon()
	if err != nil || lx.loadFreq(l.pack) != nil {
		return 0, false
	}
	var b byte
	if i, found := lx.forms.index(form); found && i < len(lx.formFreq) {
		b = lx.formFreq[i]
	} else if i, found := lx.extraKeys.index(form); found && i < len(lx.extraFreq) {
		b = lx.extraFreq[i]
	}
	return frequencyCount(b), b != 0
}

// EachWord calls fn, in order, for each key of the language's forms table
// (inForms true) with its frequency byte (see [FrequencyByte]; 0 when the
// frequency list lacks the form or the language has none), then for each
// word of the frequency list that the forms table lacks (inForms false).
// The forms are copies (the forms table is read in place); the other
// words share the decoded lexicon's memory. It returns the error of
// a corrupt lexicon or frequency section, and then calls fn for nothing.
func (l *Language) EachWord(fn func(word string, freq byte, inForms bool)) error {
	words, err := l.WordList()
	if err != nil {
		return err
	}
	words.EachForm(func(_ int, w []byte, b byte) { fn(string(w), b, true) })
	for i := range words.Extras() {
		w, b := words.Extra(i)
		fn(w, b, false)
	}
	return nil
}

// WordList is the language's words read by position, without a
// callback: the keys of its forms table (sorted bytewise), each with its
// frequency byte (see [FrequencyByte]; 0 when the frequency list lacks the
// form or the language has none), then the words of the frequency list
// that the forms table lacks (sorted bytewise too). The forms table is
// read in place (see EachForm); the extra words share the decoded
// lexicon's memory. The zero value is empty.
type WordList struct {
	lx *lexicon
}

// WordList returns the language's words, decoding the lexicon and the
// frequency section if needed. It returns the error of a corrupt lexicon
// or frequency section.
func (l *Language) WordList() (WordList, error) {
	if l == nil {
		return WordList{}, nil
	}
	lx, err := l.lexicon()
	if err != nil {
		return WordList{}, err
	}
	if err := lx.loadFreq(l.pack); err != nil {
		return WordList{}, err
	}
	return WordList{lx}, nil
}

// Forms returns the number of keys of the forms table.
func (w WordList) Forms() int {
	if w.lx == nil {
		return 0
	}
	return w.lx.forms.len()
}

// EachForm calls fn for each key of the forms table in order, with its
// index and frequency byte. The key's bytes are
// valid only during the call.
func (w WordList) EachForm(fn func(i int, form []byte, freq byte)) {
	if w.lx == nil {
		return
	}
	w.lx.forms.each(func(i int, key []byte, _ int) {
		var b byte
		if i < len(w.lx.formFreq) {
			b = w.lx.formFreq[i]
		}
		fn(i, key, b)
	})
}

// EachFrequentForm is EachForm for the keys with a frequency byte other
// than 0 only; it skips the others without decoding most of them.
func (w WordList) EachFrequentForm(fn func(i int, form []byte, freq byte)) {
	if w.lx == nil {
		return
	}
	freq := w.lx.formFreq
	w.lx.forms.eachBlock(func(first int) bool {
		end := min(first+formRestart, len(freq))
		return first >= end || !slices.ContainsFunc(freq[first:end], func(b byte) bool { return b != 0 })
	}, func(i int, key []byte, _ int) {
		if i < len(freq) && freq[i] != 0 {
			fn(i, key, freq[i])
		}
	})
}

// Extras returns the number of frequency-list words the forms table
// lacks.
func (w WordList) Extras() int {
	if w.lx == nil {
		return 0
	}
	return w.lx.extraKeys.len()
}

// Extra returns the i-th frequency-list word the forms table lacks and
// its frequency byte, 0 <= i < Extras().
func (w WordList) Extra(i int) (string, byte) {
	return w.lx.extraKeys.at(i), w.lx.extraFreq[i]
}

// Forms returns every form of a lexeme the lexicon knows (normalised as
// lookup keys), with its features, the lemma's own entry included, sorted
// by form. The first call builds a reverse index of the forms table.
func (l *Language) Forms(lexeme uint32) []FormAnalysis {
	lx, err := l.lexicon()
	if err != nil || lexeme == 0 || int(lexeme) > lx.lexemes.len() {
		return nil
	}
	lx.formsOnce.Do(lx.indexForms)
	lex := lx.lexemes.at(int(lexeme - 1))
	var out []FormAnalysis
	for _, p := range lx.byLexeme[lx.byLexOff[lexeme-1]:lx.byLexOff[lexeme]] {
		out = append(out, FormAnalysis{Form: lx.forms.at(int(p.key)), Analysis: Analysis{Lexeme: lex, Features: lx.bundles[p.bundle]}})
	}
	return out
}

// FormAnalysis is a normalised word form with one of its readings.
type FormAnalysis struct {
	Form string
	Analysis
}

// formRef is a posting of the forms table: the key's index and the
// bundle.
type formRef struct{ key, bundle uint32 }

// indexForms builds the lexeme -> postings index that Forms reads: the
// postings of lexeme id are byLexeme[byLexOff[id-1]:byLexOff[id]], in
// key order.
func (lx *lexicon) indexForms() {
	n := lx.lexemes.len()
	off := make([]uint32, n+1)
	lx.forms.each(func(_ int, _ []byte, post int) {
		lx.forms.postings(post, func(lexeme, _ uint32) { off[lexeme]++ })
	})
	for i := 1; i <= n; i++ {
		off[i] += off[i-1]
	}
	next := slices.Clone(off[:n])
	lx.byLexeme = make([]formRef, lx.forms.npost)
	lx.forms.each(func(i int, _ []byte, post int) {
		lx.forms.postings(post, func(lexeme, bundle uint32) {
			lx.byLexeme[next[lexeme-1]] = formRef{uint32(i), bundle}
			next[lexeme-1]++
		})
	})
	lx.byLexOff = off
}
