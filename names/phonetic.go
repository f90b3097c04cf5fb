package names

import "strings"

// The phonetic comparison works on a small sound alphabet: the romanised
// token is rewritten so that one symbol stands for one sound where the
// spelling systems disagree (sh, ch, kh, ts...), and a weighted edit
// distance then makes related sounds cheap to substitute and vowels cheap to
// insert or delete. Cheap vowels matter twice: abjads (Arabic, Hebrew) do
// not write short vowels, and Japanese and Korean add vowels to foreign
// consonant clusters (McDonald -> makudonarudo).

// Internal symbols: S = sh, Z = zh, C = ch, X = kh, T = th, c = ts, R = an
// r after a vowel, which English often does not pronounce and Japanese,
// Korean and Chinese transcriptions leave out (Tucker -> タッカー).
var (
	latinSound = strings.NewReplacer(
		"shch", "S", "sch", "S", "tch", "C", "tsh", "C", "dzh", "j", "sh", "S", "zh", "Z", "ch", "C", "kh", "X",
		"gh", "g", "ph", "f", "th", "T", "dh", "d", "ck", "k", "qu", "kv", "ts", "c", "tz", "c",
		"dz", "z", "dj", "j", "x", "ks", "q", "k", "ee", "i", "oo", "u", "ou", "u", "ie", "i")
	// pinyinSound reads pinyin initials, which differ most from English; j
	// stands for ki and gi in transcriptions (基 ji for "ki").
	pinyinSound = strings.NewReplacer("zh", "j", "ch", "C", "sh", "S", "x", "S", "q", "C", "c", "c", "j", "g",
		"ng", "n", "er", "R", "uo", "o")
	// hangulSound merges the two-letter vowels of Revised Romanization,
	// which stand for one sound, and reads s before y as sh.
	hangulSound = strings.NewReplacer("eo", "o", "ae", "e", "eu", "u", "oe", "e", "sy", "S", "ch", "C")
)

// soundClass bits: symbols that share a bit are cheap to substitute.
const (
	clVowel = 1 << iota
	clLabial
	clW
	clDental
	clSibilant
	clVelar
	clGlottal
	clLiquid
	clNasal
	clPalatal
)

var soundClasses = func() [128]uint16 {
	var t [128]uint16
	set := func(syms string, c uint16) {
		for i := 0; i < len(syms); i++ {
			t[syms[i]] |= c
		}
	}
	set("aeiouy", clVowel)
	set("bpfvw", clLabial)
	set("vwuo", clW)
	set("tdT", clDental)
	set("szSZCcjT", clSibilant)
	set("kgqXCG", clVelar)
	set("hX", clGlottal)
	set("lrR", clLiquid)
	set("mn", clNasal)
	set("jyiZeg", clPalatal)
	return t
}()

// phonetic rewrites a romanised token into the sound alphabet. sc is the
// script the token was written in.
func phonetic(latin string, sc script) string {
	var s string
	switch sc {
	case scriptHan:
		s = pinyinSound.Replace(latin)
	case scriptHangul:
		s = hangulSound.Replace(latin)
	case scriptArabic, scriptHebrew:
		s = abjadVowels(latinSound.Replace(latin))
	default:
		// c before a front vowel is s, elsewhere k (Latin spelling only).
		var b strings.Builder
		for i := 0; i < len(latin); i++ {
			c := latin[i]
			if c == 'c' && (i+1 >= len(latin) || latin[i+1] != 'h') {
				if i+1 < len(latin) && strings.IndexByte("eiy", latin[i+1]) >= 0 {
					c = 's'
				} else {
					c = 'k'
				}
			}
			b.WriteByte(c)
		}
		s = latinSound.Replace(b.String())
		if sc == scriptLatin || sc == scriptNone {
			s = markPostVocalicR(s)
		}
	}
	s = strings.ReplaceAll(s, string(letterBoundary), "")
	// Collapse doubled symbols: gemination is rarely written the same way
	// in two scripts.
	out := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		if i > 0 && s[i] == s[i-1] {
			continue
		}
		out = append(out, s[i])
	}
	return string(out)
}

// abjadVowels reads waw and ya after the first letter as the long vowels u
// and i they usually write in names, and a final h as the vowel it marks.
func abjadVowels(s string) string {
	b := []byte(s)
	first := true
	for i, c := range b {
		if c == letterBoundary {
			continue
		}
		if !first {
			switch c {
			case 'w':
				b[i] = 'u'
			case 'y':
				b[i] = 'i'
			}
		}
		first = false
	}
	if n := len(b); n > 1 && b[n-1] == 'h' {
		b[n-1] = 'a'
	}
	return string(b)
}

func isVowel(c byte) bool { return strings.IndexByte("aeiouy", c) >= 0 }

// markPostVocalicR turns r after a vowel and before a consonant or the end
// into R.
func markPostVocalicR(s string) string {
	b := []byte(s)
	for i := 1; i < len(b); i++ {
		if b[i] == 'r' && isVowel(b[i-1]) && (i+1 == len(b) || !isVowel(b[i+1])) {
			b[i] = 'R'
		}
	}
	return string(b)
}

// firstSoundPenalty is added when the first consonants are unrelated.
const firstSoundPenalty = 0.5

func symClass(c byte) uint16 {
	if c < 128 {
		return soundClasses[c]
	}
	return 0
}

// indelCost is the cost of a symbol that has no counterpart.
func indelCost(c byte, cheapVowel float64) float64 {
	switch {
	case strings.IndexByte("aeiou", c) >= 0:
		return cheapVowel
	case c == 'h':
		return 0.4
	case c == 'R':
		return 0.3
	case c == 'y' || c == 'w':
		return 0.5
	}
	return 1
}

func subCost(a, b byte) float64 {
	if a == b {
		return 0
	}
	if a|0x20 == 'r' && b|0x20 == 'r' {
		return 0 // r and R are one letter
	}
	ca, cb := symClass(a), symClass(b)
	if ca&cb&clVowel != 0 {
		return 0.3
	}
	if ca&cb&clLiquid != 0 {
		return 0.2 // l and r are one sound in Japanese, Korean and Chinese
	}
	if ca&cb != 0 {
		return 0.35
	}
	return 1
}

// soundDistance is the weighted edit distance between two phonetic strings
// divided by the weight of the heavier one: 0 is identical, 1 is unrelated.
func soundDistance(a, b string, cheapVowel float64) float64 {
	if a == b {
		return 0
	}
	if len(a) == 0 || len(b) == 0 {
		return 1
	}
	prev := make([]float64, len(b)+1)
	cur := make([]float64, len(b)+1)
	for j := 1; j <= len(b); j++ {
		prev[j] = prev[j-1] + indelCost(b[j-1], cheapVowel)
	}
	for i := 1; i <= len(a); i++ {
		da := indelCost(a[i-1], cheapVowel)
		cur[0] = prev[0] + da
		for j := 1; j <= len(b); j++ {
			v := prev[j-1] + subCost(a[i-1], b[j-1])
			if d := prev[j] + da; d < v {
				v = d
			}
			if d := cur[j-1] + indelCost(b[j-1], cheapVowel); d < v {
				v = d
			}
			cur[j] = v
		}
		prev, cur = cur, prev
	}
	// Transcriptions keep the first consonant of a name; unrelated first
	// consonants (Kelvin, Мервин) are a strong sign of two names.
	d := prev[len(b)]
	if !isVowel(a[0]) && !isVowel(b[0]) && a[0] != 'h' && b[0] != 'h' && subCost(a[0], b[0]) >= 1 {
		d += firstSoundPenalty
	}
	wa, wb := 0.0, 0.0
	for i := 0; i < len(a); i++ {
		wa += indelCost(a[i], cheapVowel)
	}
	for i := 0; i < len(b); i++ {
		wb += indelCost(b[i], cheapVowel)
	}
	return min(1, d/max(wa, wb))
}
