package lexdata

import (
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"sort"
	"sync"
	"sync/atomic"

	"github.com/klauspost/compress/zstd"
)

// File layout (all integers little-endian):
//
//	magic        [8]byte  "ARGOTPAK"
//	version      uint16   FormatVersion
//	flags        uint16   reserved, 0
//	count        uint32   number of sections
//	count times:
//	  nameLen    uint8
//	  name       [nameLen]byte, strictly increasing over the table
//	  codec      uint8    CodecZstd or CodecNone
//	  offset     uint32   from the start of the file
//	  length     uint32   stored (compressed) length
//	  rawLength  uint32   uncompressed length, = length for CodecNone
//	  crc        uint32   CRC-32C (Castagnoli) of the stored bytes
//	headerCRC    uint32   CRC-32C of everything before it
//	section data, in table order, contiguous, ending at the end of the file
//
// Sections tile the rest of the file exactly, so every byte is covered by
// the header checksum or by a section checksum.
const (
	magic         = "ARGOTPAK"
	fixedHeader   = len(magic) + 2 + 2 + 4
	entryFixed    = 1 + 1 + 4 + 4 + 4 + 4
	minEntrySize  = entryFixed + 1
	headerCRCSize = 4
)

// FormatVersion is the container format version this package reads and writes.
const FormatVersion = 1

// Codec identifies how a section's bytes are compressed.
type Codec uint8

// The codecs of format version 1.
const (
	// CodecZstd is a single zstd frame.
	CodecZstd Codec = 1
	// CodecNone stores the bytes as they are, for the large sections of
	// the core pack that the library reads in place and that every
	// language needs on its first request ([SectionFamilies],
	// [SectionLemmas], [SectionRelations], [SectionClosures],
	// [SectionFamilyDomains]; zstd halves them at best): they are used
	// where they lie, in the binary's read-only data for an embedded
	// pack, instead of being decoded into the heap, where they would
	// cost their decoding and count towards the garbage collector's
	// goal for the life of the process.
	CodecNone Codec = 2
)

// Limits that keep a lying or corrupt pack from causing huge allocations.
const (
	// MaxSections is the largest number of sections a pack may hold.
	MaxSections = 1 << 12
	// MaxSectionSize is the largest uncompressed size of one section.
	MaxSectionSize = 1 << 28
	// MaxNameLen is the longest section name.
	MaxNameLen = 64
)

// Names of the sections this package itself reads.
const (
	// SectionProvenance holds the pack's [PackProvenance] as JSON.
	SectionProvenance = "provenance"
	// SectionMeta holds the pack's [Meta] as JSON.
	SectionMeta = "meta"
	// SectionStopwords holds the language's stopwords as a [StringSet].
	SectionStopwords = "stopwords"
)

// ErrCorrupt is wrapped by every error that reports a malformed, truncated
// or corrupt pack or section.
var ErrCorrupt = errors.New("corrupt pack")

// ErrNoSection is wrapped by the error [Pack.Section] returns for a name the
// pack does not hold.
var ErrNoSection = errors.New("no such section")

var castagnoli = crc32.MakeTable(crc32.Castagnoli)

func corruptf(format string, args ...any) error {
	return fmt.Errorf("lexdata: %w: %s", ErrCorrupt, fmt.Sprintf(format, args...))
}

// Pack is an opened pack file. It is safe for concurrent use; sections are
// decoded at most once each.
type Pack struct {
	sections []section // sorted by name

	provOnce sync.Once
	prov     *PackProvenance
	provErr  error

	// The pack's one language handle (NewLanguage).
	langOnce sync.Once
	lang     *Language
	langErr  error
}

type section struct {
	name   string
	codec  Codec
	start  uint32 // offset of the compressed bytes in the file
	length uint32 // compressed length
	rawLen uint32 // uncompressed length
	crc    uint32
	raw    []byte // the compressed bytes, a sub-slice of the pack data

	once    sync.Once
	decoded atomic.Bool // once has run: data and err are set
	data    []byte
	err     error
}

// Open validates the header and section table of a pack and returns it.
// It decodes no section. data is retained and must not be modified
// afterwards.
func Open(data []byte) (*Pack, error) {
	if len(data) < fixedHeader+headerCRCSize {
		return nil, corruptf("file too short (%d bytes)", len(data))
	}
	if string(data[:len(magic)]) != magic {
		return nil, corruptf("bad magic")
	}
	if v := binary.LittleEndian.Uint16(data[8:]); v != FormatVersion {
		return nil, corruptf("unsupported format version %d", v)
	}
	if f := binary.LittleEndian.Uint16(data[10:]); f != 0 {
		return nil, corruptf("unknown flags %#x", f)
	}
	count := binary.LittleEndian.Uint32(data[12:])
	if count > MaxSections || int(count) > (len(data)-fixedHeader-headerCRCSize)/minEntrySize {
		return nil, corruptf("section count %d too large for a %d-byte file", count, len(data))
	}
	p := &Pack{sections: make([]section, count)}
	off := fixedHeader
	for i := range p.sections {
		if len(data)-off < minEntrySize {
			return nil, corruptf("section table truncated")
		}
		n := int(data[off])
		off++
		if n == 0 || n > MaxNameLen || len(data)-off < n+entryFixed-1 {
			return nil, corruptf("section %d: bad name length %d", i, n)
		}
		name := string(data[off : off+n])
		off += n
		if !validName(name) {
			return nil, corruptf("section %d: invalid name %q", i, name)
		}
		if i > 0 && name <= p.sections[i-1].name {
			return nil, corruptf("section %q: names not sorted or not unique", name)
		}
		s := &p.sections[i]
		s.name = name
		s.codec = Codec(data[off])
		start := binary.LittleEndian.Uint32(data[off+1:])
		length := binary.LittleEndian.Uint32(data[off+5:])
		s.rawLen = binary.LittleEndian.Uint32(data[off+9:])
		s.crc = binary.LittleEndian.Uint32(data[off+13:])
		off += entryFixed - 1
		if s.codec != CodecZstd && s.codec != CodecNone {
			return nil, corruptf("section %q: unknown codec %d", name, s.codec)
		}
		if s.codec == CodecNone && length != s.rawLen {
			return nil, corruptf("section %q: stored length %d, raw length %d", name, length, s.rawLen)
		}
		if s.rawLen > MaxSectionSize {
			return nil, corruptf("section %q: size %d over the limit", name, s.rawLen)
		}
		if length == 0 {
			return nil, corruptf("section %q: empty", name)
		}
		s.start, s.length = start, length
	}
	if len(data)-off < headerCRCSize {
		return nil, corruptf("header checksum truncated")
	}
	if got, want := crc32.Checksum(data[:off], castagnoli), binary.LittleEndian.Uint32(data[off:]); got != want {
		return nil, corruptf("header checksum mismatch")
	}
	off += headerCRCSize
	// The sections follow the header in table order and tile the rest of
	// the file exactly.
	pos := uint64(off)
	for i := range p.sections {
		s := &p.sections[i]
		if uint64(s.start) != pos {
			return nil, corruptf("section %q: at offset %d, want %d", s.name, s.start, pos)
		}
		pos += uint64(s.length)
		if pos > uint64(len(data)) {
			return nil, corruptf("section %q: extends past the end of the file", s.name)
		}
		s.raw = data[s.start:pos]
	}
	if pos != uint64(len(data)) {
		return nil, corruptf("%d trailing bytes after the last section", uint64(len(data))-pos)
	}
	return p, nil
}

// validName reports whether name may name a section: lower-case ASCII
// letters, digits, '.', '_' and '-', starting with a letter or digit.
func validName(name string) bool {
	if name == "" || len(name) > MaxNameLen {
		return false
	}
	for i := 0; i < len(name); i++ {
		c := name[i]
		switch {
		case 'a' <= c && c <= 'z', '0' <= c && c <= '9':
		case (c == '.' || c == '_' || c == '-') && i > 0:
		default:
			return false
		}
	}
	return true
}

// Names returns the names of the pack's sections, sorted, including
// [SectionProvenance].
func (p *Pack) Names() []string {
	names := make([]string, len(p.sections))
	for i := range p.sections {
		names[i] = p.sections[i].name
	}
	return names
}

// Has reports whether the pack holds a section called name.
func (p *Pack) Has(name string) bool {
	return p.find(name) != nil
}

func (p *Pack) find(name string) *section {
	i := sort.Search(len(p.sections), func(i int) bool { return p.sections[i].name >= name })
	if i < len(p.sections) && p.sections[i].name == name {
		return &p.sections[i]
	}
	return nil
}

// Section returns the decoded bytes of the named section, decoding and
// verifying it on first use. The returned slice is shared by all callers and
// must not be modified. A name the pack does not hold gives an error
// wrapping [ErrNoSection]; a damaged section an error wrapping [ErrCorrupt]
// (remembered: later calls return the same error).
func (p *Pack) Section(name string) ([]byte, error) {
	s := p.find(name)
	if s == nil {
		return nil, fmt.Errorf("lexdata: section %q: %w", name, ErrNoSection)
	}
	s.once.Do(s.decode)
	return s.data, s.err
}

// ReadSection is Section for a reader that is the section's only user:
// unless Section has already decoded it, it decodes the section anew and
// the pack does not keep the result, so that the bytes live only as long
// as the reader keeps them (not at all, for a reader that turns them into
// structures of its own; as long as its tables, for one that searches
// them in place, like the forms table). A second reader of the same
// section would hold a second copy. The returned slice must not be
// modified; errors are those of Section.
func (p *Pack) ReadSection(name string) ([]byte, error) {
	s := p.find(name)
	if s == nil {
		return nil, fmt.Errorf("lexdata: section %q: %w", name, ErrNoSection)
	}
	if s.decoded.Load() {
		return s.data, s.err
	}
	return s.read()
}

func (s *section) decode() {
	s.data, s.err = s.read()
	s.decoded.Store(true)
}

// read verifies and decodes the section's bytes; a stored section's are
// the pack's own.
func (s *section) read() ([]byte, error) {
	if crc32.Checksum(s.raw, castagnoli) != s.crc {
		return nil, corruptf("section %q: checksum mismatch", s.name)
	}
	if s.codec == CodecNone {
		return s.raw[:len(s.raw):len(s.raw)], nil
	}
	dec, err := decoder()
	if err != nil {
		return nil, fmt.Errorf("lexdata: section %q: %w", s.name, err)
	}
	// With WithDecodeAllCapLimit the decoder never writes past cap(dst), so
	// the table's size, already capped at MaxSectionSize, bounds the work.
	out, err := dec.DecodeAll(s.raw, make([]byte, 0, s.rawLen))
	if err != nil {
		return nil, corruptf("section %q: %v", s.name, err)
	}
	if len(out) != int(s.rawLen) {
		return nil, corruptf("section %q: decoded %d bytes, table says %d", s.name, len(out), s.rawLen)
	}
	return out, nil
}

// decoder returns the zstd decoder shared by all packs; DecodeAll is safe
// for concurrent use.
var decoder = sync.OnceValues(func() (*zstd.Decoder, error) {
	return zstd.NewReader(nil,
		zstd.WithDecodeAllCapLimit(true),
		zstd.WithDecoderMaxMemory(MaxSectionSize),
		zstd.WithDecoderConcurrency(0),
	)
})
