package topics

import (
	"context"
	"sync"

	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/lexdata"
)

// Stage runs topic detection in the pipeline when the request asks for
// topics.
type Stage struct {
	load func() (*Detector, error)
}

// NewStage returns the topics stage. core and concepts give the core pack
// and its families; the detector is loaded on first use.
func NewStage(core func() (*lexdata.Pack, error), concepts func() (*lexdata.Core, error)) *Stage {
	return &Stage{load: sync.OnceValues(func() (*Detector, error) {
		p, err := core()
		if err != nil {
			return nil, err
		}
		c, err := concepts()
		if err != nil {
			return nil, err
		}
		return Load(p, c)
	})}
}

// Name implements pipeline.Stage.
func (s *Stage) Name() string { return "topics" }

// Run implements pipeline.Stage. Without a language pack (no families) or
// a core pack it adds nothing.
func (s *Stage) Run(_ context.Context, d *doc.Document, lang *lexdata.Language) error {
	if !d.Opts.Topics || lang == nil {
		return nil
	}
	det, err := s.load()
	if err != nil {
		return nil // no core pack: no topics, as without any pack
	}
	std := Standard(d.Opts.TopicStandard)
	if std == "" {
		std = IPTCDescription
	}
	opts := Options{
		Standard:            std,
		Optimize:            d.Opts.OptimizeTopics,
		DomainFactors:       d.Opts.DomainFactors,
		MinGenericFrequency: d.Opts.MinGenericFrequency,
	}
	if err := opts.Validate(); err != nil {
		return err
	}
	for _, t := range det.Topics(d, opts) {
		d.Topics = append(d.Topics, doc.Topic{Name: t.Name, Coverage: t.Coverage})
	}
	return nil
}
