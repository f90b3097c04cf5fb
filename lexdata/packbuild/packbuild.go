// Package packbuild builds Argot's language packs from the lexical sources
// (the lexsrc directory described by its SOURCES files).
//
// Each pack is assembled from a list of section producers, one function per
// section, each returning the section's bytes and provenance; adding a
// section to the packs means adding one producer. The build is
// deterministic: the same sources give byte-identical packs.
//
// It is used by the lexdata/build command and by `argot pack build`. It is
// not needed at run time: analyzers read the built packs through
// [lexdata.Store].
package packbuild

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/argot-nlp/argot/lexdata"
)

// Version names and versions this builder; it is recorded in every pack.
// Bump it when the builder's output changes.
const Version = "argot-packbuild 1"

// languages are the ids of the languages Argot ships packs for.
var languages = []string{
	"ar", "da", "de", "en", "es", "fa", "fi", "fr", "he", "id", "it", "ja",
	"ko", "ms", "nl", "no", "pl", "ps-AF", "pt", "ru", "sv", "th", "tr", "ur",
	"vi", "zh-CN", "zh-TW",
}

// Languages returns the ids of the languages the builder makes packs for,
// sorted. The core pack's id is [lexdata.CoreID].
func Languages() []string { return slices.Clone(languages) }

// Build writes <out>/<id>.argot for each language in langs and
// <out>/core.argot, reading the sources in src. langs may name
// [lexdata.CoreID]; when it is empty, every language and the core pack are
// built. The output directory suits os.DirFS and [lexdata.NewStore]. One
// line per pack goes to progress (which may be nil).
func Build(ctx context.Context, src, out string, langs []string, progress io.Writer) error {
	ids, err := selectIDs(langs)
	if err != nil {
		return err
	}
	_, err = buildAll(ctx, src, ids, progress, func(id string) string {
		return filepath.Join(out, id+lexdata.Extension)
	})
	return err
}

// BuildPackages is [Build] for the packs directory of the Argot module: it
// writes <out>/<pkg>/<id>.argot and, beside each pack, a generated Go file
// of package <pkg> embedding it (see [PackageName]), then regenerates
// <out>/all, a package combining every pack present in out. importPath is
// the import path of out (github.com/argot-nlp/argot/packs).
func BuildPackages(ctx context.Context, src, out, importPath string, langs []string, progress io.Writer) error {
	ids, err := selectIDs(langs)
	if err != nil {
		return err
	}
	packPath := func(id string) string {
		return filepath.Join(out, PackageName(id), id+lexdata.Extension)
	}
	built, err := buildAll(ctx, src, ids, progress, packPath)
	if err != nil {
		return err
	}
	for _, id := range ids {
		code, err := packageSource(id, built[id])
		if err != nil {
			return err
		}
		if err := writeFile(filepath.Join(out, PackageName(id), "pack.go"), code); err != nil {
			return err
		}
	}
	// packs/all lists every pack in out, not only those built now.
	var present []string
	for _, id := range append(Languages(), lexdata.CoreID) {
		if _, err := os.Stat(packPath(id)); err == nil {
			present = append(present, id)
		}
	}
	code, err := allSource(importPath, present)
	if err != nil {
		return err
	}
	return writeFile(filepath.Join(out, "all", "all.go"), code)
}

// PackageName returns the Go package (and directory) name of a pack:
// the id lower-cased without '-' ("zh-TW" -> "zhtw", "ps-AF" -> "psaf").
func PackageName(id string) string {
	return strings.ToLower(strings.ReplaceAll(id, "-", ""))
}

func selectIDs(langs []string) ([]string, error) {
	if len(langs) == 0 {
		return append(Languages(), lexdata.CoreID), nil
	}
	var ids []string
	for _, id := range langs {
		if id != lexdata.CoreID && !slices.Contains(languages, id) {
			return nil, fmt.Errorf("packbuild: unknown language %q (known: %s)", id, strings.Join(languages, " "))
		}
		if !slices.Contains(ids, id) {
			ids = append(ids, id)
		}
	}
	return ids, nil
}

// buildAll builds each pack and writes it to path(id), returning the
// provenance of each.
func buildAll(ctx context.Context, src string, ids []string, progress io.Writer, path func(string) string) (map[string]*lexdata.PackProvenance, error) {
	if progress == nil {
		progress = io.Discard
	}
	srcs, err := openSources(src)
	if err != nil {
		return nil, err
	}
	built := map[string]*lexdata.PackProvenance{}
	total := time.Now()
	size := 0
	for _, id := range ids {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		start := time.Now()
		data, err := buildPack(ctx, srcs, id)
		if err != nil {
			return nil, fmt.Errorf("packbuild: %s: %w", id, err)
		}
		// Check the pack the way the analyzer will read it.
		p, err := lexdata.Open(data)
		if err == nil {
			built[id], err = p.Provenance()
		}
		if err != nil {
			return nil, fmt.Errorf("packbuild: %s: reading back: %w", id, err)
		}
		if err := writeFile(path(id), data); err != nil {
			return nil, err
		}
		size += len(data)
		fmt.Fprintf(progress, "%-12s %9s  %s\n", id+lexdata.Extension, formatSize(len(data)), time.Since(start).Round(time.Millisecond))
	}
	fmt.Fprintf(progress, "%d packs, %s, %s\n", len(ids), formatSize(size), time.Since(total).Round(time.Millisecond))
	return built, nil
}

// buildPack runs the producers of pack id.
func buildPack(ctx context.Context, srcs *sources, id string) ([]byte, error) {
	producers := languageProducers
	if id == lexdata.CoreID {
		producers = coreProducers
	}
	w := lexdata.NewWriter()
	w.SetBuilder(Version)
	in := input{lang: id, src: srcs}
	for _, p := range producers {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		data, prov, err := p.produce(ctx, in)
		var skip *omission
		var missing *fs.PathError
		switch {
		case errors.As(err, &skip):
			err = w.Omit(p.section, skip.reason)
		case errors.As(err, &missing) && errors.Is(err, fs.ErrNotExist):
			// Sources without the section's input build a pack without
			// the section; its provenance says which file was missing.
			err = w.Omit(p.section, "the sources lack "+filepath.Base(missing.Path))
		case err != nil:
			return nil, fmt.Errorf("section %s: %w", p.section, err)
		default:
			err = w.AddSection(p.section, data, prov)
		}
		if err != nil {
			return nil, err
		}
	}
	return w.Bytes()
}

// writeFile writes data to name through a temporary file, so that a failed
// build never leaves a half-written pack.
func writeFile(name string, data []byte) error {
	if old, err := os.ReadFile(name); err == nil && bytes.Equal(old, data) {
		return nil // unchanged: keep the file's modification time
	}
	if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
		return fmt.Errorf("packbuild: %w", err)
	}
	f, err := os.CreateTemp(filepath.Dir(name), ".packbuild-*")
	if err != nil {
		return fmt.Errorf("packbuild: %w", err)
	}
	_, err = f.Write(data)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Chmod(f.Name(), 0o644)
	}
	if err == nil {
		err = os.Rename(f.Name(), name)
	}
	if err != nil {
		os.Remove(f.Name())
		return fmt.Errorf("packbuild: %w", err)
	}
	return nil
}

func formatSize(n int) string {
	switch {
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20))
	case n >= 1<<10:
		return fmt.Sprintf("%.1f KiB", float64(n)/(1<<10))
	}
	return fmt.Sprintf("%d B", n)
}
