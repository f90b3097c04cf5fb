package phrases

import (
	"bufio"
	_ "embed"
	"fmt"
	"strings"
	"sync"
)

// markersTSV is the per-language table of word orders and function words;
// see the comment at its top.
//
//go:embed data/markers.tsv
var markersTSV string

// rules is what the parser knows of one language.
type rules struct {
	sov, vso      bool // basic clause order (default SVO)
	post          bool // postpositions
	npInitial     bool // the noun comes before its adjectives
	familyFirst   bool // the surname comes first in names
	auxAfter      bool // auxiliaries may follow the main verb (verb-final clauses)
	proDrop       bool // first- and second-person subjects may be left out
	ergativePast  bool // past-tense clauses: oblique agent, direct-case patient
	agentBetween  bool // a passive's agent stands between auxiliary and verb
	passivePrefix string
	// passiveInfix are pieces of a verb's form, after its first
	// syllable, that mark the passive (Korean 되다, 받다, 당하다, -어지다).
	passiveInfix []string
	// Sets of lower-cased lemmas or forms, by key of the table.
	passiveAux, agent, beneficiary, genitive map[string]bool
	subject, object, dative, title           map[string]bool
	expletive                                map[string]bool
	// Case endings of nouns, for languages that write them on the noun.
	subjectSuffix, objectSuffix, dativeSuffix []string
}

var (
	rulesOnce sync.Once
	rulesByID map[string]*rules
	rulesErr  error
)

// rulesFor returns the rules of lang; a language without a line in the
// table gets the defaults (SVO, prepositions, modifiers before the noun).
func rulesFor(lang string) (*rules, error) {
	rulesOnce.Do(func() { rulesByID, rulesErr = parseRules(markersTSV) })
	if rulesErr != nil {
		return nil, rulesErr
	}
	if r, ok := rulesByID[lang]; ok {
		return r, nil
	}
	if base, _, ok := strings.Cut(lang, "-"); ok {
		if r, ok := rulesByID[base]; ok {
			return r, nil
		}
	}
	return &rules{}, nil
}

// parseRules reads the markers table.
func parseRules(text string) (map[string]*rules, error) {
	out := map[string]*rules{}
	sc := bufio.NewScanner(strings.NewReader(text))
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) != 3 {
			return nil, fmt.Errorf("phrases: markers.tsv line %d: want 3 tab-separated fields, have %d", n, len(f))
		}
		r := out[f[0]]
		if r == nil {
			r = &rules{}
			out[f[0]] = r
		}
		if err := r.set(f[1], strings.Fields(strings.ToLower(f[2]))); err != nil {
			return nil, fmt.Errorf("phrases: markers.tsv line %d: %w", n, err)
		}
	}
	return out, sc.Err()
}

// set records one line of the table.
func (r *rules) set(key string, vals []string) error {
	one := func() (string, error) {
		if len(vals) != 1 {
			return "", fmt.Errorf("%s takes one value, have %d", key, len(vals))
		}
		return vals[0], nil
	}
	var err error
	var v string
	switch key {
	case "order":
		if v, err = one(); err == nil {
			r.sov, r.vso = v == "sov", v == "vso"
		}
	case "adposition":
		if v, err = one(); err == nil {
			r.post = v == "post"
		}
	case "nphead":
		if v, err = one(); err == nil {
			r.npInitial = v == "initial"
		}
	case "names":
		if v, err = one(); err == nil {
			r.familyFirst = v == "family_first"
		}
	case "aux_after":
		if v, err = one(); err == nil {
			r.auxAfter = v == "yes"
		}
	case "passive_agent":
		if v, err = one(); err == nil {
			r.agentBetween = v == "between"
		}
	case "ergative_past":
		if v, err = one(); err == nil {
			r.ergativePast = v == "yes"
		}
	case "pro_drop":
		if v, err = one(); err == nil {
			r.proDrop = v == "yes"
		}
	case "passive_prefix":
		r.passivePrefix, err = one()
	case "passive_infix":
		r.passiveInfix = vals
	case "passive_aux":
		r.passiveAux = set(vals)
	case "agent":
		r.agent = set(vals)
	case "beneficiary":
		r.beneficiary = set(vals)
	case "genitive":
		r.genitive = set(vals)
	case "subject":
		r.subject = set(vals)
	case "object":
		r.object = set(vals)
	case "dative":
		r.dative = set(vals)
	case "title":
		r.title = set(vals)
	case "expletive":
		r.expletive = set(vals)
	case "subject_suffix":
		r.subjectSuffix = vals
	case "object_suffix":
		r.objectSuffix = vals
	case "dative_suffix":
		r.dativeSuffix = vals
	default:
		return fmt.Errorf("unknown key %q", key)
	}
	return err
}

func set(vals []string) map[string]bool {
	m := make(map[string]bool, len(vals))
	for _, v := range vals {
		m[v] = true
	}
	return m
}
