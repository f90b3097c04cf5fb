package sentiment

import (
	_ "embed"
	"fmt"
	"math"
	"strings"
	"sync"

	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/lexdata"
)

// aspectData is the readable table of aspect categories (data/aspects.tsv).
//
//go:embed data/aspects.tsv
var aspectData []byte

// aspectTable maps concept families to the aspect categories of products
// and services (food, service, price, location, ...).
type aspectTable struct {
	core *lexdata.Core
	// nouns are the category roots in table order: a noun family that is
	// a kind of one belongs to its category.
	nouns []aspectRoot
	// adjectives are evaluative adjectives that name the aspect they judge,
	// their satellites included.
	adjectives map[uint32]string
	// categories maps every family that is a kind of a noun root to its
	// category (1 + the index of the first such root in nouns), built on
	// first use from the roots' descendants: one map read per word instead
	// of a hypernym walk per root.
	categories func() map[uint32]uint16
}

type aspectRoot struct {
	family   uint32
	category string
}

// readAspects resolves the table's synsets in the core pack; synsets the
// pack lacks are skipped (a smaller core knows fewer categories).
func readAspects(core *lexdata.Core) (*aspectTable, error) {
	a := &aspectTable{core: core, adjectives: map[uint32]string{}}
	for _, f := range lexdata.TSVRows(aspectData) {
		if len(f) < 2 {
			return nil, fmt.Errorf("aspects.tsv: bad row %q", strings.Join(f, "\t"))
		}
		id, ok := core.FamilyByOffset(f[1])
		if !ok {
			continue
		}
		if !strings.HasSuffix(f[1], "-n") {
			a.adjectives[id] = f[0]
			for _, s := range core.Related(id, lexdata.Similar) {
				if _, dup := a.adjectives[s]; !dup {
					a.adjectives[s] = f[0]
				}
			}
			continue
		}
		a.nouns = append(a.nouns, aspectRoot{id, f[0]})
	}
	if len(a.nouns) > math.MaxUint16 {
		return nil, fmt.Errorf("aspects.tsv: %d noun rows, more than the category table counts", len(a.nouns))
	}
	a.categories = sync.OnceValue(a.buildCategories)
	return a, nil
}

// buildCategories gives each family the first noun root in table order it
// is a kind of (lexdata.Core.IsA): the root itself and its descendants.
func (a *aspectTable) buildCategories() map[uint32]uint16 {
	m := map[uint32]uint16{}
	for i, r := range a.nouns {
		set := func(f uint32) {
			if _, ok := m[f]; !ok {
				m[f] = uint16(i + 1)
			}
		}
		if a.core.Has(r.family) {
			set(r.family)
		}
		for it := a.core.Descendants(r.family).Iterator(); it.HasNext(); {
			set(it.Next())
		}
	}
	return m
}

// maxSenses is how many of a noun reading's families are tried for a
// category after the chosen one: the likeliest senses only, as a rare
// sense ("dish" the antenna) would put the word in the wrong category.
const maxSenses = 2

// nounCategory returns the aspect category of a noun token: its chosen
// family's, else one of its likeliest noun senses'.
func (a *aspectTable) nounCategory(t *doc.Token) string {
	if a == nil {
		return ""
	}
	if c := a.familyCategory(t.Family); c != "" {
		return c
	}
	for _, r := range t.Readings {
		if r.POS != "NOUN" {
			continue
		}
		for _, f := range r.Families[:min(len(r.Families), maxSenses)] {
			if c := a.familyCategory(f); c != "" {
				return c
			}
		}
	}
	return ""
}

func (a *aspectTable) familyCategory(f uint32) string {
	if f == 0 {
		return ""
	}
	if i := a.categories()[f]; i > 0 {
		return a.nouns[i-1].category
	}
	return ""
}

// adjectiveCategory returns the category an evaluative adjective judges
// ("tasty" -> food, "overpriced" -> price), from its chosen family.
func (a *aspectTable) adjectiveCategory(t *doc.Token) string {
	if a == nil || t.Family == 0 {
		return ""
	}
	return a.adjectives[t.Family]
}

// notAspects are the semantic classes of nouns that are no aspect of a
// product or service unless the table gives them a category: aspects are
// artifacts, acts, attributes, food, groups, communications and relations
// ("battery life", "delivery", "staff", "menu"); these classes name the
// people, times, places, events, feelings, states and quantities around
// the reviewed thing ("I had the best time", "good luck with that", "a
// lot of money", "the city").
var notAspects = map[string]bool{
	"noun.person": true, "noun.time": true, "noun.feeling": true, "noun.motive": true,
	"noun.cognition": true, "noun.state": true, "noun.event": true, "noun.possession": true,
	"noun.quantity": true, "noun.substance": true, "noun.object": true, "noun.location": true,
	"noun.phenomenon": true, "noun.body": true, "noun.process": true, "noun.shape": true,
}

// notAspectCategory marks the rows of data/aspects.tsv whose nouns are
// no aspects ("the city", "the neighborhood").
const notAspectCategory = "-"

// productCategory is the category of the reviewed product as a whole
// ("the restaurant", "this laptop", "the place").
const productCategory = "product"

// locationCategory is the category of where the reviewed thing is.
const locationCategory = "location"

// aspectWorthy reports a target that can be an aspect: one the table
// gives a category, a compound, or a common noun outside the classes of
// notAspects. A name without a category ("Apple", "Dell": the reviewed
// entity or its maker) is none, nor is a noun the table excludes.
func (a *aspectTable) aspectWorthy(t target, toks []doc.Token) bool {
	if a == nil {
		return true
	}
	if t.notAspect {
		return false
	}
	if t.category != "" {
		return true
	}
	head := &toks[t.head]
	if head.POS == "PROPN" {
		return false
	}
	if t.end-t.start > 1 {
		// A compound names a particular part or attribute ("battery
		// life", "Thai food") whatever its head's class.
		return true
	}
	if head.Family == 0 {
		return true
	}
	return !notAspects[a.core.LexName(head.Family)]
}

// relational reports an adjective that relates its noun to a thing
// rather than judging it ("Thai food", "Italian dishes"): WordNet's
// pertainyms, which join the noun in a term.
func (a *aspectTable) relational(t *doc.Token) bool {
	if a == nil || t.POS != "ADJ" || t.Family == 0 {
		return false
	}
	return a.core.LexName(t.Family) == "adj.pert"
}

// attributeCategories are the categories of the attributes of an aspect
// (its price, its quality) rather than of the aspect itself. The SemEval
// 2015 and 2016 guidelines mark as opinion target expressions only the
// words naming the entity of an entity#attribute pair: in "the prices are
// high" the pair is RESTAURANT#PRICES and the target is NULL. The Turkish
// annotators marked price words nevertheless ("fiyatlar", on the tuning
// fifth), so their file keeps them.
var attributeCategories = map[string]bool{"price": true, "quality": true}

// SemEvalUnmarked reports an aspect of the given category that the
// annotation guidelines of a SemEval aspect file (named by its file name
// in devsets/sentiment, "en_semeval2014_laptops.jsonl.zst") do not mark as
// a term: the product as a whole in 2014 ("the restaurant", "this
// laptop": its guidelines mark aspects of the entity, while 2015 and 2016
// mark RESTAURANT#GENERAL), attributes in 2015 and 2016.
func SemEvalUnmarked(file, category string) bool {
	switch {
	case strings.Contains(file, "semeval2014"):
		return category == productCategory
	case strings.HasPrefix(file, "tr_"):
		return false
	}
	return attributeCategories[category]
}

// person reports a noun that names a person (WordNet's noun.person class:
// "wife", "kids", "waiter"), by its chosen family or its first noun
// reading's.
func (a *aspectTable) person(t *doc.Token) bool {
	if a == nil || t.Kind != doc.Word || t.POS != "NOUN" && t.POS != "PROPN" {
		return false
	}
	f := t.Family
	if f == 0 {
		for _, r := range t.Readings {
			if r.POS == "NOUN" && len(r.Families) > 0 {
				f = r.Families[0]
				break
			}
		}
	}
	return f != 0 && a.core.LexName(f) == "noun.person"
}
