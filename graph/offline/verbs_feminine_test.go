package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestFeminineCommandsAsMasculine: each command said to Memo in the
// feminine is read as its masculine is; a near miss with neither stays
// unread.
func TestFeminineCommandsAsMasculine(t *testing.T) {
	for masc, fem := range map[string]string{
		"תציג לי את כל הרשימות":               "תציגי לי את כל הרשימות",
		"תשים חלב לקניות":                     "תשימי חלב לקניות",
		"תסיר את רשימת קניות":                 "תסירי את רשימת קניות",
		"תבטל סימון חלב ברשימת קניות":         "תבטלי סימון חלב ברשימת קניות",
		"תקבע משימה לסדר את הארון":            "תקבעי משימה לסדר את הארון",
		"תראה לי מה יש ברשימת קניות":          "תראי לי מה יש ברשימת קניות",
		"תציג את כל המופעים הבאים של פילאטיס": "תציגי את כל המופעים הבאים של פילאטיס",
	} {
		m, f := plan(t, masc, "קניות").Steps[0], plan(t, fem, "קניות").Steps[0]
		if m.Operation == memo.OpUnknown {
			t.Errorf("%q: not read", masc)
		}
		if f.Operation != m.Operation {
			t.Errorf("%q: %s; want %s as %q", fem, f.Operation, m.Operation, masc)
		}
	}
	for _, text := range []string{"תשימי לב", "תציגי את עצמך"} {
		if s := plan(t, text, "קניות").Steps[0]; s.Capability == memo.CapLists {
			t.Errorf("%q: %s; want no list touched", text, s.Operation)
		}
	}
}

// TestFeminineDeleteOfTheFocus: "תזרקי את זה", "תעיפי אותה" delete the item
// in focus as "תזרוק את זה" does.
func TestFeminineDeleteOfTheFocus(t *testing.T) {
	for _, text := range []string{"תזרוק את זה", "תזרקי את זה", "תעיף אותה", "תעיפי אותה"} {
		focus := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "call mom"}
		if s := afterTool(t, text, "add task call mom", memo.OpTaskCreate, focus); s.Operation != memo.OpTaskDelete {
			t.Errorf("%q: %s; want the task deleted", text, s.Operation)
		}
	}
}
