package offline

import (
	"strings"
	"time"

	"github.com/memo-assistant/memo/graph/timeparse"
)

// "I need to schedule a meeting with the project manager on Thursday at
// 2", "אני צריך לקבוע פגישה חשובה עם מנהל פרויקט ביום חמישי בשעה 14:00":
// the meeting is at the hour said, and the sentence asks for it. Said
// with an hour, the need to set up a meeting or an appointment, or of one
// with someone ("I need a meeting with the contractor … at 3pm", "אני צריך
// פגישה עם קבלן … ב-15:00"), is the ask to set it up ("schedule a meeting
// …", "תקבע פגישה …"); without one
// ("I need to book an appointment with the dentist", "אני צריך לקבוע תור
// לרופא מחר") the setting up is the thing to do, and stays a task.

var (
	// reNeedScheduleEN is "I need to schedule a/an (important) meeting",
	// with its verb in group 1 and what is made from group 2 on.
	reNeedScheduleEN = compile(`^(?:i\s+)?(?:really\s+)?(?:need\s+to|have\s+to|has\s+to|got\s+to|gotta|must|should)\s+` +
		`(schedule|book|set\s+up|set|put\s+in|put|make|arrange|organi[sz]e)\s+(?:me\s+)?((?:(?:a|an|the)\s+)?(?:(?:important|urgent|quick|short|new|big)\s+)?` +
		`(?:meeting|appointment|appt)\b)`)
	// reNeedScheduleHE is "אני צריך לקבוע פגישה", "אני צריכה לשים תור",
	// "חייב לקבוע לי פגישה": the infinitive in group 1, the noun from
	// group 2 on.
	// reRoomAfter is the room a meeting is held in ("schedule the meeting
	// room"): a place to book, not a meeting.
	reRoomAfter = compile(`^\s*rooms?\b`)
	// The verb said as another tongue says it ("אני צריכה לעשות פגישה עם
	// המורה …", of "make a meeting"; "לארגן", "לתאם") is the same ask.
	reNeedScheduleHE = compile(`^(?:אני\s+)?(?:צריך|צריכה|חייב|חייבת)\s+(לקבוע|לשים|לתזמן|לעשות|לארגן|לתאם)\s+((?:לי\s+)?(?:פגישה|פגישת|תור)(?:\s|$))`)
	// reNeedMeetingEN and reNeedMeetingHE are the need of a meeting said
	// with no verb, with whom or where it is: "I need a meeting with the
	// contractor …", "אני צריך פגישה עם קבלן …", "אני צריכה תור לרופא …".
	// Group 1 is the meeting. "I need a meeting room", "אני צריך פגישה"
	// alone name none.
	reNeedMeetingEN = compile(`^(?:i\s+)?(?:really\s+)?(?:need|want|would\s+like|'d\s+like)\s+((?:a|an)\s+(?:(?:important|urgent|quick|short|new)\s+)?(?:meeting|appointment|appt)\s+(?:with|at|for)\s)`)
	reNeedMeetingHE = compile(`^(?:אני\s+)?(?:צריך|צריכה|חייב|חייבת|רוצה)\s+((?:לי\s+)?(?:(?:פגישה|תור)(?:\s+(?:חשובה|דחופה|חשוב|דחוף|קצרה))?\s+(?:עם|אצל|ל|אל)|פגישת\s+\p{Hebrew})\S*)`)
)

// reHelpLead is "(אני רוצה ש)תעזור לי קצת, …", "help me out a bit, …":
// help asked for before the request that says what the help is. Said
// alone it is a request for help, which help.go reads.
var reHelpLead = compile(`^(?:(?:תעזור|תעזרי)\s+לי\s+(?:קצת|במשהו|בבקשה)|help\s+me\s+(?:out(?:\s+a\s+bit)?|a\s+bit|with\s+something))\s*[,:;]\s*`)

// helpLeadOff takes the help asked for off the request after it (see
// reHelpLead).
func helpLeadOff(s string) string {
	if loc := reHelpLead.FindStringIndex(lower(s)); loc != nil && strings.TrimSpace(s[loc[1]:]) != "" {
		return strings.TrimSpace(s[loc[1]:])
	}
	return s
}

// needToSchedule writes "I need to schedule a meeting … at 2" as the
// request it is ("schedule a meeting … at 2"), or returns s as it is:
// only with an hour said after it, since without one the scheduling is
// what is to be done.
func needToSchedule(s string) string {
	low := lower(s)
	if g := reNeedScheduleEN.FindStringSubmatchIndex(low); g != nil && !reRoomAfter.MatchString(low[g[5]:]) && saysHour(s[g[4]:]) {
		if verb := s[g[2]:g[3]]; verb == "make" || verb == "arrange" || strings.HasPrefix(verb, "organi") {
			return "schedule " + s[g[4]:] // "I need to make a meeting with …": to have it set up
		}
		return s[g[2]:g[3]] + " " + s[g[4]:]
	}
	if g := reNeedScheduleHE.FindStringSubmatchIndex(low); g != nil && saysHour(s[g[4]:]) {
		if imp, ok := heInfinitive[s[g[2]:g[3]]]; ok {
			return imp + " " + s[g[4]:]
		}
		return "תקבע " + s[g[4]:] // "לעשות פגישה", "לתאם תור": to have it set up
	}
	// "I need a meeting with the contractor next wednesday at 3pm", "אני
	// צריך פגישה עם קבלן ביום רביעי הבא ב-15:00": set up at the hour, as
	// "יש לי פגישה …" is kept there.
	if g := reNeedMeetingEN.FindStringSubmatchIndex(low); g != nil && saysHour(s[g[2]:]) {
		return "schedule " + s[g[2]:]
	}
	if g := reNeedMeetingHE.FindStringSubmatchIndex(low); g != nil && saysHour(s[g[2]:]) {
		return "תקבע " + strings.TrimPrefix(s[g[2]:], "לי ")
	}
	return s
}

// saysHour reports that s names an hour of the day.
func saysHour(s string) bool {
	r, found, _ := timeparse.Parse(s, shapeNow, time.UTC)
	return found && r.HasTime
}
