// Package lexdata reads and writes Argot language packs and hands loaded
// packs to the analysis stages.
//
// A pack is one file per language (<id>.argot) plus one core pack
// (core.argot). The file is a container: a magic and version header, a
// table of named sections, and the sections themselves, each a zstd frame
// with a CRC-32C checksum. [Open] validates the header and table without
// decoding anything; [Pack.Section] decodes a section once, on first use.
// Every byte of a pack is covered by a checksum, so a corrupt or truncated
// pack is reported as an error wrapping [ErrCorrupt], never as a panic or as
// silently wrong data.
//
// Section codecs for the shapes the packs need live here too: string tables
// and sorted string sets searchable in place ([StringTable], [StringSet]) and
// maps from keys to roaring bitmaps ([EncodeBitmaps], [DecodeBitmaps]).
//
// [Store] loads packs lazily from an [io/fs.FS] (the embedded packs under
// github.com/argot-nlp/argot/packs, or os.DirFS for packs built elsewhere)
// and returns a [Language], the read-only handle the stages use.
//
// This package is not the pack builder (see lexdata/packbuild, which reads
// the lexical sources) and knows nothing about what a section means beyond
// the few it needs to load a language (meta, stopwords, provenance).
package lexdata
