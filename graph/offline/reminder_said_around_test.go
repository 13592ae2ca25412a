package offline_test

import (
	"strings"
	"testing"

	"github.com/memo-assistant/memo"
)

// TestReminderSaidAround: what is said around a reminder's thing in the
// ways a texter says it — a bare weekday after a noun, an aside on how
// much it matters, the part of the day before the hour — is read as the
// reminder's day, dropped, or read as the hour; near-misses keep their
// words, and an aside that asks for more is declined. due is "" when no
// reminder may be made.
func TestReminderSaidAround(t *testing.T) {
	for _, c := range []struct{ text, title, due string }{
		// A bare weekday after a noun, in a reminder.
		{"תזכיר לי משמרת לילה שלישי ב-7", "משמרת לילה", "2026-01-20 19:00"},
		// Today's weekday (a Tuesday) with an hour still ahead is tonight;
		// "next", or an hour gone by, is a week away.
		{"remind me tues night at 8 to pack the diaper bag", "pack the diaper bag", "2026-01-20 20:00"},
		{"remind me tuesday at 8pm to pack the diaper bag", "pack the diaper bag", "2026-01-20 20:00"},
		{"תזכיר לי ביום שלישי בערב ב8 לארוז את התיק", "לארוז את התיק", "2026-01-20 20:00"},
		{"תזכירי לי בשלישי ב-6 בערב לארוז את התיק", "לארוז את התיק", "2026-01-20 18:00"},
		{"remind me next tuesday at 8pm to pack the diaper bag", "pack the diaper bag", "2026-01-27 20:00"},
		{"remind me tuesday at 7am to pack the diaper bag", "pack the diaper bag", "2026-01-27 07:00"},
		{"תזכיר לי ביום שלישי הבא ב8 בערב לארוז את התיק", "לארוז את התיק", "2026-01-27 20:00"},
		{"תזכירי לי ישיבת צוות חמישי ב-10", "ישיבת צוות", "2026-01-22 10:00"},
		{"remind me double shift sunday at 7", "double shift", "2026-01-25 07:00"},
		{"תזכיר לי ב-7 הרצאה על גיל שלישי", "הרצאה על גיל שלישי", "2026-01-20 19:00"},
		{"תזכיר לי לפגוש את שני ב-7", "לפגוש את שני", "2026-01-20 19:00"},
		{"תזכיר לי לנסוע לראשון לציון ב-7", "לנסוע לראשון לציון", "2026-01-20 19:00"},
		{"תזכיר לי מחר ב-7 משמרת לילה שלישי", "משמרת לילה שלישי", "2026-01-21 19:00"},
		// An aside on how much it matters, after a pause.
		{"תזכירי לי מחר ב-8 לקחת תרופה, זה מאוד חשוב לי", "לקחת תרופה", "2026-01-21 08:00"},
		{"תזכירי לי מחר ב-8 לקחת תרופה, חשוב!!", "לקחת תרופה", "2026-01-21 08:00"},
		{"תזכירי לי מחר ב-8 לקחת תרופה, אל תשכחי", "לקחת תרופה", "2026-01-21 08:00"},
		{"תזכירי לי מחר ב-8 לקחת תרופה. זה דחוף", "לקחת תרופה", "2026-01-21 08:00"},
		{"remind me at 8 to take my pills, it's really important", "take my pills", "2026-01-20 20:00"},
		{"remind me at 8 to take my pills, very important!!", "take my pills", "2026-01-20 20:00"},
		{"remind me at 8 to take my pills, don't let me forget", "take my pills", "2026-01-20 20:00"},
		{"remind me at 8 to take my pills. It's urgent.", "take my pills", "2026-01-20 20:00"},
		{"remind me sunday 9pm clean the exhaust hood, cannot forget one", "clean the exhaust hood", "2026-01-25 21:00"},
		{"remind me tmr 8am submit the form, must not forget ah", "submit the form", "2026-01-21 08:00"},
		{"remind me at 8 to call the bank, can't miss this", "call the bank", "2026-01-20 20:00"},
		{"תזכיר לי מחר ב5 להתקשר לבנק, אסור לשכוח", "להתקשר לבנק", "2026-01-21 17:00"},
		// What follows when it is not done.
		{"remind me saturday 11am to do my chores or my mom will kill me 💀", "do my chores", "2026-01-24 11:00"},
		{"remind me at 8 to pay rent otherwise i'm toast", "pay rent", "2026-01-20 20:00"},
		{"remind me at 8 to call the bank, or else i'm dead", "call the bank", "2026-01-20 20:00"},
		{"תזכיר לי בשבת ב11 לסדר את החדר אחרת אמא שלי תהרוג אותי", "לסדר את החדר", "2026-01-24 11:00"},
		{"תזכירי לי מחר ב8 לשלם חשבון, אחרת אני מתה", "לשלם חשבון", "2026-01-21 08:00"},
		{"remind me at 8 to ask whether i can miss the game", "ask whether i can miss the game", "2026-01-20 20:00"},
		{"remind me at 8 to decide tea or coffee", "decide tea or coffee", "2026-01-20 20:00"},
		{"remind me at 8 to watch the movie he will kill me", "", ""},
		{"remind me at 8 to tell dan it's important", "tell dan it's important", "2026-01-20 20:00"},
		{"remind me at 8, important meeting", "important meeting", "2026-01-20 20:00"},
		{"תזכיר לי מחר ב-8 להגיד לדני שזה חשוב", "להגיד לדני שזה חשוב", "2026-01-21 08:00"},
		{"תזכיר לי מחר ב-8 לכתוב מכתב, חשוב לציין את התאריך", "לכתוב מכתב, חשוב לציין את התאריך", "2026-01-21 08:00"},
		{"תזכירי לי מחר ב-8 לקחת תרופה, בבקשה תזכירי לי פעמיים", "", ""},
		{"remind me at 8 to take my pills, remind me twice", "", ""},
		// The part of the day before the hour.
		{"מחר בבוקר 10 תזכיר לי להתקשר לאמא", "להתקשר לאמא", "2026-01-21 10:00"},
		{"תזכיר לי מחר בערב 8 להתקשר לאמא", "להתקשר לאמא", "2026-01-21 20:00"},
		{"תזכיר לי מחר בצהריים 2 להתקשר לאמא", "להתקשר לאמא", "2026-01-21 14:00"},
		{"remind me tomorrow morning 10 to call mom", "call mom", "2026-01-21 10:00"},
		{"remind me sunday morning 10 to call mom", "call mom", "2026-01-25 10:00"},
	} {
		s := plan(t, c.text).Steps[0]
		if c.due == "" {
			if s.Operation == memo.OpTaskCreate {
				t.Errorf("%q: %s %q; want it declined", c.text, s.Operation, s.Tasks.Drafts[0].Text)
			}
			continue
		}
		if s.Operation != memo.OpTaskCreate || len(s.Tasks.Drafts) != 1 {
			t.Errorf("%q: %s; want a reminder", c.text, s.Operation)
			continue
		}
		d := s.Tasks.Drafts[0]
		due := ""
		if d.DueDate != nil {
			due = d.DueDate.In(jerusalem).Format("2006-01-02 15:04")
		}
		if d.Text != c.title || due != c.due {
			t.Errorf("%q: %q at %s; want %q at %s", c.text, d.Text, due, c.title, c.due)
		}
	}
}

// TestRemindAnotherKeepsItsVerb: "להזכיר לדני …" after the command is the
// deed of reminding Dani; the title never drops its verb and reads as if
// Dani were reminded ("לדני להביא את הכסף"). The command said twice
// ("להזכיר לי", "להזכיר לעצמי") is cut as before.
func TestRemindAnotherKeepsItsVerb(t *testing.T) {
	for _, text := range []string{"תזכירי לי להזכיר לדני להביא את הכסף", "תזכירי לי מחר ב-9 להזכיר לדני להביא את הכסף"} {
		if s := plan(t, text).Steps[0]; s.Operation == memo.OpTaskCreate && !strings.HasPrefix(s.Tasks.Drafts[0].Text, "להזכיר ") {
			t.Errorf("%q: titled %q; want the deed whole or a decline", text, s.Tasks.Drafts[0].Text)
		}
	}
	for _, text := range []string{"תזכיר לי להזכיר לי לקנות חלב מחר ב-9", "תזכירי לי מחר ב-9 להזכיר לעצמי לקנות חלב"} {
		if s := plan(t, text).Steps[0]; s.Operation != memo.OpTaskCreate || s.Tasks.Drafts[0].Text != "לקנות חלב" {
			t.Errorf("%q: %s; want a reminder to buy milk", text, s.Operation)
		}
	}
}

// TestNeedToRememberFact: "I need to remember" before a fact with no
// "that" — a number, a code, "X is Y" — keeps the fact; before a deed
// ("to buy milk", "לקנות חלב") it stays a thing to do.
func TestNeedToRememberFact(t *testing.T) {
	for text, note := range map[string]string{
		"אני צריך לזכור קוד השער 5831":                     "קוד השער 5831",
		"אני צריך לזכור את הקוד של השער 5831":              "הקוד של השער 5831",
		"I need to remember the gate code is 5831":         "the gate code is 5831",
		"we have to remember the wifi password is Owl2026": "the wifi password is Owl2026",
	} {
		step, ok := memoryStep(t, plan(t, text))
		if !ok || step.Operation != memo.OpMemoryStore || step.Memory.Draft == nil {
			t.Errorf("%q: want a store", text)
			continue
		}
		if got := step.Memory.Draft.Text; got != note {
			t.Errorf("%q: stored %q, want %q", text, got, note)
		}
	}
	for _, text := range []string{"אני צריך לזכור לקנות חלב", "I need to remember to buy milk", "I need to remember my keys", "I need to remember the meeting at 5"} {
		if s, ok := memoryStep(t, plan(t, text)); ok && s.Operation == memo.OpMemoryStore {
			t.Errorf("%q: stored %+v; want no fact kept", text, s.Memory.Draft)
		}
	}
}
