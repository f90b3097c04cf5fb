package packbuild

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/cases"
	"golang.org/x/text/language"
	"golang.org/x/text/unicode/norm"

	"github.com/argot-nlp/argot/lexdata"
)

// A producer makes one section of a pack from the sources. It returns the
// section's bytes and provenance, or an *omission when the language has no
// data for the section (the pack is then built without it and its
// provenance says why).
type producer struct {
	section string
	produce func(ctx context.Context, in input) ([]byte, lexdata.Provenance, error)
}

// input is what a producer builds from.
type input struct {
	lang string // Argot language id, or lexdata.CoreID
	src  *sources
}

// omission reports a section left out of a pack on purpose.
type omission struct{ reason string }

func (o *omission) Error() string { return "omitted: " + o.reason }

// languageProducers make the sections of every language pack. Producers of
// other sections register themselves from their own files with an init
// function; the order does not matter, as the writer sorts sections by name.
var languageProducers = []producer{
	{lexdata.SectionMeta, produceMeta},
	{lexdata.SectionStopwords, produceStopwords},
}

// coreProducers make the sections of the core pack.
var coreProducers = []producer{
	{lexdata.SectionMeta, produceMeta},
}

// generated is the provenance of sections the builder makes itself.
var generated = lexdata.Provenance{
	Source:  "argot",
	Version: Version,
	Note:    "written by the builder; no upstream data",
}

func produceMeta(_ context.Context, in input) ([]byte, lexdata.Provenance, error) {
	return lexdata.Meta{Language: in.lang, Builder: Version}.Marshal(), generated, nil
}

// stopwordsISO is where lexsrc/stopwords comes from (SOURCES-lex.md §6).
var stopwordsISO = lexdata.Provenance{
	Source:  "github.com/stopwords-iso/stopwords-iso stopwords-iso.json",
	Version: "6e8e9a2d1c019ad2a885bcbe157628dea624dfb6",
	License: "MIT",
}

// stopwordNotes say how a list was derived, beyond the normalisation every
// list gets, and why a language has none.
var (
	stopwordNotes = map[string]string{
		"zh-CN": `key "zh" (Simplified)`,
		"zh-TW": `key "zh" converted to Traditional with OpenCC 1.1.6 s2tw`,
	}
	stopwordGaps = map[string]string{
		"ps-AF": "stopwords-iso has no Pashto list; the only one found (github.com/mohbadar/pashto-stopwords) has no licence",
	}
)

const stopwordNormalisation = "NFC, lower-cased, whitespace collapsed, deduplicated, sorted"

func produceStopwords(_ context.Context, in input) ([]byte, lexdata.Provenance, error) {
	var prov lexdata.Provenance
	data, err := in.src.read("stopwords/" + sourceID(in.lang) + ".txt")
	if errors.Is(err, fs.ErrNotExist) {
		reason, ok := stopwordGaps[in.lang]
		if !ok {
			reason = "no stopword list in the sources"
		}
		return nil, prov, &omission{reason}
	}
	if err != nil {
		return nil, prov, err
	}
	words, err := parseWordList(data, in.lang)
	if err != nil {
		return nil, prov, err
	}
	section, err := lexdata.EncodeStringSet(words)
	if err != nil {
		return nil, prov, err
	}
	prov = stopwordsISO
	prov.Note = stopwordNormalisation
	if note := stopwordNotes[in.lang]; note != "" {
		prov.Note = note + "; " + stopwordNormalisation
	}
	return section, prov, nil
}

// parseWordList reads one entry per line, normalised the way the tokenizer
// normalises words before a lookup: NFC and lower-cased with the language's
// rules. Runs of white space inside an entry become one space; blank lines
// are skipped. Duplicates are left for the string set to remove.
func parseWordList(data []byte, lang string) ([]string, error) {
	if !utf8.Valid(data) {
		return nil, fmt.Errorf("word list is not UTF-8")
	}
	text := strings.TrimPrefix(string(data), "\uFEFF")
	lower := cases.Lower(language.Make(lang))
	var words []string
	for line := range strings.Lines(text) {
		w := strings.Join(strings.Fields(line), " ")
		if w == "" {
			continue
		}
		words = append(words, norm.NFC.String(lower.String(norm.NFC.String(w))))
	}
	return words, nil
}
