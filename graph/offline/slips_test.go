package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestSlipsOfTheLongRun: makings the long generator run found where two
// classes meet — a question closed by thanks, a move after "cancel that"
// with no mark, a request to mark taken for a name, key words misspelt or
// run together.
func TestSlipsOfTheLongRun(t *testing.T) {
	task := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "להתקשר לבנק"}
	event := &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: "dentist"}
	for _, c := range []struct {
		text  string
		focus *memo.FocusItem
		not   memo.Op // must not be planned
		want  memo.Op // must be planned, when set
	}{
		// A question mark before the thanks still asks.
		{"אם תוכל שמרתי את תנאי התשלום של מרקו? תודהה", task, memo.OpTaskComplete, memo.OpMemorySearch},
		{"did i call the bank? thanks", task, memo.OpTaskComplete, ""},
		// "cancel that" with no mark before a move is the move.
		{"hey memo cancel that i'm pushing it to 6 please", event, memo.OpEventDeleteBySummary, memo.OpEventUpdate},
		{"cancel that we'll move it to friday", event, memo.OpEventDeleteBySummary, memo.OpEventUpdate},
		// A request to mark is no name to look up.
		{"אהלן בוצע המשימה הושלמה נא לסמן אותה כבוצעה", task, "", ""},
		// Key words misspelt or run together.
		{"נקקבע לי ארוחת צהריים עם שרה ביום שישי ב-13", nil, memo.OpTaskCreate, memo.OpEventCreate},
		{"הזיכרןו האחרון?", nil, memo.OpMemorySearch, memo.OpMemoryGetAll},
		{"יאללה הזיכרוןהאחרון?", nil, memo.OpMemorySearch, memo.OpMemoryGetAll},
		{"בוקר טוב, מההדבר האחרון ששמרתי?", nil, memo.OpMemorySearch, memo.OpMemoryGetAll},
		{"call סבתא reimnder monthly on the second friday at 8am", nil, "", ""},
		// A mood with its spaces dropped is no reminder.
		{"אוףכמעט לא ישנתי בלילה.", nil, memo.OpTaskCreate, ""},
		{"שלום יקירי כמעטלא ישנתי בלילה תודה", nil, memo.OpTaskCreate, ""},
	} {
		steps := planAbout(t, c.text, c.focus).Steps
		for _, s := range steps {
			if c.not != "" && s.Operation == c.not {
				t.Errorf("%q: planned %s", c.text, s.Operation)
			}
			if c.not == "" && c.want == "" && s.Tasks != nil && len(s.Tasks.Targets) > 0 {
				t.Errorf("%q: looked up %q", c.text, s.Tasks.Targets)
			}
			if c.not == "" && c.want == "" && s.Tasks != nil {
				for _, d := range s.Tasks.Drafts {
					t.Errorf("%q: made %q", c.text, d.Text)
				}
			}
		}
		if c.want != "" && steps[0].Operation != c.want {
			t.Errorf("%q: %s; want %s", c.text, steps[0].Operation, c.want)
		}
	}
	// The matter of a message said, what follows is not what is told.
	for text, want := range map[string]string{
		"remind me in 20 minutes to email Avi about the contract im literally out of time": "email Avi about the contract",
		// near miss: with no matter said, it may be what she is told
		"remind me in 20 minutes to tell dana im literally out of time": "tell dana im literally out of time",
	} {
		if got := made(t, text); got != "tasks.create|"+want {
			t.Errorf("%q: %q; want %q", text, got, want)
		}
	}
}
