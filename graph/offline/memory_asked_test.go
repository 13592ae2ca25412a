package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestRecallAsked: a question put as "remind me what…", "do you
// remember…", "תזכיר לי מה…", "אתה זוכר איפה…", or told as forgotten
// ("i forgot where…", "שכחתי מתי…"), searches the memory and
// sets no reminder; with a time it is a reminder, and about the lists,
// tasks or calendar it is not the memory's.
func TestRecallAsked(t *testing.T) {
	for _, c := range []struct {
		text  string
		op    memo.Op
		query string
	}{
		{"remind me what my locker code is", memo.OpMemorySearch, "what my locker code is"},
		{"can you remind me where I parked", memo.OpMemorySearch, "where I parked"},
		{"do you remember dana's birthday", memo.OpMemorySearch, "dana's birthday"},
		{"תזכיר לי מה הקוד של הלוקר", memo.OpMemorySearch, "מה הקוד של הלוקר"},
		{"אתה זוכר איפה החניתי", memo.OpMemorySearch, "איפה החניתי"},
		{"i forgot what my locker code is", memo.OpMemorySearch, "what my locker code is"},
		{"I can't remember where I parked", memo.OpMemorySearch, "where I parked"},
		{"שכחתי מתי החוג ריקוד שלי", memo.OpMemorySearch, "מתי החוג ריקוד שלי"},
		{"אני לא זוכרת איפה שמתי את המפתח", memo.OpMemorySearch, "איפה שמתי את המפתח"},
		{"remind me tomorrow what to buy", memo.OpTaskCreate, ""},
		{"תזכיר לי מחר מה לקנות", memo.OpTaskCreate, ""},
	} {
		p := plan(t, c.text)
		s := p.Steps[0]
		if s.Operation != c.op {
			t.Errorf("%q: %s.%s; want %s", c.text, s.Capability, s.Operation, c.op)
			continue
		}
		if c.query != "" && (s.Memory == nil || s.Memory.Query != c.query) {
			t.Errorf("%q: %+v; want the query %q", c.text, s.Memory, c.query)
		}
	}
	if s := plan(t, "tell me what's on my shopping list", "shopping").Steps[0]; s.Operation == memo.OpMemorySearch {
		t.Errorf("tell me what's on my shopping list: a memory search; want the list's")
	}
}
