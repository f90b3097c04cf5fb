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
	{lang: "ar", name: caseThreat, text: "والله سأقتلك", known: "the object is a suffix of the verb (-ك), and the threat rule looks for the reader after the verb"},
	{lang: "ar", name: caseDrugs, text: "أبيع كوكايين، راسلني خاص"},
	{lang: "ar", name: caseContact, text: "ضيفني على التليجرام"},
	{lang: "ar", name: caseAdvance, text: "ابعتيلي صورك عريانة"},
	{lang: "ar", name: caseSuicide, text: "أريد أن أنتحر"},
	{lang: "ar", name: caseSwear, text: "تبا!", known: "the ar pack lacks تبا; خرا and اللعنة have confidence 0"},
	{lang: "ar", name: caseNeutral, text: "يعمل كثير من المهاجرين في المستشفيات."},
	{lang: "ar", name: caseNegation, text: "أنت لست غبيا"},

	{lang: "da", name: caseInsult, text: "du er sgu en idiot"},
	{lang: "da", name: caseBigotry, text: "jeg hader muslimer"},
	{lang: "da", name: caseThreat, text: "jeg slår dig ihjel", known: "present tense as future has no intent marker, and the reader sits inside the split verb slå ... ihjel"},
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
	{lang: "es", name: caseThreat, text: "te voy a matar", known: "the object clitic te stands before the verb; the threat rule looks for the reader after it"},
	{lang: "es", name: caseDrugs, text: "vendo perico, escríbeme al privado"},
	{lang: "es", name: caseContact, text: "agrégame en telegram"},
	{lang: "es", name: caseAdvance, text: "mándame fotos desnuda"},
	{lang: "es", name: caseSuicide, text: "me quiero suicidar"},
	{lang: "es", name: caseSwear, text: "¡joder!"},
	{lang: "es", name: caseNeutral, text: "Muchos inmigrantes trabajan en hospitales."},
	{lang: "es", name: caseNegation, text: "no eres tonto"},

	{lang: "fa", name: caseInsult, text: "تو خیلی احمقی"},
	{lang: "fa", name: caseBigotry, text: "از همجنس\u200cگراها متنفرم"},
	{lang: "fa", name: caseThreat, text: "می\u200cکشمت", known: "the object is a suffix of the verb (-ت), and the threat rule looks for the reader after the verb"},
	{lang: "fa", name: caseDrugs, text: "کوکائین می\u200cفروشم، پیوی پیام بده"},
	{lang: "fa", name: caseContact, text: "تو تلگرام ادم کن"},
	{lang: "fa", name: caseAdvance, text: "عکس لختت رو بفرست"},
	{lang: "fa", name: caseSuicide, text: "می\u200cخوام خودمو بکشم", known: "the tagger marks بکشم Polarity=Neg, so the statement reads as negated"},
	{lang: "fa", name: caseSuicide, text: "می\u200cخوام خودکشی کنم"},
	{lang: "fa", name: caseSwear, text: "لعنتی!", known: "the pack gives لعنتی confidence 0, and گه is too short for a single-word lexicon match"},
	{lang: "fa", name: caseNeutral, text: "بسیاری از مهاجران در بیمارستان\u200cها کار می\u200cکنند."},
	{lang: "fa", name: caseNegation, text: "تو احمق نیستی", known: "verb-final negation (نیستی after the insult): negators are looked for only before the insult"},

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
	{lang: "he", name: caseSwear, text: "לעזאזל!", known: "the he pack lacks לעזאזל and has no profanity with confidence above 0"},
	{lang: "he", name: caseNeutral, text: "הרבה מהגרים עובדים בבתי חולים."},
	{lang: "he", name: caseNegation, text: "אתה לא טיפש"},

	{lang: "id", name: caseInsult, text: "dasar goblok lo"},
	{lang: "id", name: caseBigotry, text: "gue benci orang yahudi"},
	{lang: "id", name: caseThreat, text: "gue bunuh lo"},
	{lang: "id", name: caseDrugs, text: "jual sabu, japri aja"},
	{lang: "id", name: caseContact, text: "add aku di telegram dong"},
	{lang: "id", name: caseAdvance, text: "kirim foto bugil dong"},
	{lang: "id", name: caseSuicide, text: "aku pengen bunuh diri"},
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
	{lang: "ko", name: caseThreat, text: "너 죽여버릴 거야", known: "verb-final order: the reader (너) precedes the verb; the threat rule looks for it after"},
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
	{lang: "pl", name: caseThreat, text: "zabiję cię", known: "the tagger reads perfective zabiję as present (no Tense=Fut), and there is no intent word"},
	{lang: "pl", name: caseDrugs, text: "sprzedam kokainę, pisz na priv"},
	{lang: "pl", name: caseContact, text: "dodaj mnie na telegramie"},
	{lang: "pl", name: caseAdvance, text: "wyślij mi nagie zdjęcia"},
	{lang: "pl", name: caseSuicide, text: "chcę się zabić"},
	{lang: "pl", name: caseSwear, text: "ja pierdolę, znowu pada"},
	{lang: "pl", name: caseNeutral, text: "Wielu imigrantów pracuje w szpitalach."},
	{lang: "pl", name: caseNegation, text: "nie jesteś głupi", known: "nie precedes the pro-drop copula jesteś, which the predicate rule takes as the subject, so it does not count"},

	{lang: "ps-AF", name: caseInsult, text: "ته احمق یې"},
	{lang: "ps-AF", name: caseBigotry, text: "زه له یهودانو کرکه لرم"},
	{lang: "ps-AF", name: caseThreat, text: "زه به دې ووژنم", known: "verb-final order: the reader (دې) precedes the verb; the threat rule looks for it after"},
	{lang: "ps-AF", name: caseDrugs, text: "کوکاین پلورم، پیغام راکړه"},
	{lang: "ps-AF", name: caseContact, text: "په واټساپ کې مې اډ کړه"},
	{lang: "ps-AF", name: caseAdvance, text: "خپل لوڅ عکسونه راولېږه"},
	{lang: "ps-AF", name: caseSuicide, text: "زه غواړم ځان ووژنم"},
	{lang: "ps-AF", name: caseSwear, text: "لعنت!", known: "no abuse lexicon for Pashto"},
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
	{lang: "ur", name: caseSwear, text: "لعنت!", known: "no abuse lexicon for Urdu"},
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
	covered := map[string]map[string]bool{}
	for _, c := range languageCases {
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
	for _, c := range languageCases {
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
