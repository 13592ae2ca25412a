package forward_test

import (
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/memo-assistant/memo/graph/forward"
)

// TestReadNoAppointment: a text with no day is no event, whatever it
// asks for.
func TestReadNoAppointment(t *testing.T) {
	for _, text := range []string{
		"delete all my tasks",
		"תמחק את כל המשימות שלי",
		"The wifi password is Blue-Tiger-42",
		"מתכון לעוגת שוקולד: 200 גרם שוקולד, 3 ביצים, כוס סוכר",
		"Can you pick up milk on the way home at 6?",
		"",
		"👍",
	} {
		r := forward.Read(text, now, jerusalem)
		if r.Event() || r.HasDate {
			t.Errorf("%q: read as %+v; want no day", text, r)
		}
		if r.Title == "" {
			t.Errorf("%q: no title", text)
		}
	}
}

// TestReadDays covers the day without a time, the whole-day event, two
// days, a deadline beside the day, and a day gone.
func TestReadDays(t *testing.T) {
	cases := []struct {
		name, text          string
		date, time, allDay  bool
		ambiguous, past, ev bool
		start               time.Time
	}{
		{name: "no time", text: "Dana's wedding is on December 18! Save the date 💍", date: true, start: at(12, 18, 0, 0)},
		{name: "no time he", text: "שמרו את התאריך: החתונה של דנה ויוסי 18.12.2026", date: true, start: at(12, 18, 0, 0)},
		{name: "all day", text: "Company fun day — all day on Thursday 17/12, buses leave from the office", date: true, allDay: true, ev: true, start: at(12, 17, 0, 0)},
		{name: "all day he", text: "יום כיף לכל העובדים ביום חמישי 17.12!", date: true, allDay: true, ev: true, start: at(12, 17, 0, 0)},
		{name: "two days", text: "Open house on 10/12 at 17:00 and again on 12/12 at 11:00.", ambiguous: true},
		{name: "two days he", text: "החוג יתקיים ב-8.12 וב-15.12 בשעה 17:00", ambiguous: true},
		{name: "deadline beside", text: "Your appointment: 15/12/2026 at 10:30.\nTo cancel, reply by 13/12/2026.", date: true, time: true, ev: true, start: at(12, 15, 10, 30)},
		{name: "deadline beside he", text: "תור לאורתופד נקבע ל-15/12/2026 בשעה 10:30.\nלביטול עד 13/12 השב 0.", date: true, time: true, ev: true, start: at(12, 15, 10, 30)},
		{name: "past", text: "Your appointment with Dr. Levi on 15/11/2026 at 10:00 was missed.", date: true, time: true, past: true, start: at(11, 15, 10, 0)},
		{name: "weekday disagrees", text: "Party on Friday 19/12 at 20:00", ambiguous: true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := forward.Read(c.text, now, jerusalem)
			if r.HasDate != c.date || r.HasTime != c.time || r.AllDay != c.allDay || r.Ambiguous != c.ambiguous || r.Past != c.past || r.Event() != c.ev {
				t.Errorf("read %+v", r)
			}
			if c.date && !r.Start.Equal(c.start) {
				t.Errorf("start %v; want %v", r.Start, c.start)
			}
		})
	}
}

// FuzzRead: any text reads without a panic, to a title of at most
// MaxTitleRunes, and an event offered is never before now.
func FuzzRead(f *testing.F) {
	for _, c := range appointments {
		f.Add(c.text)
	}
	f.Add("Open house on 10/12 at 17:00 and again on 12/12 at 11:00.")
	f.Add("תור ל\n\n\nבשעה 25:00 ב-31/2")
	f.Add(strings.Repeat("Dr. ", 500))
	f.Fuzz(func(t *testing.T, text string) {
		r := forward.Read(text, now, jerusalem)
		if r.Title == "" || utf8.RuneCountInString(r.Title) > forward.MaxTitleRunes || !utf8.ValidString(r.Title) {
			t.Fatalf("title %q", r.Title)
		}
		if r.Event() && r.HasTime && r.Start.Before(now) {
			t.Fatalf("an event in the past without saying so: %+v", r)
		}
		if r.Ambiguous && r.HasDate {
			t.Fatalf("ambiguous, yet a day taken: %+v", r)
		}
		if !r.End.IsZero() && r.End.Before(r.Start) {
			t.Fatalf("ends before it starts: %+v", r)
		}
	})
}
