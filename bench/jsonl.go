package bench

import (
	"encoding/json"

	"github.com/argot-nlp/argot/internal/jsonl"
)

// readJSONLines reads a .jsonl or .jsonl.zst file line by line.
var readJSONLines = jsonl.Lines

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
