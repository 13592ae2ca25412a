package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// saidEvent is a message and the one event it must make; a zero end is not
// checked.
type saidEvent struct {
	text, title string
	start, end  time.Time
}

// checkSaidEvents plans each row and wants its one event.
func checkSaidEvents(t *testing.T, rows []saidEvent) {
	t.Helper()
	for _, tc := range rows {
		s := plan(t, tc.text).Steps[0]
		if s.Calendar == nil || len(s.Calendar.Drafts) != 1 {
			t.Errorf("%q: %s %+v; want event %q", tc.text, s.Operation, s.Calendar, tc.title)
			continue
		}
		d := s.Calendar.Drafts[0]
		if d.Summary != tc.title || !d.Start.Equal(tc.start) || (!tc.end.IsZero() && !d.End.Equal(tc.end)) {
			t.Errorf("%q: %q %v–%v; want %q %v–%v", tc.text, d.Summary, d.Start, d.End, tc.title, tc.start, tc.end)
		}
	}
}

// jan is a moment of January 2026 in Jerusalem; days past 31 run on.
func jan(d, h, m int) time.Time { return time.Date(2026, 1, d, h, m, 0, 0, jerusalem) }

// TestPutAtEnd: the request to keep said at the end of an event ("…,
// chuck it in the calendar", "… put them in my calendar", "… please put
// that on the calendar thank you", "… תכניסי אותם ליומן", "… תוסיפי את
// זה") is no word of its title; a calendar named inside the thing stays.
func TestPutAtEnd(t *testing.T) {
	checkSaidEvents(t, []saidEvent{
		{"site meeting tmrw arvo 2pm at the Henderson job, chuck it in the calendar", "site meeting at the Henderson job", jan(21, 14, 0), time.Time{}},
		{"dentist thursday at 9 could you please book it in my calendar", "dentist", jan(22, 9, 0), time.Time{}},
		{"dinner with Tom friday at 8 pop it in the diary please thanks", "dinner with Tom", jan(23, 20, 0), time.Time{}},
		{"parents evening thursday at 6 stick them in the calendar", "parents evening", jan(22, 18, 0), time.Time{}},
		{"I need to go see doctor Patterson on Friday the thirtieth at ten fifteen in the morning please put that on the calendar thank you", "go see doctor Patterson", jan(30, 10, 15), time.Time{}},
		{"פגישה עם הספק ביום חמישי ב-10 תכניסי אותם ליומן", "פגישה עם הספק", jan(22, 10, 0), time.Time{}},
		{"ישיבת צוות מחר ב-9 תוסיפי את זה", "ישיבת צוות", jan(21, 9, 0), time.Time{}},
		{"שימוע מחר ב-2 תכנייס אותם ליומן", "שימוע", jan(21, 14, 0), time.Time{}},
		{"call with the accountant tomorrow at 10am, chcuk it in the calendar thanks", "call with the accountant", jan(21, 10, 0), time.Time{}},
		{"תכניסי ללו\"ז תספורת מחר בשעה 10:00", "תספורת", jan(21, 10, 0), time.Time{}},
		{"יא גבר תכניסיללו\"ז: שימוע מחר ב-2", "שימוע", jan(21, 14, 0), time.Time{}},
	})
	// Near misses: the calendar is a thing's, not the request's.
	for _, tc := range []struct{ text, title string }{
		{"remind me tomorrow at 5 to put the books in the calendar box", "put the books in the calendar box"},
		{"remind me tomorrow at 5 to add the dates to the wall calendar", "add the dates to the wall calendar"},
	} {
		s := plan(t, tc.text).Steps[0]
		if s.Operation != memo.OpTaskCreate || s.Tasks.Drafts[0].Text != tc.title {
			t.Errorf("%q: %s %+v; want task %q", tc.text, s.Operation, s.Tasks, tc.title)
		}
	}
}

// TestBlockLength: "please block 2 hours", "block out 90 minutes",
// "תשריין שעתיים", "תחסום שעה" after an event's time is its length.
func TestBlockLength(t *testing.T) {
	checkSaidEvents(t, []saidEvent{
		{"Meeting with auditors day after tomorrow 3 pm, please block 2 hours", "Meeting with auditors", jan(22, 15, 0), jan(22, 17, 0)},
		{"Meeting with auditors day after tomorrow 3 pm block an hour", "Meeting with auditors", jan(22, 15, 0), jan(22, 16, 0)},
		{"lunch with Dan friday at 1, block out 90 minutes", "lunch with Dan", jan(23, 13, 0), jan(23, 14, 30)},
		{"פגישה עם רואי החשבון מחרתיים ב-3 תשריין שעתיים", "פגישה עם רואי החשבון", jan(22, 15, 0), jan(22, 17, 0)},
		{"פגישה עם רואי החשבון מחרתיים ב-3, תחסום שעה", "פגישה עם רואי החשבון", jan(22, 15, 0), jan(22, 16, 0)},
	})
	// Near miss: blocking time as the deed itself.
	if s := plan(t, "remind me to block 2 hours tomorrow at 9").Steps[0]; s.Operation != memo.OpTaskCreate || s.Tasks.Drafts[0].Text != "block 2 hours" {
		t.Errorf("block as the deed: %s %+v", s.Operation, s.Tasks)
	}
}

// TestCalendarHeading: the calendar named as a heading, with "for" or a
// verb before it ("Put for calendar: …", "diary: …", "תכניסי ללו״ז: …"),
// is no word of the title; a heading before no event is not read so.
func TestCalendarHeadingVerb(t *testing.T) {
	checkSaidEvents(t, []saidEvent{
		{"Put for calendar: meeting with supplier from Onitsha on Monday 12 noon", "meeting with supplier from Onitsha", jan(26, 12, 0), time.Time{}},
		{"for calendar: dentist monday at 9", "dentist", jan(26, 9, 0), time.Time{}},
		{"diary: dentist monday at 9", "dentist", jan(26, 9, 0), time.Time{}},
		{"pop in the diary - dentist monday at 9", "dentist", jan(26, 9, 0), time.Time{}},
		{"תכניסי ללו\"ז: רופא שיניים ביום שני ב-9", "רופא שיניים", jan(26, 9, 0), time.Time{}},
		{"לו\"ז: רופא שיניים ביום שני ב-9", "רופא שיניים", jan(26, 9, 0), time.Time{}},
	})
	for _, text := range []string{"diary: had a great day", "for calendar: what do I have monday"} {
		if s := plan(t, text).Steps[0]; s.Operation == memo.OpEventCreate {
			t.Errorf("%q: %+v; want no event", text, s.Calendar.Drafts)
		}
	}
}

// TestWeekdayOrdinal: a day of the month after its weekday ("Friday the
// thirtieth", "Tuesday the third") is read with it; when the two are not
// one day, no event is made; a count after the ordinal ("the second
// floor") is no day.
func TestWeekdayOrdinal(t *testing.T) {
	checkSaidEvents(t, []saidEvent{
		{"dentist on Friday the thirtieth at 10", "dentist", jan(30, 10, 0), time.Time{}},
		{"dentist on Tuesday the third at 10", "dentist", jan(34, 10, 0), time.Time{}},
		{"dentist on friday the 30th at 10", "dentist", jan(30, 10, 0), time.Time{}},
		{"רופא שיניים ביום שלישי ה-27 ב-10", "רופא שיניים", jan(27, 10, 0), time.Time{}},
		{"gym on monday the second floor at 5", "gym the second floor", jan(26, 17, 0), time.Time{}},
	})
	if p, err := planWith(t, "dentist on Wednesday the third at 10", nil); err == nil && len(p.Steps) > 0 && p.Steps[0].Operation == memo.OpEventCreate {
		t.Errorf("weekday and date apart: %+v", p.Steps[0].Calendar.Drafts)
	}
}

// TestDateAside: a side remark that tells the date ("which is December
// 14th", "that's on …") leaves neither its opening nor a clause after it
// in the title; "which is" inside the deed stays.
func TestDateAside(t *testing.T) {
	for _, tc := range []struct{ text, title string }{
		{"remind me to call my daughter Susan on her birthday which is December fourteenth she'll be fifty two this year", "call my daughter Susan on her birthday"},
		{"remind me to call Susan on her birthday which is on December 14", "call Susan on her birthday"},
		{"remind me to call Susan on her birthday, that's on December 14", "call Susan on her birthday"},
		{"remind me tomorrow at 5 to find out which is cheaper", "find out which is cheaper"},
		{"remind me tomorrow at 5 to buy the one that's red", "buy the one that's red"},
	} {
		s := plan(t, tc.text).Steps[0]
		if s.Operation != memo.OpTaskCreate || s.Tasks.Drafts[0].Text != tc.title {
			t.Errorf("%q: %s %+v; want %q", tc.text, s.Operation, s.Tasks, tc.title)
		}
	}
}

// TestToVerbSlips: a voice's sound-alike word right after the "to" of a
// deed is the verb ("to by stamps", "to right a check"); elsewhere, or
// before a time, it stays.
func TestToVerbSlips(t *testing.T) {
	for _, tc := range []struct{ text, title string }{
		{"remind me to by stamps tomorrow at 9", "buy stamps"},
		{"remind me tomorrow at 9 to right a check for the plumber", "write a check for the plumber"},
		{"remind me to meat Dan at 5", "meet Dan"},
		{"remind me to where my blue dress tomorrow at 8", "wear my blue dress"},
		{"remind me to sea the doctor friday at 10", "see the doctor"},
		{"I need to right down the code tomorrow at 9", "write down the code"},
		{"remind me to turn right at 5", "turn right"},
		{"remind me to walk by the river tomorrow at 5", "walk by the river"},
		{"remind me to go to sea world tomorrow at 5", "go to sea world"},
	} {
		s := plan(t, tc.text).Steps[0]
		if s.Operation != memo.OpTaskCreate || s.Tasks.Drafts[0].Text != tc.title {
			t.Errorf("%q: %s %+v; want %q", tc.text, s.Operation, s.Tasks, tc.title)
		}
	}
}

// TestWhatWeGot: the day asked with "we", a contraction or a dialect's
// word ("what've we got on friday", "wat we got friday", "wetin I get
// tomorrow") is a question about the agenda; about a meal it is not.
func TestWhatWeGot(t *testing.T) {
	for _, text := range []string{"what've we got on friday", "whatve we got on friday", "dear what'e we got on friday", "what'vewe got tmrw", "what have we got on friday", "wat we got friday",
		"wetin I get tomorrow", "what do we have friday", "what we got on friday"} {
		if !asksAgenda(plan(t, text)) {
			t.Errorf("%q: %s; want the agenda", text, plan(t, text).Steps[0].Operation)
		}
	}
	for _, text := range []string{"what've we got for dinner", "what did we get for the wedding"} {
		if asksAgenda(plan(t, text)) {
			t.Errorf("%q: read as the agenda", text)
		}
	}
	// "seeyou" run together is still a goodbye; with a place it is not.
	if s := plan(t, "dear seeyou tomorrow at 9 🙏").Steps[0]; s.Operation != memo.OpFarewell {
		t.Errorf("seeyou: %s", s.Operation)
	}
	if s := plan(t, "seeyou at the dentist tomorrow at 9").Steps[0]; s.Operation == memo.OpFarewell {
		t.Errorf("seeyou at the dentist: a goodbye")
	}
}

// asksAgenda reports whether p reads the calendar's events.
func asksAgenda(p memo.Plan) bool {
	for _, s := range p.Steps {
		if s.Operation == memo.OpEventGetEvents {
			return true
		}
	}
	return false
}

// TestUntilHoliday: "until christmas" after a series ends it on that day;
// the holiday is not its start (a break, which has no one day, is asked:
// see TestRepeatUntilVagueAsked).
func TestUntilHoliday(t *testing.T) {
	s := plan(t, "gym every monday at 7 until christmas").Steps[0]
	if s.Calendar == nil || len(s.Calendar.Drafts) != 1 || s.Calendar.Drafts[0].Recurrence == nil {
		t.Fatalf("%s %+v; want a series", s.Operation, s.Calendar)
	}
	d := s.Calendar.Drafts[0]
	u := d.Recurrence.Until
	if d.Summary != "gym" || u == nil || u.In(jerusalem).Month() != time.December || u.In(jerusalem).Day() != 25 || d.Start.After(jan(31, 0, 0)) {
		t.Errorf("%q from %v until %v; want gym from January until December 25", d.Summary, d.Start, u)
	}
}

// TestPutAtEndSeries: a run of weekdays told before the request to keep
// ("night shift thu fri sat 7pm to 7am put them in my calendar", "add to
// my calendar: gym mon wed fri at 7") is a series titled without the
// request's words.
func TestPutAtEndSeries(t *testing.T) {
	for _, tc := range []struct {
		text, title string
		days        int
	}{
		{"night shift thu fri sat 7pm to 7am put them in my calendar", "night shift", 3},
		{"working nights thu fri sat 7p to 7a put them in my calendar", "working nights", 3},
		{"add to my calendar: gym mon wed fri at 7", "gym", 3},
		{"put in my calendar: gym mon wed fri at 7", "gym", 3},
		{"gym mon wed fri at 7, put it in my calendar", "gym", 3},
	} {
		s := plan(t, tc.text).Steps[0]
		if s.Calendar == nil || len(s.Calendar.Drafts) != 1 || s.Calendar.Drafts[0].Recurrence == nil ||
			s.Calendar.Drafts[0].Summary != tc.title || len(s.Calendar.Drafts[0].Recurrence.Days) != tc.days {
			t.Errorf("%q: %s %+v; want %q on %d days", tc.text, s.Operation, s.Calendar, tc.title, tc.days)
		}
	}
}
