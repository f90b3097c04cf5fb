package tokenize

import (
	"math"
	"strings"
	"unicode/utf8"

	"github.com/argot-nlp/argot/internal/doc"
)

// number scans a number at s.i in the language's format: digit groups with
// the locale's thousands separators and one decimal separator ("1,234.5"
// en, "1.234,5" de, "1 234,5" fr), dates and times joined by . / : -
// ("8.4.2010", "10:30"), an ordinal period where the language writes one
// ("3. Oktober"), or a word when letters follow ("2nd", "x86").
func (s *scanner) number() {
	spec := &s.t.ld.spec
	start := s.i
	j, firstGroup := s.digits(start)
	for j < len(s.text) {
		r, n := s.decode(j)
		if !s.isDigitAt(j + n) {
			break
		}
		if strings.ContainsRune(spec.group, r) && r != '.' && r != ',' {
			// Space-like group separator: only between groups of three.
			e, d := s.digits(j + n)
			if d != 3 || firstGroup > 3 || s.isDigitAt(e) {
				break
			}
			j = e
			continue
		}
		if r == '.' || r == ',' || r == ':' || r == '/' || r == '٫' || r == '٬' || (r == '-' || r == '–') && !spec.numHyphenSplit {
			j, _ = s.digits(j + n)
			continue
		}
		break
	}
	// Letters right after the digits make a word ("2nd", "15km", "3-й",
	// "92/160/ETY", "90:s").
	if r, n := s.decode(j); s.isLetterAt(j) || r == '-' && !spec.hyphenSplit && s.isLetterAt(j+n) ||
		r == '/' && spec.slashJoin && s.isLetterAt(j+n) || r == ':' && spec.colonSuffix && s.caseEndingAt(j+n) {
		s.word()
		return
	}
	flags := uint8(0)
	if spec.ordinalDot && j < len(s.text) && s.text[j] == '.' && j-start <= 2 && s.ordinalFollows(j+1) {
		j++
		flags = fOrdinal
	}
	s.emit(start, j, doc.ClassNumber, flags)
}

// ordinalFollows reports whether the text after an ordinal candidate's
// period continues the sentence: white space and then a word or number.
func (s *scanner) ordinalFollows(j int) bool {
	if s.cls(j) != cSpace {
		return false
	}
	for j < len(s.text) && s.text[j] == ' ' {
		j++
	}
	r, _ := s.decode(j)
	if r < 0 {
		return false
	}
	if s.isDigitAt(j) {
		return true
	}
	return s.startsLowerAt(j) || s.t.ld.spec.ordinalCap && s.isLetterAt(j)
}

func (s *scanner) isDigitAt(i int) bool { return s.cls(i) == cDigit }

// digits skips decimal digits from byte i and returns the end and count.
func (s *scanner) digits(i int) (int, int) {
	d := 0
	for i < len(s.text) {
		c := s.text[i]
		if c >= '0' && c <= '9' {
			i++
			d++
			continue
		}
		if c < utf8.RuneSelf {
			break
		}
		r, n := utf8.DecodeRuneInString(s.text[i:])
		if classOf(r) != cDigit {
			break
		}
		i += n
		d++
	}
	return i, d
}

// parseNumber returns the value of a number written in the language's
// format, or false when s is not a plain number (a date, a time, a range).
// A separator that is both a group and a decimal separator in the locale
// is a group separator when exactly three digits follow it.
func parseNumber(s string, spec *langSpec) (float64, bool) {
	var mant uint64
	exp := 0
	seenDecimal := false
	digits := 0
	lost := 0
	for k := 0; k < len(s); {
		r, n := utf8.DecodeRuneInString(s[k:])
		k += n
		if d := digitValue(r); d >= 0 {
			digits++
			if mant < (math.MaxUint64-9)/10 {
				mant = mant*10 + uint64(d)
				if seenDecimal {
					exp--
				}
			} else if !seenDecimal {
				lost++
			}
			continue
		}
		if digits == 0 || k >= len(s) {
			return 0, false
		}
		isGroup := strings.ContainsRune(spec.group, r)
		isDec := strings.ContainsRune(spec.decimal, r) && !seenDecimal
		if isGroup && isDec {
			isGroup = groupOfThree(s[k:])
			isDec = !isGroup
		}
		switch {
		case isGroup && !seenDecimal && groupOfThree(s[k:]):
		case isDec:
			seenDecimal = true
		default:
			return 0, false
		}
	}
	if digits == 0 {
		return 0, false
	}
	v := float64(mant) * math.Pow10(exp+lost)
	return v, true
}

// groupOfThree reports whether s starts with exactly three digits.
func groupOfThree(s string) bool {
	d := 0
	for _, r := range s {
		if digitValue(r) < 0 {
			break
		}
		d++
	}
	return d == 3
}
