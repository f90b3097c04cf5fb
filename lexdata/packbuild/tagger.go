package packbuild

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"path"
	"path/filepath"
	"slices"
	"strings"

	"github.com/argot-nlp/argot/grammar"
	"github.com/argot-nlp/argot/internal/conllu"
	"github.com/argot-nlp/argot/lexdata"
)

// This file trains the part-of-speech and morphology tagger of a language
// (package grammar) on the language's UD training material: the primary
// train file where there is one (alone), else the supplementary treebanks
// of ud/<lang>/extra. The primary dev file is the evaluation set; only a
// language with no other material of its own (Arabic, Danish, Norwegian,
// Pashto, Urdu) is trained on it, on the sentences grammar.HeldOut leaves
// for training, and evaluated on the others. Treebanks under a
// non-commercial licence are left out, as for the lexicon. Settings were
// chosen on a tuning fifth of the training material (see TestTaggerTune),
// never on the dev files.

func init() {
	languageProducers = append(languageProducers, producer{grammar.SectionTagger, produceTagger})
}

// taggerEpochs is the number of training passes (fixed, for determinism).
const taggerEpochs = 12

// taggerSeed seeds the shuffle of training sentences.
const taggerSeed = 2026

// taggerBorrowed names languages without treebank material of their own
// that are trained on a close relative's, and how forms are converted.
var taggerBorrowed = map[string]struct {
	from, convert string
}{
	"ms": {from: "id"}, // Malay: Indonesian treebanks, Malay lexicon
	// Danish and Norwegian Bokmål have no train file but a dev file, on
	// whose training part they are trained like Arabic: adding the
	// Swedish treebanks did worse on the tuning fifth (UPOS 0.890 against
	// 0.900 for Danish, 0.942 against 0.946 for Bokmål).
	"zh-CN": {from: "zh-TW", convert: "TSCharacters.txt"}, // Traditional treebanks converted to Simplified
}

// taggerMaterial is the training material of a language's tagger.
type taggerMaterial struct {
	lang  string
	sents [][]grammar.TrainWord
	prov  provenanceList
	// from is the language whose treebanks were read besides the
	// language's own dev file; convert the OpenCC table applied to them.
	from, convert string
	// devOnly: the language's own dev file, less its held-out part, is
	// part of the material.
	devOnly bool
	// own counts the sentences, first in sents, of the language's own
	// primary treebank (its train file, or its dev file when devOnly).
	own     int
	skipped []string
	onlyNC  bool
}

// readTaggerMaterial reads the training sentences of in.lang's tagger:
// its own treebanks, else its dev file less the sentences
// grammar.HeldOut keeps for evaluation together with the treebanks of
// the relative taggerBorrowed names. Sentences keep rejects are left
// out (keep may be nil); with surfaceToo, sentences with multiword
// tokens come a second time as their surface tokens (see
// readTrainSentences).
func readTaggerMaterial(ctx context.Context, in input, keep func(*conllu.Sentence) bool, surfaceToo bool) (*taggerMaterial, error) {
	tm := &taggerMaterial{lang: in.lang, from: in.lang}
	files, err := in.src.treebanks(in.lang)
	if err != nil {
		return nil, err
	}
	if len(files) == 0 {
		dev, err := in.src.devTreebank(in.lang)
		if err != nil {
			return nil, err
		}
		if len(dev) > 0 {
			tm.devOnly = true
			dev, skipped, nc := shippableTreebanks(dev)
			tm.skipped, tm.onlyNC = skipped, nc
			if err := tm.read(ctx, in.src, dev, nil, func(s *conllu.Sentence) bool {
				return !grammar.HeldOut(s) && (keep == nil || keep(s))
			}, surfaceToo); err != nil {
				return nil, err
			}
		}
	}
	if b, ok := taggerBorrowed[in.lang]; ok {
		tm.from, tm.convert = b.from, b.convert
		if files, err = in.src.treebanks(b.from); err != nil {
			return nil, err
		}
	}
	var conv map[rune]rune
	if tm.convert != "" {
		if conv, err = in.src.openCCChars(tm.convert); err != nil {
			return nil, err
		}
	}
	if slices.ContainsFunc(files, func(f udFile) bool { return !strings.Contains(f.rel, "/extra/") }) {
		// A primary train file is of the treebank the dev file is: the
		// supplementary ones, with their own conventions, do harm (for
		// Korean, Kaist's sentences took UPOS on the tuning fifth of
		// the GSD train file from 0.966 to 0.934).
		files = slices.DeleteFunc(files, func(f udFile) bool { return strings.Contains(f.rel, "/extra/") })
	}
	files, skipped, nc := shippableTreebanks(files)
	tm.skipped, tm.onlyNC = append(tm.skipped, skipped...), tm.onlyNC || nc
	if err := tm.read(ctx, in.src, files, conv, keep, surfaceToo); err != nil {
		return nil, err
	}
	return tm, nil
}

// read adds the sentences of files to tm.
func (tm *taggerMaterial) read(ctx context.Context, src *sources, files []udFile, conv map[rune]rune, keep func(*conllu.Sentence) bool, surfaceToo bool) error {
	for _, f := range files {
		if err := ctx.Err(); err != nil {
			return err
		}
		got, err := readTrainSentences(src, f.rel, conv, surfaceToo, keep)
		if err != nil {
			return err
		}
		if tm.own == len(tm.sents) && tm.from == tm.lang && !strings.Contains(f.rel, "/extra/") {
			tm.own += len(got)
		}
		tm.sents = append(tm.sents, got...)
		tm.prov.add(lexdata.Provenance{
			Source:  "github.com/UniversalDependencies/" + f.treebank + " " + path.Base(f.rel),
			Version: f.release,
			License: spdxUD(f.license),
		})
	}
	return nil
}

// taggerConfig is the training configuration of every language's tagger.
func taggerConfig(lang string, lookup func(string) []lexdata.Analysis) grammar.TrainConfig {
	return grammar.TrainConfig{
		Lang:   lang,
		Lookup: lookup,
		Epochs: taggerEpochs,
		Seed:   taggerSeed,
	}
}

func produceTagger(ctx context.Context, in input) ([]byte, lexdata.Provenance, error) {
	lookup, err := in.src.lookupFor(in.lang)
	if err != nil {
		return nil, lexdata.Provenance{}, err
	}
	return buildTagger(ctx, in, lookup)
}

// buildTagger trains the tagger section of in.lang with the lexicon
// lookup (nil: none).
func buildTagger(ctx context.Context, in input, lookup func(string) []lexdata.Analysis) ([]byte, lexdata.Provenance, error) {
	var prov lexdata.Provenance
	tm, err := readTaggerMaterial(ctx, in, nil, true)
	if err != nil {
		return nil, prov, err
	}
	if len(tm.sents) == 0 {
		reason := "no UD training material"
		if len(tm.skipped) > 0 {
			reason += " under a licence packs may ship (left out: " + strings.Join(tm.skipped, ", ") + ")"
		}
		return nil, prov, &omission{reason + "; the grammar stage tags with lexicon readings and rules"}
	}
	m, st, err := grammar.Train(tm.sents, taggerConfig(in.lang, lookup))
	if err != nil {
		return nil, prov, err
	}
	data, err := m.MarshalBinary()
	if err != nil {
		return nil, prov, err
	}
	note := ""
	if tm.devOnly {
		note += fmt.Sprintf("trained on the dev file less the 1 in %d sentences grammar.HeldOut keeps for evaluation", grammar.HeldOutShare)
		if tm.from != in.lang {
			note += " and"
		} else {
			note += "; "
		}
	}
	if tm.from != in.lang {
		if !tm.devOnly {
			note += "trained"
		}
		note += fmt.Sprintf(" on the %s treebanks", tm.from)
		if tm.convert != "" {
			note += " converted with OpenCC " + tm.convert
		}
		note += "; "
	}
	note += fmt.Sprintf("averaged perceptron, greedy left to right, then a second pass over the predicted tags around each word (grammar format %d), %d epochs over %d sentences / %d words; %d weight rows, %d feature-table entries",
		grammar.ModelVersion, taggerEpochs, st.Sentences, st.Words, st.Rows, st.Entries)
	if len(tm.skipped) > 0 {
		note += "; NC treebanks left out: " + strings.Join(tm.skipped, ", ")
	}
	if tm.onlyNC {
		note += "; the only UD material of the language is under a non-commercial licence, which this section therefore carries"
	}
	return data, tm.prov.merged(note), nil
}

// shippableTreebanks chooses the treebank files a tagger learns from.
// Files under a non-commercial licence are left out (and named in
// skipped) when the language has others; when it has only such files
// (Turkish IMST, Urdu UDTB), they are used, since a tagger at UPOS 0.90
// against rules at 0.3–0.5 is worth the licence, and the section's
// provenance records it (onlyNC).
func shippableTreebanks(files []udFile) (use []udFile, skipped []string, onlyNC bool) {
	var nc []udFile
	for _, f := range files {
		if strings.Contains(f.license, "NC") {
			nc = append(nc, f)
			skipped = append(skipped, path.Base(f.rel))
			continue
		}
		use = append(use, f)
	}
	if len(use) == 0 && len(nc) > 0 {
		return nc, nil, true
	}
	return use, skipped, false
}

// readTrainSentences reads the syntactic words of a treebank file,
// converting characters with conv when it is not nil, and skipping the
// sentences keep rejects when keep is not nil. With surfaceToo, a
// sentence with multiword tokens ("im" = "in dem") comes a second time as its surface
// tokens, since that is what the tagger sees in running text: each
// multiword token is one word tagged as its main word (see surfaceWord).
func readTrainSentences(src *sources, rel string, conv map[rune]rune, surfaceToo bool, keep func(*conllu.Sentence) bool) ([][]grammar.TrainWord, error) {
	data, err := src.readMaybeZst(rel)
	if err != nil {
		return nil, err
	}
	convert := func(form string) string {
		if conv == nil {
			return form
		}
		return strings.Map(func(r rune) rune {
			if c, ok := conv[r]; ok {
				return c
			}
			return r
		}, form)
	}
	r := conllu.NewReader(bytes.NewReader(data))
	var out [][]grammar.TrainWord
	for {
		sent, err := r.Next()
		if errors.Is(err, io.EOF) || (err == nil && sent == nil) {
			break
		}
		if err != nil {
			return nil, fmt.Errorf("%s: %w", rel, err)
		}
		if keep != nil && !keep(sent) {
			continue
		}
		words := make([]grammar.TrainWord, len(sent.Words))
		for i, w := range sent.Words {
			words[i] = grammar.TrainWord{Form: convert(w.Form), UPOS: w.UPOS, Feats: w.Feats}
		}
		out = append(out, words)
		if !surfaceToo || len(sent.Tokens) == len(sent.Words) {
			continue
		}
		surface := make([]grammar.TrainWord, 0, len(sent.Tokens))
		for _, tok := range sent.Tokens {
			if tok.First < 1 || tok.Last > len(sent.Words) || tok.First > tok.Last {
				surface = nil
				break
			}
			w := surfaceWord(sent.Words[tok.First-1 : tok.Last])
			surface = append(surface, grammar.TrainWord{Form: convert(tok.Form), UPOS: w.UPOS, Feats: w.Feats})
		}
		if surface != nil {
			out = append(out, surface)
		}
	}
	return out, nil
}

// devTreebank lists lang's primary dev file with its licence, or nothing
// when the language has none.
func (s *sources) devTreebank(lang string) ([]udFile, error) {
	dir := path.Join("ud", lang)
	names, err := filepath.Glob(filepath.Join(s.dir, filepath.FromSlash(dir), "*-ud-dev.conllu*"))
	if err != nil || len(names) == 0 {
		return nil, err
	}
	slices.Sort(names)
	table, err := s.udLicences()
	if err != nil {
		return nil, err
	}
	row, ok := table[lang]
	if !ok {
		return nil, fmt.Errorf("ud/SOURCES.md has no licence for %s", lang)
	}
	name := strings.TrimSuffix(filepath.Base(names[0]), ".zst")
	return []udFile{{rel: dir + "/" + name, treebank: row[0], license: row[1], release: row[2]}}, nil
}

// surfaceWord is the word a multiword token is tagged as: its first
// content word ("בבית" = ADP + NOUN: NOUN; "dámelo": VERB), else its first
// word ("im" = ADP + DET: ADP).
func surfaceWord(words []conllu.Word) conllu.Word {
	for _, w := range words {
		switch w.UPOS {
		case "NOUN", "PROPN", "VERB", "ADJ", "ADV", "NUM", "PRON", "AUX":
			return w
		}
	}
	return words[0]
}

// lookupFor returns the Lookup of lang's lexicon as the pack being built
// will hold it, or nil when the language has no lexicon.
func (s *sources) lookupFor(lang string) (func(string) []lexdata.Analysis, error) {
	l, err := s.languageFor(lang)
	if err != nil || l == nil {
		return nil, err
	}
	return l.Lookup, nil
}

// languageFor makes a Language of lang's lexicon sections (nil when the
// language has no lexicon).
func (s *sources) languageFor(lang string) (*lexdata.Language, error) {
	ls, err := s.lexicon(lang)
	if err != nil {
		return nil, err
	}
	if ls.lexemes == nil || ls.forms == nil {
		return nil, nil
	}
	w := lexdata.NewWriter()
	w.SetBuilder(Version)
	if err := w.AddSection(lexdata.SectionMeta, lexdata.Meta{Language: lang, Builder: Version}.Marshal(), generated); err != nil {
		return nil, err
	}
	if err := w.AddSection(lexdata.SectionLexemes, ls.lexemes, ls.lexemesProv); err != nil {
		return nil, err
	}
	if err := w.AddSection(lexdata.SectionForms, ls.forms, ls.formsProv); err != nil {
		return nil, err
	}
	data, err := w.Bytes()
	if err != nil {
		return nil, err
	}
	p, err := lexdata.Open(data)
	if err != nil {
		return nil, err
	}
	return lexdata.NewLanguage(p)
}
