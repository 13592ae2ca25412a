package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestListAskedByName: "מה יש ב<name>", "what's on/in <name>", "מה צריך
// ל<name>" and "what do I need for <name>" show the
// user's list of that name (ב peeled by word; "the", "my", "list"
// dropped); a name that is a time, or no list of the user's, leaves the
// question to the calendar or the memory as before.
func TestListAskedByName(t *testing.T) {
	lists := []string{"הזמנות לשישי", "קניות", "orders for friday", "packing", "עוגה", "cake"}
	checkListCases(t, nil, []listCase{
		{text: "מה יש בהזמנות לשישי", lists: lists, op: memo.OpListGet, name: "הזמנות לשישי"},
		{text: "מה בהזמנות לשישי?", lists: lists, op: memo.OpListGet, name: "הזמנות לשישי"},
		{text: "מה יש לי בקניות", lists: lists, op: memo.OpListGet, name: "קניות"},
		{text: "מה ברשימת הזמנות לשישי", lists: lists, op: memo.OpListGet, name: "הזמנות לשישי"},
		{text: "what's on orders for friday", lists: lists, op: memo.OpListGet, name: "orders for friday"},
		{text: "what's in my orders for friday?", lists: lists, op: memo.OpListGet, name: "orders for friday"},
		{text: "what is on the packing list", lists: lists, op: memo.OpListGet, name: "packing"},
		// What a list is for: "what do I need for <name>".
		{text: "מה צריך לעוגה", lists: lists, op: memo.OpListGet, name: "עוגה"},
		{text: "מה עוד חסר לעוגה?", lists: lists, op: memo.OpListGet, name: "עוגה"},
		{text: "what do I need for the cake?", lists: lists, op: memo.OpListGet, name: "cake"},
		{text: "what's needed for the cake", lists: lists, op: memo.OpListGet, name: "cake"},
		{text: "מה צריך לעשות מחר", lists: lists},
		{text: "what do I need for the party", lists: lists},
		// A day, or no list by that name: not a list.
		{text: "מה יש לי ביום שישי", lists: lists},
		{text: "מה יש במקרר", lists: lists},
		{text: "what's on friday", lists: lists},
		{text: "what's on my calendar tomorrow", lists: lists},
		{text: "מה יש בהזמנות לשישי"},
		{text: "what's on orders for friday"},
	})
	// With no list of that name the question is asked of the memory, as
	// before.
	for _, text := range []string{"מה יש במקרר", "מה יש בכספת?"} {
		if p := planLists(t, text, nil, lists...); len(p.Steps) == 0 || p.Steps[0].Capability != memo.CapMemory {
			t.Errorf("%q: %+v; want a memory question", text, p.Steps)
		}
	}
}
