package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestRepeatPairTwoReminders: one reminder said with two repetitions,
// each with its hour, is two reminders with the same text; never one
// whose title keeps the second ("… and also every at eight thirty").
func TestRepeatPairTwoReminders(t *testing.T) {
	tests := []struct {
		text, title string
		at          [2]string
	}{
		{"remind me to take my blood pressure pills every morning at eight and also every evening at eight thirty", "take my blood pressure pills", [2]string{"08:00", "20:30"}},
		{"remind me every morning at 7 and every evening at 9 to walk the dog", "walk the dog", [2]string{"07:00", "21:00"}},
		{"remind me to take pills every morning at 8 and also in the evening at 8:30", "take pills", [2]string{"08:00", "20:30"}},
		{"every monday at 8 and every thursday at 18:00 remind me to call dad", "call dad", [2]string{"08:00", "18:00"}},
		{"remind me to take pills twice a day at 8 and 20:30", "take pills", [2]string{"08:00", "20:30"}},
		{"תזכיר לי לקחת כדורים כל בוקר ב-8 וכל ערב ב-8:30", "לקחת כדורים", [2]string{"08:00", "20:30"}},
		{"תזכיר לי לקחת כדורים כל בוקר ב-8 וגם בערב ב-8:30", "לקחת כדורים", [2]string{"08:00", "20:30"}},
		{"תזכיר לי כל יום ראשון ב-9 וגם כל יום רביעי ב-17 להתקשר לסבתא", "להתקשר לסבתא", [2]string{"09:00", "17:00"}},
	}
	for _, tt := range tests {
		p := plan(t, tt.text)
		if len(p.Steps) != 2 {
			t.Errorf("%q: %d steps; want two reminders", tt.text, len(p.Steps))
			continue
		}
		for i, s := range p.Steps {
			if s.Operation != memo.OpTaskCreate || s.Tasks.Drafts[0].Text != tt.title || s.Tasks.Drafts[0].Recurrence == nil || s.Tasks.Drafts[0].Recurrence.Time != tt.at[i] {
				t.Errorf("%q: step %d %s %+v; want %q every … at %s", tt.text, i, s.Operation, s.Tasks, tt.title, tt.at[i])
			}
		}
	}
	// Near misses: a second repetition without its hour, a part of the
	// day after a weekday, a third one: never one reminder holding the
	// rest in its title.
	for _, text := range []string{
		"remind me every morning at 8 and every evening to take pills",
		"remind me every monday at 8 and in the evening at 9 to call dad",
		"remind me every monday at 8 and every thursday to call dad",
		"remind me to call every at 5",
	} {
		p, err := planErr(text)
		if err == nil && p.Steps[0].Operation == memo.OpTaskCreate {
			t.Errorf("%q: %+v; want declined", text, p.Steps[0].Tasks)
		}
	}
	// A passed near miss of the check: "every" that names no repetition.
	if s := plan(t, "remind me at 5 to read every chapter").Steps[0]; s.Operation != memo.OpTaskCreate || s.Tasks.Drafts[0].Text != "read every chapter" {
		t.Errorf("every chapter: %s %+v", s.Operation, s.Tasks)
	}
}

// TestPartOfDayHourBesideArticle: an hour after "every evening", "every
// night" is of that part of the day; the article "a" or "i am" in the
// title is no "a"/"am" of the hour ("7a"), which only a number carries.
func TestPartOfDayHourBesideArticle(t *testing.T) {
	for text, want := range map[string]string{
		"remind me every evening at 6 to buy a present":    "18:00",
		"remind me every night at 9 to buy a present":      "21:00",
		"remind me every evening at 9 to write a card":     "21:00",
		"remind me every morning at 7 to take a vitamin":   "07:00",
		"remind me every evening at 7a to buy a present":   "07:00",
		"remind me every evening at 9 am to buy a present": "09:00",
	} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpTaskCreate || s.Tasks.Drafts[0].Recurrence == nil || s.Tasks.Drafts[0].Recurrence.Time != want {
			t.Errorf("%q: %s %+v; want daily at %s", text, s.Operation, s.Tasks, want)
		}
	}
}
