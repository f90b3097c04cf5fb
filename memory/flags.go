package memory

import (
	"slices"

	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/lexdata"
)

// severities in increasing order, as the service grades abuse.
var severities = []string{"low", "medium", "high", "extreme"}

// escalations are the flags that make some abuse types more severe (see
// the package comment); tag, when set, is added to the instance.
var escalations = []struct {
	flag  string
	types []string
	tag   string
}{
	{"agents_of_bad_things", []string{"allegation", "criminal_activity"}, ""},
	{"bulk_message", []string{"spam"}, ""},
	{"death_related", []string{"mental_issues", "disturbing"}, ""},
	{"make_money", []string{"spam", "external_contact"}, "make_money"},
	{"won_prize", []string{"spam", "external_contact"}, "won_prize"},
	{"work_from_home", []string{"spam", "external_contact"}, "work_from_home"},
	{"my_departure", []string{"mental_issues"}, ""},
	{"trusted_party", []string{"data_leak", "external_contact"}, ""},
}

// shift moves an abuse instance's severity by delta levels, within the
// scale, and says why in its explanation.
func shift(a *doc.Abuse, delta int, why string) {
	i := slices.Index(severities, a.Severity)
	if i < 0 {
		return
	}
	j := min(max(i+delta, 0), len(severities)-1)
	if j == i {
		return
	}
	a.Severity = severities[j]
	if a.Explanation != "" {
		a.Explanation += "; "
	}
	a.Explanation += why
}

// applyFlags changes the abuse findings of d by the context flags and by
// attribution words (see the package comment).
func applyFlags(d *doc.Document, core *lexdata.Core, an anchors) {
	flags := d.Opts.Flags
	for _, e := range escalations {
		if !flags[e.flag] {
			continue
		}
		for k := range d.Abuse {
			a := &d.Abuse[k]
			if !slices.Contains(e.types, a.Type) {
				continue
			}
			shift(a, 1, "more severe in context ("+e.flag+")")
			if e.tag != "" && !slices.Contains(a.Tags, e.tag) {
				a.Tags = append(a.Tags, e.tag)
				slices.Sort(a.Tags)
			}
		}
	}
	for k := range d.Abuse {
		a := &d.Abuse[k]
		if a.Sentence >= 0 && a.Sentence < len(d.Sentences) && hasAttribution(&d.Sentences[a.Sentence]) {
			shift(a, -1, "reported speech (attribution)")
		}
	}
	if core == nil {
		return
	}
	if flags["waste"] {
		d.Abuse = slices.DeleteFunc(d.Abuse, func(a doc.Abuse) bool {
			return a.Type == "profanity" && spanIsA(d, core, an, a, "waste", "body_waste")
		})
	}
	if flags["bad_animal"] {
		animalInsults(d, core, an)
	}
}

func hasAttribution(s *doc.Sentence) bool {
	return slices.ContainsFunc(s.Tokens, func(t doc.Token) bool { return t.Attribution })
}

// spanIsA reports whether a word of the instance's fragment has a reading
// whose family is a kind of one of the named anchors.
func spanIsA(d *doc.Document, core *lexdata.Core, an anchors, a doc.Abuse, names ...string) bool {
	s := &d.Sentences[a.Sentence]
	for i := range s.Tokens {
		t := &s.Tokens[i]
		if t.Offset < a.Offset || t.End() > a.Offset+a.Length {
			continue
		}
		for _, r := range t.Readings {
			for _, f := range r.Families {
				for _, n := range names {
					if an.isA(core, f, n) {
						return true
					}
				}
			}
		}
	}
	return false
}

// animalInsults reports, under bad_animal, each sentence that addresses
// the reader and names an animal as a personal attack.
func animalInsults(d *doc.Document, core *lexdata.Core, an anchors) {
	for si := range d.Sentences {
		s := &d.Sentences[si]
		if !addressesReader(s) || covered(d.Abuse, si, "personal_attack") {
			continue
		}
		for i := range s.Tokens {
			t := &s.Tokens[i]
			if t.POS != "NOUN" || !an.isA(core, family(t), "animal") {
				continue
			}
			d.Abuse = append(d.Abuse, doc.Abuse{
				Type: "personal_attack", Severity: "low", Sentence: si,
				Offset: t.Offset, Length: t.Length, Text: t.Text, Tags: []string{"insult"},
				Explanation: "An animal named at the reader, read as an insult (bad_animal)",
			})
			break
		}
	}
	slices.SortStableFunc(d.Abuse, func(a, b doc.Abuse) int {
		if a.Sentence != b.Sentence {
			return a.Sentence - b.Sentence
		}
		return a.Offset - b.Offset
	})
}

func addressesReader(s *doc.Sentence) bool {
	return slices.ContainsFunc(s.Tokens, func(t doc.Token) bool {
		return (t.POS == "PRON" || t.POS == "DET") && featureValue(t.Features, "Person") == "2"
	})
}

func covered(found []doc.Abuse, sentence int, typ string) bool {
	return slices.ContainsFunc(found, func(a doc.Abuse) bool { return a.Sentence == sentence && a.Type == typ })
}

// raiseFlags adds to d.Raised the flags this package raises (see the
// package comment), keeping the list sorted and unique.
func raiseFlags(d *doc.Document, core *lexdata.Core, an anchors) {
	raised := slices.Clone(d.Raised)
	if slices.ContainsFunc(d.Abuse, func(a doc.Abuse) bool {
		return a.Type == "allegation" || a.Type == "criminal_activity"
	}) {
		raised = append(raised, "agents_of_bad_things")
	}
	for si := range d.Sentences {
		s := &d.Sentences[si]
		firstPerson := slices.ContainsFunc(s.Tokens, func(t doc.Token) bool {
			return t.POS == "PRON" && featureValue(t.Features, "Person") == "1"
		})
		for i := range s.Tokens {
			t := &s.Tokens[i]
			f := family(t)
			switch t.POS {
			case "NOUN", "PROPN":
				if t.POS == "NOUN" && !definite(s.Tokens, i) {
					continue // "at school" names no particular one
				}
				if an.isA(core, f, "organization") {
					raised = append(raised, "organization")
				}
				if an.isA(core, f, "worker") || an.isA(core, f, "leader") {
					raised = append(raised, "role")
				}
			case "VERB":
				if firstPerson && an.isA(core, f, "leave") {
					raised = append(raised, "my_departure")
				}
			}
		}
	}
	slices.Sort(raised)
	d.Raised = slices.Compact(raised)
}
