package grammar

import (
	"slices"
	"unicode"
	"unicode/utf8"

	"github.com/argot-nlp/argot/internal/perceptron"
	"github.com/argot-nlp/argot/lexdata"
)

// Feature templates. A feature is the FNV-1a hash of its template byte and
// its value, folded into the model's hash space; the template numbers are
// part of the section format (changing them needs a new format version).
// Models of format version 1 use the templates up to fTag1Lower; version
// 2 adds those up to fTag1Suffix, version 3 those up to fNextLexFirst,
// version 4 the second pass's.
const (
	fBias byte = iota
	fLower
	fSuffix               // + length 1..4
	fPrefix = fSuffix + 4 // + length 1..3
	fShape  = fPrefix + 3
	fPrev1
	fPrev2
	fNext1
	fNext2
	fLexSet
	fLexFirst
	fLexTag
	fNextLexSet
	fPrevLexSet
	fPrevSuffix3
	fNextSuffix3
	fFirstShape
	fForm
	fPrevCur
	fCurNext
	fSuffixShape
	fTag1 // tag-dependent templates last
	fTag12
	fTag1Lower
	// Format version 2.
	fNext2LexSet // lexicon classes of the word after next
	fLexSetPair  // lexicon classes of the word and the next
	fTag1LexSet  // previous tag and the word's lexicon classes
	fTag1Next    // previous tag and the next word
	fTag1Suffix  // previous tag and the word's last three runes
	// Format version 3.
	fSuffix5 // the word's last five runes
	fSuffix6 // the word's last six runes
	fScript  // scripts of the word's runs of letters (see scripts)
	fNextScript
	fPrevScript
	fFinal        // final consonant of a Hangul word's last syllable
	fNextDict     // the tags the tag dictionary fixes for the next two words
	fNextLexFirst // the first lexicon readings of the word and the next
	// Format version 4: the second pass's templates, over the tags the
	// first pass predicted (see [rightContext]).
	fRight1       // the next word's tag
	fRight12      // the next two words' tags
	fAround       // the previous and the next word's tags
	fSelfAround   // the word's own first-pass tag and its neighbours'
	fSelfRight12  // the word's own first-pass tag and the next two words'
	fRight1LexSet // the next word's tag and the word's lexicon classes
	fSelfRight1   // the word's own first-pass tag and the next word's
	fRight1Lower  // the next word's tag and the word
	fRight1Suffix // the next word's tag and the word's last three runes
)

const (
	fnvOffset = 2166136261
	fnvPrime  = 16777619
)

func hashByte(h uint32, b byte) uint32 { return (h ^ uint32(b)) * fnvPrime }

func hashString(h uint32, s string) uint32 {
	for i := 0; i < len(s); i++ {
		h = (h ^ uint32(s[i])) * fnvPrime
	}
	return h
}

// finish mixes the bits of h (FNV-1a's low bits are weak) before it is
// masked to the hash space.
func finish(h uint32) uint32 {
	h ^= h >> 16
	h *= 0x7feb352d
	h ^= h >> 15
	h *= 0x846ca68b
	h ^= h >> 16
	return h
}

func feature(t byte, s string) uint32 { return finish(hashString(hashByte(fnvOffset, t), s)) }

// feature2 is the feature of template t with the pair (a, b) as value.
func feature2(t byte, a, b string) uint32 {
	return finish(hashString(hashByte(hashString(hashByte(fnvOffset, t), a), 0), b))
}

// lexInfo is what the lexicon says about a form: the set of parts of
// speech of its readings (bit i: UPOS[i]) and the first reading's, the most
// frequent where the sources know (-1: unknown form).
type lexInfo struct {
	mask  uint32
	first int8
}

func lexInfoOf(analyses []lexdata.Analysis) lexInfo {
	li := lexInfo{first: -1}
	for _, a := range analyses {
		i := uposIndex(a.Lexeme.POS)
		if i < 0 {
			continue
		}
		li.mask |= 1 << i
		if li.first < 0 {
			li.first = int8(i)
		}
	}
	return li
}

// featureMask is the feature of template t with a lexicon mask as value
// (bit 31: outside the sentence).
func featureMask(t byte, m uint32) uint32 { return finish(hashMask(hashByte(fnvOffset, t), m)) }

// hashMask hashes the four bytes of a lexicon mask into h.
func hashMask(h, m uint32) uint32 {
	for range 4 {
		h = hashByte(h, byte(m))
		m >>= 8
	}
	return h
}

// shape abstracts a word's spelling: X upper, x lower, d digit, l a letter
// without case, other runes as themselves; runs longer than two collapse and
// the result is capped at six symbols.
func shape(w string) string {
	var buf [24]byte
	out := buf[:0]
	var last byte
	run := 0
	n := 0
	for _, r := range w {
		var c byte
		switch {
		case r >= 0x0590 && r < 0x0700:
			// Hebrew and Arabic: caseless, so the case tests below,
			// each a table search, cannot hold.
			switch {
			case unicode.IsDigit(r):
				c = 'd'
			case unicode.IsLetter(r):
				c = 'l'
			case unicode.IsMark(r):
				continue
			case unicode.IsPunct(r):
				c = 'p'
			default:
				c = 's'
			}
		case unicode.IsUpper(r):
			c = 'X'
		case unicode.IsLower(r):
			c = 'x'
		case unicode.IsDigit(r):
			c = 'd'
		case unicode.IsLetter(r):
			c = 'l'
		case unicode.IsMark(r):
			continue
		case r < utf8.RuneSelf:
			c = byte(r)
		case unicode.IsPunct(r):
			c = 'p'
		default:
			c = 's'
		}
		if c == last {
			run++
			if run > 2 {
				continue
			}
		} else {
			last, run = c, 1
		}
		out = append(out, c)
		if n++; n == 6 {
			break
		}
	}
	return string(out)
}

// scripts abstracts the writing systems of a word that is not all ASCII:
// one symbol per run of runes of one script (C Han, H hiragana, K
// katakana, G Hangul, T Thai, L Latin, d digit, o other), capped at four
// symbols; "" for ASCII words, which the shape features describe. It
// tells kanji compounds from kana endings and loanwords in Japanese.
func scripts(w string) string {
	ascii := true
	for i := 0; i < len(w); i++ {
		if w[i] >= utf8.RuneSelf {
			ascii = false
			break
		}
	}
	if ascii {
		return ""
	}
	var buf [4]byte
	out := buf[:0]
	for _, r := range w {
		var c byte
		switch {
		case r >= 0x0370 && r < 0x0700:
			// Greek to Arabic: none of the scripts named below, so
			// only a digit test instead of seven table searches.
			c = 'o'
			if unicode.IsDigit(r) {
				c = 'd'
			}
		case unicode.Is(unicode.Han, r):
			c = 'C'
		case unicode.Is(unicode.Hiragana, r):
			c = 'H'
		case unicode.Is(unicode.Katakana, r) || r == 'ー':
			c = 'K'
		case unicode.Is(unicode.Hangul, r):
			c = 'G'
		case unicode.Is(unicode.Thai, r):
			c = 'T'
		case unicode.Is(unicode.Latin, r):
			c = 'L'
		case unicode.IsDigit(r):
			c = 'd'
		default:
			c = 'o'
		}
		if len(out) > 0 && out[len(out)-1] == c {
			continue
		}
		if len(out) == cap(buf) {
			break
		}
		out = append(out, c)
	}
	return string(out)
}

// sentence is a sentence prepared for tagging: normalised forms, lexicon
// information, and the features that do not depend on predicted tags.
type sentence struct {
	lower  []string
	lex    []lexInfo
	static [][]uint32
	flat   []uint32 // backing of static, kept for reuse
	// scripts holds the scripts of each word of lower (version 3 on),
	// which the features of the word and of its neighbours read.
	scripts []string
	// version is the format version of the model the features are for.
	version byte
}

const boundary = "\x00"

// prepare computes the static features of words for a model of format
// version. lower holds the forms normalised for lookup, lex what the
// lexicon says about them.
func prepare(words, lower []string, lex []lexInfo, version byte) *sentence {
	s := &sentence{}
	s.fill(words, lower, lex, version, nil)
	return s
}

// fill is [prepare] into s, reusing its buffers; words whose fixed entry
// is a tag (not negative) get no features, as the tag dictionary decides
// them (fixed may be nil).
func (s *sentence) fill(words, lower []string, lex []lexInfo, version byte, fixed []int) {
	s.lower, s.lex, s.version = lower, lex, version
	s.static = slices.Grow(s.static[:0], len(words))[:len(words)]
	// Rows point into flat; should append move it, the earlier rows keep
	// the old array.
	flat := s.flat[:0]
	if cap(flat) < 40*len(words) {
		flat = make([]uint32, 0, 40*len(words))
	}
	at := func(i int) string {
		if i < 0 || i >= len(lower) {
			return boundary
		}
		return lower[i]
	}
	lexAt := func(i int) uint32 {
		if i < 0 || i >= len(lex) {
			return 1 << 31
		}
		return lex[i].mask
	}
	s.scripts = s.scripts[:0]
	if version >= 3 {
		for _, l := range lower {
			s.scripts = append(s.scripts, scripts(l))
		}
	}
	for i, w := range words {
		if fixed != nil && fixed[i] >= 0 {
			s.static[i] = nil
			continue
		}
		l := lower[i]
		start := len(flat)
		fs := append(flat, feature(fBias, ""), feature(fLower, l))
		for n := 1; n <= 4; n++ {
			fs = append(fs, feature(fSuffix+byte(n-1), perceptron.Suffix(l, n)))
		}
		for n := 1; n <= 3; n++ {
			fs = append(fs, feature(fPrefix+byte(n-1), perceptron.Prefix(l, n)))
		}
		sh := shape(w)
		fs = append(fs, feature(fShape, sh),
			feature(fPrev1, at(i-1)), feature(fPrev2, at(i-2)),
			feature(fNext1, at(i+1)), feature(fNext2, at(i+2)),
			featureMask(fLexSet, lex[i].mask),
			featureMask(fNextLexSet, lexAt(i+1)), featureMask(fPrevLexSet, lexAt(i-1)),
			feature(fPrevSuffix3, perceptron.Suffix(at(i-1), 3)), feature(fNextSuffix3, perceptron.Suffix(at(i+1), 3)),
		)
		if i == 0 {
			fs = append(fs, feature(fFirstShape, sh))
		}
		if w != l {
			fs = append(fs, feature(fForm, w))
		}
		fs = append(fs, feature2(fPrevCur, at(i-1), l), feature2(fCurNext, l, at(i+1)),
			feature2(fSuffixShape, perceptron.Suffix(l, 3), sh))
		if f := lex[i].first; f >= 0 {
			fs = append(fs, feature(fLexFirst, UPOS[f]))
		}
		for t := range UPOS {
			if lex[i].mask&(1<<t) != 0 {
				fs = append(fs, feature(fLexTag, UPOS[t]))
			}
		}
		if version >= 2 {
			// The pair's feature combines the two masks' features (the
			// first one hashed once more, so that the order counts).
			fs = append(fs, featureMask(fNext2LexSet, lexAt(i+2)),
				finish(hashByte(featureMask(fLexSetPair, lexAt(i)), 0)^featureMask(fLexSetPair, lexAt(i+1))))
		}
		if version >= 3 {
			fs = append(fs, feature(fSuffix5, perceptron.Suffix(l, 5)), feature(fSuffix6, perceptron.Suffix(l, 6)))
			if sc := s.scripts[i]; sc != "" {
				fs = append(fs, feature(fScript, sc))
			}
			if i+1 < len(lower) {
				if sc := s.scripts[i+1]; sc != "" {
					fs = append(fs, feature(fNextScript, sc))
				}
			}
			if i > 0 {
				if sc := s.scripts[i-1]; sc != "" {
					fs = append(fs, feature(fPrevScript, sc))
				}
			}
			fs = append(fs, finish(hashByte(hashByte(hashByte(fnvOffset, fNextDict), byte(fixedAt(fixed, i+1)+1)), byte(fixedAt(fixed, i+2)+1))))
			nf := int8(-2)
			if i+1 < len(lex) {
				nf = lex[i+1].first
			}
			fs = append(fs, finish(hashByte(hashByte(hashByte(fnvOffset, fNextLexFirst), byte(nf+2)), byte(lex[i].first+1))))
			if r, _ := utf8.DecodeLastRuneInString(l); r >= 0xAC00 && r <= 0xD7A3 {
				fs = append(fs, feature(fFinal, string(rune('0'+(r-0xAC00)%28))))
			}
		}
		flat = fs
		s.static[i] = flat[start:len(flat):len(flat)]
	}
	s.flat = flat
}

// fixedAt is the tag the tag dictionary fixes for word i (-1: none, or
// outside the sentence).
func fixedAt(fixed []int, i int) int {
	if i < 0 || i >= len(fixed) {
		return -1
	}
	return fixed[i]
}

// dynamic appends the features of word i of s that depend on the tags
// predicted for the two words before it (-1: none).
func dynamic(fs []uint32, s *sentence, i, t1, t2 int) []uint32 {
	lower := s.lower[i]
	h1 := hashByte(hashByte(fnvOffset, fTag1), byte(t1+1))
	h12 := hashByte(hashByte(hashByte(fnvOffset, fTag12), byte(t2+1)), byte(t1+1))
	h1l := hashString(hashByte(hashByte(fnvOffset, fTag1Lower), byte(t1+1)), lower)
	if s.version < 2 {
		return append(fs, finish(h1), finish(h12), finish(h1l))
	}
	h1m := hashMask(hashByte(hashByte(fnvOffset, fTag1LexSet), byte(t1+1)), s.lex[i].mask)
	next := boundary
	if i+1 < len(s.lower) {
		next = s.lower[i+1]
	}
	h1n := hashString(hashByte(hashByte(fnvOffset, fTag1Next), byte(t1+1)), next)
	h1s := hashString(hashByte(hashByte(fnvOffset, fTag1Suffix), byte(t1+1)), perceptron.Suffix(lower, 3))
	return append(fs, finish(h1), finish(h12), finish(h1l), finish(h1m), finish(h1n), finish(h1s))
}

// rightContext appends the second pass's features of word i of s, given
// the tags the first pass predicted for the whole sentence: chiefly the
// tags of the words after it, which the first pass, going left to right,
// could not see.
func rightContext(fs []uint32, s *sentence, i int, tags []int) []uint32 {
	at := func(j int) byte {
		if j < 0 || j >= len(tags) {
			return 0
		}
		return byte(tags[j] + 1)
	}
	r1, r2, l1 := at(i+1), at(i+2), at(i-1)
	h := func(t byte) uint32 { return hashByte(fnvOffset, t) }
	return append(fs,
		finish(hashByte(h(fRight1), r1)),
		finish(hashByte(hashByte(h(fRight12), r1), r2)),
		finish(hashByte(hashByte(h(fAround), l1), r1)),
		finish(hashByte(hashByte(hashByte(h(fSelfAround), l1), at(i)), r1)),
		finish(hashByte(hashByte(hashByte(h(fSelfRight12), at(i)), r1), r2)),
		finish(hashString(hashByte(h(fRight1Lower), r1), s.lower[i])),
		finish(hashString(hashByte(h(fRight1Suffix), r1), perceptron.Suffix(s.lower[i], 3))),
		finish(hashMask(hashByte(h(fRight1LexSet), r1), s.lex[i].mask)),
		finish(hashByte(hashByte(h(fSelfRight1), at(i)), r1)),
	)
}
