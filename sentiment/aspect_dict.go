package sentiment

import (
	"encoding/binary"
	"maps"
	"slices"
	"strings"

	"github.com/argot-nlp/argot/internal/doc"
)

// termDict holds the aspect terms of the tagger's training sentences by
// their lower-cased lemmas (joined by dictSep): how often each run of
// lemmas was a gold term and how often it occurred at all. A run that was
// a term before is likely one again, the more so the larger the share of
// its occurrences that were terms; the tagger's word features see one
// word at a time, the dictionary whole runs ("tiempo de espera", "battery
// life"). In the cross-validation inside the training parts
// (lexdata/packbuild TestAspectTaggerCV, 2026-11) it raised term F1 from
// 0.626 to 0.633 (es), 0.646 to 0.651 (ru), 0.580 to 0.582 (nl), 0.467
// to 0.469 (tr), 0.670 to 0.682, 0.767 to 0.775 and 0.583 to 0.599 (en
// laptops, restaurants 2014 and 2015). Keyed by word forms it did less
// (nl 0.564, tr 0.459), and so did the count of terms in the feature,
// terms seen once left out, the share crossed with the part of speech,
// features on the words either side of a run, and a per-word share of
// occurrences inside terms.
type termDict map[string]dictEntry

type dictEntry struct{ term, seen uint32 }

const (
	dictSep = "\x00"
	// dictLongest is the most words a dictionary term holds; longer
	// terms are rare and left out.
	dictLongest = 4
	// dictFolds is how many parts the training sentences are cut into
	// to give each part the features of a dictionary built from the
	// others: the features a sentence the tagger never saw gets.
	dictFolds = 5
)

func dictKey(lemmas []string) string { return strings.Join(lemmas, dictSep) }

// badDictPart reports a lemma no key may hold: an empty one, or one that
// holds the separator.
func badDictPart(l string) bool { return l == "" || strings.Contains(l, dictSep) }

// newTermDict builds the dictionary of the examples' gold terms, leaving
// out the examples in another language than the pack's. Every occurrence
// of a run counts as seen, even where the gold does not say whether it
// is a term (PolarityOnly files, kinds of terms a file leaves unmarked):
// leaving those out lowered the cross-validated F1 (es 0.633 to 0.625).
func newTermDict(examples []AspectExample) termDict {
	d := termDict{}
	own := func(ex *AspectExample) bool { return !ex.foreign && len(ex.lemmas) == len(ex.gold) }
	for k := range examples {
		ex := &examples[k]
		if !own(ex) {
			continue
		}
		for start, end := range tagSpans(ex.gold) {
			if end-start <= dictLongest && !slices.ContainsFunc(ex.lemmas[start:end], badDictPart) {
				key := dictKey(ex.lemmas[start:end])
				e := d[key]
				e.term++
				d[key] = e
			}
		}
	}
	for k := range examples {
		ex := &examples[k]
		if !own(ex) {
			continue
		}
		for i := range ex.lemmas {
			for n := 1; n <= dictLongest && i+n <= len(ex.lemmas); n++ {
				key := dictKey(ex.lemmas[i : i+n])
				if e, ok := d[key]; ok {
					e.seen++
					d[key] = e
				}
			}
		}
	}
	if len(d) == 0 {
		return nil
	}
	return d
}

// features returns the dictionary features of a sentence's words: for
// the longest dictionary term starting at each word not already inside
// one, a feature on its first word and one on each later word, naming the
// share of its occurrences that were terms.
func (d termDict) features(lemmas []string) [][]uint32 {
	out := make([][]uint32, len(lemmas))
	if len(d) == 0 {
		return out
	}
	for i := 0; i < len(lemmas); {
		best, entry := 0, dictEntry{}
		for n := min(dictLongest, len(lemmas)-i); n >= 1; n-- {
			if e, ok := d[dictKey(lemmas[i:i+n])]; ok {
				best, entry = n, e
				break
			}
		}
		if best == 0 {
			i++
			continue
		}
		b := entry.share()
		out[i] = append(out[i], hashString(fDict, "B"+b))
		for j := i + 1; j < i+best; j++ {
			out[j] = append(out[j], hashString(fDict, "I"+b))
		}
		i += best
	}
	return out
}

// share names the share of a dictionary term's occurrences that were
// terms, in four steps (set a priori).
func (e dictEntry) share() string {
	share := float64(e.term) / float64(max(e.seen, 1))
	switch {
	case share >= 0.7:
		return "h"
	case share >= 0.4:
		return "m"
	case share >= 0.15:
		return "l"
	}
	return "0"
}

// withDict returns the static features of each word with the
// dictionary's added.
func withDict(static, extra [][]uint32) [][]uint32 {
	out := make([][]uint32, len(static))
	for i := range static {
		if i >= len(extra) || len(extra[i]) == 0 {
			out[i] = static[i]
			continue
		}
		out[i] = append(slices.Clip(static[i]), extra[i]...)
	}
	return out
}

// outOfFoldDict gives each example of the pack's language the dictionary
// features of a dictionary built from the examples of the other folds
// (every dictFolds-th example a fold), so that training sees them as the
// tagger will on sentences it never saw.
func outOfFoldDict(examples []AspectExample) []AspectExample {
	out := slices.Clone(examples)
	var parts [dictFolds][]AspectExample
	for i, ex := range examples {
		parts[i%dictFolds] = append(parts[i%dictFolds], ex)
	}
	for f := range dictFolds {
		var others []AspectExample
		for g := range dictFolds {
			if g != f {
				others = append(others, parts[g]...)
			}
		}
		d := newTermDict(others)
		for i := f; i < len(out); i += dictFolds {
			if !out[i].foreign {
				out[i].features = withDict(out[i].features, d.features(out[i].lemmas))
			}
		}
	}
	return out
}

// lemmas are the lower-cased lemmas of a sentence, as the dictionary keys
// them (lemmaKey: a word without a lemma by its form).
func (m *model) lemmas(toks []doc.Token) []string {
	out := make([]string, len(toks))
	for i := range toks {
		out[i] = m.lemmaKey(&toks[i])
	}
	return out
}

// append appends the dictionary, keys ascending: their number, then
// each key's length and bytes and its two counts, as uvarints.
func (d termDict) append(out []byte) []byte {
	keys := slices.Sorted(maps.Keys(d))
	out = binary.AppendUvarint(out, uint64(len(keys)))
	for _, k := range keys {
		out = binary.AppendUvarint(out, uint64(len(k)))
		out = append(out, k...)
		out = binary.AppendUvarint(out, uint64(d[k].term))
		out = binary.AppendUvarint(out, uint64(d[k].seen))
	}
	return out
}

// readDict reads a dictionary that append wrote and returns the rest of
// data; an empty dictionary reads as nil.
func readDict(data []byte) (termDict, []byte, error) {
	n, k := binary.Uvarint(data)
	// Every entry takes at least four bytes.
	if k <= 0 || n > uint64(len(data))/4 {
		return nil, nil, errTagger
	}
	data = data[k:]
	if n == 0 {
		return nil, data, nil
	}
	d := make(termDict, n)
	prev := ""
	for i := range n {
		l, k := binary.Uvarint(data)
		if k <= 0 || l == 0 || l > uint64(len(data)-k) {
			return nil, nil, errTagger
		}
		key := string(data[k : k+int(l)])
		data = data[k+int(l):]
		parts := strings.Split(key, dictSep)
		if i > 0 && key <= prev || len(parts) > dictLongest || slices.ContainsFunc(parts, badDictPart) {
			return nil, nil, errTagger
		}
		prev = key
		var e [2]uint64
		for j := range e {
			v, k := binary.Uvarint(data)
			if k <= 0 || v > 1<<31 {
				return nil, nil, errTagger
			}
			e[j], data = v, data[k:]
		}
		if e[0] == 0 {
			return nil, nil, errTagger
		}
		d[key] = dictEntry{uint32(e[0]), uint32(e[1])}
	}
	return d, data, nil
}
