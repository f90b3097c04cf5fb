package packbuild

import (
	"context"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/cases"
	"golang.org/x/text/language"
	"golang.org/x/text/unicode/norm"

	"github.com/argot-nlp/argot/lexdata"
	"github.com/argot-nlp/argot/segment"
)

// The segmentation dictionaries of languages written without spaces
// between words (Thai) or with spaces between the syllables of a word
// (Vietnamese). Chinese and Japanese use the dictionaries of the Go
// modules the segment package imports.
func init() {
	languageProducers = append(languageProducers, producer{segment.SectionWords, produceSegWords})
}

func produceSegWords(_ context.Context, in input) ([]byte, lexdata.Provenance, error) {
	switch in.lang {
	case "th":
		return thaiSegWords(in.src)
	case "vi":
		return vietnameseSegWords(in.src)
	}
	return nil, lexdata.Provenance{}, &omission{"no segmentation dictionary for this language (spaces separate words, or a Go module holds the dictionary)"}
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
		Source:  "UD_Vietnamese-VTB train (vi_vtb-ud-train.conllu); OMW wn-wikt-vie lemmas; FrequencyWords vi",
		Version: "UD_Vietnamese-VTB e8fa548355 (r2.17)",
		License: "CC BY-SA 4.0 (VTB), CC BY-SA 3.0 (Wiktionary), CC BY-SA 4.0 (FrequencyWords)",
		Note: fmt.Sprintf("%d words: %d forms of the training treebank with their counts, Wiktionary lemmas of several syllables (count 1), frequency-list syllables scaled to the treebank; lower-cased NFC",
			len(counts), fromTrain),
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
