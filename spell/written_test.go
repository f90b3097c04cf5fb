package spell

import (
	"bytes"
	"testing"

	"github.com/argot-nlp/argot/lexdata"
)

// TestWrittenRoundTrip checks that EncodeWritten's form and extra bytes
// come back from decodeWritten.
func TestWrittenRoundTrip(t *testing.T) {
	forms := []byte{0, lexdata.FrequencyByte(13), 0, lexdata.FrequencyByte(200)}
	extras := []byte{lexdata.FrequencyByte(1), 0}
	f, e, err := decodeWritten(EncodeWritten(forms, extras))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(f, forms) || !bytes.Equal(e, extras) {
		t.Errorf("decoded %v %v, want %v %v", f, e, forms, extras)
	}
}

// TestWrittenMalformed checks that decodeWritten rejects broken sections.
func TestWrittenMalformed(t *testing.T) {
	good := EncodeWritten([]byte{1, 0, 9}, []byte{3})
	for name, data := range map[string][]byte{
		"empty":     nil,
		"version":   append([]byte{9}, good[1:]...),
		"truncated": good[:len(good)-1],
		"trailing":  append(bytes.Clone(good), 0),
		"no extras": {writtenVersion, 1, 5},
		"count":     {writtenVersion, 200, 1},
		"varint":    {writtenVersion, 0x80},
	} {
		if _, _, err := decodeWritten(data); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
}

// FuzzDecodeWritten checks that any bytes decode without a panic, and
// that what decodes re-encodes to a section with the same bytes (a count
// may take more uvarint bytes than it needs).
func FuzzDecodeWritten(f *testing.F) {
	f.Add(EncodeWritten([]byte{0, 3, 9}, []byte{1}))
	f.Add([]byte{writtenVersion, 0, 0})
	f.Fuzz(func(t *testing.T, data []byte) {
		forms, extras, err := decodeWritten(data)
		if err != nil {
			return
		}
		f2, e2, err := decodeWritten(EncodeWritten(forms, extras))
		if err != nil || !bytes.Equal(f2, forms) || !bytes.Equal(e2, extras) {
			t.Fatalf("re-encoded %v %v (%v), want %v %v", f2, e2, err, forms, extras)
		}
	})
}

// TestWrittenPenalty checks the written-register penalty of a word
// edited text lacks, one it has rarely and one it has often.
func TestWrittenPenalty(t *testing.T) {
	c := &Corrector{written: []byte{0, 10, 120}}
	if p := c.writtenPenalty(0); p != writtenPrior {
		t.Errorf("unwritten word: %v, want %v", p, writtenPrior)
	}
	if p := c.writtenPenalty(1); p <= 0 || p >= writtenPrior {
		t.Errorf("rare written word: %v", p)
	}
	if p := c.writtenPenalty(2); p != 0 {
		t.Errorf("common written word: %v, want 0", p)
	}
}
