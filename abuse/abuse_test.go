package abuse_test

import (
	"context"
	"fmt"
	"os"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/argot-nlp/argot/abuse"
	"github.com/argot-nlp/argot/entities"
	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/internal/pipeline"
	"github.com/argot-nlp/argot/internal/prelude"
	"github.com/argot-nlp/argot/lexdata"
	"github.com/argot-nlp/argot/packs/all"
)

// store holds the packs in $ARGOT_PACKS (a directory of <id>.argot files,
// such as a fresh `go run ./lexdata/build -flat -out DIR`) or, when unset,
// the embedded ones.
var store = sync.OnceValue(func() *lexdata.Store {
	if dir := os.Getenv("ARGOT_PACKS"); dir != "" {
		return lexdata.NewStore(os.DirFS(dir))
	}
	return lexdata.NewStore(all.FS)
})

// stages are the stages before abuse, as the analyzer runs them.
var stages = sync.OnceValues(func() ([]pipeline.Stage, error) {
	corePack, err := store().Core()
	if err != nil {
		return nil, err
	}
	ents, err := entities.New(entities.WithCorePack(corePack))
	if err != nil {
		return nil, err
	}
	ab := abuse.NewStage(store().Families)
	return append(prelude.Stages(store().Families, ents, ab), ents, ab), nil
})

func analyse(t testing.TB, lang, text string, flags ...string) *doc.Document {
	t.Helper()
	d, err := analyseErr(lang, text, flags...)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func analyseErr(lang, text string, flags ...string) (*doc.Document, error) {
	pack, err := store().Language(lang)
	if err != nil {
		return nil, err
	}
	st, err := stages()
	if err != nil {
		return nil, err
	}
	d := &doc.Document{Text: text, Lang: lang, Opts: doc.Options{Abuse: true}}
	for _, f := range flags {
		if d.Opts.Flags == nil {
			d.Opts.Flags = map[string]bool{}
		}
		d.Opts.Flags[f] = true
	}
	return d, pipeline.Run(context.Background(), st, d, pack)
}

// summary lists the instances as "type/severity" in document order.
func summary(d *doc.Document) []string {
	var out []string
	for _, a := range d.Abuse {
		out = append(out, a.Type+"/"+a.Severity)
	}
	return out
}

func types(d *doc.Document) []string {
	var out []string
	for _, a := range d.Abuse {
		if !slices.Contains(out, a.Type) {
			out = append(out, a.Type)
		}
	}
	slices.Sort(out)
	return out
}

func describe(d *doc.Document) string {
	var b strings.Builder
	for _, a := range d.Abuse {
		fmt.Fprintf(&b, "\n\t%s/%s %q %v: %s", a.Type, a.Severity, a.Text, a.Tags, a.Explanation)
	}
	return b.String()
}

// TestServiceExamples checks the behaviour examples of the service's
// documentation (reference-notes.md) and their look-alikes that must not be
// flagged.
func TestServiceExamples(t *testing.T) {
	for _, c := range []struct {
		text string
		want []string // types, sorted; nil: none
		tag  string   // a tag one instance must carry
	}{
		{"You are so stupid, nobody likes you here!", []string{"personal_attack"}, "insult"},
		{"kill all immigrants", []string{"bigotry", "criminal_activity"}, "call_for_violence"},
		{"we drank so much beer last week", []string{"adult_only"}, "alcohol"},
		{"He is a pickpocket", []string{"allegation"}, ""},
		{"his finger was cut off", []string{"disturbing"}, ""},
		{"i always feel sad", []string{"mental_issues"}, ""},
		{"asdkjasldkasdaasa", []string{"no_meaningful_content"}, ""},
		{"do u hv a bf", []string{"sexual_advances"}, ""},
		{"newbies should know their place", []string{"social_hierarchy"}, ""},
		{"Luxury watches are affordable in Antarctica!", []string{"spam"}, ""},
		{"your wickr ?", []string{"external_contact"}, ""},
		{"we sell elephant tusks", []string{"criminal_activity"}, "wildlife"},
		{"u r a liar", []string{"personal_attack"}, ""},
		{"I will br*k his neck and kll him", []string{"criminal_activity"}, "threat"},
		{"selling coke and meth, dm me for prices", []string{"criminal_activity", "external_contact"}, "hard_drug"},
		{"I want to kill myself tonight, I already wrote my note", []string{"mental_issues"}, "suicide"},
		{"women are disgusting", []string{"bigotry"}, "sexism"},
		{"Immigrants think they are special. I hate them.", []string{"bigotry"}, "xenophobia"},
		{"my password is hunter2", []string{"data_leak"}, "credentials"},
		{"My dog is smarter than any immigrant could ever be.", []string{"bigotry"}, "dehumanisation"},
		{"When women talk back to me, I just want to kill them.", []string{"bigotry", "criminal_activity"}, "sexism"},
		{"Shut up, fag.", []string{"bigotry"}, "homophobia"},
		{"I want to fuck you", []string{"sexual_advances"}, "sex"},
		{"List of paypal accounts: john@x.com:pass123 mary@y.com:qwerty", []string{"data_leak"}, "credentials"},
		{"he sold me fake rolex watches", nil, ""},
		{"I feel nothing but contempt for immigrants.", []string{"bigotry"}, "xenophobia"},
		{"abortion is murder and those who support it are evil", []string{"contentious"}, ""},
		{"fuck you", []string{"personal_attack"}, "insult"},
		{"I'm a proud faggot.", nil, ""},
		{"The council built two dykes to protect the town from flooding.", nil, ""},

		// Not abuse: negated, self-directed, quoted, counter-speech, neutral.
		{"I'm not calling you an idiot", nil, ""},
		{"I'm such an idiot", nil, ""},
		{"I love women", nil, ""},
		{"No woman deserves to be hurt.", nil, ""},
		{`Saying "women are disgusting" is not ok.`, nil, ""},
		{"The police said the man was killed on Tuesday.", nil, ""},
		{"Immigrants make up a large share of the workforce.", nil, ""},
		{"The quick brown fox jumps over the lazy dog.", nil, ""},
	} {
		d := analyse(t, "en", c.text)
		got := types(d)
		if !slices.Equal(got, c.want) {
			t.Errorf("%q: types %v, want %v%s", c.text, got, c.want, describe(d))
			continue
		}
		if c.tag != "" && !slices.ContainsFunc(d.Abuse, func(a doc.Abuse) bool { return slices.Contains(a.Tags, c.tag) }) {
			t.Errorf("%q: no instance tagged %q%s", c.text, c.tag, describe(d))
		}
	}
}

// TestSeverity checks the grading the service documents.
func TestSeverity(t *testing.T) {
	for _, c := range []struct {
		text string
		want string // "type/severity" of one instance
	}{
		{"kill all immigrants", "bigotry/extreme"},
		{"kill all immigrants", "criminal_activity/extreme"},
		{"Black people are vermin", "bigotry/high"},
		{"Immigrants should go back to where they came from", "bigotry/high"},
		{"I hate gay people", "bigotry/medium"},
		{"Our town is full of immigrants and dirty people.", "bigotry/medium"},
		{"his finger was cut off", "disturbing/extreme"},
		{"your wickr ?", "external_contact/low"},
		{"asdkjasldkasdaasa", "no_meaningful_content/low"},
		{"I want to kill myself tonight, I already wrote my note", "mental_issues/extreme"},
	} {
		d := analyse(t, "en", c.text)
		if !slices.Contains(summary(d), c.want) {
			t.Errorf("%q: %v, want %s%s", c.text, summary(d), c.want, describe(d))
		}
	}
}

// TestExplanations checks that every instance explains itself and locates
// its fragment inside its sentence.
func TestExplanations(t *testing.T) {
	text := "You are so stupid. We sell elephant tusks! I hate gay people. my password is hunter2"
	d := analyse(t, "en", text)
	if len(d.Abuse) < 4 {
		t.Fatalf("want 4 instances, got %v", summary(d))
	}
	runes := []rune(text)
	for _, a := range d.Abuse {
		if a.Explanation == "" {
			t.Errorf("%s: no explanation", a.Type)
		}
		s := d.Sentences[a.Sentence]
		if a.Offset < s.Offset || a.Offset+a.Length > s.End() {
			t.Errorf("%s: fragment [%d,%d) outside sentence [%d,%d)", a.Type, a.Offset, a.Offset+a.Length, s.Offset, s.End())
		}
		if got := string(runes[a.Offset : a.Offset+a.Length]); got != a.Text {
			t.Errorf("%s: text %q, fragment %q", a.Type, a.Text, got)
		}
	}
}

// TestFlags checks the memory flags' effects.
func TestFlags(t *testing.T) {
	threat := "I will kill you"
	if got := types(analyse(t, "en", threat)); !slices.Contains(got, "criminal_activity") {
		t.Errorf("%q: %v, want criminal_activity", threat, got)
	}
	if got := types(analyse(t, "en", threat, "game_violence_ok")); len(got) > 0 {
		t.Errorf("%q with game_violence_ok: %v, want nothing", threat, got)
	}

	advance := "send me pics"
	plain := summary(analyse(t, "en", advance))
	minor := summary(analyse(t, "en", advance, "possible_minor"))
	if !slices.Contains(plain, "sexual_advances/medium") || !slices.Contains(minor, "sexual_advances/high") {
		t.Errorf("%q: %v, with possible_minor %v; want medium then high", advance, plain, minor)
	}

	drugs := "there was cocaine on the table"
	if got := types(analyse(t, "en", drugs)); slices.Contains(got, "criminal_activity") {
		t.Errorf("%q: %v, want no crime without aggressive_crime_scan", drugs, got)
	}
	if got := types(analyse(t, "en", drugs, "aggressive_crime_scan")); !slices.Contains(got, "criminal_activity") {
		t.Errorf("%q with aggressive_crime_scan: %v, want criminal_activity", drugs, got)
	}

	age := analyse(t, "en", "im 13 years old and in middle school")
	if !slices.Contains(age.Raised, "possible_minor") {
		t.Errorf("a disclosed age of 13 did not raise possible_minor: %v", age.Raised)
	}
	spam := analyse(t, "en", "Congratulations, you won! Earn money working from home, click here: http://x.io")
	if want := []string{"make_money", "won_prize", "work_from_home"}; !slices.Equal(spam.Raised, want) {
		t.Errorf("spam raised %v, want %v", spam.Raised, want)
	}
	if got := analyse(t, "en", "I want to kill myself").Raised; !slices.Contains(got, "death_related") {
		t.Errorf("a suicidal statement raised %v, want death_related", got)
	}
}

func FuzzAnalyze(f *testing.F) {
	for _, s := range []string{"", "you idiot", "kill all immigrants", `"quoted" fuck`, "f u c k", "asdfghjkl", "I'm 13 lol"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		if len(text) > 2000 {
			return
		}
		d := analyse(t, "en", text)
		n := len([]rune(d.Text))
		for _, a := range d.Abuse {
			if a.Offset < 0 || a.Length <= 0 || a.Offset+a.Length > n || a.Sentence < 0 || a.Sentence >= len(d.Sentences) {
				t.Fatalf("instance out of text: %+v (len %d)", a, n)
			}
			if a.Severity == "" || a.Type == "" {
				t.Fatalf("instance without type or severity: %+v", a)
			}
		}
	})
}

// TestConcurrent analyses texts in several languages at once; run with
// -race, it checks that the shared models are safe to use concurrently.
func TestConcurrent(t *testing.T) {
	texts := map[string]string{
		"en": "You are an idiot. kill all immigrants", "de": "Du bist ein Idiot.",
		"fr": "Tu es un idiot.", "ru": "Ты идиот.", "zh-CN": "你是个白痴。", "ja": "お前は馬鹿だ。",
	}
	var wg sync.WaitGroup
	for range 3 {
		for lang, text := range texts {
			wg.Go(func() {
				if _, err := analyseErr(lang, text); err != nil {
					t.Error(err)
				}
			})
		}
	}
	wg.Wait()
}
