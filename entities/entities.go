// Package entities finds pattern entities in a tokenized document: e-mail
// addresses, websites, IP and MAC addresses, phone numbers, payment cards,
// IBANs, cryptocurrency addresses, hashes and passwords, coordinates, flight
// codes, file paths, hashtags, user names, amounts of money, weights,
// dates, times and time ranges, and leftover identifiers and numbers.
//
// Numbers that carry a checksum (cards, IBANs, crypto addresses) are
// validated, not just matched. The scanners are hand-written and linear in
// the length of a sentence.
//
// Named entities (people, organisations, places) come from a statistical
// recognizer (ner.go: an averaged-perceptron BILOU tagger with gazetteer
// features) that the pack builder trains and stores in each language
// pack; languages without training data fall back on the gazetteer and
// capitalisation.
//
// Roles, events, software, items of interest and the person subtypes
// (lexical.go) come from knowledge, the same way in every language: the
// concept family the senses stage chose for a word, and the core pack's
// hypernym closure (concepts.go lists the WordNet roots: worker, leader,
// weapon, drug of abuse, motor vehicle, jewelry, social event, spiritual
// being, fictional character, ...). A hypernym a memory assign rule gave a
// word counts like the word's own. Events, programs and beings must be
// named: an instance or a capitalised WordNet name ("World Cup",
// "Windows", "God"), or a capitalised kind with its name ("Hurricane
// Katrina"); instances of persons are important_person. Apps and programs
// WordNet lacks come from data/software.tsv. Format "search" makes every
// word a possible name; format "alias" reads the text as one user name.
//
// Types and subtypes are the service's names; the subtype names the spec
// leaves open are Argot's:
//
//   - credit_card: visa, mastercard, american_express, discover, jcb,
//     diners_club, unionpay.
//   - crypto: bitcoin, ethereum, litecoin, dogecoin, monero, ripple, and
//     lightning (a Bitcoin Lightning invoice, "lnbc…", the payment
//     identifier among the six).
//   - file: windows (C:\… and \\server\share paths) and social_image
//     (image names as Facebook and Instagram downloads save them,
//     "123_456_789_n.jpg").
//   - item_of_interest: weapon, drug, vehicle, luxury (none for a
//     category a memory assign rule declared).
//   - phone: domestic, international; ip_address: v4, v6; website: onion;
//     bank_account: iban; credential: md5, sha-1 (hashes; passwords have no
//     subtype).
package entities

import (
	"cmp"
	"context"
	"slices"
	"unicode/utf8"

	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/lexdata"
)

// Core-pack sections the stage reads when given a core pack (written by
// lexdata/packbuild from lexsrc/entities). Without them the stage uses the
// copies it embeds.
const (
	SectionCards = "entities.cards"
	SectionIBAN  = "entities.iban"
)

// Stage is the entities pipeline stage. It is immutable and safe for
// concurrent use.
type Stage struct {
	t  *tables
	sw *softwareNames
	k  *knowledge
}

// Option configures a Stage.
type Option func(*config)

type config struct {
	core     *lexdata.Pack
	families func() (*lexdata.Core, error)
}

// WithCorePack makes the stage read the card and IBAN tables from the core
// pack's sections when it has them. Without [WithFamilies], the concept
// families for the lexical types are decoded from this pack too.
func WithCorePack(p *lexdata.Pack) Option { return func(c *config) { c.core = p } }

// WithFamilies gives the stage the core pack's concept families (loaded
// on first use), which the lexical types (role, event, software,
// item_of_interest and the person subtypes) need. Without them, and
// without a core pack, the stage reports pattern and tagged names only.
func WithFamilies(f func() (*lexdata.Core, error)) Option {
	return func(c *config) { c.families = f }
}

// New returns the stage, reading its tables.
func New(opts ...Option) (*Stage, error) {
	var c config
	for _, o := range opts {
		o(&c)
	}
	cards, err := dataFS.ReadFile("data/cards.tsv")
	if err != nil {
		return nil, err
	}
	iban, err := dataFS.ReadFile("data/iban.tsv")
	if err != nil {
		return nil, err
	}
	if c.core != nil {
		if c.core.Has(SectionCards) {
			if cards, err = c.core.Section(SectionCards); err != nil {
				return nil, err
			}
		}
		if c.core.Has(SectionIBAN) {
			if iban, err = c.core.Section(SectionIBAN); err != nil {
				return nil, err
			}
		}
	}
	t, err := loadTables(cards, iban)
	if err != nil {
		return nil, err
	}
	sw, err := loadSoftware()
	if err != nil {
		return nil, err
	}
	families := c.families
	if families == nil && c.core != nil {
		p := c.core
		families = func() (*lexdata.Core, error) { return lexdata.NewCore(p) }
	}
	return &Stage{t: t, sw: sw, k: &knowledge{load: families}}, nil
}

// Name implements pipeline.Stage.
func (*Stage) Name() string { return "entities" }

// Run implements pipeline.Stage: it appends the entities of every sentence
// of d to d.Entities. Pattern types need no language pack (d.Lang selects
// the word lists); named types (person, organization, place) come from
// the pack's SectionNER when lang has one; the lexical types from the
// concept families the senses stage chose, when the stage has the core
// pack. With format "alias" the whole text is one user name.
func (st *Stage) Run(ctx context.Context, d *doc.Document, lang *lexdata.Language) error {
	lt := st.t.forLang(d.Lang)
	np, err := nerFor(lang)
	if err != nil {
		return err
	}
	cs, err := st.k.get()
	if err != nil {
		return err
	}
	search := d.Opts.Format == "search"
	var lookup func(string) []lexdata.Analysis
	var mayPhrase, mayLonger func(first, second string) bool
	if lang != nil {
		// The recognizers only read the analyses: the document's memo
		// serves the forms the senses stage looked up already.
		lookup = func(form string) []lexdata.Analysis { return d.Lookup(lang, form) }
		switch NERJoiner(d.Lang) {
		case " ":
			mayPhrase, mayLonger = phraseFilters(lang)
		case "":
			mayPhrase = lang.MayFindJoined
		}
	}
	index := map[string]int{}
	for k := range d.Entities {
		e := &d.Entities[k]
		if len(e.Types) > 0 {
			index[e.Types[0]+"\x00"+e.Name] = k
		}
	}
	var sc scratch
	var items []namedCand
	for si := range d.Sentences {
		if si%64 == 0 {
			if err := ctx.Err(); err != nil {
				return err
			}
		}
		s := &d.Sentences[si]
		items = items[:0]
		for _, c := range st.sentence(&sc, s, d.Lang, lt) {
			items = append(items, namedCand{cand: c})
		}
		var tagged, lex []namedCand
		// The lookup forms of the words, which the lexicon scan reads, and
		// the named-entity pass too unless it searches (see named).
		var lower []string
		if cs != nil || np != nil && !search {
			lower = lookupForms(d.Lang, s)
		}
		if np != nil {
			tagged = np.named(s, d.Lang, lower, lookup, search, cs)
		}
		if cs != nil {
			ls := lexScan{s: s, cs: cs, sw: st.sw, lookup: lookup, mayPhrase: mayPhrase, mayLonger: mayLonger, joiner: NERJoiner(d.Lang), search: search}
			ls.lower = lower
			lex = ls.lexical()
		}
		items = addNamed(items, resolveNamed(tagged, lex))
		for _, c := range items {
			text := string(sc.s.r[c.start:c.end])
			m := doc.Mention{Sentence: si, Offset: s.Offset + c.start, Length: c.end - c.start, Text: text}
			name := c.name
			if name == "" {
				name = text
			}
			key := c.typ + "\x00" + name
			if k, ok := index[key]; ok {
				d.Entities[k].Mentions = append(d.Entities[k].Mentions, m)
				continue
			}
			e := doc.Entity{Name: name, Types: c.types, KBID: c.kb, RefLemma: c.ref, Mentions: []doc.Mention{m}}
			if e.Types == nil {
				e.Types = []string{c.typ}
			}
			if c.sub != "" {
				e.Subtypes = []string{c.sub}
			}
			index[key] = len(d.Entities)
			d.Entities = append(d.Entities, e)
		}
	}
	d.Entities = mergePersons(d.Entities)
	if d.Opts.Format == "alias" {
		d.Entities = alias(d, np)
	}
	return nil
}

// addNamed adds to the pattern entities of a sentence (in order) the named
// ones that overlap none of them, keeping the order.
func addNamed(items, named []namedCand) []namedCand {
	n := len(items)
	for _, c := range named {
		free := true
		for _, p := range items[:n] {
			if c.start < p.end && p.start < c.end {
				free = false
				break
			}
		}
		if free {
			items = append(items, c)
		}
	}
	slices.SortStableFunc(items, func(a, b namedCand) int { return cmp.Compare(a.start, b.start) })
	return items
}

// Entity types.
const (
	TypeEmail       = "email"
	TypeWebsite     = "website"
	TypeIP          = "ip_address"
	TypeMAC         = "mac_address"
	TypePhone       = "phone"
	TypeCard        = "credit_card"
	TypeBank        = "bank_account"
	TypeCrypto      = "crypto"
	TypeCredential  = "credential"
	TypeCoordinates = "coordinates"
	TypeFlight      = "flight_code"
	TypeFile        = "file"
	TypeHashtag     = "hashtag"
	TypeUsername    = "username"
	TypeMoney       = "amount_of_money"
	TypeWeight      = "weight"
	TypeDate        = "date"
	TypeTime        = "time"
	TypeTimeRange   = "time_range"
	TypeNumeric     = "numeric"
	TypeIdentifier  = "identifier"
)

// Types lists the entity types the stage reports.
var Types = []string{TypeEmail, TypeWebsite, TypeIP, TypeMAC, TypePhone, TypeCard, TypeBank,
	TypeCrypto, TypeCredential, TypeCoordinates, TypeFlight, TypeFile, TypeHashtag, TypeUsername,
	TypeMoney, TypeWeight, TypeDate, TypeTime, TypeTimeRange, TypeNumeric, TypeIdentifier,
	TypePerson, TypeOrganization, TypePlace, TypeRole, TypeEvent, TypeSoftware, TypeItem}

// cand is a candidate span in a sentence (code point indexes).
type cand struct {
	start, end int
	typ, sub   string
	name       string // normalised name; "" means the mention text
	prio       int
}

// Priorities: when candidates overlap, the higher one wins, then the
// longer. Checksummed and structural types come first; generic leftovers
// (identifier, numeric) last.
const (
	prioURL        = 100
	prioEmail      = 95
	prioFile       = 92
	prioCrypto     = 90
	prioIBAN       = 88
	prioCard       = 86
	prioHash       = 85
	prioMAC        = 84
	prioIP         = 83
	prioDomain     = 80
	prioCoord      = 78
	prioPhoneIntl  = 75
	prioTimeRange  = 72
	prioDate       = 70
	prioPhone      = 68
	prioTime       = 66
	prioMoney      = 60
	prioWeight     = 58
	prioFlight     = 55
	prioTag        = 50
	prioPassword   = 45
	prioIdentifier = 20
	prioNumeric    = 10
)

// scratch holds buffers reused across the sentences of one Run.
type scratch struct {
	s     sent
	cands []cand
	taken []bool
	out   []cand
}

// sentence finds the entities of one sentence, resolved and in order.
func (st *Stage) sentence(sc *scratch, s *doc.Sentence, lang string, lt *langTables) []cand {
	sc.s.reset(s, lang, lt, st.t)
	p := &sc.s
	sc.cands = sc.cands[:0]
	add := func(c cand) { sc.cands = append(sc.cands, c) }
	p.scanNet(add)
	p.scanAlnum(add)
	p.scanDigits(add)
	p.scanWords(add)
	if len(sc.cands) == 0 {
		return nil
	}
	cs := sc.cands
	slices.SortFunc(cs, func(a, b cand) int {
		if c := cmp.Compare(b.prio, a.prio); c != 0 {
			return c
		}
		if c := cmp.Compare(b.end-b.start, a.end-a.start); c != 0 {
			return c
		}
		return cmp.Compare(a.start, b.start)
	})
	n := len(p.r)
	if cap(sc.taken) < n {
		sc.taken = make([]bool, n)
	}
	taken := sc.taken[:n]
	clear(taken)
	sc.out = sc.out[:0]
next:
	for _, c := range cs {
		if c.start < 0 || c.end > n || c.start >= c.end {
			continue
		}
		for i := c.start; i < c.end; i++ {
			if taken[i] {
				continue next
			}
		}
		for i := c.start; i < c.end; i++ {
			taken[i] = true
		}
		sc.out = append(sc.out, c)
	}
	slices.SortFunc(sc.out, func(a, b cand) int { return cmp.Compare(a.start, b.start) })
	return sc.out
}

// phraseFilters returns lang's MayFindPhrase and MayFindLongerPhrase for
// one document, which first ask MayStartPhrase once per distinct first
// word: a text repeats its words, and most start no phrase.
func phraseFilters(lang *lexdata.Language) (mayPhrase, mayLonger func(first, second string) bool) {
	starts := map[string]bool{}
	mayStart := func(first, second string) bool {
		if second != "" && !utf8.RuneStart(second[0]) {
			return true // MayStartPhrase does not answer for it
		}
		ok, seen := starts[first]
		if !seen {
			ok = lang.MayStartPhrase(first)
			starts[first] = ok
		}
		return ok
	}
	mayPhrase = func(first, second string) bool {
		return mayStart(first, second) && lang.MayFindPhrase(first, second)
	}
	mayLonger = func(first, second string) bool {
		return mayStart(first, second) && lang.MayFindLongerPhrase(first, second)
	}
	return mayPhrase, mayLonger
}
