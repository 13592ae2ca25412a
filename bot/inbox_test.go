package bot_test

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/bot"
	"github.com/memo-assistant/memo/store/sqldb"
	"github.com/memo-assistant/memo/store/sqlite"
)

// channels are both WhatsApp channels' names: the durable inbox behaves
// the same for each.
var channels = []string{"whatsapp", "cloud"}

func openStore(t *testing.T) *sqldb.DB {
	t.Helper()
	db, err := sqlite.Open(context.Background(), filepath.Join(t.TempDir(), "memo.db"), nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}

// inboxStates are the stored states of channel's messages, by message id.
func inboxStates(t *testing.T, db *sqldb.DB, channel string) map[string]string {
	t.Helper()
	rows, err := db.SQL().Query(`SELECT message_id, state FROM inbox WHERE channel = ?`, channel)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	got := map[string]string{}
	for rows.Next() {
		var id, st string
		if err := rows.Scan(&id, &st); err != nil {
			t.Fatal(err)
		}
		got[id] = st
	}
	return got
}

// requeue records the messages requeued; Err fails them.
type requeue struct {
	Err error
	ins []memo.Inbound
}

func (r *requeue) Requeue(_ context.Context, in memo.Inbound) error {
	r.ins = append(r.ins, in)
	return r.Err
}

func message(channel, id, text string) memo.Inbound {
	at := time.Now().Add(-time.Minute).Truncate(time.Second)
	return memo.Inbound{
		ChatID: "+972501234567", UserID: "+972501234567", MessageID: id, Text: text, At: at, SentAt: at,
		Channel: channel, Payload: []byte(`{"text":"` + text + `"}`),
	}
}

// TestInboxLifecycle: a message is stored and queued once, runs once,
// and is marked done once its reply went out; a redelivery is dropped at
// every stage, and a turn that had begun is not begun again.
func TestInboxLifecycle(t *testing.T) {
	for _, channel := range channels {
		t.Run(channel, func(t *testing.T) {
			db := openStore(t)
			dups := 0
			var submitted []memo.Inbound
			ib := bot.NewInbox(bot.InboxConfig{
				Channel: channel, Store: db, OnDuplicate: func() { dups++ },
				Submit: bot.SubmitFunc(func(_ context.Context, in memo.Inbound) (bool, error) {
					submitted = append(submitted, in)
					return true, nil
				}),
			})
			ctx := t.Context()
			in := message(channel, "M1", "add milk")
			if a, err := ib.Admit(ctx, in); err != nil || a != bot.Queued {
				t.Fatalf("Admit = %v, %v; want Queued", a, err)
			}
			if a, err := ib.Admit(ctx, in); err != nil || a != bot.Redelivered || dups != 1 || len(submitted) != 1 {
				t.Fatalf("second Admit = %v, %v, %d duplicates, %d submitted; want Redelivered, 1, 1", a, err, dups, len(submitted))
			}
			bare := in
			bare.Payload = nil // the payload comes back from the store
			got, run, err := ib.Start(ctx, bare)
			if err != nil || !run || string(got.Payload) != string(in.Payload) {
				t.Fatalf("Start = %q, %v, %v; want the stored payload, run", got.Payload, run, err)
			}
			if _, run, err := ib.Start(ctx, in); err != nil || run {
				t.Fatalf("second Start = %v, %v; want not run: the turn had begun", run, err)
			}
			if r := ib.Begun(in); !r.Duplicate || r.Tool != channel+".duplicate" {
				t.Errorf("Begun = %+v", r)
			}
			ib.Delivered(ctx, in, memo.Reply{Duplicate: true})
			if st := inboxStates(t, db, channel)["M1"]; st != "started" {
				t.Errorf("after a duplicate reply the message is %q; want started", st)
			}
			ib.Delivered(ctx, in, memo.Reply{Text: "added"})
			if st := inboxStates(t, db, channel)["M1"]; st != "done" {
				t.Errorf("after its reply the message is %q; want done", st)
			}
			if a, _ := ib.Admit(ctx, in); a != bot.Redelivered {
				t.Errorf("Admit after done = %v; want Redelivered", a)
			}
		})
	}
}

// TestInboxAdmit: what the dispatcher answers decides what is kept, the
// same on both channels.
func TestInboxAdmit(t *testing.T) {
	tests := []struct {
		name    string
		ok      bool
		err     error
		requeue *requeue
		want    bot.Admission
		state   string
	}{
		{name: "queued", ok: true, want: bot.Queued, state: "queued"},
		{name: "queue full", err: bot.ErrQueueFull, requeue: &requeue{}, want: bot.Busy, state: "refused"},
		{name: "too many chats", err: bot.ErrBusy, want: bot.Busy, state: "refused"},
		{name: "claimed before", want: bot.Claimed, state: "done"},
		{name: "claim timed out, requeued", err: context.DeadlineExceeded, requeue: &requeue{}, want: bot.Queued, state: "queued"},
		{name: "shutting down", err: bot.ErrClosed, requeue: &requeue{Err: bot.ErrClosed}, want: bot.Later, state: "queued"},
		{name: "shutting down, no requeue", err: bot.ErrClosed, want: bot.Later, state: "queued"},
	}
	for _, tt := range tests {
		for _, channel := range channels {
			t.Run(tt.name+"/"+channel, func(t *testing.T) {
				db := openStore(t)
				cfg := bot.InboxConfig{
					Channel: channel, Store: db,
					Submit: bot.SubmitFunc(func(context.Context, memo.Inbound) (bool, error) { return tt.ok, tt.err }),
				}
				if tt.requeue != nil {
					rq := *tt.requeue
					cfg.Requeue = &rq
				}
				a, err := bot.NewInbox(cfg).Admit(t.Context(), message(channel, "M1", "hi"))
				if err != nil || a != tt.want {
					t.Errorf("Admit = %v, %v; want %v", a, err, tt.want)
				}
				if st := inboxStates(t, db, channel)["M1"]; st != tt.state {
					t.Errorf("stored as %q; want %q", st, tt.state)
				}
			})
		}
	}
}

// TestInboxRecoverCrashDecision: at start the messages whose turns never
// began run again, in order; a turn a crash cut short is not run again:
// it is marked interrupted and its chat told; an unreadable message is
// dropped. Each channel recovers only its own messages.
func TestInboxRecoverCrashDecision(t *testing.T) {
	db := openStore(t)
	ctx := t.Context()
	for _, channel := range channels {
		ib := bot.NewInbox(bot.InboxConfig{Channel: channel, Store: db,
			Submit: bot.SubmitFunc(func(context.Context, memo.Inbound) (bool, error) { return false, bot.ErrClosed })})
		for i, id := range []string{"Q1", "S1", "Q2", "BAD"} {
			in := message(channel, channel+"-"+id, fmt.Sprintf("message %d", i))
			if id == "BAD" {
				in.Payload = []byte("{")
			}
			if _, err := ib.Admit(ctx, in); err != nil {
				t.Fatal(err)
			}
			if id == "S1" {
				if _, run, err := ib.Start(ctx, in); err != nil || !run {
					t.Fatal("start", err)
				}
			}
		}
	}
	for _, channel := range channels {
		t.Run(channel, func(t *testing.T) {
			rq := &requeue{}
			ib := bot.NewInbox(bot.InboxConfig{Channel: channel, Store: db, Requeue: rq})
			var told, replayed []string
			ib.Recover(ctx, bot.Replay{
				Rebuild: func(e memo.InboxEntry) (memo.Inbound, error) {
					if string(e.Payload) == "{" {
						return memo.Inbound{}, errors.New("unreadable")
					}
					return memo.Inbound{ChatID: e.ChatID, MessageID: e.MessageID, Channel: channel, Payload: e.Payload}, nil
				},
				Interrupted: func(in memo.Inbound) { told = append(told, in.MessageID) },
				Requeued:    func(in memo.Inbound) { replayed = append(replayed, in.MessageID) },
			})
			var requeued []string
			for _, in := range rq.ins {
				requeued = append(requeued, in.MessageID)
			}
			want := []string{channel + "-Q1", channel + "-Q2"}
			if !slices.Equal(requeued, want) || !slices.Equal(replayed, want) {
				t.Errorf("requeued %v (told %v); want %v in order", requeued, replayed, want)
			}
			if !slices.Equal(told, []string{channel + "-S1"}) {
				t.Errorf("chats told of %v; want the turn cut short", told)
			}
			st := inboxStates(t, db, channel)
			if st[channel+"-S1"] != "interrupted" || st[channel+"-BAD"] != "interrupted" || st[channel+"-Q1"] != "queued" {
				t.Errorf("states %v; want S1 and BAD interrupted, Q1 queued for its turn", st)
			}
		})
	}
}

// TestInboxRecoverSkipsMessagesInHand: a message the channel is handling
// already is neither requeued nor rebuilt.
func TestInboxRecoverSkipsMessagesInHand(t *testing.T) {
	db := openStore(t)
	ctx := t.Context()
	rq := &requeue{}
	ib := bot.NewInbox(bot.InboxConfig{Channel: "whatsapp", Store: db, Requeue: rq,
		Submit: bot.SubmitFunc(func(context.Context, memo.Inbound) (bool, error) { return true, nil })})
	if _, err := ib.Admit(ctx, message("whatsapp", "M1", "hi")); err != nil {
		t.Fatal(err)
	}
	rebuilt := 0
	ib.Recover(ctx, bot.Replay{
		Rebuild: func(e memo.InboxEntry) (memo.Inbound, error) { rebuilt++; return memo.Inbound{}, nil },
		Skip:    func(chat, id string) bool { return id == "M1" },
	})
	if rebuilt != 0 || len(rq.ins) != 0 {
		t.Errorf("rebuilt %d, requeued %d; want none", rebuilt, len(rq.ins))
	}
}
