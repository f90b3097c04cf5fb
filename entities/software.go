package entities

import (
	"fmt"
	"strings"

	"github.com/argot-nlp/argot/internal/doc"
)

// softwareNames maps the lower-cased spellings of named software
// (data/software.tsv) to the program's name.
type softwareNames struct {
	names    map[string]string
	maxWords int
}

func loadSoftware() (*softwareNames, error) {
	sw := &softwareNames{names: map[string]string{}}
	err := eachLine("software.tsv", func(f []string) error {
		if len(f) != 2 || f[0] == "" {
			return fmt.Errorf("want name<TAB>spellings, got %d fields", len(f))
		}
		for _, sp := range strings.Split(f[1], "|") {
			sp = strings.TrimSpace(sp)
			if sp == "" {
				return fmt.Errorf("empty spelling of %s", f[0])
			}
			sw.names[sp] = f[0]
			sw.maxWords = max(sw.maxWords, len(strings.Fields(sp)))
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("entities: software: %w", err)
	}
	return sw, nil
}

// IsName reports whether word, lower-cased, is one of the stage's
// one-word software names ("wickr", "telegram"). The spelling stage keeps
// such words as written: "wickr" is an app, not a misspelt "wicker".
func (s *Stage) IsName(word string) bool {
	_, ok := s.sw.names[strings.ToLower(word)]
	return ok
}

// software matches the longest software name starting at token i. A
// spelling that is also a common word ("signal", "zoom", "line") counts
// only when written as a name not at the start of the sentence, or next
// to a word for a program ("the Signal app", "приложение Signal"); one
// the lexicon does not know ("wickr", "whatsapp") always counts.
func (ls *lexScan) software(i int) (int, namedCand, bool) {
	if ls.sw == nil {
		return 0, namedCand{}, false
	}
	toks := ls.s.Tokens
	b := ls.key[:0]
	n, name := 0, ""
	for k := 0; k < ls.sw.maxWords*2 && i+k < len(toks); k++ {
		if toks[i+k].Kind != doc.Word {
			break
		}
		if k > 0 && toks[i+k-1].SpaceAfter {
			// Pieces the tokenizer split off a written word ("و" +
			// "اتساب") join without space.
			b = append(b, ls.joiner...)
		}
		b = append(b, ls.lower[i+k]...)
		if v, ok := ls.sw.names[string(b)]; ok {
			n, name = k+1, v
		}
	}
	ls.key = b
	if n == 0 || !ls.softwareCue(i, n) {
		return 0, namedCand{}, false
	}
	c := ls.cand(i, i+n, TypeSoftware, "", 0, prioLexName)
	c.ref = name
	return n, c, true
}

// softwareCue reports whether the software name at tokens i..i+n-1 is
// meant as one.
func (ls *lexScan) softwareCue(i, n int) bool {
	if n > 1 || !ls.commonWord(i) {
		return true
	}
	if ls.nameCue(i) && !ls.search && (i > 0 || ls.nextToApp(i, n)) {
		return true
	}
	return ls.nextToApp(i, n)
}

// commonWord reports whether the lexicon knows token i other than as a
// proper noun.
func (ls *lexScan) commonWord(i int) bool {
	t := &ls.s.Tokens[i]
	for _, r := range t.Readings {
		if r.POS != "PROPN" && len(r.Families) > 0 {
			return true
		}
	}
	return false
}

// nextToApp reports whether a word next to tokens i..i+n-1 names a kind
// of software ("app", "Anwendung", "приложение", "应用").
func (ls *lexScan) nextToApp(i, n int) bool {
	for _, k := range []int{i - 1, i + n} {
		if k < 0 || k >= len(ls.s.Tokens) {
			continue
		}
		if typ, _, ok := ls.cs.classify(ls.s.Tokens[k].Family); ok && typ == TypeSoftware {
			return true
		}
	}
	return false
}
