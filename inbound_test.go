package memo_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestPrivateChat: the chat only its person reads, for a one-to-one chat,
// a member's conversation in a group, and a group as a whole (none).
func TestPrivateChat(t *testing.T) {
	for _, c := range []struct {
		chat, want string
		ok         bool
	}{
		{"+972501234567", "+972501234567", true},
		{"120363000000000001@g.us/+972501234567", "+972501234567", true},
		{"120363000000000001@g.us", "", false},
		{"120363000000000001@g.us/", "", false},
		{"", "", false},
	} {
		if got, ok := memo.PrivateChat(c.chat); got != c.want || ok != c.ok {
			t.Errorf("PrivateChat(%q) = %q, %v; want %q, %v", c.chat, got, ok, c.want, c.ok)
		}
	}
}
