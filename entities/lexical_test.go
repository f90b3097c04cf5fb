package entities_test

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/argot-nlp/argot"
	"github.com/argot-nlp/argot/packs/all"
)

// The lexical types need the whole pipeline (senses chooses the families
// they read), so these tests go through the analyzer with every pack.

var (
	analyzerOnce sync.Once
	analyzer     *argot.Analyzer
	analyzerErr  error
)

func testAnalyzer(t *testing.T) *argot.Analyzer {
	t.Helper()
	analyzerOnce.Do(func() { analyzer, analyzerErr = argot.New(argot.WithPackFS(all.FS)) })
	if analyzerErr != nil {
		t.Fatal(analyzerErr)
	}
	return analyzer
}

// entitiesOf parses text and returns its entities as "type/subtype:text"
// strings, one per mention.
func entitiesOf(t *testing.T, lang, text, settings string) []string {
	t.Helper()
	body := fmt.Sprintf(`{"language":%q,"content":%q,"settings":{"snippets":true,"abuse":false,"sentiment":false,"topics":false%s}}`,
		lang, text, settings)
	resp, err := testAnalyzer(t).ParseJSON(context.Background(), []byte(body))
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range resp.EntitiesSummary {
		types, _ := json.Marshal(e.Type)
		typ := strings.NewReplacer(`"`, "", "[", "", "]", "").Replace(string(types))
		if e.Subtype != "" {
			typ += "/" + e.Subtype
		}
		for _, m := range e.Mentions {
			out = append(out, typ+":"+m.Text)
		}
	}
	return out
}

func TestLexicalTypes(t *testing.T) {
	tests := []struct {
		lang, text string
		want       []string
	}{
		{"en", "The president sold a gun and cocaine to the CEO.", []string{
			"role:president", "item_of_interest/weapon:gun", "item_of_interest/drug:cocaine", "role:CEO"}},
		{"en", "God bless. Zeus met Sherlock Holmes.", []string{
			"person/spiritual_being:God", "person/spiritual_being:Zeus", "person/fictional_character:Sherlock Holmes"}},
		{"en", "They watched the World Cup during Hurricane Katrina.", []string{
			"event:World Cup", "event:Hurricane Katrina"}},
		{"en", "your wickr ?", []string{"software:wickr"}},
		{"en", "Install Photoshop on Windows.", []string{"software:Photoshop", "software:Windows"}},
		{"de", "Der Präsident verkaufte eine Pistole und Kokain. Schreib mir auf Telegram.", []string{
			"role:Präsident", "item_of_interest/weapon:Pistole", "item_of_interest/drug:Kokain", "software:Telegram"}},
		{"es", "El presidente vendió una pistola. Dios te bendiga. Escríbeme por WhatsApp.", []string{
			"role:presidente", "item_of_interest/weapon:pistola", "person/spiritual_being:Dios", "software:WhatsApp"}},
		{"ru", "Президент продал пистолет и кокаин. Бог благословит. Напиши мне в ватсап.", []string{
			"role:Президент", "item_of_interest/weapon:пистолет", "item_of_interest/drug:кокаин",
			"person/spiritual_being:Бог", "software:ватсап"}},
		{"zh-CN", "总统出售了手枪。上帝保佑。加我微信。", []string{
			"role:总统", "item_of_interest/weapon:手枪", "person/spiritual_being:上帝", "software:微信"}},
		{"ar", "باع الرئيس مسدسا. راسلني على واتساب.", []string{
			"role:الرئيس", "item_of_interest/weapon:مسدسا", "software:واتساب"}},
	}
	for _, tt := range tests {
		got := entitiesOf(t, tt.lang, tt.text, "")
		for _, w := range tt.want {
			if !slices.Contains(got, w) {
				t.Errorf("%s %q: missing %s in %v", tt.lang, tt.text, w, got)
			}
		}
	}
}

func TestLexicalNegatives(t *testing.T) {
	tests := []struct{ lang, text, settings, notWant string }{
		{"en", "I sent a signal to the team.", "", "software"},       // a common word, not the app
		{"en", "The war was long and a god was angry.", "", "event"}, // kinds, not names
		{"en", "The war was long and a god was angry.", "", "person"},
		{"en", "She went home after the meeting.", "", "event"},
		{"en", "cheap hotels near the eiffel tower", `,"format":"search"`, "person"},
		{"en", "hotels in paris france", `,"format":"search"`, "person"},
	}
	for _, tt := range tests {
		for _, e := range entitiesOf(t, tt.lang, tt.text, tt.settings) {
			if strings.HasPrefix(e, tt.notWant) {
				t.Errorf("%s %q: unexpected %s", tt.lang, tt.text, e)
			}
		}
	}
}

// TestAssignedHypernym checks that a memory assign rule giving a word a
// hypernym under weapon makes it an item of interest.
func TestAssignedHypernym(t *testing.T) {
	const gun = 54499 // gun (weapon), CILI
	settings := fmt.Sprintf(`,"memory":{"assign":[{"if":{"regex":"^blicky$"},"then":{"hypernym":%d}}]}`, gun)
	got := entitiesOf(t, "en", "he has a blicky", settings)
	if !slices.Equal(got, []string{"item_of_interest/weapon:blicky"}) {
		t.Errorf("got %v", got)
	}
	if got := entitiesOf(t, "en", "he has a blicky", ""); len(got) != 0 {
		t.Errorf("without the rule: %v", got)
	}
}

func TestFormats(t *testing.T) {
	if got := entitiesOf(t, "en", "JohnSmith_88", `,"format":"alias"`); !slices.Equal(got, []string{"username,person,identifier:JohnSmith_88"}) {
		t.Errorf("alias: %v", got)
	}
	if got := entitiesOf(t, "en", "xk_qz", `,"format":"alias"`); !slices.Equal(got, []string{"username:xk_qz"}) {
		t.Errorf("alias: %v", got)
	}
	got := entitiesOf(t, "en", "cheap hotels in paris", `,"format":"search"`)
	if !slices.ContainsFunc(got, func(e string) bool { return strings.HasPrefix(e, "place") && strings.HasSuffix(e, ":paris") }) {
		t.Errorf("search: %v", got)
	}
	if got := entitiesOf(t, "en", "cheap hotels in paris", ""); slices.ContainsFunc(got, func(e string) bool { return strings.HasSuffix(e, ":paris") }) {
		t.Logf("without format search, lower-case paris is %v", got)
	}
}
