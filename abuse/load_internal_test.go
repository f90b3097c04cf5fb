package abuse

import (
	"math"
	"strconv"
	"testing"

	"github.com/argot-nlp/argot/lexdata"
	"github.com/argot-nlp/argot/packs/all"
)

// BenchmarkLoad measures the first-use loads of the English models: the
// learned decision and the phrase model, each decoded from the pack anew.
func BenchmarkLoad(b *testing.B) {
	lang, err := lexdata.NewStore(all.FS).Language("en")
	if err != nil {
		b.Fatal(err)
	}
	raw, err := lang.Pack().Section(SectionModel)
	if err != nil {
		b.Fatal(err)
	}
	b.Run("decision", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := DecodeDecision(raw); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("model", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := buildModel("en", lang, nil); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// TestParseWeight checks the fast path against strconv on the weights of
// every decision in the packs and on edge cases.
func TestParseWeight(t *testing.T) {
	cases := []string{"0", "-0", "1", "-1", "0.1234", "-0.0001234", "1.5e-05", "1e10", "1e11", "1e-10", "1e-11",
		"9999999", "99999999", "0.9999999", "1.e3", ".5", "5.", "+3", "1e", "e1", "", "-", ".", "1e+3", "1E3",
		"1e-0", "nan", "Inf", "0x1p3", "1_0", "3.4028235e38", "1e400", "0.000000000000001"}
	lang, err := lexdata.NewStore(all.FS).Language("en")
	if err != nil {
		t.Fatal(err)
	}
	raw, err := lang.Pack().Section(SectionModel)
	if err != nil {
		t.Fatal(err)
	}
	for f := range lexdata.TSVFields(raw) {
		cases = append(cases, f[1:]...)
	}
	for _, s := range cases {
		checkParseWeight(t, s)
	}
}

func checkParseWeight(t *testing.T, s string) {
	t.Helper()
	want, wantErr := strconv.ParseFloat(s, 32)
	got, err := parseWeight(s)
	if (err != nil) != (wantErr != nil) || math.Float32bits(got) != math.Float32bits(float32(want)) {
		t.Fatalf("parseWeight(%q) = %v, %v; want %v, %v", s, got, err, float32(want), wantErr)
	}
}

func FuzzParseWeight(f *testing.F) {
	for _, s := range []string{"-0.1234", "1.5e-05", "12", "0.0001", "1e10"} {
		f.Add(s)
	}
	f.Fuzz(checkParseWeight)
}
