package sentiment

import (
	"slices"
	"testing"

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
