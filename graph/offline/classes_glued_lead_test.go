package offline_test

import (
	"context"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
)

// TestGluedLeadPhrases: the words that open a request, run together by a
// dropped space or slipped by a letter, are read as said: the need before
// things to buy ("weneed to buy: …", "צריכםי לקנות: …"), a command run into
// its "please" ("תרשמיבבקשה ש…", "תזכיריבבקשה …"), a command slipped after
// "ועוד", and a command run into "me" inside a wrapper with the Tagalog
// "naman" after it ("reckon u can remindme naman to …"), and a length
// after the command and its "please" ("תזכיר לי בבקשה שעתיים …"). Near-misses: a
// word one slip from a need word that is a word of its own ("צריבה"), a
// "Naman" who is called, and "ועוד" before a count.
func TestGluedLeadPhrases(t *testing.T) {
	lists := []string{"shopping", "קניות", "ציוד לטיול"}
	for _, c := range []struct{ text, list, items string }{
		{"ok so weneed to buy: milk, eggs, bread", "shopping", "milk|eggs|bread"},
		{"haveto buy milk, eggs and bread", "shopping", "milk|eggs|bread"},
		{"weneed milk, eggs and bread", "shopping", "milk|eggs|bread"},
		{"אחי צריכםי לקנות: חלב, ביצים, לחם", "קניות", "חלב|ביצים|לחם"},
		{"צריכיים לקנות: חלב, ביצים, לחם", "קניות", "חלב|ביצים|לחם"},
		{"אנחנוצריכים לקנות חלב, ביצים, לחם", "קניות", "חלב|ביצים|לחם"},
		{"ועוד תוסייף מלפפון, משחת שיניים ו-ורדים לרשימת ציוד לטיול", "ציוד לטיול", "מלפפון|משחת שיניים|ורדים"},
	} {
		s := plan(t, c.text, lists...).Steps[0]
		if s.Operation != memo.OpListAdd || s.Lists.Name != c.list || join(s.Lists.Items) != c.items {
			t.Errorf("%q: %s.%s %+v; want %s added to %s", c.text, s.Capability, s.Operation, s.Lists, c.items, c.list)
		}
	}
	for _, c := range []struct{ text, want string }{
		{"תזכיריבבקשה מחר ב5 להתקשר לאמא", "להתקשר לאמא"},
		{"reckon u can remindme naman to pay rent friday 9am", "pay rent"},
		{"would you ever remindme naman to pay rent friday 9am", "pay rent"},
		{"כפרה תרשמיבבקשה שמחר בעשר בבוקר יש לי אסיפת הורים", "אסיפת הורים"},
		// A length after the command and its "please" is from now.
		{"תזכיר לי בבקשה שעתיים להוציא את הזבל", "להוציא את הזבל"},
		{"תזכירבבקשה לי 10 דקות לקבוע תור לרופא", "לקבוע תור לרופא"},
		{"remind me please 20 min to call back the supplier", "call back the supplier"},
		// Near-misses.
		{"remind me to call Naman tomorrow at 5", "call Naman"},
		{"ועוד 10 דקות תזכיר לי להתקשר לאמא", "להתקשר לאמא"},
		{"צריבה בגרון מחר ב5 רופא", "צריבה בגרון רופא"},
		{"תזכיר לי בבקשה מחר ב5 לרוץ 20 דקות", "לרוץ 20 דקות"},
	} {
		if got := stored(t, c.text); got != c.want {
			t.Errorf("%q: stored %q; want %q", c.text, got, c.want)
		}
	}
}

// join writes items as one string, cut by "|".
func join(items []string) string {
	out := ""
	for i, it := range items {
		if i > 0 {
			out += "|"
		}
		out += it
	}
	return out
}

// TestBlessingsAround: a blessing heading or closing a request, "please
// god bless" whole and the Hebrew "השם יברך", "אלוהים יברך", is no word of
// the title, nor is one said before an aside after a Singapore "or not".
// Near-misses: a blessing that is the deed asked for stays.
func TestBlessingsAround(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"please god bless remind me to call mom tomorrow at 5", "call mom"},
		{"remind me to call the bank tomorrow at 5 please god bless", "call the bank"},
		{"אלוהים יברך תזכיר לי מחר ב5 להתקשר לאמא", "להתקשר לאמא"},
		{"תזכיר לי מחר ב5 להתקשר לאמא, השם יברך", "להתקשר לאמא"},
		{"תזכיר לי מחר ב5 להתקשר לאמא, ה יברך", "להתקשר לאמא"},
		{"remind me at 9 to call the bank pls god bless u", "call the bank"},
		{"can remind me at 17:00 to buy milk for the kids or not stay blessed, im dead lol", "buy milk for the kids"},
		// Near-misses.
		{"remind me to ask the pastor to bless the house tomorrow at 5", "ask the pastor to bless the house"},
		{"תזכיר לי מחר ב5 לבקש מהרב שיברך את הבית", "לבקש מהרב שיברך את הבית"},
	} {
		if got := stored(t, c.text); got != c.want {
			t.Errorf("%q: stored %q; want %q", c.text, got, c.want)
		}
	}
}

// TestFocusSaidTwice: with an item in focus, a "done" followed with no
// pause by the tick asked again ("בוצע שימי על זה וי", "done mark it done")
// completes it, and a report of it after a remark that names nothing
// ("החליפו לי זה הוזז לשש", "they changed it it moved to 6") moves it.
// Near-misses: a "done" before a task's name completes that task, and a
// remark that names another thing is not taken for the focus.
func TestFocusSaidTwice(t *testing.T) {
	at := time.Date(2026, 1, 21, 17, 0, 0, 0, jerusalem)
	end := at.Add(time.Hour)
	task := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "לעשות backup למחשב", When: &at}
	event := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: "הפגישה עם דן", When: &at, End: &end}
	for _, text := range []string{"בוצע שימי על זה וי 😊", "בוצע תעשה וי", "done mark it done"} {
		s := planAbout(t, text, task).Steps[0]
		if s.Operation != memo.OpTaskComplete || len(s.Tasks.IDs) != 1 || s.Tasks.IDs[0] != "t1" {
			t.Errorf("%q: %s.%s %+v; want t1 completed", text, s.Capability, s.Operation, s.Tasks)
		}
	}
	for _, text := range []string{"מממ החליפו לי זה הוזז לשש", "they changed it it moved to 6", "they swapped me it got moved to 6"} {
		s := planAbout(t, text, event).Steps[0]
		if s.Operation != memo.OpEventUpdate || len(s.Calendar.EventIDs) != 1 || s.Calendar.EventIDs[0] != "e1" ||
			s.Calendar.Fields.Start == nil || s.Calendar.Fields.Start.Hour() != 18 {
			t.Errorf("%q: %s.%s %+v; want e1 moved to 18:00", text, s.Capability, s.Operation, s.Calendar)
		}
	}
	// Near-misses.
	if s := planAbout(t, "בוצע להתקשר לבנק", task).Steps[0]; s.Operation != memo.OpTaskComplete || len(s.Tasks.IDs) != 0 {
		t.Errorf("בוצע להתקשר לבנק: %s.%s %+v; want the task named completed", s.Capability, s.Operation, s.Tasks)
	}
	for _, text := range []string{"the dentist it moved to 6", "הפגישה זה הוזז לשש"} {
		p, err := offline.New().Plan(context.Background(), memo.PlanRequest{TurnID: "turn", Text: text, Lang: lang(text), Now: now, Loc: jerusalem, Focus: event})
		if err == nil && p.Steps[0].Calendar != nil && len(p.Steps[0].Calendar.EventIDs) > 0 {
			t.Errorf("%q: moved the focus %+v; a remark naming a thing is not the focus's", text, p.Steps[0].Calendar)
		}
	}
}

// lang is the language text is written in.
func lang(text string) memo.Language {
	if l, ok := memo.DetectLanguage(text); ok {
		return l
	}
	return memo.English
}
