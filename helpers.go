package argot

import (
	"context"
	"errors"
	"math"
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/argot-nlp/argot/grammar"
	"github.com/argot-nlp/argot/langid"
	"github.com/argot-nlp/argot/names"
	"github.com/argot-nlp/argot/tokenize"
)

// NameComparisonRequest is the service's POST /compare/entities body.
type NameComparisonRequest struct {
	Language1 string `json:"language1"`
	Entity1   string `json:"entity1"`
	Language2 string `json:"language2"`
	Entity2   string `json:"entity2"`
	// Type is the entity type; only "person" (the default) is supported.
	Type string `json:"type,omitempty"`
}

// CompareNames compares two person names, possibly in different languages
// and scripts: "same", "different" (with the kinds of difference) or
// "no_single_entity" when an input is not one person's name. See package
// names for what each answer means.
func (a *Analyzer) CompareNames(ctx context.Context, req NameComparisonRequest) (*NameComparison, error) {
	if req.Type != "" && req.Type != "person" {
		return nil, badRequest("type", "only type person is supported, got %q", req.Type)
	}
	l1, err := a.helperLanguage("language1", req.Language1)
	if err != nil {
		return nil, err
	}
	l2, err := a.helperLanguage("language2", req.Language2)
	if err != nil {
		return nil, err
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	r := names.Compare(l1, req.Entity1, l2, req.Entity2)
	return &NameComparison{Result: r.Result, Differences: r.Differences}, nil
}

// helperLanguage resolves a helper method's language field.
func (a *Analyzer) helperLanguage(key, code string) (string, error) {
	id, err := a.resolveLanguage(code)
	if errors.Is(err, errDetect) {
		return "", badRequest(key, "give a language id, not %q", code)
	}
	if e, ok := err.(*Error); ok {
		e.Key = key
		return "", e
	}
	return id, err
}

// DetectionRequest is the service's POST /detectLanguage body.
type DetectionRequest struct {
	Content string `json:"content"`
	// Languages are "|"-separated language ids used as cues: detection
	// chooses among them.
	Languages string `json:"languages,omitempty"`
	// Delimiter is a regular expression (RE2 syntax) splitting the content
	// into segments detected one by one; without it the content is one
	// segment (or one per script when it clearly mixes scripts).
	Delimiter string `json:"delimiter,omitempty"`
}

// DetectLanguage detects the languages of a fragment, by segment. Scores are
// in 0..1 and rank the guesses; they are not calibrated probabilities.
// Detection on fewer than about 30 characters is unreliable.
func (a *Analyzer) DetectLanguage(ctx context.Context, req DetectionRequest) (*Detection, error) {
	var delim *regexp.Regexp
	if req.Delimiter != "" {
		re, err := regexp.Compile(req.Delimiter)
		if err != nil {
			return nil, &Error{Status: 400, Key: "delimiter", Message: "regular expression does not compile: " + err.Error(), Err: err}
		}
		delim = re
	}
	cands, err := a.candidates("languages", req.Languages)
	if err != nil {
		return nil, err
	}
	if a.cfg.maxInput > 0 && len(req.Content) > a.cfg.maxInput {
		return nil, badRequest("content", "content is %d bytes, over the maximum of %d", len(req.Content), a.cfg.maxInput)
	}
	det, err := a.detector()
	if err != nil {
		return nil, err
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	out := &Detection{Languages: []LanguageSpan{}}
	for _, s := range det.Segments(req.Content, cands, delim) {
		out.Languages = append(out.Languages, LanguageSpan{Offset: s.Offset, Length: s.Length, Language: s.Lang, Score: s.Score})
	}
	return out, nil
}

// candidates resolves "a|b|c" language cues; "" means all languages.
func (a *Analyzer) candidates(key, list string) ([]string, error) {
	var out []string
	for _, code := range strings.Split(list, "|") {
		code = strings.TrimSpace(code)
		if code == "" || code == "*" || code == "?" {
			continue
		}
		id, ok := normalizeLanguage(code)
		if !ok {
			return nil, badRequest(key, "unknown language %q", code)
		}
		if a.allowed == nil || a.allowed[id] {
			out = append(out, id)
		}
	}
	if len(out) == 0 && a.allowed != nil {
		out = append(out, a.cfg.languages...)
	}
	return out, nil
}

// detector loads the language identification model of the core pack once.
func (a *Analyzer) detector() (*langid.Detector, error) {
	a.detOnce.Do(func() {
		if a.store == nil {
			a.detErr = &Error{Status: 500, Message: "language detection needs the core pack: configure the analyzer WithPackFS or WithPackDir"}
			return
		}
		core, err := a.store.Core()
		if err == nil {
			var data []byte
			if data, err = core.Section(langid.SectionName); err == nil {
				a.det, err = langid.Load(data)
			}
		}
		if err != nil {
			a.detErr = &Error{Status: 500, Message: "loading the language model: " + err.Error(), Err: err}
		}
	})
	return a.det, a.detErr
}

// detectForParse picks the language of a parse request whose language asks
// for detection ("*", "?", or "a|b|c"): the language covering the most
// characters of the content's segments (split by the
// lang_detect_segmentation_regex setting when given).
func (a *Analyzer) detectForParse(ctx context.Context, code, content string, s *Settings) (string, error) {
	cands, err := a.candidates("language", code)
	if err != nil {
		return "", err
	}
	var delim *regexp.Regexp
	if s.LangDetectSegmentationRegex != nil {
		delim = regexp.MustCompile(*s.LangDetectSegmentationRegex) // validated with the settings
	}
	det, err := a.detector()
	if err != nil {
		return "", err
	}
	if err := ctx.Err(); err != nil {
		return "", err
	}
	cover := map[string]float64{}
	best, bestCover := "", 0.0
	for _, seg := range det.Segments(content, cands, delim) {
		cover[seg.Lang] += float64(seg.Length) * seg.Score
		if c := cover[seg.Lang]; c > bestCover || (c == bestCover && seg.Lang < best) {
			best, bestCover = seg.Lang, c
		}
	}
	if best == "" {
		// Nothing to detect (no letters): the first cue, or English.
		best = "en"
		if len(cands) > 0 {
			best = cands[0]
		}
	}
	return best, nil
}

// InflectionsRequest asks for the inflected forms of a lexeme (the service's
// GET /lm/inflections): by Lexeme id, or by a Word whose lexemes are taken,
// or by Family, whose lexemes in the language are taken.
type InflectionsRequest struct {
	Language string `json:"language"`
	Lexeme   int64  `json:"lexeme,omitempty"`
	Family   int64  `json:"family,omitempty"`
	Word     string `json:"word,omitempty"`
}

// Inflections lists every form of the requested lexemes the lexicon knows,
// with features in the native standard; the lemma's own form is marked
// isLemma. A form may repeat with different features.
func (a *Analyzer) Inflections(ctx context.Context, req InflectionsRequest) ([]Inflection, error) {
	lang, err := a.helperLanguage("language", req.Language)
	if err != nil {
		return nil, err
	}
	if req.Lexeme == 0 && req.Family == 0 && strings.TrimSpace(req.Word) == "" {
		return nil, badRequest("lexeme", "give a lexeme, a family or a word")
	}
	if req.Lexeme < 0 || req.Lexeme > math.MaxUint32 {
		return nil, badRequest("lexeme", "no lexeme %d", req.Lexeme)
	}
	if req.Family < 0 || req.Family > math.MaxUint32 {
		return nil, badRequest("family", "no family %d", req.Family)
	}
	pack, err := a.pack(lang)
	if err != nil {
		return nil, err
	}
	if pack == nil {
		return nil, &Error{Status: 500, Message: "inflections need the " + lang + " pack: configure the analyzer WithPackFS or WithPackDir"}
	}
	var lexemes []uint32
	add := func(id uint32) {
		if id != 0 && !slices.Contains(lexemes, id) {
			lexemes = append(lexemes, id)
		}
	}
	if req.Lexeme != 0 {
		if _, ok := pack.Lexeme(uint32(req.Lexeme)); !ok {
			return nil, badRequest("lexeme", "no lexeme %d in %s", req.Lexeme, lang)
		}
		add(uint32(req.Lexeme))
	}
	if req.Word != "" {
		for _, an := range pack.Lookup(tokenize.NormalizeForLookup(lang, req.Word)) {
			add(an.Lexeme.ID)
		}
	}
	if req.Family != 0 {
		for id := uint32(1); int(id) <= pack.Lexemes(); id++ {
			if id%4096 == 0 {
				if err := ctx.Err(); err != nil {
					return nil, err
				}
			}
			if lx, ok := pack.Lexeme(id); ok && slices.Contains(lx.Families, uint32(req.Family)) {
				add(id)
			}
		}
	}
	out := []Inflection{}
	for _, id := range lexemes {
		lx, _ := pack.Lexeme(id)
		lemma := tokenize.NormalizeForLookup(lang, lx.Lemma)
		for _, f := range pack.Forms(id) {
			if strings.HasPrefix(f.Form, "-") || strings.HasSuffix(f.Form, "-") {
				continue // a compound part ("haus-"), not a word form
			}
			inf := Inflection{Text: dictionaryCase(f.Form, lx.Lemma), IsLemma: f.Form == lemma}
			for _, iv := range grammar.Native(lx.POS, f.Features) {
				inf.Features = append(inf.Features, IndexValue{Index: iv.Index, Value: iv.Value})
			}
			out = append(out, inf)
		}
	}
	return out, nil
}

// dictionaryCase gives a form, stored case-folded, the case of its lemma's
// first letter, so that German nouns come out capitalised ("Häuser").
func dictionaryCase(form, lemma string) string {
	l, _ := utf8.DecodeRuneInString(lemma)
	f, n := utf8.DecodeRuneInString(form)
	if unicode.IsUpper(l) && unicode.ToLower(l) == f {
		return string(l) + form[n:]
	}
	return form
}
