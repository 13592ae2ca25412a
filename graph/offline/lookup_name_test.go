package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// lookedUp is what one step of a plan looks a thing up by: an event's
// summary, a list's name, a memory's query, or a task's first target, with
// the step's operation.
func lookedUp(p memo.Plan) (string, memo.Op) {
	if len(p.Steps) != 1 {
		return "", ""
	}
	s := p.Steps[0]
	switch {
	case s.Calendar != nil:
		return s.Calendar.Summary, s.Operation
	case s.Lists != nil:
		return s.Lists.Name, s.Operation
	case s.Memory != nil:
		return s.Memory.Query, s.Operation
	case s.Tasks != nil && len(s.Tasks.Targets) > 0:
		return s.Tasks.Targets[0], s.Operation
	}
	return "", s.Operation
}

// TestLookupNamePeeled: a name a thing is looked up by loses the words
// that are no part of it — a demonstrative ("that auction", "הפגישה
// ההיא"), "again"/"already"/"שוב"/"כבר", a remark after the question's
// mark, a closing particle — whatever kind of thing it names; a name in
// quotes, and a capitalised "That" or "Again" of a title, are kept.
func TestLookupNamePeeled(t *testing.T) {
	for _, c := range []struct {
		text, name string
		op         memo.Op
	}{
		{"what time's that auction again", "auction", memo.OpEventGet},
		{"what time is this auction", "auction", memo.OpEventGet},
		{"what time's the auction again? can't remember lol", "auction", memo.OpEventGet},
		{"cancel that dentist appointment again", "dentist appointment", memo.OpEventDeleteBySummary},
		{"מתי הפגישה עם רואה החשבון שוב?", "הפגישה עם רואה החשבון", memo.OpEventGet},
		{"תבטל את הפגישה ההיא עם רואה החשבון", "הפגישה עם רואה החשבון", memo.OpEventDeleteBySummary},
		{"what's my locker code again? brain is fried lol", "what's my locker code", memo.OpMemorySearch},
		{"מה המספר של דני שוב?", "דני", memo.OpMemorySearch},
		{"read me back the shopping list", "shopping", memo.OpListGet},
		{"what's on my shopping list again?", "shopping", memo.OpListGet},
		{"what's on my grocery list na", "grocery", memo.OpListGet},
		{"מה יש ברשימת הקניות כבר", "קניות", memo.OpListGet},
		// Near misses: a title's own words stay.
		{"what time is brunch at Again Again", "brunch at Again Again", memo.OpEventGet},
		{"what time is That '70s party", "That '70s party", memo.OpEventGet},
		{`when is my meeting with "that guy again"`, `meeting with "that guy again`, memo.OpEventGet},
		{"what's on the po list", "po", memo.OpListGet},
	} {
		p := plan(t, c.text, "shopping", "grocery", "po", "קניות")
		name, op := lookedUp(p)
		if name != c.name || op != c.op {
			t.Errorf("%q: looked up %q by %s, want %q by %s", c.text, name, op, c.name, c.op)
		}
	}
}

// TestNeedsOfSomeone: what someone named needs or wants, asked in Hebrew
// ("מה אבו חליל צריך?"), is a question about what is kept; the user's own
// needs and a pronoun's are not.
func TestNeedsOfSomeone(t *testing.T) {
	for text, want := range map[string]memo.Op{
		"מה אבו חליל צריך?":     memo.OpMemorySearch,
		"מה הלקוחה רותם רוצה?":  memo.OpMemorySearch,
		"what does Tom need?":   memo.OpMemorySearch,
		"מה אני צריך?":          memo.OpUnknown,
		"מה הוא צריך?":          memo.OpUnknown,
		"מה צריך מחר?":          memo.OpUnknown,
		"מה דני צריך לקנות מחר": memo.OpUnknown,
	} {
		if _, op := lookedUp(plan(t, text)); op != want {
			t.Errorf("%q: %s, want %s", text, op, want)
		}
	}
}

// TestReminderWithoutName: "cancel my reminder" names none: the one there
// is is shown before it goes, or the user is asked which (Verify, no
// target); "cancel reminders" stays unread.
func TestReminderWithoutName(t *testing.T) {
	for text, want := range map[string]bool{
		"cancel my reminder": true, "delete the task": true, "תבטל את התזכורת שלי": true, "תמחקי את המשימה": true,
		"cancel reminders": false,
	} {
		p := plan(t, text)
		s := p.Steps[0]
		got := len(p.Steps) == 1 && s.Operation == memo.OpTaskDelete && s.Verify && len(s.Tasks.Targets) == 0 && len(s.Tasks.IDs) == 0
		if got != want {
			t.Errorf("%q: %+v, want a delete with no name: %v", text, p.Steps, want)
		}
	}
}

// TestChangeKeepsRemark: a change's name is not cut at its question mark,
// since what follows may take the change back.
func TestChangeKeepsRemark(t *testing.T) {
	p := plan(t, "cancel my meeting with dana? no, keep it at 5")
	if _, op := lookedUp(p); op == memo.OpEventDeleteBySummary || op == memo.OpEventDelete {
		t.Errorf("a retracted cancel was read as one: %+v", p.Steps)
	}
}
