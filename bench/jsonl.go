package bench

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/klauspost/compress/zstd"
)

// readJSONLines reads a .jsonl or .jsonl.zst file line by line.
func readJSONLines(path string, fn func(line []byte) error) error {
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

// readJSONL decodes every line of a .jsonl or .jsonl.zst file into a T.
func readJSONL[T any](path string) ([]T, error) {
	var out []T
	err := readJSONLines(path, func(line []byte) error {
		var v T
		if err := json.Unmarshal(line, &v); err != nil {
			return err
		}
		out = append(out, v)
		return nil
	})
	return out, err
}
