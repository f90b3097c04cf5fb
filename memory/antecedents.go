package memory

import (
	"slices"

	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/lexdata"
)

// MaxAntecedents is how many referents the memory keeps: a chat refers
// back a few turns, not to everything ever said.
const MaxAntecedents = 12

// referential are the semantic classes of nouns that name something a
// pronoun can point back to (not times, acts, feelings or quantities).
var referential = map[string]bool{
	"person": true, "group": true, "artifact": true, "animal": true,
	"location": true, "food": true, "substance": true, "object": true,
	"plant": true, "body": true, "possession": true,
}

// referent returns the antecedent word t introduces, or false when it
// introduces none: a noun of a referential class, or a proper noun that
// the core pack knows as an instance (a common word read as a name,
// "John" as a toilet, is not trusted).
func referent(t *doc.Token, core *lexdata.Core) (doc.Antecedent, bool) {
	f := family(t)
	if f == 0 || t.Stopword || (t.POS != "NOUN" && t.POS != "PROPN") {
		return doc.Antecedent{}, false
	}
	if t.POS == "PROPN" && len(core.Related(f, lexdata.InstanceHypernym)) == 0 {
		return doc.Antecedent{}, false
	}
	class := semanticClass(core, f)
	if !referential[class] {
		return doc.Antecedent{}, false
	}
	a := doc.Antecedent{Family: f}
	for _, name := range []string{"Number", "Gender"} {
		if v := featureValue(t.Features, name); v != "" {
			a.Features = append(a.Features, doc.IndexValue{Index: nativeIndex(name), Value: v})
		}
	}
	a.Features = append(a.Features, doc.IndexValue{Index: IndexSemantics, Value: class})
	return a, true
}

func nativeIndex(name string) int {
	for i, n := range udNames {
		if n == name {
			return i
		}
	}
	return 0
}

// value returns the antecedent's feature of the given index, or "".
func value(a doc.Antecedent, index int) string {
	for _, f := range a.Features {
		if f.Index == index {
			return f.Value
		}
	}
	return ""
}

// resolver resolves pronouns and definite references of one document.
type resolver struct {
	core    *lexdata.Core
	anchors anchors
	flags   map[string]bool
	// seen are the referents of the text so far, the most recent last;
	// earlier the antecedents of earlier calls, the most recent first.
	seen    []doc.Antecedent
	earlier []doc.Antecedent
}

// Resolve resolves the third-person pronouns and definite references of
// d against the referents of the text and the antecedents of earlier
// calls (see the package comment). It does nothing without antecedents.
func (r *resolver) resolve(d *doc.Document) {
	for si := range d.Sentences {
		s := &d.Sentences[si]
		for i := range s.Tokens {
			t := &s.Tokens[i]
			switch {
			case isPronoun(t):
				if a, ok := r.find(func(a doc.Antecedent) bool { return r.agrees(t, a) }); ok {
					setFamily(t, a.Family)
					t.Resolved = true
				}
			case t.POS == "NOUN" && definite(s.Tokens, i):
				h := family(t)
				if a, ok := r.find(func(a doc.Antecedent) bool {
					return h != 0 && a.Family != h && r.core.IsA(a.Family, h)
				}); ok {
					setFamily(t, a.Family)
					t.Resolved = true
				}
			}
			if a, ok := referent(t, r.core); ok {
				r.seen = append(r.seen, a)
			}
		}
	}
}

// find returns the most recent referent that ok accepts: of the text,
// then of earlier calls.
func (r *resolver) find(ok func(doc.Antecedent) bool) (doc.Antecedent, bool) {
	for i := len(r.seen) - 1; i >= 0; i-- {
		if ok(r.seen[i]) {
			return r.seen[i], true
		}
	}
	for _, a := range r.earlier {
		if a.Family != 0 && ok(a) {
			return a, true
		}
	}
	return doc.Antecedent{}, false
}

// isPronoun reports whether t is a third-person personal or demonstrative
// pronoun (first- and second-person ones name the speakers).
func isPronoun(t *doc.Token) bool {
	if t.POS != "PRON" {
		return false
	}
	switch featureValue(t.Features, "PronType") {
	case "Prs", "Dem":
	default:
		return false
	}
	p := featureValue(t.Features, "Person")
	return p == "" || p == "3"
}

// definite reports whether the noun at i follows a definite article or a
// demonstrative, at most one word (an adjective) away.
func definite(toks []doc.Token, i int) bool {
	for j := i - 1; j >= 0 && j >= i-2; j-- {
		t := &toks[j]
		if t.POS == "DET" {
			return featureValue(t.Features, "Definite") == "Def" || featureValue(t.Features, "PronType") == "Dem"
		}
		if t.POS != "ADJ" {
			return false
		}
	}
	return false
}

// agrees reports whether pronoun t can refer to antecedent a.
func (r *resolver) agrees(t *doc.Token, a doc.Antecedent) bool {
	class := value(a, IndexSemantics)
	person := class == "person"
	pn, an := featureValue(t.Features, "Number"), value(a, nativeIndex("Number"))
	if pn != "" && an != "" && pn != an {
		if !(r.flags["organization"] && pn == "Plur" && class == "group") {
			return false
		}
	}
	pg, ag := featureValue(t.Features, "Gender"), value(a, nativeIndex("Gender"))
	switch pg {
	case "Masc", "Fem":
		if ag != "" {
			return ag == pg || r.flags["role"] && person
		}
		return person
	case "Neut":
		if ag != "" {
			return ag == "Neut"
		}
		return !person
	}
	return true
}

// collect returns the antecedents to keep after d: the referents of d and
// those its pronouns resolved to, the most recent first, then the earlier
// ones, without repeats, at most MaxAntecedents.
func collect(d *doc.Document, core *lexdata.Core, earlier []doc.Antecedent) []doc.Antecedent {
	var recent []doc.Antecedent
	for si := range d.Sentences {
		for i := range d.Sentences[si].Tokens {
			t := &d.Sentences[si].Tokens[i]
			if t.Resolved {
				if a, ok := lookup(recent, earlier, t.Family); ok {
					recent = append(recent, a)
				}
				continue
			}
			if a, ok := referent(t, core); ok {
				recent = append(recent, a)
			}
		}
	}
	slices.Reverse(recent)
	var out []doc.Antecedent
	seen := map[uint32]bool{}
	for _, a := range append(recent, earlier...) {
		if a.Family != 0 {
			if seen[a.Family] {
				continue
			}
			seen[a.Family] = true
		}
		out = append(out, a)
		if len(out) == MaxAntecedents {
			break
		}
	}
	return out
}

// lookup finds the antecedent of family f among the lists.
func lookup(recent, earlier []doc.Antecedent, f uint32) (doc.Antecedent, bool) {
	for _, list := range [][]doc.Antecedent{recent, earlier} {
		for _, a := range list {
			if a.Family == f {
				return a, true
			}
		}
	}
	return doc.Antecedent{}, false
}
