package entities

import (
	"bufio"
	"embed"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

//go:embed data/*.tsv data/*.txt
var dataFS embed.FS

// cardNetwork is one payment-card network: its subtype name, valid
// lengths and IIN prefix ranges.
type cardNetwork struct {
	name    string
	lengths []int
	ranges  []iinRange
}

// iinRange is an inclusive range of card-number prefixes of one length.
type iinRange struct {
	lo, hi int
	digits int
}

// ibanFormat is a country's IBAN length and BBAN structure ("8n12c").
type ibanFormat struct {
	length int
	bban   string
}

// unit is a weight unit spelling.
type unit struct {
	text  string
	grams float64
}

// currency is a currency spelling and its ISO 4217 code.
type currency struct {
	text, code string
}

// tables is everything the stage knows, read once by New.
type tables struct {
	cards   []cardNetwork
	iban    map[string]ibanFormat
	tlds    map[string]bool
	calling map[string]bool
	airline map[string]bool
	langs   map[string]*langTables
	any     *langTables // language-independent entries, for unknown languages
}

// langTables are the per-language word lists, with the entries for every
// language ("*") merged in.
type langTables struct {
	calendar  map[string]int             // lower-cased month (1..12) and weekday (13..19) names
	cues      map[string]map[string]bool // kind -> lower-cased words and phrases
	maxPhrase int                        // most words in a cue phrase
	units     []unit                     // longest first
	symbols   []currency                 // longest first; case-sensitive
	words     []currency                 // lower-cased currency words, longest first
}

func (lt *langTables) cue(kind, w string) bool { return lt.cues[kind][w] }

func loadTables(cards, iban []byte) (*tables, error) {
	t := &tables{
		iban:    map[string]ibanFormat{},
		tlds:    map[string]bool{},
		calling: map[string]bool{},
		airline: map[string]bool{},
		langs:   map[string]*langTables{},
	}
	if err := t.parseCards(cards); err != nil {
		return nil, fmt.Errorf("entities: cards: %w", err)
	}
	if err := t.parseIBAN(iban); err != nil {
		return nil, fmt.Errorf("entities: iban: %w", err)
	}
	for _, f := range []struct {
		name string
		set  map[string]bool
	}{{"tlds.txt", t.tlds}, {"calling-codes.txt", t.calling}} {
		err := eachLine(f.name, func(fields []string) error {
			for _, w := range strings.Fields(strings.Join(fields, " ")) {
				f.set[w] = true
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	err := eachLine("airlines.txt", func(f []string) error {
		t.airline[f[0]] = true
		return nil
	})
	if err != nil {
		return nil, err
	}
	// Per-language lists: collect rows by language, "*" rows go to all.
	lt := func(lang string) *langTables {
		l := t.langs[lang]
		if l == nil {
			l = &langTables{calendar: map[string]int{}, cues: map[string]map[string]bool{}}
			t.langs[lang] = l
		}
		return l
	}
	type row struct {
		lang string
		fn   func(*langTables)
	}
	var rows []row
	err = eachLine("calendar.tsv", func(f []string) error {
		if len(f) != 3 {
			return fmt.Errorf("want 3 fields")
		}
		n, err := strconv.Atoi(f[1])
		if err != nil || n < 1 || n > 19 {
			return fmt.Errorf("bad index %q", f[1])
		}
		name := f[2]
		rows = append(rows, row{f[0], func(l *langTables) { l.calendar[name] = n }})
		return nil
	})
	if err != nil {
		return nil, err
	}
	err = eachLine("cues.tsv", func(f []string) error {
		if len(f) < 2 {
			return fmt.Errorf("want 3 fields")
		}
		if len(f) == 2 {
			return nil // a language with no words of the kind
		}
		kind := f[0]
		words := strings.Split(f[2], "|")
		rows = append(rows, row{f[1], func(l *langTables) {
			if l.cues[kind] == nil {
				l.cues[kind] = map[string]bool{}
			}
			for _, w := range words {
				if w = strings.TrimSpace(w); w != "" {
					l.cues[kind][w] = true
					l.maxPhrase = max(l.maxPhrase, len(strings.Fields(w)))
				}
			}
		}})
		return nil
	})
	if err != nil {
		return nil, err
	}
	err = eachLine("units.tsv", func(f []string) error {
		if len(f) != 3 {
			return fmt.Errorf("want 3 fields")
		}
		g, err := strconv.ParseFloat(f[1], 64)
		if err != nil {
			return err
		}
		words := strings.Split(f[2], "|")
		rows = append(rows, row{f[0], func(l *langTables) {
			for _, w := range words {
				l.units = append(l.units, unit{w, g})
			}
		}})
		return nil
	})
	if err != nil {
		return nil, err
	}
	err = eachLine("currency.tsv", func(f []string) error {
		if len(f) != 4 {
			return fmt.Errorf("want 4 fields")
		}
		kind, code := f[0], f[2]
		words := strings.Split(f[3], "|")
		rows = append(rows, row{f[1], func(l *langTables) {
			for _, w := range words {
				if kind == "symbol" {
					l.symbols = append(l.symbols, currency{w, code})
				} else {
					l.words = append(l.words, currency{w, code})
				}
			}
		}})
		return nil
	})
	if err != nil {
		return nil, err
	}
	for _, r := range rows {
		if r.lang != "*" {
			lt(r.lang)
		}
	}
	t.any = lt("*")
	for lang, l := range t.langs {
		for _, r := range rows {
			if r.lang == lang || (r.lang == "*" && lang != "*") {
				r.fn(l)
			}
		}
		byLen := func(a, b string) int { return utf8.RuneCountInString(b) - utf8.RuneCountInString(a) }
		slices.SortStableFunc(l.units, func(a, b unit) int { return byLen(a.text, b.text) })
		slices.SortStableFunc(l.symbols, func(a, b currency) int { return byLen(a.text, b.text) })
		slices.SortStableFunc(l.words, func(a, b currency) int { return byLen(a.text, b.text) })
	}
	return t, nil
}

// forLang returns the tables of lang ("no" for Norwegian, "zh-CN", ...), or
// the language-independent ones.
func (t *tables) forLang(lang string) *langTables {
	if l, ok := t.langs[lang]; ok {
		return l
	}
	if base, _, ok := strings.Cut(lang, "-"); ok {
		if l, ok := t.langs[base]; ok {
			return l
		}
	}
	return t.any
}

// eachLine calls fn with the tab-separated fields of each line of an
// embedded data file, skipping blank lines and # comments.
func eachLine(name string, fn func(fields []string) error) error {
	data, err := dataFS.ReadFile("data/" + name)
	if err != nil {
		return err
	}
	return eachLineOf(name, data, fn)
}

func eachLineOf(name string, data []byte, fn func(fields []string) error) error {
	sc := bufio.NewScanner(strings.NewReader(string(data)))
	n := 0
	for sc.Scan() {
		n++
		line := strings.TrimRight(sc.Text(), "\r")
		if strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if err := fn(strings.Split(line, "\t")); err != nil {
			return fmt.Errorf("%s line %d: %w", name, n, err)
		}
	}
	return sc.Err()
}

func (t *tables) parseCards(data []byte) error {
	return eachLineOf("cards", data, func(f []string) error {
		if len(f) != 3 {
			return fmt.Errorf("want 3 fields")
		}
		nw := cardNetwork{name: f[0]}
		for _, s := range strings.Split(f[1], ",") {
			n, err := strconv.Atoi(s)
			if err != nil || n < 12 || n > 19 {
				return fmt.Errorf("bad length %q", s)
			}
			nw.lengths = append(nw.lengths, n)
		}
		for _, s := range strings.Split(f[2], ",") {
			lo, hi, ok := strings.Cut(s, "-")
			if !ok {
				hi = lo
			}
			a, err1 := strconv.Atoi(lo)
			b, err2 := strconv.Atoi(hi)
			if err1 != nil || err2 != nil || len(lo) != len(hi) || a > b || len(lo) > 8 {
				return fmt.Errorf("bad prefix %q", s)
			}
			nw.ranges = append(nw.ranges, iinRange{a, b, len(lo)})
		}
		t.cards = append(t.cards, nw)
		return nil
	})
}

func (t *tables) parseIBAN(data []byte) error {
	return eachLineOf("iban", data, func(f []string) error {
		if len(f) != 3 || len(f[0]) != 2 {
			return fmt.Errorf("want country, length, structure")
		}
		n, err := strconv.Atoi(f[1])
		if err != nil || n < 8 || n > 34 {
			return fmt.Errorf("bad length %q", f[1])
		}
		t.iban[f[0]] = ibanFormat{n, f[2]}
		return nil
	})
}
