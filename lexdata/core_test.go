package lexdata

import (
	"bytes"
	"errors"
	"fmt"
	"maps"
	"math/rand/v2"
	"os"
	"runtime"
	"slices"
	"sync"
	"testing"
	"time"
)

// testCoreInput is a small hierarchy:
//
//	1 entity
//	└─ 2 organism ─ 3 animal ─┬─ 10 dog ─ 6 Lassie (instance)
//	                          └─ 11 cat
//	7 good <-antonym-> 8 bad;  9 zoology is the topic of 3
func testCoreInput() CoreInput {
	hyp := func(to ...FamilyID) []Edge {
		var es []Edge
		for _, t := range to {
			es = append(es, Edge{Hypernym, t})
		}
		return es
	}
	return CoreInput{
		LexNames:   []string{"adj.all", "noun.Tops", "noun.animal", "noun.person", "noun.cognition"},
		MinClosure: 2,
		Families: []CoreFamily{
			{ID: 10, POS: 'n', LexName: 2, Offset: 2084071, TagCount: 42, Definition: "a member of the genus Canis", Examples: []string{"the dog barked", "a dog's life"},
				Lemmas: []string{"dog", "domestic dog"}, Edges: append(hyp(3), Edge{InstanceHyponym, 6}), Domains: []string{"animals", "zoology"}},
			{ID: 1, POS: 'n', LexName: 1, Offset: 1740, Definition: "that which exists", Lemmas: []string{"entity"}, Edges: []Edge{{Hyponym, 2}}},
			{ID: 2, POS: 'n', LexName: 1, Offset: 4258, Definition: "a living thing", Lemmas: []string{"organism", "being"}, Edges: hyp(1)},
			{ID: 3, POS: 'n', LexName: 2, Offset: 15388, Definition: "a living organism", Lemmas: []string{"animal"}, Edges: append(hyp(2), Edge{DomainTopic, 9}), Domains: []string{"animals"}},
			{ID: 11, POS: 'n', LexName: 2, Offset: 2121620, Definition: "feline mammal", Lemmas: []string{"cat"}, Edges: hyp(3, 3), Domains: []string{"animals", "animals"}},
			{ID: 6, POS: 'n', LexName: 3, Offset: 9999999, Definition: "a collie", Lemmas: []string{"Lassie"}, Edges: []Edge{{InstanceHypernym, 10}}},
			{ID: 7, POS: 'a', LexName: 0, Offset: 1123148, Definition: "having desirable qualities", Lemmas: []string{"good"}, Edges: []Edge{{Antonym, 8}}},
			{ID: 8, POS: 's', LexName: 0, Offset: 1125429, Definition: "having undesirable qualities", Lemmas: []string{"bad"}, Edges: []Edge{{Antonym, 7}}},
			{ID: 9, POS: 'n', LexName: 4, Offset: 6037666, Definition: "the study of animals", Lemmas: []string{"zoology"}, Edges: []Edge{{DomainTopicMember, 3}}},
		},
	}
}

func corePack(t testing.TB, in CoreInput, replace map[string][]byte) []byte {
	t.Helper()
	secs, err := EncodeCore(in)
	if err != nil {
		t.Fatal(err)
	}
	secs[SectionMeta] = Meta{Language: CoreID, Builder: "test"}.Marshal()
	for name, data := range replace {
		if data == nil {
			delete(secs, name)
		} else {
			secs[name] = data
		}
	}
	return buildPack(t, secs)
}

func openCore(t testing.TB, data []byte) *Core {
	t.Helper()
	p, err := Open(data)
	if err != nil {
		t.Fatal(err)
	}
	c, err := NewCore(p)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestCoreRoundTrip(t *testing.T) {
	c := openCore(t, corePack(t, testCoreInput(), nil))
	if err := c.Validate(); err != nil {
		t.Fatal(err)
	}
	if c.Len() != 9 || !slices.Equal(c.IDs(), []FamilyID{1, 2, 3, 6, 7, 8, 9, 10, 11}) {
		t.Errorf("Len() = %d, IDs() = %v", c.Len(), c.IDs())
	}
	dog, ok := c.Family(10)
	want := Family{ID: 10, POS: 'n', LexName: "noun.animal", Definition: "a member of the genus Canis", RefLemma: "dog",
		Lemmas: []string{"dog", "domestic dog"}, Offset: "02084071-n", TagCount: 42}
	if !ok || fmt.Sprint(dog) != fmt.Sprint(want) {
		t.Errorf("Family(10) = %+v, %v\nwant %+v", dog, ok, want)
	}
	if bad, _ := c.Family(8); bad.POS != 's' || bad.LexName != "adj.all" || bad.Offset != "01125429-s" {
		t.Errorf("Family(8) = %+v", bad)
	}
	if _, ok := c.Family(5); ok {
		t.Error("Family(5) found")
	}
	if c.RefLemma(2) != "organism" || c.Definition(2) != "a living thing" || c.RefLemma(5) != "" || c.Definition(5) != "" {
		t.Error("RefLemma / Definition wrong")
	}
	if c.LexName(10) != "noun.animal" || c.LexName(8) != "adj.all" || c.LexName(5) != "" {
		t.Errorf("LexName = %q, %q, %q", c.LexName(10), c.LexName(8), c.LexName(5))
	}
	if got := c.Examples(10); !slices.Equal(got, []string{"the dog barked", "a dog's life"}) {
		t.Errorf("Examples(10) = %q", got)
	}
	if c.Examples(1) != nil || c.Examples(5) != nil {
		t.Error("examples of a family without any")
	}

	ids := func(got []FamilyID, want ...FamilyID) {
		t.Helper()
		if !slices.Equal(got, want) {
			t.Errorf("got %v, want %v", got, want)
		}
	}
	ids(c.Hypernyms(10), 3)
	ids(c.Hypernyms(6), 10)
	ids(c.Hypernyms(11), 3) // deduplicated
	ids(c.Hypernyms(1))
	ids(c.Hypernyms(5))
	ids(c.Ancestors(6), 10, 3, 2, 1)
	ids(c.Ancestors(1))
	ids(c.Related(6, InstanceHypernym), 10)
	ids(c.Related(6, Hypernym))
	ids(c.Related(7, Antonym), 8)
	ids(c.Related(3, DomainTopic), 9)
	ids(c.Related(9, DomainTopicMember), 3)
	ids(c.Related(3, Hyponym), 10, 11) // completed from the hyponyms' hypernym edges
	ids(c.Related(8, Antonym), 7)
	if got := c.Edges(3); !slices.Equal(got, []Edge{{Hypernym, 2}, {Hyponym, 10}, {Hyponym, 11}, {DomainTopic, 9}}) {
		t.Errorf("Edges(3) = %v", got)
	}

	for _, tt := range []struct {
		id, anc FamilyID
		want    bool
	}{
		{10, 3, true}, {10, 1, true}, {6, 1, true}, {6, 10, true}, {11, 2, true},
		{10, 10, true}, {1, 1, true}, {5, 5, false},
		{3, 10, false}, {11, 10, false}, {7, 1, false}, {10, 6, false}, {10, 5, false}, {5, 1, false},
	} {
		if got := c.IsA(tt.id, tt.anc); got != tt.want {
			t.Errorf("IsA(%d, %d) = %v, want %v", tt.id, tt.anc, got, tt.want)
		}
	}
	ids(c.Descendants(1).ToArray(), 2, 3, 6, 10, 11)
	ids(c.Descendants(10).ToArray(), 6) // below MinClosure: walked
	ids(c.Descendants(6).ToArray())
	ids(c.Descendants(5).ToArray())
	// A caller's changes to a returned bitmap do not leak.
	c.Descendants(1).Add(7)
	if c.IsA(7, 1) {
		t.Error("Descendants returned shared bitmap")
	}

	if got := c.Domains(11); !slices.Equal(got, []string{"animals"}) {
		t.Errorf("Domains(11) = %v", got)
	}
	if got := c.Domains(10); !slices.Equal(got, []string{"animals", "zoology"}) {
		t.Errorf("Domains(10) = %v", got)
	}
	if c.Domains(1) != nil || c.Domains(5) != nil {
		t.Error("domains of a family without any")
	}
	if got := c.DomainNames(); !slices.Equal(got, []string{"animals", "zoology"}) {
		t.Errorf("DomainNames() = %v", got)
	}
	// EachFamilyDomains agrees with Domains and TagCount, family by family.
	names, visited := c.DomainNames(), 0
	if err := c.EachFamilyDomains(func(id FamilyID, count int, domains []int) {
		if want := c.IDs()[visited]; id != want {
			t.Errorf("EachFamilyDomains: family %d is %d, want %d", visited, id, want)
		}
		visited++
		var got []string
		for _, d := range domains {
			got = append(got, names[d])
		}
		if !slices.Equal(got, c.Domains(id)) || count != c.TagCount(id) {
			t.Errorf("EachFamilyDomains(%d) = %v, %d; want %v, %d", id, got, count, c.Domains(id), c.TagCount(id))
		}
	}); err != nil || visited != c.Len() {
		t.Errorf("EachFamilyDomains visited %d of %d families: %v", visited, c.Len(), err)
	}
	ids(c.FamiliesInDomain("animals").ToArray(), 3, 10, 11)
	ids(c.FamiliesInDomain("music").ToArray())
	c.FamiliesInDomain("zoology").Add(1)
	ids(c.FamiliesInDomain("zoology").ToArray(), 10)

	for off, want := range map[string]FamilyID{"00001740-n": 1, "02084071-n": 10, "01125429-s": 8, "01125429-a": 8, "01123148-a": 7} {
		if got, ok := c.FamilyByOffset(off); !ok || got != want {
			t.Errorf("FamilyByOffset(%q) = %d, %v; want %d", off, got, ok, want)
		}
	}
	for _, off := range []string{"00001740-v", "1740-n", "00001740-x", "00001740", "-n", "0000174x-n", "99999999-n", "+0001740-n"} {
		if _, ok := c.FamilyByOffset(off); ok {
			t.Errorf("FamilyByOffset(%q) found", off)
		}
	}
}

func TestRelationInverse(t *testing.T) {
	for r := Hypernym; r <= Participle; r++ {
		if inv, ok := r.Inverse(); ok {
			if back, _ := inv.Inverse(); back != r {
				t.Errorf("%s: inverse %s goes back to %s", r, inv, back)
			}
		}
	}
	if inv, _ := Hypernym.Inverse(); inv != Hyponym {
		t.Error("Hypernym.Inverse() != Hyponym")
	}
	if _, ok := Entailment.Inverse(); ok {
		t.Error("Entailment has an inverse")
	}
}

func TestRelationString(t *testing.T) {
	if Hypernym.String() != "hypernym" || DomainTopic.String() != "domain_topic" || Relation(0).String() != "relation(0)" || Relation(200).Valid() {
		t.Error("Relation.String wrong")
	}
	for r := Hypernym; r <= Participle; r++ {
		if !r.Valid() {
			t.Errorf("relation %d invalid", r)
		}
	}
}

func TestEncodeCoreDeterministic(t *testing.T) {
	in := testCoreInput()
	want, err := EncodeCore(in)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(slices.Sorted(maps.Keys(want)), CoreSections) {
		t.Errorf("sections %v, CoreSections %v", slices.Sorted(maps.Keys(want)), CoreSections)
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 5 {
		rng.Shuffle(len(in.Families), func(i, j int) { in.Families[i], in.Families[j] = in.Families[j], in.Families[i] })
		for i := range in.Families {
			es := in.Families[i].Edges
			rng.Shuffle(len(es), func(i, j int) { es[i], es[j] = es[j], es[i] })
		}
		got, err := EncodeCore(in)
		if err != nil {
			t.Fatal(err)
		}
		for name := range want {
			if !bytes.Equal(got[name], want[name]) {
				t.Errorf("section %s differs after shuffling", name)
			}
		}
	}
}

func TestEncodeCoreErrors(t *testing.T) {
	for name, change := range map[string]func(*CoreInput){
		"duplicate id":   func(in *CoreInput) { in.Families[1].ID = 2 },
		"bad pos":        func(in *CoreInput) { in.Families[0].POS = 'x' },
		"lexname":        func(in *CoreInput) { in.Families[0].LexName = 5 },
		"no lemmas":      func(in *CoreInput) { in.Families[0].Lemmas = nil },
		"offset":         func(in *CoreInput) { in.Families[0].Offset = 1 << 28 },
		"shared offset":  func(in *CoreInput) { in.Families[0].Offset = 1740 },
		"unknown target": func(in *CoreInput) { in.Families[0].Edges = []Edge{{Hypernym, 99}} },
		"bad relation":   func(in *CoreInput) { in.Families[0].Edges = []Edge{{Relation(99), 1}} },
		"example":        func(in *CoreInput) { in.Families[0].Examples = []string{"a\nb"} },
	} {
		in := testCoreInput()
		change(&in)
		if _, err := EncodeCore(in); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
	// A hypernym cycle is no error: the closures ignore the back edge.
	in := testCoreInput()
	in.Families[1].Edges = append(in.Families[1].Edges, Edge{Hypernym, 6})
	c := openCore(t, corePack(t, in, nil))
	if !c.IsA(6, 1) || !c.IsA(1, 6) || slices.Contains(c.Ancestors(1), 1) {
		t.Errorf("cycle: IsA(6, 1) = %v, IsA(1, 6) = %v, Ancestors(1) = %v", c.IsA(6, 1), c.IsA(1, 6), c.Ancestors(1))
	}
}

func TestNewCoreErrors(t *testing.T) {
	in := testCoreInput()
	if _, err := NewCore(mustOpen(t, languagePack(t, "en", []string{"the"}))); err == nil {
		t.Error("language pack accepted as core")
	}
	if _, err := NewCore(mustOpen(t, corePack(t, in, map[string][]byte{SectionRelations: nil}))); !errors.Is(err, ErrCorrupt) {
		t.Errorf("missing section: %v", err)
	}
	fam, _ := EncodeCore(in)
	good := fam[SectionFamilies]
	n := len(in.Families)
	for name, data := range map[string][]byte{
		"empty":     {},
		"short":     good[:len(good)-1],
		"count":     append([]byte{byte(n + 1), 0, 0, 0}, good[4:]...),
		"unsorted":  withU32(good, 4, 5),                    // id[0] = 5 > id[1] = 2
		"pos":       withByte(good, 4+8*n, 'x'),             // pos[0]
		"offset":    withU32(good, 4+4*n, 1<<28),            // offset[0]
		"lemmas":    withU32(good, 4+10*n+4*n+4, 0),         // lemmas[1] = 0
		"byOffset":  withU32(good, 4+10*n+8*n+4, 1),         // a duplicate
		"byOffset2": withU32(good, 4+10*n+8*n+4, uint32(n)), // out of range
		"lemma0":    withU32(good, 4+10*n+4*n, 1),           // lemmas[0] = 1
	} {
		_, err := NewCore(mustOpen(t, corePack(t, in, map[string][]byte{SectionFamilies: data})))
		if !errors.Is(err, ErrCorrupt) {
			t.Errorf("%s: error = %v", name, err)
		}
	}
}

func mustOpen(t testing.TB, data []byte) *Pack {
	t.Helper()
	p, err := Open(data)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func withU32(b []byte, at int, v uint32) []byte {
	b = slices.Clone(b)
	b[at], b[at+1], b[at+2], b[at+3] = byte(v), byte(v>>8), byte(v>>16), byte(v>>24)
	return b
}

func withByte(b []byte, at int, v byte) []byte {
	b = slices.Clone(b)
	b[at] = v
	return b
}

// TestCoreCorruptSections replaces each section but families with bad
// bytes: NewCore succeeds, the methods needing the section give empty
// results, Validate reports it, and nothing panics.
func TestCoreCorruptSections(t *testing.T) {
	in := testCoreInput()
	secs, _ := EncodeCore(in)
	for _, name := range CoreSections {
		if name == SectionFamilies {
			continue
		}
		for i, bad := range [][]byte{{1, 2, 3}, secs[name][:len(secs[name])-1], withByte(secs[name], len(secs[name])-1, 0xff)} {
			c := openCore(t, corePack(t, in, map[string][]byte{name: bad}))
			exerciseCore(c)
			if err := c.Validate(); err == nil && i < 2 {
				t.Errorf("%s variant %d: Validate() = nil", name, i)
			}
		}
	}
	// Targets out of range.
	for name, data := range map[string][]byte{
		SectionRelations:     withU32(secs[SectionRelations], len(secs[SectionRelations])-4, 99),
		SectionFamilyDomains: withByte(secs[SectionFamilyDomains], len(secs[SectionFamilyDomains])-2, 9),
	} {
		c := openCore(t, corePack(t, in, map[string][]byte{name: data}))
		if err := c.Validate(); !errors.Is(err, ErrCorrupt) {
			t.Errorf("%s target out of range: %v", name, err)
		}
	}
	// A corrupt closure falls back to walking the hypernyms.
	c := openCore(t, corePack(t, in, map[string][]byte{SectionClosures: {0, 0, 0, 0}}))
	if !c.IsA(6, 1) || c.IsA(7, 1) || c.Descendants(1).GetCardinality() != 5 {
		t.Error("IsA without closures wrong")
	}
	c = openCore(t, corePack(t, in, map[string][]byte{SectionRelations: {1}}))
	if c.Hypernyms(6) != nil || c.Ancestors(6) != nil || c.Edges(6) != nil || c.IsA(6, 7) {
		t.Error("results from a corrupt relations section")
	}
	if f, ok := c.Family(10); !ok || f.RefLemma != "dog" {
		t.Error("Family needs no relations")
	}
}

// exerciseCore calls every method of c on known and unknown ids.
func exerciseCore(c *Core) {
	for _, id := range []FamilyID{0, 1, 3, 6, 10, 11, 99} {
		c.Family(id)
		c.RefLemma(id)
		c.LexName(id)
		c.Definition(id)
		c.Examples(id)
		c.Hypernyms(id)
		c.Ancestors(id)
		c.Edges(id)
		c.Related(id, Antonym)
		c.IsA(id, 1)
		c.IsA(id, 3)
		c.Descendants(id)
		c.Domains(id)
	}
	c.DomainNames()
	c.FamiliesInDomain("animals")
	c.FamilyByOffset("02084071-n")
	c.IDs()
	_ = c.Validate()
}

// FuzzCore replaces one section of a valid core pack with arbitrary bytes
// and calls every method: errors and empty results are fine, panics are
// not.
func FuzzCore(f *testing.F) {
	in := testCoreInput()
	secs, err := EncodeCore(in)
	if err != nil {
		f.Fatal(err)
	}
	for i, name := range CoreSections {
		f.Add(uint8(i), secs[name])
	}
	f.Fuzz(func(t *testing.T, which uint8, data []byte) {
		if len(data) == 0 {
			return // the writer refuses empty sections
		}
		name := CoreSections[int(which)%len(CoreSections)]
		p, err := Open(corePack(t, in, map[string][]byte{name: data}))
		if err != nil {
			t.Fatal(err)
		}
		c, err := NewCore(p)
		if err != nil {
			return
		}
		exerciseCore(c)
	})
}

func TestCoreConcurrent(t *testing.T) {
	c := openCore(t, corePack(t, testCoreInput(), nil))
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			for range 20 {
				if !c.IsA(6, 1) || len(c.Domains(10)) != 2 || c.RefLemma(10) != "dog" {
					t.Error("wrong result under concurrency")
				}
				exerciseCore(c)
			}
		})
	}
	wg.Wait()
}

// committedCore returns the core pack of the module's packs directory, or
// skips when it has no families yet.
func committedCore(tb testing.TB) []byte {
	data, err := os.ReadFile("../packs/core/core.argot")
	if err != nil {
		tb.Skip(err)
	}
	p, err := Open(data)
	if err != nil {
		tb.Fatal(err)
	}
	if !p.Has(SectionFamilies) {
		tb.Skip("committed core pack has no families")
	}
	return data
}

// BenchmarkCoreLoad measures a cold load of the committed core pack: open,
// NewCore, and the first Family, Hypernyms, IsA and Domains lookups, which
// decode the sections they need.
func BenchmarkCoreLoad(b *testing.B) {
	data := committedCore(b)
	b.ReportAllocs()
	for b.Loop() {
		firstLookups(b, openCore(b, data))
	}
}

// firstLookups makes the lookups of a typical first request.
func firstLookups(tb testing.TB, c *Core) {
	dog := FamilyID(46360)
	animal, _ := c.FamilyByOffset("00015388-n")
	f, ok := c.Family(dog)
	if !ok || f.RefLemma != "dog" || len(c.Domains(dog)) == 0 || len(c.Hypernyms(dog)) == 0 || !c.IsA(dog, animal) {
		tb.Fatal("dog not found")
	}
}

// TestCoreLoad checks that the committed core pack loads and answers a
// first request, and logs the time and heap growth (run with -v; the aim,
// well under 200 ms, is for an idle machine, so it is not asserted here).
func TestCoreLoad(t *testing.T) {
	data := committedCore(t)
	heap := func() float64 {
		var m runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&m)
		return float64(m.HeapAlloc) / (1 << 20)
	}
	base := heap()
	start := time.Now()
	c := openCore(t, data)
	loaded := time.Since(start)
	heapLoaded := heap() - base
	start = time.Now()
	firstLookups(t, c)
	looked := time.Since(start)
	heapLooked := heap() - base
	start = time.Now()
	if err := c.Validate(); err != nil {
		t.Fatal(err)
	}
	all := time.Since(start)
	t.Logf("%d families; NewCore %s, +%.1f MiB; first lookups %s, +%.1f MiB; every section decoded and checked %s, +%.1f MiB",
		c.Len(), loaded, heapLoaded, looked, heapLooked, all, heap()-base)
	runtime.KeepAlive(c)
}

func BenchmarkCoreIsA(b *testing.B) {
	c := openCore(b, committedCore(b))
	dog, canine, animal, entity, person := FamilyID(46360), FamilyID(0), FamilyID(0), FamilyID(0), FamilyID(0)
	for off, id := range map[string]*FamilyID{"02083346-n": &canine, "00015388-n": &animal, "00001740-n": &entity, "00007846-n": &person} {
		*id, _ = c.FamilyByOffset(off)
	}
	queries := [][2]FamilyID{{dog, canine}, {dog, animal}, {dog, entity}, {dog, person}, {canine, dog}}
	b.ReportAllocs()
	for b.Loop() {
		for _, q := range queries {
			c.IsA(q[0], q[1])
		}
	}
	b.ReportMetric(float64(b.N*len(queries))/b.Elapsed().Seconds(), "lookups/s")
}

func BenchmarkCoreFamily(b *testing.B) {
	c := openCore(b, committedCore(b))
	ids := c.IDs()
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		c.Family(ids[i%len(ids)])
		i += 7919
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "families/s")
}

func ExampleCore_IsA() {
	secs, _ := EncodeCore(CoreInput{
		LexNames: []string{"noun.Tops", "noun.animal"},
		Families: []CoreFamily{
			{ID: 1, POS: 'n', Offset: 1740, Lemmas: []string{"entity"}},
			{ID: 2, POS: 'n', LexName: 1, Offset: 15388, Lemmas: []string{"animal"}, Edges: []Edge{{Hypernym, 1}}},
			{ID: 3, POS: 'n', LexName: 1, Offset: 2084071, Lemmas: []string{"dog"}, Edges: []Edge{{Hypernym, 2}}},
		},
	})
	w := NewWriter()
	_ = w.AddSection(SectionMeta, Meta{Language: CoreID}.Marshal(), Provenance{})
	for name, data := range secs {
		_ = w.AddSection(name, data, Provenance{})
	}
	data, _ := w.Bytes()
	p, _ := Open(data)
	core, _ := NewCore(p)

	dog, _ := core.FamilyByOffset("02084071-n")
	fmt.Println(core.IsA(dog, 1), core.IsA(1, dog))
	for _, a := range core.Ancestors(dog) {
		fmt.Println(core.RefLemma(a))
	}
	// Output:
	// true false
	// animal
	// entity
}
