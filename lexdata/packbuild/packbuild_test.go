package packbuild

import (
	"bytes"
	"context"
	"errors"
	"go/format"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/argot-nlp/argot/lexdata"
)

// writeSources writes a small lexsrc directory for tests.
func writeSources(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, data := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func TestParseWordList(t *testing.T) {
	tests := []struct {
		name, lang, in string
		want           []string
	}{
		{"plain", "en", "the\nof\n", []string{"the", "of"}},
		{"crlf and bom", "en", "\uFEFFthe\r\nof\r\n", []string{"the", "of"}},
		{"blank and spaces", "en", "\n  a \n\t\nper  se\n", []string{"a", "per se"}},
		{"upper", "en", "The\nI\n", []string{"the", "i"}},
		{"turkish dotted", "tr", "I\nİ\n", []string{"ı", "i"}},
		{"nfd to nfc", "fr", "e\u0301te\u0301\n", []string{"été"}},
		{"duplicates kept", "en", "a\na\n", []string{"a", "a"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := parseWordList([]byte(tt.in), tt.lang)
			if err != nil || !slices.Equal(got, tt.want) {
				t.Errorf("parseWordList(%q) = %q, %v; want %q", tt.in, got, err, tt.want)
			}
		})
	}
	if _, err := parseWordList([]byte{0xff}, "en"); err == nil {
		t.Error("invalid UTF-8 accepted")
	}
}

func TestBuild(t *testing.T) {
	src := writeSources(t, map[string]string{
		"stopwords/en.txt":    "The\nof\nthe\n",
		"stopwords/zh-TW.txt": "們\n的\n",
	})
	out := t.TempDir()
	var progress bytes.Buffer
	if err := Build(context.Background(), src, out, []string{"en", "ps-AF", "zh-TW", "core"}, &progress); err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(progress.String(), "\n"); n != 5 {
		t.Errorf("progress has %d lines, want 5:\n%s", n, progress.String())
	}
	s := lexdata.NewStore(os.DirFS(out))
	if got := s.Languages(); !slices.Equal(got, []string{"en", "ps-AF", "zh-TW"}) {
		t.Errorf("Languages() = %v", got)
	}
	en, err := s.Language("en")
	if err != nil {
		t.Fatal(err)
	}
	data, _ := en.Pack().Section(lexdata.SectionStopwords)
	set, err := lexdata.ParseStringSet(data)
	if err != nil || set.Len() != 2 || !en.IsStopword("the") || !en.IsStopword("of") {
		t.Errorf("en stopwords: %d words, %v", set.Len(), err)
	}
	ps, err := s.Language("ps-AF")
	if err != nil {
		t.Fatal(err)
	}
	pp, _ := ps.Pack().Provenance()
	if ps.Pack().Has(lexdata.SectionStopwords) || !strings.Contains(pp.Omitted[lexdata.SectionStopwords], "licence") {
		t.Errorf("ps-AF provenance = %+v", pp)
	}
	tw, _ := s.Language("zh-TW")
	pp, _ = tw.Pack().Provenance()
	if sp := pp.Sections[lexdata.SectionStopwords]; sp.License != "MIT" || !strings.Contains(sp.Note, "s2tw") {
		t.Errorf("zh-TW provenance = %+v", sp)
	}
	if _, err := s.Core(); err != nil {
		t.Error(err)
	}
}

func TestBuildErrors(t *testing.T) {
	ctx := context.Background()
	src := writeSources(t, map[string]string{
		"stopwords/en.txt": "the\n",
		"SHA256SUMS":       strings.Repeat("0", 64) + "  ./stopwords/en.txt\n",
	})
	if err := Build(ctx, src, t.TempDir(), []string{"en"}, nil); err == nil || !strings.Contains(err.Error(), "SHA256SUMS") {
		t.Errorf("checksum mismatch: error = %v", err)
	}
	if err := Build(ctx, src, t.TempDir(), []string{"xx"}, nil); err == nil {
		t.Error("unknown language accepted")
	}
	if err := Build(ctx, filepath.Join(src, "missing"), t.TempDir(), nil, nil); err == nil {
		t.Error("missing source directory accepted")
	}
	cancelled, cancel := context.WithCancel(ctx)
	cancel()
	if err := Build(cancelled, src, t.TempDir(), nil, nil); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: error = %v", err)
	}
}

// lexsrc is the shared sources directory, when this checkout has one.
const lexsrc = "../../../shared/lexsrc"

// TestDeterministic builds all packs twice from small generated sources, as
// Go packages, and compares every output file byte for byte. (With the real
// sources, TestCommittedPacksUpToDate compares a fresh build with one made
// earlier.)
func TestDeterministic(t *testing.T) {
	src := writeSources(t, map[string]string{
		"stopwords/en.txt": "the\nof\nand\n",
		"stopwords/de.txt": "der\ndie\ndas\n",
	})
	ctx := context.Background()
	a, b := t.TempDir(), t.TempDir()
	const importPath = "example.com/packs"
	if err := BuildPackages(ctx, src, a, importPath, nil, nil); err != nil {
		t.Fatal(err)
	}
	if err := BuildPackages(ctx, src, b, importPath, nil, nil); err != nil {
		t.Fatal(err)
	}
	files := 0
	err := filepath.WalkDir(a, func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(a, path)
		da, _ := os.ReadFile(path)
		db, err := os.ReadFile(filepath.Join(b, rel))
		if err != nil || !bytes.Equal(da, db) {
			t.Errorf("%s differs between builds (%v)", rel, err)
		}
		if strings.HasSuffix(rel, ".go") {
			if formatted, err := format.Source(da); err != nil || !bytes.Equal(formatted, da) {
				t.Errorf("%s is not gofmt-clean (%v)", rel, err)
			}
		}
		files++
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	// A pack and a Go file per language and core, and packs/all.
	if want := 2*(len(languages)+1) + 1; files != want {
		t.Errorf("built %d files, want %d", files, want)
	}
}

func TestPackageName(t *testing.T) {
	tests := map[string]string{"en": "en", "zh-CN": "zhcn", "zh-TW": "zhtw", "ps-AF": "psaf", "no": "no", "core": "core"}
	for id, want := range tests {
		if got := PackageName(id); got != want {
			t.Errorf("PackageName(%q) = %q, want %q", id, got, want)
		}
	}
}

// TestCommittedPacksUpToDate checks that the module's packs directory is
// what the builder makes from the shared sources now.
func TestCommittedPacksUpToDate(t *testing.T) {
	if testing.Short() {
		t.Skip("rebuilds every pack (about a minute); skipped with -short")
	}
	if _, err := os.Stat(lexsrc); err != nil {
		t.Skipf("no %s", lexsrc)
	}
	const committed = "../../packs"
	out := t.TempDir()
	if err := BuildPackages(context.Background(), lexsrc, out, "github.com/argot-nlp/argot/packs", nil, nil); err != nil {
		t.Fatal(err)
	}
	err := filepath.WalkDir(out, func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(out, path)
		want, _ := os.ReadFile(path)
		got, err := os.ReadFile(filepath.Join(committed, rel))
		if err != nil || !bytes.Equal(got, want) {
			t.Errorf("packs/%s is stale (%v); run: go run ./lexdata/build -src ../shared/lexsrc -out packs", rel, err)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

func TestParseCILI(t *testing.T) {
	c, err := parseCILI([]byte("i1\t00001740-a\ni2\t00002098-s\nbad line\ni46360\t02084071-n\n"))
	if err != nil {
		t.Fatal(err)
	}
	for synset, want := range map[string]uint32{"00001740-a": 1, "00002098-s": 2, "00002098-a": 2, "02084071-n": 46360} {
		if got, ok := c.family(synset); !ok || got != want {
			t.Errorf("family(%s) = %d, %v; want %d", synset, got, ok, want)
		}
	}
	if _, ok := c.family("99999999-n"); ok {
		t.Error("unknown synset found")
	}
}
