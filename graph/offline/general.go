package offline

import (
	"strings"

	"github.com/memo-assistant/memo/lexicon"

	"github.com/memo-assistant/memo"
)

var (
	// reHelp asks what Memo can do or how to use it (see helpEN and
	// helpHE).
	reHelp = re(`^(?:` + helpEN + `|` + helpHE + `)(?:\s+(?:please|pls|exactly|actually|again|anyway|בבקשה|בדיוק|בעצם|בכלל|שוב))?$`)
	// reGreet is a message that only greets or asks how Memo is, in
	// either language: a run of greetings, how-are-yous and the ways of
	// addressing Memo ("hi! how are you today", "היי מה קורה", "בוקר טוב
	// ממו"). It is matched whole, so "what's up tomorrow" and "מה קורה
	// מחר" (a time after it) stay questions about the day.
	reGreet = re(`^` + greetFiller + `(?:(?:` + greetName + `)[\s,]+)?(?:` + greetPart + `)(?:[\s,]+(?:` + greetPart + `|` + greetName + `))*$`)
	// reGreetLead is a greeting or a how-are-you closed by a mark before
	// a request ("hey how are you? remind me …", "היי מה נשמע, תזכיר לי
	// …"): Clean takes it off. Without the mark "מה קורה מחר" is one
	// question, so the mark is required.
	reGreetLead = re(`^(?:(?:` + greetName + `)[\s,]+)?(?:` + greetPart + `)(?:[\s,]+(?:` + greetPart + `|` + greetName + `))*\s*[,.!?…]+\s*`)
	// reParticleLead is the Nigerian particle "o" a greeting closes with,
	// left alone with its mark once the greeting is off ("Good morning o.
	// Please remind me …").
	reParticleLead = re(`^o+\s*[,.!…]+\s*`)
	// reGreetOpen is the greeting a message opens with, mark or no mark.
	reGreetOpen = re(`^(?:(?:` + greetName + `)[\s,]+)?(?:` + greetPart + `)(?:[\s,]+(?:` + greetPart + `|` + greetName + `))*[\s,.!?…]+`)
	// reHelloOnly is a greeting with no how-are-you in it ("hi", "בוקר
	// טוב ממו").
	reHelloOnly = re(`^` + greetFiller + `(?:(?:` + greetName + `)[\s,]+)?(?:` + greetHello + `)(?:[\s,]+(?:` + greetHello + `|` + greetName + `))*$`)
	reThanks    = re(`^(?:thanks|thank you|thank u|thanku|thx|ty|thanks a lot|great|perfect|cool|awesome|nice|ok|okay|👍|תודה|תודה רבה|תודה לך|מעולה|אחלה|סבבה|מושלם|יופי|אוקיי|בסדר)(?:\s+(?:memo|ממו))?$`)
)

// matchHelp reads a request for help or a question about what Memo can
// do, as written, after a greeting, or with the words around it cleaned
// off ("ok so what do you do pls", "יאללה מה את יכולה לעשות תודה").
func matchHelp(m *message) ([]memo.Step, bool, error) {
	if !mayAskHelp(m.req.Text) {
		return nil, false, nil
	}
	if reHelp.MatchString(m.low) || reHelp.MatchString(withoutGreeting(m.req.Text)) || reHelp.MatchString(strings.TrimRight(m.low, "?!. ")) ||
		reHelp.MatchString(strings.TrimRight(toLower(m.clean().Text), "?!.… ")) {
		return []memo.Step{general(memo.OpHelp, "")}, true, nil
	}
	return nil, false, nil
}

// greetHello is a hello, in either language.
const greetHello = `hi|hii+|hello|hey|heyy+|hiya|heya|howdy|yo|hola|shalom|greetings|gm|good\s+(?:morning|afternoon|evening|night|day)|morning|evening|` +
	greetOtherEN + `|` +
	`שלום\s+רב|שלום\s+וברכה|שלום|היי+|הי|הלו|אהלן|אהלן\s+וסהלן|יו|בוקר\s+טוב|בוקר\s+אור|צהריים\s+טובים|ערב\s+טוב|לילה\s+טוב`

// greetOtherEN are the hellos of other Englishes and the tongues they mix
// in: Welsh ("bore da", "shwmae"), Māori ("kia ora", "mōrena"), South
// African ("howzit", "sawubona"), Australian ("g'day"), Jamaican
// ("wagwan", "bless up"), Filipino ("kumusta").
const greetOtherEN = `bore\s+da|prynhawn\s+da|noswaith\s+dda|shwmae|s['’]?mae|kia\s+ora(?:\s+koutou)?|m(?:ō|o)rena|howzit|sawubona|` +
	`g['’]?day|gday|wagwan|wah\s+gwaan|bless\s+up|kumusta|kamusta|` +
	// And of the tongues mixed into Hebrew and English: "shalom aleichem",
	// "salam alaikum", "bonjour", "שלום עליכם", "סלאם".
	`shalom\s+ale(?:i)?chem|salaa?m(?:\s+(?:alaikum|aleikum))?|(?:as\s+)?assalamu\s+alaikum|marhaba|bonjour|salut|שלום\s+עליכם|שלום\s+עליכן|סלאם(?:\s+עליכום)?|מרחבא`

// greetAsk is a how-are-you. Only one about Memo takes "today" after it:
// "מה קורה היום" and "what's up today" ask about the day.
const greetAsk = `(?:(?:are|r)\s+)?(?:you|u)\s+(?:still\s+)?there|(?:(?:lol|lmao|haha)\s+)?(?:(?:are|r)\s+)?(?:you|u|ya)\s+(?:alright|allright|aight|awright|good|ok|okay)|how\s+(?:are|r)\s+(?:you|u|ya)(?:\s+(?:doing|feeling|keeping|today|(?:doing|feeling|keeping)\s+today|this\s+morning|this\s+evening))?|how\s+(?:are|r)\s+things|how'?s\s+it\s+going|ça\s+va|ca\s+va|how\s+(?:you|u|ya)\s+doin(?:g|'|’)?(?:\s+today)?|` +
	`how'?s\s+(?:your|ur)\s+day(?:\s+going)?|(?:i\s+)?hope\s+(?:you|u)(?:'?re|\s+are)\s+(?:well|ok|okay|good|doing\s+well)|how\s+is\s+(?:your|ur)\s+day(?:\s+going)?|what'?s\s+up|wh?at\s+up|wass?up|whaddup|sup|what'?s\s+new|` +
	`(?:אני\s+)?(?:מקווה|מקוה)\s+ש(?:את|אתה)\s+(?:בסדר|בטוב|מרגיש\s+טוב|מרגישה\s+טוב)|מה\s+(?:שלומך|שלומכם|נשמע(?:\s+(?:אצלך|איתך|אתך))?|איתך|אתך|קורה\s+איתך|המצב\s+איתך)(?:\s+היום)?|(?:אתה|את)\s+(?:עדיין\s+)?(?:פה|כאן|שם|בסדר)|מה\s+(?:קורה|המצב|העניינים|הולך)|מה\s+חדש(?:\s+אצלך)?|איך\s+(?:אתה|את)(?:\s+מרגיש|\s+מרגישה)?(?:\s+היום)?|איך\s+הולך|איך\s+עובר\s+(?:עליך|עלייך)\s+היום|` +
	// What Memo is doing, or where, as teens text it ("wyd", "wya 😭",
	// "hbu"): a how-are-you, and with a time after it no more one.
	`wyd|wya|hbu|wbu|how\s+(?:about|bout)\s+(?:you|u)|` +
	// The vibe asked of, as loaned: "איך הוויב היום", "מה הווייב", "how's the vibe".
	`(?:איך|מה)\s+ה(?:וו?יי?ב(?:ז|ס)?|אווירה)(?:\s+היום)?|how'?s\s+the\s+vibes?(?:\s+today)?|what'?s\s+the\s+vibes?(?:\s+today)?`

// farewellPart is a goodbye, in either language: "good night", "bye",
// "see ya", "ttyl", "gn", "לילה טוב", "ביי", "נתראה", "להתראות".
const farewellPart = `good\s*night|goodnight|g'?nite|nite|night\s+night|nighty\s+night|gn|sweet\s+dreams|bye+|bye\s+bye|goodbye|good\s+bye|` +
	`see\s+(?:ya|you|u)(?:\s+(?:later|soon|tomorrow|tmrw|tmr))?|cya|ttyl|talk\s+(?:to\s+(?:you|u)\s+)?(?:later|soon|tomorrow)|later|laters|take\s+care|` +
	`לילה\s*טוב|ליל\s+מנוחה|לילה\s+טוב\s+ו?חלומות\s+(?:פז|מתוקים)|חלומות\s+(?:פז|מתוקים)|ביי+|ביי\s+ביי|באי|נתראה|להתראות|להת|נדבר|נדבר\s+(?:מחר|אחר\s+כך|אח"כ|אחכ)|` +
	`שיהיה\s+לילה\s+טוב|לילה\s+טוב\s+לך`

// reFarewell is a message that only says goodbye, with the ways of
// addressing Memo and thanks around it ("good night memo", "לילה טוב
// יקירתי", "יאללה ביי", "thanks, bye!"). A time after it ("bye till
// tomorrow at 9") is read by reFarewellTimed. A hello
// before it ("hey, good night") leaves it a goodbye.
var reFarewell = re(`^` + greetFiller + `(?:(?:` + greetName + `|` + greetHello + `|thanks|thank\s+you|תודה|תודה\s+רבה)[\s,]+)*(?:` + farewellPart + `)` +
	`(?:[\s,]+(?:` + farewellPart + `|` + greetName + `|thanks|thank\s+you|תודה|תודה\s+רבה|xx+|x|כפרה|כפרה\s+עלייך|כפרה\s+עליך))*$`)

// farewellCues are the words one of which every goodbye holds: the
// cheap test before reFarewell.
var farewellCues = []string{"night", "nite", "gn", "bye", "see", "cya", "ttyl", "later", "care", "dreams", "talk",
	"לילה", "ליל ", "ביי", "באי", "נתראה", "להת", "נדבר", "חלומות"}

// reFarewellTimed is a goodbye that says when the two will talk again
// ("bye till tomorrow at 9", "see you tomorrow at 9", "talk tmrw", "night!
// till 7am", "להתראות מחר בתשע", "לילה טוב עד מחר"): small talk, never a
// thing to remind of. The time is all that follows the goodbye; "later"
// opens none ("later today at 5" is no goodbye), and a word more ("see
// you at the dentist tomorrow at 9", "night shift tomorrow at 9") leaves
// the message to be read whole. "till" may be run into the goodbye
// ("byetill tomorrow at 9"). Read in greetingForm, marks out.
var reFarewellTimed = re(`^` + greetFiller + `(?:(?:` + greetName + `|` + greetHello + `|thanks|thank\s+you|תודה|תודה\s+רבה)\s+)*` +
	`(?:good\s*night|goodnight|g'?nite|nite|night|gn|bye+|bye\s+bye|goodbye|good\s+bye|see\s*(?:ya|you|u)|cya|ttyl|talk(?:\s+to\s+(?:you|u))?|speak\s+(?:to\s+(?:you|u)\s+)?|` +
	`לילה\s*טוב|ביי+|ביי\s+ביי|באי|נתראה|להתראות|נדבר)` +
	`(?:\s+(?:` + greetName + `))?(?:\s*(?:till|til|until)\s+|\s+(?:(?:then|עד)\s+)?)` +
	`(?:(?:(?:tomorrow|tmrw|tmr|2moro|tomoro|tonight|mon|tue|tues|wed|thu|thurs|fri|sat|sun|` + weekdayFullEN + `)(?:\s+(?:morning|evening|night))?|(?:in\s+the\s+)?morning)(?:\s+(?:at\s+)?\d{1,2}(?:\s?[0-5]\d)?\s*(?:am|pm)?)?|` +
	`(?:at\s+)?\d{1,2}(?:\s?[0-5]\d)?\s*(?:am|pm)?|` +
	`(?:מחר|הערב|בבוקר|מחר\s+בבוקר|מחר\s+בערב|ב?יום\s+(?:ראשון|שני|שלישי|רביעי|חמישי|שישי)|בשבת)(?:\s+(?:ב\s?-?\d{1,2}(?:\s?[0-5]\d)?|ב(?:אחת|שתיים|שלוש|ארבע|חמש|שש|שבע|שמונה|תשע|עשר)))?|` +
	`ב\s?-?\d{1,2}(?:\s?[0-5]\d)?|ב(?:אחת|שתיים|שלוש|ארבע|חמש|שש|שבע|שמונה|תשע|עשר))` +
	`(?:\s+(?:` + greetName + `|xx+|x))*$`)

// farewell reports whether text only says goodbye (see reFarewell), its
// letters drawn out or doubled or not ("goood night", "byeee").
func farewell(text string) bool {
	low := toLower(text)
	if !farewellCued(low) && !farewellCued(squeeze(low, 1)) {
		return false // "ליללה טוב": a letter doubled in the cue
	}
	f := greetingForm(text)
	if reFarewell.MatchString(f) || reFarewell.MatchString(squeeze(f, 2)) || reFarewellTimed.MatchString(f) {
		return true
	}
	// "ליללה טוב עד מחר", "good niight till tomorrow": a letter doubled
	// where no word of a farewell doubles one.
	if one := squeeze(f, 1); one != f && (reFarewell.MatchString(one) || reFarewellTimed.MatchString(one)) {
		return true
	}
	// "see ya mnday": the day one slip off, mended as in a request.
	mended := normalizeHead(f)
	return mended != f && reFarewellTimed.MatchString(mended)
}

// farewellCued reports whether low holds a word of farewellCues.
func farewellCued(low string) bool {
	for _, c := range farewellCues {
		if strings.Contains(low, c) {
			return true
		}
	}
	return false
}

// greetPart is one piece of a greeting: a hello or a how-are-you.
const greetPart = greetHello + `|` + greetAsk

// greetFiller is what people say before a greeting that does not make it
// anything else ("ok so hi", "יאללה, בוקר טוב", "מממ מה קורה").
const greetFiller = `(?:(?:ok|okay|so|well|oh|um+|uh|and|also|lol|lmao|haha|yalla|יאללה|וואלה|ואלה|תכלס|בקיצור|פליז|פלייז|אז|מממ+|טוב|אוקיי|אוקי|תגיד|תגידי|נו)[\s,]+)*`

// greetName is a way of addressing Memo around a greeting ("hey there",
// "memo, hi", "שלום לך"): never a greeting on its own. The Nigerian
// particle "o" after a greeting ("Good morning o.") is one too.
const greetName = `there|memo|o|oo|buddy|friend|my\s+friend|honey|sweetie|darling|` + addressOtherEN + `|ממו|לך|חבר|חברה|אחי|אחותי|יקירי|יקירתי|יקירה|מותק|חמוד|חמודה|מאמי|נשמה|` +
	`כפרה|כפרה\s+עלייך|כפרה\s+עליך|יא\s+גבר|(?:יא\s+)?חביבי|(?:יא\s+)?חביבתי|יא\s+מלכה|יא\s+נשמה|מתוקה|מתוק|(?:נכדה|ילדה|חברה)\s+יקרה|(?:נכד|ילד|חבר)\s+יקר|my\s+dear|dear`

func matchGreeting(m *message) ([]memo.Step, bool, error) {
	switch {
	case len(m.low) < 120 && farewell(m.req.Text):
		return []memo.Step{general(memo.OpFarewell, "")}, true, nil
	case greets(m.req.Text):
		// A how-are-you is talk a model planner, when there is one, may
		// answer in kind; the grammar only greets back.
		m.tentative = !reHelloOnly.MatchString(m.greetingText())
		if m.tentative {
			// "how are you today my friend": answered in kind.
			return []memo.Step{general(memo.OpGreet, memo.ReasonAskedHow)}, true, nil
		}
		return []memo.Step{general(memo.OpGreet, "")}, true, nil
	case reThanks.MatchString(m.low):
		return []memo.Step{general(memo.OpThanks, "")}, true, nil
	}
	return nil, false, nil
}

// SmallTalk reports whether text is only small talk: thanks, a greeting,
// an acknowledgement or a compliment. A reply that acknowledges it claims
// nothing.
func SmallTalk(text string) bool {
	low := toLower(strings.TrimSpace(strings.TrimRight(text, "!.?")))
	return reAck.MatchString(low) || greets(text) || reThanks.MatchString(low) || farewell(text)
}

// greetingForm is text as a greeting is read: lower case, its emoji and
// marks taken out, and its apostrophes, which a hurried "hows' it going"
// puts anywhere; a part of the day typed with a slip is mended ("בווקר
// טוב", "בוקרר טוב").
func greetingForm(text string) string {
	text = lexicon.MendTimeSlips(text)
	t := strings.Map(func(r rune) rune {
		switch {
		case strings.ContainsRune("!?.,;:…~-()\"", r):
			return ' '
		case r == '\'' || r == '’':
			return -1
		}
		return r
	}, dropSymbols(text))
	return oneSpace(toLower(t))
}

// withoutGreeting is text, in lower case, with the greeting it opens
// with taken off, mark or no mark ("hi, can you help me", "hey memo what
// can you do"); "" when it opens with none.
func withoutGreeting(text string) string {
	t := oneSpace(toLower(dropSymbols(text)))
	t = strings.TrimRight(t, "?!. ")
	if loc := reGreetOpen.FindStringIndex(t); loc != nil && loc[1] < len(t) {
		return t[loc[1]:]
	}
	return ""
}

// greets reports whether text only greets or asks how Memo is, read with
// its emoji and marks taken out, its drawn-out letters cut and its
// run-together words split ("בוקר טוב ☀️", "hiii!! how r u??", "heyyy
// memo 👋", "ערבטוב").
func greets(text string) bool {
	t := greetingForm(text)
	if t == "" || strings.Count(t, " ") >= 12 {
		return false // a greeting alone is short: a hello, a name and two how-are-yous at most
	}
	// normalizeHead splits the greetings people run together ("ערבטוב",
	// "goodmorning"), as it does a command's words.
	two := squeeze(t, 2)
	return reGreet.MatchString(t) || two != t && reGreet.MatchString(two) || reGreet.MatchString(normalizeHead(t))
}

// reClock asks the time or the date, and nothing else: "what time is
// it", "what's the date today", "מה השעה", "איזה יום היום", "מה היום
// התאריך", "איזה תאריך היום".
var reClock = compile(`^(?:so\s+|hey\s+|ok\s+)?(?:(?:what'?s|whats|what\s+is)\s+the\s+(?:time|date)(?:\s+(?:now|today|right\s+now))?|what\s+time\s+is\s+it(?:\s+(?:now|right\s+now))?|` +
	`(?:what|which)\s+day\s+is\s+(?:it|today)(?:\s+today)?|what'?s\s+today'?s\s+date|what\s+date\s+is\s+(?:it|today)(?:\s+today)?|` +
	`(?:ו)?(?:מה|כמה)\s+השעה(?:\s+עכשיו)?|מה\s+(?:היום\s+)?התאריך(?:\s+(?:של\s+)?היום)?|(?:איזה|מה)\s+תאריך\s+(?:יש\s+|זה\s+)?היום|היום\s+(?:זה\s+)?(?:איזה|מה)\s+תאריך|(?:איזה|מה)\s+יום\s+(?:היום|זה\s+היום|יש\s+היום))$`)

// matchClock reads a question about the time or the date now.
func matchClock(m *message) ([]memo.Step, bool, error) {
	if !reClock.MatchString(strings.TrimRight(m.low, "?!. ")) {
		return nil, false, nil
	}
	return []memo.Step{general(memo.OpClock, "")}, true, nil
}

// helpWords are pieces of every question reHelp reads; a text holding
// none of them asks no help (a cheap test before cleaning the text, which
// reHelp's own needs cannot give: its branches share no word).
var helpWords = []string{"help", "menu", "command", "?", "what", "who", "how", "can", "could", "your", "ur ", "start", "capab", "feature",
	"possible", "ask", "עזר", "עזור", "תפריט", "פקוד", "מי", "מה", "איך", "בשביל", "לשם", "יכול", "יודע", "היכולות", "אפשר", "ניתן"}

// mayAskHelp reports whether text may ask what Memo can do.
func mayAskHelp(text string) bool {
	low := strings.ToLower(text)
	for _, w := range helpWords {
		if strings.Contains(low, w) {
			return true
		}
	}
	return false
}
