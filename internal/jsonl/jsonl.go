// Package jsonl reads JSON Lines files, plain or zstd-compressed, for the
// evaluation suites and the generators that read ../shared.
package jsonl

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/klauspost/compress/zstd"
)

// Lines calls fn with each non-blank line of the .jsonl or .jsonl.zst file
// at path, trimmed of surrounding space, and stops at the first error,
// which it returns prefixed with the path.
func Lines(path string, fn func(line []byte) error) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	var r io.Reader = f
	if strings.HasSuffix(path, ".zst") {
		dec, err := zstd.NewReader(f)
		if err != nil {
			return err
		}
		defer dec.Close()
		r = dec
	}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), 16<<20)
	for sc.Scan() {
		if line := strings.TrimSpace(sc.Text()); line != "" {
			if err := fn([]byte(line)); err != nil {
				return fmt.Errorf("%s: %w", path, err)
			}
		}
	}
	return sc.Err()
}
