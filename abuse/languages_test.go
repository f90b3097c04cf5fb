package abuse_test

import (
	"slices"
	"testing"
)

// The cases of TestEveryLanguage: what each message must produce.
const (
	caseInsult   = "insult"   // an insult aimed at the reader
	caseBigotry  = "bigotry"  // hostility towards a protected group
	caseThreat   = "threat"   // a threat to the reader
	caseDrugs    = "drugs"    // an offer to sell hard drugs
	caseContact  = "contact"  // a request to move to another app
	caseAdvance  = "advance"  // a sexual advance
	caseSuicide  = "suicide"  // a suicidal statement in the first person
	caseSwear    = "swear"    // a swearword alone or as emphasis
	caseNeutral  = "neutral"  // control: a protected group mentioned neutrally
	caseNegation = "negation" // control: a negated insult

	caseAdult       = "adult"       // the speaker drinking
	caseAllegation  = "allegation"  // a third person called a thief
	caseDisturbing  = "disturbing"  // a body part cut off
	caseGibberish   = "gibberish"   // keys mashed on the language's keyboard
	caseHierarchy   = "hierarchy"   // newcomers told to know their place
	caseSpam        = "spam"        // click here, win money, buy now
	caseLeak        = "leak"        // the speaker's password
	caseContentious = "contentious" // a strong stance on abortion
	caseGeneric     = "generic"     // a third person called an idiot
)

// wantType is the type each case must produce ("" for none at all).
var wantType = map[string]string{
	caseInsult:   "personal_attack",
	caseBigotry:  "bigotry",
	caseThreat:   "criminal_activity",
	caseDrugs:    "criminal_activity",
	caseContact:  "external_contact",
	caseAdvance:  "sexual_advances",
	caseSuicide:  "mental_issues",
	caseSwear:    "profanity",
	caseNeutral:  "",
	caseNegation: "",

	caseAdult:       "adult_only",
	caseAllegation:  "allegation",
	caseDisturbing:  "disturbing",
	caseGibberish:   "no_meaningful_content",
	caseHierarchy:   "social_hierarchy",
	caseSpam:        "spam",
	caseLeak:        "data_leak",
	caseContentious: "contentious",
	caseGeneric:     "generic",
}

// languageCase is one chat message of TestEveryLanguage. known, when set,
// says why the case fails for a reason a cue list cannot fix (the packs
// lack the word, tokenization, an engine rule): the test then logs the
// failure instead of reporting it.
type languageCase struct {
	lang, name, text string
	known            string
}

var languageCases = []languageCase{
	{lang: "ar", name: caseInsult, text: "انت غبي والله"},
	{lang: "ar", name: caseBigotry, text: "أنا أكره اليهود"},
	{lang: "ar", name: caseThreat, text: "والله سأقتلك"},
	{lang: "ar", name: caseDrugs, text: "أبيع كوكايين، راسلني خاص"},
	{lang: "ar", name: caseContact, text: "ضيفني على التليجرام"},
	{lang: "ar", name: caseAdvance, text: "ابعتيلي صورك عريانة"},
	{lang: "ar", name: caseSuicide, text: "أريد أن أنتحر"},
	{lang: "ar", name: caseSwear, text: "تبا!"},
	{lang: "ar", name: caseNeutral, text: "يعمل كثير من المهاجرين في المستشفيات."},
	{lang: "ar", name: caseNegation, text: "أنت لست غبيا"},

	{lang: "da", name: caseInsult, text: "du er sgu en idiot"},
	{lang: "da", name: caseBigotry, text: "jeg hader muslimer"},
	{lang: "da", name: caseThreat, text: "jeg slår dig ihjel"},
	{lang: "da", name: caseDrugs, text: "sælger kokain, skriv til mig"},
	{lang: "da", name: caseContact, text: "tilføj mig på snap"},
	{lang: "da", name: caseAdvance, text: "send mig nøgenbilleder"},
	{lang: "da", name: caseSuicide, text: "jeg vil slå mig selv ihjel"},
	{lang: "da", name: caseSwear, text: "sikke noget lort!"},
	{lang: "da", name: caseNeutral, text: "Mange indvandrere arbejder på hospitaler."},
	{lang: "da", name: caseNegation, text: "du er ikke dum"},

	{lang: "de", name: caseInsult, text: "du bist so ein idiot"},
	{lang: "de", name: caseBigotry, text: "ich hasse ausländer"},
	{lang: "de", name: caseThreat, text: "ich bring dich um"},
	{lang: "de", name: caseDrugs, text: "verkaufe koks, schreib mir privat"},
	{lang: "de", name: caseContact, text: "adde mich auf telegram"},
	{lang: "de", name: caseAdvance, text: "schick mir nacktbilder"},
	{lang: "de", name: caseSuicide, text: "ich will mich umbringen"},
	{lang: "de", name: caseSwear, text: "scheiße!"},
	{lang: "de", name: caseNeutral, text: "Viele Einwanderer arbeiten in Krankenhäusern."},
	{lang: "de", name: caseNegation, text: "du bist nicht dumm"},

	{lang: "en", name: caseInsult, text: "you are such an idiot"},
	{lang: "en", name: caseBigotry, text: "gay people are disgusting"},
	{lang: "en", name: caseThreat, text: "I will kill you"},
	{lang: "en", name: caseDrugs, text: "selling cocaine, message me"},
	{lang: "en", name: caseContact, text: "add me on telegram"},
	{lang: "en", name: caseAdvance, text: "send me nudes"},
	{lang: "en", name: caseSuicide, text: "I want to kill myself"},
	{lang: "en", name: caseSwear, text: "fuck!"},
	{lang: "en", name: caseNeutral, text: "Many immigrants work in hospitals."},
	{lang: "en", name: caseNegation, text: "you are not stupid"},

	{lang: "es", name: caseInsult, text: "eres un imbécil"},
	{lang: "es", name: caseBigotry, text: "odio a los inmigrantes"},
	{lang: "es", name: caseThreat, text: "te voy a matar"},
	{lang: "es", name: caseDrugs, text: "vendo perico, escríbeme al privado"},
	{lang: "es", name: caseContact, text: "agrégame en telegram"},
	{lang: "es", name: caseAdvance, text: "mándame fotos desnuda"},
	{lang: "es", name: caseSuicide, text: "me quiero suicidar"},
	{lang: "es", name: caseSwear, text: "¡joder!"},
	{lang: "es", name: caseNeutral, text: "Muchos inmigrantes trabajan en hospitales."},
	{lang: "es", name: caseNegation, text: "no eres tonto"},

	{lang: "fa", name: caseInsult, text: "تو خیلی احمقی"},
	{lang: "fa", name: caseBigotry, text: "از همجنس\u200cگراها متنفرم"},
	{lang: "fa", name: caseThreat, text: "می\u200cکشمت"},
	{lang: "fa", name: caseDrugs, text: "کوکائین می\u200cفروشم، پیوی پیام بده"},
	{lang: "fa", name: caseContact, text: "تو تلگرام ادم کن"},
	{lang: "fa", name: caseAdvance, text: "عکس لختت رو بفرست"},
	{lang: "fa", name: caseSuicide, text: "می\u200cخوام خودمو بکشم", known: "the tagger marks بکشم Polarity=Neg, so the statement reads as negated"},
	{lang: "fa", name: caseSuicide, text: "می\u200cخوام خودکشی کنم"},
	{lang: "fa", name: caseSwear, text: "لعنتی!"},
	{lang: "fa", name: caseNeutral, text: "بسیاری از مهاجران در بیمارستان\u200cها کار می\u200cکنند."},
	{lang: "fa", name: caseNegation, text: "تو احمق نیستی"},

	{lang: "fi", name: caseInsult, text: "sä oot ihan idiootti"},
	{lang: "fi", name: caseBigotry, text: "vihaan maahanmuuttajia"},
	{lang: "fi", name: caseThreat, text: "mä tapan sut"},
	{lang: "fi", name: caseDrugs, text: "myyn kokaiinia, laita yksityisviestiä"},
	{lang: "fi", name: caseContact, text: "lisää mut telegramiin"},
	{lang: "fi", name: caseAdvance, text: "lähetä mulle alastonkuvia"},
	{lang: "fi", name: caseSuicide, text: "haluan tappaa itseni"},
	{lang: "fi", name: caseSwear, text: "voi vittu!"},
	{lang: "fi", name: caseNeutral, text: "Monet maahanmuuttajat työskentelevät sairaaloissa."},
	{lang: "fi", name: caseNegation, text: "et sä oo tyhmä"},

	{lang: "fr", name: caseInsult, text: "t'es vraiment un connard"},
	{lang: "fr", name: caseBigotry, text: "je déteste les musulmans"},
	{lang: "fr", name: caseThreat, text: "je vais te tuer"},
	{lang: "fr", name: caseDrugs, text: "je vends de la coke, écris-moi en mp"},
	{lang: "fr", name: caseContact, text: "ajoute-moi sur telegram"},
	{lang: "fr", name: caseAdvance, text: "envoie-moi des nudes"},
	{lang: "fr", name: caseSuicide, text: "j'ai envie de me suicider"},
	{lang: "fr", name: caseSwear, text: "putain de merde !"},
	{lang: "fr", name: caseNeutral, text: "Beaucoup d'immigrés travaillent dans les hôpitaux."},
	{lang: "fr", name: caseNegation, text: "t'es pas stupide"},

	{lang: "he", name: caseInsult, text: "אתה מטומטם"},
	{lang: "he", name: caseBigotry, text: "אני שונא ערבים"},
	{lang: "he", name: caseThreat, text: "אני אהרוג אותך"},
	{lang: "he", name: caseDrugs, text: "מוכר קוקאין, דברו איתי בפרטי"},
	{lang: "he", name: caseContact, text: "תוסיף אותי בטלגרם"},
	{lang: "he", name: caseAdvance, text: "שלחי לי תמונות עירום"},
	{lang: "he", name: caseSuicide, text: "אני רוצה להתאבד"},
	{lang: "he", name: caseSwear, text: "לעזאזל!"},
	{lang: "he", name: caseNeutral, text: "הרבה מהגרים עובדים בבתי חולים."},
	{lang: "he", name: caseNegation, text: "אתה לא טיפש"},

	{lang: "id", name: caseInsult, text: "dasar goblok lo"},
	{lang: "id", name: caseBigotry, text: "gue benci orang yahudi"},
	{lang: "id", name: caseThreat, text: "gue bunuh lo"},
	{lang: "id", name: caseDrugs, text: "jual sabu, japri aja"},
	{lang: "id", name: caseContact, text: "add aku di telegram dong"},
	{lang: "id", name: caseAdvance, text: "kirim foto bugil dong"},
	{lang: "id", name: caseSuicide, text: "aku pengen bunuh diri"},
	{lang: "id", name: caseSwear, text: "sialan!"},
	{lang: "id", name: caseSwear, text: "anjing!", known: "the pack has anjing as an insult only, so the bare exclamation is read as name-calling"},
	{lang: "id", name: caseNeutral, text: "Banyak imigran bekerja di rumah sakit."},
	{lang: "id", name: caseNegation, text: "kamu nggak bodoh"},

	{lang: "it", name: caseInsult, text: "sei proprio un coglione"},
	{lang: "it", name: caseBigotry, text: "odio i musulmani"},
	{lang: "it", name: caseThreat, text: "giuro che ti ammazzo"},
	{lang: "it", name: caseDrugs, text: "vendo cocaina, scrivimi in privato"},
	{lang: "it", name: caseContact, text: "aggiungimi su telegram"},
	{lang: "it", name: caseAdvance, text: "mandami foto nuda"},
	{lang: "it", name: caseSuicide, text: "voglio ammazzarmi"},
	{lang: "it", name: caseSwear, text: "cazzo!"},
	{lang: "it", name: caseNeutral, text: "Molti immigrati lavorano negli ospedali."},
	{lang: "it", name: caseNegation, text: "non sei stupido"},

	{lang: "ja", name: caseInsult, text: "お前ほんとバカだな"},
	{lang: "ja", name: caseBigotry, text: "ゲイは気持ち悪い"},
	{lang: "ja", name: caseThreat, text: "お前を殺してやる"},
	{lang: "ja", name: caseDrugs, text: "コカイン売ります、DMください"},
	{lang: "ja", name: caseContact, text: "LINE交換しよう"},
	{lang: "ja", name: caseAdvance, text: "裸の写真送って"},
	{lang: "ja", name: caseSuicide, text: "もう死にたい"},
	{lang: "ja", name: caseSwear, text: "クソが！"},
	{lang: "ja", name: caseNeutral, text: "多くの移民が病院で働いている。"},
	{lang: "ja", name: caseNegation, text: "お前はバカじゃない"},

	{lang: "ko", name: caseInsult, text: "너 진짜 멍청하다"},
	{lang: "ko", name: caseBigotry, text: "난 게이가 싫어"},
	{lang: "ko", name: caseThreat, text: "너 죽여버릴 거야"},
	{lang: "ko", name: caseDrugs, text: "코카인 팝니다, 텔레로 연락주세요"},
	{lang: "ko", name: caseContact, text: "카톡 추가해줘"},
	{lang: "ko", name: caseAdvance, text: "야한 사진 보내줘"},
	{lang: "ko", name: caseSuicide, text: "자살하고 싶어"},
	{lang: "ko", name: caseSwear, text: "씨발!"},
	{lang: "ko", name: caseNeutral, text: "많은 이민자들이 병원에서 일한다."},
	{lang: "ko", name: caseNegation, text: "너는 멍청하지 않아"},

	{lang: "ms", name: caseInsult, text: "bodoh la kau ni"},
	{lang: "ms", name: caseBigotry, text: "aku benci orang yahudi"},
	{lang: "ms", name: caseThreat, text: "aku bunuh kau nanti"},
	{lang: "ms", name: caseDrugs, text: "jual syabu, pm aku"},
	{lang: "ms", name: caseContact, text: "add aku kat telegram"},
	{lang: "ms", name: caseAdvance, text: "hantar gambar bogel kau"},
	{lang: "ms", name: caseSuicide, text: "aku nak bunuh diri"},
	{lang: "ms", name: caseSwear, text: "pukimak!"},
	{lang: "ms", name: caseSwear, text: "babi!", known: "the pack has babi as an insult only, so the bare exclamation is read as name-calling"},
	{lang: "ms", name: caseNeutral, text: "Ramai pendatang asing bekerja di hospital."},
	{lang: "ms", name: caseNegation, text: "kau tak bodoh"},

	{lang: "nl", name: caseInsult, text: "je bent echt een sukkel"},
	{lang: "nl", name: caseBigotry, text: "ik haat moslims"},
	{lang: "nl", name: caseThreat, text: "ik ga je vermoorden"},
	{lang: "nl", name: caseDrugs, text: "verkoop coke, stuur me een dm"},
	{lang: "nl", name: caseContact, text: "voeg me toe op snapchat"},
	{lang: "nl", name: caseAdvance, text: "stuur me naaktfoto's"},
	{lang: "nl", name: caseSuicide, text: "ik wil zelfmoord plegen"},
	{lang: "nl", name: caseSwear, text: "godverdomme!"},
	{lang: "nl", name: caseNeutral, text: "Veel immigranten werken in ziekenhuizen."},
	{lang: "nl", name: caseNegation, text: "je bent niet dom"},

	{lang: "no", name: caseInsult, text: "du er en idiot"},
	{lang: "no", name: caseBigotry, text: "jeg hater muslimer"},
	{lang: "no", name: caseThreat, text: "jeg skal drepe deg"},
	{lang: "no", name: caseDrugs, text: "selger kokain, send meg en melding"},
	{lang: "no", name: caseContact, text: "legg meg til på snap"},
	{lang: "no", name: caseAdvance, text: "send meg nakenbilder"},
	{lang: "no", name: caseSuicide, text: "jeg vil ta livet mitt"},
	{lang: "no", name: caseSwear, text: "faen!"},
	{lang: "no", name: caseNeutral, text: "Mange innvandrere jobber på sykehus."},
	{lang: "no", name: caseNegation, text: "du er ikke dum"},

	{lang: "pl", name: caseInsult, text: "jesteś debilem"},
	{lang: "pl", name: caseBigotry, text: "nienawidzę muzułmanów"},
	{lang: "pl", name: caseThreat, text: "zabiję cię"},
	{lang: "pl", name: caseDrugs, text: "sprzedam kokainę, pisz na priv"},
	{lang: "pl", name: caseContact, text: "dodaj mnie na telegramie"},
	{lang: "pl", name: caseAdvance, text: "wyślij mi nagie zdjęcia"},
	{lang: "pl", name: caseSuicide, text: "chcę się zabić"},
	{lang: "pl", name: caseSwear, text: "ja pierdolę, znowu pada"},
	{lang: "pl", name: caseNeutral, text: "Wielu imigrantów pracuje w szpitalach."},
	{lang: "pl", name: caseNegation, text: "nie jesteś głupi"},

	{lang: "ps-AF", name: caseInsult, text: "ته احمق یې"},
	{lang: "ps-AF", name: caseBigotry, text: "زه له یهودانو کرکه لرم"},
	{lang: "ps-AF", name: caseThreat, text: "زه به تا ووژنم"},
	{lang: "ps-AF", name: caseThreat, text: "زه به دې ووژنم", known: "دې is the weak pronoun 'you' here, but also 'this' and the optative particle, so it is no cue of the reader"},
	{lang: "ps-AF", name: caseDrugs, text: "کوکاین پلورم، پیغام راکړه"},
	{lang: "ps-AF", name: caseContact, text: "په واټساپ کې مې اډ کړه"},
	{lang: "ps-AF", name: caseAdvance, text: "خپل لوڅ عکسونه راولېږه"},
	{lang: "ps-AF", name: caseSuicide, text: "زه غواړم ځان ووژنم"},
	{lang: "ps-AF", name: caseSwear, text: "لعنت!"},
	{lang: "ps-AF", name: caseNeutral, text: "ډېر کډوال په روغتونونو کې کار کوي."},
	{lang: "ps-AF", name: caseNegation, text: "ته احمق نه یې"},

	{lang: "pt", name: caseInsult, text: "você é um idiota"},
	{lang: "pt", name: caseBigotry, text: "eu odeio imigrantes"},
	{lang: "pt", name: caseThreat, text: "vou te matar"},
	{lang: "pt", name: caseThreat, text: "vou matar você"},
	{lang: "pt", name: caseDrugs, text: "vendo cocaína, chama no privado"},
	{lang: "pt", name: caseContact, text: "me adiciona no telegram"},
	{lang: "pt", name: caseAdvance, text: "manda nudes"},
	{lang: "pt", name: caseSuicide, text: "eu quero me matar"},
	{lang: "pt", name: caseSwear, text: "merda!"},
	{lang: "pt", name: caseSwear, text: "puta que pariu!"},
	{lang: "pt", name: caseNeutral, text: "Muitos imigrantes trabalham em hospitais."},
	{lang: "pt", name: caseNegation, text: "você não é burro"},

	{lang: "ru", name: caseInsult, text: "ты идиот"},
	{lang: "ru", name: caseBigotry, text: "ненавижу мигрантов"},
	{lang: "ru", name: caseThreat, text: "я тебя убью"},
	{lang: "ru", name: caseThreat, text: "я убью тебя"},
	{lang: "ru", name: caseDrugs, text: "продаю кокаин, пиши в личку"},
	{lang: "ru", name: caseContact, text: "добавь меня в телеге"},
	{lang: "ru", name: caseAdvance, text: "скинь мне голые фотки"},
	{lang: "ru", name: caseSuicide, text: "я хочу покончить с собой"},
	{lang: "ru", name: caseSwear, text: "блять, опять этот дождь пошёл"},
	{lang: "ru", name: caseNeutral, text: "Многие иммигранты работают в больницах."},
	{lang: "ru", name: caseNegation, text: "ты не дурак"},

	{lang: "sv", name: caseInsult, text: "du är en idiot"},
	{lang: "sv", name: caseBigotry, text: "jag hatar muslimer"},
	{lang: "sv", name: caseThreat, text: "jag ska döda dig"},
	{lang: "sv", name: caseDrugs, text: "säljer kokain, skriv till mig"},
	{lang: "sv", name: caseContact, text: "lägg till mig på snap"},
	{lang: "sv", name: caseAdvance, text: "skicka nakenbilder till mig"},
	{lang: "sv", name: caseSuicide, text: "jag vill ta livet av mig"},
	{lang: "sv", name: caseSwear, text: "skit också!"},
	{lang: "sv", name: caseNeutral, text: "Många invandrare arbetar på sjukhus."},
	{lang: "sv", name: caseNegation, text: "du är inte dum"},

	{lang: "th", name: caseInsult, text: "มึงมันโง่"},
	{lang: "th", name: caseBigotry, text: "กูเกลียดพวกเกย์"},
	{lang: "th", name: caseThreat, text: "กูจะฆ่ามึง"},
	{lang: "th", name: caseDrugs, text: "ขายโคเคน ทักไลน์มา"},
	{lang: "th", name: caseContact, text: "แอดไลน์มาคุยกัน"},
	{lang: "th", name: caseAdvance, text: "ส่งรูปโป๊มาหน่อย"},
	{lang: "th", name: caseSuicide, text: "อยากฆ่าตัวตาย"},
	{lang: "th", name: caseSwear, text: "เหี้ย!"},
	{lang: "th", name: caseNeutral, text: "ผู้อพยพจำนวนมากทำงานในโรงพยาบาล"},
	{lang: "th", name: caseNegation, text: "มึงไม่ได้โง่"},

	{lang: "tr", name: caseInsult, text: "sen tam bir aptalsın"},
	{lang: "tr", name: caseBigotry, text: "eşcinsellerden nefret ediyorum"},
	{lang: "tr", name: caseThreat, text: "seni öldüreceğim"},
	{lang: "tr", name: caseDrugs, text: "kokain satıyorum, özelden yaz"},
	{lang: "tr", name: caseContact, text: "beni telegramdan ekle"},
	{lang: "tr", name: caseAdvance, text: "bana çıplak fotoğraf at"},
	{lang: "tr", name: caseSuicide, text: "kendimi öldürmek istiyorum"},
	{lang: "tr", name: caseSwear, text: "siktir!"},
	{lang: "tr", name: caseNeutral, text: "Birçok göçmen hastanelerde çalışıyor."},
	{lang: "tr", name: caseNegation, text: "sen aptal değilsin"},

	{lang: "ur", name: caseInsult, text: "تم بیوقوف ہو"},
	{lang: "ur", name: caseBigotry, text: "مجھے یہودیوں سے نفرت ہے"},
	{lang: "ur", name: caseThreat, text: "میں تمہیں جان سے مار دوں گا"},
	{lang: "ur", name: caseDrugs, text: "کوکین بیچ رہا ہوں، انباکس کرو"},
	{lang: "ur", name: caseContact, text: "مجھے واٹس ایپ پر ایڈ کرو"},
	{lang: "ur", name: caseAdvance, text: "اپنی ننگی تصویریں بھیجو"},
	{lang: "ur", name: caseSuicide, text: "میں خودکشی کرنا چاہتا ہوں"},
	{lang: "ur", name: caseSwear, text: "لعنت!"},
	{lang: "ur", name: caseNeutral, text: "بہت سے تارکین وطن ہسپتالوں میں کام کرتے ہیں۔"},
	{lang: "ur", name: caseNegation, text: "تم بیوقوف نہیں ہو"},

	{lang: "vi", name: caseInsult, text: "mày ngu vãi"},
	{lang: "vi", name: caseBigotry, text: "tao ghét bọn đồng tính"},
	{lang: "vi", name: caseThreat, text: "tao sẽ giết mày"},
	{lang: "vi", name: caseDrugs, text: "bán cocaine, inbox mình nhé"},
	{lang: "vi", name: caseContact, text: "add mình qua zalo nhé"},
	{lang: "vi", name: caseAdvance, text: "gửi ảnh khỏa thân cho anh đi"},
	{lang: "vi", name: caseSuicide, text: "tôi muốn tự tử"},
	{lang: "vi", name: caseSwear, text: "nóng vãi cứt"},
	{lang: "vi", name: caseNeutral, text: "Nhiều người nhập cư làm việc tại các bệnh viện."},
	{lang: "vi", name: caseNegation, text: "mày không ngu"},

	{lang: "zh-CN", name: caseInsult, text: "你就是个白痴"},
	{lang: "zh-CN", name: caseBigotry, text: "同性恋真恶心"},
	{lang: "zh-CN", name: caseThreat, text: "我要杀了你"},
	{lang: "zh-CN", name: caseDrugs, text: "出售可卡因，有需要私聊"},
	{lang: "zh-CN", name: caseContact, text: "加我微信聊"},
	{lang: "zh-CN", name: caseAdvance, text: "发几张裸照给我"},
	{lang: "zh-CN", name: caseSuicide, text: "我想自杀"},
	{lang: "zh-CN", name: caseSwear, text: "妈的，烦死了"},
	{lang: "zh-CN", name: caseNeutral, text: "许多移民在医院工作。"},
	{lang: "zh-CN", name: caseNegation, text: "你不是白痴"},

	{lang: "zh-TW", name: caseInsult, text: "你真的是白癡"},
	{lang: "zh-TW", name: caseBigotry, text: "我討厭同性戀"},
	{lang: "zh-TW", name: caseThreat, text: "我要殺了你"},
	{lang: "zh-TW", name: caseDrugs, text: "賣古柯鹼，私訊我"},
	{lang: "zh-TW", name: caseContact, text: "加我LINE聊"},
	{lang: "zh-TW", name: caseAdvance, text: "傳裸照給我"},
	{lang: "zh-TW", name: caseSuicide, text: "我想自殺"},
	{lang: "zh-TW", name: caseSwear, text: "靠北！"},
	{lang: "zh-TW", name: caseNeutral, text: "許多移民在醫院工作。"},
	{lang: "zh-TW", name: caseNegation, text: "你不是白癡"},
}

// TestEveryLanguage checks that each abuse type is produced where it
// applies in every language, and that a neutral mention of a protected
// group and a negated insult produce nothing.
func TestEveryLanguage(t *testing.T) {
	// Every language has every case; a case may have variants (another
	// natural wording, or word order).
	cases := append(slices.Clone(languageCases), moreLanguageCases...)
	covered := map[string]map[string]bool{}
	for _, c := range cases {
		if covered[c.lang] == nil {
			covered[c.lang] = map[string]bool{}
		}
		covered[c.lang][c.name] = true
	}
	if len(covered) != 27 {
		t.Errorf("%d languages, want 27", len(covered))
	}
	for lang, names := range covered {
		for name := range wantType {
			if !names[name] {
				t.Errorf("%s: no %s case", lang, name)
			}
		}
	}
	for _, c := range cases {
		t.Run(c.lang+"/"+c.name, func(t *testing.T) {
			want, ok := wantType[c.name]
			if !ok {
				t.Fatalf("unknown case %q", c.name)
			}
			d := analyse(t, c.lang, c.text)
			got := types(d)
			var problem string
			switch {
			case want == "" && len(got) > 0:
				problem = "want no instance"
			case want != "" && !slices.Contains(got, want):
				problem = "want " + want
			}
			switch {
			case problem == "" && c.known != "":
				t.Errorf("%q: passes now, drop its known mark (%s)", c.text, c.known)
			case problem != "" && c.known != "":
				t.Logf("known failure (%s): %q: types %v, %s%s", c.known, c.text, got, problem, describe(d))
			case problem != "":
				t.Errorf("%q: types %v, %s%s", c.text, got, problem, describe(d))
			}
		})
	}
}

// curseCases are each language's commonest curses and insults, alone or
// said to the reader: each must give an offensive instance.
var curseCases = []struct{ lang, text string }{
	{"ko", "시발 진짜"},
	{"ko", "이 병신아"},
	{"ko", "개새끼"},
	{"ko", "닥쳐 미친놈아"},
	{"ja", "死ね"},
	{"ja", "お前はバカだ"},
	{"ja", "クソが"},
	{"tr", "amına koyayım"},
	{"tr", "orospu çocuğu"},
	{"tr", "siktir git"},
	{"tr", "sen bir aptalsın"},
	{"vi", "địt mẹ mày"},
	{"vi", "đồ ngu"},
	{"vi", "mày là thằng óc chó"},
	{"nl", "kanker hoer"},
	{"nl", "je bent een klootzak"},
	{"nl", "tering mongool"},
	{"th", "ไอ้เหี้ย"},
	{"th", "มึงมันควาย"},
	{"id", "anjing lu"},
	{"id", "dasar goblok"},
	{"id", "bangsat kau"},
	{"ms", "babi kau"},
	{"ms", "kau bodoh"},
	{"pl", "kurwa mać"},
	{"pl", "ty skurwysynu"},
	{"pl", "spierdalaj"},
	{"ru", "иди нахуй"},
	{"ru", "ты мудак"},
	{"ru", "сука блядь"},
	{"ar", "يا ابن الكلب"},
	{"ar", "انت حمار"},
	{"fa", "خفه شو احمق"},
	{"fa", "مادر جنده"},
	{"he", "בן זונה"},
	{"he", "אתה מטומטם"},
	{"de", "du Hurensohn"},
	{"de", "fick dich"},
	{"es", "vete a la mierda"},
	{"es", "eres un pendejo"},
	{"fr", "va te faire foutre"},
	{"fr", "t'es un connard"},
	{"it", "vaffanculo"},
	{"it", "sei un coglione"},
	{"pt", "vai se foder"},
	{"pt", "seu idiota"},
	{"sv", "fan ta dig"},
	{"sv", "din jävla idiot"},
	{"da", "fuck dig"},
	{"da", "din idiot"},
	{"fi", "vittu"},
	{"fi", "painu vittuun"},
	{"fi", "olet idiootti"},
	{"ur", "تم بیوقوف ہو"},
	{"ur", "حرامی"},
	{"zh-CN", "操你妈"},
	{"zh-CN", "你是傻逼"},
	{"zh-TW", "幹你娘"},
	{"zh-TW", "你是白痴"},
	{"en", "you should kill yourself"},
	{"en", "go kill yourself"},
	{"en", "shut the fuck up"},
}

// urgeCases tell the reader to die or to harm themselves: a personal
// attack, high.
var urgeCases = []struct{ lang, text string }{
	{"en", "go kill yourself"},
	{"en", "kys"},
	{"en", "I hope you die"},
	{"de", "geh sterben"},
	{"es", "mátate"},
	{"fr", "va crever"},
	{"it", "ammazzati"},
	{"pt", "vai se matar"},
	{"nl", "ga dood"},
	{"ru", "сдохни"},
	{"pl", "zabij się"},
	{"tr", "git öl"},
	{"ko", "뒤져라"},
	{"zh-CN", "你去死吧"},
	{"ja", "死ね"},
	{"he", "לך תמות"},
	{"vi", "mày chết đi"},
	{"th", "ไปตายซะ"},
	{"id", "mati aja lo"},
	{"fa", "برو بمیر"},
	{"ur", "مر جاؤ"},
	{"sv", "ta livet av dig"},
	{"da", "gå ud og dø"},
	{"fi", "tapa itsesi"},
	{"ar", "روح موت"},
	{"ms", "pergi mati"},
}

func TestCursesAndUrges(t *testing.T) {
	for _, c := range curseCases {
		d := analyse(t, c.lang, c.text)
		got := types(d)
		if !slices.Contains(got, "personal_attack") && !slices.Contains(got, "profanity") {
			t.Errorf("%s %q: types %v, want personal_attack or profanity%s", c.lang, c.text, got, describe(d))
		}
	}
	for _, c := range urgeCases {
		d := analyse(t, c.lang, c.text)
		found := false
		for _, a := range d.Abuse {
			found = found || a.Type == "personal_attack" && (a.Severity == "high" || a.Severity == "extreme")
		}
		if !found {
			t.Errorf("%s %q: types %v, want a high personal_attack%s", c.lang, c.text, types(d), describe(d))
		}
	}
	// Negated or reported, the urge is no attack.
	for _, text := range []string{"I don't want you to kill yourself", "he said kill yourself"} {
		if d := analyse(t, "en", text); len(d.Abuse) > 0 {
			t.Errorf("%q: types %v, want none%s", text, types(d), describe(d))
		}
	}
}

// TestThreatMorphology checks threats whose parts the words hide: the
// object pronoun climbed before the verbs that govern the violent verb,
// the speaker only in a pro-drop verb's ending, the future and the
// reader's object written inside the verb, a separable verb around its
// object, a cue that runs past the verb in a verb-final language; and the
// negations that come after the predicate or before a pro-drop copula.
// Each has a look-alike beside it that must stay as it is.
func TestThreatMorphology(t *testing.T) {
	for _, c := range []struct {
		lang, text string
		want       []string // types, sorted; nil: none
	}{
		{"es", "te voy a matar", []string{"criminal_activity"}},
		{"es", "lo voy a matar", []string{"criminal_activity"}},
		{"es", "te voy a quemar", []string{"criminal_activity"}},
		{"es", "te voy a quemar la comida", nil}, // the verb's own object: "te" receives it
		{"es", "me voy a matar", []string{"mental_issues"}},
		{"it", "ti voglio ammazzare", []string{"criminal_activity"}},
		{"pt", "vou te matar", []string{"criminal_activity"}},
		{"pl", "zabiję cię", []string{"criminal_activity"}},
		{"pl", "zabiłem go wczoraj", nil},
		{"ar", "والله سأقتلك", []string{"criminal_activity"}},
		{"ar", "معارك عنيفة في المدينة", nil},
		{"fa", "می\u200cکشمت", []string{"criminal_activity"}},
		{"da", "jeg slår dig ihjel", []string{"criminal_activity"}},
		{"da", "han slog ham ihjel i går", nil},
		{"sv", "jag slår ihjäl dig", []string{"criminal_activity"}},
		{"ko", "너 죽여버릴 거야", []string{"criminal_activity"}},
		{"fa", "تو احمق نیستی", nil},
		{"fa", "تو احمق هستی", []string{"personal_attack"}},
		{"pl", "nie jesteś głupi", nil},
		{"pl", "jesteś głupi", []string{"personal_attack"}},
	} {
		d := analyse(t, c.lang, c.text)
		if got := types(d); !slices.Equal(got, c.want) {
			t.Errorf("%s %q: types %v, want %v%s", c.lang, c.text, got, c.want, describe(d))
		}
	}
}

// The other types, each where it applies: one message per language.
var moreLanguageCases = []languageCase{
	{lang: "ar", name: caseAdult, text: "شربنا الكثير من البيرة الليلة الماضية"},
	{lang: "ar", name: caseAllegation, text: "هو لص"},
	{lang: "ar", name: caseDisturbing, text: "رأيت جثة مشوهة غارقة في الدماء"},
	{lang: "ar", name: caseDisturbing, text: "قطع إصبعه", known: "the bare verb قطع (cut) also cuts meat and roads, so it is no cue; only the pack's gore words are"},
	{lang: "ar", name: caseGibberish, text: "سشيبلاتنمكطظسشيبلا"},
	{lang: "ar", name: caseHierarchy, text: "على المبتدئين أن يعرفوا مكانهم"},
	{lang: "ar", name: caseSpam, text: "اضغط هنا واربح المال الآن! اشتر الآن"},
	{lang: "ar", name: caseLeak, text: "كلمة السر الخاصة بي هي hunter2"},
	{lang: "ar", name: caseContentious, text: "الإجهاض قتل ومن يؤيده أشرار"},
	{lang: "ar", name: caseContentious, text: "الإجهاض جريمة قتل ومن يؤيده أشرار", known: "جريمة (a crime) before قتل is a legal status, which takes no stance; the murder noun stands a word off the topic"},
	{lang: "ar", name: caseGeneric, text: "هو غبي جدا"},

	{lang: "da", name: caseAdult, text: "vi drak så meget øl i går aftes"},
	{lang: "da", name: caseAllegation, text: "han er en tyv"},
	{lang: "da", name: caseDisturbing, text: "hans finger blev skåret af"},
	{lang: "da", name: caseGibberish, text: "asdkjasldkasdaasa"},
	{lang: "da", name: caseHierarchy, text: "nybegyndere skal kende deres plads"},
	{lang: "da", name: caseSpam, text: "klik her og vind penge nu! køb nu"},
	{lang: "da", name: caseLeak, text: "min adgangskode er hunter2"},
	{lang: "da", name: caseContentious, text: "abort er mord, og dem der støtter det er onde"},
	{lang: "da", name: caseGeneric, text: "han er en idiot"},

	{lang: "de", name: caseAdult, text: "wir haben gestern abend so viel bier getrunken"},
	{lang: "de", name: caseAllegation, text: "er ist ein dieb"},
	{lang: "de", name: caseDisturbing, text: "sein finger wurde abgeschnitten"},
	{lang: "de", name: caseGibberish, text: "asdkjasldkasdaasa"},
	{lang: "de", name: caseHierarchy, text: "neulinge sollten ihren platz kennen"},
	{lang: "de", name: caseSpam, text: "klicken sie hier und gewinnen sie jetzt geld! jetzt kaufen"},
	{lang: "de", name: caseLeak, text: "mein passwort ist hunter2"},
	{lang: "de", name: caseContentious, text: "abtreibung ist mord und wer sie unterstützt ist böse"},
	{lang: "de", name: caseGeneric, text: "er ist ein idiot"},

	{lang: "en", name: caseAdult, text: "we drank so much beer last night"},
	{lang: "en", name: caseAllegation, text: "he is a thief"},
	{lang: "en", name: caseDisturbing, text: "his finger was cut off"},
	{lang: "en", name: caseGibberish, text: "asdkjasldkasdaasa"},
	{lang: "en", name: caseHierarchy, text: "newbies should know their place"},
	{lang: "en", name: caseSpam, text: "click here to win money now! buy now"},
	{lang: "en", name: caseLeak, text: "my password is hunter2"},
	{lang: "en", name: caseContentious, text: "abortion is murder and those who support it are evil"},
	{lang: "en", name: caseGeneric, text: "he is an idiot"},

	{lang: "es", name: caseAdult, text: "anoche bebimos mucha cerveza"},
	{lang: "es", name: caseAllegation, text: "él es un ladrón"},
	{lang: "es", name: caseDisturbing, text: "le cortaron el dedo"},
	{lang: "es", name: caseGibberish, text: "asdkjasldkasdaasa"},
	{lang: "es", name: caseHierarchy, text: "los novatos deberían saber cuál es su lugar"},
	{lang: "es", name: caseSpam, text: "¡haz clic aquí y gana dinero ahora! compra ya"},
	{lang: "es", name: caseLeak, text: "mi contraseña es hunter2"},
	{lang: "es", name: caseContentious, text: "el aborto es un asesinato y quienes lo apoyan son malvados"},
	{lang: "es", name: caseGeneric, text: "él es un idiota"},

	{lang: "fa", name: caseAdult, text: "دیشب خیلی آبجو خوردیم"},
	{lang: "fa", name: caseAllegation, text: "او دزد است"},
	{lang: "fa", name: caseDisturbing, text: "انگشتش را بریدند"},
	{lang: "fa", name: caseGibberish, text: "شسیبلاتنمکگظطزرذد"},
	{lang: "fa", name: caseHierarchy, text: "تازه\u200cواردها باید جای خودشان را بدانند"},
	{lang: "fa", name: caseSpam, text: "همین حالا اینجا کلیک کنید و پول ببرید! الان بخرید"},
	{lang: "fa", name: caseLeak, text: "رمز عبور من hunter2 است"},
	{lang: "fa", name: caseContentious, text: "سقط جنین قتل است و کسانی که از آن حمایت می\u200cکنند شرورند"},
	{lang: "fa", name: caseGeneric, text: "او احمق است"},

	{lang: "fi", name: caseAdult, text: "eilen illalla joimme tosi paljon olutta"},
	{lang: "fi", name: caseAllegation, text: "hän on varas"},
	{lang: "fi", name: caseDisturbing, text: "hänen sormensa leikattiin irti"},
	{lang: "fi", name: caseGibberish, text: "asdkjasldkasdaasa"},
	{lang: "fi", name: caseHierarchy, text: "aloittelijoiden pitäisi tietää paikkansa"},
	{lang: "fi", name: caseSpam, text: "klikkaa tästä ja voita rahaa nyt! osta heti"},
	{lang: "fi", name: caseLeak, text: "salasanani on hunter2"},
	{lang: "fi", name: caseContentious, text: "abortti on murha ja sen kannattajat ovat pahoja"},
	{lang: "fi", name: caseGeneric, text: "hän on idiootti"},

	{lang: "fr", name: caseAdult, text: "on a bu tellement de bière hier soir"},
	{lang: "fr", name: caseAllegation, text: "c'est un voleur"},
	{lang: "fr", name: caseDisturbing, text: "on lui a coupé le doigt"},
	{lang: "fr", name: caseGibberish, text: "asdkjasldkasdaasa"},
	{lang: "fr", name: caseHierarchy, text: "les nouveaux devraient savoir rester à leur place"},
	{lang: "fr", name: caseSpam, text: "cliquez ici et gagnez de l'argent maintenant ! achetez maintenant"},
	{lang: "fr", name: caseLeak, text: "mon mot de passe est hunter2"},
	{lang: "fr", name: caseContentious, text: "l'avortement est un meurtre et ceux qui le soutiennent sont mauvais"},
	{lang: "fr", name: caseGeneric, text: "il est idiot"},

	{lang: "he", name: caseAdult, text: "שתינו המון בירה אתמול בלילה"},
	{lang: "he", name: caseAllegation, text: "הוא גנב"},
	{lang: "he", name: caseDisturbing, text: "ראיתי גופה מבותרת מגואלת בדם"},
	{lang: "he", name: caseDisturbing, text: "חתכו לו את האצבע", known: "the he pack reads אצבע as the finger's breadth, a measure, not the body part"},
	{lang: "he", name: caseDisturbing, text: "האצבע שלו נחתכה", known: "the tagger reads נחתכה (was cut) as an adverb, so nothing is done to the finger"},
	{lang: "he", name: caseGibberish, text: "שדגכעיחלךףזסבהנמצ"},
	{lang: "he", name: caseHierarchy, text: "מתחילים צריכים לדעת את מקומם"},
	{lang: "he", name: caseSpam, text: "לחצו כאן וזכו בכסף עכשיו! קנו עכשיו"},
	{lang: "he", name: caseLeak, text: "הסיסמה שלי היא hunter2"},
	{lang: "he", name: caseContentious, text: "הפלה היא רצח ומי שתומך בה רשע"},
	{lang: "he", name: caseGeneric, text: "הוא אידיוט"},

	{lang: "id", name: caseAdult, text: "tadi malam kami minum banyak sekali bir"},
	{lang: "id", name: caseAllegation, text: "dia seorang pencuri"},
	{lang: "id", name: caseDisturbing, text: "jarinya dipotong"},
	{lang: "id", name: caseGibberish, text: "asdkjasldkasdaasa"},
	{lang: "id", name: caseHierarchy, text: "anak baru harus tahu diri"},
	{lang: "id", name: caseSpam, text: "klik di sini dan menangkan uang sekarang! beli sekarang"},
	{lang: "id", name: caseLeak, text: "kata sandi saya hunter2"},
	{lang: "id", name: caseContentious, text: "aborsi adalah pembunuhan dan pendukungnya jahat"},
	{lang: "id", name: caseGeneric, text: "dia idiot"},

	{lang: "it", name: caseAdult, text: "ieri sera abbiamo bevuto tantissima birra"},
	{lang: "it", name: caseAllegation, text: "lui è un ladro"},
	{lang: "it", name: caseDisturbing, text: "gli hanno tagliato il dito"},
	{lang: "it", name: caseGibberish, text: "asdkjasldkasdaasa"},
	{lang: "it", name: caseHierarchy, text: "i nuovi arrivati dovrebbero stare al loro posto"},
	{lang: "it", name: caseSpam, text: "clicca qui e vinci soldi subito! compra ora"},
	{lang: "it", name: caseLeak, text: "la mia password è hunter2"},
	{lang: "it", name: caseContentious, text: "l'aborto è un omicidio e chi lo appoggia è malvagio"},
	{lang: "it", name: caseContentious, text: "l'aborto è un omicidio e chi lo sostiene è malvagio", known: "sostiene is also \"claims\", a reporting word, so the sentence reads as reported speech"},
	{lang: "it", name: caseGeneric, text: "lui è un idiota"},

	{lang: "ja", name: caseAdult, text: "私たちは昨日の夜ビールをたくさん飲んだ"},
	{lang: "ja", name: caseAdult, text: "昨日の夜はビールをたくさん飲んだ", known: "no word names the drinker: Japanese drops the subject and marks no person on the verb"},
	{lang: "ja", name: caseAllegation, text: "あいつは泥棒だ"},
	{lang: "ja", name: caseDisturbing, text: "彼の指は切り落とされた"},
	{lang: "ja", name: caseGibberish, text: "asdkjasldkasdaasa"},
	{lang: "ja", name: caseGibberish, text: "ぬふあうえおやゆよわほへたていすかんなにらぜ", known: "kana typed row by row on a JIS kana keyboard: the segmenter cuts it into known particles"},
	{lang: "ja", name: caseHierarchy, text: "新人は身の程をわきまえるべきだ"},
	{lang: "ja", name: caseSpam, text: "今すぐここをクリックしてお金を稼ごう！今すぐ購入"},
	{lang: "ja", name: caseLeak, text: "私のパスワードはhunter2です"},
	{lang: "ja", name: caseContentious, text: "中絶は殺人であり、それを支持する人は悪だ"},
	{lang: "ja", name: caseGeneric, text: "あいつはバカだ"},

	{lang: "ko", name: caseAdult, text: "우리는 어젯밤에 맥주를 엄청 많이 마셨어"},
	{lang: "ko", name: caseAdult, text: "어젯밤에 맥주를 엄청 많이 마셨어", known: "no word names the drinker: Korean drops the subject and marks no person on the verb"},
	{lang: "ko", name: caseAllegation, text: "그는 도둑이다"},
	{lang: "ko", name: caseDisturbing, text: "그의 손가락이 잘렸다"},
	{lang: "ko", name: caseGibberish, text: "ㅁㄴㅇㄹㅎㅋㅌㅊㅍㅁㄴㅇㄹ"},
	{lang: "ko", name: caseHierarchy, text: "신입은 자기 분수를 알아야 한다"},
	{lang: "ko", name: caseSpam, text: "지금 여기를 클릭하고 돈을 버세요! 지금 구매하세요"},
	{lang: "ko", name: caseLeak, text: "내 비밀번호는 hunter2야"},
	{lang: "ko", name: caseContentious, text: "낙태는 살인이다"},
	{lang: "ko", name: caseContentious, text: "낙태는 살인이고 그것을 지지하는 사람들은 악하다", known: "the copula fused to the noun (살인이고) makes it a verb to the tagger, and the stance word 악하다 stands too far from the topic"},
	{lang: "ko", name: caseGeneric, text: "그는 바보야"},

	{lang: "ms", name: caseAdult, text: "malam tadi kami minum banyak bir"},
	{lang: "ms", name: caseAllegation, text: "dia seorang pencuri"},
	{lang: "ms", name: caseDisturbing, text: "jarinya dipotong"},
	{lang: "ms", name: caseGibberish, text: "asdkjasldkasdaasa"},
	{lang: "ms", name: caseHierarchy, text: "budak baru kena tahu tempat mereka"},
	{lang: "ms", name: caseSpam, text: "klik di sini dan menang wang sekarang! beli sekarang"},
	{lang: "ms", name: caseLeak, text: "kata laluan saya hunter2"},
	{lang: "ms", name: caseContentious, text: "pengguguran adalah pembunuhan dan penyokongnya jahat"},
	{lang: "ms", name: caseGeneric, text: "dia bodoh"},

	{lang: "nl", name: caseAdult, text: "we hebben gisteravond zoveel bier gedronken"},
	{lang: "nl", name: caseAllegation, text: "hij is een dief"},
	{lang: "nl", name: caseDisturbing, text: "zijn vinger werd afgesneden"},
	{lang: "nl", name: caseGibberish, text: "asdkjasldkasdaasa"},
	{lang: "nl", name: caseHierarchy, text: "nieuwkomers moeten hun plaats kennen"},
	{lang: "nl", name: caseSpam, text: "klik hier en win nu geld! koop nu"},
	{lang: "nl", name: caseLeak, text: "mijn wachtwoord is hunter2"},
	{lang: "nl", name: caseContentious, text: "abortus is moord en wie het steunt is slecht"},
	{lang: "nl", name: caseGeneric, text: "hij is een idioot"},

	{lang: "no", name: caseAdult, text: "vi drakk så mye øl i går kveld"},
	{lang: "no", name: caseAllegation, text: "han er en tyv"},
	{lang: "no", name: caseDisturbing, text: "fingeren hans ble kuttet av"},
	{lang: "no", name: caseGibberish, text: "asdkjasldkasdaasa"},
	{lang: "no", name: caseHierarchy, text: "nybegynnere bør kjenne sin plass"},
	{lang: "no", name: caseSpam, text: "klikk her og vinn penger nå! kjøp nå"},
	{lang: "no", name: caseLeak, text: "passordet mitt er hunter2"},
	{lang: "no", name: caseContentious, text: "abort er mord og de som støtter det er onde"},
	{lang: "no", name: caseGeneric, text: "han er en idiot"},

	{lang: "pl", name: caseAdult, text: "piję piwo co wieczór"},
	{lang: "pl", name: caseAdult, text: "wczoraj wieczorem wypiliśmy mnóstwo piwa", known: "the tagger gives the past tense wypiliśmy no Person feature, so the drinker is not found"},
	{lang: "pl", name: caseAllegation, text: "on jest złodziejem"},
	{lang: "pl", name: caseDisturbing, text: "obcięto mu palec"},
	{lang: "pl", name: caseGibberish, text: "asdkjasldkasdaasa"},
	{lang: "pl", name: caseHierarchy, text: "nowi powinni znać swoje miejsce"},
	{lang: "pl", name: caseSpam, text: "kliknij tutaj i wygraj pieniądze teraz! kup teraz"},
	{lang: "pl", name: caseLeak, text: "moje hasło to hunter2"},
	{lang: "pl", name: caseContentious, text: "aborcja to morderstwo, a ci, którzy ją popierają, są źli"},
	{lang: "pl", name: caseGeneric, text: "on jest idiotą"},

	{lang: "ps-AF", name: caseAdult, text: "موږ پرون شپه ډېر بیر وڅښل"},
	{lang: "ps-AF", name: caseAdult, text: "پرون شپه مو ډېر بیر وڅښل", known: "the tagger reads وڅښل as punctuation and the clitic مو (we) is no cue"},
	{lang: "ps-AF", name: caseAllegation, text: "هغه غل دی"},
	{lang: "ps-AF", name: caseDisturbing, text: "د هغه ګوته پرې شوه"},
	{lang: "ps-AF", name: caseGibberish, text: "شسیبلاتنمکګظطزرذد"},
	{lang: "ps-AF", name: caseHierarchy, text: "نوي راغلي باید خپل ځای وپېژني"},
	{lang: "ps-AF", name: caseSpam, text: "همدا اوس دلته کلیک وکړئ او پیسې وګټئ! اوس یې واخلئ"},
	{lang: "ps-AF", name: caseLeak, text: "زما پټنوم hunter2 دی"},
	{lang: "ps-AF", name: caseContentious, text: "سقط جنین وژنه ده او څوک چې یې ملاتړ کوي بد دي"},
	{lang: "ps-AF", name: caseGeneric, text: "هغه احمق دی"},

	{lang: "pt", name: caseAdult, text: "ontem à noite bebemos muita cerveja"},
	{lang: "pt", name: caseAllegation, text: "ele é um ladrão"},
	{lang: "pt", name: caseDisturbing, text: "cortaram o dedo dele"},
	{lang: "pt", name: caseGibberish, text: "asdkjasldkasdaasa"},
	{lang: "pt", name: caseHierarchy, text: "os novatos deviam saber o seu lugar"},
	{lang: "pt", name: caseSpam, text: "clique aqui e ganhe dinheiro agora! compre já"},
	{lang: "pt", name: caseLeak, text: "minha senha é hunter2"},
	{lang: "pt", name: caseContentious, text: "o aborto é assassinato e quem o apoia é mau"},
	{lang: "pt", name: caseGeneric, text: "ele é um idiota"},

	{lang: "ru", name: caseAdult, text: "вчера вечером мы выпили очень много пива"},
	{lang: "ru", name: caseAllegation, text: "он вор"},
	{lang: "ru", name: caseDisturbing, text: "ему отрезали палец"},
	{lang: "ru", name: caseGibberish, text: "фывапролджэячсмить"},
	{lang: "ru", name: caseHierarchy, text: "новички должны знать своё место"},
	{lang: "ru", name: caseSpam, text: "нажмите здесь и выиграйте деньги сейчас! купите сейчас"},
	{lang: "ru", name: caseLeak, text: "мой пароль hunter2"},
	{lang: "ru", name: caseContentious, text: "аборт это убийство, и те, кто его поддерживает, злые"},
	{lang: "ru", name: caseGeneric, text: "он идиот"},

	{lang: "sv", name: caseAdult, text: "vi drack så mycket öl i går kväll"},
	{lang: "sv", name: caseAllegation, text: "han är en tjuv"},
	{lang: "sv", name: caseDisturbing, text: "hans finger skars av"},
	{lang: "sv", name: caseGibberish, text: "asdkjasldkasdaasa"},
	{lang: "sv", name: caseHierarchy, text: "nybörjare borde veta sin plats"},
	{lang: "sv", name: caseSpam, text: "klicka här och vinn pengar nu! köp nu"},
	{lang: "sv", name: caseLeak, text: "mitt lösenord är hunter2"},
	{lang: "sv", name: caseContentious, text: "abort är mord och de som stöder det är onda"},
	{lang: "sv", name: caseGeneric, text: "han är en idiot"},

	{lang: "th", name: caseAdult, text: "เมื่อคืนพวกเราดื่มเบียร์เยอะมาก"},
	{lang: "th", name: caseAllegation, text: "เขาเป็นขโมย"},
	{lang: "th", name: caseDisturbing, text: "นิ้วของเขาถูกตัดขาด"},
	{lang: "th", name: caseGibberish, text: "ฟหกดเ้่าสวงผปแอิืทมใฝ"},
	{lang: "th", name: caseHierarchy, text: "เด็กใหม่ควรรู้จักที่ของตัวเอง"},
	{lang: "th", name: caseSpam, text: "คลิกที่นี่เพื่อรับเงินทันที! ซื้อเลย"},
	{lang: "th", name: caseLeak, text: "รหัสผ่านของฉันคือ hunter2"},
	{lang: "th", name: caseContentious, text: "การทำแท้งคือการฆาตกรรม และคนที่สนับสนุนมันเป็นคนชั่ว"},
	{lang: "th", name: caseGeneric, text: "เขาโง่มาก"},

	{lang: "tr", name: caseAdult, text: "biz dün gece çok fazla bira içtik"},
	{lang: "tr", name: caseAdult, text: "dün gece çok fazla bira içtik", known: "the tagger reads içtik as an adjective, so the first person of its ending is lost"},
	{lang: "tr", name: caseAllegation, text: "o bir hırsız"},
	{lang: "tr", name: caseDisturbing, text: "kanlar içinde parçalanmış bir ceset gördüm"},
	{lang: "tr", name: caseDisturbing, text: "parmağı kesildi", known: "the tr lexicon does not reach the possessive form parmağı, so no body part is found"},
	{lang: "tr", name: caseGibberish, text: "asdkjasldkasdaasa"},
	{lang: "tr", name: caseHierarchy, text: "yeniler haddini bilmeli"},
	{lang: "tr", name: caseSpam, text: "buraya tıkla ve hemen para kazan! şimdi satın al"},
	{lang: "tr", name: caseLeak, text: "şifrem hunter2"},
	{lang: "tr", name: caseContentious, text: "kürtaj cinayettir ve onu destekleyenler kötüdür"},
	{lang: "tr", name: caseGeneric, text: "o bir aptal"},

	{lang: "ur", name: caseAdult, text: "کل رات ہم نے بہت زیادہ بیئر پی"},
	{lang: "ur", name: caseAllegation, text: "وہ چور ہے"},
	{lang: "ur", name: caseDisturbing, text: "اس کی انگلی کاٹ دی گئی"},
	{lang: "ur", name: caseGibberish, text: "شسیبلاتنمکگظطزرذد"},
	{lang: "ur", name: caseHierarchy, text: "نئے لوگوں کو اپنی اوقات معلوم ہونی چاہیے"},
	{lang: "ur", name: caseSpam, text: "ابھی یہاں کلک کریں اور پیسے جیتیں! ابھی خریدیں"},
	{lang: "ur", name: caseLeak, text: "میرا پاس ورڈ hunter2 ہے"},
	{lang: "ur", name: caseContentious, text: "اسقاط حمل قتل ہے اور اس کی حمایت کرنے والے برے ہیں"},
	{lang: "ur", name: caseGeneric, text: "وہ بیوقوف ہے"},

	{lang: "vi", name: caseAdult, text: "tối qua bọn mình uống rất nhiều bia"},
	{lang: "vi", name: caseAllegation, text: "hắn là một tên trộm"},
	{lang: "vi", name: caseDisturbing, text: "ngón tay của anh ấy bị cắt đứt"},
	{lang: "vi", name: caseGibberish, text: "asdkjasldkasdaasa"},
	{lang: "vi", name: caseHierarchy, text: "người mới phải biết thân biết phận"},
	{lang: "vi", name: caseSpam, text: "nhấp vào đây để kiếm tiền ngay! mua ngay"},
	{lang: "vi", name: caseLeak, text: "mật khẩu của tôi là hunter2"},
	{lang: "vi", name: caseContentious, text: "phá thai là giết người và những kẻ ủng hộ nó là độc ác"},
	{lang: "vi", name: caseGeneric, text: "hắn là đồ ngốc"},

	{lang: "zh-CN", name: caseAdult, text: "昨晚我们喝了好多啤酒"},
	{lang: "zh-CN", name: caseAllegation, text: "他是个小偷"},
	{lang: "zh-CN", name: caseDisturbing, text: "他的手指被切掉了"},
	{lang: "zh-CN", name: caseGibberish, text: "asdkjasldkasdaasa"},
	{lang: "zh-CN", name: caseHierarchy, text: "新人应该知道自己的位置"},
	{lang: "zh-CN", name: caseSpam, text: "立即点击这里赚钱！马上购买"},
	{lang: "zh-CN", name: caseLeak, text: "我的密码是hunter2"},
	{lang: "zh-CN", name: caseContentious, text: "堕胎就是谋杀，支持堕胎的人都是邪恶的"},
	{lang: "zh-CN", name: caseGeneric, text: "他是个白痴"},

	{lang: "zh-TW", name: caseAdult, text: "昨晚我們喝了好多啤酒"},
	{lang: "zh-TW", name: caseAllegation, text: "他是個小偷"},
	{lang: "zh-TW", name: caseDisturbing, text: "他的手指被切掉了"},
	{lang: "zh-TW", name: caseGibberish, text: "asdkjasldkasdaasa"},
	{lang: "zh-TW", name: caseHierarchy, text: "新人應該知道自己的位置"},
	{lang: "zh-TW", name: caseSpam, text: "立即點擊這裡賺錢！馬上購買"},
	{lang: "zh-TW", name: caseLeak, text: "我的密碼是hunter2"},
	{lang: "zh-TW", name: caseContentious, text: "墮胎就是謀殺，支持墮胎的人都是邪惡的"},
	{lang: "zh-TW", name: caseGeneric, text: "他是個白痴"},
}

// TestMorphologyLookAlikes checks the look-alikes of the rules that
// TestEveryLanguage and TestThreatMorphology exercise: cutting in recipes
// and at the manicure, a legal status, a bad day, a thing burned for the
// reader, real words and chat shorthand are not the type a rule could read
// in them; and the abuse beside them stays abuse.
func TestMorphologyLookAlikes(t *testing.T) {
	for _, c := range []struct {
		lang, text string
		typ        string // the type that must (want) or must not (!want) be produced
		want       bool
	}{
		{"tr", "Tavuğun kanatları kesildi ve fırına verildi.", "disturbing", false},
		{"de", "Die Hähnchenflügel abgeschnitten und beiseitegelegt.", "disturbing", false},
		{"ar", "قطعت اللحم إلى مكعبات صغيرة.", "disturbing", false},
		{"zh-CN", "把鸡腿切掉骨头，再切断筋。", "disturbing", false},
		{"tr", "Tırnaklarım kesildi.", "disturbing", false},
		{"vi", "Móng tay bị cắt quá ngắn.", "disturbing", false},
		{"en", "Abortion is a crime in Poland.", "contentious", false},
		{"fr", "L'avortement était un crime en France avant 1975.", "contentious", false},
		{"ar", "الإجهاض جريمة يعاقب عليها القانون في مصر.", "contentious", false},
		{"en", "Immigration fraud is a crime.", "contentious", false},
		{"tr", "O kötü bir gün geçirdi.", "generic", false},
		{"tr", "O kötü hissediyor.", "generic", false},
		{"de", "Sie ist böse geworden, weil er gelogen hat.", "generic", false},
		{"es", "Te voy a quemar un CD.", "criminal_activity", false},
		{"es", "Lo voy a quemar en un DVD.", "criminal_activity", false},
		{"ru", "продолжить", "no_meaningful_content", false},
		{"ko", "ㄴㄴㅇㅈㅂㅂ", "no_meaningful_content", false},
		{"th", "อ้าาาาาา", "no_meaningful_content", false},
		{"pt", "poderemos regulamentar os produtos do tabaco", "adult_only", false},
		{"en", "No you're an idiot.", "personal_attack", true},
		{"en", "Nobody likes you because you are pathetic.", "personal_attack", true},
		{"de", "Sie Idiot!", "personal_attack", true},
		{"fa", "تو چیزی جز یک احمق نیستی.", "personal_attack", true},
		{"tr", "Aptal olduğunu bilmiyor musun?", "personal_attack", true},
		{"ru", "Он вор и лжец.", "allegation", true},
	} {
		d := analyse(t, c.lang, c.text)
		if got := slices.Contains(types(d), c.typ); got != c.want {
			t.Errorf("%s %q: %s produced %v, want %v%s", c.lang, c.text, c.typ, got, c.want, describe(d))
		}
	}
}
