package sentiment

import (
	"slices"
	"testing"
	"unicode/utf8"

	"github.com/argot-nlp/argot/internal/doc"
)

func TestVariants(t *testing.T) {
	tests := []struct {
		lang, word string
		want       []string
	}{
		{"ur", "اچھی", []string{"اچھا"}},
		{"ar", "جيدا", []string{"جيد"}},
		{"tr", "berbattı", []string{"berbat"}},
		{"ko", "맛없다", []string{"맛없은", "맛없는"}},
		{"en", "goods", nil},
		{"ar", "ا", nil}, // too short a stem
	}
	for _, tc := range tests {
		m := &model{lang: tc.lang}
		if err := m.readInflections(); err != nil {
			t.Fatal(err)
		}
		var got []string
		m.variants(tc.word, func(v string) bool { got = append(got, v); return true })
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s %q: variants %q, want %q", tc.lang, tc.word, got, tc.want)
		}
	}
}

// TestPostNegation checks that a negator after a word negates it only in
// a language with post-posed negators, and only within three words.
func TestPostNegation(t *testing.T) {
	word := func(s string) doc.Token { return doc.Token{Text: s, Kind: doc.Word} }
	toks := []doc.Token{word("iyi"), word("değil")}
	roles := []shiftKind{noShift, postNeg}
	heads := []int{0, 1}
	for _, post := range []bool{true, false} {
		m := &model{lang: "tr", postNegation: post}
		w := scored{tok: 0, base: 1.5, valence: 1.5}
		m.modify(&w, toks, roles, heads, 0, len(toks), false)
		if (w.valence < 0) != post {
			t.Errorf("postNegation %v: valence %.2f", post, w.valence)
		}
	}
	far := []doc.Token{word("a"), word("b"), word("c"), word("d"), word("değil")}
	if j := (&model{postNegation: true}).negatorAfter(far, []shiftKind{0, 0, 0, 0, postNeg}, 0, len(far)); j >= 0 {
		t.Errorf("a negator four words on reaches back: %d", j)
	}
}

func TestDanglingBooster(t *testing.T) {
	word := func(s string) doc.Token { return doc.Token{Text: s, Kind: doc.Word} }
	punct := doc.Token{Text: "。", Kind: doc.Punctuation}
	// "不好。": "好" modifies nothing; "好棒": it strengthens "棒".
	toks := []doc.Token{word("不"), word("好"), punct}
	if !danglingBooster(toks, []shiftKind{negator, intensify, noShift}, []int{0, 1, 2}, 1, len(toks)) {
		t.Error("clause-final intensifier not read as a word")
	}
	toks = []doc.Token{word("好"), word("棒")}
	if danglingBooster(toks, []shiftKind{intensify, noShift}, []int{0, 1}, 0, len(toks)) {
		t.Error("intensifier before a word read as a word")
	}
}

// TestKoreanStems checks that the stems of hand-written Korean forms
// include the right one (the others are candidates the lexicon lookup
// rejects), and the attributives the lexicons list adjectives under.
func TestKoreanStems(t *testing.T) {
	tests := []struct {
		form string
		stem string // "" for none
	}{
		{"나빴다", "나쁘"},
		{"좋았다", "좋"},
		{"맛있었어요", "맛있"},
		{"추웠어요", "춥"},
		{"친절했어요", "친절하"},
		{"비쌌어요", "비싸"},
		{"봤어요", "보"},
		{"됐다", "되"},
		{"좋다", "좋"},
		{"좋아요", "좋"},
		{"나빠요", "나쁘"},
		{"더러워요", "더럽"},
		{"친절해요", "친절하"},
		{"느려요", "느리"},
		{"좋아서", "좋"},
		{"맛있네요", "맛있"},
		{"좋지만", "좋"},
		{"좋습니다", "좋"},
		{"비쌉니다", "비싸"},
		{"친절합니다", "친절하"},
		{"빨라요", "빠르"}, // 르-irregular
		{"달랐어요", "다르"},
		{"았", ""},     // no syllable after the past
		{"다", ""},     // an ending alone
		{"hello", ""}, // no Hangul
	}
	for _, tc := range tests {
		var got []string
		koreanStems(tc.form, func(s string) bool { got = append(got, s); return true })
		if tc.stem == "" && len(got) > 0 || tc.stem != "" && !slices.Contains(got, tc.stem) {
			t.Errorf("koreanStems(%q) = %q, want %q among them", tc.form, got, tc.stem)
		}
	}
	for form, want := range map[string]string{"최고예요": "최고", "최악이에요": "최악", "별로였어요": "별로", "최고입니다": "최고", "예요": ""} {
		if got, _ := koreanCopula(form); got != want {
			t.Errorf("koreanCopula(%q) = %q, want %q", form, got, want)
		}
	}
	for stem, want := range map[string]string{"나쁘": "나쁜", "좋": "좋은", "더럽": "더러운", "맛있": "맛있는", "친절하": "친절한", "x": "", "": ""} {
		if got := koreanAttributive(stem); got != want {
			t.Errorf("koreanAttributive(%q) = %q, want %q", stem, got, want)
		}
	}
}

// TestTurkishCopula checks which hand-written past forms strip to a
// nominal predicate: the copula's y after a vowel, and after a consonant
// a stem whose infinitive is no verb and that is no one-syllable root
// tagged a verb.
func TestTurkishCopula(t *testing.T) {
	lang, err := embedded().Language("tr")
	if err != nil {
		t.Fatal(err)
	}
	m := &model{lang: "tr", lookup: lang.Lookup}
	tests := []struct {
		form, stem string
		verb       bool // tagged a verb
		want       bool
	}{
		{"berbattı", "berbat", true, true},
		{"mükemmeldi", "mükemmel", true, true},
		{"harikaydı", "harika", false, true},
		{"kötüydü", "kötü", false, true},
		{"pisti", "pis", false, true},   // no verb "pismek", read as a noun
		{"geçti", "geç", true, false},   // a root the tagger reads as a verb
		{"yaşadı", "yaşa", true, false}, // yaşamak: lived
		{"bitti", "bit", false, false},  // bitmek, whatever the tagger says
		{"kaçtı", "kaç", false, false},  // kaçmak
		{"geçti", "gaç", true, false},   // not its stem
		{"berbattı", "berbat", false, true},
	}
	for _, tc := range tests {
		if got := m.turkishCopula(tc.form, tc.stem, tc.verb); got != tc.want {
			t.Errorf("turkishCopula(%q, %q, %v) = %v, want %v", tc.form, tc.stem, tc.verb, got, tc.want)
		}
	}
}

// FuzzKoreanStems checks that every stem of a form is no longer than it,
// shares all but its last two syllables with it, ends in a Hangul
// syllable, and has a well-formed attributive.
func FuzzKoreanStems(f *testing.F) {
	for _, s := range []string{"나빴다", "추웠어요", "웠", "ㅆ다", "\xed\x9e\xa3다", "a했다", "0았0"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, word string) {
		rs := []rune(word)
		koreanStems(word, func(s string) bool {
			stem := []rune(s)
			if len(stem) == 0 || len(stem) > len(rs) {
				t.Fatalf("%q: stem %q", word, s)
			}
			last := stem[len(stem)-1]
			if last < hangulBase || last > hangulLast {
				t.Fatalf("%q: stem %q does not end in a Hangul syllable", word, s)
			}
			// Only the last syllable, or with the ㅂ-irregular the one
			// before it, differs from the form.
			if k := len(stem) - 2; k > 0 && !slices.Equal(stem[:k], rs[:k]) {
				t.Fatalf("%q: stem %q is no prefix of it", word, s)
			}
			if a := koreanAttributive(s); a == "" || !utf8.ValidString(a) {
				t.Fatalf("%q: stem %q: attributive %q", word, s, a)
			}
			return true
		})
	})
}

// TestInflectionMisfires checks past forms the ending table must not
// strip to an unrelated entry ("geçti" is no "geç" "late", "맞다" "be
// right" no "맞은" "hit"), homographs a tagger lemma rules out ("صور",
// tagged "صورة" "picture", is no "صور" "depict"), and inflected forms
// that must reach their lemma: Korean past forms, Korean adjectives the
// tagger reads as verbs, Turkish predicates with the past copula.
func TestInflectionMisfires(t *testing.T) {
	for _, tc := range []struct{ lang, text string }{
		{"tr", "Sınavı geçti."},
		{"tr", "Uzun bir hayat yaşadı."},
		{"tr", "Otobüs durağı geçti."},
		{"ko", "네 말이 맞다."},
		{"ar", "للاسف ماعندي صوره"},
	} {
		res := analyseText(t, tc.lang, tc.text)
		for _, e := range res.Expressions {
			if e.Polarity == "positive" || tc.lang != "ar" {
				t.Errorf("%s %q: expression %q %s: %s", tc.lang, tc.text, e.Text, e.Polarity, e.Explanation)
			}
		}
	}
	for _, tc := range []struct{ lang, text, polarity string }{
		{"ko", "서비스가 나빴다.", "negative"},
		{"ko", "서비스가 나빴어요.", "negative"},
		{"ko", "음식이 좋았다.", "positive"},
		{"ko", "음식이 맛있었어요.", "positive"},
		{"ko", "방이 더러웠어요.", "negative"},
		{"ko", "음식이 맛있지 않아요.", "negative"},
		{"ko", "음식이 맛있지 않았어요.", "negative"},
		{"tr", "Servis berbattı.", "negative"},
		{"tr", "Oda çok hoştu.", "positive"},
		{"tr", "Yemek mükemmeldi.", "positive"},
		{"tr", "Oda pisti.", "negative"},
	} {
		res := analyseText(t, tc.lang, tc.text)
		if len(res.Expressions) != 1 || res.Expressions[0].Polarity != tc.polarity {
			t.Errorf("%s %q: expressions %+v, want one %s", tc.lang, tc.text, res.Expressions, tc.polarity)
		}
	}
}

// TestLexiconAdditionsSource checks that every row of data/lexicon.tsv
// names the source its valence is copied from, and that a row without
// one is refused.
func TestLexiconAdditionsSource(t *testing.T) {
	for _, lang := range []string{"th", "en"} {
		if err := (&model{lang: lang, words: map[string]wordEntry{}}).readLexiconAdditions(); err != nil {
			t.Error(err)
		}
	}
	saved := lexiconAdditions
	defer func() { lexiconAdditions = saved }()
	lexiconAdditions = []byte("th\tแย่\t-2.5\n")
	if err := (&model{lang: "th", words: map[string]wordEntry{}}).readLexiconAdditions(); err == nil {
		t.Error("a row without a source accepted")
	}
}
