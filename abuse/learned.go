package abuse

import (
	"bytes"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/internal/split"
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
//	@clear      probability at or below which a message whose offensive
//	            instances are all of clearable types and of at most medium
//	            severity is cleared (0: never)
//	@lexbits    the size in bits of the hash space of the lexical features
//	            (must be LexBits when there are lexical rows)
//
// The other rows are feature, then the weight of the offensive head and of
// each type head. A feature "~N" is bucket N of the hashed lexical
// features (see Observation.Lexical); the others are named.
const SectionModel = "abuse.model"

// LexBits is the size in bits of the hash space of the lexical features:
// 2^18 buckets, few enough collisions for the vocabulary of the training
// data, and only the buckets with weights are stored.
const LexBits = 18

// lexPrefix marks the rows of hashed lexical features in SectionModel.
const lexPrefix = "~"

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
	lex     map[uint32][]float32 // the same, for the lexical buckets
	// offensive, clean and clear are the probability thresholds (see
	// SectionModel).
	offensive, clean, clear float64
}

// Observation is what the learned decision sees of a message: its features
// and what the rules concluded.
type Observation struct {
	// Features are the named features: the rules' hits and findings and
	// context cues, sorted and unique.
	Features []string
	// Lexical are the hashed lexical features: each word's lemma and
	// lowercased form, each pair of lemmas and each concept family, as
	// buckets of a hash space of LexBits bits, sorted and unique.
	Lexical []uint32
	// RuleOffensive is set when the rules found an offensive instance;
	// RuleClearable when all of those are of the types the decision may
	// clear and of at most medium severity (never a high one, such as an
	// urge to self-harm), and RuleWeak when they are also of low severity.
	RuleOffensive, RuleClearable, RuleWeak bool
	// HateDismissed is set when the rules let words of hate pass as
	// negated, quoted, reported or condemned: the decision then does not
	// report bigotry. InsultDismissed is set when they let a negated insult
	// to the reader pass: the decision then reports nothing.
	HateDismissed, InsultDismissed bool
	// Profane is set when the message has profane or sexual words, or a
	// slur that is also a plain insult ("bitch"): where the rules let hate
	// pass, the decision may still report those.
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
		if !lang.Pack().Has(SectionModel) {
			return nil, nil
		}
		// ReadSection: the decision copies what it keeps, so the pack
		// need not hold the section's bytes too.
		raw, err := lang.Pack().ReadSection(SectionModel)
		if err != nil {
			return nil, err
		}
		return DecodeDecision(raw)
	})
}

// DecodeDecision reads a SectionModel section. The weights of all rows
// share one array, and the maps are sized from a count of the rows first,
// so that decoding allocates little besides what the decision keeps.
func DecodeDecision(raw []byte) (*Decision, error) {
	rows := bytes.Count(raw, []byte{'\n'}) + 1
	lexRows := bytes.Count(raw, []byte("\n"+lexPrefix))
	d := &Decision{
		weights: make(map[string][]float32, max(rows-lexRows, 0)),
		lex:     make(map[uint32][]float32, lexRows),
	}
	// Every weight follows a tab, so the tabs bound their number.
	backing := make([]float32, 0, bytes.Count(raw, []byte{'\t'}))
	lexBits := -1
	for f := range lexdata.TSVFields(raw) {
		if len(f) < 2 {
			return nil, fmt.Errorf("abuse: %s: short row %q", SectionModel, strings.Join(f, "\t"))
		}
		if f[0] == "@lexbits" {
			n, err := strconv.Atoi(f[1])
			if err != nil {
				return nil, fmt.Errorf("abuse: %s: bad @lexbits %q", SectionModel, f[1])
			}
			lexBits = n
			continue
		}
		var err error
		if backing, err = d.decodeRow(f, backing); err != nil {
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
	for b, w := range d.lex {
		if len(w) != 1+len(d.types) {
			return nil, fmt.Errorf("abuse: %s: bucket %d has %d weights, want %d", SectionModel, b, len(w), 1+len(d.types))
		}
	}
	if len(d.lex) > 0 && lexBits != LexBits {
		return nil, fmt.Errorf("abuse: %s: lexical rows for %d hash bits, want %d", SectionModel, lexBits, LexBits)
	}
	return d, nil
}

// decodeRow reads one row, whose fields share the section's memory (what
// the decision keeps is copied), taking a weight row's weights from the
// free capacity of backing and returning the rest.
func (d *Decision) decodeRow(f []string, backing []float32) ([]float32, error) {
	switch f[0] {
	case "@types":
		d.types = strings.Split(strings.Clone(f[1]), ",")
		return backing, nil
	case "@offensive", "@clean", "@clear":
		p, err := strconv.ParseFloat(f[1], 64)
		if err != nil || p < 0 || p > 1 {
			return backing, fmt.Errorf("bad threshold %q", f[1])
		}
		switch f[0] {
		case "@offensive":
			d.offensive = p
		case "@clean":
			d.clean = p
		default:
			d.clear = p
		}
		return backing, nil
	}
	n := len(backing)
	backing = backing[:n+len(f)-1]
	w := backing[n:len(backing):len(backing)]
	for i, s := range f[1:] {
		x, err := parseWeight(s)
		if err != nil {
			return backing, fmt.Errorf("feature %q: bad weight %q", f[0], s)
		}
		w[i] = x
	}
	if b, ok := strings.CutPrefix(f[0], lexPrefix); ok {
		n, err := strconv.ParseUint(b, 10, 32)
		if err != nil || n >= 1<<LexBits {
			return backing, fmt.Errorf("bad lexical bucket %q", f[0])
		}
		d.lex[uint32(n)] = w
		return backing, nil
	}
	d.weights[strings.Clone(f[0])] = w
	return backing, nil
}

// float32Pow10 are the powers of ten that float32 holds exactly.
var float32Pow10 = [...]float32{1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10}

// parseWeight is strconv.ParseFloat(s, 32), faster for the short decimals
// Encode writes ("-0.1234", "1.5e-05"): a mantissa of at most seven
// digits is exact in a float32, and so is a power of ten up to 1e10, so
// one float32 multiplication or division gives the correctly rounded
// value, the one ParseFloat returns (strconv takes the same path). Other
// strings go to ParseFloat.
func parseWeight(s string) (float32, error) {
	i, neg := 0, false
	if i < len(s) && (s[i] == '-' || s[i] == '+') {
		neg = s[i] == '-'
		i++
	}
	var mant uint32
	digits, exp := 0, 0
	sawDigit, sawDot := false, false
	for ; i < len(s); i++ {
		c := s[i]
		switch {
		case '0' <= c && c <= '9':
			sawDigit = true
			if sawDot {
				exp--
			}
			if mant == 0 && c == '0' {
				continue // a leading zero
			}
			if digits == 7 {
				return parseFloat32(s)
			}
			mant = mant*10 + uint32(c-'0')
			digits++
		case c == '.' && !sawDot:
			sawDot = true
		case (c == 'e' || c == 'E') && sawDigit:
			e, ok := smallExponent(s[i+1:])
			if !ok {
				return parseFloat32(s)
			}
			exp += e
			i = len(s)
		default:
			return parseFloat32(s)
		}
	}
	if !sawDigit || mant == 0 || exp < -10 || exp > 10 {
		return parseFloat32(s)
	}
	f := float32(mant)
	if exp < 0 {
		f /= float32Pow10[-exp]
	} else {
		f *= float32Pow10[exp]
	}
	if neg {
		f = -f
	}
	return f, nil
}

// smallExponent reads a decimal exponent of one to three digits with an
// optional sign.
func smallExponent(s string) (int, bool) {
	neg := false
	if s != "" && (s[0] == '-' || s[0] == '+') {
		neg = s[0] == '-'
		s = s[1:]
	}
	if s == "" || len(s) > 3 {
		return 0, false
	}
	n := 0
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return 0, false
		}
		n = n*10 + int(s[i]-'0')
	}
	if neg {
		n = -n
	}
	return n, true
}

func parseFloat32(s string) (float32, error) {
	x, err := strconv.ParseFloat(s, 32)
	return float32(x), err
}

// Encode writes the decision as a SectionModel section, features sorted.
func (d *Decision) Encode() []byte {
	var b bytes.Buffer
	b.WriteString("# abuse.model: feature, weight of the offensive head, weight of each type head\n")
	fmt.Fprintf(&b, "@types\t%s\n@offensive\t%.3f\n@clean\t%.3f\n@clear\t%.3f\n@lexbits\t%d\n",
		strings.Join(d.types, ","), d.offensive, d.clean, d.clear, LexBits)
	row := func(name string, ws []float32) {
		b.WriteString(name)
		for _, w := range ws {
			b.WriteByte('\t')
			b.WriteString(strconv.FormatFloat(float64(w), 'g', 4, 32))
		}
		b.WriteByte('\n')
	}
	keys := make([]string, 0, len(d.weights))
	for k := range d.weights {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		row(k, d.weights[k])
	}
	buckets := make([]uint32, 0, len(d.lex))
	for k := range d.lex {
		buckets = append(buckets, k)
	}
	slices.Sort(buckets)
	for _, k := range buckets {
		row(lexPrefix+strconv.FormatUint(uint64(k), 10), d.lex[k])
	}
	return b.Bytes()
}

// Len is the number of features with weights, named and lexical.
func (d *Decision) Len() int { return len(d.weights) + len(d.lex) }

// Thresholds are the probabilities at which the decision reports a message
// the rules found clean and clears one they found weakly offensive, or
// offensive only in ways it may clear.
func (d *Decision) Thresholds() (offensive, clean, clear float64) {
	return d.offensive, d.clean, d.clear
}

// Probability is the decision's probability that a message with these
// features is offensive.
func (d *Decision) Probability(o Observation) float64 {
	return sigmoid(d.score(o.Features, o.Lexical, 0))
}

// Type is the likeliest offensive type of a message with these features.
func (d *Decision) Type(o Observation) string {
	best, bestScore := 0, math.Inf(-1)
	for i := range d.types {
		if s := d.score(o.Features, o.Lexical, i+1); s > bestScore {
			best, bestScore = i, s
		}
	}
	return d.types[best]
}

func (d *Decision) score(features []string, lex []uint32, head int) float64 {
	var s float64
	for _, f := range features {
		if w, ok := d.weights[f]; ok {
			s += float64(w[head])
		}
	}
	for _, b := range lex {
		if w, ok := d.lex[b]; ok {
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
	return split.Part(id, 5) == 0
}

// Fold is the cross-validation fold (0 to 4) of a training message: the
// hash's next digit in base 5 after the one HeldOut reads.
func Fold(id string) int {
	return int((split.Hash(id) / 5) % 5)
}

// observe turns the views of a document and the rules' findings into the
// decision's features: the whole message's, and each sentence's on its
// own (to place an instance).
func observe(views []*view, found [][]finding, cx *docFacts) (Observation, []Observation) {
	var obs Observation
	all := []string{"bias"}
	perSentence := make([]Observation, len(views))
	weakOnly, clearableOnly := true, true
	for i, v := range views {
		fs := sentenceFeatures(v, found[i], cx)
		lex := lexicalFeatures(v, nil)
		perSentence[i] = Observation{Features: append([]string{"bias"}, fs...), Lexical: lex}
		all = append(all, fs...)
		obs.Lexical = append(obs.Lexical, lex...)
		for _, f := range found[i] {
			if slices.Contains(offensiveTypes, f.typ) {
				obs.RuleOffensive = true
				clearableOnly = clearableOnly && slices.Contains(clearable, f.typ) && f.sev <= medium
				weakOnly = weakOnly && f.sev <= low
			}
		}
		obs.Profane = obs.Profane || v.has(kProfanity, -1) || v.has(kSexual, -1) ||
			v.find(kSlur, -1, func(h *hit) bool { return v.overlaps(h, kInsult) }) != nil
		hate, insult := dismissed(v, cx)
		obs.HateDismissed = obs.HateDismissed || hate
		obs.InsultDismissed = obs.InsultDismissed || insult
	}
	obs.RuleClearable = obs.RuleOffensive && clearableOnly
	obs.RuleWeak = obs.RuleClearable && weakOnly
	if !obs.RuleOffensive {
		all = append(all, "r:none")
	}
	slices.Sort(all)
	obs.Features = slices.Compact(all)
	slices.Sort(obs.Lexical)
	obs.Lexical = slices.Compact(obs.Lexical)
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
// it is negated, mentioned rather than used (quoted, reported, condemned),
// a slur reclaimed by its group ("us faggots") or a group named inside
// counter-speech ("black lives matter"), and whether they let an insult to
// the reader pass because it is negated.
func dismissed(v *view, cx *docFacts) (hate, insult bool) {
	r := ruler{v: v, cx: cx}
	you := v.has(kYou, -1) || v.has(kYouAre, -1)
	for i := range v.hits {
		h := &v.hits[i]
		negated := v.negated(h, 0)
		hate = hate || slices.Contains(hateKinds, h.kind) && (negated || r.mention(h) || r.reclaimed(h)) ||
			h.kind == kGroup && v.overlaps(h, kCounter) // "black lives matter" names the group in support
		insult = insult || you && negated && slices.Contains(insultKinds, h.kind)
	}
	return hate, insult
}

// sentenceFeatures are the named features of one sentence: the hits of
// the matcher (also those the rules ignore), the rules' findings, and
// context and valence cues.
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
	fs = append(fs, cueFeatures(v, cx)...)
	if v.question {
		add("x", "question")
	}
	return fs
}

// cueFeatures are the valence and typographic features of a sentence.
func cueFeatures(v *view, cx *docFacts) []string {
	var fs []string
	minVal, negWords, caps, exclaim := 0.0, 0, 0, false
	for i := range v.words {
		w := &v.words[i]
		if w.punct {
			exclaim = exclaim || strings.Contains(w.form, "!")
			continue
		}
		if cx.valence != nil {
			val := cx.valence(w)
			minVal = min(minVal, val)
			if val <= -1 {
				negWords++
			}
		}
		if shouted(w.token.Text) {
			caps++
		}
	}
	if exclaim {
		fs = append(fs, "x:exclaim")
	}
	if minVal < 0 {
		fs = append(fs, "v:min"+strconv.Itoa(int(math.Floor(minVal))))
	}
	fs = append(fs, "v:neg"+strconv.Itoa(min(negWords, 3)))
	if caps > 0 {
		fs = append(fs, "x:caps")
	}
	return fs
}

// shouted reports whether a word of more than two letters is written in
// capitals.
func shouted(t string) bool {
	n, lower, upper := 0, false, false
	for _, r := range t {
		n++
		lower = lower || unicode.IsLower(r)
		upper = upper || unicode.IsUpper(r)
	}
	return n > 2 && upper && !lower
}

// lexicalFeatures appends to dst the hashed lexical features of a
// sentence (see Observation.Lexical), without allocating per word.
func lexicalFeatures(v *view, dst []uint32) []uint32 {
	prev := lexHash(fnvOffset).add('<').add('s')
	for i := range v.words {
		w := &v.words[i]
		if w.punct {
			continue
		}
		lemma := lexHash(fnvOffset).wordOf(w)
		dst = append(dst, lemma.add('w').bucket(), prev.add(' ').mix(lemma).add('b').bucket())
		if form := lexHash(fnvOffset).lower(w.token.Text); form != lemma {
			dst = append(dst, form.add('o').bucket())
		}
		if w.family != 0 {
			f := lexHash(fnvOffset)
			for s := 0; s < 32; s += 8 {
				f = f.add(byte(w.family >> s))
			}
			dst = append(dst, f.add('f').bucket())
		}
		prev = lemma
	}
	return append(dst, prev.add(' ').add('<').add('/').add('s').add('b').bucket())
}

// lexHash is an FNV-1a hash built up byte by byte.
type lexHash uint32

const (
	fnvOffset = 2166136261
	fnvPrime  = 16777619
)

func (h lexHash) add(b byte) lexHash { return (h ^ lexHash(b)) * fnvPrime }

// mix folds another hash into h.
func (h lexHash) mix(o lexHash) lexHash {
	for s := 0; s < 32; s += 8 {
		h = h.add(byte(o >> s))
	}
	return h
}

// lower adds s in lower case.
func (h lexHash) lower(s string) lexHash {
	var buf [utf8.UTFMax]byte
	for _, r := range s {
		if r < utf8.RuneSelf {
			if 'A' <= r && r <= 'Z' {
				r += 'a' - 'A'
			}
			h = h.add(byte(r))
			continue
		}
		n := utf8.EncodeRune(buf[:], unicode.ToLower(r))
		for _, b := range buf[:n] {
			h = h.add(b)
		}
	}
	return h
}

// wordOf adds the word's lemma in lower case, or its class for URLs,
// e-mail addresses, handles, numbers and emoji.
func (h lexHash) wordOf(w *word) lexHash {
	switch w.token.Class {
	case doc.ClassURL, doc.ClassEmail, doc.ClassHandle, doc.ClassNumber, doc.ClassEmoji:
		return h.add('<').add(byte(w.token.Class))
	}
	if w.lemma == "" {
		return h.lower(w.form)
	}
	return h.lower(w.lemma)
}

// bucket folds the hash into the LexBits-bit space.
func (h lexHash) bucket() uint32 {
	return uint32(h^h>>LexBits) & (1<<LexBits - 1)
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
// findings only when all are of the clearable types and not of high
// severity, it is confident the message is clean (more so when any is of
// medium severity), and the
// caller did not ask for paranoid_mode.
func (a *analysis) decide(d *Decision) {
	obs, sentences := observe(a.views, a.found, a.cx)
	p := d.Probability(obs)
	switch {
	case !obs.RuleOffensive && d.offensive < 1 && p >= d.offensive:
		if a.edited() && !a.vulgar() {
			break // out of the decision's domain (posts), and no vulgar word
		}
		if typ := d.Type(obs); !obs.Defers(typ) && a.evidenced(typ) && (p >= (1+d.offensive)/2 || a.firmlyEvidenced(typ)) {
			a.judge(d, typ, sentences)
		}
	case (obs.RuleWeak && p <= d.clean || obs.RuleClearable && p <= d.clear) && !a.cx.flags["paranoid_mode"]:
		// paranoid_mode asks for every word with an abusive reading.
		for i := range a.found {
			a.found[i] = slices.DeleteFunc(a.found[i], func(f finding) bool { return slices.Contains(offensiveTypes, f.typ) })
		}
	}
}

// A sentence of edited prose has at least editedNamedWords words and
// names someone or something (a proper noun other than a group's name),
// or editedLongWords words: short capitalised lines ("I hate women.", "No
// one else is as filthy as these people.") are what posts and the
// functional tests are made of.
const (
	editedNamedWords = 10
	editedLongWords  = 17
)

// edited reports whether the message reads as edited prose (news, a
// report, a letter) rather than a post: no sentence in a chat format or
// with a handle, hashtag, emoji or link, every one opening with a
// capital letter, not shouted and ending with a full stop or mark, and
// at least one long or naming something (editedNamedWords). The learned
// decision is trained on posts; on such prose, where the lexicon finds no
// vulgar word, its judgement of the whole message is out of its domain
// (reports on wars, militias and religion).
func (a *analysis) edited() bool {
	formed, long := a.formed()
	return formed && long
}

// formed reports whether every sentence of the message is written as in
// edited prose (not in a chat format, without handles, hashtags, emoji or
// links, opening with a capital letter, not shouted, and ended by a full
// stop or mark), and whether one is long or names something, as
// edited() asks.
func (a *analysis) formed() (formed, long bool) {
	for _, v := range a.views {
		if v.informal(a.cx.chat) {
			return false, false
		}
		first := -1
		upper, words, named := 0, 0, false
		for i, w := range v.words {
			if w.punct {
				continue
			}
			if first < 0 {
				first = i
			}
			words++
			if w.token.Case == doc.CaseUpper && len(w.form) > 1 {
				upper++
			}
			if w.token.POS == "PROPN" && i > first && !v.overlaps(&hit{start: i, end: i + 1}, kGroup) {
				named = true
			}
		}
		if first < 0 {
			continue
		}
		if c := v.words[first].token.Case; c != doc.CaseCapitalized && c != doc.CaseUpper && c != doc.CaseNone || 2*upper > words || !v.ended() {
			return false, false
		}
		long = long || words >= editedLongWords || named && words >= editedNamedWords
	}
	return true, long
}

// ended reports whether the sentence ends with a full stop, question or
// exclamation mark (closing quotes and brackets aside), as edited
// sentences do and posts often do not.
func (v *view) ended() bool {
	for i := len(v.words) - 1; i >= 0; i-- {
		w := &v.words[i]
		if !w.punct {
			return false
		}
		if strings.ContainsAny(w.token.Text, ".!?…。！？؟") {
			return true
		}
	}
	return false
}

// vulgar reports whether the message has a word the lexicon holds to be
// profane, sexual, an insult or a slur with some confidence; the lists'
// low-confidence entries ("kill", "crime", "Mexican") do not count.
func (a *analysis) vulgar() bool {
	for _, v := range a.views {
		for _, h := range v.hits {
			switch h.kind {
			case kProfanity, kSexual, kInsult, kSlur:
				if h.confidence > 0 {
					return true
				}
			}
		}
	}
	return false
}

// evidenced reports whether the message holds the kind of word the
// learned decision's type typ is about: profanity and sexual advances
// a vulgar word or an insult, however unsure, bigotry a group's name or
// a slur. Without one ("Do you storm a church taken over by terrorists",
// "If someone committed a crime against humanity, ...") the decision
// judges word shapes it has no type for.
func (a *analysis) evidenced(typ string) bool {
	switch typ {
	case "profanity", "sexual_advances":
		return a.holds(kProfanity, kSexual, kInsult, kSlur)
	case "bigotry":
		return a.holds(kGroup, kOtherGroup, kSlur)
	}
	return true
}

// firmKinds are, for each type of the learned decision, the kinds of
// word that are firm evidence of it when the lexicon is sure of them
// (firmlyEvidenced).
var firmKinds = map[string][]kind{
	"profanity":       vulgarKinds,
	"sexual_advances": vulgarKinds,
	"personal_attack": calledKinds,
	"generic":         calledKinds,
	"bigotry":         {kSlur, kInsult, kDehum, kNegAttr, kHate, kViolence, kExclude, kProfanity, kSexual},
}

// vulgarKinds are the words of vulgar and insulting language; calledKinds
// add what calls a person bad (firmKinds).
var (
	vulgarKinds = []kind{kProfanity, kSexual, kInsult, kSlur}
	calledKinds = []kind{kInsult, kProfanity, kSexual, kSlur, kNegAttr, kDehum, kCrimeNoun}
)

// firmlyEvidenced reports whether the message holds firm evidence of the
// learned decision's type typ: a message not written as edited prose is
// (see formed), a word of one of the type's firmKinds that the lists are
// sure of, a cue, or a word with a vulgar or insulting sense. In
// well-formed sentences whose only such words are list words the lists
// are unsure of, with another, everyday sense and no vulgar one
// ("church", "death", "illegal": the machine-translated lists' guesses),
// the decision must be surer: halfway from its threshold to certainty.
// Posts are the decision's own domain, where its lexical evidence counts
// without them.
func (a *analysis) firmlyEvidenced(typ string) bool {
	kinds, ok := firmKinds[typ]
	if !ok {
		return true
	}
	if formed, _ := a.formed(); !formed {
		return true
	}
	for _, v := range a.views {
		for i := range v.hits {
			h := &v.hits[i]
			if !slices.Contains(kinds, h.kind) {
				continue
			}
			if h.confidence > 0 || h.cue || a.cx.families == nil {
				return true
			}
			if r := (&ruler{v: v, cx: a.cx}); r.vulgarSense(h) && !r.neutralSenses(h) {
				return true
			}
		}
	}
	return false
}

// holds reports whether any sentence has a hit of one of kinds, however
// unsure ("hoe", "fat": words the lists know with low confidence).
func (a *analysis) holds(kinds ...kind) bool {
	for _, v := range a.views {
		for _, k := range kinds {
			if v.has(k, -1) {
				return true
			}
		}
	}
	return false
}

// judge adds one instance of the decision's type over the sentence that
// scores highest on its own.
func (a *analysis) judge(d *Decision, typ string, sentences []Observation) {
	best, bestScore := -1, math.Inf(-1)
	for i, o := range sentences {
		if s := d.score(o.Features, o.Lexical, 0); s > bestScore {
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
