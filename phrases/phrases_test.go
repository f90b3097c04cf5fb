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
