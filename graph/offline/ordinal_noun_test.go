package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestOrdinalBeforeANounIsItemText: an ordinal before a noun of no date
// ("11th grade", "3rd floor", "כיתה י"א") is the item's text when the
// message says its own time; an ordinal that may be a date is not.
func TestOrdinalBeforeANounIsItemText(t *testing.T) {
	for text, title := range map[string]string{
		"remind me to grade the 11th grade titration labs tomorrow at 8pm": "grade the 11th grade titration labs",
		"remind me to fix the light on the 3rd floor tomorrow at 9":        "fix the light on the 3rd floor",
		"remind me friday at 10 to prep for the 2nd round":                 "prep for the 2nd round",
		"תזכיר לי לבדוק את המבחנים של כיתה י\"א מחר ב-8 בערב":              "לבדוק את המבחנים של כיתה י\"א",
	} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpTaskCreate || len(s.Tasks.Drafts) != 1 || s.Tasks.Drafts[0].Text != title {
			t.Errorf("%q: %s %+v; want a reminder %q", text, s.Operation, s.Tasks, title)
		}
	}
	for _, text := range []string{
		"remind me tomorrow at 8 about the 11th",
		"remind me tomorrow at 8 to pay rent on the 11th",
		"remind me tomorrow at 8 to call about the 11th march",
		"remind me tomorrow at 8 to call about the 11th of june",
	} {
		for _, s := range plan(t, text).Steps {
			if s.Operation == memo.OpTaskCreate || s.Operation == memo.OpEventCreate {
				t.Errorf("%q: %s %+v; want no reminder or event", text, s.Operation, s.Tasks)
			}
		}
	}
}
