package spell

import (
	"math/bits"
	"math/rand/v2"
	"os"
	"strings"
	"sync"
	"testing"
	"unicode/utf8"

	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/lexdata"
	"github.com/argot-nlp/argot/packs/all"
	"github.com/argot-nlp/argot/tokenize"
)

// store is the packs the tests read: those in $ARGOT_PACKS (a directory
// of <id>.argot files, as `go run ./lexdata/build -flat` writes) or the
// embedded ones.
var store = sync.OnceValue(func() *lexdata.Store {
	if dir := os.Getenv("ARGOT_PACKS"); dir != "" {
		return lexdata.NewStore(os.DirFS(dir))
	}
	return lexdata.NewStore(all.FS)
})

func corrector(t testing.TB, lang string) *Corrector {
	t.Helper()
	l, err := store().Language(lang)
	if err != nil {
		t.Fatal(err)
	}
	c, err := For(l)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// apply returns the sentence text with the corrections made.
func apply(toks []doc.Token, corr []Correction) string {
	var b strings.Builder
	next := 0
	for i := 0; i < len(toks); i++ {
		text, last := toks[i].Text, i
		if next < len(corr) && corr[next].Index == i {
			text, last = corr[next].Text, i+corr[next].Span-1
			next++
		}
		b.WriteString(text)
		if toks[last].SpaceAfter {
			b.WriteByte(' ')
		}
		i = last
	}
	return strings.TrimSpace(b.String())
}

func sentence(t testing.TB, c *Corrector, lang, text string, opts Options) (string, []Correction) {
	t.Helper()
	tk, err := tokenize.New(lang)
	if err != nil {
		t.Fatal(err)
	}
	var parts []string
	var all []Correction
	for _, s := range tk.Tokenize(text) {
		corr := c.Sentence(s.Tokens, opts)
		all = append(all, corr...)
		parts = append(parts, apply(s.Tokens, corr))
	}
	return strings.Join(parts, " "), all
}

func TestWord(t *testing.T) {
	c := corrector(t, "en")
	for _, tc := range []struct{ in, want string }{
		{"speling", "spelling"},
		{"korrectud", "corrected"},
		{"bycycle", "bicycle"},
		{"inconvient", "inconvenient"},
		{"peotry", "poetry"},
		{"word", "word"},
		{"Thier", "Their"},
		{"recieve", "receive"},
		{"f*ck", "fuck"},
		{"sh!t", "shit"},
		{"k!ll", "kill"},
		{"a$$", "ass"},
		{"h4t3", "hate"},
		{"k1ll", "kill"},
		{"fuuuuck", "fuck"},
		{"f.u.c.k", "fuck"},
		{"k-i-l-l", "kill"},
		{"ki\u200bll", "kill"},
		{"fսck", "fuck"},
		{"ｆｕｃｋ", "fuck"},
		// Same sound, three edits away: only the sound index finds it.
		{"annonsment", "announcement"},
		// A typo in the frequency list, far rarer than the word.
		{"occuring", "occurring"},
		// Contractions the subtitle counts split ("couldn", "'t") are
		// known; a clitic's typo is not.
		{"couldn't", "couldn't"},
		{"We'll", "We'll"},
		{"isn’t", "isn’t"},
	} {
		got, _ := c.Word(tc.in)
		if got != tc.want {
			t.Errorf("Word(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
	// A treebank form without a wordnet reading is no candidate: the EWT
	// typo "repition" is one edit from "repetion". (The Wikipedia list
	// wants "repetition"; since the error model counts Birkbeck's four
	// fifths, "reputation" ranks first.)
	if got, _ := c.Word("repetion"); got == "repition" {
		t.Errorf("Word(%q) = %q, a treebank typo", "repetion", got)
	}
}

// TestRunOn checks words typed without the space between two: taken
// apart alone and in running text where the pair is common, written with
// the hyphen the lexicon gives, and never cut into a single letter, nor
// where a word is frequent ("cannot"), listed or capitalised (a name).
func TestRunOn(t *testing.T) {
	c := corrector(t, "en")
	for _, tc := range []struct{ in, want string }{
		{"infact", "in fact"},
		{"atleast", "at least"},
		{"tennisplayer", "tennis player"},
		{"oldfashioned", "old-fashioned"},
		{"anut", "aunt"},
		{"cannot", "cannot"},
		{"into", "into"},
		{"Tobe", "Tube"},
	} {
		if got, _ := c.Word(tc.in); got != tc.want {
			t.Errorf("Word(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
	for _, tc := range []struct{ in, want string }{
		{"I was infact there.", "I was in fact there."},
		{"It costs upto ten pounds.", "It costs up to ten pounds."},
		// The pair is too rare in running text to cut the word.
		{"He calls everytime.", "He calls everytime."},
	} {
		if got, _ := sentence(t, c, "en", tc.in, Options{}); got != tc.want {
			t.Errorf("Sentence(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// TestCandidatesSpelledWithLetters checks that words of the frequency
// list with other characters (the subtitles' "couldn`t") are never
// proposed.
func TestCandidatesSpelledWithLetters(t *testing.T) {
	c := corrector(t, "en")
	for _, w := range []string{"couldnt", "didnt", "dont", "cant", "youre", "thats"} {
		got, _ := c.Word(w)
		for _, r := range got {
			if !wordRune(r) {
				t.Errorf("Word(%q) = %q", w, got)
				break
			}
		}
	}
	if c.contraction("does'nt") || c.contraction("'t") || c.contraction("couldn'") {
		t.Error("contraction accepts a clitic's typo or a bare part")
	}
}

// TestApostropheLeftOut checks that a contraction typed without its
// apostrophe gets it back when its first part is a piece the subtitle
// counts cut out of contractions, and not when it is a word of its own
// (babies, there) or a rare subtitle form ("mak").
func TestApostropheLeftOut(t *testing.T) {
	c := corrector(t, "en")
	if c.written == nil {
		t.Skip("the en pack has no written counts")
	}
	for _, tc := range []struct{ in, want string }{
		{"couldnt", "couldn't"},
		{"Doesnt", "Doesn't"},
		{"hadnt", "hadn't"},
		{"babys", ""},
		{"theres", ""},
		{"maks", ""},
		{"couldn't", ""},
		{"t", ""},
	} {
		got, ok := c.apostropheLeftOut(c.normalize(tc.in))
		if ok != (tc.want != "") || (ok && restoreCase(tc.in, got) != tc.want) {
			t.Errorf("apostropheLeftOut(%q) = %q, %v; want %q", tc.in, got, ok, tc.want)
		}
		if tc.want != "" {
			if w, _ := c.Word(tc.in); w != tc.want {
				t.Errorf("Word(%q) = %q, want %q", tc.in, w, tc.want)
			}
		}
	}
}

func TestSentence(t *testing.T) {
	for _, tc := range []struct {
		lang, in, want string
		opts           Options
	}{
		{"en", "I will br*k his neck and kll him", "I will break his neck and kill him", Options{}},
		{"en", "You f*ck and sh!t a$$.", "You fuck and shit ass.", Options{}},
		{"en", "f u c k you", "fuck you", Options{}},
		{"en", "you are a f u c k", "you are a fuck", Options{}},
		{"en", "k-i-l-l them all", "kill them all", Options{}},
		{"en", "f.u.c.k this", "fuck this", Options{}},
		{"en", "h4t3 you, I will k1ll you", "hate you, I will kill you", Options{}},
		{"en", "this is sooooo good", "this is so good", Options{}},
		{"en", "I recieved the pakage yesterday", "I received the package yesterday", Options{}},
		{"en", "Recieved the package", "Received the package", Options{}},
		{"en", "Recieved the package", "Recieved the package", Options{LowercaseOnly: true}},
		{"ru", "ты сука и идиoт", "ты сука и идиот", Options{}},
		{"de", "du bist ein arschl0ch", "du bist ein arschloch", Options{}},
		// Cyrillic leetspeak; syllables and kana spelled out or stretched
		// across the segmenter's tokens.
		{"ru", "это г0вн0", "это говно", Options{}},
		{"ko", "개.새.끼", "개새끼", Options{}},
		{"ja", "うんんんんんち", "うんち", Options{}},
		{"vi", "đ.ị.t", "địt", Options{}},
		// Never corrected.
		{"en", "Mail jhon@exmaple.com or see http://exmaple.com/recieve", "Mail jhon@exmaple.com or see http://exmaple.com/recieve", Options{}},
		{"en", "@recieve said #recieve 12345", "@recieve said #recieve 12345", Options{}},
		{"en", "We met Jonh Smiht at Gogle", "We met Jonh Smiht at Gogle", Options{}},
		{"en", "run x86_64 on my iPhone with user_name and mp3 2nd A4", "run x86_64 on my iPhone with user_name and mp3 2nd A4", Options{}},
		{"en", "the NASAA report", "the NASAA report", Options{}},
	} {
		got, _ := sentence(t, corrector(t, tc.lang), tc.lang, tc.in, tc.opts)
		if got != tc.want {
			t.Errorf("%s %q (%+v)\n got %q\nwant %q", tc.lang, tc.in, tc.opts, got, tc.want)
		}
	}
}

func TestKinds(t *testing.T) {
	c := corrector(t, "en")
	_, corr := sentence(t, c, "en", "I recieved f*ck", Options{})
	if len(corr) != 2 || corr[0].Kind != KindMisspelling || corr[1].Kind != KindObfuscation || corr[1].Span != 3 {
		t.Errorf("corrections = %+v", corr)
	}
}

func TestForNil(t *testing.T) {
	if _, err := For(nil); err == nil {
		t.Error("For(nil): no error")
	}
}

func TestAllLanguages(t *testing.T) {
	for _, id := range store().Languages() {
		c := corrector(t, id)
		if len(c.vocab.words) == 0 {
			t.Errorf("%s: empty vocabulary", id)
		}
	}
}

func FuzzCorrect(f *testing.F) {
	for _, s := range []string{"f*ck you", "h4t3 k1ll", "f u c k", "sooooo", "ki\u200bll", "ｆｕｃｋ", "Recieve", "a$$ @ss #x", "\xff\xfe"} {
		f.Add(s)
	}
	c := corrector(f, "en")
	tk, err := tokenize.New("en")
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if w, _ := c.Word(s); utf8.ValidString(s) && !utf8.ValidString(w) {
			t.Fatalf("Word(%q) = %q: invalid UTF-8", s, w)
		}
		for _, sent := range tk.Tokenize(s) {
			corr := c.Sentence(sent.Tokens, Options{})
			last := -1
			for _, k := range corr {
				if k.Index <= last || k.Span < 1 || k.Index+k.Span > len(sent.Tokens) {
					t.Fatalf("%q: bad correction %+v", s, k)
				}
				if !utf8.ValidString(k.Text) {
					t.Fatalf("%q: invalid UTF-8 in %+v", s, k)
				}
				last = k.Index + k.Span - 1
			}
		}
	})
}

func TestPlainDistance(t *testing.T) {
	// Against the textbook optimal-string-alignment recurrence, on random
	// words over a small alphabet (many near matches).
	ref := func(a, b []rune) int {
		d := make([][]int, len(a)+1)
		for i := range d {
			d[i] = make([]int, len(b)+1)
			d[i][0] = i
		}
		for j := range d[0] {
			d[0][j] = j
		}
		for i := 1; i <= len(a); i++ {
			for j := 1; j <= len(b); j++ {
				c := 1
				if a[i-1] == b[j-1] {
					c = 0
				}
				d[i][j] = min(d[i-1][j-1]+c, d[i-1][j]+1, d[i][j-1]+1)
				if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
					d[i][j] = min(d[i][j], d[i-2][j-2]+1)
				}
			}
		}
		return d[len(a)][len(b)]
	}
	rng := rand.New(rand.NewPCG(1, 2))
	word := func() []rune {
		w := make([]rune, rng.IntN(60))
		for i := range w {
			w[i] = rune('a' + rng.IntN(4))
		}
		return w
	}
	for range 2000 {
		a, b := word(), word()
		limit := rng.IntN(5)
		want := min(ref(a, b), limit+1)
		if got := plainDistance(a, b, limit); got != want {
			t.Fatalf("plainDistance(%q, %q, %d) = %d, want %d", string(a), string(b), limit, got, want)
		}
		var bag letterBag
		bag.fill(a)
		if bd := bag.distance(len(a), b); bd > ref(a, b) {
			t.Fatalf("bag distance of %q, %q = %d, above the edit distance", string(a), string(b), bd)
		}
		// Each edit takes at most one letter from either letter set.
		sa, sb := letterSet(a), letterSet(b)
		if d := ref(a, b); bits.OnesCount32(sa&^sb) > d || bits.OnesCount32(sb&^sa) > d {
			t.Fatalf("letter sets of %q, %q differ by more than %d edits", string(a), string(b), d)
		}
	}
}

func TestWordThreeEdits(t *testing.T) {
	// Word, told the word is wrong, reaches a long word three edits away;
	// Sentence, in running text, does not.
	c := corrector(t, "en")
	const typo = "neccesarrily" // c added, s left out, r doubled
	if got, _ := c.Word(typo); got != "necessarily" {
		t.Errorf("Word(%s) = %s", typo, got)
	}
	if k, ok := c.misspelling(typo, false, false); ok && k.word == "necessarily" {
		t.Errorf("misspelling(%s) without deep found %s", typo, k.word)
	}
}

// TestCorrectionScreen checks that the screened search of running text
// (correction) answers exactly as the full search followed by confident,
// on typos of frequent words (one or two random edits, some with an
// apostrophe or short enough for the boost-list rule).
func TestCorrectionScreen(t *testing.T) {
	for _, lang := range []string{"en", "de", "ru", "ar", "pl"} {
		c := corrector(t, lang)
		rng := rand.New(rand.NewPCG(7, uint64(len(lang))))
		words := c.FrequentWords(200, 150, 2)
		applied := 0
		for _, w := range words {
			rs := []rune(w)
			for range 3 {
				typo := append([]rune(nil), rs...)
				for range 1 + rng.IntN(2) {
					i := rng.IntN(len(typo))
					other := rs[rng.IntN(len(rs))]
					switch rng.IntN(4) {
					case 0:
						typo = append(typo[:i:i], typo[i+1:]...)
					case 1:
						typo = append(typo[:i:i], append([]rune{other}, typo[i:]...)...)
					case 2:
						typo[i] = other
					default:
						if i+1 < len(typo) {
							typo[i], typo[i+1] = typo[i+1], typo[i]
						}
					}
					if len(typo) == 0 {
						typo = append(typo, other)
					}
				}
				key := string(typo)
				if rng.IntN(20) == 0 {
					key += "'s"
				}
				want, wantOK := c.misspelling(key, false, false)
				wantOK = wantOK && c.confident(key, want)
				got, ok := c.correction(nil, key, "", "", true)
				if ok != wantOK || ok && got != want {
					t.Errorf("%s: correction(%q) = %+v, %v; full search %+v, %v", lang, key, got, ok, want, wantOK)
				}
				if ok {
					applied++
				}
			}
		}
		if applied == 0 {
			t.Errorf("%s: no typo corrected: the test checks nothing", lang)
		}
		t.Logf("%s: %d of %d typos corrected", lang, applied, 3*len(words))
	}
}

func TestModelDistance(t *testing.T) {
	// Against the weighted optimal-string-alignment recurrence that prices
	// every substitution, on random words whose letters meet every cost:
	// keyboard neighbours, vowels, accents, case, doubled letters.
	c := corrector(t, "en")
	ref := func(a, b []rune) float64 {
		d := make([][]float64, len(a)+1)
		for i := range d {
			d[i] = make([]float64, len(b)+1)
		}
		for j := 1; j <= len(b); j++ {
			d[0][j] = d[0][j-1] + indel(b, j-1)
		}
		for i := 1; i <= len(a); i++ {
			del := indel(a, i-1)
			if i == len(a) {
				del += costLastExtra
			}
			d[i][0] = d[i-1][0] + del
			for j := 1; j <= len(b); j++ {
				v := d[i-1][j-1]
				if a[i-1] != b[j-1] {
					v += c.model.sub(a[i-1], b[j-1], j-1)
					if i == len(a) && j == len(b) {
						v += costLastExtra
					}
				}
				v = min(v, d[i-1][j]+del, d[i][j-1]+indel(b, j-1))
				if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] && a[i-1] != a[i-2] {
					v = min(v, d[i-2][j-2]+c.model.transpose)
				}
				d[i][j] = v
			}
		}
		return d[len(a)][len(b)]
	}
	letters := []rune("asdeéiouEÉ")
	rng := rand.New(rand.NewPCG(3, 4))
	word := func() []rune {
		w := make([]rune, rng.IntN(12))
		for i := range w {
			w[i] = letters[rng.IntN(len(letters))]
		}
		return w
	}
	var buf []float64
	for range 5000 {
		a, b := word(), word()
		var got float64
		got, buf = c.model.distance(a, b, buf)
		if want := ref(a, b); got != want {
			t.Fatalf("distance(%q, %q) = %v, want %v", string(a), string(b), got, want)
		}
	}
}

func TestSentenceTextGap(t *testing.T) {
	// Against a scan of the text for each pair, on texts with multi-byte
	// and invalid UTF-8 and offsets in and out of range.
	ref := func(text string, offset int, a, b *doc.Token) (string, bool) {
		if text == "" {
			return "", false
		}
		from, to := a.Offset+a.Length-offset, b.Offset-offset
		if from < 0 || to < from || to-from > 8 {
			return "", false
		}
		i, start, end := 0, -1, -1
		for k := range text {
			if i == from {
				start = k
			}
			if i == to {
				end = k
				break
			}
			i++
		}
		if i == to && end < 0 {
			end = len(text)
		}
		if start < 0 || end < start {
			return "", false
		}
		return text[start:end], true
	}
	rng := rand.New(rand.NewPCG(5, 6))
	for _, text := range []string{"", "ki\u200bll it", "كتب الولد", "a\xffb c", "abc"} {
		s := &sentenceText{text: text, offset: 3}
		for range 500 {
			a := &doc.Token{Offset: rng.IntN(16), Length: rng.IntN(4)}
			b := &doc.Token{Offset: rng.IntN(16)}
			want, wantOK := ref(text, 3, a, b)
			if got, ok := s.gap(a, b); got != want || ok != wantOK {
				t.Fatalf("%q: gap(%d+%d, %d) = %q, %v; want %q, %v", text, a.Offset, a.Length, b.Offset, got, ok, want, wantOK)
			}
		}
	}
}

// candidates returns the words rank considers for key.
func candidates(c *Corrector, key string, deep bool) map[string]bool {
	out := map[string]bool{}
	c.rank(key, deep, reachAny, nil, func(id uint32, _ float64, _ *[numPenalties]float64) {
		out[c.vocab.words[id]] = true
	})
	return out
}

func TestWideCandidates(t *testing.T) {
	// Told the word is wrong, the search reaches words that sound like it,
	// or nearly, four edits away; running text does not.
	c := corrector(t, "en")
	for _, tc := range []struct{ typo, want string }{
		{"aquantience", "acquaintance"}, // same sound key, four edits
		{"abouth", "above"},             // sound key one edit off, three edits
		{"axedents", "accident"},        // sound key one edit off, four edits
	} {
		if !candidates(c, tc.typo, true)[tc.want] {
			t.Errorf("deep candidates of %s lack %s", tc.typo, tc.want)
		}
		if candidates(c, tc.typo, false)[tc.want] {
			t.Errorf("candidates of %s in running text have %s", tc.typo, tc.want)
		}
	}
}

func TestWordJoins(t *testing.T) {
	// Word takes a word typed apart as one; Sentence never sees one.
	c := corrector(t, "en")
	for typo, want := range map[string]string{"out side": "outside", "boy friend": "boyfriend", "Any own": "Anyone"} {
		if got, _ := c.Word(typo); got != want {
			t.Errorf("Word(%q) = %q, want %q", typo, got, want)
		}
	}
	if _, ok := c.misspelling("out side", false, false); ok {
		t.Error("misspelling of a spaced key without deep")
	}
}

func TestSoundNear(t *testing.T) {
	x := buildSoundIndex([]string{"cat", "cut", "kit", "act", "catalog", "dog"})
	got := map[string]bool{}
	for _, k := range x.near([]rune(phoneticKey("kat")), nil) {
		got[string(x.runes[k])] = true
	}
	for _, w := range []string{"cat", "act"} {
		if !got[phoneticKey(w)] {
			t.Errorf("near(kat) lacks the key of %s (%s): %v", w, phoneticKey(w), got)
		}
	}
	if got[phoneticKey("catalog")] || got[phoneticKey("dog")] {
		t.Errorf("near(kat) has keys more than one edit away: %v", got)
	}
}

// TestHyphenatedCompounds checks that a word written with hyphens between
// words the language knows is left as written (knownParts).
func TestHyphenatedCompounds(t *testing.T) {
	c := corrector(t, "en")
	tk, err := tokenize.New("en")
	if err != nil {
		t.Fatal(err)
	}
	for _, text := range []string{"It is a multi-billion deal.", "The shop is re-opening soon.", "His ex-aide spoke.", "The sub-standard work was redone."} {
		for _, s := range tk.Tokenize(text) {
			if ks := c.Sentence(s.Tokens, Options{Text: s.Text, Offset: s.Offset}); len(ks) > 0 {
				t.Errorf("%q: corrected %+v", text, ks)
			}
		}
	}
}
