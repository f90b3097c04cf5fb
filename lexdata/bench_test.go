package lexdata

import (
	"fmt"
	"testing"
)

// benchWords returns n distinct word-like strings.
func benchWords(n int) []string {
	words := make([]string, n)
	for i := range words {
		words[i] = fmt.Sprintf("w%xord%d", i*7919, i)
	}
	return words
}

func BenchmarkIsStopword(b *testing.B) {
	words := benchWords(1300) // the size of the English list
	p, err := Open(languagePack(b, "en", words))
	if err != nil {
		b.Fatal(err)
	}
	l, err := NewLanguage(p)
	if err != nil {
		b.Fatal(err)
	}
	queries := append(benchWords(1300)[:500], benchWords(2000)[1500:]...) // half hits, half misses
	b.ReportAllocs()
	n := 0
	for b.Loop() {
		for _, q := range queries {
			if l.IsStopword(q) {
				n++
			}
		}
	}
	b.ReportMetric(float64(b.N*len(queries))/b.Elapsed().Seconds(), "lookups/s")
	if n == 0 {
		b.Fatal("no hits")
	}
}

// BenchmarkColdLoad measures opening a pack and decoding its first section,
// the cost paid once per language.
func BenchmarkColdLoad(b *testing.B) {
	data := languagePack(b, "en", benchWords(1300))
	b.ReportAllocs()
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		p, err := Open(data)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := p.Section(SectionStopwords); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkNewLanguage measures a full language load from an opened pack:
// meta, stopwords and the stopword map.
func BenchmarkNewLanguage(b *testing.B) {
	data := languagePack(b, "en", benchWords(1300))
	b.ReportAllocs()
	for b.Loop() {
		p, err := Open(data)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := NewLanguage(p); err != nil {
			b.Fatal(err)
		}
	}
}
