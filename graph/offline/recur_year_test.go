package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestPlannerRepeatsYearly: a reminder every year, or every few years, on
// a date of the year said with its month, in both languages. The test's
// now is Tuesday 20 January 2026, 09:00.
func TestPlannerRepeatsYearly(t *testing.T) {
	tests := []struct {
		text  string
		want  memo.Recurrence
		title string
	}{
		{"remind me every year on May 5 to call Dan", memo.Recurrence{Type: memo.RecurYearly, Time: "09:00", Month: 5, DayOfMonth: 5, Every: 1, Start: "2026-05-05"}, "call Dan"},
		{"remind me every year on march 14 at 8am that it's mom's birthday", memo.Recurrence{Type: memo.RecurYearly, Time: "08:00", Month: 3, DayOfMonth: 14, Every: 1, Start: "2026-03-14"}, "mom's birthday"},
		{"each year on the 3rd of february remind me to renew the car insurance", memo.Recurrence{Type: memo.RecurYearly, Time: "09:00", Month: 2, DayOfMonth: 3, Every: 1, Start: "2026-02-03"}, "renew the car insurance"},
		{"remind me annually on 14/3 to pay the arnona", memo.Recurrence{Type: memo.RecurYearly, Time: "09:00", Month: 3, DayOfMonth: 14, Every: 1, Start: "2026-03-14"}, "pay the arnona"},
		{"remind me once a year on jan 5 to check the smoke alarm", memo.Recurrence{Type: memo.RecurYearly, Time: "09:00", Month: 1, DayOfMonth: 5, Every: 1}, "check the smoke alarm"},
		{"remind me every 2 years on june 1 to renew my passport", memo.Recurrence{Type: memo.RecurYearly, Time: "09:00", Month: 6, DayOfMonth: 1, Every: 2, Start: "2026-06-01"}, "renew my passport"},
		{"remind me yearly on december 24 at 10 to buy gifts", memo.Recurrence{Type: memo.RecurYearly, Time: "10:00", Month: 12, DayOfMonth: 24, Every: 1, Start: "2026-12-24"}, "buy gifts"},
		{"תזכיר לי כל שנה ב-5 במאי להתקשר לדן", memo.Recurrence{Type: memo.RecurYearly, Time: "09:00", Month: 5, DayOfMonth: 5, Every: 1, Start: "2026-05-05"}, "להתקשר לדן"},
		{"תזכירי לי כל שנה ב-14 למרץ ב-8 בבוקר שיש יום הולדת לאמא", memo.Recurrence{Type: memo.RecurYearly, Time: "08:00", Month: 3, DayOfMonth: 14, Every: 1, Start: "2026-03-14"}, "יום הולדת לאמא"},
		{"פעם בשנה ב-3 בפברואר תזכיר לי לחדש ביטוח רכב", memo.Recurrence{Type: memo.RecurYearly, Time: "09:00", Month: 2, DayOfMonth: 3, Every: 1, Start: "2026-02-03"}, "לחדש ביטוח רכב"},
		{"תזכיר לי מדי שנה ב-1.6 לחדש את המנוי", memo.Recurrence{Type: memo.RecurYearly, Time: "09:00", Month: 6, DayOfMonth: 1, Every: 1, Start: "2026-06-01"}, "לחדש את המנוי"},
		{"תזכיר לי כל שנתיים ב-1 ביוני לחדש דרכון", memo.Recurrence{Type: memo.RecurYearly, Time: "09:00", Month: 6, DayOfMonth: 1, Every: 2, Start: "2026-06-01"}, "לחדש דרכון"},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			s := plan(t, tt.text).Steps[0]
			if s.Operation != memo.OpTaskCreate {
				t.Fatalf("planned %+v", s)
			}
			d := s.Tasks.Drafts[0]
			r := d.Recurrence
			if r == nil {
				t.Fatalf("no recurrence")
			}
			if r.Type != tt.want.Type || r.Time != tt.want.Time || r.Month != tt.want.Month || r.DayOfMonth != tt.want.DayOfMonth ||
				max(r.Every, 1) != tt.want.Every || (tt.want.Start != "" && r.Start != tt.want.Start) {
				t.Errorf("recurrence %+v, want %+v", *r, tt.want)
			}
			if d.Text != tt.title {
				t.Errorf("title %q, want %q", d.Text, tt.title)
			}
			if err := r.Validate(); err != nil {
				t.Errorf("invalid: %v", err)
			}
		})
	}
}

// TestPlannerYearlyNeedsItsDate: a yearly repetition without a month said
// with its day asks for the date, never falls on another; "yearly" said of
// a thing is no repetition.
func TestPlannerYearlyNeedsItsDate(t *testing.T) {
	for _, text := range []string{
		"remind me every year to renew the car insurance",
		"remind me every year on the 14th to pay the arnona",
		"remind me every year on friday to call grandma",
		"remind me every year on my birthday to call grandma",
		"תזכיר לי כל שנה לחדש ביטוח",
		"תזכיר לי פעם בשנה ביום שישי להתקשר לסבתא",
	} {
		t.Run(text, func(t *testing.T) {
			p, err := planErr(text)
			if err == nil && len(p.Steps) == 1 && p.Steps[0].Operation == memo.OpUnknown {
				return // declined
			}
			if why, _ := memo.WhyOf(err); why != memo.WhyYearWhichDate {
				t.Errorf("planned %+v %v, want the question which date", p.Steps, err)
			}
		})
	}
	for _, text := range []string{
		"remind me tomorrow at 9 to book my yearly checkup",
		"remind me on friday to pay the annual fee",
	} {
		p, err := planErr(text)
		if err != nil {
			continue
		}
		for _, s := range p.Steps {
			if s.Tasks != nil && len(s.Tasks.Drafts) > 0 && s.Tasks.Drafts[0].Recurrence != nil {
				t.Errorf("%q repeats %+v; want once or a decline", text, s.Tasks.Drafts[0].Recurrence)
			}
		}
	}
}

// TestPlannerYearlyEvents: an event every year is a series on its date,
// all day for a day's occasion; without its date it asks.
func TestPlannerYearlyEvents(t *testing.T) {
	for _, tc := range []struct {
		text, start string
		allDay      bool
	}{
		{"add mom's birthday to my calendar every year on march 14", "2026-03-14T00:00:00+02:00", true},
		{"יום הולדת לאמא כל שנה ב-14 במרץ תכניסי ליומן", "2026-03-14T00:00:00+02:00", true},
		{"put in my calendar our anniversary every year on june 3 at 8pm", "2026-06-03T20:00:00+03:00", false},
		{"תכניס ליומן כל שנה ב-3 ביוני ב-8 בערב יום נישואין", "2026-06-03T20:00:00+03:00", false},
	} {
		s := plan(t, tc.text).Steps
		if len(s) != 1 || s[0].Calendar == nil || len(s[0].Calendar.Drafts) != 1 {
			t.Errorf("%q planned %+v; want one event", tc.text, s)
			continue
		}
		d := s[0].Calendar.Drafts[0]
		if d.Recurrence == nil || d.Recurrence.Type != memo.RecurYearly || d.Start.Format("2006-01-02T15:04:05Z07:00") != tc.start || d.AllDay != tc.allDay {
			t.Errorf("%q planned %+v from %s all day %v; want yearly from %s all day %v", tc.text, d.Recurrence, d.Start, d.AllDay, tc.start, tc.allDay)
		}
	}
	for _, text := range []string{"add to my calendar every year the car test", "תכניס ליומן כל שנה טסט לאוטו"} {
		p, err := planErr(text)
		if why, _ := memo.WhyOf(err); why != memo.WhyYearWhichDate && !(err == nil && len(p.Steps) == 1 && p.Steps[0].Operation == memo.OpUnknown) {
			t.Errorf("%q planned %+v %v; want the question which date", text, p.Steps, err)
		}
	}
}

// TestPlannerToldYearly: a date told of a thing, then a yearly reminder
// asked for with no thing of its own, is that thing every year on that
// date; a date that is no date of the year asks which.
func TestPlannerToldYearly(t *testing.T) {
	for _, tc := range []struct {
		text, title string
		month, day  int
	}{
		{"Coach Reyes birthday is march 3rd, remind me every year", "Coach Reyes birthday", 3, 3},
		{"our anniversary is on the 19th of december. remind me every year!", "our anniversary", 12, 19},
		{"mine and Tom's anniversary is 19th december, remind me every year so i don't forget like last time", "mine and Tom's anniversary", 12, 19},
		{"the birthday of Noa is 8 of january, remind me every year", "the birthday of Noa", 1, 8},
		{"יום הולדת לבת שלי נועה 14 בפברואר תזכיר כל שנה", "יום הולדת לבת שלי נועה", 2, 14},
		{"יום הולדת לשירה ב19 בדצמבר!!! תזכירי לי כל שנה", "יום הולדת לשירה", 12, 19},
		{"ביטוח רכב נגמר 28 בפברואר תזכיר כל שנה", "ביטוח רכב נגמר", 2, 28},
	} {
		s := plan(t, tc.text).Steps
		if len(s) != 1 || s[0].Operation != memo.OpTaskCreate || s[0].Tasks.Drafts[0].Recurrence == nil {
			t.Errorf("%q planned %+v; want a yearly reminder", tc.text, s)
			continue
		}
		d := s[0].Tasks.Drafts[0]
		if d.Text != tc.title || d.Recurrence.Type != memo.RecurYearly || d.Recurrence.Month != tc.month || d.Recurrence.DayOfMonth != tc.day {
			t.Errorf("%q: %q %+v; want %q every year on %d/%d", tc.text, d.Text, *d.Recurrence, tc.title, tc.day, tc.month)
		}
	}
	for _, text := range []string{"Dana's birthday is friday, remind me every year", "פגישה עם דנה מחר, תזכיר לי כל שנה"} {
		p, err := planErr(text)
		if why, _ := memo.WhyOf(err); why != memo.WhyYearWhichDate && !(err == nil && len(p.Steps) == 1 && p.Steps[0].Operation == memo.OpUnknown) {
			t.Errorf("%q planned %+v %v; want the question which date", text, p.Steps, err)
		}
	}
}
