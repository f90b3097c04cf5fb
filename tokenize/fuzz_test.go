package tokenize

import (
	"testing"
	"unicode/utf8"

	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/lexdata"
	"github.com/argot-nlp/argot/packs/all"
)

// FuzzTokenize checks the invariants of Tokenize on any input: no panic;
// sentences in order, non-overlapping and inside the text; tokens in
// order, non-overlapping and inside their sentence; token and sentence
// text equal to the text at their code point offsets; pairs symmetric.
func FuzzTokenize(f *testing.F) {
	for _, s := range []string{
		"", "Hello world. How are you?", "I don't know, Dr. Smith!", "\xff\xfe abc \xc3",
		"l'homme qu'il", "1 234,5 € :-) 👨‍👩‍👧 🇫🇷 #tag @x a@b.co http://x.y/(z)",
		"東京タワーは高い。", "ภาษาไทยเป็นภาษา", "وقال للسلطة؟", "می\u200cخواهم", "צה\"ל ופרופ'",
		"\"a (b\" c) d'", "&#39;&#39;x&amp;", "U.S. Army... ok!!\n\nNew", "x\u200b\ufeff\u200e-y",
	} {
		f.Add("en", s)
		f.Add("fr", s)
	}
	f.Add("th", "กินข้าว")
	f.Add("ja", "ｶﾀｶﾅ゛")
	f.Add("ar", "ببب وو")
	// "LANG/dict" is the tokenizer with dictionary segmentation and the
	// language's embedded pack, for the languages whose dictionaries come
	// from packs (loading the linked Chinese and Japanese dictionaries
	// takes longer than a fuzz worker may; safeSegment guards their output).
	f.Add("vi/dict", "Tôi ở Hà Nội và  sinh viên Bùi Văn Luyến. HÀ NỘI")
	f.Add("th/dict", "กินข้าว ครอบครัวผู้ใหญ่ ๆ")
	langs := Languages()
	toks := map[string]*Tokenizer{}
	store := lexdata.NewStore(all.FS)
	for _, l := range langs {
		toks[l] = mustNew(f, l)
		if l != "th" && l != "vi" {
			continue
		}
		lang, err := store.Language(l)
		if err != nil {
			f.Fatal(err)
		}
		if toks[l+"/dict"], err = New(l, WithDictionary(lang.Pack())); err != nil {
			f.Fatal(err)
		}
	}
	f.Fuzz(func(t *testing.T, lang, text string) {
		tk := toks[lang]
		if tk == nil {
			tk = toks[langs[len(lang)%len(langs)]]
		}
		checkInvariants(t, text, tk.Tokenize(text))
	})
}

func checkInvariants(t *testing.T, text string, sents []doc.Sentence) {
	t.Helper()
	// Code point offset -> byte offset.
	byteAt := make([]int, 0, len(text)+1)
	for i := 0; i < len(text); {
		byteAt = append(byteAt, i)
		_, n := utf8.DecodeRuneInString(text[i:])
		i += n
	}
	byteAt = append(byteAt, len(text))
	slice := func(off, n int) (string, bool) {
		if off < 0 || n <= 0 || off+n >= len(byteAt) && off+n != len(byteAt)-1 {
			return "", false
		}
		return text[byteAt[off]:byteAt[off+n]], true
	}
	prevEnd := 0
	for i, s := range sents {
		if s.Offset < prevEnd || len(s.Tokens) == 0 {
			t.Fatalf("sentence %d at %d overlaps or is empty (prev end %d)", i, s.Offset, prevEnd)
		}
		got, ok := slice(s.Offset, s.Length)
		if !ok || got != s.Text {
			t.Fatalf("sentence %d %q at [%d+%d] is %q in the text", i, s.Text, s.Offset, s.Length, got)
		}
		prevEnd = s.End()
		tokEnd := s.Offset
		for j, tok := range s.Tokens {
			if tok.Offset < tokEnd || tok.End() > s.End() {
				t.Fatalf("sentence %d token %d %q at [%d+%d] out of order or outside [%d,%d)", i, j, tok.Text, tok.Offset, tok.Length, s.Offset, s.End())
			}
			got, ok := slice(tok.Offset, tok.Length)
			if !ok || got != tok.Text {
				t.Fatalf("token %q at [%d+%d] is %q in the text", tok.Text, tok.Offset, tok.Length, got)
			}
			tokEnd = tok.End()
			if tok.Pair >= 0 {
				if tok.Pair >= len(s.Tokens) || tok.Pair == j || s.Tokens[tok.Pair].Pair != j {
					t.Fatalf("token %d %q pair %d not symmetric", j, tok.Text, tok.Pair)
				}
			}
		}
	}
}
