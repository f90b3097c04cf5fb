// Package langidpeers compares Argot's language identification with two
// Go peers, github.com/pemistahl/lingua-go and
// github.com/abadojack/whatlanggo, on the data of the langid evaluation
// suite (bench, `argot eval langid`).
//
// It is a package of its own so that the peers (lingua-go embeds over
// 100 MB of models) are never linked into the argot command or the
// library: only its test and bench/cmd/langid-compare import it.
//
// Fairness rules: each peer is restricted to the subset of Argot's 27
// languages it supports; a language it does not support (Pashto for both,
// Malay for whatlanggo) counts as a miss on every sentence of that
// language; a peer answering Chinese without a script is counted right on
// both zh-CN and zh-TW (neither peer tells them apart).
package langidpeers

import (
	"context"
	"fmt"
	"io"

	"github.com/abadojack/whatlanggo"
	"github.com/pemistahl/lingua-go"

	"github.com/argot-nlp/argot/bench"
)

// linguaLangs maps lingua-go's languages to Argot ids.
var linguaLangs = map[lingua.Language]string{
	lingua.Arabic: "ar", lingua.Danish: "da", lingua.German: "de", lingua.English: "en",
	lingua.Spanish: "es", lingua.Persian: "fa", lingua.Finnish: "fi", lingua.French: "fr",
	lingua.Hebrew: "he", lingua.Indonesian: "id", lingua.Italian: "it", lingua.Japanese: "ja",
	lingua.Korean: "ko", lingua.Malay: "ms", lingua.Dutch: "nl", lingua.Bokmal: "no",
	lingua.Polish: "pl", lingua.Portuguese: "pt", lingua.Russian: "ru", lingua.Swedish: "sv",
	lingua.Thai: "th", lingua.Turkish: "tr", lingua.Urdu: "ur", lingua.Vietnamese: "vi",
	lingua.Chinese: "zh",
}

// whatlangLangs maps whatlanggo's ISO 639-3 codes to Argot ids.
var whatlangLangs = map[string]string{
	"arb": "ar", "dan": "da", "deu": "de", "eng": "en", "spa": "es", "pes": "fa", "fin": "fi",
	"fra": "fr", "heb": "he", "ind": "id", "ita": "it", "jpn": "ja", "kor": "ko", "nld": "nl",
	"nob": "no", "pol": "pl", "por": "pt", "rus": "ru", "swe": "sv", "tha": "th", "tur": "tr",
	"urd": "ur", "vie": "vi", "cmn": "zh",
}

// Detectors returns the three detectors by name, each giving an Argot id
// (or "zh", or "" for no answer).
func Detectors(ctx context.Context, cfg bench.Config) (names []string, detect []func(string) string, err error) {
	d, _, err := bench.LangIDDetector(ctx, cfg)
	if err != nil {
		return nil, nil, err
	}
	argot := func(text string) string {
		if g := d.Detect(text, nil); len(g) > 0 {
			return g[0].Lang
		}
		return ""
	}
	var ll []lingua.Language
	for l := range linguaLangs {
		ll = append(ll, l)
	}
	ld := lingua.NewLanguageDetectorBuilder().FromLanguages(ll...).WithPreloadedLanguageModels().Build()
	linguaDetect := func(text string) string {
		if l, ok := ld.DetectLanguageOf(text); ok {
			return linguaLangs[l]
		}
		return ""
	}
	wl := map[whatlanggo.Lang]bool{}
	for code := range whatlangLangs {
		wl[whatlanggo.CodeToLang(code)] = true
	}
	opts := whatlanggo.Options{Whitelist: wl}
	whatlang := func(text string) string {
		info := whatlanggo.DetectWithOptions(text, opts)
		for code, id := range whatlangLangs {
			if whatlanggo.CodeToLang(code) == info.Lang {
				return id
			}
		}
		return ""
	}
	return []string{"argot", "lingua-go", "whatlanggo"}, []func(string) string{argot, linguaDetect, whatlang}, nil
}

// Compare prints the side-by-side accuracy table.
func Compare(ctx context.Context, cfg bench.Config, w io.Writer) error {
	samples, err := bench.LangIDSamples(cfg)
	if err != nil {
		return err
	}
	names, detectors, err := Detectors(ctx, cfg)
	if err != nil {
		return err
	}
	var tables [][]bench.LangIDRow
	for _, det := range detectors {
		tables = append(tables, bench.LangIDScores(samples, det, 0))
	}
	for _, part := range []string{"whole set", "untuned four fifths (FNV-1a of the text not 0 mod 5)"} {
		untuned := part != "whole set"
		fmt.Fprintf(w, "%s:\n\n| lang | n |", part)
		for _, n := range names {
			fmt.Fprintf(w, " %s sentence | %s short |", n, n)
		}
		fmt.Fprint(w, "\n|---|---:|")
		for range names {
			fmt.Fprint(w, "---:|---:|")
		}
		fmt.Fprintln(w)
		for i, r := range tables[0] {
			name, n := r.Lang, r.N
			if name == "macro" {
				name = "**macro average**"
			}
			if untuned {
				n = r.UntunedN
			}
			fmt.Fprintf(w, "| %s | %d |", name, n)
			for _, t := range tables {
				if untuned {
					fmt.Fprintf(w, " %.3f | %.3f |", t[i].UntunedSentenceAcc, t[i].UntunedShortAcc)
				} else {
					fmt.Fprintf(w, " %.3f | %.3f |", t[i].SentenceAcc, t[i].ShortAcc)
				}
			}
			fmt.Fprintln(w)
		}
		fmt.Fprintln(w)
	}
	fmt.Fprintln(w, "\nshort = prefix of at most 20 characters cut at a word boundary; unsupported languages count as misses (lingua-go: ps-AF; whatlanggo: ms, ps-AF); a peer's \"Chinese\" counts as right for zh-CN and zh-TW.")
	return nil
}
