package spell

import (
	"embed"
	"strings"
	"unicode/utf8"

	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/tokenize"
)

// data/algospeak/<lang>.tsv are hand-written lists of coded words (see
// data/algospeak/en.tsv for the format).
//
//go:embed data/algospeak/*.tsv
var algospeakFS embed.FS

// maxAlgospeakTokens bounds how many tokens one coded form may cover
// ("le dollar bean", "le $ bian").
const maxAlgospeakTokens = 6

// algospeak is one language's coded words: the normalised coded form
// (words joined by single spaces where the text has spaces, nothing where
// it has none) mapped to the plain form it stands for.
type algospeak struct {
	plain map[string]string
	// prefixes holds every prefix of every coded form, so that the
	// search stops at the first token no coded form continues with (most
	// tokens: this runs on every word of the text).
	prefixes map[string]bool
}

// AlgospeakEntry is one line of a language's algospeak list.
type AlgospeakEntry struct {
	Coded, Plain, Note string
}

// Algospeak returns the coded words of a language in file order; nil when
// the language has no list.
func Algospeak(lang string) []AlgospeakEntry {
	text, err := algospeakFS.ReadFile("data/algospeak/" + lang + ".tsv")
	if err != nil {
		return nil
	}
	var out []AlgospeakEntry
	for line := range strings.Lines(string(text)) {
		line = strings.TrimRight(line, "\r\n")
		if strings.TrimSpace(line) == "" || line[0] == '#' {
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) < 2 || strings.TrimSpace(f[0]) == "" || strings.TrimSpace(f[1]) == "" {
			continue
		}
		e := AlgospeakEntry{Coded: strings.Join(strings.Fields(f[0]), " "), Plain: strings.Join(strings.Fields(f[1]), " ")}
		if len(f) > 2 {
			e.Note = strings.TrimSpace(f[2])
		}
		out = append(out, e)
	}
	return out
}

// loadAlgospeak indexes a language's list by normalised coded form.
func loadAlgospeak(lang string) *algospeak {
	entries := Algospeak(lang)
	if len(entries) == 0 {
		return nil
	}
	a := &algospeak{plain: make(map[string]string, len(entries)), prefixes: map[string]bool{}}
	for _, e := range entries {
		key := tokenize.NormalizeForLookup(lang, e.Coded)
		a.plain[key] = e.Plain
		for i := range key {
			a.prefixes[key[:i]] = true
		}
		a.prefixes[key] = true
	}
	return a
}

// algospeakSpan finds the longest coded form starting at token i. Tokens
// are joined as the text joins them: with a space where one follows, with
// nothing where the tokenizer split a written-together form (le$bian,
// 氏ね). Links, addresses, handles and hashtags are never read as code.
// keyOf returns the lookup key of a token.
func (c *Corrector) algospeakSpan(tokens []doc.Token, i int, keyOf func(int) string) (int, string, bool) {
	if c.coded == nil || !codeCandidate(&tokens[i]) {
		return 0, "", false
	}
	// Most tokens begin no coded form: decide that before building any
	// string.
	if !c.coded.prefixes[keyOf(i)] {
		return 0, "", false
	}
	var b strings.Builder
	bestN, best := 0, ""
	for j := i; j < len(tokens) && j-i < maxAlgospeakTokens; j++ {
		t := &tokens[j]
		if j > i {
			if !codeCandidate(t) {
				break
			}
			if tokens[j-1].SpaceAfter {
				b.WriteByte(' ')
			}
		}
		b.WriteString(keyOf(j))
		if !c.coded.prefixes[b.String()] {
			break
		}
		if plain, ok := c.coded.plain[b.String()]; ok && shortCodeCased(tokens[i:j+1]) {
			bestN, best = j-i+1, plain
		}
	}
	if bestN == 0 {
		return 0, "", false
	}
	return bestN, restoreCase(tokens[i].Text, best), true
}

// codeCandidate reports tokens a coded form may be made of.
func codeCandidate(t *doc.Token) bool {
	switch t.Class {
	case doc.ClassURL, doc.ClassEmail, doc.ClassHandle, doc.ClassHashtag:
		return false
	}
	return true
}

// shortCodeCased keeps short coded forms (three letters or fewer: hdp,
// ntm) to the case chat is written in: lower case, or all capitals. A
// capitalised "Ptn" or a mixed "cNm" is more likely a name or an
// identifier.
func shortCodeCased(tokens []doc.Token) bool {
	if len(tokens) != 1 || utf8.RuneCountInString(tokens[0].Text) > 3 {
		return true
	}
	switch tokens[0].Case {
	case doc.CaseLower, doc.CaseUpper, doc.CaseNone:
		return true
	}
	return false
}
