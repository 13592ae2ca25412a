package offline_test

import (
	"strings"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// onFocus reports whether s acts on the focus f with operation op.
func onFocus(s memo.Step, f *memo.FocusItem, op memo.Op) bool {
	if s.Operation != op {
		return false
	}
	switch {
	case s.Tasks != nil:
		return len(s.Tasks.IDs) == 1 && s.Tasks.IDs[0] == f.ID
	case s.Calendar != nil:
		return len(s.Calendar.EventIDs) == 1 && s.Calendar.EventIDs[0] == f.ID
	case s.Lists != nil:
		return s.Lists.ListID == f.ID || strings.EqualFold(s.Lists.Name, f.Title)
	}
	return false
}

func event(title string, start, end *time.Time) *memo.FocusItem {
	return &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: title, When: start, End: end}
}

func task(title string, due *time.Time) *memo.FocusItem {
	return &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: title, When: due}
}

// TestWhyThenFocus: a change of the item in focus said with what
// happened ("she cancelled, remove it pls", "הטכנאי ביטל, תמחק את זה")
// acts on the focus, and the why is in no title or search.
func TestWhyThenFocus(t *testing.T) {
	list := func(name string) *memo.FocusItem {
		return &memo.FocusItem{Capability: memo.CapLists, Kind: memo.FocusList, ID: "l1", Title: name}
	}
	for _, tc := range []struct {
		text  string
		focus *memo.FocusItem
		op    memo.Op
		start *time.Time // an event's new start or a task's new due time
		items []string
	}{
		{text: "she cancelled, remove it pls", focus: event("dinner with Dana", at(23, 20, 0), at(23, 21, 0)), op: memo.OpEventDelete},
		{text: "the accountant is sick, delete this meeting please", focus: event("meeting with the accountant", at(21, 12, 0), at(21, 13, 0)), op: memo.OpEventDelete},
		{text: "client asked to move it to Wednesday at 3", focus: event("meeting with client", at(26, 10, 0), at(26, 11, 0)), op: memo.OpEventUpdate, start: at(21, 15, 0)},
		{text: "they swapped me, it's Saturday now same hours", focus: event("Morning shift", at(23, 7, 0), at(23, 15, 0)), op: memo.OpEventUpdate, start: at(24, 7, 0)},
		{text: "they changed it, now is 25 january, same hour", focus: event("meeting with Yossi", at(24, 9, 30), at(24, 10, 30)), op: memo.OpEventUpdate, start: at(25, 9, 30)},
		{text: "move it to Saturday same hours", focus: event("Morning shift", at(23, 7, 0), at(23, 15, 0)), op: memo.OpEventUpdate, start: at(24, 7, 0)},
		{text: "never mind, already signed it, mark it done", focus: task("sign the contract", at(21, 9, 0)), op: memo.OpTaskComplete},
		{text: "I did it already, you can delete", focus: task("call the bank", at(21, 9, 0)), op: memo.OpTaskDelete},
		{text: "filled it out ✅", focus: task("fill out the form", at(21, 9, 0)), op: memo.OpTaskComplete},
		{text: "mom is sick, delete it", focus: task("call mom", at(21, 9, 0)), op: memo.OpTaskDelete},
		{text: "the shift starts at 5 not 4, my bad", focus: event("evening shift", at(21, 16, 0), at(21, 22, 0)), op: memo.OpEventUpdate, start: at(21, 17, 0)},
		{text: "he comes at 2, not 1", focus: event("lunch with Avi", at(21, 13, 0), at(21, 14, 0)), op: memo.OpEventUpdate, start: at(21, 14, 0)},
		{text: "the shift starts at 5", focus: event("evening shift", at(21, 16, 0), at(21, 22, 0)), op: memo.OpEventUpdate, start: at(21, 17, 0)},
		{text: "המשמרת מתחילה ב5", focus: event("משמרת", at(21, 16, 0), at(21, 22, 0)), op: memo.OpEventUpdate, start: at(21, 17, 0)},
		{text: "הוא מגיע בשתיים", focus: event("פגישה עם אבי", at(21, 13, 0), at(21, 14, 0)), op: memo.OpEventUpdate, start: at(21, 14, 0)},
		{text: "add Lior to the carpool list too", focus: list("Carpool"), op: memo.OpListAdd, items: []string{"Lior"}},
		{text: "On reflection, I already have sandpaper. Kindly remove it from that list.", focus: list("hardware store"), op: memo.OpListRemove, items: []string{"sandpaper"}},
		{text: "dana is sick, cancel that", focus: event("dinner with Dana", at(23, 20, 0), at(23, 21, 0)), op: memo.OpEventDelete},
		{text: "דנה חולה, תבטל את זה", focus: event("ארוחה עם דנה", at(23, 20, 0), at(23, 21, 0)), op: memo.OpEventDelete},
		{text: "כבר שילמתי, תמחק את זה", focus: task("לשלם חשמל", at(21, 9, 0)), op: memo.OpTaskDelete},
		{text: "דחו את זה, זה עכשיו בשבת באותה שעה", focus: event("ארוחה עם דנה", at(23, 20, 0), at(23, 21, 0)), op: memo.OpEventUpdate, start: at(24, 20, 0)},
		{text: "הטכנאי ביטל, תמחק את זה", focus: task("טכנאי", at(21, 10, 0)), op: memo.OpTaskDelete},
		{text: "תבטלי את התזכורת הזאת המבחן נדחה", focus: task("ללמוד למבחן", at(21, 8, 0)), op: memo.OpTaskDelete},
		{text: "בוצע, הזמנתי", focus: task("להזמין קמח", at(21, 9, 0)), op: memo.OpTaskComplete},
		{text: "סליחה טעיתי , הוא מגיע בשתיים ולא באחת", focus: event("פגישה עם אבי", at(21, 13, 0), at(21, 14, 0)), op: memo.OpEventUpdate, start: at(21, 14, 0)},
		{text: "המשמרת מתחילה ב5 ולא ב4 טעיתי", focus: event("משמרת", at(21, 16, 0), at(21, 22, 0)), op: memo.OpEventUpdate, start: at(21, 17, 0)},
		{text: "החליפו לי, זה עכשיו ביום שבת באותן שעות", focus: event("משמרת בוקר", at(23, 7, 0), at(23, 15, 0)), op: memo.OpEventUpdate, start: at(24, 7, 0)},
		{text: "היא ביטלה, תמחקי את הפגישה הזאת", focus: event("פגישה עם דנה", at(23, 20, 0), at(23, 21, 0)), op: memo.OpEventDelete},
		{text: "כבר יש לי דבק, תוריד את זה מהרשימה", focus: list("חנות"), op: memo.OpListRemove, items: []string{"דבק"}},
		// The thing said first, and "take them off" with no list named.
		{text: "בעצם נרות כבר יש לי, תוריד אותם", focus: list("גן"), op: memo.OpListRemove, items: []string{"נרות"}},
		{text: "דבק קניתי כבר, תורידי אותו", focus: list("חנות"), op: memo.OpListRemove, items: []string{"דבק"}},
		{text: "candles I already have, remove them", focus: list("kindergarten"), op: memo.OpListRemove, items: []string{"candles"}},
		// A report of the cancel and "no" with the thing's name, or a cancel
		// said with what became of it.
		{text: "Eli cancelled. No lunch.", focus: event("lunch with Eli", at(23, 13, 0), at(23, 14, 0)), op: memo.OpEventDelete},
		{text: "No lunch, Eli cancelled", focus: event("lunch with Eli", at(23, 13, 0), at(23, 14, 0)), op: memo.OpEventDelete},
		{text: "דנה ביטלה, אין ארוחה", focus: event("ארוחת ערב עם דנה", at(23, 20, 0), at(23, 21, 0)), op: memo.OpEventDelete},
		{text: "הוא ביטל, אז אין פגישה", focus: event("פגישה עם רון", at(23, 10, 0), at(23, 11, 0)), op: memo.OpEventDelete},
		{text: "the plumber can't make it, scrap it", focus: event("plumber", at(21, 9, 0), at(21, 10, 0)), op: memo.OpEventDelete},
		{text: "יצא שלא, תבטל", focus: event("ארוחת ערב עם דנה", at(23, 20, 0), at(23, 21, 0)), op: memo.OpEventDelete},
		{text: "not happening, cancel it", focus: event("lunch with Eli", at(23, 13, 0), at(23, 14, 0)), op: memo.OpEventDelete},
		{text: "yeah nah cancel that one", focus: event("lunch with Eli", at(23, 13, 0), at(23, 14, 0)), op: memo.OpEventDelete},
		{text: "nah delete this one", focus: task("call mom", at(21, 9, 0)), op: memo.OpTaskDelete},
		{text: "the glue we've got already, delete it from the list", focus: list("kindergarten"), op: memo.OpListRemove, items: []string{"glue"}},
	} {
		s := withFocus(tc.text, tc.focus)
		if !onFocus(s, tc.focus, tc.op) {
			t.Errorf("%q: %s %+v; want %s on the focus", tc.text, s.Operation, s, tc.op)
			continue
		}
		if tc.start != nil {
			var got *time.Time
			switch {
			case s.Calendar != nil && s.Calendar.Fields != nil:
				got = s.Calendar.Fields.Start
			case s.Tasks != nil:
				got = s.Tasks.NewDue
			}
			if got == nil || !got.Equal(*tc.start) {
				t.Errorf("%q: moved to %v; want %v", tc.text, got, tc.start)
			}
		}
		if tc.items != nil && (len(s.Lists.Items) != len(tc.items) || s.Lists.Items[0] != tc.items[0]) {
			t.Errorf("%q: items %q; want %q", tc.text, s.Lists.Items, tc.items)
		}
	}
}

// TestWhyThenFocusNearMisses: a why alone asks for nothing; a why that
// names another thing than the focus, or a command on a thing by name,
// is not read as a change of the focus; without a focus nothing is.
func TestWhyThenFocusNearMisses(t *testing.T) {
	gym := event("gym", at(21, 7, 0), at(21, 8, 0))
	shift := event("evening shift", at(21, 16, 0), at(21, 22, 0))
	for _, tc := range []struct {
		text  string
		focus *memo.FocusItem
	}{
		{"she cancelled", event("dinner with Dana", at(23, 20, 0), at(23, 21, 0))},
		{"היא ביטלה", event("ארוחה עם דנה", at(23, 20, 0), at(23, 21, 0))},
		{"the dentist cancelled, delete it", gym},
		{"I bought the bread, remove it", gym},
		{"dad is sick, delete it", task("call mom", at(21, 9, 0))},
		{"הרופא ביטל, תמחק את זה", gym},
		{"delete the dentist", gym},
		{"she cancelled, and remind me to call her at 5", gym},
		{"the meeting starts at 5 not 4", shift},
		{"הפגישה מתחילה ב5 ולא ב4", shift},
		{"he comes at 2 not 3", event("lunch with Avi", at(21, 13, 0), at(21, 14, 0))},
		{"he comes on friday at 2", event("lunch with Avi", at(21, 13, 0), at(21, 14, 0))},
		{"saturday at 8 same hours", event("Morning shift", at(23, 7, 0), at(23, 15, 0))},
		{"I already have a hammer, remove it", task("buy nails", at(21, 9, 0))},
		// A report alone, "no" of something else, or "no" alone.
		{"Eli cancelled on me again lol", event("lunch with Eli", at(23, 13, 0), at(23, 14, 0))},
		{"Eli cancelled. No worries.", event("lunch with Eli", at(23, 13, 0), at(23, 14, 0))},
		{"Eli cancelled. No dinner.", event("lunch with Eli", at(23, 13, 0), at(23, 14, 0))},
		{"Eli cancelled. no lunch for me then", event("lunch with Eli", at(23, 13, 0), at(23, 14, 0))},
		{"No lunch.", event("lunch with Eli", at(23, 13, 0), at(23, 14, 0))},
		{"דנה ביטלה, אין בעיה", event("ארוחת ערב עם דנה", at(23, 20, 0), at(23, 21, 0))},
		{"יצא שלא", event("ארוחת ערב עם דנה", at(23, 20, 0), at(23, 21, 0))},
		{"the plumber can't make it", event("plumber", at(21, 9, 0), at(21, 10, 0))},
		{"the electrician can't make it, scrap it", event("plumber", at(21, 9, 0), at(21, 10, 0))},
	} {
		s := withFocus(tc.text, tc.focus)
		for _, op := range []memo.Op{memo.OpEventDelete, memo.OpEventUpdate, memo.OpTaskDelete, memo.OpTaskComplete, memo.OpTaskUpdate} {
			if onFocus(s, tc.focus, op) {
				t.Errorf("%q: %s on the focus; want it not read so", tc.text, op)
			}
		}
		if s.Operation == memo.OpTaskCreate || s.Operation == memo.OpEventCreate || s.Operation == memo.OpEventDeleteBySummary {
			t.Errorf("%q: %s; want nothing made or searched of it", tc.text, s.Operation)
		}
	}
	// Another thing's hour, by its name: not the focus's (made, as it was).
	lunch := event("lunch with Avi", at(21, 13, 0), at(21, 14, 0))
	if s := withFocus("the game starts at 8", lunch); onFocus(s, lunch, memo.OpEventUpdate) {
		t.Errorf("the game starts at 8: the focus moved")
	}
	for _, text := range []string{"sorry, cancel that", "סליחה, תבטל את זה"} {
		if s := withFocus(text, gym); s.Operation != memo.OpUndo {
			t.Errorf("%q: %s; want the last change undone", text, s.Operation)
		}
	}
	for _, text := range []string{"she cancelled, remove it pls", "already signed it, mark it done", "הטכנאי ביטל, תמחק את זה", "filled it out"} {
		if s := withFocus(text, nil); s.Operation != memo.OpUnknown {
			t.Errorf("%q without a focus: %s; want it declined", text, s.Operation)
		}
	}
}
