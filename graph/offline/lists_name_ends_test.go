package offline_test

import (
	"context"
	"testing"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
)

// TestListNameEnds: a new list's one-word name said before items with no
// colon, the first item of several words, may be a name of two words
// ("לרשימת בית מרקחת אקמול, …"): asked, never cut by guess. Items said
// with no commas at all are asked about as well. A list the user has, a
// word for the shopping list, a name with what it is for ("ציוד לטיול"),
// or a first item of one word read as before. A new list "for" a thing
// said with groceries after it and no comma ("רשימה לעוגה קמח סוכר
// ביצים") has them as its items; one grocery alone after it is asked.
func TestListNameEnds(t *testing.T) {
	for _, tt := range []struct {
		text string
		why  memo.Why
	}{
		{"תוסיף לרשימת בית מרקחת אקמול, נורופן לילדים, מסכות", memo.WhyListNameEnds},
		{"לרשימת ציוד שק שינה, פנס, מים", memo.WhyListNameEnds},
		{"תוסיפי לרשימת חדר כושר מגבת, בקבוק מים", memo.WhyListNameEnds},
		{"תוסיף לרשימת חלקים שמן 5w30 פילטר אוויר מצבר 70 אמפר", memo.WhyItemsRunOn},
		{"רשימה לעוגה קמח", memo.WhyListNameEnds},
		{"תפתחי רשימה לשבת יין", memo.WhyListNameEnds},
	} {
		_, err := offline.New().Plan(context.Background(), memo.PlanRequest{TurnID: "turn", Text: tt.text, Lang: memo.Hebrew, Now: now, Loc: jerusalem})
		if why, _ := memo.WhyOf(err); why != tt.why {
			t.Errorf("%q: %v; want %s", tt.text, err, tt.why)
		}
	}
	checkListCases(t, nil, []listCase{
		{text: "תוסיף לרשימת בית מרקחת אקמול, נורופן לילדים", lists: []string{"בית מרקחת"}, op: memo.OpListAdd, name: "בית מרקחת", items: []string{"אקמול", "נורופן לילדים"}},
		{text: "לרשימת המסיבה כוסות, עוגה ונרות", op: memo.OpListAdd, name: "מסיבה", items: []string{"כוסות", "עוגה", "נרות"}},
		{text: "תוסיף לרשימת קניות גבינה צהובה, חלב", op: memo.OpListAdd, name: "קניות", items: []string{"גבינה צהובה", "חלב"}},
		{text: "לרשימת ציוד לטיול שק שינה, פנס", op: memo.OpListAdd, name: "ציוד לטיול", items: []string{"שק שינה", "פנס"}},
		{text: "תכיני לי רשימה לעוגה קמח סוכר ביצים שמרים קינמון", op: memo.OpListCreate, name: "עוגה", items: []string{"קמח", "סוכר", "ביצים", "שמרים", "קינמון"}},
		{text: "רשימה חדשה לפיקניק חומוס פיתות במבה", op: memo.OpListCreate, name: "פיקניק", items: []string{"חומוס", "פיתות", "במבה"}},
		{text: "תפתח רשימה לחדר כושר", op: memo.OpListCreate, name: "חדר כושר"},
		{text: "רשימה למסיבת יום הולדת", op: memo.OpListCreate, name: "מסיבת יום הולדת"},
		{text: "לרשימת הבית: נורות, מברג", op: memo.OpListCreate, name: "בית", items: []string{"נורות", "מברג"}},
	})
}
