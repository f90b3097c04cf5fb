package spell

import (
	"encoding/binary"
	"errors"
	"fmt"

	"github.com/argot-nlp/argot/lexdata"
)

// SectionWritten names the pack section of written-register word counts:
// how often each word of the lexicon's word list occurs in edited text,
// as opposed to the subtitle counts of the freq section. The subtitles
// under-count the words of technical and edited prose ("extant",
// "impedance", "secede"), which misspellings of such prose often stand
// for; the ranking weighs the two (see penWritten).
//
// Format: the layout of the freq section without its keys (see
// [lexdata.EncodeFrequencies]): a version byte (2), a uvarint count and
// then a byte per key of the forms section, in its order, a uvarint count
// and then a byte per extra word of the frequency list
// ([lexdata.WordList.Extra]), in its order. Each byte is the word's count
// in edited text scaled by [lexdata.FrequencyByte], 0 for none.
const SectionWritten = "spell.written"

const writtenVersion = 2

// EncodeWritten encodes SectionWritten from the count bytes of the forms
// section's keys and of the frequency list's extra words.
func EncodeWritten(formBytes, extraBytes []byte) []byte {
	out := make([]byte, 0, 1+2*binary.MaxVarintLen64+len(formBytes)+len(extraBytes))
	out = append(out, writtenVersion)
	out = binary.AppendUvarint(out, uint64(len(formBytes)))
	out = append(out, formBytes...)
	out = binary.AppendUvarint(out, uint64(len(extraBytes)))
	return append(out, extraBytes...)
}

// errWritten reports a malformed SectionWritten.
var errWritten = errors.New("spell: malformed " + SectionWritten + " section")

// decodeWritten splits a SectionWritten section into its form and extra
// bytes (sub-slices of data). It returns an error when data is malformed:
// a wrong version, a count that is not a uvarint or exceeds the bytes
// left, or trailing bytes.
func decodeWritten(data []byte) (formBytes, extraBytes []byte, err error) {
	if len(data) == 0 || data[0] != writtenVersion {
		return nil, nil, fmt.Errorf("%w: version", errWritten)
	}
	data = data[1:]
	part := func() []byte {
		n, k := binary.Uvarint(data)
		if k <= 0 || n > uint64(len(data)-k) {
			err = fmt.Errorf("%w: count", errWritten)
			return nil
		}
		b := data[k : k+int(n)]
		data = data[k+int(n):]
		return b
	}
	if formBytes = part(); err != nil {
		return nil, nil, err
	}
	if extraBytes = part(); err != nil {
		return nil, nil, err
	}
	if len(data) != 0 {
		return nil, nil, fmt.Errorf("%w: trailing bytes", errWritten)
	}
	return formBytes, extraBytes, nil
}

// loadWritten reads the pack's SectionWritten into a count byte per
// vocabulary word (nil when the pack has none).
func loadWritten(lang *lexdata.Language, v *vocabulary) ([]byte, error) {
	p := lang.Pack()
	if p == nil || !p.Has(SectionWritten) {
		return nil, nil
	}
	data, err := p.Section(SectionWritten)
	if err != nil {
		return nil, fmt.Errorf("spell: %w", err)
	}
	formBytes, extraBytes, err := decodeWritten(data)
	if err != nil {
		return nil, err
	}
	list, err := lang.WordList()
	if err != nil {
		return nil, fmt.Errorf("spell: %w", err)
	}
	if len(formBytes) != list.Forms() || len(extraBytes) != list.Extras() {
		return nil, fmt.Errorf("%w: %d forms and %d extras, the word list has %d and %d",
			errWritten, len(formBytes), len(extraBytes), list.Forms(), list.Extras())
	}
	written := make([]byte, len(v.words))
	set := func(w string, b byte) {
		if id, ok := v.lookup(w); ok && b > written[id] {
			written[id] = b
		}
	}
	list.EachForm(func(i int, w []byte, _ byte) {
		if b := formBytes[i]; b != 0 {
			set(string(w), b)
		}
	})
	for i, b := range extraBytes {
		if b != 0 {
			w, _ := list.Extra(i)
			set(w, b)
		}
	}
	return written, nil
}
