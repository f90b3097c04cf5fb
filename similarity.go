package argot

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"runtime/debug"
	"unicode/utf8"

	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/internal/pipeline"
	"github.com/argot-nlp/argot/lexdata"
	"github.com/argot-nlp/argot/similarity"
)

// SimilarityRequest is the service's POST /similarity body. The response
// is a bare number in 0..1.
type SimilarityRequest struct {
	Content1  string `json:"content1"`
	Language1 string `json:"language1"`
	Content2  string `json:"content2"`
	Language2 string `json:"language2"`
	// Settings are the parse settings that shape the analysis of both
	// fragments (spelling correction, format); output settings do not
	// apply.
	Settings Settings `json:"settings,omitzero"`
}

// DecodeSimilarityRequest decodes a similarity request in the service's
// JSON. Every failure is an *Error with status 400.
func DecodeSimilarityRequest(body []byte) (SimilarityRequest, error) {
	var req SimilarityRequest
	if err := decodeHelperJSON(body, &req); err != nil {
		return SimilarityRequest{}, err
	}
	return req, nil
}

// decodeHelperJSON decodes a helper's request body into v, turning every
// failure into a 400 that names the field at fault when there is one.
func decodeHelperJSON(body []byte, v any) error {
	err := json.Unmarshal(body, v)
	if err == nil {
		return nil
	}
	var e *Error
	if errors.As(err, &e) {
		return e
	}
	out := &Error{Status: 400, Message: "invalid JSON: " + err.Error(), Err: err}
	var te *json.UnmarshalTypeError
	if errors.As(err, &te) {
		out.Key = te.Field
	}
	return out
}

// Similarity returns the semantic similarity of two fragments, possibly in
// different languages, in 0..1 (see package similarity for the measure).
// A language of "*" or "a|b" asks for detection. Bad input is a 400 naming
// the key at fault.
func (a *Analyzer) Similarity(ctx context.Context, req SimilarityRequest) (score float64, err error) {
	defer a.recoverHelper("Similarity", &err)
	if err := req.Settings.Validate(); err != nil {
		return 0, err
	}
	d1, l1, err := a.lexicalDoc(ctx, "language1", "content1", req.Language1, req.Content1, &req.Settings)
	if err != nil {
		return 0, err
	}
	d2, l2, err := a.lexicalDoc(ctx, "language2", "content2", req.Language2, req.Content2, &req.Settings)
	if err != nil {
		return 0, err
	}
	core, _ := a.families()
	return similarity.For(core).Words(similarity.Words(d1, l1), similarity.Words(d2, l2)), nil
}

// recoverHelper turns a panic inside a helper method into a 500.
func (a *Analyzer) recoverHelper(method string, err *error) {
	if r := recover(); r != nil {
		a.cfg.logger.Error("argot: panic in "+method, "panic", r, "stack", string(debug.Stack()))
		*err = &Error{Status: 500, Message: fmt.Sprintf("internal error: %v", r)}
	}
}

// lexicalStages are the stages a helper needs to know a text's words:
// their readings, senses and grammar.
var lexicalStages = map[string]bool{"tokenize": true, "spell": true, "senses": true, "grammar": true}

// lexicalDoc resolves a helper's language (detecting it for "*" or "a|b")
// and runs the lexical stages of the pipeline over content. langKey and
// contentKey name the request's fields in errors.
func (a *Analyzer) lexicalDoc(ctx context.Context, langKey, contentKey, code, content string, s *Settings) (*doc.Document, *lexdata.Language, error) {
	if a.cfg.maxInput > 0 && len(content) > a.cfg.maxInput {
		return nil, nil, badRequest(contentKey, "content is %d bytes, over the maximum of %d", len(content), a.cfg.maxInput)
	}
	if !utf8.ValidString(content) {
		return nil, nil, badRequest(contentKey, "content is not valid UTF-8")
	}
	lang, err := a.resolveLanguage(code)
	if errors.Is(err, errDetect) {
		lang, err = a.detectForParse(ctx, code, content, s)
	}
	if e, ok := err.(*Error); ok && e.Key == "language" {
		e.Key = langKey
	}
	if err != nil {
		return nil, nil, err
	}
	pack, err := a.pack(lang)
	if err != nil {
		return nil, nil, err
	}
	var stages []pipeline.Stage
	for _, st := range a.stages {
		if lexicalStages[st.Name()] {
			stages = append(stages, st)
		}
	}
	d := &doc.Document{Text: content, Lang: lang, Opts: stageOptions(s)}
	if err := pipeline.Run(ctx, stages, d, pack); err != nil {
		if ctxErr := ctx.Err(); ctxErr != nil && errors.Is(err, ctxErr) {
			return nil, nil, ctxErr
		}
		return nil, nil, &Error{Status: 500, Message: err.Error(), Err: err}
	}
	return d, pack, nil
}
