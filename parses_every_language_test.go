package argot

import (
	"context"
	"testing"

	"github.com/argot-nlp/argot/packs/all"
)

// TestParseTreeEveryLanguage checks the grammar issue's promise that every
// language returns a parse tree when parses is on: one plain sentence per
// language ("The old man buys bread in the city"), each of which must give
// a non-empty phrase forest. A forest without a clause or verb phrase is
// logged, not failed: it comes from a tagging error (English "buys" read
// as a plural noun), which the tagger's accuracy figures measure.
func TestParseTreeEveryLanguage(t *testing.T) {
	if testing.Short() {
		t.Skip("loads every pack")
	}
	sentences := map[string]string{
		"ar":    "الرجل العجوز يشتري الخبز في المدينة.",
		"da":    "Den gamle mand køber brød i byen.",
		"de":    "Der alte Mann kauft Brot in der Stadt.",
		"en":    "The old man buys bread in the city.",
		"es":    "El hombre viejo compra pan en la ciudad.",
		"fa":    "مرد پیر در شهر نان می\u200cخرد.",
		"fi":    "Vanha mies ostaa leipää kaupungissa.",
		"fr":    "Le vieil homme achète du pain en ville.",
		"he":    "האיש הזקן קונה לחם בעיר.",
		"id":    "Pria tua itu membeli roti di kota.",
		"it":    "Il vecchio compra il pane in città.",
		"ja":    "老人は町でパンを買います。",
		"ko":    "노인은 도시에서 빵을 산다.",
		"ms":    "Lelaki tua itu membeli roti di bandar.",
		"nl":    "De oude man koopt brood in de stad.",
		"no":    "Den gamle mannen kjøper brød i byen.",
		"pl":    "Stary człowiek kupuje chleb w mieście.",
		"ps-AF": "زوړ سړی په ښار کې ډوډۍ اخلي.",
		"pt":    "O velho compra pão na cidade.",
		"ru":    "Старик покупает хлеб в городе.",
		"sv":    "Den gamle mannen köper bröd i staden.",
		"th":    "ชายชราซื้อขนมปังในเมือง",
		"tr":    "Yaşlı adam şehirde ekmek alıyor.",
		"ur":    "بوڑھا آدمی شہر میں روٹی خریدتا ہے۔",
		"vi":    "Ông già mua bánh mì trong thành phố.",
		"zh-CN": "老人在城里买面包。",
		"zh-TW": "老人在城裡買麵包。",
	}
	a := newTestAnalyzer(t, WithPackFS(all.FS))
	for _, l := range a.Languages() {
		text, ok := sentences[l.ID]
		if !ok {
			t.Errorf("%s: no sentence for this language", l.ID)
			continue
		}
		resp, err := a.Parse(context.Background(), Request{Language: l.ID, Content: text, Settings: Settings{Parses: Bool(true)}})
		if err != nil {
			t.Errorf("%s: %v", l.ID, err)
			continue
		}
		if len(resp.SentenceList) == 0 || resp.SentenceList[0].ParseTree == nil || len(resp.SentenceList[0].ParseTree.Phrases) == 0 {
			t.Errorf("%s %q: no parse tree", l.ID, text)
			continue
		}
		if !hasClause(resp.SentenceList[0].ParseTree.Phrases) {
			t.Logf("%s %q: no S or VP in %+v", l.ID, text, resp.SentenceList[0].ParseTree.Phrases)
		}
	}
}

// hasClause reports whether a phrase forest holds a clause or verb phrase.
func hasClause(phrases []Phrase) bool {
	for _, p := range phrases {
		if p.Type == "S" || p.Type == "VP" || hasClause(p.Children) {
			return true
		}
	}
	return false
}
