package offline_test

import (
	"context"
	"slices"
	"testing"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
)

// planOccasion plans text with the given lists and focus; err is kept.
func planOccasion(text string, focus *memo.FocusItem, lists ...string) (memo.Plan, error) {
	lang, ok := memo.DetectLanguage(text)
	if !ok {
		lang = memo.English
	}
	return offline.New().Plan(context.Background(), memo.PlanRequest{
		TurnID: "turn", Text: text, Lang: lang, Now: now, Loc: jerusalem, Focus: focus, ListNames: lists,
	})
}

// TestItemForOccasion: a thing added with what it is for ("נרות שבת",
// "יין לשבת", "for shabbat", "למסיבה"), "also"/"גם" or not, is never an
// event: with a list in view it goes on it, with none groceries go on the
// shopping list (made when there is none) and anything else is declined as
// "תוסיף חלב" is. An event's noun, a day said with ב or the calendar named
// keep the event.
func TestItemForOccasion(t *testing.T) {
	type want struct {
		op    memo.Op
		name  string
		items []string
	}
	for _, c := range []struct {
		text  string
		focus *memo.FocusItem
		lists []string
		want  want
	}{
		// No list in view: groceries for an occasion go on the shopping list.
		{"תוסיפי גם יין לשבת", nil, nil, want{memo.OpListAdd, "קניות", []string{"יין"}}},
		{"תוסיפי גם יין לשבת", nil, []string{"shopping"}, want{memo.OpListAdd, "shopping", []string{"יין"}}},
		{"תוסיף גם חלב וביצים לשבת", nil, []string{"קניות"}, want{memo.OpListAdd, "קניות", []string{"חלב", "ביצים"}}},
		{"also add wine for shabbat", nil, []string{"shopping"}, want{memo.OpListAdd, "shopping", []string{"wine"}}},
		{"add wine for shabbat too", nil, nil, want{memo.OpListAdd, "shopping", []string{"wine"}}},
		// The verb run into "also"/"גם" by a fast thumb.
		{"תוסיפיגם יין לשבת", nil, nil, want{memo.OpListAdd, "קניות", []string{"יין"}}},
		{"alsoadd wine for shabbat", nil, []string{"shopping"}, want{memo.OpListAdd, "shopping", []string{"wine"}}},
		{"תוסיפיגם חלב", looseKniyot, []string{"קניות"}, want{memo.OpListAdd, "קניות", []string{"חלב"}}},
		// A list in view takes the thing, construct and all.
		{"תוסיפי גם נרות שבת", looseKniyot, []string{"קניות"}, want{memo.OpListAdd, "קניות", []string{"נרות שבת"}}},
		{"תוסיפי גם יין לשבת", looseKniyot, []string{"קניות"}, want{memo.OpListAdd, "קניות", []string{"יין"}}},
		{"also add candles for the party", looseShopping, []string{"shopping"}, want{memo.OpListAdd, "shopping", []string{"candles"}}},
		// No list in view and no grocery: declined, never an event.
		{"תוסיפי גם נרות שבת", nil, nil, want{}},
		{"תוסיפי גם נרות שבת", nil, []string{"קניות"}, want{}},
		{"תוסיף נרות שבת", nil, nil, want{}},
		{"תוסיף גם חלות שבת", nil, nil, want{}},
		{"תוסיף גם בלונים למסיבה", nil, nil, want{}},
		{"תוסיף גם חלב", nil, []string{"קניות", "ציוד"}, want{}},
		// Near misses: an event's noun, a day with ב, the calendar named.
		{"תוסיף פגישה עם דני בשבת בעשר", nil, nil, want{memo.OpEventCreate, "", nil}},
		{"add dinner with mom on saturday at 8 to my calendar", nil, nil, want{memo.OpEventCreate, "", nil}},
		{"תוסיף גם ריצה בשבת", nil, nil, want{memo.OpEventCreate, "", nil}},
		{"תוסיף מסיבה בשבת", nil, nil, want{memo.OpEventCreate, "", nil}},
	} {
		p, err := planOccasion(c.text, c.focus, c.lists...)
		var s memo.Step
		if err == nil && len(p.Steps) > 0 {
			s = p.Steps[0]
		}
		switch c.want.op {
		case "":
			if err == nil && s.Capability != memo.CapGeneral {
				t.Errorf("%q (lists %v): %s.%s; want it declined", c.text, c.lists, s.Capability, s.Operation)
			}
			if s.Operation == memo.OpEventCreate {
				t.Errorf("%q: an event; want none", c.text)
			}
		case memo.OpEventCreate:
			if err != nil || s.Operation != memo.OpEventCreate {
				t.Errorf("%q: %s %v; want an event", c.text, s.Operation, err)
			}
		default:
			if err != nil || s.Lists == nil || s.Operation != c.want.op || s.Lists.Name != c.want.name || !slices.Equal(s.Lists.Items, c.want.items) {
				t.Errorf("%q (lists %v): %s %+v %v; want %s %q %q", c.text, c.lists, s.Operation, s.Lists, err, c.want.op.Name(), c.want.name, c.want.items)
			}
		}
	}
}

// TestAnForAnd: "an" typed for "and" after a grocery cuts a run of items
// ("milk bread an ice"); "half an onion", "an apple" and "an" after a word
// no grocery ends with keep it.
func TestAnForAnd(t *testing.T) {
	for text, want := range map[string][]string{
		"milk bread an ice":     {"milk", "bread", "ice"},
		"bread an butter":       {"bread", "butter"},
		"peanut butter an jam":  {"peanut butter", "jam"},
		"eggs an onion":         {"eggs", "onion"},
		"half an onion":         {"half an onion"},
		"an apple":              {"an apple"},
		"a gift an a card":      {"a gift an a card"},
		"milk, bread an 2 bags": {"milk", "bread an 2 bags"},
	} {
		if got := offline.SplitItems(text); !slices.Equal(got, want) {
			t.Errorf("SplitItems(%q) = %q; want %q", text, got, want)
		}
	}
	for _, c := range []struct {
		text  string
		focus *memo.FocusItem
		items []string
	}{
		{"add milk bread an ice", looseShopping, []string{"milk", "bread", "ice"}},
		{"shopping list: milk bread an ice", nil, []string{"milk", "bread", "ice"}},
		{"add peanut butter an jam to the shopping list", nil, []string{"peanut butter", "jam"}},
		{"add half an onion", looseShopping, []string{"half an onion"}},
	} {
		p, err := planOccasion(c.text, c.focus, "shopping")
		if err != nil || p.Steps[0].Lists == nil || !slices.Equal(p.Steps[0].Lists.Items, c.items) {
			t.Errorf("%q: %+v %v; want items %q", c.text, p.Steps, err, c.items)
		}
	}
}

// TestCalledBack: a call told come from the one a call task is about
// ("she called me", Pidgin "she don call me", "היא התקשרה אליי", "אמא כבר
// התקשרה") completes that task in focus; said after a request to call
// them it is why, no word of the title. Near misses are not read so.
func TestCalledBack(t *testing.T) {
	callMom := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "call mom"}
	callImma := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "להתקשר לאמא"}
	buyMilk := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "buy milk"}
	weekly := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "call mom", Recurring: true}
	for _, c := range []struct {
		text  string
		focus *memo.FocusItem
		done  bool
	}{
		{"she called me", callMom, true},
		{"she has called me already", callMom, true},
		{"she don call me", callMom, true},
		{"e don call me", callMom, true},
		{"mom called me", callMom, true},
		{"she don call me", callImma, true},
		{"היא התקשרה אליי", callImma, true},
		{"אמא כבר התקשרה", callImma, true},
		// Near misses.
		{"dana called me", callMom, false},
		{"she called me at 5", callMom, false},
		{"she called me names", callMom, false},
		{"she called me?", callMom, false},
		{"she don't call me", callMom, false},
		{"she called me", buyMilk, false},
		{"she called me", weekly, false},
		{"she don call me", nil, false},
		{"היא התקשרה אליי", nil, false},
	} {
		p, err := planOccasion(c.text, c.focus)
		done := err == nil && len(p.Steps) == 1 && p.Steps[0].Operation == memo.OpTaskComplete
		if done != c.done {
			t.Errorf("%q of %v: %+v %v; want done %v", c.text, c.focus, p.Steps, err, c.done)
		}
	}
	checkMade(t, "", map[string]string{
		"remind me at 5 to call mom, she don call me": "call mom",
		"remind me at 5 to call mom, she called me":   "call mom",
		"תזכיר לי ב5 להתקשר לאמא היא התקשרה אליי":     "להתקשר לאמא",
		"remind me at 5 to text dad, she called me":   "text dad, she called me",
		"remind me at 5 to ask mom why she called me": "ask mom why she called me",
	})
}
