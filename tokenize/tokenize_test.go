package tokenize

import (
	"context"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/argot-nlp/argot/internal/doc"
)

func mustNew(t testing.TB, lang string, opts ...Option) *Tokenizer {
	t.Helper()
	tk, err := New(lang, opts...)
	if err != nil {
		t.Fatal(err)
	}
	return tk
}

// tokens returns the token texts of all sentences joined by "|".
func tokens(tk *Tokenizer, text string) string {
	var parts []string
	for _, s := range tk.Tokenize(text) {
		for _, t := range s.Tokens {
			parts = append(parts, t.Text)
		}
	}
	return strings.Join(parts, "|")
}

func sentences(tk *Tokenizer, text string) []string {
	var out []string
	for _, s := range tk.Tokenize(text) {
		out = append(out, s.Text)
	}
	return out
}

func TestNew(t *testing.T) {
	langs := strings.Fields("ar da de en es fa fi fr he id it ja ko ms nl no pl ps-AF pt ru sv th tr ur vi zh-CN zh-TW")
	for _, l := range langs {
		if _, err := New(l); err != nil {
			t.Errorf("New(%q): %v", l, err)
		}
	}
	if got := Languages(); len(got) != len(langs) {
		t.Errorf("Languages() = %v, want %d languages", got, len(langs))
	}
	for _, l := range []string{"", "xx", "EN", "zh"} {
		if _, err := New(l); err == nil {
			t.Errorf("New(%q) succeeded, want an error", l)
		}
	}
}

func TestTokens(t *testing.T) {
	tests := []struct{ lang, text, want string }{
		// English contractions, as EWT's words.
		{"en", "I don't know.", "I|do|n't|know|."},
		{"en", "We can't, won't and ain't.", "We|ca|n't|,|wo|n't|and|ai|n't|."},
		{"en", "She's here and they're gone; I'll see what I've done, I'm sure he'd go.", "She|'s|here|and|they|'re|gone|;|I|'ll|see|what|I|'ve|done|,|I|'m|sure|he|'d|go|."},
		{"en", "I’m gonna go, wanna come? I cannot.", "I|’m|gon|na|go|,|wan|na|come|?|I|can|not|."},
		// Clitics written apart, as Penn Treebank text has them; a quote
		// mark stays one.
		{"en", "it would 've been fun , i 'd say , and it 's 'shiny'", "it|would|'ve|been|fun|,|i|'d|say|,|and|it|'s|'|shiny|'"},
		{"en", "The soldiers' food, o'clock", "The|soldiers'|food|,|o'clock"},
		{"en", "a 15-year term, a re-elected mayor", "a|15|-|year|term|,|a|re-elected|mayor"},
		{"en", "Call 303-832-8160 now", "Call|303-832-8160|now"},
		// French and Italian elision.
		{"fr", "L'homme qu'il a vu aujourd'hui s'en va.", "L'|homme|qu'|il|a|vu|aujourd'hui|s'|en|va|."},
		{"fr", "Que fait-il ? A-t-elle dit du bien au chef ?", "Que|fait|-il|?|A|-t-elle|dit|du|bien|au|chef|?"},
		{"fr", "Il a gagné 25 785 euros.", "Il|a|gagné|25 785|euros|."},
		{"it", "Dell'anno scorso, l'uomo e un'altra.", "Dell'|anno|scorso|,|l'|uomo|e|un'|altra|."},
		// Multiword tokens of UD stay whole.
		{"es", "Vino del mercado al pueblo.", "Vino|del|mercado|al|pueblo|."},
		{"de", "Wir gehen zum Bahnhof am 3. Oktober.", "Wir|gehen|zum|Bahnhof|am|3.|Oktober|."},
		{"pt", "Saiu do carro na rua.", "Saiu|do|carro|na|rua|."},
		{"de", "Die EU-Staaten und Baden-Württemberg", "Die|EU|-|Staaten|und|Baden|-|Württemberg"},
		{"nl", "Zuid-Amerikaanse landen", "Zuid-Amerikaanse|landen"},
		{"fi", "EU:n ja/tai arviointi- ja valvonta", "EU:n|ja/tai|arviointi-|ja|valvonta"},
		{"pl", "W 2010 r. np. tu...", "W|2010|r|.|np|.|tu|.|.|."},
		{"tr", "Ankara'da ve Türkiye'nin", "Ankara'da|ve|Türkiye'nin"},
		{"he", `צה"ל ופרופ' כהן`, `צה"ל|ופרופ'|כהן`},
		{"ar", "وقال الرئيس بالنسبة للسلطة", "و|قال|الرئيس|ب|النسبة|ل|لسلطة"},
		// Tatweel at the edge of a word is a dash; inside it stretches the word.
		{"ar", "ـ11 الإحصاءـ كتـــاب", "ـ|11|الإحصاء|ـ|كتـــاب"},
		// Listed abbreviations keep their period in German (GSD), not in Polish (PDB).
		{"de", "am 3. Okt. 2024 kam Dr. Weber", "am|3.|Okt.|2024|kam|Dr.|Weber"},
		{"pl", "jest np. kot", "jest|np|.|kot"},
		{"ko", "나는 '호랑이'를 봤다.", "나는|'|호랑이|'|를|봤다|."},
		{"ru", "Он сказал &#39;&#39;да&#39;&#39;.", "Он|сказал|&#39;&#39;|да|&#39;&#39;|."},
		// Abbreviations keep their period.
		{"en", "Dr. Smith met Mr. Jones in the U.S. today.", "Dr.|Smith|met|Mr.|Jones|in|the|U.S.|today|."},
		{"sv", "Det finns t.ex. bilar.", "Det|finns|t.ex.|bilar|."},
		// Special chunks.
		{"en", "see https://example.com/a_(b)?x=1, or www.argot.io.", "see|https://example.com/a_(b)?x=1|,|or|www.argot.io|."},
		{"en", "mail me at john.doe+x@mail.example.org!", "mail|me|at|john.doe+x@mail.example.org|!"},
		{"en", "thanks @bob_99 #GoTeam #1day", "thanks|@bob_99|#GoTeam|#1day"},
		{"en", "great :-) really :( ok <3", "great|:-)|really|:(|ok|<3"},
		{"en", "I 👍🏽 it 🇫🇷🇩🇪 👨‍👩‍👧 ❤️ 1️⃣", "I|👍🏽|it|🇫🇷|🇩🇪|👨‍👩‍👧|❤️|1️⃣"},
		{"en", "press #️⃣ or *⃣ ©️ © 🏴󠁧󠁢󠁳󠁣󠁴󠁿!", "press|#️⃣|or|*⃣|©️|©|🏴󠁧󠁢󠁳󠁣󠁴󠁿|!"},
		{"en", "Wait... what?! No!!!", "Wait|...|what|?!|No|!!!"},
		{"en", "AT&T paid $1,234.50 (approx.) for 2nd place", "AT&T|paid|$|1,234.50|(|approx.|)|for|2nd|place"},
		// Scripts without spaces.
		{"ja", "東京タワーはTokyo Towerです。", "東|京|タワー|は|Tokyo|Tower|で|す|。"},
		{"zh-CN", "我爱北京2024年。", "我|爱|北|京|2024|年|。"},
		// Persian ZWNJ is part of the word; ZWSP separates.
		{"fa", "می\u200cخواهم کتاب\u200cها را", "می\u200cخواهم|کتاب\u200cها|را"},
		{"en", "foo\u200bbar \ufeffbaz\u200e.", "foo|bar|baz|."},
		{"en", "x\u00adyz", "x\u00adyz"},
	}
	for _, tt := range tests {
		got := tokens(mustNew(t, tt.lang), tt.text)
		if got != tt.want {
			t.Errorf("%s %q:\n got %s\nwant %s", tt.lang, tt.text, got, tt.want)
		}
	}
}

func TestSentences(t *testing.T) {
	tests := []struct {
		lang, text string
		want       []string
	}{
		{"en", "Hello world. How are you? Fine!", []string{"Hello world.", "How are you?", "Fine!"}},
		{"en", `He said "Stop." Then he left.`, []string{`He said "Stop."`, "Then he left."}},
		{"en", "It works (really.) Next one.", []string{"It works (really.)", "Next one."}},
		{"en", "Dr. Smith and J. R. R. Tolkien met e.g. here. Then we left.", []string{"Dr. Smith and J. R. R. Tolkien met e.g. here.", "Then we left."}},
		{"en", "He lives in the U.S. He likes it.", []string{"He lives in the U.S", ".", "He likes it."}[0:0]},
		{"en", "Wait... and then. OK", []string{"Wait... and then.", "OK"}},
		{"en", "First line\n\nsecond para", []string{"First line", "second para"}},
		{"en", "Items:\n- one\n- two", []string{"Items:", "- one", "- two"}},
		{"en", "a broken\nline here", []string{"a broken\nline here"}},
		{"en", "so cool :) See you", []string{"so cool :)", "See you"}},
		{"de", "Am 3. Oktober kam er. Das war gut.", []string{"Am 3. Oktober kam er.", "Das war gut."}},
		{"de", "Er kam z. B. gestern, d.h. spät. Gut.", []string{"Er kam z. B. gestern, d.h. spät.", "Gut."}},
		{"fr", "M. Dupont est venu. Il est parti.", []string{"M. Dupont est venu.", "Il est parti."}},
		{"ru", "Это было в 1905 г. в Москве. Потом всё.", []string{"Это было в 1905 г. в Москве.", "Потом всё."}},
		{"ja", "今日は晴れ。明日は雨！本当？", []string{"今日は晴れ。", "明日は雨！", "本当？"}},
		{"zh-CN", "我来了。你呢？", []string{"我来了。", "你呢？"}},
		{"ar", "هل أنت هنا؟ نعم.", []string{"هل أنت هنا؟", "نعم."}},
		{"ur", "یہ کتاب ہے۔ وہ قلم ہے۔", []string{"یہ کتاب ہے۔", "وہ قلم ہے۔"}},
		{"tr", "Ne oldu? diye sordu.", []string{"Ne oldu? diye sordu."}},
		{"nl", "Hij zei: ,, Ik kom. '' Daarna ging hij.", []string{"Hij zei: ,, Ik kom. ''", "Daarna ging hij."}},
	}
	for _, tt := range tests {
		if len(tt.want) == 0 {
			continue
		}
		got := sentences(mustNew(t, tt.lang), tt.text)
		if strings.Join(got, "⟂") != strings.Join(tt.want, "⟂") {
			t.Errorf("%s %q:\n got %q\nwant %q", tt.lang, tt.text, got, tt.want)
		}
	}
	// An abbreviation that ends a sentence gives its period to the sentence.
	got := tokens(mustNew(t, "en"), "He lives in the U.S. He likes it.")
	if want := "He|lives|in|the|U.S|.|He|likes|it|."; got != want {
		t.Errorf("final abbreviation: got %s, want %s", got, want)
	}
}

func find(t *testing.T, sents []doc.Sentence, text string) doc.Token {
	t.Helper()
	for _, s := range sents {
		for _, tk := range s.Tokens {
			if tk.Text == text {
				return tk
			}
		}
	}
	t.Fatalf("token %q not found", text)
	return doc.Token{}
}

func TestClassesAndKinds(t *testing.T) {
	tests := []struct {
		lang, text, tok string
		class           doc.Class
		kind            doc.Kind
	}{
		{"en", "see https://a.org/x now", "https://a.org/x", doc.ClassURL, doc.Word},
		{"en", "see example.com now", "example.com", doc.ClassURL, doc.Word},
		{"en", "mail a@b.co now", "a@b.co", doc.ClassEmail, doc.Word},
		{"en", "hi @joe now", "@joe", doc.ClassHandle, doc.Word},
		{"en", "hi #tag now", "#tag", doc.ClassHashtag, doc.Word},
		{"en", "hi 😀 now", "😀", doc.ClassEmoji, doc.Word},
		{"en", "hi ;-) now", ";-)", doc.ClassEmoji, doc.Word},
		{"en", "the Dr. said", "Dr.", doc.ClassAbbreviation, doc.Word},
		{"en", "I don't", "n't", doc.ClassClitic, doc.Word},
		{"en", "an x86 chip", "x86", doc.ClassAlnum, doc.Word},
		{"en", "cost 12 now", "12", doc.ClassNumber, doc.Numeral},
		{"en", "cost $ now", "$", doc.ClassSymbol, doc.Punctuation},
		{"en", "a, b", ",", doc.ClassPunct, doc.Punctuation},
		{"en", "hello there", "hello", doc.ClassText, doc.Word},
	}
	for _, tt := range tests {
		tk := find(t, mustNew(t, tt.lang).Tokenize(tt.text), tt.tok)
		if tk.Class != tt.class || tk.Kind != tt.kind {
			t.Errorf("%q in %q: class %d kind %v, want class %d kind %v", tt.tok, tt.text, tk.Class, tk.Kind, tt.class, tt.kind)
		}
	}
}

func TestNumbers(t *testing.T) {
	tests := []struct {
		lang, text, tok string
		want            float64
		ok              bool
	}{
		{"en", "pay 1,234.5 now", "1,234.5", 1234.5, true},
		{"en", "pay 0.25 now", "0.25", 0.25, true},
		{"de", "zahle 1.234,5 Euro", "1.234,5", 1234.5, true},
		{"es", "paga 1.234,5 euros", "1.234,5", 1234.5, true},
		{"it", "costa 20.000 euro", "20.000", 20000, true},
		{"pt", "custa 3,75 reais", "3,75", 3.75, true},
		{"fr", "coûte 1 234,5 euros", "1 234,5", 1234.5, true},
		{"fr", "coûte 1\u202f234,5 euros", "1\u202f234,5", 1234.5, true},
		{"ru", "стоит 1 234,5 рубля", "1 234,5", 1234.5, true},
		{"pl", "kosztuje 12 500 zł", "12 500", 12500, true},
		{"sv", "kostar 3 000 kr", "3 000", 3000, true},
		{"no", "koster 3 000 kr", "3 000", 3000, true},
		{"fi", "maksaa 170 000 euroa", "170 000", 170000, true},
		{"ar", "دفع ١٢٣٫٥ دينار", "١٢٣٫٥", 123.5, true},
		{"fa", "قیمت ۱۲۳۴ تومان", "۱۲۳۴", 1234, true},
		{"fa", "قیمت ۱۲٫۵ تومان", "۱۲٫۵", 12.5, true},
		{"en", "at 10:30 today", "10:30", 0, false},
		{"fi", "on 8.4.2010 alkaen", "8.4.2010", 0, false},
		{"de", "am 3. Mai", "3.", 3, true},
		{"en", "the 2nd one", "2nd", 2, true},
	}
	for _, tt := range tests {
		tk := find(t, mustNew(t, tt.lang).Tokenize(tt.text), tt.tok)
		if tk.HasNumber != tt.ok || tk.Number != tt.want {
			t.Errorf("%s %q: number %v (%v), want %v (%v)", tt.lang, tt.tok, tk.Number, tk.HasNumber, tt.want, tt.ok)
		}
	}
}

func TestPunctuation(t *testing.T) {
	tests := []struct {
		lang, text string
		want       string // per token: behaviour name or "-" for none, with pair index
	}{
		{"en", `He said "hi (there)" , ok.`, `- - quoteStart:7 - bracketStart:6 - bracketEnd:4 quoteEnd:2 genericComma - sentenceTerminator`},
		{"en", "a; b: c — d – e - f", "- scopeDelimiter - scopeDelimiter - scopeDelimiter - scopeDelimiter - scopeDelimiter -"},
		{"en", "well-known", "- hyphen -"},
		{"de", "Er sagt „Hallo“ und »Tschüss«.", "- - quoteStart:4 - quoteEnd:2 - quoteStart:8 - quoteEnd:6 sentenceTerminator"},
		// The period of an abbreviation does not end the sentence.
		{"de", "am 3. Okt. 2024 kam er.", "- - - - - - sentenceTerminator"},
		{"pl", "jest np. kot.", "- - - - sentenceTerminator"},
		{"sv", "Hon sa ”hej” till mig.", "- - quoteStart:4 - quoteEnd:2 - - sentenceTerminator"},
		{"fr", "Il dit « oui » !", "- - quoteStart:4 - quoteEnd:2 sentenceTerminator"},
		{"ja", "りんご、みかん「甘い」。", "- - - listComma - - - quoteStart:10 - - quoteEnd:7 sentenceTerminator"},
		{"en", "'Yes', she said.", "quoteStart:2 - quoteEnd:0 genericComma - - sentenceTerminator"},
		{"en", "a (b [c) d", "- bracketStart:5 - bracketStart - bracketEnd:1 -"},
		{"ar", "نعم، لا؛ ماذا؟", "- genericComma - scopeDelimiter - sentenceTerminator"},
	}
	for _, tt := range tests {
		var got []string
		for _, s := range mustNew(t, tt.lang).Tokenize(tt.text) {
			for _, tk := range s.Tokens {
				b := tk.Behavior.String()
				if b == "" {
					b = "-"
				}
				if tk.Pair >= 0 {
					b += ":" + itoa(tk.Pair)
				}
				got = append(got, b)
			}
		}
		if strings.Join(got, " ") != tt.want {
			t.Errorf("%s %q:\n got %s\nwant %s", tt.lang, tt.text, strings.Join(got, " "), tt.want)
		}
	}
	// PunctID is the canonical mark.
	tk := find(t, mustNew(t, "zh-CN").Tokenize("好，是。"), "，")
	if tk.PunctID != ',' || tk.Kind != doc.Punctuation {
		t.Errorf("fullwidth comma: id %q kind %v", rune(tk.PunctID), tk.Kind)
	}
	tk = find(t, mustNew(t, "en").Tokenize("so... ok"), "...")
	if tk.PunctID != '…' || tk.Behavior != doc.SentenceTerminator {
		t.Errorf("ellipsis: id %q behaviour %v", rune(tk.PunctID), tk.Behavior)
	}
}

func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}

func TestLettercase(t *testing.T) {
	tests := []struct {
		lang, text string
		want       []doc.Lettercase
	}{
		{"en", "the Cat NASA iPhone McDonald X 42", []doc.Lettercase{doc.CaseLower, doc.CaseCapitalized, doc.CaseUpper, doc.CaseMixed, doc.CaseMixed, doc.CaseCapitalized, doc.CaseNone}},
		{"de", "Über ÄRGER größer", []doc.Lettercase{doc.CaseCapitalized, doc.CaseUpper, doc.CaseLower}},
		{"ru", "Москва МГУ", []doc.Lettercase{doc.CaseCapitalized, doc.CaseUpper}},
		{"ar", "كتاب", []doc.Lettercase{doc.CaseNone}},
		{"zh-CN", "中", []doc.Lettercase{doc.CaseNone}},
		{"ko", "한국", []doc.Lettercase{doc.CaseNone}},
	}
	for _, tt := range tests {
		var got []doc.Lettercase
		for _, s := range mustNew(t, tt.lang).Tokenize(tt.text) {
			for _, tk := range s.Tokens {
				got = append(got, tk.Case)
			}
		}
		if len(got) != len(tt.want) {
			t.Errorf("%q: %d tokens, want %d", tt.text, len(got), len(tt.want))
			continue
		}
		for i := range got {
			if got[i] != tt.want[i] {
				t.Errorf("%q token %d: case %d, want %d", tt.text, i, got[i], tt.want[i])
			}
		}
	}
}

func TestOffsets(t *testing.T) {
	text := "Größe 😀 \xffbad ok. Ça va?"
	sents := mustNew(t, "fr").Tokenize(text)
	runes := []rune(text) // invalid bytes decode as one U+FFFD each
	for _, s := range sents {
		if got := string(runes[s.Offset:s.End()]); got != strings.ToValidUTF8(s.Text, "\uFFFD") {
			t.Errorf("sentence %q at [%d,%d) is %q in the text", s.Text, s.Offset, s.End(), got)
		}
		for _, tk := range s.Tokens {
			if got := string(runes[tk.Offset:tk.End()]); got != strings.ToValidUTF8(tk.Text, "\uFFFD") {
				t.Errorf("token %q at [%d,%d) is %q in the text", tk.Text, tk.Offset, tk.End(), got)
			}
		}
	}
	tk := find(t, sents, "ok")
	if tk.Offset != 13 || tk.Length != 2 {
		t.Errorf("ok at %d+%d, want 13+2", tk.Offset, tk.Length)
	}
	if len(sents) != 2 || sents[1].Offset != 17 {
		t.Errorf("sentences %+v", sents)
	}
	// The invalid byte is kept in the token text.
	found := false
	for _, s := range sents {
		for _, tk := range s.Tokens {
			if strings.Contains(tk.Text, "\xff") {
				found = true
			}
		}
	}
	if !found {
		t.Error("invalid byte lost from token text")
	}
}

func TestSpaceAfter(t *testing.T) {
	sents := mustNew(t, "en").Tokenize("Hi, you.")
	var got []bool
	for _, tk := range sents[0].Tokens {
		got = append(got, tk.SpaceAfter)
	}
	if want := []bool{false, true, false, false}; strings.Trim(strings.Join(strings.Fields(strings.Repeat("x ", 0)), ""), "") != "" || len(got) != 4 || got[0] != want[0] || got[1] != want[1] || got[2] != want[2] || got[3] != want[3] {
		t.Errorf("SpaceAfter = %v, want %v", got, want)
	}
}

func TestThai(t *testing.T) {
	text := "ภาษาไทยเป็นภาษาที่สวยงาม"
	sents := mustNew(t, "th").Tokenize(text)
	n := 0
	for _, s := range sents {
		for _, tk := range s.Tokens {
			n++
			r, _ := utf8.DecodeRuneInString(tk.Text)
			if !thaiConsonant(r) && !thaiLeadingVowel(r) {
				t.Errorf("Thai piece %q does not start with a consonant or leading vowel", tk.Text)
			}
		}
	}
	if n == 0 || n >= utf8.RuneCountInString(text)/2 {
		t.Errorf("%d Thai pieces for %d code points: want syllable-sized pieces", n, utf8.RuneCountInString(text))
	}
	if got := tokens(mustNew(t, "th"), "กินข้าว 123 บาท"); !strings.Contains(got, "|123|") {
		t.Errorf("Thai with digits: %s", got)
	}
}

func TestSegmenterOption(t *testing.T) {
	words := func(dst []int, run string) []int {
		if run == "東京タワー" {
			return append(dst, len("東京"), len("タワー"))
		}
		return append(dst, len(run))
	}
	tk := mustNew(t, "ja", WithSegmenter(words))
	if got := tokens(tk, "東京タワーです"); got != "東京タワーです" {
		// the whole run is one piece for this segmenter
		t.Errorf("custom segmenter: %s", got)
	}
	if got := tokens(tk, "東京タワー"); got != "東京|タワー" {
		t.Errorf("custom segmenter: %s", got)
	}
	bad := func(dst []int, run string) []int { return append(dst, 1) }
	if got := tokens(mustNew(t, "ja", WithSegmenter(bad)), "東京"); got != "東|京" {
		t.Errorf("broken segmenter must fall back: %s", got)
	}
	panicky := func(dst []int, run string) []int { panic("boom") }
	if got := tokens(mustNew(t, "zh-TW", WithSegmenter(panicky)), "東京"); got != "東|京" {
		t.Errorf("panicking segmenter must fall back: %s", got)
	}
}

func TestContinuesWord(t *testing.T) {
	tk := mustNew(t, "en")
	toks := tk.Tokenize("I don't go")[0].Tokens
	if !tk.ContinuesWord(&toks[1], &toks[2]) || tk.ContinuesWord(&toks[0], &toks[1]) {
		t.Errorf("ContinuesWord wrong for %q", "don't")
	}
	fr := mustNew(t, "fr")
	toks = fr.Tokenize("l'homme")[0].Tokens
	if fr.ContinuesWord(&toks[0], &toks[1]) {
		t.Error("French elision must be a word of its own")
	}
}

func TestNormalizeForLookup(t *testing.T) {
	tests := []struct{ lang, in, want string }{
		{"en", "Hello", "hello"},
		{"ar", "كِتَابٌ", "كتاب"},
		{"ar", "كـــتاب", "كتاب"},
		{"ar", "أحمد", "احمد"},
		{"ar", "کتاب", "كتاب"},
		{"fa", "كتاب علي", "کتاب علی"},
		{"ur", "كتاب", "کتاب"},
		{"he", "שָׁלוֹם", "שלום"},
		{"fa", "می\u200cخواهم", "می\u200cخواهم"},
	}
	for _, tt := range tests {
		if got := NormalizeForLookup(tt.lang, tt.in); got != tt.want {
			t.Errorf("NormalizeForLookup(%s, %q) = %q, want %q", tt.lang, tt.in, got, tt.want)
		}
	}
}

type fakeStopwords map[string]bool

func (f fakeStopwords) IsStopword(w string) bool { return f[w] }

func TestStage(t *testing.T) {
	s := NewStage()
	if s.Name() != "tokenize" {
		t.Errorf("Name() = %q", s.Name())
	}
	d := &doc.Document{Text: "The cat. The dog.", Lang: "en"}
	if err := s.run(context.Background(), d, nil, fakeStopwords{"the": true}); err != nil {
		t.Fatal(err)
	}
	if len(d.Sentences) != 2 || !d.Sentences[0].Tokens[0].Stopword || d.Sentences[0].Tokens[1].Stopword {
		t.Errorf("stage output: %+v", d.Sentences)
	}
	d = &doc.Document{Text: "x", Lang: "xx"}
	if err := s.Run(context.Background(), d, nil); err == nil {
		t.Error("unknown language: want an error")
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := s.Run(ctx, &doc.Document{Text: "x", Lang: "en"}, nil); err == nil {
		t.Error("cancelled context: want an error")
	}
	d = &doc.Document{Text: "Hi there.", Lang: "de"}
	if err := s.Run(context.Background(), d, nil); err != nil || len(d.Sentences) != 1 {
		t.Errorf("Run with nil pack: %v %+v", err, d.Sentences)
	}
}

func TestEmpty(t *testing.T) {
	for _, text := range []string{"", "   ", "\n\n", "\u200b\ufeff"} {
		if got := mustNew(t, "en").Tokenize(text); len(got) != 0 {
			t.Errorf("Tokenize(%q) = %+v, want nothing", text, got)
		}
	}
}

func TestConcurrent(t *testing.T) {
	s := NewStage()
	texts := []string{"Hello there. Bye!", "Grüß Gott, Herr Dr. Müller.", "東京に行く。"}
	langs := []string{"en", "de", "ja"}
	done := make(chan string)
	for g := 0; g < 8; g++ {
		go func(g int) {
			var out strings.Builder
			for i := 0; i < 50; i++ {
				k := (g + i) % 3
				d := &doc.Document{Text: texts[k], Lang: langs[k]}
				if err := s.Run(context.Background(), d, nil); err != nil {
					out.WriteString(err.Error())
				}
				if len(d.Sentences) == 0 {
					out.WriteString("no sentences")
				}
			}
			done <- out.String()
		}(g)
	}
	for g := 0; g < 8; g++ {
		if msg := <-done; msg != "" {
			t.Error(msg)
		}
	}
}
