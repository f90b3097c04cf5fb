package packbuild

import (
	"bytes"
	"context"
	"fmt"
	"path"
	"slices"
	"strings"

	"github.com/argot-nlp/argot/internal/conllu"
	"github.com/argot-nlp/argot/lexdata"
	"github.com/argot-nlp/argot/spell"
	"github.com/argot-nlp/argot/tokenize"
)

// This file makes spell.context: counts of words and of pairs of
// neighbouring words in running text, which the spelling stage weighs to
// choose among the close candidates of an unknown word.

func init() {
	languageProducers = append(languageProducers, producer{spell.SectionContext, produceSpellContext})
}

// The text counted is every UD file of the language but the primary dev
// file, which the spelling evaluation reads as clean text, and the NC
// licensed ones; in English also the WordNet glosses with their examples.
// A fifth of the treebank sentences (spell.ContextTuning) is left out, so
// that the context weights can be tuned on clean text the counts have not
// seen.

// spellContextMinPair is the fewest times a pair must be seen to be kept:
// pairs seen once are mostly chance, and as many as all the others.
const spellContextMinPair = 2

func produceSpellContext(ctx context.Context, in input) ([]byte, lexdata.Provenance, error) {
	if !spell.Misspellings(in.lang) {
		return nil, lexdata.Provenance{}, &omission{"misspellings are not corrected in this language"}
	}
	files, err := in.src.treebanks(in.lang)
	if err != nil {
		return nil, lexdata.Provenance{}, err
	}
	tk, err := tokenize.New(in.lang)
	if err != nil {
		return nil, lexdata.Provenance{}, err
	}
	counts := map[uint32]uint64{}
	pairs := map[uint32]uint64{}
	var tokens uint64
	add := func(text string) {
		for _, s := range tk.Tokenize(text) {
			prev := spell.ContextStart
			for _, t := range s.Tokens {
				w := tokenize.NormalizeForLookup(in.lang, t.Text)
				counts[spell.ContextKey(w, "")]++
				pairs[spell.ContextKey(prev, w)]++
				prev = w
				tokens++
			}
			pairs[spell.ContextKey(prev, spell.ContextEnd)]++
		}
	}
	var used, licences []string
	sentences := 0
	// Non-commercial treebanks are left out, even where they are all a
	// language has (shippableTreebanks then returns them, for the tagger).
	if use, _, onlyNC := shippableTreebanks(files); onlyNC {
		files = nil
	} else {
		files = use
	}
	for _, f := range files {
		if err := ctx.Err(); err != nil {
			return nil, lexdata.Provenance{}, err
		}
		data, err := in.src.readMaybeZst(f.rel)
		if err != nil {
			return nil, lexdata.Provenance{}, err
		}
		sents, err := conllu.Parse(bytes.NewReader(data))
		if err != nil {
			return nil, lexdata.Provenance{}, fmt.Errorf("%s: %w", f.rel, err)
		}
		for _, s := range sents {
			if s.Text == "" || spell.ContextTuning(s.Text) {
				continue
			}
			add(s.Text)
			sentences++
		}
		used = append(used, path.Base(f.rel))
		if !slices.Contains(licences, f.license) {
			licences = append(licences, f.license)
		}
	}
	prov := lexdata.Provenance{Source: "UD treebanks " + strings.Join(used, ", ")}
	if in.lang == "en" {
		wn, err := in.src.loadWordNet()
		if err != nil {
			return nil, lexdata.Provenance{}, err
		}
		for _, ss := range wn.synsets {
			add(ss.gloss)
		}
		prov.Source += "; " + wordnetProvenance.Source + " glosses and examples"
		licences = append(licences, wordnetProvenance.License)
	}
	if tokens == 0 {
		return nil, lexdata.Provenance{}, &omission{"no running text outside the evaluation's dev file"}
	}
	kept := 0
	for k, n := range pairs {
		if n >= spellContextMinPair {
			counts[k] += n // a pair's key never equals a word's but by chance
			kept++
		}
	}
	prov.License = strings.Join(licences, " AND ")
	prov.Version = "counts of lexsrc as built"
	prov.Note = fmt.Sprintf("%d tokens of %d treebank sentences (a fifth held out for tuning) and, in English, the WordNet glosses: "+
		"hashed counts of the lower-cased words and of the %d pairs of neighbouring words seen at least %d times, log-scaled to a byte; no text",
		tokens, sentences, kept, spellContextMinPair)
	return spell.EncodeContext(counts, tokens), prov, nil
}
