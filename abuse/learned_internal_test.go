package abuse

import (
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/argot-nlp/argot/internal/doc"
)

// lexView is a sentence of plain words for the lexical features.
func lexView(forms ...string) *view {
	v := &view{}
	for _, f := range forms {
		tok := &doc.Token{Text: f}
		v.words = append(v.words, word{form: f, lemma: f, token: tok, punct: f == "." || f == "!"})
	}
	return v
}

func TestLexicalFeatures(t *testing.T) {
	a := lexicalFeatures(lexView("You", "IDIOT", "!"), nil)
	b := lexicalFeatures(lexView("you", "idiot"), nil)
	if !slices.Equal(a[:4], b[:4]) {
		t.Errorf("case changes the lemma features: %v, %v", a, b)
	}
	c := lexicalFeatures(lexView("idiot", "you"), nil)
	slices.Sort(b)
	slices.Sort(c)
	if slices.Equal(b, c) {
		t.Error("word order does not change the pair features")
	}
	for _, x := range append(a, c...) {
		if x >= 1<<LexBits {
			t.Errorf("bucket %d out of the hash space", x)
		}
	}
	if lexHash(fnvOffset).lower("ÉCOLE") != lexHash(fnvOffset).lower("école") {
		t.Error("non-ASCII letters are not lowercased")
	}
}

// TestLexicalFeaturesAllocations checks that hashing a sentence allocates
// nothing per word once the buffer is large enough.
func TestLexicalFeaturesAllocations(t *testing.T) {
	v := lexView("you", "are", "a", "COMPLETE", "idiot", "and", "everyone", "knows", "it", ".")
	buf := make([]uint32, 0, 64)
	if n := testing.AllocsPerRun(100, func() { buf = lexicalFeatures(v, buf[:0]) }); n != 0 {
		t.Errorf("%.1f allocations per sentence, want 0", n)
	}
	d := &Decision{types: []string{"generic"}, weights: map[string][]float32{"bias": {0.1, 0}}, lex: map[uint32][]float32{buf[0]: {1, 0}}}
	if n := testing.AllocsPerRun(100, func() { d.score(nil, buf, 0) }); n != 0 {
		t.Errorf("%.1f allocations to score a sentence, want 0", n)
	}
}

func FuzzDecodeDecision(f *testing.F) {
	for _, s := range []string{
		"@types\tprofanity\n@offensive\t0.8\n@clean\t0.1\n@lexbits\t18\nbias\t0.1\t0.2\n~5\t0.3\t-0.1\n",
		"@types\tprofanity\n~262143\t1\t1\n",
		"@lexbits\t18\n~x\n",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, raw []byte) {
		d, err := DecodeDecision(raw)
		if err != nil {
			return
		}
		back, err := DecodeDecision(d.Encode())
		if err != nil {
			t.Fatalf("re-decoding: %v", err)
		}
		if back.Len() != d.Len() {
			t.Fatalf("re-decoded %d features, want %d", back.Len(), d.Len())
		}
	})
}

// TestObserveClearable checks which of the rules' findings the decision
// may clear: never bigotry, never one of high severity.
func TestObserveClearable(t *testing.T) {
	tests := []struct {
		found           []finding
		clearable, weak bool
	}{
		{[]finding{{typ: "profanity", sev: low}}, true, true},
		{[]finding{{typ: "personal_attack", sev: medium}}, true, false},
		{[]finding{{typ: "personal_attack", sev: high}}, false, false},
		{[]finding{{typ: "profanity", sev: low}, {typ: "bigotry", sev: low}}, false, false},
		{nil, false, false},
	}
	for _, tt := range tests {
		obs, _ := observe([]*view{lexView("you", "idiot")}, [][]finding{tt.found}, &docFacts{})
		if obs.RuleOffensive != (len(tt.found) > 0) || obs.RuleClearable != tt.clearable || obs.RuleWeak != tt.weak {
			t.Errorf("%v: offensive %v, clearable %v, weak %v; want %v, %v, %v", tt.found, obs.RuleOffensive,
				obs.RuleClearable, obs.RuleWeak, len(tt.found) > 0, tt.clearable, tt.weak)
		}
		if len(obs.Lexical) == 0 {
			t.Errorf("%v: no lexical features", tt.found)
		}
	}
}

// editedView is a sentence of words with the case the tokenizer would
// give them and the part of speech of names.
func editedView(forms ...string) *view {
	v := &view{}
	for _, f := range forms {
		tok := &doc.Token{Text: f}
		punct := strings.ContainsAny(f, ".!?,")
		switch r, _ := utf8.DecodeRuneInString(f); {
		case punct:
		case strings.ToUpper(f) == f && len(f) > 1:
			tok.Case = doc.CaseUpper
		case unicode.IsUpper(r):
			tok.Case, tok.POS = doc.CaseCapitalized, "PROPN"
		default:
			tok.Case = doc.CaseLower
		}
		v.words = append(v.words, word{form: f, lemma: f, token: tok, punct: punct})
	}
	return v
}

// TestEdited checks what the learned decision takes for edited prose,
// where it does not judge a message on its own.
func TestEdited(t *testing.T) {
	words := func(s string) []string { return strings.Fields(strings.ReplaceAll(s, ".", " .")) }
	for _, c := range []struct {
		text string
		want bool
	}{
		{"The minister met officials from Tehran and Cairo on the second day of talks.", true},
		{"They said the army had left the northern towns and the roads were open again before the winter came.", true},
		{"No one else is as filthy as these people.", false},                                    // short, no name
		{"the minister met officials from Tehran and Cairo on the second day of talks.", false}, // no capital
		{"The minister met officials from Tehran and Cairo on the second day of talks", false},  // no full stop
		{"THE MINISTER MET OFFICIALS FROM TEHRAN AND CAIRO ON THE SECOND DAY OF TALKS.", false}, // shouted
	} {
		a := &analysis{views: []*view{editedView(words(c.text)...)}, cx: &docFacts{}}
		if got := a.edited(); got != c.want {
			t.Errorf("%q: edited %v, want %v", c.text, got, c.want)
		}
	}
	chat := &analysis{views: []*view{editedView(words("The minister met officials from Tehran and Cairo on the second day of talks.")...)},
		cx: &docFacts{chat: true}}
	if chat.edited() {
		t.Error("a chat message is taken for edited prose")
	}
}

// TestEvidenced checks that the learned decision's types need their kind
// of word: profanity a vulgar word or an insult, bigotry a group or a
// slur; other types need none.
func TestEvidenced(t *testing.T) {
	withHit := func(k kind) *analysis {
		v := editedView("they", "are", "here")
		v.clause = make([]int, len(v.words))
		if k != kNone {
			v.hits = []hit{{start: 1, end: 2, info: info{kind: k}}}
			v.byKind[k] = []int{0}
		}
		return &analysis{views: []*view{v}, cx: &docFacts{}}
	}
	for _, c := range []struct {
		typ  string
		k    kind
		want bool
	}{
		{"profanity", kNone, false},
		{"profanity", kInsult, true},
		{"profanity", kGroup, false},
		{"sexual_advances", kSexual, true},
		{"bigotry", kNone, false},
		{"bigotry", kCrimeNoun, false},
		{"bigotry", kGroup, true},
		{"bigotry", kSlur, true},
		{"personal_attack", kNone, true},
	} {
		if got := withHit(c.k).evidenced(c.typ); got != c.want {
			t.Errorf("evidenced(%s) with kind %d = %v, want %v", c.typ, c.k, got, c.want)
		}
	}
}

// TestFirmlyEvidenced checks when the learned decision needs more than
// its threshold: in a well-formed sentence whose only words of its type's
// kinds are unsure list words with no vulgar sense; a word the lists are
// sure of, a cue, or a post written as chat is firm evidence, and types
// without firm kinds need none.
func TestFirmlyEvidenced(t *testing.T) {
	for _, c := range []struct {
		forms      []string
		confidence uint8
		cue        bool
		typ        string
		want       bool
	}{
		{[]string{"They", "visited", "the", "church", "."}, 0, false, "profanity", false},
		{[]string{"They", "visited", "the", "church", "."}, 0, false, "bigotry", false},
		{[]string{"They", "visited", "the", "church", "."}, 0, false, "generic", false},
		{[]string{"They", "visited", "the", "church", "."}, 0, false, "criminal_activity", true},
		{[]string{"They", "visited", "the", "church", "."}, 2, false, "profanity", true},
		{[]string{"They", "visited", "the", "church", "."}, 2, false, "bigotry", true},
		{[]string{"They", "visited", "the", "church", "."}, 0, true, "profanity", true},
		{[]string{"they", "visited", "the", "church"}, 0, false, "profanity", true},
		{[]string{"they", "visited", "the", "church"}, 0, false, "bigotry", true},
	} {
		v := editedView(c.forms...)
		v.clause = make([]int, len(v.words))
		v.hits = []hit{{start: 3, end: 4, info: info{kind: kProfanity, confidence: c.confidence}, cue: c.cue}}
		v.byKind[kProfanity] = []int{0}
		a := &analysis{views: []*view{v}, cx: &docFacts{families: map[uint32][]info{}}}
		if got := a.firmlyEvidenced(c.typ); got != c.want {
			t.Errorf("%v (confidence %d, cue %v) %s: %v, want %v", c.forms, c.confidence, c.cue, c.typ, got, c.want)
		}
	}
}
