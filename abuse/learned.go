package abuse

import (
	"bytes"
	"fmt"
	"hash/fnv"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/lexdata"
)

// SectionModel (language pack) is the learned decision on top of the rules:
// a logistic regression from what the rules saw to "offensive or not" and,
// for offensive text, a softmax over the types it may be. It is written by
// lexdata/packbuild/abuse_model.go; languages without it use the rules
// alone.
//
// The section is UTF-8 TSV. Rows starting with "@" are settings:
//
//	@types      the types of the type heads, comma-separated
//	@offensive  probability at or above which a message the rules found
//	            clean is reported (0..1)
//	@clean      probability at or below which a message whose offensive
//	            instances are all of low severity is cleared (0: never)
//
// The other rows are feature, then the weight of the offensive head and of
// each type head.
const SectionModel = "abuse.model"

// offensiveTypes are the types the learned decision counts as offence: the
// ones the labelled data sets it is trained on mark.
var offensiveTypes = []string{
	"personal_attack", "bigotry", "profanity", "sexual_advances",
	"criminal_activity", "social_hierarchy", "generic",
}

// clearable are the offensive types whose low-severity findings the
// decision may clear: the kinds of offence its training data labels most
// (not bigotry, which the rules weigh with care, nor the types of
// safety such as criminal_activity, which the data sets do not label).
var clearable = []string{"profanity", "generic", "personal_attack"}

// Decision is a trained learned decision: feature weights and the
// thresholds at which it overrules the rules.
type Decision struct {
	types   []string
	weights map[string][]float32 // offensive head, then one per type
	// offensive and clean are the probability thresholds (see
	// SectionModel).
	offensive, clean float64
}

// Observation is what the learned decision sees of a message: its features
// and what the rules concluded.
type Observation struct {
	Features []string
	// RuleOffensive is set when the rules found an offensive instance;
	// RuleWeak when all of those are of low severity and clearable.
	RuleOffensive, RuleWeak bool
	// HateDismissed is set when the rules let words of hate pass as
	// negated, quoted, reported or condemned: the decision then does not
	// report bigotry. InsultDismissed is set when they let a negated insult
	// to the reader pass: the decision then reports nothing.
	HateDismissed, InsultDismissed bool
	// Profane is set when the message has profane or sexual words: where
	// the rules let hate pass, the decision may still report those.
	Profane bool
}

// Defers reports whether the decision leaves a message the rules found
// clean alone rather than report it as typ: the rules let its words pass
// for a reason they are built to weigh (negated insults to the reader;
// negated, mentioned or reclaimed hate, unless typ is profanity the
// message has words for).
func (o Observation) Defers(typ string) bool {
	return o.InsultDismissed || o.HateDismissed && (typ == "bigotry" || !o.Profane)
}

var decisions lexdata.Derived[*lexdata.Pack, *Decision]

// loadDecision returns the language's learned decision, or nil when its
// pack has none.
func loadDecision(lang *lexdata.Language) (*Decision, error) {
	if lang == nil || lang.Pack() == nil {
		return nil, nil
	}
	return decisions.Get(lang.Pack(), func() (*Decision, error) {
		raw, err := lang.Pack().OptionalSection(SectionModel)
		if err != nil || raw == nil {
			return nil, err
		}
		return DecodeDecision(raw)
	})
}

// DecodeDecision reads a SectionModel section.
func DecodeDecision(raw []byte) (*Decision, error) {
	d := &Decision{weights: map[string][]float32{}}
	for _, f := range lexdata.TSVRows(raw) {
		if len(f) < 2 {
			return nil, fmt.Errorf("abuse: %s: short row %q", SectionModel, strings.Join(f, "\t"))
		}
		if err := d.decodeRow(f); err != nil {
			return nil, fmt.Errorf("abuse: %s: %w", SectionModel, err)
		}
	}
	if len(d.types) == 0 {
		return nil, fmt.Errorf("abuse: %s: no @types row", SectionModel)
	}
	for f, w := range d.weights {
		if len(w) != 1+len(d.types) {
			return nil, fmt.Errorf("abuse: %s: feature %q has %d weights, want %d", SectionModel, f, len(w), 1+len(d.types))
		}
	}
	return d, nil
}

func (d *Decision) decodeRow(f []string) error {
	switch f[0] {
	case "@types":
		d.types = strings.Split(f[1], ",")
		return nil
	case "@offensive", "@clean":
		p, err := strconv.ParseFloat(f[1], 64)
		if err != nil || p < 0 || p > 1 {
			return fmt.Errorf("bad threshold %q", f[1])
		}
		if f[0] == "@offensive" {
			d.offensive = p
		} else {
			d.clean = p
		}
		return nil
	}
	w := make([]float32, len(f)-1)
	for i, s := range f[1:] {
		x, err := strconv.ParseFloat(s, 32)
		if err != nil {
			return fmt.Errorf("feature %q: bad weight %q", f[0], s)
		}
		w[i] = float32(x)
	}
	d.weights[f[0]] = w
	return nil
}

// Encode writes the decision as a SectionModel section, features sorted.
func (d *Decision) Encode() []byte {
	var b bytes.Buffer
	b.WriteString("# abuse.model: feature, weight of the offensive head, weight of each type head\n")
	fmt.Fprintf(&b, "@types\t%s\n@offensive\t%.3f\n@clean\t%.3f\n", strings.Join(d.types, ","), d.offensive, d.clean)
	keys := make([]string, 0, len(d.weights))
	for k := range d.weights {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		b.WriteString(k)
		for _, w := range d.weights[k] {
			b.WriteByte('\t')
			b.WriteString(strconv.FormatFloat(float64(w), 'g', 4, 32))
		}
		b.WriteByte('\n')
	}
	return b.Bytes()
}

// Len is the number of features with weights.
func (d *Decision) Len() int { return len(d.weights) }

// Thresholds are the probabilities at which the decision reports a message
// the rules found clean and clears one they found weakly offensive.
func (d *Decision) Thresholds() (offensive, clean float64) { return d.offensive, d.clean }

// Probability is the decision's probability that a message with these
// features is offensive.
func (d *Decision) Probability(features []string) float64 {
	return sigmoid(d.score(features, 0))
}

// Type is the likeliest offensive type of a message with these features.
func (d *Decision) Type(features []string) string {
	best, bestScore := 0, math.Inf(-1)
	for i := range d.types {
		if s := d.score(features, i+1); s > bestScore {
			best, bestScore = i, s
		}
	}
	return d.types[best]
}

func (d *Decision) score(features []string, head int) float64 {
	var s float64
	for _, f := range features {
		if w, ok := d.weights[f]; ok {
			s += float64(w[head])
		}
	}
	return s
}

func sigmoid(x float64) float64 { return 1 / (1 + math.Exp(-x)) }

// HeldOut reports whether a labelled message is in the fifth of the
// English abuse dev sets kept from training, for evaluation: those whose
// id has an FNV-32a hash that is 0 mod 5.
func HeldOut(id string) bool {
	h := fnv.New32a()
	h.Write([]byte(id))
	return h.Sum32()%5 == 0
}

// Validation reports whether a training message is in the part kept aside
// to choose the thresholds: the hash's next digit in base 5 is 0.
func Validation(id string) bool {
	h := fnv.New32a()
	h.Write([]byte(id))
	return (h.Sum32()/5)%5 == 0
}

// observe turns the views of a document and the rules' findings into the
// decision's features: the whole message's, and each sentence's on its
// own (to place an instance).
func observe(views []*view, found [][]finding, cx *docFacts) (Observation, [][]string) {
	var obs Observation
	all := []string{"bias"}
	perSentence := make([][]string, len(views))
	weakOnly := true
	for i, v := range views {
		fs := sentenceFeatures(v, found[i], cx)
		perSentence[i] = append([]string{"bias"}, fs...)
		all = append(all, fs...)
		for _, f := range found[i] {
			if slices.Contains(offensiveTypes, f.typ) {
				obs.RuleOffensive = true
				weakOnly = weakOnly && f.sev <= low && slices.Contains(clearable, f.typ)
			}
		}
		obs.Profane = obs.Profane || v.has(kProfanity, -1) || v.has(kSexual, -1)
		hate, insult := dismissed(v, cx)
		obs.HateDismissed = obs.HateDismissed || hate
		obs.InsultDismissed = obs.InsultDismissed || insult
	}
	obs.RuleWeak = obs.RuleOffensive && weakOnly
	if !obs.RuleOffensive {
		all = append(all, "r:none")
	}
	slices.Sort(all)
	obs.Features = slices.Compact(all)
	return obs, perSentence
}

// hateKinds are the kinds of hits of hate the rules let pass when they are
// negated or mentioned rather than used: counter-speech and negated hate
// are what they are built to tell apart, and what the learned decision's
// training data hardly has.
var hateKinds = []kind{kSlur, kDehum, kHate, kNegAttr, kGroup, kDogwhistle}

// insultKinds are the kinds of insults the rules let pass when negated
// and said to the reader ("I'm not calling you an idiot").
var insultKinds = []kind{kSlur, kInsult, kDehum, kNegAttr}

// dismissed reports whether the rules let hate in a sentence pass because
// it is negated, mentioned rather than used (quoted, reported, condemned)
// or a slur reclaimed by its group ("us faggots"), and whether they let an insult to the reader pass because it
// is negated.
func dismissed(v *view, cx *docFacts) (hate, insult bool) {
	r := ruler{v: v, cx: cx}
	you := v.has(kYou, -1) || v.has(kYouAre, -1)
	for i := range v.hits {
		h := &v.hits[i]
		negated := v.negated(h, 0)
		hate = hate || slices.Contains(hateKinds, h.kind) && (negated || r.mention(h) || r.reclaimed(h))
		insult = insult || you && negated && slices.Contains(insultKinds, h.kind)
	}
	return hate, insult
}

// sentenceFeatures are the features of one sentence: the hits of the
// matcher (also those the rules ignore), the rules' findings, the words'
// lemmas, word pairs and concept families, and context cues.
func sentenceFeatures(v *view, found []finding, cx *docFacts) []string {
	var fs []string
	add := func(parts ...string) { fs = append(fs, strings.Join(parts, ":")) }
	you := v.has(kYou, -1) || v.has(kYouAre, -1)
	for _, h := range v.hits {
		name := kindNames[h.kind]
		add("h", name)
		add("h", name, "s"+strconv.Itoa(int(h.strength)))
		add("h", name, "c"+strconv.Itoa(int(h.confidence)))
		if h.family {
			add("h", name, "family")
		}
		if you {
			add("hy", name)
		}
		if v.isQuoted(&h) {
			add("hq", name)
		}
		for _, t := range h.tags {
			add("t", t)
		}
	}
	for _, f := range found {
		add("r", f.typ)
		add("r", f.typ, severityNames[f.sev])
		for _, t := range f.tags {
			add("rt", t)
		}
	}
	fs = append(fs, wordFeatures(v, cx)...)
	if v.question {
		add("x", "question")
	}
	return fs
}

// wordFeatures are the lexical and valence features of a sentence.
func wordFeatures(v *view, cx *docFacts) []string {
	var fs []string
	prev := "<s>"
	minVal, negWords, caps := 0.0, 0, 0
	for i := range v.words {
		w := &v.words[i]
		if w.punct {
			if w.form == "!" || strings.Contains(w.form, "!!") {
				fs = append(fs, "x:exclaim")
			}
			continue
		}
		lemma := w.lemma
		switch w.token.Class {
		case doc.ClassURL, doc.ClassEmail, doc.ClassHandle, doc.ClassNumber, doc.ClassEmoji:
			lemma = "<" + strconv.Itoa(int(w.token.Class)) + ">"
		}
		if lemma == "" {
			lemma = w.form
		}
		fs = append(fs, "w:"+lemma, "b:"+prev+" "+lemma)
		prev = lemma
		if w.family != 0 {
			fs = append(fs, "f:"+strconv.FormatUint(uint64(w.family), 10))
		}
		if cx.valence != nil {
			val := cx.valence(w)
			minVal = min(minVal, val)
			if val <= -1 {
				negWords++
			}
		}
		if t := w.token.Text; len([]rune(t)) > 2 && strings.ToUpper(t) == t && strings.ToLower(t) != t {
			caps++
		}
	}
	fs = append(fs, "b:"+prev+" </s>")
	if minVal < 0 {
		fs = append(fs, "v:min"+strconv.Itoa(int(math.Floor(minVal))))
	}
	fs = append(fs, "v:neg"+strconv.Itoa(min(negWords, 3)))
	if caps > 0 {
		fs = append(fs, "x:caps")
	}
	return fs
}

// kindNames names each kind for features: its pack class or the first of
// its cue names in alphabetical order, so that the names do not depend on
// the order of the constants.
var kindNames = func() [numKinds]string {
	var names [numKinds]string
	for name, k := range cueKinds {
		if names[k] == "" || name < names[k] {
			names[k] = name
		}
	}
	for name, k := range packClasses {
		names[k] = name
	}
	for k := range names {
		if names[k] == "" {
			names[k] = "k" + strconv.Itoa(k)
		}
	}
	return names
}()

// decide applies the learned decision to the rules' findings,
// conservatively: it reports a message the rules found clean only when it
// is confident the message is offensive, and clears the rules' offensive
// findings only when all are of low severity, it is confident the
// message is clean, and the caller did not ask for paranoid_mode.
func (a *analysis) decide(d *Decision) {
	obs, sentences := observe(a.views, a.found, a.cx)
	p := d.Probability(obs.Features)
	switch {
	case !obs.RuleOffensive && d.offensive < 1 && p >= d.offensive:
		if typ := d.Type(obs.Features); !obs.Defers(typ) {
			a.judge(d, typ, sentences)
		}
	case obs.RuleWeak && p <= d.clean && !a.cx.flags["paranoid_mode"]:
		// paranoid_mode asks for every word with an abusive reading.
		for i := range a.found {
			a.found[i] = slices.DeleteFunc(a.found[i], func(f finding) bool { return slices.Contains(offensiveTypes, f.typ) })
		}
	}
}

// judge adds one instance of the decision's type over the sentence that
// scores highest on its own.
func (a *analysis) judge(d *Decision, typ string, sentences [][]string) {
	best, bestScore := -1, math.Inf(-1)
	for i, fs := range sentences {
		if s := d.score(fs, 0); s > bestScore {
			best, bestScore = i, s
		}
	}
	if best < 0 {
		return
	}
	v := a.views[best]
	start, end := -1, -1
	for i, w := range v.words {
		if !w.punct {
			if start < 0 {
				start = i
			}
			end = i + 1
		}
	}
	if start < 0 {
		return
	}
	sev := low
	if typ == "personal_attack" || typ == "bigotry" {
		sev = medium
	}
	why := "the learned model's judgement of the whole sentence: it reads as " + strings.ReplaceAll(typ, "_", " ") +
		", although no rule reported any of its words"
	a.found[best] = append(a.found[best], finding{typ: typ, sev: sev, start: start, end: end, why: why})
}
