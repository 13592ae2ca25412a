package brain_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestContactOfSomeoneElse: a contact named for someone of a person
// ("Ronnie's mom", "אמא של רוני") does not answer for that person; asked
// by who it is, it does, and the person's own contact wins.
func TestContactOfSomeoneElse(t *testing.T) {
	db := open(t)
	b := newBrain(t, db, nil)
	contact := func(text, name, phone string) memo.MemoryDraft {
		return memo.MemoryDraft{Kind: memo.MemoryContact, Text: text, Name: name, Phone: phone}
	}
	mustStore(t, b, "u1", contact("ronnie's mom's phone 052-1234567", "ronnie's mom", "052-1234567"))
	mustStore(t, b, "u1", contact("הטלפון של אמא של דני 052-7777777", "אמא של דני", "052-7777777"))
	for _, tc := range []struct{ query, phone string }{
		{"what's ronnie's phone?", ""},
		{"מה הטלפון של דני?", ""},
		{"what's ronnie's mom's phone?", "052-1234567"},
		{"מה הטלפון של אמא של דני?", "052-7777777"},
	} {
		ms, _, err := b.SearchMemories(t.Context(), "u1", tc.query, 5)
		if err != nil {
			t.Fatal(err)
		}
		got := ""
		if len(ms) > 0 {
			got = ms[0].Phone
		}
		if got != tc.phone {
			t.Errorf("%q answered %q, want %q", tc.query, got, tc.phone)
		}
	}
	mustStore(t, b, "u1", contact("ronnie's phone 052-7654321", "ronnie", "052-7654321"))
	if ms, _, _ := b.SearchMemories(t.Context(), "u1", "what's ronnie's phone?", 5); len(ms) == 0 || ms[0].Phone != "052-7654321" {
		t.Errorf("with his own number kept: %+v", ms)
	}
}
