package spell

import (
	"slices"
	"testing"
)

// TestObfuscationScripts checks obfuscated insults in scripts with
// combining marks, tones or short consonant skeletons, and clean
// look-alikes that must stay as written.
func TestObfuscationScripts(t *testing.T) {
	for _, tc := range []struct{ lang, in, want string }{
		// A mask hides a Thai letter with its marks; one separator is
		// enough for a two-letter word of moderation vocabulary; a long
		// word spelled out spans more than nine tokens.
		{"th", "มึงมันก้*", "มึงมันก้น"},
		{"th", "ไอ้ตู.ด", "ไอ้ตูด"},
		{"th", "ไอ้ ค.ว.ย", "ไอ้ ควย"},
		{"th", "พวกเขา ป.ร.ะ.ณ.า.ม รัฐบาล", "พวกเขา ประณาม รัฐบาล"},
		{"th", "เล่น gаmе ทั้งวัน", "เล่น game ทั้งวัน"}, // Cyrillic а, е
		// A masked or leet tone-marked syllable: the insult before a more
		// frequent word (các, chết); a trailing leet digit.
		{"vi", "đồ c*c", "đồ cặc"},
		{"vi", "ăn cứ7 đi", "ăn cứt đi"},
		// One masked letter of a short Arabic or Persian insult, and a
		// mask standing for two letters.
		{"ar", "يلعن ا*ك", "يلعن امك"},
		{"ar", "انت ح*ار", "انت حمار"},
		{"fa", "خیلی ا*ق هستی", "خیلی احمق هستی"},
		// One letter per mask before two (anal, not angel); letters then
		// digits resolve to moderation vocabulary only.
		{"en", "what an an*l thing", "what an anal thing"},
		{"en", "stop the abu53", "stop the abuse"},
		// Clean look-alikes.
		{"th", "ไปที่ ก.ท.ม. เมื่อ พ.ศ. 2566 ราคา 2.50 บาท", "ไปที่ ก.ท.ม. เมื่อ พ.ศ. 2566 ราคา 2.50 บาท"},
		{"vi", "mua máy D15 và top5 mp3", "mua máy D15 và top5 mp3"},
		{"en", "see the top5 and win10 and cat5 cables, mp3", "see the top5 and win10 and cat5 cables, mp3"},
		{"en", "options a b c and x y z, the c.i.a and the f.b.i", "options a b c and x y z, the c.i.a and the f.b.i"},
		{"en", "ab.cd and fu.ck, no.1 at 5 p.m.", "ab.cd and fu.ck, no.1 at 5 p.m."},
		// Quantities, model names and acronyms of news text, which read as
		// leetspeak or stretching would be moderation words or nonsense
		// (14m lam, 80s bos, 7E7 Tet, IEEE IE); capitals in leetspeak
		// still resolve.
		{"en", "profits of 14m in the 80s and 70m later", "profits of 14m in the 80s and 70m later"},
		{"en", "the 7E7 and the IEEE standard", "the 7E7 and the IEEE standard"},
		{"en", "what a load of SH1T", "what a load of SHIT"},
		{"en", "W0men are", "Women are"},
	} {
		got, _ := sentence(t, corrector(t, tc.lang), tc.lang, tc.in, Options{})
		if got != tc.want {
			t.Errorf("%s %q\n got %q\nwant %q", tc.lang, tc.in, got, tc.want)
		}
	}
}

func TestMaskMatch(t *testing.T) {
	for _, tc := range []struct {
		p, w  string
		extra int
	}{
		{"an*l", "anal", 0},
		{"an*l", "angel", 1},
		{"an*l", "angsel", -1},
		{"ก้*", "ก้น", 0},
		{"ก้*", "ก้อน", 1},
		{"ต*ด", "ตูด", -1}, // a mask is not a lone vowel sign
		{"*ด", "ตูด", 0},
	} {
		p := []rune(tc.p)
		wild := 0
		for i, r := range p {
			if r == '*' {
				p[i], wild = 0, wild+1
			}
		}
		if got := maskMatch(p, []rune(tc.w), 0, wild); got != tc.extra {
			t.Errorf("maskMatch(%q, %q) = %d, want %d", tc.p, tc.w, got, tc.extra)
		}
	}
}

func TestLetters(t *testing.T) {
	for _, tc := range []struct {
		w    string
		want []string
	}{
		{"fuck", []string{"f", "u", "c", "k"}},
		{"ก้น", []string{"ก้", "น"}},
		{"ทำ", []string{"ทำ"}}, // Thai AM stays on its consonant
		{"ตู.ด", []string{"ตู", ".", "ด"}},
	} {
		if got := Letters(tc.w); !slices.Equal(got, tc.want) {
			t.Errorf("Letters(%q) = %q, want %q", tc.w, got, tc.want)
		}
	}
}
