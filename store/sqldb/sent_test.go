package sqldb_test

import (
	"testing"
	"time"

	memo "github.com/memo-assistant/memo"
)

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
