package offline_test

import (
	"context"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
)

// TestFocusNamed: a removal, change or completion that names the item in
// focus by words of its title carries the name, so a namesake is asked
// about; one said by a pronoun or by the item's kind stays on the focus
// alone, and a bare verb before a name is no why of the focus.
func TestFocusNamed(t *testing.T) {
	start := time.Date(2026, 12, 6, 12, 0, 0, 0, jerusalem)
	advisorHE := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "F1", Title: "פגישה עם מנחה", When: &start}
	advisor := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "F1", Title: "meeting with advisor", When: &start}
	dentistHE := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "F1", Title: "רופא שיניים", When: &start}
	mom := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "F1", Title: "call mom", When: &start}
	momHE := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "F1", Title: "להתקשר לאמא", When: &start}
	tests := []struct {
		text  string
		focus *memo.FocusItem
		named bool // a focus step that carries the name; false: on the focus alone, or not on it
		onIt  bool // the step acts on the focus's id
	}{
		{"תבטל פגישה עם מנחה", advisorHE, false, false}, // a name: looked up by it, never the focus by a why
		{"תבטל פגישה עם מנחה", dentistHE, false, false}, // another name: never the focus
		{"תבטל אותה, המנחה חולה", advisorHE, true, true},
		{"push the advisor meeting by an hour", advisor, true, true},
		{"the advisor is sick, cancel it", advisor, true, true},
		{"mom called", mom, true, true},
		{"call mom done, tick it off", mom, true, true},
		// Near misses: a pronoun or the kind alone leave the focus to decide.
		{"cancel it", advisor, false, true},
		{"cancel the meeting", advisor, false, true},
		{"תבטל את הפגישה", advisorHE, false, true},
		{"תמחק את זה", advisorHE, false, true},
		{"תבטלי נדחתה", advisorHE, false, true},
		{"אהלן ביטלו לפח", advisorHE, false, true},
		{"delete it", mom, false, true},
		{"delete that reminder", mom, false, true},
		{"תמחק את התזכורת", momHE, false, true},
	}
	for _, tt := range tests {
		lang, _ := memo.DetectLanguage(tt.text)
		p, err := offline.New().Plan(context.Background(), memo.PlanRequest{
			TurnID: "turn", Text: tt.text, Lang: lang, Now: now, Loc: jerusalem, Focus: tt.focus,
		})
		if err != nil || len(p.Steps) != 1 {
			t.Errorf("%q: %v, %d steps", tt.text, err, len(p.Steps))
			continue
		}
		s := p.Steps[0]
		var ids []string
		named := ""
		switch {
		case s.Calendar != nil:
			ids, named = s.Calendar.EventIDs, s.Calendar.FocusNamed
		case s.Tasks != nil:
			ids, named = s.Tasks.IDs, s.Tasks.FocusNamed
		}
		onIt := len(ids) == 1 && ids[0] == tt.focus.ID
		if onIt != tt.onIt || (named != "") != tt.named {
			t.Errorf("%q: %s on the focus %v named %q; want on it %v, named %v", tt.text, s.Operation, onIt, named, tt.onIt, tt.named)
		}
	}
}
