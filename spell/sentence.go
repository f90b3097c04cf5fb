package spell

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/lexdata"
)

// maxSpan is the most tokens one obfuscated word may cover: a word of
// maxLetterRun letters spelled out with separators (f.u.c.k split into
// letters and marks: 7 tokens; ป.ร.ะ.ณ.า.ม, 11). maxLetterRun is the most
// spaced letters (f u c k) joined.
const (
	maxSpan       = 2*maxLetterRun - 1
	maxLetterRun  = 12
	minLetterRun  = 3
	maxUnknownPct = 50 // no misspelling correction when over half the words are unknown
)

// Sentence proposes corrections for the tokens of one sentence, in token
// order, spans not overlapping. It never corrects URLs, e-mail addresses,
// hashtags, numbers, code-like tokens (digits mixed with letters unless
// they read as leetspeak, underscores, inner capitals), words the lexicon
// lists (other known words only where the context vouches, see
// unlistedCorrection), hyphenated words whose parts are all known, or
// capitalised and all-capital words inside a sentence (names, acronyms)
// unless they are obfuscated; a capitalised first word only when the
// document does not write it as a name (Options.Names) and, in English,
// when its candidate scores above unknownFloor. Quantities (14m), model
// names (7E7) and acronyms (IEEE) are not read as leetspeak or
// stretching.
func (c *Corrector) Sentence(tokens []doc.Token, opts Options) []Correction {
	if c == nil || len(tokens) == 0 {
		return nil
	}
	var out []Correction
	lookup := opts.lookup
	if lookup == nil {
		lookup = c.lang.Lookup
	}
	text := &sentenceText{text: opts.Text, offset: opts.Offset}
	known := make([]int8, len(tokens))  // 0 unknown-yet, 1 known, -1 unknown
	keys := make([]string, len(tokens)) // lookup keys, made on first use
	keyOf := func(i int) string {
		if keys[i] == "" {
			keys[i] = c.normalize(tokens[i].Text)
		}
		return keys[i]
	}
	isKnown := func(i int) bool {
		if known[i] == 0 {
			known[i] = -1
			if c.knownWith(keyOf(i), lookup) {
				known[i] = 1
			}
		}
		return known[i] == 1
	}
	words, unknown := 0, 0
	for i := range tokens {
		if tokens[i].Class == doc.ClassText {
			words++
			if !isKnown(i) {
				unknown++
			}
		}
	}
	// A sentence mostly of unknown words is foreign, a list of names or
	// code: leave its spelling alone.
	spellOK := c.spells && unknown*100 <= maxUnknownPct*words
	// neighbours are the context of token i (see Corrector.correction).
	neighbours := func(i int) (prev, next string) {
		prev, next = ContextStart, ContextEnd
		if i > 0 {
			prev = keyOf(i - 1)
		}
		if i+1 < len(tokens) {
			next = keyOf(i + 1)
		}
		return prev, next
	}
	firstWord := -1
	for i := range tokens {
		if tokens[i].Class == doc.ClassText {
			firstWord = i
			break
		}
	}
	for i := 0; i < len(tokens); i++ {
		t := &tokens[i]
		if n, text, ok := c.algospeakSpan(tokens, i, keyOf); ok {
			out = append(out, Correction{Index: i, Span: n, Text: text, Kind: KindAlgospeak})
			i += n - 1
			continue
		}
		if n, text, ok := c.letterRun(tokens, i); ok {
			out = append(out, Correction{Index: i, Span: n, Text: text, Kind: KindObfuscation})
			i += n - 1
			continue
		}
		if n, text, ok := c.joinedSpan(tokens, i, opts.memo); ok {
			out = append(out, Correction{Index: i, Span: n, Text: text, Kind: KindObfuscation})
			i += n - 1
			continue
		}
		switch t.Class {
		case doc.ClassText:
		case doc.ClassAlnum, doc.ClassHandle, doc.ClassAbbreviation:
			if w, ok := c.special(t); ok {
				out = append(out, Correction{Index: i, Span: 1, Text: w, Kind: KindObfuscation})
			}
			continue
		default:
			continue
		}
		if n, text, kind, ok := c.splitWord(tokens, i, isKnown, text); ok {
			out = append(out, Correction{Index: i, Span: n, Text: text, Kind: kind})
			i += n - 1
			continue
		}
		if codeLike(t.Text) {
			continue
		}
		if isKnown(i) {
			// A word the lexicon does not list, known only by a guess of
			// its morphology or as a rare word of the frequency list, may
			// still be a typo its neighbours give away, or two words
			// typed together.
			if spellOK && t.Case == doc.CaseLower && !c.knownParts(keyOf(i), lookup) {
				if corr, ok := c.runOnCorrection(i, keyOf(i)); ok {
					out = append(out, corr)
					continue
				}
				prev, next := neighbours(i)
				if k, ok := c.unlistedCorrection(opts.memo, keyOf(i), prev, next); ok {
					out = append(out, Correction{Index: i, Span: 1, Text: restoreCase(t.Text, k.word), Kind: KindMisspelling})
				}
			}
			continue
		}
		if w, ok := c.deobfuscateIn(opts.memo, t.Text); ok && !c.acronym(tokens[i:i+1], w) {
			out = append(out, Correction{Index: i, Span: 1, Text: restoreCase(t.Text, w), Kind: KindObfuscation})
			continue
		}
		if !spellOK {
			continue
		}
		switch {
		case t.Case == doc.CaseLower, t.Case == doc.CaseNone:
		case t.Case == doc.CaseCapitalized && i == firstWord && !opts.LowercaseOnly && !opts.Names[keyOf(i)]:
		default:
			continue
		}
		key := keyOf(i)
		if c.knownParts(key, lookup) {
			continue
		}
		if t.Case == doc.CaseLower {
			if corr, ok := c.runOnCorrection(i, key); ok {
				out = append(out, corr)
				continue
			}
		}
		prev, next := neighbours(i)
		if k, ok := c.correction(opts.memo, key, prev, next, t.Case == doc.CaseLower); ok {
			out = append(out, Correction{Index: i, Span: 1, Text: restoreCase(t.Text, k.word), Kind: KindMisspelling})
		}
	}
	return out
}

// Names returns the lookup keys of the words a document's sentences write
// capitalised right after another word, for Options.Names: there the
// capital is no sentence start, so the word is a name or a title word.
func (c *Corrector) Names(sentences []doc.Sentence) map[string]bool {
	names := map[string]bool{}
	if c == nil {
		return names
	}
	for si := range sentences {
		tokens := sentences[si].Tokens
		for i := 1; i < len(tokens); i++ {
			if t := &tokens[i]; t.Case == doc.CaseCapitalized && t.Class == doc.ClassText && tokens[i-1].Class == doc.ClassText {
				names[c.normalize(t.Text)] = true
			}
		}
	}
	return names
}

// knownParts reports a hyphenated word whose parts the language all knows
// ("re-listing", "multi-billion", "ex-aide"): a compound written with
// hyphens, however the lexicon writes it, and no misspelling.
func (c *Corrector) knownParts(key string, lookup func(string) []lexdata.Analysis) bool {
	if !strings.Contains(key, "-") {
		return false
	}
	for part := range strings.SplitSeq(key, "-") {
		if part == "" || !c.knownWith(part, lookup) {
			return false
		}
	}
	return true
}

// codeLike reports identifiers: underscores, or a capital after a
// lower-case letter (camelCase, iPhone).
func codeLike(s string) bool {
	prevLower := false
	for _, r := range s {
		if r == '_' || (prevLower && unicode.IsUpper(r)) {
			return true
		}
		prevLower = unicode.IsLower(r)
	}
	return false
}

// special handles the classes that are only corrected when they are
// obfuscated words: leetspeak tokens the tokenizer took for alphanumerics
// (h4t3, k1ll), handles that are leetspeak for a boost word (@ss), and
// letters spelled out with dots that the tokenizer took for an
// abbreviation (f.u.c.k).
func (c *Corrector) special(t *doc.Token) (string, bool) {
	if utf8.RuneCountInString(t.Text) < 3 || strings.ContainsRune(t.Text, '_') {
		return "", false
	}
	switch t.Class {
	case doc.ClassAlnum:
		if modelNumber(t.Text) {
			// Letters then digits (mp3, top5) are leetspeak only for a
			// lower-case word of moderation vocabulary (abu53, cứ7), and
			// two digits or more then letters are a quantity (14m, 80s,
			// 100km), never leetspeak.
			if t.Case != doc.CaseLower || leadingDigits(t.Text) >= 2 {
				return "", false
			}
			if w, ok := c.deobfuscate(t.Text); ok && c.moderation(w) {
				return w, true
			}
			return "", false
		}
	case doc.ClassAbbreviation:
		// Real abbreviations (U.S.A., e.g.) are short or capitalised.
		w, ok := c.separated([]rune(c.fold(t.Text)))
		if !ok || !c.boost[w] && (t.Case == doc.CaseUpper || t.Case == doc.CaseCapitalized || t.Case == doc.CaseMixed) {
			return "", false
		}
		return restoreCase(t.Text, w), true
	}
	w, ok := c.deobfuscate(t.Text)
	if !ok || (t.Class == doc.ClassHandle && !c.boost[w]) {
		return "", false
	}
	// Digits among capitals alone are a model name or code (7E7, B52,
	// A380) unless they spell the language's moderation vocabulary (SH1T
	// in English); a word with small letters is leetspeak (W0men, h8).
	if t.Class == doc.ClassAlnum && (t.Case == doc.CaseUpper || t.Case == doc.CaseCapitalized) &&
		strings.IndexFunc(t.Text, unicode.IsLower) < 0 && !c.moderation(w) {
		return "", false
	}
	return restoreCase(t.Text, w), true
}

// acronym reports a short word in capitals (the one token of tokens)
// with a letter written three times in a row (stretched) whose
// de-obfuscated reading w is no moderation vocabulary: an acronym (IEEE,
// WWW), not a stretched word (NOOOO).
func (c *Corrector) acronym(tokens []doc.Token, w string) bool {
	t := &tokens[0]
	return t.Case == doc.CaseUpper && utf8.RuneCountInString(t.Text) <= 4 && !c.moderation(w) && stretched(tokens)
}

// leadingDigits counts the decimal digits s starts with.
func leadingDigits(s string) int {
	n := 0
	for _, r := range s {
		if !unicode.IsDigit(r) {
			break
		}
		n++
	}
	return n
}

// modelNumber reports digits then letters or letters then digits (2nd,
// 100km, mp3, A4): model names, units and ordinals, not leetspeak.
func modelNumber(s string) bool {
	changes := 0
	prevDigit := false
	for i, r := range s {
		d := unicode.IsDigit(r)
		if i > 0 && d != prevDigit {
			changes++
		}
		prevDigit = d
	}
	return changes <= 1
}

// letterRun finds a run of single-letter tokens starting at i (f u c k)
// whose letters, or a part of them starting at i, spell a word of
// moderation vocabulary, or a longer frequent word.
func (c *Corrector) letterRun(tokens []doc.Token, i int) (int, string, bool) {
	n := 0
	var b strings.Builder
	cased := false
	for j := i; j < len(tokens) && n < maxLetterRun; j++ {
		t := &tokens[j]
		if t.Class != doc.ClassText || utf8.RuneCountInString(t.Text) != 1 || (j > i && !tokens[j-1].SpaceAfter) {
			break
		}
		cased = cased || t.Case == doc.CaseUpper || t.Case == doc.CaseCapitalized
		b.WriteString(t.Text)
		n++
	}
	if n < minLetterRun {
		return 0, "", false
	}
	letters := []rune(c.normalize(b.String()))
	for m := n; m >= minLetterRun; m-- {
		w := string(letters[:m])
		if c.spelledModeration(w, m) || (m >= c.minSpelled() && !cased && c.acceptable(w) && !c.lang.IsStopword(w)) {
			return m, restoreCase(b.String(), w), true
		}
	}
	return 0, "", false
}

// joinedSpan finds tokens written together (no space between) that form
// one obfuscated word split by the tokenizer: f * ck, sh ! t, a $ $,
// k - i - l - l.
func (c *Corrector) joinedSpan(tokens []doc.Token, i int, m *memo) (int, string, bool) {
	if !c.spanPart(&tokens[i], true) {
		return 0, "", false
	}
	// letters[k] counts the word tokens of tokens[i:i+k+1]; the others
	// are marks.
	var letters [maxSpan]int
	end := i
	for {
		n := 0
		if end > i {
			n = letters[end-i-1]
		}
		if tokens[end].Class == doc.ClassText {
			n++
		}
		letters[end-i] = n
		if end+1 >= len(tokens) || end-i+1 >= maxSpan || tokens[end].SpaceAfter || !c.spanPart(&tokens[end+1], false) {
			break
		}
		end++
	}
	for j := end; j > i; j-- {
		if !spanEnd(&tokens[j]) {
			continue
		}
		n := letters[j-i]
		if n == 0 || (n == j-i+1 && !stretched(tokens[i:j+1])) {
			continue
		}
		var b strings.Builder
		for k := i; k <= j; k++ {
			b.WriteString(tokens[k].Text)
		}
		raw := b.String()
		if w, ok := c.deobfuscateIn(m, raw); ok && w != c.normalize(raw) {
			return j - i + 1, restoreCase(raw, w), true
		}
	}
	return 0, "", false
}

// stretched reports tokens whose letters repeat one letter three times
// or more in a row: in scripts written without spaces the segmenter cuts
// a stretched word (うんんんんんち) into pieces that only make sense
// together.
func stretched(tokens []doc.Token) bool {
	var prev rune
	n := 0
	for k := range tokens {
		for _, r := range tokens[k].Text {
			if r == prev {
				n++
			} else {
				prev, n = r, 1
			}
			if n >= 3 && (unicode.IsLetter(r) || unicode.IsMark(r)) {
				return true
			}
		}
	}
	return false
}

// spanPart reports tokens that may be part of an obfuscated word: letters,
// leetspeak and mask characters, separators.
func (c *Corrector) spanPart(t *doc.Token, first bool) bool {
	switch t.Class {
	case doc.ClassText, doc.ClassAlnum:
		return !codeLike(t.Text)
	case doc.ClassHandle:
		return first
	case doc.ClassPunct, doc.ClassSymbol, doc.ClassNumber:
		for _, r := range t.Text {
			if _, ok := c.leetAlts(r); !ok && !isSeparator(r) {
				return false
			}
		}
		return utf8.RuneCountInString(t.Text) <= 3
	}
	return false
}

// spanEnd reports tokens an obfuscated word may end with: not a
// sentence's closing punctuation.
func spanEnd(t *doc.Token) bool {
	switch t.Text {
	case ".", "!", "?", "-", "/", "…", "_", "|":
		return false
	}
	return true
}

// splitWord joins a token with the next one when the pair spells a known
// word and at least one half is not a word: a zero-width space or a stray
// space inside a word (ki ll). Only lower-case halves are joined.
func (c *Corrector) splitWord(tokens []doc.Token, i int, isKnown func(int) bool, text *sentenceText) (int, string, string, bool) {
	if i+1 >= len(tokens) {
		return 0, "", "", false
	}
	a, b := &tokens[i], &tokens[i+1]
	lower := func(t *doc.Token) bool { return t.Case == doc.CaseLower || t.Case == doc.CaseNone }
	if b.Class != doc.ClassText || !lower(a) || !lower(b) {
		return 0, "", "", false
	}
	gap, seen := text.gap(a, b)
	if seen && gap != "" && strings.IndexFunc(gap, func(r rune) bool { return !c.isZeroWidth(r) }) < 0 {
		// Only invisible characters between the halves.
		if w := c.normalize(a.Text + b.Text); c.acceptable(w) {
			return 2, w, KindObfuscation, true
		}
		return 0, "", "", false
	}
	if isKnown(i) || isKnown(i+1) && isKnown(i) || b.Offset-(a.Offset+a.Length) > 1 {
		return 0, "", "", false
	}
	w := c.normalize(a.Text + b.Text)
	switch {
	case c.boost[w]:
		return 2, w, KindObfuscation, true
	case c.vocab.frequency(w) >= separatedMinFreq && c.spells:
		return 2, w, KindMisspelling, true
	}
	return 0, "", "", false
}

// sentenceText is the text of a sentence (Options.Text, at code point
// Offset in the document), to see what lies between its tokens.
type sentenceText struct {
	text   string
	offset int
	// A cursor: code point r of text starts at byte b. Sentence asks for
	// the gaps in token order, so the cursor mostly moves forward.
	r, b int
}

// gap returns the text between two tokens; seen is false when there is no
// text (or the offsets do not fit).
func (s *sentenceText) gap(a, b *doc.Token) (string, bool) {
	if s.text == "" {
		return "", false
	}
	from, to := a.Offset+a.Length-s.offset, b.Offset-s.offset
	if from < 0 || to < from || to-from > 8 {
		return "", false
	}
	start, ok := s.byteAt(from)
	if !ok || start == len(s.text) {
		return "", false
	}
	end, ok := s.byteAt(to)
	if !ok {
		return "", false
	}
	return s.text[start:end], true
}

// byteAt returns the byte offset of code point r of the text (the text's
// length for r one past its last code point); ok is false beyond that.
func (s *sentenceText) byteAt(r int) (int, bool) {
	if r < s.r {
		s.r, s.b = 0, 0
	}
	for s.r < r {
		if s.b >= len(s.text) {
			return 0, false
		}
		_, n := utf8.DecodeRuneInString(s.text[s.b:])
		s.r, s.b = s.r+1, s.b+n
	}
	return s.b, true
}
