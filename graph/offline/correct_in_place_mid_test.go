package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestCorrectedMidRequest: a time corrected in the middle of the request,
// the rest of it after the correction ("remind me at 4, no wait 5, to
// call the bank", "תזכיר לי בארבע, לא רגע, בחמש, להתקשר לבנק"), is the
// request said with the new time; "sorry", "סליחה" and a "no" between
// pauses are read as a correction only between two times. A day alone
// moves the day and leaves the hour asked.
func TestCorrectedMidRequest(t *testing.T) {
	for _, tc := range []struct {
		text, title string
		when        *time.Time
		needTime    bool
	}{
		{"remind me at 4, no wait 5, to call the bank", "call the bank", at(20, 17, 0), false},
		{"remind me at 4 sorry 5 to call the bank", "call the bank", at(20, 17, 0), false},
		{"remind me tomorrow at 4, sorry, at 5 to call the bank", "call the bank", at(21, 17, 0), false},
		{"remind me to call the bank at 4 sorry 5", "call the bank", at(20, 17, 0), false},
		{"remind me tomorrow, no, thursday to call the bank", "call the bank", at(22, 0, 0), true},
		{"remind me to call the bank tomorrow, no, thursday", "call the bank", at(22, 0, 0), true},
		{"תזכיר לי בארבע, לא רגע, בחמש, להתקשר לבנק", "להתקשר לבנק", at(20, 17, 0), false},
		{"תזכירי לי בארבע לא רגע בחמש להתקשר לבנק", "להתקשר לבנק", at(20, 17, 0), false},
		{"תזכיר לי מחר, סליחה, ביום חמישי להתקשר לבנק", "להתקשר לבנק", at(22, 0, 0), true},
		{"תזכיר לי להתקשר לבנק מחר, לא, ביום חמישי", "להתקשר לבנק", at(22, 0, 0), true},
		{"remind me to pay the electricity bill half 4 sorry tmrw at 7pm", "pay the electricity bill", at(21, 19, 0), false},
		{"yo move the car on 15.3 at 10:00 - set it as a reminder pls actually make it tmrw at 7pm", "move the car", at(21, 19, 0), false},
	} {
		s := plan(t, tc.text).Steps[0]
		if s.Operation != memo.OpTaskCreate || len(s.Tasks.Drafts) != 1 || s.Tasks.Drafts[0].DueDate == nil {
			t.Errorf("%q: %s %+v; want %q at %v", tc.text, s.Operation, s.Tasks, tc.title, tc.when)
			continue
		}
		d := s.Tasks.Drafts[0]
		if d.Text != tc.title || !d.DueDate.Equal(*tc.when) || s.Tasks.NeedTime != tc.needTime {
			t.Errorf("%q: %q at %v (asked %v); want %q at %v (asked %v)", tc.text, d.Text, d.DueDate, s.Tasks.NeedTime, tc.title, tc.when, tc.needTime)
		}
	}
	// Near misses: what follows the correction left to a whole request
	// before it, a "no" that is no correction, "sorry" of the item.
	for _, text := range []string{
		"remind me to call the bank at 4, no wait, 5 i keep forgetting",
		"remind me monday no later than 5 to pay rent",
		"להוציא את הזבל, תזכירי לי במהלך השבוע הבא רגע בעצם מחר ב-18:00",
		"ממו היקרה,\nתזכיר לי לשלוח מייל ל-Avi אתמול ב-9 לא רגע בעצם מחר ב-18:00. בברכה, משה",
		"שלום ממו, אני מקווה שאתה בסדר. להוציא את הזבל, תזכירי לי במהלך השבוע הבא רגע בעצם מחר ב-18:00.\nבברכה\nמשה",
	} {
		if s := plan(t, text).Steps[0]; s.Operation != memo.OpUnknown {
			t.Errorf("%q: %s; want it declined", text, s.Operation)
		}
	}
	for text, title := range map[string]string{
		"remind me to say sorry to dan tomorrow at 5": "say sorry to dan",
		"remind me at 4 to say sorry 5 times":         "say sorry 5 times",
		"תזכיר לי מחר בחמש להגיד סליחה לדני":          "להגיד סליחה לדני",
	} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpTaskCreate || s.Tasks.Drafts[0].Text != title {
			t.Errorf("%q: %s %+v; want %q", text, s.Operation, s.Tasks, title)
		}
	}
}

// TestRepeatChangedOnFocus: a repeating reminder in focus told "change it
// to every thursday", "make it every thursday", "תעביר את זה לכל יום
// חמישי", "שיהיה כל יום חמישי" takes the new days in place of its own;
// "add it every thursday", "too", or the days said alone are not guessed.
func TestRepeatChangedOnFocus(t *testing.T) {
	mon := time.Date(2026, 1, 26, 9, 0, 0, 0, jerusalem)
	focus := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "trash", When: &mon, Recurring: true}
	for _, text := range []string{
		"change it to every thursday", "make it every thursday", "switch it to every thursday", "every thursday instead",
		"תשני את זה לכל יום חמישי", "תעביר את זה לכל יום חמישי", "תשנה את התזכורת לכל יום חמישי", "שיהיה כל יום חמישי", "תעשי את זה כל יום חמישי",
	} {
		s := focusStep(t, text, focus)
		if s.Operation != memo.OpTaskUpdate || s.Tasks.NewRecurrence == nil || !s.Tasks.ReplaceRecurrence ||
			len(s.Tasks.NewRecurrence.Days) != 1 || s.Tasks.NewRecurrence.Days[0] != 4 || s.Tasks.NewRecurrence.Time != "09:00" {
			t.Errorf("%q: %s %+v; want every thursday at 09:00 in place of its own", text, s.Operation, s.Tasks)
		}
	}
	for _, text := range []string{"add it every thursday", "make it every thursday too", "every thursday", "כל יום חמישי", "תוסיף את זה כל יום חמישי"} {
		if s := focusStep(t, text, focus); s.Operation != memo.OpUnknown {
			t.Errorf("%q: %s %+v; want it declined", text, s.Operation, s.Tasks)
		}
	}
}

// TestBareDeleteOnFocus: the delete verb alone ("delete", "תמחק",
// "תמחקי") right after a reminder or an event is made deletes it, as
// "delete it" does; of a list it is not guessed, and "cancel", "ביטול"
// alone stay an undo.
func TestBareDeleteOnFocus(t *testing.T) {
	when := time.Date(2026, 1, 21, 15, 0, 0, 0, jerusalem)
	task := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "call the bank", When: &when}
	event := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: "פגישה עם דני", When: &when}
	for _, text := range []string{"delete", "Delete!", "remove please", "תמחק", "תמחקי", "מחק"} {
		if s := focusStep(t, text, task); s.Operation != memo.OpTaskDelete || s.Tasks.IDs[0] != "t1" {
			t.Errorf("%q of a task: %s; want it deleted", text, s.Operation)
		}
		if s := focusStep(t, text, event); s.Operation != memo.OpEventDelete || s.Calendar.EventIDs[0] != "e1" {
			t.Errorf("%q of an event: %s; want it deleted", text, s.Operation)
		}
	}
	list := &memo.FocusItem{Capability: memo.CapLists, Kind: memo.FocusList, ID: "l1", Title: "shopping"}
	for _, text := range []string{"delete", "תמחק"} {
		if s := focusStep(t, text, list); s.Operation == memo.OpListDelete {
			t.Errorf("%q of a list: deleted it; want it not guessed", text)
		}
	}
}
