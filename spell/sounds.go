package spell

import "sync"

// soundIndex groups vocabulary words by their English sound key
// (phoneticKey), for the ranking's sound feature and for candidates beyond
// the deletes index's two edits.
type soundIndex struct {
	ids   map[string]uint32 // sound key -> key id
	key   []uint32          // vocabulary id -> key id
	words [][]uint32        // key id -> vocabulary ids, ascending
	runes [][]rune          // key id -> the key
	// keys is a deletes index over the keys (by key id), built on the
	// first search that asks for keys near another (see near).
	keys func() *deletesIndex
}

// noSound is the key id of a word whose key is not in the index.
const noSound = ^uint32(0)

const (
	// soundEdit is how many plain edits a word of the same sound may be
	// away; soundMinLen the typed length from which such words are
	// considered.
	soundEdit   = 3
	soundMinLen = 6
)

func buildSoundIndex(words []string) *soundIndex {
	x := &soundIndex{ids: map[string]uint32{}, key: make([]uint32, len(words))}
	for i, w := range words {
		k := phoneticKey(w)
		id, ok := x.ids[k]
		if !ok {
			id = uint32(len(x.words))
			x.ids[k] = id
			x.words = append(x.words, nil)
			x.runes = append(x.runes, []rune(k))
		}
		x.key[i] = id
		x.words[id] = append(x.words[id], uint32(i))
	}
	x.keys = sync.OnceValue(func() *deletesIndex { return buildDeletes(x.runes) })
	return x
}

// near appends to out the ids of the keys at most one plain edit from the
// sound key k, k's own included.
func (x *soundIndex) near(k []rune, out []uint32) []uint32 {
	start := len(out)
	out = x.keys().candidates(k, out)
	kept := out[:start]
	for _, id := range out[start:] {
		if plainDistance(k, x.runes[id], 1) <= 1 {
			kept = append(kept, id)
		}
	}
	return kept
}

// lookup returns the key id of a word's sound key, or noSound.
func (x *soundIndex) lookup(w string) uint32 {
	if id, ok := x.ids[phoneticKey(w)]; ok {
		return id
	}
	return noSound
}
