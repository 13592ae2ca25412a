package offline

import "strings"

// The request to keep what was told, said at the end of a message: "…,
// chuck it in the calendar", "… put them in my calendar", "… can you add
// that", "… please put that on the calendar thank you". The words of that
// request are one list, read by each pattern that finds the request (in
// the calendar, or bare after an event), so a verb or an object word named
// once is read everywhere.

// putAtEndVerbs are the English verbs that ask to keep a thing told.
var putAtEndVerbs = []string{"add", "put", "save", "pop", "stick", "throw", "chuck", "bung", "note", "write", "enter",
	"pencil", "jot", "mark", "record", "book", "block", "slot", "schedule"}

// putAtEndVerbsHE are the Hebrew verbs that ask to keep a thing in the
// calendar, said after it or as its heading: "… תכניסי ליומן", "… תכתוב
// לי ביומן", "תכתבי ביומן: …".
var putAtEndVerbsHE = []string{"תכניס", "תכניסי", "תרשום", "תרשמי", "תכתוב", "תכתבי", "תוסיף", "תוסיפי", "תשים", "תשימי",
	"תקבע", "תקבעי", "שים", "רשום", "רשמי", "כתוב", "כתבי", "הכנס", "הכניסי", "הוסף", "הוסיפי", "להכניס", "לרשום", "לכתוב",
	"להוסיף", "לשים"}

// putAtEndObjects are the words that point back to the thing told.
var putAtEndObjects = []string{"it", "this", "that", "them", "those", "these"}

// putAtEndThanks are the words of politeness that may close the request.
const putAtEndThanks = `(?:please|pls|plz|for\s+me|thanks|thank\s+you|thank\s+u|thx|ty|cheers)`

// putAtEndNeeds are the words one of which a bare request to keep needs.
var putAtEndNeeds = append(append([]string{}, putAtEndVerbs...),
	"תוסיף", "תוסיפי", "להוסיף", "תכניס", "תכניסי", "להכניס", "תשים", "תשימי", "הוסף", "הוסיפי", "הכנס", "הכניסי", "רשום", "רשמי", "תקבע", "תקבעי", "קבע", "קבעי", "לקבוע")

// calendarAtEndNeeds are the words one of which reCalendarAtEnd needs.
var calendarAtEndNeeds = []string{"calendar", "cal", "diary", "schedule", "agenda", "יומן", "לוח", "לוז", "לו\"ז", "לו״ז"}

// reHeadingKept is a title that opens with the request's verb and the
// colon of its heading, the calendar between them read off: "add : gym".
var reHeadingKept = compile(`(?i)^(?:(?:please|pls|can\s+you)\s+)?(?:` + alternation(putAtEndVerbs) + `|תכניס|תכניסי|תוסיף|תוסיפי|תרשום|תרשמי|תשים|תשימי)(?:\s*:|\s+[\-–—](?:\s|$))`)

// reCalendarAtEnd is "add it to my calendar" said after the event;
// "would you" and "could you" may be slipped ("woulld you put that in
// the diary").
var reCalendarAtEnd = compile(`(?:^|[\s,.;:!\-–—]+)(?:(?:so|and|pls|plz|please)\s+)*(?:(?:can|will|[cw][a-z]{2,4}d)\s+(?:you|u)\s+)?(?:please\s+)?` +
	`(?:` + alternation(putAtEndVerbs) + `)(?:\s+(?:` + alternation(putAtEndObjects) + `))?(?:\s+(?:down|in))?\s+(?:to|on|in|into|onto|for)\s+(?:my\s+|the\s+)?(?:calendar|cal|diary|schedule|agenda)(?:\s+` + putAtEndThanks + `)*\s*[?!.]*$|` +
	`(?:^|[\s,.;:!\-–—]+)ו?(?:(?:נא|אנא)\s+)?(?:` + alternation(putAtEndVerbsHE) + `)(?:\s+לי)?(?:\s+(?:את\s+)?(?:זה|זאת|אותו|אותה|אותם|אותן))?\s+(?:ל|אל\s+ה|ב)(?:ה)?` + heCalendar + `(?:\s+שלי)?\s*[?!.]*$|` +
	// "…ב-9 ליומן", "… ללוח השנה בבקשה": the calendar alone, after "to"
	// ("ללוח" alone may be a board).
	`[\s,.;:!\-–—]+ל(?:ה)?(?:יומן|לוח\s+(?:ה)?שנה|לו["״]?ז)(?:\s+שלי)?\s*[?!.]*$`)

// seriesToCalendar reads a run of weekdays in what is put in the calendar
// as every one of them ("add to my calendar: gym mon wed fri at 7").
func seriesToCalendar(s string) string {
	if rest, ok := strings.CutPrefix(s, "add to my calendar: "); ok {
		return "add to my calendar: " + weekdayRun(rest)
	}
	return s
}
