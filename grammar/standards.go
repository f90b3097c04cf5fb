package grammar

import "strings"

// feat returns the value of feature name in feats ("" when absent).
func feat(feats []string, name string) string {
	for _, f := range feats {
		if k, v, ok := strings.Cut(f, "="); ok && k == name {
			return v
		}
	}
	return ""
}

// Penn returns the English Penn Treebank tag for a UPOS tag and UD
// features. PUNCT gives "." whatever the mark is (Penn's punctuation tags
// depend on the form), and PART gives TO unless negative ("not": RB).
func Penn(upos string, feats []string) string {
	f := func(name string) string { return feat(feats, name) }
	wh := f("PronType") == "Int" || f("PronType") == "Rel"
	switch upos {
	case "NOUN":
		if f("Number") == "Plur" {
			return "NNS"
		}
		return "NN"
	case "PROPN":
		if f("Number") == "Plur" {
			return "NNPS"
		}
		return "NNP"
	case "VERB", "AUX":
		switch {
		case f("VerbForm") == "Ger" || (f("VerbForm") == "Part" && f("Tense") == "Pres"):
			return "VBG"
		case f("VerbForm") == "Part":
			return "VBN"
		case f("VerbForm") == "Inf" || f("Mood") == "Imp":
			return "VB"
		case f("Tense") == "Past":
			return "VBD"
		case f("Tense") == "Pres" && f("Person") == "3" && f("Number") == "Sing":
			return "VBZ"
		case f("Tense") == "Pres":
			return "VBP"
		case upos == "AUX" && f("VerbForm") == "Fin":
			return "MD"
		}
		return "VB"
	case "ADJ":
		switch f("Degree") {
		case "Cmp":
			return "JJR"
		case "Sup":
			return "JJS"
		}
		return "JJ"
	case "ADV":
		switch {
		case wh:
			return "WRB"
		case f("Degree") == "Cmp":
			return "RBR"
		case f("Degree") == "Sup":
			return "RBS"
		}
		return "RB"
	case "PRON":
		switch {
		case f("Poss") == "Yes" && wh:
			return "WP$"
		case f("Poss") == "Yes":
			return "PRP$"
		case wh:
			return "WP"
		case f("PronType") == "Dem":
			return "DT"
		}
		return "PRP"
	case "DET":
		switch {
		case wh:
			return "WDT"
		case f("Poss") == "Yes":
			return "PRP$"
		}
		return "DT"
	case "PART":
		if f("Polarity") == "Neg" {
			return "RB"
		}
		return "TO"
	}
	return pennSimple[upos]
}

var pennSimple = map[string]string{
	"ADP": "IN", "SCONJ": "IN", "CCONJ": "CC", "NUM": "CD", "INTJ": "UH",
	"PUNCT": ".", "SYM": "SYM", "X": "FW",
}

// IndexValue is one item of the native feature standard: a feature
// category (see the package documentation for the index table) and its
// value.
type IndexValue struct {
	Index int    `json:"index"`
	Value string `json:"value"`
}

// Native feature indexes (documented in the package comment).
const (
	IndexPOS   = 1
	IndexOther = 99
)

// nativeIndex maps UD feature names to native indexes.
var nativeIndex = map[string]int{
	"Number": 2, "Gender": 3, "Case": 4, "Person": 5, "Tense": 6,
	"Mood": 7, "VerbForm": 8, "Aspect": 9, "Voice": 10, "Degree": 11,
	"Definite": 12, "PronType": 13, "Poss": 14, "Polarity": 15,
	"NumType": 16, "Animacy": 17, "Reflex": 18, "Polite": 19,
	"Evident": 20, "Number[psor]": 21, "Person[psor]": 22,
}

// Native returns the part of speech and features in Argot's native
// standard: index 1 with the UPOS tag, then one item per feature in the
// order given; features without an index of their own get index 99 and the
// whole "Name=Value" string as value.
func Native(upos string, feats []string) []IndexValue {
	out := make([]IndexValue, 0, 1+len(feats))
	if upos != "" {
		out = append(out, IndexValue{IndexPOS, upos})
	}
	for _, f := range feats {
		k, v, ok := strings.Cut(f, "=")
		if idx, known := nativeIndex[k]; ok && known {
			out = append(out, IndexValue{idx, v})
		} else {
			out = append(out, IndexValue{IndexOther, f})
		}
	}
	return out
}

var uposNames = map[string]string{
	"ADJ": "adjective", "ADP": "adposition", "ADV": "adverb", "AUX": "auxiliary verb",
	"CCONJ": "coordinating conjunction", "DET": "determiner", "INTJ": "interjection",
	"NOUN": "noun", "NUM": "numeral", "PART": "particle", "PRON": "pronoun",
	"PROPN": "proper noun", "PUNCT": "punctuation", "SCONJ": "subordinating conjunction",
	"SYM": "symbol", "VERB": "verb", "X": "other",
}

var featureNames = map[string]string{
	"Number=Sing": "singular", "Number=Plur": "plural", "Number=Dual": "dual",
	"Gender=Masc": "masculine", "Gender=Fem": "feminine", "Gender=Neut": "neuter", "Gender=Com": "common gender",
	"Case=Nom": "nominative", "Case=Acc": "accusative", "Case=Gen": "genitive", "Case=Dat": "dative",
	"Case=Ins": "instrumental", "Case=Loc": "locative", "Case=Voc": "vocative", "Case=Abl": "ablative",
	"Case=Par": "partitive", "Case=Ine": "inessive", "Case=Ela": "elative", "Case=Ill": "illative",
	"Case=Ade": "adessive", "Case=All": "allative", "Case=Ess": "essive", "Case=Tra": "translative",
	"Person=1": "first person", "Person=2": "second person", "Person=3": "third person",
	"Tense=Past": "past tense", "Tense=Pres": "present tense", "Tense=Fut": "future tense",
	"Tense=Imp": "imperfect", "Tense=Pqp": "pluperfect",
	"Mood=Ind": "indicative", "Mood=Imp": "imperative", "Mood=Sub": "subjunctive",
	"Mood=Cnd": "conditional", "Mood=Pot": "potential",
	"VerbForm=Fin": "finite", "VerbForm=Inf": "infinitive", "VerbForm=Part": "participle",
	"VerbForm=Ger": "gerund", "VerbForm=Sup": "supine", "VerbForm=Conv": "converb", "VerbForm=Vnoun": "verbal noun",
	"Aspect=Perf": "perfective", "Aspect=Imp": "imperfective", "Aspect=Prog": "progressive",
	"Voice=Act": "active voice", "Voice=Pass": "passive voice", "Voice=Mid": "middle voice",
	"Degree=Pos": "positive", "Degree=Cmp": "comparative", "Degree=Sup": "superlative",
	"Definite=Def": "definite", "Definite=Ind": "indefinite",
	"PronType=Prs": "personal", "PronType=Dem": "demonstrative", "PronType=Int": "interrogative",
	"PronType=Rel": "relative", "PronType=Art": "article", "PronType=Ind": "indefinite",
	"PronType=Neg": "negative", "PronType=Tot": "total",
	"Poss=Yes": "possessive", "Reflex=Yes": "reflexive", "Polarity=Neg": "negative", "Polarity=Pos": "affirmative",
	"NumType=Card": "cardinal", "NumType=Ord": "ordinal",
	"Animacy=Anim": "animate", "Animacy=Inan": "inanimate",
	"Polite=Form": "formal", "Polite=Infm": "informal", "Foreign=Yes": "foreign", "Abbr=Yes": "abbreviation",
}

// Description returns the part of speech and features as readable English
// ("noun", "plural"); features without a description come as
// "name: value" in lower case.
func Description(upos string, feats []string) []string {
	out := make([]string, 0, 1+len(feats))
	if name, ok := uposNames[upos]; ok {
		out = append(out, name)
	}
	for _, f := range feats {
		if d, ok := featureNames[f]; ok {
			out = append(out, d)
		} else if k, v, ok := strings.Cut(f, "="); ok {
			out = append(out, strings.ToLower(k)+": "+strings.ToLower(v))
		}
	}
	return out
}
