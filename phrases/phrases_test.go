package phrases

import (
	"fmt"
	"strings"
	"testing"
)

// taggedWords parses "form/UPOS[/Feat=V,Feat=V][/lemma]" words.
func taggedWords(s string) []Word {
	var ws []Word
	for _, f := range strings.Fields(s) {
		parts := strings.Split(f, "/")
		w := Word{Form: parts[0], UPOS: parts[1]}
		if len(parts) > 2 && parts[2] != "" {
			w.Feats = strings.Split(parts[2], ",")
		}
		if len(parts) > 3 {
			w.Lemma = parts[3]
		}
		ws = append(ws, w)
	}
	return ws
}

// bracket writes a forest the service's way, with each phrase's type and
// role: S[(NP:patient The|car)|was|(VP ...)].
func bracket(ws []Word, ns []Node) string {
	var b strings.Builder
	for i, n := range ns {
		if i > 0 {
			b.WriteByte(' ')
		}
		writeNode(&b, ws, n)
	}
	return b.String()
}

func writeNode(b *strings.Builder, ws []Word, n Node) {
	b.WriteString("[" + n.Type)
	if n.Role != "" {
		b.WriteString(":" + n.Role)
	}
	k := 0
	for i := n.Start; i < n.End; {
		b.WriteByte(' ')
		if k < len(n.Children) && n.Children[k].Start == i {
			writeNode(b, ws, n.Children[k])
			i = n.Children[k].End
			k++
			continue
		}
		b.WriteString(ws[i].Form)
		i++
	}
	b.WriteString("]")
}

func roles(ws []Word, rs []string) string {
	var out []string
	for i, r := range rs {
		if r != "" {
			out = append(out, fmt.Sprintf("%s=%s", ws[i].Form, r))
		}
	}
	return strings.Join(out, " ")
}

func TestParse(t *testing.T) {
	tests := []struct {
		lang, words string
		cues        bool
		tree, roles string
	}{
		{"en", "The/DET car/NOUN was/AUX//be driven/VERB/Tense=Past,VerbForm=Part by/ADP//by David/PROPN ./PUNCT", true,
			"[S [NP:patient The car] was [VP driven [PP:agent by [NP David]]]]",
			"car=patient driven=verb David=agent"},
		{"en", "David/PROPN drove/VERB the/DET car/NOUN", true,
			"[S [NP:agent David] [VP drove [NP:patient the car]]]",
			"David=agent drove=verb car=patient"},
		{"en", "She/PRON/PronType=Prs gave/VERB him/PRON/PronType=Prs a/DET book/NOUN", true,
			"[S [NP:agent She] [VP gave [NP:beneficiary him] [NP:patient a book]]]",
			"She=agent gave=verb him=beneficiary book=patient"},
		{"ja", "猫/NOUN が/ADP//が 魚/NOUN を/ADP//を 食べ/VERB た/AUX//た", true,
			"[S [NP:agent 猫 が] [VP [NP:patient 魚 を] 食べ た]]",
			"猫=agent 魚=patient 食べ=verb"},
		{"en", "David/PROPN left/VERB because/SCONJ he/PRON/PronType=Prs was/AUX//be tired/ADJ", false,
			"[S [NP:agent David] [VP left] [S because [NP:agent he] [VP was [ADJP:complement tired]]]]",
			"David=agent left=verb he=agent was=verb tired=complement"},
		{"en", "Because/SCONJ it/PRON/PronType=Prs rained/VERB ,/PUNCT we/PRON/PronType=Prs stayed/VERB", false,
			"[S [S Because [NP:agent it] [VP rained]] , [NP:agent we] [VP stayed]]",
			"it=agent rained=verb we=agent stayed=verb"},
		{"ko", "돈이/NOUN 발견되었다/VERB", false,
			"[S [NP:patient 돈이] [VP 발견되었다]]",
			"돈이=patient 발견되었다=verb"},
		{"ko", "그가/PRON 책을/NOUN 받았다/VERB", false,
			"[S [NP:agent 그가] [VP [NP:patient 책을] 받았다]]",
			"그가=agent 책을=patient 받았다=verb"},
		{"pl", "Plan/NOUN/Case=Nom został/AUX//zostać zmieniony/ADJ/VerbForm=Part,Voice=Pass", false,
			"[S [NP:patient Plan] [VP został [ADJP:complement zmieniony]]]",
			"Plan=patient został=verb zmieniony=complement"},
		{"fi", "Hän/PRON/Case=Nom,PronType=Prs joi/VERB/Person=3 kahvia/NOUN/Case=Par", false,
			"[S [NP:agent Hän] [VP joi [NP:patient kahvia]]]",
			"Hän=agent joi=verb kahvia=patient"},
		{"fi", "Kahvia/NOUN/Case=Par join/VERB/Person=1", false,
			"[S [NP:patient Kahvia] [VP join]]",
			"Kahvia=patient join=verb"},
		{"he", "דני/PROPN ראה/VERB את/ADP//את הכלב/NOUN", false,
			"[S [NP:agent דני] [VP ראה [NP:patient את הכלב]]]",
			"דני=agent ראה=verb הכלב=patient"},
		{"ps-AF", "هغۀ/PRON/Case=Acc هڅه/NOUN/Case=Nom وکړه/VERB/Tense=Past", false,
			"[S [NP:agent هغۀ] [VP [NP:patient هڅه] وکړه]]",
			"هغۀ=agent هڅه=patient وکړه=verb"},
		{"vi", "Làng/NOUN được/AUX//được công_ty/NOUN chọn/VERB", false,
			"[S [NP:patient Làng] được [NP:agent công_ty] [VP chọn]]",
			"Làng=patient công_ty=agent chọn=verb"},
		{"en", "Dr./PROPN John/PROPN Smith/PROPN left/VERB", false,
			"[S [NP:agent Dr. John Smith] [VP left]]",
			"Dr.=title John=given_name Smith=surname left=verb"},
	}
	for _, tc := range tests {
		ws := taggedWords(tc.words)
		if tc.lang == "en" && strings.HasPrefix(tc.words, "Dr.") {
			ws[0].Abbrev = true
		}
		res, err := Parse(tc.lang, ws, Options{Cues: tc.cues})
		if err != nil {
			t.Fatal(err)
		}
		if got := bracket(ws, res.Forests[0]); got != tc.tree {
			t.Errorf("%s %q:\n got tree %s\nwant tree %s", tc.lang, tc.words, got, tc.tree)
		}
		if got := roles(ws, res.Roles); got != tc.roles {
			t.Errorf("%s %q:\n got roles %s\nwant roles %s", tc.lang, tc.words, got, tc.roles)
		}
	}
}
