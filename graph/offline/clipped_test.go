package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestClippedAndShortForms: a request texted clipped, the command its own
// sentence last ("Audiologist. Monday 11. Add."); "fixin to", "finna",
// "gonna" before the deed; "set mtg" with no article; "call w Jenny" at
// a time; a prayer said before the hour ("after jummah at 2pm"); and a
// four-digit hour before its day ("DENTIST 0930 FRI"). Each with the
// near misses that must not be read so.
func TestClippedAndShortForms(t *testing.T) {
	checkTitles(t, []titleRow{
		{"Audiologist. Monday 11. Add.", "Audiologist", memo.OpEventCreate},
		{"Dentist. Friday 9. Save.", "Dentist", memo.OpEventCreate},
		{"Haircut. Thursday 3pm. Book it.", "Haircut", memo.OpEventCreate},
		{"Audiologist. Monday 11. Remind me.", "Audiologist", memo.OpTaskCreate},
		{"Pay rent. Tomorrow 9am. Remind me.", "Pay rent", memo.OpTaskCreate},
		{"רופא שיניים. יום שני 11. תוסיף.", "רופא שיניים", memo.OpEventCreate},
		{"רופא שיניים. יום שני 11. תקבע.", "רופא שיניים", memo.OpEventCreate},
		{"תספורת. מחר 5. תזכיר לי.", "תספורת", memo.OpTaskCreate},
		{"fixin to work a double tomorrow, remind me at 6", "work a double", memo.OpTaskCreate},
		{"finna call mom tomorrow, remind me at 6", "call mom", memo.OpTaskCreate},
		{"gonna call mom tomorrow, remind me at 6", "call mom", memo.OpTaskCreate},
		{"pls set mtg w/ HSBC ppl thurs 3pm", "mtg w/ HSBC ppl", memo.OpEventCreate},
		{"set call with Dan thurs 3pm", "call with Dan", memo.OpEventCreate},
		{"call w Jenny mon 4pm", "call w Jenny", memo.OpEventCreate},
		{"facetime w Jenny mon 4pm", "facetime w Jenny", memo.OpEventCreate},
		{"שיחה עם דני ביום שני ב4", "שיחה עם דני", memo.OpEventCreate},
		{"after church at 1 lunch with Dan", "lunch with Dan", memo.OpEventCreate},
		{"after mass at 11 coffee with Rita", "coffee with Rita", memo.OpEventCreate},
		{"after jummah at 2pm meet Yusuf", "meet Yusuf", memo.OpTaskCreate},
		{"אחרי מנחה ב2 פגישה עם דני", "פגישה עם דני", memo.OpEventCreate},
		{"VA TELEHEALTH APPT 1400 MONDAY", "VA TELEHEALTH APPT", memo.OpEventCreate},
		{"DENTIST 0930 FRI", "DENTIST", memo.OpEventCreate},
		{"רופא שיניים 1400 ביום שני", "רופא שיניים", memo.OpEventCreate},
		// Near misses.
		{"call Jenny mon 4pm", "call Jenny", memo.OpTaskCreate},
		{"call wendy mon 4pm", "call wendy", memo.OpTaskCreate},
		{"remind me to go to church at 9", "go to church", memo.OpTaskCreate},
		{"Monday 11. Add.", "", memo.OpUnknown},
		{"Milk. Add.", "", memo.OpUnknown},
		{"Is the dentist on Monday? Add.", "", memo.OpUnknown},
		{"set the table at 7", "", memo.OpUnknown},
		{"after church lunch with Dan", "", memo.OpUnknown},
		{"rent 2500 friday", "", memo.OpUnknown},
	})
}

// TestClippedFactKept: a fact texted clipped with "Save." is kept as a
// fact, its sentences as said.
func TestClippedFactKept(t *testing.T) {
	p := plan(t, "Sister Noa. Phone 052-555-1234. Save.")
	if s := p.Steps[0]; s.Operation != memo.OpMemoryStore {
		t.Fatalf("%s; want %s", s.Operation, memo.OpMemoryStore)
	}
}
