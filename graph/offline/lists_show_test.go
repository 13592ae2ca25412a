package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestShowTheListInView: right after a list was written to, "תראה רשימה",
// "show me my list", "can I see the list", "מה ברשימה" show that list;
// right after tasks were added, "מה יש שם?" and "what's on it" show the
// tasks; with nothing before, "what's on it" shows no list.
func TestShowTheListInView(t *testing.T) {
	shopping := &memo.FocusItem{Capability: memo.CapLists, Kind: memo.FocusList, ID: "l1", Title: "shopping"}
	for _, text := range []string{
		"תראה רשימה", "תראי לי את הרשימה", "תראה לי את הרשימה הזאת", "תשלחי לי את הרשימה", "מה ברשימה", "מה יש שם?",
		"show the list", "show me my list", "can i see the list", "let me see it", "what's on it",
		"תראו לי מה יש ברשימה",
	} {
		s := afterTool(t, text, "add milk to shopping", memo.OpListAdd, shopping)
		if s.Operation != memo.OpListGet || s.Lists.ListID != "l1" {
			t.Errorf("%q after an add: %s.%s; want the list shown", text, s.Capability, s.Operation)
		}
	}
	for _, text := range []string{"מה יש שם?", "what's on it", "show it"} {
		s := afterTool(t, text, "remind me to call mom and to buy milk", memo.OpTaskCreate, nil)
		if s.Operation != memo.OpTaskGetAll {
			t.Errorf("%q after tasks were added: %s.%s; want the tasks shown", text, s.Capability, s.Operation)
		}
		if s := afterTool(t, text, "hi", "", nil); s.Operation == memo.OpTaskGetAll || s.Operation == memo.OpListGet {
			t.Errorf("%q with nothing before: %s.%s; want nothing shown", text, s.Capability, s.Operation)
		}
	}
}

// TestShowMeQuestionNotAShow: "תראי לי" before "what is on the list" asks
// it; before a question that is no question of what there is, it stays
// what it was.
func TestShowMeQuestionNotAShow(t *testing.T) {
	shopping := &memo.FocusItem{Capability: memo.CapLists, Kind: memo.FocusList, ID: "l1", Title: "shopping"}
	for _, text := range []string{"תראי לי מה יש ברשימת קניות", "תראה לי מה יש ברשימת קניות", "show me what's on the shopping list"} {
		if s := afterTool(t, text, "add milk to shopping", memo.OpListAdd, shopping); s.Operation != memo.OpListGet {
			t.Errorf("%q after an add: %s.%s; want a list shown", text, s.Capability, s.Operation)
		}
	}
	for _, text := range []string{"תראי לי איך מכינים עוגה", "תראה לי את הדרך"} {
		s := afterTool(t, text, "add milk to shopping", memo.OpListAdd, shopping)
		if s.Operation == memo.OpListGet {
			t.Errorf("%q after an add: %s.%s; want no list shown", text, s.Capability, s.Operation)
		}
	}
}

// TestShowTheListAlone: "תראה לי את הרשימה", "תראי לי את הרשימה שלי" and
// "what's on my list" show the list meant by context (the runner says
// when there is none yet); a list named after it stays its name.
func TestShowTheListAlone(t *testing.T) {
	for text, name := range map[string]string{"תראה לי את הרשימה": "", "תראי לי את הרשימה שלי": "", "what's on my list": "",
		"תראה לי את הרשימה של הקניות": "קניות"} {
		s := plan(t, text, "קניות").Steps[0]
		if s.Operation != memo.OpListGet || s.Lists.Name != name {
			t.Errorf("%q: %s %+v; want the list %q shown", text, s.Operation, s.Lists, name)
		}
	}
}
