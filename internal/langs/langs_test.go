package langs

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/encoding/htmlindex"
	"golang.org/x/text/language"
)

var update = flag.Bool("update", false, "rewrite testdata golden files")

var wantIDs = []string{
	"ar", "da", "de", "en", "es", "fa", "fi", "fr", "he", "id", "it", "ja",
	"ko", "ms", "nl", "no", "pl", "ps-AF", "pt", "ru", "sv", "th", "tr", "ur",
	"vi", "zh-CN", "zh-TW",
}

func TestIDsInServiceOrder(t *testing.T) {
	if got := IDs(); !slices.Equal(got, wantIDs) {
		t.Fatalf("IDs() = %q\nwant %q", got, wantIDs)
	}
	all := All()
	if len(all) != len(wantIDs) {
		t.Fatalf("All() has %d records, want %d", len(all), len(wantIDs))
	}
	for i, r := range all {
		if r.ID != wantIDs[i] {
			t.Errorf("All()[%d].ID = %q, want %q", i, r.ID, wantIDs[i])
		}
		got, ok := Lookup(r.ID)
		if !ok || got != r {
			t.Errorf("Lookup(%q) = %+v, %v; want %+v", r.ID, got, ok, r)
		}
	}
}

func TestAllReturnsCopy(t *testing.T) {
	a := All()
	a[0].Name = "changed"
	ids := IDs()
	ids[0] = "changed"
	if All()[0].Name == "changed" || IDs()[0] == "changed" {
		t.Fatal("All or IDs returned shared state")
	}
}

func TestLookupIsExact(t *testing.T) {
	for _, id := range []string{"", "EN", "zh-cn", "zh", "ps", "nb", "xx"} {
		if _, ok := Lookup(id); ok {
			t.Errorf("Lookup(%q) found a record", id)
		}
	}
}

func TestFlags(t *testing.T) {
	rtl := map[string]bool{"ar": true, "he": true, "fa": true, "ps-AF": true, "ur": true}
	nonLatin := map[string]bool{
		"ar": true, "fa": true, "he": true, "ja": true, "ko": true, "ps-AF": true,
		"ru": true, "th": true, "ur": true, "zh-CN": true, "zh-TW": true,
	}
	for _, r := range All() {
		if r.RightToLeft != rtl[r.ID] {
			t.Errorf("%s: RightToLeft = %v", r.ID, r.RightToLeft)
		}
		if r.SystemLanguage != (r.ID == "en") {
			t.Errorf("%s: SystemLanguage = %v", r.ID, r.SystemLanguage)
		}
		if r.Latin == nonLatin[r.ID] {
			t.Errorf("%s: Latin = %v", r.ID, r.Latin)
		}
	}
}

// unicodeScript maps the table's ISO 15924 codes to the Unicode scripts a
// native name may start with.
var unicodeScript = map[string][]*unicode.RangeTable{
	"Latn": {unicode.Latin},
	"Cyrl": {unicode.Cyrillic},
	"Arab": {unicode.Arabic},
	"Hebr": {unicode.Hebrew},
	"Thai": {unicode.Thai},
	"Jpan": {unicode.Han, unicode.Hiragana, unicode.Katakana},
	"Kore": {unicode.Hangul, unicode.Han},
	"Hans": {unicode.Han},
	"Hant": {unicode.Han},
}

func TestNamesInNativeScript(t *testing.T) {
	for _, e := range table() {
		if e.Name == "" || e.EnglishName == "" {
			t.Errorf("%s: empty name %q or English name %q", e.ID, e.Name, e.EnglishName)
			continue
		}
		tables, ok := unicodeScript[e.script.String()]
		if !ok {
			t.Errorf("%s: no Unicode script for %s", e.ID, e.script)
			continue
		}
		first, _ := utf8.DecodeRuneInString(e.Name)
		if !unicode.In(first, tables...) {
			t.Errorf("%s: name %q starts with %q, not in script %s", e.ID, e.Name, first, e.script)
		}
		english, _ := utf8.DecodeRuneInString(e.EnglishName)
		if !unicode.In(english, unicode.Latin) {
			t.Errorf("%s: English name %q is not Latin", e.ID, e.EnglishName)
		}
	}
}

// TestScriptMatchesCLDR checks the table's script column against CLDR's
// likely script for the id, so a typo in the table cannot flip Latin or
// RightToLeft.
func TestScriptMatchesCLDR(t *testing.T) {
	for _, e := range table() {
		s, _ := language.MustParse(e.ID).Script()
		if s != e.script {
			t.Errorf("%s: table script %s, CLDR likely script %s", e.ID, e.script, s)
		}
	}
}

func TestNativeEncodingKnown(t *testing.T) {
	for _, r := range All() {
		enc, err := htmlindex.Get(r.NativeEncoding)
		if err != nil {
			t.Errorf("%s: htmlindex does not know %q: %v", r.ID, r.NativeEncoding, err)
			continue
		}
		// The native name must be writable in the native encoding, as
		// legacy systems wrote it.
		name := r.Name
		switch r.ID {
		case "ps-AF":
			// windows-1256 lacks ښ and other Pashto letters; no legacy
			// code page has them all.
			continue
		case "vi":
			// windows-1258 keeps some letters precomposed and writes tone
			// marks as combining characters; x/text has no normaliser for
			// that mix, so check the letters the name needs one by one.
			name = "Ti\u00ea\u0301ng Vi\u00ea\u0323t"
		case "fa":
			// windows-1256 has no Persian yeh and keheh; Persian text in it
			// uses the Arabic letters.
			name = strings.NewReplacer("\u06cc", "\u064a", "\u06a9", "\u0643").Replace(name)
		}
		if _, err := enc.NewEncoder().String(name); err != nil {
			t.Errorf("%s: name %q not encodable in %s: %v", r.ID, r.Name, r.NativeEncoding, err)
		}
	}
}

func TestNormalize(t *testing.T) {
	tests := []struct {
		in   string
		want string // "" means not supported
	}{
		{"en", "en"}, {"EN", "en"}, {"en-US", "en"}, {"en_GB", "en"}, {" en ", "en"},
		{"zh-CN", "zh-CN"}, {"zh-cn", "zh-CN"}, {"zh", "zh-CN"}, {"zh-Hans", "zh-CN"},
		{"zh-Hans-CN", "zh-CN"}, {"zh-SG", "zh-CN"}, {"cmn", "zh-CN"}, {"cmn-Hant", "zh-TW"},
		{"zh-TW", "zh-TW"}, {"zh-Hant", "zh-TW"}, {"zh-HK", "zh-TW"}, {"zh-MO", "zh-TW"},
		{"zh-Hant-HK", "zh-TW"}, {"zh-Hans-HK", "zh-CN"},
		{"no", "no"}, {"nb", "no"}, {"nn", "no"}, {"nb-NO", "no"},
		{"ps", "ps-AF"}, {"ps-AF", "ps-AF"}, {"PS-af", "ps-AF"}, {"ps-PK", "ps-AF"},
		{"iw", "he"}, {"he-IL", "he"}, {"in", "id"}, {"id-ID", "id"},
		{"pt-BR", "pt"}, {"pt-PT", "pt"}, {"fa-IR", "fa"}, {"fa-AF", "fa"}, {"pes", "fa"}, {"prs", "fa"},
		{"ms-MY", "ms"}, {"zsm", "ms"}, {"arb", "ar"}, {"ar-EG", "ar"},
		{"ja-JP", "ja"}, {"ko-KR", "ko"}, {"sv-FI", "sv"}, {"de-CH-1996", "de"},
		{"ur-PK", "ur"}, {"vi", "vi"}, {"th-TH", "th"}, {"tr", "tr"},
		// Not supported.
		{"", ""}, {"*", ""}, {"und", ""}, {"xx", ""}, {"sr", ""}, {"yue", ""},
		{"zh-Latn", ""}, {"en-", ""}, {"not a tag", ""}, {"ps-AF-x-", ""},
	}
	for _, tt := range tests {
		got, ok := Normalize(tt.in)
		if got != tt.want || ok != (tt.want != "") {
			t.Errorf("Normalize(%q) = %q, %v; want %q", tt.in, got, ok, tt.want)
		}
	}
	for _, id := range IDs() {
		if got, ok := Normalize(id); !ok || got != id {
			t.Errorf("Normalize(%q) = %q, %v", id, got, ok)
		}
	}
	for alias, id := range baseAliases {
		got, ok := Normalize(alias)
		if id == "zh" {
			id = "zh-CN"
		}
		if !ok || got != id {
			t.Errorf("Normalize(%q) = %q, %v; want %q", alias, got, ok, id)
		}
	}
}

func TestGoldenJSON(t *testing.T) {
	got, err := json.MarshalIndent(All(), "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	got = append(got, '\n')
	path := filepath.Join("testdata", "languages.golden.json")
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("All() JSON differs from %s (run go test -update and review the diff):\n%s", path, got)
	}
}

func TestParseTableRejects(t *testing.T) {
	for _, src := range []string{
		"en\ten\tLatn\twindows-1252\tArial\t-\n",                                             // 6 fields
		"en\ten\tLatn\twindows-1252\tArial\t-\t-\nen\ten\tLatn\twindows-1252\tArial\t-\t-\n", // repeated
		"en\t!!\tLatn\twindows-1252\tArial\t-\t-\n",                                          // bad tag
		"en\ten\tLatin\twindows-1252\tArial\t-\t-\n",                                         // bad script
		"en\ten\tLatn\t-\tArial\t-\t-\n",                                                     // no encoding
	} {
		if _, err := parseTable(src); err == nil {
			t.Errorf("parseTable(%q) succeeded", src)
		}
	}
}

func BenchmarkNormalize(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		Normalize("zh-Hant-HK")
	}
}
