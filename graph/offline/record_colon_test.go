package offline

import (
	"testing"
	"time"
)

// TestRecordColon: a command to record with a colon before an event is
// the calendar's; before a note or a time gone by it stays as it is.
func TestRecordColon(t *testing.T) {
	loc, _ := time.LoadLocation("Asia/Jerusalem")
	now := time.Date(2026, 12, 2, 10, 0, 0, 0, loc)
	for _, tc := range []struct{ in, want string }{
		{"נא לרשום: הספק של חברת מדיפארם מגיע בכל יום שלישי בין 10:00 ל-12:00", "נא לרשום ביומן: הספק של חברת מדיפארם מגיע בכל יום שלישי בין 10:00 ל-12:00"},
		{"תרשום: פגישה עם רואה החשבון מחר ב-10", "תרשום ביומן: פגישה עם רואה החשבון מחר ב-10"},
		// near misses: a note, a dose, a time gone by, a place already named
		{"נא לרשום: הקוד של השער 1234", "נא לרשום: הקוד של השער 1234"},
		{"תרשמי: אמא לוקחת קומדין 5 מ\"ג בימים א' ג' ה', ו-2.5 מ\"ג בשאר הימים", "תרשמי: אמא לוקחת קומדין 5 מ\"ג בימים א' ג' ה', ו-2.5 מ\"ג בשאר הימים"},
		{"נא לרשום: אתמול ב-10 נפגשתי עם דנה", "נא לרשום: אתמול ב-10 נפגשתי עם דנה"},
		{"נא לרשום ביומן: פגישה מחר ב-10", "נא לרשום ביומן: פגישה מחר ב-10"},
	} {
		if got := recordColon(tc.in, now, loc); got != tc.want {
			t.Errorf("recordColon(%q) = %q; want %q", tc.in, got, tc.want)
		}
	}
}
