package sentiment

import (
	"embed"
	"fmt"
	"strings"

	"github.com/argot-nlp/argot/lexdata"
)

//go:embed data/inflections.tsv
var inflectionData embed.FS

// ending is an inflectional ending and what replaces it to give a form
// the lexicon lists.
type ending struct{ suffix, base string }

// readInflections reads the language's rows of data/inflections.tsv.
func (m *model) readInflections() error {
	raw, err := inflectionData.ReadFile("data/inflections.tsv")
	if err != nil {
		return err
	}
	for _, f := range lexdata.TSVRows(raw) {
		if len(f) < 3 || f[1] == "" {
			return fmt.Errorf("sentiment: inflections.tsv: bad row %q", strings.Join(f, "\t"))
		}
		if f[0] != m.lang {
			continue
		}
		base := f[2]
		if base == "-" {
			base = ""
		}
		m.endings = append(m.endings, ending{f[1], base})
	}
	return nil
}

// variants yields the forms of word with an inflectional ending replaced,
// in the table's order; a variant of fewer than two letters is skipped.
func (m *model) variants(word string, yield func(string) bool) {
	for _, e := range m.endings {
		stem, ok := strings.CutSuffix(word, e.suffix)
		if !ok || len([]rune(stem+e.base)) < 2 {
			continue
		}
		if !yield(stem + e.base) {
			return
		}
	}
}
