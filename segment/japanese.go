package segment

import (
	"sync"

	"github.com/ikawaha/kagome-dict/ipa"
	"github.com/ikawaha/kagome/v2/tokenizer"
)

// jaTok is kagome with IPADIC, loaded on first use. Segmentation needs
// the lattice's parts only (morphs, index, connection costs, unknown
// words), not the features of each entry: the shrunk dictionary leaves
// them out, a third of the load's time and most of its memory.
var jaTok = sync.OnceValues(func() (*tokenizer.Tokenizer, error) {
	return tokenizer.New(ipa.DictShrink(), tokenizer.OmitBosEos())
})

// Japanese segments a run of Han and kana into the surface forms of
// kagome's IPADIC morphemes (close to the short units of UD Japanese GSD).
// It returns nil, so that the caller's rules apply, when the dictionary
// cannot load.
func Japanese(dst []int, run string) []int {
	t, err := jaTok()
	if err != nil {
		return nil
	}
	for _, tok := range t.Tokenize(run) {
		dst = append(dst, len(tok.Surface))
	}
	return dst
}
