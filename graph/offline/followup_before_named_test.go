package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestReminderBeforeANamedThing: "remind me <lead> before <thing> to
// <deed>" ("remind me 30 min before the showing to grab the lockbox
// code", "תזכירי לי חצי שעה לפני הפגישה להביא את המפתח") is the deed,
// due when the thing in focus is and coming the lead before it, so "wait
// make it an hour before" counts a new lead from the same time. A thing
// not in focus has its time asked, with the deed kept; a thing a day
// names is a day.
func TestReminderBeforeANamedThing(t *testing.T) {
	start := time.Date(2026, 1, 22, 17, 0, 0, 0, jerusalem) // Thursday 17:00
	end := start.Add(time.Hour)
	showing := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: "house showing", When: &start, End: &end}
	meeting := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e2", Title: "פגישה עם דנה", When: &start, End: &end}
	for _, c := range []struct {
		text  string
		focus *memo.FocusItem
		deed  string
		lead  time.Duration
		asked bool
	}{
		{"remind me 30 min before the showing to grab the lockbox code", showing, "grab the lockbox code", 30 * time.Minute, false},
		{"please remind me an hour before the house showing to print the flyers", showing, "print the flyers", time.Hour, false},
		{"remind me a day before the showing to call the owners", showing, "call the owners", 24 * time.Hour, false},
		{"תזכירי לי חצי שעה לפני הפגישה להביא את המפתח", meeting, "להביא את המפתח", 30 * time.Minute, false},
		{"תזכיר לי שעה לפני הפגישה עם דנה לשלוח את המצגת", meeting, "לשלוח את המצגת", time.Hour, false},
		// No such thing in focus: the time is asked.
		{"remind me 30 min before the showing to grab the lockbox code", nil, "grab the lockbox code", 30 * time.Minute, true},
		{"remind me an hour before the dentist to floss", showing, "floss", time.Hour, true},
		{"תזכירי לי חצי שעה לפני הפגישה להביא את המפתח", nil, "להביא את המפתח", 30 * time.Minute, true},
	} {
		s := focusStep(t, c.text, c.focus)
		if s.Operation != memo.OpTaskCreate || s.Tasks == nil || len(s.Tasks.Drafts) != 1 {
			t.Errorf("%q: %s.%s; want one reminder", c.text, s.Capability, s.Operation)
			continue
		}
		d := s.Tasks.Drafts[0]
		switch {
		case d.Text != c.deed || d.Lead != c.lead:
			t.Errorf("%q: %q with lead %v; want %q with lead %v", c.text, d.Text, d.Lead, c.deed, c.lead)
		case c.asked && (!s.Tasks.NeedTime || d.DueDate != nil):
			t.Errorf("%q: due %v; want its time asked", c.text, d.DueDate)
		case !c.asked && (d.DueDate == nil || !d.DueDate.Equal(start)):
			t.Errorf("%q: due %v; want due when the thing is, %v", c.text, d.DueDate, start)
		}
	}
	// Near misses: a thing a day names, a lead with no deed, and a deed
	// with a time of its own.
	for _, text := range []string{"remind me 2 days before christmas to buy gifts", "remind me 15 minutes before the showing"} {
		s := focusStep(t, text, showing)
		if s.Tasks != nil && len(s.Tasks.Drafts) == 1 && s.Tasks.Drafts[0].DueDate != nil && s.Tasks.Drafts[0].DueDate.Equal(start) {
			t.Errorf("%q: counted from the showing; want it read as said", text)
		}
	}
	// The lead then changed: counted again from the same time.
	lockbox := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t9", Title: "grab the lockbox code", When: &start, Lead: 30 * time.Minute}
	for _, text := range []string{"wait make it an hour before", "wait, make it an hour before", "רגע, תעשי את זה שעה לפני"} {
		s := focusStep(t, text, lockbox)
		if s.Operation != memo.OpTaskUpdate || s.Tasks == nil || s.Tasks.NewLead == nil || *s.Tasks.NewLead != time.Hour || s.Tasks.NewDue != nil {
			t.Errorf("%q: %s.%s %+v; want the lead made an hour", text, s.Capability, s.Operation, s.Tasks)
		}
	}
}
