package jsonl

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/klauspost/compress/zstd"
)

func TestLines(t *testing.T) {
	dir := t.TempDir()
	text := "{\"a\":1}\n\n  {\"a\":2}  \n"
	plain := filepath.Join(dir, "x.jsonl")
	if err := os.WriteFile(plain, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	enc, _ := zstd.NewWriter(nil)
	packed := filepath.Join(dir, "x.jsonl.zst")
	if err := os.WriteFile(packed, enc.EncodeAll([]byte(text), nil), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{plain, packed} {
		var got []string
		if err := Lines(p, func(l []byte) error { got = append(got, string(l)); return nil }); err != nil {
			t.Fatal(err)
		}
		if strings.Join(got, "|") != `{"a":1}|{"a":2}` {
			t.Errorf("%s: got %q", p, got)
		}
	}
	stop := errors.New("stop")
	err := Lines(plain, func([]byte) error { return stop })
	if !errors.Is(err, stop) || !strings.Contains(err.Error(), plain) {
		t.Errorf("error = %v, want the callback's, prefixed with the path", err)
	}
	if err := Lines(filepath.Join(dir, "missing.jsonl"), func([]byte) error { return nil }); err == nil {
		t.Error("a missing file gave no error")
	}
}
