package memory

import (
	"context"
	"sync"

	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/lexdata"
)

// knowledge is what both stages load once: the core pack and the anchor
// concepts in it.
type knowledge struct {
	once    sync.Once
	core    func() (*lexdata.Core, error)
	c       *lexdata.Core
	anchors anchors
	err     error
}

func newKnowledge(core func() (*lexdata.Core, error)) *knowledge {
	return &knowledge{core: core}
}

func (k *knowledge) load() (*lexdata.Core, anchors, error) {
	k.once.Do(func() {
		if k.c, k.err = k.core(); k.err == nil {
			k.anchors, k.err = loadAnchors(k.c)
		}
	})
	return k.c, k.anchors, k.err
}

// ApplyStage is memory(apply): assign rules and antecedent resolution.
type ApplyStage struct{ k *knowledge }

// NewApplyStage returns the memory(apply) stage; core gives the core pack
// (without one, only regex and feature conditions can match and nothing
// is resolved).
func NewApplyStage(core func() (*lexdata.Core, error)) *ApplyStage {
	return &ApplyStage{newKnowledge(core)}
}

// Name implements pipeline.Stage.
func (s *ApplyStage) Name() string { return "memory(apply)" }

// Run implements pipeline.Stage.
func (s *ApplyStage) Run(_ context.Context, d *doc.Document, _ *lexdata.Language) error {
	m := &d.Opts.Memory
	if len(m.Assign) == 0 && len(m.Antecedents) == 0 {
		return nil
	}
	core, an, err := s.k.load()
	if err != nil {
		core = nil // no core pack: assign rules by regex and features only
	}
	Assign(d, core, m.Assign)
	if core != nil && len(m.Antecedents) > 0 {
		r := &resolver{core: core, anchors: an, flags: d.Opts.Flags, earlier: m.Antecedents}
		r.resolve(d)
	}
	return nil
}

// StateStage is memory(state): flag effects, raised flags and the
// antecedents for later calls.
type StateStage struct{ k *knowledge }

// NewStateStage returns the memory(state) stage; core gives the core pack
// (without one it applies only the flags that need no concepts).
func NewStateStage(core func() (*lexdata.Core, error)) *StateStage {
	return &StateStage{newKnowledge(core)}
}

// Name implements pipeline.Stage.
func (s *StateStage) Name() string { return "memory(state)" }

// Run implements pipeline.Stage.
func (s *StateStage) Run(_ context.Context, d *doc.Document, _ *lexdata.Language) error {
	core, an, err := s.k.load()
	if err != nil {
		applyFlags(d, nil, nil)
		d.Antecedents = d.Opts.Memory.Antecedents
		return nil
	}
	applyFlags(d, core, an)
	raiseFlags(d, core, an)
	d.Antecedents = collect(d, core, d.Opts.Memory.Antecedents)
	return nil
}
