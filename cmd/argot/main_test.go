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

func TestNotYetImplemented(t *testing.T) {
	for _, c := range []string{"similarity", "transform"} {
		code, _, errs := runCmd(t, "", c)
		if code != 2 || !strings.Contains(errs, "argot: "+c+": not implemented yet") {
			t.Errorf("%s: exit %d, %q", c, code, errs)
		}
	}
	if code, _, _ := runCmd(t, "", "frobnicate"); code != 2 {
		t.Errorf("unknown command: exit %d", code)
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
