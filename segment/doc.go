// Package segment finds the words of text written without spaces between
// words (Chinese, Japanese, Thai) and groups the syllables of Vietnamese
// words, for package tokenize.
//
// Chinese uses jieba's dictionary as shipped by github.com/go-ego/gse and
// Japanese the IPADIC morphological analyser of github.com/ikawaha/kagome;
// both load on first use. Building gse's trie from its text takes seconds
// and hundreds of megabytes, so the Chinese packs carry the same
// dictionary in a compact form read in place (SectionChinese,
// ChineseWithDictionary), with the same cuts. Thai and Vietnamese read a Dictionary from their
// language pack (section SectionWords); Chinese adds the one of its pack,
// the words and splits of UD treebanks other than the evaluation file
// (ChineseWith). Segmenters append the length in
// bytes of each word to dst, the contract of tokenize.Segmenter.
//
// It is not a morphological analyser: only word boundaries come out.
package segment
