package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// eventOrTask plans text and tells whether its first step makes an event,
// a reminder, or neither, with the title and start of what it makes.
func eventOrTask(t *testing.T, text string) (op memo.Op, title string, start time.Time) {
	t.Helper()
	s := plan(t, text).Steps[0]
	switch {
	case s.Operation == memo.OpEventCreate && s.Calendar != nil && len(s.Calendar.Drafts) > 0:
		return s.Operation, s.Calendar.Drafts[0].Summary, s.Calendar.Drafts[0].Start
	case s.Operation == memo.OpTaskCreate && s.Tasks != nil && len(s.Tasks.Drafts) > 0:
		d := s.Tasks.Drafts[0]
		if d.DueDate != nil {
			start = *d.DueDate
		}
		return s.Operation, d.Text, start
	}
	return s.Operation, "", start
}

// TestEventToldByItsPlace: a statement with a time and no command that
// says something happens at a place ("at the library", "in the humanities
// building", "at Beit Hava", "בחוף דור", "במשרד") is an event, and so is
// one that leads with a noun of an exam, a study group or a shoot; a thing
// to do at a place, a remind command or an errand's place stays a
// reminder.
func TestEventToldByItsPlace(t *testing.T) {
	for _, tc := range []struct {
		text string
		op   memo.Op
	}{
		{"midterm on monday at 9 in the humanities building", memo.OpEventCreate},
		{"study group w/ maya at the library thurs at 3", memo.OpEventCreate},
		{"venue scouting at Beit Hava thursday 2pm", memo.OpEventCreate},
		{"coffee with Dan at Aroma tomorrow at 10", memo.OpEventCreate},
		{"sam's recital in the music hall friday at 6", memo.OpEventCreate},
		{"final exam thursday at 9", memo.OpEventCreate},
		{"photo shoot tomorrow at 5", memo.OpEventCreate},
		{"צילומי חוץ לזוג מזרחי ביום שני הבא ב-16:00 בחוף דור", memo.OpEventCreate},
		{"ישיבת צוות במשרד מחר ב10", memo.OpEventCreate},
		{"נועה ויובל באולם מחר ב-19:00", memo.OpEventCreate},
		{"מבחן באנגלית ביום חמישי ב-8", memo.OpEventCreate},
		// Near misses: a thing to do there, a command, an errand's place,
		// a part of the day.
		{"remind me to return books at the library thursday at 3", memo.OpTaskCreate},
		{"return books at the library thursday at 3", memo.OpTaskCreate},
		{"milk at the store tomorrow at 5", memo.OpTaskCreate},
		{"email Dan at Google tomorrow at 10", memo.OpTaskCreate},
		{"leave the keys at the front desk tomorrow at 9", memo.OpTaskCreate},
		{"pills in the morning tomorrow at 9", memo.OpTaskCreate},
		{"and in an hour to check the bread in the oven", memo.OpTaskCreate},
		{"to pick up the suit at the cleaners tomorrow at 5", memo.OpTaskCreate},
		{"לאסוף את הילדים בגן מחר ב4", memo.OpTaskCreate},
		{"תזכיר לי מחר ב4 להביא מגבת בחוף", memo.OpTaskCreate},
		{"חלב בסופר מחר ב5", memo.OpTaskCreate},
	} {
		if op, title, _ := eventOrTask(t, tc.text); op != tc.op {
			t.Errorf("%q: %s %q; want %s", tc.text, op, title, tc.op)
		}
	}
}

// TestLaterPartTakesTheDay: a later event of the same message said with
// only an hour ("then lunch w/ jake at 1", "ואחר כך ארוחת צהריים ב1") is
// on the day the part before it said; one with a day of its own keeps it.
func TestLaterPartTakesTheDay(t *testing.T) {
	for _, tc := range []struct {
		text    string
		title   string
		day, hr int
	}{
		{"class at 9 tmrw then lunch w/ jake at 1", "lunch w/ jake", 21, 13},
		{"dentist friday 9 and haircut at 4", "haircut", 23, 16},
		{"dentist friday 9, then later haircut at 4", "haircut", 23, 16},
		{"שיעור ב9 מחר ואחר כך ארוחת צהריים עם יעל ב1", "ארוחת צהריים עם יעל", 21, 13},
		{"יוגה ביום שישי ב8 ואז פגישה עם דנה ב12", "פגישה עם דנה", 23, 12},
		// Near misses: a day of its own, and no day said before.
		{"dentist friday 9 and haircut tomorrow at 16:00", "haircut", 21, 16},
		{"class at 9 then lunch w/ jake at 1", "lunch w/ jake", 20, 13},
		{"יוגה ביום שישי ב8 ופגישה עם דנה מחר ב12", "פגישה עם דנה", 21, 12},
	} {
		p := plan(t, tc.text)
		found := false
		for _, s := range p.Steps {
			if s.Operation != memo.OpEventCreate || s.Calendar == nil {
				continue
			}
			for _, d := range s.Calendar.Drafts {
				if d.Summary == tc.title {
					found = true
					if !d.Start.Equal(*at(tc.day, tc.hr, 0)) {
						t.Errorf("%q: %q at %s; want %d.1 %02d:00", tc.text, d.Summary, d.Start.Format("Mon 2.1 15:04"), tc.day, tc.hr)
					}
				}
			}
		}
		if !found {
			t.Errorf("%q: no event %q in %+v", tc.text, tc.title, p.Steps)
		}
	}
}

// TestHourRangeAfterADay: bare "H-H" hours after a day whose end is on the
// 24-hour clock ("מחר 8-20") run from the morning to the evening, and "X to
// midnight" ends at the day's end.
func TestHourRangeAfterADay(t *testing.T) {
	for _, tc := range []struct {
		text     string
		from, to [3]int
	}{
		{"משמרת ארוכה מחר 8-20", [3]int{21, 8, 0}, [3]int{21, 20, 0}},
		{"long shift tomorrow 7-19", [3]int{21, 7, 0}, [3]int{21, 19, 0}},
		{"shoot for Dana & Amir wedding tomorrow, 4pm to midnight at Kibbutz Shefayim", [3]int{21, 16, 0}, [3]int{22, 0, 0}},
		{"מסיבה מחר מ-22:00 עד חצות", [3]int{21, 22, 0}, [3]int{22, 0, 0}},
		// Near miss: an end before the start runs overnight.
		{"night shift tomorrow 20-8", [3]int{21, 20, 0}, [3]int{22, 8, 0}},
	} {
		s := plan(t, tc.text).Steps[0]
		if s.Operation != memo.OpEventCreate || s.Calendar == nil || len(s.Calendar.Drafts) != 1 {
			t.Errorf("%q: %s.%s; want an event", tc.text, s.Capability, s.Operation)
			continue
		}
		d := s.Calendar.Drafts[0]
		if !d.Start.Equal(*at(tc.from[0], tc.from[1], tc.from[2])) || !d.End.Equal(*at(tc.to[0], tc.to[1], tc.to[2])) {
			t.Errorf("%q: %v–%v; want %v–%v", tc.text, d.Start, d.End, tc.from, tc.to)
		}
	}
}
