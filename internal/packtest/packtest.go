// Package packtest builds small language packs for tests.
package packtest

import (
	"testing"

	"github.com/argot-nlp/argot/lexdata"
)

// Provenance is the provenance every section of a test pack records.
var Provenance = lexdata.Provenance{Source: "test", Version: "1", License: "MIT"}

// Language writes sections (name → data) into a pack and opens it as a
// language, failing t on any error. A language pack needs a
// lexdata.SectionMeta among them.
func Language(t testing.TB, sections map[string][]byte) *lexdata.Language {
	t.Helper()
	w := lexdata.NewWriter()
	for name, data := range sections {
		if err := w.AddSection(name, data, Provenance); err != nil {
			t.Fatal(err)
		}
	}
	b, err := w.Bytes()
	if err != nil {
		t.Fatal(err)
	}
	l, err := lexdata.OpenLanguage(b)
	if err != nil {
		t.Fatal(err)
	}
	return l
}
