// Package langs holds the 27 languages Argot supports, as the records the
// service answers on GET /languages, and maps the language tags a client may
// send onto those ids.
//
// The per-language data (legacy encoding, display font, script) is the table
// in languages.tsv; native and English names come from CLDR through
// golang.org/x/text/language/display. The package is not for language
// detection (see langid) nor for loading language packs (see lexdata).
package langs

import (
	"bufio"
	_ "embed"
	"fmt"
	"strings"
	"sync"

	"golang.org/x/text/language"
	"golang.org/x/text/language/display"
)

// Record is one element of the service's GET /languages response.
type Record struct {
	// ID is the service's language id ("en", "ps-AF", "zh-TW").
	ID string `json:"id"`
	// Name is the language's name in itself, from CLDR.
	Name string `json:"name"`
	// EnglishName is the language's name in English, from CLDR.
	EnglishName string `json:"englishName"`
	// NativeEncoding is the language's traditional legacy encoding as a
	// WHATWG/IANA label ("windows-1256", "shift_jis").
	NativeEncoding string `json:"nativeEncoding"`
	// PreferredFont is a display font that covers the script well.
	PreferredFont string `json:"preferredFont"`
	// Latin reports whether the language is written in Latin script.
	Latin bool `json:"latin"`
	// RightToLeft is true for the right-to-left scripts (Arabic, Hebrew).
	RightToLeft bool `json:"rightToLeft,omitempty"`
	// SystemLanguage is true on English only.
	SystemLanguage bool `json:"systemLanguage,omitempty"`
}

// entry is one row of languages.tsv plus what is derived from it.
type entry struct {
	Record
	// script is the ISO 15924 code of the writing system.
	script language.Script
}

//go:embed languages.tsv
var languagesTSV string

// rtlScripts are the right-to-left scripts among our languages.
var rtlScripts = map[string]bool{"Arab": true, "Hebr": true}

// table parses languages.tsv once. The table is embedded and covered by
// tests, so a malformed row is a programming error and panics at first use.
var table = sync.OnceValue(func() []entry {
	entries, err := parseTable(languagesTSV)
	if err != nil {
		panic("langs: languages.tsv: " + err.Error())
	}
	return entries
})

// byID indexes table by id.
var byID = sync.OnceValue(func() map[string]int {
	m := make(map[string]int, len(table()))
	for i, e := range table() {
		m[e.ID] = i
	}
	return m
})

func parseTable(src string) ([]entry, error) {
	var entries []entry
	seen := make(map[string]bool)
	sc := bufio.NewScanner(strings.NewReader(src))
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) != 7 {
			return nil, fmt.Errorf("line %d: %d fields, want 7", n, len(f))
		}
		for i := range f {
			if f[i] == "-" {
				f[i] = ""
			}
		}
		id, cldr, script, enc, font, system, name := f[0], f[1], f[2], f[3], f[4], f[5], f[6]
		if id == "" || enc == "" || font == "" || seen[id] {
			return nil, fmt.Errorf("line %d: empty or repeated id, encoding or font", n)
		}
		seen[id] = true
		tag, err := language.Parse(cldr)
		if err != nil {
			return nil, fmt.Errorf("line %d: cldr tag %q: %v", n, cldr, err)
		}
		scr, err := language.ParseScript(script)
		if err != nil {
			return nil, fmt.Errorf("line %d: script %q: %v", n, script, err)
		}
		if name == "" {
			name = display.Self.Name(tag)
		}
		english := display.English.Tags().Name(tag)
		if name == "" || english == "" {
			return nil, fmt.Errorf("line %d: CLDR has no name for %q", n, cldr)
		}
		entries = append(entries, entry{
			Record: Record{
				ID:             id,
				Name:           name,
				EnglishName:    english,
				NativeEncoding: enc,
				PreferredFont:  font,
				Latin:          script == "Latn",
				RightToLeft:    rtlScripts[script],
				SystemLanguage: system == "yes",
			},
			script: scr,
		})
	}
	return entries, sc.Err()
}

// All returns the records of all supported languages in the service's order
// (ar, da, de, en, ..., zh-CN, zh-TW). The slice is a fresh copy.
func All() []Record {
	t := table()
	out := make([]Record, len(t))
	for i, e := range t {
		out[i] = e.Record
	}
	return out
}

// IDs returns the supported language ids in the order of All. The slice is
// a fresh copy.
func IDs() []string {
	t := table()
	out := make([]string, len(t))
	for i, e := range t {
		out[i] = e.ID
	}
	return out
}

// Lookup returns the record with exactly the given id ("zh-CN", not
// "zh-cn"; use Normalize first for tags from outside).
func Lookup(id string) (Record, bool) {
	i, ok := byID()[id]
	if !ok {
		return Record{}, false
	}
	return table()[i].Record, true
}

// isID reports whether id is one of ours, exactly.
func isID(id string) bool {
	_, ok := byID()[id]
	return ok
}
