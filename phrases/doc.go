// Package phrases builds the phrase forest of each sentence, with the
// semantic role of each phrase and word: the service's parse_tree and the
// words' role.
//
// # Parsing
//
// The parser reads the part of speech and UD features the grammar stage
// gave each word; it is a cascade of rules, not a trained model:
//
//  1. Base chunks ([Chunks]): noun phrases (determiners, numerals,
//     adjectives, possessives and the nouns of a compound around a nominal
//     head, the head last where modifiers precede the noun and first where
//     they follow it), verb groups (a verb with its auxiliaries and the
//     particles and adverbs between them; in verb-final languages the
//     auxiliaries after the verb), adpositions, adjective and adverb
//     phrases.
//  2. Adpositions join their noun phrase into a PP: the one after them, or
//     before them in postpositional languages (ja ko tr ur ps). A case
//     particle (が, を, را, نے) instead marks the noun phrase it follows,
//     as a case ending does on a Korean noun.
//  3. Genitive phrases ("of the hill", 東京の, a noun in the genitive case)
//     attach to the noun they modify; noun phrases separated only by
//     conjunctions and commas form a coordination.
//  4. Clauses: one per verb group that can have a subject of its own. In
//     verb-final languages a clause ends with its finite verb; elsewhere
//     the boundary between two verbs is the last conjunction,
//     subordinator, punctuation mark or relative pronoun between them, else
//     the subject just before a finite second verb. An auxiliary and a
//     later non-finite verb form one bracket ("wurde ... gefahren").
//  5. Functions: case particles, case endings, UD Case features and
//     adpositions decide first (agent markers in the passive, beneficiary
//     markers); the bare noun phrases left are placed by the language's
//     basic order (SVO, SOV, VSO): the subject before the verb, the object
//     (and a first animate beneficiary) after it, or subject then object
//     before the verb in SOV; an expletive ("there is") hands the subject
//     to the phrase after the verb. The case features weigh in: Acc and
//     the Finnish partitive (Par) mark objects; in Pashto's past tense
//     (split ergativity) the oblique case marks the agent and the direct
//     case the patient; in a pro-drop language (fi, tr) a first- or
//     second-person verb without a pronoun takes no noun phrase for its
//     subject; a case preposition (Hebrew את) marks its noun phrase.
//  6. Roles: subject -> agent, object -> patient, dative -> beneficiary,
//     adverbials and other PPs -> circumstance, predicates of a copula ->
//     complement. In the passive (Voice=Pass, a passive auxiliary with a
//     participle, also one the tagger made an adjective, a passive prefix,
//     or a passive infix inside the verb: Korean 되다, 받다, 당하다,
//     -어지다) the subject is the patient and the agent marker's phrase
//     ("by David"; in Vietnamese the noun phrase between được/bị and the
//     verb) the agent. Names get their parts:
//     title, social_role, given_name and surname in the language's order.
//
// The per-language knowledge (word order, adposition side, noun-phrase
// head side, passive auxiliaries, agent, beneficiary and genitive markers,
// case particles, titles) is the readable table data/markers.tsv; a
// language without a line gets the defaults (SVO, prepositions, modifiers
// before the noun).
//
// # The forest
//
// Each clause is an S whose children are its phrases and a VP. The VP
// starts at the main verb: auxiliaries before it stay members of the S,
// as the service writes "(The|car)|was|(driven|by|David)". In verb-medial
// and verb-initial order the VP holds the phrases after the verb up to a
// subject; in verb-final order it holds the phrases between the subject
// and the verb, and ends with the verb and its auxiliaries: the sentence
// is parsed in its own order. A subordinate clause (opened by a
// subordinating conjunction or a relative word; in verb-final languages
// also one closed by a subordinator or built on a converb or participle)
// is an S nested in the main clause next to it: the one before it, or in
// verb-final languages the one after it. A sentence without a verb is a
// forest of its phrases. With Options.Alternatives, a close alternative reading is
// added when the sentence has one: a PP after an object attached to the
// object rather than to the verb.
//
// Commonsense cues (the semantic class of a word's sense, from the core
// pack) decide whether a noun can be a beneficiary and whether a noun
// before a name is a social role, and keep places and organisations from
// being split into given names and surnames; disable_commonsense_cues
// parses without them.
//
// # The stage
//
// [Stage] runs after grammar. It stores the forests in Sentence.Parses
// (token indices) and the roles in Token.Role, the role of a phrase on its
// head word; a name part replaces the role on the words of a name. It adds
// nothing with disable_phrases.
//
// The package is not for tagging (package grammar) nor for rendering the
// service's notation (the root package).
package phrases
