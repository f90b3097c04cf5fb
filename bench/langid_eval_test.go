package bench

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

func TestShortFragment(t *testing.T) {
	tests := []struct{ in, want string }{
		{"Short one.", "Short one."},
		{"The quick brown fox jumps over the lazy dog", "The quick brown fox"},
		{"Antidisestablishmentarianism is long", "Antidisestablishment"},
		{"我们今天去北京的天安门广场看升旗仪式然后吃饭", "我们今天去北京的天安门广场看升旗仪式然后"},
		{"  padded   text  ", "padded   text"},
	}
	for _, tt := range tests {
		if got := ShortFragment(tt.in); got != tt.want {
			t.Errorf("ShortFragment(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// TestLangIDSuite runs the suite on a few sentences per language when the
// shared data is present. ARGOT_LANGID_MISMATCHES=n prints n errors per
// language.
func TestLangIDSuite(t *testing.T) {
	cfg := Config{MaxSentences: 40, Data: os.Getenv("ARGOT_SHARED")}
	if cfg.Data == "" {
		cfg.Data = "../../shared"
	}
	if _, err := os.Stat(filepath.Join(cfg.DataDir(), "devsets", "langid")); err != nil {
		t.Skip("no shared data:", err)
	}
	if n, err := strconv.Atoi(os.Getenv("ARGOT_LANGID_MISMATCHES")); err == nil {
		cfg.Mismatches, cfg.MaxSentences = n, 0
	}
	if l := os.Getenv("ARGOT_LANGID_LANGS"); l != "" {
		cfg.Langs, cfg.MaxSentences = strings.Split(l, ","), 0
	}
	var out bytes.Buffer
	if err := runLangID(context.Background(), cfg, &out); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "| ko |") {
		t.Errorf("no Korean row:\n%s", out.String())
	}
	t.Log("\n" + out.String())
}
