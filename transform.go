package argot

import (
	"context"

	"github.com/argot-nlp/argot/transform"
)

// TransformRequest is the service's POST /transform body. The response is
// the transformed text.
type TransformRequest struct {
	// From is the source language; "*" or "a|b" asks for detection.
	From string `json:"from"`
	// To is the target language; the same as the source asks for a
	// paraphrase.
	To      string `json:"to"`
	Content string `json:"content"`
	// Settings are the parse settings that shape the analysis of the
	// content (spelling correction, format).
	Settings Settings `json:"settings,omitzero"`
}

// DecodeTransformRequest decodes a transform request in the service's
// JSON. Every failure is an *Error with status 400.
func DecodeTransformRequest(body []byte) (TransformRequest, error) {
	var req TransformRequest
	if err := decodeHelperJSON(body, &req); err != nil {
		return TransformRequest{}, err
	}
	return req, nil
}

// Transform translates req.Content from one language into another word by
// word through the concept families, or paraphrases it when both are the
// same language (see package transform for what this can and cannot do).
// Bad input is a 400 naming the key at fault.
func (a *Analyzer) Transform(ctx context.Context, req TransformRequest) (text string, err error) {
	defer a.recoverHelper("Transform", &err)
	if err := req.Settings.Validate(); err != nil {
		return "", err
	}
	to, err := a.helperLanguage("to", req.To)
	if err != nil {
		return "", err
	}
	d, src, err := a.lexicalDoc(ctx, "from", "content", req.From, req.Content, &req.Settings)
	if err != nil {
		return "", err
	}
	target, err := a.pack(to)
	if err != nil {
		return "", err
	}
	if target == nil || src == nil {
		return "", &Error{Status: 500, Message: "transform needs the language packs: configure the analyzer WithPackFS or WithPackDir"}
	}
	if err := ctx.Err(); err != nil {
		return "", err
	}
	if d.Lang == to {
		return transform.Paraphrase(d, target), nil
	}
	return transform.Translate(d, target), nil
}
