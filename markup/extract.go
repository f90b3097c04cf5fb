package markup

import (
	"bytes"
	"html"
)

type mode uint8

const (
	modeUnknown mode = iota // no element seen yet
	modeHTML
	modeXML
)

// extractor walks markup once, left to right, and writes text to w. It
// keeps no stack of open elements: hidden regions are tracked by a depth
// counter of the one element that opened them, so nesting depth costs
// nothing.
type extractor struct {
	src     []byte
	w       writer
	mode    mode
	xmlDecl bool // the input starts with <?xml
	inHead  bool // inside HTML head, which shows nothing

	hide      *elem // the element whose content is being hidden, or nil
	hideDepth int   // open hide elements
	preDepth  int   // open pre-like elements (outside hidden regions)

	piEnd int // the index after the next "?>", or len(src) when there is none
}

func extractMarkup(src []byte) string {
	x := extractor{src: src}
	x.w.buf = make([]byte, 0, len(src)/2)
	x.xmlDecl = bytes.HasPrefix(trimLeftSpace(src), []byte("<?xml"))
	for i := 0; i < len(src); {
		j := bytes.IndexByte(src[i:], '<')
		if j < 0 {
			x.text(src[i:], true)
			break
		}
		if j > 0 {
			x.text(src[i:i+j], true)
		}
		i = x.markup(i + j)
	}
	return string(x.w.buf)
}

// text writes character data, decoding entities when decode is set.
func (x *extractor) text(b []byte, decode bool) {
	if x.hide != nil {
		return
	}
	if x.inHead || x.mode == modeUnknown {
		if len(trimLeftSpace(b)) == 0 {
			return
		}
		// Text cannot be in head: a browser starts the body here.
		x.inHead = false
		if x.mode == modeUnknown {
			x.mode = modeHTML
		}
	}
	if decode && bytes.IndexByte(b, '&') >= 0 {
		writeText(&x.w, html.UnescapeString(string(b)), x.preDepth > 0)
		return
	}
	writeText(&x.w, b, x.preDepth > 0)
}

// markup handles the '<' at src[i] and returns where to go on.
func (x *extractor) markup(i int) int {
	src := x.src
	rest := src[i:]
	switch {
	case bytes.HasPrefix(rest, []byte("<!--")):
		k := i + 4
		switch {
		case bytes.HasPrefix(src[k:], []byte(">")): // <!--> is an empty comment
			return k + 1
		case bytes.HasPrefix(src[k:], []byte("->")):
			return k + 2
		}
		return after(src, k, "-->")
	case bytes.HasPrefix(rest, []byte("<![CDATA[")):
		k := i + 9
		end := bytes.Index(src[k:], []byte("]]>"))
		if end < 0 {
			x.text(src[k:], false)
			return len(src)
		}
		x.text(src[k:k+end], false)
		return k + end + 3
	case bytes.HasPrefix(rest, []byte("<!")):
		return x.declaration(i)
	case bytes.HasPrefix(rest, []byte("<?")):
		if x.piEnd < i+2 { // find the next "?>" once per "?>", not per "<?"
			x.piEnd = after(src, i+2, "?>")
		}
		if bytes.HasSuffix(src[:x.piEnd], []byte("?>")) {
			return x.piEnd
		}
		return after(src, i, ">")
	case len(rest) > 2 && rest[1] == '/' && x.isNameStart(rest[2]):
		e, prefixed, k := tagNameAt(src, i+2)
		gt := bytes.IndexByte(src[k:], '>')
		if gt < 0 {
			x.text(rest, true) // unterminated: keep it as text
			return len(src)
		}
		x.endTag(x.resolve(e, prefixed))
		return k + gt + 1
	case bytes.HasPrefix(rest, []byte("</>")):
		return i + 3
	case len(rest) > 1 && x.isNameStart(rest[1]):
		e, prefixed, k := tagNameAt(src, i+1)
		end, selfClosing, ok := tagEnd(src, k)
		if !ok {
			x.text(rest, true) // unterminated: keep it as text
			return len(src)
		}
		if x.mode == modeUnknown {
			x.setMode(e, prefixed, src[i+1:k])
		}
		e = x.resolve(e, prefixed)
		if x.mode == modeHTML && e != nil && e.content != normal {
			return x.rawElement(e, end)
		}
		x.startTag(e, selfClosing)
		return end
	}
	x.text(rest[:1], false) // a '<' that opens nothing: "a < b"
	return i + 1
}

// declaration skips <!DOCTYPE ...> (with an internal subset in [...]) or a
// bogus comment <!...>, noting an HTML doctype.
func (x *extractor) declaration(i int) int {
	src := x.src
	if x.mode == modeUnknown && len(src) >= i+14 &&
		bytes.EqualFold(src[i+2:i+14], []byte("doctype html")) &&
		(len(src) == i+14 || isSpace(src[i+14]) || src[i+14] == '>') {
		x.mode = modeHTML
	}
	gt := bytes.IndexByte(src[i:], '>')
	if gt < 0 {
		return len(src)
	}
	if br := bytes.IndexByte(src[i:i+gt], '['); br >= 0 {
		if end := bytes.IndexByte(src[i+br:], ']'); end >= 0 {
			return after(src, i+br+end, ">")
		}
	}
	return i + gt + 1
}

// setMode decides between HTML and XML at the first start tag.
func (x *extractor) setMode(e *elem, prefixed bool, name []byte) {
	switch {
	case x.xmlDecl:
		x.mode = modeXML
		if e != nil && e.name == "html" && !prefixed {
			x.mode = modeHTML
		}
	case e != nil && !prefixed, bytes.IndexByte(name, '-') >= 0:
		x.mode = modeHTML // a known or a custom HTML element
	default:
		x.mode = modeXML
	}
}

// resolve applies the mode to a looked-up element: HTML knows no
// namespace prefixes (Word's <o:p> is not a paragraph).
func (x *extractor) resolve(e *elem, prefixed bool) *elem {
	if prefixed && x.mode != modeXML {
		return nil
	}
	return e
}

func (x *extractor) isNameStart(c byte) bool {
	return isASCIILetter(c) || x.mode == modeXML && (c == '_' || c >= 0x80)
}

// tagNameAt reads the tag name at src[i], up to white space, '/' or '>',
// and returns the known element it names (ignoring case and any namespace
// prefix), whether it had a prefix, and the index after the name.
func tagNameAt(src []byte, i int) (*elem, bool, int) {
	start := i
	for i < len(src) && !isSpace(src[i]) && src[i] != '/' && src[i] != '>' {
		i++
	}
	name := src[start:i]
	prefixed := false
	if c := bytes.LastIndexByte(name, ':'); c >= 0 {
		name, prefixed = name[c+1:], true
	}
	if len(name) == 0 || len(name) > maxNameLen {
		return nil, prefixed, i
	}
	var buf [maxNameLen]byte
	for k, c := range name {
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		buf[k] = c
	}
	return elements[string(buf[:len(name)])], prefixed, i
}

// tagEnd finds the '>' that closes a tag whose attributes start at
// src[i], skipping '>' inside quoted attribute values. ok is false when the
// tag is not closed before the end of the input.
func tagEnd(src []byte, i int) (end int, selfClosing, ok bool) {
	for i < len(src) {
		switch src[i] {
		case '>':
			return i + 1, src[i-1] == '/', true
		case '=':
			i++
			for i < len(src) && isSpace(src[i]) {
				i++
			}
			if i < len(src) && (src[i] == '"' || src[i] == '\'') {
				q := bytes.IndexByte(src[i+1:], src[i])
				if q < 0 {
					// An unclosed quote: end at the first '>' instead of
					// swallowing the rest of the input. A failing search
					// means no later tag can open this quote, so the
					// searches stay linear in total.
					gt := bytes.IndexByte(src[i+1:], '>')
					if gt < 0 {
						return 0, false, false
					}
					return i + 1 + gt + 1, false, true
				}
				i += 1 + q + 1
			}
		default:
			i++
		}
	}
	return 0, false, false
}

// rawElement handles an HTML element whose content is text, not markup
// (script, style, title, textarea, xmp, plaintext); its start tag ended at
// src[i]. A '/' does not close these in HTML (<script/> is an open script).
func (x *extractor) rawElement(e *elem, i int) int {
	src := x.src
	show := !e.hidden && x.hide == nil
	if show {
		x.startTag(e, false)
	}
	if e.content == plainText {
		if show {
			x.text(src[i:], false)
		}
		return len(src)
	}
	contentEnd, next := endTag(src, i, e.name)
	if show {
		x.text(src[i:contentEnd], e.content == rcData)
		x.endTag(e)
	}
	return next
}

// endTag finds the end tag </name> (any case) from src[i] and returns where
// the content ends and where the text after the end tag starts.
func endTag(src []byte, i int, name string) (contentEnd, next int) {
	for {
		k := bytes.Index(src[i:], []byte("</"))
		if k < 0 {
			return len(src), len(src)
		}
		p := i + k + 2
		if q := p + len(name); q <= len(src) && bytes.EqualFold(src[p:q], []byte(name)) &&
			(q == len(src) || isSpace(src[q]) || src[q] == '/' || src[q] == '>') {
			gt := bytes.IndexByte(src[q:], '>')
			if gt < 0 {
				return i + k, len(src)
			}
			return i + k, q + gt + 1
		}
		i = p
	}
}

// startTag applies a start tag of element e (nil when unknown).
func (x *extractor) startTag(e *elem, selfClosing bool) {
	if x.hide != nil {
		if e == x.hide && !selfClosing {
			x.hideDepth++
		}
		return
	}
	e = x.effective(e)
	if x.mode != modeXML && x.inHead && (e == nil || !e.inHead) {
		x.inHead = false // a browser ends head at the first body element
	}
	switch {
	case e == nil:
		if x.mode == modeXML {
			x.w.separate(line)
		}
	case x.mode != modeXML && e.name == "head":
		x.inHead = !selfClosing
	case x.hides(e):
		if !selfClosing {
			x.hide, x.hideDepth = e, 1
		}
	default:
		x.layout(e)
		if e.pre && !selfClosing {
			x.preDepth++
		}
	}
}

// endTag applies an end tag of element e (nil when unknown).
func (x *extractor) endTag(e *elem) {
	if x.hide != nil {
		if e == x.hide {
			if x.hideDepth--; x.hideDepth == 0 {
				x.hide = nil
			}
		}
		return
	}
	e = x.effective(e)
	switch {
	case e == nil:
		if x.mode == modeXML {
			x.w.separate(line)
		}
	case x.mode != modeXML && e.name == "head":
		x.inHead = false
	case x.hides(e):
		// a stray end tag of a hidden element
	default:
		x.layout(e)
		if e.pre && x.preDepth > 0 {
			x.preDepth--
		}
	}
}

// effective returns how e behaves in the current mode: in XML, the
// elements that HTML hides for being metadata (title, head, rt) are data
// like any unknown element.
func (x *extractor) effective(e *elem) *elem {
	if x.mode == modeXML && e != nil && e.hidden && !e.xmlHide {
		return nil
	}
	return e
}

// hides reports whether the content of e is left out.
func (x *extractor) hides(e *elem) bool {
	if x.mode == modeXML {
		return e.xmlHide
	}
	return e.hidden
}

func (x *extractor) layout(e *elem) {
	if e.layout == lineBreak {
		x.w.lineBreak() // <br>, and </br> as browsers read it
		return
	}
	x.w.separate(e.layout)
}

// after returns the index after the first sep at or after src[i], or
// len(src).
func after(src []byte, i int, sep string) int {
	k := bytes.Index(src[i:], []byte(sep))
	if k < 0 {
		return len(src)
	}
	return i + k + len(sep)
}
