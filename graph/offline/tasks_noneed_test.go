package offline_test

import (
	"strings"
	"testing"

	"github.com/memo-assistant/memo"
)

// TestNoLongerNeededThenDeleted: a thing said to be no longer needed and
// deleted by a pronoun in the same message is the thing deleted; the
// pronoun alone, with nothing named, deletes nothing.
func TestNoLongerNeededThenDeleted(t *testing.T) {
	for _, c := range []struct{ text, target string }{
		{"no need to call the bank anymore, delete it", "call the bank"},
		{"hey no need to buy milk anymore, delete it.", "buy milk"},
		{"I don't need to renew the passport after all - remove that", "renew the passport"},
		{"i won't need to water the plants, just delete it", "water the plants"},
		{"no need to email Avi about the contract anymore, cancel the reminder", "email Avi about the contract"},
		{"אין צורך לקנות חלב יותר, תמחק את זה", "לקנות חלב"},
		{"כבר לא צריך להתקשר לבנק, תמחקי את התזכורת", "להתקשר לבנק"},
		{"לא צריך כבר לאסוף את הילדים, תבטל את זה", "לאסוף את הילדים"},
		{"never mind, delete it", ""},
		{"לא צריך, תמחק את זה", ""},
	} {
		p := plan(t, c.text)
		s := p.Steps[0]
		if c.target == "" {
			if s.Operation == memo.OpTaskDelete && s.Tasks != nil && len(s.Tasks.Targets) > 0 {
				t.Errorf("%q deletes %v; nothing was named", c.text, s.Tasks.Targets)
			}
			continue
		}
		if len(p.Steps) != 1 || s.Operation != memo.OpTaskDelete || s.Tasks == nil || len(s.Tasks.Targets) != 1 || s.Tasks.Targets[0] != c.target {
			t.Errorf("%q planned %s.%s %+v; want the delete of %q", c.text, s.Capability, s.Operation, s.Tasks, c.target)
		}
	}
}

// TestNoLongerNeededEvent: a place one need not go to, or a thing one
// needs no more, then its cancel, with a pause or none and with its
// object or none, deletes the event by the thing and its day; the day
// said is never dropped. Near misses: with no command, nothing is
// deleted; a thing not needed with a list in focus is no event; a
// pronoun names nothing.
func TestNoLongerNeededEvent(t *testing.T) {
	for _, c := range []struct {
		text, name string
		day        bool
	}{
		{"I don't need to go to the dentist tomorrow cancel it", "dentist", true},
		{"i dont need to go to the dentist tomorrow, cancel", "dentist", true},
		{"no need for the gym thing anymore delete it", "gym", false},
		{"we don't need to attend the staff meeting on thursday delete it", "staff meeting", true},
		{"אני לא צריך ללכת לקופת חולים מחר תבטל", "קופת חולים", true},
		{"לא צריך את התור לרופא מחר, תמחק", "התור לרופא", true},
		{"אני לא צריכה ללכת לחוג מחר, תבטלי אותו", "חוג", true},
		{"no gym tomorrow cancel it", "gym", true},
	} {
		p := plan(t, c.text)
		s := p.Steps[0]
		if len(p.Steps) != 1 || s.Calendar == nil || s.Operation != memo.OpEventDelete && s.Operation != memo.OpEventDeleteBySummary ||
			!strings.Contains(s.Calendar.Summary, strings.TrimPrefix(c.name, "ה")) || c.day != (s.Calendar.From != nil) {
			t.Errorf("%q planned %s %+v; want the event %q deleted (on its day: %v)", c.text, s.Operation, s.Calendar, c.name, c.day)
		}
	}
	for _, text := range []string{
		"I don't need to go to the dentist tomorrow", "אני לא צריך ללכת לקופת חולים מחר",
		"i don't need to go to the dentist tomorrow, remind me to cancel it", "לא צריך את זה, תמחק",
	} {
		for _, s := range plan(t, text).Steps {
			if s.Operation == memo.OpEventDelete || s.Operation == memo.OpEventDeleteBySummary {
				t.Errorf("%q deletes %+v; nothing was asked deleted", text, s.Calendar)
			}
		}
	}
	shopping := &memo.FocusItem{Capability: memo.CapLists, Kind: memo.FocusList, ID: "l1", Title: "shopping"}
	if s := withFocus("no need for milk anymore, remove it", shopping); s.Operation == memo.OpEventDelete || s.Operation == memo.OpEventDeleteBySummary {
		t.Errorf("milk with the shopping list in focus: %s %+v", s.Operation, s.Calendar)
	}
}
