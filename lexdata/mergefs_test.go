package lexdata

import (
	"io/fs"
	"testing"
	"testing/fstest"
)

func TestMergeFS(t *testing.T) {
	a := fstest.MapFS{
		"en.argot":  {Data: []byte("en from a")},
		"shared":    {Data: []byte("file in a")},
		"dir/x.txt": {Data: []byte("x")},
	}
	b := fstest.MapFS{
		"de.argot":  {Data: []byte("de")},
		"en.argot":  {Data: []byte("en from b")},
		"dir/y.txt": {Data: []byte("y")},
		"shared/z":  {Data: []byte("shadowed by a's file")},
	}
	c := fstest.MapFS{"core.argot": {Data: []byte("core")}}
	m := MergeFS(a, b, c)
	if err := fstest.TestFS(m, "en.argot", "de.argot", "core.argot", "shared", "dir/x.txt", "dir/y.txt"); err != nil {
		t.Fatal(err)
	}
	tests := map[string]string{"en.argot": "en from a", "shared": "file in a", "dir/y.txt": "y"}
	for name, want := range tests {
		got, err := fs.ReadFile(m, name)
		if err != nil || string(got) != want {
			t.Errorf("ReadFile(%q) = %q, %v; want %q", name, got, err, want)
		}
	}
	if _, err := fs.Stat(m, "shared/z"); err == nil {
		t.Error("shared/z visible through a's file")
	}
	if err := fstest.TestFS(MergeFS()); err != nil {
		t.Error(err)
	}
}
