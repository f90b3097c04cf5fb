package lexdata

import (
	"testing"

	"github.com/RoaringBitmap/roaring/v2"
)

// FuzzOpen opens arbitrary bytes as a pack and reads every section: errors
// are fine, panics are not.
func FuzzOpen(f *testing.F) {
	valid := buildPack(f, testSections())
	f.Add(valid)
	f.Add(languagePack(f, "en", []string{"the", "a"}))
	f.Add(buildPack(f, map[string][]byte{"meta": Meta{Language: "core"}.Marshal(), SectionLemmas: []byte("stored")}))
	f.Add(valid[:len(valid)/2])
	f.Add([]byte(magic))
	f.Add([]byte{})
	f.Fuzz(func(t *testing.T, data []byte) {
		p, err := Open(data)
		if err != nil {
			return
		}
		for _, name := range p.Names() {
			_, _ = p.Section(name)
		}
		_, _ = p.Provenance()
		_, _ = p.Meta()
		_, _ = NewLanguage(p)
	})
}

// FuzzStringSet parses arbitrary bytes as a string set and searches it.
func FuzzStringSet(f *testing.F) {
	valid, _ := EncodeStringSet([]string{"a", "and", "the"})
	f.Add(valid, "the")
	f.Add([]byte{1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 'x'}, "x")
	f.Fuzz(func(t *testing.T, data []byte, word string) {
		tab, err := ParseStringTable(data)
		if err != nil {
			return
		}
		for i := range tab.Len() {
			_ = tab.At(i)
		}
		set, err := ParseStringSet(data)
		if err != nil {
			return
		}
		if i, ok := set.Index(word); ok && set.At(i) != word {
			t.Fatalf("Index(%q) = %d, but At(%d) = %q", word, i, i, set.At(i))
		}
	})
}

// FuzzDecodeBitmaps decodes arbitrary bytes as a bitmap index; whatever
// decodes must encode back to the same bytes or fail to decode cleanly.
func FuzzDecodeBitmaps(f *testing.F) {
	valid, _ := EncodeBitmaps(map[uint32]*roaring.Bitmap{1: roaring.BitmapOf(1, 5, 9), 7: roaring.New()})
	f.Add(valid)
	f.Add([]byte{0, 0, 0, 0})
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := DecodeBitmaps(data)
		if err != nil {
			return
		}
		again, err := EncodeBitmaps(m)
		if err != nil {
			t.Fatal(err)
		}
		m2, err := DecodeBitmaps(again)
		if err != nil || len(m2) != len(m) {
			t.Fatalf("re-decoding: %v", err)
		}
		for k, bm := range m {
			if !bm.Equals(m2[k]) {
				t.Fatalf("key %d changed", k)
			}
		}
	})
}
