// Package doc is the annotated document model that every pipeline stage
// reads and writes.
//
// A Document starts as plain text; the tokenize stage splits it into
// sentences and lexical chunks (tokens); later stages (spelling, senses,
// grammar, phrases, entities, abuse, sentiment, topics) add annotations to
// those tokens and to the document. The renderer in the root package turns
// the annotated document into the service's response.
//
// All offsets and lengths in this package are counted in Unicode code points
// and are relative to the whole document. The renderer converts word and
// fragment offsets to sentence-relative ones, as the service reports them.
//
// doc is not for behaviour: it holds data and small accessors only, so that
// stages stay independent of one another. The one exception is
// [Document.Lookup], a memo of lexicon lookups that lives with the document
// because the document is the one thing the stages share for a request;
// it is why this package imports lexdata.
package doc

import (
	"iter"

	"github.com/argot-nlp/argot/lexdata"
)

// Document is one text under analysis.
type Document struct {
	// Text is the input exactly as given.
	Text string
	// Lang is the resolved language id ("en", "zh-CN", "ps-AF", ...).
	Lang string
	// Opts are the settings the stages act on, resolved from the request.
	Opts Options
	// Sentences in document order; filled by the tokenize stage.
	Sentences []Sentence
	// Entities found by the entities stage, in order of first mention.
	Entities []Entity
	// Abuse holds the problematic fragments the abuse stage found, in
	// document order.
	Abuse []Abuse
	// Raised are the memory flags the text itself sets for later calls
	// ("possible_minor", "death_related", ...), sorted and unique.
	Raised []string
	// Sentiment found by the sentiment stage.
	Sentiment Sentiment
	// Topics found by the topics stage, best first, named in the
	// requested standard.
	Topics []Topic

	// Relevant are the family ids the relevance stage picked with the
	// request's keyword_features (step one of signal-to-noise ranking).
	Relevant []uint32
	// Signal2Noise is the relevance of the text to Opts.Relevance.Relevant
	// in 0..1; Ranked says the relevance stage scored it.
	Signal2Noise float64
	Ranked       bool
	// Antecedents are the referents later calls can resolve pronouns and
	// definite references to, the most recent first; filled by the memory
	// state stage.
	Antecedents []Antecedent

	// lookups memoises lexicon lookups for the document (see Lookup).
	lookups    map[string][]lexdata.Analysis
	lookupLang *lexdata.Language
}

// Lookup returns lang.Lookup(form), asking the lexicon once per form and
// document: the stages that read the analyses of the same words (senses,
// entities, ...) share one lookup. The analyses are shared, so callers
// must not modify them. Like the rest of the document, it is not safe for
// concurrent use.
func (d *Document) Lookup(lang *lexdata.Language, form string) []lexdata.Analysis {
	if d.lookups == nil || d.lookupLang != lang {
		n := 0
		for i := range d.Sentences {
			n += len(d.Sentences[i].Tokens)
		}
		d.lookups, d.lookupLang = make(map[string][]lexdata.Analysis, n), lang
	}
	as, ok := d.lookups[form]
	if !ok {
		as = lang.Lookup(form)
		d.lookups[form] = as
	}
	return as
}

// Antecedent is a referent kept in memory: a concept family and the
// native {index, value} features it was mentioned with.
type Antecedent struct {
	Family   uint32
	Features []IndexValue
}

// IndexValue is a feature in the native standard: an index naming the
// category and its value (see package grammar for the index table).
type IndexValue struct {
	Index int
	Value string
}

// Matcher matches text; the memory assign rules use compiled RE2
// expressions.
type Matcher interface {
	MatchString(s string) bool
}

// Assignment is one memory assign rule: words matching If are read as Then
// says. Zero ids and nil parts are "not given".
type Assignment struct {
	If   AssignIf
	Then AssignThen
}

// AssignIf is the condition of an assign rule; all given parts must match.
type AssignIf struct {
	Regex    Matcher
	Family   uint32
	Hypernym uint32
	Features []IndexValue
}

// AssignThen is the action of an assign rule.
type AssignThen struct {
	Family      uint32
	Hypernym    uint32
	Features    []IndexValue
	Attribution bool
}

// Memory is the long-term context a request brings: its assign rules and
// the antecedents of earlier calls, the most recent first. (Flags are in
// Options.Flags.)
type Memory struct {
	Assign      []Assignment
	Antecedents []Antecedent
}

// Relevance holds the signal-to-noise settings.
type Relevance struct {
	// KeywordFeatures select the words whose families become relevant
	// candidates; StopHypernyms drop candidates that are a kind of one of
	// them.
	KeywordFeatures map[string]string
	StopHypernyms   []uint32
	// Relevant are the families posts are ranked against; Rank says the
	// request gave them (an empty list still asks for a score).
	Relevant []uint32
	Rank     bool
	// AbuseNotNoise stops abuse from lowering the score.
	AbuseNotNoise bool
}

// Abuse is one problematic fragment.
type Abuse struct {
	// Type is the service's abuse type ("personal_attack", "bigotry", ...).
	Type string
	// Severity is "low", "medium", "high" or "extreme".
	Severity string
	// Sentence is the index of the sentence holding the fragment.
	Sentence int
	// Offset and Length locate the fragment in the document (code points).
	Offset, Length int
	// Text is the fragment.
	Text string
	// Tags add detail ("hard_drug", "threat", ...), sorted.
	Tags []string
	// Explanation says what matched and why, for a moderator.
	Explanation string
}

// Topic is one detected topic.
type Topic struct {
	Name string
	// Coverage is the share of sentences where the topic is detected.
	Coverage float64
}

// Sentiment is the sentiment of a document: its snippets and a score.
type Sentiment struct {
	Expressions []SentimentExpression
	// Score is the document's sentiment in -1..1; Scored says the stage ran.
	Score  float64
	Scored bool
}

// SentimentExpression is one sentiment snippet.
type SentimentExpression struct {
	// Polarity is "positive", "negative" or "mixed".
	Polarity string
	// Sentence is the index of the sentence holding the snippet.
	Sentence int
	// Offset and Length locate the snippet in the document (code points).
	Offset, Length int
	// Text is the snippet.
	Text string
	// Reasons are the words carrying the judgement, as written.
	Reasons []string
	// Targets are what the judgement is about.
	Targets []string
	// Explanation says in words how the polarity was reached.
	Explanation string
	// Valence is the snippet's weighted sum on VADER's scale (-4..4 a word).
	Valence float64
}

// Entity is one entity with all its mentions.
type Entity struct {
	// Name is the most complete form of the name across the mentions.
	Name string
	// Types are the entity's types ("person", "email", ...), the main one
	// first; Subtypes likewise ("iban", "v4", ...).
	Types    []string
	Subtypes []string
	// RefLemma is the English dictionary form, when there is one.
	RefLemma string
	// KBID is a knowledge-base id (a Wikidata id such as "Q90").
	KBID string
	// Mentions are the occurrences, in document order.
	Mentions []Mention
}

// Mention is one occurrence of an entity.
type Mention struct {
	// Sentence is the index of the sentence holding the mention.
	Sentence int
	// Offset and Length locate the mention in the document (code points).
	Offset, Length int
	// Text is the mention's original text.
	Text string
}

// Options are the request settings that influence analysis stages (as
// opposed to settings that only shape the rendered output). The analyzer
// resolves defaults before a stage sees them.
type Options struct {
	// Format is the content format cue ("review", "dialogue", "shortpost",
	// "longform", "proofread", "alias", "search") or "" when not given.
	Format string
	// DisableSpellcheck turns spelling correction off (also implied by
	// Format "proofread").
	DisableSpellcheck bool
	// LowercaseSpellcheckOnly restricts correction to all-lowercase words.
	LowercaseSpellcheckOnly bool
	// Subscope asks for sub-scope parsing of hashtags, URLs and obfuscated
	// text.
	Subscope bool
	// DisablePhrases switches to bag-of-words mode.
	DisablePhrases bool
	// DisableCommonsenseCues maps structures without applying commonsense
	// knowledge.
	DisableCommonsenseCues bool
	// NBest asks stages that can to keep alternative hypotheses (the
	// request's deterministic setting was explicitly false).
	NBest bool

	// Abuse asks for abuse detection.
	Abuse bool
	// Flags are the memory flags the request set ("game_violence_ok",
	// "possible_minor", ...).
	Flags map[string]bool

	// Topics asks for topic detection; TopicStandard names the taxonomy
	// of the output ("iptc_description", "iab_code", ...),
	// OptimizeTopics drops topics a more specific one covers,
	// DomainFactors weigh domains or families, and MinGenericFrequency
	// (0..10) excludes rare words without a domain.
	Topics              bool
	TopicStandard       string
	OptimizeTopics      bool
	DomainFactors       map[string]float64
	MinGenericFrequency int

	// Memory is the request's long-term context (assign rules and
	// antecedents); Relevance its signal-to-noise settings.
	Memory    Memory
	Relevance Relevance
}

// Sentence is a span of the document with its tokens.
type Sentence struct {
	// Offset and Length locate the sentence in the document (code points).
	Offset, Length int
	// Text is the sentence's original text.
	Text string
	// Tokens are the lexical chunks of the sentence in order.
	Tokens []Token
	// Parses are the sentence's phrase forests, filled by the phrases
	// stage: the chosen one first, then close alternatives when
	// Options.NBest is set.
	Parses []Parse
}

// End returns the code point offset just past the sentence.
func (s *Sentence) End() int { return s.Offset + s.Length }

// Parse is one phrase forest of a sentence: its root phrases in order.
type Parse struct {
	Phrases []Phrase
}

// Phrase is one phrase of a forest. Its tokens are Start..End-1 of the
// sentence, some of them inside its Children.
type Phrase struct {
	// Type is the phrase tag ("S", "NP", "VP", "PP", "ADJP", "ADVP").
	Type string
	// Start and End (exclusive) delimit the phrase's tokens in the
	// sentence; Head is the index of its head token.
	Start, End, Head int
	// Family is the head token's family (0: none).
	Family uint32
	// Role is the phrase's semantic role in its clause, or "".
	Role     string
	Children []Phrase
}

// Kind is the output type of a lexical chunk, as the service names it.
type Kind uint8

// The output types of a chunk.
const (
	Word Kind = iota
	Numeral
	Punctuation
)

// String returns the service's name of the kind.
func (k Kind) String() string {
	switch k {
	case Numeral:
		return "numeral"
	case Punctuation:
		return "punctuation"
	default:
		return "word"
	}
}

// Class is what the tokenizer recognised a chunk as. It is finer than Kind
// and is what later stages (entities, spelling) key on.
type Class uint8

// Chunk classes.
const (
	ClassText         Class = iota // letters, possibly with inner marks (default)
	ClassNumber                    // a number in the locale's format
	ClassPunct                     // punctuation mark(s)
	ClassSymbol                    // other symbols (currency, maths, ...)
	ClassURL                       // web address
	ClassEmail                     // e-mail address
	ClassHandle                    // @username
	ClassHashtag                   // #hashtag
	ClassEmoji                     // emoji or emoticon
	ClassAbbreviation              // a known abbreviation ("Dr.", "EE. UU.")
	ClassClitic                    // a clitic split off a host word ("n't", "l'")
	ClassAlnum                     // a mix of letters and digits ("A4", "2nd", "x86_64")
)

// Lettercase is the case pattern of a chunk.
type Lettercase uint8

// Case patterns. None is used for text without case (digits, CJK, Arabic).
const (
	CaseNone Lettercase = iota
	CaseLower
	CaseUpper
	CaseCapitalized
	CaseMixed
)

// String returns the service's name of the case; lower and none render as
// the empty string (the service omits the field for them).
func (c Lettercase) String() string {
	switch c {
	case CaseUpper:
		return "upper"
	case CaseCapitalized:
		return "capitalized"
	case CaseMixed:
		return "mixed"
	default:
		return ""
	}
}

// Behavior is the role of a punctuation chunk.
type Behavior uint8

// Punctuation behaviours, as the service names them.
const (
	BehaviorNone Behavior = iota
	SentenceTerminator
	GenericComma
	BracketStart
	BracketEnd
	ScopeDelimiter
	Hyphen
	QuoteStart
	QuoteEnd
	ListComma
)

// String returns the service's name of the behaviour ("" for none).
func (b Behavior) String() string {
	switch b {
	case SentenceTerminator:
		return "sentenceTerminator"
	case GenericComma:
		return "genericComma"
	case BracketStart:
		return "bracketStart"
	case BracketEnd:
		return "bracketEnd"
	case ScopeDelimiter:
		return "scopeDelimiter"
	case Hyphen:
		return "hyphen"
	case QuoteStart:
		return "quoteStart"
	case QuoteEnd:
		return "quoteEnd"
	case ListComma:
		return "listComma"
	default:
		return ""
	}
}

// Token is one lexical chunk with its annotations.
type Token struct {
	// Text is the chunk's original text.
	Text string
	// Offset and Length locate the chunk in the document (code points).
	Offset, Length int
	// Kind is the output type; Class what the tokenizer recognised.
	Kind  Kind
	Class Class
	// Case is the lettercase pattern.
	Case Lettercase
	// Stopword marks function words from the language's stopword list.
	Stopword bool
	// SpaceAfter is true when white space follows the chunk in the text.
	SpaceAfter bool

	// Number is the numeric value when HasNumber is set (numerals, and words
	// that carry a number such as "2nd").
	Number    float64
	HasNumber bool

	// PunctID and Behavior describe punctuation chunks. PunctID is the code
	// point of the mark's canonical form (see tokenize for the table).
	PunctID  int
	Behavior Behavior
	// Pair is the index, within the sentence, of the matching quote or
	// bracket, or -1.
	Pair int

	// Corrected is the spelling stage's correction of the chunk ("" when
	// none); CorrectedSpan is how many chunks, from this one, it replaces
	// (a run of single letters "f u c k" is one correction over four
	// chunks). Later stages read the corrected text when it is set.
	Corrected     string
	CorrectedSpan int

	// Lexical annotations, filled by the senses stage. Readings are the
	// candidate readings of the chunk, the chosen one first; Lemma, POS,
	// Features, Lexeme and Family repeat the chosen reading and sense
	// (Family 0: none).
	Readings []Reading
	Lemma    string
	POS      string
	Features []string
	Lexeme   uint32
	Family   uint32
	// Components are the parts of a compound word the lexicon does not know
	// as a whole (de, nl, sv, da, no: "Stahlkugeln" -> "Stahl" + "kugeln"),
	// filled by the senses stage; the chunk itself stays one word.
	Components []Component
	// Role is the word's semantic role from the phrases stage ("agent",
	// "patient", "verb", "surname", ...; "" for none).
	Role string

	// Memory annotations, filled by the memory apply stage. Hypernyms are
	// hypernyms an assign rule added to the word's family; Attribution
	// marks a word an assign rule made an attribution marker (reported
	// speech: "allegedly", "says"); Resolved is set when the family was
	// resolved from an antecedent (a pronoun or a definite reference).
	Hypernyms   []uint32
	Attribution bool
	Resolved    bool
}

// Component is one part of a compound word: its text, where it lies in
// the document (code points), and the lexeme and concept family of the
// word it stands for (0: none known).
type Component struct {
	Text           string
	Offset, Length int
	Lexeme, Family uint32
}

// Reading is one lexical reading of a chunk: a lexeme with the features the
// lexicon gives the form, and the lexeme's concept families, the most
// likely in context first.
type Reading struct {
	Lexeme   uint32
	Lemma    string
	POS      string
	Features []string
	Families []uint32
}

// End returns the code point offset just past the token.
func (t *Token) End() int { return t.Offset + t.Length }

// Forms yields the index and the form later stages read of each chunk of
// the sentence: its correction when the spelling stage made one, else its
// text. The chunks a correction spans after its first ("u c k" of a
// corrected "f u c k") are skipped.
func (s *Sentence) Forms() iter.Seq2[int, string] {
	return func(yield func(int, string) bool) {
		for i := 0; i < len(s.Tokens); i++ {
			t := &s.Tokens[i]
			form := t.Text
			if t.Corrected != "" {
				form = t.Corrected
			}
			if !yield(i, form) {
				return
			}
			if t.Corrected != "" {
				i += max(t.CorrectedSpan, 1) - 1
			}
		}
	}
}
