package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
)

// TestMemoryReachAt: a number or an address someone may be reached at is
// their contact, said with no verb; a place or an hour they may be
// reached at is not.
func TestMemoryReachAt(t *testing.T) {
	for _, c := range []struct{ text, name, phone, email string }{
		{"the plumber, Mr. Avraham, may be reached at 052-3348712", "plumber, Mr. Avraham", "052-3348712", ""},
		{"Dana can be reached on 054 1234567", "Dana", "054 1234567", ""},
		{"you can reach the landlord at landlord@example.com", "landlord", "", "landlord@example.com"},
		{"אפשר להשיג את יוסי החשמלאי ב-054-7654321", "יוסי החשמלאי", "054-7654321", ""},
		{"רונית זמינה בטלפון 052-1112233", "רונית", "052-1112233", ""},
		{"ניתן להשיג את עורך הדין במספר 03-5556677", "עורך הדין", "03-5556677", ""},
	} {
		d := offline.MemoryDraft(c.text)
		if d.Kind != memo.MemoryContact || d.Name != c.name || d.Phone != c.phone || d.Email != c.email {
			t.Errorf("MemoryDraft(%q) = %+v, want contact %q %q %q", c.text, d, c.name, c.phone, c.email)
		}
		if step, ok := memoryStep(t, planNumbered(t, c.text, nil)); !ok || step.Operation != memo.OpMemoryStore {
			t.Errorf("%q: not planned as a memory kept", c.text)
		}
	}
	// Near misses: reached at a place or an hour, a number too short.
	for _, text := range []string{"the kids can be reached at school", "dad can be reached at 5", "Avi can be reached at 12345",
		"אפשר להשיג את יוסי בבית", "רונית זמינה בשלוש"} {
		if d := offline.MemoryDraft(text); d.Kind == memo.MemoryContact {
			t.Errorf("MemoryDraft(%q) = contact %+v, want none", text, d)
		}
	}
}
