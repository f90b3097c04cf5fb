package sentiment

import (
	"context"
	"sync"
	"testing"

	"github.com/argot-nlp/argot/grammar"
	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/internal/pipeline"
	"github.com/argot-nlp/argot/lexdata"
	"github.com/argot-nlp/argot/packs/all"
	"github.com/argot-nlp/argot/phrases"
	"github.com/argot-nlp/argot/senses"
	"github.com/argot-nlp/argot/tokenize"
)

// embedded is the packs the internal tests analyse text with.
var embedded = sync.OnceValue(func() *lexdata.Store { return lexdata.NewStore(all.FS) })

// analyseText runs the stages before sentiment and Analyze on text in
// language lang with the embedded packs.
func analyseText(t testing.TB, lang, text string) Result {
	t.Helper()
	_, res := AnalyseWith(t, embedded(), lang, text)
	return res
}

// onlyExpression analyses text as analyseText does and returns its one
// sentiment expression; with none or several it reports an error and
// returns false.
func onlyExpression(t testing.TB, lang, text string) (Expression, bool) {
	t.Helper()
	res := analyseText(t, lang, text)
	if len(res.Expressions) != 1 {
		t.Errorf("%s %q: expressions %+v, want one", lang, text, res.Expressions)
		return Expression{}, false
	}
	return res.Expressions[0], true
}

// AnalyseWith runs the stages before sentiment (tokenize, senses, grammar,
// phrases) and Analyze on text in language lang with the packs of st. It
// is exported for the package's external tests.
func AnalyseWith(t testing.TB, st *lexdata.Store, lang, text string) (*doc.Document, Result) {
	t.Helper()
	pack, err := st.Language(lang)
	if err != nil {
		t.Fatal(err)
	}
	d := &doc.Document{Text: text, Lang: lang}
	stages := []pipeline.Stage{tokenize.NewStage(), senses.NewStage(st.Families),
		grammar.NewStage(), phrases.NewStage(st.Families)}
	if err := pipeline.Run(context.Background(), stages, d, pack); err != nil {
		t.Fatal(err)
	}
	core, err := st.Families()
	if err != nil {
		t.Fatal(err)
	}
	res, err := Analyze(context.Background(), d, pack, core, Options{})
	if err != nil {
		t.Fatal(err)
	}
	return d, res
}
