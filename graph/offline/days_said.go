package offline

import (
	"strings"
	"time"

	"github.com/memo-assistant/memo"
)

// How a list of days is said around it, for the reader of several days
// (several_days.go): a list of bare Hebrew weekdays after a colon or a
// week ("משמרות לילה השבוע: חמישי ושישי, מ23:00 עד 07:00"), one's own
// events told as a sentence ("my night shifts this week are thu and fri
// 11pm to 7am", "המשמרות שלי הן בחמישי ובשישי"), and "this week" said of
// the days, which holds none of them gone by.

// reBareDaysHE is a list of bare Hebrew weekdays, with no "ב" before the
// first: group 1 is what comes before it, group 2 the list. It is a list
// of days opening the text, after a colon or a week said ("השבוע:",
// "בשבוע הבא"), or right before an hour (reHourAfterDays); a bare "שני" or
// "שישי" elsewhere is "second" or "sixth".
var reBareDaysHE = compile(`(^|:\s*|(?:השבוע|הבא|הזה)\s*:?\s*|\s)(` + wdHE + `(?:\s*,\s*` + wdHE + `)*\s+ו(?:ב|ל)?(?:יום\s+)?` + wdHE + `)(?:$|[\s,.!?:])`)

// reHourAfterDays is an hour said right after a list of days: "חמישי ושישי
// מ23:00", "שני ורביעי ב-18", "ראשון ושלישי 10:00-11:00".
var reHourAfterDays = compile(`^\s*,?\s*(?:מ-?|ב-?|בשעה\s+|בין\s+)?\d`)

// bareDaysHE writes such a list as the reader of several days knows it:
// "חמישי ושישי" → "בחמישי ושישי".
func bareDaysHE(text string) string {
	for _, g := range reBareDaysHE.FindAllStringSubmatchIndex(text, 2) {
		if strings.TrimSpace(text[g[2]:g[3]]) != "" || g[2] == 0 || reHourAfterDays.MatchString(text[g[5]:]) {
			return text[:g[4]] + "ב" + text[g[4]:]
		}
	}
	return text
}

// reOwnListVerb is the verb of a sentence telling one's own events, said
// right before their days: "my night shifts this week are", "המשמרות שלי
// השבוע הן". reOwnHead is the owner said in that sentence.
var (
	reOwnListVerb = compile(`(?i)\s+(?:are|is|will\s+be|הם|הן|יהיו|יהיה|זה)\s*:?\s*$`)
	reOwnHead     = compile(`(?i)^my\s|(?:^|\s)שלי(?:\s|$)`)
)

// ownListHead drops the verb of a sentence telling one's own events from
// head, the text before their days ("what is …" tells no event, and keeps
// it), and "this week" said right before them.
func ownListHead(head string) string {
	if loc := reOwnListVerb.FindStringIndex(head); loc != nil && reOwnHead.MatchString(head) {
		head = head[:loc[0]] + " "
	}
	if loc := reWeekHead.FindStringIndex(head); loc != nil {
		head = head[:loc[0]] + " " // "this week" is checked apart (thisWeekHolds)
	}
	return head
}

// reWeekHead is "this week" said right before a list of days.
var reWeekHead = compile(`(?i)(?:^|\s)(?:this\s+week|השבוע(?:\s+הזה)?)\s*:?\s*$`)

// thisWeekHolds reports whether the steps, said with "this week"
// ("השבוע"), are all in this week: "gym this week mon and thu at 7" said
// on a Tuesday names a Monday gone by, and is declined rather than moved
// to next week.
func thisWeekHolds(text string, steps []memo.Step, now time.Time) bool {
	today := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, now.Location())
	start, days, month, _, ok := weekSpan(strings.ReplaceAll(text, ":", " "), today)
	if !ok || month || !start.Equal(today) {
		return true // no week said, or next week
	}
	end := today.AddDate(0, 0, days)
	for _, s := range steps {
		if at := itemTime(s); at != nil && !at.Before(end) {
			return false
		}
	}
	return true
}
