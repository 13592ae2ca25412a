package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestSeveralDaysOneRange: a list of days (weekdays, with "and", commas or
// "ו", bare after a colon or a week, told as one's own schedule) and one
// range of hours is an event on each day over that range; a range whose
// end is before its start ends the next morning. The test's now is
// Tuesday 20 January 2026, 09:00.
func TestSeveralDaysOneRange(t *testing.T) {
	type span struct{ from, to *time.Time }
	night := func(d, h1, h2 int) span { return span{at(d, h1, 0), at(d+1, h2, 0)} }
	thuFri := []span{night(22, 23, 7), night(23, 23, 7)}
	for _, tt := range []struct {
		text, title string // title "" is not checked
		want        []span
	}{
		{"משמרות לילה שלי השבוע: חמישי ושישי, מ23:00 עד 07:00", "משמרות לילה שלי", thuFri},
		{"my night shifts this week are thu and fri 11pm to 7am", "night shifts", thuFri},
		{"משמרות לילה: חמישי ושישי, 23:00-07:00", "משמרות לילה", thuFri},
		{"חמישי ושישי משמרת לילה מ23 עד 7", "משמרת לילה", thuFri},
		{"משמרת לילה חמישי ושישי מ23:00 עד 07:00", "משמרת לילה", thuFri},
		{"המשמרות שלי השבוע הן בחמישי ובשישי מ23 עד 7", "המשמרות שלי", thuFri},
		{"night shifts on thursday and friday from 11pm to 7am", "night shifts", thuFri},
		{"I work nights Mon, Wed and Fri 10pm-6am", "", []span{night(26, 22, 6), night(21, 22, 6), night(23, 22, 6)}},
		{"אני עובד בלילות בשני, ברביעי ובשישי מ22 עד 6", "", []span{night(26, 22, 6), night(21, 22, 6), night(23, 22, 6)}},
		{"night shift monday and thursday 10pm to 6am", "night shift", []span{night(26, 22, 6), night(22, 22, 6)}},
		{"gym this week thu and fri at 7", "gym", []span{{at(22, 7, 0), at(22, 8, 0)}, {at(23, 7, 0), at(23, 8, 0)}}},
		{"יוגה בשני ורביעי מ18 עד 19", "יוגה", []span{{at(26, 18, 0), at(26, 19, 0)}, {at(21, 18, 0), at(21, 19, 0)}}},
		// One day: the range from the evening still ends the next morning.
		{"משמרת לילה ביום חמישי מ22 עד 6", "משמרת לילה", []span{night(22, 22, 6)}},
		{"מסיבה בשישי מ21 עד 2", "מסיבה", []span{night(23, 21, 2)}},
	} {
		steps := plan(t, tt.text).Steps
		if len(steps) != len(tt.want) {
			t.Errorf("%q: %d steps %+v; want %d", tt.text, len(steps), steps, len(tt.want))
			continue
		}
		for i, s := range steps {
			if s.Operation != memo.OpEventCreate {
				t.Errorf("%q: step %d is %s; want an event", tt.text, i+1, s.Operation)
				continue
			}
			d := s.Calendar.Drafts[0]
			if tt.title != "" && d.Summary != tt.title || !d.Start.Equal(*tt.want[i].from) || !d.End.Equal(*tt.want[i].to) || d.AllDay {
				t.Errorf("%q: step %d %q %v–%v; want %q %v–%v", tt.text, i+1, d.Summary, d.Start, d.End, tt.title, *tt.want[i].from, *tt.want[i].to)
			}
		}
	}
	// Near misses: a reminder on two days is a reminder on each; "this
	// week" with a day gone by, a range of days to decide in, days in a
	// list's item, days with no hour, a question, a reminder of nothing
	// over a range: no event on each day.
	for _, tt := range []struct {
		text string
		n    int
		op   memo.Op
	}{
		{"remind me thursday and friday at 9 to take the pill", 2, memo.OpTaskCreate},
		{"תזכיר לי בחמישי ובשישי ב-9 לקחת כדור", 2, memo.OpTaskCreate},
		{"gym this week mon and thu at 7", 1, memo.OpUnknown},
		{"השבוע: שני וחמישי חדר כושר ב-7", 1, memo.OpUnknown},
		{"between thursday and friday I'll decide", 1, memo.OpUnknown},
		{"בין חמישי לשישי אחליט", 1, memo.OpUnknown},
		{"תוסיף לרשימת קניות: לחם לחמישי ושישי", 1, memo.OpUnknown},
		{"משמרות לילה: חמישי ושישי", 1, memo.OpUnknown},
		{"what is thursday and friday at 5", 1, memo.OpUnknown},
		{"פרק שני ושלישי לקרוא מחר ב-5", 1, memo.OpUnknown},
		{"ספר שני ושלישי 20 שקל", 1, memo.OpUnknown},
		// A span of days from a day of the month not read ("from the
		// 24th to the 26th of the month") is no task due by its end.
		{"כנס מה-24 עד ה-26 לחודש", 1, memo.OpUnknown},
		{"להחזיר את הספר עד ה-26 לחודש", 1, memo.OpTaskCreate},
		{"remind me thu and fri 11pm to 7am", 1, memo.OpUnknown},
		{"תור לרופא מחר ב-5, חמישי ושישי אני לא יכול", 1, memo.OpUnknown},
	} {
		steps := plan(t, tt.text, "קניות").Steps
		if len(steps) != tt.n || steps[0].Operation != tt.op {
			t.Errorf("%q: %+v; want %d step(s) of %s", tt.text, steps, tt.n, tt.op)
		}
	}
	// One weekday word alone in a title is an ordinal ("second"), kept.
	if s := plan(t, "שיעור שני עם דנה מחר ב-5").Steps[0]; s.Operation != memo.OpEventCreate || s.Calendar.Drafts[0].Summary != "שיעור שני עם דנה" {
		t.Errorf("שיעור שני עם דנה מחר ב-5: %+v; want the event titled with its ordinal", s)
	}
}
