package sentiment

import (
	"reflect"
	"testing"

	"github.com/argot-nlp/argot/internal/doc"
)

// docExamples are documents of two words each: "good" and "great" make a
// document positive, "bad" and "awful" negative; "food" says nothing. The
// rule score agrees with the label in most of them.
func docExamples() []DocExample {
	word := func(s string) docFeature { return docFeature{hashString(dfLemma, s) & (1<<docBits - 1), 1} }
	bias := docFeature{hashString(dfDense, "bias") & (1<<docBits - 1), 1}
	var out []DocExample
	for i, w := range []string{"good", "great", "bad", "awful", "good", "bad", "great", "awful", "good", "awful"} {
		pos := w == "good" || w == "great"
		rule := 0.5
		if !pos {
			rule = -0.5
		}
		fs := []docFeature{bias, {hashString(dfDense, "rule") & (1<<docBits - 1), float32(rule)}, word(w), word("food")}
		out = append(out, DocExample{Features: DocFeatures{fs: fs, rule: rule}, Positive: pos, Group: "g", Fold: i % 2})
	}
	return out
}

func docOptions() DocTrainOptions {
	return DocTrainOptions{Epochs: 10, Rate: 0.1, L2: []float64{0, 0.01}, Folds: 2, Seed: 1, MinCount: 1, Balance: true, SparseOnlyL2: true}
}

func TestTrainDocModel(t *testing.T) {
	m, rep, err := TrainDocModel(docExamples(), docOptions())
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range docExamples() {
		if s := m.Score(e.Features); (s > 0) != e.Positive {
			t.Errorf("score %.3f, want positive %v", s, e.Positive)
		}
	}
	if rep.N["g"] != 10 || rep.Rules["g"] != 1 || len(rep.Model) != 2 {
		t.Errorf("report %+v", rep)
	}
	again, _, _ := TrainDocModel(docExamples(), docOptions())
	if !reflect.DeepEqual(m.Encode(), again.Encode()) {
		t.Error("training is not deterministic")
	}
	bad := docOptions()
	bad.Folds = 1
	if _, _, err := TrainDocModel(docExamples(), bad); err == nil {
		t.Error("one fold: want an error")
	}
	if _, _, err := TrainDocModel(nil, docOptions()); err == nil {
		t.Error("no examples: want an error")
	}
	ex := docExamples()
	ex[0].Fold = 5
	if _, _, err := TrainDocModel(ex, docOptions()); err == nil {
		t.Error("fold out of range: want an error")
	}
}

func TestSilentDocument(t *testing.T) {
	m, _, _ := TrainDocModel(docExamples(), docOptions())
	tests := []struct {
		rule     float64
		evidence bool
		why      unassertion
		silent   bool
	}{
		{0, true, unasserted, true},
		{0, true, 0, false},
		// No judgement at all in an asserted text: nothing to weigh.
		{0, false, 0, true},
		{0.5, true, unasserted, false},
		{0, false, unasserted | whQuestion, false},
		{0, true, unasserted | exclaimedQuestion, false},
		{0, true, unasserted | polarMainClause, false},
		{0, true, unasserted | polarStatement, false},
		// Polar words in a main clause alone assert nothing hypothetical.
		{0, true, polarMainClause, false},
	}
	for _, tc := range tests {
		f := docExamples()[0].Features
		f.rule, f.evidence, f.why = tc.rule, tc.evidence, tc.why
		if s := m.Score(f); (s == 0) != tc.silent {
			t.Errorf("rule %.1f, kinds %b: score %.3f, want silent %v", tc.rule, tc.why, s, tc.silent)
		}
	}
}

func TestQuestionKind(t *testing.T) {
	word := func(s string, feats ...string) doc.Token { return doc.Token{Text: s, Kind: doc.Word, Features: feats} }
	punct := func(s string) doc.Token { return doc.Token{Text: s, Kind: doc.Punctuation} }
	tests := []struct {
		toks []doc.Token
		want unassertion
	}{
		{[]doc.Token{word("Was"), word("it"), word("good"), punct("?")}, 0},
		{[]doc.Token{punct("¿"), word("Why", "PronType=Int"), word("so"), word("bad"), punct("?")}, whQuestion},
		{[]doc.Token{word("Really"), word("good"), punct("?!")}, exclaimedQuestion},
		{[]doc.Token{word("How", "PronType=Int"), word("awful"), punct("?"), punct("!")}, whQuestion | exclaimedQuestion},
		// An exclamation mark inside the sentence is not the question's.
		{[]doc.Token{word("Wow"), punct("!"), word("good"), punct("?")}, 0},
	}
	for _, tc := range tests {
		if got := questionKind(tc.toks); got != tc.want {
			t.Errorf("%v: kind %b, want %b", tc.toks, got, tc.want)
		}
	}
}

func TestDocModelRoundTrip(t *testing.T) {
	m, _, _ := TrainDocModel(docExamples(), docOptions())
	raw := m.Encode()
	got, err := DecodeDocModel(raw)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got.m, m.m) {
		t.Errorf("decoded %+v, want %+v", got.m, m.m)
	}
	for _, bad := range [][]byte{nil, []byte("SDM1"), raw[:len(raw)-1], append(append([]byte{}, raw...), 0)} {
		if _, err := DecodeDocModel(bad); err == nil {
			t.Errorf("%q: want an error", bad)
		}
	}
}

func FuzzDecodeDocModel(f *testing.F) {
	m, _, _ := TrainDocModel(docExamples(), docOptions())
	f.Add(m.Encode())
	f.Add([]byte("SDM1\x01\x00"))
	f.Add([]byte("SDM1\x80\x20\x01\x05\x02"))
	f.Fuzz(func(t *testing.T, data []byte) {
		dm, err := DecodeDocModel(data)
		if err != nil {
			return
		}
		again, err := DecodeDocModel(dm.Encode())
		if err != nil || !reflect.DeepEqual(dm.m, again.m) {
			t.Errorf("re-encoding a decoded model: %v", err)
		}
	})
}
