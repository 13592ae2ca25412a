package offline_test

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestFormalAgendaSound: the formal "נא להגדיר תזכורת", the day's plan
// named "סדר היום" or "לוח הזמנים", what a list holds asked with "כלול",
// "מופיע", "רשום", and a command verb or a weekday written by ear with a
// sound-alike letter ("תזקיר", "תסכיר", "ביום חמיסי") read as the plain
// words are; beside the near misses that keep their reading.
func TestFormalAgendaSound(t *testing.T) {
	lists := []string{"קניות"}
	steps := func(text string) string {
		b, _ := json.Marshal(plan(t, text, lists...).Steps)
		return string(b)
	}
	for _, r := range []struct {
		text, as  string // as: the plain words it must plan as ("" for want/not)
		want, not string
	}{
		// The formal register.
		{text: "נא להגדיר תזכורת קבועה כל יום ראשון בשעה 8:00 להוציא את הפח", as: "תזכיר לי כל יום ראשון בשעה 8:00 להוציא את הפח"},
		{text: "נא להגדיר תזכורת מחר ב-8 להוציא את הפח", as: "תזכיר לי מחר ב-8 להוציא את הפח"},
		{text: "אבקש תזכורת קבועה כל יום ראשון ב-8 להוציא את הפח", as: "תזכיר לי כל יום ראשון ב-8 להוציא את הפח"},
		{text: "צור תזכורת חוזרת כל יום שני ב-9 לשלם חשבונות", as: "תזכיר לי כל יום שני ב-9 לשלם חשבונות"},
		// A repeating reminder with no repetition said: how often is not known.
		{text: "נא להגדיר תזכורת קבועה להוציא את הפח", want: `"operation":"unknown"`},
		{text: "תקבע תזכורת קבועה להוציא את הפח", want: `"operation":"unknown"`},
		{text: "תזכורת חוזרת להוציא את הפח ב-8", want: `"operation":"unknown"`},
		{text: "נא לא לשכוח את המפתחות", want: `"operation":"unknown"`},
		// The day's plan in its long words.
		{text: "מה סדר היום שלי מחר", as: "מה יש לי מחר"},
		{text: "מה סדר היום מחר?", as: "מה יש לי מחר"},
		{text: "מה סדר היום שלי", as: "מה יש לי היום"},
		{text: "מה לוח הזמנים שלי ביום חמישי", as: "מה יש לי ביום חמישי"},
		{text: "מה יש לי בסדר היום מחר", as: "מה יש לי מחר"},
		{text: "מה סדר היום שלי מתוקה, מה יש לי מחר", as: "מה יש לי מחר"},
		{text: "מה סדר היום של הכנס", want: `"operation":"unknown"`},
		{text: "מה סדר היום לכנס", not: `getEvents`},
		// What a list holds.
		{text: "מה כלול ברשימת הקניות", as: "מה יש ברשימת הקניות"},
		{text: "מה כלולים ברשימת קניות", as: "מה יש ברשימת קניות"},
		{text: "מה מופיע ברשימת הקניות", as: "מה יש ברשימת הקניות"},
		{text: "מה רשום ברשימת הקניות", as: "מה יש ברשימת הקניות"},
		{text: "what's included in the shopping list", as: "what's in the shopping list"},
		{text: "הרשימה כוללת חלב", want: `"operation":"unknown"`},
		// A command verb or a weekday written by ear.
		{text: "תזקיר לי מחר ב-8 להתקשר לאמא", as: "תזכיר לי מחר ב-8 להתקשר לאמא"},
		{text: "תסכיר לי מחר ב-8 להתקשר לאמא", as: "תזכיר לי מחר ב-8 להתקשר לאמא"},
		{text: "טזכיר לי מחר ב-8 להתקשר לאמא", as: "תזכיר לי מחר ב-8 להתקשר לאמא"},
		{text: "תכניש ליומן פגישה מחר ב-8", as: "תכניס ליומן פגישה מחר ב-8"},
		{text: "תזכיר לי ביום חמיסי ב-8 להתקשר לאמא", as: "תזכיר לי ביום חמישי ב-8 להתקשר לאמא"},
		{text: "תזכיר לי ביום רביאי ב-8 להתקשר לאמא", as: "תזכיר לי ביום רביעי ב-8 להתקשר לאמא"},
		{text: "תזכיר לי ביום ראסון ב-8 להתקשר לאמא", as: "תזכיר לי ביום ראשון ב-8 להתקשר לאמא"},
		{text: "תשכיר לי את הדירה", want: `"operation":"unknown"`},
		{text: "תאירי לי את הדרך", want: `"operation":"unknown"`},
		{text: "צריחה מחר ב-8", not: `תזכיר`},
		{text: "תזכיל לי מחר ב-8 להתקשר לאמא", want: `"operation":"unknown"`}, // ל for ר is no sound-alike
	} {
		got := steps(r.text)
		switch {
		case r.as != "":
			if want := steps(r.as); got != want {
				t.Errorf("%q:\n got %s\nwant %s (as %q)", r.text, got, want, r.as)
			}
		case r.want != "" && !strings.Contains(got, r.want) || r.not != "" && strings.Contains(got, r.not):
			t.Errorf("%q: %s; want %s and no %q", r.text, got, r.want, r.not)
		}
	}
}
