// Package tokenize splits text into sentences and lexical chunks (tokens)
// for the 27 languages of Argot.
//
// It recognises words, numbers in each locale's format, punctuation with
// its behaviour, URLs, e-mail addresses, @handles, #hashtags and emoji, splits
// clitics the way the language's Universal Dependencies treebank does, pairs
// quotes and brackets, and finds sentence ends with per-language abbreviation
// lists. Runs of scripts written without spaces (Han, kana, Thai) go to a
// replaceable Segmenter; the built-in ones are rule-based fallbacks until
// dictionary segmentation lands.
//
// It is not a normaliser or a spelling corrector: token text is always the
// original text. Offsets and lengths are counted in Unicode code points; an
// invalid UTF-8 byte counts as one code point (as U+FFFD would) and is kept
// as is in Token.Text and Sentence.Text.
//
// The tables (abbreviations, clitics, punctuation, emoji, locale number
// formats) are readable files under data/, embedded at build time.
package tokenize

import (
	"context"
	"fmt"
	"sync"

	"golang.org/x/text/unicode/norm"

	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/lexdata"
	"github.com/argot-nlp/argot/segment"
)

// A Segmenter splits a run of text written without spaces (Han and kana, or
// Thai) into words. It appends to dst the length in bytes of each piece, in
// order, and returns dst; the lengths must be positive and add up to
// len(run), each piece ending on a code point boundary. A Segmenter that
// breaks this contract is ignored for that run and the built-in rules apply.
// A Segmenter must be safe for concurrent use.
type Segmenter func(dst []int, run string) []int

// Option configures a Tokenizer.
type Option func(*Tokenizer)

// WithSegmenter replaces the segmentation of runs written without spaces:
// Han and kana runs for ja, zh-CN and zh-TW, Thai runs for th, and both for
// other languages.
func WithSegmenter(s Segmenter) Option {
	return func(t *Tokenizer) {
		switch t.ld.spec.segment {
		case "cjk":
			t.segCJK = s
		case "thai":
			t.segThai = s
		default:
			t.segCJK, t.segThai = s, s
		}
	}
}

// WithDictionary turns on dictionary segmentation: Chinese and Japanese
// with the dictionaries linked into package segment (Chinese also with the
// treebank words and splits of pack's section segment.SectionWords, when
// it has one, and reading jieba's dictionary from its section
// segment.SectionChinese rather than building gse's), Thai with the word list of pack (section
// segment.SectionWords), and Vietnamese, whose words join syllables with
// spaces ("Hà Nội"), with the pack's word list too. A
// nil pack, or one without the section, leaves Thai and Vietnamese on the
// rules. A segmenter given with WithSegmenter takes precedence. For Arabic,
// the pack's word frequencies also decide the clitic splits the rules of
// data/clitics leave open (see data/clitics/ar.txt).
func WithDictionary(pack *lexdata.Pack) Option {
	return func(t *Tokenizer) {
		t.dictionary = true
		t.pack = pack
	}
}

// withLanguage is WithDictionary for a loaded language, whose lexicon the
// tokenizer then shares rather than decoding the pack's again.
func withLanguage(l *lexdata.Language) Option {
	return func(t *Tokenizer) {
		t.dictionary = true
		t.pack, t.words = l.Pack(), l
	}
}

// Tokenizer splits text of one language. It is safe for concurrent use and
// immutable after New.
type Tokenizer struct {
	lang    string
	ld      *langData
	segCJK  Segmenter
	segThai Segmenter

	dictionary bool                                // WithDictionary was given
	pack       *lexdata.Pack                       // its pack, or nil
	words      *lexdata.Language                   // the pack's language, when the Stage has it
	viGroup    func(dst []int, syl []string) []int // Vietnamese syllables into words
	affixLex   *affixLexicon                       // clitic splits by word frequency, or nil
}

// New returns the tokenizer for a language id ("en", "zh-CN", "ps-AF", ...).
// An unknown language is an error.
func New(lang string, opts ...Option) (*Tokenizer, error) {
	ld, err := loadLang(lang)
	if err != nil {
		return nil, err
	}
	t := &Tokenizer{lang: lang, ld: ld}
	for _, o := range opts {
		o(t)
	}
	if t.dictionary {
		if err := t.useDictionary(); err != nil {
			return nil, err
		}
	}
	return t, nil
}

// useDictionary sets up the dictionary segmenter of the language.
func (t *Tokenizer) useDictionary() error {
	var words *segment.Dictionary
	if (t.lang == "th" || t.lang == "vi" || t.lang == "zh-CN" || t.lang == "zh-TW") && t.pack != nil && t.pack.Has(segment.SectionWords) {
		data, err := t.pack.Section(segment.SectionWords)
		if err == nil {
			words, err = segment.ParseDictionary(data)
		}
		if err != nil {
			return fmt.Errorf("tokenize: %s: %w", t.lang, err)
		}
	}
	t.affixLex = newAffixLexicon(t.lang, t.ld, t.pack, t.words)
	switch {
	case t.lang == "ja" && t.segCJK == nil:
		t.segCJK = segment.Japanese
	case (t.lang == "zh-CN" || t.lang == "zh-TW") && t.segCJK == nil:
		var zh *segment.ChineseDictionary
		if t.pack != nil && t.pack.Has(segment.SectionChinese) {
			data, err := t.pack.Section(segment.SectionChinese)
			if err == nil {
				zh, err = segment.ParseChineseDictionary(data)
			}
			if err != nil {
				return fmt.Errorf("tokenize: %s: %w", t.lang, err)
			}
		}
		t.segCJK = segment.ChineseWithDictionary(zh, words)
	case t.lang == "th" && t.segThai == nil && words != nil:
		t.segThai = segment.Thai(words)
	case t.lang == "vi" && words != nil:
		t.viGroup = segment.Vietnamese(words)
	}
	return nil
}

// Lang returns the tokenizer's language id.
func (t *Tokenizer) Lang() string { return t.lang }

// Tokenize splits text into sentences with their tokens. Offsets are
// document-relative code points; Token.Pair indexes are sentence-relative.
func (t *Tokenizer) Tokenize(text string) []doc.Sentence {
	s := scanner{t: t, text: text}
	s.run()
	if t.viGroup != nil {
		s.joinSyllables()
	}
	return s.build()
}

// ContinuesWord reports whether tok, which follows prev in a sentence, is a
// clitic split off the end of the same written word, as UD treebanks split a
// multiword token ("do" + "n't" of "don't", "gon" + "na" of "gonna").
// Elided words written with their own apostrophe ("l'" in "l'homme") are
// separate words and do not continue the previous one.
func (t *Tokenizer) ContinuesWord(prev, tok *doc.Token) bool {
	return tok.Class == doc.ClassClitic && prev.End() == tok.Offset && !prev.SpaceAfter &&
		t.ld.cliticSet[normApos(toLower(tok.Text))]
}

// stopwords is what the Stage needs from a language pack.
type stopwords interface{ IsStopword(word string) bool }

// Run fills d.Sentences from d.Text for d.Lang and, when lang is not nil,
// segments with the dictionaries of the language pack, splits compounds
// when asked to (see WithCompoundSplitting) and marks its stopwords.
func (s *Stage) Run(ctx context.Context, d *doc.Document, lang *lexdata.Language) error {
	if lang == nil {
		return s.run(ctx, d, nil, nil) // not a typed nil in the interface
	}
	return s.run(ctx, d, lang, lang)
}

// Stage adapts tokenizers to the analysis pipeline. It keeps one Tokenizer
// per language, created on first use with dictionary segmentation (see
// WithDictionary) from the pack of the first Run of the language.
type Stage struct {
	mu        sync.RWMutex
	toks      map[string]*Tokenizer
	compounds bool // split compounds (WithCompoundSplitting)
}

// NewStage returns a tokenize stage.
func NewStage(opts ...StageOption) *Stage {
	s := &Stage{toks: map[string]*Tokenizer{}}
	for _, o := range opts {
		o(s)
	}
	return s
}

// Name identifies the stage.
func (s *Stage) Name() string { return "tokenize" }

// Tokenizer returns the stage's tokenizer for lang, creating it on first
// use; created before any Run of the language, it has no language pack, so
// Thai and Vietnamese are segmented by the rules.
func (s *Stage) Tokenizer(lang string) (*Tokenizer, error) {
	return s.tokenizer(lang, nil)
}

func (s *Stage) tokenizer(lang string, words *lexdata.Language) (*Tokenizer, error) {
	s.mu.RLock()
	t, ok := s.toks[lang]
	s.mu.RUnlock()
	if ok {
		return t, nil
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if t, ok := s.toks[lang]; ok {
		return t, nil
	}
	dict := WithDictionary(nil)
	if words != nil {
		dict = withLanguage(words)
	}
	t, err := New(lang, dict)
	if err != nil {
		return nil, err
	}
	if s.toks == nil {
		s.toks = map[string]*Tokenizer{} // the zero Stage is usable
	}
	s.toks[lang] = t
	return t, nil
}

// run fills d.Sentences from d.Text, segmenting with the dictionaries of
// the language pack of words, and, when sw is not nil, marks stopwords.
func (s *Stage) run(ctx context.Context, d *doc.Document, words *lexdata.Language, sw stopwords) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	t, err := s.tokenizer(d.Lang, words)
	if err != nil {
		return fmt.Errorf("tokenize: %w", err)
	}
	d.Sentences = t.Tokenize(d.Text)
	if s.compounds {
		splitCompounds(d.Sentences, NewCompoundSplitter(words))
	}
	if sw == nil {
		return nil
	}
	for i := range d.Sentences {
		toks := d.Sentences[i].Tokens
		for j := range toks {
			if toks[j].Kind != doc.Word || toks[j].Class == doc.ClassEmoji {
				continue
			}
			// The pack's list is lower-cased NFC; Arabic-script and Hebrew
			// words are also tried without their optional marks.
			w := norm.NFC.String(toLower(toks[j].Text))
			stop := sw.IsStopword(w)
			if !stop {
				if k := NormalizeForLookup(t.lang, w); k != w {
					stop = sw.IsStopword(k)
				}
			}
			toks[j].Stopword = stop
		}
	}
	return nil
}
