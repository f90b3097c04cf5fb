package bench

import (
	"bytes"
	"context"
	"os"
	"strings"
	"testing"

	"github.com/argot-nlp/argot/internal/conllu"
	"github.com/argot-nlp/argot/phrases"
)

// TestPhrasesSuite runs the phrases suite on the first sentences of a
// head-initial and two head-final languages and checks the table's shape
// and floors on the English figures.
func TestPhrasesSuite(t *testing.T) {
	cfg := sharedForTest(t)
	cfg.MaxSentences = 400
	cfg.Langs = []string{"en", "ja", "tr"}
	var out bytes.Buffer
	if err := runPhrases(context.Background(), cfg, &out); err != nil {
		t.Fatal(err)
	}
	t.Log("\n" + out.String())
	for _, want := range []string{"| en | en_ewt-ud-dev.conllu |", "| ja | ja_gsd-ud-dev.conllu |", "| tr |"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("no row %q", want)
		}
	}
	row, err := EvalPhrases(context.Background(), cfg, "en")
	if err != nil {
		t.Fatal(err)
	}
	if row.ChunkF1 < 0.85 || row.RoleAcc < 0.7 {
		t.Errorf("en chunk F1 %.3f, role accuracy %.3f: below 0.85, 0.7", row.ChunkF1, row.RoleAcc)
	}
}

// TestPhrasesTuningPart prints the role errors of the tuning part (the
// sentences held out of the scores) for rule work; it runs only with
// ARGOT_PHRASES_TUNING set to a comma-separated list of languages.
func TestPhrasesTuningPart(t *testing.T) {
	langs := os.Getenv("ARGOT_PHRASES_TUNING")
	if langs == "" {
		t.Skip("ARGOT_PHRASES_TUNING not set")
	}
	cfg := sharedForTest(t)
	cfg.Langs = strings.Split(langs, ",")
	cfg.Mismatches = 40
	phrasesTuningPart = true
	defer func() { phrasesTuningPart = false }()
	var out bytes.Buffer
	if err := runPhrases(context.Background(), cfg, &out); err != nil {
		t.Fatal(err)
	}
	t.Log("\n" + out.String())
}

func TestGoldChunks(t *testing.T) {
	const tree = `# sent_id = t1
# text = The old car was not driven by David .
1	The	the	DET	DT	_	3	det	_	_
2	old	old	ADJ	JJ	_	3	amod	_	_
3	car	car	NOUN	NN	_	6	nsubj:pass	_	_
4	was	be	AUX	VBD	_	6	aux:pass	_	_
5	not	not	PART	RB	_	6	advmod	_	_
6	driven	drive	VERB	VBN	Voice=Pass	0	root	_	_
7	by	by	ADP	IN	_	8	case	_	_
8	David	David	PROPN	NNP	_	6	obl:agent	_	_
9	.	.	PUNCT	.	_	6	punct	_	_

`
	sents, err := conllu.Parse(strings.NewReader(tree))
	if err != nil {
		t.Fatal(err)
	}
	got := goldChunks(sents[0])
	want := []phrases.Chunk{{Type: "NP", Start: 0, End: 3, Head: 2}, {Type: "VP", Start: 3, End: 6, Head: 5},
		{Type: "PP", Start: 6, End: 7, Head: 6}, {Type: "NP", Start: 7, End: 8, Head: 7}}
	if len(got) != len(want) {
		t.Fatalf("chunks %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("chunk %d: %v, want %v", i, got[i], want[i])
		}
	}
	cs, err := phrases.Chunks("en", goldWords(sents[0]))
	if err != nil {
		t.Fatal(err)
	}
	var c chunkCounts
	scoreChunks(got, cs, &c, nil)
	if c.f1() != 1 {
		t.Errorf("chunker on the gold tags: %v, want %v", cs, got)
	}
}
