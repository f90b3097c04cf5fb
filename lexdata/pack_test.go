package lexdata

import (
	"bytes"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"sync"
	"testing"
)

var testProv = Provenance{Source: "test", Version: "1", License: "MIT"}

// testSections returns sections of assorted shapes: empty, tiny, text and
// incompressible.
func testSections() map[string][]byte {
	r := rand.New(rand.NewPCG(1, 2))
	random := make([]byte, 5000)
	for i := range random {
		random[i] = byte(r.Uint32())
	}
	return map[string][]byte{
		"empty":     {},
		"meta":      Meta{Language: "en", Builder: "test"}.Marshal(),
		"one":       {42},
		"text":      []byte(strings.Repeat("the quick brown fox ", 500)),
		"random":    random,
		"a.b_c-d.9": []byte("odd name"),
	}
}

func buildPack(t testing.TB, sections map[string][]byte) []byte {
	t.Helper()
	w := NewWriter()
	w.SetBuilder("test-builder 1")
	for name, data := range sections {
		if err := w.AddSection(name, data, testProv); err != nil {
			t.Fatal(err)
		}
	}
	b, err := w.Bytes()
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestRoundTrip(t *testing.T) {
	sections := testSections()
	p, err := Open(buildPack(t, sections))
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"a.b_c-d.9", "empty", "meta", "one", "provenance", "random", "text"}
	if got := p.Names(); fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("Names() = %v, want %v", got, want)
	}
	for name, data := range sections {
		t.Run(name, func(t *testing.T) {
			got, err := p.Section(name)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got, data) {
				t.Errorf("Section(%q) = %d bytes, want %d", name, len(got), len(data))
			}
			again, _ := p.Section(name)
			if len(got) > 0 && &again[0] != &got[0] {
				t.Error("second Section call decoded again")
			}
		})
	}
	if _, err := p.Section("missing"); !errors.Is(err, ErrNoSection) {
		t.Errorf("Section(missing) error = %v, want ErrNoSection", err)
	}
	pp, err := p.Provenance()
	if err != nil {
		t.Fatal(err)
	}
	if pp.Builder != "test-builder 1" || len(pp.Sections) != len(sections) || pp.Sections["text"] != testProv {
		t.Errorf("Provenance() = %+v", pp)
	}
	if got := pp.Licenses(); fmt.Sprint(got) != "[MIT]" {
		t.Errorf("Licenses() = %v", got)
	}
	m, err := p.Meta()
	if err != nil || m.Language != "en" {
		t.Errorf("Meta() = %+v, %v", m, err)
	}
}

func TestWriterDeterministic(t *testing.T) {
	a := buildPack(t, testSections())
	b := buildPack(t, testSections())
	if !bytes.Equal(a, b) {
		t.Fatal("same sections gave different packs")
	}
	// Insertion order must not matter either.
	w := NewWriter()
	w.SetBuilder("test-builder 1")
	names := []string{"text", "one", "meta", "random", "empty", "a.b_c-d.9"}
	for _, name := range names {
		if err := w.AddSection(name, testSections()[name], testProv); err != nil {
			t.Fatal(err)
		}
	}
	var buf bytes.Buffer
	n, err := w.WriteTo(&buf)
	if err != nil || n != int64(buf.Len()) {
		t.Fatalf("WriteTo = %d, %v", n, err)
	}
	if !bytes.Equal(a, buf.Bytes()) {
		t.Fatal("insertion order changed the pack")
	}
}

func TestWriterErrors(t *testing.T) {
	tests := []struct {
		name    string
		section string
		data    []byte
	}{
		{"empty name", "", nil},
		{"upper case", "Meta", nil},
		{"space", "a b", nil},
		{"leading dot", ".x", nil},
		{"slash", "a/b", nil},
		{"too long", strings.Repeat("x", MaxNameLen+1), nil},
		{"reserved", SectionProvenance, nil},
		{"duplicate", "dup", nil},
		{"omitted earlier", "gone", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w := NewWriter()
			if err := w.AddSection("dup", nil, testProv); err != nil {
				t.Fatal(err)
			}
			if err := w.Omit("gone", "no source"); err != nil {
				t.Fatal(err)
			}
			if err := w.AddSection(tt.section, tt.data, testProv); err == nil {
				t.Errorf("AddSection(%q) succeeded", tt.section)
			}
		})
	}
}

func TestOmitted(t *testing.T) {
	w := NewWriter()
	if err := w.Omit(SectionStopwords, "no licensed list"); err != nil {
		t.Fatal(err)
	}
	b, err := w.Bytes()
	if err != nil {
		t.Fatal(err)
	}
	p, err := Open(b)
	if err != nil {
		t.Fatal(err)
	}
	pp, err := p.Provenance()
	if err != nil {
		t.Fatal(err)
	}
	if pp.Omitted[SectionStopwords] != "no licensed list" || p.Has(SectionStopwords) {
		t.Errorf("provenance = %+v", pp)
	}
}

func TestOpenErrors(t *testing.T) {
	valid := buildPack(t, map[string][]byte{"meta": []byte("{}")})
	mod := func(f func(b []byte) []byte) []byte { return f(bytes.Clone(valid)) }
	tests := []struct {
		name string
		data []byte
	}{
		{"nil", nil},
		{"magic only", []byte(magic)},
		{"bad magic", mod(func(b []byte) []byte { b[0] = 'X'; return b })},
		{"version 2", mod(func(b []byte) []byte { b[8] = 2; return b })},
		{"flags", mod(func(b []byte) []byte { b[10] = 1; return b })},
		{"huge count", mod(func(b []byte) []byte { b[15] = 0xff; return b })},
		{"trailing byte", append(bytes.Clone(valid), 0)},
		{"truncated by one", valid[:len(valid)-1]},
		{"header only", valid[:fixedHeader]},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := Open(tt.data); !errors.Is(err, ErrCorrupt) {
				t.Errorf("Open error = %v, want ErrCorrupt", err)
			}
		})
	}
	for n := range len(valid) {
		if _, err := Open(valid[:n]); !errors.Is(err, ErrCorrupt) {
			t.Errorf("Open(first %d bytes) error = %v, want ErrCorrupt", n, err)
		}
	}
}

// readAll opens data and reads every section, returning the first error.
func readAll(data []byte) (map[string][]byte, error) {
	p, err := Open(data)
	if err != nil {
		return nil, err
	}
	out := map[string][]byte{}
	for _, name := range p.Names() {
		b, err := p.Section(name)
		if err != nil {
			return nil, err
		}
		out[name] = b
	}
	if _, err := p.Provenance(); err != nil {
		return nil, err
	}
	return out, nil
}

// TestByteFlips damages every byte of a valid pack in turn: each damage must
// be reported as ErrCorrupt, by Open or by the section it falls in.
// TestStoredSections checks that the sections of StoredSections are
// written as they are (CodecNone) and read back in place.
func TestStoredSections(t *testing.T) {
	stored := []byte(strings.Repeat("a section read in place ", 40))
	valid := buildPack(t, map[string][]byte{
		"meta":          Meta{Language: "xx"}.Marshal(),
		SectionFamilies: stored,
		"text":          []byte(strings.Repeat("compressed ", 100)),
	})
	at := bytes.Index(valid, stored)
	if at < 0 {
		t.Fatal("the stored section is not in the file as it is")
	}
	p, err := Open(valid)
	if err != nil {
		t.Fatal(err)
	}
	for _, read := range []func(string) ([]byte, error){p.ReadSection, p.Section} {
		got, err := read(SectionFamilies)
		if err != nil || !bytes.Equal(got, stored) || &got[0] != &valid[at] {
			t.Errorf("stored section: %q, %v; want the pack's own bytes", got, err)
		}
	}
	if got, err := p.Section("text"); err != nil || len(got) != 1100 {
		t.Errorf("compressed section: %d bytes, %v", len(got), err)
	}
}

func TestByteFlips(t *testing.T) {
	valid := buildPack(t, map[string][]byte{
		"meta":          Meta{Language: "xx"}.Marshal(),
		"words":         []byte(strings.Repeat("stop word list ", 40)),
		SectionFamilies: []byte("stored as it is"),
	})
	for i := range valid {
		for _, mask := range []byte{0x01, 0x80, 0xff} {
			b := bytes.Clone(valid)
			b[i] ^= mask
			if _, err := readAll(b); !errors.Is(err, ErrCorrupt) {
				t.Fatalf("byte %d ^ %#x: error = %v, want ErrCorrupt", i, mask, err)
			}
		}
	}
}

func TestSectionErrorRemembered(t *testing.T) {
	valid := buildPack(t, map[string][]byte{"words": []byte("abc")})
	b := bytes.Clone(valid)
	b[len(b)-1] ^= 1 // inside the last section ("words")
	p, err := Open(b)
	if err != nil {
		t.Fatal(err)
	}
	_, err1 := p.Section("words")
	_, err2 := p.Section("words")
	if !errors.Is(err1, ErrCorrupt) || err1 != err2 {
		t.Errorf("errors = %v, %v", err1, err2)
	}
}

func TestSectionConcurrent(t *testing.T) {
	sections := testSections()
	p, err := Open(buildPack(t, sections))
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	for range 16 {
		wg.Go(func() {
			for name, want := range sections {
				got, err := p.Section(name)
				if err != nil || !bytes.Equal(got, want) {
					t.Errorf("Section(%q): %v", name, err)
				}
			}
			if _, err := p.Provenance(); err != nil {
				t.Error(err)
			}
		})
	}
	wg.Wait()
}

func TestReadSection(t *testing.T) {
	sections := testSections()
	p, err := Open(buildPack(t, sections))
	if err != nil {
		t.Fatal(err)
	}
	for name, want := range sections {
		got, err := p.ReadSection(name)
		if err != nil || !bytes.Equal(got, want) {
			t.Fatalf("ReadSection(%q) = %q, %v", name, got, err)
		}
		again, err := p.ReadSection(name)
		if err != nil || !bytes.Equal(again, want) {
			t.Fatalf("ReadSection(%q) again: %v", name, err)
		}
		if len(got) > 0 && &again[0] == &got[0] {
			t.Errorf("ReadSection(%q) kept its bytes", name)
		}
		// Section still decodes (and keeps) it; ReadSection then shares
		// those bytes rather than decoding again.
		cached, err := p.Section(name)
		if err != nil || !bytes.Equal(cached, want) {
			t.Fatalf("Section(%q) after ReadSection: %v", name, err)
		}
		if shared, _ := p.ReadSection(name); len(cached) > 0 && &shared[0] != &cached[0] {
			t.Errorf("ReadSection(%q) decoded a section Section had kept", name)
		}
	}
	if _, err := p.ReadSection("absent"); !errors.Is(err, ErrNoSection) {
		t.Errorf("ReadSection(absent) error = %v", err)
	}
	b := buildPack(t, map[string][]byte{"words": []byte("abc")})
	b[len(b)-1] ^= 1
	if p, err = Open(b); err != nil {
		t.Fatal(err)
	}
	if _, err := p.ReadSection("words"); !errors.Is(err, ErrCorrupt) {
		t.Errorf("ReadSection of a damaged section: error = %v", err)
	}
}
