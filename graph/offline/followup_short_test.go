package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestShortFollowUps: the item or list in focus acted on by the short
// forms people text: a shift by "N more minutes", a word of address
// between a reason and the command ("they pushed it bro cancel it", "הם
// דחו אחי, תבטל את זה"), the delete verb typed short ("del", "rm tape"),
// the Scots "aff", "ולהוסיף גם …", a weekly reminder's days said again as a
// correction and a rename said half in Hebrew. Near misses are not read so.
func TestShortFollowUps(t *testing.T) {
	at7, at17 := *at(25, 7, 0), *at(25, 17, 0)
	task := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "wake up Dana", When: &at7}
	event := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: "meeting with Avi", When: &at17}
	eventHE := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: "פגישה עם אבי", When: &at17}
	weekly := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t2", Title: "take out the trash", When: &at7, Recurring: true}
	list := &memo.FocusItem{Capability: memo.CapLists, Kind: memo.FocusList, ID: "l1", Title: "shopping"}
	listHE := &memo.FocusItem{Capability: memo.CapLists, Kind: memo.FocusList, ID: "l2", Title: "קניות"}

	for text, want := range map[string]time.Time{
		"push it 15 more minutes":                       *at(25, 7, 15),
		"push it 15 more minutes, she is not awake yet": *at(25, 7, 15),
		"push it 20 more":                               *at(25, 7, 20),
		"delay it an hour more":                         *at(25, 8, 0),
	} {
		s := withFocus(text, task)
		if s.Operation != memo.OpTaskUpdate || s.Tasks.NewDue == nil || !s.Tasks.NewDue.Equal(want) {
			t.Errorf("%q: %s %+v; want the reminder at %v", text, s.Operation, s.Tasks, want)
		}
	}
	if s := withFocus("push it a few more minutes", task); s.Operation == memo.OpTaskUpdate {
		t.Errorf("a few more minutes: %+v; want it not guessed", s.Tasks)
	}

	for text, f := range map[string]*memo.FocusItem{
		"they pushed it bro cancel it": event, "they pushed it bro, cancel it": event, "הם דחו אחי, תבטל את זה": eventHE,
		"del": event, "rm": event, "del pls": event,
	} {
		if s := withFocus(text, f); s.Operation != memo.OpEventDelete || len(s.Calendar.EventIDs) != 1 || s.Calendar.EventIDs[0] != "e1" {
			t.Errorf("%q: %s %+v; want the event in focus deleted", text, s.Operation, s.Calendar)
		}
	}
	for _, text := range []string{"tell my bro cancel it", "cancel the meeting with my bro", "תבטל את הפגישה עם אחי", "del the meeting with Dana"} {
		if s := withFocus(text, event); s.Operation == memo.OpEventDelete && s.Calendar != nil && len(s.Calendar.EventIDs) == 1 {
			t.Errorf("%q: the event in focus deleted; want it not guessed", text)
		}
	}

	for text, want := range map[string]string{
		"rm tape": "tape", "del eggs": "eggs", "take the whisky aff the list": "whisky", "take bread aff": "bread",
		"תוריד את הזעתר יש בבית יא זלמה": "הזעתר", "תוריד את הלחם יא זלמה": "הלחם",
	} {
		f := list
		if lang, _ := memo.DetectLanguage(text); lang == memo.Hebrew {
			f = listHE
		}
		s := withFocus(text, f)
		if s.Operation != memo.OpListRemove || s.Lists.ListID != f.ID || len(s.Lists.Items) != 1 || s.Lists.Items[0] != want {
			t.Errorf("%q: %s %+v; want %q off the list in focus", text, s.Operation, s.Lists, want)
		}
	}
	for text, want := range map[string]string{"ולהוסיף גם במבה": "במבה", "ולהוסיף גם 20 סופגניות": "20 סופגניות"} {
		if s := withFocus(text, listHE); s.Operation != memo.OpListAdd || s.Lists.ListID != "l2" || len(s.Lists.Items) != 1 || s.Lists.Items[0] != want {
			t.Errorf("%q: %s %+v; want %q on the list in focus", text, s.Operation, s.Lists, want)
		}
	}
	if s := withFocus("ולשלוח מייל לאבי", listHE); s.Operation == memo.OpListAdd {
		t.Errorf("an infinitive of its own: %+v; want no item added", s.Lists)
	}

	for text, day := range map[string]int{"actually every thursday": 4, "sorry, every wednesday": 3, "לא סליחה כל יום רביעי": 3, "בעצם כל יום חמישי": 4} {
		s := withFocus(text, weekly)
		if s.Operation != memo.OpTaskUpdate || s.Tasks.NewRecurrence == nil || !s.Tasks.ReplaceRecurrence || len(s.Tasks.NewRecurrence.Days) != 1 || s.Tasks.NewRecurrence.Days[0] != day {
			t.Errorf("%q: %s %+v; want the weekly reminder moved to day %d", text, s.Operation, s.Tasks, day)
		}
	}
	for _, text := range []string{"every thursday", "כל יום רביעי", "actually every thursday too", "actually every week", "sorry every day"} {
		if s := withFocus(text, weekly); s.Operation == memo.OpTaskUpdate && s.Tasks.ReplaceRecurrence {
			t.Errorf("%q: %+v; want its repetition not replaced", text, s.Tasks)
		}
	}

	for _, text := range []string{"rename את זה ל focus time", "rename אותה ל-focus time", "rename it to focus time"} {
		if s := withFocus(text, eventHE); s.Operation != memo.OpEventUpdate || s.Calendar.Fields == nil || s.Calendar.Fields.Summary != "focus time" {
			t.Errorf("%q: %s %+v; want the event renamed", text, s.Operation, s.Calendar)
		}
	}
	if s := withFocus("rename לפגישה", eventHE); s.Operation == memo.OpEventUpdate {
		t.Errorf("a rename with no pointer: %+v; want it not guessed", s.Calendar)
	}
}
