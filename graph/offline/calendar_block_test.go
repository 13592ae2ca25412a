package offline_test

import "testing"

// TestBlockedTime: a verb that blocks time said of the calendar or of
// time ("block my calendar tomorrow 2-3 for QBR", "block some time …",
// "תחסום לי את היומן מחר 2-3 בשביל הכנה") makes an event named by what
// the time is for, never "calendar" or "time"; a restriction of the time
// ("only") is no word of a title either.
func TestBlockedTime(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"Block my calendar tomorrow 2 pm to 3 pm for QBR with client", "calendar.create|QBR with client|1h0m0s"},
		{"block off my calendar friday 9 to 11 for deep work", "calendar.create|deep work|2h0m0s"},
		{"block time tomorrow 2-3 for QBR prep", "calendar.create|QBR prep|1h0m0s"},
		{"block some time friday 2-4 for the report", "calendar.create|report|2h0m0s"},
		{"block out thursday 10am to 12 for interviews", "calendar.create|interviews|2h0m0s"},
		{"תחסום לי את היומן מחר 2-3 בשביל הכנה לישיבה", "calendar.create|הכנה לישיבה|1h0m0s"},
		{"תחסמי לי את היומן ביום חמישי 10-12 עבור ראיונות", "calendar.create|ראיונות|2h0m0s"},
		// A restriction of the time.
		{"remind me to call my mother every sunday evening at 7 pm only", "tasks.create|call my mother"},
		{"remind me to water plants at 8 on weekdays only", "tasks.create|water plants"},
		{"תזכיר לי להשקות את העציצים כל יום ראשון ב-8 בלבד", "tasks.create|להשקות את העציצים"},
		{"תזכיר לי להשקות את העציצים רק בימי ראשון ב-8", "tasks.create|להשקות את העציצים"},
		// Near misses: "only" of the thing, "calendar" in a name.
		{"remind me to buy only organic milk tomorrow at 5", "tasks.create|buy only organic milk"},
		{"schedule the calendar review tomorrow at 3", "calendar.create|calendar review|1h0m0s"},
		// A word one slip from "please" that is a word of its own.
		{"remind me to pay the lease on friday at 5", "tasks.create|pay the lease"},
		{"remind me the first of every month to pay the lease on the back 40", "tasks.create|pay the lease on the back 40"},
	} {
		if got := made(t, tc.text); got != tc.want {
			t.Errorf("%q: %s; want %s", tc.text, got, tc.want)
		}
	}
}
