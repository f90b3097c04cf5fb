// Package argot is an embeddable text-analysis library: in-process, it does
// what the text-analysis service described in the project's specification
// does over HTTP, in 27 languages. Its response structs marshal to exactly
// the service's JSON and every error carries the status the service would
// give.
//
// Create one Analyzer and share it: it is immutable and safe for concurrent
// use, and it loads language packs lazily, once per language.
//
//	a, err := argot.New(argot.WithPackFS(all.FS))
//	resp, err := a.Parse(ctx, argot.Request{Language: "en", Content: "Hello world."})
package argot

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"runtime/debug"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/argot-nlp/argot/abuse"
	"github.com/argot-nlp/argot/entities"
	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/internal/familymemo"
	"github.com/argot-nlp/argot/internal/langs"
	"github.com/argot-nlp/argot/internal/pipeline"
	"github.com/argot-nlp/argot/internal/prelude"
	"github.com/argot-nlp/argot/langid"
	"github.com/argot-nlp/argot/lexdata"
	"github.com/argot-nlp/argot/markup"
	"github.com/argot-nlp/argot/memory"
	"github.com/argot-nlp/argot/relevance"
	"github.com/argot-nlp/argot/sentiment"
	"github.com/argot-nlp/argot/topics"
)

// Analyzer runs the analysis pipeline. The zero value is not usable; call
// New.
type Analyzer struct {
	cfg     config
	store   *lexdata.Store // nil when no packs are configured
	stages  []pipeline.Stage
	allowed map[string]bool // nil: every supported language

	detOnce sync.Once // loads det
	det     *langid.Detector
	detErr  error

	// described keeps the descriptions of the core pack's families that
	// words give (see describe), for all requests.
	described familymemo.Memo[string]
}

// New returns an Analyzer configured by opts.
func New(opts ...Option) (*Analyzer, error) {
	cfg := defaultConfig()
	for _, o := range opts {
		if err := o(&cfg); err != nil {
			return nil, err
		}
	}
	a := &Analyzer{cfg: cfg}
	if cfg.packs != nil {
		a.store = lexdata.NewStore(cfg.packs)
	}
	if len(cfg.languages) > 0 {
		a.allowed = map[string]bool{}
		for _, l := range cfg.languages {
			a.allowed[l] = true
		}
	}
	// The stages in pipeline order. Stages of capabilities that have not
	// landed are simply absent: they would add nothing.
	var entOpts []entities.Option
	if a.store != nil {
		if core, err := a.store.Core(); err == nil {
			entOpts = append(entOpts, entities.WithCorePack(core), entities.WithFamilies(a.families))
		}
	}
	ents, err := entities.New(entOpts...)
	if err != nil {
		return nil, &Error{Status: 500, Message: "entities: " + err.Error(), Err: err}
	}
	ab := abuse.NewStage(a.families)
	a.stages = append(prelude.Stages(a.families, ents, ab),
		memory.NewApplyStage(a.families),
		ents,
		ab,
		sentiment.NewStage(a.families),
		topics.NewStage(a.corePack, a.families),
		relevance.NewStage(a.families),
		memory.NewStateStage(a.families),
	)
	return a, nil
}

// ParseJSON decodes a request body in the service's JSON and parses it.
// Invalid JSON is a 400.
func (a *Analyzer) ParseJSON(ctx context.Context, body []byte) (*Response, error) {
	req, err := DecodeRequest(body)
	if err != nil {
		return nil, err
	}
	return a.Parse(ctx, req)
}

// DecodeRequest decodes a request body in the service's JSON. Every failure
// is an *Error with status 400 and, where one is at fault, the key.
func DecodeRequest(body []byte) (Request, error) {
	var req Request
	if err := json.Unmarshal(body, &req); err != nil {
		var e *Error
		if errors.As(err, &e) {
			return Request{}, e
		}
		return Request{}, &Error{Status: 400, Message: "invalid JSON: " + err.Error(), Err: err}
	}
	return req, nil
}

// Parse analyses req.Content. A bad request is an *Error with status 400
// naming the key at fault; an internal fault (including a panic inside a
// stage) is an *Error with status 500; a cancelled ctx returns ctx.Err().
func (a *Analyzer) Parse(ctx context.Context, req Request) (resp *Response, err error) {
	defer func() {
		if r := recover(); r != nil {
			a.cfg.logger.Error("argot: panic in Parse", "panic", r, "stack", string(debug.Stack()))
			resp, err = nil, &Error{Status: 500, Message: fmt.Sprintf("internal error: %v", r)}
		}
	}()
	if err := req.Settings.Validate(); err != nil {
		return nil, err
	}
	if a.cfg.maxInput > 0 && len(req.Content) > a.cfg.maxInput {
		return nil, badRequest("content", "content is %d bytes, over the maximum of %d", len(req.Content), a.cfg.maxInput)
	}
	detected := ""
	lang, err := a.resolveLanguage(req.Language)
	if errors.Is(err, errDetect) {
		lang, err = a.detectForParse(ctx, req.Language, req.Content, &req.Settings)
		detected = lang
	}
	if err != nil {
		return nil, err
	}
	if !utf8.ValidString(req.Content) {
		return nil, badRequest("content", "content is not valid UTF-8")
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}

	pack, err := a.pack(lang)
	if err != nil {
		return nil, err
	}
	d := &doc.Document{Text: req.Content, Lang: lang, Opts: stageOptions(&req.Settings)}
	if d.Opts.Memory, err = memoryOptions(&req.Settings); err != nil {
		return nil, err
	}
	if err := pipeline.Run(ctx, a.stages, d, pack); err != nil {
		if ctxErr := ctx.Err(); ctxErr != nil && errors.Is(err, ctxErr) {
			return nil, ctxErr
		}
		var se *pipeline.StageError
		if errors.As(err, &se) && se.Panicked {
			a.cfg.logger.Error("argot: stage panicked", "stage", se.Stage, "err", se.Err, "stack", string(se.Stack))
		}
		return nil, &Error{Status: 500, Message: err.Error(), Err: err}
	}
	reduced := a.cfg.reducedAbove > 0 && utf8.RuneCountInString(req.Content) > a.cfg.reducedAbove
	core, _ := a.families()
	resp = render(d, &req.Settings, reduced, core, &a.described)
	resp.Language = detected
	return resp, nil
}

// corePack returns the core pack, or an error when the analyzer has none.
func (a *Analyzer) corePack() (*lexdata.Pack, error) {
	if a.store == nil {
		return nil, lexdata.ErrNoPack
	}
	return a.store.Core()
}

// families returns the concept families of the core pack, or an error when
// the analyzer has no packs or no core pack.
func (a *Analyzer) families() (*lexdata.Core, error) {
	if a.store == nil {
		return nil, lexdata.ErrNoPack
	}
	return a.store.Families()
}

// pack returns the language pack for lang, or nil when the analyzer has no
// packs or none for lang.
func (a *Analyzer) pack(lang string) (*lexdata.Language, error) {
	if a.store == nil {
		return nil, nil
	}
	l, err := a.store.Language(lang)
	if errors.Is(err, lexdata.ErrNoPack) {
		return nil, nil
	}
	if err != nil {
		return nil, &Error{Status: 500, Message: "loading the " + lang + " pack: " + err.Error(), Err: err}
	}
	return l, nil
}

// errDetect says that a request's language asks for detection.
var errDetect = errors.New("language detection requested")

// resolveLanguage maps the request's language to a supported id, or returns
// errDetect when the code asks for detection.
func (a *Analyzer) resolveLanguage(code string) (string, error) {
	code = strings.TrimSpace(code)
	if code == "" {
		return "", badRequest("language", "language is required")
	}
	if code == "*" || code == "?" || strings.Contains(code, "|") {
		return "", errDetect
	}
	id, ok := normalizeLanguage(code)
	if !ok {
		return "", badRequest("language", "unknown language %q (supported: %s)", code, strings.Join(langs.IDs(), ", "))
	}
	if a.allowed != nil && !a.allowed[id] {
		return "", badRequest("language", "language %q is not enabled in this analyzer", id)
	}
	return id, nil
}

func normalizeLanguage(code string) (string, bool) {
	return langs.Normalize(code)
}

// stageOptions resolves the settings that analysis stages act on.
func stageOptions(s *Settings) doc.Options {
	o := doc.Options{
		DisableSpellcheck:       on(s.DisableSpellcheck, false),
		LowercaseSpellcheckOnly: on(s.LowercaseSpellcheckOnly, false),
		Subscope:                on(s.Subscope, false),
		DisablePhrases:          on(s.DisablePhrases, false),
		DisableCommonsenseCues:  on(s.DisableCommonsenseCues, false),
		NBest:                   !on(s.Deterministic, true),
		Abuse:                   on(s.Abuse, true),
		Flags:                   flagNames(s.Flags),
		Topics:                  on(s.Topics, true),
		OptimizeTopics:          on(s.OptimizeTopics, false),
		DomainFactors:           s.DomainFactors,
		Relevance:               relevanceOptions(s),
	}
	if s.TopicStandard != nil {
		o.TopicStandard = *s.TopicStandard
	}
	if s.MinGenericFrequency != nil {
		o.MinGenericFrequency = *s.MinGenericFrequency
	}
	if s.Format != nil {
		o.Format = *s.Format
		if o.Format == "proofread" {
			o.DisableSpellcheck = true
		}
	}
	return o
}

// flagNames returns the names of the known memory flags among flags.
func flagNames(flags []Flag) map[string]bool {
	var names map[string]bool
	for _, f := range flags {
		if f.Type != "" && f.Type != "Semantics" {
			continue
		}
		if f.Index < 1 || f.Index > len(memoryFlags) || f.Value != "" && f.Value != memoryFlags[f.Index-1] {
			continue
		}
		if names == nil {
			names = map[string]bool{}
		}
		names[memoryFlags[f.Index-1]] = true
	}
	return names
}

// Language is one supported language, as the service's GET /languages lists
// it.
type Language = langs.Record

// Languages lists the 27 supported languages.
func (a *Analyzer) Languages() []Language { return langs.All() }

// ExtractText strips markup (HTML, XML, JSON) and returns the plain text, as
// the service's /helper/extract_text does. Binary input is a 400.
func (a *Analyzer) ExtractText(input []byte) (string, error) {
	if a.cfg.maxInput > 0 && len(input) > a.cfg.maxInput {
		return "", badRequest("content", "input is %d bytes, over the maximum of %d", len(input), a.cfg.maxInput)
	}
	text, err := markup.ExtractText(input)
	if errors.Is(err, markup.ErrBinary) {
		return "", &Error{Status: 400, Key: "content", Message: "binary content is not processed", Err: err}
	}
	if err != nil {
		return "", &Error{Status: 500, Message: err.Error(), Err: err}
	}
	return text, nil
}
