package grammar

// UPOS lists the Universal Dependencies part-of-speech tags, in the order
// of their indexes in lexicon masks (bit i of a mask is UPOS[i]).
var UPOS = [numTags]string{
	"ADJ", "ADP", "ADV", "AUX", "CCONJ", "DET", "INTJ", "NOUN", "NUM",
	"PART", "PRON", "PROPN", "PUNCT", "SCONJ", "SYM", "VERB", "X",
}

// uposIndex returns the index of tag in UPOS, or -1. It compares tags as
// packed words (uposKeys): it runs for every reading of every word.
func uposIndex(tag string) int {
	k, ok := uposKey(tag)
	if !ok {
		return -1
	}
	for i, u := range uposKeys {
		if u == k {
			return i
		}
	}
	return -1
}

// uposKeys are the tags of UPOS packed by uposKey.
var uposKeys = func() (keys [numTags]uint64) {
	for i, t := range UPOS {
		keys[i], _ = uposKey(t)
	}
	return keys
}()

// uposKey packs a tag of at most seven bytes into a word, its length in
// the top byte; ok is false for a longer one, which no tag is.
func uposKey(tag string) (k uint64, ok bool) {
	if len(tag) > 7 {
		return 0, false
	}
	for i := 0; i < len(tag); i++ {
		k |= uint64(tag[i]) << (8 * i)
	}
	return k | uint64(len(tag))<<56, true
}
