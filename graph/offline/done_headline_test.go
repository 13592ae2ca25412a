package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
)

// TestDoneByHeadline: a thing done told as a headline, the thing first and
// what became of it after ("timesheet submitted", "החשמל שולם"), completes
// the task it names, the participle standing for the verb; one told of a
// person ("mom ordered", "אבא שילם") or of something that befell the thing
// ("flight delayed") completes nothing.
func TestDoneByHeadline(t *testing.T) {
	for text, want := range map[string]string{
		"Timesheet submitted":              "Timesheet/submitted",
		"timesheet submitted, thank you":   "timesheet/submitted",
		"the timesheet has been submitted": "timesheet/submitted",
		"car fixed":                        "car/fixed",
		"passport renewed!":                "passport/renewed",
		"החשמל שולם":                       "החשמל/שילמתי",
		"הדוח הוגש":                        "הדוח/הגשתי",
		"הגז הוזמן, תודה":                  "הגז/הזמנתי",
		"הסכם הממון הושלם, תודה":           "הסכם הממון/",
	} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpTaskComplete || len(s.Tasks.Targets) != 1 {
			t.Errorf("%q: %s %+v; want one task completed", text, s.Operation, s.Tasks)
			continue
		}
		verb := ""
		if len(s.Tasks.DoneVerbs) == 1 {
			verb = s.Tasks.DoneVerbs[0]
		}
		if got := s.Tasks.Targets[0] + "/" + verb; got != want {
			t.Errorf("%q: %s; want %s", text, got, want)
		}
	}
	for _, text := range []string{
		"mom ordered", "dana paid", "the plumber booked", "אבא שילם", "הוא שולם", "היא הוזמנה",
		"flight delayed", "meeting cancelled", "timesheet submitted?", "was the timesheet submitted",
		"השיעור בוטל", "the car got moved", "is the car fixed", "did the passport get renewed",
	} {
		if s := plan(t, text).Steps[0]; s.Operation == memo.OpTaskComplete {
			t.Errorf("%q: %+v; want nothing completed", text, s.Tasks)
		}
	}
	for _, tt := range []struct {
		verb, title string
		fits        bool
	}{
		{"שילמתי", "לשלם את החשמל", true},
		{"הגשתי", "להגיש את הדוח", true},
		{"שילמתי", "להתקשר לחברת החשמל", false},
		{"submitted", "submit timesheet", true},
		{"fixed", "call the plumber", false},
	} {
		if got := offline.DoneVerbFits(tt.verb, tt.title); got != tt.fits {
			t.Errorf("%q for %q: fits %v; want %v", tt.verb, tt.title, got, tt.fits)
		}
	}
}
