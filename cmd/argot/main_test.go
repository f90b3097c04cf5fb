package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
)

func runCmd(t *testing.T, stdin string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	e := &env{stdin: strings.NewReader(stdin), stdout: &out, stderr: &errb}
	code = run(context.Background(), e, args)
	return code, out.String(), errb.String()
}

func TestParseJSONLInOrderWithBadLines(t *testing.T) {
	var in strings.Builder
	const n = 60
	for i := 0; i < n; i++ {
		switch i % 4 {
		case 1:
			in.WriteString("{not json\n")
		case 2:
			fmt.Fprintf(&in, `{"language":"en","content":"x","settings":{"min_generic_frequency":%d}}`+"\n", 11+i)
		case 3:
			in.WriteString("\n")
		default:
			fmt.Fprintf(&in, `{"language":"en","content":"line %d.","settings":{"words":true}}`+"\n", i)
		}
	}
	for _, workers := range []string{"1", "4"} {
		code, out, errs := runCmd(t, in.String(), "parse", "-jsonl", "-workers", workers)
		if code != 0 {
			t.Fatalf("workers %s: exit %d: %s", workers, code, errs)
		}
		lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
		if len(lines) != n {
			t.Fatalf("workers %s: %d output lines, want %d", workers, len(lines), n)
		}
		for i, l := range lines {
			var v map[string]json.RawMessage
			if err := json.Unmarshal([]byte(l), &v); err != nil {
				t.Fatalf("line %d not JSON: %s", i, l)
			}
			switch i % 4 {
			case 0:
				if want := fmt.Sprintf(`"line %d."`, i); string(v["text"]) != want {
					t.Errorf("line %d out of order: %s", i, l)
				}
			case 2:
				if !strings.Contains(l, `"status":400`) || !strings.Contains(l, `"key":"settings.min_generic_frequency"`) {
					t.Errorf("line %d: %s", i, l)
				}
			default:
				if !strings.Contains(l, `{"error":{"status":400`) {
					t.Errorf("line %d: %s", i, l)
				}
			}
		}
	}
}

func TestParseSingle(t *testing.T) {
	code, out, errs := runCmd(t, "", "parse", "-lang", "en", "-settings", `{"words":true}`, "Hello", "world.")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if !strings.Contains(out, `"text":"Hello world."`) || !strings.Contains(out, `"words":[`) {
		t.Errorf("output: %s", out)
	}
	code, out, _ = runCmd(t, "", "parse", "-lang", "xx", "hi")
	if code != 1 || !strings.Contains(out, `"key":"language"`) {
		t.Errorf("bad language: exit %d, %s", code, out)
	}
	code, _, _ = runCmd(t, "", "parse", "-nosuchflag")
	if code != 2 {
		t.Errorf("usage error: exit %d", code)
	}
}

func TestUnknownCommand(t *testing.T) {
	if code, _, _ := runCmd(t, "", "frobnicate"); code != 2 {
		t.Errorf("unknown command: exit %d", code)
	}
}

func TestSimilarityCommand(t *testing.T) {
	code, out, errs := runCmd(t, "", "similarity", "-lang1", "en", "-lang2", "de", "The dog is sleeping in the garden.", "Der Hund schläft im Garten.")
	var score float64
	if code != 0 || json.Unmarshal([]byte(out), &score) != nil || score < 0.5 || score > 1 {
		t.Errorf("similarity: exit %d, %q, %q", code, out, errs)
	}
	if code, _, _ := runCmd(t, "", "similarity", "only one text"); code != 2 {
		t.Errorf("one text: exit %d, want 2", code)
	}
	if code, out, _ := runCmd(t, "", "similarity", "-lang1", "xx", "a", "b"); code != 1 || !strings.Contains(out, `"key":"language1"`) {
		t.Errorf("bad language: exit %d, %q", code, out)
	}
	in := `{"content1":"A cat.","language1":"en","content2":"A cat.","language2":"en"}` + "\n" +
		`{"content1":"A cat.","language1":"zz","content2":"b","language2":"en"}` + "\n{bad\n"
	code, out, _ = runCmd(t, in, "similarity", "-jsonl", "-workers", "2")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if code != 0 || len(lines) != 3 || lines[0] != "1" || !strings.Contains(lines[1], `"key":"language1"`) || !strings.Contains(lines[2], `"status":400`) {
		t.Errorf("similarity -jsonl: exit %d, %q", code, out)
	}
}

func TestTransformCommand(t *testing.T) {
	code, out, errs := runCmd(t, "", "transform", "-from", "en", "-to", "de", "The dog sleeps.")
	if code != 0 || !strings.Contains(out, "Hund") {
		t.Errorf("transform: exit %d, %q, %q", code, out, errs)
	}
	code, out, _ = runCmd(t, "Der Hund schläft.", "transform", "-to", "en", "-")
	if code != 0 || !strings.Contains(out, "dog") {
		t.Errorf("transform from stdin with detection: exit %d, %q", code, out)
	}
	if code, _, _ := runCmd(t, "", "transform", "text"); code != 2 {
		t.Errorf("no -to: exit %d, want 2", code)
	}
	in := `{"from":"en","to":"fr","content":"The cat drinks milk."}` + "\n" + `{"from":"en","to":"xx","content":"a"}` + "\n"
	code, out, _ = runCmd(t, in, "transform", "-jsonl")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if code != 0 || len(lines) != 2 || !strings.Contains(lines[0], "lait") || !strings.Contains(lines[1], `"key":"to"`) {
		t.Errorf("transform -jsonl: exit %d, %q", code, out)
	}
}

func TestLanguagesAndExtract(t *testing.T) {
	code, out, _ := runCmd(t, "", "languages")
	var recs []map[string]any
	if code != 0 || json.Unmarshal([]byte(out), &recs) != nil || len(recs) != 27 {
		t.Fatalf("languages: exit %d, %d records", code, len(recs))
	}
	code, out, _ = runCmd(t, "<p>Clean me up</p><style>x</style>", "extract")
	if code != 0 || out != "Clean me up\n" {
		t.Errorf("extract: exit %d, %q", code, out)
	}
	code, out, _ = runCmd(t, "\x00\x01\x02binary", "extract", "-")
	if code != 1 || !strings.Contains(out, `"status":400`) {
		t.Errorf("binary extract: exit %d, %q", code, out)
	}
}

func TestCompareNamesCommand(t *testing.T) {
	code, out, errs := runCmd(t, "", "compare-names", "-lang1", "en", "-name1", "Kevin Tan", "-lang2", "en", "-name2", "TAN Kevin")
	if code != 0 || out != "{\"result\":\"same\"}\n" {
		t.Errorf("exit %d, %q %q", code, out, errs)
	}
	in := `{"language1":"en","entity1":"William Smith","language2":"ru","entity2":"Вилл Смит","type":"person"}` + "\n" +
		"nope\n" +
		`{"language1":"en","entity1":"a","language2":"xx","entity2":"b"}` + "\n"
	code, out, _ = runCmd(t, in, "compare-names", "-jsonl")
	want := `{"result":"different","differences":["variation"]}` + "\n" +
		`{"error":{"status":400,"message":"invalid JSON: invalid character 'o' in literal null (expecting 'u')"}}` + "\n"
	if code != 0 || !strings.HasPrefix(out, want) || !strings.Contains(out, `"key":"language2"`) {
		t.Errorf("exit %d:\n%s", code, out)
	}
}

func TestDetectCommand(t *testing.T) {
	code, out, errs := runCmd(t, "", "detect", "-delimiter", `\|`, "Guten Morgen, wie geht es dir heute? | Buenos días, ¿cómo estás hoy?")
	if code != 0 || !strings.Contains(out, `"language":"de"`) || !strings.Contains(out, `"language":"es"`) {
		t.Errorf("exit %d: %s %s", code, out, errs)
	}
	code, out, _ = runCmd(t, `{"content":"Dobry wieczór, jak się masz?"}`+"\n"+`{"content":"x","delimiter":"("}`+"\n", "detect", "-jsonl")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if code != 0 || len(lines) != 2 || !strings.Contains(lines[0], `"language":"pl"`) || !strings.Contains(lines[1], `"key":"delimiter"`) {
		t.Errorf("jsonl: exit %d: %s", code, out)
	}
}

func TestInflectionsCommand(t *testing.T) {
	code, out, errs := runCmd(t, "", "inflections", "-lang", "en", "-word", "dogs")
	if code != 0 || !strings.Contains(out, `{"text":"dog","isLemma":true`) || !strings.Contains(out, `"text":"dogs"`) {
		t.Errorf("exit %d: %.300s %s", code, out, errs)
	}
	code, out, _ = runCmd(t, `{"language":"de","word":"Häuser"}`+"\n"+`{"language":"de"}`+"\n", "inflections", "-jsonl")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if code != 0 || len(lines) != 2 || !strings.Contains(lines[0], `"text":"Haus"`) || !strings.Contains(lines[1], `"key":"lexeme"`) {
		t.Errorf("jsonl: exit %d: %.500s", code, out)
	}
}
