package offline_test

import (
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestSelfChatterAfterItem: a clause about oneself said after the thing
// with no pause ("i'm literally out of socks", "i always forget", "we're
// out", "omg", "נגמרו לי הגרביים", "אני תמיד שוכחת", "אין לנו כבר סבון")
// is chatter, and "to do laundry" keeps its "do". What one is to tell
// someone, or a clause the thing opens ("buy what we're out of", "check if
// we're out of milk", "מה שנגמר לנו"), stays with the thing.
func TestSelfChatterAfterItem(t *testing.T) {
	checkTasks(t, []taskRow{
		{"remind me to do laundry tonight at like 9 i'm literally out of socks", "do laundry", at(20, 21, 0)},
		{"remind me to do laundry tonight at 9 im out of socks", "do laundry", at(20, 21, 0)},
		{"remind me in 20 minutes to take my meds i always forget", "take my meds", at(20, 9, 20)},
		{"remind me in 20 minutes to take my meds i keep forgetting", "take my meds", at(20, 9, 20)},
		{"remind me tomorrow at 5 to call mom omg", "call mom", at(21, 17, 0)},
		{"remind me to buy milk tomorrow at 8 we're out", "buy milk", at(21, 8, 0)},
		{"remind me to buy milk tomorrow at 8 we ran out", "buy milk", at(21, 8, 0)},
		{"remind me to do the dishes tomorrow at 8", "do the dishes", at(21, 8, 0)},
		{"תזכיר לי הערב ב9 לעשות כביסה נגמרו לי הגרביים", "לעשות כביסה", at(20, 21, 0)},
		{"תזכיר לי הערב ב9 לעשות כביסה כי אחרת אני אשכח", "לעשות כביסה", at(20, 21, 0)},
		{"תזכיר לי הערב ב9 לעשות כביסה אחרת אשכח", "לעשות כביסה", at(20, 21, 0)},
		{"תזכיר לי בעוד 20 דקות לקחת כדור אני תמיד שוכחת", "לקחת כדור", at(20, 9, 20)},
		{"תזכיר לי מחר ב8 לקנות סבון אין לנו כבר סבון", "לקנות סבון", at(21, 8, 0)},
		// Near misses: the clause is the thing's own.
		{"remind me to tell dan i'm late tomorrow at 5", "tell dan i'm late", at(21, 17, 0)},
		{"remind me tomorrow at 9 to check if we're out of milk", "check if we're out of milk", at(21, 9, 0)},
		{"remind me tomorrow at 5 to tell dan i always forget his birthday", "tell dan i always forget his birthday", at(21, 17, 0)},
		{"תזכיר לי מחר ב8 לקנות מה שנגמר לנו", "לקנות מה שנגמר לנו", at(21, 8, 0)},
		{"תזכיר לי מחר ב8 להגיד לדן אני תמיד מאחר", "להגיד לדן אני תמיד מאחר", at(21, 8, 0)},
		{"תזכיר לי מחר ב8 להגיד לדן שנגמר לנו החלב", "להגיד לדן שנגמר לנו החלב", at(21, 8, 0)},
	})
	// A tail that asks for something of its own is the request.
	for text, want := range map[string]string{
		"if possible, we're out of sunscreen add them to shopping":             "sunscreen",
		"אם את יכולה נגמר לנו בננה ושמן זית תוסיף לרשימת ציוד לטיול תודה מותק": "בננה",
	} {
		s := plan(t, text, "shopping", "ציוד לטיול").Steps[0]
		if s.Operation != memo.OpListAdd || s.Lists == nil || !slices.Contains(s.Lists.Items, want) {
			t.Errorf("%q: %s.%s %+v; want %q added", text, s.Capability, s.Operation, s.Lists, want)
		}
	}
	for _, text := range []string{"remind me to buy what we're out of tomorrow at 5", "remind me tomorrow at 5 to buy what we're out of"} {
		s := plan(t, text).Steps[0]
		if s.Operation == memo.OpTaskCreate && s.Tasks != nil && !strings.Contains(s.Tasks.Drafts[0].Text, "out of") {
			t.Errorf("%q: %q; the thing lost its words", text, s.Tasks.Drafts[0].Text)
		}
	}
}

// TestThereIsThing: "remind me that there is X", "that we have X", "תזכיר
// לי שיש לנו X" is a reminder of X; someone else's ("שיש לדנה …") keeps
// whose it is.
func TestThereIsThing(t *testing.T) {
	checkTasks(t, []taskRow{
		{"תזכירי לי מחר ב10 שיש לנו טיפת חלב עם נועם", "טיפת חלב עם נועם", at(21, 10, 0)},
		{"תזכיר לי שיש לנו אסיפת הורים מחר ב7", "אסיפת הורים", at(21, 7, 0)},
		{"תזכיר לי שיש לי תור לרופא מחר ב9", "תור לרופא", at(21, 9, 0)},
		{"remind me tomorrow at 9 that we have a parents meeting", "a parents meeting", at(21, 9, 0)},
		{"remind me tomorrow at 9 that i have a dentist appointment", "a dentist appointment", at(21, 9, 0)},
		{"remind me there is a parents meeting tomorrow at 7", "a parents meeting", at(21, 7, 0)},
		{"remind me tomorrow at 9 that theres a bake sale", "a bake sale", at(21, 9, 0)},
		{"תזכיר לי מחר ב9 שיש לדנה יום הולדת", "לדנה יום הולדת", at(21, 9, 0)},
		{"remind me tomorrow at 9 that i have to call dan", "call dan", at(21, 9, 0)},
	})
}

// TestMoreOnTheList: right after an add, "ועוד X" and "and also X" add X;
// "ועוד", "ועוד אחד" name no item.
func TestMoreOnTheList(t *testing.T) {
	kniyot := &memo.FocusItem{Capability: memo.CapLists, Kind: memo.FocusList, ID: "l2", Title: "קניות"}
	shopping := &memo.FocusItem{Capability: memo.CapLists, Kind: memo.FocusList, ID: "l1", Title: "shopping"}
	for _, tc := range []struct {
		before, text string
		list         *memo.FocusItem
		want         []string // nil: no item added
	}{
		{"תוסיף חלב לרשימת קניות", "ועוד סבון כביסה לתינוקות", kniyot, []string{"סבון כביסה לתינוקות"}},
		{"תוסיף חלב לרשימת קניות", "וגם סבון כביסה", kniyot, []string{"סבון כביסה"}},
		{"תוסיף חלב לרשימת קניות", "ועוגה", kniyot, []string{"עוגה"}},
		{"add milk to the shopping list", "and also baby laundry soap", shopping, []string{"baby laundry soap"}},
		{"תוסיף חלב לרשימת קניות", "ועוד", kniyot, nil},
		{"תוסיף חלב לרשימת קניות", "ועוד אחד", kniyot, nil},
	} {
		s := afterTool(t, tc.text, tc.before, memo.OpListAdd, tc.list)
		added := s.Operation == memo.OpListAdd && s.Lists != nil
		switch {
		case tc.want == nil && added:
			t.Errorf("%q after %q: added %q; want no item", tc.text, tc.before, s.Lists.Items)
		case tc.want != nil && (!added || !slices.Equal(s.Lists.Items, tc.want)):
			t.Errorf("%q after %q: %s.%s %+v; want %q added", tc.text, tc.before, s.Capability, s.Operation, s.Lists, tc.want)
		}
	}
}

// TestRangeEndAfterPlace: the end of a range said after the place ("ב8
// בבוקר במטווח עד 4", "8am at the range till 4") is the event's end, and
// "at" before a range of hours is no word of the title. What stands
// between is a place only: "with dana till 11" is not read so.
func TestRangeEndAfterPlace(t *testing.T) {
	checkEvents(t, []eventRow{
		{"קורס ריענון נשק ביום חמישי הבא ב8 בבוקר במטווח עד 4", "קורס ריענון נשק במטווח", at(29, 8, 0), 8 * time.Hour},
		{"שמירה מחר ב8 בבסיס עד 16:00", "שמירה בבסיס", at(21, 8, 0), 8 * time.Hour},
		{"פגישה מחר ב8 בבוקר במשרד עד 4 אחר הצהריים", "פגישה במשרד", at(21, 8, 0), 8 * time.Hour},
		{"training thu 8am at the range till 4", "training at the range", at(22, 8, 0), 8 * time.Hour},
		{"add training thu 8am at the range till 4 to my calendar", "training at the range", at(22, 8, 0), 8 * time.Hour},
		{"workshop friday 9am in room B till 1pm", "workshop in room B", at(23, 9, 0), 4 * time.Hour},
		{"meeting tomorrow at 9 to 11 at the office", "meeting at the office", at(21, 9, 0), 2 * time.Hour},
	})
	for _, text := range []string{"meeting tomorrow at 9 with dana till 11", "תזכיר לי מחר ב8 ללכת לים עד 4"} {
		s := plan(t, text).Steps[0]
		if s.Operation == memo.OpEventCreate && s.Calendar != nil && s.Calendar.Drafts[0].End.Sub(s.Calendar.Drafts[0].Start) > time.Hour {
			t.Errorf("%q: read as a range %+v", text, s.Calendar.Drafts[0])
		}
	}
}

// TestThingStateAfterItem: the state of the thing said of "it" after the
// deed, as its reason ("its dying rn", "it's almost dead", "כי הוא
// נגמר"), is no part of the reminder and its "rn" no second time. Near
// misses: what someone is told, and a state the deed asks about, stay.
func TestThingStateAfterItem(t *testing.T) {
	checkTasks(t, []taskRow{
		{"remind me in 20 min to charge my controller its dying rn", "charge my controller", at(20, 9, 20)},
		{"remind me in 20 min to charge my controller, its dying", "charge my controller", at(20, 9, 20)},
		{"remind me in 20 min to charge my phone it's almost dead", "charge my phone", at(20, 9, 20)},
		{"remind me tomorrow at 8 to buy gas because it's running low", "buy gas", at(21, 8, 0)},
		{"תזכיר לי בעוד 20 דקות להטעין את השלט כי הוא נגמר", "להטעין את השלט", at(20, 9, 20)},
		{"תזכיר לי בעוד 20 דקות להטעין את השלט הוא כמעט נגמר", "להטעין את השלט", at(20, 9, 20)},
		{"תזכיר לי מחר ב8 למלא את הבלון כי הוא ריק", "למלא את הבלון", at(21, 8, 0)},
		// Near misses.
		{"remind me at 5 to tell dan its dead", "tell dan its dead", at(20, 17, 0)},
		{"remind me at 5 to check if it's empty", "check if it's empty", at(20, 17, 0)},
		{"תזכיר לי מחר ב8 להגיד לדן שהוא נגמר", "להגיד לדן שהוא נגמר", at(21, 8, 0)},
	})
}
