package graph_test

import (
	"context"
	"path/filepath"
	"sync"
	"testing"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/brain"
	"github.com/memo-assistant/memo/graph"
	"github.com/memo-assistant/memo/graph/offline"
	"github.com/memo-assistant/memo/store/sqldb"
	"github.com/memo-assistant/memo/store/sqlite"
)

// mailbox is a fake linked Gmail with no mail and no Google contacts: it
// records what it sends.
type mailbox struct {
	mu   sync.Mutex
	sent []memo.EmailDraft
}

func (b *mailbox) Mail(context.Context, string) (memo.Mailbox, memo.ContactSearcher, error) {
	return b, b, nil
}

func (b *mailbox) ListEmails(context.Context, memo.EmailFilter) (memo.EmailPage, error) {
	return memo.EmailPage{}, nil
}

func (b *mailbox) GetEmail(context.Context, string) (memo.Email, error) {
	return memo.Email{}, memo.Errorf(memo.ENotFound, "no such mail")
}

func (b *mailbox) SendEmail(_ context.Context, _ string, d memo.EmailDraft) (memo.Email, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.sent = append(b.sent, d)
	return memo.Email{ID: "sent-1", Subject: d.Subject}, nil
}

func (b *mailbox) SetRead(context.Context, string, bool) error { return nil }

func (b *mailbox) SearchContacts(context.Context, string) ([]memo.Contact, error) { return nil, nil }

type mailFixture struct {
	*memFixture
	mail *mailbox
}

// mailRunner is memoryRunner with a linked Gmail.
func mailRunner(t *testing.T) *mailFixture {
	t.Helper()
	c := newClock("2026-03-10T08:30:00+02:00")
	db, err := sqlite.Open(t.Context(), filepath.Join(t.TempDir(), "memo.db"), c)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	b, err := brain.New(brain.Config{Store: db})
	if err != nil {
		t.Fatal(err)
	}
	f := &mailFixture{memFixture: &memFixture{t: t, db: db, traces: &traces{}, chat: "chat"}, mail: &mailbox{}}
	f.runner, err = graph.New(graph.Config{Planner: offline.New(), Users: db, Tasks: db, Lists: db,
		State: db.State(sqldb.StateOptions{}), Clock: c, Zone: jerusalem, Memory: b, Mail: f.mail, Traces: f.traces})
	if err != nil {
		t.Fatal(err)
	}
	return f
}
