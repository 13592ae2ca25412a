package gen

import (
	"slices"

	"github.com/memo-assistant/memo"
)

// Talk is small talk (thanks, a compliment, a greeting, a question about
// what Memo is) or an undo said alone: a thanks or a greeting changes nothing, an undo undoes, and none
// is ever read as a request for something else. A greeting is answered
// with a greeting, never with "you're welcome".
const Talk Kind = "talk"

// Thanks and compliments, and the undo said alone, in each language.
var (
	thanksEN = []string{"thanks", "thank you", "thanks a lot", "thank you so much", "great job", "you're awesome", "you rock",
		"good bot", "much appreciated", "perfect, thanks", "you're the best", "well done", "love you", "cheers", "nice, thank you",
		// The thanks of other Englishes, with a word of address.
		"thanks bach", "cheers bach", "ta love", "sweet as", "sweet as bro thanks", "nice one", "cheers mate", "ngā mihi", "shiok", "chur bro", "thanks lah",
		// Thanks with an endearment and a heart.
		"thanks love ❤️", "thank you sweetie 🙏",
		// Thanks said with more than thanks.
		"thank you ma", "Salamat po for helping me always 🙏", "Y'all are lifesavers, thanks hon"}
	thanksHE = []string{"תודה", "תודה רבה", "אתה תותח", "כל הכבוד", "יא מלך", "אלוף", "תודה ענקית", "מושלם, תודה", "אין עליך",
		"אתה הכי טוב", "סבבה תודה", "אחלה, תודה",
		// Blessings and wishes said as thanks.
		"שתהיי בריאה", "תהיה בריא", "יום טוב לך", "שבוע טוב", "חג שמח", "תודה, שתהיה בריא",
		// Thanks with an endearment and a heart.
		"תודה רבה כפרה עלייך ❤️", "תודה נשמה", "תודה אחי יא מלך", "תודה מותק 🙏",
		// Thanks said with more than thanks.
		"תודה מותק אתה עוזר טוב, יותר טוב מהבן שלי"}
	greetEN = []string{"hi", "hello", "hey memo", "good morning", "good morning ☀️", "good evening", "how are you?", "hi! how are you today?",
		"what's up?", "sup", "hey, what's up", "hello there", "how's it going?", "morning memo", "hiya, how r u",
		// The hellos of other Englishes.
		"bore da", "kia ora", "howzit", "g'day mate", "shwmae bach", "hope you're well",
		// Asked how Memo is, with a word of address.
		"how are you today my friend", "hey how r u doing today",
		// Asked whether Memo is there or well, as texted.
		"lol u good?", "you still there?", "Good morning. How are you keeping today?", "hows ur day going"}
	greetHE = []string{"היי", "הי", "שלום", "בוקר טוב", "בוקר טוב ☀️", "ערב טוב", "מה קורה?", "היי מה קורה?", "מה נשמע",
		"מה שלומך?", "מה המצב", "היי ממו", "שלום ממו, מה שלומך היום?", "אהלן, מה העניינים", "צהריים טובים", "מה שלומך היום? אני מקווה שאת בסדר",
		"מה שלומך היום חבר", "היי מה נשמע אחי", "שלום חביבי מה נשמע איתך", "את עדיין פה?", "מה העניינים אחי",
		// The vibe asked of.
		"בוקר טוב מה קורה? איך הוויב היום", "מה הווייב"}
	// farewellEN and farewellHE are goodbyes: answered in kind, never
	// with the greeting's introduction.
	farewellEN = []string{"good night", "good night memo", "bye", "bye!", "ok bye", "see ya", "see you tomorrow", "ttyl", "gn", "thanks, bye!",
		"night night", "later", "take care",
		// A goodbye that says when the two talk again: still a goodbye.
		"bye till tomorrow at 9", "see you tomorrow at 9", "talk tmrw", "night! till 7am", "see ya monday", "good night memo, till 7:30"}
	farewellHE = []string{"לילה טוב", "לילה טוב יקירתי", "ביי", "יאללה ביי", "נתראה", "להתראות", "תודה, לילה טוב", "ביי ביי ממו",
		"לילה טוב לך", "נדבר מחר", "להתראות מחר בתשע", "לילה טוב עד מחר", "נדבר מחר ב-8", "ביי עד מחר"}
	aboutEN = []string{"are you a bot?", "r u human", "are you a real person?", "lol is this a bot", "who made you?",
		"are you a bot or a real person", "am i talking to a bot?", "what's your name?"}
	aboutHE = []string{"אתה בוט?", "חחח אתה בוט?", "את בן אדם?", "אתה בן אדם אמיתי או בוט?", "מי יצר אותך?", "אני מדבר עם בוט?",
		"זה בוט?", "איך קוראים לך?"}
	// Reactions to something said: answered in kind, nothing changed.
	reactEN = []string{"lol that's so sus", "haha that's wild", "omg no way", "lmao thats hilarious", "so cute", "kinda weird ngl",
		"bruh that's crazy", "lol that's so funny", "no way lol",
		// A pause told: "I'm coming" (Nigerian English: I'll be right back), "brb".
		"I'm coming", "ok im coming", "brb", "one sec"}
	reactHE = []string{"חחח איזה קטע", "וואו מטורף", "איזה קטע", "חחח מצחיק", "הזוי", "וואי איזה מגניב", "חחחח מטורף אחי",
		"שנייה אני חוזרת", "אני כבר חוזר"}
	// Venting at Memo: owned, nothing changed.
	ventEN = []string{"lol ur kinda useless", "you're so dumb", "this bot is useless", "you're not helpful at all", "ugh you're the worst",
		"you don't understand anything"}
	ventHE = []string{"את ממש לא עוזרת", "אתה מטומטם", "אוף אתה לא מבין כלום", "הבוט הזה גרוע", "את ממש לא עוזרת בכלל"}
	// Remarks on the day, the week or the weather, with an opening or
	// not: answered in kind, nothing changed.
	remarkOpenEN = []string{"", "", "ugh ", "man ", "wow "}
	remarkEN     = []string{"its a dreich day the day nae fishing weather at all", "such a grey miserable day", "freezing out there",
		"crazy hectic week at work", "the sprint… 🙃", "12 hours on the road all day", "this weather is grim",
		// Said as an exclamation, a tag after it.
		"what a grim day huh", "what a miserable day out, right?"}
	remarkOpenHE = []string{"", "", "יא זלמה ", "וואי ", "אוף "}
	remarkHE     = []string{"איזה יום ארוך היה, 12 שעות על הכביש", "משעמם פה רצח", "ב\"ה היה שבוע עמוס", "קר פה רצח ברפת", "שבוע מטורף אחי",
		"חם פה רצח", "כל היום גשם", "הספרינט הזה… 🙃",
		// Said as an exclamation, a tag after it.
		"איזה חום היום מה", "איזה קור הבוקר נכון?", "אחי איזה חום היום"}
	jokeEN      = []string{"can you tell me a joke?", "tell me a joke", "tell me a funny joke pls", "do you know any jokes"}
	jokeHE      = []string{"תספר לי בדיחה", "ספרי לי בדיחה", "יש לך בדיחה טובה?", "תספר לי סיפור"}
	languagesEN = []string{"I have a doubt, can you set reminders in Hebrew also?", "do you speak hebrew?", "can I write to you in hebrew", "do you understand english"}
	languagesHE = []string{"אתה מדבר אנגלית?", "אפשר לכתוב לך באנגלית?", "את מבינה אנגלית?", "אתה עובד גם באנגלית?"}
	undoEN      = []string{"undo", "undo that", "cancel", "cancel that", "take that back", "revert it", "put it back"}
	undoHE      = []string{"ביטול", "תבטל", "תבטלי", "תבטל את זה", "תחזיר את זה", "בטל את מה שעשית"}
	// redoEN and redoHE ask for the last undo to be taken back, or the
	// item brought back: right after an undo, what it took back returns.
	redoEN = []string{"undo the undo", "redo", "redo that", "oops no, i want it", "actually i want it", "i want it back",
		"bring it back", "oops bring it back", "restore it", "put that back", "no wait i do want it", "cancel the undo"}
	redoHE = []string{"בטל את הביטול", "תבטלי את הביטול", "אופס, תחזירי", "תחזיר אותו", "תחזירי אותה בחזרה", "תשחזר",
		"החזר אותו", "אני כן רוצה את זה", "אופס תחזיר את זה", "דווקא כן רוצה אותו", "תבטל את הביטול האחרון"}
)

// Moods told, composed from an opening, a word that makes them stronger,
// the mood and when: "ugh i'm so tired today", "אוף אני ממש לחוצה היום".
var (
	moodOpenEN  = []string{"", "", "ugh ", "honestly ", "man ", "eish ", "wah "}
	moodSayEN   = []string{"i'm ", "im ", "i am ", "i feel ", "feeling ", "i'm feeling "}
	moodMoreEN  = []string{"", "so ", "really ", "kinda ", "a bit ", "super "}
	moodLowEN   = []string{"tired", "exhausted", "stressed", "sad", "bored", "overwhelmed", "sick", "burnt out", "down"}
	moodGoodEN  = []string{"happy", "great", "excited", "relieved"}
	moodWhenEN  = []string{"", "", " today", " tonight", " lately", " right now"}
	moodOpenHE  = []string{"", "", "אוף ", "וואי "}
	moodMoreHE  = []string{"", "כל כך ", "ממש ", "נורא ", "קצת "}
	moodLowHE   = []string{"עייף", "עייפה", "גמורה", "לחוץ", "לחוצה", "עצובה", "חולה", "מבואס", "משועממת", "מותש"}
	moodGoodHE  = []string{"שמח", "שמחה", "מאושרת", "רגוע"}
	moodWhenHE  = []string{"", "", " היום", " הערב", " לאחרונה", " עכשיו"}
	moodDayEN   = []string{"long day", "ugh long day", "what a long day", "such a rough day", "what a great day", "what an exhausting day", "another hectic day"}
	moodDayHE   = []string{"איזה יום ארוך", "אוף איזה יום קשה", "היה לי יום מעולה", "איזה יום מבאס", "וואי איזה יום מטורף", "איזה יום מתיש", "היה לי יום מהמם"}
	moodGoodDay = map[string]bool{"what a great day": true, "היה לי יום מעולה": true, "היה לי יום מהמם": true}
)

// mood composes a mood told, and what it is.
func (g *Generator) mood(c *Case) {
	if g.r.IntN(4) == 0 {
		c.Template = pick(g.r, in(c.Lang, moodDayEN, moodDayHE))
		c.Want.Reason = memo.ReasonFeelingLow
		if moodGoodDay[c.Template] {
			c.Want.Reason = memo.ReasonFeelingGood
		}
		return
	}
	good := g.r.IntN(4) == 0
	var word string
	if c.Lang == memo.Hebrew {
		word = pick(g.r, moodLowHE)
		if good {
			word = pick(g.r, moodGoodHE)
		}
		c.Template = pick(g.r, moodOpenHE) + "אני " + pick(g.r, moodMoreHE) + word + pick(g.r, moodWhenHE)
	} else {
		word = pick(g.r, moodLowEN)
		if good {
			word = pick(g.r, moodGoodEN)
		}
		c.Template = pick(g.r, moodOpenEN) + pick(g.r, moodSayEN) + pick(g.r, moodMoreEN) + word + pick(g.r, moodWhenEN)
	}
	c.Want.Reason = memo.ReasonFeelingLow
	if good {
		c.Want.Reason = memo.ReasonFeelingGood
	}
}

// talk composes small talk or an undo.
func (g *Generator) talk(c *Case) {
	switch g.r.IntN(10) {
	case 9:
		c.Template = pick(g.r, in(c.Lang, reactEN, reactHE))
		c.Want.Op, c.Want.Reason = memo.OpUnknown, memo.ReasonReaction
		switch g.r.IntN(4) {
		case 0:
			c.Template = pick(g.r, in(c.Lang, ventEN, ventHE))
			c.Want.Reason = memo.ReasonFrustrated
		case 1:
			// A remark on the day, the week or the weather.
			c.Template = pick(g.r, in(c.Lang, remarkOpenEN, remarkOpenHE)) + pick(g.r, in(c.Lang, remarkEN, remarkHE))
			c.Want.Reason = memo.ReasonRemark
		case 2:
			// A joke or the languages asked of Memo.
			c.Template, c.Want.Reason = pick(g.r, in(c.Lang, jokeEN, jokeHE)), memo.ReasonJoke
			if g.r.IntN(2) == 0 {
				c.Template, c.Want.Reason = pick(g.r, in(c.Lang, languagesEN, languagesHE)), memo.ReasonLanguages
			}
		}
	case 8:
		g.moodWhy(c)
		c.Want.Op = memo.OpUnknown
	case 7:
		g.praise(c)
		c.Want.Op = memo.OpThanks
	case 6:
		g.capability(c)
		c.Want.Op = memo.OpHelp
	case 5:
		g.mood(c)
		c.Want.Op = memo.OpUnknown
	case 4:
		c.Template = pick(g.r, in(c.Lang, aboutEN, aboutHE))
		c.Want.Op = memo.OpAbout
	case 0:
		c.Template = pick(g.r, in(c.Lang, undoEN, undoHE))
		c.Want.Op = memo.OpUndo
		if r := g.stream("redo"); r.IntN(3) == 0 {
			c.Template = pick(r, in(c.Lang, redoEN, redoHE)) // "undo the undo", "בטל את הביטול"
			c.Want.Op = memo.OpRedo
		}
	case 1:
		greet, bye := in(c.Lang, greetEN, greetHE), in(c.Lang, farewellEN, farewellHE)
		c.Template = pick(g.r, slices.Concat(greet, bye))
		c.Want.Op = memo.OpGreet
		if slices.Contains(bye, c.Template) {
			c.Want.Op = memo.OpFarewell
		}
	default:
		c.Template = pick(g.r, in(c.Lang, thanksEN, thanksHE))
		c.Want.Op = memo.OpThanks
		thankMore(g.stream("thankmore"), c) // "grazie mille, you are very gentle", "wya 😭"
		if c.Want.Op == memo.OpThanks && c.Want.Reason == "" {
			acknowledged(g.stream("acknowledged"), c) // "roger that thanks", "קיבלתי תודה אחי"
		}
	}
	c.Text = c.Template
}

// scoreTalk scores a step that should be small talk or an undo.
func scoreTalk(c Case, s memo.Step) (Outcome, string) {
	if c.Want.Reason != "" {
		switch {
		case s.Operation == memo.OpUnknown && s.General != nil && s.General.Reason == c.Want.Reason:
			return Correct, ""
		case c.Want.Reason == memo.ReasonRemark && s.Operation == memo.OpUnknown && s.General != nil &&
			(s.General.Reason == memo.ReasonFeelingLow || s.General.Reason == memo.ReasonFeelingGood):
			return Correct, "" // a remark answered as the mood it tells: in kind either way
		case s.Operation == memo.OpUnknown && s.General != nil && (s.General.Reason == memo.ReasonFeelingLow || s.General.Reason == memo.ReasonFeelingGood):
			return Wrong, "the other mood: " + string(s.General.Reason)
		case s.Capability == memo.CapGeneral && (s.Operation == memo.OpUnknown || s.Operation == memo.OpHelp):
			return Declined, string(s.Operation)
		}
		return Wrong, "a mood read as " + describe(s)
	}
	if s.Capability == memo.CapGeneral && s.Operation == c.Want.Op {
		return Correct, ""
	}
	if c.Want.Op == memo.OpUndo && s.Operation == memo.OpRedo && s.General != nil && s.General.OrUndo {
		return Correct, "" // "put it back" with no undo before it undoes
	}
	if c.Want.Op == memo.OpGreet && s.Operation == memo.OpThanks {
		return Wrong, "a greeting answered as thanks"
	}
	if (c.Want.Op == memo.OpFarewell) != (s.Operation == memo.OpFarewell) && (s.Operation == memo.OpGreet || s.Operation == memo.OpFarewell) {
		return Wrong, "a goodbye and a hello taken for each other"
	}
	if s.Capability == memo.CapGeneral && (s.Operation == memo.OpUnknown || s.Operation == memo.OpHelp || s.Operation == memo.OpThanks) {
		return Declined, string(s.Operation)
	}
	if s.Tasks != nil && len(s.Tasks.Targets) > 0 && len(s.Tasks.IDs) == 0 && len(s.Tasks.Indexes) == 0 {
		// "wlel done": a name no task has; the runner finds none and says
		// so (or asks about one close to it), and nothing changes.
		return Declined, "names a task: " + describe(s)
	}
	return Wrong, "not " + string(c.Want.Op) + ": " + describe(s)
}
