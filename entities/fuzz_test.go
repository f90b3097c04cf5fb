package entities

import (
	"testing"
	"unicode/utf8"
)

// FuzzEntities checks that any input is handled without a panic and that
// every mention lies inside its sentence and matches the text it points at.
func FuzzEntities(f *testing.F) {
	for _, s := range []string{
		"mail john at gmail dot com or +1 (415) 555-2671",
		"4111 1111 1111 1111 DE89 3704 0044 0532 0130 00 fe80::1 ::",
		"48°51′29″N 2°17′40″E 10:00–12:00 $20 5kg #tag @x C:\\a\\b",
		"a@b@c@d.com [at] (dot) 0x 1:2:3:4:5:6:7:8 1.1.1.1.1 12.",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		if !utf8.ValidString(text) {
			return
		}
		d := analyze(t, "en", text)
		runes := []rune(text)
		for _, e := range d.Entities {
			for _, m := range e.Mentions {
				if m.Sentence < 0 || m.Sentence >= len(d.Sentences) {
					t.Fatalf("mention %+v: bad sentence", m)
				}
				s := d.Sentences[m.Sentence]
				if m.Offset < s.Offset || m.Offset+m.Length > s.End() || m.Length <= 0 {
					t.Fatalf("mention %+v outside sentence %d..%d", m, s.Offset, s.End())
				}
				if string(runes[m.Offset:m.Offset+m.Length]) != m.Text {
					t.Fatalf("mention %+v: text is %q", m, string(runes[m.Offset:m.Offset+m.Length]))
				}
			}
		}
	})
}
