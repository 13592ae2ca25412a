package offline

// A question about what Memo can do or how it works is answered as
// "help" is: "what can u do", "what are you able to do", "how do u
// work", "מה את יכולה לעשות", "במה אתה יכול לעזור", "איך זה עובד". It is
// read by its shape: a question word, whom it asks (you, u, this, אתה,
// את, זה) and a verb of doing, helping or working, with nothing after it
// that names a time or a thing to do.

const (
	// helpYouEN is whom an English question about Memo asks.
	helpYouEN = `(?:you|u|ya|memo|this\s+bot|the\s+bot)`
	// helpLostEN and helpLostHE are what one says before asking how Memo
	// works, not knowing: "i don't understand how this works", "אני לא
	// מבינה איך עובד הדבר הזה".
	helpLostEN = `(?:i\s+(?:don'?t|dont|do\s+not)\s+(?:understand|get|know)\s+)?`
	helpLostHE = `(?:(?:אני\s+)?לא\s+(?:מבין|מבינה|הבנתי|יודע|יודעת)\s+)?`
	// helpEN is an English question about what Memo can do.
	helpEN = `help|/help|/start|menu|commands|\?|help\s+me|i\s+need\s+help|(?:what|who)\s+(?:are|r)\s+` + helpYouEN + `|` + helpAbleEN + `|` +
		`what\s+(?:else\s+)?(?:can|could|do|does)\s+` + helpYouEN + `\s+(?:do|help(?:\s+me)?\s+with|help\s+with)(?:\s+for\s+me)?|` +
		`what\s+(?:else\s+)?(?:are|r)\s+` + helpYouEN + `\s+(?:able\s+to\s+do|good\s+(?:for|at)|capable\s+of|for|used\s+for)|` +
		`what\s+(?:is|'?s)\s+(?:this|it|memo)\s+for|` +
		`how\s+(?:do|does|can|will)\s+(?:` + helpYouEN + `|this|it|this\s+thing)\s+work|` + helpLostEN + `how\s+(?:this|it|you|u|this\s+thing|memo|this\s+bot)\s+works?|how\s+(?:to|do\s+i|can\s+i)\s+use\s+(?:this|you|u|it|memo)|` +
		`(?:how\s+)?(?:can|could)\s+` + helpYouEN + `\s+help(?:\s+me)?|how\s+(?:do|will)\s+` + helpYouEN + `\s+help(?:\s+me)?|` +
		`what\s+(?:are\s+)?(?:your|ur)\s+(?:features|capabilities|commands|skills|abilities)|` +
		`what\s+can\s+i\s+(?:ask|tell)\s+(?:you|u)(?:\s+to\s+do)?|what\s+can\s+i\s+do\s+(?:here|with\s+(?:you|u|this|it))`
	// helpYouHE is whom a Hebrew question about Memo asks, in both
	// genders.
	helpYouHE = `(?:אתה|את|ממו|הבוט)`
	// helpCanHE are the Hebrew verbs of being able to.
	helpCanHE = `(?:יודע|יודעת|יכול|יכולה|מסוגל|מסוגלת)`
	// helpHE is a Hebrew question about what Memo can do.
	helpHE = helpAbleHE + `|עזרה|תפריט|פקודות|תעזור\s+לי|תעזרי\s+לי|(?:אני\s+)?(?:צריך|צריכה)\s+עזרה|מי\s+(?:אתה|את)|מה\s+(?:אתה|את)|` +
		`מה\s+(?:עוד\s+)?` + helpYouHE + `\s+` + helpCanHE + `\s+לעשות(?:\s+(?:בשבילי|עבורי|לי))?|` +
		`(?:(?:במה|איך|בשביל\s+מה)\s+)?` + helpYouHE + `\s+(?:יכול|יכולה)\s+לעזור(?:\s+לי)?|(?:במה|איך)\s+(?:אפשר|תוכל|תוכלי)\s+לעזור(?:\s+לי)?|` +
		helpLostHE + `(?:איך\s+(?:זה|את|אתה|ממו|הבוט|הדבר\s+הזה)\s+(?:עובד|עובדת)|איך\s+(?:עובד|עובדת)\s+(?:זה|ממו|הבוט(?:\s+הזה)?|הדבר\s+הזה))|` +
		`(?:אני\s+)?לא\s+(?:מבין|מבינה|הבנתי)\s+איך\s+(?:משתמשים|להשתמש)\s+(?:בך|בזה|בבוט|בדבר\s+הזה)|מה\s+אפשר\s+לעשות(?:\s+(?:איתך|פה|כאן|עם\s+הבוט))?|` +
		`איך\s+(?:משתמשים|להשתמש|אני\s+משתמש|אני\s+משתמשת)\s+(?:בך|בזה|בבוט)|מה\s+(?:היכולות|הפקודות)\s+שלך|` +
		`בשביל\s+מה\s+(?:אתה|את|זה)|לשם\s+מה\s+(?:אתה|את)`
)

// A yes-or-no question whether a kind of thing can be done at all, and
// not a request to do it to one thing, is a question about Memo too: "is
// it possible to delete a reminder?", "can I ask you to remind me of
// things?", "האם אפשר לבקש ממך להזכיר לי דברים?", "האם ניתן למחוק
// תזכורת?". The thing is named only by its kind ("a reminder", "things",
// "תזכורת"), so none is picked.
const (
	// helpKindEN are the kinds of thing such a question names.
	helpKindEN = `(?:a|an|any)\s+(?:reminder|task|list|event|meeting|appointment|note)|(?:reminders|tasks|lists|events|meetings|appointments|notes|things|stuff)`
	// helpAbleEN is the English question.
	helpAbleEN = `(?:i\s+wanted\s+to\s+ask[\s,]+|i\s+would\s+like\s+to\s+ask[\s,]+)?(?:is\s+it\s+possible|would\s+it\s+be\s+possible)(?:\s+for\s+me)?\s+to\s+` +
		`(?:ask\s+(?:you|u)\s+to\s+)?(?:delete|remove|cancel|change|edit|move|add|set|create|make|keep|save|remind\s+me\s+(?:of|about))\s+(?:` + helpKindEN + `)|` +
		`(?:can|could|may)\s+i\s+ask\s+(?:you|u)\s+to\s+(?:remind\s+me\s+(?:of|about)|keep|save|remember)\s+(?:` + helpKindEN + `)`
	// helpKindHE are the kinds of thing the Hebrew question names.
	helpKindHE = `(?:דברים|תזכורות|משימות|פגישות|אירועים|רשימות|פתקים|תזכורת|משימה|פגישה|אירוע|רשימה|פתק)`
	// helpAbleHE is the Hebrew question.
	helpAbleHE = `(?:רציתי\s+לשאול[\s,]+)?(?:האם\s+)?(?:אפשר|ניתן|אתה\s+יכול|את\s+יכולה)\s+(?:לבקש\s+ממך\s+)?` +
		`(?:להזכיר\s+לי|לרשום|לזכור|למחוק|לבטל|לשנות|להוסיף|לקבוע|לשמור)\s+(?:לי\s+)?` + helpKindHE
)
