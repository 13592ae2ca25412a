package reminder_test

import (
	"context"
	"fmt"
	"path/filepath"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/reminder"
	"github.com/memo-assistant/memo/store/sqlite"
	"github.com/memo-assistant/memo/store/storetest"
)

// BenchmarkTick measures one scheduler tick over 100,000 stored reminders of
// which 100 (one each for 100 users) are due: read through the next-fire
// index, 100 messages to a no-op notifier, 100 deliveries recorded and 100
// reminders advanced.
func BenchmarkTick(b *testing.B) {
	ctx := context.Background()
	c := storetest.NewClock(at("2026-01-20 09:00"))
	db, err := sqlite.Open(ctx, filepath.Join(b.TempDir(), "memo.db"), c)
	if err != nil {
		b.Fatal(err)
	}
	defer db.Close()
	const users, stored, due = 100, 100_000, 100
	for u := range users {
		if _, err := db.EnsureUser(ctx, fmt.Sprintf("u%d", u), "Asia/Jerusalem", memo.English); err != nil {
			b.Fatal(err)
		}
	}
	now := at("2026-01-20 10:00")
	tx, err := db.SQL().BeginTx(ctx, nil)
	if err != nil {
		b.Fatal(err)
	}
	ins, err := tx.PrepareContext(ctx, `INSERT INTO tasks (id, user_id, text, due_at, created_at, next_fire_at) VALUES (?, ?, ?, ?, ?, ?)`)
	if err != nil {
		b.Fatal(err)
	}
	for i := range stored {
		fire := now.Add(time.Duration(i+1) * time.Minute) // the future
		if i%(stored/due) == 0 {
			// Due rows are spread over the table, as a day's reminders are,
			// so a tick touches 100 different pages.
			fire = now.Add(-30 * time.Second)
		}
		if _, err := ins.ExecContext(ctx, fmt.Sprintf("t_%06d", i), fmt.Sprintf("u%d", (i/(stored/due))%users), "task", fire.Unix(), now.Unix(), fire.Unix()); err != nil {
			b.Fatal(err)
		}
	}
	if err := tx.Commit(); err != nil {
		b.Fatal(err)
	}
	s, err := reminder.New(reminder.Config{
		Store: db, Tasks: db, Users: db, Clock: c, Zone: jerusalem,
		Notifier: reminder.NotifierFunc(func(context.Context, reminder.Notification) (string, error) { return "", nil }),
	})
	if err != nil {
		b.Fatal(err)
	}
	c.Set(at("2026-01-20 10:00"))
	// Digests are not part of this measure: push them past the run.
	if _, err := db.SQL().ExecContext(ctx, `UPDATE users SET next_digest_at = ?`, now.Add(24*time.Hour).Unix()); err != nil {
		b.Fatal(err)
	}
	reset := func() {
		if _, err := db.SQL().ExecContext(ctx, `UPDATE tasks SET next_fire_at = due_at WHERE seq % ? = 1`, stored/due); err != nil {
			b.Fatal(err)
		}
		if _, err := db.SQL().ExecContext(ctx, `DELETE FROM reminder_deliveries`); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportAllocs()
	for b.Loop() {
		b.StopTimer()
		reset()
		b.StartTimer()
		res, err := s.Tick(ctx)
		if err != nil {
			b.Fatal(err)
		}
		if len(res.Fired) != due {
			b.Fatalf("fired %d, want %d", len(res.Fired), due)
		}
	}
}
