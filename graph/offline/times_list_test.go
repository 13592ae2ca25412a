package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestSeveralHours: one reminder said with a list of hours is a reminder
// at each, with the same text and repetition; a count of times a day must
// match the hours; numbers that are days of the month or a range are no
// list of hours.
func TestSeveralHours(t *testing.T) {
	for _, tt := range []struct {
		text, title string
		hours       []string
	}{
		{"remind me every day at 8 and at 20 to take my pills", "take my pills", []string{"08:00", "20:00"}},
		{"remind me to take my pills twice a day at 8am and 8pm", "take my pills", []string{"08:00", "20:00"}},
		{"remind me 3 times a day at 9, 14 and 21 to drink water", "drink water", []string{"09:00", "14:00", "21:00"}},
		{"remind me two times a day at 8 and 20: check the oven", "check the oven", []string{"08:00", "20:00"}},
		{"hi, set a reminder at 9, 13 and 21 every day to move the car", "move the car", []string{"09:00", "13:00", "21:00"}},
		{"i need to remember to call סבתא at 8 and 20 every day", "call סבתא", []string{"08:00", "20:00"}},
		{"תזכיר לי כל יום ב-8 וב-20 לקחת כדור", "לקחת כדור", []string{"08:00", "20:00"}},
		{"תזכור לי כל יום ב-9 13 וב21 לשלוח מייל", "לשלוח מייל", []string{"09:00", "13:00", "21:00"}},
		{"תזכירי לי פעמיים ביום ב-9 ו-21 לתת לכלב אוכל", "לתת לכלב אוכל", []string{"09:00", "21:00"}},
		{"תזכיר לי שלוש פעמים ביום ב-8, 14 ו-20 לשתות מים", "לשתות מים", []string{"08:00", "14:00", "20:00"}},
		// Each hour with its part of the day.
		{"Remind me please to take my blood pressure pills every day at 8 in the morning and 8 in the evening.", "take my blood pressure pills", []string{"08:00", "20:00"}},
		{"remind me every day at 7 in the morning and at 9 at night to feed the cat", "feed the cat", []string{"07:00", "21:00"}},
		{"תזכיר לי לקחת כדורים כל יום ב8 בבוקר וב8 בערב", "לקחת כדורים", []string{"08:00", "20:00"}},
		{"תזכירי לי כל יום ב-7 בבוקר וב-10 בלילה להשקות", "להשקות", []string{"07:00", "22:00"}},
		// "בשעה" before the first, "ו" apart from the second when it has its part of the day.
		{"כל יום בשעה 8 בבוקר ו 8 בערב אני צריך לשתות כדור לחץ דם תזכיר", "לשתות כדור לחץ דם", []string{"08:00", "20:00"}},
		{"תזכירי לי פעמיים ביום בשעה 9 ו-21 לתת לכלב אוכל", "לתת לכלב אוכל", []string{"09:00", "21:00"}},
		// Said to be daily, the hours are reminders with no word of reminding.
		{"every day at 8am and 8pm take my bp meds", "take my bp meds", []string{"08:00", "20:00"}},
		{"כל יום ב8 בבוקר וב8 בערב כדור לחץ דם", "כדור לחץ דם", []string{"08:00", "20:00"}},
	} {
		steps := plan(t, tt.text).Steps
		if len(steps) != len(tt.hours) {
			t.Errorf("%q: %d steps %+v; want %d daily reminders", tt.text, len(steps), steps, len(tt.hours))
			continue
		}
		for i, s := range steps {
			d := s.Tasks.Drafts[0]
			if s.Operation != memo.OpTaskCreate || d.Text != tt.title || d.Recurrence == nil || d.Recurrence.Type != memo.RecurDaily || d.Recurrence.Time != tt.hours[i] {
				t.Errorf("%q: step %d %+v %+v; want %q every day at %s", tt.text, i+1, d, d.Recurrence, tt.title, tt.hours[i])
			}
		}
	}
	// A count that is not the hours said, days of the month, a range:
	// never a reminder at one of the numbers.
	for _, text := range []string{
		"remind me 3 times a day at 8 and 20 to take my pills",
		"תזכיר לי פעמיים ביום ב-8, 12 ו-20 לקחת כדור",
		"תזכיר לי ב-8 ו-20 לחודש לשלם ועד בית",
	} {
		for _, s := range plan(t, text).Steps {
			if s.Operation == memo.OpTaskCreate && len(s.Tasks.Drafts) == 1 && !s.Tasks.NeedTime {
				t.Errorf("%q: %+v; want it asked or declined", text, s.Tasks.Drafts[0])
			}
		}
	}
	// One hour with its part of the day is one reminder.
	for _, text := range []string{"remind me every day at 8 in the morning to take my pills", "תזכיר לי כל יום ב8 בבוקר לקחת כדור"} {
		if s := plan(t, text).Steps; len(s) != 1 || s[0].Operation != memo.OpTaskCreate {
			t.Errorf("%q: %+v; want one reminder", text, s)
		}
	}
	// "ו 9" apart with no part of the day counts ("9 ילדים"); a daily
	// event said at two hours is no reminder.
	for _, text := range []string{"תזכיר לי מחר בשעה 8 ו 9 ילדים יגיעו", "every day at 9 and 11 yoga class"} {
		if s := plan(t, text).Steps; len(s) > 1 {
			t.Errorf("%q: read as %d reminders", text, len(s))
		}
	}
	if s := plan(t, "remind me between 8 and 10 to call the plumber").Steps; len(s) > 1 {
		t.Errorf("a range read as two hours: %+v", s)
	}
}

// TestHoursOnA24HourClock: a list of hours for one day that holds one said
// on a 24-hour clock ("at 8 and 20") puts the bare small hours in the
// morning, so no two reminders land on the same hour; "reminders" asked
// for in the plural ("set reminders for my pills", "תקבעי לי תזכורות")
// is no word of the title. Near-misses: hours all on a 12-hour clock keep
// their reading.
func TestHoursOnA24HourClock(t *testing.T) {
	for _, tt := range []struct {
		text, title string
		due         []string // day and hour
	}{
		{"set reminders for my pills at 8 and 20", "my pills", []string{"21 08:00", "20 20:00"}},
		{"remind me at 9, 13 and 21 to drink water", "drink water", []string{"21 09:00", "20 13:00", "20 21:00"}},
		{"תקבעי לי תזכורות לקחת כדורים ב-8 וב-20", "לקחת כדורים", []string{"21 08:00", "20 20:00"}},
		{"set up reminders to stretch at 10 and 16", "stretch", []string{"20 10:00", "20 16:00"}},
		// Near-miss: a 12-hour clock throughout.
		{"remind me at 8 and 11 to drink", "drink", []string{"20 20:00", "20 11:00"}},
	} {
		steps := plan(t, tt.text).Steps
		if len(steps) != len(tt.due) {
			t.Errorf("%q: %d steps; want %d reminders", tt.text, len(steps), len(tt.due))
			continue
		}
		for i, s := range steps {
			if s.Operation != memo.OpTaskCreate || len(s.Tasks.Drafts) != 1 || s.Tasks.Drafts[0].DueDate == nil {
				t.Errorf("%q: step %d %s; want a reminder", tt.text, i+1, s.Operation)
				continue
			}
			d := s.Tasks.Drafts[0]
			if got := d.DueDate.In(jerusalem).Format("02 15:04"); d.Text != tt.title || got != tt.due[i] {
				t.Errorf("%q: step %d %q at %s; want %q at %s", tt.text, i+1, d.Text, got, tt.title, tt.due[i])
			}
		}
	}
	for _, text := range []string{"reminders for today", "תזכורות להיום"} {
		if s := plan(t, text).Steps[0]; s.Operation == memo.OpTaskCreate {
			t.Errorf("%q: %+v; want the reminders shown, not one made", text, s.Tasks)
		}
	}
}
