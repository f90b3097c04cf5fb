package spell

import (
	"context"
	"strings"
	"testing"

	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/tokenize"
)

// stageText is running English with a few misspellings and obfuscations,
// repeated as a long document repeats its words.
const stageText = `The comittee met on Tuesday to discuss the new budjet. Most members
agreed that the proposal was reasonable, although some of them recieved the
documents late and asked for more time. One member said the plan was a
f*cking disaster and that the city would waste its money again. The chair
thanked everyone, promised a separate meeting next week, and closed the
session at noon.`

func stageDoc(t testing.TB, copies int) (*doc.Document, int) {
	tk, err := tokenize.New("en")
	if err != nil {
		t.Fatal(err)
	}
	d := &doc.Document{Sentences: tk.Tokenize(strings.Repeat(stageText+"\n\n", copies))}
	n := 0
	for _, s := range d.Sentences {
		n += len(s.Tokens)
	}
	return d, n
}

// stageCorrections lists the corrections the stage made, "text>corrected".
func stageCorrections(d *doc.Document) []string {
	var got []string
	for _, s := range d.Sentences {
		for _, tok := range s.Tokens {
			if tok.Corrected != "" {
				got = append(got, tok.Text+">"+tok.Corrected)
			}
		}
	}
	return got
}

func TestStageMemo(t *testing.T) {
	l, err := store().Language("en")
	if err != nil {
		t.Fatal(err)
	}
	d, _ := stageDoc(t, 2)
	if err := NewStage().Run(context.Background(), d, l); err != nil {
		t.Fatal(err)
	}
	// Both copies of the text get the same corrections.
	got := stageCorrections(d)
	want := "comittee>committee budjet>budget recieved>received f>fucking"
	if h := len(got) / 2; len(got)%2 != 0 || strings.Join(got[:h], " ") != strings.Join(got[h:], " ") || strings.Join(got[:h], " ") != want {
		t.Errorf("corrections = %q, want %q twice", got, want)
	}
}

// BenchmarkStage measures the spelling stage alone on an English
// document.
func BenchmarkStage(b *testing.B) {
	l, err := store().Language("en")
	if err != nil {
		b.Fatal(err)
	}
	if _, err := For(l); err != nil {
		b.Fatal(err)
	}
	d, n := stageDoc(b, 50)
	st := NewStage()
	b.ReportAllocs()
	b.ResetTimer()
	for range b.N {
		for si := range d.Sentences {
			for ti := range d.Sentences[si].Tokens {
				d.Sentences[si].Tokens[ti].Corrected = ""
			}
		}
		if err := st.Run(context.Background(), d, l); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds(), "tokens/s")
}

// TestStageNames checks that a word the document capitalises after
// another word is a name where it starts a sentence: the stage leaves
// it, where the sentence alone would correct it; and that a misspelled
// first word the document never writes so is still corrected.
func TestStageNames(t *testing.T) {
	l, err := store().Language("en")
	if err != nil {
		t.Fatal(err)
	}
	c, err := For(l)
	if err != nil {
		t.Fatal(err)
	}
	tk, err := tokenize.New("en")
	if err != nil {
		t.Fatal(err)
	}
	first := tk.Tokenize("Mittal said profits rose.")[0]
	if ks := c.Sentence(first.Tokens, Options{}); len(ks) != 1 || ks[0].Index != 0 {
		t.Fatalf("alone, the first word is not corrected (%+v): the test needs one that is", ks)
	}
	d := &doc.Document{Sentences: tk.Tokenize("Mittal said profits rose. Shares in Mittal fell. Reserch was cut.")}
	names := c.Names(d.Sentences)
	if !names["mittal"] || names["shares"] || names["reserch"] {
		t.Errorf("Names = %v, want mittal (after a word) and not the first words", names)
	}
	if err := NewStage().Run(context.Background(), d, l); err != nil {
		t.Fatal(err)
	}
	got := stageCorrections(d)
	if strings.Join(got, " ") != "Reserch>Research" {
		t.Errorf("corrections = %q, want only Reserch>Research", got)
	}
}
