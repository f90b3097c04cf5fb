package spell

import (
	"strings"
	"sync"
	"testing"
	"unicode/utf8"

	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/lexdata"
	"github.com/argot-nlp/argot/packs/all"
	"github.com/argot-nlp/argot/tokenize"
)

var store = sync.OnceValue(func() *lexdata.Store { return lexdata.NewStore(all.FS) })

func corrector(t testing.TB, lang string) *Corrector {
	t.Helper()
	l, err := store().Language(lang)
	if err != nil {
		t.Fatal(err)
	}
	c, err := For(l)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// apply returns the sentence text with the corrections made.
func apply(toks []doc.Token, corr []Correction) string {
	var b strings.Builder
	next := 0
	for i := 0; i < len(toks); i++ {
		text, last := toks[i].Text, i
		if next < len(corr) && corr[next].Index == i {
			text, last = corr[next].Text, i+corr[next].Span-1
			next++
		}
		b.WriteString(text)
		if toks[last].SpaceAfter {
			b.WriteByte(' ')
		}
		i = last
	}
	return strings.TrimSpace(b.String())
}

func sentence(t testing.TB, c *Corrector, lang, text string, opts Options) (string, []Correction) {
	t.Helper()
	tk, err := tokenize.New(lang)
	if err != nil {
		t.Fatal(err)
	}
	var parts []string
	var all []Correction
	for _, s := range tk.Tokenize(text) {
		corr := c.Sentence(s.Tokens, opts)
		all = append(all, corr...)
		parts = append(parts, apply(s.Tokens, corr))
	}
	return strings.Join(parts, " "), all
}

func TestWord(t *testing.T) {
	c := corrector(t, "en")
	for _, tc := range []struct{ in, want string }{
		{"speling", "spelling"},
		{"korrectud", "corrected"},
		{"bycycle", "bicycle"},
		{"inconvient", "inconvenient"},
		{"peotry", "poetry"},
		{"word", "word"},
		{"Thier", "Their"},
		{"recieve", "receive"},
		{"f*ck", "fuck"},
		{"sh!t", "shit"},
		{"k!ll", "kill"},
		{"a$$", "ass"},
		{"h4t3", "hate"},
		{"k1ll", "kill"},
		{"fuuuuck", "fuck"},
		{"f.u.c.k", "fuck"},
		{"k-i-l-l", "kill"},
		{"ki\u200bll", "kill"},
		{"fսck", "fuck"},
		{"ｆｕｃｋ", "fuck"},
		// Same sound, three edits away: only the sound index finds it.
		{"annonsment", "announcement"},
		// A typo in the frequency list, far rarer than the word.
		{"occuring", "occurring"},
	} {
		got, _ := c.Word(tc.in)
		if got != tc.want {
			t.Errorf("Word(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

func TestSentence(t *testing.T) {
	for _, tc := range []struct {
		lang, in, want string
		opts           Options
	}{
		{"en", "I will br*k his neck and kll him", "I will break his neck and kill him", Options{}},
		{"en", "You f*ck and sh!t a$$.", "You fuck and shit ass.", Options{}},
		{"en", "f u c k you", "fuck you", Options{}},
		{"en", "you are a f u c k", "you are a fuck", Options{}},
		{"en", "k-i-l-l them all", "kill them all", Options{}},
		{"en", "f.u.c.k this", "fuck this", Options{}},
		{"en", "h4t3 you, I will k1ll you", "hate you, I will kill you", Options{}},
		{"en", "this is sooooo good", "this is so good", Options{}},
		{"en", "I recieved the pakage yesterday", "I received the package yesterday", Options{}},
		{"en", "Recieved the package", "Received the package", Options{}},
		{"en", "Recieved the package", "Recieved the package", Options{LowercaseOnly: true}},
		{"ru", "ты сука и идиoт", "ты сука и идиот", Options{}},
		{"de", "du bist ein arschl0ch", "du bist ein arschloch", Options{}},
		// Cyrillic leetspeak; syllables and kana spelled out or stretched
		// across the segmenter's tokens.
		{"ru", "это г0вн0", "это говно", Options{}},
		{"ko", "개.새.끼", "개새끼", Options{}},
		{"ja", "うんんんんんち", "うんち", Options{}},
		{"vi", "đ.ị.t", "địt", Options{}},
		// Never corrected.
		{"en", "Mail jhon@exmaple.com or see http://exmaple.com/recieve", "Mail jhon@exmaple.com or see http://exmaple.com/recieve", Options{}},
		{"en", "@recieve said #recieve 12345", "@recieve said #recieve 12345", Options{}},
		{"en", "We met Jonh Smiht at Gogle", "We met Jonh Smiht at Gogle", Options{}},
		{"en", "run x86_64 on my iPhone with user_name and mp3 2nd A4", "run x86_64 on my iPhone with user_name and mp3 2nd A4", Options{}},
		{"en", "the NASAA report", "the NASAA report", Options{}},
	} {
		got, _ := sentence(t, corrector(t, tc.lang), tc.lang, tc.in, tc.opts)
		if got != tc.want {
			t.Errorf("%s %q (%+v)\n got %q\nwant %q", tc.lang, tc.in, tc.opts, got, tc.want)
		}
	}
}

func TestKinds(t *testing.T) {
	c := corrector(t, "en")
	_, corr := sentence(t, c, "en", "I recieved f*ck", Options{})
	if len(corr) != 2 || corr[0].Kind != KindMisspelling || corr[1].Kind != KindObfuscation || corr[1].Span != 3 {
		t.Errorf("corrections = %+v", corr)
	}
}

func TestForNil(t *testing.T) {
	if _, err := For(nil); err == nil {
		t.Error("For(nil): no error")
	}
}

func TestAllLanguages(t *testing.T) {
	for _, id := range store().Languages() {
		c := corrector(t, id)
		if len(c.vocab.words) == 0 {
			t.Errorf("%s: empty vocabulary", id)
		}
	}
}

func FuzzCorrect(f *testing.F) {
	for _, s := range []string{"f*ck you", "h4t3 k1ll", "f u c k", "sooooo", "ki\u200bll", "ｆｕｃｋ", "Recieve", "a$$ @ss #x", "\xff\xfe"} {
		f.Add(s)
	}
	c := corrector(f, "en")
	tk, err := tokenize.New("en")
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if w, _ := c.Word(s); utf8.ValidString(s) && !utf8.ValidString(w) {
			t.Fatalf("Word(%q) = %q: invalid UTF-8", s, w)
		}
		for _, sent := range tk.Tokenize(s) {
			corr := c.Sentence(sent.Tokens, Options{})
			last := -1
			for _, k := range corr {
				if k.Index <= last || k.Span < 1 || k.Index+k.Span > len(sent.Tokens) {
					t.Fatalf("%q: bad correction %+v", s, k)
				}
				if !utf8.ValidString(k.Text) {
					t.Fatalf("%q: invalid UTF-8 in %+v", s, k)
				}
				last = k.Index + k.Span - 1
			}
		}
	})
}
