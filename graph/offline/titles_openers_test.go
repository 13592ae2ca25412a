package offline_test

import (
	"strings"
	"testing"

	"github.com/memo-assistant/memo"
)

// TestTitlesAndOpeners: the command cut short as texted with a time after
// it ("תזכ מחר ב6 …", "rmd me tmrw …"), "that day" pointing at a day said
// before it, a thing told as "my X is on DAY", a Hebrew prefix hyphened to
// a name in Latin letters ("ה-offsite"), and the particles and openers of
// other Englishes and of texted Hebrew ("… every day ha", "abeg …", "I
// should be grateful if you would …", "בקשה תזכיר לי …") leave no word in
// what is made. Near-misses where the word is a word of the thing keep it
// or are declined.
func TestTitlesAndOpeners(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		// The command cut short, a time after it.
		{"תזכ מחר ב6 לקום למילואים", "tasks.create|לקום למילואים"},
		{"תזכ בעוד 10 דק לצאת", "tasks.create|לצאת"},
		{"תזכי מחר ב9 להתקשר לאמא", "tasks.create|להתקשר לאמא"},
		{"בבקשה תזכי בשלישי ב5 לקנות חלב", "tasks.create|לקנות חלב"},
		{"תזכ לקנות חלב מחר ב5", "tasks.create|לקנות חלב"},
		{"rmd me tmrw 9 call mom", "tasks.create|call mom"},
		{"rmd tmrw at 9 to call mom", "tasks.create|call mom"},
		{"pls rmd me tomorrow at 5 to water the plants", "tasks.create|water the plants"},
		{"remind tmrw 9 call mom", "tasks.create|call mom"},
		// "that day" of a day said before it.
		{"remind me tomorrow to call my anak at 10am that day", "tasks.create|call my anak"},
		{"remind me on friday to pack the car that morning", "tasks.create|pack the car"},
		{"תזכיר לי ביום שלישי להתקשר לאמא ב10 באותו יום", "tasks.create|להתקשר לאמא"},
		{"תזכיר לי ביום שישי לארוז את האוטו באותו ערב", "tasks.create|לארוז את האוטו"},
		// A thing told with the day it is on.
		{"Remind me that my dentist appointment is on friday at 3", "tasks.create|dentist appointment"},
		{"remind me our rent is due on friday at 9", "tasks.create|rent due"},
		{"תזכיר לי שהתור שלי הוא ביום שישי ב3", "tasks.create|התור שלי"},
		// A prefix letter hyphened to a Latin name.
		{"תוסיף לרשימה של ה-offsite: צידנית, רמקול", "lists.addItems|offsite|צידנית,רמקול"},
		{"תוסיף לרשימת ה-offsite צידנית ורמקול", "lists.addItems|offsite|צידנית,רמקול"},
		// Particles and openers.
		{"remind me to drink water everyday ha", "tasks.create|drink water"},
		{"remind me to call the landlord tomorrow at 9 po", "tasks.create|call the landlord"},
		{"ok so remind me to send the report to Dana later po  tbh", "tasks.create|send the report to Dana"},
		{"remind me to buy milk at 5pm ha lol", "tasks.create|buy milk"},
		{"remind me to pay the rent tomorrow at 9 pala", "tasks.create|pay the rent"},
		{"remind me to visit Pala tomorrow at 9", "tasks.create|visit Pala"},
		{"hey pls remind me to buy milk at 6pm every two weeks on tuesdays ha please", "tasks.create|buy milk"},
		{"Remember po my employer's address is 12 Rizal St", "memory.storeMemory|my employer's address is 12 Rizal St"},
		{"abeg add garri, palm oil and maggi cubes to my shopping list", "lists.addItems|shopping|garri,palm oil,maggi cubes"},
		{"I should be grateful if you would remind me to call the bank tomorrow at 9", "tasks.create|call the bank"},
		{"remind me to call the bank tomorrow at 9, kindly do the needful", "tasks.create|call the bank"},
		{"בקשה תזכיר לי מחר בבוקר להתקשר לבנק", "tasks.create|להתקשר לבנק"},
		{"תזכרי שמידת נעליים של מנחם 31", "memory.storeMemory|מידת נעליים של מנחם 31"},
		// Near-misses: the word is the thing's.
		{"remind me to call Po tomorrow at 9", "tasks.create|call Po"},
		{"remind me about the Ha Long trip tomorrow at 9", "tasks.create|the Ha Long trip"},
		{"תזכיר לי מחר ב9 להתקשר לנעמה", "tasks.create|להתקשר לנעמה"},
		{"remind me tomorrow at 9 to pick up Na'ama", "tasks.create|pick up Na'ama"},
		{"תזכיר לי מחר ב9 להגיש בקשה להחזר מס", "tasks.create|להגיש בקשה להחזר מס"},
		{"remind me my mom is here tomorrow at 5", "tasks.create|my mom is here"},
		{"תזכיר לי מחר ב9 להכין מצגת ל-offsite", "tasks.create|להכין מצגת ל-offsite"},
	} {
		if got := madeOrList(t, tc.text); got != tc.want {
			t.Errorf("%q: %q; want %q", tc.text, got, tc.want)
		}
	}
	// No day said for "that day" to point at, a hour and a part of the day
	// both, or a blessing: not read.
	for _, text := range []string{
		"remind me to call my anak at 10am that day",
		"תזכיר לי להתקשר לאמא ב10 באותו יום",
		"remind me on friday at 9 to buy flowers for the party that night",
		"תזכי לשנים טובות",
		"remind me tomorrow at 9 to read about that day",
		"בקשה להחזר מס",
	} {
		if got := made(t, text); got != "general.unknown" {
			t.Errorf("%q: %q; want it declined", text, got)
		}
	}
}

// madeOrList is made, with the list and items of items added.
func madeOrList(t *testing.T, text string) string {
	t.Helper()
	if s := plan(t, text).Steps[0]; s.Lists != nil && s.Operation == memo.OpListAdd {
		return string(s.Operation) + "|" + s.Lists.Name + "|" + strings.Join(s.Lists.Items, ",")
	}
	return made(t, text)
}
