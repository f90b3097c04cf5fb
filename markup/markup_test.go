package markup

import (
	"bytes"
	"errors"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"
)

var update = flag.Bool("update", false, "rewrite testdata golden files")

func TestExtractText(t *testing.T) {
	tests := []struct {
		name, in, want string
	}{
		// The service's example.
		{"service example", "<p>Clean me up</p><style>..</style>", "Clean me up"},

		// HTML structure.
		{"inline", "<p>a <b>bold</b> and <i>italic</i> <span>span</span></p>", "a bold and italic span"},
		{"link keeps text", `<p>See <a href="https://x.org/?a=1&amp;b=2">the docs</a>.</p>`, "See the docs."},
		{"paragraphs", "<p>One</p><p>Two</p>", "One\n\nTwo"},
		{"div lines", "<div>One</div><div>Two</div>", "One\nTwo"},
		{"nested divs", "<div><div><div>a</div></div>b</div>", "a\nb"},
		{"headings", "<h1>Title</h1><p>Body</p><h2>Sub</h2>text", "Title\n\nBody\n\nSub\n\ntext"},
		{"br variants", "a<br>b<br/>c<br />d<BR>e</br>f", "a\nb\nc\nd\ne\nf"},
		{"two br make a blank line", "a<br><br>b", "a\n\nb"},
		{"many br capped", "a<br><br><br><br>b", "a\n\nb"},
		{"br at block end", "<div>a<br></div><div>b</div>", "a\nb"},
		{"list", "<ul><li>one</li><li>two</li></ul>", "one\ntwo"},
		{"p inside li", "<ol><li><p>one</p></li><li><p>two</p></li></ol>", "one\n\ntwo"},
		{"implicit li end", "<ul><li>one<li>two</ul>", "one\ntwo"},
		{"implicit p end", "<p>one<p>two", "one\n\ntwo"},
		{"dl", "<dl><dt>term</dt><dd>definition</dd></dl>", "term\ndefinition"},
		{"table", "<table><tr><th>k</th><th>v</th></tr><tr><td>a</td><td>1</td></tr></table>", "k\tv\na\t1"},
		{"hr", "a<hr>b", "a\n\nb"},
		{"blockquote", "<p>said:</p><blockquote>quote</blockquote>end", "said:\n\nquote\n\nend"},
		{"sectioning", "<header>h</header><section><article>a</article></section><footer>f</footer>", "h\na\nf"},
		{"uppercase tags", "<P>One</P><DIV>Two</DIV><SCRIPT>x()</SCRIPT>", "One\n\nTwo"},
		{"mixed case end tag", "<Script>x()</sCrIpT>text", "text"},
		{"attributes", `<p class="c" id=x data-x='1' hidden>text</p>`, "text"},
		{"gt in quoted attribute", `<a title="a>b" data-x='c>d'>link</a>`, "link"},
		{"unclosed quote in attribute", `<a title="oops>link</a> rest`, "link rest"},
		{"whitespace collapse", "<p>  a \n\t b   c  </p>", "a b c"},
		{"inline across lines", "<p>a\n<b>b</b>\nc</p>", "a b c"},
		{"unclosed tags", "<div><p>a <b>b <i>c", "a b c"},
		{"stray end tags", "</b>a</p></div>b", "a\n\nb"},
		{"custom element", "<my-widget>hi</my-widget> there", "hi there"},
		{"word html o:p", "<p class=MsoNormal>Text<o:p></o:p></p><p>More</p>", "Text\n\nMore"},

		// Hidden content.
		{"script", "a<script>if (a < b && c > d) { x('</p>') }</script>b", "ab"},
		{"script with split end tag", "<script>var s = '</scr' + 'ipt>';</script>text", "text"},
		{"style", "<style>p > a { color: red }</style><p>x</p>", "x"},
		{"noscript", "<noscript>Enable JavaScript</noscript><p>x</p>", "x"},
		{"template", "<template><p>t</p><template>u</template>v</template>x", "x"},
		{"svg", `<p>a<svg viewBox="0 0 1 1"><title>icon</title><text>t</text></svg>b</p>`, "ab"},
		{"self-closing svg", "<svg/>text", "text"},
		{"head and title", "<html><head><title>Tab</title><meta charset=utf-8><link rel=x></head><body>Body</body></html>", "Body"},
		{"head without end", "<html><head><title>Tab</title><p>Body</p>", "Body"},
		{"text in head starts body", "<head><title>t</title>Hello", "Hello"},
		{"unclosed script hides rest", "a<script>b", "a"},
		{"iframe", "<iframe src=x>fallback</iframe>x", "x"},
		{"ruby annotations", "<ruby>漢<rp>(</rp><rt>かん</rt><rp>)</rp>字<rt>じ</rt></ruby>です", "漢字です"},
		{"comment", "a<!-- hidden <p>x</p> -->b", "ab"},
		{"empty comments", "<p>a<!-->b<!--->c</p>", "abc"},
		{"unclosed comment", "<p>a<!-- b</p>", "a"},
		{"doctype", "<!DOCTYPE html><p>x</p>", "x"},
		{"processing instruction", "<?php echo 'a>b'; ?><p>x</p>", "x"},
		{"img alt left out", `<p>a <img src=x alt="picture"> b</p>`, "a b"},
		{"form controls", `<label>Name <input value="v" placeholder="p"></label>`, "Name"},
		{"textarea keeps text", "<textarea>a &amp; <b>\n b</textarea>", "a & <b>\nb"},

		// Entities.
		{"named entities", "<p>&lt;tag&gt; &amp; &quot;q&quot; &apos;s&apos; &copy; &euro;</p>", `<tag> & "q" 's' © €`},
		{"html5 entities", "<p>&NotEqualTilde; &bigstar; &fjlig;</p>", "≂̸ ★ fj"},
		{"numeric entities", "<p>&#65;&#x42;&#X43; &#128512; &#0; &#x80;</p>", "ABC 😀 \uFFFD €"},
		{"legacy entity without semicolon", "<p>&copy 2024 &amp AT&T</p>", "© 2024 & AT&T"},
		{"unknown entity kept", "<p>&foo; & &;</p>", "&foo; & &;"},
		{"legacy prefix decoded as browsers do", "<p>&notit;</p>", "¬it;"},
		{"nbsp collapses", "<p>a&nbsp;&nbsp;b\u00a0c</p>", "a b c"},
		{"entity whitespace collapses", "<p>a&#10;&#9;b</p>", "a b"},

		// Literal '<'.
		{"lone lt", "<p>a < b</p>", "a < b"},
		{"lt digit", "<p>I <3 you</p>", "I <3 you"},
		{"lt at end", "<p>x</p> a <", "x\n\na <"},
		{"unterminated tag kept", "<p>x</p>if a<b then", "x\n\nif a<b then"},
		{"plain text with lt", "a < b > c", "a < b > c"},

		// CDATA and XML.
		{"cdata", "<p><![CDATA[a < b & c]]></p>", "a < b & c"},
		{"xml", `<?xml version="1.0" encoding="UTF-8"?><note><to>Tove</to><from>Jani</from><body>Don't forget me!</body></note>`, "Tove\nJani\nDon't forget me!"},
		{"xml without declaration", "<note><to>Tove</to><from>Jani</from></note>", "Tove\nJani"},
		{"xml namespaces", `<?xml version="1.0"?><rss xmlns:dc="http://purl.org/dc/elements/1.1/"><channel><item><title>A &amp; B</title><dc:creator>Me</dc:creator></item></channel></rss>`, "A & B\nMe"},
		{"xml cdata", "<?xml version='1.0'?><doc><![CDATA[x < y]]></doc>", "x < y"},
		{"xml doctype subset", `<?xml version="1.0"?><!DOCTYPE note [<!ENTITY w "World">]><note>Hello</note>`, "Hello"},
		{"xml prefixed html", `<?xml version="1.0"?><x:doc xmlns:x="u"><x:p>a<x:b>b</x:b></x:p><x:p>c</x:p></x:doc>`, "ab\n\nc"},
		{"xhtml", `<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title>T</title></head><body><p>a<br/>b</p></body></html>`, "a\nb"},
		{"xml inline html names", "<doc><para>some <b>bold</b> text</para></doc>", "some bold text"},
		{"xml script hidden", "<doc><script>x</script><p>y</p></doc>", "y"},

		// Mid-text markup.
		{"markup after text", "Hello <b>world</b>!", "Hello world!"},
		{"known tag mid text", "line one<br>line two", "line one\nline two"},
		{"unknown tag mid text stays plain", "a <foo> b", "a <foo> b"},

		// JSON.
		{"json object", `{"title":"Hello","n":1,"ok":true,"x":null,"tags":["a","b"]}`, "Hello\na\nb"},
		{"json keys left out", `{"key":{"inner":"value"}}`, "value"},
		{"json escapes", `["a\nb","tab\there","\u00e9\u20ac","\ud83d\ude00","\ud800x","\/"]`, "a\nb\ntab\there\né€\n😀\n\uFFFDx\n/"},
		{"json html values", `{"body":"<p>One</p><p>Two &amp; three</p>"}`, "One\n\nTwo & three"},
		{"json empty strings skipped", `["a","","  ","b"]`, "a\nb"},
		{"json empty", `{}`, ""},
		{"json nested empty", `[[[],{}],[]]`, ""},
		{"json whitespace", " \n [ \"a\" , \"b\" ] \n", "a\nb"},
		{"json invalid falls back", `{"a": "b",}`, `{"a": "b",}`},
		{"json trailing garbage", `["a"] x`, `["a"] x`},
		{"json bracket text", "[1] Smith, J. (2020)", "[1] Smith, J. (2020)"},
		{"json numbers", `[-0.5e+10, 0, 1E2, "s"]`, "s"},
		{"json bad number", `[01]`, `[01]`},
		{"json control char in string", "[\"a\tb\"]", "[\"a\tb\"]"},

		// Plain text.
		{"plain", "Hello, world.", "Hello, world."},
		{"plain trim", "  \n\n  Hello  \n\n", "Hello"},
		{"plain crlf", "a\r\nb\rc", "a\nb\nc"},
		{"plain blank lines", "a\n\n\n\n\nb", "a\n\nb"},
		{"plain trailing spaces", "a  \t\nb", "a\nb"},
		{"plain keeps inner spacing", "a    b\n    indented", "a    b\n    indented"},
		{"plain controls", "some text\x01with a\x7fcontrol\u0085or three", "some text with a control or three"},
		{"plain entities not decoded", "AT&amp;T", "AT&amp;T"},
		{"plain nbsp kept", "a\u00a0b", "a\u00a0b"},
		{"empty", "", ""},
		{"only space", " \t\n", ""},

		// Encodings.
		{"utf8 bom", "\ufeff<p>x</p>", "x"},
		{"invalid utf8 replaced", "caf\xe9 au lait, tr\xe8s bien", "caf\uFFFD au lait, tr\uFFFDs bien"},
		{"utf16le bom", "\xff\xfeh\x00i\x00", "hi"},
		{"utf16be bom", "\xfe\xff\x00<\x00b\x00>\x00x", "x"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := ExtractText([]byte(tt.in))
			if err != nil {
				t.Fatalf("ExtractText(%q): %v", tt.in, err)
			}
			if got != tt.want {
				t.Errorf("ExtractText(%q)\n got %q\nwant %q", tt.in, got, tt.want)
			}
		})
	}
}

func TestBinary(t *testing.T) {
	tests := []struct{ name, in string }{
		{"png", "\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR"},
		{"pdf", "%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj"},
		{"zip", "PK\x03\x04\x14\x00\x00\x00"},
		{"gzip", "\x1f\x8b\x08\x00\x00\x00\x00\x00"},
		{"elf", "\x7fELF\x02\x01\x01"},
		{"jpeg", "\xff\xd8\xff\xe0\x00\x10JFIF"},
		{"nul", "hello\x00world"},
		{"utf16 without bom", "h\x00e\x00l\x00l\x00o\x00"},
		{"control bytes", "\x01\x02\x03\x04abcdefgh"},
		{"random bytes", "\x8f\x03\xa1\xfe\xc4\x9e\x11\xbb\xe7\x90\x14\xf2"},
		{"nul in utf16", "\xff\xfeh\x00\x00\x00"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := ExtractText([]byte(tt.in))
			if !errors.Is(err, ErrBinary) {
				t.Errorf("ExtractText(%q) = %q, %v; want ErrBinary", tt.in, got, err)
			}
		})
	}
	// Escape sequences of coloured terminal output are text.
	if _, err := ExtractText([]byte("\x1b[31mred\x1b[0m and more text")); err != nil {
		t.Errorf("ANSI colours: %v", err)
	}
}

// TestDeepNesting checks that nesting depth costs neither stack nor time.
func TestDeepNesting(t *testing.T) {
	const n = 1_000_000
	tests := []struct {
		name, in, want string
	}{
		{"json arrays", strings.Repeat("[", n) + `"deep"` + strings.Repeat("]", n), "deep"},
		{"json objects", strings.Repeat(`{"k":`, n) + `"deep"` + strings.Repeat("}", n), "deep"},
		{"json unbalanced", strings.Repeat("[", n), strings.Repeat("[", n)},
		{"divs", strings.Repeat("<div>", n) + "deep" + strings.Repeat("</div>", n), "deep"},
		{"spans unclosed", strings.Repeat("<span>", n) + "deep", "deep"},
		{"templates", strings.Repeat("<template>", n) + "hidden" + strings.Repeat("</template>", n) + "shown", "shown"},
		{"lt", strings.Repeat("<a", n), strings.Repeat("<a", n)},
		{"quotes", strings.Repeat(`<a b="`, n) + ">x", "x"},
		{"comments", strings.Repeat("<!--", n), ""},
		{"xml", "<?xml version='1.0'?>" + strings.Repeat("<x>", n) + "deep", "deep"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := ExtractText([]byte(tt.in))
			if err != nil || got != tt.want {
				t.Errorf("got %.40q, %v; want %.40q", got, err, tt.want)
			}
		})
	}
}

// TestGolden extracts testdata/*.html, *.xml, *.json and *.txt and compares
// with the .golden file beside each; go test -update rewrites them.
func TestGolden(t *testing.T) {
	inputs, err := filepath.Glob(filepath.Join("testdata", "*.*"))
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, in := range inputs {
		if filepath.Ext(in) == ".golden" {
			continue
		}
		n++
		t.Run(filepath.Base(in), func(t *testing.T) {
			src, err := os.ReadFile(in)
			if err != nil {
				t.Fatal(err)
			}
			got, err := ExtractText(src)
			if err != nil {
				t.Fatal(err)
			}
			golden := in + ".golden"
			if *update {
				if err := os.WriteFile(golden, []byte(got+"\n"), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run go test -update)", err)
			}
			if got+"\n" != string(want) {
				t.Errorf("output differs from %s (run go test -update and review the diff):\n%s", golden, got)
			}
		})
	}
	if n == 0 {
		t.Fatal("no golden inputs in testdata")
	}
}

// kind is how ExtractText reads an input; the fuzz test uses it to check
// idempotence where it is promised.
func kind(text []byte) string {
	s := trimLeftSpace(text)
	switch {
	case len(s) > 0 && (s[0] == '{' || s[0] == '[') && scanJSON(s, nil):
		return "json"
	case isMarkup(s):
		return "markup"
	}
	return "plain"
}

func FuzzExtractText(f *testing.F) {
	for _, seed := range []string{
		"<p>Clean me up</p><style>..</style>",
		"<html><head><title>t</title></head><body><p>a &amp; b<br>c</p><table><tr><td>1<td>2</table></body></html>",
		`<?xml version="1.0"?><a:b xmlns:a="u"><c><![CDATA[x]]></c></a:b>`,
		`{"a":["b",1,{"c":"<p>d</p>"}],"e":"\u00e9\ud83d\ude00"}`,
		"[[[[[[[[[[",
		"a < b <c d='>'",
		"plain\r\ntext\n\n\n  x",
		"<script>a</script><pre>\n x\n\n\ny</pre><textarea>&lt;</textarea>",
		"<!DOCTYPE x [<!ENTITY a 'b'>]><!-- c --><?d e?>f",
		"\xff\xfe<\x00p\x00>\x00",
		"%PDF-1.4",
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, in []byte) {
		out, err := ExtractText(in)
		if err != nil {
			if !errors.Is(err, ErrBinary) {
				t.Fatalf("error %v is not ErrBinary", err)
			}
			return
		}
		if !utf8.ValidString(out) {
			t.Fatalf("invalid UTF-8 output %q", out)
		}
		if strings.Contains(out, "\r") || strings.Contains(out, "\n\n\n") {
			t.Fatalf("output %q has \\r or two blank lines", out)
		}
		if s := strings.Trim(out, " \t\n"); s != out {
			t.Fatalf("output %q is not trimmed", out)
		}
		text, _ := toText(in)
		if kind(text) != "plain" || kind([]byte(out)) != "plain" {
			return
		}
		again, err := ExtractText([]byte(out))
		if err != nil || again != out {
			t.Fatalf("plain text not idempotent:\n in  %q\n out %q\n out2 %q %v", in, out, again, err)
		}
	})
}

func BenchmarkExtractText(b *testing.B) {
	page, err := os.ReadFile(filepath.Join("testdata", "article.html"))
	if err != nil {
		b.Fatal(err)
	}
	inputs := []struct {
		name string
		data []byte
	}{
		{"html", bytes.Repeat(page, 20)},
		{"json", []byte(`{"items":[` + strings.Repeat(`{"id":1,"title":"A title with \"quotes\"","body":"Some text &amp; more text, long enough to matter.","tags":["x","y"]},`, 2000) + `{}]}`)},
		{"plain", []byte(strings.Repeat("A line of plain text, with some words in it.\r\n", 5000))},
	}
	for _, in := range inputs {
		b.Run(in.name, func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(in.data)))
			for b.Loop() {
				if _, err := ExtractText(in.data); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// A printable file signature at the start of plain text is not binary.
func TestPrintableSignatureInText(t *testing.T) {
	for _, in := range []string{"%PDF- files are documents", "GIF89a is a format"} {
		if got, err := ExtractText([]byte(in)); err != nil || got != in {
			t.Errorf("%q: %q, %v", in, got, err)
		}
	}
}
