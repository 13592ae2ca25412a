package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestSaveContactVerb: a contact said after a verb of keeping is the
// contact, the verb no part of its name, whose name may be a chain of
// possessives; a verb with no number or address after it keeps nothing.
func TestSaveContactVerb(t *testing.T) {
	for text, want := range map[string][2]string{
		"תשמרי את הטלפון של אמא של רוני 052-1234567":   {"אמא של רוני", "052-1234567"},
		"תשמור את הטלפון של רוני 052-1234567":          {"רוני", "052-1234567"},
		"תרשום לי את המספר של השרברב 054-7654321":      {"השרברב", "054-7654321"},
		"save ronnie's mom's phone 052-1234567":        {"ronnie's mom", "052-1234567"},
		"save dana's number 054-7654321":               {"dana", "054-7654321"},
		"please save the plumber's number 054-7654321": {"plumber", "054-7654321"},
		// A name and a number alone after a verb of keeping, or before it.
		"save Noa 0525551234":                   {"Noa", "0525551234"},
		"יוסי - 0521234567 תשמור":               {"יוסי", "0521234567"},
		"תשמרי את דנה: 054-1234567":             {"דנה", "054-1234567"},
		"remember Dr Levi 03-1234567":           {"Dr Levi", "03-1234567"},
		"Noa's number is 052-555-1234, save it": {"Noa", "052-555-1234"},
		"הטלפון של יוסי 052-1234567":            {"יוסי", "052-1234567"},
	} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpMemoryStore || s.Memory == nil || s.Memory.Draft == nil || s.Memory.Draft.Kind != memo.MemoryContact ||
			s.Memory.Draft.Name != want[0] || s.Memory.Draft.Phone != want[1] {
			t.Errorf("%q: %s %+v; want the contact %q %s", text, s.Operation, s.Memory, want[0], want[1])
		}
	}
	for _, text := range []string{"save ronnie's mom", "save the date 12.12", "תשמור את זה",
		// A name and a number with no verb of keeping, a call, a thing's own
		// number, a short code.
		"Noa 0525551234", "call Noa 0525551234", "להתקשר ליוסי 0521234567", "save my passport 123456789",
		"תשמור הקוד 4512", "save locker 1234", "remember flight 123456789"} {
		for _, s := range plan(t, text).Steps {
			if s.Memory != nil && s.Memory.Draft != nil && s.Memory.Draft.Kind == memo.MemoryContact {
				t.Errorf("%q: a contact %+v; want none", text, s.Memory.Draft)
			}
		}
	}
}
