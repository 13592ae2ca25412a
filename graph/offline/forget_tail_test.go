package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestDontLetMeForgetTail: a "don't let me forget" closing ("אל תתני לי
// לשכוח", "שלא אשכח", "so i don't forget", "make sure i don't forget")
// asks for the reminder and is no word of its text.
func TestDontLetMeForgetTail(t *testing.T) {
	for _, tt := range []struct{ text, title string }{
		{"צריך לשלם לחשמלאי עד יום ראשון אל תתני לי לשכוח", "לשלם לחשמלאי"},
		{"צריך לשלם לחשמלאי עד יום ראשון שלא אשכח", "לשלם לחשמלאי"},
		{"לשלם לחשמלאי ביום ראשון ב10, אל תיתן לי לשכוח", "לשלם לחשמלאי"},
		{"להחזיר את הספר לספריה מחר ב5 כדי שלא אשכח", "להחזיר את הספר לספריה"},
		{"לקנות מתנה לדנה מחר ב6 ואל תתן לי לשכוח את זה", "לקנות מתנה לדנה"},
		{"need to pay the electrician by sunday don't let me forget", "pay the electrician"},
		{"pay the electrician sunday at 10 so i don't forget", "pay the electrician"},
		{"return the library book tomorrow at 5, make sure i don't forget", "return the library book"},
		{"need to pay the electrician by sunday so that i won't forget", "pay the electrician"},
	} {
		s := plan(t, tt.text).Steps[0]
		if s.Operation != memo.OpTaskCreate || s.Tasks == nil || len(s.Tasks.Drafts) != 1 || s.Tasks.Drafts[0].Text != tt.title {
			t.Errorf("%q: %s.%s %+v; want a reminder %q", tt.text, s.Capability, s.Operation, s.Tasks, tt.title)
		}
	}
}
