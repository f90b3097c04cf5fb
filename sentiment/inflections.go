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
type ending struct {
	suffix, base string
	// entriesOnly marks a row whose variant is another word with the same
	// judgement, not the same word ("плохой" "bad" under the adverb
	// "плохо" "badly"): it finds lexicon entries, not senses.
	entriesOnly bool
}

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
		m.endings = append(m.endings, ending{f[1], base, len(f) > 3 && f[3] == "entries"})
	}
	return nil
}

// variants yields the forms of word with an inflectional ending replaced,
// in the table's order; a variant of fewer than two letters is skipped.
func (m *model) variants(word string, yield func(string) bool) {
	m.variantsOf(word, false, yield)
}

// senseVariants is variants without the rows that only find lexicon
// entries (ending.entriesOnly).
func (m *model) senseVariants(word string, yield func(string) bool) {
	m.variantsOf(word, true, yield)
}

func (m *model) variantsOf(word string, senses bool, yield func(string) bool) {
	for _, e := range m.endings {
		if senses && e.entriesOnly {
			continue
		}
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
	// Vowels, finals and initials the Korean stems and attributives use.
	vA, vAe, vEo, vYeo, vO, vWa, vWae, vOe, vU, vWo, vEu, vI = 0, 1, 4, 6, 8, 9, 10, 11, 13, 14, 18, 20
	fNone, fN, fL, fB, fSs                                   = 0, 4, 8, 17, 20
	iR, iNg, iH                                              = 5, 11, 18 // ㄹ, ㅇ, ㅎ
)

func hangul(r rune) (initial, vowel, final int, ok bool) {
	if r < hangulBase || r > hangulLast {
		return 0, 0, 0, false
	}
	n := int(r - hangulBase)
	return n / (21 * 28), n / 28 % 21, n % 28, true
}

// hangulAt decomposes rs[k], ok false when k is out of range or rs[k] is
// no Hangul syllable.
func hangulAt(rs []rune, k int) (initial, vowel, final int, ok bool) {
	if k < 0 || k >= len(rs) {
		return 0, 0, 0, false
	}
	return hangul(rs[k])
}

func syllable(initial, vowel, final int) rune {
	return rune(hangulBase + (initial*21+vowel)*28 + final)
}

// koreanStems yields the predicate stems a Korean inflected form may be
// of: a past form ("나빴다" of "나쁘-", "좋았어요" of "좋-", "추웠다" of
// "춥-", "친절했다" of "친절하-"), a polite or plain present whose 아/어
// merged into the stem's last syllable ("좋아요", "나빠요", "더러워요",
// "친절해요", "느려요"), a formal present ("좋습니다", "비쌉니다",
// "친절합니다") or a stem with a consonant ending ("맛있네요", "좋지만",
// "깨끗하고", "나쁘지" before 않다). Candidates the lexicon lacks are the lookup's to reject.
func koreanStems(word string, yield func(stem string) bool) {
	if !utf8.ValidString(word) {
		return
	}
	rs := []rune(word)
	var stems []string
	// The past: the last syllable with ㅆ before the final one.
	for k := len(rs) - 2; k >= 0; k-- {
		if in, v, f, ok := hangul(rs[k]); ok && f == fSs {
			stems = koreanMerged(stems, rs[:k], in, v)
			break
		}
	}
	if body, ok := cutAny(word, koreanConsonantEndings); ok {
		stems = append(stems, body)
	}
	// ㅂ니다: the stem's last syllable takes ㅂ as its final.
	if body, ok := cutAny(word, []string{"니다", "니까"}); ok {
		b := []rune(body)
		if n := len(b); n > 0 {
			if in, v, f, ok := hangul(b[n-1]); ok && f == fB {
				stems = append(stems, string(append(slices.Clone(b[:n-1]), syllable(in, v, fNone))))
			}
		}
	}
	// 아/어 merged into the last syllable, before 요 or 서 or alone.
	body, ok := cutAny(word, []string{"요", "서"})
	if !ok && utf8.RuneCountInString(word) > 1 {
		body = word // a plain form ("좋아", "나빠"), not a syllable alone
	}
	if b := []rune(body); len(b) > 0 {
		if in, v, f, ok := hangul(b[len(b)-1]); ok && f == fNone {
			stems = koreanMerged(stems, b[:len(b)-1], in, v)
		}
	}
	// The attributive: "맛있는", "작은", "차가운" (ㅂ-irregular), "느린".
	if body, ok := cutAny(word, []string{"는", "은"}); ok {
		stems = append(stems, body)
	}
	if b := []rune(word); len(b) > 1 {
		n := len(b)
		if in, v, f, ok := hangul(b[n-1]); ok && in == iNg && v == vU && f == fN {
			if pi, pv, pf, ok := hangul(b[n-2]); ok && pf == fNone {
				stems = append(stems, string(append(slices.Clone(b[:n-2]), syllable(pi, pv, fB))))
			}
		} else if ok && f == fN {
			stems = append(stems, string(append(slices.Clone(b[:n-1]), syllable(in, v, fNone))))
		}
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

// koreanConsonantEndings are endings that follow a predicate stem
// unchanged, longest first.
var koreanConsonantEndings = []string{"습니다", "습니까", "는데요", "지만", "네요", "군요", "는데", "지요", "다", "죠", "고", "네", "지"}

// cutAny cuts the first of suffixes word ends in, keeping a body.
func cutAny(word string, suffixes []string) (string, bool) {
	for _, s := range suffixes {
		if body, ok := strings.CutSuffix(word, s); ok && body != "" {
			return body, true
		}
	}
	return "", false
}

// koreanMerged appends the stems whose last syllable, with 아/어 (and
// the past ㅆ) merged into it, is the syllable of initial in and vowel v
// after prefix: the regular and the common irregular contractions.
func koreanMerged(stems []string, prefix []rune, in, v int) []string {
	with := func(last rune) string { return string(append(slices.Clone(prefix), last)) }
	p := len(prefix)
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
		if pi, pv, pf, ok := hangulAt(prefix, p-1); ok && in == iR && pf == fL {
			// 르-irregular: 빨라 -> 빠르, 달랐 -> 다르.
			stems = append(stems, string(append(slices.Clone(prefix[:p-1]), syllable(pi, pv, fNone), syllable(iR, vEu, fNone))))
		}
	case v == vYeo:
		stems = append(stems, with(syllable(in, vI, fNone))) // 셨 -> 시, 느려 -> 느리
	case v == vWa:
		stems = append(stems, with(syllable(in, vO, fNone))) // 봤 -> 보
	case v == vWo:
		stems = append(stems, with(syllable(in, vU, fNone))) // 줬 -> 주
	case v == vWae:
		stems = append(stems, with(syllable(in, vOe, fNone))) // 됐 -> 되
	}
	return stems
}

// koreanNoun cuts a case or topic particle, and a plural 들 before it,
// from a Korean noun ("서비스가", "직원들이", "음식은"), returning the noun.
func koreanNoun(word string) (string, bool) {
	if r, _ := utf8.DecodeLastRuneInString(word); r < hangulBase || r > hangulLast {
		return "", false // no Hangul syllable at the end: no particle
	}
	noun, ok := cutAny(word, koreanParticles)
	if !ok {
		return "", false
	}
	if n, ok := strings.CutSuffix(noun, "들"); ok && n != "" {
		noun = n
	}
	return noun, true
}

// koreanParticles are the particles a noun may end in, longest first.
var koreanParticles = []string{"에서는", "에서", "으로", "이랑", "까지", "부터", "은", "는", "이", "가", "을", "를", "도", "의", "에", "와", "과", "만", "로", "랑"}

// koreanCopula cuts the copula from a Korean noun predicate ("최고예요",
// "최악이에요", "별로였어요", "최고입니다"), returning the noun.
func koreanCopula(word string) (string, bool) {
	return cutAny(word, koreanCopulaEndings)
}

// koreanCopulaEndings are the copula's forms after a noun, longest first.
var koreanCopulaEndings = []string{
	"이었습니다", "였습니다", "이었어요", "이었지만", "였어요", "였지만", "이었다", "이에요",
	"였다", "예요", "입니다", "이네요", "이지만", "이다", "인데", "이고", "이야",
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
