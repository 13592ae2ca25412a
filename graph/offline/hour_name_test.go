package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestHourBeforeAUnitNamedThing: "ב-9 שבוע הספר" is at 9, about "שבוע
// הספר": Hebrew would count nine weeks in the plural.
func TestHourBeforeAUnitNamedThing(t *testing.T) {
	for _, tt := range []struct {
		text, title string
		d, h        int
	}{
		{"תזכיר לי מחר ב-9 שבוע הספר", "שבוע הספר", 21, 9},
		{"תזכירי לי מחר ב9 יום הולדת לדנה", "יום הולדת לדנה", 21, 9},
		{"תזכיר לי ביום שישי ב-8 יום כיף עם הילדים", "יום כיף עם הילדים", 23, 8},
	} {
		wantReminder(t, tt.text, plan(t, tt.text).Steps[0], tt.title, *at(tt.d, tt.h, 0))
	}
}

// TestAfterSomethingBeforeRemindMe: a time said inside "after my shift
// tomorrow at 7am" before "remind me" may be the shift's, not the
// reminder's: it is declined, never guessed; a bare time before "remind
// me" is the reminder's.
func TestAfterSomethingBeforeRemindMe(t *testing.T) {
	for _, text := range []string{
		"after my shift tomorrow at 7am remind me to call the bank",
		"after my meeting with dana tomorrow at 10 remind me to send the notes",
		"אחרי המשמרת מחר ב-7 תזכיר לי להתקשר לבנק",
		"אחרי הפגישה עם דנה מחר ב-10 תזכירי לי לשלוח את הסיכום",
	} {
		if s := plan(t, text).Steps[0]; s.Operation == memo.OpTaskCreate {
			t.Errorf("%q: %+v; want it declined", text, s.Tasks)
		}
	}
	wantReminder(t, "tomorrow at 7am remind me to call the bank", plan(t, "tomorrow at 7am remind me to call the bank").Steps[0], "call the bank", *at(21, 7, 0))
	wantReminder(t, "מחר ב-7 תזכיר לי להתקשר לבנק", plan(t, "מחר ב-7 תזכיר לי להתקשר לבנק").Steps[0], "להתקשר לבנק", *at(21, 7, 0))
}
