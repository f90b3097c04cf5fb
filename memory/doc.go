// Package memory keeps the long-term context of a conversation: the
// memory object of the service (flags, antecedents and assign rules) that
// a caller passes from one response into the settings of the next
// request. It runs as two pipeline stages.
//
// memory(apply), after grammar, changes how the words of the text are read:
//
//   - assign rules: if {regex, family, features, hypernym} (all given parts
//     must match) then {family, features, hypernym, attribution}. The
//     regex (RE2) is matched against the word as written (after spelling
//     correction) and against its lemma, and family against the word's
//     chosen family, so a rule reaches every inflected form. A new family
//     becomes the word's chosen sense (a code word: "snow" read as
//     cocaine is then drug talk for the abuse stage); a hypernym is added
//     to the word's family (the entities stage reports a category of
//     artifacts given a hypernym under artifact as item_of_interest, and
//     relevance counts the hypernym); features overwrite the grammar
//     features of the same category (a gender for first-person forms); attribution marks
//     the word as introducing reported speech (abuse in its sentence is
//     one severity level lower, as it is reported, not uttered). Rules run
//     in order; a rule sees what earlier rules did.
//   - antecedents: when the memory holds antecedents, third-person
//     pronouns and definite references ("the animal", "the drug") are
//     resolved to the most recent agreeing referent, first of the text so
//     far, then of earlier calls. The word then carries the referent's
//     family, so that later stages see what it stands for ("sell it" after
//     "I have cocaine" is drug trade). Agreement: number must match where
//     both have it; a gendered pronoun needs the same grammatical gender,
//     or, for nouns without gender, a person; a neuter one a non-person.
//     A definite reference resolves to a referent that is a kind of it.
//
// memory(state), last in the pipeline, applies the context flags to the
// findings, raises the flags the text implies, and records the referents
// of the text as antecedents for later calls (the most recent first, at
// most [MaxAntecedents]).
//
// # Flags
//
// Every flag of the service has an effect on later analysis. The abuse
// stage honours five itself (see package abuse):
//
//   - game_violence_ok: threats against individuals are not reported.
//   - possible_minor: sexual advances and adult-only activities are one
//     level more severe. Raised by the text when the writer discloses an
//     age under 18.
//   - sexually_conservative: explicit words are also reported as adult_only.
//   - paranoid_mode: words with a common clean meaning count on their own.
//   - aggressive_crime_scan: drugs and weapons are reported even when
//     nothing is offered.
//
// memory(state) implements the others:
//
//   - agents_of_bad_things: allegation and criminal_activity are one level
//     more severe. Raised when the text has either.
//   - bad_animal: a sentence addressing the reader that names an animal is
//     a personal_attack (low, tag insult): "you pig".
//   - bulk_message: spam is one level more severe, and signal2noise is
//     halved (package relevance).
//   - death_related: mental_issues and disturbing are one level more
//     severe. Raised by suicidal statements and gore (package abuse).
//   - make_money, won_prize, work_from_home: spam and external_contact are
//     one level more severe and tagged with the flag (the contact request
//     follows a pitch). Raised by those kinds of spam (package abuse).
//   - my_departure: mental_issues is one level more severe (leaving plus
//     distress). Raised when the writer speaks of leaving ("I will leave").
//   - trusted_party: data_leak and external_contact are one level more
//     severe (a claim of trust before a request for data is phishing).
//   - waste: profanity whose words name waste or excrement is dropped: in a
//     conversation about waste they are topic words.
//   - organization: plural pronouns ("they") may resolve to a singular
//     organization antecedent ("the company ... they"). Raised when the
//     text names a particular organization (a name, or a noun after a
//     definite article or demonstrative).
//   - role: gendered pronouns may resolve to a person antecedent of
//     another grammatical gender (German "der Arzt ... sie": the holder of
//     a role named in the masculine). Raised when the text names a
//     particular worker or leader, as for organization.
//
// This package is not for deciding what is abusive (package abuse) or for
// coreference inside long documents: it resolves what a chat needs, the
// nearest agreeing referent.
package memory
