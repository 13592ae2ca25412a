package offline

import "strings"

// An event named with the day it is on as its owner: "השמירה של שישי",
// "friday's guard duty", "tomorrow's meeting". The day is when it is, not
// a word of its name: "השמירה ביום שישי", "guard duty on friday". So is
// an hour: "הפגישה של 10" is the one at 10. A bare
// "של שני" may be Shani's, so Monday needs "יום" before it.

var (
	reDayOwnerHE = compile(`^(.+?)\s+של\s+((?:יום\s+(?:ראשון|שני|שלישי|רביעי|חמישי|שישי))|ראשון|שלישי|רביעי|חמישי|שישי|שבת|מחר|מחרתיים|היום)((?:\s+(?:הבא|הקרוב|הזה))?)$|` +
		// "התזכורת של שישי לעשות את העבודה": after a task's word, the
		// day may be followed by the task's name.
		`^(.*?(?:התזכורת|המשימה|תזכורת|משימה))\s+של\s+((?:יום\s+(?:ראשון|שני|שלישי|רביעי|חמישי|שישי))|ראשון|שלישי|רביעי|חמישי|שישי|שבת|מחר|מחרתיים|היום)(\s+\S.*)$`)
	// reHourOwnerHE is a thing named with its hour as owner: "הפגישה של
	// 10", "התזכורת של 4 אחה"צ".
	reHourOwnerHE = compile(`^(.+?)\s+של\s+(?:ה?שעה\s+)?(\d{1,2}(?::\d{2})?(?:\s+(?:בבוקר|בערב|בלילה|בצהריים|אחה"צ|אחר\s+הצהריים))?)$`)
	reDayOwnerEN  = compile(`(?i)^(?:the\s+|my\s+)?(monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|tomorrow|tonight|next\s+\w+day|this\s+\w+day)(?:'s|’s|s')\s+(.+)$`)
)

// dayOwnerOff says an event named with its day as owner the way the day
// reader takes it; text is returned as it is otherwise.
func dayOwnerOff(text string) string {
	s := strings.TrimSpace(text)
	if g := reDayOwnerHE.FindStringSubmatch(s); g != nil {
		if g[1] == "" {
			g = append(g[:1], g[4:]...) // the task's word, its day and its name
		}
		day := g[2]
		switch {
		case day == "מחר" || day == "מחרתיים" || day == "היום":
		case day == "שבת":
			day = "ב" + day
		case strings.HasPrefix(day, "יום"):
			day = "ב" + day
		default:
			day = "ביום " + day
		}
		return g[1] + " " + day + g[3]
	}
	if g := reHourOwnerHE.FindStringSubmatch(s); g != nil {
		return g[1] + " ב-" + g[2] // "הפגישה של 10": the one at 10
	}
	if g := reDayOwnerEN.FindStringSubmatch(s); g != nil {
		day := g[1]
		switch toLower(day) {
		case "today", "tomorrow", "tonight":
			return g[2] + " " + day
		}
		return g[2] + " on " + day
	}
	return text
}

// reWhoWith asks who the user is with on a day: "who am i having lunch with
// on sunday", "with whom is my meeting tomorrow", "עם מי הפגישה שלי מחר",
// "מי אני פוגש ביום ראשון". The day's events say; without a day it is no
// question about the calendar.
var reWhoWith = compile(`(?i)^(?:with\s+whom|who(?:m)?\s+(?:am\s+i|are\s+we|will\s+i\s+be|do\s+i|is\s+my|'?s\s+my|is\s+the))\s+(.+?)\s*\??$|` +
	`^עם\s+מי\s+(.+?)\s*\??$|^(?:את\s+)?מי\s+(?:אני\s+|אנחנו\s+)?(?:פוגש|פוגשת|פוגשים|רואה|רואים)\s+(.+?)\s*\??$`)

// reHoursLeft is a span of hours left in an event's title ("7-15",
// "19:00–07:00"): hours the reader did not take as the event's.
var reHoursLeft = compile(`(?:^|\s)(?:[01]?\d|2[0-3])(?::[0-5]\d)?\s*[-–—]\s*(?:[01]?\d|2[0-3])(?::[0-5]\d)?(?:\s|$)`)
