package bench

import (
	"bytes"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/argot-nlp/argot/spell"
)

// norvigCorrector is the baseline of the misspelling table: a corrector of
// the kind Peter Norvig describes in "How to Write a Spelling Corrector"
// (norvig.com/spell-correct.html), which the spelling issue's target is
// set against (his scores 0.68–0.75 on his test sets). A word of the list
// stays as it is; otherwise the candidates are the list's words one edit
// away (insert, delete, substitute, swap two neighbouring letters), or
// failing those two edits away, and the most frequent wins. Where he
// counted words in his big.txt, it counts them in the subtitle list the
// packs build from (lexsrc/freq, 50,000 words), and it finds the
// candidates through deletions rather than by listing the query's edits:
// a word two edits away shares with the query some string both reach by
// deleting at most two letters, so those words, checked by their edit
// distance, are the candidates his edits give.
type norvigCorrector struct {
	words   []string
	count   []int
	known   map[string]int32
	deletes map[string][]int32
}

// norvigMaxEdits is how many edits away Norvig's corrector looks.
const norvigMaxEdits = 2

// baseline returns the language's Norvig corrector, built on first use,
// or nil when the data holds no frequency list for it.
func (res *SpellingResult) baseline(cfg Config, lang string) (*norvigCorrector, error) {
	if c, ok := res.baselines[lang]; ok {
		return c, nil
	}
	c, err := newNorvigCorrector(cfg.DataDir(), lang)
	if errors.Is(err, fs.ErrNotExist) {
		c, err = nil, nil
	}
	if err != nil {
		return nil, err
	}
	if res.baselines == nil {
		res.baselines = map[string]*norvigCorrector{}
	}
	res.baselines[lang] = c
	return c, nil
}

// newNorvigCorrector reads lexsrc/freq/<lang>.txt(.zst), "word count" per
// line.
func newNorvigCorrector(dataDir, lang string) (*norvigCorrector, error) {
	path := filepath.Join(dataDir, "lexsrc", "freq", lang+".txt")
	if _, err := os.Stat(path + ".zst"); err == nil {
		path += ".zst"
	}
	c := &norvigCorrector{known: map[string]int32{}, deletes: map[string][]int32{}}
	err := readJSONLines(path, func(line []byte) error {
		word, n, ok := bytes.Cut(line, []byte(" "))
		if !ok {
			return nil
		}
		k, err := strconv.Atoi(string(n))
		if err != nil {
			return err
		}
		w := strings.ToLower(string(word))
		if _, dup := c.known[w]; dup {
			return nil
		}
		id := int32(len(c.words))
		c.words, c.count = append(c.words, w), append(c.count, k)
		c.known[w] = id
		for _, d := range deletions(w, norvigMaxEdits) {
			c.deletes[d] = append(c.deletes[d], id)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return c, nil
}

// Correct returns Norvig's answer for a word.
func (c *norvigCorrector) Correct(word string) string {
	w := strings.ToLower(word)
	if _, ok := c.known[w]; ok {
		return w
	}
	best, bestDist := int32(-1), norvigMaxEdits+1
	seen := map[int32]bool{}
	for _, d := range deletions(w, norvigMaxEdits) {
		for _, id := range c.deletes[d] {
			if seen[id] {
				continue
			}
			seen[id] = true
			dist := spell.EditDistance(w, c.words[id], norvigMaxEdits)
			if dist > norvigMaxEdits {
				continue
			}
			// The nearer wins, then the more frequent, then (for a
			// deterministic table) the earlier in the list.
			if dist < bestDist || dist == bestDist && (c.count[id] > c.count[best] || c.count[id] == c.count[best] && id < best) {
				best, bestDist = id, dist
			}
		}
	}
	if best < 0 {
		return w
	}
	return c.words[best]
}

// deletions returns w and every distinct string made by deleting up to n
// of its letters.
func deletions(w string, n int) []string {
	out := []string{w}
	seen := map[string]bool{w: true}
	level := []string{w}
	for range n {
		var next []string
		for _, s := range level {
			rs := []rune(s)
			for i := range rs {
				d := string(rs[:i]) + string(rs[i+1:])
				if !seen[d] {
					seen[d] = true
					next = append(next, d)
				}
			}
		}
		out = append(out, next...)
		level = next
	}
	return out
}
