package packbuild

import (
	"context"
	"errors"

	"github.com/argot-nlp/argot/abuse"
	"github.com/argot-nlp/argot/lexdata"
	"github.com/argot-nlp/argot/segment"
)

// This file makes abuse.split: the abuse phrase model's entries as the
// language's tokenizer splits them (see abuse.SectionSplit), so that
// loading the model runs no tokenizer.

func init() {
	languageProducers = append(languageProducers, producer{abuse.SectionSplit, produceAbuseSplit})
}

// abuseSplitSections are the sections abuse.EncodeSplit reads: the abuse
// lexicon and what the tokenizer's dictionary mode reads (the lexicon's
// frequencies, the segmenters' word lists).
var abuseSplitSections = map[string]bool{
	lexdata.SectionMeta:    true,
	sectionAbuseLexicon:    true,
	lexdata.SectionLexemes: true,
	lexdata.SectionForms:   true,
	lexdata.SectionFreq:    true,
	segment.SectionWords:   true,
	segment.SectionChinese: true,
}

func produceAbuseSplit(ctx context.Context, in input) ([]byte, lexdata.Provenance, error) {
	p, err := packOf(ctx, in.src, in.lang, languageProducers, func(name string) bool { return abuseSplitSections[name] })
	if err != nil {
		return nil, lexdata.Provenance{}, err
	}
	data, err := abuse.EncodeSplit(in.lang, p)
	if err != nil {
		return nil, lexdata.Provenance{}, err
	}
	if data == nil {
		return nil, lexdata.Provenance{}, &omission{"phrases match as character strings: the model tokenizes nothing"}
	}
	// The entries are the lexicon's: so are the sources and licences
	// (the cue lists alone are the builder's own).
	_, prov, err := produceAbuseLexicon(ctx, in)
	var skip *omission
	switch {
	case errors.As(err, &skip):
		prov = generated
	case err != nil:
		return nil, lexdata.Provenance{}, err
	}
	note := "the entries of abuse.lexicon and abuse/data/cues split by the language's tokenizer"
	if prov.Note != "" {
		note += "; abuse.lexicon: " + prov.Note
	}
	prov.Note = note
	return data, prov, nil
}
