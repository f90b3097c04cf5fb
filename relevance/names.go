package relevance

import (
	"hash/fnv"
	"unicode/utf8"

	"github.com/argot-nlp/argot/similarity"
)

// Names without a concept family ("Microsoft", "Chelsea", "Covid") take
// part in relevant through name ids: an FNV-1a hash of the normalised
// lemma (the form when the lexicon does not know the word) with the top
// bit set. Family ids stay far below that bit (topics features hold them
// in 28 bits), so the two never meet, and a name id needs nothing but the
// text to be matched in step two.
const nameBit = 1 << 31

// minNameRunes keeps single letters and initials out of the names.
const minNameRunes = 2

// nameID returns the name id of a normalised name, 0 for one too short.
func nameID(key string) uint32 {
	if utf8.RuneCountInString(key) < minNameRunes {
		return 0
	}
	h := fnv.New32a()
	h.Write([]byte(key))
	return nameBit | h.Sum32()&(nameBit-1)
}

// IsName reports whether id is a name id rather than a family id.
func IsName(id uint32) bool { return id&nameBit != 0 }

// wordName returns the name id of a word as [similarity.Words] gives it.
func wordName(w similarity.Word) uint32 {
	if w.Lemma != "" {
		return nameID(w.Lemma)
	}
	return nameID(w.Form)
}
