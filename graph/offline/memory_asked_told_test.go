package offline_test

import (
	"strings"
	"testing"

	"github.com/memo-assistant/memo"
)

// TestKeepAskedAround: a fact asked to be kept with "need to remember:",
// "לזכור ש…" or "…, אני רוצה שתזכור" is kept without the words that asked;
// a deed or a near time with them is no fact.
func TestKeepAskedAround(t *testing.T) {
	for _, r := range []struct{ text, want string }{
		{"Need to remember: the Garcias want 3 bed 2 bath under 450k, no HOA", "the Garcias want 3 bed 2 bath under 450k, no HOA"},
		{"need to remember that the gate code is 5831", "the gate code is 5831"},
		{"לזכור שהמידה נעליים של יענקי זה 32 ושל שרי 29", "המידה נעליים של יענקי זה 32 ושל שרי 29"},
		{"נכדה שלי יש יום הולדת 20 דצמבר, אני רוצה שתזכור", "נכדה שלי יש יום הולדת 20 דצמבר"},
		{"הקוד של השער 5831, תזכור את זה", "הקוד של השער 5831"},
		{"the wifi password is hunter2, I want you to remember", "the wifi password is hunter2"},
		// Near misses: a deed, a near time.
		{"לקנות חלב מחר, אני רוצה שתזכור", ""},
		{"need to remember to call mom at 5", ""},
	} {
		s := plan(t, r.text).Steps[0]
		got := ""
		if s.Operation == memo.OpMemoryStore && s.Memory != nil && s.Memory.Draft != nil {
			got = s.Memory.Draft.Text
		}
		if got != r.want {
			t.Errorf("%q: kept %q (%s), want %q", r.text, got, s.Operation, r.want)
		}
	}
}

// TestRecallAskedAround: a question asked after "I forgot", of one's going
// somewhere, or in Tagalog, looks up the thing it names; a deed after
// "מתי אני הולך" names no event.
func TestRecallAskedAround(t *testing.T) {
	for _, r := range []struct {
		text string
		op   memo.Op
		q    string
	}{
		{"אני שכחתי מה טלפון של אינסטלטור?", memo.OpMemorySearch, "אינסטלטור"},
		{"ano nga ulit ang number ni Dr. Levi?", memo.OpMemorySearch, "Dr. Levi"},
		{"I forgot, what's Avi's number?", memo.OpMemorySearch, "Avi"},
		{"מתי אני הולך לרופא?", memo.OpEventGet, "רופא"},
		{"when am I going to the doctor", memo.OpEventGet, "doctor"},
		{"when do I see the dentist?", memo.OpEventGet, "dentist"},
		// Near miss: a deed after "מתי אני הולך".
		{"מתי אני הולך לישון", "", ""},
	} {
		s := plan(t, r.text).Steps[0]
		if s.Memory != nil && s.Memory.Fallback != nil && r.op == memo.OpEventGet {
			s = *s.Memory.Fallback // a memory first, the calendar when none answers
		}
		var q string
		switch {
		case s.Memory != nil:
			q = s.Memory.Query
		case s.Calendar != nil:
			q = s.Calendar.Summary
		}
		if r.op == "" {
			if s.Operation == memo.OpEventGet {
				t.Errorf("%q: looked up the event %q", r.text, q)
			}
			continue
		}
		if s.Operation != r.op || !strings.EqualFold(q, r.q) {
			t.Errorf("%q: %s %q, want %s %q", r.text, s.Operation, q, r.op, r.q)
		}
	}
}
