package offline_test

import (
	"slices"
	"testing"

	"github.com/memo-assistant/memo"
)

// TestTasksUnderAHeading: a heading that names tasks ("משימות:", "משימות
// ל…:", "טודו:", "to do:", "todos for X:", "tasks:") and things after it
// cut by commas is a task each: things to do, most of them opening with a
// verb, or things with none. The heading's purpose is no task's word. One
// thing after "טודו:" stays one task; one verb before its things ("buy
// milk, eggs and bread") is one errand; a heading for a span of days, or
// before a question, adds nothing.
func TestTasksUnderAHeading(t *testing.T) {
	for _, c := range []struct {
		text   string
		titles []string
	}{
		{"משימות לחתונה של מאיה ואלון: לאשר מנות עם הקייטרינג, לשלוח סידורי ישיבה, לסגור עם הפרחים", []string{"לאשר מנות עם הקייטרינג", "לשלוח סידורי ישיבה", "לסגור עם הפרחים"}},
		{"משימות לחתונה: לאשר מנות, לשלוח הזמנות", []string{"לאשר מנות", "לשלוח הזמנות"}},
		{"טודו: לעדכן את הdocs, code review לאורי, לתקן את הבאג בלוגין", []string{"לעדכן את הdocs", "code review לאורי", "לתקן את הבאג בלוגין"}},
		{"todo: call bank, email landlord, book vet", []string{"call bank", "email landlord", "book vet"}},
		{"todos for the wedding: call caterer, send invites", []string{"call caterer", "send invites"}},
		{"to do for the move: book movers, cancel internet, pack kitchen", []string{"book movers", "cancel internet", "pack kitchen"}},
		{"tasks: milk, eggs, bread", []string{"milk", "eggs", "bread"}},
		{"משימות: חלב, ביצים, לחם", []string{"חלב", "ביצים", "לחם"}},
		{"תוסיף משימות: לשלם חשמל, לאסוף את הילדים", []string{"לשלם חשמל", "לאסוף את הילדים"}},
		// Said with no colon, the purpose before the first thing to do.
		{"משימות לחתונה לאשר מנות, לשלוח הזמנות", []string{"לאשר מנות", "לשלוח הזמנות"}},
		{"מטלות של הוועד לשלם ביטוח לאומי ו-לשלוח את הדוח לדנה", []string{"לשלם ביטוח לאומי", "לשלוח את הדוח לדנה"}},
		{"משימות לשבת לקנות חלות ולהכין קוגל", []string{"לקנות חלות", "להכין קוגל"}},
		{"tasks for the trip submit the timesheet and buy milk", []string{"submit the timesheet", "buy milk"}},
		// A verb the infinitives do not list is never a purpose.
		{"משימות לגהץ חולצות, לקנות חלב", []string{"לגהץ חולצות", "לקנות חלב"}},
		// Near misses: one task.
		{"טודו: לעדכן את הדוחות", []string{"לעדכן את הדוחות"}},
		{"tasks: buy milk, eggs and bread", []string{"buy milk, eggs and bread"}},
	} {
		s := plan(t, c.text).Steps
		if len(s) != 1 || s[0].Operation != memo.OpTaskCreate || s[0].Tasks == nil {
			t.Errorf("%q: %+v; want tasks %q", c.text, s, c.titles)
			continue
		}
		var got []string
		for _, d := range s[0].Tasks.Drafts {
			got = append(got, d.Text)
		}
		if !slices.Equal(got, c.titles) {
			t.Errorf("%q: %q; want %q", c.text, got, c.titles)
		}
	}
	for _, text := range []string{"משימות לשבוע הבא: לשלם חשמל, לאסוף את הילדים", "משימות: מה יש לי היום", "tasks for today"} {
		p, err := planErr(text)
		if err != nil {
			continue
		}
		for _, s := range p.Steps {
			if s.Operation == memo.OpTaskCreate && len(s.Tasks.Drafts) > 0 && s.Tasks.Drafts[0].DueDate == nil {
				t.Errorf("%q: %+v; want no undated task", text, s.Tasks.Drafts)
			}
			if s.Operation == memo.OpTaskGetAll && text == "משימות לשבוע הבא: לשלם חשמל, לאסוף את הילדים" {
				t.Errorf("%q: listed the tasks; want the things after the heading read or declined", text)
			}
		}
	}
}
