package packbuild

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/argot-nlp/argot/internal/split"
	"github.com/argot-nlp/argot/langid"
	"github.com/argot-nlp/argot/lexdata"
)

func init() {
	coreProducers = append(coreProducers, producer{langid.SectionName, produceLangID})
}

// langidProvenance lists every input of the language identification model.
var langidProvenance = lexdata.Provenance{
	Source: "lexsrc freq (github.com/hermitdave/FrequencyWords), ud (UniversalDependencies train and extra/ files, " +
		"except evaluation and NC-licensed treebanks), omw/wikt and omw/cldr lemmas, omw/msa (Wordnet Bahasa), stopwords (stopwords-iso), " +
		"segment/opencc STCharacters/TSCharacters",
	Version: "FrequencyWords 525f9b560de45753a5ea01069454e72e9aa541c6; UD per lexsrc/ud/SOURCES.md; OpenCC 5249273a3e5606852f088c9a8b23522145d94f78",
	License: "CC-BY-SA-4.0 AND CC-BY-SA-3.0 AND CC-BY-4.0 AND LGPL-LR AND MIT AND Unicode-DFS-2016 AND Apache-2.0",
	Note: "character 1-4-gram and word log-probabilities per language (top-K per order, quantised to 1/8 nat), " +
		"plus letter cues (Pashto and Urdu letters, Simplified-only and Traditional-only Han characters) " +
		"and word cues of close pairs (ms/id from Wordnet Bahasa, da/no and ms/id from the frequency lists and from the forms only one Hunspell dictionary accepts)",
}

// langidSkipTreebanks are UD treebanks the model must not learn from: the
// langid evaluation set (devsets/langid) draws its Hebrew and Persian
// sentences from HTB and Seraji, whose dev and test files lexsrc has in
// extra/; the others are licensed for non-commercial use only.
var langidSkipTreebanks = []string{
	"he_htb", "fa_seraji", // evaluation data
	"tr_imst", "it_partut", "sv_lines", "zh_beginner", // CC BY-NC-SA
}

// langidISO are the ISO 639-3 codes of the OMW wikt and cldr lemma files.
// Chinese has none: the wikt and cldr "cmn" files mix the two scripts.
var langidISO = map[string]string{
	"ar": "arb", "da": "dan", "de": "deu", "en": "eng", "es": "spa", "fa": "fas", "fi": "fin",
	"fr": "fra", "he": "heb", "id": "ind", "it": "ita", "ja": "jpn", "ko": "kor", "ms": "zsm",
	"nl": "nld", "no": "nob", "pl": "pol", "ps-AF": "pus", "pt": "por", "ru": "rus", "sv": "swe",
	"th": "tha", "tr": "tur", "ur": "urd", "vi": "vie",
}

// langidSeedWords are function words of languages whose sources have no
// stopword list (Pashto: stopwords-iso has none): the particles,
// postpositions, pronouns and auxiliaries of any sentence.
var langidSeedWords = map[string]string{
	"ps-AF": "د په او چې له ته کې دا هم شي وي نه دې یې څخه سره پر دی ده وو کړي شوی کول خو که هر ټول دغه هغه زه موږ تاسو دوی ما مې به لا یو ځینې ډېر ښه",
}

// langidScriptDecides are the languages whose script alone identifies
// them; their n-gram models only matter when the caller's candidates leave
// their script's language out, so they keep a fifth of the features.
var langidScriptDecides = map[string]bool{"he": true, "ko": true, "ru": true, "th": true}

// langidCueLetters are letters of the Arabic script that only one of
// Argot's Arabic-script languages uses, and the weight of each occurrence
// as evidence, in nats.
var langidCueLetters = []struct {
	lang    string
	letters string
	bonus   float64
}{
	{"ps-AF", "ټډړږښګڼېۍځڅ", 20},
	{"ur", "ٹڈڑںےھ", 3},
}

// langidHanBonus is the evidence, in nats, of one Simplified-only or
// Traditional-only Han character.
const langidHanBonus = 4

// Source weights of a language's model: the frequency list (film
// subtitles: conversational), treebank sentences (news, wiki, reviews) and
// the lexicon (lemmas and stopwords: every word counts once).
const (
	langidFreqWeight    = 0.5
	langidUDWeight      = 0.4
	langidLexiconWeight = 0.1
)

func produceLangID(ctx context.Context, in input) ([]byte, lexdata.Provenance, error) {
	var prov lexdata.Provenance
	if _, err := in.src.readMaybeZst("freq/en.txt"); errors.Is(err, fs.ErrNotExist) {
		return nil, prov, &omission{"no frequency lists in the sources"}
	}
	langs, cues, _, err := langidTraining(ctx, in.src, nil)
	if err != nil {
		return nil, prov, err
	}
	data, err := langid.Train(langs, cues, langid.DefaultTrainOptions)
	if err != nil {
		return nil, prov, err
	}
	return data, langidWithHunspell(in.src, langidProvenance), nil
}

// langidTraining reads the training material and cues of every language.
// Treebank sentences for which holdOut is true are left out of the
// material and returned instead, one slice per language.
func langidTraining(ctx context.Context, src *sources, holdOut func(text string) bool) ([]langid.Language, []langid.Cue, map[string][]string, error) {
	cues, err := langidCues(src)
	if err != nil {
		return nil, nil, nil, err
	}
	// The subtitle frequency lists of zh-CN and zh-TW mix the two scripts:
	// each keeps only words without a character of the other.
	other := map[string]map[rune]bool{"zh-CN": {}, "zh-TW": {}}
	for _, c := range cues {
		switch c.Lang {
		case "zh-CN":
			other["zh-TW"][c.Rune] = true
		case "zh-TW":
			other["zh-CN"][c.Rune] = true
		}
	}
	contaminated, err := langidContamination(src)
	if err != nil {
		return nil, nil, nil, err
	}
	var langs []langid.Language
	held := map[string][]string{}
	for _, lang := range languages {
		if err := ctx.Err(); err != nil {
			return nil, nil, nil, err
		}
		l, h, err := langidMaterial(src, lang, other[lang], contaminated[lang], holdOut)
		if err != nil {
			return nil, nil, nil, fmt.Errorf("%s: %w", lang, err)
		}
		langs = append(langs, l)
		if len(h) > 0 {
			held[lang] = h
		}
	}
	for _, f := range []func(*sources) ([]langid.Cue, error){langidWordnetDistinct, langidFrequencyDistinct, langidHunspellDistinct} {
		more, err := f(src)
		if err != nil {
			return nil, nil, nil, err
		}
		cues = append(cues, more...)
	}
	cues = langidStrongestCues(cues)
	for i := range langs {
		if langidScriptDecides[langs[i].ID] {
			langs[i].Keep = 0.2
		}
	}
	return langs, cues, held, nil
}

// langidWithHunspell adds to the provenance p the Hunspell dictionaries of
// langidHunspellPairs that the sources hold (langidHunspellForms skips
// the others).
func langidWithHunspell(src *sources, p lexdata.Provenance) lexdata.Provenance {
	var origins []string
	for _, pair := range langidHunspellPairs {
		for _, lang := range pair {
			for _, id := range hunspellIDs[lang] {
				if src.missing([]string{"hunspell/" + id + ".aff", "hunspell/" + id + ".dic"}) != "" {
					continue
				}
				origins = append(origins, id+": "+hunspellOrigins[id])
				if l := hunspellLicenses[id]; l != "" {
					p.License += " AND (" + l + ")"
				}
			}
		}
	}
	if len(origins) == 0 {
		return p
	}
	p.Source += ", hunspell dictionaries of the close pairs"
	p.Version += "; hunspell " + strings.Join(origins, ", ")
	return p
}

// langidNeighbours pairs a language whose subtitle frequency list mixes in
// much of a close neighbour's (the Malay list is about half Indonesian)
// with that neighbour.
var langidNeighbours = map[string]string{"ms": "id"}

// langidForeignRatio is how many times more frequent, relatively, a word
// must be in the neighbour's list than in the language's own for the
// language's list to leave it out as the neighbour's ("kendaraan",
// "bisa", "nggak" in the Malay list).
const langidForeignRatio = 4

// langidContamination returns, for each language of langidNeighbours, the
// words of its frequency list that belong to the neighbour.
func langidContamination(src *sources) (map[string]map[string]bool, error) {
	out := map[string]map[string]bool{}
	for lang, neighbour := range langidNeighbours {
		own, err := relativeFrequencies(src, lang)
		if err != nil {
			return nil, err
		}
		theirs, err := relativeFrequencies(src, neighbour)
		if err != nil {
			return nil, err
		}
		drop := map[string]bool{}
		for w, p := range own {
			if theirs[w] > langidForeignRatio*p {
				drop[w] = true
			}
		}
		out[lang] = drop
	}
	return out, nil
}

// langidWordnetPairs are the close pairs whose wordnets are separate
// lemmatisations of the same synsets (Wordnet Bahasa: Malay zsm and
// Indonesian ind), with the file of each.
var langidWordnetPairs = [][2]struct{ lang, file string }{
	{{"ms", "omw/msa/wn-data-zsm.tab"}, {"id", "omw/msa/wn-data-ind.tab"}},
}

// langidWordnetBonus is the evidence, in nats, of one word that only one
// language of a pair's wordnets has.
const langidWordnetBonus = 1.5

// langidWordnetDistinct finds the words that tell a close pair apart: a
// single-word lemma that one language's wordnet has and the other's does
// not ("kenderaan", "universiti", "kualiti" against "kendaraan",
// "kualitas"), kept when the language's frequency list has it and the
// other's has it at most a quarter as often.
func langidWordnetDistinct(src *sources) ([]langid.Cue, error) {
	var out []langid.Cue
	for _, pair := range langidWordnetPairs {
		var lemmas [2]map[string]bool
		for i, side := range pair {
			data, err := src.readMaybeZst(side.file)
			if errors.Is(err, fs.ErrNotExist) {
				return nil, nil
			}
			if err != nil {
				return nil, err
			}
			lemmas[i] = map[string]bool{}
			for line := range strings.Lines(string(data)) {
				f := strings.Split(strings.TrimRight(line, "\r\n"), "\t")
				if len(f) >= 3 && strings.HasSuffix(f[1], ":lemma") && !strings.ContainsAny(f[2], " _-") {
					lemmas[i][strings.ToLower(f[2])] = true
				}
			}
		}
		freq, written, err := langidPairShares(src, [2]string{pair[0].lang, pair[1].lang})
		if err != nil {
			return nil, err
		}
		if freq[0] == nil || freq[1] == nil {
			continue // a list is missing: nothing to compare
		}
		for i, side := range pair {
			other := 1 - i
			var words []string
			for w := range lemmas[i] {
				if !lemmas[other][w] && utf8.RuneCountInString(w) >= 4 && freq[i][w] > 0 && written[other][w] <= freq[i][w]/langidForeignRatio {
					words = append(words, w)
				}
			}
			slices.Sort(words)
			for _, w := range words {
				out = append(out, langid.Cue{Word: w, Lang: side.lang, Bonus: langidWordnetBonus})
			}
		}
	}
	return out, nil
}

// langidFrequencyPairs are the close pairs whose frequency lists tell
// them apart word by word: the words one list has many times more often
// than the other (Malay "kerana", "boleh", "awak" against Indonesian
// "karena", "bisa"; Danish "hvad", "mig", "efter" against Norwegian "hva",
// "meg", "etter").
var langidFrequencyPairs = [][2]string{{"ms", "id"}, {"da", "no"}}

// Thresholds of langidFrequencyDistinct: a word is evidence for a language
// when it makes at least langidMinShare of the language's list and at least
// langidDistinctRatio times its share of the other's; each occurrence then
// weighs langidFreqBonusScale times the log of that ratio, at most
// langidMaxFreqBonus nats. The ratio and the scale were chosen on the
// tuning fifth of devsets/langid (FNV-1a of the text = 0 mod 5) among
// ratios 4, 8, 16 and scales 0.5, 0.75, 1.
const (
	langidMinShare       = 2e-6
	langidDistinctRatio  = 8
	langidFreqBonusScale = 0.75
	langidMaxFreqBonus   = 3
)

// langidFrequencyDistinct derives word cues for the languages of
// langidFrequencyPairs from their frequency lists. Words with a digit are
// left out (subtitle markup in the lists).
func langidFrequencyDistinct(src *sources) ([]langid.Cue, error) {
	var out []langid.Cue
	for _, pair := range langidFrequencyPairs {
		freq, written, err := langidPairShares(src, pair)
		if err != nil {
			return nil, err
		}
		if freq[0] == nil || freq[1] == nil {
			continue // a list is missing: nothing to compare
		}
		for i, lang := range pair {
			other := written[1-i]
			var words []string
			for w, p := range freq[i] {
				if p >= langidMinShare && p >= langidDistinctRatio*other[w] && !strings.ContainsFunc(w, unicode.IsDigit) {
					words = append(words, w)
				}
			}
			slices.Sort(words)
			for _, w := range words {
				ratio := freq[i][w] / max(other[w], langidMinShare/langidDistinctRatio)
				bonus := min(langidFreqBonusScale*math.Log(ratio), langidMaxFreqBonus)
				out = append(out, langid.Cue{Word: w, Lang: lang, Bonus: bonus})
			}
		}
	}
	return out, nil
}

// langidHunspellPairs are the close pairs whose Hunspell dictionaries tell
// them apart: a word form one language's dictionary accepts and the
// other's does not (Malay "bahawa", "aktiviti", "basikal" against
// Indonesian "bahwa", "aktivitas", "bensin"; Norwegian "mye", "trodde").
// The Malay dictionary shares most of its words with the Indonesian one
// ("karena", "uang" and "mobil" among them), so it adds few cues.
var langidHunspellPairs = [][2]string{{"ms", "id"}, {"da", "no"}}

// Weighting of langidHunspellDistinct: a form one dictionary alone
// accepts is evidence when it makes at least langidMinShare of the
// language's frequency list and at least langidHunspellRatio times its
// share of the other's (the dictionary already vouches for it, so a
// smaller ratio than langidDistinctRatio does); each occurrence weighs
// langidFreqBonusScale times the log of that ratio, at most
// langidMaxFreqBonus nats, like a frequency cue.
const (
	langidHunspellRatio = 2
	// langidHunspellFormLimit bounds the forms expanded from one stem.
	langidHunspellFormLimit = 200
)

// langidHunspellDistinct derives word cues for the languages of
// langidHunspellPairs from the forms only one of their Hunspell
// dictionaries accepts, weighted by the frequency lists.
func langidHunspellDistinct(src *sources) ([]langid.Cue, error) {
	var out []langid.Cue
	for _, pair := range langidHunspellPairs {
		var forms [2]map[string]bool
		for i, lang := range pair {
			f, err := langidHunspellForms(src, lang)
			if err != nil {
				return nil, err
			}
			forms[i] = f
		}
		freq, written, err := langidPairShares(src, pair)
		if err != nil {
			return nil, err
		}
		if forms[0] == nil || forms[1] == nil || freq[0] == nil || freq[1] == nil {
			continue // a source is missing: nothing to compare
		}
		for i, lang := range pair {
			other := 1 - i
			var words []string
			for w := range forms[i] {
				p := freq[i][w]
				if !forms[other][w] && p >= langidMinShare && p >= langidHunspellRatio*written[other][w] {
					words = append(words, w)
				}
			}
			slices.Sort(words)
			for _, w := range words {
				ratio := freq[i][w] / max(written[other][w], langidMinShare/langidDistinctRatio)
				bonus := min(langidFreqBonusScale*math.Log(ratio), langidMaxFreqBonus)
				out = append(out, langid.Cue{Word: w, Lang: lang, Bonus: bonus})
			}
		}
	}
	return out, nil
}

// langidHunspellForms returns the lower-cased word forms the language's
// Hunspell dictionaries accept, or nil when it has none.
func langidHunspellForms(src *sources, lang string) (map[string]bool, error) {
	var out map[string]bool
	for _, id := range hunspellIDs[lang] {
		aff, err := src.readMaybeZst("hunspell/" + id + ".aff")
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			return nil, err
		}
		dic, err := src.readMaybeZst("hunspell/" + id + ".dic")
		if err != nil {
			return nil, err
		}
		d, err := parseHunspell(aff, dic)
		if err != nil {
			return nil, fmt.Errorf("hunspell/%s: %w", id, err)
		}
		if out == nil {
			out = map[string]bool{}
		}
		for _, st := range d.stems {
			d.expand(st, langidHunspellFormLimit, func(form string) {
				out[strings.ToLower(form)] = true
			})
		}
	}
	return out, nil
}

// langidStrongestCues keeps, of the word cues several sources give the
// same word for the same language, the strongest: the sources are
// different views of one fact, not independent evidence.
func langidStrongestCues(cues []langid.Cue) []langid.Cue {
	type key struct{ word, lang string }
	at := map[key]int{}
	var out []langid.Cue
	for _, c := range cues {
		if c.Word == "" {
			out = append(out, c)
			continue
		}
		k := key{c.Word, c.Lang}
		if i, ok := at[k]; ok {
			out[i].Bonus = max(out[i].Bonus, c.Bonus)
			continue
		}
		at[k] = len(out)
		out = append(out, c)
	}
	return out
}

// langidPairShares reads the word shares of the two languages of a close
// pair: freq from the frequency lists (nil when a list is missing), and
// written from langidWordShares. A word is evidence for one language when
// its share of that language's list is many times its share of the other
// language in either register (a register only one language has material
// for would otherwise make cues of its everyday words).
func langidPairShares(src *sources, pair [2]string) (freq, written [2]map[string]float64, err error) {
	for i, lang := range pair {
		if freq[i], err = relativeFrequencies(src, lang); errors.Is(err, fs.ErrNotExist) {
			return freq, written, nil
		} else if err != nil {
			return freq, written, err
		}
		if written[i], err = langidWordShares(src, lang); err != nil {
			return freq, written, err
		}
	}
	return freq, written, nil
}

// langidWordShares is a language's word -> share for comparing the
// languages of a close pair: the larger of its share of the frequency list
// (film subtitles) and of the language's treebank sentences (news, wiki,
// reviews), so that a word common in either register of a language is not
// taken for the other language's.
func langidWordShares(src *sources, lang string) (map[string]float64, error) {
	out, err := relativeFrequencies(src, lang)
	if err != nil {
		return nil, err
	}
	files, err := langidTreebankFiles(src, lang)
	if err != nil {
		return nil, err
	}
	counts := map[string]float64{}
	total := 0.0
	for _, f := range files {
		data, err := src.readMaybeZst(strings.TrimSuffix(f, ".zst"))
		if err != nil {
			return nil, err
		}
		for line := range strings.Lines(string(data)) {
			text, ok := langidTreebankText(line)
			if !ok {
				continue
			}
			for _, w := range strings.FieldsFunc(text, func(r rune) bool { return !unicode.IsLetter(r) }) {
				counts[strings.ToLower(w)]++
				total++
			}
		}
	}
	for w, n := range counts {
		out[w] = max(out[w], n/total)
	}
	return out, nil
}

// relativeFrequencies reads a frequency list as word -> share of all
// counted tokens.
func relativeFrequencies(src *sources, lang string) (map[string]float64, error) {
	data, err := src.readMaybeZst("freq/" + sourceID(lang) + ".txt")
	if err != nil {
		return nil, err
	}
	out := map[string]float64{}
	total := 0.0
	for line := range strings.Lines(string(data)) {
		w, n, ok := strings.Cut(strings.TrimSpace(line), " ")
		count, err := strconv.ParseFloat(n, 64)
		if !ok || err != nil {
			continue
		}
		out[w] += count
		total += count
	}
	for w := range out {
		out[w] /= total
	}
	return out, nil
}

// langidMaterial reads the training material of one language, leaving out
// frequency-list words with a letter of foreign and the words of drop, and
// returning instead of learning the treebank sentences holdOut (when not
// nil) selects.
func langidMaterial(src *sources, lang string, foreign map[rune]bool, drop map[string]bool, holdOut func(string) bool) (langid.Language, []string, error) {
	l := langid.Language{ID: lang}
	// Frequency list: "word count" lines.
	freq := langid.NewCorpus()
	data, err := src.readMaybeZst("freq/" + sourceID(lang) + ".txt")
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return l, nil, err
	}
	sc := bufio.NewScanner(bytes.NewReader(data))
	for sc.Scan() {
		w, n, ok := strings.Cut(sc.Text(), " ")
		if !ok {
			continue
		}
		count, err := strconv.ParseFloat(strings.TrimSpace(n), 64)
		if err != nil || drop[w] || strings.ContainsFunc(w, func(r rune) bool { return foreign[r] }) {
			continue
		}
		freq.AddText(w, count)
	}
	// Treebank sentences.
	ud := langid.NewCorpus()
	var held []string
	files, err := langidTreebankFiles(src, lang)
	if err != nil {
		return l, nil, err
	}
	for _, f := range files {
		data, err := src.readMaybeZst(strings.TrimSuffix(f, ".zst"))
		if err != nil {
			return l, nil, err
		}
		for line := range strings.Lines(string(data)) {
			text, ok := langidTreebankText(line)
			if !ok {
				continue
			}
			if holdOut != nil && holdOut(text) {
				held = append(held, text)
				continue
			}
			ud.AddText(text, 1)
		}
	}
	// Lexicon: OMW lemmas and stopwords.
	lex := langid.NewCorpus()
	if iso := langidISO[lang]; iso != "" {
		for _, f := range []string{"omw/wikt/wn-wikt-" + iso + ".tab", "omw/cldr/wn-cldr-" + iso + ".tab"} {
			data, err := src.readMaybeZst(f)
			if errors.Is(err, fs.ErrNotExist) {
				continue
			}
			if err != nil {
				return l, nil, err
			}
			for line := range strings.Lines(string(data)) {
				fields := strings.Split(strings.TrimRight(line, "\r\n"), "\t")
				if len(fields) >= 3 && strings.HasSuffix(fields[1], ":lemma") {
					lex.AddText(strings.ReplaceAll(fields[2], "_", " "), 1)
				}
			}
		}
	}
	lex.AddText(langidSeedWords[lang], 1)
	if data, err := src.read("stopwords/" + sourceID(lang) + ".txt"); err == nil {
		lex.AddText(string(data), 1)
	} else if !errors.Is(err, fs.ErrNotExist) {
		return l, nil, err
	}
	for _, s := range []langid.Source{{Corpus: freq, Weight: langidFreqWeight}, {Corpus: ud, Weight: langidUDWeight}, {Corpus: lex, Weight: langidLexiconWeight}} {
		if !s.Corpus.Empty() {
			l.Sources = append(l.Sources, s)
		}
	}
	if len(l.Sources) == 0 {
		return l, nil, fmt.Errorf("no training material")
	}
	return l, held, nil
}

// langidTreebankText returns the sentence of a CoNLL-U "# text = ..."
// comment line, trimmed. Vietnamese VTB writes "# text =Tôi ..." without
// the space.
func langidTreebankText(line string) (string, bool) {
	text, ok := strings.CutPrefix(line, "# text =")
	if !ok {
		return "", false
	}
	return strings.TrimSpace(text), true
}

// langidTreebankFiles lists the UD files the model learns from, as slash
// paths relative to the sources: the primary treebank's train file and the
// supplementary files in extra/, never a primary dev file.
func langidTreebankFiles(src *sources, lang string) ([]string, error) {
	var out []string
	for _, dir := range []string{"ud/" + lang, "ud/" + lang + "/extra"} {
		entries, err := os.ReadDir(filepath.Join(src.dir, filepath.FromSlash(dir)))
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			return nil, err
		}
		for _, e := range entries {
			name := e.Name()
			if e.IsDir() || !strings.Contains(name, ".conllu") {
				continue
			}
			if !strings.HasSuffix(dir, "/extra") && !strings.Contains(name, "-ud-train") {
				continue
			}
			treebank, _, _ := strings.Cut(name, "-ud-")
			skip := false
			for _, s := range langidSkipTreebanks {
				skip = skip || treebank == s
			}
			if !skip {
				out = append(out, dir+"/"+name)
			}
		}
	}
	return out, nil
}

// langidCues lists the letter cues: the Arabic-script letters above and
// the Han characters OpenCC converts in one direction only.
func langidCues(src *sources) ([]langid.Cue, error) {
	var cues []langid.Cue
	for _, c := range langidCueLetters {
		for _, r := range c.letters {
			cues = append(cues, langid.Cue{Rune: r, Lang: c.lang, Bonus: c.bonus})
		}
	}
	for _, t := range []struct{ file, lang string }{
		{"segment/opencc/STCharacters.txt", "zh-CN"}, // keys are Simplified
		{"segment/opencc/TSCharacters.txt", "zh-TW"}, // keys are Traditional
	} {
		data, err := src.readMaybeZst(t.file)
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			return nil, err
		}
		for line := range strings.Lines(string(data)) {
			key, values, ok := strings.Cut(strings.TrimRight(line, "\r\n"), "\t")
			if !ok || strings.HasPrefix(key, "#") {
				continue
			}
			kr := []rune(key)
			// A character that converts to itself among others is used in
			// both scripts.
			if len(kr) != 1 || strings.Contains(" "+values+" ", " "+key+" ") {
				continue
			}
			cues = append(cues, langid.Cue{Rune: kr[0], Lang: t.lang, Bonus: langidHanBonus})
		}
	}
	return cues, nil
}

// LangIDSection builds the language identification model (the "langid"
// section of core.argot) from the sources in src, as a pack build would.
// The evaluation harness uses it when the core pack has no model yet.
func LangIDSection(ctx context.Context, src string) ([]byte, error) {
	s, err := openSources(src)
	if err != nil {
		return nil, err
	}
	data, _, err := produceLangID(ctx, input{lang: lexdata.CoreID, src: s})
	if err != nil {
		return nil, fmt.Errorf("packbuild: %s: %w", langid.SectionName, err)
	}
	return data, nil
}

// langidHeldOutParts cuts the treebank sentences into parts by the FNV-1a
// hash of their text; part 0 is held out of the model LangIDHeldOut
// builds.
const langidHeldOutParts = 10

// LangIDHeldOut builds the language identification model as LangIDSection
// does, with opt, but without one tenth of the treebank sentences (those
// whose FNV-1a text hash is 0 mod 10), and returns those sentences per
// language: text the model has not seen, from the sources rather than the
// evaluation sets, to measure and calibrate it on. (The close pairs' word
// cues are still filtered against every treebank sentence; they only
// decide between Malay and Indonesian, and Danish and Norwegian.)
func LangIDHeldOut(ctx context.Context, src string, opt langid.TrainOptions) ([]byte, map[string][]string, error) {
	s, err := openSources(src)
	if err != nil {
		return nil, nil, err
	}
	langs, cues, held, err := langidTraining(ctx, s, func(text string) bool {
		return split.Part(text, langidHeldOutParts) == 0
	})
	if err != nil {
		return nil, nil, err
	}
	data, err := langid.Train(langs, cues, opt)
	if err != nil {
		return nil, nil, err
	}
	return data, held, nil
}
