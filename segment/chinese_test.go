package segment

import (
	"strings"
	"testing"
)

func cut(seg func([]int, string) []int, run string) string {
	var parts []string
	p := 0
	for _, n := range seg(nil, run) {
		parts = append(parts, run[p:p+n])
		p += n
	}
	return strings.Join(parts, "|")
}

func TestChineseWith(t *testing.T) {
	d, err := ParseDictionary([]byte("正在\t0\n科瑞舒爾曼\t3\n"))
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct{ run, plain, with string }{
		// The treebanks split 正在; its characters must not go to the
		// HMM, which would join them again.
		{"他正在吃飯", "他|正在|吃|飯", "他|正|在|吃|飯"},
		// A treebank word jieba lacks.
		{"科瑞舒爾曼寫道", "", "科瑞舒爾曼|寫道"},
	}
	for _, tt := range tests {
		if tt.plain != "" {
			if got := cut(Chinese, tt.run); got != tt.plain {
				t.Errorf("Chinese(%s) = %s, want %s", tt.run, got, tt.plain)
			}
		}
		if got := cut(ChineseWith(d), tt.run); got != tt.with {
			t.Errorf("ChineseWith(%s) = %s, want %s", tt.run, got, tt.with)
		}
	}
	if got, want := cut(ChineseWith(nil), "他正在吃飯"), cut(Chinese, "他正在吃飯"); got != want {
		t.Errorf("ChineseWith(nil) = %s, want %s", got, want)
	}
	if !InChineseDictionary("正在") || InChineseDictionary("正在吃飯吧") {
		t.Error("InChineseDictionary: wrong answer for 正在 or 正在吃飯吧")
	}
}
