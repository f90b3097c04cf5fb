package grammar

// UPOS lists the Universal Dependencies part-of-speech tags, in the order
// of their indexes in lexicon masks (bit i of a mask is UPOS[i]).
var UPOS = [numTags]string{
	"ADJ", "ADP", "ADV", "AUX", "CCONJ", "DET", "INTJ", "NOUN", "NUM",
	"PART", "PRON", "PROPN", "PUNCT", "SCONJ", "SYM", "VERB", "X",
}

// uposIndex returns the index of tag in UPOS, or -1.
func uposIndex(tag string) int {
	for i, t := range UPOS {
		if t == tag {
			return i
		}
	}
	return -1
}
