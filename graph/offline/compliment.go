package offline

// Thanks are often said with a compliment, and a compliment alone is
// thanks: "thank u ur a lifesaver", "ty u rock", "lifesaver!", "תודה אתה
// מציל אותי", "אלופה תודה". A compliment is read by its shape: who is
// praised (you, u, ur, אתה, את, יא), a word that makes it stronger, and
// a word of praise; the word of praise alone is one too. Each is
// answered as thanks are, and changes nothing. So are the longer ways
// of thanking and parting that go with them ("thank you for your help,
// have a nice day", "תודה רבה לך על העזרה, שיהיה לך יום טוב").

const (
	// praiseEN are the English words of praise said of someone.
	praiseEN = `awesome|amazing|the\s+best|best|great|brilliant|wonderful|fantastic|incredible|helpful|perfect|smart|clever|kind|lovely|sweet|` +
		// "you are very gentle" (the Italian "gentile": kind), "ur goated".
		`gentle|nice|ace|goated|the\s+bomb|a\s+(?:saint|godsend|treasure|diamond|gem)|` +
		`(?:a\s+|an\s+|such\s+a\s+|a\s+(?:very\s+|really\s+)?)(?:great|good|wonderful|excellent|helpful|fantastic|lovely|smart)\s+(?:help|helper|assistant|bot)|` +
		`(?:a\s+|an\s+|my\s+|such\s+a\s+|a\s+real\s+|a\s+total\s+)?(?:star|lifesaver|life\s+saver|legend|genius|hero|gem|angel|rockstar|rock\s+star|goat|champ)|the\s+(?:man|goat|greatest)`
	// youEN is how a compliment names whom it praises.
	youEN = `(?:you(?:'re|’re|\s+are|r|re)?|u\s+r|u\s+are|ur|u)`
	// complimentEN is an English compliment, with or without whom it
	// praises ("you're the best", "u rock", "lifesaver", "you saved me").
	complimentEN = youEN + `\s+(?:(?:so|really|truly|literally|just|very|pretty|such|the|actually|kinda|kind\s+of|honestly|seriously|genuinely)\s+)*(?:` + praiseEN + `)|` +
		`(?:you|u)\s+(?:rock|rule|rock\s+star)|(?:you|u)\s+(?:just\s+)?saved\s+(?:me|my\s+life|my\s+day|my\s+ass|my\s+butt)|saved\s+my\s+(?:life|day)|` +
		// "you're literally saving my life rn": the help said as it goes on.
		`(?:you(?:'re|’re|\s+are|re)|u\s+r|ur)\s+(?:(?:literally|really|actually|seriously|honestly|totally|so|just)\s+)*saving\s+(?:me|my\s+life|my\s+day|my\s+ass|my\s+butt)(?:\s+(?:rn|right\s+now|today|again))?|` +
		`(?:a\s+|such\s+a\s+|my\s+)?(?:lifesaver|life\s+saver|legend|hero|genius|rockstar)|` +
		// "you're keeping me alive", "u keep me sane": the help as it goes on.
		`(?:you(?:'re|’re|\s+are|re)|u\s+r|ur)\s+(?:(?:literally|really|honestly|seriously|so|just)\s+)*keeping\s+me\s+(?:alive|sane|going|afloat|organi[sz]ed|on\s+track)|` +
		`(?:you|u)\s+(?:(?:literally|really|honestly|seriously|just)\s+)*keep\s+me\s+(?:alive|sane|going|afloat|organi[sz]ed|on\s+track)|` +
		// "you have been most helpful", "you've been a great help".
		`(?:you|u)(?:'ve|’ve|\s+have)\s+been\s+(?:so\s+|very\s+|most\s+|really\s+|extremely\s+|incredibly\s+|truly\s+)?` +
		`(?:helpful|useful|kind|wonderful|great|patient|(?:a\s+|such\s+a\s+)(?:great|big|huge|real)?\s*help)` +
		// Help praised with no one named ("very helpful", "so useful",
		// "that was super helpful"): said to the one who helped.
		`|(?:(?:that\s+was|that'?s|thats|this\s+is|it'?s|its|it\s+was)\s+)?(?:so+|very|really|super|truly|extremely|most|hugely)\s+(?:helpful|useful)`
	// thanksWordsEN are the ways thanks are written in English.
	thanksWordsEN = thanksForEN + `|thanks|thank\s+you|thank\s+u|thanku|thankyou|thx|thnx|thanx|tnx|ty|tysm|tyvm|` +
		`thanks\s+(?:a\s+lot|so\s+much|a\s+million|a\s+mil|again|man|buddy)|thank\s+(?:you|u)\s+(?:so\s+much|very\s+much|again|kindly)|` +
		// British and Irish thanks ("ta", "many thanks", "much obliged"),
		// and the Australian "ta heaps", "thanks heaps".
		`ta\s+heaps|thanks\s+heaps|ta|many\s+thanks|much\s+obliged|` +
		// Hebrew thanks written in Latin letters ("toda raba", "todah rabah").
		`todah?(?:\s+rabb?ah?)?|` +
		// Thanks in the words of other Englishes and tongues people mix
		// in ("salamat po", "asante", "gracias"), and a blessing as thanks.
		`(?:maraming\s+)?salamat(?:\s+(?:po|talaga|na\s+lang|ha))*|asante(?:\s+sana)?|(?:muchas\s+)?gracias|merci(?:\s+(?:beaucoup|bien))?|(?:vielen\s+)?danke(?:\s+sch(?:ö|oe)n)?|dank\s+(?:je|u)(?:wel)?|shukran(?:\s+jazeelan)?|` +
		// And in the other tongues people thank in: Italian, Portuguese,
		// Japanese, Russian, Hindi, Turkish, Indonesian, Korean.
		`grazie(?:\s+mille)?|obrigad[oa](?:\s+mesmo)?|valeu|arigat(?:o|ou|ō)(?:\s+gozaimasu)?|spasibo(?:\s+bolshoe)?|спасибо|shukriya|dhanyavaa?d|` +
		`te(?:ş|s)ekk(?:ü|u)rler|sa(?:ğ|g)\s?ol|terima\s+kasih|makasih|kamsahamnida|gomawo|` +
		`(?:well\s+)?(?:god\s+)?bless\s+(?:you|u|your\s+(?:heart|soul)|ur\s+heart)|blessings|` +
		// The thanks and praise of other Englishes: Māori ("ngā mihi",
		// "chur", "ka pai"), New Zealand and Australian ("sweet as"),
		// British ("nice one", "cheers"), Singapore ("shiok"), Welsh
		// ("diolch").
		`ng(?:ā|a)\s+mihi(?:\s+nui)?|chur|ka\s+pai|sweet\s+as|nice\s+one|shiok|diolch(?:\s+yn\s+fawr)?`
	// thanksForEN is thanks for the help given, named by its deed
	// ("cheers for sorting all that", "thanks for setting it up"): the
	// deed is done, so nothing may follow it but its object.
	thanksForEN = `(?:thanks|thank\s+(?:you|u)|cheers|ta)(?:\s+(?:so|very)\s+much)?\s+for\s+` +
		`(?:sorting|doing|fixing|handling|organi[sz]ing|arranging|helping|setting|getting|taking\s+care\s+of|remembering|reminding)` +
		`(?:\s+(?:all|that|this|it|everything|me|them|those|these|out|up|with|the|stuff|things|lot|of|a))*`
	// addressOtherEN are the words of address said after thanks or a
	// greeting in other Englishes ("thanks bach", "ta love", "cheers
	// mate", "sweet as bro", "thanks lah", "thank you my dear", "thanks
	// a mil hun", "bless you child"): never thanks on their own.
	addressOtherEN = `bro|bru|bruv|fam|mate|bach|love|luv|cuz|bub|boet|lah|la|sia|po|jare|jor|` +
		// Scottish and Northern English ("thanks hen", "ta pet").
		`hen|pet|` +
		// Hebrew words of address in Latin letters ("tnx achi", "toda motek").
		`achi|akhi|habibi|motek|neshama|` +
		`pal|brother|sister|child|hun|hon|my\s+dear|dear|my\s+love|my\s+brother|my\s+sister|my\s+child|` +
		// The words of address of a crew, a shop floor or South Asia
		// ("appreciate it partner", "roger that boss", "shukriya bhai").
		`partner|pardner|boss|boss\s+man|chief|captain|skipper|sir|madam|maam|ma'am|my\s+guy|my\s+man|big\s+man|fella|bhai|bhaiya|yaar|ji`
	// praiseHE are the Hebrew words of praise said of someone, in both
	// genders.
	praiseHE = `אלוף|אלופה|תותח|תותחית|מלך|מלכה|גאון|גאונה|מדהים|מדהימה|מושלם|מושלמת|אגדה|מלאך|מלאכית|חמוד|חמודה|` +
		// "את הכי חמודה בעולם", "אתה הכי טוב שיש".
		`הכי\s+(?:טוב|טובה|חמוד|חמודה|מתוק|מתוקה|חכם|חכמה|נחמד|נחמדה|מדהים|מדהימה|שווה)(?:\s+(?:בעולם|שיש|שבעולם))?|` +
		`(?:עוזר|עוזרת|בוט)\s+(?:ממש\s+|כל\s+כך\s+)?(?:טוב|טובה|נהדר|נהדרת|מצוין|מצוינת|מעולה|מדהים|מדהימה|אמיתי|אמיתית|אדיר|אדירה)(?:\s+מאוד|\s+ממש)?|נהדר|נהדרת|מתוק|מתוקה|חכם|חכמה|נחמד|נחמדה|` +
		`נסיך|נסיכה|אדיר|אדירה|פצצה|מציל\s+חיים|מצילת\s+חיים|גדול|גדולה`
	// complimentHE is a Hebrew compliment ("אתה תותח", "יא אלופה",
	// "את מצילה אותי", "הצלת אותי"), or its word of praise alone.
	complimentHE = `(?:אתה|את)\s+(?:ממש\s+|פשוט\s+|באמת\s+|כזה\s+|כזאת\s+|כל\s+כך\s+|מאוד\s+|נורא\s+)?(?:` + praiseHE + `|מציל\s+אותי|מצילה\s+אותי|מציל\s+לי\s+את\s+החיים|מצילה\s+לי\s+את\s+החיים)(?:\s+מאוד|\s+ממש)?|` +
		// "אתה מאוד עוזר", "את עוזרת לי מלא": the help itself, said of whom it praises.
		`(?:אתה|את)\s+(?:ממש\s+|באמת\s+|מאוד\s+|נורא\s+|כל\s+כך\s+)(?:עוזר|עוזרת|מועיל|מועילה)(?:\s+לי)?|(?:אתה|את)\s+(?:עוזר|עוזרת|מועיל|מועילה)(?:\s+לי)?\s+(?:מאוד|ממש|מלא|המון)|` +
		`יא\s+(?:` + praiseHE + `|גבר|אח\s+שלי)|הצלת\s+(?:אותי|לי\s+את\s+החיים|לי\s+את\s+היום)|` +
		`אלוף|אלופה|תותח|תותחית|מלך|מלכה|גאון|גאונה|הכי\s+טוב|הכי\s+טובה|מציל\s+חיים|מצילת\s+חיים|אגדה|` +
		// The help praised with no one named ("עזרת לי מאוד", "ממש עוזר").
		`עזרת(?:\s+לי)?(?:\s+(?:מאוד|ממש|המון|מלא))?|(?:ממש|מאוד|נורא|סופר)\s+(?:עוזר|עוזרת|מועיל|מועילה|שימושי|שימושית)|` +
		// "אתה מחזיק אותי בחיים", "את שומרת עליי שפויה".
		`(?:אתה|את)\s+(?:ממש\s+|פשוט\s+|באמת\s+)?(?:מחזיק|מחזיקה)\s+אותי\s+(?:בחיים|שפוי|שפויה)|(?:אתה|את)\s+(?:ממש\s+)?(?:שומר|שומרת)\s+(?:עליי|עלי)\s+(?:שפוי|שפויה)`
)

// closingEN and closingHE are the longer thanks and good wishes a
// message of thanks closes with: "thank you for your help", "have a nice
// day", "all the best", "תודה לך על העזרה", "שיהיה לך יום טוב", "המשך
// יום נעים".
const (
	closingEN = `(?:thanks|thank\s+(?:you|u))(?:\s+(?:so|very)\s+much)?\s+for\s+(?:the|your|all\s+(?:the|your))\s+help|` +
		`(?:have|enjoy)\s+a\s+(?:nice|good|great|lovely|wonderful|pleasant|blessed)\s+(?:day|evening|night|weekend|week|one|afternoon)|` +
		`all\s+the\s+best|best\s+wishes|take\s+care|good\s+(?:night|day|bye)|goodbye|bye|lol|haha|hahaha|lmao`
	closingHE = `(?:תודה|תודה\s+רבה)\s+(?:לך\s+)?על\s+(?:העזרה|הכול|הכל|הסבלנות)|(?:תודה|תודה\s+רבה)\s+לך|` +
		`(?:ש)?(?:יהיה|יהיה\s+לך|שיהיה\s+לך)\s+(?:יום|ערב|לילה|שבוע|סוף\s+שבוע|סופ["״]ש)\s+(?:טוב|נעים|מקסים|נפלא|מצוין)|` +
		`(?:המשך\s+)?(?:יום|ערב|שבוע)\s+(?:טוב|נעים|מקסים|נפלא)(?:\s+(?:לך|לכם))?|חג\s+(?:שמח|כשר\s+ושמח|שמח\s+לך)|מועדים\s+לשמחה|` +
		// A blessing of health said to the one asked ("שתהיי בריאה").
		`(?:ש)?(?:תהיה|תהיי|תהיו)\s+(?:בריא|בריאה|בריאים)|שבת\s+שלום|להתראות|ביי|יא\s+מתוק|יא\s+מתוקה|חחח+|` +
		// A blessing said as thanks ("תזכי למצוות", "יישר כוח", "תבורך").
		`(?:ש)?(?:תזכה|תזכי|תזכו)\s+למצוות|(?:ש)?(?:אלוהים|אלוקים|השם|ה['׳])\s+(?:ישמור|יברך|יעזור\s+לך)(?:\s+(?:אותך|עליך|לך))?|` +
		// The words of address said with thanks ("תודה יא בני").
		`יא\s+(?:בני|בתי|ביתי|חביבי|אחי|אחותי|מאמי|נשמה)|(?:יי?שר|ישר)\s+(?:כוח|כח)(?:\s+(?:גדול|ענק|ענקי))?(?:\s+לך)?|שכויי?ח|(?:ש)?(?:תבורך|תבורכי|תבורכו)|(?:כל\s+)?הכבוד\s+לך`
)

// An acknowledgement said with thanks, a word of address or praise, in
// any order, is thanks too: "roger that thanks", "copy that, cheers",
// "appreciate it partner", "shukriya bhai, bohat acha", "קיבלתי תודה",
// "רוג'ר אחי". reAck reads the whole message as such words and nothing
// else, so a request said after them ("thanks, and remind me at 5 …")
// is still read as one.
const (
	// ackEN are the English words that acknowledge what was said: the
	// radio's "roger", "copy", "10-4", and "will do", "understood".
	ackEN = `roger(?:\s+that|\s+roger)?|copy(?:\s+that)?|10-4|ten-?four|wilco|understood|will\s+do|gotcha|got\s+(?:you|ya|u)|` +
		// The same said in the words of South Asia ("theek hai", "acha").
		`(?:theek|thik)\s+(?:hai|he)|acha|achha|accha|achcha|` +
		// Praise in them ("bohat acha", "bahut badhiya", "zabardast").
		`(?:bohat|bohot|bahut|bahot|bhot|boht)\s+(?:acha|achha|accha|achcha|badhiya|badiya|khoob)|badhiya|zabardast|shabash|` +
		// Thanks and praise of other Englishes ("safe bro", "heaps helpful",
		// "thank ya kindly", "much obliged").
		`safe|heaps\s+(?:helpful|good|useful)|thank\s+(?:ya|ye|yall|y'all)(?:\s+kindly)?|much\s+obliged|ta\s+muchly`
	// ackHE are the Hebrew ones: "רוג'ר", "קלטתי", "סגור", "מקובל".
	ackHE = `רוג['׳]?ר|קלטתי|סגור|סגורים|מקובל|מקובלת|ברור|אין\s+בעיה|סחתיין(?:\s+(?:עליך|עלייך))?|אחלה|` +
		// The words of address they are said with ("רוג'ר בוס", "תודה גבר").
		`(?:יא\s+)?(?:גבר|בוס|הבוס|אח\s+יקר|אחי\s+היקר|אחלה\s+גבר)`
	// ackStress are the words that make thanks or praise after them
	// stronger: "thanks honestly you're keeping me alive", "seriously
	// thank you". Said alone they thank nobody.
	ackStress = `(?:honestly|seriously|truly|genuinely|literally|really|tbh|fr)`
)
