package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestHebrewAskForms: a request said as "I need you to …" with the
// pronoun ("אני צריך שאתה תזכיר לי"), "make a meeting" ("תעשה פגישה"),
// a task done told with "אני" and "the task of" ("אני עשיתי את משימה של
// …") and the task list called "טודו" are read as the requests they are;
// the near-misses are not.
func TestHebrewAskForms(t *testing.T) {
	for _, tt := range []struct {
		text string
		op   memo.Op
	}{
		{"אני צריך שאתה תזכיר לי מחר בבוקר בשעה תשע להתקשר לחברת חשמל", memo.OpTaskCreate},
		{"אני צריכה שאת תזכירי לי מחר בתשע לשלם ארנונה", memo.OpTaskCreate},
		{"אני רוצה שתזכיר לי מחר בתשע לשלם ארנונה", memo.OpTaskCreate},
		{"תעשה בבקשה פגישה עם מנהל פרויקט ביום שני שעה 13:00 במשרד", memo.OpEventCreate},
		{"תעשי פגישה עם דני מחר ב-10", memo.OpEventCreate},
		{"תעשו פגישת צוות ביום ראשון ב-9", memo.OpEventCreate},
		{"make a meeting with Dana tomorrow at 10", memo.OpEventCreate},
		{"אני עשיתי את משימה של חשבון חשמל", memo.OpTaskComplete},
		{"עשיתי את המשימה של חשבון חשמל", memo.OpTaskComplete},
		{"תוסיף לטודו שלי: לכתוב PRD, לעבור על הפידבק, לסגור את הבאגים", memo.OpTaskCreate},
		{"תוסיפי לטודו לקבוע תור לרופא", memo.OpTaskCreate},
		{"add to my todo: write PRD, go over the feedback", memo.OpTaskCreate},
	} {
		p := plan(t, tt.text)
		if len(p.Steps) == 0 || p.Steps[0].Operation != tt.op {
			t.Errorf("%q: %+v; want %s", tt.text, p.Steps, tt.op)
		}
	}
	// Near-misses: "make" with no event word is no event; a time range
	// alone does not make one either.
	for _, text := range []string{"תעשה סדר בארון מחר", "תעשי כביסה מחר ב-10", "תעשה 13:00-14:00 מחר"} {
		for _, s := range plan(t, text).Steps {
			if s.Operation == memo.OpEventCreate {
				t.Errorf("%q: %+v; want no event", text, s.Calendar)
			}
		}
	}
}
