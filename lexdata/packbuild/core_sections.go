package packbuild

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/argot-nlp/argot/lexdata"
)

// The core pack's concept families: one per Princeton WordNet 3.0 synset, with its English lemmas and gloss, its WordNet
// relations, the hypernym closures and the WordNet Domains labels. The
// encoding is lexdata's (see [lexdata.EncodeCore]); this file gathers the
// input and says where each section comes from.

// coreMinClosure is the smallest hyponym closure stored as a bitmap. A
// family with one transitive hyponym is cheaper to walk than to store.
const coreMinClosure = 2

func init() {
	for _, name := range lexdata.CoreSections {
		coreProducers = append(coreProducers, producer{name, produceCoreSection(name)})
	}
}

func produceCoreSection(name string) func(context.Context, input) ([]byte, lexdata.Provenance, error) {
	return func(_ context.Context, in input) ([]byte, lexdata.Provenance, error) {
		if missing := in.src.missing(coreSourceFiles); missing != "" {
			return nil, lexdata.Provenance{}, &omission{"the sources lack " + missing}
		}
		cs, err := in.src.loadCoreSections()
		if err != nil {
			return nil, lexdata.Provenance{}, err
		}
		return cs.data[name], coreProvenance(name, cs), nil
	}
}

// coreSourceFiles are the files the core pack is built from, each maybe
// compressed (".zst").
var coreSourceFiles = []string{
	"wordnet/lexnames", "wordnet/data.noun", "wordnet/data.verb",
	"wordnet/data.adj", "wordnet/data.adv", "wordnet/cntlist.rev",
	"cili/ili-map-pwn30.tab",
	"topics/wordnet-domains/wordnet-domains-3.2-wordnet-3.0.txt",
}

// missing returns the first of files that the sources hold neither as is
// nor compressed, or "".
func (s *sources) missing(files []string) string {
	for _, rel := range files {
		_, err1 := os.Stat(filepath.Join(s.dir, filepath.FromSlash(rel)))
		_, err2 := os.Stat(filepath.Join(s.dir, filepath.FromSlash(rel+".zst")))
		if err1 != nil && err2 != nil {
			return rel
		}
	}
	return ""
}

// coreSections are the encoded sections with what the build dropped.
type coreSections struct {
	data          map[string][]byte
	families      int
	domainSkipped int // WN-Domains lines without a synset offset
	domainMissing int // WN-Domains synsets not in WordNet
	tagged        int // families with a tag count
	moved         int // synsets whose offset in lexsrc differs from PWN 3.0's
}

func (s *sources) loadCoreSections() (*coreSections, error) {
	v, err := s.memo("core-sections", func() (any, error) {
		wn, err := s.loadWordNet()
		if err != nil {
			return nil, err
		}
		ili, err := s.loadCILI()
		if err != nil {
			return nil, err
		}
		counts, err := s.loadTagCounts()
		if err != nil {
			return nil, err
		}
		doms, err := s.loadWNDomains()
		if err != nil {
			return nil, err
		}
		return buildCoreSections(wn, ili, counts, doms)
	})
	if err != nil {
		return nil, err
	}
	return v.(*coreSections), nil
}

func buildCoreSections(wn *wordNet, ili *cili, counts map[string]uint32, doms *wnDomains) (*coreSections, error) {
	cs := &coreSections{domainSkipped: doms.skipped}
	famOf := func(ss *synset) (uint32, error) {
		id, ok := ili.family(ss.id())
		if !ok {
			return 0, fmt.Errorf("synset %s has no CILI number", ss.id())
		}
		return id, nil
	}
	in := lexdata.CoreInput{LexNames: wn.lexNames, MinClosure: coreMinClosure}
	for _, ss := range wn.synsets {
		id, err := famOf(ss)
		if err != nil {
			return nil, err
		}
		if int(ss.lexFile) >= len(wn.lexNames) {
			return nil, fmt.Errorf("synset %s: lexicographer file %d unknown", ss.id(), ss.lexFile)
		}
		def, examples := splitGloss(ss.gloss)
		f := lexdata.CoreFamily{
			ID:         id,
			POS:        ss.pos,
			LexName:    ss.lexFile,
			Offset:     ss.pwn,
			Definition: def,
			Examples:   examples,
			Domains:    doms.bySynset[ss.pwnKey()],
		}
		for i, w := range ss.words {
			f.Lemmas = append(f.Lemmas, displayLemma(w.lemma))
			f.TagCount += counts[wn.senseKey(ss, i)]
		}
		if f.TagCount > 0 {
			cs.tagged++
		}
		for _, p := range ss.ptrs {
			rel, ok := pointerRelations[p.symbol]
			if !ok {
				return nil, fmt.Errorf("synset %s: unknown pointer %q", ss.id(), p.symbol)
			}
			target := wn.byKey[p.target]
			if target == nil {
				return nil, fmt.Errorf("synset %s: pointer to missing synset %c %08d", ss.id(), p.target.file, p.target.offset)
			}
			to, err := famOf(target)
			if err != nil {
				return nil, err
			}
			f.Edges = append(f.Edges, lexdata.Edge{Rel: rel, To: to})
		}
		in.Families = append(in.Families, f)
	}
	pwn := map[synsetKey]bool{}
	for _, ss := range wn.synsets {
		pwn[ss.pwnKey()] = true
	}
	for k := range doms.bySynset {
		if !pwn[k] {
			cs.domainMissing++
		}
	}
	cs.moved = wn.moved
	cs.families = len(in.Families)
	var err error
	if cs.data, err = lexdata.EncodeCore(in); err != nil {
		return nil, err
	}
	return cs, nil
}

// coreProvenance says where section name comes from. Every section is
// keyed by CILI numbers, so CILI's licence applies to all.
func coreProvenance(name string, cs *coreSections) lexdata.Provenance {
	srcs := []lexdata.Provenance{wordnetProvenance, ciliProvenance}
	note := ""
	switch name {
	case lexdata.SectionFamilies:
		note = fmt.Sprintf("%d families, one per PWN 3.0 synset, identified by its CILI number; tag counts summed over the synset's sense keys in cntlist.rev (%d families counted)", cs.families, cs.tagged)
		if cs.moved > 0 {
			note += fmt.Sprintf("; %d synsets of Debian's data files, whose corrected glosses shift their byte offsets, given their PWN 3.0 offsets by position", cs.moved)
		}
	case lexdata.SectionLemmas:
		note = "English lemmas of each family in WordNet's order, '_' shown as ' ', adjective markers removed"
	case lexdata.SectionDefinitions:
		note = `the gloss before its first quoted example ("; \"")`
	case lexdata.SectionExamples:
		note = "the quoted examples of the gloss, joined by newlines"
	case lexdata.SectionLexNames:
		srcs = srcs[:1]
		note = "lexicographer file names by number"
	case lexdata.SectionRelations:
		note = "WordNet pointers between synsets, lexical ones lifted to their synsets, deduplicated"
	case lexdata.SectionClosures:
		note = fmt.Sprintf("transitive hyponyms (instances included) of every family with at least %d", coreMinClosure)
	case lexdata.SectionDomains:
		srcs = []lexdata.Provenance{wnDomainsProvenance}
		note = "the domain names, sorted"
	case lexdata.SectionFamilyDomains, lexdata.SectionDomainFamilies:
		srcs = []lexdata.Provenance{wnDomainsProvenance, ciliProvenance}
		note = fmt.Sprintf("a synset's labels merged over its lemmas; %d lines without an offset and %d synsets not in PWN 3.0 skipped", cs.domainSkipped, cs.domainMissing)
	}
	return combineProvenance(srcs, note)
}

// combineProvenance joins the provenance of several sources: sources and
// versions separated by "; ", licences by " AND ".
func combineProvenance(srcs []lexdata.Provenance, note string) lexdata.Provenance {
	var src, ver, lic []string
	for _, p := range srcs {
		src = append(src, p.Source)
		ver = append(ver, p.Version)
		lic = append(lic, p.License)
	}
	return lexdata.Provenance{
		Source:  strings.Join(src, "; "),
		Version: strings.Join(ver, "; "),
		License: strings.Join(lic, " AND "),
		Note:    note,
	}
}
