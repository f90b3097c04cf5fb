package argot

import (
	"context"

	"github.com/argot-nlp/argot/names"
)

// NameComparisonRequest is the service's POST /compare/entities body.
type NameComparisonRequest struct {
	Language1 string `json:"language1"`
	Entity1   string `json:"entity1"`
	Language2 string `json:"language2"`
	Entity2   string `json:"entity2"`
	// Type is the entity type; only "person" (the default) is supported.
	Type string `json:"type,omitempty"`
}

// CompareNames compares two person names, possibly in different languages
// and scripts: "same", "different" (with the kinds of difference) or
// "no_single_entity" when an input is not one person's name. See package
// names for what each answer means.
func (a *Analyzer) CompareNames(ctx context.Context, req NameComparisonRequest) (*NameComparison, error) {
	if req.Type != "" && req.Type != "person" {
		return nil, badRequest("type", "only type person is supported, got %q", req.Type)
	}
	l1, err := a.helperLanguage("language1", req.Language1)
	if err != nil {
		return nil, err
	}
	l2, err := a.helperLanguage("language2", req.Language2)
	if err != nil {
		return nil, err
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	r := names.Compare(l1, req.Entity1, l2, req.Entity2)
	return &NameComparison{Result: r.Result, Differences: r.Differences}, nil
}

// helperLanguage resolves a helper method's language field.
func (a *Analyzer) helperLanguage(key, code string) (string, error) {
	id, err := a.resolveLanguage(code)
	if e, ok := err.(*Error); ok {
		e.Key = key
		return "", e
	}
	return id, err
}
