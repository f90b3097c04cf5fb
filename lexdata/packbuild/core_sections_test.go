package packbuild

import (
	"bytes"
	"context"
	"errors"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/klauspost/compress/zstd"

	"github.com/argot-nlp/argot/lexdata"
)

func zstdDecode(data []byte) ([]byte, error) {
	dec, err := zstd.NewReader(nil)
	if err != nil {
		return nil, err
	}
	defer dec.Close()
	return dec.DecodeAll(data, nil)
}

// A few synsets of PWN 3.0, shortened, in the data.* format.
const (
	fixtureNoun = `  1 This software and database is being provided to you, the LICENSEE, by  
00001740 03 n 01 entity 0 001 ~ 00002000 n 0000 | that which is perceived or known or inferred to have its own distinct existence (living or nonliving)  
00002000 03 n 02 physical_entity 0 thing 1 002 @ 00001740 n 0000 ~ 00003000 n 0000 | an entity that has physical existence  
00003000 05 n 01 animal 0 003 @ 00002000 n 0000 ~ 00004000 n 0000 ;c 00005000 n 0000 | a living organism; "animals move"  
00004000 05 n 03 dog 0 domestic_dog 0 Canis_familiaris 0 002 @ 00003000 n 0000 ~i 00006000 n 0000 | a member of the genus Canis; occurs in many breeds; "the dog barked all night"; "a dog's life"  
00005000 09 n 01 zoology 0 001 -c 00003000 n 0000 | the branch of biology that studies animals  
00006000 18 n 01 Lassie 0 001 @i 00004000 n 0000 | a fictional collie  
`
	fixtureVerb = `00001740 29 v 04 breathe 0 take_a_breath 0 respire 0 suspire 3 001 + 00003000 n 0101 02 + 02 00 + 08 00 | draw air into, and expel out of, the lungs; "I can breathe better"  
`
	fixtureAdj = `00001740 00 a 01 able 0 001 ! 00002098 a 0101 | having the necessary means  
00002098 00 a 01 unable 0 001 ! 00001740 a 0101 | not having the necessary means  
00005839 00 s 01 able-bodied(a) 0 001 & 00001740 a 0000 | physically strong  
`
	fixtureAdv = `00001740 02 r 01 ably 0 001 \ 00001740 a 0101 | with competence  
`
	fixtureLexnames = "00\tadj.all\t3\n01\tadj.pert\t3\n02\tadv.all\t4\n03\tnoun.Tops\t1\n04\tnoun.act\t1\n05\tnoun.animal\t1\n06\tnoun.artifact\t1\n07\tnoun.attribute\t1\n08\tnoun.body\t1\n09\tnoun.cognition\t1\n10\tnoun.communication\t1\n11\tnoun.event\t1\n12\tnoun.feeling\t1\n13\tnoun.food\t1\n14\tnoun.group\t1\n15\tnoun.location\t1\n16\tnoun.motive\t1\n17\tnoun.object\t1\n18\tnoun.person\t1\n19\tnoun.phenomenon\t1\n20\tnoun.plant\t1\n21\tnoun.possession\t1\n22\tnoun.process\t1\n23\tnoun.quantity\t1\n24\tnoun.relation\t1\n25\tnoun.shape\t1\n26\tnoun.state\t1\n27\tnoun.substance\t1\n28\tnoun.time\t1\n29\tverb.body\t2\n"
	fixtureCILI     = "i1\t00001740-n\ni2\t00002000-n\ni3\t00003000-n\ni10\t00004000-n\ni5\t00005000-n\ni6\t00006000-n\ni20\t00001740-v\ni30\t00001740-a\ni31\t00002098-a\ni32\t00005839-s\ni40\t00001740-r\n"
	fixtureCnt      = "dog%1:05:00:: 1 42\ndomestic_dog%1:05:00:: 2 1\nable-bodied%5:00:00:able:00 1 3\n"
	fixtureDomains  = "00004000-n dog#n#1 animals zoology\n00004000-n domestic_dog#n#1 animals\n-n lost#n#2 music\n00005839-s able-bodied#a#1 physiology\n"
)

func fixtureSources(t *testing.T) string {
	return writeSources(t, map[string]string{
		"wordnet/lexnames":       fixtureLexnames,
		"wordnet/data.noun":      fixtureNoun,
		"wordnet/data.verb":      fixtureVerb,
		"wordnet/data.adj":       fixtureAdj,
		"wordnet/data.adv":       fixtureAdv,
		"wordnet/cntlist.rev":    fixtureCnt,
		"cili/ili-map-pwn30.tab": fixtureCILI,
		"topics/wordnet-domains/wordnet-domains-3.2-wordnet-3.0.txt": fixtureDomains,
	})
}

// buildCore builds a core pack of the sections of this file's producers
// from src, leaving out those of other producers, and opens it.
func buildCore(t testing.TB, src string) ([]byte, *lexdata.Core) {
	t.Helper()
	srcs, err := openSources(src)
	if err != nil {
		t.Fatal(err)
	}
	w := lexdata.NewWriter()
	in := input{lang: lexdata.CoreID, src: srcs}
	for _, name := range append([]string{lexdata.SectionMeta}, lexdata.CoreSections...) {
		produce := produceCoreSection(name)
		if name == lexdata.SectionMeta {
			produce = produceMeta
		}
		sec, prov, err := produce(context.Background(), in)
		if err != nil {
			t.Fatalf("section %s: %v", name, err)
		}
		if err := w.AddSection(name, sec, prov); err != nil {
			t.Fatal(err)
		}
	}
	data, err := w.Bytes()
	if err != nil {
		t.Fatal(err)
	}
	p, err := lexdata.Open(data)
	if err != nil {
		t.Fatal(err)
	}
	c, err := lexdata.NewCore(p)
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Validate(); err != nil {
		t.Fatal(err)
	}
	return data, c
}

func TestParseSynset(t *testing.T) {
	ss, err := parseSynset(strings.Split(fixtureVerb, "\n")[0])
	if err != nil {
		t.Fatal(err)
	}
	if ss.offset != 1740 || ss.pos != 'v' || ss.lexFile != 29 || len(ss.words) != 4 || ss.words[3] != (word{"suspire", 3}) {
		t.Errorf("synset = %+v", ss)
	}
	if len(ss.ptrs) != 1 || ss.ptrs[0] != (pointer{"+", synsetKey{'n', 3000}, 1}) {
		t.Errorf("pointers = %+v", ss.ptrs)
	}
	if !strings.HasPrefix(ss.gloss, "draw air into") {
		t.Errorf("gloss = %q", ss.gloss)
	}
	ss, err = parseSynset(strings.Split(fixtureAdj, "\n")[2])
	if err != nil || ss.pos != 's' || ss.words[0].lemma != "able-bodied" || ss.key() != (synsetKey{'a', 5839}) || ss.id() != "00005839-s" {
		t.Errorf("satellite = %+v, %v", ss, err)
	}
	for _, bad := range []string{
		"",
		"00001740 03 n 01 entity 0 000",         // no gloss
		"00001740 03 x 01 entity 0 000 | gloss", // bad type
		"00001740 03 n 00 000 | gloss",          // no words
		"00001740 03 n 02 entity 0 000 | gloss", // short word list
		"00001740 03 n 01 entity 0 002 @ 00002000 n 0000 | g", // short pointer list
		"0000x740 03 n 01 entity 0 000 | gloss",
	} {
		if _, err := parseSynset(bad); err == nil {
			t.Errorf("parseSynset(%q) succeeded", bad)
		}
	}
}

func TestSplitGloss(t *testing.T) {
	tests := []struct {
		gloss, def string
		examples   []string
	}{
		{`a member of the genus Canis; occurs in many breeds; "the dog barked all night"`, "a member of the genus Canis; occurs in many breeds", []string{"the dog barked all night"}},
		{`an entity that has physical existence`, "an entity that has physical existence", nil},
		{`(usually followed by 'to') able; "able to swim"; "she was able"`, "(usually followed by 'to') able", []string{"able to swim", "she was able"}},
		{`"a quote first"`, "", []string{"a quote first"}},
		{`draw; "shout \"it\" loud" - Shakespeare`, "draw", []string{`shout \"it\" loud" - Shakespeare`}},
	}
	for _, tt := range tests {
		def, ex := splitGloss(tt.gloss)
		if def != tt.def || !slices.Equal(ex, tt.examples) {
			t.Errorf("splitGloss(%q) = %q, %q; want %q, %q", tt.gloss, def, ex, tt.def, tt.examples)
		}
	}
}

func TestParseWNDomains(t *testing.T) {
	d, err := parseWNDomains([]byte(fixtureDomains))
	if err != nil {
		t.Fatal(err)
	}
	if got := d.bySynset[synsetKey{'n', 4000}]; !slices.Equal(got, []string{"animals", "zoology"}) {
		t.Errorf("dog domains = %v", got)
	}
	if got := d.bySynset[synsetKey{'a', 5839}]; !slices.Equal(got, []string{"physiology"}) {
		t.Errorf("satellite domains = %v", got)
	}
	if d.skipped != 1 {
		t.Errorf("skipped = %d", d.skipped)
	}
	if _, err := parseWNDomains([]byte("00004000n dog#n#1 animals\n")); err == nil {
		t.Error("bad synset accepted")
	}
}

func TestParseLexNamesAndCounts(t *testing.T) {
	names, err := parseLexNames([]byte(fixtureLexnames))
	if err != nil || len(names) != 30 || names[5] != "noun.animal" {
		t.Errorf("lexnames = %v, %v", names, err)
	}
	if _, err := parseLexNames([]byte("00\tadj.all\t3\n02\tadv.all\t4\n")); err == nil {
		t.Error("gap in lexnames accepted")
	}
	counts, err := parseTagCounts([]byte(fixtureCnt))
	if err != nil || counts["dog%1:05:00::"] != 42 || len(counts) != 3 {
		t.Errorf("counts = %v, %v", counts, err)
	}
	if _, err := parseTagCounts([]byte("dog%1:05:00:: 1\n")); err == nil {
		t.Error("short cntlist line accepted")
	}
}

func TestCoreFixture(t *testing.T) {
	_, c := buildCore(t, fixtureSources(t))
	if c.Len() != 11 {
		t.Errorf("Len() = %d, want 11", c.Len())
	}
	dog, ok := c.Family(10)
	want := lexdata.Family{
		ID: 10, POS: 'n', LexName: "noun.animal",
		Definition: "a member of the genus Canis; occurs in many breeds",
		RefLemma:   "dog", Lemmas: []string{"dog", "domestic dog", "Canis familiaris"},
		Offset: "00004000-n", TagCount: 43,
	}
	if !ok || dog.Definition != want.Definition || !slices.Equal(dog.Lemmas, want.Lemmas) || dog.RefLemma != want.RefLemma ||
		dog.LexName != want.LexName || dog.Offset != want.Offset || dog.TagCount != want.TagCount || dog.POS != 'n' {
		t.Errorf("Family(dog) = %+v, %v\nwant %+v", dog, ok, want)
	}
	if got := c.Examples(10); !slices.Equal(got, []string{"the dog barked all night", "a dog's life"}) {
		t.Errorf("Examples(dog) = %q", got)
	}
	if got := c.Hypernyms(10); !slices.Equal(got, []uint32{3}) {
		t.Errorf("Hypernyms(dog) = %v", got)
	}
	if got := c.Ancestors(6); !slices.Equal(got, []uint32{10, 3, 2, 1}) {
		t.Errorf("Ancestors(Lassie) = %v", got)
	}
	if got := c.Related(6, lexdata.InstanceHypernym); !slices.Equal(got, []uint32{10}) {
		t.Errorf("instance hypernyms of Lassie = %v", got)
	}
	for _, tt := range []struct {
		id, anc uint32
		want    bool
	}{{10, 1, true}, {6, 1, true}, {6, 3, true}, {6, 10, true}, {10, 10, true}, {1, 10, false}, {20, 1, false}, {10, 999, false}, {999, 999, false}} {
		if got := c.IsA(tt.id, tt.anc); got != tt.want {
			t.Errorf("IsA(%d, %d) = %v", tt.id, tt.anc, got)
		}
	}
	if got := c.Descendants(2).ToArray(); !slices.Equal(got, []uint32{3, 6, 10}) {
		t.Errorf("Descendants(physical entity) = %v", got)
	}
	if got := c.Related(3, lexdata.DomainTopic); !slices.Equal(got, []uint32{5}) {
		t.Errorf("topic of animal = %v", got)
	}
	if got := c.Related(30, lexdata.Antonym); !slices.Equal(got, []uint32{31}) {
		t.Errorf("antonyms of able = %v", got)
	}
	if got := c.Related(32, lexdata.Similar); !slices.Equal(got, []uint32{30}) {
		t.Errorf("head of able-bodied = %v", got)
	}
	if got := c.Related(20, lexdata.Derivation); !slices.Equal(got, []uint32{3}) {
		t.Errorf("derivations of breathe = %v", got)
	}
	if got := c.Related(40, lexdata.Pertainym); !slices.Equal(got, []uint32{30}) {
		t.Errorf("ably derived from = %v", got)
	}
	sat, _ := c.Family(32)
	if sat.POS != 's' || sat.RefLemma != "able-bodied" || sat.TagCount != 3 || sat.Offset != "00005839-s" {
		t.Errorf("satellite = %+v", sat)
	}
	if got := c.Domains(10); !slices.Equal(got, []string{"animals", "zoology"}) {
		t.Errorf("Domains(dog) = %v", got)
	}
	if got := c.FamiliesInDomain("physiology").ToArray(); !slices.Equal(got, []uint32{32}) {
		t.Errorf("physiology = %v", got)
	}
	for off, want := range map[string]uint32{"00004000-n": 10, "00005839-s": 32, "00005839-a": 32, "00001740-a": 30, "00001740-r": 40} {
		if got, ok := c.FamilyByOffset(off); !ok || got != want {
			t.Errorf("FamilyByOffset(%s) = %d, %v", off, got, ok)
		}
	}
	for _, off := range []string{"00007000-n", "00004000-v", "00004000", "4000-n", "x-n", "00004000-nn", ""} {
		if _, ok := c.FamilyByOffset(off); ok {
			t.Errorf("FamilyByOffset(%q) found", off)
		}
	}
}

// TestAlign checks that synsets whose byte offsets moved (Debian corrected
// some glosses) get their PWN 3.0 offsets, and that a file that does not
// match CILI's synsets is refused.
func TestAlign(t *testing.T) {
	wn := &wordNet{byKey: map[synsetKey]*synset{}}
	shifted := strings.ReplaceAll(strings.ReplaceAll(fixtureAdj, "00002098", "00002099"), "00005839", "00005840")
	if err := wn.parseData([]byte(shifted), "adj"); err != nil {
		t.Fatal(err)
	}
	c, _ := parseCILI([]byte(fixtureCILI))
	adj := []string{"00001740-a", "00002098-a", "00005839-s"}
	moved, err := wn.align(adj)
	if err != nil || moved != 2 {
		t.Fatalf("align = %d, %v", moved, err)
	}
	var ids []string
	for _, ss := range wn.synsets {
		ids = append(ids, ss.id())
	}
	if !slices.Equal(ids, adj) {
		t.Errorf("ids = %v", ids)
	}
	if _, err := wn.align(adj[:2]); err == nil {
		t.Error("more synsets than CILI accepted")
	}
	if _, err := wn.align([]string{"00001740-a", "00002098-s", "00005839-a"}); err == nil {
		t.Error("satellite aligned with a head adjective")
	}
	if got := len(c.synsets()); got != 11 {
		t.Errorf("CILI lists %d synsets, want 11", got)
	}
}

func TestCoreMissingSources(t *testing.T) {
	srcs, err := openSources(writeSources(t, map[string]string{"wordnet/lexnames": fixtureLexnames}))
	if err != nil {
		t.Fatal(err)
	}
	_, _, err = produceCoreSection(lexdata.SectionFamilies)(context.Background(), input{lang: lexdata.CoreID, src: srcs})
	var skip *omission
	if !errors.As(err, &skip) || !strings.Contains(skip.reason, "wordnet/data.noun") {
		t.Errorf("error = %v, want an omission naming wordnet/data.noun", err)
	}
}

// TestCoreRealData builds the core pack from the shared sources, twice, and
// checks facts about well-known families.
func TestCoreRealData(t *testing.T) {
	if _, err := os.Stat(lexsrc); err != nil {
		t.Skipf("no %s", lexsrc)
	}
	start := time.Now()
	data, c := buildCore(t, lexsrc)
	t.Logf("built core pack: %d bytes in %s", len(data), time.Since(start).Round(time.Millisecond))
	again, _ := buildCore(t, lexsrc)
	if !bytes.Equal(data, again) {
		t.Error("two builds differ")
	}
	p, _ := lexdata.Open(data)
	pp, _ := p.Provenance()
	for _, name := range p.Names() {
		sec, _ := p.Section(name)
		t.Logf("%-16s %9d bytes decoded  %s", name, len(sec), pp.Sections[name].License)
	}
	if c.Len() != 117659 {
		t.Errorf("Len() = %d, want 117659", c.Len())
	}
	id := func(offset string) uint32 {
		t.Helper()
		f, ok := c.FamilyByOffset(offset)
		if !ok {
			t.Fatalf("no family for %s", offset)
		}
		return f
	}
	dog, canine, animal, entity := id("02084071-n"), id("02083346-n"), id("00015388-n"), id("00001740-n")
	if dog != 46360 {
		t.Errorf("dog = i%d, want i46360", dog)
	}
	if !slices.Contains(c.Hypernyms(dog), canine) {
		t.Errorf("Hypernyms(dog) = %v lack canine %d", c.Hypernyms(dog), canine)
	}
	if !c.IsA(dog, animal) || !c.IsA(dog, entity) || c.IsA(animal, dog) {
		t.Error("IsA(dog, animal / entity) wrong")
	}
	if anc := c.Ancestors(dog); len(anc) == 0 || anc[len(anc)-1] != entity {
		t.Errorf("Ancestors(dog) = %v, want entity last", anc)
	}
	f, _ := c.Family(dog)
	if !strings.HasPrefix(f.Definition, "a member of the genus Canis") || f.RefLemma != "dog" || f.LexName != "noun.animal" || f.Offset != "02084071-n" || f.TagCount == 0 {
		t.Errorf("Family(dog) = %+v", f)
	}
	if !slices.Contains(c.Domains(dog), "animals") || !c.FamiliesInDomain("animals").Contains(dog) {
		t.Errorf("Domains(dog) = %v", c.Domains(dog))
	}
	if n := len(c.DomainNames()); n < 160 || n > 170 {
		t.Errorf("%d domain names", n)
	}
	good, bad := id("01123148-a"), id("01125429-a")
	if !slices.Contains(c.Related(good, lexdata.Antonym), bad) {
		t.Errorf("antonyms of good = %v", c.Related(good, lexdata.Antonym))
	}
	// The alignment of Debian's offsets with PWN 3.0's: every lemma WordNet
	// Domains lists under a PWN 3.0 synset is a lemma of its family.
	wnd, err := os.ReadFile(lexsrc + "/topics/wordnet-domains/wordnet-domains-3.2-wordnet-3.0.txt.zst")
	if err != nil {
		t.Fatal(err)
	}
	wnd, err = zstdDecode(wnd)
	if err != nil {
		t.Fatal(err)
	}
	checked, wrong := 0, 0
	for line := range strings.Lines(string(wnd)) {
		fields := strings.Fields(line)
		if len(fields) < 3 || strings.HasPrefix(fields[0], "-") {
			continue
		}
		lemma, _, _ := strings.Cut(fields[1], "#")
		fid, ok := c.FamilyByOffset(fields[0])
		f, _ := c.Family(fid)
		if !ok || !slices.ContainsFunc(f.Lemmas, func(l string) bool { return strings.EqualFold(l, displayLemma(lemma)) }) {
			wrong++
			if wrong < 5 {
				t.Errorf("WordNet Domains %q: family %d has lemmas %q", line, fid, f.Lemmas)
			}
		}
		checked++
	}
	if checked < 90000 || wrong > 0 {
		t.Errorf("%d of %d WordNet Domains lemmas not in their family", wrong, checked)
	}
	// Every hypernym edge has its hyponym edge back, and the closures agree
	// with walking the hypernyms.
	for _, x := range c.IDs()[:2000] {
		for _, h := range c.Hypernyms(x) {
			if !slices.Contains(append(c.Related(h, lexdata.Hyponym), c.Related(h, lexdata.InstanceHyponym)...), x) {
				t.Fatalf("%d -> %d has no hyponym edge back", x, h)
			}
		}
		for _, a := range c.Ancestors(x) {
			if !c.IsA(x, a) || !c.Descendants(a).Contains(x) {
				t.Fatalf("IsA(%d, %d) false for an ancestor", x, a)
			}
		}
	}
}
