package packbuild

import (
	"bytes"
	"cmp"
	"context"
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/klauspost/compress/zstd"

	"github.com/argot-nlp/argot/entities"
	"github.com/argot-nlp/argot/lexdata"
	"github.com/argot-nlp/argot/tokenize"
)

// This file builds a language pack's named-entity section (package
// entities, SectionNER): a gazetteer of the language's country, region and
// city names (GeoNames), given names and surnames (faker, popular names by
// country) and company names (US listings), and, for the languages with
// named-entity data in ../devsets/ner, an averaged-perceptron tagger
// trained on four fifths of it. The other fifth (entities.NERHeldOut) is
// never read here: `argot eval entities` scores on it.

func init() {
	languageProducers = append(languageProducers, producer{entities.SectionNER, produceNER})
}

// nerEpochs and nerSeed fix the training run, for determinism.
const (
	nerEpochs = 10
	nerSeed   = 2026
)

// nerFiles are the named-entity dev files each language trains on.
var nerFiles = map[string][]string{
	"da":    {"da_danish_ddt.jsonl"},
	"de":    {"de_german_pud.jsonl"},
	"en":    {"en_conll2003.jsonl", "en_english_ewt.jsonl"},
	"pt":    {"pt_portuguese_bosque.jsonl"},
	"ru":    {"ru_russian_pud.jsonl"},
	"sv":    {"sv_swedish_talbanken.jsonl"},
	"zh-CN": {"zh_CN_chinese_gsdsimp.jsonl"},
	"zh-TW": {"zh_TW_chinese_gsd.jsonl"},
}

// nerFileSources records the origin and licence of the training files
// (devsets/README.md).
var nerFileSources = map[string]lexdata.Provenance{
	"en_conll2003.jsonl": {Source: "CoNLL-2003 English NER valid (testa)", Version: "2003",
		License: "LicenseRef-Reuters-RCV1-research"},
}

var unerSource = lexdata.Provenance{Source: "Universal NER v1 (UniversalNER/UNER_*)", Version: "v1", License: "CC-BY-SA-4.0"}

// Gazetteer sources (SOURCES-analysis.md §3.1-3.3).
var (
	geonamesSource = lexdata.Provenance{Source: "GeoNames cities15000, countryInfo, admin1, country names (ali-hv/geobank-data)",
		Version: "87f4be9e0737543a6988c225a1348b6014b6fc6a", License: "CC-BY-4.0"}
	fakerSource   = lexdata.Provenance{Source: "npm @faker-js/faker person names", Version: "10.6.0", License: "MIT"}
	popularSource = lexdata.Provenance{Source: "github.com/sigpwned/popular-names-by-country-dataset",
		Version: "eb62e13d4d62dd96cdfae79d293a02066352205f", License: "CC0-1.0"}
	listingsSource = lexdata.Provenance{Source: "datahub nasdaq-listings, nyse-other-listings, s-and-p-500-companies",
		Version: "31d3809c; e08f184e; 56509dd8", License: "PDDL-1.0"}
)

func produceNER(ctx context.Context, in input) ([]byte, lexdata.Provenance, error) {
	var pl provenanceList
	joiner := entities.NERJoiner(in.lang)
	g, err := buildGazetteer(in, joiner, &pl)
	if err != nil {
		return nil, lexdata.Provenance{}, err
	}
	sents, err := readNERTrain(ctx, in, &pl)
	if err != nil {
		return nil, lexdata.Provenance{}, err
	}
	note := fmt.Sprintf("gazetteer of %d names", g.Len())
	var m *entities.NERModel
	if len(sents) == 0 {
		note += "; no named-entity training data: names come from the gazetteer and capitalisation"
	} else {
		var st entities.NERTrainStats
		m, st, err = entities.TrainNER(sents, entities.NERTrainConfig{
			Gazetteer: g, Joiner: joiner, Epochs: nerEpochs, Seed: nerSeed,
		})
		if err != nil {
			return nil, lexdata.Provenance{}, err
		}
		note += fmt.Sprintf("; averaged-perceptron BILOU tagger, %d epochs over %d sentences / %d tokens "+
			"(the four fifths of the dev files that entities.NERHeldOut leaves for training); %d weight rows",
			nerEpochs, st.Sentences, st.Tokens, st.Rows)
	}
	return entities.EncodeNER(g, m), pl.merged(note), nil
}

// nerLine is one line of a token-format named-entity file.
type nerLine struct {
	Tokens []string `json:"tokens"`
	Tags   []string `json:"tags"`
}

// readNERTrain reads the training part of lang's named-entity files; none
// when the language has no files or the devsets folder is missing.
func readNERTrain(ctx context.Context, in input, pl *provenanceList) ([]entities.NERTrainSentence, error) {
	files := nerFiles[in.lang]
	if len(files) == 0 {
		return nil, nil
	}
	dir := filepath.Join(in.src.dir, "..", "devsets", "ner")
	lookup, err := in.src.lookupFor(in.lang)
	if err != nil {
		return nil, err
	}
	var out []entities.NERTrainSentence
	for _, name := range files {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		lines, err := readNERFile(filepath.Join(dir, name))
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			return nil, err
		}
		for _, l := range lines {
			if entities.NERHeldOut(l.Tokens) || len(l.Tokens) != len(l.Tags) {
				continue
			}
			out = append(out, entities.NERTrainSentence{
				Tokens: entities.NERTokens(in.lang, l.Tokens, lookup),
				Tags:   l.Tags,
			})
		}
		src, ok := nerFileSources[name]
		if !ok {
			src = unerSource
		}
		src.Source += " devsets/ner/" + name
		pl.add(src)
	}
	return out, nil
}

// readNERFile reads a .jsonl file, or its .zst copy.
func readNERFile(path string) ([]nerLine, error) {
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		var zdata []byte
		if zdata, err = os.ReadFile(path + ".zst"); err == nil {
			data, err = decodeZstd(zdata)
		}
	}
	if err != nil {
		return nil, err
	}
	var out []nerLine
	dec := json.NewDecoder(bytes.NewReader(data))
	for {
		var l nerLine
		if err := dec.Decode(&l); err == io.EOF {
			break
		} else if err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		out = append(out, l)
	}
	return out, nil
}

func decodeZstd(data []byte) ([]byte, error) {
	dec, err := zstd.NewReader(nil, zstd.WithDecoderMaxMemory(1<<30))
	if err != nil {
		return nil, err
	}
	defer dec.Close()
	return dec.DecodeAll(data, nil)
}

// gazBuilder adds names to a gazetteer the way the recognizer will look
// them up.
type gazBuilder struct {
	g      *entities.Gazetteer
	lang   string
	joiner string
	conv   map[rune]rune // OpenCC character conversion (Chinese), or nil
}

func (b *gazBuilder) add(name string, classes uint8, kb uint32) {
	if b.conv != nil {
		name = strings.Map(func(r rune) rune {
			if c, ok := b.conv[r]; ok {
				return c
			}
			return r
		}, name)
	}
	var toks []string
	if b.joiner == "" {
		toks = []string{strings.Join(strings.Fields(name), "")}
	} else {
		toks = strings.Fields(strings.NewReplacer(",", " ", "(", " ", ")", " ").Replace(name))
	}
	for i, t := range toks {
		toks[i] = tokenize.NormalizeForLookup(b.lang, t)
	}
	b.g.Add(toks, b.joiner, classes, kb)
}

// buildGazetteer collects lang's names. Countries come first so that a
// name's KB id is the country's; cities go by falling population.
func buildGazetteer(in input, joiner string, pl *provenanceList) (*entities.Gazetteer, error) {
	b := &gazBuilder{g: entities.NewGazetteer(), lang: in.lang, joiner: joiner}
	switch in.lang {
	case "zh-CN", "zh-TW":
		file := "TSCharacters.txt"
		if in.lang == "zh-TW" {
			file = "STCharacters.txt"
		}
		conv, err := in.src.openCCChars(file)
		if err != nil {
			return nil, err
		}
		b.conv = conv
	}
	src := geoLang(in.lang)
	infos, err := countryInfos(in.src)
	if err != nil {
		return nil, err
	}
	if err := addCountries(in.src, b, src, infos); err != nil {
		return nil, err
	}
	if err := addPlaces(in.src, b, in.lang); err != nil {
		return nil, err
	}
	pl.add(geonamesSource)
	if err := addFakerNames(in.src, b, in.lang, pl); err != nil {
		return nil, err
	}
	if err := addPopularNames(in.src, b, src, infos, pl); err != nil {
		return nil, err
	}
	if latinScript(in.lang) {
		if err := addCompanies(in.src, b); err != nil {
			return nil, err
		}
		pl.add(listingsSource)
	}
	return b.g, nil
}

// geoLang is the language code of lang in the GeoNames and popular-names
// files.
func geoLang(lang string) string {
	switch lang {
	case "zh-CN", "zh-TW":
		return "zh"
	case "ps-AF":
		return "ps"
	}
	return lang
}

// latinScript reports whether lang is written in the Latin script.
func latinScript(lang string) bool {
	switch lang {
	case "ar", "fa", "ur", "ps-AF", "he", "ru", "zh-CN", "zh-TW", "ja", "ko", "th":
		return false
	}
	return true
}

// scriptOf is the script city names must be in for lang (nil: Latin, the
// GeoNames main names).
func scriptOf(lang string) []*unicode.RangeTable {
	switch lang {
	case "ar", "fa", "ur", "ps-AF":
		return []*unicode.RangeTable{unicode.Arabic}
	case "he":
		return []*unicode.RangeTable{unicode.Hebrew}
	case "ru":
		return []*unicode.RangeTable{unicode.Cyrillic}
	case "zh-CN", "zh-TW":
		return []*unicode.RangeTable{unicode.Han}
	case "ja":
		return []*unicode.RangeTable{unicode.Han, unicode.Hiragana, unicode.Katakana}
	case "ko":
		return []*unicode.RangeTable{unicode.Hangul}
	case "th":
		return []*unicode.RangeTable{unicode.Thai}
	}
	return nil
}

// inScript reports whether every letter of s is in one of the scripts.
func inScript(s string, scripts []*unicode.RangeTable) bool {
	letters := 0
	for _, r := range s {
		if !unicode.IsLetter(r) {
			continue
		}
		if !unicode.In(r, scripts...) {
			return false
		}
		letters++
	}
	return letters > 0
}

// countryInfo is a row of countryInfo.tsv.
type countryInfo struct {
	iso, name string
	langs     []string // base language codes, main first
	id        uint32
}

func countryInfos(src *sources) ([]countryInfo, error) {
	data, err := src.read("entities/geonames/countryInfo.tsv")
	if err != nil {
		return nil, err
	}
	var out []countryInfo
	for _, f := range lexdata.TSVRows(data) {
		if len(f) < 17 {
			continue
		}
		id, err := strconv.ParseUint(f[16], 10, 32)
		if err != nil {
			return nil, fmt.Errorf("countryInfo: %s: bad geonameid %q", f[0], f[16])
		}
		ci := countryInfo{iso: f[0], name: f[4], id: uint32(id)}
		for _, l := range strings.Split(f[15], ",") {
			base, _, _ := strings.Cut(l, "-")
			if base != "" {
				ci.langs = append(ci.langs, base)
			}
		}
		out = append(out, ci)
	}
	return out, nil
}

func addCountries(src *sources, b *gazBuilder, lang string, infos []countryInfo) error {
	data, err := src.read("entities/geonames/country-names-by-lang.tsv")
	if err != nil {
		return err
	}
	for i, f := range lexdata.TSVRows(data) {
		if i == 0 || len(f) != 3 || (f[1] != lang && !(lang == "no" && f[1] == "nb")) {
			continue
		}
		id, err := strconv.ParseUint(f[0], 10, 32)
		if err != nil {
			continue
		}
		b.add(f[2], entities.GazCountry, uint32(id))
	}
	if b.lang == "en" {
		for _, ci := range infos {
			b.add(ci.name, entities.GazCountry, ci.id)
		}
	}
	return nil
}

// addPlaces adds first-level regions (Latin-script languages) and cities:
// their main names in Latin-script languages, their alternate names in
// the language's script elsewhere.
func addPlaces(src *sources, b *gazBuilder, lang string) error {
	scripts := scriptOf(lang)
	if scripts == nil {
		data, err := src.read("entities/geonames/admin1-regionInfo.tsv")
		if err != nil {
			return err
		}
		for _, f := range lexdata.TSVRows(data) {
			if len(f) != 4 {
				continue
			}
			id, _ := strconv.ParseUint(f[3], 10, 32)
			b.add(f[1], entities.GazRegion, uint32(id))
		}
	}
	data, err := src.readMaybeZst("entities/geonames/cities15000.txt")
	if err != nil {
		return err
	}
	type city struct {
		id    uint32
		pop   int64
		names []string
	}
	var cities []city
	for line := range strings.Lines(string(data)) {
		f := strings.Split(strings.TrimRight(line, "\r\n"), "\t")
		if len(f) < 15 {
			continue
		}
		id, err := strconv.ParseUint(f[0], 10, 32)
		if err != nil {
			continue
		}
		pop, _ := strconv.ParseInt(f[14], 10, 64)
		c := city{id: uint32(id), pop: pop}
		if scripts == nil {
			c.names = []string{f[1], f[2]}
		} else {
			for _, a := range strings.Split(f[3], ",") {
				if inScript(a, scripts) {
					c.names = append(c.names, a)
				}
			}
		}
		cities = append(cities, c)
	}
	slices.SortStableFunc(cities, func(a, b city) int { return cmp.Or(cmp.Compare(b.pop, a.pop), cmp.Compare(a.id, b.id)) })
	for _, c := range cities {
		for _, n := range c.names {
			b.add(n, entities.GazCity, c.id)
		}
	}
	return nil
}

// fakerFiles are the faker locales of each language.
func fakerFiles(lang string) []string {
	switch lang {
	case "pt":
		return []string{"pt-BR", "pt-PT"}
	case "ps-AF", "ms":
		return nil
	}
	return []string{lang}
}

func addFakerNames(src *sources, b *gazBuilder, lang string, pl *provenanceList) error {
	for _, loc := range fakerFiles(lang) {
		data, err := src.read("entities/names-faker/" + loc + ".tsv")
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			return err
		}
		for i, f := range lexdata.TSVRows(data) {
			if i == 0 || len(f) < 2 {
				continue
			}
			switch f[1] {
			case "first":
				b.add(f[0], entities.GazGiven, 0)
			case "last":
				b.add(f[0], entities.GazSurname, 0)
			}
		}
		pl.add(fakerSource)
	}
	return nil
}

// addPopularNames adds the common forenames and surnames of the countries
// whose main language is lang.
func addPopularNames(src *sources, b *gazBuilder, lang string, infos []countryInfo, pl *provenanceList) error {
	countries := map[string]bool{}
	for _, ci := range infos {
		if len(ci.langs) > 0 && (ci.langs[0] == lang || (lang == "no" && ci.langs[0] == "nb")) {
			countries[ci.iso] = true
		}
	}
	for _, f := range []struct {
		file    string
		classes uint8
		col     string
	}{
		{"common-forenames-by-country.csv", entities.GazGiven, "Localized Name"},
		{"common-surnames-by-country.csv", entities.GazSurname, "Localized Name"},
	} {
		data, err := src.read("entities/names-popular-by-country/" + f.file)
		if err != nil {
			return err
		}
		rows, err := csv.NewReader(bytes.NewReader(bytes.TrimPrefix(data, []byte("\uFEFF")))).ReadAll()
		if err != nil {
			return fmt.Errorf("%s: %w", f.file, err)
		}
		if len(rows) == 0 {
			continue
		}
		col := slices.Index(rows[0], f.col)
		if col < 0 {
			return fmt.Errorf("%s: no column %q", f.file, f.col)
		}
		added := false
		for _, r := range rows[1:] {
			if len(r) > col && countries[r[0]] {
				b.add(r[col], f.classes, 0)
				added = true
			}
		}
		if added {
			pl.add(popularSource)
		}
	}
	return nil
}

// companySuffixes are the words cut from the end of listing names ("Apple
// Inc. Common Stock" -> "Apple").
var companySuffixes = []string{"common stock", "ordinary shares", "class a", "class b", "inc.", "inc", "corp.",
	"corporation", "co.", "ltd.", "ltd", "plc", "n.v.", "s.a.", "ag", "se", "llc", "l.p.", "holdings", "group", "the", ","}

func addCompanies(src *sources, b *gazBuilder) error {
	for _, f := range []struct {
		file string
		col  int
	}{{"sp500-constituents.csv", 1}, {"nasdaq-listed.csv", 1}, {"nyse-listed.csv", 1}} {
		data, err := src.read("entities/organisations/" + f.file)
		if err != nil {
			return err
		}
		rows, err := csv.NewReader(bytes.NewReader(data)).ReadAll()
		if err != nil {
			return fmt.Errorf("%s: %w", f.file, err)
		}
		for _, r := range rows[min(1, len(rows)):] {
			if len(r) <= f.col {
				continue
			}
			if name := companyName(r[f.col]); name != "" {
				b.add(name, entities.GazOrg, 0)
			}
		}
	}
	return nil
}

// companyName trims a listing name to the name a text would use; "" for
// funds and notes, which are not companies.
func companyName(s string) string {
	s, _, _ = strings.Cut(s, " - ")
	low := strings.ToLower(s)
	for _, w := range []string{" etf", " fund", " trust", " notes", " due ", "%"} {
		if strings.Contains(low, w) {
			return ""
		}
	}
	for changed := true; changed; {
		changed = false
		s = strings.TrimSpace(s)
		low = strings.ToLower(s)
		for _, suf := range companySuffixes {
			if strings.HasSuffix(low, " "+suf) || (suf == "," && strings.HasSuffix(low, ",")) {
				s = s[:len(s)-len(suf)]
				changed = true
				break
			}
		}
	}
	s = strings.TrimSpace(s)
	if len([]rune(s)) < 3 {
		return ""
	}
	return s
}
