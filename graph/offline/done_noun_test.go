package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
)

// TestDoneByNoun: a thing done told by a noun of its verb ("בוצעה
// השליחה להורים") or with the thing first ("the invoice went out to Dana")
// completes the task it names, the noun standing for the verb; a task the
// noun does not fit is never taken for it.
func TestDoneByNoun(t *testing.T) {
	for text, want := range map[string]string{
		"בוצע השליחה להורים":           "להורים/השליחה",
		"בוצעה השליחה של הטפסים":       "של הטפסים/השליחה",
		"הושלם התשלום לגנן":            "לגנן/התשלום",
		"the invoice went out to Dana": "invoice to Dana/sent",
		"the rent got paid":            "rent/paid",
		"my passport was renewed":      "passport/renewed",
	} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpTaskComplete || len(s.Tasks.Targets) != 1 || len(s.Tasks.DoneVerbs) != 1 {
			t.Errorf("%q: %s %+v; want one task completed", text, s.Operation, s.Tasks)
			continue
		}
		if got := s.Tasks.Targets[0] + "/" + s.Tasks.DoneVerbs[0]; got != want {
			t.Errorf("%q: %s; want %s", text, got, want)
		}
	}
	for _, text := range []string{"the invoice went out to Dana?", "was the invoice sent to Dana", "בוצעה השליחה להורים?"} {
		if s := plan(t, text).Steps[0]; s.Operation == memo.OpTaskComplete {
			t.Errorf("%q: %+v; a question completes nothing", text, s.Tasks)
		}
	}
	for _, tt := range []struct {
		verb, title string
		fits        bool
	}{
		{"השליחה", "לשלוח את הטפסים להורים", true},
		{"התשלום", "לשלם לגנן", true},
		{"ההגשה", "להגיש את הדוח", true},
		{"הקנייה", "לקנות מתנה לדנה", true},
		{"השליחה", "להתקשר להורים", false},
		{"התשלום", "לקנות מתנה לדנה", false},
		{"sent", "send the invoice to Dana", true},
		{"sent", "pay the invoice of Dana", false},
	} {
		if got := offline.DoneVerbFits(tt.verb, tt.title); got != tt.fits {
			t.Errorf("%q for %q: fits %v; want %v", tt.verb, tt.title, got, tt.fits)
		}
	}
}
