package offline_test

import (
	"reflect"
	"testing"

	"github.com/memo-assistant/memo"
)

// TestListSaidAround: a list change said around its command — a need or
// a wish before it, a bare list name before a colon, an item after the
// list, "there"/"לשם"/"also" beside an item, a reason after an item taken
// off — changes the list with the items only. Near misses are not read as
// list changes.
func TestListSaidAround(t *testing.T) {
	base := &memo.FocusItem{Capability: memo.CapLists, Kind: memo.FocusList, ID: "l9", Title: "ציוד לבסיס"}
	for _, tc := range []struct {
		text  string
		focus *memo.FocusItem
		op    memo.Op // "": not a list change
		list  string
		items []string
	}{
		// A need or a wish before the addition.
		{"אני צריכה להוסיף לרשימת קניות חלב, לחם, במבה וביצים", nil, memo.OpListAdd, "קניות", []string{"חלב", "לחם", "במבה", "ביצים"}},
		{"צריך להוסיף לקניות גבינה", nil, memo.OpListAdd, "קניות", []string{"גבינה"}},
		{"בא לי להכניס לרשימת הקניות שוקולד", nil, memo.OpListAdd, "קניות", []string{"שוקולד"}},
		{"i need to add eggs and flour to the shopping list", nil, memo.OpListAdd, "shopping", []string{"eggs", "flour"}},
		{"I want to put apples on the shopping list", nil, memo.OpListAdd, "shopping", []string{"apples"}},
		{"I need to put the kids to bed", nil, "", "", nil},
		{"אני צריך לשים את הכביסה במכונה", nil, "", "", nil},
		// A bare list name before a colon.
		{"add to shopping: tea, honey, lemons, cottage cheese", nil, memo.OpListAdd, "shopping", []string{"tea", "honey", "lemons", "cottage cheese"}},
		{"add to packing: socks, charger", nil, memo.OpListAdd, "packing", []string{"socks", "charger"}},
		{"תוסיף לקניות: חלב, לחם", nil, memo.OpListAdd, "קניות", []string{"חלב", "לחם"}},
		{"add to calendar: dentist tomorrow at 5", nil, memo.OpEventCreate, "", nil},
		// An item after the list.
		{"put diapers size 4 on my shopping list, and wipes", nil, memo.OpListAdd, "shopping", []string{"diapers size 4", "wipes"}},
		{"add milk to the shopping list and also eggs", nil, memo.OpListAdd, "shopping", []string{"milk", "eggs"}},
		{"תוסיף חלב לרשימת קניות, וגם ביצים", nil, memo.OpListAdd, "קניות", []string{"חלב", "ביצים"}},
		{"תוסיף טונה לרשימת הקניות וגם תירס", nil, memo.OpListAdd, "קניות", []string{"טונה", "תירס"}},
		{"add milk bread and prune juice to my shopping list comma also bananas", nil, memo.OpListAdd, "shopping", []string{"milk", "bread", "prune juice", "bananas"}},
		{"add eggs to my shopping list, also bananas", nil, memo.OpListAdd, "shopping", []string{"eggs", "bananas"}},
		{"add eggs to my shopping list. oh also bananas", nil, memo.OpListAdd, "shopping", []string{"eggs", "bananas"}},
		{"תוסיף חלב לרשימת קניות. גם בננות", nil, memo.OpListAdd, "קניות", []string{"חלב", "בננות"}},
		{"תוסיף חלב לרשימת קניות פסיק ועוד בננות", nil, memo.OpListAdd, "קניות", []string{"חלב", "בננות"}},
		{"add eggs to my shopping list, also call mom", nil, "", "", nil},
		// A count said with a unit in the singular is no hour.
		{"add to my list chilli padi, lime, 2 tray egg", nil, memo.OpListAdd, "", []string{"chilli padi", "lime", "2 tray egg"}},
		{"תוסיף לרשימה שלי עגבניות, 2 קרטון חלב", nil, memo.OpListAdd, "", []string{"עגבניות", "2 קרטון חלב"}},
		{"add milk to the shopping list and call mom", nil, "", "", nil},
		// "there", "לשם", "also" are not items.
		{"תוסיף לשם גם שמפו", base, memo.OpListAdd, "ציוד לבסיס", []string{"שמפו"}},
		{"תוסיפי גם לשם מגבת", base, memo.OpListAdd, "ציוד לבסיס", []string{"מגבת"}},
		{"add shampoo there too", base, memo.OpListAdd, "ציוד לבסיס", []string{"shampoo"}},
		{"put socks on it as well", base, memo.OpListAdd, "ציוד לבסיס", []string{"socks"}},
		{"add to packing: socks", base, memo.OpListAdd, "packing", []string{"socks"}},
		// A reason after an item taken off.
		{"בעצם תמחקי את המגבונים יש לנו", base, memo.OpListRemove, "ציוד לבסיס", []string{"המגבונים"}},
		{"תמחק את הטיטולים כבר קניתי", base, memo.OpListRemove, "ציוד לבסיס", []string{"הטיטולים"}},
		{"remove the wipes, we have some", base, memo.OpListRemove, "ציוד לבסיס", []string{"wipes"}},
		{"delete the milk from the shopping list we already have it", nil, memo.OpListRemove, "shopping", []string{"milk"}},
		{"take the string cheese off the list the kids dont eat it", base, memo.OpListRemove, "", []string{"string cheese"}},
		{"remove milk we don't need it anymore", base, memo.OpListRemove, "ציוד לבסיס", []string{"milk"}},
		{"remove the juice, nobody drinks it", base, memo.OpListRemove, "ציוד לבסיס", []string{"juice"}},
		{"תורידי את היין כבר יש", base, memo.OpListRemove, "ציוד לבסיס", []string{"היין"}},
		{"תמחקי את הלחם כבר לא צריך", base, memo.OpListRemove, "ציוד לבסיס", []string{"הלחם"}},
		{"תורידי את הפנס אין צורך", base, memo.OpListRemove, "ציוד לבסיס", []string{"הפנס"}},
		// Near misses: a name that only looks like a reason stays whole.
		{"remove the kids' snacks", base, memo.OpListRemove, "ציוד לבסיס", []string{"kids' snacks"}},
		{"תורידי את כלי הכבר", base, memo.OpListRemove, "ציוד לבסיס", []string{"כלי הכבר"}},
		// A purchase told, then a check pointing back.
		{"I have bought the milo, tick it off", base, memo.OpListCheck, "ציוד לבסיס", []string{"milo"}},
		{"i've just got the batteries", base, memo.OpListCheck, "ציוד לבסיס", []string{"batteries"}},
		// An addition with no verb, the list first.
		{"לרשימת קניות דשן, חוט ברזל", nil, memo.OpListAdd, "קניות", []string{"דשן", "חוט ברזל"}},
		{"תוסיף לרשימה קניות כוסמת, שמנת", nil, memo.OpListAdd, "קניות", []string{"כוסמת", "שמנת"}},
		{"לרשימה חלב", nil, "", "", nil},
	} {
		p, err := planWith(t, tc.text, tc.focus)
		if err != nil {
			t.Errorf("%q: %v", tc.text, err)
			continue
		}
		s := p.Steps[0]
		if tc.op == "" {
			if s.Capability == memo.CapLists {
				t.Errorf("%q: %s %+v; want no list change", tc.text, s.Operation, s.Lists)
			}
			continue
		}
		if s.Operation != tc.op {
			t.Errorf("%q: %s.%s; want %s", tc.text, s.Capability, s.Operation, tc.op)
			continue
		}
		if tc.list == "" {
			continue
		}
		if s.Lists.Name != tc.list || !reflect.DeepEqual(s.Lists.Items, tc.items) {
			t.Errorf("%q: %q %q; want %q %q", tc.text, s.Lists.Name, s.Lists.Items, tc.list, tc.items)
		}
	}
}
