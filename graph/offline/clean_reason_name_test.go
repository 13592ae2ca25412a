package offline_test

import (
	"strings"
	"testing"

	"github.com/memo-assistant/memo"
)

// deletedName is the name a removal step looks its thing up by, or "".
func deletedName(s memo.Step) string {
	switch {
	case s.Calendar != nil && (s.Operation == memo.OpEventDelete || s.Operation == memo.OpEventDeleteBySummary):
		return s.Calendar.Summary
	case s.Tasks != nil && s.Operation == memo.OpTaskDelete:
		return strings.Join(s.Tasks.Targets, ", ")
	}
	return ""
}

// TestCancelByNameWithReason: a removal by name said with why and no
// pause ("cancel the meeting with ron they postponed", "תבטלי את הפגישה
// עם רון הם דחו") looks the thing up by its name alone, as the same
// message with a comma before the why does. Where the why's words may be
// the name's own, or the name left is its noun alone, nothing is cut.
func TestCancelByNameWithReason(t *testing.T) {
	for text, name := range map[string]string{
		"cancel the meeting with ron they postponed":   "meeting with ron",
		"cancel ron's meeting he's sick":               "ron's meeting",
		"cancel the meeting with dana she's sick":      "meeting with dana",
		"delete the call with the bank they cancelled": "call with the bank",
		"cancel lunch with tom he can't come":          "lunch with tom",
		"תבטלי את הפגישה עם רון הם דחו":                "הפגישה עם רון",
		"תבטל את הפגישה עם רון הוא חולה":               "הפגישה עם רון",
		"תמחק את החוג של נועה היא חולה":                "החוג של נועה",
		"תבטל את הארוחה עם דנה היא לא יכולה":           "הארוחה עם דנה",
		"cancel lunch with noa tomorrow he's sick.":    "lunch with noa",
		"תבטלי את השיחה עם אבי מחר הוא חולה!":          "השיחה עם אבי",
		"hi honey delete the dentist he's sick pls":    "dentist",
		"תבטל את הפיזיו הוא חולה":                      "הפיזיו",
	} {
		p := plan(t, text)
		if got := deletedName(p.Steps[0]); !strings.Contains(got, strings.TrimPrefix(strings.TrimPrefix(name, "ה"), "the ")) || len(got) > len(name) {
			t.Errorf("%q: %s %q; want %q looked up", text, p.Steps[0].Operation, got, name)
		}
	}
	// Near misses: the words after the name may be a clause of it, say a
	// time, or leave the noun alone; the name is then looked up whole or
	// the message declined, never cut.
	for text, cut := range map[string]string{
		"cancel the meeting they postponed":               "meeting",
		"cancel the meeting with ron he set up":           "meeting with ron",
		"cancel the meeting with ron they postponed to 5": "meeting with ron",
		"cancel the meeting with ron he is coming":        "meeting with ron",
		"תבטל את הפגישה הם דחו":                           "פגישה",
		"cancel the meeting with ron she is organising":   "meeting with ron",
		"תבטל את הפגישה עם רון הם דחו למחר":               "הפגישה עם רון",
		"תבטל את הפגישה עם רון שהם דחו":                   "הפגישה עם רון",
	} {
		p := plan(t, text)
		if got := deletedName(p.Steps[0]); got == cut || got == "the "+cut || got == "ה"+cut {
			t.Errorf("%q: %q looked up; want the why kept or the message declined", text, got)
		}
	}
}
