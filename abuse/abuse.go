// Package abuse finds problematic content: insults aimed at the reader,
// hate towards protected groups, profanity, threats and calls for
// violence, trade in illegal goods, requests to move to another channel,
// sexual advances and grooming, suicidal statements and distress,
// adult-only activities, gore, allegations, assertions of hierarchy, spam,
// shared credentials and gibberish: the sixteen abuse types of the
// service.
//
// Knowledge comes from three places. The language packs hold abusive words
// (section abuse.lexicon: profanity, sexual terms, slurs, insults, coded
// terms, drug slang, each with a strength and a confidence). The core pack
// gives concept families their abuse classes (section abuse.families:
// slurs and insults through WordNet's usage domains, and drugs, weapons,
// violence, injuries, crimes and protected groups through hypernyms), so a
// word of any language whose sense is in such a family is known without a
// list. The hand-written cue lists of data/cues name the closed-class words
// and fixed phrases the rules need in each language: who is addressed,
// negation, reporting, intent, requests, telling the reader to die, and
// the language's commonest curses and insults (profanity, curse, insult,
// vilify), which the packs know only with low confidence where a single
// list has them (Korean 시발, Dutch kanker as a curse).
//
// Rules over these tell apart what a bag of words cannot: an insult aimed
// at the reader from one about oneself, a negated or quoted one, or one
// reported in counter-speech; hostility towards a protected group from its
// neutral mention; profanity as emphasis from profanity as an attack; a
// threat (an intent marker or a command before a violent verb) from a
// report of violence; selling drugs from talking about them. Words come
// after spelling correction, so obfuscated forms ("f*ck", "k1ll") and
// algospeak ("unalive", "ㅅㅂ"; see package spell) match; a coded form
// read as several words ("vsf": "vai se foder") is matched word by word.
//
// # Learned decision
//
// Where the language pack has one (section abuse.model, English only), a
// logistic regression over what the rules saw (every hit, also the
// low-confidence ones they ignore, their findings, lemmas, word pairs,
// concept families, valence and context cues) overrules them
// conservatively: when it is confident a message the rules found clean is
// offensive, it adds one instance of its predicted type over the sentence
// it scores highest, whose explanation says it is the model's judgement of
// the whole sentence (not in edited prose without a vulgar word, such as
// news, which is outside what it learned from); when it is confident a
// message is clean, it clears the rules' offensive instances if all are
// of low severity. It defers to
// the rules where they let words pass for a reason they are built to
// weigh: a negated insult to the reader, and negated, quoted, reported,
// condemned or reclaimed hate.
//
// # Tags
//
// Instances carry tags from this vocabulary:
//
//   - targets of hate: racism, sexism, homophobia, transphobia, ableism,
//     islamophobia, antisemitism, xenophobia, religion
//   - how: slur, dogwhistle, dehumanisation, exclusion, denial, violence, insult,
//     call_for_violence, threat, emphasis
//   - goods: for_sale, hard_drug, cannabis, controlled_substance, weapon,
//     wildlife
//   - sex and minors: sex, grooming, possible_minor
//   - health: suicide, depression, gore
//   - adult activities: alcohol, gambling, tobacco
//   - data: credentials, pii, payment, data
//   - other: contact, allegation, sold_by_spammers, won_prize, make_money,
//     work_from_home
//
// # Severity
//
// Severity follows the service's grading: for bigotry low is a
// generalisation, medium most slurs and hostile remarks, high
// dehumanisation, exclusion or the strongest slurs, extreme a call to
// violence; profanity and insults take the strength (1..4) the lexicon
// gives the word; mental_issues is high for suicidal statements and
// extreme with signs of a plan. Obfuscation does not lower severity.
//
// # Memory flags
//
// The request's flags change the rules: game_violence_ok drops threats
// against individuals (not calls for violence against groups);
// possible_minor raises sexual advances and adult-only activities by one
// level; sexually_conservative also reports explicit words as adult_only;
// paranoid_mode counts words with a common clean meaning on their own;
// aggressive_crime_scan reports drugs and weapons even when nothing is
// offered. The text raises flags itself: possible_minor when the writer
// discloses an age under 18 or several signs of being a minor,
// death_related with suicidal statements or gore, and won_prize,
// make_money and work_from_home with those kinds of spam.
package abuse

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/argot-nlp/argot/entities"
	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/lexdata"
	"github.com/argot-nlp/argot/sentiment"
)

// Analyze finds the abuse in d, whose tokens the tokenize, spell, senses
// and entities stages have annotated. lang is the language pack (nil: cue
// lists only) and core the core pack (nil: no family knowledge). It
// returns the instances in document order and the memory flags the text
// raises.
func Analyze(ctx context.Context, d *doc.Document, lang *lexdata.Language, core *lexdata.Core) ([]doc.Abuse, []string, error) {
	a, err := analyse(ctx, d, lang, core)
	if a == nil || err != nil {
		return nil, nil, err
	}
	dec, err := loadDecision(lang)
	if err != nil {
		return nil, nil, err
	}
	if dec != nil {
		a.decide(dec)
	}
	var out []doc.Abuse
	for i, v := range a.views {
		for _, f := range merge(a.found[i]) {
			if f.end <= f.start || f.end > len(v.words) {
				continue
			}
			off, end := v.words[f.start].off, v.words[f.end-1].end
			text, _ := a.text.slice(off, end)
			out = append(out, doc.Abuse{
				Type: f.typ, Severity: severityNames[f.sev], Sentence: i,
				Offset: off, Length: end - off, Text: text,
				Tags: uniqueSorted(f.tags), Explanation: capitalise(f.why),
			})
		}
	}
	return out, raisedFlags(a.cx, out), nil
}

// Observe returns what the learned decision sees of d: its features and
// what the rules concluded. The pack builder trains on it.
func Observe(ctx context.Context, d *doc.Document, lang *lexdata.Language, core *lexdata.Core) (Observation, error) {
	a, err := analyse(ctx, d, lang, core)
	if a == nil || err != nil {
		return Observation{}, err
	}
	obs, _ := observe(a.views, a.found, a.cx)
	return obs, nil
}

// analysis is a document as the rules saw it: its sentences' views, the
// facts of the whole text, and each sentence's findings.
type analysis struct {
	text  *docText
	views []*view
	cx    *docFacts
	found [][]finding
}

// analyse runs the rules over every sentence of d; it returns nil for an
// empty document.
func analyse(ctx context.Context, d *doc.Document, lang *lexdata.Language, core *lexdata.Core) (*analysis, error) {
	if d == nil || len(d.Sentences) == 0 {
		return nil, nil
	}
	langID := d.Lang
	if lang != nil && lang.ID() != "" {
		langID = lang.ID()
	}
	shared, err := loadShared(core)
	if err != nil {
		return nil, err
	}
	m, err := loadModel(langID, lang, shared)
	if err != nil {
		return nil, err
	}
	text := newDocText(d.Text)
	views := make([]*view, len(d.Sentences))
	for i := range d.Sentences {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		views[i] = m.newView(&d.Sentences[i], text, nameSpans(d, i))
	}
	cx := documentContext(d, views)
	valence := sentiment.Valencer(lang, core)
	cx.valence = func(w *word) float64 { return valence(w.token) }
	cx.core = core
	cx.hostile = -1.4
	if langID == "en" {
		cx.hostile = -1.9
	}
	cx.families = shared.families

	a := &analysis{text: text, views: views, cx: cx, found: make([][]finding, len(views))}
	cx.edited = a.edited()
	for i, v := range views {
		cx.entities = sentenceEntities(d, i)
		cx.prevGroup = nil
		for j := i - 1; j >= 0 && j >= i-2 && cx.prevGroup == nil; j-- {
			if gs := views[j].of(kGroup); len(gs) > 0 {
				g := *gs[len(gs)-1]
				g.text = views[j].label(&g) // the hit belongs to another sentence
				cx.prevGroup = &g
			}
		}
		a.found[i] = m.rules(v, cx)
	}
	return a, nil
}

// raisedFlags are the memory flags the text sets for later calls: a
// disclosed minor, talk of death or suicide, and the kinds of spam
// (prizes, money, work from home) its instances are tagged with.
func raisedFlags(cx *docFacts, found []doc.Abuse) []string {
	var raised []string
	if cx.minor {
		raised = append(raised, "possible_minor")
	}
	for _, a := range found {
		if slices.Contains(a.Tags, "suicide") || a.Type == "disturbing" {
			raised = append(raised, "death_related")
		}
		for _, t := range a.Tags {
			switch t {
			case "won_prize", "make_money", "work_from_home":
				raised = append(raised, t)
			}
		}
	}
	slices.Sort(raised)
	return slices.Compact(raised)
}

// documentContext gathers the facts of the whole text the rules use.
func documentContext(d *doc.Document, views []*view) *docFacts {
	cx := &docFacts{flags: d.Opts.Flags, review: d.Opts.Format == "review",
		chat: d.Opts.Format == "dialogue" || d.Opts.Format == "shortpost"}
	minorCues := map[string]bool{}
	spamCues := map[string]bool{}
	for _, v := range views {
		for _, h := range v.of(kMinor) {
			minorCues[v.label(h)] = true
		}
		if disclosedAge(v) {
			cx.minor = true
		}
		cx.plan = cx.plan || v.has(kPlan, -1)
		for _, h := range v.of(kSpam) {
			spamCues[strings.ToLower(v.label(h))] = true
		}
		for _, w := range v.words {
			switch w.token.Class {
			case doc.ClassURL, doc.ClassEmail:
				cx.links = true
			}
		}
	}
	cx.minor = cx.minor || len(minorCues) >= 2
	cx.spam = len(spamCues)
	for _, e := range d.Entities {
		if slices.Contains(e.Types, "phone") || slices.Contains(e.Types, "email") || slices.Contains(e.Types, "website") {
			cx.links = true
		}
	}
	return cx
}

// disclosedAge reports whether the writer gives an age under 18: a number
// from 8 to 17 near a first-person word and a minor cue ("I'm 13 years
// old", "im 14 yo").
func disclosedAge(v *view) bool {
	if !v.has(kSelf, -1) || !v.has(kMinor, -1) && !v.has(kSelf, -1) {
		return false
	}
	for i, w := range v.words {
		t := w.token
		if t.Kind != doc.Numeral || !t.HasNumber || t.Number < 8 || t.Number > 17 || t.Number != float64(int(t.Number)) {
			continue
		}
		h := &hit{start: i, end: i + 1}
		if v.nearest(h, 2, kSelf, kYouAre) != nil && v.nearest(h, 3, kMinor) != nil {
			return true
		}
	}
	return false
}

// nameSpan is the code point span [start, end) of a name mentioned in a
// sentence, and whether it names a person.
type nameSpan struct {
	start, end int
	person     bool
}

// nameSpans returns the spans of the names (people, organisations,
// places) mentioned in sentence i.
func nameSpans(d *doc.Document, i int) []nameSpan {
	var out []nameSpan
	for _, e := range d.Entities {
		if !slices.ContainsFunc(e.Types, func(t string) bool {
			return t == entities.TypePerson || t == entities.TypeOrganization || t == entities.TypePlace
		}) {
			continue
		}
		person := slices.Contains(e.Types, entities.TypePerson)
		for _, m := range e.Mentions {
			if m.Sentence == i {
				out = append(out, nameSpan{m.Offset, m.Offset + m.Length, person})
			}
		}
	}
	return out
}

// sentenceEntities lists the types of the entities mentioned in sentence i.
func sentenceEntities(d *doc.Document, i int) []string {
	var types []string
	for _, e := range d.Entities {
		for _, m := range e.Mentions {
			if m.Sentence == i {
				types = append(types, e.Types...)
				break
			}
		}
	}
	return types
}

// merge joins instances of one type whose fragments overlap, keeping the
// higher severity and all tags, and orders them by position.
func merge(fs []finding) []finding {
	slices.SortStableFunc(fs, func(a, b finding) int {
		if a.start != b.start {
			return a.start - b.start
		}
		return strings.Compare(a.typ, b.typ)
	})
	var out []finding
	for _, f := range fs {
		joined := false
		for k := range out {
			o := &out[k]
			if o.typ == f.typ && f.start < o.end && f.end > o.start {
				o.start, o.end = min(o.start, f.start), max(o.end, f.end)
				if f.sev > o.sev {
					o.sev, o.why = f.sev, f.why
				}
				o.tags = append(o.tags, f.tags...)
				joined = true
				break
			}
		}
		if !joined {
			out = append(out, f)
		}
	}
	return out
}

func uniqueSorted(tags []string) []string {
	if len(tags) == 0 {
		return nil
	}
	out := slices.Clone(tags)
	slices.Sort(out)
	return slices.Compact(out)
}

func capitalise(s string) string {
	if s == "" {
		return s
	}
	if s[0] == '"' {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// Stage runs Analyze in the pipeline.
type Stage struct {
	core func() (*lexdata.Core, error)
}

// NewStage returns the abuse stage; core gives the core pack (it may be
// nil or fail, and the stage then works from the language pack and the cue
// lists alone).
func NewStage(core func() (*lexdata.Core, error)) *Stage { return &Stage{core: core} }

// Name implements pipeline.Stage.
func (s *Stage) Name() string { return "abuse" }

// phraseWords holds, per language pack, every word of the abuse cue
// phrases and lexicon entries of a language written with spaces.
var phraseWords lexdata.Derived[*lexdata.Pack, map[string]bool]

// KnownWord reports whether word is a word of one of lang's abuse cues or
// lexicon entries ("nudes" of "envoie-moi des nudes"): the spelling stage
// keeps such words as written, so that the phrases still match.
func (s *Stage) KnownWord(lang *lexdata.Language, word string) bool {
	if lang == nil || lang.Pack() == nil || unspaced[lang.ID()] {
		return false
	}
	var core *lexdata.Core
	if s.core != nil {
		if c, err := s.core(); err == nil {
			core = c
		}
	}
	shared, err := loadShared(core)
	if err != nil {
		return false
	}
	m, err := loadModel(lang.ID(), lang, shared)
	if err != nil {
		return false
	}
	words, err := phraseWords.Get(lang.Pack(), func() (map[string]bool, error) {
		set := map[string]bool{}
		for _, ps := range m.byWord {
			for _, p := range ps {
				for _, w := range p.words {
					set[w] = true
				}
			}
		}
		return set, nil
	})
	return err == nil && words[m.norm(word)]
}

// Run implements pipeline.Stage. It does nothing when the request turned
// abuse off.
func (s *Stage) Run(ctx context.Context, d *doc.Document, lang *lexdata.Language) error {
	if !d.Opts.Abuse {
		return nil
	}
	var core *lexdata.Core
	if s.core != nil {
		if c, err := s.core(); err == nil {
			core = c
		}
	}
	found, raised, err := Analyze(ctx, d, lang, core)
	if err != nil {
		return fmt.Errorf("abuse: %w", err)
	}
	d.Abuse = found
	d.Raised = raised
	return nil
}
