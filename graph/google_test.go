package graph_test

import (
	"context"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph"
	"github.com/memo-assistant/memo/graph/offline"
	"github.com/memo-assistant/memo/store/sqldb"
	"github.com/memo-assistant/memo/store/sqlite"
)

// accounts is a fake graph.GoogleAccounts that records where links and
// notices went.
type accounts struct {
	mu    sync.Mutex
	asked []string // the chat each link's outcome is told in
	sent  map[string][]string
}

func (a *accounts) ConnectURL(_ context.Context, userID, chatID string, _ memo.Language) (string, error) {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.asked = append(a.asked, chatID)
	return "https://memo.example/oauth/google/start?state=SECRET-" + userID, nil
}

func (a *accounts) Notify(_ context.Context, chatID, text string) error {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.sent == nil {
		a.sent = map[string][]string{}
	}
	a.sent[chatID] = append(a.sent[chatID], text)
	return nil
}

func (a *accounts) Disconnect(context.Context, string) (bool, error) { return false, nil }
func (a *accounts) CopyLocal(context.Context, string) (int, error)   { return 0, nil }

// TestConnectLinkNeverInAGroup: the Google connect link is a bearer link.
// Asked for in a group, it goes to the member's private chat (and so will
// every notice about it); the group hears only that it was sent. In a
// private chat it is the reply itself.
func TestConnectLinkNeverInAGroup(t *testing.T) {
	db, err := sqlite.Open(t.Context(), filepath.Join(t.TempDir(), "memo.db"), nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	g := &accounts{}
	r, err := graph.New(graph.Config{Planner: offline.New(), Users: db, Tasks: db, Lists: db,
		State: db.State(sqldb.StateOptions{}), Google: g, Zone: jerusalem})
	if err != nil {
		t.Fatal(err)
	}
	const member = "+972501234567"
	const group = "120363000000000001@g.us/" + member
	for _, tt := range []struct{ text, want string }{
		{"connect my Google account", "🔗 I sent you the link to connect your Google account privately."},
		{"חבר את חשבון הגוגל שלי", "🔗 שלחתי לך בפרטי את הקישור לחיבור חשבון הגוגל."},
	} {
		reply, err := r.Handle(t.Context(), memo.Inbound{ChatID: group, UserID: member, Text: tt.text})
		if err != nil {
			t.Fatal(err)
		}
		if reply.Text != tt.want || strings.Contains(reply.Text, "SECRET") {
			t.Errorf("%q in the group answered %q; want %q", tt.text, reply.Text, tt.want)
		}
	}
	if got := g.sent[member]; len(got) != 2 || !strings.Contains(got[0], "SECRET-"+member) || !strings.Contains(got[1], "הקישור") {
		t.Errorf("private messages %q; want the link twice, in English and Hebrew", got)
	}
	if len(g.sent) != 1 {
		t.Errorf("notices went to %v; want only the member's private chat", g.sent)
	}
	reply, err := r.Handle(t.Context(), memo.Inbound{ChatID: member, UserID: member, Text: "connect my Google account"})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(reply.Text, "SECRET-"+member) {
		t.Errorf("in the private chat the reply is %q; want the link", reply.Text)
	}
	for _, chat := range g.asked {
		if chat != member {
			t.Errorf("a link's outcome is told in %q; want the private chat %q", chat, member)
		}
	}
}
