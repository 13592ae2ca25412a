package offline_test

import "testing"

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
