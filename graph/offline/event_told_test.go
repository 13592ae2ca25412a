package offline_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestEventToldWithLength: an event said with its length guessed after its
// hour ("probably 3 hrs", "about an hour", "it's like an hour and a half",
// ", 45 min", "בערך שעתיים", "לשעה") is made for that length, its title
// without it, with no command or after one. A length that is a time from
// now, a past, or part of the thing's name is not read as one.
func TestEventToldWithLength(t *testing.T) {
	for _, tc := range []struct {
		text, title string
		day, h, m   int
		lasts       time.Duration
	}{
		{"water heater install tomorrow 8am, probably 3 hrs", "water heater install", 21, 8, 0, 3 * time.Hour},
		{"water heater install tomorrow 8am for 3 hours", "water heater install", 21, 8, 0, 3 * time.Hour},
		{"leak fix thurs 1pm about an hour", "leak fix", 22, 13, 0, time.Hour},
		{"nap tomorrow at 3pm, 20 min", "nap", 21, 15, 0, 20 * time.Minute},
		{"Soccer game for Liam on Saturday at ten AM at river field it's like an hour and a half", "Soccer game for Liam at river field", 24, 10, 0, 90 * time.Minute},
		{"tutoring tomorrow at 5pm should take about 2 hours", "tutoring", 21, 17, 0, 2 * time.Hour},
		{"add dentist tomorrow at 4pm to my calendar, roughly 45 min", "dentist", 21, 16, 0, 45 * time.Minute},
		{"retro ביום שני ב-12 לשעה", "retro", 26, 12, 0, time.Hour},
		{"תיקון דוד מחר ב-8 בבוקר בערך שעתיים", "תיקון דוד", 21, 8, 0, 2 * time.Hour},
		{"שיעור פרטי מחר ב-17:00 שעה וחצי בערך", "שיעור פרטי", 21, 17, 0, 90 * time.Minute},
		{"ישיבה עם רואה החשבון ביום חמישי ב-10:00, כ-45 דקות", "ישיבה עם רואה החשבון", 22, 10, 0, 45 * time.Minute},
	} {
		s := plan(t, tc.text).Steps[0]
		if s.Operation != memo.OpEventCreate || len(s.Calendar.Drafts) != 1 {
			t.Errorf("%q: %s.%s; want an event", tc.text, s.Capability, s.Operation)
			continue
		}
		d := s.Calendar.Drafts[0]
		if d.Summary != tc.title || !d.Start.Equal(*at(tc.day, tc.h, tc.m)) || d.End.Sub(d.Start) != tc.lasts {
			t.Errorf("%q: %q %s for %s; want %q %d %02d:%02d for %s", tc.text, d.Summary, d.Start.Format("02 15:04"), d.End.Sub(d.Start),
				tc.title, tc.day, tc.h, tc.m, tc.lasts)
		}
	}
	// Near misses: a time from now, a time past, a length in a name, an
	// hour after "לשעה".
	for _, text := range []string{
		"meeting tomorrow at 3 in 20 min",
		"call mom tomorrow at 5 about 3 hours ago",
		"call mom tomorrow at 5, 3 hours ago",
		"תזכיר לי מחר ב-8 לשעה 9",
	} {
		s := plan(t, text).Steps[0]
		if s.Calendar != nil && len(s.Calendar.Drafts) == 1 && s.Calendar.Drafts[0].End.Sub(s.Calendar.Drafts[0].Start) != memo.DefaultEventDuration {
			t.Errorf("%q: an event of %s; want no length read", text, s.Calendar.Drafts[0].End.Sub(s.Calendar.Drafts[0].Start))
		}
		if s.Tasks != nil && len(s.Tasks.Drafts) == 1 && s.Operation == memo.OpTaskCreate {
			if w := s.Tasks.Drafts[0].Text; w == "call mom" || w == "meeting" {
				t.Errorf("%q: task %q; the time words were lost", text, w)
			}
		}
	}
}

// TestEventAtAddress: a thing with a time at a street address ("at 14 Maple
// st", "@ 77 Pine Ct", "ברחוב הרצל 12", "בשדרות רוטשילד 5") is an event at
// that place: the number is no hour, the address is kept as the place and
// at the end of the title. A number before a word that makes no street
// ("at 8 at her place"), an errand at an address, or a number with no
// street word is not an address.
func TestEventAtAddress(t *testing.T) {
	for _, tc := range []struct {
		text, title, place string
		day, h, eh         int
	}{
		{"job at 14 Maple st tomorrow 8am, water heater install, probably 3 hrs", "job water heater install, 14 Maple st", "14 Maple st", 21, 8, 11},
		{"drain cleaning at 77 Pine Ct monday 9-11", "drain cleaning, 77 Pine Ct", "77 Pine Ct", 26, 9, 11},
		{"leak fix at 220 Oak Ave thurs 1pm about an hour", "leak fix, 220 Oak Ave", "220 Oak Ave", 22, 13, 14},
		{"add plumber @ 14 maple street tomorrow 8am to my calendar", "plumber, 14 maple street", "14 maple street", 21, 8, 9},
		{"תיקון דוד ברחוב הרצל 12 מחר ב-8 בבוקר בערך שעתיים", "תיקון דוד ברחוב הרצל 12", "רחוב הרצל 12", 21, 8, 10},
		{"פגישה עם הקבלן בשדרות רוטשילד 5 ביום רביעי ב-10", "פגישה עם הקבלן בשדרות רוטשילד 5", "שדרות רוטשילד 5", 21, 10, 11},
		{"תכניס ליומן התקנת מזגן ברח' בן יהודה 30 ביום חמישי ב-9", "התקנת מזגן ברח' בן יהודה 30", "רח' בן יהודה 30", 22, 9, 10},
	} {
		s := plan(t, tc.text).Steps[0]
		if s.Operation != memo.OpEventCreate || len(s.Calendar.Drafts) != 1 {
			t.Errorf("%q: %s.%s; want an event", tc.text, s.Capability, s.Operation)
			continue
		}
		d := s.Calendar.Drafts[0]
		if d.Summary != tc.title || d.Location != tc.place || !d.Start.Equal(*at(tc.day, tc.h, 0)) || !d.End.Equal(*at(tc.day, tc.eh, 0)) {
			t.Errorf("%q: %q at %q %s–%s; want %q at %q %d %02d–%02d", tc.text, d.Summary, d.Location, d.Start.Format("02 15:04"), d.End.Format("15:04"),
				tc.title, tc.place, tc.day, tc.h, tc.eh)
		}
	}
	for _, text := range []string{
		"dinner with Noa on Friday at 8 at her place",
		"pick up keys at 14 Maple st tomorrow 8am",
		"meeting at 3 main st tomorrow",
		"call mom at 5 tomorrow room 12",
		"לאסוף מפתחות ברחוב הרצל 12 מחר ב-8",
	} {
		for _, s := range plan(t, text).Steps {
			if s.Calendar != nil && len(s.Calendar.Drafts) > 0 && s.Calendar.Drafts[0].Location != "" {
				t.Errorf("%q: an event at %q; want no address read", text, s.Calendar.Drafts[0].Location)
			}
		}
	}
}

// TestSeriesWithBareHours: a weekly event on named days with its hours as a
// bare range ("every mon and wed 4-6", "כל שני ורביעי 4-6") runs those
// hours, in the afternoon when small; a count after the range ("4-6
// weeks") makes it no hours.
func TestSeriesWithBareHours(t *testing.T) {
	for _, tc := range []struct {
		text, title string
		days        []int
		h, eh       int
	}{
		{"soccer practice every mon and wed 4-6", "soccer practice", []int{1, 3}, 16, 18},
		{"soccer practice every mon and wed 4-6 😭 put it in my cal", "soccer practice", []int{1, 3}, 16, 18},
		{"add piano every tuesday 5-6 to my calendar", "piano", []int{2}, 17, 18},
		{"תכניס ליומן חוג שחייה כל שני ורביעי 4-6", "חוג שחייה", []int{1, 3}, 16, 18},
		{"תכניס ליומן אימון כל יום שלישי 9-11", "אימון", []int{2}, 9, 11},
	} {
		s := plan(t, tc.text).Steps[0]
		if s.Operation != memo.OpEventCreateRecurring || len(s.Calendar.Drafts) != 1 {
			t.Errorf("%q: %s.%s; want a series", tc.text, s.Capability, s.Operation)
			continue
		}
		d := s.Calendar.Drafts[0]
		if d.Summary != tc.title || d.Start.Hour() != tc.h || d.End.Hour() != tc.eh || fmt.Sprint(d.Recurrence.Days) != fmt.Sprint(tc.days) {
			t.Errorf("%q: %q %s–%s on %v; want %q %02d–%02d on %v", tc.text, d.Summary, d.Start.Format("15:04"), d.End.Format("15:04"),
				d.Recurrence.Days, tc.title, tc.h, tc.eh, tc.days)
		}
	}
	// A range of days or of a month's dates is no range of hours.
	for _, text := range []string{"soccer practice every mon and wed 4-6 weeks", "rent every month on the 4-6"} {
		s := plan(t, text).Steps[0]
		if s.Calendar != nil && len(s.Calendar.Drafts) == 1 && s.Calendar.Drafts[0].Recurrence != nil && s.Calendar.Drafts[0].End.Sub(s.Calendar.Drafts[0].Start) == 2*time.Hour {
			t.Errorf("%q: a series of 2 hours; want it not read", text)
		}
	}
}

// TestRepairNotCorrection: "תיקון" run into a noun is the repair ("תיקון
// הברז מחר ב-8"), never the opening of a correction that cuts it off; marked
// off, or before a time, it still opens one.
func TestRepairNotCorrection(t *testing.T) {
	for text, want := range map[string]string{
		"תיקון הברז מחר ב-8": "תיקון הברז",
		"תיקון דוד מחר ב-8":  "תיקון דוד",
	} {
		s := plan(t, text).Steps[0]
		got := ""
		switch {
		case s.Tasks != nil && len(s.Tasks.Drafts) == 1:
			got = s.Tasks.Drafts[0].Text
		case s.Calendar != nil && len(s.Calendar.Drafts) == 1:
			got = s.Calendar.Drafts[0].Summary
		}
		if got != want {
			t.Errorf("%q: %s.%s %q; want %q", text, s.Capability, s.Operation, got, want)
		}
	}
	for _, text := range []string{"תיקון: מחר ב-8", "תיקון, ב-9", "תיקון מחר ב-9"} {
		s := plan(t, text).Steps[0]
		if s.Operation == memo.OpTaskCreate || s.Operation == memo.OpEventCreate {
			t.Errorf("%q: %s.%s; want no new item", text, s.Capability, s.Operation)
		}
	}
}

// TestDaySpanTold: an event told with a span of days of a month and no
// command ("offsite של הצוות ב-14-15 בדצמבר בחיפה", "team offsite dec 14-15
// in haifa") is an all-day event over those days; a thing to do, a thing
// told as past, or a question over those days is not.
func TestDaySpanTold(t *testing.T) {
	for text, title := range map[string]string{
		"offsite של הצוות ב-14-15 בדצמבר בחיפה":    "offsite של הצוות בחיפה",
		"offsite של הצוות מ-14 עד 15 בדצמבר בחיפה": "offsite של הצוות בחיפה",
		"כנס רפואה 12-15 באוגוסט באילת":            "כנס רפואה באילת",
		"team offsite dec 14-15 in haifa":          "team offsite in haifa",
		"conference in Berlin 12-15 August":        "conference in Berlin",
	} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpEventCreate || len(s.Calendar.Drafts) != 1 {
			t.Errorf("%q: %s.%s; want an event", text, s.Capability, s.Operation)
			continue
		}
		d := s.Calendar.Drafts[0]
		if d.Summary != title || !d.AllDay || d.End.Sub(d.Start) < 47*time.Hour {
			t.Errorf("%q: %q all day %v %s–%s; want %q over the days", text, d.Summary, d.AllDay, d.Start.Format("01-02"), d.End.Format("01-02"), title)
		}
	}
	for _, text := range []string{"buy gifts dec 14-15", "the offsite was dec 14-15", "מה יש לי ב-14-15 בדצמבר"} {
		s := plan(t, text).Steps[0]
		if s.Operation == memo.OpEventCreate || s.Operation == memo.OpTaskCreate {
			t.Errorf("%q: %s.%s; want it not made", text, s.Capability, s.Operation)
		}
	}
}

// TestShabbatNamedEvent: an event named for a Saturday ("שבת חתן", "שבת
// גיבוש") told with that Saturday said again as its day ("בשבת הזאת") is
// the whole of that day, its name whole; "שבת" said as the day itself
// ("שבת בבוקר", "שבת הזאת") is no part of a title.
func TestShabbatNamedEvent(t *testing.T) {
	for text, title := range map[string]string{
		"תכניסי ליומן שבת חתן אצל משפחת פרידמן בשבת הזאת": "שבת חתן אצל משפחת פרידמן",
		"תכניס ליומן שבת גיבוש בשבת הקרובה בקיבוץ":        "שבת גיבוש בקיבוץ",
	} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpEventCreate || len(s.Calendar.Drafts) != 1 {
			t.Errorf("%q: %s.%s; want an event", text, s.Capability, s.Operation)
			continue
		}
		d := s.Calendar.Drafts[0]
		if d.Summary != title || !d.AllDay || !d.Start.Equal(*at(24, 0, 0)) {
			t.Errorf("%q: %q all day %v %s; want %q all of Saturday the 24th", text, d.Summary, d.AllDay, d.Start.Format("01-02 15:04"), title)
		}
	}
	for text, title := range map[string]string{
		"תכניס ליומן שבת בבוקר ארוחה אצל סבתא": "ארוחה אצל סבתא",
		"תכניס ליומן שבת הזאת ארוחה אצל סבתא":  "ארוחה אצל סבתא",
	} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpEventCreate || s.Calendar.Drafts[0].Summary != title || s.Calendar.Drafts[0].AllDay {
			t.Errorf("%q: %s.%s %+v; want %q at an hour", text, s.Capability, s.Operation, s.Calendar, title)
		}
	}
}
