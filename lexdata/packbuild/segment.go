package packbuild

import (
	"bytes"
	"context"
	"fmt"
	"maps"
	"path"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/cases"
	"golang.org/x/text/language"
	"golang.org/x/text/unicode/norm"

	"github.com/argot-nlp/argot/grammar"
	"github.com/argot-nlp/argot/internal/conllu"
	"github.com/argot-nlp/argot/lexdata"
	"github.com/argot-nlp/argot/segment"
)

// The segmentation dictionaries of languages written without spaces
// between words (Thai) or with spaces between the syllables of a word
// (Vietnamese). Chinese and Japanese use the dictionaries of the Go
// modules the segment package imports.
func init() {
	languageProducers = append(languageProducers, producer{segment.SectionWords, produceSegWords})
	languageProducers = append(languageProducers, producer{segment.SectionChinese, produceChineseDictionary})
}

// gseVersion is the gse module version go.mod requires, written into the
// provenance of the Chinese dictionary. Test binaries carry no module list
// to read it from, so TestGseVersion checks it against go.mod instead.
const gseVersion = "v0.80.3"

// produceChineseDictionary stores jieba's dictionary, as the gse module
// embeds it, in the compact form segment.ParseChineseDictionary reads in
// place: the segmenter then needs no trie built at run time.
func produceChineseDictionary(_ context.Context, in input) ([]byte, lexdata.Provenance, error) {
	if in.lang != "zh-CN" && in.lang != "zh-TW" {
		return nil, lexdata.Provenance{}, &omission{"not Chinese"}
	}
	data, err := segment.EncodeChineseDictionary()
	return data, lexdata.Provenance{
		Source:  "github.com/go-ego/gse data/dict/zh s_1.txt, t_1.txt (jieba's dict.txt, Simplified and Traditional)",
		Version: "github.com/go-ego/gse " + gseVersion,
		License: "MIT",
		Note:    "the words and frequencies of gse's loaded dictionary (first entry of each word), sorted, with gse's total frequency and longest word",
	}, err
}

func produceSegWords(_ context.Context, in input) ([]byte, lexdata.Provenance, error) {
	switch in.lang {
	case "th":
		return thaiSegWords(in.src)
	case "vi":
		return vietnameseSegWords(in.src)
	case "zh-CN", "zh-TW":
		return chineseSegWords(in.src, in.lang)
	}
	return nil, lexdata.Provenance{}, &omission{"no segmentation dictionary for this language (spaces separate words, or a Go module holds the dictionary)"}
}

// chineseTreebanks are the Chinese UD files whose word boundaries the
// Chinese segmenter learns: Traditional script, converted character by
// character for zh-CN. The scored GSD dev file is never read; Beginner is
// left out (non-commercial licence, morpheme-level splits).
var chineseTreebanks = []string{"ud/zh-TW/extra/zh_pud-ud-test.conllu", "ud/zh-TW/extra/zh_hk-ud-test.conllu"}

// chineseSplitMin is how often the treebanks must write a word of jieba's
// dictionary as several words, and more often than as one, before the
// segmenter stops taking it whole. Chosen on the held-out fifth
// (grammar.HeldOut) of the files, which the section never includes
// (zh-TW token F1 on PUD / HK: 0.910 / 0.898 with 1, 0.902 / 0.883 with 2,
// 0.898 / 0.877 with 3; 0.878 / 0.854 without the section).
const chineseSplitMin = 1

// maxChineseSpanRunes bounds the strings of several treebank words
// checked against jieba's dictionary (6 scored the same as 4).
const maxChineseSpanRunes = 4

// chineseSegWords makes the Chinese "segwords" section: the Han words of
// the treebanks with their counts, and with count zero the words of
// jieba's dictionary the treebanks split (segment.Dictionary).
func chineseSegWords(src *sources, lang string) ([]byte, lexdata.Provenance, error) {
	var prov lexdata.Provenance
	var toSimp map[rune]rune
	if lang == "zh-CN" {
		var err error
		if toSimp, err = src.openCCChars("TSCharacters.txt"); err != nil {
			return nil, prov, err
		}
	}
	convert := func(w string) string {
		if toSimp == nil {
			return w
		}
		return strings.Map(func(r rune) rune {
			if s, ok := toSimp[r]; ok {
				return s
			}
			return r
		}, w)
	}
	whole, split := map[string]int{}, map[string]int{}
	var names []string
	sentences := 0
	for _, rel := range chineseTreebanks {
		data, err := src.readMaybeZst(rel)
		if err != nil {
			return nil, prov, err
		}
		sents, err := conllu.Parse(bytes.NewReader(data))
		if err != nil {
			return nil, prov, fmt.Errorf("%s: %w", rel, err)
		}
		names = append(names, path.Base(rel))
		for _, s := range sents {
			if grammar.HeldOut(s) {
				continue
			}
			sentences++
			forms := make([]string, len(s.Tokens))
			for i, t := range s.Tokens {
				forms[i] = convert(t.Form)
				if utf8.RuneCountInString(forms[i]) > 1 && allHan(forms[i]) {
					whole[forms[i]]++
				}
			}
			for i := range forms {
				span := forms[i]
				for k := i + 1; k < len(forms); k++ {
					span += forms[k]
					if !allHan(span) || utf8.RuneCountInString(span) > maxChineseSpanRunes {
						break
					}
					split[span]++
				}
			}
		}
	}
	counts := map[string]int{}
	nsplit := 0
	for w, c := range whole {
		if split[w] <= c {
			counts[w] = c
		}
	}
	for w, c := range split {
		if c >= chineseSplitMin && c > whole[w] && segment.InChineseDictionary(w) {
			counts[w] = 0
			nsplit++
		}
	}
	data, err := encodeSegWords(counts)
	return data, lexdata.Provenance{
		Source:  "UD " + strings.Join(names, ", ") + " (sentences outside grammar.HeldOut)",
		Version: "UD_Chinese-PUD 2849afd946 (r2.18), UD_Chinese-HK 77ecd3ca18 (r2.17); OpenCC TSCharacters",
		License: "CC BY-SA 3.0 (PUD), CC BY-SA 4.0 (HK), Apache-2.0 (OpenCC)",
		Note: fmt.Sprintf("%d sentences: %d Han words of several characters with their counts, %d words of jieba's dictionary the treebanks write as several words at least %d times and more often than whole (count 0)",
			sentences, len(counts)-nsplit, nsplit, chineseSplitMin),
	}, err
}

// allHan reports whether w is made of Han characters only.
func allHan(w string) bool {
	for _, r := range w {
		if !unicode.Is(unicode.Han, r) {
			return false
		}
	}
	return w != ""
}

// maxThaiWordRunes drops the longest entries of the Thai list, which are
// idioms and phrases rather than words.
const maxThaiWordRunes = 30

func thaiSegWords(src *sources) ([]byte, lexdata.Provenance, error) {
	var prov lexdata.Provenance
	words, err := src.readMaybeZst("segment/th/words_th.txt")
	if err != nil {
		return nil, prov, err
	}
	// Thai TUD splits many compounds the PyThaiNLP list has ("ครอบ|ครัว"),
	// so the words of its training file, with their counts, come first;
	// listed words it lacks get a count of one.
	train, err := src.readMaybeZst("ud/th/th_tud-ud-train.conllu")
	if err != nil {
		return nil, prov, err
	}
	counts := map[string]int{}
	for line := range strings.Lines(string(train)) {
		f := strings.Split(strings.TrimRight(line, "\r\n"), "\t")
		if len(f) == 10 && !strings.ContainsAny(f[0], "-.") && !strings.ContainsAny(f[1], " ") {
			counts[norm.NFC.String(f[1])] += thaiTrainWeight
		}
	}
	fromTrain := len(counts)
	for line := range strings.Lines(string(words)) {
		w := norm.NFC.String(strings.TrimSpace(line))
		if w == "" || strings.ContainsAny(w, " \t") || utf8.RuneCountInString(w) > maxThaiWordRunes || counts[w] > 0 {
			continue
		}
		counts[w] = 1
	}
	data, err := encodeSegWords(counts)
	return data, lexdata.Provenance{
		Source:  "UD_Thai-TUD train (th_tud-ud-train.conllu); github.com/PyThaiNLP/pythainlp corpus words_th.txt",
		Version: "UD_Thai-TUD 58c2058bcd (r2.17); PyThaiNLP " + pythainlpCommit,
		License: "CC BY-SA 4.0 (TUD), CC0-1.0 (PyThaiNLP)",
		Note: fmt.Sprintf("%d words, NFC: %d forms of the training treebank (count x %d), and the PyThaiNLP words without spaces and up to %d characters it lacks (count 1)",
			len(counts), fromTrain, thaiTrainWeight, maxThaiWordRunes),
	}, err
}

// thaiTrainWeight scales treebank counts against the list's count of one.
const thaiTrainWeight = 4

const pythainlpCommit = "73966cf145078f9f022efc5f66075c6c9743ea08"

func vietnameseSegWords(src *sources) ([]byte, lexdata.Provenance, error) {
	var prov lexdata.Provenance
	lower := cases.Lower(language.Vietnamese)
	key := func(w string) string {
		return norm.NFC.String(lower.String(strings.Join(strings.Fields(w), " ")))
	}
	// Word counts of the training treebank (never the dev or test file).
	train, err := src.readMaybeZst("ud/vi/vi_vtb-ud-train.conllu")
	if err != nil {
		return nil, prov, err
	}
	counts := map[string]int{}
	for line := range strings.Lines(string(train)) {
		f := strings.Split(strings.TrimRight(line, "\r\n"), "\t")
		if len(f) != 10 || strings.ContainsAny(f[0], "-.") {
			continue
		}
		if w := key(f[1]); w != "" && !strings.ContainsFunc(w, isDigitOrPunct) {
			counts[w]++
		}
	}
	fromTrain := len(counts)
	// Wiktionary lemmas of several syllables, counted once.
	wikt, err := src.readMaybeZst("omw/wikt/wn-wikt-vie.tab")
	if err != nil {
		return nil, prov, err
	}
	for line := range strings.Lines(string(wikt)) {
		f := strings.Split(strings.TrimRight(line, "\r\n"), "\t")
		if len(f) != 3 || !strings.HasSuffix(f[1], ":lemma") {
			continue
		}
		if w := key(f[2]); strings.Contains(w, " ") && !strings.ContainsFunc(w, isDigitOrPunct) && counts[w] == 0 {
			counts[w] = 1
		}
	}
	// Evaluative compounds of two syllables from the machine-translated
	// AFINN, counted once: the treebank and Wiktionary lack many
	// ("thân thiện" "friendly", "thảm họa" "disaster"), and split into
	// syllables they reach no lexicon entry. Not a term with a stopword
	// syllable: those are phrases ("không tốt" "not good", "rất vui"),
	// whose negator or intensifier must stay a word of its own.
	mt, err := src.readMaybeZst("sentiment/afinn-multilang-mt/vi.tsv")
	if err != nil {
		return nil, prov, err
	}
	stopData, err := src.read("stopwords/vi.txt")
	if err != nil {
		return nil, prov, err
	}
	stop := map[string]bool{}
	for line := range strings.Lines(string(stopData)) {
		stop[key(line)] = true
	}
	fromMT := 0
	for line := range strings.Lines(string(mt)) {
		term, _, ok := strings.Cut(strings.TrimRight(line, "\r\n"), "\t")
		if !ok || strings.HasPrefix(term, "#") {
			continue
		}
		w := key(term)
		first, second, two := strings.Cut(w, " ")
		if !two || strings.Contains(second, " ") || stop[first] || stop[second] || strings.ContainsFunc(w, isDigitOrPunct) || counts[w] > 0 {
			continue
		}
		counts[w] = 1
		fromMT++
	}
	// Single syllables of the frequency list, scaled to the treebank's
	// counts, so that ties between splits of a phrase favour frequent
	// syllables the treebank lacks.
	freq, err := src.readMaybeZst("freq/vi.txt")
	if err != nil {
		return nil, prov, err
	}
	trainTotal := 0
	for _, c := range counts {
		trainTotal += c
	}
	type entry struct {
		w string
		n int
	}
	var list []entry
	listTotal := 0
	for line := range strings.Lines(string(freq)) {
		f := strings.Fields(line)
		if len(f) != 2 {
			continue
		}
		n, err := strconv.Atoi(f[1])
		if err != nil || n <= 0 {
			continue
		}
		listTotal += n
		list = append(list, entry{key(f[0]), n})
	}
	for _, e := range list {
		if e.w == "" || strings.ContainsFunc(e.w, isDigitOrPunct) || counts[e.w] > 0 {
			continue
		}
		if c := e.n * trainTotal / listTotal; c > 0 {
			counts[e.w] = c
		}
	}
	data, err := encodeSegWords(counts)
	return data, lexdata.Provenance{
		Source:  "UD_Vietnamese-VTB train (vi_vtb-ud-train.conllu); OMW wn-wikt-vie lemmas; machine-translated AFINN vi, less terms with a stopwords-iso vi syllable; FrequencyWords vi",
		Version: "UD_Vietnamese-VTB e8fa548355 (r2.17)",
		License: "CC BY-SA 4.0 (VTB), CC BY-SA 3.0 (Wiktionary), MIT (AFINN-MT, stopwords-iso), CC BY-SA 4.0 (FrequencyWords)",
		Note: fmt.Sprintf("%d words: %d forms of the training treebank with their counts, Wiktionary lemmas of several syllables (count 1), %d two-syllable terms of the machine-translated AFINN the others lack, without a stopword syllable (count 1), frequency-list syllables scaled to the treebank; lower-cased NFC",
			len(counts), fromTrain, fromMT),
	}, err
}

func isDigitOrPunct(r rune) bool {
	return r < 0x80 && !('a' <= r && r <= 'z' || r == ' ')
}

// encodeSegWords writes the "segwords" section (see segment.Dictionary).
func encodeSegWords(counts map[string]int) ([]byte, error) {
	if len(counts) == 0 {
		return nil, fmt.Errorf("no words")
	}
	var b strings.Builder
	for _, w := range slices.Sorted(maps.Keys(counts)) {
		b.WriteString(w)
		b.WriteByte('\t')
		b.WriteString(strconv.Itoa(counts[w]))
		b.WriteByte('\n')
	}
	data := []byte(b.String())
	if _, err := segment.ParseDictionary(data); err != nil {
		return nil, err
	}
	return data, nil
}
