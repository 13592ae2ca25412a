package offline_test

import (
	"context"
	"testing"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
)

// TestChangeWithReasonTimed: "<change>, <reason>" moves the item in focus
// to the change's hour; a time in the reason ("he's only back at half
// 2", "they only open at 8", "my mom gets home at 9") is when the
// reason's thing happens, never the item's.
func TestChangeWithReasonTimed(t *testing.T) {
	for text, hour := range map[string]int{
		"Move it to 3, he's only back from the game at half 2": 15,
		"make that 8, they only open at 8":                     20,
		"nvm make it 8:30 my mom gets home at 9":               20,
		"push it to 6 because my shift ends at 5":              18,
		"תעביר לשש כי הוא חוזר מאוחר":                          18,
		"תעביר לשש, הוא חוזר רק בחמש וחצי":                     18,
		"תזיז את זה ל-7 כי הגן נסגר ב-6":                       19,
	} {
		s := withFocus(text, focusReminder())
		if s.Operation != memo.OpTaskUpdate || s.Tasks.NewDue == nil || s.Tasks.NewDue.In(jerusalem).Hour() != hour {
			t.Errorf("%q: %s %+v; want the reminder moved to %d:xx", text, s.Operation, s.Tasks, hour)
		}
	}
	// Near misses: a day changed and an hour in the reason may be the
	// hour meant; a time after the change with no clause of its own is
	// no reason.
	for _, text := range []string{"move it to monday, she's free at 6", "make it 8:30 the dentist at 9", "תעביר ליום שני, היא פנויה בשש"} {
		if s := withFocus(text, focusReminder()); s.Operation == memo.OpTaskUpdate {
			t.Errorf("%q: moved %+v; want it declined", text, s.Tasks)
		}
	}
}

// TestRemoveWithReason: a removal said with why ("…, he has come today
// only", "…, my mom dropped some off", "… its 2 expensive", "jk …")
// removes the thing named, from the list in focus when a list is; the
// why is no name to look for, and its day is when it happened.
func TestRemoveWithReason(t *testing.T) {
	for _, text := range []string{
		"Cancel that reminder, he has come today only", "delete it, she already came yesterday",
		"תבטל את התזכורת, הוא כבר הגיע היום", "תבטלי את זה הוא הגיע היום",
	} {
		if s := withFocus(text, focusReminder()); s.Operation != memo.OpTaskDelete || len(s.Tasks.IDs) != 1 || s.Tasks.IDs[0] != "t1" {
			t.Errorf("%q: %s %+v; want the reminder in focus deleted", text, s.Operation, s.Tasks)
		}
	}
	// "jk" takes back what was asked, as "nvm" does: the reminder just
	// made is undone, or deleted.
	if p := planFocused(t, "jk delete that", focusReminder()); !deletes(p.Steps, "t1") && p.Steps[0].Operation != memo.OpUndo {
		t.Errorf("jk delete that: %s", stepsOf(p.Steps))
	}
	shopping := &memo.FocusItem{Capability: memo.CapLists, Kind: memo.FocusList, ID: "l1", Title: "shopping"}
	for text, item := range map[string]string{
		"remove apples, my mom dropped some off":   "apples",
		"nvm take off the headset its 2 expensive": "headset",
		"תוריד תפוחים, אמא שלי הביאה":              "תפוחים",
		"תורידי את האוזניות הן יקרות מדי":          "האוזניות",
		"תוריד תפוחים, השכנה הביאה לנו":            "תפוחים",
	} {
		s := withFocus(text, shopping)
		if s.Operation != memo.OpListRemove || len(s.Lists.Items) != 1 || s.Lists.Items[0] != item {
			t.Errorf("%q: %s %s; want %q off the list in focus", text, s.Operation, stepsOf([]memo.Step{s}), item)
		}
	}
	// Near misses: a time of day said of the thing is no reason; a
	// second item after a pause is an item; "delete it already" keeps
	// its "already".
	for _, text := range []string{"delete it, it's at 5 now", "delete it, it's tomorrow now"} {
		if s := withFocus(text, focusReminder()); s.Operation == memo.OpTaskDelete {
			t.Errorf("%q: deleted; want it declined", text)
		}
	}
	if s := withFocus("תוריד תפוחים, חלב", shopping); s.Operation != memo.OpListRemove || len(s.Lists.Items) != 2 {
		t.Errorf("two items: %s", stepsOf([]memo.Step{s}))
	}
	if s := withFocus("תמחק את זה כבר", focusReminder()); s.Operation != memo.OpTaskDelete {
		t.Errorf("תמחק את זה כבר: %s", s.Operation)
	}
}

// planFocused plans text with f in focus.
func planFocused(t *testing.T, text string, f *memo.FocusItem) memo.Plan {
	t.Helper()
	lang, _ := memo.DetectLanguage(text)
	p, err := offline.New().Plan(context.Background(), memo.PlanRequest{TurnID: "turn", Text: text, Lang: lang, Now: now, Loc: jerusalem, Focus: f})
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// deletes reports whether steps delete the task id.
func deletes(steps []memo.Step, id string) bool {
	for _, s := range steps {
		if s.Operation == memo.OpTaskDelete && s.Tasks != nil && len(s.Tasks.IDs) == 1 && s.Tasks.IDs[0] == id {
			return true
		}
	}
	return false
}
