// Package prelude builds the stages argot.Analyzer runs before memory,
// entities and the analyses: tokens, spelling, senses, tags and phrases,
// configured as the Analyzer configures them. The pack builder trains the
// sentiment document model on what they give and the sentiment suites
// score through them, so the three must not drift apart; this is the one
// place that says what they are.
package prelude

import (
	"github.com/argot-nlp/argot/abuse"
	"github.com/argot-nlp/argot/entities"
	"github.com/argot-nlp/argot/grammar"
	"github.com/argot-nlp/argot/internal/pipeline"
	"github.com/argot-nlp/argot/lexdata"
	"github.com/argot-nlp/argot/phrases"
	"github.com/argot-nlp/argot/senses"
	"github.com/argot-nlp/argot/spell"
	"github.com/argot-nlp/argot/tokenize"
)

// Stages returns new tokenize, spell, senses, grammar and phrases stages.
// The spelling stage keeps as written the names ents knows (software and
// apps) and the words ab matches as abuse cues, so that "wickr" is not
// "corrected" to "wicker" before the stages that know it read it.
func Stages(families func() (*lexdata.Core, error), ents *entities.Stage, ab *abuse.Stage) []pipeline.Stage {
	keep := func(l *lexdata.Language, w string) bool { return ents.IsName(w) || ab.KnownWord(l, w) }
	return []pipeline.Stage{
		tokenize.NewStage(),
		spell.NewStage(spell.WithKeep(keep)),
		senses.NewStage(families),
		grammar.NewStage(),
		phrases.NewStage(families),
	}
}
