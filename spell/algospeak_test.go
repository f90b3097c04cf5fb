package spell

import (
	"io/fs"
	"strings"
	"testing"

	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/tokenize"
)

// TestAlgospeakEntries checks every entry of every list: the coded form,
// alone and inside a sentence, is rewritten to what it stands for, and
// what it stands for is made of words the language knows.
func TestAlgospeakEntries(t *testing.T) {
	files, err := fs.Glob(algospeakFS, "data/algospeak/*.tsv")
	if err != nil || len(files) == 0 {
		t.Fatalf("no algospeak lists: %v", err)
	}
	for _, f := range files {
		lang := strings.TrimSuffix(strings.TrimPrefix(f, "data/algospeak/"), ".tsv")
		t.Run(lang, func(t *testing.T) {
			c := corrector(t, lang)
			tk, err := tokenize.New(lang)
			if err != nil {
				t.Fatal(err)
			}
			entries := Algospeak(lang)
			if len(entries) == 0 {
				t.Fatal("empty list")
			}
			seen := map[string]bool{}
			for _, e := range entries {
				key := c.normalize(e.Coded)
				if seen[key] {
					t.Errorf("%q listed twice", e.Coded)
				}
				seen[key] = true
				for _, s := range tk.Tokenize(e.Plain) {
					for _, tok := range s.Tokens {
						if tok.Class == doc.ClassText && !c.known(c.normalize(tok.Text)) && len(c.lang.Lookup(c.normalize(tok.Text))) == 0 {
							t.Errorf("%q stands for %q, whose word %q the language does not know", e.Coded, e.Plain, tok.Text)
						}
					}
				}
				if got, _ := sentence(t, c, lang, e.Coded, Options{}); got != e.Plain {
					t.Errorf("%q: got %q, want %q", e.Coded, got, e.Plain)
				}
			}
		})
	}
}

func TestAlgospeakInContext(t *testing.T) {
	cases := []struct{ lang, in, want string }{
		{"en", "I will unalive you tomorrow", "I will kill you tomorrow"},
		{"en", "Unalive yourself", "Kill yourself"},
		{"en", "thinking about sewer slide again", "thinking about suicide again"},
		{"en", "she is a le$bian", "she is a lesbian"},
		{"en", "send me seggsy pics", "send me sexy pics"},
		{"en", "the corn on the cob was sweet", "the corn on the cob was sweet"},
		{"en", "visit https://example.com/unalive now", "visit https://example.com/unalive now"},
		{"en", "#unalive trends", "#unalive trends"},
		{"zh-CN", "你真是个SB", "你真是个傻逼"},
		{"ko", "ㅅㅂ 진짜", "시발 진짜"},
		{"ja", "お前は氏ね", "お前は死ね"},
		{"pt", "vsf seu idiota", "vai se foder seu idiota"},
		{"fr", "Ptn de voiture", "Ptn de voiture"},
		{"fr", "ptn de voiture", "putain de voiture"},
		{"fi", "prkl mikä päivä", "perkele mikä päivä"},
		{"da", "send seggsy billeder", "send sexy billeder"},
		{"ar", "انت 7mar", "انت حمار"},
		{"he", "אתה ben zona", "אתה בן זונה"},
	}
	for _, tc := range cases {
		c := corrector(t, tc.lang)
		got, corr := sentence(t, c, tc.lang, tc.in, Options{})
		if got != tc.want {
			t.Errorf("%s %q: got %q, want %q", tc.lang, tc.in, got, tc.want)
		}
		for _, k := range corr {
			if got != tc.in && k.Kind != KindAlgospeak {
				t.Errorf("%s %q: kind %q", tc.lang, tc.in, k.Kind)
			}
		}
	}
}
