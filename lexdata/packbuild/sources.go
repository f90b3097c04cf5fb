package packbuild

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"
	"sync"

	"github.com/klauspost/compress/zstd"
)

// sources is the lexsrc directory. Files listed in its SHA256SUMS are
// checked on read, so a pack's recorded provenance matches its input.
type sources struct {
	dir   string
	sums  map[string]string // slash path relative to dir -> hex SHA-256
	cache sync.Map          // memo key -> *result
}

func openSources(dir string) (*sources, error) {
	info, err := os.Stat(dir)
	if err != nil {
		return nil, fmt.Errorf("packbuild: sources: %w", err)
	}
	if !info.IsDir() {
		return nil, fmt.Errorf("packbuild: sources: %s is not a directory", dir)
	}
	s := &sources{dir: dir, sums: map[string]string{}}
	data, err := os.ReadFile(filepath.Join(dir, "SHA256SUMS"))
	if errors.Is(err, fs.ErrNotExist) {
		return s, nil
	}
	if err != nil {
		return nil, fmt.Errorf("packbuild: sources: %w", err)
	}
	sc := bufio.NewScanner(bytes.NewReader(data))
	for sc.Scan() {
		sum, name, ok := strings.Cut(sc.Text(), "  ")
		if !ok {
			continue
		}
		s.sums[path.Clean(strings.TrimPrefix(name, "*"))] = sum
	}
	return s, nil
}

// read returns the contents of the slash path rel under the sources
// directory. A missing file gives an error wrapping fs.ErrNotExist.
func (s *sources) read(rel string) ([]byte, error) {
	data, err := os.ReadFile(filepath.Join(s.dir, filepath.FromSlash(rel)))
	if err != nil {
		return nil, err
	}
	if want, ok := s.sums[rel]; ok {
		got := sha256.Sum256(data)
		if hex.EncodeToString(got[:]) != want {
			return nil, fmt.Errorf("%s: SHA-256 does not match SHA256SUMS", rel)
		}
	}
	return data, nil
}

// sourceID maps an Argot language id to the id the sources use.
func sourceID(lang string) string {
	if lang == "ps-AF" {
		return "ps"
	}
	return lang
}

// readMaybeZst reads rel, or rel+".zst" decompressed when only the
// compressed copy exists (lexsrc compresses files over 1 MB).
func (s *sources) readMaybeZst(rel string) ([]byte, error) {
	data, err := s.read(rel)
	if !errors.Is(err, fs.ErrNotExist) {
		return data, err
	}
	data, err = s.read(rel + ".zst")
	if err != nil {
		return nil, err
	}
	dec, err := zstd.NewReader(nil, zstd.WithDecoderMaxMemory(1<<30))
	if err != nil {
		return nil, err
	}
	defer dec.Close()
	out, err := dec.DecodeAll(data, nil)
	if err != nil {
		return nil, fmt.Errorf("%s.zst: %w", rel, err)
	}
	return out, nil
}

// memo returns the value f computes for key, computing it once per build:
// producers of several packs share parsed sources (the CILI map, WordNet)
// through it.
func (s *sources) memo(key string, f func() (any, error)) (any, error) {
	type result struct {
		once sync.Once
		v    any
		err  error
	}
	r, _ := s.cache.LoadOrStore(key, &result{})
	res := r.(*result)
	res.once.Do(func() { res.v, res.err = f() })
	return res.v, res.err
}
