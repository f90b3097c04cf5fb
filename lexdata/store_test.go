package lexdata

import (
	"bytes"
	"errors"
	"slices"
	"sync"
	"testing"
	"testing/fstest"
)

// languagePack builds a pack for language id with the given stopwords (no
// stopwords section when words is nil).
func languagePack(t testing.TB, id string, words []string) []byte {
	t.Helper()
	w := NewWriter()
	if err := w.AddSection(SectionMeta, Meta{Language: id, Builder: "test"}.Marshal(), testProv); err != nil {
		t.Fatal(err)
	}
	if words != nil {
		data, err := EncodeStringSet(words)
		if err != nil {
			t.Fatal(err)
		}
		if err := w.AddSection(SectionStopwords, data, testProv); err != nil {
			t.Fatal(err)
		}
	}
	b, err := w.Bytes()
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func testStoreFS(t testing.TB) fstest.MapFS {
	corrupt := languagePack(t, "xx", []string{"a"})
	corrupt[len(corrupt)-1] ^= 0xff
	return fstest.MapFS{
		"en.argot":     {Data: languagePack(t, "en", []string{"the", "of", "and"})},
		"zh-CN.argot":  {Data: languagePack(t, "zh-CN", []string{"的", "了"})},
		"ps-AF.argot":  {Data: languagePack(t, "ps-AF", nil)},
		"core.argot":   {Data: languagePack(t, "core", nil)},
		"xx.argot":     {Data: corrupt},
		"wrong.argot":  {Data: languagePack(t, "en", nil)},
		"junk.argot":   {Data: []byte("not a pack")},
		"README.md":    {Data: []byte("hello")},
		"sub/de.argot": {Data: languagePack(t, "de", nil)},
	}
}

func TestStoreLanguage(t *testing.T) {
	s := NewStore(testStoreFS(t))
	tests := []struct {
		id      string
		wantErr error
		stop    []string
		notStop []string
	}{
		{id: "en", stop: []string{"the", "of"}, notStop: []string{"The", "dog", ""}},
		{id: "zh-CN", stop: []string{"的"}, notStop: []string{"狗"}},
		{id: "ps-AF", notStop: []string{"the"}},
		{id: "xx", wantErr: ErrCorrupt},
		{id: "wrong", wantErr: ErrCorrupt},
		{id: "junk", wantErr: ErrCorrupt},
		{id: "de", wantErr: ErrNoPack},
		{id: "sub/de", wantErr: ErrNoPack},
		{id: "../en", wantErr: ErrNoPack},
		{id: "", wantErr: ErrNoPack},
		{id: "core", wantErr: ErrNoPack},
	}
	for _, tt := range tests {
		t.Run(tt.id, func(t *testing.T) {
			l, err := s.Language(tt.id)
			if tt.wantErr != nil {
				if !errors.Is(err, tt.wantErr) || l != nil {
					t.Fatalf("Language(%q) = %v, %v; want error %v", tt.id, l, err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if l.ID() != tt.id || l.Pack() == nil {
				t.Errorf("ID() = %q", l.ID())
			}
			for _, w := range tt.stop {
				if !l.IsStopword(w) {
					t.Errorf("IsStopword(%q) = false", w)
				}
			}
			for _, w := range tt.notStop {
				if l.IsStopword(w) {
					t.Errorf("IsStopword(%q) = true", w)
				}
			}
			again, _ := s.Language(tt.id)
			if again != l {
				t.Error("second call loaded the pack again")
			}
		})
	}
	core, err := s.Core()
	if err != nil || !core.Has(SectionMeta) {
		t.Errorf("Core() = %v, %v", core, err)
	}
}

func TestStoreRemembersFailure(t *testing.T) {
	fsys := testStoreFS(t)
	s := NewStore(fsys)
	_, err1 := s.Language("xx")
	fsys["xx.argot"] = &fstest.MapFile{Data: languagePack(t, "xx", nil)}
	_, err2 := s.Language("xx")
	if err1 == nil || err1 != err2 {
		t.Errorf("errors = %v, %v; want the same error twice", err1, err2)
	}
}

func TestStoreLanguages(t *testing.T) {
	got := NewStore(testStoreFS(t)).Languages()
	want := []string{"en", "junk", "ps-AF", "wrong", "xx", "zh-CN"}
	if !slices.Equal(got, want) {
		t.Errorf("Languages() = %v, want %v", got, want)
	}
	if got := NewStore(fstest.MapFS{}).Languages(); len(got) != 0 {
		t.Errorf("empty fs: Languages() = %v", got)
	}
}

func TestStoreConcurrent(t *testing.T) {
	s := NewStore(testStoreFS(t))
	var wg sync.WaitGroup
	langs := make([]*Language, 32)
	for i := range langs {
		wg.Go(func() {
			l, err := s.Language("en")
			if err != nil {
				t.Error(err)
			}
			langs[i] = l
			_, _ = s.Language("xx")
			_, _ = s.Core()
		})
	}
	wg.Wait()
	for _, l := range langs {
		if l != langs[0] {
			t.Fatal("pack loaded more than once")
		}
	}
}

func TestNilLanguage(t *testing.T) {
	var l *Language
	if l.IsStopword("the") || l.ID() != "" || l.Pack() != nil {
		t.Error("nil Language is not empty")
	}
}

func TestNewLanguageStopwordsShareSection(t *testing.T) {
	p, err := Open(languagePack(t, "en", []string{"the"}))
	if err != nil {
		t.Fatal(err)
	}
	l, err := NewLanguage(p)
	if err != nil {
		t.Fatal(err)
	}
	data, _ := p.Section(SectionStopwords)
	if !bytes.Contains(data, []byte("the")) || !l.IsStopword("the") {
		t.Error("stopword missing")
	}
}

func TestStoreFamiliesWithoutCore(t *testing.T) {
	s := NewStore(fstest.MapFS{})
	if _, err := s.Families(); !errors.Is(err, ErrNoPack) {
		t.Errorf("err = %v, want ErrNoPack", err)
	}
}
