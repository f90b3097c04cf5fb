package markup

import "unicode/utf8"

// writer collects extracted text, collapsing white space: a separator
// (space, tab, line break, blank line) is only remembered, the strongest
// one wins, and it is written when the next visible character comes, never
// at the start or the end.
type writer struct {
	buf     []byte
	pending layout // inline: none; else cell, line, paragraph
	space   bool   // a space is pending (weaker than any layout separator)
}

// separate asks for at least separator l before the next text.
func (w *writer) separate(l layout) {
	w.pending = max(w.pending, l)
}

// lineBreak adds one line break (<br>, or a newline in pre): a second one
// in a row makes a blank line.
func (w *writer) lineBreak() {
	if w.pending < line {
		w.pending = line
	} else {
		w.pending = paragraph
	}
}

func (w *writer) flush() {
	if len(w.buf) > 0 {
		switch w.pending {
		case cell:
			w.buf = append(w.buf, '\t')
		case line:
			w.buf = append(w.buf, '\n')
		case paragraph:
			w.buf = append(w.buf, '\n', '\n')
		default:
			if w.space {
				w.buf = append(w.buf, ' ')
			}
		}
	}
	w.pending, w.space = inline, false
}

// writeText writes valid UTF-8 text. White space and control characters
// become a pending space, no-break spaces too; with pre, line ends are kept
// as line breaks.
func writeText[T string | []byte](w *writer, s T, pre bool) {
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			switch {
			case pre && c == '\r':
				if i+1 == len(s) || s[i+1] != '\n' {
					w.lineBreak()
				}
			case pre && c == '\n':
				w.lineBreak()
			case c <= ' ' || c == 0x7f:
				w.space = true
			default:
				if w.pending != inline || w.space {
					w.flush()
				}
				// Copy the run of ordinary ASCII at once.
				j := i + 1
				for j < len(s) && s[j] > ' ' && s[j] < 0x7f {
					j++
				}
				w.buf = append(w.buf, s[i:j]...)
				i = j
				continue
			}
			i++
			continue
		}
		if c == 0xc2 && i+1 < len(s) && s[i+1] <= 0xa0 { // U+0080-U+00A0: C1 controls, no-break space
			w.space = true
			i += 2
			continue
		}
		n := 2
		if c >= 0xf0 {
			n = 4
		} else if c >= 0xe0 {
			n = 3
		}
		n = min(n, len(s)-i)
		if w.pending != inline || w.space {
			w.flush()
		}
		w.buf = append(w.buf, s[i:i+n]...)
		i += n
	}
}

// normalizePlain normalises plain text conservatively: "\r\n" and "\r"
// become "\n", control characters become spaces, white space at the start
// and end of the text and at the end of each line is removed, runs of
// blank lines become one. Spacing inside lines, indentation included, is
// kept.
func normalizePlain(s []byte) string {
	out := make([]byte, 0, len(s))
	var indent []byte // spaces since the last line end or text
	newlines := 0
	for i := 0; i < len(s); {
		c := s[i]
		n := 1
		switch {
		case c == '\r' || c == '\n':
			if c == '\r' && i+1 < len(s) && s[i+1] == '\n' {
				n = 2
			}
			newlines++
			indent = indent[:0]
		case c == ' ' || c == '\t':
			indent = append(indent, c)
		case c < ' ' || c == 0x7f:
			indent = append(indent, ' ')
		case c == 0xc2 && i+1 < len(s) && s[i+1] < 0xa0: // C1 controls
			indent = append(indent, ' ')
			n = 2
		default:
			if c >= utf8.RuneSelf {
				_, n = utf8.DecodeRune(s[i:])
			} else {
				// Take the run of ordinary ASCII at once.
				for i+n < len(s) && s[i+n] > ' ' && s[i+n] < 0x7f {
					n++
				}
			}
			if len(out) > 0 {
				for range min(newlines, 2) {
					out = append(out, '\n')
				}
				out = append(out, indent...)
			}
			out = append(out, s[i:i+n]...)
			newlines, indent = 0, indent[:0]
		}
		i += n
	}
	return string(out)
}
