package lexdata

import (
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"
)

// TestFormTable checks the in-place forms table against the table it was
// encoded from: every key by position, in order and by lookup, with its
// postings; keys between them not found; and the reverse index.
func TestFormTable(t *testing.T) {
	var lexemes []Lexeme
	for i := range 40 {
		lexemes = append(lexemes, Lexeme{ID: uint32(i + 1), Lemma: fmt.Sprintf("l%03d", i), POS: "NOUN"})
	}
	var keys []string
	var postings [][]FormPosting
	for i := range 1000 {
		// Shared prefixes of varied length, some keys longer than 64 bytes.
		k := fmt.Sprintf("%c%03d", 'a'+i%7, i)
		if i%13 == 0 {
			k += string(make([]byte, 70))
		}
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for i := range keys {
		var ps []FormPosting
		for j := range i % 4 {
			ps = append(ps, FormPosting{Lexeme: uint32((i*7+j*300)%40 + 1), Feature: uint32(j % 3)})
		}
		postings = append(postings, ps)
	}
	w := NewWriter()
	lexData, err := EncodeLexemes(lexemes)
	if err != nil {
		t.Fatal(err)
	}
	formData, err := EncodeForms(FormsTable{Keys: keys, Postings: postings, Bundles: []string{"", "A=1", "B=2"}})
	if err != nil {
		t.Fatal(err)
	}
	for name, data := range map[string][]byte{SectionMeta: Meta{Language: "xx"}.Marshal(), SectionLexemes: lexData, SectionForms: formData} {
		if err := w.AddSection(name, data, Provenance{Source: "test"}); err != nil {
			t.Fatal(err)
		}
	}
	b, err := w.Bytes()
	if err != nil {
		t.Fatal(err)
	}
	p, err := Open(b)
	if err != nil {
		t.Fatal(err)
	}
	lx, err := decodeLexicon(p)
	if err != nil {
		t.Fatal(err)
	}
	if lx.forms.len() != len(keys) {
		t.Fatalf("%d keys, want %d", lx.forms.len(), len(keys))
	}
	var seq []string
	lx.forms.each(func(i int, key []byte, _ int) { seq = append(seq, string(key)) })
	if !slices.Equal(seq, keys) {
		t.Fatalf("each: keys differ")
	}
	byLexeme := map[uint32][]string{}
	for i, k := range keys {
		if got := lx.forms.at(i); got != k {
			t.Fatalf("at(%d) = %q, want %q", i, got, k)
		}
		j, ok := lx.forms.index(k)
		if !ok || j != i {
			t.Fatalf("index(%q) = %d, %v; want %d", k, j, ok, i)
		}
		got := lx.lookup(k, nil, "")
		if len(got) != len(postings[i]) {
			t.Fatalf("lookup(%q): %d readings, want %d", k, len(got), len(postings[i]))
		}
		for n, a := range got {
			want := postings[i][n]
			if a.Lexeme.ID != want.Lexeme || !slices.Equal(a.Features, lx.bundles[want.Feature]) {
				t.Fatalf("lookup(%q)[%d] = %d %v, want %d %v", k, n, a.Lexeme.ID, a.Features, want.Lexeme, want.Feature)
			}
			byLexeme[want.Lexeme] = append(byLexeme[want.Lexeme], k)
		}
		for _, miss := range []string{k + "\x00", k[:len(k)-1], k + "z"} {
			if _, ok := lx.forms.index(miss); ok && !slices.Contains(keys, miss) {
				t.Fatalf("index(%q) found a key not in the table", miss)
			}
		}
	}
	for _, k := range append(slices.Clone(keys), "", "\x00", "zzz", "a", "a0", "b1", "g", "g99", "h") {
		for j := 0; j <= len(k); j++ {
			for _, p := range []string{k[:j], k[:j] + "\x00", k[:j] + "9"} {
				want := slices.ContainsFunc(keys, func(key string) bool { return strings.HasPrefix(key, p) })
				if got := lx.forms.hasPrefix(p); got != want {
					t.Fatalf("hasPrefix(%q) = %v, want %v", p, got, want)
				}
			}
		}
	}
	for _, miss := range []string{"", "\x00", "zzz", "a"} {
		if _, ok := lx.forms.index(miss); ok {
			t.Fatalf("index(%q) found", miss)
		}
	}
	l := &Language{pack: p}
	l.lex.once.Do(func() { l.lex.lex = lx })
	for id := range uint32(40) {
		var got []string
		for _, f := range l.Forms(id + 1) {
			got = append(got, f.Form)
		}
		if !slices.Equal(got, byLexeme[id+1]) {
			t.Fatalf("Forms(%d) = %v, want %v", id+1, got, byLexeme[id+1])
		}
	}
}

// BenchmarkFormTableFind looks up keys of the Arabic forms table (over a
// million keys) and as many absent ones.
func BenchmarkFormTableFind(b *testing.B) {
	data, err := os.ReadFile("../packs/ar/ar.argot")
	if err != nil {
		b.Skip(err)
	}
	p, err := Open(data)
	if err != nil {
		b.Fatal(err)
	}
	lx, err := decodeLexicon(p)
	if err != nil {
		b.Fatal(err)
	}
	var keys []string
	for i := 0; i < lx.forms.len(); i += 997 {
		k := lx.forms.at(i)
		keys = append(keys, k, k+"ى")
	}
	b.ResetTimer()
	n := 0
	for b.Loop() {
		lx.forms.find(keys[n%len(keys)])
		n++
	}
}
