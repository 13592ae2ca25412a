package sqlite_test

import (
	"testing"
	"time"

	memo "github.com/memo-assistant/memo"
)

func TestSentMessages(t *testing.T) {
	ctx := t.Context()
	db, clock := newUser(t)
	sent := memo.SentMessage{ChatID: "u1", MessageID: "m1", Kind: "reminder", TaskIDs: []string{"t_a", "t_b"},
		SentAt: start().In(time.FixedZone("X", 3600))}
	if err := db.SaveSentMessage(ctx, sent); err != nil {
		t.Fatal(err)
	}
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
	if err := db.SaveSentMessage(ctx, memo.SentMessage{ChatID: "u1", MessageID: "m1", Kind: "digest"}); err != nil {
		t.Fatal(err)
	}
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
}
