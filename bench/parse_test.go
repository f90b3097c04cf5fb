package bench

import (
	"context"
	"testing"

	"github.com/argot-nlp/argot"
	"github.com/argot-nlp/argot/packs/all"
)

// BenchmarkParse measures the whole default pipeline (every stage that has
// landed, with the embedded packs) on treebank text, one request of 50
// sentences per operation. tokens/s counts output words per second of one
// core; tokens/cpu-s counts them per second of CPU time the process used,
// which a busy machine disturbs less than it does the elapsed time.
func BenchmarkParse(b *testing.B) {
	a, err := argot.New(argot.WithPackFS(all.FS))
	if err != nil {
		b.Fatal(err)
	}
	for _, lang := range []string{"en", "de", "ru", "ar", "zh-CN", "ja"} {
		b.Run(lang, func(b *testing.B) {
			req := argot.Request{Language: lang, Content: benchText(b, lang, 50), Settings: argot.Settings{Words: argot.Bool(true)}}
			resp, err := a.Parse(context.Background(), req)
			if err != nil {
				b.Fatal(err)
			}
			n := 0
			for _, s := range resp.SentenceList {
				n += len(s.Words)
			}
			b.SetBytes(int64(len(req.Content)))
			b.ReportAllocs()
			b.ResetTimer()
			cpu0, cpuOK := processCPU()
			for b.Loop() {
				if _, err := a.Parse(context.Background(), req); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds(), "tokens/s")
			if cpu1, ok := processCPU(); ok && cpuOK && cpu1 > cpu0 {
				b.ReportMetric(float64(n)*float64(b.N)/(cpu1-cpu0).Seconds(), "tokens/cpu-s")
			}
		})
	}
}
