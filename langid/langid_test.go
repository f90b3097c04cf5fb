package langid_test

import (
	"bytes"
	"context"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"sync"
	"testing"
	"unicode/utf8"

	"github.com/argot-nlp/argot/langid"
	"github.com/argot-nlp/argot/lexdata/packbuild"
)

// The shipped model is built from the shared sources once per test run.
var shipped struct {
	once sync.Once
	d    *langid.Detector
	err  error
}

func sourcesDir() string {
	if d := os.Getenv("ARGOT_SHARED"); d != "" {
		return filepath.Join(d, "lexsrc")
	}
	return filepath.Join("..", "..", "shared", "lexsrc")
}

func detector(tb testing.TB) *langid.Detector {
	tb.Helper()
	src := sourcesDir()
	if _, err := os.Stat(filepath.Join(src, "freq")); err != nil {
		tb.Skipf("lexical sources not found at %s (set ARGOT_SHARED)", src)
	}
	shipped.once.Do(func() {
		data, err := packbuild.LangIDSection(context.Background(), src)
		if err != nil {
			shipped.err = err
			return
		}
		shipped.d, shipped.err = langid.Load(data)
	})
	if shipped.err != nil {
		tb.Fatal(shipped.err)
	}
	return shipped.d
}

// Hand-written sentences, one or two per hard case.
var samples = []struct{ lang, text string }{
	// Script shortcuts.
	{"ko", "오늘 날씨가 정말 좋네요"},
	{"ja", "今日は天気がいいですね"},
	{"ja", "東京タワーに行きました"},
	{"th", "วันนี้อากาศดีมาก"},
	{"he", "מזג האוויר יפה היום"},
	{"ru", "Сегодня хорошая погода"},
	// Han only: Simplified or Traditional.
	{"zh-CN", "我们今天去图书馆学习汉语"},
	{"zh-TW", "我們今天去圖書館學習漢語"},
	{"zh-CN", "这个问题应该怎么解决"},
	{"zh-TW", "這個問題應該怎麼解決"},
	// Arabic script.
	{"ar", "ذهبت إلى المدرسة في الصباح مع أصدقائي"},
	{"fa", "من امروز صبح با دوستانم به مدرسه رفتم"},
	{"ur", "میں آج صبح اپنے دوستوں کے ساتھ سکول گیا تھا"},
	{"ps-AF", "زه نن سهار له خپلو ملګرو سره ښوونځي ته لاړم"},
	// Close Latin pairs.
	{"id", "Saya tidak bisa datang karena harus bekerja di kantor sampai malam"},
	{"ms", "Saya tidak boleh datang kerana perlu bekerja di pejabat sehingga malam"},
	{"da", "Jeg kan ikke komme i morgen, fordi jeg skal arbejde hele dagen"},
	{"no", "Hva skal vi gjøre etter skolen i dag? Vi kan gå hjem sammen."},
	{"sv", "Jag kan inte komma i morgon eftersom jag måste arbeta hela dagen"},
	// Short close-pair sentences that only a few words tell apart.
	{"ms", "Awak nak pergi mana esok?"},
	{"id", "Kamu mau pergi ke mana besok?"},
	{"da", "Hvad vil du have af mig nu?"},
	{"no", "Hva vil du ha av meg nå?"},
	// English words around foreign names and loanwords, whose letter
	// n-grams lean towards the names' language: the known words decide.
	{"en", "Hotel Bellavista, via Roma 12, is open."},
	{"en", "Pizza margherita with extra mozzarella"},
	// Others.
	{"en", "The weather is lovely today, let's go for a walk"},
	{"de", "Das Wetter ist heute schön, lass uns spazieren gehen"},
	{"fr", "Il fait beau aujourd'hui, allons nous promener"},
	{"es", "Hace buen tiempo hoy, vamos a dar un paseo"},
	{"pt", "O tempo está ótimo hoje, vamos dar um passeio"},
	{"it", "Oggi il tempo è bello, andiamo a fare una passeggiata"},
	{"nl", "Het weer is vandaag mooi, laten we gaan wandelen"},
	{"fi", "Tänään on kaunis sää, lähdetään kävelylle"},
	{"pl", "Dzisiaj jest piękna pogoda, chodźmy na spacer"},
	{"tr", "Bugün hava çok güzel, hadi yürüyüşe çıkalım"},
	{"vi", "Hôm nay trời đẹp quá, chúng ta đi dạo nhé"},
}

func TestDetect(t *testing.T) {
	d := detector(t)
	for _, s := range samples {
		g := d.Detect(s.text, nil)
		if len(g) == 0 || g[0].Lang != s.lang {
			t.Errorf("Detect(%q) = %v, want %s first", s.text, g, s.lang)
			continue
		}
		checkScores(t, s.text, g)
	}
}

func checkScores(t *testing.T, text string, g []langid.Guess) {
	t.Helper()
	sum := 0.0
	for i, x := range g {
		if x.Score <= 0 || x.Score > 1 || math.IsNaN(x.Score) {
			t.Errorf("Detect(%q): score %v out of range", text, x)
		}
		if i > 0 && x.Score > g[i-1].Score {
			t.Errorf("Detect(%q): not ranked: %v", text, g)
		}
		sum += x.Score
	}
	if sum > 1+1e-9 {
		t.Errorf("Detect(%q): scores sum to %v", text, sum)
	}
}

func TestDetectCandidates(t *testing.T) {
	d := detector(t)
	tests := []struct {
		text  string
		cands []string
		want  string
	}{
		{"Jeg kan ikke komme i morgen", []string{"da", "en"}, "da"},
		{"Jeg kan ikke komme i morgen", []string{"no"}, "no"},
		{"Saya tidak boleh datang", []string{"ms"}, "ms"},
		{"زه نن سهار ښوونځي ته لاړم", []string{"ps"}, "ps-AF"},    // alias
		{"Сегодня хорошая погода", []string{"en", "fr"}, ""},      // only en or fr
		{"The weather is lovely", []string{"unknown-code"}, "en"}, // unknown cues ignored
	}
	for _, tt := range tests {
		g := d.Detect(tt.text, tt.cands)
		if len(g) == 0 {
			t.Errorf("Detect(%q, %v): no guess", tt.text, tt.cands)
			continue
		}
		if tt.want != "" && g[0].Lang != tt.want {
			t.Errorf("Detect(%q, %v) = %v, want %s", tt.text, tt.cands, g, tt.want)
		}
		if tt.want == "" && g[0].Lang != "en" && g[0].Lang != "fr" {
			t.Errorf("Detect(%q, %v) = %v, want en or fr", tt.text, tt.cands, g)
		}
	}
	if g := d.Detect("12345 !!! ...", nil); g != nil {
		t.Errorf("no letters: %v", g)
	}
}

func TestSegments(t *testing.T) {
	d := detector(t)
	tests := []struct {
		name  string
		text  string
		delim *regexp.Regexp
		want  []langid.Segment // Score not compared
	}{
		{
			name:  "delimiter",
			text:  "The weather is lovely today. | Il fait très beau aujourd'hui. ||  ",
			delim: regexp.MustCompile(`\|`),
			want:  []langid.Segment{{Offset: 0, Length: 28, Lang: "en"}, {Offset: 31, Length: 30, Lang: "fr"}},
		},
		{
			name: "one language, no delimiter",
			text: "  The weather is lovely today, let's go for a walk. ",
			want: []langid.Segment{{Offset: 2, Length: 49, Lang: "en"}},
		},
		{
			name: "script change",
			text: "This is an English sentence. Это предложение на русском языке.",
			want: []langid.Segment{{Offset: 0, Length: 28, Lang: "en"}, {Offset: 29, Length: 33, Lang: "ru"}},
		},
		{
			name: "short Latin run stays in Japanese",
			text: "新しいiPhoneを買いました。とても嬉しいです。",
			want: []langid.Segment{{Offset: 0, Length: 25, Lang: "ja"}},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := d.Segments(tt.text, nil, tt.delim)
			if len(got) != len(tt.want) {
				t.Fatalf("Segments = %+v, want %+v", got, tt.want)
			}
			for i := range got {
				w := tt.want[i]
				w.Score = got[i].Score
				if got[i] != w || got[i].Score <= 0 || got[i].Score > 1 {
					t.Errorf("segment %d = %+v, want %+v", i, got[i], w)
				}
			}
		})
	}
}

func TestLoadCorrupt(t *testing.T) {
	for _, data := range [][]byte{nil, []byte("ARGOTLID"), []byte("ARGOTLID\x01\x05"), bytes.Repeat([]byte{0xff}, 64)} {
		if _, err := langid.Load(data); err == nil {
			t.Errorf("Load(%q) accepted", data)
		}
	}
}

// tinyModel trains a model of two languages from a few words.
func tinyModel(t testing.TB) []byte {
	en, de := langid.NewCorpus(), langid.NewCorpus()
	en.AddText("the cat sat on the mat and the dog ran", 1)
	de.AddText("der Hund und die Katze sind im Haus", 1)
	data, err := langid.Train([]langid.Language{
		{ID: "en", Sources: []langid.Source{{Corpus: en, Weight: 1}}},
		{ID: "de", Sources: []langid.Source{{Corpus: de, Weight: 1}}},
	}, []langid.Cue{{Rune: 'ß', Lang: "de", Bonus: 3}, {Word: "the", Lang: "en", Bonus: 1}}, langid.DefaultTrainOptions)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func TestTrainDeterministic(t *testing.T) {
	a, b := tinyModel(t), tinyModel(t)
	if !bytes.Equal(a, b) {
		t.Fatal("two trainings of the same material differ")
	}
	d, err := langid.Load(a)
	if err != nil {
		t.Fatal(err)
	}
	if g := d.Detect("the dog and the cat", nil); len(g) == 0 || g[0].Lang != "en" {
		t.Errorf("tiny model: %v", g)
	}
	// Every truncation of a valid model is rejected, never a panic.
	for i := range a {
		if _, err := langid.Load(a[:i]); err == nil {
			t.Fatalf("truncated model (%d of %d bytes) accepted", i, len(a))
		}
	}
}

func TestShippedBuildDeterministic(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the model twice")
	}
	src := sourcesDir()
	if _, err := os.Stat(filepath.Join(src, "freq")); err != nil {
		t.Skip("no sources")
	}
	a, err := packbuild.LangIDSection(context.Background(), src)
	if err != nil {
		t.Fatal(err)
	}
	b, err := packbuild.LangIDSection(context.Background(), src)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(a, b) {
		t.Fatal("two builds of the langid section differ")
	}
	t.Logf("langid section: %d bytes before compression", len(a))
}

func FuzzDetect(f *testing.F) {
	d, err := langid.Load(tinyModel(f))
	if err != nil {
		f.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(sourcesDir(), "freq")); err == nil && !testing.Short() {
		d = detector(f)
	}
	for _, s := range samples {
		f.Add(s.text)
	}
	f.Add("Hello мир 世界 ของ\u0301 \xff\xfe שלום")
	delim := regexp.MustCompile(`[.|]`)
	f.Fuzz(func(t *testing.T, text string) {
		n := utf8.RuneCountInString(text)
		checkScores(t, text, d.Detect(text, nil))
		for _, re := range []*regexp.Regexp{nil, delim} {
			prev := 0
			for _, s := range d.Segments(text, []string{"en", "ru"}, re) {
				if s.Offset < prev || s.Length <= 0 || s.Offset+s.Length > n {
					t.Fatalf("Segments(%q): bad segment %+v (text has %d code points)", text, s, n)
				}
				prev = s.Offset + s.Length
			}
		}
	})
}

func BenchmarkDetect(b *testing.B) {
	d := detector(b)
	texts := make([]string, len(samples))
	chars := 0
	for i, s := range samples {
		texts[i] = s.text
		chars += utf8.RuneCountInString(s.text)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		d.Detect(texts[i%len(texts)], nil)
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N), "ns/sentence")
	b.ReportMetric(float64(chars)/float64(len(texts))*float64(b.N)/b.Elapsed().Seconds(), "chars/s")
}

func BenchmarkLoad(b *testing.B) {
	detector(b)
	data, err := packbuild.LangIDSection(context.Background(), sourcesDir())
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := langid.Load(data); err != nil {
			b.Fatal(err)
		}
	}
}
