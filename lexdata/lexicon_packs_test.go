package lexdata_test

import (
	"io"
	"os"
	"runtime"
	"slices"
	"testing"
	"time"

	"github.com/argot-nlp/argot/lexdata"
	"github.com/argot-nlp/argot/packs/all"
)

// packStore reads $ARGOT_PACKS (a directory of built packs) or the
// embedded packs.
func packStore() *lexdata.Store {
	if dir := os.Getenv("ARGOT_PACKS"); dir != "" {
		return lexdata.NewStore(os.DirFS(dir))
	}
	return lexdata.NewStore(all.FS)
}

// packLanguage returns a language whose pack has a lexicon, or skips.
func packLanguage(t testing.TB, s *lexdata.Store, lang string) *lexdata.Language {
	t.Helper()
	l, err := s.Language(lang)
	if err != nil {
		t.Skip(err)
	}
	if !l.Pack().Has(lexdata.SectionForms) {
		t.Skipf("%s pack has no lexicon; rebuild the packs", lang)
	}
	if err := l.LoadLexicon(); err != nil {
		t.Fatal(err)
	}
	return l
}

// TestPackLookup checks real packs: lemmas, families (CILI numbers) and
// features of common words.
func TestPackLookup(t *testing.T) {
	s := packStore()
	tests := []struct {
		lang, form, lemma, pos string
		family                 uint32 // 0: any
	}{
		{"en", "dogs", "dog", "NOUN", 46360}, // 02084071-n
		{"en", "went", "go", "VERB", 0},
		{"en", "mice", "mouse", "NOUN", 0},
		{"en", "chased", "chase", "VERB", 0},
		{"en", "dog", "dog", "VERB", 31747}, // 02001858-v: Debian's offset 02001876 remapped
		{"en", "happier", "happy", "ADJ", 0},
		{"de", "häuser", "Haus", "NOUN", 0},
		{"de", "kinder", "Kind", "NOUN", 0},
		{"es", "perros", "perro", "NOUN", 46360},
		{"es", "casas", "casa", "NOUN", 0},
		{"fr", "chevaux", "cheval", "NOUN", 0},
		{"fr", "mangeons", "manger", "VERB", 0},
		{"pl", "psy", "pies", "NOUN", 46360},
		{"pl", "domów", "dom", "NOUN", 0},
		{"pt", "cães", "cão", "NOUN", 46360},
		{"it", "cani", "cane", "NOUN", 46360},
		{"nl", "honden", "hond", "NOUN", 46360},
		{"sv", "hundar", "hund", "NOUN", 46360},
		{"zh-TW", "狗", "狗", "NOUN", 46360},
		{"zh-CN", "狗", "狗", "NOUN", 46360},
	}
	for _, tt := range tests {
		t.Run(tt.lang+"/"+tt.form, func(t *testing.T) {
			l := packLanguage(t, s, tt.lang)
			as := l.Lookup(tt.form)
			for _, a := range as {
				if a.Lexeme.Lemma == tt.lemma && a.Lexeme.POS == tt.pos &&
					(tt.family == 0 && len(a.Lexeme.Families) > 0 || slices.Contains(a.Lexeme.Families, tt.family)) {
					if got, ok := l.Lexeme(a.Lexeme.ID); a.Lexeme.ID != 0 && (!ok || got.Lemma != tt.lemma) {
						t.Errorf("Lexeme(%d) = %+v", a.Lexeme.ID, got)
					}
					return
				}
			}
			t.Errorf("Lookup(%q) = %s; want %s/%s with family %d", tt.form, readings(as), tt.lemma, tt.pos, tt.family)
		})
	}
}

func TestPackForms(t *testing.T) {
	l := packLanguage(t, packStore(), "en")
	as := l.Lookup("dog")
	if len(as) == 0 {
		t.Fatal("dog unknown")
	}
	var forms []string
	for _, f := range l.Forms(as[0].Lexeme.ID) {
		forms = append(forms, f.Form)
	}
	if !slices.Contains(forms, "dogs") || !slices.Contains(forms, "dog") {
		t.Errorf("Forms(dog) = %q", forms)
	}
	if c, ok := l.Frequency("dog"); !ok || c < 10000 {
		t.Errorf("Frequency(dog) = %d, %v", c, ok)
	}
}

// TestPackLoad reports the cold-load time and heap of each language's
// lexicon (go test -run PackLoad -v).
func TestPackLoad(t *testing.T) {
	if testing.Short() {
		t.Skip("loads every pack")
	}
	s := packStore()
	for _, lang := range s.Languages() {
		l, err := s.Language(lang)
		if err != nil || !l.Pack().Has(lexdata.SectionForms) {
			continue
		}
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		start := time.Now()
		if err := l.LoadLexicon(); err != nil {
			t.Fatal(err)
		}
		l.Frequency("a")
		took := time.Since(start)
		runtime.GC()
		runtime.ReadMemStats(&after)
		mb := float64(after.HeapAlloc-min(before.HeapAlloc, after.HeapAlloc)) / (1 << 20)
		t.Logf("%-6s %6d lexemes  load %4d ms  heap %5.1f MiB", lang, l.Lexemes(), took.Milliseconds(), mb)
		if mb > 120 { // time is only logged: shared machines are noisy
			t.Errorf("%s: load %v, %.1f MiB", lang, took, mb)
		}
	}
}

func BenchmarkLookup(b *testing.B) {
	l := packLanguage(b, packStore(), "en")
	words := []string{"the", "dogs", "went", "running", "quickly", "unknownish", "happier", "houses"}
	benchmarkLookup(b, l, words)
}

// BenchmarkLookupArabic looks up words of a large forms table (over a
// million keys).
func BenchmarkLookupArabic(b *testing.B) {
	l := packLanguage(b, packStore(), "ar")
	words := []string{"في", "الكتاب", "وقال", "المدارس", "يكتبون", "بالسيارة", "مستشفيات", "غيرمعروفة"}
	benchmarkLookup(b, l, words)
}

func benchmarkLookup(b *testing.B, l *lexdata.Language, words []string) {
	b.ReportAllocs()
	n := 0
	for b.Loop() {
		l.Lookup(words[n%len(words)])
		n++
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "lookups/s")
}

// BenchmarkLoadLexicon measures decoding the English lexicon (lexemes and
// forms) from a freshly opened pack, the first-use cost of lookups.
func BenchmarkLoadLexicon(b *testing.B) {
	f, err := all.FS.Open("en.argot")
	if err != nil {
		b.Skip(err)
	}
	data, err := io.ReadAll(f)
	f.Close()
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		l, err := lexdata.OpenLanguage(data)
		if err != nil {
			b.Fatal(err)
		}
		if err := l.LoadLexicon(); err != nil {
			b.Fatal(err)
		}
	}
}

// TestWordList checks the word list against Frequency and the sort order
// its readers rely on.
func TestWordList(t *testing.T) {
	l := packLanguage(t, packStore(), "en")
	words, err := l.WordList()
	if err != nil {
		t.Fatal(err)
	}
	if words.Forms() == 0 || words.Extras() == 0 {
		t.Fatalf("%d forms, %d extras", words.Forms(), words.Extras())
	}
	check := func(what string, n int, at func(int) (string, byte)) {
		prev := ""
		for i := range n {
			w, b := at(i)
			if i > 0 && w <= prev {
				t.Fatalf("%s %d: %q not after %q", what, i, w, prev)
			}
			prev = w
			if count, ok := l.Frequency(w); ok != (b != 0) || (ok && count == 0) {
				t.Fatalf("%s %q: byte %d, Frequency = %d, %v", what, w, b, count, ok)
			}
		}
	}
	type keyed struct {
		form string
		freq byte
	}
	var forms []keyed
	words.EachForm(func(_ int, form []byte, freq byte) { forms = append(forms, keyed{string(form), freq}) })
	check("form", len(forms), func(i int) (string, byte) { return forms[i].form, forms[i].freq })
	if len(forms) != words.Forms() {
		t.Errorf("EachForm gave %d forms, Forms says %d", len(forms), words.Forms())
	}
	check("extra", words.Extras(), words.Extra)
	var none *lexdata.Language
	if w, err := none.WordList(); err != nil || w.Forms() != 0 || w.Extras() != 0 {
		t.Errorf("nil language: %d forms, %d extras, %v", w.Forms(), w.Extras(), err)
	}
}
