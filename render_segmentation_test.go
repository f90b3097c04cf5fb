package argot

import (
	"testing"

	"github.com/argot-nlp/argot/internal/doc"
)

// TestRenderSegmentation checks a compound's "segmentation": its
// components in n-best output only, offsets relative to the sentence, the
// whole word as the rejected segmentation.
func TestRenderSegmentation(t *testing.T) {
	tok := doc.Token{Text: "Stahlkugeln", Offset: 14, Length: 11, Kind: doc.Word, Lexeme: 3, Family: 9,
		Readings:   []doc.Reading{{Lexeme: 3}},
		Components: []doc.Component{{Text: "Stahl", Offset: 14, Length: 5, Lexeme: 1, Family: 7}, {Text: "kugeln", Offset: 19, Length: 6, Lexeme: 2, Family: 9}}}
	w := renderWord(&tok, 10, &wordOptions{nbest: true}, nil)
	if len(w.Segmentation) != 2 || w.Segmentation[1].Text != "kugeln" || w.Segmentation[1].Offset != 9 ||
		w.Segmentation[1].Length != 6 || w.Segmentation[0].Family != 7 || w.Segmentation[1].Lexeme != 2 {
		t.Errorf("segmentation = %+v", w.Segmentation)
	}
	if len(w.OtherSegmentations) != 1 || len(w.OtherSegmentations[0]) != 1 || w.OtherSegmentations[0][0].Text != "Stahlkugeln" ||
		w.OtherSegmentations[0][0].Offset != 4 || w.OtherSegmentations[0][0].Family != 9 {
		t.Errorf("other segmentations = %+v", w.OtherSegmentations)
	}
	if w := renderWord(&tok, 10, &wordOptions{}, nil); w.Segmentation != nil || w.OtherSegmentations != nil {
		t.Error("segmentation in deterministic output")
	}
}
