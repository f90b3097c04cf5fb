package langidpeers

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/argot-nlp/argot/bench"
)

// TestCompare prints the comparison table (go test ./bench/langidpeers
// -run TestCompare -v). It takes a minute: lingua-go loads all its models.
func TestCompare(t *testing.T) {
	if testing.Short() {
		t.Skip("slow")
	}
	cfg := bench.Config{Data: os.Getenv("ARGOT_SHARED")}
	if cfg.Data == "" {
		cfg.Data = filepath.Join("..", "..", "..", "shared")
	}
	if _, err := os.Stat(filepath.Join(cfg.DataDir(), "devsets", "langid")); err != nil {
		t.Skip("no shared data:", err)
	}
	var b strings.Builder
	if err := Compare(context.Background(), cfg, &b); err != nil {
		t.Fatal(err)
	}
	t.Log("\n" + b.String())
}
