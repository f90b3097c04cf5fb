package bench

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/argot-nlp/argot"
	"github.com/argot-nlp/argot/packs/all"
	"github.com/argot-nlp/argot/transform"
)

// parseBenchLanguages are the languages BenchmarkParse and
// BenchmarkParseDocuments measure.
var parseBenchLanguages = []string{"en", "de", "ru", "ar", "he", "zh-CN", "ja"}

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
	for _, lang := range parseBenchLanguages {
		b.Run(lang, func(b *testing.B) {
			benchParseRequests(b, a, []argot.Request{parseBenchRequest(lang, benchText(b, lang, 50))})
		})
	}
}

// BenchmarkParseDocuments measures the default pipeline over many
// different documents: every NTREX-128 document of a language
// (devsets/parallel/ntrex128, 99 news articles of ~17 sentences each), one
// request per document, each parsed once per operation: text that varies
// more than one 50-sentence request repeated. Its metrics are
// those of BenchmarkParse; it skips without the shared data.
func BenchmarkParseDocuments(b *testing.B) {
	path := filepath.Join(sharedDir(b), "devsets", "parallel", "ntrex128.jsonl.zst")
	if _, err := os.Stat(path); err != nil {
		b.Skip("no", path)
	}
	docs, err := parallelDocuments(path)
	if err != nil {
		b.Fatal(err)
	}
	a, err := argot.New(argot.WithPackFS(all.FS))
	if err != nil {
		b.Fatal(err)
	}
	for _, lang := range parseBenchLanguages {
		b.Run(lang, func(b *testing.B) {
			if len(docs[lang]) == 0 {
				b.Skipf("no %s documents in %s", lang, path)
			}
			reqs := make([]argot.Request, len(docs[lang]))
			for i, text := range docs[lang] {
				reqs[i] = parseBenchRequest(lang, text)
			}
			benchParseRequests(b, a, reqs)
		})
	}
}

// parseBenchRequest asks for the words of text in lang.
func parseBenchRequest(lang, text string) argot.Request {
	return argot.Request{Language: lang, Content: text, Settings: argot.Settings{Words: argot.Bool(true)}}
}

// benchParseRequests parses every request once to warm up and count the
// output words, then all of them once per operation, and reports
// tokens/s and tokens/cpu-s.
func benchParseRequests(b *testing.B, a *argot.Analyzer, reqs []argot.Request) {
	n, size := 0, 0
	for _, req := range reqs {
		resp, err := a.Parse(context.Background(), req)
		if err != nil {
			b.Fatal(err)
		}
		for _, s := range resp.SentenceList {
			n += len(s.Words)
		}
		size += len(req.Content)
	}
	b.SetBytes(int64(size))
	b.ReportAllocs()
	runtime.GC() // the warm-up's garbage, out of the measured loop
	cpu0, cpuOK := processCPU()
	for b.Loop() {
		for _, req := range reqs {
			if _, err := a.Parse(context.Background(), req); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds(), "tokens/s")
	if cpu1, ok := processCPU(); ok && cpuOK && cpu1 > cpu0 {
		b.ReportMetric(float64(n)*float64(b.N)/(cpu1-cpu0).Seconds(), "tokens/cpu-s")
	}
}

// parallelDocuments reads a devsets/parallel file and joins the sentences
// of each document, in file order, into one text per document and
// language: with a space, or with nothing in a language written without
// spaces (transform.Typology.Unspaced: Chinese and Japanese; Thai, which
// separates sentences with a space, is not among parseBenchLanguages).
func parallelDocuments(path string) (map[string][]string, error) {
	type key struct{ lang, doc string }
	var order []key
	parts := map[key][]string{}
	err := readJSONLines(path, func(line []byte) error {
		var row struct {
			Lang string `json:"lang"`
			Text string `json:"text"`
			Doc  string `json:"doc"`
		}
		if err := json.Unmarshal(line, &row); err != nil {
			return err
		}
		k := key{row.Lang, row.Doc}
		if _, ok := parts[k]; !ok {
			order = append(order, k)
		}
		parts[k] = append(parts[k], row.Text)
		return nil
	})
	if err != nil {
		return nil, err
	}
	docs := map[string][]string{}
	for _, k := range order {
		sep := " "
		if transform.TypologyOf(k.lang).Unspaced {
			sep = ""
		}
		docs[k.lang] = append(docs[k.lang], strings.Join(parts[k], sep))
	}
	return docs, nil
}
