package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestListNameKeepsWordHe: a list's name whose first word opens with ה as
// a word ("הזמנות", "הוצאות", "הערות") keeps the letter; a ה glued on as
// "the" ("הקניות", "ההזמנות") is peeled.
func TestListNameKeepsWordHe(t *testing.T) {
	checkListCases(t, nil, []listCase{
		{text: "תוסיף לרשימת הזמנות לרפת: תערובת לעגלות, יוד לטבילה", op: memo.OpListAdd, name: "הזמנות לרפת", items: []string{"תערובת לעגלות", "יוד לטבילה"}},
		{text: "תוסיף לרשימת הוצאות: חשמל, ארנונה", op: memo.OpListAdd, name: "הוצאות", items: []string{"חשמל", "ארנונה"}},
		{text: "תוסיף לרשימת הכנות לחג: לנקות, לקנות יין", op: memo.OpListAdd, name: "הכנות לחג", items: []string{"לנקות", "לקנות יין"}},
		{text: "תוסיף לרשימת ההזמנות: תערובת", lists: []string{"הזמנות"}, op: memo.OpListAdd, name: "הזמנות", items: []string{"תערובת"}},
		{text: "תוסיף לרשימת הערות: לבדוק את המזגן", lists: []string{"הערות"}, op: memo.OpListAdd, name: "הערות", items: []string{"לבדוק את המזגן"}},
		// Near-misses: "the" before a word is still peeled.
		{text: "תוסיף לרשימת הקניות: חלב", lists: []string{"קניות"}, op: memo.OpListAdd, name: "קניות", items: []string{"חלב"}},
		{text: "תוסיף לרשימת הסידורים: דואר, בנק", op: memo.OpListAdd, name: "סידורים", items: []string{"דואר", "בנק"}},
	})
}
