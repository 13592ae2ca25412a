package offline

import (
	"strings"
	"time"

	"github.com/memo-assistant/memo"
)

// A meal named by its day ("ארוחת שישי", Friday's dinner, "ארוחת שבת")
// keeps the day in a title as a name: "הנכדים באים לארוחת שישי ביום שישי
// בשבע בערב" is an event "הנכדים באים לארוחת שישי" on Friday. Made on
// another day ("לארוחת שישי בשבע בערב" said on a Wednesday, today at
// 19:00), the day the meal names was not read: declined.

// mealDays are the days a Hebrew meal is named by, after "ארוחת".
var mealDays = map[string]time.Weekday{"ראשון": time.Sunday, "שני": time.Monday, "שלישי": time.Tuesday, "רביעי": time.Wednesday,
	"חמישי": time.Thursday, "שישי": time.Friday, "שבת": time.Saturday}

// mealDay is the weekday w names after prev when prev is "ארוחת" behind
// a prefix letter ("לארוחת שישי"), or -1.
func mealDay(prev, w string) time.Weekday {
	switch strings.TrimLeft(prev, "ולבה") {
	case "ארוחת", "רוחת": // "ה" of "הארוחת" and the ו, ל, ב of a prefix
	default:
		return -1
	}
	if d, ok := mealDays[w]; ok {
		return d
	}
	return -1
}

// mealDayOff reports whether a reminder or an event steps make keeps a
// meal named by its day in its title and falls on another day.
func mealDayOff(steps []memo.Step, loc *time.Location) bool {
	off := func(title string, at *time.Time) bool {
		prev := ""
		for _, w := range strings.Fields(toLower(title)) {
			w = strings.Trim(w, ",.!?;:\"'()")
			if d := mealDay(prev, w); d >= 0 && (at == nil || at.In(loc).Weekday() != d) {
				return true
			}
			prev = w
		}
		return false
	}
	for _, s := range steps {
		if s.Tasks != nil && s.Operation == memo.OpTaskCreate {
			for _, d := range s.Tasks.Drafts {
				if d.Recurrence == nil && off(d.Text, d.DueDate) {
					return true
				}
			}
		}
		if s.Calendar != nil && s.Operation == memo.OpEventCreate {
			for _, d := range s.Calendar.Drafts {
				if d.Recurrence == nil && off(d.Summary, &d.Start) {
					return true
				}
			}
		}
	}
	return false
}
