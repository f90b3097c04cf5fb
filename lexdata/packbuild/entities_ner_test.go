package packbuild

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/argot-nlp/argot/entities"
)

func TestCompanyName(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"Agilent Technologies, Inc. Common Stock", "Agilent Technologies"},
		{"Apple Inc. - Common Stock", "Apple"},
		{"Alcoa Corporation Common Stock ", "Alcoa"},
		{"Pacer Barings CLO Market Flex ETF", ""},
		{"3M", ""},
	} {
		if got := companyName(tt.in); got != tt.want {
			t.Errorf("companyName(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// TestNERSectionRealData builds the Swedish and French sections from the
// shared sources twice: Swedish has training data (a model), French has
// none (gazetteer only). It is skipped without ../shared.
func TestNERSectionRealData(t *testing.T) {
	if testing.Short() {
		t.Skip("builds from real data")
	}
	srcDir := filepath.Join("..", "..", "..", "shared", "lexsrc")
	if _, err := os.Stat(filepath.Join(srcDir, "entities", "geonames")); err != nil {
		t.Skip("no ../shared/lexsrc")
	}
	src, err := openSources(srcDir)
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		lang      string
		model     bool
		names     []string
		countries []string
	}{
		{"sv", true, []string{"stockholm", "göteborg"}, []string{"sverige", "tyskland"}},
		{"fr", false, []string{"paris", "marseille"}, []string{"allemagne"}},
	} {
		in := input{lang: tt.lang, src: src}
		data, prov, err := produceNER(context.Background(), in)
		if err != nil {
			t.Fatalf("%s: %v", tt.lang, err)
		}
		again, _, err := produceNER(context.Background(), in)
		if err != nil || !bytes.Equal(data, again) {
			t.Errorf("%s: a second build differs (err %v)", tt.lang, err)
		}
		g, m, err := entities.DecodeNER(data)
		if err != nil {
			t.Fatalf("%s: %v", tt.lang, err)
		}
		if (m != nil) != tt.model {
			t.Errorf("%s: model present = %v, want %v", tt.lang, m != nil, tt.model)
		}
		for _, n := range tt.names {
			if e, ok := g.Lookup(n); !ok || e.Classes&entities.GazCity == 0 || e.KB == 0 {
				t.Errorf("%s: %q is not a city with a GeoNames id: %+v", tt.lang, n, e)
			}
		}
		for _, n := range tt.countries {
			if e, ok := g.Lookup(n); !ok || e.Classes&entities.GazCountry == 0 {
				t.Errorf("%s: %q is not a country: %+v", tt.lang, n, e)
			}
		}
		if !strings.Contains(prov.License, "CC-BY-4.0") {
			t.Errorf("%s: licence %q lacks GeoNames' CC-BY-4.0", tt.lang, prov.License)
		}
		if tt.model && !strings.Contains(prov.Note, "four fifths") {
			t.Errorf("%s: note %q does not say what the model trained on", tt.lang, prov.Note)
		}
		t.Logf("%s: %d bytes; %s", tt.lang, len(data), prov.Note)
	}
}
