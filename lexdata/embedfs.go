package lexdata

import (
	"embed"
	"io/fs"
	"unsafe"
)

// EmbeddedFS is the file system of a generated pack package: an embed.FS
// holding one pack file, together with the same file embedded as a
// string. A [Store] reads the pack in place from that string, in the
// binary's read-only data, where fs.ReadFile would copy it to the heap:
// only the pages of the sections a process decodes then become resident.
// (The Go toolchain stores a file embedded twice in a package once.)
type EmbeddedFS struct {
	files embed.FS
	name  string
	data  string
}

// NewEmbeddedFS returns the file system of files, whose file name holds
// exactly the bytes of data. The pack packages call it:
//
//	//go:embed en.argot
//	var files embed.FS
//
//	//go:embed en.argot
//	var data string
//
//	var FS = lexdata.NewEmbeddedFS(files, "en.argot", data)
func NewEmbeddedFS(files embed.FS, name, data string) *EmbeddedFS {
	return &EmbeddedFS{files: files, name: name, data: data}
}

// Open implements [fs.FS].
func (e *EmbeddedFS) Open(name string) (fs.File, error) {
	f, err := e.files.Open(name)
	if err != nil || name != e.name {
		return f, err
	}
	return &embeddedFile{File: f, data: e.data}, nil
}

// ReadFile implements [fs.ReadFileFS]: it returns a copy of the file.
func (e *EmbeddedFS) ReadFile(name string) ([]byte, error) { return e.files.ReadFile(name) }

// ReadDir implements [fs.ReadDirFS].
func (e *EmbeddedFS) ReadDir(name string) ([]fs.DirEntry, error) { return e.files.ReadDir(name) }

// embeddedFile is the pack file of an EmbeddedFS.
type embeddedFile struct {
	fs.File
	data string
}

// readPack returns the bytes of file name of fsys, in place when it is the
// pack of an EmbeddedFS (also behind MergeFS) and read otherwise. The
// caller must not modify them.
func readPack(fsys fs.FS, name string) ([]byte, error) {
	if f, err := fsys.Open(name); err == nil {
		ef, ok := f.(*embeddedFile)
		f.Close()
		if ok {
			if info, err := ef.Stat(); err == nil && info.Size() == int64(len(ef.data)) {
				return unsafe.Slice(unsafe.StringData(ef.data), len(ef.data)), nil
			}
		}
	}
	return fs.ReadFile(fsys, name)
}
