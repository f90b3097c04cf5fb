package lexdata

import (
	"errors"
	"io"
	"io/fs"
	"path"
	"slices"
	"strings"
	"time"
)

// MergeFS returns a read-only file system holding the files of all of
// fsyss, for example several language packages' embedded packs:
//
//	store := lexdata.NewStore(lexdata.MergeFS(en.FS, de.FS, core.FS))
//
// Where two of them hold the same name, the first wins; directories present
// in several are merged.
func MergeFS(fsyss ...fs.FS) fs.FS {
	return mergeFS(slices.Clone(fsyss))
}

type mergeFS []fs.FS

// Open implements [fs.FS].
func (m mergeFS) Open(name string) (fs.File, error) {
	if !fs.ValidPath(name) {
		return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrInvalid}
	}
	if name == "." {
		return m.openDir(name, m)
	}
	parents, err := m.dirs(path.Dir(name))
	if err != nil {
		return nil, err
	}
	file, dirs, err := resolve(name, parents)
	switch {
	case err != nil:
		return nil, err
	case file != nil:
		return file.Open(name)
	case dirs == nil:
		return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrNotExist}
	}
	return m.openDir(name, dirs)
}

// dirs returns the file systems that contribute to directory name of the
// merged view, or an error when name is not a directory there.
func (m mergeFS) dirs(name string) ([]fs.FS, error) {
	if name == "." {
		return m, nil
	}
	parents, err := m.dirs(path.Dir(name))
	if err != nil {
		return nil, err
	}
	file, dirs, err := resolve(name, parents)
	if err != nil {
		return nil, err
	}
	if file != nil || dirs == nil {
		return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrNotExist}
	}
	return dirs, nil
}

// resolve looks name up in fsyss in order. When the first one holding name
// holds a file, it returns that file system; otherwise it returns every one
// that holds a directory called name (files there are shadowed).
func resolve(name string, fsyss []fs.FS) (file fs.FS, dirs []fs.FS, err error) {
	for _, fsys := range fsyss {
		info, err := fs.Stat(fsys, name)
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			return nil, nil, err
		}
		if !info.IsDir() {
			if len(dirs) == 0 {
				return fsys, nil, nil
			}
			continue
		}
		dirs = append(dirs, fsys)
	}
	return nil, dirs, nil
}

// openDir opens the union of the directory name in dirs.
func (m mergeFS) openDir(name string, dirs []fs.FS) (fs.File, error) {
	if len(dirs) == 1 {
		return dirs[0].Open(name)
	}
	var info fs.FileInfo = emptyRoot{}
	if len(dirs) > 0 {
		var err error
		if info, err = fs.Stat(dirs[0], name); err != nil {
			return nil, err
		}
	}
	var entries []fs.DirEntry
	seen := map[string]bool{}
	for _, fsys := range dirs {
		list, err := fs.ReadDir(fsys, name)
		if err != nil {
			return nil, err
		}
		for _, e := range list {
			if !seen[e.Name()] {
				seen[e.Name()] = true
				entries = append(entries, e)
			}
		}
	}
	slices.SortFunc(entries, func(a, b fs.DirEntry) int { return strings.Compare(a.Name(), b.Name()) })
	return &mergedDir{name: name, info: info, entries: entries}, nil
}

// emptyRoot describes the root of a merge of no file systems.
type emptyRoot struct{}

func (emptyRoot) Name() string       { return "." }
func (emptyRoot) Size() int64        { return 0 }
func (emptyRoot) Mode() fs.FileMode  { return fs.ModeDir | 0o555 }
func (emptyRoot) ModTime() time.Time { return time.Time{} }
func (emptyRoot) IsDir() bool        { return true }
func (emptyRoot) Sys() any           { return nil }

// mergedDir is an open directory present in more than one file system.
type mergedDir struct {
	name    string
	info    fs.FileInfo
	entries []fs.DirEntry
	pos     int
}

func (d *mergedDir) Stat() (fs.FileInfo, error) { return d.info, nil }
func (d *mergedDir) Close() error               { return nil }

func (d *mergedDir) Read([]byte) (int, error) {
	return 0, &fs.PathError{Op: "read", Path: d.name, Err: errors.New("is a directory")}
}

// ReadDir implements [fs.ReadDirFile].
func (d *mergedDir) ReadDir(n int) ([]fs.DirEntry, error) {
	rest := d.entries[d.pos:]
	if n <= 0 {
		d.pos = len(d.entries)
		return slices.Clone(rest), nil
	}
	if len(rest) == 0 {
		return nil, io.EOF
	}
	n = min(n, len(rest))
	d.pos += n
	return slices.Clone(rest[:n]), nil
}
