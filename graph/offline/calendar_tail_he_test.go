package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestHebrewCalendarTail: an event told as news and then the calendar asked
// for ("… תכניס ללוח", "… תשימי לי ביומן", "… ללוח שנה", "… ליומן
// בבקשה") is that event, titled without the request; "ללוח" alone, which
// may be a board, is not the calendar.
func TestHebrewCalendarTail(t *testing.T) {
	for _, tc := range []struct {
		text, title string
		start       *dayHour
	}{
		{"יש לי מבחן בסטטיסטיקה ביום חמישי ב-9 תכניס ללוח", "מבחן בסטטיסטיקה", &dayHour{22, 9, 0}},
		{"יש לי מבחן ביום חמישי ב-9 ליומן בבקשה", "מבחן", &dayHour{22, 9, 0}},
		{"ארוחת ערב אצל סבתא בשישי ב-7 ללוח שנה", "ארוחת ערב אצל סבתא", &dayHour{23, 19, 0}},
		{"ארוחת ערב אצל סבתא בשישי ב-7 ללוח השנה", "ארוחת ערב אצל סבתא", &dayHour{23, 19, 0}},
		{"פגישה עם רואה החשבון מחר ב-11 תשימי לי ביומן", "פגישה עם רואה החשבון", &dayHour{21, 11, 0}},
		{"ישיבת צוות ביום ראשון ב-10 תכניסי ללו\"ז", "ישיבת צוות", &dayHour{25, 10, 0}},
		{"יש לי מבחן בסטטיסטיקה ביום חמישי ב-9, תכניס את זה ללוח שנה", "מבחן בסטטיסטיקה", &dayHour{22, 9, 0}},
		{"dentist thursday at 9, add to calendar", "dentist", &dayHour{22, 9, 0}},
	} {
		s := plan(t, tc.text).Steps[0]
		if s.Operation != memo.OpEventCreate || len(s.Calendar.Drafts) != 1 || s.Calendar.Drafts[0].Summary != tc.title ||
			!s.Calendar.Drafts[0].Start.Equal(*at(tc.start.d, tc.start.h, tc.start.m)) {
			t.Errorf("%q: %s.%s %+v; want %q at %v", tc.text, s.Capability, s.Operation, s.Calendar, tc.title, *tc.start)
		}
	}
	for _, text := range []string{"מחר ב-8 תלוי ללוח", "תזכיר לי מחר ב-9 לתלות ללוח"} {
		if s := plan(t, text).Steps[0]; s.Operation == memo.OpEventCreate {
			t.Errorf("%q: %+v; want no event", text, s.Calendar.Drafts)
		}
	}
}

// dayHour is a day of January 2026 and an hour.
type dayHour struct{ d, h, m int }
