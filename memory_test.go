package argot

import (
	"context"
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/argot-nlp/argot/packs/all"
)

// memoryParse parses text in language lang with settings given as JSON
// members ("" for none) and, when mem is not empty, a memory object.
func memoryParse(t *testing.T, a *Analyzer, lang, text, settings string, mem []byte) *Response {
	t.Helper()
	members := []string{`"state":true`}
	if settings != "" {
		members = append(members, settings)
	}
	if len(mem) > 0 {
		members = append(members, `"memory":`+string(mem))
	}
	body := fmt.Sprintf(`{"language":%q,"content":%q,"settings":{%s}}`, lang, text, strings.Join(members, ","))
	resp, err := a.ParseJSON(context.Background(), []byte(body))
	if err != nil {
		t.Fatalf("%s: %v", body, err)
	}
	return resp
}

// abuseSummary lists a response's abuse as "type/severity" strings.
func abuseSummary(r *Response) []string {
	var out []string
	for _, x := range r.Abuse {
		out = append(out, x.Type+"/"+x.Severity)
	}
	return out
}

// wordFamily returns the family of the first word written text.
func wordFamily(r *Response, text string) int64 {
	for _, s := range r.SentenceList {
		for _, w := range s.Words {
			if strings.EqualFold(w.Text, text) {
				return w.Family
			}
		}
	}
	return -1
}

func raised(r *Response, flag string) bool {
	return r.Memory != nil && slices.ContainsFunc(r.Memory.Flags, func(f Flag) bool { return f.Value == flag })
}

// TestMemoryJSONRoundTrip passes a response's memory, holding every kind
// of entry, back as the next request's memory: a text that adds nothing
// returns it byte for byte.
func TestMemoryJSONRoundTrip(t *testing.T) {
	a := newTestAnalyzer(t, WithPackFS(all.FS))
	in := `{"flags":["possible_minor",{"index":6,"value":"game_violence_ok"},{"type":"Style","index":3,"value":"custom"}],
		"antecedents":[{"family":46360,"features":[{"index":2,"value":"Sing"},{"index":100,"value":"animal"}]},{"features":[{"index":3,"value":"Fem"}]}],
		"assign":[{"if":{"regex":"^snow$","family":1,"features":[{"index":1,"value":"NOUN"}],"hypernym":35572},"then":{"family":52104,"features":[{"index":3,"value":"Fem"}],"hypernym":35572,"attribution":true}}]}`
	first := memoryParse(t, a, "en", "ok", "", []byte(in))
	out1, err := json.Marshal(first.Memory)
	if err != nil {
		t.Fatal(err)
	}
	second := memoryParse(t, a, "en", "ok", "", out1)
	out2, _ := json.Marshal(second.Memory)
	if string(out1) != string(out2) {
		t.Errorf("memory changed on the way round:\n%s\n%s", out1, out2)
	}
	var back Memory
	if err := json.Unmarshal(out1, &back); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(&back, first.Memory) {
		t.Errorf("decoded memory %+v, want %+v", back, *first.Memory)
	}
	if len(back.Flags) != 3 || len(back.Antecedents) != 2 || len(back.Assign) != 1 {
		t.Errorf("memory lost entries: %s", out1)
	}
}

// TestMemoryFlagEffects shows each memory flag changing the analysis of
// the same text (see package memory for the table of effects).
func TestMemoryFlagEffects(t *testing.T) {
	a := newTestAnalyzer(t, WithPackFS(all.FS))
	// severityOf returns the severity of the first instance of typ, or "".
	severityOf := func(typ string) func(*Response) string {
		return func(r *Response) string {
			for _, x := range r.Abuse {
				if x.Type == typ {
					return x.Severity
				}
			}
			return ""
		}
	}
	family := func(word string) func(*Response) string {
		return func(r *Response) string { return fmt.Sprint(wordFamily(r, word)) }
	}
	const (
		spam      = "Congratulations, you won! Earn money working from home, click here: http://x.io"
		bossMemo  = `{"antecedents":[{"family":91159,"features":[{"index":3,"value":"Masc"},{"index":100,"value":"person"}]}]}`
		orgMemo   = `{"antecedents":[{"family":79556,"features":[{"index":2,"value":"Sing"},{"index":100,"value":"group"}]}]}`
		wordsOnly = `"words":true`
	)
	cases := []struct {
		flag, text, settings, mem string
		probe                     func(*Response) string
		without, with             string
	}{
		{"agents_of_bad_things", "He is a pickpocket", "", "", severityOf("allegation"), "low", "medium"},
		{"aggressive_crime_scan", "there was cocaine on the table", "", "", severityOf("criminal_activity"), "", "low"},
		{"bad_animal", "shut up, you pig!", "", "", severityOf("personal_attack"), "", "low"},
		{"bulk_message", spam, "", "", severityOf("spam"), "low", "medium"},
		{"death_related", "I want to kill myself", "", "", severityOf("mental_issues"), "high", "extreme"},
		{"game_violence_ok", "I will kill you", "", "", severityOf("criminal_activity"), "high", ""},
		{"make_money", spam, "", "", severityOf("spam"), "low", "medium"},
		{"my_departure", "i always feel sad", "", "", severityOf("mental_issues"), "low", "medium"},
		{"paranoid_mode", "nice balls", "", "", severityOf("profanity"), "", "low"},
		{"possible_minor", "send me pics", "", "", severityOf("sexual_advances"), "medium", "high"},
		{"sexually_conservative", "what a blowjob", "", "", severityOf("adult_only"), "", "medium"},
		{"trusted_party", "your wickr ?", "", "", severityOf("external_contact"), "low", "medium"},
		{"waste", "shit everywhere in the dump", "", "", severityOf("profanity"), "medium", ""},
		{"won_prize", spam, "", "", severityOf("spam"), "low", "medium"},
		{"work_from_home", spam, "", "", severityOf("spam"), "low", "medium"},
		{"organization", "They will close the plant.", wordsOnly, orgMemo, family("They"), "0", "79556"},
		{"role", "She was late.", wordsOnly, bossMemo, family("She"), "0", "91159"},
	}
	seen := map[string]bool{}
	for _, c := range cases {
		seen[c.flag] = true
		mem := c.mem
		if mem == "" {
			mem = "{}"
		}
		withMem := strings.TrimSuffix(mem, "}")
		if withMem != "{" {
			withMem += ","
		}
		withMem += fmt.Sprintf(`"flags":[%q]}`, c.flag)
		without := c.probe(memoryParse(t, a, "en", c.text, c.settings, []byte(mem)))
		with := c.probe(memoryParse(t, a, "en", c.text, c.settings, []byte(withMem)))
		if without != c.without || with != c.with {
			t.Errorf("%s on %q: %q without the flag, %q with it; want %q then %q", c.flag, c.text, without, with, c.without, c.with)
		}
	}
	for _, f := range MemoryFlags() {
		if !seen[f] {
			t.Errorf("flag %s has no test", f)
		}
	}
}

// TestMemoryAssignForms shows each form of an assign rule changing the
// analysis.
func TestMemoryAssignForms(t *testing.T) {
	a := newTestAnalyzer(t, WithPackFS(all.FS))
	const (
		cocaine  = 52104 // cocaine (hard drug)
		snow     = 98073 // snow (precipitation)
		pot      = 57594 // pot (cooking utensil), a hypernym of kettle
		artifact = 35572
	)
	words := `"words":true`
	grammarOf := func(r *Response, text string) string {
		for _, s := range r.SentenceList {
			for _, w := range s.Words {
				if w.Text == text {
					b, _ := json.Marshal(w.Grammar)
					return string(b)
				}
			}
		}
		return ""
	}
	entityTypes := func(r *Response) []string {
		var out []string
		for _, e := range r.EntitiesSummary {
			out = append(out, e.Name+":"+strings.Join(e.Type, ","))
		}
		return out
	}
	cases := []struct {
		name, text, assign string
		probe              func(*Response) string
		without, with      string
	}{
		{"regex to family: a code word", "I sell flour", fmt.Sprintf(`{"if":{"regex":"^flour$"},"then":{"family":%d}}`, cocaine),
			func(r *Response) string { return strings.Join(abuseSummary(r), " ") }, "", "criminal_activity/high"},
		{"family to family, every inflected form", "we sold snows", fmt.Sprintf(`{"if":{"family":%d},"then":{"family":%d}}`, snow, cocaine),
			func(r *Response) string { return fmt.Sprint(wordFamily(r, "snows")) }, fmt.Sprint(snow), fmt.Sprint(cocaine)},
		{"features to features: a gender for first-person forms", "I am tired", `{"if":{"features":[{"index":1,"value":"PRON"},{"index":5,"value":"1"}]},"then":{"features":[{"index":3,"value":"Fem"}]}}`,
			func(r *Response) string { return grammarOf(r, "I") },
			`["PRON","Case=Nom","Number=Sing","Person=1","PronType=Prs"]`, `["PRON","Case=Nom","Gender=Fem","Number=Sing","Person=1","PronType=Prs"]`},
		{"hypernym to hypernym: an item of interest", "I bought a new kettle", fmt.Sprintf(`{"if":{"hypernym":%d},"then":{"hypernym":%d}}`, pot, artifact),
			func(r *Response) string { return strings.Join(entityTypes(r), " ") }, "", "kettle:item_of_interest"},
		{"regex to attribution: reported speech", "You are allegedly an idiot", `{"if":{"regex":"^allegedly$"},"then":{"attribution":true}}`,
			func(r *Response) string { return strings.Join(abuseSummary(r), " ") }, "personal_attack/medium", "personal_attack/low"},
	}
	for _, c := range cases {
		without := c.probe(memoryParse(t, a, "en", c.text, words, nil))
		with := c.probe(memoryParse(t, a, "en", c.text, words, []byte(`{"assign":[`+c.assign+`]}`)))
		if without != c.without || with != c.with {
			t.Errorf("%s on %q: %q without the rule, %q with it; want %q then %q", c.name, c.text, without, with, c.without, c.with)
		}
	}
}

// TestMemoryAssignErrors checks that a bad rule is a 400 naming its key.
func TestMemoryAssignErrors(t *testing.T) {
	a := newTestAnalyzer(t)
	cases := []struct{ settings, key string }{
		{`{"assign":[{"if":{"regex":"a("},"then":{"family":1}}]}`, "settings.assign[0].if.regex"},
		{`{"memory":{"assign":[{"if":{"family":1},"then":{"family":1}},{"if":{"regex":"(?<n"},"then":{"family":1}}]}}`, "settings.assign[1].if.regex"},
		{`{"assign":[{"if":{"family":-3},"then":{"family":1}}]}`, "settings.assign[0].if.family"},
		{`{"assign":[{"if":{"family":1},"then":{"features":[{"index":100,"value":"person"}]}}]}`, "settings.assign[0].then.features[0].index"},
		{`{"assign":[{"if":{"features":[{"index":57,"value":"x"}]},"then":{"family":1}}]}`, "settings.assign[0].if.features[0].index"},
		{`{"antecedents":[{"family":4294967296}]}`, "settings.antecedents[0].family"},
		{`{"flags":[{"type":"Colour","index":1,"value":"x"}]}`, "settings.flags[0].type"},
		{`{"keyword_features":{"colour":"red"}}`, "settings.keyword_features.colour"},
		{`{"keyword_features":{"hypernym":"abc"}}`, "settings.keyword_features.hypernym"},
		{`{"relevant":[0]}`, "settings.relevant[0]"},
	}
	for _, c := range cases {
		_, err := a.ParseJSON(context.Background(), []byte(`{"language":"en","content":"x","settings":`+c.settings+`}`))
		e := AsError(err)
		if e == nil || e.Status != 400 || e.Key != c.key {
			t.Errorf("%s: error %v, want 400 for %s", c.settings, err, c.key)
		}
	}
}

// TestMemoryThread follows one chat of six messages, each parsed with the
// memory of the one before, and checks that the memory changes every
// answer after the first against the same message parsed alone. (The
// possible_minor thread is TestAbuseMemoryThread.)
func TestMemoryThread(t *testing.T) {
	a := newTestAnalyzer(t, WithPackFS(all.FS))
	words := `"words":true`
	steps := []struct {
		text  string
		probe func(*Response) string
		// alone is the probe's answer without memory, threaded with it.
		alone, threaded string
	}{
		{"I have some cocaine.", func(r *Response) string { return fmt.Sprint(r.Memory != nil && len(r.Memory.Antecedents) > 0) }, "true", "true"},
		// "it" is the cocaine of the first message: buying it is a crime.
		{"Do you want to buy it?", func(r *Response) string { return strings.Join(abuseSummary(r), " ") }, "", "criminal_activity/high"},
		// The crime raised agents_of_bad_things: an allegation weighs more.
		{"He is a pickpocket", func(r *Response) string { return strings.Join(abuseSummary(r), " ") }, "allegation/low", "allegation/medium"},
		// Naming a company raises organization ...
		{"The company announced layoffs.", func(r *Response) string { return fmt.Sprint(raised(r, "organization")) }, "true", "true"},
		// ... so "they" can be the company.
		{"They will close the plant.", func(r *Response) string { return fmt.Sprint(wordFamily(r, "They")) }, "0", "79556"},
		// Leaving raises my_departure, and sadness after it weighs more.
		{"I will leave this town.", func(r *Response) string { return fmt.Sprint(raised(r, "my_departure")) }, "true", "true"},
		{"i always feel sad", func(r *Response) string { return strings.Join(abuseSummary(r), " ") }, "mental_issues/low", "mental_issues/medium"},
	}
	mem := []byte("{}")
	for i, s := range steps {
		alone := s.probe(memoryParse(t, a, "en", s.text, words, nil))
		resp := memoryParse(t, a, "en", s.text, words, mem)
		if got := s.probe(resp); alone != s.alone || got != s.threaded {
			t.Errorf("message %d %q: %q alone, %q in the thread; want %q then %q", i+1, s.text, alone, got, s.alone, s.threaded)
		}
		var err error
		if mem, err = json.Marshal(resp.Memory); err != nil {
			t.Fatal(err)
		}
	}
}
