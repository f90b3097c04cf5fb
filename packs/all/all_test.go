package all_test

import (
	"io/fs"
	"slices"
	"testing"
	"testing/fstest"

	"github.com/argot-nlp/argot/lexdata"
	"github.com/argot-nlp/argot/lexdata/packbuild"
	"github.com/argot-nlp/argot/packs/all"
)

func packFiles() []string {
	var files []string
	for _, id := range append(packbuild.Languages(), lexdata.CoreID) {
		files = append(files, id+lexdata.Extension)
	}
	return files
}

func TestFS(t *testing.T) {
	if err := fstest.TestFS(all.FS, packFiles()...); err != nil {
		t.Fatal(err)
	}
	var walked []string
	err := fs.WalkDir(all.FS, ".", func(path string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			walked = append(walked, path)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	want := packFiles()
	slices.Sort(want)
	if !slices.Equal(walked, want) {
		t.Errorf("WalkDir found %v, want %v", walked, want)
	}
}

// TestEveryPackLoads loads every embedded pack through a store and reads all
// of its sections.
func TestEveryPackLoads(t *testing.T) {
	s := lexdata.NewStore(all.FS)
	if got, want := s.Languages(), packbuild.Languages(); !slices.Equal(got, want) {
		t.Errorf("Languages() = %v, want %v", got, want)
	}
	stop := map[string]string{
		"en": "the", "de": "und", "fr": "les", "ru": "и", "ar": "في",
		"zh-CN": "的", "zh-TW": "們", "ja": "これ", "tr": "ve", "no": "og",
	}
	for _, id := range packbuild.Languages() {
		l, err := s.Language(id)
		if err != nil {
			t.Errorf("%s: %v", id, err)
			continue
		}
		for _, name := range l.Pack().Names() {
			if _, err := l.Pack().Section(name); err != nil {
				t.Errorf("%s: %v", id, err)
			}
		}
		if w, ok := stop[id]; ok && !l.IsStopword(w) {
			t.Errorf("%s: IsStopword(%q) = false", id, w)
		}
		pp, err := l.Pack().Provenance()
		if err != nil || pp.Builder != packbuild.Version {
			t.Errorf("%s: provenance %+v, %v", id, pp, err)
		}
		if id == "ps-AF" {
			if l.Pack().Has(lexdata.SectionStopwords) || pp.Omitted[lexdata.SectionStopwords] == "" {
				t.Errorf("ps-AF: stopwords present or omission not recorded: %+v", pp)
			}
		} else if !l.Pack().Has(lexdata.SectionStopwords) || pp.Sections[lexdata.SectionStopwords].License != "MIT" {
			t.Errorf("%s: stopwords missing or not MIT: %+v", id, pp)
		}
	}
	core, err := s.Core()
	if err != nil {
		t.Fatal(err)
	}
	if m, err := core.Meta(); err != nil || m.Language != lexdata.CoreID {
		t.Errorf("core meta = %+v, %v", m, err)
	}
}

func BenchmarkStoreColdLoad(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := lexdata.NewStore(all.FS).Language("en"); err != nil {
			b.Fatal(err)
		}
	}
}
