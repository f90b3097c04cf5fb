package segment

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"unicode"

	"github.com/go-ego/gse/hmm"

	"github.com/argot-nlp/argot/internal/conllu"
)

var testChineseDictionary = sync.OnceValues(func() (*ChineseDictionary, error) {
	data, err := EncodeChineseDictionary()
	if err != nil {
		return nil, err
	}
	return ParseChineseDictionary(data)
})

// hanRuns returns the maximal runs of Han characters of text, the strings
// package tokenize gives the Chinese segmenter.
func hanRuns(text string) []string {
	var runs []string
	start := -1
	for i, r := range text + "." {
		switch {
		case unicode.Is(unicode.Han, r) && start < 0:
			start = i
		case !unicode.Is(unicode.Han, r) && start >= 0:
			runs = append(runs, text[start:i])
			start = -1
		}
	}
	return runs
}

// TestChineseDictionarySameCuts checks that the compact dictionary cuts
// the UD Chinese dev and test texts exactly as gse's trie does, with and
// without a treebank dictionary.
func TestChineseDictionarySameCuts(t *testing.T) {
	if testing.Short() {
		t.Skip("loads gse's dictionary")
	}
	zh, err := testChineseDictionary()
	if err != nil {
		t.Fatal(err)
	}
	ud, err := ParseDictionary([]byte("正在\t0\n这是\t0\n這是\t0\n科瑞舒爾曼\t3\n中国\t7\n"))
	if err != nil {
		t.Fatal(err)
	}
	shared := os.Getenv("ARGOT_SHARED")
	if shared == "" {
		shared = filepath.Join("..", "..", "shared")
	}
	var texts []string
	for _, f := range []string{"zh-TW/zh_gsd-ud-dev.conllu.zst", "zh-CN/zh_gsdsimp-ud-dev.conllu.zst", "zh-TW/extra/zh_pud-ud-test.conllu.zst"} {
		sents, err := conllu.ReadFile(filepath.Join(shared, "lexsrc", "ud", f))
		if err != nil {
			t.Logf("skipping %s: %v", f, err)
			continue
		}
		for _, s := range sents {
			texts = append(texts, s.Text)
		}
	}
	if len(texts) == 0 {
		t.Skip("no UD Chinese files")
	}
	runs := 0
	for _, text := range texts {
		for _, run := range append(hanRuns(text), text) {
			runs++
			for _, d := range []*Dictionary{nil, ud} {
				want := ChineseWith(d)(nil, run)
				if got := ChineseWithDictionary(zh, d)(nil, run); !slices.Equal(got, want) {
					t.Fatalf("%q (treebank dictionary %v): got %v, gse's trie gives %v", run, d != nil, got, want)
				}
			}
		}
	}
	t.Logf("%d texts, %d runs: same cuts", len(texts), runs)
}

func TestParseChineseDictionaryErrors(t *testing.T) {
	zh, err := testChineseDictionary()
	if err != nil {
		t.Fatal(err)
	}
	if zh.Len() < 100000 {
		t.Errorf("Len = %d, want jieba's dictionary", zh.Len())
	}
	good, err := EncodeChineseDictionary()
	if err != nil {
		t.Fatal(err)
	}
	for _, bad := range [][]byte{nil, good[:10], good[:len(good)-1], append(slices.Clone(good[:16]), 0, 0, 0, 0)} {
		if _, err := ParseChineseDictionary(bad); err == nil {
			t.Errorf("ParseChineseDictionary(%d bytes): no error", len(bad))
		}
	}
}

func FuzzParseChineseDictionary(f *testing.F) {
	f.Add([]byte("\x01\x00\x00\x00\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\xf0\x3f\x01\x00\x00\x00\x01\x00\x00\x00\x00\x00\x00\x00\x03\x00\x00\x00中"))
	f.Fuzz(func(t *testing.T, data []byte) {
		d, err := ParseChineseDictionary(data)
		if err != nil {
			return
		}
		seg := ChineseWithDictionary(d, nil)
		total := 0
		for _, n := range seg(nil, "他正在吃飯中") {
			total += n
		}
		if total != len("他正在吃飯中") {
			t.Fatalf("cuts sum to %d bytes", total)
		}
	})
}

// TestChineseDictionaryLoadsHMM checks, in a process where nothing loaded
// gse's dictionary (which loads the HMM model as a side effect), that the
// segmenter over a pack's dictionary cuts unknown runs with the model.
func TestChineseDictionaryLoadsHMM(t *testing.T) {
	if os.Getenv("ARGOT_ZH_HMM_CHILD") == "" {
		cmd := exec.Command(os.Args[0], "-test.run=^TestChineseDictionaryLoadsHMM$", "-test.v")
		cmd.Env = append(os.Environ(), "ARGOT_ZH_HMM_CHILD=1")
		out, err := cmd.CombinedOutput()
		if err != nil || !strings.Contains(string(out), "--- PASS") {
			t.Fatalf("child: %v\n%s", err, out)
		}
		return
	}
	data, err := encodeChinese(map[string]uint32{"允許": 5, "總統": 3}, 2, 8)
	if err != nil {
		t.Fatal(err)
	}
	zh, err := ParseChineseDictionary(data)
	if err != nil {
		t.Fatal(err)
	}
	const run = "他將允許科瑞舒爾曼寫道"
	got := cut(ChineseWithDictionary(zh, nil), run)
	hmm.LoadModel()
	if want := cut(ChineseWithDictionary(zh, nil), run); got != want {
		t.Errorf("before the model loads: %s, after: %s", got, want)
	}
}
