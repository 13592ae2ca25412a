package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestCorrectionSaidOrBareDay: a correction that gives the new time as
// someone's word ("סליחה היא אמרה שלוש לא שתיים", "sorry she said 3 not
// 2") or its day as the bare Hebrew ordinal ("לא בעצם שני") moves the
// item in focus; a "not" that names another time than the item's is
// declined, and someone's word that says no time is no change.
func TestCorrectionSaidOrBareDay(t *testing.T) {
	at2 := time.Date(2026, 1, 25, 14, 0, 0, 0, jerusalem) // a Sunday
	rem := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "pick up Noa", When: &at2}
	for text, want := range map[string]time.Time{
		"סליחה היא אמרה שלוש לא שתיים": at2.Add(time.Hour),
		"sorry she said 3 not 2":       at2.Add(time.Hour),
		"sorry the teacher said 3":     at2.Add(time.Hour),
		"לא בעצם שני":                  at2.AddDate(0, 0, 1),
		"בעצם שני":                     at2.AddDate(0, 0, 1),
		"לא, רביעי":                    at2.AddDate(0, 0, -4), // the next Wednesday from now (Tuesday the 20th)
		"בעצם תעשי את זה בשש":          at2.Add(4 * time.Hour),
	} {
		s := withFocus(text, rem)
		if s.Operation != memo.OpTaskUpdate || s.Tasks.NewDue == nil || !s.Tasks.NewDue.Equal(want) {
			t.Errorf("%q: %s %+v; want moved to %s", text, s.Operation, s.Tasks, want)
		}
	}
	for _, text := range []string{"סליחה היא אמרה שלוש לא ארבע", "sorry she said 3 not 4", "sorry she said she's sick", "היא אמרה שהיא חולה"} {
		if s := withFocus(text, rem); s.Operation == memo.OpTaskUpdate {
			t.Errorf("%q: moved %+v; want it declined", text, s.Tasks)
		}
	}
}
