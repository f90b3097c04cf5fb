package grammar

import "strings"

// glossAbbrev maps UD features to the Leipzig Glossing Rules' standard
// abbreviations (and UPOS tags to the usual word-class labels).
var glossAbbrev = map[string]string{
	"Number=Sing": "SG", "Number=Plur": "PL", "Number=Dual": "DU",
	"Gender=Masc": "M", "Gender=Fem": "F", "Gender=Neut": "N", "Gender=Com": "COM",
	"Case=Nom": "NOM", "Case=Acc": "ACC", "Case=Gen": "GEN", "Case=Dat": "DAT",
	"Case=Ins": "INS", "Case=Loc": "LOC", "Case=Abl": "ABL", "Case=All": "ALL",
	"Case=Voc": "VOC", "Case=Erg": "ERG", "Case=Abs": "ABS", "Case=Com": "COM",
	"Case=Ess": "ESS", "Case=Par": "PTV", "Case=Ine": "INE", "Case=Ela": "ELA",
	"Case=Ill": "ILL", "Case=Ade": "ADE", "Case=Tra": "TRA",
	"Person=1": "1", "Person=2": "2", "Person=3": "3",
	"Tense=Past": "PST", "Tense=Pres": "PRS", "Tense=Fut": "FUT", "Tense=Imp": "IPFV", "Tense=Pqp": "PLUPRF",
	"Mood=Ind": "IND", "Mood=Sub": "SBJV", "Mood=Imp": "IMP", "Mood=Cnd": "COND", "Mood=Opt": "OPT",
	"Aspect=Perf": "PFV", "Aspect=Imp": "IPFV", "Aspect=Prog": "PROG",
	"Voice=Pass": "PASS", "Voice=Act": "ACT", "Voice=Mid": "MID",
	"VerbForm=Inf": "INF", "VerbForm=Part": "PTCP", "VerbForm=Ger": "GER", "VerbForm=Conv": "CVB",
	"Definite=Def": "DEF", "Definite=Ind": "INDF",
	"Degree=Cmp": "CMPR", "Degree=Sup": "SUPL",
	"Polarity=Neg": "NEG", "Poss=Yes": "POSS", "Reflex=Yes": "REFL",
	"PronType=Dem": "DEM", "PronType=Int": "Q", "PronType=Rel": "REL",
	"Polite=Form": "POL",
}

// Glossing returns the part of speech and features as Leipzig glossing
// abbreviations ("N", "PL", "PST"): the word class first, then one
// abbreviation per feature the rules name; other features are left out.
func Glossing(upos string, feats []string) []string {
	out := make([]string, 0, 1+len(feats))
	if upos != "" {
		out = append(out, strings.ToUpper(glossClass(upos)))
	}
	for _, f := range feats {
		if a, ok := glossAbbrev[f]; ok {
			out = append(out, a)
		}
	}
	return out
}

func glossClass(upos string) string {
	switch upos {
	case "NOUN", "PROPN":
		return "n"
	case "VERB", "AUX":
		return "v"
	case "ADJ":
		return "adj"
	case "ADV":
		return "adv"
	case "PRON":
		return "pro"
	case "DET":
		return "det"
	case "ADP":
		return "adp"
	}
	return strings.ToLower(upos)
}
