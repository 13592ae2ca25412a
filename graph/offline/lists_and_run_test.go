package offline_test

import (
	"context"
	"testing"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
)

// TestItemsRunBeforeAnd: items said with no comma and an "and" before the
// last are asked about when more than two words stand before the "and"
// and the groceries do not tell where each ends; two words are one item,
// a known grocery of several words ("רד בול") is cut where it ends, and
// the user's own commas part items as said.
func TestItemsRunBeforeAnd(t *testing.T) {
	for _, text := range []string{
		"תוסיף לרשימת קניות חטיף אנרגיה קפה ובמבה",
		"תוסיף לקניות מגבת ים כיסא נוח וכובע",
		"add chocolate chip cookies and milk to the shopping list",
		"put beach towel sun hat and sunglasses on the packing list",
	} {
		_, err := offline.New().Plan(context.Background(), memo.PlanRequest{TurnID: "turn", Text: text, Now: now, Loc: jerusalem, ListNames: []string{"packing", "קניות"}})
		if why, _ := memo.WhyOf(err); why != memo.WhyItemsRunOn {
			t.Errorf("%q: %v; want items run on", text, err)
		}
	}
	checkListCases(t, nil, []listCase{
		{text: "תוסיף לרשימת קניות רד בול קפה ובמבה", op: memo.OpListAdd, name: "קניות", items: []string{"רד בול", "קפה", "במבה"}},
		{text: "תוסיף לקניות נייר טואלט ובמבה", op: memo.OpListAdd, name: "קניות", items: []string{"נייר טואלט", "במבה"}},
		{text: "add peanut butter and jam to the shopping list", op: memo.OpListAdd, name: "shopping", items: []string{"peanut butter", "jam"}},
		{text: "put eggs milk and bread on the shopping list", op: memo.OpListAdd, name: "shopping", items: []string{"eggs", "milk", "bread"}},
		{text: "add coca cola coffee and bread to shopping", op: memo.OpListAdd, name: "shopping", items: []string{"coca cola", "coffee", "bread"}},
		// Supplies bought with the groceries, "n" for "and", a filler, a
		// grocery named by two words, a closing "please" after a comma.
		{text: "add diesel rope n bait to the list", op: memo.OpListAdd, items: []string{"diesel", "rope", "bait"}},
		{text: "תוסיף לרשימת קניות סולר חבל ופיתיון", op: memo.OpListAdd, name: "קניות", items: []string{"סולר", "חבל", "פיתיון"}},
		{text: "add to my shopping list coffee pods sparkling water and uh sign stakes", op: memo.OpListAdd, name: "shopping", items: []string{"coffee pods", "sparkling water", "sign stakes"}},
		{text: "Would you add marmalade, Earl Grey tea and shoe polish to the shopping list, please.", op: memo.OpListAdd, name: "shopping", items: []string{"marmalade", "Earl Grey tea", "shoe polish"}},
		{text: "תוסיפי לרשימת קניות ריבה, תה ומשחת נעליים, בבקשה.", op: memo.OpListAdd, name: "קניות", items: []string{"ריבה", "תה", "משחת נעליים"}},
		// Near misses: the user's commas part them, or an amount is no word
		// of the item; a supply word beside a word of no grocery keeps them one.
		{text: "add jump rope and bait to the packing list", op: memo.OpListAdd, name: "packing", items: []string{"jump rope", "bait"}},
		{text: "תוסיף לקניות חלב, חטיף אנרגיה קפה ובמבה", op: memo.OpListAdd, name: "קניות", items: []string{"חלב", "חטיף אנרגיה קפה", "במבה"}},
		{text: "תוסיף לקניות 2 קילו עגבניות ומלפפונים", op: memo.OpListAdd, name: "קניות", items: []string{"2 קילו עגבניות", "מלפפונים"}},
	})
}

// TestBareListHead: "רשימה" not bound to a name, then items cut by
// commas, is a new list of those items whose name is asked, as after
// "רשימה:"; where the first words may be the name or say what the list
// is for, nothing is made, and never a list named with the items.
func TestBareListHead(t *testing.T) {
	checkListCases(t, nil, []listCase{
		{text: "רשימה שמן מנוע, פילטר אוויר, מגבים", op: memo.OpListCreate, items: []string{"שמן מנוע", "פילטר אוויר", "מגבים"}},
		{text: "תכין רשימה חדשה מגבת, בקבוק מים", op: memo.OpListCreate, items: []string{"מגבת", "בקבוק מים"}},
		// Near misses.
		{text: "רשימה לטיול פנס, אוהל"},
		{text: "רשימה קניות חלב, ביצים"},
		{text: "רשימה של דברים, אבל לא עכשיו"},
	})
}

// TestTaskLoanHE: "task" written in Hebrew letters is משימה: "טסק",
// "טסקים", behind a prefix ("הטסקים"); a word that only holds its letters
// is not.
func TestTaskLoanHE(t *testing.T) {
	for text, want := range map[string]memo.Op{
		"תוסיף טסק: לשלם ארנונה": memo.OpTaskCreate,
		"טסק: לשלם ארנונה":       memo.OpTaskCreate,
		"מה הטסקים שלי":          memo.OpTaskGetAll,
		"טאסקים":                 memo.OpTaskGetAll,
	} {
		if s := plan(t, text).Steps[0]; s.Operation != want {
			t.Errorf("%q: %s; want %s", text, s.Operation, want)
		}
	}
	if s := plan(t, "תוסיף טסק: לשלם ארנונה").Steps[0]; s.Tasks == nil || s.Tasks.Drafts[0].Text != "לשלם ארנונה" {
		t.Errorf("טסק: %+v; want the task לשלם ארנונה", s.Tasks)
	}
	if s := plan(t, "תזכיר לי מחר ב-9 לקנות מסקרה").Steps[0]; s.Tasks == nil || s.Tasks.Drafts[0].Text != "לקנות מסקרה" {
		t.Errorf("מסקרה: %+v; want it kept", s.Tasks)
	}
}

// TestObjectMarkerOff: "תזכיר לי את X" reminds of X; the marker is no
// word of the title, and a marker before a pronoun is left to its readers.
func TestObjectMarkerOff(t *testing.T) {
	for text, want := range map[string]string{
		"תזכיר לי את התרופות בערב":           "התרופות",
		"תזכירי לי מחר ב-5 את הפגישה עם דנה": "הפגישה עם דנה",
		"תזכיר לי לקחת את התרופות בערב":      "לקחת את התרופות",
	} {
		if s := plan(t, text).Steps[0]; s.Tasks == nil || s.Tasks.Drafts[0].Text != want {
			t.Errorf("%q: %+v; want %q", text, s.Tasks, want)
		}
	}
	if s := plan(t, "תזכיר לי את זה מחר ב-5").Steps[0]; s.Tasks != nil && len(s.Tasks.Drafts) > 0 && s.Tasks.Drafts[0].Text == "זה" {
		t.Errorf("את זה: read as a thing called זה")
	}
}

// TestNoteHeadingHE: "פתק: …", "פתק לעצמי: …" keep the fact, as "note:"
// does; a thing to do after it, or "פתק" with no colon before no fact
// said with its "is", is not kept.
func TestNoteHeadingHE(t *testing.T) {
	for text, want := range map[string]string{
		"פתק: הקוד של השער 4321":       "הקוד של השער 4321",
		"פתק לעצמי: הקוד של השער 4321": "הקוד של השער 4321",
		"הערה לעצמי: החניתי בקומה 3":   "החניתי בקומה 3",
		"פתק הקוד של הלוקר הוא 4412":   "הקוד של הלוקר הוא 4412",
	} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpMemoryStore || s.Memory.Draft == nil || s.Memory.Draft.Text != want {
			t.Errorf("%q: %s %+v; want %q kept", text, s.Operation, s.Memory, want)
		}
	}
	for _, text := range []string{"פתק: לקנות חלב", "פתק חניה 250", "פתק מהגננת על הטיול"} {
		if s := plan(t, text).Steps[0]; s.Operation == memo.OpMemoryStore {
			t.Errorf("%q: kept %+v; want no fact", text, s.Memory.Draft)
		}
	}
}
