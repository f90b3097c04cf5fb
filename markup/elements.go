package markup

// layout is what an element's start and end tags do to the text around
// them, the way a browser lays it out (in the spirit of innerText).
type layout uint8

const (
	inline    layout = iota // no break: a, span, b, ...
	cell                    // a tab between neighbouring cells: td, th
	line                    // starts and ends a line: div, li, tr, ...
	paragraph               // a blank line before and after: p, h1, ...
	lineBreak               // one line break of its own: br
)

// content is how the tokenizer reads what follows an element's start tag
// in HTML.
type content uint8

const (
	normal    content = iota // markup
	rawText                  // text up to the end tag, no entities: script, xmp
	rcData                   // text up to the end tag, with entities: title, textarea
	plainText                // the rest of the input is text: plaintext
)

// elem describes one HTML element.
type elem struct {
	name    string
	layout  layout
	content content // applies in HTML only; XML is always normal
	hidden  bool    // HTML: nothing inside is shown to a reader
	xmlHide bool    // XML: nothing inside is kept
	pre     bool    // white space inside is preformatted
	inHead  bool    // may appear in head without ending it
}

// elementTable lists the HTML elements the extractor knows. An element not
// listed is inline in HTML and its own line in XML.
var elementTable = []elem{
	// Hidden: not part of what a reader sees. rt and rp are ruby
	// annotations (readings over CJK text); keeping them would interleave
	// the readings with the text they annotate.
	{name: "head", layout: line, hidden: true},
	{name: "title", content: rcData, hidden: true, inHead: true},
	{name: "script", content: rawText, hidden: true, xmlHide: true, inHead: true},
	{name: "style", content: rawText, hidden: true, xmlHide: true, inHead: true},
	{name: "noscript", content: rawText, hidden: true, inHead: true},
	{name: "template", hidden: true, inHead: true},
	{name: "iframe", content: rawText, hidden: true},
	{name: "noembed", content: rawText, hidden: true},
	{name: "noframes", content: rawText, hidden: true},
	{name: "svg", hidden: true},
	{name: "datalist", hidden: true},
	{name: "rt", hidden: true},
	{name: "rp", hidden: true},
	{name: "rtc", hidden: true},
	{name: "meta", inHead: true},
	{name: "link", inHead: true},
	{name: "base", inHead: true},
	{name: "basefont", inHead: true},
	{name: "bgsound", inHead: true},

	// Paragraphs.
	{name: "p", layout: paragraph},
	{name: "h1", layout: paragraph},
	{name: "h2", layout: paragraph},
	{name: "h3", layout: paragraph},
	{name: "h4", layout: paragraph},
	{name: "h5", layout: paragraph},
	{name: "h6", layout: paragraph},
	{name: "blockquote", layout: paragraph},
	{name: "hr", layout: paragraph},
	{name: "pre", layout: paragraph, pre: true},
	{name: "listing", layout: paragraph, pre: true},
	{name: "xmp", layout: paragraph, content: rawText, pre: true},
	{name: "plaintext", layout: paragraph, content: plainText, pre: true},

	// Lines.
	{name: "address", layout: line},
	{name: "article", layout: line},
	{name: "aside", layout: line},
	{name: "body", layout: line},
	{name: "caption", layout: line},
	{name: "center", layout: line},
	{name: "dd", layout: line},
	{name: "details", layout: line},
	{name: "dialog", layout: line},
	{name: "dir", layout: line},
	{name: "div", layout: line},
	{name: "dl", layout: line},
	{name: "dt", layout: line},
	{name: "fieldset", layout: line},
	{name: "figcaption", layout: line},
	{name: "figure", layout: line},
	{name: "footer", layout: line},
	{name: "form", layout: line},
	{name: "frameset", layout: line},
	{name: "header", layout: line},
	{name: "hgroup", layout: line},
	{name: "html", layout: line},
	{name: "legend", layout: line},
	{name: "li", layout: line},
	{name: "main", layout: line},
	{name: "menu", layout: line},
	{name: "nav", layout: line},
	{name: "ol", layout: line},
	{name: "optgroup", layout: line},
	{name: "option", layout: line},
	{name: "search", layout: line},
	{name: "section", layout: line},
	{name: "summary", layout: line},
	{name: "table", layout: line},
	{name: "tbody", layout: line},
	{name: "textarea", layout: line, content: rcData, pre: true},
	{name: "tfoot", layout: line},
	{name: "thead", layout: line},
	{name: "tr", layout: line},
	{name: "ul", layout: line},

	{name: "td", layout: cell},
	{name: "th", layout: cell},
	{name: "br", layout: lineBreak},

	// Inline: listed so that they are recognised as HTML.
	{name: "a"}, {name: "abbr"}, {name: "acronym"}, {name: "area"},
	{name: "audio"}, {name: "b"}, {name: "bdi"}, {name: "bdo"},
	{name: "big"}, {name: "button"}, {name: "canvas"}, {name: "cite"},
	{name: "code"}, {name: "col"}, {name: "colgroup"}, {name: "data"},
	{name: "del"}, {name: "dfn"}, {name: "em"}, {name: "embed"},
	{name: "font"}, {name: "i"}, {name: "img"}, {name: "input"},
	{name: "ins"}, {name: "kbd"}, {name: "label"}, {name: "map"},
	{name: "mark"}, {name: "math"}, {name: "meter"}, {name: "nobr"},
	{name: "object"}, {name: "output"}, {name: "param"}, {name: "picture"},
	{name: "progress"}, {name: "q"}, {name: "ruby"}, {name: "s"},
	{name: "samp"}, {name: "select"}, {name: "slot"}, {name: "small"},
	{name: "source"}, {name: "span"}, {name: "strike"}, {name: "strong"},
	{name: "sub"}, {name: "sup"}, {name: "time"}, {name: "track"},
	{name: "tt"}, {name: "u"}, {name: "var"}, {name: "video"},
	{name: "wbr"},
}

// maxNameLen is the length of the longest name in elementTable.
const maxNameLen = 10

// elements indexes elementTable by name.
var elements = func() map[string]*elem {
	m := make(map[string]*elem, len(elementTable))
	for i := range elementTable {
		e := &elementTable[i]
		if len(e.name) > maxNameLen {
			panic("markup: maxNameLen too small for " + e.name)
		}
		m[e.name] = e
	}
	return m
}()
