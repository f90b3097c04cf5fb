package packbuild

import (
	"bytes"
	"context"
	"fmt"
	"strings"
	"unicode"

	"github.com/argot-nlp/argot/internal/conllu"
	"github.com/argot-nlp/argot/lexdata"
	"github.com/argot-nlp/argot/spell"
)

// This file makes spell.written: counts of the lexicon's English forms in
// edited text (the WordNet glosses and examples, the EWT training text and
// the SemCor sense-tag counts), the written register that the subtitle
// counts of the freq section under-count.

func init() {
	languageProducers = append(languageProducers, producer{spell.SectionWritten, produceSpellWritten})
}

// writtenTreebank is the UD text counted: the training file only, as the
// spelling evaluation reads the development file as clean text.
const writtenTreebank = "ud/en/en_ewt-ud-train.conllu"

// writtenSections are the sections that say which forms the lexicon
// knows.
var writtenSections = map[string]bool{
	lexdata.SectionMeta:    true,
	lexdata.SectionLexemes: true,
	lexdata.SectionForms:   true,
	lexdata.SectionFreq:    true,
}

func produceSpellWritten(ctx context.Context, in input) ([]byte, lexdata.Provenance, error) {
	if in.lang != "en" {
		return nil, lexdata.Provenance{}, &omission{"the edited-text sources (WordNet glosses, SemCor counts) are English"}
	}
	counts := map[string]uint64{}
	wn, err := in.src.loadWordNet()
	if err != nil {
		return nil, lexdata.Provenance{}, err
	}
	glosses := countGlossWords(wn, counts)
	tags, err := in.src.loadTagCounts()
	if err != nil {
		return nil, lexdata.Provenance{}, err
	}
	for key, n := range tags {
		lemma, _, ok := strings.Cut(key, "%")
		if ok && !strings.ContainsAny(lemma, "_-") {
			counts[strings.ToLower(lemma)] += uint64(n)
		}
	}
	data, err := in.src.readMaybeZst(writtenTreebank)
	if err != nil {
		return nil, lexdata.Provenance{}, err
	}
	sents, err := conllu.Parse(bytes.NewReader(data))
	if err != nil {
		return nil, lexdata.Provenance{}, fmt.Errorf("%s: %w", writtenTreebank, err)
	}
	tokens := 0
	for _, s := range sents {
		for _, w := range s.Words {
			counts[strings.ToLower(w.Form)]++
			tokens++
		}
	}
	// Only the forms the lexicon knows are kept.
	p, err := packOf(ctx, in.src, in.lang, languageProducers, func(name string) bool { return writtenSections[name] })
	if err != nil {
		return nil, lexdata.Provenance{}, err
	}
	lang, err := lexdata.NewLanguage(p)
	if err != nil {
		return nil, lexdata.Provenance{}, err
	}
	list, err := lang.WordList()
	if err != nil {
		return nil, lexdata.Provenance{}, err
	}
	// Only the words of the word list are kept: a byte per key of the
	// forms section and per extra word of the frequency list.
	known := 0
	scale := func(w string) byte {
		b := lexdata.FrequencyByte(counts[w])
		if b != 0 {
			known++
		}
		return b
	}
	formBytes := make([]byte, list.Forms())
	list.EachForm(func(i int, w []byte, _ byte) {
		formBytes[i] = scale(string(w))
	})
	extraBytes := make([]byte, list.Extras())
	for i := range extraBytes {
		w, _ := list.Extra(i)
		extraBytes[i] = scale(w)
	}
	prov := lexdata.Provenance{
		Source:  wordnetProvenance.Source + "; UD_English-EWT en_ewt-ud-train.conllu",
		Version: "WordNet 3.0; UD English EWT 2.15",
		License: wordnetProvenance.License + " AND CC-BY-SA-4.0",
		Note: fmt.Sprintf("counts of %d word-list words (forms and frequency-list extras) in edited text, log-scaled to a byte (lexdata.FrequencyByte): each word form once per WordNet gloss "+
			"(%d glosses, a synset's own lemmas, but not their inflections, left out of its gloss), every word of the EWT training text (%d words), SemCor tag counts (cntlist.rev) summed per single-word lemma",
			known, glosses, tokens),
	}
	return spell.EncodeWritten(formBytes, extraBytes), prov, nil
}

// countGlossWords adds to counts each lower-cased word form of every
// synset's gloss (definition and examples), once per gloss, leaving out
// the synset's own lemmas and their parts, so that no lemma counts for
// defining itself; the lemmas' inflected forms in the synset's own
// examples ("runs" in an example of "run") still count. It returns the
// number of glosses.
func countGlossWords(wn *wordNet, counts map[string]uint64) int {
	own := map[string]bool{}
	seen := map[string]bool{}
	for _, ss := range wn.synsets {
		clear(own)
		clear(seen)
		for _, w := range ss.words {
			lemma := strings.ToLower(w.lemma)
			own[lemma] = true
			for _, part := range strings.FieldsFunc(lemma, notWordRune) {
				own[part] = true
			}
		}
		for _, f := range strings.FieldsFunc(ss.gloss, notWordRune) {
			f = strings.ToLower(strings.Trim(f, "'"))
			if f == "" || own[f] || seen[f] {
				continue
			}
			seen[f] = true
			counts[f]++
		}
	}
	return len(wn.synsets)
}

// notWordRune splits gloss text into words: letters, digits and
// apostrophes inside them.
func notWordRune(r rune) bool {
	return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '\''
}
