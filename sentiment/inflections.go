package sentiment

import (
	"embed"
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/argot-nlp/argot/lexdata"
)

//go:embed data/inflections.tsv
var inflectionData embed.FS

// ending is an inflectional ending and what replaces it to give a form
// the lexicon lists.
type ending struct{ suffix, base string }

// readInflections reads the language's rows of data/inflections.tsv.
func (m *model) readInflections() error {
	raw, err := inflectionData.ReadFile("data/inflections.tsv")
	if err != nil {
		return err
	}
	for _, f := range lexdata.TSVRows(raw) {
		if len(f) < 3 || f[1] == "" {
			return fmt.Errorf("sentiment: inflections.tsv: bad row %q", strings.Join(f, "\t"))
		}
		if f[0] != m.lang {
			continue
		}
		base := f[2]
		if base == "-" {
			base = ""
		}
		m.endings = append(m.endings, ending{f[1], base})
	}
	return nil
}

// variants yields the forms of word with an inflectional ending replaced,
// in the table's order; a variant of fewer than two letters is skipped.
func (m *model) variants(word string, yield func(string) bool) {
	for _, e := range m.endings {
		stem, ok := strings.CutSuffix(word, e.suffix)
		if !ok || len([]rune(stem+e.base)) < 2 {
			continue
		}
		if !yield(stem + e.base) {
			return
		}
	}
}

// Hangul syllables: 0xAC00 + (initial×21 + vowel)×28 + final.
const (
	hangulBase = 0xAC00
	hangulLast = 0xD7A3
	// Vowels and finals used by the Korean past and attributive forms.
	vA, vAe, vEo, vYeo, vO, vWa, vWae, vOe, vU, vWo, vEu, vI = 0, 1, 4, 6, 8, 9, 10, 11, 13, 14, 18, 20
	fNone, fN, fB, fSs                                       = 0, 4, 17, 20
	iNg, iH                                                  = 11, 18 // ㅇ, ㅎ
)

func hangul(r rune) (initial, vowel, final int, ok bool) {
	if r < hangulBase || r > hangulLast {
		return 0, 0, 0, false
	}
	n := int(r - hangulBase)
	return n / (21 * 28), n / 28 % 21, n % 28, true
}

func syllable(initial, vowel, final int) rune {
	return rune(hangulBase + (initial*21+vowel)*28 + final)
}

// koreanPastStems yields the predicate stems a Korean past form may be
// of ("나빴다" of "나쁘-", "좋았어요" of "좋-", "추웠다" of "춥-",
// "친절했다" of "친절하-"): the last syllable with the past ㅆ and a
// syllable after it, undone by the regular and the common irregular
// contractions of the stem with 아/어.
func koreanPastStems(word string, yield func(stem string) bool) {
	rs := []rune(word)
	p := -1
	for k := len(rs) - 2; k >= 0; k-- {
		if _, _, f, ok := hangul(rs[k]); ok && f == fSs {
			p = k
			break
		}
	}
	if p < 0 {
		return
	}
	in, v, _, _ := hangul(rs[p])
	prefix := rs[:p]
	with := func(last rune) string { return string(append(slices.Clone(prefix), last)) }
	var stems []string
	switch {
	case in == iNg && (v == vA || v == vEo) && p > 0:
		stems = append(stems, string(prefix)) // 좋았 -> 좋, 맛있었 -> 맛있
	case in == iNg && v == vWo && p > 0:
		// ㅂ-irregular: 추웠 -> 춥, 더러웠 -> 더럽.
		if pi, pv, pf, ok := hangul(prefix[p-1]); ok && pf == fNone {
			stems = append(stems, string(append(slices.Clone(prefix[:p-1]), syllable(pi, pv, fB))))
		}
	case in == iH && v == vAe:
		stems = append(stems, with(syllable(iH, vA, fNone))) // 했 -> 하
	case v == vA || v == vEo:
		// 비쌌 -> 비싸, 나빴 -> 나쁘, 컸 -> 크.
		stems = append(stems, with(syllable(in, v, fNone)), with(syllable(in, vEu, fNone)))
	case v == vYeo:
		stems = append(stems, with(syllable(in, vI, fNone))) // 셨 -> 시
	case v == vWa:
		stems = append(stems, with(syllable(in, vO, fNone))) // 봤 -> 보
	case v == vWo:
		stems = append(stems, with(syllable(in, vU, fNone))) // 줬 -> 주
	case v == vWae:
		stems = append(stems, with(syllable(in, vOe, fNone))) // 됐 -> 되
	}
	for _, s := range stems {
		// A stem ends in a Hangul syllable ("0았0" has none).
		if r, _ := utf8.DecodeLastRuneInString(s); r < hangulBase || r > hangulLast {
			continue
		}
		if !yield(s) {
			return
		}
	}
}

// koreanAttributive is the present attributive of a Korean predicate
// stem, the form the sentiment lexicons list adjectives under ("나쁜" of
// "나쁘-", "좋은" of "좋-", "더러운" of "더럽-", "맛있는" of "맛있-").
func koreanAttributive(stem string) string {
	rs := []rune(stem)
	if len(rs) == 0 {
		return ""
	}
	if strings.HasSuffix(stem, "있") || strings.HasSuffix(stem, "없") {
		return stem + "는"
	}
	in, v, f, ok := hangul(rs[len(rs)-1])
	if !ok {
		return ""
	}
	head := string(rs[:len(rs)-1])
	switch f {
	case fNone:
		return head + string(syllable(in, v, fN))
	case fB:
		return head + string(syllable(in, v, fNone)) + "운"
	}
	return stem + "은"
}
