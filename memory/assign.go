package memory

import (
	"slices"

	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/lexdata"
)

// Assign runs the assign rules over every word of d, in order. core (may
// be nil) gives hypernyms and semantic classes; without it conditions on
// a hypernym or a semantic class do not match.
func Assign(d *doc.Document, core *lexdata.Core, rules []doc.Assignment) {
	if len(rules) == 0 {
		return
	}
	for si := range d.Sentences {
		s := &d.Sentences[si]
		for i, form := range s.Forms() {
			t := &s.Tokens[i]
			if t.Kind == doc.Punctuation {
				continue
			}
			for _, r := range rules {
				if matches(t, form, core, r.If) {
					apply(t, r.Then)
				}
			}
		}
	}
}

// matches reports whether word t (read as form) meets every given part of
// condition c.
func matches(t *doc.Token, form string, core *lexdata.Core, c doc.AssignIf) bool {
	if c.Regex != nil && !c.Regex.MatchString(form) && (t.Lemma == "" || !c.Regex.MatchString(t.Lemma)) {
		return false
	}
	if c.Family != 0 && family(t) != c.Family {
		return false
	}
	if c.Hypernym != 0 && !hasHypernym(t, core, c.Hypernym) {
		return false
	}
	if len(c.Features) > 0 {
		have := tokenFeatures(t, core)
		for _, f := range c.Features {
			if !hasFeature(have, f) {
				return false
			}
		}
	}
	return true
}

// hasHypernym reports whether the word's family is a kind of h, through
// the core pack's hypernyms or those assign rules added.
func hasHypernym(t *doc.Token, core *lexdata.Core, h uint32) bool {
	f := family(t)
	if f == h || slices.Contains(t.Hypernyms, h) {
		return true
	}
	if core == nil {
		return false
	}
	if f != 0 && core.IsA(f, h) {
		return true
	}
	return slices.ContainsFunc(t.Hypernyms, func(x uint32) bool { return core.IsA(x, h) })
}

// apply carries out action a on word t.
func apply(t *doc.Token, a doc.AssignThen) {
	if a.Family != 0 && family(t) != a.Family {
		setFamily(t, a.Family)
	}
	if a.Hypernym != 0 && !slices.Contains(t.Hypernyms, a.Hypernym) {
		t.Hypernyms = append(t.Hypernyms, a.Hypernym)
	}
	for _, f := range a.Features {
		setFeature(t, f)
	}
	if a.Attribution {
		t.Attribution = true
	}
}
