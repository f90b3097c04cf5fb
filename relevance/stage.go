package relevance

import (
	"context"
	"fmt"
	"sync"

	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/lexdata"
)

// maxProfiles bounds the profile cache: a ranking run scores many posts
// against few relevant sets.
const maxProfiles = 64

// Stage picks relevant families (keyword_features) and scores
// signal-to-noise (relevant) in the pipeline. It is safe for concurrent
// use.
type Stage struct {
	core func() (*lexdata.Core, error)

	mu       sync.Mutex
	profiles map[string]*Profile
}

// NewStage returns the relevance stage; core gives the core pack (without
// one, only exact family matches count).
func NewStage(core func() (*lexdata.Core, error)) *Stage {
	return &Stage{core: core, profiles: map[string]*Profile{}}
}

// Name implements pipeline.Stage.
func (s *Stage) Name() string { return "relevance" }

// Run implements pipeline.Stage.
func (s *Stage) Run(_ context.Context, d *doc.Document, lang *lexdata.Language) error {
	o := &d.Opts.Relevance
	if len(o.KeywordFeatures) == 0 && !o.Rank {
		return nil
	}
	var core *lexdata.Core
	if s.core != nil {
		if c, err := s.core(); err == nil {
			core = c
		}
	}
	if len(o.KeywordFeatures) > 0 {
		d.Relevant = Candidates(d, lang, core, o.KeywordFeatures, o.StopHypernyms)
	}
	if o.Rank {
		d.Signal2Noise = Score(d, lang, s.profile(core, o.Relevant))
		d.Ranked = true
	}
	return nil
}

// profile returns the cached profile of a relevant set.
func (s *Stage) profile(core *lexdata.Core, relevant []uint32) *Profile {
	key := fmt.Sprint(relevant)
	s.mu.Lock()
	defer s.mu.Unlock()
	if p, ok := s.profiles[key]; ok {
		return p
	}
	if len(s.profiles) >= maxProfiles {
		clear(s.profiles)
	}
	p := NewProfile(core, relevant)
	s.profiles[key] = p
	return p
}
