package tokenize

import (
	"unicode"
	"unicode/utf8"

	"github.com/argot-nlp/argot/internal/doc"
)

// unspaced scans a run of a script written without spaces and emits the
// pieces its segmenter finds.
func (s *scanner) unspaced(first uint8) {
	start := s.i
	thai := first == scriptThai
	j := start
	for j < len(s.text) {
		r, n := utf8.DecodeRuneInString(s.text[j:])
		sc := unspacedScript(r)
		if sc == scriptNone && unicode.Is(unicode.Mn, r) {
			sc = first // combining marks stay with their base
		}
		if sc == scriptNone || (sc == scriptThai) != thai {
			break
		}
		j += n
	}
	run := s.text[start:j]
	seg, builtin := s.t.segCJK, segmentCJK
	if thai {
		seg, builtin = s.t.segThai, segmentThai
	}
	var pieces []int
	if seg != nil {
		pieces = safeSegment(seg, s.segBuf[:0], run)
	}
	if pieces == nil {
		pieces = builtin(s.segBuf[:0], run)
	}
	s.segBuf = pieces[:0]
	p := start
	for _, n := range pieces {
		s.emit(p, p+n, doc.ClassText, 0)
		p += n
	}
}

// safeSegment runs a caller's segmenter and checks its contract; it returns
// nil when the segmenter panics or answers something unusable.
func safeSegment(seg Segmenter, dst []int, run string) (out []int) {
	defer func() {
		if recover() != nil {
			out = nil
		}
	}()
	out = seg(dst, run)
	p := 0
	for _, n := range out {
		if n <= 0 || p+n > len(run) {
			return nil
		}
		p += n
		if p < len(run) && !utf8.RuneStart(run[p]) {
			return nil
		}
	}
	if p != len(run) {
		return nil
	}
	return out
}

// segmentCJK is the built-in fallback for Han and kana: one piece per Han
// character or hiragana, katakana runs (with the prolonged sound mark)
// kept whole.
func segmentCJK(dst []int, run string) []int {
	for k := 0; k < len(run); {
		r, n := utf8.DecodeRuneInString(run[k:])
		e := k + n
		if unspacedScript(r) == scriptKatakana {
			for e < len(run) {
				r2, n2 := utf8.DecodeRuneInString(run[e:])
				if unspacedScript(r2) != scriptKatakana && !unicode.Is(unicode.Mn, r2) {
					break
				}
				e += n2
			}
		} else {
			for e < len(run) {
				r2, n2 := utf8.DecodeRuneInString(run[e:])
				if !unicode.Is(unicode.Mn, r2) {
					break
				}
				e += n2
			}
		}
		dst = append(dst, e-k)
		k = e
	}
	return dst
}

// Thai character classes for cluster segmentation.
func thaiLeadingVowel(r rune) bool { return r >= 0x0e40 && r <= 0x0e44 } // เ แ โ ใ ไ
func thaiConsonant(r rune) bool    { return r >= 0x0e01 && r <= 0x0e2e }
func thaiFollowing(r rune) bool {
	// Vowel signs above/below, tone marks and other marks that attach to the
	// preceding consonant, and the following vowels ะ า ำ, and ๆ.
	return r == 0x0e30 || r == 0x0e31 || r >= 0x0e32 && r <= 0x0e3a || r >= 0x0e45 && r <= 0x0e4e
}

// segmentThai is the built-in fallback for Thai: Thai Character Clusters
// (Theeramunkong et al. 2000) grouped into syllable-like units. A cluster
// is an optional leading vowel, a consonant and the marks and vowels that
// attach to it; a bare consonant that follows a cluster with a vowel is
// taken as that syllable's final consonant, and the karan (silent final
// marked with ◌์) always stays with what precedes it. It is a stand-in for
// dictionary segmentation and splits many words into syllables.
func segmentThai(dst []int, run string) []int {
	hasFinal := false
	for k := 0; k < len(run); {
		r, n := utf8.DecodeRuneInString(run[k:])
		e := k + n
		if thaiLeadingVowel(r) && e < len(run) {
			if r2, n2 := utf8.DecodeRuneInString(run[e:]); thaiConsonant(r2) {
				e += n2
			}
		}
		attached, karan := 0, false
		for e < len(run) {
			r2, n2 := utf8.DecodeRuneInString(run[e:])
			if !thaiFollowing(r2) && !unicode.Is(unicode.Mn, r2) {
				break
			}
			karan = karan || r2 == 0x0e4c
			attached++
			e += n2
		}
		bare := attached == 0 && thaiConsonant(r)
		// A bare consonant is the final of the unit before it when that
		// unit has none yet (a vowel syllable, or a bare consonant with the
		// inherent vowel: "คน"); a karan cluster always joins.
		if len(dst) > 0 && (karan || bare && !hasFinal) {
			dst[len(dst)-1] += e - k
			hasFinal = true
		} else {
			dst = append(dst, e-k)
			hasFinal = false
		}
		k = e
	}
	return dst
}

// joinSyllables groups the syllables of Vietnamese words into one chunk
// ("Hà Nội"): runs of words separated by single spaces go to the
// Vietnamese word grouper, and the chunks of each word it finds are merged.
func (s *scanner) joinSyllables() {
	group := s.t.viGroup
	out := s.chunks[:0]
	var syl []string
	var counts []int
	for i := 0; i < len(s.chunks); {
		j := i + 1
		if s.chunks[i].class == doc.ClassText {
			for j < len(s.chunks) && s.chunks[j].class == doc.ClassText && s.chunks[j].flags == 0 &&
				s.chunks[j].b0 == s.chunks[j-1].b1+1 && s.text[s.chunks[j-1].b1] == ' ' {
				j++
			}
		}
		if j-i < 2 {
			out = append(out, s.chunks[i:j]...)
			i = j
			continue
		}
		syl = syl[:0]
		for k := i; k < j; k++ {
			syl = append(syl, s.text[s.chunks[k].b0:s.chunks[k].b1])
		}
		counts = group(counts[:0], syl)
		k := i
		for _, n := range counts {
			c := s.chunks[k]
			last := s.chunks[k+n-1]
			c.b1, c.c1 = last.b1, last.c1
			out = append(out, c)
			k += n
		}
		i = j
	}
	s.chunks = out
}
