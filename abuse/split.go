package abuse

import (
	"errors"
	"fmt"
	"hash/fnv"
	"io/fs"
	"slices"
	"strconv"
	"strings"

	"github.com/argot-nlp/argot/lexdata"
	"github.com/argot-nlp/argot/tokenize"
)

// SectionSplit (language pack): the words of the phrase model's entries
// (the abuse lexicon's forms and the cue lists') as the language's
// tokenizer splits them, so that loading the model need not tokenize.
// Written by lexdata/packbuild/abuse_split.go with EncodeSplit.
//
// Its first row is "cues<TAB>HASH", HASH the FNV-64a (hex) of the cue list
// the section was made with; when the embedded list differs, the model
// tokenizes its entries as without the section. Each further row is
// "ENTRY<TAB>WORD<TAB>WORD...", sorted by ENTRY: an entry, normalised as
// lookups compare them, whose tokenizer split is not empty and differs
// from its space-separated words. Entries not listed split at their
// spaces only.
const SectionSplit = "abuse.split"

// splitFunc returns the words of a normalised entry as the tokenizer
// splits it, or nil when that split is empty or the entry's
// space-separated words.
type splitFunc func(entry string) []string

// tokenSplitter returns the splitFunc that runs the language's tokenizer
// (with the pack's dictionary when there is a pack).
func tokenSplitter(m *model, pack *lexdata.Pack) (splitFunc, error) {
	var opts []tokenize.Option
	if pack != nil {
		opts = append(opts, tokenize.WithDictionary(pack))
	}
	tok, err := tokenize.New(m.lang, opts...)
	if err != nil {
		return nil, fmt.Errorf("abuse: %w", err)
	}
	return func(entry string) []string {
		var toks []string
		for _, s := range tok.Tokenize(entry) {
			for _, t := range s.Tokens {
				toks = append(toks, m.norm(t.Text))
			}
		}
		if len(toks) == 0 || slices.Equal(toks, strings.Fields(entry)) {
			return nil
		}
		return toks
	}, nil
}

// cueList returns the embedded cue list of a language (nil when it has
// none).
func cueList(langID string) ([]byte, error) {
	cues, err := fs.ReadFile(cueData, "data/cues/"+langID+".tsv")
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return nil, err
	}
	return cues, nil
}

// cueHash is the fingerprint of a cue list in SectionSplit.
func cueHash(cues []byte) string {
	h := fnv.New64a()
	h.Write(cues)
	return strconv.FormatUint(h.Sum64(), 16)
}

// cueEntries calls yield with the kind field ("insult", "slur:women") and
// each entry of every row of a cue list, as written; it stops at yield's
// first error.
func cueEntries(langID string, cues []byte, yield func(kind, entry string) error) error {
	for _, f := range lexdata.TSVRows(cues) {
		if len(f) != 2 {
			return fmt.Errorf("abuse: cues/%s.tsv: want kind<TAB>entries, got %q", langID, strings.Join(f, "\t"))
		}
		for e := range strings.SplitSeq(f[1], "|") {
			if err := yield(f[0], e); err != nil {
				return err
			}
		}
	}
	return nil
}

// splitVersion names the way EncodeSplit splits entries (the tokenizer and
// model.norm). Change it whenever either changes the split of any entry:
// a pack made the old way then no longer matches, and entries are
// tokenized at load instead of read stale.
const splitVersion = "split-1"

// EncodeSplit makes the SectionSplit of a language's pack, whose
// abuse.lexicon and tokenizer dictionary it reads: the pack need hold no
// other sections. It returns nil for languages whose phrases match as
// character strings, which the model does not tokenize.
func EncodeSplit(langID string, pack *lexdata.Pack) ([]byte, error) {
	if unspaced[langID] {
		return nil, nil
	}
	m := &model{lang: langID}
	split, err := tokenSplitter(m, pack)
	if err != nil {
		return nil, err
	}
	cues, err := cueList(langID)
	if err != nil {
		return nil, err
	}
	splits := map[string][]string{}
	add := func(entry string) {
		entry = m.norm(entry)
		if _, ok := splits[entry]; ok || entry == "" {
			return
		}
		splits[entry] = split(entry)
	}
	if err := cueEntries(langID, cues, func(_, entry string) error { add(entry); return nil }); err != nil {
		return nil, err
	}
	if pack != nil {
		raw, err := pack.OptionalSection(SectionLexicon)
		if err != nil {
			return nil, err
		}
		for f := range lexdata.TSVFields(raw) {
			add(f[0])
		}
	}
	var b strings.Builder
	b.WriteString("cues\t" + cueHash(cues) + "\t" + splitVersion + "\n")
	for _, e := range slices.Sorted(func(yield func(string) bool) {
		for e, w := range splits {
			if w != nil && !yield(e) {
				return
			}
		}
	}) {
		b.WriteString(e)
		for _, w := range splits[e] {
			b.WriteString("\t" + w)
		}
		b.WriteByte('\n')
	}
	return []byte(b.String()), nil
}

// packSplitter returns the splitFunc that reads the pack's SectionSplit,
// or nil when the pack has none or it was made with another cue list or
// splitVersion.
func packSplitter(pack *lexdata.Pack, cues []byte) (splitFunc, error) {
	if pack == nil || !pack.Has(SectionSplit) {
		return nil, nil
	}
	raw, err := pack.Section(SectionSplit)
	if err != nil {
		return nil, fmt.Errorf("abuse: %s: %w", SectionSplit, err)
	}
	first := true
	splits := map[string][]string{}
	for f := range lexdata.TSVFields(raw) {
		if first {
			if len(f) < 2 || f[0] != "cues" {
				return nil, fmt.Errorf("abuse: %s: bad first row %q", SectionSplit, strings.Join(f, "\t"))
			}
			if f[1] != cueHash(cues) || len(f) != 3 || f[2] != splitVersion {
				return nil, nil // made with another cue list or splitter
			}
			first = false
			continue
		}
		if len(f) < 2 {
			return nil, fmt.Errorf("abuse: %s: short row %q", SectionSplit, strings.Join(f, "\t"))
		}
		splits[f[0]] = slices.Clone(f[1:])
	}
	return func(entry string) []string { return splits[entry] }, nil
}
