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
)

// sources is the lexsrc directory. Files listed in its SHA256SUMS are
// checked on read, so a pack's recorded provenance matches its input.
type sources struct {
	dir  string
	sums map[string]string // slash path relative to dir -> hex SHA-256
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
