package argot

import (
	"strings"

	"github.com/argot-nlp/argot/grammar"
	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/internal/familymemo"
	"github.com/argot-nlp/argot/lexdata"
)

// render turns the annotated document into the service's response, applying
// the output settings. reduced drops the verbose parts (words, parses,
// n-best) for large input. core, when not nil, gives definitions and
// reference lemmas of families; described, when not nil, keeps the
// descriptions of its families (see describe) across documents.
func render(d *doc.Document, s *Settings, reduced bool, core *lexdata.Core, described *familymemo.Memo[string]) *Response {
	r := &Response{Text: d.Text, ReducedOutput: reduced}

	if on(s.Words, false) || on(s.Parses, false) {
		wo := wordOptions{
			words:       on(s.Words, false) && !reduced,
			parses:      on(s.Parses, false) && !reduced,
			definitions: on(s.FetchDefinitions, false),
			nbest:       !on(s.Deterministic, true) && !reduced,
			standard:    featureStandard(s),
			core:        core,
			described:   described,
		}
		r.SentenceList = make([]Sentence, len(d.Sentences))
		for i := range d.Sentences {
			r.SentenceList[i] = renderSentence(&d.Sentences[i], &wo)
		}
	}

	if on(s.Abuse, true) {
		r.Abuse = renderAbuse(d, on(s.Snippets, false), on(s.Explain, false))
	}
	if on(s.Sentiment, true) {
		r.SentimentExpressions = renderSentiment(d, on(s.Snippets, false), on(s.Explain, false))
	}
	if on(s.DocumentSentiment, false) && d.Sentiment.Scored {
		score := d.Sentiment.Score
		r.Sentiment = &score
	}
	if on(s.Topics, true) {
		stats := on(s.TopicStats, false)
		for _, t := range d.Topics {
			rt := Topic{Topic: t.Name}
			if stats {
				c := t.Coverage
				rt.Coverage = &c
			}
			r.Topics = append(r.Topics, rt)
		}
	}
	if on(s.Entities, true) {
		r.EntitiesSummary = renderEntities(d, on(s.Snippets, false))
	}
	if d.Ranked {
		score := d.Signal2Noise
		r.Signal2Noise = &score
	}
	for _, f := range d.Relevant {
		r.Relevant = append(r.Relevant, int64(f))
	}
	if on(s.State, false) {
		r.Memory = stateOut(s, d)
	}
	return r
}

// wordOptions are the settings that shape words.
type wordOptions struct {
	words       bool   // output words at all
	parses      bool   // output parse trees
	definitions bool   // fetch_definitions
	nbest       bool   // deterministic explicitly false
	standard    string // feature_standard, "ud" by default
	core        *lexdata.Core
	described   *familymemo.Memo[string] // describe's answers for core
}

// describe returns describe(wo.core, f), remembered in wo.described when
// that is set.
func (wo *wordOptions) describe(f uint32) string {
	compute := func(f uint32) string { return describe(wo.core, f) }
	if wo.described == nil {
		return compute(f)
	}
	return wo.described.Get(f, compute)
}

func renderSentence(ds *doc.Sentence, wo *wordOptions) Sentence {
	out := Sentence{Offset: ds.Offset, Length: ds.Length, Text: ds.Text, CorrectedText: correctedText(ds)}
	if wo.parses {
		out.ParseTree, out.NBestParses = renderParses(ds, wo.nbest)
	}
	if !wo.words {
		return out
	}
	out.Words = make([]Word, len(ds.Tokens))
	// The ud features of all words share one array (see udGrammarIn).
	var feats []Feature
	if udStandard(wo.standard) {
		n := 0
		for i := range ds.Tokens {
			if t := &ds.Tokens[i]; t.Kind != doc.Punctuation && (t.POS != "" || len(t.Features) > 0) {
				n += 1 + len(t.Features)
			}
		}
		feats = make([]Feature, 0, n)
	}
	for i := range ds.Tokens {
		out.Words[i] = renderWord(&ds.Tokens[i], ds.Offset, wo, &feats)
	}
	return out
}

// udStandard reports whether a feature standard renders as ud (the
// default, and what renderGrammar makes of a name it does not know).
func udStandard(standard string) bool {
	switch standard {
	case "penn", "native", "description", "glossing":
		return false
	}
	return true
}

// renderWord renders a token. With the ud standard its grammar is cut
// from *feats, an array the caller sized for the sentence (nil: its own).
func renderWord(t *doc.Token, sentenceOffset int, wo *wordOptions, feats *[]Feature) Word {
	w := Word{
		Type:          t.Kind.String(),
		Text:          t.Text,
		Offset:        t.Offset - sentenceOffset,
		Length:        t.Length,
		CorrectedText: t.Corrected,
		Lettercase:    t.Case.String(),
		Stopword:      t.Stopword,
		Role:          t.Role,
	}
	if t.HasNumber {
		v := t.Number
		w.NumericValue = &v
	}
	if t.Kind == doc.Punctuation {
		w.ID = t.PunctID
		w.Behavior = t.Behavior.String()
		return w
	}
	renderSegmentation(&w, t, sentenceOffset, wo)
	if udStandard(wo.standard) {
		w.Grammar = udGrammarIn(feats, t.POS, t.Features)
	} else {
		w.Grammar = renderGrammar(wo.standard, t.POS, t.Features)
	}
	if wo.standard == "native" || wo.standard == "description" {
		w.Semantics = renderSemantics(wo, t.Family)
	}
	if len(t.Readings) == 0 {
		return w
	}
	w.Lexeme = int64(t.Lexeme)
	w.Family = int64(t.Family)
	if t.Family != 0 && wo.core != nil {
		if wo.definitions {
			w.Definition = wo.core.Definition(t.Family)
		}
		w.Description = wo.describe(t.Family)
	}
	if wo.nbest {
		w.NBestSenses = nbestSenses(t, wo)
	}
	return w
}

// renderSegmentation gives a compound's components as the word's selected
// segmentation and the whole word as the rejected one; only in n-best
// output (deterministic false), as the service specifies.
func renderSegmentation(w *Word, t *doc.Token, sentenceOffset int, wo *wordOptions) {
	if !wo.nbest || len(t.Components) == 0 {
		return
	}
	w.Segmentation = make([]Word, len(t.Components))
	for i, c := range t.Components {
		w.Segmentation[i] = Word{Type: w.Type, Text: c.Text, Offset: c.Offset - sentenceOffset, Length: c.Length,
			Lexeme: int64(c.Lexeme), Family: int64(c.Family)}
	}
	w.OtherSegmentations = [][]Word{{{Type: w.Type, Text: w.Text, Offset: w.Offset, Length: w.Length, Lexeme: int64(t.Lexeme), Family: int64(t.Family)}}}
}

func featureStandard(s *Settings) string {
	if s.FeatureStandard == nil {
		return "ud"
	}
	return *s.FeatureStandard
}

// renderGrammar renders a part of speech and features in a feature
// standard: ud (the tag, then Feature=Value strings), penn (the English
// Penn Treebank tag), native ({index, value} objects, see package grammar),
// description (readable English) or glossing (Leipzig abbreviations).
func renderGrammar(standard, pos string, feats []string) []Feature {
	if pos == "" && len(feats) == 0 {
		return nil
	}
	switch standard {
	case "penn":
		if tag := grammar.Penn(pos, feats); tag != "" {
			return []Feature{{Value: tag}}
		}
		return nil
	case "native":
		var out []Feature
		for _, iv := range grammar.Native(pos, feats) {
			out = append(out, Feature{Index: &iv.Index, Value: iv.Value})
		}
		return out
	case "description":
		var out []Feature
		for _, d := range grammar.Description(pos, feats) {
			out = append(out, Feature{Value: d})
		}
		return out
	case "glossing":
		var out []Feature
		for _, g := range grammar.Glossing(pos, feats) {
			out = append(out, Feature{Value: g})
		}
		return out
	}
	return udGrammar(pos, feats)
}

// semanticsIndex is the native index of a word's semantic class (the
// WordNet lexicographer class of its sense: "animal", "artifact",
// "person", ...).
const semanticsIndex = 100

// renderSemantics gives the semantic class of a word's sense, for the
// native and description standards.
func renderSemantics(wo *wordOptions, f uint32) []Feature {
	if f == 0 || wo.core == nil {
		return nil
	}
	name := wo.core.LexName(f)
	if name == "" {
		return nil
	}
	_, class, _ := strings.Cut(name, ".")
	if class == "" || class == "all" || class == "Tops" {
		return nil
	}
	if wo.standard == "native" {
		idx := semanticsIndex
		return []Feature{{Index: &idx, Value: class}}
	}
	return []Feature{{Value: class}}
}

// udGrammar is the ud feature standard: the UPOS tag, then Feature=Value
// strings.
func udGrammar(pos string, feats []string) []Feature {
	return udGrammarIn(nil, pos, feats)
}

// udGrammarIn is udGrammar appending to *buf when it has room (else, or
// with a nil buf, to a new array): the result is the part it appended,
// capped so that an append to it copies rather than writing
// over what follows in *buf.
func udGrammarIn(buf *[]Feature, pos string, feats []string) []Feature {
	if pos == "" && len(feats) == 0 {
		return nil
	}
	var b []Feature
	shared := buf != nil && cap(*buf)-len(*buf) >= 1+len(feats)
	if shared {
		b = *buf
	} else {
		b = make([]Feature, 0, 1+len(feats))
	}
	start := len(b)
	if pos != "" {
		b = append(b, Feature{Value: pos})
	}
	for _, f := range feats {
		b = append(b, Feature{Value: f})
	}
	if shared {
		*buf = b
	}
	return b[start:len(b):len(b)]
}

// describe names a family in English: its reference lemma and, to tell
// senses apart, the reference lemma of its first hypernym ("dog (canine)").
func describe(core *lexdata.Core, f uint32) string {
	ref := core.RefLemma(f)
	if ref == "" {
		return ""
	}
	if hs := core.Hypernyms(f); len(hs) > 0 {
		if h := core.RefLemma(hs[0]); h != "" {
			return ref + " (" + h + ")"
		}
	}
	return ref
}

// nbestSenses lists the readings of a word with their families, the chosen
// one first.
func nbestSenses(t *doc.Token, wo *wordOptions) []Hypothesis {
	out := make([]Hypothesis, 0, len(t.Readings))
	for _, r := range t.Readings {
		h := Hypothesis{Grammar: renderGrammar(wo.standard, r.POS, r.Features)}
		for _, f := range r.Families {
			sr := SenseRef{Family: int64(f)}
			if wo.core != nil {
				sr.RefLemma = wo.core.RefLemma(f)
				if wo.definitions {
					sr.Definition = wo.core.Definition(f)
				}
			}
			h.Senses = append(h.Senses, sr)
		}
		out = append(out, h)
	}
	return out
}

// stateOut is the memory section: the state the request brought, in the
// canonical object form, plus the flags the text raised and the referents
// it introduced (d.Antecedents, the most recent first), so that it can be
// passed into the next request unchanged.
func stateOut(s *Settings, d *doc.Document) *Memory {
	m := &Memory{
		Flags:  append([]Flag(nil), s.Flags...),
		Assign: append([]Assignment(nil), s.Assign...),
	}
	for i := range m.Flags {
		if m.Flags[i].Type == "" {
			m.Flags[i].Type = "Grammar"
		}
	}
	have := flagNames(m.Flags)
	for _, name := range d.Raised {
		if idx, ok := flagIndex(name); ok && !have[name] {
			m.Flags = append(m.Flags, Flag{Type: "Semantics", Index: idx, Value: name})
		}
	}
	for _, a := range d.Antecedents {
		ra := Antecedent{Family: int64(a.Family)}
		for _, f := range a.Features {
			ra.Features = append(ra.Features, IndexValue{Index: f.Index, Value: f.Value})
		}
		m.Antecedents = append(m.Antecedents, ra)
	}
	if len(m.Flags) == 0 && len(m.Antecedents) == 0 && len(m.Assign) == 0 {
		return nil
	}
	return m
}

// renderEntities converts the entity annotations; mention offsets become
// sentence-relative.
func renderEntities(d *doc.Document, snippets bool) []Entity {
	if len(d.Entities) == 0 {
		return nil
	}
	out := make([]Entity, 0, len(d.Entities))
	for _, e := range d.Entities {
		re := Entity{
			Name:     e.Name,
			Type:     EntityTypes(e.Types),
			RefLemma: e.RefLemma,
			Subtypes: e.Subtypes,
			KBID:     e.KBID,
			Mentions: make([]Mention, 0, len(e.Mentions)),
		}
		if len(e.Subtypes) > 0 {
			re.Subtype = e.Subtypes[0]
		}
		for _, m := range e.Mentions {
			rm := Mention{Offset: inSentence(d, m.Sentence, m.Offset), Length: m.Length, SentenceIndex: m.Sentence}
			if snippets {
				rm.Text = m.Text
			}
			re.Mentions = append(re.Mentions, rm)
		}
		out = append(out, re)
	}
	return out
}

// correctedText is the sentence with the spelling corrections applied, or
// "" when nothing was corrected.
func correctedText(ds *doc.Sentence) string {
	var b strings.Builder
	runes := []rune(ds.Text)
	pos := 0 // in runes of the sentence
	changed := false
	for i := 0; i < len(ds.Tokens); i++ {
		t := &ds.Tokens[i]
		if t.Corrected == "" {
			continue
		}
		span := max(t.CorrectedSpan, 1)
		last := &ds.Tokens[min(i+span, len(ds.Tokens))-1]
		start, end := t.Offset-ds.Offset, last.End()-ds.Offset
		if start < pos || end > len(runes) || start > end {
			continue // overlapping or out of range: keep the original
		}
		b.WriteString(string(runes[pos:start]))
		b.WriteString(t.Corrected)
		pos = end
		changed = true
		i += span - 1
	}
	if !changed {
		return ""
	}
	b.WriteString(string(runes[pos:]))
	return b.String()
}

// inSentence turns a document offset of sentence si into the
// sentence-relative offset the service reports.
func inSentence(d *doc.Document, si, offset int) int {
	if si >= 0 && si < len(d.Sentences) {
		return offset - d.Sentences[si].Offset
	}
	return offset
}

// renderAbuse converts the abuse annotations; offsets become
// sentence-relative.
func renderAbuse(d *doc.Document, snippets, explain bool) []AbuseInstance {
	if len(d.Abuse) == 0 {
		return nil
	}
	out := make([]AbuseInstance, 0, len(d.Abuse))
	for _, a := range d.Abuse {
		ra := AbuseInstance{
			Type:          a.Type,
			Offset:        inSentence(d, a.Sentence, a.Offset),
			Length:        a.Length,
			SentenceIndex: a.Sentence,
			Severity:      a.Severity,
			Tags:          a.Tags,
		}
		if snippets {
			ra.Text = a.Text
		}
		if explain {
			ra.Explanation = a.Explanation
		}
		out = append(out, ra)
	}
	return out
}

// renderSentiment converts the sentiment snippets; offsets become
// sentence-relative.
func renderSentiment(d *doc.Document, snippets, explain bool) []SentimentExpression {
	exprs := d.Sentiment.Expressions
	if len(exprs) == 0 {
		return nil
	}
	out := make([]SentimentExpression, 0, len(exprs))
	for _, e := range exprs {
		re := SentimentExpression{
			Polarity:      e.Polarity,
			Offset:        inSentence(d, e.Sentence, e.Offset),
			Length:        e.Length,
			SentenceIndex: e.Sentence,
			Targets:       e.Targets,
			Reasons:       e.Reasons,
		}
		if snippets {
			re.Text = e.Text
		}
		if explain {
			re.Explanation = e.Explanation
		}
		out = append(out, re)
	}
	return out
}
