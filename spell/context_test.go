package spell

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/argot-nlp/argot/internal/conllu"
	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/internal/jsonl"
	"github.com/argot-nlp/argot/tokenize"
)

func TestContextSection(t *testing.T) {
	counts := map[uint32]uint64{
		ContextKey("sister", ""):   40,
		ContextKey("sitter", ""):   4,
		ContextKey("my", ""):       900,
		ContextKey("my", "sister"): 12,
	}
	data := EncodeContext(counts, 100_000)
	m, err := decodeContext(data)
	if err != nil {
		t.Fatal(err)
	}
	if l, ok := m.logCount(ContextKey("my", "sister")); !ok || l < 2.3 || l > 2.6 {
		t.Errorf("logCount(my sister) = %.2f, %v; want about ln 12", l, ok)
	}
	if _, ok := m.logCount(ContextKey("my", "sitter")); ok {
		t.Error("an uncounted pair has a count")
	}
	if f := m.fit("my", "sister", ""); f <= 0 {
		t.Errorf("fit(my sister) = %.2f, want > 0", f)
	}
	if f := m.fit("my", "sitter", "said"); f != 0 {
		t.Errorf("fit(my sitter said) = %.2f, want 0: no pair seen", f)
	}
	if ContextKey("a", "") == ContextKey("", "a") || ContextKey("ab", "c") == ContextKey("a", "bc") {
		t.Error("ContextKey confuses a word with a pair, or where a pair splits")
	}
	for _, bad := range [][]byte{
		nil,
		{9},
		data[:len(data)-1],
		append(append([]byte{}, data...), 0),
		{contextVersion, 0, 0},
		// two keys out of order
		{contextVersion, 5, 2, 2, 0, 0, 0, 1, 0, 0, 0, 1, 1},
	} {
		if _, err := decodeContext(bad); !errors.Is(err, errContext) {
			t.Errorf("decodeContext(% x) = %v, want errContext", bad, err)
		}
	}
}

func FuzzDecodeContext(f *testing.F) {
	f.Add(EncodeContext(map[uint32]uint64{ContextKey("a", ""): 3, ContextKey("a", "b"): 2}, 10))
	f.Add([]byte{contextVersion, 1, 0})
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := decodeContext(data)
		if err != nil {
			return
		}
		m.fit("a", "b", "c")
		m.fit(ContextStart, "b", ContextEnd)
	})
}

// TestContextCorrections checks corrections that only the English pack's
// context model makes: each is refused without neighbours (the candidate
// differs at the last letter, or costs more than a correction of the word
// alone may) and made between them.
func TestContextCorrections(t *testing.T) {
	c := corrector(t, "en")
	if c.context == nil || !c.context.vouches {
		t.Fatal("the en pack has no " + SectionContext + " that vouches")
	}
	tk, err := tokenize.New("en")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ text, wrong, want string }{
		{"Then we went bakh to the car.", "bakh", "back"},
		{"Suddenly it bacam very dark.", "bacam", "became"},
		{"He broug it home.", "broug", "brought"},
		{"We played in the snowe on Sunday.", "snowe", "snow"},
	} {
		if k, ok := c.correction(nil, tc.wrong, "", "", true); ok {
			t.Errorf("%s alone: corrected to %s; the test needs a word only the context corrects", tc.wrong, k.word)
		}
		got := ""
		for _, s := range tk.Tokenize(tc.text) {
			for _, k := range c.Sentence(s.Tokens, Options{Text: s.Text, Offset: s.Offset}) {
				if s.Tokens[k.Index].Text == tc.wrong {
					got = k.Text
				}
			}
		}
		if got != tc.want {
			t.Errorf("%q: %s corrected to %q, want %q", tc.text, tc.wrong, got, tc.want)
		}
	}
	// The context never vouches for a correction of a known word or of a
	// rare word its neighbours do not pair with.
	for _, text := range []string{"The sitter said no.", "We met the Quaker elders."} {
		for _, s := range tk.Tokenize(text) {
			if ks := c.Sentence(s.Tokens, Options{Text: s.Text, Offset: s.Offset}); len(ks) > 0 {
				t.Errorf("%q: corrected %+v", text, ks)
			}
		}
	}
}

// TestUnlistedCorrections checks corrections of known words the lexicon
// does not list (unlistedCorrection): read by a guess of its morphology
// ("stoped", "polic", "keept") or rare in the frequency list ("untill"),
// they are corrected where the neighbours vouch; listed words are not,
// however odd in their sentence ("sow", "fare"), nor a word whose
// neighbours vouch for no candidate ("ther first").
func TestUnlistedCorrections(t *testing.T) {
	c := corrector(t, "en")
	tk, err := tokenize.New("en")
	if err != nil {
		t.Fatal(err)
	}
	corrections := func(text string) map[string]string {
		got := map[string]string{}
		for _, s := range tk.Tokenize(text) {
			for _, k := range c.Sentence(s.Tokens, Options{Text: s.Text, Offset: s.Offset}) {
				got[s.Tokens[k.Index].Text] = k.Text
			}
		}
		return got
	}
	for _, tc := range []struct{ text, wrong, want string }{
		{"The bus stoped at the corner.", "stoped", "stopped"},
		{"We waited untill the end.", "untill", "until"},
		{"I called the polic and they came.", "polic", "police"},
		{"The boy keept the ball.", "keept", "kept"},
		{"He killd the spider.", "killd", "killed"},
		{"He sed it was fine.", "sed", "said"},
	} {
		if !c.Known(tc.wrong) || c.lang.Listed(tc.wrong) {
			t.Errorf("%s: known %v, listed %v; the test needs a known word the lexicon does not list", tc.wrong, c.Known(tc.wrong), c.lang.Listed(tc.wrong))
		}
		if got := corrections(tc.text)[tc.wrong]; got != tc.want {
			t.Errorf("%q: %s corrected to %q, want %q", tc.text, tc.wrong, got, tc.want)
		}
	}
	// British spellings the lexicon does not list are no typos of the
	// American ones (variantKey).
	for _, w := range []string{"organisers", "criticised"} {
		if !c.Known(w) || c.lang.Listed(w) {
			t.Errorf("%s: known %v, listed %v; the test needs a known word the lexicon does not list", w, c.Known(w), c.lang.Listed(w))
		}
	}
	// Insults the lexicon does not list are moderation vocabulary, kept
	// as written ("spac" is no typo of space).
	for _, text := range []string{"The sow was sick.", "We went to the fare with our friends.", "It was ther first day.",
		"The festival organisers said they would return.", "He criticised the plan.", "The group weaponised the data.", "you are a spac and a minger"} {
		if got := corrections(text); len(got) > 0 {
			t.Errorf("%q: corrected %v", text, got)
		}
	}
}

// TestContextTuning prints how the context weights do on their tuning
// material, for choosing them: corrections in context on the tuning fifth
// of the Holbrook sentences (the pairs MisspellingTuning keeps), and words
// changed in clean text: the fifth of the English EWT training sentences
// that the pack's counts leave out (ContextTuning), and the fifth of the
// BBC news articles of devsets/topics that NewsTuning keeps, each a
// document. The lexicon lists every word of the EWT training text, so
// only the BBC text, British and full of names, shows what happens to the
// words it lacks. It runs with
// ARGOT_SPELL_CONTEXT_TUNE=1 and the shared data beside the repository:
//
//	ARGOT_SPELL_CONTEXT_TUNE=1 go test ./spell -run TestContextTuning -v
func TestContextTuning(t *testing.T) {
	if os.Getenv("ARGOT_SPELL_CONTEXT_TUNE") == "" {
		t.Skip("set ARGOT_SPELL_CONTEXT_TUNE=1")
	}
	c := corrector(t, "en")
	if c.context == nil {
		t.Fatal("the en pack has no " + SectionContext)
	}
	tk, err := tokenize.New("en")
	if err != nil {
		t.Fatal(err)
	}
	shared := filepath.Join("..", "..", "shared")
	type pair struct{ wrong, right, context string }
	var pairs []pair
	err = jsonl.Lines(filepath.Join(shared, "devsets", "spelling", "en_mitton_holbrook_context.jsonl.zst"), func(line []byte) error {
		var p struct {
			Wrong, Right string
			Context      *string
		}
		if err := json.Unmarshal(line, &p); err != nil {
			return err
		}
		if p.Context != nil && MisspellingTuning(p.Wrong, p.Right) {
			pairs = append(pairs, pair{p.Wrong, p.Right, *p.Context})
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	r, err := conllu.Open(filepath.Join(shared, "lexsrc", "ud", "en", "en_ewt-ud-train.conllu.zst"))
	if err != nil {
		t.Fatal(err)
	}
	var clean []string
	for {
		s, err := r.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		if ContextTuning(s.Text) {
			clean = append(clean, s.Text)
		}
	}
	var bbc [][]doc.Sentence
	err = jsonl.Lines(filepath.Join(shared, "devsets", "topics", "en_bbcnews.jsonl.zst"), func(line []byte) error {
		var a struct{ ID, Text string }
		if err := json.Unmarshal(line, &a); err != nil {
			return err
		}
		if NewsTuning(a.ID) {
			bbc = append(bbc, tk.Tokenize(a.Text))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	type result struct{ right, scored, changed, words, bbcChanged, bbcWords int }
	// changes counts the words Sentence changes in documents, with the
	// names each document writes (as the stage reads a request).
	changes := func(docs [][]doc.Sentence) (changed, words int) {
		for _, sents := range docs {
			names := c.Names(sents)
			for _, s := range sents {
				words += len(s.Tokens)
				for _, k := range c.Sentence(s.Tokens, Options{Text: s.Text, Offset: s.Offset, Names: names}) {
					if k.Kind == KindMisspelling {
						changed += k.Span
					}
				}
			}
		}
		return changed, words
	}
	var ewt [][]doc.Sentence
	for _, text := range clean {
		ewt = append(ewt, tk.Tokenize(text))
	}
	run := func() (r result) {
		for _, p := range pairs {
			for _, s := range tk.Tokenize(p.context) {
				for i, tok := range s.Tokens {
					if tok.Text != p.wrong {
						continue
					}
					r.scored++
					for _, k := range c.Sentence(s.Tokens, Options{Text: s.Text, Offset: s.Offset}) {
						if k.Index == i && k.Span == 1 && strings.EqualFold(k.Text, p.right) {
							r.right++
						}
					}
				}
			}
		}
		r.changed, r.words = changes(ewt)
		r.bbcChanged, r.bbcWords = changes(bbc)
		return r
	}
	row := func(r result) string {
		return fmt.Sprintf("%d/%d | %d/%d | %d/%d |", r.right, r.scored, r.changed, r.words, r.bbcChanged, r.bbcWords)
	}
	defer func(w, mu, fit, cost float64) {
		contextWeight, contextMu, contextMinFit, contextMaxCost = w, mu, fit, cost
	}(contextWeight, contextMu, contextMinFit, contextMaxCost)
	fmt.Println("| weight | μ | min fit | max cost | Holbrook right | EWT changed | BBC changed |")
	fmt.Println("|---:|---:|---:|---:|---:|---:|---:|")
	fmt.Printf("| shipped %.2f | %.0f | %.0f | %.0f | %s\n", contextWeight, contextMu, contextMinFit, contextMaxCost, row(run()))
	saved := c.context
	c.context = nil
	fmt.Printf("| no context | | | | %s\n", row(run()))
	c.context = saved
	for _, w := range []float64{0.25, 0.5, 1} {
		for _, mu := range []float64{100, 1000, 10000} {
			for _, cost := range []float64{2, 3, 4} {
				contextWeight, contextMu, contextMaxCost = w, mu, cost
				fmt.Printf("| %.2f | %.0f | %.0f | %.0f | %s\n", w, mu, contextMinFit, cost, row(run()))
			}
		}
	}
}

// TestVariantKey checks that British and American spellings share a key
// and that typos near such patterns do not.
func TestVariantKey(t *testing.T) {
	for _, p := range [][2]string{
		{"organisers", "organizers"}, {"criticised", "criticized"}, {"colour", "color"}, {"behaviour", "behavior"},
		{"travelled", "traveled"}, {"modelling", "modeling"}, {"centre", "center"}, {"theatres", "theaters"},
		{"fibre", "fiber"}, {"catalogue", "catalog"}, {"practises", "practices"}, {"defence", "defense"},
		{"licence", "license"}, {"analyse", "analyze"},
	} {
		if variantKey(p[0]) != variantKey(p[1]) {
			t.Errorf("%s and %s: keys %q and %q differ", p[0], p[1], variantKey(p[0]), variantKey(p[1]))
		}
	}
	for _, p := range [][2]string{{"untill", "until"}, {"kiled", "killed"}, {"caled", "called"}, {"yor", "your"}, {"for", "four"}, {"sentense", "sentence"}, {"sed", "said"}, {"stoped", "stopped"}} {
		if variantKey(p[0]) == variantKey(p[1]) {
			t.Errorf("%s and %s share the key %q", p[0], p[1], variantKey(p[0]))
		}
	}
}

// TestUnknownFloor checks that a capitalised first word whose best
// candidate scores below unknownFloor is left alone (a name, "Cadbury"),
// though that candidate is confident, while a capitalised typo whose
// candidate scores above it is still corrected.
func TestUnknownFloor(t *testing.T) {
	c := corrector(t, "en")
	tk, err := tokenize.New("en")
	if err != nil {
		t.Fatal(err)
	}
	as := c.alternatives("cadbury", reachConfident)
	if len(as) == 0 {
		t.Fatal("cadbury has no confident candidates: the test needs one")
	}
	if k, score, _ := c.choose(as, ContextStart, "said"); score > unknownFloor || !c.confident("cadbury", k) {
		t.Fatalf("cadbury: best %s scores %.2f (confident %v); the test needs a confident one below the floor", k.word, score, c.confident("cadbury", k))
	}
	for text, want := range map[string]int{"Cadbury said profits rose.": 0, "Reserch was cut.": 1} {
		if ks := c.Sentence(tk.Tokenize(text)[0].Tokens, Options{}); len(ks) != want {
			t.Errorf("%q: %d corrections (%+v), want %d", text, len(ks), ks, want)
		}
	}
}
