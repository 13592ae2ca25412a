package graph_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
)

// TestItemNamedWithTheAfterAnotherTurn: with the list no longer in view,
// "delete the X" or "bought the X" that names a list's item (Hebrew
// writes "the" onto the word: "הבושם") and no task acts on the item: done
// checks it, delete takes it off.
func TestItemNamedWithTheAfterAnotherTurn(t *testing.T) {
	for _, c := range []struct {
		add, say        string
		op              memo.Op
		left, unchecked string
	}{
		{"תוסיף לרשימת הקניות שמן זית, בושם", "תמחק את הבושם", memo.OpListRemove, "שמן זית", "שמן זית"},
		{"תוסיף לרשימת הקניות שמן זית, בושם", "קניתי את השמן זית", memo.OpListCheck, "בושם, שמן זית", "בושם"},
		{"add olive oil, perfume to the shopping list", "delete the perfume", memo.OpListRemove, "olive oil", "olive oil"},
		{"add olive oil, perfume to the shopping list", "i bought the olive oil", memo.OpListCheck, "olive oil, perfume", "perfume"},
		// A completion told, then "tick that off": the item that opens
		// with the told verb and names what was told.
		{"add buy stamps, post the parcel to the errands list", "I have bought the stamps, please tick that off my list", memo.OpListCheck, "buy stamps, post the parcel", "post the parcel"},
		{"תוסיף לכתוב כרטיסים, לשלוח חבילה לרשימת סידורים", "כתבתי את הכרטיסים, תסמני את זה", memo.OpListCheck, "לכתוב כרטיסים, לשלוח חבילה", "לשלוח חבילה"},
	} {
		t.Run(c.say, func(t *testing.T) {
			r, db := calendarRunner(t, nil, offline.New(), func(s memo.ConversationState) memo.ConversationState { return s })
			say(t, r, c.add)
			say(t, r, "remind me to call mom tomorrow at 10")
			out := say(t, r, c.say)
			if !out.Success || out.Pending != nil || out.Result == nil || out.Result.Operation != c.op {
				t.Fatalf("%q: %+v; want %s", c.say, out, c.op.Name())
			}
			if got := left(t, db); got != "call mom | "+c.left {
				t.Errorf("after %q: %s; want call mom | %s", c.say, got, c.left)
			}
			lists, err := db.FindLists(t.Context(), "chat")
			if err != nil {
				t.Fatal(err)
			}
			var open []string
			for _, it := range lists[0].Items {
				if !it.Checked {
					open = append(open, it.Text)
				}
			}
			slices.Sort(open)
			if got := strings.Join(open, ", "); got != c.unchecked {
				t.Errorf("after %q: unchecked %s; want %s", c.say, got, c.unchecked)
			}
		})
	}
}
