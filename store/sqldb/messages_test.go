package sqldb_test

import (
	"testing"
	"time"

	memo "github.com/memo-assistant/memo"
)

func TestChatChannels(t *testing.T) {
	each(t, func(t *testing.T, on backend) {
		ctx := t.Context()
		db, _ := on.pinned(t)
		if _, ok, err := db.ChatChannel(ctx, "+1"); ok || err != nil {
			t.Fatalf("unknown chat: %v, %v", ok, err)
		}
		t0 := start()
		must(t, db.SeenChat(ctx, "+1", "whatsapp", t0))
		must(t, db.SeenChat(ctx, "+1", "cloud", t0.Add(time.Minute)))
		must(t, db.SeenChat(ctx, "+1", "cloud", t0.Add(-time.Hour))) // late and older: no change
		if ch, ok, err := db.ChatChannel(ctx, "+1"); ch != "cloud" || !ok || err != nil {
			t.Errorf("ChatChannel = %q, %v, %v; want cloud", ch, ok, err)
		}
		at, ok, err := db.LastInbound(ctx, "+1", "cloud")
		if !ok || err != nil || !at.Equal(t0.Add(time.Minute).Truncate(time.Second)) {
			t.Errorf("LastInbound = %v, %v, %v; want %v", at, ok, err, t0.Add(time.Minute))
		}
		must(t, db.SeenChat(ctx, "+1", "whatsapp", t0.Add(time.Hour)))
		if ch, _, _ := db.ChatChannel(ctx, "+1"); ch != "whatsapp" {
			t.Errorf("after writing on whatsapp again: %q", ch)
		}
		if _, ok, _ := db.LastInbound(ctx, "+1", "http"); ok {
			t.Error("a channel never used has a last message")
		}
		wantCode(t, "empty chat", db.SeenChat(ctx, "", "cloud", t0), memo.EInvalid)
	})
}

func TestInbox(t *testing.T) {
	each(t, func(t *testing.T, on backend) {
		ctx := t.Context()
		db, clock := on.pinned(t)
		e := memo.InboxEntry{Channel: "cloud", ChatID: "+1", MessageID: "wamid.1", At: start().Add(-time.Minute), Payload: []byte(`{"kind":"text"}`)}
		if fresh, err := db.QueueInbound(ctx, e); !fresh || err != nil {
			t.Fatalf("first queue = %v, %v", fresh, err)
		}
		if fresh, err := db.QueueInbound(ctx, e); fresh || err != nil {
			t.Fatalf("second queue = %v, %v; want not fresh", fresh, err)
		}
		e2 := e
		e2.MessageID = "wamid.2"
		db.QueueInbound(ctx, e2)
		got, err := db.UnfinishedInbound(ctx, "cloud", start().Add(-time.Hour), 10)
		if err != nil || len(got) != 2 || got[0].MessageID != "wamid.1" || string(got[0].Payload) != `{"kind":"text"}` || got[0].State != memo.InboxQueued {
			t.Fatalf("unfinished = %+v, %v", got, err)
		}
		was, ok, err := db.StartInbound(ctx, "+1", "wamid.1")
		if !ok || err != nil || was.State != memo.InboxQueued || !was.At.Equal(e.At.Truncate(time.Second)) {
			t.Fatalf("start = %+v, %v, %v", was, ok, err)
		}
		if again, _, _ := db.StartInbound(ctx, "+1", "wamid.1"); again.State != memo.InboxStarted {
			t.Errorf("second start saw %q; want started", again.State)
		}
		if _, ok, _ := db.StartInbound(ctx, "+1", "wamid.none"); ok {
			t.Error("started a message never stored")
		}
		must(t, db.FinishInbound(ctx, "+1", "wamid.2", memo.InboxDone))
		got, _ = db.UnfinishedInbound(ctx, "cloud", start().Add(-time.Hour), 10)
		if len(got) != 1 || got[0].State != memo.InboxStarted {
			t.Errorf("unfinished after one started and one done: %+v", got)
		}
		if got, _ := db.UnfinishedInbound(ctx, "cloud", start().Add(time.Hour), 10); len(got) != 0 {
			t.Errorf("unfinished since later: %+v", got)
		}
		clock.Advance(8 * 24 * time.Hour)
		if n, err := db.PruneInbox(ctx, clock.Now().Add(-7*24*time.Hour)); n != 2 || err != nil {
			t.Errorf("prune = %d, %v; want 2", n, err)
		}
		if fresh, _ := db.QueueInbound(ctx, memo.InboxEntry{Channel: "cloud", ChatID: "+1"}); fresh {
			t.Error("queued a message without an id")
		}
	})
}

func TestOutboundStatuses(t *testing.T) {
	each(t, func(t *testing.T, on backend) {
		ctx := t.Context()
		db, clock := on.pinned(t)
		m := memo.OutboundMessage{ID: "wamid.A", Channel: "cloud", ChatID: "+1", Kind: "reminder", Payload: []byte(`{}`), Status: memo.StatusAccepted}
		_, err := db.SaveOutbound(ctx, m)
		must(t, err)
		step := func(s memo.MessageStatus, code int, wantChanged bool, want memo.MessageStatus) {
			t.Helper()
			got, changed, err := db.UpdateOutboundStatus(ctx, "cloud", "+1", memo.StatusUpdate{MessageID: "wamid.A", Status: s, At: clock.Now(), ErrorCode: code})
			if err != nil || changed != wantChanged || got.Status != want {
				t.Errorf("%s: got %s, changed %v, %v; want %s, changed %v", s, got.Status, changed, err, want, wantChanged)
			}
		}
		step(memo.StatusSent, 0, true, memo.StatusSent)
		step(memo.StatusSent, 0, false, memo.StatusSent)
		step(memo.StatusFailed, 131000, true, memo.StatusFailed)
		step(memo.StatusSent, 0, false, memo.StatusFailed)
		step(memo.StatusDelivered, 0, true, memo.StatusDelivered) // delivered after all
		step(memo.StatusRead, 0, true, memo.StatusRead)
		step(memo.StatusDelivered, 0, false, memo.StatusRead)
		step(memo.StatusFailed, 131000, false, memo.StatusRead)

		// A status that outruns the record is kept, and the record keeps it.
		got, changed, err := db.UpdateOutboundStatus(ctx, "cloud", "+2", memo.StatusUpdate{MessageID: "wamid.B", Status: memo.StatusFailed, ErrorCode: 131047, ErrorTitle: "Re-engagement message"})
		if err != nil || !changed || got.Kind != "" || got.ChatID != "+2" {
			t.Fatalf("early status = %+v, %v, %v", got, changed, err)
		}
		saved, err := db.SaveOutbound(ctx, memo.OutboundMessage{ID: "wamid.B", Channel: "cloud", ChatID: "+2", Kind: "reminder", Payload: []byte(`{"text":"x"}`), Status: memo.StatusAccepted})
		if err != nil || saved.Status != memo.StatusFailed || saved.ErrorCode != 131047 || saved.Kind != "reminder" {
			t.Fatalf("save after an early failure = %+v, %v; want failed with its code, and the kind", saved, err)
		}

		// Follow-ups.
		must(t, db.SetFollowUp(ctx, "wamid.B", memo.FollowTemplate, clock.Now().Add(time.Minute)))
		if due, _ := db.DueFollowUps(ctx, "cloud", clock.Now(), 10); len(due) != 0 {
			t.Errorf("due before its time: %+v", due)
		}
		clock.Advance(time.Minute)
		due, err := db.DueFollowUps(ctx, "cloud", clock.Now(), 10)
		if err != nil || len(due) != 1 || due[0].FollowUp != memo.FollowTemplate || string(due[0].Payload) != `{"text":"x"}` {
			t.Fatalf("due = %+v, %v", due, err)
		}
		if due, _ := db.DueFollowUps(ctx, "http", clock.Now(), 10); len(due) != 0 {
			t.Errorf("another channel's follow-ups: %+v", due)
		}
		clock.Advance(8 * 24 * time.Hour)
		if n, _ := db.PruneOutbound(ctx, clock.Now().Add(-7*24*time.Hour)); n != 1 {
			t.Errorf("pruned %d; want 1 (the one with a follow-up due stays)", n)
		}
		must(t, db.SetFollowUp(ctx, "wamid.B", memo.FollowNone, time.Time{}))
		if n, _ := db.PruneOutbound(ctx, clock.Now().Add(-7*24*time.Hour)); n != 1 {
			t.Errorf("pruned %d after the follow-up; want 1", n)
		}
		wantCode(t, "no id", func() error {
			_, err := db.SaveOutbound(ctx, memo.OutboundMessage{Channel: "cloud", ChatID: "+1", Status: memo.StatusSent})
			return err
		}(), memo.EInvalid)
		wantCode(t, "bad status", func() error {
			_, _, err := db.UpdateOutboundStatus(ctx, "cloud", "+1", memo.StatusUpdate{MessageID: "x", Status: "lost"})
			return err
		}(), memo.EInvalid)
	})
}

func TestSentMessages(t *testing.T) {
	each(t, func(t *testing.T, on backend) {
		ctx := t.Context()
		db, clock := on.newUser(t)
		sent := memo.SentMessage{ChatID: "u1", MessageID: "m1", Kind: "reminder", TaskIDs: []string{"t_a", "t_b"},
			SentAt: start().In(time.FixedZone("X", 3600))}
		must(t, db.SaveSentMessage(ctx, sent))
		got, ok, err := db.FindSentMessage(ctx, "u1", "m1")
		if err != nil || !ok {
			t.Fatalf("FindSentMessage = %+v, %v, %v", got, ok, err)
		}
		want := sent
		want.SentAt = start().Truncate(time.Second).UTC()
		sameJSON(t, "round trip", got, want)
		if got.SentAt.Location() != time.UTC {
			t.Errorf("SentAt in %v, want UTC", got.SentAt.Location())
		}

		// Saving the same id again replaces the record; a zero time is now.
		clock.Advance(time.Minute)
		must(t, db.SaveSentMessage(ctx, memo.SentMessage{ChatID: "u1", MessageID: "m1", Kind: "digest"}))
		got, ok, err = db.FindSentMessage(ctx, "u1", "m1")
		want = memo.SentMessage{ChatID: "u1", MessageID: "m1", Kind: "digest", TaskIDs: []string{},
			SentAt: clock.Now().Truncate(time.Second).UTC()}
		if err != nil || !ok {
			t.Fatalf("FindSentMessage after replace = %v, %v", ok, err)
		}
		sameJSON(t, "replaced", got, want)

		for _, miss := range [][2]string{{"u1", "m2"}, {"u2", "m1"}} {
			if got, ok, err := db.FindSentMessage(ctx, miss[0], miss[1]); err != nil || ok {
				t.Errorf("FindSentMessage(%q, %q) = %+v, %v, %v; want not found", miss[0], miss[1], got, ok, err)
			}
		}
		for _, bad := range []memo.SentMessage{{MessageID: "m3"}, {ChatID: "u1"}} {
			wantCode(t, "SaveSentMessage without ids", db.SaveSentMessage(ctx, bad), memo.EInvalid)
		}
	})
}

func TestLatestSentMessage(t *testing.T) {
	each(t, func(t *testing.T, on backend) {
		ctx := t.Context()
		db, clock := on.newUser(t)
		if _, ok, err := db.LatestSentMessage(ctx, "u1", "reminder"); err != nil || ok {
			t.Fatalf("LatestSentMessage with none = %v, %v", ok, err)
		}
		for i, m := range []memo.SentMessage{
			{ChatID: "u1", MessageID: "r1", Kind: "reminder", TaskIDs: []string{"t_1"}},
			{ChatID: "u1", MessageID: "d1", Kind: "digest", TaskIDs: []string{"t_9"}},
			{ChatID: "u1", MessageID: "r2", Kind: "reminder", TaskIDs: []string{"t_2"}},
			{ChatID: "u2", MessageID: "r3", Kind: "reminder", TaskIDs: []string{"t_3"}},
		} {
			clock.Advance(time.Duration(i+1) * time.Minute)
			must(t, db.SaveSentMessage(ctx, m))
		}
		got, ok, err := db.LatestSentMessage(ctx, "u1", "reminder")
		if err != nil || !ok || got.MessageID != "r2" || len(got.TaskIDs) != 1 || got.TaskIDs[0] != "t_2" {
			t.Fatalf("LatestSentMessage = %+v, %v, %v; want r2", got, ok, err)
		}
		if got, ok, _ := db.LatestSentMessage(ctx, "u1", "digest"); !ok || got.MessageID != "d1" {
			t.Errorf("latest digest = %+v, %v", got, ok)
		}
	})
}
