package argot

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"unicode/utf8"

	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/packs/all"
)

func newTestAnalyzer(t testing.TB, opts ...Option) *Analyzer {
	t.Helper()
	a, err := New(opts...)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

func TestParseRequestErrors(t *testing.T) {
	a := newTestAnalyzer(t, WithMaxInput(100))
	cases := []struct {
		req Request
		key string
	}{
		{Request{Language: "", Content: "x"}, "language"},
		{Request{Language: "xx", Content: "x"}, "language"},
		{Request{Language: "klingon", Content: "x"}, "language"},
		{Request{Language: "en", Content: strings.Repeat("a", 101)}, "content"},
		{Request{Language: "en", Content: "bad \xff utf8"}, "content"},
		{Request{Language: "en", Content: "x", Settings: Settings{MinGenericFrequency: Int(42)}}, "settings.min_generic_frequency"},
		{Request{Language: "en", Content: "x", Settings: Settings{Format: String("poem")}}, "settings.format"},
	}
	for _, c := range cases {
		_, err := a.Parse(context.Background(), c.req)
		var e *Error
		if !errors.As(err, &e) || e.Status != 400 || e.Key != c.key {
			t.Errorf("%+v: got %v, want 400 for %q", c.req.Language, err, c.key)
		}
	}
}

func TestParseLanguageIDs(t *testing.T) {
	a := newTestAnalyzer(t)
	for _, l := range a.Languages() {
		resp, err := a.Parse(context.Background(), Request{Language: l.ID, Content: "1 2 3."})
		if err != nil {
			t.Errorf("%s: %v", l.ID, err)
			continue
		}
		if resp.Text != "1 2 3." {
			t.Errorf("%s: text = %q", l.ID, resp.Text)
		}
	}
	if _, err := a.Parse(context.Background(), Request{Language: "EN-us", Content: "x"}); err != nil {
		t.Errorf("IETF tag en-US refused: %v", err)
	}
}

func TestParseOmitsSectionsByDefault(t *testing.T) {
	a := newTestAnalyzer(t)
	resp, err := a.Parse(context.Background(), Request{Language: "en", Content: "Hello there. How are you?"})
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(resp)
	if string(b) != `{"text":"Hello there. How are you?"}` {
		t.Errorf("default response = %s", b)
	}
}

func TestParseWordsAreSentenceRelative(t *testing.T) {
	a := newTestAnalyzer(t)
	text := "Hello world. Ünïcödé costs 1,234.5 dollars!"
	resp, err := a.Parse(context.Background(), Request{Language: "en", Content: text, Settings: Settings{Words: Bool(true)}})
	if err != nil {
		t.Fatal(err)
	}
	if len(resp.SentenceList) != 2 {
		t.Fatalf("sentences = %d, want 2: %+v", len(resp.SentenceList), resp.SentenceList)
	}
	runes := []rune(text)
	for _, s := range resp.SentenceList {
		if got := string(runes[s.Offset : s.Offset+s.Length]); got != s.Text {
			t.Errorf("sentence text %q != slice %q", s.Text, got)
		}
		sr := []rune(s.Text)
		for _, w := range s.Words {
			if w.Offset < 0 || w.Offset+w.Length > len(sr) {
				t.Fatalf("word %+v outside its sentence %q", w, s.Text)
			}
			if got := string(sr[w.Offset : w.Offset+w.Length]); got != w.Text {
				t.Errorf("word text %q != slice %q", w.Text, got)
			}
			if w.Length != utf8.RuneCountInString(w.Text) {
				t.Errorf("word %q length %d is not in code points", w.Text, w.Length)
			}
		}
	}
	second := resp.SentenceList[1]
	if second.Words[0].Offset != 0 || second.Words[0].Text != "Ünïcödé" || second.Words[0].Lettercase != "capitalized" {
		t.Errorf("first word of sentence 2 = %+v", second.Words[0])
	}
	var num *Word
	for i := range second.Words {
		if second.Words[i].Text == "1,234.5" {
			num = &second.Words[i]
		}
	}
	if num == nil || num.Type != "numeral" || num.NumericValue == nil || *num.NumericValue != 1234.5 {
		t.Errorf("number chunk = %+v", num)
	}
	last := second.Words[len(second.Words)-1]
	if last.Type != "punctuation" || last.Behavior != "sentenceTerminator" || last.ID == 0 {
		t.Errorf("terminator = %+v", last)
	}
}

func TestParseParsesWithoutWordsListsSentencesOnly(t *testing.T) {
	a := newTestAnalyzer(t)
	resp, err := a.Parse(context.Background(), Request{Language: "en", Content: "One. Two.", Settings: Settings{Parses: Bool(true)}})
	if err != nil {
		t.Fatal(err)
	}
	if len(resp.SentenceList) != 2 || resp.SentenceList[0].Words != nil {
		t.Errorf("sentence_list = %+v", resp.SentenceList)
	}
}

func TestParseReducedOutput(t *testing.T) {
	a := newTestAnalyzer(t, WithReducedOutputAbove(10))
	resp, err := a.Parse(context.Background(), Request{Language: "en", Content: "This text is longer than ten.", Settings: Settings{Words: Bool(true)}})
	if err != nil {
		t.Fatal(err)
	}
	if !resp.ReducedOutput {
		t.Error("reduced_output not set")
	}
	for _, s := range resp.SentenceList {
		if len(s.Words) > 0 {
			t.Error("words kept in reduced output")
		}
	}
}

func TestParseStateRoundTrip(t *testing.T) {
	a := newTestAnalyzer(t)
	var s Settings
	if err := json.Unmarshal([]byte(`{"state":true,"flags":["possible_minor"],"assign":[{"if":{"regex":"^x"},"then":{"family":3}}]}`), &s); err != nil {
		t.Fatal(err)
	}
	resp, err := a.Parse(context.Background(), Request{Language: "en", Content: "hi", Settings: s})
	if err != nil {
		t.Fatal(err)
	}
	if resp.Memory == nil || len(resp.Memory.Flags) != 1 || len(resp.Memory.Assign) != 1 {
		t.Fatalf("memory = %+v", resp.Memory)
	}
	// The response's memory goes into the next request unchanged.
	mem, _ := json.Marshal(resp.Memory)
	body := fmt.Sprintf(`{"language":"en","content":"again","settings":{"state":true,"memory":%s}}`, mem)
	resp2, err := a.ParseJSON(context.Background(), []byte(body))
	if err != nil {
		t.Fatal(err)
	}
	mem2, _ := json.Marshal(resp2.Memory)
	if string(mem) != string(mem2) {
		t.Errorf("memory changed across calls:\n%s\n%s", mem, mem2)
	}
}

// TestAbuseMemoryThread passes the memory of each response into the next
// request: a minor's disclosure raises possible_minor, which later raises
// the severity of a sexual advance.
func TestAbuseMemoryThread(t *testing.T) {
	a := newTestAnalyzer(t, WithPackFS(all.FS))
	parse := func(text string, mem []byte) *Response {
		t.Helper()
		body := fmt.Sprintf(`{"language":"en","content":%q,"settings":{"state":true,"memory":%s}}`, text, mem)
		resp, err := a.ParseJSON(context.Background(), []byte(body))
		if err != nil {
			t.Fatal(err)
		}
		return resp
	}
	severity := func(r *Response, typ string) string {
		for _, x := range r.Abuse {
			if x.Type == typ {
				return x.Severity
			}
		}
		return ""
	}
	if got := severity(parse("send me pics", []byte("{}")), "sexual_advances"); got != "medium" {
		t.Fatalf("advance without memory: severity %q, want medium", got)
	}
	first := parse("im 13 years old and in middle school", []byte("{}"))
	if first.Memory == nil || len(first.Memory.Flags) != 1 || first.Memory.Flags[0].Value != "possible_minor" {
		t.Fatalf("memory after a disclosed age = %+v, want possible_minor", first.Memory)
	}
	mem, _ := json.Marshal(first.Memory)
	if got := severity(parse("send me pics", mem), "sexual_advances"); got != "high" {
		t.Errorf("advance after possible_minor: severity %q, want high", got)
	}
}

func TestParseCancelled(t *testing.T) {
	a := newTestAnalyzer(t)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := a.Parse(ctx, Request{Language: "en", Content: "x"}); !errors.Is(err, context.Canceled) {
		t.Errorf("err = %v, want context.Canceled", err)
	}
}

func TestParseConcurrent(t *testing.T) {
	a := newTestAnalyzer(t)
	texts := map[string]string{
		"en": "Dr. Smith arrived at 5 p.m. He said: \"Hi!\"",
		"de": "Am 3. Oktober kostet es 1.234,50 Euro.",
		"ja": "彼女はりんごを食べます。東京へ行く。",
		"ar": "ذهب الولد إلى المدرسة. ثم عاد.",
		"th": "ฉันรักภาษาไทย",
	}
	want := map[string]string{}
	for l, txt := range texts {
		r, err := a.Parse(context.Background(), Request{Language: l, Content: txt, Settings: Settings{Words: Bool(true)}})
		if err != nil {
			t.Fatal(err)
		}
		b, _ := json.Marshal(r)
		want[l] = string(b)
	}
	var wg sync.WaitGroup
	for i := 0; i < 8; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for l, txt := range texts {
				r, err := a.Parse(context.Background(), Request{Language: l, Content: txt, Settings: Settings{Words: Bool(true)}})
				if err != nil {
					t.Error(err)
					return
				}
				b, _ := json.Marshal(r)
				if string(b) != want[l] {
					t.Errorf("%s: concurrent result differs", l)
				}
			}
		}()
	}
	wg.Wait()
}

func TestExtractTextErrors(t *testing.T) {
	a := newTestAnalyzer(t)
	got, err := a.ExtractText([]byte("<p>Clean me up</p><style>p{color:red}</style>"))
	if err != nil || got != "Clean me up" {
		t.Errorf("got %q, %v", got, err)
	}
	_, err = a.ExtractText([]byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR"))
	var e *Error
	if !errors.As(err, &e) || e.Status != 400 {
		t.Errorf("binary input: %v", err)
	}
}

// FuzzParse feeds arbitrary request bodies through the JSON entry point: any
// input gives a response or an *Error with status 400, never a panic or a
// 500.
func FuzzParse(f *testing.F) {
	seeds := []string{
		`{"language":"en","content":"Hello, world! I'm fine.","settings":{"words":true}}`,
		`{"language":"ja","content":"彼女はりんごを食べます。","settings":{"words":true,"parses":true}}`,
		`{"language":"ar","content":"مرحبا بالعالم. كيف حالك؟"}`,
		`{"language":"de","content":"Am 3. Oktober 2024 um 10:30 Uhr.","settings":{"words":true,"deterministic":false}}`,
		`{"language":"en","content":"x","settings":{"min_generic_frequency":11}}`,
		`{"language":"*","content":"bonjour"}`,
		`{"language":"en","content":"\u200b\u202e\ud83d\ude00 #tag @user http://x.y/z a@b.cc"}`,
		`{"language":"th","content":"ฉันรักภาษาไทย"}`,
		`{`,
	}
	for _, s := range seeds {
		f.Add([]byte(s))
	}
	a, err := New(WithPackFS(all.FS))
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		resp, err := a.ParseJSON(context.Background(), body)
		if err != nil {
			e := AsError(err)
			if e.Status != 400 {
				t.Fatalf("status %d for %q: %v", e.Status, body, err)
			}
			return
		}
		if _, err := json.Marshal(resp); err != nil {
			t.Fatalf("response does not marshal: %v", err)
		}
	})
}

func TestRenderEntities(t *testing.T) {
	d := &doc.Document{
		Text:      "Hi. Mail a@b.cc now.",
		Sentences: []doc.Sentence{{Offset: 0, Length: 3, Text: "Hi."}, {Offset: 4, Length: 16, Text: "Mail a@b.cc now."}},
		Entities: []doc.Entity{{Name: "a@b.cc", Types: []string{"email"}, Mentions: []doc.Mention{{Sentence: 1, Offset: 9, Length: 6, Text: "a@b.cc"}}},
			{Name: "France", Types: []string{"organization", "place"}, Subtypes: []string{"country"}, Mentions: []doc.Mention{{Sentence: 0, Offset: 0, Length: 2, Text: "Hi"}}}},
	}
	got, _ := json.Marshal(render(d, &Settings{Snippets: Bool(true)}, false, nil, nil).EntitiesSummary)
	want := `[{"name":"a@b.cc","type":"email","mentions":[{"offset":5,"length":6,"sentence_index":1,"text":"a@b.cc"}]},` +
		`{"name":"France","type":["organization","place"],"subtype":"country","subtypes":["country"],"mentions":[{"offset":0,"length":2,"sentence_index":0,"text":"Hi"}]}]`
	if string(got) != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
	if r := render(d, &Settings{Entities: Bool(false)}, false, nil, nil); r.EntitiesSummary != nil {
		t.Error("entities rendered although switched off")
	}
	noSnip, _ := json.Marshal(render(d, &Settings{}, false, nil, nil).EntitiesSummary)
	if strings.Contains(string(noSnip), `"text"`) {
		t.Errorf("snippets off but text present: %s", noSnip)
	}
}

func TestCorrectedText(t *testing.T) {
	s := doc.Sentence{Offset: 10, Length: 23, Text: "I will kll u f u c k x", Tokens: []doc.Token{
		{Text: "I", Offset: 10, Length: 1}, {Text: "will", Offset: 12, Length: 4},
		{Text: "kll", Offset: 17, Length: 3, Corrected: "kill", CorrectedSpan: 1},
		{Text: "u", Offset: 21, Length: 1},
		{Text: "f", Offset: 23, Length: 1, Corrected: "fuck", CorrectedSpan: 4},
		{Text: "u", Offset: 25, Length: 1}, {Text: "c", Offset: 27, Length: 1}, {Text: "k", Offset: 29, Length: 1},
		{Text: "x", Offset: 31, Length: 1},
	}}
	if got, want := correctedText(&s), "I will kill u fuck x"; got != want {
		t.Errorf("got %q want %q", got, want)
	}
	s.Tokens[2].Corrected, s.Tokens[4].Corrected = "", ""
	if got := correctedText(&s); got != "" {
		t.Errorf("no corrections gave %q", got)
	}
}
