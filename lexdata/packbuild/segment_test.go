package packbuild

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestGseVersion keeps the provenance of the Chinese dictionary section in
// step with the gse version go.mod requires.
func TestGseVersion(t *testing.T) {
	mod, err := os.ReadFile(filepath.Join("..", "..", "go.mod"))
	if err != nil {
		t.Fatal(err)
	}
	for line := range strings.Lines(string(mod)) {
		f := strings.Fields(line)
		if len(f) >= 2 && f[0] == "github.com/go-ego/gse" {
			if f[1] != gseVersion {
				t.Fatalf("go.mod requires gse %s; the provenance says %s", f[1], gseVersion)
			}
			return
		}
	}
	t.Fatal("go.mod does not require github.com/go-ego/gse")
}
