package offline_test

import (
	"strings"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestGluedWordsPlanned: a message with a grammar word typed into the
// next word is read as if the space were there; a day word left glued in
// a title is never stored.
func TestGluedWordsPlanned(t *testing.T) {
	// Tuesday 20.1: "ביום רביעי הבא" is Wednesday 28.1, "ביוםרביעי" 21.1.
	s := plan(t, "הרופאשלי דרכהן ביוםרביעי הבא ב11 בבוקר").Steps[0]
	if s.Operation != memo.OpEventCreate || len(s.Calendar.Drafts) != 1 || !strings.Contains(s.Calendar.Drafts[0].Summary, `ד"ר כהן`) ||
		s.Calendar.Drafts[0].Start.Hour() != 11 || s.Calendar.Drafts[0].Start.Weekday() != time.Wednesday {
		t.Errorf("glued doctor: %s.%s %+v; want an event with ד\"ר כהן on a Wednesday at 11", s.Capability, s.Operation, s.Calendar)
	}
	wantReminder(t, "תזכיר לי ביוםרביעי ב5 לקנות חלב", plan(t, "תזכיר לי ביוםרביעי ב5 לקנות חלב").Steps[0], "לקנות חלב", *at(21, 17, 0))
	wantReminder(t, "remind me onwednesday at 5 to buy milk", plan(t, "remind me onwednesday at 5 to buy milk").Steps[0], "buy milk", *at(21, 17, 0))
	for text, items := range map[string][]string{
		"תוסיפי לרשימתקניות קמח סוכר ושמרים לחלה": {"קמח", "סוכר", "שמרים לחלה"},
		"add eggs and milk to my shoppinglist":    {"eggs", "milk"},
	} {
		s := plan(t, text).Steps[0]
		if s.Lists == nil || (s.Operation != memo.OpListAdd && s.Operation != memo.OpListCreate) || strings.Join(s.Lists.Items, "|") != strings.Join(items, "|") {
			t.Errorf("%q: %s.%s %+v; want items %q", text, s.Capability, s.Operation, s.Lists, items)
		}
	}
	// "יוםהולדת" reads as "יום הולדת" does.
	a, b := plan(t, "תרשום ביומן יוםהולדת למאיה ביום שישי").Steps[0], plan(t, "תרשום ביומן יום הולדת למאיה ביום שישי").Steps[0]
	if a.Operation != b.Operation || a.Calendar == nil || b.Calendar == nil || a.Calendar.Drafts[0].Summary != b.Calendar.Drafts[0].Summary {
		t.Errorf("יוםהולדת: %+v; want as יום הולדת: %+v", a.Calendar, b.Calendar)
	}
	// Near misses: real words stay, and a glued day no rule splits is
	// never kept in a title.
	for _, text := range []string{"תזכיר לי ב5 ביוםהבא לקנות חלב", "remind me at 5 nextmonday2 to buy milk"} {
		for _, s := range plan(t, text).Steps {
			if s.Operation == memo.OpTaskCreate {
				t.Errorf("%q: %+v; want it declined", text, s.Tasks.Drafts)
			}
		}
	}
	wantTask(t, "תזכיר לי מחר ב9 לבדוק את הרשימות", "לבדוק את הרשימות")
	wantTask(t, "תזכיר לי מחר ב9 להביא עוגה ליומולדת", "להביא עוגה ליומולדת")
	if s := plan(t, "תרשום ביומן פגישה מחר ב9").Steps[0]; s.Operation != memo.OpEventCreate || s.Calendar.Drafts[0].Summary != "פגישה" {
		t.Errorf("ביומן: %+v; want an event פגישה", s.Calendar)
	}
}

// TestBareHourCorrection: a new time said as "ב14", "at 14" for the item
// in focus is that hour; only a unit or minutes written into the time say
// minutes.
func TestBareHourCorrection(t *testing.T) {
	f := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: "הרצאה בכלכלה", When: at(26, 12, 0), End: at(26, 13, 0)}
	for text, want := range map[string]*time.Time{
		"סורי זה ב14":          at(26, 14, 0),
		"זה ב14":               at(26, 14, 0),
		"זה ב 14":              at(26, 14, 0),
		"תזיז את זה ב14":       at(26, 14, 0),
		"sorry it's at 14":     at(26, 14, 0),
		"oops make it 14":      at(26, 14, 0),
		"זה ב14:15":            at(26, 14, 15),
		"תדחה את זה ב10 דקות":  at(26, 12, 10),
		"תדחה את זה בשעה":      at(26, 13, 0),
		"push it back 20 min":  at(26, 12, 20),
		"push it back an hour": at(26, 13, 0),
	} {
		p := planAbout(t, text, f)
		s := p.Steps[0]
		if s.Operation != memo.OpEventUpdate || s.Calendar.Fields == nil || s.Calendar.Fields.Start == nil || !s.Calendar.Fields.Start.Equal(*want) {
			t.Errorf("%q: %s.%s %+v; want the start at %v", text, s.Capability, s.Operation, s.Calendar, want)
		}
	}
}
