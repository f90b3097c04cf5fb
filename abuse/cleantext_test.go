package abuse_test

import (
	"slices"
	"testing"
)

// TestCleanTextReadings checks everyday sentences of the kinds that set
// off rules on clean text (a bill taken for a threat, a policy phrase for
// a dogwhistle, what the reader has for what they are called, a broken
// thing for distress, a place name for a drink, a word inside a
// prepositional phrase for a name called), beside the abuse the same
// rules must still find. The sentences are written for
// the test, not taken from an evaluation set.
func TestCleanTextReadings(t *testing.T) {
	for _, c := range []struct {
		lang, text string
		typ        string // the type in question
		want       bool   // whether an instance of typ is expected
	}{
		{"en", "If you keep the towels, the hotel will charge you $20 per towel.", "criminal_activity", false},
		{"en", "We plan to execute it before the deadline on Friday.", "criminal_activity", false},
		{"en", "I will kill you.", "criminal_activity", true},

		{"en", "Women are disgusting.", "bigotry", true},

		{"en", "The committee debated the tax cuts for several months before the vote.", "bigotry", false},

		{"en", "When you meet a thief in the street, call the police at once.", "personal_attack", false},
		{"en", "You are a thief and a liar.", "personal_attack", true},

		{"en", "My phone screen was broken after I dropped it on the stairs.", "mental_issues", false},
		{"en", "We sat at empty tables near the window and ordered lunch.", "mental_issues", false},
		{"en", "I feel so sad and lonely every night.", "mental_issues", true},

		{"en", "My family and I visited Champagne, France last summer.", "adult_only", false},
		{"en", "I got so drunk last night with my friends.", "adult_only", true},

		{"en", "Their states were financed by terrorist groups for years.", "allegation", false},

		{"en", "Blood flows to the brain through the arteries of the neck.", "disturbing", false},

		{"en", "They also don't tell you when the office closes on holidays.", "sexual_advances", false},

		{"fa", "به نظر شما دزدی در این شهر زیاد است؟", "personal_attack", false},

		// An injury named with the body part after it is a diagnosis, as
		// with the part before it; wished or promised it is harm.
		{"es", "Sufrió una doble fractura de tibia en el partido.", "disturbing", false},
		{"en", "She suffered a fracture of the hip last winter.", "disturbing", false},
		{"en", "I will give you a fracture of the skull.", "disturbing", true},
		{"en", "I hope he gets a stab wound in his neck.", "disturbing", true},

		// A possessive after a word owns the thing after it; it is not
		// the one called the word. People after it are the reader.
		{"pt", "Ele jogou no lixo sua reputação.", "personal_attack", false},
		{"pt", "Você é um lixo.", "personal_attack", true},
		{"de", "Dieser Affe ist schlauer als all ihr Frauen zusammen.", "personal_attack", true},

		// A colour of animals is no group, unless something hostile is
		// said with it; a pertainym is the group.
		{"de", "Zwei schwarze Hunde spielen auf einer Wiese.", "bigotry", false},
		{"de", "Diese schwarzen Affen gehören nicht hierher.", "bigotry", true},
		{"en", "Muslim pigs.", "bigotry", true},

		// A profane phrase's everyday part, function words only, is no
		// curse in edited prose; the whole phrase is.
		{"fr", "Le rappeur Kanye West se fait désormais appeler Ye.", "profanity", false},
		{"fr", "Va te faire enculer.", "profanity", true},

		// A genitive naming the kind of a thing is said of no one.
		{"fi", "Nyky-Saksa pitää erottaa natsien hallituksesta.", "generic", false},

		// A compound noun the lexicon knows is not its parts.
		{"en", "My daughter wants a guinea pig for her birthday.", "bigotry", false},
		{"en", "He ordered a ginger ale with his sandwich.", "adult_only", false},

		// A drink or smoke that names a kind of something else, or the
		// speaker only as a possessive, is no activity of theirs.
		{"en", "Our kitchen smelled of cigarette smoke for weeks.", "adult_only", false},
		{"en", "I drank a whole bottle of wine last night.", "adult_only", true},

		// Physical trouble is not distress; a feeling still is.
		{"en", "I have been suffering from a sore knee since March.", "mental_issues", false},
		{"en", "I have been suffering from depression for years.", "mental_issues", true},

		// One person of a group is not the group.
		{"en", "That woman at the front desk was rude to us.", "bigotry", false},
		{"en", "Women are rude and stupid.", "bigotry", true},

		// A group that hates something else is not hated.
		{"en", "Catholics already hate the new tax.", "bigotry", false},
		{"en", "I hate Catholics.", "bigotry", true},

		// Where the reader is is not what they are called.
		{"en", "You were in serious danger when the car slid off the road.", "personal_attack", false},

		// News narrates crimes; a possessive names no one who did them; a
		// fronted place makes the noun after the copula its subject.
		{"en", "Police said the two men killed a shopkeeper in Leeds on Tuesday night and fled in a stolen car.", "allegation", false},
		{"en", "Some of them lived on their loot for years.", "allegation", false},
		{"en", "In the back room were the thieves themselves.", "allegation", false},
		{"en", "He stole my bike.", "allegation", true},

		// A letter's "contact me" names no other channel; a
		// reader who is the subject of what follows is not groomed; a
		// reader with a bare modal is anyone; a verb acting on the
		// reader's thing calls no name; past narration is a story; a
		// body word naming a diagnosis is no gore.
		{"en", "Please contact me if you have questions about the schedule for next week.", "external_contact", false},
		{"en", "add me on snapchat", "external_contact", true},
		{"en", "text me", "external_contact", true},
		{"en", "I understand you have a new car and a nice garden.", "sexual_advances", false},
		{"en", "You can get a glass of wine at the bar downstairs.", "adult_only", false},
		{"en", "Tilt your head and cock your ears to the wind.", "personal_attack", false},
		{"en", "She stole the keys and drove off to the coast.", "allegation", false},
		{"en", "I cried all the way to the station.", "mental_issues", false},
		{"en", "He died from a brain haemorrhage two years later.", "disturbing", false},

		// An insult before a noun that names a thing is said of the thing
		// ("terrorist camps"), not of the reader; one before an animal is
		// still said of the animal, as before, and no attack.
		{"en", "Did you raid terrorist camps in the war?", "personal_attack", false},
		{"en", "That stupid dog barked all night long again.", "generic", false},
		{"en", "My stupid cat knocked the vase off the table this morning.", "generic", false},
		{"en", "The dumb bird keeps flying into the window.", "generic", false},
		{"en", "Do you still buy those stupid fucking shoes?", "generic", false},

		// The reader who starts a clause of their own is no object.
		{"en", "If they screw up you will have to pay twice.", "personal_attack", false},
		{"en", "If the builders screw up you could lose the house.", "personal_attack", false},
		{"en", "If they fuck up you could lose everything.", "personal_attack", false},
		{"en", "Screw you!", "personal_attack", true},

		// A sexual word's sense is not a phrasal verb's; a profane one's is.
		{"en", "They screw up and you could be worse off than before!", "profanity", false},
		{"en", "They always fuck up the orders at this place.", "profanity", true},

		// A word with no vulgar sense, in an ended sentence, is that sense.
		{"en", "Thousands of slaves worked on the sugar plantations of the island.", "profanity", false},

		// A food is no slur.
		{"en", "We ordered tacos and burritos at the stand by the harbour.", "bigotry", false},

		// "could not be happier" praises; other denials still deny.
		{"en", "My Mexican neighbours could not be happier with the new park.", "bigotry", false},
		{"en", "Immigrants have not been better for this country.", "bigotry", true},
		{"en", "Black people can never be smarter.", "bigotry", true},
		{"en", "Black people cannot be smarter.", "bigotry", true},
		{"en", "Things could not be better for the Muslims in our street.", "bigotry", false},
		{"en", "My Mexican neighbours couldn't be happier with the new park.", "bigotry", false},
		// The same litotes says a hostile comparative to the full: the
		// adjective's own sense decides, not the negator.
		{"en", "Black people could not be smarter.", "bigotry", false},
		{"en", "Muslims could not be more helpful.", "bigotry", false},
		{"en", "Black people could not be stupider.", "bigotry", true},
		{"en", "Black people could not be more stupid.", "bigotry", true},
		{"en", "Women could not be more useless.", "bigotry", true},
		{"en", "Immigrants couldn't be worse.", "bigotry", true},
		{"en", "Women could not be less intelligent.", "bigotry", true},
		{"en", "You could not be more stupid.", "personal_attack", true},
		{"en", "You could not be more helpful.", "personal_attack", false},

		// A relative clause about a thing threatens no one but the reader;
		// a weapon or a fist is its owner's threat.
		{"en", "The garden centre sells a spray that will kill them within a day.", "criminal_activity", false},
		{"en", "My gun will kill you.", "criminal_activity", true},
		{"en", "My bullets will kill you tonight.", "criminal_activity", true},
		{"en", "Our bombs will destroy you.", "criminal_activity", true},
		{"en", "His fists will break your face.", "criminal_activity", true},

		// A country's own legal act is no stance on it; its hate is.
		{"en", "In 1920 Russia bans the sale of vodka.", "contentious", false},
		{"en", "Israel hates Palestinians.", "contentious", true},
		{"en", "Russia hates gays.", "contentious", true},

		// An adjective opening the next item of a list is said of its noun.
		{"en", "They sheltered homeless women, frightened children and stupid tourists.", "bigotry", false},

		// A singular subject makes the group the object.
		{"en", "He married a woman whose patience he did not deserve.", "bigotry", false},
		{"en", "Women do not deserve to vote.", "bigotry", true},

		// An injury reported with the body part it is in is a diagnosis;
		// promised to the reader it is harm.
		{"en", "Officers said the victim had a gunshot wound to the head.", "disturbing", false},
		{"en", "The hiker suffered severe puncture wounds in his abdomen.", "disturbing", false},
		{"en", "I will give you a gunshot wound to the head.", "disturbing", true},

		// A word the lexicon reads in a neutral sense is no name called
		// when it is the subject of its verb.
		{"en", "Queen pays tribute to the victims of the flood.", "bigotry", false},

		// Harm to the reader's work or plans hurts no one; to their house
		// or family it threatens.
		{"en", "I think blogging your fiction will hurt your attempts to be published later.", "criminal_activity", false},
		{"en", "I will hurt your family.", "criminal_activity", true},
		{"en", "We will burn your house.", "criminal_activity", true},

		// A violent word inside a phrasal verb with no violent sense.
		{"en", "The finest dancers in town hang out at this club.", "criminal_activity", false},
		{"en", "I will beat up your brother.", "criminal_activity", true},

		// "Just die" said of a machine, or in the past, tells no one to die.
		{"en", "After three weeks of use, the laptop just died.", "personal_attack", false},
		{"en", "Those computers didn't just die on me like this one.", "personal_attack", false},
		{"en", "You should just die.", "personal_attack", true},

		// Giving up on a thing or an activity is practical trouble.
		{"en", "I give up on my data, I just want a fast computer.", "mental_issues", false},
		{"en", "I have given up on trying to fix it.", "mental_issues", false},
		{"en", "I give up on life.", "mental_issues", true},

		// An insult noun that modifies a thing in a compound names no one.
		{"en", "I want to have my boob job done by the cheapest good surgeon.", "generic", false},

		// A list phrase cut off inside a longer phrase is not that phrase.
		{"en", "Did you watch your girl on tv last night?", "profanity", false},
		{"en", "Some hostels do allow families in private rooms.", "external_contact", false},
		{"en", "Let's talk in private.", "external_contact", true},

		// An auxiliary written without its apostrophe hides no insult.
		{"en", "When they see that you arnt harming them, they calm down.", "personal_attack", false},

		// A verb with a thing for its object denies the group nothing.
		{"en", "I will never recommend this gym to any woman.", "bigotry", false},

		// A suspicion reported as "of being X" calls no one X.
		{"en", "Police surround the flat of a man suspected of being a serial killer.", "allegation", false},
		{"en", "He is a murderer.", "allegation", true},

		// An advance is made to the reader as its verb's subject or
		// object, or as a command, not in a thought about something.
		{"en", "You don't think it was because of female nudes considering the naked statues seen at museums and parks?", "sexual_advances", false},
		{"en", "send me your nudes", "sexual_advances", true},
		{"en", "Can you send me some of those hot nudes", "sexual_advances", true},
		// The parse gives the verb's subject: the reader in a relative
		// clause of it is not; an infinitive takes the object or subject of
		// the verb before it.
		{"en", "The guy you met sent nudes to my sister.", "sexual_advances", false},
		{"en", "Your friends who follow you sent nudes to my brother.", "sexual_advances", false},
		{"en", "I want you to send nudes", "sexual_advances", true},
		{"en", "I want them to send nudes", "sexual_advances", false},
		{"en", "Do you want to send me nudes", "sexual_advances", true},
	} {
		d := analyse(t, c.lang, c.text)
		if got := slices.Contains(types(d), c.typ); got != c.want {
			t.Errorf("%s %q: %s %v, want %v%s", c.lang, c.text, c.typ, got, c.want, describe(d))
		}
	}
}

// TestListItemTargets checks whom an adjective opening a list item is said
// of: the noun of its own item ("retarded people" among kinds the
// shelter takes in), unless that noun is only a word for members right
// after the group ("immigrants and dirty people").
func TestListItemTargets(t *testing.T) {
	for _, c := range []struct {
		text, tag string
		want      bool
	}{
		{"The shelter takes in outcast women, naive children, retarded people.", "sexism", false},
		{"Our town is full of immigrants and dirty people.", "xenophobia", true},
	} {
		d := analyse(t, "en", c.text)
		got := false
		for _, a := range d.Abuse {
			got = got || a.Type == "bigotry" && slices.Contains(a.Tags, c.tag)
		}
		if got != c.want {
			t.Errorf("%q: bigotry tagged %s %v, want %v%s", c.text, c.tag, got, c.want, describe(d))
		}
	}
}

// TestExemptionsKeepAbuse checks the false-positive exemptions beside the
// abuse they must not let through: for each exemption, sentences it is
// meant for and threats, insults and despair written alike. The sentences
// are written for the test, not taken from an evaluation set.
func TestExemptionsKeepAbuse(t *testing.T) {
	for _, c := range []struct {
		text string
		typ  string
		want bool
	}{
		// A violent word's phrasal verb: violent with an object, not
		// when it does nothing violent or has no object.
		{"We'll burn down the mosque.", "bigotry", true},
		{"We will burn down their mosques.", "criminal_activity", true},
		{"We will burn down your house.", "criminal_activity", true},
		{"I'll burn down your school.", "criminal_activity", true},
		{"Burn down their homes.", "criminal_activity", true},
		{"I'll smash up your car.", "criminal_activity", true},
		{"We will shoot down your plane.", "criminal_activity", true},
		{"We used to hang out at the mall.", "criminal_activity", false},

		// A thing between a violent verb and a pronoun: the verb's object
		// when the pronoun begins a clause of its own, not when the
		// pronoun is governed past the thing.
		{"I'll kick the shit out of you.", "criminal_activity", true},
		{"We'll beat the crap out of you.", "criminal_activity", true},
		{"I need to get rid of the extra energy they got from lunch.", "criminal_activity", false},
		{"I'll kick the shit out of your mom.", "criminal_activity", true},
		{"The soldiers were sacrificed for the mistakes of their generals.", "criminal_activity", false},
		{"I will destroy your life.", "criminal_activity", true},
		{"I will destroy your attempts to win the argument.", "criminal_activity", false},
		// Only a figurative harm spares what is abstract; an attack on an
		// event harms the people at it. A tangible thing or a life owned
		// by a possessive or by the reader is harm to them.
		{"I'll shoot up your wedding.", "criminal_activity", true},
		{"I'll bomb your wedding.", "criminal_activity", true},
		{"We'll blow up your concert.", "criminal_activity", true},
		{"I will shoot up your graduation ceremony.", "criminal_activity", true},
		{"I'll burn the homes of their families.", "criminal_activity", true},
		{"We will destroy the lives of their kids.", "criminal_activity", true},
		{"I'll burn the house you live in.", "criminal_activity", true},

		// "Just die" said of a thing is no urge; of a person with a modal
		// or after a wish, it is.
		{"Your mom should just die.", "personal_attack", true},
		{"They should just die.", "personal_attack", true},
		{"Everyone here should just die.", "personal_attack", true},
		{"I wish you just died.", "personal_attack", true},
		{"My laptop just died.", "personal_attack", false},
		{"It just died on me this morning.", "personal_attack", false},

		// An injury to a body part is a report when it happened, harm
		// wished when deserved, given or hoped for.
		{"He deserves a gunshot wound to the head.", "disturbing", true},
		{"They all deserve a gunshot wound to the head.", "disturbing", true},
		{"Someone should give him a gunshot wound to the head.", "disturbing", true},
		{"I hope he gets a stab wound in his neck.", "disturbing", true},
		{"He suffered a gunshot wound to the head.", "disturbing", false},
		{"Gunshot wound to the head, that's what you all need.", "disturbing", true},
		{"Gunshot wound to the head for every one of them.", "disturbing", true},
		{"He was taken to hospital with stab wounds to his chest.", "disturbing", false},
		{"The victim suffered stab wounds to the chest.", "disturbing", false},

		// A noun that modifies a thing in a compound is said of the thing
		// only in a noun phrase of someone else's.
		{"you scum bag", "personal_attack", true},
		{"you twat waffle", "personal_attack", true},
		{"I had my boob job last year.", "personal_attack", false},

		// Giving up on an activity is no despair; on living it is.
		{"I have given up on living.", "mental_issues", true},
		{"I give up on trying to live.", "mental_issues", true},
		{"I have given up on trying to fix the printer.", "mental_issues", false},
		{"I've given up on trying to stay alive.", "mental_issues", true},
		{"I've given up on getting better.", "mental_issues", true},
		{"I've given up on trying to get help.", "mental_issues", true},

		// A picture of a thing is no advance; of the reader or a body
		// part it is. A beating promised is no sex.
		{"Can you send me a picture of the receipt?", "sexual_advances", false},
		{"Send me a picture of your new car.", "sexual_advances", false},
		{"send me a picture of you", "sexual_advances", true},
		{"send me a picture of your tits", "sexual_advances", true},
		{"Send me a picture of your panties.", "sexual_advances", true},
		{"Send me a photo of your lingerie.", "sexual_advances", true},
		{"Send me a picture of the damage so I can file the claim.", "sexual_advances", false},
		{"I'd love it if you sent me nudes.", "sexual_advances", true},
		{"I'll kick the shit out of you.", "sexual_advances", false},
		{"I want to fuck you", "sexual_advances", true},

		// An activity given up is not done.
		{"I gave up on smoking years ago.", "adult_only", false},
		{"I quit drinking last year.", "adult_only", false},
		{"I got so drunk last night with my friends.", "adult_only", true},
		{"I have been smoking since I was twelve.", "adult_only", true},

		// "Of being" reports a suspicion only after a word of suspicion.
		{"He is guilty of being a rapist.", "allegation", true},
		{"Your father is known for being a child molester.", "allegation", true},
		{"Police surround the flat of a man suspected of being a serial killer.", "allegation", false},

		// A phrase is cut by the noun it modifies or governs, not by a
		// word of time or its own first word again.
		{"We can talk in private tonight.", "external_contact", true},
		{"Show me your tits in private tonight.", "external_contact", true},
		{"Meet me in private tomorrow and don't tell your mom.", "external_contact", true},
		{"They met in private rooms.", "external_contact", false},
		{"Wanna watch girl on girl porn with me?", "profanity", true},
		{"I'll fuck you with a strap on tonight.", "profanity", true},
		{"Is your girl on tv tonight?", "profanity", false},

		// A message sent to someone is no shot fired at them.
		{"I'll shoot you a text when I land.", "criminal_activity", false},
		{"I'll shoot you in the head.", "criminal_activity", true},

		// An insult said of a thing calls no one names.
		{"This phone is so dumb, it keeps crashing.", "generic", false},
		{"The stupid printer jammed again.", "generic", false},
		{"Your brother is so stupid.", "generic", true},
		{"The stupid driver cut me off.", "generic", true},
		// An insult before a compound noun is said of its last noun.
		{"I still have that stupid bluetooth mouse.", "generic", false},
		{"The stupid bus driver cut me off.", "generic", true},

		// A slur read in an everyday sense is a name called only with
		// something hostile beside it; a colour is not hostile.
		{"Oh, boy!", "bigotry", false},
		{"A boy is wearing an all black hat.", "bigotry", false},
		{"Get out of here, boy, you filthy monkey.", "bigotry", true},
		{"Shut up, boy, you dirty black ape.", "bigotry", true},

		// A slur inside a full name is the name.
		{"Mickey Dolan was hired as chief executive in May.", "bigotry", false},
		{"Go back home, you Paki.", "bigotry", true},
		{"Shut up, you dirty Paki.", "bigotry", true},

		// A game naming a kind of something else is no gambling.
		{"I like the gaming look of this laptop.", "adult_only", false},
		{"I lost my whole paycheck gambling at the casino last night.", "adult_only", true},
		{"We spent the whole weekend betting at the casino.", "adult_only", true},

		// A name for people takes a stance on a topic when predicated, not
		// as the thing it names.
		{"A new cancer vaccine is being tested in three hospitals.", "contentious", false},
		{"Abortion is a cancer on our society.", "contentious", true},
		{"People who support abortion are pigs.", "contentious", true},

		// What a passive verb does to a group is harm done to it, not said
		// of it; wished or prescribed, it is hate.
		{"Police arrest man after woman is stabbed to death", "bigotry", false},
		{"Women should be stabbed to death.", "bigotry", true},
		{"Muslims are considered worthless by everyone here.", "bigotry", true},
		// An exclusion told in the past passive is history.
		{"My grandmother was a Polish Jew who was deported to Auschwitz in 1942.", "bigotry", false},
		{"Thousands of Muslims were expelled from the city during the war.", "bigotry", false},
		{"Jews should be deported.", "bigotry", true},
		{"Muslims were rightly expelled and should never come back.", "bigotry", true},

		// What the speaker says they were is said of the speaker.
		{"Back then I was a stupid young college girl who believed everything.", "bigotry", false},
		{"Every woman is dumb.", "bigotry", true},
		{"I am a woman and women are dumb.", "bigotry", true},
		// A speaker who says they are like the group speaks of the group;
		// a prepositional phrase before the noun names no one.
		{"I am a dumb girl, just like every other girl.", "bigotry", true},
		{"I am a stupid woman, like every woman.", "bigotry", true},
		{"I was a stupid girl, as girls are.", "bigotry", true},
		{"In my experience woman is dumber than man.", "bigotry", true},

		// A slur is part of a name only when the lexicon knows it as one,
		// never beside a place or before the name it is aimed at.
		{"Go back to China Chink.", "bigotry", true},
		{"Go back to Mexico Spic.", "bigotry", true},
		{"Happy Birthday Nigger.", "bigotry", true},
		{"I hate Nigger Obama.", "bigotry", true},
		{"Kike Soros funds the riots.", "bigotry", true},
		{"Shut up Coon Johnson.", "bigotry", true},
		{"Dyke Sarah should leave.", "bigotry", true},
		{"Gook Kim.", "bigotry", true},
		{"Go home, Kike Goldberg.", "bigotry", true},
		{"Dick Cheney was vice president.", "bigotry", false},

		// An exclusion approved, wished, deserved or conditional is no
		// history.
		{"Glad the immigrants were deported.", "bigotry", true},
		{"Thank God the Mexicans were deported.", "bigotry", true},
		{"Muslims were expelled, hooray.", "bigotry", true},
		{"Muslims were deported, finally.", "bigotry", true},
		{"Jews were deported and I loved it.", "bigotry", true},
		{"The Muslims were deported, as they deserved.", "bigotry", true},
		{"Immigrants were deported, as they should be.", "bigotry", true},
		{"It would be better if immigrants were deported.", "bigotry", true},
		{"I'd be happy if all Muslims were expelled.", "bigotry", true},
		{"Muslims have been deported, thank god.", "bigotry", true},

		// Only harm done to a group is exempt as a passive; a participle
		// that describes it is said of it.
		{"Muslims are associated with terrorism.", "bigotry", true},
		{"Immigrants are linked to crime.", "bigotry", true},
		{"Muslims are known for terrorism.", "bigotry", true},
		{"Jews are known thieves.", "bigotry", true},
		{"Blacks are predisposed to crime.", "bigotry", true},
		{"Muslims are addicted to violence.", "bigotry", true},
		{"Muslims are associated with the month of Ramadan.", "bigotry", false},
		{"Jews are known for their contributions to science.", "bigotry", false},

		// A slur in its everyday sense is a name called when the reader is
		// told what to do or addressed; an interjection is not.
		{"Shut up, boy.", "bigotry", true},
		{"Sit down boy", "bigotry", true},
		{"Get back to work, boy.", "bigotry", true},
		{"Know your place, boy.", "bigotry", true},
		{"Shut up, fairy.", "bigotry", true},
		{"Hey boy, go back to the fields.", "bigotry", true},
		{"Oh boy, what a day.", "bigotry", false},
		{"Boy oh boy.", "bigotry", false},
		{"Boy o boy, look at that.", "bigotry", false},

		// A bare noun phrase headed by an insult takes a stance; the insult
		// as a modifier of another noun does not.
		{"Pro-life scum.", "contentious", true},
		{"Abortion scum.", "contentious", true},
		{"Vaccine cult scum.", "contentious", true},
		{"Cancer of feminism.", "contentious", true},
		{"The abortion plague.", "contentious", true},
		{"The cancer that is feminism.", "contentious", true},

		// A group noun after an insult counts as people.
		{"The stupid black family next door.", "generic", true},
		{"Stupid woman logic.", "generic", true},
		{"That stupid immigrant accent.", "generic", true},
		{"Dumb blonde moment.", "generic", true},

		{"I love gambling websites.", "adult_only", true},

		// An insult read as an adverb says how something is done, not
		// what the reader is.
		{"You should try walking backwards up the hill for a little while.", "personal_attack", false},
		{"You backward idiot.", "personal_attack", true},
		{"You are so dumb.", "personal_attack", true},

		// An insult predicated of a thing of no known sense after a
		// determiner insults no one; of a person it does.
		{"This app is so dumb.", "generic", false},
		{"This app is so dumb.", "personal_attack", false},
		{"This guy is so dumb.", "generic", true},

		// A drink that names a kind of something else (adjectives
		// between), or the object of a negated verb, is no activity; a
		// noun of time after it is no compound.
		{"You were too busy showing off your vintage tee shirt.", "adult_only", false},
		{"We didn't want a bottle of bubbly on a weekday.", "adult_only", false},
		{"I drank a vintage port last night.", "adult_only", true},
		{"We opened a bottle of bubbly to celebrate.", "adult_only", true},

		// A draw is played, not offered, unless someone is invited; a
		// command naming the speaker invites.
		{"We won the lottery at work last year.", "adult_only", false},
		{"I entered the raffle at the school fair.", "adult_only", false},
		{"buy lottery tickets with me kid", "adult_only", true},
		{"Come drink beer with me tonight.", "adult_only", true},
		{"Add the wine to the sauce and stir.", "adult_only", false},

		// A noun naming the kind of a thing is said of no one.
		{"The museum returned the nazi stolen art to the family.", "generic", false},
		{"My grandfather was a Polish Jew who was deported by the Nazi regime that occupied his town.", "bigotry", false},
		{"My grandfather was a Polish Jew who was deported by the Nazi regime that occupied his town.", "generic", false},
		{"You nazi.", "personal_attack", true},
		{"He is a nazi.", "generic", true},

		// An activity quit through a gerund is quit too.
		{"I quit smoking cigarettes last year.", "adult_only", false},
		{"I love smoking cigarettes after dinner.", "adult_only", true},

		// A meeting with a stated business names no other channel; a
		// request for a channel is no manner of meeting.
		{"DM me to read my essay.", "external_contact", true},
		{"Let's meet in private to discuss the contract.", "external_contact", false},
		{"Let's meet in private.", "external_contact", true},
		{"Let's meet in private to see your body.", "external_contact", true},

		// An attributive adjective describes a thing, not the speaker.
		{"i got a headache watching this meaningless downer.", "mental_issues", false},
		{"I feel so meaningless.", "mental_issues", true},

		// Harm to the place someone lives in or the thing they own is
		// harm to them; to what they made it is not.
		{"I will burn the house they live in.", "criminal_activity", true},
		{"I will burn the car that he owns.", "criminal_activity", true},
		{"I will burn the letters they wrote.", "criminal_activity", false},
	} {
		d := analyse(t, "en", c.text)
		if got := slices.Contains(types(d), c.typ); got != c.want {
			t.Errorf("%q: %s %v, want %v%s", c.text, c.typ, got, c.want, describe(d))
		}
	}
}
