// Package markup turns HTML, XML, JSON or plain text into the plain text a
// reader would see: the service's /helper/extract_text.
//
// It is a text extractor, not a parser: it builds no tree, validates
// nothing, never fails on malformed markup, and works in one pass in linear
// time and constant stack depth whatever the nesting of the input. It is not
// for sanitising HTML for display.
//
// What the output contains:
//
//   - HTML: the text of the body. Left out: script, style, noscript,
//     template, iframe, svg, datalist, the ruby annotations rt and rp
//     (readings would interleave with the CJK text they annotate) and the
//     whole head, including title (the tab caption is not part of the page
//     a reader reads, and pages repeat it in a heading); comments, doctypes
//     and processing instructions; attribute values, so alt and title text
//     of images and links are not included. CDATA sections are text, taken
//     literally. Entities (all HTML5 named ones, numeric ones, the legacy
//     ones without ";") are decoded as browsers do. Block elements (p, div,
//     li, tr, h1-h6, ...) start a new line; p, h1-h6, pre, blockquote and
//     hr are paragraphs, separated by one blank line; table cells on a row
//     are separated by a tab; br is a line break. Runs of white space
//     collapse to one space (no-break spaces included); inside pre and
//     textarea line breaks are kept but spaces still collapse. Where a
//     browser would drop an unterminated tag at the end of the input
//     ("if a<b then"), it is kept as text.
//   - XML (a document that starts with an XML declaration, or whose first
//     element is not an HTML element): the same rules, with element names
//     matched without their namespace prefix, and every element that is
//     not a known HTML inline element on a line of its own, so that
//     <item><title>A</title><link>B</link></item> gives two lines.
//   - JSON: the string values (not the keys) in document order, one per
//     line; a value that is itself HTML is extracted as HTML.
//   - Plain text: passed through with line ends normalised to "\n",
//     control characters replaced by spaces, white space at line ends
//     removed and runs of blank lines reduced to one.
//
// The output never starts or ends with white space and never holds more
// than one blank line in a row. Invalid UTF-8 is replaced with U+FFFD;
// UTF-16 with a byte-order mark is decoded. Plain-text output read again
// as plain text comes back unchanged (the fuzz test checks this).
package markup

import (
	"bytes"
	"errors"
	"unicode/utf16"
	"unicode/utf8"
)

// ErrBinary is returned for input that is not text: a known binary file
// signature (PNG, PDF, ZIP, GZIP, ELF, ...), a NUL byte, or a large share of
// control bytes or invalid UTF-8.
var ErrBinary = errors.New("markup: binary content is not processed")

// ExtractText returns the readable text of HTML, XML, JSON or plain text;
// see the package documentation for what is kept. The kind of input is
// detected: markup when it starts (after a byte-order mark and white space)
// with a tag, comment, doctype or processing instruction, or when it holds a
// tag of a known HTML element anywhere ("Hello <b>world</b>"); JSON when it
// starts with { or [ and parses as JSON; plain text otherwise. The only
// error is ErrBinary.
func ExtractText(input []byte) (string, error) {
	text, err := toText(input)
	if err != nil {
		return "", err
	}
	s := trimLeftSpace(text)
	if len(s) > 0 && (s[0] == '{' || s[0] == '[') {
		if out, ok := extractJSON(s); ok {
			return out, nil
		}
	}
	if isMarkup(s) {
		return extractMarkup(text), nil
	}
	return normalizePlain(text), nil
}

// isMarkup reports whether s (left-trimmed) starts with markup or holds a
// start or end tag of a known HTML element.
func isMarkup(s []byte) bool {
	if len(s) >= 2 && s[0] == '<' {
		if c := s[1]; isASCIILetter(c) || c == '!' || c == '?' || c == '/' {
			return true
		}
	}
	lastGT := bytes.LastIndexByte(s, '>')
	for i := 0; i < lastGT; {
		j := bytes.IndexByte(s[i:lastGT], '<')
		if j < 0 {
			return false
		}
		i += j + 1
		if s[i] == '/' {
			i++
		}
		if !isASCIILetter(s[i]) {
			continue
		}
		// Look no further than the longest known name, so that "<a<a<a..."
		// stays linear.
		if e, prefixed, end := tagNameAt(s[:min(len(s), i+maxNameLen+1)], i); e != nil && !prefixed &&
			end <= lastGT && (isSpace(s[end]) || s[end] == '/' || s[end] == '>') {
			return true
		}
	}
	return false
}

// binarySignatures are file signatures of common binary formats.
var binarySignatures = [][]byte{
	[]byte("\x89PNG\r\n\x1a\n"),
	[]byte("%PDF-"),
	[]byte("PK\x03\x04"), []byte("PK\x05\x06"), []byte("PK\x07\x08"),
	[]byte("\x1f\x8b"),
	[]byte("\x7fELF"),
	[]byte("\xff\xd8\xff"),
	[]byte("GIF87a"), []byte("GIF89a"),
	[]byte("\xca\xfe\xba\xbe"),
	[]byte("\xfe\xed\xfa\xce"), []byte("\xfe\xed\xfa\xcf"),
	[]byte("\xcf\xfa\xed\xfe"), []byte("\xce\xfa\xed\xfe"),
	[]byte("Rar!\x1a\x07"),
	[]byte("7z\xbc\xaf\x27\x1c"),
	[]byte("\xfd7zXZ\x00"),
	[]byte("\x28\xb5\x2f\xfd"),
	[]byte("BZh91AY&SY"),
	[]byte("OggS\x00"),
	[]byte("wOFF"), []byte("wOF2"),
	[]byte("SQLite format 3\x00"),
}

// printable reports whether a signature is plain printable ASCII.
func printable(sig []byte) bool {
	for _, c := range sig {
		if c < 0x20 || c >= 0x7f {
			return false
		}
	}
	return true
}

// looksLikeText reports whether b holds no NUL or control byte (other than
// white space and ESC) and is valid UTF-8 (a cut final sequence allowed).
func looksLikeText(b []byte) bool {
	for i := 0; i < len(b); {
		c := b[i]
		if c < utf8.RuneSelf {
			if c < 0x20 && c != '\t' && c != '\n' && c != '\r' && c != '\f' && c != '\v' && c != 0x1b || c == 0x7f {
				return false
			}
			i++
			continue
		}
		r, n := utf8.DecodeRune(b[i:])
		if r == utf8.RuneError && n == 1 && len(b)-i >= utf8.UTFMax {
			return false
		}
		i += n
	}
	return true
}

// toText checks that input is text and returns it as valid UTF-8 without a
// byte-order mark. UTF-16 with a byte-order mark is converted.
func toText(input []byte) ([]byte, error) {
	for _, sig := range binarySignatures {
		if bytes.HasPrefix(input, sig) && (!printable(sig) || !looksLikeText(input[:min(len(input), 4096)])) {
			// A signature made of printable characters ("%PDF-",
			// "GIF89a") is only evidence together with binary bytes:
			// text may begin with the same characters.
			return nil, ErrBinary
		}
	}
	if len(input) >= 2 && (input[0] == 0xff && input[1] == 0xfe || input[0] == 0xfe && input[1] == 0xff) {
		input = fromUTF16(input[2:], input[0] == 0xfe)
	}
	// U+FEFF is a byte-order mark at the start and a deprecated zero-width
	// no-break space elsewhere; it is dropped everywhere, since one left
	// inside could begin the output and be read as a mark the next time.
	if bytes.Contains(input, []byte("\ufeff")) {
		input = bytes.ReplaceAll(input, []byte("\ufeff"), nil)
	}
	if bytes.IndexByte(input, 0) >= 0 {
		return nil, ErrBinary
	}
	control, invalid := 0, 0
	for i := 0; i < len(input); {
		c := input[i]
		if c < utf8.RuneSelf {
			if c < 0x20 && c != '\t' && c != '\n' && c != '\r' && c != '\f' && c != '\v' && c != 0x1b || c == 0x7f {
				control++
			}
			i++
			continue
		}
		r, n := utf8.DecodeRune(input[i:])
		if r == utf8.RuneError && n == 1 {
			invalid++
		}
		i += n
	}
	// Text in a legacy 8-bit encoding has a few percent of invalid bytes;
	// random binary data about half.
	if control*10 > len(input) || (control+invalid)*10 > len(input)*3 {
		return nil, ErrBinary
	}
	if invalid > 0 {
		input = bytes.ToValidUTF8(input, []byte("\uFFFD"))
	}
	return input, nil
}

// fromUTF16 decodes UTF-16 (after its byte-order mark) to UTF-8; unpaired
// surrogates and an odd last byte become U+FFFD.
func fromUTF16(b []byte, bigEndian bool) []byte {
	units := make([]uint16, 0, len(b)/2)
	for i := 0; i+1 < len(b); i += 2 {
		if bigEndian {
			units = append(units, uint16(b[i])<<8|uint16(b[i+1]))
		} else {
			units = append(units, uint16(b[i+1])<<8|uint16(b[i]))
		}
	}
	out := make([]byte, 0, len(b)+len(b)/2)
	for _, r := range utf16.Decode(units) {
		out = utf8.AppendRune(out, r)
	}
	if len(b)%2 == 1 {
		out = utf8.AppendRune(out, utf8.RuneError)
	}
	return out
}

func isASCIILetter(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' }

func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'
}

func trimLeftSpace(s []byte) []byte {
	for len(s) > 0 && isSpace(s[0]) {
		s = s[1:]
	}
	return s
}
