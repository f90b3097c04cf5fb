package packbuild

import (
	"bufio"
	"bytes"
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/argot-nlp/argot/lexdata"
)

// wordNet is Princeton WordNet 3.0 as read from its database files
// (wndb(5WN)): the synsets of data.noun, data.verb, data.adj and data.adv,
// the lexicographer file names and the sense-tag counts.
type wordNet struct {
	lexNames []string
	synsets  []*synset             // in file order: noun, verb, adj, adv
	byKey    map[synsetKey]*synset // offsets are unique within a data file
	moved    int                   // synsets whose offset differs from PWN 3.0's
}

// synsetKey identifies a synset by data file and byte offset.
type synsetKey struct {
	file   byte // 'n', 'v', 'a' (adjectives and satellites), 'r'
	offset uint32
}

type synset struct {
	offset  uint32 // byte offset in this copy of the data file
	pwn     uint32 // offset in the original PWN 3.0 file (see wordNet.align)
	lexFile uint8
	pos     byte // 'n', 'v', 'a', 's', 'r'
	words   []word
	ptrs    []pointer
	gloss   string
}

type word struct {
	lemma string // as in the file: '_' for spaces, case kept, no adjective marker
	lexID uint8
}

type pointer struct {
	symbol string
	target synsetKey
	source uint8 // word number in this synset, 0 for the whole synset
}

// key identifies the synset in this copy of the data files, as pointers do.
func (s *synset) key() synsetKey { return synsetKey{fileOf(s.pos), s.offset} }

// pwnKey identifies the synset by its PWN 3.0 offset, as other sources do.
func (s *synset) pwnKey() synsetKey { return synsetKey{fileOf(s.pos), s.pwn} }

// id returns the synset's PWN 3.0 id as CILI, OMW and WordNet Domains
// write it, "02084071-n".
func (s *synset) id() string { return fmt.Sprintf("%08d-%c", s.pwn, s.pos) }

func fileOf(pos byte) byte {
	if pos == 's' {
		return 'a'
	}
	return pos
}

// wordnetProvenance is where lexsrc/wordnet comes from (SOURCES-lex.md §1).
var wordnetProvenance = lexdata.Provenance{
	Source:  "Princeton WordNet 3.0 via Debian wordnet-base 1:3.0-37 (data.noun data.verb data.adj data.adv lexnames cntlist.rev)",
	Version: "3.0",
	License: "LicenseRef-WordNet-3.0",
}

// loadWordNet parses lexsrc/wordnet once per build and gives its synsets
// their PWN 3.0 ids.
func (s *sources) loadWordNet() (*wordNet, error) {
	v, err := s.memo("wordnet", func() (any, error) {
		wn := &wordNet{byKey: map[synsetKey]*synset{}}
		data, err := s.read("wordnet/lexnames")
		if err != nil {
			return nil, err
		}
		if wn.lexNames, err = parseLexNames(data); err != nil {
			return nil, err
		}
		for _, pos := range []string{"noun", "verb", "adj", "adv"} {
			data, err := s.readMaybeZst("wordnet/data." + pos)
			if err != nil {
				return nil, err
			}
			if err := wn.parseData(data, pos); err != nil {
				return nil, err
			}
		}
		ili, err := s.loadCILI()
		if err != nil {
			return nil, err
		}
		if wn.moved, err = wn.align(ili.synsets()); err != nil {
			return nil, fmt.Errorf("wordnet: aligning with CILI: %w", err)
		}
		return wn, nil
	})
	if err != nil {
		return nil, err
	}
	return v.(*wordNet), nil
}

// parseLexNames reads lines "NN<TAB>name<TAB>syntactic category".
func parseLexNames(data []byte) ([]string, error) {
	var names []string
	for n, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		f := strings.Fields(line)
		if len(f) < 2 {
			return nil, fmt.Errorf("lexnames line %d: %q", n+1, line)
		}
		num, err := strconv.Atoi(f[0])
		if err != nil || num != len(names) {
			return nil, fmt.Errorf("lexnames line %d: number %q out of sequence", n+1, f[0])
		}
		names = append(names, f[1])
	}
	if len(names) > 256 {
		return nil, fmt.Errorf("lexnames: %d names, more than 256", len(names))
	}
	return names, nil
}

// parseData reads a data.<pos> file: lines starting with two spaces are
// the licence header; every other line is one synset:
//
//	offset lex_filenum ss_type w_cnt (word lex_id)… p_cnt (ptr offset pos src/tgt)… [frames] | gloss
func (wn *wordNet) parseData(data []byte, file string) error {
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(nil, 1<<20)
	line := 0
	for sc.Scan() {
		line++
		text := sc.Text()
		if strings.HasPrefix(text, " ") || text == "" {
			continue
		}
		ss, err := parseSynset(text)
		if err != nil {
			return fmt.Errorf("data.%s line %d: %w", file, line, err)
		}
		if _, dup := wn.byKey[ss.key()]; dup {
			return fmt.Errorf("data.%s line %d: synset %s twice", file, line, ss.id())
		}
		wn.byKey[ss.key()] = ss
		wn.synsets = append(wn.synsets, ss)
	}
	return sc.Err()
}

func parseSynset(line string) (*synset, error) {
	head, gloss, ok := strings.Cut(line, " | ")
	if !ok {
		head, ok = strings.CutSuffix(strings.TrimRight(line, " "), " |")
		if !ok {
			return nil, fmt.Errorf("no gloss separator")
		}
	}
	f := strings.Fields(head)
	next := func() string {
		if len(f) == 0 {
			return ""
		}
		s := f[0]
		f = f[1:]
		return s
	}
	num := func(s string, base, bits int) (uint64, error) {
		v, err := strconv.ParseUint(s, base, bits)
		if err != nil {
			return 0, fmt.Errorf("bad number %q", s)
		}
		return v, nil
	}
	ss := &synset{gloss: strings.TrimSpace(gloss)}
	off, err := num(next(), 10, 32)
	if err != nil {
		return nil, err
	}
	ss.offset = uint32(off)
	ss.pwn = ss.offset
	lf, err := num(next(), 10, 8)
	if err != nil {
		return nil, err
	}
	ss.lexFile = uint8(lf)
	switch p := next(); p {
	case "n", "v", "a", "s", "r":
		ss.pos = p[0]
	default:
		return nil, fmt.Errorf("bad synset type %q", p)
	}
	wc, err := num(next(), 16, 8)
	if err != nil {
		return nil, err
	}
	if wc == 0 {
		return nil, fmt.Errorf("no words")
	}
	for range wc {
		lemma, lexID := next(), next()
		id, err := num(lexID, 16, 8)
		if err != nil {
			return nil, err
		}
		if ss.pos == 'a' || ss.pos == 's' {
			lemma = stripAdjMarker(lemma)
		}
		if lemma == "" {
			return nil, fmt.Errorf("empty word")
		}
		ss.words = append(ss.words, word{lemma, uint8(id)})
	}
	pc, err := num(next(), 10, 16)
	if err != nil {
		return nil, err
	}
	for range pc {
		sym, off, pos, st := next(), next(), next(), next()
		if len(st) != 4 || len(pos) != 1 {
			return nil, fmt.Errorf("bad pointer %q %q %q %q", sym, off, pos, st)
		}
		o, err := num(off, 10, 32)
		if err != nil {
			return nil, err
		}
		src, err := num(st[:2], 16, 8)
		if err != nil {
			return nil, err
		}
		ss.ptrs = append(ss.ptrs, pointer{sym, synsetKey{fileOf(pos[0]), uint32(o)}, uint8(src)})
	}
	// Verb frames may follow; they are not kept.
	return ss, nil
}

// synsets returns the PWN 3.0 synset ids CILI maps, without the "-a"
// aliases of satellites.
func (c *cili) synsets() []string {
	var ids []string
	for id := range c.byOffset {
		if off, ok := strings.CutSuffix(id, "-a"); ok {
			if _, sat := c.byOffset[off+"-s"]; sat {
				continue
			}
		}
		ids = append(ids, id)
	}
	slices.Sort(ids)
	return ids
}

// align sets the PWN 3.0 offset of every synset from std, the original
// synset ids of each data file ("01681477-s"; CILI lists them all). Debian
// corrected a few glosses of data.adj and data.verb, which shifts the byte
// offsets of every later synset of those files; synsets and their order
// are unchanged, so the i-th synset of a file is the i-th of the original.
// It returns how many synsets moved.
func (wn *wordNet) align(std []string) (int, error) {
	type ref struct {
		offset uint32
		pos    byte
	}
	orig := map[byte][]ref{}
	for _, id := range std {
		num, pos, ok := strings.Cut(id, "-")
		o, err := strconv.ParseUint(num, 10, 32)
		if !ok || len(pos) != 1 || err != nil {
			return 0, fmt.Errorf("bad synset id %q", id)
		}
		orig[fileOf(pos[0])] = append(orig[fileOf(pos[0])], ref{uint32(o), pos[0]})
	}
	for _, refs := range orig {
		slices.SortFunc(refs, func(a, b ref) int { return cmp.Compare(a.offset, b.offset) })
	}
	moved := 0
	next := map[byte]int{}
	for _, ss := range wn.synsets {
		f := fileOf(ss.pos)
		i := next[f]
		next[f]++
		if i >= len(orig[f]) {
			return 0, fmt.Errorf("data file %c: more synsets than the original", f)
		}
		if r := orig[f][i]; r.pos != ss.pos {
			return 0, fmt.Errorf("synset %d of data file %c: %c, the original's is %08d-%c", i, f, ss.pos, r.offset, r.pos)
		}
		ss.pwn = orig[f][i].offset
		if ss.pwn != ss.offset {
			moved++
		}
	}
	for f, refs := range orig {
		if next[f] != len(refs) {
			return 0, fmt.Errorf("data file %c: %d synsets, the original has %d", f, next[f], len(refs))
		}
	}
	return moved, nil
}

// stripAdjMarker removes the syntactic marker of an adjective, "(a)",
// "(p)" or "(ip)", from the end of a word.
func stripAdjMarker(w string) string {
	for _, m := range []string{"(a)", "(p)", "(ip)"} {
		if s, ok := strings.CutSuffix(w, m); ok {
			return s
		}
	}
	return w
}

// splitGloss separates a gloss into the definition and the quoted usage
// examples that follow it: `a member of …; "the dog barked all night"`.
func splitGloss(gloss string) (def string, examples []string) {
	gloss = strings.TrimSpace(gloss)
	rest := ""
	if strings.HasPrefix(gloss, `"`) {
		def, rest = "", gloss
	} else if i := strings.Index(gloss, `; "`); i >= 0 {
		def, rest = gloss[:i], gloss[i+2:]
	} else {
		return strings.TrimRight(gloss, "; "), nil
	}
	for _, ex := range strings.Split(rest, `; "`) {
		ex = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(ex), `"`))
		ex = strings.TrimSpace(strings.TrimSuffix(strings.TrimRight(ex, "; "), `"`))
		if ex != "" {
			examples = append(examples, strings.Join(strings.Fields(ex), " "))
		}
	}
	return strings.TrimSpace(def), examples
}

// displayLemma turns a WordNet word into the lemma shown: "domestic dog".
func displayLemma(w string) string { return strings.ReplaceAll(w, "_", " ") }

// senseKey returns the sense key of word i of ss (senseidx(5WN)),
// lemma%ss_type:lex_filenum:lex_id:head_word:head_id, as cntlist.rev keys
// its counts. A satellite's head is the adjective its '&' pointer names.
func (wn *wordNet) senseKey(ss *synset, i int) string {
	ssType := map[byte]int{'n': 1, 'v': 2, 'a': 3, 'r': 4, 's': 5}[ss.pos]
	w := ss.words[i]
	key := fmt.Sprintf("%s%%%d:%02d:%02d:", strings.ToLower(w.lemma), ssType, ss.lexFile, w.lexID)
	if ss.pos != 's' {
		return key + ":"
	}
	for _, p := range ss.ptrs {
		if p.symbol == "&" {
			if h := wn.byKey[p.target]; h != nil {
				return key + fmt.Sprintf("%s:%02d", strings.ToLower(h.words[0].lemma), h.words[0].lexID)
			}
		}
	}
	return key + ":"
}

// loadTagCounts parses cntlist.rev, lines "sense_key sense_number tag_cnt".
func (s *sources) loadTagCounts() (map[string]uint32, error) {
	v, err := s.memo("cntlist", func() (any, error) {
		data, err := s.readMaybeZst("wordnet/cntlist.rev")
		if err != nil {
			return nil, err
		}
		return parseTagCounts(data)
	})
	if err != nil {
		return nil, err
	}
	return v.(map[string]uint32), nil
}

func parseTagCounts(data []byte) (map[string]uint32, error) {
	counts := map[string]uint32{}
	for n, line := range strings.Split(string(data), "\n") {
		f := strings.Fields(line)
		if len(f) == 0 {
			continue
		}
		if len(f) != 3 {
			return nil, fmt.Errorf("cntlist.rev line %d: %q", n+1, line)
		}
		c, err := strconv.ParseUint(f[2], 10, 32)
		if err != nil {
			return nil, fmt.Errorf("cntlist.rev line %d: %w", n+1, err)
		}
		counts[f[0]] += uint32(c)
	}
	return counts, nil
}

// pointerRelations maps WordNet pointer symbols to relations; '\' is a
// pertainym for adjectives and "derived from adjective" for adverbs.
var pointerRelations = map[string]lexdata.Relation{
	"@": lexdata.Hypernym, "@i": lexdata.InstanceHypernym,
	"~": lexdata.Hyponym, "~i": lexdata.InstanceHyponym,
	"!": lexdata.Antonym, "&": lexdata.Similar, "+": lexdata.Derivation,
	";c": lexdata.DomainTopic, "-c": lexdata.DomainTopicMember,
	";r": lexdata.DomainRegion, "-r": lexdata.DomainRegionMember,
	";u": lexdata.DomainUsage, "-u": lexdata.DomainUsageMember,
	"%m": lexdata.MemberMeronym, "%p": lexdata.PartMeronym, "%s": lexdata.SubstanceMeronym,
	"#m": lexdata.MemberHolonym, "#p": lexdata.PartHolonym, "#s": lexdata.SubstanceHolonym,
	"*": lexdata.Entailment, ">": lexdata.Cause, "^": lexdata.AlsoSee,
	"$": lexdata.VerbGroup, "=": lexdata.Attribute, `\`: lexdata.Pertainym,
	"<": lexdata.Participle,
}

// wnDomainsProvenance is where lexsrc/topics/wordnet-domains comes from
// (SOURCES-analysis.md §4.3).
var wnDomainsProvenance = lexdata.Provenance{
	Source:  "WordNet Domains 3.2 (FBK, wndomains.fbk.eu) lifted to WordNet 3.0 by github.com/morungos/lifted-wordnet-domains wordnet-domains-3.2-wordnet-3.0.txt",
	Version: "04c9f89788cbeb5880a42137d7ae61ec8c369793",
	License: "CC-BY-3.0",
}

// wnDomains maps a synset to its WordNet Domains labels.
type wnDomains struct {
	bySynset map[synsetKey][]string
	skipped  int // lines without a synset offset
}

func (s *sources) loadWNDomains() (*wnDomains, error) {
	v, err := s.memo("wn-domains", func() (any, error) {
		data, err := s.readMaybeZst("topics/wordnet-domains/wordnet-domains-3.2-wordnet-3.0.txt")
		if err != nil {
			return nil, err
		}
		return parseWNDomains(data)
	})
	if err != nil {
		return nil, err
	}
	return v.(*wnDomains), nil
}

// parseWNDomains reads lines "offset-pos lemma#pos#sense domain…". The
// labels belong to the synset; a synset's lines are merged, first seen
// first. Lines whose offset the lifting lost ("-n …") are counted and
// skipped.
func parseWNDomains(data []byte) (*wnDomains, error) {
	d := &wnDomains{bySynset: map[synsetKey][]string{}}
	for n, line := range strings.Split(string(data), "\n") {
		f := strings.Fields(line)
		if len(f) == 0 || strings.HasPrefix(f[0], "#") {
			continue
		}
		if len(f) < 3 {
			return nil, fmt.Errorf("wordnet-domains line %d: %q", n+1, line)
		}
		off, pos, ok := strings.Cut(f[0], "-")
		if !ok || len(pos) != 1 {
			return nil, fmt.Errorf("wordnet-domains line %d: bad synset %q", n+1, f[0])
		}
		if off == "" {
			d.skipped++
			continue
		}
		o, err := strconv.ParseUint(off, 10, 32)
		if err != nil {
			return nil, fmt.Errorf("wordnet-domains line %d: bad synset %q", n+1, f[0])
		}
		k := synsetKey{fileOf(pos[0]), uint32(o)}
		for _, dom := range f[2:] {
			if !slices.Contains(d.bySynset[k], dom) {
				d.bySynset[k] = append(d.bySynset[k], dom)
			}
		}
	}
	return d, nil
}
