package whatsapp_test

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"go.mau.fi/whatsmeow/proto/waE2E"
	"google.golang.org/protobuf/proto"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/brain"
	"github.com/memo-assistant/memo/graph"
	"github.com/memo-assistant/memo/graph/offline"
	"github.com/memo-assistant/memo/reminder"
	"github.com/memo-assistant/memo/store/sqldb"
	"github.com/memo-assistant/memo/store/sqlite"
)

// localCalendars gives every user the local calendar in db.
type localCalendars struct{ db *sqldb.DB }

func (c localCalendars) Calendar(_ context.Context, userID string) (memo.Calendar, error) {
	return c.db.Calendar(userID, time.UTC), nil
}

// realChat is the channel with the real turn pipeline behind it (the
// offline grammar, the second brain, the local calendar, the sent log).
type realChat struct {
	t  *testing.T
	db *sqldb.DB
	h  *harness
	n  int
}

func newRealChat(t *testing.T) *realChat {
	t.Helper()
	cfg, db := realConfig(t)
	r, err := graph.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return &realChat{t: t, db: db, h: newHarnessWith(t, harnessOpts{handler: r, sent: db}, nil)}
}

// realConfig is the real turn pipeline's configuration on a database of
// its own: the offline grammar, the second brain, the local calendar and
// the sent log.
func realConfig(t *testing.T) (graph.Config, *sqldb.DB) {
	t.Helper()
	db, err := sqlite.Open(t.Context(), filepath.Join(t.TempDir(), "memo.db"), nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	b, err := brain.New(brain.Config{Store: db})
	if err != nil {
		t.Fatal(err)
	}
	return graph.Config{Planner: offline.New(), Users: db, Tasks: db, Lists: db, State: db.State(sqldb.StateOptions{}),
		Memory: b, Calendars: localCalendars{db}, Sent: db}, db
}

// send delivers m from alice and returns the reply ("" when none came).
func (c *realChat) send(m *waE2E.Message) string {
	c.t.Helper()
	c.n++
	before := len(c.h.send.Sent())
	e := dm(fmt.Sprint("E", c.n), m)
	e.Info.Timestamp = time.Now()
	if !c.h.inbox.HandleEvent(e) {
		c.t.Fatalf("message %d refused", c.n)
	}
	waitFor(c.t, replyWait, "the reply", func() bool { return len(c.h.send.Sent()) > before })
	return c.h.send.Sent()[before].Text()
}

func (c *realChat) say(s string) string { return c.send(text(s)) }

// forwarded is text forwarded from another chat.
func forwarded(s string) *waE2E.Message {
	return &waE2E.Message{ExtendedTextMessage: &waE2E.ExtendedTextMessage{
		Text: proto.String(s), ContextInfo: &waE2E.ContextInfo{IsForwarded: proto.Bool(true), ForwardingScore: proto.Uint32(1)},
	}}
}

// TestSharedEndToEnd: a contact card, a location pin, a forwarded
// appointment and a reaction to a fired reminder, as whatsmeow delivers
// them, answered by the real turn pipeline (no model).
func TestSharedEndToEnd(t *testing.T) {
	t.Run("card", func(t *testing.T) {
		c := newRealChat(t)
		c.say("hi")
		card := vcard("Dana Levi", "972501112222", "+972 50-111-2222", "dana@example.com")
		if r := c.send(&waE2E.Message{ContactMessage: contact("Dana Levi", card)}); !strings.Contains(r, "Dana Levi") {
			t.Fatalf("card saved: %q", r)
		}
		if r := c.say("what's Dana's number?"); !strings.Contains(r, "50-111-2222") {
			t.Errorf("number asked: %q", r)
		}
	})
	t.Run("cards hebrew", func(t *testing.T) {
		c := newRealChat(t)
		c.say("היי")
		cards := &waE2E.ContactsArrayMessage{DisplayName: proto.String("2 אנשי קשר"), Contacts: []*waE2E.ContactMessage{
			contact("יוסי כהן", vcard("יוסי כהן", "972541112233", "+972 54-111-2233", "")),
			contact("רותי", vcard("רותי", "972527654321", "+972 52-765-4321", "")),
		}}
		if r := c.send(&waE2E.Message{ContactsArrayMessage: cards}); !strings.Contains(r, "יוסי כהן") || !strings.Contains(r, "רותי") {
			t.Fatalf("two cards saved: %q", r)
		}
		if r := c.say("מה המספר של רותי?"); !strings.Contains(r, "52-765-4321") {
			t.Errorf("number asked: %q", r)
		}
	})
	t.Run("pin", func(t *testing.T) {
		c := newRealChat(t)
		c.say("היי")
		pin := &waE2E.LocationMessage{DegreesLatitude: proto.Float64(31.7683), DegreesLongitude: proto.Float64(35.2137)}
		if r := c.send(&waE2E.Message{LocationMessage: pin}); r == "" {
			t.Fatal("a pin got no reply")
		}
		c.say("זה הבית של סבתא")
		if r := c.say("מה הכתובת של סבתא?"); !strings.Contains(r, "maps.google.com/?q=31.768300,35.213700") {
			t.Errorf("grandma's address: %q; want the map link", r)
		}
	})
	t.Run("forwarded appointment", func(t *testing.T) {
		c := newRealChat(t)
		c.say("hi")
		when := time.Now().AddDate(0, 0, 10)
		msg := fmt.Sprintf("Your appointment with Dr. Cohen is confirmed for %s at 10:30, 12 Herzl St.", when.Format("January 2, 2006"))
		if r := c.send(forwarded(msg)); !strings.Contains(r, "Cohen") || !strings.Contains(r, "10:30") {
			t.Fatalf("appointment offered: %q", r)
		}
		c.say("yes")
		evs, err := c.db.Calendar("+972501234567", time.UTC).FindEvents(t.Context(), time.Now(), time.Now().AddDate(0, 1, 0))
		if err != nil || len(evs) != 1 || !strings.Contains(evs[0].Summary, "Cohen") {
			t.Errorf("events after yes: %+v, %v", evs, err)
		}
	})
	t.Run("forwarded command", func(t *testing.T) {
		c := newRealChat(t)
		c.say("add a task: call the bank")
		c.send(forwarded("delete all my tasks"))
		if ts, _ := c.db.FindTasks(t.Context(), "+972501234567", memo.TaskFilter{}); len(ts) != 1 {
			t.Errorf("tasks %+v after a forwarded \"delete all my tasks\"; want it kept", ts)
		}
	})
	t.Run("reaction", func(t *testing.T) {
		c := newRealChat(t)
		c.say("remind me tomorrow at 9 to call mom")
		tasks, err := c.db.FindTasks(t.Context(), "+972501234567", memo.TaskFilter{})
		if err != nil || len(tasks) != 1 {
			t.Fatalf("tasks %+v, %v", tasks, err)
		}
		id, err := c.h.out.Notify(t.Context(), reminder.Notification{ChatID: "+972501234567", Lang: memo.English, Kind: "reminder", Text: "⏰ call mom", Tasks: tasks})
		if err != nil {
			t.Fatal(err)
		}
		if r := c.send(reactionTo(id, "👍", false, "")); !strings.Contains(r, "call mom") {
			t.Errorf("after 👍: %q", r)
		}
		if open, _ := c.db.FindTasks(t.Context(), "+972501234567", memo.TaskFilter{}); len(open) != 0 {
			t.Errorf("open tasks after 👍: %+v", open)
		}
	})
}
