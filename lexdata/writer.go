package lexdata

import (
	"encoding/binary"
	"encoding/json"
	"fmt"
	"hash/crc32"
	"io"
	"maps"
	"math"
	"slices"
	"sync"

	"github.com/klauspost/compress/zstd"
)

// Writer assembles a pack. Its output depends only on the sections added
// (sorted by name, compressed at a fixed level, no timestamps), so the same
// inputs give byte-identical packs. The zero value is not usable; call
// [NewWriter].
type Writer struct {
	builder  string
	sections map[string]pendingSection
	omitted  map[string]string
}

type pendingSection struct {
	data []byte
	prov Provenance
}

// NewWriter returns an empty pack writer.
func NewWriter() *Writer {
	return &Writer{sections: map[string]pendingSection{}, omitted: map[string]string{}}
}

// SetBuilder records the name and version of the program writing the pack
// in its provenance.
func (w *Writer) SetBuilder(version string) { w.builder = version }

// AddSection adds a section. data is retained until [Writer.WriteTo]. The
// name must be unique, at most [MaxNameLen] bytes of lower-case ASCII
// letters, digits, '.', '_' and '-', and not [SectionProvenance], which the
// writer produces itself.
func (w *Writer) AddSection(name string, data []byte, prov Provenance) error {
	if err := w.checkName(name); err != nil {
		return err
	}
	if len(data) > MaxSectionSize {
		return fmt.Errorf("lexdata: section %q: %d bytes over the limit of %d", name, len(data), MaxSectionSize)
	}
	w.sections[name] = pendingSection{data: data, prov: prov}
	return nil
}

// Omit records in the pack's provenance that the section name is missing
// on purpose, and why.
func (w *Writer) Omit(name, reason string) error {
	if err := w.checkName(name); err != nil {
		return err
	}
	w.omitted[name] = reason
	return nil
}

func (w *Writer) checkName(name string) error {
	if !validName(name) {
		return fmt.Errorf("lexdata: invalid section name %q", name)
	}
	if name == SectionProvenance {
		return fmt.Errorf("lexdata: section name %q is reserved", name)
	}
	if _, ok := w.sections[name]; ok {
		return fmt.Errorf("lexdata: duplicate section %q", name)
	}
	if _, ok := w.omitted[name]; ok {
		return fmt.Errorf("lexdata: duplicate section %q", name)
	}
	return nil
}

// Bytes returns the encoded pack.
func (w *Writer) Bytes() ([]byte, error) {
	pp := PackProvenance{Builder: w.builder, Sections: map[string]Provenance{}}
	for name, s := range w.sections {
		pp.Sections[name] = s.prov
	}
	if len(w.omitted) > 0 {
		pp.Omitted = w.omitted
	}
	provJSON, err := json.Marshal(pp) // map keys come out sorted
	if err != nil {
		return nil, fmt.Errorf("lexdata: provenance: %w", err)
	}
	all := maps.Clone(w.sections)
	all[SectionProvenance] = pendingSection{data: provJSON}
	names := slices.Sorted(maps.Keys(all))
	if len(names) > MaxSections {
		return nil, fmt.Errorf("lexdata: %d sections, more than %d", len(names), MaxSections)
	}

	enc, err := encoder()
	if err != nil {
		return nil, fmt.Errorf("lexdata: %w", err)
	}
	compressed := make([][]byte, len(names))
	codecs := make([]Codec, len(names))
	headerLen := fixedHeader + headerCRCSize
	for i, name := range names {
		if data := all[name].data; stored(name) && len(data) > 0 {
			compressed[i], codecs[i] = data, CodecNone
		} else {
			compressed[i], codecs[i] = enc.EncodeAll(data, nil), CodecZstd
		}
		headerLen += entryFixed + len(name)
	}

	buf := make([]byte, 0, headerLen)
	buf = append(buf, magic...)
	buf = binary.LittleEndian.AppendUint16(buf, FormatVersion)
	buf = binary.LittleEndian.AppendUint16(buf, 0)
	buf = binary.LittleEndian.AppendUint32(buf, uint32(len(names)))
	off := uint64(headerLen)
	for i, name := range names {
		c := compressed[i]
		if off+uint64(len(c)) > math.MaxUint32 {
			return nil, fmt.Errorf("lexdata: pack larger than 4 GiB")
		}
		buf = append(buf, byte(len(name)))
		buf = append(buf, name...)
		buf = append(buf, byte(codecs[i]))
		buf = binary.LittleEndian.AppendUint32(buf, uint32(off))
		buf = binary.LittleEndian.AppendUint32(buf, uint32(len(c)))
		buf = binary.LittleEndian.AppendUint32(buf, uint32(len(all[name].data)))
		buf = binary.LittleEndian.AppendUint32(buf, crc32.Checksum(c, castagnoli))
		off += uint64(len(c))
	}
	buf = binary.LittleEndian.AppendUint32(buf, crc32.Checksum(buf, castagnoli))
	for _, c := range compressed {
		buf = append(buf, c...)
	}
	return buf, nil
}

// stored reports whether the writer stores section name as it is, with
// [CodecNone].
func stored(name string) bool {
	switch name {
	case SectionFamilies, SectionLemmas, SectionRelations, SectionClosures, SectionFamilyDomains:
		return true
	}
	return false
}

// WriteTo writes the encoded pack to out.
func (w *Writer) WriteTo(out io.Writer) (int64, error) {
	b, err := w.Bytes()
	if err != nil {
		return 0, err
	}
	n, err := out.Write(b)
	return int64(n), err
}

// encoder returns the zstd encoder shared by all writers. The level is fixed
// and each EncodeAll runs on one goroutine, so output is deterministic.
var encoder = sync.OnceValues(func() (*zstd.Encoder, error) {
	return zstd.NewWriter(nil,
		zstd.WithEncoderLevel(zstd.SpeedBestCompression),
		zstd.WithEncoderConcurrency(1),
		zstd.WithZeroFrames(true),
	)
})
