package packbuild

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"runtime"
	"sync"

	"github.com/argot-nlp/argot/abuse"
	"github.com/argot-nlp/argot/internal/pipeline"
	"github.com/argot-nlp/argot/lexdata"
	"github.com/argot-nlp/argot/sentiment"
)

// The learned sections (the topic model, the abuse model) are trained on
// what the library's own stages make of their training text, so the
// builder runs those stages over packs it builds in memory from the same
// sources, less the section being trained.

// packWithout builds pack id in memory from producers, leaving out one
// section.
func packWithout(ctx context.Context, src *sources, id string, producers []producer, section string) (*lexdata.Pack, error) {
	return packOf(ctx, src, id, producers, func(name string) bool { return name != section })
}

// packOf builds pack id in memory from the producers of the sections keep
// accepts.
func packOf(ctx context.Context, src *sources, id string, producers []producer, keep func(section string) bool) (*lexdata.Pack, error) {
	w := lexdata.NewWriter()
	w.SetBuilder(Version)
	in := input{lang: id, src: src}
	for _, p := range producers {
		if !keep(p.section) {
			continue
		}
		data, prov, err := p.produce(ctx, in)
		var skip *omission
		switch {
		case errors.As(err, &skip), errors.Is(err, fs.ErrNotExist):
			continue
		case err != nil:
			return nil, fmt.Errorf("%s pack section %s: %w", id, p.section, err)
		}
		if err := w.AddSection(p.section, data, prov); err != nil {
			return nil, err
		}
	}
	data, err := w.Bytes()
	if err != nil {
		return nil, err
	}
	return lexdata.Open(data)
}

// inMemoryCores holds the cores coreWithout built, by sources and the
// section left out: several learned sections train over the same one.
var inMemoryCores sync.Map // coreKey -> func() (*lexdata.Core, error)

type coreKey struct {
	src     *sources
	section string
}

// coreWithout builds the core pack in memory without one section, once
// per sources.
func coreWithout(ctx context.Context, src *sources, section string) (*lexdata.Core, error) {
	build, _ := inMemoryCores.LoadOrStore(coreKey{src, section}, sync.OnceValues(func() (*lexdata.Core, error) {
		p, err := packWithout(ctx, src, lexdata.CoreID, coreProducers, section)
		if err != nil {
			return nil, err
		}
		return lexdata.NewCore(p)
	}))
	return build.(func() (*lexdata.Core, error))()
}

// learnedSections are the language sections trained over packs built in
// memory, which such packs never hold: the stages trained over do not
// read them, and building one must not train the others again.
var learnedSections = map[string]bool{abuse.SectionModel: true, sentiment.SectionAspectTagger: true,
	sentiment.SectionDocModel: true}

// languageWithout builds a language pack in memory without one section
// and without the learned sections.
func languageWithout(ctx context.Context, src *sources, id, section string) (*lexdata.Language, error) {
	p, err := packOf(ctx, src, id, languageProducers, func(name string) bool { return name != section && !learnedSections[name] })
	if err != nil {
		return nil, err
	}
	return lexdata.NewLanguage(p)
}

// eachInParallel calls fn(stages, i) for i in [0, n) on one worker per
// processor, each with its own stages from newStages (stages keep
// per-language state), and returns the first error by index.
func eachInParallel(n int, newStages func() []pipeline.Stage, fn func(stages []pipeline.Stage, i int) error) (int, error) {
	errs := make([]error, n)
	next := make(chan int)
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			stages := newStages()
			for i := range next {
				errs[i] = fn(stages, i)
			}
		})
	}
	for i := range n {
		next <- i
	}
	close(next)
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			return i, err
		}
	}
	return -1, nil
}
