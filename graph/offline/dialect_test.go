package offline_test

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestDialectRead: messages written by people who never saw the grammar.
// A command or day word one slip off is read as the word or declined,
// never kept in a title; "stick"/"pop" and "schedule"/"sched" put a thing
// in the calendar; a question word one slip off before "my"/"on" asks; an
// interjection run into "I've"/"I"/"יש" is no word of the title; a word
// of time not placed ("just now", "mamaya", "עכשיו", "bukas") is taken
// off and the time asked, or the plan declined. Each row gives what the
// plan must hold, and what it must not; near-misses keep their reading.
func TestDialectRead(t *testing.T) {
	for _, r := range []struct{ text, want, not string }{
		// Command and day words one slip off.
		{"sitck the dentist in my sched tmrw at 3", `"summary":"dentist"`, "sitck"},
		{"stick the dentist in my schedule tomorrow at 3", `"summary":"dentist"`, "stick"},
		{"put dentist tmrw at 3 in my schedule", `"summary":"dentist"`, "schedule"},
		{"pop the vet in my calendar on friday at 10", `"summary":"vet"`, "pop"},
		{"remnid me to call mom tomorow at 5", `"text":"call mom","due_date":"2026-01-21T17:00:00+02:00"`, "remnid"},
		{"remind me tmrw9am to call mom", `"text":"call mom","due_date":"2026-01-21T09:00:00+02:00"`, "tmrw"},
		{"reimnd the bank at 5", `"operation":"unknown"`, "create"},
		{"wahts my sched tmrw?", `"operation":"getEvents"`, "searchMemory"},
		{"wahts on tmrw", `"operation":"getEvents"`, "searchMemory"},
		{"move the car 2moro at 10am, add it as a reminder no wait actually toorrow at 9:30am", `"text":"move the car","due_date":"2026-01-21T09:30:00+02:00"`, "update"},
		{"תזכירר לי מחרר ב-5 להתקשר לאמא", `"text":"להתקשר לאמא","due_date":"2026-01-21T17:00:00+02:00"`, "מחרר"},
		// Interjections run into what follows.
		{"ochi've got a dentist appt tmrw at 3", `"summary":"dentist appt"`, "och"},
		{"ughi have a meeting at 5", `"summary":"meeting"`, "ugh"},
		{"ugh i have a meeting at 5", `"summary":"meeting"`, "ugh"},
		{"ughihave a parent-teacher meeting at 5:30pm pls", `"summary":"parent-teacher meeting"`, "ihave"},
		{"welpi've got a haircut on friday at 10", `"summary":"haircut"`, "welp"},
		{"וואייש לי פגישה מחר ב-5", `"summary":"פגישה"`, "וואי"},
		{"וואי יש לי פגישה מחר ב-5", `"summary":"פגישה"`, "וואי"},
		// Words of time not placed.
		{"ok so remind me just now feed the cat", `"text":"feed the cat"}],"needTime":true`, "just now"},
		{"remind me mamaya to eat", `"text":"eat"}],"needTime":true`, "mamaya"},
		{"remind me right now to call mom", `"text":"call mom"}],"needTime":true`, "right now"},
		{"תזכיר לי עכשיו להתקשר לאמא", `"text":"להתקשר לאמא"}],"needTime":true`, "עכשיו"},
		{"remind me bukas to eat", `"operation":"unknown"`, "bukas"},
		{"remind me to call mom right now", `"operation":"unknown"`, "right now"},
		// Near misses: the words stay where they are the thing's.
		{"remind me mamaya at 11pm to eat", `"text":"eat","due_date":"2026-01-20T23:00:00+02:00"`, "mamaya"},
		{"remind me to buy snow boots at 5", `"text":"buy snow boots"`, "unknown"},
		{"remind me to buy a tick collar for the dog at 5", `"text":"buy a tick collar for the dog"`, "unknown"},
		{"call in sick tomorrow at 8", `"text":"call in sick"`, "unknown"},
		{"stick the chicken in the oven at 6", `"text":"stick the chicken in the oven"`, "unknown"},
		{"ahi tuna for dinner tomorrow at 7", `"summary":"ahi tuna for dinner"`, "unknown"},
		{"whats my sched tmrw", `"operation":"getEvents"`, "searchMemory"},
		{"what do i have tomorrow", `"operation":"getEvents"`, "searchMemory"},
	} {
		p := plan(t, r.text)
		b, _ := json.Marshal(p.Steps)
		if s := string(b); !strings.Contains(s, r.want) || r.not != "" && strings.Contains(s, r.not) {
			t.Errorf("%q: %s; want %s and no %q", r.text, s, r.want, r.not)
		}
	}
}
