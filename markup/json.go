package markup

import (
	"bytes"
	"unicode/utf16"
	"unicode/utf8"
)

// extractJSON returns the string values of the JSON document s, one per
// line, and false when s is not valid JSON. Values that are HTML are
// extracted as HTML; values of only white space are skipped.
func extractJSON(s []byte) (string, bool) {
	var lines []byte
	ok := scanJSON(s, func(v []byte) {
		t := trimLeftSpace(v)
		if len(t) == 0 {
			return
		}
		if isMarkup(t) {
			lines = append(lines, extractMarkup(v)...)
		} else {
			lines = append(lines, v...)
		}
		lines = append(lines, '\n')
	})
	if !ok {
		return "", false
	}
	return normalizePlain(lines), true
}

// scanJSON validates the JSON value in s (RFC 8259, with nothing after it)
// and calls value, when not nil, with each decoded string value that is not
// an object key, in document order. The slice is only valid during the
// call. It keeps the open arrays and objects in a slice, not on the call
// stack, so any nesting depth is fine.
func scanJSON(s []byte, value func([]byte)) bool {
	var (
		stack   []byte // '[' or '{' per open container
		scratch []byte // decoded strings with escapes
		str     []byte
		ok      bool
	)
	i := 0
	for {
		// A value starts at s[i].
		i = skipJSONSpace(s, i)
		if i == len(s) {
			return false
		}
		switch c := s[i]; {
		case c == '{' || c == '[':
			close := byte('}')
			if c == '[' {
				close = ']'
			}
			i = skipJSONSpace(s, i+1)
			if i < len(s) && s[i] == close {
				i++
				break
			}
			stack = append(stack, c)
			if c == '{' {
				if i, scratch, ok = jsonKey(s, i, scratch); !ok {
					return false
				}
			}
			continue
		case c == '"':
			if str, scratch, i, ok = jsonString(s, i, scratch); !ok {
				return false
			}
			if value != nil {
				value(str)
			}
		case c == 't':
			if i, ok = jsonLiteral(s, i, "true"); !ok {
				return false
			}
		case c == 'f':
			if i, ok = jsonLiteral(s, i, "false"); !ok {
				return false
			}
		case c == 'n':
			if i, ok = jsonLiteral(s, i, "null"); !ok {
				return false
			}
		case c == '-' || '0' <= c && c <= '9':
			if i, ok = jsonNumber(s, i); !ok {
				return false
			}
		default:
			return false
		}
		// A value ended before s[i]: close containers, or find the next
		// element.
		for {
			i = skipJSONSpace(s, i)
			if len(stack) == 0 {
				return i == len(s)
			}
			if i == len(s) {
				return false
			}
			top := stack[len(stack)-1]
			c := s[i]
			if c == ',' {
				i++
				if top == '{' {
					if i, scratch, ok = jsonKey(s, i, scratch); !ok {
						return false
					}
				}
				break
			}
			if top == '{' && c == '}' || top == '[' && c == ']' {
				stack = stack[:len(stack)-1]
				i++
				continue
			}
			return false
		}
	}
}

// jsonKey reads `"key" :` at s[i] (after white space) and returns the index
// after the colon.
func jsonKey(s []byte, i int, scratch []byte) (int, []byte, bool) {
	i = skipJSONSpace(s, i)
	if i == len(s) || s[i] != '"' {
		return 0, scratch, false
	}
	_, scratch, i, ok := jsonString(s, i, scratch)
	if !ok {
		return 0, scratch, false
	}
	i = skipJSONSpace(s, i)
	if i == len(s) || s[i] != ':' {
		return 0, scratch, false
	}
	return i + 1, scratch, true
}

func skipJSONSpace(s []byte, i int) int {
	for i < len(s) && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n' || s[i] == '\r') {
		i++
	}
	return i
}

func jsonLiteral(s []byte, i int, lit string) (int, bool) {
	if !bytes.HasPrefix(s[i:], []byte(lit)) {
		return 0, false
	}
	return i + len(lit), true
}

// jsonNumber checks -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)? at s[i].
func jsonNumber(s []byte, i int) (int, bool) {
	digits := func(i int) (int, bool) {
		start := i
		for i < len(s) && '0' <= s[i] && s[i] <= '9' {
			i++
		}
		return i, i > start
	}
	if s[i] == '-' {
		i++
	}
	var ok bool
	if i < len(s) && s[i] == '0' {
		i++
	} else if i, ok = digits(i); !ok {
		return 0, false
	}
	if i < len(s) && s[i] == '.' {
		if i, ok = digits(i + 1); !ok {
			return 0, false
		}
	}
	if i < len(s) && (s[i] == 'e' || s[i] == 'E') {
		i++
		if i < len(s) && (s[i] == '+' || s[i] == '-') {
			i++
		}
		if i, ok = digits(i); !ok {
			return 0, false
		}
	}
	return i, true
}

// jsonString decodes the string at s[i] (which is '"'). Without escapes
// the result is a slice of s; otherwise it is built in scratch. Unpaired
// surrogate escapes become U+FFFD, as encoding/json does.
func jsonString(s []byte, i int, scratch []byte) (str, _ []byte, next int, ok bool) {
	start := i + 1
	for j := start; j < len(s); j++ {
		switch c := s[j]; {
		case c == '"':
			return s[start:j], scratch, j + 1, true
		case c < ' ':
			return nil, scratch, 0, false
		case c == '\\':
			return jsonEscaped(s, start, j, scratch[:0])
		}
	}
	return nil, scratch, 0, false
}

func jsonEscaped(s []byte, start, j int, out []byte) ([]byte, []byte, int, bool) {
	out = append(out, s[start:j]...)
	for j < len(s) {
		c := s[j]
		switch {
		case c == '"':
			return out, out, j + 1, true
		case c < ' ':
			return nil, out, 0, false
		case c != '\\':
			out = append(out, c)
			j++
			continue
		}
		if j+1 == len(s) {
			return nil, out, 0, false
		}
		switch e := s[j+1]; e {
		case '"', '\\', '/':
			out = append(out, e)
		case 'b':
			out = append(out, '\b')
		case 'f':
			out = append(out, '\f')
		case 'n':
			out = append(out, '\n')
		case 'r':
			out = append(out, '\r')
		case 't':
			out = append(out, '\t')
		case 'u':
			r, ok := hex4(s, j+2)
			if !ok {
				return nil, out, 0, false
			}
			j += 4
			if utf16.IsSurrogate(r) {
				r2, ok := rune(-1), false
				if j+3 < len(s) && s[j+2] == '\\' && s[j+3] == 'u' {
					r2, ok = hex4(s, j+4)
				}
				if d := utf16.DecodeRune(r, r2); ok && d != utf8.RuneError {
					r = d
					j += 6
				} else {
					r = utf8.RuneError
				}
			}
			out = utf8.AppendRune(out, r)
		default:
			return nil, out, 0, false
		}
		j += 2
	}
	return nil, out, 0, false
}

func hex4(s []byte, i int) (rune, bool) {
	if i+4 > len(s) {
		return 0, false
	}
	var r rune
	for _, c := range s[i : i+4] {
		switch {
		case '0' <= c && c <= '9':
			c -= '0'
		case 'a' <= c && c <= 'f':
			c -= 'a' - 10
		case 'A' <= c && c <= 'F':
			c -= 'A' - 10
		default:
			return 0, false
		}
		r = r<<4 | rune(c)
	}
	return r, true
}
