package conllu

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/klauspost/compress/zstd"
)

const sample = `# newdoc id = doc1
# sent_id = s1
# newpar
# text = Don't go to the U.S.
1-2	Don't	_	_	_	_	_	_	_	_
1	Do	do	AUX	VBP	Mood=Ind	3	aux	3:aux	_
2	n't	not	PART	RB	_	3	advmod	3:advmod	_
3	go	go	VERB	VB	VerbForm=Inf	0	root	0:root	_
4	to	to	ADP	IN	_	6	case	6:case	_
5	the	the	DET	DT	_	6	det	6:det	_
6	U.S.	U.S.	PROPN	NNP	Number=Sing	3	obl	3:obl:to	SpaceAfter=No|Foo=Bar
6.1	went	go	VERB	VBD	_	_	_	3:conj	_

# sent_id = s2
# text = Ok
1	Ok	ok	INTJ	UH	_	_	_	_	_
`

func TestParse(t *testing.T) {
	sents, err := Parse(strings.NewReader(sample))
	if err != nil {
		t.Fatal(err)
	}
	if len(sents) != 2 {
		t.Fatalf("%d sentences, want 2", len(sents))
	}
	s := sents[0]
	if s.ID != "s1" || s.Text != "Don't go to the U.S." || !s.NewDoc || s.DocID != "doc1" || !s.NewPar || s.ParID != "" {
		t.Errorf("comments: %+v", s)
	}
	if len(s.Words) != 6 || len(s.Tokens) != 5 || len(s.Empty) != 1 {
		t.Fatalf("words %d tokens %d empty %d", len(s.Words), len(s.Tokens), len(s.Empty))
	}
	if tok := s.Tokens[0]; tok.Form != "Don't" || tok.First != 1 || tok.Last != 2 || !tok.Multiword() {
		t.Errorf("multiword token: %+v", tok)
	}
	w := s.Words[5]
	if w.ID != 6 || w.Form != "U.S." || w.Lemma != "U.S." || w.UPOS != "PROPN" || w.XPOS != "NNP" ||
		w.Feats != "Number=Sing" || w.Head != 3 || w.Deprel != "obl" || w.Deps != "3:obl:to" || w.SpaceAfter() {
		t.Errorf("word: %+v", w)
	}
	if s.Tokens[4].SpaceAfter() || !s.Tokens[3].SpaceAfter() {
		t.Error("SpaceAfter of tokens")
	}
	if sents[1].Words[0].Head != -1 || sents[1].NewDoc || sents[1].Line != 14 {
		t.Errorf("second sentence: %+v", sents[1])
	}
}

func TestParseErrors(t *testing.T) {
	for _, in := range []string{
		"1\tonly\tthree\n",
		"x\ta\ta\ta\ta\ta\ta\ta\ta\ta\n",
		"3-1\ta\ta\ta\ta\ta\ta\ta\ta\ta\n",
		"1\ta\ta\ta\ta\ta\tx\ta\ta\ta\n",
		"1-2\ta\t_\t_\t_\t_\t_\t_\t_\t_\n",
	} {
		if _, err := Parse(strings.NewReader(in)); err == nil {
			t.Errorf("Parse(%q): want an error", in)
		}
	}
}

func TestReadFileZstd(t *testing.T) {
	dir := t.TempDir()
	plain := filepath.Join(dir, "a.conllu")
	if err := os.WriteFile(plain, []byte(sample), 0o644); err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	zw, _ := zstd.NewWriter(&buf)
	io.WriteString(zw, sample)
	zw.Close()
	packed := filepath.Join(dir, "a.conllu.zst")
	if err := os.WriteFile(packed, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{plain, packed} {
		sents, err := ReadFile(p)
		if err != nil || len(sents) != 2 {
			t.Errorf("ReadFile(%s): %d sentences, %v", p, len(sents), err)
		}
	}
	if _, err := ReadFile(filepath.Join(dir, "missing.conllu")); err == nil {
		t.Error("missing file: want an error")
	}
}

// FuzzParse checks that the reader never panics and that what it returns
// is consistent: every token covers words of its sentence.
func FuzzParse(f *testing.F) {
	f.Add(sample)
	f.Add("1-3\ta\t_\t_\t_\t_\t_\t_\t_\t_\n1\tb\t_\t_\t_\t_\t_\t_\t_\t_\n\n")
	f.Add("# text\n#\n\n\n1\t\t\t\t\t\t\t\t\t\n")
	f.Fuzz(func(t *testing.T, in string) {
		sents, err := Parse(strings.NewReader(in))
		if err != nil {
			return
		}
		for _, s := range sents {
			for _, tok := range s.Tokens {
				if tok.First < 1 || tok.Last < tok.First {
					t.Fatalf("bad token range %+v", tok)
				}
			}
		}
	})
}

func TestDictionaryLemma(t *testing.T) {
	tests := []struct{ lang, lemma, upos, want string }{
		{"fi", "aamu#pala", "NOUN", "aamupala"},
		{"fi", "#", "SYM", "#"},
		{"ko", "학교+에서", "NOUN", "학교"},
		{"ko", "먹+었+다", "VERB", "먹다"},
		{"ko", "+", "PUNCT", "+"},
		{"en", "a+b", "NOUN", "a+b"},
		{"fa", "کرد", "VERB", "کردن"},
		{"fa", "گفت", "VERB", "گفتن"},
		{"fa", "کتاب", "NOUN", "کتاب"},
	}
	for _, tt := range tests {
		if got := DictionaryLemma(tt.lang, tt.lemma, tt.upos); got != tt.want {
			t.Errorf("DictionaryLemma(%s, %q) = %q, want %q", tt.lang, tt.lemma, got, tt.want)
		}
	}
}
