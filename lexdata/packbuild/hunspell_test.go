package packbuild

import (
	"slices"
	"strings"
	"testing"
)

// expandAll returns the sorted forms of every stem of a dictionary.
func expandAll(t *testing.T, aff, dic string) map[string][]string {
	t.Helper()
	d, err := parseHunspell([]byte(aff), []byte(dic))
	if err != nil {
		t.Fatal(err)
	}
	out := map[string][]string{}
	for _, st := range d.stems {
		var forms []string
		d.expand(st, 100, func(f string) { forms = append(forms, f) })
		slices.Sort(forms)
		out[st.word] = slices.Compact(forms)
	}
	return out
}

func TestHunspellExpand(t *testing.T) {
	tests := []struct {
		name, aff, dic string
		want           map[string][]string
	}{
		{
			name: "suffix strip add condition",
			aff: `SFX S Y 4
SFX S   y     ies        [^aeiou]y
SFX S   0     s          [aeiou]y
SFX S   0     es         [sxzh]
SFX S   0     s          [^sxzhy]
`,
			dic: "4\ncity/S\nday/S\nbox/S\ncat/S\n",
			want: map[string][]string{
				"city": {"cities", "city"}, "day": {"day", "days"},
				"box": {"box", "boxes"}, "cat": {"cat", "cats"},
			},
		},
		{
			name: "prefix and cross product",
			aff: `PFX U Y 1
PFX U   0     un         .
PFX R N 1
PFX R   0     re         .
SFX D Y 2
SFX D   0     ed         [^e]
SFX D   0     d          e
SFX G N 1
SFX G   e     ing        e
`,
			dic: "2\ndo/U\ntie/URDG\n",
			want: map[string][]string{
				"do":  {"do", "undo"},
				"tie": {"retie", "tie", "tied", "tiing", "untie", "untied"},
			},
		},
		{
			name: "FLAG long, NEEDAFFIX, FORBIDDENWORD",
			aff: `FLAG long
NEEDAFFIX Nx
FORBIDDENWORD Fw
SFX Aa Y 1
SFX Aa 0 en .
`,
			dic:  "3\nhaus/AaNx\nfrau/Aa\nbad/FwAa\n",
			want: map[string][]string{"haus": {"hausen"}, "frau": {"frau", "frauen"}, "bad": nil},
		},
		{
			name: "FLAG num and AF aliases",
			aff: `FLAG num
AF 2
AF 1,2
AF 2
SFX 1 Y 1
SFX 1 0 ler .
SFX 2 Y 1
SFX 2 0 de .
`,
			dic:  "2\nev/1\nkitap/2\n",
			want: map[string][]string{"ev": {"ev", "evde", "evler"}, "kitap": {"kitap", "kitapde"}},
		},
		{
			name: "continuation classes (two-level suffixes)",
			aff: `SFX A Y 1
SFX A 0 ung/B .
SFX B Y 1
SFX B 0 en .
`,
			dic:  "1\nheiz/A\n",
			want: map[string][]string{"heiz": {"heiz", "heizung", "heizungen"}},
		},
		{
			name: "ONLYINCOMPOUND affix and UTF-8 flags",
			aff: `FLAG UTF-8
ONLYINCOMPOUND ö
SFX é Y 2
SFX é 0 s .
SFX é 0 x/ö .
`,
			dic:  "1\nchat/é\n",
			want: map[string][]string{"chat": {"chat", "chats"}},
		},
		{
			name: "ISO8859-1 and IGNORE",
			aff:  "SET ISO8859-1\nIGNORE -\nSFX A Y 1\nSFX A 0 \xe9 .\n",
			dic:  "1\ncaf-/A\n",
			want: map[string][]string{"caf": {"caf", "café"}},
		},
		{
			name: "circumfix",
			aff: `CIRCUMFIX X
PFX G Y 1
PFX G 0 ge/X .
SFX T Y 1
SFX T 0 t/X .
`,
			dic:  "1\nmach/GT\n",
			want: map[string][]string{"mach": {"gemacht", "mach"}},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := expandAll(t, tt.aff, tt.dic)
			for stem, want := range tt.want {
				if !slices.Equal(got[stem], want) {
					t.Errorf("%s: got %q, want %q", stem, got[stem], want)
				}
			}
		})
	}
}

func TestHunspellLimit(t *testing.T) {
	d, err := parseHunspell([]byte("SFX A Y 3\nSFX A 0 a .\nSFX A 0 b .\nSFX A 0 c .\n"), []byte("x/A\n"))
	if err != nil {
		t.Fatal(err)
	}
	var forms []string
	if !d.expand(d.stems[0], 2, func(f string) { forms = append(forms, f) }) || len(forms) != 2 {
		t.Errorf("limit 2: %q", forms)
	}
}

func TestHunspellErrors(t *testing.T) {
	for _, aff := range []string{"SET KOI8-R\n", "SFX A Y x\n", "SFX A Y 1\nSFX A 0 a [ab\n"} {
		if _, err := parseHunspell([]byte(aff), []byte("1\na/A\n")); err == nil {
			t.Errorf("%q accepted", aff)
		}
	}
}

func TestHunspellDicEntries(t *testing.T) {
	d, err := parseHunspell(nil, []byte("3\nand\\/or/A po:conj\nAT&T\tst:x\n/bad\n"))
	if err != nil {
		t.Fatal(err)
	}
	var words []string
	for _, st := range d.stems {
		words = append(words, st.word)
	}
	if strings.Join(words, ",") != "and/or,AT&T" {
		t.Errorf("stems = %q", words)
	}
}

func FuzzHunspell(f *testing.F) {
	f.Add("SFX A Y 1\nSFX A y ies [^aeiou]y\n", "1\ncity/A\n")
	f.Add("FLAG long\nAF 1\nAF AaBb\nPFX Aa Y 1\nPFX Aa 0 un/Bb .\nSFX Bb Y 1\nSFX Bb 0 s .\n", "x/1\n")
	f.Fuzz(func(t *testing.T, aff, dic string) {
		d, err := parseHunspell([]byte(aff), []byte(dic))
		if err != nil {
			return
		}
		for _, st := range d.stems {
			d.expand(st, 50, func(string) {})
		}
	})
}
