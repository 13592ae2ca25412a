package offline

import (
	"strings"

	"github.com/memo-assistant/memo"
)

// lastDayOfMonth is the day a monthly series on the last day of the month
// is kept on: a day past a month's end falls on its last day
// (reminder.Rule), so the 31st is every month's last day, February's too.
const lastDayOfMonth = 31

// The start and the end of every month, said of a repetition: "every
// month end", "at the end of each month", "on the last day of every
// month", "at the start of every month", "בסוף כל חודש", "כל סוף חודש",
// "ביום האחרון של כל חודש", "בתחילת כל חודש". "the month end report" and
// "בסוף החודש" say no repetition and are not read here.
var (
	reMonthEdgeEN = re(`\b(?:(?:at|on|by)\s+)?(?:the\s+)?(end|start|beginning)\s+of\s+(?:every|each)\s+month\b|` +
		`\b(?:(?:at|on)\s+)?(?:every|each)\s+month(?:'s)?[\s-]+(end|start)\b|` +
		`\b(?:(?:at|on)\s+)?(?:every|each)\s+(end|start|beginning)\s+of\s+(?:the\s+|a\s+)?month\b|` +
		`\b(?:on\s+)?(?:the\s+)?(last|first)\s+day\s+of\s+(?:every|each)\s+month\b|` +
		`\b(?:every|each)\s+month\s+on\s+the\s+(last)\s+day\b`)
	reMonthEdgeHE = re(`(?:^|\s)(?:ו)?(?:ב|ל)?(סוף|תחילת|ראשית)\s+(?:של\s+)?(?:ב)?כל\s+חודש(?:\s|$|[,.])|` +
		`(?:^|\s)(?:ו)?(?:ב)?כל\s+(סוף|תחילת)\s+(?:ה)?חודש(?:\s|$|[,.])|` +
		`(?:^|\s)(?:ו)?(?:ב)?(?:ה)?יום\s+ה?(אחרון|ראשון)\s+(?:ב|של\s+)כל\s+חודש(?:\s|$|[,.])|` +
		`(?:^|\s)(?:ו)?(?:ב)?כל\s+יום\s+(אחרון|ראשון)\s+(?:ב|של\s+)ה?חודש(?:\s|$|[,.])`)
)

// monthEdgeDay is the day of the month the edge word names: the last
// for an end, the 1st for a start.
func monthEdgeDay(word string) int {
	switch word {
	case "end", "last", "סוף", "אחרון":
		return lastDayOfMonth
	}
	return 1
}

// monthEdgeWords gates the month edge reader: a word each of its phrases
// holds.
var monthEdgeWords = []string{"end", "start", "beginning", "last", "first", "סוף", "תחילת", "ראשית", "אחרון", "ראשון"}

// monthEdgeSaid reports whether low says the start or the end of every
// month; cheap words first.
func monthEdgeSaid(low string) bool {
	return containsAny(low, monthEdgeWords...) && (reMonthEdgeEN.MatchString(low) || reMonthEdgeHE.MatchString(low))
}

// monthEndTask reports whether every item steps create repeats on the
// last day of the month as a reminder keeps it. A calendar series on the
// 31st skips the shorter months, so it is no end of every month.
func monthEndTask(steps []memo.Step) bool {
	n := 0
	for _, s := range steps {
		if s.Calendar != nil {
			return false
		}
		if s.Tasks == nil || s.Operation != memo.OpTaskCreate {
			continue
		}
		for _, d := range s.Tasks.Drafts {
			r := d.Recurrence
			if r == nil || r.Type != memo.RecurMonthly || r.Week != 0 || r.DayOfMonth != lastDayOfMonth {
				return false
			}
			n++
		}
	}
	return n > 0
}

// A repetition over the days of a holiday: "every night of hanukkah",
// "each day during passover", "כל ערב בחנוכה", "בכל יום של פסח". The
// holidays of the Hebrew calendar move every year and a series repeats on
// the days of the civil calendar, so no series keeps it: it is declined,
// never read as every day or as one day.
var (
	reHolidayRepeatEN = re(`\b(?:(?:every|each)\s+(?:day|night|evening|morning|afternoon)|daily|nightly)\s+(?:of|in|during|over|for|on)\s+(?:the\s+)?(?:` + holidaysEN + `)\b`)
	reHolidayRepeatHE = re(`(?:^|\s)(?:ו)?(?:ב)?כל\s+(?:יום|ערב|לילה|בוקר|נר)\s+(?:של\s+|ב-?|במהלך\s+|במשך\s+)(?:ה)?(?:` + holidaysHE + `)(?:\s|$|[,.])`)
)

// holidayRepeatSaid reports whether low repeats over a holiday's days.
func holidayRepeatSaid(low string) bool {
	return reHolidayRepeatEN.MatchString(low) || reHolidayRepeatHE.MatchString(low)
}

// workdays are the days "every weekday" and "כל יום חול" name in the
// language they are said in, wherever the user lives: the English
// "weekday" is Monday to Friday; the Hebrew "ימי חול", "ימי עבודה",
// "ימות השבוע" and "א׳-ה׳" are Sunday to Thursday. The English "workday"
// and "business day" name the working week where the user lives (zone):
// Sunday to Thursday in Israel, Monday to Friday elsewhere.
func workdays(said, zone string) []int {
	israel := []int{0, 1, 2, 3, 4}
	switch {
	case hebrewText(said):
		return israel
	case strings.Contains(said, "week"):
		return []int{1, 2, 3, 4, 5}
	case zone == "Asia/Jerusalem" || zone == "Asia/Tel_Aviv":
		return israel
	}
	return []int{1, 2, 3, 4, 5}
}

// reWeekOnOff is every other week said as an idiom: "שבוע כן שבוע לא",
// "on alternate weeks", "every alternate week", "a week on, a week off".
var reWeekOnOff = re(`(?:^|\s)(?:ו)?(?:ב)?שבוע\s+כן\s*,?\s*(?:ו)?שבוע\s+לא(?:\s|$|[,.])|` +
	`\b(?:on\s+|every\s+)?alternate\s+weeks?\b|\b(?:a\s+|one\s+)?week\s+on\s*,?\s*(?:a\s+|one\s+)?week\s+off\b`)

// weekOnWeekOff writes the idioms of every other week as the words the
// readers of a repetition take: "כל שבועיים", "every other week".
func weekOnWeekOff(text string) string {
	low := toLower(text)
	if !containsAny(low, "כן", "alternate", "week off") || len(low) != len(text) {
		return text
	}
	loc := reWeekOnOff.FindStringIndex(low)
	if loc == nil {
		return text
	}
	with := " every 2 weeks "
	if hebrewText(low[loc[0]:loc[1]]) {
		with = " כל שבועיים "
	}
	return strings.TrimSpace(text[:loc[0]] + with + text[loc[1]:])
}
