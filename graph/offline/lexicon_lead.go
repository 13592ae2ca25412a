package offline

// leadFiller are words and phrases that open a message without meaning
// anything for the request: greetings, interjections, vocatives.
var leadFiller = []string{
	// English.
	"hey memo", "hi memo", "hello memo", "ok memo", "yo memo", "memo", "hey there", "hi there", "hello there",
	"hey", "hi", "hello", "hiya", "yo", "heya", "howdy",
	// Hellos of the tongues users mix in: "shalom, …", "salam …", "Ça va?
	// …", "d'accord, …", "bonjour …", "hola …".
	"shalom", "shalom aleichem", "shalom alechem", "salam", "salaam", "salam alaikum", "salaam alaikum", "salam aleikum",
	"assalamu alaikum", "as salamu alaikum", "marhaba", "ahlan", "ça va", "ca va", "d'accord", "daccord", "bonjour", "salut", "hola",
	"good morning", "good afternoon", "good evening",
	// Hebrew openers and words of address in Latin letters, as Israelis
	// text in English ("yalla remind me …", "achi, add …", "sababa so …");
	// "yalla" and "achi" name things too ("Yalla Yalla bar"): see
	// friendNouns.
	"yalla", "yallah", "yalla achi", "achi", "ahi", "achoti", "sababa", "beseder", "walla", "wallah", "achla",
	"ok so", "okay so", "ok", "okay", "okey", "k", "kk", "alright", "all right", "so", "well",
	"um", "umm", "ummm", "uh", "uhh", "uhm", "hmm", "hmmm", "hm", "erm", "er", "ugh", "argh", "oh", "ah", "aah", "ooh",
	"dude", "bro", "bruv", "bruh", "buddy", "mate", "bestie", "bestie pls", "bestie please",
	// Words of address of South Asian and other Englishes, and endearments
	// that are things too ("sugar", "boss"): see friendNouns.
	"bhai", "bhaiya", "yaar", "didi", "boss", "sugar", "babe", "love", "my love", "chief", "champ", "kiddo", "pal", "fam", "my friend", "morning", "mornin", "evening",
	// Scots and northern interjections ("och I've got …", "aye, …").
	"och", "och aye", "ach", "aye", "right so", "right then", "right ok", "oh well", "welp",
	"now then", "ey up", "eh up", "ay up", "ey up love", "now then love",
	// Sighs and exclamations that open a request ("Oy, what do I have this
	// week", "oof ok remind me …", "Nu, so remind me …", "אוי ואבוי, תזכיר
	// לי …"); "nu" only before a mark, "so" or a command (nuOpens).
	"innit", "oy", "oy vey", "oy vei", "nu", "nu so", "nu nu", "eish", "oh dear", "oi", "oof", "yikes", "gosh", "geez", "jeez", "blimey", "crikey", "phew", "whew", "aw", "aww",
	// Thanks of New Zealand and Britain said before a question ("chur,
	// what's on the farm list").
	"chur", "chur bro", "cheers",
	// Acknowledgements said before the next request ("roger that, add a
	// task …", "סגור, תזכיר לי …"): only before a mark or a command, see
	// markedLeads.
	"roger", "roger that", "copy that", "10-4", "ten four", "understood", "will do", "רוג'ר", "רוג׳ר", "רוגר", "סגור", "קלטתי",
	"אוי ואבוי", "אוי ויי", "אויה",
	// Irish and other discourse openers that only hand over to the request
	// ("grand so, put down the match …", "alright then, pencil in …", "so
	// yeah remind me …"); "grand" alone may be the thing ("grand opening").
	"grand so", "grand then", "ok grand", "okay grand", "ok grand so", "alright then", "all right then", "ok then", "okay then", "so yeah", "yeah so",
	"ok so yeah", "right so then", "well then", "anyway", "anyways", "so anyway", "so anyways",
	"quick one", "quick question", "real quick", "one more thing", "one more", "oh and", "oh also", "and also",
	"also", "plus", "btw", "by the way", "fyi", "then", "and then", "and",
	// The formal notice a letter opens with ("Please be advised I have a
	// meeting …", "for your information, …"): what follows is told as it
	// would be without it.
	"please be advised", "please be advised that", "be advised", "be advised that", "kindly be advised", "kindly be advised that",
	"please be informed", "please be informed that", "be informed that", "for your information", "for your info",
	// "and" as texted: "n eggs", "oh n eggs".
	"n", "oh n", "an'", "an also",
	"lol", "haha", "hahaha", "lmao", "yeah", "yea", "yep", "yup", "sure", "huh", "eh", "wait what", "hey hey", "hello hello",
	// Hebrew.
	"היי ממו", "הי ממו", "שלום ממו", "ממו", "היי", "הי", "הלו", "שלום", "אהלן", "אהלן אחי", "יו",
	"שלום עליכם", "שלום עליכן", "שלום לכולם", "סלאם", "סלאם עליכום", "מרחבא",
	// The formal openings of a letter ("שלום רב, …", "לכבוד העוזר, …",
	// "Dear Sir, …").
	"שלום רב", "שלום וברכה", "שלום לך", "לכבוד העוזר", "לכבוד העוזרת", "לכבוד ממו", "לכבוד", "עוזר יקר", "עוזרת יקרה",
	"ממו היקר", "ממו יקר", "ממו היקרה", "ממו יקרה", "ממו יקירי", "ממו יקירתי", "dear memo", "dearest memo", "my dear memo", "dear assistant", "dear sir", "dear sir or madam", "dear madam", "to whom it may concern",
	"good day", "greetings", "hello there memo",
	"בוקר טוב", "ערב טוב", "צהריים טובים", "לילה טוב", "בוקר אור",
	"אחי", "אחותי", "גבר", "מותק", "חביבי", "נשמה", "יא מלך", "מלך", "אחותי היקרה",
	// Endearments said to whoever is asked ("שלום יקירי, תזכיר לי …").
	"יקירי", "יקירתי", "יקיריי", "יקירה", "יקרה", "היקרה", "יקירה שלי", "חמוד", "חמודה", "מאמי", "מאמי שלי", "מותק שלי", "honey", "sweetie", "darling", "sweetheart", "dear", "hun",
	// Slang endearments of texted Hebrew ("כפרה תזכרי ש…", "יא גבר תזכיר לי …").
	"כפרה", "כפרה עליך", "כפרה עלייך", "כפרה שלי", "יא גבר", "יא חביבי", "חביבי", "יא חביבתי", "חביבתי", "יא מלכה", "מלכה", "יא נשמה", "נשמה שלי", "יא אחי",
	"יא חמוד", "יא חמודה", "יא מותק", "מתוקה", "מתוק", "מתוקה שלי", "my dear", "sweetie pie",
	// Someone of the family or a friend called dear ("נכדה יקרה, תזכירי לי …").
	"נכדה יקרה", "נכד יקר", "נכדתי היקרה", "נכדי היקר", "ילדה יקרה", "ילד יקר", "בתי היקרה", "בני היקר", "חבר יקר",
	"חברה יקרה", "חברי היקר", "חברתי היקרה",
	// A parent's and a friend's words of address that are names or things
	// too ("שלום בני, תזכיר לי …", "בובה תזכירי לי …"): see friendNouns.
	"בני", "בתי", "ביתי", "בני היקר", "בובה", "בובה שלי", "ילדי", "ילדתי", "חבר", "חברה", "חיים שלי", "אח שלי", "אחי היקר", "נסיכה", "נסיך",
	"יא בני", "יא בתי", "יא חבר",
	"אז ככה", "אז תקשיב", "אז", "תקשיב", "תקשיבי", "שמע", "שמעי", "תשמע", "תשמעי", "תגיד", "תגידי",
	"אה", "אהה", "אממ", "אמ", "אממממ", "הממ", "אוף", "אוי", "וואו", "וואי", "ואי", "אויש",
	"אוקיי", "אוקי", "אוקיי אז", "טוב אז", "טוב", "יאללה", "נו", "סבבה", "בסדר", "כן", "חחח", "חחחח",
	"וואלה", "ואלה", "וולה", "ואללה", "וואללה", "יאללה בלאגן", "תכלס", "בקיצור", "פליז", "פלייז", "פליזז", "בבקשה", "נו באמת",
	// A slip owned before the request, with its comma ("ואללה שכחתי, פגישה
	// …", "oh I forgot, dentist on sunday at 10"); without one, "שכחתי את
	// המפתחות" is what was forgotten.
	"שכחתי,", "כמעט שכחתי,", "שכחתי לספר לך,", "שכחתי להגיד לך,", "שכחתי לציין,",
	"i forgot,", "oh i forgot,", "forgot,", "almost forgot,", "i almost forgot,", "forgot to tell you,", "i forgot to tell you,", "forgot to mention,", "i forgot to mention,",
	"עוד משהו", "עוד דבר", "דרך אגב", "אגב", "וגם", "גם", "ואז", "ו",
}
