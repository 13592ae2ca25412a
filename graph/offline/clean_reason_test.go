package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
)

// TestReasonAfterCommand: a reason said after a change or a removal ("…,
// it's been cancelled", "… so I remember who it is", "…, המורה חולה", "…
// כי היא מביאה אוכל") is no part of the command; a clause with a time or
// a request of its own, or a list after a pause, stays.
func TestReasonAfterCommand(t *testing.T) {
	for text, want := range map[string]string{
		"please delete it, it's been cancelled because of the vicar's illness":   "delete it",
		"Please cancel my choir rehearsal on Thursday, it's been called off":     "cancel my choir rehearsal on Thursday",
		"please delete that one, my daughter is bringing fish and chips instead": "delete that one",
		"rename it to Bob Smith so I remember who it is with":                    "rename it to Bob Smith",
		"move it to 4 because I'm busy before":                                   "move it to 4",
		"תמחק את זה, זה בוטל":                                                    "תמחק את זה",
		"תבטל את החוג ביום חמישי, המורה חולה":                                    "תבטל את החוג ביום חמישי",
		"תמחקי את זה כי היא מביאה אוכל":                                          "תמחקי את זה",
		"תזיז את זה ל-4 כי אני עסוק":                                             "תזיז את זה ל-4",
		"delete it it's been cancelled":                                          "delete it",
		"please delete that one my sister is doing it instead":                   "delete that one",
		"תמחק את זה זה בוטל":                                                     "תמחק את זה",
		"cancel it, it's been called off":                                        "delete it",
		"תבטל את זה, המורה חולה":                                                 "תמחק את זה",
		// A semicolon or a dash is a pause too.
		"Please cancel the appointment with Dr. Levin; they called to say it is postponed": "cancel the appointment with Dr. Levin",
		"delete the dentist — my wife is taking him instead":                               "delete the dentist",
		"תבטל את הפגישה עם דנה; היא חולה":                                                  "תבטל את הפגישה עם דנה",
		"תמחק את החוג – המורה חולה":                                                        "תמחק את החוג",
		// A change to an hour it says itself: the reason's own time is
		// when the reason's thing happens.
		"move it to 4 — she's free at 6":                       "move it to 4",
		"Move it to 3, he's only back from the game at half 2": "Move it to 3",
		"make that 8, they only open at 8":                     "8",
		"nvm make it 8:30 my mom gets home at 9":               "make it 8:30",
		"push the dentist to 5 because my shift ends at 4":     "push the dentist to 5",
		"תעביר לשש, הוא חוזר רק בחמש וחצי":                     "תעביר לשש",
		"תעביר לשש הוא חוזר מאוחר":                             "תעביר לשש",
		"תזיז את זה ל-7 כי הגן נסגר ב-6":                       "תזיז את זה ל-7",
		// Kept whole: a second request, a time, a list.
		"cancel the meeting; and remind me at 5 to call Bob": "cancel the meeting; and remind me at 5 to call Bob",
		"move it to monday — she's free at 6":                "move it to monday — she's free at 6",
		"remove milk; eggs; bread":                           "remove milk; eggs; bread",
		"תמחק את החלב; הלחם הלבן":                            "תמחק את החלב; הלחם הלבן",
		"call mom; she's waiting":                            "call mom; she's waiting",
		"delete it, and remind me at 5 to call Bob":          "delete it, and remind me at 5 to call Bob",
		"delete it, it's at 5 now":                           "delete it, it's at 5 now",
		"move it to 4, she can't make it earlier":            "move it to 4, she can't make it earlier",
		"remove milk, my eggs and bread":                     "remove milk, my eggs and bread",
		"תמחק את החלב, הלחם הלבן":                            "תמחק את החלב, הלחם הלבן",
		"תמחק את זה, ותזכיר לי ב-5 להתקשר לבוב":              "תמחק את זה, ותזכיר לי ב-5 להתקשר לבוב",
		"call mom, she's waiting":                            "call mom, she's waiting",
		// How the one named feels is no word of the deed (reFeelsTail).
		"call mom, she's sick":           "call mom",
		"call mom; she's sick":           "call mom",
		"make it 8:30 the dentist at 9":  "make it 8:30 the dentist at 9",
		"8, the dentist at 9":            "8, the dentist at 9",
		"remind me at 8, they open at 8": "remind me at 8, they open at 8",
	} {
		if got := offline.Clean(text).Text; got != want {
			t.Errorf("Clean(%q) = %q; want %q", text, got, want)
		}
	}
	for _, text := range []string{"please delete that one, my daughter is bringing fish and chips instead", "תמחקי את זה כי היא מביאה אוכל"} {
		if s := withFocus(text, focusReminder()); s.Operation != memo.OpTaskDelete || len(s.Tasks.IDs) != 1 || s.Tasks.IDs[0] != "t1" {
			t.Errorf("%q: %s.%s %+v; want the reminder in focus deleted", text, s.Capability, s.Operation, s.Tasks)
		}
	}
}

// TestReasonAfterReminder: what comes if a reminder is missed, or why it
// matters ("… otherwise I'm dead", "… אחרת אני מתה", "… כי נגמר"), and the
// clock an hour is on ("at 9pm my time") are no part of its title; a
// reason inside words to pass on, a tail with a time or a request of its
// own, stay.
func TestReasonAfterReminder(t *testing.T) {
	for text, want := range map[string]string{
		"תזכירי לי מחר ב8 להגיש את העבודה בסטטיסטיקה אחרת אני מתה":            "תזכירי לי מחר ב8 להגיש את העבודה בסטטיסטיקה",
		"תזכיר לי מחר ב-9 לקנות חלב כי נגמר":                                  "תזכיר לי מחר ב-9 לקנות חלב",
		"remind me at 8 to hand in the essay otherwise I'm dead":              "remind me at 8 to hand in the essay",
		"remind me tomorrow to renew the parking permit or else i get a fine": "remind me tomorrow to renew the parking permit",
		"remind me to call my mom sunday at 9pm my time":                      "remind me to call my mom sunday at 9pm",
		"תזכיר לי להתקשר לאמא ביום ראשון ב-21:00 לפי שעון ישראל":              "תזכיר לי להתקשר לאמא ביום ראשון ב-21:00",
		// Kept whole.
		"remind me to tell Dana I can't come because I'm sick": "remind me to tell Dana I can't come because I'm sick",
		"תזכיר לי להגיד לדנה שאני לא מגיע כי אני חולה":         "תזכיר לי להגיד לדנה שאני לא מגיע כי אני חולה",
		"remind me to buy milk otherwise remind me at 6":       "remind me to buy milk otherwise remind me at 6",
		"תזכיר לי לקנות חלב אחרת מחר ב-6":                      "תזכיר לי לקנות חלב אחרת מחר ב-6",
		"remind me to ask for more my time":                    "remind me to ask for more my time",
	} {
		if got := offline.Clean(text).Text; got != want {
			t.Errorf("Clean(%q) = %q; want %q", text, got, want)
		}
	}
	wantTask(t, "remind me to call my mom sunday at 9pm my time", "call my mom")
	wantTask(t, "תזכירי לי מחר ב8 להגיש את העבודה בסטטיסטיקה אחרת אני מתה", "להגיש את העבודה בסטטיסטיקה")
}
