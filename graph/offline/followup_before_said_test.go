package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
)

// TestBeforeFocusSaid: right after an event is made or moved, a reminder
// some time before it is asked for in any of the ways a reminder is ("add
// a reminder 30 minutes before", "can ye put a reminder in for an hour
// before", "תשים תזכורת שעה לפני"), and said with why ("so I can get
// ready", "כדי שאספיק להתארגן"): its title is the event's, or the deed
// said. Near misses stay declined: a lead with nothing in focus to count
// from that also says a why, "before the end", "remind me 2 hours" (in two
// hours, or two before?), and a lead whose moment has passed is said to
// have passed.
func TestBeforeFocusSaid(t *testing.T) {
	fri17 := time.Date(2026, 1, 23, 17, 0, 0, 0, jerusalem)
	mon10 := time.Date(2026, 1, 26, 10, 0, 0, 0, jerusalem) // moved there
	soon := time.Date(2026, 1, 20, 9, 20, 0, 0, jerusalem)
	dentist := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: "dentist", When: &fri17}
	moved := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: "haircut", When: &mon10}
	rofe := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: "רופא שיניים", When: &fri17}
	tor := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: "תספורת", When: &mon10}
	for _, tt := range []struct {
		text  string
		focus *memo.FocusItem
		title string
		due   time.Time
	}{
		{"add a reminder 30 minutes before", dentist, "dentist", *at(23, 16, 30)},
		{"set a reminder for 30 min before", dentist, "dentist", *at(23, 16, 30)},
		{"can ye put a reminder in for an hour before", dentist, "dentist", *at(23, 16, 0)},
		{"could you set me a reminder 2 hours before?", moved, "haircut", *at(26, 8, 0)},
		{"remind me 2 hours before so I could get ready", dentist, "dentist", *at(23, 15, 0)},
		{"remind me an hour before so that i have time to park", moved, "haircut", *at(26, 9, 0)},
		{"and remind me the day before", moved, "haircut", *at(25, 10, 0)},
		{"remind me 2 hours before to get ready", dentist, "get ready", *at(23, 15, 0)},
		{"תזכיר לי חצי שעה לפני", rofe, "רופא שיניים", *at(23, 16, 30)},
		{"תשים תזכורת שעה לפני", tor, "תספורת", *at(26, 9, 0)},
		{"ותזכיר לי יום לפני", tor, "תספורת", *at(25, 10, 0)},
		{"תזכירי לי חצי שעה לפני כדי שאספיק להתארגן", rofe, "רופא שיניים", *at(23, 16, 30)},
		{"תזכיר לי שעה לפני שיהיה לי זמן להתארגן", tor, "תספורת", *at(26, 9, 0)},
		{"תוסיפי תזכורת שעתיים לפני", rofe, "רופא שיניים", *at(23, 15, 0)},
	} {
		wantReminder(t, tt.text, focusStep(t, tt.text, tt.focus), tt.title, tt.due)
	}
	soonEv := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: "dentist", When: &soon}
	for _, text := range []string{"remind me an hour before", "add a reminder an hour before", "תזכיר לי שעה לפני"} {
		if _, err := planWith(t, text, soonEv); err == nil || err.Error() != offline.PastTime().Error() {
			t.Errorf("%q of an event in twenty minutes: %v; want it said to have passed", text, err)
		}
	}
	// Near misses: declined, never a reminder.
	for _, tt := range []struct {
		text  string
		focus *memo.FocusItem
	}{
		{"remind me an hour before the end", dentist},
		{"remind me an hour before it ends", dentist},
		{"תזכיר לי שעה לפני הסוף", rofe},
		{"תזכיר לי חצי שעה לפני שזה נגמר", rofe},
		{"remind me 2 hours", dentist},
		{"תזכיר לי שעתיים", rofe},
		{"remind me 2 hours before so I can get ready", nil},
		{"תזכיר לי חצי שעה לפני כדי שאספיק להתארגן", nil},
	} {
		p, err := planWith(t, tt.text, tt.focus)
		if err != nil {
			continue
		}
		for _, s := range p.Steps {
			if s.Operation != memo.OpUnknown {
				t.Errorf("%q: %s.%s; want it declined", tt.text, s.Capability, s.Operation)
			}
		}
	}
}
