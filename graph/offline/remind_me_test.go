package offline

import "testing"

// TestRemindMe: a "remind" said with no one to remind before a time or at
// the end ("… fri remind 11a", "remind tmrw to …"), and a Hebrew "תזכיר"
// closing a message with no "לי", ask for a reminder; before someone
// ("remind dad to …", "remind her") or in a name it stays as it is.
func TestRemindMe(t *testing.T) {
	for in, want := range map[string]string{
		"mr cohen warfarin pickup fri remind 11a": "mr cohen warfarin pickup fri remind me 11a",
		"remind tmrw to call mom":                 "remind me tmrw to call mom",
		"call the vet remind":                     "call the vet remind me",
		"להזריע את הקבוצה ביום שלישי ב6 תזכיר":    "להזריע את הקבוצה ביום שלישי ב6 תזכיר לי",
		"לקנות חלב מחר ב-8 תזכירי.":               "לקנות חלב מחר ב-8 תזכירי לי.",
		"remind dad to take his pill":             "remind dad to take his pill",
		"remind her at 5":                         "remind her at 5",
		"buy the remind app tomorrow":             "buy the remind app tomorrow",
		"תזכיר":                                   "תזכיר",
	} {
		if got := remindMe(in); got != want {
			t.Errorf("remindMe(%q) = %q, want %q", in, got, want)
		}
	}
}
