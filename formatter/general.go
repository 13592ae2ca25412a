package formatter

import "github.com/memo-assistant/memo"

// general renders help, greetings, thanks and "didn't understand".
func (w *writer) general(step memo.Step) string {
	var reason memo.UnknownReason
	fem := false
	if step.General != nil {
		reason, fem = step.General.Reason, step.General.Feminine
	}
	// she picks the Hebrew form said to a woman when her message showed
	// she is one ("אני ממש עייפה": "קחי", not "קח").
	she := func(m, f string) string {
		if fem {
			return f
		}
		return m
	}
	switch step.Operation {
	case memo.OpHelp:
		return w.help()
	case memo.OpClock:
		now := w.now.In(w.loc)
		if w.he {
			return "🕐 השעה " + now.Format("15:04") + " — יום " + heDay(now.Weekday()) + ", " + itoa(now.Day()) + "." + itoa(int(now.Month())) + "."
		}
		return "🕐 It's " + now.Format("15:04") + " — " + now.Format("Monday, 2 January") + "."
	case memo.OpGreet:
		if reason == memo.ReasonAskedHow {
			// Asked how it is: answered in kind, then what it does.
			return w.pick("I'm doing well, thanks for asking! 😊 I keep your reminders, tasks and lists — what can I do for you?",
				"הכל טוב, תודה ששאלת! 😊 אני שומר את התזכורות, המשימות והרשימות שלך — במה אפשר לעזור?")
		}
		// A greeting is often a new user's first message: say what Memo
		// does, with one thing to try, rather than only ask.
		return w.pick("Hi! 👋 I keep your reminders, tasks and lists, and remember things you tell me. "+
			"Try “remind me tomorrow at 9 to call mom”, or send “help” to see more.",
			"היי! 👋 אני שומר את התזכורות, המשימות והרשימות שלך, וזוכר דברים שתספר לי. "+
				"אפשר לנסות „תזכיר לי מחר ב-9 להתקשר לאמא”, או לכתוב „עזרה” כדי לראות עוד.")
	case memo.OpFarewell:
		// Said late, a goodbye is a good night, whichever words it took.
		if h := w.now.In(w.loc).Hour(); h >= 20 || h < 5 {
			return w.pick("Good night! 🌙 I'm here whenever you need me.", "לילה טוב! 🌙 אני כאן מתי שתצטרך.")
		}
		return w.pick("Bye! 👋 I'm here whenever you need me.", "ביי! 👋 אני כאן מתי שתצטרך.")
	case memo.OpThanks:
		return w.pick("You're welcome! 😊", "בשמחה! 😊")
	case memo.OpAbout:
		// Asked whether it is a person: the honest answer first, then
		// what it is for.
		return w.pick("I'm Memo 🤖, an automated assistant (a bot), not a person. I keep your reminders, tasks and lists, "+
			"your calendar, and things you ask me to remember. Send “help” to see what to write.",
			"אני ממו 🤖, עוזר אוטומטי (בוט), לא בן אדם. אני שומר את התזכורות, המשימות והרשימות שלך, "+
				"את היומן, ודברים שתבקש שאזכור. אפשר לכתוב „עזרה” כדי לראות מה לכתוב.")
	case memo.OpAnswer:
		if step.General != nil && step.General.Text != "" {
			return step.General.Text
		}
	case memo.OpRecent:
		return w.pick("I can't look back at earlier actions yet — “show my tasks” or “show my lists” shows where things stand.",
			"עוד אין לי אפשרות להציג פעולות קודמות — „מה המשימות שלי?” או „הרשימות שלי” יראו איפה הדברים עומדים.")
	}
	switch reason {
	case memo.ReasonEmpty:
		return w.pick("What would you like to do? For example: “show my tasks”.",
			"מה תרצה לעשות? למשל: „מה המשימות שלי?”")
	case memo.ReasonNoText:
		return w.pick("👋 Tell me in words what you'd like — for example “remind me tomorrow at 9 to call mom”.",
			"👋 כתוב לי במילים מה תרצה — למשל „תזכיר לי מחר ב-9 להתקשר לאמא”.")
	case memo.ReasonTooLong:
		return w.tooLong()
	case memo.ReasonPhotoEmpty, memo.ReasonPhotoOff:
		text := ""
		if step.General != nil {
			text = step.General.Text
		}
		return w.photoGeneral(reason, text)
	case memo.ReasonOutside:
		return w.pick("That's one I can't do myself — I don't book or order things, make calls, send files or pay, and I can't look things up outside, like the weather. "+
			"I can remind you to do it, or put it in your calendar: for example “remind me at 6 to book a table”.",
			"את זה אני לא יכול לעשות בעצמי — אני לא מזמין דברים, לא מתקשר, לא שולח קבצים ולא משלם, ולא בודק מידע מבחוץ, כמו מזג האוויר. "+
				"אני יכול להזכיר לך לעשות את זה, או להכניס ליומן: למשל „תזכיר לי ב-6 להזמין שולחן”.")
	case memo.ReasonFeelingLow:
		return w.pick("Sorry to hear that 💛 Take it easy. If there's something I can take off your mind, tell me — "+
			"for example “remind me tomorrow at 9 to call the bank”.",
			"מצטער לשמוע 💛 "+she("קח", "קחי")+" את זה בקלות. אם יש משהו שאפשר להוריד לך מהראש, "+she("תגיד", "תגידי")+" — "+
				"למשל „"+she("תזכיר", "תזכירי")+" לי מחר ב-9 להתקשר לבנק”.")
	case memo.ReasonFeelingGood:
		return w.pick("Glad to hear it! 😊", "איזה כיף לשמוע! 😊")
	case memo.ReasonFrustrated:
		return w.pick("Sorry I let you down 😕 Tell me once more in plain words and I'll do my best — for example “remind me tomorrow at 9 to call mom”.",
			"סליחה שאכזבתי 😕 "+she("תכתוב", "תכתבי")+" לי שוב במילים פשוטות ואעשה כמיטב יכולתי — למשל „"+she("תזכיר", "תזכירי")+" לי מחר ב-9 להתקשר לאמא”.")
	case memo.ReasonReaction:
		return w.pick("😄 If there's anything I can do for you, just say.", "😄 אם יש משהו שאפשר לעשות בשבילך, רק "+she("תגיד", "תגידי")+".")
	case memo.ReasonRemark:
		return w.pick("I hear you 💛 If there's anything I can take off your plate, just say.",
			"שומע אותך 💛 אם יש משהו שאפשר להוריד לך מהראש, רק "+she("תגיד", "תגידי")+".")
	case memo.ReasonJoke:
		return w.pick("😄 Jokes aren't my strong side — I'm better at remembering things for you. Try “remind me tomorrow at 9 to call mom”.",
			"😄 בדיחות זה לא הצד החזק שלי — אני טוב יותר בלזכור דברים בשבילך. אפשר לנסות „"+she("תזכיר", "תזכירי")+" לי מחר ב-9 להתקשר לאמא”.")
	case memo.ReasonLanguages:
		return w.pick("Yes — I understand English and Hebrew, and I answer in the language you write in. "+
			"For example “remind me tomorrow at 9 to call mom” or „תזכיר לי מחר ב-9 להתקשר לאמא”.",
			"כן — אני מבין עברית ואנגלית, ועונה בשפה שבה כותבים לי. למשל „"+she("תזכיר", "תזכירי")+" לי מחר ב-9 להתקשר לאמא” או “remind me tomorrow at 9 to call mom”.")
	case memo.ReasonNoTrigger:
		return w.pick("I can't tell when you get somewhere or finish something — I only remind at a time. "+
			"Tell me when, for example “remind me at 6 to call grandma”.",
			"אני לא יודע מתי מגיעים למקום או מסיימים משהו — אני מזכיר רק בשעה מסוימת. "+
				"תגיד לי מתי, למשל „תזכיר לי ב-6 להתקשר לסבתא”.")
	case memo.ReasonUnkeptRepeat:
		return w.pick("I couldn't tell exactly how often that repeats. I can repeat a reminder every day or every few days (“every 3 days”), "+
			"on the weekdays you name (“every other Monday”, “twice a week on Mon and Thu”) or monthly (“on the 5th of every month”, "+
			"“the last Friday of every month”) or yearly on a date (“every year on March 14”). For example: “remind me every other Monday at 9 to pay the cleaner”.",
			"לא הבנתי בדיוק כל כמה זמן זה חוזר. אני יודע לחזור על תזכורת כל יום או כל כמה ימים („כל 3 ימים”), בימים שתבחר („כל שבועיים ביום שני”, "+
				"„פעמיים בשבוע בימים ב׳ וה׳”) פעם בחודש („ב-5 בכל חודש”, „ביום שישי האחרון של כל חודש”) או פעם בשנה בתאריך („כל שנה ב-14 במרץ”). "+
				"למשל: „תזכיר לי כל שבועיים ביום שני ב-9 לשלם למנקה”.")
	}
	return w.pick(
		"Sorry, I didn't understand that. You could try:\n"+
			"• remind me tomorrow at 9 to call mom\n"+
			"• show my tasks\n"+
			"• new list shopping: milk, bread\n"+
			"Or send “help” for more.",
		"סליחה, לא הבנתי. אפשר לנסות למשל:\n"+
			"• תזכיר לי מחר ב-9 להתקשר לאמא\n"+
			"• מה המשימות שלי?\n"+
			"• רשימת קניות: חלב, לחם\n"+
			"או לכתוב „עזרה” לעוד דוגמאות.")
}

// tooLong asks for a shorter message.
func (w *writer) tooLong() string {
	return w.pick("That message is too long for me. Please send a shorter one — one request at a time works best.",
		"ההודעה ארוכה מדי בשבילי. נסה לשלוח הודעה קצרה יותר — בקשה אחת בכל פעם.")
}

// help says what Memo can do, with examples in the reply's language.
func (w *writer) help() string {
	return w.pick(
		"Hi, I'm Memo 👋 I keep your tasks, reminders and lists. You can write things like:\n"+
			"• remind me tomorrow at 9 to call mom\n"+
			"• remind me at 18:00 to pick up the kids\n"+
			"• add a task: call the bank\n"+
			"• what do I have today?\n"+
			"• done 2 / delete 3 (numbers from the last list I showed)\n"+
			"• new list shopping: milk, bread\n"+
			"• add butter to shopping\n"+
			"• show shopping list / check 2\n"+
			"When I ask “which one?”, reply with a number, several (1,3), “all” or “cancel”.",
		"היי, אני ממו 👋 אני שומר את המשימות, התזכורות והרשימות שלך. אפשר לכתוב לי למשל:\n"+
			"• תזכיר לי מחר ב-9 להתקשר לאמא\n"+
			"• תזכיר לי היום ב-18:00 לאסוף את הילדים\n"+
			"• תוסיף משימה לקנות מתנה לאבא\n"+
			"• מה המשימות שלי להיום?\n"+
			"• בוצע 2 / מחק 3 (המספרים מהרשימה האחרונה שהצגתי)\n"+
			"• רשימת קניות: חלב, לחם\n"+
			"• תוסיף חמאה לרשימת קניות\n"+
			"• תראה את רשימת קניות / סמן 2\n"+
			"אם אשאל „לאיזו התכוונת?”, אפשר לענות במספר, בכמה מספרים (1,3), „כולם” או „ביטול”.")
}
