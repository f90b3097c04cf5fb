// Package grammar tags words with their part of speech (Universal
// Dependencies UPOS) and morphological features (UD FEATS), and renders
// them in the service's feature standards.
//
// # Tagging
//
// Each language pack may hold a "tagger" section ([SectionTagger]): a
// [Model] the pack builder trains on the language's UD material. It is an
// averaged perceptron over hashed features (the word, its prefixes and
// suffixes of up to six runes, its shape, the scripts of it and its
// neighbours (kanji against kana), the final consonant of a Hangul word,
// the words around it and the tags the tag dictionary fixes for the next
// two, the two previous tags, and the parts of speech the language's
// lexicon gives the word and its neighbours, the first reading's apart;
// the lexicon guides the choice through these features rather than
// restricting it, as its readings are incomplete) decoded greedily left to
// right. A second pass (format version 4) then adds to each word's scores
// those of a small second perceptron over the tags the first pass
// predicted around it, the following words' above all, which the first
// pass could not see. A tag dictionary of the frequent words training saw
// with a single tag (at least 20 times) tags those words without scoring
// them. The feature bundle of a word is chosen after its tag, from tables
// learned on the same material: the word's own most frequent bundle with
// that tag, else (when the model says so) the bundle of the word's first
// lexicon reading with the tag, else that of the longest known ending, else
// the tag's most frequent bundle. Packs without a tagger section are tagged
// by rules: the lexicon's first reading, then punctuation, number and
// symbol characters, then NOUN (PROPN for a capitalised word that does not
// start the sentence).
//
// # The stage
//
// [Stage] runs after the senses stage, whose Token.Readings it takes as
// the lexicon's word (it does not look words up again). For each chunk of
// each sentence it sets Token.POS and Token.Features; a chunk the spelling
// stage corrected is tagged by its correction, and the further chunks a
// correction spans are left untagged; tokenizer classes override the tagger
// for punctuation (PUNCT), numbers (NUM) and symbols and emoji (SYM). It
// then moves the first reading whose part of speech is the tag (for PROPN
// and AUX, failing that, NOUN and VERB, which is how the wordnets list
// them) to the front of Token.Readings, keeping the senses stage's order
// of the others and of the families inside each reading, and sets Lemma,
// Lexeme and Family from it. When no reading fits the tag, Lexeme and
// Family become 0, Readings are left as they were, and Lemma is the form
// lower-cased (as written for PROPN); so are the lemmas of words the
// lexicon does not know.
//
// # Feature standards
//
// [Penn], [Native] and [Description] render a tag and its features for the
// feature_standard setting ("ud" is the tag and the features themselves).
// The native standard is a list of {index, value} items; the indexes are:
//
//	 1  part of speech (value: the UPOS tag)
//	 2  Number        9  Aspect       16  NumType
//	 3  Gender       10  Voice        17  Animacy
//	 4  Case         11  Degree       18  Reflex
//	 5  Person       12  Definite     19  Polite
//	 6  Tense        13  PronType     20  Evident
//	 7  Mood         14  Poss         21  Number[psor]
//	 8  VerbForm     15  Polarity     22  Person[psor]
//	99  any other feature (value: the whole "Name=Value")
//
// Values are the UD values ("Plur", "Past", "3").
//
// The package is not for lemmatisation beyond choosing among the lexicon's
// readings, nor for parsing (package phrases).
package grammar
