package lexdata

import (
	"embed"
	"testing"
	"testing/fstest"
	"unsafe"
)

//go:embed testdata/xx.argot
var testEmbedFiles embed.FS

//go:embed testdata/xx.argot
var testEmbedData string

func TestEmbeddedFSInPlace(t *testing.T) {
	const name = "testdata/xx.argot"
	fsys := MergeFS(NewEmbeddedFS(testEmbedFiles, name, testEmbedData), fstest.MapFS{"other": {Data: []byte("x")}})
	data, err := readPack(fsys, name)
	if err != nil {
		t.Fatal(err)
	}
	if len(data) != len(testEmbedData) || unsafe.SliceData(data) != unsafe.StringData(testEmbedData) {
		t.Error("readPack copied the embedded pack")
	}
	// Other files, and the pack through ReadFile, are read as usual.
	if b, err := readPack(fsys, "other"); err != nil || string(b) != "x" {
		t.Errorf("readPack(other) = %q, %v", b, err)
	}
	if b, err := NewEmbeddedFS(testEmbedFiles, name, testEmbedData).ReadFile(name); err != nil || string(b) != testEmbedData {
		t.Errorf("ReadFile: %v", err)
	}
	// A string that is not the file's is not trusted.
	if b, err := readPack(NewEmbeddedFS(testEmbedFiles, name, "short"), name); err != nil || string(b) != testEmbedData {
		t.Errorf("readPack with a wrong string = %q, %v", b, err)
	}
}

func TestEmbeddedFSStore(t *testing.T) {
	sub := NewEmbeddedFS(testEmbedFiles, "testdata/xx.argot", testEmbedData)
	files, err := sub.ReadDir("testdata")
	if err != nil || len(files) != 1 {
		t.Fatalf("ReadDir = %v, %v", files, err)
	}
	p, err := Open(mustRead(t, sub, "testdata/xx.argot"))
	if err != nil {
		t.Fatal(err)
	}
	l, err := NewLanguage(p)
	if err != nil || l.ID() != "xx" || !l.IsStopword("a") || l.IsStopword("c") {
		t.Errorf("language %v (%v): wrong id or stopwords", l.ID(), err)
	}
}

func mustRead(t *testing.T, fsys *EmbeddedFS, name string) []byte {
	t.Helper()
	b, err := readPack(fsys, name)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
