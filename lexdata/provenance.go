package lexdata

import (
	"encoding/json"
	"maps"
	"slices"
)

// Provenance says where a section's data comes from.
type Provenance struct {
	// Source names the upstream data: a repository or package and the file
	// or files read, for example
	// "github.com/stopwords-iso/stopwords-iso stopwords-iso.json".
	Source string `json:"source"`
	// Version is the upstream version or commit the data was taken from.
	Version string `json:"version"`
	// License is the SPDX licence identifier (or expression) of the data.
	License string `json:"license"`
	// Note records how the data was derived, when it is not a plain copy.
	Note string `json:"note,omitempty"`
}

// PackProvenance is the provenance record of a whole pack, stored as JSON in
// the section [SectionProvenance].
type PackProvenance struct {
	// Builder names and versions the program that wrote the pack.
	Builder string `json:"builder"`
	// Sections maps each data section's name to its provenance.
	Sections map[string]Provenance `json:"sections"`
	// Omitted maps the name of a section the pack lacks to the reason, for
	// example a language for which no source has a stopword list.
	Omitted map[string]string `json:"omitted,omitempty"`
}

// Licenses returns the distinct licence identifiers of the pack's sections,
// sorted.
func (pp *PackProvenance) Licenses() []string {
	set := map[string]bool{}
	for _, sp := range pp.Sections {
		if sp.License != "" {
			set[sp.License] = true
		}
	}
	return slices.Sorted(maps.Keys(set))
}

// Provenance decodes the pack's provenance record on first use. The result
// is shared and must not be modified.
func (p *Pack) Provenance() (*PackProvenance, error) {
	p.provOnce.Do(func() {
		data, err := p.Section(SectionProvenance)
		if err != nil {
			p.provErr = err
			return
		}
		var pp PackProvenance
		if err := json.Unmarshal(data, &pp); err != nil {
			p.provErr = corruptf("section %q: %v", SectionProvenance, err)
			return
		}
		p.prov = &pp
	})
	return p.prov, p.provErr
}

// Meta identifies a pack, stored as JSON in the section [SectionMeta].
type Meta struct {
	// Language is the pack's language id ("en", "zh-TW", ...) or "core".
	Language string `json:"language"`
	// Builder names and versions the program that wrote the pack.
	Builder string `json:"builder"`
}

// Marshal returns m as the bytes of a meta section.
func (m Meta) Marshal() []byte {
	b, _ := json.Marshal(m) // cannot fail: two strings
	return b
}

// Meta decodes the pack's [SectionMeta] section.
func (p *Pack) Meta() (Meta, error) {
	var m Meta
	data, err := p.Section(SectionMeta)
	if err != nil {
		return m, err
	}
	if err := json.Unmarshal(data, &m); err != nil {
		return m, corruptf("section %q: %v", SectionMeta, err)
	}
	if m.Language == "" {
		return m, corruptf("section %q: no language", SectionMeta)
	}
	return m, nil
}
